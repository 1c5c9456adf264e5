"""Newcomer round 59 (nc59) on Elementary Evolution: what the tutorial left to be learnt the hard way."""

from __future__ import annotations

from lang import plain

from game import tutorial


def test_the_tutorials_cascade_says_the_water_stays_on_the_pile_a_level_up():
    """nc59 shots 029, 067: « La brûlure est annulée, mais votre prochain tour se jouera avec une carte de moins »;
    that the Cascade's Water stays on the pile, one level more, was learnt in the game, when a pile went from 2 to 3."""
    step = next(s for s in tutorial.load("evolution").steps if s.do.startswith("cascade"))
    assert "votre pile monte d'un niveau" in plain(step.say["fr"]), step.say["fr"]
    assert "your pile goes up a level" in step.say["en"], step.say["en"]
