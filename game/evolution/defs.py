"""Elementary Evolution definitions: the deck, the creatures and the rule numbers, from data/evolution/."""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import data

GAME_ID = "evolution"
EFFECTS = ("tornado", "burn", "root", "cascade")
# power -> the timings it may be given in creatures.yaml (a redirect needs a burn, a cancel a power).
POWERS: dict[str, tuple[str, ...]] = {
    "unroot": ("any", "own_turn"),
    "redirect": ("burn",),
    "extra_turn": ("own_turn",),
    "burn_rooted": ("any", "own_turn"),
    "cancel": ("cancel",),
    "root_all": ("any", "own_turn"),
    "protect": ("any", "own_turn"),
    "condemn_quick": ("any", "own_turn"),
    "burn_all": ("any", "own_turn"),
    "copy": ("any", "own_turn"),
}
ETHER = "ether"


def held_chance(k: int, hand_count: int, draw_count: int) -> float:
    """The chance that a hand of `hand_count` cards holds at least one of `k` cards out of sight, the others
    being the draw pile's `draw_count`: as everyone at the table can reckon it, 1 - C(u - k, h) / C(u, h)."""
    h, u = max(0, hand_count), max(0, hand_count) + max(0, draw_count)
    if h == 0 or k <= 0:
        return 0.0
    return 1.0 - math.comb(u - k, h) / math.comb(u, h) if u >= k else 1.0


@dataclass(frozen=True)
class Card:
    id: str
    element: str  # one of the elements, or "ether"
    level: int | None  # None for Ether (it takes the level of the place it fills)

    @property
    def is_ether(self) -> bool:
        return self.element == ETHER


@dataclass(frozen=True)
class Creature:
    id: str
    power: str
    timing: str
    card: str | None  # the card whose symbol releases it
    ether_centre: int | None  # or the n-th Ether discarded to the centre


@dataclass(frozen=True)
class EvolutionDefs:
    elements: tuple[str, ...]
    effects: dict[str, str]
    min_level: int
    max_level: int
    ether_count: int
    ether_min: int
    ether_max: int
    main_discard_levels: tuple[int, ...]
    main_discard_ether: int
    hand_size: int
    cascade_penalty: int
    round_limit: int
    cards: dict[str, Card]
    creatures: dict[str, Creature]
    symbol: dict[str, str]  # card id -> creature released
    ether_release: dict[int, str]  # centre count -> creature released
    events: dict[str, dict[str, str]]
    names: dict[str, dict[str, str]]
    inspect: dict[str, dict[str, str]] = field(default_factory=dict)  # what each piece does (fr/en)

    def __deepcopy__(self, memo: dict[int, Any]) -> EvolutionDefs:
        return self  # immutable: clones of a state share it

    def centre_release(self, centre: int, tokens: Mapping[str, Mapping[str, Any]]) -> str | None:
        """The creature the Ether that makes the centre `centre` cards long releases: None when no
        creature waits on that count or its token already left the centre (the engine applies it; the
        table says it on the "hold back" choice before the click)."""
        cid = self.ether_release.get(centre)
        return cid if cid is not None and tokens[cid]["state"] == "centre" else None

    def element_with(self, effect: str) -> str:
        """The element whose cards carry `effect` (e.g. the Water of the Cascade)."""
        return next(el for el, e in self.effects.items() if e == effect)

    def cascade_card(self, piles: Mapping[str, Sequence[str]], seen: Iterable[str], hand_count: int,
                     fusion: bool = False) -> str | None:
        """The Water card a mage could counter a burn with by a Cascade, from what everyone sees (nc34
        shots 47, 62: two Fires countered, each Cascade raising the rival's Water pile, unwarned): the
        lowest Water card that would go on one of `piles` now and is not `seen` (on the piles, in the
        discards), so may be in the hand; None with an empty hand or none left unseen."""
        if hand_count <= 0:
            return None
        water, shown = self.element_with("cascade"), set(seen)
        heights = {len(cards) for pile, cards in piles.items() if fusion or pile == water}
        for cid, c in self.cards.items():
            if c.element == water and cid not in shown and c.level in heights:
                return cid
        return None

    def cascade_chance(self, piles: Mapping[str, Sequence[str]], seen: Iterable[str], hand_count: int,
                       draw_count: int, fusion: bool = False) -> float:
        """The chance that a mage holds a Water card that counters a burn now, from what everyone sees (nc59
        shots 176, 177: Conseil advised a burn on a bot whose draw pile was empty and whose every other card lay
        in sight, so that its Eau 5 was surely in its hand; the Cascade came). The cards not in sight are its
        hand and its draw pile, dealt from one shuffle: with `k` of them able to counter, the hand of `h` among
        `u` holds none of them `comb(u - k, h) / comb(u, h)` of the time."""
        water, shown = self.element_with("cascade"), set(seen)
        heights = {len(cards) for pile, cards in piles.items() if fusion or pile == water}
        k = sum(1 for cid, c in self.cards.items() if c.element == water and cid not in shown and c.level in heights)
        return held_chance(k, hand_count, draw_count)

    def deck(self) -> list[str]:
        """The 28 card ids of one mage, in a fixed order."""
        return list(self.cards)

    def card(self, card_id: str) -> Card:
        return self.cards[card_id]


def _load_cards(node: data.Node) -> dict[str, Any]:
    node.only_keys("elements", "effects", "levels", "ether", "setup", "hand_size", "cascade_penalty", "round_limit")
    elements = tuple(n.str() for n in node["elements"].list())
    if len(elements) != 4 or len(set(elements)) != 4:
        raise node["elements"].error("expected four different elements")
    if ETHER in elements:
        raise node["elements"].error("'ether' is the joker, not an element")
    effects_node = node["effects"].only_keys(*elements)
    effects = {el: effects_node[el].str(EFFECTS) for el in elements}
    if sorted(effects.values()) != sorted(EFFECTS):
        raise effects_node.error(f"each of {', '.join(EFFECTS)} must belong to exactly one element")
    levels = node["levels"].only_keys("min", "max")
    lo = levels["min"].int(0, 0)
    hi = levels["max"].int(1, 20)
    ether = node["ether"].only_keys("count", "min_level", "max_level")
    ether_count = ether["count"].int(0, 20)
    ether_min = ether["min_level"].int(lo + 1, hi)
    ether_max = ether["max_level"].int(ether_min, hi)
    setup = node["setup"].only_keys("main_discard_levels", "main_discard_ether")
    main_levels = tuple(n.int(lo, hi) for n in setup["main_discard_levels"].list())
    main_ether = setup["main_discard_ether"].int(0, ether_count)
    hand = node["hand_size"].int(1, 20)
    penalty = node["cascade_penalty"].int(0, hand)
    rounds = node["round_limit"].int(1, 10_000)
    cards: dict[str, Card] = {}
    for el in elements:
        for lv in range(lo, hi + 1):
            cards[f"{el}{lv}"] = Card(f"{el}{lv}", el, lv)
    for i in range(1, ether_count + 1):
        cards[f"{ETHER}{i}"] = Card(f"{ETHER}{i}", ETHER, None)
    return {
        "elements": elements,
        "effects": effects,
        "min_level": lo,
        "max_level": hi,
        "ether_count": ether_count,
        "ether_min": ether_min,
        "ether_max": ether_max,
        "main_discard_levels": main_levels,
        "main_discard_ether": main_ether,
        "hand_size": hand,
        "cascade_penalty": penalty,
        "round_limit": rounds,
        "cards": cards,
    }


def _load_creatures(
    node: data.Node, cards: dict[str, Card]
) -> tuple[dict[str, Creature], dict[str, str], dict[int, str]]:
    creatures: dict[str, Creature] = {}
    symbol: dict[str, str] = {}
    ether_release: dict[int, str] = {}
    for cid, cnode in node.items():
        cnode.only_keys("card", "ether_centre", "power", "timing")
        power = cnode["power"].str(tuple(POWERS))
        timing = cnode["timing"].str(POWERS[power])
        card = ether_n = None
        if cnode.has("card") == cnode.has("ether_centre"):
            raise cnode.error("give exactly one of 'card' or 'ether_centre'")
        if cnode.has("card"):
            card = cnode["card"].str(tuple(c for c, d in cards.items() if not d.is_ether))
            if card in symbol:
                raise cnode["card"].error(f"{card} already releases {symbol[card]}")
            symbol[card] = cid
        else:
            ether_n = cnode["ether_centre"].int(1, 100)
            if ether_n in ether_release:
                raise cnode["ether_centre"].error(f"the Ether #{ether_n} already releases {ether_release[ether_n]}")
            ether_release[ether_n] = cid
        creatures[cid] = Creature(cid, power, timing, card, ether_n)
    if not creatures:
        raise node.error("no creature defined")
    return creatures, symbol, ether_release


def _load_texts(node: data.Node) -> tuple[dict[str, dict[str, str]], ...]:
    node.only_keys("events", "names", "inspect", "why")
    events = {k: n.texts() for k, n in node["events"].items()}
    names = {k: n.texts() for k, n in node["names"].items()}
    inspect = {k: n.texts() for k, n in node["inspect"].items()} if node.has("inspect") else {}
    return events, names, inspect


@data.cached
def _load_cached(folder: str) -> EvolutionDefs:
    base = Path(folder)
    cards_kw = _load_cards(data.load(base / "cards.yaml"))
    creatures, symbol, ether_release = _load_creatures(data.load(base / "creatures.yaml"), cards_kw["cards"])
    events, names, inspect = _load_texts(data.load(base / "texts.yaml"))
    return EvolutionDefs(
        **cards_kw,
        creatures=creatures,
        symbol=symbol,
        ether_release=ether_release,
        events=events,
        names=names,
        inspect=inspect,
    )


def load_defs() -> EvolutionDefs:
    """The definitions under data/evolution/ (cached until a file changes; DataError with file:line when bad)."""
    return _load_cached(str(data.game_file(GAME_ID, "")))
