"""Art for every component: designers' images first, generated placeholders as the fallback.

An art pack is a folder; the image for component `ID` of game `GAME` is
`PACK/GAME/ID.png` (or .jpg, .jpeg, .bmp, .webp, .gif). An optional
`PACK/GAME/art.yaml` places that pack's images:
`ID: {crop: [x, y, w, h], scale: 1.0, anchor: center}`. Packs are layered:
the built-in `sprites/art` first, then each pack given with `--art` or in the
settings, a later pack covering an earlier one id by id. Files are watched:
a changed, added or removed image or placement shows within a second,
without a restart. A bad image (corrupt, not an image, huge) is reported by
name in `problems` and on stderr, and the placeholder stands in for it.
The format: docs/art-packs.md.
"""

from __future__ import annotations

import logging
import struct
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pygame
import yaml

from game import i18n, paths

EXTENSIONS = (".png", ".jpg", ".jpeg", ".bmp", ".webp", ".gif")
SPELLINGS = (*EXTENSIONS, *(ext.upper() for ext in EXTENSIONS))  # AEROMON.PNG from a camera or Windows
PLACEMENT_FILE = "art.yaml"
# Limits checked from the file header, before decoding: a 20000x20000 PNG is a
# few hundred kB on disk and 1.6 GB once decoded.
MAX_BYTES = 32 * 1024 * 1024
MAX_SIDE = 8192  # pixels; an A3 board at 300 dpi is 4961
MAX_PIXELS = 25_000_000
ANCHORS = ("center", "top", "bottom", "left", "right")
PLACEMENT_KEYS = ("crop", "scale", "anchor")
BAD_IMAGE = "bad image, placeholder used: "
# What a problem says, in English for the log and check-data, and as a key for the screen
# (data/i18n: art.problem.<key>, art.why.<key>) so that the player reads it in their language.
PROBLEMS = {
    "placement_unreadable": "placement file ignored: {detail}",
    "placement_not_mapping": "placement file ignored: expected a mapping of ids",
    "placement_bad": "placement ignored for {detail}",
    "bad_image": BAD_IMAGE + "{detail}",
}
WHY = {
    "too_big_file": "file larger than {mb} MB",
    "empty": "empty image",
    "too_large": "{w}x{h} px is too large (at most {side} px a side, {pixels} px)",
    "unreadable": "unreadable",
    "truncated": "truncated image header",
    "not_image": "not a PNG, JPEG, GIF, BMP or WebP image",
    "webp": "unknown WebP variant",
    "jpeg": "JPEG without a frame header",
}


class ImageRefused(ValueError):
    """An image this store will not load, with the reason as a key (art.why.<key>) and values."""

    def __init__(self, key: str, **values: object) -> None:
        super().__init__(WHY[key].format(**values))
        self.key, self.values = key, values

Placeholder = Callable[[tuple[int, int]], pygame.Surface]

log = logging.getLogger("elemental_table.art")


@dataclass(frozen=True)
class Placement:
    crop: tuple[int, int, int, int] | None = None
    scale: float = 1.0
    anchor: str = "center"


def builtin_pack() -> Path:
    return paths.sprites_dir() / "art"


def probe(path: Path) -> tuple[str, int, int]:
    """(format, width, height) read from the file's header without decoding it.

    ValueError when the file is not a PNG, JPEG, GIF, BMP or WebP image.
    """
    try:
        with open(path, "rb") as fh:
            head = fh.read(32)
            if head.startswith(b"\x89PNG\r\n\x1a\n") and head[12:16] == b"IHDR":
                w, h = struct.unpack(">II", head[16:24])
                return "png", w, h
            if head[:6] in (b"GIF87a", b"GIF89a"):
                w, h = struct.unpack("<HH", head[6:10])
                return "gif", w, h
            if head[:2] == b"BM":
                if struct.unpack("<I", head[14:18])[0] == 12:  # the old OS/2 header
                    w, h = struct.unpack("<HH", head[18:22])
                else:
                    w, h = struct.unpack("<ii", head[18:26])
                return "bmp", w, abs(h)
            if head[:4] == b"RIFF" and head[8:12] == b"WEBP":
                return ("webp", *_webp_size(head))
            if head[:2] == b"\xff\xd8":
                return ("jpeg", *_jpeg_size(fh))
    except struct.error:
        raise ImageRefused("truncated") from None
    raise ImageRefused("not_image")


def _webp_size(head: bytes) -> tuple[int, int]:
    chunk = head[12:16]
    if chunk == b"VP8 ":
        w, h = struct.unpack("<HH", head[26:30])
        return w & 0x3FFF, h & 0x3FFF
    if chunk == b"VP8L":
        b0, b1, b2, b3 = head[21:25]
        return 1 + (((b1 & 0x3F) << 8) | b0), 1 + (((b3 & 0x0F) << 10) | (b2 << 2) | ((b1 & 0xC0) >> 6))
    if chunk == b"VP8X":
        return 1 + int.from_bytes(head[24:27], "little"), 1 + int.from_bytes(head[27:30], "little")
    raise ImageRefused("webp")


def _jpeg_size(fh) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    """Walk the JPEG markers up to the frame header (SOFn), which holds the size."""
    fh.seek(2)
    for _ in range(10_000):
        byte = fh.read(1)
        while byte and byte != b"\xff":
            byte = fh.read(1)
        marker = fh.read(1)
        while marker == b"\xff":
            marker = fh.read(1)
        if not marker:
            break
        m = marker[0]
        if m in (0x01, *range(0xD0, 0xD8)):  # markers without a length
            continue
        (length,) = struct.unpack(">H", fh.read(2))
        if 0xC0 <= m <= 0xCF and m not in (0xC4, 0xC8, 0xCC):
            _, h, w = struct.unpack(">BHH", fh.read(5))
            return w, h
        fh.seek(length - 2, 1)
    raise ImageRefused("jpeg")


class ArtStore:
    """Finds, loads, scales and caches component images; `poll()` notices file changes."""

    def __init__(self, packs: list[Path] | None = None) -> None:
        self.packs: list[Path] = [builtin_pack(), *[Path(p) for p in packs or []]]
        self.problems: dict[str, str] = {}  # file -> what is wrong with it (English: log, check-data)
        self.problem_keys: dict[str, tuple[str, dict[str, object]]] = {}  # file -> (key, values): the screen's
        self._raw: dict[Path, pygame.Surface | None] = {}
        self._scaled: dict[tuple[str, str, tuple[int, int]], pygame.Surface] = {}
        self._placements: dict[Path, dict[str, Placement]] = {}
        self._reported: set[tuple[str, str]] = set()
        self._snapshot = self.scan()
        self.generation = 0  # bumps on every reload; scenes may compare it

    # -- finding files ---------------------------------------------------------------
    def set_packs(self, packs: list[Path]) -> None:
        self.packs = [builtin_pack(), *[Path(p) for p in packs]]
        self.reload()

    def find(self, game: str, art_id: str) -> Path | None:
        """The image file for a component, from the top-most pack that has one."""
        for pack in reversed(self.packs):
            for ext in SPELLINGS:
                candidate = pack / game / f"{art_id}{ext}"
                if candidate.is_file():
                    self._seen(candidate)
                    return candidate
        return None

    def _seen(self, path: Path) -> None:
        """A file used before the watcher listed it (added since the last look): mark it unknown,
        so the next look reloads whether it is still there, changed or gone."""
        if path not in self._snapshot:
            self._snapshot[path] = (-1, -1)

    def placement(self, game: str, art_id: str) -> Placement:
        """How the image of `art_id` is placed: read from the art.yaml beside that image."""
        path = self.find(game, art_id)
        if path is None:
            return Placement()
        folder = path.parent
        if folder not in self._placements:
            self._placements[folder] = self._load_placements(folder / PLACEMENT_FILE)
        return self._placements[folder].get(art_id, Placement())

    def _load_placements(self, f: Path) -> dict[str, Placement]:
        """The entries of one art.yaml; a bad entry is reported and skipped, the others kept."""
        out: dict[str, Placement] = {}
        if not f.is_file():
            return out
        self._seen(f)
        try:
            doc = yaml.safe_load(f.read_text(encoding="utf-8")) or {}
        except (yaml.YAMLError, OSError, UnicodeDecodeError) as exc:
            self._problem(f, "placement_unreadable", detail=str(exc).splitlines()[0])
            return out
        if not isinstance(doc, dict):
            self._problem(f, "placement_not_mapping")
            return out
        bad = []
        for art_id, spec in doc.items():
            try:
                out[str(art_id)] = _placement(spec or {})
            except ValueError as exc:
                bad.append(f"{art_id}: {exc}")
        if bad:
            self._problem(f, "placement_bad", detail="; ".join(bad))
        return out

    # -- loading -----------------------------------------------------------------------
    def _problem(self, path: Path, key: str, **values: object) -> None:
        message = PROBLEMS[key].format(**values)
        self.problems[str(path)] = message
        self.problem_keys[str(path)] = (key, values)
        if (str(path), message) not in self._reported:
            self._reported.add((str(path), message))
            log.warning("%s: %s", path, message)

    def _load(self, path: Path) -> pygame.Surface | None:
        if path in self._raw:
            return self._raw[path]
        surf = None
        try:
            if path.stat().st_size > MAX_BYTES:
                raise ImageRefused("too_big_file", mb=MAX_BYTES // (1024 * 1024))
            _, w, h = probe(path)
            if not w or not h:
                raise ImageRefused("empty")
            if max(w, h) > MAX_SIDE or w * h > MAX_PIXELS:
                raise ImageRefused("too_large", w=w, h=h, side=MAX_SIDE, pixels=f"{MAX_PIXELS:,}")
            surf = _rgba(pygame.image.load(str(path)))
            self.problems.pop(str(path), None)
            self.problem_keys.pop(str(path), None)
        except ImageRefused as exc:
            self._problem(path, "bad_image", detail=str(exc), why=(exc.key, exc.values))
        except (pygame.error, ValueError, OSError, MemoryError) as exc:
            # the decoder's own words (pygame's, the system's) have no translation: kept as they are
            detail = str(exc).splitlines()[0] if str(exc) else WHY["unreadable"]
            self._problem(path, "bad_image", detail=detail, why=(None if str(exc) else "unreadable", {}))
            surf = None
        self._raw[path] = surf
        return surf

    def has_art(self, game: str, art_id: str) -> bool:
        path = self.find(game, art_id)
        return path is not None and self._load(path) is not None

    def problem(self, game: str, art_id: str) -> str | None:
        """What is wrong with the image of `art_id` (when it has one and it cannot be used)."""
        path = self.find(game, art_id)
        if path is None:
            return None
        self._load(path)
        return self.problems.get(str(path))

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
        size = (max(1, int(size[0])), max(1, int(size[1])))
        key = (game, art_id, size)
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

    def forget(self, game: str | None = None) -> None:
        """Drop the drawn images of `game` (of every game when None).

        Placeholders are drawn from definitions: a table or the gallery calls
        this after re-reading its definitions, so a changed colour or name shows.
        """
        if game is None:
            self._scaled.clear()
        else:
            for key in [k for k in self._scaled if k[0] == game]:
                del self._scaled[key]

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

    def warning(self) -> str | None:
        """The problems as one line for the screen (in the player's language), or None when all is usable."""
        if not self.problems:
            return None
        names = ", ".join(sorted(Path(f).name for f in self.problems))
        return i18n.t("art.warning", n=len(self.problems), names=names)

    def problem_text(self, path: str, detail_only: bool = False) -> str:
        """What is wrong with `path`, in the player's language (`detail_only`: without the heading)."""
        key, values = self.problem_keys.get(path, ("", {}))
        if not key:
            return self.problems.get(path, "")
        values = dict(values)
        why = values.pop("why", None)
        if isinstance(why, tuple) and why[0] is not None:
            values["detail"] = i18n.t(f"art.why.{why[0]}", **why[1])
        if detail_only:
            return str(values.get("detail", ""))
        return i18n.t(f"art.problem.{key}", **values)

    # -- hot reload --------------------------------------------------------------------
    def scan(self) -> dict[Path, tuple[int, int]]:
        """Modification time and size of every image and placement file, PACK/GAME/* only: what
        `poll` compares. The client makes it off its window's thread (`scenes/app.py: FileScan`).

        Only the documented layout is walked: a pack may sit in a designer's
        working folder full of sources, and this runs twice a second.
        """
        snap: dict[Path, tuple[int, int]] = {}
        for pack in self.packs:
            if not pack.is_dir():
                continue
            for f in pack.glob("*/*"):
                if f.suffix.lower() in (*EXTENSIONS, ".yaml", ".yml"):
                    try:
                        st = f.stat()
                    except OSError:  # removed between the listing and the stat
                        continue
                    snap[f] = (st.st_mtime_ns, st.st_size)
        return snap

    def poll(self, snap: dict[Path, tuple[int, int]] | None = None) -> bool:
        """Look for changed files (or take `snap`, a `scan` made just before); True (and caches
        dropped) when anything changed."""
        if snap is None:
            snap = self.scan()
        if snap == self._snapshot:
            return False
        self.reload(snap)
        return True

    def reload(self, snapshot: dict[Path, tuple[int, int]] | None = None) -> None:
        self._raw.clear()
        self._scaled.clear()
        self._placements.clear()
        self.problems.clear()
        self.problem_keys.clear()
        self._snapshot = snapshot if snapshot is not None else self.scan()
        self.generation += 1


def _placement(spec: object) -> Placement:
    if not isinstance(spec, dict):
        raise ValueError("expected {crop: [x, y, w, h], scale: 1.0, anchor: center}")
    unknown = sorted(str(k) for k in spec if k not in PLACEMENT_KEYS)
    if unknown:
        raise ValueError(f"unknown key {', '.join(unknown)} (use {', '.join(PLACEMENT_KEYS)})")
    crop = spec.get("crop")
    if crop is not None and (
        not isinstance(crop, list) or len(crop) != 4 or not all(isinstance(v, int) and v >= 0 for v in crop)
    ):
        raise ValueError("crop is [x, y, width, height] in pixels")
    if crop is not None and (crop[2] == 0 or crop[3] == 0):
        raise ValueError("crop width and height must be above 0")
    scale = spec.get("scale", 1.0)
    if isinstance(scale, bool) or not isinstance(scale, int | float) or not 0.05 <= scale <= 20:
        raise ValueError("scale is a number between 0.05 and 20")
    anchor = spec.get("anchor", "center")
    if anchor not in ANCHORS:
        raise ValueError(f"anchor must be one of {', '.join(ANCHORS)}")
    return Placement(tuple(crop) if crop else None, float(scale), anchor)


def _rgba(surf: pygame.Surface) -> pygame.Surface:
    """A 32-bit surface with alpha (what smoothscale needs), with or without a window."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surf.convert_alpha()
    if surf.get_bitsize() == 32 and surf.get_flags() & pygame.SRCALPHA:
        return surf
    out = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    out.blit(surf, (0, 0))
    return out


def fit(src: pygame.Surface, size: tuple[int, int], place: Placement = Placement()) -> pygame.Surface:
    """Scale `src` to fit `size` (keeping its ratio, times `place.scale`) and anchor it."""
    w, h = size
    sw, sh = src.get_size()
    k = min(w / sw, h / sh) * place.scale
    tw, th = max(1, round(sw * k)), max(1, round(sh * k))
    scaled = pygame.transform.smoothscale(_rgba(src), (tw, th))
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
