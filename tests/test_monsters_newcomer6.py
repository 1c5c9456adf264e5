"""Issue 24, Monsters round 6: what the last newcomer's game left open."""

from __future__ import annotations

import pygame

from sprites.anim import MIN_PLATE, Banner
from sprites.tween import Tween, linear


def _drawn(banner: Banner) -> int:
    """How many pixels of a blank canvas the banner changed."""
    surf = pygame.Surface((400, 120))
    surf.fill((0, 0, 0))
    banner.draw(surf)
    mask = pygame.mask.from_threshold(surf, (0, 0, 0), (1, 1, 1, 255))
    return surf.get_width() * surf.get_height() - mask.count()


def test_a_banner_rolling_up_leaves_no_stray_line() -> None:
    """Shot-38: a bot's banner under its panel, in its last frame of rolling up, was a thin line
    (its frame and the tops of its letters). A plate thinner than MIN_PLATE is not drawn at all."""
    tw = Tween(0.0, 1.0, 1.4, linear)
    banner = Banner("Bot 2 échange une carte", (200, 60), tw, (80, 160, 255), size=20)
    tw.elapsed = 0.5 * 1.4
    assert _drawn(banner) > 1000, "a banner in the middle of its life shows"
    height = banner.rect().height
    last_frames = [p for p in (0.95, 0.97, 0.99, 0.999) if round(height * (1 - p) / 0.2) < MIN_PLATE]
    assert last_frames, "some end frames are thinner than a plate"
    for p in last_frames:
        tw.elapsed = p * 1.4
        assert _drawn(banner) == 0, f"at {p:.3f} of its life the banner left a sliver"
