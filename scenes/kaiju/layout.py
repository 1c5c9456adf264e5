"""Where the pieces of the Kaiju & Mecha dice table are: sizes and named places (960x720, log at the right)."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from scenes.table import SEAT_COLORS
from sprites import shapes

GAME = "kaiju"
CARD = (84, 118)  # a card of the table
HAND = (58, 82)  # a card of the viewer's hand
OPP = (38, 54)  # a card in another player's panel
STACKED = (64, 90)  # a played card waiting for answers
MECHA = (50, 70)  # a Mecha of the row
DIE = 62
AUTO_PASS = 1.0  # real seconds before a person who can only pass is passed (always the same)
REVEAL = 1.8  # real seconds a privately drawn card stays in sight, at any animation speed
EFFECT_ORDER = ("reroll", "steal", "set", "draw", "cancel")
SHADED = [shapes.shade(c, -0.45) for c in SEAT_COLORS]  # seat-coloured buttons
Point = tuple[float, float]


@dataclass(frozen=True)
class Layout:
    """Where things are on the 960x720 table (the log panel is at the right)."""

    pile: pygame.Rect = field(default_factory=lambda: pygame.Rect(14, 184, *CARD))
    discard: pygame.Rect = field(default_factory=lambda: pygame.Rect(866, 184, *CARD))
    home: pygame.Rect = field(default_factory=lambda: pygame.Rect(10, 470, 940, 244))
    table: tuple[int, int, int] = (116, 184, 94)  # x, y, step of the 8 slots
    mechas: tuple[int, int, int] = (16, 346, 60)  # x, y, step of the Mecha row
    stack: tuple[int, int] = (398, 346)  # the played cards waiting for answers
    dice: tuple[Point, Point] = ((736, 372), (824, 372))
    hand: tuple[int, int] = (24, 500)
    rows: tuple[int, int] = (618, 664)  # the two button rows
    opponents: tuple[int, int, int] = (48, 936, 126)  # y, total width, height of the others' panels


L = Layout()
