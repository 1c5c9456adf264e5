"""One host serving many tables of bot clients on this machine's loopback: latency and host CPU.

    python bench/network.py [--game elemons] [--tables 50] [--clients 4]

The host runs in its own process (`--serve`) with N tables of two remote seats;
`--clients` processes play all the seats with easy bots, each seat on its own
connection. Every client measures, for each action it sends, the seconds until
the host's update with its events comes back (action -> event latency). The
host reports its CPU time; the figures printed are the latency median and p95
and the host's CPU per table (and per action). Only 127.0.0.1 is used; every
wait is bounded.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("ELEMENTAL_TABLE_HOME", "/tmp/elemental-bench")


def serve(game: str, tables: int) -> None:
    """The host process: N tables, invitations on stdout, its CPU time at the end."""
    from game.match import Match
    from net.host import HostTable
    from net.host import serve as run

    every = [HostTable(Match(game, ["remote", "remote"], seed=i)) for i in range(tables)]
    started = time.process_time()

    def ready(port: int) -> None:
        for i, t in enumerate(every):
            for seat in t.remote_seats():
                print(f"invite {i} {seat} 127.0.0.1:{port} {t.tokens[seat]}", flush=True)
        print("ready", flush=True)

    wall = time.monotonic()
    asyncio.run(run(every, "127.0.0.1", 0, ready))
    actions = sum(len(t.match.moves) for t in every)
    print(json.dumps({"cpu_s": time.process_time() - started, "wall_s": time.monotonic() - wall,
                      "actions": actions, "finished": sum(t.feed.is_over for t in every)}), flush=True)


def clients(lines: list[str]) -> None:
    """A client process: one thread per seat, easy bots; prints the latencies it measured."""
    from net.client import play_as_bot

    latencies: list[float] = []
    errors: list[str] = []

    def one(address: str, token: str) -> None:
        try:
            play_as_bot(address, token, "easy", timeout=600, latencies=latencies)
        except Exception as exc:  # noqa: BLE001 - counted and printed by the bench
            errors.append(f"{type(exc).__name__}: {exc}")

    threads = []
    for line in lines:
        _, _table, _seat, address, token = line.split()
        th = threading.Thread(target=one, args=(address, token), daemon=True)
        th.start()
        threads.append(th)
    for th in threads:
        th.join(timeout=900)
    print(json.dumps({"latencies": latencies, "errors": errors}), flush=True)


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--game", default="elemons")
    p.add_argument("--tables", type=int, default=50)
    p.add_argument("--clients", type=int, default=4, help="client processes sharing the seats")
    p.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--play", action="store_true", help=argparse.SUPPRESS)
    a = p.parse_args()
    if a.serve:
        serve(a.game, a.tables)
        return 0
    if a.play:
        clients(sys.stdin.read().split("\n")[:-1])
        return 0
    host = subprocess.Popen([sys.executable, __file__, "--serve", "--game", a.game, "--tables", str(a.tables)],
                            stdout=subprocess.PIPE, text=True)
    invites = []
    while True:
        line = host.stdout.readline() if host.stdout else ""
        if not line or line.strip() == "ready":
            break
        invites.append(line.strip())
    t0 = time.monotonic()
    groups = [invites[i :: a.clients] for i in range(a.clients)]
    procs = [subprocess.Popen([sys.executable, __file__, "--play"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              text=True) for _ in groups]
    for proc, group in zip(procs, groups, strict=True):
        assert proc.stdin is not None
        proc.stdin.write("\n".join(group) + "\n")
        proc.stdin.close()
    latencies: list[float] = []
    errors: list[str] = []
    for proc in procs:
        assert proc.stdout is not None
        out = proc.stdout.read()
        proc.wait(timeout=1200)
        got = json.loads(out.strip().splitlines()[-1])
        latencies += got["latencies"]
        errors += got["errors"]
    out, _ = host.communicate(timeout=120)
    stats = json.loads(out.strip().splitlines()[-1])
    wall = time.monotonic() - t0
    latencies.sort()
    report = {
        "game": a.game,
        "tables": a.tables,
        "finished": stats["finished"],
        "actions": stats["actions"],
        "wall_s": round(wall, 1),
        "latency_median_ms": round(statistics.median(latencies) * 1000, 2) if latencies else None,
        "latency_p95_ms": round(latencies[int(0.95 * (len(latencies) - 1))] * 1000, 2) if latencies else None,
        "host_cpu_s": round(stats["cpu_s"], 2),
        "host_cpu_per_table_s": round(stats["cpu_s"] / a.tables, 3),
        "host_cpu_per_action_ms": round(stats["cpu_s"] / max(1, stats["actions"]) * 1000, 3),
        "host_cpu_share": round(stats["cpu_s"] / max(1e-9, stats["wall_s"]), 3),
        "client_errors": len(errors),
    }
    print(json.dumps(report, indent=1))
    return 0 if not errors and stats["finished"] == a.tables else 1


if __name__ == "__main__":
    sys.exit(main())
