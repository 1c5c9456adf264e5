"""A banner's colour: its band is the plate's left edge, joined to the frame (nc35 Elemons, shots 38 to 101:
a thin bar standing apart inside the plate read as a stray text cursor)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from sprites.anim import Banner  # noqa: E402
from sprites.tween import Tween  # noqa: E402


def test_a_banners_colour_band_is_joined_to_its_frame_with_no_bar_apart():
    pygame.init()
    colour = (245, 215, 110)
    surf = pygame.Surface((500, 120))
    surf.fill((30, 80, 60))
    banner = Banner("Biomon attrapé !", (250, 60), Tween(0.0, 1.0, 2.0, elapsed=1.0), color=colour)
    banner.draw(surf)
    plate = banner.rect(surf.get_rect())
    row = plate.centery
    left = [surf.get_at((x, row))[:3] for x in range(plate.x, plate.x + 12)]
    assert all(c == colour for c in left), left  # the band: from the frame's edge, no dark gap
    # then the dark plate, and no other stretch of the colour before the words
    after = [surf.get_at((x, row))[:3] for x in range(plate.x + 12, plate.x + 22)]
    assert colour not in after, after
