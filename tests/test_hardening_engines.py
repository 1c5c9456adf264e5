"""Engines refuse impossible tables and wrongly typed actions themselves, in words."""

import pytest

from game import registry
from game.core import Action, Chance, IllegalAction
from game.elemmaster.rules import ElemState
from game.elemons import ElemonsState
from game.evolution.engine import EvolutionState
from game.kaiju.state import KaijuState
from game.monsters.state import MonstersState

BUILDERS = {
    "elemons": (lambda n: ElemonsState.new(n, Chance(1)), (2, 4)),
    "evolution": (lambda n: EvolutionState.new_game(n, Chance(1)), (2, 4)),
    "kaiju": (lambda n: KaijuState.new_game(n, Chance(1)), (2, 4)),
    "monsters": (lambda n: MonstersState.new(n, Chance(1)), (1, 4)),
    "elemmaster": (lambda n: ElemState.new_game(n, Chance(1), {}), (2, 4)),
}


@pytest.mark.parametrize("game", list(BUILDERS))
def test_impossible_seat_counts_are_refused_by_the_engine(game):
    build, (lo, hi) = BUILDERS[game]
    for n in (lo - 1, hi + 1, 0, -1, True, 2.0, "2", None):
        with pytest.raises(ValueError):
            build(n)
    assert build(lo).num_seats == lo
    assert registry.get(game).seats[0] == lo


@pytest.mark.parametrize("game", list(BUILDERS))
def test_wrongly_typed_seats_and_actions_are_illegal(game):
    st = BUILDERS[game][0](BUILDERS[game][1][0] if game != "elemmaster" else 2)
    seat = st.actors()[0]
    legal = st.legal_actions(seat)
    assert legal
    good = legal[0]
    for bad_seat in (float(seat), True if seat == 1 else False, str(seat), -1, st.num_seats, 99, None):
        with pytest.raises(IllegalAction):
            st.apply(bad_seat, good)
    for bad in (
        str(good),
        None,
        Action(good.kind, (*good.args[:-1], True)) if good.args else Action(good.kind, (True,)),
        Action(good.kind, (*good.args[:-1], 1.0)) if good.args else Action(good.kind, (1.0,)),
        Action(good.kind, [*good.args]),
        Action(good.kind, ([1],)),
    ):
        with pytest.raises(IllegalAction):
            st.apply(seat, bad)
    st.apply(seat, good)  # nothing was half-applied by the refusals


def test_monsters_why_illegal_answers_a_bad_seat_in_words():
    st = MonstersState.new(2, Chance(1))
    assert "no seat" in st.why_illegal(5, Action("swap", (1,)))
    assert "no seat" in st.why_illegal(-1, Action("swap", (1,)))
