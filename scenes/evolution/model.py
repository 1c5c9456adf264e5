"""Elementary Evolution's display model: the position a table draws, from one seat's view and events.

Built from a `View` (game/evolution/contract.py) and kept exact by folding in
the events that seat may see, so the table can show a move step by step while
the engine is already further on. The law (tests/test_evolution_model.py): the
model of the view before an action, with the action's visible events applied,
equals the model of the view after it. Pure Python: no pygame, no engine state.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game import i18n
from game.core import Event
from game.evolution.defs import EvolutionDefs, load_defs
from game.i18n import name


@dataclass
class MageModel:
    """One mage's zone (the hand only as a count: the viewer's own cards are in `Model.hand`)."""

    piles: dict[str, list[str]]
    rooted: dict[str, int]
    quick: list[str]
    main: list[str]
    quick_state: str
    draw_count: int
    hand_count: int
    penalty: int

    @property
    def levels(self) -> int:
        return sum(len(p) - 1 for p in self.piles.values() if p)


@dataclass
class Model:
    seat: int | None
    num_seats: int
    variant: str
    turn: int
    turn_limit: int
    current: int
    over: str | None
    hand: list[str] | None
    mages: list[MageModel]
    centre: list[list[Any]]  # [owner, Ether card]
    tokens: dict[str, dict[str, Any]]  # creature -> {state, holder, giver}
    markers: dict[str, dict[str, Any]]  # creature -> {seat, card}
    finished: list[int]
    limbo: dict[int, list[str]] = field(default_factory=dict)  # burned cards waiting for a discard (sorted)
    aim: tuple[int, int, str] | None = None  # (aimer, target, pile) of the burn waiting for answers
    choosing_first: bool = False  # a tie for the start waits for the people: no mage's turn yet (nc10)

    # -- building --------------------------------------------------------------------------------
    @classmethod
    def from_view(cls, view: dict[str, Any], seat: int | None) -> Model:
        limbo: dict[int, list[str]] = {}
        aim = None
        for task in view["stack"]:
            if task["t"] == "dest":
                limbo.setdefault(int(task["owner"]), []).append(task["card"])
            elif task["t"] == "burn":
                aim = (int(task["aimer"]), int(task["target"]), str(task["pile"]))
        mages = [
            MageModel(
                {p: list(c) for p, c in m["piles"].items()},
                dict(m["rooted"]),
                list(m["quick"]),
                list(m["main"]),
                m["quick_state"],
                m["draw_count"],
                m["hand_count"],
                m["penalty"],
            )
            for m in view["mages"]
        ]
        model = cls(
            seat=seat,
            num_seats=view["num_seats"],
            variant=view["variant"],
            turn=view["turn"],
            turn_limit=view["turn_limit"],
            current=view["current"],
            over=view["over"],
            hand=list(view["hand"]) if view["hand"] is not None else None,
            mages=mages,
            centre=[list(x) for x in view["centre"]],
            tokens={c: dict(t) for c, t in view["tokens"].items()},
            markers={c: dict(m) for c, m in view["markers"].items()},
            finished=list(view["finished"]),
            limbo={s: sorted(cards) for s, cards in limbo.items()},
            aim=aim,
            choosing_first=any(task["t"] == "first" for task in view["stack"]),
        )
        model.sort_hand()
        return model

    def rewind_setup(self, deck_size: int) -> None:
        """The boxed decks before the set-up: the opening events then deal them out on screen."""
        for m in self.mages:
            m.main, m.quick, m.draw_count, m.hand_count = [], [], deck_size, 0
        if self.hand is not None:
            self.hand = []

    @property
    def defs(self) -> EvolutionDefs:
        return load_defs()

    def sort_key(self, card: str, defs: EvolutionDefs | None = None) -> tuple[int, int, str]:
        """Hand order: by pile (Air, Fire, Earth, Water, then Ether), then level."""
        d = defs or self.defs
        c = d.cards[card]
        order = d.elements.index(c.element) if c.element in d.elements else len(d.elements)
        return (order, c.level if c.level is not None else 0, card)

    def sort_hand(self) -> None:
        if self.hand is not None:
            d = self.defs  # once a sort: each lookup checks the definitions files' stamps
            self.hand.sort(key=lambda card: self.sort_key(card, d))

    # -- folding events ---------------------------------------------------------------------------
    def apply(self, ev: Event) -> None:
        """Fold in one event this seat may see (unknown kinds change nothing drawn)."""
        fold = getattr(self, f"_on_{ev.kind}", None)
        if fold is not None:
            fold(ev.seat, ev.data)

    def _leave_hand(self, s: int, card: str) -> None:
        if s == self.seat and self.hand is not None and card in self.hand:
            self.hand.remove(card)
        self.mages[s].hand_count -= 1

    def _on_setup_discard(self, s: int, d: dict[str, Any]) -> None:
        m = self.mages[s]
        m.draw_count -= d["count"]
        m.main += d["cards"]

    def _on_draw(self, s: int, d: dict[str, Any]) -> None:
        m = self.mages[s]
        m.draw_count -= d["count"]
        m.hand_count += d["count"]

    def _on_draw_cards(self, s: int, d: dict[str, Any]) -> None:
        if s == self.seat and self.hand is not None:
            self.hand += d["cards"]
            self.sort_hand()

    def _on_first_tie(self, s: int, d: dict[str, Any]) -> None:
        self.choosing_first = True

    def _on_first_player(self, s: int, d: dict[str, Any]) -> None:
        self.current = s
        self.choosing_first = False

    def _on_turn_start(self, s: int, d: dict[str, Any]) -> None:
        self.current = s
        self.turn = d["turn"]

    def _on_penalty(self, s: int, d: dict[str, Any]) -> None:
        self.mages[s].penalty = 0

    def _on_play(self, s: int, d: dict[str, Any]) -> None:
        self._leave_hand(s, d["card"])
        self.mages[s].piles[d["pile"]].append(d["card"])

    def _on_auto_root(self, s: int, d: dict[str, Any]) -> None:
        m = self.mages[s]
        m.rooted[d["pile"]] = len(m.piles[d["pile"]])

    def _on_root(self, s: int, d: dict[str, Any]) -> None:
        self.mages[s].rooted[d["pile"]] = d["count"]

    def _on_root_all(self, s: int, d: dict[str, Any]) -> None:
        m = self.mages[s]
        for p, cards in m.piles.items():
            m.rooted[p] = len(cards)

    def _on_unroot(self, s: int, d: dict[str, Any]) -> None:
        self.mages[d["target"]].rooted[d["pile"]] = 0

    def _on_finish(self, s: int, d: dict[str, Any]) -> None:
        if s not in self.finished:
            self.finished.append(s)

    def _on_game_over(self, s: int | None, d: dict[str, Any]) -> None:
        self.over = d["reason"]
        self.turn = d.get("turn", self.turn)
        self.limbo = {}
        self.aim = None

    def _on_give(self, s: int, d: dict[str, Any]) -> None:
        self.tokens[d["creature"]].update(state="held", holder=d["target"], giver=s)

    def _on_block(self, s: int, d: dict[str, Any]) -> None:
        self._leave_hand(s, d["card"])
        self.centre.append([s, d["card"]])

    def _on_burn(self, s: int, d: dict[str, Any]) -> None:
        self.aim = (s, d["target"], d["pile"])

    _on_redirect = _on_burn

    def _on_burn_fizzles(self, s: int, d: dict[str, Any]) -> None:
        self.aim = None

    def _on_cascade(self, s: int, d: dict[str, Any]) -> None:
        self.aim = None
        self._leave_hand(s, d["card"])
        self.mages[s].penalty = d["penalty"]
        self.mages[s].piles[d["pile"]].append(d["card"])

    def _on_burned(self, s: int, d: dict[str, Any]) -> None:
        target, pile, card = d["target"], d["pile"], d["card"]
        if d["how"] == "burn":
            self.aim = None
        m = self.mages[target]
        if m.piles[pile] and m.piles[pile][-1] == card:
            m.piles[pile].pop()
        m.rooted[pile] = min(m.rooted[pile], len(m.piles[pile]))
        for marker in self.markers.values():
            if marker["seat"] == target and marker["card"] == card:
                marker["card"] = None
        self.limbo[target] = sorted([*self.limbo.get(target, []), card])

    def _on_discard(self, s: int, d: dict[str, Any]) -> None:
        card, to = d["card"], d["to"]
        if card in self.limbo.get(s, []):  # burned (its reason names the Fire or the creature), not from the hand
            rest = [c for c in self.limbo.get(s, []) if c != card]
            if rest:
                self.limbo[s] = rest
            else:
                self.limbo.pop(s, None)
        else:
            self._leave_hand(s, card)
        getattr(self.mages[s], to).append(card)

    def _on_recover(self, s: int, d: dict[str, Any]) -> None:
        m = self.mages[s]
        setattr(m, d["source"], [])
        m.draw_count += d["count"]
        m.quick_state = d["quick"]

    def _on_move_marker(self, s: int, d: dict[str, Any]) -> None:
        self.markers.setdefault(d["creature"], {"seat": s, "card": None})["card"] = d["card"]

    def _on_power(self, s: int, d: dict[str, Any]) -> None:
        self.tokens[d["creature"]]["state"] = "used"

    def _on_protect(self, s: int, d: dict[str, Any]) -> None:
        self.markers[d["creature"]] = {"seat": s, "card": d["card"]}

    def _on_condemn(self, s: int, d: dict[str, Any]) -> None:
        m = self.mages[d["target"]]
        m.quick = []
        m.draw_count += d["count"]
        m.quick_state = "condemned"

    # -- reading ------------------------------------------------------------------------------------
    def held_tokens(self, seat: int) -> list[str]:
        """The tokens lying in a mage's zone header (not the shields on cards), unused ones first."""
        out = [
            cid
            for cid, tok in self.tokens.items()
            if tok["holder"] == seat
            and tok["state"] != "centre"
            and (self.markers.get(cid) is None or self.markers[cid]["card"] is None)
        ]
        out.sort(key=lambda c: self.tokens[c]["state"] == "used")
        return out

    def free_top(self, seat: int, pile: str) -> str | None:
        """A pile's top card when it is free (not rooted), as the engine's `free_card`."""
        cards = self.mages[seat].piles[pile]
        return cards[-1] if len(cards) > self.mages[seat].rooted[pile] else None

    def shield_of(self, seat: int, card: str) -> str | None:
        """The shield token (Ondine, or Akâsha copying it) lying on a mage's card, if any."""
        for cid, m in self.markers.items():
            if m["seat"] == seat and m["card"] == card:
                return cid
        return None

    def phoenix_burns(self, aimer: int) -> list[tuple[int, str, str, bool]]:
        """What a Phénix used by `aimer` would burn now, as the engine's `burn_all`: every free card of
        every mage still playing but the ones another mage's shield guards; each with whether a shield of
        the aimer's own lies on it and burns anyway (nc31 shots 97-99: Ondine moved onto Terre 2, then the
        Phénix burned it)."""
        out = []
        for s in range(len(self.mages)):
            if s in self.finished:
                continue
            for p in self.defs.elements:
                card = self.free_top(s, p)
                if card is None:
                    continue
                shielded = self.shield_of(s, card) is not None
                if shielded and s != aimer:
                    continue
                out.append((s, p, card, shielded))
        return out

    def pile_label(self, seat: int, pile: str) -> str:
        """A pile's name for a button: its top card, or the pile and what an Ether stands for."""
        cards = self.mages[seat].piles[pile]
        if not cards:
            return name("evolution", pile)
        top = cards[-1]
        if self.defs.cards[top].element == pile:
            return name("evolution", top)
        return f"{name('evolution', pile)} ({name('evolution', top)} {len(cards) - 1})"


def inspect_text(kind: str, ident: str, lang: str) -> tuple[str, str]:
    """(name, what it does) of a piece the table shows, in `lang`, from the definitions and texts.yaml."""
    d = load_defs()
    texts = d.inspect
    saved = i18n.lang
    i18n.set_lang(lang)
    try:
        title = i18n.name("evolution", ident)

        def say(key: str, **kw: Any) -> str:
            tpl = texts[key]
            return i18n.fill(tpl.get(lang) or tpl["fr"], lang, **kw)

        if kind == "card":
            c = d.cards[ident]
            if c.is_ether:
                body = say("ether", low=d.ether_min, high=d.ether_max)
            else:
                body = say(f"card_{d.effects[c.element]}", level=c.level, pile=i18n.name("evolution", c.element))
                creature = d.symbol.get(ident)
                if creature:
                    body += " " + say("releases", creature=i18n.name("evolution", creature))
        elif kind == "creature":
            cr = d.creatures[ident]
            body = say(f"power_{cr.power}")
            if cr.card:  # the Ondine stays and moves: "used once" beside "each turn" read as a contradiction
                lasting = "released_by_lasting" if cr.power == "protect" else "released_by"
                body += " " + say(lasting, card=i18n.name("evolution", cr.card))
            else:
                body += " " + say("released_centre", n=cr.ether_centre)
        elif kind == "pile":
            body = say("pile", effect=say(f"effect_{d.effects[ident]}"), top=d.max_level)
        elif kind in ("quick", "main", "draw", "centre", "unavailable", "condemned", "token_back", "header", "turns"):
            title = say(f"title_{kind}")
            body = say(kind)
        else:
            raise KeyError(f"no inspect text for {kind} '{ident}'")
    finally:
        i18n.set_lang(saved)
    return title, body


def mark_places(ev: Event) -> list[tuple[Any, ...]]:
    """The places an event touched, for the last move's marks (scenes/lastturn.py, kept by the kit
    until the seat's next turn): cards placed, discarded, burned, rooted, sent to the centre. Places
    are the table's (choices.Place): ("pile", seat, pile), ("quick", seat), ("main", seat),
    ("centre",); a burned pile is ("burned", seat, pile), framed in the colour of fire."""
    d, by = ev.data, ev.seat
    if ev.kind in ("play", "cascade", "root"):
        return [("pile", by, d["pile"])]
    if ev.kind == "discard":
        return [(d["to"], by)]
    if ev.kind == "burned":
        return [("burned", d["target"], d["pile"])]
    if ev.kind == "unroot":
        return [("pile", d["target"], d["pile"])]
    if ev.kind == "block":
        return [("centre",)]
    return []
