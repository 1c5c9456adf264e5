"""Print sheets run full bleed to the trim line at the corners (no white notch, no plus-shaped bleed)."""

import pygame

from sprites import sheets
from sprites.art import ArtStore


def rounded_piece(size):
    """A placeholder-like face: a coloured rounded rectangle on transparency."""
    s = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(s, (200, 40, 40), s.get_rect(), border_radius=size[0] // 6)
    return s


def test_with_bleed_fills_the_corners():
    img = rounded_piece((120, 160))
    out = sheets.with_bleed(img, 20)
    w, h = out.get_size()
    for pos in [(0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1), (20, 20), (w - 21, h - 21), (25, 22)]:
        assert tuple(out.get_at(pos))[:3] == (200, 40, 40) and out.get_at(pos).a == 255, pos


def test_real_sheet_corners_are_printed(app):
    for game_id in ("elemons", "kaiju"):
        from sprites.components import components

        comps = components(game_id)
        pages = sheets.plan(comps[:4])
        page = pages[0]
        surf = sheets.draw_page(page, "front", ArtStore([]), game_id, "test")
        for cell in page.cells:
            t, b = cell.trim, cell.bleed
            # the trim square's corners and the bleed box's corners: never the paper's white
            for pos in [t.topleft, (t.right - 1, t.top), (t.left, t.bottom - 1), (t.right - 1, t.bottom - 1),
                        b.topleft, (b.right - 1, b.bottom - 1)]:
                assert tuple(surf.get_at(pos))[:3] != (255, 255, 255), (game_id, cell.comp.id, pos)
