"""Elem Master: what a seat is sent — its view and every event's payload, key by key.

The table (scenes/elemmaster/table.py) and its display model (scenes/elemmaster/model.py)
are written against this and nothing else, so they can be fed from a local match, a replay
or a network host alike. Cells are named `a1`..`j10`; an elemental is a `Stack`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Literal, NamedTuple, TypedDict

Cell = str  # "a1" .. "j10"
Element = str  # earth, fire, water or air
Phase = Literal["draft", "placement", "play", "over"]


class Stack(NamedTuple):
    """An elemental as a seat is sent it: JSON (saves, the network) writes it as the list
    `[owner, element, level, played, pin, morph]`, and a list read back from JSON becomes one
    with `Stack._make(raw)` (or `stacks_of` for a whole board)."""

    owner: int
    element: Element
    level: int  # tokens, 1-3 (Tornade may go beyond)
    played: int  # 1 when the X marker is on it, else 0
    pin: int  # the owner's turn ends still to pass before the marker may be cleared
    morph: str  # the element it acts as this turn (Métamorphe), "" for its own


# "Le Feu brûle la Terre et consume l'Air. L'Eau éteint le Feu. La Terre absorbe l'Eau."
# winner -> the elements it takes a level from. Earth and Water never meet Air; two
# elementals of one element never interact.
BEATS: dict[str, tuple[str, ...]] = {"fire": ("earth", "air"), "water": ("fire",), "earth": ("water",), "air": ()}


def own_side(sides: Sequence[Any], viewer: int | None, seat: int) -> bool:
    """Whether `seat` plays on the viewer's side (itself, or its partner in 2v2), by the view's `sides`."""
    return viewer is not None and 0 <= seat < len(sides) and 0 <= viewer < len(sides) and sides[seat] == sides[viewer]


def fire_owners(owners: Sequence[int], sides: Sequence[Any], viewer: int | None) -> str:
    """Whose Fire is left on the board (`owners`: the owner of each Fire stack), seen from the viewer: "all"
    its side's, "some", or "none"."""
    own = sum(1 for o in owners if own_side(sides, viewer, o))
    return "none" if not own else "all" if own == len(owners) else "some"


def count_lead(decision: Mapping[str, Any] | None, sides: Sequence[Any], viewer: int | None) -> bool:
    """Whether the count (a `count_now` decision) would make the viewer's side win if the game ended now:
    the count line's « vous gagneriez », and Conseil's cue to end the game (f48)."""
    if not decision or decision.get("rule") != "count":
        return False
    return any(own_side(sides, viewer, w) for w in decision.get("winners") or [])


def stacks_of(raw: Mapping[Cell, Sequence[Any]]) -> dict[Cell, Stack]:
    """A board's stacks as `Stack`s, from a view or status in memory or read back from JSON."""
    return {cell: Stack._make(s) for cell, s in raw.items()}


class EventCard(TypedDict):
    id: str | None  # None while the card lies face down (Secousse): nobody may read it
    hidden_for: int | None  # the seat whose next turn reveals it


class Over(TypedDict):
    winners: list[int]
    reason: str


class _StatusBase(TypedDict):
    """The public position after an action (the last event of every action outside the placement)."""

    stacks: dict[Cell, Stack]
    void: list[Cell]
    reserve: list[dict[Element, int] | None]
    aside: list[int]
    phase: Phase
    current: int
    turn: int
    round: int  # rounds of the table begun in the play phase (what players call the turn number)
    ap: int
    eliminated: list[bool]
    specialty: list[str]  # "" = none
    ready: list[bool]
    effects: list[dict[str, Any]]  # running event effects: kind, by, and their lifetimes
    ev_row: list[EventCard]
    ev_reserved: list[list[str]]
    ev_used: list[list[str]]
    pending: dict[str, Any] | None  # an event card waiting for its cells: kind, seat, picked
    over: Over | None
    homes: list[list[Cell]]


class Status(_StatusBase, total=False):
    placed: list[int]  # when the action opens the hidden placement


class _ViewBase(TypedDict):
    seat: int | None
    players: int
    mode: Literal["duel", "ffa", "teams"]
    size: int
    arena: str
    terrain_set: str
    terrain: list[str]  # terrain id per cell, row by row from a1
    void: list[Cell]
    stacks: dict[Cell, Stack]  # during the placement: the seat's own stacks only
    reserve: list[dict[Element, int] | None]  # during the placement: None for the others
    aside: list[int]
    out: list[dict[Element, int]]
    phase: Phase
    start: Literal["predefined", "free"]
    current: int
    first: int
    round: int
    ap: int
    turn: int
    turn_limit: int
    eliminated: list[bool]
    specialty: list[str]
    genie_used: list[int]
    draft: dict[str, Any] | None
    ready: list[bool]
    events_on: bool
    ev_row: list[EventCard]
    ev_deck: int  # how many cards are left in the deck
    ev_discard: list[str]
    ev_used: list[list[str]]
    ev_reserved: list[list[str]]
    effects: list[dict[str, Any]]
    chain: dict[str, Any] | None
    pending: dict[str, Any] | None
    over: Over | None
    army_size: int
    events_per_player: int
    sides: list[int]  # the side (team) of each seat
    homes: list[list[Cell]]  # during the placement: each seat's rows where it may place, else []


class View(_ViewBase, total=False):
    placed: list[int]  # during the placement: how many tokens each seat has placed


class _Public(TypedDict, total=False):
    status: Status  # on the last event of an action (see Status)


class Empty(_Public):
    pass


class TurnEnd(_Public, total=False):
    """A turn ended with action points left: how many, and whether nothing but ending was left."""

    ap_left: int
    stuck: bool


class Setup(_Public):
    arena: str
    terrains: str
    blocks: list[str]
    first: int
    mode: str
    start: str
    specialties: list[str]
    events: list[str]


class TurnStart(_Public):
    ap: int
    turn: int
    round: int


class CellOnly(_Public):
    cell: Cell


class CellElement(_Public):
    cell: Cell
    element: Element


class Grow(_Public):
    cell: Cell
    element: Element
    gained: int
    level: int


class Move(_Public):
    src: Cell
    dst: Cell
    count: int
    element: Element
    player: int
    whole: bool
    cause: str


class Desert(_Public):
    cell: Cell
    element: Element
    lost: int
    level: int


class Merge(_Public):
    cell: Cell
    element: Element
    level: int
    excess: int


class _AttackBase(_Public):
    src: Cell
    dst: Cell
    winner: Cell
    loser: Cell
    winner_element: Element
    loser_element: Element
    lost: int
    gained: int
    vanished: bool
    cause: str
    side: str  # whose the target is, for the attacker: own, ally (2v2 partner) or enemy
    no_gain: str  # why the winner gained nothing: full (level 3), reserve (empty), nogain; "" if it gained


class Attack(_AttackBase, total=False):
    # a souffle's collision only: whose stack was blown (owner, element) into whose (victim, target_element)
    owner: int
    victim: int
    element: Element
    target_element: Element


class TakePlace(_Public):
    src: Cell
    dst: Cell
    element: Element


class Souffle(_Public):
    src: Cell
    dst: Cell
    count: int
    element: Element
    cause: str
    spent: int  # Air tokens the souffle costs its source (0 for Brise)
    left: int  # the source's level after it (0: its last token spent, the Air gone; words only)


class PushHeld(_Public):
    """A souffle's target that cannot move (the next cell is taken); a merge or interaction follows."""

    cell: Cell
    element: Element
    player: int
    into: str  # "collision" (an interaction follows) or "" (blocked: nothing happens)
    against: Cell  # the taken cell it was blown against


class Pushed(_Public):
    src: Cell
    dst: Cell  # where it really ends: the obstacle's cell when it merges into it
    steps: int
    element: Element
    player: int
    vanished: bool
    into: str  # "merge", "collision" (an interaction with the stack on `against` follows) or ""
    against: Cell  # the stack it merged into or collided with ("" if none)


class Brasier(_Public):
    src: Cell
    cells: list[Cell]


class Vague(_Public):
    src: Cell
    dst: Cell
    members: list[Cell]


class Immobilised(_Public):
    cells: list[Cell]
    cause: str


class Specialty(_Public):
    specialty: str


class Placed(TypedDict):
    cell: Cell
    element: Element
    level: int


class PlacedCount(TypedDict):
    placed: int


class Revealed(_Public):
    stacks: dict[Cell, Stack]
    reserve: list[dict[Element, int]]


class GameOver(_Public):
    winners: list[int]
    reason: str


class Aside(_Public):
    count: int
    total: int


class Sacrifice(_Public):
    cell: Cell
    element: Element
    level: int


class _SummonBase(_Public):
    cell: Cell
    element: Element
    level: int
    player: int


class Summon(_SummonBase, total=False):
    played: bool


class Genie(_Public):
    cell: Cell
    element: Element
    player: int


class Transformed(_Public):
    cell: Cell
    old: Element
    new: Element
    level: int
    player: int


class EventPlayed(_Public):
    event: str
    copy: str  # the card Miroir copies, else ""


class Level(_Public):
    cell: Cell
    element: Element
    player: int
    before: int
    after: int


class Effect(_Public):
    effect: str
    target: int


class Ap(_Public):
    ap: int
    change: int


class EventTaken(_Public):
    event: str


class EventsReplaced(_Public):
    removed: list[str]
    count: int


class StepDone(_Public):
    step: str  # the choice closed ("done"): a card's or a specialty's pending kind


class EventsRevealed(_Public):
    events: list[str]


EVENTS: dict[str, type] = {
    "setup": Setup,
    "turn_start": TurnStart,
    "turn_end": TurnEnd,
    "grow": Grow,
    "immobilised": Immobilised,
    "move": Move,
    "desert": Desert,
    "merge": Merge,
    "attack": Attack,
    "take_place": TakePlace,
    "souffle": Souffle,
    "pushed": Pushed,
    "push_held": PushHeld,
    "brasier": Brasier,
    "vague": Vague,
    "wave_stay": CellOnly,
    "specialty": Specialty,
    "specialty_used": Specialty,
    "placed": Placed,
    "placed_hidden": PlacedCount,
    "unplaced": Placed,
    "unplaced_hidden": PlacedCount,
    "ready": Empty,
    "revealed": Revealed,
    "eliminated": Empty,
    "removed_from_game": Empty,
    "game_over": GameOver,
    "aside": Aside,
    "sacrifice": Sacrifice,
    "summon": Summon,
    "genie": Genie,
    "transformed": Transformed,
    "marked": CellOnly,
    "morph": CellElement,
    "event_played": EventPlayed,
    "level": Level,
    "effect": Effect,
    "ap": Ap,
    "void": CellOnly,
    "event_taken": EventTaken,
    "events_replaced": EventsReplaced,
    "events_revealed": EventsRevealed,
    "step_done": StepDone,
}
