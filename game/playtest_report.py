"""`python main.py report`: what a playtest's journals say, as one page and one spreadsheet.

Reads every journal in `saves/journals/` (game/journal.py; games finished and in progress) and writes
`report.html` (self-contained: its charts are drawn by the lab's chart code and embedded) and
`decisions.csv` (one row per decision; columns in docs/playtest.md). Names can be replaced by seat
numbers (`anonymous`). Nothing a journal holds is a token; the report adds none.
"""

from __future__ import annotations

import base64
import csv
import html
import statistics
import tempfile
from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import journal, paths, registry
from game.match import Match, SaveError

CSV_COLUMNS = ("game", "session", "started", "seat", "player", "person", "move", "phase", "action_kind",
               "action", "seconds", "wall", "refusals", "undos", "hints", "aids")


class ReportError(Exception):
    """Nothing to report, or a folder that cannot be written: one line for the user."""


@dataclass
class Session:
    """One game's journal, read back."""

    path: Path
    game: str = ""
    seed: int = 0
    started: str = ""
    seats: list[str] = field(default_factory=list)
    names: list[str] = field(default_factory=list)
    entries: list[dict[str, Any]] = field(default_factory=list)
    save: Path | None = None

    @property
    def decisions(self) -> list[dict[str, Any]]:
        """The decisions; in a hosted game a player's own times (its "timing" lines, sent by its
        client) are joined to the decision the host wrote for that seat and move."""
        timings = {(e.get("seat"), e.get("move")): e for e in self.entries if e["kind"] == "timing"}
        out = []
        for e in self.entries:
            if e["kind"] != "decision":
                continue
            own = timings.get((e.get("seat"), e.get("move")))
            if own is not None and e.get("person") and "seconds" not in e:
                e = {**e, **{k: own[k] for k in ("seconds", "wall", "refusals", "undos", "hints", "aids") if k in own}}
            out.append(e)
        return out

    def of(self, kind: str) -> list[dict[str, Any]]:
        return [e for e in self.entries if e["kind"] == kind]

    @property
    def finished(self) -> bool:
        return any(e["kind"] == "end" for e in self.entries)

    def name(self, seat: Any, anonymous: bool) -> str:
        if not isinstance(seat, int) or seat < 0:
            return ""
        if anonymous or seat >= len(self.names) or not self.names[seat]:
            return f"Seat {seat + 1}"
        return str(self.names[seat])


def load_sessions(folder: Path | None = None, game: str | None = None, since: str | None = None) -> list[Session]:
    """Every journal of the saves folder, optionally one game's, optionally started on or after `since`."""
    out = []
    for path in journal.journals(folder):
        s = Session(path)
        for entry in journal.read(path):
            if entry["kind"] == "start":
                if not s.game:
                    s.game = str(entry.get("game", ""))
                    s.seed = int(entry.get("seed", 0)) if isinstance(entry.get("seed"), int) else 0
                    s.started = str(entry.get("started", ""))
                    s.seats = [str(x) for x in entry.get("seats") or []]
                s.names = [str(x) for x in entry.get("names") or s.names]
                continue
            s.entries.append(entry)
        if not s.game or (game and s.game != game) or (since and s.started[: len(since)] < since):
            continue
        out.append(s)
    _find_saves(out)
    return out


def _find_saves(sessions: list[Session]) -> None:
    """The save each journal belongs to (in progress or finished), by its start time and seed: the
    report's notes point at their step in its replay."""
    wanted = {(s.game, s.started, s.seed): s for s in sessions}
    base = paths.saves_dir()
    for f in [*base.glob("*.json"), *(base / "finished").glob("*.json")]:
        try:
            log = Match.read_save(f).get("log") or {}
        except (SaveError, AttributeError):
            continue
        key = (str(log.get("game")), str(log.get("started")), log.get("seed"))
        if key in wanted:
            wanted[key].save = f


def _median(values: list[float]) -> float:
    return round(statistics.median(values), 2) if values else 0.0


def decision_rows(sessions: list[Session], anonymous: bool) -> list[dict[str, Any]]:
    rows = []
    for s in sessions:
        for d in s.decisions:
            seat = d.get("seat")
            rows.append({
                "game": s.game, "session": s.path.stem, "started": s.started, "seat": seat,
                "player": s.name(seat, anonymous), "person": 1 if d.get("person") else 0, "move": d.get("move", ""),
                "phase": d.get("phase", ""), "action_kind": d.get("action_kind", ""), "action": d.get("action", ""),
                "seconds": d.get("seconds", ""), "wall": d.get("wall", ""), "refusals": d.get("refusals", ""),
                "undos": d.get("undos", ""), "hints": d.get("hints", ""), "aids": " ".join(d.get("aids") or []),
            })
    return rows


def summarise(sessions: list[Session]) -> dict[str, Any]:
    """The figures of the page, per game: decision times, refusals, aids, undos, surveys, notes."""
    games: dict[str, dict[str, Any]] = {}
    for s in sessions:
        g = games.setdefault(s.game, {"sessions": [], "by_kind": defaultdict(list), "by_phase": defaultdict(list),
                                      "refusals": Counter(), "refusal_words": {}, "aids": Counter(),
                                      "undos": 0, "hints": 0, "surveys": [], "notes": []})
        g["sessions"].append(s)
        for d in s.decisions:
            if d.get("person") and isinstance(d.get("seconds"), int | float):
                g["by_kind"][str(d.get("action_kind") or "?")].append(float(d["seconds"]))
                g["by_phase"][str(d.get("phase") or "-")].append(float(d["seconds"]))
        for r in s.of("refusal"):
            key = str(r.get("reason") or "?")
            g["refusals"][key] += 1
            g["refusal_words"].setdefault(key, str(r.get("words") or ""))
        for a in s.of("aid"):
            g["aids"][(str(a.get("what")), str(a.get("on") or ""))] += 1
        g["undos"] += len(s.of("undo"))
        g["hints"] += len(s.of("hint"))
        g["surveys"] += [(s, x) for x in s.of("survey")]
        g["notes"] += [(s, x) for x in s.of("note")]
    return games


def _table(head: list[str], rows: list[list[Any]]) -> str:
    if not rows:
        return "<p class=none>—</p>"
    th = "".join(f"<th>{html.escape(str(h))}</th>" for h in head)
    body = "".join("<tr>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in r) + "</tr>" for r in rows)
    return f"<table><tr>{th}</tr>{body}</table>"


def _chart(spec: dict[str, Any], render: Callable[[dict[str, Any], Path], int] | None, tmp: Path) -> str:
    """A chart by the lab's chart code, embedded in the page (it stays one file)."""
    if render is None or not spec.get("values"):
        return ""
    try:
        render({"charts": [spec]}, tmp)
        data = (tmp / spec["file"]).read_bytes()
    except (OSError, KeyError, ValueError):
        return ""
    return f'<img alt="{html.escape(spec["title"])}" src="data:image/png;base64,{base64.b64encode(data).decode()}">'


CSS = """body{font-family:sans-serif;max-width:1100px;margin:2em auto;color:#222}
h1{color:#805a00}h2{border-bottom:2px solid #c90;padding-bottom:4px;margin-top:2em}
table{border-collapse:collapse;margin:.5em 0 1.2em}td,th{border:1px solid #ccc;padding:3px 8px;text-align:left;
vertical-align:top}th{background:#f4ecd8}img{max-width:760px;display:block;margin:.5em 0}.none{color:#888}
code{background:#f4f4f4;padding:0 3px}"""


def write(out: Path, sessions: list[Session], anonymous: bool = False,
          render: Callable[[dict[str, Any], Path], int] | None = None) -> tuple[Path, Path, int]:
    """Write report.html and decisions.csv into `out`; returns their paths and the decisions' count."""
    if not sessions:
        raise ReportError(f"no playtest journal in {journal.journals_dir()} (play a game first)")
    out.mkdir(parents=True, exist_ok=True)
    rows = decision_rows(sessions, anonymous)
    csv_path = out / "decisions.csv"
    tmp_csv = csv_path.with_name(".decisions.csv.tmp")
    with tmp_csv.open("w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=list(CSV_COLUMNS))
        w.writeheader()
        w.writerows(rows)
    tmp_csv.replace(csv_path)

    games = summarise(sessions)
    parts = [f"<!doctype html><meta charset=utf-8><title>Playtest report</title><style>{CSS}</style>",
             "<h1>Playtest report</h1>",
             f"<p>{len(sessions)} games, {len(rows)} decisions ({sum(r['person'] for r in rows)} by people). "
             f"Decisions one by one: <code>decisions.csv</code>.</p>"]
    with tempfile.TemporaryDirectory() as tmpdir:
        tmp = Path(tmpdir)
        for gid, g in games.items():
            title = registry.TITLES.get(gid, {}).get("en", gid)
            parts.append(f"<h2>{html.escape(title)}</h2>")
            sess_rows = []
            for s in g["sessions"]:
                people = ", ".join(s.name(i, anonymous) for i in sorted({d.get("seat") for d in s.decisions
                                                                         if d.get("person")} - {None}))
                ends = s.of("end")
                winners = ", ".join(s.name(w, anonymous) for w in (ends[-1].get("winners") or [])) if ends else "—"
                person_secs = [float(d["seconds"]) for d in s.decisions
                               if d.get("person") and isinstance(d.get("seconds"), int | float)]
                sess_rows.append([s.started.replace("T", " "), people or "—", len(s.decisions),
                                  f"{sum(person_secs):.0f} s", winners if s.finished else "in progress",
                                  len(s.of("refusal")), len(s.of("undo")), len(s.of("aid")), len(s.of("note"))])
            parts.append("<h3>Sessions</h3>" + _table(
                ["started", "people", "decisions", "people's time", "winner", "refusals", "undos", "aids", "notes"],
                sess_rows))
            kinds = sorted(g["by_kind"].items(), key=lambda kv: -_median(kv[1]))
            parts.append("<h3>Decision time, by kind of action (people)</h3>")
            parts.append(_chart({"kind": "bar", "horizontal": True, "file": f"{gid}-kinds.png",
                                 "title": "Median seconds to decide, by action", "labels": [k for k, _ in kinds],
                                 "values": [_median(v) for _, v in kinds]}, render, tmp))
            parts.append(_table(["action", "decisions", "median s", "mean s", "longest s"],
                                [[k, len(v), _median(v), round(statistics.fmean(v), 2), round(max(v), 2)]
                                 for k, v in kinds]))
            phases = sorted(g["by_phase"].items(), key=lambda kv: -_median(kv[1]))
            parts.append("<h3>Decision time, by phase (people)</h3>" + _table(
                ["phase", "decisions", "median s", "mean s"],
                [[k, len(v), _median(v), round(statistics.fmean(v), 2)] for k, v in phases]))
            refused = g["refusals"].most_common()
            parts.append("<h3>Rules most refused (each one a rule a tester read otherwise)</h3>")
            parts.append(_chart({"kind": "bar", "horizontal": True, "file": f"{gid}-refusals.png",
                                 "title": "Refusals by rule", "labels": [g["refusal_words"][k][:60] or k
                                                                       for k, _ in refused[:12]],
                                 "values": [n for _, n in refused[:12]]}, render, tmp))
            parts.append(_table(["times", "the reason, as the tester read it", "rule key"],
                                [[n, g["refusal_words"][k], k] for k, n in refused]))
            parts.append("<h3>Aids opened</h3>" + _table(
                ["what", "on", "times"], [[w, on or "—", n] for (w, on), n in g["aids"].most_common()]))
            parts.append(f"<p>Undos: {g['undos']} · hints asked: {g['hints']}</p>")
            parts.append("<h3>Survey</h3>" + _table(
                ["started", "player", "fun", "clarity", "length", "comment"],
                [[s.started.replace("T", " "), s.name(x.get("seat"), anonymous), x.get("fun") or "—",
                  x.get("clarity") or "—", x.get("length") or "—", x.get("comment") or ""]
                 for s, x in g["surveys"]]))
            notes = sorted(g["notes"], key=lambda sx: (sx[0].started, int(sx[1].get("move") or 0)))
            parts.append("<h3>Notes, in move order</h3>" + _table(
                ["started", "move", "player", "note", "replay it"],
                [[s.started.replace("T", " "), x.get("move", 0), s.name(x.get("seat"), anonymous), x.get("text", ""),
                  f"python main.py replay {s.save} --step {x.get('move', 0)}" if s.save else "(save not found)"]
                 for s, x in notes]))
    html_path = out / "report.html"
    tmp_html = html_path.with_name(".report.html.tmp")
    tmp_html.write_text("\n".join(parts), encoding="utf-8")
    tmp_html.replace(html_path)
    return html_path, csv_path, len(rows)
