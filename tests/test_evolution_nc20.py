"""Round nc20 (a newcomer's tutorial and first game against « Bot sur mesure »): what stumbled them."""

from __future__ import annotations

from dataclasses import replace

from test_evolution_controls import asked_for

from game.evolution.defs import load_defs

# An Ether fits on three piles at once (Fire 2, Air 1, Water 3 are each missing), and may be discarded.
ETHERS = """
seats: 2
current: 0
mages:
  - hand: [ether1, earth4, ether2, air3, fire4]
    piles: {air: [air0], fire: [fire0, fire1], earth: [earth0, earth1, earth2, earth3], water: [water0, water1, water2]}
    quick: [air2]
    rest: draw
  - hand: [air1, fire1, earth1, ether1, water2]
    piles: {air: [air0], water: [water0]}
    rest: draw
"""


def test_a_hand_cards_buttons_keep_the_tables_order_whatever_the_engines():
    """nc20 shots 72-74: the « Poser sur … » buttons changed order from card to card and a habit click
    put an Ether on Air instead of Water: the piles come in the table's order, then the discards."""
    asked = asked_for(ETHERS, 0)
    elements = list(load_defs().elements)
    for card in ("ether1", "ether2"):
        acts = asked.card_actions(card)
        piles = [str(a.args[1]) for a in acts if a.kind == "play"]
        assert len(piles) >= 2, acts
        assert piles == sorted(piles, key=elements.index), piles
        kinds = [a.kind for a in acts]
        assert kinds.index("discard") > max(i for i, k in enumerate(kinds) if k == "play"), kinds
        backwards = replace(asked, legal=list(reversed(asked.legal)))
        assert [asked.card_label(a) for a in backwards.card_actions(card)] == [asked.card_label(a) for a in acts]
