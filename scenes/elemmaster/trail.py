"""The cells an Elem Master event names: what the last move (scenes/lastturn.py) marks on the board.

A person coming back to the board after the others played sees where they moved, attacked or
grew: the kit keeps each seat's cells marked until that seat's next turn starts. Pure Python
(no pygame): read from the events' data only, never the engine.
"""

from __future__ import annotations

from game.core import Event

# the event fields that name the cells an action touched (the rest are counts, elements, seats)
CELL_FIELDS = ("src", "dst", "cell", "winner", "loser")
LIST_FIELDS = ("cells", "members")
# a free start's placements, the reveal and the set-up are no one's turn
SKIPPED = frozenset({"setup", "placed", "unplaced", "placed_hidden", "unplaced_hidden", "revealed", "ready"})


def touched_cells(ev: Event) -> list[str]:
    """The cells `ev` touched, in the order its data names them (none for the set-up's events)."""
    if ev.kind in SKIPPED:
        return []
    d = ev.data
    found = [d[k] for k in CELL_FIELDS if isinstance(d.get(k), str)]
    found += [c for k in LIST_FIELDS if isinstance(d.get(k), list) for c in d[k] if isinstance(c, str)]
    return list(dict.fromkeys(found))
