"""Elemons & Gigamons on the results screen: each seat's Gigamons and Elemons won."""

from __future__ import annotations

from typing import Any

from game.core import Result
from game.i18n import t
from scenes.table import seat_value, who


def result_rows(view: dict[str, Any], result: Result, num_seats: int) -> list[list[str]]:
    """Per seat, its Gigamons and its Elemons (`Result.details`)."""
    d = result.details or {}
    return [[t("results.elemons.gigamons", n=seat_value(d.get("gigamons"), s)),
             t("results.elemons.elemons", n=seat_value(d.get("elemons"), s))] for s in range(num_seats)]


def explain(view: dict[str, Any], result: Result, names: list[str]) -> list[str]:
    """What decided the winner (`Result.details["decided_by"]`, from the engine), in one sentence."""
    decided = (result.details or {}).get("decided_by") or {}
    rule = decided.get("rule")
    if not rule:
        return []
    values = {k: v for k, v in decided.items() if isinstance(v, int)}
    return [t(f"results.elemons.decided.{rule}", who=who(names, decided.get("winners")), **values)]
