"""Elem Master as the screen shows it: built from a seat's view, kept up by its events.

The table draws from this model, never from the engine: while an action's events are shown
one by one the board is exactly as far as the screen is (a stack that has moved has left its
cell, an attack's loser has lost its levels), and the same model can be fed from a network.
The board folds in each event; the counters that follow from the rules (action points after
terrain and specialty costs, reserves, cards, effects, X markers at a turn's end) come with
the `status` the engine puts on the last event of every action (game/elemmaster/contract.py),
so this model never re-decides a rule. Law (tests/test_all_games.py): the model of the view
before an action, with the seat's visible events folded in, equals the model of the view after.

Pure Python (no pygame): also used by tests and by `inspect_text`.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from game import data, i18n
from game.core import Event
from game.elemmaster.contract import Stack, stacks_of
from game.elemmaster.defs import load_defs

ELEMENTS = ("earth", "fire", "water", "air")
STATUS = ("reserve", "aside", "phase", "current", "turn", "round", "ap", "eliminated", "specialty", "ready", "ev_row",
          "ev_reserved", "ev_used", "over", "count")


def _copied(value: Any) -> Any:
    """A copy of a view's plain data (dicts, lists, numbers, words): what `copy.deepcopy` gives, at a
    fraction of its cost (a table folds a status in at every action; deepcopy's bookkeeping was most
    of it). Anything else goes to deepcopy."""
    if value is None or isinstance(value, str | int | float | bool):
        return value
    kind = type(value)  # exactly these: a named tuple or a dict of another kind goes to deepcopy
    if kind is dict:
        return {k: _copied(v) for k, v in value.items()}
    if kind is list:
        return [_copied(v) for v in value]
    if kind is tuple:
        return tuple(_copied(v) for v in value)
    return copy.deepcopy(value)


@dataclass
class ElemMasterModel:
    seat: int | None
    size: int
    mode: str
    terrain: list[str]
    sides: list[int]
    army_size: int
    events_per_player: int
    events_on: bool
    stacks: dict[str, Stack]  # cell -> the elemental there (contract.Stack: owner, element, level, ...)
    void: list[str]
    reserve: list[dict[str, int] | None]
    aside: list[int]
    phase: str
    current: int
    turn: int
    ap: int
    eliminated: list[bool]
    specialty: list[str]
    ready: list[bool]
    ev_row: list[dict[str, Any]]
    ev_reserved: list[list[str]]
    ev_used: list[list[str]]
    over: dict[str, Any] | None
    effects: list[str] = field(default_factory=list)  # the kinds of the running effects
    pending: str = ""  # the kind of the event card waiting for its cells
    placed: list[int] | None = None  # during the placement: tokens placed per seat
    home: list[str] = field(default_factory=list)  # during the placement: where the viewer may place
    round: int = 0  # the round of the table (the turn number players say), from the engine
    # the stacks as the last status gave them, for the panel's « on the board / in reserve »: both
    # figures from one moment (nc20 shot 42: mid-souffle « Feu 5/2 », « Air 1/4 », then 5/1 and 1/5)
    counted: dict[str, Stack] = field(default_factory=dict, compare=False)
    # what the count would decide now (the engine's `decision`: rule, winners, element, won, runner…)
    count: dict[str, Any] | None = None

    @classmethod
    def from_view(cls, view: dict[str, Any], seat: int | None) -> ElemMasterModel:
        m = cls(
            seat, view["size"], view["mode"], list(view["terrain"]), list(view["sides"]), view["army_size"],
            view["events_per_player"], view["events_on"], {}, [], [], [], "", 0, 0, 0, [], [], [], [], [], [], None,
        )
        m._status(view, own_reserve=False)
        return m

    def _status(self, status: dict[str, Any], own_reserve: bool = True) -> None:
        """The public counters after an action (or from a view), copied: the model is mutated later.
        When an action opens the hidden placement, the seat keeps its own reserve (public until then)."""
        known = self.reserve
        self.stacks = stacks_of(status["stacks"])
        self.counted = dict(self.stacks)
        self.void = sorted(status["void"])
        for key in STATUS:
            setattr(self, key, _copied(status.get(key) if key == "count" else status[key]))
        self.effects = [e["kind"] for e in status["effects"]]
        self.pending = status["pending"]["kind"] if status["pending"] else ""
        self.placed = list(status["placed"]) if "placed" in status else None
        homes = status["homes"]
        self.home = list(homes[self.seat]) if homes and self.seat is not None else []
        if own_reserve and self.phase == "placement":
            self.reserve = [r if i == self.seat else None for i, r in enumerate(known)]

    # -- folding events in -----------------------------------------------------------------
    def apply(self, ev: Event) -> None:  # noqa: C901 - one branch per event kind
        """Fold in one event this seat may see."""
        d, k = ev.data, ev.kind
        if k == "grow" or k == "merge" or k == "desert":
            self.set_level(d["cell"], d["level"])
        elif k == "move":
            self._move(d)
        elif k == "attack":
            s = self.stacks.get(d["loser"])
            if s is not None:
                self.set_level(d["loser"], 0 if d["vanished"] else s.level - d["lost"])
            w = self.stacks.get(d["winner"])
            if w is not None and d["gained"]:
                self.stacks[d["winner"]] = w._replace(level=w.level + d["gained"])
            s = self.stacks.get(d["src"])
            if s is not None and d.get("cause", "attack") == "attack":
                # only an attack chosen marks its piece: one pushed by a souffle or carried by a wave
                # is not (nc20 shot 42: a ⊗ on the pushed Fire, gone to the Air once the souffle ended)
                self.stacks[d["src"]] = s._replace(played=1)
        elif k == "take_place":
            s = self.stacks.pop(d["src"], None)
            if s is not None:
                self.stacks[d["dst"]] = s
        elif k == "souffle" and d["spent"]:  # the Air tokens it costs (none for Brise)
            s = self.stacks.get(d["src"])
            if s is not None:
                self.set_level(d["src"], s.level - d["spent"])
        elif k == "pushed":
            s = self.stacks.pop(d["src"], None)
            if s is not None and not d["vanished"] and d["dst"] not in self.stacks:
                self.stacks[d["dst"]] = s  # a push into its own stack: the merge line sets the level
        elif k == "brasier":
            s = self.stacks.get(d["src"])
            if s is not None:
                self.stacks[d["src"]] = s._replace(played=1)
                self.set_level(d["src"], s.level - len(d["cells"]))
                for c in d["cells"]:
                    self.stacks[c] = Stack(s.owner, "fire", 1, 0, 0, "")
        elif k == "immobilised":
            for c in d["cells"]:
                if c in self.stacks:
                    self.stacks[c] = self.stacks[c]._replace(pin=max(1, self.stacks[c].pin))
        elif k == "placed":
            self._place(ev, d, +1)
        elif k == "unplaced":
            self._place(ev, d, -1)
        elif k in ("placed_hidden", "unplaced_hidden") and self.placed is not None and ev.seat is not None:
            self.placed[ev.seat] = d["placed"]
        elif k == "ready" and ev.seat is not None:
            self.ready[ev.seat] = True
        elif k == "revealed":
            self.stacks = stacks_of(d["stacks"])
            self.counted = dict(self.stacks)
            self.reserve = copy.deepcopy(d["reserve"])
        elif k == "removed_from_game":
            self.stacks = {c: s for c, s in self.stacks.items() if s.owner != ev.seat}
        elif k == "sacrifice":
            s = self.stacks.get(d["cell"])
            if s is not None:
                self.stacks[d["cell"]] = s._replace(element="fire", level=1, morph="")
        elif k == "summon":
            self.stacks[d["cell"]] = Stack(d["player"], d["element"], d["level"], int(d.get("played", 0)), 0, "")
        elif k == "genie":
            self.stacks.pop(d["cell"], None)
        elif k == "transformed":
            s = self.stacks.get(d["cell"])
            if s is not None:
                self.stacks[d["cell"]] = s._replace(element=d["new"], level=d["level"])
        elif k == "marked" and d["cell"] in self.stacks:
            self.stacks[d["cell"]] = self.stacks[d["cell"]]._replace(played=1)
        elif k == "morph" and d["cell"] in self.stacks:
            self.stacks[d["cell"]] = self.stacks[d["cell"]]._replace(morph=d["element"])
        elif k == "level":
            self.set_level(d["cell"], d["after"])
        elif k == "void":
            self.void = sorted({*self.void, d["cell"]})
            self.stacks.pop(d["cell"], None)
        elif k == "event_played" and ev.seat is not None:
            cid = d["event"]  # the card leaves the row (or the seat's hand) for the seat's used cards
            self.ev_row = [c for c in self.ev_row if c["id"] != cid]
            self.ev_reserved[ev.seat] = [c for c in self.ev_reserved[ev.seat] if c != cid]
            self.ev_used[ev.seat] = [*self.ev_used[ev.seat], cid]
        elif k == "turn_start" and ev.seat is not None:
            self.current, self.ap, self.turn, self.round = ev.seat, d["ap"], d["turn"], d["round"]
        elif k == "ap":
            self.ap = d["ap"]
        elif k == "eliminated" and ev.seat is not None:
            self.eliminated[ev.seat] = True
        elif k == "game_over":
            self.over = {"winners": list(d["winners"]), "reason": d["reason"]}
            self.phase = "over"
        if "status" in d:
            self._status(d["status"])

    def _move(self, d: dict[str, Any]) -> None:
        src, dst, n = d["src"], d["dst"], d["count"]
        s = self.stacks.get(src)
        played = 0
        if s is not None:
            played = s.played
            if d["whole"] or s.level <= n:
                del self.stacks[src]
            else:
                self.stacks[src] = s._replace(level=s.level - n)
        t = self.stacks.get(dst)
        if t is not None and t.owner == d["player"] and t.element == d["element"]:
            self.stacks[dst] = t._replace(level=t.level + n)
        else:
            self.stacks[dst] = Stack(d["player"], d["element"], n, played if d["whole"] else 0, 0, "")

    def _place(self, ev: Event, d: dict[str, Any], sign: int) -> None:
        seat = ev.seat if ev.seat is not None else 0
        if d["level"] <= 0:
            self.stacks.pop(d["cell"], None)
        else:
            self.stacks[d["cell"]] = Stack(seat, d["element"], d["level"], 0, 0, "")
        reserve = self.reserve[seat] if seat < len(self.reserve) else None
        if reserve is not None:
            reserve[d["element"]] -= sign

    def set_level(self, cell: str, level: int) -> None:
        s = self.stacks.get(cell)
        if s is None:
            return
        if level <= 0:
            del self.stacks[cell]
        else:
            self.stacks[cell] = s._replace(level=level)

    # -- what the table asks ---------------------------------------------------------------
    def counts(self, seat: int, settled: bool = False) -> dict[str, int]:
        """Tokens of each element the seat has on the board; `settled`: as the last status counted
        them, beside the reserve of that moment (the placement's reserve follows every token)."""
        out = dict.fromkeys(ELEMENTS, 0)
        stacks = self.counted if settled and self.phase != "placement" else self.stacks
        for s in stacks.values():
            if s.owner == seat:
                out[s.element] += s.level
        return out

    def event_cards(self) -> list[tuple[str | None, str, int | None]]:
        """(card id or None when face down, status, seat) for every card in play."""
        out: list[tuple[str | None, str, int | None]] = []
        for c in self.ev_row:
            hidden = c["hidden_for"] is not None or c["id"] is None
            out.append((None if hidden else c["id"], "hidden" if hidden else "free", None))
        for seat, cards in enumerate(self.ev_reserved):
            out.extend((cid, "held", seat) for cid in cards)
        for seat, cards in enumerate(self.ev_used):
            out.extend((cid, "used", seat) for cid in cards)
        return out

    @property
    def num_seats(self) -> int:
        return len(self.sides)


_INSPECT: dict[str, dict[str, str]] = {}


def _words() -> dict[str, dict[str, str]]:
    if not _INSPECT:
        node = data.load(data.game_file("elemmaster", "texts.yaml"))
        _INSPECT.update({k: n.texts() for k, n in node.get("inspect", {}).items()})
    return _INSPECT


def say(key: str, lang: str | None = None, **kw: Any) -> str:
    """An `inspect:` sentence of data/elemmaster/texts.yaml in `lang` (English when missing)."""
    entry = _words().get(key, {})
    text = entry.get(lang or i18n.lang) or entry.get("en") or key
    return i18n.fill(text, lang, **kw)


def inspect_text(kind: str, ident: str, lang: str | None = None) -> tuple[str, str]:
    """(name, what it does) of a piece the table shows, in `lang`, from the definitions (names,
    card texts, terrain numbers) and the `inspect:` sentences where the definitions have no words.
    Kinds: terrain (an id or "void"), element, event, specialty, event_back."""
    lang = lang or i18n.lang
    defs = load_defs()
    if kind == "terrain" and ident == "void":
        return say("void.name", lang), say("void.text", lang)
    if kind == "terrain":
        ter = defs.terrains[ident]
        names = ", ".join(i18n.name("elemmaster", e) for e in ELEMENTS if e in ter.growth)
        parts = [say("terrain.growth", lang, elements=names) if names else say("terrain.no_growth", lang)]
        if ter.water_entry_loss:
            parts.append(say("terrain.water_entry_loss", lang, n=ter.water_entry_loss))
        if ter.air_single_move:
            parts.append(say("terrain.air_single_move", lang))
        if ter.souffle_cost is not None:
            parts.append(say("terrain.souffle_cost", lang, n=ter.souffle_cost))
        if ter.growth_pin:
            parts.append(say("terrain.growth_pin", lang))
        if ter.no_gain:
            parts.append(say("terrain.no_gain", lang))
        return ter.name.get(lang, ter.name["en"]), " ".join(parts)
    if kind == "element":
        return i18n.name("elemmaster", ident), say(f"element.{ident}", lang)
    if kind in ("event", "specialty"):
        card = (defs.events if kind == "event" else defs.specialties)[ident]
        return card.name.get(lang, card.name["en"]), card.text.get(lang, card.text["en"])
    if kind == "event_back":
        return say("event_back.name", lang), say("event_back.text", lang)
    raise KeyError(f"no inspect text for {kind} {ident}")
