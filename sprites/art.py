"""Art for every component: designers' images first, generated placeholders as the fallback.

An art pack is a folder; the image for component `ID` of game `GAME` is
`PACK/GAME/ID.png` (or .jpg, .bmp, .webp). An optional `PACK/GAME/art.yaml`
places images: `ID: {crop: [x, y, w, h], scale: 1.0, anchor: center}`.
Packs are layered: the built-in `sprites/art` first, then each pack given
with `--art` or in the settings, a later pack covering an earlier one. Files
are watched: a changed, added or removed image shows within a second,
without a restart. A bad image (corrupt, unknown format, huge) is reported by
name and the placeholder stands in for it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pygame
import yaml

from game import paths

EXTENSIONS = (".png", ".jpg", ".jpeg", ".bmp", ".webp", ".gif")
MAX_SIDE = 4096  # pixels: a larger image is refused (it would stall the table)
MAX_BYTES = 32 * 1024 * 1024
ANCHORS = ("center", "top", "bottom", "left", "right")

Placeholder = Callable[[tuple[int, int]], pygame.Surface]


@dataclass(frozen=True)
class Placement:
    crop: tuple[int, int, int, int] | None = None
    scale: float = 1.0
    anchor: str = "center"


def builtin_pack() -> Path:
    return paths.sprites_dir() / "art"


class ArtStore:
    """Finds, loads, scales and caches component images; `poll()` notices file changes."""

    def __init__(self, packs: list[Path] | None = None) -> None:
        self.packs: list[Path] = [builtin_pack(), *[Path(p) for p in packs or []]]
        self.problems: dict[str, str] = {}  # file -> what is wrong with it
        self._raw: dict[Path, pygame.Surface | None] = {}
        self._scaled: dict[tuple[str, str, tuple[int, int], str], pygame.Surface] = {}
        self._placements: dict[str, dict[str, Placement]] = {}
        self._stamp: dict[Path, float] = {}
        self._snapshot = self._scan()
        self.generation = 0  # bumps on every reload; scenes may compare it

    # -- finding files ---------------------------------------------------------------
    def set_packs(self, packs: list[Path]) -> None:
        self.packs = [builtin_pack(), *packs]
        self.reload()

    def find(self, game: str, art_id: str) -> Path | None:
        """The image file for a component, from the top-most pack that has one."""
        for pack in reversed(self.packs):
            for ext in EXTENSIONS:
                candidate = pack / game / f"{art_id}{ext}"
                if candidate.is_file():
                    return candidate
        return None

    def placement(self, game: str, art_id: str) -> Placement:
        if game not in self._placements:
            self._placements[game] = self._load_placements(game)
        return self._placements[game].get(art_id, Placement())

    def _load_placements(self, game: str) -> dict[str, Placement]:
        out: dict[str, Placement] = {}
        for pack in self.packs:
            f = pack / game / "art.yaml"
            if not f.is_file():
                continue
            try:
                doc = yaml.safe_load(f.read_text(encoding="utf-8")) or {}
                if not isinstance(doc, dict):
                    raise ValueError("expected a mapping of ids")
                for art_id, spec in doc.items():
                    spec = spec or {}
                    crop = spec.get("crop")
                    anchor = spec.get("anchor", "center")
                    if anchor not in ANCHORS:
                        raise ValueError(f"{art_id}: anchor must be one of {', '.join(ANCHORS)}")
                    if crop is not None and (len(crop) != 4 or not all(isinstance(v, int) for v in crop)):
                        raise ValueError(f"{art_id}: crop is [x, y, width, height] in pixels")
                    out[str(art_id)] = Placement(tuple(crop) if crop else None, float(spec.get("scale", 1.0)), anchor)
            except (yaml.YAMLError, ValueError, TypeError, AttributeError) as exc:
                self.problems[str(f)] = f"placement file ignored: {str(exc).splitlines()[0]}"
        return out

    # -- loading -----------------------------------------------------------------------
    def _load(self, path: Path) -> pygame.Surface | None:
        if path in self._raw:
            return self._raw[path]
        surf = None
        try:
            if path.stat().st_size > MAX_BYTES:
                raise ValueError(f"file larger than {MAX_BYTES // (1024 * 1024)} MB")
            surf = pygame.image.load(str(path))
            if max(surf.get_size()) > MAX_SIDE:
                raise ValueError(f"{surf.get_width()}x{surf.get_height()} is larger than {MAX_SIDE} px")
            if pygame.display.get_init() and pygame.display.get_surface() is not None:
                surf = surf.convert_alpha()
            self.problems.pop(str(path), None)
        except (pygame.error, ValueError, OSError) as exc:
            self.problems[str(path)] = f"bad image, placeholder used: {str(exc).splitlines()[0] or 'unreadable'}"
            surf = None
        self._raw[path] = surf
        return surf

    def has_art(self, game: str, art_id: str) -> bool:
        path = self.find(game, art_id)
        return path is not None and self._load(path) is not None

    def source(self, game: str, art_id: str) -> pygame.Surface | None:
        """The designer's image as loaded (cropped), or None when the placeholder is used."""
        path = self.find(game, art_id)
        if path is None:
            return None
        surf = self._load(path)
        if surf is None:
            return None
        place = self.placement(game, art_id)
        if place.crop:
            x, y, w, h = place.crop
            rect = pygame.Rect(x, y, w, h).clip(surf.get_rect())
            if rect.width and rect.height:
                surf = surf.subsurface(rect)
        return surf

    def image(self, game: str, art_id: str, size: tuple[int, int], placeholder: Placeholder) -> pygame.Surface:
        """The component at `size`: its art fitted into the box, or the generated placeholder."""
        key = (game, art_id, size, "")
        cached = self._scaled.get(key)
        if cached is not None:
            return cached
        src = self.source(game, art_id)
        if src is None:
            out = placeholder(size)
        else:
            out = fit(src, size, self.placement(game, art_id))
        if pygame.display.get_surface() is not None:
            out = out.convert_alpha()  # the display's pixel format: the fastest to blit
        self._scaled[key] = out
        return out

    def ratio_problem(self, game: str, art_id: str, size: tuple[int, int]) -> str | None:
        """A warning when an image's proportions differ from its component's by more than 5%."""
        src = self.source(game, art_id)
        if src is None or not size[1] or not src.get_height():
            return None
        want, have = size[0] / size[1], src.get_width() / src.get_height()
        if abs(have - want) / want > 0.05:
            return f"ratio {have:.2f} where the component is {want:.2f}"
        if src.get_width() < size[0] or src.get_height() < size[1]:
            return f"{src.get_width()}x{src.get_height()} is smaller than the component ({size[0]}x{size[1]})"
        return None

    # -- hot reload --------------------------------------------------------------------
    def _scan(self) -> dict[Path, float]:
        snap: dict[Path, float] = {}
        for pack in self.packs:
            if not pack.is_dir():
                continue
            for f in pack.rglob("*"):
                if f.suffix.lower() in (*EXTENSIONS, ".yaml", ".yml") and f.is_file():
                    try:
                        snap[f] = f.stat().st_mtime_ns
                    except OSError:
                        continue
        return snap

    def poll(self) -> bool:
        """Look for changed files; True (and caches dropped) when anything changed."""
        snap = self._scan()
        if snap == self._snapshot:
            return False
        self._snapshot = snap
        self.reload()
        return True

    def reload(self) -> None:
        self._raw.clear()
        self._scaled.clear()
        self._placements.clear()
        self.problems.clear()
        self._snapshot = self._scan()
        self.generation += 1


def fit(src: pygame.Surface, size: tuple[int, int], place: Placement = Placement()) -> pygame.Surface:
    """Scale `src` to fit `size` (keeping its ratio, times `place.scale`) and anchor it."""
    w, h = size
    sw, sh = src.get_size()
    k = min(w / sw, h / sh) * place.scale
    tw, th = max(1, round(sw * k)), max(1, round(sh * k))
    scaled = pygame.transform.smoothscale(src.convert_alpha() if pygame.display.get_surface() else src, (tw, th))
    out = pygame.Surface(size, pygame.SRCALPHA)
    x, y = (w - tw) // 2, (h - th) // 2
    if place.anchor == "top":
        y = 0
    elif place.anchor == "bottom":
        y = h - th
    elif place.anchor == "left":
        x = 0
    elif place.anchor == "right":
        x = w - tw
    out.blit(scaled, (x, y))
    return out
