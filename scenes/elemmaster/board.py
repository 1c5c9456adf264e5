"""The Elem Master board as the screen shows it: the terrain, the stacks, what the seat at the
screen may reach, its cursor, and the coordinates on the edges.

The stacks come from the display model; a stack whose flight has not landed yet is left out
(the flight draws it), and a stack that shakes or drops in is drawn moving. The table's event
handlers say which (`hold` / `move`); the board never reads the events.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection
from dataclasses import dataclass, field

import pygame

from scenes.elemmaster.layout import LETTERS, Layout
from scenes.elemmaster.model import ElemMasterModel
from scenes.elemmaster.pieces import Pieces
from scenes.ui import ACCENT, MUTED
from sprites.anim import Effect
from sprites.elemmaster import art
from sprites.fonts import render
from sprites.shapes import readable_on as shapes_ink
from sprites.tween import ease_out_back
from sprites.vision import cues_on

# The signs the colour-blind cues add to the cells a selection may reach (a frame's colour alone
# tells a move from an attack poorly for deuteranopes).
RISKY = (214, 58, 48)  # the mark of a cell where a moved piece would stand beside an enemy that beats it
FAINT_BADGE = 120  # the alpha of an action's number on a cell empty now: what was played there, not a piece
# a kept cell's faint token: see-through, yet it reads as its element on every terrain (nc35 shots 76, 88:
# at 150 a Fire's on a Forest or a Marsh blended brown, an Earth's colour)
GHOST_ALPHA = 210
BADGE_HEIGHT = 24  # a hint's « clic n » badge in a cell's top right corner (the table's `draw_badge`), its height
KIND_SIGNS = {"move": "→", "attack": "✕", "loss": "✕", "special": "✦", "event": "!", "own": "✕"}


def _dashed(surf: pygame.Surface, color: tuple[int, int, int], r: pygame.Rect, width: int) -> None:
    """A frame of short dashes (one's own piece as a target, apart from every full frame)."""
    dash = max(6, r.width // 7)
    for x in range(r.left, r.right, dash * 2):
        end = min(x + dash, r.right)
        pygame.draw.line(surf, color, (x, r.top), (end, r.top), width)
        pygame.draw.line(surf, color, (x, r.bottom - 1), (end, r.bottom - 1), width)
    for y in range(r.top, r.bottom, dash * 2):
        end = min(y + dash, r.bottom)
        pygame.draw.line(surf, color, (r.left, y), (r.left, end), width)
        pygame.draw.line(surf, color, (r.right - 1, y), (r.right - 1, end), width)


@dataclass(frozen=True)
class Marks:
    """What the seat at the screen sees over the stacks: where it may place (free start), its
    selection, the cells a click may add with the kinds of action they lead to, the stacks that
    may act while nothing is selected, its cursor."""

    home: list[str] = field(default_factory=list)
    selected: list[str] = field(default_factory=list)
    targets: dict[str, list[str]] = field(default_factory=dict)
    ready: list[str] = field(default_factory=list)  # nothing selected: the stacks that may act
    cursor: str | None = None
    trail: dict[str, int] = field(default_factory=dict)  # cell -> the seat whose last turn touched it
    steps: dict[str, tuple[int, ...]] = field(default_factory=dict)  # cell -> the numbers of the actions there
    acting: tuple[int, int, tuple[str, ...]] | None = None  # another seat's action on show: seat, number, cells
    risky: list[str] = field(default_factory=list)  # lit cells where the moved piece would stand beside its beater
    # cells under a tutorial's halo or a hint's outline: their kind's frame is drawn further in, so the
    # halo does not hide it (a newcomer saw a yellow frame, not the red of the attack under it)
    framed: list[str] = field(default_factory=list)
    # cells a hint or the tutorial numbers (« clic 1 », in their top right corner): the board's own corner marks
    # go under the badge there (nc58 shot 166: « clic 2 » half hid the red « ! » of c3)
    badged: list[str] = field(default_factory=list)
    # a move's count being chosen: (source, target, tokens) as the board previews it, the source with
    # what stays and the target with what arrives (nc37 shot 131: 3 still on b5 while « combien ? »)
    split: tuple[str, str, int] | None = None


class Board:
    """The board drawn from a model and a layout, with the stacks in flight or in motion."""

    def __init__(self, pieces: Pieces) -> None:
        self.pieces = pieces
        self._held: dict[str, int] = {}  # cells whose stack waits for flights to land
        self._moving: dict[str, tuple[str, Effect]] = {}  # cell -> (shake or drop, its effect)
        self._tint: pygame.Surface | None = None
        self._tint_key: tuple[int, tuple[int, int, int]] | None = None

    def hold(self, cell: str) -> Callable[[], None]:
        """The cell's stack stays out of sight until the returned `land` is called (a flight's end)."""
        self._held[cell] = self._held.get(cell, 0) + 1

        def land() -> None:
            self._held[cell] = self._held.get(cell, 1) - 1
            if self._held[cell] <= 0:
                del self._held[cell]

        return land

    def move(self, cell: str, kind: str, effect: Effect) -> None:
        """The cell's stack shakes or drops in (`kind`) for the time of `effect`."""
        self._moving[cell] = (kind, effect)

    def release(self) -> None:
        """The screen caught up with the model: every stack where it stands."""
        self._held.clear()

    def clear(self) -> None:
        """Drawn anew from a view: no flight, no motion."""
        self._held.clear()
        self._moving.clear()

    def prune(self) -> None:
        """Motions whose time is up are dropped (once a frame)."""
        self._moving = {c: v for c, v in self._moving.items() if not v[1].tween.done}

    # -- drawing -------------------------------------------------------------------------------
    def _draw_trail(self, surf: pygame.Surface, lay: Layout, trail: dict[str, int],
                    steps: dict[str, tuple[int, ...]]) -> None:
        """The cells of each player's last turn: a faint light wash under the stacks and, in a
        corner, a small notch of the player's rim colour (who played there; a numbered badge
        over the stacks says which action when the screen saw the turn: `_draw_steps`)."""
        cs, wash = lay.cs, art.color("trail")
        if self._tint is None or self._tint_key != (cs, wash):  # the palette may be edited while playing
            self._tint, self._tint_key = pygame.Surface((cs, cs), pygame.SRCALPHA), (cs, wash)
            pygame.draw.rect(self._tint, (*wash, 46), self._tint.get_rect().inflate(-2, -2), border_radius=5)
            pygame.draw.rect(self._tint, (*wash, 110), self._tint.get_rect().inflate(-2, -2), 1, border_radius=5)
        k = max(6, cs // 6)
        for cell, seat in trail.items():
            r = lay.cell_rect(cell)
            surf.blit(self._tint, r)
            if steps.get(cell):
                continue
            corner = [(r.x + 2, r.y + 2), (r.x + 2 + k, r.y + 2), (r.x + 2, r.y + 2 + k)]
            pygame.draw.polygon(surf, art.owner_color(seat), corner)
            pygame.draw.polygon(surf, (200, 200, 200), corner, 1)

    @staticmethod
    def step_badge(surf: pygame.Surface, r: pygame.Rect, seat: int, numbers: tuple[int, ...], cs: int,
                   strong: bool = False, faint: bool = False) -> pygame.Rect:
        """The numbers of the actions that touched a cell ("1", "1·2") in a badge of the player's
        colour at its top-left corner (gold-ringed while the action is on show). `faint`: the cell is
        empty now, the badge says what was played there (nc24 shots 88, 104: read as leftovers).
        Its rectangle."""
        text = "·".join(str(n) for n in numbers[-3:])
        fill = art.owner_color(seat)
        img = render(text, max(11, cs // 6), shapes_ink(fill), bold=True)
        badge = img.get_rect().inflate(10, 2)
        badge.width = max(badge.width, badge.height)
        badge.topleft = (r.x + 5, r.y + 5)
        edge = ACCENT if strong else shapes_ink(fill)  # a dark edge on white, a light one on black
        out = badge.inflate(4, 4)
        layer = pygame.Surface(out.size, pygame.SRCALPHA)
        inner = badge.move(-out.x, -out.y)
        pygame.draw.rect(layer, edge, layer.get_rect(), border_radius=badge.height)
        pygame.draw.rect(layer, fill, inner, border_radius=badge.height)
        layer.blit(img, img.get_rect(center=inner.center))
        if faint and not strong:
            layer.set_alpha(FAINT_BADGE)
        surf.blit(layer, out.topleft)
        return badge

    def _draw_steps(self, surf: pygame.Surface, lay: Layout, marks: Marks, occupied: Collection[str] = ()) -> None:
        """Each last-turn cell's action numbers; the action on show framed in gold (its first cell,
        the piece that acts, thicker), the badges over the frames."""
        acting = marks.acting
        if acting is not None:
            for i, cell in enumerate(acting[2]):
                r = lay.cell_rect(cell)
                # gold over a dark line: it shows on the yellow savanna as on the dark swamp
                pygame.draw.rect(surf, (16, 16, 20), r.inflate(-2, -2), 7 if i == 0 else 5, border_radius=6)
                pygame.draw.rect(surf, ACCENT, r.inflate(-4, -4), 4 if i == 0 else 2, border_radius=5)
        for cell, numbers in marks.steps.items():
            if cell in marks.trail and numbers:
                strong = acting is not None and cell in acting[2]
                self.step_badge(surf, lay.cell_rect(cell), marks.trail[cell], numbers, lay.cs, strong,
                                faint=cell not in occupied)
        if acting is not None:
            for cell in acting[2]:
                if cell not in marks.steps:
                    self.step_badge(surf, lay.cell_rect(cell), acting[0], (acting[1],), lay.cs, True)

    def draw_coordinates(self, surf: pygame.Surface, lay: Layout) -> None:
        """Letters under the columns, numbers left of the rows, as the rules name the cells."""
        size, cs, b = lay.size, lay.cs, lay.board
        for i in range(size):
            img = render(LETTERS[i], 14, MUTED, bold=True)
            surf.blit(img, img.get_rect(midtop=(b.x + i * cs + cs // 2, b.y + size * cs + 3)))
            img = render(str(i + 1), 14, MUTED, bold=True)
            surf.blit(img, img.get_rect(midright=(b.x - 6, b.y + (size - 1 - i) * cs + cs // 2)))

    @staticmethod
    def _corner_y(r: pygame.Rect, cs: int, badged: bool) -> int:
        """The height of a mark in a cell's top right corner (the « ! », the kind's sign): under the hint's
        « clic n » badge on a cell that has one (the badge's height: `BADGE_HEIGHT`), clear of the level number
        in the middle, else in the corner."""
        return r.y + 4 + BADGE_HEIGHT + max(8, cs // 7) + 4 if badged else r.y + cs // 5

    @staticmethod
    def _kind_sign(surf: pygame.Surface, c: tuple[int, int], kind: str, cs: int) -> None:
        """A move's arrow, an attack's cross, a special's star, an event's bang, in a dark badge centred on `c`."""
        sign = KIND_SIGNS.get(kind, "•")
        pygame.draw.circle(surf, (16, 16, 20), c, max(7, cs // 6))
        img = render(sign, max(10, cs // 4), art.color(kind) if kind in KIND_SIGNS else (236, 236, 226), bold=True)
        surf.blit(img, img.get_rect(center=c))

    @staticmethod
    def _target_frames(surf: pygame.Surface, r: pygame.Rect, kinds: list[str], framed: bool) -> None:
        """A target cell's frame in its kind's colour (dashed for one's own piece), and a second one
        inside it for a second kind; further in where the tutorial frames the cell."""
        col = art.color(kinds[0])
        # inside the halo of a framed cell, and thicker there (nc28 shot 7: the violet of « cliquez d3,
        # encadrée de violet » was a thin line, mostly under the piece)
        inset, width = (12, 5) if framed else (6, 3)
        if framed:  # a wash of the kind's colour too: a piece hides most of the frame drawn under it
            wash = pygame.Surface(r.inflate(-inset, -inset).size, pygame.SRCALPHA)
            pygame.draw.rect(wash, (*col[:3], 170), wash.get_rect(), border_radius=6)
            surf.blit(wash, r.inflate(-inset, -inset).topleft)
        if kinds[0] == "own":  # a dashed frame besides its hue: pink and the violet of a special read alike
            _dashed(surf, col, r.inflate(-inset, -inset), 4)
        else:
            pygame.draw.rect(surf, col, r.inflate(-inset, -inset), width, border_radius=6)
        if len(kinds) > 1:
            # two actions on one cell: the frame's right half in the second kind's colour, as thick as the
            # first (nc28 shot 7: a thin inner line; nc34 shot 82: a violet frame round a dark inner square
            # read as a drawing bug): one frame, two colours, each named by the prompt's legend
            f = r.inflate(-inset, -inset)
            clip = surf.get_clip()
            # its right half (the right side, the top's right half: a piece hides the bottom)
            half = pygame.Rect(f.centerx, f.y, f.right - f.centerx, f.height)
            surf.set_clip(half.clip(clip) if clip else half)
            pygame.draw.rect(surf, art.color(kinds[1]), f, width, border_radius=6)
            surf.set_clip(clip)

    def ghost_cells(self, m: ElemMasterModel, marks: Marks) -> list[str]:
        """The empty cells the selection holds after its piece (a brasier's first cell, a move's
        destination while its count is chosen): a faint token of that piece shows each is kept (nc34
        shot 16: after d2 → d3, nothing on the board said d3 was kept, only the words under it)."""
        src = m.stacks.get(marks.selected[0]) if marks.selected else None
        if src is None:
            return []
        return [c for c in marks.selected[1:] if c not in m.stacks]

    def _draw_ghosts(self, surf: pygame.Surface, m: ElemMasterModel, lay: Layout, marks: Marks) -> None:
        cells = self.ghost_cells(m, marks)
        if not cells:
            return
        src = m.stacks[marks.selected[0]]
        for c in cells:
            n = marks.split[2] if marks.split is not None and marks.split[1] == c else 1
            img = self.pieces.stack(src.owner, src.element, n, lay.cs, morph=src.morph).copy()
            img.set_alpha(GHOST_ALPHA)
            surf.blit(img, lay.cell_rect(c).topleft)

    @staticmethod
    def shown_level(cell: str, level: int, marks: Marks) -> int:
        """A stack's level as drawn: while a move's count is chosen, its source less the tokens that
        leave and a stack it merges into with them."""
        if marks.split is None:
            return level
        src, dst, n = marks.split
        return level - n if cell == src else level + n if cell == dst else level

    def draw(self, surf: pygame.Surface, m: ElemMasterModel, lay: Layout, marks: Marks) -> None:
        cs = lay.cs
        surf.blit(self.pieces.terrain_layer(m, lay), (lay.board.x - 2, lay.board.y - 2))
        for c in marks.home:
            pygame.draw.rect(surf, (250, 240, 160), lay.cell_rect(c).inflate(-4, -4), 2, border_radius=4)
        self._draw_trail(surf, lay, marks.trail, marks.steps)
        for c in marks.selected:
            # a dark edge under the yellow: on the Savanna's yellow the selection did not show (nc34 shot 16)
            pygame.draw.rect(surf, (16, 16, 20), lay.cell_rect(c).inflate(-2, -2), 6, border_radius=6)
            pygame.draw.rect(surf, ACCENT, lay.cell_rect(c).inflate(-4, -4), 3, border_radius=6)
        for cell, kinds in marks.targets.items():
            if cell in m.stacks:  # under the piece (nc25 shot 6: frames over the Fire in b4 hid it)
                self._target_frames(surf, lay.cell_rect(cell), kinds, cell in marks.framed)
        for cell, s in m.stacks.items():
            if cell in self._held:
                continue
            r = lay.cell_rect(cell)
            level = self.shown_level(cell, s.level, marks)
            if level <= 0:
                continue  # the whole stack leaves: its cell shows what stays, nothing
            img = self.pieces.stack(s.owner, s.element, level, cs, bool(s.played), bool(s.pin), s.morph)
            kind, eff = self._moving.get(cell, ("", None))
            p = eff.tween.progress if eff is not None else 1.0
            if kind == "drop":
                k = ease_out_back(p)
                if k > 0.01:
                    img = pygame.transform.smoothscale(img, (max(2, int(cs * k)),) * 2)
                    surf.blit(img, img.get_rect(center=r.center))
                continue
            dx = math.sin(p * 40) * 5 * (1 - p) if kind == "shake" and 0 < p < 1 else 0.0
            surf.blit(img, (r.x + dx, r.y))
        self._draw_ghosts(surf, m, lay, marks)
        self._draw_steps(surf, lay, marks, m.stacks)
        for cell in marks.ready:
            pygame.draw.rect(surf, (236, 236, 226), lay.cell_rect(cell).inflate(-6, -6), 1, border_radius=6)
        for cell, kinds in marks.targets.items():
            r = lay.cell_rect(cell)
            col = art.color(kinds[0])
            if cell not in m.stacks:
                self._target_frames(surf, r, kinds, cell in marks.framed)
                pygame.draw.circle(surf, col, r.center, max(4, cs // 9))
            if cues_on():  # the kind of action by a sign too, not by the frame's colour alone
                x = r.right - cs // 5 - (cs // 3 if cell in marks.risky else 0)
                self._kind_sign(surf, (x, self._corner_y(r, cs, cell in marks.badged)), kinds[0], cs)
        for cell in marks.risky:  # a red "!" in the top right corner: a piece moved there is exposed
            # (nc24 shot 82: in the lower corner it covered part of a stack's level number)
            r = lay.cell_rect(cell)
            spot = (r.right - cs // 5, self._corner_y(r, cs, cell in marks.badged))
            pygame.draw.circle(surf, (16, 16, 20), spot, max(8, cs // 7) + 2)
            pygame.draw.circle(surf, RISKY, spot, max(8, cs // 7))
            img = render("!", max(12, cs // 4), (255, 255, 255), bold=True)
            surf.blit(img, img.get_rect(center=spot))
        if marks.cursor is not None:
            pygame.draw.rect(surf, (255, 255, 255), lay.cell_rect(marks.cursor).inflate(2, 2), 2, border_radius=6)
