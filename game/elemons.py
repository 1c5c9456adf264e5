"""Elemons & Gigamons: the memory game on a 3x3 grid (rules: elemons-gigamons.fr.txt).

A turn: flip two tiles (`flip S`, slots 0-8 read left to right, top to
bottom). Different tiles turn back and the turn ends; a pair is won, its
power fires (the player answers with `look P` / `swap MINE THEIRS` / `keep`,
`rock S`, `peek S`, `burn P`), then the grid is refilled from the pile.
`trade KIND` gives back three identical Elemons for that kind's Gigamon at
any moment of one's own turn; `end` closes a turn whose player may still
trade. Rulings for what the text leaves open: docs/rules/elemons.md.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from game import data
from game.bots import Bot
from game.core import (
    Action,
    Chance,
    Deck,
    Event,
    GameState,
    Refusal,
    Result,
    act,
    bad_action,
    check_seat_count,
    next_seat,
    remember,
)
from game.registry import GameSpec
from game.search import choose_by_sampling

POWERS = ("swap", "rock", "replay", "peek", "draw", "burn", "wild")


@dataclass(frozen=True)
class Kind:
    id: str
    name: dict[str, str]
    count: int
    color: tuple[int, int, int]
    symbol: str
    power: str
    gigamon: str
    gigamon_name: dict[str, str]


@dataclass(frozen=True)
class Defs:
    kinds: dict[str, Kind]
    grid: int
    gigamons_to_win: int
    trade_size: int
    rocks: int
    peeks: int
    turn_limit: int

    @property
    def slots(self) -> int:
        return self.grid * self.grid

    @cached_property  # read at every pair: computed once per definitions
    def wild(self) -> str | None:
        return next((k.id for k in self.kinds.values() if k.power == "wild"), None)

    def by_gigamon(self, gigamon: str) -> Kind | None:
        return next((k for k in self.kinds.values() if k.gigamon == gigamon), None)


@data.cached
def load_defs() -> Defs:
    """tiles.yaml as definitions, parsed again only when the file changed."""
    root = data.load(data.game_file("elemons", "tiles.yaml"))
    root.only_keys("grid", "gigamons_to_win", "trade_size", "rocks", "hydromon_peeks", "turn_limit", "kinds")
    kinds: dict[str, Kind] = {}
    for kid, node in root["kinds"].items():
        node.only_keys("name", "count", "color", "symbol", "power", "gigamon")
        giga = node["gigamon"].only_keys("id", "name")
        kinds[kid] = Kind(
            id=kid,
            name=node["name"].texts(),
            count=node["count"].int(0, 99),
            color=node["color"].color(),
            symbol=node["symbol"].str(),
            power=node["power"].str(POWERS),
            gigamon=giga["id"].str(),
            gigamon_name=giga["name"].texts(),
        )
    if sum(1 for k in kinds.values() if k.power == "wild") > 1:
        raise root["kinds"].error("at most one kind may have the power 'wild'")
    grid = root["grid"].int(2, 6)
    defs = Defs(
        kinds=kinds,
        grid=grid,
        gigamons_to_win=root["gigamons_to_win"].int(1, len(kinds)),
        trade_size=root["trade_size"].int(2, 10),
        rocks=root["rocks"].int(0, 20),
        peeks=root["hydromon_peeks"].int(1, grid * grid),
        turn_limit=root["turn_limit"].int(10, 100_000),
    )
    if sum(k.count for k in kinds.values()) < defs.slots:
        raise root["kinds"].error(f"the tiles cannot fill a {grid}x{grid} grid")
    return defs


_FLIPS: dict[int, list[Action]] = {}
_TRADABLE: dict[tuple[Any, ...], tuple[list[str], list[str]]] = {}


def _flip_actions(slots: int) -> list[Action]:
    """`flip 0` .. `flip slots-1`, built once: the flip phase lists them at every step."""
    found = _FLIPS.get(slots)
    if found is None:
        found = _FLIPS[slots] = [act("flip", s) for s in range(slots)]
    return found


# The flips of a grid of `slots` slots, per bit set of the slots that cannot be flipped (a rock, a
# tile turned this turn, a hole): a handful of sets cover most steps, where a scan of the grid
# cost most of a step.
_FLIP_LISTS: dict[tuple[int, int], list[Action]] = {}


def _flips_but(slots: int, blocked: int) -> list[Action]:
    flips = _flip_actions(slots)
    found = _FLIP_LISTS[slots, blocked] = [flips[s] for s in range(slots) if not blocked >> s & 1]
    return found


class ElemonsState(GameState):
    """A position: the grid, the pile, what each player won, the Gigamons, the box."""

    game_id = "elemons"

    def __init__(self, num_seats: int, chance: Chance, defs: Defs) -> None:
        super().__init__(num_seats, chance)
        self.defs = defs
        self.tiles: list[str] = []  # tile id -> kind
        self.grid: list[int | None] = [None] * defs.slots
        self.pile = Deck()
        self.won: list[list[int]] = [[] for _ in range(num_seats)]
        self.box: list[int] = []
        self.gigamons: dict[str, int | None] = {k: None for k in defs.kinds}  # kind -> holder
        self.rocks: dict[int, int] = {}  # slot -> seat that placed the rock
        self.face_up: list[int] = []  # slots turned this turn
        self.current = 0
        self.phase = "flip"  # flip | look | swap | rock | peek | burn | after
        self.pending: dict[str, Any] = {}
        self.replay = False
        self.pile_ran_out = False
        self.over = False
        self.end_reason = ""
        self.setup_events: list[Event] = []

    # -- building ------------------------------------------------------------------
    @classmethod
    def new(cls, num_seats: int, chance: Chance, defs: Defs | None = None) -> ElemonsState:
        check_seat_count("Elemons & Gigamons", num_seats, 2, 4)
        defs = defs or load_defs()
        st = cls(num_seats, chance, defs)
        for kind in defs.kinds.values():
            st.tiles.extend([kind.id] * kind.count)
        order = list(range(len(st.tiles)))
        chance.shuffle("shuffle", order)
        # "fais un carré de 3 par 3": the first tiles of the shuffled pile fill the grid.
        st.grid = order[: defs.slots]
        st.pile = Deck(reversed(order[defs.slots :]))
        st.setup_events = [Event("grid_dealt", None, {"slots": list(range(defs.slots)), "pile": len(st.pile)})]
        st.setup_events.append(Event("turn_started", 0, {}))
        return st

    @classmethod
    def from_layout(
        cls,
        num_seats: int,
        chance: Chance,
        defs: Defs,
        grid: list[str | None],
        pile_top_first: list[str],
        won: list[list[str]],
        box: list[str] = (),  # type: ignore[assignment]
    ) -> ElemonsState:
        """A position given by kinds: scenarios and the bots' sampled worlds start here."""
        st = cls(num_seats, chance, defs)
        if len(grid) != defs.slots:
            raise ValueError(f"the grid needs {defs.slots} slots, not {len(grid)}")

        def new_tile(kind: str) -> int:
            if kind not in defs.kinds:
                raise ValueError(f"unknown Elemon '{kind}'")
            st.tiles.append(kind)
            return len(st.tiles) - 1

        st.grid = [None if k is None else new_tile(k) for k in grid]
        st.pile = Deck(reversed([new_tile(k) for k in pile_top_first]))
        st.won = [[new_tile(k) for k in seat_won] for seat_won in won]
        st.box = [new_tile(k) for k in box]
        return st

    # -- the rules -----------------------------------------------------------------
    def actors(self) -> tuple[int, ...]:
        return () if self.over else (self.current,)

    @property
    def is_over(self) -> bool:
        return self.over

    def kind(self, tile: int) -> str:
        return self.tiles[tile]

    def won_kinds(self, seat: int) -> Counter[str]:
        return Counter(self.tiles[t] for t in self.won[seat])

    def opponents(self, seat: int) -> list[int]:
        return [s for s in range(self.num_seats) if s != seat]

    def _any_flippable(self) -> bool:
        """`bool(self.flippable())` without building the list."""
        rocks, face_up = self.rocks, self.face_up
        return any(t is not None and s not in rocks and s not in face_up for s, t in enumerate(self.grid))

    def flippable(self) -> list[int]:
        return [
            s for s, t in enumerate(self.grid) if t is not None and s not in self.rocks and s not in self.face_up
        ]

    def tradable(self, seat: int) -> list[str]:
        """The kinds of which `seat` holds a trade's worth and not yet the Gigamon, sorted."""
        won, need = self.won[seat], self.defs.trade_size
        if len(won) < need:
            return []  # too few Elemons for any trade: no need to count them
        gigamons = self.gigamons
        # asked at every step, changed only when a pair is won, a tile drawn or a trade made
        key = (id(self.tiles), seat, need, tuple(won), tuple(gigamons.values()))
        found = _TRADABLE.get(key)
        if found is None or found[0] is not self.tiles:
            kinds = list(map(self.tiles.__getitem__, won))
            # the entry holds the tiles, so their id stays theirs while it lives
            tradable = sorted(k for k in set(kinds) if gigamons[k] != seat and kinds.count(k) >= need)
            found = remember(_TRADABLE, key, (self.tiles, tradable), 50_000)
        return list(found[1])

    def legal_actions(self, seat: int) -> list[Action]:
        if self.over or seat != self.current:
            return []
        trades = [act("trade", k) for k in self.tradable(seat)]
        if self.phase == "flip":
            grid = self.grid
            blocked = 0
            for s in self.rocks:
                blocked |= 1 << s
            for s in self.face_up:
                blocked |= 1 << s
            if None in grid:
                for s, t in enumerate(grid):
                    if t is None:
                        blocked |= 1 << s
            n = len(grid)
            return [*(_FLIP_LISTS.get((n, blocked)) or _flips_but(n, blocked)), *trades]
        if self.phase == "after":
            return [act("end")] + trades
        if self.phase == "look":
            return [act("look", p) for p in self.opponents(seat) if self.won[p]]
        if self.phase == "swap":
            target = self.pending["target"]
            mine, theirs = sorted(self.won_kinds(seat)), sorted(self.won_kinds(target))
            return [act("keep")] + [act("swap", m, t) for m in mine for t in theirs if m != t]
        if self.phase == "rock":
            return [act("rock", s) for s, t in enumerate(self.grid) if t is not None and s not in self.rocks]
        if self.phase == "peek":
            seen = self.pending["seen"]
            return [act("peek", s) for s, t in enumerate(self.grid) if t is not None and s not in seen]
        if self.phase == "burn":
            return [act("burn", p) for p in self.opponents(seat) if self.won[p]]
        raise AssertionError(f"unknown phase {self.phase}")

    # What each phase waits for (a power being answered refuses anything else).
    _PHASE_ACTIONS = {
        "flip": ("flip", "trade"), "after": ("end", "trade"), "look": ("look",), "swap": ("swap", "keep"),
        "rock": ("rock",), "peek": ("peek",), "burn": ("burn",),
    }
    _PHASE_TEXT = {
        "flip": "Flip two tiles of the grid (or trade three identical Elemons)",
        "after": "Your pair is settled: trade three identical Elemons or end your turn",
        "look": "First choose whose Elemons to look at",
        "swap": "First swap one of your Elemons for one of theirs, or keep yours",
        "rock": "First put the Rock on a tile",
        "peek": "First look at a tile of the grid",
        "burn": "First choose whose Elemon goes back in the box",
    }

    def _slot_arg(self, action: Action) -> int | None:
        args = action.args
        if len(args) == 1 and type(args[0]) is int and 0 <= args[0] < len(self.grid):
            return args[0]
        return None

    def _target_arg(self, action: Action) -> int | None:
        args = action.args
        if len(args) == 1 and type(args[0]) is int and 0 <= args[0] < self.num_seats:
            return args[0]
        return None

    def why_illegal(self, seat: int, action: Action) -> str | None:
        """The rule that refuses the action, checked directly (no legal list is built)."""
        if self.over:
            return Refusal("the game is over", "core.game_over")
        if seat != self.current:
            return Refusal(f"seat {seat} may not act now", "core.not_your_turn", seat=seat)
        k, phase = action.kind, self.phase
        if k not in self._PHASE_ACTIONS[phase]:
            if k not in ("flip", "trade", "end", "look", "swap", "keep", "rock", "peek", "burn"):
                return bad_action(action, "flip, trade, end, look, swap, keep, rock, peek or burn")
            return Refusal(self._PHASE_TEXT[phase], f"elemons.now_{phase}")
        if k == "trade":
            args = action.args
            if len(args) != 1 or args[0] not in self.defs.kinds:
                return bad_action(action, "trade KIND")
            kind = args[0]
            if self.gigamons[kind] == seat:
                return Refusal(f"You already hold the Gigamon of {kind}", "elemons.gigamon_held", kind=kind)
            have = sum(1 for t in self.won[seat] if self.tiles[t] == kind)
            need = self.defs.trade_size
            if have < need:
                return Refusal(f"A Gigamon costs {need} identical Elemons: you have {have} {kind}",
                               "elemons.trade_too_few", kind=kind, need=need, have=have)
            return None
        if k in ("end", "keep"):
            return None if not action.args else bad_action(action, k)
        if k in ("flip", "rock", "peek"):
            slot = self._slot_arg(action)
            if slot is None:
                return bad_action(action, f"{k} SLOT (0-{len(self.grid) - 1})")
            if self.grid[slot] is None:
                return Refusal(f"There is no tile on slot {slot}", "elemons.empty_slot", slot=slot)
            if k == "peek":
                if slot in self.pending["seen"]:
                    return Refusal(f"You have already looked at tile {slot}", "elemons.already_peeked", slot=slot)
                return None
            if slot in self.rocks:
                return Refusal(f"A Rock already stands on tile {slot}", "elemons.rock_there", slot=slot)
            if k == "flip" and slot in self.face_up:
                return Refusal(f"Tile {slot} is already face up", "elemons.face_up", slot=slot)
            return None
        if k in ("look", "burn"):
            target = self._target_arg(action)
            if target is None:
                return bad_action(action, f"{k} PLAYER")
            if target == seat:
                return Refusal("Choose an opponent, not yourself", "elemons.not_yourself")
            if not self.won[target]:
                return Refusal(f"Player {target} has no Elemons", "elemons.no_elemons", target=target)
            return None
        # swap MINE THEIRS
        args = action.args
        if len(args) != 2 or not all(isinstance(a, str) for a in args):
            return bad_action(action, "swap MINE THEIRS")
        mine, theirs = args
        target = self.pending["target"]
        if mine == theirs:
            return Refusal("Swap two different Elemons", "elemons.swap_same", kind=mine)
        if not any(self.tiles[t] == mine for t in self.won[seat]):
            return Refusal(f"You have no {mine} to give", "elemons.swap_not_mine", kind=mine)
        if not any(self.tiles[t] == theirs for t in self.won[target]):
            return Refusal(f"Player {target} has no {theirs}", "elemons.swap_not_theirs", kind=theirs, target=target)
        return None

    def _apply(self, seat: int, action: Action) -> list[Event]:
        ev: list[Event] = []
        k, args = action.kind, action.args
        if k == "trade":
            self._trade(seat, str(args[0]), ev)
            if self.over:
                return ev
            if self.phase == "after" and not self.tradable(seat):
                self._end_turn(ev)
            return ev
        if k == "flip":
            self._flip(seat, int(args[0]), ev)
        elif k == "look":
            target = int(args[0])
            kinds = sorted(self.tiles[t] for t in self.won[target])
            ev.append(Event("hand_seen", seat, {"target": target, "tiles": kinds}, to=(seat,)))
            ev.append(Event("hand_seen_public", seat, {"target": target}))
            self.phase, self.pending = "swap", {"target": target}
        elif k == "swap":
            target = self.pending["target"]
            give = next(t for t in self.won[seat] if self.tiles[t] == args[0])
            take = next(t for t in self.won[target] if self.tiles[t] == args[1])
            self.won[seat].remove(give)
            self.won[target].remove(take)
            self.won[seat].append(take)
            self.won[target].append(give)
            detail = {"target": target, "gave": args[0], "took": args[1]}
            ev.append(Event("tiles_swapped", seat, detail, to=(seat, target)))
            ev.append(Event("tiles_swapped_public", seat, {"target": target}))
            self._after_power(seat, ev)
        elif k == "keep":
            ev.append(Event("swap_declined", seat, {"target": self.pending["target"]}))
            self._after_power(seat, ev)
        elif k == "rock":
            slot = int(args[0])
            self.rocks[slot] = seat
            ev.append(Event("rock_placed", seat, {"slot": slot}))
            self._after_power(seat, ev)
        elif k == "peek":
            slot = int(args[0])
            self.pending["seen"].append(slot)
            self.pending["left"] -= 1
            ev.append(Event("tile_peeked", seat, {"slot": slot, "tile": self.tiles[self.grid[slot]]}, to=(seat,)))
            ev.append(Event("tile_peeked_public", seat, {"slot": slot}))
            if self.pending["left"] <= 0:
                self._after_power(seat, ev)
        elif k == "burn":
            target = int(args[0])
            # README: the tile sent back is drawn at random from that opponent's Elemons.
            tile = self.won[target][self.chance.index("pyromon", len(self.won[target]))]
            self.won[target].remove(tile)
            self.box.append(tile)
            ev.append(Event("tile_burned", seat, {"target": target, "tile": self.tiles[tile]}))
            self._after_power(seat, ev)
        elif k == "end":
            self._end_turn(ev)
        return ev

    def _flip(self, seat: int, slot: int, ev: list[Event]) -> None:
        self.face_up.append(slot)
        ev.append(Event("tile_turned", seat, {"slot": slot, "tile": self.tiles[self.grid[slot]]}))
        if len(self.face_up) < 2:
            return
        a, b = self.face_up
        ka, kb = self.tiles[self.grid[a]], self.tiles[self.grid[b]]
        wild = self.defs.wild
        if ka != kb and wild not in (ka, kb):
            ev.append(Event("tiles_hidden", seat, {"slots": [a, b], "tiles": [ka, kb]}))
            self.face_up = []
            self._end_turn(ev)
            return
        for s in (a, b):
            self.won[seat].append(self.grid[s])
            self.grid[s] = None
        self.face_up = []
        ev.append(Event("pair_won", seat, {"slots": [a, b], "tiles": [ka, kb]}))
        # A Polymon with another Elemon forms a pair without power; two Polymons have none either.
        power = self.defs.kinds[ka].power if ka == kb else "wild"
        self._fire(seat, power, ka, ev)

    def _fire(self, seat: int, power: str, kind: str, ev: list[Event]) -> None:
        if power == "wild":
            self._after_power(seat, ev)
            return
        ev.append(Event("power", seat, {"power": power, "kind": kind}))
        if power == "replay":
            self.replay = True
            self._after_power(seat, ev)
        elif power == "draw":
            tile = self.pile.draw_one()
            if tile is None:
                ev.append(Event("power_fizzled", seat, {"power": power}))
            else:
                self.won[seat].append(tile)
                ev.append(Event("tile_drawn", seat, {"tile": self.tiles[tile]}, to=(seat,)))
                ev.append(Event("tile_drawn_public", seat, {}))
                self._note_pile(seat, ev)
            self._after_power(seat, ev)
        elif power in ("swap", "burn"):
            if not any(self.won[p] for p in self.opponents(seat)):
                ev.append(Event("power_fizzled", seat, {"power": power}))
                self._after_power(seat, ev)
            else:
                self.phase, self.pending = ("look" if power == "swap" else "burn"), {}
        elif power == "rock":
            free = [s for s, t in enumerate(self.grid) if t is not None and s not in self.rocks]
            if len(self.rocks) >= self.defs.rocks or not free:
                ev.append(Event("power_fizzled", seat, {"power": power}))
                self._after_power(seat, ev)
            else:
                self.phase, self.pending = "rock", {}
        elif power == "peek":
            on_grid = sum(1 for t in self.grid if t is not None)
            left = min(self.defs.peeks, on_grid)
            if left == 0:
                ev.append(Event("power_fizzled", seat, {"power": power}))
                self._after_power(seat, ev)
            else:
                self.phase, self.pending = "peek", {"left": left, "seen": []}

    def _after_power(self, seat: int, ev: list[Event]) -> None:
        """The pair is resolved: refill, then replay, offer a trade, or pass the turn."""
        self.phase, self.pending = "flip", {}
        for slot, tile in enumerate(self.grid):
            if tile is not None:
                continue
            new = self.pile.draw_one()
            if new is None:
                if not self.pile_ran_out:
                    ev.append(Event("pile_empty", seat, {}))
                self.pile_ran_out = True
                continue
            self.grid[slot] = new
            ev.append(Event("slot_refilled", seat, {"slot": slot, "pile": len(self.pile)}))
        self._note_pile(seat, ev)
        if self.replay and not self.pile_ran_out:
            self.replay = False
            ev.append(Event("replay", seat, {}))
            return
        self.replay = False
        if self.tradable(seat):
            self.phase = "after"
            return
        self._end_turn(ev)

    def _note_pile(self, seat: int, ev: list[Event]) -> None:
        """Ruling: «Quand la pioche est vide» - the turn that takes the last tile is the last turn."""
        if not self.pile and not self.pile_ran_out:
            ev.append(Event("pile_empty", seat, {}))
            self.pile_ran_out = True

    def _trade(self, seat: int, kind: str, ev: list[Event]) -> None:
        given = [t for t in self.won[seat] if self.tiles[t] == kind][: self.defs.trade_size]
        for t in given:
            self.won[seat].remove(t)
            self.box.append(t)
        holder = self.gigamons[kind]
        self.gigamons[kind] = seat
        gigamon = self.defs.kinds[kind].gigamon
        detail = {"gigamon": gigamon, "kind": kind, "from": holder, "given": [kind] * len(given)}
        ev.append(Event("gigamon_caught", seat, detail))
        if holder is not None:
            ev.append(Event("gigamon_lost", holder, {"gigamon": gigamon, "kind": kind, "to_seat": seat}))
        if self.gigamon_count(seat) >= self.defs.gigamons_to_win:
            self._finish("gigamons", ev)

    def gigamon_count(self, seat: int) -> int:
        return sum(1 for h in self.gigamons.values() if h == seat)

    def _end_turn(self, ev: list[Event]) -> None:
        self.phase, self.pending, self.face_up = "flip", {}, []
        ev.append(Event("turn_ended", self.current, {}))
        self.turn += 1
        if self.pile_ran_out:
            self._finish("pile", ev)
            return
        if self.turn >= self.defs.turn_limit:
            self._finish("turn_limit", ev)
            return
        self.current = next_seat(self.current, self.num_seats)
        ev.append(Event("turn_started", self.current, {}))
        # "Au début de ton prochain tour, retire le Rocher."
        if self.rocks:
            for slot in sorted(s for s, owner in self.rocks.items() if owner == self.current):
                del self.rocks[slot]
                ev.append(Event("rock_removed", self.current, {"slot": slot}))
        if not self._any_flippable() and not self.tradable(self.current):
            self._finish("stuck", ev)

    def _finish(self, reason: str, ev: list[Event]) -> None:
        self.over = True
        self.end_reason = reason
        res = self.result()
        ev.append(Event("game_over", None, {"winners": list(res.winners), "reason": reason}))

    def result(self) -> Result:
        gigas = [self.gigamon_count(s) for s in range(self.num_seats)]
        elemons = [len(self.won[s]) for s in range(self.num_seats)]
        best = max(gigas)
        tied = [s for s in range(self.num_seats) if gigas[s] == best]
        top = max(elemons[s] for s in tied)
        winners = tuple(s for s in tied if elemons[s] == top)
        return Result(
            winners=winners if self.over else (),
            scores=[g * 100.0 + e for g, e in zip(gigas, elemons, strict=True)],
            reason=self.end_reason,
            details={"gigamons": gigas, "elemons": elemons},
        )

    # -- what a seat sees ----------------------------------------------------------
    def view(self, seat: int | None) -> dict[str, Any]:
        grid = []
        for s, t in enumerate(self.grid):
            grid.append(
                {
                    "tile": t is not None,
                    "face_up": self.tiles[t] if t is not None and s in self.face_up else None,
                    "rock": s in self.rocks,
                }
            )
        players = []
        for p in range(self.num_seats):
            entry: dict[str, Any] = {
                "won": len(self.won[p]),
                "gigamons": sorted(k for k, h in self.gigamons.items() if h == p),
            }
            if p == seat:
                entry["tiles"] = sorted(self.tiles[t] for t in self.won[p])
            players.append(entry)
        pending: dict[str, Any] = {}
        if self.phase == "swap":
            pending["target"] = self.pending["target"]
            if seat == self.current:
                pending["their_tiles"] = sorted(self.tiles[t] for t in self.won[self.pending["target"]])
        if self.phase == "peek":
            pending = {"left": self.pending["left"], "seen": list(self.pending["seen"])}
        return {
            "seat": seat,
            "current": self.current,
            "phase": self.phase,
            "pending": pending,
            "grid": grid,
            "rocks": {str(s): o for s, o in self.rocks.items()},
            "rocks_free": self.defs.rocks - len(self.rocks),
            "pile": len(self.pile),
            "box": sorted(self.tiles[t] for t in self.box),
            "players": players,
            "gigamons": dict(self.gigamons),
            "turn": self.turn,
            "over": self.over,
            "replay": self.replay,
        }

    # -- serial form ---------------------------------------------------------------
    def _state_json(self) -> dict[str, Any]:
        return {
            "tiles": self.tiles,
            "grid": self.grid,
            "pile": self.pile.to_json(),
            "won": self.won,
            "box": self.box,
            "gigamons": self.gigamons,
            "rocks": {str(s): o for s, o in self.rocks.items()},
            "face_up": self.face_up,
            "current": self.current,
            "phase": self.phase,
            "pending": self.pending,
            "replay": self.replay,
            "pile_ran_out": self.pile_ran_out,
            "over": self.over,
            "end_reason": self.end_reason,
        }

    @classmethod
    def _from_state_json(cls, d: dict[str, Any], chance: Chance) -> ElemonsState:
        st = cls(len(d["won"]), chance, load_defs())
        st.tiles = list(d["tiles"])
        st.grid = list(d["grid"])
        st.pile = Deck(d["pile"])
        st.won = [list(w) for w in d["won"]]
        st.box = list(d["box"])
        st.gigamons = dict(d["gigamons"])
        st.rocks = {int(s): int(o) for s, o in d["rocks"].items()}
        st.face_up = list(d["face_up"])
        st.current = int(d["current"])
        st.phase = d["phase"]
        st.pending = dict(d["pending"])
        st.replay = bool(d["replay"])
        st.pile_ran_out = bool(d["pile_ran_out"])
        st.over = bool(d["over"])
        st.end_reason = d["end_reason"]
        return st

    def clone(self) -> ElemonsState:
        st = ElemonsState.__new__(ElemonsState)
        st.__dict__.update(self.__dict__)
        st.tiles = self.tiles  # never mutated after creation
        st.grid = list(self.grid)
        st.pile = Deck(self.pile.cards)
        st.won = [list(w) for w in self.won]
        st.box = list(self.box)
        st.gigamons = dict(self.gigamons)
        st.rocks = dict(self.rocks)
        st.face_up = list(self.face_up)
        st.pending = {k: (list(v) if isinstance(v, list) else v) for k, v in self.pending.items()}
        st.chance = self.chance.fork_for_search()
        st.setup_events = []
        return st


def from_scenario(node: data.Node, chance: Chance) -> ElemonsState:
    """A starting position from YAML (format in docs/rules/elemons.md)."""
    defs = load_defs()
    node.only_keys("game", "seats", "current", "grid", "pile", "won", "gigamons", "rocks", "box")
    if node.has("game") and node["game"].str() != "elemons":
        raise node["game"].error("this scenario is not for elemons")
    seats = node["seats"].int(2, 4)
    kinds = list(defs.kinds)
    grid = [None if n.value is None else n.str(kinds) for n in node["grid"].list()]
    if len(grid) != defs.slots:
        raise node["grid"].error(f"needs {defs.slots} slots (null for an empty one), found {len(grid)}")
    pile = [n.str(kinds) for n in node.get("pile", []).list()]
    won_nodes = node.get("won", [[] for _ in range(seats)]).list()
    if len(won_nodes) != seats:
        raise node["won"].error(f"needs one list per seat ({seats})")
    won = [[n.str(kinds) for n in w.list()] for w in won_nodes]
    box = [n.str(kinds) for n in node.get("box", []).list()]
    st = ElemonsState.from_layout(seats, chance, defs, grid, pile, won, box)
    for kind, holder in node.get("gigamons", {}).items():
        if kind not in defs.kinds:
            raise holder.error(f"unknown Elemon '{kind}'")
        st.gigamons[kind] = holder.int(0, seats - 1)
    for slot, owner in node.get("rocks", {}).items():
        if not slot.isdigit() or int(slot) >= defs.slots or grid[int(slot)] is None:
            raise owner.error(f"a rock needs a slot holding a tile, not '{slot}'")
        st.rocks[int(slot)] = owner.int(0, seats - 1)
    st.current = node.get("current", 0).int(0, seats - 1)
    st.setup_events = [Event("turn_started", st.current, {})]
    return st


# -- bots ------------------------------------------------------------------------------


class ElemonsBot(Bot):
    """Remembers the tiles it has seen; how well and how it uses powers is the strength."""

    strength = "medium"
    forget = 0.25  # chance, per remembered tile and per turn, to lose it (a person's memory slips)

    def __init__(self, seat: int, seed: int) -> None:
        super().__init__(seat, seed)
        self.memory: dict[int, str] = {}  # slot -> kind
        self.known_won: list[Counter[str]] = []  # kinds seen entering other players' hands

    def observe(self, events: list[Event]) -> None:
        for e in events:
            d = e.data
            if e.kind in ("tile_turned", "tile_peeked"):
                self.memory[d["slot"]] = d["tile"]
            elif e.kind == "pair_won":
                for s in d["slots"]:
                    self.memory.pop(s, None)
                self._won(e.seat)[d["tiles"][0]] += 1
                self._won(e.seat)[d["tiles"][1]] += 1
            elif e.kind == "slot_refilled":
                self.memory.pop(d["slot"], None)
            elif e.kind == "tile_burned":
                self._won(d["target"])[d["tile"]] -= 1
            elif e.kind == "gigamon_caught":
                self._won(e.seat)[d["kind"]] -= 3
            elif e.kind == "hand_seen":
                self._won(d["target"]).clear()
                self._won(d["target"]).update(d["tiles"])
            elif e.kind == "turn_started" and e.seat == self.seat and self.forget:
                for slot in list(self.memory):
                    if self.rng.random() < self.forget:
                        del self.memory[slot]

    def _won(self, seat: int | None) -> Counter[str]:
        while len(self.known_won) <= (seat or 0):
            self.known_won.append(Counter())
        return self.known_won[seat or 0]

    # -- flipping ----------------------------------------------------------------
    def known_pair(self, view: dict[str, Any], flippable: set[int]) -> tuple[int, int] | None:
        by_kind: dict[str, list[int]] = {}
        for slot, kind in self.memory.items():
            if slot in flippable:
                by_kind.setdefault(kind, []).append(slot)
        for slots in by_kind.values():
            if len(slots) >= 2:
                return slots[0], slots[1]
        wild = [s for s, k in self.memory.items() if s in flippable and k == "polymon"]
        others = [s for s, k in self.memory.items() if s in flippable and k != "polymon"]
        if wild and others:
            return wild[0], others[0]
        return None

    def choose_flip(self, view: dict[str, Any], legal: list[Action]) -> Action:
        flippable = {int(a.args[0]) for a in legal if a.kind == "flip"}
        up = [(s, c["face_up"]) for s, c in enumerate(view["grid"]) if c["face_up"]]
        unknown = sorted(s for s in flippable if s not in self.memory)
        if up:  # second flip: match the first if memory allows
            _, kind = up[0]
            matches = [s for s in flippable if s in self.memory and (self.memory[s] == kind or kind == "polymon"
                                                                     or self.memory[s] == "polymon")]
            if matches:
                return act("flip", matches[0])
            return act("flip", self.second_blind(unknown, flippable))
        pair = self.known_pair(view, flippable)
        if pair:
            return act("flip", pair[0])
        if unknown:
            return act("flip", self.rng.choice(unknown))
        return act("flip", self.rng.choice(sorted(flippable)))

    def second_blind(self, unknown: list[int], flippable: set[int]) -> int:
        return self.rng.choice(unknown) if unknown else self.rng.choice(sorted(flippable))

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        trades = [a for a in legal if a.kind == "trade"]
        if trades:
            return self.choose_trade(view, trades)
        phase = view["phase"]
        if phase == "flip":
            return self.choose_flip(view, legal)
        if phase == "after":
            return act("end")
        return self.choose_power(view, legal)

    def choose_trade(self, view: dict[str, Any], trades: list[Action]) -> Action:
        # Taking a Gigamon from its holder hurts a rival too: prefer it.
        held = [a for a in trades if view["gigamons"].get(a.args[0]) is not None]
        return (held or trades)[0]

    def choose_power(self, view: dict[str, Any], legal: list[Action]) -> Action:
        phase = view["phase"]
        if phase in ("look", "burn"):
            return max(legal, key=lambda a: self._threat(view, int(a.args[0])))
        if phase == "swap":
            mine = Counter(view["players"][self.seat].get("tiles", []))
            best, score = act("keep"), 0.0
            for a in legal:
                if a.kind != "swap":
                    continue
                give, take = str(a.args[0]), str(a.args[1])
                gain = (mine[take] + 1) ** 2 - mine[take] ** 2 - (mine[give] ** 2 - (mine[give] - 1) ** 2)
                if gain > score:
                    best, score = a, gain
            return best
        if phase == "rock":
            # Cover a tile of a pair everybody knows: the next player cannot take it.
            counts = Counter(k for s, k in self.memory.items() if act("rock", s) in legal)
            for a in legal:
                if counts.get(self.memory.get(int(a.args[0]), ""), 0) >= 2:
                    return a
            return self.rng.choice(legal)
        if phase == "peek":
            unknown = [a for a in legal if int(a.args[0]) not in self.memory]
            return (unknown or legal)[0]
        return self.rng.choice(legal)

    def _threat(self, view: dict[str, Any], seat: int) -> float:
        p = view["players"][seat]
        return len(p["gigamons"]) * 10 + p["won"] + self.rng.random() * 0.1


class EasyBot(ElemonsBot):
    """Forgets most of what it saw and plays its powers at random."""

    strength = "easy"
    forget = 0.6

    def choose_power(self, view: dict[str, Any], legal: list[Action]) -> Action:
        return self.rng.choice(legal)


class HardBot(ElemonsBot):
    """Perfect memory, and a search over sampled worlds for its power choices and Gigamon race."""

    strength = "hard"
    forget = 0.0
    worlds = 8
    max_candidates = 6

    def __init__(self, seat: int, seed: int) -> None:
        super().__init__(seat, seed)
        self.defs = load_defs()

    def choose_trade(self, view: dict[str, Any], trades: list[Action]) -> Action:
        def value(a: Action) -> tuple[int, int]:
            holder = view["gigamons"].get(a.args[0])
            rival = 0 if holder is None else len(view["players"][holder]["gigamons"])
            return (holder is not None, rival)

        return max(trades, key=value)

    def choose_power(self, view: dict[str, Any], legal: list[Action]) -> Action:
        if view["phase"] == "peek" or len(legal) == 1:
            return super().choose_power(view, legal)
        candidates = legal
        if view["phase"] == "swap" and len(legal) > self.max_candidates:
            # Search the swaps the simple rule likes best, and keeping: the rest rarely matter.
            mine = Counter(view["players"][self.seat].get("tiles", []))

            def gain(a: Action) -> int:
                if a.kind != "swap":
                    return 0
                give, take = str(a.args[0]), str(a.args[1])
                return (mine[take] + 1) ** 2 - mine[take] ** 2 - (mine[give] ** 2 - (mine[give] - 1) ** 2)

            candidates = sorted(legal, key=gain, reverse=True)[: self.max_candidates - 1]
            if act("keep") not in candidates:
                candidates.append(act("keep"))
        rule = super().choose_power(view, candidates)
        return choose_by_sampling(
            self.seat,
            candidates,
            lambda rng: self.sample_world(view, rng),
            self.rng,
            worlds=self.worlds,
            policy=greedy_policy,
            max_steps=30,
            evaluate=evaluate,
            prefer=rule,
            margin=0.05,
        )

    def sample_world(self, view: dict[str, Any], rng: random.Random) -> ElemonsState:
        """A full position consistent with what this bot saw and remembers."""
        defs = self.defs
        pool = Counter({k.id: k.count for k in defs.kinds.values()})
        pool.subtract(view["box"])
        mine = view["players"][self.seat].get("tiles", [])
        pool.subtract(mine)  # the box already holds the tiles traded for Gigamons
        grid: list[str | None] = []
        for s, cell in enumerate(view["grid"]):
            known = cell["face_up"] or self.memory.get(s)
            if cell["tile"] and known and pool[known] > 0:
                pool[known] -= 1
                grid.append(known)
            else:
                grid.append("?" if cell["tile"] else None)
        won: list[list[str]] = []
        for p, pv in enumerate(view["players"]):
            if p == self.seat:
                won.append(list(mine))
                continue
            if p == view["pending"].get("target") and "their_tiles" in view["pending"]:
                hand = list(view["pending"]["their_tiles"])
                pool.subtract(hand)
                won.append(hand)
                continue
            hand = []
            for kind, n in (self.known_won[p] if p < len(self.known_won) else Counter()).items():
                for _ in range(max(0, min(n, pool[kind]))):
                    if len(hand) < pv["won"]:
                        hand.append(kind)
                        pool[kind] -= 1
            hand.extend(["?"] * (pv["won"] - len(hand)))
            won.append(hand)
        rest = [k for k, n in pool.items() for _ in range(max(0, n))]
        rng.shuffle(rest)
        kinds = list(defs.kinds)

        def fill(kind: str | None) -> str | None:
            if kind != "?":
                return kind
            return rest.pop() if rest else rng.choice(kinds)

        grid = [fill(k) for k in grid]
        won = [[fill(k) for k in hand] for hand in won]  # type: ignore[misc]
        pile = [rest.pop() if rest else rng.choice(kinds) for _ in range(view["pile"])]
        st = ElemonsState.from_layout(len(view["players"]), Chance(rng.getrandbits(31)), defs, grid, pile, won)
        st.gigamons = dict(view["gigamons"])
        st.rocks = {int(s): o for s, o in view["rocks"].items()}
        st.current = view["current"]
        st.phase = view["phase"]
        st.turn = view["turn"]
        if view["phase"] == "swap":
            st.pending = {"target": view["pending"]["target"]}
        st.face_up = [s for s, c in enumerate(view["grid"]) if c["face_up"]]
        return st


def greedy_policy(state: GameState, seat: int, rng: random.Random) -> Action:
    """Rollouts: everyone plays as if they remembered the grid half the time."""
    assert isinstance(state, ElemonsState)
    legal = state.legal_actions(seat)
    trades = [a for a in legal if a.kind == "trade"]
    if trades:
        return trades[0]
    if state.phase == "flip" and rng.random() < 0.5:
        up = state.face_up
        flips = [a for a in legal if a.kind == "flip"]
        if up:
            first = state.tiles[state.grid[up[0]]]
            for a in flips:
                if state.tiles[state.grid[int(a.args[0])]] == first:
                    return a
        else:
            seen: dict[str, Action] = {}
            for a in flips:
                k = state.tiles[state.grid[int(a.args[0])]]
                if k in seen:
                    return seen[k]
                seen[k] = a
    return rng.choice(legal)


def evaluate(state: GameState, seat: int) -> float:
    """Where a rollout stops early: Gigamons first, then Elemons, as a share of the table."""
    assert isinstance(state, ElemonsState)
    power = [state.gigamon_count(s) * 6 + len(state.won[s]) + 1 for s in range(state.num_seats)]
    return power[seat] / sum(power)


BOTS: dict[str, type[ElemonsBot]] = {"easy": EasyBot, "medium": ElemonsBot, "hard": HardBot}


def make_bot(strength: str, seat: int, seed: int) -> ElemonsBot:
    return BOTS[strength](seat, seed)


SPEC = GameSpec(
    id="elemons",
    seats=(2, 4),
    state_cls=ElemonsState,
    load_defs=load_defs,
    new_state=lambda n, chance, options: ElemonsState.new(n, chance),
    make_bot=make_bot,
    from_scenario=from_scenario,
    contract="game.elemons_contract",
    reveals=frozenset({"tile_turned", "tile_peeked", "hand_seen", "tiles_swapped", "tile_drawn", "tile_burned"}),
    table="scenes.elemons_table:ElemonsTable",
    components="sprites.components_elemons",
    features="game.lab.features:elemons",
)
