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


def test_the_count_line_under_the_chart_is_never_cut(app, tmp_path) -> None:
    """nc36 shots 64-80: « …Terre et Eau à égalité, plus d'Air (3 contre » (the end missing): with the
    longest name, a two-element tie, many Fire cells and two-digit counts, the line drawn fits its room
    whole (the short words when the long ones do not), in French and English."""
    import pygame

    from scenes.elemmaster import panels as P
    from scenes.ui import TYPE, font, wrap
    from test_elemmaster_newcomer import table_for
    i18n.set_lang("fr")
    board = "terrain: forest\nstacks:\n  a1: 0 earth 3\n  b4: 0 fire 2\n  a2: 0 water 1\n  f6: 1 earth 2\n" \
            "  e5: 1 fire 1\ncurrent: 0\n"
    table = table_for(app, tmp_path, board)
    m = table.model
    table.draw_table(pygame.Surface((1280, 720)))
    panels, lay = table.panels, table.layout
    assert panels.beats_rect is not None
    line = font(TYPE.SMALL).get_linesize()
    most = (lay.bar_y - 32 - panels.beats_rect.bottom - 4) // line
    tie = dict(m.count or {}, rule="count", winners=[1], equal=["earth", "water"], element="air", won=10, runner=9)
    seats = P.Seats(["Joueur 1", "Bot 2 (sur mesure)"], 0)
    m.stacks = {**m.stacks, "c1": m.stacks["b4"], "c2": m.stacks["b4"], "c3": m.stacks["e5"]}  # 5 Fire cells
    try:
        for lang in ("fr", "en"):
            i18n.set_lang(lang)
            m.count = tie
            long = P.count_text(m, seats)
            assert "10" in long and len(wrap(long, lay.side.width - 4, TYPE.SMALL)) > most, long  # the case seen
            text = P.count_line(m, seats, False, lay.side.width - 4, most)
            assert len(wrap(text, lay.side.width - 4, TYPE.SMALL)) <= most, (most, text)
            assert text.rstrip().endswith(("9.", "9 ).", "9)."))
    finally:
        i18n.set_lang("fr")
