"""The five games by id, and what each game package provides.

Each game package (`game/<id>/`) exposes `SPEC`, a `GameSpec`: its engine, bots, options and, by
dotted name, its screens and hooks. The registry imports a package only when asked, so a command
about one game loads that game only.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.bots import CLOSE, keep_close
from game.core import Chance, GameState

GAME_IDS = ("elemons", "evolution", "monsters", "kaiju", "elemmaster")

TITLES: dict[str, dict[str, str]] = {
    "elemons": {"fr": "Elemons & Gigamons", "en": "Elemons & Gigamons"},
    "evolution": {"fr": "Elementary Evolution", "en": "Elementary Evolution"},
    "monsters": {"fr": "Monstres, cartes perforées", "en": "Monsters, punched cards"},
    "kaiju": {"fr": "Kaijū & Mecha (dés)", "en": "Kaiju & Mecha dice"},
    "elemmaster": {"fr": "Elem Master", "en": "Elem Master"},
}

BOT_STRENGTHS = ("easy", "medium", "hard")  # every game has these three
# Every strength some game has: the level for a first game ("close", « sur mesure »: weak while it
# leads, stronger once it trails, game/bots.py `KeepClose`), and the others, weakest first; Monsters
# adds a "beginner" pace slower than a person's first minutes (each game lists its own, in order, in
# `GameSpec.strengths`).
ALL_STRENGTHS = (CLOSE, "beginner", *BOT_STRENGTHS)


class GameNotBuilt(Exception):
    """The id is known but its package is missing from this build (a frozen executable that left it
    out): said in one line rather than a traceback."""


@dataclass
class GameSpec:
    """What the client, `simulate` and the tests need from one game."""

    id: str
    seats: tuple[int, int]
    state_cls: type[GameState]
    load_defs: Callable[[], Any]
    new_state: Callable[[int, Chance, dict[str, Any]], GameState]
    make_bot: Callable[[str, int, int], Any]
    from_scenario: Callable[[Any, Chance], GameState] | None = None
    # Setup options: name -> allowed values, the first is the default.
    options: dict[str, list[Any]] = field(default_factory=dict)
    realtime: bool = False
    # The bot strengths this game offers, weakest first (`lead` set: the first-game level just after
    # the weakest, as it plays weak while it leads and stronger once it trails).
    strengths: tuple[str, ...] = BOT_STRENGTHS
    # How far the seat leads, from its view alone, in the game's own score (`lead(view, seat)`,
    # negative when it trails): set, the game offers the first-game level "close" (data/bots.yaml).
    lead: Callable[[dict[str, Any], int], float] | None = None
    # A real-time game whose « sur mesure » follows the person's pace (Monsters, f49): the seconds per move a
    # seat has taken so far this match, from a view (`pace(view, seat)`, None before its first); the results
    # say it (scenes/common.py `close_lines`)
    pace: Callable[[dict[str, Any], int], float | None] | None = None
    # Extra validation for check-data (boards, generated decks); returns the files it read.
    check_data: Callable[[], list[str]] | None = None
    # The rest of the game's registration, by dotted name ("module:attr") so that `game/` imports
    # neither pygame nor the screens: the table scene, the component list (gallery, print sheets,
    # placeholder art), the lab's features, the typed view/event contract, and the rows of the
    # results screen (`result_rows(view, result, num_seats) -> list[list[str]]`, one list per seat;
    # unset, each seat shows its score).
    table: str = ""
    components: str = ""
    features: str = ""
    contract: str = ""
    results: str = ""
    # What decided the winner, in sentences (`explain(view, result, names) -> list[str]`, the game's
    # first, then its rounds'), from `Result.details["decided_by"]`, which the engine computes.
    explain: str = ""
    # check-data's inspect check (scenes/inspect_check.py): a function giving every piece the table
    # can describe and where its inspect function reads its words; unset, no inspect texts to check.
    inspect_check: str = ""
    # The options the engine gets from the options chosen and the seats (a ruling that depends on
    # who sits at the table); unset, the chosen options as they are.
    engine_options: Callable[[dict[str, Any], list[str]], dict[str, Any]] | None = None
    # Options added after saves were written, with the value such an older save played with.
    saved_before: dict[str, Any] = field(default_factory=dict)
    # Event kinds that reveal hidden information to someone (undo never goes back past one).
    reveals: frozenset[str] = frozenset()
    # Real-time games: event kinds after which the clock stops until the screen starts it again
    # (a round's end: the time left over in that frame is not the next round's).
    clock_stops: frozenset[str] = frozenset()

    def __post_init__(self) -> None:
        if self.lead is not None and CLOSE not in self.strengths:
            # offered just above the weakest level, which it plays as while it leads (data/bots.yaml)
            self.strengths = (self.strengths[0], CLOSE, *self.strengths[1:])
            self.make_bot = keep_close(self.id, self.strengths, self.make_bot, self.lead)

    @property
    def first_bot(self) -> str:
        """The level a new bot seat starts at: the first-game level where the game offers it (four
        newcomers out of five found the weakest bot no fight at all), else the weakest."""
        return CLOSE if CLOSE in self.strengths else self.strengths[0]

    @property
    def title(self) -> dict[str, str]:
        return TITLES[self.id]

    def default_options(self) -> dict[str, Any]:
        return {k: v[0] for k, v in self.options.items()}

    def part(self, name: str) -> Any:
        """Resolve one of the registration's dotted names (`table`, `components`...); None when unset."""
        ref = getattr(self, name)
        if not ref:
            return None
        module_name, _, attr = ref.partition(":")
        module = importlib.import_module(module_name)
        return getattr(module, attr) if attr else module


_MODULES = {gid: f"game.{gid}" for gid in GAME_IDS}


def get(game_id: str) -> GameSpec:
    """The spec of a game; ValueError for an unknown id, GameNotBuilt for a package missing from the build."""
    if game_id not in _MODULES:
        raise ValueError(f"unknown game '{game_id}' (choose from {', '.join(GAME_IDS)})")
    try:
        module = importlib.import_module(_MODULES[game_id])
    except ModuleNotFoundError as exc:
        if exc.name and exc.name.startswith(_MODULES[game_id]):
            raise GameNotBuilt(f"{TITLES[game_id]['en']} is missing from this build") from None
        raise
    spec = getattr(module, "SPEC", None)
    if not isinstance(spec, GameSpec):
        raise GameNotBuilt(f"{TITLES[game_id]['en']} is missing from this build (its package has no SPEC)")
    return spec


def available() -> dict[str, bool]:
    """Which games are in this build, found without importing them (bench/run_all.py benches those)."""
    return {gid: importlib.util.find_spec(_MODULES[gid]) is not None for gid in GAME_IDS}
