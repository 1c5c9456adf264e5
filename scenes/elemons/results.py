"""Elemons & Gigamons on the results screen: each seat's Gigamons and Elemons won."""

from __future__ import annotations

from typing import Any

from game.core import Result
from game.i18n import t
from scenes.table import seat_value


def result_rows(view: dict[str, Any], result: Result, num_seats: int) -> list[list[str]]:
    """Per seat, its Gigamons and its Elemons (`Result.details`)."""
    d = result.details or {}
    return [[t("results.elemons.gigamons", n=seat_value(d.get("gigamons"), s)),
             t("results.elemons.elemons", n=seat_value(d.get("elemons"), s))] for s in range(num_seats)]
