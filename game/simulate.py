"""`simulate`: bots play a batch of games headless, on every core; a summary and a report come out.

The work is done by the balance lab (game/lab/, docs/lab.md); this module is the command line's
side of it: the progress bar and the printed summary. The charts are drawn by whoever calls it
(main.py hands in sprites/charts.py as `render`): game/ never imports pygame.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.lab import LabError, report, runner
from game.lab.spec import LabSpec
from game.match import parse_seats


def progress_bar(stream: Any = sys.stderr) -> Callable[[int, int, int, float], None]:
    """A one-line bar: games done (resumed ones included), elapsed time, games/s and time left."""
    last = [0.0]

    def show(done: int, total: int, played: int, elapsed: float) -> None:
        now = time.perf_counter()
        if done < total and played and now - last[0] < 0.1:
            return
        last[0] = now
        width = 30
        filled = int(width * done / total) if total else width
        rate = played / elapsed if elapsed > 0 else 0.0
        eta = f"{(total - done) / rate:6.1f}s" if rate > 0 else "     ?"
        print(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}  {elapsed:6.1f}s  {rate:6.1f} games/s"
              f"  eta {eta}  ", end="", file=stream, flush=True)

    return show


def simulate(
    game_id: str,
    games: int,
    players: str,
    seed: int,
    out: Path | None,
    options: dict[str, Any],
    progress: bool = True,
    jobs: int | None = None,
    vary: list[str] | None = None,
    resume: bool = False,
    ratings: bool = False,
    cluster: str | None = None,
    force: bool = False,
    render: Callable[[dict[str, Any], Path], int] | None = None,
) -> int:
    """Run (or resume) a lab; 0 when done, 130 when interrupted (the games played are kept).

    `cluster` sends the games to a Dask scheduler (or `local:N`) instead of `jobs` processes;
    `force` lets a fresh run replace the games already in the folder; `render(results, folder)`
    draws the report's charts and returns how many (none are drawn without it).
    Raises LabError for a request that cannot run (one line for the user).
    """
    try:
        seats = parse_seats(players)
    except ValueError as exc:
        raise LabError(str(exc)) from None
    if resume and force:
        raise LabError("--resume keeps the games in the folder and --force replaces them: choose one")
    if cluster is not None and jobs is not None:
        raise LabError("--jobs sets the local worker processes and --cluster plays on Dask's workers: choose one")
    lab = LabSpec.build(game_id, seats, seed, games, options, vary, ratings)
    folder = out if out is not None else runner.default_out(lab)
    if out is not None:
        runner.remember_out(out)
    outcome = runner.run(lab, folder, jobs, resume, progress_bar() if progress else None, cluster=cluster, force=force)
    if progress:
        print(file=sys.stderr)
    results = report.build(lab, outcome)
    report.write(folder, results)
    if outcome.interrupted:
        print(f"interrupted: {len(outcome.records)} of {len(lab.arms()) * games} games kept in "
              f"{folder / runner.GAMES_FILE}; the same command with --resume plays the rest", file=sys.stderr)
        return 130
    charts = render(results, folder) if render is not None else 0
    print(format_table(results))
    if results["errors"]:
        print(f"warning: {results['errors']} games failed in the engine, e.g. {results['error_examples'][0]}",
              file=sys.stderr)
    print(f"results written to {folder / 'results.json'} ({len(results['tables'])} CSV tables, {charts} charts)")
    return 0


def format_table(summary: dict[str, Any]) -> str:
    """The summary printed at the end: seats overall, then one line per arm of a sweep, ratings."""
    lines = [
        f"{summary['game']}: {summary['games']} games, {summary['finished']} finished, "
        f"{summary['draws']} shared wins, {summary['mean_turns']} turns on average, {summary['seconds']} s",
        f"{'seat':<6}{'player':<14}{'wins':>8}{'rate':>8}   95% interval",
    ]
    for s in summary["overall"]["seats"]:
        lines.append(f"{s['seat']:<6}{s['player']:<14}{s['wins']:>8.1f}{s['rate']:>8.1%}   "
                     f"{s['low']:.1%} - {s['high']:.1%}")
    arms = summary["arms"]
    if len(arms) > 1:
        lines.append("")
        seats = "  ".join(f"{'seat' + str(s['seat']):>8}" for s in arms[0]["seats"])
        lines.append(f"{'arm':<34}{'games':>6}{'turns':>8}  {seats}")
        for a in arms:
            rates = "  ".join(f"{s['rate']:>8.1%}" for s in a["seats"])
            lines.append(f"{a['label'][:33]:<34}{a['finished']:>6}{a['mean_turns']:>8.1f}  {rates}")
    ratings = summary["overall"]["ratings"]
    if ratings:
        lines.append("")
        lines.append("ratings (Bradley-Terry, Elo scale): " + ", ".join(f"{r['player']} {r['rating']:.0f}"
                                                                         for r in ratings))
    return "\n".join(lines)
