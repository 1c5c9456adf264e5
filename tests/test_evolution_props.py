"""Elementary Evolution: properties of random legal play (hypothesis)."""

from __future__ import annotations

import json
import random

from hypothesis import example, given, settings
from hypothesis import strategies as hs

from game import i18n
from game.core import Chance, Event
from game.evolution import EvolutionState
from game.evolution.bots import MEDIUM
from game.evolution.checks import check_conservation, check_piles, check_round_trip, check_views
from game.evolution.engine import EVENT_KINDS, HELD, TIMING_CONTEXTS

# Values the table adds to an event's data for its log line (scenes/evolution/table.py, `describe`)
# ("does" in "burned": the power that burned the card, named by the table)
TABLE_VALUES = {"power": {"same"}, "discard": {"plain"}, "burned": {"does"}}


def check_events(st: EvolutionState, events: list[Event]) -> None:
    texts = st.defs.events
    for e in events:
        assert e.kind in EVENT_KINDS
        json.dumps(e.to_json())
        for lang in ("fr", "en"):
            # every value is in the data (or one the table works out from it)
            assert i18n.text_variables(texts[e.kind][lang]) <= {"who", *e.data, *TABLE_VALUES.get(e.kind, ())}
        if e.kind == "draw_cards":
            assert e.to == (e.seat,), "drawn cards are seen by their mage only"
        elif e.to is None:
            assert "cards" not in e.data or e.kind == "setup_discard"


def check_held(st: EvolutionState) -> None:
    """The kept answer of `_held` is the one a scan of the tokens gives (the engine replaces a token's
    dict when it changes, which is what keeps the answer valid)."""
    for context in {c for cs in TIMING_CONTEXTS.values() for c in cs}:
        for seat in range(st.num_seats):
            scan = [cid for cid, t in st.tokens.items()
                    if t["holder"] == seat and t["state"] == HELD and cid in st._tables.usable[context]]
            assert list(st._held(seat, context)) == scan


def play_out(seed: int, n: int, variant: str, mix: float, deep: bool) -> EvolutionState:
    """Random legal play, mixing uniform picks and the medium policy; checks after every action."""
    rng = random.Random(seed)
    st = EvolutionState.new_game(n, Chance(seed), variant=variant)
    check_events(st, st.setup_events)
    steps = 0
    while not st.is_over:
        (seat,) = st.actors()
        acts = st.legal_actions(seat)
        assert acts, "an actor always has something to do"
        action = rng.choice(acts) if rng.random() < mix else MEDIUM(st, seat, acts, rng)
        check_events(st, st.apply(seat, action))
        check_conservation(st)
        check_piles(st)
        check_held(st)
        assert st.turn <= st.turn_limit
        steps += 1
        if deep and steps % 40 == 0:
            check_views(st, rng)
            check_round_trip(st)
        assert steps < 20_000, "the game does not end"
    return st


@settings(max_examples=30, deadline=None)
@example(seed=218, n=3, variant="standard", mix=0.2)  # a creature kept for want of anyone to give it to
@given(
    seed=hs.integers(0, 10**6),
    n=hs.integers(2, 4),
    variant=hs.sampled_from(["standard", "fusion"]),
    mix=hs.sampled_from([0.2, 0.6, 1.0]),
)
def test_random_play_keeps_every_card_builds_only_legal_piles_and_ends(seed, n, variant, mix):
    st = play_out(seed, n, variant, mix, deep=False)
    res = st.result()
    assert res.winners and all(1 <= r <= n for r in res.details["ranks"])
    assert res.reason in ("four level-5 Elementals", "turn limit reached")
    if res.reason == "four level-5 Elementals":
        assert len(st.finished) >= n - 1 and res.winners == (st.finished[0],)


@settings(max_examples=12, deadline=None)
@given(seed=hs.integers(0, 10**6), n=hs.integers(2, 4), variant=hs.sampled_from(["standard", "fusion"]))
def test_views_hide_hands_and_draw_piles_and_positions_round_trip(seed, n, variant):
    play_out(seed, n, variant, 0.5, deep=True)


@settings(max_examples=25, deadline=None)
@given(seed=hs.integers(0, 10**6), n=hs.integers(2, 4))
def test_a_sampled_world_agrees_with_the_view_it_came_from(seed, n):
    rng = random.Random(seed)
    st = EvolutionState.new_game(n, Chance(seed))
    for _ in range(rng.randint(0, 120)):
        if st.is_over:
            break
        (seat,) = st.actors()
        st.apply(seat, rng.choice(st.legal_actions(seat)))
    seat = rng.randrange(n)
    view = st.view(seat)
    world = EvolutionState.sample_from_view(view, rng)
    assert world.view(seat) == view
    check_conservation(world)
    if not st.is_over:
        assert world.legal_actions(st.actors()[0]) == st.legal_actions(st.actors()[0]) or st.actors()[0] != seat
