"""Monsters, round 35 (nc35): what a newcomer met in the tutorial and a first game against « Bot sur mesure »."""

from __future__ import annotations

import pygame
from pygame import Rect
from test_scenes_monsters import CENTRE, click, go_live, table_with

from scenes.monsters.table import HAND_RING, L, hand_ring
from sprites.palette import SEAT_COLORS


def _painted(colour: tuple[int, int, int], draw) -> Rect:
    """Where `draw` paints `colour` on a black screen."""
    surf = pygame.Surface((1280, 720))
    draw(surf)
    mask = pygame.mask.from_threshold(surf, colour, (1, 1, 1, 255))
    rects = mask.get_bounding_rects()
    assert rects, "nothing painted"
    return rects[0].unionall(rects[1:])


def test_the_ring_of_the_card_swapped_in_sits_on_its_card(app):
    """Shot 26: after a swap, a thin orange frame 8 px out from card 3 ran through « touche 3 » and read as
    a leftover frame set off the card. The ring lies on the slot's dark frame, whatever the slot, from
    its first frame to its last, clear of the key under the card; the swap puts it on the card taken."""
    colour = SEAT_COLORS[0]
    for i in range(3):
        slot = L.hand_slot(i)
        key = Rect(slot.x, slot.bottom + 8, 80, 16)
        for p in (0.0, 0.5, 0.99):
            spot = _painted(colour, lambda surf, s=slot, q=p: hand_ring(colour)(surf, s, q))
            assert slot.inflate(8, 8).contains(spot) and not spot.colliderect(key), (i, p, spot)
            assert spot.w >= slot.w + 6, (i, p, spot)  # round the card, not inside it
    table = table_with(app, ["human", "bot:easy"], scenario="swap_for_trick.yaml")
    go_live(app, table)
    click(app, CENTRE.center)
    click(app, L.hand_slot(1).center)
    for _ in range(20):
        if table.anim.effects:
            break
        app.frame(0.05)
    rings = [e for e in table.anim.effects if e.tween.duration == HAND_RING]
    assert [e.rect for e in rings] == [L.hand_slot(1)]
    surf = pygame.Surface((1280, 720))
    table.draw(surf)
    mask = pygame.mask.from_threshold(surf, colour, (1, 1, 1, 255))
    frame = L.hand_slot(1).inflate(8, 8)
    assert mask.get_at((frame.centerx, frame.y + 1)) and mask.get_at((frame.x + 1, frame.centery)), \
        "the ring is hidden under the hand"
