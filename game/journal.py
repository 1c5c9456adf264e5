"""The playtest journal: what the people at a table did, hesitated over and said.

A designer's playtest leaves more than a game's moves: where testers hesitate, which rules they try
to break (a refusal is a rule misunderstood), how often they open the aid, what they take back and
what they say. The table writes one journal per game in `saves/journals/`, one JSON object a line
(appended as they happen, so a killed client loses at most the line being written):

- `{"kind": "start", game, seed, seats, names, started, session}` once, then again on each resume;
- `{"kind": "decision", seat, person, action, action_kind, phase, move, seconds, wall, refusals,
  undos, hints, aids}`: one per action a seat chose. `seconds` counts the time the table was in
  front of the person from the prompt to the action (a pause, the aid or the how-to over the table
  stop it); `wall` is the clock time. Bots' decisions carry `person: false` and no time;
- `{"kind": "refusal", seat, action, reason, words, move}`, `{"kind": "undo", seat, move}`,
  `{"kind": "hint", seat, move}`, `{"kind": "aid", seat, what, on, move}`, `{"kind": "note", seat,
  text, move}`, `{"kind": "chat", seat, text, move}`, `{"kind": "survey", seat, fun, clarity,
  length, comment}`, `{"kind": "end", winners, turns}`.

`move` is the number of moves played before the entry: the replay's step where it happened.
Nothing here holds a token or a secret: an action is written as its seat played it, and a seat's
own actions are its own. This module is pure Python: the table calls it, the report reads it.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import paths

AIDS = ("aid", "howto", "inspect", "rules")
LENGTHS = ("short", "right", "long")


def journals_dir() -> Path:
    return paths.saves_dir() / "journals"


def journal_path(game_id: str, started: str, seed: int) -> Path:
    """The journal of one game: by game, start time and seed, so a resumed game goes on in it."""
    stamp = "".join(ch for ch in started if ch.isdigit())[:14] or "0"
    return journals_dir() / f"{game_id}-{stamp}-{seed}.jsonl"


@dataclass
class _Pending:
    """What happened at a seat since its last decision."""

    since: float | None = None  # monotonic clock when the prompt came
    phase: str | None = None  # the position's phase when the prompt came
    seconds: float = 0.0  # time the table was in front of the person
    refusals: int = 0
    undos: int = 0
    hints: int = 0
    aids: list[str] = field(default_factory=list)


class Journal:
    """Appends a game's journal as the table reports what happens. Every call is cheap and never
    raises: a journal that cannot be written is given up, the game goes on."""

    def __init__(self, path: Path | None, game_id: str, seats: list[str], names: list[str], seed: int,
                 started: str, resumed: bool = False, sink: Callable[[dict[str, Any]], None] | None = None) -> None:
        self.path = path
        # A client's journal has no file: its lines go to the host (`sink`), which writes the game's
        # journal; its own decisions go as "timing" lines the host ties to the moves it played.
        self.sink = sink
        self.game_id = game_id
        self.seats = list(seats)
        self.pending: dict[int, _Pending] = {}
        self.move = 0
        self.problem: str | None = None
        self.write({"kind": "start", "game": game_id, "seed": seed, "seats": self.seats, "names": list(names),
                    "started": started, "resumed": resumed, "at": time.time()})

    # -- writing ---------------------------------------------------------------------------------
    def write(self, entry: dict[str, Any]) -> None:
        if self.sink is not None:
            if entry["kind"] in _FROM_CLIENT:
                self.sink(entry)
            return
        if self.path is None:
            return
        entry.setdefault("at", time.time())
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
            with os.fdopen(fd, "a", encoding="utf-8") as fh:
                fh.write(json.dumps(entry, ensure_ascii=False, separators=(",", ":")) + "\n")
        except OSError as exc:
            self.problem = str(exc)
            self.path = None

    def _at(self, seat: int) -> _Pending:
        found = self.pending.get(seat)
        if found is None:
            found = self.pending[seat] = _Pending()
        return found

    def person(self, seat: int | None) -> bool:
        return seat is not None and 0 <= seat < len(self.seats) and not self.seats[seat].startswith("bot:")

    # -- what the table reports -------------------------------------------------------------------
    def waiting(self, seat: int, dt: float, phase: str = "") -> None:
        """A frame passed with the table in front of `seat`, whose move it is (in `phase`)."""
        p = self._at(seat)
        if p.since is None:
            p.since = time.monotonic()
            p.phase = phase
        p.seconds += dt

    def decided(self, seat: int | None, action: str, phase: str | None = None) -> None:
        """`seat` played `action` (its text form): one decision, with what led to it."""
        if seat is None:
            return
        person = self.person(seat)
        p = self.pending.pop(seat, _Pending())
        kind = "timing" if self.sink is not None else "decision"
        entry: dict[str, Any] = {"kind": kind, "seat": seat, "person": person, "action": action,
                                 "action_kind": action.split(" ", 1)[0], "phase": p.phase or phase or "",
                                 "move": self.move}
        if person and (p.since is not None or p.refusals or p.undos or p.hints or p.aids):
            # timed where this journal saw the prompt (a host does not see a remote player's screen:
            # that player's client sends its own times, joined by the report)
            entry.update(seconds=round(p.seconds, 3),
                         wall=round(time.monotonic() - p.since, 3) if p.since is not None else 0.0,
                         refusals=p.refusals, undos=p.undos, hints=p.hints, aids=p.aids)
        self.write(entry)
        self.move += 1

    def moved(self, moves: int) -> None:
        """The number of moves played (a bot's, another screen's or time's), for the next entries."""
        self.move = moves

    def refused(self, seat: int | None, action: str, reason: str, words: str) -> None:
        if seat is not None:
            self._at(seat).refusals += 1
        self.write({"kind": "refusal", "seat": seat, "action": action, "reason": reason, "words": words,
                    "move": self.move})

    def undo(self, seat: int | None, moves: int) -> None:
        if seat is not None:
            self._at(seat).undos += 1
        self.move = moves
        self.write({"kind": "undo", "seat": seat, "move": moves})

    def hint(self, seat: int | None) -> None:
        if seat is not None:
            self._at(seat).hints += 1
        self.write({"kind": "hint", "seat": seat, "move": self.move})

    def aid(self, seat: int | None, what: str, on: str = "") -> None:
        """The aid, the how-to, the rules or an inspect opened (`on`: the piece inspected)."""
        if seat is not None:
            self._at(seat).aids.append(what if not on else f"{what}:{on}")
        self.write({"kind": "aid", "seat": seat, "what": what, "on": on, "move": self.move})

    def note(self, seat: int | None, text: str) -> None:
        self.write({"kind": "note", "seat": seat, "text": text[:300], "move": self.move})

    def chat(self, seat: int | None, text: str) -> None:
        self.write({"kind": "chat", "seat": seat, "text": text[:300], "move": self.move})

    def survey(self, seat: int | None, fun: int | None, clarity: int | None, length: str | None,
               comment: str) -> None:
        self.write({"kind": "survey", "seat": seat, "fun": fun, "clarity": clarity,
                    "length": length if length in LENGTHS else None, "comment": comment[:300]})

    def end(self, winners: list[int], moves: int) -> None:
        self.write({"kind": "end", "winners": list(winners), "moves": moves})


# -- a client's line, as a host takes it ------------------------------------------------------------
_FROM_CLIENT: dict[str, dict[str, type]] = {
    "refusal": {"action": str, "reason": str, "words": str},
    "aid": {"what": str, "on": str},
    "note": {"text": str},
    "undo": {},
    "hint": {},
    "survey": {"fun": int, "clarity": int, "length": str, "comment": str},
    "timing": {"action": str, "seconds": float, "wall": float, "refusals": int, "undos": int, "hints": int,
               "aids": list},
}


def journal_entry(raw: dict[str, Any], seat: int, moves: list[list[Any]]) -> dict[str, Any] | None:
    """A journal line a client sent, cleaned for the host's journal: known kinds and fields only,
    texts cut to 300 characters, numbers bounded; the seat is the connection's, never the line's;
    `move` is the host's (a timing is tied to that seat's last move). None: not a line we keep."""
    kind = raw.get("kind")
    fields = _FROM_CLIENT.get(kind) if isinstance(kind, str) else None
    if fields is None:
        return None
    out: dict[str, Any] = {"kind": kind, "seat": seat, "from": "client", "move": len(moves)}
    for name, typ in fields.items():
        value = raw.get(name)
        if typ is str:
            out[name] = value[:300] if isinstance(value, str) else ""
        elif typ is int:
            out[name] = max(0, min(1000, value)) if type(value) is int else None
        elif typ is float:
            out[name] = round(max(0.0, min(86400.0, float(value))), 3) if isinstance(value, int | float) else 0.0
        elif typ is list:
            out[name] = [str(v)[:100] for v in value[:20]] if isinstance(value, list) else []
    if kind == "survey":
        out["length"] = out["length"] if out["length"] in LENGTHS else None
    if kind == "timing":
        mine = [i for i, m in enumerate(moves) if m and m[0] == seat]
        if not mine:
            return None
        out["move"] = mine[-1]
    return out


# -- reading -----------------------------------------------------------------------------------------
def read(path: Path) -> Iterator[dict[str, Any]]:
    """The entries of one journal; a line a killed client left half written is skipped."""
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return
    for line in text.splitlines():
        try:
            entry = json.loads(line)
        except ValueError:
            continue
        if isinstance(entry, dict) and isinstance(entry.get("kind"), str):
            yield entry


def journals(folder: Path | None = None) -> list[Path]:
    """Every journal in the saves folder (games finished and in progress), oldest first."""
    base = folder or journals_dir()
    try:
        return sorted(p for p in base.glob("*.jsonl") if p.is_file())
    except OSError:
        return []
