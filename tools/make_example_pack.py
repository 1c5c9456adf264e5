"""Write the example art pack, examples/art-pack/, from simple generated images.

    python tools/make_example_pack.py [--out examples/art-pack]

The pack shows each feature of the format once (docs/art-packs.md): full-bleed
square images for most Elemons, a JPEG, the shared tile back, a Gigamon drawn
on a wider sheet and cropped by art.yaml, a Rock with a transparent
background scaled and anchored by art.yaml, and one image deliberately too
small to print at 300 dpi (the gallery marks it). Ids it lacks (the other
Gigamons) keep their placeholders. The images come from the Elemons
definitions, so the script runs again after a definition changes.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game import elemons  # noqa: E402
from sprites import shapes  # noqa: E402
from sprites.fonts import fit_text, render  # noqa: E402

SIDE = 512  # px: a 40 mm tile at 300 dpi needs 472
SMALL = 256  # hydromon: too small for print on purpose
PLACEMENTS = """\
# Placement of this pack's images (docs/art-packs.md).
# anemomon.png is a 768x512 sheet: the art is its left 512x512 square.
anemomon: {crop: [0, 0, 512, 512]}
# The Rock is drawn on a transparent square; it sits a little smaller, low on the tile.
rock: {scale: 0.9, anchor: bottom}
"""


def painted(size: int, color: tuple[int, int, int], sym: str, name: str) -> pygame.Surface:
    """A full-bleed picture: a radial glow in the kind's colour, rays, a big symbol, the name."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    for i in range(48, 0, -1):
        k = i / 48
        pygame.draw.circle(surf, shapes.shade(color, 0.45 * (1 - k) - 0.35 * k), (c, c * 0.9), size * 0.75 * k)
    for a in range(12):
        ang = a * math.pi / 6
        end = (c + math.cos(ang) * size, c * 0.9 + math.sin(ang) * size)
        pygame.draw.line(surf, shapes.shade(color, 0.25), (c, c * 0.9), end, max(2, size // 64))
    ink = shapes.readable_on(color)
    shapes.symbol(surf, sym, (c + size * 0.015, c * 0.85 + size * 0.015), size * 0.3, shapes.shade(color, -0.6))
    shapes.symbol(surf, sym, (c, c * 0.85), size * 0.3, ink)
    band = pygame.Rect(0, int(size * 0.78), size, int(size * 0.16))
    pygame.draw.rect(surf, (*shapes.shade(color, -0.5), 200), band)
    text = render(name, fit_text(name, int(size * 0.9), size // 9, bold=True), (250, 250, 250), bold=True)
    surf.blit(text, text.get_rect(center=band.center))
    return surf


def back(size: int) -> pygame.Surface:
    """The shared back: a woven pattern, the same on every tile."""
    surf = pygame.Surface((size, size))
    surf.fill((40, 52, 90))
    step = size // 16
    for i in range(-16, 32):
        pygame.draw.line(surf, (64, 80, 130), (i * step, 0), (i * step + size, size), max(2, step // 4))
        pygame.draw.line(surf, (52, 66, 110), (i * step + size, 0), (i * step, size), max(1, step // 6))
    pygame.draw.circle(surf, (230, 200, 90), (size / 2, size / 2), size * 0.2, max(3, size // 60))
    shapes.symbol(surf, "star", (size / 2, size / 2), size * 0.14, (230, 200, 90))
    return surf


def sheet_with_notes(art: pygame.Surface, note: str) -> pygame.Surface:
    """The art on the left of a wider sheet with a designer's note on the right: art.yaml crops it."""
    w, h = art.get_size()
    sheet = pygame.Surface((w + w // 2, h))
    sheet.fill((245, 240, 225))
    sheet.blit(art, (0, 0))
    for i, line in enumerate(note.split("\n")):
        sheet.blit(render(line, h // 20, (60, 50, 40)), (w + 12, 20 + i * (h // 14)))
    return sheet


def rock(size: int) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.ellipse(surf, (0, 0, 0, 70), pygame.Rect(size * 0.12, size * 0.78, size * 0.76, size * 0.14))
    shapes.symbol(surf, "rock", (size / 2, size * 0.55), size * 0.42, (96, 88, 80))
    shapes.symbol(surf, "rock", (size / 2 - size * 0.04, size * 0.58), size * 0.3, (150, 140, 126))
    return surf


def make(out: Path) -> list[Path]:
    pygame.font.init()
    defs = elemons.load_defs()
    folder = out / "elemons"
    folder.mkdir(parents=True, exist_ok=True)
    written = []

    def save(surf: pygame.Surface, name: str) -> None:
        path = folder / name
        pygame.image.save(surf, str(path))
        written.append(path)

    for k in defs.kinds.values():
        size = SMALL if k.id == "hydromon" else SIDE
        img = painted(size, k.color, k.symbol, k.name["fr"])
        if k.id == "geomon":  # JPEG has no transparency: flatten first
            flat = pygame.Surface(img.get_size())
            flat.blit(img, (0, 0))
            save(flat, f"{k.id}.jpg")
        else:
            save(img, f"{k.id}.png")
    air = defs.kinds["aeromon"]
    giga = painted(SIDE, shapes.shade(air.color, -0.15), air.symbol, air.gigamon_name["fr"])
    save(sheet_with_notes(giga, "Anemomon\nsketch v2\ncrop: left square"), f"{air.gigamon}.png")
    save(back(SIDE), "back.png")
    save(rock(SIDE), "rock.png")
    placements = folder / "art.yaml"
    placements.write_text(PLACEMENTS, encoding="utf-8")
    written.append(placements)
    return written


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", type=Path, default=ROOT / "examples" / "art-pack")
    args = p.parse_args()
    for path in make(args.out):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
