"""What the Kaiju table draws: the display model less the pieces still flying to their place.

The model folds an event in before its animation starts, so a card taken is already in the hand
while it flies there. Each flight names the place it lands on (a key such as `("hand", seat, card)`),
and this keeps it out of that place until it lands.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from scenes.kaiju.model import KaijuModel

FlightKey = tuple[Any, ...]  # ("slot", i), ("hand", seat, card | "back"), ("mecha", seat, face), ...


class Landed:
    """The model as drawn now; `model` gives the table's current model (it is rebuilt on a sync)."""

    def __init__(self, model: Callable[[], KaijuModel]) -> None:
        self._model = model
        self._flying: Counter[FlightKey] = Counter()

    def take_off(self, key: FlightKey) -> None:
        self._flying[key] += 1

    def land(self, key: FlightKey) -> None:
        self._flying[key] -= 1
        if self._flying[key] <= 0:
            del self._flying[key]

    def clear(self) -> None:
        """The screen has caught up: nothing is on its way any more."""
        self._flying.clear()

    def flying(self, key: FlightKey) -> int:
        """How many pieces are still on their way to `key`."""
        return self._flying[key]

    def incoming(self, seat: int) -> int:
        """How many cards are still on their way to a seat's hand."""
        return sum(n for k, n in self._flying.items() if k[:2] == ("hand", seat))

    def hand(self, seat: int) -> tuple[list[int] | None, int]:
        """(the Kaiju face up or None, how many) as drawn now."""
        p = self._model().players[seat]
        coming = [k[2] for k, n in self._flying.items() if k[:2] == ("hand", seat) for _ in range(n)]
        if p.hand is None:
            return None, max(0, p.kaiju - len(coming))
        hand = list(p.hand)
        for card in coming:
            if card in hand:
                hand.remove(card)
        return hand, len(hand)

    def mechas(self, seat: int) -> list[int]:
        return [f for f in self._model().players[seat].mechas if not self._flying[("mecha", seat, f)]]

    def discard(self) -> list[int]:
        cards = self._model().shown_discard()
        return cards[: max(0, len(cards) - self._flying[("discard",)])]

    def groups(self, seat: int) -> list[tuple[str, int, int]]:
        """A hand as stacks: (art, count, value), Kaiju by value then the Mechas."""
        hand, n = self.hand(seat)
        out: list[tuple[str, int, int]] = []
        if hand is not None:
            out += [(f"k{v}", c, v) for v, c in sorted(Counter(hand).items())]
        elif n:
            out.append(("back", n, 0))
        return out + [(f"M{f}", 1, f) for f in self.mechas(seat)]
