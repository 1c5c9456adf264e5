"""Monsters on the results screen: rounds won, and the tricks of the last round."""

from __future__ import annotations

from typing import Any

from game.core import Result
from game.i18n import t


def result_rows(view: dict[str, Any], result: Result, num_seats: int) -> list[list[str]]:
    """Per seat, the rounds it won (its score) and its tricks and colours in the last round."""
    rounds = (result.details or {}).get("rounds") or []
    rows = []
    for s in range(num_seats):
        row = [t("results.monsters.rounds", n=int(result.scores[s]) if s < len(result.scores) else 0)]
        if rounds:
            counts = rounds[-1].get("counts") or []
            if s < len(counts):
                tricks = sum(int(v) for v in counts[s].values())
                row.append(t("results.monsters.tricks", n=tricks, colours=len(counts[s])))
        rows.append(row)
    return rows
