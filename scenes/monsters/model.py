"""Monsters, punched cards as the screen shows it: built from a seat's view, kept up by its events.

The table draws the position from this model, never from the engine, so that
while events are shown one at a time the screen is exactly as far as they
are (and a network can feed it). The round clock runs every frame: the model keeps
the clock of its view (not compared), the table adds the time gone by since.
Law (tests/test_all_games.py): the model of the view before an action, with
the seat's visible events folded in, equals the model of the view after.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game import i18n
from game.core import Event
from game.monsters.cards import HOLE
from game.monsters.defs import load_defs


@dataclass
class MonstersModel:
    seat: int | None
    colours: list[str]  # colour ids, in the rules' order
    solo: bool
    best_of: int
    rounds_to_win: int
    hourglass: float | None
    round: int
    rounds_won: list[int]
    hand_sizes: list[int]
    centre: int | None
    deck: int
    tricks: list[list[dict[str, Any]]]  # per seat: {colour, cards, rot, flip}
    counts: list[dict[str, int]]  # per seat: every colour with its number of tricks
    swaps_since_trick: int
    history: list[dict[str, Any]] = field(default_factory=list)  # one record per finished round
    hand: list[int] | None = None  # the seat's own cards (None for the public)
    over: bool = False
    clock: float = field(default=0.0, compare=False)  # the round clock when the view was taken (it runs on)

    @classmethod
    def from_view(cls, view: dict[str, Any], seat: int | None) -> MonstersModel:
        return cls(
            seat,
            list(view["colour_counts"][0]),
            view["solo"],
            view["best_of"],
            view["rounds_to_win"],
            view["hourglass"],
            view["round"],
            list(view["rounds_won"]),
            list(view["hand_sizes"]),
            view["centre"],
            view["deck"],
            [[_trick(t) for t in ts] for ts in view["tricks"]],
            [dict(c) for c in view["colour_counts"]],
            view["swaps_since_trick"],
            [dict(h) for h in view["history"]],
            list(view["hand"]) if "hand" in view else None,
            view["over"],
            view["clock"],
        )

    def apply(self, ev: Event) -> None:
        """Fold in one event this seat may see."""
        d, k, s = ev.data, ev.kind, ev.seat
        mine = s is not None and s == self.seat and self.hand is not None
        if k == "round_start":
            self.round, self.best_of, self.deck = d["round"], d["best_of"], d["deck"]
            n = len(self.hand_sizes)
            self.hand_sizes = [0] * n
            self.tricks = [[] for _ in range(n)]
            self.counts = [dict.fromkeys(self.colours, 0) for _ in range(n)]
            self.centre, self.swaps_since_trick, self.clock = None, 0, 0.0
            if self.hand is not None:
                self.hand = []
        elif k in ("deal", "draw") and mine:
            self.hand = list(d["cards"])
            if "deck" in d:  # the log's line for it says « (pioche : 35) »: the deck's count with it (nc28, shot 14)
                self.deck = d["deck"]
        elif k in ("dealt", "drew") and s is not None:
            self.hand_sizes[s], self.deck = d["count"], d["deck"]
        elif k == "centre":
            self.centre, self.deck = d["card"], d["deck"]
        elif k == "swap" and s is not None:
            self.centre = d["gave"]
            self.swaps_since_trick += 1
            if mine and self.hand is not None and d["gave"] in self.hand:
                self.hand[self.hand.index(d["gave"])] = d["took"]
        elif k == "trick" and s is not None:
            self.tricks[s].append(_trick(d))
            self.counts[s][d["colour"]] = d["count"]
            self.hand_sizes[s] = 0
            self.swaps_since_trick = 0
            if mine:
                self.hand = []
        elif k == "round_over":
            self.rounds_won = list(d["rounds_won"])
            self.history.append({key: d[key] for key in ("round", "reason", "winners", "counts", "seconds")})
        elif k == "match_over":
            self.over = True

    # -- what the table asks ----------------------------------------------------------------
    def last_trick(self) -> dict[str, Any] | None:
        """A trick of this round to show when nothing more recent is known (after a rebuild)."""
        for seat, ts in enumerate(self.tricks):
            if ts:
                return {"seat": seat, **ts[-1]}
        return None


def _trick(t: dict[str, Any]) -> dict[str, Any]:
    return {"colour": t["colour"], "cards": list(t["cards"]), "rot": list(t["rot"]), "flip": list(t["flip"])}


def inspect_text(kind: str, key: Any = None, lang: str | None = None, **values: Any) -> tuple[str, str]:
    """The name of a piece and what it does, in `lang` (default: the chosen language), from the definitions.

    kind: `card` (key: its id; `centre=True` for the centre card), `cover`, `deck` (key: cards
    left), `clock`, `sand`, `token` (key: a colour; who, n), `trick` (key: a colour; who, cards,
    lines), `seat` (key: its name; hand, n, won), `ties` (the tie order above the deck), `symmetry` (the
    reminder left of Turn and Flip).
    """
    before = i18n.lang
    i18n.set_lang(lang or before)
    try:
        t = i18n.t
        rules = load_defs().rules
        if kind == "card":
            grid = load_defs().cards.cards[int(key)].grid
            per = [(c.id, sum(1 for v in grid if v == k)) for k, c in enumerate(rules.colours)]
            # a colour agrees with its count ("2 rouges"): the name's own selector (data/monsters/texts.yaml)
            colours = ", ".join(f"{n} {i18n.name('monsters', c, count=n)}" for c, n in per if n)
            body = t("monsters.inspect.card", n=sum(n for _, n in per), colours=colours,
                     holes=sum(1 for v in grid if v == HOLE))
            if values.get("centre"):
                body += " " + t("monsters.inspect.centre")
            return t("monsters.inspect.card_name", id=key), body
        if kind == "deck":
            return t("monsters.inspect.deck_name", n=key), t("monsters.inspect.deck", k=rules.hand_size)
        if kind == "ties":
            names = [i18n.name("monsters", rules.colour_ids[k]) for k in rules.tie_priority]
            ids = [rules.colour_ids[k] for k in rules.tie_priority]
            return t("monsters.inspect.ties_name"), t(
                "monsters.inspect.ties", order=" > ".join(names),
                first=i18n.name("monsters", ids[0], count=2), last=i18n.name("monsters", ids[-1], count=2))
        if kind == "clock":
            return t("monsters.inspect.clock_name"), t("monsters.inspect.clock")
        if kind == "symmetry":
            return t("monsters.inspect.symmetry_name"), t("monsters.inspect.symmetry")
        if kind == "sand":
            return t("monsters.inspect.sand_name"), t("monsters.inspect.sand", s=f"{key:g}")
        if kind == "token":
            return i18n.name("monsters", key), t("monsters.inspect.token", **values)
        if kind == "trick":
            lines = ", ".join(t(f"monsters.line.{n}") for n in values["lines"])
            name = t("monsters.inspect.trick_name", colour=i18n.name("monsters", key), who=values["who"])
            return name, t("monsters.inspect.trick", cards=", ".join(map(str, values["cards"])), lines=lines)
        if kind == "seat":
            return str(key), t("monsters.inspect.seat", **values)
        return t("monsters.inspect.cover_name"), t("monsters.inspect.cover")
    finally:
        i18n.set_lang(before)
