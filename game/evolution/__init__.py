"""Elementary Evolution (2-4 mages): grow four Elementals from egg to level 5.

The engine is in `engine.py`, the definitions in `defs.py` (data/evolution/),
scenarios in `scenario.py`, the bots in `bots.py`; the rulings are in
docs/rules/evolution.md.
"""

from __future__ import annotations

from typing import Any

from game import data
from game.core import Chance
from game.evolution.bots import lead, make_bot
from game.evolution.contract import REVEALS
from game.evolution.defs import load_defs
from game.evolution.engine import VARIANTS, EvolutionState
from game.evolution.scenario import from_scenario
from game.evolution.seating import SAVED_BEFORE, engine_options
from game.registry import GameSpec


def new_state(num_seats: int, chance: Chance, options: dict[str, Any]) -> EvolutionState:
    """A dealt game; `first` is "chance", a seat asked to settle a tie, or "people".

    `seating.engine_options` turns "people" into the first person's seat; called without seats (bench, simulate, a
    preview), nobody at the table is known to be a person, so the ruling's bots-only case applies:
    chance breaks the tie."""
    first = options.get("first", "chance")
    if first == "people":
        first = "chance"
    return EvolutionState.new_game(num_seats, chance, variant=options.get("variant", "standard"), first=first)


def check_data() -> list[str]:
    """Load the definitions and every shipped scenario (a bad one raises DataError with file:line)."""
    load_defs()
    files = [str(data.game_file("evolution", n)) for n in ("cards.yaml", "creatures.yaml", "texts.yaml")]
    for path in sorted(data.game_file("evolution", "scenarios").glob("*.yaml")):
        from_scenario(data.load(path), Chance(0))
        files.append(str(path))
    return files


SPEC = GameSpec(
    id="evolution",
    seats=(2, 4),
    state_cls=EvolutionState,
    load_defs=load_defs,
    new_state=new_state,
    make_bot=make_bot,
    lead=lead,
    from_scenario=from_scenario,
    # "first": who settles a tie for the highest hand total: the people at the table (bots only: chance).
    options={"variant": list(VARIANTS), "first": ["people", "chance"]},
    realtime=False,
    check_data=check_data,
    table="scenes.evolution.table:EvolutionTable",
    components="sprites.evolution.components",
    features="game.lab.features:evolution",
    contract="game.evolution.contract",
    results="scenes.evolution.results:result_rows",
    explain="scenes.evolution.results:explain",
    inspect_check="scenes.evolution.inspect_check:inspect_cases",
    engine_options=engine_options,
    saved_before=SAVED_BEFORE,
    reveals=REVEALS,
)

__all__ = ["SPEC", "EvolutionState", "check_data", "from_scenario", "load_defs", "make_bot", "new_state"]
