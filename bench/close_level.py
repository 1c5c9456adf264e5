"""The first-game level (« sur mesure », game/bots.py `KeepClose`) against a stand-in person: how
often the person wins, and how many of the level's choices it made at each of its levels (weakest first), at the
margin of data/bots.yaml or at others, so a designer can weigh a margin before changing it.

    python bench/close_level.py elemmaster --person medium --games 30 --behind 1 2
    python bench/close_level.py elemons --person easy --games 60 --settle 1 2
    python bench/close_level.py kaiju --person hard --games 100 --mid none medium --near 6

Game i seats the level first when i is even. The stand-in is a bot level: a newcomer who follows
« Conseil » plays much like the hard bot, one who does not nearer the easy or medium one.
"""

from __future__ import annotations

import argparse
import dataclasses
import statistics
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import game.bots as bots  # noqa: E402
from game.lab.stats import wilson  # noqa: E402
from game.match import Match  # noqa: E402


def measure(game_id: str, person: str, games: int, behind: float | None, seed: int = 1000,
            settle: int | None = None, mid: str | None = None, near: float | None = None,
            high: str | None = None, rise: int | None = None) -> dict[str, Any]:
    """Play `games` games of the level against `person`; `behind`, `settle`, `mid` and `near` replace
    the file's (`mid` "none": no middle level)."""
    made: list[Any] = []
    file_settings = bots.close_settings

    def settings(gid: str, strengths: tuple[str, ...]) -> bots.CloseSettings:
        s = file_settings(gid, strengths)
        changes: dict[str, Any] = {}
        if behind is not None:
            changes["behind"] = behind
        if settle is not None:
            changes["settle"] = settle
        if mid is not None:
            changes["mid"] = None if mid == "none" else mid
        if near is not None:
            changes["near"] = near
        if high is not None:
            changes["high"] = high
        if rise is not None:
            changes["rise"] = None if rise == 0 else rise
        return dataclasses.replace(s, **changes)

    class Recorded(bots.KeepClose):
        """The level, keeping the level of each of its turns in order, to count its switches (nc34: a
        switch after one good first turn, and back the next, read as a punishment)."""

        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self.turn_levels: list[int] = []
            made.append(self)

        def own_move(self, view: dict[str, Any], legal: Any, action: Any) -> None:
            fresh = view.get("turn") is None or view.get("turn") != self._turn or self._kept is None
            super().own_move(view, legal, action)
            if fresh:
                self.turn_levels.append(self._level)

    original = bots.KeepClose
    bots.close_settings = settings  # type: ignore[assignment]
    bots.KeepClose = Recorded  # type: ignore[misc]
    try:
        won, shares, turns, switches, first = 0.0, [], [], [], []
        for i in range(games):
            made.clear()
            seats = ["bot:close", f"bot:{person}"] if i % 2 == 0 else [f"bot:{person}", "bot:close"]
            m = Match(game_id, seats, seed=seed + i)
            m.run_bots(max_steps=20_000)
            winners = m.state.result().winners if m.state.is_over else []
            won += sum(1 / len(winners) for w in winners if seats[w] != "bot:close")
            level = made[-1]
            shares.append([n / max(1, level.choices) for n in level.level_choices])
            turns.append(m.state.turn)
            kept = level.turn_levels
            switches.append(sum(a != b for a, b in zip(kept, kept[1:], strict=False)))
            top = len(level.levels) - 1
            if top in kept:
                first.append(kept.index(top) + 1)
    finally:
        bots.KeepClose = original  # type: ignore[misc]
        bots.close_settings = file_settings
    lo, hi = wilson(won, games)
    share = [round(statistics.mean(col), 3) for col in zip(*shares, strict=True)]
    return {"game": game_id, "person": person, "behind": behind or "file", "settle": settle or "file",
            "mid": mid or "file", "near": near or "file", "high": high or "file", "rise": rise, "games": games,
            "person_win": round(won / games, 3), "ci95": [round(lo, 3), round(hi, 3)],
            "level_share": share, "mean_turns": round(statistics.mean(turns), 1),
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
    p.add_argument("--mid", nargs="*", default=[], help="a middle level, or none")
    p.add_argument("--near", type=float, nargs="*", default=[], help="how far behind it plays the middle level")
    p.add_argument("--high", default=None, help="the strong level")
    p.add_argument("--rise", type=int, default=None, help="own turns in a row before it climbs (0: as settle)")
    p.add_argument("--seed", type=int, default=1000)
    args = p.parse_args()
    for behind in args.behind or [None]:
        for settle in args.settle or [None]:
            for mid in args.mid or [None]:
                for near in args.near or [None]:
                    print(measure(args.game, args.person, args.games, behind, args.seed, settle, mid, near, args.high,
                                  args.rise),
                          flush=True)


if __name__ == "__main__":
    main()
