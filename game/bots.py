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

    def joins_close(self, role: str) -> None:
        """This bot plays one level of the first-game level (`KeepClose`): `role` is "low", "mid" or "high".
        A game may play a level a little differently there than the level chosen alone does (Elemons: it
        keeps what it was just shown); by default nothing changes."""

    def lead_seen(self, view: dict[str, Any], lead: Callable[..., float]) -> float:
        """How far this seat leads for the first-game level (`KeepClose`): the game's `lead` of the view. A game
        whose bots remember the cards seen going into other hands counts them, as its screen does (Kaiju)."""
        return lead(view, self.seat)

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
    high: str  # the strength it plays at once it trails by `behind`
    behind: float  # how far behind, in the game's own score (`GameSpec.lead`), before it plays `high`
    # how many of its own turns in a row the lead must call for the other level before it switches
    # (1: at once); a game whose views have no turns (Monsters, real time) chooses at every move
    settle: int = 1
    # a level between (None: none), played once it trails by `near` (less than `behind`; 0: also while level, the
    # weak level kept for while it leads): with two levels
    # only, it went from forgetful to all-knowing at one step (nc37, Elemons: a pair it had seen whole missed
    # while it trailed by 3, then the hard bot), and newcomers who led a little met the weak bot all game
    mid: str | None = None
    near: float = 0.0
    # how many of its own turns in a row the lead must call for a stronger level before it climbs (None:
    # `settle`); going back down still takes `settle`: at 2 both ways, nc62's Evolution newcomer led by 5 at the
    # bot's turn 12 and by 8 at its turn 14, and met the hard bot for 6 moves of 61, at its last turn
    rise: int | None = None

    @property
    def levels(self) -> tuple[str, ...]:
        """Its strengths, weakest first."""
        return (self.low, self.high) if self.mid is None else (self.low, self.mid, self.high)

    @property
    def margins(self) -> tuple[float, ...]:
        """How far behind it plays each of `levels` but the first, in the same order."""
        return (self.behind,) if self.mid is None else (self.near, self.behind)


@data.cached
def close_settings(game_id: str, strengths: tuple[str, ...]) -> CloseSettings:
    """The game's entry of data/bots.yaml, checked: `file:line: what is wrong` on a bad value."""
    root = data.load(paths.data_dir() / "bots.yaml")
    node = root[game_id].only_keys("low", "mid", "high", "near", "behind", "settle", "rise")
    plain = tuple(s for s in strengths if s != CLOSE)
    low, high = node["low"].str(plain), node["high"].str(plain)
    if plain.index(low) >= plain.index(high):
        raise node["high"].error(f"high ('{high}') must be a stronger level than low ('{low}')")
    settle = node.get("settle", 1).int(1, 5)
    rise = node["rise"].int(1, settle) if node.has("rise") else None
    behind = node["behind"].number(lo=0.5)
    if not node.has("mid") and not node.has("near"):
        return CloseSettings(low, high, behind, settle, rise=rise)
    mid = node["mid"].str(plain)
    if not plain.index(low) < plain.index(mid) < plain.index(high):
        raise node["mid"].error(f"mid ('{mid}') must be stronger than low ('{low}') and weaker than high ('{high}')")
    near = node["near"].number(lo=0)  # 0: it plays `mid` while level, and `low` only while it leads
    if near >= behind:
        raise node["near"].error(f"near ({near:g}) must be less than behind ({behind:g})")
    return CloseSettings(low, high, behind, settle, mid, near, rise)


class KeepClose(Bot):
    """The first-game level: it plays as a weak bot while it is level or ahead, and as stronger ones
    while it trails (`margins`: a middle level from `near`, the strong one from `behind`), so that a
    newcomer's first game stays close to the end.

    Every newcomer of issue 24's rounds 16 and 17 beat the easiest bot without a fight, and four of
    five said that lack of tension was what their first game missed. Every bot sees every event the
    seat sees (each keeps its own memory), so a switch costs nothing in knowledge, and `lead` reads
    the view alone: the bot never sees more than its seat may.

    The level is chosen at the seat's first move of a turn (a view's "turn") and kept to the turn's
    end: chosen afresh at every move, an Elem Master bot that caught up by its first attack spent its
    two other points as the easy bot, half of another plan (nc20: "it went soft"). The turn's level is
    kept from the moves played (`own_move`), which a resumed game replays, so it plays on as it would have.

    It switches only once the lead has called for another level at `settle` of its own turns in a row
    (a move in another seat's turn, a Kaiju cancel, keeps the level without counting), and then to the
    level the lead calls for now: switching at once, it met a newcomer who had followed Conseil on turn 1
    with the hard bot on turn 2 and went back to the easy one on turn 3 (nc34, Elem Master: « C'est l'aide
    du jeu elle-même qui m'a fait mener »; Elemons: after one lucky pair). The count is kept from the
    moves played too. `rise` (fewer turns) may make it climb to a stronger level sooner than it comes back
    down (nc62, Evolution: « Bot sur mesure » stayed medium while the person led by 5, then by 8).
    """

    strength = CLOSE
    follows_own_moves = True

    def __init__(self, seat: int, seed: int, low: Bot, high: Bot,
                 lead: Callable[[dict[str, Any], int], float], behind: float, settle: int = 1,
                 mid: Bot | None = None, near: float = 0.0, rise: int | None = None) -> None:
        super().__init__(seat, seed)
        self.low, self.mid, self.high = low, mid, high
        self.levels: tuple[Bot, ...] = (low, high) if mid is None else (low, mid, high)
        self.margins: tuple[float, ...] = (behind,) if mid is None else (near, behind)
        roles = ("low", "high") if mid is None else ("low", "mid", "high")
        for bot, role in zip(self.levels, roles, strict=True):
            bot.joins_close(role)
        self.lead = lead
        self.behind = behind
        self.settle = settle
        self.rise = settle if rise is None else rise  # own turns before it climbs to a stronger level
        self._turn: Any = None  # the turn whose level is kept, and that level
        self._kept: Bot | None = None
        # the level its latest own turn settled on (an index in `levels`), from the start the one a level game
        # calls for (`near` 0: the middle one) ...
        self._level = sum(m <= 0 for m in self.margins)
        self._calls = 0  # ... and how many of its own turns in a row since have called for another
        # how it played: choices (more than one legal action) made at each of `levels`, and in all
        self.level_choices = [0] * len(self.levels)
        self.choices = 0

    @property
    def high_choices(self) -> int:
        """Its choices made as the strong level."""
        return self.level_choices[-1]

    def called(self, view: dict[str, Any]) -> int:
        """The level (an index in `levels`) the lead calls for at `view`."""
        lead = self.levels[-1].lead_seen(view, self.lead)
        return sum(lead <= -m for m in self.margins)

    def pick(self, view: dict[str, Any]) -> Bot:
        """The bot to play now: the turn's level once the seat has moved in this turn, else the one the
        lead calls for (for `settle` of its turns in a row)."""
        turn = view.get("turn")
        if self._kept is not None and turn is not None and turn == self._turn:
            return self._kept
        return self.levels[self._settled(view)[0]]

    def _settled(self, view: dict[str, Any]) -> tuple[int, int]:
        """At the first move of a turn: the level it plays, and the count of its own turns in a row that
        have called for another level (`_calls` once the move is played)."""
        called = self.called(view)
        if view.get("turn") is None or self.settle <= 1 and self.rise <= 1:  # no turns (real time), or at once
            return called, 0
        if view.get("current", view.get("active", self.seat)) != self.seat:  # another's turn: kept, uncounted
            return self._level, self._calls
        if called == self._level:
            return self._level, 0
        if self._calls + 1 >= (self.rise if called > self._level else self.settle):
            return called, 0
        return self._level, self._calls + 1

    @property
    def playing(self) -> str | None:
        """The strength its latest turn was played at (None before its first move)."""
        return None if self._kept is None else self._kept.strength

    @property
    def playing_high(self) -> bool | None:
        """Whether its latest turn was played as the strong level (None before its first move)."""
        return None if self._kept is None else self._kept is self.high

    def own_move(self, view: dict[str, Any], legal: list[Action], action: Action) -> None:
        turn = view.get("turn")
        if self._kept is None or turn is None or turn != self._turn:  # a turn's first move: settle it
            self._level, self._calls = self._settled(view)
            bot = self.levels[self._level]  # what `pick` chose: the lead read once, not twice
        else:
            bot = self._kept
        self._turn, self._kept = turn, bot
        if len(legal) > 1:
            self.choices += 1
            self.level_choices[self.levels.index(bot)] += 1

    def observe(self, events: list[Event]) -> None:
        for bot in self.levels:
            bot.observe(events)

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
        mid = None if s.mid is None else make_bot(s.mid, seat, seed)
        return KeepClose(seat, seed, make_bot(s.low, seat, seed), make_bot(s.high, seat, seed), lead, s.behind,
                         s.settle, mid, s.near, s.rise)

    return make
