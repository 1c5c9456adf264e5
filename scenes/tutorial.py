"""The guided first game on screen: the step's words, and a pointer on the piece to click.

The step script and the check of each action live in `game/tutorial.py`; a table says where an
action is clicked (`TableScene.action_rect`, from its own hit-rects), and this module draws the
halo and the arrow there, with the words in a box placed away from the piece so they never cover
it. `TutorialPick` is the menu's "Learn to play": the five games, each opening its tutorial.
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
BOX_W = 520
TEXT_SIZE = 19


def box_rect(target: pygame.Rect | None, area: pygame.Rect, text: str, answer: str = "",
             avoid: list[pygame.Rect] | None = None) -> pygame.Rect:
    """Where the words go: in the table's area, at the top or the bottom, in a corner or the
    middle: never over the piece pointed at, over as few of `avoid` (the table's buttons) as can
    be, and far from the piece."""
    lines = len(wrap(text, BOX_W - 28, TEXT_SIZE)) + (len(wrap(answer, BOX_W - 28, TEXT_SIZE)) if answer else 0)
    h = 44 + font(TEXT_SIZE).get_linesize() * lines + (8 if answer else 0)
    box = pygame.Rect(0, 0, BOX_W, h)
    box.centerx = area.centerx
    top = pygame.Rect(box.x, area.top + 8, BOX_W, h)
    bottom = pygame.Rect(box.x, area.bottom - h - 8, BOX_W, h)
    avoid = avoid or []
    if target is None:
        return min((bottom, top), key=lambda r: sum(r.colliderect(a) for a in avoid))
    candidates = [top, bottom]
    # slide sideways, away from the piece, when it sits in the middle of the area's width
    for r in (top, bottom):
        for dx in (-1, 1):
            s = r.copy()
            s.x = area.left + 8 if dx < 0 else area.right - BOX_W - 8
            candidates.append(s)
    halo = target.inflate(40, 40)
    free = [r for r in candidates if not r.colliderect(halo)]
    pool = free or candidates
    return max(pool, key=lambda r: (-sum(r.colliderect(a) for a in avoid),
                                    abs(r.centery - target.centery) + abs(r.centerx - target.centerx) * 0.3))


def draw_arrow(surf: pygame.Surface, start: tuple[float, float], end: tuple[float, float]) -> None:
    """A thick arrow from the words to the piece, outlined so it reads on any felt."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy)
    if length < 20:
        return
    ux, uy = dx / length, dy / length
    tip = end
    base = (tip[0] - ux * 22, tip[1] - uy * 22)
    left = (base[0] - uy * 13, base[1] + ux * 13)
    right = (base[0] + uy * 13, base[1] - ux * 13)
    for color, width in (((30, 24, 10), 9), (HALO, 5)):
        pygame.draw.line(surf, color, start, base, width)
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


def draw_guide(surf: pygame.Surface, text: str, target: pygame.Rect | None, area: pygame.Rect,
               header: str, clock: float, answer: str = "", avoid: list[pygame.Rect] | None = None) -> pygame.Rect:
    """The step's words in a box and, when the table places the action, a pulsing halo on the piece
    and an arrow from the box to it; `answer`, the reply to a wrong click, under the words in the
    same box. Returns the box (tests check it does not cover the piece)."""
    box = box_rect(target, area, text, answer, avoid)
    if target is not None:
        pulse = 4 + 3 * math.sin(clock * 5.0)
        ring = target.inflate(int(10 + pulse * 2), int(10 + pulse * 2))
        pygame.draw.rect(surf, (30, 24, 10), ring.inflate(4, 4), 7, border_radius=12)
        pygame.draw.rect(surf, HALO, ring, 4, border_radius=10)
        start = _edge_point(box, ring.center)
        # the tip on the piece's own edge, inside the halo: outside it, on a row of alike buttons or
        # tiles, the tip read as the neighbour's
        end = _edge_point(target, box.center)
        draw_arrow(surf, start, end)
    panel(surf, box, 245, PANEL)
    pygame.draw.rect(surf, HALO, box, 3, border_radius=10)
    surf.blit(render(header, 15, HALO, bold=True), (box.x + 14, box.y + 8))
    line = font(TEXT_SIZE).get_linesize()
    said = len(wrap(text, BOX_W - 28, TEXT_SIZE)) * line
    text_block(surf, text, pygame.Rect(box.x + 14, box.y + 32, box.width - 28, said + 4), TEXT_SIZE, INK)
    if answer:
        r = pygame.Rect(box.x + 8, box.y + 36 + said, box.width - 16, box.bottom - box.y - 40 - said)
        panel(surf, r, 255, DANGER)
        text_block(surf, answer, r.inflate(-12, -4), TEXT_SIZE, INK)
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

