"""Sweeps on a Dask distributed cluster: `simulate ... --cluster ADDRESS` or `--cluster local:N`.

The same tasks as the local worker pool (game/lab/worker.py) go to a Dask scheduler, one future
per game; each record comes back whole and the runner writes it to games.jsonl as it arrives, so
the run folder does not know (and a resume does not care) where its games were played.

A game's record depends only on its task, the definitions and the code, so each task carries
this machine's data digest and code digest, and a worker that holds other ones refuses it: a
cluster of mismatched machines is a one-line error, not a report mixing two rule sets. A worker
plays a game in its own process only when that process matches a local worker (hash seed 0,
which a Dask nanny never gives: it sets 6640; shipped data). Otherwise (the usual case, and a
`--vary` on a definition number) each worker thread keeps a helper process started with hash
seed 0 on the right data folder, a patched copy of data/ made on the worker's side.

Dask is an optional extra (requirements-lab.txt) and is imported only by `require_dask`, when a
`--cluster` run starts: the client and the executable never load it.
"""

from __future__ import annotations

import atexit
import contextlib
import functools
import hashlib
import logging
import os
import pickle
import re
import shutil
import subprocess
import sys
import tempfile
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game import paths
from game.lab.spec import LabSpec, changed_files, data_files
from game.lab.sweep import DefKey, LabError, write_variant
from game.lab.worker import Task, init_worker, play

INSTALL_HINT = "pip install -r requirements-lab.txt"
DEFAULT_PORT = 8786  # the port `dask scheduler` listens on unless told otherwise
MAX_LOCAL_WORKERS = 256
CONNECT_SECONDS = 10
WORKERS_SECONDS = 30  # how long a run waits for a first worker to join the scheduler

_ADDRESS = re.compile(r"^(?:(?P<scheme>[a-z]+)://)?(?P<host>\[[0-9a-fA-F:]+\]|[A-Za-z0-9._-]+)(?::(?P<port>\d+))?$")


@dataclass(frozen=True)
class Target:
    """Where the games go: `local` workers started here, or the scheduler at `address`."""

    label: str  # as the user typed it (kept in run.json's sessions)
    local: int = 0
    address: str = ""


def parse(text: str) -> Target:
    """`local:N` or a scheduler address (`tcp://host:8786`, `host:8786`, `host`); LabError if it is
    neither, or if Dask is not installed (checked here, before anything is played or written)."""
    text = text.strip()
    if text.startswith("local:"):
        count = text[len("local:"):]
        if not count.isdigit() or not 1 <= int(count) <= MAX_LOCAL_WORKERS:
            raise LabError(f"--cluster local:N takes a number of workers from 1 to {MAX_LOCAL_WORKERS}, not '{text}'")
        target = Target(text, local=int(count))
    else:
        m = _ADDRESS.match(text)
        if not m:
            raise LabError(f"--cluster takes a scheduler address (tcp://host:{DEFAULT_PORT}) or local:N, not '{text}'")
        scheme = m.group("scheme") or "tcp"
        target = Target(text, address=f"{scheme}://{m.group('host')}:{m.group('port') or DEFAULT_PORT}")
    require_dask()
    return target


def require_dask() -> Any:
    """The `distributed` module; LabError saying how to install it when it is missing."""
    try:
        import distributed  # the optional extra: imported when a --cluster run starts, never before
    except ImportError:
        if getattr(sys, "frozen", False):
            raise LabError("--cluster needs Dask, which the executable leaves out: run the lab from the source "
                           f"with {INSTALL_HINT} (docs/lab.md)") from None
        raise LabError(f"--cluster needs Dask, an optional extra that is not installed: {INSTALL_HINT}") from None
    return distributed


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {text[0]}" if text else type(exc).__name__


# -- the client's side -------------------------------------------------------------------------


class ClusterPool:
    """A connected Dask client and the number of worker threads it had when the run started."""

    def __init__(self, client: Any) -> None:
        self.client = client
        self.threads = max(1, sum(client.nthreads().values()))

    def play(self, lab: LabSpec, tasks: list[Task], keep: Callable[[dict[str, Any]], None]) -> None:
        """Submit every task (game 0 of every arm first: Dask runs a client's futures in the order
        they were submitted) and keep each record as it arrives. A worker's failure or refusal is
        a LabError; the games kept so far stay in games.jsonl for a resume."""
        as_completed = require_dask().as_completed  # there: connect() required it

        defs = {arm.index: tuple(arm.defs) for arm in lab.arms()}
        expect = {"data": data_files(lab.game), "code": code_digest()}
        futures = {}
        for task in tasks:
            future = self.client.submit(play_remote, task, defs[task.arm], expect, pure=False)
            futures[future.key] = (future, task)
        try:
            for future in as_completed([f for f, _ in futures.values()]):
                task = futures.pop(future.key)[1]
                try:
                    record = future.result()
                except Exception as exc:  # a worker that cannot import the project, or died
                    raise LabError(f"a Dask worker failed game {task.index} of arm {task.arm}: {_first_line(exc)} "
                                   "(do the scheduler and the workers run this project's version, started in its "
                                   "folder with PYTHONPATH=.? see docs/lab.md)") from None
                if "refused" in record:
                    raise LabError(str(record["refused"]))
                keep(record)
        finally:  # Ctrl-C or an error: the games not played yet are taken back from the scheduler
            if futures:
                with contextlib.suppress(Exception):
                    self.client.cancel([f for f, _ in futures.values()])


@contextlib.contextmanager
def connect(target: Target) -> Iterator[ClusterPool]:
    """A client on the scheduler (or on a LocalCluster started for the run), closed at the end;
    LabError if it cannot be reached or no worker joins."""
    distributed = require_dask()
    cluster = None
    try:
        if target.local:
            # Worker threads in this process, each with its helper process (see play_remote): the
            # helpers do the playing, so separate worker processes would only add two more each.
            # Their HTTP servers (dashboards, health) on random ports of 127.0.0.1: nothing on the network.
            cluster = distributed.LocalCluster(n_workers=target.local, threads_per_worker=1, processes=False,
                                               dashboard_address="127.0.0.1:0",
                                               worker_dashboard_address="127.0.0.1:0", silence_logs=logging.ERROR)
            client = distributed.Client(cluster)
        else:
            client = distributed.Client(target.address, timeout=CONNECT_SECONDS)
    except (OSError, TimeoutError, ValueError, RuntimeError) as exc:
        if cluster is not None:
            cluster.close()
        where = target.address or target.label
        raise LabError(f"cannot reach the Dask scheduler at {where}: {_first_line(exc)}") from None
    try:
        try:
            client.wait_for_workers(1, timeout=WORKERS_SECONDS)
        except (TimeoutError, OSError):
            raise LabError(f"no Dask worker joined the scheduler at {target.address} in {WORKERS_SECONDS} s; "
                           "start some with `dask worker` (docs/lab.md)") from None
        yield ClusterPool(client)
    finally:
        with contextlib.suppress(Exception):
            client.run(release)  # the workers' helper processes and data copies
        with contextlib.suppress(Exception):
            client.close()
        if cluster is not None:
            with contextlib.suppress(Exception):
                cluster.close()


# -- the worker's side ---------------------------------------------------------------------------


@functools.lru_cache(maxsize=1)
def code_digest() -> str:
    """A digest of the game code this process runs (game/**/*.py as first seen); "" when the
    sources are not files (a frozen build), which then are not compared."""
    base = Path(__file__).resolve().parent.parent
    files = sorted(base.rglob("*.py"))
    if not files:
        return ""
    h = hashlib.sha1()
    for f in files:
        h.update(f.relative_to(base).as_posix().encode() + b"\0" + f.read_bytes() + b"\0")
    return h.hexdigest()[:16]


def _worker_name() -> str:
    try:
        from distributed import get_worker  # the optional extra; absent, this runs in the client's process

        return str(get_worker().address)
    except (ImportError, ValueError):
        return "in this process"


def check_worker(game_id: str, expect: dict[str, Any]) -> str | None:
    """Why this worker may not play for the client (other definitions, other code), or None."""
    mine = data_files(game_id)
    if mine != expect["data"]:
        changed = changed_files(expect["data"], mine)
        return (f"the Dask worker {_worker_name()} has other definitions ({', '.join(changed[:3])} differ from "
                "this machine's): every worker needs the same project version and data (docs/lab.md)")
    code = code_digest()
    if expect["code"] and code and code != expect["code"]:
        return (f"the Dask worker {_worker_name()} runs other game code (game/*.py differ from this machine's): "
                "every worker needs the same project version (docs/lab.md)")
    return None


class Helper:
    """A child process of a worker that plays games on its own data folder with hash seed 0.

    A plain subprocess (tasks and records pickled over its stdin and stdout), not a
    multiprocessing pool: Dask's worker processes are daemonic, and those may not have children.
    """

    def __init__(self, folder: Path | None) -> None:
        env = dict(os.environ, PYTHONHASHSEED="0")
        if folder is not None:
            env["ELEMENTAL_TABLE_DATA"] = str(folder)
        project = str(Path(__file__).resolve().parent.parent.parent)
        env["PYTHONPATH"] = os.pathsep.join(p for p in (project, env.get("PYTHONPATH")) if p)
        self.proc = subprocess.Popen([sys.executable, "-c", "from game.lab.cluster import serve; serve()"],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, cwd=project, env=env)

    def play(self, task: Task) -> dict[str, Any]:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        try:
            pickle.dump(task, self.proc.stdin)
            self.proc.stdin.flush()
            return dict(pickle.load(self.proc.stdout))
        except (OSError, EOFError, pickle.UnpicklingError):
            self.close()
            raise RuntimeError(f"the lab's helper process on the Dask worker {_worker_name()} stopped") from None

    def close(self) -> None:
        """Stop at once (a game half played is of no use: its task is cancelled or failed)."""
        with contextlib.suppress(OSError):
            if self.proc.stdin:
                self.proc.stdin.close()
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


def serve() -> None:
    """A Helper's loop: a pickled Task in on stdin, its pickled record out on stdout, until EOF."""
    init_worker()
    inbox, outbox = sys.stdin.buffer, sys.stdout.buffer
    sys.stdout = sys.stderr  # a stray print must not break the records' stream
    while True:
        try:
            task = pickle.load(inbox)
        except EOFError:
            return
        pickle.dump(play(task), outbox)
        outbox.flush()


_lock = threading.Lock()
_idle: dict[tuple[tuple[str, str], ...], list[Helper]] = {}
_helpers: list[Helper] = []  # every helper, busy or idle, stopped by release()
_folders: dict[tuple[tuple[str, str], ...], Path | None] = {}
_copies: list[Path] = []


def _take_helper(game_id: str, defs: tuple[tuple[DefKey, Any], ...]) -> tuple[tuple[tuple[str, str], ...], Helper]:
    """An idle helper for this data variant, or a new one (one per worker thread at most in use)."""
    key = tuple((str(k), repr(v)) for k, v in defs)
    with _lock:
        if key not in _folders:
            folder = None
            if defs:  # the variant's copy of data/, made from this worker's data (checked equal to the client's)
                tmp = Path(tempfile.mkdtemp(prefix="elemental-lab-worker-"))
                _copies.append(tmp)
                folder = tmp / "data"
                shutil.copytree(paths.data_dir(), folder)
                write_variant(folder, game_id, list(defs))
            if not _folders:
                atexit.register(release)
            _folders[key] = folder
        idle = _idle.setdefault(key, [])
        if idle:
            return key, idle.pop()
        helper = Helper(_folders[key])
        _helpers.append(helper)
    return key, helper


def play_remote(task: Task, defs: tuple[tuple[DefKey, Any], ...], expect: dict[str, Any]) -> dict[str, Any]:
    """On a Dask worker: the record of one game, exactly as a local worker would make it; or
    `{"refused": why}` when this worker's definitions or code differ from the client's."""
    problem = check_worker(task.game, expect)
    if problem:
        return {"refused": problem}
    if not defs and sys.flags.hash_randomization == 0:
        return play(task)
    key, helper = _take_helper(task.game, defs)
    record = helper.play(task)
    with _lock:
        if helper in _helpers:  # not stopped by a release() meanwhile
            _idle.setdefault(key, []).append(helper)
    return record


def release() -> None:
    """Stop this worker's helper processes and delete its data copies (end of a run, or exit)."""
    with _lock:
        for helper in _helpers:
            helper.close()
        _helpers.clear()
        _idle.clear()
        _folders.clear()
        for tmp in _copies:
            shutil.rmtree(tmp, ignore_errors=True)
        _copies.clear()
