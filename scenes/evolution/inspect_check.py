"""Every piece the Elementary Evolution table can describe, for check-data's inspect check."""

from __future__ import annotations

from typing import Any

from game.evolution.defs import load_defs
from scenes.evolution import model
from scenes.inspect_check import InspectCases

PLACES = ("quick", "main", "draw", "centre", "unavailable", "condemned", "token_back", "header", "turns")


def inspect_cases() -> InspectCases:
    defs = load_defs()
    cases: list[tuple[str, Any]] = [("card", c) for c in defs.cards] + [("creature", c) for c in defs.creatures]
    cases += [("pile", p) for p in defs.effects] + [(k, "") for k in PLACES]
    return InspectCases(model.inspect_text, cases, [(defs, "inspect", lambda words: words)])
