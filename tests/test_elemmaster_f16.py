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


def test_the_panel_reserves_are_right_in_the_pause_before_the_game_over():
    """nc15: between the final collision and game_over (a tutorial holds game_over), the reserves
    were those before the last action: the status came on game_over only."""
    from game import tutorial
    from scenes.elemmaster.model import ElemMasterModel
    tut = tutorial.load("elemmaster")
    start = tut.new_match()
    model = ElemMasterModel.from_view(start.state.view(0), 0)
    events = [e for batch in tutorial.played(tut).history for e in batch if e.visible_to(0)]
    assert events[-1].kind == "game_over"
    for ev in events[:-1]:
        model.apply(ev)
    final = events[-1].data["status"]
    assert model.reserve == final["reserve"], (model.reserve, final["reserve"])
    assert model.phase == "play" and model.over is None, "the game is not over before its game_over"
    model.apply(events[-1])
    assert model.phase == "over" and model.over is not None
