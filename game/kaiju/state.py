"""Kaiju & Mecha dice: the rule engine.

A turn (rules text, "Déroulement de la partie"): the active player rolls the two dice ("roll"),
plays any number of cards from hand ("play ..."), then takes cards from the table by the sum, the
difference, one or both faces, or a Mecha on a double ("take ...", "steal mecha"), and the table is
refilled to 8. Every played card opens a reaction window: the other seats may cancel it with a 6
(or a 9-11 used as a 6), and a cancel may itself be cancelled; the last card played decides.

Cards are Kaiju values (ints); Mechas are their faces (ints) in `mechas`, and written "M<face>"
where a card of a hand is named in an event. The Double tokens follow the Mechas, so a Mecha's
owner is its token's owner.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, cast

from game.core import (
    Action,
    Chance,
    Deck,
    Event,
    GameState,
    ReactionWindow,
    Refusal,
    Result,
    act,
    bad_action,
    check_seat_count,
    memoises_itself,
    remember,
    roll_dice,
    seats_from,
)
from game.kaiju.defs import GAME_ID, KaijuDefs, load_defs

PHASES = ("roll", "main", "react", "over")

# Every event kind the engine emits (texts.yaml covers each; docs/rules/kaiju.md lists their data).
EVENT_KINDS = (
    "removed",
    "mechas_set",
    "card_revealed",
    "start_draw",
    "start_hand",
    "turn_start",
    "dice_rolled",
    "card_played",
    "reaction_pass",
    "effect_cancelled",
    "effect_restored",
    "dice_rerolled",
    "die_set",
    "card_stolen",
    "steal_failed",
    "wound_taken",
    "card_drawn",
    "card_drawn_public",
    "cards_taken",
    "mecha_taken",
    "mecha_steal_attempt",
    "double_token_moved",
    "nothing_taken",
    "last_round",
    "game_over",
)


def mecha_name(face: int) -> str:
    return f"M{face}"


def dice_takes(dice: list[int] | tuple[int, int], counts: Counter[int]) -> list[tuple[int, ...]]:
    """The Kaiju two dice allow from a table (value -> count): one card matching the sum, the
    difference or a face, or two cards matching both faces (two of a kind on a double)."""
    a, b = dice
    singles = sorted({v for v in (a + b, abs(a - b), a, b) if v >= 1 and counts[v] > 0})
    options: list[tuple[int, ...]] = [(v,) for v in singles]
    lo, hi = min(a, b), max(a, b)
    if (lo != hi and counts[lo] and counts[hi]) or (lo == hi and counts[lo] >= 2):
        options.append((lo, hi))
    return options


_BUILT: dict[tuple[int | str, ...], list[Action]] = {}


def _rerolls(card: int) -> list[Action]:
    """`play CARD reroll 1`, `... 2`, `... 1 2`, built once per card."""
    key = ("reroll", card)
    found = _BUILT.get(key)
    if found is None:
        found = _BUILT[key] = [act("play", card, "reroll", 1), act("play", card, "reroll", 2),
                               act("play", card, "reroll", 1, 2)]
    return found


def _sets(card: int, a: int, b: int, sides: int) -> list[Action]:
    """`play CARD set DIE FACE` for every face a die does not show yet, built once per dice."""
    key = ("set", card, a, b, sides)
    found = _BUILT.get(key)
    if found is None:
        dice = (a, b)
        found = _BUILT[key] = [act("play", card, "set", die, face) for die in (1, 2)
                               for face in range(1, sides + 1) if face != dice[die - 1]]
    return found


# Per hand, in the definitions' `hand_cache`: (the hand's cancel actions, its plays): see `_hand_entry`.
_Play = tuple[str, int, list[Action]]
_HandEntry = tuple[list[Action], list[_Play]]
_TAKES: dict[tuple[int, ...], Action] = {}
_ROLL, _PASS = act("roll"), act("pass")


def _steals(card: int, seats: int) -> list[Action]:
    """`play CARD steal SEAT` for every seat (the rules then drop oneself and empty hands)."""
    key = ("steal", card, seats)
    found = _BUILT.get(key)
    if found is None:
        found = _BUILT[key] = [act("play", card, "steal", t) for t in range(seats)]
    return found


# The dice's single-card options, whatever the table holds: sum, difference and faces, 1 or more.
_SINGLES: dict[tuple[int, int], list[tuple[int]]] = {}


def _singles(a: int, b: int) -> list[tuple[int]]:
    found = _SINGLES[a, b] = [(v,) for v in sorted({a + b, abs(a - b), a, b}) if v >= 1]
    return found


def _take_action(option: tuple[int, ...]) -> Action:
    found = _TAKES[option] = act("take", *option)
    return found


# Per dice: the single-card takes as (value, action), then the low face, the high face and the
# two-card take: what `main_actions` reads at every step of a main phase.
_TAKE_ROWS: dict[tuple[int, int], tuple[list[tuple[int, Action]], int, int, Action]] = {}


def _take_rows(a: int, b: int) -> tuple[list[tuple[int, Action]], int, int, Action]:
    lo, hi = (a, b) if a <= b else (b, a)
    singles = [(o[0], _take_action(o)) for o in _singles(a, b)]
    found = _TAKE_ROWS[a, b] = (singles, lo, hi, _take_action((lo, hi)))
    return found



def decision(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """Who wins and what decided it, for the screens to say: the most points (`points`: `won`
    against the next seat's `runner`); tied on points, the fewest cards in hand (`cards`: `won`
    cards against `runner`, "le joueur avec le moins de cartes en main"); else shared (`shared`)."""
    best = max(r["total"] for r in rows)
    top = [r for r in rows if r["total"] == best]
    if len(top) == 1:
        others = [r for r in rows if r["total"] != best]
        if not others:
            return {"rule": "points", "winners": [top[0]["seat"]], "won": best, "runner": best}
        second = max(others, key=lambda r: r["total"])
        return {"rule": "points", "winners": [top[0]["seat"]], "won": best, "runner": second["total"],
                "runner_seat": second["seat"], **swing(top[0], second)}
    fewest = min(r["cards"] for r in top)
    winners = [r["seat"] for r in top if r["cards"] == fewest]
    if len(winners) == 1:
        runner = min(r["cards"] for r in top if r["cards"] != fewest)
        return {"rule": "cards", "winners": winners, "points": best, "won": fewest, "runner": runner}
    return {"rule": "shared", "winners": winners, "points": best, "cards": fewest}


def swing(win: dict[str, Any], second: dict[str, Any]) -> dict[str, Any]:
    """In a close game, the part of the score that turned it (for the results to name), comparing the
    winner's breakdown with the runner-up's: the 1s bonus taken alone (`bonus`), the bonus shared
    on a tie of 1s when one 1 fewer would have lost it (`bonus_shared`), the runner-up's Wounds
    (`wounds`), the Mechas (`mechas`). Nothing when the margin is wider than any of them."""
    margin = win["total"] - second["total"]
    if win["bonus"] and not second["bonus"] and margin <= win["bonus"]:
        return {"swing": "bonus", "ones": win["majority_cards"], "ones_runner": second["majority_cards"],
                "bonus": win["bonus"]}
    if win["bonus"] and second["bonus"] and win["majority_cards"] == second["majority_cards"] \
            and margin <= win["bonus"]:
        return {"swing": "bonus_shared", "ones": win["majority_cards"], "bonus": win["bonus"]}
    if second["wound_points"] >= margin:
        return {"swing": "wounds", "wounds": second["wounds"], "wound_points": second["wound_points"]}
    if win["mechas"] > second["mechas"] and margin <= win["mecha_points"] - second["mecha_points"]:
        return {"swing": "mechas", "mechas": win["mechas"], "mechas_runner": second["mechas"]}
    return {}


class KaijuState(GameState):
    game_id = GAME_ID

    def __init__(self, num_seats: int, chance: Chance, defs: KaijuDefs | None = None) -> None:
        super().__init__(num_seats, chance)
        self.defs = defs or load_defs()
        self.pile = Deck()
        self.table: list[int | None] = [None] * self.defs.table_size
        self.mecha_table: list[int] = list(self.defs.mecha_faces)
        self.hands: list[list[int]] = [[] for _ in range(num_seats)]
        self.mechas: list[list[int]] = [[] for _ in range(num_seats)]
        self.wounds: list[int] = [0] * num_seats
        self.discard: list[int] = []
        self.removed: list[int] = []
        self.active = 0
        self.phase = "roll"
        self.dice: list[int] | None = None
        # Played cards waiting for their reaction window: [{"seat", "card", "effect", "args"}], bottom first.
        self.stack: list[dict[str, Any]] = []
        self.window: ReactionWindow | None = None
        # Turns still to play once the pile is empty (None: the end is not triggered yet).
        self.last_turns: int | None = None
        self.end_reason = ""
        # The last round, per seat: every seat's total when its last turn began, and what that turn took
        # (the results name the last turn that turned the game, nc60: the bot's last double 6, a Mecha).
        self.last_from: list[list[int] | None] = [None] * num_seats
        self.last_took: list[dict[str, Any] | None] = [None] * num_seats
        # The points steals moved: stolen[thief][victim], what the cards drawn were worth to their victim
        # (the results say how much changed hands by chance, nc61: random steals turned 77-54 into 53-57).
        self.stolen: list[list[int]] = [[0] * num_seats for _ in range(num_seats)]
        # the 1s bonus a steal took from its victim with a 1, as the turn's recap counts it (nc64 shot 097: « qui
        # vous a pris 1 point » for the steal of a lone 1 that moved the bonus, « −15 pour vous » at 042)
        self.stolen_bonus: list[list[int]] = [[0] * num_seats for _ in range(num_seats)]
        self.setup_events: list[Event] = []

    # -- setup ------------------------------------------------------------------------
    @classmethod
    def new_game(cls, num_seats: int, chance: Chance, defs: KaijuDefs | None = None) -> KaijuState:
        check_seat_count("Kaiju & Mecha", num_seats, 2, 4)
        st = cls(num_seats, chance, defs)
        cards = st.defs.composition()
        events: list[Event] = []
        # Mise en place 6: at 2 players, 2 Kaiju of each value 1 to 8 leave the game.
        for v in st.defs.removal(num_seats):
            cards.remove(v)
            st.removed.append(v)
        if st.removed:
            events.append(Event("removed", None, {"cards": list(st.removed)}))
        chance.shuffle("deal", cards)
        st.pile = Deck(cards)
        events.append(Event("mechas_set", None, {"mechas": list(st.mecha_table)}))
        events += st.deal_table_and_hands()
        events += st._turn_start_events()
        st.setup_events = events
        return st

    def deal_table_and_hands(self) -> list[Event]:
        """Mise en place 7-8: 8 cards face up, then each start hand drawn face up to 10 or more."""
        events = self._refill()
        target = self.defs.start_hand_target
        for seat in seats_from(self.active, self.num_seats):
            total = sum(self.hands[seat])
            while total < target and self.pile:
                card = self.pile.draw_one()
                assert card is not None  # the loop runs while the pile has cards
                self.hands[seat].append(card)
                total += card
                events.append(Event("start_draw", seat, {"card": card, "total": total, "pile": len(self.pile)}))
            self.hands[seat].sort()
            events.append(Event("start_hand", seat, {"count": len(self.hands[seat]), "cards": list(self.hands[seat])}))
        return events

    # -- who acts, what is legal --------------------------------------------------------
    def actors(self) -> tuple[int, ...]:
        if self.phase == "over":
            return ()
        if self.phase == "react":
            assert self.window is not None
            current = self.window.current()
            return () if current is None else (current,)
        return (self.active,)

    def _actor(self) -> int | None:
        """The one seat of `actors()` (None when nobody), without building a tuple."""
        if self.phase == "over":
            return None
        if self.phase == "react":
            assert self.window is not None
            return self.window.current()
        return self.active

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def hand_size(self, seat: int) -> int:
        return len(self.hands[seat]) + len(self.mechas[seat])

    def hand_cards(self, seat: int) -> list[int | str]:
        """A hand as a random steal sees it: Kaiju values, then Mechas as "M<face>", in a fixed order."""
        return [*sorted(self.hands[seat]), *(mecha_name(f) for f in sorted(self.mechas[seat]))]

    def mecha_holder(self, face: int) -> int | None:
        for seat in range(self.num_seats):
            if face in self.mechas[seat]:
                return seat
        return None

    @memoises_itself
    def legal_actions(self, seat: int) -> list[Action]:
        # it keeps the memo itself: `GameState`'s wrapper was a call on every step
        if self.phase == "main" and seat == self.active:
            out = self.main_actions(seat)
        else:
            out = self._listed(seat)
        self._legal_memo = (seat, out)
        return out

    def _listed(self, seat: int) -> list[Action]:
        """`legal_actions` but for the active player's main phase."""
        phase = self.phase
        if phase == "main":
            return []
        if phase == "react":
            assert self.window is not None
            if seat != self.window.current():
                return []
            cancels = self._hand_entry(seat)[0]
            return [_PASS, *cancels] if cancels else [_PASS]
        return [_ROLL] if phase == "roll" and seat == self.active else []

    def main_actions(self, seat: int) -> list[Action]:
        """What the active player may do once the dice are rolled: play a card (with its effect's
        choices), then take (the takes `take_options` lists, the Mecha's, or nothing). One method,
        asked at most steps: the plays and the takes were two calls."""
        out: list[Action] = []
        assert self.dice is not None
        a, b = self.dice
        n = self.num_seats
        targets: list[int] | None = None
        for effect, v, actions in self._hand_entry(seat)[1]:  # the hand's cards and effects, in order
            if effect == "reroll":
                out += actions
            elif effect == "set":
                out += _sets(v, a, b, self.defs.die_sides)
            elif effect == "draw":
                if self.pile.cards:
                    out += actions
            else:  # steal: from every other player holding a card
                if targets is None:
                    hands, mechas = self.hands, self.mechas
                    targets = [t for t in range(n) if t != seat and (hands[t] or mechas[t])]
                steals = _steals(v, n)
                out += [steals[t] for t in targets]
        singles, lo, hi, pair = _TAKE_ROWS.get((a, b)) or _take_rows(a, b)
        table = self.table
        takes = len(out)
        for v, action in singles:
            if v in table:
                out.append(action)
        if (lo != hi and lo in table and hi in table) or (lo == hi and table.count(lo) >= 2):
            out.append(pair)
        matched = len(out) > takes
        if a == b and a in self.defs.mecha_faces:
            if a in self.mecha_table:
                out.append(act("take", "mecha"))
            else:
                holder = self.mecha_holder(a)
                if holder is not None and holder != seat:
                    out.append(act("steal", "mecha"))
        # "soit rien, si aucune carte ne correspond": nothing only when no Kaiju matches the dice.
        if not matched:
            out.append(act("take", "nothing"))
        return out

    def _hand_entry(self, seat: int) -> _HandEntry:
        """What a hand may play, kept per hand (a hand changes far less often than it is asked about):
        its cancel actions (a reaction window asks every other seat); and, card by card and effect by
        effect, what `main_actions` lists (the actions when they depend on nothing else). "cancel"
        answers a card just played by another player: only in a reaction window."""
        key = tuple(self.hands[seat])
        cache = self.defs.hand_cache
        entry: _HandEntry | None = cache.get(key)
        if entry is None:
            effects_of = self.defs.effects_of
            playable = [(v, effects_of(v)) for v in sorted(set(key)) if effects_of(v)]
            cancels = [act("play", v, "cancel") for v, effects in playable if "cancel" in effects]
            plays = [(e, v, _rerolls(v) if e == "reroll" else [act("play", v, "draw")] if e == "draw" else [])
                     for v, effects in playable for e in effects if e in ("reroll", "steal", "set", "draw")]
            entry = remember(cache, key, (cancels, plays), 20_000)
        return entry

    def take_options(self) -> list[tuple[int, ...]]:
        """`dice_takes` for the table, reading the eight slots directly (asked at every step)."""
        assert self.dice is not None
        a, b = self.dice
        table = self.table
        values = _SINGLES.get((a, b)) or _singles(a, b)
        options: list[tuple[int, ...]] = [o for o in values if o[0] in table]
        lo, hi = (a, b) if a <= b else (b, a)
        if (lo != hi and lo in table and hi in table) or (lo == hi and table.count(lo) >= 2):
            options.append((lo, hi))
        return options

    def clone(self) -> KaijuState:
        """An exact, independent copy for bots' look-ahead, several times cheaper than `deepcopy`."""
        st = KaijuState.__new__(KaijuState)
        st.__dict__.update(self.__dict__)  # numbers, strings, the shared read-only definitions
        st.chance = self.chance.copy()
        st.pile = Deck(self.pile.cards)
        st.table = list(self.table)
        st.mecha_table = list(self.mecha_table)
        st.hands = [list(h) for h in self.hands]
        st.mechas = [list(m) for m in self.mechas]
        st.wounds = list(self.wounds)
        st.discard = list(self.discard)
        st.removed = list(self.removed)
        st.dice = list(self.dice) if self.dice is not None else None
        st.stack = [{**e, "args": list(e["args"])} for e in self.stack]
        w = self.window
        st.window = None if w is None else ReactionWindow(dict(w.trigger), list(w.seats), w.index)
        st.setup_events = list(self.setup_events)
        st.last_from = list(self.last_from)  # each entry is replaced, never changed in place
        st.last_took = list(self.last_took)
        st.stolen = [list(row) for row in self.stolen]
        st.stolen_bonus = [list(row) for row in self.stolen_bonus]
        return st

    # -- why an action is refused (checked directly, no legal list built) ------------------
    def why_illegal(self, seat: int, action: Action) -> str | None:
        """None exactly when `legal_actions(seat)` holds the action, else the rule that refuses it."""
        if self.phase == "over":
            return Refusal("the game is over", "core.game_over")
        if seat != self._actor():
            return Refusal(f"seat {seat} may not act now", "core.not_your_turn", seat=seat)
        kind, args = action.kind, action.args
        if kind not in ("roll", "pass", "play", "take", "steal"):
            return bad_action(action, "roll, play, pass, take or steal")
        if self.phase == "roll":
            if kind != "roll":
                return Refusal("Roll the two dice first", "kaiju.roll_first")
            return None if not args else bad_action(action, "roll")
        if self.phase == "react":
            if kind == "pass":
                return None if not args else bad_action(action, "pass")
            if kind != "play":
                return Refusal("A card was just played: cancel it or pass", "kaiju.answer_first")
            if len(args) != 2 or args[1] != "cancel" or type(args[0]) is not int:
                return Refusal("Only a cancel answers a card just played", "kaiju.only_cancel")
            card = args[0]
            if card not in self.hands[seat]:
                return Refusal(f"You have no {card} in your hand", "kaiju.not_in_hand", card=card)
            if "cancel" not in self.defs.effects_of(card):
                return Refusal(f"A {card} cannot cancel", "kaiju.cannot_cancel", card=card)
            return None
        # main phase: play cards, then take
        if kind == "roll":
            return Refusal("The dice are already rolled", "kaiju.already_rolled")
        if kind == "pass":
            return Refusal("Nobody is answering a card now", "kaiju.nothing_to_answer")
        if kind == "play":
            return self._why_not_play(seat, action)
        return self._why_not_take(seat, action)

    def _why_not_play(self, seat: int, action: Action) -> Refusal | None:
        args = action.args
        if len(args) < 2 or type(args[0]) is not int or not isinstance(args[1], str):
            return bad_action(action, "play CARD EFFECT ...")
        card, effect, rest = args[0], args[1], args[2:]
        if card not in self.hands[seat]:
            return Refusal(f"You have no {card} in your hand", "kaiju.not_in_hand", card=card)
        if effect not in self.defs.effects_of(card):
            return Refusal(f"A {card} has no {effect} effect", "kaiju.no_such_effect", card=card, effect=effect)
        if effect == "cancel":
            return Refusal("A cancel answers a card another player just played", "kaiju.cancel_not_now")
        if effect == "reroll":
            if rest not in ((1,), (2,), (1, 2)):
                return bad_action(action, f"play {card} reroll 1, 2 or 1 2")
            return None
        if effect == "steal":
            if len(rest) != 1 or type(rest[0]) is not int or not 0 <= rest[0] < self.num_seats:
                return bad_action(action, f"play {card} steal PLAYER")
            target = rest[0]
            if target == seat:
                return Refusal("You cannot steal from yourself", "kaiju.steal_self")
            if self.hand_size(target) == 0:
                return Refusal(f"Player {target} has no card to steal", "kaiju.steal_empty", target=target)
            return None
        if effect == "set":
            sides = self.defs.die_sides
            if (len(rest) != 2 or rest[0] not in (1, 2) or type(rest[1]) is not int
                    or not 1 <= rest[1] <= sides or type(rest[0]) is not int):
                return bad_action(action, f"play {card} set DIE(1-2) FACE(1-{sides})")
            die, face = cast("tuple[int, int]", rest)  # both checked to be ints above
            assert self.dice is not None
            if self.dice[die - 1] == face:
                return Refusal(f"Die {die} already shows {face}", "kaiju.set_same_face", die=die, face=face)
            return None
        if effect == "draw":
            if rest:
                return bad_action(action, f"play {card} draw")
            if not self.pile:
                return Refusal("The pile is empty: there is nothing to draw", "kaiju.pile_empty")
            return None
        return bad_action(action, "reroll, steal, set or draw")

    def _why_not_take(self, seat: int, action: Action) -> Refusal | None:
        assert self.dice is not None
        a, b = self.dice
        args = action.args
        if args == ("mecha",):
            face = a
            if a != b:
                return Refusal("Only a double takes a Mecha", "kaiju.mecha_double", dice=[a, b])
            if face not in self.defs.mecha_faces:
                return Refusal(f"No Mecha bears the face {face}", "kaiju.no_mecha_face", face=face)
            holder = None if face in self.mecha_table else self.mecha_holder(face)
            if action.kind == "take":
                if holder is not None:
                    return Refusal(f"Mecha {face} is held by player {holder}: steal it instead",
                                   "kaiju.mecha_held", face=face, target=holder)
                return None if face in self.mecha_table else Refusal(
                    f"Mecha {face} is out of play", "kaiju.mecha_gone", face=face)
            if face in self.mecha_table:
                return Refusal(f"Mecha {face} is still on the table: take it", "kaiju.mecha_on_table", face=face)
            if holder is None:
                return Refusal(f"Mecha {face} is out of play", "kaiju.mecha_gone", face=face)
            if holder == seat:
                return Refusal(f"You already hold Mecha {face}", "kaiju.mecha_yours", face=face)
            return None
        if action.kind == "steal":
            return bad_action(action, "steal mecha")
        options = self.take_options()
        if args == ("nothing",):
            if options:
                return Refusal("A Kaiju on the table matches the dice: take it", "kaiju.must_take", dice=[a, b])
            return None
        if not 1 <= len(args) <= 2 or not all(type(v) is int for v in args):
            return bad_action(action, "take VALUE [VALUE], take mecha or take nothing")
        if args not in options:
            cards = ", ".join(map(str, args))
            return Refusal(f"The dice {a} and {b} do not take {cards} from the table", "kaiju.dice_do_not_take",
                           dice=[a, b], cards=list(args))
        return None

    # -- applying ------------------------------------------------------------------------
    def _apply(self, seat: int, action: Action) -> list[Event]:
        kind, args = action
        if kind == "roll":
            if self.last_turns is not None:  # a last turn: every total as it begins (`last_swing`)
                self.last_from[seat] = [int(r["total"]) for r in self.breakdown()]
            self.dice = roll_dice(self.chance, 2, self.defs.die_sides, "die")
            self.phase = "main"
            return [Event("dice_rolled", seat, {"dice": list(self.dice)})]
        if kind == "play":
            return self._play(seat, int(args[0]), str(args[1]), [int(a) for a in args[2:]])
        if kind == "pass":
            return self._pass(seat)
        # Kaiju from the table (the usual take), else a Mecha, a steal or nothing
        events = self._take_cards(seat, args) if type(args[0]) is int else self._take(seat, action)
        if self.last_turns is not None:  # what a last turn took, for the results (`last_swing`)
            took = next((e for e in events if e.kind in ("mecha_taken", "cards_taken", "card_stolen")), None)
            self.last_took[seat] = None if took is None else {
                "kind": took.kind, **{k: v for k, v in took.data.items() if k in ("mecha", "cards", "card")}}
        events += self._end_turn()
        return events

    def _play(self, seat: int, card: int, effect: str, args: list[int]) -> list[Event]:
        """Étape 2: the card is discarded face up, its effect waits for the others' reactions."""
        self.hands[seat].remove(card)
        self.discard.append(card)
        entry = {"seat": seat, "card": card, "effect": effect, "args": list(args)}
        data: dict[str, Any] = {"card": card, "effect": effect, "args": list(args)}
        if effect == "cancel":
            target = self.stack[-1]
            data.update({"target_card": target["card"], "player": target["seat"]})
        elif effect == "steal":
            data["target"] = args[0]
        elif effect == "set":
            data.update({"die": args[0], "face": args[1]})
        elif effect == "reroll":
            data["dice_chosen"] = list(args)
        self.stack.append(entry)
        return [Event("card_played", seat, data), *self._open_window()]

    def _open_window(self) -> list[Event]:
        """Ask every seat but the top card's player, in turn order from the active player.

        Seats that hold no cancel card are asked too (they can only pass): asking only the holders
        would tell everybody who holds a 6.
        """
        top = self.stack[-1]
        trigger = {"seat": top["seat"], "card": top["card"], "effect": top["effect"]}
        player = top["seat"]  # two seats at least: someone is always asked
        self.window = ReactionWindow(trigger, [s for s in seats_from(self.active, self.num_seats) if s != player])
        self.phase = "react"
        return []

    def _pass(self, seat: int) -> list[Event]:
        assert self.window is not None
        self.window.pass_turn()
        events = [Event("reaction_pass", seat, {"card": self.stack[-1]["card"], "player": self.stack[-1]["seat"]})]
        if self.window.closed:
            events += self._resolve()
        return events

    def _resolve(self) -> list[Event]:
        """Nobody answered the top card: it takes effect (a cancel removes the card under it)."""
        self.window = None
        top = self.stack.pop()
        if top["effect"] != "cancel":
            self.phase = "main"
            return self._effect(top)
        target = self.stack.pop()
        events = [
            Event(
                "effect_cancelled",
                top["seat"],
                {"card": target["card"], "effect": target["effect"], "player": target["seat"], "with": top["card"]},
            )
        ]
        if self.stack:
            # The card under the cancelled one stands again: everyone may answer it anew.
            under = self.stack[-1]
            events.append(
                Event("effect_restored", under["seat"], {"card": under["card"], "effect": under["effect"]})
            )
            return events + self._open_window()
        self.phase = "main"
        return events

    def _effect(self, entry: dict[str, Any]) -> list[Event]:
        seat, effect, args = entry["seat"], entry["effect"], entry["args"]
        assert self.dice is not None
        if effect == "reroll":
            before = list(self.dice)
            for die in args:
                self.dice[die - 1] = self.chance.randint("die", 1, self.defs.die_sides)
            return [
                Event(
                    "dice_rerolled",
                    seat,
                    {"card": entry["card"], "dice_chosen": list(args), "before": before, "dice": list(self.dice)},
                )
            ]
        if effect == "set":
            die, face = args
            before = list(self.dice)
            self.dice[die - 1] = face
            return [
                Event(
                    "die_set",
                    seat,
                    {"card": entry["card"], "die": die, "face": face, "before": before, "dice": list(self.dice)},
                )
            ]
        if effect == "steal":
            return self._steal(seat, args[0])
        # draw: "Prenez la première carte de la pioche et ajoutez-la à votre main, sans la révéler."
        card = self.pile.draw_one()
        assert card is not None, "a draw is legal only while the pile has cards"
        self.hands[seat].append(card)
        self.hands[seat].sort()
        return [
            Event("card_drawn_public", seat, {"pile": len(self.pile)}),
            Event("card_drawn", seat, {"card": card, "pile": len(self.pile)}, to=(seat,)),
        ]

    def _steal(self, thief: int, victim: int, mecha: int | None = None) -> list[Event]:
        """A random card of the victim's hand, revealed, kept whatever it is (a wound card is discarded)."""
        cards = self.hand_cards(victim)
        if not cards:
            return [Event("steal_failed", thief, {"from": victim})]
        card = cards[self.chance.index("steal", len(cards))]
        events: list[Event] = []
        self.stolen[thief][victim] += self.defs.mecha_points if isinstance(card, str) else int(card)
        if isinstance(card, str):
            face = int(card[1:])
            self.mechas[victim].remove(face)
            self.mechas[thief].append(face)
            self.mechas[thief].sort()
            events.append(
                Event("card_stolen", thief, {"from": victim, "card": card, "kept": True, "mecha_wanted": mecha})
            )
            events.append(Event("double_token_moved", thief, {"mecha": face, "from": victim}))
            return events
        held = self._holds_bonus(victim)
        self.hands[victim].remove(card)
        if card in self.defs.wound_values:
            # "Lorsque vous volez une carte 3 à un adversaire, défaussez immédiatement cette carte
            # et placez devant vous un jeton Blessure."
            self.discard.append(card)
            self.wounds[thief] += 1
            events.append(
                Event("card_stolen", thief, {"from": victim, "card": card, "kept": False, "mecha_wanted": mecha})
            )
            events.append(
                Event(
                    "wound_taken",
                    thief,
                    {"card": card, "wounds": self.wounds[thief], "points": -self.defs.wound_points},
                )
            )
            return events
        self.hands[thief].append(card)
        self.hands[thief].sort()
        if held and not self._holds_bonus(victim):
            self.stolen_bonus[thief][victim] += self.defs.majority_bonus
        events.append(Event("card_stolen", thief, {"from": victim, "card": card, "kept": True, "mecha_wanted": mecha}))
        return events

    def _holds_bonus(self, seat: int) -> bool:
        """`seat` holds the most 1s, ties counted (the bonus at the end if the game stopped now)."""
        ones = [sum(1 for v in h if v in self.defs.majority_values) for h in self.hands]
        return bool(self.defs.majority_bonus) and ones[seat] > 0 and ones[seat] == max(ones)

    def _take(self, seat: int, action: Action) -> list[Event]:
        """Étape 3: cards from the table, a Mecha on a double, or nothing."""
        assert self.dice is not None
        what = action.args
        if action.kind == "steal":
            face = self.dice[0]
            victim = self.mecha_holder(face)
            assert victim is not None
            events = [
                Event("mecha_steal_attempt", seat, {"mecha": face, "from": victim, "hand": self.hand_size(victim)})
            ]
            return events + self._steal(seat, victim, mecha=face)
        if what == ("nothing",):
            return [Event("nothing_taken", seat, {"dice": list(self.dice)})]
        if what == ("mecha",):
            face = self.dice[0]
            self.mecha_table.remove(face)
            self.mechas[seat].append(face)
            self.mechas[seat].sort()
            return [
                Event("mecha_taken", seat, {"mecha": face}),
                Event("double_token_moved", seat, {"mecha": face, "from": None}),
            ]
        return self._take_cards(seat, what)

    def _take_cards(self, seat: int, what: tuple[Any, ...]) -> list[Event]:
        """One or two Kaiju from the table (every 8 with an 8), into the hand."""
        assert self.dice is not None
        table = self.table
        slots = [table.index(what[0])]
        if len(what) > 1:  # two cards: the second one's first slot not taken by the first
            v = what[1]
            slots.append(table.index(v, slots[0] + 1) if v == what[0] else table.index(v))
        # "Lorsque vous prenez une carte 8 au centre de la table, prenez toutes les cartes 8."
        take_all = self.defs.take_all_values
        if not take_all.isdisjoint(what):
            for v in set(what) & take_all:
                slots += [i for i, c in enumerate(table) if c == v and i not in slots]
        cards = [table[i] for i in slots]
        for i in slots:
            table[i] = None
        hand = self.hands[seat]
        hand += cast("list[int]", cards)  # slots found by value: none of them is empty
        hand.sort()
        return [Event("cards_taken", seat, {"cards": cards, "slots": slots, "dice": list(self.dice)})]

    def _refill(self) -> list[Event]:
        events = []
        table, cards = self.table, self.pile.cards
        while cards and None in table:  # the empty slots in order (searched in C: most are full)
            i = table.index(None)
            card = table[i] = cards.pop()  # Deck.draw_one
            events.append(Event("card_revealed", None, {"slot": i, "card": card, "pile": len(cards)}))
        return events

    def _end_turn(self) -> list[Event]:
        """Étape 4: refill the table; the empty pile starts the last round (one more turn each)."""
        events = self._refill()
        self.turn += 1
        self.dice = None
        if self.last_turns is not None:
            self.last_turns -= 1
            if self.last_turns <= 0:
                return events + self._finish("pile")
        elif not self.pile.cards:
            # "La fin de la partie est déclenchée dès que la pioche est vide. Tous les joueurs jouent
            # alors un dernier tour": from the next player to the one who emptied it.
            self.last_turns = self.num_seats
            events.append(Event("last_round", self.active, {"turns": self.last_turns}))
        if self.turn >= self.defs.turn_limit:
            return events + self._finish("turn_limit")
        self.active = (self.active + 1) % self.num_seats
        self.phase = "roll"
        events += self._turn_start_events()
        return events

    def _turn_start_events(self) -> list[Event]:
        return [Event("turn_start", self.active, {"turn": self.turn, "last_turns": self.last_turns})]

    def _finish(self, reason: str) -> list[Event]:
        self.phase = "over"
        self.end_reason = reason
        res = self.result()
        return [
            Event(
                "game_over",
                None,
                {
                    "reason": reason,
                    "winners": list(res.winners),
                    "scores": [int(s) for s in res.scores],
                    "hands": [list(h) for h in self.hands],
                },
            )
        ]

    # -- the end ------------------------------------------------------------------------
    def breakdown(self) -> list[dict[str, Any]]:
        """Each seat's score, part by part, as the score screen shows it."""
        d = self.defs
        ones = [sum(1 for v in h if v in d.majority_values) for h in self.hands]
        most = max(ones) if ones else 0
        rows = []
        for seat in range(self.num_seats):
            kaiju_points = sum(self.hands[seat])
            mecha_points = d.mecha_points * len(self.mechas[seat])
            # Nobody holding a 1: no bonus; a tie for most 1s: every tied player gets it.
            bonus = d.majority_bonus if most > 0 and ones[seat] == most else 0
            wound_points = d.wound_points * self.wounds[seat]
            rows.append(
                {
                    "seat": seat,
                    "kaiju": len(self.hands[seat]),
                    "kaiju_points": kaiju_points,
                    "mechas": len(self.mechas[seat]),
                    "mecha_points": mecha_points,
                    "majority_cards": ones[seat],
                    "bonus": bonus,
                    "wounds": self.wounds[seat],
                    "wound_points": wound_points,
                    "total": kaiju_points + mecha_points + bonus - wound_points,
                    "cards": len(self.hands[seat]) + len(self.mechas[seat]),
                }
            )
        return rows

    def result(self) -> Result:
        rows = self.breakdown()
        scores = [float(r["total"]) for r in rows]
        best = max(scores)
        top = [r for r in rows if r["total"] == best]
        fewest = min(r["cards"] for r in top)
        winners = tuple(r["seat"] for r in top if r["cards"] == fewest)
        if len(top) == 1:
            tiebreak = "none"
        elif len(winners) == 1:
            tiebreak = "cards"
        else:
            tiebreak = "shared"
        # The reason is how the game ended ("pile", "turn_limit"): the results screen shows it as the
        # text `end.kaiju.<reason>`; who won and how the tie was broken are in winners and details.
        reason = self.end_reason
        decided = decision(rows)
        decided.update(self.last_swing(decided, rows))
        details = {"breakdown": rows, "end": self.end_reason, "tiebreak": tiebreak, "turns": self.turn,
                   "decided_by": decided, "stolen": [list(row) for row in self.stolen],
                   "stolen_bonus": [list(row) for row in self.stolen_bonus]}
        return Result(winners, scores, reason, details)

    def last_swing(self, decided: dict[str, Any], rows: list[dict[str, Any]]) -> dict[str, Any]:
        """The winner's last turn, when it brought more than the final margin (without it, the winner
        would not have won): its points (`last_gain`), what it took, and how far behind the runner-up
        the winner was before it (`last_behind`, 0 level). Nothing otherwise."""
        winners, runner = decided.get("winners") or [], decided.get("runner_seat")
        if decided.get("rule") != "points" or len(winners) != 1 or not isinstance(runner, int):
            return {}
        win = winners[0]
        before, took = self.last_from[win], self.last_took[win]
        if before is None or took is None:
            return {}
        gain = int(rows[win]["total"]) - before[win]
        margin = int(rows[win]["total"]) - int(rows[runner]["total"])
        if gain <= margin:  # without it, the runner-up would have won (a tie at least: the cards decide)
            return {}
        out: dict[str, Any] = {"last": took["kind"], "last_gain": gain, "last_behind": before[runner] - before[win]}
        if "mecha" in took:
            out["last_face"] = int(took["mecha"])
        if "cards" in took:
            out["last_cards"] = [int(c) for c in took["cards"]]
        if "card" in took:
            card = took["card"]
            out["last_face"] = int(card[1:]) if isinstance(card, str) else 0
            out["last_card"] = 0 if isinstance(card, str) else int(card)
        return out

    # -- what a seat may know -------------------------------------------------------------
    def view(self, seat: int | None) -> dict[str, Any]:
        over = self.is_over
        players = []
        for s in range(self.num_seats):
            p: dict[str, Any] = {
                "seat": s,
                "kaiju": len(self.hands[s]),
                "cards": self.hand_size(s),
                "mechas": list(self.mechas[s]),  # the Double tokens show who holds which Mecha
                "wounds": self.wounds[s],
            }
            if over or s == seat:
                p["hand"] = list(self.hands[s])
            players.append(p)
        out: dict[str, Any] = {
            "game": GAME_ID,
            "seat": seat,
            "num_seats": self.num_seats,
            "turn": self.turn,
            "turn_limit": self.defs.turn_limit,
            "active": self.active,
            "phase": self.phase,
            "dice": None if self.dice is None else list(self.dice),
            "table": list(self.table),
            "mecha_table": list(self.mecha_table),
            "pile": len(self.pile),
            "discard": list(self.discard),
            "removed": list(self.removed),
            "players": players,
            "hand": list(self.hands[seat]) if seat is not None else None,
            "stack": [dict(e, args=list(e["args"])) for e in self.stack],
            "asking": self.window.current() if self.window is not None else None,
            "last_turns": self.last_turns,
        }
        if over:
            out["result"] = self.result().to_json()
        return out

    # -- serial form ------------------------------------------------------------------------
    def _state_json(self) -> dict[str, Any]:
        return {
            "pile": self.pile.to_json(),
            "table": list(self.table),
            "mecha_table": list(self.mecha_table),
            "hands": [list(h) for h in self.hands],
            "mechas": [list(m) for m in self.mechas],
            "wounds": list(self.wounds),
            "discard": list(self.discard),
            "removed": list(self.removed),
            "active": self.active,
            "phase": self.phase,
            "dice": None if self.dice is None else list(self.dice),
            "stack": [dict(e, args=list(e["args"])) for e in self.stack],
            "window": None if self.window is None else self.window.to_json(),
            "last_turns": self.last_turns,
            "end_reason": self.end_reason,
            "last_from": [None if x is None else list(x) for x in self.last_from],
            "last_took": [None if x is None else dict(x) for x in self.last_took],
            "stolen": [list(row) for row in self.stolen],
            "stolen_bonus": [list(row) for row in self.stolen_bonus],
        }

    @classmethod
    def _from_state_json(cls, data: dict[str, Any], chance: Chance) -> KaijuState:
        st = cls(len(data["hands"]), chance)
        st.pile = Deck(data["pile"])
        st.table = list(data["table"])
        st.mecha_table = list(data["mecha_table"])
        st.hands = [list(h) for h in data["hands"]]
        st.mechas = [list(m) for m in data["mechas"]]
        st.wounds = list(data["wounds"])
        st.discard = list(data["discard"])
        st.removed = list(data["removed"])
        st.active = int(data["active"])
        st.phase = data["phase"]
        st.dice = None if data["dice"] is None else list(data["dice"])
        st.stack = [dict(e, args=list(e["args"])) for e in data["stack"]]
        st.window = ReactionWindow.from_json(data["window"])
        st.last_turns = data["last_turns"]
        st.end_reason = data["end_reason"]
        # saves from before the last turn's swing was kept have none
        st.last_from = [None if x is None else list(x) for x in data.get("last_from") or [None] * st.num_seats]
        st.last_took = [None if x is None else dict(x) for x in data.get("last_took") or [None] * st.num_seats]
        if data.get("stolen"):  # saves from before the steals were counted have none
            st.stolen = [list(row) for row in data["stolen"]]
        if data.get("stolen_bonus"):
            st.stolen_bonus = [list(row) for row in data["stolen_bonus"]]
        return st
