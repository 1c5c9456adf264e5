"""Elem Master: summoners fight with Earth, Fire, Water and Air elementals on a Tiled arena.

Modules: board (geometry, Tiled arenas and tilesets), defs (data/elemmaster/*.yaml),
pieces (stacks), position (the position and the shared mechanisms), specialties and events
(the cards, built on position), rules (the state: set-up, legal lists, base actions, turns),
scenario (YAML positions), bots, contract (what a seat is sent). Rules notes:
docs/rules/elemmaster.md.
"""

from __future__ import annotations

from typing import Any

from game.core import Chance
from game.elemmaster.bots import lead, make_bot
from game.elemmaster.defs import SPECIALTY_IDS, TERRAIN_OPTIONS, arena_ids, load_defs, read_defs
from game.elemmaster.rules import ElemState
from game.elemmaster.scenario import from_scenario
from game.registry import GameSpec


def new_state(num_seats: int, chance: Chance, options: dict[str, Any]) -> ElemState:
    return ElemState.new_game(num_seats, chance, options)


def check_data() -> list[str]:
    """Read every definition, tileset and arena map afresh; DataError on the first problem."""
    return list(read_defs().files)


_SEAT_SPECIALTY = ["auto", "none", *SPECIALTY_IDS]

SPEC = GameSpec(
    id="elemmaster",
    seats=(2, 4),
    state_cls=ElemState,
    load_defs=load_defs,
    new_state=new_state,
    make_bot=make_bot,
    lead=lead,
    from_scenario=from_scenario,
    options={
        "players_mode": ["ffa", "teams"],
        "terrains": list(TERRAIN_OPTIONS),
        "arena": ["default", "random", *arena_ids()],
        "start": ["predefined", "free"],
        "specialties": ["off", "random", "choose"],
        "events": ["off", "on"],
        **{f"specialty_seat{i}": list(_SEAT_SPECIALTY) for i in range(4)},
    },
    realtime=False,
    check_data=check_data,
    table="scenes.elemmaster.table:ElemMasterTable",
    components="sprites.elemmaster.components",
    features="game.lab.features:elemmaster",
    contract="game.elemmaster.contract",
    results="scenes.elemmaster.results:result_rows",
    explain="scenes.elemmaster.results:explain",
    inspect_check="scenes.elemmaster.inspect_check:inspect_cases",
    # the hidden placement shown, face-down event cards turned or drawn: undo never goes back past them
    reveals=frozenset({"revealed", "events_revealed", "events_replaced"}),
)

__all__ = ["SPEC", "ElemState", "new_state", "check_data"]
