"""Monsters, round 24 (nc24): the red « Trop tard » toast keeps off the hand's keys; the tie-break reads
as an order of colours."""

from __future__ import annotations

from pygame import Rect
from test_monsters_f21_round20 import free_table

from game import i18n, tutorial
from game.i18n import t
from scenes.monsters.drawing import L
from sprites.fonts import TYPE, render


def test_the_too_late_toast_keeps_off_the_hands_keys(app, tmp_path) -> None:
    """Shots 58, 62, 74: the toast lay over « touche 1 / touche 2 / touche 3 » under the cards."""
    i18n.set_lang("fr")
    table = free_table(app, tmp_path)
    table.model.counts[0].update(green=1)  # the deck-out standing up, as in shot 58: the toast's place
    table.model.counts[1].update(yellow=1)  # between the board and the hand narrows
    assert table.painter.standing_rect() is not None
    keys = [Rect(L.hand_slot(i).x, L.hand.bottom + 8, 80, 16) for i in range(3)]  # as `hand_keys_over` writes them
    # the words now, and a toast as wide as they were (shot 58): neither over the keys
    for said in (t("monsters.swap_too_late"), t("monsters.swap_too_late") + " Regardez la nouvelle carte."):
        img = render(said, TYPE.BODY, (255, 255, 255))
        spot = table.error_rect(img.get_size())
        assert not any(spot.colliderect(k) for k in keys), (spot, keys)
        assert spot.bottom <= 720 and spot.top >= 0


def test_the_tie_break_reads_as_an_order_of_colours() -> None:
    """Shots 22, 31, 32: « À égalité : le plus de rouges, puis bleus, verts… » was read twice."""
    tut = tutorial.load("monsters")
    said = " ".join([*(s.text("fr") for s in tut.steps), tut.end_text("fr")]).replace("\u00a0", " ")
    # nc25 read that order as a rank of the tied colours (3 yellow beat 3 purple): the tricks compared, red first
    assert said.lower().count("à égalité, on compare les plis rouges, puis bleus, verts, jaunes, violets") == 2, said
    assert "départag" not in said and "dans cet ordre" not in said
    en = " ".join([*(s.text("en") for s in tut.steps), tut.end_text("en")])
    assert en.lower().count("on a tie, compare the red tricks, then blue, green, yellow, purple") == 2, en


def test_the_log_does_not_say_face_down_of_a_centre_card_shown_face_up() -> None:
    """Shot 36: « Une carte est posée au centre, face cachée » beside a card face up."""
    for lang, word in (("fr", "cachée"), ("en", "face down")):
        assert word not in i18n.t_in(lang, "monsters.log_centre_hidden", deck=38)
