"""The lab's run folders on disk, as the client's lab screen and `simulate` find them.

A run folder holds run.json (the parameters) and games.jsonl (one finished game per line); the
user's lab folder holds the runs started without --out, and an index of the --out folders used.
Reading them needs no engine: the lab screen lists runs without loading the games.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game import paths

RUN_FILE = "run.json"
GAMES_FILE = "games.jsonl"


def lab_home() -> Path:
    d = paths.user_dir() / "lab"
    d.mkdir(parents=True, exist_ok=True)
    return d


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
        done = games_in(folder)
        total = int(params.get("games", 0)) * max(1, len(params.get("arms") or []))
        report = folder / "results.json"
        runs.append(RunInfo(folder, params, total, done, report.is_file(), (folder / RUN_FILE).stat().st_mtime))
    return sorted(runs, key=lambda r: -r.modified)


def games_in(out: Path) -> int:
    """Lines in OUT/games.jsonl (0 when there is none): the games a fresh start would throw away."""
    try:
        with open(out / GAMES_FILE, encoding="utf-8", errors="replace") as fh:
            return sum(1 for line in fh if line.strip())
    except OSError:
        return 0
