"""Frame time of a game table at 1280x720 under the dummy video driver, and start-up time.

    python bench/frames.py elemons [--frames 600]
    python bench/frames.py all --bot-turns [--seconds 20] [--sync]
    python bench/frames.py elemmaster --bot-turns --players 4 --from-turn 120 [--seed 61]

Frame time is `App.draw()` (everything drawn and presented) measured while bots
play at normal speed, so animations are in flight. Start-up is the wall time
from launching `main.py demo` to its first presented frame.

`--bot-turns` plays hard bots only, paced like the window (60 frames a second, the
rest of each frame slept), and times whole frames (events, update, draw) while a bot
is to act: their mean and maximum, and how many exceed 33 ms; `cpu_*` is the window
thread's own CPU time per frame, which other processes on a loaded machine do not
inflate (a wait for the interpreter lock is not in it: compare the wall figures). `--sync` puts the
bot's decision back inside the frame (as the table did before `game/thinker.py`),
for a before/after comparison in one run.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("ELEMENTAL_TABLE_HOME", "/tmp/elemental-bench")


def frame_times(game_id: str, frames: int, seats: list[str] | None = None, vision: str = "normal") -> dict[str, float]:
    from game import registry
    from game.match import Match
    from scenes.app import App, init_pygame, open_table
    from scenes.menu import MenuScene

    init_pygame()
    app = App(size=(1280, 720))
    app.settings.speed = "normal"
    app.set_vision(vision)
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


class SyncThinker:
    """The old way, for comparison: the decision is computed inside the frame that asks for it."""

    def __init__(self, match: Any) -> None:
        self.match = match
        self._action: Any = None
        self.busy = False

    def start(self, seat: int) -> None:
        if self._action is None:
            self._action = self.match.bot_choice(seat)

    def thinking_for(self, seat: int) -> bool:
        return self._action is not None

    def result(self) -> Any:
        action, self._action = self._action, None
        return action

    def cancel(self) -> None:
        self._action = None


def bot_turn_frames(game_id: str, seconds: float, sync: bool = False, from_turn: int = 0,
                    seed: int = 5, players: int | None = None) -> dict[str, Any]:
    """Whole frames while a hard bot is to act, paced at 60 frames a second. `from_turn`: the bots
    first play headless to that turn (their memory with them), so a late game's thoughts are timed
    (Elem Master's stall mode plans two turns on, late and quiet: its longest thoughts)."""
    import game.feed as table  # the feed owns the thinker the table's bot turns use
    from game import registry
    from game.match import Match
    from scenes.app import App, init_pygame, open_table
    from scenes.menu import MenuScene

    init_pygame()
    app = App(size=(1280, 720))
    app.settings.speed = "fast"
    spec = registry.get(game_id)
    n = players or max(2, spec.seats[0])
    saved = table.Thinker
    if sync:
        table.Thinker = SyncThinker  # type: ignore[assignment,misc]
    try:
        app.stack.push(MenuScene(app))
        m = Match(game_id, ["bot:hard"] * n, seed=seed)
        while not spec.realtime and getattr(m.state, "turn", 0) < from_turn and m.bot_step() is not None:
            pass
        start_turn = getattr(m.state, "turn", 0)
        open_table(app, m)
        for _ in range(10):  # warm the caches
            app.frame(1 / 60)
        bot_frames: list[float] = []
        cpu: list[float] = []  # the window thread's own CPU time per frame: what load does not inflate
        thinking: list[float] = []  # frames that ran beside a thought (or, --sync, computed one)
        start = time.perf_counter()
        scene = app.stack.top
        match = scene.feed.match
        while time.perf_counter() - start < seconds and not match.state.is_over:
            t0, c0 = time.perf_counter(), time.thread_time()
            bot_turn = match.bot_to_act() is not None
            moves = len(match.moves)
            app.frame(1 / 60)
            took = time.perf_counter() - t0
            if bot_turn:
                bot_frames.append(took)
                cpu.append(time.thread_time() - c0)
                if getattr(scene.feed._thinker, "busy", False) or (sync and len(match.moves) != moves):
                    thinking.append(took)
            time.sleep(max(0.0, 1 / 60 - took))
    finally:
        table.Thinker = saved  # type: ignore[misc]
    if not bot_frames:
        return {"game": game_id, "frames": 0}
    return {
        "game": game_id,
        "mode": "sync" if sync else "thinker",
        "players": n,
        "from_turn": start_turn,
        "bot_frames": len(bot_frames),
        "moves": len(match.moves),
        "mean_ms": round(statistics.mean(bot_frames) * 1000, 2),
        "max_ms": round(max(bot_frames) * 1000, 2),
        "over_33ms": sum(1 for f in bot_frames if f > 0.033),
        "cpu_mean_ms": round(statistics.mean(cpu) * 1000, 2),
        "cpu_max_ms": round(max(cpu) * 1000, 2),
        "thinking_frames": len(thinking),
        "thinking_max_ms": round(max(thinking, default=0.0) * 1000, 2),
        "other_max_ms": round(max((f for f in bot_frames if f not in thinking), default=0.0) * 1000, 2),
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
    p.add_argument("--bot-turns", action="store_true", help="frame mean and max while hard bots think")
    p.add_argument("--seconds", type=float, default=20.0)
    p.add_argument("--sync", action="store_true", help="with --bot-turns: decide inside the frame (the old way)")
    p.add_argument("--from-turn", type=int, default=0, help="with --bot-turns: bots play headless to this turn first")
    p.add_argument("--seed", type=int, default=5, help="with --bot-turns: the match's seed")
    p.add_argument("--players", type=int, default=None, help="with --bot-turns: seats (default the fewest)")
    p.add_argument("--vision", default=None,
                   help="frame times under each simulated colour vision (all) or one, against normal vision")
    a = p.parse_args()
    if a.vision:
        from game.registry import GAME_IDS
        from sprites.vision import VISIONS

        for gid in GAME_IDS if a.game == "all" else [a.game]:
            for kind in VISIONS if a.vision == "all" else ("normal", a.vision):
                print({"game": gid, "vision": kind, **frame_times(gid, a.frames, None, kind)}, flush=True)
        raise SystemExit(0)
    if a.bot_turns:
        from game.registry import GAME_IDS

        for gid in GAME_IDS if a.game == "all" else [a.game]:
            print(bot_turn_frames(gid, a.seconds, a.sync, a.from_turn, a.seed, a.players), flush=True)
        raise SystemExit(0)
    print({"game": a.game, **frame_times(a.game, a.frames, a.seats.split(",") if a.seats else None)})
    main = [sys.executable, str(ROOT / "main.py"), "demo", a.game, "--seconds", "0.3"]
    print({"startup_to_first_frame_s": round(startup(main), 3)})
