"""Elemons & Gigamons: what a seat is sent — its view and every event's payload, key by key.

The table (scenes/elemons/table.py) is written against this and nothing else,
so it can be fed from a local match, a replay or a network host alike.
"""

from __future__ import annotations

from typing import Any, Literal, TypedDict

Kind = str  # an Elemon kind id from data/elemons/tiles.yaml (e.g. "pyromon")


class Cell(TypedDict):
    tile: bool  # a tile lies in the slot
    face_up: Kind | None  # its kind while it is face up, else None
    rock: bool


class _PlayerBase(TypedDict):
    won: int
    gigamons: list[Kind]


class Player(_PlayerBase, total=False):
    tiles: list[Kind]  # only in the view of the seat itself


class View(TypedDict):
    seat: int | None
    current: int
    phase: Literal["flip", "after", "look", "swap", "rock", "peek", "burn"]
    pending: dict[str, Any]  # swap: target (+ their_tiles for the mover); peek: left, seen
    grid: list[Cell]
    rocks: dict[str, int]  # slot (as text) -> the seat that placed the Rock
    rocks_free: int
    pile: int
    box: list[Kind]
    players: list[Player]
    gigamons: dict[Kind, int | None]  # Elemon kind -> the seat holding its Gigamon
    turn: int
    over: bool
    replay: bool


class Empty(TypedDict):
    pass


class GridDealt(TypedDict):
    slots: list[int]
    pile: int


class SlotTile(TypedDict):
    slot: int
    tile: Kind


class Slot(TypedDict):
    slot: int


class SlotsTiles(TypedDict):
    slots: list[int]
    tiles: list[Kind]


class Power(TypedDict):
    power: str
    kind: Kind


class Fizzled(TypedDict):
    power: str
    why: Literal["pile_empty", "no_elemons", "no_rock", "no_tile", "grid_empty"]  # what it had to act on


class Refilled(TypedDict):
    slot: int
    pile: int


class Target(TypedDict):
    target: int


class HandSeen(TypedDict):
    target: int
    tiles: list[Kind]


class Swapped(TypedDict):
    target: int
    gave: Kind
    took: Kind


class Burned(TypedDict):
    target: int
    tile: Kind


class Drawn(TypedDict):
    tile: Kind


GigamonCaught = TypedDict("GigamonCaught", {"gigamon": str, "kind": Kind, "from": "int | None", "given": list[Kind]})


class GigamonLost(TypedDict):
    gigamon: str
    kind: Kind
    to_seat: int


class GigamonsInTurn(TypedDict):
    count: int  # Gigamons this seat caught in this turn so far (2 or more)
    helped: Literal["peek_replay", "peek", "replay", "none"]  # the powers of the turn that helped


class GameOver(TypedDict):
    winners: list[int]
    reason: str


EVENTS: dict[str, type] = {
    "grid_dealt": GridDealt,
    "turn_started": Empty,
    "turn_ended": Empty,
    "tile_turned": SlotTile,
    "tiles_hidden": SlotsTiles,
    "pair_won": SlotsTiles,
    "power": Power,
    "power_fizzled": Fizzled,
    "replay": Empty,
    "slot_refilled": Refilled,
    "pile_empty": Empty,
    "hand_seen": HandSeen,
    "hand_seen_public": Target,
    "tiles_swapped": Swapped,
    "tiles_swapped_public": Target,
    "swap_declined": Target,
    "rock_placed": Slot,
    "rock_removed": Slot,
    "tile_peeked": SlotTile,
    "tile_peeked_public": Slot,
    "tile_burned": Burned,
    "tile_drawn": Drawn,
    "tile_drawn_public": Empty,
    "gigamon_caught": GigamonCaught,
    "gigamon_lost": GigamonLost,
    "gigamons_in_turn": GigamonsInTurn,
    "game_over": GameOver,
}
