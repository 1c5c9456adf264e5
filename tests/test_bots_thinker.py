"""The thinker: a bot deciding in a worker thread plays the very game a synchronous bot plays."""

from __future__ import annotations

import pytest

from game.match import Match
from game.thinker import Thinker


def _play_with_thinker(game_id: str, seats: list[str], seed: int, steps: int) -> list[list]:
    m = Match(game_id, seats, seed=seed)
    thinker = Thinker(m)
    for _ in range(steps):
        seat = m.bot_to_act()
        if seat is None:
            break
        thinker.start(seat)
        action = thinker.wait(30)
        assert action is not None
        assert not thinker.busy
        m.play(seat, action)
    return m.moves


@pytest.mark.parametrize("game_id", ["elemons", "kaiju", "evolution", "elemmaster"])
def test_same_game_as_synchronous_bots(game_id: str) -> None:
    seats = ["bot:hard", "bot:medium"]
    steps = 40
    sync = Match(game_id, seats, seed=3)
    for _ in range(steps):
        if sync.bot_step() is None:
            break
    assert _play_with_thinker(game_id, seats, 3, steps) == sync.moves


def test_result_is_none_until_asked_and_taken_once() -> None:
    m = Match("kaiju", ["bot:hard", "bot:hard"], seed=1)
    thinker = Thinker(m)
    assert thinker.result() is None and not thinker.busy
    seat = m.bot_to_act()
    thinker.start(seat)
    thinker.start(seat)  # asked again every frame: still one thought
    action = thinker.wait(30)
    assert action in m.state.legal_actions(seat)
    assert thinker.result() is None  # taken already


def test_a_stale_thought_is_dropped() -> None:
    m = Match("kaiju", ["bot:hard", "bot:hard"], seed=2)
    thinker = Thinker(m)
    seat = m.bot_to_act()
    thinker.start(seat)
    thinker._done.wait(30)
    m.bot_step()  # the position moved on under the thought
    assert thinker.result() is None
    seat = m.bot_to_act()
    thinker.start(seat)
    assert thinker.wait(30) in m.state.legal_actions(seat)


def test_cancel_drops_the_thought() -> None:
    m = Match("elemmaster", ["bot:hard", "bot:hard"], seed=1)
    thinker = Thinker(m)
    seat = m.bot_to_act()
    thinker.start(seat)
    thinker.cancel()
    assert thinker.result() is None
    thinker.start(seat)  # waits for the abandoned worker, then thinks afresh
    assert thinker.wait(30) in m.state.legal_actions(seat)
