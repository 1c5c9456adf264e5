"""Random games that also try actions the rules refuse: the keys engines produce, and whether a
direct legality check agrees with the legal list."""

from __future__ import annotations

import random
from collections.abc import Iterator

from game import registry
from game.core import Action, Chance, GameState


def legal_form(st: GameState, seat: int, action: Action) -> Action:
    """The action as the legal list names it (Evolution lists one Ether card for any of them)."""
    canonical = getattr(st, "_canonical", None)
    if canonical is not None and action.kind in ("play", "discard", "tornado", "block", "cascade") \
            and action.args and isinstance(action.args[0], str):
        return Action(action.kind, (canonical(seat, action.args[0]), *action.args[1:]))
    return action


def _mutants(action: Action, rng: random.Random) -> Iterator[Action]:
    """Nearby actions: one argument moved, one dropped, one added, another kind's arguments."""
    args = list(action.args)
    for i, a in enumerate(args):
        if isinstance(a, int) and not isinstance(a, bool):
            yield Action(action.kind, tuple(args[:i] + [a + rng.choice((-2, -1, 1, 2, 7))] + args[i + 1:]))
    if args:
        yield Action(action.kind, tuple(args[:-1]))
    yield Action(action.kind, (*args, 0))
    yield Action("nonsense", tuple(args))


def probe(game_id: str, seed: int, seats: int, pool_size: int = 400, per_step: int = 12,
          max_steps: int = 800) -> Iterator[tuple[GameState, int, Action, str | None, list[Action]]]:
    """Yield (state, seat, candidate, why_illegal, legal) along a random game, without applying candidates."""
    spec = registry.get(game_id)
    st = spec.new_state(seats, Chance(seed), spec.default_options())
    rng = random.Random(seed)
    pool: list[Action] = []
    for _ in range(max_steps):
        if st.is_over:
            break
        actors = st.actors()
        if not actors:
            break
        for seat in range(st.num_seats):
            legal = st.legal_actions(seat)
            cands = list(legal) + rng.sample(pool, min(per_step, len(pool)))
            for a in legal[:3]:
                cands += list(_mutants(a, rng))
            for a in cands:
                yield st, seat, a, st.why_illegal(seat, a), legal
        seat = rng.choice(actors)
        legal = st.legal_actions(seat)
        if not legal:
            advance = getattr(st, "advance_time", None)
            if advance is None:
                break
            advance(1.0)
            continue
        for a in legal:
            if len(pool) < pool_size:
                pool.append(a)
            else:
                pool[rng.randrange(pool_size)] = a
        st.apply(seat, rng.choice(legal))
