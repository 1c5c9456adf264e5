"""Kaiju & Mecha dice: what a seat is sent — its view and every event's payload, key by key.

The table (scenes/kaiju/table.py) is written against this and nothing else, so it
can be fed from a local match, a replay or a network host alike. Cards are Kaiju
values (ints); a Mecha in a hand is named "M<face>" where an event names a card
of a hand (a random steal), else by its face (int).
"""

from __future__ import annotations

from typing import Any, Literal, TypedDict

Phase = Literal["roll", "main", "react", "over"]
Effect = Literal["reroll", "steal", "set", "draw", "cancel"]


class _PlayerBase(TypedDict):
    seat: int
    kaiju: int  # Kaiju cards in hand (what the others see: the backs)
    cards: int  # Kaiju + Mechas: what a random steal draws from
    mechas: list[int]  # Mechas held (public: their Double tokens show who holds which)
    wounds: int


class Player(_PlayerBase, total=False):
    hand: list[int]  # the Kaiju face up: only the seat itself, or everybody once the game is over


class StackEntry(TypedDict):
    """A played card waiting for the others' answers (bottom first)."""

    seat: int
    card: int
    effect: Effect
    args: list[int]


class _ViewBase(TypedDict):
    game: str
    seat: int | None
    num_seats: int
    turn: int
    turn_limit: int
    active: int
    phase: Phase
    dice: list[int] | None
    table: list[int | None]  # the 8 slots of the centre (None: empty until the refill)
    mecha_table: list[int]  # the Mechas nobody holds yet
    pile: int
    discard: list[int]  # bottom first; a played card is discarded at once (it waits in `stack` too)
    removed: list[int]  # 2 players: the cards out of the game
    players: list[Player]
    hand: list[int] | None  # the seat's own Kaiju (None for the public)
    stack: list[StackEntry]
    asking: int | None  # the seat asked to answer the top card of the stack
    last_turns: int | None  # turns left once the pile is empty


class View(_ViewBase, total=False):
    result: dict[str, Any]  # Result.to_json() once the game is over


class Removed(TypedDict):
    cards: list[int]


class MechasSet(TypedDict):
    mechas: list[int]


class CardRevealed(TypedDict):
    slot: int
    card: int
    pile: int


class StartDraw(TypedDict):
    card: int
    total: int
    pile: int


class StartHand(TypedDict):
    count: int
    cards: list[int]


class TurnStart(TypedDict):
    turn: int
    last_turns: int | None


class Dice(TypedDict):
    dice: list[int]


class _CardPlayedBase(TypedDict):
    card: int
    effect: Effect
    args: list[int]


class CardPlayed(_CardPlayedBase, total=False):
    target: int  # steal: the seat stolen from
    target_card: int  # cancel: the card it answers...
    player: int  # ...and whose it is
    die: int  # set: the die turned (1 or 2)...
    face: int  # ...and the face it shows
    dice_chosen: list[int]  # reroll: the dice rerolled


class ReactionPass(TypedDict):
    card: int
    player: int


EffectCancelled = TypedDict("EffectCancelled", {"card": int, "effect": Effect, "player": int, "with": int})


class EffectRestored(TypedDict):
    """A cancel was cancelled: the card under it (the event's seat played it) stands again."""

    card: int
    effect: Effect


class DiceRerolled(TypedDict):
    card: int
    dice_chosen: list[int]
    before: list[int]
    dice: list[int]


class DieSet(TypedDict):
    card: int
    die: int
    face: int
    before: list[int]
    dice: list[int]


CardStolen = TypedDict(
    "CardStolen", {"from": int, "card": "int | str", "kept": bool, "mecha_wanted": "int | None"}
)
StealFailed = TypedDict("StealFailed", {"from": int})


class WoundTaken(TypedDict):
    card: int
    wounds: int
    points: int


class CardDrawn(TypedDict):
    card: int
    pile: int


class CardDrawnPublic(TypedDict):
    pile: int


class CardsTaken(TypedDict):
    cards: list[int]
    slots: list[int]
    dice: list[int]


class MechaTaken(TypedDict):
    mecha: int


MechaStealAttempt = TypedDict("MechaStealAttempt", {"mecha": int, "from": int, "hand": int})
DoubleTokenMoved = TypedDict("DoubleTokenMoved", {"mecha": int, "from": "int | None"})


class LastRound(TypedDict):
    turns: int


class GameOver(TypedDict):
    reason: str
    winners: list[int]
    scores: list[int]
    hands: list[list[int]]


EVENTS: dict[str, type] = {
    "removed": Removed,
    "mechas_set": MechasSet,
    "card_revealed": CardRevealed,
    "start_draw": StartDraw,
    "start_hand": StartHand,
    "turn_start": TurnStart,
    "dice_rolled": Dice,
    "card_played": CardPlayed,
    "reaction_pass": ReactionPass,
    "effect_cancelled": EffectCancelled,
    "effect_restored": EffectRestored,
    "dice_rerolled": DiceRerolled,
    "die_set": DieSet,
    "card_stolen": CardStolen,
    "steal_failed": StealFailed,
    "wound_taken": WoundTaken,
    "card_drawn": CardDrawn,
    "card_drawn_public": CardDrawnPublic,
    "cards_taken": CardsTaken,
    "mecha_taken": MechaTaken,
    "mecha_steal_attempt": MechaStealAttempt,
    "double_token_moved": DoubleTokenMoved,
    "nothing_taken": Dice,
    "last_round": LastRound,
    "game_over": GameOver,
}
