"""One animation layer for every table: things flying across, effects in place, banners.

A table used to keep its own flyer class, its own banner and its own pruning;
now each asks this layer. Anything drawable can fly: the table passes a
function `draw(surf, rect, progress)` (a card face, a die, a token, a stack),
so the layer knows nothing of any game. Timing runs on the scene's `Tweens`,
so the animation speed setting (and "instant") applies to all of it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from sprites.fonts import fit_text, render
from sprites.tween import Easing, Tween, Tweens, ease_out_cubic, linear

DrawAt = Callable[[pygame.Surface, pygame.Rect, float], None]  # (surface, where, progress 0..1)
Point = tuple[float, float]
TEXT = (250, 247, 238)  # a banner's letters: light on the dark plate, whatever the event's colour


@dataclass
class Flight:
    """A drawable moving from one rectangle to another (its size may change on the way)."""

    draw_at: DrawAt
    start: pygame.Rect
    end: pygame.Rect
    tween: Tween
    above: bool = True  # drawn over the table's panels (False: under the banners, with the pieces)

    def rect(self) -> pygame.Rect:
        k = self.tween.value

        def lerp(a: float, b: float) -> float:
            return a + (b - a) * k

        w, h = lerp(self.start.width, self.end.width), lerp(self.start.height, self.end.height)
        cx, cy = lerp(self.start.centerx, self.end.centerx), lerp(self.start.centery, self.end.centery)
        r = pygame.Rect(0, 0, max(1, round(w)), max(1, round(h)))
        r.center = (round(cx), round(cy))
        return r

    def draw(self, surf: pygame.Surface) -> None:
        if self.tween.elapsed >= self.tween.delay:
            self.draw_at(surf, self.rect(), self.tween.progress)


@dataclass
class Effect:
    """Something drawn in place for a while (a burst, a glow, a shake)."""

    draw_at: DrawAt
    rect: pygame.Rect
    tween: Tween

    def draw(self, surf: pygame.Surface) -> None:
        if self.tween.elapsed >= self.tween.delay:
            self.draw_at(surf, self.rect, self.tween.progress)


PLATE = (14, 18, 26)  # a banner's plate: opaque, so nothing under it (a title, a card) shows through


def banner_open(progress: float, opening: float = 0.08, closing: float = 0.2) -> float:
    """How much of a banner shows (0..1) at `progress` of its time: it unrolls over the first
    `opening`, stays whole, and rolls up over the last `closing`. Rolling instead of fading keeps the
    plate opaque to the end: a fading plate let the words under it show through its letters."""
    return max(0.0, min(1.0, progress / opening if opening else 1.0, (1 - progress) / closing if closing else 1.0))


# The least height of a banner's plate worth drawing (issue 24, Monsters shot-38: a banner rolling up
# under a bot's panel left for a frame a thin line, its frame and the tops of its letters).
MIN_PLATE = 12


def draw_plate(surf: pygame.Surface, rect: pygame.Rect, shown: float,
               frame: tuple[int, int, int] | None = None, stripe: bool = False) -> pygame.Rect:
    """The opaque plate of a banner, `shown` of its height about its middle line; the visible part
    (clip the words to it)."""
    h = max(0, round(rect.height * shown))
    if h < MIN_PLATE:
        h = 0  # the last frames of a roll-up: a sliver of frame and letters read as a stray line
    visible = pygame.Rect(rect.x, rect.centery - h // 2, rect.width, h)
    if h <= 0:
        return visible
    radius = min(12, h // 2)
    pygame.draw.rect(surf, PLATE, visible, border_radius=radius)
    if frame is not None:
        pygame.draw.rect(surf, frame, visible, 3, border_radius=radius)
        if stripe and h > 20:
            # the colour's band is the plate's whole left edge, joined to the frame: a thin bar standing
            # apart inside the plate read as a stray text cursor (nc35 Elemons, shots 38 to 101)
            pygame.draw.rect(surf, frame, pygame.Rect(visible.x, visible.y, 12, h),
                             border_top_left_radius=radius, border_bottom_left_radius=radius)
    return visible


DETAIL_SIZE = 20  # a banner's second line (`Banner.detail`): smaller than its words, read at a glance


@dataclass
class Banner:
    """A line of text over the table, shown for a while; one at a time (a new one replaces it).

    Readable on any table: light text on an opaque dark plate, the event's colour in the frame and
    a stripe (not in the letters, where a dark gold read as olive); the text shrinks to `max_width`
    and the plate stays inside the canvas, so a long sentence is never cut. It unrolls and rolls up
    (`banner_open`) rather than fading, so what lies under it never shows through.
    """

    text: str
    center: Point
    tween: Tween
    color: tuple[int, int, int] = (245, 215, 110)
    size: int = 30
    max_width: int = 640
    min_width: int = 0  # the plate's least width: a banner over a title hides all of it, never half
    closing: float = 0.0  # the last part of its time it rolls up in (0: it goes whole, never a thin bar)
    # a second, smaller line under the words: what the thing named does (Evolution, nc53: a creature
    # released said only its name; its power, said in the words, shrank the line to an unreadable size)
    detail: str = ""

    def rect(self, bounds: pygame.Rect | None = None) -> pygame.Rect:
        """Where the plate lies (inside `bounds`, the canvas, when given)."""
        img = self.image()
        r = img.get_rect(center=(round(self.center[0]), round(self.center[1]))).inflate(44, 18)
        if r.width < self.min_width:
            r = r.inflate(self.min_width - r.width, 0)
        return r.clamp(bounds) if bounds is not None else r

    def image(self) -> pygame.Surface:
        size = fit_text(self.text, self.max_width, self.size, bold=True)
        words = render(self.text, size, TEXT, bold=True)
        if not self.detail:
            return words
        small = fit_text(self.detail, self.max_width, DETAIL_SIZE)
        below = render(self.detail, small, TEXT)
        img = pygame.Surface((max(words.get_width(), below.get_width()), words.get_height() + below.get_height()),
                             pygame.SRCALPHA)
        img.blit(words, words.get_rect(midtop=(img.get_width() // 2, 0)))
        img.blit(below, below.get_rect(midtop=(img.get_width() // 2, words.get_height())))
        return img

    def draw(self, surf: pygame.Surface) -> None:
        img = self.image()
        r = self.rect(surf.get_rect())
        # A banner over a title (`min_width`) goes at once: rolling up, it showed half the title
        # through half its own words.
        closing = 0.0 if self.min_width else self.closing
        visible = draw_plate(surf, r, banner_open(self.tween.progress, 0.0, closing), self.color, stripe=True)
        blit_clipped(surf, img, img.get_rect(center=(r.centerx + 6, r.centery)), visible)


def blit_clipped(surf: pygame.Surface, img: pygame.Surface, at: pygame.Rect | tuple[int, int],
                 clip: pygame.Rect) -> None:
    """`img` drawn only inside `clip` (and the surface's own clip)."""
    old = surf.get_clip()
    surf.set_clip(clip.clip(old))
    surf.blit(img, at)
    surf.set_clip(old)


class Anim:
    """The running animations of one table, pruned once per frame and drawn in one place."""

    def __init__(self, tweens: Tweens) -> None:
        self.tweens = tweens
        self.flights: list[Flight] = []
        self.effects: list[Effect] = []
        self.banner_item: Banner | None = None
        # how a banner ends (`Banner.closing`): whole, at once. Rolling up, its words showed cut top
        # and bottom for a moment, read as a clipped banner (Monsters nc6, Elemons nc10 shots 11, 20)
        self.banner_closing = 0.0

    def fly(
        self,
        draw_at: DrawAt,
        start: pygame.Rect | Point,
        end: pygame.Rect | Point,
        duration: float,
        delay: float = 0.0,
        easing: Easing = ease_out_cubic,
        size: tuple[int, int] | None = None,
        above: bool = True,
        on_done: Callable[[], None] | None = None,
    ) -> Flight:
        """Fly a drawable from `start` to `end` (rects, or centres with `size`)."""
        s, e = _rect(start, size), _rect(end, size)
        tw = self.tweens.add(Tween(0.0, 1.0, duration, easing, delay, on_done))
        flight = Flight(draw_at, s, e, tw, above)
        self.flights.append(flight)
        return flight

    def effect(self, draw_at: DrawAt, rect: pygame.Rect, duration: float, delay: float = 0.0) -> Effect:
        tw = self.tweens.add(Tween(0.0, 1.0, duration, linear, delay))
        eff = Effect(draw_at, pygame.Rect(rect), tw)
        self.effects.append(eff)
        return eff

    def banner(
        self, text: str, center: Point, duration: float = 1.0, color: tuple[int, int, int] | None = None
    ) -> Banner:
        tw = self.tweens.add(Tween(0.0, 1.0, duration, linear))
        self.banner_item = Banner(text, center, tw, color or (245, 215, 110), closing=self.banner_closing)
        return self.banner_item

    def prune(self) -> None:
        """Drop what has finished; called once per frame by the table base."""
        self.flights = [f for f in self.flights if not f.tween.done]
        self.effects = [e for e in self.effects if not e.tween.done]
        if self.banner_item is not None and self.banner_item.tween.done:
            self.banner_item = None

    def clear(self) -> None:
        self.flights.clear()
        self.effects.clear()
        self.banner_item = None

    @property
    def busy(self) -> bool:
        return bool(self.flights or self.effects)

    def draw_low(self, surf: pygame.Surface) -> None:
        """Effects and the flights that travel among the pieces."""
        for e in self.effects:
            e.draw(surf)
        for f in self.flights:
            if not f.above:
                f.draw(surf)

    def draw_high(self, surf: pygame.Surface) -> None:
        """Flights over everything, then the banner."""
        for f in self.flights:
            if f.above:
                f.draw(surf)
        if self.banner_item is not None:
            self.banner_item.draw(surf)


def _rect(where: pygame.Rect | Point, size: tuple[int, int] | None) -> pygame.Rect:
    if isinstance(where, pygame.Rect):
        return pygame.Rect(where)
    w, h = size or (1, 1)
    r = pygame.Rect(0, 0, w, h)
    r.center = (round(where[0]), round(where[1]))
    return r
