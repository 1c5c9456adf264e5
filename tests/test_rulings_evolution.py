"""Evolution rulings: the Water counter's cost, and who starts among tied mages."""

import pytest

from game.core import Chance, IllegalAction, act
from game.evolution.engine import EvolutionState
from game.match import Match

IDENTITY = list(range(18))


def tied_game(first):
    return EvolutionState.new_game(2, Chance(3, {"shuffle": [IDENTITY, IDENTITY]}), first=first)


def test_tied_people_choose_who_starts():
    st = tied_game(first=1)
    assert st.hand_total(0) == st.hand_total(1)
    assert st.actors() == (1,) and st.legal_actions(1) == [act("first", 0), act("first", 1)]
    assert [e.kind for e in st.setup_events][-1] == "first_tie"
    assert not any(r[0] == "first" for r in st.chance.record)  # no chance drawn
    with pytest.raises(IllegalAction):
        st.apply(0, act("first", 0))  # only the asked seat answers
    ev = st.apply(1, act("first", 0))
    assert [e.kind for e in ev][:2] == ["first_player", "turn_start"] and st.current == 0
    assert st.actors() == (0,) and act("end") in st.legal_actions(0)


def test_bots_only_draw_the_first_player_by_chance():
    st = tied_game(first="chance")
    assert any(r[0] == "first" for r in st.chance.record) and not st.stack


def test_a_match_with_people_asks_and_replays():
    m = Match("evolution", ["bot:easy", "human"], seed=0, chance_script={"shuffle": [IDENTITY, IDENTITY]})
    assert m.options["first"] == "people" and m.state.actors() == (1,)
    m.play(1, act("first", 1))
    again = Match.replay(m.log())
    assert again.state.to_json() == m.state.to_json()
    bots = Match("evolution", ["bot:easy", "bot:easy"], seed=0, chance_script={"shuffle": [IDENTITY, IDENTITY]})
    assert not bots.state.stack and any(r[0] == "first" for r in bots.state.chance.record)
    old = m.log()
    old["options"].pop("first")  # a save from before the ruling replays with chance
    old["moves"] = []
    assert not Match.replay(old).state.stack


def test_bad_first_values_are_refused():
    for bad in (2, -1, True, "alice"):
        with pytest.raises(ValueError):
            tied_game(first=bad)


def test_the_counterer_plays_one_turn_one_card_short_then_refills_to_five():
    st = EvolutionState.new_game(2, Chance(5))
    assert st.defs.cascade_penalty == 0
    st.hands[1] = st.hands[1][:4]  # the Water card that countered has left the hand
    st.penalty[1] = 0
    while st.current != 1:
        st.apply(st.actors()[0], next(a for a in st.legal_actions(st.actors()[0]) if a.kind in ("end", "pass")))
    assert st.actors() == (1,) and not st.stack
    ev = st.apply(1, act("end"))
    assert "penalty" not in [e.kind for e in ev]
    assert len(st.hands[1]) == 5
