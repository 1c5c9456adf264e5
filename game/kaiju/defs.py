"""Kaiju & Mecha dice definitions: data/kaiju/cards.yaml loaded into frozen dataclasses.

Every number of the rules (card counts, points, the start-hand target, the table size, the
two-player removal, the turn limit) lives in the YAML file; the engine reads it only from here.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

from game import data

GAME_ID = "kaiju"
EFFECTS = ("reroll", "steal", "set", "draw", "cancel")
SPECIALS = ("majority", "wound", "take_all")


@dataclass(frozen=True)
class KaijuCard:
    """One kind of Kaiju card: its value (also its points), how many, what it does."""

    value: int
    count: int
    effects: tuple[str, ...] = ()
    special: str | None = None


@dataclass(frozen=True)
class KaijuDefs:
    cards: tuple[KaijuCard, ...]
    mecha_faces: tuple[int, ...]
    mecha_points: int
    die_sides: int
    table_size: int
    start_hand_target: int
    majority_bonus: int
    wound_points: int
    removal_values: tuple[int, ...]
    removal_each: int
    turn_limit: int

    def __deepcopy__(self, memo: dict[int, object]) -> KaijuDefs:
        return self  # immutable: a cloned state shares its definitions

    def __getstate__(self) -> dict[str, Any]:
        return {k: v for k, v in self.__dict__.items() if k != "hand_cache"}  # a pickle carries no cache

    @cached_property
    def hand_cache(self) -> dict[tuple[int, ...], Any]:
        """The engine's per-hand lists for these definitions (`KaijuState._hand_entry`): kept here,
        they die with the definitions, and a hot-reloaded file starts an empty one."""
        return {}

    @property
    def values(self) -> tuple[int, ...]:
        return tuple(c.value for c in self.cards)

    @cached_property
    def _by_value(self) -> dict[int, KaijuCard]:
        """value -> the first card of that value (the rules ask for it at every step)."""
        out: dict[int, KaijuCard] = {}
        for c in self.cards:
            out.setdefault(c.value, c)
        return out

    def card(self, value: int) -> KaijuCard | None:
        return self._by_value.get(value)

    def effects_of(self, value: int) -> tuple[str, ...]:
        c = self._by_value.get(value)
        return c.effects if c else ()

    def with_special(self, special: str) -> frozenset[int]:
        return frozenset(c.value for c in self.cards if c.special == special)

    @cached_property  # definitions never change: computed once
    def majority_values(self) -> frozenset[int]:
        return self.with_special("majority")

    @cached_property  # definitions never change: computed once
    def wound_values(self) -> frozenset[int]:
        return self.with_special("wound")

    @cached_property  # definitions never change: computed once
    def take_all_values(self) -> frozenset[int]:
        return self.with_special("take_all")

    @cached_property  # definitions never change: computed once
    def cancel_values(self) -> frozenset[int]:
        return frozenset(c.value for c in self.cards if "cancel" in c.effects)

    def composition(self) -> list[int]:
        """Every Kaiju card of the box, by value, in a fixed order."""
        return [c.value for c in self.cards for _ in range(c.count)]

    def counts(self) -> Counter[int]:
        return Counter({c.value: c.count for c in self.cards})

    def removal(self, num_seats: int) -> list[int]:
        """The cards taken out of the pile before play (only at 2 players)."""
        if num_seats != 2:
            return []
        return [v for v in self.removal_values for _ in range(self.removal_each)]


def _parse(node: data.Node) -> KaijuDefs:
    node.only_keys(
        "kaiju",
        "mechas",
        "die_sides",
        "table_size",
        "start_hand_target",
        "majority_bonus",
        "wound_points",
        "two_player_removal",
        "turn_limit",
    )
    sides = node["die_sides"].int(2, 20)
    cards: list[KaijuCard] = []
    seen: set[int] = set()
    for item in node["kaiju"].list():
        item.only_keys("value", "count", "effects", "special")
        value = item["value"].int(1, 99)
        if value in seen:
            raise item["value"].error(f"value {value} is listed twice")
        seen.add(value)
        effects = tuple(e.str(EFFECTS) for e in item.get("effects", []).list())
        if len(set(effects)) != len(effects):
            raise item["effects"].error("an effect is listed twice")
        special = item["special"].str(SPECIALS) if item.has("special") else None
        if special and effects:
            raise item.error("a card has either activable effects or a special effect, not both")
        cards.append(KaijuCard(value, item["count"].int(1, 60), effects, special))
    if not cards:
        raise node["kaiju"].error("no Kaiju card")
    mechas = node["mechas"].only_keys("faces", "points")
    faces = tuple(f.int(1, sides) for f in mechas["faces"].list())
    if len(set(faces)) != len(faces):
        raise mechas["faces"].error("a Mecha face is listed twice")
    removal = node["two_player_removal"].only_keys("values", "each")
    each = removal["each"].int(0, 60)
    removal_values = tuple(v.int() for v in removal["values"].list())
    by_value = {c.value: c for c in cards}
    for i, v in enumerate(removal_values):
        if v not in by_value:
            raise removal["values"].list()[i].error(f"no Kaiju card of value {v}")
        if by_value[v].count < each:
            raise removal["each"].error(f"there are only {by_value[v].count} cards of value {v}")
    return KaijuDefs(
        cards=tuple(sorted(cards, key=lambda c: c.value)),
        mecha_faces=tuple(sorted(faces)),
        mecha_points=mechas["points"].int(0, 1000),
        die_sides=sides,
        table_size=node["table_size"].int(1, 40),
        start_hand_target=node["start_hand_target"].int(0, 1000),
        majority_bonus=node["majority_bonus"].int(0, 1000),
        wound_points=node["wound_points"].int(0, 1000),
        removal_values=removal_values,
        removal_each=each,
        turn_limit=node["turn_limit"].int(1, 100_000),
    )


def load_defs_from(path: str | Path) -> KaijuDefs:
    """Definitions from any file (tests use broken copies); DataError with file:line if bad."""
    return _parse(data.load(path))


@data.cached
def load_defs() -> KaijuDefs:
    return load_defs_from(data.game_file(GAME_ID, "cards.yaml"))


def take_way(values: tuple[int, ...] | list[int], dice: tuple[int, int] | list[int]) -> tuple[str, dict[str, int]]:
    """How the dice make a take, to say it in words ("un 7 : 5 + 2 aux dés", nc9 read "un 7 par 7
    obtenu aux dés" as nonsense): "faces" (two cards, one per die), "sum", "face" (one die shows
    it) or "diff" (the larger die less the smaller), with the figures each way needs."""
    a, b = int(dice[0]), int(dice[1])
    hi, lo = max(a, b), min(a, b)
    if len(values) == 2:
        return "faces", {"a": a, "b": b}
    v = int(values[0])
    if v == a + b:
        return "sum", {"a": a, "b": b, "v": v}
    if v in (a, b):
        return "face", {"v": v}
    return "diff", {"hi": hi, "lo": lo, "v": v}
