"""Placeholder art of Monsters, punched cards, generated from the definitions.

Every piece goes through `ArtStore.image("monsters", art_id, ...)` with a stable id, so a
designer's pack replaces it by dropping `monsters/<id>.png`:

- `"1"` ... `"45"`: the front of each punched card (its id in data/monsters/deck.yaml), drawn
  unturned; the holes must be transparent, since the cards below show through them;
- `"<id>.back"`: its verso, the mirror image of the front (a monster shows the same colour on
  both faces); without it the table mirrors the designer's front;
- `"cover"`: a card lying face down (another seat's hand, the deck, a hand before the round
  starts): every card looks alike from there;
- `"yellow"`, `"green"`, `"red"`, `"blue"`, `"purple"`: one monster of that colour, the
  counters of tricks by colour.

Each colour also has its own symbol (rules.yaml `colours: symbol`), drawn on every monster, so
the game reads without telling colours apart. The placeholders carry no words.

The functions are pure: (definitions, size) -> Surface. `components()` lists the pieces in the
shape `sprites/components.py` expects (the gallery and the print sheets); `CardArt` is what the
table draws with: the same functions through the app's ArtStore, cached per size and turn.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame

from game.monsters.cards import HOLE, LINES, Card, mirror
from game.monsters.defs import Colour, Defs, grid_rows, load_deck, load_rules
from sprites import shapes
from sprites.art import ArtStore, Placeholder
from sprites.components import Component

Color = tuple[int, int, int]

GAME = "monsters"
COVER_ID = "cover"
FRONT_PAPER: Color = (238, 228, 204)  # the front of a card
BACK_PAPER: Color = (214, 222, 232)  # its verso: another tint, so a flipped card shows it
COVER: Color = (96, 78, 62)  # a card face down
# the table's dark felt (scenes.ui.FELT_DARK), which a card's holes show on the board, in the hand and at the
# centre: the help pages draw the holes on it too (nc36, shot 71: black there, dark green in play)
HOLE_FELT: Color = (22, 60, 46)
CARD = 236  # a card on the stacking board, in canvas pixels
TOKEN = 28


def card_id(cid: int) -> str:
    return str(cid)


def verso_id(cid: int) -> str:
    return f"{cid}.back"


def cell_centre(size: int, i: int) -> tuple[float, float]:
    """The centre of circle i (0-8, left to right, top to bottom) on a card `size` pixels wide."""
    return size * (0.2 + 0.3 * (i % 3)), size * (0.2 + 0.3 * (i // 3))


def punched_card(size: int, grid: tuple[int, ...], colours: tuple[Colour, ...], paper: Color) -> pygame.Surface:
    """One face: cardboard, transparent holes, monsters in their colour with their colour's symbol."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    radius = max(3, size // 12)
    pygame.draw.rect(surf, shapes.shade(paper, -0.32), surf.get_rect(), border_radius=radius)
    edge = max(2, size // 40)
    pygame.draw.rect(surf, paper, surf.get_rect().inflate(-2 * edge, -2 * edge), border_radius=radius)
    r = size * 0.125
    rim = max(1, size // 64)
    for i, v in enumerate(grid):
        c = cell_centre(size, i)
        if v == HOLE:
            pygame.draw.circle(surf, (0, 0, 0, 0), c, r)  # a real hole: what lies below shows through
            pygame.draw.circle(surf, shapes.shade(paper, -0.4), c, r + rim, rim)
        else:
            col = colours[v]
            pygame.draw.circle(surf, shapes.shade(col.rgb, -0.45), c, r)
            pygame.draw.circle(surf, col.rgb, c, r - rim)
            shapes.symbol(surf, col.symbol, c, r * 0.52, shapes.readable_on(col.rgb))
    return surf


def card_cover(size: int) -> pygame.Surface:
    """A card face down: plain cardboard with the nine circles pressed in, all alike."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    radius = max(3, size // 12)
    pygame.draw.rect(surf, shapes.shade(COVER, -0.35), surf.get_rect(), border_radius=radius)
    edge = max(2, size // 30)
    pygame.draw.rect(surf, COVER, surf.get_rect().inflate(-2 * edge, -2 * edge), border_radius=radius)
    for i in range(9):
        pygame.draw.circle(surf, shapes.shade(COVER, 0.18), cell_centre(size, i), size * 0.11, max(1, size // 50))
    return surf


def monster_token(size: int, col: Colour) -> pygame.Surface:
    """One monster: its colour and its symbol."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (size / 2, size / 2)
    pygame.draw.circle(surf, shapes.shade(col.rgb, -0.45), c, size / 2)
    pygame.draw.circle(surf, col.rgb, c, size / 2 - max(1, size // 14))
    shapes.symbol(surf, col.symbol, c, size * 0.26, shapes.readable_on(col.rgb))
    return surf


def card_front(card: Card, colours: tuple[Colour, ...]) -> Placeholder:
    return lambda size: punched_card(size[0], card.grid, colours, FRONT_PAPER)


def card_verso(card: Card, colours: tuple[Colour, ...]) -> Placeholder:
    """The card turned over: its mirror image, on the verso's tint."""
    return lambda size: punched_card(size[0], mirror(card.grid), colours, BACK_PAPER)


def on_felt(img: pygame.Surface) -> pygame.Surface:
    """A card as the table shows it, lying on its dark felt: the holes show the felt (the painter's
    `on_felt`, scenes/monsters/drawing.py), not what lies behind the picture."""
    w, h = img.get_size()
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    inner = out.get_rect().inflate(-max(2, w // 20), -max(2, h // 20))
    pygame.draw.rect(out, HOLE_FELT, inner, border_radius=max(3, w // 12))
    out.blit(img, (0, 0))
    return out


def card_on_felt(card: Card, colours: tuple[Colour, ...]) -> Placeholder:
    """The card's front on the table's felt: the picture « Comment jouer » and the player aid show."""
    front = card_front(card, colours)
    return lambda size: on_felt(front(size))


def cover() -> Placeholder:
    return lambda size: card_cover(size[0])


def token(col: Colour) -> Placeholder:
    return lambda size: monster_token(size[0], col)


def components() -> list[Component]:
    """Every piece in the box, read from data/monsters (the protocol of sprites/components.py)."""
    rules = load_rules()
    cards, _ = load_deck(rules)
    out = []
    for cid, card in sorted(cards.items()):
        lines = (*grid_rows(card.grid, rules), f"monsters: {card.monsters}")
        out.append(Component(card_id(cid), "card", (CARD, CARD), lines, card_front(card, rules.colours),
                             card_verso(card, rules.colours), verso_id(cid), bare=card_on_felt(card, rules.colours)))
    out.append(Component(COVER_ID, "card", (CARD, CARD), ("rule: face_down",), cover()))
    for col in rules.colours:
        lines = (f"letter: {col.letter}", f"symbol: {col.symbol}", "rgb: #{:02x}{:02x}{:02x}".format(*col.rgb))
        out.append(Component(col.id, "token", (TOKEN, TOKEN), (*lines, "rule: tricks_by_colour"), token(col)))
    return out


class CardArt:
    """The table's pieces through an ArtStore (a designer's pack wins), cached per card, turn and size.

    `drawn` collects the card ids whose face was drawn since the last `frame()`: the
    tests check that no hidden card ever reaches the screen.
    """

    def __init__(self, store: ArtStore, defs: Defs) -> None:
        self.store = store
        self.defs = defs
        self.colours = defs.rules.colours
        self.colour_ids = [c.id for c in self.colours]
        self._cache: dict[tuple[Any, ...], pygame.Surface] = {}
        self.drawn: set[int] = set()

    def clear(self) -> None:
        self._cache.clear()

    def face(self, cid: int, rot: int, flip: int, size: int) -> pygame.Surface:
        """A card as it lies: its front or its verso, turned `rot` quarter turns clockwise."""
        self.drawn.add(cid)
        key = (cid, rot % 4, flip, size)
        img = self._cache.get(key)
        if img is None:
            card = self.defs.cards.cards[cid]
            if flip:
                base = self.store.image(GAME, verso_id(cid), (size, size), self._verso(card))
            else:
                base = self.store.image(GAME, card_id(cid), (size, size), card_front(card, self.colours))
            img = pygame.transform.rotate(base, -90 * (rot % 4)) if rot % 4 else base
            self._cache[key] = img
        return img

    def _verso(self, card: Card) -> Callable[[tuple[int, int]], pygame.Surface]:
        """Without a verso in the pack, a designer's front is mirrored: the back is the mirror image."""
        if not self.store.has_art(GAME, card_id(card.id)):
            return card_verso(card, self.colours)

        def mirrored(size: tuple[int, int]) -> pygame.Surface:
            front = self.store.image(GAME, card_id(card.id), size, card_front(card, self.colours))
            return pygame.transform.flip(front, True, False)

        return mirrored

    def cover(self, size: int) -> pygame.Surface:
        """A card face down (another seat's hand, the deck): every card alike, nothing leaks."""
        return self.store.image(GAME, COVER_ID, (size, size), cover())

    def token(self, colour: str, size: int, dim: bool = False) -> pygame.Surface:
        col = self.colours[self.colour_ids.index(colour)]
        img = self.store.image(GAME, colour, (size, size), token(col))
        if not dim:
            return img
        key = ("dim", colour, size)
        out = self._cache.get(key)
        if out is None:
            out = self._cache[key] = img.copy()
            out.set_alpha(70)  # a colour still missing
        return out

    def stacked(self, placements: list[tuple[int, int, int]], size: int) -> pygame.Surface:
        """Cards stacked exactly (bottom first): the holes let the lower cards show."""
        key = ("stack", tuple(placements), size)
        img = self._cache.get(key)
        if img is None:
            img = pygame.Surface((size, size), pygame.SRCALPHA)
            for cid, rot, flip in reversed(placements):
                img.blit(self.face(cid, rot, flip, size), (0, 0))
            self._cache[key] = img
        self.drawn.update(p[0] for p in placements)
        return img


def draw_lines(surf: pygame.Surface, rect: pygame.Rect, names: list[str], strength: float, gold: Color) -> None:
    """A line of three on a card in `rect`: gold links between the circles and a ring around each."""
    if not names:
        return
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    r = rect.w * 0.125
    width = max(3, rect.w // 22)
    ring = max(2, rect.w // 45)
    light = (*gold, int(255 * strength))
    dark = (20, 16, 10, int(150 * strength))
    for name, cells in LINES:
        if name not in names:
            continue
        centres = [cell_centre(rect.w, i) for i in cells]
        for (ax, ay), (bx, by) in zip(centres, centres[1:], strict=False):
            d = math.hypot(bx - ax, by - ay) or 1.0
            ux, uy = (bx - ax) / d, (by - ay) / d
            a = (ax + ux * r * 1.1, ay + uy * r * 1.1)
            b = (bx - ux * r * 1.1, by - uy * r * 1.1)
            pygame.draw.line(layer, dark, a, b, width + 4)
            pygame.draw.line(layer, light, a, b, width)
        for c in centres:
            pygame.draw.circle(layer, dark, c, r * 1.1 + ring + 1, ring + 3)
            pygame.draw.circle(layer, light, c, r * 1.1 + ring, ring)
    surf.blit(layer, rect)


def draw_hourglass(surf: pygame.Surface, x: int, y: int, frac: float, sand: Color, glass: Color, wood: Color,
                   running: bool) -> None:
    """The solo hourglass (28x46 at x, y): `frac` of the sand still in the top bulb."""
    w, h = 28, 46
    mid = (x + w / 2, y + h / 2)
    if frac > 0:  # top bulb: a smaller triangle of sand sitting in the neck
        k = math.sqrt(frac)
        pygame.draw.polygon(surf, sand, [(mid[0] - w / 2 * k, mid[1] - h / 2 * k),
                                         (mid[0] + w / 2 * k, mid[1] - h / 2 * k), mid])
    if frac < 1:
        k = math.sqrt(1 - frac)
        yb = y + h - h / 2 * k
        half = w / 2 * (1 - (yb - mid[1]) / (h / 2)) if yb > mid[1] else 0
        pygame.draw.polygon(surf, sand, [(mid[0] - w / 2, y + h), (mid[0] + w / 2, y + h),
                                         (mid[0] + w / 2 - half, yb), (mid[0] - w / 2 + half, yb)])
    if 0 < frac < 1 and running:
        pygame.draw.line(surf, sand, mid, (mid[0], y + h - 2), 2)
    pygame.draw.polygon(surf, glass, [(x, y), (x + w, y), mid], 2)
    pygame.draw.polygon(surf, glass, [(x, y + h), (x + w, y + h), mid], 2)
    pygame.draw.line(surf, wood, (x - 4, y), (x + w + 4, y), 4)
    pygame.draw.line(surf, wood, (x - 4, y + h), (x + w + 4, y + h), 4)
