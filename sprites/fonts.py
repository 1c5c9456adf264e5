"""The shipped font (DejaVu Sans), so text looks the same from source and from the bundle."""

from __future__ import annotations

import pygame

from game import paths

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


def fit_text(text: str, width: int, size: int, bold: bool = False) -> int:
    """The largest size up to `size` at which `text` fits in `width` pixels."""
    while size > 8 and font(size, bold).size(text)[0] > width:
        size -= 1
    return size


def wrap(text: str, width: int, size: int) -> list[str]:
    """Greedy word wrap at `width` pixels."""
    f = font(size)
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
