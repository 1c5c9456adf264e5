"""Elementary Evolution pieces for the gallery and the print sheets, read from data/evolution/.

Drawn by sprites/evolution/art.py, the same functions the table uses (one deck per mage: each
card is printed four times), under the same art ids: the card ids (`air0` ... `ether4`), `back`,
the creature ids and `token_back`.
"""

from __future__ import annotations

from functools import partial

from game.evolution.defs import load_defs
from sprites.components import Component
from sprites.evolution import art as art

DECKS = 4  # "4 decks contenant chacun 28 cartes"


def components() -> list[Component]:
    defs = load_defs()
    out: list[Component] = []
    for cid, card in defs.cards.items():
        lines = (f"element: {card.element}", f"level: {card.level if card.level is not None else '1-4 (joker)'}")
        out.append(
            Component(
                cid, "card", art.CARD, lines, partial(art.card_face, defs, cid), art.card_back, "back", DECKS
            )
        )
    for cid, cr in defs.creatures.items():
        release = f"card: {cr.card}" if cr.card else f"centre: {cr.ether_centre}"
        out.append(
            Component(
                cid,
                "token",
                art.TOKEN,
                (f"power: {cr.power}", f"timing: {cr.timing}", release),
                partial(art.token_face, defs, cid),
                art.token_back,
                "token_back",
            )
        )
    return out
