"""Kaiju & Mecha dice (published as Pikit, 2024), 2-4 players.

Rules: shared/rules/kaiju-mecha-dice.fr.txt; rulings and formats: docs/rules/kaiju.md.
"""

from __future__ import annotations

from game import data
from game.core import Chance
from game.kaiju.bots import BOTS, EasyBot, HardBot, MediumBot, Memory, lead, make_bot
from game.kaiju.defs import GAME_ID, KaijuDefs, load_defs
from game.kaiju.scenario import from_scenario
from game.kaiju.state import EVENT_KINDS, KaijuState, dice_takes
from game.registry import GameSpec


def check_data() -> list[str]:
    """Load every Kaiju file (cards, texts, scenarios) so that a bad one fails with file:line."""
    defs = load_defs()
    read = [str(data.game_file(GAME_ID, "cards.yaml"))]
    texts = data.game_file(GAME_ID, "texts.yaml")
    node = data.load(texts)
    for kind in EVENT_KINDS:
        node["events"][kind].texts()
    for key, sentence in node["events"].items():  # "kind.effect" sentences: a known kind, both languages
        if key.split(".")[0] not in EVENT_KINDS:
            raise sentence.error(f"'{key}' is not an event kind ({', '.join(EVENT_KINDS)})")
        sentence.texts()
    read.append(str(texts))
    for path in sorted(data.game_file(GAME_ID, "scenarios").glob("*.yaml")):
        from_scenario(data.load(path), Chance(0), defs)
        read.append(str(path))
    return read


SPEC = GameSpec(
    id=GAME_ID,
    seats=(2, 4),
    state_cls=KaijuState,
    load_defs=load_defs,
    new_state=lambda n, chance, options: KaijuState.new_game(n, chance),
    make_bot=make_bot,
    lead=lead,
    from_scenario=from_scenario,
    options={},
    realtime=False,
    check_data=check_data,
    table="scenes.kaiju.table:KaijuTable",
    components="sprites.kaiju.components",
    features="game.lab.features:kaiju",
    contract="game.kaiju.contract",
    results="scenes.kaiju.results:result_rows",
    explain="scenes.kaiju.results:explain",
    inspect_check="scenes.kaiju.inspect_check:inspect_cases",
    # A card turned on the table, a drawn card, a steal's card, a roll: luck or a secret came out.
    reveals=frozenset(
        {"card_revealed", "start_draw", "dice_rolled", "dice_rerolled", "card_drawn", "card_drawn_public",
         "card_stolen", "game_over"}
    ),
)

__all__ = [
    "BOTS",
    "SPEC",
    "EVENT_KINDS",
    "EasyBot",
    "HardBot",
    "KaijuDefs",
    "KaijuState",
    "MediumBot",
    "Memory",
    "dice_takes",
    "from_scenario",
    "load_defs",
    "make_bot",
]
