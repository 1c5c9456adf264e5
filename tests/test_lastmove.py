"""The last move in every game: what the last turn touched stays marked, and L (or the button) shows
that turn again from the events the screen showed, then comes back to the present."""

import random

import pygame
import pytest
from scene_input import key, read_summary, step_again

from game import i18n
from game.core import Event
from game.match import Match
from scenes.app import open_table
from scenes.lastturn import LastTurn
from scenes.menu import MenuScene

GAMES = ["elemons", "evolution", "monsters", "kaiju", "elemmaster"]


# -- the shared mechanism, on its own ----------------------------------------------------------------
def test_each_seat_keeps_its_last_turns_places_until_its_next_turn():
    last = LastTurn({"turn_start"}, {"game_over"})
    last.add(Event("turn_start", 0, {}), [], before=lambda: "model at 0")
    last.add(Event("flip", 0, {}), [1, 2])
    last.add(Event("turn_start", 1, {}), [], before=lambda: "model at 1")
    last.add(Event("flip", 1, {}), [2, 5])
    assert last.marks() == {1: 0, 2: 1, 5: 1}  # a shared place: the turn being played wins
    record = last.last()
    assert record is not None and record.seat == 0 and record.before == "model at 0"
    assert [e.kind for e in record.events] == ["turn_start", "flip"]
    last.add(Event("turn_start", 0, {}), [], before=lambda: "model at 2")
    assert last.marks() == {2: 1, 5: 1}  # seat 0's new turn: its old places go
    assert last.last().seat == 1
    last.add(Event("game_over", None, {}), [])
    assert last.last().seat == 0  # the game's last turn, closed by its end


def test_echoes_add_nothing_single_moves_and_rounds():
    last = LastTurn({"trick", "draw", "drew"}, {"round_over"}, single=True, resets={"round_start"})
    last.add(Event("draw", 0, {}), [("seat", 0)], before=lambda: 1)
    last.add(Event("drew", 0, {}), [("seat", 0)], before=lambda: 2, echo=True)  # the public twin
    assert [r.before for r in last.records] == [1]
    last.add(Event("trick", 1, {}), [("chip", 1, "red")], before=lambda: 3)
    last.add(Event("centre", None, {}), [("centre",)])  # not a move: no mark
    assert last.marks() == {("seat", 0): 0, ("chip", 1, "red"): 1}
    assert last.last().before == 3 and len(last.last().events) == 1
    last.add(Event("round_start", None, {}), [])
    assert last.marks() == {}


def test_a_turn_rebuilt_from_a_view_cannot_be_shown_again():
    last = LastTurn({"turn_start"})
    last.add(Event("turn_start", 0, {}), [])
    last.add(Event("turn_start", 1, {}), [])
    assert last.last() is None


# -- every table -------------------------------------------------------------------------------------
def open_game(app, game, speed="fast", seed=5):
    app.settings.speed = speed
    app.stack.push(MenuScene(app))
    open_table(app, Match(game, ["human", "bot:easy"], seed=seed))
    return app.stack.top


def until_bot_turn_seen(app, table, limit=6000):
    """Frames (a person playing at random when asked) until the screen is idle on the person's turn
    with a whole turn of the bot shown on it; fails with what it saw otherwise."""
    rng = random.Random(3)
    for _ in range(limit):
        app.frame(1 / 30, draw=False)  # what it waits for is the table's state, not its picture
        if app.stack.top is not table:
            key(app, pygame.K_RETURN)  # a hand-over or a countdown screen
            continue
        read_summary(app, table)
        record = table.last_record()
        if record is not None and record.seat == 1 and not table.busy and not table.feed.is_over:
            return record
        seat = table.human_to_act()
        if seat is not None and table.game_id != "monsters":
            legal = table.legal(seat)
            if legal:
                table.act(seat, rng.choice(legal))
    pytest.fail(f"{table.game_id}: no turn of the bot shown in {limit} frames (records {table.last_move.records})")


@pytest.mark.parametrize("game", GAMES)
def test_the_last_turn_is_marked_and_shown_again(app, game):
    table = open_game(app, game)
    record = until_bot_turn_seen(app, table)
    marks = table.last_move.marks()
    assert 1 in marks.values() or game == "kaiju", marks  # the bot's places are marked (a Kaiju turn may take none)
    assert any(b.tag == "again" for b in table.tools.buttons), "the button shows once a turn can be shown again"
    if game in ("elemons", "kaiju", "monsters"):  # the kit frames them where the table says
        assert all(table.mark_rect(place) is not None for place in marks), marks
    now = table.model
    log = list(table.log.lines) if hasattr(table.log, "lines") else None
    shown = len(table.shown)
    key(app, pygame.K_l)
    assert table.busy and table._again_model is now  # the turn plays from its start, the present kept aside
    assert table.model is not now  # drawn from the copy taken as the turn began
    assert table.again == record.events[len(record.events) - len(table.again) :]  # the turn's events, in order
    for _ in range(900):
        step_again(table)  # each step waits for a click
        app.frame(1 / 30, draw=False)  # the model, the log and the marks are read, then one picture drawn
        if not table.busy:
            break
    assert not table.busy, "the replay of the last turn ends"
    assert table.model == type(now).from_view(table.view, table.viewer)  # back to the present
    assert len(table.shown) == shown  # nothing new happened: the events were shown again, not played
    if log is not None:
        assert list(table.log.lines) == log  # and the log says nothing twice
    assert table.last_move.marks() == marks
    surf = pygame.Surface((1280, 720))
    table.draw(surf)


def test_the_button_shows_the_last_turn_again_and_news_stops_it(app):
    table = open_game(app, "elemons")
    until_bot_turn_seen(app, table)
    button = next(b for b in table.tools.buttons if b.tag == "again")
    from scene_input import click

    click(app, button.rect.center)
    assert table.again or table.current is not None, "the click starts the replay"
    table.enqueue([])  # nothing new: the replay goes on
    assert table._again_model is not None
    table._stop_again()  # what news from the feed does: back to the position as it was
    assert table.model == type(table.model).from_view(table.view, table.viewer)
    assert not table.again


def test_the_turn_shown_again_goes_step_by_step_at_a_click(app):
    """Round 11: newcomers of three games found "Revoir" ran by itself, too fast to read, while its
    caption said "un clic pour passer"; each step with a sentence now waits for a click (or space,
    Enter, →) and the caption says which step of how many; Escape or L leaves at once."""
    from scene_input import click

    i18n.set_lang("fr")
    table = open_game(app, "elemons")
    until_bot_turn_seen(app, table)
    assert table.show_last_turn() and table.showing_again
    steps = table._again_steps[1]
    assert steps >= 2, steps
    for _ in range(300):  # ten seconds: it waits on its first step, however long one looks
        app.frame(1 / 30)
    assert table.showing_again and table.again_waiting and table._again_steps[0] == 1
    assert table.again_line and i18n.t("lastturn.step", n=1, count=steps) in table.again_caption
    assert table.again_caption.endswith(i18n.t("lastturn.skip"))
    # Round 12: the first step was only "— Tour de Bot 2 (facile) —", a click that showed nothing new
    # (the caption already says whose turn it is); the turn's heading is no step.
    assert not table.again_line.startswith("—"), table.again_line
    assert i18n.t("lastturn.banner", who=table.names[1]) in table.again_caption
    for n in range(2, steps + 1):
        before = table.again_line
        click(app, (640, 400))
        for _ in range(300):
            if table.again_waiting and table._again_steps[0] == n:
                break
            app.frame(1 / 30)
        assert table._again_steps[0] == n and table.again_waiting, (n, steps)
        assert table.again_line != before or n == steps, "each click says the next step"
    assert table.again_caption.endswith(i18n.t("lastturn.back"))  # the last step: a click goes back to the game
    click(app, (640, 400))
    assert not table.showing_again
    assert table.model == type(table.model).from_view(table.view, table.viewer)  # back to the present
    for leave in (pygame.K_ESCAPE, pygame.K_l):  # the whole turn left at once
        assert table.show_last_turn() and table.showing_again
        key(app, leave)
        assert not table.showing_again
        assert table.model == type(table.model).from_view(table.view, table.viewer)


def test_nothing_to_show_again_is_said(app):
    table = open_game(app, "kaiju")
    app.frame(1 / 60)
    table.last_move.clear()
    key(app, pygame.K_l)
    assert table.error and not table.again


def test_with_animations_off_the_last_turn_is_still_animated(app):
    table = open_game(app, "elemmaster", speed="instant")
    until_bot_turn_seen(app, table)
    key(app, pygame.K_l)
    frames = 0
    while table.busy and frames < 900:
        step_again(table)  # a click at each step
        app.frame(1 / 30)
        frames += 1
    assert 10 < frames < 900, frames  # seen over several frames, then over
    assert table.speed == 0  # and the game's own animations are off again


def test_every_game_shows_a_turn_again_slowly_in_large_type_with_a_button_that_stands_out():
    """Round 5: newcomers of three games found the replay "too fast, its caption tiny" and the button
    lost among the grey tools; the kit's defaults are now the readable ones, for every game."""
    from scenes.elemmaster.table import ElemMasterTable
    from scenes.elemons.table import ElemonsTable
    from scenes.evolution.table import EvolutionTable
    from scenes.kaiju.table import KaijuTable
    from scenes.monsters.table import MonstersTable

    for cls in (ElemMasterTable, ElemonsTable, EvolutionTable, KaijuTable, MonstersTable):
        assert cls.AGAIN_SIZE >= 19 and cls.AGAIN_COLOR is not None, cls.__name__
