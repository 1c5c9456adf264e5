"""Monsters' five colours, which every trick is about (for `check-art --vision` and the gallery)."""

from __future__ import annotations

from game import i18n
from game.monsters.defs import load_rules
from sprites.colour_check import ColourSet, Member
from sprites.monsters.art import token


def colour_sets() -> list[ColourSet]:
    """The monsters' colours (each also has its own symbol on every monster)."""
    rules = load_rules()
    members = tuple(Member(c.name[i18n.lang], c.rgb, c.id, token(c), c.symbol) for c in rules.colours)
    return [ColourSet("monsters", i18n.t("vision.set.colours"), members)]
