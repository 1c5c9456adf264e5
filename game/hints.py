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

import copy
import threading
import weakref
from dataclasses import dataclass, field
from typing import Any

from game.core import Action, GameState, visible

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


@dataclass
class Rehearsed:
    """A hint's bot walked through its seat's past positions up to move `k`, with the position there:
    the seat's next hint goes on from it instead of walking the whole log again. Elem Master's hints
    walked every past move, and re-made the turn's plan at each of the turn's positions (one search
    each): most of a game's hints' time, and a good part of the suite's.

    Two are kept per seat: `settled`, before the first position whose rehearsal depends on the
    position asked about (`Bot.settles`), good for any later hint; and `chosen`, the bot just after it
    chose the hint at move `k` (`chosen` set), good for a later hint of the same turn, which would
    have made that very choice again when rehearsing move `k` (same position, same seed)."""

    bot: Any
    state: GameState
    moves: list[list[Any]]  # the log's moves before `k`
    chance: int  # the log's chance record's length when it was kept (its outcomes up to it are scripted)
    chosen: Action | None = None
    asked: dict[str, Any] | None = None  # the view the choice was made at

    @property
    def k(self) -> int:
        return len(self.moves)


# Per match and (seat, kind), the rehearsals kept; taken out by the hint that goes on from one (a hint
# decides in a worker thread: two at once never share one).
_REHEARSED: weakref.WeakKeyDictionary[Any, dict[tuple[int, str], Rehearsed]] = weakref.WeakKeyDictionary()
_LOCK = threading.Lock()


def _take(match: Any, key: tuple[int, str], moves: list[list[Any]], chance: list[Any]) -> Rehearsed | None:
    """A kept rehearsal if the log still begins with what it walked (an undo may have changed the
    past), else None."""
    if match is None:
        return None
    with _LOCK:
        kept = _REHEARSED.get(match, {}).pop(key, None)
    if kept is None or kept.k > len(moves) or kept.chance > len(chance) or moves[: kept.k] != kept.moves:
        return None
    return kept


def _keep(match: Any, key: tuple[int, str], kept: Rehearsed) -> None:
    if match is not None:
        with _LOCK:
            _REHEARSED.setdefault(match, {})[key] = kept


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
        self.match_ref = weakref.ref(match)
        self.bot_seed = match.bot_seed
        self.walked: Rehearsed | None = None  # where `_walk` left the bot and the position

    def _rehearse(self, match: Match, seat: int, action: Action) -> None:
        if seat == self.seat:
            self.bot.rng.seed(match.bot_seed(seat, len(match.moves), 2))
            self.bot.rehearse(match.state.view(seat), match.state.legal_actions(seat), action, self.view)

    def _walk(self, log: dict[str, Any]) -> None:
        """Rehearse the seat's past positions (`Bot.rehearse`), going on from a kept rehearsal where
        one still holds (`Rehearsed`), and keep the new settled one for the next hints."""
        moves, record = log["moves"], log["chance"]
        match = self.match_ref()
        settled = (self.seat, "settled")
        kept = _take(match, (self.seat, "chosen"), moves, record)
        if kept is not None and (kept.k >= len(moves) or kept.asked is None or self.bot.settles(kept.asked, self.view)):
            # asked again where it chose (the choice is to be made again, from before it), or chosen in
            # an earlier turn (rehearsing there goes another way now)
            kept = None
        keep = kept is None
        if kept is None:
            kept = _take(match, settled, moves, record)
        if kept is None:
            bot, k = self.bot, 0
            state = self.replay({**log, "moves": []}).state  # the start, every outcome of the log scripted
        else:
            bot, state, k = kept.bot, kept.state, kept.k
            for label, value in record[kept.chance:]:  # the outcomes recorded since, in their order
                state.chance.script.setdefault(label, []).append(value)
        for i in range(k, len(moves)):
            seat, what = moves[i]
            if seat == "time":
                state.advance_time(float(what))
                continue
            action = Action.parse(what)
            if seat == self.seat:
                if i == k and kept is not None and kept.chosen is not None:
                    bot.rehearsed(kept.chosen, action)  # the choice it made there, as the hint
                else:
                    view = state.view(seat)
                    if keep and not bot.settles(view, self.view):
                        _keep(match, settled, Rehearsed(copy.deepcopy(bot), state.clone(), moves[:i], len(record)))
                        keep = False
                    bot.rng.seed(self.bot_seed(seat, i, 2))
                    bot.rehearse(view, state.legal_actions(seat), action, self.view)
            state.apply(int(seat), action)
        if keep:
            _keep(match, settled, Rehearsed(copy.deepcopy(bot), state.clone(), list(moves), len(record)))
        self.bot = bot
        self.walked = Rehearsed(bot, state, list(moves), len(record))

    def decide(self) -> Hint:
        """The bot's choice and its reason (a bot that says nothing: the only move, or its kind)."""
        if self.log is not None:
            if self.bot.rehearsal_settles:
                self._walk(self.log)
            else:
                self.replay(self.log, self._rehearse)
        self.bot.rng.seed(self.seed_now)
        self.bot.why = None
        action = self.bot.choose(self.view, self.legal)
        if self.walked is not None:  # the seat's next hint this turn goes on from this choice
            w = self.walked
            _keep(self.match_ref(), (self.seat, "chosen"),
                  Rehearsed(copy.deepcopy(self.bot), w.state, w.moves, w.chance, action, self.view))
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
