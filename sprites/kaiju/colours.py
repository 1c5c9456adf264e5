"""Kaiju cards are coloured by what they do: the roles a player reads at a glance."""

from __future__ import annotations

from game import i18n
from sprites.colour_check import ColourSet, Member
from sprites.kaiju.art import ROLE_COLORS


def colour_sets() -> list[ColourSet]:
    """The cards' role colours (each card also shows its effect's icon and its number)."""
    members = tuple(Member(i18n.t(f"vision.role.{r}"), c, None, None, r) for r, c in ROLE_COLORS.items())
    return [ColourSet("kaiju", i18n.t("vision.set.roles"), members)]
