"""Elementary Evolution's contract: what a seat is sent (its view, the events it may see).

The table and the network client are written against these shapes only, never
against `EvolutionState`. The engine's `view(seat)` returns a `View`; every
event kind the engine emits has its payload here, in `EVENTS`. Fields may be
added (a payload widened for the display model); none is removed or renamed.
"""

from __future__ import annotations

from typing import Any, Literal, TypedDict

QuickState = Literal["open", "unavailable", "condemned"]
Discard = Literal["quick", "main"]


class Mage(TypedDict):
    """One mage's zone as everyone sees it (the hand only as a count)."""

    piles: dict[str, list[str]]  # element -> card ids from the egg up
    rooted: dict[str, int]  # element -> how many bottom cards are grouped by a rooting
    free: dict[str, str | None]  # element -> the free top card (None: empty or rooted)
    quick: list[str]
    main: list[str]
    quick_state: QuickState
    draw_count: int
    hand_count: int
    penalty: int  # cards short at the next refill (Cascade)
    levels: int
    finished: bool


class Token(TypedDict):
    state: Literal["centre", "held", "used"]
    holder: int | None
    giver: int | None


class Marker(TypedDict):
    """A protect token (Ondine) in play: the mage and the card it shields (None: waiting to be moved)."""

    seat: int
    card: str | None


class View(TypedDict):
    game: str
    seat: int | None
    variant: str
    num_seats: int
    turn: int
    turn_limit: int
    current: int
    actors: list[int]
    hand: list[str] | None  # the seat's own hand; None for the public view
    mages: list[Mage]
    centre: list[list[Any]]  # [owner seat, Ether card] in the order they were discarded
    tokens: dict[str, Token]
    markers: dict[str, Marker]
    moved: list[str]
    extra_turns: int
    finished: list[int]
    stack: list[dict[str, Any]]  # the pending decisions, the top last (each has "t": its kind)
    over: str | None
    ranks: list[int]


# -- event payloads (the acting seat is Event.seat) -----------------------------------------------
class SetupDiscard(TypedDict):
    cards: list[str]
    count: int
    to: Discard


class Count(TypedDict):
    count: int


class Draw(TypedDict):
    count: int
    reason: str  # deal | refill | tornado


class DrawCards(TypedDict):  # private to the drawing seat
    cards: list[str]
    reason: str


class FirstPlayer(TypedDict):
    """`how`: "total" (the highest hand), "chosen" (a tie the people settled), "chance" (a tie drawn)."""

    totals: list[int]
    tied: list[int]
    how: str


class FirstTie(TypedDict):
    """A tie for the highest hand total: the event's seat is asked which tied mage starts (task `first`)."""

    totals: list[int]
    tied: list[int]


class TurnStart(TypedDict):
    extra: bool
    turn: int


class Play(TypedDict):
    card: str
    pile: str
    level: int
    frees_nothing: str  # "used", "given" (its symbol frees no creature, and why) or "none"


class PileCard(TypedDict):
    pile: str
    card: str


class Finish(TypedDict):
    rank: int


class GameOver(TypedDict):
    reason: str
    ranks: list[int]
    winners: list[int]
    turn: int


class Release(TypedDict, total=False):
    creature: str
    card: str
    holder: int | None
    centre: int  # only when the n-th Ether in the centre releases it
    stays: bool  # only when its mage holds it already and keeps it without a question (two-player games)


class Give(TypedDict):
    creature: str
    target: int
    taken_from: int | None


class Keep(TypedDict):
    creature: str
    holder: int | None


class Block(TypedDict):
    creature: str
    card: str
    centre: int


class Aim(TypedDict):
    target: int
    pile: str
    card: str | None


class Cascade(TypedDict):
    card: str
    pile: str
    level: int
    burner: int
    saved: str | None
    penalty: int


class Burned(TypedDict):
    target: int
    pile: str
    card: str
    how: str  # burn, or the creature whose power burned it


class Root(TypedDict):
    pile: str
    count: int


class Skip(TypedDict):
    effect: str
    card: str


class Tornado(TypedDict):
    card: str


class DiscardEvent(TypedDict):
    card: str
    to: Discard
    reason: str  # discard | tornado | burn


class Recover(TypedDict):
    source: Discard
    count: int
    quick: QuickState
    drawn: int  # the cards taken from the old pile first, in the same draw (screen only)


class Empty(TypedDict):
    pass


class Penalty(TypedDict):
    hand: int


class MoveMarker(TypedDict):
    creature: str
    pile: str
    card: str | None


# "as" is a Python keyword: these payloads use the functional form.
Power = TypedDict("Power", {"creature": str, "as": str, "args": list[Any]})
Info = TypedDict("Info", {"creature": str, "as": str})
Unroot = TypedDict("Unroot", {"creature": str, "as": str, "target": int, "pile": str})
Protect = TypedDict("Protect", {"creature": str, "as": str, "pile": str, "card": str})
Condemn = TypedDict("Condemn", {"creature": str, "as": str, "target": int, "count": int})
Redirect = TypedDict("Redirect", {"creature": str, "as": str, "target": int, "pile": str, "card": str})
Cancel = TypedDict("Cancel", {"creature": str, "as": str, "cancelled": str, "target": int})


class Pass(TypedDict):
    window: str


EVENTS: dict[str, type] = {
    "setup_discard": SetupDiscard,
    "shuffle": Count,
    "draw": Draw,
    "draw_cards": DrawCards,
    "first_tie": FirstTie,
    "first_player": FirstPlayer,
    "turn_start": TurnStart,
    "play": Play,
    "auto_root": PileCard,
    "finish": Finish,
    "game_over": GameOver,
    "release": Release,
    "give": Give,
    "keep": Keep,
    "block": Block,
    "burn": Aim,
    "cascade": Cascade,
    "burned": Burned,
    "burn_fizzles": Aim,
    "root": Root,
    "skip": Skip,
    "no_target": Skip,
    "tornado": Tornado,
    "discard": DiscardEvent,
    "recover": Recover,
    "end_turn": Empty,
    "penalty": Penalty,
    "move_marker": MoveMarker,
    "power": Power,
    "power_fizzles": Info,
    "unroot": Unroot,
    "root_all": Info,
    "protect": Protect,
    "condemn": Condemn,
    "phoenix": Info,
    "extra_turn": Info,
    "redirect": Redirect,
    "cancel": Cancel,
    "pass": Pass,
}

# Event kinds that show someone what was hidden (a hand, a shuffled pile): undo never goes back past one.
REVEALS = frozenset({"draw_cards", "shuffle", "recover", "condemn"})
