"""Elem Master on the table: which cells a person's clicks pick next, and the action they reach.

Pure Python (no pygame), so the rules of picking are tested apart from drawing. An action is
reached by clicking its cells in order (a stack, then where it goes; an event card, then its
targets); a blaze's or a wave's set of cells may be clicked in any order. The selection only
reads the legal actions: a click no legal action reaches becomes the attempt the person meant,
which the table sends so that the engine says why it refuses it.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Hashable
from dataclasses import dataclass

from game.core import Action, act
from scenes.elemmaster.model import ElemMasterModel

CELL_RE = re.compile(r"^[a-j](10|[1-9])$")
MOVE_KINDS = {"move", "tunnel", "omove", "pick", "place", "unplace"}
ATTACK_KINDS = {"attack", "oattack", "enchant"}

Path = tuple[str, ...]


def is_cell(x: str) -> bool:
    return bool(CELL_RE.match(x))


def kind_class(a: Action) -> str:
    """The family an action is lit and coloured by: move, attack, event or special."""
    if a.kind == "event":
        return "event"
    if a.kind in MOVE_KINDS:
        return "move"
    if a.kind in ATTACK_KINDS:
        return "attack"
    return "special"


def action_paths(a: Action) -> list[Path]:
    """The cells a person clicks for an action, in the orders the action accepts."""
    args = [str(x) for x in a.args]
    if a.kind == "event":
        args = args[1:]
    cells = [x for x in args if is_cell(x)]
    if a.kind == "brasier" and len(cells) == 3:
        return [(cells[0], *p) for p in itertools.permutations(cells[1:])]
    if a.kind == "vague" and len(cells) > 2:
        return [(*cells[:2], *p) for p in itertools.permutations(cells[2:])]
    return [tuple(cells)]


@dataclass(frozen=True)
class SeatLink:
    """What the selection reads from the table: the position shown and the seat's legal actions."""

    model: Callable[[], ElemMasterModel]  # the position as the screen shows it
    legal: Callable[[], list[Action]]  # the legal actions of the seat at the screen ([] when none may act)
    stamp: Callable[[], Hashable]  # changes whenever `legal` may: the paths are worked out once per stamp


class Selection:
    """The selection (cells, an event card) of the seat at the screen, what it leads to, and the
    palette's element during a free start. Clicks return the action to send, if any."""

    def __init__(self, link: SeatLink) -> None:
        self.link = link
        self.cells: list[str] = []
        self.event: str | None = None  # the event card being played
        self.element = "earth"  # the palette's element, placed by a click during a free start
        self._paths_key: Hashable = None
        self._paths: list[tuple[Path, Action]] = []
        self._usable: list[str] = []

    def __bool__(self) -> bool:
        return bool(self.cells) or self.event is not None

    def clear(self) -> None:
        self.cells, self.event = [], None

    # -- what the selection leads to ---------------------------------------------------------
    def paths(self) -> list[tuple[Path, Action]]:
        """Every legal action with each order of cells that reaches it."""
        key = self.link.stamp()
        if key != self._paths_key:
            self._paths_key = key
            self._paths = [(p, a) for a in self.link.legal() for p in action_paths(a)]
            self._usable = list(dict.fromkeys(str(a.args[0]) for _, a in self._paths if a.kind == "event"))
        return self._paths

    def candidates(self) -> list[tuple[Path, Action]]:
        """The actions still possible with the current selection (event card and cells)."""
        n, sel = len(self.cells), tuple(self.cells)
        out = []
        for p, a in self.paths():
            if self.event is not None:
                if a.kind != "event" or str(a.args[0]) != self.event:
                    continue
            elif a.kind == "event" or not p:
                continue
            if p[:n] == sel:
                out.append((p, a))
        return out

    def targets(self) -> dict[str, list[str]]:
        """Cells a click may add to the selection, with the kinds of action they lead to."""
        n = len(self.cells)
        out: dict[str, list[str]] = {}
        for p, a in self.candidates():
            if len(p) > n:
                kinds = out.setdefault(p[n], [])
                if kind_class(a) not in kinds:
                    kinds.append(kind_class(a))
        return out

    def complete(self) -> list[Action]:
        """The actions the selection reaches as it stands (a menu when there are several)."""
        seen: list[Action] = []
        for p, a in self.candidates():
            if len(p) == len(self.cells) and a not in seen:
                seen.append(a)
        return seen

    def starts(self) -> set[str]:
        """The cells a selection may start from: the stacks some action begins with."""
        return {p[0] for p, a in self.paths() if p and a.kind != "event"}

    def usable_events(self) -> list[str]:
        """The event cards the seat may play now, in the order of the legal actions."""
        self.paths()
        return list(self._usable)

    # -- clicks --------------------------------------------------------------------------------
    def click_cell(self, cell: str, right: bool = False) -> Action | None:
        """A (left or right) click on a cell: the selection grows or starts again, or the click
        completes an action, or it is one the rules refuse: then the action the person meant,
        so that the engine says why. Returns the action to send, if any."""
        if self.link.model().phase == "placement":
            return self._click_placement(cell, right)
        if right:
            self.clear()
            return None
        if cell in self.targets():
            self.cells.append(cell)
            done = self.complete()
            last = len(done) == 1 and (len(self.cells) > 1 or done[0].kind == "pick" or self.event is not None)
            if last and not self.targets():
                return done[0]
        elif self.cells and cell == self.cells[-1]:
            done = self.complete()
            if len(done) == 1:
                return done[0]
        elif self.event is None and cell in self.starts():
            self.cells = [cell]
            done = self.complete()
            if not self.targets() and len(done) == 1 and done[0].kind == "pick":
                return done[0]
        else:
            return self._refused(cell)
        return None

    def _refused(self, cell: str) -> Action | None:
        """A click on a cell no legal action reaches: the attempt it means, if any."""
        attempt: Action | None = None
        stacks = self.link.model().stacks
        if self.event is not None:
            attempt = act("event", self.event, cell)
        elif self.cells:
            src, there = stacks.get(self.cells[0]), stacks.get(cell)
            kind = "attack" if there is not None and src is not None and there[0] != src[0] else "move"
            attempt = act(kind, self.cells[0], cell, *([src[2] if src else 1] if kind == "move" else []))
        elif cell in stacks:
            attempt = act("grow", cell)
        self.clear()
        return attempt

    def _click_placement(self, cell: str, right: bool) -> Action | None:
        """Free start: a left click places the palette's element, else takes the token back."""
        legal = self.link.legal()
        place, unplace = act("place", cell, self.element), act("unplace", cell)
        if not right and place in legal:
            return place
        if unplace in legal:
            return unplace
        return None if right else place  # a refused placement: the reason shows

    def click_card(self, card: str) -> bool:
        """A click on an event card: selects it (a second click lets it go). False when the card
        cannot be played now (the selection is left as it was)."""
        if self.event == card:
            self.clear()
            return True
        if card not in self.usable_events():
            return False
        self.cells, self.event = [], card
        return True

    def select_next_event(self) -> bool:
        """Selects the usable event card after the selected one (the first after the last);
        False when no card may be played."""
        usable = self.usable_events()
        if not usable:
            return False
        i = usable.index(self.event) + 1 if self.event in usable else 0
        self.cells, self.event = [], usable[i % len(usable)]
        return True
