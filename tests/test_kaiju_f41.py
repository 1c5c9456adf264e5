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


PASSED_ONE = """\
seats: 2
active: 0
phase: main
dice: [3, 2]
table: [1, 5, 9, 10, 11, 8, 7, 7]
players:
  - hand: [8]
  - hand: [8]
pile_top: [6]
"""


def test_a_take_that_passes_over_a_1_says_the_1s_race(tmp_path):
    """nc41 shots 055, 076: dice 3 and 2, « Prendre 1 (3 − 2) » on offer, and Conseil said « Prenez la carte 5
    … la prise qui vous rapporte le plus », never a word of the 1s bonus (+15) that then decided the game.
    A take advised over a 1 on offer says how the 1s stand."""
    from lang import french, plain

    from game.hints import hint
    from game.match import Match

    path = tmp_path / "passed.yaml"
    path.write_text(PASSED_ONE, encoding="utf-8")
    h = hint(Match("kaiju", ["human", "bot:hard"], scenario=str(path)), 0)
    assert h is not None and str(h.action) == "take 5", h
    assert h.params["passed"][0] == "passed_one", h.params
    with french():
        said = plain(i18n.hint_text("kaiju", h.reason, h.params, ["Joueur 1", "Bot 2 (difficile)"]))
    # nc49 shot 047: why the points weigh more: the race is open, so many 1s still to be had (6 in play at two
    # players, 2 of each value removed; the one on offer aside)
    # f54 (nc65 shots 071, 076): what a 1 itself brings beside the bonus
    race = ("Un 1 ne vaut qu'un point, mais compte pour le bonus des 1 (+15) : vous en avez 0, Bot 2 (difficile) 0 "
            "(vus), et 5 autres 1 en jeu ; ici, les points comptent plus.")
    assert race in said, said
    i18n.set_lang("en")
    said_en = i18n.hint_text("kaiju", h.reason, h.params, ["Player 1", "Bot 2 (hard)"])
    i18n.set_lang("fr")
    assert "but it counts for the 1s bonus (+15): you hold 0" in said_en, said_en


def test_the_piles_count_stands_out_for_its_last_three_cards(app, tmp_path, monkeypatch):
    """nc41 shots 089, 093: « Pioche : 3 », « Pioche : 1 » were small grey words, and the end came with the
    banner « La pioche est vide », too late to plan. From 3 cards left the count is bold, in the accent colour."""
    import scenes.kaiju.table as kt
    from scenes.ui import ACCENT

    table = _open(app, tmp_path)
    drawn: list[tuple[str, tuple[int, int, int], bool]] = []
    real = kt.render
    monkeypatch.setattr(kt, "render", lambda text, size, color=None, *a, bold=False, **k: (
        drawn.append((text, color, bold)), real(text, size, color, *a, bold=bold, **k))[1])
    for left, loud in ((10, False), (3, True), (1, True)):
        table.model.pile = left
        drawn.clear()
        table.draw_center(pygame.Surface((1280, 720)), [])
        said = [(c, b) for text, c, b in drawn if text.replace("\u00a0", " ") == f"Pioche : {left}"]
        assert said == [(ACCENT, True)] if loud else said and said[0][0] != ACCENT, (left, said)
