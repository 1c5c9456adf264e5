"""Elemons & Gigamons, piece by piece: the tiles, their shared back, the Gigamons, the Rocks.

The placeholder functions here are the ones the table draws with
(scenes/elemons/table.py), so the gallery and the print sheets show the
same pieces. Art ids: each Elemon kind (`aeromon`...), `back` for the back
every tile shares (a different back would tell the players what is under
it), each Gigamon (`anemomon`...), and `rock`.
"""

from __future__ import annotations

import pygame

from game import elemons, i18n
from sprites import shapes
from sprites.art import Placeholder
from sprites.components import Component

TILE = 128  # a tile on the table, in canvas pixels (40 mm printed)
ROCK = 102  # a Rock covers most of a tile
BACK_ID = "back"
ROCK_ID = "rock"
ROCK_COLORS = ((120, 112, 104), (160, 150, 138))


def tile_front(kind: elemons.Kind, named: bool = True) -> Placeholder:
    """An Elemon face: its colour, its symbol, its name (`named`: a screen writing it beside does not)."""
    return lambda size: shapes.tile_face(size, kind.color, kind.symbol, kind.name[i18n.lang] if named else "")


def tile_back() -> Placeholder:
    """A back with a ring, never the Polymon's star: a row of hidden won Elemons must not read as Polymons."""
    return lambda size: shapes.tile_back(size, mark="ring")


def gigamon_front(kind: elemons.Kind, named: bool = True) -> Placeholder:
    """A Gigamon: its Elemon's colour a shade darker, the same symbol, a gold frame (`named`: its name on it)."""
    return lambda size: shapes.tile_face(
        size, shapes.shade(kind.color, -0.15), kind.symbol, kind.gigamon_name[i18n.lang] if named else "", True
    )


def rock_front() -> Placeholder:
    def make(size: tuple[int, int]) -> pygame.Surface:
        s = pygame.Surface(size, pygame.SRCALPHA)
        w, h = size
        shapes.symbol(s, "rock", (w / 2, h / 2), w * 0.42, ROCK_COLORS[0])
        shapes.symbol(s, "rock", (w / 2, h / 2 + 3), w * 0.34, ROCK_COLORS[1])
        return s

    return make


def _hex(c: tuple[int, int, int]) -> str:
    return "#{:02x}{:02x}{:02x}".format(*c)


def components(defs: elemons.Defs | None = None) -> list[Component]:
    """Every piece in the box, from data/elemons/tiles.yaml. The faces carry their names as on the table; the
    help, which writes each under its picture, draws them without (`bare`; nc34 shot 49: « Aeromon » twice)."""
    defs = defs or elemons.load_defs()
    tiles, gigamons = [], []
    for k in defs.kinds.values():
        tiles.append(
            Component(
                id=k.id,
                kind="tile",
                size=(TILE, TILE),
                lines=(
                    f"{k.name['fr']} / {k.name['en']}",
                    f"count: {k.count}",
                    f"color: {_hex(k.color)}",
                    f"symbol: {k.symbol}",
                    f"power: {k.power}",
                    f"gigamon: {k.gigamon}",
                ),
                front=tile_front(k),
                bare=tile_front(k, named=False),
                back=tile_back(),
                back_id=BACK_ID,
                count=k.count,
            )
        )
        gigamons.append(
            Component(
                id=k.gigamon,
                kind="tile",
                size=(TILE, TILE),
                lines=(
                    f"{k.gigamon_name['fr']} / {k.gigamon_name['en']}",
                    f"trade: {defs.trade_size} x {k.id}",
                    f"color: {_hex(shapes.shade(k.color, -0.15))}",
                    f"shade: {k.id}",
                    f"symbol: {k.symbol}",
                ),
                front=gigamon_front(k),
                bare=gigamon_front(k, named=False),
            )
        )
    rock = Component(
        id=ROCK_ID,
        kind="token",
        size=(ROCK, ROCK),
        lines=(f"rocks: {defs.rocks}", "rule: covers_tile"),
        front=rock_front(),
        count=defs.rocks,
    )
    return [*tiles, *gigamons, rock]
