"""Round 35 of a newcomer to Kaiju & Mecha dice: the log's dice never wrap apart."""

from __future__ import annotations

import pytest
from lang import french

from game import i18n
from game.core import Event


@pytest.fixture(autouse=True)
def in_french():
    with french():
        yield


def test_a_log_lines_dice_stay_on_one_line_however_narrow_the_log():
    """« Joueur 1 prend 1, 5 sur la table (dés 1, / 5) »: the dice's pair broke over two lines."""
    import pygame

    from scenes.kaiju.table import dice_kept_whole
    from sprites.fonts import wrap

    pygame.font.init()
    names = ["Joueur 1", "Bot 2"]
    taken = Event("cards_taken", 0, {"cards": [1, 5], "slots": [0, 3], "dice": [1, 5]})
    rerolled = Event("dice_rerolled", 1, {"before": [1, 3], "dice": [1, 6]})
    for ev, group in ((taken, "(dés\u00a01,\u00a05)"), (rerolled, "1,\u00a06")):
        line = dice_kept_whole(i18n.describe("kaiju", ev, names), ev.data)
        assert line is not None and group in line, line
        for width in range(60, 400, 7):
            lines = wrap(line, width, 14)
            assert any(group in ln for ln in lines), (width, lines)
    assert dice_kept_whole(None, {}) is None


def test_the_undo_caption_after_a_pass_made_for_the_person_says_so_and_keeps_off_the_pencil(app, tmp_path,
                                                                                          monkeypatch):
    """Shot 101: « Défaire reprend votre « Laisser faire » » though the screen had passed by itself
    (« Aucune carte pour annuler »), squeezed against the ✎ and ? icons."""
    import pygame
    from lang import plain
    from test_kaiju_issue24_r24 import _open

    from scenes.kaiju.table import UNDO_GAP
    from scenes.ui import Button

    table = _open(app, tmp_path)
    table.tools.buttons.append(Button(pygame.Rect(table.tool_rect.x, table.tool_rect.y, 90, 40), "Défaire (U)",
                                      lambda: None, tag="undo"))
    monkeypatch.setattr(table.feed, "moves_since", lambda _n: [[0, "roll"], [0, "pass"]])
    assert "votre « Laisser faire »" in plain(table.undo_words() or "")  # the person's own click
    assert table.undo_worth(0)
    table.auto_passed = 2  # the table passed for the person: nothing worth taking back, no button (nc46)
    assert not table.undo_worth(0)
    img, (x, y) = table.undo_caption()
    assert x + img.get_width() <= table.note_rect.x - UNDO_GAP + 2 and UNDO_GAP >= 16
    assert y >= table.tool_rect.bottom and y + img.get_height() <= 720
    app.stack.pop()
