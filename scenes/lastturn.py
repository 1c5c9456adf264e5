"""The last move, shared by every table: what each seat's last turn touched, and that turn again.

A person coming back to the board after the others played sees where they moved: each seat's
places stay marked until that seat's next turn starts (its new turn's places then replace them).
"Show the last turn again" (a button and L, in the kit: scenes/table.py) plays the last finished
turn's animations once more from the events this screen showed, starting from a copy of the
display model taken when that turn began, never from the engine.

A game's table says which event kinds start a turn (`turn_starts`), which close one
(`turn_ends`: a round's end, the game's), whether each start is a whole move by itself
(`turn_single`: Monsters, where everybody plays at once), which clear every mark (`turn_resets`:
a new round) and which places an event touched
(`touched(ev)`: cells, slots, panels: whatever its own drawing knows how to frame).
Pure Python (no pygame).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass, field
from typing import Any

from game.core import Event


@dataclass
class TurnRecord:
    """One turn as this screen showed it: whose, its events (echoes left out) and the model before it."""

    seat: int | None
    events: list[Event] = field(default_factory=list)
    before: Any = None  # the display model as the turn began (None: rebuilt from a view, no replay)
    closed: bool = False


class LastTurn:
    """Per seat, the places of its last (or current) turn; the last two turns' events."""

    def __init__(self, starts: Iterable[str], ends: Iterable[str] = (), single: bool = False,
                 resets: Iterable[str] = ()) -> None:
        self.starts = frozenset(starts)
        self.ends = frozenset(ends)
        self.resets = frozenset(resets)  # a new round: every mark goes
        self.single = single
        self.turn: int | None = None  # the seat whose turn the events belong to
        self.cells: dict[int, list[Hashable]] = {}
        self.records: list[TurnRecord] = []

    def clear(self, turn: int | None = None) -> None:
        """Drawn anew from a view (start, undo, hand-over): the marks are folded in again, no replay."""
        self.turn, self.cells, self.records = turn, {}, []

    def add(self, ev: Event, touched: Iterable[Hashable], before: Callable[[], Any] | None = None,
            echo: bool = False) -> None:
        """Fold in one event as it is shown; `before()` copies the display model (asked at a turn's start).
        An echo (the public twin of a private event the screen just showed) adds nothing."""
        if echo:
            return
        if ev.kind in self.resets:
            self.cells = {}
        if ev.kind in self.starts:
            self._close()
            self.turn = ev.seat
            record = TurnRecord(ev.seat, [ev], before() if before is not None else None, closed=self.single)
            self.records = [*self.records[-1:], record]
            if ev.seat is not None:
                self.cells[ev.seat] = list(dict.fromkeys(touched))
            return
        if ev.kind in self.ends:
            self._close()
            return
        if self.turn is None:
            return
        if self.records and not self.records[-1].closed:
            record = self.records[-1]
            if record.before is None and before is not None:
                # a turn whose start came folded into the opening view (a bot playing first): the
                # display model before its first shown event stands in for it (nc10/nc11: no "Revoir")
                record.before = before()
            record.events.append(ev)
        if self.single:
            return
        mine = self.cells.setdefault(self.turn, [])
        for place in touched:
            if place not in mine:
                mine.append(place)

    def _close(self) -> None:
        if self.records:
            self.records[-1].closed = True

    def forget(self, seat: int) -> None:
        """A seat left the game: its marks go."""
        self.cells.pop(seat, None)

    def marks(self) -> dict[Hashable, int]:
        """place -> the seat whose last turn touched it (the turn being played drawn last)."""
        out: dict[Hashable, int] = {}
        for seat in sorted(self.cells, key=lambda s: s == self.turn):
            for place in self.cells[seat]:
                out[place] = seat
        return out

    def last(self, finished: bool = True) -> TurnRecord | None:
        """The turn "show the last turn again" plays: the last one that ended (or, when `finished` is
        False, at the end of a game, the one going on), if this screen saw it begin."""
        for record in reversed(self.records):
            if (record.closed or not finished) and record.before is not None and len(record.events) > 0:
                return record
        return None
