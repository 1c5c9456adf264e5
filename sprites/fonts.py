"""The shipped font (DejaVu Sans), so text looks the same from source and from the bundle."""

from __future__ import annotations

from dataclasses import dataclass, fields

import pygame

from game import paths


@dataclass(frozen=True)
class TypeScale:
    """The interface's type scale, in pixels of the 1280x720 canvas: every screen's words take one of
    these sizes, so neighbouring texts match and none is smaller than `SMALL`, the smallest size that
    reads comfortably at the default window size (DejaVu Sans at 15 px: about 8 px x-height)."""

    SMALL: int = 15  # the floor: hints, captions, secondary lines, the log
    BODY: int = 18  # prompts, descriptions, messages, setup explanations
    LARGE: int = 20  # button labels (a bar's neighbours share one size, scenes/ui.py), lead lines
    HEADING: int = 26  # a section's or a panel's heading
    TITLE: int = 38  # a screen's title
    DISPLAY: int = 56  # the menu's name of the client

    def sizes(self) -> tuple[int, ...]:
        return tuple(getattr(self, f.name) for f in fields(self))


TYPE = TypeScale()

_cache: dict[tuple[int, bool], pygame.font.Font] = {}


def font(size: int, bold: bool = False) -> pygame.font.Font:
    key = (size, bold)
    if key not in _cache:
        if not pygame.font.get_init():
            pygame.font.init()
        name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
        _cache[key] = pygame.font.Font(str(paths.data_dir() / "fonts" / name), size)
    return _cache[key]


_rendered: dict[tuple[str, int, tuple[int, ...], bool], pygame.Surface] = {}


def render(text: str, size: int, color: tuple[int, int, int], bold: bool = False) -> pygame.Surface:
    """Rendered text, cached: tables redraw the same labels sixty times a second."""
    key = (text, size, tuple(color), bold)
    surf = _rendered.get(key)
    if surf is None:
        if len(_rendered) > 3000:
            _rendered.clear()
        surf = _rendered[key] = font(size, bold).render(text, True, color)
    return surf


def fit_text(text: str, width: int, size: int, bold: bool = False, floor: int = 8) -> int:
    """The largest size up to `size`, and not under `floor`, at which `text` fits in `width` pixels.
    Interface words pass `floor=TYPE.SMALL` and wrap what still does not fit (`wrap`)."""
    while size > floor and font(size, bold).size(text)[0] > width:
        size -= 1
    return size


def wrap(text: str, width: int, size: int, bold: bool = False) -> list[str]:
    """Greedy word wrap at `width` pixels."""
    f = font(size, bold)
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for word in para.split(" "):
            trial = f"{line} {word}".strip()
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines
