"""Bot search shared by every game: determinized Monte Carlo.

A bot cannot see hidden information, so it samples worlds consistent with
what it knows (the game supplies `sample_world`), tries each candidate action
in every world and finishes the game (or a few steps of it) with a cheap
policy. The action with the best mean outcome for the bot's seat wins. The
same sampled worlds serve every action, which keeps comparisons fair, and the
budget is a count, not a clock, so a seed gives the same choice every time.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from game.core import Action, GameState

Policy = Callable[[GameState, int, random.Random], Action]
Evaluate = Callable[[GameState, int], float]


def random_policy(state: GameState, seat: int, rng: random.Random) -> Action:
    return rng.choice(state.legal_actions(seat))


def rollout(
    state: GameState,
    rng: random.Random,
    policy: Policy = random_policy,
    max_steps: int = 400,
) -> None:
    """Play `state` forward in place with `policy` for every seat."""
    for _ in range(max_steps):
        if state.is_over:
            return
        actors = state.actors()
        if not actors:
            return
        seat = actors[0] if len(actors) == 1 else rng.choice(actors)
        # The policy picks from the legal actions, so the legality check of `apply` is skipped:
        # it would double the cost of every rollout step.
        state._apply(seat, policy(state, seat, rng))


def outcome(state: GameState, seat: int, evaluate: Evaluate | None) -> float:
    if state.is_over:
        return state.result().returns(state.num_seats)[seat]
    if evaluate is not None:
        return evaluate(state, seat)
    return 1.0 / state.num_seats


def choose_by_sampling(
    seat: int,
    candidates: Sequence[Action],
    sample_world: Callable[[random.Random], GameState],
    rng: random.Random,
    worlds: int = 16,
    policy: Policy = random_policy,
    max_steps: int = 400,
    evaluate: Evaluate | None = None,
    prefer: Action | None = None,
    margin: float = 0.0,
    scores: dict[Action, float] | None = None,
) -> Action:
    """The candidate with the best mean outcome over `worlds` sampled worlds.

    With `prefer` (a policy's own pick) another candidate must beat it by `margin` (in win
    share per world) to be chosen: small samples are noisy, and noise should not override a
    sound rule of thumb. `scores`, when given, receives each candidate's mean outcome (its win
    share over the worlds, the margin left out): a hint may choose its plain words by it.
    """
    if len(candidates) == 1:
        return candidates[0]
    sampled = [(sample_world(rng), rng.random()) for _ in range(worlds)]
    best, best_score = candidates[0], float("-inf")
    for action in candidates:
        total = 0.0
        for world, salt in sampled:
            w = world.clone()
            w.apply(seat, action)
            rollout(w, random.Random(salt), policy, max_steps)
            total += outcome(w, seat, evaluate)
        if scores is not None:
            scores[action] = total / worlds
        if action == prefer:
            total += margin * worlds
        if total > best_score + 1e-9:
            best, best_score = action, total
    return best
