"""Elementary Evolution's placeholder art as pure functions: (definitions, id, size) -> Surface.

The table, the gallery and the print sheets (sprites/evolution/components.py)
all draw with these, so what is printed is what is played. Colours and symbols
come from data/evolution/presentation.yaml; names from texts.yaml (in the
current language, so the art store forgets these images when it changes).
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game import data
from game.evolution.defs import EvolutionDefs
from game.i18n import name
from sprites import shapes
from sprites.fonts import fit_text, render

GAME = "evolution"
CARD = (86, 120)  # a hand card; every other size is drawn to scale
TOKEN = (44, 44)


@lru_cache(maxsize=1)
def palette() -> tuple[dict[str, tuple[int, int, int]], dict[str, str]]:
    """(colour name -> RGB, element -> symbol) from presentation.yaml."""
    node = data.load(data.game_file(GAME, "presentation.yaml"))
    colors = {}
    for key, rgb in node["colors"].items():
        r, g, b = (n.int(0, 255) for n in rgb.list())
        colors[key] = (r, g, b)
    symbols = {k: n.str() for k, n in node["symbols"].items()}
    return colors, symbols


def color(key: str) -> tuple[int, int, int]:
    return palette()[0].get(key, (150, 150, 150))


def band_height(h: int) -> int:
    """The top band of a card (its level and symbol): what stays visible under the next card of a pile."""
    return max(12, round(h * 0.2))


def readable_on_soft(c: tuple[int, int, int]) -> tuple[int, int, int]:
    """The body symbol's ink: a darker or lighter shade of the card's colour, softer than black/white."""
    lum = 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]
    return shapes.shade(c, -0.55) if lum > 150 else shapes.shade(c, 0.7)


def card_back(size: tuple[int, int]) -> pygame.Surface:
    return shapes.tile_back(size, color("back"), palette()[1].get("ether", "star"))


def card_face(defs: EvolutionDefs, card: str, size: tuple[int, int]) -> pygame.Surface:
    """A card: its element's colour, a top band with its level and symbol (what shows on a pile)."""
    c = defs.cards[card]
    el = c.element
    col = color(el)
    sym = palette()[1].get(el, "circle")
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(3, w // 9)
    pygame.draw.rect(surf, shapes.shade(col, -0.5), surf.get_rect(), border_radius=radius)
    edge = max(2, w // 24)
    inner = surf.get_rect().inflate(-2 * edge, -2 * edge)
    pygame.draw.rect(surf, col, inner, border_radius=radius)
    band_h = band_height(h) - edge
    band = pygame.Rect(inner.x, inner.y, inner.width, band_h)
    dark = shapes.shade(col, -0.3)
    pygame.draw.rect(surf, dark, band, border_top_left_radius=radius, border_top_right_radius=radius)
    ink = shapes.readable_on(dark)
    if c.level is not None:
        num = render(str(c.level), max(8, band_h - 1), ink, bold=True)
        surf.blit(num, num.get_rect(midleft=(band.x + max(2, w // 16), band.centery)))
    shapes.symbol(surf, sym, (band.right - band_h * 0.6, band.centery), band_h * 0.36, ink)
    body = readable_on_soft(col)
    shapes.symbol(surf, sym, (w / 2, h * 0.52), min(w, h) * 0.26, body)
    creature = defs.symbol.get(card)
    if creature and h >= 44:  # the creature symbol this card releases
        r = max(6, w // 8)
        centre = (inner.x + r + 2, inner.bottom - r - 2)
        pygame.draw.circle(surf, (250, 240, 210), centre, r)
        pygame.draw.circle(surf, shapes.shade(col, -0.5), centre, r, max(1, r // 5))
        if r >= 9:
            # the creature's two letters, as on its token (nc45 shots 131, 153: a star said « a creature », and
            # which one only showed on hover or once the card could be placed)
            letters = render(name(GAME, creature)[:2], max(8, int(r * 1.05)), shapes.shade(col, -0.55), bold=True)
            surf.blit(letters, letters.get_rect(center=centre))
        else:
            shapes.symbol(surf, "star", centre, r * 0.62, shapes.shade(col, -0.45))
    if h >= 90:
        label = name(GAME, card)
        size_px = fit_text(label, int(w * 0.62), max(9, h // 11), bold=True)
        text = render(label, size_px, body, bold=True)
        surf.blit(text, text.get_rect(bottomright=(inner.right - 4, inner.bottom - 3)))
    return surf


def token_color(defs: EvolutionDefs, cid: str) -> tuple[int, int, int]:
    """A creature's colour: the element of the card that releases it (Ether for the centre's)."""
    cr = defs.creatures[cid]
    return color(defs.cards[cr.card].element if cr.card else "ether")


def token_face(defs: EvolutionDefs, cid: str, size: tuple[int, int]) -> pygame.Surface:
    d = size[0]
    col = token_color(defs, cid)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    c = (d / 2, d / 2)
    pygame.draw.circle(surf, shapes.shade(col, -0.5), c, d / 2)
    pygame.draw.circle(surf, col, c, d / 2 - max(2, d // 14))
    pygame.draw.circle(surf, (250, 236, 180), c, d / 2 - max(2, d // 14), max(1, d // 16))
    text = render(name(GAME, cid)[:2], max(8, int(d * 0.44)), shapes.readable_on(col), bold=True)
    surf.blit(text, text.get_rect(center=c))
    return surf


def token_back(size: tuple[int, int]) -> pygame.Surface:
    """A used creature: its token turned over."""
    d = size[0]
    surf = pygame.Surface(size, pygame.SRCALPHA)
    c = (d / 2, d / 2)
    pygame.draw.circle(surf, (40, 40, 48), c, d / 2)
    pygame.draw.circle(surf, (84, 84, 96), c, d / 2 - max(2, d // 14))
    shapes.symbol(surf, "cross", c, d * 0.2, (120, 120, 134))
    return surf


def quick_marker(state: str, size: tuple[int, int]) -> pygame.Surface:
    """The token on a quick discard: unavailable (grey bar) or condemned (red cross)."""
    s = pygame.Surface(size, pygame.SRCALPHA)
    c = (size[0] / 2, size[1] / 2)
    base = color("danger") if state == "condemned" else (70, 74, 84)
    pygame.draw.circle(s, shapes.shade(base, -0.4), c, size[0] / 2)
    pygame.draw.circle(s, base, c, size[0] / 2 - 2)
    if state == "condemned":
        shapes.symbol(s, "cross", c, size[0] * 0.24, (250, 240, 230))
    else:
        pygame.draw.rect(s, (235, 235, 235), pygame.Rect(size[0] * 0.2, size[1] * 0.42, size[0] * 0.6, size[1] * 0.16))
    return s
