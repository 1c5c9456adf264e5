"""Elem Master: the twelve terrains, each on a small scenario."""

from __future__ import annotations

import pytest
import yaml

from game.core import Action
from game.elemmaster.board import ELEMENTS
from game.elemmaster.scenario import from_text

KEEP = {"a6": "0 earth 1", "b6": "0 fire 1", "e6": "1 fire 1", "f6": "1 earth 1"}

# The rules text, terrain by terrain: which elements grow there.
GROWTH = {
    "forest": {"earth"}, "savanna": {"fire"}, "swamp": {"water"}, "mountain": {"air"},
    "volcano": {"fire", "air"}, "glacier": {"water", "air"}, "steppe": {"earth", "air"}, "mangrove": {"earth", "water"},
    "desert": set(), "canyon": set(), "jungle": {"earth", "water"}, "tundra": set(),
}


def game(stacks, cells=None, **kw):
    d = {"terrain": "forest", "cells": cells or {}, **kw, "stacks": {**KEEP, **stacks}}
    return from_text(yaml.safe_dump(d))


def do(st, text):
    return st.apply(st.current, Action.parse(text))


def at(st, cell):
    return st.stacks.get(st.geo.index[cell])


def legal(st):
    return {str(a) for a in st.legal_actions(st.current)}


@pytest.mark.parametrize("terrain", sorted(GROWTH))
@pytest.mark.parametrize("element", ELEMENTS)
def test_growth_by_terrain(terrain, element):
    st = game({"c3": f"0 {element} 1"}, cells={"c3": terrain})
    assert ("grow c3" in legal(st)) == (element in GROWTH[terrain])


def test_desert_takes_a_level_from_water_entering_it():
    st = game({"b2": "0 water 2", "b3": "0 water 1"}, cells={"c2": "desert", "c3": "desert"})
    ev = do(st, "move b2 c2 2")
    assert at(st, "c2").level == 1 and "desert" in [e.kind for e in ev]
    do(st, "move b3 c3 1")  # a level-1 Water vanishes on entering
    assert at(st, "c3") is None and at(st, "b3") is None
    assert st.reserve[0]["water"] == 6 - 1


def test_desert_spares_other_elements_and_hits_pushed_water():
    st = game({"b2": "0 earth 2", "c4": "0 air 2", "d4": "1 water 2"}, cells={"c2": "desert", "f4": "desert"})
    do(st, "move b2 c2 2")
    assert at(st, "c2").level == 2
    do(st, "souffle c4 d4 2")  # pushed through e4 onto the Desert f4
    assert at(st, "f4").level == 1


def test_canyon_air_moves_one_cell_per_action():
    st = game({"c3": "0 air 2"}, cells={"c3": "canyon"})
    do(st, "move c3 d3 2")
    assert st.chain is None
    st = game({"b3": "0 air 2"}, cells={"c3": "canyon"})
    do(st, "move b3 c3 1")  # onto the canyon: only the part left on b3 may move again
    assert st.chain is not None and st.chain["cells"] == ["b3"]


def test_canyon_souffle_costs_an_action_point():
    st = game({"c3": "0 air 2", "d3": "1 fire 1"}, cells={"c3": "canyon"})
    do(st, "souffle c3 d3 1")
    assert st.ap == 2
    st = game({"c3": "0 air 2", "d3": "1 fire 1"}, cells={"c3": "canyon"}, ap=0)
    assert not any(a.startswith("souffle") for a in legal(st))


def test_jungle_growth_immobilises_the_next_turn():
    st = game({"c3": "0 earth 1"}, cells={"c3": "jungle"})
    do(st, "grow c3")
    s = at(st, "c3")
    assert s.played and s.pin == 2
    do(st, "end")
    assert s.played  # still marked after its owner's turn
    do(st, "end")
    assert s.played and not any(a.startswith(("move c3", "grow c3", "attack c3")) for a in legal(st))
    do(st, "end")
    do(st, "end")
    assert not s.played and "move c3 c4 2" in legal(st)


def test_merging_does_not_lift_an_immobilisation():
    st = game({"c3": "0 earth 1 pin=1", "b3": "0 earth 1"})
    do(st, "move b3 c3 1")
    assert at(st, "c3").played and at(st, "c3").pin == 1


def test_tundra_no_gain_from_interactions():
    st = game({"c3": "0 fire 1", "d3": "1 earth 2"}, cells={"c3": "tundra"})
    do(st, "attack c3 d3")
    assert at(st, "c3").level == 1 and at(st, "d3").level == 1
    st = game({"c3": "0 fire 1", "d3": "1 earth 2"}, cells={"d3": "tundra"})
    do(st, "attack c3 d3")  # the winner stands elsewhere: it gains
    assert at(st, "c3").level == 2
