"""Elem Master rules: the position, the legal actions and what they do.

The text form of an action names cells like a chess board (a1 bottom-left). Base actions:
`grow c3`, `move b2 c3 2` (2 tokens), `attack b2 c3`, `tunnel b2 d4 1` (sous-terrain),
`brasier c3 b4 d4`, `vague b2 c3 b1 b3` (source, destination, the stacks that join),
`souffle b2 c2 2` (2 Air tokens), `end`. Multi-step effects (some events and specialties)
ask for `pick <cell>` and, where the card says "jusqu'à", `done`. Set-up actions:
`specialty <id>|none` (draft), `place a1 earth`, `unplace a1`, `ready` (free start).
The position and the mechanisms every action shares (moves, interactions, pushes) are in
position.py; the card actions in specialties.py and events.py; this module holds the set-up,
the legal lists, the base actions, the turn, the end of the game and the serial form.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator
from typing import Any

from game.core import Action, Chance, Event, IllegalAction, Refusal, Result, act, bad_action, remember
from game.elemmaster import contract
from game.elemmaster.board import ELEMENTS, Geometry, assemble_blocks, terrain_map
from game.elemmaster.defs import GAME_ID, SPECIALTY_IDS, TERRAIN_OPTIONS, Defs, load_defs
from game.elemmaster.events import EventRules
from game.elemmaster.pieces import BEATS, STACK_VIEWS, Stack, interacts, view_of
from game.elemmaster.position import Args
from game.elemmaster.specialties import SpecialtyRules

# The public counters the last event of an action carries (ElemState.apply).
STATUS_KEYS = ("stacks", "void", "reserve", "aside", "phase", "current", "turn", "round", "ap", "eliminated",
               "specialty", "ready", "effects", "ev_row", "ev_reserved", "ev_used", "pending", "over", "placed",
               "homes", "count")


_COUNTED: dict[tuple[str, str, str, int], list[Action]] = {}

FIRE_OUT_LEVELS = 3  # `fire_out` is looked for when no more Fire levels than this are left on the board
FIRE_OUT_NODES = 250  # the positions of a turn `fire_out` may visit
FIRE_OUT_TRIES = 8  # the cheapest ends it found that `fire_out` tries with growths first
FIRE_OUT_STRIKES = 6  # the attacks that move the count (no Fire in them) `fire_out` tries before an end


_END = act("end")
_GROWS: dict[str, Action] = {}
# Per board size, per (cell, stop): for each neighbour of the cell in `Geometry.neighbours` order,
# the moves `move cell d 1` .. `move cell d stop-1`, and the attack `attack cell d`.
_ROWS: dict[int, dict[tuple[int, int], tuple[list[list[Action]], list[Action]]]] = {}


def _neighbour_rows(geo: Geometry, cell: int, stop: int) -> tuple[list[list[Action]], list[Action]]:
    """A stack's moves and attacks towards each neighbour, built once per board size and level:
    the move generator reads them instead of building the same actions at every step."""
    name = geo.names[cell]
    built = ([_counted("move", name, geo.names[d], stop) for d in geo.neighbours[cell]],
             [act("attack", name, geo.names[d]) for d in geo.neighbours[cell]])
    _ROWS.setdefault(geo.size, {})[cell, stop] = built
    return built


def _grow(cell: str) -> Action:
    """`grow CELL`, one object per cell name (asked for every unmarked stack at every step)."""
    found = _GROWS.get(cell)
    if found is None:
        found = remember(_GROWS, cell, act("grow", cell), 1_000)
    return found


def _counted(kind: str, src: str, dst: str, stop: int) -> list[Action]:
    """`kind src dst 1` .. `kind src dst stop-1`, built once (moves are most of every legal list)."""
    key = (kind, src, dst, stop)
    found = _COUNTED.get(key)
    if found is None:
        found = remember(_COUNTED, key, [act(kind, src, dst, n) for n in range(1, stop)], 50_000)
    return found



# "plus de jetons Terre ... En cas d'égalité, on compte les jetons Eau ... puis Air"
COUNTED = ("earth", "water", "air")


def decision(reason: str, counts: dict[str, list[int]], side: str | None, winners: list[int]) -> dict[str, Any]:
    """What decided the game, for the screens to say. `elimination`: the other sides lost all their
    Earth. Counted (no Fire left, or the turn limit): the first of Earth, Water, Air where the
    winning side has more (`element`: `won` against the best other side's `runner`, the elements
    before it level). `shared` (a draw): equal in all three (`counts` the level figures), or every
    side eliminated at once (no figures). Counted, `table`: every side's Earth, Water, Air by its side key
    (as a string), for the count's table beside « Qui bat qui »."""
    if reason == "elimination":
        return {"rule": "elimination", "winners": winners}
    # every side's figures, Earth, Water, Air, by side (the count as a table beside « Qui bat qui », nc59)
    table = {str(k): list(v) for k, v in counts.items()}
    if side is None or reason == "draw" or side not in counts:
        level = counts.get(side or "") or []  # the figures the tied sides share (none: all out at once)
        return {"rule": "shared", "winners": winners, "cause": reason, "counts": list(level), "table": table}
    mine = counts[side]
    others = [v for k, v in counts.items() if k != side]
    best_other = max(others) if others else [0, 0, 0]
    k = next((i for i in range(3) if mine[i] != best_other[i]), 0)
    return {"rule": "count", "winners": winners, "cause": reason, "element": COUNTED[k],
            "won": mine[k], "runner": best_other[k], "equal": list(COUNTED[:k]), "table": table}

class ElemState(SpecialtyRules, EventRules):
    game_id = GAME_ID
    _status_at_end = False  # set during `apply` only: a turn's end carries the status of that moment

    # == set-up ==================================================================================
    @classmethod
    def new_game(cls, num_seats: int, chance: Chance, options: dict[str, Any], defs: Defs | None = None) -> ElemState:
        defs = defs or load_defs()
        rules = defs.rules
        if isinstance(num_seats, bool) or not isinstance(num_seats, int) or num_seats not in rules.boards:
            raise ValueError(f"Elem Master is played by {' or '.join(map(str, sorted(rules.boards)))} players, "
                             f"not {num_seats}")
        size = rules.boards[num_seats][0]
        st = cls(num_seats, chance, defs, size)
        if num_seats == 4:
            st.mode = "teams" if options.get("players_mode", "ffa") == "teams" else "ffa"
        # 1. terrains and arena
        st.terrain_set = options.get("terrains", "standard")
        if st.terrain_set not in TERRAIN_OPTIONS:
            raise ValueError(f"unknown terrain set '{st.terrain_set}'")
        choice = options.get("arena", "default")
        fitting = sorted(a for a, ar in defs.arenas.items() if ar.players == num_seats)
        if choice == "default":
            arena_id = rules.default_arena[num_seats]
        elif choice == "random":
            arena_id = fitting[chance.index("arena", len(fitting))]
        else:
            arena_id = choice
        if arena_id not in fitting:
            raise ValueError(f"arena '{arena_id}' is not a {num_seats}-player arena ({', '.join(fitting)})")
        arena = defs.arenas[arena_id]
        st.arena = arena_id
        st.void = set(arena.void)
        # 2. the four terrain blocks
        blocks = assemble_blocks(chance, num_seats, st.terrain_set.split("+"), dict(defs.by_set))
        st.terrain = terrain_map(size, blocks)
        # 4. the first player
        st.first = chance.index("first", num_seats)
        st.current = st.first
        # 5. specialties
        st._deal_specialties(options)
        # 6. events
        if options.get("events", "off") == "on":
            st.events_on = True
            deck = list(defs.events)
            chance.shuffle("events", deck)
            st.ev_row = [{"id": deck.pop(), "hidden_for": None} for _ in range(min(rules.events_drawn, len(deck)))]
            st.ev_deck = deck
        # 7. the armies
        free = options.get("start", "predefined") == "free"
        st.start = "free" if free else "predefined"
        if not free:
            for seat, cell, element, level in arena.start:
                st.stacks[cell] = Stack(seat, element, level)
                st.reserve[seat][element] -= level
        st.setup_events.append(Event("setup", None, {
            "arena": arena_id, "terrains": st.terrain_set, "blocks": blocks, "first": st.first,
            "mode": st.mode, "start": "free" if free else "predefined",
            "specialties": [s or "" for s in st.specialty], "events": [c["id"] for c in st.ev_row],
        }))
        if st.draft is not None:
            st.phase = "draft"
            st.current = st.draft["order"][0]
        elif free:
            st._begin_placement()
        else:
            st._begin_play(st.setup_events)
        return st

    def _deal_specialties(self, options: dict[str, Any]) -> None:
        mode = options.get("specialties", "off")
        fixed: dict[int, str | None] = {}
        for seat in range(self.num_seats):
            v = options.get(f"specialty_seat{seat}", "auto")
            if v != "auto":
                fixed[seat] = None if v == "none" else v
        taken = [v for v in fixed.values() if v]
        if len(taken) != len(set(taken)):
            raise ValueError("two seats cannot hold the same specialty card")
        for v in taken:
            if v not in SPECIALTY_IDS:
                raise ValueError(f"unknown specialty '{v}'")
        order = [(self.first + i) % self.num_seats for i in range(self.num_seats)]
        free_seats = [s for s in order if s not in fixed]
        for seat, v in fixed.items():
            self.specialty[seat] = v
        if mode == "random" and free_seats:
            pool = [s for s in SPECIALTY_IDS if s not in taken]
            self.chance.shuffle("specialty", pool)
            for seat in free_seats:
                self.specialty[seat] = pool.pop()
        elif mode == "choose" and free_seats:
            self.draft = {"order": free_seats, "pos": 0}

    def _begin_placement(self) -> None:
        self.phase = "placement"
        self.ready = [False] * self.num_seats

    def _begin_play(self, ev: list[Event]) -> None:
        self.phase = "play"
        self.ready = [True] * self.num_seats
        self._check_end(ev)
        if self.over is None:
            self.round = 1
            self._start_turn(self.first, ev)
            self._settle(ev)

    # == legal actions ===========================================================================
    def actors(self) -> tuple[int, ...]:
        if self.over is not None:
            return ()
        if self.phase == "placement":
            return tuple(s for s in range(self.num_seats) if not self.ready[s])
        return (self.current,)

    @property
    def is_over(self) -> bool:
        return self.over is not None

    def legal_actions(self, seat: int) -> list[Action]:
        return list(self._listed(seat))

    def _listed(self, seat: int) -> list[Action]:
        """The legal list, kept until the position changes (`_cache`, emptied by every change):
        `has_action` builds it at the end of an action, and the next `legal_actions` reads it."""
        hit = self._cache.get(seat)
        if hit is None:
            if self.phase == "play" and seat == self.current and self.pending is None and self.over is None:
                # the usual case, without `_gen`'s chain of generators (each action passed through
                # three of them): the same actions in the same order, deduplicated the same way
                found: list[Action] = []
                if self.chain is not None:
                    found.extend(self._chain_actions(seat))
                found.extend(self._base_list(seat))
                found.extend(self.specialty_actions(seat))
                found.extend(self.event_actions(seat))
                actions = list(dict.fromkeys(found))
                actions.append(_END)
            else:
                actions = list(dict.fromkeys(self._gen(seat)))
            hit = self._cache[seat] = (actions, None)
        return hit[0]

    def why_illegal(self, seat: int, action: Action) -> str | None:
        """None when the (cached) legal set holds the action; else the rule that refuses it."""
        hit = self._cache.get(seat)
        legal = None if hit is None else hit[1]
        if legal is None:
            actions = self._listed(seat)
            legal = set(actions)
            self._cache[seat] = (actions, legal)  # a set once a check needs one
        if self.canonical(action) in legal:
            return None
        return self._refusal(seat, action)

    # Actions of a turn that name their elemental first, and what each is called in a sentence.
    _STACK_ACTIONS = ("grow", "move", "attack", "tunnel", "brasier", "vague", "souffle")
    _PLAY_KINDS = (*_STACK_ACTIONS, "end", "event", "necro", "sacrifice", "cultist", "constellation")

    def _cell_arg(self, value: Any) -> int | None:
        return self.geo.index.get(value) if isinstance(value, str) else None

    def _refusal(self, seat: int, action: Action) -> Refusal:
        """Why an action missing from the legal set is refused, in the words of the rules."""
        k, a = action.kind, action.args
        if self.over is not None:
            return Refusal("the game is over", "core.game_over")
        if seat not in self.actors():
            return Refusal(f"seat {seat} may not act now", "core.not_your_turn", seat=seat)
        if self.phase == "draft":
            if k != "specialty" or len(a) != 1:
                return Refusal("First choose a specialty", "elemmaster.now_draft")
            if a[0] != "none" and a[0] not in SPECIALTY_IDS:
                return bad_action(action, "specialty ID or none")
            return Refusal("Another player already took this specialty", "elemmaster.specialty_taken",
                           specialty=a[0])
        if self.phase == "placement":
            return self._placement_refusal(seat, action)
        if self.pending is not None:
            return Refusal("First finish the choice your specialty asks for", "elemmaster.answer_pending")
        if k not in self._PLAY_KINDS:
            return bad_action(action, ", ".join(self._PLAY_KINDS))
        arity = {"end": 0, "grow": 1, "attack": 2, "move": 3, "tunnel": 3, "brasier": 3, "souffle": 3}.get(k)
        if (arity is not None and len(a) != arity) or (k == "vague" and len(a) < 2):
            return bad_action(action, f"{k} with {arity if arity is not None else '2 or more'} values")
        if k not in self._STACK_ACTIONS:
            if k == "event" and len(self.ev_used[seat]) >= self.rules.events_per_player:
                return Refusal("You have used all your event cards", "elemmaster.no_more_events")
            if k == "event" and self.ap < self.rules.event_cost:
                return Refusal(f"An event costs {self.rules.event_cost} action points; you have {self.ap}",
                               "elemmaster.no_ap", cost=self.rules.event_cost, ap=self.ap)
            if k in ("necro", "sacrifice", "cultist", "constellation"):
                spec = self.specialty[seat]
                card = self.defs.specialties.get(spec) if spec else None
                if card is None or k != {"necromancien": "necro", "demoniste": "sacrifice", "cultiste": "cultist",
                                         "constellationiste": "constellation"}.get(spec or ""):
                    return Refusal("Your specialty does not give this action", "elemmaster.not_your_specialty")
                if self.ap < card.cost:
                    return Refusal(f"Your specialty costs {card.cost} action points; you have {self.ap}",
                                   "elemmaster.no_ap", cost=card.cost, ap=self.ap)
            return Refusal(f"'{action}' is not possible now", "elemmaster.not_possible", action=str(action))
        src = self._cell_arg(a[0]) if a else None
        if src is None:
            return bad_action(action, f"{k} CELL ...")
        st = self.stacks.get(src)
        if st is None:
            return Refusal(f"There is no elemental on {a[0]}", "elemmaster.no_stack", cell=a[0])
        if st.owner != seat:
            return Refusal(f"The elemental on {a[0]} is not yours", "elemmaster.not_yours", cell=a[0])
        chain = self.chain
        in_chain = chain is not None and a[0] in chain["cells"] and chain["kind"] == k
        if st.played and not in_chain:
            return Refusal(f"The elemental on {a[0]} has already acted this turn", "elemmaster.already_played",
                           cell=a[0])
        cost = self.souffle_cost(src) if k == "souffle" else self.cost(k)
        if self.ap < cost and not in_chain:
            return Refusal(f"This action costs {cost} action points; you have {self.ap}", "elemmaster.no_ap",
                           cost=cost, ap=self.ap)
        dst = self._cell_arg(a[1]) if len(a) > 1 else None
        if k in ("attack", "move", "tunnel", "souffle", "vague") and dst is None:
            return bad_action(action, f"{k} CELL CELL ...")
        if k == "attack":
            assert dst is not None
            if dst not in self.geo.neighbours[src]:
                return Refusal(f"{a[1]} is not next to {a[0]}", "elemmaster.not_adjacent", src=a[0], dst=a[1])
            t = self.stacks.get(dst)
            if t is None:
                return Refusal(f"There is no elemental to attack on {a[1]}", "elemmaster.no_target", cell=a[1])
            if t.eff == st.eff:
                name = st.eff.capitalize()
                return Refusal(f"{name} cannot attack {name}", "elemmaster.same_element", element=st.eff)
            if not interacts(st.eff, t.eff):
                return Refusal(f"{st.eff.capitalize()} and {t.eff.capitalize()} do not interact",
                               "elemmaster.no_interaction", element=st.eff, target_element=t.eff)
        if k == "move":
            assert dst is not None
            if dst not in self.geo.neighbours[src]:
                return Refusal(f"{a[1]} is not next to {a[0]}", "elemmaster.not_adjacent", src=a[0], dst=a[1])
            if dst in self.void:
                return Refusal(f"{a[1]} is out of the arena", "elemmaster.void_cell", cell=a[1])
            t = self.stacks.get(dst)
            if t is not None and not self.can_merge(st, t):
                return Refusal("An elemental moves to an empty cell or onto its own kind (same player, same "
                               "element)", "elemmaster.cell_taken", cell=a[1])
            n = a[2] if len(a) == 3 else None
            if type(n) is int and n == st.level and self.active("brouillard"):
                return Refusal("In the Fog an elemental cannot move whole", "elemmaster.fog_whole")
            if type(n) is not int or not 1 <= n <= st.level:
                return Refusal(f"Move 1 to {st.level} tokens", "elemmaster.move_count", level=st.level)
        if k == "grow" and st.level >= self.rules.max_level:
            return Refusal(f"An elemental grows to level {self.rules.max_level} at most", "elemmaster.max_level",
                           level=self.rules.max_level)
        if k == "grow" and self.reserve[seat][st.element] <= 0:
            return Refusal("Your reserve has no token of this element left", "elemmaster.reserve_empty",
                           element=st.element)
        if k == "grow" and self.growth_amount(src, st) <= 0:
            return Refusal("This terrain does not make this element grow", "elemmaster.no_growth",
                           element=st.eff)
        special = {"tunnel": "earth", "brasier": "fire", "vague": "water", "souffle": "air"}
        if k in special and st.eff != special[k]:
            return Refusal(f"Only {special[k].capitalize()} can do this", "elemmaster.wrong_element_action",
                           element=special[k])
        return Refusal(f"'{action}' is not possible now", "elemmaster.not_possible", action=str(action))

    def _placement_refusal(self, seat: int, action: Action) -> Refusal:
        k, a = action.kind, action.args
        if k not in ("place", "unplace", "ready"):
            return Refusal("First place your army on your first rows", "elemmaster.now_placement")
        placed = self.placed(seat)
        if k == "ready":
            if placed < self.rules.army_size:
                return Refusal(f"Place all your army first ({placed} of {self.rules.army_size})",
                               "elemmaster.army_incomplete", placed=placed, size=self.rules.army_size)
            need = self.rules.free_start_min_earth
            return Refusal(f"Your army needs at least {need} Earth tokens", "elemmaster.earth_minimum", need=need)
        cell = self._cell_arg(a[0]) if a else None
        if cell is None:
            return bad_action(action, f"{k} CELL ...")
        st = self.stacks.get(cell)
        if k == "unplace":
            return Refusal(f"You have no elemental on {a[0]}", "elemmaster.no_stack", cell=a[0])
        if cell not in self.home_cells(seat):
            return Refusal("Place your elementals on your first rows", "elemmaster.not_home", cell=a[0])
        if placed >= self.rules.army_size:
            return Refusal("Your whole army is placed", "elemmaster.army_full", size=self.rules.army_size)
        if len(a) != 2 or a[1] not in ELEMENTS:
            return bad_action(action, "place CELL ELEMENT")
        if self.reserve[seat][a[1]] <= 0:
            return Refusal("Your reserve has no token of this element left", "elemmaster.reserve_empty",
                           element=a[1])
        if st is not None and (st.owner != seat or st.element != a[1]):
            return Refusal("Stack only tokens of one element", "elemmaster.stack_mixed", cell=a[0])
        return Refusal(f"An elemental has {self.rules.max_level} levels at most", "elemmaster.max_level",
                       level=self.rules.max_level)

    def apply(self, seat: int, action: Action) -> list[Event]:
        """Play an action: the one public verb, `GameState.apply` (check the action, then the rules in
        `_apply`), plus one thing for screens: the last event carries the public position after the
        action (`status`), so a table keeps its counters (action points, reserves, cards, effects)
        without re-deriving rules. The status is added here and not in `_apply` because `_apply` is
        also the step of searches on copies nobody displays (`game.search.rollout`, the bots'
        lookahead), which would pay for a status at every step."""
        hidden_before = self.phase == "placement"
        phase_before = self.phase
        self._status_at_end = True
        try:
            ev = super().apply(seat, action)
        finally:
            self._status_at_end = False
        if ev and not (hidden_before and self.phase == "placement") and ev[-1].to is None:
            ev[-1].data["status"] = self.public_status()
            if ev[-1].kind == "game_over" and len(ev) > 1 and ev[-2].to is None:
                # the action's own counters on its last event before the end (nc15: a tutorial holds
                # game_over, and the panel's reserves stayed those before the final collision)
                ev[-2].data["status"] = dict(ev[-1].data["status"], phase=phase_before, over=None)
        return ev

    def public_status(self) -> dict[str, Any]:
        """What everyone sees after an action outside the hidden placement (see `apply`): the
        public view's STATUS_KEYS, in their order. It comes with every action, so outside the
        placement it is built here without the rest of the view; `status_from_view` is the plain
        version, which tests hold equal to this one."""
        if self.phase == "placement":
            return self.status_from_view()
        return {
            "stacks": self.stacks_view(), "void": [self.cell_name(c) for c in sorted(self.void)],
            "reserve": [dict(r) for r in self.reserve], "aside": list(self.aside), "phase": self.phase,
            "current": self.current, "turn": self.turn, "round": self.round, "ap": self.ap,
            "eliminated": list(self.eliminated), "specialty": [s or "" for s in self.specialty],
            "ready": list(self.ready), "effects": copy.deepcopy(self.effects) if self.effects else [],
            "ev_row": self._public_ev_row([dict(c) for c in self.ev_row]),
            "ev_reserved": [list(r) for r in self.ev_reserved], "ev_used": [list(u) for u in self.ev_used],
            "pending": None if self.pending is None else copy.deepcopy(self.pending),
            "over": None if self.over is None else copy.deepcopy(self.over), "homes": [],
            "count": self.count_now(),
        }

    def canonical(self, action: Action) -> Action:
        """Cells given as a set (the brasier's two cells, the wave's companions) are listed
        in board order (a1, b1, ..., a2, ...) in legal actions; any order is accepted."""
        index = self.geo.index
        if action.kind == "brasier" and len(action.args) == 3:
            rest = sorted(action.args[1:], key=lambda c: index.get(str(c), -1))
            return Action(action.kind, (action.args[0], *rest))
        if action.kind == "vague" and len(action.args) > 2:
            rest = sorted(action.args[2:], key=lambda c: index.get(str(c), -1))
            return Action(action.kind, (*action.args[:2], *rest))
        return action

    def has_action(self, seat: int) -> bool:
        """Anything but `end` to do (the turn ends by itself otherwise)."""
        if self.phase == "play" and seat == self.current and self.pending is None and self.ap >= self.cost("move"):
            # quick yes: an unmarked stack with an empty cell beside it can move
            fog = self.active("brouillard")
            stacks, void = self.stacks, self.void
            for c, s in stacks.items():
                if s.owner == seat and not s.played and (s.level > 1 or not fog):
                    for d in self.geo.neighbours[c]:
                        if d not in stacks and d not in void:
                            return True
            # the whole list, kept for the `legal_actions` that follows when the turn goes on
            if self.over is None and len(self._listed(seat)) > 1:  # more than `end`
                return True
            self._cache.pop(seat, None)
            return False
        return next(self._gen(seat), None) is not None

    def _gen(self, seat: int) -> Iterator[Action]:
        if self.over is not None:
            return
        if self.phase == "draft":
            if seat == self.current:
                yield from self._draft_actions()
            return
        if self.phase == "placement":
            if not self.ready[seat]:
                yield from self._placement_actions(seat)
            return
        if seat != self.current:
            return
        if self.pending is not None:
            yield from self.pending_actions()
            return
        yield from self._chain_actions(seat)
        yield from self._base_list(seat)
        yield from self.specialty_actions(seat)
        yield from self.event_actions(seat)

    def _chain_actions(self, seat: int) -> Iterator[Action]:
        ch = self.chain
        if ch is None:
            return
        for name in ch["cells"]:
            c = self.geo.index[name]
            s = self.stacks.get(c)
            if s is None or s.owner != seat or s.eff != ch["element"]:
                continue
            if ch["kind"] == "move" and not s.pin:
                for d in self.move_targets(c, s):
                    for n in self.move_counts(s):
                        yield act("move", self.cell_name(c), self.cell_name(d), n)
            elif ch["kind"] == "grow" and self.ap >= self.cost("grow") and self.can_grow(c, s):
                yield act("grow", self.cell_name(c))

    def can_grow(self, cell: int, s: Stack) -> bool:
        if s.level >= self.rules.max_level or self.reserve[s.owner][s.element] <= 0:
            return False
        return self.growth_amount(cell, s) > 0

    def growth_amount(self, cell: int, s: Stack) -> int:
        """1 on a terrain of predilection; Innondation: Water 2 there, 1 anywhere else."""
        ter = self.terrain_at(cell)
        if s.eff == "water" and s.owner == self.current and self.active("inondation"):
            return self.defs.events["inondation"].p["gain"] if "water" in ter.growth else 1
        return 1 if s.eff in ter.growth else 0

    def _base_list(self, seat: int) -> list[Action]:
        """The ordinary actions of each unmarked own stack, in board order. Every step of a game
        asks, so `can_grow`, `move_targets`, `move_counts`, `attack_targets` and `can_merge` are
        inlined here; `base_actions_reference` says the same rules plainly, and tests hold the two
        equal."""
        out: list[Action] = []
        add, add_all = out.append, out.extend
        counted = _counted
        ap = self.ap
        costs = self.rules.costs
        max_level = self.rules.max_level
        can_grow_ap, can_move, can_attack = ap >= costs["grow"], ap >= costs["move"], ap >= costs["attack"]
        can_tunnel, can_brasier, can_vague = ap >= costs["tunnel"], ap >= costs["brasier"], ap >= costs["vague"]
        stacks, void, names = self.stacks, self.void, self.geo.names
        geo = self.geo
        neighbours = geo.neighbours
        rows = _ROWS.get(geo.size) or {}
        fog = self.active("brouillard") is not None
        flood = self.active("inondation") is not None  # Water grows anywhere (`growth_amount`)
        reserve = self.reserve[seat]
        terrains, terrain = self.defs.terrains, self.terrain
        for c, s in sorted(stacks.items()):
            if s.owner != seat or s.played:
                continue
            name = names[c]
            e = s.morph or s.element
            stop = s.level if fog else s.level + 1  # how many tokens may move: range(1, stop)
            if can_grow_ap and s.level < max_level and reserve[s.element] > 0 and (
                    self.growth_amount(c, s) > 0 if flood and e == "water" else e in terrains[terrain[c]].growth):
                add(_grow(name))
            if can_move or can_attack:
                # one pass over the neighbours: the moves go out at once, the attacks after them
                beaten = BEATS[e]
                attacks = []
                moves, strikes = rows.get((c, stop)) or _neighbour_rows(geo, c, stop)
                for i, d in enumerate(neighbours[c]):
                    t = stacks.get(d)
                    if t is None:
                        if can_move and d not in void:
                            add_all(moves[i])
                        continue
                    te = t.morph or t.element
                    if can_move and t.owner == s.owner and t.element == s.element and te == e and d not in void:
                        add_all(moves[i])
                    if can_attack and (te in beaten or e in BEATS[te]):
                        attacks.append(strikes[i])
                add_all(attacks)
            if e == "earth":
                if can_tunnel:
                    for d in self.geo.ring2[c]:
                        t = stacks.get(d)
                        if t is not None and self.can_merge(s, t):
                            add_all(counted("tunnel", name, names[d], stop))
            elif e == "fire":
                if s.level == max_level and can_brasier:
                    free = sorted(d for d in neighbours[c] if self.empty(d))
                    for i, d1 in enumerate(free):
                        for d2 in free[i + 1:]:
                            add(act("brasier", name, names[d1], names[d2]))
            elif e == "water":
                if can_vague:
                    add_all(self._vague_actions(c, s))
            elif e == "air" and ap >= self.souffle_cost(c):
                for d, n in self.souffle_options(c, s, min(self.rules.souffle_max, s.level)):
                    add(act("souffle", name, names[d], n))
        return out

    # -- the same rules, plainly ------------------------------------------------------------
    # `_listed`, `_base_list`, `has_action` and `public_status` run at every step and are written
    # for speed; these say what each computes in the plainest way, and
    # tests/test_elemmaster_reference.py holds each fast one equal to its plain version over
    # random reachable positions.
    def base_actions_reference(self, seat: int) -> Iterator[Action]:
        """`_base_list`, plainly: for each unmarked own stack in board order, its growth, its moves,
        its attacks, then its element's own action (tunnel, brasier, wave, souffle)."""
        for c, s in sorted(self.stacks.items()):
            if s.owner != seat or s.played:
                continue
            name = self.cell_name(c)
            if self.ap >= self.cost("grow") and self.can_grow(c, s):
                yield act("grow", name)
            if self.ap >= self.cost("move"):
                for d in self.move_targets(c, s):
                    for n in self.move_counts(s):
                        yield act("move", name, self.cell_name(d), n)
            if self.ap >= self.cost("attack"):
                for d in self.attack_targets(c, s):
                    yield act("attack", name, self.cell_name(d))
            e = s.eff
            if e == "earth" and self.ap >= self.cost("tunnel"):
                for d in self.geo.ring2[c]:
                    t = self.stacks.get(d)
                    if t is not None and self.can_merge(s, t):
                        for n in self.move_counts(s):
                            yield act("tunnel", name, self.cell_name(d), n)
            elif e == "fire" and s.level == self.rules.max_level and self.ap >= self.cost("brasier"):
                free = sorted(d for d in self.geo.neighbours[c] if self.empty(d))
                for i, d1 in enumerate(free):
                    for d2 in free[i + 1:]:
                        yield act("brasier", name, self.cell_name(d1), self.cell_name(d2))
            elif e == "water" and self.ap >= self.cost("vague"):
                yield from self._vague_actions(c, s)
            elif e == "air" and self.ap >= self.souffle_cost(c):
                for d, n in self.souffle_options(c, s, min(self.rules.souffle_max, s.level)):
                    yield act("souffle", name, self.cell_name(d), n)

    def legal_reference(self, seat: int) -> list[Action]:
        """`legal_actions`, plainly: every kind of action in `_gen`'s order, each once, and `end`
        last on the seat's own turn of play."""
        if self.phase == "play" and seat == self.current and self.pending is None and self.over is None:
            found = [*self._chain_actions(seat), *self.base_actions_reference(seat),
                     *self.specialty_actions(seat), *self.event_actions(seat)]
            return [*dict.fromkeys(found), _END]
        return list(dict.fromkeys(self._gen(seat)))

    def has_action_reference(self, seat: int) -> bool:
        """`has_action`, plainly: the seat may do something other than end its turn."""
        return any(a != _END for a in self.legal_reference(seat))

    def status_from_view(self) -> dict[str, Any]:
        """`public_status`, plainly: the public view's STATUS_KEYS, in their order."""
        v = self.view(None)
        return {k: v[k] for k in STATUS_KEYS if k in v}

    # -- la vague ----------------------------------------------------------------------------
    def vague_companions(self, c: int, s: Stack, d: tuple[int, int]) -> list[int]:
        """Own Water stacks beside the source (not diagonally), of its level or lower, that
        the wave may carry in direction d (never along their own line with the source)."""
        out = []
        fog = self.active("brouillard")
        for o in self.geo.orthogonal[c]:
            t = self.stacks.get(o)
            if t is None or t.owner != s.owner or t.eff != "water" or t.level > s.level or t.pin:
                continue
            axis = self.geo.direction(c, o)
            if d == axis or d == (-axis[0], -axis[1]):
                continue
            dst = self.geo.step(o, d)
            if not self.open_cell(dst):
                continue
            u = self.stacks.get(dst)
            if u is None or self.can_merge(t, u):  # it would move there: not under Brouillard
                if not fog:
                    out.append(o)
            elif interacts(t.eff, u.eff):
                out.append(o)
        return out

    def _vague_actions(self, c: int, s: Stack) -> Iterator[Action]:
        stacks = self.stacks
        for o in self.geo.orthogonal[c]:
            t = stacks.get(o)
            if t is not None and t.owner == s.owner and t.eff == "water" and t.level <= s.level and not t.pin:
                break
        else:
            return  # no Water beside it that a wave could carry: every companion list would be empty
        fog = self.active("brouillard")
        for dst in self.geo.neighbours[c]:
            if dst in self.void:
                continue
            t = self.stacks.get(dst)
            if t is None or self.can_merge(s, t):
                if fog:
                    continue
            elif not interacts(s.eff, t.eff):
                continue
            comps = self.vague_companions(c, s, self.geo.direction(c, dst))
            for mask in range(1, 1 << len(comps)):
                chosen = sorted(comps[i] for i in range(len(comps)) if mask >> i & 1)
                yield act("vague", self.cell_name(c), self.cell_name(dst), *[self.cell_name(o) for o in chosen])

    # -- set-up phases -----------------------------------------------------------------------
    def _draft_actions(self) -> Iterator[Action]:
        taken = {s for s in self.specialty if s}
        for sid in SPECIALTY_IDS:
            if sid not in taken:
                yield act("specialty", sid)
        yield act("specialty", "none")

    def placed(self, seat: int) -> int:
        return sum(self.tokens_on_board(seat).values())

    def _placement_actions(self, seat: int) -> Iterator[Action]:
        placed = self.placed(seat)
        for c in self.home_cells(seat):
            s = self.stacks.get(c)
            if placed < self.rules.army_size:
                for e in ELEMENTS:
                    if self.reserve[seat][e] <= 0:
                        continue
                    if s is None or (s.owner == seat and s.element == e and s.level < self.rules.max_level):
                        yield act("place", self.cell_name(c), e)
            if s is not None and s.owner == seat:
                yield act("unplace", self.cell_name(c))
        if placed == self.rules.army_size and self.tokens_on_board(seat)["earth"] >= self.rules.free_start_min_earth:
            yield act("ready")

    # == applying ================================================================================
    def _apply(self, seat: int, action: Action) -> list[Event]:
        """The rules of a legal action: its `_do_<kind>` changes the position, then the turn settles."""
        self._cache = {}
        ev: list[Event] = []
        old_chain = self.chain
        handler = getattr(self, f"_do_{action.kind}")
        handler(seat, action.args, ev)
        if self.chain is old_chain:
            self.chain = None
        if self.phase == "play":
            self._settle(ev)
        return ev

    def _settle(self, ev: list[Event]) -> None:
        """After every action: eliminations, the end of the game, the end of a turn."""
        self._check_end(ev)
        while self.over is None and self.phase == "play":
            if self.eliminated[self.current]:
                self.pending = None
                self.end_turn(ev)
                continue
            if self.pending is not None:
                if self.pending_has_choice():
                    return
                self.finish_step(ev)
                continue
            if self.has_action(self.current):
                return
            self.end_turn(ev)
        self._cache = {}

    def _do_end(self, seat: int, args: Args, ev: list[Event]) -> None:
        self.end_turn(ev)

    def _do_grow(self, seat: int, args: Args, ev: list[Event]) -> None:
        c = self.cell_of(args[0])
        s = self.stacks[c]
        chain = self.chain
        if chain is not None and not (chain["kind"] == "grow" and self.cell_name(c) in chain["cells"]):
            chain = None  # a growth outside the Shaman's chain
        self.ap -= self.cost("grow")
        gained = self.add_levels(c, self.growth_amount(c, s))
        ev.append(Event("grow", seat, {"cell": self.cell_name(c), "element": s.element, "gained": gained,
                                       "level": s.level}))
        # "Un élémentaire d'Air n'est pas marqué comme joué après une croissance."
        if s.eff != "air":
            s.played = True
        pin = self.terrain_at(c).growth_pin
        if pin:
            # Jungle: "il reste marqué comme joué à la fin du tour"
            s.played = True
            s.pin = max(s.pin, pin + 1)
            ev.append(Event("immobilised", seat, {"cells": [self.cell_name(c)], "cause": "jungle"}))
        if self.specialty[seat] == "shaman":
            left = chain["left"] - 1 if chain is not None else self.defs.specialties["shaman"].p["growths"] - 1
            self.chain = ({"kind": "grow", "element": s.eff, "cells": [self.cell_name(c)], "left": left}
                          if left > 0 else None)

    def _do_move(self, seat: int, args: Args, ev: list[Event]) -> None:
        src, dst, n = self.cell_of(args[0]), self.cell_of(args[1]), int(args[2])
        s = self.stacks[src]
        e = s.eff
        chain = self.chain
        if chain is not None and not (chain["kind"] == "move" and self.cell_name(src) in chain["cells"]):
            chain = None  # a move outside the chain of successive moves
        if chain is None:
            self.ap -= self.cost("move")
        target_was_empty = dst not in self.stacks
        remaining, arrived = self.move_tokens(seat, src, dst, n, ev)
        if e != "air":
            # Marks: a whole move to an empty cell marks the stack; a split marks the part
            # left behind; a merge leaves the merged stack unmarked.
            if remaining is not None:
                remaining.played = True
            elif arrived is not None and target_was_empty:
                arrived.played = True
        # Successive moves: Air (2, Ouragan 4), the Druide's Earth (2).
        left = chain["left"] - 1 if chain is not None else self._chain_length(seat, e) - 1
        if left > 0:
            cells = [x for x in (src if remaining is not None else None, dst if arrived is not None else None)
                     if x is not None and not (e == "air" and self.terrain_at(x).air_single_move)]
            if e == "air" and self.terrain_at(src).air_single_move:
                cells = []  # Canyon: "l'Air ne se déplace que d'une case par action"
            if cells:
                self.chain = {"kind": "move", "element": e, "cells": [self.cell_name(x) for x in cells], "left": left}

    def _chain_length(self, seat: int, e: str) -> int:
        if e == "air":
            if self.active("ouragan"):
                return self.defs.events["ouragan"].p["moves"]
            return self.rules.air_moves
        if e == "earth" and self.specialty[seat] == "druide":
            return self.defs.specialties["druide"].p["moves"]
        return 1

    def _do_attack(self, seat: int, args: Args, ev: list[Event], loss: int = 1, cause: str = "attack") -> None:
        src, dst = self.cell_of(args[0]), self.cell_of(args[1])
        self.ap -= self.cost("attack")
        after = self.interact(seat, src, dst, ev, cause=cause, loss=loss)
        if after is not None:
            self.stacks[after].played = True

    def _do_tunnel(self, seat: int, args: Args, ev: list[Event]) -> None:
        src, dst, n = self.cell_of(args[0]), self.cell_of(args[1]), int(args[2])
        self.ap -= self.cost("tunnel")
        remaining, _ = self.move_tokens(seat, src, dst, n, ev, cause="tunnel")
        if remaining is not None:
            remaining.played = True

    def _do_brasier(self, seat: int, args: Args, ev: list[Event]) -> None:
        src = self.cell_of(args[0])
        cells = [self.cell_of(a) for a in args[1:3]]
        self.ap -= self.cost("brasier")
        s = self.stacks[src]
        ev.append(Event("brasier", seat, {"src": self.cell_name(src), "cells": [self.cell_name(c) for c in cells]}))
        for c in cells:
            s.level -= 1
            self.stacks[c] = Stack(s.owner, s.element, 1, False, 0, s.morph)
        s.played = True

    def _do_vague(self, seat: int, args: Args, ev: list[Event]) -> None:
        src, dst = self.cell_of(args[0]), self.cell_of(args[1])
        comps = [self.cell_of(a) for a in args[2:]]
        self.ap -= self.cost("vague")
        d = self.geo.direction(src, dst)
        ev.append(Event("vague", seat, {"src": self.cell_name(src), "dst": self.cell_name(dst),
                                        "members": [self.cell_name(c) for c in comps]}))
        # Front stacks first, so that the wave moves as one.
        order = sorted([src, *comps], key=lambda c: -(self.geo.xy[c][0] * d[0] + self.geo.xy[c][1] * d[1]))
        source_after: int | None = None
        for c in order:
            after = self._wave_member(seat, c, d, ev)
            if c == src:
                source_after = after
        if source_after is not None and self.specialty[seat] != "sage":
            self.stacks[source_after].played = True

    def _wave_member(self, seat: int, c: int, d: tuple[int, int], ev: list[Event]) -> int | None:
        """One stack of a wave moves (whole) or attacks one cell in direction d."""
        s = self.stacks.get(c)
        dst = self.geo.step(c, d)
        if s is None or not self.open_cell(dst):
            ev.append(Event("wave_stay", seat, {"cell": self.cell_name(c)}))
            return c if s is not None else None
        t = self.stacks.get(dst)
        if t is None or self.can_merge(s, t):
            if not self.active("brouillard"):
                _, arrived = self.move_tokens(seat, c, dst, s.level, ev, cause="vague")
                return dst if arrived is not None else None
        elif interacts(s.eff, t.eff):
            return self.interact(seat, c, dst, ev, cause="vague")
        ev.append(Event("wave_stay", seat, {"cell": self.cell_name(c)}))
        return c

    def _do_souffle(self, seat: int, args: Args, ev: list[Event]) -> None:
        src, dst, n = self.cell_of(args[0]), self.cell_of(args[1]), int(args[2])
        self.ap -= self.souffle_cost(src)
        self.do_souffle(seat, src, dst, n, ev)

    # -- set-up actions ----------------------------------------------------------------------
    def _do_specialty(self, seat: int, args: Args, ev: list[Event]) -> None:
        choice = str(args[0])
        self.specialty[seat] = None if choice == "none" else choice
        ev.append(Event("specialty", seat, {"specialty": choice}))
        assert self.draft is not None
        self.draft["pos"] += 1
        if self.draft["pos"] < len(self.draft["order"]):
            self.current = self.draft["order"][self.draft["pos"]]
            return
        self.draft = None
        self.current = self.first
        if self.start == "free":
            self._begin_placement()
        else:
            self._begin_play(ev)

    def _do_place(self, seat: int, args: Args, ev: list[Event]) -> None:
        c, e = self.cell_of(args[0]), str(args[1])
        self.take(seat, e, 1)
        s = self.stacks.get(c)
        if s is None:
            s = self.stacks[c] = Stack(seat, e, 1)
        else:
            s.level += 1
        ev.append(Event("placed", seat, {"cell": self.cell_name(c), "element": e, "level": s.level}, to=(seat,)))
        ev.append(Event("placed_hidden", seat, {"placed": self.placed(seat)}))

    def _do_unplace(self, seat: int, args: Args, ev: list[Event]) -> None:
        c = self.cell_of(args[0])
        s = self.stacks[c]
        self.reserve[seat][s.element] += 1
        s.level -= 1
        if s.level == 0:
            del self.stacks[c]
        ev.append(Event("unplaced", seat, {"cell": self.cell_name(c), "element": s.element, "level": s.level},
                        to=(seat,)))
        ev.append(Event("unplaced_hidden", seat, {"placed": self.placed(seat)}))

    def _do_ready(self, seat: int, args: Args, ev: list[Event]) -> None:
        self.ready[seat] = True
        ev.append(Event("ready", seat, {}))
        if all(self.ready):
            # "Lorsque tous les joueurs sont prêts, les écrans de confidentialité sont retirés."
            ev.append(Event("revealed", None, {"stacks": self.stacks_view(),
                                               "reserve": [dict(r) for r in self.reserve]}))
            self._begin_play(ev)

    # == turns and the end =======================================================================
    def end_turn(self, ev: list[Event]) -> None:
        seat = self.current
        data: dict[str, Any] = {}
        if self.phase == "play" and self.ap > 0 and not self.eliminated[seat] and self.over is None:
            # for the log's words only: a turn ended with points left says why (a newcomer saw the
            # bot pass and did not know whether it could not act or chose not to)
            data = {"ap_left": self.ap, "stuck": not self.has_action(seat)}
        if self._status_at_end and self.phase == "play":
            # a screen holds a turn that ended by itself on this event (nc26 shot 114: the panels kept the
            # counts, the point and the count line from before the turn's last action): its own counters
            data["status"] = self.public_status()
        ev.append(Event("turn_end", seat, data))
        for s in self.stacks.values():
            if s.owner == seat:
                # "A la fin du tour, tous les marqueurs X des élémentaires appartenant au
                # joueur actif sont retirés" - except an immobilisation still running.
                if s.pin > 0:
                    s.pin -= 1
                if s.pin == 0:
                    s.played = False
            s.morph = None
        keep = []
        for e in self.effects:
            if "who" in e:
                if (e["who"] == seat and not e["waiting"]) or self.eliminated[e["who"]]:
                    continue
            elif e["delay"] > 0:
                e["delay"] -= 1
            else:
                e["turns"] -= 1
                if e["turns"] <= 0:
                    continue
            keep.append(e)
        self.effects = keep
        self.chain = None
        self.pending = None
        self.turn += 1
        self._cache = {}
        if self.turn >= self.turn_limit:
            self._finish_by_count(ev, "turn_limit")
            return
        nxt = self.next_alive(seat)
        # A new round when play comes back round the table past the first player's place: the
        # count players keep, which a seat count would get wrong once someone is eliminated.
        if (nxt - self.first) % self.num_seats <= (seat - self.first) % self.num_seats:
            self.round += 1
        self._start_turn(nxt, ev)

    def _start_turn(self, seat: int, ev: list[Event]) -> None:
        self.current = seat
        ap = self.rules.action_points
        for e in self.effects:
            if e.get("who") == seat and e["waiting"]:
                e["waiting"] = False
        for e in self.effects:
            if e.get("who") == seat and e["kind"] == "ap_set":
                ap = min(ap, e["value"])
        for e in self.effects:
            if e.get("who") == seat and e["kind"] == "ap_bonus":
                ap += e["value"]
        self.ap = ap
        ev.append(Event("turn_start", seat, {"ap": ap, "turn": self.turn, "round": self.round}))
        self.reveal_events(seat, ev)

    def _check_end(self, ev: list[Event]) -> None:
        if self.over is not None or self.phase != "play":
            return
        with_earth = {s.owner for s in self.stacks.values() if s.element == "earth"}
        for seat in range(self.num_seats):
            if not self.eliminated[seat] and seat not in with_earth:
                # "Un joueur est éliminé lorsqu'il ne possède plus aucun élémentaire de Terre."
                self.eliminated[seat] = True
                ev.append(Event("eliminated", seat, {}))
                if self.num_seats > 2:
                    self._remove_player(seat, ev)
        alive = {self.side_key(s) for s in range(self.num_seats) if not self.eliminated[s]}
        if len(alive) == 1:
            side = alive.pop()
            winners = tuple(s for s in range(self.num_seats) if self.side_key(s) == side)
            self._finish(winners, "elimination", ev)
        elif not alive:
            self._finish((), "draw", ev)
        elif not any(s.element == "fire" for s in self.stacks.values()):
            self._finish_by_count(ev, "no_fire")

    def _remove_player(self, seat: int, ev: list[Event]) -> None:
        """4 players: "Lorsqu'un joueur est éliminé, tous ses jetons sont retirés du jeu." """
        for c, s in list(self.stacks.items()):
            if s.owner == seat:
                self.out[seat][s.element] += s.level
                del self.stacks[c]
        for e in ELEMENTS:
            self.out[seat][e] += self.reserve[seat][e]
            self.reserve[seat][e] = 0
        self.out[seat]["earth"] += self.aside[seat]
        self.aside[seat] = 0
        self.ev_discard.extend(self.ev_reserved[seat])
        self.ev_reserved[seat].clear()
        ev.append(Event("removed_from_game", seat, {}))
        self.reveal_events(seat, ev)  # face-down cards waiting for its next turn

    def counts(self) -> dict[int, tuple[int, int, int]]:
        """Per side still in the game: (Earth, Water, Air) tokens on the board."""
        out: dict[int, list[int]] = {}
        for seat in range(self.num_seats):
            if not self.eliminated[seat]:
                out.setdefault(self.side_key(seat), [0, 0, 0])
        for s in self.stacks.values():
            k = self.side_key(s.owner)
            if k in out and s.element in ("earth", "water", "air"):
                out[k][("earth", "water", "air").index(s.element)] += s.level
        return {k: (v[0], v[1], v[2]) for k, v in out.items()}

    def count_now(self) -> dict[str, Any] | None:
        """What the count would decide if the game ended by it now (no Fire left, or the turn limit),
        for the screens (nc24: a newcomer feared losing the count, written only in the help): the
        `decision` of `_finish_by_count` on the board as it stands. None outside play."""
        if self.phase != "play":
            return None
        counts = self.counts()
        if not counts:
            return None
        top, winners = self._count_top(counts)
        side = str(top[0]) if len(top) == 1 else None
        return decision("turn_limit" if side is not None else "draw",
                        {str(k): list(v) for k, v in counts.items()}, side, list(winners))

    def count_ends(self) -> list[dict[str, Any]]:
        """Who can end the game by the count within its turn, the one playing now or the next, and win
        or tie it (`fire_out`); [] with more Fire levels left than FIRE_OUT_LEVELS. Asked by the table
        for the position on screen (`count_ends`), not with every status: it is a search."""
        if self.phase != "play" or self.over is not None \
                or sum(s.level for s in self.stacks.values() if s.element == "fire") > FIRE_OUT_LEVELS:
            return []
        ends = [self.fire_out(self.current), self.fire_out(self.next_alive(self.current))]
        return [e for e in ends if e is not None]

    def fire_out(self, seat: int) -> dict[str, Any] | None:
        """Whether `seat`'s side can end the game within its turn (the one it plays now, or its next one
        from the board as it stands when the current turn ends) by taking the last Fire off the board,
        and what the count would then say for it, after the growths its points leave (nc25: up 6 to 4
        in Earth, a newcomer did not see the bot grow two Earths and throw its last Fire on a Water,
        nor that their own Water could have put that Fire out and won). Only asked with few Fire levels
        left (FIRE_OUT_LEVELS); the search is bounded (FIRE_OUT_NODES). None: no such end found, or one
        that loses for `seat`. Else `seat`, `now` (its turn is the current one), `outcome` ("win" or
        "draw" for `seat`'s side), `plan` (its actions, growths first), `grown` (the Earth, Water, Air
        levels grown first), `fires` (the Fire cells taken off), `decision` (the count's `decision`)."""
        if self.phase != "play" or self.over is not None or self.eliminated[seat] \
                or sum(s.level for s in self.stacks.values() if s.element == "fire") > FIRE_OUT_LEVELS:
            return None
        w = self.fast_copy()
        now = w.current == seat
        if not now:
            if w.side_key(w.current) == w.side_key(seat):
                return None
            w._apply(w.current, _END)
            if w.over is not None or w.phase != "play" or w.current != seat:
                return None
        if w.pending is not None:
            return None
        fires = [c for c, s in w.stacks.items() if s.element == "fire"]
        if not fires or sum(w.stacks[c].level for c in fires) > FIRE_OUT_LEVELS:
            return None
        me = w.side_key(seat)
        mine = [(c, s) for c, s in w.stacks.items() if s.owner == seat]
        has_air = any(s.eff == "air" for _, s in mine)
        if not has_air and sum(w.stacks[c].level for c in fires) > w.ap:
            return None  # an interaction takes one Fire level off, and costs a point without a souffle
        waters = [c for c, s in w.stacks.items() if s.eff == "water"]
        if not has_air and not any(w.geo.distance(f, x) <= w.ap for f in fires for x in waters
                                   if w.stacks[f].owner == seat or w.stacks[x].owner == seat):
            return None
        geo = w.geo
        found: list[tuple[int, list[Action]]] = []
        nodes = 0

        def useful(x: ElemState, a: Action) -> bool:
            """A step that takes a Fire level off, or brings a Fire and a Water side by side."""
            if a.kind not in ("attack", "souffle", "move", "vague"):
                return False
            src, dst = geo.index.get(str(a.args[0])), geo.index.get(str(a.args[1]))
            if src is None or dst is None:
                return False
            s, t = x.stacks.get(src), x.stacks.get(dst)
            if s is None:
                return False
            if a.kind == "attack":
                return t is not None and {s.eff, t.eff} == {"fire", "water"}
            if a.kind == "souffle":
                return t is not None and t.eff in ("fire", "water")
            other = "fire" if s.eff == "water" else "water" if s.eff == "fire" else ""
            return bool(other) and any(x.stacks[d].eff == other for d in geo.neighbours[dst]
                                       if d in x.stacks and d != src)

        def search(x: ElemState, path: list[Action], depth: int) -> None:
            nonlocal nodes
            steps = [a for a in x.legal_actions(seat) if useful(x, a)]
            steps.sort(key=lambda a: a.kind in ("move", "vague"))  # what takes a level off first
            for a in steps:
                if nodes >= FIRE_OUT_NODES:
                    return
                nodes += 1
                y = x.fast_copy()
                y._apply(seat, a)
                if y.over is not None:
                    if y.over["reason"] in ("no_fire", "draw"):
                        found.append((w.ap - y.ap, [*path, a]))
                    continue
                if depth > 1 and y.current == seat and y.phase == "play" and (y.ap > 0 or y.chain is not None):
                    search(y, [*path, a], depth - 1)

        for depth in range(1, w.ap + 2):  # the fewest steps first (a souffle is free)
            search(w, [], depth)
            if found or nodes >= FIRE_OUT_NODES:
                break
        best: tuple[int, int, dict[str, Any]] | None = None
        order = {"earth": 0, "water": 1, "air": 2}
        for spent, path in sorted(found, key=lambda f: (f[0], len(f[1])))[:FIRE_OUT_TRIES]:
            busy = {str(a.args[0]) for a in path}
            grows = sorted((a for a in w.legal_actions(seat) if a.kind == "grow" and str(a.args[0]) not in busy
                            and w.stacks[geo.index[str(a.args[0])]].element in order),
                           key=lambda a: (order[w.stacks[geo.index[str(a.args[0])]].element], str(a.args[0])))
            # or one attack first that changes the count, with no Fire in it (nc54 shots 298-300: the bot's Earth
            # took the person's last Water but one, then its last Fire went on its own Water: Water 6 to 5, the
            # count won, and nothing had warned of it)
            strikes = [a for a in w.legal_actions(seat) if a.kind == "attack" and str(a.args[0]) not in busy
                       and str(a.args[1]) not in busy and self._counts_strike(w, a)][:FIRE_OUT_STRIKES]
            for strike in (None, *strikes):
                room = w.ap - spent - (1 if strike is not None else 0)
                if room < 0:
                    continue
                done = self._fire_out_try(w, seat, me, path, grows, strike, room, now, fires)
                if done is not None and (best is None or done[0] > best[0] or (done[0] == best[0]
                                                                               and spent < best[1])):
                    best = (done[0], spent, done[1])
                if done is not None and done[0] == 2:
                    break
        return None if best is None else best[2]

    @staticmethod
    def _counts_strike(w: ElemState, a: Action) -> bool:
        """An attack with no Fire in it whose winner beats its target (Earth on Water): it moves the count."""
        src, dst = w.geo.index.get(str(a.args[0])), w.geo.index.get(str(a.args[1]))
        s, t = w.stacks.get(src) if src is not None else None, w.stacks.get(dst) if dst is not None else None
        return s is not None and t is not None and "fire" not in (s.eff, t.eff) and t.eff in BEATS[s.eff]

    def _fire_out_try(self, w: ElemState, seat: int, me: Any, path: list[Action], grows: list[Action],
                      strike: Action | None, room: int, now: bool,
                      fires: list[int]) -> tuple[int, dict[str, Any]] | None:
        """`path` (the Fire taken off) after `strike` (or none) and the most growths `room` leaves: its rank
        for `seat` (2: its side wins, 1: a draw) and what `fire_out` says of it, or None."""
        geo = w.geo
        for k in range(min(room, len(grows)), -1, -1):
            y = w.fast_copy()
            grown = {"earth": 0, "water": 0, "air": 0}
            ok = True
            for a in [strike] if strike is not None else []:
                if a not in y.legal_actions(seat):
                    ok = False
                    break
                y._apply(seat, a)
            for g in grows[:k] if ok else []:
                cell = geo.index[str(g.args[0])]
                if g not in y.legal_actions(seat) or cell not in y.stacks:
                    ok = False
                    break
                element = y.stacks[cell].element
                before = y.stacks[cell].level
                y._apply(seat, g)
                grown[element] += y.stacks[cell].level - before if cell in y.stacks else 0
            for a in path if ok else []:
                if y.over is not None or y.current != seat or a not in y.legal_actions(seat):
                    ok = False
                    break
                y._apply(seat, a)
            if not ok or y.over is None:
                continue
            winners = y.over["winners"]
            if seat not in winners:
                continue
            rank = 2 if all(y.side_key(s) == me for s in winners) else 1
            counts = {str(k2): list(v) for k2, v in y.counts().items()}
            side = str(me) if rank == 2 else None
            return rank, {
                "seat": seat, "now": now, "outcome": "win" if rank == 2 else "draw", "grown": grown,
                "struck": str(strike.args[1]) if strike is not None else "",
                "plan": [str(a) for a in [*([strike] if strike is not None else []), *grows[:k], *path]],
                "fires": [self.cell_name(c) for c in sorted(fires)],
                "decision": decision("no_fire" if side else "draw", counts, side, list(winners))}
        return None

    def _finish_by_count(self, ev: list[Event], reason: str) -> None:
        # "Le vainqueur est alors celui qui dispose du plus de jetons Terre sur le plateau. En cas
        # d'égalité, on compte les jetons Eau ... puis les jetons Air ... match nul."
        top, winners = self._count_top(self.counts())
        self._finish(winners, reason if len(top) == 1 else "draw", ev)

    def _count_top(self, counts: dict[Any, tuple[int, int, int]]) -> tuple[list[Any], tuple[int, ...]]:
        """The sides with the best (Earth, Water, Air) count, and their seats: the count's one reading,
        for the game's end (`_finish_by_count`) and for the screens' « au décompte » (`count_now`)."""
        best = max(counts.values())
        top = [k for k, v in counts.items() if v == best]
        return top, tuple(s for s in range(self.num_seats) if self.side_key(s) in top)

    def _finish(self, winners: tuple[int, ...], reason: str, ev: list[Event]) -> None:
        counts = self.counts()
        self.over = {"winners": list(winners), "reason": reason,
                     "counts": {str(k): list(v) for k, v in counts.items()}}
        self.phase = "over"
        self.chain = None
        self.pending = None
        self._cache = {}
        ev.append(Event("game_over", None, {"winners": list(winners), "reason": reason}))

    def result(self) -> Result:
        assert self.over is not None
        scores = [float(self.tokens_on_board(s)["earth"]) for s in range(self.num_seats)]
        winners = tuple(self.over["winners"])
        side = str(self.side_key(winners[0])) if winners else None
        # Fire tokens per side still on the board: never counted ("plus de jetons Terre ... Eau ...
        # Air"), but the results name them and say why they do not count
        fire = {k: 0 for k in self.over["counts"]}
        for s in self.stacks.values():
            k = str(self.side_key(s.owner))
            if k in fire and s.element == "fire":
                fire[k] += s.level
        return Result(winners, scores, self.over["reason"],
                      {"counts": self.over["counts"], "fire": fire, "turns": self.turn,
                       "decided_by": decision(self.over["reason"], self.over["counts"], side, list(winners))})

    # == serial form and views ===================================================================
    def stacks_json(self) -> dict[str, list[Any]]:
        """The stacks in the serial form (saves), in board order."""
        names, stacks = self.geo.names, self.stacks
        return {names[c]: stacks[c].to_json() for c in sorted(stacks)}

    def stacks_view(self) -> dict[str, contract.Stack]:
        """The stacks as a seat is sent them (views, the status, the reveal), in board order. The
        status of every action holds them, so `Stack.to_view` is inlined (the same shared
        `contract.Stack` per distinct elemental); tests hold this equal to calling it."""
        names, stacks = self.geo.names, self.stacks
        known, make = STACK_VIEWS, view_of
        out: dict[str, contract.Stack] = {}
        for c in sorted(stacks):
            s = stacks[c]
            fields = (s.owner, s.element, s.level, s.played, s.pin, s.morph)
            out[names[c]] = known.get(fields) or make(fields)
        return out

    def _state_json(self) -> dict[str, Any]:
        return {
            "mode": self.mode, "size": self.size, "arena": self.arena, "terrain_set": self.terrain_set,
            "terrain": list(self.terrain), "void": [self.cell_name(c) for c in sorted(self.void)],
            "stacks": self.stacks_json(),
            "reserve": [dict(r) for r in self.reserve], "aside": list(self.aside), "out": [dict(o) for o in self.out],
            "phase": self.phase, "start": self.start, "current": self.current, "first": self.first, "ap": self.ap,
            "round": self.round,
            "eliminated": list(self.eliminated), "specialty": [s or "" for s in self.specialty],
            "genie_used": list(self.genie_used), "draft": copy.deepcopy(self.draft), "ready": list(self.ready),
            "events_on": self.events_on, "ev_row": [dict(c) for c in self.ev_row], "ev_deck": list(self.ev_deck),
            "ev_discard": list(self.ev_discard), "ev_used": [list(u) for u in self.ev_used],
            "ev_reserved": [list(r) for r in self.ev_reserved], "effects": copy.deepcopy(self.effects),
            "chain": copy.deepcopy(self.chain), "pending": copy.deepcopy(self.pending),
            "turn_limit": self.turn_limit, "over": copy.deepcopy(self.over),
        }

    @classmethod
    def _from_state_json(cls, data: dict[str, Any], chance: Chance) -> ElemState:
        n = len(data["reserve"])
        st = cls(n, chance, None, int(data["size"]))
        st.mode = data["mode"]
        st.arena = data["arena"]
        st.terrain_set = data["terrain_set"]
        st.terrain = list(data["terrain"])
        st.void = {st.geo.index[c] for c in data["void"]}
        st.stacks = {st.geo.index[c]: Stack.from_json(v) for c, v in data["stacks"].items()}
        st.reserve = [dict(r) for r in data["reserve"]]
        st.aside = list(data["aside"])
        st.out = [dict(o) for o in data["out"]]
        st.phase = data["phase"]
        st.start = data["start"]
        st.current = int(data["current"])
        st.first = int(data["first"])
        # older saves and scenarios: the round estimated from the turns, as the table shows it (a
        # 0 here said "Tour 1" twice in the tutorial, then jumped)
        st.round = int(data.get("round", 0)) or (int(data.get("turn", 0)) // n + 1 if data["phase"] == "play" else 0)
        st.ap = int(data["ap"])
        st.eliminated = [bool(x) for x in data["eliminated"]]
        st.specialty = [s or None for s in data["specialty"]]
        st.genie_used = list(data["genie_used"])
        st.draft = copy.deepcopy(data["draft"])
        st.ready = list(data["ready"])
        st.events_on = bool(data["events_on"])
        st.ev_row = [dict(c) for c in data["ev_row"]]
        st.ev_deck = list(data["ev_deck"])
        st.ev_discard = list(data["ev_discard"])
        st.ev_used = [list(u) for u in data["ev_used"]]
        st.ev_reserved = [list(r) for r in data["ev_reserved"]]
        st.effects = copy.deepcopy(data["effects"])
        st.chain = copy.deepcopy(data["chain"])
        st.pending = copy.deepcopy(data["pending"])
        st.turn_limit = int(data["turn_limit"])
        st.over = copy.deepcopy(data["over"])
        return st

    @staticmethod
    def _public_ev_row(row: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """The event row as everyone sees it: a card hidden for someone shows no name."""
        return [c if c["hidden_for"] is None else {"id": None, "hidden_for": c["hidden_for"]} for c in row]

    def view(self, seat: int | None) -> dict[str, Any]:
        """What a seat may know: the whole board, except during the hidden placement the
        others' armies (and reserves), and the event cards nobody has seen."""
        v = self._state_json()
        v["stacks"] = self.stacks_view()
        v["seat"] = seat
        v["turn"] = self.turn
        v["players"] = self.num_seats
        v["ev_deck"] = len(self.ev_deck)
        v["ev_row"] = self._public_ev_row(v["ev_row"])
        v["army_size"] = self.rules.army_size
        v["events_per_player"] = self.rules.events_per_player
        v["sides"] = [self.side_key(s) for s in range(self.num_seats)]
        v["count"] = self.count_now()
        v["homes"] = ([[self.cell_name(c) for c in self.home_cells(s)] for s in range(self.num_seats)]
                      if self.phase == "placement" else [])
        if self.phase == "placement":
            v["stacks"] = {k: s for k, s in v["stacks"].items() if s[0] == seat}
            v["reserve"] = [r if i == seat else None for i, r in enumerate(v["reserve"])]
            v["placed"] = [self.placed(s) for s in range(self.num_seats)]
        return v

    @classmethod
    def from_view(cls, view: dict[str, Any], rng: Any) -> ElemState:
        """A full position consistent with a view: unseen event cards dealt at random
        (a determinization, for the bots' search)."""
        data = copy.deepcopy(view)
        known = [c["id"] for c in data["ev_row"] if c["id"]]
        for lst in (data["ev_discard"], *data["ev_used"], *data["ev_reserved"]):
            known.extend(lst)
        unknown = [e for e in load_defs().events if e not in known]
        rng.shuffle(unknown)
        for c in data["ev_row"]:
            if c["id"] is None:
                c["id"] = unknown.pop()
        data["ev_deck"] = unknown[: view["ev_deck"]]
        if data["phase"] == "placement":
            data["reserve"] = [r if r is not None else {e: 0 for e in ELEMENTS} for r in data["reserve"]]
        st = cls._from_state_json(data, Chance(0))
        st.turn = int(view.get("turn", 0))
        if not view.get("round") and st.phase == "play":
            st.round = st.turn // st.num_seats + 1
        return st

    def fast_copy(self) -> ElemState:
        """A copy for the bots' search (the chance is shared: play itself draws no luck)."""
        st = object.__new__(type(self))
        st.__dict__.update(self.__dict__)
        st.stacks = {c: s.copy() for c, s in self.stacks.items()}
        st.void = set(self.void)
        st.reserve = [dict(r) for r in self.reserve]
        st.aside = list(self.aside)
        st.out = [dict(o) for o in self.out]
        st.eliminated = list(self.eliminated)
        st.specialty = list(self.specialty)
        st.genie_used = list(self.genie_used)
        st.ready = list(self.ready)
        st.ev_row = [dict(c) for c in self.ev_row]
        st.ev_deck = list(self.ev_deck)
        st.ev_discard = list(self.ev_discard)
        st.ev_used = [list(u) for u in self.ev_used]
        st.ev_reserved = [list(r) for r in self.ev_reserved]
        st.effects = [dict(e) for e in self.effects]
        st.chain = copy.deepcopy(self.chain) if self.chain else None
        st.pending = copy.deepcopy(self.pending) if self.pending else None
        st.draft = copy.deepcopy(self.draft) if self.draft else None
        st.over = copy.deepcopy(self.over) if self.over else None
        st.setup_events = []
        st._cache = {}
        return st

    def clone(self) -> ElemState:
        st = self.fast_copy()
        st.chance = self.chance.copy()
        return st


def played_on_view(view: dict[str, Any], seat: int, action: Action) -> ElemState | None:
    """The position a view shows with `seat`'s `action` played on it, or None while no game is being played or
    where the action cannot be: what a table asks before a click (`ends_with`, `arrives_done`)."""
    if view.get("phase") != "play" or view.get("over"):
        return None
    w = ElemState.from_view(view, random.Random(0))
    try:
        w.apply(seat, action)
    except (IllegalAction, ValueError, KeyError):
        return None
    return w


def ends_with(view: dict[str, Any], seat: int, action: Action) -> dict[str, Any] | None:
    """What decides the game if `seat` plays `action` on the position a view shows and that ends it (the last
    Fire gone: the count; the last enemy Earth: elimination), as the results would say it (`decision`), or
    None. A confirmation says it before the click (nc50 shot 247: the person's last Fire, sent on an enemy Water
    to end the game, was asked « Attaque perdue d'avance … disparaît », not that the count then wins)."""
    w = played_on_view(view, seat, action)
    if w is None or w.over is None:
        return None
    winners = list(w.over["winners"])
    side = str(w.side_key(winners[0])) if winners else None
    return decision(w.over["reason"], w.over["counts"], side, winners)


def arrives_done(view: dict[str, Any], seat: int, action: Action) -> bool | None:
    """Whether the tokens a move or a tunnel takes arrive marked ⊗ (done for the turn) on the position a view
    shows, or None for another action or one that cannot be played there. The marks are the rules' (a whole
    stack moved to an empty cell is marked, a part moved is not, nor a merge, nor the Air): the count's
    buttons say it before the click (nc59 shot 078: « Toute la pile (2) » moved, marked, the attack planned
    with it lost for a turn)."""
    w = played_on_view(view, seat, action) if action.kind in ("move", "tunnel") and len(action.args) >= 2 else None
    if w is None:
        return None
    arrived = w.stacks.get(w.cell_of(str(action.args[1])))
    return None if arrived is None else bool(arrived.played)


def lost_attacks(view: dict[str, Any], seat: int, whole: Action, part: Action) -> list[str]:
    """The enemy stacks a part moved by `part` could attack and beat at once from where it lands, when the whole
    stack moved there by `whole` would arrive done (⊗) and could not (nc62 shot 076: a second click on the cell
    moved the whole Water pile, marked, and the attack it was brought for was lost for a turn). Their cells, in
    board order, or [] (the whole move arrives free, or no such attack)."""
    if arrives_done(view, seat, whole) is not True or arrives_done(view, seat, part) is not False:
        return []
    w = played_on_view(view, seat, part)
    if w is None or w.current != seat:
        return []
    dst = str(part.args[1])
    out = []
    for a in w.legal_actions(seat):
        if a.kind != "attack" or str(a.args[0]) != dst:
            continue
        src, target = w.stacks.get(w.cell_of(dst)), w.stacks.get(w.cell_of(str(a.args[1])))
        if src is not None and target is not None and not w.allied(seat, target.owner) and target.eff in BEATS[src.eff]:
            out.append(str(a.args[1]))
    return sorted(out, key=lambda c: (int(c[1:]), c[0]))


def count_ends(view: dict[str, Any]) -> list[dict[str, Any]]:
    """`ElemState.count_ends` for the position a view shows (the table asks it for the count line; no
    card or hand matters to it, so the view's position is the real one)."""
    if view.get("phase") != "play" or view.get("over"):
        return []
    return ElemState.from_view(view, random.Random(0)).count_ends()


def split_reach(view: dict[str, Any], seat: int, action: Action) -> list[str]:
    """The enemy stacks that could attack, in the next enemy turn, the piece `seat`'s `action` (a move or a
    tunnel) brings to its cell, by setting unmarked tokens beside it first: a split (part of a stack moved; the
    part moved is not marked) or a brasier (its two new Fires are not). A whole move marks the piece it moves,
    so these are what reaches further than a piece already beside it (nc59: the red « ! » of a risky cell
    missed a split's and a brasier's reach). Found with the engine's own legal actions on the position the view
    shows, the turn handed over: the cells those enemy stacks start from, in board order, or []."""
    if action.kind not in ("move", "tunnel") or len(action.args) < 2:
        return []
    w = played_on_view(view, seat, action)
    if w is None or w.over is not None:
        return []
    dst = w.cell_of(str(action.args[1]))
    piece = w.stacks.get(dst) if dst is not None else None
    if piece is None or piece.owner != seat:
        return []
    if w.current == seat:
        w._apply(seat, _END)
    foe = w.current
    if w.over is not None or w.phase != "play" or w.allied(foe, seat):
        return []
    near = set(w.geo.neighbours[dst])
    name = w.cell_name(dst)
    found: set[int] = set()
    for a in w.legal_actions(foe):
        if a.kind == "brasier":
            lands = [str(x) for x in a.args[1:3]]
        elif a.kind == "move" and len(a.args) > 2:
            src = w.stacks.get(w.cell_of(str(a.args[0])))
            if src is None or int(a.args[2]) >= src.level:
                continue  # a whole move: the piece arrives marked
            lands = [str(a.args[1])]
        else:
            continue
        start = w.cell_of(str(a.args[0]))
        cells = [c for c in (w.cell_of(x) for x in lands) if c is not None and c in near]
        if start is None or start in found or not cells:
            continue
        y = w.fast_copy()
        y._apply(foe, a)
        legal = y.legal_actions(foe)
        for c in cells:
            t = y.stacks.get(c)
            if t is not None and (piece.morph or piece.element) in BEATS[t.morph or t.element] \
                    and act("attack", w.cell_name(c), name) in legal:
                found.add(start)
                break
    return [w.cell_name(c) for c in sorted(found)]
