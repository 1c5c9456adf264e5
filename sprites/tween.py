"""Tweens: a value that moves from A to B over time with an easing curve.

Scenes own their tweens and step them with the frame's elapsed time. The
animation speed setting scales durations; "instant" finishes every tween on
its next step, so nothing in the game ever waits on an animation.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

Easing = Callable[[float], float]


def linear(t: float) -> float:
    return t


def ease_in_out(t: float) -> float:
    return 0.5 - 0.5 * math.cos(math.pi * t)


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_out_back(t: float) -> float:
    c = 1.70158
    return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2


def ease_out_bounce(t: float) -> float:
    n, d = 7.5625, 2.75
    if t < 1 / d:
        return n * t * t
    if t < 2 / d:
        t -= 1.5 / d
        return n * t * t + 0.75
    if t < 2.5 / d:
        t -= 2.25 / d
        return n * t * t + 0.9375
    t -= 2.625 / d
    return n * t * t + 0.984375


SPEEDS = {"slow": 0.5, "normal": 1.0, "fast": 2.5, "instant": 0.0}


@dataclass
class Tween:
    """From `start` to `end` in `duration` seconds (after `delay`); `value` is the current point."""

    start: float
    end: float
    duration: float
    easing: Easing = ease_in_out
    delay: float = 0.0
    on_done: Callable[[], None] | None = None
    elapsed: float = 0.0
    done: bool = False

    @property
    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    @property
    def value(self) -> float:
        return self.start + (self.end - self.start) * self.easing(self.progress)

    def step(self, dt: float) -> None:
        if self.done:
            return
        self.elapsed += dt
        if self.elapsed >= self.delay + self.duration:
            self.elapsed = self.delay + self.duration
            self.done = True
            if self.on_done:
                self.on_done()


@dataclass
class Tweens:
    """The running tweens of one scene, stepped together; speed 0 means instant."""

    speed: float = 1.0
    items: list[Tween] = field(default_factory=list)

    def add(self, tween: Tween) -> Tween:
        self.items.append(tween)
        return tween

    def step(self, dt: float) -> None:
        scaled = float("inf") if self.speed <= 0 else dt * self.speed
        for tw in list(self.items):
            tw.step(scaled)
        self.items = [tw for tw in self.items if not tw.done]

    @property
    def busy(self) -> bool:
        return bool(self.items)

    def finish_all(self) -> None:
        self.step(float("inf"))
