"""Punched cards: the 3x3 grids, their eight orientations, stacking, and the trick search.

A card is a 3x3 grid of circles read left to right, top to bottom (cells 0-8);
each circle is a hole (-1) or a monster, given by its colour's index in the
colour list of `data/monsters/rules.yaml`. A monster shows the same colour on
both faces, so turning a card over (flipping it) shows the mirror image of the
front: column c goes to column 2-c. Orientation o (0-7) = quarter turns
clockwise `o % 4` after a flip when `o >= 4`; the eight orientations are the
whole symmetry group of the square, so a flip "top to bottom" is one of them.

A stack lists its cards from the top down. Each circle shows the top-most
monster; holes show what lies below; three holes show the table (-1).

The trick search works on bit masks: per card and orientation, one 9-bit mask
of occupied circles and one per colour. Turning the whole stack turns every
line into another line, so the search fixes the bottom card's orientation and
still finds every colour a hand can make (`tricks(..., full=True)` lists every
arrangement without that shortcut).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import permutations, product

HOLE = -1
CELLS = 9
ORIENTATIONS = 8

# The eight lines of three: rows top to bottom, columns left to right, then the
# diagonal from the top-left corner and the one from the top-right corner.
LINES: tuple[tuple[str, tuple[int, int, int]], ...] = (
    ("row1", (0, 1, 2)),
    ("row2", (3, 4, 5)),
    ("row3", (6, 7, 8)),
    ("col1", (0, 3, 6)),
    ("col2", (1, 4, 7)),
    ("col3", (2, 5, 8)),
    ("diag", (0, 4, 8)),
    ("anti", (2, 4, 6)),
)
LINE_IDS = tuple(name for name, _ in LINES)
LINE_MASKS = tuple(sum(1 << i for i in cells) for _, cells in LINES)
# HAS_LINE[mask]: does this set of circles hold a whole line?
HAS_LINE = tuple(any(m & lm == lm for lm in LINE_MASKS) for m in range(1 << CELLS))
FULL = (1 << CELLS) - 1
# LINE_NAMES_OF[mask]: the lines this set of circles holds, in LINES order (`lines_of` on bit masks)
LINE_NAMES_OF = tuple(tuple(name for name, lm in zip(LINE_IDS, LINE_MASKS, strict=True) if m & lm == lm)
                      for m in range(1 << CELLS))

# Every set of circles inside one line, the empty set included (42 of them): what the cards under a
# top card must still show for its line. The three-card search works on bit sets of these parts.
LINE_PARTS = tuple(sorted({lm & sub for lm in LINE_MASKS for sub in range(1 << CELLS)}))
PART_CELLS = tuple(tuple(i for i in range(CELLS) if part >> i & 1) for part in LINE_PARTS)
_PART_INDEX = {part: j for j, part in enumerate(LINE_PARTS)}
# each part's circles as three indexes, padded with 9 (a circle every card shows, see `_rows_of`)
_PART_TRIPLES = tuple((*cells, *(CELLS,) * (3 - len(cells))) for cells in PART_CELLS)
_PARTS_IN: list[int] = []


def _parts_in() -> list[int]:
    """PARTS_IN[w]: the bit set of the line parts inside the mask w (built on first use)."""
    if not _PARTS_IN:
        table = [0] * (1 << CELLS)
        for j, part in enumerate(LINE_PARTS):
            rest = FULL & ~part
            sub = rest
            while True:  # every mask holding the part: the part plus any subset of the other circles
                table[part | sub] |= 1 << j
                if sub == 0:
                    break
                sub = (sub - 1) & rest
        _PARTS_IN.extend(table)
    return _PARTS_IN


Grid = tuple[int, ...]
Placement = tuple[int, int, int]  # (card id, quarter turns 0-3, flip 0/1)


def orientation(rot: int, flip: int) -> int:
    return rot % 4 + 4 * (1 if flip else 0)


def rot_flip(o: int) -> tuple[int, int]:
    return o % 4, o // 4


ROT_FLIP = tuple(rot_flip(o) for o in range(ORIENTATIONS))  # rot_flip of each orientation, looked up


def mirror(grid: Grid) -> Grid:
    """The card turned over: seen from the same side, left and right swap."""
    return tuple(grid[r * 3 + 2 - c] for r in range(3) for c in range(3))


def rotate(grid: Grid) -> Grid:
    """A quarter turn clockwise: the left column becomes the top row."""
    return tuple(grid[(2 - c) * 3 + r] for r in range(3) for c in range(3))


def orient(grid: Grid, rot: int, flip: int) -> Grid:
    """Flip first (if asked), then `rot` quarter turns clockwise."""
    g = mirror(grid) if flip else tuple(grid)
    for _ in range(rot % 4):
        g = rotate(g)
    return g


def stack(grids: Sequence[Grid]) -> Grid:
    """What the stack shows, grids listed from the top down: the top-most monster of each circle."""
    if not grids:
        return (HOLE,) * CELLS
    out = tuple(grids[0])
    for g in grids[1:]:  # from the top down, each card shows through the holes of those above
        if HOLE not in out:
            break
        out = tuple([v if v != HOLE else w for v, w in zip(out, g, strict=True)])
    return out


def lines_of(grid: Grid, colour: int) -> list[str]:
    """The lines of `grid` showing three monsters of `colour`."""
    return [name for name, (a, b, c) in LINES if grid[a] == colour == grid[b] == grid[c]]


def masks(grid: Grid, colours: int) -> tuple[int, tuple[int, ...]]:
    occ = sum(1 << i for i in range(CELLS) if grid[i] != HOLE)
    per = tuple(sum(1 << i for i in range(CELLS) if grid[i] == k) for k in range(colours))
    return occ, per


@dataclass(frozen=True)
class Card:
    id: int
    grid: Grid  # the front face

    @property
    def monsters(self) -> int:
        return sum(1 for v in self.grid if v != HOLE)


@dataclass(frozen=True)
class Trick:
    """One arrangement of a hand that shows a line of one colour."""

    colour: int
    placements: tuple[Placement, ...]  # top first
    lines: tuple[str, ...]


@dataclass(frozen=True, eq=False)
class CardSet:
    """The deck's cards with their precomputed orientations, and a cache of hand searches."""

    cards: dict[int, Card]
    colours: int
    # card id -> orientation -> (occupied mask, per-colour masks)
    _masks: dict[int, tuple[tuple[int, tuple[int, ...]], ...]] = field(default_factory=dict, repr=False)
    _cache: dict[tuple[int, ...], dict[int, tuple[Placement, ...]]] = field(default_factory=dict, repr=False)
    # For the three-card search (see `_find3`): per card and colour, the line parts the cards under
    # it must show, per orientation (those with some, as (orientation, parts)) and all orientations
    # together; per middle card, per top card, the bottoms (bits by card index, one run of bits per
    # colour) the pair lines up over.
    _needs: dict[int, tuple[tuple[tuple[tuple[int, int], ...], ...], tuple[tuple[int, ...], ...]]] = field(
        default_factory=dict, repr=False)
    _rows: dict[int, dict[int, int]] = field(default_factory=dict, repr=False)
    _index: dict[int, int] = field(default_factory=dict, repr=False)
    _bottoms: list[int] = field(default_factory=list, repr=False)
    _every: int = field(default=0, repr=False)  # every colour, as `_find3` takes them
    # per set of colours in a row's layout (bit k * cards), the colours listed; per card, its placements
    _colours_in: dict[int, tuple[int, ...]] = field(default_factory=dict, repr=False)
    _place: dict[int, tuple[Placement, ...]] = field(default_factory=dict, repr=False)
    # per card and colour, per orientation: (its circles of that colour, its holes)
    _layers: dict[int, tuple[tuple[tuple[int, int], ...], ...]] = field(default_factory=dict, repr=False)
    _grids: dict[Placement, Grid] = field(default_factory=dict, repr=False)
    _counts: dict[int, tuple[int, ...]] = field(default_factory=dict, repr=False)
    # per placement: its occupied and per-colour masks, then its circles four bits each (0 a hole,
    # colour + 1 a monster; circle i at bits 4i) and the mask of its monsters' four bits, so that
    # stacking is a few bit operations
    _layer: dict[Placement, tuple[int, tuple[int, ...], int, int]] = field(default_factory=dict, repr=False)
    _oriented: dict[int, tuple[Grid, ...]] = field(default_factory=dict, repr=False)  # per card, its 8 grids

    def __post_init__(self) -> None:
        for cid, card in self.cards.items():
            grids = self._oriented[cid] = tuple(orient(card.grid, *rot_flip(o)) for o in range(ORIENTATIONS))
            self._masks[cid] = tuple(masks(g, self.colours) for g in grids)
            self._counts[cid] = tuple(per.bit_count() for per in self._masks[cid][0][1])
            codes = [(sum((v + 1) << 4 * i for i, v in enumerate(g)),
                      sum(15 << 4 * i for i, v in enumerate(g) if v != HOLE)) for g in grids]
            for o, (masked, coded) in enumerate(zip(self._masks[cid], codes, strict=True)):
                self._layer[(cid, *ROT_FLIP[o])] = (*masked, *coded)
        self._index.update((cid, i) for i, cid in enumerate(sorted(self.cards)))
        n = len(self.cards)
        object.__setattr__(self, "_every", sum(1 << (k * n) for k in range(self.colours)))
        for bits in range(1 << self.colours):
            ks = tuple(k for k in range(self.colours) if bits >> k & 1)
            self._colours_in[sum(1 << (k * n) for k in ks)] = ks
        for cid in self.cards:
            self._place[cid] = tuple((cid, *ROT_FLIP[o]) for o in range(ORIENTATIONS))
        for cid, oriented in self._masks.items():
            self._layers[cid] = tuple(tuple((per[k], FULL & ~occ) for occ, per in oriented)
                                      for k in range(self.colours))

    def __deepcopy__(self, memo: dict[int, object]) -> CardSet:
        return self  # immutable for the rules; the cache only ever grows with true answers

    def grid(self, placement: Placement) -> Grid:
        found = self._grids.get(placement)
        if found is None:
            cid, rot, flip = placement
            found = orient(self.cards[cid].grid, rot, flip)
            if len(self._grids) < 4096:
                self._grids[placement] = found
        return found

    def shown(self, placements: Sequence[Placement]) -> Grid:
        """What the arrangement shows (every new trick's event lists it): `stack` of the grids."""
        grids = self._grids
        layers = [grids.get(p) or self.grid(p) for p in placements]
        if len(layers) == 3:  # a hand's stack, in one pass
            return tuple([t if t != HOLE else m if m != HOLE else b for t, m, b in zip(*layers, strict=True)])
        return stack(layers)

    def trick_view(self, placements: Sequence[Placement], colour: int) -> tuple[tuple[str, ...], int]:
        """What a trick shows, worked out on bits: the lines of `colour` (`check`) and the stack
        (`shown`) as one number, four bits a circle (0 the table, colour + 1 a monster; circle i at
        bits 4i, so each row is twelve bits)."""
        layers = self._layer
        if len(placements) == 3:  # a hand's stack
            p, q, r = placements
            occ_a, per_a, code_a, full_a = layers.get(p) or self._layer_of(p)
            occ_b, per_b, code_b, full_b = layers.get(q) or self._layer_of(q)
            occ_c, per_c, code_c, full_c = layers.get(r) or self._layer_of(r)
            return (LINE_NAMES_OF[per_a[colour] | per_b[colour] & ~occ_a | per_c[colour] & ~(occ_a | occ_b)],
                    code_a | code_b & ~full_a | code_c & ~(full_a | full_b))
        vis = covered = code = under = 0
        for placement in placements:
            occ, per, grid, full = layers.get(placement) or self._layer_of(placement)
            vis |= per[colour] & ~covered
            covered |= occ
            code |= grid & ~under
            under |= full
        return LINE_NAMES_OF[vis], code

    def _layer_of(self, placement: Placement) -> tuple[int, tuple[int, ...], int, int]:
        """A placed card's masks and codes (`_layer`), for a placement written otherwise (flip True)."""
        cid, rot, flip = placement
        return self._layer[(cid, *ROT_FLIP[orientation(rot, flip)])]

    def _visible(self, layers: Sequence[tuple[int, tuple[int, ...]]]) -> list[int]:
        covered = 0
        vis = [0] * self.colours
        for occ, per in layers:
            free = ~covered
            for k in range(self.colours):
                vis[k] |= per[k] & free
            covered |= occ
        return vis

    def colours_of(self, hand: Sequence[int]) -> dict[int, tuple[Placement, ...]]:
        """Each colour this hand can line up, with one arrangement that does it (cached).

        The arrangement is the first found in a fixed order (cards sorted, the
        bottom card unturned), so the same hand always gives the same actions.
        """
        return self.colours_of_sorted(tuple(sorted(hand)))

    def colours_of_sorted(self, key: tuple[int, ...]) -> dict[int, tuple[Placement, ...]]:
        """`colours_of` for cards already sorted (the cache's own key): the stall check asks it of
        every trio of a sorted pool, which comes out sorted."""
        found = self._cache.get(key)
        if found is not None:
            return found
        found = {}
        if len(key) == 3:  # its rows rule out at once a colour too few monsters could show
            found = self._find3(key, self._every)
        else:
            # a colour needs three monsters among the cards, whatever their turns
            totals = [sum(column) for column in zip(*(self._counts[c] for c in key), strict=True)]
            wanted = [k for k in range(self.colours) if totals[k] >= 3]
            if wanted:
                self._search(key, wanted, found)
            if len(found) > 1:
                found = dict(sorted(found.items()))
        self._cache[key] = found
        return found

    def _needs_of(self, top: int) -> tuple[tuple[tuple[tuple[int, int], ...], ...], tuple[tuple[int, ...], ...]]:
        """For `top` on top: per colour k and orientation, the bit set of the line parts j such that
        a line of k shows if the cards below show k on every circle of part j (the circles of a
        line that `top` leaves free, when every circle of it `top` covers is k), as (orientation,
        bits) for the orientations with some; and per part some orientation needs for some colour,
        (part, the runs of those colours in the rows' layout of `_rows_of`)."""
        n = len(self._index)
        every = (1 << n) - 1
        per_o_all, wanted = [], [0] * len(LINE_PARTS)
        for k in range(self.colours):
            per_o = []
            for occ, per in self._masks[top]:
                bits = 0
                for lm in LINE_MASKS:
                    if lm & occ & ~per[k] == 0:
                        bits |= 1 << _PART_INDEX[lm & ~occ]
                per_o.append(bits)
            per_o_all.append(tuple(per_o))
            union = 0
            for bits in per_o:
                union |= bits
            for j in range(len(LINE_PARTS)):
                if union >> j & 1:
                    wanted[j] |= every << (k * n)
        # per colour, the orientations with some part, in order, with their parts
        nonzero = tuple(tuple((o, bits) for o, bits in enumerate(per_o) if bits) for per_o in per_o_all)
        found = self._needs[top] = (nonzero, tuple((j, runs) for j, runs in enumerate(wanted) if runs))
        return found

    def _rows_of(self, middle: int) -> dict[int, int]:
        """For `middle` (some orientation) under each top card (some orientation): the bottom cards
        (unturned) the three line up a colour over, one bit per card index in one run per colour.

        Worked out for every top and bottom card and every colour at once, a cell of the grid at a
        time over bit sets of cards (bit k * cards + card index: colour k under that bottom): a
        hand's trios share their middle cards with thousands of others, and one pass per middle
        card costs less than the few trios that need it would cost one by one.
        """
        n = len(self._index)
        below = self._bottoms
        if not below:  # per circle, the cards showing each colour there, unturned; then each colour's run
            below.extend([0] * CELLS)
            for cid, i in self._index.items():
                for k, own in enumerate(self._masks[cid][0][1]):
                    for cell in range(CELLS):
                        if own >> cell & 1:
                            below[cell] |= 1 << (k * n + i)
            below.extend(((1 << n) - 1) << (k * n) for k in range(self.colours))
        runs = below[CELLS:]
        every = sum(runs)
        # shows[j]: the bottoms over which `middle`, in some orientation, shows each colour on part j
        shows = [0] * len(LINE_PARTS)
        for grid in self._oriented[middle]:
            # per circle, the bottoms under which it shows each colour: the colour of its monster over
            # every bottom, or what the bottom shows through its hole; a tenth, always, pads the parts
            vis = [below[i] if v == HOLE else runs[v] for i, v in enumerate(grid)]
            vis.append(every)
            shows = [had | vis[x] & vis[y] & vis[z] for had, (x, y, z) in zip(shows, _PART_TRIPLES, strict=True)]
        rows: dict[int, int] = {}
        needs = self._needs
        for a in self.cards:
            out = 0
            for j, colours in (needs.get(a) or self._needs_of(a))[1]:
                out |= shows[j] & colours
            rows[a] = out
        self._rows[middle] = rows
        return rows

    def _find3(self, key: tuple[int, ...], todo: int) -> dict[int, tuple[Placement, ...]]:
        """The three-card search: the same answer as trying every order and orientation in turn.

        `todo` holds the colours to look for, bit k * cards for colour k. An arrangement (top a
        turned oa, middle b turned ob, bottom c unturned) shows a line of k exactly when some line
        part a-in-oa needs is inside what b-in-ob over c shows of k; the rows of `_rows_of` say at
        once which orders can work at all. The first orientations that work, in the plain search's
        order, give the same arrangement the plain search finds first.
        """
        x, y, z = key
        index, rows = self._index, self._rows
        ix, iy, iz = index[x], index[y], index[z]
        rx, ry, rz = rows.get(x) or self._rows_of(x), rows.get(y) or self._rows_of(y), rows.get(z) or self._rows_of(z)
        found: dict[int, tuple[Placement, ...]] = {}
        # the orders of `permutations(key)`, top first, with the colours each can line up
        h0, h1, h2, h3, h4, h5 = (ry[x] >> iz & todo, rz[x] >> iy & todo, rx[y] >> iz & todo, rz[y] >> ix & todo,
                                  rx[z] >> iy & todo, ry[z] >> ix & todo)
        todo = h0 | h1 | h2 | h3 | h4 | h5  # the colours this hand can show
        if not todo:
            return found
        needs, layers, bottoms, place = self._needs, self._layers, self._masks, self._place
        colours_in = self._colours_in
        parts_in = _PARTS_IN or _parts_in()
        for (a, b, c), hits in zip(permutations(key), (h0, h1, h2, h3, h4, h5)):  # noqa: B905 (six each)
            hits &= todo
            if not hits:
                continue
            todo ^= hits
            need_of, lb, per_c = needs[a][0], layers[b], bottoms[c][0][1]
            top, middle, bottom = place[a], place[b], place[c][0]
            for k in colours_in[hits]:
                pc, lbk = per_c[k], lb[k]
                oa = ob = 0
                for oa, need in need_of[k]:  # noqa: B007 (the orientations found are kept)
                    for ob, (pb, free) in enumerate(lbk):  # noqa: B007
                        if need & parts_in[pb | pc & free]:
                            break
                    else:
                        continue
                    break
                found[k] = (top[oa], middle[ob], bottom)
            if not todo:
                break
        if len(found) > 1:  # in colour order, as the cache keeps them
            return dict(sorted(found.items()))
        return found

    def _search(self, key: tuple[int, ...], wanted: list[int], found: dict[int, tuple[Placement, ...]]) -> None:
        n = len(key)
        for order in permutations(key):
            base = self._masks[order[-1]][0]
            upper = [self._masks[c] for c in order[:-1]]
            for os in product(range(ORIENTATIONS), repeat=n - 1):
                vis = self._visible([upper[i][o] for i, o in enumerate(os)] + [base])
                for k in wanted:
                    if k not in found and HAS_LINE[vis[k]]:
                        found[k] = tuple((c, *rot_flip(o)) for c, o in zip(order, (*os, 0), strict=True))
                        if len(found) == len(wanted):
                            return

    def tricks(self, hand: Sequence[int], full: bool = False) -> list[Trick]:
        """Every arrangement of the hand that shows a trick, one entry per (arrangement, colour).

        With `full=False` the bottom card stays unturned: every other
        arrangement is one of these turned as a whole (same colours, the lines
        turned). `full=True` lists all 3! x 8^3 arrangements that work.
        """
        out: list[Trick] = []
        n = len(hand)
        for order in permutations(sorted(hand)):
            bottoms = range(ORIENTATIONS) if full else (0,)
            for os in product(range(ORIENTATIONS), repeat=n - 1):
                for ob in bottoms:
                    orients = (*os, ob)
                    layers = [self._masks[c][o] for c, o in zip(order, orients, strict=True)]
                    vis = self._visible(layers)
                    for k in range(self.colours):
                        if HAS_LINE[vis[k]]:
                            names = tuple(
                                name for name, lm in zip(LINE_IDS, LINE_MASKS, strict=True) if vis[k] & lm == lm
                            )
                            placements = tuple((c, *rot_flip(o)) for c, o in zip(order, orients, strict=True))
                            out.append(Trick(k, placements, names))
        return out

    def simplest(self, hand: Sequence[int], colour: int) -> tuple[Placement, ...] | None:
        """The arrangement of `hand` (top first) showing a line of `colour` with the fewest presses:
        fewest flips, then fewest quarter turns (three count as one, the ↺ way), then fewest cards
        touched; ties go to the hand's own order (None: no such arrangement). Every one of them makes
        the same trick, so a hint shows this one (round 15: the canonical arrangement asked for turns
        and flips where a plainer stack did as well)."""
        order = {cid: i for i, cid in enumerate(hand)}

        def cost(p: tuple[Placement, ...]) -> tuple[int, int, int, tuple[int, ...], tuple[Placement, ...]]:
            flips = sum(f for _, _, f in p)
            turns = sum(min(r % 4, 4 - r % 4) for _, r, _ in p)
            touched = sum(1 for _, r, f in p if r % 4 or f)
            return flips, turns, touched, tuple(order.get(c, 0) for c, _, _ in reversed(p)), p

        found = [t.placements for t in self.tricks(hand, full=True) if t.colour == colour]
        return min(found, key=cost) if found else None

    def shows(self, placements: Sequence[Placement], colour: int) -> bool:
        """Does this arrangement (top first) show a line of `colour`? `check` on bit masks."""
        layers = [self._masks[cid][orientation(rot, flip)] for cid, rot, flip in placements]
        return HAS_LINE[self._visible(layers)[colour]]

    def check(self, placements: Sequence[Placement], colour: int) -> list[str]:
        """The lines of `colour` that this arrangement shows (empty: no trick)."""
        return lines_of(self.shown(placements), colour)
