"""The first-game level (« sur mesure », game/bots.py `KeepClose`) against a stand-in person: how
often the person wins, and how many of the level's choices it made as its strong bot, at the
margin of data/bots.yaml or at others, so a designer can weigh a margin before changing it.

    python bench/close_level.py elemmaster --person medium --games 30 --behind 1 2

Game i seats the level first when i is even. The stand-in is a bot level: a newcomer who follows
« Conseil » plays much like the hard bot, one who does not nearer the easy or medium one.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import game.bots as bots  # noqa: E402
from game.lab.stats import wilson  # noqa: E402
from game.match import Match  # noqa: E402


def measure(game_id: str, person: str, games: int, behind: float | None, seed: int = 1000) -> dict[str, Any]:
    """Play `games` games of the level against `person`; `behind` replaces the file's margin."""
    made: list[bots.KeepClose] = []
    original = bots.KeepClose.__init__

    def init(self: bots.KeepClose, seat: int, s: int, low: Any, high: Any, lead: Any, margin: float) -> None:
        original(self, seat, s, low, high, lead, margin if behind is None else behind)
        made.append(self)

    bots.KeepClose.__init__ = init  # type: ignore[method-assign,assignment]
    try:
        won, share, turns = 0.0, [], []
        for i in range(games):
            made.clear()
            seats = ["bot:close", f"bot:{person}"] if i % 2 == 0 else [f"bot:{person}", "bot:close"]
            m = Match(game_id, seats, seed=seed + i)
            m.run_bots(max_steps=20_000)
            winners = m.state.result().winners if m.state.is_over else []
            won += sum(1 / len(winners) for w in winners if seats[w] != "bot:close")
            level = made[-1]
            share.append(level.high_choices / max(1, level.choices))
            turns.append(m.state.turn)
    finally:
        bots.KeepClose.__init__ = original  # type: ignore[method-assign]
    lo, hi = wilson(won, games)
    return {"game": game_id, "person": person, "behind": behind or "file", "games": games,
            "person_win": round(won / games, 3), "ci95": [round(lo, 3), round(hi, 3)],
            "strong_share": round(statistics.mean(share), 3), "mean_turns": round(statistics.mean(turns), 1)}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("game")
    p.add_argument("--person", default="medium")
    p.add_argument("--games", type=int, default=30)
    p.add_argument("--behind", type=float, nargs="*", default=[])
    args = p.parse_args()
    for behind in args.behind or [None]:
        print(measure(args.game, args.person, args.games, behind))


if __name__ == "__main__":
    main()
