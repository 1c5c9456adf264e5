"""One lab game, as a worker process plays it: a plain task in, a plain record out.

Everything here is importable by a spawned process (no closures, no pygame) and depends only on
the task, so a game gives the same record in any process, on any number of workers.
"""

from __future__ import annotations

import signal
from dataclasses import dataclass
from typing import Any

from game import registry
from game.core import Action, Event
from game.data import DataError
from game.lab.features import count_events, extract
from game.match import Match


@dataclass(frozen=True)
class Task:
    """Game `index` of arm `arm`: seed = base seed + index, the seats and options as given."""

    arm: int
    index: int
    game: str
    seats: tuple[str, ...]
    seed: int
    options: tuple[tuple[str, Any], ...]


class _CountingMatch(Match):
    """A Match that keeps every event it returns (moves and, in real time, the passing of time)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.events: list[Event] = list(self.opening_events)

    def play(self, seat: int, action: Action) -> list[Event]:
        events = super().play(seat, action)
        self.events.extend(events)
        return events

    def pass_time(self, seconds: float) -> list[Event]:
        events = super().pass_time(seconds)
        self.events.extend(events)
        return events


def play(task: Task) -> dict[str, Any]:
    """The record of one game; an engine failure becomes a record with `error`, never a lost batch."""
    base: dict[str, Any] = {"arm": task.arm, "index": task.index, "seed": task.seed, "seats": list(task.seats)}
    options = dict(task.options)
    try:
        m = _CountingMatch(task.game, list(task.seats), seed=task.seed, options=options)
        m.run_bots()
        over = m.state.is_over
        res = m.state.result()
    except Exception as exc:  # an engine bug in one game must not lose the games already played
        return {**base, "finished": False, "winners": [], "turns": 0, "scores": [], "reason": "",
                "end": "error", "error": f"{type(exc).__name__}: {exc}"}
    n = len(task.seats)
    events, seat_events = count_events(m.events, n)
    setup, features = extract(task.game, m.events, res, n, m.options)
    end = next((str(e.data["reason"]) for e in reversed(m.events) if e.kind == "game_over" and "reason" in e.data),
               str(res.details.get("end") or res.reason) if over else "unfinished")
    return {
        **base,
        "finished": over,
        "winners": list(res.winners) if over else [],
        "turns": m.state.turn,
        "scores": [round(float(s), 3) for s in res.scores],
        "reason": res.reason,
        "end": end,
        "events": events,
        "seat_events": seat_events,
        "setup": setup,
        "features": features,
    }


def check_definitions(game_id: str) -> str | None:
    """Load the game's definitions in this process (its data folder); the one-line error, or None."""
    try:
        spec = registry.get(game_id)
        spec.load_defs()
        if spec.check_data is not None:
            spec.check_data()
    except DataError as exc:
        return str(exc)
    return None


def init_worker() -> None:
    """Ctrl-C is the parent's to handle: it stops the pool and keeps the games already written."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
