"""A bot thinks beside the window, not inside its frame.

The table asks a `Thinker` to start a bot's decision and polls `result()` once a frame; the
decision runs `Match.bot_choice(seat)` in a worker thread, on the match itself, so it is the very
action (and leaves the bot's memory exactly as) a synchronous `bot_choice` would: same seed, same
game. A thread rather than a process: the bots' decisions mutate their own memory (a plan, the
positions seen), which a process would have to ship back, and a process would have to be sent
the whole match for every decision. The price is the GIL: while a bot thinks, the frame shares
the interpreter with it, so the thinker shortens the interpreter's switch interval for as long
as a thought runs (the window gets the interpreter back within a millisecond, not five).
bench/frames.py measures the frames during bot turns.

Nothing may change the match while a thought runs; a thought whose position changed anyway (a
person acted in a simultaneous window) is dropped and the table starts a new one.
"""

from __future__ import annotations

import sys
import threading
from typing import Any

from game.core import Action

# The interpreter's switch interval while a bot thinks (seconds); Python's default is 0.005.
THINKING_SWITCH = 0.001


class Thinker:
    """One bot decision at a time, computed in a worker thread."""

    def __init__(self, match: Any) -> None:
        self.match = match
        self._thread: threading.Thread | None = None
        self._key: tuple[int, int] | None = None  # (seat, moves played) the thought is for
        self._action: Action | None = None
        self._error: BaseException | None = None
        self._done = threading.Event()
        self._lock = threading.Lock()
        self._saved_switch: float | None = None
        self._pending: int | None = None  # a seat asked for while an abandoned thought still runs

    @property
    def busy(self) -> bool:
        """A thought is running or waiting to run (its result is not ready yet)."""
        return self._pending is not None or (self._thread is not None and not self._done.is_set())

    def thinking_for(self, seat: int) -> bool:
        """A thought (running or done, not yet taken) is for this seat at the current position."""
        return self._key == (seat, len(self.match.moves))

    def start(self, seat: int) -> None:
        """Begin `match.bot_choice(seat)` in the worker. Asking again for the same seat at the same
        position while the thought runs (or waits to be taken) changes nothing: a table may call
        this every frame."""
        if self.thinking_for(seat):
            return
        self.cancel()
        if self._thread is not None and not self._done.is_set():
            # An abandoned thought still runs on the bot: never two on one match, and never a
            # frame spent waiting for it. The new thought starts when it ends (see result()).
            self._pending = seat
            return
        self._launch(seat)

    def _launch(self, seat: int) -> None:
        self._pending = None
        self._key = (seat, len(self.match.moves))
        self._action, self._error = None, None
        self._done = threading.Event()
        with self._lock:
            if self._saved_switch is None:
                self._saved_switch = sys.getswitchinterval()
                sys.setswitchinterval(THINKING_SWITCH)
        self._thread = threading.Thread(target=self._run, args=(seat, self._done), name=f"bot-{seat}", daemon=True)
        self._thread.start()

    def _run(self, seat: int, done: threading.Event) -> None:
        try:
            self._action = self.match.bot_choice(seat)
        except BaseException as exc:  # handed to the main thread by result()
            self._error = exc
        finally:
            self._restore_switch()
            done.set()

    def _restore_switch(self) -> None:
        with self._lock:
            if self._saved_switch is not None:
                sys.setswitchinterval(self._saved_switch)
                self._saved_switch = None

    def result(self) -> Action | None:
        """The decided action once, or None while thinking (or when nothing was asked). A thought
        for a position that has changed since is dropped (None); an error in the bot is raised here."""
        if self._pending is not None:
            if not self._done.is_set():
                return None
            self._launch(self._pending)
        if self._key is None or not self._done.is_set():
            return None
        key, self._key = self._key, None
        self._thread = None
        if key[1] != len(self.match.moves):
            return None
        if self._error is not None:
            error, self._error = self._error, None
            raise error
        action, self._action = self._action, None
        return action

    def cancel(self) -> None:
        """Forget the thought under way; its worker ends on its own and its result is dropped."""
        self._key = None
        self._pending = None

    def wait(self, timeout: float | None = None) -> Action | None:
        """Block until the thought is done (tests, headless runs); then as `result()`."""
        if self._pending is not None and self._thread is not None:
            self._done.wait(timeout)
            action = self.result()  # launches the waiting thought
            if action is not None:
                return action
        if self._thread is not None:
            self._done.wait(timeout)
        return self.result()
