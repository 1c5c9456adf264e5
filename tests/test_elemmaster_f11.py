"""Issue 24, round 11 (Elem Master): nc10 lost a whole turn without a word. A no to the question
about one's own stack clears the selection, a click on an empty square with nothing selected says
what to do, and ending a turn with every action point unspent asks once."""

import pygame
from scene_input import click, key
from test_elemmaster_newcomer import button, cell, table_for

from game.core import act
from game.i18n import t


def press(app, table, tag: str) -> None:
    """A mouse click on the bar's button `tag`, as a person makes it."""
    click(app, button(table, tag).rect.center)


def test_a_no_clears_the_selection_and_the_next_click_says_something(app, tmp_path):
    table = table_for(app, tmp_path)
    cell(app, table, "b2")
    cell(app, table, "c2")  # own Earth, lit in its shade: the question
    assert table.confirm.question is not None and table.confirm.question.action == act("attack", "b2", "c2")
    press(app, table, "no")
    assert table.selection.cells == [] and table.confirm.question is None and table.feed.match.moves == []
    assert table.error == t("elemmaster.after_no")
    cell(app, table, "d4")  # an empty square, nothing selected: never a click that does nothing
    assert table.selection.cells == [] and table.error == t("elemmaster.pick_first")


def test_ending_a_turn_with_every_point_unspent_asks_once(app, tmp_path):
    table = table_for(app, tmp_path)
    ap = table.model.ap
    assert ap == 3
    press(app, table, "end")
    q = table.confirm.question
    assert q is not None and q.reason == "idle" and table.feed.match.moves == []
    assert table.prompt_key == "elemmaster.prompt.confirm_idle"
    assert "3 PA perdus" in table.prompt.replace("\u00a0", " ").replace("\u202f", " ") or ap != 3
    key(app, pygame.K_n)  # no: the turn goes on
    assert table.confirm.question is None and table.feed.match.moves == []
    press(app, table, "end")  # asked once: the second press ends the turn
    assert table.feed.match.moves[:1] == [[0, "end"]], table.feed.match.moves


def test_a_yes_ends_the_turn(app, tmp_path):
    table = table_for(app, tmp_path)
    key(app, pygame.K_e)
    assert table.confirm.question is not None and table.confirm.question.reason == "idle"
    key(app, pygame.K_o)
    assert table.feed.match.moves[:1] == [[0, "end"]]


def test_a_played_turn_is_not_asked_about(app, tmp_path):
    table = table_for(app, tmp_path)
    cell(app, table, "a6")
    cell(app, table, "a6")  # grows the Earth: one point spent
    assert table.feed.match.moves == [[0, "grow a6"]], (table.feed.match.moves, table.error)
    press(app, table, "end")
    assert table.confirm.question is None and table.feed.match.moves[1] == [0, "end"]
