"""What the table kit gives every table, tested once for all five games, headless.

Hand-over (a shared screen never shows the previous player's private lines),
a resumed game's whole log, inspect, why-not, undo against bots, and replay.
"""

from __future__ import annotations

import random

import pytest
from scene_input import read_summary, run, see_held
from waiting import wait_until

from game import i18n, registry
from game.core import Action, IllegalAction
from game.feed import LocalFeed, ReplayFeed
from game.match import Match
from scenes.app import open_table, table_class
from scenes.common import SNAPSHOT, LookAway, ResultsScene
from scenes.menu import MenuScene

GAMES = registry.GAME_IDS


def people(gid: str, n: int = 2) -> list[str]:
    lo, hi = registry.get(gid).seats
    return ["human"] * max(lo, min(n, hi))


def open_on(app, match):
    app.settings.speed = "instant"
    app.stack.push(MenuScene(app))
    open_table(app, match)
    table = app.stack.top
    run(app, 0.05)
    return table


def settle(app, table, seconds=0.05, tries=200, draw=True):
    """Let frames pass, answering the look-away screens a shared screen asks for and reading the
    summaries that wait for a person, until the table is on top and shows nothing more (or the
    match is over and its results are up); a table still busy after `tries` looks fails the test.
    `draw=False` for a test that reads no picture: no frame is drawn (a quarter of such a test's time)."""
    for _ in range(tries):
        if draw:
            run(app, seconds)
        else:
            for _ in range(int(seconds * 60)):
                app.frame(1 / 60, draw=False)
        top = app.stack.top
        if isinstance(top, LookAway):
            app.stack.pop()
            continue
        read_summary(app, table)
        see_held(app, table)  # what is held up for the person (a drawn card): a click says "seen"
        if top is table and not table.busy:
            return
        if isinstance(top, ResultsScene) and table.feed.is_over:
            return  # the last move was shown, then the results opened over the table
    top = app.stack.top
    raise AssertionError(f"{table.game_id}: the table never settled after {tries} looks of {seconds} s "
                         f"(on top: {type(top).__name__}; queue {len(table.queue)}, current {table.current!r}, "
                         f"tweens busy {table.tweens.busy})")


def private_lines(table, seat_not_viewing):
    """The log sentences of the private events the current viewer may not see, less the sentences the
    viewer's own events read as anyway (Elemons' « Tuile 3 regardée en secret » reads the same to the
    one who looked and to the others: the same words are no leak)."""
    out, seen = set(), set()
    for ev in table.feed.history():
        line = i18n.describe(table.game_id, ev, table.names)
        if not line:
            continue
        if ev.to is not None and not ev.visible_to(table.viewer):
            out.add(line)
        elif ev.visible_to(table.viewer):
            seen.add(line)
    return out - seen


@pytest.mark.parametrize("gid", GAMES)
def test_a_hand_over_rebuilds_the_log_for_the_new_viewer(app, gid):
    """It reads the log's sentences, never the picture: its frames are not drawn."""
    table = open_on(app, Match(gid, people(gid), seed=8))
    rng = random.Random(2)
    switches = 0
    for _ in range(160):
        if table.feed.is_over:
            break
        settle(app, table, draw=False)
        seat = table.human_to_act()
        if seat is None:
            table.update(0.5)
            continue
        before = table.viewer
        table.act(seat, rng.choice(table.feed.legal(seat)))
        settle(app, table, draw=False)
        if table.viewer != before:
            switches += 1
            shown = set(table.log.entries)
            hidden = private_lines(table, before)
            assert not (shown & hidden), f"{gid}: after the hand-over the log still shows {shown & hidden}"
    if registry.get(gid).seats[0] > 1 and not registry.get(gid).realtime:
        assert switches > 0, f"{gid}: the screen never changed hands"


@pytest.mark.parametrize("gid", GAMES)
def test_a_resumed_game_shows_its_whole_log(app, gid, tmp_path):
    """The log a person read before saving is the log the resumed game shows (headed "resumed")."""
    table = open_on(app, Match(gid, people(gid), seed=6))
    rng = random.Random(3)
    for _ in range(30):
        settle(app, table)
        seat = table.human_to_act()
        if table.feed.is_over or seat is None:
            break
        table.act(seat, rng.choice(table.feed.legal(seat)))
    settle(app, table)
    before, viewer = list(table.log.entries), table.viewer
    table.feed.match.save(tmp_path / "save.json")
    resumed = table_class(gid)(app, LocalFeed(Match.load(tmp_path / "save.json")))
    if resumed.viewer != viewer:
        resumed.set_viewer(viewer)
    after = list(resumed.log.entries)
    assert after[1:] == before[1:], f"{gid}: the resumed log differs"
    assert after[0] == i18n.t("log.resumed", game=i18n.t(f"game.{gid}"))
    assert len(after) > 3


@pytest.mark.parametrize("gid", GAMES)
def test_inspect_names_and_explains_the_pieces(app, gid):
    table = open_on(app, Match(gid, people(gid), seed=3))
    settle(app, table)
    found = set()
    for x in range(8, 1280, 24):
        for y in range(8, 720, 24):
            got = table.inspect_at((x, y))
            if got:
                name, body = got
                assert name.strip() and body.strip(), f"{gid}: an empty description at {(x, y)}"
                found.add(name)
    assert len(found) >= 3, f"{gid}: inspect finds only {found}"


@pytest.mark.parametrize("gid", GAMES)
def test_why_not_says_the_engines_reason_in_words(app, gid):
    table = open_on(app, Match(gid, people(gid), seed=3))
    settle(app, table)
    seat = table.human_to_act()
    assert seat is not None
    snapshot = table.feed.match.state.to_json()
    assert not table.act(seat, Action("no_such_action", ()))
    assert table.error and "not legal for seat" not in table.error
    assert table.feed.match.state.to_json() == snapshot


@pytest.mark.parametrize("gid", GAMES)
def test_undo_takes_back_only_what_is_safe(gid):
    """Against bots, undo returns exactly to the position before; never past luck, secrets or others."""
    spec = registry.get(gid)
    seats = ["human"] + ["bot:easy"] * (max(spec.seats[0], 2) - 1) if spec.seats[1] > 1 else ["human"]
    feed = LocalFeed(Match(gid, seats, seed=4))
    rng = random.Random(5)
    undone = 0
    for _ in range(300):
        if feed.is_over:
            break
        if feed.bot_to_act() is not None:
            feed.bot_step()
            continue
        legal = feed.legal(0)
        if not legal:
            if spec.realtime:
                feed.poll(0.5)
                continue
            break
        before = feed.match.state.to_json()
        chance_before = len(feed.match.state.chance.record)
        feed.submit(0, rng.choice(legal))
        if feed.can_undo(0):
            assert len(feed.match.state.chance.record) == chance_before, f"{gid}: undo offered after a draw"
            feed.undo(0)
            undone += 1
            assert feed.match.state.to_json() == before, f"{gid}: undo did not restore the position"
            feed.submit(0, rng.choice(feed.legal(0)))
    with pytest.raises(IllegalAction):
        LocalFeed(Match(gid, seats, seed=4)).undo(0)
    if gid == "elemmaster":
        assert undone > 0, "Elem Master moves within a turn should be undoable"


@pytest.mark.parametrize("gid", GAMES)
def test_replay_steps_forward_and_back(app, gid):
    lo, _hi = registry.get(gid).seats
    seats = ["bot:easy", "bot:medium"][: max(lo, 2)] if lo > 1 else ["bot:easy"]
    m = Match(gid, seats, seed=9)
    for _ in range(30):
        if registry.get(gid).realtime:
            m._realtime_step()
        else:
            m.bot_step()
    app.settings.speed = "instant"
    app.stack.push(MenuScene(app))
    table = table_class(gid)(app, ReplayFeed(m.log()))
    app.stack.push(table)
    run(app, 0.05)
    feed = table.feed
    assert feed.step == 0 and table.human_to_act() is None
    for _ in range(5):
        table.replay_step(1)
        run(app, 0.05)
    # a step is a move the log says: a real-time game's moves that only pass time go with the next
    five = feed.step
    assert five == 5 or (registry.get(gid).realtime and five > 5), five
    assert table.model == type(table.model).from_view(feed.view(table.viewer), table.viewer)
    table.replay_step(-1)
    run(app, 0.05)
    assert feed.step == 4 or (registry.get(gid).realtime and feed.step < five), feed.step
    assert table.model == type(table.model).from_view(feed.view(table.viewer), table.viewer)
    table._replay_end()
    run(app, 0.05)
    assert feed.step == feed.total == len(m.moves)
    assert feed.match.state.to_json() == m.state.to_json()
    assert not isinstance(app.stack.top, ResultsScene)


def test_the_table_lets_bots_think_in_a_worker(app, monkeypatch):
    """In the window, a bot's decision runs beside the frames (the feed's thinker), then is played."""

    monkeypatch.setattr(LocalFeed, "think_in_worker", True)
    table = open_on(app, Match("elemmaster", ["bot:hard", "bot:hard"], seed=2))
    # a frame between looks, at the window's pace (clock.tick waits out a frame): the worker thinks meanwhile
    assert wait_until(lambda: len(table.feed.match.moves) >= 3, 20, 0.005, between=lambda: app.frame(1 / 60)), \
        "the bots never made three moves"
    assert table.feed._thinker is not None, "the bots never went through the worker"
    assert len(table.feed.match.moves) >= 3


def test_the_results_picture_shows_the_position_without_what_is_in_flight(app):
    """A banner or a flight still on screen as the results open is not part of the final position."""
    import pygame

    table = open_on(app, Match("kaiju", people("kaiju"), seed=3))
    settle(app, table)
    drawn: list[str] = []
    for name in ("draw_low", "draw_high"):
        real = getattr(table.anim, name)
        setattr(table.anim, name, lambda surf, real=real, name=name: (drawn.append(name), real(surf)))
    real_inspect = table._draw_inspect
    table._draw_inspect = lambda surf: (drawn.append("inspect"), real_inspect(surf))
    table.banner("A banner over the board", 5.0)
    surf = pygame.Surface((1280, 720))
    table.picture(surf)
    assert drawn == []  # the position only
    table.draw(surf)  # the table itself still shows them
    assert drawn == ["draw_low", "draw_high", "inspect"]
    results = ResultsScene(app, table)
    assert results.snapshot.get_size() == SNAPSHOT and drawn == ["draw_low", "draw_high", "inspect"]
