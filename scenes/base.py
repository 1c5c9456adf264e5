"""The scene stack: a scene handles input, updates with the elapsed time, and draws.

Everything is drawn on a logical 1280x720 canvas; the app scales it into the
window (keeping its proportions), so a resized window keeps the table
readable, and mouse positions are mapped back to canvas coordinates.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Protocol

import pygame

from scenes.settings import Settings
from sprites.art import ArtStore
from sprites.sound import Sounds

WIDTH, HEIGHT = 1280, 720


class SceneHost(Protocol):
    """What a scene may ask of the app (`scenes.app.App`), declared here so that no scene imports the
    app: a scene opens another by its registered name (`app.open("settings")`), never by its class."""

    stack: SceneStack
    settings: Settings
    art: ArtStore
    sounds: Sounds
    warning: str | None

    @property
    def speed(self) -> float:
        """The animation speed factor of the settings (0 for instant)."""
        ...

    def make(self, name: str, *args: Any, **kwargs: Any) -> Scene:
        """A new scene of the registered `name` (see `scenes.app.SCENES`), not pushed."""
        ...

    def open(self, name: str, *args: Any, **kwargs: Any) -> Scene:
        """Push a new scene of the registered `name` and return it."""
        ...

    def open_table(self, source: Any, demo: bool = False) -> None:
        """Push the table of `source`'s game (a match, or any feed)."""
        ...

    def screenshot(self, path: Path) -> None:
        """Save the canvas as an image."""
        ...

    def set_vision(self, vision: str, cues: bool | None = None) -> None:
        """Show the window as a colour vision sees it; `cues` turns the colour-blind cues on or off."""
        ...

    def quit(self) -> None:
        """Leave the main loop."""
        ...


class Scene:
    """One screen. `overlay` scenes (pause, prompts) draw over the scene below them."""

    overlay = False

    def __init__(self, app: SceneHost) -> None:
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
