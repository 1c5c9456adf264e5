"""Our engines' speed as a ratio of reference libraries' speed, measured in the same run.

    python bench/ratios.py [--seconds 3] [--rounds 3] [--games elemons kaiju] [--before /older/checkout]
                           [--warmup 10]

Random legal play, steps per second (bench/engine.py `steps_per_second`), beside the anchors of
../shared/bench/anchors.py: OpenSpiel's pure-Python `python_liars_poker` for the four card and tile
games, rlcard's `gin-rummy` for Elem Master. The anchors run before and after our games and their
mean is the reference, because this machine is shared and noisy: only ratios from one run compare.
`--before DIR` also measures another checkout (e.g. the code before an optimisation) in the same
run. Every game is measured in a fresh process (ours too), so no round starts with warm caches;
`--warmup S` adds a figure after S seconds of untimed play on other seeds, the speed of a long lab
run, for information (the verdict is on the cold figure). The anchors need their own environment
(../shared/bench/README.md); without it the script prints our figures and says why no ratio.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.engine import steps_per_second  # noqa: E402
from game import registry  # noqa: E402

ANCHOR_OF = {
    "elemons": "open_spiel/python_liars_poker",
    "kaiju": "open_spiel/python_liars_poker",
    "evolution": "open_spiel/python_liars_poker",
    "monsters": "open_spiel/python_liars_poker",
    "elemmaster": "rlcard/gin-rummy",
}
GOAL = 1.0  # issue 14: at least as fast as the anchor


def find_anchors_script() -> Path | None:
    """anchors.py from $ANCHORS_SCRIPT, or the shared folder beside the checkout."""
    env = os.environ.get("ANCHORS_SCRIPT")
    candidates = [Path(env)] if env else []
    for up in (ROOT.parent, ROOT.parent.parent, ROOT.parent.parent.parent):
        candidates.append(up / "shared" / "bench" / "anchors.py")
    return next((c for c in candidates if c.is_file()), None)


def find_anchors_python() -> Path | None:
    env = os.environ.get("ANCHORS_PYTHON")
    p = Path(env) if env else Path.home() / ".anchors" / "bin" / "python"
    return p if p.exists() else None


def run_anchors(python: Path, script: Path, seconds: float, names: list[str]) -> tuple[dict[str, float], str]:
    """{library/game: steps per second} from one run of anchors.py, and what it skipped."""
    only = sorted({n.split("/")[1] for n in names})
    proc = subprocess.run([str(python), str(script), "--seconds", str(seconds), "--only", *only],
                          capture_output=True, text=True, check=False)
    found: dict[str, float] = {}
    for m in re.finditer(r"^anchor (\S+) steps_per_s=([\d.]+)", proc.stdout, re.M):
        found[m.group(1)] = float(m.group(2))
    skipped = " ".join(line for line in proc.stdout.splitlines() if line.startswith("skip"))
    if proc.returncode != 0:
        skipped += " " + (proc.stderr.strip().splitlines() or ["anchors.py failed"])[-1]
    return found, skipped.strip()


def steps_in(checkout: Path, game_id: str, seconds: float, warmup: float = 0.0) -> float | None:
    """steps_per_second of a checkout's engines, in a process of its own (its own modules, its own
    caches, all cold), after `warmup` seconds of untimed play on other seeds (the engines keep
    caches, interned actions and per-hand lists, that a long lab run has warm and a 3-second run
    does not). The loop is always this checkout's bench/engine.py: an older checkout's engines are
    imported first, so the loop finds them already loaded, and old and new code are timed alike."""
    code = ("import importlib.util, sys; sys.path.insert(0, sys.argv[1]); import game.registry, game.core\n"
            "spec = importlib.util.spec_from_file_location('bench_loop', sys.argv[5])\n"
            "loop = importlib.util.module_from_spec(spec); spec.loader.exec_module(loop)\n"
            "assert loop.registry is game.registry, 'the loop must time the checkout given'\n"
            "if float(sys.argv[4]) > 0: loop.steps_per_second(sys.argv[2], float(sys.argv[4]), 10**6, 2)\n"
            "print(loop.steps_per_second(sys.argv[2], float(sys.argv[3])))")
    if not checkout.is_dir():
        return None
    proc = subprocess.run([sys.executable, "-c", code, str(checkout), game_id, str(seconds), str(warmup),
                           str(ROOT / "bench" / "engine.py")],
                          capture_output=True, text=True, cwd=checkout, check=False)
    try:
        return float(proc.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        return None


def measure(games: list[str], seconds: float, before: Path | None, rounds: int = 1,
            warmup: float = 0.0) -> dict[str, object]:
    """Rounds of (anchors, our games, the older checkout's games, our games warmed up), then
    anchors once more.

    Each game's ratio in a round uses the mean of the anchor runs just before and just after
    it; the figure reported is the median over rounds, which shrugs off a burst of load.
    """
    python, script = find_anchors_python(), find_anchors_script()
    wanted = sorted({ANCHOR_OF[g] for g in games})
    have_anchors = python is not None and script is not None
    note = "" if have_anchors else ("no anchors: install them as ../shared/bench/README.md says "
                                    "(or set ANCHORS_PYTHON, ANCHORS_SCRIPT)")
    anchor_runs: list[dict[str, float]] = []
    ours: list[dict[str, float]] = []
    older: list[dict[str, float | None]] = []

    def anchors_now() -> None:
        nonlocal note
        if have_anchors:
            assert python is not None and script is not None
            found, skipped = run_anchors(python, script, seconds, wanted)
            anchor_runs.append(found)
            note = note or skipped

    warm: list[dict[str, float | None]] = []
    for _ in range(rounds):
        anchors_now()
        # each game in a fresh process, like the older checkout: no round starts with warm caches
        ours.append({g: steps_in(ROOT, g, seconds) or steps_per_second(g, seconds) for g in games})
        older.append({g: steps_in(before, g, seconds) for g in games} if before else {})
        warm.append({g: steps_in(ROOT, g, seconds, warmup) for g in games} if warmup > 0 else {})
    anchors_now()

    def ref(i: int, name: str) -> float | None:
        around = [r[name] for r in anchor_runs[i:i + 2] if name in r]
        return statistics.mean(around) if around else None

    rows = []
    for g in games:
        name = ANCHOR_OF[g]
        refs = [ref(i, name) for i in range(rounds)]
        row: dict[str, object] = {
            "game": g, "anchor": name,
            "steps_per_s": round(statistics.median(r[g] for r in ours)),
            "anchor_steps_per_s": round(statistics.median(x for x in refs if x)) if any(refs) else None,
            "ratio": None,
        }
        ratios = [ours[i][g] / refs[i] for i in range(rounds) if refs[i]]
        if ratios:
            row["ratio"] = round(statistics.median(ratios), 2)
        if warmup > 0:
            warms = [warm[i].get(g) for i in range(rounds)]
            row["warm_steps_per_s"] = round(statistics.median(w for w in warms if w)) if any(warms) else None
            warm_ratios = [w / r for w, r in zip(warms, refs, strict=True) if w and r]
            row["warm_ratio"] = round(statistics.median(warm_ratios), 2) if warm_ratios else None
        if before:
            olds = [older[i].get(g) for i in range(rounds)]
            row["before_steps_per_s"] = round(statistics.median(o for o in olds if o)) if any(olds) else None
            old_ratios = [o / r for o, r in zip(olds, refs, strict=True) if o and r]
            row["before_ratio"] = round(statistics.median(old_ratios), 2) if old_ratios else None
        rows.append(row)
    return {"seconds": seconds, "rounds": rounds, "warmup": warmup, "anchor_runs": anchor_runs, "rows": rows,
            "note": note}


def show(result: dict[str, object]) -> None:
    for row in result["rows"]:  # type: ignore[attr-defined]
        ratio = row["ratio"]
        verdict = "" if ratio is None else ("  ok" if ratio >= GOAL else f"  below the goal {GOAL:.1f}x")
        line = f"{row['game']:<11} {row['steps_per_s']:>8} steps/s"
        if ratio is not None:
            line += f"  {ratio:>5.2f}x {row['anchor']} ({row['anchor_steps_per_s']})"
        if row.get("warm_ratio") is not None:
            line += f"  | warm {row['warm_steps_per_s']} steps/s {row['warm_ratio']:.2f}x"
        if "before_steps_per_s" in row:
            line += f"  | before {row['before_steps_per_s']} steps/s"
            if row.get("before_ratio") is not None:
                line += f" {row['before_ratio']:.2f}x"
        print(line + verdict)
    if result["note"]:
        print(f"note: {result['note']}")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--seconds", type=float, default=3.0, help="budget per game and per anchor")
    p.add_argument("--games", nargs="*", choices=registry.GAME_IDS, default=list(registry.GAME_IDS))
    p.add_argument("--before", type=Path, help="another checkout to measure in the same run")
    p.add_argument("--rounds", type=int, default=1, help="repeat and report medians (a noisy machine)")
    p.add_argument("--warmup", type=float, default=0.0,
                   help="also measure after this many seconds of untimed play on other seeds (caches warm, "
                        "as in a long lab run); the verdict stays on the cold figure")
    p.add_argument("--json", action="store_true", help="one JSON object instead of lines")
    a = p.parse_args(argv)
    if not 0 <= a.warmup <= 600:
        p.error("--warmup must be between 0 and 600")
    if not 0.1 <= a.seconds <= 600:
        p.error("--seconds must be between 0.1 and 600")
    if not 1 <= a.rounds <= 50:
        p.error("--rounds must be between 1 and 50")
    if a.before is not None and not (a.before / "bench" / "engine.py").is_file():
        p.error(f"--before {a.before}: no bench/engine.py there")
    result = measure(a.games, a.seconds, a.before, a.rounds, a.warmup)
    if a.json:
        print(json.dumps(result))
    else:
        show(result)
    return 0


if __name__ == "__main__":
    sys.exit(main())
