"""Where the pieces of the Kaiju & Mecha dice table are: sizes and named places (960x720, log at the right)."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from sprites import shapes
from sprites.palette import SEAT_COLORS

GAME = "kaiju"
CARD = (84, 118)  # a card of the table
HAND = (58, 82)  # a card of the viewer's hand
# (scale of HAND, fan step inside a stack, gap between stacks), tried in turn until the hand fits
HAND_FITS = ((1.0, 7, 12), (1.0, 5, 6), (0.86, 4, 5), (0.8, 4, 4), (0.74, 3, 4), (0.62, 3, 3))
LEGEND_LINES = 4  # the legend's lines: three of icons, then the gold frame's
LEGEND_MIN_W = 330  # the legend's narrowest, its words still readable (11 px at the least)
MECHA_FAN = 0.62  # the step between the Mechas of a crowded hand, in card widths
OPP = (38, 54)  # a card in another player's panel
STACKED = (64, 90)  # a played card waiting for answers
STACK_STEP = 70  # played cards side by side, 6 px apart
STACK_END = 636  # ...left of the dice tray and its « Somme 11 · Différence 1 » line, 12 px clear (nc39 shot 083)
STACK_WHOLE = 1 + (STACK_END - 398 - STACKED[0]) // STACK_STEP  # as many as lie whole within it
MECHA = (50, 70)  # a Mecha of the row
DIE = 62
TRAY_W = 250  # the dice tray's width: the dice and the "va lancer les dés" line under them
AUTO_PASS = 1.0  # real seconds before a person who can only pass is passed (always the same)
REVEAL = 1.8  # real seconds a privately drawn card stays in sight, at any animation speed
REVEAL_GRACE = 0.5  # seconds after it went by itself when a click is still taken as meant for it (no take)
# seconds after it went by itself when a click where its box stood is still taken as meant for it (nc25:
# the person's hand was on its way to the box as it went; the click fell on the table card under it)
REVEAL_AIMED = 1.5
REVEAL_LATE = 4.0  # and until then, such a click the rules refuse is dropped without a word (it was meant for the box)
STOLEN = 2.6  # seconds a stolen card stays large (a click puts it away): the results wait for it
# in a game, the seconds a person is given to read a drawn card's box or a steal's (nc22: a click after
# every steal or draw broke the rhythm); a click or a key still puts it away sooner. The tutorial waits.
READ_DRAWN = 3.0
READ_STOLEN = 4.5
REVEAL_VEIL = 200  # the veil over the board under that box (of 255): what it crosses no longer sticks out
# the icon families of the cards (sprites/kaiju/art.py `role`), in the legend's reading order (three to a
# line: the longest words, « Blessure (−3) », « tourner un dé », « prend tous les 8 », share the last column)
LEGEND_ROLES = ("majority", "reroll", "wound", "steal", "cancel", "set", "draw", "joker", "take_all")
EFFECT_ORDER = ("reroll", "steal", "set", "draw", "cancel")
SHADED = [shapes.shade(c, -0.45) for c in SEAT_COLORS]  # seat-coloured buttons
Point = tuple[float, float]


@dataclass(frozen=True)
class Layout:
    """Where things are on the 960x720 table (the log panel is at the right)."""

    pile: pygame.Rect = field(default_factory=lambda: pygame.Rect(14, 184, *CARD))
    # the discard stands apart from the 8 slots, smaller and veiled: a newcomer took it for a 9th card
    discard: pygame.Rect = field(default_factory=lambda: pygame.Rect(866, 206, *STACKED))
    home: pygame.Rect = field(default_factory=lambda: pygame.Rect(10, 470, 940, 244))
    table: tuple[int, int, int] = (116, 184, 90)  # x, y, step of the 8 slots
    mechas: tuple[int, int, int] = (16, 346, 60)  # x, y, step of the Mecha row
    stack: tuple[int, int] = (398, 346)  # the played cards waiting for answers
    dice: tuple[Point, Point] = ((736, 372), (824, 372))
    hand: tuple[int, int] = (24, 500)
    rows: tuple[int, int] = (618, 664)  # the two button rows
    # the icons' legend, right of the hand (a newcomer read nothing in the icons until hovering each card)
    # its three lines of icons, and a fourth for the gold frame of a playable card (nc27: on the name line
    # it was squeezed to 13 px); 4 px lower than the hand's top, so a bubble on the name line above it
    # keeps clear of its first line (nc33 shot-50: « Aucune carte pour annuler » sat against it)
    legend: pygame.Rect = field(default_factory=lambda: pygame.Rect(558, 501, 382, 84))
    opponents: tuple[int, int, int] = (48, 936, 126)  # y, total width, height of the others' panels


L = Layout()


@dataclass(frozen=True)
class Places:
    """The rectangles of the pieces as seen from `home` (the seat at the bottom of the screen)."""

    home: int
    num_seats: int
    mecha_faces: tuple[int, ...]

    def others(self) -> list[int]:
        """The other seats, in turn order from the home seat (their panels, left to right)."""
        return [(self.home + i) % self.num_seats for i in range(1, self.num_seats)]

    def seat_rect(self, seat: int) -> pygame.Rect:
        if seat == self.home:
            return L.home
        others = self.others()
        y, width, h = L.opponents
        w = (width - (len(others) - 1) * 10) // len(others)
        return pygame.Rect(14 + others.index(seat) * (w + 10), y, w, h)

    def seat_anchor(self, seat: int) -> Point:
        """Where a piece flying to or from a seat's hand starts or lands."""
        if seat == self.home:
            return (L.hand[0] + 220, L.hand[1] + HAND[1] / 2)
        r = self.seat_rect(seat)
        # on the first card of the fan, so that a card landing never covers the count beside it
        return (r.x + 10 + OPP[0] / 2, r.y + 36 + OPP[1] / 2)

    def hand_size(self, seat: int) -> tuple[int, int]:
        """The size a card flying to a seat's hand lands at: the hand's cards, or the panel's backs."""
        return HAND if seat == self.home else OPP

    def slot_rect(self, i: int) -> pygame.Rect:
        x, y, step = L.table
        return pygame.Rect(x + i * step, y, *CARD)

    def slot_key_rect(self, i: int) -> pygame.Rect:
        """The key cap under a table place: the key that takes its card."""
        r = self.slot_rect(i)
        return pygame.Rect(r.centerx - 9, r.bottom + 4, 18, 17)

    def mecha_rect(self, face: int) -> pygame.Rect:
        x, y, step = L.mechas
        return pygame.Rect(x + self.mecha_faces.index(face) * step, y, *MECHA)

    def stack_rect(self, i: int, n: int = 0) -> pygame.Rect:
        """The `i`th of `n` played cards: side by side, each whole (nc34 shots 16, 50, 78: the cancelling 6
        sat on the card it cancelled, only its number's edge showing), closer only when more than
        `STACK_WHOLE` of them would cross the dice's line."""
        step = STACK_STEP if n <= STACK_WHOLE else (STACK_END - L.stack[0] - STACKED[0]) // (n - 1)
        return pygame.Rect(L.stack[0] + i * step, L.stack[1], *STACKED)

    def die_rect(self, i: int) -> pygame.Rect:
        r = pygame.Rect(0, 0, DIE, DIE)
        r.center = (round(L.dice[i][0]), round(L.dice[i][1]))
        return r

    def dice_tray(self) -> pygame.Rect:
        """Both dice, the gap between them and the "va lancer les dés" line under them: one target
        when rolling is the action (a click between the dice did nothing, though framed with them)."""
        both = self.die_rect(0).union(self.die_rect(1))
        tray = pygame.Rect(0, both.y - 10, max(both.w + 24, TRAY_W), both.h + 34)
        tray.centerx = both.centerx  # as wide as the line under the dice (its frame crossed "Joueur 1")
        return tray

    def hand_layout(self, groups: list[tuple[str, int, int]]) -> tuple[tuple[int, int], int, int, int, int]:
        """The hand's card size, fan step, gap between stacks, the room it takes from `L.hand` and the
        step between its Mechas: the largest of `HAND_FITS` that lays every stack apart left of the
        legend (at 13 cards the stacks overlapped, hiding their ×n). Past 0.86 of the full size the
        legend gives up room (down to `LEGEND_MIN_W`), then the Mechas fan out (`MECHA_FAN` of a card
        apart: each still shows its left die) before the cards shrink further (nc25 shot-73: sixteen
        cards, twelve stacks at 36 px wide under their « ×3 » badges, beside a roomy legend); only a hand
        too big even for the smallest cards overlaps, evenly."""
        full = L.legend.x - 12 - L.hand[0]  # the legend keeps the right of the row
        narrow = L.legend.right - LEGEND_MIN_W - 12 - L.hand[0]
        mechas = sum(1 for art, _, _ in groups if art.startswith("M"))

        def width(size: tuple[int, int], fan: int, gap: int, step: int) -> int:
            widths = [size[0] + (min(n, 4) - 1) * fan for art, n, _ in groups if not art.startswith("M")]
            kaiju = sum(widths) + gap * max(0, len(widths) - 1)
            if not mechas:
                return kaiju
            return kaiju + (gap if widths else 0) + size[0] + (mechas - 1) * step

        tries = [(fit, full, False) for fit in HAND_FITS if fit[0] >= 0.86] \
            + [(fit, narrow, fanned) for fit in HAND_FITS for fanned in (False, True)]
        size, fan, gap = HAND, 7, 12
        for (scale, fan, gap), room, fanned in tries:
            size = (round(HAND[0] * scale), round(HAND[1] * scale))
            step = round(size[0] * MECHA_FAN) if fanned else size[0] + gap
            need = width(size, fan, gap, step)
            if need <= room:
                return size, fan, gap, room if room == full else min(room, max(need, full)), step
        step = round(size[0] * MECHA_FAN)
        widths = [size[0] + (min(n, 4) - 1) * fan for art, n, _ in groups if not art.startswith("M")]
        widths += [size[0]] if mechas else []
        gap = (narrow - sum(widths) - (mechas - 1) * step if mechas else narrow - sum(widths)) \
            // max(1, len(widths) - 1)
        return size, fan, gap, narrow, step

    def hand_fit(self, groups: list[tuple[str, int, int]]) -> tuple[tuple[int, int], int, int]:
        """The hand's card size, fan step and gap between stacks (`hand_layout`)."""
        size, fan, gap, _room, _step = self.hand_layout(groups)
        return size, fan, gap

    def legend_rect(self, groups: list[tuple[str, int, int]]) -> pygame.Rect:
        """The icons' legend, right of the hand: `L.legend`, narrower while a big hand needs the room."""
        room = self.hand_layout(groups)[3]
        x = max(L.legend.x, L.hand[0] + room + 12)
        return pygame.Rect(x, L.legend.y, L.legend.right - x, L.legend.h)

    def hand_rects(self, groups: list[tuple[str, int, int]]) -> list[tuple[pygame.Rect, str, int, int]]:
        """The home hand's stacks (art, count, value) laid out in a row: (rect, art, count, value); the
        Mechas last, fanned when the row is short of room."""
        (cw, ch), fan, gap, _room, step = self.hand_layout(groups)
        y = L.hand[1] + (HAND[1] - ch) // 2
        out: list[tuple[pygame.Rect, str, int, int]] = []
        x = L.hand[0]
        for art, n, v in groups:
            if out and art.startswith("M") and out[-1][1].startswith("M"):
                x = out[-1][0].x + step
            w = cw + (min(n, 4) - 1) * fan
            out.append((pygame.Rect(x, y, w, ch), art, n, v))
            x += w + gap
        return out

def count_badge(stack: pygame.Rect, text: tuple[int, int]) -> pygame.Rect:
    """Where a hand stack's "×3" sits: astride its top right corner, off the big value at the bottom
    and the small one at the top left (nc9 shot-87: over the big value, it hid the 1)."""
    box = pygame.Rect(0, 0, text[0] + 8, text[1] + 2)
    box.topright = (stack.right + 3, stack.y - 2)  # clear of the "joue" mark of the header above
    return box


def tint(colors: dict[str, tuple[int, int, int]], name: str) -> tuple[int, int, int]:
    """A colour of data/kaiju/presentation.yaml, or the plain button colour when it has none."""
    return colors.get(name, (52, 70, 92))
