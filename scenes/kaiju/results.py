"""Kaiju & Mecha dice on the results screen: each seat's score, part by part."""

from __future__ import annotations

from typing import Any

from game import i18n
from game.core import Result
from game.i18n import t
from scenes.table import decided_sentence


def result_rows(view: dict[str, Any], result: Result, num_seats: int) -> list[list[str]]:
    """Per seat, its Kaiju, Mechas, majority bonus and wounds with their points, and the total."""
    rows: list[list[str]] = [[] for _ in range(num_seats)]
    breakdown = (result.details or {}).get("breakdown") or []
    # the 1s bonus of a tie goes to each tied seat: said as a tie, not as "the most" twice
    shared = 1 if sum(1 for b in breakdown if b.get("bonus")) > 1 else 0
    for b in breakdown:
        s = int(b.get("seat", 0))
        if s < num_seats:
            parts = [t("results.kaiju.kaiju", n=b.get("kaiju", 0), pts=b.get("kaiju_points", 0)),
                     t("results.kaiju.mechas", n=b.get("mechas", 0), pts=b.get("mecha_points", 0)),
                     t("results.kaiju.bonus", n=b.get("majority_cards", 0), pts=b.get("bonus", 0),
                       shared=shared)]
            if b.get("wounds"):  # no Wound, no line: a "0, minus 0" reads as noise
                parts.append(t("results.kaiju.wounds", n=b.get("wounds", 0), pts=b.get("wound_points", 0)))
            rows[s] = [*parts, t("results.total", pts=b.get("total", 0))]
    return rows


def explain(view: dict[str, Any], result: Result, names: list[str]) -> list[str]:
    """What decided the winner, from the engine (`scenes.table.decided_sentence`), and in a close
    game the part of the score that turned it (the engine's `swing`: the 1s bonus, Wounds, Mechas)."""
    decided = (result.details or {}).get("decided_by") or {}
    winners = decided.get("winners") or []
    # the one person at this screen, when they won alone, is « vous » as in the headline (nc24 shot-27:
    # « Vous gagnez ! » over « Joueur 1 gagne avec le plus de points »)
    you = "yes" if isinstance(view.get("you"), int) and winners == [view.get("you")] else "no"
    said = decided_sentence("kaiju", result, names)
    if said and you == "yes" and decided.get("rule") in ("points", "cards"):
        values = {k: v for k, v in decided.items() if isinstance(v, int)}
        said = [t(f"results.kaiju.decided.{decided['rule']}", who=names[winners[0]], you=you, **values)]
    kind, runner = decided.get("swing"), decided.get("runner_seat")
    if said and kind and isinstance(runner, int) and runner < len(names):
        values = {k: v for k, v in decided.items() if isinstance(v, int) and k != "runner_seat"}
        winner = names[winners[0]] if winners and isinstance(winners[0], int) and winners[0] < len(names) else ""
        said.append(t(f"results.kaiju.swing.{kind}", who=winner, other=names[runner], you=you, **values))
    elif said and decided.get("rule") == "points":
        said.extend(biggest_part(result, names, you))
    if said and decided.get("last") and isinstance(runner, int) and runner < len(names) and winners:
        said.append(last_turn_sentence(decided, names, winners[0], runner, you, view.get("you")))
    if said and (steals := steals_sentence(result, names, view.get("you"))):
        said.append(steals)
    return said


def steals_sentence(result: Result, names: list[str], viewer: Any) -> str:
    """The points the steals moved between the winner and the runner-up, cards drawn at random (nc61: two random
    steals turned 77-54 into 53-57, and nothing at the end told luck from play). "" when none moved."""
    details = result.details or {}
    decided = details.get("decided_by") or {}
    stolen = details.get("stolen") or []
    winners, runner = decided.get("winners") or [], decided.get("runner_seat")
    if not winners or not isinstance(runner, int) or not isinstance(winners[0], int):
        return ""
    win = winners[0]
    if max(win, runner) >= min(len(names), len(stolen)):
        return ""
    took, gave = int(stolen[win][runner]), int(stolen[runner][win])
    if not took and not gave:
        return ""
    you = "winner" if viewer == win else "runner" if viewer == runner else "none"
    # the 1s bonus a steal took with a 1, counted as the turn's recap counts it (nc64 shot 097: « qui vous a pris 1
    # point » for the steal of a lone 1 that moved the bonus, the recap having said « −15 pour vous »)
    bonus = details.get("stolen_bonus") or []

    def bonus_of(thief: int, victim: int) -> str:
        points = int(bonus[thief][victim]) if max(thief, victim) < len(bonus) else 0
        return t("results.kaiju.steal_bonus", points=points) if points else ""

    return t("results.kaiju.steals", who=names[win], other=names[runner], you=you, took=took, gave=gave,
             took_nothing="yes" if not took else "no", gave_nothing="yes" if not gave else "no",
             took_bonus=bonus_of(win, runner), gave_bonus=bonus_of(runner, win))


def last_turn_sentence(decided: dict[str, Any], names: list[str], winner: int, runner: int, you: str,
                       viewer: Any) -> str:
    """The winner's last turn, when it turned the game (the engine's `last`): nc60 lost on the bot's last double 6,
    a Mecha of 15, and the results named only the 1s bonus."""
    kind = decided["last"]
    cards = [str(c) for c in decided.get("last_cards") or []]
    what = t("results.kaiju.last_what", kind=kind, face=decided.get("last_face", 0), card=decided.get("last_card", 0),
             stolen="mecha" if decided.get("last_face") else "card",
             count=len(cards), cards=i18n.listed(cards))
    return t("results.kaiju.last_turn", who=names[winner] if winner < len(names) else "", other=names[runner],
             you=you, other_you="yes" if viewer == runner else "no", what=what, gain=decided.get("last_gain", 0))


# the parts of a score, as (breakdown key of the points, key of the count), a Wound counting against
PARTS = {"kaiju": ("kaiju_points", "kaiju"), "mechas": ("mecha_points", "mechas"),
         "bonus": ("bonus", "majority_cards"), "wounds": ("wound_points", "wounds")}


def biggest_part(result: Result, names: list[str], you: str = "no") -> list[str]:
    """A clear win also says which part of the two scores differed most (a newcomer read "138 contre
    102" and learnt nothing): e.g. "ses 4 Mechas : 60 points contre 30"."""
    decided = (result.details or {}).get("decided_by") or {}
    rows = {int(b.get("seat", -1)): b for b in (result.details or {}).get("breakdown") or []}
    winners, runner = decided.get("winners") or [], decided.get("runner_seat")
    if not winners or winners[0] not in rows or runner not in rows or winners[0] >= len(names):
        return []
    win, second = rows[winners[0]], rows[runner]

    def gap(part: str) -> int:
        points = PARTS[part][0]
        sign = -1 if part == "wounds" else 1
        return sign * (int(win.get(points, 0)) - int(second.get(points, 0)))

    part = max(PARTS, key=gap)
    others = [p for p in PARTS if p != part and (int(win.get(PARTS[p][0], 0)) or int(second.get(PARTS[p][0], 0)))]
    if gap(part) <= 0 or not others:  # a score of one part only: the points line says it all
        return []
    points, count = PARTS[part]
    return [t(f"results.kaiju.lead.{part}", who=names[winners[0]], you=you, n=int(win.get(count, 0)),
              n_runner=int(second.get(count, 0)), pts=int(win.get(points, 0)),
              pts_runner=int(second.get(points, 0)))]
