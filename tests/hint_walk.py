"""Hard bots play a match on while a test reads the hint of every move (the hint tests share this walk)."""

import fcntl
import os
import pickle
from collections.abc import Callable, Iterator
from copy import deepcopy
from dataclasses import dataclass
from pathlib import Path
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


_KEPT: dict[str, list[Any]] = {}

# The folder of this run where the first worker to walk keeps each walk for the others (tests/conftest.py
# makes it on the controller and names it here; unset, each process walks for itself).
RUN_FOLDER = "ELEMENTAL_TESTS_RUN_FOLDER"


def _shared(game_id: str) -> dict[str, Any]:
    """The objects a position refers to that every process loads alike (and that pickle cannot
    copy): a kept position names them, and the reading process puts its own in their place."""
    if game_id != "elemmaster":
        return {}
    from game.elemmaster.defs import load_defs

    defs = load_defs()
    return {"defs": defs, "rules": defs.rules}


def _write(path: Path, game_id: str, steps: list[Any]) -> None:
    names = {id(obj): name for name, obj in _shared(game_id).items()}

    class Keeper(pickle.Pickler):
        def persistent_id(self, obj: Any) -> str | None:
            return names.get(id(obj))

    part = path.with_suffix(f".{os.getpid()}.part")
    with open(part, "wb") as f:
        Keeper(f, protocol=pickle.HIGHEST_PROTOCOL).dump(steps)
    os.replace(part, path)


def _read(path: Path, game_id: str) -> list[Any]:
    objs = _shared(game_id)

    class Reader(pickle.Unpickler):
        def persistent_load(self, pid: Any) -> Any:
            return objs[pid]

    with open(path, "rb") as f:
        steps: list[Any] = Reader(f).load()
    return steps


def _walk(game_id: str, seed: int, moves: int) -> list[Step]:
    m = Match(game_id, ["bot:hard", "bot:hard"], seed=seed)
    steps = []
    for seat, h in hinted_moves(m, moves):
        state = m.state.fast_copy() if hasattr(m.state, "fast_copy") else deepcopy(m.state)
        steps.append(Step(seat, h, state, len(m.moves), m.bot_choice(seat)))
    return steps


def kept_walk(game_id: str, seed: int, moves: int) -> list[Step]:
    """`hinted_moves` of a match of two hard bots (seed `seed`, default options), each step's
    position, hint and hard bot's choice kept for the process: the walk is the same whoever sits
    (the hint is the hard bot's move for the seat, and the walk plays it), so the hint tests that read
    one game's hints over the same positions walk it once (an Elem Master walk of 60 moves is 7 s of
    CPU). Under xdist the first worker to need a walk keeps it in the run's folder (`kept`). Steps are
    shared: read them, never change them."""
    return kept(f"walk-{game_id}-{seed}-{moves}", game_id, lambda: _walk(game_id, seed, moves))


@dataclass(frozen=True)
class BotStep:
    """One action of a kept bots' game: who played it, the action, the events it caused, and the view's
    turn before it."""
    seat: int
    action: Action
    events: list[Any]
    turn: Any


# the easy bots' Elem Master games four tests read (seats, steps), from seeds 0-3
EASY_GAMES = (("bot:easy", "bot:easy"), 300)


def kept_bot_game(game_id: str, seats: tuple[str, ...], steps: int, seed: int) -> list[BotStep]:
    """The first `steps` `bot_step`s of a seeded bots' match, kept as `kept_walk` keeps its walks: the
    property tests of one level's play read the same games (four Elem Master tests played the same easy
    bots' games from seeds 0-3, 33 s of CPU in all, for 12)."""
    def play() -> list[BotStep]:
        m = Match(game_id, list(seats), seed=seed)
        out = []
        for _ in range(steps):
            turn = m.state.view(0).get("turn")
            step = m.bot_step()
            if step is None:
                break
            seat, action, events = step
            out.append(BotStep(seat, action, list(events), turn))
        return out

    return kept(f"bots-{game_id}-{'-'.join(s.replace(':', '_') for s in seats)}-{seed}-{steps}", game_id, play)


def kept(name: str, game_id: str, make: Callable[[], list[Any]]) -> list[Any]:
    """`make()`, made once per process; under xdist the first worker to need it keeps it in the run's folder
    (a pickle, written whole under a lock): a worker that needs it meanwhile waits for it rather than making
    it again, and reads the same objects."""
    if name not in _KEPT:
        folder = os.environ.get(RUN_FOLDER)
        if not folder or not Path(folder).is_dir():
            _KEPT[name] = make()
            return _KEPT[name]
        path = Path(folder) / f"{name}.pickle"
        with open(path.with_suffix(".lock"), "a") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            if path.exists():
                _KEPT[name] = _read(path, game_id)
            else:
                _KEPT[name] = make()
                _write(path, game_id, _KEPT[name])
    return _KEPT[name]
