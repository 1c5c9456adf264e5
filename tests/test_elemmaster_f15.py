"""Elem Master, the fourteenth newcomer's first game (issue 24): the hint (the hard bot's own move) finds
a win within the turn; Conseil pressed always gives a hint, its "comes back each turn" state shows and
has its own way off; the tutorial teaches the Vague."""

from __future__ import annotations

import time

import yaml

from game import i18n
from game.core import act
from game.elemmaster.bots import ElemBot
from game.elemmaster.scenario import from_text

# nc14 shot-127, turn 9: the bot's last Earth at d6; the person's Fire 3 at d3 reaches it in three actions
# (2 tokens d3 -> d4, 1 token d4 -> d5, attack d6); the hint said "move your Earth from d2 to d1".
WIN = {"terrain": "forest", "current": 0, "stacks": {
    "a4": "0 water 2", "c3": "0 water 2", "d3": "0 fire 3", "b2": "0 fire 2", "d2": "0 earth 1",
    "f2": "0 fire 1", "a1": "0 air 1", "b1": "0 water 1", "c1": "0 earth 2", "d1": "0 earth 1",
    "e1": "0 water 1", "f1": "0 air 1",
    "b5": "1 water 2", "d6": "1 earth 1", "e5": "1 water 2", "e4": "1 fire 2", "e3": "1 fire 2", "f6": "1 air 2"}}


def test_the_hard_bot_and_so_the_hint_finds_a_win_within_the_turn():
    st = from_text(yaml.safe_dump(WIN))
    bot = ElemBot(0, 1, "hard")
    start = time.perf_counter()
    plan = bot.winning_turn(st)
    took = time.perf_counter() - start
    assert plan is not None, "the three-action win was not found"
    w = st
    for a in plan:
        w = w.fast_copy()
        w._apply(0, a)
    assert w.over is not None and 0 in w.over["winners"], (plan, w.over)
    assert took < 6, took  # (0.2 s alone; the machine is shared)
    first = bot.choose(st.view(0), st.legal_actions(0))
    assert first == plan[0] and bot.plan == plan[1:], (first, bot.plan)


def test_no_win_search_where_the_enemy_earth_cannot_fall_this_turn():
    board = dict(WIN, stacks=dict(WIN["stacks"], d6="1 earth 2", a6="1 earth 2"))
    st = from_text(yaml.safe_dump(board))
    start = time.perf_counter()
    assert ElemBot(0, 1, "hard").winning_turn(st) is None
    assert time.perf_counter() - start < 1  # no search at all
    i18n.set_lang("fr")
    _ = act  # (kept for the scene tests below)


SMALL = ("terrain: forest\nstacks:\n  a1: 0 earth 2\n  b1: 0 water 1\n  d6: 0 fire 1\n  c5: 1 water 1\n"
         "  f6: 1 earth 1\n  e1: 1 fire 1\ncurrent: 0\n")


def test_conseil_pressed_always_gives_a_hint_and_auto_is_a_toggle_of_its_own(app, tmp_path):
    """nc14 shots 81, 99: after the first hint came back by itself, the next press turned it off.
    nc15: the hint that came back by itself played the first game for the newcomer: one hint per press,
    and « à chaque tour » on its box is the opt-in; the "auto" tag sits clear of the button."""
    from scene_input import click
    from test_elemmaster_f14 import board
    from waiting import wait_until

    from scenes.elemmaster.table import AUTO_HINT, HINT_BUTTON
    i18n.set_lang("fr")
    table = board(app, tmp_path, SMALL)
    frame = lambda: app.frame(1 / 60)  # noqa: E731
    button = lambda: next(b for b in table.tools.buttons if b.tag == "hint")  # noqa: E731
    frame()
    assert button().color == HINT_BUTTON and table.auto_hint_rect() is None
    click(app, button().rect.center)
    assert wait_until(lambda: table.hint_shown is not None, 20, 0, frame), "the first hint"
    frame()
    assert not table.hint_sticky and button().color == HINT_BUTTON, "one press, one hint: not automatic"
    shown = table.hint_shown
    for _ in range(2):  # pressed again and again: the hint stays
        click(app, button().rect.center)
        frame()
        assert table.hint_shown is shown
    tab = table.auto_hint_rect()
    assert tab is not None and tab.bottom <= button().rect.top, tab
    assert table._auto_label().replace("\u00a0", " ") == "le montrer à chaque tour"
    click(app, tab.center)
    frame()
    assert table.hint_sticky and button().color == AUTO_HINT, "the tab turns the hint every turn on"
    assert table._auto_label().replace("\u00a0", " ") == "ne plus le montrer"
    pill = table.auto_tag_rect(button().rect)
    assert not pill.colliderect(button().rect) and not pill.colliderect(table._hint_box()[0]), pill
    assert not any(pill.colliderect(b.rect) for b in table.bar.buttons), "the tag over Fin de tour"
    click(app, table.auto_hint_rect().center)
    assert table.hint_shown is None and not table.hint_sticky and table.auto_hint_rect() is None
    frame()
    assert button().color == HINT_BUTTON
    click(app, button().rect.center)  # and a press gives one again
    assert wait_until(lambda: table.hint_shown is not None, 20, 0, frame), "a hint after « à chaque tour : oui »"


def test_the_tutorial_teaches_the_vague_and_that_a_fight_costs_one_level(app):
    """nc14 shots 88, 97: the bot's Vague had never been shown; does a bigger pile hit harder?"""
    from test_tutorial import follow_guide, open_tutorial
    i18n.set_lang("fr")
    table = open_tutorial(app, "elemmaster")
    feed = table.guide
    assert follow_guide(app, table, lambda: feed.step is not None and feed.step.do.startswith("vague")
                        and not table.busy), "no Vague step"
    said = feed.step.say["fr"].replace("\u00a0", " ").replace("\u202f", " ")
    # nc15: « Vague » with a capital read as a terrain: it is the bar's button now, named so, in quotes (nc34)
    assert "le bouton « Vague » en bas" in said, said
    # nc16, nc23, nc28, nc32, nc35: d3 is named after the Fire and said violet (it is, once the Fire is clicked)
    assert said.index("le Feu en b4") < said.index("Votre Eau en d3"), said
    assert said.startswith("L'Eau éteint le Feu, même en diagonale"), said  # nc24: c3 → b4 before step 9 said it
    # nc19 shot 10: « celle de d3 suit » read as « to c3 »: the followers take the leader's own step (said after)
    assert "qui touche c3 par un côté, hors de l'axe c3-b4, devient violette" in said, said
    assert follow_guide(app, table, lambda: feed.step is not None and feed.step.reads and "Le Feu a disparu"
                        in feed.step.say["fr"] and not table.busy)
    assert table.model.stacks["c4"].element == "water", "the Water in d3 followed the wave"
    read = feed.step.say["fr"].replace("\u00a0", " ").replace("\u202f", " ")
    assert "1 seul niveau" in read and "même à une grosse pile" in read, read
    assert "celle de d3 fait le même pas : c4" in read, read
    # nc15: that an attack marks the attacker was never said; the Water that attacked shows it
    assert "Qui attaque est marqué ⊗ : b4 a fini ce tour" in read, read
    assert table.model.stacks["b4"].played and not table.model.stacks["c4"].played


def test_the_tutorial_says_why_a_turn_ends_by_itself_or_waits(app):
    """nc14 shots 12, 21: turn 1 ended by itself after the last AP, turn 2 waited for « Fin de tour »."""
    from test_tutorial import follow_guide, open_tutorial
    i18n.set_lang("fr")
    table = open_tutorial(app, "elemmaster")
    feed = table.guide
    from game import tutorial
    grow = next(s for s in tutorial.load("elemmaster").steps if s.do == "grow d2")
    assert "votre tour finira tout seul" in grow.say["fr"].replace("\u00a0", " "), grow.say["fr"]
    assert follow_guide(app, table, lambda: feed.step is not None and feed.step.do == "end" and not table.busy)
    said = feed.step.say["fr"].replace("\u00a0", " ").replace("\u202f", " ")
    assert "action gratuite" in said, said
    free = [a for a in table.legal(0) if a.kind != "end"]
    assert free, "the step says a free action is left: one is"


def test_an_exposed_piece_names_every_attacker_of_that_element():
    """nc14 shot-96: « (Eau en c6) » while the Waters in c5 and d4 threatened the same Fire."""
    board = {"terrain": "forest", "current": 0, "stacks": {
        "a1": "0 earth 2", "d5": "0 fire 2", "c6": "1 water 1", "c5": "1 water 1", "d4": "1 water 1",
        "f1": "1 earth 1"}}
    st = from_text(yaml.safe_dump(board))
    bot = ElemBot(0, 1, "hard")
    bot.explaining = True
    bot.explain_plan(st, [act("grow", "a1")])
    assert bot.why is not None
    i18n.set_lang("fr")
    said = i18n.hint_text("elemmaster", bot.why[0], bot.why[1], ["Vous", "Bot"]).replace("\u00a0", " ")
    assert "(Eau en " in said, said
    named = said.split("(Eau en ")[1].split(")")[0]
    assert sorted(named.split(", ")) == ["c5", "c6", "d4"], said


EXPOSE = ("terrain: forest\nstacks:\n  a1: 0 earth 2\n  d2: 0 earth 2\n  e4: 1 fire 1\n  c4: 1 fire 1\n"
          "  f6: 1 earth 1\ncurrent: 0\n")


def test_a_move_that_leaves_a_piece_beside_its_enemies_says_so(app, tmp_path):
    """nc14 shots 124-125: the split Earths beside the enemy Fires, both lost, nothing said."""
    from test_elemmaster_f14 import board
    from waiting import wait_until
    i18n.set_lang("fr")
    table = board(app, tmp_path, EXPOSE)
    frame = lambda: app.frame(1 / 60)  # noqa: E731
    table.send(0, act("move", "d2", "d3", 1))
    # (nc16: said in the line under the board, not a toast over the bottom row and the letters)
    assert wait_until(lambda: not table.busy and "Attention" in table.bottom_text(), 10, 0, frame), table.bottom_text()
    said = table.bottom_text().replace("\u00a0", " ")
    assert "votre Terre en d3" in said and "Feu en c4, e4" in said, said
