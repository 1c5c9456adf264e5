"""Elemons ruling: «Quand la pioche est vide de Tuiles» - the turn that empties the pile is the last."""

from game.core import Chance, act
from game.elemons import ElemonsState, load_defs

DEFS = load_defs()
A, G, E, H, F, P, Y = "aeromon", "geomon", "electromon", "hydromon", "floramon", "pyromon", "polymon"


def pos(grid, pile=(), won=((), ())) -> ElemonsState:
    return ElemonsState.from_layout(2, Chance(0), DEFS, list(grid), list(pile), [list(w) for w in won], [])


def test_a_refill_that_takes_exactly_the_last_tiles_ends_the_game_with_the_turn():
    s = pos([Y, P, E, H, F, G, A, G, E], pile=[F, F], won=([A], [H]))
    ev = s.apply(0, act("flip", 0)) + s.apply(0, act("flip", 1))
    kinds = [e.kind for e in ev]
    assert kinds.count("slot_refilled") == 2 and len(s.pile) == 0
    assert "pile_empty" in kinds and s.is_over and s.end_reason == "pile"
    assert all(t is not None for t in s.grid)  # the grid is full: only the empty pile ends it


def test_a_refill_that_leaves_a_tile_goes_on():
    s = pos([Y, P, E, H, F, G, A, G, E], pile=[F, F, A], won=([A], [H]))
    s.apply(0, act("flip", 0))
    s.apply(0, act("flip", 1))
    assert not s.is_over and s.current == 1 and len(s.pile) == 1


def test_floramon_taking_the_last_tile_ends_the_game_with_the_turn():
    s = pos([F, F, E, H, G, A, P, Y, A], pile=[G, A, A])  # the draw takes G, the refill the two A
    ev = s.apply(0, act("flip", 0)) + s.apply(0, act("flip", 1))
    assert [e.kind for e in ev].count("pile_empty") == 1 and s.is_over


def test_an_electromon_replay_ends_when_the_refill_empties_the_pile():
    s = pos([E, E, A, H, F, G, P, Y, G], pile=[F, F])
    s.apply(0, act("flip", 0))
    ev = s.apply(0, act("flip", 1))
    assert "replay" not in [e.kind for e in ev] and s.is_over
