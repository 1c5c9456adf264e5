"""What a table is fed by: one screen's window onto a match.

A table never reads a match's state. It asks a feed for the view of the seat
it shows, the actions a seat of this screen may take, and the events that
happened since it last asked; it sends actions back and shows the refusal
when the rules say no. Three feeds exist:

- `LocalFeed`: the match runs in this process (people on this screen, bots);
  it also offers undo against bots and keeps the history for the log;
- `ReplayFeed`: a finished or saved game stepped through, forward and back;
- the network client's feed (`net/`), fed by a host with one seat's view.

Everything here is pure Python: the network host uses the same vocabulary.
"""

from __future__ import annotations

import os
import time
from abc import ABC, abstractmethod
from pathlib import Path
from typing import Any

from game import paths
from game.core import Action, Event, IllegalAction, Refusal, Result
from game.hints import Hint, HintJob
from game.match import Match
from game.thinker import Thinker


class Feed(ABC):
    """The interface every table is written against (the local one is the reference)."""

    game_id: str
    seats: list[str]  # "human", "bot:<strength>", "remote" (a person on another screen)
    realtime: bool = False
    replaying: bool = False  # a replay: nobody acts, the screen steps through the history
    can_chat: bool = False  # a hosted game: playtesters' one-line comments, kept in the host's save
    chat: list[list[Any]]  # [seat or None, text], where can_chat
    closed: str = ""  # why the feed stopped (a network feed that lost its host), "" while it runs
    # the clock is a host's (network play): it runs on whatever this screen shows, so a real-time
    # table may not hold a round back for a person reading a summary
    host_clock: bool = False

    @property
    def num_seats(self) -> int:
        return len(self.seats)

    def local_seats(self) -> list[int]:
        """The seats a person on this screen plays."""
        return [i for i, s in enumerate(self.seats) if s == "human"]

    @abstractmethod
    def view(self, seat: int | None) -> dict[str, Any]: ...

    @abstractmethod
    def legal(self, seat: int) -> list[Action]:
        """The actions `seat` may take now ([] when it may not act)."""

    @abstractmethod
    def actors(self) -> tuple[int, ...]: ...

    @property
    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def result(self) -> Result: ...

    @abstractmethod
    def submit(self, seat: int, action: Action) -> None:
        """Send an action; raises IllegalAction (with the engine's reason) when the rules refuse it."""

    @abstractmethod
    def why(self, seat: int, action: Action) -> str | None:
        """The engine's reason for refusing `action`, without playing it; None when it is legal."""

    @abstractmethod
    def poll(self, dt: float) -> list[Event]:
        """Let `dt` seconds pass (real-time clocks, network); the events that happened since the last call."""

    @abstractmethod
    def history(self) -> list[Event]:
        """Every event so far, in order (each table filters what its viewer may see)."""

    # -- optional abilities ------------------------------------------------------------------
    def bot_to_act(self) -> int | None:
        """A bot of this screen that may act now (local play only)."""
        return None

    def bot_think(self, seat: int | None) -> None:
        """Let that bot start deciding beside the window (None: nobody to think for)."""
        return None

    def bot_step(self) -> bool:
        """Let that bot act once its decision is ready; its events come out of the next `poll`. False: not yet."""
        return False

    def can_undo(self, seat: int) -> bool:
        return False

    def offers_undo(self) -> bool:
        """Undo may come up on this screen at all (its button's place is kept free meanwhile)."""
        return False

    # Why hints cannot be asked here (a text key), "" where they can. A network client has only its
    # seat's view and events: the hard bot's memory of the game would have to be rebuilt by the host,
    # which offers no such request (docs/protocol.md); the button says so instead of doing nothing.
    hints_off: str = "hint.off_network"

    def ask_hint(self, seat: int) -> bool:
        """Start deciding the hint for `seat` (game/hints.py); False when it may not act or hints are off."""
        return False

    def hint(self, seat: int) -> Hint | None:
        """The hint asked for `seat`, once decided, while its position holds; None before (or stale)."""
        return None

    def undo(self, seat: int) -> None:
        """Take back the last action of `seat`; the table rebuilds itself from the view."""
        raise IllegalAction("nothing to undo")

    def clock(self) -> float:
        """Seconds of game time so far (real-time games)."""
        return 0.0

    def unsent_time(self) -> float:
        """Real-time games: seconds gone by here and not told to the engine yet (a live clock adds them)."""
        return 0.0

    def game_log(self) -> dict[str, Any] | None:
        """The log that replays this game (None where this screen does not hold it)."""
        return None

    def close_record(self) -> dict[int, dict[str, int]]:
        """How each first-game-level bot played (`Match.close_record`); empty where this screen does
        not hold the match's bots."""
        return {}

    def close_levels(self) -> dict[int, str]:
        """The strength each first-game-level bot played its latest turn at
        (`Match.close_levels`); empty where this screen does not hold the match's bots."""
        return {}

    def moves_since(self, start: int) -> list[list[Any]]:
        """The log's moves from index `start` on ([seat, "action"] or ["time", seconds]); [] where
        this screen does not hold the log (the playtest journal follows them)."""
        return []

    def decisions(self) -> list[list[Any]]:
        """The moves seats chose so far, [seat, "action"], in order (time passing is none): what a
        table counts and looks back on (the last mover, a hint followed, an auto-pass)."""
        return [m for m in self.moves_since(0) if m and m[0] != "time"]

    def note(self, seat: int | None, text: str) -> bool:
        """Keep a tester's note with the game, tied to the moves played so far; False where it cannot."""
        return False

    def notes(self) -> list[list[Any]]:
        """The game's notes: [moves played, seat or None, text], in the order written."""
        return []

    def typed_names(self) -> list[str]:
        """The seat names given on the setup screen, by seat ("" keeps the default name)."""
        log = self.game_log() or {}
        return [str(n) for n in log.get("names") or []]

    def say(self, text: str) -> None:
        """Send a chat line (hosted games only)."""
        raise IllegalAction("there is no chat at this table")

    def resynced(self) -> bool:
        """True once after the feed started again from scratch (a network feed that reconnected)."""
        return False

    def refusals(self) -> list[IllegalAction]:
        """Refusals that arrived later than the action (a host judges remote actions)."""
        return []

    def autosave(self) -> str | None:
        """Save after an action; an error message when the save failed."""
        return None

    def progress(self) -> int:
        """How many moves the log holds (real time: passages of time too); a change means unsaved work."""
        return 0

    @property
    def resumed(self) -> bool:
        """A game that had moves before this screen opened (its log is shown whole, as resumed)."""
        return False


class LocalFeed(Feed):
    """A match in this process: people on this screen and bots.

    Undo is offered only where it cannot be used to learn or to dodge luck: to
    a single person playing against bots, back to the last moment that revealed
    hidden information, drew a card or a roll, or let another seat act.
    """

    def __init__(self, match: Match, save_to: Path | None = None) -> None:
        self.match = match
        self.game_id = match.game_id
        self.seats = match.seats
        self.realtime = match.spec.realtime
        self.save_to = save_to
        self._pending: list[Event] = [] if match.moves else list(match.opening_events)
        self._resumed = bool(match.moves)
        self.undo_floor = len(match.moves)  # moves before this are never taken back
        self._thinker: Thinker | None = None
        self._unsent = 0.0  # real time gone by, not yet told to the engine
        self._due: dict[int, float] | None = None  # bot seat -> match clock at which it acts
        self._finished_to: Path | None = None
        self._hint_job: HintJob | None = None

    # -- reading -------------------------------------------------------------------------------
    def view(self, seat: int | None) -> dict[str, Any]:
        return self.match.state.view(seat)

    def legal(self, seat: int) -> list[Action]:
        st = self.match.state
        if st.is_over or seat not in st.actors():
            return []
        return st.legal_actions(seat)

    def actors(self) -> tuple[int, ...]:
        return () if self.match.state.is_over else tuple(self.match.state.actors())

    @property
    def is_over(self) -> bool:
        return self.match.state.is_over

    def result(self) -> Result:
        return self.match.state.result()

    def history(self) -> list[Event]:
        return [e for step in self.match.history for e in step]

    @property
    def resumed(self) -> bool:
        return self._resumed

    def clock(self) -> float:
        return self.match.clock

    # -- acting ---------------------------------------------------------------------------------
    def why(self, seat: int, action: Action) -> str | None:
        st = self.match.state
        if st.is_over:
            return "the game is over"
        if seat not in st.actors():
            return f"seat {seat} may not act now"
        return st.why_illegal(seat, action)

    def submit(self, seat: int, action: Action) -> None:
        # Real time: the time before the action is the engine's first (a refused action changes
        # nothing, not even the clock: the engine refuses it below); that time may end the round.
        if self.realtime and self.why(seat, action) is None and not self._tell_time(self._unsent):
            raise IllegalAction(Refusal("too late: the round ended first", "core.too_late"))
        self._due = None
        before = len(self.match.state.chance.record)
        events = self.match.play(seat, action)
        self._mark_barrier(seat, events, before)
        self._pending.extend(events)

    def poll(self, dt: float) -> list[Event]:
        if self.realtime and dt > 0 and not self.match.state.is_over:
            self._realtime(dt)
        out, self._pending = self._pending, []
        return out

    # -- real time ------------------------------------------------------------------------------
    # Time is told to the engine in steps of FLUSH_EVERY seconds (one log entry each, not one
    # per frame), and exactly at the moments something happens: a bot's thinking ends, the
    # engine's own timer runs out, a person acts. So a bot acts at its exact moment whatever
    # the frame rate, as it does in `Match.run_bots`, and a replay plays the round again.
    FLUSH_EVERY = 1.0
    MAX_BOT_ACTS = 8  # per poll

    def _tell_time(self, seconds: float) -> bool:
        """Pass `seconds` of the time not yet told; False when the clock stopped (a round ended)."""
        seconds = min(max(0.0, seconds), self._unsent)
        self._unsent -= seconds
        if seconds <= 0 or self.match.state.is_over:
            return not self.match.state.is_over
        return self._took(self.match.pass_time(seconds))

    def _took(self, events: list[Event]) -> bool:
        """Queue events from the engine; False (and the time left over is dropped) when they stop the clock."""
        self._pending.extend(events)
        if events:
            self._due = None
        if self.match.state.is_over or any(e.kind in self.match.spec.clock_stops for e in events):
            self._unsent = 0.0
            return False
        return True

    def _bot_due(self) -> tuple[float, int] | None:
        """(seconds from the engine's clock, seat) of the bot that acts first; kept until something happens."""
        m = self.match
        if self._due is None:
            self._due = {}
            for seat in m.state.actors():
                if seat in m.bots:
                    legal = m.state.legal_actions(seat)
                    if legal:
                        self._due[seat] = m.clock + m.bots[seat].delay(m.state.view(seat), legal)
        return min(((when - m.clock, seat) for seat, when in self._due.items()), default=None)

    def _realtime(self, dt: float) -> None:
        """`dt` seconds go by: bots act at their exact moments, in order; the engine's timer runs out on time."""
        m = self.match
        self._unsent += dt
        for _ in range(self.MAX_BOT_ACTS):
            if m.state.is_over:
                return
            first = self._bot_due()
            limit = getattr(m.state, "time_left", lambda: None)()
            if limit is not None and self._unsent >= limit and (first is None or first[0] >= limit):
                rest = self._unsent - limit
                if self._tell_time(limit) and not m.state.is_over:
                    # rounding left the engine's clock a hair short of its timer
                    self._unsent = max(rest, 1e-9)
                    self._tell_time(self._unsent)
                self._unsent = 0.0
                return
            if first is None or first[0] > self._unsent:
                break
            wait, seat = first
            if not self._tell_time(wait):
                return
            self._due = None
            if not self._took(m.play(seat, m.bot_choice(seat))):
                self.undo_floor = len(m.moves)
                return
            self.undo_floor = len(m.moves)
        if self._unsent >= self.FLUSH_EVERY:
            self._tell_time(self._unsent)

    def unsent_time(self) -> float:
        return self._unsent

    def bot_to_act(self) -> int | None:
        return None if self.realtime else self.match.bot_to_act()

    # Tests that drive frames faster than real time set this False: the bot then decides when asked.
    think_in_worker = True

    def bot_think(self, seat: int | None) -> None:
        """Bots decide in a worker thread (game/thinker.py), never inside a frame."""
        if not self.think_in_worker:
            return
        if self._thinker is None or self._thinker.match is not self.match:
            self._thinker = Thinker(self.match)
        if seat is None:
            self._thinker.cancel()
        else:
            self._thinker.start(seat)

    def bot_step(self) -> bool:
        """Play the bot's decision: the worker's when one was started, else decided now (headless callers)."""
        seat = self.match.bot_to_act()
        if seat is None:
            return False
        thinker = self._thinker
        action = None
        if thinker is not None and thinker.match is self.match and thinker.thinking_for(seat):
            if thinker.busy:
                return False
            action = thinker.result()
        if action is None:
            action = self.match.bot_choice(seat)
        self._pending.extend(self.match.play(seat, action))
        self.undo_floor = len(self.match.moves)
        return True

    # -- hints ----------------------------------------------------------------------------------
    hints_off = ""

    def ask_hint(self, seat: int) -> bool:
        """The hint is decided in a worker thread on a snapshot of what `seat` has seen (headless
        callers that set `think_in_worker` False get it decided at once)."""
        st = self.match.state
        if st.is_over or seat not in st.actors() or not st.legal_actions(seat):
            return False
        job = self._hint_job
        if job is None or job.match is not self.match or job.seat != seat or job.stale():
            self._hint_job = HintJob(self.match, seat, threaded=self.think_in_worker)
        return True

    def hint(self, seat: int) -> Hint | None:
        job = self._hint_job
        if job is None or job.match is not self.match or job.seat != seat:
            return None
        return job.result()

    # -- undo -----------------------------------------------------------------------------------
    def _mark_barrier(self, seat: int, events: list[Event], chance_before: int) -> None:
        """After this move, may it still be taken back? Not once luck, a secret or another seat entered."""
        spec = self.match.spec
        st = self.match.state
        drew = len(st.chance.record) != chance_before
        revealed = any(e.to is not None or e.kind in spec.reveals for e in events)
        others = st.is_over or any(s != seat for s in st.actors())
        if drew or revealed or others or not self.offers_undo():
            self.undo_floor = len(self.match.moves)

    def offers_undo(self) -> bool:
        """One person against bots may take a move back; people sharing a screen may not (the other
        would see it go)."""
        return len(self.local_seats()) == 1 and bool(self.match.bots)

    def can_undo(self, seat: int) -> bool:
        m = self.match
        return (
            self.offers_undo()
            and len(m.moves) > self.undo_floor
            and m.moves[-1][0] == seat
            and not m.state.is_over
        )

    def undo(self, seat: int) -> None:
        if not self.can_undo(seat):
            raise IllegalAction("nothing to undo")
        log = self.match.log()
        log["moves"] = log["moves"][:-1]
        self.match = Match.replay(log)
        self._pending = []
        self._due = None
        self.autosave()

    # -- saving ---------------------------------------------------------------------------------
    def game_log(self) -> dict[str, Any] | None:
        return self.match.log()

    def close_record(self) -> dict[int, dict[str, int]]:
        return self.match.close_record()

    def close_levels(self) -> dict[int, str]:
        return self.match.close_levels()

    def progress(self) -> int:
        return len(self.match.moves)

    def moves_since(self, start: int) -> list[list[Any]]:
        return self.match.moves[start:]

    def note(self, seat: int | None, text: str) -> bool:
        self.match.notes.append([len(self.match.moves), seat, text.strip()[:300]])
        return True

    def notes(self) -> list[list[Any]]:
        return self.match.notes

    def autosave(self) -> str | None:
        """Save after every action; a finished game moves to `finished/` beside it, for replays."""
        if self.save_to is None:
            return None
        try:
            if self.match.state.is_over:
                if self._finished_to is None:  # one file per finished game, however often it is saved
                    self._finished_to = finished_path(self.save_to.parent / "finished", self.game_id)
                done = self._finished_to
                done.parent.mkdir(parents=True, exist_ok=True)
                self.match.save(done)
                paths.release_lock(done)  # a finished game is only read again: nobody holds it
                self.save_to.unlink(missing_ok=True)
                paths.release_lock(self.save_to)
            else:
                self.match.save(self.save_to)
        except OSError as exc:
            return str(exc)
        return None


def finished_path(folder: Path, game_id: str) -> Path:
    """A new file for a finished game: by game and time, never one another game already took (two
    clients finishing a game of the same kind in the same second keep both)."""
    stamp = int(time.time())
    for n in range(1000):
        path = folder / (f"{game_id}-{stamp}.json" if n == 0 else f"{game_id}-{stamp}-{n}.json")
        if not path.exists():
            return path
    return folder / f"{game_id}-{stamp}-{os.getpid()}.json"


class ReplayFeed(Feed):
    """A game's log, stepped through move by move; nobody acts.

    `step` is the number of moves shown; forward plays the next move (its events
    come out of `poll`, so the table animates them); back rebuilds the position
    one move earlier (the table then redraws from the view, without animation).
    """

    replaying = True

    def __init__(self, log: dict[str, Any], step: int = 0) -> None:
        self.record = log
        self.game_id = str(log["game"])
        self.seats = list(log["seats"])
        self.total = len(log["moves"])
        self._counted: list[int] | None = None  # moves by people before each step (see `counted`)
        self._pending: list[Event] = []
        self.match = self._at(0)
        self._pending = list(self.match.opening_events)
        if step:
            self.seek(step)

    def _at(self, step: int) -> Match:
        return Match.replay({**self.record, "moves": self.record["moves"][:step]})

    @property
    def step(self) -> int:
        return len(self.match.moves)

    def counted(self) -> tuple[int, int]:
        """The moves shown and the moves in all, as the replay's caption says them: the clock's ticks
        logged between moves (real-time games) are nobody's move (nc16 Monsters: "Coup 23 sur 293"
        after two tricks read as a step behind the table)."""
        if self._counted is None:  # counted once: the caption asks at every frame
            self._counted = [0]
            for m in self.record["moves"]:
                self._counted.append(self._counted[-1] + (m[0] != "time"))
        return self._counted[self.step], self._counted[-1]

    def local_seats(self) -> list[int]:
        return []

    def view(self, seat: int | None) -> dict[str, Any]:
        return self.match.state.view(seat)

    def legal(self, seat: int) -> list[Action]:
        return []

    def actors(self) -> tuple[int, ...]:
        return ()

    @property
    def is_over(self) -> bool:
        return False  # a replay never opens the results by itself

    @property
    def finished(self) -> bool:
        return self.match.state.is_over

    def result(self) -> Result:
        return self.match.state.result()

    def submit(self, seat: int, action: Action) -> None:
        raise IllegalAction("this is a replay")

    def why(self, seat: int, action: Action) -> str | None:
        return "this is a replay"

    def poll(self, dt: float) -> list[Event]:
        out, self._pending = self._pending, []
        return out

    def history(self) -> list[Event]:
        return [e for step in self.match.history for e in step]

    def clock(self) -> float:
        return self.match.clock

    def game_log(self) -> dict[str, Any] | None:
        return self.record

    def notes(self) -> list[list[Any]]:
        return self.match.notes  # all of them: the replay restores the log's notes whole

    def forward(self) -> bool:
        """Play the next move of the log; False at the end."""
        if self.step >= self.total:
            return False
        move = self.record["moves"][self.step]
        if move[0] == "time":
            self._pending.extend(self.match.pass_time(float(move[1])))
        else:
            self._pending.extend(self.match.play(int(move[0]), Action.parse(move[1])))
        return True

    def seek(self, step: int) -> None:
        """Jump to `step` moves (no animation: the table rebuilds from the view)."""
        self.match = self._at(max(0, min(step, self.total)))
        self._pending = []


