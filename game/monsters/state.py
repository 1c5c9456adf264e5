"""The rules of Monsters, punched cards (monsters-punched-cards.en-fr.txt), in real time.

Everybody plays at once: `actors()` is every seat while a round runs. A seat
takes a trick by stacking its whole hand (`trick red 12 1 0 7 0 1 33 3 0`: the
colour, then each card from the top down with its quarter turns clockwise and
whether it is flipped) or swaps a hand card with the centre card (`swap 12`).
Time passes through `advance_time(seconds)`, which `Match.pass_time` calls and
logs; in solo it runs the hourglass down. Rulings: docs/rules/monsters.md.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from itertools import chain, combinations
from operator import itemgetter
from typing import Any, NamedTuple

from game.core import (
    Action,
    Chance,
    Deck,
    Event,
    GameState,
    Refusal,
    Result,
    act,
    check_seat_count,
    memoises_itself,
    remember,
)
from game.monsters.cards import HOLE, Placement
from game.monsters.defs import GAME_ID, Defs, Rules, load_defs

# Why a round ended (the values of round_over.reason, translated in texts.yaml).
ALL_COLOURS = "all_colours"
DECK_OUT = "deck_out"
STALLED = "stalled"
SAND_OUT = "sand_out"


def deck_out_winners(counts: Sequence[Sequence[int]], priority: Sequence[int]) -> list[int]:
    """Who wins a round that ends without a full set of colours.

    "le joueur ayant réalisé le plus de plis de même couleur (peu importe le nombre
    de plis total) l'emporte. En cas d'égalité(s) ... le plus de plis rouges, puis
    bleus, verts, jaunes et enfin violets": the best single-colour count first,
    then the counts of each colour in priority order. Seats still equal share.
    """
    best = [max(c) if c else 0 for c in counts]
    top = max(best)
    tied = [s for s, b in enumerate(best) if b == top]
    for k in priority:
        most = max(counts[s][k] for s in tied)
        tied = [s for s in tied if counts[s][k] == most]
    return tied


def deck_out_decision(counts: Sequence[Sequence[int]], priority: Sequence[int],
                      colour_ids: Sequence[str]) -> dict[str, Any]:
    """What decided a round that ended without a full set of colours, for the screens to say.

    The same steps as `deck_out_winners`, with the step that parted the seats: `best_colour`
    (one seat has the most tricks of one colour: `count` against the next seat's `runner`),
    `tie_colour` (tied on `count`; the priority colours in `equal` were level, then `colour`
    gave `won` against `runner`), or `shared` (equal in every colour).
    """
    best = [max(c) if c else 0 for c in counts]
    top = max(best)
    tied = [s for s, b in enumerate(best) if b == top]
    if len(tied) == 1:
        seat = tied[0]
        others = [b for s, b in enumerate(best) if s != seat]
        level = [colour_ids[k] for k in priority if counts[seat][k] == top]
        # `same`: the winner's other colours as high, behind `colour` in the tie order (issue 24: "rouge : 3"
        # read as if violet 3 did not count); `beaten`: the other seats, named when there is one
        return {"rule": "best_colour", "winners": tied, "count": top, "colour": level[0], "same": level[1:],
                "runner": max(others) if others else 0, "beaten": [s for s in range(len(best)) if s != seat]}
    equal: list[str] = []
    for k in priority:
        most = max(counts[s][k] for s in tied)
        kept = [s for s in tied if counts[s][k] == most]
        if len(kept) < len(tied):
            runner = max(counts[s][k] for s in tied if s not in kept)
            if len(kept) == 1:
                return {"rule": "tie_colour", "winners": kept, "count": top, "colour": colour_ids[k],
                        "won": most, "runner": runner, "equal": list(equal)}
            tied = kept
        equal.append(colour_ids[k])
    return {"rule": "shared", "winners": tied, "count": top}


def claim_decision(counts: Sequence[Sequence[int]], seat: int, colour: int, priority: Sequence[int],
                   colour_ids: Sequence[str]) -> dict[str, Any]:
    """What a trick of colour index `colour` by `seat` would decide if it ended the round (the deck's last
    trick): the full set first, as `_trick` checks it before the deck ("Le premier joueur à avoir posé 1
    pli de chaque couleur remporte ... la manche"), else the deck-out's count (`deck_out_decision`).
    nc28, shot 66: a fifth colour on the last trick was forecast as lost on the count, and won."""
    after = [list(c) for c in counts]
    after[seat][colour] += 1
    if all(after[seat]):
        return {"rule": ALL_COLOURS, "winners": [seat]}
    return deck_out_decision(after, priority, colour_ids)


def round_decision(record: dict[str, Any], priority: Sequence[int], colour_ids: Sequence[str],
                   solo: bool) -> dict[str, Any]:
    """What decided a finished round (a `round_over` record): its `rule` and the figures to say it."""
    winners = list(record["winners"])
    reason = record["reason"]
    if reason == ALL_COLOURS:
        return {"rule": "all_colours", "winners": winners}
    if solo:
        return {"rule": "lost", "winners": [], "reason": reason}
    counts = [[c.get(colour, 0) for colour in colour_ids] for c in record["counts"]]
    decided = deck_out_decision(counts, priority, colour_ids)
    # "peu importe le nombre de plis total": said when a seat that did not win took more tricks
    totals = [sum(c) for c in counts]
    beaten = [totals[s] for s in range(len(counts)) if s not in decided["winners"]]
    more = bool(beaten) and max(beaten) > min(totals[s] for s in decided["winners"])
    return {**decided, "reason": reason, "order": [colour_ids[k] for k in priority], "total_beaten": more}


def decided_round(record: dict[str, Any], seats: int) -> dict[str, Any]:
    """What decided a finished round, from its `round_over` event (or a view's `history` entry)
    alone, with the game's rules: what the round's summary says (`round_decision`)."""
    rules = load_defs().rules
    return round_decision(record, rules.tie_priority, rules.colour_ids, seats == 1)


def match_decision(rounds_won: Sequence[int], best_of: int, solo: bool, solo_won: bool) -> dict[str, Any]:
    """What decided the match: the rounds won (`won` against the next seat's `runner`), or shared."""
    if solo:
        return {"rule": "solo_won" if solo_won else "solo_lost", "winners": [0] if solo_won else []}
    top = max(rounds_won)
    winners = [s for s, w in enumerate(rounds_won) if w == top]
    others = [w for w in rounds_won if w != top]
    return {"rule": "rounds" if len(winners) == 1 else "shared_rounds", "winners": winners, "won": top,
            "runner": max(others) if others else top, "best_of": best_of}


class _Effect(NamedTuple):
    """What applying one trick action does, the same every time (see `_EFFECTS`)."""

    action: Action  # kept alive by the entry, so that no other object takes its id
    defs: Defs
    colour: int
    colour_id: str
    cards: tuple[int, ...]
    rot: tuple[int, ...]
    flip: tuple[int, ...]
    lines: tuple[str, ...]  # = cards.check(placements, colour)
    shown: tuple[str, ...]  # the rows the stack shows


_new_effect = tuple.__new__
_colour_of = itemgetter("colour")  # a trick's colour (no comprehension: a frame of its own in Python 3.11)


# Per hand's cards (sorted): its trick actions, one per colour it can show. A swap only brings a
# card of the same pool into a hand, so the same few thousand sets of cards come back all game long
# while their orders vary; each entry holds its definitions, checked on every use.
_TRICK_LISTS: dict[tuple[int, ...], tuple[Defs, list[Action]]] = {}


# Per card, its swap action: the same object every time, without going through `act`. A plain
# dict (a subclass's lookups cost twice as much): listing a hand's tricks adds its cards' swaps.
_SWAPS: dict[int, Action] = {}
# Per trick action (by id: the entry holds the action, checked on every use, as are the definitions
# it was worked out with): what applying it does, worked out when it is listed (its colour,
# placements, the lines and rows it shows), so that applying it needs no parsing.
_EFFECTS: dict[int, _Effect] = {}


def _swap_of(card: int) -> Action:
    """The swap action of `card` (kept in `_SWAPS`)."""
    found = _SWAPS.get(card)
    if found is None:
        found = remember(_SWAPS, card, act("swap", card), _CACHE_MAX)
    return found


# actors() while a round runs, per seat count
_ALL_SEATS = tuple(tuple(range(n)) for n in range(5))
_CACHE_MAX = 50_000


def _effect_of(action: Action, defs: Defs, colour: int, placements: Sequence[Placement]) -> _Effect:
    """What the trick `action` (`colour`, shown by `placements`) does: its lines and rows worked out
    on bits (`CardSet.trick_view`), the same as `lines_of` and `grid_rows` of the stack it shows."""
    rules = defs.rules
    lines, code = defs.cards.trick_view(placements, colour)
    cards, rot, flip = zip(*placements, strict=True)
    texts = rules.row_texts  # `code_rows`, here: every listed trick comes through
    # the tuple made directly: the named tuple's own constructor is a call more
    return _new_effect(_Effect, (action, defs, colour, rules.colour_ids[colour], cards, rot, flip, lines,
                                 (texts[code & 4095], texts[code >> 12 & 4095], texts[code >> 24])))


class MonstersState(GameState):
    game_id = GAME_ID

    def __init__(self, num_seats: int, chance: Chance, defs: Defs, best_of: int = 3, hourglass: float = 120.0) -> None:
        super().__init__(num_seats, chance)
        self.defs = defs
        self.best_of = best_of
        self.hourglass = float(hourglass)
        self.round = 0
        self.rounds_won = [0] * num_seats
        self.history: list[dict[str, Any]] = []  # one entry per finished round
        self.deck = Deck()
        self.hands: list[list[int]] = [[] for _ in range(num_seats)]
        self.centre: int | None = None
        # per seat, the tricks of this round: {"colour": id, "cards": [top..bottom], "rot": [...], "flip": [...]}
        self.tricks: list[list[dict[str, Any]]] = [[] for _ in range(num_seats)]
        self.clock = 0.0  # seconds since the round started
        self.swaps_since_trick = 0
        # when each hand, and the centre card, last changed (round clock): a bot's thinking
        # starts over when what it looks at changes
        self.changed_at = [0.0] * num_seats
        self.centre_at = 0.0
        # when each seat last swapped with the centre (or the round began): a bot that has not for
        # a long while renews the centre, as a person would (the others may be stuck on it)
        self.swapped_at = [0.0] * num_seats
        self.is_over = False
        self.setup_events: list[Event] = []

    # -- set-up ------------------------------------------------------------------------
    @classmethod
    def new(cls, num_seats: int, chance: Chance, options: dict[str, Any] | None = None) -> MonstersState:
        check_seat_count("Monsters", num_seats, 1, 4)
        defs = load_defs()
        opts = {k: v[0] for k, v in defs.rules.options.items()}
        opts.update(options or {})
        st = cls(num_seats, chance, defs, int(opts["rounds"]), float(opts["hourglass"]))
        st.setup_events = st._start_round()
        return st

    @property
    def rules(self) -> Rules:
        return self.defs.rules

    @property
    def solo(self) -> bool:
        return self.num_seats == 1

    @property
    def rounds_to_win(self) -> int:
        return self.best_of // 2 + 1

    @property
    def sand(self) -> float | None:
        """Seconds of sand left (solo only)."""
        return max(0.0, self.hourglass - self.clock) if self.solo else None

    def time_left(self) -> float | None:
        """Seconds before time alone changes the position (the solo sand runs out); None: never.

        A real-time runner tells the engine exactly this much time, so the sand runs
        out at its own moment, not at the end of whatever frame crossed it.
        """
        return None if self.is_over else self.sand

    def _start_round(self) -> list[Event]:
        """Gather every card, shuffle, deal a hand to each seat and one card to the centre."""
        self.round += 1
        self.clock = 0.0
        self.swaps_since_trick = 0
        self.changed_at = [0.0] * self.num_seats
        self.centre_at = 0.0
        self.swapped_at = [0.0] * self.num_seats
        self.tricks = [[] for _ in range(self.num_seats)]
        self.hands = [[] for _ in range(self.num_seats)]
        self.deck = Deck(self.defs.card_ids)
        self.deck.shuffle(self.chance, "shuffle")
        events = [Event("round_start", None, {"round": self.round, "best_of": self.best_of, "deck": len(self.deck)})]
        n = self.rules.hand_size
        for seat in range(self.num_seats):
            self.hands[seat] = self.deck.draw(n)
            # the deck left, as the public "dealt" says it: the person's own log line names it too (nc19)
            events.append(Event("deal", seat, {"cards": list(self.hands[seat]), "deck": len(self.deck)}, to=(seat,)))
            events.append(Event("dealt", seat, {"count": n, "deck": len(self.deck)}))
        self.centre = self.deck.draw_one()
        events.append(Event("centre", None, {"card": self.centre, "deck": len(self.deck)}))
        return events + self._check_stalled()

    def trick_possible(self) -> bool:
        """Can any three cards among all hands and the centre card make a trick (decided exactly)?

        Swaps with the centre can bring any three of these cards into one hand, and a swap
        never changes the set, so this only changes when a trick draws new cards.
        """
        n = self.defs.rules.hand_size
        colours_of = self.defs.cards.colours_of_sorted
        # A whole hand is one of these trios, and the likeliest to settle it (most trios can make a
        # trick): the same answer, and its search is one that listing its actions needs anyway.
        for hand in self.hands:
            if len(hand) == n:
                key: tuple[int, ...]
                if n == 3:  # sorted in three comparisons at most (as `legal_actions` does)
                    a, b, c = hand
                    if a < b:
                        key = (a, b, c) if b < c else (a, c, b) if a < c else (c, a, b)
                    else:
                        key = (b, a, c) if a < c else (b, c, a) if b < c else (c, b, a)
                else:
                    key = tuple(sorted(hand))
                if colours_of(key):
                    return True
        pool = sorted([c for h in self.hands for c in h] + ([self.centre] if self.centre is not None else []))
        return any(colours_of(trio) for trio in combinations(pool, n))  # the trios of a sorted pool are sorted

    def is_stuck(self, seat: int) -> bool:
        """Whether this seat's hand and the centre card show no trick at all (swaps only redistribute
        these cards): public, as a person at the table would say "je suis bloqué", so the gentle bots
        renew the centre for them (issue 24: a newcomer waited 75 s at a round's start)."""
        hand, n = self.hands[seat], self.defs.rules.hand_size
        if len(hand) != n or self.centre is None:
            return False
        pool = sorted([*hand, self.centre])
        return not any(self.defs.cards.colours_of_sorted(trio) for trio in combinations(pool, n))

    def _check_stalled(self) -> list[Event]:
        """Ruling: a round ends without a trick only when no trick can be made any more (or by deck-out)."""
        if self.is_over or self.trick_possible():
            return []
        cards = sum(len(h) for h in self.hands) + (self.centre is not None)
        return [Event("stalled", None, {"cards": cards})] + self._end_round(STALLED)

    def clone(self) -> MonstersState:
        """An exact, independent copy for bots' look-ahead, several times cheaper than `deepcopy`."""
        st = MonstersState.__new__(MonstersState)
        st.__dict__.update(self.__dict__)  # numbers, the shared read-only definitions
        st.chance = self.chance.copy()
        st.rounds_won = list(self.rounds_won)
        st.history = copy.deepcopy(self.history) if self.history else []
        st.deck = Deck(self.deck.cards)
        st.hands = [list(h) for h in self.hands]
        st.tricks = [[{k: (list(v) if isinstance(v, list) else v) for k, v in t.items()} for t in seat]
                     for seat in self.tricks]
        st.changed_at = list(self.changed_at)
        st.setup_events = list(self.setup_events)
        return st

    # -- the contract ------------------------------------------------------------------
    def actors(self) -> tuple[int, ...]:
        return () if self.is_over else _ALL_SEATS[self.num_seats]

    # Whether the match is over: a plain attribute of the position, not a property (random play and
    # every loop of the tables ask it at each step); `over` is the same, under its older name.
    is_over: bool = False

    @property
    def over(self) -> bool:
        return self.is_over

    @over.setter
    def over(self, value: bool) -> None:
        self.is_over = value

    def _trick_action(self, colour: int, placements: Sequence[Placement]) -> Action:
        """The trick action for this arrangement (`_list_tricks` notes what it does)."""
        return act("trick", self.defs.rules.colour_ids[colour], *chain.from_iterable(placements))

    @memoises_itself
    def legal_actions(self, seat: int) -> list[Action]:
        """One trick per colour the hand can show (a canonical arrangement), then the swaps.

        Every other arrangement of the same hand showing the same colour takes the
        same cards as the same trick, so listing one per colour loses no choice;
        `why_illegal` accepts any real arrangement a person builds.
        """
        if self.is_over or not 0 <= seat < self.num_seats:
            none: list[Action] = []
            self._legal_memo = (seat, none)
            return none
        hand = self.hands[seat]
        key: tuple[int, ...]
        if len(hand) == 3:  # the usual hand: sorted (the key of its tricks) in three comparisons at most
            a, b, c = hand
            if a < b:
                key = (a, b, c) if b < c else (a, c, b) if a < c else (c, a, b)
            else:
                key = (b, a, c) if a < c else (b, c, a) if b < c else (c, b, a)
            entry = _TRICK_LISTS.get(key)
            if entry is None or entry[0] is not self.defs:
                entry = self._list_tricks(key)
            if self.centre is None:
                out = list(entry[1])
            else:
                try:
                    out = [*entry[1], _SWAPS[a], _SWAPS[b], _SWAPS[c]]
                except KeyError:  # listing the tricks adds the swaps, but a cache may have been emptied
                    out = [*entry[1], *map(_swap_of, hand)]
        else:
            key = tuple(sorted(hand))
            entry = _TRICK_LISTS.get(key)
            if entry is None or entry[0] is not self.defs:
                entry = self._list_tricks(key)
            out = list(entry[1]) if self.centre is None else [*entry[1], *map(_swap_of, hand)]
        self._legal_memo = (seat, out)  # kept here (`memoises_itself`): the wrapper was a call per step
        return out

    def _list_tricks(self, key: tuple[int, ...]) -> tuple[Defs, list[Action]]:
        """A trick action per colour these cards (sorted) can show, for its canonical arrangement
        (built once per hand's cards, kept in `_TRICK_LISTS`), with what each does; and their swaps."""
        defs = self.defs
        rules = defs.rules
        tricks = []
        if len(key) == rules.hand_size:
            for colour, placements in defs.cards.colours_of_sorted(key).items():
                found = self._trick_action(colour, placements)
                # and what it does, so that applying it needs no parsing
                remember(_EFFECTS, id(found), _effect_of(found, defs, colour, placements), _CACHE_MAX)
                tricks.append(found)
        for card in key:
            if card not in _SWAPS:
                _swap_of(card)
        return remember(_TRICK_LISTS, key, (defs, tricks), _CACHE_MAX)

    def parse_trick(self, action: Action) -> tuple[int, list[Placement]] | str:
        """(colour index, placements top first), or the reason (a Refusal) the action is malformed."""
        n = self.rules.hand_size
        args = action.args
        if len(args) != 1 + 3 * n:
            return Refusal(f"a trick names a colour then {n} cards, each with quarter turns and flip: {3 * n + 1} "
                           "values", "core.bad_action", action=str(action), expected=f"trick COLOUR then {n} x "
                           "CARD TURNS FLIP")
        colour = self.rules.colour_index(str(args[0]))
        if colour is None:
            return Refusal(f"'{args[0]}' is not a colour ({', '.join(self.rules.colour_ids)})", "monsters.no_colour",
                           colour=str(args[0]), colours=", ".join(self.rules.colour_ids))
        placements: list[Placement] = []
        for i in range(n):
            cid, rot, flip = args[1 + 3 * i : 4 + 3 * i]
            if not (isinstance(cid, int) and isinstance(rot, int) and isinstance(flip, int)):
                return Refusal("cards, quarter turns and flips are numbers", "core.bad_action", action=str(action),
                               expected="numbers for cards, quarter turns and flips")
            if not 0 <= rot <= 3:
                return Refusal(f"quarter turns go from 0 to 3, not {rot}", "monsters.bad_turns", turns=rot)
            if flip not in (0, 1):
                return Refusal(f"flip is 0 or 1, not {flip}", "monsters.bad_flip", flip=flip)
            placements.append((cid, rot, flip))
        return colour, placements

    def why_illegal(self, seat: int, action: Action) -> str | None:
        if self.is_over:
            return Refusal("the game is over", "core.game_over")
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.num_seats:
            return Refusal(f"no seat {seat!r} at this table", "core.not_your_turn", seat=repr(seat))
        hand = self.hands[seat]
        if action.kind == "swap":
            if len(action.args) != 1 or not isinstance(action.args[0], int):
                return Refusal("swap names one card of your hand: 'swap 12'", "core.bad_action", action=str(action),
                               expected="swap CARD")
            if self.centre is None:
                return Refusal("there is no centre card", "monsters.no_centre")
            if action.args[0] not in hand:
                return Refusal(f"card {action.args[0]} is not in your hand", "monsters.not_in_hand",
                               card=action.args[0])
            return None
        if action.kind == "trick":
            parsed = self.parse_trick(action)
            if isinstance(parsed, str):
                return parsed
            colour, placements = parsed
            cards = [p[0] for p in placements]
            if sorted(cards) != sorted(hand) or len(hand) != self.rules.hand_size:
                return Refusal(f"a trick stacks exactly the cards of your hand ({', '.join(map(str, sorted(hand)))})",
                               "monsters.whole_hand", hand=sorted(hand))
            if not self.defs.cards.shows(placements, colour):
                return Refusal(f"this stack shows no line of three {self.rules.colours[colour].id} monsters",
                               "monsters.no_line", colour=self.rules.colours[colour].id)
            return None
        return Refusal(f"unknown action '{action.kind}' (trick, swap)", "core.bad_action", action=str(action),
                       expected="trick, swap")

    def _apply(self, seat: int, action: Action) -> list[Event]:
        self.turn += 1
        kind, args = action  # an Action is the tuple (kind, args)
        if kind == "swap":
            # The centre swap: « un joueur peut échanger une de ses cartes avec la carte au centre »
            # (here, not in a method of its own: three steps in four are swaps).
            card = args[0]  # a whole number (checked or listed)
            took = self.centre
            assert took is not None
            hand = self.hands[seat]
            hand[hand.index(card)] = took
            self.centre = card
            self.changed_at[seat] = self.centre_at = self.swapped_at[seat] = self.clock
            self.swaps_since_trick += 1
            # A swap never ends the round (ruling): the cards among the hands and the centre are the same.
            return [Event("swap", seat, {"gave": card, "took": took, "at": self.clock})]  # at: on the round clock
        effect = _EFFECTS.get(id(action))
        if effect is None or effect.action is not action or effect.defs is not self.defs:
            effect = remember(_EFFECTS, id(action), self._effect(action), _CACHE_MAX)
        return self._trick(seat, effect)

    def _effect(self, action: Action) -> _Effect:
        """What a trick action not met in a listing does, parsed (checked legal)."""
        parsed = self.parse_trick(action)
        assert not isinstance(parsed, str)  # why_illegal checked it
        return _effect_of(action, self.defs, parsed[0], tuple(parsed[1]))

    # -- actions -----------------------------------------------------------------------
    def _trick(self, seat: int, effect: _Effect) -> list[Event]:
        cid = effect.colour_id
        cards = list(effect.cards)
        tricks = self.tricks[seat]
        # "at": when it was made (round clock), so « sur mesure » reads the seconds a seat takes per trick (f49)
        tricks.append({"colour": cid, "cards": cards, "rot": list(effect.rot), "flip": list(effect.flip),
                       "at": round(self.clock, 3)})
        self.hands[seat] = []
        self.changed_at[seat] = self.clock
        self.swaps_since_trick = 0
        rules = self.defs.rules
        shown = list(map(_colour_of, tricks))  # `colour_counts`, counted only as far as the event needs
        colours = len(rules.colour_set.intersection(shown))  # the colours with some trick
        events = [
            Event(
                "trick",
                seat,
                {
                    "colour": cid,
                    "cards": cards,
                    "rot": list(effect.rot),
                    "flip": list(effect.flip),
                    "lines": list(effect.lines),
                    "shown": list(effect.shown),
                    "count": shown.count(cid),
                    "colours": colours,
                },
            )
        ]
        # "Le premier joueur à avoir posé 1 pli de chaque couleur remporte la partie (ou la manche)"
        if colours == len(rules.colours):
            return events + self._end_round(ALL_COLOURS, [seat])
        # "Lorsqu'il réalise un pli, le joueur ... pioche 3 nouvelles cartes"; a deck that
        # cannot give them is the "pioche épuisée" of the end of the game.
        n = rules.hand_size
        pile = self.deck.cards
        if len(pile) < n:
            events.append(Event("deck_out", seat, {"deck": len(pile), "needed": n}))
            return events + self._end_round(DECK_OUT)
        self.hands[seat] = hand = pile[:-n - 1:-1]  # `Deck.draw(n)`: the top n, the top first
        del pile[-n:]
        events.append(Event("draw", seat, {"cards": list(hand), "deck": len(pile)}, to=(seat,)))
        events.append(Event("drew", seat, {"count": n, "deck": len(pile)}))
        if self.trick_possible():  # `_check_stalled`'s usual answer, asked here (a call less)
            return events
        return events + self._check_stalled()

    # -- time --------------------------------------------------------------------------
    def advance_time(self, seconds: float) -> list[Event]:
        """Real time moves on; in solo the hourglass runs down and may end the game."""
        if seconds < 0:
            raise ValueError("time does not run backwards")
        if self.is_over or seconds == 0:
            return []
        self.clock += seconds
        if self.solo and self.clock >= self.hourglass:
            return [Event("sand_out", 0, {"seconds": self.hourglass})] + self._end_round(SAND_OUT)
        return []

    # -- ends --------------------------------------------------------------------------
    def colour_counts(self, seat: int) -> list[int]:
        shown = [t["colour"] for t in self.tricks[seat]]
        return [shown.count(c) for c in self.defs.rules.colour_ids]

    def _end_round(self, reason: str, winners: list[int] | None = None) -> list[Event]:
        counts = [self.colour_counts(s) for s in range(self.num_seats)]
        if winners is None:
            # Solo (ruling, the text only gives the hourglass): only the full set wins.
            winners = [] if self.solo else deck_out_winners(counts, self.rules.tie_priority)
        for s in winners:
            self.rounds_won[s] += 1
        ids = self.rules.colour_ids
        record = {
            "round": self.round,
            "reason": reason,
            "winners": list(winners),
            "counts": [{ids[k]: c[k] for k in range(len(ids)) if c[k]} for c in counts],
            "seconds": round(self.clock, 3),
        }
        self.history.append(record)
        events = [Event("round_over", None, {**record, "rounds_won": list(self.rounds_won)})]
        if self.solo or max(self.rounds_won) >= self.rounds_to_win:
            self.is_over = True
            res = self.result()
            events.append(
                Event("match_over", None, {"winners": list(res.winners), "rounds_won": list(self.rounds_won)})
            )
            return events
        return events + self._start_round()

    def result(self) -> Result:
        if not self.is_over:
            return Result((), [float(w) for w in self.rounds_won], "in progress")
        if self.solo:
            last = self.history[-1]
            counts = last["counts"][0]
            won = bool(last["winners"])
            # a sand that never ran (the guided first game holds the clock while it speaks): the win
            # is the colours alone, not "before the sand ran out" under a stopped hourglass (issue 24)
            still = self.clock <= 0.0
            decided = match_decision([len(counts)], 1, True, won)
            if won and still:
                decided["rule"] = "solo_all"
            reason = ("all colours" if still else "all colours before the sand ran out") if won else \
                f"lost: {last['reason']}"
            return Result(
                (0,) if won else (),
                [float(len(counts))],
                reason,
                {"rounds": self.history, "sand_left": round(self.sand or 0.0, 3),
                 "decided_by": decided,
                 "round_decisions": self.round_decisions()},
            )
        top = max(self.rounds_won)
        winners = tuple(s for s, w in enumerate(self.rounds_won) if w == top)
        return Result(
            winners,
            [float(w) for w in self.rounds_won],
            f"{top} round{'s' if top > 1 else ''} won (best of {self.best_of})",
            {"rounds": self.history, "decided_by": match_decision(self.rounds_won, self.best_of, False, False),
             "round_decisions": self.round_decisions()},
        )

    def round_decisions(self) -> list[dict[str, Any]]:
        """What decided each finished round, in order (the results screen says them)."""
        ids = self.rules.colour_ids
        return [round_decision(r, self.rules.tie_priority, ids, self.solo) for r in self.history]

    # -- what a seat knows -------------------------------------------------------------
    def view(self, seat: int | None) -> dict[str, Any]:
        ids = self.rules.colour_ids
        out: dict[str, Any] = {
            "game": GAME_ID,
            "seat": seat,
            "seats": self.num_seats,
            "round": self.round,
            "best_of": self.best_of,
            "rounds_to_win": self.rounds_to_win,
            "rounds_won": list(self.rounds_won),
            "hand_sizes": [len(h) for h in self.hands],
            "centre": self.centre,
            "deck": len(self.deck),
            "tricks": [[dict(t) for t in ts] for ts in self.tricks],
            "colour_counts": [dict(zip(ids, self.colour_counts(s), strict=True)) for s in range(self.num_seats)],
            "clock": self.clock,
            "changed_at": list(self.changed_at),
            "centre_at": self.centre_at,
            "swapped_at": list(self.swapped_at),
            "stuck": [self.is_stuck(s) for s in range(self.num_seats)],
            "solo": self.solo,
            "hourglass": self.hourglass if self.solo else None,
            "sand": self.sand,
            "swaps_since_trick": self.swaps_since_trick,
            "history": [dict(h) for h in self.history],
            "over": self.is_over,
        }
        if seat is not None:
            out["hand"] = list(self.hands[seat])
        return out

    # -- serial form -------------------------------------------------------------------
    def _state_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "best_of": self.best_of,
            "hourglass": self.hourglass,
            "round": self.round,
            "rounds_won": list(self.rounds_won),
            "history": self.history,
            "deck": self.deck.to_json(),
            "hands": [list(h) for h in self.hands],
            "centre": self.centre,
            "tricks": self.tricks,
            "clock": self.clock,
            "changed_at": list(self.changed_at),
            "centre_at": self.centre_at,
            "swaps_since_trick": self.swaps_since_trick,
            "over": self.is_over,
        }
        if self.swapped_at != self.changed_at:
            # written only when it says more than `changed_at` (saves and the recorded positions of
            # tests/test_speed_determinism.py from before it keep their form)
            out["swapped_at"] = list(self.swapped_at)
        return out

    @classmethod
    def _from_state_json(cls, data: dict[str, Any], chance: Chance) -> MonstersState:
        hands = data["hands"]
        st = cls(len(hands), chance, load_defs(), int(data["best_of"]), float(data["hourglass"]))
        st.round = int(data["round"])
        st.rounds_won = [int(w) for w in data["rounds_won"]]
        st.history = [dict(h) for h in data["history"]]
        st.deck = Deck(data["deck"])
        st.hands = [list(h) for h in hands]
        st.centre = data["centre"]
        st.tricks = [[dict(t) for t in ts] for ts in data["tricks"]]
        st.clock = float(data["clock"])
        st.changed_at = [float(t) for t in data["changed_at"]]
        st.centre_at = float(data["centre_at"])
        st.swapped_at = [float(t) for t in data.get("swapped_at", st.changed_at)]  # older saves: none
        st.swaps_since_trick = int(data["swaps_since_trick"])
        st.is_over = bool(data["over"])
        return st

    # -- checks ------------------------------------------------------------------------
    def all_cards(self) -> list[int]:
        """Every card wherever it lies: deck, hands, centre, tricks (conservation checks)."""
        cards = list(self.deck.cards) + [c for h in self.hands for c in h]
        if self.centre is not None:
            cards.append(self.centre)
        cards += [c for ts in self.tricks for t in ts for c in t["cards"]]
        return cards

    def shown_grid(self, placements: Sequence[Placement]) -> list[str | None]:
        """The stacked result as colour ids per circle (None: the table), for screens and tests."""
        ids = self.rules.colour_ids
        return [None if v == HOLE else ids[v] for v in self.defs.cards.shown(placements)]
