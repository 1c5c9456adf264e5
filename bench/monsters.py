"""Monsters' hot spots against their budgets: the trick search of a fresh hand (and of a hand
already searched), and the longest decision of a hard bot in a four-bot game.

    python bench/monsters.py [--hands 13] [--steps 60] [--seed 21]

The budgets are what real time needs: a person must not wait for the claim buttons (20 ms a new
hand, 1 ms a hand seen before), and a hard bot must decide well inside its own thinking delay
(0.5 s). Times are CPU times (`time.process_time`): on a machine shared with other work, wall
time measures the load. One line of JSON: each figure, its budget and whether it is within.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.match import Match  # noqa: E402
from game.monsters.cards import CardSet  # noqa: E402
from game.monsters.defs import load_defs  # noqa: E402

SEARCH_BUDGET = 0.02  # seconds a fresh hand's search may take
CACHED_BUDGET = 0.001  # seconds a hand searched before may take
DECISION_BUDGET = 0.5  # seconds a hard bot's delay + choice may take


def search_times(hands: int) -> tuple[float, float]:
    """(seconds per fresh hand, seconds for a hand already searched), on a fresh cache."""
    defs = load_defs()
    cs = CardSet({c: defs.cards.cards[c] for c in defs.card_ids}, 5)
    trios = [[i, i + 1, i + 2] for i in range(1, 3 * hands, 3)]
    start = time.process_time()
    for hand in trios:
        cs.colours_of(hand)
    per_hand = (time.process_time() - start) / len(trios)
    start = time.process_time()
    cs.colours_of(trios[0])
    return per_hand, time.process_time() - start


def worst_decision(steps: int, seed: int) -> float:
    """The longest view + legal + delay + choice of a hard bot over `steps` real-time steps."""
    m = Match("monsters", ["bot:hard"] * 4, seed=seed)
    worst = 0.0
    for _ in range(steps):
        if m.state.is_over:
            break
        for seat in m.state.actors():
            start = time.process_time()
            view, legal = m.state.view(seat), m.state.legal_actions(seat)
            m.bots[seat].delay(view, legal)
            m.bots[seat].choose(view, legal)
            worst = max(worst, time.process_time() - start)
        m._realtime_step()
    return worst


def report(hands: int, steps: int, seed: int) -> dict[str, Any]:
    per_hand, cached = search_times(hands)
    worst = worst_decision(steps, seed)
    return {
        "game": "monsters",
        "search_ms_per_hand": round(per_hand * 1000, 3), "search_budget_ms": SEARCH_BUDGET * 1000,
        "search_within": per_hand < SEARCH_BUDGET,
        "cached_ms": round(cached * 1000, 4), "cached_budget_ms": CACHED_BUDGET * 1000,
        "cached_within": cached < CACHED_BUDGET,
        "hard_worst_decision_s": round(worst, 4), "decision_budget_s": DECISION_BUDGET,
        "decision_within": worst < DECISION_BUDGET,
    }


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=13)
    parser.add_argument("--steps", type=int, default=60)
    parser.add_argument("--seed", type=int, default=21)
    args = parser.parse_args()
    print(json.dumps(report(args.hands, args.steps, args.seed)), flush=True)
