"""Monsters, fix round f47 (nc59: a newcomer's tutorial and first game, by mouse, in French)."""

from __future__ import annotations

import os
import random
import re

import pygame
from lang import plain
from scene_input import spy_texts
from test_monsters_f12_round11 import _live_two
from test_monsters_f23_round22 import _emptied
from waiting import wait_until

import scenes.monsters.drawing as drawing
from game import i18n
from sprites.fonts import wrap

SHOTS = os.environ.get("MONSTERS_F47_SHOTS")  # a folder: the fixed screens are saved there to be looked at


def _save(app, name: str) -> None:
    if SHOTS:
        pygame.image.save(app.canvas, os.path.join(SHOTS, name))


def test_the_races_advice_goes_once_the_round_is_over(app, monkeypatch) -> None:
    """nc59 shot 094: with « La pioche est épuisée » and « La partie est terminée. » showing, the left panel still
    said « Bot 2 (sur mesure) n'a plus que le bleu à faire ! … faites vite » and the middle « En tête si la pioche
    s'épuise : vous… ». Once the engine ended the round, while its last trick and banner are shown, neither the
    standing nor the warning under the panels is drawn."""
    table, _ = _emptied(app)
    painter = table.painter
    assert painter.standing(), "the standing is said while the round runs"
    table.model.counts[0].update({"red": 1, "yellow": 1, "green": 1, "blue": 1, "purple": 0})
    assert painter.runaway_lines(), "the bot one colour from the five is warned of while the round runs"
    assert wait_until(lambda: not table.live, 5.0, 0.0, lambda: app.frame(1 / 30))
    assert table.round_panel is None, "the bot's trick is still being shown"
    assert painter.standing() == "" and painter.runaway_lines() == []
    seen = spy_texts(monkeypatch, drawing)
    app.frame(1 / 60)
    _save(app, "round_ended.png")
    assert not [s for s in seen if "si la pioche s'épuise" in s or "à faire" in s], seen


def test_a_claim_that_would_level_the_deck_out_names_whom_with(app, monkeypatch) -> None:
    """nc59 shot 077: « Pli violet : vous seriez à égalité en tête si la pioche s'épuise », read twice. A stacked
    line whose claim would level the person with another seat at a deck-out names that seat, in plain words
    (a yellow and a purple each: nothing breaks that tie)."""
    table = _live_two(app)
    painter = table.painter
    table.model.counts[0].update({"yellow": 1})
    table.model.counts[1].update({"yellow": 1, "purple": 1})
    monkeypatch.setattr(table, "claimable", lambda: ["purple"])
    said = plain(painter.standing())
    assert said == "Pli violet : vous seriez à égalité avec Bot 2 si la pioche s'épuise", said
    assert len(drawing.standing_lines(painter.standing())) <= drawing.STANDING_LINES
    if SHOTS:
        app.canvas.fill(drawing.FELT, drawing.L.last.move(0, drawing.L.last.h))
        painter.draw_standing(app.canvas)
        _save(app, "claim_tie.png")
    i18n.set_lang("en")
    said = plain(painter.standing())
    assert said == "Your purple trick: you would be level with Bot 2 if the deck runs out", said


def _stuck_with_blue_at_the_centre(table) -> tuple[list[int], int]:
    """A hand and a centre card that make no line even by swapping, the centre showing blue monsters and one card
    of the hand none (searched from a fixed seed: such hands are common, « cela arrive »)."""
    cards = table.defs.cards
    blue = table.colour_ids.index("blue")
    pool = sorted(set(cards.cards) - set(table.feed.match.state.hands[1]))
    rng = random.Random(59)
    for _ in range(5000):
        *hand, centre = rng.sample(pool, 4)
        four = [*hand, centre]
        if blue not in cards.cards[centre].grid or all(blue in cards.cards[c].grid for c in hand):
            continue
        if not any(cards.colours_of([c for c in four if c != out]) for out in four):
            return hand, centre
    raise AssertionError("no stuck hand found")


def test_stuck_with_a_rivals_last_colour_at_the_centre_says_to_take_it(app) -> None:
    """nc59 shot 078: « Aucun pli possible avec vos cartes, même en échangeant : cela arrive. Surveillez le
    centre… », about 10 s of waiting. When a seat one colour from the five lacks a colour the centre card shows,
    the stuck prompt says the useful move, as the warning under the panels does (« ne laissez pas de bleu au
    centre »): swap the card of the hand that shows less of it for the centre card (the hint's `feeds`)."""
    table = _live_two(app)
    state = table.feed.match.state
    hand, centre = _stuck_with_blue_at_the_centre(table)
    state.hands[0], state.centre = list(hand), centre
    state.tricks[1] = [{"colour": c, "cards": [], "rot": [], "flip": []} for c in ("red", "yellow", "green", "purple")]
    table.sync()
    assert table.stuck_with() is not None and table.painter.near_five() == (1, "blue")
    prompt = plain(table.play_prompt([]))
    blue = table.colour_ids.index("blue")
    place = next(k + 1 for k, c in enumerate(table.hand()) if blue not in table.defs.cards.cards[c].grid)
    name = table.names[1]
    assert prompt == (f"Aucun pli, même en échangeant. Mais le bleu du centre manque à {name} : échangez votre "
                      f"carte {place} contre le centre pour l'en priver."), prompt
    for lang in ("fr", "en"):  # whole in the prompt's two lines, with the longest bot's name
        i18n.set_lang(lang)
        longest = i18n.t("monsters.prompt.stuck_deny", place=3, who="Bot 2 (sur mesure)",
                         colour=i18n.name("monsters", "purple", gender="m"))
        assert len(wrap(longest, drawing.PROMPT_W, drawing.PROMPT_SIZE)) <= 2, (lang, longest)
    i18n.set_lang("fr")
    if SHOTS:
        app.frame(1 / 60)
        _save(app, "stuck_deny.png")
    state.tricks[1] = state.tricks[1][:2]  # three colours short: nobody to keep blue from, the stuck words (f48:
    table.sync()  # with the card to leave at the centre for the bot's next swap, when one is worth leaving)
    said = plain(table.play_prompt([]))
    assert said.startswith(("Aucun pli possible avec vos cartes, même en échangeant", "Aucun pli, même en échangeant. "
                            "Le prochain échange")), said


def test_the_tutorials_refused_swap_is_answered_in_two_plain_sentences(app) -> None:
    """nc59 shot 020 (step 5): « Refusé : le centre venait de changer ; voyez la nouvelle carte, votre prochain échange
    passera. Sans ligne même avec le centre, attendez qu'un autre joueur le change. Sur « Continuer », l'exemple
    s'arrête : le centre reprend sa carte. »: three ideas, and « le centre reprend sa carte » not understood. The
    answer is the refusal and what comes of it, in two sentences, the old card's return in plain words."""
    from test_monsters_f23_round22 import _tutorial
    from test_scenes_monsters import click, go_live

    table = _tutorial(app)
    go_live(app, table)
    guide = table.guide
    assert guide is not None
    while table.example != "centre_swap":
        guide.index += 1  # straight to the race step: the earlier steps are other tests'
    click(app, drawing.L.centre.center)
    words = table.guide_words()
    assert words is not None and words[0] == i18n.t("monsters.tutorial_refused"), words
    said = plain(words[0])
    # f50 (nc62 shot 029: « Votre prochain échange passera », and no swap was asked after)
    assert said == ("Refusé : le centre venait de changer. En partie, regardez la nouvelle carte et réessayez ; sur "
                    "« Continuer », l'ancienne carte revient au centre."), said
    for lang in ("fr", "en"):
        text = plain(i18n.t_in(lang, "monsters.tutorial_refused"))
        sentences = [s for s in re.split(r"(?<=[.!?])\s+", text) if s]
        assert len(sentences) <= 2 and len(text.split()) <= 40, text
        assert "reprend sa carte" not in text and "Sans ligne" not in text and "gets its card back" not in text
    if SHOTS:
        for _ in range(3):
            app.frame(1 / 30)
        _save(app, "tutorial_refused.png")
