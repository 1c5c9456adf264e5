"""Elem Master ruling: a specialty acts only during its owner's own turns («pendant ses tours de jeu»)."""

from __future__ import annotations

import yaml

from game.core import Action
from game.elemmaster.scenario import from_text

KEEP = {"a6": "0 earth 1", "b6": "0 fire 1", "e6": "1 fire 1", "f6": "1 earth 1"}


def game(stacks, spec=None, spec1=None):
    specs = {}
    if spec:
        specs[0] = spec
    if spec1:
        specs[1] = spec1
    d = {"terrain": "forest", "specialties": specs, "stacks": {**KEEP, **stacks}}
    return from_text(yaml.safe_dump(d))


def do(st, text):
    return st.apply(st.current, Action.parse(text))


def at(st, cell):
    return st.stacks.get(st.geo.index[cell])


def test_pretre_gains_nothing_extra_in_an_opponents_turn():
    # Seat 0's Oracle makes seat 1's Water attack seat 0's Fire: seat 1's Prêtre does not act.
    st = game({"c2": "1 water 1", "b2": "0 fire 2"}, spec="oracle", spec1="pretre")
    assert st.current == 0
    do(st, "oattack c2 b2")
    assert at(st, "c2").level == 2  # the ordinary gain of one level, not the Prêtre's two


def test_pretre_still_gains_two_in_its_own_turn():
    st = game({"b2": "0 water 1", "c2": "1 fire 2"}, spec="pretre")
    do(st, "attack b2 c2")
    assert at(st, "b2").level == 3


def test_guerisseur_gives_nothing_extra_in_an_opponents_turn():
    st = game({"c2": "1 water 1", "c3": "1 earth 1"}, spec="oracle", spec1="guerisseur")
    legal = {str(a) for a in st.legal_actions(0)}
    assert "oattack c2 c3" in legal
    do(st, "oattack c2 c3")
    assert at(st, "c3").level == 2  # ordinary gain


def test_guerisseur_in_its_own_turn_gives_two():
    st = game({"b2": "0 water 1", "c2": "0 earth 1"}, spec="guerisseur")
    do(st, "attack b2 c2")
    assert at(st, "c2").level == 3
