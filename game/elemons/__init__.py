"""Elemons & Gigamons: the memory game on a 3x3 grid (rules: elemons-gigamons.fr.txt).

A turn: flip two tiles (`flip S`, slots 0-8 read left to right, top to
bottom). Different tiles turn back and the turn ends; a pair is won, its
power fires (the player answers with `look P` / `swap MINE THEIRS` / `keep`,
`rock S`, `peek S`, `burn P`), then the grid is refilled from the pile.
`trade KIND` gives back three identical Elemons for that kind's Gigamon at
any moment of one's own turn; `end` closes a turn whose player may still
trade. Rulings for what the text leaves open: docs/rules/elemons.md.
"""

from __future__ import annotations

from game.elemons.bots import BOTS, EasyBot, ElemonsBot, HardBot, evaluate, greedy_policy, lead, make_bot
from game.elemons.defs import POWERS, Defs, Kind, load_defs
from game.elemons.scenario import from_scenario
from game.elemons.state import ElemonsState
from game.registry import GameSpec

SPEC = GameSpec(
    id="elemons",
    seats=(2, 4),
    state_cls=ElemonsState,
    load_defs=load_defs,
    new_state=lambda n, chance, options: ElemonsState.new(n, chance),
    make_bot=make_bot,
    lead=lead,
    from_scenario=from_scenario,
    contract="game.elemons.contract",
    results="scenes.elemons.results:result_rows",
    explain="scenes.elemons.results:explain",
    reveals=frozenset({"tile_turned", "tile_peeked", "hand_seen", "tiles_swapped", "tile_drawn", "tile_burned"}),
    table="scenes.elemons.table:ElemonsTable",
    components="sprites.elemons.components",
    features="game.lab.features:elemons",
)

__all__ = [
    "BOTS", "POWERS", "SPEC", "Defs", "EasyBot", "ElemonsBot", "ElemonsState", "HardBot", "Kind",
    "evaluate", "from_scenario", "greedy_policy", "load_defs", "make_bot",
]
