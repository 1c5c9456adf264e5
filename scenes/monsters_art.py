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

`components()` lists the pieces in the shape `sprites/components.py` expects (the gallery and
the print sheets); `sprites/components_monsters.py` only has to re-export it.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.monsters.cards import HOLE, Card, mirror
from game.monsters.defs import Colour
from sprites import shapes

Color = tuple[int, int, int]
Placeholder = Any  # Callable[[tuple[int, int]], pygame.Surface], as sprites.art names it

GAME = "monsters"
COVER_ID = "cover"
FRONT_PAPER: Color = (238, 228, 204)  # the front of a card
BACK_PAPER: Color = (214, 222, 232)  # its verso: another tint, so a flipped card shows it
COVER: Color = (96, 78, 62)  # a card face down
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


def cover() -> Placeholder:
    return lambda size: card_cover(size[0])


def token(col: Colour) -> Placeholder:
    return lambda size: monster_token(size[0], col)


def components() -> list[Any]:
    """Every piece in the box, read from data/monsters (the protocol of sprites/components.py)."""
    from game.monsters.defs import grid_rows, load_deck, load_rules
    from sprites.components import Component

    rules = load_rules()
    cards, _ = load_deck(rules)
    out = []
    for cid, card in sorted(cards.items()):
        lines = (*grid_rows(card.grid, rules), f"monsters: {card.monsters}")
        out.append(Component(card_id(cid), "card", (CARD, CARD), lines, card_front(card, rules.colours),
                             card_verso(card, rules.colours), verso_id(cid)))
    out.append(Component(COVER_ID, "card", (CARD, CARD), ("face down",), cover()))
    for col in rules.colours:
        lines = (f"letter: {col.letter}", f"symbol: {col.symbol}", "rgb: #{:02x}{:02x}{:02x}".format(*col.rgb))
        out.append(Component(col.id, "token", (TOKEN, TOKEN), (*lines, "on screen: tricks by colour"), token(col)))
    return out
