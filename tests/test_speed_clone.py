"""`clone` is an exact and independent copy in every game (bots' look-ahead relies on it)."""

from __future__ import annotations

import random

import pytest

from game import registry
from game.core import Chance, GameState


def _position(st: GameState) -> tuple:
    """The position and the point of the luck sequence (a clone may drop the chance record)."""
    data = st.to_json()
    return data["state"], data["turn"], data["chance"]["rng"]


def _advance(st: GameState, rng: random.Random, steps: int) -> None:
    for _ in range(steps):
        if st.is_over or not st.actors():
            return
        seat = rng.choice(st.actors())
        legal = st.legal_actions(seat)
        if not legal:
            advance = getattr(st, "advance_time", None)
            if advance is None:
                return
            advance(1.0)
            continue
        st.apply(seat, rng.choice(legal))


@pytest.mark.parametrize("game_id", registry.GAME_IDS)
def test_clone_is_exact_and_independent(game_id):
    spec = registry.get(game_id)
    for seed in range(4):
        rng = random.Random(seed)
        st = spec.new_state(2, Chance(seed), spec.default_options())
        for _ in range(6):
            _advance(st, rng, rng.randrange(3, 25))
            if st.is_over:
                break
            before = _position(st)
            twin = st.clone()
            assert _position(twin) == before
            # the twin plays on with its own luck; the original must not move
            _advance(twin, random.Random(seed + 99), 30)
            assert _position(st) == before
            # and the same actions from the same point give the same position
            again = st.clone()
            a, b = random.Random(5), random.Random(5)
            other = st.clone()
            _advance(again, a, 20)
            _advance(other, b, 20)
            assert _position(again) == _position(other)
