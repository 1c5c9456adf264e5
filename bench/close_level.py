"""The first-game level (« sur mesure », game/bots.py `KeepClose`) against a stand-in person: how
often the person wins, and how many of the level's choices it made as its strong bot, at the
margin of data/bots.yaml or at others, so a designer can weigh a margin before changing it.

    python bench/close_level.py elemmaster --person medium --games 30 --behind 1 2
    python bench/close_level.py elemons --person easy --games 60 --settle 1 2

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


def measure(game_id: str, person: str, games: int, behind: float | None, seed: int = 1000,
            settle: int | None = None) -> dict[str, Any]:
    """Play `games` games of the level against `person`; `behind` and `settle` replace the file's."""
    made: list[bots.KeepClose] = []
    original = bots.KeepClose.__init__

    def init(self: bots.KeepClose, seat: int, s: int, low: Any, high: Any, lead: Any, margin: float,
             turns: int = 1) -> None:
        original(self, seat, s, low, high, lead, margin if behind is None else behind,
                 turns if settle is None else settle)
        made.append(self)
        # how it felt: the levels of its turns in order, to count its switches (nc34: a switch after
        # one good first turn, and back the next, read as a punishment)
        levels: list[bool] = []
        played = self.own_move

        def own_move(view: dict[str, Any], legal: Any, action: Any) -> None:
            fresh = view.get("turn") is None or view.get("turn") != self._turn or self._kept is None
            played(view, legal, action)
            if fresh:
                levels.append(bool(self.playing_high))

        self.own_move = own_move  # type: ignore[method-assign]
        self.levels = levels  # type: ignore[attr-defined]

    bots.KeepClose.__init__ = init  # type: ignore[method-assign,assignment]
    try:
        won, share, turns, switches, first = 0.0, [], [], [], []
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
            kept = level.levels  # type: ignore[attr-defined]
            switches.append(sum(a != b for a, b in zip(kept, kept[1:], strict=False)))
            if True in kept:
                first.append(kept.index(True) + 1)
    finally:
        bots.KeepClose.__init__ = original  # type: ignore[method-assign]
    lo, hi = wilson(won, games)
    return {"game": game_id, "person": person, "behind": behind or "file", "settle": settle or "file", "games": games,
            "person_win": round(won / games, 3), "ci95": [round(lo, 3), round(hi, 3)],
            "strong_share": round(statistics.mean(share), 3), "mean_turns": round(statistics.mean(turns), 1),
            "switches": round(statistics.mean(switches), 2),
            "first_strong_turn": round(statistics.median(first), 1) if first else None,
            "strong_by_turn_2": round(sum(f <= 2 for f in first) / games, 3)}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("game")
    p.add_argument("--person", default="medium")
    p.add_argument("--games", type=int, default=30)
    p.add_argument("--behind", type=float, nargs="*", default=[])
    p.add_argument("--settle", type=int, nargs="*", default=[], help="own turns in a row before it switches")
    args = p.parse_args()
    for behind in args.behind or [None]:
        for settle in args.settle or [None]:
            print(measure(args.game, args.person, args.games, behind, settle=settle), flush=True)


if __name__ == "__main__":
    main()
