"""Elem Master pieces for the gallery and the print sheets, read from data/elemmaster/.

Drawn by the same pure functions as the table (sprites/elemmaster/art.py) under the same art
ids: each terrain id, `void`, the element tokens (`earth`, `fire`, `water`, `air`), each event
and specialty card, and `event_back`.
"""

from __future__ import annotations

from functools import partial

from game.elemmaster.board import ELEMENTS
from game.elemmaster.defs import load_defs
from sprites.components import Component
from sprites.elemmaster import art as art

CELL = 56  # a cell of the 10x10 board
TOKEN = (41, 22)
CARD = (100, 140)
TOKENS_PER_ELEMENT = 24  # 6 per player and element, 4 players: "96 jetons Elément"


def components() -> list[Component]:
    defs = load_defs()
    out: list[Component] = []
    for tid, ter in defs.terrains.items():
        growth = ", ".join(sorted(ter.growth)) or "none"
        out.append(Component(tid, "tile", (CELL, CELL), (f"set: {ter.set}", f"growth: {growth}"),
                             partial(art.terrain, defs, tid)))
    out.append(Component("void", "tile", (CELL, CELL), ("rule: void",), partial(art.terrain, defs, "void")))
    for el in ELEMENTS:
        out.append(Component(el, "token", TOKEN, (f"element: {el}",), partial(art.token, el),
                             count=TOKENS_PER_ELEMENT))
    for kind, cards in (("events", defs.events), ("specialties", defs.specialties)):
        for cid in cards:
            out.append(
                Component(cid, "card", CARD, (f"{kind[:-1] if kind == 'events' else 'specialty'}: {cid}",),
                          partial(art.card, defs, cid, kind=kind),
                          partial(art.card, defs, None) if kind == "events" else None,
                          "event_back" if kind == "events" else None)
            )
    return out
