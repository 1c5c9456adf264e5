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
    from scene_input import click, run_until
    from test_scenes_evolution import table_for

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], ROOTING)
    table.act(0, act("play", "earth0", "earth"))
    assert run_until(app, lambda: not table.busy and table.controls.asked is not None
                     and table.controls.asked.first("skip") is not None, 10)
    assert run_until(app, lambda: not table.controls.too_soon(), 5)
    slots = table.hand_slots()
    click(app, table.hand_rects(len(slots))[slots.index("air1")].center)
    assert table.controls.selected is None
    assert plain(table.error) == ("D'abord l'enracinement de Terre 0 : un clic sur une de vos piles l'enracine, "
                                  "ou « Ne pas appliquer l'effet ». Ensuite, posez Air 1."), table.error
