"""The 30 event cards: `event <card> [arguments]`, 2 action points, 3 per player.

An event is legal only when it changes something ("ne peut pas être appliqué dans le
vide"), now or on a coming turn. Arguments by card:
  averse c3 2            the Fire on c3 loses 2 levels (1 or 2)
  brise b2 c2 2          the Air on b2 makes a 2-token souffle on c2, spending no token
  tempete c3 / incendie c3     summon on that empty cell
  tornade c3 3           the Air on c3 gains 3 levels (1 to 3), beyond level 3 if need be
  grele c3 / neige c3    the 2x2 zone whose bottom-left cell is c3
  avalanche c3           the Earth on c3
  etoile c3 d4 3         the Fire on c3 moves 3 cells toward d4
  pleinelune <card> ...  the effect of a card already played, with that card's arguments
  eclipse <card>         take that available card for yourself
  secousse <card> [<card>]     replace those available cards with face-down ones
  effondrement, aurore, coucher: then `pick <cell>` (and `done` after the first pick)
Every other card takes no argument. "Prochain tour" is the next opponent's turn; "votre
prochain tour" is the player's own next turn; "les deux prochains tours" are the next
turn of every player still in the game.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from game.core import Action, Event, act
from game.elemmaster.board import DIRECTIONS
from game.elemmaster.position import Args, ElemPosition

# Cards whose effect waits for a turn: effect kind and whose turn it concerns.
NEXT_OWN_TURN = ("ouragan", "inondation", "canicule")


class EventRules(ElemPosition):
    # == which cards a seat may use ==============================================================
    def usable_events(self, seat: int) -> list[str]:
        cards = [c["id"] for c in self.ev_row if c["hidden_for"] is None]
        return cards + [c for c in self.ev_reserved[seat] if c not in cards]

    def event_actions(self, seat: int) -> Iterator[Action]:
        if not self.events_on or self.ap < self.rules.event_cost:
            return
        if len(self.ev_used[seat]) >= self.rules.events_per_player:
            return
        for cid in self.usable_events(seat):
            if cid == "pleinelune":
                played = sorted({e for used in self.ev_used for e in used if e != "pleinelune"})
                for other in played:
                    for args in self.event_variants(seat, other, cid):
                        yield act("event", cid, other, *args)
            else:
                for args in self.event_variants(seat, cid, cid):
                    yield act("event", cid, *args)

    # == when a card changes something, and with which arguments =================================
    def event_variants(self, seat: int, cid: str, card: str) -> Iterator[Args]:
        """The argument tuples with which the effect of `cid` changes the game (played from
        the card `card`, which differs under Pleine Lune)."""
        yield from getattr(self, f"_var_{cid}")(seat, card)

    def _can_gain(self, c: int) -> bool:
        s = self.stacks[c]
        return s.level < self.rules.max_level and self.reserve[s.owner][s.element] > 0

    def _cells_of(self, element: str) -> list[int]:
        return sorted(c for c, s in self.stacks.items() if s.element == element)

    def _waiting(self, kind: str, who: int | None) -> bool:
        return any(e["kind"] == kind and e.get("who") == who and e.get("waiting", False) for e in self.effects)

    def _var_printemps(self, seat: int, card: str) -> Iterator[Args]:
        if any(self._can_gain(c) for c in self._cells_of("earth")):
            yield ()

    def _var_ete(self, seat: int, card: str) -> Iterator[Args]:
        if any(self._can_gain(c) for c in self._cells_of("fire")):
            yield ()

    def _var_deluge(self, seat: int, card: str) -> Iterator[Args]:
        if any(self._can_gain(c) for c in self._cells_of("water")):
            yield ()

    def _var_automne(self, seat: int, card: str) -> Iterator[Args]:
        if self._cells_of("earth"):
            yield ()

    def _immobilisable(self, seat: int, element: str) -> list[int]:
        return [c for c in self._cells_of(element) if not self.allied(seat, self.stacks[c].owner)
                and self.stacks[c].pin == 0]

    def _var_hiver(self, seat: int, card: str) -> Iterator[Args]:
        if self._immobilisable(seat, "fire"):
            yield ()

    def _var_gel(self, seat: int, card: str) -> Iterator[Args]:
        if self._immobilisable(seat, "water"):
            yield ()

    def _var_averse(self, seat: int, card: str) -> Iterator[Args]:
        for c in self._cells_of("fire"):
            for n in range(1, min(self.defs.events["averse"].p["max_loss"], self.stacks[c].level) + 1):
                yield (self.cell_name(c), n)

    def _var_orage(self, seat: int, card: str) -> Iterator[Args]:
        level = self.defs.events["orage"].p["level"]
        if any(self.stacks[c].level == level and self.reserve[self.stacks[c].owner]["fire"] > 0
               for c in self._cells_of("earth")):
            yield ()

    def _var_brouillard(self, seat: int, card: str) -> Iterator[Args]:
        target = self.next_opponent(seat)
        if target is not None and not self._waiting("brouillard", target):
            yield ()

    def _var_brise(self, seat: int, card: str) -> Iterator[Args]:
        for c in self._cells_of("air"):
            s = self.stacks[c]
            for d, n in self.souffle_options(c, s, min(self.rules.souffle_max, s.level)):
                yield (self.cell_name(c), self.cell_name(d), n)

    def _var_rafales(self, seat: int, card: str) -> Iterator[Args]:
        if self.active("rafales"):
            return
        if any(s.eff == "air" and not s.played for _, s in self.own_stacks(seat)):
            yield ()

    def _var_tempete(self, seat: int, card: str) -> Iterator[Args]:
        if self.reserve[seat]["air"] > 0:
            for c in self.half_cells(seat):
                if c not in self.stacks:
                    yield (self.cell_name(c),)

    def _var_incendie(self, seat: int, card: str) -> Iterator[Args]:
        if self.reserve[seat]["fire"] > 0:
            for c in range(self.geo.count):
                if self.empty(c):
                    yield (self.cell_name(c),)

    def _var_next_own(self, seat: int, kind: str, element: str) -> Iterator[Args]:
        if not self._waiting(kind, seat) and any(s.element == element for _, s in self.own_stacks(seat)):
            yield ()

    def _var_ouragan(self, seat: int, card: str) -> Iterator[Args]:
        yield from self._var_next_own(seat, "ouragan", "air")

    def _var_inondation(self, seat: int, card: str) -> Iterator[Args]:
        yield from self._var_next_own(seat, "inondation", "water")

    def _var_canicule(self, seat: int, card: str) -> Iterator[Args]:
        if not self._waiting("canicule", seat) and self._cells_of("fire"):
            yield ()

    def _var_secheresse(self, seat: int, card: str) -> Iterator[Args]:
        if self._cells_of("fire") and self._cells_of("water"):
            yield ()

    def _var_tornade(self, seat: int, card: str) -> Iterator[Args]:
        top = self.defs.events["tornade"].p["max_gain"]
        for c in self._cells_of("air"):
            have = self.reserve[self.stacks[c].owner]["air"]
            for n in range(1, min(top, have) + 1):
                yield (self.cell_name(c), n)

    def zone(self, corner: int) -> list[int]:
        size = self.defs.events["grele"].p["zone"]
        x0, y0 = self.geo.xy[corner]
        return [(y0 + dy) * self.size + x0 + dx for dy in range(size) for dx in range(size)]

    def _zones_with(self, element: str, cid: str) -> Iterator[Args]:
        size = self.defs.events[cid].p["zone"]
        for corner in range(self.geo.count):
            x, y = self.geo.xy[corner]
            if x + size > self.size or y + size > self.size:
                continue
            if any(c in self.stacks and self.stacks[c].element == element for c in self.zone(corner)):
                yield (self.cell_name(corner),)

    def _var_grele(self, seat: int, card: str) -> Iterator[Args]:
        yield from self._zones_with("earth", "grele")

    def _var_neige(self, seat: int, card: str) -> Iterator[Args]:
        yield from self._zones_with("fire", "neige")

    def _var_avalanche(self, seat: int, card: str) -> Iterator[Args]:
        for c in self._cells_of("earth"):
            if any(d in self.stacks and self.stacks[d].element == "water" and self._can_gain(d)
                   for d in self.geo.neighbours[c]):
                yield (self.cell_name(c),)

    def _var_coulee(self, seat: int, card: str) -> Iterator[Args]:
        if self.next_opponent(seat) is not None:
            yield ()

    def _var_arcenciel(self, seat: int, card: str) -> Iterator[Args]:
        yield ()

    def _var_effondrement(self, seat: int, card: str) -> Iterator[Args]:
        if self.collapse_cells([]):
            yield ()

    def _var_aurore(self, seat: int, card: str) -> Iterator[Args]:
        if any(self._can_gain(c) for c in self.stacks):
            yield ()

    def _var_coucher(self, seat: int, card: str) -> Iterator[Args]:
        if self._cells_of("fire"):
            yield ()

    def star_path(self, c: int, d: tuple[int, int], k: int) -> bool:
        """Can the Fire on c move k cells in direction d (empty cells, the last may merge)?"""
        s = self.stacks[c]
        pos = c
        for i in range(k):
            nxt = self.geo.step(pos, d)
            if not self.open_cell(nxt):
                return False
            t = self.stacks.get(nxt)
            if t is not None and not (i == k - 1 and self.can_merge(s, t)):
                return False
            pos = nxt
        return True

    def _var_etoile(self, seat: int, card: str) -> Iterator[Args]:
        if self.active("brouillard"):
            return
        top = self.defs.events["etoile"].p["max"]
        for c in self._cells_of("fire"):
            for d in DIRECTIONS:
                first = self.geo.step(c, d)
                if first is None:
                    continue  # the board's edge (star_path refuses it too)
                for k in range(1, top + 1):
                    if not self.star_path(c, d, k):
                        break
                    yield (self.cell_name(c), self.cell_name(first), k)

    def _var_pleinelune(self, seat: int, card: str) -> Iterator[Args]:
        return iter(())  # never copies itself

    def _var_eclipse(self, seat: int, card: str) -> Iterator[Args]:
        for c in self.ev_row:
            if c["hidden_for"] is None and c["id"] != card:
                yield (c["id"],)

    def _var_secousse(self, seat: int, card: str) -> Iterator[Args]:
        if not self.ev_deck:
            return
        cards = sorted(c["id"] for c in self.ev_row if c["hidden_for"] is None and c["id"] != card)
        top = self.defs.events["secousse"].p["max"]
        for i, a in enumerate(cards):
            yield (a,)
            if top >= 2 and len(self.ev_deck) >= 2:
                for b in cards[i + 1:]:
                    yield (a, b)

    # == playing a card ==========================================================================
    def _do_event(self, seat: int, args: Args, ev: list[Event]) -> None:
        cid = str(args[0])
        rest = args[1:]
        for i, c in enumerate(self.ev_row):
            if c["id"] == cid and c["hidden_for"] is None:
                del self.ev_row[i]
                break
        else:
            self.ev_reserved[seat].remove(cid)
        self.ev_used[seat].append(cid)
        self.ap -= self.rules.event_cost
        if cid == "pleinelune":
            ev.append(Event("event_played", seat, {"event": cid, "copy": str(rest[0])}))
            cid, rest = str(rest[0]), rest[1:]
            card = "pleinelune"
        else:
            ev.append(Event("event_played", seat, {"event": cid, "copy": ""}))
            card = cid
        getattr(self, f"_ev_{cid}")(seat, rest, ev, card)

    def _level_event(self, seat: int, c: int, before: int, ev: list[Event], element: str, owner: int) -> None:
        after = self.stacks[c].level if c in self.stacks else 0
        if after != before:
            ev.append(Event("level", seat, {"cell": self.cell_name(c), "element": element, "player": owner,
                                            "before": before, "after": after}))

    def _gain_all(self, seat: int, element: str, n: int, ev: list[Event]) -> None:
        for c in self._cells_of(element):
            s = self.stacks[c]
            before = s.level
            self.add_levels(c, n)
            self._level_event(seat, c, before, ev, s.element, s.owner)

    def _lose(self, seat: int, c: int, n: int, ev: list[Event]) -> None:
        s = self.stacks[c]
        before = s.level
        self.lose_levels(c, n, ev)
        self._level_event(seat, c, before, ev, s.element, s.owner)

    def _ev_printemps(self, seat: int, args: Args, ev: list[Event], card: str) -> None:
        self._gain_all(seat, "earth", self.defs.events["printemps"].p["gain"], ev)

    def _ev_ete(self, seat: int, args: Args, ev: list[Event], card: str) -> None:
        self._gain_all(seat, "fire", self.defs.events["ete"].p["gain"], ev)

    def _ev_deluge(self, seat: int, args: Args, ev: list[Event], card: str) -> None:
        self._gain_all(seat, "water", self.defs.events["deluge"].p["gain"], ev)

    def _ev_automne(self, seat: int, args: Args, ev: list[Event], card: str) -> None:
        for c in self._cells_of("earth"):
            self._lose(seat, c, self.defs.events["automne"].p["loss"], ev)

    def _immobilise(self, seat: int, element: str, ev: list[Event], cause: str) -> None:
        cells = self._immobilisable(seat, element)
        for c in cells:
            s = self.stacks[c]
            s.played = True
            s.pin = max(s.pin, 1)
        ev.append(Event("immobilised", seat, {"cells": [self.cell_name(c) for c in cells], "cause": cause}))

    def _ev_hiver(self, seat: int, args: Args, ev: list[Event], card: str) -> None:
        self._immobilise(seat, "fire", ev, "hiver")

    def _ev_gel(self, seat: int, args: Args, ev: list[Event], card: str) -> None:
        self._immobilise(seat, "water", ev, "gel")

    def _ev_averse(self, seat: int, args: Args, ev: list[Event], card: str) -> None:
        self._lose(seat, self.cell_of(args[0]), int(args[1]), ev)

    def _ev_orage(self, seat: int, args: Args, ev: list[Event], card: str) -> None:
        level = self.defs.events["orage"].p["level"]
        for c in self._cells_of("earth"):
            s = self.stacks[c]
            if s.level == level and self.take(s.owner, "fire", level) == level:
                self.give_back(s.owner, "earth", level, ev)
                s.element = "fire"
                s.morph = None
                ev.append(Event("transformed", seat, {"cell": self.cell_name(c), "old": "earth", "new": "fire",
                                                      "level": level, "player": s.owner}))

    def _effect(self, seat: int, kind: str, ev: list[Event], **extra: Any) -> None:
        e = {"kind": kind, "by": seat, **extra}
        self.effects.append(e)
        ev.append(Event("effect", seat, {"effect": kind, "target": extra.get("who", seat)}))

    def _ev_brouillard(self, seat: int, args: Args, ev: list[Event], card: str) -> None:
        self._effect(seat, "brouillard", ev, who=self.next_opponent(seat), waiting=True)

    def _ev_brise(self, seat: int, args: Args, ev: list[Event], card: str) -> None:
        self.do_souffle(seat, self.cell_of(args[0]), self.cell_of(args[1]), int(args[2]), ev, spend=False, mark=False,
                        cause="brise")

    def _ev_rafales(self, seat: int, args: Args, ev: list[Event], card: str) -> None:
        self._effect(seat, "rafales", ev, who=seat, waiting=False)

    def _summon_event(self, seat: int, c: int, element: str, level: int, ev: list[Event]) -> None:
        k = self.place(seat, c, element, level)
        ev.append(Event("summon", seat, {"cell": self.cell_name(c), "element": element, "level": k, "player": seat}))

    def _ev_tempete(self, seat: int, args: Args, ev: list[Event], card: str) -> None:
        self._summon_event(seat, self.cell_of(args[0]), "air", self.defs.events["tempete"].p["level"], ev)

    def _ev_incendie(self, seat: int, args: Args, ev: list[Event], card: str) -> None:
        self._summon_event(seat, self.cell_of(args[0]), "fire", self.defs.events["incendie"].p["level"], ev)

    def _ev_ouragan(self, seat: int, args: Args, ev: list[Event], card: str) -> None:
        self._effect(seat, "ouragan", ev, who=seat, waiting=True)

    def _ev_inondation(self, seat: int, args: Args, ev: list[Event], card: str) -> None:
        self._effect(seat, "inondation", ev, who=seat, waiting=True)

    def _ev_canicule(self, seat: int, args: Args, ev: list[Event], card: str) -> None:
        self._effect(seat, "canicule", ev, who=seat, waiting=True)

    def _ev_secheresse(self, seat: int, args: Args, ev: list[Event], card: str) -> None:
        players = sum(1 for e in self.eliminated if not e)
        self._effect(seat, "secheresse", ev, delay=1, turns=players)

    def _ev_tornade(self, seat: int, args: Args, ev: list[Event], card: str) -> None:
        c, n = self.cell_of(args[0]), int(args[1])
        s = self.stacks[c]
        before = s.level
        self.add_levels(c, n, cap=s.level + n)  # "peut à cette occasion dépasser le niveau 3"
        self._level_event(seat, c, before, ev, s.element, s.owner)

    def _zone_loss(self, seat: int, corner: int, element: str, n: int, ev: list[Event]) -> None:
        for c in self.zone(corner):
            if c in self.stacks and self.stacks[c].element == element:
                self._lose(seat, c, n, ev)

    def _ev_grele(self, seat: int, args: Args, ev: list[Event], card: str) -> None:
        self._zone_loss(seat, self.cell_of(args[0]), "earth", self.defs.events["grele"].p["loss"], ev)

    def _ev_neige(self, seat: int, args: Args, ev: list[Event], card: str) -> None:
        self._zone_loss(seat, self.cell_of(args[0]), "fire", self.defs.events["neige"].p["loss"], ev)

    def _ev_avalanche(self, seat: int, args: Args, ev: list[Event], card: str) -> None:
        p = self.defs.events["avalanche"].p
        c = self.cell_of(args[0])
        waters = [d for d in self.geo.neighbours[c] if d in self.stacks and self.stacks[d].element == "water"]
        self._lose(seat, c, p["loss"], ev)
        for d in waters:
            s = self.stacks[d]
            before = s.level
            self.add_levels(d, p["gain"])
            self._level_event(seat, d, before, ev, s.element, s.owner)

    def _ev_coulee(self, seat: int, args: Args, ev: list[Event], card: str) -> None:
        p = self.defs.events["coulee"].p
        self._effect(seat, "ap_set", ev, who=self.next_opponent(seat), waiting=True, value=p["opponent_ap"])
        # "Vous gagnez une action": at once, in this turn.
        self.ap += p["bonus"]
        ev.append(Event("ap", seat, {"ap": self.ap, "change": p["bonus"]}))

    def _ev_arcenciel(self, seat: int, args: Args, ev: list[Event], card: str) -> None:
        self._effect(seat, "ap_bonus", ev, who=seat, waiting=True, value=self.defs.events["arcenciel"].p["bonus"])

    def _ev_effondrement(self, seat: int, args: Args, ev: list[Event], card: str) -> None:
        self.pending = {"kind": "effondrement", "seat": seat, "picked": []}

    def _ev_aurore(self, seat: int, args: Args, ev: list[Event], card: str) -> None:
        self.pending = {"kind": "aurore", "seat": seat, "picked": [], "elements": []}

    def _ev_coucher(self, seat: int, args: Args, ev: list[Event], card: str) -> None:
        self.pending = {"kind": "coucher", "seat": seat, "picked": []}

    def _ev_etoile(self, seat: int, args: Args, ev: list[Event], card: str) -> None:
        c, first, k = self.cell_of(args[0]), self.cell_of(args[1]), int(args[2])
        d = self.geo.direction(c, first)
        pos = c
        for _ in range(k):
            nxt = self.geo.step(pos, d)
            assert nxt is not None
            self.move_tokens(seat, pos, nxt, self.stacks[pos].level, ev, cause="etoile")
            pos = nxt

    def _ev_eclipse(self, seat: int, args: Args, ev: list[Event], card: str) -> None:
        cid = str(args[0])
        self.ev_row = [c for c in self.ev_row if not (c["id"] == cid and c["hidden_for"] is None)]
        self.ev_reserved[seat].append(cid)
        ev.append(Event("event_taken", seat, {"event": cid}))

    def _ev_secousse(self, seat: int, args: Args, ev: list[Event], card: str) -> None:
        removed = [str(a) for a in args]
        for cid in removed:
            for c in self.ev_row:
                if c["id"] == cid and c["hidden_for"] is None:
                    self.ev_discard.append(cid)
                    c["id"] = self.ev_deck.pop()
                    c["hidden_for"] = seat  # "dévoilés et utilisables au début de votre prochain tour"
                    break
        ev.append(Event("events_replaced", seat, {"removed": removed, "count": len(removed)}))

    def reveal_events(self, seat: int, ev: list[Event]) -> None:
        shown = []
        for c in self.ev_row:
            if c["hidden_for"] == seat:
                c["hidden_for"] = None
                shown.append(c["id"])
        if shown:
            ev.append(Event("events_revealed", seat, {"events": shown}))

    # == the cards that ask for cells ============================================================
    def collapse_cells(self, picked: list[int]) -> list[int]:
        """Empty cells a Void block may cover without cutting any elemental off: every
        elemental must stay in one connected (8-neighbour) area of open cells."""
        out = []
        for c in range(self.geo.count):
            if self.empty(c) and c not in picked and self._stays_connected({c, *picked}):
                out.append(c)
        return out

    def _stays_connected(self, extra_void: set[int]) -> bool:
        occupied = [c for c in self.stacks]
        if not occupied:
            return True
        seen = {occupied[0]}
        todo = [occupied[0]]
        while todo:
            c = todo.pop()
            for d in self.geo.neighbours[c]:
                if d not in seen and d not in self.void and d not in extra_void:
                    seen.add(d)
                    todo.append(d)
        return all(c in seen for c in occupied)

    def _options_effondrement(self, p: dict[str, Any]) -> tuple[list[int], bool]:
        picked = [self.geo.index[c] for c in p["picked"]]
        if len(picked) >= self.defs.events["effondrement"].p["max"]:
            return [], True
        return self.collapse_cells(picked), bool(picked)

    def _pick_effondrement(self, p: dict[str, Any], seat: int, c: int, ev: list[Event]) -> None:
        p["picked"].append(self.cell_name(c))
        self.void.add(c)
        ev.append(Event("void", seat, {"cell": self.cell_name(c)}))

    def _options_aurore(self, p: dict[str, Any]) -> tuple[list[int], bool]:
        if len(p["picked"]) >= self.defs.events["aurore"].p["max"]:
            return [], True
        cells = [c for c in sorted(self.stacks) if self.cell_name(c) not in p["picked"]
                 and self.stacks[c].element not in p["elements"] and self._can_gain(c)]
        return cells, bool(p["picked"])

    def _pick_aurore(self, p: dict[str, Any], seat: int, c: int, ev: list[Event]) -> None:
        s = self.stacks[c]
        p["picked"].append(self.cell_name(c))
        p["elements"].append(s.element)
        before = s.level
        self.add_levels(c, self.defs.events["aurore"].p["gain"])
        self._level_event(seat, c, before, ev, s.element, s.owner)

    def _options_coucher(self, p: dict[str, Any]) -> tuple[list[int], bool]:
        if len(p["picked"]) >= self.defs.events["coucher"].p["max"]:
            return [], True
        cells = [c for c in self._cells_of("fire") if self.cell_name(c) not in p["picked"]]
        return cells, bool(p["picked"])

    def _pick_coucher(self, p: dict[str, Any], seat: int, c: int, ev: list[Event]) -> None:
        p["picked"].append(self.cell_name(c))
        self._lose(seat, c, self.defs.events["coucher"].p["loss"], ev)
