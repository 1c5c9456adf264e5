"""Monsters, the round-10 newcomer's items (issue 24): each test says what the person saw and what they get now."""

from __future__ import annotations

from scene_input import open_scenario, spy_texts
from test_scenes_monsters import go_live, legal_trick
from waiting import wait_until

import scenes.monsters.drawing as drawing
from game import i18n

# the bot (seat 0) lacks only purple and holds it; the person (seat 1) holds a trick too
LATE = """title: {fr: Trop tard, en: Too late}
seats: 2
hands: [[1, 2, 3], [4, 5, 7]]
centre: 6
tricks:
  - - {colour: yellow, cards: [8, 9, 10]}
    - {colour: green, cards: [11, 12, 13]}
    - {colour: red, cards: [14, 15, 16]}
    - {colour: blue, cards: [17, 18, 19]}
  - - {colour: red, cards: [20, 21, 22]}
"""


def _late_table(app, tmp_path):
    path = tmp_path / "late.yaml"
    path.write_text(LATE, encoding="utf-8")
    table = open_scenario(app, "monsters", ["bot:beginner", "human"], path)
    go_live(app, table)
    return table


def test_a_line_ready_when_the_bot_ends_the_round_is_said_too_late(app, tmp_path, monkeypatch):
    """Shots 62->63: "Réclamez le pli avec Entrée", Entrée, and the round ended on the bot's trick with
    nothing said. The summary now says the bot ended the round before the person's trick."""
    i18n.set_lang("fr")
    table = _late_table(app, tmp_path)
    _, placements = legal_trick(table, seat=1)
    table.arrangement.stack = [p[0] for p in placements]
    table.arrangement.orient = {p[0]: (p[1], p[2]) for p in placements}
    colours = table.claimable()
    assert colours, "the person's stack shows a line"
    m = table.feed.match
    bot_trick = next(a for a in m.state.legal_actions(0) if a.kind == "trick" and a.args[0] == "purple")
    table.feed.submit(0, bot_trick)
    assert wait_until(lambda: table.round_panel is not None, 20.0, 0.0, lambda: app.frame(1 / 30)), \
        "the round ends on the bot's trick"
    assert table.round_panel["late"] == (colours[0], [0]), table.round_panel["late"]
    seen = spy_texts(monkeypatch, drawing)
    app.frame(1 / 30)
    said = " ".join(seen)
    # f54 (nc65, shot 052): that line would not have changed the result (the bot's five colours, the pile far from
    # its end): no « trop tard » (meant); test_monsters_f54 keeps it for a line that would have
    said = said.replace("\u00a0", " ").replace("\u202f", " ")
    assert "avant votre pli" in said and table.names[0] in said and "n'aurait pas changé le résultat" in said, said
    assert "trop tard" not in said


def test_no_late_line_when_the_person_had_no_line(app, tmp_path):
    table = _late_table(app, tmp_path)
    m = table.feed.match
    bot_trick = next(a for a in m.state.legal_actions(0) if a.kind == "trick" and a.args[0] == "purple")
    table.feed.submit(0, bot_trick)
    assert wait_until(lambda: table.round_panel is not None, 20.0, 0.0, lambda: app.frame(1 / 30))
    assert table.round_panel["late"] is None


FREE = """title: {fr: Libre, en: Free}
seats: 2
hands: [[1, 2, 4], [3, 5, 6]]
centre: 13
"""


def test_the_centre_changing_under_a_chosen_swap_flashes_and_stops_the_swap(app, tmp_path):
    """Shots 47->49: the person studied the centre, pressed Échanger, and got another card (the bot had
    just swapped; no "vient de l'échanger" seen). The flash lasts long enough to be seen, and a swap
    chosen before the change waits: the person looks at the new card first."""
    from scenes.monsters.table import CENTRE_FLASH

    i18n.set_lang("fr")
    path = tmp_path / "free.yaml"
    path.write_text(FREE, encoding="utf-8")
    table = open_scenario(app, "monsters", ["human", "bot:beginner"], path)
    go_live(app, table)
    table.arrangement.swap_mode = True
    before = table.model.centre
    swap = next(a for a in table.feed.match.state.legal_actions(1) if a.kind == "swap")
    table.feed.submit(1, swap)
    assert wait_until(lambda: table.model.centre != before, 10.0, 0.0, lambda: app.frame(1 / 30)), "the swap shows"
    assert CENTRE_FLASH >= 3.0
    assert table.painter.centre_flash() is not None and table.painter.centre_flash()[0] == 1
    assert not table.arrangement.swap_mode, "the swap chosen for the old card waits"
    # said where « Échange : quelle carte va au centre ? » stood (nc19, shot 46: a toast that long hid things)
    assert table.names[1] in table.prompt and "Regardez-la" in table.prompt, table.prompt


def test_a_refused_swap_in_the_tutorial_leaves_turn_on_the_steps_card(app):
    """Shots 07-09: in step 1, Échanger then a click on card 3 (refused): the prompt switched to "↻ et ⇄
    agissent sur la carte de la touche 3" while the step wanted the middle card turned."""
    from test_tutorial import first_target, open_tutorial, tap

    from scenes.monsters.table import L

    i18n.set_lang("fr")
    table = open_tutorial(app, "monsters")
    while len(table.arrangement.stack) < 2:  # card 2 at the bottom, then card 1 in the middle
        tap(app, first_target(app, table).center)
    middle = table.arrangement.selected
    assert middle == table.arrangement.stack[0], "the card just placed is the one Turn acts on"
    tap(app, L.centre.center)
    assert table.arrangement.swap_mode
    third = next(c for c in table.hand() if c not in table.arrangement.stack)
    tap(app, L.hand_slot(table.hand().index(third)).center)
    assert third in table.hand(), "the step refuses the swap"
    assert table.arrangement.selected == middle, "Turn and Flip stay on the step's card"
    table.build_buttons()
    table.update(0.0)
    # round 11: the prompt is two steady lines; the line under Turn and Flip names their card
    assert "milieu (touche" in table.acts_on, table.acts_on


def test_a_stacked_cards_badge_leaves_its_previews_monsters_uncovered(app):
    """Shots 10, 21, 69: the "✓" on a small pile preview covered its top-middle monster."""
    from test_tutorial import first_target, open_tutorial, tap

    from scenes.monsters.drawing import cell_centre

    table = open_tutorial(app, "monsters")
    while len(table.arrangement.stack) < 3:  # the whole step-1 stack, as the pointer says
        tap(app, first_target(app, table).center)
    action = table.feed.expected()
    badges = table.hint_badges(action)
    assert len(badges) == 3, "each stacked card keeps its badge"
    for i in range(3):
        slot = table.stack_slot(i)
        cells = [cell_centre(slot, k) for k in range(9)]
        for badge, _ in badges:
            assert not any(badge.collidepoint(c) for c in cells), (badge, slot)
