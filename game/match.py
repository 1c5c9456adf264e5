"""A game being played: the state, who sits where, and the log that replays it.

The log is the truth of a match: game, seed, seats, options, scenario, every
action (and, in real-time games, every passage of time) and every chance
outcome. Saving writes the log and the state; loading replays the log, so the
bots' memories come back exactly, and checks it lands on the saved state.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from game import registry
from game.bots import Bot
from game.core import Action, Chance, Event, GameState, visible
from game.paths import atomic_write

SAVE_VERSION = 1


class SaveError(Exception):
    """A save that cannot be used (corrupt, from another game, unreadable)."""


def parse_seats(text: str) -> list[str]:
    """'human,bot:hard' -> ['human', 'bot:hard'], checked."""
    seats = [s.strip() for s in text.split(",") if s.strip()]
    for s in seats:
        if s == "human":
            continue
        if s.startswith("bot:") and s[4:] in registry.BOT_STRENGTHS:
            continue
        raise ValueError(f"bad seat '{s}': use human or bot:easy, bot:medium, bot:hard")
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
        self.scenario = scenario
        self.names: list[str] = []  # seat names typed on the setup screen ("" = the default name)
        chance = Chance(seed, chance_script)
        if scenario:
            from game import data

            if self.spec.from_scenario is None:
                raise ValueError(f"{game_id} has no scenarios")
            self.state: GameState = self.spec.from_scenario(data.load(scenario), chance)
            if self.state.num_seats != len(seats):
                raise ValueError(f"the scenario is for {self.state.num_seats} seats, not {len(seats)}")
        else:
            self.state = self.spec.new_state(len(seats), chance, self.options)
        self.moves: list[list[Any]] = []  # [seat, "action"] or ["time", seconds]
        self.bots: dict[int, Bot] = {}
        for i, s in enumerate(seats):
            if s.startswith("bot:"):
                self.bots[i] = self.spec.make_bot(s[4:], i, seed)
        self.clock = 0.0
        self.opening_events: list[Event] = list(getattr(self.state, "setup_events", []))
        # Every event so far, move by move: history[0] is the opening, history[i + 1] what moves[i] caused.
        # Tables rebuild a viewer's log from it (a resumed game shows its whole log) and replays step through it.
        self.history: list[list[Event]] = [self.opening_events]
        self._tell_bots(self.opening_events)

    # -- playing ------------------------------------------------------------------
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s == "human"]

    def play(self, seat: int, action: Action) -> list[Event]:
        events = self.state.apply(seat, action)
        self.moves.append([seat, str(action)])
        self.history.append(events)
        self._tell_bots(events)
        return events

    def pass_time(self, seconds: float) -> list[Event]:
        """Real-time games: the hourglass and the bots' clocks move on."""
        self.clock += seconds
        advance = getattr(self.state, "advance_time", None)
        if advance is None:
            return []
        events: list[Event] = advance(seconds)
        self.moves.append(["time", seconds])
        self.history.append(events)
        self._tell_bots(events)
        return events

    def _bot_rng(self, seat: int, salt: int) -> None:
        """Bots draw their whims from (seed, seat, moves so far): a loaded game plays on identically."""
        self.bots[seat].rng.seed((self.seed * 1_000_003 + seat * 7919 + len(self.moves)) * 4 + salt)

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
        }

    def to_json(self) -> dict[str, Any]:
        return {"version": SAVE_VERSION, "saved": time.time(), "log": self.log(), "state": self.state.to_json()}

    def save(self, path: Path) -> None:
        atomic_write(path, json.dumps(self.to_json(), separators=(",", ":")))

    @classmethod
    def replay(cls, log: dict[str, Any]) -> Match:
        """Rebuild a match from its log: same seed, same actions, same luck."""
        script = Chance.script_from_record(log.get("chance", []))
        m = cls(
            log["game"],
            list(log["seats"]),
            int(log["seed"]),
            dict(log.get("options") or {}),
            log.get("scenario"),
            chance_script=script,
        )
        m.names = [str(n) for n in log.get("names") or []]
        for move in log["moves"]:
            if move[0] == "time":
                m.pass_time(float(move[1]))
            else:
                m.play(int(move[0]), Action.parse(move[1]))
        return m

    @classmethod
    def load(cls, path: Path) -> Match:
        try:
            raw = json.loads(Path(path).read_text(encoding="utf-8"))
            if raw.get("version") != SAVE_VERSION:
                raise SaveError(f"{path}: unknown save version {raw.get('version')!r}")
            m = cls.replay(raw["log"])
        except SaveError:
            raise
        except (OSError, ValueError, KeyError, TypeError, IndexError) as exc:
            raise SaveError(f"{path}: corrupt save ({type(exc).__name__}: {exc})") from None
        except Exception as exc:  # an engine refusing the log is a corrupt save too
            raise SaveError(f"{path}: the save does not replay ({type(exc).__name__}: {exc})") from None
        saved = raw.get("state", {}).get("state")
        if saved is not None and m.state.to_json()["state"] != saved:
            raise SaveError(f"{path}: the log does not lead to the saved position")
        return m
