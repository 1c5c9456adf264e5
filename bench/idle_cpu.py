"""CPU of an idle client: the menu, and each game's table waiting for the person's move, under Xvfb.

    python bench/idle_cpu.py [--seconds 10] [--settle 12] [--root /work/main] [menu kaiju ...]

Each case starts a real client window (`main.py`, or `main.py play GAME` against the default bot,
seed 1, a fresh home) on a private Xvfb, lets it settle (the opening shown, a bot's first move
played), then reads the client's CPU time from /proc/PID/stat over `--seconds`: the figure is the
percentage of one core, as `ps -o %cpu` says it. `--root` measures another checkout (the main
branch, for a before/after comparison).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CASES = ("menu", "elemons", "evolution", "monsters", "kaiju", "elemmaster")
TICKS = os.sysconf("SC_CLK_TCK")


def cpu_ticks(pid: int) -> int:
    """utime + stime of a process, in clock ticks (fields 14 and 15 of /proc/PID/stat)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


def free_display() -> int:
    n = 90
    while Path(f"/tmp/.X11-unix/X{n}").exists() or Path(f"/tmp/.X{n}-lock").exists():
        n += 1
    return n


def measure(root: Path, case: str, seconds: float, settle: float) -> float:
    """The client's CPU over `seconds` once settled, in % of one core."""
    display = free_display()
    xvfb = subprocess.Popen(["Xvfb", f":{display}", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    home = Path(tempfile.mkdtemp(prefix="idle-cpu-"))
    try:
        for _ in range(100):  # the server's socket, not a fixed wait
            if Path(f"/tmp/.X11-unix/X{display}").exists():
                break
            time.sleep(0.05)
        env = {**os.environ, "DISPLAY": f":{display}", "SDL_AUDIODRIVER": "dummy",
               "ELEMENTAL_TABLE_HOME": str(home), "HOME": str(home)}
        env.pop("SDL_VIDEODRIVER", None)
        args = [] if case == "menu" else ["play", case, "--seed", "1"]
        python = Path(sys.executable)
        client = subprocess.Popen([str(python), str(root / "main.py"), *args], cwd=root, env=env,
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            time.sleep(settle)
            if client.poll() is not None:
                raise RuntimeError(f"{case}: the client stopped (code {client.returncode})")
            start, t0 = cpu_ticks(client.pid), time.monotonic()
            time.sleep(seconds)
            used, wall = cpu_ticks(client.pid) - start, time.monotonic() - t0
            return 100.0 * used / TICKS / wall
        finally:
            client.terminate()
            client.wait(10)
    finally:
        xvfb.terminate()
        xvfb.wait(10)
        shutil.rmtree(home, ignore_errors=True)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("cases", nargs="*", default=list(CASES), help=", ".join(CASES))
    ap.add_argument("--seconds", type=float, default=10.0)
    ap.add_argument("--settle", type=float, default=12.0)
    ap.add_argument("--root", type=Path, default=ROOT, help="the checkout to measure (default: this one)")
    args = ap.parse_args()
    if shutil.which("Xvfb") is None:
        print("error: Xvfb is needed (apt-get install xvfb)", file=sys.stderr)
        return 2
    print(f"idle CPU, % of one core over {args.seconds:g} s ({args.root})")
    for case in args.cases:
        if case not in CASES:
            print(f"error: unknown case '{case}' ({', '.join(CASES)})", file=sys.stderr)
            return 2
        print(f"  {case:<11} {measure(args.root, case, args.seconds, args.settle):5.1f} %", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
