"""The slowest decision of Elem Master's hard bot, against its goal of two seconds on this machine.

    python bench/think.py [--decisions 40] [--seed 9]

The positions are the first decisions of two fixed games (2 seats with events and random
specialties; 4 seats, free-for-all), the cases a person waits longest on. Think time is the CPU
time of `Match.bot_choice`: on a machine shared with other work, wall time measures the load.
Exit status 1 when a decision takes longer than the goal. tests/test_elemmaster_props.py checks
that these decisions are made and legal; their speed is measured here, not asserted by a test.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.match import Match  # noqa: E402

GOAL = 2.0  # seconds: the longest a person should wait on a hard bot's decision
SETUPS: list[tuple[int, dict[str, Any]]] = [
    (2, {"events": "on", "specialties": "random"}),
    (4, {"players_mode": "ffa"}),
]


def slowest(players: int, options: dict[str, Any], decisions: int, seed: int) -> dict[str, Any]:
    """Play `decisions` hard-bot decisions of one game; the slowest and the mean CPU time of one."""
    m = Match("elemmaster", ["bot:hard"] * players, seed=seed, options=options)
    times: list[float] = []
    for _ in range(decisions):
        seat = m.bot_to_act()
        if seat is None:
            break
        start = time.process_time()
        action = m.bot_choice(seat)
        times.append(time.process_time() - start)
        m.play(seat, action)
    return {"players": players, "options": options, "decisions": len(times),
            "max_s": round(max(times), 3), "mean_s": round(sum(times) / len(times), 4)}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--decisions", type=int, default=40)
    p.add_argument("--seed", type=int, default=9)
    args = p.parse_args()
    over = False
    for players, options in SETUPS:
        row = slowest(players, options, args.decisions, args.seed)
        row["goal_s"] = GOAL
        over |= row["max_s"] >= GOAL
        print(json.dumps(row), flush=True)
    raise SystemExit(1 if over else 0)


if __name__ == "__main__":
    main()
