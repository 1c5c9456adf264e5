"""Frame time of a game table at 1280x720 under the dummy video driver, and start-up time.

    python bench/frames.py elemons [--frames 600]

Frame time is `App.draw()` (everything drawn and presented) measured while bots
play at normal speed, so animations are in flight. Start-up is the wall time
from launching `main.py demo` to its first presented frame.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("ELEMENTAL_TABLE_HOME", "/tmp/elemental-bench")


def frame_times(game_id: str, frames: int, seats: list[str] | None = None) -> dict[str, float]:
    from game import registry
    from game.match import Match
    from scenes.app import App, init_pygame, open_table
    from scenes.menu import MenuScene

    init_pygame()
    app = App(size=(1280, 720))
    app.settings.speed = "normal"
    spec = registry.get(game_id)
    n = max(2, spec.seats[0]) if seats is None else len(seats)
    app.stack.push(MenuScene(app))
    open_table(app, Match(game_id, seats or ["bot:medium"] * n, seed=5))
    for _ in range(30):  # warm the caches
        app.frame(1 / 60)
    app.frame_times.clear()
    for _ in range(frames):
        app.frame(1 / 60)
    ts = sorted(app.frame_times)
    return {
        "median_ms": round(statistics.median(ts) * 1000, 3),
        "p95_ms": round(ts[int(0.95 * (len(ts) - 1))] * 1000, 3),
        "frames": len(ts),
    }


def startup(cmd: list[str]) -> float:
    """Seconds from launch to the first frame, as the client reports it."""
    env = {**os.environ, "ELEMENTAL_STARTUP_PROBE": "1"}
    t0 = time.time()
    out = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=60)
    for line in out.stdout.splitlines():
        if line.startswith("first-frame "):
            return float(line.split()[1]) - t0
    raise RuntimeError(f"no first-frame line from {cmd}: {out.stderr[-300:]}")


if __name__ == "__main__":
    p = argparse.ArgumentParser()
    p.add_argument("game")
    p.add_argument("--frames", type=int, default=600)
    p.add_argument("--seats", default=None)
    a = p.parse_args()
    print({"game": a.game, **frame_times(a.game, a.frames, a.seats.split(",") if a.seats else None)})
    main = [sys.executable, str(ROOT / "main.py"), "demo", a.game, "--seconds", "0.3"]
    print({"startup_to_first_frame_s": round(startup(main), 3)})
