"""Elem Master on the results screen: the tokens each side holds, or that a seat is out."""

from __future__ import annotations

from typing import Any

from game.core import Result
from game.i18n import t


def result_rows(view: dict[str, Any], result: Result, num_seats: int) -> list[list[str]]:
    """Per seat, its side's earth, water and air tokens (teams share their side's), or "out"."""
    counts = (result.details or {}).get("counts") or {}
    rows = []
    for s in range(num_seats):
        side = counts.get(str(s))
        if side is None and view.get("mode") == "teams":
            side = counts.get(str(s % 2))
        if side is None:
            rows.append([t("results.elemmaster.out")])
        else:
            rows.append([t("results.elemmaster.tokens", earth=side[0], water=side[1], air=side[2])])
    return rows
