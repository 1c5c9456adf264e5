"""Elemons & Gigamons as the screen shows it: built from a seat's view, kept up by its events.

The table draws from this model, not from the engine: while events are being
shown one by one the model is exactly as far as the screen is, and it can be
fed from a network as well as from a local match. Law (tests/test_all_games.py):
the model of the view before an action, with the seat's visible events folded
in, equals the model of the view after.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from game.core import Event


@dataclass
class Cell:
    tile: bool = True
    face_up: str | None = None
    rock: int | None = None  # the seat whose Rock lies here


@dataclass
class Player:
    won: int = 0
    gigamons: list[str] = field(default_factory=list)
    tiles: list[str] | None = None  # known only to the seat itself


@dataclass
class ElemonsModel:
    seat: int | None
    grid: list[Cell]
    players: list[Player]
    gigamons: dict[str, int | None]
    current: int
    pile: int
    box: list[str]
    rocks_free: int
    over: bool = False
    turn: int = 0  # turns played so far (the engine's count: the turn limit is said before it ends)

    @classmethod
    def from_view(cls, view: dict[str, Any], seat: int | None) -> ElemonsModel:
        rocks = {int(s): o for s, o in view["rocks"].items()}
        grid = [Cell(c["tile"], c["face_up"], rocks.get(i)) for i, c in enumerate(view["grid"])]
        players = [
            Player(p["won"], sorted(p["gigamons"]), sorted(p["tiles"]) if "tiles" in p else None)
            for p in view["players"]
        ]
        return cls(seat, grid, players, dict(view["gigamons"]), view["current"], view["pile"], sorted(view["box"]),
                   view["rocks_free"], view["over"], view["turn"])

    def apply(self, ev: Event) -> None:
        """Fold in one event this seat may see."""
        d, k = ev.data, ev.kind
        if k == "grid_dealt":
            for s in d["slots"]:
                self.grid[s] = Cell()
            self.pile = d["pile"]
        elif k == "turn_ended":
            self.turn += 1
        elif k == "turn_started":
            self.current = ev.seat if ev.seat is not None else self.current
        elif k == "tile_turned":
            self.grid[d["slot"]].face_up = d["tile"]
        elif k == "tiles_hidden":
            for s in d["slots"]:
                self.grid[s].face_up = None
        elif k == "pair_won":
            for s in d["slots"]:
                self.grid[s] = Cell(tile=False)
            self._gain(ev.seat, d["tiles"])
        elif k == "slot_refilled":
            self.grid[d["slot"]] = Cell(rock=self.grid[d["slot"]].rock)
            self.pile = d["pile"]
        elif k == "tile_drawn":
            self._tiles(ev.seat, add=[d["tile"]])
        elif k == "tile_drawn_public":
            self.players[self._seat(ev)].won += 1
            self.pile -= 1
        elif k == "rock_placed":
            self.grid[d["slot"]].rock = ev.seat
            self.rocks_free -= 1
        elif k == "rock_removed":
            self.grid[d["slot"]].rock = None
            self.rocks_free += 1
        elif k == "tiles_swapped":
            self._tiles(ev.seat, add=[d["took"]], remove=[d["gave"]])
            self._tiles(d["target"], add=[d["gave"]], remove=[d["took"]])
        elif k == "tile_burned":
            self.players[d["target"]].won -= 1
            self._tiles(d["target"], remove=[d["tile"]])
            self.box = sorted([*self.box, d["tile"]])
        elif k == "gigamon_caught":
            seat = self._seat(ev)
            holder = d["from"]
            if holder is not None:
                self.players[holder].gigamons.remove(d["kind"])
            self.players[seat].gigamons = sorted([*self.players[seat].gigamons, d["kind"]])
            self.gigamons[d["kind"]] = seat
            self.players[seat].won -= len(d["given"])
            self._tiles(seat, remove=d["given"])
            self.box = sorted(self.box + d["given"])
        elif k == "game_over":
            self.over = True

    def _seat(self, ev: Event) -> int:
        assert ev.seat is not None, f"{ev.kind} names its seat"
        return ev.seat

    def _gain(self, seat: int | None, tiles: list[str]) -> None:
        if seat is None:
            return
        self.players[seat].won += len(tiles)
        self._tiles(seat, add=tiles)

    def _tiles(self, seat: int | None, add: Sequence[str] = (), remove: Sequence[str] = ()) -> None:
        """The seat's own tiles, where this model knows them (its own seat)."""
        if seat is None or seat != self.seat:
            return
        tiles = list(self.players[seat].tiles or [])
        for kind in remove:
            tiles.remove(kind)
        self.players[seat].tiles = sorted(tiles + list(add))
