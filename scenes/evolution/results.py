"""Elementary Evolution on the results screen: each mage's rank, levels, and when it finished."""

from __future__ import annotations

from typing import Any

from game.core import Result
from game.i18n import t
from scenes.table import decided_sentence, seat_value


def result_rows(view: dict[str, Any], result: Result, num_seats: int) -> list[list[str]]:
    """Per seat, its rank and its Elementals' levels, and whether it gathered its four Ultimate
    Elementals (a finisher's place is its rank: "rang 1 · a fini en position 1" said it twice)."""
    d = result.details or {}
    order = list(d.get("finish_order") or [])
    rows = []
    for s in range(num_seats):
        row = [t("results.evolution.rank", n=seat_value(d.get("ranks"), s)),
               t("results.evolution.levels", n=seat_value(d.get("levels"), s))]
        if s in order:
            row.append(t("results.evolution.finished", n=order.index(s) + 1))
        rows.append(row)
    return rows


def explain(view: dict[str, Any], result: Result, names: list[str]) -> list[str]:
    """What decided the winner, from the engine (`scenes.table.decided_sentence`)."""
    return decided_sentence("evolution", result, names)
