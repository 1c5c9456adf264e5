"""`texts`: every sentence a person can read, one per line, for a proofreader and for checks.

Two parts: every interface text of the catalogue, filled with sample values (a count at 0, 1 and 2
so each plural form shows), then what random games say: for N seeded games per game and per seat
count, the log line of every event (as each seat sees it), the banners, the refusals the rules give
to nearby illegal actions, and the results screen's lines. The table classes word banners and log
lines (a few override the kit's), so they are asked without a window: a table object is made
without opening it and given only what those methods read (seat names, the presentation).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

from game import i18n, registry
from game.core import Action, Event, Result
from game.feed import Feed, LocalFeed
from game.match import Match
from scenes.common import breakdown, winner_line
from scenes.table import Presentation, TableScene

# Seat names to fill {who}-like variables: a woman's, a man's and the default names a table gives.
SAMPLE_NAMES = ["Zoé K", "Marc", "Bot 3", "Joueur 4", "Bot 5", "Joueur 6"]
_SEAT_VARS = set(i18n.SEAT_KEYS) | {"who", "name", "winners", "loser", "members", "names"}
_NUMBER_VARS = {"n", "count", "level", "total", "pts", "points", "v", "k", "ap", "need", "needed", "found",
                "placed", "round", "best_of", "size", "turns", "rank", "w", "h", "mw", "mh", "lo", "hi", "low",
                "high", "done", "seconds", "left", "limit", "max", "page", "pages", "games", "i", "steps",
                "spent", "cost", "excess", "gained", "lost", "rounds_won", "to_win", "holes", "lines", "won",
                "mb", "pixels", "bleed", "time", "port", "dice", "die", "value", "step", "turn", "seats", "slot",
                "cards", "kaiju", "mechas", "bonus", "wounds", "earth", "water", "air", "blocks", "before",
                "after", "start", "levels", "piles", "expected", "allowed", "top", "d", "s", "f", "shown"}


def sample(var: str, count: int) -> Any:
    """A plausible value for a template variable: a seat's name, a number, or a short word."""
    if var in _SEAT_VARS:
        return SAMPLE_NAMES[0]
    if var in _NUMBER_VARS:
        return count
    return f"‹{var}›"


def interface_lines() -> Iterator[str]:
    """Every interface text in the current language; a text with a number at 0, 1 and 2."""
    for key in sorted(i18n.ui_strings(i18n.lang)):
        names = i18n.variables(key)
        counts = (0, 1, 2) if any(v in _NUMBER_VARS for v in names) else (1,)
        for c in counts:
            yield i18n.t(key, **{v: sample(v, c) for v in names})


def game_text_lines(game_id: str) -> Iterator[str]:
    """Every sentence of a game's texts.yaml (events, refusals, inspect), with sample values: the
    ones random games rarely reach are read too."""
    g = i18n.game(game_id)
    for section in ("events", "why", "inspect"):
        for key in sorted(g.sections.get(section, {})):
            names = g.variables(section, key, i18n.lang)
            counts = (0, 1, 2) if any(v in _NUMBER_VARS for v in names) else (1,)
            for c in counts:
                said = g.say(section, key, i18n.lang, {v: sample(v, c) for v in names})
                if said:
                    yield said


class _Words:
    """A game's table class, asked for its log lines and banners without a window."""

    def __init__(self, game_id: str, names: list[str]) -> None:
        self.game_id = game_id
        self.pres = Presentation(game_id)
        cls = registry.get(game_id).part("table") or TableScene
        self.base = TableScene.__new__(TableScene)
        self.table = cls.__new__(cls)
        for obj in (self.base, self.table):
            obj.game_id, obj.names, obj.pres = game_id, names, self.pres
            obj.short_names = lambda: names  # type: ignore[method-assign]  # no feed to tell a bot's seat: as named

    def _ask(self, method: str, *args: Any) -> Any:
        try:
            return getattr(self.table, method)(*args)
        except (AttributeError, KeyError, TypeError):  # the override reads what only an open table has
            return getattr(self.base, method)(*args)

    def lines(self, ev: Event) -> Iterator[str]:
        style = self.pres.events.get(ev.kind, {})
        if style.get("log", True):
            line = self._ask("describe", ev)
            if line:
                yield line
        if style.get("banner"):
            yield self._ask("banner_text", style["banner"], ev)


def _nearby(action: Action, rng: random.Random) -> Iterator[Action]:
    """Actions close to a legal one, which the rules may refuse: an argument moved, dropped or added."""
    args = list(action.args)
    for i, a in enumerate(args):
        if isinstance(a, int) and not isinstance(a, bool):
            yield Action(action.kind, tuple(args[:i] + [a + rng.choice((-1, 1, 7))] + args[i + 1:]))
    if args:
        yield Action(action.kind, tuple(args[:-1]))
    yield Action(action.kind, (*args, 0))


def game_lines(game_id: str, games: int, seed: int = 1, max_steps: int = 1500) -> Iterator[str]:
    """What `games` random games per seat count say: log lines, banners, refusals, results."""
    spec = registry.get(game_id)
    lo, hi = spec.seats
    rows: Callable[[dict[str, Any], Result, int], list[list[str]]] | None = spec.part("results")
    said: dict[str, int] = {}  # refusals by key: a few of each (the action they name differs every time)
    for seats in range(lo, hi + 1):
        names = SAMPLE_NAMES[:seats]
        words = _Words(game_id, names)
        for g in range(games):
            rng = random.Random(seed * 1009 + g * 31 + seats)
            try:
                match = Match(game_id, ["human"] * seats, seed=seed + g * 101 + seats)
            except ValueError:  # a seat count the game's boards do not take (Elem Master: 2 or 4)
                break
            feed = LocalFeed(match)
            steps = 0
            while not feed.is_over and steps < max_steps:
                steps += 1
                for ev in feed.poll(0.0):
                    yield from words.lines(ev)
                actors = feed.actors()
                if not actors:
                    break
                seat = rng.choice(actors)
                legal = feed.legal(seat)
                if not legal:
                    if not spec.realtime:
                        break
                    for ev in feed.poll(1.0):
                        yield from words.lines(ev)
                    continue
                for a in [x for b in rng.sample(legal, min(2, len(legal))) for x in _nearby(b, rng)]:
                    why = feed.why(seat, a)
                    key = str(getattr(why, "key", "") or why)
                    if why is not None and said.get(key, 0) < 3:
                        said[key] = said.get(key, 0) + 1
                        yield i18n.refusal(game_id, why, names)
                feed.submit(seat, rng.choice(legal))
            for ev in feed.poll(0.0):
                yield from words.lines(ev)
            if feed.is_over:
                yield from result_lines(game_id, feed, names, rows)


def result_lines(game_id: str, feed: Feed, names: list[str],
                 rows: Callable[[dict[str, Any], Result, int], list[list[str]]] | None) -> Iterator[str]:
    """The results screen's sentences: who won, why the game ended, each seat's parts."""
    res = feed.result()
    yield winner_line([names[w] for w in res.winners])
    if res.reason and i18n.has(f"end.{game_id}.{res.reason}"):
        yield i18n.t(f"end.{game_id}.{res.reason}")
    for parts in breakdown(game_id, res, feed.view(0), feed.num_seats):
        yield " · ".join(parts)


def all_lines(games: int, only: list[str] | None = None, seed: int = 1) -> list[str]:
    """The whole proofreading text: interface texts, then each game's, each line once, in order."""
    seen: dict[str, None] = {}
    for line in interface_lines():
        seen.setdefault(line, None)
    for gid in only or registry.GAME_IDS:
        for line in game_text_lines(gid):
            seen.setdefault(line, None)
        for line in game_lines(gid, games, seed):
            for part in line.splitlines():
                if part.strip():
                    seen.setdefault(part, None)
    return list(seen)
