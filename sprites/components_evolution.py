"""Elementary Evolution pieces for the gallery and the print sheets, read from data/evolution/.

The table's own drawing methods draw them (one deck per mage: each card is printed four times),
so the gallery shows exactly what the table shows, under the same art ids: the card ids
(`air0` ... `ether4`), `back`, the creature ids and `token_back`.
"""

from __future__ import annotations

from game.evolution.defs import load_defs
from scenes.evolution_table import HAND_H, HAND_W, EvolutionTable
from sprites import shapes
from sprites.components import Component

DECKS = 4  # "4 decks contenant chacun 28 cartes"
TOKEN = (44, 44)


class _Drawer:
    """Just enough of the table to run its drawing methods from the definitions alone."""

    token_color = EvolutionTable.token_color
    _card_face = EvolutionTable._card_face
    _token_face = EvolutionTable._token_face
    _token_back = EvolutionTable._token_back

    def __init__(self, defs: object) -> None:
        self.defs = defs


def components() -> list[Component]:
    defs = load_defs()
    draw = _Drawer(defs)
    out: list[Component] = []

    def back(sz: tuple[int, int]):
        return shapes.tile_back(sz, (72, 60, 112), "star")

    for cid, card in defs.cards.items():
        lines = (f"element: {card.element}", f"level: {card.level if card.level is not None else '1-4 (joker)'}")
        out.append(
            Component(cid, "card", (HAND_W, HAND_H), lines, lambda sz, c=cid: draw._card_face(c, sz), back, "back",
                      DECKS)
        )
    for cid, cr in defs.creatures.items():
        release = f"card: {cr.card}" if cr.card else f"Ether to the centre: {cr.ether_centre}"
        out.append(
            Component(cid, "token", TOKEN, (f"power: {cr.power}", f"timing: {cr.timing}", release),
                      lambda sz, c=cid: draw._token_face(c, sz), draw._token_back, "token_back")
        )
    return out
