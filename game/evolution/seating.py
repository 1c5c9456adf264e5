"""Evolution's set-up ruling that depends on who sits at the table (docs/rules/evolution.md, ruling 3).

« départager entre vous qui sera le premier joueur »: when people play, the table settles a tie for
the first player (the first person's seat is asked); with bots only, chance decides.
"""

from __future__ import annotations

from typing import Any

PEOPLE = ("human", "remote")
# Saves written before the `first` option existed drew a tied first player by chance.
SAVED_BEFORE: dict[str, Any] = {"first": "chance"}


def engine_options(options: dict[str, Any], seats: list[str]) -> dict[str, Any]:
    """The options with `first: people` turned into the first person's seat (or `chance`)."""
    if options.get("first") != "people":
        return options
    people = [i for i, seat in enumerate(seats) if seat in PEOPLE]
    return {**options, "first": people[0] if people else "chance"}
