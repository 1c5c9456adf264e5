"""A game being played: the state, who sits where, and the log that replays it.

The log is the truth of a match: game, seed, seats, options, scenario, every
action (and, in real-time games, every passage of time) and every chance
outcome. Saving writes the log and the state; loading replays the log, so the
bots' memories come back exactly, and checks it lands on the saved state.
"""

from __future__ import annotations

import json
import math
import os
import stat
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game import data, hints, paths, registry
from game.bots import Bot, KeepClose
from game.core import Action, Chance, Event, GameState, visible
from game.hints import Hint
from game.paths import SaveLocked, atomic_write

SAVE_VERSION = 1
MAX_SAVE_BYTES = 64 * 1024 * 1024  # a real save is a few hundred kB; more is junk, not a game

__all__ = ["MAX_SAVE_BYTES", "SAVE_VERSION", "Match", "SaveError", "SaveLocked", "parse_options", "parse_seats"]


MAX_SEED = 2**63 - 1  # a seed is kept in saves and lab files as a JSON number; beyond 64 bits it is junk


def parse_seed(text: str) -> int:
    """A seed typed on a command line: a whole number from 0 to MAX_SEED, else ValueError in one short
    line (a 5,000-digit number is a slip, not a game to replay)."""
    if len(text) > 24:
        raise ValueError(f"the seed must be a whole number from 0 to {MAX_SEED}, not '{text[:24]}...'")
    try:
        n = int(text)
    except ValueError:
        raise ValueError(f"the seed must be a whole number, not '{text}'") from None
    if not 0 <= n <= MAX_SEED:
        raise ValueError(f"the seed must be a whole number from 0 to {MAX_SEED}, not '{text}'")
    return n


class SaveError(Exception):
    """A save that cannot be used (corrupt, from another game, unreadable)."""


def check_seat(seat: Any) -> None:
    """'human', 'remote' (a person on another machine, hosted games) or 'bot:<strength>': any other
    seat would leave the table waiting for nobody."""
    if seat in ("human", "remote"):
        return
    if isinstance(seat, str) and seat.startswith("bot:") and seat[4:] in registry.ALL_STRENGTHS:
        return
    raise ValueError(f"bad seat {seat!r}: use human, remote or bot:close, bot:easy, bot:medium, bot:hard")


def scenario_ref(scenario: str) -> str:
    """How a save names its scenario: relative to the install folder when inside it, else absolute,
    so that a saved scenario game resumes from any working directory."""
    p = Path(scenario)
    if not p.is_absolute() and not p.exists():
        p = paths.root() / p
    p = p.resolve()
    try:
        return p.relative_to(paths.root().resolve()).as_posix()
    except ValueError:
        return str(p)


def scenario_file(ref: str) -> Path:
    """The file a scenario reference names (see scenario_ref); older saves were relative to the cwd."""
    p = Path(ref)
    if p.is_absolute():
        return p
    inside = paths.root() / p
    return inside if inside.exists() or not p.exists() else p


def parse_seats(text: str) -> list[str]:
    """'human,bot:hard' -> ['human', 'bot:hard'], checked."""
    seats = [s.strip() for s in text.split(",") if s.strip()]
    for s in seats:
        if s == "human":
            continue
        if s.startswith("bot:") and s[4:] in registry.ALL_STRENGTHS:
            continue
        raise ValueError(f"bad seat '{s}': use human or bot:close, bot:easy, bot:medium, bot:hard"
                         " (Monsters: bot:beginner too)")
    return seats


def parse_options(pairs: list[str] | None) -> dict[str, Any]:
    """['players_mode=teams', 'rounds=3'] -> {'players_mode': 'teams', 'rounds': 3}; the match checks them."""
    out: dict[str, Any] = {}
    for pair in pairs or []:
        if "=" not in pair:
            raise ValueError(f"--option takes KEY=VALUE, not '{pair}'")
        key, value = pair.split("=", 1)
        out[key] = int(value) if value.lstrip("-").isdigit() else value
    return out


class Match:
    """State + seats + log. `play` is the only way the state changes."""

    def __init__(
        self,
        game_id: str,
        seats: list[str],
        seed: int = 0,
        options: dict[str, Any] | None = None,
        scenario: str | None = None,
        chance_script: dict[str, list[Any]] | None = None,
    ) -> None:
        self.spec = registry.get(game_id)
        if not isinstance(seats, list | tuple):
            raise ValueError(f"seats must be a list, not {type(seats).__name__}")
        for seat in seats:
            check_seat(seat)
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise ValueError(f"the seed must be a whole number, not {seed!r}")
        lo, hi = self.spec.seats
        if not lo <= len(seats) <= hi:
            raise ValueError(f"{game_id} is for {lo} to {hi} seats, not {len(seats)}")
        self.game_id = game_id
        self.seats = list(seats)
        self.seed = seed
        self.options = {**self.spec.default_options(), **(options or {})}
        for key, value in self.options.items():
            allowed = self.spec.options.get(key)
            if allowed is None:
                raise ValueError(f"{game_id} has no option '{key}' (options: {', '.join(self.spec.options) or 'none'})")
            if value not in allowed:
                raise ValueError(f"option {key}={value!r} must be one of {allowed}")
        self.scenario = scenario_ref(scenario) if scenario else None
        self.names: list[str] = []  # seat names typed on the setup screen ("" = the default name)
        # When the game began (its journal's name, game/journal.py) and the testers' notes, each tied
        # to the number of moves played when it was written: [moves, seat, text].
        self.started = time.strftime("%Y-%m-%dT%H:%M:%S")
        self.notes: list[list[Any]] = []
        chance = Chance(seed, chance_script)
        if self.scenario:
            if self.spec.from_scenario is None:
                raise ValueError(f"{game_id} has no scenarios")
            self.state: GameState = self.spec.from_scenario(data.load(scenario_file(self.scenario)), chance)
            if self.state.num_seats != len(seats):
                raise ValueError(f"the scenario is for {self.state.num_seats} seats, not {len(seats)}")
        else:
            engine_options = dict(self.options)
            if self.spec.engine_options is not None:  # a ruling that depends on who sits at the table
                engine_options = self.spec.engine_options(engine_options, list(seats))
            self.state = self.spec.new_state(len(seats), chance, engine_options)
        self.moves: list[list[Any]] = []  # [seat, "action"] or ["time", seconds]
        self.bots: dict[int, Bot] = {}
        for i, s in enumerate(seats):
            if s.startswith("bot:") and s[4:] not in self.spec.strengths:
                choices = ", ".join(self.spec.strengths)
                raise ValueError(f"{game_id} has no bot strength '{s[4:]}' (choose from {choices})")
            if s.startswith("bot:"):
                self.bots[i] = self.spec.make_bot(s[4:], i, seed)
        self.clock = 0.0
        self.opening_events: list[Event] = list(getattr(self.state, "setup_events", []))
        # Every event so far, move by move: history[0] is the opening, history[i + 1] what moves[i] caused.
        # Tables rebuild a viewer's log from it (a resumed game shows its whole log) and replays step through it.
        self.history: list[list[Event]] = [self.opening_events]
        self._tell_bots(self.opening_events)

    # -- playing ------------------------------------------------------------------
    def close_record(self) -> dict[int, dict[str, int]]:
        """For each seat at the first-game level: its choices made at each of its levels (strength ->
        count, weakest first), choices being the moves it made among more than one (the results say
        how it played)."""
        return {s: {lv.strength: n for lv, n in zip(b.levels, b.level_choices, strict=True)}
                for s, b in self.bots.items() if isinstance(b, KeepClose)}

    def close_levels(self) -> dict[int, str]:
        """For each seat at the first-game level that has moved: the strength its latest turn was played
        at (the table says when that changes)."""
        return {s: b.playing for s, b in self.bots.items() if isinstance(b, KeepClose) and b.playing is not None}

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s == "human"]

    def play(self, seat: int, action: Action) -> list[Event]:
        bot = self.bots.get(seat)
        if bot is not None and bot.follows_own_moves:
            bot.own_move(self.state.view(seat), self.state.legal_actions(seat), action)
        events = self.state.apply(seat, action)
        self.moves.append([seat, str(action)])
        self.history.append(events)
        self._tell_bots(events)
        return events

    def pass_time(self, seconds: float) -> list[Event]:
        """Real-time games: the hourglass and the bots' clocks move on."""
        if isinstance(seconds, bool) or not isinstance(seconds, int | float) or not math.isfinite(seconds):
            raise ValueError(f"time passes by a finite number of seconds, not {seconds!r}")
        if seconds < 0:
            raise ValueError("time does not run backwards")
        self.clock += seconds
        advance = getattr(self.state, "advance_time", None)
        if advance is None:
            return []
        events: list[Event] = advance(seconds)
        self.moves.append(["time", seconds])
        self.history.append(events)
        self._tell_bots(events)
        return events

    def bot_seed(self, seat: int, moves: int, salt: int) -> int:
        """Bots draw their whims from (seed, seat, moves so far): a loaded game plays on identically
        (salt 1 while observing, 2 while choosing); a hint's bot draws the same (game/hints.py)."""
        return (self.seed * 1_000_003 + seat * 7919 + moves) * 4 + salt

    def _bot_rng(self, seat: int, salt: int) -> None:
        self.bots[seat].rng.seed(self.bot_seed(seat, len(self.moves), salt))

    def _tell_bots(self, events: list[Event]) -> None:
        for seat, bot in self.bots.items():
            seen = visible(events, seat)
            if seen:
                self._bot_rng(seat, 1)
                bot.observe(seen)

    def bot_to_act(self) -> int | None:
        """The first bot among the seats that may act now, or None."""
        if self.state.is_over:
            return None
        for seat in self.state.actors():
            if seat in self.bots:
                return seat
        return None

    def bot_choice(self, seat: int) -> Action:
        self._bot_rng(seat, 2)
        return self.bots[seat].choose(self.state.view(seat), self.state.legal_actions(seat))

    def hint(self, seat: int) -> Hint | None:
        """What a good player (the hard bot) would do for `seat` now, and why, from what that seat
        has seen only; None when it may not act (game/hints.py)."""
        return hints.hint(self, seat)

    def bot_step(self) -> tuple[int, Action, list[Event]] | None:
        seat = self.bot_to_act()
        if seat is None:
            return None
        action = self.bot_choice(seat)
        return seat, action, self.play(seat, action)

    def run_bots(self, max_steps: int = 100_000) -> None:
        """Play until the game ends or a human must act (headless: simulate, tests)."""
        steps = 0
        while not self.state.is_over and steps < max_steps:
            if self.spec.realtime:
                if not self._realtime_step():
                    return
            elif self.bot_step() is None:
                return
            steps += 1

    def _realtime_step(self) -> bool:
        """Among the bots that may act, the quickest thinker acts after its delay."""
        ready = [s for s in self.state.actors() if s in self.bots]
        if not ready:
            return False
        timed = []
        for s in ready:
            view, legal = self.state.view(s), self.state.legal_actions(s)
            if legal:
                timed.append((self.bots[s].delay(view, legal), s))
        if not timed:
            return False
        wait, seat = min(timed)
        if wait > 0:
            self.pass_time(wait)
            if self.state.is_over or seat not in self.state.actors():
                return True
        legal = self.state.legal_actions(seat)
        if legal:
            self.play(seat, self.bot_choice(seat))
        return True

    # -- saving -------------------------------------------------------------------
    def log(self) -> dict[str, Any]:
        return {
            "game": self.game_id,
            "seed": self.seed,
            "seats": self.seats,
            "options": self.options,
            "scenario": self.scenario,
            "moves": self.moves,
            "chance": self.state.chance.record,
            **({"names": self.names} if any(self.names) else {}),
            "started": self.started,
            **({"notes": self.notes} if self.notes else {}),
        }

    def to_json(self) -> dict[str, Any]:
        out = {"version": SAVE_VERSION, "saved": time.time(), "log": self.log(), "state": self.state.to_json()}
        if self.state.is_over:  # the archive lists who won without replaying the game
            res = self.state.result()
            out["result"] = {"winners": list(res.winners), "scores": list(res.scores), "reason": res.reason}
        return out

    def save(self, path: Path) -> None:
        """Write atomically. The first save takes the file's lock: another live client on the same
        save raises SaveLocked (an OSError) instead of silently overwriting it."""
        paths.acquire_lock(Path(path))
        atomic_write(path, json.dumps(self.to_json(), separators=(",", ":"), allow_nan=False))

    @classmethod
    def replay(cls, log: dict[str, Any], before: Callable[[Match, int, Action], None] | None = None) -> Match:
        """Rebuild a match from its log: same seed, same actions, same luck. `before(match, seat,
        action)` is told each action before it is played (a hint's bot rehearses its seat's turns)."""
        script = Chance.script_from_record(log.get("chance", []))
        options = {**registry.get(log["game"]).saved_before, **(log.get("options") or {})}
        m = cls(
            log["game"],
            list(log["seats"]),
            int(log["seed"]),
            options,
            log.get("scenario"),
            chance_script=script,
        )
        m.names = [str(n) for n in log.get("names") or []]
        if isinstance(log.get("started"), str):
            m.started = log["started"][:40]
        m.notes = [[int(n[0]), n[1] if isinstance(n[1], int) else None, str(n[2])[:300]]
                   for n in log.get("notes") or [] if isinstance(n, list) and len(n) == 3 and isinstance(n[0], int)]
        for move in log["moves"]:
            if move[0] == "time":
                m.pass_time(float(move[1]))
            else:
                action = Action.parse(move[1])
                if before is not None:
                    before(m, int(move[0]), action)
                m.play(int(move[0]), action)
        return m

    @staticmethod
    def read_save(path: Path) -> dict[str, Any]:
        """The save's JSON object, or SaveError in words: missing, not a regular file, too big, not JSON.

        The file's type is checked before it is opened: a FIFO or /dev/zero would block or never end.
        """
        path = Path(path)
        try:
            st = os.stat(path)
        except FileNotFoundError:
            raise SaveError(f"no save at {path}") from None
        except OSError as exc:
            raise SaveError(f"{path}: cannot read the save ({exc.strerror or exc})") from None
        if not stat.S_ISREG(st.st_mode):
            kind = "a folder" if stat.S_ISDIR(st.st_mode) else "not a regular file"
            raise SaveError(f"{path}: {kind}, not a save")
        if st.st_size > MAX_SAVE_BYTES:
            raise SaveError(f"{path}: {st.st_size} bytes is too big for a save (at most {MAX_SAVE_BYTES})")
        try:
            with open(path, "rb") as fh:
                blob = fh.read(MAX_SAVE_BYTES + 1)
        except OSError as exc:
            raise SaveError(f"{path}: cannot read the save ({exc.strerror or exc})") from None
        if len(blob) > MAX_SAVE_BYTES:
            raise SaveError(f"{path}: too big for a save (at most {MAX_SAVE_BYTES} bytes)")
        try:
            raw = json.loads(blob.decode("utf-8"), parse_constant=_no_constant)
        except UnicodeDecodeError:
            raise SaveError(f"{path}: corrupt save (not UTF-8 text)") from None
        except RecursionError:
            raise SaveError(f"{path}: corrupt save (nested too deep)") from None
        except ValueError as exc:
            raise SaveError(f"{path}: corrupt save (not JSON: {str(exc).splitlines()[0]})") from None
        if not isinstance(raw, dict):
            raise SaveError(f"{path}: corrupt save (not a JSON object)")
        if raw.get("version") != SAVE_VERSION:
            raise SaveError(f"{path}: unknown save version {raw.get('version')!r}")
        log, state = raw.get("log"), raw.get("state")
        if not isinstance(log, dict):
            raise SaveError(f"{path}: corrupt save (the 'log' field is not an object)")
        if not isinstance(state, dict) or not isinstance(state.get("state"), dict):
            raise SaveError(f"{path}: corrupt save (the 'state' field is not a saved position)")
        expected: tuple[tuple[str, type], ...] = (("game", str), ("seats", list), ("moves", list))
        for field_name, field_type in expected:
            if not isinstance(log.get(field_name), field_type):
                raise SaveError(f"{path}: corrupt save (log.{field_name} is missing or not a {field_type.__name__})")
        return raw

    @classmethod
    def load(cls, path: Path, game: str | None = None) -> Match:
        """Replay a save. `game`: the game the caller expects; a save of another game is refused,
        naming both. A save open in another live client raises SaveLocked (it is not corrupt)."""
        raw = cls.read_save(path)
        saved_game = raw["log"]["game"]
        if game is not None and saved_game != game:
            raise SaveError(f"{path} is a save of {saved_game}, not of {game}")
        owner = paths.lock_owner(Path(path))
        if owner is not None:
            raise SaveLocked(f"{path} is open in another client (process {owner})")
        try:
            m = cls.replay(raw["log"])
        except SaveError:
            raise
        except (OSError, ValueError, KeyError, TypeError, IndexError, AttributeError) as exc:
            raise SaveError(f"{path}: corrupt save ({type(exc).__name__}: {exc})") from None
        except RecursionError:
            raise SaveError(f"{path}: corrupt save (nested too deep)") from None
        except Exception as exc:  # an engine refusing the log is a corrupt save too
            raise SaveError(f"{path}: the save does not replay ({type(exc).__name__}: {exc})") from None
        if m.state.to_json()["state"] != raw["state"]["state"]:
            raise SaveError(f"{path}: the log does not lead to the saved position")
        return m


def _no_constant(name: str) -> Any:
    """NaN and Infinity are not JSON: a save holding one was edited or broken."""
    raise ValueError(f"{name} is not a number a save may hold")
