"""Elementals (stacks of tokens) and which element beats which."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.elemmaster import contract

BEATS = contract.BEATS  # the relation is published in the contract: the table names an attack's effect


def beats(a: str, b: str) -> bool:
    return b in BEATS[a]


def interacts(a: str, b: str) -> bool:
    return b in BEATS[a] or a in BEATS[b]


_new = object.__new__

# An elemental's fields as the engine holds them: (owner, element, level, played, pin, morph).
Fields = tuple[int, str, int, bool, int, str | None]
# Each distinct elemental as a seat is sent it, made once: a view or a status holds the same
# immutable `contract.Stack` for every stack of equal fields (a few thousand values at most).
STACK_VIEWS: dict[Fields, contract.Stack] = {}


def view_of(fields: Fields) -> contract.Stack:
    """The contract's `Stack` for these fields (`Stack.to_view`), shared by every equal stack."""
    found = STACK_VIEWS.get(fields)
    if found is None:
        owner, element, level, played, pin, morph = fields
        found = STACK_VIEWS[fields] = contract.Stack(owner, element, level, int(played), pin, morph or "")
    return found


class Stack:
    """An elemental: 1-3 tokens of one element and one owner on one cell.

    `played` is the X marker. `pin` counts the owner's turn ends still to pass before the
    marker may be cleared: 0 for an ordinary marker (cleared at the end of the owner's
    turn), 1 for "immobilisé au prochain tour" (Hiver, Gel), 2 for a Jungle growth (kept
    through this turn's end, cleared at the end of the next one). `morph` is the element it
    acts as this turn (Métamorphe); its tokens stay of `element`.
    """

    __slots__ = ("owner", "element", "level", "played", "pin", "morph")

    def __init__(
        self, owner: int, element: str, level: int, played: bool = False, pin: int = 0, morph: str | None = None
    ) -> None:
        self.owner = owner
        self.element = element
        self.level = level
        self.played = played
        self.pin = pin
        self.morph = morph

    @property
    def eff(self) -> str:
        """The element it acts as."""
        return self.morph or self.element

    def copy(self) -> Stack:
        new = _new(Stack)
        new.owner, new.element, new.level = self.owner, self.element, self.level
        new.played, new.pin, new.morph = self.played, self.pin, self.morph
        return new

    def to_json(self) -> list[Any]:
        """The serial form (saves): the list JSON writes, so a saved position equals its JSON."""
        return [self.owner, self.element, self.level, int(self.played), self.pin, self.morph or ""]

    def to_view(self) -> contract.Stack:
        """What a seat is sent: the contract's `Stack`, a NamedTuple that JSON writes as `to_json`'s list."""
        return view_of((self.owner, self.element, self.level, self.played, self.pin, self.morph))

    @classmethod
    def from_json(cls, data: Sequence[Any]) -> Stack:
        owner, element, level, played, pin, morph = data
        return cls(int(owner), str(element), int(level), bool(played), int(pin), morph or None)

    def __repr__(self) -> str:
        flags = ("X" if self.played else "") + (f"p{self.pin}" if self.pin else "")
        return f"<{self.owner}:{self.element}{self.level}{flags}{'>' + self.morph if self.morph else ''}>"
