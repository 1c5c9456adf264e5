"""Kill -9 during autosave, again and again: no save is ever lost or broken.

    python bench/autosave_kill.py [--kills 50] [--seed 15] [--realtime-kills 24]

A child process plays Kaiju with bots and autosaves after every move, exactly as the table does
(`Match.save`: a temp file beside the save, fsync, rename). The parent kills it with SIGKILL at a
random moment, then checks that the save still loads (the replay lands on the saved position) and
is never older than the one checked before the kill, starts the next child on it, and at the end
runs the client's start-up cleaning and checks that no temp file is left. Exit 0 when all held.

Then a real-time game: a child opens the Monsters table headless (bots only) and lets its frames
run, as the window does; bot moves and passing time come out of `feed.poll` and the table saves
them (at most every `scenes.table.AUTOSAVE_EVERY` seconds). The child reports each move count with
its time; after each kill, every move made longer than the throttle (and a frame) before the kill
must be in the save: `rt_lost` counts those that were not.
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


RT_GAME = "monsters"
RT_SEATS = ["bot:easy", "bot:easy"]
SLACK = 0.15  # a frame or two beyond the throttle: the report is printed after the frame that saved


def table_child(save: Path) -> None:
    """The Monsters table, headless, bots only, frame after frame until killed; resumes the save.

    Prints `<monotonic time> <seed> <moves>` whenever the match's log grew (after the frame)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from scenes.app import App, init_pygame, open_table
    from scenes.menu import MenuScene

    init_pygame()
    app = App()
    seed = 1
    match = Match.load(save) if save.exists() else Match(RT_GAME, RT_SEATS, seed=seed)
    seed = match.seed
    app.stack.push(MenuScene(app))
    open_table(app, match)
    table = app.stack.top
    print("ready", flush=True)
    last = -1
    while True:
        dt = app.clock.tick(60) / 1000.0
        app.frame(min(dt, 0.1))
        feed = table.feed
        n = len(feed.match.moves)
        if n != last:
            last = n
            print(f"{time.monotonic():.4f} {feed.match.seed} {n}", flush=True)
        if feed.is_over and table.finished_shown:
            seed = feed.match.seed + 1
            app.stack.clear_to(MenuScene(app))
            open_table(app, Match(RT_GAME, RT_SEATS, seed=seed))
            table = app.stack.top
            last = -1


def _saved_progress(home: Path) -> tuple[int, int] | None:
    """(seed, moves) of the newest Monsters game on disk: the save in progress, else the last finished."""
    save = home / "saves" / f"{RT_GAME}.json"
    found = []
    if save.exists():
        m = Match.load(save)  # must load: replays to the saved position
        paths.release_lock(save)
        found.append(progress(m))
    for f in (home / "saves" / "finished").glob(f"{RT_GAME}-*.json"):
        log = Match.read_save(f)["log"]
        found.append((int(log["seed"]), len(log["moves"])))
    return max(found) if found else None


def run_realtime(kills: int, seed: int, home: Path) -> dict[str, int]:
    """Kill the Monsters table child `kills` times; count broken saves and moves lost beyond the throttle."""
    from scenes import table

    throttle = getattr(table, "AUTOSAVE_EVERY", 0.25)  # (an older table, measured for comparison)
    rng = random.Random(seed)
    env = {**os.environ, "ELEMENTAL_TABLE_HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    save = home / "saves" / f"{RT_GAME}.json"
    broken = lost = reported = 0
    for _ in range(kills):
        proc = subprocess.Popen([sys.executable, __file__, "--table-child", str(save)], env=env,
                                stdout=subprocess.PIPE, text=True)
        assert proc.stdout is not None
        proc.stdout.readline()
        time.sleep(rng.uniform(1.0, 6.0))  # a round opens on a 3-second countdown
        killed_at = time.monotonic()
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        lines = [ln.split() for ln in proc.stdout.read().splitlines() if ln.count(" ") == 2]
        must = [(int(s), int(n)) for t, s, n in lines if float(t) <= killed_at - throttle - SLACK and int(n) > 0]
        reported += len(lines)
        try:
            on_disk = _saved_progress(home)
        except SaveError as exc:
            print(f"broken save after a kill: {exc}", file=sys.stderr)
            broken += 1
            continue
        if must and (on_disk is None or on_disk < max(must)):
            lost += 1
            print(f"lost: made {max(must)} by {throttle}s before the kill, saved {on_disk}", file=sys.stderr)
    os.environ["ELEMENTAL_TABLE_HOME"] = str(home)
    paths.clean_temp(paths.saves_dir())
    paths.clean_temp(paths.saves_dir() / "finished")
    temps = len(list((home / "saves").rglob("*.tmp")))
    last = _saved_progress(home) or (0, 0)
    return {"rt_kills": kills, "rt_broken": broken, "rt_lost": lost, "rt_temps_after": temps,
            "rt_reports": reported, "rt_last_seed": last[0], "rt_last_moves": last[1]}


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
        if not save.exists():
            # killed before its first save (a loaded machine: the child is slow to write it): nothing
            # was saved, so nothing is lost or broken, unless a save had been seen before and vanished
            if last != (0, -1):
                print("lost: the save vanished after a kill", file=sys.stderr)
                lost += 1
            continue
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
    p.add_argument("--realtime-kills", type=int, default=24, help="kills of the Monsters table (0: none)")
    p.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    p.add_argument("--table-child", type=Path, help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.child:
        child(args.child)
        return 0
    if args.table_child:
        table_child(args.table_child)
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        start = time.perf_counter()
        out: dict[str, float] = dict(run(args.kills, args.seed, Path(tmp) / "turns"))
        if args.realtime_kills:
            out.update(run_realtime(args.realtime_kills, args.seed, Path(tmp) / "realtime"))
        out["seconds"] = round(time.perf_counter() - start, 1)
    print(" ".join(f"{k}={v}" for k, v in out.items()))
    bad = out["broken"] + out["lost"] + out["temps_after"]
    bad += out.get("rt_broken", 0) + out.get("rt_lost", 0) + out.get("rt_temps_after", 0)
    return 0 if bad == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
