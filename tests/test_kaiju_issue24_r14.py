"""Issue 24, round 14 of Kaiju & Mecha: « Vous piochez » waits for the click it asks for, and that click
only puts it away (nc13 took the 8s with it)."""

from __future__ import annotations

import pygame
from lang import plain
from scene_input import run
from test_kaiju_newcomer import kaiju_tutorial, play_to_step
from test_tutorial import tap

from game import i18n
from scenes.kaiju.layout import REVEAL, REVEAL_GRACE


def test_the_drawn_card_waits_for_a_click_which_takes_nothing_under_it(app):
    table = kaiju_tutorial(app)
    play_to_step(app, table, "play 7 draw")
    table.act(table.human_to_act(), table.guide.expected())
    run(app, REVEAL * 3)
    assert table.reveal == 9, "« Vous piochez » went by itself while the person was reading it"
    assert table.holds_events() and table.human_to_act() is None, "the table played on under the card"
    assert table.guide.step.do == "take 8"
    words = table.guide_words()
    assert words is not None and plain(words[0]) == plain(i18n.t("tutorial.look")), words
    moves = len(table.feed.match.moves)
    eights = [i for i, v in enumerate(table.model.table) if v == 8]
    assert len(eights) == 2
    tap(app, table.places.slot_rect(eights[0]).center)  # nc13's click: on the 8s, to put the card away
    assert table.reveal is None, "the click did not put the card away"
    tap(app, table.places.slot_rect(eights[0]).center)  # a second, quick one: still meant for the card
    assert len(table.feed.match.moves) == moves, "the click that put the card away took a card"
    run(app, REVEAL_GRACE + 0.1)
    target = table.guide_target()
    assert target is not None and table.guide.step.do == "take 8", "step 11 is not asked once the card is away"
    tap(app, target.center)
    run(app, 0.1)
    person = table.guide.tutorial.person
    assert [person, "take 8"] in [list(m) for m in table.feed.match.moves[moves:]], \
        "the 8s are taken by the next click, not before"


def test_a_key_puts_the_drawn_card_away_and_nobody_waits_in_an_autoplay(app):
    table = kaiju_tutorial(app)
    play_to_step(app, table, "play 7 draw")
    table.act(table.human_to_act(), table.guide.expected())
    run(app, 0.1)
    assert table.reveal_waits() and table.reveal == 9
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
    app.frame(1 / 60)
    assert table.reveal is None and not table.holds_events()
    table.autoplay = True  # `tutorial --autoplay` and its screenshots: nobody to click
    assert not table.reveal_waits()
    table.demo, table.autoplay = True, False
    assert not table.reveal_waits()
