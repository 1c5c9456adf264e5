"""Elemons starting positions from YAML (format in docs/rules/elemons.md)."""

from __future__ import annotations

from game import data
from game.core import (
    Chance,
    Event,
)
from game.elemons.defs import load_defs
from game.elemons.state import ElemonsState


def from_scenario(node: data.Node, chance: Chance) -> ElemonsState:
    """A starting position from YAML (format in docs/rules/elemons.md)."""
    defs = load_defs()
    node.only_keys("game", "seats", "current", "grid", "pile", "won", "gigamons", "rocks", "box")
    if node.has("game") and node["game"].str() != "elemons":
        raise node["game"].error("this scenario is not for elemons")
    seats = node["seats"].int(2, 4)
    kinds = list(defs.kinds)
    grid = [None if n.value is None else n.str(kinds) for n in node["grid"].list()]
    if len(grid) != defs.slots:
        raise node["grid"].error(f"needs {defs.slots} slots (null for an empty one), found {len(grid)}")
    pile = [n.str(kinds) for n in node.get("pile", []).list()]
    won_nodes = node.get("won", [[] for _ in range(seats)]).list()
    if len(won_nodes) != seats:
        raise node["won"].error(f"needs one list per seat ({seats})")
    won = [[n.str(kinds) for n in w.list()] for w in won_nodes]
    box = [n.str(kinds) for n in node.get("box", []).list()]
    st = ElemonsState.from_layout(seats, chance, defs, grid, pile, won, box)
    for kind, holder in node.get("gigamons", {}).items():
        if kind not in defs.kinds:
            raise holder.error(f"unknown Elemon '{kind}'")
        st.gigamons[kind] = holder.int(0, seats - 1)
    for slot, owner in node.get("rocks", {}).items():
        if not slot.isdigit() or int(slot) >= defs.slots or grid[int(slot)] is None:
            raise owner.error(f"a rock needs a slot holding a tile, not '{slot}'")
        st.rocks[int(slot)] = owner.int(0, seats - 1)
    st.current = node.get("current", 0).int(0, seats - 1)
    st.setup_events = [Event("turn_started", st.current, {})]
    return st
