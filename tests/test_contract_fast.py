"""The contract check's quick yes/no (game/contract.py, compiled once per type) accepts exactly what
the long check, field by field, accepts: along random games of every game, views and events and
copies of them with one value broken (a wrong type, a key gone) get the same verdict both ways."""

from __future__ import annotations

import copy
import random

import pytest

from game import registry
from game.contract import ContractError, _typed_valid, check, explain
from game.core import Chance

WRONG = (None, "x", 1.5, True, -3, [], {}, [None], {"x": None}, [[1]])


def slow_ok(value, typed) -> bool:
    try:
        explain(value, typed)
    except ContractError:
        return False
    return True


def places(value, path=()):
    """Every (path) to a value inside a view or a payload, the root's own keys included."""
    if isinstance(value, dict):
        for k, v in value.items():
            yield path + (k,)
            yield from places(v, path + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield path + (i,)
            yield from places(v, path + (i,))


def broken(value, rng: random.Random):
    """A copy of `value` with one value replaced by a wrong one, or one key removed."""
    spots = list(places(value))
    if not spots:
        return value
    out = copy.deepcopy(value)
    path = rng.choice(spots)
    at = out
    for k in path[:-1]:
        at = at[k]
    if isinstance(at, dict) and rng.random() < 0.25:
        del at[path[-1]]
    else:
        at[path[-1]] = rng.choice(WRONG)
    return out


@pytest.mark.parametrize("game_id", registry.GAME_IDS)
def test_the_quick_check_agrees_with_the_long_one_on_good_and_broken_values(game_id):
    spec = registry.get(game_id)
    module = spec.part("contract")
    seats = max(spec.seats[0], 2) if game_id != "monsters" else spec.seats[0]
    st = spec.new_state(seats, Chance(5), spec.default_options())
    rng = random.Random(5)
    cases = refused = 0
    for _ in range(60):
        if st.is_over:
            break
        movers = [(s, st.legal_actions(s)) for s in st.actors()]
        movers = [m for m in movers if m[1]]
        if not movers:
            st.advance_time(0.5)
            continue
        seat, legal = rng.choice(movers)
        events = st.apply(seat, rng.choice(legal))
        pairs = [(st.view(v), module.View) for v in (None, seat)]
        pairs += [(e.data, module.EVENTS[e.kind]) for e in events if e.kind in module.EVENTS]
        for value, typed in pairs:
            check(value, typed)  # a good value passes
            assert _typed_valid(typed)(value) and slow_ok(value, typed)
            for _ in range(3):
                bad = broken(value, rng)
                quick, slow = _typed_valid(typed)(bad), slow_ok(bad, typed)
                assert quick == slow, (typed.__name__, bad)
                cases += 1
                refused += not slow
                if not slow:
                    with pytest.raises(ContractError):
                        check(bad, typed)
    assert cases >= 60 and refused >= 10, (cases, refused)
