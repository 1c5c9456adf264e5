"""Kaiju, fix round f41 (nc41): what a newcomer met in round 41."""

from __future__ import annotations

import pygame
import pytest
from test_kaiju_issue24_r24 import _open

from game import i18n


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_undo_caption_of_a_pass_made_for_the_person_is_whole(app, tmp_path, monkeypatch, lang):
    """nc41 shot 092: « Défaire reprend le « Laisser faire » joué pour vous (aucune carte pour » stopped at the
    window's bottom: three lines where two fit. Every kind of undo says its whole sentence on two lines."""
    from scenes.ui import Button

    i18n.set_lang(lang)
    table = _open(app, tmp_path)
    table.tools.buttons.append(Button(pygame.Rect(table.tool_rect.x, table.tool_rect.y, 90, 40), "Défaire (U)",
                                      lambda: None, tag="undo"))
    import scenes.kaiju.table as kt

    real = kt.render
    drawn: list[str] = []
    monkeypatch.setattr(kt, "render", lambda text, size, *a, **k: (drawn.append(text), real(text, size, *a, **k))[1])
    for moves, auto in (([[0, "roll"], [0, "pass"]], 2), ([[0, "roll"], [0, "pass"]], 0),
                        ([[0, "roll"], [0, "play 11 cancel"]], 0), ([[0, "roll"], [0, "take 7"]], 0)):
        monkeypatch.setattr(table.feed, "moves_since", lambda _n, moves=moves: moves)
        table.auto_passed = auto
        drawn.clear()
        whole = table.undo_words()
        img, (x, y) = table.undo_caption()
        assert " ".join(drawn) == whole, (drawn, whole)
        assert y + img.get_height() <= 720
    i18n.set_lang("fr")
