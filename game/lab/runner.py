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
import hashlib
import itertools
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

from game import paths, registry
from game.lab.sweep import Arm, DataCopies, LabError, Vary, make_arms, parse_vary
from game.lab.worker import Task, check_definitions, init_worker, play

LAB_VERSION = 1
RUN_FILE = "run.json"
GAMES_FILE = "games.jsonl"
# Games in one run (every arm): the task list and the records are held in memory, so a typo of
# a few zeros should be a one-line refusal, not an hour of swapping.
MAX_GAMES = 1_000_000
# Files of data/<game>/ that cannot change a game (art): left out of the run's data digest.
ART_SUFFIXES = frozenset({".png", ".jpg", ".jpeg", ".gif", ".ogg", ".wav", ".ttf", ".otf"})
# The keys every record in games.jsonl has (an engine error record stops after `end`).
RECORD_KEYS = ("arm", "index", "seed", "seats", "finished", "winners", "turns", "scores", "end")
PLAYED_KEYS = ("events", "seat_events", "setup", "features")


def cpu_count() -> int:
    """The cores this process may use (the default of --jobs)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:
        return max(1, os.cpu_count() or 1)


def ratings_assignments(num_seats: int) -> list[tuple[str, ...]]:
    """Every way to seat the three bot strengths at the table, all-alike tables left out."""
    strengths = [f"bot:{s}" for s in registry.BOT_STRENGTHS]
    return [combo for combo in itertools.product(strengths, repeat=num_seats) if len(set(combo)) > 1]


@dataclass
class LabSpec:
    """What a lab run is: the parameters stored in run.json, and the arms they make."""

    game: str
    players: list[str]
    seed: int
    games: int
    options: dict[str, Any] = field(default_factory=dict)
    vary: list[Vary] = field(default_factory=list)
    ratings: bool = False

    @classmethod
    def build(
        cls,
        game: str,
        players: list[str],
        seed: int,
        games: int,
        options: dict[str, Any],
        vary: list[str] | None = None,
        ratings: bool = False,
    ) -> LabSpec:
        spec = registry.get(game)
        lo, hi = spec.seats
        if not lo <= len(players) <= hi:
            raise LabError(f"{game} is for {lo} to {hi} seats, not {len(players)}")
        if "human" in players:
            raise LabError("simulate needs bots in every seat")
        lab = cls(game, list(players), seed, games, dict(options), [parse_vary(game, v) for v in vary or []], ratings)
        arms = len(lab.arms())  # checks the options and the varied keys now, before anything is written
        if games * arms > MAX_GAMES:
            per_arm = f" ({games:,} per arm x {arms} arms)" if arms > 1 else ""
            raise LabError(f"--games {games}: {games * arms:,} games{per_arm} is more than the {MAX_GAMES:,} a run "
                           "may hold; split it into several runs")
        return lab

    def arms(self) -> list[Arm]:
        return make_arms(self.game, self.options, self.vary)

    def seats_for(self, index: int) -> tuple[str, ...]:
        if self.ratings:
            table = ratings_assignments(len(self.players))
            return table[index % len(table)]
        return tuple(self.players)

    def params(self) -> dict[str, Any]:
        """The part of run.json a resume must match (everything but --games)."""
        return {
            "lab_version": LAB_VERSION,
            "game": self.game,
            "players": self.players,
            "seed": self.seed,
            "options": self.options,
            "vary": [v.to_json() for v in self.vary],
            "ratings": self.ratings,
        }

    def digest(self) -> str:
        return hashlib.sha1(json.dumps(self.params(), sort_keys=True).encode()).hexdigest()[:10]

    def tasks(self, done: set[tuple[int, int]]) -> list[Task]:
        """The games still to play, game 0 of every arm first, then game 1, ...: a sweep stopped
        half-way has every arm half played (the merge, by arm and index, does not care)."""
        out = []
        arms = self.arms()
        for i in range(self.games):
            for arm in arms:
                if (arm.index, i) not in done:
                    out.append(Task(arm.index, i, self.game, self.seats_for(i), self.seed + i,
                                    tuple(sorted(arm.options.items()))))
        return out


# -- the data a run is played on ----------------------------------------------------------


# Words and screen only (how to play, animations, sentences and names): a designer who edits them
# during a long sweep has not changed a rule, so they never void a resume.
WORDS_ONLY = frozenset({"howto.yaml", "presentation.yaml", "texts.yaml"})


def data_files(game_id: str) -> dict[str, str]:
    """A digest of each definition and board file of the game (art and words left out), by its name
    under data/: a run stores them, so a resume on changed definitions is refused, naming the file."""
    base = paths.data_dir()
    files = {}
    for f in sorted((base / game_id).rglob("*")):
        if (f.is_file() and f.suffix.lower() not in ART_SUFFIXES and "__pycache__" not in f.parts
                and f.name not in WORDS_ONLY):
            files[f.relative_to(base).as_posix()] = hashlib.sha1(f.read_bytes()).hexdigest()[:16]
    return files


def data_header(game_id: str) -> dict[str, Any]:
    """run.json's `data`: one digest for the whole, and one per file (to name what changed)."""
    files = data_files(game_id)
    digest = hashlib.sha1(json.dumps(files, sort_keys=True).encode()).hexdigest()[:16]
    return {"digest": digest, "files": files}


def changed_files(stored: dict[str, str], now: dict[str, str]) -> list[str]:
    """The files (as data/...) added, removed or edited between two `data_files`."""
    stored = {k: v for k, v in stored.items() if k.rsplit("/", 1)[-1] not in WORDS_ONLY}  # older runs held them
    return [f"data/{name}" for name in sorted(set(stored) | set(now)) if stored.get(name) != now.get(name)]


# -- the run folder ------------------------------------------------------------------------


def lab_home() -> Path:
    d = paths.user_dir() / "lab"
    d.mkdir(parents=True, exist_ok=True)
    return d


def default_out(lab: LabSpec) -> Path:
    """Without --out, a run lives in the user's lab folder under a name its parameters decide, so
    the same command with --resume finds it again."""
    return lab_home() / f"{lab.game}-{lab.digest()}"


def remember_out(out: Path) -> None:
    """Note an --out folder in the user's lab index, for the client's lab screen."""
    index = lab_home() / "index.json"
    try:
        known = json.loads(index.read_text(encoding="utf-8")) if index.exists() else []
        if not isinstance(known, list):
            known = []
    except (OSError, ValueError):
        known = []
    path = str(out.resolve())
    known = [path] + [p for p in known if p != path]
    paths.atomic_write(index, json.dumps(known[:100], indent=1))


@dataclass
class RunInfo:
    """A lab run found on disk, as the client's lab screen lists it."""

    folder: Path
    params: dict[str, Any]
    games: int  # games asked, over all arms
    done: int  # games in games.jsonl
    has_report: bool
    modified: float

    @property
    def complete(self) -> bool:
        return self.done >= self.games

    def resume_command(self) -> str:
        """The command line that finishes this run."""
        p = self.params
        parts = ["python main.py simulate", p.get("game", "?"), "--games", str(p.get("games", 0)),
                 "--players", ",".join(p.get("players", [])), "--seed", str(p.get("seed", 1))]
        for key, value in (p.get("options") or {}).items():
            parts += ["--option", f"{key}={value}"]
        for v in p.get("vary") or []:
            parts += ["--vary", f"{v['key']}={','.join(map(str, v['values']))}"]
        if p.get("ratings"):
            parts.append("--ratings")
        parts += ["--out", str(self.folder), "--resume"]
        return " ".join(parts)


def list_runs() -> list[RunInfo]:
    """The runs in the user's lab folder and the --out folders it noted, newest first."""
    home = lab_home()
    folders = [p.parent for p in home.glob(f"*/{RUN_FILE}")]
    try:
        noted = json.loads((home / "index.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        noted = []
    folders += [Path(p) for p in noted if isinstance(p, str)] if isinstance(noted, list) else []
    seen: set[str] = set()
    runs = []
    for folder in folders:
        key = str(folder.resolve())
        if key in seen or not (folder / RUN_FILE).is_file():
            continue
        seen.add(key)
        try:
            params = json.loads((folder / RUN_FILE).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if not isinstance(params, dict):
            continue
        done = _games_in(folder)
        total = int(params.get("games", 0)) * max(1, len(params.get("arms") or []))
        report = folder / "results.json"
        runs.append(RunInfo(folder, params, total, done, report.is_file(), (folder / RUN_FILE).stat().st_mtime))
    return sorted(runs, key=lambda r: -r.modified)


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


def _games_in(out: Path) -> int:
    """Lines in OUT/games.jsonl (0 when there is none): the games a fresh start would throw away."""
    try:
        with open(out / GAMES_FILE, encoding="utf-8", errors="replace") as fh:
            return sum(1 for line in fh if line.strip())
    except OSError:
        return 0


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
        kept = _games_in(out)
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
    from game.match import Match

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
        from game.lab import cluster as dask_cluster  # Dask itself is imported only there, and only now

        target = dask_cluster.parse(cluster)  # a bad address or no Dask: refused before anything runs
    with DataCopies(lab.game) as copies:
        validate(lab, copies)
        if target is None:
            workers = jobs or cpu_count()

            def play_local(tasks: list[Task], keep: Callable[[dict[str, Any]], None]) -> None:
                play_all(lab, tasks, workers, copies, keep)

            return _run(lab, out, workers, resume, force, progress, play_local, {})
        with dask_cluster.connect(target) as pool:
            return _run(lab, out, pool.threads, resume, force, progress,
                        lambda tasks, keep: pool.play(lab, tasks, keep), {"cluster": target.label})


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
    with _writing(out):
        return _run_locked(lab, out, jobs, resume, force, progress, play_tasks, where)


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


def _run_locked(
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
