"""Hard bots play a match on while a test reads the hint of every move (the hint tests share this walk)."""

from collections.abc import Iterator
from copy import deepcopy
from dataclasses import dataclass
from typing import Any

from game.core import Action
from game.hints import Hint
from game.match import Match


def hinted_moves(m: Match, moves: int) -> Iterator[tuple[int, Hint]]:
    """(seat, hint) at each of up to `moves` moves; the hint's move is then played (it is the hard
    bot's own). Real time passes while nobody may act; the walk ends with the game."""
    for _ in range(moves):
        if m.state.is_over:
            return
        actors = [s for s in m.state.actors() if m.state.legal_actions(s)]
        if not actors:
            m.pass_time(0.5)
            continue
        seat = actors[0]
        h = m.hint(seat)
        assert h is not None and h.action in m.state.legal_actions(seat), f"move {len(m.moves)}: hint {h}"
        yield seat, h
        m.play(seat, h.action)


@dataclass(frozen=True)
class Step:
    """One move of a kept walk: the position the hint was asked in (a copy of the state, as `state`,
    so that a check written for a match reads it alike), the hint, and the seated hard bot's own
    choice there."""
    seat: int
    hint: Hint
    state: Any
    moves: int  # the moves played before this one
    played: Action


_KEPT: dict[tuple[str, int, int], list[Step]] = {}


def kept_walk(game_id: str, seed: int, moves: int) -> list[Step]:
    """`hinted_moves` of a match of two hard bots (seed `seed`, default options), each step's
    position, hint and hard bot's choice kept for the process: the walk is the same whoever sits
    (the hint is the hard bot's move for the seat, and the walk plays it), so the hint tests that read
    one game's hints over the same positions walk it once per worker (an Elem Master walk of 60
    moves is 5 s of CPU). Steps are shared: read them, never change them."""
    key = (game_id, seed, moves)
    if key not in _KEPT:
        m = Match(game_id, ["bot:hard", "bot:hard"], seed=seed)
        steps = []
        for seat, h in hinted_moves(m, moves):
            state = m.state.fast_copy() if hasattr(m.state, "fast_copy") else deepcopy(m.state)
            steps.append(Step(seat, h, state, len(m.moves), m.bot_choice(seat)))
        _KEPT[key] = steps
    return _KEPT[key]
