"""What a finished game says about each seat beyond who won: the features the report rates.

A feature is a name and a short value, per seat (`specialty=druide`, `mechas=2`) or per game
(`terrains=difficult`, `arena=lake`). The report gives a win rate with its interval for every
seat feature value, and the game count, length and seat win rates for every game feature value.

They are read from the events and the result, the engines' public output (never from their
internals), so an engine can change its insides without breaking the lab. The generic part
(setup options, per-seat options `<name>_seat<N>`) serves every game; a game adds its own below.
"""

from __future__ import annotations

import re
from typing import Any

from game import registry
from game.core import Event, Result
from game.elemons import POWERS
from game.evolution.defs import load_defs

Features = tuple[dict[str, str], list[dict[str, str]]]

# Event data keys that name which rule or power fired: counted as `kind:value` besides `kind`.
SUBKINDS = ("power", "effect", "specialty", "event", "cause", "creature")

_SEAT_OPTION = re.compile(r"^(.*)_seat(\d+)$")


def count_events(events: list[Event], num_seats: int) -> tuple[dict[str, int], list[dict[str, int]]]:
    """How often each event kind (and `kind:power`-like refinement) fired, in all and per seat."""
    total: dict[str, int] = {}
    per_seat: list[dict[str, int]] = [{} for _ in range(num_seats)]
    for e in events:
        names = [e.kind]
        for key in SUBKINDS:
            value = e.data.get(key)
            if isinstance(value, str) and value:
                names.append(f"{e.kind}:{value}")
        for name in names:
            total[name] = total.get(name, 0) + 1
            if isinstance(e.seat, int) and 0 <= e.seat < num_seats:
                per_seat[e.seat][name] = per_seat[e.seat].get(name, 0) + 1
    return total, per_seat


def _bucket(n: int, top: int) -> str:
    return f"{top}+" if n >= top else str(n)


def generic(events: list[Event], result: Result, num_seats: int, options: dict[str, Any]) -> Features:
    setup: dict[str, str] = {}
    seats: list[dict[str, str]] = [{} for _ in range(num_seats)]
    for key, value in options.items():
        m = _SEAT_OPTION.match(key)
        if m:
            seat = int(m.group(2))
            if seat < num_seats and value != "auto":
                seats[seat][m.group(1)] = str(value)
        else:
            setup[key] = str(value)
    return setup, seats


def elemmaster(events: list[Event], result: Result, num_seats: int, options: dict[str, Any]) -> Features:
    """The specialty each seat played with (dealt, fixed or drafted), who began, the terrains, the arena."""
    setup: dict[str, str] = {}
    seats: list[dict[str, str]] = [{} for _ in range(num_seats)]
    for e in events:
        if e.kind == "setup":
            setup["terrains"] = str(e.data.get("terrains", ""))
            setup["arena"] = str(e.data.get("arena", ""))
            first = e.data.get("first")
            for s, spec in enumerate(e.data.get("specialties", [])[:num_seats]):
                seats[s]["specialty"] = spec or "none"
            for s in range(num_seats):
                seats[s]["first player"] = "yes" if s == first else "no"
        elif e.kind == "specialty" and isinstance(e.seat, int) and e.seat < num_seats:
            seats[e.seat]["specialty"] = str(e.data.get("specialty") or "none")
    return setup, seats


def kaiju(events: list[Event], result: Result, num_seats: int, options: dict[str, Any]) -> Features:
    """Mechas held at the end, the majority bonus, Wounds: where the points came from."""
    seats: list[dict[str, str]] = [{} for _ in range(num_seats)]
    for row in result.details.get("breakdown", []):
        s = int(row["seat"])
        if s < num_seats:
            seats[s]["mechas"] = _bucket(int(row["mechas"]), 3)
            seats[s]["majority bonus"] = "yes" if row["bonus"] else "no"
            seats[s]["wounds"] = _bucket(int(row["wounds"]), 2)
    played: list[set[str]] = [set() for _ in range(num_seats)]
    for e in events:
        if e.kind == "card_played" and isinstance(e.seat, int) and e.seat < num_seats:
            played[e.seat].add(str(e.data.get("effect")))
    for s in range(num_seats):
        for effect in ("steal", "cancel"):
            seats[s][f"played {effect}"] = "yes" if effect in played[s] else "no"
    return {}, seats


def elemons(events: list[Event], result: Result, num_seats: int, options: dict[str, Any]) -> Features:
    """Which powers each seat fired at least once (a Polymon pair fires none)."""
    fired: list[set[str]] = [set() for _ in range(num_seats)]
    for e in events:
        if e.kind == "power" and isinstance(e.seat, int) and e.seat < num_seats:
            fired[e.seat].add(str(e.data.get("power")))
    powers = [p for p in POWERS if p != "wild"]
    return {}, [{f"power {p}": "yes" if p in fired[s] else "no" for p in powers} for s in range(num_seats)]


def evolution(events: list[Event], result: Result, num_seats: int, options: dict[str, Any]) -> Features:
    """Which Creatures' powers each seat used at least once (Akâsha's copies count as Akâsha)."""
    used: list[set[str]] = [set() for _ in range(num_seats)]
    for e in events:
        if e.kind == "power" and isinstance(e.seat, int) and e.seat < num_seats:
            used[e.seat].add(str(e.data.get("creature")))
    creatures = sorted(load_defs().creatures)
    return {}, [{f"power {c}": "yes" if c in used[s] else "no" for c in creatures} for s in range(num_seats)]


def extract(game_id: str, events: list[Event], result: Result, num_seats: int, options: dict[str, Any]) -> Features:
    setup, seats = generic(events, result, num_seats, options)
    own = registry.get(game_id).part("features")  # the game's registration names its features
    if own is not None:
        more_setup, more_seats = own(events, result, num_seats, options)
        setup.update(more_setup)
        for s in range(num_seats):
            seats[s].update(more_seats[s])
    return setup, seats
