"""Elementary Evolution's elements and Ether, told apart on every card and token."""

from __future__ import annotations

from game import i18n
from game.evolution.defs import load_defs
from sprites.colour_check import ColourSet, Member
from sprites.evolution import art


def colour_sets() -> list[ColourSet]:
    """The four elements and the Ether jokers (each element also has its symbol on its cards)."""
    defs = load_defs()
    colors, symbols = art.palette()
    members = tuple(
        Member(i18n.t(f"vision.element.{el}"), colors.get(el, (150, 150, 150)), None, None, symbols.get(el))
        for el in (*defs.elements, "ether")
    )
    return [ColourSet("evolution", i18n.t("vision.set.elements"), members)]
