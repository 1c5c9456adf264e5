"""The definitions of Monsters, punched cards: rules.yaml, deck.yaml, texts.yaml, loaded and checked."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from game import data
from game.monsters.cards import CELLS, HOLE, Card, CardSet, lines_of

GAME_ID = "monsters"
SWAP_STYLES = ("blind", "trick", "plan")
HOLE_LETTER = "."


@dataclass(frozen=True)
class Colour:
    id: str
    letter: str
    symbol: str
    rgb: tuple[int, int, int]
    name: dict[str, str]


@dataclass(frozen=True)
class BotSpeed:
    think: tuple[float, float]
    stuck: tuple[float, float]
    swap: str
    # seconds the centre card may stay unchanged before the bot swaps with it even when it
    # holds a trick, as a person at the table would (issue 24: a newcomer waited 3 minutes)
    unstick: tuple[float, float] = (60.0, 90.0)
    # seconds a blind bot takes to react to a centre card another seat put down, as a person looks
    # before reaching for it (issue 24: the beginner took the person's card back within a second)
    react: tuple[float, float] = (3.0, 3.0)
    # a blind bot holding tricks of several colours claims one it still lacks first (the others: any)
    lacking_first: bool = False


@dataclass(frozen=True)
class Rules:
    colours: tuple[Colour, ...]
    tie_priority: tuple[int, ...]  # colour indices, the first decides first
    hand_size: int
    deck_size: int
    monsters_per_card: tuple[int, int]
    options: dict[str, list[Any]]
    bots: dict[str, BotSpeed]
    # the deck-out standing line shows once the deck holds this many tricks' draws or fewer
    standing_tricks: int = 4
    # « sur mesure » at the person's pace (f49): its thought for a trick, as a share of the seconds the person
    # has taken per trick so far this match, at each of its levels ("low": while it leads, "mid", "high": while
    # it trails), bounded by the medium level's thought and the beginner's (`MonstersBot._think`)
    close_pace: dict[str, float] = field(default_factory=dict)

    def colour_index(self, colour_id: str) -> int | None:
        return self._colour_indexes.get(colour_id)

    def best_colour(self, counts: dict[str, int]) -> str | None:
        """The colour a deck-out compares first for one seat (`counts`: colour id -> tricks): the most
        tricks, ties going by `tie_priority` as the rules say ("rouges, puis bleus, ..."), so the
        results' "meilleure couleur" agrees with what decided the round (issue 24: it said jaune)."""
        held = {c: int(n) for c, n in counts.items() if int(n) > 0}
        if not held:
            return None
        order = [self.colours[k].id for k in self.tie_priority]
        return max(held, key=lambda c: (held[c], -order.index(c) if c in order else -len(order)))

    @cached_property  # definitions never change: computed once (every trick asks)
    def _colour_indexes(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for i, c in enumerate(self.colours):
            out.setdefault(c.id, i)  # the first colour of an id, as the plain search gave
        return out

    @cached_property  # definitions never change: computed once (every trick asks)
    def colour_ids(self) -> tuple[str, ...]:
        return tuple(c.id for c in self.colours)

    @cached_property  # definitions never change: computed once (every trick asks)
    def colour_set(self) -> frozenset[str]:
        return frozenset(c.id for c in self.colours)

    @cached_property  # definitions never change: computed once (every new trick's rows ask)
    def cell_letters(self) -> tuple[str, ...]:
        """Per circle value, its letter: each colour's by index, then the hole's, so that HOLE (-1) reads it."""
        return (*(c.letter for c in self.colours), HOLE_LETTER)

    @cached_property  # definitions never change: computed once (every new trick's rows ask)
    def row_texts(self) -> dict[int, str]:
        """Per row of three circles coded four bits each (`CardSet.trick_view`: 0 a hole, colour + 1
        a monster, the left circle lowest), its letters, as `grid_rows` writes it."""
        letters = (HOLE_LETTER, *(c.letter for c in self.colours))
        return {a | b << 4 | c << 8: letters[a] + letters[b] + letters[c]
                for a in range(len(letters)) for b in range(len(letters)) for c in range(len(letters))}


@dataclass(frozen=True)
class Defs:
    rules: Rules
    cards: CardSet
    deck_info: dict[str, Any]

    def __deepcopy__(self, memo: dict[int, object]) -> Defs:
        return self

    @property
    def card_ids(self) -> list[int]:
        return sorted(self.cards.cards)


def _range(node: data.Node, lo: float, hi: float) -> tuple[float, float]:
    items = node.list()
    if len(items) != 2:
        raise node.error("expected [lowest, highest]")
    a, b = items[0].number(lo, hi), items[1].number(lo, hi)
    if a > b:
        raise node.error(f"{a} is above {b}")
    return a, b


def load_rules() -> Rules:
    root = data.load(data.game_file(GAME_ID, "rules.yaml"))
    root.only_keys(
        "colours", "tie_priority", "hand_size", "deck_size", "monsters_per_card", "options", "bots", "close_pace",
        "standing_tricks",
    )
    colours = []
    for node in root["colours"].list():
        node.only_keys("id", "letter", "symbol", "rgb", "name")
        letter = node["letter"].str()
        if len(letter) != 1 or letter == HOLE_LETTER:
            raise node["letter"].error(f"a colour letter is one character other than '{HOLE_LETTER}'")
        colours.append(
            Colour(node["id"].str(), letter, node["symbol"].str(), node["rgb"].color(), node["name"].texts())
        )
    if not 1 <= len(colours) <= 9:
        raise root["colours"].error("expected 1 to 9 colours")
    for attr in ("id", "letter", "symbol"):
        values = [getattr(c, attr) for c in colours]
        if len(set(values)) != len(values):
            raise root["colours"].error(f"two colours share the same {attr}")
    ids = [c.id for c in colours]
    prio_node = root["tie_priority"]
    prio = [n.str(ids) for n in prio_node.list()]
    if sorted(prio) != sorted(ids):
        raise prio_node.error("the tie priority must name every colour once")
    lo_hi = root["monsters_per_card"].list()
    if len(lo_hi) != 2:
        raise root["monsters_per_card"].error("expected [fewest, most]")
    m_lo, m_hi = lo_hi[0].int(1, CELLS), lo_hi[1].int(1, CELLS)
    if m_lo > m_hi:
        raise root["monsters_per_card"].error(f"{m_lo} is above {m_hi}")
    opts = root["options"].only_keys("rounds", "hourglass")
    options: dict[str, list[Any]] = {}
    rounds = [n.int(1, 15) for n in opts["rounds"].list()]
    for n, value in zip(opts["rounds"].list(), rounds, strict=True):
        if value % 2 == 0:
            raise n.error("a best-of count is odd")
    options["rounds"] = rounds
    options["hourglass"] = [n.int(10, 3600) for n in opts["hourglass"].list()]
    for key, values in options.items():
        if not values or len(set(values)) != len(values):
            raise opts[key].error("expected a non-empty list of distinct values")
    bots = {}
    for strength in ("beginner", "easy", "medium", "hard"):
        node = root["bots"][strength].only_keys("think", "stuck", "swap", "unstick", "react", "lacking_first")
        bots[strength] = BotSpeed(
            _range(node["think"], 0, 600), _range(node["stuck"], 0, 600), node["swap"].str(SWAP_STYLES),
            _range(node["unstick"], 0, 3600),
            _range(node["react"], 0, 600) if node.has("react") else BotSpeed.react,
            node["lacking_first"].bool() if node.has("lacking_first") else BotSpeed.lacking_first,
        )
    close_pace: dict[str, float] = {}
    if root.has("close_pace"):
        pace = root["close_pace"].only_keys("low", "mid", "high")
        close_pace = {role: pace[role].number(0.2, 3.0) for role in ("low", "mid", "high")}
    hand_size = root["hand_size"].int(2, 4)
    deck_size = root["deck_size"].int(6, 200)
    # at most a whole deck of draws: a larger number would show the line from the first card on
    standing = root["standing_tricks"].int(0, deck_size // hand_size)
    return Rules(
        colours=tuple(colours),
        tie_priority=tuple(ids.index(p) for p in prio),
        hand_size=hand_size,
        deck_size=deck_size,
        monsters_per_card=(m_lo, m_hi),
        options=options,
        bots=bots,
        standing_tricks=standing,
        close_pace=close_pace,
    )


def parse_grid(node: data.Node, rules: Rules) -> tuple[int, ...]:
    rows = node.list()
    if len(rows) != 3:
        raise node.error("a card is three rows of three circles")
    letters = {c.letter: i for i, c in enumerate(rules.colours)}
    cells: list[int] = []
    for row in rows:
        text = row.str()
        if len(text) != 3:
            raise row.error(f"'{text}' is not three circles")
        for ch in text:
            if ch == HOLE_LETTER:
                cells.append(HOLE)
            elif ch in letters:
                cells.append(letters[ch])
            else:
                raise row.error(f"'{ch}' is neither a hole '{HOLE_LETTER}' nor a colour letter ({', '.join(letters)})")
    return tuple(cells)


def grid_rows(grid: tuple[int, ...], rules: Rules) -> list[str]:
    text = "".join([rules.cell_letters[v] for v in grid])
    return [text[0:3], text[3:6], text[6:9]]


def code_rows(code: int, rules: Rules) -> list[str]:
    """`grid_rows` of a stack given as `CardSet.trick_view` codes it (four bits a circle)."""
    texts = rules.row_texts
    return [texts[code & 4095], texts[code >> 12 & 4095], texts[code >> 24]]


def load_deck(rules: Rules) -> tuple[dict[int, Card], dict[str, Any]]:
    root = data.load(data.game_file(GAME_ID, "deck.yaml"))
    root.only_keys("generator", "stats", "cards")
    cards: dict[int, Card] = {}
    lo, hi = rules.monsters_per_card
    for node in root["cards"].list():
        node.only_keys("id", "grid")
        cid = node["id"].int(1, 999)
        if cid in cards:
            raise node["id"].error(f"card {cid} appears twice")
        card = Card(cid, parse_grid(node["grid"], rules))
        if not lo <= card.monsters <= hi:
            raise node["grid"].error(f"card {cid} has {card.monsters} monsters, not {lo} to {hi}")
        cards[cid] = card
    if len(cards) != rules.deck_size:
        raise root["cards"].error(f"the deck has {len(cards)} cards, rules.yaml says {rules.deck_size}")
    info = {"generator": root.get("generator", {}).value, "stats": root.get("stats", {}).value}
    return cards, info


def single_card_lines(card: Card, colours: int) -> list[str]:
    """Lines one card shows alone: the generator keeps them out so a trick always needs stacking."""
    return [f"{k}:{name}" for k in range(colours) for name in lines_of(card.grid, k)]


@data.cached
def load_defs() -> Defs:
    """The game's definitions, read again only when a file changed (the card set carries the trick cache)."""
    rules = load_rules()
    cards, info = load_deck(rules)
    return Defs(rules, CardSet(cards, len(rules.colours)), info)


def load_texts() -> data.Node:
    root = data.load(data.game_file(GAME_ID, "texts.yaml"))
    root.only_keys("events", "names", "why")
    return root
