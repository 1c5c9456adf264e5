"""Elem Master's default 2-player setup, seat 0 against seat 1 with equal bots: wins by the terrains that face
each seat (nc64: « Its home rows are Montagne and Savane, so its Terre can never grow there. Mine are Marais and
Forêt »). The blank arena and the four standard blocks in a random order (the rules' « Placer aléatoirement les 4
blocs »): every game gives one side the Forest, where Earth grows.

    python bench/elemmaster_seats.py --level medium --games 200
    python bench/elemmaster_seats.py --level hard --games 60 --seed 7000
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.lab.stats import wilson  # noqa: E402
from game.match import Match  # noqa: E402


def measure(level: str, games: int, seed: int) -> dict[str, object]:
    """Seat 0's and seat 1's wins overall, by the two terrains facing seat 0, and the Forest side's share."""
    seats = [0.0, 0.0]
    by: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0, 0.0])
    forest = 0.0
    for i in range(games):
        m = Match("elemmaster", [f"bot:{level}", f"bot:{level}"], seed=seed + i)
        st = m.state
        half = st.size // 2
        bottom = sorted({st.terrain[c] for c in range(st.size * st.size) if c // st.size < half})
        m.run_bots(max_steps=20_000)
        winners = m.state.result().winners if m.state.is_over else []
        key = "+".join(bottom)
        by[key][2] += 1
        for w in winners:
            share = 1 / len(winners)
            seats[w] += share
            by[key][w] += share
            forest += share if ("forest" in bottom) == (w == 0) else 0.0
    lo, hi = wilson(forest, games)
    return {"level": level, "games": games, "seat_wins": seats,
            "by_seat0_terrains": {k: v for k, v in sorted(by.items())},
            "forest_side_share": round(forest / games, 3), "ci95": [round(lo, 3), round(hi, 3)]}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--level", default="medium")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=7000)
    args = p.parse_args()
    print(measure(args.level, args.games, args.seed), flush=True)


if __name__ == "__main__":
    main()
