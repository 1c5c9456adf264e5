"""The balance report: from the game records to results.json, one CSV per table, chart specs.

Everything is computed from the records alone, in (arm, index) order, so the report of a run
does not depend on how many workers played it; the timing fields (`seconds`, `timing`) are the
only ones that do. Charts are described here as plain data (`charts` in results.json) and drawn
by sprites/charts.py, so this module needs no display.
"""

from __future__ import annotations

import csv
import io
import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

from game.lab import stats
from game.lab.runner import Outcome
from game.lab.spec import LabSpec
from game.paths import atomic_write

# More values than this in a seat feature: one pooled bar chart instead of a line per value.
MAX_SERIES = 6
# Rows of the "how often each rule fires" chart (the CSV has them all).
MAX_EVENTS = 32


def _share(record: dict[str, Any], seat: int) -> float:
    winners = record["winners"]
    return 1.0 / len(winners) if seat in winners else 0.0


def _rate_row(wins: float, n: int) -> dict[str, float]:
    lo, hi = stats.wilson(wins, n)
    return {"wins": round(wins, 3), "games": n, "rate": round(wins / n, 4) if n else 0.0,
            "low": round(lo, 4), "high": round(hi, 4)}


def _seat_label(records: list[dict[str, Any]], seat: int) -> str:
    names = {r["seats"][seat] for r in records if seat < len(r["seats"])}
    return names.pop() if len(names) == 1 else "mixed"


def arm_summary(records: list[dict[str, Any]], num_seats: int) -> dict[str, Any]:
    """One arm: seat win rates with intervals, lengths, ends, scores, events, features, ratings."""
    played = [r for r in records if "error" not in r]
    done = [r for r in played if r["finished"]]
    n = len(done)
    seats = []
    for s in range(num_seats):
        row: dict[str, Any] = dict(_rate_row(sum(_share(r, s) for r in done), n))
        row.update(seat=s, player=_seat_label(records, s), fair=round(1 / num_seats, 4))
        seats.append(row)
    turns = [int(r["turns"]) for r in done]
    scores = [round(sum(r["scores"][s] for r in done) / n, 3) if n else 0.0 for s in range(num_seats)]
    ends = Counter(str(r["end"]) for r in played)
    return {
        "games": len(records),
        "finished": n,
        "errors": len(records) - len(played),
        "draws": sum(1 for r in done if len(r["winners"]) > 1),
        "no_winner": sum(1 for r in done if not r["winners"]),
        "mean_turns": round(sum(turns) / n, 2) if n else 0.0,
        "seats": seats,
        "mean_scores": scores,
        "lengths": stats.describe(turns),
        "histogram": [list(b) for b in stats.histogram(turns)],
        "ends": dict(sorted(ends.items(), key=lambda kv: (-kv[1], kv[0]))),
        "events": _events(done, num_seats),
        "features": _seat_features(done),
        "setups": _setup_features(done, num_seats),
        "ratings": _ratings(done),
        "head_to_head": _head_to_head(done),
    }


def _events(done: list[dict[str, Any]], num_seats: int) -> list[dict[str, Any]]:
    """Per event kind: mean per game, share of games where it fired, mean per seat per game."""
    n = len(done)
    kinds = sorted({k for r in done for k in r["events"]})
    rows = []
    for k in kinds:
        total = sum(r["events"].get(k, 0) for r in done)
        per_seat = [round(sum(r["seat_events"][s].get(k, 0) for r in done) / n, 3) for s in range(num_seats)]
        rows.append({"event": k, "per_game": round(total / n, 3),
                     "games_with": round(sum(1 for r in done if r["events"].get(k)) / n, 4), "per_seat": per_seat})
    return rows


def _seat_features(done: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Win rate by seat feature value, over seat-games; features with one value only are left out."""
    tally: dict[tuple[str, str], list[float]] = {}
    for r in done:
        for s, feats in enumerate(r["features"]):
            for name, value in feats.items():
                tally.setdefault((name, value), []).append(_share(r, s))
    names = Counter(name for name, _ in tally)
    rows = []
    for (name, value), shares in sorted(tally.items(), key=lambda kv: (kv[0][0], _natural(kv[0][1]))):
        if names[name] < 2:
            continue
        rows.append({"feature": name, "value": value, **_rate_row(sum(shares), len(shares))})
    return rows


def _setup_features(done: list[dict[str, Any]], num_seats: int) -> list[dict[str, Any]]:
    """By game feature value (terrains, arena, an option): games, mean length, seat win rates."""
    groups: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for r in done:
        for name, value in r["setup"].items():
            groups.setdefault((name, value), []).append(r)
    names = Counter(name for name, _ in groups)
    rows = []
    for (name, value), rs in sorted(groups.items(), key=lambda kv: (kv[0][0], _natural(kv[0][1]))):
        if names[name] < 2:
            continue
        rows.append({"feature": name, "value": value, "games": len(rs),
                     "share": round(len(rs) / len(done), 4),
                     "mean_turns": round(sum(r["turns"] for r in rs) / len(rs), 2),
                     "seat_rates": [round(sum(_share(r, s) for r in rs) / len(rs), 4) for s in range(num_seats)]})
    return rows


def _ratings(done: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Bradley-Terry ratings of the players (bot strengths) when a table mixes them."""
    pairs = [p for r in done for p in stats.pairwise_from_winners(r["seats"], r["winners"])]
    if not pairs:
        return []
    ratings = stats.bradley_terry(pairs)
    scored: dict[str, list[float]] = {}
    for a, b, score in pairs:
        scored.setdefault(a, []).append(score)
        scored.setdefault(b, []).append(1 - score)
    rows = []
    for name in sorted(ratings, key=lambda k: -ratings[k]):
        got = scored[name]
        rows.append({"player": name, "rating": ratings[name], "pairs": len(got),
                     "score": round(sum(got) / len(got), 4)})
    return rows


def _head_to_head(done: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Win rate of each player against each other one, with its 95% Wilson interval.

    A game counts once for a pair (its pairwise results between their seats averaged), so the
    interval is over games, which are independent; a game that tells nothing about the pair
    (at four, a third player won) is left out. `a` is the first of the pair in name order and
    `rate` is its share: below one half, b is the stronger.
    """
    per: dict[tuple[str, str], list[float]] = {}
    for r in done:
        got: dict[tuple[str, str], list[float]] = {}
        for a, b, score in stats.pairwise_from_winners(r["seats"], r["winners"]):
            key, s = ((a, b), score) if a < b else ((b, a), 1.0 - score)
            got.setdefault(key, []).append(s)
        for key, scores in got.items():
            per.setdefault(key, []).append(sum(scores) / len(scores))
    return [{"a": a, "b": b, **_rate_row(sum(scores), len(scores))} for (a, b), scores in sorted(per.items())]


def _natural(text: str) -> tuple[int, float, str]:
    """Numbers in numeric order ('2' before '10', '3+' after '2'), words after them."""
    m = re.match(r"^-?\d+(\.\d+)?", text)
    return (0, float(m.group(0)), text) if m else (1, 0.0, text)


# -- the whole report ----------------------------------------------------------------------


def build(lab: LabSpec, outcome: Outcome) -> dict[str, Any]:
    arms = lab.arms()
    n_seats = len(lab.players)
    by_arm: dict[int, list[dict[str, Any]]] = {a.index: [] for a in arms}
    for r in outcome.records:
        by_arm[r["arm"]].append(r)
    summaries = []
    for arm in arms:
        summary = arm_summary(by_arm[arm.index], n_seats)
        summaries.append({"index": arm.index, "label": arm.label, "values": arm.values, "options": arm.options,
                          "defs": {str(k): v for k, v in arm.defs}, **summary})
    whole = arm_summary(outcome.records, n_seats)
    records = outcome.records
    done = [r for r in records if "error" not in r and r["finished"]]
    wins = [0.0] * n_seats
    for r in done:
        for w in r["winners"]:
            wins[w] += 1.0 / len(r["winners"])
    errors = [f"arm {r['arm']} game {r['index']} (seed {r['seed']}): {r['error']}" for r in records if "error" in r]
    # `seconds` is the time the run's games took, over every session that played some.
    seconds = round(sum(float(x.get("seconds", 0)) for x in outcome.sessions) or outcome.seconds, 3)
    results: dict[str, Any] = {
        "game": lab.game,
        "games": len(records),
        "seats": list(lab.players) if not lab.ratings else ["mixed"] * n_seats,
        "finished": len(done),
        "wins": [round(w, 3) for w in wins],
        "draws": whole["draws"],
        "mean_turns": whole["mean_turns"],
        "seconds": seconds,
        "complete": len(records) == len(arms) * lab.games,
        "errors": len(errors),
        "error_examples": errors[:5],
        "lab": {**lab.params(), "games_per_arm": lab.games},
        "overall": {k: whole[k] for k in ("seats", "mean_scores", "lengths", "histogram", "ends", "ratings",
                                          "head_to_head")},
        "arms": summaries,
        "timing": {
            "seconds": seconds,
            "played_now": outcome.played,
            "jobs": outcome.jobs,
            "games_per_second": round(outcome.played / outcome.seconds, 3) if outcome.played else 0.0,
            "sessions": outcome.sessions,
        },
    }
    results["tables"] = tables(results)
    results["charts"] = charts(results, lab)
    return results


def tables(results: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """The report as tables of rows (one CSV each), the same numbers as the arms' summaries."""
    arms = results["arms"]
    n = len(results["seats"])
    out: dict[str, dict[str, Any]] = {}

    def table(name: str, columns: list[str], rows: list[list[Any]]) -> None:
        if rows:
            out[name] = {"columns": columns, "rows": rows}

    table("seats", ["arm", "seat", "player", "games", "wins", "rate", "low", "high", "fair"],
          [[a["label"], s["seat"], s["player"], s["games"], s["wins"], s["rate"], s["low"], s["high"], s["fair"]]
           for a in arms for s in a["seats"]])
    table("lengths", ["arm", "turns_from", "turns_to", "games"],
          [[a["label"], lo, hi, c] for a in arms for lo, hi, c in a["histogram"]])
    table("ends", ["arm", "end", "games"], [[a["label"], k, v] for a in arms for k, v in a["ends"].items()])
    table("options", ["arm", "feature", "value", "seat_games", "wins", "rate", "low", "high"],
          [[a["label"], f["feature"], f["value"], f["games"], f["wins"], f["rate"], f["low"], f["high"]]
           for a in arms for f in a["features"]])
    table("setups", ["arm", "feature", "value", "games", "share", "mean_turns", *[f"seat{s}_rate" for s in range(n)]],
          [[a["label"], f["feature"], f["value"], f["games"], f["share"], f["mean_turns"], *f["seat_rates"]]
           for a in arms for f in a["setups"]])
    table("events", ["arm", "event", "per_game", "games_with", *[f"seat{s}_per_game" for s in range(n)]],
          [[a["label"], e["event"], e["per_game"], e["games_with"], *e["per_seat"]] for a in arms for e in a["events"]])
    table("ratings", ["arm", "player", "rating", "pairs", "score"],
          [[a["label"], r["player"], r["rating"], r["pairs"], r["score"]] for a in arms for r in a["ratings"]]
          + ([["all", r["player"], r["rating"], r["pairs"], r["score"]] for r in results["overall"]["ratings"]]
             if len(arms) > 1 else []))
    table("head_to_head", ["arm", "a", "b", "games", "a_wins", "a_rate", "low", "high"],
          [[a["label"], h["a"], h["b"], h["games"], h["wins"], h["rate"], h["low"], h["high"]]
           for a in arms for h in a["head_to_head"]]
          + ([["all", h["a"], h["b"], h["games"], h["wins"], h["rate"], h["low"], h["high"]]
              for h in results["overall"]["head_to_head"]] if len(arms) > 1 else []))
    if len(arms) > 1:
        keys = list(arms[0]["values"])
        cols = ["arm", *keys, "games", "finished", "errors", "draws", "mean_turns", "median_turns"]
        for s in range(n):
            cols += [f"seat{s}_rate", f"seat{s}_low", f"seat{s}_high", f"seat{s}_score"]
        rows = []
        for a in arms:
            row = [a["label"], *[a["values"][k] for k in keys], a["games"], a["finished"], a["errors"], a["draws"],
                   a["mean_turns"], a["lengths"]["median"]]
            for s in range(n):
                st = a["seats"][s]
                row += [st["rate"], st["low"], st["high"], a["mean_scores"][s]]
            rows.append(row)
        table("sweep", cols, rows)
    return out


def _focus_seat(lab: LabSpec) -> int | None:
    """A sweep of one per-seat option (`specialty_seat0`) is about that seat."""
    if len(lab.vary) == 1 and lab.vary[0].is_option:
        m = re.match(r"^.*_seat(\d+)$", lab.vary[0].key)
        if m and int(m.group(1)) < len(lab.players):
            return int(m.group(1))
    return None


def charts(results: dict[str, Any], lab: LabSpec) -> list[dict[str, Any]]:
    """What to draw, as data: bar (with intervals), histogram and line charts."""
    arms = results["arms"]
    overall = results["overall"]
    n = len(results["seats"])
    fair = round(1 / n, 4)
    out: list[dict[str, Any]] = []
    game = results["game"]

    def bars(file: str, title: str, rows: list[dict[str, Any]], label: str, **extra: Any) -> None:
        if rows:
            out.append({"file": file, "kind": "bar", "title": title, "labels": [str(r[label]) for r in rows],
                        "values": [r["rate"] for r in rows], "low": [r["low"] for r in rows],
                        "high": [r["high"] for r in rows], "percent": True, **extra})

    seat_rows = [{**s, "name": f"seat {s['seat']} ({s['player']})"} for s in overall["seats"]]
    bars("seats.png", f"{game}: win rate by seat (95% interval)", seat_rows, "name", ref=fair, ref_label="fair")
    if overall["histogram"]:
        out.append({"file": "lengths.png", "kind": "hist", "title": f"{game}: game length (turns)",
                    "bins": overall["histogram"], "xlabel": "turns", "ylabel": "games"})
    if len(arms) > 1:
        labels, across = _axis(arms, lab)
        focus = _focus_seat(lab)
        if focus is not None:
            rows = [{**a["seats"][focus], "label": a["label"].split("=", 1)[-1]} for a in arms]
            order = sorted(range(len(rows)), key=lambda i: -rows[i]["rate"])
            bars("sweep.png", f"{game}: seat {focus} win rate by {lab.vary[0].key} (95% interval)",
                 [rows[i] for i in order], "label", ref=fair, ref_label="fair", horizontal=True)
        else:
            series = [{"name": f"seat {s}", "values": [a["seats"][s]["rate"] for a in arms],
                       "low": [a["seats"][s]["low"] for a in arms], "high": [a["seats"][s]["high"] for a in arms]}
                      for s in range(n)]
            out.append({"file": "sweep.png", "kind": "line", "title": f"{game}: win rate by seat, by {across}",
                        "labels": labels, "series": series, "percent": True, "ref": fair, "ref_label": "fair"})
        out.append({"file": "sweep_turns.png", "kind": "line", "title": f"{game}: game length (turns), by {across}",
                    "labels": labels, "percent": False,
                    "series": [{"name": q, "values": [a["lengths"][q] for a in arms]}
                               for q in ("p10", "median", "p90")]})
    # per-option win rates: one chart per seat feature
    features: dict[str, list[dict[str, Any]]] = {}
    for a in arms:
        for f in a["features"]:
            features.setdefault(f["feature"], []).append({**f, "arm": a["label"]})
    for name, rows in features.items():
        slug = re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")
        values = list(dict.fromkeys(r["value"] for r in rows))
        if len(arms) > 1 and len(values) <= MAX_SERIES:
            series = []
            for v in values:
                got = {r["arm"]: r for r in rows if r["value"] == v}

                def pick(key: str, got: dict[str, dict[str, Any]] = got) -> list[Any]:
                    return [got[a["label"]][key] if a["label"] in got else None for a in arms]

                series.append({"name": f"{name}={v}", "values": pick("rate"), "low": pick("low"), "high": pick("high")})
            labels, across = _axis(arms, lab)
            out.append({"file": f"option_{slug}.png", "kind": "line", "labels": labels,
                        "title": f"{game}: win rate by {name}, by {across} (95% intervals)", "series": series,
                        "percent": True,
                        "ref": fair, "ref_label": "fair"})
        else:
            pooled = _pool(rows)
            if len(pooled) > 6 and not all(_natural(r["value"])[0] == 0 for r in pooled):
                pooled.sort(key=lambda r: (-r["rate"], r["value"]))  # many words: best first
            bars(f"option_{slug}.png", f"{game}: win rate by {name} (95% interval)", pooled, "value", ref=fair,
                 ref_label="fair", horizontal=len(pooled) > 6)
    ratings = overall["ratings"]
    if ratings:
        lowest = min(r["rating"] for r in ratings)
        out.append({"file": "ratings.png", "kind": "bar", "title": f"{game}: bot ratings (Bradley-Terry, Elo scale)",
                    "labels": [r["player"] for r in ratings], "values": [r["rating"] for r in ratings],
                    "percent": False, "ref": 1500, "ref_label": "mean", "base": min(1300.0, lowest - 50)})
    events = _pooled_events(arms)
    refined = {e["event"].split(":", 1)[0] for e in events if ":" in e["event"]}
    # A kind split by power or effect shows as its parts; a private event's public twin is not shown twice.
    fired = [e for e in events if e["event"] not in refined and not e["event"].endswith("_public")]
    top = sorted(fired, key=lambda e: (-e["per_game"], e["event"]))[:MAX_EVENTS]
    if top:
        out.append({"file": "events.png", "kind": "bar", "horizontal": True, "percent": False,
                    "title": f"{game}: how often each rule or power fires (per game)",
                    "labels": [e["event"] for e in top], "values": [e["per_game"] for e in top]})
    return out


def _axis(arms: list[dict[str, Any]], lab: LabSpec) -> tuple[list[str], str]:
    """The x axis of a sweep chart: the values alone when one key varies, else the arm labels."""
    if len(lab.vary) == 1:
        key = lab.vary[0].key
        return [str(a["values"][key]) for a in arms], key.split(":", 1)[-1]
    return [a["label"] for a in arms], "arm"


def _pool(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Feature rows of several arms added up by value."""
    acc: dict[str, list[float]] = {}
    for r in rows:
        w, g = acc.setdefault(r["value"], [0.0, 0])
        acc[r["value"]] = [w + r["wins"], g + r["games"]]
    return [{"value": v, **_rate_row(w, int(g))} for v, (w, g) in sorted(acc.items(), key=lambda kv: _natural(kv[0]))]


def _pooled_events(arms: list[dict[str, Any]]) -> list[dict[str, Any]]:
    total: dict[str, float] = {}
    games = sum(a["finished"] for a in arms)
    for a in arms:
        for e in a["events"]:
            total[e["event"]] = total.get(e["event"], 0.0) + e["per_game"] * a["finished"]
    return [{"event": k, "per_game": round(v / games, 3)} for k, v in sorted(total.items())] if games else []


# -- writing -------------------------------------------------------------------------------


def write(out: Path, results: dict[str, Any]) -> list[Path]:
    """results.json and one CSV per table; returns the files written."""
    written = []
    for name, t in results["tables"].items():
        buf = io.StringIO()
        w = csv.writer(buf, lineterminator="\n")
        w.writerow(t["columns"])
        w.writerows(t["rows"])
        path = out / f"{name}.csv"
        atomic_write(path, buf.getvalue())
        written.append(path)
    path = out / "results.json"
    results["files"] = [p.name for p in written] + [c["file"] for c in results["charts"]]
    atomic_write(path, json.dumps(results, separators=(",", ":")) + "\n")  # compact: the CSVs are for reading
    written.append(path)
    return written


def comparable(results: dict[str, Any]) -> dict[str, Any]:
    """results.json without the fields that depend on the machine and the workers (timing)."""
    return {k: v for k, v in results.items() if k not in ("seconds", "timing")}
