"""An Elem Master position and the mechanisms every kind of action shares.

`ElemPosition` holds the board, the armies, the reserves, the cards and the turn's counters, and
the rules that the base actions (rules.py), the specialty cards (specialties.py) and the event
cards (events.py) all play through: naming cells, tokens leaving and joining reserves, moves and
merges, interactions, pushes. Those three modules build on it; it imports none of them.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, TypeGuard

from game.core import Action, Chance, Event, GameState, IllegalAction, Refusal
from game.elemmaster.board import ELEMENTS, geometry, side_of
from game.elemmaster.defs import Defs, Terrain, load_defs
from game.elemmaster.pieces import Stack, beats, interacts

Args = tuple[int | str, ...]  # an action's arguments (`Action.args`), or an event card's


class ElemPosition(GameState):
    """The position (its attributes are the serial form's fields) and the shared mechanisms."""

    def __init__(self, num_seats: int, chance: Chance, defs: Defs | None = None, size: int = 6) -> None:
        super().__init__(num_seats, chance)
        self.defs = defs or load_defs()
        self.rules = self.defs.rules  # the rules' numbers: action points, costs, levels, reserves
        self.mode = "duel" if num_seats == 2 else "ffa"
        self.geo = geometry(size)
        self.size = size
        self.arena = ""
        self.terrain_set = ""
        self.terrain: list[str] = ["forest"] * self.geo.count
        self.void: set[int] = set()
        self.stacks: dict[int, Stack] = {}
        self.reserve: list[dict[str, int]] = [dict.fromkeys(ELEMENTS, self.rules.reserve_per_element) for _ in
                                              range(num_seats)]
        self.aside = [0] * num_seats  # Nécromancien: Earth tokens set aside
        self.out: list[dict[str, int]] = [dict.fromkeys(ELEMENTS, 0) for _ in range(num_seats)]
        self.phase = "play"
        self.start = "predefined"
        self.current = 0
        self.first = 0
        self.round = 0  # rounds of the table begun in the play phase, as players count turns
        self.ap = self.rules.action_points
        self.eliminated = [False] * num_seats
        self.specialty: list[str | None] = [None] * num_seats
        self.genie_used = [0] * num_seats
        self.draft: dict[str, Any] | None = None
        self.ready = [True] * num_seats
        self.events_on = False
        self.ev_row: list[dict[str, Any]] = []  # {"id": card, "hidden_for": seat or None}
        self.ev_deck: list[str] = []
        self.ev_discard: list[str] = []
        self.ev_used: list[list[str]] = [[] for _ in range(num_seats)]
        self.ev_reserved: list[list[str]] = [[] for _ in range(num_seats)]
        self.effects: list[dict[str, Any]] = []
        self.chain: dict[str, Any] | None = None
        self.pending: dict[str, Any] | None = None
        self.turn_limit = self.rules.turn_limit
        self.over: dict[str, Any] | None = None
        self.setup_events: list[Event] = []
        self._cache: dict[int, tuple[list[Action], set[Action] | None]] = {}

    # == small helpers ===========================================================================
    def cell_name(self, cell: int) -> str:
        """The cell's name as actions and events write it (`c3`)."""
        return self.geo.names[cell]

    def cell_of(self, name: Any) -> int:
        """The cell an action names; IllegalAction when this board has no such cell."""
        cell = self.geo.index.get(str(name))
        if cell is None:
            raise IllegalAction(Refusal(f"no cell '{name}' on this board", "elemmaster.no_cell", cell=str(name)))
        return cell

    def allied(self, a: int, b: int) -> bool:
        """Same seat, or partners in 2v2 ("partner = ally for every effect")."""
        return a == b or (self.mode == "teams" and a % 2 == b % 2)

    def side_key(self, seat: int) -> int:
        return seat % 2 if self.mode == "teams" else seat

    def side_of_seat(self, seat: int) -> int:
        return side_of(seat, self.num_seats)

    def home_cells(self, seat: int) -> list[int]:
        """The seat's first rows ("les deux premières lignes auxquelles vous faites face")."""
        side = self.side_of_seat(seat)
        return [c for c in range(self.geo.count)
                if c not in self.void and self.geo.depth(side, c) < self.rules.home_rows]

    def half_cells(self, seat: int) -> list[int]:
        """The half of the board the seat faces (Tempête)."""
        side = self.side_of_seat(seat)
        return [c for c in range(self.geo.count) if c not in self.void and self.geo.depth(side, c) < self.size // 2]

    def terrain_at(self, cell: int) -> Terrain:
        return self.defs.terrains[self.terrain[cell]]

    def open_cell(self, cell: int | None) -> TypeGuard[int]:
        """A cell on the board (not off its edge, None) and not Void."""
        return cell is not None and cell not in self.void

    def empty(self, cell: int | None) -> TypeGuard[int]:
        """An open cell with no elemental on it."""
        return cell is not None and cell not in self.void and cell not in self.stacks

    def can_merge(self, mover: Stack, target: Stack) -> bool:
        """Merging needs one owner and one element ("un même élément et ... un même joueur")."""
        return target.owner == mover.owner and target.element == mover.element and target.eff == mover.eff

    def cost(self, kind: str) -> int:
        return self.rules.costs[kind]

    def opponents(self, seat: int) -> list[int]:
        return [s for s in range(self.num_seats) if not self.allied(seat, s) and not self.eliminated[s]]

    def next_opponent(self, seat: int) -> int | None:
        """The opponent whose turn comes next ("le prochain tour désigne celui de l'adversaire")."""
        for step in range(1, self.num_seats):
            s = (seat + step) % self.num_seats
            if not self.eliminated[s] and not self.allied(seat, s):
                return s
        return None

    def next_alive(self, seat: int) -> int:
        for step in range(1, self.num_seats + 1):
            s = (seat + step) % self.num_seats
            if not self.eliminated[s]:
                return s
        return seat

    def own_stacks(self, seat: int) -> list[tuple[int, Stack]]:
        return [(c, s) for c, s in self.stacks.items() if s.owner == seat]

    def active(self, kind: str) -> dict[str, Any] | None:
        """The effect of that kind in force now, if any."""
        for e in self.effects:
            if e["kind"] != kind:
                continue
            if "who" in e:
                if not e["waiting"] and e["who"] == self.current:
                    return e
            elif e["delay"] == 0:
                return e
        return None

    def tokens_on_board(self, seat: int) -> dict[str, int]:
        out = dict.fromkeys(ELEMENTS, 0)
        for s in self.stacks.values():
            if s.owner == seat:
                out[s.element] += s.level
        return out

    # == tokens ==================================================================================
    def give_back(self, seat: int, element: str, n: int, ev: list[Event] | None = None) -> None:
        """Tokens leaving the board go back to their owner's reserve (README default).

        A Nécromancien sets the Earth tokens he loses aside, up to the card's number.
        """
        if n <= 0:
            return
        if element == "earth" and self.specialty[seat] == "necromancien" and not self.eliminated[seat]:
            room = self.defs.specialties["necromancien"].p["aside_max"] - self.aside[seat]
            k = min(room, n)
            if k > 0:
                self.aside[seat] += k
                n -= k
                if ev is not None:
                    ev.append(Event("aside", seat, {"count": k, "total": self.aside[seat]}))
        self.reserve[seat][element] += n

    def take(self, seat: int, element: str, n: int) -> int:
        k = max(0, min(n, self.reserve[seat][element]))
        self.reserve[seat][element] -= k
        return k

    def lose_levels(self, cell: int, n: int, ev: list[Event]) -> int:
        """The stack on `cell` loses up to n levels (vanishing at 0); returns the levels lost."""
        s = self.stacks[cell]
        k = min(n, s.level)
        s.level -= k
        if s.level == 0:
            del self.stacks[cell]
        self.give_back(s.owner, s.element, k, ev)
        return k

    def add_levels(self, cell: int, n: int, cap: int | None = None) -> int:
        """The stack gains up to n levels, within the cap (level 3) and its owner's reserve."""
        s = self.stacks[cell]
        limit = self.rules.max_level if cap is None else cap
        k = self.take(s.owner, s.element, min(n, max(0, limit - s.level)))
        s.level += k
        return k

    def place(self, seat: int, cell: int, element: str, level: int, played: bool = False) -> int:
        """Summon a new elemental with the tokens the reserve has (none: nothing happens)."""
        k = self.take(seat, element, level)
        if k:
            self.stacks[cell] = Stack(seat, element, k, played)
        return k

    # == moving ==================================================================================
    def _enter(self, moving: Stack, cell: int, ev: list[Event]) -> bool:
        """A stack enters a cell: Désert takes a level from Water. False if it vanished."""
        loss = self.terrain_at(cell).water_entry_loss
        if loss and moving.eff == "water":
            k = min(loss, moving.level)
            moving.level -= k
            self.give_back(moving.owner, moving.element, k, ev)
            ev.append(Event("desert", moving.owner, {"cell": self.cell_name(cell), "element": moving.element,
                                                     "lost": k, "level": moving.level}))
            return moving.level > 0
        return True

    def _arrive(self, moving: Stack, cell: int, ev: list[Event]) -> Stack | None:
        """Put a detached stack on a cell: empty, or merging with the stack there."""
        if not self._enter(moving, cell, ev):
            return None
        target = self.stacks.get(cell)
        if target is None:
            self.stacks[cell] = moving
            return moving
        total = target.level + moving.level
        excess = max(0, total - self.rules.max_level)
        target.level = total - excess
        self.give_back(moving.owner, moving.element, excess, ev)
        # The moving tokens end on top: their marker shows; an immobilisation is kept
        # (README: "Merging does not lift an immobilisation").
        target.pin = max(target.pin, moving.pin)
        target.played = moving.played or target.pin > 0
        ev.append(Event("merge", moving.owner, {"cell": self.cell_name(cell), "element": target.element,
                                                "level": target.level, "excess": excess}))
        return target

    def move_tokens(self, seat: int, src: int, dst: int, n: int, ev: list[Event],
                    cause: str = "move") -> tuple[Stack | None, Stack | None]:
        """Move n tokens of the stack on src to dst. Returns (remaining part, arrived stack)."""
        s = self.stacks[src]
        if n >= s.level:
            moving = self.stacks.pop(src)
            remaining = None
        else:
            moving = Stack(s.owner, s.element, n, False, 0, s.morph)
            s.level -= n
            remaining = s
        ev.append(Event("move", seat, {"src": self.cell_name(src), "dst": self.cell_name(dst), "count": n,
                                       "element": s.element, "player": s.owner, "whole": remaining is None,
                                       "cause": cause}))
        return remaining, self._arrive(moving, dst, ev)

    def move_targets(self, cell: int, s: Stack) -> Iterator[int]:
        """Adjacent cells a stack may move to: empty, or its own stack of the same element."""
        for d in self.geo.neighbours[cell]:
            if d in self.void:
                continue
            t = self.stacks.get(d)
            if t is None or self.can_merge(s, t):
                yield d

    def move_counts(self, s: Stack) -> range:
        """How many tokens a move may take: all or part; Brouillard forbids whole moves."""
        if self.active("brouillard"):
            return range(1, s.level)
        return range(1, s.level + 1)

    # == interactions ============================================================================
    def gain_for(self, winner: Stack, wcell: int, loser_eff: str, loser_owner: int, winner_is_source: bool) -> int:
        """Levels the winner of an interaction may gain (before the cap and the reserve)."""
        if not 1 <= winner.level < self.rules.max_level:
            return 0  # "niveau 1 ou 2"
        if self.terrain_at(wcell).no_gain:
            return 0  # Toundra
        we = winner.eff
        if we == "water" and loser_eff == "fire" and self.active("secheresse"):
            return 0
        amount = 1
        canicule = self.active("canicule")
        if canicule and we == "fire" and loser_eff in ("earth", "air"):
            amount = self.defs.events["canicule"].p["gain"]
        # Ruling: «utilisable pendant ses tours de jeu» - a specialty acts only in its owner's own turns.
        spec = self.specialty[winner.owner] if winner.owner == self.current else None
        if spec == "pretre" and winner_is_source and we == "water" and loser_eff == "fire" \
                and not self.allied(winner.owner, loser_owner):
            amount = max(amount, self.defs.specialties["pretre"].p["gain"])
        if spec == "guerisseur" and not winner_is_source and we == "earth" and loser_eff == "water" \
                and loser_owner == winner.owner:
            amount = max(amount, self.defs.specialties["guerisseur"].p["gain"])
        return amount

    def interact(self, seat: int, src: int, dst: int, ev: list[Event], cause: str = "attack", loss: int = 1,
                 take_place: bool = True) -> int | None:
        """The stack on src interacts with the one on dst (src is the source).

        The loser always loses `loss` levels; the winner gains if it can; a source that makes
        its target vanish takes its place. Returns the source's cell afterwards (None if gone).
        """
        a, b = self.stacks[src], self.stacks[dst]
        if beats(a.eff, b.eff):
            wc, lc = src, dst
        elif beats(b.eff, a.eff):
            wc, lc = dst, src
        else:
            raise IllegalAction(Refusal(f"{a.eff.capitalize()} and {b.eff.capitalize()} do not interact",
                                        "elemmaster.no_interaction", element=a.eff, target_element=b.eff))
        w, l = self.stacks[wc], self.stacks[lc]
        l_eff, l_owner, l_elem, w_elem = l.eff, l.owner, l.element, w.element
        # whose the two are: the log names an attack on one's own troops for what it is (allowed:
        # "convertir ses propres troupes")
        side = "own" if a.owner == b.owner else "ally" if self.allied(a.owner, b.owner) else "enemy"
        full = w.level >= self.rules.max_level
        amount = self.gain_for(w, wc, l_eff, l_owner, wc == src)
        lost = self.lose_levels(lc, loss, ev)
        gained = self.add_levels(wc, amount) if amount else 0
        # why the winner gained nothing, said in the log ("gagne 0 niveau" puzzled a newcomer)
        no_gain = "" if gained else "full" if full else "reserve" if amount else "nogain"
        vanished = lc not in self.stacks
        names = self.geo.names
        data = {"src": names[src], "dst": names[dst], "winner": names[wc], "loser": names[lc],
                "winner_element": w_elem, "loser_element": l_elem, "lost": lost, "gained": gained,
                "vanished": vanished, "cause": cause, "side": side, "no_gain": no_gain}
        if cause == "souffle":  # the log names whose stack was blown into whose ("son propre" misled)
            data.update(owner=a.owner, victim=b.owner, element=a.element, target_element=b.element)
        ev.append(Event("attack", seat, data))
        if vanished and lc == src:
            return None
        if vanished and wc == src and take_place:
            # "Quand un élémentaire est la source d'une attaque qui fait disparaître
            # l'élémentaire ciblé, il prend sa place."
            moving = self.stacks.pop(src)
            ev.append(Event("take_place", seat, {"src": names[src], "dst": names[dst], "element": w_elem}))
            return dst if self._arrive(moving, dst, ev) is not None else None
        return src

    def attack_targets(self, cell: int, s: Stack) -> Iterator[int]:
        for d in self.geo.neighbours[cell]:
            t = self.stacks.get(d)
            if t is not None and interacts(s.eff, t.eff):
                yield d

    # == souffle =================================================================================
    def push_outcome(self, target: int, d: tuple[int, int], n: int) -> tuple[int, str | None]:
        """What a push of n cells would do: (cells moved, 'merge' / 'attack' / None)."""
        s = self.stacks[target]
        pos, steps = target, 0
        for _ in range(n):
            nxt = self.geo.step(pos, d)
            if nxt is None or nxt in self.void:
                return steps, None
            t = self.stacks.get(nxt)
            if t is None:
                pos, steps = nxt, steps + 1
                continue
            if self.can_merge(s, t):
                return steps, "merge"
            if interacts(s.eff, t.eff):
                return steps, "attack"
            return steps, None
        return steps, None

    def souffle_ok(self, target: int, d: tuple[int, int], n: int) -> bool:
        """A souffle must do something; under Brouillard it may not displace its target."""
        steps, what = self.push_outcome(target, d, n)
        if steps and self.active("brouillard"):
            return False
        return steps > 0 or what is not None

    def push(self, seat: int, target: int, d: tuple[int, int], n: int, ev: list[Event]) -> None:
        """Move the target up to n cells away; an obstacle stops it and interacts with it.

        The log names where the target really ends: a push that ends in a merge goes into the
        obstacle's cell (one cell more), a collision stops next to it; "held" only when it cannot move."""
        s = self.stacks.pop(target)
        pos, steps = target, 0
        obstacle = None
        for _ in range(n):
            nxt = self.geo.step(pos, d)
            if nxt is None or nxt in self.void:
                break
            if nxt in self.stacks:
                obstacle = nxt
                break
            pos, steps = nxt, steps + 1
            if not self._enter(s, pos, ev):
                ev.append(Event("pushed", seat, {"src": self.cell_name(target), "dst": self.cell_name(pos),
                                                 "steps": steps, "element": s.element, "player": s.owner,
                                                 "vanished": True, "into": "", "against": ""}))
                return
        t = self.stacks[obstacle] if obstacle is not None else None
        into = ("merge" if self.can_merge(s, t) else "collision" if interacts(s.eff, t.eff) else "") if t else ""
        where = self.cell_name(obstacle) if obstacle is not None else ""
        if into == "merge":
            assert obstacle is not None
            ev.append(Event("pushed", seat, {"src": self.cell_name(target), "dst": where, "steps": steps + 1,
                                             "element": s.element, "player": s.owner, "vanished": False,
                                             "into": into, "against": where}))
            self._arrive(s, obstacle, ev)
            return
        self.stacks[pos] = s
        if steps == 0:  # nothing let it move: the log says so rather than "pushed ... (0 cells)"
            ev.append(Event("push_held", seat, {"cell": self.cell_name(pos), "element": s.element, "player": s.owner,
                                                "into": into, "against": where}))
        else:
            ev.append(Event("pushed", seat, {"src": self.cell_name(target), "dst": self.cell_name(pos), "steps": steps,
                                             "element": s.element, "player": s.owner, "vanished": False,
                                             "into": into, "against": where}))
        if into == "collision":
            assert obstacle is not None
            self.interact(seat, pos, obstacle, ev, cause="souffle")

    def souffle_cost(self, cell: int) -> int:
        c = self.terrain_at(cell).souffle_cost
        return self.cost("souffle") if c is None else c

    def do_souffle(self, seat: int, src: int, dst: int, n: int, ev: list[Event], spend: bool = True,
                   mark: bool = True, cause: str = "souffle") -> None:
        air = self.stacks[src]
        d = self.geo.direction(src, dst)
        ev.append(Event("souffle", seat, {"src": self.cell_name(src), "dst": self.cell_name(dst), "count": n,
                                          "element": self.stacks[dst].element, "cause": cause,
                                          "spent": n if spend else 0,
                                          "left": max(0, air.level - n) if spend else air.level}))
        if spend:
            self.lose_levels(src, n, ev)
        self.push(seat, dst, d, n, ev)
        if mark and src in self.stacks and self.stacks[src] is air and not self.active("rafales"):
            air.played = True

    def souffle_options(self, src: int, s: Stack, max_n: int) -> Iterator[tuple[int, int]]:
        for d in self.geo.neighbours[src]:
            if d not in self.stacks:
                continue
            direction = self.geo.direction(src, d)
            for n in range(1, max_n + 1):
                if self.souffle_ok(d, direction, n):
                    yield d, n
