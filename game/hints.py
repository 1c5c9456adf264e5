"""Hints: "what would a good player do?" — the hard bot's move for a seat, with its reason.

A hint is asked for a seat that may act. It is decided by a hard bot made afresh for that seat
and told only what the seat has seen (the events visible to it, in order, then its view and its
legal actions): every hard bot decides from its view and its own memory (game/bots.py), so a hint
never leaks a secret the seat could not know. The bot's whims are drawn as a match seeds them
(`Match.bot_seed`), so the hint for a seat that a hard bot plays is that bot's very choice. A bot
that keeps state from its own past decisions (Elem Master's: the turn's plan, a drive that grows over
quiet turns, the starting army) says so (`Bot.rehearses`) and is walked through its seat's past
positions on a replay of the log, given there too only the seat's view (`Bot.rehearse`).

The reason is the bot's own: while it decides, a hard bot keeps `why` (a text key under
`hint.<game>.` and its values), and the hint carries it. The figures of its evaluation choose which
plain words are said (what the move gains or prevents, the clicks in order) and are never shown:
a newcomer reads the card, tile or cell as the table labels it, not a win share.

Deciding may take a moment (a search over sampled worlds), so `HintJob` decides in a worker
thread on a snapshot (the fresh bot, the view, the legal actions): the match is never touched
by it and may go on meanwhile; a hint whose position has changed since is dropped.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any

from game.core import Action, visible

# `game.match.Match` (which offers `Match.hint`): typed loosely here, as importing it would close a cycle.
Match = Any

HINT_STRENGTH = "hard"


@dataclass(frozen=True)
class Hint:
    """The move a good player would make, and why, in a text key and its values."""

    seat: int
    action: Action
    reason: str  # a text key under "hint.<game>." (data/i18n/*.yaml)
    params: dict[str, Any] = field(default_factory=dict)
    at: int = 0  # the decisions played when it was asked (real-time games: time passing is none)


def decisions(match: Match) -> int:
    """The moves a seat chose so far (a passage of time is not one): a hint holds until the next."""
    return sum(1 for m in match.moves if m[0] != "time")


class Advisor:
    """A hard bot for one seat, told what that seat has seen, ready to decide on a snapshot."""

    def __init__(self, match: Match, seat: int) -> None:
        self.game_id = match.game_id
        self.seat = seat
        self.at = decisions(match)
        self.bot = match.spec.make_bot(HINT_STRENGTH, seat, match.seed)
        self.bot.explaining = True
        for moves, events in enumerate(match.history):
            seen = visible(events, seat)
            if seen:
                self.bot.rng.seed(match.bot_seed(seat, moves, 1))
                self.bot.observe(seen)
        self.seed_now = match.bot_seed(seat, len(match.moves), 2)
        self.view = match.state.view(seat)
        self.legal = match.state.legal_actions(seat)
        # A bot that keeps state from its own decisions walks the seat's past positions again, on a
        # replay of the log (in `decide`, beside the window): a copy, so the match may go on.
        self.log = None
        if self.bot.rehearses:
            played, chance = [list(m) for m in match.moves], list(match.state.chance.record)
            self.log = {**match.log(), "moves": played, "chance": chance}
        self.replay = type(match).replay

    def _rehearse(self, match: Match, seat: int, action: Action) -> None:
        if seat == self.seat:
            self.bot.rng.seed(match.bot_seed(seat, len(match.moves), 2))
            self.bot.rehearse(match.state.view(seat), match.state.legal_actions(seat), action, self.view)

    def decide(self) -> Hint:
        """The bot's choice and its reason (a bot that says nothing: the only move, or its kind)."""
        if self.log is not None:
            self.replay(self.log, self._rehearse)
        self.bot.rng.seed(self.seed_now)
        self.bot.why = None
        action = self.bot.choose(self.view, self.legal)
        why = self.bot.why
        if why is None:
            why = ("only" if len(self.legal) == 1 else "plain", {"count": len(self.legal)})
        key, params = why
        return Hint(self.seat, action, str(key), dict(params), self.at)


def hint(match: Match, seat: int) -> Hint | None:
    """The hint for `seat` now, decided here (tests, the demo); None when the seat may not act."""
    if match.state.is_over or seat not in match.state.actors() or not match.state.legal_actions(seat):
        return None
    return Advisor(match, seat).decide()


class HintJob:
    """One hint decided in a worker thread; `result()` once it is ready (None before, or when stale)."""

    def __init__(self, match: Match, seat: int, threaded: bool = True) -> None:
        self.match = match
        self.advisor = Advisor(match, seat)
        self._hint: Hint | None = None
        self.error: BaseException | None = None
        self._done = threading.Event()
        if threaded:
            threading.Thread(target=self._run, name=f"hint-{seat}", daemon=True).start()
        else:
            self._run()

    @property
    def seat(self) -> int:
        return self.advisor.seat

    def _run(self) -> None:
        try:
            self._hint = self.advisor.decide()
        except BaseException as exc:  # handed over by result()
            self.error = exc
        finally:
            self._done.set()

    @property
    def done(self) -> bool:
        return self._done.is_set()

    def stale(self) -> bool:
        """The position the hint was asked for has changed (somebody acted)."""
        return decisions(self.match) != self.advisor.at or self.match.state.is_over

    def result(self) -> Hint | None:
        if not self._done.is_set() or self.stale():
            return None
        if self.error is not None:
            raise self.error
        return self._hint

    def wait(self, timeout: float | None = None) -> Hint | None:
        """Block until decided (tests, headless runs)."""
        self._done.wait(timeout)
        return self.result()
