"""Elemons ruling: «Quand la pioche est vide de Tuiles» - the turn that empties the pile is the last."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

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


# Ruling: «Trading 3 identical Elemons for a Gigamon is the player's choice, any time in its own turn»,
# a power's answer too: the winning Gigamon is not held back behind four Hydromon looks.
def test_a_trade_is_offered_while_a_power_waits_and_the_power_goes_on_after_it():
    s = pos([H, H, E, A, F, G, P, Y, G], pile=[F, F, A, A, E, E], won=([H, H, Y], [A]))
    s.apply(0, act("flip", 0))
    s.apply(0, act("flip", 1))  # a Hydromon pair: 4 hydromons won, the peek waits
    assert s.phase == "peek" and act("trade", H) in s.legal_actions(0)
    assert s.why_illegal(0, act("trade", H)) is None
    left = s.pending["left"]
    ev = s.apply(0, act("trade", H))
    assert [e.kind for e in ev] == ["gigamon_caught"] and s.gigamons[H] == 0
    assert s.phase == "peek" and s.pending["left"] == left and s.current == 0  # the looks still wait
    assert act("trade", H) not in s.legal_actions(0)


def test_the_winning_gigamon_is_caught_before_the_hydromon_looks():
    s = pos([H, H, E, A, F, G, P, Y, G], pile=[F, F, A, A, E, E], won=([H, E, E, E, A, A, A], [F]))
    s.gigamons[E], s.gigamons[A] = 0, 0  # two Gigamons held: the third wins
    s.won[0] = [t for t in s.won[0] if s.tiles[t] == H]
    s.apply(0, act("flip", 0))
    s.apply(0, act("flip", 1))
    assert s.phase == "peek"
    s.apply(0, act("trade", H))
    assert s.is_over and list(s.result().winners) == [0]


@pytest.mark.parametrize("power, grid", [("rock", [G, G, E, A, F, H, P, Y, H]), ("burn", [P, P, E, A, F, H, Y, G, H]),
                                         ("look", [A, A, E, G, F, H, P, Y, H])])
def test_every_power_waits_for_a_trade(power, grid):
    kind = grid[0]
    s = pos(grid, pile=[F, F, E, E, H, H], won=([kind, kind], [F, E]))
    s.apply(0, act("flip", 0))
    s.apply(0, act("flip", 1))
    assert s.phase == power and act("trade", kind) in s.legal_actions(0)
    s.apply(0, act("trade", kind))
    assert s.phase == power and s.current == 0 and s.legal_actions(0)


def test_the_swap_choice_waits_for_a_trade_and_swaps_what_is_left():
    s = pos([A, A, E, G, F, H, P, Y, H], pile=[F, F, E, E, H, H], won=([A, E], [F, E]))
    s.apply(0, act("flip", 0))
    s.apply(0, act("flip", 1))
    s.apply(0, act("look", 1))
    assert s.phase == "swap" and act("trade", A) in s.legal_actions(0)
    s.apply(0, act("trade", A))
    assert s.phase == "swap" and act("swap", E, F) in s.legal_actions(0)
    assert all(a.args[0] != A for a in s.legal_actions(0) if a.kind == "swap")  # the Aeromons are in the box


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), seats=st.integers(2, 4))
def test_trading_first_whenever_a_power_waits_keeps_the_game_consistent(seed, seats):
    """A player that trades as soon as it may, inside a power's phase too: the tiles are all there,
    the phase goes on to its answer, and the game ends."""
    import random

    rng = random.Random(seed)
    s = ElemonsState.new(seats, Chance(seed))
    steps = traded_in_power = 0
    while not s.is_over:
        seat = s.actors()[0]
        legal = s.legal_actions(seat)
        assert legal and all(s.why_illegal(seat, a) is None for a in legal[:30])
        trades = [a for a in legal if a.kind == "trade"]
        phase = s.phase
        action = trades[0] if trades else rng.choice(legal)
        s.apply(seat, action)
        if trades and phase not in ("flip", "after") and not s.is_over:
            traded_in_power += 1
            assert s.phase == phase and s.current == seat  # the power still waits for its answer
        assert sum(len(w) for w in s.won) + len(s.box) + len(s.pile) + sum(t is not None for t in s.grid) == 40
        steps += 1
        assert steps < 20_000
    assert s.result().winners
