"""Elem Master on the results screen: the tokens each side holds, or that a seat is out."""

from __future__ import annotations

from typing import Any

from game.core import Result
from game.i18n import t
from scenes.table import who


def result_rows(view: dict[str, Any], result: Result, num_seats: int) -> list[list[str]]:
    """Per seat, its side's earth, fire, water and air tokens (teams share their side's), or "out".
    Fire is named too: a newcomer missed it, and `explain` says why it is not counted."""
    counts = (result.details or {}).get("counts") or {}
    fire = (result.details or {}).get("fire") or {}
    rows = []
    for s in range(num_seats):
        key = str(s)
        side = counts.get(key)
        if side is None and view.get("mode") == "teams":
            key = str(s % 2)
            side = counts.get(key)
        if side is None:
            rows.append([t("results.elemmaster.out")])
        else:
            rows.append([t("results.elemmaster.tokens", earth=side[0], fire=fire.get(key, 0), water=side[1],
                                   air=side[2])])
    return rows


def explain(view: dict[str, Any], result: Result, names: list[str]) -> list[str]:
    """What decided the winner (`Result.details["decided_by"]`, from the engine): the last Earth, or
    the count of Earth, then Water, then Air tokens on the board, or a draw; after a count, why the
    Fire on the board was not counted (the rules never count it)."""
    decided = (result.details or {}).get("decided_by") or {}
    rule = decided.get("rule")
    if not rule:
        return []
    winners = who(names, decided.get("winners"))
    # how long it lasted, in rounds as the header counted them ("Tour 9 : ..."; a newcomer missed it)
    # (not for a tutorial's part: its scripted position starts at a later turn, nc62 shot 052)
    rounds = [t("results.elemmaster.rounds", count=int(view["round"]))] \
        if view.get("round") and not view.get("tutorial") else []
    elimination = rule == "elimination" or (rule == "shared" and not decided.get("counts"))
    if rule == "elimination":  # the ones out by name ("les autres camps" read oddly in a game of two)
        raw = decided.get("winners")
        won: list[Any] = raw if isinstance(raw, list) else []
        seats = len(result.scores) if result.scores else len(names)
        out = [s for s in range(min(seats, len(names))) if s not in won]
        return [t("results.elemmaster.decided.elimination", who=winners, out=who(names, out), count=len(out)),
                *rounds]
    if elimination:  # the last Earth decided: a note on counting tokens explained a rule that did not apply
        return [*_decided(rule, decided, winners), *rounds]
    return [*_decided(rule, decided, winners), *rounds, t("results.elemmaster.fire_note.count")]


def decided_words(decided: dict[str, Any], names: list[str]) -> list[str]:
    """The sentence naming what decides a game (`decision`), before it ends (a confirmation says it)."""
    rule = str(decided.get("rule", ""))
    raw = decided.get("winners")
    won: list[Any] = raw if isinstance(raw, list) else []
    if rule == "elimination":
        out = [s for s in range(len(names)) if s not in won]
        return [t("results.elemmaster.decided.elimination", who=who(names, won), out=who(names, out), count=len(out))]
    return _decided(rule, decided, who(names, won)) if rule else []


def _decided(rule: str, decided: dict[str, Any], winners: str) -> list[str]:
    """The sentence naming what decided the game."""
    if rule == "shared":
        counts = list(decided.get("counts") or [])
        if len(counts) < 3:
            return [t("results.elemmaster.decided.shared_out")]
        return [t("results.elemmaster.decided.shared", earth=counts[0], water=counts[1], air=counts[2])]
    if rule == "count":
        equal = [t(f"results.elemmaster.element.{e}") for e in decided.get("equal") or []]
        level = equal[0] if len(equal) == 1 else t("results.elemmaster.equal_and", first=equal[0], second=equal[-1]) \
            if equal else ""
        return [t("results.elemmaster.decided.count_after" if equal else "results.elemmaster.decided.count",
                  cause=t(f"results.elemmaster.cause.{decided.get('cause', '')}"), who=winners,
                  element=t(f"results.elemmaster.element.{decided.get('element', '')}"), equal=level,
                  won=decided.get("won", 0), runner=decided.get("runner", 0))]
    return [t(f"results.elemmaster.decided.{rule}", who=winners)]
