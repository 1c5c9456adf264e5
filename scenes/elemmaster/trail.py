"""The cells each player's last turn touched, kept from the events the table shows.

A person coming back to the board after the others played sees where they moved, attacked or
grew: each seat's cells stay marked until that seat's next turn starts (then its new turn's
cells replace them). Pure Python (no pygame): read from the events' data only, never the engine.
"""

from __future__ import annotations

from game.core import Event

# the event fields that name the cells an action touched (the rest are counts, elements, seats)
CELL_FIELDS = ("src", "dst", "cell", "winner", "loser")
LIST_FIELDS = ("cells", "members")
# a free start's placements, the reveal and the set-up are no one's turn
SKIPPED = frozenset({"setup", "placed", "unplaced", "placed_hidden", "unplaced_hidden", "revealed", "ready"})


class Trail:
    """Per seat, the cells of its last (or current) turn, in the order they were touched."""

    def __init__(self) -> None:
        self.turn: int | None = None  # the seat whose turn the events belong to
        self.cells: dict[int, list[str]] = {}

    def clear(self, turn: int | None = None) -> None:
        """Drawn anew from a view (start, undo, hand-over): no history to show."""
        self.turn, self.cells = turn, {}

    def add(self, ev: Event) -> None:
        """Fold in one event as it is shown."""
        if ev.kind == "turn_start" and ev.seat is not None:
            self.turn = ev.seat
            self.cells[ev.seat] = []
            return
        if ev.kind in SKIPPED or self.turn is None:
            return
        if ev.kind == "removed_from_game" and ev.seat is not None:
            self.cells.pop(ev.seat, None)
            return
        mine = self.cells.setdefault(self.turn, [])
        d = ev.data
        found = [d[k] for k in CELL_FIELDS if isinstance(d.get(k), str)]
        found += [c for k in LIST_FIELDS if isinstance(d.get(k), list) for c in d[k] if isinstance(c, str)]
        for c in found:
            if c not in mine:
                mine.append(c)

    def marks(self) -> dict[str, int]:
        """cell -> the seat whose last turn touched it (the most recent turn wins a shared cell)."""
        out: dict[str, int] = {}
        order = sorted(self.cells, key=lambda s: s == self.turn)  # the turn being played drawn last
        for seat in order:
            for c in self.cells[seat]:
                out[c] = seat
        return out
