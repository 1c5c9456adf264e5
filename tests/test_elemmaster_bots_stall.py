"""Elem Master hard bot, late in a stalled game: what ends the games that used to reach the
200-turn safety limit (4 hard bots, seeds 61-180). Positions are small 2-player boards."""

from __future__ import annotations

import yaml

from game.elemmaster.bots import FIRE_OUT, VALUE, ElemBot, evaluate, make_bot, siege_cost
from game.elemmaster.rules import ElemState
from game.elemmaster.scenario import from_text


def _position(stacks: dict[str, str], terrain: str = "forest") -> ElemState:
    return from_text(yaml.safe_dump({"terrain": terrain, "stacks": stacks}))


def _stalled(seat: int, lateness: float) -> ElemBot:
    """A hard bot in stall mode at that share of the way from LATE to the turn limit."""
    bot = make_bot("hard", seat, 1)
    bot.stall = True
    bot.lateness = lateness
    bot.fire_out = FIRE_OUT * lateness
    bot.approach = 5.0
    return bot


def test_a_fire_that_feeds_on_an_earth_beside_it_needs_a_second_water() -> None:
    """One Water beside a Fire that burns an Earth every turn (and gains the level back) is a loop:
    the siege counts that Fire as regrowing, so a second Water brought up is what it measures."""
    fed = _position({"a1": "0 earth 3", "c3": "0 water 1", "d4": "1 fire 1", "e5": "0 earth 1", "f6": "1 earth 2"})
    starved = _position({"a1": "0 earth 3", "c3": "0 water 1", "d4": "1 fire 1", "b1": "0 earth 1",
                         "f6": "1 earth 2"})
    assert siege_cost(starved, 0) == 1.0  # one hit from the Water already beside it
    assert siege_cost(fed, 0) > siege_cost(starved, 0) + 2  # two hits, and no second Water near
    helped = _position({"a1": "0 earth 3", "c3": "0 water 1", "d3": "0 water 1", "d4": "1 fire 1",
                        "e5": "0 earth 1", "f6": "1 earth 2"})
    assert siege_cost(helped, 0) == 2.0  # two Waters beside it: two hits this turn


def test_a_side_ahead_with_no_water_hunts_for_the_elimination() -> None:
    """No Water of its own, no Fire-out it can make: only an elimination ends the game, so a side
    ahead brings its Fire towards the enemy Earth, and its last Water is worth keeping."""
    bot = _stalled(0, 0.8)
    near = _position({"a1": "0 earth 3", "b1": "0 earth 3", "d4": "0 fire 1", "f6": "1 earth 2"})
    far = _position({"a1": "0 earth 3", "b1": "0 earth 3", "c3": "0 fire 1", "f6": "1 earth 2"})
    assert bot._value(near) > bot._value(far) + 0.1
    with_water = _position({"a1": "0 earth 3", "b1": "0 earth 3", "c3": "0 fire 1", "f6": "1 earth 2",
                            "a2": "0 water 1"})
    assert bot._value(with_water) > bot._value(far) + 10


def test_a_side_behind_late_in_a_stall_values_its_fire_for_what_it_burns() -> None:
    """Behind on the count, the turn limit is a loss whatever the side keeps: late, a Fire kept out
    of reach is worth little, so it no longer buys safety for the Fire with a game that never ends."""
    base = {"a1": "0 earth 3", "b1": "0 earth 3", "d2": "0 water 1", "e6": "1 earth 2"}
    with_fire, without = _position({**base, "f6": "1 fire 1"}), _position(base)

    def worth(lateness: float) -> float:
        bot = _stalled(1, lateness)
        return (bot._value(with_fire) - bot._value(without)) / (1.0 - lateness)  # the evaluation's part

    # its level's material worth goes as the limit nears (what is left: the drive of a Fire that
    # may still burn something, which does not fade)
    assert worth(0.05) - worth(0.9) > 0.8 * VALUE["fire"] * (0.9 - 0.05)
    assert worth(0.05) > 2.0  # early the Fire keeps its worth
    assert evaluate(with_fire, 1) - evaluate(without, 1) > 2.0  # and outside the stall nothing changes


def test_a_side_ahead_may_end_by_burning_the_last_enemy_earth() -> None:
    """Ahead, with many Fires on the board and the enemy's last Earth beside its own Fire, the
    shorter way to the end is the elimination: the stall weighs the cheaper of the two ways."""
    from game.elemmaster.bots import hunt_cost

    stacks = {"a1": "0 earth 3", "b1": "0 water 1", "c6": "0 fire 1", "d6": "0 fire 1", "e6": "0 fire 1",
              "a4": "0 fire 1", "e2": "0 fire 1", "f6": "1 earth 1"}
    pos = _position(stacks)
    assert hunt_cost(pos, 0) == 2.0  # from the Fire beside it: one hit, one more as Forest regrows Earth
    assert siege_cost(pos, 0) > 5 * hunt_cost(pos, 0)  # five Fires, one Water
    assert hunt_cost(_position({"a1": "0 earth 3", "b1": "0 water 1", "f6": "1 earth 1"}), 0) == float("inf")
    bot = _stalled(0, 0.8)
    burnt = _position({k: v for k, v in stacks.items() if k != "f6"})
    assert bot._value(burnt) > bot._value(pos)  # (a finished game: the win)


def test_a_loop_in_a_stall_is_broken_by_a_first_action_not_tried_before() -> None:
    """A position met again at the start of a turn, late in a stall, is a loop: the bot plays a
    first action it has not tried from there, so the same cycle is not played forever."""
    stacks = {"a1": "0 earth 3", "b1": "0 earth 2", "c3": "0 water 1", "d4": "1 fire 1", "e5": "0 earth 1",
              "f6": "1 earth 2", "a6": "1 air 1"}
    bot = _stalled(0, 0.8)
    bot.turn_key = ("a position met before",)
    firsts = []
    for _ in range(3):
        pos = _position(stacks)
        firsts.append(bot._plan_stall(pos)[0])
    assert len(set(firsts)) == 3
    other = _stalled(0, 0.8)
    other.turn_key = ("a new position",)
    assert other._plan_stall(_position(stacks))[0] == firsts[0]  # the first time, the plan is unchanged
