"""Placeholder art of Kaiju & Mecha dice, generated from the card definitions.

Every component goes through `ArtStore.image("kaiju", art_id, ...)` with a stable id, so a
designer's pack replaces it by dropping `kaiju/<id>.png`:

- `"1"` ... `"11"`: the Kaiju cards, by value (the definition id of a card);
- `"M1"` ... `"M6"`: the Mechas, named as the engine names them in a hand;
- `"double-1"` ... `"double-6"`: the Double tokens that follow the Mechas;
- `"die-1"` ... `"die-6"`: the faces of a die; `"back"`: the back of every Kaiju card;
- `"wound"`: a Wound token.

The placeholders carry no words (only numbers and icons), so they read the same in every language.
The colour says the card's role (effects, specials), the icon says which one.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import partial

import pygame

from game.kaiju.defs import KaijuDefs
from sprites import shapes
from sprites.fonts import render

Color = tuple[int, int, int]

# The colour of a card by its role: one colour per effect, one per special, gold for the jokers.
ROLE_COLORS: dict[str, Color] = {
    "majority": (236, 214, 120),
    "reroll": (96, 170, 226),
    "wound": (210, 84, 78),
    "steal": (150, 98, 190),
    "set": (88, 182, 150),
    "cancel": (226, 132, 60),
    "draw": (120, 196, 90),
    "take_all": (196, 120, 160),
    "joker": (232, 186, 64),
}
MECHA_COLOR: Color = (120, 138, 160)
BACK_COLOR: Color = (96, 44, 58)
PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.27, 0.27), (0.73, 0.73)],
    3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
    4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
    5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
    6: [(0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)],
}


def role(defs: KaijuDefs, value: int) -> str:
    """The role that colours a card: its special, its only effect, or "joker" for several."""
    card = defs.card(value)
    if card is None:
        return "joker"
    if card.special:
        return card.special
    if len(card.effects) == 1:
        return card.effects[0]
    return "joker"


def card_color(defs: KaijuDefs, value: int) -> Color:
    return ROLE_COLORS.get(role(defs, value), (170, 170, 170))


def draw_pips(surf: pygame.Surface, rect: pygame.Rect, face: int, color: Color) -> None:
    r = max(2, round(min(rect.w, rect.h) * 0.09))
    for px, py in PIPS.get(face, []):
        pygame.draw.circle(surf, color, (rect.x + px * rect.w, rect.y + py * rect.h), r)


def icon(surf: pygame.Surface, name: str, center: tuple[float, float], r: float, color: Color) -> None:
    """The icon of a role, drawn with primitives (no text)."""
    cx, cy = center
    w = max(2, round(r / 5))
    if name == "majority":
        shapes.symbol(surf, "star", center, r, color)
    elif name == "reroll":
        rect = pygame.Rect(cx - r * 0.8, cy - r * 0.8, r * 1.6, r * 1.6)
        pygame.draw.arc(surf, color, rect, 0.3, math.pi * 1.75, w)
        tip = (cx + r * 0.8 * math.cos(0.3), cy - r * 0.8 * math.sin(0.3))
        pygame.draw.polygon(surf, color, [(tip[0] - r * 0.35, tip[1] - r * 0.05), (tip[0] + r * 0.3, tip[1] - r * 0.1),
                                          (tip[0], tip[1] + r * 0.4)])
    elif name == "wound":
        arm = r * 0.32
        pygame.draw.rect(surf, color, pygame.Rect(cx - arm, cy - r, arm * 2, r * 2), border_radius=max(1, w // 2))
        pygame.draw.rect(surf, color, pygame.Rect(cx - r, cy - arm, r * 2, arm * 2), border_radius=max(1, w // 2))
    elif name == "steal":
        for i in (-1, 0, 1):
            x = cx + i * r * 0.5
            pygame.draw.line(surf, color, (x + r * 0.35, cy - r), (x - r * 0.35, cy + r), w + 1)
    elif name == "set":
        box = pygame.Rect(0, 0, r * 1.7, r * 1.7)
        box.center = (round(cx), round(cy))
        pygame.draw.rect(surf, color, box, w, border_radius=max(2, round(r / 4)))
        draw_pips(surf, box, 5, color)
    elif name == "cancel":
        pygame.draw.circle(surf, color, (cx, cy), r, w + 1)
        d = r * 0.7
        pygame.draw.line(surf, color, (cx - d, cy + d), (cx + d, cy - d), w + 1)
    elif name == "draw":
        for i in (1, 0):
            rect = pygame.Rect(0, 0, r * 1.1, r * 1.5)
            rect.center = (round(cx - r * 0.25 + i * r * 0.5), round(cy - i * r * 0.25))
            pygame.draw.rect(surf, color, rect, w, border_radius=max(2, round(r / 6)))
    elif name == "take_all":
        for i in (-1, 0, 1):
            rect = pygame.Rect(0, 0, r * 0.9, r * 1.3)
            rect.center = (round(cx + i * r * 0.55), round(cy + abs(i) * r * 0.12))
            pygame.draw.rect(surf, color, rect, border_radius=max(2, round(r / 6)))
            pygame.draw.rect(surf, shapes.shade(color, -0.5), rect, 1, border_radius=max(2, round(r / 6)))
    else:  # joker: the five effects around a hexagon
        shapes.symbol(surf, "hexagon", center, r * 0.55, color)
        for i in range(5):
            a = -math.pi / 2 + i * 2 * math.pi / 5
            dot = (cx + r * 0.95 * math.cos(a), cy + r * 0.95 * math.sin(a))
            pygame.draw.circle(surf, color, dot, max(2, r * 0.18))


def kaiju_face(size: tuple[int, int], defs: KaijuDefs, value: int) -> pygame.Surface:
    """A Kaiju card: its role's colour, its value large and in the corners, its role's icon."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    color = card_color(defs, value)
    radius = max(4, min(w, h) // 9)
    # a light colour's edge darker still: the yellow cards' edge read as the gold frame of a card
    # playable now (nc19 shot-25: a 10 looked playable with no die giving 10)
    light = 0.299 * color[0] + 0.587 * color[1] + 0.114 * color[2] > 170
    pygame.draw.rect(surf, shapes.shade(color, -0.66 if light else -0.45), surf.get_rect(), border_radius=radius)
    inner = surf.get_rect().inflate(-max(4, w // 16), -max(4, w // 16))
    pygame.draw.rect(surf, (246, 240, 226), inner, border_radius=radius)
    band = pygame.Rect(inner.x, inner.y, inner.w, round(inner.h * 0.56))
    pygame.draw.rect(surf, color, band, border_top_left_radius=radius, border_top_right_radius=radius)
    dark = shapes.shade(color, -0.55)
    icon(surf, role(defs, value), (w / 2, band.centery + h * 0.02), min(w, h) * 0.24, shapes.readable_on(color))
    if h >= 40:
        big = render(str(value), max(10, round(h * 0.3)), dark, bold=True)
        surf.blit(big, big.get_rect(center=(w / 2, inner.bottom - (inner.bottom - band.bottom) / 2)))
        corner = render(str(value), max(8, round(h * 0.13)), shapes.readable_on(color), bold=True)
        surf.blit(corner, (inner.x + max(2, w // 18), inner.y + 1))
    else:
        big = render(str(value), max(8, round(h * 0.5)), dark, bold=True)
        surf.blit(big, big.get_rect(center=(w / 2, h / 2)))
    return surf


def back(size: tuple[int, int]) -> pygame.Surface:
    """Every Kaiju card's back: all alike, so nothing leaks through the art."""
    w, h = size
    surf = shapes.tile_back(size, BACK_COLOR, "hexagon")
    if h >= 60:
        for k in (0.28, 0.72):
            pygame.draw.circle(surf, shapes.shade(BACK_COLOR, 0.35), (w * k, h * 0.5), max(2, w * 0.05))
    return surf


def mecha_face(size: tuple[int, int], face: int) -> pygame.Surface:
    """A Mecha: steel, a robot head, its double shown as two small dice."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(4, min(w, h) // 9)
    pygame.draw.rect(surf, shapes.shade(MECHA_COLOR, -0.5), surf.get_rect(), border_radius=radius)
    inner = surf.get_rect().inflate(-max(4, w // 16), -max(4, w // 16))
    pygame.draw.rect(surf, MECHA_COLOR, inner, border_radius=radius)
    # the head: a visor, two eyes, an antenna
    head = pygame.Rect(0, 0, round(w * 0.56), round(h * 0.32))
    head.center = (round(w / 2), round(h * 0.36))
    pygame.draw.rect(surf, (64, 74, 92), head, border_radius=max(2, head.h // 4))
    eye_r = max(2, round(head.h * 0.16))
    for k in (0.32, 0.68):
        pygame.draw.circle(surf, (250, 200, 70), (head.x + head.w * k, head.centery), eye_r)
    pygame.draw.line(surf, (64, 74, 92), (w / 2, head.top), (w / 2, head.top - h * 0.08), max(1, w // 30))
    pygame.draw.circle(surf, (230, 90, 80), (w / 2, head.top - h * 0.09), max(2, w // 22))
    die = max(8, round(min(w * 0.3, h * 0.22)))
    for i in (0, 1):
        r = pygame.Rect(0, 0, die, die)
        r.center = (round(w / 2 + (i - 0.5) * die * 1.15), round(h * 0.76))
        pygame.draw.rect(surf, (248, 246, 240), r, border_radius=max(2, die // 5))
        draw_pips(surf, r, face, (30, 30, 36))
    return surf


def double_token(size: tuple[int, int], face: int) -> pygame.Surface:
    """The Double token of a Mecha: a gold disc with the double's face."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    r = min(w, h) / 2
    pygame.draw.circle(surf, (150, 110, 30), (w / 2, h / 2), r)
    pygame.draw.circle(surf, (236, 190, 70), (w / 2, h / 2), r * 0.86)
    box = pygame.Rect(0, 0, round(r * 1.1), round(r * 1.1))
    box.center = (round(w / 2), round(h / 2))
    draw_pips(surf, box, face, (70, 50, 16))
    return surf


def wound_token(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    r = min(w, h) / 2
    pygame.draw.circle(surf, (120, 30, 30), (w / 2, h / 2), r)
    pygame.draw.circle(surf, (214, 66, 60), (w / 2, h / 2), r * 0.84)
    icon(surf, "wound", (w / 2, h / 2), r * 0.55, (250, 240, 236))
    return surf


def die_face(size: tuple[int, int], face: int) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(4, min(w, h) // 5)
    pygame.draw.rect(surf, (150, 146, 136), surf.get_rect(), border_radius=radius)
    pygame.draw.rect(surf, (250, 248, 242), surf.get_rect().inflate(-4, -4), border_radius=radius)
    draw_pips(surf, surf.get_rect().inflate(-6, -6), face, (34, 34, 40))
    return surf


def placeholder(defs: KaijuDefs, art_id: str) -> Callable[[tuple[int, int]], pygame.Surface]:
    """The placeholder drawing of an art id ("7", "M3", "double-3", "die-2", "back", "wound")."""
    if art_id == "back":
        return back
    if art_id == "wound":
        return wound_token
    if art_id.startswith("double-"):
        return partial(double_token, face=int(art_id[7:]))
    if art_id.startswith("die-"):
        return partial(die_face, face=int(art_id[4:]))
    if art_id.startswith("M"):
        return partial(mecha_face, face=int(art_id[1:]))
    return partial(kaiju_face, defs=defs, value=int(art_id))
