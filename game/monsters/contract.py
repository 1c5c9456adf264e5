"""What a Monsters table is sent: the view of one seat and the payload of each event kind.

Written against `MonstersState.view` and the events of `game/monsters/state.py`;
`game.contract.check` holds values to it (tests, a network client on receipt).
Colours are the ids of rules.yaml (`yellow`...), cards the ids of deck.yaml. No
`from __future__ import annotations` here: `NotRequired` must be seen when a class is made.
"""

from typing import NotRequired, TypedDict


class TrickLaid(TypedDict):
    """A trick as it lies before its seat: the cards top first, each turned and maybe flipped."""

    colour: str
    cards: list[int]
    rot: list[int]  # quarter turns clockwise, per card
    flip: list[int]  # 1: turned over, per card
    at: NotRequired[float]  # when it was made, in seconds of the round's clock (absent from older saves)


class RoundRecord(TypedDict):
    round: int
    reason: str  # all_colours, deck_out, stalled, sand_out
    winners: list[int]
    counts: list[dict[str, int]]  # per seat, the colours it took (only those it has)
    seconds: float


class View(TypedDict):
    game: str
    seat: int | None
    seats: int
    round: int
    best_of: int
    rounds_to_win: int
    rounds_won: list[int]
    hand_sizes: list[int]
    centre: int | None
    deck: int
    tricks: list[list[TrickLaid]]
    colour_counts: list[dict[str, int]]  # per seat, every colour with its count
    clock: float  # seconds since the round started
    changed_at: list[float]
    centre_at: float
    swapped_at: list[float]  # per seat, its last swap with the centre (or the round's start)
    stuck: list[bool]  # per seat, its hand and the centre card show no trick (said aloud at a table)
    solo: bool
    hourglass: float | None
    sand: float | None
    swaps_since_trick: int
    history: list[RoundRecord]
    over: bool
    hand: NotRequired[list[int]]  # the seat's own hand (absent from the public view)


class RoundStart(TypedDict):
    round: int
    best_of: int
    deck: int


class Deal(TypedDict):  # to the seat only
    cards: list[int]


class Dealt(TypedDict):
    count: int
    deck: int


class Centre(TypedDict):
    card: int
    deck: int


class TrickTaken(TypedDict):
    colour: str
    cards: list[int]
    rot: list[int]
    flip: list[int]
    lines: list[str]  # the names of the lines of three it shows (cards.LINES)
    shown: list[str]  # the stack seen from above, one string per row
    count: int  # tricks of that colour the seat now has
    colours: int  # colours the seat now has


class Draw(TypedDict):  # to the seat only
    cards: list[int]
    deck: int


class Drew(TypedDict):
    count: int
    deck: int


class Swap(TypedDict):
    gave: int
    took: int


class Stalled(TypedDict):
    """No trick can be made any more from the cards left: the round ends."""

    cards: int  # the cards left in the hands and the centre


class DeckOut(TypedDict):
    deck: int
    needed: int


class SandOut(TypedDict):
    seconds: float


class RoundOver(RoundRecord):
    rounds_won: list[int]


class MatchOver(TypedDict):
    winners: list[int]
    rounds_won: list[int]


EVENTS: dict[str, type] = {
    "round_start": RoundStart,
    "deal": Deal,
    "dealt": Dealt,
    "centre": Centre,
    "trick": TrickTaken,
    "draw": Draw,
    "drew": Drew,
    "swap": Swap,
    "stalled": Stalled,
    "deck_out": DeckOut,
    "sand_out": SandOut,
    "round_over": RoundOver,
    "match_over": MatchOver,
}
