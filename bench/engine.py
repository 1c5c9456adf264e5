"""Engine and bot speed for any game: steps/s, full games/s, think time per strength.

    python bench/engine.py elemons [--games 50]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import registry  # noqa: E402
from game.core import Chance  # noqa: E402
from game.match import Match  # noqa: E402


def steps_per_second(game_id: str, seconds: float = 3.0, first_seed: int = 0, rng_seed: int = 1) -> float:
    """Random legal play (no bots): the raw cost of legal_actions + apply. Other seeds than the
    defaults give other games (`bench/ratios.py --warmup` warms the caches up on those)."""
    spec = registry.get(game_id)
    rng = random.Random(rng_seed)
    steps, seed, start = 0, first_seed, time.perf_counter()
    seats = max(2, spec.seats[0])
    while time.perf_counter() - start < seconds:
        st = spec.new_state(seats, Chance(seed), spec.default_options())
        seed += 1
        for _ in range(5000):
            if st.is_over:
                break
            actors = st.actors()
            if not actors:
                break
            # one seat acts on almost every step: draw only among several (the anchors' loops draw
            # no seat at all, and a draw among one cost a twentieth of a Kaiju step)
            seat = actors[0] if len(actors) == 1 else rng.choice(actors)
            legal = st.legal_actions(seat)
            if not legal:
                if hasattr(st, "advance_time"):
                    st.advance_time(1.0)
                    continue
                break
            st.apply(seat, rng.choice(legal))
            steps += 1
    return steps / (time.perf_counter() - start)


def games_per_second(game_id: str, games: int, seats: list[str]) -> float:
    start = time.perf_counter()
    for seed in range(games):
        Match(game_id, seats, seed=seed).run_bots()
    return games / (time.perf_counter() - start)


def think_times(game_id: str, strength: str, games: int) -> list[float]:
    spec = registry.get(game_id)
    n = max(2, spec.seats[0])
    seats = [f"bot:{strength}"] + ["bot:easy"] * (n - 1)
    times: list[float] = []
    for seed in range(games):
        m = Match(game_id, seats, seed=1000 + seed)
        for _ in range(20_000):
            if m.state.is_over:
                break
            seat = m.bot_to_act()
            if seat is None:
                if spec.realtime:
                    m.pass_time(1.0)
                    continue
                break
            legal = m.state.legal_actions(seat)
            if not legal:
                m.pass_time(1.0)
                continue
            t0 = time.perf_counter()
            action = m.bot_choice(seat)
            if seat == 0:
                times.append(time.perf_counter() - t0)
            m.play(seat, action)
    return times


def report(game_id: str, games: int) -> dict[str, object]:
    spec = registry.get(game_id)
    n = max(2, spec.seats[0])
    out: dict[str, object] = {
        "game": game_id,
        "steps_per_s": round(steps_per_second(game_id)),
        "games_per_s_easy": round(games_per_second(game_id, games, ["bot:easy"] * n), 2),
    }
    for strength in registry.BOT_STRENGTHS:
        ts = sorted(think_times(game_id, strength, max(3, games // 10)))
        if ts:
            out[f"think_{strength}_ms"] = {
                "mean": round(statistics.mean(ts) * 1000, 2),
                "p95": round(ts[int(0.95 * (len(ts) - 1))] * 1000, 2),
                "max": round(ts[-1] * 1000, 2),
                "decisions": len(ts),
            }
    return out


if __name__ == "__main__":
    p = argparse.ArgumentParser()
    p.add_argument("game", choices=registry.GAME_IDS)
    p.add_argument("--games", type=int, default=50)
    a = p.parse_args()
    print(report(a.game, a.games))
