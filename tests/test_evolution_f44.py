"""Round 49's fixes on Elementary Evolution (fix round f44), each from a newcomer's report."""

from __future__ import annotations

from lang import plain

from game import i18n
from game.core import act

ROOTING = """
seats: 2
current: 0
mages:
  - hand: [earth0, air1, water2, fire3, ether1]
    piles: {air: [air0], fire: [fire0, fire1]}
    rest: draw
  - hand: [air1, air2, earth3, ether2, fire1]
    piles: {water: [water0]}
    rest: draw
"""


def test_a_hand_card_clicked_while_ones_rooting_waits_says_a_pile_click_roots(app, tmp_path):
    """nc49 shot 055: Terre 0 placed, « Enracinement (Terre 0) : cliquez la pile à enraciner »; Air 1 clicked in
    the hand was refused by « D'abord l'effet de la carte posée (en haut) », and the next click, on the Air pile
    to place Air 1 there, rooted the Air pile (no undo: the bot had a window after it). The refusal says what a
    click on a pile does now, and that the card comes after."""
    from scene_input import click
    from test_scenes_evolution import effect_waiting

    i18n.set_lang("fr")
    table = effect_waiting(app, tmp_path, ROOTING, "earth0", "earth")
    slots = table.hand_slots()
    click(app, table.hand_rects(len(slots))[slots.index("air1")].center)
    assert table.controls.selected is None
    assert plain(table.error) == ("D'abord l'enracinement de Terre 0 : un clic sur une de vos piles l'enracine, "
                                  "ou « Ne pas appliquer l'effet ». Ensuite, posez Air 1."), table.error


def test_ones_own_card_burned_without_a_question_says_no_cascade_was_possible(app, tmp_path):
    """nc49 shots 096-097: a Sirène sent the person's own Fire back onto their Eau 3, which burned at once,
    « sans choix » (« I was never asked »): no Water 4 in hand, so no Cascade to offer. The log line says so;
    where the person held the Water and let the burn go, it says nothing of it."""
    from test_scenes_evolution import table_for

    from game.core import Event

    i18n.set_lang("fr")
    position = """
seats: 2
current: 1
mages:
  - hand: [air3, earth3]
    piles: {water: [water0, water1, water2, water3]}
    rest: draw
  - hand: [air1, air2, earth3, ether2, fire1]
    piles: {water: [water0]}
    rest: draw
"""
    table = table_for(app, tmp_path, ["human", "bot:easy"], position)
    burned = Event("burned", 1, {"target": 0, "pile": "water", "card": "water3", "how": "burn"})
    line = plain(table.describe(burned))
    assert line.endswith("(pas de Cascade possible : aucune Eau 4 en main)"), line
    table.m.hand = ["air3", "water4"]
    assert "Cascade" not in plain(table.describe(burned))
    mine = Event("burned", 0, {"target": 1, "pile": "water", "card": "water0", "how": "burn"})
    assert "Cascade" not in plain(table.describe(mine))  # the rival's card: not a word of the person's hand


def test_a_fire_with_nothing_at_all_to_burn_says_nothing(app, tmp_path):
    """nc49 shots 007, 044: « L'embrasement de la carte Feu 0 n'a pas lieu : aucune carte adverse libre et non
    protégée à brûler » after every Fire of the opening, while the rival had laid no card, with a banner « toutes
    les cartes adverses sont à l'abri ». No line, no banner, no pause then; a rival whose cards are all rooted
    still hears why."""
    from scene_input import run_until
    from test_scenes_evolution import table_for

    from game.core import Event

    i18n.set_lang("fr")
    bare = ROOTING.replace("fire: [fire0, fire1]", "fire: [fire0, fire1, fire2]") \
        .replace("    piles: {water: [water0]}\n", "")
    table = table_for(app, tmp_path, ["human", "bot:easy"], bare)
    assert not any(table.m.mages[1].piles.values())
    table.act(0, act("play", "fire3", "fire"))  # no symbol: its burn comes at once
    assert run_until(app, lambda: not table.busy, 10)
    said = [plain(e) for e in table.log.entries]
    assert not any("n'a pas lieu" in x for x in said), said
    fizzled = next(e for e in table.shown if e.kind == "no_target")
    assert fizzled.data["bare"] == 1  # the engine saw no rival card laid
    assert table.describe(fizzled) is None and table.on_no_target(fizzled) == 0.0
    rooted = Event("no_target", 0, {"effect": "burn", "card": "fire3", "bare": 0})  # rival cards, all rooted
    assert "n'a pas lieu" in plain(table.describe(rooted) or ""), table.describe(rooted)
    assert table.on_no_target(rooted) is None
