"""The actions of a turn, numbered 1, 2, 3 as they were played: a bot's three actions read one by one.

A newcomer watching the bot's turn saw three things move at once and could not tell which came
first. Each action the table sends (a person's click, a bot's step) comes back as one batch of
events; the first event of a batch that is no turn's start or end opens an action. Its number
labels the acting cell while it plays, the caption under the board ("Action 2 : ..."), and the
cells it touched keep the number among the last move's marks until that seat's next turn.
Pure Python (no pygame): it reads the events only.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from game.core import Event

# the events that never open an action: a turn's frame, the game's end, the free start
NOT_ACTIONS = frozenset({"turn_start", "turn_end", "game_over", "setup", "placed", "unplaced", "placed_hidden",
                         "unplaced_hidden", "ready", "revealed", "step_done", "eliminated", "removed_from_game"})


class TurnSteps:
    """Per seat, the cells of its last turn with the numbers of the actions that touched them.
    Events are known by their place in the game's history (an undo draws the history anew, with
    new event objects at the same places)."""

    def __init__(self) -> None:
        self._heads: set[int] = set()  # the places of the events that open an action, not shown yet
        self.number: dict[int, int] = {}  # place of a shown action's first event -> its number in its turn
        self._by_id: dict[int, int] = {}  # the same, by the event's identity (a turn shown again)
        self.turn: int | None = None
        self.count = 0
        self.cells: dict[int, dict[str, list[int]]] = {}

    def clear(self) -> None:
        """No numbers at all (a new table)."""
        self._heads.clear()
        self.number.clear()
        self._by_id.clear()
        self.turn, self.count, self.cells = None, 0, {}

    def begin(self, seat: int | None) -> None:
        """The screen was drawn anew in the middle of `seat`'s turn (a scenario, the tutorial): its
        next actions are numbered from 1."""
        self.turn, self.count = seat, 0
        if seat is not None:
            self.cells[seat] = {}

    def batch(self, events: Sequence[Event], at: int) -> None:
        """The events one action brought, the first at place `at` of the history: its first event
        (not a turn's frame) opens that action."""
        for i, ev in enumerate(events):
            if ev.kind in ("turn_start", "turn_end", "game_over"):
                return  # an end of turn: the next seat's start-of-turn events are no action
            if ev.kind not in NOT_ACTIONS:
                self._heads.add(at + i)
                return

    def refold(self, events: Sequence[tuple[int, Event]], cells_of: Callable[[Event], Iterable[str]]) -> None:
        """Drawn anew (an undo, a hand-over): the numbers again from the events shown so far, given
        with their places (the places past the last one were taken back; queued ones keep theirs)."""
        known = set(self.number)
        last = max((at for at, _ in events), default=-1)
        queued = {at for at in self._heads if at > last}
        self.clear()
        for at, ev in events:
            if at in known:
                self._heads.add(at)
            self.shown(ev, at, cells_of(ev))
        self._heads |= queued

    def shown(self, ev: Event, at: int, cells: Iterable[str]) -> int | None:
        """Fold in one event as the screen shows it (at place `at`); the number of the action it
        opens, else None."""
        if ev.kind == "turn_start":
            self.turn, self.count = ev.seat, 0
            if ev.seat is not None:
                self.cells[ev.seat] = {}
            return None
        opened = at in self._heads
        if opened:
            self._heads.discard(at)
            self.count += 1
            self.number[at] = self._by_id[id(ev)] = self.count
        if self.turn is not None and self.count and ev.kind not in NOT_ACTIONS:
            mine = self.cells.setdefault(self.turn, {})
            for c in cells:
                if self.count not in mine.setdefault(c, []):
                    mine[c].append(self.count)
        return self.count if opened else None

    def forget(self, seat: int) -> None:
        """A seat left the game: its numbers go with its marks."""
        self.cells.pop(seat, None)

    def of(self, ev: Event) -> int | None:
        """The number of the action `ev` opened (a turn shown again reads it), None for the others."""
        return self._by_id.get(id(ev))

    def marks(self, seat: int | None = None, upto: int = 0, hide: int | None = None) -> dict[str, tuple[int, ...]]:
        """cell -> the numbers of the actions of a last turn that touched it (the turn on show drawn
        last); `seat`'s own numbers only up to `upto` (its turn being shown again, action by action);
        none for `hide` (the person at the screen knows their own moves: two "1" on a cell, theirs and
        a hint's click order, read as one)."""
        out: dict[str, tuple[int, ...]] = {}
        for who in sorted(self.cells, key=lambda s: s == self.turn):
            if who == hide:
                continue
            for c, numbers in self.cells[who].items():
                kept = tuple(n for n in numbers if who != seat or n <= upto)
                if kept:
                    out[c] = kept
        return out
