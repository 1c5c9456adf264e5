"""Elem Master, the fifteenth newcomer's tutorial and first game (round 16): every tutorial step short,
the wave in lower case, the attacker's mark said, the hint never sending a marked piece, the panel right
before the game's end, the easy bot's Fires at work, the banners clear of the title."""

from __future__ import annotations

import re

from game import i18n


def test_every_tutorial_step_is_at_most_three_sentences_and_forty_words():
    """nc15: steps of 61 and 71 words (the mark, the bases and the wave in one)."""
    from game import tutorial
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        for step in tutorial.load("elemmaster").steps:
            said = step.text().replace("\u00a0", " ").replace("\u202f", " ")
            assert len(re.findall(r"\w+(?:['’-]\w+)*", said)) <= 40, (lang, said)
            assert 1 <= len(re.findall(r"[.!?](?:\s|$)", said)) <= 3, (lang, said)
            assert "Vague" not in said and "Brasier" not in said, (lang, said)  # an action, not a terrain
