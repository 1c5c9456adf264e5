"""Elem Master: the rules written for speed equal their plain versions, on random reachable positions.

`_listed` (the legal list), `_base_list` (the base actions), `has_action`, `public_status` and
`stacks_view` run at every step and inline other rules; `legal_reference`, `base_actions_reference`,
`has_action_reference`, `status_from_view` and `Stack.to_view` say the same plainly
(game/elemmaster/rules.py, pieces.py).
Each position comes from random legal play from a seed, in every phase and with every option that
brings actions of its own (free start, the specialties draft, the event cards, 2v2 teams), and
every comparison runs on fresh copies so no cache of one answer feeds the other.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as hs

from game.core import Chance
from game.elemmaster import SPEC, contract
from game.elemmaster.rules import ElemState

OPTIONS = hs.fixed_dictionaries({
    "terrains": hs.sampled_from(SPEC.options["terrains"]),
    "start": hs.sampled_from(["predefined", "free"]),
    "specialties": hs.sampled_from(["off", "random", "choose"]),
    "events": hs.sampled_from(["off", "on"]),
})


def positions(seats: int, options: dict, seed: int, steps: int) -> list[ElemState]:
    """Copies of each position met along a random game (actions other than moves and `end` drawn
    half the time, so cards and specialties get played)."""
    rng = random.Random(seed)
    st = SPEC.new_state(seats, Chance(seed), options)
    st.turn_limit = 40
    met = [st.fast_copy()]
    for _ in range(steps):
        if st.is_over:
            break
        seat = rng.choice(st.actors())
        legal = st.legal_actions(seat)
        rare = [a for a in legal if a.kind not in ("move", "end", "unplace")]
        st.apply(seat, rng.choice(rare) if rare and rng.random() < 0.5 else rng.choice(legal))
        met.append(st.fast_copy())
    return met


def check_position(st: ElemState) -> None:
    for seat in range(st.num_seats):
        assert st.fast_copy().legal_actions(seat) == st.fast_copy().legal_reference(seat), seat
        if st.phase == "play" and seat == st.current and st.pending is None and not st.is_over:
            fast = st.fast_copy()._base_list(seat)
            assert fast == list(st.fast_copy().base_actions_reference(seat)), seat
        if not st.is_over:  # asked only while the game goes on (`_settle`)
            assert st.fast_copy().has_action(seat) == st.fast_copy().has_action_reference(seat), seat
    assert st.fast_copy().public_status() == st.fast_copy().status_from_view()
    plain = {st.cell_name(c): contract.Stack._make(s.to_json()) for c, s in sorted(st.stacks.items())}
    shown = st.stacks_view()
    assert shown == plain and list(shown) == list(plain)
    assert shown == {st.cell_name(c): s.to_view() for c, s in sorted(st.stacks.items())}


@settings(max_examples=20, deadline=None)
@given(options=OPTIONS, seed=hs.integers(0, 100_000))
def test_fast_rules_equal_the_plain_ones_with_two_players(options, seed):
    for st in positions(2, {**options, "arena": "random"}, seed, steps=120):
        check_position(st)


@settings(max_examples=8, deadline=None)
@given(options=OPTIONS, mode=hs.sampled_from(["ffa", "teams"]), seed=hs.integers(0, 100_000))
def test_fast_rules_equal_the_plain_ones_with_four_players(options, mode, seed):
    for st in positions(4, {**options, "players_mode": mode}, seed, steps=120):
        check_position(st)


def test_the_plain_versions_see_every_kind_of_action():
    """The comparisons above are not empty: over a few games the plain lists hold every base
    action, a card and a specialty, and `has_action` answers both ways."""
    kinds: set[str] = set()
    answers: set[bool] = set()
    options = {"start": "free", "specialties": "random", "events": "on", "terrains": "standard+difficult"}
    for seed in range(6):
        for st in positions(2, options, seed, steps=150):
            for seat in range(st.num_seats):
                kinds |= {a.kind for a in st.legal_reference(seat)}
                if not st.is_over:
                    answers.add(st.has_action_reference(seat))
    assert {"grow", "move", "attack", "tunnel", "brasier", "vague", "souffle", "end", "event", "place",
            "ready"} <= kinds, kinds
    assert answers == {True, False}
