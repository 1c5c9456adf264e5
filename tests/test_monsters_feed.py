"""Monsters in real time through a LocalFeed: the feed's clock is the table's old loop, exactly.

A table calls `feed.poll(dt)` once a frame; the feed tells the engine the time
in steps and lets each bot act at its exact moment. Whatever the frame rate,
the bots must then take the same actions as `Match.run_bots` (which waits for
each bot's exact moment), and the log must not grow a time entry per frame.
"""

from __future__ import annotations

import pytest

from game.core import Action, IllegalAction
from game.feed import LocalFeed
from game.match import Match

CASES = [(["bot:hard", "bot:easy", "bot:medium"], 3), (["bot:hard"], 1), (["bot:easy", "bot:hard"], 5)]


def actions(m: Match) -> list[list[object]]:
    return [mv for mv in m.moves if mv[0] != "time"]


def poll_to_end(feed: LocalFeed, dt: float) -> int:
    frames = 0
    while not feed.is_over:
        feed.poll(dt)
        frames += 1
        assert frames < 200_000, "the match must end"
    return frames


@pytest.mark.parametrize("seats,seed", CASES)
@pytest.mark.parametrize("dt", [1 / 60, 1 / 7, 0.9])
def test_bots_act_at_their_exact_moment_whatever_the_frame_rate(seats, seed, dt):
    exact = Match("monsters", seats, seed=seed)
    exact.run_bots()
    m = Match("monsters", seats, seed=seed)
    feed = LocalFeed(m)
    poll_to_end(feed, dt)
    assert actions(m) == actions(exact)
    assert m.state.result().winners == exact.state.result().winners
    assert [r["seconds"] for r in m.state.history] == pytest.approx([r["seconds"] for r in exact.state.history])
    # time is logged in steps of about a second (plus each bot's moment), not once a frame
    told = len(m.moves) - len(actions(m))
    assert told <= m.clock / LocalFeed.FLUSH_EVERY + 2 * len(actions(m)) + 2


def test_the_log_replays_the_same_match():
    m = Match("monsters", ["bot:medium", "bot:hard"], seed=9)
    poll_to_end(LocalFeed(m), 1 / 30)
    again = Match.replay(m.log())
    assert again.state.to_json() == m.state.to_json()


def test_the_sand_runs_out_at_its_own_moment():
    m = Match("monsters", ["human"], seed=2, options={"hourglass": 60})
    feed = LocalFeed(m)
    feed.poll(0)
    events = []
    for _ in range(61 * 10):
        events += feed.poll(0.1)
    assert [e.kind for e in events][-3:] == ["sand_out", "round_over", "match_over"]
    assert m.state.history[-1]["seconds"] == pytest.approx(60.0, abs=1e-6)
    assert m.clock == pytest.approx(60.0, abs=1e-6)


def test_a_round_end_stops_the_clock_for_the_rest_of_the_frame():
    m = Match("monsters", ["bot:hard", "bot:hard"], seed=4)
    feed = LocalFeed(m)
    feed.poll(0)
    seen = []
    while not any(e.kind == "round_over" for e in seen):
        seen += feed.poll(0.5)
    # the next round has not started running: its clock waits for the screen's countdown
    assert m.state.round == 2 and m.state.clock == 0.0
    assert feed.unsent_time() == 0.0


def test_a_person_acts_at_the_moment_the_screen_shows():
    m = Match("monsters", ["human", "bot:easy"], seed=6)
    feed = LocalFeed(m)
    feed.poll(0)
    feed.poll(0.4)
    assert feed.unsent_time() == pytest.approx(0.4)
    card = m.state.hands[0][0]
    feed.submit(0, Action("swap", (card,)))
    assert m.moves[-2] == ["time", pytest.approx(0.4)] and m.moves[-1] == [0, f"swap {card}"]
    assert feed.unsent_time() == 0.0
    assert [e.kind for e in feed.poll(0)] == ["swap"]


def test_too_late_when_the_time_before_the_action_ended_the_game():
    m = Match("monsters", ["human"], seed=2, options={"hourglass": 60})
    feed = LocalFeed(m)
    feed._unsent = 61.0  # a frame that took long (the machine slept) just before the click
    card = m.state.hands[0][0]
    with pytest.raises(IllegalAction) as refused:
        feed.submit(0, Action("swap", (card,)))
    assert refused.value.key == "core.too_late"
    assert m.state.is_over
