"""Elem Master pieces for the gallery and the print sheets, read from data/elemmaster/.

The table's own drawing methods draw them, captured through a stand-in art store, so the gallery
shows what the table shows under the same art ids: each terrain id, `void`, the element tokens
(`earth`, `fire`, `water`, `air`), each event and specialty card, and `event_back`.
"""

from __future__ import annotations

from typing import Any

from game.elemmaster.board import ELEMENTS
from game.elemmaster.defs import load_defs
from scenes.elemmaster_table import ElemMasterTable
from sprites.components import Component

CELL = 56  # a cell of the 10x10 board
TOKEN = (41, 22)
CARD = (100, 140)
TOKENS_PER_ELEMENT = 24  # 6 per player and element, 4 players: "96 jetons Elément"


class _Capture:
    """Stands in for the art store: hands back the placeholder the table asked for."""

    def image(self, game: str, art_id: str, size: tuple[int, int], placeholder: Any) -> Any:
        return placeholder(size)


class _Drawer:
    terrain_img = ElemMasterTable.terrain_img
    token_img = ElemMasterTable.token_img
    card_img = ElemMasterTable.card_img

    def __init__(self, defs: Any, cs: int) -> None:
        self.defs = defs
        self.cs = cs
        self.app = type("App", (), {"art": _Capture()})()


def components() -> list[Component]:
    defs = load_defs()
    out: list[Component] = []
    for tid, ter in defs.terrains.items():
        growth = ", ".join(sorted(ter.growth)) or "none"
        out.append(
            Component(tid, "tile", (CELL, CELL), (f"set: {ter.set}", f"growth: {growth}"),
                      lambda sz, t=tid: _Drawer(defs, sz[0]).terrain_img(t))
        )
    void = Component("void", "tile", (CELL, CELL), ("a void cell",),
                     lambda sz: _Drawer(defs, sz[0]).terrain_img("void"))
    out.append(void)
    for el in ELEMENTS:
        out.append(
            Component(el, "token", TOKEN, (f"element: {el}",), lambda sz, e=el: _Drawer(defs, CELL).token_img(e, *sz),
                      count=TOKENS_PER_ELEMENT)
        )
    for kind, cards in (("events", defs.events), ("specialties", defs.specialties)):
        for cid in cards:
            out.append(
                Component(cid, "card", CARD, (f"{kind[:-1] if kind == 'events' else 'specialty'}: {cid}",),
                          lambda sz, c=cid, k=kind: _Drawer(defs, CELL).card_img(c, *sz, kind=k),
                          (lambda sz: _Drawer(defs, CELL).card_img(None, *sz)) if kind == "events" else None,
                          "event_back" if kind == "events" else None)
            )
    return out
