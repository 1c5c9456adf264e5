"""The bot interface: a bot sees what a person in its seat would see, nothing more."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game import data, paths
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

    # A rehearsing bot whose rehearsal of a past position stops depending on the position asked about
    # once that one is far enough on (`settles`), and whose `observe` keeps nothing (its memory is what
    # it rehearses): a hint then goes on from the last hint's rehearsal instead of walking the whole log.
    rehearsal_settles = False

    def settles(self, view: dict[str, Any], now: dict[str, Any]) -> bool:
        """Whether rehearsing at `view` is the same for `now` and for any later position asked about."""
        return False

    def rehearsed(self, chosen: Action, played: Action) -> None:
        """What `rehearse` does at a position of the asked turn after choosing `chosen` there, the seat
        having played `played` (a settling bot: the choice is the kept hint's, not made again)."""

    # A bot that keeps something from its own moves (which level played a turn) says so: the match then
    # tells it each of its seat's moves as it is played, live and in a replay alike (`own_move`), so
    # that a resumed or undone game keeps what an uninterrupted one would have.
    follows_own_moves = False

    def own_move(self, view: dict[str, Any], legal: list[Action], action: Action) -> None:
        """This seat plays `action` among `legal` at `view` (only for `follows_own_moves`)."""

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


# -- the level for a first game ---------------------------------------------------------------------
CLOSE = "close"  # « sur mesure »: the level a new bot seat starts at (offered just above the weakest)


@dataclass(frozen=True)
class CloseSettings:
    """How the first-game level of one game plays (data/bots.yaml)."""

    low: str  # the strength it plays at while level or ahead
    high: str  # the strength it plays at once it trails
    behind: float  # how far behind, in the game's own score (`GameSpec.lead`), before it plays `high`
    # how many of its own turns in a row the lead must call for the other level before it switches
    # (1: at once); a game whose views have no turns (Monsters, real time) chooses at every move
    settle: int = 1


@data.cached
def close_settings(game_id: str, strengths: tuple[str, ...]) -> CloseSettings:
    """The game's entry of data/bots.yaml, checked: `file:line: what is wrong` on a bad value."""
    root = data.load(paths.data_dir() / "bots.yaml")
    node = root[game_id].only_keys("low", "high", "behind", "settle")
    plain = tuple(s for s in strengths if s != CLOSE)
    low, high = node["low"].str(plain), node["high"].str(plain)
    if plain.index(low) >= plain.index(high):
        raise node["high"].error(f"high ('{high}') must be a stronger level than low ('{low}')")
    settle = node.get("settle", 1).int(1, 5)
    return CloseSettings(low, high, node["behind"].number(lo=0.5), settle)


class KeepClose(Bot):
    """The first-game level: it plays as a weak bot while it is level or ahead, and as a stronger
    one while it trails by `behind` or more, so that a newcomer's first game stays close to the end.

    Every newcomer of issue 24's rounds 16 and 17 beat the easiest bot without a fight, and four of
    five said that lack of tension was what their first game missed. Both bots see every event the
    seat sees (each keeps its own memory), so the switch costs nothing in knowledge, and `lead` reads
    the view alone: the bot never sees more than its seat may.

    The level is chosen at the seat's first move of a turn (a view's "turn") and kept to the turn's
    end: chosen afresh at every move, an Elem Master bot that caught up by its first attack spent its
    two other points as the easy bot, half of another plan (nc20: "it went soft"). The turn's level is
    kept from the moves played (`own_move`), which a resumed game replays, so it plays on as it would have.

    It switches only once the lead has called for the other level at `settle` of its own turns in a
    row (a move in another seat's turn, a Kaiju cancel, keeps the level without counting): switching at
    once, it met a newcomer who had followed Conseil on turn 1 with the hard bot on turn 2 and went back
    to the easy one on turn 3 (nc34, Elem Master: « C'est l'aide du jeu elle-même qui m'a fait mener »;
    Elemons: after one lucky pair). The count is kept from the moves played too.
    """

    strength = CLOSE
    follows_own_moves = True

    def __init__(self, seat: int, seed: int, low: Bot, high: Bot,
                 lead: Callable[[dict[str, Any], int], float], behind: float, settle: int = 1) -> None:
        super().__init__(seat, seed)
        self.low, self.high = low, high
        self.lead = lead
        self.behind = behind
        self.settle = settle
        self._turn: Any = None  # the turn whose level is kept, and that level
        self._kept: Bot | None = None
        self._strong = False  # the level its latest own turn settled on (strong or not) ...
        self._calls = 0  # ... and how many of its own turns in a row since have called for the other
        # how it played: choices (more than one legal action) made as `high`, and in all
        self.high_choices = 0
        self.choices = 0

    def pick(self, view: dict[str, Any]) -> Bot:
        """The bot to play now: the turn's level once the seat has moved in this turn, else the strong
        one while this seat trails by `behind` or more (for `settle` of its turns in a row)."""
        turn = view.get("turn")
        if self._kept is not None and turn is not None and turn == self._turn:
            return self._kept
        return self.high if self._settled(view)[0] else self.low

    def _settled(self, view: dict[str, Any]) -> tuple[bool, int]:
        """At the first move of a turn: whether it plays strong, and the count of its own turns in a
        row that have called for the other level (`_calls` once the move is played)."""
        trails = self.lead(view, self.seat) <= -self.behind
        if view.get("turn") is None or self.settle <= 1:  # no turns (real time), or at once: as it is now
            return trails, 0
        if view.get("current", view.get("active", self.seat)) != self.seat:  # another's turn: kept, uncounted
            return self._strong, self._calls
        if trails == self._strong:
            return self._strong, 0
        if self._calls + 1 >= self.settle:
            return trails, 0
        return self._strong, self._calls + 1

    @property
    def playing_high(self) -> bool | None:
        """Whether its latest turn was played as the strong level (None before its first move)."""
        return None if self._kept is None else self._kept is self.high

    def own_move(self, view: dict[str, Any], legal: list[Action], action: Action) -> None:
        turn = view.get("turn")
        if self._kept is None or turn is None or turn != self._turn:  # a turn's first move: settle it
            self._strong, self._calls = self._settled(view)
            bot = self.high if self._strong else self.low  # what `pick` chose: the lead read once, not twice
        else:
            bot = self._kept
        self._turn, self._kept = turn, bot
        if len(legal) > 1:
            self.choices += 1
            self.high_choices += bot is self.high

    def observe(self, events: list[Event]) -> None:
        self.low.observe(events)
        self.high.observe(events)

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        bot = self.pick(view)
        action = bot.choose(view, legal)
        self.why = bot.why
        return action

    def delay(self, view: dict[str, Any], legal: list[Action]) -> float:
        return self.pick(view).delay(view, legal)


def keep_close(game_id: str, strengths: tuple[str, ...], make_bot: Callable[[str, int, int], Any],
               lead: Callable[[dict[str, Any], int], float]) -> Callable[[str, int, int], Any]:
    """`make_bot` that also builds the first-game level (`CLOSE`), from the game's data/bots.yaml entry."""

    def make(strength: str, seat: int, seed: int) -> Any:
        if strength != CLOSE:
            return make_bot(strength, seat, seed)
        s = close_settings(game_id, strengths)
        return KeepClose(seat, seed, make_bot(s.low, seat, seed), make_bot(s.high, seat, seed), lead, s.behind,
                         s.settle)

    return make
