"""`simulate`: bots play a batch of games headless; a summary and results.json come out."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

from game.match import Match, parse_seats
from game.paths import atomic_write


def play_one(game_id: str, seats: list[str], seed: int, options: dict[str, Any]) -> dict[str, Any]:
    """One bot game; the record the summary is built from."""
    m = Match(game_id, seats, seed=seed, options=options)
    m.run_bots()
    res = m.state.result()
    return {
        "seed": seed,
        "finished": m.state.is_over,
        "winners": list(res.winners) if m.state.is_over else [],
        "turns": m.state.turn,
        "scores": res.scores,
        "reason": res.reason,
    }


def summarise(game_id: str, seats: list[str], records: list[dict[str, Any]], seconds: float) -> dict[str, Any]:
    n = len(records)
    wins = [0.0] * len(seats)
    draws = 0
    for r in records:
        if len(r["winners"]) > 1:
            draws += 1
        for w in r["winners"]:
            wins[w] += 1.0 / len(r["winners"])
    return {
        "game": game_id,
        "games": n,
        "seats": seats,
        "finished": sum(1 for r in records if r["finished"]),
        "wins": [round(w, 3) for w in wins],
        "draws": draws,
        "mean_turns": round(sum(r["turns"] for r in records) / n, 2) if n else 0.0,
        "seconds": round(seconds, 3),
    }


def _bar(done: int, total: int, started: float) -> str:
    width = 30
    filled = int(width * done / total)
    elapsed = time.perf_counter() - started
    eta = elapsed / done * (total - done) if done else 0.0
    return f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}  {elapsed:5.1f}s  eta {eta:5.1f}s"


def simulate(
    game_id: str,
    games: int,
    players: str,
    seed: int,
    out: Path | None,
    options: dict[str, Any],
    progress: bool = True,
) -> int:
    seats = parse_seats(players)
    if "human" in seats:
        raise ValueError("simulate needs bots in every seat")
    started = time.perf_counter()
    records = []
    for i in range(games):
        records.append(play_one(game_id, seats, seed + i, options))
        if progress:
            print(_bar(i + 1, games, started), end="", file=sys.stderr, flush=True)
    if progress:
        print(file=sys.stderr)
    summary = summarise(game_id, seats, records, time.perf_counter() - started)
    print(format_table(summary))
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
        atomic_write(out / "results.json", json.dumps({**summary, "records": records}, indent=1))
        print(f"results written to {out / 'results.json'}")
    return 0


def format_table(summary: dict[str, Any]) -> str:
    lines = [
        f"{summary['game']}: {summary['games']} games, {summary['finished']} finished, "
        f"{summary['draws']} shared wins, {summary['mean_turns']} turns on average, {summary['seconds']} s",
        f"{'seat':<6}{'player':<14}{'wins':>8}{'rate':>8}",
    ]
    for i, (who, w) in enumerate(zip(summary["seats"], summary["wins"], strict=True)):
        rate = w / summary["games"] if summary["games"] else 0.0
        lines.append(f"{i:<6}{who:<14}{w:>8.1f}{rate:>8.1%}")
    return "\n".join(lines)
