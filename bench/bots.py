"""Bot strength and bot speed, head to head: win rate with its 95% interval, how games end,
and the think time per decision of each strength.

    python bench/bots.py elemmaster --a hard --b medium --games 40 [--seats 2] [--seed 1]
    python bench/bots.py elemmaster --a hard --b hard --seats 4 --games 20

Game i seats `a` first when i is even and `b` first when i is odd (with 4 seats: a,b,a,b and
b,a,b,a), so the first player's advantage cancels out. A shared win counts 1/k to each winner.
Think time is the CPU time of `Match.bot_choice` (the engine's own work in `play` excluded), and
seconds per game the CPU time of the whole game: on a machine shared with other work, wall time
measures the load, CPU time the bots.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.lab.stats import quantile, wilson  # noqa: E402
from game.match import Match  # noqa: E402

# The ends that are a safety net, not a rule of the game.
SAFETY_ENDS = {"turn_limit", "step_limit"}


def seats_for(i: int, a: str, b: str, n: int) -> list[str]:
    first, second = (a, b) if i % 2 == 0 else (b, a)
    return [f"bot:{first if k % 2 == 0 else second}" for k in range(n)]


def play_one(game_id: str, seats: list[str], seed: int, options: dict[str, Any],
             thinks: dict[str, list[float]], max_steps: int = 20_000) -> dict[str, Any]:
    m = Match(game_id, seats, seed=seed, options=options)
    original = m.bot_choice

    def timed(seat: int) -> Any:
        t0 = time.process_time()
        action = original(seat)
        thinks.setdefault(seats[seat][4:], []).append(time.process_time() - t0)
        return action

    m.bot_choice = timed  # type: ignore[method-assign]
    t0 = time.process_time()
    m.run_bots(max_steps=max_steps)
    seconds = time.process_time() - t0
    st = m.state
    if not st.is_over:
        return {"winners": [], "reason": "step_limit", "turns": st.turn, "seconds": seconds}
    res = st.result()
    reason = res.reason or "over"
    limit = getattr(st, "turn_limit", None)
    if limit is not None and st.turn >= limit:
        reason = "turn_limit"  # a count at the safety limit, even when it is a tie
    return {"winners": list(res.winners), "reason": reason, "turns": st.turn, "seconds": seconds}


def head_to_head(game_id: str, a: str, b: str, games: int, n: int, seed: int,
                 options: dict[str, Any] | None = None) -> dict[str, Any]:
    """Play `games` games of strength a against strength b; the figures of the report."""
    thinks: dict[str, list[float]] = {}
    share = {a: 0.0, b: 0.0} if a != b else {"seat0": 0.0, "other": 0.0}
    ends: Counter[str] = Counter()
    turns, secs = [], []
    for i in range(games):
        seats = seats_for(i, a, b, n)
        r = play_one(game_id, seats, seed + i, options or {}, thinks)
        ends[r["reason"]] += 1
        turns.append(r["turns"])
        secs.append(r["seconds"])
        winners = r["winners"]
        for w in winners:
            if a != b:
                share[seats[w][4:]] += 1.0 / len(winners)
            else:
                share["seat0" if w == 0 else "other"] += 1.0 / len(winners)
        if not winners:  # a draw: half a game each way
            for k in share:
                share[k] += 0.5
    first = a if a != b else "seat0"
    lo, hi = wilson(share[first], games)
    by_rule = sum(v for k, v in ends.items() if k not in SAFETY_ENDS)
    out: dict[str, Any] = {
        "game": game_id, "a": a, "b": b, "seats": n, "games": games,
        f"{first}_win": round(share[first] / games, 3), "ci95": [round(lo, 3), round(hi, 3)],
        "ends": dict(ends), "by_rules": round(by_rule / games, 3),
        "mean_turns": round(statistics.mean(turns), 1), "s_per_game": round(statistics.mean(secs), 3),
    }
    for name, ts in thinks.items():
        out[f"think_{name}_ms"] = {"n": len(ts), "mean": round(statistics.mean(ts) * 1000, 2),
                                   "p95": round(quantile(ts, 0.95) * 1000, 2), "max": round(max(ts) * 1000, 2)}
    return out


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("game")
    p.add_argument("--a", default="hard")
    p.add_argument("--b", default="medium")
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--seats", type=int, default=2)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--option", action="append", default=[])
    args = p.parse_args()
    from game.match import parse_options

    try:
        options = parse_options(args.option)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        raise SystemExit(2) from None
    print(head_to_head(args.game, args.a, args.b, args.games, args.seats, args.seed, options))


if __name__ == "__main__":
    main()
