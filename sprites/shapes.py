"""Placeholder art generated from definitions: a colour, a symbol and a name per component.

Every game draws its placeholders with these few pieces, so a component
without art is still recognisable at a glance (colour), without colour
(symbol) and by name (text).
"""

from __future__ import annotations

import math

import pygame

from sprites.fonts import fit_text, render

Color = tuple[int, int, int]


def shade(c: Color, k: float) -> Color:
    """Lighter (k > 0) or darker (k < 0) by a fraction."""
    if k >= 0:
        return tuple(round(v + (255 - v) * k) for v in c)  # type: ignore[return-value]
    return tuple(round(v * (1 + k)) for v in c)  # type: ignore[return-value]


def readable_on(c: Color) -> Color:
    lum = 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]
    return (20, 20, 28) if lum > 150 else (250, 250, 250)


def _star(cx: float, cy: float, r: float, points: int = 5, inner: float = 0.45) -> list[tuple[float, float]]:
    out = []
    for i in range(points * 2):
        rr = r if i % 2 == 0 else r * inner
        a = -math.pi / 2 + i * math.pi / points
        out.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return out


def symbol(surf: pygame.Surface, name: str, center: tuple[float, float], r: float, color: Color) -> None:
    """Draw a named symbol: the shapes the definitions refer to."""
    cx, cy = center
    w = max(2, round(r / 6))
    if name in ("circle", "dot"):
        pygame.draw.circle(surf, color, (cx, cy), r)
    elif name == "ring":
        pygame.draw.circle(surf, color, (cx, cy), r, w)
    elif name == "square":
        pygame.draw.rect(surf, color, pygame.Rect(cx - r * 0.8, cy - r * 0.8, r * 1.6, r * 1.6))
    elif name == "diamond":
        pygame.draw.polygon(surf, color, [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)])
    elif name in ("triangle", "mountain"):
        pygame.draw.polygon(surf, color, [(cx, cy - r), (cx + r, cy + r * 0.8), (cx - r, cy + r * 0.8)])
    elif name == "star":
        pygame.draw.polygon(surf, color, _star(cx, cy, r))
    elif name == "cross":
        pygame.draw.line(surf, color, (cx - r, cy - r), (cx + r, cy + r), w * 2)
        pygame.draw.line(surf, color, (cx - r, cy + r), (cx + r, cy - r), w * 2)
    elif name == "hexagon":
        pts = [(cx + r * math.cos(a), cy + r * math.sin(a)) for a in (math.pi / 3 * i for i in range(6))]
        pygame.draw.polygon(surf, color, pts)
    elif name == "wind":
        for i, k in enumerate((0.9, 0.6, 0.75)):
            y = cy - r * 0.5 + i * r * 0.5
            pygame.draw.line(surf, color, (cx - r, y), (cx - r + 2 * r * k, y), w)
            pygame.draw.arc(surf, color, pygame.Rect(cx - r + 2 * r * k - r * 0.25, y - r * 0.5, r * 0.5, r * 0.5),
                            -math.pi / 2, math.pi, w)
    elif name == "rock":
        pts = [(cx - r, cy + r * 0.6), (cx - r * 0.6, cy - r * 0.5), (cx, cy - r * 0.8), (cx + r * 0.7, cy - r * 0.3),
               (cx + r, cy + r * 0.6)]
        pygame.draw.polygon(surf, color, pts)
    elif name == "bolt":
        pts = [(cx + r * 0.2, cy - r), (cx - r * 0.6, cy + r * 0.1), (cx - r * 0.05, cy + r * 0.1),
               (cx - r * 0.3, cy + r), (cx + r * 0.6, cy - r * 0.2), (cx + r * 0.05, cy - r * 0.2)]
        pygame.draw.polygon(surf, color, pts)
    elif name == "drop":
        pygame.draw.circle(surf, color, (cx, cy + r * 0.3), r * 0.65)
        pygame.draw.polygon(surf, color, [(cx, cy - r), (cx + r * 0.62, cy + r * 0.1), (cx - r * 0.62, cy + r * 0.1)])
    elif name == "leaf":
        pygame.draw.ellipse(surf, color, pygame.Rect(cx - r * 0.55, cy - r, r * 1.1, r * 2))
        pygame.draw.line(surf, shade(color, -0.4), (cx, cy - r * 0.8), (cx, cy + r), w)
    elif name == "flame":
        pts = [(cx - r * 0.7, cy + r * 0.2), (cx - r * 0.55, cy - r * 0.45), (cx - r * 0.25, cy - r * 0.05),
               (cx - r * 0.1, cy - r), (cx + r * 0.2, cy - r * 0.2), (cx + r * 0.45, cy - r * 0.65),
               (cx + r * 0.7, cy + r * 0.2)]
        pygame.draw.polygon(surf, color, pts)
        pygame.draw.circle(surf, color, (cx, cy + r * 0.3), r * 0.7)
        pygame.draw.circle(surf, shade(color, 0.5) if color[0] < 128 else shade(color, -0.5), (cx, cy + r * 0.45),
                           r * 0.3)
    else:
        pygame.draw.circle(surf, color, (cx, cy), r, w)


def tile_face(size: tuple[int, int], color: Color, sym: str, title: str, big: bool = False) -> pygame.Surface:
    """A face: rounded frame in the component's colour, its symbol, its name."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(4, min(w, h) // 8)
    pygame.draw.rect(surf, shade(color, -0.35), surf.get_rect(), border_radius=radius)
    inner = surf.get_rect().inflate(-max(4, w // 18), -max(4, h // 18))
    pygame.draw.rect(surf, color, inner, border_radius=radius)
    ink = readable_on(color)
    if big:
        pygame.draw.rect(surf, GOLD, inner, max(3, w // 25), border_radius=radius)
        # a crown over the symbol: a Gigamon read as its Elemon with a gold border (nc40 shot 086, Terramon
        # beside Geomon in the hand; the rules page's « Anemomon » under an Aeromon's picture)
        crown(surf, (w / 2, h * (0.2 if title and h >= 40 else 0.24)), min(w, h) * 0.4)
        symbol(surf, sym, (w / 2, h * (0.5 if title and h >= 40 else 0.58)), min(w, h) * 0.2, ink)
    else:
        symbol(surf, sym, (w / 2, h * 0.42), min(w, h) * 0.26, ink)
    if h >= 40 and title:
        room = int(w * 0.9)
        size_px = fit_text(title, room, max(9, h // 8), bold=True)
        text = render(title, size_px, ink, bold=True)
        if text.get_width() > room:  # narrower than the smallest font: squeezed, never clipped
            text = pygame.transform.smoothscale(text, (room, text.get_height()))
        surf.blit(text, text.get_rect(center=(w / 2, h * 0.84)))
    return surf


GOLD = (240, 200, 60)


def crown(surf: pygame.Surface, center: tuple[float, float], width: float) -> None:
    """A gold crown `width` wide, outlined dark: what marks a Gigamon's face."""
    cx, cy = center
    hw, hh = width / 2, width * 0.32
    top, base = cy - hh, cy + hh
    points = [(cx - hw, base), (cx - hw, top + hh * 0.5), (cx - hw * 0.5, cy), (cx, top), (cx + hw * 0.5, cy),
              (cx + hw, top + hh * 0.5), (cx + hw, base)]
    pygame.draw.polygon(surf, GOLD, points)
    pygame.draw.polygon(surf, shade(GOLD, -0.55), points, max(1, int(width // 16)))


def tile_back(size: tuple[int, int], color: Color = (58, 72, 112), mark: str = "star") -> pygame.Surface:
    """A back: all backs alike, so nothing leaks through the art."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(4, min(w, h) // 8)
    pygame.draw.rect(surf, shade(color, -0.4), surf.get_rect(), border_radius=radius)
    inner = surf.get_rect().inflate(-max(4, w // 18), -max(4, h // 18))
    pygame.draw.rect(surf, color, inner, border_radius=radius)
    step = max(8, w // 6)
    for x in range(inner.left, inner.right, step):
        pygame.draw.line(surf, shade(color, 0.12), (x, inner.top + 2), (x + step // 2, inner.bottom - 2), 1)
    symbol(surf, mark, (w / 2, h / 2), min(w, h) * 0.18, shade(color, 0.35))
    return surf
