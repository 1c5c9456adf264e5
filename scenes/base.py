"""The scene stack: a scene handles input, updates with the elapsed time, and draws.

Everything is drawn on a logical 1280x720 canvas; the app scales it into the
window (keeping its proportions), so a resized window keeps the table
readable, and mouse positions are mapped back to canvas coordinates.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from scenes.app import App

WIDTH, HEIGHT = 1280, 720


class Scene:
    """One screen. `overlay` scenes (pause, prompts) draw over the scene below them."""

    overlay = False

    def __init__(self, app: App) -> None:
        self.app = app

    def handle(self, event: pygame.event.Event) -> None:
        """Input, with mouse positions already in canvas coordinates."""

    def update(self, dt: float) -> None:
        """Advance animations and timers by dt seconds."""

    def draw(self, surf: pygame.Surface) -> None:
        """Draw on the 1280x720 canvas."""

    def on_enter(self) -> None:
        """Called when the scene becomes the top of the stack again."""

    def reload_art(self) -> None:
        """Art or definitions changed on disk: drop cached drawings."""


class SceneStack:
    """Push, pop, replace; only the top scene gets input and updates."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self.scenes.append(scene)
        scene.on_enter()

    def pop(self) -> Scene | None:
        scene = self.scenes.pop() if self.scenes else None
        if self.top:
            self.top.on_enter()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop()
        self.push(scene)

    def clear_to(self, scene: Scene) -> None:
        self.scenes.clear()
        self.push(scene)

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top one and any it overlays."""
        out: list[Scene] = []
        for scene in reversed(self.scenes):
            out.append(scene)
            if not scene.overlay:
                break
        return list(reversed(out))
