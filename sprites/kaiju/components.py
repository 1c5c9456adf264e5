"""Kaiju & Mecha dice pieces for the gallery and the print sheets, read from data/kaiju/cards.yaml.

The table draws with the same placeholder functions (scenes/art_kaiju.py) and the same art ids:
a Kaiju card is its value ("7"), a Mecha "M<face>", a Double token "double-<face>", a die face
"die-<face>", plus "back" (shared by every card) and "wound".
"""

from __future__ import annotations

from functools import partial

from game.kaiju.defs import load_defs
from sprites.components import Component
from sprites.kaiju import art as art_kaiju

CARD = (84, 118)
TOKEN = (24, 24)
DIE = (62, 62)
POKER_MM = (63.0, 88.0)


def components() -> list[Component]:
    defs = load_defs()
    out: list[Component] = []
    for card in defs.cards:
        v = card.value
        lines = [f"value: {v}", f"count: {card.count}"]
        if card.effects:
            lines.append("effects: " + ", ".join(card.effects))
        if card.special:
            lines.append(f"special: {card.special}")
        out.append(
            Component(
                str(v), "card", CARD, tuple(lines), partial(art_kaiju.kaiju_face, defs=defs, value=v),
                art_kaiju.back, "back", card.count, POKER_MM,
            )
        )
    for face in defs.mecha_faces:
        out.append(
            Component(
                f"M{face}", "card", CARD, (f"double: {face}-{face}", f"points: {defs.mecha_points}"),
                partial(art_kaiju.mecha_face, face=face), art_kaiju.back, "back", 1, POKER_MM,
            )
        )
        out.append(
            Component(f"double-{face}", "token", TOKEN, (f"double_of: {face}",),
                      partial(art_kaiju.double_token, face=face))
        )
    out.append(Component("wound", "token", TOKEN, (f"points: -{defs.wound_points}",), art_kaiju.wound_token, count=6))
    for face in range(1, defs.die_sides + 1):
        draw = lambda sz, f=face: art_kaiju.die_face(sz, f)  # noqa: E731
        out.append(Component(f"die-{face}", "die", DIE, (f"face: {face}",), draw))
    return out
