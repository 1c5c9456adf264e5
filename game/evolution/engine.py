"""Elementary Evolution: the rule engine.

A mage's zone holds a draw pile, a hand, four elemental piles and two discards
(quick and main). A pile is a list of card ids from the egg up; a card's level
on a pile is its position (so an Ether joker takes the level of the place it
fills). `rooted[seat][pile]` counts the cards at the bottom of a pile that are
grouped by a rooting: the top card is "free" when it lies above that stack.

Everything that must be decided, in or out of turn, is a task on `stack` (the
top decides who acts): a creature release, an element effect, a Tornado, a
burn waiting for its target's answer, a creature power waiting for Dhyâna, a
"moment" window where mages may use creature powers out of turn, a burned card
waiting for its owner to pick a discard. With an empty stack the active mage
plays freely. Out-of-turn answers go through the shared `ReactionWindow`.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import chain
from operator import itemgetter
from typing import Any, cast

from game.core import (
    Action,
    Chance,
    Event,
    GameState,
    ReactionWindow,
    Refusal,
    Result,
    act,
    bad_action,
    check_seat_count,
    memoises_itself,
    next_seat,
    remember,
)
from game.evolution.defs import ETHER, EvolutionDefs, load_defs

QUICK, MAIN = "quick", "main"
OPEN, UNAVAILABLE, CONDEMNED = "open", "unavailable", "condemned"
CENTRE, HELD, USED = "centre", "held", "used"


def refill_source(quick_state: str, quick: int, main: int) -> str | None:
    """Which discard an empty draw pile takes back, from the counts of each: the quick one while it is
    open and holds cards, else the main one, else none (the engine's refill, and the table's word on
    the draw pile, read it here alike)."""
    if quick_state == OPEN and quick:
        return QUICK
    return MAIN if main else None

VARIANTS = ("standard", "fusion")
# Which decision contexts each creature timing allows (docs/rules/evolution.md, "When creature powers act").
TIMING_CONTEXTS = {
    "any": ("own", "moment", "burn"),
    "own_turn": ("own",),
    "burn": ("burn",),
    "cancel": ("cancel",),
}
CARD_ACTIONS = ("play", "discard", "tornado", "block", "cascade")
# Every event kind the engine emits (docs/rules/evolution.md lists their data; texts.yaml prints them).
EVENT_KINDS = (
    "setup_discard", "shuffle", "draw", "draw_cards", "first_tie", "first_player", "turn_start", "play", "auto_root",
    "finish", "game_over", "release", "give", "keep", "block", "burn", "cascade", "burned", "burn_fizzles",
    "root", "skip", "tornado", "discard", "recover", "end_turn", "penalty", "move_marker", "power",
    "power_fizzles", "unroot", "root_all", "protect", "condemn", "phoenix", "extra_turn", "redirect",
    "cancel", "pass", "no_target",
)  # fmt: skip


# A card of the hand that may be played, ready for the standard rules: (its element, its level, the
# action), or for the Ether joker (None, 0, ((pile, action), ...)): `_play_actions` only compares lengths.
Playable = tuple[str | None, int, Any]


@dataclass(slots=True)
class DefsTables:
    """What the definitions decide once for all (see `_defs_tables`); slotted, as its fields are read at
    every step."""

    plays: dict[str, Playable]
    usable: dict[str, frozenset[str]]
    discards: dict[bool, dict[str, tuple[Action, ...]]]
    tornados: dict[bool, dict[str, tuple[Action, ...]]]  # as `discards`, for a Tornado's discards
    moves: dict[str, dict[str, Action]]  # creature -> pile -> the move of its marker there
    ethers: frozenset[str]  # the Ether cards
    effect_el: dict[str, str]  # effect -> the element that has it


HandEntry = tuple[EvolutionDefs, list[str], dict[bool, list[Action]]]
_HANDS: dict[tuple[str, ...], HandEntry] = {}
_TABLES: dict[int, tuple[EvolutionDefs, DefsTables]] = {}
_STATE = itemgetter("state")
_END = act("end")
_NO_OWN: tuple[None, int, list[Action]] = (None, -1, [])  # no own-turn list carried (see `legal_actions`)


def _defs_tables(defs: EvolutionDefs) -> DefsTables:
    """What the definitions decide once for all, built once per set of them: each card's `Playable`
    and its discard actions (hand entries are made of them: `discard CARD quick` while the quick
    discard is open, then `discard CARD main`), its Tornado discards alike, each marker's moves, per
    decision context the creatures whose power may act in it (a Copy creature whenever another one
    may: the others give no option there), the Ether cards and the element of each effect."""
    found = _TABLES.get(id(defs))
    if found is None or found[0] is not defs:
        plays: dict[str, Playable] = {}
        for c, card in defs.cards.items():
            if card.is_ether:
                plays[c] = (None, 0, tuple((p, act("play", c, p)) for p in defs.elements))
            else:
                plays[c] = (card.element, card.level or 0, act("play", c, card.element))
        copies = {cid for cid, cr in defs.creatures.items() if cr.power == "copy"}
        usable: dict[str, frozenset[str]] = {}
        for context in {c for cs in TIMING_CONTEXTS.values() for c in cs}:
            direct = {cid for cid, cr in defs.creatures.items()
                      if cr.power != "copy" and context in TIMING_CONTEXTS[cr.timing]}
            usable[context] = frozenset(direct | copies if direct else direct)
        discards, tornados = ({quick: {c: tuple(act(kind, c, x) for x in ((QUICK, MAIN) if quick else (MAIN,)))
                                       for c in defs.cards} for quick in (True, False)}
                              for kind in ("discard", "tornado"))
        moves = {cid: {p: act("move", cid, p) for p in defs.elements} for cid in defs.creatures}
        ethers = frozenset(c for c, card in defs.cards.items() if card.is_ether)
        effect_el = {e: defs.element_with(e) for e in set(defs.effects.values())}
        tables = DefsTables(plays, usable, discards, tornados, moves, ethers, effect_el)
        found = remember(_TABLES, id(defs), (defs, tables), 64)
    return found[1]



def decision(finished: list[int], levels: list[int], still: list[int]) -> dict[str, Any]:
    """Who ranks first and what decided it, for the screens to say: the first mage with four
    level-5 Elementals (`finished_first`); nobody finished (the turn limit), the most levels at the
    top of the piles among the mages still playing (`levels`: `won` against the next one's `runner`);
    equal levels share first place (`shared`)."""
    if finished:
        return {"rule": "finished_first", "winners": [finished[0]]}
    pool = still or list(range(len(levels)))
    best = max(levels[s] for s in pool)
    winners = [s for s in pool if levels[s] == best]
    others = [levels[s] for s in pool if levels[s] != best]
    if len(winners) == 1:
        return {"rule": "levels", "winners": winners, "won": best, "runner": max(others) if others else best}
    return {"rule": "shared", "winners": winners, "levels": best}

class EvolutionState(GameState):
    game_id = "evolution"
    # Read at every step (random play asks at each): a plain attribute, not a property (a property is a
    # call from C into Python, dearer than the rest of an `actors()`), kept with `over_reason` by
    # `_game_over` and `_load_public`, the only places that set it
    is_over: bool = False
    # False in search worlds: stop at the first mage to finish. A class default that such a world sets
    # on itself, which keeps a position at 29 attributes (see `__init__`)
    rank_all: bool = True

    def __init__(self, num_seats: int, chance: Chance, defs: EvolutionDefs | None = None, variant: str = "standard"):
        super().__init__(num_seats, chance)
        if variant not in VARIANTS:
            raise ValueError(f"unknown variant '{variant}' (choose from {', '.join(VARIANTS)})")
        self.defs = defs or load_defs()
        self.variant = variant
        els = self.defs.elements
        n = num_seats
        self.hands: list[list[str]] = [[] for _ in range(n)]
        self.draws: list[list[str]] = [[] for _ in range(n)]  # the top is the end of the list
        self.quick: list[list[str]] = [[] for _ in range(n)]
        self.main: list[list[str]] = [[] for _ in range(n)]
        self.quick_state: list[str] = [OPEN] * n
        self.piles: list[dict[str, list[str]]] = [{el: [] for el in els} for _ in range(n)]
        self.rooted: list[dict[str, int]] = [{el: 0 for el in els} for _ in range(n)]
        self.centre: list[list[Any]] = []  # [owner seat, ether card], in the order they were discarded
        # creature -> {state: centre|held|used, holder: seat, giver: the mage who gave it last}; changed
        # through `_set_token` only (or replaced whole): `_held` keeps its answers until then
        self.tokens: dict[str, dict[str, Any]] = {
            c: {"state": CENTRE, "holder": None, "giver": None} for c in self.defs.creatures
        }
        self.markers: dict[str, dict[str, Any]] = {}  # protect tokens in play: token -> {seat, card (or None)}
        self.moved: list[str] = []  # markers moved during this turn
        self.penalty: list[int] = [0] * n
        self.current = 0
        self.extra_turns = 0
        self.finished: list[int] = []
        self.stack: list[dict[str, Any]] = []
        self.turn_limit = self.defs.round_limit * n
        self.over_reason: str | None = None
        self.is_over = False  # True once `over_reason` is set
        self.setup_events: list[Event] = []
        # What the definitions decide. No more attributes than needed: CPython 3.11 reads an object's
        # attributes fastest while it has at most 29 (their shared-key layout), and this one has 29 with
        # the legal-list memo
        self._tables = _defs_tables(self.defs)
        # (tokens, {context: {seat: creatures}}, does anyone hold a creature) for `_held`
        self._held_memo: tuple[dict[str, dict[str, Any]], dict[str, dict[int, list[str]]], bool] | None = None
        # The own-turn list carried from step to step (see `legal_actions`): (the hand, its length, a
        # private copy of the list), or _NO_OWN
        self._own: tuple[list[str] | None, int, list[Action]] = _NO_OWN

    # -- set-up -------------------------------------------------------------------
    @classmethod
    def new_game(
        cls,
        num_seats: int,
        chance: Chance,
        variant: str = "standard",
        defs: EvolutionDefs | None = None,
        first: str | int = "chance",
    ) -> EvolutionState:
        """A dealt game. `first`: "chance" breaks a tie for the highest hand total by chance; a seat
        number lets the people at the table choose among the tied mages (that seat is asked)."""
        check_seat_count("Elementary Evolution", num_seats, 2, 4)
        if isinstance(first, bool) or not (first == "chance" or (isinstance(first, int) and 0 <= first < num_seats)):
            raise ValueError(f"first must be 'chance' or a seat from 0 to {num_seats - 1}, not {first!r}")
        st = cls(num_seats, chance, defs, variant)
        d = st.defs
        events: list[Event] = []
        for s in range(num_seats):
            deck = d.deck()
            ethers = [c for c in deck if d.cards[c].is_ether]
            to_main = [c for c in deck if d.cards[c].level in d.main_discard_levels and not d.cards[c].is_ether]
            to_main += ethers[len(ethers) - d.main_discard_ether :] if d.main_discard_ether else []
            st.main[s] = to_main
            st.draws[s] = [c for c in deck if c not in to_main]
            events.append(Event("setup_discard", s, {"cards": list(to_main), "count": len(to_main), "to": MAIN}))
            st.chance.shuffle("shuffle", st.draws[s])
            events.append(Event("shuffle", s, {"count": len(st.draws[s])}))
        for s in range(num_seats):
            events += st._draw(s, d.hand_size, "deal")
        totals = [st.hand_total(s) for s in range(num_seats)]
        best = max(totals)
        tied = [s for s in range(num_seats) if totals[s] == best]
        if len(tied) > 1 and first != "chance":
            # Ruling: «départagez-vous» - the people at the table choose among the tied mages.
            assert isinstance(first, int)
            st.current = tied[0]
            st.stack.append({"t": "first", "seat": first, "tied": tied, "totals": totals})
            events.append(Event("first_tie", first, {"totals": totals, "tied": tied}))
            st.setup_events = events
            return st
        starter = tied[st.chance.index("first", len(tied))] if len(tied) > 1 else tied[0]
        st.current = starter
        # the log says why this mage starts (nc10: not "le plus haut total" on a tie)
        how = "chance" if len(tied) > 1 else "total"
        events.append(Event("first_player", starter, {"totals": totals, "tied": tied, "how": how}))
        events += st._start_turn(starter, extra=False)
        st.setup_events = events
        return st

    def hand_total(self, seat: int) -> int:
        """The total announced at set-up: the levels of the hand, Ether worth 0."""
        return sum(self.defs.cards[c].level or 0 for c in self.hands[seat])

    # -- small queries --------------------------------------------------------------
    def playing(self, seat: int) -> bool:
        return seat not in self.finished

    def opponents(self, seat: int) -> list[int]:
        """The other mages still playing, in turn order after `seat`."""
        return [
            (seat + i) % self.num_seats for i in range(1, self.num_seats) if self.playing((seat + i) % self.num_seats)
        ]

    def free_card(self, seat: int, pile: str) -> str | None:
        p = self.piles[seat][pile]
        return p[-1] if len(p) > self.rooted[seat][pile] else None

    def top_rooted(self, seat: int, pile: str) -> bool:
        p = self.piles[seat][pile]
        return bool(p) and self.rooted[seat][pile] >= len(p)

    def protected(self, seat: int, card: str, aimer: int) -> bool:
        """A protect marker (Ondine) saves a free card from burns aimed by another mage."""
        if aimer == seat:
            return False
        return any(m["seat"] == seat and m["card"] == card for m in self.markers.values())

    def burnable(self, seat: int, pile: str, aimer: int) -> str | None:
        if not self.playing(seat):
            return None
        card = self.free_card(seat, pile)
        if card is None or self.protected(seat, card, aimer):
            return None
        return card

    def fits(self, card: str, seat: int, pile: str) -> bool:
        """May `card` go on `seat`'s `pile` now? Levels strictly upward; element rules unless fusion."""
        d = self.defs
        nxt = len(self.piles[seat][pile])
        c = d.cards[card]
        if c.is_ether:
            return d.ether_min <= nxt <= d.ether_max
        if c.level != nxt:
            return False
        return self.variant == "fusion" or c.element == pile

    def _targets(self, card: str, seat: int) -> list[str]:
        """The piles `card` fits on now (the same answer as `fits`, faster)."""
        d = self.defs
        c = d.cards[card]
        piles = self.piles[seat]
        if c.is_ether:
            return [p for p in d.elements if d.ether_min <= len(piles[p]) <= d.ether_max]
        if self.variant == "fusion":
            return [p for p in d.elements if len(piles[p]) == c.level]
        return [c.element] if len(piles[c.element]) == c.level else []

    def levels(self, seat: int) -> int:
        """Total levels of a mage's piles: the sum of their top levels (an empty pile counts 0)."""
        return sum(len(p) - 1 for p in self.piles[seat].values() if p)

    def dests(self, seat: int) -> list[str]:
        return [QUICK, MAIN] if self.quick_state[seat] == OPEN else [MAIN]

    def _canonical(self, seat: int, card: str) -> str:
        """The Ether jokers are interchangeable: actions name the lowest one in hand."""
        if self.defs.cards.get(card) is not None and self.defs.cards[card].is_ether:
            ethers = sorted(c for c in self.hands[seat] if self.defs.cards[c].is_ether)
            if card in ethers:
                return ethers[0]
        return card

    def _hand_choices(self, seat: int) -> list[str]:
        """The hand sorted, one Ether card standing for all (callers do not change the list): without
        an Ether card, the sorted hand itself (most hands are new to the hand cache)."""
        hand = sorted(self.hands[seat])
        return hand if self._tables.ethers.isdisjoint(hand) else self._hand_entry(seat)[1]

    def _hand_entry(self, seat: int) -> HandEntry:
        """(definitions, hand choices, discard actions by quick-discard state), kept per hand: for hands
        with an Ether card (`_hand_choices`) and in the fusion variant (`_entry_actions`); the others
        are listed without it."""
        # keyed by the sorted hand: the entry depends on the cards, not their order, and a hand in
        # draw order would miss the cache for every order of the same cards (half the lookups)
        key = tuple(sorted(self.hands[seat]))
        entry = _HANDS.get(key)
        if entry is None or entry[0] is not self.defs:
            card_plays = self._tables.plays
            seen_ether = False
            out = []
            for c in key:
                if card_plays[c][0] is None:  # an Ether joker
                    if seen_ether:
                        continue
                    seen_ether = True
                out.append(c)
            discards: dict[bool, list[Action]] = {}  # filled on demand, per quick-discard state
            # the entry names the definitions it was built from: another set of them rebuilds it. 50,000
            # entries, as Elemons' and Monsters' caches: 400 random games meet 41,627 hands, and 20,000
            # emptied it twice as often as that (about 0.8 KB an entry, 40 MB at most)
            entry = remember(_HANDS, key, (self.defs, out, discards), 50_000)
        return entry

    def _effect_element(self, effect: str) -> str:
        return self._tables.effect_el[effect]

    # -- who acts -------------------------------------------------------------------
    def _task_actor(self, task: dict[str, Any]) -> int | None:
        t = task["t"]
        if t in ("burn", "power", "moment"):
            w: ReactionWindow | None = task["window"]
            return w.current() if w is not None else None
        seat: int = task["owner"] if t == "dest" else task["seat"]
        return seat

    def actors(self) -> tuple[int, ...]:
        if self.over_reason is not None:
            return ()
        if self.stack:
            a = self._task_actor(self.stack[-1])
            return (a,) if a is not None else ()
        return (self.current,)

    # -- legal actions ----------------------------------------------------------------
    @memoises_itself
    def legal_actions(self, seat: int) -> list[Action]:
        # most steps: the mage whose turn it is plays freely (`actors` inlined: every step asks)
        if self.over_reason is None and not self.stack and seat == self.current:
            # A discard (most steps) changes only the hand, so `_apply` carries the list over without
            # the discarded card's actions (the others keep their order; see its discard branch): the
            # list kept is this position's while the hand is this very list, of this length, since
            # every other action forgets it (`_apply`, `_end_turn`). Callers get a copy (they may
            # change their list). Not in the fusion variant, whose plays the discard does not remove.
            hand = self.hands[seat]
            own = self._own
            if own[0] is hand and own[1] == len(hand):
                out = own[2][:]
            else:
                out = self._play_actions(seat)
                if self.variant != "fusion":
                    self._own = (hand, len(hand), out[:])
        else:
            out = self._listed(seat)
        self._legal_memo = (seat, out)
        return out

    def _listed(self, seat: int) -> list[Action]:
        """`legal_actions` but for free play."""
        if self.over_reason is not None or not self.stack:
            return []
        task = self.stack[-1]
        if self._task_actor(task) != seat:
            return []
        t = task["t"]
        if t == "release":
            return self._release_actions(seat, task)
        if t == "give":
            return [act("give", task["creature"], o) for o in self.opponents(seat)]
        if t == "effect":
            return self._effect_actions(seat, task["effect"]) + [act("skip")]
        if t == "tornado":
            return self._tornado_discards(seat) + [act("draw")]
        if t == "burn":
            acts = [act("cascade", c, p) for c, p in self._cascade_options(seat)]
            return acts + [act("power", *o) for o in self._power_options(seat, "burn", task)] + [act("pass")]
        if t == "power":
            return [act("power", *o) for o in self._power_options(seat, "cancel", task)] + [act("pass")]
        if t == "moment":
            return [act("power", *o) for o in self._power_options(seat, "moment", None)] + [act("pass")]
        if t == "dest":
            return [act("dest", x) for x in self.dests(seat)]
        if t == "first":
            return [act("first", s) for s in task["tied"]]
        raise AssertionError(f"unknown task {t}")

    # What each pending task waits for, and what it says to a mage who tries something else.
    _TASK_KINDS = {
        None: ("play", "discard", "power", "move", "end"),
        "release": ("give", "keep", "block"),
        "give": ("give",),
        "tornado": ("tornado", "draw"),
        "burn": ("cascade", "power", "pass"),
        "power": ("power", "pass"),
        "moment": ("power", "pass"),
        "dest": ("dest",),
        "first": ("first",),
    }
    _TASK_TEXT = {
        None: "Play, discard, use a power, move a marker or end your turn",
        "release": "First give the released creature to an opponent, keep it or block with an Ether card",
        "give": "First give the creature to an opponent",
        "effect": "First the effect of the card placed (above), or \"Skip the effect\"",
        "tornado": "First discard a card for the Tornado or draw",
        "burn": "A burn is aimed: counter it with Water, answer with a power or pass",
        "power": "A power was used: cancel it or pass",
        "moment": "Use a power now or pass",
        "dest": "First say which discard pile the card goes to",
        "first": "First say which of the tied mages starts",
    }
    _KINDS = ("play", "discard", "power", "move", "end", "give", "keep", "block", "skip", "tornado", "draw",
              "burn", "root", "cascade", "pass", "dest", "first")

    def why_illegal(self, seat: int, action: Action) -> str | None:
        """None exactly when the legal list holds the action (Ether cards named by any copy), else why not.

        Only the part of the legal list that the action's kind can match is built.
        """
        if self.is_over:
            return Refusal("the game is over", "core.game_over")
        if seat not in self.actors():
            return Refusal(f"seat {seat} may not act now", "core.not_your_turn", seat=seat)
        k, a = action.kind, action.args
        if k in CARD_ACTIONS and a and isinstance(a[0], str):
            canonical = self._canonical(seat, a[0])
            if canonical != a[0]:
                action = act(k, canonical, *a[1:])
                a = action.args
        if k not in self._KINDS:
            return bad_action(action, ", ".join(self._KINDS))
        task = self.stack[-1] if self.stack else None
        t = task["t"] if task is not None else None
        if t == "effect":
            assert task is not None
            allowed: tuple[str, ...] = ("skip", task["effect"]) if task["effect"] in ("tornado", "burn", "root") \
                else ("skip",)
        else:
            allowed = self._TASK_KINDS[t]
        if k not in allowed:
            return Refusal(self._TASK_TEXT[t], f"evolution.now_{t or 'turn'}")
        if k in ("end", "keep", "skip", "draw", "pass"):
            if a:
                return bad_action(action, k)
            if k == "keep" and self.tokens[task["creature"]]["state"] != HELD:  # type: ignore[index]
                return Refusal("Nobody holds this creature: give it to an opponent", "evolution.cannot_keep")
            return None
        if k == "first":
            assert task is not None
            if len(a) == 1 and a[0] in task["tied"]:
                return None
            return Refusal("Only one of the tied mages may start", "evolution.first_tied")
        if k in ("play", "discard", "tornado", "block", "cascade"):
            return self._why_not_card(seat, action, task)
        if k == "dest" or k == "give":
            return self._why_not_give(seat, action, task) if k == "give" else self._why_not_dest(seat, action, 0)
        if k == "power":
            context = {None: "own", "burn": "burn", "power": "cancel", "moment": "moment"}[t]
            if a in self._power_options(seat, context, task if t in ("burn", "power") else None):
                return None
            cid = a[0] if a else ""
            tok = self.tokens.get(cid) if isinstance(cid, str) else None
            if tok is None:
                return bad_action(action, "power CREATURE ...")
            if tok["state"] != HELD or tok["holder"] != seat:
                return Refusal(f"You do not hold {cid}", "evolution.not_your_creature", creature=cid)
            return Refusal(f"The power of {cid} cannot be used like this now", "evolution.power_not_now",
                           creature=cid)
        if k == "move":
            return self._why_not_move(seat, action)
        if k == "burn":
            if len(a) != 2 or type(a[0]) is not int or a[1] not in self.defs.elements:
                return bad_action(action, "burn PLAYER PILE")
            if a[0] not in self.opponents(seat):
                return Refusal("Burn an opponent's card", "evolution.burn_opponent")
            if self.burnable(a[0], a[1], seat) is None:
                return Refusal(f"No free card to burn on that {a[1]} pile", "evolution.nothing_to_burn",
                               target=a[0], pile=a[1])
            return None
        # root PILE
        if len(a) != 1 or a[0] not in self.defs.elements:
            return bad_action(action, "root PILE")
        if self.free_card(seat, a[0]) is None:
            return Refusal(f"Your {a[0]} pile has no free card to root", "evolution.nothing_to_root", pile=a[0])
        return None

    def _why_not_dest(self, seat: int, action: Action, at: int) -> Refusal | None:
        """The discard pile named at position `at` (quick only while one's quick discard is open)."""
        a = action.args
        if len(a) != at + 1 or a[at] not in (QUICK, MAIN):
            return bad_action(action, f"{action.kind} ... quick|main")
        if a[at] not in self.dests(seat):
            return Refusal("Your quick discard is not open", "evolution.quick_closed")
        return None

    def _why_not_card(self, seat: int, action: Action, task: dict[str, Any] | None) -> Refusal | None:
        k, a = action.kind, action.args
        if not a or not isinstance(a[0], str) or a[0] not in self.defs.cards:
            return bad_action(action, f"{k} CARD ...")
        card = a[0]
        if card not in self.hands[seat]:
            return Refusal(f"{card} is not in your hand", "evolution.not_in_hand", card=card)
        c = self.defs.cards[card]
        if k in ("discard", "tornado"):
            return self._why_not_dest(seat, action, 1)
        if k == "block":
            if len(a) != 1:
                return bad_action(action, "block ETHER")
            if not c.is_ether:
                return Refusal("Only an Ether card blocks a release", "evolution.block_needs_ether")
            return None
        if len(a) != 2 or a[1] not in self.defs.elements:
            return bad_action(action, f"{k} CARD PILE")
        pile = a[1]
        if k == "cascade":
            if (card, pile) in self._cascade_options(seat):
                return None
            return Refusal("Only a Water card of the next level of your own pile counters a burn, out of turn",
                           "evolution.cascade_not_now")
        if self.fits(card, seat, pile):
            return None
        nxt = len(self.piles[seat][pile])
        if c.is_ether:
            d = self.defs
            return Refusal(f"An Ether card goes on a pile of level {d.ether_min} to {d.ether_max}",
                           "evolution.ether_level", lo=d.ether_min, hi=d.ether_max)
        if self.variant != "fusion" and c.element != pile:
            return Refusal(f"A {c.element} card goes on the {c.element} pile only", "evolution.wrong_element",
                           element=c.element, pile=pile)
        return Refusal(f"Your {pile} pile needs a level {nxt} card, not level {c.level}", "evolution.wrong_level",
                       pile=pile, need=nxt, level=c.level)

    def _why_not_give(self, seat: int, action: Action, task: dict[str, Any] | None) -> Refusal | None:
        assert task is not None
        a = action.args
        if len(a) != 2 or a[0] != task["creature"] or type(a[1]) is not int:
            return bad_action(action, f"give {task['creature']} PLAYER")
        target = a[1]
        if target not in self.opponents(seat):
            return Refusal("Give it to an opponent still playing", "evolution.give_opponent")
        if task["t"] == "release":
            tok = self.tokens[task["creature"]]
            if tok["state"] == HELD and tok["holder"] == target:
                return Refusal(f"Player {target} already holds it: give it to someone else or keep it",
                               "evolution.give_holder", target=target)
        return None

    def _why_not_move(self, seat: int, action: Action) -> Refusal | None:
        a = action.args
        if len(a) != 2 or a[0] not in self.markers or a[1] not in self.defs.elements:
            return bad_action(action, "move MARKER PILE")
        token, pile = str(a[0]), str(a[1])  # texts: checked above
        m = self.markers[token]
        if m["seat"] != seat:
            return Refusal("This marker is not yours", "evolution.not_your_marker")
        if token in self.moved:
            return Refusal("This marker has already moved this turn", "evolution.marker_moved")
        card = self.free_card(seat, pile)
        if card is None:
            return Refusal(f"Your {pile} pile has no free card", "evolution.no_free_card", pile=pile)
        if card == m["card"]:
            return Refusal("The marker already stands on that card", "evolution.marker_there")
        return None

    def _play_actions(self, seat: int) -> list[Action]:
        """What the mage whose turn it is may do (`_targets` and `free_card` inlined: every step asks)."""
        d = self.defs
        piles = self.piles[seat]
        hand = sorted(self.hands[seat])
        if self.variant != "fusion" and self._tables.ethers.isdisjoint(hand):
            # most hands: no Ether card, so the hand's choices are the sorted hand, each card's play
            # listed when its pile has its level. Built here: most hands that reach this point (at a
            # turn's start, after a play) are new, the hand cache missed 85% of them
            plays = cast("dict[str, tuple[str, int, Action]]", self._tables.plays)  # no Ether: every card has its pile
            out = [a for el, level, a in map(plays.__getitem__, hand) if len(piles[el]) == level]
            out += chain.from_iterable(map(self._tables.discards[self.quick_state[seat] == OPEN].__getitem__, hand))
        else:
            out = self._entry_actions(seat, piles, hand)
        memo = self._held_memo
        # most steps: nobody holds a creature (known without asking `_held`), or none that acts in
        # one's own turn: no power to list
        if (memo is None or memo[0] is not self.tokens or memo[2]) and seat not in self.finished:
            held = self._held(seat, "own")
            if held:
                out += [act("power", *o) for o in self._powers_of(seat, held, "own", None)]
        if self.markers:
            free: list[tuple[str, str]] | None = None
            for token, m in self.markers.items():
                if m["seat"] != seat or token in self.moved:
                    continue
                if free is None:  # (pile, its free card), `free_card` inlined
                    rooted = self.rooted[seat]
                    free = [(p, piles[p][-1]) for p in d.elements if len(piles[p]) > rooted[p]]
                moves = self._tables.moves[token]
                for p, top in free:
                    if top != m["card"]:
                        out.append(moves[p])
        out.append(_END)
        return out

    def _entry_actions(self, seat: int, piles: dict[str, list[str]], hand: list[str]) -> list[Action]:
        """`_play_actions`' plays and discards for a hand with an Ether card (the first in the sorted
        `hand` stands for all), or in the fusion variant (from the hand's cache entry)."""
        d = self.defs
        out: list[Action] = []
        if self.variant != "fusion":  # the hand's choices and their plays in one pass, no cache entry
            card_plays = self._tables.plays
            lo, hi = d.ether_min, d.ether_max
            choices = []
            ether = False
            for c in hand:
                el, level, action = card_plays[c]
                if el is None:  # the Ether joker: any pile of its levels
                    if ether:
                        continue
                    ether = True
                    out += [a for p, a in action if lo <= len(piles[p]) <= hi]
                elif len(piles[el]) == level:
                    out.append(action)
                choices.append(c)
            out += chain.from_iterable(map(self._tables.discards[self.quick_state[seat] == OPEN].__getitem__, choices))
            return out
        _, hand, discards = self._hand_entry(seat)
        cards, elements = d.cards, d.elements
        for c in hand:
            card = cards[c]
            if card.element == ETHER:
                lo, hi = d.ether_min, d.ether_max
                out += [act("play", c, p) for p in elements if lo <= len(piles[p]) <= hi]
            else:
                out += [act("play", c, p) for p in elements if len(piles[p]) == card.level]
        quick = self.quick_state[seat] == OPEN
        found = discards.get(quick)
        if found is None:
            found = discards[quick] = list(chain.from_iterable(map(self._tables.discards[quick].__getitem__, hand)))
        out += found
        return out

    def _keeps_own(self, seat: int, cid: str) -> bool:
        """A mage of a two-player game freeing again a creature it holds: it keeps it without a question (f48:
        « déjà à vous : gardez-la ou donnez-la » had one sensible answer: giving it, or spending an Ether on it, could
        only help the one rival). Public facts only: the release event says it (`stays`). (A game of more mages with
        two left still asks: its recorded random games, tests/test_speed_determinism.py, stay as they were.)"""
        tok = self.tokens[cid]
        return self.num_seats == 2 and tok["state"] == HELD and tok["holder"] == seat

    def _release_actions(self, seat: int, task: dict[str, Any]) -> list[Action]:
        if self._keeps_own(seat, task["creature"]):
            return [act("keep")]
        tok = self.tokens[task["creature"]]
        holder = tok["holder"] if tok["state"] == HELD else None
        out = [act("give", task["creature"], o) for o in self.opponents(seat) if o != holder]
        if tok["state"] == HELD:
            out.append(act("keep"))
        ethers = self._tables.ethers.intersection(self.hands[seat])
        if ethers:  # the one of the hand's choices: the first in sorted order
            out.append(act("block", min(ethers)))
        return out

    def _effect_actions(self, seat: int, effect: str) -> list[Action]:
        if effect == "tornado":
            return self._tornado_discards(seat)
        if effect == "burn":
            return [
                act("burn", o, p)
                for o in self.opponents(seat)
                for p in self.defs.elements
                if self.burnable(o, p, seat) is not None
            ]
        if effect == "root":
            return [act("root", p) for p in self.defs.elements if self.free_card(seat, p) is not None]
        return []

    def _any_effect_action(self, seat: int, effect: str) -> bool:
        """Does `_effect_actions` list anything? (Asked without building the list.)"""
        if effect == "tornado":  # each of the hand's choices gives a discard (the main one at least)
            return bool(self.hands[seat])
        if effect == "burn":
            return any(self.burnable(o, p, seat) is not None for o in self.opponents(seat) for p in self.defs.elements)
        if effect == "root":  # a free card: `free_card` inlined
            piles, rooted = self.piles[seat], self.rooted[seat]
            return any(len(piles[p]) > rooted[p] for p in self.defs.elements)
        return False

    def _tornado_discards(self, seat: int) -> list[Action]:
        """`tornado CARD quick|main` for each of the hand's choices (the discards it may use), as `discard`."""
        table = self._tables.tornados[self.quick_state[seat] == OPEN]
        return list(chain.from_iterable(map(table.__getitem__, self._hand_choices(seat))))

    def _cascade_options(self, seat: int) -> list[tuple[str, str]]:
        """(water card, pile) pairs that may counter a burn: the next level of one's own pile, out of turn only."""
        if seat == self.current:
            return []
        water = self._effect_element("cascade")
        out = []
        for c in sorted(set(self.hands[seat])):
            card = self.defs.cards[c]
            if card.is_ether or card.element != water:
                continue
            out += [(c, p) for p in self._targets(c, seat)]
        return out

    # -- creature powers ------------------------------------------------------------------
    def _power_options(self, seat: int, context: str, task: dict[str, Any] | None) -> list[tuple[Any, ...]]:
        """Every (creature, *args) that `seat` may use now in `context` (own / moment / burn / cancel)."""
        if not self.playing(seat):
            return []
        held = self._held(seat, context)
        return self._powers_of(seat, held, context, task) if held else []

    def _held(self, seat: int, context: str) -> Sequence[str]:
        """The creatures `seat` holds whose power may act in `context`, in token order (a Siren, say,
        held most of a game, acts in burns only). Asked at every step, the tokens change seldom: the
        answers are kept until a token changes (callers do not change the list)."""
        memo = self._held_memo
        if memo is None or memo[0] is not self.tokens:
            memo = self._tokens_memo()
        by_seat = memo[1].get(context)
        if by_seat is None:
            usable = self._tables.usable[context]
            by_seat = memo[1][context] = {}
            for cid, t in self.tokens.items():
                if t["state"] == HELD and cid in usable:
                    by_seat.setdefault(t["holder"], []).append(cid)
        return by_seat.get(seat, ())

    def _tokens_memo(self) -> tuple[dict[str, dict[str, Any]], dict[str, dict[int, list[str]]], bool]:
        """A fresh memo for `_held` (the tokens changed, or were replaced whole by a load or a clone)."""
        tokens = self.tokens
        self._held_memo = (tokens, {}, HELD in map(_STATE, tokens.values()))
        return self._held_memo

    def _anyone_holds(self) -> bool:
        """Does a mage hold a creature? Only then may anyone answer out of turn with a power."""
        memo = self._held_memo
        if memo is None or memo[0] is not self.tokens:
            memo = self._tokens_memo()
        return memo[2]

    def _set_token(self, cid: str, token: dict[str, Any]) -> None:
        """Every change of a creature token goes through here: `_held`'s answers are forgotten."""
        self.tokens[cid] = token
        self._held_memo = None

    def _powers_of(self, seat: int, held: Sequence[str], context: str,
                   task: dict[str, Any] | None) -> list[tuple[Any, ...]]:
        """`_power_options` once the creatures `seat` holds are known (a mage still playing; the
        creatures that cannot act in `context` may be left out, they give nothing)."""
        out: list[tuple[Any, ...]] = []
        for cid in held:
            cr = self.defs.creatures[cid]
            if cr.power == "copy":
                for other, ocr in self.defs.creatures.items():
                    if ocr.power == "copy" or context not in TIMING_CONTEXTS[ocr.timing]:
                        continue
                    out += [(cid, other, *a) for a in self._power_args(seat, ocr.power, task)]
            elif context in TIMING_CONTEXTS[cr.timing]:
                out += [(cid, *a) for a in self._power_args(seat, cr.power, task)]
        return out

    def _power_args(self, seat: int, power: str, task: dict[str, Any] | None) -> list[tuple[Any, ...]]:
        els = self.defs.elements
        if power == "unroot":
            return [(o, p) for o in self.opponents(seat) for p in els if self.rooted[o][p] > 0]
        if power == "burn_rooted":
            return [(o, p) for o in self.opponents(seat) for p in els if self.top_rooted(o, p)]
        if power == "root_all":
            return [()] if any(self.free_card(seat, p) is not None for p in els) else []
        if power == "protect":
            return [(p,) for p in els if self.free_card(seat, p) is not None]
        if power == "condemn_quick":
            return [(o,) for o in self.opponents(seat) if self.quick_state[o] != CONDEMNED]
        if power == "burn_all":
            any_card = any(self.burnable(s, p, seat) is not None for s in range(self.num_seats) for p in els)
            return [()] if any_card else []
        if power == "extra_turn":
            return [()]
        if power == "redirect":
            if task is None or task["t"] != "burn" or task["target"] != seat:
                return []
            return [(o, p) for o in self.opponents(seat) for p in els if self.burnable(o, p, seat) is not None]
        if power == "cancel":
            if task is None or task["t"] != "power" or task["cancelled"] or task["seat"] == seat:
                return []
            return [()]
        return []

    def _can_answer(self, seat: int, context: str, task: dict[str, Any] | None) -> bool:
        if context == "burn" and self._cascade_options(seat):
            return True
        return bool(self._power_options(seat, context, task))

    # -- applying ---------------------------------------------------------------------
    def _apply(self, seat: int, action: Action) -> list[Event]:
        k, a = action
        if k == "discard":
            # most steps of a game: a discard in one's own turn (`_to_discard` inlined), then nothing
            # else happens. It carries the own-turn list over (see `legal_actions`): the list kept, for
            # the hand with the card, loses the card's play and discard actions. Nothing else in the
            # list reads the hand, and plays and discards come in the order of the hand's choices,
            # which keep theirs. An Ether card (another one may then stand for the jokers) forgets the
            # list: listed again from scratch.
            gone, where = str(a[0]), str(a[1])
            hand = self.hands[seat]
            own = self._own
            hand.remove(gone)
            if own[0] is hand and own[1] == len(hand) + 1:
                el, level, play = self._tables.plays[gone]
                if el is None:
                    self._own = _NO_OWN
                else:
                    listed = own[2]
                    if len(self.piles[seat][el]) == level:
                        listed.remove(play)
                    dropped = self._tables.discards[self.quick_state[seat] == OPEN][gone]
                    i = listed.index(dropped[0])
                    del listed[i : i + len(dropped)]
                    self._own = (hand, len(hand), listed)
            else:
                self._own = _NO_OWN
            (self.quick if where == QUICK else self.main)[seat].append(gone)
            out = [Event("discard", seat, {"card": gone, "to": where, "reason": "discard"})]
            # `_advance` has something to do only then (it would return nothing otherwise); never after
            # a legal discard, but whatever it does forgets the list
            if self.stack or self.over_reason is not None or self.current in self.finished:
                self._own = _NO_OWN
                out += self._advance()
            return out
        if k == "end":
            out = self._end_turn()
            if self.stack or self.over_reason is not None or self.current in self.finished:
                out += self._advance()
            return out
        self._own = _NO_OWN  # any other action may change more than the hand
        ev: list[Event] = []
        task = self.stack[-1] if self.stack else None
        if k == "first":
            assert task is not None
            self.stack.pop()
            starter = int(a[0])
            self.current = starter
            ev.append(Event("first_player", starter, {"totals": task["totals"], "tied": task["tied"], "how": "chosen"}))
            ev += self._start_turn(starter, extra=False)
        elif k == "play":
            ev += self._play(seat, str(a[0]), str(a[1]))
        elif k == "move":
            token, pile = str(a[0]), str(a[1])
            card = self.free_card(seat, pile)
            self.markers[token]["card"] = card
            self.moved.append(token)
            ev.append(Event("move_marker", seat, {"creature": token, "pile": pile, "card": card}))
        elif k == "power":
            ev += self._declare(seat, a)
        elif k == "pass":
            assert task is not None
            task["window"].pass_turn()
            ev.append(Event("pass", seat, {"window": task["t"]}))
        elif k == "give":
            ev += self._give(seat, str(a[0]), int(a[1]))
        elif k == "keep":
            assert task is not None
            self.stack.pop()
            ev.append(self._keep_event(seat, task["creature"]))
        elif k == "block":
            ev += self._block(seat, str(a[0]))
        elif k == "burn":
            ev += self._aim_burn(seat, int(a[0]), str(a[1]))
        elif k == "root":
            self.stack.pop()
            pile = str(a[0])
            self.rooted[seat][pile] = len(self.piles[seat][pile])
            ev.append(Event("root", seat, {"pile": pile, "count": self.rooted[seat][pile]}))
        elif k == "skip":
            assert task is not None
            self.stack.pop()
            ev.append(Event("skip", seat, {"effect": task["effect"], "card": task["card"]}))
        elif k == "tornado":
            if task is not None and task["t"] == "effect":
                self.stack.pop()
                self.stack.append({"t": "tornado", "seat": seat, "count": 0})
                ev.append(Event("tornado", seat, {"card": task["card"]}))
            self.stack[-1]["count"] += 1
            self.hands[seat].remove(a[0])
            ev += self._to_discard(seat, str(a[0]), str(a[1]), "tornado")
        elif k == "draw":
            assert task is not None
            self.stack.pop()
            ev += self._draw(seat, task["count"], "tornado")
        elif k == "cascade":
            ev += self._cascade(seat, str(a[0]), str(a[1]))
        elif k == "dest":
            assert task is not None
            self.stack.pop()
            ev += self._to_discard(seat, task["card"], str(a[0]), "burn")
        else:
            raise AssertionError(f"unknown action {action}")
        ev += self._advance()
        return ev

    def _play(self, seat: int, card: str, pile: str) -> list[Event]:
        d = self.defs
        self.hands[seat].remove(card)
        # a symbol that frees nothing, and why (the log says it, nc15): its creature has served, or this
        # mage gave it away and may not take back its own gift (see _push_release); only the screen reads it
        cid = None if d.cards[card].is_ether else d.symbol.get(card)
        tok = self.tokens[cid] if cid is not None else None
        nothing = "none" if tok is None else "used" if tok["state"] == USED else \
            "given" if tok["state"] == HELD and tok.get("giver") == seat else "none"
        ev = [Event("play", seat, {"card": card, "pile": pile, "level": len(self.piles[seat][pile]),
                                   "frees_nothing": nothing})]
        ev += self._place(seat, card, pile)
        if self.is_over:
            return ev
        self.stack.append({"t": "moment", "window": None, "after": card})
        c = d.cards[card]
        if not c.is_ether:
            effect = d.effects[c.element]
            if effect != "cascade":  # Water played in one's own turn: "sans aucun effet"
                self.stack.append({"t": "effect", "seat": seat, "effect": effect, "card": card, "pile": pile})
            ev += self._push_release(seat, card)
        return ev

    def _place(self, seat: int, card: str, pile: str) -> list[Event]:
        """Put a card on a pile: a level-5 card roots its pile at once; four level-5 tops finish the mage."""
        p = self.piles[seat][pile]
        p.append(card)
        ev: list[Event] = []
        if len(p) - 1 == self.defs.max_level:
            self.rooted[seat][pile] = len(p)
            ev.append(Event("auto_root", seat, {"pile": pile, "card": card}))
            if all(len(q) - 1 == self.defs.max_level for q in self.piles[seat].values()) and self.playing(seat):
                self.finished.append(seat)
                ev.append(Event("finish", seat, {"rank": len(self.finished)}))
                if len([s for s in range(self.num_seats) if self.playing(s)]) <= 1 or not self.rank_all:
                    ev += self._game_over("finish")
        return ev

    def _push_release(self, seat: int, card: str) -> list[Event]:
        cid = self.defs.symbol.get(card)
        if cid is None or self.tokens[cid]["state"] == USED:
            return []
        if self.tokens[cid]["state"] == HELD and self.tokens[cid].get("giver") == seat:
            return []  # « Si un autre mage libère ... il peut lui prendre le jeton »: not its own gift
        self.stack.append({"t": "release", "seat": seat, "creature": cid, "card": card})
        tok = self.tokens[cid]
        data = {"creature": cid, "card": card, "holder": tok["holder"]}
        if self._keeps_own(seat, cid):
            data["stays"] = True  # no question follows: the screen says so with the release (f48)
        return [Event("release", seat, data)]

    def _keep_event(self, seat: int, creature: str) -> Event:
        """A released creature stays where it is, chosen or with nobody else to give it to. `whose`:
        the log says the mage keeps its own token, not that it "does not give it back" to itself
        (nc14); the kept-by-itself event lacked it, and its log line fell back to the other form."""
        holder = self.tokens[creature]["holder"]
        return Event("keep", seat, {"creature": creature, "holder": holder,
                                    "whose": "own" if holder == seat else "other"})

    def _give(self, seat: int, cid: str, to: int) -> list[Event]:
        self.stack.pop()
        tok = self.tokens[cid]
        before = tok["holder"] if tok["state"] == HELD else None
        self._set_token(cid, {**tok, "state": HELD, "holder": to, "giver": seat})
        return [Event("give", seat, {"creature": cid, "target": to, "taken_from": before})]

    def _block(self, seat: int, card: str) -> list[Event]:
        task = self.stack.pop()
        self.hands[seat].remove(card)
        self.centre.append([seat, card])
        n = len(self.centre)
        ev = [Event("block", seat, {"creature": task["creature"], "card": card, "centre": n})]
        cid = self.defs.centre_release(n, self.tokens)
        if cid is not None:
            self.stack.append({"t": "give", "seat": seat, "creature": cid})
            ev.append(Event("release", seat, {"creature": cid, "card": card, "holder": None, "centre": n}))
        return ev

    def _aim_burn(self, seat: int, target: int, pile: str) -> list[Event]:
        task = self.stack.pop()
        card = self.free_card(target, pile)
        self.stack.append(
            {
                "t": "burn",
                "burner": seat,
                "aimer": seat,
                "target": target,
                "pile": pile,
                "card": card,
                "window": None,
                "by_card": task["card"],
            }
        )
        return [Event("burn", seat, {"target": target, "pile": pile, "card": card})]

    def _cascade(self, seat: int, card: str, pile: str) -> list[Event]:
        task = self.stack.pop()
        self.hands[seat].remove(card)
        self.penalty[seat] += self.defs.cascade_penalty
        ev = [
            Event(
                "cascade",
                seat,
                {
                    "card": card,
                    "pile": pile,
                    "level": len(self.piles[seat][pile]),
                    "burner": task["aimer"],
                    "saved": task["card"],
                    "penalty": self.penalty[seat],
                },
            )
        ]
        ev += self._place(seat, card, pile)
        if not self.is_over:
            ev += self._push_release(seat, card)
        return ev

    def _to_discard(self, seat: int, card: str, where: str, reason: str) -> list[Event]:
        (self.quick if where == QUICK else self.main)[seat].append(card)
        return [Event("discard", seat, {"card": card, "to": where, "reason": reason})]

    def _remove_top(self, seat: int, pile: str) -> str:
        p = self.piles[seat][pile]
        card = p.pop()
        self.rooted[seat][pile] = min(self.rooted[seat][pile], len(p))
        for m in self.markers.values():
            if m["seat"] == seat and m["card"] == card:
                m["card"] = None
        return card

    def _cascade_wanted(self, seat: int) -> str:
        """The Water card a Cascade of `seat` would have needed now ("" in the Fusion variant: any Water on any
        pile), said when a burn met no answer."""
        if self.variant == "fusion":
            return ""
        water = self._effect_element("cascade")
        card = f"{water}{len(self.piles[seat][water])}"
        return card if card in self.defs.cards else ""

    def _burn_off(self, seat: int, pile: str, by: int, how: str, unanswered: str | None = None) -> list[Event]:
        card = self._remove_top(seat, pile)
        data: dict[str, Any] = {"target": seat, "pile": pile, "card": card, "how": how}
        if unanswered is not None:
            data["unanswered"] = unanswered  # the Cascade's card it lacked ("": any Water, Fusion)
        ev = [Event("burned", by, data)]
        # `how` (a Fire card's "burn" or a creature's power) only tells the screen why no Cascade or
        # Sirène answered it (nc18 shot 85); no rule reads it
        self.stack.append({"t": "dest", "owner": seat, "card": card, "how": how})
        return ev

    # -- powers -------------------------------------------------------------------------
    def _declare(self, seat: int, args: tuple[Any, ...]) -> list[Event]:
        cid = str(args[0])
        cr = self.defs.creatures[cid]
        if cr.power == "copy":
            as_, pargs = str(args[1]), list(args[2:])
        else:
            as_, pargs = cid, list(args[1:])
        self._set_token(cid, {**self.tokens[cid], "state": USED})
        self.stack.append(
            {"t": "power", "seat": seat, "creature": cid, "as": as_, "args": pargs, "window": None, "cancelled": False}
        )
        return [Event("power", seat, {"creature": cid, "as": as_, "args": pargs})]

    def _resolve_power(self, task: dict[str, Any]) -> list[Event]:
        seat, as_, a = task["seat"], task["as"], task["args"]
        power = self.defs.creatures[as_].power
        info = {"creature": task["creature"], "as": as_}
        els = self.defs.elements
        if power == "unroot":
            o, p = a
            if self.rooted[o][p] == 0 or not self.playing(o):
                return [Event("power_fizzles", seat, info)]
            self.rooted[o][p] = 0
            return [Event("unroot", seat, {**info, "target": o, "pile": p})]
        if power == "burn_rooted":
            o, p = a
            if not self.top_rooted(o, p) or not self.playing(o):
                return [Event("power_fizzles", seat, info)]
            return self._burn_off(o, p, seat, as_)
        if power == "root_all":
            for p in els:
                self.rooted[seat][p] = len(self.piles[seat][p])
            return [Event("root_all", seat, info)]
        if power == "protect":
            (p,) = a
            card = self.free_card(seat, p)
            if card is None:
                return [Event("power_fizzles", seat, info)]
            self.markers[task["creature"]] = {"seat": seat, "card": card}
            self.moved.append(task["creature"])
            return [Event("protect", seat, {**info, "pile": p, "card": card})]
        if power == "condemn_quick":
            (o,) = a
            cards = self.quick[o]
            self.quick[o] = []
            self.chance.shuffle("shuffle", cards)
            self.draws[o][:0] = cards  # under the draw pile
            self.quick_state[o] = CONDEMNED
            return [Event("condemn", seat, {**info, "target": o, "count": len(cards)})]
        if power == "burn_all":
            ev: list[Event] = [Event("phoenix", seat, info)]
            dests = []
            for s in self._order_from(self.current):
                for p in els:
                    if self.burnable(s, p, seat) is not None:
                        card = self._remove_top(s, p)
                        ev.append(Event("burned", seat, {"target": s, "pile": p, "card": card, "how": as_}))
                        dests.append({"t": "dest", "owner": s, "card": card, "how": as_})
            self.stack += reversed(dests)  # the owners choose their discards in turn order
            return ev
        if power == "extra_turn":
            self.extra_turns += 1
            return [Event("extra_turn", seat, info)]
        if power == "redirect":
            o, p = a
            burn = self.stack[-1] if self.stack else None
            card = self.burnable(o, p, seat)
            if burn is None or burn["t"] != "burn" or card is None:
                return [Event("power_fizzles", seat, info)]
            burn.update(target=o, pile=p, card=card, aimer=seat, window=None)
            return [Event("redirect", seat, {**info, "target": o, "pile": p, "card": card})]
        if power == "cancel":
            below = self.stack[-1] if self.stack else None
            if below is None or below["t"] != "power":
                return [Event("power_fizzles", seat, info)]
            below["cancelled"] = True
            return [Event("cancel", seat, {**info, "cancelled": below["creature"], "target": below["seat"]})]
        raise AssertionError(f"unknown power {power}")

    def _order_from(self, start: int) -> list[int]:
        return [(start + i) % self.num_seats for i in range(self.num_seats)]

    # -- the automatic part ------------------------------------------------------------------
    def _advance(self) -> list[Event]:
        """Resolve whatever needs no decision, until someone must choose (or the game ends)."""
        ev: list[Event] = []
        while True:
            if self.over_reason is not None:
                self.stack.clear()
                return ev
            if not self.stack:
                if self.current in self.finished:
                    ev += self._end_turn()
                    continue
                return ev
            task = self.stack[-1]
            t = task["t"]
            if t == "burn":
                if self.burnable(task["target"], task["pile"], task["aimer"]) != task["card"]:
                    self.stack.pop()
                    ev.append(
                        Event(
                            "burn_fizzles",
                            task["aimer"],
                            {"target": task["target"], "pile": task["pile"], "card": task["card"]},
                        )
                    )
                    continue
                if self._window_waits(task, "burn", lambda s, tk=task: s == tk["target"]):
                    return ev
                self.stack.pop()
                # no answer left to the target (no Cascade, no power), worked out once, as the burn lands: the screen
                # says so, from the event (nc49 shots 096-097: a Sirène's redirected Fire burned the person's Eau 3
                # « sans choix »: « I was never asked »)
                target = task["target"]
                unanswered = not self._can_answer(target, "burn", task)
                ev += self._burn_off(target, task["pile"], task["aimer"], "burn",
                                     self._cascade_wanted(target) if unanswered else None)
                continue
            if t == "power":
                if task["cancelled"]:
                    self.stack.pop()
                    continue
                if self._window_waits(task, "cancel", lambda s, tk=task: s != tk["seat"]):
                    return ev
                self.stack.pop()
                ev += self._resolve_power(task)
                continue
            if t == "moment":
                if self._window_waits(task, "moment", lambda s: s != self.current):
                    return ev
                self.stack.pop()
                continue
            if t == "dest":
                if len(self.dests(task["owner"])) == 1:
                    self.stack.pop()
                    ev += self._to_discard(task["owner"], task["card"], MAIN, "burn")
                    continue
                return ev
            if t == "effect":
                if not self._any_effect_action(task["seat"], task["effect"]):
                    self.stack.pop()
                    # said on screen (nc16 shots 136-138: a Fire 5 with every card protected was skipped
                    # without a word); no rule reads it
                    # `bare`: no rival has laid a single card yet, nothing at all to aim at (the table says nothing
                    # then: nc49, after every Fire of the opening); read from the position, as a log read again is
                    bare = int(not any(cards for s in self.opponents(task["seat"]) for cards in self.piles[s].values()))
                    ev.append(Event("no_target", task["seat"], {"effect": task["effect"], "card": task["card"],
                                                                "bare": bare}))
                    continue
                return ev
            if t == "release":
                options = self._release_actions(task["seat"], task)
                if self.tokens[task["creature"]]["state"] == USED or not options:
                    self.stack.pop()
                    continue
                if options == [act("keep")]:  # nobody else to give it to: nothing to decide
                    self.stack.pop()
                    ev.append(self._keep_event(task["seat"], task["creature"]))
                    continue
                return ev
            if t == "give":
                if not self.opponents(task["seat"]):
                    self.stack.pop()
                    continue
                return ev
            return ev  # tornado: its mage decides

    def _window_waits(self, task: dict[str, Any], context: str, who: Any) -> bool:
        """Open the task's window if needed, skip seats with nothing to answer; True if someone must answer."""
        arg = task if context in ("burn", "cancel") else None
        w: ReactionWindow | None = task["window"]
        if w is None:
            if context != "burn" and not self._anyone_holds():
                return False  # only a held creature answers out of turn (but a Water card a burn): no window
            w = ReactionWindow.open(
                {"t": task["t"]},
                self.current,
                self.num_seats,
                lambda s: who(s) and self._can_answer(s, context, arg),
            )
            if w is None:
                return False
            task["window"] = w
            return True  # its first seat was just found able to answer
        while not w.closed and not ((s := w.current()) is not None and who(s) and self._can_answer(s, context, arg)):
            w.pass_turn()
        return not w.closed

    # -- drawing and turns -------------------------------------------------------------------
    def _recover(self, seat: int, drawn: int = 0) -> list[Event]:
        """An empty draw pile takes the quick discard (then unavailable), else the main one (quick reopens).
        `drawn`: the cards this draw took from the old pile first (the log says so: nc34 shot 69 read
        « reprend sa défausse rapide (5 cartes) » while the pile still showed 3); no rule reads it."""
        src = refill_source(self.quick_state[seat], len(self.quick[seat]), len(self.main[seat]))
        if src == QUICK:
            cards, self.quick[seat] = self.quick[seat], []
            self.quick_state[seat] = UNAVAILABLE
        elif src == MAIN:
            cards, self.main[seat] = self.main[seat], []
            if self.quick_state[seat] == UNAVAILABLE:
                self.quick_state[seat] = OPEN
        else:
            return []
        self.chance.shuffle("shuffle", cards)
        self.draws[seat] = cards
        return [Event("recover", seat, {"source": src, "count": len(cards), "quick": self.quick_state[seat],
                                        "drawn": drawn})]

    def _draw(self, seat: int, n: int, reason: str) -> list[Event]:
        if n == 0:
            return []
        ev: list[Event] = []
        draws = self.draws[seat]
        if len(draws) >= n:  # most draws: the pile holds them all, taken from the top in one slice
            got = draws[: -n - 1 : -1]
            del draws[-n:]
        else:
            # what the pile holds, then the recovered discard's cards (`_recover` only when the pile is
            # empty and a card is still wanted), slice by slice as above
            got = []
            while True:
                take = min(n - len(got), len(draws))
                if take:
                    got += draws[: -take - 1 : -1]
                    del draws[-take:]
                if len(got) == n:
                    break
                ev += self._recover(seat, len(got))
                draws = self.draws[seat]
                if not draws:
                    break
        self.hands[seat] += got
        ev.append(Event("draw", seat, {"count": len(got), "reason": reason}))
        ev.append(Event("draw_cards", seat, {"cards": got, "reason": reason}, (seat,)))
        return ev

    def _end_turn(self) -> list[Event]:
        s = self.current
        self._own = _NO_OWN  # the hand is refilled, markers may move again
        ev = [Event("end_turn", s, {})]
        finished = self.finished
        if s not in finished:
            penalty = self.penalty[s]
            want = max(0, self.defs.hand_size - penalty)
            if penalty:
                ev.append(Event("penalty", s, {"hand": want}))
                self.penalty[s] = 0
            n = want - len(self.hands[s])
            if n > 0:
                ev += self._draw(s, n, "refill")
        self.turn += 1
        self.moved = []
        if self.turn >= self.turn_limit:
            ev += self._game_over("turn_limit")
            return ev
        if self.extra_turns > 0 and s not in finished:
            self.extra_turns -= 1
            ev += self._start_turn(s, extra=True)
            return ev
        self.extra_turns = 0
        nxt = (s + 1) % self.num_seats if not finished else next_seat(s, self.num_seats, self.playing)
        ev += self._start_turn(nxt, extra=False)
        return ev

    def _start_turn(self, seat: int, extra: bool) -> list[Event]:
        self.current = seat
        ev = [Event("turn_start", seat, {"extra": extra, "turn": self.turn})]
        if not self.stack and not self._anyone_holds():
            # nobody holds a creature: nobody to ask at the turn's start. `_advance` would end the
            # turn of a mage who finished, else return nothing
            if seat in self.finished:
                ev += self._advance()
            return ev
        self.stack.append({"t": "moment", "window": None, "after": "start"})
        ev += self._advance()
        return ev

    def _game_over(self, reason: str) -> list[Event]:
        self.over_reason = reason
        self.is_over = True
        self.stack.clear()
        res = self.result()
        return [
            Event(
                "game_over",
                None,
                {"reason": reason, "ranks": res.details["ranks"], "winners": list(res.winners), "turn": self.turn},
            )
        ]

    # -- the end --------------------------------------------------------------------------
    def ranks(self) -> list[int]:
        """1 = first. Finished mages by finishing order, then the others by total levels (ties share)."""
        ranks = [0] * self.num_seats
        for i, s in enumerate(self.finished):
            ranks[s] = i + 1
        rest = sorted((s for s in range(self.num_seats) if self.playing(s)), key=lambda s: -self.levels(s))
        base = len(self.finished)
        for i, s in enumerate(rest):
            if i > 0 and self.levels(s) == self.levels(rest[i - 1]):
                ranks[s] = ranks[rest[i - 1]]
            else:
                ranks[s] = base + i + 1
        return ranks

    def result(self) -> Result:
        ranks = self.ranks()
        winners = tuple(s for s in range(self.num_seats) if ranks[s] == 1)
        reasons = {"finish": "four level-5 Elementals", "turn_limit": "turn limit reached"}
        return Result(
            winners,
            [float(self.levels(s)) for s in range(self.num_seats)],
            reasons.get(self.over_reason or "", "in progress"),
            {
                "ranks": ranks,
                "finish_order": list(self.finished),
                "levels": [self.levels(s) for s in range(self.num_seats)],
                "turns": self.turn,
                "decided_by": decision(list(self.finished), [self.levels(s) for s in range(self.num_seats)],
                                       [s for s in range(self.num_seats) if self.playing(s)]),
            },
        )

    # -- what a seat may know --------------------------------------------------------------
    def _public_stack(self) -> list[dict[str, Any]]:
        out = []
        for task in self.stack:
            t = dict(task)
            if "window" in t:
                t["window"] = t["window"].to_json() if t["window"] is not None else None
            if "args" in t:
                t["args"] = list(t["args"])
            out.append(t)
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        mages = []
        for s in range(self.num_seats):
            mages.append(
                {
                    "piles": {p: list(c) for p, c in self.piles[s].items()},
                    "rooted": dict(self.rooted[s]),
                    "free": {p: self.free_card(s, p) for p in self.defs.elements},
                    "quick": list(self.quick[s]),
                    "main": list(self.main[s]),
                    "quick_state": self.quick_state[s],
                    "draw_count": len(self.draws[s]),
                    "hand_count": len(self.hands[s]),
                    "penalty": self.penalty[s],
                    "levels": self.levels(s),
                    "finished": s in self.finished,
                }
            )
        return {
            "game": self.game_id,
            "seat": seat,
            "variant": self.variant,
            "num_seats": self.num_seats,
            "turn": self.turn,
            "turn_limit": self.turn_limit,
            "current": self.current,
            "actors": list(self.actors()),
            "hand": sorted(self.hands[seat]) if seat is not None else None,
            "mages": mages,
            "centre": [list(x) for x in self.centre],
            "tokens": {c: dict(t) for c, t in self.tokens.items()},
            "markers": {c: dict(m) for c, m in self.markers.items()},
            "moved": list(self.moved),
            "extra_turns": self.extra_turns,
            "finished": list(self.finished),
            "stack": self._public_stack(),
            "over": self.over_reason,
            "ranks": self.ranks(),
        }

    # -- serial form ---------------------------------------------------------------------------
    def _state_json(self) -> dict[str, Any]:
        return {
            "variant": self.variant,
            "hands": [list(h) for h in self.hands],
            "draws": [list(d) for d in self.draws],
            "quick": [list(q) for q in self.quick],
            "main": [list(m) for m in self.main],
            "quick_state": list(self.quick_state),
            "piles": [{p: list(c) for p, c in piles.items()} for piles in self.piles],
            "rooted": [dict(r) for r in self.rooted],
            "centre": [list(x) for x in self.centre],
            "tokens": {c: dict(t) for c, t in self.tokens.items()},
            "markers": {c: dict(m) for c, m in self.markers.items()},
            "moved": list(self.moved),
            "penalty": list(self.penalty),
            "current": self.current,
            "extra_turns": self.extra_turns,
            "finished": list(self.finished),
            "stack": self._public_stack(),
            "turn_limit": self.turn_limit,
            "over": self.over_reason,
            "rank_all": self.rank_all,
        }

    @classmethod
    def _from_state_json(cls, data: dict[str, Any], chance: Chance) -> EvolutionState:
        n = len(data["hands"])
        st = cls(n, chance, None, data["variant"])
        st._load_public(data)
        st.hands = [list(h) for h in data["hands"]]
        st.draws = [list(d) for d in data["draws"]]
        return st

    def _load_public(self, data: dict[str, Any]) -> None:
        self.quick = [list(q) for q in data["quick"]]
        self.main = [list(m) for m in data["main"]]
        self.quick_state = list(data["quick_state"])
        self.piles = [{p: list(c) for p, c in piles.items()} for piles in data["piles"]]
        self.rooted = [{p: int(v) for p, v in r.items()} for r in data["rooted"]]
        self.centre = [list(x) for x in data["centre"]]
        self.tokens = {c: dict(t) for c, t in data["tokens"].items()}
        self.markers = {c: dict(m) for c, m in data["markers"].items()}
        self.moved = list(data["moved"])
        self.penalty = list(data.get("penalty", [0] * self.num_seats))
        self.current = int(data["current"])
        self.extra_turns = int(data["extra_turns"])
        self.finished = list(data["finished"])
        self.stack = []
        for task in data["stack"]:
            t = dict(task)
            if "window" in t:
                t["window"] = ReactionWindow.from_json(t["window"])
            if "args" in t:
                t["args"] = list(t["args"])
            self.stack.append(t)
        self.turn_limit = int(data["turn_limit"])
        self.over_reason = data.get("over")
        self.is_over = self.over_reason is not None
        rank_all = bool(data.get("rank_all", True))
        if rank_all is not self.rank_all:  # set on the position only when not the class default
            self.rank_all = rank_all

    def clone(self) -> EvolutionState:
        """A deep copy made by hand (search clones a lot; `copy.deepcopy` is several times slower)."""
        st = copy.copy(self)
        ch = Chance.__new__(Chance)
        ch.seed = self.chance.seed
        ch._rng = random.Random()
        ch._rng.setstate(self.chance._rng.getstate())
        ch.script = {k: list(v) for k, v in self.chance.script.items()}
        ch.record = list(self.chance.record)
        st.chance = ch
        st.hands = [list(h) for h in self.hands]
        st.draws = [list(d) for d in self.draws]
        st.quick = [list(q) for q in self.quick]
        st.main = [list(m) for m in self.main]
        st.quick_state = list(self.quick_state)
        st.piles = [{p: list(c) for p, c in piles.items()} for piles in self.piles]
        st.rooted = [dict(r) for r in self.rooted]
        st.centre = [list(x) for x in self.centre]
        st.tokens = {c: dict(t) for c, t in self.tokens.items()}
        st.markers = {c: dict(m) for c, m in self.markers.items()}
        st.moved = list(self.moved)
        st.penalty = list(self.penalty)
        st.finished = list(self.finished)
        st.stack = []
        for task in self.stack:
            t = dict(task)
            if t.get("window") is not None:
                w = t["window"]
                t["window"] = ReactionWindow(dict(w.trigger), list(w.seats), w.index)
            if "args" in t:
                t["args"] = list(t["args"])
            st.stack.append(t)
        st.setup_events = []
        st._own = _NO_OWN
        return st

    # -- determinization (for bots) ----------------------------------------------------------------
    @classmethod
    def sample_from_view(cls, view: dict[str, Any], rng: random.Random) -> EvolutionState:
        """A full position consistent with a seat's view: unseen cards dealt at random to hands and draw piles."""
        seat = view["seat"]
        n = view["num_seats"]
        st = cls(n, Chance(rng.randrange(1 << 30)), None, view["variant"])
        public = {
            k: view[k]
            for k in (
                "centre",
                "tokens",
                "markers",
                "moved",
                "extra_turns",
                "finished",
                "stack",
                "turn_limit",
                "current",
            )
        }
        public["over"] = view["over"]
        mages = view["mages"]
        public.update(
            quick=[m["quick"] for m in mages],
            main=[m["main"] for m in mages],
            quick_state=[m["quick_state"] for m in mages],
            piles=[m["piles"] for m in mages],
            rooted=[m["rooted"] for m in mages],
            penalty=[m["penalty"] for m in mages],
        )
        st._load_public(public)
        st.turn = view["turn"]
        deck = st.defs.deck()
        for s in range(n):
            known = set(st.quick[s]) | set(st.main[s])
            for p in st.piles[s].values():
                known.update(p)
            known.update(c for o, c in st.centre if o == s)
            for task in st.stack:
                if task["t"] == "dest" and task["owner"] == s:
                    known.add(task["card"])
            if s == seat:
                st.hands[s] = list(view["hand"])
                known.update(st.hands[s])
                unseen = [c for c in deck if c not in known]
                rng.shuffle(unseen)
                st.draws[s] = unseen
            else:
                unseen = [c for c in deck if c not in known]
                rng.shuffle(unseen)
                k = mages[s]["hand_count"]
                st.hands[s] = unseen[:k]
                st.draws[s] = unseen[k:]
        return st
