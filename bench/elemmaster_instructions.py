"""Elem Master's cost a step in machine instructions (callgrind), which do not vary with the load.

    python bench/elemmaster_instructions.py [--setup duel|cards|four] [--games 10] [--before DIR]

Plays the same random legal games (seeds 0..games-1, the first actor each step, `apply` on a
random legal action) under `valgrind --tool=callgrind` with PYTHONHASHSEED=0, once with those games
and once with none, and prints the difference per step: start-up and imports cancel out. On a
shared machine steps per second move by a third between runs (docs/lab.md); this count moves by
well under 1%, so it says what a change to the engine did. `--before DIR` counts another checkout
(e.g. `git archive BASE | tar -x -C DIR`) in the same way. Setups: `duel` the default options,
`cards` with the event cards and random specialties, `four` four players.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SETUPS = {"duel": (2, {}), "cards": (2, {"events": "on", "specialties": "random"}), "four": (4, {})}


def play(setup: str, games: int) -> int:
    """The games themselves (run inside valgrind by `count`); returns the steps played."""
    from game import registry
    from game.core import Chance

    seats, extra = SETUPS[setup]
    spec = registry.get("elemmaster")
    options = {**spec.default_options(), **extra}
    steps = 0
    for seed in range(games):
        st = spec.new_state(seats, Chance(seed), options)
        rng = random.Random(seed)
        while not st.is_over:
            seat = st.actors()[0]
            st.apply(seat, rng.choice(st.legal_actions(seat)))
            steps += 1
    return steps


def count(checkout: Path, setup: str, games: int) -> tuple[int, int]:
    """(steps, instructions for them) of a checkout's engine."""
    env = {**os.environ, "PYTHONHASHSEED": "0", "PYTHONPATH": str(checkout)}
    me = [sys.executable, str(Path(__file__).resolve()), "--play", setup]

    def instructions(n: int) -> int:
        proc = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *me, str(n)],
                              capture_output=True, text=True, cwd=checkout, env=env, check=True)
        found = re.search(r"Collected : (\d+)", proc.stderr)
        if found is None:
            raise RuntimeError(f"callgrind printed no total: {proc.stderr[-500:]}")
        return int(found.group(1))

    steps = int(subprocess.run([*me, str(games)], capture_output=True, text=True, cwd=checkout, env=env,
                               check=True).stdout)
    return steps, instructions(games) - instructions(0)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--setup", choices=sorted(SETUPS), default="duel")
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--before", type=Path, help="another checkout to count the same way")
    p.add_argument("--play", nargs=2, metavar=("SETUP", "GAMES"), help=argparse.SUPPRESS)
    a = p.parse_args(argv)
    if a.play:
        sys.path.insert(0, os.environ.get("PYTHONPATH", str(ROOT)))
        print(play(a.play[0], int(a.play[1])))
        return 0
    for label, checkout in [("now", ROOT), *([("before", a.before)] if a.before else [])]:
        steps, total = count(checkout, a.setup, a.games)
        print(f"{label:<7} {a.setup} {a.games} games {steps} steps {total:,} instructions {total // steps:,} a step")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
