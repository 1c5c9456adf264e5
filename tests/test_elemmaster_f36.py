"""Newcomer round 36 (nc36) on Elem Master: what a fresh player stumbled on, fixed (f36)."""

from __future__ import annotations

from game import i18n


def _plain(s: str) -> str:
    return s.replace("\u00a0", " ").replace("\u202f", " ")


def test_the_empty_reserve_is_said_once_and_over_no_button_nor_the_status_line(app, tmp_path) -> None:
    """nc36 shots 82, 135, 158: « Réserve de Feu vide : … » was written in the status line and, in a toast
    too wide for any free place, over that same line and most of « Fin de tour (E) »."""
    import pygame

    from scenes.ui import prompts_drawn
    from test_elemmaster_newcomer import cell, table_for
    i18n.set_lang("fr")
    board = "terrain: savanna\nstacks:\n  a1: 0 earth 2\n  c3: 0 fire 1\n  a2: 0 water 1\n  a6: 0 fire 2\n" \
            "  b6: 0 fire 2\n  f6: 1 earth 1\ncurrent: 0\n"
    table = table_for(app, tmp_path, board)
    cell(app, table, "c3")
    cell(app, table, "c3")  # grows: the last Fire token of the reserve
    assert table.model.reserve[0]["fire"] == 0
    said = _plain(table.error or "")
    assert said.startswith("Réserve de Feu vide"), table.error
    line = table.exposed_line
    assert line is None or "Réserve" not in _plain(line[1]), line
    surf = pygame.Surface((1280, 720))
    table.draw(surf)
    img = table.toast_image(table.error or "")
    r = table.error_rect(img.get_size(), surf.get_size())
    buttons = [b.rect for b in table.every_button()]
    assert r.collidelist(buttons) < 0, (r, buttons)
    assert r.collidelist(prompts_drawn()) < 0, (r, prompts_drawn())
    assert r.left >= 0 and r.right <= 1280 and r.top >= 0 and r.bottom <= 720, r
