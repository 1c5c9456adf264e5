"""The actions of a turn, numbered 1, 2, 3 as they were played: a bot's three actions read one by one.

A newcomer watching the bot's turn saw three things move at once and could not tell which came
first. Each action the table sends (a person's click, a bot's step) comes back as one batch of
events; the first event of a batch that is no turn's start or end opens an action. Its number
labels the acting cell while it plays, the caption under the board ("Action 2 : ..."), and the
cell where it ended keeps the number among the last move's marks until that seat's next turn.
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
        """The events that came together, the first at place `at` of the history: one action's (a
        click's, a bot's step) or several (a network host's, read in one frame): each action's first
        event (not a turn's frame) opens it."""
        self._heads |= self.heads_of(list(enumerate(events, at)))

    def refold(self, events: Sequence[tuple[int, Event]], cells_of: Callable[[Event], Iterable[str]]) -> None:
        """Drawn anew (an undo, a hand-over): the numbers again from the events shown so far, given
        with their places (the places past the last one were taken back; queued ones keep theirs)."""
        known = set(self.number) or self.heads_of(events)  # a reloaded game: none numbered yet
        last = max((at for at, _ in events), default=-1)
        queued = {at for at in self._heads if at > last}
        self.clear()
        for at, ev in events:
            if at in known:
                self._heads.add(at)
            self.shown(ev, at, cells_of(ev))
        self._heads |= queued

    @staticmethod
    def heads_of(events: Sequence[tuple[int, Event]]) -> set[int]:
        """The places of the events that opened an action, from the events alone (a game reloaded
        from its save: no batch was seen): an action's last event carries the public `status`, so
        the next event that is no turn's frame opens the next action."""
        heads: set[int] = set()
        open_next = True
        for at, ev in events:
            if ev.kind in ("turn_end", "game_over"):
                open_next = False  # the next seat's start-of-turn events belong to the action that ended it
            elif open_next and ev.kind not in NOT_ACTIONS:
                heads.add(at)
                open_next = False
            if "status" in ev.data:
                open_next = True
        return heads

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
        touched = list(cells)
        if self.turn is not None and self.count and ev.kind not in NOT_ACTIONS and touched:
            # one badge per action, on the cell where it ended (a move's arrival, an attack's target, a
            # pushed piece's stop): a badge on every cell touched piled up « 1·2 », « 3·4 » on six cells
            # at once (nc13 shots 94, 110)
            mine = self.cells.setdefault(self.turn, {})
            for c in [c for c, numbers in mine.items() if self.count in numbers]:
                mine[c].remove(self.count)
                if not mine[c]:
                    del mine[c]
            mine.setdefault(touched[-1], []).append(self.count)
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
        now = self.cells.get(self.turn, {}) if self.turn is not None else {}
        for who in sorted(self.cells, key=lambda s: s == self.turn):
            if who == hide:
                continue
            for c, numbers in self.cells[who].items():
                if who != self.turn and c in now:
                    continue  # the turn being played went there since: an older "2" read as on the new piece
                kept = tuple(n for n in numbers if who != seat or n <= upto)
                if kept:
                    out[c] = kept
        return out
