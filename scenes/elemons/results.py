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
    """What decided the winner, from the engine (`scenes.table.decided_sentence`), then each turn that caught
    two Gigamons or more (the engine's `feats`) and the powers that helped: nc59 won 3-0 in 3 min 12 s, two
    Gigamons in one turn after a Hydromon's look and an Electromon's replay, and it read as an accident."""
    lines = decided_sentence("elemons", result, names) + pairs_lines(result, names)
    for feat in (result.details or {}).get("feats") or []:
        seat = feat.get("seat")
        name = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""
        lines.append(t("results.elemons.feat", who=name, count=int(feat.get("count", 2)),
                       helped=str(feat.get("helped", "none"))))
    return lines


def pairs_lines(result: Result, names: list[str]) -> list[str]:
    """Each seat's pairs found from memory against those found by luck (the second tile never seen by the one
    who turned it), as the engine counted them: nc61 saw four « jamais vue avant : elle complète la paire » from
    the bot and « began to wonder whether the bot could see the tiles »; luck, counted, reads as luck."""
    d = result.details or {}
    memory, luck = d.get("pairs_memory"), d.get("pairs_luck")
    if not isinstance(memory, list) or not isinstance(luck, list) or not any(memory) and not any(luck):
        return []

    def each(counts: list[Any]) -> str:
        return ", ".join(t("results.elemons.pairs_seat", n=int(seat_value(counts, s) or 0), who=name)
                         for s, name in enumerate(names))

    return [t("results.elemons.pairs", memory=each(memory), luck=each(luck))]
