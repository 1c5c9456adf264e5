"""Elem Master on the table: which cells a person's clicks may pick next, from the legal actions.

Pure Python (no pygame), so the rules of picking are tested apart from drawing. An action is
reached by clicking its cells in order (a stack, then where it goes; an event card, then its
targets); a blaze's or a wave's set of cells may be clicked in any order.
"""

from __future__ import annotations

import itertools
import re
from typing import Any

from game.core import Action

CELL_RE = re.compile(r"^[a-j](10|[1-9])$")
MOVE_KINDS = {"move", "tunnel", "omove", "pick", "place", "unplace"}
ATTACK_KINDS = {"attack", "oattack", "enchant"}


def is_cell(x: str) -> bool:
    return bool(CELL_RE.match(x))


def kind_class(a: Action) -> str:
    if a.kind == "event":
        return "event"
    if a.kind in MOVE_KINDS:
        return "move"
    if a.kind in ATTACK_KINDS:
        return "attack"
    return "special"


def action_paths(a: Action) -> list[tuple[str, ...]]:
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


class Picks:
    """The selection (cells, an event card) of the seat at the screen, and what it leads to.
    The table gives `acting_seat()`, `legal(seat)` and `version` (grows with every event)."""

    sel: list[str]
    sel_event: str | None
    _paths_key: Any
    _paths: list[tuple[tuple[str, ...], Action]]

    def paths(self) -> list[tuple[tuple[str, ...], Action]]:
        seat = self.acting_seat()
        key = (self.version, seat, self.feed.is_over)
        if key != self._paths_key:
            self._paths_key = key
            self._paths = [(p, a) for a in self.legal(seat) for p in action_paths(a)]
        return self._paths

    def candidates(self) -> list[tuple[tuple[str, ...], Action]]:
        """The actions still possible with the current selection (event card and cells)."""
        n, sel = len(self.sel), tuple(self.sel)
        out = []
        for p, a in self.paths():
            if self.sel_event is not None:
                if a.kind != "event" or str(a.args[0]) != self.sel_event:
                    continue
            elif a.kind == "event" or not p:
                continue
            if p[:n] == sel:
                out.append((p, a))
        return out

    def targets(self) -> dict[str, list[str]]:
        """Cells a click may add to the selection, with the kinds of action they lead to."""
        n = len(self.sel)
        out: dict[str, list[str]] = {}
        for p, a in self.candidates():
            if len(p) > n:
                kinds = out.setdefault(p[n], [])
                if kind_class(a) not in kinds:
                    kinds.append(kind_class(a))
        return out

    def complete(self) -> list[Action]:
        seen: list[Action] = []
        for p, a in self.candidates():
            if len(p) == len(self.sel) and a not in seen:
                seen.append(a)
        return seen

    def starts(self) -> set[str]:
        return {p[0] for p, a in self.paths() if p and a.kind != "event"}
