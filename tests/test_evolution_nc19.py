"""nc19's findings on Elementary Evolution: the discard prompt, the hand's empty places, the labels."""

from __future__ import annotations

from game import i18n

HAND = """
seats: 2
current: 0
mages:
  - hand: [fire0, water0, earth0, air0]
    rest: draw
  - hand: [air1]
    rest: draw
"""


def test_the_hand_keeps_every_used_place_in_a_turn_and_a_new_card_fills_one(app, tmp_path):
    """nc19 shot-136: a used card's place closed up at the end of the hand and stayed in the middle, so
    an empty place was clicked. One rule: every place stays within the turn, a card coming in fills one."""
    from test_scenes_evolution import table_for

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], HAND)
    m = table.m
    a, b, c, d = start = list(m.hand)
    assert table.hand_slots() == start
    m.hand = [a, b, c]  # the last card played: its place stays
    assert table.hand_slots() == [a, b, c, None]
    m.hand = [a, c]  # one in the middle too
    assert table.hand_slots() == [a, None, c, None]
    m.hand = [a, c, "air3"]  # a draw in the turn takes the first empty place
    assert table.hand_slots() == [a, "air3", c, None]
    m.hand = [a, c, "air3", d]  # an undone card goes back to its own place
    assert table.hand_slots() == [a, "air3", c, d]
    m.hand = [a, c, "air3", d, "water3", "water4"]  # more than the places: added after
    assert table.hand_slots() == [a, "air3", c, d, "water3", "water4"]
    m.hand, m.current = [a, c], 1  # a new turn lays the hand out closed up
    assert table.hand_slots() == [a, c]
