"""The legal-list memo of `GameState.apply` (issue 14's speed work) never lets a wrong action through.

`apply` accepts, without asking the rules again, an action found in the legal list last built for the
same seat on the very same position (and then asks nothing else, not even whether the game is over).
That is sound only if (1) a seat that may not act lists nothing, and an ended game lists nothing for
anybody, (2) whatever changes the position forgets the list, (3) a value that merely compares equal to
a legal action (True for 1) is still checked. Each is tested here for all five games.
"""

from __future__ import annotations

import random

import pytest

from game import registry
from game.core import Action, Chance, IllegalAction, act

GAMES = registry.GAME_IDS


def _states(gid: str, seed: int, limit: int = 300):
    spec = registry.get(gid)
    n = max(2, spec.seats[0]) if spec.seats[1] >= 2 else spec.seats[0]
    st = spec.new_state(n, Chance(seed), spec.default_options())
    rng = random.Random(seed)
    for _ in range(limit):
        if st.is_over:
            return
        yield st
        movers = [(s, st.legal_actions(s)) for s in st.actors()]
        movers = [(s, legal) for s, legal in movers if legal]
        if not movers:
            st.advance_time(1.0)
            continue
        seat, legal = rng.choice(movers)
        st.apply(seat, rng.choice(legal))


@pytest.mark.parametrize("gid", GAMES)
def test_a_seat_that_may_not_act_lists_nothing(gid):
    for seed in (1, 2):
        for st in _states(gid, seed):
            actors = set(st.actors())
            for seat in range(st.num_seats):
                if seat not in actors:
                    assert st.legal_actions(seat) == [], (gid, seat, st.actors())


@pytest.mark.parametrize("gid", GAMES)
def test_an_ended_game_lists_nothing_and_refuses_every_action(gid):
    ended = 0
    for seed in range(6):
        *_, st = _states(gid, seed, limit=20_000)  # one position object, played on until the game ended
        assert st.is_over, (gid, seed)
        ended += 1
        for seat in range(st.num_seats):
            assert st.legal_actions(seat) == [], (gid, seed, seat)
            with pytest.raises(IllegalAction):
                st.apply(seat, act("pass"))
    assert ended == 6


@pytest.mark.parametrize("gid", GAMES)
def test_an_action_listed_before_a_move_is_checked_again_after_it(gid):
    """Replaying a stale list: every action that became illegal is refused, as without the memo."""
    checked = 0
    for st in _states(gid, 4, limit=120):
        movers = [(s, st.legal_actions(s)) for s in st.actors()]
        movers = [(s, legal) for s, legal in movers if legal]
        if not movers:
            continue
        seat, legal = movers[0]
        probe = st.clone()
        probe.apply(seat, legal[0])
        for stale in legal:
            for s in range(probe.num_seats):
                if probe.is_over:
                    break
                expected = probe.clone().why_illegal(s, stale) if s in probe.actors() else "not an actor"
                if expected:
                    checked += 1
                    with pytest.raises(IllegalAction):
                        probe.clone().apply(s, stale)
    assert checked > 0


@pytest.mark.parametrize("gid", GAMES)
def test_a_value_equal_to_a_legal_action_is_still_type_checked(gid):
    for st in _states(gid, 5, limit=40):
        for seat in st.actors():
            for action in st.legal_actions(seat):
                fake = Action(action.kind, tuple(bool(a) if type(a) is int and a in (0, 1) else a
                                                 for a in action.args))
                if any(type(a) is bool for a in fake.args):  # equal to `action`, yet not an int
                    assert fake == action
                    st.legal_actions(seat)
                    with pytest.raises(IllegalAction):
                        st.apply(seat, fake)
                    return
    pytest.skip(f"{gid}: no legal action with a 0 or 1 in the first positions")


@pytest.mark.parametrize("gid", GAMES)
def test_the_list_given_is_the_list_remembered(gid):
    """Whether `GameState` wraps an engine's `legal_actions` or the engine keeps the memo itself
    (`memoises_itself`), the memo is the very list just given, for the seat that asked."""
    for st in _states(gid, 6, limit=150):
        for seat in range(st.num_seats):
            out = st.legal_actions(seat)
            assert st._legal_memo is not None and st._legal_memo[0] == seat and st._legal_memo[1] is out


def test_monsters_time_passing_forgets_the_list():
    spec = registry.get("monsters")
    st = spec.new_state(2, Chance(3), spec.default_options())
    seat = st.actors()[0]
    st.legal_actions(seat)
    assert st._legal_memo is not None
    st.advance_time(0.5)
    assert st._legal_memo is None


def test_the_memo_is_per_seat_and_forgotten_by_apply():
    spec = registry.get("elemons")
    st = spec.new_state(2, Chance(1), spec.default_options())
    seat = st.actors()[0]
    legal = st.legal_actions(seat)
    other = 1 - seat
    with pytest.raises(IllegalAction):
        st.apply(other, legal[0])
    st.legal_actions(seat)
    st.apply(seat, legal[0])
    assert st._legal_memo is None
    assert act("flip", 999) not in legal
