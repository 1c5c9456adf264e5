"""One host serving many tables of bot clients on this machine's loopback: latency and host CPU.

    python bench/network.py [--game elemons] [--tables 50] [--clients 4] [--insecure]
    python bench/network.py --attacks [--tree PATH] [--only NAME,...]

The second form plays one hosted game of two easy bot clients while each attack of
issue #25 runs against the host (a reader that never reads, idle sockets, floods of
chat, actions and wrong tokens), and prints, per attack, the players' action-to-update
latency, the host's CPU and peak memory, the save's size and whether a player was
dropped. `--tree` runs the host and the players of another checkout (e.g. the base
commit in a temporary worktree) to compare before and after.

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
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if "--tree" in sys.argv:  # the code measured: another checkout's host and clients
    ROOT = Path(sys.argv[sys.argv.index("--tree") + 1]).resolve()
sys.path.insert(0, str(ROOT))
os.environ.setdefault("ELEMENTAL_TABLE_HOME", "/tmp/elemental-bench")


def serve(game: str, tables: int, insecure: bool = False) -> None:
    """The host process: N tables, invitations on stdout, its CPU time at the end."""
    from game.match import Match
    from net.host import HostTable
    from net.host import serve as run

    every = [HostTable(Match(game, ["remote", "remote"], seed=i)) for i in range(tables)]
    started = time.process_time()
    kw: dict = {}
    tail = ""
    if not insecure:
        try:
            from net.tls import server_context
        except ImportError:  # a checkout from before TLS: plain websockets
            server_context = None
        if server_context is not None:
            kw["ssl_context"], fingerprint = server_context()
            tail = f" {fingerprint}"

    def ready(port: int) -> None:
        for i, t in enumerate(every):
            for seat in t.remote_seats():
                print(f"invite {i} {seat} 127.0.0.1:{port} {t.tokens[seat]}{tail}", flush=True)
        print("ready", flush=True)

    wall = time.monotonic()
    asyncio.run(run(every, "127.0.0.1", 0, ready, **kw))
    actions = sum(len(t.match.moves) for t in every)
    print(json.dumps({"cpu_s": time.process_time() - started, "wall_s": time.monotonic() - wall,
                      "actions": actions, "finished": sum(t.feed.is_over for t in every)}), flush=True)


def clients(lines: list[str]) -> None:
    """A client process: one thread per seat, easy bots; prints the latencies it measured."""
    from net.client import play_as_bot

    latencies: list[float] = []
    errors: list[str] = []

    def one(address: str, token: str, fingerprint: str | None) -> None:
        try:
            kw = {"fingerprint": fingerprint} if fingerprint else {}
            play_as_bot(address, token, "easy", timeout=600, latencies=latencies, **kw)
        except Exception as exc:  # noqa: BLE001 - counted and printed by the bench
            errors.append(f"{type(exc).__name__}: {exc}")

    threads = []
    for line in lines:
        _, _table, _seat, address, token, *rest = line.split()
        if not rest and "://" not in address:
            address = f"ws://{address}"  # a host without TLS (--insecure, or a checkout from before it)
        th = threading.Thread(target=one, args=(address, token, rest[0] if rest else None), daemon=True)
        th.start()
        threads.append(th)
    for th in threads:
        th.join(timeout=900)
    print(json.dumps({"latencies": latencies, "errors": errors}), flush=True)


# -- attacks (issue #25) ------------------------------------------------------------------------
HEADSTART = 3.0  # seconds an attack runs before the players join
ATTACKS = ["none", "slow_spectator", "slow_seat", "idle", "chat_flood", "action_flood", "wrong_tokens"]


class Raw:
    """A hand-made websocket client from 127.0.0.2: says what it is told, reads only if told to."""

    def __init__(self, port: int, secure: bool, rcvbuf: int = 0, timeout: float = 10.0) -> None:
        import base64
        import socket

        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        if rcvbuf:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
        sock.bind(("127.0.0.2", 0))
        sock.settimeout(timeout)
        sock.connect(("127.0.0.1", port))
        if secure:
            import ssl

            ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
            ctx.check_hostname, ctx.verify_mode = False, ssl.CERT_NONE
            sock = ctx.wrap_socket(sock)
        self.sock = sock
        key = base64.b64encode(os.urandom(16)).decode()
        sock.sendall((f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                      f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = sock.recv(1)
            if not chunk:
                raise ConnectionError("closed during the handshake")
            head += chunk

    def send(self, message: dict) -> bool:
        data = json.dumps(message, ensure_ascii=False).encode()
        mask = os.urandom(4)
        n = len(data)
        head = bytes([0x81]) + (bytes([0x80 | n]) if n < 126 else bytes([0x80 | 126]) + n.to_bytes(2, "big"))
        try:
            self.sock.sendall(head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))
        except OSError:
            return False
        return True

    def drain(self) -> None:
        """Read and forget everything (a flooder that does read), until the host closes."""
        def run() -> None:
            while True:
                try:
                    if not self.sock.recv(65536):
                        return
                except TimeoutError:
                    continue
                except OSError:
                    return

        threading.Thread(target=run, daemon=True).start()

    def close(self) -> None:
        try:
            self.sock.close()
        except OSError:
            pass


def _proc_usage(pid: int) -> tuple[float, int]:
    """(CPU seconds, peak resident kB) of a live process, from /proc."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    cpu = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    peak = 0
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            peak = int(line.split()[1])
    return cpu, peak


def attack(name: str) -> dict:
    """One hosted game of two easy bot clients while `name` runs against the host (this checkout: ROOT)."""
    import resource
    import tempfile

    from net import client as netclient
    from net.protocol import VERSION

    home = Path(tempfile.mkdtemp(prefix="et-attack-"))
    os.environ["ELEMENTAL_TABLE_HOME"] = str(home)
    save = home / "host.json"
    err_file = home / "host.stderr"
    limit = None
    if name == "idle":
        limit = lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (1024, 1024))  # noqa: E731
    with open(err_file, "w") as err:
        host = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "host", "elemons", "--players", "remote,remote",
                                 "--spectators", "--port", "0", "--seed", "1", "--save", str(save)],
                                stdout=subprocess.PIPE, stderr=err, text=True, env=dict(os.environ),
                                preexec_fn=limit)
    lines: list[list[str]] = []
    while len(lines) < 3:
        line = host.stdout.readline() if host.stdout else ""
        if not line:
            break
        lines.append(line.split())
    invites = [w for w in lines if w[0] == "invite"]
    spectate = next(w for w in lines if w[0] == "spectate")
    fingerprint = invites[0][4] if len(invites[0]) > 4 else None
    address = invites[0][2]
    secure = fingerprint is not None
    port = int(address.rsplit(":", 1)[1])
    usage = [0.0, 0]

    def monitor() -> None:
        while host.poll() is None:
            try:
                cpu, peak = _proc_usage(host.pid)
                usage[0], usage[1] = max(usage[0], cpu), max(usage[1], peak)  # a zombie has no memory left
            except (OSError, IndexError, ValueError):
                return
            time.sleep(0.05)

    threading.Thread(target=monitor, daemon=True).start()
    stop = threading.Event()
    held: list = []
    sent = [0]

    def flood(token: str, make: Callable[[int], dict], count: int, reads: bool) -> None:
        try:
            raw = Raw(port, secure, rcvbuf=0 if reads else 2048, timeout=5.0)
        except (OSError, ConnectionError):
            return
        held.append(raw)
        if reads:
            raw.drain()
        raw.send({"type": "hello", "version": VERSION, "token": token})
        for i in range(1, count + 1):
            if stop.is_set() or not raw.send(make(i)):
                return
            sent[0] += 1

    def wrong_tokens() -> None:
        for i in range(500):
            if stop.is_set():
                return
            try:
                raw = Raw(port, secure, timeout=2.0)
            except (OSError, ConnectionError):
                continue
            raw.send({"type": "hello", "version": VERSION, "token": f"guess{i}" if i % 2 else "jetonété" * 2})
            try:
                raw.sock.recv(4096)  # the refusal (or nothing: the host is busy or gone)
            except OSError:
                pass
            raw.close()
            sent[0] += 1

    attacker: threading.Thread | None = None
    spec, seat1 = spectate[2], invites[1][3]
    action = lambda i: {"type": "action", "id": i, "action": "flip 0"}  # noqa: E731
    if name == "idle":
        import socket

        for _ in range(1017):
            s = socket.socket()
            s.bind(("127.0.0.2", 0))
            s.settimeout(2)
            try:
                s.connect(("127.0.0.1", port))
                held.append(s)
            except OSError:
                s.close()
        sent[0] = len(held)
    elif name != "none":
        target = {
            "slow_spectator": lambda: flood(spec, action, 90000, False),
            "slow_seat": lambda: flood(seat1, action, 90000, False),
            "chat_flood": lambda: flood(spec, lambda i: {"type": "chat", "text": f"{i} " + "x" * 290}, 3000, True),
            "action_flood": lambda: flood(spec, action, 20000, True),
            "wrong_tokens": wrong_tokens,
        }[name]
        attacker = threading.Thread(target=target, daemon=True)
        attacker.start()
        time.sleep(HEADSTART)  # the attack is under way (sockets full, seat held) when the players sit down
    latencies: list[float] = []
    reconnects = [0]
    errors: list[str] = []
    real = netclient.reconnect

    def counted(*args: object, **kw: object) -> object:
        reconnects[0] += 1
        return real(*args, **kw)  # type: ignore[arg-type]

    netclient.reconnect = counted  # type: ignore[assignment]
    started = time.monotonic()

    def player(token: str) -> None:
        kw = {"fingerprint": fingerprint} if fingerprint else {}
        end = time.monotonic() + 60
        while time.monotonic() < end:
            try:
                netclient.play_as_bot(address if secure else f"ws://{address}", token, "easy", timeout=90,
                                      patience=10, latencies=latencies, **kw)
                return
            except Exception as exc:  # noqa: BLE001 - counted: the player was shut out or dropped
                errors.append(f"{type(exc).__name__}: {str(exc)[:80]}")
                time.sleep(0.5)

    players = [threading.Thread(target=player, args=(inv[3],), daemon=True) for inv in invites]
    for th in players:
        th.start()
    for th in players:
        th.join(150)
    game_s = time.monotonic() - started
    stop.set()
    for h in held:
        try:
            h.close()
        except OSError:
            pass
    try:
        host.wait(timeout=30)
    except subprocess.TimeoutExpired:
        host.kill()
        host.wait()
    over = False
    try:
        from game.match import Match

        over = Match.replay(Match.read_save(save)["log"]).state.is_over
    except Exception:  # noqa: BLE001 - reported as not over
        over = False
    latencies.sort()
    pick = lambda q: round(latencies[min(len(latencies) - 1, int(q * len(latencies)))] * 1000, 1)  # noqa: E731
    return {
        "attack": name,
        "sent": sent[0],
        "game_over": over,
        "game_s": round(game_s, 1),
        "latency_median_ms": pick(0.5) if latencies else None,
        "latency_p95_ms": pick(0.95) if latencies else None,
        "latency_max_ms": round(latencies[-1] * 1000, 1) if latencies else None,
        "host_cpu_s": round(usage[0], 2),
        "host_peak_mb": round(usage[1] / 1024, 1),
        "save_kb": round(save.stat().st_size / 1024, 1) if save.exists() else None,
        "stderr_kb": round(err_file.stat().st_size / 1024, 1),
        "reconnects": reconnects[0],
        "player_errors": errors[:3],
        "player_error_count": len(errors),
    }


def attacks(a: argparse.Namespace, tree: list[str]) -> int:
    """Each attack in its own process (its own ROOT), one row each."""
    names = [n for n in a.only.split(",") if n] or ATTACKS
    rows = []
    for name in names:
        proc = subprocess.run([sys.executable, __file__, "--attack", name, *tree], capture_output=True, text=True,
                              timeout=600)
        try:
            rows.append(json.loads(proc.stdout.strip().splitlines()[-1]))
        except (ValueError, IndexError):
            rows.append({"attack": name, "failed": proc.stderr[-300:]})
        print(json.dumps(rows[-1]), flush=True)
    return 0


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--game", default="elemons")
    p.add_argument("--tables", type=int, default=50)
    p.add_argument("--clients", type=int, default=4, help="client processes sharing the seats")
    p.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--play", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--insecure", action="store_true", help="plain websockets (the host's --insecure)")
    p.add_argument("--tree", default=None, help="measure another checkout (e.g. the base commit's worktree)")
    p.add_argument("--attacks", action="store_true", help="each attack of issue #25 during a hosted game")
    p.add_argument("--only", default="", help="--attacks: these attacks only (comma-separated)")
    p.add_argument("--attack", default=None, help=argparse.SUPPRESS)
    a = p.parse_args()
    tree = ["--tree", str(ROOT)] if a.tree else []
    if a.attack:
        print(json.dumps(attack(a.attack)), flush=True)
        return 0
    if a.attacks:
        return attacks(a, tree)
    if a.serve:
        serve(a.game, a.tables, a.insecure)
        return 0
    if a.play:
        clients(sys.stdin.read().split("\n")[:-1])
        return 0
    host = subprocess.Popen([sys.executable, __file__, "--serve", "--game", a.game, "--tables", str(a.tables),
                             *(["--insecure"] if a.insecure else []), *tree], stdout=subprocess.PIPE, text=True)
    invites = []
    while True:
        line = host.stdout.readline() if host.stdout else ""
        if not line or line.strip() == "ready":
            break
        invites.append(line.strip())
    t0 = time.monotonic()
    groups = [invites[i :: a.clients] for i in range(a.clients)]
    procs = [subprocess.Popen([sys.executable, __file__, "--play", *tree], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True) for _ in groups]
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
        "tree": str(ROOT),
        "tls": not a.insecure and (ROOT / "net" / "tls.py").exists(),
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
