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


@dataclass
class Banner:
    """A line of text over the table that fades out; one at a time (a new one replaces it).

    Readable on any table: light text on an almost opaque dark plate, the event's colour in the
    frame and a stripe (not in the letters, where a dark gold read as olive); the text shrinks to
    `max_width` and the plate stays inside the canvas, so a long sentence is never cut.
    """

    text: str
    center: Point
    tween: Tween
    color: tuple[int, int, int] = (245, 215, 110)
    size: int = 30
    max_width: int = 640

    def rect(self, bounds: pygame.Rect | None = None) -> pygame.Rect:
        """Where the plate lies (inside `bounds`, the canvas, when given)."""
        img = self.image()
        r = img.get_rect(center=(round(self.center[0]), round(self.center[1]))).inflate(44, 18)
        return r.clamp(bounds) if bounds is not None else r

    def image(self) -> pygame.Surface:
        size = fit_text(self.text, self.max_width, self.size, bold=True)
        return render(self.text, size, TEXT, bold=True)

    def draw(self, surf: pygame.Surface) -> None:
        alpha = int(255 * min(1.0, 4 * (1 - self.tween.progress)))
        img = self.image()
        r = self.rect(surf.get_rect())
        glass = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(glass, (14, 18, 26, min(242, alpha)), glass.get_rect(), border_radius=12)
        pygame.draw.rect(glass, (*self.color, alpha), glass.get_rect(), 3, border_radius=12)
        pygame.draw.rect(glass, (*self.color, alpha), pygame.Rect(8, 8, 6, r.height - 16), border_radius=3)
        surf.blit(glass, r)
        img.set_alpha(alpha)
        surf.blit(img, img.get_rect(center=(r.centerx + 6, r.centery)))


class Anim:
    """The running animations of one table, pruned once per frame and drawn in one place."""

    def __init__(self, tweens: Tweens) -> None:
        self.tweens = tweens
        self.flights: list[Flight] = []
        self.effects: list[Effect] = []
        self.banner_item: Banner | None = None

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
        self.banner_item = Banner(text, center, tw, color or (245, 215, 110))
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
