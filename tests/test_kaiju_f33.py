"""Kaiju & Mecha, after newcomer nc34 (f33): the first take said plainly, Conseil weighing the bot's answer,
the opening deal's cards apart in flight, and the bot's turn going on by itself."""

from __future__ import annotations


def test_the_first_take_step_points_at_the_take_buttons_it_names():
    """nc34 shot-06: « une carte par face (le 1 ; pas de 6). Une seule par nombre obtenu, même si plusieurs
    sont là » was read twice, and understood only from the buttons « Prendre 1 / Prendre 5 (6 − 1) /
    Prendre 7 (1 + 6) ». The step names those buttons and what each takes, without « par face »."""
    from test_kaiju_issue24_r7 import steps_by_move, words

    said = steps_by_move()["take 7"]
    fr, en = said["fr"], said["en"]
    assert "Les boutons « Prendre » offrent vos prises" in fr and "The “Take” buttons offer your takes" in en, fr
    for part in ("la somme (7)", "la différence (5)", "une carte par dé (le 1"):  # the buttons 7, 5 and 1
        assert part in fr, (part, fr)
    assert "Chaque nombre ne prend qu'une carte" in fr and "Each number takes a single card" in en, fr
    assert "par face" not in fr and "même si plusieurs" not in fr, fr
    assert len(words(fr)) <= 36 and len(words(en)) <= 36, (fr, en)
