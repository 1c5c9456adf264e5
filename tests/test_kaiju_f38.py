"""Fix round f38 of Kaiju & Mecha (newcomer nc37): how a hand is dealt
said early in the tutorial (step 2, where the hand is first played), not only on its end screen."""

from __future__ import annotations

from lang import plain


def test_the_tutorial_tells_the_deal_and_the_tie_break_where_the_hand_is_first_played():
    """nc37 change 2: « How a hand is dealt is only said on the last screen » (shot 032), so the bot's
    « Vu entrer dans sa main : 1, 1, 8 » at the start of the game made them stop and think."""
    from game import tutorial

    tut = tutorial.load("kaiju")
    first, second = (plain(s.say["fr"]) for s in tut.steps[:2])
    assert "pioche" not in first, first  # step 1 stays short
    assert "sous les yeux de tous" in second and "10 points au moins" in second, second
    en = tut.steps[1].say["en"]
    assert "in front of all" in en, en
    assert "sous les yeux de tous" not in plain(tut.end["fr"]), "said once, early, not again at the end"
