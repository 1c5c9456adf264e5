"""Elemons & Gigamons as the screen shows it: built from a seat's view, kept up by its events.

The table draws from this model, not from the engine: while events are being
shown one by one the model is exactly as far as the screen is, and it can be
fed from a network as well as from a local match. Law (tests/test_all_games.py):
the model of the view before an action, with the seat's visible events folded
in, equals the model of the view after.
"""

from __future__ import annotations

from collections import Counter
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


@dataclass
class SeenHand:
    """What a seat has seen enter another seat's face-down hand: the kinds it saw (won in a pair, shown
    by an Aeromon's look, given to it in a swap) and how many came unseen (a Floramon's draw, a swap between
    two others, the position a scenario starts from)."""

    kinds: dict[str, int] = field(default_factory=dict)
    unseen: int = 0

    def add(self, kind: str | None) -> None:
        if kind is None:
            self.unseen += 1
        else:
            self.kinds[kind] = self.kinds.get(kind, 0) + 1

    def remove(self, kind: str | None) -> None:
        """One tile leaves: of that kind where it was seen there, else one of the unseen ones."""
        if kind is not None and self.kinds.get(kind, 0) > 0:
            self.kinds[kind] -= 1
            if not self.kinds[kind]:
                del self.kinds[kind]
        elif self.unseen > 0:
            self.unseen -= 1

    def blur(self) -> None:
        """Everything becomes unseen (a swap between two others: which kinds moved, nobody here knows)."""
        self.unseen += sum(self.kinds.values())
        self.kinds.clear()


class SeenHands:
    """The viewer's knowledge of the other seats' hands, folded from the events it was shown (never
    from the engine): what the panel of an opponent may show, and how close it is to a Gigamon."""

    def __init__(self, viewer: int | None, num_seats: int) -> None:
        self.viewer = viewer
        self.hands = [SeenHand() for _ in range(num_seats)]

    def apply(self, ev: Event) -> None:
        d, k, seat = ev.data, ev.kind, ev.seat
        if seat is None or not 0 <= seat < len(self.hands):
            return
        if k == "pair_won":
            for kind in d["tiles"]:
                self.hands[seat].add(kind)
        elif k == "tile_drawn_public" and seat != self.viewer:
            self.hands[seat].add(None)
        elif k == "hand_seen":
            self.hands[d["target"]] = SeenHand(dict(Counter(d["tiles"])))
        elif k == "tiles_swapped":
            self.hands[seat].remove(d["gave"])
            self.hands[seat].add(d["took"])
            self.hands[d["target"]].remove(d["took"])
            self.hands[d["target"]].add(d["gave"])
        elif k == "tiles_swapped_public" and self.viewer not in (seat, d["target"]):
            self.hands[seat].blur()
            self.hands[d["target"]].blur()
        elif k == "tile_burned":
            self.hands[d["target"]].remove(d["tile"])
        elif k == "gigamon_caught":
            for kind in d["given"]:
                self.hands[seat].remove(kind)

    def hand(self, seat: int, held: int) -> SeenHand:
        """The seat's hand as seen, squared with the count the screen shows (`held`): more held than seen
        are unseen (a scenario's start), fewer drop unseen ones first."""
        seen = self.hands[seat]
        kinds = dict(seen.kinds)
        extra = sum(kinds.values()) - held
        for kind in sorted(kinds, key=lambda x: kinds[x]):
            if extra <= 0:
                break
            cut = min(extra, kinds[kind])
            kinds[kind] -= cut
            extra -= cut
        kinds = {x: n for x, n in kinds.items() if n}
        return SeenHand(kinds, max(0, held - sum(kinds.values())))


def closest(hand: SeenHand, gigamons: dict[str, int | None], seat: int, need: int) -> list[tuple[str, int]]:
    """The kinds whose Gigamon the seat does not hold, of which it was seen to hold the most, with how
    many it still lacks (`need` make a catch); only kinds seen at least once, the nearest first."""
    out = [(kind, max(0, need - n)) for kind, n in hand.kinds.items() if gigamons.get(kind) != seat]
    out.sort(key=lambda x: x[1])
    return [x for x in out if x[1] == out[0][1]] if out else []


def short_of(hand: SeenHand, gigamons: dict[str, int | None], seat: int, need: int) -> list[tuple[str, int]]:
    """Every kind whose Gigamon the seat does not hold that it was seen one Elemon short of a catch, or none
    short, with how many it lacks, the nearest first. Unlike `closest`, a catch open now does not hide another
    kind one Elemon short (nc59 shots 021-022: three Electromons, and « À 1 Hydromon d'Halomon ! » went with two
    Hydromons still held)."""
    out = [(kind, max(0, need - n)) for kind, n in hand.kinds.items() if gigamons.get(kind) != seat]
    return sorted((x for x in out if x[1] <= 1), key=lambda x: x[1])
