"""Elem Master bots. They see only their view and the legal actions.

- easy: weighs a few legal actions drawn at random and takes the best looking (a random army
  in a free start): it attacks when it happens to see an attack, and misses most threats. It
  still sees the danger to its last Earth (its last levels or its last stack: then it looks twice
  as wide; at its very last level it weighs every option), never attacks its own troops (nor blows
  or washes them onto each other), never walks its Earth beside an enemy that beats it, and does
  not undo its last move.
- medium: greedy over half of its options (drawn at random): the action whose result scores best
  on a material-and-threat evaluation; it overlooks the rest.
- hard: sees every option and plans its whole turn: from each of the few actions rated best, it
  plays the rest of the turn greedily, on a world rebuilt from its view (unseen event cards
  dealt at random), and keeps the plan that ends best. The plan is followed while it stays
  legal, for the turn it was made in.
- medium and hard get bolder as a game stays quiet or long (`_note_progress`), and with several
  enemies they focus on the one nearest elimination: games end by the rules, not the turn limit.
- hard, late in a game that stays quiet (`STALL_QUIET`), plays the stall for what it is: the turn
  limit would end it on the same count as a Fire-out, so positions weigh that count (`count_value`),
  the side ahead sieges every Fire (`siege_cost`) instead of attacking, or burns every enemy Earth
  when that is shorter (`hunt_cost`), or hunts when it has no Water; a side behind goes for the count
  leader and values its own Fire only for what it may burn; each plan is judged two turns on, after
  a cheap model of the others' turns; and a position met again at a turn's start (a loop) is left
  by a first action not tried from it before.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from typing import Any

from game.bots import Bot
from game.core import Action, act
from game.elemmaster.board import ELEMENTS, geometry, side_of
from game.elemmaster.contract import count_lead, fire_owners
from game.elemmaster.defs import load_defs
from game.elemmaster.pieces import BEATS
from game.elemmaster.rules import FIRE_OUT_LEVELS, ElemState

# A board as the bot remembers it at the start of its turns: (cell, owner, element, level) per stack.
PositionKey = tuple[tuple[str, int, str, int], ...]

_END = act("end")
APPROACH = 0.3  # the bots' taste for closing in (evaluate's `approach`), before the drive
EASY_LOOKS = 4  # how many options the easy bot weighs (the others go unseen)
EASY_ALARM = 2  # Earth levels left at which the easy bot sees the danger to its life and weighs every option
MEDIUM_LOOKS = 0.5  # the share of its options the medium bot weighs
MEDIUM_LOOKS_MIN = 6
DRIVE_TURNS = 1.0  # quiet own turns that add one more APPROACH (a quiet game heats up)
HARD_CANDIDATES = 6  # first actions the hard bot looks ahead from (2 players)
HARD_CANDIDATES_4 = 4  # (4 players)
TURN_STEPS = 3  # actions a lookahead plays to finish a turn (3 AP; a free Souffle may be left out)
NOISE = 1e-3  # the most of the random draw a plan's first action's score carries (its whim)
FOCUS_REST = 0.3  # with several enemies, how much the ones not targeted weigh
LONG_ROUNDS = 3.0  # rounds of play that add one more APPROACH (so does a long one)
LATE = 0.3  # the share of the turn limit after which a side ahead on the count plays for the Fire-out
FIRE_OUT = 8.0  # (at the limit) how much each Fire level left on the board costs the side ahead
HUNT = 1.0  # (times FIRE_OUT) the pull of that side's Water towards the enemy Fire
STALL_QUIET = 2  # quiet own turns, once late (LATE), after which the hard bot plans as in a stall
STALL_CANDIDATES = 2  # first actions a stall plan looks two turns ahead from
STALL_REPLY_STEPS = 1  # actions each other seat plays in the stall plan's model of their turns
NO_WATER = 3.0  # (times the board side, times FIRE_OUT) what a side ahead in a stall pays for having no Water
WIN_NODES = 3000  # states the hard bot's search for a win within this turn may visit (nc14: a 3-action win missed)
# what a side pays for holding no Water on the board while an enemy has Fire there, and for holding one
# level only: nothing of its own can ever beat that Fire again (nc40: the bot turned both its Waters into Earth
# on its first two turns, and the person's Fires walked to its Earth untouched)
NO_ANSWER = 5.0
LAST_ANSWER = 1.5
OWN_HINT_MARGIN = 2.0  # score a hint gives up not to open by attacking one's own piece (under a Fire level)
VALUE = {"earth": 3.0, "fire": 2.4, "water": 2.0, "air": 1.4}
# nc64 (shots 098-128: « the bot never defended its two Terre stacks »): an Earth in reach of enemy pieces that beat
# it costs, per level they could take (at most its own), this much more than a plain threat. A beater two cells off
# reaches it with the tokens it may split off beside it (its level less one), or whole by merging, unmarked, into a
# beater of its owner's already beside it; those count SPLIT_REACH as much
EARTH_REACH = 1.5
SPLIT_REACH = 0.5
# The specialties the bots take in a draft, best first (a judgement, not a rule).
DRAFT_ORDER = ("enchanteur", "oracle", "pretre", "druide", "cultiste", "alchimiste", "demoniste", "genie",
               "shaman", "guerisseur", "sage", "runiste", "metamorphe", "necromancien", "illusionniste",
               "constellationiste")


def evaluate(st: ElemState, seat: int, approach: float = 0.0, aware: bool = False, target: int | None = None,
             fire_out: float = 0.0, own_fire: float = 1.0, reach: bool = False) -> float:
    """How good the position is for `seat`'s side: material, Earth safety, threats, and
    (with `approach`) how close its Fire stands to enemy Earth. A threatened elemental counts
    as half lost for the side that does not move next: the enemy's (`aware=False`, the view
    from inside one's own turn), or whoever is not to play now (`aware=True`).

    With several enemies, a `target` seat's side weighs as much as one's own and the others
    `FOCUS_REST` as much: spread evenly, an enemy's loss would weigh a third of one's own and
    every trade would look bad, and nobody would ever be eliminated.

    `fire_out` (late in a long game): when `seat`'s side is not behind on the count the rules use once no
    Fire is left (Earth, then Water, then Air on the board), every Fire level still on the board
    costs it that much, so it trades its own Fire away and hunts the others': the game then ends
    by the rules' Fire-out instead of the safety limit.

    `own_fire` scales what the side's own Fire is worth (material and threats): a side behind late
    in a stall loses at the limit whatever it keeps, so its Fire is worth only what it burns.

    `reach` (the medium bot's): an Earth in reach of enemy pieces that beat it costs what they could take next turn
    (`_earth_reach`); the hard bot's look-ahead finds that by itself (measured: with it, hard beat medium less)."""
    if st.over is not None:
        winners = st.over["winners"]
        if not winners or len({st.side_key(w) for w in winners}) > 1:
            return 0.0
        return 1000.0 if st.allied(seat, winners[0]) else -1000.0
    n = st.num_seats
    side = [st.side_key(o) for o in range(n)]
    me = side[seat]
    enemies = max(1, len(st.opponents(seat)))
    focus = side[target] if target is not None and side[target] != me else None
    if focus is None:
        weight = [1.0 if side[o] == me else -1.0 / enemies for o in range(n)]
    else:
        weight = [1.0 if side[o] == me else -1.0 if side[o] == focus else -FOCUS_REST for o in range(n)]
    growth = _growth(st)
    maxl = st.rules.max_level
    terrain = st.terrain
    stacks = st.stacks
    neighbours = st.geo.neighbours
    earth = [0] * n
    water = [0] * n
    air = [0] * n
    fire = 0
    fires = [0] * n  # each seat's Fire levels: who can still burn another's Water-less side
    score = 0.0
    get = stacks.get
    mine_next = aware and side[st.current] == me
    risk_mine, risk_theirs = (0.33, 0.55) if mine_next else (0.55, 0.33)
    for c, s in stacks.items():
        o = s.owner
        el = s.element
        w = weight[o]
        value = VALUE[el]
        if el == "fire" and w > 0:
            value *= own_fire
        score += w * value * s.level
        if el == "earth":
            earth[o] += s.level
        elif el == "fire":
            fire += s.level
            fires[o] += s.level
        elif el == "water":
            water[o] += s.level
        else:
            air[o] += s.level
        if s.level < maxl and el in growth[terrain[c]]:
            score += w * 0.25
        eff = s.morph or el
        so = side[o]
        threat = 0
        for d in neighbours[c]:
            t = get(d)
            if t is not None and eff in BEATS[t.morph or t.element] and side[t.owner] != so:
                threat += 1
        if threat:
            # threatened: a likely loss, larger for the side that does not move next
            score -= threat * w * value * (risk_mine if w > 0 else risk_theirs)
        if reach and eff == "earth":
            score -= w * _earth_reach(st, c, s.level, side, so) * (risk_mine if w > 0 else risk_theirs)
    if approach:
        score += approach * _closeness(st, side, me, focus)
    if fire_out and fire:
        count: dict[int, list[int]] = {}
        for o in range(n):
            if not st.eliminated[o]:
                tokens = count.setdefault(side[o], [0, 0, 0])
                tokens[0] += earth[o]
                tokens[1] += water[o]
                tokens[2] += air[o]
        mine = count.get(me)
        # ahead, or level (the safety limit would end it on the same count anyway, only later)
        if mine is not None and all(mine >= c for k, c in count.items() if k != me):
            score -= fire_out * fire
            score += fire_out * HUNT * _hunt(st, side, me)
    for o in range(n):
        if st.eliminated[o]:
            continue
        e = earth[o]
        danger = 6.0 if e <= 1 else 3.0 if e <= 3 else 0.0
        score -= weight[o] * danger
        score += weight[o] * 0.05 * sum(st.reserve[o].values())
        if water[o] <= 1 and any(side[f] != side[o] and fires[f] for f in range(n)):
            # (the reserve only grows a piece on the board: without a Water there, no Water comes back)
            score -= weight[o] * (NO_ANSWER if water[o] == 0 else LAST_ANSWER)
    return score


def _earth_reach(st: ElemState, c: int, level: int, side: list[Any], so: Any) -> float:
    """What the enemy pieces that beat Earth could take next turn from the Earth of `level` on `c` (side `so`), beyond
    a plain threat (`EARTH_REACH`): the levels beside it, and a share of those two cells off."""
    get, neighbours = st.stacks.get, st.geo.neighbours
    reach = 0.0
    beside: list[tuple[int, int]] = []
    for d in neighbours[c]:
        t = get(d)
        if t is not None and side[t.owner] != so and "earth" in BEATS[t.morph or t.element]:
            reach += t.level
            beside.append((d, t.owner))
    for d in st.geo.ring2[c]:
        t = get(d)
        if t is None or side[t.owner] == so or "earth" not in BEATS[t.morph or t.element]:
            continue
        between = [b for b in neighbours[d] if b in neighbours[c]]
        if any(b == at and owner == t.owner for b in between for at, owner in beside):
            reach += t.level * SPLIT_REACH  # merged into a beater beside it, unmarked: it strikes again
        elif t.level > 1 and any(get(b) is None and b not in st.void for b in between):
            reach += (t.level - 1) * SPLIT_REACH  # a token split off to a free cell between: a screen stops it
    return EARTH_REACH * min(level, reach)


def own_earth_reach(st: ElemState, seat: int) -> float:
    """What enemy beaters could take next turn from `seat`'s side's Earth, summed over its Earth stacks."""
    side = [st.side_key(o) for o in range(st.num_seats)]
    me = side[seat]
    return sum(_earth_reach(st, c, s.level, side, me) for c, s in st.stacks.items()
               if side[s.owner] == me and (s.morph or s.element) == "earth")


def _closeness(st: ElemState, side: list[int], me: int, focus: int | None = None) -> float:
    """Sum over Fire elementals of how near the nearest enemy Earth is (mine count for, theirs
    against): what pushes a side to attack rather than wait for the turn limit."""
    fires, earths = [], []
    for c, s in st.stacks.items():
        if s.element == "fire":
            fires.append((c, side[s.owner] == me))
        elif s.element == "earth" and (focus is None or side[s.owner] in (me, focus)):
            earths.append((c, side[s.owner] == me))
    if not fires or not earths:
        return 0.0
    xy = st.geo.xy
    size = st.geo.size
    total = 0.0
    for c, mine in fires:
        fx, fy = xy[c]
        best = min((max(abs(fx - xy[e][0]), abs(fy - xy[e][1])) for e, e_mine in earths if e_mine != mine),
                   default=None)
        if best is not None:
            # 1/d pulls hard at close range; the linear part still pulls from across a big board
            total += (1.0 if mine else -1.0) * (1.0 / best + (size - best) / (2.0 * size))
    return total


def _hunt(st: ElemState, side: list[int], me: int) -> float:
    """How near the side's Water stands to the enemy Fire (Water beats Fire): the way for a side
    ahead on the count to take the last Fire off the board, when the enemy keeps it out of reach."""
    waters, fires = [], []
    for c, s in st.stacks.items():
        if s.element == "water" and side[s.owner] == me:
            waters.append(c)
        elif s.element == "fire" and side[s.owner] != me:
            fires.append(c)
    if not waters or not fires:
        return 0.0
    xy = st.geo.xy
    total = 0.0
    for f in fires:
        fx, fy = xy[f]
        best = min(max(abs(fx - xy[w][0]), abs(fy - xy[w][1])) for w in waters)
        total += 1.0 / best
    return total


def count_value(st: ElemState, seat: int) -> float:
    """What the rules' count (Earth, then Water, then Air on the board) would give `seat`'s side if
    the game ended now: 1000 for a win, 1000/k for a place among k tied sides, -1000 for a loss.
    Late in a stalled game this is nearly what the game is worth: the turn limit ends it on the
    same count, so a side behind loses a stall just as it loses a Fire-out."""
    counts = st.counts()
    me = st.side_key(seat)
    mine = counts.get(me)
    if mine is None:
        return -1000.0
    best = max(counts.values())
    if mine < best:
        return -1000.0
    return 1000.0 / sum(1 for v in counts.values() if v == best)


def end_value(st: ElemState, seat: int) -> float:
    """A finished game from `seat`'s side: a win 1000, a share among k winning sides 1000/k (a
    draw the count gave, worth as much as the same draw at the turn limit), a loss -1000."""
    assert st.over is not None
    winners = st.over["winners"]
    sides = {st.side_key(w) for w in winners}
    if st.side_key(seat) not in sides:
        return -1000.0
    return 1000.0 / len(sides)


def siege_cost(st: ElemState, seat: int) -> float:
    """For a side ahead on the count late in a stall: roughly how many action points its Water
    needs to put out every Fire on the board, its own included (a Fire-out ends the game on the
    count it leads). Each Fire needs its level in hits, one more if it can regrow where it stands,
    and every hit a Water beside it: the nearest Waters' walks count, one Water per hit
    (a single Water against a Fire that regrows is a loop, not a siege). An enemy Fire also
    regains a level by burning an Earth or an Air beside it (the winner of an interaction gains),
    so that counts as a regrowth too: one Water hitting a Fire that feeds on the Earth next to it
    every turn was a loop that ran 100 turns (4 hard bots, seed 107)."""
    me = st.side_key(seat)
    waters, fires = [], []
    growth = _growth(st)
    stacks = st.stacks
    neighbours = st.geo.neighbours
    for c, s in stacks.items():
        if s.element == "water" and st.side_key(s.owner) == me:
            waters.append(c)
        elif s.element == "fire":
            regrow = False
            if st.side_key(s.owner) != me:
                regrow = "fire" in growth[st.terrain[c]]
                if not regrow:
                    so = st.side_key(s.owner)
                    for d in neighbours[c]:
                        t = stacks.get(d)
                        if t is not None and t.element in ("earth", "air") and st.side_key(t.owner) != so:
                            regrow = True
                            break
            fires.append((c, s.level + (1 if regrow else 0)))
    if not fires:
        return 0.0
    xy = st.geo.xy
    far = st.geo.size
    total = 0.0
    for f, hits in fires:
        fx, fy = xy[f]
        dist = sorted(max(abs(fx - xy[w][0]), abs(fy - xy[w][1])) for w in waters)
        walks = [d - 1 for d in dist[:hits]] + [far] * max(0, hits - len(dist))
        total += hits + sum(walks) / hits
    return total


def hunt_cost(st: ElemState, seat: int) -> float:
    """For a side ahead late in a stall, the other way to end the game: roughly how many action
    points its Fire needs to burn every enemy Earth (an elimination of all the others). Each Earth
    needs its level in hits, one more if it can regrow where it stands, and the nearest own Fire's
    walk to it. With no Fire of its own the way is closed (infinite)."""
    me = st.side_key(seat)
    fires, earths = [], []
    growth = _growth(st)
    for c, s in st.stacks.items():
        k = st.side_key(s.owner)
        if s.element == "fire" and k == me:
            fires.append(c)
        elif s.element == "earth" and k != me:
            earths.append((c, s.level + (1 if "earth" in growth[st.terrain[c]] else 0)))
    if not earths:
        return 0.0
    if not fires:
        return float("inf")
    xy = st.geo.xy
    total = 0.0
    for e, hits in earths:
        ex, ey = xy[e]
        total += hits + min(max(abs(ex - xy[f][0]), abs(ey - xy[f][1])) for f in fires) - 1
    return total


_GROWTH: dict[int, dict[str, frozenset[str]]] = {}


def _growth(st: ElemState) -> dict[str, frozenset[str]]:
    key = id(st.defs)
    if key not in _GROWTH:
        _GROWTH[key] = {tid: t.growth for tid, t in st.defs.terrains.items()}
    return _GROWTH[key]


def _tally(st: ElemState, seat: int) -> tuple[int, int, int]:
    """(levels of `seat`'s side, levels of the enemy sides, own elementals an enemy one beats beside
    it): the terms a hint quotes from the evaluation."""
    me = st.side_key(seat)
    mine = theirs = threatened = 0
    for c, s in st.stacks.items():
        own = st.side_key(s.owner) == me
        if own:
            mine += s.level
            eff = s.morph or s.element
            for d in st.geo.neighbours[c]:
                t = st.stacks.get(d)
                if t is not None and st.side_key(t.owner) != me and eff in BEATS[t.morph or t.element]:
                    threatened += 1
                    break
        else:
            theirs += s.level
    return mine, theirs, threatened


REACH_NODES = 400  # positions of the next enemy turn `reach_threats` may visit (beyond: not known safe)
# the hint's check on the Earth (its loss loses the game) looks further (nc26 shots 88-91: a crowded board
# passed 400, nothing was said, and a Fire split off e3 burnt the Terre Conseil had just moved to c2)
EARTH_REACH_NODES = 4 * REACH_NODES


def reach_threats(st: ElemState, seat: int, cells: set[int] | None = None,
                  budget: int | None = None) -> set[int] | None:
    """The cells of `seat`'s side that the enemy playing next could beat in its coming turn, by
    what it can really do: its attacks from where it stands, and after one or two moves, waves
    (a dragged Water attacks too), splits, tunnels, souffles (nc16: the hint said « votre Feu se met
    hors de portée » of a Fire that a Water dragged by a wave killed the next turn). `st` is the
    position at the end of `seat`'s turn (the turn ends in it if it has not). None: too many
    positions to look at within `budget` (REACH_NODES), so nothing is promised safe. `cells`: only those asked.
    (`ReachSearch`: several questions on one position share the positions it builds.)"""
    return ReachSearch(st, seat).threats(cells, budget)


_ANSWERS_KEPT = 16  # positions whose answers `ReachSearch` keeps (a turn's hints ask of one plan's end)
# each kept position's answers, by question: `ReachSearch.threats` (cells, budget), `_earth_way`
_Answers = dict[tuple[Any, ...], Any]
_ANSWERS: dict[tuple[Any, ...], tuple[Any, _Answers]] = {}
_ANSWERS_LOCK = threading.Lock()  # hints are decided in threads


def _answers_of(st: ElemState, seat: int) -> _Answers:
    """The answers already given on this very position (every field of the state, the pieces' whole
    stacks), for this seat: a turn's hints, one per action of the same plan, ask of the same end."""
    skip = ("chance", "setup_events", "_cache", "stacks", "defs", "rules", "geo")
    ident = (seat, id(st.defs), id(st.rules), id(st.geo),
             tuple((k, repr(v)) for k, v in st.__dict__.items() if k not in skip),
             tuple(sorted((c, s.owner, s.element, s.level, s.played, s.pin, s.morph) for c, s in st.stacks.items())))
    with _ANSWERS_LOCK:
        hit = _ANSWERS.get(ident)
        if hit is None:
            while len(_ANSWERS) >= _ANSWERS_KEPT:
                del _ANSWERS[next(iter(_ANSWERS))]
            # the objects whose ids the key holds are kept with it, so no id is reused while it is kept
            hit = _ANSWERS[ident] = ((st.defs, st.rules, st.geo), {})
        return hit[1]


class ReachSearch:
    """`reach_threats` on one position, asked several times (the hint asks of its Earth, of its other
    pieces, of a piece it moved): each question walks the enemy's turn by its own cells and budget,
    so it answers exactly as `reach_threats` alone, but the positions of that turn (each one's copy,
    key and legal list) are built once for all the questions, and a question asked again of the same
    position (the next hint of the same plan) is answered from the first time."""

    def __init__(self, st: ElemState, seat: int) -> None:
        self.seat = seat
        self.me = st.side_key(seat)
        self._answers = _answers_of(st, seat)
        w = st.fast_copy()
        if w.over is None and w.phase == "play" and w.current == seat:
            w._apply(seat, _END)
        self.root = w
        self._keys: dict[int, PositionKey] = {}
        # the positions after each legal action of a position, by its id (every position built is
        # held here or is the root, so an id is never reused while the search lives)
        self._kids: dict[int, list[ElemState | None]] = {}

    def _key(self, x: ElemState) -> PositionKey:
        key = self._keys.get(id(x))
        if key is None:
            key = self._keys[id(x)] = _position_key(x)
        return key

    def _child(self, x: ElemState, foe: int, i: int, a: Action) -> ElemState:
        kids = self._kids.get(id(x))
        if kids is None:
            kids = self._kids[id(x)] = [None] * len(x.legal_actions(foe))
        kid = kids[i]
        if kid is None:
            kid = kids[i] = _after(x, foe, a)
        return kid

    def threats(self, cells: set[int] | None = None, budget: int | None = None) -> set[int] | None:
        """`reach_threats(st, seat, cells, budget)` for this search's position and seat."""
        ask = (frozenset(cells) if cells is not None else None, REACH_NODES if budget is None else budget)
        if ask in self._answers:
            said = self._answers[ask]
            return None if said is None else set(said)
        answer = self._threats(cells, budget)
        self._answers[ask] = None if answer is None else set(answer)
        return answer

    def _threats(self, cells: set[int] | None, budget: int | None) -> set[int] | None:
        me = self.me
        w = self.root
        if w.over is not None or w.phase != "play" or w.side_key(w.current) == me:
            return set()
        limit = REACH_NODES if budget is None else budget
        foe = w.current
        attack_cost = w.rules.costs["attack"]
        found: set[int] = set()
        seen: set[PositionKey] = set()
        todo = [w]
        nodes = 0
        for x in self._fresh(todo, seen, foe):
            nodes += 1
            if nodes > limit:
                return None
            stacks = x.stacks
            if x.ap >= attack_cost:
                for c, s in stacks.items():
                    if x.side_key(s.owner) == me or s.played:
                        continue
                    beats = BEATS[s.morph or s.element]
                    for d in x.geo.neighbours[c]:
                        t = stacks.get(d)
                        if t is not None and x.side_key(t.owner) == me and (t.morph or t.element) in beats:
                            found.add(d)
                if cells is not None and found >= cells:
                    # every cell asked is found (the Earth check: its first threat): no position from
                    # here on is looked further (none is left to find), only counted against the budget
                    return self._counted(todo, seen, nodes, limit, foe, found & cells)
            moves = x.ap - attack_cost  # actions left before the attack
            if moves <= 0 and x.chain is None:
                continue  # no point left to move before an attack
            # only a piece that could come beside one it beats may matter: each action brings a piece one
            # cell nearer (two for the Air's steps and the Earth's tunnel); a souffle pushes ours
            mine = [(c, t.morph or t.element) for c, t in stacks.items() if x.side_key(t.owner) == me
                    and c not in found and (cells is None or c in cells)]
            near = _comers(x, me, mine, moves)
            if near is None:
                continue
            for i, a in enumerate(x.legal_actions(foe)):
                if _may_bring(a, near):
                    todo.append(self._child(x, foe, i, a))
        # a cell found is named by where the piece stands now: a piece a souffle pushed is found where it
        # lands; the cells of `seat`'s pieces that stand still are the ones a hint speaks of
        return found if cells is None else found & cells

    def _counted(self, todo: list[ElemState], seen: set[PositionKey], nodes: int, limit: int, foe: int,
                 answer: set[int]) -> set[int] | None:
        """The answer once every cell asked is found, as the whole walk gives it: the positions still
        waiting are only counted (none adds to the walk), and more than the budget still says None."""
        if nodes + len(todo) <= limit:
            return answer
        for _ in self._fresh(todo, seen, foe):
            nodes += 1
            if nodes > limit:
                return None
        return answer

    def _fresh(self, todo: list[ElemState], seen: set[PositionKey], foe: int) -> Iterator[ElemState]:
        """The waiting positions of `foe`'s turn not seen yet, last in first (each marked seen as it
        comes); `todo` may grow while they come."""
        while todo:
            x = todo.pop()
            if x.over is not None or x.current != foe or x.phase != "play":
                continue
            key = self._key(x)
            if key in seen:
                continue
            seen.add(key)
            yield x


def _comers(x: ElemState, me: Any, mine: list[tuple[int, str]], moves: int) -> set[str] | None:
    """The enemy pieces (by cell name) that could come beside one of `mine` ((cell, element) of the side `me`)
    that they beat, within `moves` actions: each action brings a piece one cell nearer (two for the Air's steps
    and the Earth's tunnel), and a souffle pushes one. None when none can and no enemy Air could push one:
    no action from `x` brings an attack on `mine` nearer."""
    if not mine:
        return None
    near: set[str] = set()
    air = False
    for c, s in x.stacks.items():
        if x.side_key(s.owner) == me:
            continue
        eff = s.morph or s.element
        air = air or s.element == "air"
        beats = BEATS[eff]
        span = (2 if eff == "earth" else 1) * max(moves, 1) + 1
        if any(e in beats and x.geo.distance(c, d) <= span for d, e in mine):
            near.add(x.geo.names[c])
    return near if near or air else None


def _may_bring(a: Action, near: set[str]) -> bool:
    """Whether `a` may bring an attack nearer (`_comers`): a souffle, or an action of a piece that may come."""
    if a.kind in ("attack", "end", "grow"):
        return False
    return a.kind == "souffle" or any(str(v) in near for v in a.args)


def closing(st: ElemState, seat: int) -> dict[str, Any] | None:
    """The end is near and `seat`'s side would win it: few Fire levels left (`FIRE_OUT_LEVELS`, as the count
    line's end) and the count (`count_now`) makes that side the winner, by the count line's own test
    (`count_lead`). Then Conseil plans to put that Fire out, not to grow it (nc59: « Faites grandir votre Feu »
    while the line said « vous gagneriez »). The Fire cells and whose they are (`fire_owners`), or None."""
    if st.phase != "play" or st.over is not None:
        return None
    fires = sorted((c, s) for c, s in st.stacks.items() if s.element == "fire")
    if not fires or sum(s.level for _, s in fires) > FIRE_OUT_LEVELS:
        return None
    sides = [st.side_key(o) for o in range(st.num_seats)]
    if not count_lead(st.count_now(), sides, seat):
        return None
    return {"close_fires": sorted(st.cell_name(c) for c, _ in fires),  # (named as the count line names them)
            "close_owners": fire_owners([s.owner for _, s in fires], sides, seat)}


def brasier_threats(x: ElemState, seat: int) -> list[tuple[int, list[int]]]:
    """The enemy Fires at the top level that a Brasier next turn brings onto `seat`'s side's pieces they beat:
    each such Fire's cell and the cells of those pieces, nearest Fire first. The Fires a Brasier sets down may act at
    once, so a piece beside one of the Fire's empty neighbours (two are needed to split) is in its reach (nc61
    shots 072-082: « faites grandir » twice while the bot built three brasiers, Conseil never named them)."""
    me = x.side_key(seat)
    top = x.rules.max_level
    out: list[tuple[int, list[int]]] = []
    for c, s in x.stacks.items():
        if s.element != "fire" or s.level < top or x.side_key(s.owner) == me:
            continue
        free = [d for d in x.geo.neighbours[c] if x.empty(d)]
        if len(free) < 2:
            continue
        hit = sorted({d for e in free for d in x.geo.neighbours[e]
                      if (t := x.stacks.get(d)) is not None and x.side_key(t.owner) == me
                      and (t.morph or t.element) in BEATS["fire"]})
        if hit:
            out.append((c, hit))
    return sorted(out, key=lambda f: (min(x.geo.distance(f[0], d) for d in f[1]), f[0]))


def brasier_note(world: ElemState, end: ElemState, seat: int) -> dict[str, Any]:
    """The hint's word on the first enemy Brasier threat on screen (`brasier_threats`): the Fire, the piece it would
    reach (an Earth first), and whether the plan answers it (at the plan's end that Fire no longer reaches any of
    those pieces: put out, worn down, or the pieces gone out of its reach); {} when there is none."""
    threats = brasier_threats(world, seat)
    if not threats:
        return {}
    cell, hit = threats[0]
    names = world.geo.names
    first = min(hit, key=lambda d: (world.stacks[d].element != "earth", world.geo.distance(cell, d), d))
    still = dict(brasier_threats(end, seat)).get(cell, [])
    answered = not [d for d in hit if d in still]
    return {"brasier_cell": names[cell], "brasier_to": names[first], "brasier_element": world.stacks[first].element,
            "brasier_more": len(hit) - 1, "brasier_answered": 1 if answered else 0}


def _position_key(x: ElemState) -> PositionKey:
    """What a search of one turn tells positions apart by: the pieces, the points left and a chain under way
    (two orders of the same moves reach one position, looked at once)."""
    return tuple(sorted((x.geo.names[c], s.owner, s.morph or s.element, s.level * 2 + s.played)
                        for c, s in x.stacks.items())) + ((str(x.ap), x.ap, str(x.chain), 0),)


def _after(st: ElemState, seat: int, action: Action) -> ElemState:
    w = st.fast_copy()
    w._apply(seat, action)
    return w


def _earth_way(end: ElemState, seat: int, reached: set[int], limit: int = 4000) -> dict[str, Any] | None:
    """`_search_earth_way`, answered again from the answers kept on this very position (`_answers_of`):
    a hint asked at each action of a turn that goes as planned asks it of the same end position (25
    asks on 7 positions over a 60-move walk), and each search is up to half a second."""
    answers = _answers_of(end, seat)
    ask = ("earth_way", frozenset(reached), limit)
    if ask not in answers:
        answers[ask] = _search_earth_way(end, seat, reached, limit)
    way: dict[str, Any] | None = answers[ask]
    return way


def _search_earth_way(end: ElemState, seat: int, reached: set[int], limit: int = 4000) -> dict[str, Any] | None:
    """The shortest way (fewest actions) the enemy's next turn attacks one of `reached` (the seat's
    Earths `ReachSearch` found in reach): which piece, from where, and how it comes beside it (`kind`:
    `beside` it already, `steps` of its own, `pushed` by an Air's souffle, `other` by a brasier,
    a vague, a split...). None when no way is found within `limit` positions."""
    w = end.fast_copy()
    if w.over is None and w.phase == "play" and w.current == seat:
        w._apply(seat, _END)
    if w.over is not None or w.phase != "play" or w.side_key(w.current) == end.side_key(seat):
        return None
    foe, names = w.current, w.geo.names
    me, attack_cost = end.side_key(seat), w.rules.costs["attack"]
    level: list[tuple[ElemState, list[tuple[ElemState, Action]]]] = [(w, [])]
    count = 0
    seen = {_position_key(w)}  # a position two orders of moves reach is looked at once, by its first way
    for depth in range(4):
        fresh = []
        for x, path in level:
            if path:
                key = _position_key(x)
                if key in seen:
                    continue
                seen.add(key)
            fresh.append((x, path, x.legal_actions(foe)))
        # every position of this depth is asked for its attack before any of the next is built: the budget
        # spent on the next depth never hides an attack at this one (nc45 shot 095: the Fire two steps from
        # the Earth went unfound, and the hint named three Fires « en se déplaçant, en se divisant … »)
        for x, path, legal in fresh:
            for a in legal:
                # an attack that would burn the Earth: not a Water's, which loses to it (nc41b shot 188: « le
                # Eau en b2 … attaquez d'abord ce Eau avec une Eau »)
                if a.kind == "attack" and x.geo.cell(str(a.args[1])) in reached and _burns_earth(x, a):
                    return _way_of(x, path, a, names)
        if depth == 3:
            return None  # the last actions looked at: no position after them is
        nxt: list[tuple[ElemState, list[tuple[ElemState, Action]]]] = []
        for x, path, legal in fresh:
            moves = x.ap - attack_cost  # actions left before the attack
            if moves <= 0 and x.chain is None:
                continue
            # only what may bring an attack nearer, as `ReachSearch` looks (nc45 shot 095: the way was a souffle
            # and two steps, found past 4000 positions by looking at every action, and never said)
            earths = [(c, "earth") for c in reached if (t := x.stacks.get(c)) is not None
                      and x.side_key(t.owner) == me and t.element == "earth"]
            near = _comers(x, me, earths, moves)
            if near is None:
                continue
            for a in legal:
                if not _may_bring(a, near):
                    continue
                count += 1
                if count > limit:
                    return None
                nxt.append((_after(x, foe, a), [*path, (x, a)]))
        level = nxt
        if not level:
            return None
    return None


def _burns_earth(x: ElemState, attack: Action) -> bool:
    """Whether the attacking piece of `attack` beats Earth (its element as it acts now)."""
    s = x.stacks.get(x.geo.index[str(attack.args[0])])
    return s is not None and "earth" in BEATS[s.morph or s.element]


def _way_of(x: ElemState, path: list[tuple[ElemState, Action]], attack: Action, names: list[str]) -> dict[str, Any]:
    """`_earth_way`'s answer from the route found: the attacker traced back to where it stands now."""
    index = x.geo.index
    s = x.stacks[index[str(attack.args[0])]]
    pos, kinds, air, merged = index[str(attack.args[0])], [], "", "no"
    for before, a in reversed(path):
        if before.stacks.get(pos) is not None and before.stacks[pos].owner == s.owner:
            # the piece stood there already before this action; a move into it merged (nc62 shot 139: « le Feu en
            # b4 : un pas jusqu'en c3, puis l'attaque », a single Fire, read as impossible: a merge made it two)
            if a.kind == "move" and len(a.args) > 1 and index.get(str(a.args[1])) == pos:
                merged = "yes"
            continue
        if a.kind in ("move", "tunnel"):
            kinds.append("steps")
            pos = index[str(a.args[0])]
        elif a.kind == "souffle":
            kinds.append("pushed")
            air = str(a.args[0])
            pos = index[str(a.args[1])]
        else:
            kinds.append("other")
            break
    kind = "beside" if not kinds else kinds[0] if len(set(kinds)) == 1 else "other"
    if kind == "pushed" and len(kinds) > 1:
        kind = "other"
    if set(kinds) == {"pushed", "steps"} and kinds.count("pushed") == 1:
        kind = "push_steps"  # a souffle and steps of its own (nc45 shot 095: said « brasier, vague ou division »)
    return {"kind": kind, "element": s.morph or s.element, "start": names[pos], "at": str(attack.args[0]),
            "steps": len(kinds), "air": air, "walk": kinds.count("steps"), "merged": merged}


def _after_events(st: ElemState, seat: int, action: Action) -> tuple[ElemState, list[Any]]:
    w = st.fast_copy()
    return w, w._apply(seat, action)


def blunder(st: ElemState, seat: int, action: Action, after: ElemState, events: list[Any]) -> bool:
    """An action no bot should take (nc37, the bot's play): a souffle or a vague that pushes an enemy
    piece into its own stack of the same element (« fusion ... Feu de niveau 3 », a gift), or a move
    that leaves one of its Fires alone at level 1 beside an enemy that beats Fire and with no target
    of its own there (three lone Fires walked next to the person's Waters and were taken for nothing).
    `after`, `events`: the position and the events once `action` is played on `st`."""
    if action.kind in ("souffle", "vague"):
        return any(e.kind == "merge" and not st.allied(seat, e.seat) for e in events)
    if action.kind not in ("move", "tunnel") or len(action.args) < 2:
        return False
    src, dst = st.geo.cell(str(action.args[0])), st.geo.cell(str(action.args[1]))
    piece = st.stacks.get(src) if src is not None else None
    landed = after.stacks.get(dst) if dst is not None else None
    if dst is None or piece is None or landed is None or piece.eff != "fire" or landed.eff != "fire" \
            or landed.level > 1 or not after.allied(seat, landed.owner):
        return False
    me = after.side_key(seat)
    foes = [t for t in (after.stacks.get(d) for d in after.geo.neighbours[dst]) if t is not None
            and after.side_key(t.owner) != me]
    return any("fire" in BEATS[t.eff] for t in foes) and not any(t.eff in BEATS["fire"] for t in foes)


def _no_blunders(st: ElemState, seat: int, legal: list[Action]) -> list[Action]:
    """`legal` without its blunders (all of it when every option is one)."""
    kept = [a for a in legal if not blunder(st, seat, a, *_after_events(st, seat, a))]
    return kept or legal


class ElemBot(Bot):
    def __init__(self, seat: int, seed: int, strength: str) -> None:
        super().__init__(seat, seed)
        self.strength = strength
        self.plan: list[Action] = []
        self.plan_turn = -1  # the turn the plan was made for
        self.army: list[Action] | None = None
        self.timings: list[float] = []
        self.base_approach = APPROACH
        self.approach = self.base_approach
        # The drive to close the game: own turns since the last progress (a new low of the Earth
        # or the Fire on the board, the two things the rules' ends count), and the positions seen
        # at the start of its turns (a repeat is a loop that only a bolder plan breaks).
        self.quiet = 0
        self.lows: tuple[int, int] | None = None
        self.turn_seen = -1
        self.seen: set[PositionKey] = set()
        self.turn_key: PositionKey = ()  # the position at the start of this own turn
        # stall mode: the first actions already played from a position met again at a turn's start
        self.tried: dict[PositionKey, set[Action]] = {}
        self.target: int | None = None  # the enemy it means to eliminate first (several enemies)
        self.fire_out = 0.0  # late in a long game: the weight of the Fire-out for a side ahead
        self.stall = False  # hard, late and quiet: plans two turns ahead and weighs the count
        self.lateness = 0.0  # 0 until LATE, 1 at the turn limit: how much the count decides
        self.last_move: tuple[str, str] | None = None  # (easy) the move that would undo its last one
        self.this_turn: tuple[int, str, str] | None = None  # (easy) its last move: (turn, from, to)

    @property
    def rehearses(self) -> bool:  # type: ignore[override]
        """Medium and hard grow bolder over quiet turns, and hard follows its turn's plan."""
        return self.strength != "easy"

    rehearsal_settles = True  # it observes nothing: its memory is what `rehearse` rebuilds

    def settles(self, view: dict[str, Any], now: dict[str, Any]) -> bool:
        """A position of an earlier turn is rehearsed alike whatever later position is asked about (only
        the asked turn's own positions rebuild the plan); the placement is laid down alike always."""
        return bool(view["phase"] == "placement" or view["turn"] != now.get("turn") or self.strength != "hard")

    def rehearse(self, view: dict[str, Any], legal: list[Action], played: Action, now: dict[str, Any]) -> None:
        """A hint's bot at a past position of its seat: the drive of each own turn is noted as in
        play; on the turn the hint is asked in, the plan is made (and followed) as the bot would
        have, and given up where the seat played otherwise. While placing, the army planned at the
        first token is laid down token by token as in play."""
        if view["phase"] == "placement":
            self.choose(view, legal)
            return
        if view["phase"] != "play" or len(legal) == 1:
            return
        if view["turn"] != now.get("turn") or self.strength != "hard":
            self._note_progress(view)
            return
        self.rehearsed(self.choose(view, legal), played)

    def rehearsed(self, chosen: Action, played: Action) -> None:
        """The seat played otherwise than the plan: it is given up."""
        if chosen != played:
            self.plan = []

    # -- set-up -------------------------------------------------------------------------------
    def _draft(self, legal: list[Action]) -> Action:
        if self.strength == "easy":
            return self.rng.choice(legal)
        ids = {str(a.args[0]) for a in legal}
        for sid in DRAFT_ORDER:
            if sid in ids:
                self.because("draft", specialty=sid, rank=DRAFT_ORDER.index(sid) + 1, count=len(ids - {"none"}))
                return act("specialty", sid)
        return legal[0]

    def _placement(self, view: dict[str, Any], legal: list[Action]) -> Action:
        if act("ready") in legal:
            self.because("ready", count=len(legal) - 1)
            return act("ready")
        if self.army is None:
            self.army = self._plan_army(view)
        while self.army:
            a = self.army.pop(0)
            if a in legal:
                self.because("army", cell=str(a.args[0]), element=str(a.args[1]), arena=str(view["arena"]))
                return a
        places = [a for a in legal if a.kind == "place"]
        return self.rng.choice(places or legal)

    def _plan_army(self, view: dict[str, Any]) -> list[Action]:
        defs = load_defs()
        geo = geometry(view["size"])
        if self.strength != "easy":
            # the arena's predefined army, placed by hand
            arena = defs.arenas.get(view["arena"])
            if arena is not None:
                return [act("place", geo.names[c], e)
                        for seat, c, e, level in arena.start if seat == self.seat for _ in range(level)]
        # a random army: at least one Earth, the rest random, on random home cells
        side = side_of(self.seat, view["players"])
        void = set(view["void"])
        cells = [c for c in range(geo.count) if geo.depth(side, c) < defs.rules.home_rows and geo.names[c] not in void]
        self.rng.shuffle(cells)
        tokens = ["earth"] + [self.rng.choice(ELEMENTS) for _ in range(defs.rules.army_size - 1)]
        counts = dict.fromkeys(ELEMENTS, 0)
        plan = []
        level: dict[int, tuple[str, int]] = {}
        for e in tokens:
            if counts[e] >= defs.rules.reserve_per_element:
                e = min(ELEMENTS, key=lambda x: counts[x])
            counts[e] += 1
            spot = next((c for c, (el, lv) in level.items() if el == e and lv < defs.rules.max_level
                         and self.rng.random() < 0.5), None)
            if spot is None:
                spot = next((c for c in cells if c not in level), None)
            if spot is None:
                spot = next(c for c, (el, lv) in level.items() if el == e and lv < defs.rules.max_level)
            el, lv = level.get(spot, (e, 0))
            level[spot] = (e, lv + 1)
            plan.append(act("place", geo.names[spot], e))
        return plan

    # -- play ---------------------------------------------------------------------------------
    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        phase = view["phase"]
        if phase == "draft":
            return self._draft(legal)
        if phase == "placement":
            return self._placement(view, legal)
        if self.strength == "easy":
            return self._easy(view, legal)
        self._note_progress(view)
        start = time.perf_counter()
        if self.strength == "hard" and self.plan and self.plan_turn == view["turn"] and self.plan[0] in legal:
            if self.explaining:  # the rest of the turn's plan, from where it stands now
                self.explain_plan(ElemState.from_view(view, self.rng), list(self.plan))
            choice = self.plan.pop(0)  # the turn's plan still holds (a plan never outlives its turn)
        else:
            world = ElemState.from_view(view, self.rng)
            self.target = self._pick_target(world)
            kept = self.fire_out
            if closing(world, self.seat) is not None:
                # leading on the count with few Fire levels left, every Fire level left is a cost and its Water
                # hunts the last Fire: the end the rules give is near, and it takes it (nc62: 36 rounds, the bot
                # ahead waited for the drive of a long game, which only starts at round 30)
                self.fire_out = max(kept, FIRE_OUT)
            try:
                if self.strength == "medium":
                    # medium overlooks some of its options: a share of them, drawn at random, is weighed
                    looks = max(MEDIUM_LOOKS_MIN, int(len(legal) * MEDIUM_LOOKS))
                    fine = _no_blunders(world, self.seat, legal)  # what it never weighs (nc37)
                    sample = self.rng.sample(fine, min(looks, len(fine)))
                    choice = self._greedy(world, sample + self._shelters(world, fine, sample), reach=True)
                else:
                    choice = self._hard(world, legal)
            finally:
                self.fire_out = kept
        self.timings.append(time.perf_counter() - start)
        return choice

    def _shelters(self, world: ElemState, fine: list[Action], sample: list[Action]) -> list[Action]:
        """The options medium did not draw that take some of its Earth out of the reach of enemy pieces that beat it
        (`_earth_reach`): an Earth in reach is never overlooked (nc64, its turn 3: its Terres in c6 and d6 two cells
        from the person's Feu (2) in d4, it grew a Fire and moved two others; the Feu split, burnt d6, then c6)."""
        now = own_earth_reach(world, self.seat)
        if not now:
            return []
        drawn = set(sample)
        return [a for a in fine if a not in drawn and a.kind != "end"
                and own_earth_reach(_after(world, self.seat, a), self.seat) < now - 1e-9]

    def _easy(self, view: dict[str, Any], legal: list[Action]) -> Action:
        """A beginner: looks at a handful of its options, at random, and takes the best looking.
        Three things a beginner still sees (a newcomer found their absence odd, issue 24): its last
        Earth in danger (then it weighs every option, to save it), an attack on its own elemental
        (never taken: it looks like a slip), and the move that undoes its last one."""
        world = ElemState.from_view(view, self.rng)
        own = [a for a in legal if self._attacks_own(world, a) or self._hurts_own(world, a)]
        danger = self._life_in_danger(world)
        if danger == "last":
            return self._greedy(world, [a for a in legal if a not in own] or legal)
        back = self.last_move
        fine = _no_blunders(world, self.seat, legal)
        pool = [a for a in fine if a not in own and not self._detour(world, a) and not self._earth_to_harm(world, a)
                and not (back is not None and a.kind == "move" and (str(a.args[0]), str(a.args[1])) == back)]
        # in danger short of its last level it looks twice as wide, not at everything: nc12 met an easy
        # bot that regrew and guarded its Forest Earth perfectly each turn, a loop they could not break
        looks = EASY_LOOKS * (2 if danger else 1)
        sample = self.rng.sample(pool or fine, min(looks, len(pool or fine)))
        choice = self._greedy(world, sample)
        # never an attack on its own troops: a newcomer read "Air en b4 perd 1 niveau" as the bot
        # hurting itself (the conversion's worth is a judgement a beginner does not make)
        if choice.kind == "move":  # kept over other actions and the turn's end: a4→b5, end, b5→a4 was a shuffle
            self.last_move = (str(choice.args[1]), str(choice.args[0]))
            self.this_turn = (world.turn, str(choice.args[0]), str(choice.args[1]))
        return choice

    def _earth_to_harm(self, world: ElemState, a: Action) -> bool:
        """A move or tunnel of its own Earth onto a cell beside an enemy that beats Earth: a beginner
        still sees that (nc13: the easy bot walked its last Earth into a corner beside the person's
        Fire, and the first game was over in seven turns)."""
        if a.kind not in ("move", "tunnel") or len(a.args) < 2:
            return False
        src, dst = world.geo.cell(str(a.args[0])), world.geo.cell(str(a.args[1]))
        piece = world.stacks.get(src) if src is not None else None
        if piece is None or dst is None or piece.element != "earth":
            return False
        me = world.side_key(self.seat)
        return any(t is not None and world.side_key(t.owner) != me and "earth" in BEATS[t.morph or t.element]
                   for t in (world.stacks.get(d) for d in world.geo.neighbours[dst] if d != src))

    def _detour(self, world: ElemState, a: Action) -> bool:
        """A second move this turn of the piece it just moved, to a cell one step from where that piece
        started: two actions for what one would do (a newcomer watched c4→c5, then c5→b4)."""
        last = self.this_turn
        if a.kind != "move" or last is None or last[0] != world.turn or str(a.args[0]) != last[2]:
            return False
        start, end = world.geo.cell(last[1]), world.geo.cell(str(a.args[1]))
        return start is not None and end is not None and world.geo.distance(start, end) <= 1

    def _hurts_own(self, world: ElemState, a: Action) -> bool:
        """A souffle or a vague that sets one of its own elementals on another (a newcomer read "Eau de
        Bot 2 en e6 heurte Terre de Bot 2 ... Eau disparaît" as the bot hurting itself; nc12 a vague
        whose "f5 attaque son propre élémentaire")."""
        if a.kind not in ("souffle", "vague"):
            return False
        return any(e.kind == "attack" and e.data.get("side") == "own" for e in world.fast_copy()._apply(self.seat, a))

    def _attacks_own(self, world: ElemState, a: Action) -> bool:
        """An attack whose target is the bot's own elemental or its partner's (allowed: "convertir
        ses propres troupes")."""
        if a.kind != "attack" or len(a.args) < 2:
            return False
        target = world.stacks.get(world.geo.index.get(str(a.args[1]), -1))
        return target is not None and world.allied(self.seat, target.owner)

    def _life_in_danger(self, world: ElemState) -> str:
        """Its side's Earth is down to its last levels (`EASY_ALARM`) or to its last stack, and an
        enemy beats one of them: the bot looks wider for a way out ("near"); at its very last level
        ("last") it weighs every option, to flee or guard rather than wait to be chased down. ""
        when safe."""
        me = world.side_key(self.seat)
        earths = [(c, s) for c, s in world.stacks.items() if s.element == "earth" and world.side_key(s.owner) == me]
        levels = sum(s.level for _, s in earths)
        if levels > EASY_ALARM and len(earths) > 1:
            return ""
        for c, s in earths:
            for d in world.geo.neighbours[c]:
                t = world.stacks.get(d)
                if t is not None and world.side_key(t.owner) != me and s.element in BEATS[t.morph or t.element]:
                    return "last" if levels <= 1 else "near"
        return ""

    def _pick_target(self, world: ElemState) -> int | None:
        """With several enemies, the one with the least Earth on the board (the nearest to
        elimination), lowest seat first."""
        enemies = [o for o in world.opponents(self.seat) if not world.eliminated[o]]
        if len(enemies) < 2:
            return None
        if self.stall:
            # a stall is decided by the count: a side behind must beat the leader, not the weakest
            counts = world.counts()
            best = max(counts.values())
            if counts.get(world.side_key(self.seat)) != best:
                leaders = [o for o in enemies if counts.get(world.side_key(o)) == best]
                if leaders:
                    return leaders[0]
        earth = dict.fromkeys(enemies, 0)
        for s in world.stacks.values():
            if s.element == "earth" and s.owner in earth:
                earth[s.owner] += s.level
        return min(enemies, key=lambda o: (earth[o], o))

    def _note_progress(self, view: dict[str, Any]) -> None:
        """At the start of each own turn: has the game moved towards an end since the last one?"""
        if view["turn"] == self.turn_seen:
            return
        self.turn_seen = view["turn"]
        stacks = view["stacks"]
        earth = sum(s[2] for s in stacks.values() if s[1] == "earth")
        fire = sum(s[2] for s in stacks.values() if s[1] == "fire")
        key: PositionKey = tuple(sorted((c, s[0], s[1], s[2]) for c, s in stacks.items()))
        if self.lows is None or earth < self.lows[0] or fire < self.lows[1]:
            self.quiet = 0
            low_earth, low_fire = self.lows or (earth, fire)
            self.lows = (min(earth, low_earth), min(fire, low_fire))
        else:
            self.quiet += 3 if key in self.seen else 1
        self.seen.add(key)
        self.turn_key = key
        # A quiet game makes the bot bolder: closing in on the enemy Earth weighs more each turn,
        # and so does a long one (with four players the others' fights keep resetting `quiet`).
        rounds = view["turn"] / view["players"]
        heat = min(self.quiet, 24) / DRIVE_TURNS + rounds / LONG_ROUNDS
        self.approach = self.base_approach * (1.0 + heat)
        limit = view.get("turn_limit") or 0
        late = view["turn"] / limit if limit > 0 else 0.0
        self.lateness = max(0.0, late - LATE) / (1.0 - LATE)
        self.fire_out = FIRE_OUT * self.lateness
        self.stall = self.strength == "hard" and self.lateness > 0 and self.quiet >= STALL_QUIET

    def _greedy(self, world: ElemState, legal: list[Action], reach: bool = False) -> Action:
        best, best_v = legal[0], float("-inf")
        for a in legal:
            v = evaluate(_after(world, self.seat, a), self.seat, self.approach, target=self.target,
                         fire_out=self.fire_out, reach=reach) \
                + self.rng.random() * 1e-3
            if v > best_v:
                best, best_v = a, v
        return best

    def _hard(self, world: ElemState, legal: list[Action]) -> Action:
        win = self.winning_turn(world)
        if not win and self.explaining:
            # a hint only (the bot's own play is not changed): a turn that wins on the count by taking
            # the last Fire off (nc25: the search looks for the enemy's last Earth, not for that)
            out = world.fire_out(self.seat)
            if out is not None and out["now"] and out["outcome"] == "win":
                win = [Action.parse(a) for a in out["plan"]]
        if win:
            self.plan = win
        elif self.stall:
            self.plan = self._plan_stall(world)
        else:
            self.plan = self._plan_turn(world)
        self.plan_turn = world.turn
        if self.plan and self.plan[0] in legal:
            if self.explaining:
                self.explain_plan(world, self.plan)
            return self.plan.pop(0)
        return self._greedy(world, legal)

    def explain_plan(self, world: ElemState, plan: list[Action]) -> None:
        """The plan's figures: what the turn it opens wins and loses on the board, by the evaluation's
        own terms (levels of each side, elementals left under threat) and its score change."""
        seat = self.seat
        end = world
        # the plan's steps, as far as they stay legal from here, a free one too (the Air's second step, a free
        # souffle): nc58 shots 076-079, « Étape 3 sur 3 » then « Étape 4 sur 4 » for the same plan followed
        steps = free = 0
        then: list[Any] | str = ""  # the plan's next step, said after the first (a fusion, then a Brasier)
        left = world.ap  # the action points the plan leaves (nc25: « Première de vos 2 actions » with 3 PA)
        for i, a in enumerate(plan):
            if end.over is not None or end.current != seat or a not in end.legal_actions(seat):
                break
            if i == 1 and a.kind != "end":
                then = self._step(end, a)
                risk = self._lands_exposed(end, seat, a) if then[1]["kind"] == "step_move" else {}
                if risk:
                    # the next step sets the piece beside an enemy that beats it: said with the step, as
                    # the table's warning will be right after (nc32 shot 77: « Ensuite : déplacez votre Feu
                    # de e2 vers f3 », then « Attention : votre Feu en f3 est maintenant à portée »)
                    then[1].update(kind="step_move_exposed", foe=risk["note_foe"], foe_to=risk["note_to"])
                if a == plan[0]:
                    # the same action again (nc17: « Faites grandir votre Air en f1 … Ensuite : faites
                    # grandir votre Air en f1 »): said as a second time
                    then[1]["kind"] = "step_again"
                elif a.kind == "grow" and (grown := end.stacks.get(end.geo.index.get(str(a.args[0]), -1))) is not None \
                        and world.reserve[grown.owner].get(grown.element, 0) == 0 \
                        < end.reserve[grown.owner].get(grown.element, 0):
                    # a growth from a reserve empty on screen, refilled by the first step (nc58 shot 094: « Ensuite :
                    # faites grandir votre Air en f1 » beside « 6/0 », the souffle's spent token back in the reserve)
                    then[1]["refund"] = 1 if plan[0].kind == "souffle" else 2
            before_ap = end.ap
            end = _after(end, seat, a)
            if a.kind != "end":
                steps += 1
                # (a step after which the turn ends by itself costs its point; a souffle never does)
                free += 0 if end.ap < before_ap or end.current != seat and a.kind != "souffle" else 1
                left = end.ap if end.current == seat else 0
        first = plan[0]
        # the enemy's next turn from where the plan ends, searched once for all the questions below
        reach = ReachSearch(end, seat)
        why, said_next = self._why(world, seat, plan, end, reach)
        if said_next:
            then = ""  # the why already names the plan's next step ("pour attaquer ensuite ...")
        # the turn's steps from the position on screen (the end, or a step past the plan's last legal one, is none)
        params: dict[str, Any] = {"count": steps, "free": free, "left": left, "why": why, "own": 0, "element": "",
                                  "source": "", "next": 1 if then else 0, "then": then}
        if first.args:
            params["cell"] = str(first.args[0])
            here = world.geo.cell(str(first.args[0]))
            src = world.stacks.get(here) if here is not None else None
            if src is not None:
                params["source"] = src.element
                if first.kind == "souffle" and here is not None:
                    # the souffle spends the Air's last tokens: the hint says the piece goes (nc26 shot 48)
                    left_there = _after(world, seat, first).stacks.get(here)
                    params["air_gone"] = 0 if left_there is not None and left_there.owner == src.owner \
                        and left_there.element == src.element else 1
                if first.kind == "move" and len(first.args) > 2 and src.level > 1:
                    # a split names its tokens and the button the count asks for (a newcomer read
                    # "Déplacez votre Feu" and met a "combien de jetons ?" the hint had not said)
                    n = int(first.args[2])
                    params["n"] = n
                    params["split"] = 1 if n < src.level else "all"
                if first.kind == "souffle" and len(first.args) > 2:
                    # the Air's count is asked by buttons when it has more than one token to blow
                    params["n"] = int(first.args[2]) if src.level > 1 else 0
        if len(first.args) > 1:
            params["to"] = str(first.args[1])
            # a Brasier's second cell: the hint named one cell while the badges asked three clicks
            params["to2"] = str(first.args[2]) if first.kind == "brasier" and len(first.args) > 2 else params["to"]
            # a Wave's other Waters are clicked too: the hint names them ("puis e3")
            params["extra"] = len(first.args) - 2 if first.kind == "vague" else 0
            params["others"] = ", ".join(str(x) for x in first.args[2:]) if first.kind == "vague" else ""
            cell = world.geo.cell(str(first.args[1]))
            target = world.stacks.get(cell) if cell is not None else None
            if target is not None:
                params["element"] = target.element
                params["own"] = 1 if world.side_key(target.owner) == world.side_key(seat) else 0
                if first.kind == "souffle" and params["own"] and len(first.args) > 2:
                    # on one's own piece the souffle is a button even for a lone token (the click on the
                    # piece selects it): the hint names it (« puis « Souffle ×1 » en bas »)
                    params["n"] = int(first.args[2])
                if first.kind == "attack" and params["own"] and cell is not None and here is not None:
                    params["effect"] = self._own_attack(world, seat, first, here, cell)
                    # the hint says which piece is given up for which (nc11: "Attaquez votre propre
                    # Terre en c1 avec votre Eau en b1" read backwards: the attacker was the one lost)
                    said = params["effect"][1]
                    params.update(lose_element=said["shrink_element"], lose_cell=said["shrink_cell"],
                                  win_element=said["grow_element"], win_cell=said["grow_cell"],
                                  grows=said["grows"])
        params.update(self._earth_note(world, seat, plan, end))
        if params["note"] == "none" and end.over is None:
            params.update(self._exposed_note(end, seat, world))
            if why[0] == "why_least_at" and params.get("note_cell") == why[1]["cell"] and params["note"] == "exposed":
                params["note"] = "none"  # the reason names that piece already: not said twice
            if params["note"] == "exposed_end" and isinstance(then, list) \
                    and then[1]["kind"] == "step_move_exposed" and then[1]["to"] == params.get("note_cell"):
                # « Ensuite : déplacez votre Feu ... (l'Eau en b6 pourra l'y attaquer ...) » said it already
                # (nc37 shot 75: the same risk in two sentences, one after the other)
                params["note"] = "none"
        if end.over is None and params["note"] in ("none", "goal", "exposed", "exposed_end") \
                and params.get("note_source") != "earth":
            # the Earth loses the game: what the enemy's next turn can reach of it comes before a word
            # on another piece or on the goal (nc23 shots 85, 192: a Fire two cells away split and burnt it)
            params.update(self._earth_reach(end, seat, world, reach))
        if end.over is None:
            params.update(self._lands_exposed(world, seat, first))
            if why[0] not in ("why_least", "why_least_at") and params.get("note") not in ("exposed", "exposed_move"):
                # the reason counts the threatened pieces already (nc37 shot 105: « 3 élémentaires restent
                # menacés », then « Attention : ... et 3 autres de vos pièces aussi »); one « Attention » only:
                # a second, on another piece, shrank the box's type (nc41 shots 098, 124, 126)
                params.update(self._reach_warning(end, seat, params, reach))
                params.update(self._warned_move(world, seat, first, params))
        if end.over is None:
            # the enemy's next turn may end the game on the count and win or tie it (nc25)
            threat = end.fire_out(end.next_alive(seat) if end.current == seat else end.current)
            if threat is not None and end.side_key(threat["seat"]) != end.side_key(seat):
                params.update(end_seat=threat["seat"], end_outcome=threat["outcome"], end_fires=threat["fires"],
                              end_grown=threat["grown"], end_struck=threat.get("struck", ""))
        elif end.over["reason"] == "no_fire" and seat in end.over["winners"]:
            # won on the count: which Fire goes (the hint names it, not « cherchez comment »)
            params["count_win"] = [world.cell_name(c) for c, s in world.stacks.items() if s.element == "fire"]
        if end.over is None:
            # an enemy Fire at the top level whose Brasier next turn reaches a piece of the side: named, and whether
            # the plan answers it (nc61: « faites grandir » twice while the bot built three brasiers)
            params.update(brasier_note(world, end, seat))
        close = closing(world, seat)
        if close is not None and "count_win" not in params:
            params.update(close)  # « Vous gagneriez au décompte : éteignez le dernier Feu » (nc59)
        if end.over is not None:
            self.because("plan_win" if end_value(end, seat) > 0 else "plan_over", **params)
        else:
            self.because(f"plan_{first.kind}", **params)

    def _why(self, world: ElemState, seat: int, plan: list[Action], end: ElemState,
             search: ReachSearch | None = None) -> tuple[list[Any], bool]:
        """What the plan's FIRST action does, by the evaluation's own terms (a newcomer read "l'adversaire
        perd encore un niveau ce tour" on a plain move: the whole turn's figure): the levels it takes
        or gains; else what it prepares (a later step of the plan played from where it lands); else
        what the move changes on the board (a piece out of reach, an enemy under threat, a Fire
        nearer the enemy Earth); else how exposed the turn leaves the side. Also: whether the why
        names the plan's next step (then the hint does not repeat it)."""
        first = plan[0]
        if first.kind == "end":
            return self._exposure(end, seat, world), False
        one = _after(world, seat, first)
        # "safe" says only what is checked: no piece of the seat beside an enemy that beats it (its
        # words promise no more: a wave may still bring one, nc16), once this action is played as at
        # the turn's end (nc34 shots 60, 78: « Faites grandir votre Air en f3 …, sans pièce déjà au
        # contact d'un ennemi qui la bat » while that Air touched an enemy Fire, moved away later)
        safe = 1 if _tally(end, seat)[2] == 0 and _tally(one, seat)[2] == 0 else 0
        before, now = _tally(world, seat), _tally(one, seat)
        theirs, mine = before[1] - now[1], now[0] - before[0]
        if theirs > 0:
            return ["why_hurt", {"n": theirs, "safe": safe}], False
        if mine > 0 and not self._attacks_own(world, first):
            return ["why_grow", {"n": mine, "safe": safe, "buys": self._buys(world, one, first)}], False
        names = world.geo.names
        lands = str(first.args[1]) if first.kind in ("move", "tunnel") and len(first.args) > 1 else \
            str(first.args[0]) if first.args else ""
        # what it prepares: a later step of the plan, from where this one lands, that takes or gains levels
        w = one
        for i, a in enumerate(plan[1:], start=1):
            if w.over is not None or w.current != seat or a not in w.legal_actions(seat):
                break
            nxt = _after(w, seat, a)
            b0, b1 = _tally(w, seat), _tally(nxt, seat)
            if a.args and str(a.args[0]) == lands and (b0[1] - b1[1] > 0 or b1[0] - b0[0] > 0) \
                    and not self._attacks_own(w, a):
                step = self._step(w, a)
                return ["why_prepare", step[1]], i == 1
            w = nxt
        here = world.geo.cell(lands) if lands else None
        piece = one.stacks.get(here) if here is not None else None
        if first.kind in ("move", "tunnel") and piece is not None and here is not None:
            src = world.geo.cell(str(first.args[0]))
            me = world.side_key(seat)
            eff = piece.morph or piece.element

            def beaten(st: ElemState, c: int) -> bool:
                return any((t := st.stacks.get(d)) is not None and st.side_key(t.owner) != me
                           and eff in BEATS[t.morph or t.element] for d in st.geo.neighbours[c])

            def sheltered() -> bool:  # still there at the plan's end, and out of the enemy's next turn
                s = end.stacks.get(here)
                return s is not None and end.side_key(s.owner) == me and s.element == piece.element \
                    and (search or ReachSearch(end, seat)).threats({here}) == set()

            if src is not None and beaten(world, src) and not beaten(one, here) and sheltered():
                return ["why_shelter", {"source": piece.element}], False
            left = one.stacks.get(src) if src is not None else None
            if src is not None and beaten(world, src) and not beaten(one, here) \
                    and (left is None or one.side_key(left.owner) != me or left.element != piece.element):
                # the whole piece steps away from an enemy that beats it, still in its next turn's reach
                # (nc28 shot 58: « pour l'instant, aucune de vos pièces n'est au contact… » said of the
                # plan's end, read of the Fire beside two Waters now)
                foes = [(d, t.element) for d in world.geo.neighbours[src] if (t := world.stacks.get(d)) is not None
                        and world.side_key(t.owner) != me and eff in BEATS[t.morph or t.element]]
                by = sorted(names[d] for d, e in foes if e == foes[0][1])
                return ["why_leave", {"source": piece.element, "element": foes[0][1], "n": len(by),
                                      "to": ", ".join(by)}], False
            for d in world.geo.neighbours[here]:
                t = one.stacks.get(d)
                if t is not None and world.side_key(t.owner) != me and (t.morph or t.element) in BEATS[eff] \
                        and not beaten(one, here):
                    # a piece the move marks (⊗) attacks only next turn (nc26 shots 64/66: « menace » read as now)
                    later = "yes" if piece.played or piece.pin else "no"
                    return ["why_threat", {"source": piece.element, "element": t.element, "to": names[d],
                                           "later": later}], False
            if piece.element == "fire" and src is not None:
                def reach(c: int) -> int:
                    return min((world.geo.distance(c, e) for e, t in one.stacks.items()
                                if t.element == "earth" and world.side_key(t.owner) != me), default=0)
                if reach(here) < reach(src):
                    return ["why_approach", {}], False
            grows = _growth(one)
            split = src is not None and src in one.stacks  # part of the stack stayed behind
            if piece.level < one.rules.max_level and piece.element in grows[one.terrain[here]] \
                    and one.reserve[piece.owner].get(piece.element, 0) > 0 \
                    and (split or src is None or piece.element not in grows[one.terrain[src]]):
                # (not with the reserve empty: "pourra grandir" read false beside « 6/0 », f14's game)
                # the evaluation counts a stack that may still grow where it stands: a split onto one's
                # own terrain (a second Fire in the Savanna) is worth a level to come
                return ["why_terrain", {"source": piece.element, "cell": lands}], False
        return self._exposure(end, seat, world), False

    @staticmethod
    def _buys(world: ElemState, one: ElemState, first: Action) -> str:
        """What a growth buys, in a word for the hint (nc28 shots 47-50: « grow, grow, end the turn » read
        as passive): a Fire at 3 levels may blaze (brasier); an Earth, the side's life, holds a hit more;
        another pile survives one more lost fight (each costs one level). A growth that takes the reserve's
        last token says that first (`empties`). "" for other actions."""
        if first.kind != "grow" or not first.args:
            return ""
        cell = one.geo.cell(str(first.args[0]))
        s = one.stacks.get(cell) if cell is not None else None
        if s is None:
            return ""
        before = world.stacks.get(cell) if cell is not None else None
        if one.reserve[s.owner].get(s.element, 0) == 0 < world.reserve[s.owner].get(s.element, 0):
            # its last token (nc36 shots 80-90: Conseil's growth emptied the Fire reserve unsaid, and every
            # Fire attack after it gained nothing)
            return "empties"
        if s.element == "fire" and s.level >= 3 and (before is None or before.level < 3):
            return "brasier"
        return "life" if s.element == "earth" else "hit"

    @staticmethod
    def _exposure(end: ElemState, seat: int, world: ElemState | None = None) -> list[Any]:
        """How exposed the turn leaves the seat: none of its pieces beside an enemy that beats it, or
        how many are; the piece named is `new` when the plan brings it to a cell where none of its kind
        stands now (nc25 shot 80: « dont votre Feu en c5 » with c5 empty: the Fire a brasier would put)."""
        threatened = _tally(end, seat)[2]
        if not threatened:
            # « pour l'instant » (nc20: no promise on the enemy's turn) only when it is true now too: a piece
            # beside an enemy that beats it now is named (nc28 shot 63: read of the Fire in c3 beside two
            # Waters, which the plan moved)
            was = ElemBot._exposed_note(world, seat) if world is not None else {}
            if not was:
                return ["why_safe", {}]
            foes = sorted(was["note_to"].split(", "))
            return ["why_clear", {"cell": was["note_cell"], "source": was["note_source"], "element": was["note_foe"],
                                  "to": ", ".join(foes), "n": len(foes)}]
        # the threatened piece named (nc24 shot 77: « (un élémentaire menacé) » while a split left a Fire
        # beside an enemy Water: which one, and by what)
        at = ElemBot._exposed_note(end, seat)
        if not at:
            return ["why_least", {"n": threatened}]
        new = 0
        if world is not None:
            here = world.stacks.get(world.geo.index[at["note_cell"]]) if at["note_cell"] in world.geo.index else None
            new = 0 if here is not None and here.owner == seat and here.element == at["note_source"] else 1
        return ["why_least_at", {"n": threatened, "cell": at["note_cell"], "source": at["note_source"],
                                 "foe": at["note_foe"], "to": at["note_to"], "new": new}]

    @staticmethod
    def _exposed_note(end: ElemState, seat: int, world: ElemState | None = None) -> dict[str, Any]:
        """A piece of the seat the plan still leaves beside an enemy that beats it, its Earth and its
        highest first (nc13: "Faites grandir votre Eau en b1", not a word on the Fire in d6 beside an
        enemy Water, which the bot took the next turn). `exposed` (it stands there now), `exposed_end`
        (the plan's later steps bring it there: nc18 shot 54, « votre Feu en c5 reste à portée » with
        no Fire in c5 yet), or nothing to add."""
        me, names = end.side_key(seat), end.geo.names
        found: list[tuple[int, int, Any, Any, str]] = []
        for c, s in end.stacks.items():
            if end.side_key(s.owner) != me:
                continue
            eff = s.morph or s.element
            for d in end.geo.neighbours[c]:
                t = end.stacks.get(d)
                if t is not None and end.side_key(t.owner) != me and eff in BEATS[t.morph or t.element]:
                    found.append((1 if s.element == "earth" else 0, s.level, c, d, t.element))
                    break
        if not found:
            return {}
        _, _, c, d, foe = max(found, key=lambda f: (f[0], f[1]))
        # every enemy of that element in reach, not only the first (nc14: « (Eau en c6) » where c5 and
        # d4 were Waters too, and two of them attacked)
        eff = end.stacks[c].morph or end.stacks[c].element
        by = [names[o] for o in end.geo.neighbours[c] if (t := end.stacks.get(o)) is not None
              and end.side_key(t.owner) != me and t.element == foe and eff in BEATS[t.morph or t.element]]
        now = world.stacks.get(c) if world is not None else end.stacks[c]
        stays = now is not None and world is not None and world.side_key(now.owner) == me \
            and now.element == end.stacks[c].element
        return {"note": "exposed" if stays or world is None else "exposed_end", "note_cell": names[c],
                "note_to": ", ".join(by or [names[d]]),
                "note_source": end.stacks[c].element, "note_foe": foe}

    @staticmethod
    def _earth_reach(end: ElemState, seat: int, world: ElemState | None = None,
                     reach: ReachSearch | None = None) -> dict[str, Any]:
        """The seat's Earth that the enemy's next turn can attack from where the plan leaves it, by
        moves, splits, brasiers, waves or souffles (`reach_threats`), not only beside it now: the cells,
        and the nearest enemies that beat Earth, where they stand on the screen (`world`: a souffle of
        the plan may push one). `earth_reach`, or nothing to add (nothing reached, or too many positions
        to tell)."""
        me, names = end.side_key(seat), end.geo.names
        earths = {c for c, s in end.stacks.items() if end.side_key(s.owner) == me and s.element == "earth"}
        reached = (reach or ReachSearch(end, seat)).threats(earths, EARTH_REACH_NODES) if earths else None
        if not reached:
            return {}
        now = world if world is not None else end
        foes = [(min(end.geo.distance(c, d) for c in reached), names[d], t.element) for d, t in now.stacks.items()
                if now.side_key(t.owner) != me and "earth" in BEATS[t.morph or t.element]]
        if not foes:
            return {}
        near = min(f[0] for f in foes)
        foe = min(f for f in foes if f[0] == near)[2]
        note = {"note": "earth_reach", "note_cell": ", ".join(sorted(names[c] for c in reached)),
                "note_n": len(reached), "note_source": "earth", "note_foe": foe,
                "note_to": ", ".join(sorted(n for d, n, e in foes if d == near and e == foe))}
        way = _earth_way(end, seat, reached)
        if way is not None:
            # f39 (nc38 shots 79-117: « Feu en a5, d5, e5 » named every turn, four rows away, while the
            # one real way was the Air's souffle pushing e5 to b2): the one piece that can, and how
            note.update(note_foe=way["element"], note_to=way["start"])
        else:  # no way found within the budget: the nearest, as before
            way = {"kind": "near", "element": foe, "start": note["note_to"], "at": "", "steps": 0, "air": ""}
        note["note_way"] = ["reach_way", way]
        return note

    @staticmethod
    def _reach_warning(end: ElemState, seat: int, params: dict[str, Any],
                       reach: ReachSearch | None = None) -> dict[str, Any]:
        """A piece other than the Earth (the note speaks of it first) that the enemy's next turn can
        beat where the plan leaves it, and the note does not name already: the one beside an enemy
        that beats it, the highest first (nc24 shot 68: « Envoyez 1 jeton de votre Air », not a word
        on the Fire in d5 beside an enemy Water, lost that turn). `warn_*`, or nothing to add."""
        me, names = end.side_key(seat), end.geo.names
        cells = {c for c, s in end.stacks.items() if end.side_key(s.owner) == me and s.element != "earth"}
        reached = (reach or ReachSearch(end, seat)).threats(cells) if cells else None
        if not reached:
            return {}
        named = {str(params.get("note_cell", ""))} if params.get("note") in ("exposed", "exposed_end",
                                                                               "exposed_move") else set()
        why = params.get("why")
        if isinstance(why, list) and why and why[0] == "why_least_at":
            named.add(str(why[1]["cell"]))  # the reason names it already
        found: list[tuple[int, int, str, str, str, list[str]]] = []
        for c in reached:
            s = end.stacks[c]
            if names[c] in named:
                continue
            eff = s.morph or s.element
            foes = [(end.geo.distance(c, d), names[d], t.element) for d, t in end.stacks.items()
                    if end.side_key(t.owner) != me and eff in BEATS[t.morph or t.element]]
            if not foes:
                continue
            near = min(f[0] for f in foes)
            foe = min(f for f in foes if f[0] == near)[2]
            found.append((1 if near <= 1 else 0, s.level, names[c], s.element, foe,
                          sorted(n for d, n, e in foes if d == near and e == foe)))
        if not found:
            return {}
        beside, _, cell, source, foe, to = max(found, key=lambda f: (f[0], f[1], f[2]))
        return {"warn_cell": cell, "warn_source": source, "warn_foe": foe, "warn_to": ", ".join(to),
                "warn_beside": beside, "warn_more": len(found) - 1}

    @staticmethod
    def _warned_move(world: ElemState, seat: int, first: Action, params: dict[str, Any]) -> dict[str, Any]:
        """When the hint's own move takes the piece the warning names to the cell it names: where it
        stands now (`warn_from`) and whether the enemy's next turn could reach it there too (`warn_was`),
        so that the words agree with the move (nc58 shot 079: « Déplacez votre Air de f2 vers f3 » right
        after « l'adversaire peut venir attaquer votre Air, une fois en f3 »: f2 was as much in reach,
        which the hint never said). Else nothing to add."""
        if not params.get("warn_cell") or params.get("warn_beside") or first.kind not in ("move", "tunnel") \
                or len(first.args) < 2 or str(first.args[1]) != params["warn_cell"]:
            return {}
        src = world.geo.cell(str(first.args[0]))
        piece = world.stacks.get(src) if src is not None else None
        if src is None or piece is None or piece.element != params.get("warn_source"):
            return {}
        was = ReachSearch(world, seat).threats({src})
        if was is None:
            return {}  # too many positions to tell: the warning alone, as before
        return {"warn_from": world.geo.names[src], "warn_was": 1 if was else 0}

    @staticmethod
    def _lands_exposed(world: ElemState, seat: int, first: Action) -> dict[str, Any]:
        """A move or tunnel that sets the moved piece beside an enemy that beats it: the hint says so, as
        the table's warning will right after (nc17: « Déplacez votre Feu de b4 vers c5 », then
        « Attention : votre Feu en c5 est maintenant à portée de l'adversaire (Eau en b6) »).
        `exposed_move`, or nothing to add."""
        if first.kind not in ("move", "tunnel") or len(first.args) < 2:
            return {}
        here = world.geo.cell(str(first.args[1]))
        one = _after(world, seat, first)
        s = one.stacks.get(here) if here is not None else None
        if here is None or s is None or one.side_key(s.owner) != one.side_key(seat):
            return {}
        me, eff, names = one.side_key(seat), s.morph or s.element, one.geo.names
        by = [(names[d], t.element) for d in one.geo.neighbours[here] if (t := one.stacks.get(d)) is not None
              and one.side_key(t.owner) != me and eff in BEATS[t.morph or t.element]]
        if not by:
            return {}
        foe = by[0][1]
        return {"note": "exposed_move", "note_cell": names[here], "note_source": s.element, "note_foe": foe,
                "note_to": ", ".join(c for c, e in by if e == foe)}

    @staticmethod
    def _earth_note(world: ElemState, seat: int, plan: list[Action], end: ElemState) -> dict[str, Any]:
        """A word on the enemy Earth, the goal, after the plan (nc11: the hints kept saying "faites
        grandir ... sans vous exposer" and never "attack the Earth"; the last Earth regrew in the
        Forest each turn while one attack a turn took one level). `regrow`: the plan attacks an enemy
        Earth standing where Earth grows, and it survives the turn: two attacks in one turn are needed.
        `goal`: the plan attacks no enemy Earth, yet a piece of the seat beats one beside it now
        without leaving more of its pieces exposed. Else `none`."""
        me = world.side_key(seat)
        names = world.geo.names

        def enemy_earth(st: ElemState, cell: Any) -> bool:
            t = st.stacks.get(cell)
            return t is not None and t.element == "earth" and st.side_key(t.owner) != me

        note: dict[str, Any] = {"note": "none", "note_cell": "", "note_to": "", "note_source": "", "note_terrain": ""}
        if end.over is not None:
            return note
        hits = [a for a in plan if a.kind in ("attack", "oattack") and len(a.args) > 1
                and enemy_earth(world, world.geo.cell(str(a.args[1])))]
        if hits:
            cell = world.geo.cell(str(hits[0].args[1]))
            if cell is not None and enemy_earth(end, cell) and "earth" in _growth(end)[end.terrain[cell]]:
                # nc15: "attack it twice" after a plan whose only attacker is then marked (a split Fire
                # whose other half stays marked behind): say that two pieces must be readied instead
                twice = ElemBot._second_hit(world, seat, plan, hits[0], cell)
                note.update(note="regrow" if twice else "regrow_later", note_to=names[cell],
                            note_terrain=end.terrain[cell])
            return note
        before = _tally(world, seat)[2]
        for a in world.legal_actions(seat):
            if a.kind != "attack" or len(a.args) < 2:
                continue
            src, dst = world.geo.cell(str(a.args[0])), world.geo.cell(str(a.args[1]))
            if src is None or dst is None or not enemy_earth(world, dst):
                continue
            piece = world.stacks[src]
            if "earth" not in BEATS[piece.morph or piece.element]:
                continue  # an attack the Earth would win is no chance
            if _tally(_after(world, seat, a), seat)[2] <= before:
                note.update(note="goal", note_cell=names[src], note_to=names[dst], note_source=piece.element)
                return note
        return note

    @staticmethod
    def _second_hit(world: ElemState, seat: int, plan: list[Action], hit: Action, cell: int) -> bool:
        """After the plan's first attack on the enemy Earth on `cell`, may a second attack on it follow
        this turn: by the plan itself, or by another unmarked piece of the seat that beats Earth and
        stands beside it with an action point left (the attacker is marked: never by itself)."""
        w = world
        for a in plan:
            if w.over is not None or w.current != seat or a not in w.legal_actions(seat):
                return False
            w = _after(w, seat, a)
            if a is hit:
                break
        if w.over is not None or w.current != seat:
            return False
        later = plan[plan.index(hit) + 1:]
        if any(a.kind in ("attack", "oattack") and len(a.args) > 1 and w.geo.cell(str(a.args[1])) == cell
               for a in later):
            return True
        for a in w.legal_actions(seat):
            if a.kind != "attack" or len(a.args) < 2 or w.geo.cell(str(a.args[1])) != cell:
                continue
            src = w.geo.cell(str(a.args[0]))
            piece = w.stacks.get(src) if src is not None else None
            if piece is not None and "earth" in BEATS[piece.morph or piece.element]:
                return True
        return False

    @staticmethod
    def _step(world: ElemState, action: Action) -> list[Any]:
        """A plan's next step in a few words (`hint.elemmaster.then`), cells by their labels."""
        args = [str(x) for x in action.args]
        kind = action.kind if action.kind in ("grow", "attack", "brasier", "souffle", "vague", "tunnel") else "move"
        # the kinds are said as `step_*` (an action's own id would be named, "attack" as "attaque")
        params: dict[str, Any] = {"kind": f"step_{kind}", "cell": args[0] if args else "", "to": "", "to2": "",
                                  "source": "", "element": "", "refund": 0}
        here = world.geo.cell(args[0]) if args else None
        src = world.stacks.get(here) if here is not None else None
        if src is not None:
            params["source"] = src.element
        if len(args) > 1:
            params["to"] = args[1]
            params["to2"] = args[2] if action.kind == "brasier" and len(args) > 2 else args[1]
            there = world.geo.cell(args[1])
            target = world.stacks.get(there) if there is not None else None
            if target is not None:
                params["element"] = target.element
                if kind == "move":
                    params["kind"] = "step_merge"
        return ["then", params]

    @staticmethod
    def _own_attack(world: ElemState, seat: int, action: Action, src: int, dst: int) -> list[Any]:
        """What attacking one's own piece does, as the board shows it: which of the two grows and
        which shrinks or vanishes, cells by their labels (the rules allow it: "convertir ses propres
        troupes")."""
        after = _after(world, seat, action)
        names = world.geo.names
        a0, b0 = world.stacks[src], world.stacks[dst]
        a1, b1 = after.stacks.get(src), after.stacks.get(dst)
        if a1 is None and b1 is not None and b1.element == a0.element:
            a1, b1 = b1, None  # the source made its target vanish and took its place
        if b1 is not None and b1.element != b0.element:
            b1 = None
        a_lost = a1 is None or a1.level < a0.level
        (win, w0, w1), (lose, _l0, l1) = ((dst, b0, b1), (src, a0, a1)) if a_lost else ((src, a0, a1), (dst, b0, b1))
        return ["own_attack", {"grow_cell": names[win], "grow_element": w0.element,
                               "grows": 1 if w1 is not None and w1.level > w0.level else 0,
                               "shrink_cell": names[lose], "shrink_element": (a0 if a_lost else b0).element,
                               "gone": 1 if l1 is None else 0}]

    def _plan_turn(self, world: ElemState) -> list[Action]:
        """A lookahead over medium's judgement, with every option seen: the few actions rated best
        now, each followed by the rest of the turn played greedily; the plan whose end of turn
        scores best is kept for the turn. The opponent's reply is not modelled (docs/lab.md says
        why)."""
        seat = self.seat
        k, tg, fo = self.approach, self.target, self.fire_out
        scored: list[tuple[float, Action, ElemState]] = []
        unwise: list[tuple[float, Action, ElemState]] = []
        for a in world.legal_actions(seat):
            w, ev = _after_events(world, seat, a)
            entry = (evaluate(w, seat, k, target=tg, fire_out=fo) + self.rng.random() * NOISE, a, w)
            (unwise if blunder(world, seat, a, w, ev) else scored).append(entry)
        scored = scored or unwise  # a souffle into a fusion, a lone Fire thrown away: not opened with (nc37)
        if not world.ap:
            # no action point left, only free steps (the Air's second step): one no better than ending the turn
            # is not taken (nc58 shot 079: « Déplacez votre Air de f2 vers f3 », a tie by the evaluation taken
            # over the end, into the very reach Conseil had just warned of, as f2 was). Past the draws' noise.
            stop = next((e[0] for e in scored if e[1].kind == "end"), None)
            if stop is not None:
                scored = [e for e in scored if e[1].kind == "end" or e[0] > stop + NOISE]
        scored.sort(key=lambda x: -x[0])

        def extend(a: Action, w: ElemState, free: bool = False) -> tuple[list[Action], float]:
            """The turn opened by `a`, finished greedily (`free`: with no attack on its own
            pieces), and the score of its end."""
            seq = [a]
            steps = 0
            while w.over is None and w.phase == "play" and w.current == seat and steps < TURN_STEPS:
                nxt, nxt_v = None, float("-inf")
                for b in w.legal_actions(seat):
                    if free and self._attacks_own(w, b):
                        continue
                    after, ev = _after_events(w, seat, b)
                    if blunder(w, seat, b, after, ev):
                        continue  # nor finished with (the turn's end is always there)
                    v = evaluate(after, seat, k, target=tg, fire_out=fo)
                    if v > nxt_v or b.kind == "end" and not w.ap and v >= nxt_v - 1e-9:
                        nxt, nxt_v = (b, after), v  # (no AP left: a free step only if it gains, as above)
                if nxt is None:
                    break
                seq.append(nxt[0])
                w = nxt[1]
                steps += 1
            return seq, evaluate(w, seat, k, target=tg, fire_out=fo)

        best, best_v = [scored[0][1]], float("-inf")
        for _, a, w in scored[:self.candidates(world)]:
            seq, v = extend(a, w)
            if v > best_v:
                best, best_v = seq, v
        if any(self._attacks_own(world, a) for a in best):
            # a turn that attacks one's own piece reads as a sacrifice to a newcomer: a turn without
            # one that scores nearly as well is played instead (by the hard bot too: a hint is
            # always the hard bot's own move)
            free = [(a, w) for _, a, w in scored if not self._attacks_own(world, a)][:self.candidates(world)]
            best_free, free_v = None, float("-inf")
            for a, w in free:
                seq, v = extend(a, w, free=True)
                if v > free_v:
                    best_free, free_v = seq, v
            if best_free is not None and free_v >= best_v - OWN_HINT_MARGIN:
                best = best_free
        return best

    def _value(self, w: ElemState) -> float:
        """The stall plan's judgement: a finished game by its result; otherwise the usual
        evaluation blended, as the turn limit nears, with what the count would give now."""
        if w.over is not None:
            return end_value(w, self.seat)
        p = self.lateness
        cv = count_value(w, self.seat)
        if cv > 0:
            me = w.side_key(self.seat)
            if any(s.element == "water" and w.side_key(s.owner) == me for s in w.stacks.values()):
                # ahead: no drive to attack (it kept Fire fighting); every Fire out instead, or every
                # enemy Earth burnt when that is the shorter way (a few Earth left beside its Fires)
                cost = min(siege_cost(w, self.seat), hunt_cost(w, self.seat))
                v = evaluate(w, self.seat, 0.0, target=self.target) - self.fire_out * cost
            else:
                # ahead with no Water: no Fire-out of its making, so the drive to eliminate; having
                # no Water costs more than the longest siege, so the last one is not thrown away
                v = evaluate(w, self.seat, self.approach, target=self.target) \
                    - self.fire_out * NO_WATER * w.geo.size
        else:
            # behind: the limit would be a loss whatever it keeps, so a Fire kept out of reach
            # (a corner its Earth guards) is worth nothing; what it may still burn is
            v = evaluate(w, self.seat, self.approach, target=self.target, own_fire=1.0 - p)
            # and the Fire-out, which the limit would only repeat later, is no worse for it
            v -= p * self.fire_out * siege_cost(w, self.seat)
        return (1.0 - p) * v + p * cv

    def _greedy_turn(self, w: ElemState, seq: list[Action] | None = None, steps: int = TURN_STEPS + 1) -> ElemState:
        """Plays the rest of the bot's own turn on `w` by `_value`, one best action at a time."""
        seat = self.seat
        while w.over is None and w.phase == "play" and w.current == seat and steps > 0:
            nxt, nxt_v = None, float("-inf")
            for b in w.legal_actions(seat):
                after = _after(w, seat, b)
                v = self._value(after)
                if v > nxt_v:
                    nxt, nxt_v = (b, after), v
            if nxt is None:
                break
            if seq is not None:
                seq.append(nxt[0])
            w = nxt[1]
            steps -= 1
        return w

    def _replies(self, w: ElemState) -> ElemState:
        """The other seats' turns until the bot's next one, modelled cheaply: each plays its
        `STALL_REPLY_STEPS` best actions other than a move, by its own plain evaluation (a regrowth,
        a hit; moves are most of the options and would make the model cost more than the plan),
        and ends its turn."""
        seat = self.seat
        if w.over is None and w.current == seat and _END in w.legal_actions(seat):
            w = _after(w, seat, _END)
        guard = 0
        while w.over is None and w.phase == "play" and w.current != seat and guard < 4 * w.num_seats:
            opp = w.current
            turn = w.turn
            for _ in range(STALL_REPLY_STEPS):
                if w.over is not None or w.current != opp or w.turn != turn:
                    break
                best, best_v = None, float("-inf")
                for b in w.legal_actions(opp):
                    if b.kind == "move":
                        continue
                    after = _after(w, opp, b)
                    v = evaluate(after, opp, self.base_approach)
                    if v > best_v:
                        best, best_v = after, v
                if best is None:
                    break
                w = best
            if w.over is None and w.current == opp and w.turn == turn:
                legal = w.legal_actions(opp)
                w = _after(w, opp, _END if _END in legal else legal[0])
            guard += 1
        return w

    def _plan_stall(self, world: ElemState) -> list[Action]:
        """Late in a stalled game: each plan for this turn is judged two turns on, after a cheap
        model of the others' replies, by `_value`. So the bot sees a Fire-out (or a change of
        the count) that needs this turn to set up what the next one finishes: a second Water
        beside a Fire that regrows, a Fire brought within reach of the leader's Earth."""
        seat = self.seat
        scored = []
        for a in world.legal_actions(seat):
            w = _after(world, seat, a)
            scored.append((self._value(w) + self.rng.random() * 1e-3, a, w))
        scored.sort(key=lambda x: -x[0])
        best, best_v = [scored[0][1]], float("-inf")
        first = world.ap == world.rules.action_points and not any(s.played for s in world.stacks.values()
                                                             if s.owner == seat)
        tried = self.tried.setdefault(self.turn_key, set()) if first else set()
        # A position met again at a turn's start is a loop (a Fire and an Earth or an Air burnt and
        # regrown, turn after turn): from there, first actions not tried before come first.
        fresh = [x for x in scored if x[1] not in tried]
        for _, a, w in (fresh or scored)[:STALL_CANDIDATES]:
            seq = [a]
            w = self._greedy_turn(w, seq)
            v1 = self._value(w)
            if w.over is None:
                w = self._greedy_turn(self._replies(w), steps=TURN_STEPS)
            # two turns on decides; this turn's own end breaks ties (a win now beats a win later)
            v = self._value(w) + 1e-3 * v1
            if v > best_v:
                best, best_v = seq, v
        if first:
            tried.add(best[0])
        return best

    def winning_turn(self, world: ElemState) -> list[Action] | None:
        """The actions that win the game within this turn, if the search finds them (nc14: the hint
        said "move your Earth away" where moving the Fire twice and attacking took the last enemy
        Earth). Only searched when the enemy Earth left could fall with the action points left (a
        lost fight costs one level), and bounded by `WIN_NODES` states."""
        seat = self.seat
        me = world.side_key(seat)
        nodes = 0

        geo = world.geo
        def search(w: ElemState, depth: int) -> list[Action] | None:
            nonlocal nodes
            if depth == 0 or w.over is not None or w.current != seat or w.phase != "play":
                return None
            targets = [c for c, s in w.stacks.items() if s.element == "earth" and w.side_key(s.owner) != me]
            if sum(w.stacks[c].level for c in targets) > max(w.ap, 1):
                return None

            def near(a: Action) -> bool:
                """A piece more steps from every enemy Earth than actions are left plays no part."""
                cells = [geo.index[x] for x in a.args if isinstance(x, str) and x in geo.index]
                return any(geo.distance(c, e) <= depth for c in cells for e in targets)

            for a in [a for a in w.legal_actions(seat) if a != _END and near(a)]:
                if nodes >= WIN_NODES:
                    return None
                nodes += 1
                after = _after(w, seat, a)
                if after.over is not None:
                    if seat in after.over["winners"]:
                        return [a]
                    continue
                rest = search(after, depth - 1)
                if rest is not None:
                    return [a, *rest]
            return None

        if world.phase != "play" or world.current != seat:
            return None
        for depth in range(1, TURN_STEPS + 2):  # the shortest win first
            found = search(world, depth)
            if found is not None or nodes >= WIN_NODES:
                return found
        return None

    def candidates(self, world: ElemState) -> int:
        """How many first actions the lookahead tries: fewer at four (each costs more there)."""
        return HARD_CANDIDATES_4 if world.num_seats > 2 else HARD_CANDIDATES


def make_bot(strength: str, seat: int, seed: int) -> ElemBot:
    if strength not in ("easy", "medium", "hard"):
        raise ValueError(f"unknown bot strength '{strength}'")
    return ElemBot(seat, seed, strength)



def lead(view: dict[str, Any], seat: int) -> float:
    """How far `seat`'s side leads the strongest other side (the first-game level's measure,
    game/bots.py `KeepClose`): in levels on the board, or in levels of Earth where that is less; 0
    while the armies are placed out of sight. A side that loses its Earth is out, so a bot ahead on
    the board with its last Earth worn down is not ahead (nc23: up 12 to 10, its level-1 Earth beside
    a level-3 Fire, it played as the easy bot, grew that Earth and lost it)."""
    if view.get("homes"):
        return 0.0
    levels: dict[Any, int] = {}
    earth: dict[Any, int] = {}
    for raw in view["stacks"].values():
        owner, element, level = raw[0], raw[1], raw[2]
        key = view["sides"][owner]
        levels[key] = levels.get(key, 0) + level
        if element == "earth":
            earth[key] = earth.get(key, 0) + level
    me = view["sides"][seat]
    others = [key for key in set(levels) | set(earth) if key != me]
    on_board = levels.get(me, 0) - max((levels.get(k, 0) for k in others), default=0)
    in_earth = earth.get(me, 0) - max((earth.get(k, 0) for k in others), default=0)
    return min(on_board, in_earth)
