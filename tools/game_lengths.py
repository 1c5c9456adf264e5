#!/usr/bin/env python3
"""How long a first game lasts, from measurements: the setup screen's "environ N minutes".

A game's length at a table is (the person's decisions x the seconds a person takes for one) + (the
bots' decisions x the seconds the table takes to show one). The decisions come from seeded bot
games here (a medium bot in the person's seat, against the setup's default opponent, a medium bot);
the seconds come from playtest journals (`saves/journals/*.jsonl`: each person's decision carries
its `seconds`, and the wall clock between the journal's first and last lines holds the bots' turns).

    python tools/game_lengths.py [--games 12] [--journals DIR ...]

Prints, per game, the mean decisions of each seat, the pace read from the journals, and the
estimate in minutes, as the catalogues carry it (`setup-time-<game>`, for 2 players): a multiple of
5, or the two around it. Measured 26/11/2026 (16 seeded games each, the five newcomers' journals):
Elemons 6.6 min, Evolution 14.4, Monsters 8.0, Kaiju 7.4, Elem Master 15.9.
Elem Master against its setup's default, the easy bot (27/11/2026, 10 seeded games, the nc10 and
nc11 journals: 89.6 + 99.1 decisions at 9.0 s + 2.9 s): 18.3 min, said "15 à 20 minutes".
Against « Bot sur mesure » (27/11/2026, the default since: bot:close, seeds 1000-1007): a medium stand-in
91.9 + 100.9 decisions over 27.5 rounds (14 to 52), 18.7 min at that pace; a hard one (Conseil followed
every turn) 84.2 + 78.8 over 21.8 rounds (11 to 46), 16.4 min. nc20 won in 9 rounds and 7 minutes,
following Conseil: said "10 à 20 minutes".
Against « Bot sur mesure » again (28/11/2026, settle 2, seeds 1000-1009, the nc31, nc32 and nc34 journals: 8.9 s +
3.2 s a decision): a medium stand-in 136.2 + 144.8 decisions over 11 to 100 rounds (median 40; two reached the
100-round cap), 27.9 min; a hard one 78.7 + 71.3 over 12 to 33 rounds (median 17), 15.5 min. nc34 played 22
rounds in 17 minutes, unfinished: said "15 à 30 minutes".
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import registry  # noqa: E402
from game.match import Match  # noqa: E402

MAX_STEPS = 5000


def decisions(game_id: str, games: int, seed: int = 1000) -> tuple[float, float]:
    """Mean decisions of seat 0 (a medium bot standing for the person) and of a medium bot, per game."""
    mine, theirs = [], []
    for i in range(games):
        m = Match(game_id, ["bot:medium", "bot:medium"], seed=seed + i)
        counts = [0, 0]
        for _ in range(MAX_STEPS):
            if m.state.is_over:
                break
            before = len(m.moves)
            m.run_bots(max_steps=1)
            new = [mv for mv in m.moves[before:] if isinstance(mv, list) and isinstance(mv[0], int)]
            if len(m.moves) == before:
                break
            for mv in new:
                counts[mv[0]] += 1
        mine.append(counts[0])
        theirs.append(counts[1])
    return statistics.mean(mine), statistics.mean(theirs)


def pace(journal: Path) -> tuple[str, float, float] | None:
    """(game, seconds per person decision, seconds per bot decision) from one journal."""
    try:
        rows = [json.loads(line) for line in journal.read_text(encoding="utf-8").splitlines() if line.strip()]
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        return None  # not a journal
    if not rows or not isinstance(rows[0], dict) or rows[0].get("kind") != "start":
        return None
    made = [r for r in rows if r.get("kind") == "decision"]
    person = [float(r.get("seconds") or r.get("wall") or 0.0) for r in made if r.get("person")]
    bots = [r for r in made if not r.get("person")]
    if not person or not bots:
        return None
    wall = rows[-1]["at"] - rows[0]["at"]
    return rows[0]["game"], statistics.mean(person), max(0.0, wall - sum(person)) / len(bots)


def figure(minutes: float) -> str:
    """The figure a person reads: a multiple of 5 when the estimate is within 1.5 minutes of one,
    else the two multiples of 5 around it ("5-10")."""
    near = max(5, 5 * round(minutes / 5))
    if abs(minutes - near) <= 1.5 or minutes < 5:
        return f"{near} minutes"
    low = max(5, 5 * int(minutes // 5))
    return f"{low}-{low + 5} minutes"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=12, help="seeded bot games per game (default 12)")
    ap.add_argument("--journals", nargs="*", default=[], help="folders of playtest journals (*.jsonl)")
    args = ap.parse_args()
    paces: dict[str, list[tuple[float, float]]] = {}
    for folder in args.journals:
        for f in sorted(Path(folder).glob("*.jsonl")):
            got = pace(f)
            if got is not None:
                paces.setdefault(got[0], []).append(got[1:])
    for gid in registry.GAME_IDS:
        mine, theirs = decisions(gid, args.games)
        line = f"{gid}: decisions {mine:.1f} (person's seat) + {theirs:.1f} (bot)"
        if gid in paces:
            person = statistics.mean(p for p, _ in paces[gid])
            bot = statistics.mean(b for _, b in paces[gid])
            minutes = (mine * person + theirs * bot) / 60
            line += f"; pace {person:.1f} s + {bot:.1f} s a decision; about {minutes:.1f} min -> {figure(minutes)}"
        print(line, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
