"""The bot interface: a bot sees what a person in its seat would see, nothing more."""

from __future__ import annotations

import random
from typing import Any

from game.core import Action, Event


class Bot:
    """Base bot: observes the events its seat may see, chooses among legal actions."""

    strength = "random"

    def __init__(self, seat: int, seed: int) -> None:
        self.seat = seat
        self.rng = random.Random(seed * 7919 + seat)
        # Why the last choice was made (hard bots): a text key under "hint.<game>." and the figures
        # of the evaluation behind it; a hint shows it (game/hints.py). None: the bot said nothing.
        self.why: tuple[str, dict[str, Any]] | None = None
        # Set for a hint's bot: the reasons that cost a little more work are worked out (in play, not).
        self.explaining = False

    def observe(self, events: list[Event]) -> None:
        """Called with every event visible to this seat, in order (memory lives here)."""

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        return self.rng.choice(legal)

    # A bot whose choices depend on its own past decisions (a plan for the turn, a drive that grows
    # over quiet turns) says so: a hint's bot is then walked through the seat's past positions.
    rehearses = False

    def rehearse(self, view: dict[str, Any], legal: list[Action], played: Action, now: dict[str, Any]) -> None:
        """A hint's bot, at a past position of its seat (`played`: what the seat did there; `now`: the
        view it will be asked about): rebuild what it would have kept from deciding there itself."""

    def because(self, key: str, **params: Any) -> None:
        """Keep the reason of the choice being made (see `why`)."""
        self.why = (key, params)

    def delay(self, view: dict[str, Any], legal: list[Action]) -> float:
        """Seconds still needed before acting, from the view alone; only real-time games use it.

        The real-time runner asks every bot again after each action (a hand may have changed),
        so this is the time left from now, not a fresh total.
        """
        return 0.0


class RandomBot(Bot):
    """Uniform over legal actions: the baseline for property tests."""
