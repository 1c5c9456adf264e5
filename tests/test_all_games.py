"""What every game promises, written once and run for all five (the table kit's contract).

- random play ends (by the rules, within a bound);
- a refused action leaves the state unchanged;
- save, load and replay reach the same position;
- the typed contract holds: every view and every event has its declared shape;
- a view hides what events hide: an event a seat may not see never reaches its model;
- every event kind has a log sentence in both languages, a presentation entry, and a handler;
- the display model law: the model of the view before an action, with the seat's visible events
  folded in, equals the model of the view after.
"""

from __future__ import annotations

import importlib
import json
import random

import pytest

from game import i18n, registry
from game.contract import check
from game.core import Action, Chance, GameState, IllegalAction
from game.match import Match

GAMES = registry.GAME_IDS


def spec_of(gid: str) -> registry.GameSpec:
    return registry.get(gid)


def seat_counts(gid: str) -> list[int]:
    lo, hi = spec_of(gid).seats
    return sorted({max(lo, 2) if hi >= 2 else lo, hi})


def random_steps(gid: str, seats: int, seed: int, limit: int = 400):
    """(state before, seat, action, state after, events) along one random game."""
    spec = spec_of(gid)
    st = spec.new_state(seats, Chance(seed), spec.default_options())
    rng = random.Random(seed)
    yield None, None, None, st, list(getattr(st, "setup_events", []))
    for _ in range(limit):
        if st.is_over:
            return
        movers = [(s, st.legal_actions(s)) for s in st.actors()]
        movers = [(s, legal) for s, legal in movers if legal]
        before = st.clone()
        if not movers:
            advance = getattr(st, "advance_time", None)
            if advance is None:
                return
            yield before, None, None, st, advance(1.0)
            continue
        seat, legal = rng.choice(movers)
        action = rng.choice(legal)
        events = st.apply(seat, action)
        yield before, seat, action, st, events


def model_cls(gid: str):
    table = spec_of(gid).part("table")
    assert table.model_cls is not None, f"{gid}: the table names no display model"
    return table.model_cls


def contract(gid: str):
    module = spec_of(gid).part("contract")
    assert module is not None, f"{gid}: the registration names no contract"
    return module


@pytest.mark.parametrize("gid", GAMES)
def test_random_play_ends(gid):
    for n in seat_counts(gid):
        steps = list(random_steps(gid, n, seed=11, limit=5000))
        assert steps[-1][3].is_over, f"{gid} with {n} seats did not end in 5000 random steps"


@pytest.mark.parametrize("gid", GAMES)
def test_a_refused_action_changes_nothing(gid):
    junk = [Action("no_such_action", ()), Action("flip", (999,)), Action("move", ("z9", "z9", 1))]
    for _before, seat, _action, st, _events in random_steps(gid, seat_counts(gid)[0], seed=3, limit=60):
        if seat is None or st.is_over:
            continue
        snapshot = json.dumps(st.to_json(), sort_keys=True)
        for bad in junk:
            if bad in st.legal_actions(seat):
                continue
            with pytest.raises(IllegalAction):
                st.apply(seat, bad)
            assert json.dumps(st.to_json(), sort_keys=True) == snapshot


@pytest.mark.parametrize("gid", GAMES)
def test_save_load_replay_reaches_the_same_position(gid, tmp_path):
    lo, _hi = spec_of(gid).seats
    seats = ["bot:easy", "bot:medium"][: max(lo, 2)] if lo > 1 else ["bot:easy"]
    m = Match(gid, seats, seed=5)
    for _ in range(40):
        if m.state.is_over:
            break
        if spec_of(gid).realtime:
            m._realtime_step()
        else:
            m.bot_step()
    m.save(tmp_path / "s.json")
    back = Match.load(tmp_path / "s.json")
    assert back.state.to_json() == m.state.to_json()
    assert [[e.to_json() for e in step] for step in back.history] == [[e.to_json() for e in step] for step in m.history]


@pytest.mark.parametrize("gid", GAMES)
def test_views_and_events_keep_their_contract(gid):
    c = contract(gid)
    for n in seat_counts(gid):
        for _before, _seat, _action, st, events in random_steps(gid, n, seed=7, limit=300):
            for ev in events:
                assert ev.kind in c.EVENTS, f"{gid}: event kind {ev.kind} is not in the contract"
                check(ev.data, c.EVENTS[ev.kind], f"{gid}.{ev.kind}")
            for viewer in [None, *range(n)]:
                check(st.view(viewer), c.View, f"{gid}.view({viewer})")


@pytest.mark.parametrize("gid", GAMES)
def test_every_event_kind_is_said_shown_and_sounded(gid):
    from scenes.table import Presentation

    kinds = set(contract(gid).EVENTS)
    pres = Presentation(gid)
    table = spec_of(gid).part("table")
    events, _names = i18n.game_texts(gid)
    for kind in sorted(kinds):
        assert kind in pres.events, f"{gid}: {kind} has no entry in data/{gid}/presentation.yaml"
        style = pres.events[kind]
        if style["log"]:
            assert {"fr", "en"} <= set(events.get(kind, {})), f"{gid}: {kind} has no log sentence in fr and en"
        if style["animate"]:
            assert hasattr(table, f"on_{kind}"), f"{gid}: the table has no handler on_{kind}"
        if style["sound"]:
            from sprites.sound import TUNES

            assert style["sound"] in TUNES, f"{gid}: {kind} plays an unknown sound {style['sound']}"


@pytest.mark.parametrize("gid", GAMES)
def test_display_model_folds_events_into_the_next_view(gid):
    cls = model_cls(gid)
    for n in seat_counts(gid):
        for before, _seat, _action, st, events in random_steps(gid, n, seed=19, limit=250):
            if before is None:
                continue
            for viewer in [None, *range(n)]:
                model = cls.from_view(before.view(viewer), viewer)
                for ev in events:
                    if ev.visible_to(viewer):
                        model.apply(ev)
                assert model == cls.from_view(st.view(viewer), viewer), (
                    f"{gid}, {n} seats, viewer {viewer}: after {[e.kind for e in events]}"
                )


def test_layers_hold():
    """`game` imports no pygame/sprites/scenes, `sprites` no scenes (also checked by lint-imports in CI)."""
    import pathlib
    import re

    root = pathlib.Path(__file__).resolve().parents[1]
    bad = re.compile(r"^\s*(from|import)\s+(pygame|sprites|scenes)\b", re.M)
    for f in (root / "game").rglob("*.py"):
        assert not bad.search(f.read_text(encoding="utf-8")), f"{f} imports a layer above it"
    for f in (root / "sprites").rglob("*.py"):
        assert not re.search(r"^\s*(from|import)\s+scenes\b", f.read_text(encoding="utf-8"), re.M), f


def test_game_state_is_the_one_base():
    for gid in GAMES:
        assert issubclass(spec_of(gid).state_cls, GameState)
        importlib.import_module(spec_of(gid).components)
