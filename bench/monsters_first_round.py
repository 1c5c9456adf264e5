"""Monsters: the bot's pace a newcomer meets in the first round of a first game, at each level of « sur mesure »
(data/bots.yaml `monsters`: beginner while level or ahead, easy from 2 colours behind, medium from 4) and at the
level « sur mesure » itself, against a scripted newcomer (a trick `--trick` seconds after their hand last changed,
a swap after `--swap` without one: tests/test_monsters_f10_pace.py), on the game clock:

    python bench/monsters_first_round.py --games 60 --trick 25 --swap 12
    python bench/monsters_first_round.py --games 60 --trick 25 --swap 12 --levels close --matches

Per level: the seconds per trick of the bot in round 1 (round seconds / its tricks), the seconds to its first trick,
the median gap between two of its tricks, the round's length, the newcomer's share of first rounds and, for
« sur mesure », the share of its round-1 choices made at each of its levels (f48: nc59 found the first round too
quick, nc60 too slow).
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from test_monsters_f10_pace import Newcomer  # noqa: E402

from game.match import Match  # noqa: E402

LEVELS = ("beginner", "easy", "medium", "close")


def first_round(level: str, games: int, trick: float, swap: float, seed: int) -> dict[str, Any]:
    per_trick, first, gaps, lengths, share = [], [], [], [], 0.0
    choices = [0, 0, 0]
    for i in range(games):
        person = i % 2
        bot = 1 - person
        m = Match("monsters", ["bot:" + level, "bot:" + level], seed=seed + i)
        m.bots[person] = Newcomer(person, seed + i, trick, swap)
        times: list[float] = []
        steps = 0
        while not m.state.history and not m.state.is_over and steps < 20_000:
            before = len(m.state.tricks[bot]) if not m.state.history else -1
            if not m._realtime_step():
                break
            steps += 1
            if not m.state.history and len(m.state.tricks[bot]) > before:
                times.append(float(m.state.view(bot)["clock"]))
        h = m.state.history[0]
        made = sum(h["counts"][bot].values())
        lengths.append(float(h["seconds"]))
        per_trick.append(float(h["seconds"]) / max(1, made))
        share += 1.0 / len(h["winners"]) if person in h["winners"] else 0.0
        times = times or []
        if made:
            first.append(times[0] if times else float(h["seconds"]))
        gaps += [b - a for a, b in zip(times, times[1:], strict=False)]
        if level == "close":
            close = m.bots[bot]
            for k, n in enumerate(close.level_choices):
                choices[k] += n
    out = {"per_trick": statistics.mean(per_trick), "first": statistics.median(first) if first else 0.0,
           "gap": statistics.median(gaps) if gaps else 0.0, "round": statistics.mean(lengths),
           "share": share / games}
    if level == "close":
        total = sum(choices) or 1
        out["levels"] = [round(c / total, 2) for c in choices]
    return out


def whole_matches(level: str, games: int, trick: float, swap: float, seed: int) -> dict[str, float]:
    """The newcomer's share of all rounds and of matches (a shared one counts its share), and a match's mean
    length, at `level` (f49: « sur mesure » at the person's pace)."""
    rounds = won_rounds = won_matches = 0.0
    lengths = []
    for i in range(games):
        person = i % 2
        m = Match("monsters", ["bot:" + level, "bot:" + level], seed=seed + i)
        m.bots[person] = Newcomer(person, seed + i, trick, swap)
        m.run_bots()
        for h in m.state.history:
            rounds += 1
            won_rounds += 1.0 / len(h["winners"]) if person in h["winners"] else 0.0
        winners = m.state.result().winners
        won_matches += 1.0 / len(winners) if person in winners else 0.0
        lengths.append(sum(float(h["seconds"]) for h in m.state.history))
    return {"rounds": won_rounds / max(1.0, rounds), "matches": won_matches / games,
            "match_s": statistics.mean(lengths)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=60)
    ap.add_argument("--trick", type=float, default=25.0)
    ap.add_argument("--swap", type=float, default=12.0)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--levels", nargs="*", default=list(LEVELS))
    ap.add_argument("--matches", action="store_true", help="whole matches: shares of rounds and of matches")
    a = ap.parse_args()
    for level in a.levels:
        if a.matches:
            got = whole_matches(level, a.games, a.trick, a.swap, a.seed)
            print(level, {k: round(v, 2) for k, v in got.items()}, flush=True)
            continue
        got = first_round(level, a.games, a.trick, a.swap, a.seed)
        print(level, {k: (round(v, 2 if k == "share" else 1) if isinstance(v, float) else v) for k, v in got.items()},
              flush=True)


if __name__ == "__main__":
    main()
