"""Elem Master: elements, the owners' rims and the terrains, all read by colour first."""

from __future__ import annotations

from typing import Any

from game import i18n
from game.elemmaster.board import ELEMENTS
from game.elemmaster.defs import load_defs
from sprites.colour_check import ColourSet, Member
from sprites.elemmaster import art


def _terrain(defs: Any, tid: str) -> Any:
    return lambda size: art.terrain(defs, tid, size)


def _token(el: str) -> Any:
    return lambda size: art.token(el, size)


def colour_sets() -> list[ColourSet]:
    """Elements (with their symbol), the four owners' rims (colour alone unless the colour-blind
    cues are on) and the terrains (with their symbol)."""
    defs = load_defs()
    elements = tuple(Member(i18n.t(f"vision.element.{el}"), art.color(el), el, _token(el), el) for el in ELEMENTS)
    owners = tuple(Member(i18n.t("vision.owner", n=s + 1), art.owner_color(s)) for s in range(4))
    terrains = tuple(Member(ter.name[i18n.lang], ter.color, tid, _terrain(defs, tid), tid)
                     for tid, ter in defs.terrains.items())
    return [
        ColourSet("elemmaster", i18n.t("vision.set.elements"), elements),
        ColourSet("elemmaster", i18n.t("vision.set.owners"), owners),
        ColourSet("elemmaster", i18n.t("vision.set.terrains"), terrains),
    ]
