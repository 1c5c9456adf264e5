"""Elem Master's written contract and display model, on random games with every option.

The shared tests (tests/test_all_games.py) play the default options; these also play the free
start (the hidden placement), the specialties draft, the event cards and the 2v2 teams, where the
views differ most between seats and where most event kinds happen.
"""

from __future__ import annotations

import json
import random

import pytest

from game import registry
from game.contract import ContractError, check
from game.core import Chance
from game.elemmaster import contract
from scenes.elemmaster.model import ElemMasterModel, inspect_text

SPEC = registry.get("elemmaster")
CASES = [
    (2, {"start": "free", "specialties": "choose", "events": "on"}),
    (2, {"start": "predefined", "specialties": "random", "events": "on", "terrains": "difficult"}),
    (4, {"start": "free", "specialties": "choose", "events": "on", "players_mode": "teams"}),
    (4, {"start": "predefined", "specialties": "random", "events": "on", "players_mode": "ffa"}),
]


def play(seats: int, options: dict, seed: int, limit: int = 300):
    """(state before, events, state after) along one random game."""
    opts = {**SPEC.default_options(), **options}
    st = SPEC.new_state(seats, Chance(seed), opts)
    rng = random.Random(seed)
    for _ in range(limit):
        if st.is_over:
            return
        movers = [(s, st.legal_actions(s)) for s in st.actors()]
        seat, legal = rng.choice([m for m in movers if m[1]])
        before = st.clone()
        events = st.apply(seat, rng.choice(legal))
        yield before, events, st


@pytest.mark.parametrize("seats,options", CASES)
def test_every_view_and_event_keeps_the_contract(seats, options):
    kinds = set()
    for seed in range(3):
        for _before, events, st in play(seats, options, seed):
            for ev in events:
                assert ev.kind in contract.EVENTS, ev.kind
                check(ev.data, contract.EVENTS[ev.kind], ev.kind)
                kinds.add(ev.kind)
            for viewer in [None, *range(seats)]:
                check(st.view(viewer), contract.View, f"view({viewer})")
    assert {"turn_start", "move", "attack"} <= kinds or "placed" in kinds


@pytest.mark.parametrize("seats,options", CASES)
def test_the_model_folds_each_seats_events_into_the_next_view(seats, options):
    for seed in range(3):
        for before, events, st in play(seats, options, seed):
            for viewer in [None, *range(seats)]:
                model = ElemMasterModel.from_view(before.view(viewer), viewer)
                for ev in events:
                    if ev.visible_to(viewer):
                        model.apply(ev)
                assert model == ElemMasterModel.from_view(st.view(viewer), viewer), [e.kind for e in events]


def test_views_and_statuses_keep_their_typed_stacks_through_json():
    """A view's and a status's stacks are `contract.Stack`s: JSON writes them as the saved lists,
    the contract accepts what JSON gives back, and `stacks_of` gives the same Stacks again."""
    for _before, events, st in play(*CASES[3], seed=2, limit=60):
        sent = [st.view(None), st.view(0), *(e.data["status"] for e in events if "status" in e.data)]
        for value in sent:
            assert all(type(s) is contract.Stack for s in value["stacks"].values())
            back = json.loads(json.dumps(value))
            assert back["stacks"] == {c: list(s) for c, s in value["stacks"].items()}
            check(back, contract.View if "seat" in value else contract.Status)
            assert contract.stacks_of(back["stacks"]) == value["stacks"]
        saved = st.to_json()["state"]["stacks"]
        assert saved == json.loads(json.dumps(saved)) == {c: list(s) for c, s in st.view(None)["stacks"].items()}
    bad = {**json.loads(json.dumps(st.view(None))), "stacks": {"a1": [0, "earth", "2", 0, 0, ""]}}
    with pytest.raises(ContractError, match="level"):
        check(bad, contract.View)


def test_the_hidden_placement_stays_hidden_in_the_model():
    for _before, _events, st in play(2, CASES[0][1], 1, limit=40):
        if st.phase != "placement":
            continue
        seen = ElemMasterModel.from_view(st.view(1), 1)
        assert all(s[0] == 1 for s in seen.stacks.values())
        assert seen.reserve[0] is None and seen.reserve[1] is not None
        public = ElemMasterModel.from_view(st.view(None), None)
        assert public.stacks == {} and public.reserve == [None, None]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_inspect_names_and_explains_every_kind_of_piece(lang):
    defs = SPEC.load_defs()
    pieces = [("terrain", t) for t in defs.terrains] + [("terrain", "void"), ("event_back", "")]
    pieces += [("element", e) for e in ("earth", "fire", "water", "air")]
    pieces += [("event", c) for c in defs.events] + [("specialty", c) for c in defs.specialties]
    for kind, ident in pieces:
        name, text = inspect_text(kind, ident, lang)
        assert name.strip() and len(text) > 10, (kind, ident, lang)
    assert inspect_text("element", "fire", "fr") != inspect_text("element", "fire", "en")
