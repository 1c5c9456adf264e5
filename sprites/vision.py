"""Colour vision: the table and the art as players with a colour-vision deficiency see them.

About one man in twelve tells reds from greens poorly; designers need to see their art as those
players will before they print. The model is Brettel, Viénot & Mollon (1997) for the three
dichromacies, as implemented by DaltonLens (`daltonlens.simulate.Simulator_Brettel1997`, sRGB
with Smith & Pokorny cone fundamentals), the reference implementation its author validated against
the paper's figures. It is applied to the whole window through a lookup table of 64 levels per
channel, which keeps a 1280x720 frame within a few milliseconds (`bench/frames.py --vision`). Over
random colours the table is off the exact model by under one level of 255 per channel on average;
the worst pixels are those whose simulated channel is near zero, where sRGB is steepest (up to
about 25 levels there; tests/test_vision.py bounds it). Checks of the art (`check-art --vision`)
use the exact model, never the table.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    import numpy as np

VISIONS = ("normal", "deuteranopia", "protanopia", "tritanopia")
DEFICIENT = VISIONS[1:]

RGB = tuple[int, int, int]

_BITS = 6  # levels per channel in the lookup table: 2**6
_STEP = 256 >> _BITS
MASK = (1 << _BITS) - 1


_cues = [False]


def cues_on() -> bool:
    """Whether the placeholder art adds a second cue (symbol, number) where it relies on colour."""
    return _cues[0]


def set_cues(on: bool) -> None:
    _cues[0] = bool(on)


def check_vision(name: str) -> str:
    """The vision's name, or ValueError in one line that lists the known ones."""
    if name not in VISIONS:
        raise ValueError(f"unknown vision '{name}' (choose from {', '.join(VISIONS)})")
    return name


def next_vision(name: str) -> str:
    """The vision after `name` in the cycle the V key walks."""
    return VISIONS[(VISIONS.index(name) + 1) % len(VISIONS)] if name in VISIONS else VISIONS[0]


def _deficiency(vision: str) -> Any:
    # numpy and daltonlens are imported when a vision is first simulated, not at every start
    from daltonlens import simulate

    return {
        "protanopia": simulate.Deficiency.PROTAN,
        "deuteranopia": simulate.Deficiency.DEUTAN,
        "tritanopia": simulate.Deficiency.TRITAN,
    }[vision]


def simulate_array(pixels: np.ndarray, vision: str) -> np.ndarray:
    """The exact model on an (H, W, 3) uint8 sRGB array; the array itself for normal vision."""
    check_vision(vision)
    if vision == "normal":
        return pixels
    import numpy as np
    from daltonlens import simulate

    sim = simulate.Simulator_Brettel1997()
    out = sim.simulate_cvd(np.ascontiguousarray(pixels, dtype=np.uint8), _deficiency(vision), severity=1.0)
    return np.asarray(out, dtype=np.uint8)


def simulate_colors(colors: Sequence[RGB], vision: str) -> list[RGB]:
    """How each sRGB colour looks under `vision` (the exact model, no lookup table)."""
    if not colors:
        return []
    import numpy as np

    arr = np.array([list(c)[:3] for c in colors], dtype=np.uint8).reshape(1, len(colors), 3)
    out = simulate_array(arr, vision)
    return [(int(r), int(g), int(b)) for r, g, b in out.reshape(-1, 3)]


@lru_cache(maxsize=4)
def _table_rgb(vision: str) -> np.ndarray:
    """(64**3, 3) uint8: the simulated colour at the centre of each cell of the lookup table."""
    import numpy as np

    levels = np.arange(2**_BITS, dtype=np.int32) * _STEP + _STEP // 2
    r, g, b = np.meshgrid(levels, levels, levels, indexing="ij")
    grid = np.stack([r, g, b], axis=-1).reshape(1, -1, 3).astype(np.uint8)
    return simulate_array(grid, vision).reshape(-1, 3)


class ScreenFilter:
    """Simulates a vision on a whole surface in place, through a lookup table per pixel format."""

    def __init__(self) -> None:
        self._packed: dict[tuple[str, tuple[int, ...]], np.ndarray] = {}
        self._buffers: dict[tuple[int, ...], tuple[np.ndarray, np.ndarray]] = {}

    def _lut(self, vision: str, shifts: tuple[int, int, int]) -> np.ndarray:
        import numpy as np

        key = (vision, shifts)
        lut = self._packed.get(key)
        if lut is None:
            rgb = _table_rgb(vision).astype(np.uint32)
            lut = (rgb[:, 0] << shifts[0]) | (rgb[:, 1] << shifts[1]) | (rgb[:, 2] << shifts[2])
            self._packed[key] = lut = lut.astype(np.uint32)
        return lut

    def apply(self, surface: pygame.Surface, vision: str) -> None:
        """Rewrite `surface` as `vision` sees it (nothing for normal vision). 32-bit surfaces are
        filtered in place through the table; any other depth goes through the exact model."""
        if vision == "normal":
            return
        check_vision(vision)
        if surface.get_bitsize() != 32:
            arr = pygame.surfarray.array3d(surface)
            pygame.surfarray.blit_array(surface, simulate_array(arr, vision))
            return
        import numpy as np

        rs, gs, bs, _ = surface.get_shifts()
        lut = self._lut(vision, (rs, gs, bs))
        pixels = pygame.surfarray.pixels2d(surface)
        try:
            # (W, H) over rows in memory: its transpose is contiguous when rows are not padded,
            # and then every pass below runs straight through memory
            flat = pixels.T.reshape(-1) if pixels.T.flags.c_contiguous else pixels.T
            idx, tmp = self._buffer(flat.shape)
            hi = 8 - _BITS
            # index = the top bits of red, green, blue: rrrrrr gggggg bbbbbb
            for i, (shift, place) in enumerate(((rs, 2 * _BITS), (gs, _BITS), (bs, 0))):
                out = idx if i == 0 else tmp
                move = shift + hi - place
                if move >= 0:
                    np.right_shift(flat, move, out=out)
                else:
                    np.left_shift(flat, -move, out=out)
                np.bitwise_and(out, MASK << place, out=out)
                if i:
                    np.bitwise_or(idx, tmp, out=idx)
            amask = surface.get_masks()[3]
            if amask:  # keep each pixel's alpha
                np.bitwise_and(flat, amask, out=tmp)
                np.take(lut, idx, out=idx, mode="clip")
                np.bitwise_or(idx, tmp, out=flat)
            else:
                np.take(lut, idx, out=flat, mode="clip")
        finally:
            del pixels

    def _buffer(self, shape: tuple[int, ...]) -> tuple[np.ndarray, np.ndarray]:
        import numpy as np

        key = tuple(int(n) for n in shape)
        found = self._buffers.get(key)
        if found is None:
            self._buffers.clear()
            found = self._buffers[key] = (np.empty(shape, np.uint32), np.empty(shape, np.uint32))
        return found


def simulated_copy(surface: pygame.Surface, vision: str) -> pygame.Surface:
    """A copy of `surface` as `vision` sees it (gallery pictures, check-art's pairs)."""
    out = surface.copy()
    if vision != "normal":
        arr = pygame.surfarray.array3d(out)
        pygame.surfarray.blit_array(out, simulate_array(arr, vision))
    return out
