"""The shared core: actions, chance, decks, reaction windows."""

import pytest

from game.core import Action, Chance, Deck, Event, ReactionWindow, act, next_seat, roll_dice, seats_from, visible


def test_action_text_round_trip():
    a = act("move", "b2", "c3", 2)
    assert str(a) == "move b2 c3 2"
    assert Action.parse("move b2 c3 2") == a
    assert Action.parse("flip -1").args == (-1,)
    with pytest.raises(ValueError):
        Action.parse("   ")


def test_chance_is_deterministic_and_recorded():
    a, b = Chance(42), Chance(42)
    assert [a.randint("die", 1, 6) for _ in range(20)] == [b.randint("die", 1, 6) for _ in range(20)]
    assert len(a.record) == 20 and a.record[0][0] == "die"


def test_chance_script_overrides_then_falls_back():
    c = Chance(1, {"die": [6, 6]})
    assert roll_dice(c, 2) == [6, 6]
    third = c.randint("die", 1, 6)
    assert 1 <= third <= 6
    with pytest.raises(ValueError):
        Chance(1, {"die": [7]}).randint("die", 1, 6)


def test_chance_replay_from_record_and_json():
    c = Chance(5)
    items = list(range(10))
    c.shuffle("deal", items)
    x = c.randint("die", 1, 6)
    replay = Chance(999, Chance.script_from_record(c.record))
    again = list(range(10))
    replay.shuffle("deal", again)
    assert again == items and replay.randint("die", 1, 6) == x
    restored = Chance.from_json(c.to_json())
    assert restored.randint("die", 1, 100) == c.randint("die", 1, 100)


def test_deck_draw_and_bottom():
    d = Deck([1, 2, 3])
    assert d.draw(2) == [3, 2]
    d.put_bottom([9])
    assert d.cards == [9, 1] and d.top() == 1
    assert d.draw(5) == [1, 9] and not d


def test_turn_order_helpers():
    assert next_seat(3, 4) == 0
    assert next_seat(0, 4, alive=lambda s: s == 2) == 2
    assert seats_from(2, 4) == [2, 3, 0, 1]


def test_reaction_window_order():
    w = ReactionWindow.open({"card": 6}, active=1, num_seats=4, can_respond=lambda s: s != 1)
    assert w is not None and w.seats == [2, 3, 0]
    w.pass_turn()
    assert w.current() == 3
    w.pass_turn()
    w.pass_turn()
    assert w.closed and w.current() is None
    assert ReactionWindow.open({}, 0, 2, lambda s: False) is None
    assert ReactionWindow.from_json(w.to_json()) == w


def test_event_visibility():
    public, private = Event("peek", 0, {}), Event("peek", 0, {"kind": "x"}, to=(0,))
    assert visible([public, private], 1) == [public]
    assert visible([public, private], 0) == [public, private]
    assert visible([private], None) == []


def test_chance_randint_draws_exactly_as_random_randint():
    """The fast path of `Chance.randint` (no script) must leave the generator where randint would:
    saves and replays depend on it."""
    import random as _random

    from game.core import Chance as _Chance

    c, r = _Chance(7), _random.Random(7)
    for lo, hi in [(1, 6)] * 500 + [(0, n) for n in range(300)] + [(-3, 3)] * 50 + [(0, 2**k) for k in range(70)]:
        assert c.randint("x", lo, hi) == r.randint(lo, hi)
    assert c._rng.getstate() == r.getstate()


def test_chance_shuffles_exactly_as_random_shuffle():
    """Decks are shuffled with the draws inlined: the same order, the generator left where
    `random.shuffle` leaves it (saves and replays depend on it)."""
    import random as _random

    from game.core import _shuffle

    for seed in range(20):
        for n in (0, 1, 2, 3, 7, 64, 65, 130):
            mine, theirs = list(range(n)), list(range(n))
            a, b = _random.Random(seed), _random.Random(seed)
            _shuffle(a, mine)
            b.shuffle(theirs)
            assert mine == theirs and a.getstate() == b.getstate()
