"""Issue 24, a newcomer's first game of Elem Master: the bot's three actions read one by one (a
number per action on the cells and under the board, also when the turn is shown again), and each
stack stands on its owner's plate (colour and shape)."""

import pygame
from scene_input import step_again
from test_elemmaster_newcomer import table_for
from waiting import wait_until

from game.core import Event, act
from game.i18n import t
from scenes.elemmaster.steps import TurnSteps
from sprites.elemmaster import art

BOARD = """terrain: forest
stacks:
  a1: 0 earth 1
  b1: 0 fire 2
  c1: 0 water 1
  d1: 0 air 1
  a6: 1 earth 1
  b6: 1 fire 2
  c6: 1 water 1
  d6: 1 air 1
current: 0
"""


def _bots_turn(app, table):
    """The person ends the turn; frames pass (bounded) until the person may play again."""
    seen: list[str] = []

    def frame():
        app.frame(1 / 30)
        seen.append(table.bottom_text())

    table.act(0, act("end"))
    came_back = wait_until(lambda: table.human_to_act() == 0 and not table.busy and table.last_record() is not None,
                           seconds=60, step=0, between=frame)
    assert came_back, "the bot's turn never came back to the person"
    return seen


def test_turn_steps_number_each_action_from_its_batch():
    steps = TurnSteps()
    start = Event("turn_start", 1, {"ap": 3, "turn": 2, "round": 1})
    move = Event("move", 1, {"src": "d6", "dst": "c5", "player": 1, "element": "earth", "count": 1})
    merge = Event("merge", 1, {"cell": "c5", "excess": 0})
    grow = Event("grow", 1, {"cell": "c6", "element": "earth", "gained": 1})
    steps.batch([start], 0)
    assert steps.shown(start, 0, []) is None
    steps.batch([move, merge], 1)
    steps.batch([grow], 3)
    assert steps.shown(move, 1, ["d6", "c5"]) == 1
    assert steps.shown(merge, 2, ["c5"]) is None  # the same action's second event
    assert steps.shown(grow, 3, ["c6"]) == 2
    assert steps.marks() == {"c5": (1,), "c6": (2,)}  # one badge an action, where it ended (nc13)
    assert steps.of(move) == 1 and steps.of(grow) == 2 and steps.of(merge) is None
    end = Event("turn_end", 1, {})
    nxt = Event("turn_start", 0, {"ap": 3, "turn": 3, "round": 2})
    steps.batch([end, nxt, Event("grow", 0, {"cell": "a1"})], 4)  # the next seat's start: no action of its own
    steps.shown(end, 4, [])
    steps.shown(nxt, 5, [])
    assert steps.of(move) == 1, "a turn shown again still reads its numbers"
    assert steps.marks() == {"c5": (1,), "c6": (2,)}  # the bot's marks stay until its next turn
    # an undo draws the history anew: other event objects at the same places
    again = [Event(e.kind, e.seat, dict(e.data)) for e in (start, move, merge, grow, end, nxt)]
    cells = {"move": ["d6", "c5"], "merge": ["c5"], "grow": ["c6"]}
    steps.refold(list(enumerate(again)), lambda ev: cells.get(ev.kind, []))
    assert steps.marks() == {"c5": (1,), "c6": (2,)}, "an undo's redraw lost the numbers"
    assert steps.turn == 0 and steps.count == 0


def test_the_bots_actions_come_one_by_one_numbered_under_the_board(app, tmp_path):
    table = table_for(app, tmp_path, BOARD)
    app.settings.speed = "normal"
    assert table.bot_pause >= 1.0  # each action is read before the next comes
    hurry = t("elemmaster.hurry", line="")  # (f52: « · Espace : accélérer » while the bot's turn plays)
    seen = [s.removesuffix(hurry) for s in _bots_turn(app, table)]
    captions = [s for s in dict.fromkeys(seen) if s.startswith("Action ")]
    assert captions, f"no numbered action under the board: {sorted(set(seen))}"
    numbers = [int(c.split()[1]) for c in captions]
    assert numbers == list(range(1, len(numbers) + 1)), captions
    assert any(s == t("elemmaster.waiting", who=table.names[1]) for s in seen)  # before its first action
    marks = table.board_marks()
    assert marks.steps, "the last turn's cells keep no number"
    assert {n for ns in marks.steps.values() for n in ns} == set(numbers)
    assert all(marks.trail.get(c) == 1 for c, ns in marks.steps.items() if len(ns)), marks
    assert marks.acting is None  # the person's turn: no action on show
    # the prompt, after the line on what the bot's turn cost (nc20)
    assert table.prompt != "" and table.bottom_text().endswith(table.prompt)


def test_the_turn_shown_again_numbers_its_actions_and_frames_the_acting_piece(app, tmp_path):
    table = table_for(app, tmp_path, BOARD)
    app.settings.speed = "normal"
    _bots_turn(app, table)
    full = table.board_marks().steps
    assert table.show_last_turn() and table.showing_again
    assert table.board_marks().steps == {}, "the replayed turn's numbers showed before its actions"
    app.frame(1 / 30)
    assert not any(b.tag == "end" for b in table.bar.buttons), "'Fin de tour' offered while the past turn plays"
    captions, acting, highest = [], [], []

    def frame():
        step_again(table)  # a click at each step
        app.frame(1 / 30)
        if table.showing_again:
            captions.append(table.bottom_text())
            marks = table.board_marks()
            acting.append(marks.acting)
            on = marks.acting[1] if marks.acting is not None else 0
            highest.append((on, max((max(ns) for ns in marks.steps.values()), default=0)))

    assert wait_until(lambda: not table.showing_again, seconds=60, step=0, between=frame)
    shown = [c for c in dict.fromkeys(captions) if c]
    again = t("elemmaster.step_again", n=1, line="").split("1")[0]
    assert shown and all(c.startswith(again) for c in shown), shown
    assert table.prompt not in captions  # the present's prompt never reads as the replayed turn's
    seats = {a[0] for a in acting if a is not None}
    assert seats == {1}, acting
    assert all(top <= on for on, top in highest), highest  # no number ahead of the action on show
    assert table.bottom_text().endswith(table.prompt)
    assert table.board_marks().steps == full and table.board_marks().acting is None
    assert any(b.tag == "end" for b in table.bar.buttons)  # the present's controls are back


def test_the_acting_cell_is_framed_in_gold_with_its_number(app, tmp_path):
    from scenes.ui import ACCENT

    table = table_for(app, tmp_path, BOARD)
    surf = pygame.Surface((1280, 720))
    marks = table.board_marks()
    from dataclasses import replace

    marks = replace(marks, trail={"b6": 1}, steps={"b6": (2,)}, acting=(1, 2, ("b6",)))
    table.board.draw(surf, table.model, table.layout, marks)
    r = table.layout.cell_rect("b6")
    edge = [surf.get_at((x, r.y + 2))[:3] for x in range(r.x + 30, r.right - 10)]
    assert ACCENT in edge, "no gold frame on the acting cell"
    corner = {surf.get_at((x, y))[:3] for x in range(r.x + 4, r.x + 20) for y in range(r.y + 4, r.y + 20)}
    assert art.owner_color(1) in corner, "no badge in the bot's colour"


def test_each_stack_stands_on_its_owners_plate():
    cs = 90
    white, black = art.stack(0, "fire", 1, cs), art.stack(1, "fire", 1, cs)
    # the plate shows left and right of the bottom token, in the owner's colour
    spot = (6, 72)
    assert white.get_at(spot)[:3] == art.owner_color(0), white.get_at(spot)
    assert black.get_at(spot)[:3] == art.owner_color(1), black.get_at(spot)
    # and by shape: the black square's corner is filled, the white round's is not
    corner = (6, 86)
    assert black.get_at(corner)[3] > 0 and white.get_at(corner)[3] == 0
    assert len(set(art.PLATE_SHAPES)) == 4


def test_a_scenario_that_starts_mid_turn_numbers_the_actions_but_not_for_the_person(app, tmp_path):
    table = table_for(app, tmp_path, BOARD)
    table.act(0, act("grow", "a1"))
    assert wait_until(lambda: not table.busy, seconds=10, step=0, between=lambda: app.frame(1 / 30))
    assert table.steps.marks() == {"a1": (1,)}  # numbered from 1 although no turn_start was seen
    # the person knows their own moves: no "1" beside a hint's click-order "1" on the same cell
    assert table.board_marks().steps == {} and table.board_marks().trail == {"a1": 0}


def test_the_turn_banner_lies_whole_inside_the_window(app, tmp_path):
    """'Tour de Joueur 1' above the board: its plate is never cut by the window's top edge."""
    from sprites.tween import Tween, linear

    table = table_for(app, tmp_path, BOARD)
    surf = pygame.Surface((1280, 720))
    surf.fill((1, 2, 3))
    who = "Bot 2 (difficile), un nom bien long"
    banner = art.CardBanner(t("elemmaster.banner.turn", who=who), table.banner_center,
                            Tween(0.0, 1.0, 1.0, linear), small=True, board=table.layout.grid)
    banner.tween.elapsed = 0.5
    banner.draw(surf)
    drawn = [y for y in range(0, table.layout.grid.y) if any(surf.get_at((x, y))[:3] != (1, 2, 3)
                                                             for x in range(0, 1280, 3))]
    assert drawn, "no banner above the board"
    assert min(drawn) >= 2, f"the banner touches the window's top edge (row {min(drawn)})"
    assert max(drawn) < table.layout.grid.y, "the banner hides the board's top row"


def test_a_brasier_hint_names_both_cells_to_click():
    """The badges asked three clicks (e3, e4, f4) while the hint said "cliquez e3, puis e4"."""
    from game import i18n

    said = i18n.hint_text("elemmaster", "plan_brasier", {"cell": "e3", "to": "e4", "to2": "f4", "count": 1,
                                                          "why": ["why_safe", {}]})
    assert "e3, puis e4, puis f4" in said.replace("\u202f", " ").replace("\xa0", " "), said


def test_an_undo_keeps_the_bots_numbers(app, tmp_path):
    table = table_for(app, tmp_path, BOARD)
    app.settings.speed = "normal"
    _bots_turn(app, table)
    before = table.board_marks().steps
    assert before
    table.act(0, act("grow", "a1"))
    assert wait_until(lambda: not table.busy, seconds=10, step=0, between=lambda: app.frame(1 / 30))
    table.undo()
    assert table.board_marks().steps == before
    table.act(0, act("grow", "a1"))
    assert wait_until(lambda: not table.busy, seconds=10, step=0, between=lambda: app.frame(1 / 30))
    assert table.steps.marks(hide=1) == {"a1": (1,)}  # the person's action after the undo: the first again
