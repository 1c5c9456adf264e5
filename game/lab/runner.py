"""Running a lab: the games of every arm spread over worker processes, written as they finish.

Game i of an arm uses seed = base seed + i and the seats as given (or the i-th assignment of the
ratings round robin), whatever process plays it; records are merged by (arm, index), so any
number of workers gives the same report. Workers are spawned (safe on every platform) with a
fixed PYTHONHASHSEED, so the order of a set of strings in a bot cannot differ between them.

OUT/run.json holds the parameters; OUT/games.jsonl one finished game per line, flushed at once.
An interrupted run (Ctrl-C, a crash, a power cut) keeps those lines; `--resume` plays only the
games missing and refuses other parameters (only --games may change: seeds do not depend on it).
"""

from __future__ import annotations

import contextlib
import json
import multiprocessing
import os
import signal
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import paths
from game.lab import cluster as dask_cluster
from game.lab.runs import GAMES_FILE, RUN_FILE, RunInfo, games_in, lab_home, list_runs, remember_out
from game.lab.spec import LabSpec, changed_files, data_files, data_header, ratings_assignments
from game.lab.sweep import Arm, DataCopies, LabError
from game.lab.worker import Task, check_definitions, init_worker, play
from game.match import Match

# The keys every record in games.jsonl has (an engine error record stops after `end`).
RECORD_KEYS = ("arm", "index", "seed", "seats", "finished", "winners", "turns", "scores", "end")
PLAYED_KEYS = ("events", "seat_events", "setup", "features")

# Named here too, where the lab's callers and tests have always found them.
__all__ = ["GAMES_FILE", "RUN_FILE", "LabSpec", "Outcome", "RunInfo", "data_files", "list_runs", "prepare",
           "ratings_assignments", "read_records", "remember_out", "run"]


def cpu_count() -> int:
    """The cores this process may use (the default of --jobs)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:
        return max(1, os.cpu_count() or 1)


# -- the run folder ------------------------------------------------------------------------


def default_out(lab: LabSpec) -> Path:
    """Without --out, a run lives in the user's lab folder under a name its parameters decide, so
    the same command with --resume finds it again."""
    return lab_home() / f"{lab.game}-{lab.digest()}"


def _record_problem(rec: Any) -> str | None:
    """Why a parsed games.jsonl line is not a game record of the lab, or None."""
    if not isinstance(rec, dict):
        return "not a JSON object"
    keys = RECORD_KEYS + (() if "error" in rec else PLAYED_KEYS)
    missing = [k for k in keys if k not in rec]
    if missing:
        return f"no {', '.join(missing)}"
    for k in ("arm", "index", "seed", "turns"):
        if not isinstance(rec[k], int) or isinstance(rec[k], bool) or (k != "seed" and rec[k] < 0):
            return f"{k} is not a whole number"
    if not isinstance(rec["winners"], list) or not isinstance(rec["scores"], list):
        return "winners and scores must be lists"
    return None


def read_records(out: Path, lab: LabSpec | None = None) -> tuple[dict[tuple[int, int], dict[str, Any]], int]:
    """The games already in OUT/games.jsonl by (arm, index), and how many lines were dropped.

    Only the last line may be unreadable, when it has no line end: a crash or a power cut while it
    was written. Any other bad line (an edit, a file from elsewhere, a game of another seed) is a
    LabError naming file:line, since resuming past it would silently play or drop games.
    """
    records: dict[tuple[int, int], dict[str, Any]] = {}
    f = out / GAMES_FILE
    if not f.exists():
        return records, 0
    text = f.read_text(encoding="utf-8", errors="replace")
    lines = text.splitlines()
    bad = 0
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            rec: Any = json.loads(line)
            problem = _record_problem(rec)
        except ValueError as exc:
            problem = f"not JSON ({str(exc).split(':')[0]})"
        if problem is None and lab is not None and rec["seed"] != lab.seed + rec["index"]:
            problem = f"seed {rec['seed']} is not the run's seed {lab.seed} + index {rec['index']}"
        if problem is not None:
            if number == len(lines) and not text.endswith("\n"):
                bad += 1  # cut short by a crash: that game is played again
                continue
            raise LabError(f"{f}:{number}: not a game of this run ({problem}); "
                           "delete that line, or start afresh with --force")
        records[(rec["arm"], rec["index"])] = rec
    return records, bad


def _remove_old_report(out: Path) -> None:
    """A fresh start in a used folder: remove the files the last report listed (and only those)."""
    old = out / "results.json"
    try:
        listed = json.loads(old.read_text(encoding="utf-8")).get("files", [])
    except (OSError, ValueError, AttributeError):
        listed = []
    for name in [*listed, "results.json"]:
        if isinstance(name, str) and "/" not in name and "\\" not in name:
            with contextlib.suppress(OSError):
                (out / name).unlink()


def write_run_file(lab: LabSpec, out: Path, sessions: list[dict[str, Any]], data: dict[str, Any]) -> None:
    """run.json: the arguments, the arms, the data digest (checked on resume), and each session's
    games, time and workers (for the bench)."""
    paths.atomic_write(out / RUN_FILE, json.dumps({**lab.params(), "games": lab.games,
                                                   "arms": [a.to_json() for a in lab.arms()],
                                                   "data": data, "sessions": sessions}, indent=1))


def prepare(
    lab: LabSpec, out: Path, resume: bool, force: bool = False
) -> tuple[dict[tuple[int, int], dict[str, Any]], list[Any]]:
    """Start or resume the run in `out`: the records already played (none for a fresh start) and
    the earlier sessions. Refused (LabError): a resume with other arguments or on changed
    definitions, and a fresh start over games already there unless `force`."""
    run_file = out / RUN_FILE
    sessions: list[Any] = []
    header = data_header(lab.game)
    if resume and run_file.exists():
        try:
            stored = json.loads(run_file.read_text(encoding="utf-8"))
            if not isinstance(stored, dict):
                raise ValueError
        except (OSError, ValueError):
            raise LabError(f"{run_file} is unreadable; start afresh with --force") from None
        mine = lab.params()
        diff = [k for k in mine if stored.get(k) != mine[k]]
        if diff:
            raise LabError(f"{out} holds a run with other {', '.join(diff)}; resume it with the same arguments")
        before = stored.get("data")
        changed = []
        if isinstance(before, dict) and before.get("digest") != header["digest"]:
            files = before.get("files")
            changed = changed_files(files, header["files"]) if isinstance(files, dict) else [f"data/{lab.game}/"]
        if changed:
            shown = ", ".join(changed[:3]) + (f" and {len(changed) - 3} more" if len(changed) > 3 else "")
            raise LabError(f"{shown} changed since the run in {out} started: its games would mix two rule sets; "
                           "restore the file, or start afresh with --force")
        sessions = [x for x in stored.get("sessions", []) if isinstance(x, dict)]
        records, bad = read_records(out, lab)
        if bad:  # rewrite without the broken line, so that appending starts on a clean line
            text = "".join(json.dumps(r, separators=(",", ":")) + "\n" for r in records.values())
            paths.atomic_write(out / GAMES_FILE, text)
    else:
        kept = games_in(out)
        if kept and not force:
            how = "it has no run.json to resume by" if resume else "add --resume to finish it"
            raise LabError(f"{out} already holds {kept} games of a run; {how}, or --force to replace them")
        out.mkdir(parents=True, exist_ok=True)
        records = {}
        _remove_old_report(out)
        paths.atomic_write(out / GAMES_FILE, "")
    write_run_file(lab, out, sessions, header)
    return records, sessions


# -- playing -------------------------------------------------------------------------------


@contextlib.contextmanager
def _environment(values: dict[str, str | None]) -> Iterator[None]:
    saved = {k: os.environ.get(k) for k in values}
    try:
        for k, v in values.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
        yield
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


def check_arms(game_id: str, seats: list[str], arms: list[dict[str, Any]]) -> str | None:
    """In a worker: the definitions load, and each arm's options make a game; else the error."""
    problem = check_definitions(game_id)
    if problem:
        return problem
    for arm in arms:
        try:
            Match(game_id, seats, seed=0, options=arm["options"])
        except ValueError as exc:
            return f"{arm['label']}: {exc}"
    return None


def _groups(lab: LabSpec) -> list[list[Arm]]:
    """Arms with the same definition changes share a data folder and a worker pool."""
    groups: dict[tuple[tuple[str, str], ...], list[Arm]] = {}
    for arm in lab.arms():
        groups.setdefault(arm.data_key, []).append(arm)
    return list(groups.values())


def _data_env(folder: Path | None) -> dict[str, str | None]:
    """The workers' environment: a fixed hash seed, and the variant's data folder if any."""
    env: dict[str, str | None] = {"PYTHONHASHSEED": "0"}
    if folder is not None:
        env["ELEMENTAL_TABLE_DATA"] = str(folder)
    return env


def validate(lab: LabSpec, copies: DataCopies) -> None:
    """Before anything is written or played: every variant's definitions load and every arm's
    options make a game; LabError if not. The shipped data is checked here, each variant in a
    short-lived process of its own (all at once), since a process reads its data folder once."""
    ctx = multiprocessing.get_context("spawn")
    checks = []
    try:
        for group in _groups(lab):
            folder = copies.folder(group[0])
            arms = [a.to_json() for a in group]
            if folder is None:
                problem = check_arms(lab.game, list(lab.seats_for(0)), arms)
                if problem:
                    raise LabError(problem)
                continue
            with _environment(_data_env(folder)):
                pool = ctx.Pool(1, initializer=init_worker)
            checks.append((group, folder, pool, pool.apply_async(check_arms, (lab.game, list(lab.seats_for(0)), arms))))
        for group, folder, _, job in checks:
            problem = job.get()
            if problem:  # name the file as the designer knows it, not the copy
                raise LabError(f"in the variant {group[0].label}: " + problem.replace(str(folder), "data"))
    finally:
        for _, _, pool, _ in checks:
            pool.terminate()
            pool.join()


def play_all(
    lab: LabSpec,
    tasks: list[Task],
    jobs: int,
    copies: DataCopies,
    on_record: Callable[[dict[str, Any]], None],
) -> None:
    """Play the tasks on `jobs` spawned workers, arm group by arm group (each definition variant
    has its own data folder, which its workers read through ELEMENTAL_TABLE_DATA)."""
    ctx = multiprocessing.get_context("spawn")
    for group in _groups(lab):
        wanted = {a.index for a in group}
        todo = [t for t in tasks if t.arm in wanted]
        if not todo:
            continue
        # The environment stays set while the pool lives: a worker that dies is restarted on the same data.
        with _environment(_data_env(copies.folder(group[0]))):
            pool = ctx.Pool(min(jobs, len(todo)), initializer=init_worker)
            try:
                for record in pool.imap_unordered(play, todo, chunksize=1):
                    on_record(record)
                pool.close()
            except BaseException:
                pool.terminate()
                raise
            finally:
                pool.join()


@contextlib.contextmanager
def _terminate_as_interrupt() -> Iterator[None]:
    """SIGTERM (a `kill`, a job scheduler) stops a run like Ctrl-C: workers stopped, games kept."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def stop(signum: int, frame: Any) -> None:
        raise KeyboardInterrupt

    previous = signal.signal(signal.SIGTERM, stop)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


@dataclass
class Outcome:
    records: list[dict[str, Any]]
    played: int  # games played by this session (the rest came from games.jsonl)
    seconds: float
    jobs: int
    interrupted: bool
    sessions: list[dict[str, Any]] = field(default_factory=list)  # every session that played games


def run(
    lab: LabSpec,
    out: Path,
    jobs: int | None = None,
    resume: bool = False,
    progress: Callable[[int, int, int, float], None] | None = None,
    cluster: str | None = None,
    force: bool = False,
) -> Outcome:
    """Play what is missing in `out` and return every record of the run, ordered by (arm, index).

    The games are played by `jobs` local worker processes, or by the Dask cluster `cluster` names
    (an address, or `local:N`; game/lab/cluster.py): the records are the same either way, so a
    run started on one may be resumed on the other. `progress(done, total, played_now, elapsed)`
    is called after each game. Ctrl-C stops the workers; the games written so far stay and the
    outcome says `interrupted`.
    """
    target = None
    if cluster is not None:
        target = dask_cluster.parse(cluster)  # a bad address or no Dask: refused before anything runs
    with DataCopies(lab.game) as copies, _writing(out):
        validate(lab, copies)
        if target is None:
            workers = jobs or cpu_count()

            def play_local(tasks: list[Task], keep: Callable[[dict[str, Any]], None]) -> None:
                play_all(lab, tasks, workers, copies, keep)

            return _run(lab, out, workers, resume, force, progress, play_local, {})
        with dask_cluster.connect(target) as pool:
            return _run(lab, out, pool.threads, resume, force, progress,
                        lambda tasks, keep: pool.play(lab, tasks, keep), {"cluster": target.label})


@contextlib.contextmanager
def _writing(out: Path) -> Iterator[None]:
    """Hold OUT for this run: a second run (a `--resume` started while the first still plays) would
    append the same games again, so it is refused, naming the process that writes the folder. A lock
    left by a killed run names a dead process and is taken over."""
    lock_on = out / GAMES_FILE
    try:
        out.mkdir(parents=True, exist_ok=True)
        paths.acquire_lock(lock_on)
    except paths.SaveLocked:
        owner = paths.lock_owner(lock_on)
        raise LabError(f"{out} is being written by another run (process {owner}); wait for it to end, "
                       "or choose another --out") from None
    try:
        yield
    finally:
        paths.release_lock(lock_on)


def _run(
    lab: LabSpec,
    out: Path,
    jobs: int,
    resume: bool,
    force: bool,
    progress: Callable[[int, int, int, float], None] | None,
    play_tasks: Callable[[list[Task], Callable[[dict[str, Any]], None]], None],
    where: dict[str, Any],
) -> Outcome:
    records, sessions = prepare(lab, out, resume, force)
    header = data_header(lab.game)
    tasks = lab.tasks(set(records))
    total = len(lab.arms()) * lab.games
    done = total - len(tasks)
    started = time.perf_counter()
    played = 0
    interrupted = False
    if progress:
        progress(done, total, 0, 0.0)
    try:
        with open(out / GAMES_FILE, "a", encoding="utf-8") as sink:

            def keep(record: dict[str, Any]) -> None:
                nonlocal done, played
                sink.write(json.dumps(record, separators=(",", ":")) + "\n")
                sink.flush()
                records[(record["arm"], record["index"])] = record
                done += 1
                played += 1
                if progress:
                    progress(done, total, played, time.perf_counter() - started)

            try:
                with _terminate_as_interrupt():
                    if tasks:
                        play_tasks(tasks, keep)
            except KeyboardInterrupt:
                interrupted = True
    finally:  # a cluster that fails half-way still leaves a run.json that counts the games it played
        seconds = time.perf_counter() - started
        if played:
            sessions.append({"played": played, "seconds": round(seconds, 3), "jobs": jobs, **where})
            write_run_file(lab, out, sessions, header)
    ordered = [records[k] for k in sorted(records) if k[1] < lab.games and k[0] < len(lab.arms())]
    return Outcome(ordered, played, seconds, jobs, interrupted, sessions)
