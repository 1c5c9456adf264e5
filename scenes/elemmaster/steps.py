"""The actions of a turn, numbered 1, 2, 3 as they were played: a bot's three actions read one by one.

A newcomer watching the bot's turn saw three things move at once and could not tell which came
first. Each action the table sends (a person's click, a bot's step) comes back as one batch of
events; the first event of a batch that is no turn's start or end opens an action. Its number
labels the acting cell while it plays, the caption under the board ("Action 2 : ..."), and the
cells it touched keep the number among the last move's marks until that seat's next turn.
Pure Python (no pygame): it reads the events only.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from game.core import Event

# the events that never open an action: a turn's frame, the game's end, the free start
NOT_ACTIONS = frozenset({"turn_start", "turn_end", "game_over", "setup", "placed", "unplaced", "placed_hidden",
                         "unplaced_hidden", "ready", "revealed", "step_done", "eliminated", "removed_from_game"})


class TurnSteps:
    """Per seat, the cells of its last turn with the numbers of the actions that touched them."""

    def __init__(self) -> None:
        self._heads: dict[int, Event] = {}  # id -> the events that open an action, not shown yet
        self.number: dict[int, int] = {}  # id of a shown action's first event -> its number in its turn
        self.turn: int | None = None
        self.count = 0
        self.cells: dict[int, dict[str, list[int]]] = {}

    def clear(self) -> None:
        """Drawn anew from a view (start, undo, hand-over): no numbers until the next turn begins."""
        self._heads.clear()
        self.number.clear()
        self.turn, self.count, self.cells = None, 0, {}

    def begin(self, seat: int | None) -> None:
        """The screen was drawn anew in the middle of `seat`'s turn (a scenario, the tutorial, an
        undo): its next actions are numbered from 1."""
        self.turn, self.count = seat, 0
        if seat is not None:
            self.cells[seat] = {}

    def batch(self, events: Sequence[Event]) -> None:
        """The events one action brought: its first event (not a turn's frame) opens that action."""
        for ev in events:
            if ev.kind in ("turn_start", "turn_end", "game_over"):
                return  # an end of turn: the next seat's start-of-turn events are no action
            if ev.kind not in NOT_ACTIONS:
                self._heads[id(ev)] = ev
                return

    def shown(self, ev: Event, cells: Iterable[str], keep: Iterable[Event] = ()) -> int | None:
        """Fold in one event as the screen shows it; the number of the action it opens, else None.
        `keep`: the events the last turns' records hold (their numbers serve a turn shown again)."""
        if ev.kind == "turn_start":
            alive = {id(e) for e in keep}
            self.number = {k: v for k, v in self.number.items() if k in alive}
            self.turn, self.count = ev.seat, 0
            if ev.seat is not None:
                self.cells[ev.seat] = {}
            return None
        opened = self._heads.pop(id(ev), None) is ev
        if opened:
            self.count += 1
            self.number[id(ev)] = self.count
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
        return self.number.get(id(ev))

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
