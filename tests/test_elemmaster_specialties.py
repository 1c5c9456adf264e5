"""Elem Master: the 16 specialty cards, each on a small scenario."""

from __future__ import annotations

import pytest
import yaml

from game.core import Action, Chance
from game.elemmaster import SPEC
from game.elemmaster.scenario import from_text

KEEP = {"a6": "0 earth 1", "b6": "0 fire 1", "e6": "1 fire 1", "f6": "1 earth 1"}


def game(stacks, spec=None, spec1=None, keep=True, **kw):
    specs = {}
    if spec:
        specs[0] = spec
    if spec1:
        specs[1] = spec1
    d = {"terrain": "forest", "specialties": specs, **kw, "stacks": {**(KEEP if keep else {}), **stacks}}
    return from_text(yaml.safe_dump(d))


def do(st, text):
    return st.apply(st.current, Action.parse(text))


def at(st, cell):
    return st.stacks.get(st.geo.index[cell])


def legal(st):
    return {str(a) for a in st.legal_actions(st.current)}


def test_druide_two_earth_moves_for_one_point():
    st = game({"b2": "0 earth 2"}, spec="druide")
    do(st, "move b2 b3 2")
    assert at(st, "b3").played and st.ap == 2
    assert "move b3 b4 2" in legal(st)
    do(st, "move b3 b4 2")
    assert st.ap == 2 and at(st, "b4").played and st.chain is None
    plain = game({"b2": "0 earth 2"})
    do(plain, "move b2 b3 2")
    assert "move b3 b4 2" not in legal(plain)


def test_necromancien_sets_earth_aside_and_summons_it_back():
    st = game({"b2": "0 earth 2", "b3": "1 fire 1", "c1": "0 earth 1"}, spec="necromancien", current=1)
    do(st, "attack b3 b2")
    assert st.aside[0] == 1 and st.reserve[0]["earth"] == 6 - 4
    do(st, "end")
    assert "necro" in legal(st)
    do(st, "necro")
    assert st.ap == 0 and st.pending["kind"] == "necro"
    picks = legal(st)
    assert picks == {f"pick {c}" for c in ("a1", "b1", "d1", "e1", "f1", "a2", "c2", "d2", "e2", "f2")}
    ev = do(st, "pick d2")
    assert at(st, "d2").element == "earth" and at(st, "d2").level == 1 and st.aside[0] == 0
    assert st.pending is None and "summon" in [e.kind for e in ev]


def test_necromancien_aside_is_capped():
    st = game({"b2": "0 earth 3", "b3": "1 fire 2"}, spec="necromancien", aside={0: 2}, current=1)
    st.interact(1, st.geo.index["b3"], st.geo.index["b2"], [], loss=2)
    assert st.aside[0] == 3 and st.reserve[0]["earth"] == 6 - 4 - 2 + 1


def test_demoniste_sacrifice():
    st = game({"b2": "0 earth 2"}, spec="demoniste")
    do(st, "sacrifice b2")
    assert at(st, "b2").element == "fire" and at(st, "b2").level == 1 and st.ap == 1
    assert st.reserve[0]["earth"] == 6 - 1 and st.reserve[0]["fire"] == 6 - 2
    assert "sacrifice b6" not in legal(st)  # a level-1 Fire would stay the same


def test_cultiste_summons_a_level_2_fire_on_the_first_rows():
    st = game({}, spec="cultiste")
    acts = legal(st)
    assert "cultist c2" in acts and "cultist c3" not in acts
    do(st, "cultist c2")
    assert at(st, "c2").element == "fire" and at(st, "c2").level == 2
    assert st.current == 1  # 3 action points spent: the turn is over


def test_pretre_water_gains_two_levels_on_enemy_fire():
    st = game({"b2": "0 water 1", "c2": "1 fire 2", "b3": "0 fire 1"}, spec="pretre")
    do(st, "attack b2 c2")
    assert at(st, "b2").level == 3
    st = game({"b2": "0 water 1", "b3": "0 fire 2"}, spec="pretre")
    do(st, "attack b2 b3")  # own Fire: the ordinary gain
    assert at(st, "b2").level == 2


def test_sage_wave_marks_nothing():
    st = game({"b2": "0 water 1", "c2": "0 water 1"}, spec="sage")
    do(st, "vague b2 b3 c2")
    assert not at(st, "b3").played and not at(st, "c3").played


def test_guerisseur_water_on_own_earth_gives_two_levels():
    st = game({"b2": "0 water 1", "c2": "0 earth 1"}, spec="guerisseur")
    do(st, "attack b2 c2")
    assert at(st, "c2").level == 3 and at(st, "b2") is None
    st = game({"b2": "0 water 1", "c2": "0 earth 1"})
    do(st, "attack b2 c2")
    assert at(st, "c2").level == 2


def test_shaman_two_growths_in_a_row():
    st = game({"b2": "0 earth 1"}, spec="shaman")
    do(st, "grow b2")
    assert at(st, "b2").played and "grow b2" in legal(st)
    do(st, "grow b2")
    assert at(st, "b2").level == 3 and st.ap == 1
    st = game({"b2": "0 earth 1"}, spec="shaman")
    do(st, "grow b2")
    do(st, "grow a6")  # another action ends the chance of a second growth
    assert "grow b2" not in legal(st)


def test_constellationiste_three_marked_airs_anywhere():
    st = game({}, spec="constellationiste", ap=4)
    do(st, "constellation")
    for cell in ("c4", "d5", "f1"):
        assert f"pick {cell}" in legal(st)
        do(st, f"pick {cell}")
    for cell in ("c4", "d5", "f1"):
        assert at(st, cell).element == "air" and at(st, cell).level == 1 and at(st, cell).played
    assert st.pending is None and st.reserve[0]["air"] == 3


def test_illusionniste_summon_move_souffle():
    st = game({"d3": "1 fire 1"}, spec="illusionniste")
    do(st, "illusion c2")
    assert at(st, "c2").element == "air" and at(st, "c2").level == 2
    assert "done" not in legal(st)  # the first move is due
    do(st, "pick c3")
    assert "done" in legal(st)
    do(st, "done")
    assert legal(st) == {"pick d3"}
    events = do(st, "pick d3")  # a level-2 souffle pushes the Fire two cells away
    assert at(st, "f3").element == "fire" and st.pending is None
    # a normal souffle: it spends the Air's 2 tokens (only Brise says "sans consommer de jeton")
    assert at(st, "c3") is None
    assert [e.data["spent"] for e in events if e.kind == "souffle"] == [2]


def test_genie_once_per_game_for_no_action_point():
    st = game({"c3": "1 water 2", "d3": "1 earth 2"}, spec="genie")
    do(st, "genie c3")
    assert at(st, "c3") is None and st.ap == 3 and st.reserve[1]["water"] == 6
    assert not any(a.startswith("genie") for a in legal(st))


def test_oracle_moves_or_attacks_with_an_enemy():
    st = game({"c3": "1 fire 2", "d3": "1 earth 1", "c2": "0 earth 1"}, spec="oracle")
    acts = legal(st)
    assert "omove c3 c4 2" in acts and "oattack c3 d3" in acts and "oattack c3 c2" in acts
    do(st, "oattack c3 d3")  # the enemy Fire burns its own side's Earth
    assert at(st, "d3").element == "fire" and not at(st, "d3").played and st.ap == 1


def test_alchimiste_transforms_one_level_lower():
    st = game({"c3": "1 earth 2", "d3": "1 fire 1"}, spec="alchimiste")
    assert not any(a.startswith("alchemy d3") for a in legal(st))
    do(st, "alchemy c3 water")
    assert at(st, "c3").element == "water" and at(st, "c3").level == 1 and at(st, "c3").owner == 1
    assert st.reserve[1]["earth"] == 6 - 1 and st.reserve[1]["water"] == 5


def test_runiste_marks_an_enemy_for_its_next_turn():
    st = game({"c3": "1 earth 2"}, spec="runiste")
    do(st, "rune c3")
    assert at(st, "c3").played and st.ap == 1
    do(st, "end")
    assert not any(a.startswith(("move c3", "grow c3")) for a in legal(st))
    do(st, "end")
    assert not at(st, "c3").played


def test_enchanteur_doubles_the_loss():
    st = game({"b2": "0 fire 1", "c2": "1 earth 3"}, spec="enchanteur")
    do(st, "enchant b2 c2")
    assert at(st, "c2").level == 1 and at(st, "b2").level == 2 and st.ap == 1 and at(st, "b2").played


def test_metamorphe_acts_as_another_element_this_turn():
    st = game({"b2": "0 earth 2", "c2": "1 fire 1"}, spec="metamorphe", ap=4)
    do(st, "morph b2 water")
    assert "attack b2 c2" in legal(st)
    do(st, "attack b2 c2")  # as Water it extinguishes the Fire
    s = at(st, "c2")
    assert s.owner == 0 and s.element == "earth" and s.level == 3
    do(st, "end")
    assert s.morph is None


@pytest.mark.parametrize("mode", ["random", "choose"])
def test_specialty_modes_at_set_up(mode):
    st = SPEC.new_state(2, Chance(2), {"specialties": mode})
    if mode == "random":
        assert all(st.specialty) and st.specialty[0] != st.specialty[1]
    else:
        assert st.phase == "draft" and len(st.legal_actions(st.current)) == 17
