"""Kaiju & Mecha, newcomer nc34: the tutorial's words agree with each other, and the cards played stay readable."""

from __future__ import annotations

from lang import plain

from game import i18n


def test_the_tutorial_does_not_call_its_arranged_draw_bad_luck(app):
    """nc34 shot-25: the bot's double drew the person's Mecha and the box said « Pas de chance : il avait
    1 chance sur 6 », after step 8 had said « Pour la leçon, le hasard est arrangé ». In the tutorial the
    box says the draw was arranged (the odds kept as what a game would give); in a game, bad luck stays."""
    from test_kaiju_newcomer import kaiju_tutorial

    table = kaiju_tutorial(app, speed="instant")
    table.show_stolen(1, 0, "M6", 6)
    words = " ".join(plain(text) for _, text, *_ in table.reveal_parts() if text)
    box = table.reveal_parts()[0][0]
    inside = all(box.contains(r) for r, *_ in table.reveal_parts()[1:])
    app.stack.pop()
    assert "chance" not in words.split("(")[0] and "arrangé pour la leçon" in words, words
    assert "Pas de chance" not in words and "un double ne s'annule pas" in words, words
    assert inside, words
    en = i18n.t_in("en", "kaiju.stolen.double", got="arranged", n=6)
    assert en == "The draw was arranged for the lesson (in a game, 1 chance in 6), and a double cannot be cancelled."
