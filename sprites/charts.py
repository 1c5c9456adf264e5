"""Charts of a balance report, drawn with pygame onto a Surface and saved as PNG.

The lab describes each chart as plain data (`charts` in results.json, see game/lab/report.py);
this module only draws: bars with 95% intervals, histograms, lines with optional whiskers, a
dashed reference (the fair win rate). It needs fonts and surfaces, never a window, so it works
headless (no display is opened; SDL_VIDEODRIVER=dummy is enough when one would be).
"""

from __future__ import annotations

import math
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from sprites.fonts import font, render  # noqa: E402

SIZE = (960, 540)
PAPER = (250, 249, 244)
INK = (34, 38, 44)
GRID = (222, 222, 214)
MUTED = (120, 124, 130)
REF = (200, 70, 60)
PALETTE = [(52, 110, 180), (230, 140, 40), (60, 160, 90), (180, 70, 150), (120, 100, 60), (40, 170, 180),
           (200, 60, 60), (110, 110, 200)]


def nice_ticks(lo: float, hi: float, count: int = 5) -> list[float]:
    """Round axis ticks (1, 2, 2.5 or 5 times a power of ten) covering lo..hi."""
    if hi <= lo:
        hi = lo + 1
    raw = (hi - lo) / count
    mag = 10 ** math.floor(math.log10(raw))
    step = next(m * mag for m in (1, 2, 2.5, 5, 10) if m * mag >= raw)
    first = math.floor(lo / step + 1e-9)
    last = math.ceil(hi / step - 1e-9)
    return [round(k * step, 10) for k in range(first, last + 1)]


def _fmt(v: float, percent: bool) -> str:
    if percent:
        return f"{v * 100:.0f}%"
    if abs(v - round(v)) < 1e-9:
        return f"{int(round(v))}"
    return f"{v:.2f}" if abs(v) < 10 else f"{v:.1f}"


def _text(surf: pygame.Surface, text: str, size: int, color: tuple[int, int, int], **anchor: Any) -> pygame.Rect:
    img = render(text, size, color)
    rect = img.get_rect(**anchor)
    surf.blit(img, rect)
    return rect


def _dashed(surf: pygame.Surface, a: tuple[int, int], b: tuple[int, int], color: tuple[int, int, int]) -> None:
    length = math.dist(a, b)
    steps = max(1, int(length // 8))
    for i in range(0, steps, 2):
        p = (a[0] + (b[0] - a[0]) * i / steps, a[1] + (b[1] - a[1]) * i / steps)
        q = (a[0] + (b[0] - a[0]) * (i + 1) / steps, a[1] + (b[1] - a[1]) * (i + 1) / steps)
        pygame.draw.line(surf, color, p, q, 2)


def _frame(spec: dict[str, Any], size: tuple[int, int]) -> tuple[pygame.Surface, pygame.Rect]:
    surf = pygame.Surface(size)
    surf.fill(PAPER)
    _text(surf, spec.get("title", ""), 20, INK, midtop=(size[0] // 2, 12))
    return surf, pygame.Rect(80, 56, size[0] - 110, size[1] - 56 - 70)


def _shorten(text: str, width: int, size: int) -> str:
    f = font(size)
    if f.size(text)[0] <= width:
        return text
    while text and f.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"


def _value_axis(values: Sequence[float], spec: dict[str, Any]) -> tuple[float, float, list[float]]:
    highs = [v for v in list(values) + list(spec.get("high") or []) if v is not None]
    lows = [v for v in list(values) + list(spec.get("low") or []) if v is not None]
    if spec.get("ref") is not None:
        highs.append(spec["ref"])
        lows.append(spec["ref"])
    top = max(highs) if highs else 1.0
    bottom = spec.get("base", min(0.0, min(lows) if lows else 0.0))
    if spec.get("percent"):
        bottom, top = max(0.0, bottom), min(1.0, top * 1.1 if top > 0 else 1.0)
    ticks = nice_ticks(bottom, top if top > bottom else bottom + 1)
    return ticks[0], ticks[-1], ticks


def bar_chart(spec: dict[str, Any], size: tuple[int, int] = SIZE) -> pygame.Surface:
    """Bars, one per label, with their interval whiskers and a dashed reference when given."""
    if spec.get("horizontal"):
        return _hbar_chart(spec, size)
    surf, area = _frame(spec, size)
    values = spec["values"]
    lo, hi, ticks = _value_axis(values, spec)
    pct = bool(spec.get("percent"))

    def y(v: float) -> int:
        return int(area.bottom - (v - lo) / (hi - lo) * area.height)

    for t in ticks:
        pygame.draw.line(surf, GRID, (area.left, y(t)), (area.right, y(t)))
        _text(surf, _fmt(t, pct), 14, MUTED, midright=(area.left - 6, y(t)))
    n = max(1, len(values))
    slot = area.width / n
    width = max(4, int(slot * 0.6))
    for i, v in enumerate(values):
        cx = int(area.left + slot * (i + 0.5))
        color = PALETTE[i % len(PALETTE)] if spec.get("colours", True) else PALETTE[0]
        top = y(max(lo, v))
        pygame.draw.rect(surf, color, (cx - width // 2, top, width, y(lo) - top))
        if spec.get("low") and spec.get("high"):
            a, b = y(spec["low"][i]), y(spec["high"][i])
            pygame.draw.line(surf, INK, (cx, a), (cx, b), 2)
            pygame.draw.line(surf, INK, (cx - 6, a), (cx + 6, a), 2)
            pygame.draw.line(surf, INK, (cx - 6, b), (cx + 6, b), 2)
        above = min(top, y(spec["high"][i])) if spec.get("high") else top
        _text(surf, _fmt(v, pct), 14, INK, midbottom=(cx, above - 3))
        label = _shorten(spec["labels"][i], int(slot) - 4, 14)
        _text(surf, label, 14, INK, midtop=(cx, area.bottom + 6))
    pygame.draw.line(surf, INK, area.bottomleft, area.bottomright, 2)
    _reference(surf, spec, area, lambda v: y(v), vertical=False)
    return surf


def _hbar_chart(spec: dict[str, Any], size: tuple[int, int]) -> pygame.Surface:
    surf, area = _frame(spec, size)
    labels = spec["labels"]
    label_w = min(260, max((font(14).size(s)[0] for s in labels), default=40) + 12)
    # room for the labels on the left and for the value written after the longest bar
    area = pygame.Rect(area.left + label_w - 60, area.top, area.width - label_w + 10, area.height + 40)
    values = spec["values"]
    lo, hi, ticks = _value_axis(values, spec)
    pct = bool(spec.get("percent"))

    def x(v: float) -> int:
        return int(area.left + (v - lo) / (hi - lo) * area.width)

    for t in ticks:
        pygame.draw.line(surf, GRID, (x(t), area.top), (x(t), area.bottom))
        _text(surf, _fmt(t, pct), 14, MUTED, midtop=(x(t), area.bottom + 4))
    n = max(1, len(values))
    slot = area.height / n
    thick = max(3, int(slot * 0.62))
    fs = 14 if slot >= 16 else 12
    for i, v in enumerate(values):
        cy = int(area.top + slot * (i + 0.5))
        pygame.draw.rect(surf, PALETTE[0], (x(lo), cy - thick // 2, max(1, x(v) - x(lo)), thick))
        if spec.get("low") and spec.get("high"):
            a, b = x(spec["low"][i]), x(spec["high"][i])
            pygame.draw.line(surf, INK, (a, cy), (b, cy), 2)
            pygame.draw.line(surf, INK, (a, cy - 4), (a, cy + 4), 2)
            pygame.draw.line(surf, INK, (b, cy - 4), (b, cy + 4), 2)
            end = b
        else:
            end = x(v)
        _text(surf, _fmt(v, pct), fs, INK, midleft=(end + 5, cy))
        _text(surf, _shorten(labels[i], label_w - 10, fs), fs, INK, midright=(area.left - 6, cy))
    pygame.draw.line(surf, INK, area.topleft, area.bottomleft, 2)
    _reference(surf, spec, area, lambda v: x(v), vertical=True)
    return surf


def _reference(surf: pygame.Surface, spec: dict[str, Any], area: pygame.Rect, at: Any, vertical: bool) -> None:
    ref = spec.get("ref")
    if ref is None:
        return
    p = at(ref)
    label = f"{spec.get('ref_label', '')} {_fmt(ref, bool(spec.get('percent')))}".strip()
    if vertical:
        _dashed(surf, (p, area.top), (p, area.bottom), REF)
        _text(surf, label, 13, REF, midbottom=(p, area.top - 1))
    else:
        _dashed(surf, (area.left, p), (area.right, p), REF)
        _text(surf, label, 13, REF, bottomright=(area.right, p - 2))


def histogram_chart(spec: dict[str, Any], size: tuple[int, int] = SIZE) -> pygame.Surface:
    """Adjacent bars over whole-number bins [low, high]."""
    surf, area = _frame(spec, size)
    bins = spec["bins"]
    counts = [c for _, _, c in bins]
    ticks = nice_ticks(0, max(counts) if counts else 1)
    top = ticks[-1]

    def y(v: float) -> int:
        return int(area.bottom - v / top * area.height)

    for t in ticks:
        pygame.draw.line(surf, GRID, (area.left, y(t)), (area.right, y(t)))
        _text(surf, _fmt(t, False), 14, MUTED, midright=(area.left - 6, y(t)))
    n = max(1, len(bins))
    slot = area.width / n
    every = max(1, math.ceil(n / 12))
    for i, (lo, hi, c) in enumerate(bins):
        left = int(area.left + slot * i)
        pygame.draw.rect(surf, PALETTE[0], (left + 1, y(c), max(1, int(slot) - 2), y(0) - y(c)))
        if i % every == 0:
            label = str(lo) if lo == hi else f"{lo}-{hi}"
            _text(surf, label, 13, INK, midtop=(int(left + slot / 2), area.bottom + 6))
    pygame.draw.line(surf, INK, area.bottomleft, area.bottomright, 2)
    if spec.get("xlabel"):
        _text(surf, spec["xlabel"], 14, MUTED, midtop=(area.centerx, area.bottom + 28))
    if spec.get("ylabel"):
        _text(surf, spec["ylabel"], 14, MUTED, topleft=(8, 30))
    return surf


def line_chart(spec: dict[str, Any], size: tuple[int, int] = SIZE) -> pygame.Surface:
    """One line per series over the labels (the arms of a sweep), whiskers when given, a legend."""
    surf, area = _frame(spec, size)
    labels = spec["labels"]
    n = len(labels)
    slanted = n > 8  # many arms: every label written, slanted, instead of one in two or three
    drop = 64 if slanted else 0
    area.height -= 24 + drop  # room for the legend (and the slanted labels)
    series = spec["series"]
    pct = bool(spec.get("percent"))
    flat = [v for s in series for key in ("values", "low", "high") for v in s.get(key) or [] if v is not None]
    if spec.get("ref") is not None:
        flat.append(spec["ref"])
    lo_v, hi_v = (min(flat), max(flat)) if flat else (0.0, 1.0)
    if pct:
        lo_v, hi_v = max(0.0, lo_v - 0.05), min(1.0, hi_v + 0.05)
    ticks = nice_ticks(lo_v, hi_v if hi_v > lo_v else lo_v + 1)
    lo, hi = ticks[0], ticks[-1]

    def x(i: int) -> int:
        return int(area.left + (area.width * (i + 0.5) / n))

    def y(v: float) -> int:
        return int(area.bottom - (v - lo) / (hi - lo) * area.height)

    for t in ticks:
        pygame.draw.line(surf, GRID, (area.left, y(t)), (area.right, y(t)))
        _text(surf, _fmt(t, pct), 14, MUTED, midright=(area.left - 6, y(t)))
    for i, label in enumerate(labels):
        if slanted:
            img = pygame.transform.rotate(render(_shorten(label, 110, 13), 13, INK), 35)
            surf.blit(img, img.get_rect(topright=(x(i) + 6, area.bottom + 6)))
        else:
            _text(surf, _shorten(label, int(area.width / n) - 6, 13), 13, INK, midtop=(x(i), area.bottom + 6))
    _reference(surf, spec, area, y, vertical=False)
    legend_x = area.left
    for k, s in enumerate(series):
        color = PALETTE[k % len(PALETTE)]
        pts = [(x(i), y(v)) for i, v in enumerate(s["values"]) if v is not None]
        offset = (k - (len(series) - 1) / 2) * 4  # whiskers of several series side by side
        if s.get("low") and s.get("high"):
            for i, (a, b) in enumerate(zip(s["low"], s["high"], strict=True)):
                if a is not None and b is not None:
                    xx = x(i) + offset
                    pygame.draw.line(surf, color, (xx, y(a)), (xx, y(b)), 2)
        if len(pts) > 1:
            pygame.draw.lines(surf, color, False, pts, 3)
        for p in pts:
            pygame.draw.circle(surf, color, p, 5)
        pygame.draw.rect(surf, color, (legend_x, area.bottom + 34 + drop, 14, 14))
        r = _text(surf, s["name"], 14, INK, midleft=(legend_x + 20, area.bottom + 41 + drop))
        legend_x = r.right + 18
    pygame.draw.line(surf, INK, area.bottomleft, area.bottomright, 2)
    return surf


DRAW = {"bar": bar_chart, "hist": histogram_chart, "line": line_chart}


def draw(spec: dict[str, Any], size: tuple[int, int] = SIZE) -> pygame.Surface:
    return DRAW[spec["kind"]](spec, size)


def save(surface: pygame.Surface, path: Path) -> None:
    """PNG through a temporary name and a rename, like every file the client writes."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.stem}.{os.getpid()}.tmp.png")
    pygame.image.save(surface, str(tmp))
    os.replace(tmp, path)


def save_all(results: dict[str, Any], out: Path, size: tuple[int, int] = SIZE) -> list[Path]:
    """Every chart a report describes, as out/<file>.png; returns the files written."""
    if not pygame.font.get_init():
        pygame.font.init()
    written = []
    for spec in results.get("charts", []):
        path = out / spec["file"]
        rows = len(spec.get("labels", [])) if spec.get("horizontal") else 0
        save(draw(spec, (size[0], max(size[1], 150 + 22 * rows))), path)
        written.append(path)
    return written


def save_for_page(results: dict[str, Any], out: Path) -> int:
    """A report page's charts (the playtest report), at the width of a page's column; how many."""
    return len(save_all(results, out, (760, 260)))
