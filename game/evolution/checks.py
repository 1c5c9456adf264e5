"""Invariants and small drivers for Elementary Evolution: used by the tests, handy in a debugger.

`position` builds a state from a scenario written as a dict, `run` plays "seat action" lines,
and the `check_*` functions assert what must always hold (each mage's 28 cards, legal piles,
views that hide what they must, an exact serial form).
"""

from __future__ import annotations

import copy
import json
import random
from collections import Counter
from typing import Any

from game.core import Action, Chance, Event
from game.data import Node
from game.evolution import from_scenario
from game.evolution.engine import EvolutionState


def position(doc: dict[str, Any], seed: int = 1, script: dict[str, list[Any]] | None = None) -> EvolutionState:
    """A position from a scenario written as a dict (same format as data/evolution/scenarios/*.yaml)."""
    return from_scenario(Node(copy.deepcopy(doc), None, "<test>"), Chance(seed, script))


def run(st: EvolutionState, *moves: str) -> list[Event]:
    """Apply "seat action" moves in order; each must be the acting seat's legal action."""
    events: list[Event] = []
    for move in moves:
        seat_text, text = move.split(" ", 1)
        seat = int(seat_text)
        assert st.actors() == (seat,), f"{move!r}: the actors are {st.actors()}"
        events += st.apply(seat, Action.parse(text))
    return events


def legal(st: EvolutionState, seat: int | None = None) -> list[str]:
    if seat is None:
        (seat,) = st.actors()
    return [str(a) for a in st.legal_actions(seat)]


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def zones(st: EvolutionState, seat: int) -> list[str]:
    """Every card of a mage, wherever it lies (a burned card waiting for its discard included)."""
    cards = list(st.draws[seat]) + list(st.hands[seat]) + list(st.quick[seat]) + list(st.main[seat])
    for p in st.piles[seat].values():
        cards += p
    cards += [c for o, c in st.centre if o == seat]
    cards += [t["card"] for t in st.stack if t["t"] == "dest" and t["owner"] == seat]
    return cards


def check_conservation(st: EvolutionState) -> None:
    deck = Counter(st.defs.deck())
    for s in range(st.num_seats):
        assert Counter(zones(st, s)) == deck, f"mage {s} does not hold its 28 cards"


def check_piles(st: EvolutionState) -> None:
    d = st.defs
    for s in range(st.num_seats):
        for pile, cards in st.piles[s].items():
            assert len(cards) <= d.max_level + 1
            for level, c in enumerate(cards):
                card = d.cards[c]
                if card.is_ether:
                    assert d.ether_min <= level <= d.ether_max, f"Ether at level {level}"
                else:
                    assert card.level == level, f"{c} at level {level}"
                    assert st.variant == "fusion" or card.element == pile, f"{c} on the {pile} pile"
            assert 0 <= st.rooted[s][pile] <= len(cards)  # (a Gnome may unroot even a level-5 pile)


def check_views(st: EvolutionState, rng: random.Random) -> None:
    """A seat's view does not change when only what it cannot know changes."""
    for seat in range(st.num_seats):
        other = st.clone()
        for t in range(st.num_seats):
            if t == seat:
                rng.shuffle(other.draws[t])
                continue
            pool = other.hands[t] + other.draws[t]
            rng.shuffle(pool)
            k = len(other.hands[t])
            other.hands[t], other.draws[t] = pool[:k], pool[k:]
        a = json.dumps(st.view(seat), sort_keys=True)
        b = json.dumps(other.view(seat), sort_keys=True)
        assert a == b, f"the view of seat {seat} leaks hidden cards"


def check_round_trip(st: EvolutionState) -> None:
    data = st.to_json()
    back = EvolutionState.from_json(json.loads(json.dumps(data)))
    assert back.to_json() == data
