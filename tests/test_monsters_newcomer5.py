"""Monsters, the fifth newcomer's items (issue 24): each test says what the person saw and what they get now."""

from __future__ import annotations

import pygame
from scene_input import open_scenario, spy_texts, step_again
from test_scenes_monsters import arrange_legal_trick, go_live, legal_trick, table_with

from game import i18n
from game.hints import Hint
from game.i18n import t

STUCK = """title: {fr: Bloqué, en: Stuck}
seats: 2
hands: [[1, 7, 11], [2, 3, 4]]
centre: 13
"""
FREE = """title: {fr: Libre, en: Free}
seats: 2
hands: [[1, 2, 4], [3, 5, 6]]
centre: 13
"""


def _table(app, tmp_path, text):
    path = tmp_path / "scen.yaml"
    path.write_text(text, encoding="utf-8")
    table = open_scenario(app, "monsters", ["human", "bot:beginner"], path)
    go_live(app, table)
    return table


def test_a_stuck_person_is_told_who_will_change_the_centre(app, tmp_path):
    """They waited 3 minutes with "Attendez qu'un autre joueur…" only in the Conseil box."""
    table = _table(app, tmp_path, STUCK)
    table.build_buttons()
    assert table.stuck_with() == table.names[1]
    # f48 (nc60: « nothing to do but wait »): with the hand card to leave at the centre for the bot's next swap
    leave = table.leave_for_next()
    assert leave is not None
    place = table.hand().index(leave[0]) + 1
    assert table.prompt == t("monsters.prompt.stuck_leave", who=table.names[1], place=place), table.prompt
    i18n.set_lang("fr")
    table.build_buttons()
    assert table.prompt.startswith("Aucun pli"), table.prompt
    assert "Le prochain échange" in table.prompt and table.names[1] in table.prompt


def test_a_hand_that_a_swap_frees_is_not_called_stuck(app, tmp_path):
    table = _table(app, tmp_path, FREE)
    table.build_buttons()
    assert table.stuck_with() is None
    assert table.prompt != t("monsters.prompt.stuck", who=table.names[1]), table.prompt


def test_claiming_the_hinted_trick_ends_the_hint_without_a_warning(app):
    """Every step of the hint done, then "Pli rouge" clicked: a red "Vous avez pris un autre chemin"."""
    table = table_with(app, ["human", "bot:beginner"], seed=1)
    go_live(app, table)
    action, _ = legal_trick(table)
    table.hint_shown = Hint(0, action, "missing", {"colour": str(action.args[0])}, at=table._decisions())
    arrange_legal_trick(table)
    app.frame(1 / 60)
    assert table.hint_shown is not None, "the stack is the hint's own way"
    table.error = ""
    table.claim(str(action.args[0]))
    for _ in range(120):
        app.frame(1 / 30)
    assert len(table.feed.match.state.tricks[0]) == 1, "the claim was the trick"
    assert table.hint_shown is None
    assert table.error != t("monsters.hint_gone"), table.error



def test_the_deck_out_standing_shows_when_the_deck_runs_low(app, monkeypatch):
    """4 colours each, lost on "more tricks of one colour": the standing was never on screen. Here
    both have 3 tricks of one colour at best, and the bot's are red, the first colour of the tie-break."""
    import scenes.monsters.drawing as drawing

    i18n.set_lang("fr")
    table = table_with(app, ["human", "bot:beginner"], scenario="deck_out_tie.yaml")
    go_live(app, table)
    # nc31: a tie at 3 decided by the colours' order alone says so (« grâce au rouge : 3 plis rouges contre 0 »)
    expected = t("monsters.standing_order", who=table.names[1], name="rouge", other="bleu")
    assert table.painter.standing() == expected
    assert expected.startswith("En tête si la pioche"), expected
    assert "le rouge passe avant le bleu" in expected, expected
    seen = spy_texts(monkeypatch, drawing)
    table.draw(pygame.Surface((1280, 720)))
    assert any("En tête si la pioche" in line for line in seen), seen


def test_no_standing_before_the_first_trick(app):
    """Round 11: the line shows from the first trick on (the whole deck), never before any trick."""
    table = table_with(app, ["human", "bot:beginner"], seed=1)
    go_live(app, table)
    assert table.model.deck <= drawing_low()
    assert table.painter.standing() == ""


def drawing_low() -> int:
    from game.monsters.defs import load_defs

    rules = load_defs().rules
    return rules.standing_tricks * rules.hand_size


def test_the_tutorial_says_the_tie_break_before_its_end():
    """Said once at the very end, the deck-out rule came as a surprise in the first game."""
    from game import tutorial

    tut = tutorial.load("monsters")
    early = [k for k, step in enumerate(tut.steps) if "pioche s'épuise" in step.text("fr")]
    assert early and early[0] < len(tut.steps) - 1, early
    text = tut.steps[early[0]].text("fr")
    plain = text.replace("\u00a0", " ")
    assert "plus de plis d'une couleur" in text, text
    # all five (nc13), as an order (nc24)
    assert "À égalité, on compare les plis rouges, puis bleus, verts, jaunes, violets" in plain, text
    assert "runs out" in tut.steps[early[0]].text("en")  # f50: « the deck usually runs out first »


def test_a_swap_hint_goes_once_the_person_swapped(app, tmp_path):
    """Shot 64: after the swap the box still said "échangez une carte…"."""
    from game.core import act

    table = _table(app, tmp_path, FREE)
    swap = act("swap", 2)
    params = {"card": 2, "colours": [], "last": "yellow", "colours_count": 1}
    table.hint_shown = Hint(0, swap, "swap_useful", params, at=table._decisions())
    assert table.act(0, swap)
    for _ in range(30):
        app.frame(1 / 30)
    # the swap's box goes; the stacking recipe may follow it (round 14), never the swap again
    assert table.hint_shown is None or table.hint_shown.action.kind == "trick", table.hint_shown


def test_the_no_winning_trick_hint_is_advice_not_hope():
    """Shot 63: "échangez … en espérant mieux" told nothing to do."""
    i18n.set_lang("fr")
    fr = t("hint.monsters.deck_out_none", deck=2)
    assert "espérant" not in fr and "Ne faites pas ce pli perdant" in fr and "(H)" in fr, fr
    i18n.set_lang("en")
    try:
        en = t("hint.monsters.deck_out_none", deck=2)
        assert "hope" not in en and "losing trick" in en, en
    finally:
        i18n.set_lang("fr")


def _bot_trick_seen(app, table, limit=120.0):
    waited = 0.0
    while waited < limit:
        app.frame(1 / 30)
        waited += 1 / 30
        record = table.last_record()
        if record is not None and record.seat == 1 and not table.busy \
                and any(e.kind == "trick" for e in record.events):
            return record
    raise AssertionError(f"no trick of the bot to show again in {limit} s")


def test_showing_a_bots_trick_again_says_it_then_gives_the_latest_back(app):
    """Shots 43, 44: during L the header said the person's trick over the bot's; after it, the bot's
    trick as the latest though the person's was. The chrono stands still meanwhile."""
    import pygame as pg
    from test_scenes_monsters import key

    table = table_with(app, ["human", "bot:hard"], seed=11, speed="normal")
    go_live(app, table)
    _bot_trick_seen(app, table)
    latest = {"seat": 0, "colour": "red", "cards": [1, 2, 3], "placements": [], "lines": []}
    table.motion.last_trick = latest  # the person's own trick came after the bot's
    before = table.round_clock()
    key(app, pg.K_l)
    assert table._again_model is not None
    clocks, frames = [], 0
    while table._again_model is not None and frames < 600:
        step_again(table)  # a click at each step
        app.frame(1 / 30)
        frames += 1
        clocks.append(table.round_clock())
        if table._again_model is not None:
            assert table.motion.last_trick is not None and table.motion.last_trick["seat"] == 1, \
                "the header says the trick shown"
    app.frame(1 / 30)
    assert table.motion.last_trick is latest, "the latest trick is given back"
    assert max(clocks) - before < 0.05, (before, clocks[-3:])


def test_the_wheel_down_turns_the_way_the_turn_sign_counts(app):
    """Shots 09, 10: wheel-down turned anticlockwise, and three notches left "↻2" to do."""
    from test_scenes_monsters import BOARD, wheel

    table = table_with(app, ["human", "bot:beginner"], seed=1)
    go_live(app, table)
    cid = table.hand()[0]
    table.put_on_stack(cid)
    wheel(app, BOARD.center, -1)  # one notch down
    assert table.arrangement.orient[cid][0] == 1, "a quarter turn clockwise, as ↻ and the R key"
    wheel(app, BOARD.center, 1)  # up: back
    assert table.arrangement.orient[cid][0] == 0
    i18n.set_lang("fr")
    # round 10: plain words; round 11: one wheel wording everywhere (tutorial, bar, hint)
    assert "↻\u00a0: molette vers le bas" in t("monsters.prompt.controls")
    assert "↺\u00a0: molette vers le haut" in t("monsters.prompt.controls")


def test_the_turn_line_names_the_card_without_calling_it_framed():
    """Shot 08: "la carte encadrée, milieu (touche 1)" while the tutorial's yellow frame was on card 3."""
    i18n.set_lang("fr")
    fr = t("monsters.acts_on", where="milieu (touche 1)")
    # nc26: the card first, after « Boutons » (whether Tourner (R) acts on the hand or the pile was unclear)
    assert "encadrée" not in fr and "Boutons" in fr, fr
    # nc35, shot 03: the card named after the rule (« Boutons … : dessous (touche 2), … » read as always « dessous »)
    assert "sur la dernière carte posée ou cliquée, ici milieu (touche 1)" in fr, fr
    i18n.set_lang("en")
    try:
        assert "framed" not in t("monsters.acts_on", where="middle (key 1)")
    finally:
        i18n.set_lang("fr")


def test_the_round_summary_hides_the_table_behind_it(app, monkeypatch):
    """Shot 28: "Solo : battez le sablier" and "…a partie est terminée" showed through the summary."""
    import scenes.monsters.drawing as drawing
    from scenes.monsters.drawing import L

    assert L.round_panel.top <= 56 - 4, "above the heading's line (drawn at y 56)"
    assert L.round_panel.bottom >= L.button_y - 20, "over the prompt's lines"
    table = table_with(app, ["human", "bot:beginner"], scenario="last_colour.yaml")
    go_live(app, table)
    arrange_legal_trick(table)
    table.claim()
    for _ in range(600):
        app.frame(1 / 30)
        if table.round_panel is not None:
            break
    assert table.round_panel is not None, "the trick ends the round"
    boxes = []
    real = drawing.panel
    monkeypatch.setattr(drawing, "panel", lambda surf, rect, alpha=215, *a: (boxes.append((rect, alpha)),
                                                                             real(surf, rect, alpha, *a)))
    table.draw(pygame.Surface((1280, 720)))
    assert (L.round_panel, 255) in boxes, boxes
