"""Elem Master placeholder art as pure functions: (definitions, ids, size) -> Surface.

The table, the gallery and the print sheets (sprites/elemmaster/components.py) and the tests
all draw with these, so a piece looks the same everywhere. Colours and symbols come from
data/elemmaster/presentation.yaml (one copy). The table asks the art store first (a PNG pack
may replace any of these under the same art id) and falls back on these functions.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Any

import pygame

from game import data, i18n
from sprites import shapes
from sprites.anim import Banner, banner_open, blit_clipped, draw_plate
from sprites.fonts import TYPE, fit_text, render, wrap
from sprites.tween import ease_out_cubic
from sprites.vision import cues_on

Color = tuple[int, int, int]


@cache
def _style() -> dict[str, Any]:
    node = data.load(data.game_file("elemmaster", "presentation.yaml"))
    colors = {k: tuple(x.int(0, 255) for x in n.list()) for k, n in node.get("palette", {}).items()}
    return {
        "colors": colors,
        "element_symbols": {k: n.str() for k, n in node.get("element_symbols", {}).items()},
        "terrain_symbols": {k: n.str() for k, n in node.get("terrain_symbols", {}).items()},
    }


def color(name: str) -> Color:
    """A named colour of presentation.yaml: an element, `owner0`..`owner3`, an action kind."""
    c = _style()["colors"][name]
    return (c[0], c[1], c[2])


def owner_color(seat: int) -> Color:
    """The rim of the seat's tokens (the rules' white, black, blue and red)."""
    return color(f"owner{seat % 4}")


def _luminance(c: Color) -> float:
    def lin(v: int) -> float:
        x = v / 255
        return x / 12.92 if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4

    return 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2])


def contrast(a: Color, b: Color) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def owner_text_color(seat: int, background: Color, least: float = 4.5) -> Color | None:
    """The seat's name drawn in its rim colour, lightened (same hue) until it reads on `background`;
    None when the rim is a dark grey (the black tokens): no tint of it reads as text, the name then
    goes in the ink colour beside a swatch of the rim."""
    c = owner_color(seat)
    if contrast(c, background) >= least:
        return c
    if max(c) - min(c) < 40:
        return None
    for step in range(1, 11):
        k = step / 10
        lighter = (round(c[0] + (255 - c[0]) * k), round(c[1] + (255 - c[1]) * k), round(c[2] + (255 - c[2]) * k))
        if contrast(lighter, background) >= least:
            return lighter
    return None


# The shape of each seat's plate under its stacks: the owner by shape as well as by colour
# (white round, black square, blue diamond, red hexagon), for colour-blind eyes and at a glance.
PLATE_SHAPES = ("round", "square", "diamond", "hexagon")


def plate_points(rect: pygame.Rect, shape: str) -> list[tuple[float, float]]:
    """The outline of a flat plate seen at the table's angle (a polygon; "round" and "square" are drawn
    as an ellipse and a rounded rectangle, their points only frame them)."""
    x, y, w, h = rect.x, rect.y, rect.width, rect.height
    if shape == "diamond":
        return [(x + w / 2, y), (x + w, y + h / 2), (x + w / 2, y + h), (x, y + h / 2)]
    if shape == "hexagon":
        return [(x + w * 0.22, y), (x + w * 0.78, y), (x + w, y + h / 2), (x + w * 0.78, y + h),
                (x + w * 0.22, y + h), (x, y + h / 2)]
    return [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]


def plate(surf: pygame.Surface, rect: pygame.Rect, seat: int, edge: int = 2) -> None:
    """The seat's plate: its colour in its shape, with a dark edge and a light line (black shows on dark)."""
    shape = PLATE_SHAPES[seat % 4]
    fill = owner_color(seat)
    for grow, col in ((edge * 2 + 2, (200, 200, 200)), (edge * 2, (16, 16, 20)), (0, fill)):
        r = rect.inflate(grow, grow)
        if shape == "round":
            pygame.draw.ellipse(surf, col, r)
        elif shape == "square":
            pygame.draw.rect(surf, col, r, border_radius=max(2, r.height // 6))
        else:
            pygame.draw.polygon(surf, col, plate_points(r, shape))


def owner_swatch(surf: pygame.Surface, center: tuple[int, int], seat: int, radius: int = 9) -> None:
    """The seat's plate beside a name (its colour and shape, as under its stacks on the board)."""
    plate(surf, pygame.Rect(center[0] - radius - 2, center[1] - radius + 2, radius * 2 + 4, radius * 2 - 4), seat)


def terrain(defs: Any, terrain_id: str, size: tuple[int, int]) -> pygame.Surface:
    """A cell of the board: its terrain's colour, a hatching, its symbol in a corner ("void": dark)."""
    w, h = size
    s = pygame.Surface(size)
    if terrain_id == "void":
        s.fill(color("void"))
        pygame.draw.rect(s, (34, 34, 44), s.get_rect(), 1)
        return s
    ter = defs.terrains[terrain_id]
    s.fill(ter.color)
    light = shapes.shade(ter.color, 0.12)
    for i in range(0, w, max(6, w // 7)):
        pygame.draw.line(s, light, (i, 0), (0, i), 1)
    pygame.draw.rect(s, shapes.shade(ter.color, -0.22), s.get_rect(), 1)
    r = max(4, w // 9)
    ink = shapes.shade(ter.color, -0.4) if sum(ter.color) > 360 else shapes.shade(ter.color, 0.45)
    shapes.symbol(s, _style()["terrain_symbols"].get(terrain_id, "circle"), (r + 4, h - r - 4), r, ink)
    return s


def token(element: str, size: tuple[int, int]) -> pygame.Surface:
    """One element token seen from the side: a disc with its rim."""
    c = color(element)
    s = pygame.Surface(size, pygame.SRCALPHA)
    r = s.get_rect()
    pygame.draw.ellipse(s, shapes.shade(c, -0.35), r)
    top = r.copy()
    top.height = int(r.height * 0.78)
    pygame.draw.ellipse(s, c, top)
    return s


def stack(owner: int, element: str, level: int, cs: int, played: bool = False, pin: bool = False,
          morph: str = "", disc: Any = None) -> pygame.Surface:
    """A stack of `level` tokens in a cell of `cs` pixels, standing on its owner's plate (the owner's
    colour and shape: `plate`); the owner's colour rims each token, the level and the element's
    symbol on top; an X when it has acted, a star when immobilised, a dot of the element it acts
    as (Shapeshifter). `disc(element, (w, h))` may give the token art."""
    s = pygame.Surface((cs, cs), pygame.SRCALPHA)
    w, h = int(cs * 0.74), int(cs * 0.40)
    step = max(4, int(cs * 0.11))
    x = (cs - w) // 2
    base_y = cs - h - max(3, cs // 14)
    outline = owner_color(owner)
    lw = 4 if cs >= 50 else 2
    top_rect = pygame.Rect(0, 0, 0, 0)
    img = disc(element, (w, h)) if disc is not None else token(element, (w, h))
    base = pygame.Rect(0, 0, int(cs * 0.90), int(h * 0.9))
    base.midbottom = (cs // 2, cs - max(2, cs // 40))
    plate(s, base, owner, max(1, cs // 45))
    for i in range(max(1, min(level, 4))):
        r = pygame.Rect(x, base_y - i * step, w, h)
        pygame.draw.ellipse(s, (16, 16, 20), r.inflate(lw * 2 + 2, lw * 2 + 2))
        pygame.draw.ellipse(s, outline, r.inflate(lw * 2, lw * 2))
        pygame.draw.ellipse(s, (16, 16, 20), r.inflate(2, 2))
        s.blit(img, r)
        top_rect = r
    ink = shapes.readable_on(color(element))
    face = top_rect.copy()
    face.height = int(top_rect.height * 0.78)
    shapes.symbol(s, _style()["element_symbols"][element], (face.centerx - w * 0.18, face.centery), h * 0.26, ink)
    num = render(str(level), max(11, int(cs * 0.26)), ink, bold=True)
    s.blit(num, num.get_rect(center=(face.centerx + w * 0.2, face.centery)))
    if played:  # an X in a badge at the bottom-right corner: the level digit stays readable
        # (nc28 shot 64: on a one-token stack the badge touched the « 1 »: further in the corner, smaller)
        c = (cs - cs * 0.125, cs - cs * 0.125)
        pygame.draw.circle(s, (20, 20, 20), c, cs * 0.115)
        pygame.draw.circle(s, (250, 240, 220), c, cs * 0.115, max(1, cs // 40))
        d = cs * 0.058
        for a, b in (((c[0] - d, c[1] - d), (c[0] + d, c[1] + d)), ((c[0] - d, c[1] + d), (c[0] + d, c[1] - d))):
            pygame.draw.line(s, (250, 240, 220), a, b, max(2, cs // 22))
    if pin:
        c = (cs - cs * 0.16, cs * 0.16)
        pygame.draw.circle(s, (20, 40, 70), c, cs * 0.13)
        shapes.symbol(s, "star", c, cs * 0.11, (150, 230, 255))
    if morph:
        c = (cs * 0.16, cs * 0.16)
        pygame.draw.circle(s, (20, 20, 20), c, cs * 0.13)
        pygame.draw.circle(s, color(morph), c, cs * 0.11)
        if cues_on():  # the element it acts as, by its symbol too
            shapes.symbol(s, _style()["element_symbols"][morph], c, cs * 0.07, shapes.readable_on(color(morph)))
    if cues_on():  # the owner by number, not by the rim's colour alone
        c = (cs * 0.16, cs - cs * 0.16)
        pygame.draw.circle(s, (16, 16, 20), c, cs * 0.13)
        pygame.draw.circle(s, outline, c, cs * 0.11)
        tag = render(str(owner % 4 + 1), max(9, int(cs * 0.16)), shapes.readable_on(outline), bold=True)
        s.blit(tag, tag.get_rect(center=(int(c[0]), int(c[1]))))
    return s


def card(defs: Any, card_id: str | None, size: tuple[int, int], kind: str = "events",
         lang: str | None = None) -> pygame.Surface:
    """An event or specialty card (its name on a coloured face); `None`: an event's back."""
    if card_id is None:
        return shapes.tile_back(size, color("event_back"), "star")
    cards = defs.events if kind == "events" else defs.specialties
    tone = color("event_card") if kind == "events" else color("specialty_card")
    return shapes.tile_face(size, tone, "star", cards[card_id].name[lang or i18n.lang])


def effect(surf: pygame.Surface, kind: str, cells: list[pygame.Rect], to: pygame.Rect, p: float,
           tint: Color, text: str = "") -> None:
    """One frame (progress `p`) of an effect on cells: flash, glow (a frame), ring, popup (`text`), or wind /
    strike / wave from the first cell towards `to` (a wave carries every cell along)."""
    if p <= 0 or p >= 1:
        return
    r = cells[0]
    cs = r.width
    if kind == "flash":
        layer = pygame.Surface(r.size, pygame.SRCALPHA)
        layer.fill((*tint, int(170 * (1 - p))))
        surf.blit(layer, r)
    elif kind == "glow":  # a frame inside the cell: the piece keeps its colours (a fill tinted them)
        layer = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*tint, int(220 * (1 - p))), layer.get_rect(), max(4, cs // 8), border_radius=4)
        surf.blit(layer, r)
    elif kind == "ring":
        pygame.draw.circle(surf, tint, r.center, cs * (0.25 + 0.35 * p), max(2, int(5 * (1 - p))))
    elif kind == "popup":
        # against the cell's right edge, a little smaller: the action badge holds its top-left corner
        # (nc32 shot 47: a growth's « +1 » rose over « 1·3 »)
        img = render(text, max(14, cs // 5), tint, bold=True)
        img.set_alpha(int(255 * min(1.0, 2 * (1 - p))))
        surf.blit(img, img.get_rect(midright=(r.right - 3, r.top + cs * 0.3 - 20 * p)))
    else:
        a, b = r.center, to.center
        k = ease_out_cubic(p)
        width = 3 if kind == "strike" else 5
        if kind == "wave":
            dx, dy = b[0] - a[0], b[1] - a[1]
            for c in cells:
                end = (c.centerx + dx * k, c.centery + dy * k)
                pygame.draw.line(surf, tint, c.center, end, width)
                pygame.draw.circle(surf, tint, end, cs * 0.18, 3)
        else:
            tip = (a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k)
            pygame.draw.line(surf, tint, a, tip, width)
            pygame.draw.circle(surf, tint, tip, cs * (0.12 if kind == "strike" else 0.2), 3)


TITLE_HALF = 140  # half the width of the game's title centred at the top, and a clear gap (nc15)
SMALL_TWO_LINES = 16  # the small banner's size under which its words go on two lines (two fit above the board)


@cache
def _two_lines(first: str, second: str, color: tuple[int, ...]) -> pygame.Surface:
    """The small banner's words on two centred lines (drawn every frame: made once)."""
    rows = [render(line, SMALL_TWO_LINES, (color[0], color[1], color[2]), bold=True) for line in (first, second)]
    img = pygame.Surface((max(r.get_width() for r in rows), sum(r.get_height() for r in rows)), pygame.SRCALPHA)
    for i, row in enumerate(rows):
        img.blit(row, ((img.get_width() - row.get_width()) // 2, i * rows[0].get_height()))
    return img


@dataclass
class CardBanner(Banner):
    """The kit's banner with a second line (a card's text) or, small, just above the board."""

    sub: str = ""
    small: bool = False
    board: pygame.Rect = field(default_factory=lambda: pygame.Rect(40, 62, 560, 560))

    def _small(self, width: int) -> tuple[pygame.Surface, pygame.Rect]:
        """The small banner's words and plate, on a screen `width` wide."""
        br = self.board
        # as wide as the board at most: further right it ran over the title (the game's end and its cause)
        # and left of the centred title: the end's banner covered "Elem Master" (nc10, shot-28)
        room = min(br.width, width // 2 - TITLE_HALF - br.x) - 28
        size = fit_text(self.text, room, 20, True)
        lines = wrap(self.text, room, SMALL_TWO_LINES, bold=True) if size < SMALL_TWO_LINES else [self.text]
        if len(lines) == 2:
            # two lines rather than one too small to read (nc26 shot 127: « Fin de partie · Plus de Feu sur le
            # plateau : on compte Terre, Eau, Air » at 11 px)
            img = _two_lines(lines[0], lines[1], tuple(self.color))
        else:
            img = render(self.text, size, self.color, bold=True)
        # above the board, beside the title: over row 6 it hid the pieces a newcomer was reading;
        # on the title's middle line, halfway between the window's top and the board, and well
        # clear of the title (nc15: pressed against the board's edge and the title)
        r = img.get_rect().inflate(28, 10)
        r.height = min(r.height, br.y - 12)
        # against the board's left edge, a label of the board (nc32 shot 14: centred over the board, it
        # floated beside the title)
        r.center = (br.centerx, br.y // 2)
        r.left = br.x
        return img, r

    def rect(self, bounds: pygame.Rect | None = None) -> pygame.Rect:
        """Where it is drawn (the kit asks, to keep other words off it)."""
        if self.small:
            return self._small(bounds.width if bounds is not None else 1280)[1]
        return super().rect(bounds)

    def draw(self, surf: pygame.Surface) -> None:
        # whole from its first frame to its last, as the kit's banners: rolling open and shut, its
        # words showed cut at the top (nc16 shot 62: « Tour de Joueur 1 » caught mid-roll)
        shown = banner_open(self.tween.progress, 0.0, 0.0) if 0.0 < self.tween.progress < 1.0 else 0.0
        if shown <= 0:
            return
        br = self.board
        if self.small:
            img, r = self._small(surf.get_width())
            blit_clipped(surf, img, img.get_rect(center=r.center), draw_plate(surf, r, shown))
            return
        img = render(self.text, fit_text(self.text, 520, 30, True), self.color, bold=True)
        lines = wrap(self.sub, 500, TYPE.BODY)[:3] if self.sub else []
        r = pygame.Rect(0, 0, 540, 52 + 22 * len(lines))
        r.center = br.center
        visible = draw_plate(surf, r, shown)
        blit_clipped(surf, img, img.get_rect(midtop=(r.centerx, r.y + 10)), visible)
        for i, line in enumerate(lines):
            li = render(line, TYPE.BODY, (236, 236, 228))
            blit_clipped(surf, li, li.get_rect(midtop=(r.centerx, r.y + 48 + i * 22)), visible)
