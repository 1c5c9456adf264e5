"""The Elemons a player must tell apart by colour (for `check-art --vision` and the gallery)."""

from __future__ import annotations

from game import elemons, i18n
from sprites.colour_check import ColourSet, Member
from sprites.elemons.components import tile_front


def colour_sets() -> list[ColourSet]:
    """The kinds of tile: a memory game is lost if two kinds read alike (each has its symbol too)."""
    defs = elemons.load_defs()
    kinds = tuple(Member(k.name[i18n.lang], k.color, k.id, tile_front(k), k.symbol) for k in defs.kinds.values())
    return [ColourSet("elemons", i18n.t("vision.set.kinds"), kinds)]
