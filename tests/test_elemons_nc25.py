"""Round 25 newcomer's Elemons findings (nc25)."""

from __future__ import annotations

from game import i18n


def test_a_tile_laid_by_ones_own_pair_rings_in_ones_colour_and_the_legend_says_whose_turn(app, tmp_path):
    """nc25 shots 16, 26: the person's two pairs refilled tiles 4, 6 then 1, 9; tiles 1 and 9 showed a pale
    frame (the fading ring, on 4 s) and 4, 6 did not, and the legend said « posée depuis votre dernier tour »,
    which all four were. One's own refill rings in one's colour, fading out (the legend's « cadre de couleur »),
    never counted as the pale frame; the opponent's stays pale, and the legend says so."""
    import pygame
    from test_elemons_why import table_at

    from game.core import Event
    from scenes.elemons.table import FRESH_COLOR, FRESH_KEEP
    from sprites.palette import SEAT_COLORS

    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"), speed="normal")
    table.on_slot_refilled(Event("slot_refilled", 0, {"slot": 0, "pile": 5}))
    table.rings.step(1.0)
    assert table.slot_anim[0].own and not table.rings_shown()  # the legend speaks of no pale frame
    surf = pygame.Surface((1280, 720))
    table.draw(surf)
    rect = table.slot_rect(0)
    edge = surf.get_at((rect.centerx, rect.top + 7))[:3]

    def far(colour: tuple[int, ...]) -> int:
        return sum(abs(a - b) for a, b in zip(edge, colour, strict=True))

    assert far(SEAT_COLORS[0]) < far(FRESH_COLOR), edge
    table.on_slot_refilled(Event("slot_refilled", 1, {"slot": 8, "pile": 4}))
    table.rings.step(30.0)
    assert table.slot_anim[0].fresh is not None and table.slot_anim[0].fresh.value < 0.02
    ring = table.slot_anim[8].fresh
    assert ring is not None and abs(ring.value - FRESH_KEEP) < 0.01 and table.rings_shown()
    for key in ("elemons.frames", "elemons.frames_tutorial"):
        assert "au tour d'un adversaire" in i18n.t_in("fr", key)
        assert "in an opponent's turn" in i18n.t_in("en", key)
        assert "depuis votre dernier tour" not in i18n.t_in("fr", key)
