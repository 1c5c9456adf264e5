"""The vocabulary every rule engine shares: actions, events, chance, states.

A game is a `GameState`: it says who may act (`actors`), lists their legal
`Action`s, applies one and returns the `Event`s it caused. Every random step
goes through one `Chance` object, which a test or a scenario can script and
which records each outcome, so a log of seed + actions + outcomes replays to
the same final state. Nothing here imports pygame.
"""

from __future__ import annotations

import copy
import functools
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from operator import itemgetter
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar


class Refusal(str):
    """Why the rules refuse an action: the English sentence, plus a key and values to translate it.

    `key` is "<game_id>.<reason>" (e.g. "elemmaster.same_element"); the sentence in each language
    is `why.<reason>` in data/<game>/texts.yaml (core ones in data/i18n), with `{param}` holes
    filled from `params` (JSON values). Being a str, a Refusal goes wherever a reason went before.
    """

    key: str
    params: dict[str, Any]

    def __new__(cls, text: str, key: str, **params: Any) -> Refusal:
        obj = super().__new__(cls, text)
        obj.key = key
        obj.params = params
        return obj

    def __reduce__(self) -> tuple[Any, ...]:  # pickles (lab workers) keep the key
        return (_refusal, (str(self), self.key, self.params))


def _refusal(text: str, key: str, params: dict[str, Any]) -> Refusal:
    return Refusal(text, key, **params)


def bad_action(action: Action, expected: str) -> Refusal:
    """A malformed action (unknown kind, wrong arguments): the same key in every game."""
    return Refusal(f"'{action}' is not an action of this game here (expected {expected})", "core.bad_action",
                   action=str(action), expected=expected)


class IllegalAction(Exception):
    """An action that the rules refuse, with the reason; the state is untouched.

    `key` and `params` come from a `Refusal` (empty for a plain message), so a table can say why
    in the player's language.
    """

    def __init__(self, reason: str = "") -> None:
        super().__init__(reason)
        self.key: str = getattr(reason, "key", "")
        self.params: dict[str, Any] = dict(getattr(reason, "params", {}))


def _parse_arg(token: str) -> int | str:
    if token.lstrip("-").isdigit():
        return int(token)
    return token


class Action(tuple):  # type: ignore[type-arg]
    """One decision, written the same way in logs, tests and bug reports: `flip 3`.

    A (kind, args) tuple underneath: hashing and comparing it happen in C, which matters
    because engines build, dedupe and search lists of actions at every step. Equal to, and
    hashing like, the tuple (kind, args).
    """

    __slots__ = ()

    def __new__(cls, kind: str, args: Iterable[int | str] = ()) -> Action:
        return tuple.__new__(cls, (kind, args if type(args) is tuple else tuple(args)))

    if TYPE_CHECKING:

        @property
        def kind(self) -> str: ...

        @property
        def args(self) -> tuple[int | str, ...]: ...

    else:
        kind = property(itemgetter(0), doc="what is done: 'flip', 'move', ...")
        args = property(itemgetter(1), doc="its arguments: ints and strings")

    def __getnewargs__(self) -> tuple[str, tuple[int | str, ...]]:  # copy and pickle
        return (self[0], self[1])

    def __repr__(self) -> str:
        return f"Action(kind={self[0]!r}, args={self[1]!r})"

    def __str__(self) -> str:
        return " ".join([self[0], *map(str, self[1])])

    @classmethod
    def parse(cls, text: str) -> Action:
        parts = text.split()
        if not parts:
            raise ValueError("empty action")
        return cls(parts[0], tuple(_parse_arg(p) for p in parts[1:]))


def _new_action(kind: str, args: tuple[int | str, ...]) -> Action:
    return tuple.__new__(Action, (kind, args))


# Actions are immutable values, so one object per distinct action serves every list: legal lists
# are rebuilt at every step and building a frozen dataclass costs several dictionary lookups.
_ACTIONS: dict[tuple[str, tuple[int | str, ...]], Action] = {}
_ACTIONS_MAX = 100_000
# ids of interned actions whose values are well-typed (ints, not bools, or texts): such an action,
# found in the position's own legal list, needs no type check. Cleared with `_ACTIONS`, which keeps
# every object named here alive, so an id is never reused while it is listed.
_WELL_FORMED: set[int] = set()


def _memoising(lister: Callable[[Any, int], list[Action]]) -> Callable[[Any, int], list[Action]]:
    @functools.wraps(lister)
    def legal_actions(self: GameState, seat: int) -> list[Action]:
        out = lister(self, seat)
        self._legal_memo = (seat, out)
        return out

    legal_actions._memoised = True  # type: ignore[attr-defined]
    return legal_actions


def memoises_itself(lister: Callable[[Any, int], list[Action]]) -> Callable[[Any, int], list[Action]]:
    """Mark an engine's `legal_actions` that keeps `self._legal_memo = (seat, out)` itself, so that
    `GameState` does not wrap it: the wrapper is a Python call on every step of random play."""
    lister._memoised = True  # type: ignore[attr-defined]
    return lister


def _forgetting(method: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(method)
    def changes_position(self: GameState, *args: Any, **kwargs: Any) -> Any:
        self._legal_memo = None
        try:
            return method(self, *args, **kwargs)
        finally:
            self._legal_memo = None

    changes_position._forgets = True  # type: ignore[attr-defined]
    return changes_position


K = TypeVar("K")
V = TypeVar("V")


def remember(cache: dict[K, V], key: K, value: V, limit: int) -> V:
    """Keep `value` in one of the engines' process-wide caches, emptied whole once it holds more than
    `limit` entries: entries are cheap to rebuild, and a long lab run meets millions of positions."""
    if len(cache) > limit:
        cache.clear()
    cache[key] = value
    return value


def check_seat_count(game: str, num_seats: Any, lo: int, hi: int) -> None:
    """Engines refuse an impossible table themselves (ValueError), whoever builds them."""
    if isinstance(num_seats, bool) or not isinstance(num_seats, int) or not lo <= num_seats <= hi:
        raise ValueError(f"{game} is played by {lo} to {hi} players, not {num_seats!r}")


def _type_problem(seat: Any, action: Any, num_seats: int) -> str | None:
    """Wrong types are refused before any rule looks at them: a seat is an int (not a bool or 0.0),
    an action an Action whose arguments are ints or texts (True is not 1)."""
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < num_seats:
        return f"no seat {seat!r} at this table (seats 0 to {num_seats - 1})"
    if not isinstance(action, Action) or not isinstance(action.kind, str) or not isinstance(action.args, tuple):
        return f"not an action: {action!r}"
    for a in action.args:
        if isinstance(a, bool) or not isinstance(a, int | str):
            return f"an action's values are whole numbers or words, not {a!r}"
    return None


def act(kind: str, *args: int | str) -> Action:
    """Short constructor: `act('flip', 3)` (the same object for the same action)."""
    key = (kind, args)
    try:
        found = _ACTIONS.get(key)
    except TypeError:  # an unhashable argument: not a well-formed action, but built as asked
        return _new_action(kind, args)
    if found is None:
        if len(_ACTIONS) >= _ACTIONS_MAX:
            _ACTIONS.clear()
            _WELL_FORMED.clear()
        found = _ACTIONS[key] = _new_action(kind, args)
        if type(kind) is str:
            for a in args:  # a plain loop: a generator here cost more than the rest of a new action
                if type(a) is not int and type(a) is not str:
                    break
            else:
                _WELL_FORMED.add(id(found))
    return found


@dataclass(slots=True)
class Event:
    """Something that happened, as plain data for scenes, logs and bots.

    `to` lists the seats allowed to see it; None means everybody. Private
    events usually come with a public twin that says less.
    """

    kind: str
    seat: int | None = None
    data: dict[str, Any] = field(default_factory=dict)
    to: tuple[int, ...] | None = None

    def visible_to(self, seat: int | None) -> bool:
        return self.to is None or (seat is not None and seat in self.to)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "seat": self.seat, "data": self.data}
        if self.to is not None:
            out["to"] = list(self.to)
        return out


def visible(events: Iterable[Event], seat: int | None) -> list[Event]:
    """The events a seat (None: a spectator) may know about."""
    return [e for e in events if e.visible_to(seat)]


def _shuffle(rng: random.Random, x: list[Any]) -> None:
    """Exactly `rng.shuffle(x)` (CPython 3.11-3.13: for i from the end, swap with j = _randbelow(i + 1)),
    with the draws inlined: every new game shuffles its decks, and a call per card was most of it."""
    getrandbits = rng.getrandbits
    for i in range(len(x) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        x[i], x[j] = x[j], x[i]


class Chance:
    """The single source of luck: seeded, scriptable, recorded.

    `script` maps a label to the outcomes to use next for that label; when a
    label's script runs out the seeded generator takes over. Each outcome is
    appended to `record` as [label, value], which is what a replay scripts.
    """

    def __init__(self, seed: int = 0, script: dict[str, list[Any]] | None = None) -> None:
        self.seed = seed
        self._rng = random.Random(seed)
        self.script: dict[str, list[Any]] = {k: list(v) for k, v in (script or {}).items()}
        self.record: list[list[Any]] = []

    def _next(self, label: str, natural: Callable[[], Any], check: Callable[[Any], bool]) -> Any:
        # The generator always advances, scripted or not: a replay scripted from a record leaves
        # it exactly where the original game left it, so the luck after a loaded save is the same.
        value = natural()
        queue = self.script.get(label)
        if queue:
            value = queue.pop(0)
            if not queue:
                del self.script[label]
            if not check(value):
                raise ValueError(f"scripted outcome {value!r} is impossible for '{label}'")
        self.record.append([label, value])
        return value

    def randint(self, label: str, lo: int, hi: int) -> int:
        """An integer in [lo, hi], e.g. a die face."""
        if not self.script and hi >= lo:  # nothing scripted: the same draw as `_next`, without two closures
            # exactly `randint(lo, hi)`, i.e. `lo + _randbelow(n)` (CPython 3.11-3.13: n.bit_length()
            # random bits, drawn again while too big), without its three Python-level calls: a die
            # roll or a pick is on every step of some games
            n = hi - lo + 1
            k = n.bit_length()
            getrandbits = self._rng.getrandbits
            r = getrandbits(k)
            while r >= n:
                r = getrandbits(k)
            value = lo + r
            self.record.append([label, value])
            return value
        ok: Callable[[Any], bool] = lambda v: isinstance(v, int) and lo <= v <= hi  # noqa: E731
        scripted: int = self._next(label, lambda: self._rng.randint(lo, hi), ok)
        return scripted

    def index(self, label: str, n: int) -> int:
        """A uniform pick among n things (0 .. n-1)."""
        if n <= 0:
            raise ValueError(f"nothing to pick for '{label}'")
        return self.randint(label, 0, n - 1)

    def permutation(self, label: str, n: int) -> list[int]:
        if not self.script:  # nothing scripted: `_next`'s draw and record, without its two closures
            p = list(range(n))
            _shuffle(self._rng, p)
            self.record.append([label, p])
            return list(p)

        def natural() -> list[int]:
            p = list(range(n))
            _shuffle(self._rng, p)
            return p

        return list(self._next(label, natural, lambda v: sorted(v) == list(range(n))))

    def shuffle(self, label: str, items: list[Any]) -> None:
        """Shuffle in place; the permutation is what gets recorded and scripted."""
        items[:] = map(items.__getitem__, self.permutation(label, len(items)))

    def fork_for_search(self) -> Chance:
        """A copy at the same point of the sequence, without the record: for bots' rollouts."""
        c = Chance.__new__(Chance)
        c.seed = self.seed
        c._rng = random.Random()
        c._rng.setstate(self._rng.getstate())
        c.script = {}
        c.record = []
        return c

    def copy(self) -> Chance:
        """An exact copy (same point of the sequence, same script and record) without `deepcopy`.

        Recorded entries are never changed once appended, so the copy shares them.
        """
        c = Chance.__new__(Chance)
        c.seed = self.seed
        c._rng = random.Random()
        c._rng.setstate(self._rng.getstate())
        c.script = {k: list(v) for k, v in self.script.items()}
        c.record = list(self.record)
        return c

    def to_json(self) -> dict[str, Any]:
        version, internal, gauss = self._rng.getstate()
        return {
            "seed": self.seed,
            "rng": [version, list(internal), gauss],
            "script": self.script,
            "record": self.record,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Chance:
        c = cls(int(data["seed"]), data.get("script") or {})
        version, internal, gauss = data["rng"]
        c._rng.setstate((version, tuple(internal), gauss))
        c.record = [list(r) for r in data.get("record", [])]
        return c

    @staticmethod
    def script_from_record(record: Sequence[Sequence[Any]]) -> dict[str, list[Any]]:
        script: dict[str, list[Any]] = {}
        for label, value in record:
            script.setdefault(label, []).append(value)
        return script


@dataclass
class Result:
    """How a finished game ended: winners (ties share), per-seat scores, a readable reason."""

    winners: tuple[int, ...]
    scores: list[float]
    reason: str = ""
    details: dict[str, Any] = field(default_factory=dict)

    def returns(self, num_seats: int) -> list[float]:
        """Win share per seat (1 for a sole winner, 1/k for k tied winners): what bots maximise.

        No winner is a draw shared by all, except alone at the table (solo), where it is a loss.
        """
        if not self.winners:
            return [0.0] if num_seats == 1 else [1.0 / num_seats] * num_seats
        share = 1.0 / len(self.winners)
        return [share if s in self.winners else 0.0 for s in range(num_seats)]

    def to_json(self) -> dict[str, Any]:
        return {"winners": list(self.winners), "scores": self.scores, "reason": self.reason, "details": self.details}


class GameState(ABC):
    """A position of one game; subclasses implement the rules.

    Contract: `actors()` names the seats that may act now (one in turn-based
    games, several in a reaction window or in real time, none when over);
    `legal_actions(seat)` lists what that seat may do; `apply(seat, action)`
    checks, changes the state and returns the events. `view(seat)` is all a
    seat may know; bots and the screen get nothing else.
    """

    game_id: ClassVar[str] = ""
    # The last legal list built for this very position, as (seat, list): `apply` accepts an action
    # found in it without asking the rules again (a step of random play or of a bot's rollout lists
    # the actions, then applies one of them). Anything that changes the position forgets it: `apply`
    # after the rules ran, and every method named in `_MUTATORS` (wrapped below).
    _legal_memo: tuple[int, list[Action]] | None = None
    _MUTATORS: ClassVar[tuple[str, ...]] = ("advance_time",)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        lister = cls.__dict__.get("legal_actions")
        if lister is not None and not getattr(lister, "_memoised", False):
            cls.legal_actions = _memoising(lister)  # type: ignore[method-assign,assignment]
        for name in cls._MUTATORS:
            method = cls.__dict__.get(name)
            if method is not None and not getattr(method, "_forgets", False):
                setattr(cls, name, _forgetting(method))

    def __init__(self, num_seats: int, chance: Chance) -> None:
        self.num_seats = num_seats
        self.chance = chance
        self.turn = 0  # completed turns, for lengths and limits

    # -- the rules -----------------------------------------------------------------
    @abstractmethod
    def actors(self) -> tuple[int, ...]: ...

    @abstractmethod
    def legal_actions(self, seat: int) -> list[Action]: ...

    @abstractmethod
    def _apply(self, seat: int, action: Action) -> list[Event]: ...

    @property
    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def result(self) -> Result: ...

    @abstractmethod
    def view(self, seat: int | None) -> dict[str, Any]: ...

    def why_illegal(self, seat: int, action: Action) -> str | None:
        """None when legal, else a `Refusal` saying why.

        Every game overrides this with a check that does not build the whole legal list (and says
        which rule refuses); this fallback only serves a game that has not.
        """
        if action not in self.legal_actions(seat):
            return Refusal(f"'{action}' is not legal for seat {seat} now", "core.not_legal",
                           action=str(action), seat=seat)
        return None

    def apply(self, seat: int, action: Action) -> list[Event]:
        memo = self._legal_memo
        # The usual step (random play, a bot's rollout, a click): the action was taken from the
        # list the rules just gave this seat for this very position, so it is legal, well typed,
        # and the game is not over (an ended game lists nothing). Nothing more to ask.
        if memo is None or memo[0] != seat or type(seat) is not int or action not in memo[1] \
                or id(action) not in _WELL_FORMED:
            self._check(seat, action)
        self._legal_memo = None
        try:
            return self._apply(seat, action)
        finally:
            self._legal_memo = None  # the rules may have listed actions half-way through

    def _check(self, seat: Any, action: Any) -> None:
        """Raise IllegalAction, with the rule that refuses it, unless `action` is legal for `seat`."""
        if self.is_over:
            raise IllegalAction(Refusal("the game is over", "core.game_over"))
        if not isinstance(action, Action):
            raise IllegalAction(Refusal(f"{action!r} is not an action", "core.bad_action",
                                        action=repr(action), expected="an action"))
        typed = _type_problem(seat, action, self.num_seats)
        if typed:
            raise IllegalAction(typed)
        if seat not in self.actors():
            raise IllegalAction(Refusal(f"seat {seat} may not act now", "core.not_your_turn", seat=seat))
        reason = self.why_illegal(seat, action)
        if reason:
            raise IllegalAction(reason)

    # -- serial form ---------------------------------------------------------------
    @abstractmethod
    def _state_json(self) -> dict[str, Any]: ...

    @classmethod
    @abstractmethod
    def _from_state_json(cls, data: dict[str, Any], chance: Chance) -> GameState: ...

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game_id,
            "seats": self.num_seats,
            "turn": self.turn,
            "chance": self.chance.to_json(),
            "state": self._state_json(),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GameState:
        if data.get("game") != cls.game_id:
            raise ValueError(f"this position is for '{data.get('game')}', not '{cls.game_id}'")
        st = cls._from_state_json(data["state"], Chance.from_json(data["chance"]))
        st.turn = int(data.get("turn", 0))
        return st

    def clone(self) -> GameState:
        return copy.deepcopy(self)


# -- shared table mechanisms ---------------------------------------------------------


def next_seat(seat: int, num_seats: int, alive: Callable[[int], bool] | None = None) -> int:
    """The next seat clockwise, skipping seats that are out (eliminated, finished)."""
    for step in range(1, num_seats + 1):
        s = (seat + step) % num_seats
        if alive is None or alive(s):
            return s
    return seat


def seats_from(start: int, num_seats: int) -> list[int]:
    """Every seat in turn order, starting with `start`."""
    return [(start + i) % num_seats for i in range(num_seats)]


class Deck:
    """An ordered pile of card ids; the top is the end of the list."""

    def __init__(self, cards: Iterable[Any] = ()) -> None:
        self.cards: list[Any] = list(cards)

    def __len__(self) -> int:
        return len(self.cards)

    def __bool__(self) -> bool:
        return bool(self.cards)

    def shuffle(self, chance: Chance, label: str = "shuffle") -> None:
        chance.shuffle(label, self.cards)

    def draw(self, n: int = 1) -> list[Any]:
        """Up to n cards from the top (fewer when the pile runs out)."""
        taken = []
        for _ in range(n):
            if not self.cards:
                break
            taken.append(self.cards.pop())
        return taken

    def draw_one(self) -> Any | None:
        return self.cards.pop() if self.cards else None

    def top(self) -> Any | None:
        return self.cards[-1] if self.cards else None

    def put_bottom(self, cards: Iterable[Any]) -> None:
        self.cards[:0] = list(cards)

    def remove(self, card: Any) -> None:
        self.cards.remove(card)

    def to_json(self) -> list[Any]:
        return list(self.cards)


def roll_dice(chance: Chance, n: int = 2, sides: int = 6, label: str = "die") -> list[int]:
    """n dice, each a recorded chance outcome labelled `label`."""
    return [chance.randint(label, 1, sides) for _ in range(n)]


@dataclass
class ReactionWindow:
    """An out-of-turn chance to respond (a cancel, a counter), offered seat by seat.

    The seats that may respond are asked in turn order from the active seat;
    each passes or responds. The game decides what a response does (often it
    opens a new window against the response itself).
    """

    trigger: dict[str, Any]
    seats: list[int]
    index: int = 0

    @classmethod
    def open(
        cls, trigger: dict[str, Any], active: int, num_seats: int, can_respond: Callable[[int], bool]
    ) -> ReactionWindow | None:
        """A window over the seats that can respond, or None if nobody can."""
        seats = [s for s in seats_from(active, num_seats) if can_respond(s)]
        return cls(trigger, seats) if seats else None

    def current(self) -> int | None:
        return self.seats[self.index] if self.index < len(self.seats) else None

    def pass_turn(self) -> None:
        self.index += 1

    @property
    def closed(self) -> bool:
        return self.index >= len(self.seats)

    def to_json(self) -> dict[str, Any]:
        return {"trigger": self.trigger, "seats": self.seats, "index": self.index}

    @classmethod
    def from_json(cls, data: dict[str, Any] | None) -> ReactionWindow | None:
        if data is None:
            return None
        return cls(dict(data["trigger"]), list(data["seats"]), int(data["index"]))
