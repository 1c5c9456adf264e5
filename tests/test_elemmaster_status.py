"""Elem Master's `status` (the public position carried by each action's last event) is built
without the whole view: it must stay exactly the public view's STATUS_KEYS, in their order."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game import registry
from game.core import Chance
from game.elemmaster.rules import STATUS_KEYS


def _from_view(state):
    v = state.view(None)
    return {k: v[k] for k in STATUS_KEYS if k in v}


def _played(seed, seats, steps, rich, start):
    """Random legal play from a new game: the position before each action, and the last one;
    `rich` adds events (hidden cards in the row), specialties (pending choices) and 2v2 at 4."""
    spec = registry.get("elemmaster")
    options = {**spec.default_options(), "start": start}
    if rich:
        options.update(events="on", specialties="choose", players_mode="teams" if seats == 4 else "ffa")
    state = spec.new_state(seats, Chance(seed), options)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over or not state.actors():
            break
        yield state
        seat = rng.choice(state.actors())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    yield state


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), seats=st.sampled_from([2, 4]), steps=st.integers(0, 400),
       rich=st.booleans(), start=st.sampled_from(["predefined", "free"]))
def test_status_is_the_public_views_status_keys_in_every_phase(seed, seats, steps, rich, start):
    """Draft, placement and play; with events (hidden cards in the row) and specialties (pending choices)."""
    for state in _played(seed, seats, steps, rich, start):
        status = state.public_status()
        expected = _from_view(state)
        assert status == expected and list(status) == list(expected)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), seats=st.sampled_from([2, 4]), steps=st.integers(0, 400),
       rich=st.booleans())
def test_the_legal_list_kept_from_the_end_of_an_action_is_the_fresh_one(seed, seats, steps, rich):
    """`has_action` builds the legal list at the end of an action and the next `legal_actions`
    reads it: it must be what a fresh copy of the position lists, for every seat, after every
    action (turns ending by themselves, eliminations, events and specialties included)."""
    from game.elemmaster.rules import ElemState

    for state in _played(seed, seats, steps, rich, "predefined"):
        fresh = ElemState.from_json(state.to_json())
        for s in range(seats):
            assert state.legal_actions(s) == fresh.legal_actions(s)
