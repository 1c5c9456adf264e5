"""Elementary Evolution's written contract holds: every view of every seat and every event payload
of random games has the shape game/evolution/contract.py promises, and EVENTS lists every kind."""

from __future__ import annotations

import random

import pytest

from game import registry
from game.contract import check
from game.core import Chance, Event
from game.evolution import EvolutionState
from game.evolution.bots import MEDIUM
from game.evolution.contract import EVENTS, View
from game.evolution.engine import EVENT_KINDS


def check_all(st: EvolutionState, events: list[Event], seen: set[str]) -> None:
    for seat in [None, *range(st.num_seats)]:
        check(st.view(seat), View, f"view({seat})")
    for ev in events:
        assert ev.kind in EVENTS, f"{ev.kind} is not in the contract"
        check(ev.data, EVENTS[ev.kind], ev.kind)
        seen.add(ev.kind)


def random_game(seed: int, n: int, variant: str, seen: set[str], steps: int = 200) -> None:
    rng = random.Random(seed)
    st = EvolutionState.new_game(n, Chance(seed), variant=variant)
    check_all(st, st.setup_events, seen)
    for _ in range(steps):
        if st.is_over:
            break
        (seat,) = st.actors()
        acts = st.legal_actions(seat)
        action = rng.choice(acts) if rng.random() < 0.5 else MEDIUM(st, seat, acts, rng)
        check_all(st, st.apply(seat, action), seen)


def test_the_contract_lists_exactly_the_engine_kinds_and_the_spec_points_at_it():
    assert set(EVENTS) == set(EVENT_KINDS)
    spec = registry.get("evolution")
    assert spec.part("contract").EVENTS is EVENTS
    assert spec.reveals <= set(EVENTS) and "draw_cards" in spec.reveals


@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("seed", [1, 7])
def test_random_games_keep_to_the_contract(seed, n):
    seen: set[str] = set()
    for variant in ("standard", "fusion"):
        random_game(seed * 10 + n, n, variant, seen)
    assert {"play", "draw_cards", "turn_start", "discard"} <= seen
