"""Elem Master on the table: which cells a person's clicks pick next, and the action they reach.

Pure Python (no pygame), so the rules of picking are tested apart from drawing. An action is
reached by clicking its cells in order (a stack, then where it goes; an event card, then its
targets); a blaze's or a wave's set of cells may be clicked in any order. The selection only
reads the legal actions: a click no legal action reaches becomes the attempt the person meant,
which the table sends so that the engine says why it refuses it.

A click on another of the seat's own stacks selects it, or merges into it (a move). The rules
let a stack attack (or blow on) one's own ("convertir ses propres troupes"): such a stack is lit
in a shade of its own (`own`), and a click on it sends the attack (the table asks first) or,
for a souffle or several actions, offers them as buttons.
Digits choose how many tokens where only the count is left (`count_menu`, `by_count`, `whole`).

A wave is its own choice (`wave`, the bar's « Vague » button once a Water that may lead one is
selected): without it a Water's second click attacks or moves at once, as every piece's does (nc34
shot 126: the attack waited for a violet Water, and the click meant to select the next Water joined
it to the wave); with it, only the waves of the selected Water are offered, their companions clicked
after the target.
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
COUNTED_KINDS = ("move", "tunnel", "omove", "souffle")  # their last argument says how many tokens

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


def count_of(a: Action) -> int | None:
    """How many tokens a move (a tunnel, an Oracle's move) carries or a souffle spends; None for
    the actions that are not counted."""
    if a.kind in COUNTED_KINDS and len(a.args) == 3 and isinstance(a.args[2], int):
        return a.args[2]
    return None


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
        # what the selected stack could do to the seat's own stack a click just selected instead
        # (an attack, a souffle...): the table offers them as buttons, an attack behind a question
        self.set_aside: list[Action] = []
        self.wave = False  # the wave chosen (the bar's « Vague »): only the selected Water's waves are offered
        self._paths_key: Hashable = None
        self._paths: list[tuple[Path, Action]] = []
        self._usable: list[str] = []

    def __bool__(self) -> bool:
        return bool(self.cells) or self.event is not None

    def clear(self) -> None:
        self.cells, self.event, self.set_aside, self.wave = [], None, [], False

    def can_wave(self) -> bool:
        """The one selected stack may lead a wave (the bar offers « Vague »)."""
        if self.event is not None or len(self.cells) != 1:
            return False
        return any(a.kind == "vague" and p[0] == self.cells[0] for p, a in self.paths())

    def choose_wave(self, on: bool = True) -> bool:
        """The wave chosen (or let go) for the selected Water; False when it may lead none."""
        if on and not self.can_wave() and not self.wave:
            return False
        self.wave = on
        return True

    # -- whose pieces an action hurts -------------------------------------------------------------
    def _owner(self, cell: str) -> int | None:
        s = self.link.model().stacks.get(cell)
        return int(s.owner) if s is not None else None

    def is_own(self, cell: str) -> bool:
        """The cell holds a stack of the seat at the screen."""
        seat = self.link.model().seat
        return seat is not None and self._owner(cell) == seat

    def hurts_friend(self, a: Action) -> bool:
        """An attack whose target is the seat's own stack or its partner's (2v2): the rules allow
        it ("convertir ses propres troupes"), a person asks for it knowingly."""
        if a.kind not in ATTACK_KINDS or len(a.args) < 2:
            return False
        m, owner = self.link.model(), self._owner(str(a.args[1]))
        if m.seat is None or owner is None:
            return False
        return owner == m.seat or m.sides[owner] == m.sides[m.seat]

    def _aside(self, p: Path, a: Action) -> bool:
        """An action of the selected stack on another of the seat's own stacks other than a merge:
        a click on one's own stack selects it, so that stack is no target of it (the action is
        offered as a button once the click selected the stack)."""
        return self.event is None and len(p) >= 2 and kind_class(a) != "move" and self.is_own(p[1])

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
            if (a.kind == "vague") != self.wave:
                continue  # a wave only once chosen, and then nothing else
            if p[:n] == sel:
                out.append((p, a))
        return out

    def targets(self) -> dict[str, list[str]]:
        """Cells a click may add to the selection, with the kinds of action they lead to. One's own
        stack that the selected one may attack (or blow on) is lit in its own shade, `own` (a
        newcomer never found the conversion that won his game: his own Fire was not lit)."""
        n = len(self.cells)
        out: dict[str, list[str]] = {}
        for p, a in self.candidates():
            if len(p) > n:
                kind = "own" if n == 1 and self._aside(p, a) else kind_class(a)
                kinds = out.setdefault(p[n], [])
                if kind not in kinds:
                    kinds.append(kind)
        return out

    def complete(self) -> list[Action]:
        """The actions the selection reaches as it stands (a menu when there are several)."""
        seen: list[Action] = []
        for p, a in self.candidates():
            if len(p) == len(self.cells) and a not in seen and not (a.kind in ATTACK_KINDS and self._aside(p, a)):
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
        aside = self._aside_on(cell) if self.is_own(cell) else []
        if aside and self.targets().get(cell) == ["own"]:
            # one's own stack, lit in its shade: an attack, the one thing the selected stack may do to
            # it, is sent (the table asks first); a souffle (it may crush one's piece into another, and
            # spends the Air) or several actions wait as buttons that say what they do
            if len(aside) == 1 and aside[0].kind in ATTACK_KINDS:
                self.set_aside = []
                return aside[0]
            self.set_aside = aside
            return None
        self.set_aside = []
        if cell in self.targets():
            self.cells.append(cell)
            done = self.complete()
            last = len(done) == 1 and (len(self.cells) > 1 or done[0].kind == "pick" or self.event is not None)
            if last and not self.targets():
                return done[0]
        elif self.cells and cell == self.cells[-1]:
            if self.wave and len(self.cells) == 1:
                self.wave = False  # the Water clicked again: the wave let go, its plain actions back
                return None
            done = self.complete()
            if len(done) == 1:
                return done[0]
            if len(self.cells) == 1 and not done and cell in self.link.model().stacks:
                # a second click on a stack that cannot grow (reserve empty, level 3, wrong terrain):
                # the growth it means, so that the engine says why instead of nothing happening
                self.clear()
                return act("grow", cell)
            return self.whole()  # a second click on where the tokens go: the whole stack
        elif self.event is None and cell in self.starts():
            self.cells, self.wave = [cell], False
            done = self.complete()
            if not self.targets() and len(done) == 1 and done[0].kind == "pick":
                return done[0]
        else:
            return self._refused(cell)
        return None

    def _aside_on(self, cell: str) -> list[Action]:
        """What the selected stack may do to the seat's own stack on `cell` besides a merge."""
        if self.event is not None or len(self.cells) != 1:
            return []
        out: list[Action] = []
        for p, a in self.candidates():
            if p == (self.cells[0], cell) and self._aside(p, a) and a not in out:
                out.append(a)
        return out

    def count_menu(self) -> list[Action]:
        """When the selection ends on a cell where tokens are moved (or spent) by the count, the
        counted actions of one kind, fewest tokens first: a digit presses the count, Enter the most."""
        done = self.complete()
        for kind in COUNTED_KINDS:
            counted = sorted((a for a in done if a.kind == kind and count_of(a) is not None),
                             key=lambda a: count_of(a) or 0)
            if counted:
                return counted
        return []

    def whole(self) -> Action | None:
        """The move of the whole stack, when the selection ends on a cell where only the number of
        tokens is left to choose (Enter, or a second click on the cell)."""
        counted = self.count_menu()
        if len(self.cells) < 2 or not counted or len(counted) != len(self.complete()) or counted[0].kind == "souffle":
            return None  # a souffle spends its tokens: never "all" by default
        return counted[-1]

    def by_count(self, n: int) -> Action | None:
        """The counted action carrying `n` tokens, clamped to what the menu offers."""
        counted = self.count_menu()
        if not counted:
            return None
        return next((a for a in counted if count_of(a) == n), counted[-1] if n > (count_of(counted[-1]) or 0)
                    else counted[0])

    def _refused(self, cell: str) -> Action | None:
        """A click on a cell no legal action reaches: the attempt it means, if any."""
        attempt: Action | None = None
        stacks = self.link.model().stacks
        if self.event is not None:
            attempt = act("event", self.event, cell)
        elif self.cells:
            src, there = stacks.get(self.cells[0]), stacks.get(cell)
            kind = "attack" if there is not None and src is not None and there.owner != src.owner else "move"
            attempt = act(kind, self.cells[0], cell, *([src.level if src else 1] if kind == "move" else []))
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
        self.cells, self.event, self.wave = [], card, False
        return True

    def select_next_event(self) -> bool:
        """Selects the usable event card after the selected one (the first after the last);
        False when no card may be played."""
        usable = self.usable_events()
        if not usable:
            return False
        i = usable.index(self.event) + 1 if self.event in usable else 0
        self.cells, self.event, self.wave = [], usable[i % len(usable)], False
        return True
