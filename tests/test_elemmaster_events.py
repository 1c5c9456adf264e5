"""Elem Master: the 30 event cards, each on a small scenario."""

from __future__ import annotations

import pytest
import yaml

from game.core import Action, Chance
from game.elemmaster import SPEC
from game.elemmaster.defs import EVENT_IDS
from game.elemmaster.scenario import from_text

KEEP = {"a6": "0 earth 1", "b6": "0 fire 1", "e6": "1 fire 1", "f6": "1 earth 1"}


def game(stacks, row, keep=True, deck=None, used=None, **kw):
    events = {"row": list(row), "deck": deck or [], "used": used or {}}
    d = {"terrain": "forest", "events": events, **kw, "stacks": {**(KEEP if keep else {}), **stacks}}
    return from_text(yaml.safe_dump(d))


def do(st, text, seat=None):
    return st.apply(st.current if seat is None else seat, Action.parse(text))


def at(st, cell):
    return st.stacks.get(st.geo.index[cell])


def legal(st, seat=None):
    return {str(a) for a in st.legal_actions(st.current if seat is None else seat)}


def levels(st, *cells):
    return [at(st, c).level if at(st, c) else 0 for c in cells]


def test_event_costs_two_points_and_goes_before_the_player():
    st = game({"c3": "1 earth 1"}, ["printemps", "ete"])
    do(st, "event printemps")
    assert st.ap == 1 and st.ev_used[0] == ["printemps"] and [c["id"] for c in st.ev_row] == ["ete"]
    assert not any(a.startswith("event") for a in legal(st))  # 1 point left


def test_three_events_per_player_at_most():
    st = game({}, ["ete"], used={0: ["gel", "hiver", "orage"]})
    assert not any(a.startswith("event") for a in legal(st))


def test_printemps_ete_deluge_gain_a_level_within_the_cap():
    st = game({"c3": "1 earth 3", "c4": "0 earth 1", "d4": "1 water 2", "d2": "0 fire 2"},
              ["printemps", "deluge", "ete"], ap=7)
    do(st, "event printemps")
    assert levels(st, "c3", "c4", "a6", "f6") == [3, 2, 2, 2]
    do(st, "event deluge")
    assert levels(st, "d4") == [3]
    do(st, "event ete")
    assert levels(st, "d2", "b6", "e6") == [3, 2, 2]
    assert not at(st, "c4").played  # affected elementals are not sources


def test_printemps_needs_an_earth_that_can_grow():
    st = game({}, ["printemps"], reserves={0: {"earth": 0}, 1: {"earth": 0}})
    assert "event printemps" not in legal(st)


def test_automne_can_eliminate():
    st = game({"c3": "0 earth 2"}, ["automne"])
    ev = do(st, "event automne")
    assert levels(st, "c3", "a6") == [1, 0] and st.is_over and st.result().winners == (0,)
    assert "eliminated" in [e.kind for e in ev]


@pytest.mark.parametrize(("card", "element"), [("hiver", "fire"), ("gel", "water")])
def test_hiver_gel_immobilise_enemy_elementals_on_their_next_turn(card, element):
    st = game({"c3": f"1 {element} 1", "d2": f"0 {element} 1"}, [card])
    do(st, f"event {card}")
    assert at(st, "c3").played and at(st, "c3").pin == 1 and not at(st, "d2").played
    do(st, "end")
    assert not any(a.split()[1:2] == ["c3"] for a in legal(st))
    do(st, "end")
    assert not at(st, "c3").played


def test_averse_up_to_two_levels():
    st = game({"c3": "1 fire 3"}, ["averse"])
    assert {"event averse c3 1", "event averse c3 2"} <= legal(st)
    do(st, "event averse c3 2")
    assert levels(st, "c3") == [1]


def test_orage_level_1_earth_becomes_fire():
    st = game({"c3": "1 earth 2", "c4": "0 earth 1"}, ["orage"])
    do(st, "event orage")
    assert at(st, "c4").element == "fire" and at(st, "c3").element == "earth"
    assert at(st, "a6").element == "fire"  # seat 0's last level-1 Earth turns to Fire: no Earth left
    assert st.is_over and st.result().winners == (1,)


def test_brouillard_forbids_whole_moves_on_the_next_turn():
    st = game({"c3": "1 earth 2"}, ["brouillard"])
    do(st, "event brouillard")
    assert "move a6 a5 1" in legal(st)  # not this turn
    do(st, "end")
    acts = legal(st)
    assert "move c3 c4 1" in acts and "move c3 c4 2" not in acts
    do(st, "end")
    assert "move a6 a5 1" in legal(st)


def test_brise_souffle_without_tokens_and_unmarked():
    st = game({"c3": "0 air 2", "d3": "1 fire 1"}, ["brise"])
    do(st, "event brise c3 d3 2")
    assert levels(st, "c3", "f3") == [2, 1] and not at(st, "c3").played


def test_rafales_souffles_do_not_mark():
    st = game({"c3": "0 air 3", "d3": "1 fire 1", "b3": "1 fire 1"}, ["rafales"])
    do(st, "event rafales")
    do(st, "souffle c3 d3 1")
    assert not at(st, "c3").played
    do(st, "souffle c3 b3 1")
    assert at(st, "c3").level == 1


def test_tempete_air_2_on_own_half():
    st = game({}, ["tempete"])
    acts = legal(st)
    assert "event tempete c3" in acts and "event tempete c4" not in acts
    do(st, "event tempete c3")
    assert at(st, "c3").element == "air" and at(st, "c3").level == 2


def test_ouragan_four_air_moves_on_the_next_own_turn():
    st = game({"c3": "0 air 1"}, ["ouragan"])
    do(st, "event ouragan")
    do(st, "move c3 c4 1")
    assert st.chain["left"] == 1  # not this turn
    do(st, "end")
    do(st, "end")
    do(st, "move c4 c3 1")
    for cell in ("c2", "c1", "d1"):
        assert st.chain is not None
        do(st, f"move {st.chain['cells'][0]} {cell} 1")
    assert st.chain is None and st.ap == 2


def test_tornade_beyond_level_3():
    st = game({"c3": "0 air 3"}, ["tornade"])
    do(st, "event tornade c3 3")
    assert levels(st, "c3") == [6] and st.reserve[0]["air"] == 0


def test_inondation_on_the_next_own_turn():
    st = game({"c3": "0 water 1", "d3": "0 water 1"}, ["inondation"], cells={"d3": "swamp"})
    assert "grow c3" not in legal(st)
    do(st, "event inondation")
    assert "grow c3" not in legal(st)
    do(st, "end")
    do(st, "end")
    do(st, "grow c3")
    do(st, "grow d3")
    assert levels(st, "c3", "d3") == [2, 3]


def test_grele_and_neige_hit_a_2x2_zone():
    st = game({"c3": "1 earth 2", "d4": "0 earth 1", "e4": "1 earth 1", "c4": "1 fire 2"}, ["grele", "neige"], ap=4)
    do(st, "event grele c3")
    assert levels(st, "c3", "d4", "e4", "c4") == [1, 0, 1, 2]
    do(st, "event neige c3")
    assert levels(st, "c4") == [1]


def test_avalanche_needs_an_adjacent_water():
    st = game({"c3": "1 earth 2", "d4": "0 water 1", "b2": "1 water 1"}, ["avalanche"])
    assert "event avalanche a6" not in legal(st)
    do(st, "event avalanche c3")
    assert levels(st, "c3", "d4", "b2") == [1, 2, 2]


def test_canicule_fire_gains_two_on_the_next_own_turn():
    st = game({"c3": "0 fire 1", "d3": "1 earth 3", "c2": "0 fire 1", "d2": "1 water 1"}, ["canicule"], ap=4)
    do(st, "event canicule")
    do(st, "attack c3 d3")
    assert levels(st, "c3") == [2]  # not this turn
    do(st, "end")
    do(st, "end")
    do(st, "attack c3 d3")
    assert levels(st, "c3") == [3]


def test_secheresse_two_next_turns():
    st = game({"c3": "0 water 1", "d3": "1 fire 2", "c4": "1 water 1", "d4": "0 fire 3", "c2": "0 water 1",
               "d2": "1 fire 2"}, ["secheresse"], ap=4)
    do(st, "event secheresse")
    do(st, "attack c3 d3")
    assert levels(st, "c3") == [2]  # the current turn is not covered
    do(st, "end")
    do(st, "attack c4 d4")
    assert levels(st, "c4") == [1]
    do(st, "end")
    do(st, "attack c2 d2")
    assert levels(st, "c2") == [1]
    assert st.effects == [] or st.effects[0]["turns"] == 1


def test_incendie_fire_anywhere():
    st = game({}, ["incendie"])
    do(st, "event incendie d5")
    assert at(st, "d5").element == "fire" and at(st, "d5").level == 1


def test_coulee_one_action_for_the_opponent_one_more_for_me():
    st = game({}, ["coulee"])
    do(st, "event coulee")
    assert st.ap == 2
    do(st, "end")
    assert st.current == 1 and st.ap == 1


def test_effondrement_up_to_two_void_cells_without_isolating():
    st = game({"a1": "0 water 1"}, ["effondrement"], void=["b2"])
    do(st, "event effondrement")
    acts = legal(st)
    assert "pick b1" in acts and "done" not in acts
    do(st, "pick b1")
    acts = legal(st)
    assert "pick a2" not in acts and "pick c1" in acts and "done" in acts  # a2 would cut a1 off
    do(st, "pick c1")
    assert st.pending is None and {st.cell_name(c) for c in st.void} == {"b2", "b1", "c1"}


def test_arcenciel_one_more_action_next_own_turn():
    st = game({}, ["arcenciel"])
    do(st, "event arcenciel")
    do(st, "end")
    assert st.ap == 3
    do(st, "end")
    assert st.current == 0 and st.ap == 4


def test_aurore_up_to_three_different_elements():
    st = game({"c3": "1 water 1", "d3": "0 water 1", "c4": "0 air 1"}, ["aurore"])
    do(st, "event aurore")
    do(st, "pick c3")
    assert "pick d3" not in legal(st) and "done" in legal(st)
    do(st, "pick c4")
    do(st, "pick a6")
    assert levels(st, "c3", "c4", "a6", "d3") == [2, 2, 2, 1] and st.pending is None


def test_coucher_up_to_two_fires():
    st = game({"c3": "1 fire 2"}, ["coucher"])
    do(st, "event coucher")
    do(st, "pick c3")
    do(st, "done")
    assert levels(st, "c3", "e6", "b6") == [1, 1, 1]


def test_etoile_three_moves_in_one_direction():
    st = game({"c2": "1 fire 1"}, ["etoile"])
    acts = legal(st)
    assert "event etoile c2 c3 3" in acts and "event etoile c2 c3 4" not in acts
    do(st, "event etoile c2 c3 3")
    assert at(st, "c5").element == "fire" and not at(st, "c5").played


def test_pleinelune_copies_a_played_event():
    st = game({"c3": "1 earth 1"}, ["pleinelune"], used={1: ["printemps"]})
    do(st, "event pleinelune printemps")
    assert levels(st, "c3") == [2] and st.ev_used[0] == ["pleinelune"] and st.ev_used[1] == ["printemps"]


def test_eclipse_keeps_a_card_for_oneself():
    st = game({"c3": "1 earth 1"}, ["eclipse", "printemps"])
    do(st, "event eclipse printemps")
    assert st.ev_reserved[0] == ["printemps"] and st.ev_row == []
    do(st, "end")
    assert not any(a.startswith("event") for a in legal(st))
    do(st, "end")
    assert "event printemps" in legal(st)


def test_secousse_replaces_cards_face_down_until_the_next_own_turn():
    st = game({}, ["secousse", "gel", "hiver"], deck=["orage", "ete", "deluge"])
    do(st, "event secousse gel hiver")
    assert st.ev_discard == ["gel", "hiver"] and all(c["hidden_for"] == 0 for c in st.ev_row)
    view = st.view(1)
    assert [c["id"] for c in view["ev_row"]] == [None, None] and view["ev_deck"] == 1
    assert "deluge" not in str(st.view(0)) and "ete" not in [c["id"] for c in st.view(0)["ev_row"]]
    do(st, "end")
    assert not any(a.startswith("event") for a in legal(st))
    ev = do(st, "end")
    assert "events_revealed" in [e.kind for e in ev] and {c["id"] for c in st.ev_row} == {"deluge", "ete"}


def test_events_at_set_up():
    st = SPEC.new_state(2, Chance(7), {"events": "on"})
    assert len(st.ev_row) == 6 and len(st.ev_deck) == 24
    assert sorted([c["id"] for c in st.ev_row] + st.ev_deck) == sorted(EVENT_IDS)


def test_face_down_cards_of_an_eliminated_player_are_revealed():
    text = """
players: 4
terrain: forest
stacks: {d4: 0 fire 2, c4: 1 earth 1, d1: 0 earth 1, d10: 2 earth 1, j5: 3 earth 1}
events: {row: [ete], hidden: {secousse_for: 1, cards: [gel]}, deck: [orage]}
"""
    st = from_text(text)
    ev = do(st, "attack d4 c4")
    assert st.eliminated[1] and {c["id"] for c in st.ev_row if c["hidden_for"] is None} == {"ete", "gel"}
    assert "events_revealed" in [e.kind for e in ev]
