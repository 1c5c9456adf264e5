"""Monsters on the results screen: rounds won, the tricks of the last round, and what decided each."""

from __future__ import annotations

from typing import Any

from game import i18n
from game.core import Result
from game.i18n import t
from game.monsters.defs import load_rules
from scenes.table import who

GAME = "monsters"


def result_rows(view: dict[str, Any], result: Result, num_seats: int) -> list[list[str]]:
    """Per seat, the rounds it won (its score; solo: the colours taken) and its tricks and colours in the last round."""
    rounds = (result.details or {}).get("rounds") or []
    rows = []
    for s in range(num_seats):
        score = int(result.scores[s]) if s < len(result.scores) else 0
        # solo plays one round against the sand, and its score is the colours taken, not rounds won:
        # "manches gagnées : 5" after the one round read as nonsense
        row = [t("results.monsters.solo_colours", n=score, total=len(load_rules().colour_ids)) if num_seats == 1
               else t("results.monsters.rounds", n=score)]
        if rounds:
            counts = rounds[-1].get("counts") or []
            if s < len(counts):
                tricks = sum(int(v) for v in counts[s].values())
                row.append(t("results.monsters.tricks", n=tricks, colours=len(counts[s])))
                colour = load_rules().best_colour(counts[s])  # what a deck-out compares first
                # a colour taken twice or more is named; every colour at 1 says so ("rouge (1)" told
                # nothing, round 9), for every seat with a trick alike (round 11: only the bot's line had it)
                if colour is not None and int(counts[s][colour]) > 1:
                    row.append(t("results.monsters.best", colour=i18n.name(GAME, colour), n=counts[s][colour]))
                elif colour is not None and int(counts[s][colour]) == 1:
                    row.append(t("results.monsters.best_once"))
        rows.append(row)
    return rows


def you_won(winners: Any, you: int | None) -> str:
    """The Fluent selector of a win said to the person: "yes" when `you` (the one person at the screen)
    is the only winner, so the sentence says "Vous gagnez" as the headline does (issue 24)."""
    return "yes" if you is not None and isinstance(winners, list) and winners == [you] else "no"


def late_words(late: Any, names: list[str], deck: bool = False, moot: bool = False) -> list[str]:
    """The sentence saying the person's line came too late: another seat ended the round first (`deck`:
    its trick emptied the pile, whoever wins the round); `moot`: that line would not have changed the result,
    so no « trop tard » (nc65, shot 052)."""
    if not late:
        return []
    colour, seats = late
    who = names[seats[0]] if len(seats) == 1 and 0 <= seats[0] < len(names) else t("monsters.prompt.someone")
    if moot:
        key = "monsters.panel.late_moot_deck" if deck else "monsters.panel.late_moot"
        return [t(key, who=who, colour=i18n.name(GAME, colour, gender="m"))]
    if deck:
        return [t("monsters.panel.late_deck", who=who, colour=i18n.name(GAME, colour, gender="m"))]
    return [t("monsters.panel.late", who=who, colour=i18n.name(GAME, colour, gender="m"))]


def cut_words(cut: Any, names: list[str]) -> list[str]:
    """The sentence saying the person's pile under way did not count: other seats ended the round
    (`cut`: those seats, and whether by emptying the pile)."""
    if not cut:
        return []
    seats, deck = cut
    who = ", ".join(names[s] for s in seats if 0 <= s < len(names)) or t("monsters.prompt.someone")
    return [t("monsters.panel.cut_deck" if deck else "monsters.panel.cut", who=who)]


def round_sentences(decided: dict[str, Any], names: list[str], you: int | None = None) -> list[str]:
    """What decided one round (`game.monsters.state.decided_round`), in words: who won and by which rule,
    and, when a seat that lost took more tricks in all, that the total does not count. `you`: the
    person's seat, whose win is said to them ("Vous gagnez")."""
    rule = str(decided.get("rule", ""))
    values: dict[str, Any] = {k: v for k, v in decided.items() if isinstance(v, int)}
    values.update(who=who(names, decided.get("winners")), reason=i18n.name(GAME, decided.get("reason", "")),
                  you=you_won(decided.get("winners"), you),
                  colour=i18n.name(GAME, decided.get("colour", "")))
    equal = [i18n.name(GAME, c) for c in decided.get("equal") or []]
    key = "tie_colour_after" if rule == "tie_colour" and equal else rule
    if rule == "best_colour":
        values.update(best_words(decided, names, you))
    text = t(f"results.monsters.decided.{key}", equal=", ".join(equal), **values)
    if text.startswith("results."):
        return []
    out = [text]
    if decided.get("total_beaten"):
        order = ", ".join(i18n.name(GAME, c) for c in decided.get("order") or [])
        out.append(t("results.monsters.decided.total", order=order))
    return out


def best_words(decided: dict[str, Any], names: list[str], you: int | None = None) -> dict[str, str]:
    """A best-colour win's two halves: the winner's tricks of the colour that decided ("4 plis rouges";
    with the colours as high that the tie order puts behind it, "rouge 3 = violet 3, départagés : le
    rouge passe avant"), and the other seats' best colour, the person's as theirs ("votre meilleure
    couleur : 2 plis"; round 11: "Joueur 1 : 2 au mieux" read oddly), else by name or all together."""
    count, colour = int(decided.get("count", 0)), i18n.name(GAME, decided.get("colour", ""))
    level = " = ".join(t("results.monsters.best_one", count=count, colour=i18n.name(GAME, c, count=count, gender="m"))
                       for c in [decided.get("colour", ""), *(decided.get("same") or [])])
    best = t("results.monsters.best_same", level=level, colour=colour) if decided.get("same") else level
    beaten = [s for s in decided.get("beaten") or [] if 0 <= s < len(names)]
    runner = int(decided.get("runner", 0))
    if len(beaten) == 1:
        others = t("results.monsters.others_one", who=names[beaten[0]], runner=runner,
                   you="yes" if you is not None and beaten[0] == you else "no")
    else:
        others = t("results.monsters.others_many", runner=runner)
    return {"best": best, "others": others}


def explain(view: dict[str, Any], result: Result, names: list[str]) -> list[str]:
    """What decided the match (rounds won), then each round, numbered; the one person at the screen
    (the view's `you`, set by the results screen) reads their own win as "Vous gagnez"."""
    d = result.details or {}
    you = view.get("you") if isinstance(view.get("you"), int) else None
    match = d.get("decided_by") or {}
    out: list[str] = []
    if match.get("rule"):
        rule = "one_round" if match["rule"] == "rounds" and match.get("best_of") == 1 else match["rule"]
        out.append(t(f"results.monsters.decided.{rule}", who=who(names, match.get("winners")),
                     you=you_won(match.get("winners"), you),
                     won=match.get("won", 0), runner=match.get("runner", 0), best_of=match.get("best_of", 1)))
    rounds = d.get("rounds") or []
    for i, decided in enumerate(d.get("round_decisions") or []):
        sentences = round_sentences(decided, names, you)
        n = rounds[i].get("round", i + 1) if i < len(rounds) else i + 1
        if sentences:
            out.append(t("results.round_line", n=n, text=" ".join(sentences)))
    return out
