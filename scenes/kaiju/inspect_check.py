"""Every piece the Kaiju table can describe, for check-data's inspect check."""

from __future__ import annotations

from typing import Any

from game.kaiju.defs import load_defs
from scenes.inspect_check import InspectCases
from scenes.kaiju import model


def inspect_cases() -> InspectCases:
    defs = load_defs()
    faces = range(1, defs.die_sides + 1)
    cases: list[tuple[str, Any]] = [("kaiju", v) for v in defs.values] + [("mecha", f) for f in defs.mecha_faces]
    cases += [("double", f) for f in faces] + [("die", f) for f in faces]
    cases += [("wound", 0), ("pile", 1), ("discard", 1), ("back", 0)]

    def describe(kind: str, ident: Any, lang: str) -> Any:
        return model.inspect_text(kind, ident, lang, defs)

    return InspectCases(describe, cases, [(model, "inspect_words", lambda words: lambda: words)])
