"""Elem Master: properties over random legal play, views, and the bots."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as hs

from game.core import Chance, visible
from game.elemmaster import SPEC
from game.elemmaster.board import ELEMENTS
from game.elemmaster.rules import ElemState
from game.match import Match

OPTIONS = hs.fixed_dictionaries({
    "terrains": hs.sampled_from(SPEC.options["terrains"]),
    "arena": hs.sampled_from(["default", "random", "blank", "pillars", "corridors", "lake"]),
    "start": hs.sampled_from(["predefined", "free"]),
    "specialties": hs.sampled_from(["off", "random", "choose"]),
    "events": hs.sampled_from(["off", "on"]),
})


def strings(value) -> set[str]:
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(set(), *(strings(k) | strings(v) for k, v in value.items()))
    if isinstance(value, (list, tuple)):  # a view's stacks are NamedTuples
        return set().union(set(), *(strings(v) for v in value))
    return set()


def check_tokens(st: ElemState) -> None:
    for seat in range(st.num_seats):
        on_board = st.tokens_on_board(seat)
        assert sum(on_board.values()) + sum(st.reserve[seat].values()) <= 24
        for e in ELEMENTS:
            aside = st.aside[seat] if e == "earth" else 0
            assert on_board[e] + st.reserve[seat][e] + st.out[seat][e] + aside == 6
            assert st.reserve[seat][e] >= 0
    for s in st.stacks.values():
        assert s.level >= 1 and (s.level <= 3 or s.element == "air")  # Tornade alone passes level 3


def check_views(st: ElemState) -> None:
    hidden_cards = set(st.ev_deck) | {c["id"] for c in st.ev_row if c["hidden_for"] is not None}
    shown = {c["id"] for c in st.ev_row if c["hidden_for"] is None}
    for u in st.ev_used + st.ev_reserved:
        shown |= set(u)
    shown |= set(st.ev_discard)
    for seat in [None, *range(st.num_seats)]:
        view = st.view(seat)
        json.dumps(view)
        assert not (hidden_cards - shown) & strings(view)
        if st.phase == "placement":
            assert all(v[0] == seat for v in view["stacks"].values())


def random_game(n: int, options: dict, seed: int, limit: int = 40, special: float = 0.5) -> ElemState:
    rng = random.Random(seed)
    st = SPEC.new_state(n, Chance(seed), options)
    st.turn_limit = limit
    steps = 0
    while not st.is_over:
        seat = rng.choice(st.actors())
        legal = st.legal_actions(seat)
        pick = [a for a in legal if a.kind not in ("move", "end", "unplace")]
        action = rng.choice(pick) if pick and rng.random() < special else rng.choice(legal)
        events = st.apply(seat, action)
        for e in events:
            json.dumps(e.to_json())
        check_tokens(st)
        steps += 1
        assert steps < 5000
    return st


@settings(max_examples=30, deadline=None)
@given(options=OPTIONS, seed=hs.integers(0, 10_000))
def test_random_two_player_games_end_and_conserve_tokens(options, seed):
    st = random_game(2, options, seed)
    assert st.is_over
    result = st.result()
    assert set(result.winners) <= {0, 1} and result.reason in ("elimination", "no_fire", "turn_limit", "draw")


@settings(max_examples=12, deadline=None)
@given(options=OPTIONS, mode=hs.sampled_from(["ffa", "teams"]), seed=hs.integers(0, 10_000))
def test_random_four_player_games(options, mode, seed):
    options = {**options, "arena": "default", "players_mode": mode}
    st = random_game(4, options, seed, limit=48)
    assert st.is_over
    if mode == "teams" and st.result().reason == "elimination":
        assert len(st.result().winners) == 2 and st.result().winners[0] % 2 == st.result().winners[1] % 2


@settings(max_examples=25, deadline=None)
@given(seed=hs.integers(0, 10_000), start=hs.sampled_from(["predefined", "free"]))
def test_views_never_leak_and_positions_round_trip(seed, start):
    rng = random.Random(seed)
    st = SPEC.new_state(2, Chance(seed), {"events": "on", "start": start, "specialties": "random"})
    st.turn_limit = 30
    for _ in range(60):
        if st.is_over:
            break
        check_views(st)
        data = st.to_json()
        assert ElemState.from_json(json.loads(json.dumps(data))).to_json() == data
        seat = rng.choice(st.actors())
        legal = st.legal_actions(seat)
        events = [a for a in legal if a.kind == "event"]
        st.apply(seat, rng.choice(events) if events and rng.random() < 0.5 else rng.choice(legal))


def test_private_placement_events_stay_private():
    st = SPEC.new_state(2, Chance(3), {"start": "free"})
    events = st.apply(0, st.legal_actions(0)[0])
    assert [e.kind for e in visible(events, 1)] == ["placed_hidden"]
    assert "cell" not in visible(events, 1)[0].data


def test_every_bot_plays_legal_moves_in_every_mode():
    setups = [
        (["bot:easy", "bot:medium"], {"start": "free", "specialties": "choose", "events": "on"}),
        (["bot:hard", "bot:medium"], {"specialties": "random", "events": "on", "terrains": "standard+difficult"}),
        (["bot:easy", "bot:medium", "bot:easy", "bot:hard"], {"players_mode": "ffa", "events": "on"}),
        (["bot:medium", "bot:easy", "bot:hard", "bot:easy"], {"players_mode": "teams", "start": "free",
                                                               "specialties": "choose"}),
    ]
    for i, (seats, options) in enumerate(setups):
        m = Match("elemmaster", seats, seed=40 + i, options=options)
        m.state.turn_limit = 24
        m.run_bots()
        assert m.state.is_over


def test_hard_bot_decides_in_the_longest_setups():
    """The hard bot makes every decision of the first 40 in the setups a person waits longest on,
    each legal; how long one takes is measured by bench/think.py, against its goal of two seconds."""
    for players, options in ((2, {"events": "on", "specialties": "random"}), (4, {"players_mode": "ffa"})):
        m = Match("elemmaster", ["bot:hard"] * players, seed=9, options=options)
        decided = 0
        for _ in range(40):
            seat = m.bot_to_act()
            if seat is None:
                break
            action = m.bot_choice(seat)
            assert action in m.state.legal_actions(seat), f"{players} seats: {action} is not legal"
            m.play(seat, action)
            decided += 1
        assert decided == 40, f"{players} seats: the bots stopped after {decided} decisions"
