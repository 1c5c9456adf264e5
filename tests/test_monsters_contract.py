"""Monsters' written contract holds: every view of every seat and every event payload, on random games."""

from __future__ import annotations

import random

import pytest

from game import registry
from game.contract import check
from game.core import Event
from game.match import Match
from game.monsters import EVENT_KINDS
from game.monsters.contract import EVENTS, View


@pytest.mark.parametrize("seats", [1, 2, 3, 4])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_view_and_event_keeps_the_contract(seats, seed):
    rng = random.Random(seed)
    m = Match("monsters", ["human"] * seats, seed=seed)
    kinds: set[str] = set()

    def check_all(events: list[Event]) -> None:
        for e in events:
            assert e.kind in EVENTS, e.kind
            check(e.data, EVENTS[e.kind], e.kind)
            kinds.add(e.kind)
        for viewer in [None, *range(seats)]:
            check(m.state.view(viewer), View, f"view({viewer})")

    check_all(list(m.opening_events))
    while not m.state.is_over:
        if rng.random() < 0.25:
            check_all(m.pass_time(rng.uniform(0.0, 30.0)))
            continue
        seat = rng.choice(m.state.actors())
        legal = m.state.legal_actions(seat)
        tricks = [a for a in legal if a.kind == "trick"]
        check_all(m.play(seat, rng.choice(tricks) if tricks and rng.random() < 0.7 else rng.choice(legal)))
    assert {"round_start", "deal", "dealt", "centre", "round_over", "match_over"} <= kinds


def test_the_contract_lists_every_kind_the_engine_emits():
    assert set(EVENTS) == set(EVENT_KINDS)
    spec = registry.get("monsters")
    assert spec.part("contract").EVENTS is EVENTS
    assert spec.reveals <= set(EVENTS)
    assert spec.clock_stops <= set(EVENTS)


@pytest.mark.parametrize("seats", [1, 2, 3, 4])
@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_the_display_model_folds_each_seats_events_into_the_next_view(seats, seed):
    """Model law, with time passing too (sand out, round ends), for every seat and the public."""
    from scenes.monsters.model import MonstersModel

    rng = random.Random(seed)
    m = Match("monsters", ["human"] * seats, seed=seed)
    steps = 0
    while not m.state.is_over:
        views = {v: m.state.view(v) for v in [None, *range(seats)]}
        if rng.random() < 0.25:
            events = m.pass_time(rng.uniform(0.0, 30.0))
        else:
            seat = rng.choice(m.state.actors())
            legal = m.state.legal_actions(seat)
            tricks = [a for a in legal if a.kind == "trick"]
            events = m.play(seat, rng.choice(tricks) if tricks and rng.random() < 0.7 else rng.choice(legal))
        for viewer, view in views.items():
            model = MonstersModel.from_view(view, viewer)
            for e in events:
                if e.visible_to(viewer):
                    model.apply(e)
            assert model == MonstersModel.from_view(m.state.view(viewer), viewer), [e.kind for e in events]
        steps += 1
    assert steps > 5
