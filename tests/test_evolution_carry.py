"""Evolution carries its own-turn legal list from a discard to the next step (issue 14's speed work).

After a discard in one's own turn, `legal_actions` hands out the list it kept, less the discarded card's
actions, instead of listing again. That list must be the very list a fresh position lists (same actions,
same order) at every step, whatever the caller does with the lists it was given, and however the game
reached the position (apply, the bots' `_apply`, a clone).
"""

from __future__ import annotations

import random

import pytest

from game.core import Chance
from game.evolution.engine import EvolutionState


def _fresh(st: EvolutionState, seat: int) -> list:
    """The list of a position that carries nothing (loaded from its serial form)."""
    return EvolutionState.from_json(st.to_json()).legal_actions(seat)


def _play(seats: int, seed: int, variant: str, steps: int = 2000, spoil: bool = False, raw: bool = False):
    st = EvolutionState.new_game(seats, Chance(seed), variant=variant)
    rng = random.Random(seed)
    carried = 0
    for _ in range(steps):
        if st.is_over:
            break
        seat = rng.choice(st.actors())
        legal = st.legal_actions(seat)
        assert legal == _fresh(st, seat), (seed, st.turn)
        assert st.legal_actions(seat) == legal  # asked twice, the same answer
        action = rng.choice(legal)
        carried += action.kind == "discard"
        if spoil:  # a caller changing the lists it was given changes nothing for the engine
            legal.reverse()
            legal.append(legal[0])
        if raw:
            st._apply(seat, action)
        else:
            st.apply(seat, action)
        assert st.is_over is (st.over_reason is not None)  # an attribute kept with the reason
        if rng.random() < 0.05:
            st = st.clone()
    loaded = EvolutionState.from_json(st.to_json())
    assert loaded.is_over is st.is_over and loaded.rank_all is st.rank_all
    return carried


@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("variant", ["standard", "fusion"])
def test_the_carried_list_is_the_fresh_list(seats, variant):
    assert sum(_play(seats, seed, variant) for seed in range(3)) > 100


def test_callers_changing_their_lists_change_nothing():
    for seed in range(3):
        _play(2, seed, "standard", spoil=True)


def test_rollouts_through_apply_without_the_check():
    for seed in range(3):
        _play(3, seed, "standard", raw=True)


def test_discards_without_asking_in_between():
    """Several discards in a row with no list asked between them: the list kept follows the hand."""
    for seed in range(20):
        st = EvolutionState.new_game(2, Chance(seed))
        seat = st.actors()[0]
        if st.stack:
            continue
        st.legal_actions(seat)
        for _ in range(3):
            st.apply(seat, [a for a in _fresh(st, seat) if a.kind == "discard"][-1])
        assert st.legal_actions(seat) == _fresh(st, seat)


def test_a_position_keeps_few_enough_attributes_for_the_fast_reads():
    """CPython 3.11 reads an object's attributes fastest (its shared-key layout) while it has at most 29;
    Evolution's step reads a dozen. The count after play, with the legal-list memo, stays there."""
    st = EvolutionState.new_game(4, Chance(5))
    rng = random.Random(5)
    for _ in range(300):
        if st.is_over:
            break
        seat = st.actors()[0]
        st.apply(seat, rng.choice(st.legal_actions(seat)))
    assert len(vars(st)) <= 29, sorted(vars(st))
