"""The 16 specialty cards, and the multi-step choices ("pick <cell>", "done") they share
with the events.

Passive cards are rulings inside the shared mechanisms (rules.py): Druide (a second Earth
move), Shaman (a second growth), Prêtre and Guérisseur (gains), Sage (the wave marks
nothing), Nécromancien's tokens set aside (`give_back`). The cards with an action:
  necro                 Nécromancien: 3 AP, then `pick` one home cell per token set aside
  sacrifice c3          Démoniste: 2 AP, the stack becomes a level-1 Fire
  cultist c1            Cultiste: 3 AP, a level-2 Fire on a home cell
  constellation         Constellationiste: 3 AP, then `pick` 3 empty cells (level-1 Air, marked)
  illusion c1           Illusioniste: 3 AP, a level-2 Air on a home cell; `pick` 1-2 moves
                        (`done` after one), then `pick` the stack its level-2 souffle pushes
  genie c3              Génie: once a game, 0 AP, a level-2 elemental vanishes
  omove b2 c3 1 / oattack b2 c3   Oracle: 2 AP, an enemy elemental moves or attacks
  alchemy c3 water      Alchimiste: 2 AP, another element, one level less
  rune c3               Runiste: 2 AP, the elemental is marked as played
  enchant b2 c3         Enchanteur: 2 AP, an attack whose loss is doubled
  morph c3 water        Métamorphe: 2 AP, the elemental acts as that element this turn
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from game.core import Action, Event, act
from game.elemmaster.board import ELEMENTS
from game.elemmaster.pieces import Stack
from game.elemmaster.position import Args, ElemPosition


class SpecialtyRules(ElemPosition):
    # == legal actions ===========================================================================
    def specialty_actions(self, seat: int) -> Iterator[Action]:
        spec = self.specialty[seat]
        if spec is None:
            return
        card = self.defs.specialties[spec]
        if self.ap < card.cost:
            return
        gen = getattr(self, f"_spec_{spec}", None)
        if gen is not None:
            yield from gen(seat, card)

    def _empty_home(self, seat: int) -> list[int]:
        return [c for c in self.home_cells(seat) if c not in self.stacks]

    def _spec_necromancien(self, seat: int, card: Any) -> Iterator[Action]:
        if self.aside[seat] > 0 and self._empty_home(seat):
            yield act("necro")

    def _spec_demoniste(self, seat: int, card: Any) -> Iterator[Action]:
        level = card.p["level"]
        for c, s in sorted(self.own_stacks(seat)):
            if s.element == "fire" and s.level == level and not s.played:
                continue  # would change nothing
            fire = self.reserve[seat]["fire"] + (s.level if s.element == "fire" else 0)
            if fire >= 1:
                yield act("sacrifice", self.cell_name(c))

    def _spec_cultiste(self, seat: int, card: Any) -> Iterator[Action]:
        if self.reserve[seat]["fire"] >= 1:
            for c in self._empty_home(seat):
                yield act("cultist", self.cell_name(c))

    def _spec_constellationiste(self, seat: int, card: Any) -> Iterator[Action]:
        if self.reserve[seat]["air"] >= 1 and any(self.empty(c) for c in range(self.geo.count)):
            yield act("constellation")

    def _spec_illusionniste(self, seat: int, card: Any) -> Iterator[Action]:
        if self.reserve[seat]["air"] >= 1:
            for c in self._empty_home(seat):
                yield act("illusion", self.cell_name(c))

    def _spec_genie(self, seat: int, card: Any) -> Iterator[Action]:
        if self.genie_used[seat] < card.p["uses"]:
            for c, s in sorted(self.stacks.items()):
                if s.level == card.p["level"]:
                    yield act("genie", self.cell_name(c))

    def _spec_oracle(self, seat: int, card: Any) -> Iterator[Action]:
        for c, s in sorted(self.stacks.items()):
            if self.allied(seat, s.owner) or s.pin:
                continue
            name = self.cell_name(c)
            for d in self.move_targets(c, s):
                for n in self.move_counts(s):
                    yield act("omove", name, self.cell_name(d), n)
            for d in self.attack_targets(c, s):
                yield act("oattack", name, self.cell_name(d))

    def _spec_alchimiste(self, seat: int, card: Any) -> Iterator[Action]:
        drop = card.p["level_loss"]
        for c, s in sorted(self.stacks.items()):
            if s.level - drop < 1:
                continue
            for e in ELEMENTS:
                if e != s.element and self.reserve[s.owner][e] >= 1:
                    yield act("alchemy", self.cell_name(c), e)

    def _spec_runiste(self, seat: int, card: Any) -> Iterator[Action]:
        for c, s in sorted(self.stacks.items()):
            if not s.played:
                yield act("rune", self.cell_name(c))

    def _spec_enchanteur(self, seat: int, card: Any) -> Iterator[Action]:
        for c, s in sorted(self.own_stacks(seat)):
            if not s.played:
                for d in self.attack_targets(c, s):
                    yield act("enchant", self.cell_name(c), self.cell_name(d))

    def _spec_metamorphe(self, seat: int, card: Any) -> Iterator[Action]:
        for c, s in sorted(self.own_stacks(seat)):
            if not s.played and s.morph is None:
                for e in ELEMENTS:
                    if e != s.element:
                        yield act("morph", self.cell_name(c), e)

    # == applying ================================================================================
    def _pay(self, seat: int, spec: str) -> Any:
        card = self.defs.specialties[spec]
        self.ap -= card.cost
        return card

    def _do_necro(self, seat: int, args: Args, ev: list[Event]) -> None:
        self._pay(seat, "necromancien")
        ev.append(Event("specialty_used", seat, {"specialty": "necromancien"}))
        self.pending = {"kind": "necro", "seat": seat, "left": self.aside[seat]}

    def _do_sacrifice(self, seat: int, args: Args, ev: list[Event]) -> None:
        card = self._pay(seat, "demoniste")
        c = self.cell_of(args[0])
        s = self.stacks[c]
        ev.append(Event("sacrifice", seat, {"cell": self.cell_name(c), "element": s.element, "level": s.level}))
        self.lose_levels(c, s.level, ev)
        k = self.place(seat, c, "fire", card.p["level"])
        ev.append(Event("summon", seat, {"cell": self.cell_name(c), "element": "fire", "level": k, "player": seat}))

    def _do_cultist(self, seat: int, args: Args, ev: list[Event]) -> None:
        card = self._pay(seat, "cultiste")
        c = self.cell_of(args[0])
        k = self.place(seat, c, "fire", card.p["level"])
        ev.append(Event("summon", seat, {"cell": self.cell_name(c), "element": "fire", "level": k, "player": seat}))

    def _do_constellation(self, seat: int, args: Args, ev: list[Event]) -> None:
        card = self._pay(seat, "constellationiste")
        ev.append(Event("specialty_used", seat, {"specialty": "constellationiste"}))
        self.pending = {"kind": "constellation", "seat": seat, "left": card.p["count"]}

    def _do_illusion(self, seat: int, args: Args, ev: list[Event]) -> None:
        card = self._pay(seat, "illusionniste")
        c = self.cell_of(args[0])
        k = self.place(seat, c, "air", card.p["level"])
        ev.append(Event("summon", seat, {"cell": self.cell_name(c), "element": "air", "level": k, "player": seat}))
        self.pending = {"kind": "illusion", "seat": seat, "cell": self.cell_name(c), "moves": 0, "stage": "move"}

    def _do_genie(self, seat: int, args: Args, ev: list[Event]) -> None:
        self._pay(seat, "genie")
        c = self.cell_of(args[0])
        s = self.stacks[c]
        self.genie_used[seat] += 1
        ev.append(Event("genie", seat, {"cell": self.cell_name(c), "element": s.element, "player": s.owner}))
        self.lose_levels(c, s.level, ev)

    def _do_omove(self, seat: int, args: Args, ev: list[Event]) -> None:
        self._pay(seat, "oracle")
        src, dst, n = self.cell_of(args[0]), self.cell_of(args[1]), int(args[2])
        # "Celui-ci n'est pas marqué comme joué à l'issue de cette action."
        self.move_tokens(seat, src, dst, n, ev, cause="oracle")

    def _do_oattack(self, seat: int, args: Args, ev: list[Event]) -> None:
        self._pay(seat, "oracle")
        self.interact(seat, self.cell_of(args[0]), self.cell_of(args[1]), ev, cause="oracle")

    def _do_alchemy(self, seat: int, args: Args, ev: list[Event]) -> None:
        card = self._pay(seat, "alchimiste")
        c, e = self.cell_of(args[0]), str(args[1])
        s = self.stacks[c]
        old, level = s.element, s.level
        self.give_back(s.owner, old, level, ev)
        s.level = self.take(s.owner, e, level - card.p["level_loss"])
        s.element = e
        s.morph = None
        ev.append(Event("transformed", seat, {"cell": self.cell_name(c), "old": old, "new": e, "level": s.level,
                                              "player": s.owner}))

    def _do_rune(self, seat: int, args: Args, ev: list[Event]) -> None:
        self._pay(seat, "runiste")
        c = self.cell_of(args[0])
        self.stacks[c].played = True
        ev.append(Event("marked", seat, {"cell": self.cell_name(c)}))

    def _do_enchant(self, seat: int, args: Args, ev: list[Event]) -> None:
        card = self._pay(seat, "enchanteur")
        after = self.interact(seat, self.cell_of(args[0]), self.cell_of(args[1]), ev, cause="enchant",
                              loss=card.p["loss"])
        if after is not None:
            self.stacks[after].played = True

    def _do_morph(self, seat: int, args: Args, ev: list[Event]) -> None:
        self._pay(seat, "metamorphe")
        c, e = self.cell_of(args[0]), str(args[1])
        self.stacks[c].morph = e
        ev.append(Event("morph", seat, {"cell": self.cell_name(c), "element": e}))

    # == multi-step choices ======================================================================
    # A pending choice lists the cells that may be picked now and whether `done` may stop it.
    def pending_options(self) -> tuple[list[int], bool]:
        p = self.pending
        assert p is not None
        options: Callable[[dict[str, Any]], tuple[list[int], bool]] = getattr(self, f"_options_{p['kind']}")
        return options(p)

    def pending_actions(self) -> Iterator[Action]:
        picks, can_stop = self.pending_options()
        for c in picks:
            yield act("pick", self.cell_name(c))
        if can_stop:
            yield act("done")

    def pending_has_choice(self) -> bool:
        return bool(self.pending_options()[0])

    def _do_pick(self, seat: int, args: Args, ev: list[Event]) -> None:
        p = self.pending
        assert p is not None
        getattr(self, f"_pick_{p['kind']}")(p, seat, self.cell_of(args[0]), ev)

    def _do_done(self, seat: int, args: Args, ev: list[Event]) -> None:
        assert self.pending is not None
        # said, so that a screen (and a log reader) sees the choice closed even when nothing moved
        ev.append(Event("step_done", seat, {"step": str(self.pending["kind"])}))
        self.finish_step(ev)

    def finish_step(self, ev: list[Event]) -> None:
        """Stop the current step: the next stage of a card, or the end of the choice."""
        p = self.pending
        assert p is not None
        if p["kind"] == "illusion" and p["stage"] == "move":
            p["stage"] = "souffle"
            return
        self.pending = None

    # -- Nécromancien ------------------------------------------------------------------------
    def _options_necro(self, p: dict[str, Any]) -> tuple[list[int], bool]:
        if p["left"] <= 0:
            return [], False
        return self._empty_home(p["seat"]), False

    def _pick_necro(self, p: dict[str, Any], seat: int, c: int, ev: list[Event]) -> None:
        self.aside[seat] -= 1
        p["left"] -= 1
        self.stacks[c] = Stack(seat, "earth", 1)
        ev.append(Event("summon", seat, {"cell": self.cell_name(c), "element": "earth", "level": 1, "player": seat,
                                         "cause": "necromancien"}))

    # -- Constellationiste -------------------------------------------------------------------
    def _options_constellation(self, p: dict[str, Any]) -> tuple[list[int], bool]:
        if p["left"] <= 0 or self.reserve[p["seat"]]["air"] <= 0:
            return [], False
        return [c for c in range(self.geo.count) if self.empty(c)], False

    def _pick_constellation(self, p: dict[str, Any], seat: int, c: int, ev: list[Event]) -> None:
        card = self.defs.specialties["constellationiste"]
        p["left"] -= 1
        k = self.place(seat, c, "air", card.p["level"], played=True)
        ev.append(Event("summon", seat, {"cell": self.cell_name(c), "element": "air", "level": k, "player": seat,
                                         "played": True}))

    # -- Illusioniste ------------------------------------------------------------------------
    def _options_illusion(self, p: dict[str, Any]) -> tuple[list[int], bool]:
        c = self.geo.index[p["cell"]]
        s = self.stacks.get(c)
        if s is None or s.owner != p["seat"] or s.element != "air":
            return [], False
        card = self.defs.specialties["illusionniste"]
        if p["stage"] == "move":
            if p["moves"] >= card.p["moves"] or self.active("brouillard"):
                return [], True
            # "déplacez-le d'une ou deux cases": the first move is due, the second optional
            return [d for d in self.geo.neighbours[c] if self.empty(d)], p["moves"] > 0
        n = min(s.level, self.rules.souffle_max)
        return [d for d in self.geo.neighbours[c]
                if d in self.stacks and self.souffle_ok(d, self.geo.direction(c, d), n)], False

    def _pick_illusion(self, p: dict[str, Any], seat: int, c: int, ev: list[Event]) -> None:
        src = self.geo.index[p["cell"]]
        if p["stage"] == "move":
            self.move_tokens(seat, src, c, self.stacks[src].level, ev, cause="illusion")
            p["cell"] = self.cell_name(c)
            p["moves"] += 1
            return
        n = min(self.stacks[src].level, self.rules.souffle_max)
        self.do_souffle(seat, src, c, n, ev, cause="illusion")
        self.pending = None
