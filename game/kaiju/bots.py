"""Kaiju bots: easy (random sensible takes, a card now and then), medium (greedy), hard (expected
value over the dice and hands).

A bot sees its view and the events its seat may see. Its memory (`Memory`) follows the cards it saw
go into the other hands (start hands drawn face up, cards taken from the table, stolen cards
revealed) and out of them (cards played or stolen). What it has not seen is "the pool": the pile
and the unknown cards of the other hands, which it treats as one shuffled lot.

The hard bot values a position for a seat as its expected score minus the best expected score of
the others (the majority bonus smoothed on the expected counts of 1s) and picks, at every step,
the action of best expected value: takes are valued exactly, a reroll by averaging the 6 or 36
outcomes of the dice, a steal by averaging over the victim's hand, each followed by the best take.
Reactions compare the harm of the card in play (or of its cancellation) with the cost of the card
that would answer it. Every figure is computed, not sampled, so a decision takes a few
milliseconds and a seed always gives the same game.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable
from fractions import Fraction
from typing import Any

from game.bots import Bot
from game.core import Action, Event, act
from game.kaiju.defs import KaijuDefs, load_defs, take_way
from game.kaiju.state import dice_takes

MAX_SEATS = 4
ROBBED_CANCEL = 0.75  # the chance a seat robbed by a card cancels it when it holds a 6 (the easy bot: 3 in 4)
# The 1s bonus weighed as a chance (`Model.utility`): the spread of a lead of 1s known for sure (the old
# sharpness, 2.5 a 1), and the share of a hidden 1 of the pile that swings a two-seat race.
ONES_SHARP = 2.5
ONES_SURE = (1.7 / ONES_SHARP) ** 2
ONES_PILE = 1.0
CLEAR_LEAD = 10.0  # the points of lead the Conseil calls a lead: a hidden hand is only estimated
# The last round (the pile is empty): what counts is winning, not the margin (nc60 lost 104-118 on the
# bot's last double 6; the Conseil had advised as if the game went on). A position is then worth
# `FINAL_SCALE` times the chance to finish first, plus `FINAL_MARGIN` of the margin (so a sure win or a
# sure loss still prefers more points); the seats still to play add their mean best take, with its spread.
FINAL_SCALE = 30.0
SOON_GAP = 15  # ... when the points needed (or the lead) are within this: a close finish
TIE_GAP = 10  # the tie-break is said when the gap is within this
SOON_PILE = 2  # a pile this short may run out this turn: the Conseil says the end is near, and what wins
FINAL_MARGIN = 0.1
FINAL_SPREAD = 0.5  # the points the sum is off by at least (a tie smoothed), every card known
Deltas = list[tuple[int, float, float]]  # (seat, points, majority cards) changes
Lottery = list[tuple[float, Deltas]]


class Memory:
    """The Kaiju a seat knows to be in each other hand (a multiset per seat)."""

    def __init__(self, num_seats: int) -> None:
        self.known: list[Counter[int]] = [Counter() for _ in range(num_seats)]
        # How often each seat answered a played card with a cancel, out of the times it was asked.
        self.asked = [0] * num_seats
        self.cancels = [0] * num_seats

    def cancel_rate(self, seat: int) -> float:
        """The chance that a seat cancels a card, learnt from its answers (a prior of 1 in 6)."""
        return (self.cancels[seat] + 1.0) / (self.asked[seat] + 6.0)

    def _add(self, seat: int, card: int) -> None:
        self.known[seat][card] += 1

    def _remove(self, seat: int, card: int) -> None:
        # A card that was not known was one of the unknown cards: the count in the view says so.
        if self.known[seat][card] > 0:
            self.known[seat][card] -= 1

    def observe(self, events: list[Event]) -> None:
        for e in events:
            d, seat = e.data, e.seat
            if seat is None:
                continue  # every event remembered here names the seat that acted
            if e.kind == "start_draw":
                self._add(seat, d["card"])
            elif e.kind == "cards_taken":
                for c in d["cards"]:
                    self._add(seat, c)
            elif e.kind == "card_played":
                self._remove(seat, d["card"])
                if d["effect"] == "cancel":
                    self.asked[seat] += 1
                    self.cancels[seat] += 1
            elif e.kind == "reaction_pass":
                self.asked[seat] += 1
            elif e.kind == "card_stolen" and isinstance(d["card"], int):
                self._remove(d["from"], d["card"])
                if d["kept"]:
                    self._add(seat, d["card"])

    def known_in(self, seat: int, count: int) -> Counter[int]:
        """The known cards of a seat, never more than the cards it holds."""
        known = +self.known[seat]
        excess = sum(known.values()) - count
        for v in sorted(known):
            if excess <= 0:
                break
            cut = min(known[v], excess)
            known[v] -= cut
            excess -= cut
        return +known


def mean_points(lottery: Lottery, seat: int) -> float:
    """The points a lottery brings `seat` on average (its own changes only, majorities left out)."""
    return sum(p * dp for p, deltas in lottery for s, dp, _ in deltas if s == seat)


def _sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))


class Model:
    """A seat's estimate of the game, from its view and memory: expected points per seat."""

    def __init__(self, view: dict[str, Any], memory: Memory, defs: KaijuDefs, hidden_ones: bool = False,
                 final: bool | str = False) -> None:
        self.defs = defs
        self.n = view["num_seats"]
        self.me = view["seat"]
        players = view["players"]
        self.known: list[Counter[int]] = []
        self.unknown: list[int] = []
        for s, p in enumerate(players):
            if s == self.me:
                self.known.append(Counter(view["hand"]))
                self.unknown.append(0)
            else:
                k = memory.known_in(s, p["kaiju"])
                self.known.append(k)
                self.unknown.append(p["kaiju"] - sum(k.values()))
        self.mechas = [list(p["mechas"]) for p in players]
        self.owner = {f: s for s, ms in enumerate(self.mechas) for f in ms}
        self.mecha_table = set(view["mecha_table"])
        self.table = Counter(v for v in view["table"] if v is not None)
        seen = Counter(view["removed"]) + Counter(view["discard"]) + self.table
        for k in self.known:
            seen += k
        self.pool = defs.counts() - seen
        total = sum(self.pool.values())
        self.pool_probs = [(v, c / total) for v, c in sorted(self.pool.items())] if total else []
        self.mean = sum(v * p for v, p in self.pool_probs)
        maj = defs.majority_values
        self.p_major = sum(p for v, p in self.pool_probs if v in maj)
        self.p_cancel = sum(p for v, p in self.pool_probs if v in defs.cancel_values)
        self.pts: list[float] = [
            sum(v * c for v, c in self.known[s].items())
            + self.unknown[s] * self.mean
            + defs.mecha_points * len(self.mechas[s])
            - defs.wound_points * view["players"][s]["wounds"]
            for s in range(self.n)
        ]
        self.ones = [
            sum(c for v, c in self.known[s].items() if v in maj) + self.unknown[s] * self.p_major for s in range(self.n)
        ]
        # How unsure each seat's count of 1s is: a hidden card of its hand may be a 1 (a variance per seat),
        # and the 1s not seen still in the pile go to somebody before the end (bt26: the bonus was weighed
        # on the seen counts as if the race were run, with 1s still hidden).
        self.ones_var = [self.unknown[s] * self.p_major * (1.0 - self.p_major) for s in range(self.n)]
        pooled = sum(c for v, c in self.pool.items() if v in maj)
        self.pile_ones = max(0.0, pooled - sum(self.unknown) * self.p_major)
        if not hidden_ones:  # the easy and medium bots: the seen counts, as they were
            self.ones_var = [0.0] * self.n
            self.pile_ones = 0.0
        self.cards = [p["kaiju"] + len(p["mechas"]) for p in players]
        # The last round: the seats that still play a turn after this one (the active seat's turn is
        # weighed by its take; `last_turns` counts this turn too).
        left = view.get("last_turns")
        active = view.get("active", self.me)
        self.after: list[int] = [(active + k) % self.n for k in range(1, left)] if left is not None else []
        self.final = bool(final) and left is not None and (final != "last" or not self.after)
        self.bonus_p = [0.0] * self.n  # each seat's chance of the 1s bonus, as `_weighed` last weighed it
        self._gains: dict[int, tuple[float, float]] = {}
        self.var_card = sum(p * (v - self.mean) ** 2 for v, p in self.pool_probs)

    def turn_gain(self, seat: int) -> tuple[float, float]:
        """The points a seat's turn to come brings on average (its best take over the 36 dice, the table
        as it is), and their variance."""
        if seat not in self._gains:
            sides = self.defs.die_sides
            outs = []
            for a in range(1, sides + 1):
                for b in range(1, sides + 1):
                    outs.append(max((mean_points(lot, seat) for _, lot in self.take_choices(seat, (a, b))),
                                    default=0.0))
            mean = sum(outs) / len(outs)
            self._gains[seat] = (mean, sum((o - mean) ** 2 for o in outs) / len(outs))
        return self._gains[seat]

    def win_chance(self, seat: int, pts: list[float]) -> float:
        """The chance `seat` finishes first, the last round's turns to come counted (fewest cards wins a tie)."""
        chance = 1.0
        for t in range(self.n):
            if t == seat:
                continue
            gap = pts[seat] - pts[t] + (0.5 if self.cards[seat] < self.cards[t] else -0.5)
            var = FINAL_SPREAD ** 2 + (self.unknown[seat] + self.unknown[t]) * self.var_card
            for s in (seat, t):  # the 1s bonus is won or not: its spread
                var += self.defs.majority_bonus ** 2 * self.bonus_p[s] * (1.0 - self.bonus_p[s])
            if t in self.after:
                mean, spread = self.turn_gain(t)
                gap -= mean
                var += spread
            if seat in self.after:
                mean, spread = self.turn_gain(seat)
                gap += mean
                var += spread
            chance *= 0.5 * (1.0 + math.erf(gap / math.sqrt(2.0 * var)))
        return chance

    def maj(self, card: int) -> float:
        return 1.0 if card in self.defs.majority_values else 0.0

    # -- value of a position ---------------------------------------------------------------
    def _after(self, deltas: Deltas) -> tuple[list[float], list[float]]:
        """Every seat's points and majority cards once `deltas` are applied."""
        pts, ones = list(self.pts), list(self.ones)
        for s, dp, do in deltas:
            pts[s] += dp
            ones[s] += do
        return pts, ones

    def _margin(self, seat: int, pts: list[float]) -> float:
        return pts[seat] - max(pts[t] for t in range(self.n) if t != seat)

    def utility(self, seat: int, deltas: Deltas) -> float:
        pts = self._weighed(deltas)
        if self.final:
            return FINAL_SCALE * self.win_chance(seat, pts) + FINAL_MARGIN * self._margin(seat, pts)
        return self._margin(seat, pts)

    def final_chance(self, seat: int, lottery: Lottery) -> float:
        """The chance `seat` wins once a lottery is drawn, in the last round."""
        return sum(p * self.win_chance(seat, self._weighed(d)) for p, d in lottery)

    def _weighed(self, deltas: Deltas) -> list[float]:
        """Every seat's points once `deltas` are applied, the 1s bonus weighed by how sure each lead is."""
        pts, ones = self._after(deltas)
        bonus = self.defs.majority_bonus
        if bonus and self.n > 1:
            for s in range(self.n):
                t = max((t for t in range(self.n) if t != s), key=lambda t: ones[t])
                lead = ones[s] - ones[t]
                # the chance the lead holds, as a normal law's (the logistic's 1.7): sure counts give the
                # old sharpness, `ONES_SHARP` a 1 of lead; every 1 still hidden widens it
                hidden = self.ones_var[s] + self.ones_var[t] + ONES_PILE * self.pile_ones
                sharp = 1.7 / math.sqrt(ONES_SURE + hidden) if hidden else ONES_SHARP
                p = _sigmoid(sharp * lead)
                # how unsure the bonus is, for `win_chance`: counts known for sure leave no doubt
                self.bonus_p[s] = p if hidden else (1.0 if lead > 0 else 0.0)
                pts[s] += bonus * p
        return pts

    def scored_lead(self, seat: int, deltas: Deltas) -> float:
        """How far `seat` leads, the 1s bonus given as the results give it (to every seat holding the
        most, ties sharing it), not weighed by how sure the majority is as `utility` weighs it."""
        pts, ones = self._after(deltas)
        most = max(ones)
        if self.defs.majority_bonus and most > 0:
            pts = [p + (self.defs.majority_bonus if abs(o - most) < 0.5 else 0) for p, o in zip(pts, ones, strict=True)]
        return self._margin(seat, pts)

    def expect(self, seat: int, lottery: Lottery, base: Deltas) -> float:
        return sum(p * self.utility(seat, base + d) for p, d in lottery)

    # -- what can happen -----------------------------------------------------------------------
    def hand_lottery(self, victim: int) -> list[tuple[float, int | str]]:
        """The card a random steal takes from a hand: (probability, Kaiju value or "M<face>")."""
        size = sum(self.known[victim].values()) + self.unknown[victim] + len(self.mechas[victim])
        if size == 0:
            return []
        out: list[tuple[float, int | str]] = [(c / size, v) for v, c in self.known[victim].items() if c]
        if self.unknown[victim]:
            share = self.unknown[victim] / size
            out += [(share * p, v) for v, p in self.pool_probs]
        out += [(1 / size, f"M{f}") for f in self.mechas[victim]]
        return out

    def steal_lottery(self, thief: int, victim: int) -> Lottery:
        out: Lottery = []
        d = self.defs
        for p, card in self.hand_lottery(victim):
            if isinstance(card, str):
                out.append((p, [(thief, d.mecha_points, 0.0), (victim, -d.mecha_points, 0.0)]))
            elif card in d.wound_values:
                out.append((p, [(thief, -d.wound_points, 0.0), (victim, -card, -self.maj(card))]))
            else:
                out.append((p, [(thief, card, self.maj(card)), (victim, -card, -self.maj(card))]))
        return out

    def take_choices(self, seat: int, dice: tuple[int, int]) -> list[tuple[Action, Lottery]]:
        """What `seat` may take with these dice (as `KaijuState.main_actions` lists the takes), with the odds."""
        out: list[tuple[Action, Lottery]] = []
        for option in dice_takes(dice, self.table):
            cards = list(option)
            for v in set(option) & self.defs.take_all_values:
                cards += [v] * (self.table[v] - option.count(v))
            out.append((act("take", *option), [(1.0, [(seat, float(sum(cards)), sum(self.maj(c) for c in cards))])]))
        kaiju = bool(out)
        a, b = dice
        if a == b and a in self.defs.mecha_faces:
            if a in self.mecha_table:
                out.append((act("take", "mecha"), [(1.0, [(seat, float(self.defs.mecha_points), 0.0)])]))
            elif self.owner.get(a, seat) != seat:
                out.append((act("steal", "mecha"), self.steal_lottery(seat, self.owner[a])))
        if not kaiju:
            out.append((act("take", "nothing"), [(1.0, [])]))
        return out

    def best_take(self, chooser: int, judge: int, dice: tuple[int, int], base: Deltas) -> float:
        """The judge's value of the take the chooser prefers with these dice."""
        best_v, best_l = -math.inf, None
        for _, lottery in self.take_choices(chooser, dice):
            v = self.expect(chooser, lottery, base)
            if v > best_v:
                best_v, best_l = v, lottery
        assert best_l is not None
        return best_v if chooser == judge else self.expect(judge, best_l, base)

    def dice_outcomes(self, dice: list[int], which: list[int]) -> list[tuple[float, tuple[int, int]]]:
        sides = self.defs.die_sides
        outs: list[tuple[float, tuple[int, int]]] = [(1.0, (dice[0], dice[1]))]
        for die in which:
            nxt = []
            for p, d in outs:
                for face in range(1, sides + 1):
                    nd = list(d)
                    nd[die - 1] = face
                    nxt.append((p / sides, (nd[0], nd[1])))
            outs = nxt
        return outs

    def effect_value(self, seat: int, judge: int, effect: str, args: list[int], dice: list[int], base: Deltas) -> float:
        """The judge's expected value once `seat`'s effect is applied and `seat` has taken its best."""
        if effect == "reroll":
            return sum(p * self.best_take(seat, judge, d, base) for p, d in self.dice_outcomes(dice, args))
        if effect == "set":
            nd = list(dice)
            nd[args[0] - 1] = args[1]
            return self.best_take(seat, judge, (nd[0], nd[1]), base)
        if effect == "steal":
            lottery = self.steal_lottery(seat, args[0])
            if not lottery:
                return self.best_take(seat, judge, (dice[0], dice[1]), base)
            return sum(p * self.best_take(seat, judge, (dice[0], dice[1]), base + d) for p, d in lottery)
        if effect == "draw":
            if not self.pool_probs:
                return self.best_take(seat, judge, (dice[0], dice[1]), base)
            return sum(
                p * self.best_take(seat, judge, (dice[0], dice[1]), base + [(seat, v, self.maj(v))])
                for v, p in self.pool_probs
            )
        return self.best_take(seat, judge, (dice[0], dice[1]), base)

    def hurt_by(self, seat: int, effect: str, args: list[int], dice: list[int] | tuple[int, ...]) -> set[int]:
        """The seats `seat`'s card robs: a steal's victim, or the holder of the Mecha whose double a
        turned die makes (the steal it leads to)."""
        if effect == "steal" and args:
            return {args[0]}
        if effect == "set" and len(args) == 2 and dice:
            nd = list(dice)
            nd[args[0] - 1] = args[1]
            holder = self.owner.get(nd[0]) if nd[0] == nd[1] else None
            return {holder} if holder is not None and holder != seat else set()
        return set()

    def cancel_risk(self, memory: Memory, seat: int, effect: str, args: list[int],
                    dice: list[int] | tuple[int, ...]) -> float:
        """The chance somebody cancels `seat`'s card: from how often each seat cancelled so far, but a
        seat the card robs cancels when it can (`ROBBED_CANCEL`): nc13's hint advised four steals against
        a hand known to keep two 6s, "le coup en vaut le risque", and all four were cancelled."""
        robbed = self.hurt_by(seat, effect, args, dice)
        keep = 1.0
        for s in range(self.n):
            if s == seat:
                continue
            rate = memory.cancel_rate(s)
            if s in robbed:
                rate = max(rate, ROBBED_CANCEL)
            keep *= 1.0 - min(rate, self.holds_cancel(s))
        return 1.0 - keep

    def holds_cancel(self, seat: int) -> float:
        """The chance that a seat holds a card able to cancel."""
        if any(self.known[seat][v] for v in self.defs.cancel_values):
            return 1.0
        return 1.0 - (1.0 - self.p_cancel) ** self.unknown[seat]


class KaijuBot(Bot):
    strength = "easy"

    def __init__(self, seat: int, seed: int, defs: KaijuDefs | None = None) -> None:
        super().__init__(seat, seed)
        self.defs = defs or load_defs()
        # A bot learns the number of seats from its first view; memory is kept for the most seats.
        self.memory = Memory(MAX_SEATS)

    def observe(self, events: list[Event]) -> None:
        self.memory.observe(events)

    def model(self, view: dict[str, Any]) -> Model:
        return Model(view, self.memory, self.defs)

    def lead_seen(self, view: dict[str, Any], lead: Callable[..., float]) -> float:
        # nc63: from the view alone another's hand was worth the deck's mean, and a person the screen showed
        # 21-29 ahead, every card of their hand seen, was level by the bot's count: it played easy all game
        return lead(view, self.seat, self.memory)

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        if view["phase"] == "react":
            return act("pass")
        takes = [a for a in legal if a.kind != "play"]
        return self.rng.choice(takes)


class EasyBot(KaijuBot):
    """A beginner: takes at random what the dice allow (never one face of a pair it could take
    whole), and now and then plays a card (two or three a game: a die turned, a reroll, a steal), but never a
    wasteful one: a card's effect must be worth nearly the card's own points (a die turned to a face
    that takes nothing, a 10 spent where a plain take gives as much, are what a newcomer called
    waste). It answers a steal aimed at itself
    often, a die turned for a steal of its Mecha now and then, never with a card worth more than the
    one it cancels (a 6 always may). A double on another player's Mecha is stolen (`free_steal`)."""

    # per turn, the whim to look for a card worth playing: a newcomer (nc8) saw it end a game holding
    # 4s, 5s, 6s and 2s it never used; at 0.1 one game in three had no card played at all
    play_chance = 0.2  # (with `quiet_turns`: two or three cards a game, seldom none)
    cancel_chance = 0.75  # per steal aimed at it, the whim to answer with a cancel
    answer_chance = 0.2  # per other card another player plays, the whim to cancel it
    answer_margin = 1  # ... with a card worth at most this much more (a 6 against a 5)
    hurt_chance = 0.6  # ... when that card turns a die for a steal of its Mecha
    richer_gap = 2  # a take this many points richer than the one picked at random ...
    # ... is taken instead on this whim (a lone 3 beside a 1 and a 4 looked odd; nc9 shot-62: a 2 beside
    # the 5 of the sum, at 0.25, looked senseless)
    richer_chance = 0.5
    much_richer = 4  # a take this many points richer (a 4 beside an 8 looked absurd) ...
    much_richer_chance = 0.85  # ... on this whim (seeded games: hard still wins 88% of 100 against it,
    # medium 75% of 60, as at 0.25 and 0.6)
    quiet_turns = 4  # after this many turns without a card played, it looks for one every turn (nc8's
    # second game: it held a 2 and two 4s for the last five turns, unplayed)
    slack = 2  # a card may be played for an effect worth this much less than the card (a beginner's
    # bargain), never for nothing: a turned die or a reroll must bring a richer take
    # its own last turn, behind: a die turned or (on this whim) a steal from the leader, when worth a
    # point more than the card kept (nc11); seeded games: hard still wins 86.5% of 100, medium 72% of 30
    last_margin = 1.0
    last_steal_chance = 0.5
    last_behind = 8.0  # ... when this many points behind the leader (closer, it keeps its cards)
    steal_share = 0.2  # a steal, worth a card from the other hand, is what makes the bot strong: a
    # whim turn considers it this often (3 x 60 `simulate` games against medium: 50 wins of 180, 61 before)

    def __init__(self, seat: int, seed: int, defs: KaijuDefs | None = None) -> None:
        super().__init__(seat, seed, defs)
        self.played = False  # a die was turned this turn: then the take it paid for is taken
        self.last_played = -1  # the turn it played its last-turn card (one card, `last_turn`)
        self.quiet = 0  # its turns since it last played a card (counted from events: a loaded game agrees)
        # the whim to answer another player's card draws from its own stream: the older whims keep
        # their draws (the tutorial's scripted game is played by this bot)
        self.answers = random.Random(seed * 7919 + seat)

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        last = self.last_turn(view, legal)
        if last is not None:
            return last
        pick = self.whim(view, legal)
        return self.free_steal(view, legal, pick)

    def last_turn(self, view: dict[str, Any], legal: list[Action]) -> Action | None:
        """Its own last turn (the pile is empty), behind: a card kept is only its points now, so one
        card whose effect is worth more (a die turned to a richer take or a Mecha; on a whim a steal
        from the leader) is played, then it takes as always. nc11 saw it end holding two 4s, two 6s and
        a 10 unused after taking a lone 1: the win felt handed over. Once a turn keeps it the easiest."""
        if view.get("last_turns") is None or view["phase"] != "main" or view.get("active") != self.seat:
            return None
        if self.last_played == view["turn"]:  # one card of sense, then the beginner's take
            return None
        self.last_played = view["turn"]  # weighed once a turn: a card now or none this turn
        if len(legal) == 1:
            return legal[0]
        m = self.model(view)
        if m.pts[m.me] + self.last_behind > max(m.pts[s] for s in range(m.n) if s != m.me):
            return None  # ahead or close, a beginner keeps its cards (and its points)
        # the steal on a whim: always, it made the easy bot nearly a match for medium (seeded games)
        steals = self.answers.random() < self.last_steal_chance
        dice = list(view["dice"])
        best: Action | None = None
        best_v = m.effect_value(m.me, m.me, "take", [], dice, []) + self.last_margin
        for a in legal:
            if a.kind != "play" or a.args[1] not in ("steal", "set"):
                continue
            card, effect, args = int(a.args[0]), str(a.args[1]), [int(x) for x in a.args[2:]]
            if effect == "steal" and not steals:
                continue
            v = m.effect_value(m.me, m.me, effect, args, dice, [(m.me, -float(card), -m.maj(card))])
            if v > best_v:
                best, best_v = a, v
        return best

    def free_steal(self, view: dict[str, Any], legal: list[Action], pick: Action) -> Action:
        """A double on a Mecha another player holds: the steal it offers (a card from that hand, lost to
        its holder) is taken unless the pick brings more. A newcomer saw the easy bot reroll a double 5
        away while they held Mecha 5 (nc10 shot-77): that looked like a blunder, not like a beginner.
        Decided after the whims so that their draws (the tutorial's scripted game) stay the same."""
        steal = next((a for a in legal if a.kind == "steal"), None)
        if steal is None or pick == steal or view["phase"] == "react":
            return pick
        m = self.model(view)
        victim = next((s for s in range(m.n) if s != self.seat and view["dice"][0] in m.mechas[s]), None)
        if victim is None:
            return pick
        swing = sum(p * sum(dp if s == self.seat else -dp for s, dp, _ in deltas)
                    for p, deltas in m.steal_lottery(self.seat, victim))
        if swing < take_points(pick, view, self.defs):
            return pick
        self.played = False
        return steal

    def whim(self, view: dict[str, Any], legal: list[Action]) -> Action:
        """The easy bot's pick before the free steal is weighed: a card now and then, a take at random."""
        if len(legal) == 1:
            return legal[0]
        plays = [a for a in legal if a.kind == "play"]
        if view["phase"] == "react":
            top = view["stack"][-1]
            aimed = top["effect"] == "steal" and top["args"] and top["args"][0] == self.seat
            # a steal aimed at it, often; another player's card, now and then (a newcomer saw it end
            # holding five 6s it never used, another holding 6, 10 and 11): never a cancel worth more
            # than the card it answers, but a 6 always may; a die turned onto the double of its own
            # Mecha, for a steal, is answered more often (15 points at stake)
            hurts = not aimed and top["seat"] != self.seat and self.hurts(view, top)
            if aimed:
                answer = bool(plays) and self.rng.random() < self.cancel_chance
            else:
                whim = self.hurt_chance if hurts else self.answer_chance
                answer = bool(plays) and top["seat"] != self.seat and self.answers.random() < whim
            if answer:
                cheapest = min(plays, key=lambda a: int(a.args[0]))
                # its own steal answered, or a Mecha at stake: a 6 always may; another's card: a
                # card worth at most one point more (a 6 against a 5: nc8 saw only "n'annule pas")
                floor = min(self.defs.cancel_values) if aimed or hurts else 0
                if int(cheapest.args[0]) <= max(floor, int(top["card"]) + self.answer_margin):
                    return cheapest
            return act("pass")
        if plays and (self.rng.random() < self.play_chance or self.quiet >= self.quiet_turns):
            useful = self.useful_plays(view, plays)
            if useful:
                # a card first, then one of its useful uses: a card with many uses is not favoured
                card = self.rng.choice(sorted({int(a.args[0]) for a in useful}))
                chosen = self.rng.choice([a for a in useful if int(a.args[0]) == card])
                # a turned die is for the take it makes; after a reroll or a steal it takes as always
                self.played = chosen.args[1] == "set"
                return chosen
        takes = sensible_takes(legal)
        if self.played:
            self.played = False
            return max(takes, key=lambda a: take_points(a, view, self.defs))
        pick = self.rng.choice(takes)
        if pick.kind == "steal":  # a gamble on a Mecha is a choice, not a visible waste
            return pick
        # a 4 taken beside an 8 looked absurd to a newcomer: a much richer take is often preferred
        best = max(takes, key=lambda a: take_points(a, view, self.defs))
        gap = take_points(best, view, self.defs) - take_points(pick, view, self.defs)
        if gap < self.richer_gap:
            return pick
        whim = self.richer_chance if gap < self.much_richer else self.much_richer_chance
        return best if self.answers.random() < whim else pick

    def observe(self, events: list[Event]) -> None:
        super().observe(events)
        for e in events:
            if e.seat == self.seat and e.kind == "turn_start":
                self.quiet += 1
            elif e.seat == self.seat and e.kind == "card_played":
                self.quiet = 0

    def hurts(self, view: dict[str, Any], top: dict[str, Any]) -> bool:
        """Another player's card aimed at its Mecha: a die turned so both show the face of a Mecha this
        bot holds, for a steal (a reroll is a gamble, not a threat; a free Mecha is anybody's)."""
        dice = view.get("dice")
        if top.get("effect") != "set" or not dice or len(top.get("args", [])) < 2:
            return False
        nd = list(dice)
        nd[int(top["args"][0]) - 1] = int(top["args"][1])
        face = nd[0]
        if nd[0] != nd[1] or face not in self.defs.mecha_faces:
            return False
        return face in view["players"][self.seat]["mechas"]

    def useful_plays(self, view: dict[str, Any], plays: list[Action]) -> list[Action]:
        """The plays whose effect brings nearly the card's own points (`slack`) over the best take now,
        and never nothing; a steal only on a whim (`steal_share`)."""
        m = self.model(view)
        dice = (view["dice"][0], view["dice"][1])
        now = best_points(m, dice)
        steals = self.rng.random() < self.steal_share
        cheapest: dict[str, int] = {}
        for a in plays:
            cheapest[str(a.args[1])] = min(cheapest.get(str(a.args[1]), 99), int(a.args[0]))
        out = []
        for a in plays:
            card, effect, args = int(a.args[0]), str(a.args[1]), [int(x) for x in a.args[2:]]
            if card > cheapest[effect]:  # nc11: a 9 spent on a random steal while a cheaper card could
                continue
            # a beginner does not steer the dice to a double: its Mecha is no reason to turn or reroll
            if effect == "set":
                nd = list(dice)
                nd[args[0] - 1] = args[1]
                if nd[0] == nd[1]:  # a double is a Mecha's: not steered to, even for a take
                    continue
                # against what the dice give now, a free Mecha included: nc14 saw a double 2 with Mecha 2
                # free turned away for one 8 (shot-81)
                gain = best_points(m, (nd[0], nd[1]), mechas=False) - now
            elif effect == "reroll":
                gain = sum(p * best_points(m, d, mechas=False) for p, d in m.dice_outcomes(list(dice), args)) - now
            elif effect == "steal":
                if not steals:
                    continue
                lot = m.hand_lottery(args[0])
                gain = sum(p * (self.defs.mecha_points if isinstance(c, str) else c) for p, c in lot)
                if len(self.defs.effects_of(card)) > 1 and gain < card:  # a 9-11 is no bargain steal
                    continue
            elif effect == "draw":  # a card for a random card: no bargain
                if m.mean >= card:
                    out.append(a)
                continue
            else:
                continue
            if gain >= max(1.0, card - self.slack):
                out.append(a)
        return out


def best_points(m: Model, dice: tuple[int, int], mechas: bool = True) -> float:
    """The points of the richest take these dice allow (a Mecha counts its points unless `mechas` is
    False; a steal, none)."""
    best = 0.0
    for a, lottery in m.take_choices(m.me, dice):
        if a.kind == "take" and (mechas or a.args[:1] != ("mecha",)):
            best = max(best, mean_points(lottery, m.me))
    return best


def take_points(a: Action, view: dict[str, Any], defs: KaijuDefs) -> float:
    """The points a take brings (every 8 of the table with an 8); a Mecha's points; nothing, 0."""
    if a.kind != "take" or not a.args or a.args[0] == "nothing":
        return 0.0
    if a.args[0] == "mecha":
        return float(defs.mecha_points)
    cards = [int(x) for x in a.args]
    table = Counter(v for v in view.get("table", []) if v is not None)
    for v in set(cards) & defs.take_all_values:
        cards += [v] * max(0, table[v] - cards.count(v))
    return float(sum(cards))


def sensible_takes(legal: list[Action]) -> list[Action]:
    """The takes a beginner would consider: a free Mecha whenever there is one; otherwise every take
    but one face of a pair it could take whole (with 5 and 2 and both on the table, "take 2" alone
    leaves a free 5 behind and looks like a bug, not like a beginner's choice), and never nothing
    when something can be taken."""
    takes = [a for a in legal if a.kind != "play"]
    mecha = [a for a in takes if a.kind == "take" and a.args and a.args[0] == "mecha"]
    if mecha:  # a free Mecha (15 points) left on the table looked broken, not easy, to a newcomer
        return mecha
    faces = {str(v) for a in takes if a.kind == "take" and len(a.args) == 2 for v in a.args}
    sensible = [a for a in takes if not (a.kind == "take" and len(a.args) == 1 and str(a.args[0]) in faces)]
    something = [a for a in sensible if not (a.kind == "take" and a.args and a.args[0] == "nothing")]
    return something or sensible  # taking nothing only when nothing can be taken


class MediumBot(KaijuBot):
    """Greedy: the take worth the most points now; a 2 or a 5 when it pays for itself; a 6 against a
    steal aimed at it."""

    strength = "medium"

    def gain(self, m: Model, lottery: Lottery) -> float:
        me = m.me
        total = 0.0
        for p, deltas in lottery:
            for s, dp, do in deltas:
                if s == me:
                    total += p * (dp + 2.0 * do)
        return total

    def best_gain(self, m: Model, dice: tuple[int, int]) -> float:
        return max(self.gain(m, lot) for _, lot in m.take_choices(m.me, dice))

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        m = self.model(view)
        if view["phase"] == "react":
            top = view["stack"][-1]
            if top["effect"] == "steal" and top["args"][0] == m.me and act("play", 6, "cancel") in legal:
                if m.mechas[m.me] or view["players"][m.me]["cards"] >= 3:
                    return act("play", 6, "cancel")
            return act("pass")
        dice = view["dice"]
        now = self.best_gain(m, (dice[0], dice[1]))
        best, best_v = None, now + 1.0
        for a in legal:
            if a.kind != "play" or a.args[0] not in (2, 5):
                continue
            cost = float(a.args[0])
            if a.args[1] == "set":
                nd = list(dice)
                nd[int(a.args[2]) - 1] = int(a.args[3])
                v = self.best_gain(m, (nd[0], nd[1])) - cost
            else:
                outs = m.dice_outcomes(dice, [int(x) for x in a.args[2:]])
                v = sum(p * self.best_gain(m, d) for p, d in outs) - cost
            if v > best_v:
                best, best_v = a, v
        if best is not None:
            return best
        choices = dict(m.take_choices(m.me, (dice[0], dice[1])))
        return max((a for a in legal if a.kind != "play"), key=lambda a: self.gain(m, choices[a]))


class HardBot(KaijuBot):
    """Expected value of every choice, for its seat against the best other seat."""

    strength = "hard"
    margin = 0.75
    weak = 1.5  # a poorer take's edge (in points) below which the richer take is taken
    bystander = 0.5
    rich = 7.0  # a take worth this many points on screen is never rerolled away
    final = True  # the last round weighed as the chance to win (nc60); False: the margin, as before

    def model(self, view: dict[str, Any]) -> Model:
        """Its estimate, the 1s bonus weighed with the 1s not seen yet (bt26), and in the last round, the
        chance to win (nc60)."""
        return Model(view, self.memory, self.defs, hidden_ones=True, final=self.final)

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        m = self.model(view)
        if view["phase"] == "react":
            return self.react(view, legal, m)
        return self.main(view, legal, m)

    def main(self, view: dict[str, Any], legal: list[Action], m: Model) -> Action:
        me, dice = m.me, view["dice"]
        d2 = (dice[0], dice[1])
        choices = dict(m.take_choices(me, d2))
        takes = {a: m.expect(me, choices[a], []) for a in legal if a.kind != "play"}
        best = max(takes, key=lambda a: takes[a])
        # A 1 taken beside a richer take for the bonus of the most 1s only when that bonus clearly
        # pays: a hint "take the 1" beside a visible 7, for a hair of expected value, read as a
        # contradiction to a newcomer (nc6 shot-36).
        richest = max(takes, key=lambda a: (take_points(a, view, self.defs), takes[a]))
        if take_points(richest, view, self.defs) > take_points(best, view, self.defs) \
                and takes[best] - takes[richest] < self.weak:
            best = richest
        best_v = takes[best] + self.margin
        # The chance that somebody cancels a card, from how often each seat cancelled so far (a card
        # that robs a seat: higher, `Model.cancel_risk`).
        risks: dict[Action, float] = {}
        low = min(self.defs.cancel_values)
        seen: dict[tuple[Any, ...], float] = {}
        # A take worth `rich` points or more in plain sight is not thrown back to the dice: a hint
        # "relancez" beside a visible 7 read as a mistake to a newcomer, whatever the odds said.
        in_sight = max((take_points(a, view, self.defs) for a in takes), default=0.0)
        losing = m.final and max(m.final_chance(me, choices.get(a, [])) for a in takes) < 0.5
        for a in legal:
            if a.kind != "play":
                continue
            card, effect, args = int(a.args[0]), str(a.args[1]), [int(x) for x in a.args[2:]]
            # In the last round, a take that leaves the game lost does not hold the dice back (nc60).
            if effect == "reroll" and in_sight >= self.rich and not losing:
                continue
            base: Deltas = [(me, -float(card), -m.maj(card))]
            key = (effect, tuple(args))
            if key not in seen:
                seen[key] = m.effect_value(me, me, effect, args, dice, [])
            # The effect's value was computed without the card's cost: the cost is the card itself.
            lost = m.utility(me, base) - m.utility(me, [])
            hoped = seen[key] + lost
            # cancelled: the card is lost, and a seat it robs spends its cheapest cancel card on it
            # (a 4 against a 6: the trade that made steals pay for the hard bot)
            spent: Deltas = [(s, -float(low), -m.maj(low)) for s in m.hurt_by(me, effect, args, dice)]
            cancelled = m.best_take(me, me, d2, base + spent)
            risks[a] = risk = m.cancel_risk(self.memory, me, effect, args, d2)
            v = (1.0 - risk) * hoped + risk * cancelled
            if v > best_v:
                best, best_v = a, v
        self.explain_main(m, best, choices, takes, risks.get(best, 0.0), best_v, d2, view)
        self.end_part(m, view)
        return best

    def end_part(self, m: Model, view: dict[str, Any]) -> None:
        """In the last round, the move's reason said after what wins the game: the points needed to pass
        the leader (the 1s bonus as the results give it), whether the leader still plays after this turn,
        and the tie-break, fewest cards (nc60: « il vous faut 11 points et Bot 2 joue après vous »; the
        Conseil advised as if the game went on). With `SOON_PILE` cards or fewer left in the pile and a close
        finish, the same words say the end is near."""
        pile = int(view.get("pile", 0) or 0)
        soon = view.get("last_turns") is None and 0 < pile <= SOON_PILE
        if (view.get("last_turns") is None and not soon) or self.why is None or m.n < 2:
            return
        pts, ones = m._after([])
        most = max(ones)
        if self.defs.majority_bonus and most > 0:
            pts = [p + (self.defs.majority_bonus if abs(o - most) < 0.5 else 0) for p, o in zip(pts, ones, strict=True)]
        leader = max((s for s in range(m.n) if s != m.me), key=lambda s: (pts[s], -m.cards[s]))
        gap = round(pts[leader] - pts[m.me])
        state = "behind" if gap > 0 else "ahead" if gap < 0 else "even"
        if soon and abs(gap) > SOON_GAP:
            return  # far from a close finish: the end changes nothing worth a line
        key, values = self.why
        # the box holds ten lines: the move's side remarks (another move, a twin take, the 1s race) give way
        values = {k: ("" if k in ("alt", "twin", "passed") else v) for k, v in values.items()}
        self.because("end_soon" if soon else "end_last", tie="yes" if abs(gap) <= TIE_GAP else "no", state=state,
                     need=gap + 1, lead=-gap, player=leader, pile=pile,
                     about="yes" if m.unknown[leader] else "no",
                     after="yes" if leader in m.after else "no",
                     mine=m.cards[m.me], theirs=m.cards[leader], move=[key, values])

    def explain_main(self, m: Model, best: Action, choices: dict[Action, Lottery], takes: dict[Action, float],
                     risk: float, value: float, dice: tuple[int, int] = (0, 0),
                     view: dict[str, Any] | None = None) -> None:
        """The figures behind the pick: what a take brings (cards, points, Mecha), or what a card's
        effect is worth over the best take, with the chance it is cancelled."""
        if best.kind == "play":
            # said in plain words: the card and its effect (which die, which face), and whether a
            # cancel is a real danger: a cancel card seen going into a hand is one (start hands are
            # drawn face up)
            card, effect, args = int(best.args[0]), str(best.args[1]), [int(x) for x in best.args[2:]]
            what: Any = effect
            if effect == "set" and len(args) == 2 and dice[0]:
                what = ["effect_set", {"die": args[0], "shown": dice[args[0] - 1], "face": args[1]}]
            elif effect == "reroll" and args and dice[0]:
                what = ["effect_reroll", {"count": len(args), "die": args[0], "shown": dice[args[0] - 1]}]
            holders = [(s, v, m.known[s][v]) for s in range(m.n) if s != m.me
                       for v in sorted(self.defs.cancel_values) if m.known[s][v]]
            # the figure the card is weighed against: the richest take the dice give now (nc9 shot-34:
            # a hint without a number)
            now = round(max((take_points(a, view, self.defs) for a in takes), default=0.0)) if view else 0
            then = self.then_part(m, effect, args, dice)
            # the net the bot weighed, said in points (nc65 shots 052, 090: « mieux que de prendre tout de suite
            # (7 points au mieux) » read as play or take, and the card's cost was never said)
            net = self.net_part(m, card, effect, args, dice)
            robbed = [h for h in holders if h[0] in m.hurt_by(m.me, effect, args, dice)]
            # the chance the steal draws a 3 (a Wound), said wherever it may (nc31 shot-40: « peu de
            # chances qu'on l'annule », not a word of the 3 seen going into that hand, which came out)
            victim = args[0] if effect == "steal" and args else \
                then[1]["holder"] if then[0] == "then_steal" else None
            wound = self.wound_part(m, victim) if victim is not None else ""
            odds = self.odds_part(m, victim) if victim is not None else ""
            if robbed and card < robbed[0][1]:
                # nc13: four steals advised against a hand keeping 6s, all cancelled, read as a trap: the
                # cancel is expected, and what it costs each side is said (a 4 lost against their 6)
                self.because("play_trade", card=card, effect=what, player=robbed[0][0], holds=robbed[0][1],
                             held=robbed[0][2], now=now, then=then, odds=odds, wound=wound, net=net)
            elif holders:
                # nc11 shot-65: "garde un 6" when two had gone into that hand: counted
                self.because("play_known", card=card, effect=what, player=holders[0][0], holds=holders[0][1],
                             held=holders[0][2], now=now, then=then, odds=odds, wound=wound, net=net)
            elif m.n == 2 and m.unknown[1 - m.me] == 0:
                # nc39 shot 093: « peu de chances qu'on l'annule » while every card of the rival's hand had
                # been seen and none could cancel: no risk at all, said so
                self.because("play_safe", card=card, effect=what, player=1 - m.me, now=now, then=then, odds=odds,
                             wound=wound, net=net)
            else:
                # the cards not seen in the other hands, and the chance one cancels (nc56 shot 116: « peu de chances
                # qu'on l'annule », then a hidden 6 cancelled the game's last move: « a newcomer reads it as safe »)
                hidden = sum(m.unknown[s] for s in range(m.n) if s != m.me)
                self.because("play_risky" if risk >= 0.25 else "play", card=card, effect=what, now=now, then=then,
                             odds=odds, wound=wound, net=net, hidden=hidden, cancel="some" if risk > 0 else "none",
                             of=max(2, round(1 / risk)) if risk > 0 else 0)
            return
        mine = [(p, dp, do) for p, deltas in choices.get(best, []) for s, dp, do in deltas if s == m.me]
        points = sum(p * dp for p, dp, _ in mine)
        ones = sum(p * do for p, _, do in mine)
        others = sorted((v for a, v in takes.items() if a != best), reverse=True)
        # The figures choose which plain words are said: ahead of every rival after it or not, a
        # card 1 towards the bonus of the most 1s, other takes worth as much.
        ahead = self.ahead_part(m, choices.get(best, []))
        if best.args and best.args[0] == "mecha":
            # the face and the holder, so the hint says the button's very words (nc14 shot-84)
            face = dice[0]
            if best.kind == "steal":
                holder = m.owner.get(face, 0)
                # « mieux que toute prise au centre » only when the dice take something there (nc64 shot 082: said
                # with no take possible at all)
                centre = any(a.kind == "take" and a.args and a.args[0] not in ("mecha", "nothing") for a in takes)
                self.because("steal_mecha", ahead=ahead, face=face, holder=holder, odds=self.odds_part(m, holder),
                             wound=self.wound_part(m, holder), centre="yes" if centre else "no")
            else:
                self.because("mecha", ahead=ahead, face=face)
        elif best.args and best.args[0] == "nothing":
            self.because("nothing", ahead=ahead)
        else:
            cards = [int(x) for x in best.args]
            even = bool(others) and abs(takes[best] - others[0]) < 0.05
            every = self.every_taken(m, cards)  # "tous les 8"
            # a free Mecha on offer is a richer take too (nc22 shot-38: « la prise qui vous rapporte le
            # plus » for two 1s, 2 points, beside « Prendre le Mecha 1 (M) », 15)
            richer = [a for a in takes if view is not None and a.kind == "take" and a.args
                      and a.args[0] != "nothing"
                      and take_points(a, view, self.defs) > take_points(best, view, self.defs)]
            if richer and ones > 0 and view is not None:
                # fewer points than a take on screen: said why (the bonus of the most 1s), never
                # "the take that brings you most"
                top = max(richer, key=lambda a: take_points(a, view, self.defs))
                # the most 1s known in another hand: "le plus" is said only when it is so (nc14 shot-52
                # read « vous en aurez alors 1 » while the bot held a 1 too: a tie, each gets the bonus)
                held, rival, leader = self.ones_seen(m)
                held += sum(1 for c in cards if c in self.defs.majority_values)
                race = "ahead" if held > rival else "tie" if held == rival else "behind"
                way, figures = take_way(cards, dice) if dice[0] else ("", {})
                self.because("take_ones", cards=cards, count=len(cards), points=round(points),
                             how=[f"how_{way}", figures] if way else "",
                             richer=round(take_points(top, view, self.defs)),
                             richer_cards=[] if top.args[0] == "mecha" else [int(x) for x in top.args],
                             richer_count=len(top.args), richer_mecha=dice[0],
                             richer_kind="mecha" if top.args[0] == "mecha" else "cards",
                             ones=held, bonus=self.defs.majority_bonus,
                             race=race, rival=rival, player=leader,
                             left=round(take_points(top, view, self.defs) - points), alt=self.alt_part(m, dice))
                return
            way, figures = take_way(cards, dice) if dice[0] else ("", {})
            twin = self.twin_part(best, takes, dice) if even else ""
            # one other move named at most: a twin take and a card's double together made a box of 12
            # lines (nc29 shot-83: the move and one reason first, the rest only where it weighs)
            # the 1s race before another move: a 1 passed over is said first (nc65 shot 076: the 9's Mecha 3 named, not
            # a word of the 1 passed, and the bot took the lead for the bonus just after); one of them at most, the
            # box holding ten lines (nc29)
            passed = self.passed_one(m, takes, cards) if not twin else ""
            alt = "" if twin or passed else self.alt_part(m, dice)
            self.because("take_even" if even else "take", cards=cards, count=len(cards), points=round(points),
                         ones=round(ones), ahead=ahead, every=every,
                         how=[f"how_{way}", figures] if way else "", alt=alt, passed=passed,
                         **({"twin": twin} if even else {}))

    def passed_one(self, m: Any, takes: dict[Action, float], cards: list[int]) -> Any:
        """The bonus of the most 1s, said when a take with a 1 was on offer and the advised one has none:
        how many each side holds, as seen (nc41 shots 055, 076: Conseil said « la prise qui vous rapporte le
        plus » twice beside « Prendre 1 », and the bot's 1s bonus decided the game). "" otherwise."""
        majority = self.defs.majority_values
        if any(c in majority for c in cards) or not any(
                a.kind == "take" and a.args and a.args[0] not in ("mecha", "nothing")
                and any(int(x) in majority for x in a.args) for a in takes):
            return ""
        mine, rival, leader = self.ones_seen(m)
        # the 1s still to be had besides the one on offer (the table's, the pile's, those hidden in hands): why
        # the race is open and the points weigh more (nc49 shot 047: at 1 each, « taking the 1 puts me ahead 2-1 »
        # read as worth far more than the points, with no word of why not)
        left = max(0, sum(m.pool[v] + m.table[v] for v in majority) - 1)
        return ["passed_one", {"mine": mine, "rival": rival, "player": leader, "bonus": self.defs.majority_bonus,
                               "left": left}]

    def ones_seen(self, m: Any) -> tuple[int, int, int]:
        """The 1s (the bonus's cards) this seat holds, the most known in another hand, and whose hand that is."""
        majority = self.defs.majority_values
        mine = sum(c for v, c in m.known[m.me].items() if v in majority)
        rival, leader = max(((sum(c for v, c in m.known[s].items() if v in majority), s)
                             for s in range(m.n) if s != m.me), default=(0, m.me))
        return mine, rival, leader

    def every_taken(self, m: Model, cards: list[int]) -> int:
        """The value a take of `cards` takes every card of (an 8) when two or more lie on the table, else 0: the
        words say « tous les 8 » then, « la carte 8 » for the only one (nc29, nc46 shot 108)."""
        return next((c for c in cards if c in self.defs.take_all_values and m.table[c] > 1), 0)

    def twin_part(self, best: Action, takes: dict[Action, float], dice: tuple[int, int]) -> Any:
        """Another take of the cards in the centre worth as much as the one advised, named with what
        differs (the words only; the choice is made): nc27 shot-67 read « aucune autre prise ne rapporte
        plus » for « Prendre 9 (3 + 6) » while « Prendre 3 et 6 (2 cartes) » paid as much and kept a 6."""
        twins = [a for a in takes if a != best and a.kind == "take" and a.args
                 and a.args[0] not in ("mecha", "nothing") and abs(takes[a] - takes[best]) < 0.05]
        if not twins:
            return ""
        twin = twins[0]
        cards, others = [int(x) for x in best.args], [int(x) for x in twin.args]
        every = next((c for c in others if c in self.defs.take_all_values), 0)
        way, figures = take_way(others, dice) if dice[0] else ("", {})
        kind = "every" if every else "pair" if len(others) == 2 else "one" if len(others) == 1 else "many"
        # a card « au choix » advised where the other take holds a 6: it cancels as well
        cancels = [c for c in others if self.defs.effects_of(c) == ("cancel",)]
        jokers = [c for c in cards if len(self.defs.effects_of(c)) > 1 and "cancel" in self.defs.effects_of(c)]
        diff = len(others) - len(cards)
        return ["twin", {"kind": kind, "a": others[0], "b": others[-1], "every": every, "cards": others,
                         "how": [f"how_{way}", figures] if way and kind == "one" else "",
                         "side": "fewer" if diff > 0 else "more" if diff < 0 else "same", "n": abs(diff),
                         "joker": jokers[0] if jokers and cancels else 0,
                         "joker_said": "yes" if jokers and cancels else "no"}]

    def wound_part(self, m: Model, victim: int) -> Any:
        """The chance a random steal from `victim` draws a 3 (a Wound for the thief), as far as the seat
        can tell: exact when every card of that hand was seen going in, else about, the hidden cards
        weighed as the cards not seen yet; "" when no 3 can be there."""
        lottery = m.hand_lottery(victim)
        p = sum(q for q, card in lottery if isinstance(card, int) and card in self.defs.wound_values)
        if p <= 1e-9:
            return ""
        if m.unknown[victim] == 0:
            size = sum(m.known[victim].values()) + len(m.mechas[victim])
            share = Fraction(sum(m.known[victim][v] for v in self.defs.wound_values), size)
            return ["wound", {"n": share.numerator, "of": share.denominator, "about": "no",
                              "wound": self.defs.wound_points}]
        return ["wound", {"n": 1, "of": max(1, round(1 / p)), "about": "yes", "wound": self.defs.wound_points}]

    def odds_part(self, m: Model, victim: int) -> Any:
        """What a random steal from `victim` may bring, from the seat's own lottery (`Model.steal_lottery`, what it
        weighs the steal by): the Mechas among that hand's cards and the chance of one, or where it holds none,
        the points a steal brings on average, a 3's Wound counted. nc53 shot 061: « Jouez votre carte 11 pour
        voler une carte » read as giving 11 points away for a random card, while 2 of the bot's 4 cards were
        Mechas. "" for an empty hand."""
        lottery = m.steal_lottery(m.me, victim)
        size = sum(m.known[victim].values()) + m.unknown[victim] + len(m.mechas[victim])
        if not lottery or not size:
            return ""
        mean = mean_points(lottery, m.me)
        mechas = len(m.mechas[victim])
        share = Fraction(mechas, size)  # the Mechas are in sight (their Double tokens): the chance is exact
        # a whole number of points (a hint shows no decimals), « autour de » unless it is the very mean: every card
        # of that hand seen going in, the mean whole; the hidden cards are weighed as the cards not seen yet
        exact = m.unknown[victim] == 0 and abs(mean - round(mean)) < 1e-9
        kind = "sure" if mechas == size else "mechas" if mechas else "cards"
        return ["steal_odds", {"kind": kind, "size": size, "mechas": mechas,
                               "n": share.numerator, "of": share.denominator,
                               "points": self.defs.mecha_points, "mean": round(mean),
                               "about": "no" if exact else "yes"}]

    def stake_part(self, m: Model, thief: int, effect: str, args: list[int]) -> Any:
        """The 1s bonus a steal aimed at this seat may take with one of its 1s, when it is so: the chance the card
        drawn is a 1, as this seat knows its own hand, and the other hands' 1s as seen. nc64 shot 040: « Laisser
        faire » against a steal, not a word that the person's lone 1 carried the bonus; the steal drew it (a
        31-point swing). "" when no bonus is at stake."""
        majority = self.defs.majority_values
        if effect != "steal" or not args or args[0] != m.me or thief == m.me or not self.defs.majority_bonus:
            return ""
        ones = [sum(c for v, c in m.known[s].items() if v in majority) for s in range(m.n)]
        mine = ones[m.me]
        size = sum(m.known[m.me].values()) + len(m.mechas[m.me])
        if not mine or not size or mine < max(ones):
            return ""
        after = list(ones)
        after[m.me] -= 1
        after[thief] += 1
        if after[m.me] >= max(after):
            return ""  # still the most (or a tie): the bonus stays
        share = Fraction(mine, size)
        return ["stake", {"n": share.numerator, "of": share.denominator, "ones": mine,
                          "bonus": self.defs.majority_bonus, "player": thief}]

    @staticmethod
    def ahead_part(m: Model, lottery: Lottery) -> int:
        """Whether the hint says a lead (2: « vous creusez votre avance », 1: « vous serez alors en
        tête », 0: nothing): only a clear one, the 1s bonus counted as the results count it (nc20 shot-61:
        « vous creusez votre avance » with the bot holding more 1s and the score about even)."""
        before = m.scored_lead(m.me, [])
        after = sum(p * m.scored_lead(m.me, d) for p, d in lottery) if lottery else before
        if after <= CLEAR_LEAD:
            return 0
        return 2 if before > CLEAR_LEAD else 1 if before <= 0 else 0

    def net_part(self, m: Model, card: int, effect: str, args: list[int], dice: tuple[int, int]) -> Any:
        """What playing `card` comes to, in points of lead over the best rival as the bot weighs them (`Model.utility`
        without the last round's chance to win): the card's cost, then the effect and the take still to come, against
        the best take without a card. The points on the cards alone when they show the card's edge (a « 20 points
        en prenant sans carte » beside a « Prendre 7 » button reads as wrong); the 1s bonus weighed in, and said so,
        when the edge is the bonus. nc65 shots 052, 090: « mieux que de prendre tout de suite (7 points au mieux) »
        read as play or take, while the take comes after the card, and the 11 spent was never said."""
        def figures() -> tuple[int, int]:
            u0 = m.utility(m.me, [])
            base: Deltas = [(m.me, -float(card), -m.maj(card))]
            net = m.effect_value(m.me, m.me, effect, args, list(dice), base) - u0
            now = max((m.expect(m.me, lot, []) for _, lot in m.take_choices(m.me, dice)), default=u0) - u0
            return round(net), round(now)

        saved = m.final
        m.final = False
        try:
            weighed = figures()
            m._weighed = lambda deltas: m._after(deltas)[0]  # type: ignore[method-assign]
            try:
                plain = figures()
            finally:
                del m._weighed
        finally:
            m.final = saved
        ones = plain[0] <= plain[1] and weighed[0] > weighed[1]
        net, now = weighed if ones else plain
        sign = "up" if net > 0 else "down" if net < 0 else "flat"
        out: dict[str, Any] = {"card": card, "net": abs(net), "now": now, "sign": sign,
                               "ones": "yes" if ones else "no", "rivals": "duel" if m.n == 2 else "table"}
        if m.n == 2:
            out["player"] = 1 - m.me
        return ["play_net", out]

    def then_part(self, m: Model, effect: str, args: list[int], dice: tuple[int, int]) -> Any:
        """The take a played card leads to, named ("prenez le Mecha 6"): "prenez au centre ce que vos dés
        permettent encore" left a newcomer to guess it (nc10 shot-62). A reroll's take is not known yet."""
        if effect == "reroll":
            return ["then_reroll", {}]
        if not dice[0]:
            return ["then_any", {}]
        nd = list(dice)
        if effect == "set" and len(args) == 2:
            nd[args[0] - 1] = args[1]
        choices = m.take_choices(m.me, (nd[0], nd[1]))
        if not choices:
            return ["then_any", {}]
        best, _ = max(choices, key=lambda c: m.expect(m.me, c[1], []))
        if best.args and best.args[0] == "mecha":
            if best.kind == "steal":  # a random card of the holder's hand, not the Mecha itself (nc13 shot-58)
                return ["then_steal", {"face": nd[0], "holder": m.owner[nd[0]]}]
            return ["then_mecha", {"face": nd[0]}]
        if best.kind == "take" and best.args and best.args[0] == "nothing":
            # a steal or a draw leaves the dice as they are: nothing to take stays nothing (nc16 shot-98
            # read « prenez au centre ce que vos dés permettent alors… (0 point au mieux) »)
            return ["then_nothing", {}]
        if best.kind != "take" or not best.args:
            return ["then_any", {}]
        cards = [int(x) for x in best.args]
        ones = sum(1 for c in cards if c in self.defs.majority_values)
        if ones and sum(cards) < self.defs.mecha_points:
            # few points taken for the 1s race: said so, and the Mecha those dice leave, named (nc24
            # shot-36: « les cartes 1, 1 … rapportent plus » than 6 points, the Mecha 1 on offer unsaid)
            mecha = nd[0] if any(a.args and a.args[0] == "mecha" for a, _ in choices) else 0
            return ["then_cards_ones", {"cards": cards, "count": len(cards), "ones": ones, "mecha": mecha,
                                        "offer": "yes" if mecha else "no",
                                        "bonus": self.defs.majority_bonus, "points": self.defs.mecha_points}]
        # a take of every 8 said so: « prenez la carte 8 » read as one card when the take gave both (nc29); a lone
        # 8 on the table is « la carte 8 » (nc46 shot 108: « prenez tous les 8 du centre » for the only one)
        every = self.every_taken(m, cards)
        return ["then_cards", {"cards": cards, "count": len(cards), "every": every}]

    def alt_part(self, m: Model, dice: tuple[int, int]) -> Any:
        """A card in hand that turns a die onto the double of a Mecha still on the table, when a take is
        advised instead: named, so the hint does not seem blind to it (nc10 shot-37: "Prenez la carte 1"
        while a 5 made a double 6 for Mecha 6)."""
        if not dice[0] or dice[0] == dice[1]:
            return ""
        setters = sorted(v for v in m.known[m.me] if m.known[m.me][v] and "set" in self.defs.effects_of(v))
        free = set(self.defs.mecha_faces) - {f for ms in m.mechas for f in ms}
        for card in setters:
            for die in (1, 2):
                face = dice[2 - die]  # the other die's face: a double
                if face in free:
                    said = {"card": card, "die": die, "shown": dice[die - 1], "face": face}
                    # the best take of that play, named (nc11 shot-46: the Mecha 4 was named, not the
                    # 16 points of every 8 the same double 4 takes)
                    best: tuple[float, list[int]] = (0.0, [])
                    for a, lottery in m.take_choices(m.me, (face, face)):
                        if a.kind == "take" and a.args and a.args[0] not in ("mecha", "nothing"):
                            pts = mean_points(lottery, m.me)
                            best = max(best, (pts, [int(x) for x in a.args]))
                    if best[0] > self.defs.mecha_points:
                        cards = best[1]
                        every = self.every_taken(m, cards)
                        return ["alt_cards", {**said, "cards": cards, "count": len(cards), "every": every,
                                              "kind": "every" if every else "cards",
                                              "points": round(best[0]), "mecha": self.defs.mecha_points}]
                    return ["alt_mecha", said]
        return ""

    def react(self, view: dict[str, Any], legal: list[Action], m: Model) -> Action:
        me = m.me
        stack = view["stack"]
        bottom = stack[0]
        # With nobody answering from now on, the bottom card takes effect iff the cancels on it are even.
        happens = (len(stack) - 1) % 2 == 0
        x, effect, args = bottom["seat"], bottom["effect"], list(bottom["args"])
        dice = view["dice"]
        if x == me:
            with_it = m.effect_value(me, me, effect, args, dice, [])
            without = m.best_take(me, me, (dice[0], dice[1]), [])
        elif effect == "steal" or effect == "draw":
            lottery = (
                m.steal_lottery(x, args[0])
                if effect == "steal"
                else [(p, [(x, float(v), m.maj(v))]) for v, p in m.pool_probs]
            )
            with_it = m.expect(me, lottery, []) if lottery else m.utility(me, [])
            without = m.utility(me, [])
        else:
            with_it = m.effect_value(x, me, effect, args, dice, [])
            without = m.best_take(x, me, (dice[0], dice[1]), [])
        gain = (without - with_it) if happens else (with_it - without)
        if m.n > 2 and x != me and not (effect == "steal" and args[0] == me):
            # Answering a card aimed elsewhere costs this seat a card and helps every other seat too.
            gain *= self.bystander
        cancels = [a for a in legal if a.kind == "play"]
        if not cancels:
            return act("pass")
        # A seat seen to keep a cancel card answers this cancel in turn (nc17 shot-100/104: the hint said
        # "Bot 2 garde 2 cartes 6", then advised a 6 against its first; its second 6 undid it).
        # Only a cancel on its own card: that seat has shown it wants the card undone.
        keeper = next((s for s in range(m.n) if s != me and x == me and not happens
                       and any(m.known[s][v] for v in self.defs.cancel_values)), None)
        # the same, the other way: the seat whose card is about to happen was seen to draw a cancel, and
        # answers this seat's cancel with it (nc19 shot-38: « Annulez avec votre carte 9 » with a 6 seen
        # entering the bot's hand; it cancelled the 9 at once), when its card is worth that cancel card to
        # it (bt26: not an 11 spent to save the steal of a 4). For the Conseil only: the bots' own play is
        # measured elsewhere and stays as it is (bt26: counted in play too, the hard bot won 0.791 of 1000
        # games against easy instead of 0.828, 0.777 against medium instead of 0.784: those bots never
        # answer a cancel of their own card).
        if (self.explaining and keeper is None and x != me and happens
                and self.answers_back(m, x, effect, args, dice)):
            keeper = x
        cheapest = min(cancels, key=lambda a: int(a.args[0]))
        card = int(cheapest.args[0])
        spent: Deltas = [(me, -float(card), -m.maj(card))]
        cost = m.utility(me, []) - m.utility(me, spent)
        again = None if keeper is None else self.answered_again(m, keeper, card, spent)
        if keeper is not None:
            if again is None:  # its cancel card has the last word: this one would most likely be undone
                gain *= 1.0 - ROBBED_CANCEL
                # but not for nothing when that card is surely its last (every card of that hand seen, one
                # cancel card in it): its answer spends it too, and no cancel is left to it after (nc59 shot 098:
                # « votre carte 6 serait perdue pour rien » against a bot's last 6; it spent it, and the 10 took
                # three 8s next turn). Weighed as `answered_again` weighs theirs, at the chance they play it. A
                # hand with cards unseen may keep another (nc17 shot-104, nc19 shot-38): left as it was.
                theirs = [v for v in self.defs.cancel_values for _ in range(m.known[keeper][v])]
                if len(theirs) == 1 and not m.unknown[keeper]:
                    traded = spent + [(keeper, -float(theirs[0]), -m.maj(theirs[0]))]
                    cost -= ROBBED_CANCEL * max(0.0, m.utility(me, traded) - m.utility(me, spent))
            else:  # this seat's other cancel cards answer theirs again: the effect stands, at their price
                cost += again
        answer = gain > cost + self.margin
        if keeper is not None and not answer:
            kept = min(v for v in self.defs.cancel_values if m.known[keeper][v])
            # a second cancel card of one's own is said, not ignored (nc24 shot-72: « votre carte 6 pour rien »
            # to a hand of two 6s, which could answer the 11 in turn)
            more = sum(m.known[me][v] for v in self.defs.cancel_values) - 1
            # how many of that card were seen going in, as the bot panel lists them (nc59 shots 084, 087:
            # « garde un 6 » beside « Vu entrer dans sa main : 1, 3, 6, 6, 7, 8 »)
            self.because("let_pass_again" if x == me else "let_pass_kept", card=card, holder=keeper, holds=kept,
                         held=m.known[keeper][kept], effect=effect, more=1 if more > 0 else 0,
                         stake=self.stake_part(m, x, effect, args))
            return act("pass")
        if keeper is not None and again is None:
            # cancelled against a hand keeping the last word: said as the trade it is, both cards spent if it
            # answers, the effect through if not (nc59 shot 098)
            kept = min(v for v in self.defs.cancel_values if m.known[keeper][v])
            self.because("cancel_trade", card=card, holder=keeper, holds=kept, held=m.known[keeper][kept],
                         effect=effect, mine=1 if x == me else 0, player=x, sure=0 if m.unknown[keeper] else 1,
                         stake=self.stake_part(m, x, effect, args))
            return cheapest
        # its own steal saved: what it brings is said truly (the card comes from the other hand), not
        # "rapporte plus que les 6 points" for a random card (nc10 shot-52)
        theft = x == me and effect == "steal" and bool(args)
        # a cancel card seen in the other hand, answered by this seat's next one (bt26): `kept` 1, the
        # holder, their card and this seat's next cancel card, for the words that may say it
        kept = min((v for v in self.defs.cancel_values if m.known[keeper][v]), default=0) \
            if keeper is not None and again is not None else 0
        nxt = sorted(v for v in self.defs.cancel_values for _ in range(m.known[me][v]))
        nxt.remove(card)
        # the player whose card is about to happen, seen to keep a cancel card it would not spend on
        # that card (`answers_back`): said too, so a cancel advised against a hand keeping a 6 says it
        # weighed that 6 (nc34 shots 39 vs 61: « garde un 6 » once, then a 6 advised, not a word of it)
        spare = min((v for v in self.defs.cancel_values if m.known[x][v]), default=0) \
            if self.explaining and keeper is None and x != me and happens else 0
        # what the card let through brings, said in place of « gardez-la pour un coup plus grave » (nc59)
        told: Any = self.gain_part(m, x, effect, args, dice) if not answer and x != me else ""
        self.because("cancel" if answer else "let_pass", card=card, effect=effect, player=x,
                     stake=self.stake_part(m, x, effect, args),
                     mine=1 if x == me else 0, aimed=1 if effect == "steal" and args and args[0] == me else 0,
                     theft=1 if theft else 0, victim=args[0] if theft else x,
                     wound=self.wound_part(m, args[0]) if theft else "",
                     # the last round: no "graver move" to keep a card for, it counts at the end (nc16 shot-95)
                     last=1 if view.get("last_turns") is not None else 0,
                     kept=1 if kept else 0, holder=keeper if kept and keeper is not None else x, holds=kept,
                     held=m.known[keeper][kept] if kept and keeper is not None else m.known[x][spare] if spare else 0,
                     again=nxt[0] if kept and nxt else 0,
                     twin=1 if kept and nxt and nxt[0] == card else 0, spare=spare,
                     gain=told, named=1 if told else 0)
        return cheapest if answer else act("pass")

    def chosen_take(self, m: Model, x: int, dice: tuple[int, int]) -> tuple[Action, float]:
        """The take seat `x` prefers with these dice (by its own estimate) and the points it brings it."""
        best = max(m.take_choices(x, dice), key=lambda c: m.expect(x, c[1], []))
        return best[0], mean_points(best[1], x)

    def gain_part(self, m: Model, x: int, effect: str, args: list[int], dice: list[int]) -> Any:
        """What seat `x`'s card let through brings it, and what it takes if cancelled (nc59 shots 053, 071:
        « vous coûte moins que les 6 points de votre carte d'annulation », and the bot took the Mecha 3 for
        15 points): a die turned, the take it then makes; dice rerolled, their mean and the chance of a
        Mecha; "" for the other effects (a steal or a draw is a card at random, said elsewhere)."""
        if not dice or not dice[0]:
            return ""
        now = (dice[0], dice[1])
        took, _ = self.chosen_take(m, x, now)
        # the take it makes if cancelled, named (« il prendrait alors le 1 », the 1s race, nc59), not its points
        alt = [int(v) for v in took.args] if took.kind == "take" and took.args and \
            took.args[0] not in ("mecha", "nothing") else []
        named = {"instead": len(alt), "alt": alt, "every": self.every_taken(m, alt)}
        if effect == "set" and len(args) == 2:
            turned = list(now)
            turned[args[0] - 1] = args[1]
            a, pts = self.chosen_take(m, x, (turned[0], turned[1]))
            if a.kind == "steal":
                return ["gain_steal", {"face": turned[0], **named}]
            if a.args and a.args[0] == "mecha":
                return ["gain_mecha", {"face": turned[0], "points": self.defs.mecha_points, **named}]
            if not a.args or a.args[0] == "nothing":
                return ""
            cards = [int(v) for v in a.args]
            return ["gain_cards", {**named, "cards": cards, "count": len(cards),
                                   "all": self.every_taken(m, cards), "points": round(pts)}]
        if effect == "reroll" and args:
            mean, mecha = 0.0, 0.0
            for p, d in m.dice_outcomes(list(now), list(args)):
                a, pts = self.chosen_take(m, x, d)
                mean += p * pts
                if a.args and a.args[0] == "mecha":
                    mecha += p
            odds = Fraction(mecha).limit_denominator(36)
            return ["gain_reroll", {"points": round(mean), "n": odds.numerator, "of": odds.denominator, **named}]
        return ""

    def answers_back(self, m: Model, x: int, effect: str, args: list[int], dice: list[int]) -> bool:
        """Whether seat `x`, seen to keep a cancel card, would spend it to save its own card: the card's
        effect worth more to it than its cheapest cancel card kept."""
        kept = [v for v in self.defs.cancel_values if m.known[x][v]]
        if not kept:
            return False
        if effect in ("steal", "draw"):
            lottery = (m.steal_lottery(x, args[0]) if effect == "steal"
                       else [(p, [(x, float(v), m.maj(v))]) for v, p in m.pool_probs])
            worth = (m.expect(x, lottery, []) if lottery else m.utility(x, [])) - m.utility(x, [])
        else:
            worth = m.effect_value(x, x, effect, args, dice, []) - m.best_take(x, x, (dice[0], dice[1]), [])
        k = min(kept)
        return worth > m.utility(x, []) - m.utility(x, [(x, -float(k), -m.maj(k))])

    def answered_again(self, m: Model, keeper: int, card: int, spent: Deltas) -> float | None:
        """What a cancel may still cost once `keeper`, seen to keep cancel cards, answers it: None when
        the keeper's known cancel cards outnumber this seat's others (the last word is theirs), else the
        cards this seat spends to answer each of theirs again (bt26: a hand of two 6s let an 11 stand, « Laisser
        faire », while its second 6 could answer the 11), less what theirs cost them, at the chance they play."""
        cancel = self.defs.cancel_values
        theirs = sorted(v for v in cancel for _ in range(m.known[keeper][v]))
        mine = sorted(v for v in cancel for _ in range(m.known[m.me][v]))
        mine.remove(card)
        if len(mine) < len(theirs):
            return None
        more: Deltas = [(m.me, -float(v), -m.maj(v)) for v in mine[: len(theirs)]]
        more += [(keeper, -float(v), -m.maj(v)) for v in theirs]
        return ROBBED_CANCEL * max(0.0, m.utility(m.me, spent) - m.utility(m.me, spent + more))


BOTS = {"easy": EasyBot, "medium": MediumBot, "hard": HardBot}


def make_bot(strength: str, seat: int, seed: int) -> KaijuBot:
    if strength not in BOTS:
        raise ValueError(f"unknown bot strength '{strength}' (easy, medium, hard)")
    return BOTS[strength](seat, seed)


def lead(view: dict[str, Any], seat: int, memory: Memory | None = None) -> float:
    """How far `seat` leads the best other seat in points, as far as the seat can tell: its own hand
    counted, another's Kaiju at the deck's mean value (the first-game level's measure, game/bots.py
    `KeepClose`), and the 1s bonus counted as the screen counts it, to the most 1s, a tie sharing it
    (its own 1s counted, another's at the deck's share of 1s). nc62: left out, the bot's own bonus
    made a person the screen showed behind lead by ~19 by the bot's count, which played hard for
    18 of its 19 moves."""
    d = load_defs()
    total = sum(c.count for c in d.cards)
    mean = sum(c.value * c.count for c in d.cards) / total
    share = sum(c.count for c in d.cards if c.value in d.majority_values) / total
    worth, ones = [], []
    for p in view["players"]:
        own = p["seat"] == seat and view["hand"] is not None
        if own:
            kaiju = float(sum(view["hand"]))
            ones.append(float(sum(1 for v in view["hand"] if v in d.majority_values)))
        else:
            known = memory.known_in(p["seat"], p["kaiju"]) if memory is not None else Counter()
            hidden = p["kaiju"] - sum(known.values())
            kaiju = sum(v * n for v, n in known.items()) + mean * hidden
            ones.append(sum(n for v, n in known.items() if v in d.majority_values) + share * hidden)
        worth.append(kaiju + d.mecha_points * len(p["mechas"]) - d.wound_points * p["wounds"])
    most = max(ones, default=0.0)
    if d.majority_bonus and most > 0:
        worth = [w + (d.majority_bonus if abs(o - most) < 0.5 else 0) for w, o in zip(worth, ones, strict=True)]
    return float(worth[seat] - max(w for s, w in enumerate(worth) if s != seat))
