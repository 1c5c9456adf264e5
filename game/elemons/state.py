"""Elemons & Gigamons positions: flips, pairs, powers, trades, the end (rules: elemons-gigamons.fr.txt)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

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
from game.elemons.defs import Defs, load_defs

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



def decision(gigas: list[int], elemons: list[int], to_win: int | None = None) -> dict[str, Any]:
    """Who wins and what decided it, for the screens to say: a seat that caught the `to_win`
    Gigamons that end the game at once (`caught`: `won` of them, the next seat `runner`), else the most
    Gigamons (`gigamons`: `won` against the next seat's `runner`), then among those tied the most
    Elemons won (`elemons`), else the tied seats share (`shared`)."""
    best = max(gigas)
    tied = [s for s, g in enumerate(gigas) if g == best]
    if to_win is not None and len(tied) == 1 and best >= to_win:
        others = [g for s, g in enumerate(gigas) if s not in tied]
        return {"rule": "caught", "winners": tied, "won": best, "runner": max(others) if others else 0}
    if len(tied) == 1:
        others = [g for s, g in enumerate(gigas) if s not in tied]
        return {"rule": "gigamons", "winners": tied, "won": best, "runner": max(others) if others else 0}
    top = max(elemons[s] for s in tied)
    winners = [s for s in tied if elemons[s] == top]
    if len(winners) == 1:
        runner = max(elemons[s] for s in tied if s not in winners)
        return {"rule": "elemons", "winners": winners, "gigamons": best, "won": top, "runner": runner}
    return {"rule": "shared", "winners": winners, "gigamons": best, "elemons": top}

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
        # this turn's Gigamons caught and powers fired, and the turns that caught two or more (`gigamons_in_turn`):
        # nc59 won 3-0 in 3 min 12 s with two Gigamons in one turn (a Hydromon's look, an Electromon's replay), and
        # the screens read it as an accident
        self.turn_catches = 0
        self.turn_powers: list[str] = []
        self.feats: list[dict[str, Any]] = []
        # who has seen each tile of the grid face up or in a Hydromon's look (tile -> seats), and each seat's pairs
        # found from memory (it had seen the second tile before turning it) or by luck (it had not): nc61 saw four
        # « jamais vue avant : elle complète la paire » from the bot and wondered whether it could see the tiles
        self.seen: dict[int, tuple[int, ...]] = {}
        self.pairs_found: list[list[int]] = [[0, 0] for _ in range(num_seats)]  # [from memory, by luck]
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
        st.grid = list(order[: defs.slots])
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
        box: Sequence[str] = (),
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
        # Ruling: a trade is the player's choice any time in its own turn, a power's answer too (the
        # winning Gigamon is not held back behind four Hydromon looks); the power waits, its phase stays.
        if self.phase == "look":
            return [*(act("look", p) for p in self.opponents(seat) if self.won[p]), *trades]
        if self.phase == "swap":
            target = self.pending["target"]
            mine, theirs = sorted(self.won_kinds(seat)), sorted(self.won_kinds(target))
            return [act("keep"), *(act("swap", m, t) for m in mine for t in theirs if m != t), *trades]
        if self.phase == "rock":
            return [*(act("rock", s) for s, t in enumerate(self.grid) if t is not None and s not in self.rocks),
                    *trades]
        if self.phase == "peek":
            seen = self.pending["seen"]
            return [*(act("peek", s) for s, t in enumerate(self.grid) if t is not None and s not in seen), *trades]
        if self.phase == "burn":
            return [*(act("burn", p) for p in self.opponents(seat) if self.won[p]), *trades]
        raise AssertionError(f"unknown phase {self.phase}")

    # What each phase waits for (a power being answered refuses anything but a trade).
    _PHASE_ACTIONS = {
        "flip": ("flip", "trade"), "after": ("end", "trade"), "look": ("look", "trade"),
        "swap": ("swap", "keep", "trade"), "rock": ("rock", "trade"), "peek": ("peek", "trade"),
        "burn": ("burn", "trade"),
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
            tile = self.grid[slot]
            assert tile is not None  # a legal peek looks at a tile of the grid
            self.pending["seen"].append(slot)
            self.pending["left"] -= 1
            if seat not in self.seen.get(tile, ()):
                self.seen[tile] = (*self.seen.get(tile, ()), seat)
            ev.append(Event("tile_peeked", seat, {"slot": slot, "tile": self.tiles[tile]}, to=(seat,)))
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
        grid = self.grid
        tile = grid[slot]
        assert tile is not None  # a legal flip turns a tile of the grid
        self.face_up.append(slot)
        knew = seat in self.seen.get(tile, ())
        self.seen[tile] = tuple(range(self.num_seats))
        ev.append(Event("tile_turned", seat, {"slot": slot, "tile": self.tiles[tile]}))
        if len(self.face_up) < 2:
            return
        a, b = self.face_up
        ta, tb = grid[a], grid[b]
        assert ta is not None and tb is not None
        ka, kb = self.tiles[ta], self.tiles[tb]
        wild = self.defs.wild
        if ka != kb and wild not in (ka, kb):
            ev.append(Event("tiles_hidden", seat, {"slots": [a, b], "tiles": [ka, kb]}))
            self.face_up = []
            self._end_turn(ev)
            return
        won = self.won[seat]
        won.append(ta)
        won.append(tb)
        grid[a] = grid[b] = None
        self.face_up = []
        ev.append(Event("pair_won", seat, {"slots": [a, b], "tiles": [ka, kb]}))
        self.pairs_found[seat][0 if knew else 1] += 1  # the second tile decides: known, or turned at a venture
        # A Polymon with another Elemon forms a pair without power; two Polymons have none either.
        power = self.defs.kinds[ka].power if ka == kb else "wild"
        self._fire(seat, power, ka, ev)

    def _fire(self, seat: int, power: str, kind: str, ev: list[Event]) -> None:
        if power == "wild":
            self._after_power(seat, ev)
            return
        ev.append(Event("power", seat, {"power": power, "kind": kind}))
        self.turn_powers.append(power)
        if power == "replay":
            self.replay = True
            self._after_power(seat, ev)
        elif power == "draw":
            tile = self.pile.draw_one()
            if tile is None:
                ev.append(Event("power_fizzled", seat, {"power": power, "why": "pile_empty"}))
            else:
                self.won[seat].append(tile)
                ev.append(Event("tile_drawn", seat, {"tile": self.tiles[tile]}, to=(seat,)))
                ev.append(Event("tile_drawn_public", seat, {}))
                self._note_pile(seat, ev)
            self._after_power(seat, ev)
        elif power in ("swap", "burn"):
            if not any(self.won[p] for p in self.opponents(seat)):
                ev.append(Event("power_fizzled", seat, {"power": power, "why": "no_elemons"}))
                self._after_power(seat, ev)
            else:
                self.phase, self.pending = ("look" if power == "swap" else "burn"), {}
        elif power == "rock":
            free = [s for s, t in enumerate(self.grid) if t is not None and s not in self.rocks]
            if len(self.rocks) >= self.defs.rocks or not free:
                why = "no_rock" if len(self.rocks) >= self.defs.rocks else "no_tile"
                ev.append(Event("power_fizzled", seat, {"power": power, "why": why}))
                self._after_power(seat, ev)
            else:
                self.phase, self.pending = "rock", {}
        elif power == "peek":
            on_grid = sum(1 for t in self.grid if t is not None)
            left = min(self.defs.peeks, on_grid)
            if left == 0:
                ev.append(Event("power_fizzled", seat, {"power": power, "why": "grid_empty"}))
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
        self.turn_catches += 1
        if self.turn_catches >= 2:
            feat = {"seat": seat, "turn": self.turn, "count": self.turn_catches, "helped": self.turn_help()}
            if self.feats and self.feats[-1]["turn"] == self.turn:
                self.feats[-1] = feat  # a third in the same turn: one feat, counted again
            else:
                self.feats.append(feat)
            ev.append(Event("gigamons_in_turn", seat, {"count": self.turn_catches, "helped": feat["helped"]}))
        if self.gigamon_count(seat) >= self.defs.gigamons_to_win:
            self._finish("gigamons", ev)

    def turn_help(self) -> str:
        """The powers of this turn that let it catch more (a Hydromon's look, an Electromon's replay), as one word:
        "peek_replay", "peek", "replay" or "none"."""
        peek, replay = "peek" in self.turn_powers, "replay" in self.turn_powers
        return "peek_replay" if peek and replay else "peek" if peek else "replay" if replay else "none"

    def gigamon_count(self, seat: int) -> int:
        return sum(1 for h in self.gigamons.values() if h == seat)

    def _end_turn(self, ev: list[Event]) -> None:
        self.phase, self.pending, self.face_up = "flip", {}, []
        ev.append(Event("turn_ended", self.current, {}))
        self.turn += 1
        self.turn_catches, self.turn_powers = 0, []
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
        decided = decision(gigas, elemons, self.defs.gigamons_to_win if self.end_reason == "gigamons" else None)
        return Result(
            winners=tuple(decided["winners"]) if self.over else (),
            scores=[g * 100.0 + e for g, e in zip(gigas, elemons, strict=True)],
            reason=self.end_reason,
            details={"gigamons": gigas, "elemons": elemons, "decided_by": decided,
                     "feats": [dict(f) for f in self.feats],
                     "pairs_memory": [p[0] for p in self.pairs_found], "pairs_luck": [p[1] for p in self.pairs_found]},
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
            "turn_catches": self.turn_catches,
            "turn_powers": self.turn_powers,
            "feats": self.feats,
            "seen": {str(t): list(seats) for t, seats in self.seen.items()},
            "pairs_found": self.pairs_found,
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
        st.turn_catches = int(d.get("turn_catches", 0))  # (saves from before round 55 have none)
        st.turn_powers = list(d.get("turn_powers", []))
        st.feats = [dict(f) for f in d.get("feats", [])]
        st.seen = {int(t): tuple(seats) for t, seats in d.get("seen", {}).items()}  # (none before round 61)
        st.pairs_found = [list(p) for p in d.get("pairs_found", st.pairs_found)]
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
        st.turn_powers = list(self.turn_powers)
        st.feats = list(self.feats)
        st.seen = dict(self.seen)
        st.pairs_found = [list(p) for p in self.pairs_found]
        st.pending = {k: (list(v) if isinstance(v, list) else v) for k, v in self.pending.items()}
        st.chance = self.chance.fork_for_search()
        st.setup_events = []
        return st
