"""Elementary Evolution bots.

- easy: a beginner who races its piles up: places a card whenever one fits (the policy's pick
  half of the time, else any), keeps the two cards next to fit and lets go of dead and far ones,
  forgets an effect now and then, lets some burns through, spares small cards from its own Fire and
  often keeps the powers that strike the others' piles; otherwise the policy's choices.
- medium: a hand-written policy (`Policy()`): plays what progresses (lowest levels first, Ether
  as a filler), burns the leader's best free card, roots its loosest pile, tornadoes away cards
  it cannot play, cycles every unplayable card at the end of its turn (dead ones to the main
  discard, later ones to the quick one), counters every burn it can, gives creatures to the
  weakest opponent, or holds one back with an Ether when its power, given, is worth more than a
  level on a pile (`Policy.block_gain`; the easy bot only the Sylphe and the Phénix), and uses a
  power when it pays.
- hard: the same policy with the sharper reading of `Policy(sharp=True)` (Ether where the natural
  card is furthest away, burns weighed by the odds the table shows that a Cascade answers them, Earth
  and Air played after the other cards so the root and the tornado catch more), plus a
  determinized look-ahead (`game.search.rollout` over positions sampled from its view) on the
  choices where the policy hesitates: burn targets, creature gifts and Ether blocks, and whether
  to counter. The look-ahead only overrides the policy when it is clearly better.

Every bot sees only its view: the policy runs on a position sampled from the view
(`EvolutionState.sample_from_view`) and reads only public facts and its own hand there.
"""

from __future__ import annotations

import math
import random
import zlib
from itertools import chain
from typing import Any, cast

from game.bots import Bot
from game.core import Action, Event, act
from game.evolution.defs import held_chance, load_defs
from game.evolution.engine import CENTRE, CONDEMNED, HELD, OPEN, UNAVAILABLE, USED, EvolutionState
from game.search import Evaluate, outcome


# -- reading the table ----------------------------------------------------------------------
def card_distance(st: EvolutionState, seat: int, card: str) -> int:
    """How far a card is from being playable: 0 now, >0 later, <0 dead (its place is already taken)."""
    d = st.defs.cards[card]
    if d.is_ether:
        return 0 if any(st.fits(card, seat, p) for p in st.defs.elements) else 1
    level = d.level
    assert level is not None  # every card but the Ether has a level of its own (game/evolution/defs.py)
    if st.variant == "fusion":
        gaps = [level - len(p) for p in st.piles[seat].values() if len(p) <= level]
        return min(gaps) if gaps else -1
    return level - len(st.piles[seat][d.element])


def soon_playable(st: EvolutionState, seat: int, card: str) -> bool:
    """A card a good player keeps (issue 24: the hint threw away a Water 2 and then drew the Water 1,
    and tornadoed an Air 2 while an Ether in hand filled the level it lacked): it lacks one level
    only, or the cards in hand fill every level it lacks (its own element's, else an Ether each)."""
    dist = card_distance(st, seat, card)
    if dist == 1:
        return True
    if dist <= 0 or st.variant == "fusion":
        return False
    d = st.defs
    c = d.cards[card]
    assert c.level is not None
    hand = set(st.hands[seat])
    ethers = sum(1 for h in st.hands[seat] if d.cards[h].is_ether)
    for lv in range(c.level - dist, c.level):
        if f"{c.element}{lv}" in hand:
            continue
        if ethers == 0 or not d.ether_min <= lv <= d.ether_max:
            return False
        ethers -= 1
    return True


def leader_weight(st: EvolutionState, seat: int) -> float:
    top = st.defs.max_level + 1
    return st.levels(seat) + 0.5 * sum(1 for p in st.piles[seat].values() if len(p) == top)


def weakest(st: EvolutionState, seats: list[int]) -> int:
    return min(seats, key=lambda s: (leader_weight(st, s), s))


def where_is(st: EvolutionState, seat: int, card: str) -> str:
    """Where one of `seat`'s cards lies, as far as `seat` knows: hand, quick, main, pile, centre or draw."""
    if card in st.hands[seat]:
        return "hand"
    if card in st.quick[seat]:
        return "quick"
    if card in st.main[seat]:
        return "main"
    if any(card in p for p in st.piles[seat].values()):
        return "pile"
    return "draw"


def holds_redirect(st: EvolutionState, seat: int) -> bool:
    """Whether `seat` holds an unused creature that turns a burn back (the Sirène): burning it is a risk."""
    return any(tok["state"] == HELD and tok["holder"] == seat and st.defs.creatures[cid].power == "redirect"
               for cid, tok in st.tokens.items())


def counter_chance(st: EvolutionState, seat: int) -> float:
    """The chance that `seat` holds a Water card that counters a burn now, from what the table shows (its piles,
    its discards, its hand and draw counts): the hand is hidden, the odds are not (nc59 shots 176, 177)."""
    seen = [*chain.from_iterable(st.piles[seat].values()), *st.quick[seat], *st.main[seat]]
    return st.defs.cascade_chance(st.piles[seat], seen, len(st.hands[seat]), len(st.draws[seat]),
                                  st.variant == "fusion")


def tenths(p: float) -> Any:
    """A chance said as a person reckons it: "none" (0), "sure" (1), else chances in ten, 1 to 9."""
    return "none" if p <= 0 else "sure" if p >= 1.0 else min(9, max(1, round(10 * p)))


def rooted_burner(st: EvolutionState, seat: int) -> int | None:
    """The opponent holding an unused power that burns the top of a rooted pile (the Salamander), or
    None: rooting then protects every card of the pile but its top (issue 24: a hint said "rooted, it
    can no longer be burnt" and the bot's Salamander burnt the pile's top at once)."""
    for cid, cr in st.defs.creatures.items():
        tok = st.tokens[cid]
        if cr.power == "burn_rooted" and tok["state"] == HELD and tok["holder"] in st.opponents(seat):
            return int(tok["holder"])
    return None


def exposed_to(st: EvolutionState, seat: int, o: int) -> str:
    """The card of `seat` that a Fire turned back by `o` would most likely burn (the top of its highest
    pile `o` may burn, as the policy's Sirène aims), or "none"."""
    piles = [p for p in st.defs.elements if st.burnable(seat, p, o) is not None]
    if not piles:
        return "none"
    best = max(piles, key=lambda p: len(st.piles[seat][p]))
    return str(st.piles[seat][best][-1])


def exposed_count(st: EvolutionState, seat: int, o: int) -> int:
    """How many free cards of `seat` a Fire turned back by `o` could burn (nc24 shot 145: the hint named
    Feu 4, the Sirène chose Air 3)."""
    return sum(st.burnable(seat, p, o) is not None for p in st.defs.elements)


def power_as(st: EvolutionState, args: tuple[Any, ...]) -> tuple[str, tuple[Any, ...]]:
    """The power a "power" action uses (Akasha's copy read as the copied one) and its arguments."""
    cid = str(args[0])
    if st.defs.creatures[cid].power == "copy" and len(args) > 1:
        return st.defs.creatures[str(args[1])].power, tuple(args[2:])
    return st.defs.creatures[cid].power, tuple(args[1:])


def answers_burn(st: EvolutionState, seat: int, a: Action, task: dict[str, Any]) -> bool:
    """A power that saves the card a burn aims at: the Golem's roots, the Ondine on its pile, the
    Sirène sending it elsewhere (nc15: the hint named the Gnome, which saves nothing)."""
    power, args = power_as(st, a.args)
    return power in ("root_all", "redirect") or (power == "protect" and bool(args) and args[0] == task["pile"])


def winning_line(st: EvolutionState, seat: int) -> list[tuple[str, str]] | None:
    """The plays (card, pile), in order, that bring the mage's four piles to level 5 with the cards in
    its hand alone, or None: a win in hand this turn (issue 24: a hint missed one). Of the ways to get
    there, the one that frees fewest creatures for the opponents, then asks fewest effects: a joker
    played instead of a card with a symbol hands nobody a power on the way to the win."""
    if st.current != seat or seat in st.finished or not st.playing(seat):
        return None
    d = st.defs
    top = d.max_level + 1
    elements = list(d.elements)
    start = tuple(len(st.piles[seat][p]) for p in elements)
    need = sum(top - n for n in start)
    hand = tuple(sorted(st.hands[seat]))
    if need == 0 or need > len(hand):
        return None

    def fits(card: str, n: int, pile: str) -> bool:
        c = d.cards[card]
        if c.is_ether:
            return d.ether_min <= n <= d.ether_max
        return c.level == n and (st.variant == "fusion" or c.element == pile)

    def cost(card: str) -> int:
        c = d.cards[card]
        if c.is_ether:
            return 0
        cid = d.symbol.get(card)
        frees = cid is not None and st.tokens[cid]["state"] != USED
        return 10 * frees + (d.effects[c.element] != "cascade")

    memo: dict[tuple[tuple[int, ...], tuple[str, ...]], tuple[int, list[tuple[str, str]]] | None] = {}

    def walk(lens: tuple[int, ...], cards: tuple[str, ...]) -> tuple[int, list[tuple[str, str]]] | None:
        if all(n == top for n in lens):
            return 0, []
        if (lens, cards) in memo:
            return memo[(lens, cards)]
        best: tuple[int, list[tuple[str, str]]] | None = None
        for i, card in enumerate(cards):
            if i and cards[i - 1] == card:
                continue
            for k, pile in enumerate(elements):
                if lens[k] < top and fits(card, lens[k], pile):
                    rest = walk(lens[:k] + (lens[k] + 1,) + lens[k + 1:], cards[:i] + cards[i + 1:])
                    if rest is not None and (best is None or cost(card) + rest[0] < best[0]):
                        best = (cost(card) + rest[0], [(card, pile), *rest[1]])
        memo[(lens, cards)] = best
        return best

    found = walk(start, hand)
    return found[1] if found else None


class Policy:
    """The hand-written player; `sharp` turns on the refinements the hard bot uses."""

    def __init__(self, sharp: bool = False) -> None:
        self.sharp = sharp

    # -- values ---------------------------------------------------------------------------
    def power_value(self, st: EvolutionState, seat: int, args: tuple[Any, ...], task: dict[str, Any] | None) -> float:
        """A rough worth of using a creature power now (<= 0: keep it)."""
        cid = args[0]
        as_, a = (args[1], args[2:]) if st.defs.creatures[cid].power == "copy" else (cid, args[1:])
        power = st.defs.creatures[str(as_)].power
        els = st.defs.elements
        if task is not None and task["t"] == "burn":
            lv = len(st.piles[seat][task["pile"]])
            if power == "protect" and a and a[0] == task["pile"]:
                return lv
            if power == "root_all":
                return lv - 1
        if power == "extra_turn":
            return 10.0
        if power == "burn_all":
            gain, mine = 0.0, leader_weight(st, seat)
            for s in range(st.num_seats):
                for p in els:
                    if st.burnable(s, p, seat) is not None:
                        lv = len(st.piles[s][p])
                        # a rival ahead weighs more, the further ahead (nc36-37: a Phénix kept three turns
                        # while the person, a card from 20 and 8 levels ahead, lay free)
                        gain += -lv if s == seat else lv + 0.5 * max(0.0, leader_weight(st, s) - mine)
            return gain - 3
        if power == "burn_rooted":
            o, p = a
            return len(st.piles[o][p]) + 0.3 * leader_weight(st, o) - 3
        if power == "root_all":
            v = sum(len(st.piles[seat][p]) - st.rooted[seat][p] for p in els) / 2 - 3
            # the Golem before one's own Phénix: rooted, one's cards are out of its fire (nc47 shot 100: Conseil
            # said the Phénix, « brûle 6 cartes, 2 à vous »; the Golem first, it burnt the bot's 4 alone)
            phoenix = next((c for c, cr in st.defs.creatures.items() if cr.power == "burn_all"
                            and st.tokens[c]["state"] == HELD and st.tokens[c]["holder"] == seat), None)
            if phoenix is not None and seat == st.current and task is None:
                mine = leader_weight(st, seat)
                theirs = sum(len(st.piles[s][p]) + 0.5 * max(0.0, leader_weight(st, s) - mine)
                             for s in st.opponents(seat) for p in els if st.burnable(s, p, seat) is not None)
                own = sum(len(st.piles[seat][p]) for p in els if st.burnable(seat, p, seat) is not None)
                if theirs - 3 > 0 and own >= 2:  # the Phénix is worth its fire on the rivals alone: the Golem first
                    v = max(v, theirs - 3 + 0.5)
            return v
        if power == "protect":
            return len(st.piles[seat][a[0]]) - 3
        if power == "condemn_quick":
            if not st.quick[a[0]]:
                return -1.0  # an empty discard condemned is a power wasted (a newcomer saw it, issue 24)
            return len(st.quick[a[0]]) / 2 + 0.2 * leader_weight(st, a[0]) - 2
        if power == "unroot":
            o, p = a
            fire = st._effect_element("burn")
            has_fire = any(
                st.defs.cards[c].element == fire and st.fits(c, seat, q) for c in st.hands[seat] for q in els
            )
            return len(st.piles[o][p]) - 2 + 0.1 * leader_weight(st, o) if has_fire and seat == st.current else -1.0
        if power == "redirect":
            o, p = a
            return len(st.piles[o][p]) + 0.3 * leader_weight(st, o)
        if power == "cancel":
            return self.threat(st, seat, st.stack[-1])
        return -1.0

    def threat(self, st: EvolutionState, seat: int, task: dict[str, Any]) -> float:
        """How much a pending power hurts `seat` (positive: worth cancelling)."""
        power = st.defs.creatures[task["as"]].power
        a = task["args"]
        if power in ("burn_rooted", "unroot", "redirect") and a and a[0] == seat:
            return 2.0 + len(st.piles[seat][a[1]])
        if power == "condemn_quick" and a and a[0] == seat:
            return 1.0 + len(st.quick[seat]) / 2
        if power == "burn_all":
            els = st.defs.elements
            return sum(len(st.piles[seat][p]) for p in els if st.burnable(seat, p, task["seat"]) is not None) - 2.0
        if power in ("extra_turn", "root_all", "protect", "cancel"):
            return 1.0 if leader_weight(st, task["seat"]) >= leader_weight(st, seat) else -1.0
        return -1.0

    def play_value(self, st: EvolutionState, seat: int, card: str, pile: str) -> float:
        d = st.defs
        c = d.cards[card]
        level = len(st.piles[seat][pile])
        if c.is_ether:
            if self.sharp and st.variant != "fusion" and f"{pile}{level}" in st.hands[seat]:
                # the hand's own card of that level goes there: a joker in its place makes it dead (f49, nc61 shot
                # 129: « Éther sur Air » with Air 4 and Air 5 in hand, 2 levels where Air 4, Air 5 and the Éther on
                # Feu made 3). The sharp policy's later Earth and Air (below) had put the joker first
                return 0.1 + level / 20
            follow = any(
                not d.cards[h].is_ether
                and d.cards[h].level == level + 1
                and (st.variant == "fusion" or d.cards[h].element == pile)
                for h in st.hands[seat]
            )
            if follow:
                return 6.0 + level
            if self.sharp and st.variant != "fusion":
                # A joker is best spent where the natural card is furthest from the hand.
                far = {"main": 3.0, "quick": 2.0, "draw": 1.0}.get(where_is(st, seat, f"{pile}{level}"), 0.5)
                return 0.2 + far / 4 + level / 20
            return 0.5 + level / 10
        v = 10.0 + level - self.release_cost(st, seat, card, pile)
        effect = d.effects[c.element]
        if effect == "burn":
            v += max(
                (
                    self.burn_value(st, seat, o, p)
                    for o in st.opponents(seat)
                    for p in d.elements
                    if st.burnable(o, p, seat) is not None
                ),
                default=0,
            )
        elif effect == "root":
            v += 1 + max((len(st.piles[seat][p]) - st.rooted[seat][p] for p in d.elements), default=0)
            if self.sharp:
                v -= 6  # root after the other cards of the turn are down
        elif effect == "tornado":
            v += sum(1 for h in st.hands[seat] if h != card and card_distance(st, seat, h) < 0)
            if self.sharp:
                v -= 8  # tornado once the playable cards are down: more to cycle, the new ones still play
        elif level == d.max_level:
            v += 2
        return v

    def release_cost(self, st: EvolutionState, seat: int, card: str, pile: str) -> float:
        """What a card's creature, handed to an opponent, may cost `seat`: the Phoenix burns every free
        card, so a card that frees it waits until the piles are rooted (the newcomer's hint in issue 24
        freed it first and lost a Fire 4 to it); any other power in a rival's hand costs a little."""
        cid = st.defs.symbol.get(card)
        if cid is None or st.tokens[cid]["state"] == USED or not st.opponents(seat):
            return 0.0
        power = st.defs.creatures[cid].power
        if power != "burn_all":
            return 0.5
        aimer = st.opponents(seat)[0]
        level = len(st.piles[seat][pile])
        exposed = sum(len(st.piles[seat][p]) for p in st.defs.elements
                      if p != pile and st.burnable(seat, p, aimer) is not None)
        if level < st.defs.max_level:  # a level 5 roots itself
            exposed += level + 1  # the card itself lies free on its pile
        return float(exposed)

    def burn_value(self, st: EvolutionState, seat: int, o: int, p: str) -> float:
        v = len(st.piles[o][p]) + 0.3 * leader_weight(st, o)
        if holds_redirect(st, o):  # its Sirène may send the burn back onto our best free card (nc13)
            v -= 1 + max((len(st.piles[seat][q]) for q in st.defs.elements if st.burnable(seat, q, o) is not None),
                         default=0)
        elif self.sharp:
            # a Cascade cancels the burn and sets nobody back: the burn's worth counts as often as it goes through,
            # from the odds the table shows, and more where no Cascade can answer it (a Sirène sends the fire back
            # whatever its Water cards: bt26). nc59 shots 176, 177: Conseil advised a burn on a bot whose Eau 5 was
            # surely in its hand (its draw pile empty, its other cards in sight); its Cascade came, as it must.
            v = (1.0 - counter_chance(st, o)) * (v + 2.0)
        return v

    def discard_pick(self, st: EvolutionState, seat: int, cards: list[str]) -> tuple[str, str] | None:
        """The card least worth keeping and where it goes (dead cards to main, later ones to quick).

        Throughput wins: a hand refills at the end of the turn, so every card that cannot be played
        now is better cycled away, except one Water card kept as a Cascade counter.
        """
        water = st._effect_element("cascade")
        counter = next(
            (
                c
                for c in sorted(st.hands[seat])
                if st.defs.cards[c].element == water and card_distance(st, seat, c) == 0
            ),
            None,
        )
        best: tuple[float, str, str] | None = None
        spare: tuple[float, str, str] | None = None  # the best of the cards kept as "soon playable"
        quick_open = st.quick_state[seat] == OPEN
        for c in cards:
            if c == counter or st.defs.cards[c].is_ether:
                continue
            dist = card_distance(st, seat, c)
            if dist == 0:
                continue
            if dist < 0:
                score, where = 3.0, "main"
            else:
                score, where = 1.0 + dist / 10, "quick" if quick_open else "main"
            if self.sharp and dist > 0 and soon_playable(st, seat, c):
                # it fits next turn, or now with the Ethers in hand: it stays (ties: the first by name)
                if spare is None or score > spare[0] or (score == spare[0] and c < spare[1]):
                    spare = (score, c, where)
                continue
            if best is None or score > best[0]:
                best = (score, c, where)
        if best is None and len(st.hands[seat]) >= st.defs.hand_size:
            # Every card kept as "soon playable" and the hand full: no refill comes, so the card it
            # waits for never does (nc22: the hard bot held Air 1, Terre 1, Feu 1 and two Ethers on
            # empty piles and passed eight turns). The farthest card goes, as the plain policy would.
            best = spare
        return (best[1], best[2]) if best else None

    # -- decisions ---------------------------------------------------------------------------
    def __call__(self, st: EvolutionState, seat: int, legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        task = st.stack[-1] if st.stack else None
        kinds: dict[str, list[Action]] = {}
        for a in legal:
            kinds.setdefault(a.kind, []).append(a)
        if task is None:
            return self.play_phase(st, seat, kinds)
        t = task["t"]
        if t in ("release", "give"):
            return self.release(st, seat, task, kinds)
        if t == "effect":
            return self.effect(st, seat, task, kinds)
        if t == "tornado":
            pick = self.discard_pick(st, seat, [str(a.args[0]) for a in kinds.get("tornado", [])])
            return act("tornado", *pick) if pick else act("draw")
        if t == "burn":
            if "cascade" in kinds:
                return kinds["cascade"][0]
            return self.best_power(st, seat, kinds, 0.0, task) or act("pass")
        if t in ("power", "moment"):
            return self.best_power(st, seat, kinds, 0.0, None) or act("pass")
        if t == "dest":
            if act("dest", "quick") in legal and card_distance(st, seat, task["card"]) <= 1:
                return act("dest", "quick")
            return act("dest", "main")
        return rng.choice(legal)

    def best_power(
        self, st: EvolutionState, seat: int, kinds: dict[str, list[Action]], floor: float, task: dict[str, Any] | None
    ) -> Action | None:
        best, score = None, floor
        for a in kinds.get("power", []):
            v = self.power_value(st, seat, a.args, task)
            if v > score:
                best, score = a, v
        return best

    def play_phase(self, st: EvolutionState, seat: int, kinds: dict[str, list[Action]]) -> Action:
        power = self.best_power(st, seat, kinds, 0.5, None)
        if power is not None and not (self.sharp and self.covered_first(st, seat, power, kinds.get("play", []))):
            return power
        for a in kinds.get("move", []):
            token, pile = str(a.args[0]), str(a.args[1])
            now = st.markers[token]["card"]
            cur = next(
                (len(q) for p, q in st.piles[seat].items() if now is not None and st.free_card(seat, p) == now), 0
            )
            if len(st.piles[seat][pile]) > cur + 1:
                return a
        plays = kinds.get("play", [])
        if plays:
            value, best = max((self.play_value(st, seat, str(a.args[0]), str(a.args[1])), str(a)) for a in plays)
            if value > 0:
                return Action.parse(best)
        pick = self.discard_pick(st, seat, sorted({str(a.args[0]) for a in kinds.get("discard", [])}))
        if pick:
            return act("discard", *pick)
        return act("end")

    def covered_first(self, st: EvolutionState, seat: int, power: Action, plays: list[Action]) -> bool:
        """Whether a card of the hand goes first because the power would cover it too: the Golem roots
        every pile, the Ondine shields its pile's top, so a card placed before them is safe as well (bt26:
        the hard bot rooted with the Golem, then placed three Air cards left free to burn). The power stays
        worth using after them: it is weighed again at the next decision."""
        what, args = power_as(st, power.args)
        if what == "root_all":
            piles = set(st.defs.elements)
        elif what == "protect" and args:
            piles = {str(args[0])}
        else:
            return False
        return any(str(a.args[1]) in piles and self.play_value(st, seat, str(a.args[0]), str(a.args[1])) > 0
                   for a in plays)

    def release(self, st: EvolutionState, seat: int, task: dict[str, Any], kinds: dict[str, list[Action]]) -> Action:
        gives = kinds.get("give", [])
        others = [int(a.args[1]) for a in gives]
        if "keep" in kinds:
            holder = st.tokens[task["creature"]]["holder"]
            if holder == seat:  # its own token, not yet used: it stays (nc13: the easy bot handed back
                return act("keep")  # the Sylphe and Golem it held, and the extra turn won the game)
            if (
                not others or leader_weight(st, holder) <= min(leader_weight(st, o) for o in others)
            ):
                return act("keep")
        if not others:
            return kinds.get("keep", kinds.get("block", [act("keep")]))[0]
        to = weakest(st, others)
        if "block" in kinds and self.block_gain(st, seat, task, to, str(kinds["block"][0].args[0])) > 0:
            return kinds["block"][0]
        return act("give", task["creature"], to)

    def gift_worth(self, st: EvolutionState, seat: int, cid: str, to: int) -> float:
        """What a creature's power is worth, in levels of `seat`'s piles, to the opponent `to` who would get it:
        the Phénix the free cards of `seat`'s it would burn now, the others a rule of thumb (`GIFT_WORTH`); half
        as much with several opponents, where it may strike another."""
        power = st.defs.creatures[cid].power
        if power == "burn_all":
            worth = float(sum(st.burnable(seat, p, to) is not None for p in st.defs.elements))
        elif power == "burn_rooted" and not any(st.rooted[seat].values()):
            worth = GIFT_WORTH[power] - 0.5  # nothing rooted to strike yet
        else:
            worth = GIFT_WORTH.get(power, 0.5)
        return worth if len(st.opponents(seat)) == 1 else worth / 2

    def block_gain(self, st: EvolutionState, seat: int, task: dict[str, Any], to: int, ether: str) -> float:
        """What holding a released creature back with `ether` gains over giving it to `to` (> 0: hold it back; f48,
        nc60: « the bot gave away all eight creatures it released … the bot's gifts decided the game »): the gift's
        worth to `to`, and more where `to` may still place its own card with that symbol (it would then free the
        creature for `seat`), against the Ether's worth on a pile (a level; less while it fits no pile) and the
        creature the Ether frees from the centre, which `seat` must give away."""
        cid = str(task["creature"])
        if st.tokens[cid]["state"] != CENTRE:
            return -1.0  # a token already held: taken or left, not worth an Ether
        gain = self.gift_worth(st, seat, cid, to)
        card = str(task.get("card", ""))
        c = st.defs.cards.get(card)
        if c is not None and c.level is not None and st.variant != "fusion" \
                and len(st.piles[to][c.element]) <= c.level:
            gain += GIFT_BACK  # the rival's own card would release it again, for `seat` this time
        cost = ETHER_WORTH if card_distance(st, seat, ether) == 0 else ETHER_WORTH / 2
        freed = st.defs.centre_release(len(st.centre) + 1, st.tokens)
        if freed is not None:
            cost += self.gift_worth(st, seat, freed, to)
        return gain - cost

    def effect(self, st: EvolutionState, seat: int, task: dict[str, Any], kinds: dict[str, list[Action]]) -> Action:
        eff = task["effect"]
        if eff == "burn" and "burn" in kinds:
            best = max(kinds["burn"], key=lambda a: self.burn_value(st, seat, int(a.args[0]), str(a.args[1])))
            if self.burn_value(st, seat, int(best.args[0]), str(best.args[1])) > 0 or "skip" not in kinds:
                return best
            return act("skip")  # every target holds a Sirène that would turn the burn back
        if eff == "root" and "root" in kinds:

            # a pile a hand card goes on this turn gets a free top anyway: its card under it is covered
            # already, root another (nc11: the hint rooted the Air pile with an Air 1 in hand)
            fed = {st.defs.cards[c].element for c in st.hands[seat]
                   if not st.defs.cards[c].is_ether and card_distance(st, seat, c) == 0}

            def loose(a: Action) -> tuple[int, bool, int]:
                p = str(a.args[0])
                free = len(st.piles[seat][p]) - st.rooted[seat][p]
                return free - (p in fed), p not in fed, len(st.piles[seat][p])

            return max(kinds["root"], key=loose)
        if eff == "tornado" and "tornado" in kinds:
            pick = self.discard_pick(st, seat, sorted({str(a.args[0]) for a in kinds["tornado"]}))
            if pick:
                return act("tornado", *pick)
        return act("skip")


# A creature's power, given to an opponent, in levels of one's piles (the Phénix: the free cards it would burn, read
# from the table): what the bots weigh against an Ether spent to hold it back (`Policy.block_gain`)
GIFT_WORTH = {"extra_turn": 2.0, "burn_rooted": 1.5, "copy": 1.0, "root_all": 1.0, "unroot": 0.5, "redirect": 0.5,
              "cancel": 0.5, "protect": 0.5, "condemn_quick": 0.5}
ETHER_WORTH = 1.0  # an Ether placed on a pile: a level
GIFT_BACK = 0.5  # a creature held back that the rival's own card would free again, for the one who held it back
MEDIUM = Policy()
SHARP = Policy(sharp=True)
HARSH = ("burn_rooted", "burn_all", "unroot")  # powers that strike the other mages' piles
# the gifts the hard bot weighs by its look-ahead in a duel, kept when the play is barely worth them (`weigh_gift`)
GIFT_WEIGHED = HARSH + ("extra_turn", "root_all")
# the powers the easy bot does not hand over while another card fits: the Phénix and the Golem (with the Sylphe and
# the striking ones too, hard won 0.65 of 60 duels against it, 0.75 before; with these two, 0.68)
STRONG = ("burn_all", "root_all")
EASY_HELD = ("extra_turn", "burn_all")  # the creatures the easy bot may hold back with an Ether (f48)


def freed_by(st: EvolutionState, play: Action, seat: int) -> str:
    """The creature `seat` placing a card frees for an opponent (its symbol's, its token still in the centre),
    or "none": the hint's words, the easy bot's restraint and the hard bot's weighing of a gift read it here."""
    card = str(play.args[0])
    cid = None if st.defs.cards[card].is_ether else st.defs.symbol.get(card)
    return cid if cid is not None and st.tokens[cid]["state"] == CENTRE and st.opponents(seat) else "none"


def card_gain(st: EvolutionState, seat: int, card: str) -> str:
    """What placing `card` brings beside its level, in the words Conseil weighs a gift with (f53, nc64 shots 100,
    115, 136: « pour presque rien de plus » beside « Ce niveau vaut pourtant ce prix »): "with_burn" (a Fire with a
    rival's card to burn), "with_root" (an Earth), "with_tornado" (an Air with other cards in hand to swap), else
    "alone"."""
    c = st.defs.cards[card]
    effect = st.defs.effects.get(c.element) if not c.is_ether else None
    if effect == "burn" and any(st.burnable(o, p, seat) is not None for o in st.opponents(seat)
                                for p in st.defs.elements):
        return "with_burn"
    if effect == "root":
        return "with_root"
    if effect == "tornado" and len(st.hands[seat]) > 1:
        return "with_tornado"
    return "alone"


def evaluate(st: EvolutionState, seat: int) -> float:
    """A share of the win read from the table when the look-ahead stops: progress against the best other."""
    scores = [
        leader_weight(st, s) + 0.3 * sum(st.rooted[s][p] > 0 for p in st.defs.elements) for s in range(st.num_seats)
    ]
    best_other = max(scores[s] for s in range(st.num_seats) if s != seat)
    return 1.0 / (1.0 + math.exp(-(scores[seat] - best_other) * 0.4))


# The search's `outcome` takes an evaluator of any game's state; this one is only given Evolution states.
EVALUATE = cast(Evaluate, evaluate)


# -- bots -------------------------------------------------------------------------------------------
class EvolutionBot(Bot):
    """Medium: the hand-written policy on a position sampled from the view."""

    strength = "medium"
    policy = MEDIUM

    def observe(self, events: list[Event]) -> None:
        """Everything this bot uses is public or in its own hand, so its view carries it all."""

    def world(self, view: dict[str, Any], rng: random.Random | None = None) -> EvolutionState:
        return EvolutionState.sample_from_view(view, rng or self.rng)

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        if legal[0].kind == "first":  # asked to settle a tie for the first player: itself if tied
            pick = next((a for a in legal if a.args[0] == self.seat), legal[0])
            if self.explaining:  # nc38 shot 042: « Le choix du robot difficile parmi 2 coups », no reason
                self.because("first", first=int(pick.args[0]), mine=int(pick.args[0] == self.seat))
            return pick
        return self.policy(self.world(view), self.seat, legal, self.rng)


class EasyBot(EvolutionBot):
    """Weak but sensible, like a beginner: it races its piles up (every card that fits is placed, the
    policy's pick half of the time, else any), keeps in hand the two cards next to fit and lets
    go of dead and far ones (the medium policy cycles every card it cannot place now, which looked
    like throwing the hand away: four cards to the quick discard on turn 1, in issue 24), forgets an
    element's effect now and then, lets some burns through, and takes every other decision as the
    policy would. Measured over 24 seeded duels (seeds 500-523): medium wins 0.67 of them (0.67 against
    the easy bot before issue 24 too), the easy bot's median final total is 16 of 20 (15 before); the
    ordering is kept by tests/test_evolution_issue24_bots.py.

    Round 9 (a newcomer lost every Egg to its Fire): it never burns a card below level 2, burns a bigger
    one half the time, and keeps the powers that strike the others' piles (Salamander, Phoenix, Gnome).
    Over 12 duels against medium (seeds 700-711) its burns fell from 36 to 14, medium's share rose from
    0.75 to 0.92, its median final total stayed 12; `simulate --ratings` (24 games, seed 500): hard
    1637, medium 1604, easy 1259.

    nc11 (a whole turn of discards, level 6 at the end): a little more drive, its plays picked as the
    policy would three times in four (was half), fewer effects forgotten (0.1) and fewer counters let
    slip (0.2). Over 12 duels (seeds 300-311) medium still wins 0.83, the easy bot's pace in easy duels
    at turn 13 rose from a mean total of 15.3 to 16.8 (seeds 900-915).

    nc14 (« Niv. 0 » on its fourth turn, a game with no tension): with no Egg down nor in hand it
    now cycles its whole hand, Ethers too, and it never ends a turn while a card fits (quit_early
    0.01 had ended one with three Eggs in hand). 200 duels against medium (seeds 0-199): games where
    it stood at level 1 or less after 8 turns 6 -> 1, games where it reached level 3 only on turn 10
    or later 7 -> 3, its final total 14.7 -> 14.8; medium still wins 0.65+ (tests).

    nc15 (it looked idle: few burns, its Gnome, Salamandre and Phénix never came out): in its own turn it
    now uses a striking power half the time the policy finds it worth it, applies 0.9 of its Fire
    effects (0.75), and picks its plays as the policy would half the time (0.75), so that it stays the
    weakest. 200 duels against medium (seeds 1000-1199): its burns a game 2.18 -> 2.54, striking powers
    used 0 -> 0.62 (Salamandre 0.52, Phénix 0.10), tokens still unused at the end 1.93 -> 1.46; medium's
    share 0.69 -> 0.67."""

    strength = "easy"
    quit_early = 0.0  # chance of ending a turn while a card fits (nc14: 0.01 ended one with three Eggs in hand)
    sensible = 0.5  # the share of plays picked as the medium policy would (nc15: 0.75 neared medium)
    forgetful = 0.1  # the share of element effects it does not apply
    slow_counter = 0.2  # the share of counterable burns it lets through
    far = 2  # a card this many levels from fitting, or more, is let go (a beginner's patience)
    keep = 2  # the cards nearest to fitting kept in hand when nothing fits
    # the share of its Fire effects it applies (round 9: 1.0 sank a newcomer; nc10: 0.5 never threatened;
    # nc15: 0.75, with the small cards spared, burnt rarely)
    burns = 0.9
    spares = 2  # a free card below this level is never burnt: a newcomer's Eggs and first levels stay
    strikes = 0.5  # the share of its turn's decisions that may use a striking power (nc15: none, it looked idle)

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        if len(legal) == 1 or legal[0].kind == "first":
            return super().choose(view, legal)
        kinds = {a.kind for a in legal}
        if "power" in kinds and (self.rng.random() >= self.strikes or "end" not in kinds):
            # a beginner often keeps the powers that strike the others (issue 24, round 9), and never
            # out of its turn; in its own turn it strikes now and then, when the policy finds it worth it
            # (nc15: its Gnome, Salamandre and Phénix never came out, the bot looked idle)
            legal = [a for a in legal if not self.harsh(a)]
            kinds = {a.kind for a in legal}
            if len(legal) == 1:
                return legal[0]
        if "burn" in kinds and "skip" in kinds:  # a beginner's Fire spares the small cards, and burns now and then
            # nc10: skipping its Fire half the time, it never made the person defend; it now burns
            # more often, but the lowest card it may (level 2 or more), not the leader's best
            st = self.world(view)
            def level(a: Action) -> int:
                return len(st.piles[int(a.args[0])][str(a.args[1])]) - 1

            burns = [a for a in legal if a.kind == "burn" and level(a) >= self.spares]
            if not burns or self.rng.random() > self.burns:
                return act("skip")
            return min(burns, key=lambda a: (level(a), str(a)))
        if "skip" in kinds and "end" not in kinds and self.rng.random() < self.forgetful:
            return act("skip")  # an element's effect forgotten
        if "cascade" in kinds and self.rng.random() < self.slow_counter:
            return act("pass")
        if "block" in kinds and "give" in kinds:
            # a beginner holds back with an Ether only the creatures it reads as strong (a turn more, the Phénix), and
            # those as the policy weighs them; the others it gives (f48)
            st = self.world(view)
            task = st.stack[-1]
            if st.defs.creatures[str(task["creature"])].power not in EASY_HELD:
                legal = [a for a in legal if a.kind != "block"]
                kinds = {a.kind for a in legal}
        if "tornado" in kinds:  # the Tornado's discards, as its own end-of-turn ones
            return self.let_go(self.world(view), legal, "tornado") or (act("draw") if "draw" in kinds else act("skip"))
        if "end" not in kinds:
            return super().choose(view, legal)
        plays = [a for a in legal if a.kind == "play"]
        if plays:
            if self.rng.random() < self.quit_early:
                return act("end")
            if self.rng.random() < self.sensible:
                best = MEDIUM.play_phase(self.world(view), self.seat, {"play": plays})
                if best.kind == "play":
                    return best
            # a card that hands over the Phénix or the Golem waits while another fits: a beginner reads « donne
            # Phénix » on the card (nc41: in 8 rounds it gave away six creatures, and the person's Golem then
            # Phénix burnt three of its cards at once: the win « felt given rather than earned »)
            st = self.world(view)
            keeping = [a for a in plays if not self.gives_strong(st, a)]
            return self.rng.choice(keeping or plays)
        st = self.world(view)
        power = MEDIUM.best_power(st, self.seat, {"power": [a for a in legal if a.kind == "power"]}, 0.5, None)
        if power is not None:
            return power
        return self.let_go(st, legal, "discard") or act("end")

    def harsh(self, a: Action) -> bool:
        """A power that strikes the others' piles (burns, an unrooted pile): the easy bot
        keeps those and uses only the ones that help itself (a newcomer lost every Egg to them)."""
        if a.kind != "power":
            return False
        creatures = load_defs().creatures
        cr = creatures.get(str(a.args[0]))
        power = cr.power if cr else ""
        if power == "copy" and len(a.args) > 1:
            copied = creatures.get(str(a.args[1]))
            power = copied.power if copied else power
        return power in HARSH

    def gives_strong(self, st: EvolutionState, play: Action) -> bool:
        """Whether `play` frees, for an opponent, a creature of `STRONG` (its token shows on the card)."""
        cid = freed_by(st, play, self.seat)
        return cid != "none" and st.defs.creatures[cid].power in STRONG

    def let_go(self, st: EvolutionState, legal: list[Action], kind: str) -> Action | None:
        """The card a beginner parts with (`kind`: discard or tornado): a dead one to the main
        discard, else one too far from fitting to the quick one; the nearest few stay in hand."""
        quick = "quick" if st.quick_state[self.seat] == OPEN else "main"
        d = st.defs
        started = self.started(st)
        hand = [c for c in st.hands[self.seat] if not d.cards[c].is_ether]
        dist = {c: card_distance(st, self.seat, c) for c in hand}
        # nc14: with no Egg down nor in hand, it kept its Ethers and two level-1 cards turn after turn,
        # drew two cards a turn and stayed at level 0 for four turns: until an Egg is down or in
        # hand, nothing waits, so the whole hand cycles until the Eggs come
        soon = sorted((c for c in hand if 0 < dist[c] < self.far and started), key=lambda c: (dist[c], c))
        keep = set(soon[: self.keep])  # the nearest few wait in hand; the rest make room for new cards
        for c in sorted(hand):
            if dist[c] < 0 and act(kind, c, "main") in legal:
                return act(kind, c, "main")  # dead: its place is taken
            if dist[c] > 0 and c not in keep and act(kind, c, quick) in legal:
                return act(kind, c, quick)  # later: it comes back when the pile is recovered
        if not started:  # no pile can take a joker before its Egg: the Ethers wait in the quick discard
            for c in sorted(st.hands[self.seat]):
                if d.cards[c].is_ether and act(kind, c, quick) in legal:
                    return act(kind, c, quick)
        return None

    def started(self, st: EvolutionState) -> set[str]:
        """The elements whose pile has its Egg, or whose Egg is in hand (any element in the fusion
        variant once one Egg is): the cards a beginner waits for."""
        d = st.defs
        eggs = {d.cards[c].element for c in st.hands[self.seat]
                if not d.cards[c].is_ether and d.cards[c].level == d.min_level}
        began = {p for p, q in st.piles[self.seat].items() if q} | eggs
        if st.variant == "fusion" and began:
            return set(d.elements)
        return began


class HardBot(EvolutionBot):
    strength = "hard"
    policy = SHARP
    worlds = 5
    horizon = 40  # decisions of look-ahead before the table is scored
    margin = 0.04  # the look-ahead must beat the policy's pick by this share to override it
    searched = ("effect", "release", "give", "burn")
    candidates = 4

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        pick = self.pick(view, legal)
        if self.explaining and pick.kind == "play" and self.why is not None and self.why[0] == "play":
            self.warn_exposed(view, pick)
        return pick

    def warn_exposed(self, view: dict[str, Any], a: Action) -> None:
        """Words only (the pick stays): a card placed that stays free while a rival may burn it says so
        (nc38 shots 059-067: twice « Cliquez Éther … votre pile Eau », twice burnt by the bot's next turn).
        From what this mage sees: a rival holding the Phénix, or a Fire card that would go on a rival's
        pile now, not yet seen anywhere, with cards in that rival's hand, for an Éther placed."""
        st = self.world(view, random.Random(0))  # hidden hands are not read: piles, discards, tokens only
        seat, pile = self.seat, str(a.args[1])
        if len(st.piles[seat][pile]) >= st.defs.max_level:
            return  # the ultimate Elemental roots its pile: nothing stays free
        fire = st.defs.element_with("burn")
        seen = {*st.hands[seat], *(c for _o, c in st.centre)}
        for o in range(st.num_seats):
            seen.update(chain.from_iterable(st.piles[o].values()), st.quick[o], st.main[o])
        for o in st.opponents(seat):
            how, shown = "none", "none"
            if any(cr.power == "burn_all" and st.tokens[cid]["state"] == HELD and st.tokens[cid]["holder"] == o
                   for cid, cr in st.defs.creatures.items()):
                how = "held"
            elif st.defs.cards[str(a.args[0])].is_ether and view["mages"][o].get("hand_count", len(st.hands[o])) > 0:
                # an unseen Feu only for an Éther, the joker a newcomer lost twice (nc38): early in a game some Feu
                # is nearly always unseen, and said of every card the warning would cry wolf (Elem Master's nc38)
                heights = {len(q) for p, q in st.piles[o].items() if st.variant == "fusion" or p == fire}
                unseen = [cid for cid, c in st.defs.cards.items()
                          if c.element == fire and c.level in heights and cid not in seen]
                shown = unseen[0] if unseen else "none"
                how = "card" if shown != "none" else "none"
            odds: Any = "none"  # (chances in ten, as `counter_odds`)
            if how == "card":
                # nc59 shots 060, 065: the odds the rival holds that Fire, as the table shows them (its hand among
                # the cards out of sight): the Éther Conseil placed on turn 1 was burnt at once
                chance = held_chance(len(unseen), view["mages"][o]["hand_count"], view["mages"][o]["draw_count"])
                odds = tenths(chance)
            if how != "none":
                key, params = self.why  # type: ignore[misc]
                self.why = ("play_risk", {"said": (key, params), "target": o, "how": how, "fire": shown,
                                          "odds": odds})
                return

    def pick(self, view: dict[str, Any], legal: list[Action]) -> Action:
        if len(legal) == 1 or legal[0].kind == "first":
            return super().choose(view, legal)
        st = self.world(view)
        win = self.win_in_hand(st, legal)
        if win is not None:
            return win
        base = self.policy(st, self.seat, legal, self.rng)
        if self.explaining:
            self.explain(st, base)
        instead = self.weigh_gift(view, st, legal, base)
        if instead is not None:  # (the gift kept: said as such, its creature named)
            if self.explaining:
                self.explain(st, instead)
                if self.why is not None:
                    kept = {"card": str(base.args[0]), "creature": freed_by(st, base, self.seat),
                            "target": st.opponents(self.seat)[0], "gain": card_gain(st, self.seat, str(base.args[0])),
                            "power": st.defs.creatures[freed_by(st, base, self.seat)].power}
                    kept.update(self.ether_now(st, str(base.args[0]), st.opponents(self.seat)[0]))
                    if self.why[0] == "play" and self.why[1].get("creature", "none") != "none":
                        # the move instead gives a creature too (nc64 shot 136: Air 2 and Sylphe, « Ce niveau vaut
                        # pourtant ce prix », beside Feu 2 kept): the look-ahead chose it as the lesser gift
                        self.why = ("play", {**self.why[1], "verdict": "lesser", "other": kept["card"],
                                             "other_creature": kept["creature"]})
                    if instead.kind == "end":
                        # nc58 shots 099, 130: « Cliquez « Fin de tour » : votre carte ne se pose pas maintenant »
                        # beside « Pas encore Terre 3 … après ce coup, Conseil le pèsera de nouveau »: the card could
                        # be placed, and no move comes after the turn's end. Said as advice, with its reason
                        self.why = ("gift_end", {**kept, **self.kept_with_gift(st, str(base.args[0]))})
                    else:
                        self.why = ("gift_kept", {"said": self.why, **kept})
            return instead
        task = st.stack[-1] if st.stack else None
        if task is None or task["t"] not in self.searched:
            return base
        if task["t"] == "effect" and task.get("effect") == "tornado":
            # the Tornado keeps the policy's one rule (a card a level from fitting stays): the look-ahead's
            # noise had the hint keep Eau 2 at one Tornado and throw it at the next (nc14 shot-48, 55)
            return base
        if task["t"] == "release" and base.kind == "keep" and st.tokens[task["creature"]]["holder"] == self.seat:
            # its own creature, freed again, stays its own (the policy's rule): the look-ahead's noise had the hint
            # give the Golem away, « garder votre Éther … » weighed against holding it back, never against keeping
            # it for free (nc43 shot 128)
            return base
        others = [a for a in legal if a != base]
        if task["t"] == "burn":
            # a burn aimed at this mage: only what answers it is weighed (nc15: the look-ahead's noise had
            # the hint use the Gnome on a rival's pile while the person's card burned, read as protection)
            others = [a for a in others if a.kind != "power" or answers_burn(st, self.seat, a, task)]
        cands = [base] + others[: self.candidates - 1]
        return self.search(view, cands, base)

    def weigh_gift(self, view: dict[str, Any], st: EvolutionState, legal: list[Action], base: Action) -> Action | None:
        """A play that hands a creature to an opponent: the look-ahead weighs it against keeping the card for
        later. A thin or lost margin made the hint say « C'est serré » rather than « Ce niveau vaut ce prix » (nc25
        shot 69: Air 2 gave the bot the Sylphe, whose extra turn took it from 6 to 11; the person lost by one turn);
        with one opponent the hard bot, and so its hint, now plays the other move, said as the gift kept (returned;
        None: the play stands). nc43 (shot 070): « Un tour de plus pour Bot 2 : dans une course à deux, c'est
        souvent la partie. C'est serré … », followed, and the bot's double turn won it the game by one turn."""
        why = self.why
        cid = freed_by(st, base, self.seat) if base.kind == "play" else "none"
        if cid == "none":
            return None
        # the look-ahead runs for the gifts that may turn a duel (its cost, at every such play of the hard bot's);
        # a hint weighs every gift, for its words
        keeps = st.defs.creatures[cid].power in GIFT_WEIGHED and len(st.opponents(self.seat)) == 1
        if not keeps and not self.explaining:
            return None
        card = str(base.args[0])
        rest = [a for a in legal if not (a.kind == "play" and str(a.args[0]) == card)]
        # a move that spends the hand's last Ether does not hold the gift back: the card still waits in hand, and
        # once placed its creature goes with nothing left to retain it (nc58 shots 097-116: « Pas encore Feu 2 :
        # le poser maintenant donnerait Salamandre… », then the Éther on a pile, then Feu 2 and Salamandre given,
        # which burned the top of a rooted pile at once). Only moves that keep that Ether weigh against the play.
        ethers = [c for c in st.hands[self.seat] if st.defs.cards[c].is_ether]
        if len(ethers) == 1:
            rest = [a for a in rest if not (a.kind in ("play", "discard") and str(a.args[0]) == ethers[0])]
        if not rest:
            return None
        # its own draws, seeded by the turn and the card: the bot's draws stay as they were, and the same question
        # in the same turn is weighed on the same worlds (nc44 shots 104, 108: « Gardez Terre 1 … », then two
        # clicks later « … Ce niveau vaut ce prix », the look-ahead's noise either side of its margin)
        rng = random.Random(zlib.crc32(f"{st.turn}/{self.seat}/{card}".encode()))
        rival = self.policy(st, self.seat, rest, random.Random(0))
        scores = self.look_ahead(view, [base, rival], rng)
        if scores[rival] >= scores[base] - self.margin:
            if self.explaining and why is not None and why[0] == "play":
                self.why = (why[0], {**why[1], "close": 1, "verdict": "close"})
            if keeps:
                return rival
        elif self.explaining and why is not None and why[0] == "play":
            self.why = (why[0], {**why[1], "verdict": "won"})  # the look-ahead found the play worth its gift
        return None

    def win_in_hand(self, st: EvolutionState, legal: list[Action]) -> Action | None:
        """The next step of a win this turn with the hand's cards, if there is one: its next play, or
        letting an element's effect go (a Tornado would throw a card of the win away); a creature
        released on the way is given or held back as the policy says."""
        line = winning_line(st, self.seat)
        if not line:
            return None
        card, pile = line[0]
        steps = [("win_step", {"card": c, "pile": p}) for c, p in line[1:]]
        task = st.stack[-1] if st.stack else None
        if task is None and act("play", card, pile) in legal:
            self.because("win", card=card, pile=pile, rest=len(steps), steps=steps or "",
                         **self.win_at_risk(st, line))
            return act("play", card, pile)
        done = {"effect": act("skip"), "tornado": act("draw")}.get(task["t"]) if task is not None else None
        if done is not None and done in legal:
            self.because(f"win_{done.kind}", card=card, pile=pile, rest=len(steps), steps=steps or "")
            return done
        return None

    def win_at_risk(self, st: EvolutionState, line: list[tuple[str, str]]) -> dict[str, Any]:
        """A card of the win that hands an opponent a creature striking the piles at any moment, with no Ether in hand
        to hold it back: the win may not come (nc58 shots 160-164: « Vous pouvez gagner dès ce tour ! », then Feu 4
        gave the bot the Phénix, which burned that Feu 4 at once). "none": nothing stands in its way."""
        seat = self.seat
        if any(st.defs.cards[c].is_ether for c in st.hands[seat]):
            return {"risk": "none", "risk_card": "none", "holder": "none"}
        for c, p in line:
            cid = freed_by(st, act("play", c, p), seat)
            if cid != "none" and st.defs.creatures[cid].power in (*HARSH, "copy") \
                    and st.defs.creatures[cid].timing == "any":
                rivals = st.opponents(seat)
                return {"risk": cid, "risk_card": c, "holder": rivals[0] if len(rivals) == 1 else "none"}
        return {"risk": "none", "risk_card": "none", "holder": "none"}

    def explain(self, st: EvolutionState, a: Action) -> None:
        """The pick in plain words: what it builds, protects or slows down (the policy's figures only
        choose which words: a card out of reach, a threat that costs nothing)."""
        seat, policy, args = self.seat, self.policy, a.args
        if a.kind == "play":
            card, pile = str(args[0]), str(args[1])
            level = len(st.piles[seat][pile])
            # a card whose symbol frees a creature from the centre hands its power to an opponent: say so
            frees = freed_by(st, a, seat)
            # what the creature can do to this mage, said with it (nc13: an Eau 1 hinted gave the bot the Sirène)
            power = st.defs.creatures[frees].power if frees != "none" else "none"
            # nc25 shot 69: who receives it (one opponent: named) and the concrete cost; « close » from the
            # look-ahead (weigh_gift)
            rivals = st.opponents(seat)
            # nc26 shot 48: « un Éther de votre main … retiendrait la créature » with no Ether left in hand
            ether = int(any(st.defs.cards[c].is_ether for c in st.hands[seat]))
            self.because("play", card=card, pile=pile, level=level, left=max(0, 5 - level), creature=frees,
                         power=power, to_seat=rivals[0] if len(rivals) == 1 else "none", close=0, ether=ether,
                         gain=card_gain(st, seat, card), verdict="won",
                         **self.ether_over_natural(st, card, pile))
        elif a.kind == "burn":
            o, pile = int(args[0]), str(args[1])
            height = len(st.piles[o][pile])
            # a Sirène in the target's hands may turn it back: the hint says so (nc13, shot-56)
            siren = next((cid for cid, tok in st.tokens.items() if tok["state"] == HELD and tok["holder"] == o
                          and st.defs.creatures[cid].power == "redirect"), "none")
            # nc23 shot 65: which of this mage's cards it would come back on, and what the trade is
            # nc34 shots 47, 62: a Cascade countered the Fire and raised the rival's Water pile: the Water
            # card that could do it, from what the person sees (the rival's hand is hidden: « peut »)
            seen = [*chain.from_iterable(st.piles[o].values()), *st.quick[o], *st.main[o]]
            cascade = st.defs.cascade_card(st.piles[o], seen, len(st.hands[o]), st.variant == "fusion")
            self.because("burn", target=o, pile=pile, level=max(0, height - 2), empty=int(height == 1), siren=siren,
                         exposed=exposed_to(st, seat, o) if siren != "none" else "none", close=0,
                         more=max(0, exposed_count(st, seat, o) - 1) if siren != "none" else 0,
                         cascade=cascade or "none", **self.counter_odds(st, o))
        elif a.kind == "root":
            pile = str(args[0])
            # an opponent's Salamander burns the top of a rooted pile: the hint says so (issue 24)
            burner = rooted_burner(st, seat)
            top = st.piles[seat][pile][-1] if st.piles[seat][pile] else "none"
            # every card of the pile is safe from burns once rooted: the count is the pile's (a "free
            # card" is only the top of an unrooted pile, as the tutorial says; issue 24)
            self.because("root", pile=pile, count=len(st.piles[seat][pile]),
                         holder="none" if burner is None else burner, card=top)


        elif a.kind in ("discard", "tornado") and len(args) >= 2:
            card = str(args[0])
            dist = card_distance(st, seat, card)
            quick = 1 if str(args[1]) == "quick" else 0
            # why the main one for a card that will serve: the quick one shut (nc57 shots 168, 178: « Mettez Terre 5
            # dans la défausse rapide : il manque encore 4 niveaux », then « principale » for the same reason)
            state = st.quick_state[seat] if not quick and dist >= 0 and a.kind == "discard" else OPEN
            shut = {UNAVAILABLE: "on_hold", CONDEMNED: "for_good"}.get(state, "no")  # (not ids: the words name ids)
            self.because(f"{a.kind}_dead" if dist < 0 else f"{a.kind}_later", card=card, quick=quick,
                         count=max(dist, 0), shut=shut, **self.next_discards(st, a))
        elif a.kind == "give":
            # with one opponent there is nobody to choose: the reason is the Ether kept (issue 24)
            # nc24 shot 143: the Phénix given away burned the giver's free cards that very turn; the hint says so
            cid, to = str(args[0]), int(args[1])
            risk = sum(st.burnable(seat, p, to) is not None for p in st.piles[seat]) \
                if st.defs.creatures[cid].power == "burn_all" else 0
            # nc58 shots 112-116: Salamandre given to keep the Éther for the piles burned a rooted pile's top at once:
            # a creature that strikes one's piles is named with what it can do, where the Éther goes elsewhere
            power = st.defs.creatures[cid].power
            strikes = power if power in ("burn_rooted", "unroot", "redirect", "condemn_quick") else "none"
            self.because("give", creature=cid, target=to, alone=int(len(st.opponents(seat)) == 1), risk=risk,
                         strikes=strikes)
        elif a.kind == "block" and st.stack and st.stack[-1].get("creature"):
            # nc38 shot 055: the look-ahead held the Sirène back while the words stayed the policy's « Donnez
            # Sirène »; the frame was on « Retenir ». The words now say the pick the frame shows
            cid = str(st.stack[-1]["creature"])
            rivals = st.opponents(seat)
            self.because("block", creature=cid, card=str(args[0]) if args else "none",
                         target=rivals[0] if len(rivals) == 1 else "none")

        elif a.kind == "power":
            # its target as the prompt asks for it, in order: a mage, then a pile (or the creature copied)
            task = st.stack[-1] if st.stack else None
            # a burn aimed at this mage: the hint says how the power saves the card (nc15)
            answer = power_as(st, args)[0] if task is not None and task["t"] == "burn" and task["target"] == seat \
                and answers_burn(st, seat, a, task) else "none"
            params: dict[str, Any] = {"creature": str(args[0]), "target": "none", "pile": "none", "copied": "none",
                                      "yours": 1 if seat in args[1:] else 0, "answer": answer,
                                      "power": power_as(st, args)[0],  # nc20: the Sylphe's hint says what it does
                                      "card": str(task.get("card", "none")) if answer != "none" and task else "none",
                                      # nc23 shot 90: the Golem's hint says what it roots, and the Salamandre's risk
                                      "holder": "none" if rooted_burner(st, seat) is None else rooted_burner(st, seat)}
            for v in args[1:]:
                if isinstance(v, int) and not isinstance(v, bool):
                    params["target"] = v
                elif str(v) in st.piles[seat]:
                    params["pile"] = str(v)
                else:
                    params["copied"] = str(v)
            # nc34 shots 60, 73: the Gnome hinted on a pile marked « dessus libre » said its top « redevient
            # libre »; there it bares the rooted cards under the top, said so (words only, the pick stays)
            o, p = params["target"], params["pile"]
            free = params["power"] == "unroot" and isinstance(o, int) and st.free_card(o, p) is not None
            params.update(free=int(free), rooted=st.rooted[o][p] if free else 0)
            # the Phénix's words on one's own Ondine only where one has it in play (nc47 shot 100: said while the
            # Ondine still lay in the centre)
            params["ondine"] = int(any(m["seat"] == seat for c, m in st.markers.items()
                                       if st.defs.creatures[c].power == "protect"))
            # nc65 shot 131: the Dhyâna's reason was the generic « pris à lui seul, c'est votre meilleur coup … »:
            # the power it cancels, whose, and what that power would have done
            below = task if task is not None and task["t"] == "power" else None
            cancels = st.defs.creatures[str(below["as"])] if below is not None and params["power"] == "cancel" \
                else None
            params.update(cancels=str(below["as"]) if cancels is not None and below is not None else "none",
                          cancelled=cancels.power if cancels is not None else "none",
                          **{"from": int(below["seat"]) if below is not None else "none"})
            self.because("power", **params)
        elif a.kind == "end":
            # nc27 shots 46-51: the opening's keep is close to dumping more (measured): the hint says both
            start = int(len(st.hands[seat]) > 1 and not any(st.piles[seat].values()))
            self.because("end", count=len(st.hands[seat]), start=start, **self.kept_reason(st))
        elif a.kind == "move":
            token, pile = str(args[0]), str(args[1])
            # why, as the policy moves it (play_phase): the card it shields is no longer free (covered or rooted:
            # nc42 shots 112, 130, 173, « plus haute … que celle où il se trouve » while it sat on a higher,
            # rooted pile), else the pile is higher
            now = st.markers.get(token, {}).get("card")
            there = next((p for p in st.piles[seat] if now is not None and st.free_card(seat, p) == now), "none")
            self.because("move", creature=token, pile=pile, level=max(0, len(st.piles[seat][pile]) - 1),
                         why="higher" if there != "none" else "idle", there=there)
        elif a.kind == "cascade":
            self.because("cascade", card=str(args[0]), pile=str(args[1]))
        elif a.kind == "dest":
            card = str(st.stack[-1]["card"]) if st.stack and "card" in st.stack[-1] else ""
            self.because(f"dest_{args[0]}", card=card, count=max(card_distance(st, seat, card), 0) if card else 0)
        elif a.kind == "skip" and st.stack and st.stack[-1].get("effect") == "burn" and \
                (turned := self._turned_back(st)) is not None:
            # nc23 shot 63: « aucun choix ne vous fait avancer » while the burn was left for the Sirène's sake
            holder, siren = turned
            self.because("skip_siren", holder=holder, siren=siren, exposed=exposed_to(st, seat, holder),
                         more=max(0, exposed_count(st, seat, holder) - 1))
        elif a.kind == "skip" and st.stack and st.stack[-1].get("effect") == "burn" and \
                (burns := [b for b in st.legal_actions(seat) if b.kind == "burn"]) and \
                counter_chance(st, o := int(policy.effect(st, seat, st.stack[-1], {"burn": burns}).args[0])) >= 1.0:
            # nc59 shots 176, 177: the burn the policy would aim meets a Cascade for sure (the rival's draw pile empty,
            # its Water card nowhere in sight): it would set nobody back, the Fire is left, said with why
            seen = [*chain.from_iterable(st.piles[o].values()), *st.quick[o], *st.main[o]]
            self.because("skip_countered", target=o,
                         cascade=st.defs.cascade_card(st.piles[o], seen, len(st.hands[o]), st.variant == "fusion")
                         or "none")
        elif a.kind == "skip" and st.stack and st.stack[-1].get("effect") == "burn" and \
                (burns := [b for b in st.legal_actions(seat) if b.kind == "burn"]):
            # nc45 shot 076: « aucun choix ne vous fait avancer ici » beside a burn that set the rival back a level:
            # the look-ahead kept the Fire; the words say what burning would do, and that it is a choice of play
            best = policy.effect(st, seat, st.stack[-1], {"burn": burns})
            o, pile = int(best.args[0]), str(best.args[1])
            seen = [*chain.from_iterable(st.piles[o].values()), *st.quick[o], *st.main[o]]
            cascade = st.defs.cascade_card(st.piles[o], seen, len(st.hands[o]), st.variant == "fusion")
            # nc58 shot 121: « … et Bot 2 recule » for its Egg, whose burn leaves its level as it was
            # f48 (nc60): « en jouant la suite plusieurs fois » said how the look-ahead reckoned, nothing a person can
            # reuse: the words say what the burn meets on the table, the Cascade that may answer it (its odds, as the
            # table shows them), else where the burned card goes (its quick discard: back first into the draw pile)
            odds = tenths(counter_chance(st, o))
            self.because("skip_burn", target=o, pile=pile, card=str(st.free_card(o, pile) or ""),
                         cascade=cascade if cascade and odds != "none" else "none", odds=odds,
                         quick=int(st.quick_state[o] == OPEN), egg=int(len(st.piles[o][pile]) == 1))
        elif a.kind == "skip" and st.stack and st.stack[-1].get("effect") == "root" and \
                (roots := [b for b in st.legal_actions(seat) if b.kind == "root"]):
            # nc25 shot 56: « aucun choix ne vous fait avancer » while rooting the Feu pile looked useful:
            # the look-ahead found them about even; the hint says so, and what rooting would have kept safe
            pile = str(policy.effect(st, seat, st.stack[-1], {"root": roots}).args[0])
            self.because("skip_root", pile=pile, count=len(st.piles[seat][pile]))
        elif a.kind in ("pass", "skip", "keep", "draw"):
            task = st.stack[-1] if st.stack else None
            threat = policy.threat(st, seat, task) if task is not None and "as" in task else 0.0
            # the window names the button: "Garder pour plus tard", "Laisser brûler" or "Passer"
            # (a code of its own: "moment" and "burn" are ids the hint's words would translate)
            window = {"moment": "later", "burn": "let_burn"}.get(str(task["t"]) if task is not None else "", "plain")
            # « La garder » when the token is the mage's own (nc13: the hint said « Laisser à … »)
            creature = task.get("creature") if task is not None else None
            mine = int(a.kind == "keep" and creature is not None and st.tokens[creature]["holder"] == seat)
            self.because(a.kind, harmless=1 if threat <= 0 else 0, window=window, mine=mine)

    @staticmethod
    def counter_odds(st: EvolutionState, o: int) -> dict[str, Any]:
        """The odds, as the table shows them, that a burn on `o` meets a Cascade (nc59 shots 176, 177: Conseil's
        burn said nothing of the Eau 5 the bot surely held): `odds` "none", "sure" (its draw pile empty, its Water
        card nowhere in sight) or chances in ten (1-9, « 3 chances sur 10 »: a count the table gives, not a figure
        of the evaluation, which hints never show), with what it is read from: its `held` cards in hand and its
        `drawn` ones in the draw pile."""
        return {"odds": tenths(counter_chance(st, o)), "held": len(st.hands[o]), "drawn": len(st.draws[o])}

    def ether_over_natural(self, st: EvolutionState, card: str, pile: str) -> dict[str, Any]:
        """An Ether played where the hand's own card of that level would go too, and why the policy put
        the joker there (nc33 shots 64, 71: « Éther sur Terre » with Terre 2 in hand, unexplained): the
        natural card, whether the policy values both alike (a tie), else what holds the card back (an
        Earth roots and a Tornado cycles best after the other cards; a symbol gives a creature away).
        Words only: the figures are the policy's own, its pick stays."""
        none: dict[str, Any] = {"natural": "none", "natural_close": 0, "natural_why": "other", "later": "none"}
        seat, d = self.seat, st.defs
        level = len(st.piles[seat][pile])
        natural = f"{pile}{level}"
        if d.cards[card].is_ether and st.variant != "fusion" and natural in d.cards and natural not in st.hands[seat]:
            # the card of that level, still to come, will fit the pile no more (nc53 shots 067-073, 095, 107: Conseil
            # put both Ethers on Feu as 1 and 2, then Feu 1 and Feu 2 came and were thrown away)
            return {**none, "later": natural}
        if not d.cards[card].is_ether or st.variant == "fusion" or natural not in st.hands[seat] \
                or natural not in d.cards or not st.fits(natural, seat, pile):
            return none
        ether_v = self.policy.play_value(st, seat, card, pile)
        natural_v = self.policy.play_value(st, seat, natural, pile)
        # (f49, nc61 shot 129: « mais sa Tornade sert mieux une fois vos autres cartes posées » while the Éther made
        # that card dead: no reason promises the card a use the joker takes away; the sharp policy no longer puts
        # one there but for a gift)
        why = "gives" if self.policy.release_cost(st, seat, natural, pile) > 0 else "other"
        return {"natural": natural, "natural_close": int(natural_v >= ether_v - 1e-9), "natural_why": why,
                "later": "none"}

    def _turned_back(self, st: EvolutionState) -> tuple[int, str] | None:
        """The rival holding a Sirène among those this burn may aim at, with the creature: burning it may
        turn the Fire back onto this mage's own card (None when no target holds one, or nothing of this
        mage's would burn)."""
        for o in st.opponents(self.seat):
            if not any(st.burnable(o, p, self.seat) is not None for p in st.defs.elements):
                continue
            for cid, tok in st.tokens.items():
                if tok["state"] == HELD and tok["holder"] == o and st.defs.creatures[cid].power == "redirect" \
                        and exposed_to(st, self.seat, o) != "none":
                    return o, cid
        return None

    def kept_reason(self, st: EvolutionState) -> dict[str, Any]:
        """Why the cards left in hand are kept, in words the hint turns into their own reasons (nc13:
        « Éther joker, Eau pour la Cascade ou niveau tout proche » for an Air 1 waiting for its Egg).
        One card: `card` and `why` (joker, counter, egg, next, filled, plain). Several: the cards by
        reason, `eggs` (their pile still empty), `close` (a level away, or the hand fills the gap),
        `jokers` (Ethers) and `counter` (a Water kept against a Fire), "none" when empty; `why` is
        "plain" when no reason applies."""
        hand = sorted(st.hands[self.seat])
        whys = {card: self._why_kept(st, card) for card in hand}
        out: dict[str, Any] = {"card": hand[0] if len(hand) == 1 else "none",
                               "why": whys[hand[0]] if len(hand) == 1 else "plain"}
        eggs = [c for c in hand if whys[c] == "egg"]
        close = [c for c in hand if whys[c] in ("next", "filled")]
        counter = next((c for c in hand if whys[c] == "counter"), "none")
        jokers = sum(1 for c in hand if whys[c] == "joker")
        out.update(eggs=eggs or "none", close=close or "none", counter=counter, jokers=jokers,
                   close_count=len(close))  # « se posera » / « se poseront » (nc51 shot 141)
        if len(hand) > 1 and (eggs or close or jokers or counter != "none"):
            out["why"] = "listed"
        return out

    def ether_now(self, st: EvolutionState, card: str, to: int) -> dict[str, Any]:
        """Why a card kept back for its gift is not placed now with an Éther of the hand holding the creature back
        (nc65 shot 106: « Gardez aussi votre Éther : le tour où vous poserez Terre 3, vous pourrez le défausser au
        centre pour retenir Golem » while the person held both: why not now?). `ether_now` 1 when the hand holds an
        Ether; `back` 1 when `to` may still place its own card of that level, which would free the creature for this
        mage, for nothing (the reason to wait rather than spend the Ether now)."""
        hand = list(st.hands[self.seat])
        if card in hand:
            hand.remove(card)
        ether = int(any(st.defs.cards[c].is_ether for c in hand))
        c = st.defs.cards[card]
        back = int(c.level is not None and st.variant != "fusion" and len(st.piles[to][c.element]) <= c.level)
        return {"ether_now": ether, "back": back}

    def kept_with_gift(self, st: EvolutionState, card: str) -> dict[str, Any]:
        """Why the other cards stay in hand beside a card kept back for its gift (f49, nc61 shot 072: « Gardez aussi le
        reste de votre main », no why, with an Éther and Terre 2 that made two levels): an Ether may hold the creature
        back once `card` goes down (`ether`), the others by name (`rest`), `rest_why` "close" when each fits soon
        (a level away, or the hand fills the gap), else "later"; `others` their count, Ethers included."""
        hand = list(st.hands[self.seat])
        hand.remove(card)
        ether = int(any(st.defs.cards[c].is_ether for c in hand))
        rest = sorted(c for c in hand if not st.defs.cards[c].is_ether)
        close = all(self._why_kept(st, c) in ("next", "filled", "egg") for c in rest)
        return {"others": len(hand), "ether": ether, "rest": rest or "none",
                "rest_why": "close" if close else "later"}

    def _why_kept(self, st: EvolutionState, card: str) -> str:
        c = st.defs.cards[card]
        dist = card_distance(st, self.seat, card)
        if c.is_ether:
            return "joker"
        if dist == 0 and c.element == st._effect_element("cascade"):
            return "counter"
        if dist == 1:
            empty = st.variant != "fusion" and not st.piles[self.seat][c.element]
            return "egg" if empty else "next"
        if soon_playable(st, self.seat, card):
            return "filled"
        return "plain"

    def next_discards(self, st: EvolutionState, a: Action) -> dict[str, Any]:
        """The cards the policy would part with after this one in the same way, in order, by discard
        (`also_quick`, `also_main`, "none" when empty): a hint names them all at once (issue 24: it
        told a newcomer to throw the hand away one card at a time)."""
        w = st.clone()
        more: dict[str, list[str]] = {"quick": [], "main": []}
        w.apply(self.seat, a)
        for _ in range(len(st.hands[self.seat])):
            task = w.stack[-1] if w.stack else None
            if w.is_over or self.seat not in w.actors() or (task is not None and task["t"] != a.kind):
                break
            legal = w.legal_actions(self.seat)
            nxt = self.policy(w, self.seat, legal, random.Random(0))
            if nxt.kind != a.kind or len(nxt.args) < 2:
                break
            more[str(nxt.args[1])].append(str(nxt.args[0]))
            w.apply(self.seat, nxt)
        return {f"also_{k}": v or "none" for k, v in more.items()}

    def look_ahead(self, view: dict[str, Any], cands: list[Action], rng: random.Random) -> dict[Action, float]:
        """Each candidate's mean outcome over `self.worlds` worlds sampled from the view with `rng`,
        each played on by the rollout policy: the one look-ahead the bot's search and its hints share."""
        worlds = []
        for _ in range(self.worlds):
            w = EvolutionState.sample_from_view(view, rng)
            w.rank_all = False
            worlds.append((w, rng.random()))
        scores = {}
        for a in cands:
            total = 0.0
            for w, salt in worlds:
                c = w.clone()
                c.apply(self.seat, a)
                self.rollout(c, random.Random(salt))
                total += outcome(c, self.seat, EVALUATE)
            scores[a] = total / len(worlds)
        return scores

    def search(self, view: dict[str, Any], cands: list[Action], base: Action) -> Action:
        scores = self.look_ahead(view, cands, self.rng)
        best = max(cands, key=lambda a: scores[a])
        pick = best if scores[best] > scores[base] + self.margin else base
        if self.explaining and pick == base and self.why is not None and self.why[0] == "burn":
            # the look-ahead found another choice about as good: the hint says it is a close call (1: skipping it)
            # (nc23 shots 63, 65: one card apart, « skip » then « burn », each said as plainly right)
            rival = max((a for a in cands if a != base), key=lambda a: scores[a], default=None)
            if rival is not None and scores[rival] >= scores[base] - self.margin:
                self.why = (self.why[0], {**self.why[1], "close": 1 if rival.kind == "skip" else 2})
        if self.explaining and pick != base:
            # the look-ahead overrode the policy: its pick said in the same plain words
            self.explain(self.world(view, random.Random(0)), pick)
        return pick

    def rollout(self, st: EvolutionState, rng: random.Random) -> None:
        """`game.search.rollout` without the second legality check: the policy picks from the legal list."""
        for _ in range(self.horizon):
            if st.is_over:
                return
            (seat,) = st.actors()
            st._apply(seat, self.policy(st, seat, st.legal_actions(seat), rng))


def make_bot(strength: str, seat: int, seed: int) -> Bot:
    cls = {"easy": EasyBot, "medium": EvolutionBot, "hard": HardBot}.get(strength)
    if cls is None:
        raise ValueError(f"unknown bot strength '{strength}'")
    return cls(seat, seed)


def lead(view: dict[str, Any], seat: int) -> float:
    """How far `seat` leads the best other mage in levels on its piles (the first-game level's
    measure, game/bots.py `KeepClose`)."""
    levels = [m["levels"] for m in view["mages"]]
    return float(levels[seat] - max(v for s, v in enumerate(levels) if s != seat))
