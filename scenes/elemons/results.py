"""Elemons & Gigamons on the results screen: each seat's Gigamons and Elemons won."""

from __future__ import annotations

from typing import Any

from game.core import Result
from game.i18n import t
from scenes.table import decided_sentence, seat_value


def result_rows(view: dict[str, Any], result: Result, num_seats: int) -> list[list[str]]:
    """Per seat, its Gigamons and its Elemons (`Result.details`)."""
    d = result.details or {}
    return [[t("results.elemons.gigamons", n=seat_value(d.get("gigamons"), s)),
             t("results.elemons.elemons", n=seat_value(d.get("elemons"), s))] for s in range(num_seats)]


def explain(view: dict[str, Any], result: Result, names: list[str]) -> list[str]:
    """What decided the winner, from the engine (`scenes.table.decided_sentence`)."""
    return decided_sentence("elemons", result, names)
