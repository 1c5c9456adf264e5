"""What held a newcomer's first Elem Master game down (issue #24), on the headless table: own
stacks are no attack targets and an attack on them is asked first, digits say how many tokens,
names wear their pieces' rim colours, the prompt follows the options, the setup says 2 or 4
players, and the last turns' cells stay marked."""

import pygame
from scene_input import click, key, run

from game.core import Event, act
from game.i18n import t, ui_strings
from game.match import Match
from scenes.app import open_table
from scenes.elemmaster.panels import seat_ink
from scenes.elemmaster.table import ElemMasterTable
from scenes.elemmaster.trail import touched_cells
from scenes.lastturn import LastTurn
from scenes.menu import MenuScene, SetupScene
from scenes.ui import INK, PANEL
from sprites.elemmaster import art

BOARD = """terrain: forest
stacks:
  b2: 0 water 2
  c2: 0 earth 1
  c3: 0 water 1
  b4: 0 fire 3
  a6: 0 earth 1
  e1: 0 air 2
  e2: 0 earth 1
  e5: 1 earth 2
  f6: 1 fire 1
current: 0
"""


def table_for(app, tmp_path, text=BOARD, seats=("human", "bot:easy"), **options):
    path = tmp_path / "scenario.yaml"
    path.write_text(text)
    app.settings.speed = "instant"
    app.stack.push(MenuScene(app))
    open_table(app, Match("elemmaster", list(seats), scenario=str(path), options=options))
    run(app, 0.1)
    table = app.stack.top
    assert isinstance(table, ElemMasterTable)
    return table


def cell(app, table, name, button=1):
    click(app, table.layout.cell_rect(name).center, button)


def button(table, tag):
    return next(b for b in table.bar.buttons if b.tag == tag)


# -- 1. one's own stacks -----------------------------------------------------------------------------
def test_own_stacks_are_lit_in_their_shade_and_a_no_clears_the_selection(app, tmp_path):
    """Round 10: one's own stack the selected one may attack is lit in its shade (`own`); a click on
    it asks first; a no clears the selection (nc10 expected it cleared: picking the stack up instead
    left him on a piece he never meant)."""
    table = table_for(app, tmp_path)
    assert act("attack", "b2", "c2") in table.feed.legal(0)  # the rules allow it ("convertir ses troupes")
    cell(app, table, "b2")
    targets = table.selection.targets()
    assert targets["c2"] == ["own"]  # the own Earth the Water could attack: lit in its own shade
    assert targets["c3"] == ["move"]  # the own Water it may merge into
    cell(app, table, "c2")
    assert table.confirm.question.action == act("attack", "b2", "c2") and table.feed.match.moves == []
    key(app, pygame.K_n)
    assert table.selection.cells == [] and table.confirm.question is None and table.feed.match.moves == []


def test_with_nothing_selected_ones_stacks_wear_no_actions_colour(app, tmp_path):
    table = table_for(app, tmp_path)
    marks = table.board_marks()
    own = {c for c, s in table.model.stacks.items() if s[0] == 0}
    assert "b2" in marks.ready and set(marks.ready) <= own
    assert not own & set(marks.targets)  # no red (or green) frame on one's own stacks
    cell(app, table, "b2")
    marks = table.board_marks()
    assert marks.ready == [] and "c3" in marks.targets and "c2" not in marks.targets  # own: dashed on hover only
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=table.layout.cell_rect("c2").center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    run(app, 0.05)
    assert table.board_marks().targets["c2"] == ["own"]


def test_an_attack_on_ones_own_stack_asks_first(app, tmp_path):
    table = table_for(app, tmp_path)
    cell(app, table, "b2")
    cell(app, table, "c2")
    assert table.confirm.question.action == act("attack", "b2", "c2")
    assert table.prompt_key == "elemmaster.prompt.confirm_sacrifice", table.prompt  # which piece for which
    assert {b.tag for b in table.bar.buttons} >= {"yes", "no", "always"}
    key(app, pygame.K_n)
    assert table.confirm.question is None and table.feed.match.moves == [] and not table.selection
    cell(app, table, "b2")
    cell(app, table, "c2")
    key(app, pygame.K_y)
    run(app, 0.2)
    assert table.feed.match.moves == [[0, "attack b2 c2"]]


def test_do_not_ask_again_turns_the_question_off(app, tmp_path):
    table = table_for(app, tmp_path)
    cell(app, table, "b2")
    cell(app, table, "c2")
    click(app, button(table, "always").rect.center)
    run(app, 0.2)
    assert table.feed.match.moves == [[0, "attack b2 c2"]] and "harm" in table.confirm.unasked


def test_a_partners_stack_stays_a_target_but_is_asked_about(app, tmp_path):
    text = """players: 4
mode: teams
terrain: forest
stacks:
  c3: 0 water 2
  d4: 2 earth 1
  a1: 0 earth 1
  j1: 1 earth 1
  j10: 2 earth 1
  a10: 3 earth 1
  f5: 1 fire 1
current: 0
"""
    table = table_for(app, tmp_path, text, seats=("human", "bot:easy", "bot:easy", "bot:easy"))
    cell(app, table, "c3")
    assert "attack" in table.selection.targets()["d4"]  # not one's own: clicking it cannot select it
    cell(app, table, "d4")
    assert table.confirm.question.action == act("attack", "c3", "d4")
    assert table.prompt_key == "elemmaster.prompt.confirm_ally"
    key(app, pygame.K_ESCAPE)
    assert table.confirm.question is None and table.feed.match.moves == [] and app.stack.top is table


def test_a_souffle_on_ones_own_stack_is_a_button_without_question(app, tmp_path):
    table = table_for(app, tmp_path)
    cell(app, table, "e1")
    assert table.selection.targets()["e2"] == ["own"]
    cell(app, table, "e2")
    assert table.selection.cells == ["e1"] and table.prompt_key == "elemmaster.prompt.aside"
    souffles = [a for a in table.selection.set_aside if a.kind == "souffle"]
    assert souffles and act("attack", "e1", "e2") not in table.selection.set_aside  # Air never meets Earth
    press = next(b for b in table.bar.buttons if b.tag == "on_own")
    click(app, press.rect.center)
    run(app, 0.2)
    assert table.confirm.question is None and table.feed.match.moves == [[0, str(souffles[0])]]


def test_merging_into_ones_own_stack_is_still_a_click(app, tmp_path):
    table = table_for(app, tmp_path)
    cell(app, table, "b2")
    cell(app, table, "c3")
    key(app, pygame.K_2)
    run(app, 0.2)
    assert table.feed.match.moves == [[0, "move b2 c3 2"]]


# -- 2. digits are how many tokens -------------------------------------------------------------------
def test_a_digit_is_how_many_tokens_at_any_height(app, tmp_path):
    for stack, digit, sent in (("b4", pygame.K_2, "move b4 c4 2"), ("b4", pygame.K_9, "move b4 c4 3"),
                               ("b2", pygame.K_2, "move b2 a3 2"), ("b2", pygame.K_1, "move b2 a3 1")):
        table = table_for(app, tmp_path)
        dst = "c4" if stack == "b4" else "a3"
        cell(app, table, stack)
        cell(app, table, dst)
        # a level-3 Fire may also start a Brasier there: the prompt says so, and still reads digits
        assert table.prompt_key in ("elemmaster.prompt.count", "elemmaster.prompt.brasier_second")
        assert all(b.hotkey is None for b in table.bar.buttons if b.tag != "end")  # the digits are read as counts
        key(app, digit)
        run(app, 0.2)
        assert table.feed.match.moves == [[0, sent]], (stack, digit)


def test_enter_or_a_second_click_moves_the_whole_stack(app, tmp_path):
    table = table_for(app, tmp_path)
    cell(app, table, "b4")
    cell(app, table, "c4")
    key(app, pygame.K_RETURN)
    run(app, 0.2)
    assert table.feed.match.moves == [[0, "move b4 c4 3"]]
    table = table_for(app, tmp_path)
    cell(app, table, "b4")
    cell(app, table, "c5")
    cell(app, table, "c5")
    run(app, 0.2)
    assert table.feed.match.moves == [[0, "move b4 c5 3"]]
    table = table_for(app, tmp_path)  # by keyboard: Enter on the stack, on the cell, on the cell again
    table.cursor = table.layout.colrow("b4")
    key(app, pygame.K_RETURN)
    key(app, pygame.K_LEFT)
    key(app, pygame.K_RETURN)
    assert table.selection.cells == ["b4", "a4"]
    key(app, pygame.K_RETURN)
    run(app, 0.2)
    assert table.feed.match.moves == [[0, "move b4 a4 3"]]


# -- 3. names in the rims' colours ---------------------------------------------------------------------
def test_each_name_wears_its_pieces_rim_colour_or_a_swatch(app, tmp_path):
    for seat in range(4):
        rim, ink = art.owner_color(seat), seat_ink(seat)
        if seat == 1:  # black tokens: no black text on the dark panel, the swatch beside the name says it
            assert ink == INK
            continue
        assert art.contrast(ink, PANEL) >= 4.5
        # the rim's own colour, or the same hue lightened: the strongest channel stays the strongest
        assert ink == rim or max(range(3), key=lambda i: ink[i]) == max(range(3), key=lambda i: rim[i])
    table = table_for(app, tmp_path)
    assert [table.seat_color(s) for s in range(2)] == [seat_ink(0), seat_ink(1)]  # the log's lines too


# -- 4. the prompt follows the options -------------------------------------------------------------------
def test_the_prompt_mentions_event_cards_only_when_they_are_in_play(app):
    for events, prompt in (("off", "elemmaster.prompt.play_no_events"), ("on", "elemmaster.prompt.play")):
        app.settings.speed = "instant"
        app.stack.push(MenuScene(app))
        open_table(app, Match("elemmaster", ["human", "bot:easy"], seed=4, options={"events": events}))
        table = app.stack.top
        for _ in range(300):
            app.frame(1 / 30)
            if table.acting_seat() == 0 and not table.busy:
                break
        assert table.model.events_on == (events == "on") and table.prompt_key == prompt


# -- 5. 2 or 4 players -------------------------------------------------------------------------------------
def test_setup_says_2_or_4_players_and_why_3_are_refused(app):
    assert "setup.facts.elemmaster" in ui_strings("fr") and "setup.facts.elemmaster" in ui_strings("en")
    app.stack.push(MenuScene(app))
    setup = SetupScene(app, "elemmaster")
    app.stack.push(setup)
    setup.draw(pygame.Surface((1280, 720)))
    setup.add_seat()
    assert len(setup.seats) == 3
    setup.start()
    assert setup.problem == t("setup.seat_count.elemmaster") and app.stack.top is setup
    setup.add_seat()
    setup.start()
    assert isinstance(app.stack.top, ElemMasterTable)  # 4 seats start


# -- 6. the last turns' cells --------------------------------------------------------------------------------
def test_trail_keeps_each_players_last_turn_until_their_next():
    trail = LastTurn({"turn_start"}, {"turn_end", "game_over"})  # the kit's, fed the cells each event names

    def add(kind, seat, data):
        ev = Event(kind, seat, data)
        trail.add(ev, touched_cells(ev))

    add("turn_start", 0, {"ap": 3, "turn": 0, "round": 1})
    add("move", 0, {"src": "b2", "dst": "c3", "count": 1})
    add("grow", 0, {"cell": "a1", "gained": 1})
    add("turn_start", 1, {"ap": 3, "turn": 1, "round": 1})
    add("attack", 1, {"src": "e5", "dst": "d4", "winner": "e5", "loser": "d4"})
    add("brasier", 1, {"src": "f6", "cells": ["e6", "f5"]})
    assert trail.marks() == {"b2": 0, "c3": 0, "a1": 0, "e5": 1, "d4": 1, "f6": 1, "e6": 1, "f5": 1}
    add("turn_start", 0, {"ap": 3, "turn": 2, "round": 2})
    assert trail.marks() == {"e5": 1, "d4": 1, "f6": 1, "e6": 1, "f5": 1}  # seat 0's new turn: its old cells go


def test_the_table_marks_the_bots_last_turn(app, tmp_path):
    table = table_for(app, tmp_path)
    cell(app, table, "b4")
    cell(app, table, "c4")
    key(app, pygame.K_RETURN)
    run(app, 0.2)
    assert table.last_move.marks() == {"b4": 0, "c4": 0}  # one's own turn as it goes
    key(app, pygame.K_e)
    for _ in range(600):
        app.frame(1 / 30)
        if table.acting_seat() == 0 and not table.busy:
            break
    bot_moves = [m for seat, m in table.feed.match.moves if seat == 1 and m != "end"]
    marks = table.last_move.marks()
    assert 0 not in marks.values()  # seat 0's turn began again: its old cells went
    for move in bot_moves:  # every cell the bot acted from or on is marked as the bot's
        for word in move.split()[1:3]:
            if word[0].isalpha() and word[1:].isdigit():
                assert marks.get(word) == 1, (move, marks)
    surf = pygame.Surface((1280, 720))
    table.draw(surf)
    table.rebuild()  # a redraw from the view (a hand-over) keeps what was shown
    assert table.last_move.marks() == marks
