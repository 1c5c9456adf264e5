"""The statistics of a balance report: intervals, distributions, ratings. Pure Python, exact.

Every function takes plain numbers and returns plain numbers, so a test can feed it a synthetic
input whose answer is known (a published Wilson interval, a rating ratio set in advance).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

Z95 = 1.959963984540054  # the 97.5th percentile of the normal law: 95% two-sided intervals


def wilson(wins: float, n: float, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a win rate: (low, high); (0, 1) when nothing was observed.

    Chosen over the plain p +- z*sqrt(p(1-p)/n) because it stays inside [0, 1] and stays honest at
    rates near 0 or 1 and at small n, which is where a designer's rare specialty ends up.
    `wins` may be fractional (a shared victory counts 1/k to each of the k winners).
    """
    if n <= 0:
        return 0.0, 1.0
    p = min(1.0, max(0.0, wins / n))
    z2 = z * z
    denom = 1 + z2 / n
    centre = (p + z2 / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def quantile(values: Sequence[float], q: float) -> float:
    """The q-quantile (0..1) with linear interpolation between order statistics (numpy's default)."""
    if not values:
        return 0.0
    xs = sorted(values)
    pos = (len(xs) - 1) * q
    lo = math.floor(pos)
    hi = min(lo + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (pos - lo)


def describe(values: Sequence[float]) -> dict[str, float]:
    """Mean, spread and the usual quantiles of a sample (game lengths, scores)."""
    n = len(values)
    if n == 0:
        return {"n": 0, "mean": 0.0, "sd": 0.0, "min": 0.0, "p10": 0.0, "median": 0.0, "p90": 0.0, "max": 0.0}
    mean = sum(values) / n
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1)) if n > 1 else 0.0
    return {
        "n": n,
        "mean": round(mean, 3),
        "sd": round(sd, 3),
        "min": min(values),
        "p10": round(quantile(values, 0.1), 3),
        "median": round(quantile(values, 0.5), 3),
        "p90": round(quantile(values, 0.9), 3),
        "max": max(values),
    }


def histogram(values: Sequence[int], max_bins: int = 20) -> list[tuple[int, int, int]]:
    """Whole-number values (turns) in bins of equal width: [(low, high inclusive, count)].

    The width is the smallest whole number that keeps the bins at `max_bins` or fewer, so short
    games get one bin per turn count and long ones are grouped.
    """
    if not values:
        return []
    lo, hi = min(values), max(values)
    width = max(1, math.ceil((hi - lo + 1) / max_bins))
    bins = [[lo + i * width, lo + (i + 1) * width - 1, 0] for i in range((hi - lo) // width + 1)]
    for v in values:
        bins[(v - lo) // width][2] += 1
    return [(a, b, c) for a, b, c in bins]


def pairwise_from_winners(players: Sequence[str], winners: Iterable[int]) -> list[tuple[str, str, float]]:
    """The two-player results one game gives: (a, b, score of a), a and b of different strengths.

    A winner beats each loser (1); two winners sharing the victory tie (0.5). Two losers say nothing
    about each other (who came second is not known in every game), so that pair is left out.
    """
    won = set(winners)
    out: list[tuple[str, str, float]] = []
    for a in range(len(players)):
        for b in range(a + 1, len(players)):
            if players[a] == players[b]:
                continue
            if a in won and b in won:
                out.append((players[a], players[b], 0.5))
            elif a in won or b in won:
                out.append((players[a], players[b], 1.0 if a in won else 0.0))
    return out


def bradley_terry(
    results: Iterable[tuple[str, str, float]], prior: float = 1.0, iterations: int = 2000
) -> dict[str, float]:
    """Bradley-Terry strengths from (a, b, score of a) results, on the Elo scale (mean 1500).

    P(a beats b) = p_a / (p_a + p_b); fitted by Hunter's MM iteration (2004), which converges to
    the maximum likelihood. `prior` adds that many virtual drawn games to every pair that met, so a
    player who never won still gets a finite rating. 400 * log10 of the ratio is the Elo gap:
    +191 points is 3 wins out of 4.
    """
    wins: dict[str, float] = {}
    games: dict[tuple[str, str], float] = {}
    for a, b, score in results:
        wins[a] = wins.get(a, 0.0) + score
        wins[b] = wins.get(b, 0.0) + 1.0 - score
        key = (a, b) if a < b else (b, a)
        games[key] = games.get(key, 0.0) + 1.0
    if not wins:
        return {}
    for (a, b) in games:
        games[(a, b)] += prior
        wins[a] += prior / 2
        wins[b] += prior / 2
    names = sorted(wins)
    p = dict.fromkeys(names, 1.0)
    for _ in range(iterations):
        new = {}
        for i in names:
            denom = 0.0
            for (a, b), n in games.items():
                if i == a:
                    denom += n / (p[a] + p[b])
                elif i == b:
                    denom += n / (p[a] + p[b])
            new[i] = wins[i] / denom if denom else p[i]
        log_mean = sum(math.log(v) for v in new.values()) / len(new)
        scale = math.exp(log_mean)
        new = {k: v / scale for k, v in new.items()}
        change = max(abs(new[k] - p[k]) for k in names)
        p = new
        if change < 1e-10:
            break
    return {k: round(1500 + 400 * math.log10(v), 1) for k, v in p.items()}


def expected_score(rating_a: float, rating_b: float) -> float:
    """The share of games a should win against b, from two Elo-scale ratings."""
    return 1.0 / (1.0 + 10 ** ((rating_b - rating_a) / 400))
