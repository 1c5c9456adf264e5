"""Issue 24 at the Evolution table: no "Joueur 1 passe" the person never clicked, the header and the
turn count explained on hover, the question of a release naming only the answers on offer."""

from __future__ import annotations

from dataclasses import replace

import yaml
from scene_input import run
from test_scenes_evolution import BURN4, DUEL, RELEASE, table_for

from game import i18n
from game.core import Event, act
from game.evolution.checks import position
from scenes.evolution.choices import Asked
from scenes.evolution.model import Model


def test_a_power_window_let_by_is_no_log_line_and_a_declined_counter_says_so(app, tmp_path):
    table = table_for(app, tmp_path, ["human", "bot:easy"], DUEL)
    i18n.set_lang("fr")
    assert table.describe(Event("pass", 0, {"window": "moment"})) is None
    said = table.describe(Event("pass", 1, {"window": "burn"}))
    assert said == i18n.t("evolution.log_pass_burn", who=table.short_names()[1]) and "passe" not in said
    assert "passe" not in (table.describe(Event("pass", 1, {"window": "power"})) or "")


def test_the_windows_passed_for_the_person_leave_no_line_in_the_log(app, tmp_path):
    table = table_for(app, tmp_path, ["bot:easy", "human", "bot:easy", "bot:easy"], BURN4, seed=9)
    table.controls.do(table.controls.asked.first("pass"))  # the Gnome let go once: later windows pass by themselves
    for _ in range(600):
        run(app, 1 / 30)
        if table.feed.match.state.current == 1 or table.feed.match.state.is_over:
            break
        if table.my_seat() == 1 and not table.busy and not table.controls.asked.is_moment():
            table.controls.do(table.controls.default or table.controls.legal()[0])
    passes = [m for m in (f"{s} {a}" for s, a in table.feed.match.moves) if m == "1 pass"]
    assert len(passes) >= 2  # windows were passed, by the person once and by the table after
    mine = i18n.describe("evolution", Event("pass", 1, {"window": "moment"}), table.names)
    assert mine not in table.log.entries, "a pass of a power window was written in the log"


def test_hovering_the_header_and_the_turn_count_explains_them(app, tmp_path):
    table = table_for(app, tmp_path, ["human", "bot:easy"], DUEL)
    blits, _ = table.header(1)
    img, xy = blits[-1]  # the "Niv." of the opponent's header (it read "Σ", never explained: issue 24)
    found = table.inspect_at((xy[0] + img.get_width() // 2, xy[1] + img.get_height() // 2))
    assert found is not None and "Niv." in found[1] and "5 en main" in found[1].replace("\u00a0", " ")
    found = table.inspect_at(table.turns_rect().move(4, 4).topleft)
    assert found is not None and str(table.m.turn_limit // 2) in found[1]  # the 80 rounds said


def test_the_release_question_names_only_the_answers_on_offer():
    """Shot-70: the question said "ou retenez-la avec un Éther" while the only other button was
    "Laisser à Joueur 1"; each offer has its own words."""
    st = position(yaml.safe_load(RELEASE))
    st.apply(0, act("play", "earth1", "earth"))  # the Gnome is released; an Ether is in hand
    view = st.view(0)
    asked = Asked(st.legal_actions(0), view["stack"][-1], Model.from_view(view, 0), ["Joueur 1", "Bot 2"], st.defs)
    i18n.set_lang("fr")
    assert any(a.kind == "block" for a in asked.legal)
    assert "Éther" in asked.prompt_text()
    no_ether = replace(asked, legal=[a for a in asked.legal if a.kind != "block"])
    assert "Éther" not in no_ether.prompt_text()
    asked.model.tokens["gnome"].update(state="held", holder=1)
    keep = replace(asked, legal=[act("keep")] + [a for a in asked.legal if a.kind == "give"])
    text = keep.prompt_text()
    assert "Éther" not in text and "Bot 2" in text  # "laissez-le à Bot 2", as the button says
    assert keep.choice_for(0, act("keep")).path[0] == "Laisser à Bot 2"
    asked.model.tokens["gnome"].update(holder=0)  # nc13: « Laisser à Joueur 1 », read by Joueur 1
    assert keep.choice_for(0, act("keep")).path[0] == "La garder"


def test_a_card_the_salamander_destroys_is_said_to_go_to_the_discard_for_it(app, tmp_path):
    """Shot-61: the log said "défausse rapide (embrasement)" when the Salamander, not a Fire card,
    destroyed the card; the discard line names what destroyed it."""
    table = table_for(app, tmp_path, ["human", "bot:easy"], DUEL)
    i18n.set_lang("fr")
    table.describe(Event("burned", 0, {"target": 1, "pile": "fire", "card": "fire2", "how": "salamander"}))
    line = table.describe(Event("discard", 1, {"card": "fire2", "to": "quick", "reason": "burn"}))
    assert line is not None and "(Salamandre)" in line and "embrasement" not in line
    table.describe(Event("burned", 0, {"target": 1, "pile": "air", "card": "air1", "how": "burn"}))
    line = table.describe(Event("discard", 1, {"card": "air1", "to": "main", "reason": "burn"}))
    assert line is not None and "(embrasement)" in line
