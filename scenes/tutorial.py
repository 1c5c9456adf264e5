"""The guided first game on screen: the step's words, and a pointer on the piece to click.

The step script and the check of each action live in `game/tutorial.py`; a table says where an
action is clicked (`TableScene.action_rect`, from its own hit-rects), and this module draws the
halo and a short arrow there (never across the table's words, `TableScene.text_rects`), with the
words in a box at the table's steady home for them (over the log column, `TableScene.guide_home`),
clear of the piece, of what the words name and of the person's own panel, hand and timer
(`TableScene.own_rects`). `TutorialPick` is the menu's
"Learn to play": the five games, each opening its tutorial.
"""

from __future__ import annotations

import math
from functools import partial

import pygame

from game import i18n, registry, tutorial
from game.data import DataError
from game.i18n import t
from scenes.base import HEIGHT, WIDTH, Scene, SceneHost
from scenes.ui import BG, DANGER, INK, MUTED, PANEL, Button, ButtonBar, panel, text_block, title
from sprites.fonts import font, render, wrap

HALO = (255, 214, 90)
BOX_W = 520  # the box's width when it must leave its home and sit over the table
TEXT_SIZE = 19
SIZES = (TEXT_SIZE, 18, 17, 16)  # a long step (English runs longer) shrinks a little to fit its home
PAD = 14
SHAFT_ALPHA = 185  # the arrow's shaft lets the pieces it crosses show through
GRAZE = 3  # points of an arrow (of 15) that may fall on another piece, a label or a panel: a corner
ARROW_LEN = 58  # a short arrow beside the piece: a long one from the box crossed the prompt, the panels, the log


NEXT_H = 36  # a step of words only: its "Continue" button, at the foot of the box


READ_LINES = 10  # a step of words only keeps the height of this many lines: its "Continue" stays put


def _height(text: str, answer: str, width: int, size: int, more: bool = False) -> int:
    """The box's height for these words at this width and type size (`more`: with its "Continue", at
    the foot of a box as tall as `READ_LINES` lines at least, so that the button does not move from
    step to step: nc27 shot 02, it stood at four heights in the first four steps)."""
    lines = len(wrap(text, width - 2 * PAD, size))
    extra = len(wrap(answer, width - 2 * PAD, size)) if answer else 0
    if more and not answer:
        lines = max(lines, READ_LINES)
    return 44 + font(size).get_linesize() * (lines + extra) + (8 if answer else 0) + (NEXT_H + 8 if more else 0)


def next_rect(box: pygame.Rect) -> pygame.Rect:
    """Where a step of words only has its "Continue" button: the box's foot, on the right."""
    return pygame.Rect(box.right - PAD - 150, box.bottom - NEXT_H - 10, 150, NEXT_H)


def box_rect(home: pygame.Rect, text: str, answer: str = "", keep: list[pygame.Rect] | None = None,
             avoid: list[pygame.Rect] | None = None, screen: pygame.Rect | None = None,
             more: bool = False, least: int = 0) -> tuple[pygame.Rect, int]:
    """Where the words go, and their type size: at the top of `home` (the table's log column),
    the same place at every step so the box never jumps, in the largest size that fits. Only
    when that covers something in `keep` (the piece pointed at, what the words name, the
    person's own panel, hand and timer) does it go elsewhere: the foot of the home, then a top or
    bottom corner of the screen, covering as few of `avoid` (the buttons) as can be. `least`: its height at
    the home at least (a table keeping one height from step to step)."""
    keep = keep or []
    avoid = avoid or []
    size = next((z for z in SIZES if _height(text, answer, home.width, z, more) <= home.height), SIZES[-1])
    h = max(min(least, home.height), _height(text, answer, home.width, size, more))
    top = pygame.Rect(home.x, home.y, home.width, h)
    candidates = [top, pygame.Rect(home.x, home.bottom - h, home.width, h)]
    free = [r for r in candidates if r.collidelist(keep) < 0]
    if free:
        return free[0], size
    screen = screen or pygame.Rect(0, 0, WIDTH, HEIGHT)
    h = _height(text, answer, BOX_W, TEXT_SIZE, more)
    for y in (screen.top + 44, screen.bottom - h - 8):
        for x in (screen.right - BOX_W - 8, screen.left + 8, screen.centerx - BOX_W // 2):
            candidates.append(pygame.Rect(x, y, BOX_W, h))
    best = min(candidates, key=lambda r: (sum(r.colliderect(k) for k in keep),
                                          sum(r.colliderect(a) for a in avoid)))
    return best, TEXT_SIZE if best.width == BOX_W else size


def draw_arrow(surf: pygame.Surface, start: tuple[float, float], end: tuple[float, float]) -> None:
    """A thick arrow to the piece, outlined so it reads on any felt; its shaft is see-through (it
    may cross a neighbouring piece), its head is not."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy)
    if length < 20:
        return
    ux, uy = dx / length, dy / length
    tip = end
    base = (tip[0] - ux * 22, tip[1] - uy * 22)
    left = (base[0] - uy * 13, base[1] + ux * 13)
    right = (base[0] + uy * 13, base[1] - ux * 13)
    area = pygame.Rect(int(min(start[0], base[0])) - 8, int(min(start[1], base[1])) - 8,
                       int(abs(base[0] - start[0])) + 17, int(abs(base[1] - start[1])) + 17)
    shaft = pygame.Surface(area.size, pygame.SRCALPHA)
    a, b = (start[0] - area.x, start[1] - area.y), (base[0] - area.x, base[1] - area.y)
    for color, width in (((30, 24, 10), 9), (HALO, 5)):
        pygame.draw.line(shaft, (*color, SHAFT_ALPHA), a, b, width)
    surf.blit(shaft, area.topleft)
    pygame.draw.polygon(surf, HALO, [tip, left, right])
    pygame.draw.polygon(surf, (30, 24, 10), [tip, left, right], 2)


def _edge_point(rect: pygame.Rect, toward: tuple[float, float]) -> tuple[float, float]:
    """The point of `rect`'s border on the way to `toward` from its centre."""
    cx, cy = rect.center
    dx, dy = toward[0] - cx, toward[1] - cy
    if dx == 0 and dy == 0:
        return (cx, cy)
    kx = (rect.width / 2) / abs(dx) if dx else math.inf
    ky = (rect.height / 2) / abs(dy) if dy else math.inf
    k = min(kx, ky)
    return (cx + dx * k, cy + dy * k)


def arrow_from(target: pygame.Rect, box: pygame.Rect, shun: list[pygame.Rect],
               screen: pygame.Rect, pieces: list[pygame.Rect] | None = None,
               ) -> tuple[tuple[float, float], tuple[float, float]] | None:
    """A short arrow's start and tip at `target`: from the side facing the box if it can, else the
    first of the eight directions whose arrow crosses none of `shun` (the words on screen: prompt,
    panels, log, buttons, the box) and stays on screen; among those, one that also covers none of
    `pieces` (the other pieces a click could take: an arrow over a neighbour's corner hid its number)
    when there is one, else the one that covers least of them if it only grazes a corner (`GRAZE`).
    None: the box is right beside the piece, no room, or pieces on every side: the halo alone points."""
    gap_x = max(box.left - target.right, target.left - box.right, 0)
    gap_y = max(box.top - target.bottom, target.top - box.bottom, 0)
    if math.hypot(gap_x, gap_y) < ARROW_LEN:
        return None  # the words sit right beside the piece: the halo says enough (an arrow hid a caption)
    cx, cy = target.center
    bx, by = box.centerx - cx, box.centery - cy
    norm = math.hypot(bx, by) or 1.0
    ways = [(bx / norm, by / norm)]
    d = math.sqrt(0.5)
    ways += sorted([(0, -1), (d, -d), (1, 0), (d, d), (0, 1), (-d, d), (-1, 0), (-d, -d)],
                   key=lambda w: -(w[0] * ways[0][0] + w[1] * ways[0][1]))
    near = [r for r in shun if not r.collidepoint(target.center)]
    others = [r.inflate(8, 8) for r in pieces or [] if not r.colliderect(target)]
    best: tuple[int, tuple[float, float], tuple[float, float]] | None = None
    for ux, uy in ways:
        far = (cx + ux * 1000, cy + uy * 1000)
        tip = _edge_point(target, far)
        tip = (tip[0] + ux * 10, tip[1] + uy * 10)  # just outside the piece, inside the halo's glow
        start = (tip[0] + ux * ARROW_LEN, tip[1] + uy * ARROW_LEN)
        reach = pygame.Rect(int(min(tip[0], start[0])) - 13, int(min(tip[1], start[1])) - 13,
                            int(abs(start[0] - tip[0])) + 27, int(abs(start[1] - tip[1])) + 27)
        if screen.contains(reach) and reach.collidelist(near) < 0 and not reach.colliderect(box):
            if reach.collidelist(others) < 0:
                return start, tip
            covered = _covered(tip, start, (ux, uy), others)
            if best is None or covered < best[0]:  # else the way that covers the least of them
                best = (covered, start, tip)
    if best is None or best[0] > GRAZE:
        return None  # hemmed in on every side (the middle tile): the halo alone, an arrow hid a neighbour
    return best[1], best[2]


def _covered(tip: tuple[float, float], start: tuple[float, float], way: tuple[float, float],
             rects: list[pygame.Rect]) -> int:
    """How much of `rects` an arrow from `start` to `tip` would cover: points along its shaft and
    across its head that fall on one (a diagonal's bounding box overstated it)."""
    ux, uy = way
    points = [(tip[0] + (start[0] - tip[0]) * k / 12, tip[1] + (start[1] - tip[1]) * k / 12) for k in range(13)]
    base = (tip[0] + ux * 22, tip[1] + uy * 22)
    points += [(base[0] - uy * 13, base[1] + ux * 13), (base[0] + uy * 13, base[1] - ux * 13)]
    return sum(1 for p in points for r in rects if r.collidepoint(p))


def draw_halo(surf: pygame.Surface, target: pygame.Rect, grow: int) -> None:
    """The warm frame round a piece to click, `grow` pixels wider and taller than it."""
    ring = target.inflate(grow, grow)
    pygame.draw.rect(surf, (30, 24, 10), ring.inflate(4, 4), 7, border_radius=12)
    pygame.draw.rect(surf, HALO, ring, 4, border_radius=10)


def draw_guide(surf: pygame.Surface, text: str, target: pygame.Rect | None, home: pygame.Rect,
               header: str, clock: float, answer: str = "", keep: list[pygame.Rect] | None = None,
               avoid: list[pygame.Rect] | None = None, shun: list[pygame.Rect] | None = None,
               arrow: bool = True, pieces: list[pygame.Rect] | None = None, more: str = "",
               least: int = 0) -> pygame.Rect:
    """The step's words in a box at its home and, when the table places the action, a pulsing halo
    on the piece and (`arrow`: not on a button, which says what it does) a short arrow beside it,
    clear of every text in `shun` (and of `avoid`, the buttons); `answer`, the reply to a wrong
    click, under the words in the same box; `more`, a step of words only: its "Continue" button at the
    box's foot (`next_rect`). Returns the box (tests check it covers nothing in `keep`)."""
    box, size = box_rect(home, text, answer, keep, avoid, surf.get_rect(), bool(more), least)
    if target is not None:
        pulse = 4 + 3 * math.sin(clock * 5.0)
        grow = int(10 + pulse * 2)
        words = [r for r in shun or [] if not r.collidepoint(target.center)]
        # the other buttons too: a wide halo covered the next button's words (Evolution's burn targets)
        others = [r for r in avoid or [] if r != target]
        if target.inflate(28, 28).collidelist(words + others) >= 0:
            # words right beside the piece (the prompt over a button): a tight, steady halo, as tight
            # as it takes for its outer edge to keep off them (Kaiju's frame crossed its prompt line)
            grow = 6
            while grow > -4 and target.inflate(grow + 4, grow + 4).collidelist(words + others) >= 0:
                grow -= 2
        draw_halo(surf, target, grow)
        way = arrow_from(target, box, [*(shun or []), *(avoid or [])], surf.get_rect(), pieces) if arrow else None
        if way is not None:
            # the arrow bobs toward the piece with the halo's pulse, so the eye finds it
            (sx, sy), (ex, ey) = way
            ux, uy = (sx - ex) / ARROW_LEN, (sy - ey) / ARROW_LEN
            bob = 3 + 3 * math.sin(clock * 5.0)
            draw_arrow(surf, (sx + ux * bob, sy + uy * bob), (ex + ux * bob, ey + uy * bob))
    panel(surf, box, 255, PANEL)  # opaque: the log showed faintly through it (nc17)
    pygame.draw.rect(surf, HALO, box, 3, border_radius=10)
    surf.blit(render(header, 15, HALO, bold=True), (box.x + PAD, box.y + 8))
    line = font(size).get_linesize()
    said = len(wrap(text, box.width - 2 * PAD, size)) * line
    text_block(surf, text, pygame.Rect(box.x + PAD, box.y + 32, box.width - 2 * PAD, said + 4), size, INK)
    if answer:
        foot = NEXT_H + 8 if more else 0
        r = pygame.Rect(box.x + 8, box.y + 36 + said, box.width - 16, box.bottom - box.y - 40 - said - foot)
        panel(surf, r, 255, DANGER)
        text_block(surf, answer, r.inflate(-12, -4), size, INK)
    if more:  # warm like the halo, and pulsing with it: the one thing to click
        b = next_rect(box)
        glow = int(2 + 2 * math.sin(clock * 5.0))
        pygame.draw.rect(surf, (30, 24, 10), b.inflate(8 + glow, 8 + glow), border_radius=10)
        pygame.draw.rect(surf, HALO, b.inflate(4 + glow, 4 + glow), border_radius=10)
        pygame.draw.rect(surf, (128, 92, 30), b, border_radius=8)
        img = render(more + " ▸", 18, INK, bold=True)
        surf.blit(img, img.get_rect(center=b.center))
    return box


class TutorialPick(Scene):
    """"Learn to play": one button per game, each opening its guided first game (the kit imports
    this module, so it stands on `Scene` rather than `scenes.common.ButtonScene`)."""

    def __init__(self, app: SceneHost) -> None:
        super().__init__(app)
        self.bar = ButtonBar()
        self.bar.focus = 0
        self.message = ""

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop()
            return
        self.bar.handle(event)

    def on_enter(self) -> None:
        buttons = []
        for i, gid in enumerate(registry.GAME_IDS):
            rect = pygame.Rect(WIDTH // 2 - 230, 170 + i * 72, 460, 58)
            buttons.append(Button(rect, t(f"game.{gid}"), partial(self.start, gid), tag=gid))
        back = pygame.Rect(WIDTH // 2 - 100, 170 + 5 * 72 + 20, 200, 52)
        buttons.append(Button(back, t("tutorial.back"), self.app.stack.pop))
        self.bar.set(buttons)

    def start(self, game_id: str) -> None:
        try:
            feed = tutorial.load(game_id).feed()
        except (DataError, ValueError) as exc:  # a broken tutorial file: said, the menu stays
            self.message = i18n.data_error(exc) if isinstance(exc, DataError) else str(exc)
            return
        self.app.open_table(feed)

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(BG)
        title(surf, t("tutorial.title"), 40, 48)
        sub = render(t("tutorial.subtitle"), 20, MUTED)
        surf.blit(sub, sub.get_rect(midtop=(WIDTH // 2, 110)))
        self.bar.draw(surf)
        if self.message:
            img = render(self.message, 17, DANGER)
            surf.blit(img, img.get_rect(midbottom=(WIDTH // 2, HEIGHT - 20)))

