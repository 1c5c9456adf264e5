"""Every piece the Elem Master table can describe, for check-data's inspect check."""

from __future__ import annotations

from typing import Any

from game.elemmaster.board import ELEMENTS
from game.elemmaster.defs import load_defs
from scenes.elemmaster import model
from scenes.inspect_check import InspectCases


def inspect_cases() -> InspectCases:
    defs = load_defs()
    cases: list[tuple[str, Any]] = [("terrain", t) for t in [*defs.terrains, "void"]]
    cases += [("element", e) for e in ELEMENTS] + [("event", c) for c in defs.events]
    cases += [("specialty", c) for c in defs.specialties] + [("event_back", "")]
    return InspectCases(model.inspect_text, cases, [(model, "_words", lambda words: lambda: words)])
