"""Kill -9 during autosave, again and again: no save is ever lost or broken.

    python bench/autosave_kill.py [--kills 50] [--seed 15]

A child process plays Kaiju with bots and autosaves after every move, exactly as the table does
(`Match.save`: a temp file beside the save, fsync, rename). The parent kills it with SIGKILL at a
random moment, then checks that the save still loads (the replay lands on the saved position) and
is never older than the one checked before the kill, starts the next child on it, and at the end
runs the client's start-up cleaning and checks that no temp file is left. Exit 0 when all held.
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game import paths  # noqa: E402
from game.match import Match, SaveError  # noqa: E402

GAME = "kaiju"


def child(save: Path) -> None:
    """Play on from the save (or a new game), saving after every move, until killed."""
    seed = 1
    if save.exists():
        match = Match.load(save)
        seed = match.seed
    else:
        match = Match(GAME, ["bot:easy", "bot:easy"], seed=seed)
    print("ready", flush=True)
    while True:
        if match.state.is_over or match.bot_step() is None:
            seed += 1
            match = Match(GAME, ["bot:easy", "bot:easy"], seed=seed)
        match.save(save)


def progress(m: Match) -> tuple[int, int]:
    return (m.seed, len(m.moves))


def run(kills: int, seed: int, home: Path) -> dict[str, int]:
    rng = random.Random(seed)
    env = {**os.environ, "ELEMENTAL_TABLE_HOME": str(home)}
    save = home / "saves" / f"{GAME}.json"
    last = (0, -1)
    broken = lost = 0
    for _ in range(kills):
        proc = subprocess.Popen(
            [sys.executable, __file__, "--child", str(save)], env=env, stdout=subprocess.PIPE, text=True
        )
        assert proc.stdout is not None
        proc.stdout.readline()  # "ready": the child is saving from now on
        time.sleep(rng.uniform(0.01, 0.25))
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        try:
            m = Match.load(save)
        except SaveError as exc:
            print(f"broken save after a kill: {exc}", file=sys.stderr)
            broken += 1
            continue
        now = progress(m)
        if now < last:
            lost += 1
        last = now
    os.environ["ELEMENTAL_TABLE_HOME"] = str(home)
    temps_before = len(list((home / "saves").glob("*.tmp")))
    paths.clean_temp(paths.saves_dir())  # what the client does when it starts (main.py)
    temps_after = len(list((home / "saves").glob("*.tmp")))
    return {"kills": kills, "broken": broken, "lost": lost, "temps_before": temps_before, "temps_after": temps_after,
            "last_seed": last[0], "last_moves": last[1]}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--kills", type=int, default=50)
    p.add_argument("--seed", type=int, default=15)
    p.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.child:
        child(args.child)
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        start = time.perf_counter()
        out = run(args.kills, args.seed, Path(tmp))
        out["seconds"] = round(time.perf_counter() - start, 1)
    print(" ".join(f"{k}={v}" for k, v in out.items()))
    return 0 if out["broken"] == out["lost"] == out["temps_after"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
