"""Monsters (issue 24): no help box pops up over the cards while the person arranges them against the
clock; a right click still shows it, and once the clock stops a long rest does."""

from __future__ import annotations

import pygame
from test_scenes_monsters import go_live, table_with

from scenes.monsters.drawing import L
from scenes.table import HOVER_DELAY


def rest_on(app, table, pos, seconds):
    """The pointer moves to `pos` and rests there; returns what the help box would show, if it shows."""
    shown = []
    real = table.inspect_at

    def spy(p):
        found = real(p)
        shown.append(found)
        return found

    table.inspect_at = spy
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
    t = 0.0
    while t < seconds:
        app.frame(0.1)
        t += 0.1
    table.inspect_at = real
    return [s for s in shown if s]


def test_no_help_box_over_the_cards_while_the_clock_runs(app):
    table = table_with(app, ["human", "bot:easy"], speed="normal")
    go_live(app, table)
    card = L.hand_slot(0).center
    assert table.card_at(card)[0] == "hand"
    assert table.hover_delay(card) is None
    assert rest_on(app, table, card, 3 * HOVER_DELAY) == [], "a help box showed over a card during the race"
    centre = L.centre.center
    assert rest_on(app, table, centre, 3 * HOVER_DELAY) == [], "a help box showed over the centre card"
    # a right click on the centre card asks for it: it shows (on one's own card it turns the card over)
    table.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=3))
    assert table.pinned is not None


def test_no_help_box_while_dragging_anywhere(app):
    table = table_with(app, ["human", "bot:easy"], speed="normal")
    go_live(app, table)
    table.arrangement.drag = {"card": table.hand()[0], "from": "hand", "start": (0, 0), "pos": L.deck.center,
                              "moved": True}
    assert table.hover_delay(L.deck.center) is None
    table.arrangement.drag = None
    assert table.hover_delay(L.deck.center) == HOVER_DELAY  # the rest of the table keeps its help


def test_a_long_rest_shows_the_card_once_the_clock_stops(app):
    table = table_with(app, ["human", "bot:easy"], speed="normal")
    go_live(app, table)
    table.live = False  # the clock stops (a round's end, the pause)
    card = L.centre.center
    delay = table.hover_delay(card)
    assert delay is not None and delay > HOVER_DELAY
