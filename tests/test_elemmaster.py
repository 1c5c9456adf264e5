"""Elem Master: set-up, boards, the base rules and the worked examples of the rules text."""

from __future__ import annotations

import json

import pytest
import yaml

from game import data
from game.core import Action, Chance, IllegalAction
from game.elemmaster import SPEC
from game.elemmaster.board import geometry
from game.elemmaster.defs import load_defs
from game.elemmaster.rules import ElemState
from game.elemmaster.scenario import from_text
from game.match import Match

KEEP = {"a6": "0 earth 1", "b6": "0 fire 1", "e6": "1 fire 1", "f6": "1 earth 1"}


def game(stacks: dict[str, str], keep: bool = True, **kw) -> ElemState:
    """A scenario on Forêt with both players alive (an Earth and a Fire each, far away)."""
    d = {"terrain": "forest", **kw, "stacks": {**(KEEP if keep else {}), **stacks}}
    return from_text(yaml.safe_dump(d))


def shipped(name: str) -> ElemState:
    return SPEC.from_scenario(data.load(data.game_file("elemmaster", f"scenarios/{name}.yaml")), Chance(0))


def do(st: ElemState, text: str, seat: int | None = None):
    return st.apply(st.current if seat is None else seat, Action.parse(text))


def at(st: ElemState, cell: str):
    return st.stacks.get(st.geo.index[cell])


def legal(st: ElemState, seat: int | None = None) -> set[str]:
    return {str(a) for a in st.legal_actions(st.current if seat is None else seat)}


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def strings(value) -> set[str]:
    """Every string in a JSON-like value (keys included)."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(*(strings(k) | strings(v) for k, v in value.items())) if value else set()
    if isinstance(value, list):
        return set().union(*(strings(v) for v in value)) if value else set()
    return set()


# == data, boards and set-up ====================================================================


def test_check_data_reads_every_file():
    files = SPEC.check_data()
    names = {f.rsplit("/", 1)[-1] for f in files}
    assert {"rules.yaml", "terrains.yaml", "specialties.yaml", "events.yaml"} <= names
    assert {"standard.tsx", "advantageous.tsx", "difficult.tsx", "void.tsx"} <= names
    assert {"blank.tmx", "pillars.tmx", "corridors.tmx", "lake.tmx", "standard4.tmx"} <= names


def test_two_player_arenas_are_symmetric_and_predefined_start_follows_the_rules():
    defs = load_defs()
    two = [a for a in defs.arenas.values() if a.players == 2]
    assert len(two) >= 4 and any(not a.void for a in two)  # the blank arena and three others
    for arena in two:
        geo = geometry(arena.size)
        rot = {c: geo.count - 1 - c for c in range(geo.count)}
        assert {rot[c] for c in arena.void} == set(arena.void)
        p0 = {(rot[c], e, lv) for s, c, e, lv in arena.start if s == 0}
        p1 = {(c, e, lv) for s, c, e, lv in arena.start if s == 1}
        assert p0 == p1
        for seat in (0, 1):
            army = [(c, e, lv) for s, c, e, lv in arena.start if s == seat]
            assert sum(lv for _, _, lv in army) == 12
            assert sum(lv for _, e, lv in army if e == "earth") >= 3
            assert all(geo.depth(2 * seat, c) < 2 for c, _, _ in army)


def test_standard_four_player_arena():
    arena = load_defs().arenas["standard4"]
    geo = geometry(10)
    corners = {"a1", "b1", "a2", "b2", "i1", "j1", "i2", "j2", "a9", "b9", "a10", "b10", "i9", "j9", "i10", "j10"}
    centre = {"e5", "f5", "e6", "f6"}
    assert {geo.name(c) for c in arena.void} == corners | centre
    for seat in range(4):
        army = [(c, lv) for s, c, _, lv in arena.start if s == seat]
        assert sum(lv for _, lv in army) == 12
        assert all(geo.depth(seat, c) < 2 for c, _ in army)


def test_new_game_two_players_predefined():
    st = SPEC.new_state(2, Chance(3, {"first": [1]}), {})
    assert st.size == 6 and st.first == 1 and st.current == 1 and st.phase == "play"
    for seat in (0, 1):
        on_board = st.tokens_on_board(seat)
        assert sum(on_board.values()) == 12
        assert all(on_board[e] + st.reserve[seat][e] == 6 for e in on_board)
    assert sorted(set(st.terrain)) == ["forest", "mountain", "savanna", "swamp"]
    assert [e.kind for e in st.setup_events] == ["setup", "turn_start"]


def test_three_players_is_refused():
    with pytest.raises(ValueError):
        SPEC.new_state(3, Chance(0), {})


@pytest.mark.parametrize("sets", ["standard+advantageous", "standard+difficult", "advantageous+difficult"])
def test_mixed_terrains_fair_split(sets):
    defs = load_defs()
    a, b = sets.split("+")
    for seed in range(6):
        st = SPEC.new_state(2, Chance(seed), {"terrains": sets})
        geo = st.geo
        bottom = {defs.terrains[st.terrain[c]].set for c in range(geo.count) if geo.xy[c][1] < 3}
        top = {defs.terrains[st.terrain[c]].set for c in range(geo.count) if geo.xy[c][1] >= 3}
        assert bottom == top == {a, b}
        st4 = SPEC.new_state(4, Chance(seed), {"terrains": sets})
        g4 = st4.geo
        for side in range(4):
            front = {defs.terrains[st4.terrain[c]].set for c in range(g4.count) if g4.depth(side, c) < 5}
            assert front == {a, b}


def test_arena_option_and_random_arena():
    st = SPEC.new_state(2, Chance(0), {"arena": "lake"})
    assert {st.cell_name(c) for c in st.void} == {"c3", "d3", "c4", "d4"}
    st = SPEC.new_state(2, Chance(0, {"arena": [2]}), {"arena": "random"})
    assert st.arena == sorted(a for a, ar in load_defs().arenas.items() if ar.players == 2)[2]
    with pytest.raises(ValueError):
        SPEC.new_state(2, Chance(0), {"arena": "standard4"})
    st4 = SPEC.new_state(4, Chance(0), {"players_mode": "teams"})
    assert st4.mode == "teams" and len(st4.void) == 20 and st4.allied(0, 2) and not st4.allied(0, 1)


def test_cells_are_named_like_a_chess_board():
    geo = geometry(6)
    assert geo.name(0) == "a1" and geo.name(5) == "f1" and geo.name(35) == "f6"
    assert geometry(10).name(99) == "j10"
    assert len(geo.neighbours[geo.index["c3"]]) == 8 and len(geo.neighbours[0]) == 3
    assert geo.distance(geo.index["a1"], geo.index["c2"]) == 2


# == growth =====================================================================================


def test_growth_worked_example():
    st = shipped("growth")
    assert "grow b1" not in legal(st)  # Fire on Forêt: not its terrain
    do(st, "grow b2")
    assert at(st, "b2").level == 2 and at(st, "b2").played and st.ap == 2
    assert "grow b2" not in legal(st)
    do(st, "grow e2")
    assert at(st, "e2").level == 2 and not at(st, "e2").played  # Air: not marked
    assert "grow e2" in legal(st)


def test_growth_needs_a_token_in_reserve_and_stops_at_level_3():
    st = game({"b2": "0 earth 3", "c2": "0 earth 1"}, reserves={0: {"earth": 0}})
    assert "grow b2" not in legal(st) and "grow c2" not in legal(st)
    st = game({"c2": "0 earth 2"})
    do(st, "grow c2")
    assert at(st, "c2").level == 3 and st.reserve[0]["earth"] == 6 - 4


# == moves ======================================================================================


def test_whole_move_marks_split_marks_the_rest():
    st = shipped("moves")
    do(st, "move b2 b3 3")
    assert at(st, "b2") is None and at(st, "b3").level == 3 and at(st, "b3").played
    st = shipped("moves")
    do(st, "move b2 b3 1")
    assert at(st, "b2").played and at(st, "b2").level == 2
    assert not at(st, "b3").played and at(st, "b3").level == 1


def test_merge_is_not_marked_and_excess_goes_to_the_reserve():
    st = shipped("moves")
    reserve = st.reserve[0]["earth"]
    ev = do(st, "move b2 c2 3")
    assert at(st, "c2").level == 3 and not at(st, "c2").played
    assert st.reserve[0]["earth"] == reserve + 2
    assert [e.data["excess"] for e in ev if e.kind == "merge"] == [2]
    st = shipped("moves")
    do(st, "move b2 c2 1")
    assert at(st, "b2").played and at(st, "b2").level == 2 and at(st, "c2").level == 3 and not at(st, "c2").played


def test_moves_only_to_empty_cells_or_own_same_element():
    st = game({"b2": "0 earth 2", "c2": "1 earth 1", "b3": "0 water 1", "a2": "0 earth 1"}, void=["c3"])
    moves = {a for a in legal(st) if a.startswith("move b2")}
    assert "move b2 c2 1" not in moves and "move b2 b3 1" not in moves and "move b2 c3 1" not in moves
    assert "move b2 a2 2" in moves and "move b2 a1 1" in moves


def test_a_played_elemental_is_no_source():
    st = game({"b2": "0 earth 2 played", "c3": "1 water 1"})
    assert not any(a.split()[1] == "b2" for a in legal(st) if a != "end")


def test_air_two_moves_for_one_action_point():
    st = shipped("air")
    do(st, "move b2 c3 1")
    assert st.ap == 2 and not at(st, "b2").played and not at(st, "c3").played
    assert {"move b2 b3 1", "move c3 d4 1"} <= legal(st)
    do(st, "move b2 b3 1")  # the second move, by the stack left behind
    assert st.ap == 2 and st.chain is None
    do(st, "move c3 d4 1")  # a new action: it costs a point
    assert st.ap == 1


def test_air_second_move_is_lost_after_another_action():
    st = shipped("air")
    do(st, "move b2 c3 2")
    assert st.chain is not None
    do(st, "grow a6")  # any other action drops the pending second move
    assert st.chain is None
    do(st, "move c3 d3 2")
    assert st.ap == 0 and st.chain is not None


# == attacks ====================================================================================


def test_fire_burns_earth_and_is_marked():
    st = shipped("attacks")
    ev = do(st, "attack b2 c2")
    assert at(st, "c2").level == 1 and at(st, "b2").level == 2 and at(st, "b2").played
    a = next(e for e in ev if e.kind == "attack")
    assert a.data["lost"] == 1 and a.data["gained"] == 1 and a.data["winner"] == "b2"


def test_fire_consumes_air_and_takes_its_place():
    st = shipped("attacks")
    ev = do(st, "attack b2 b3")
    assert at(st, "b2") is None and at(st, "b3").element == "fire" and at(st, "b3").level == 2
    assert "take_place" in kinds(ev) and at(st, "b3").played


def test_water_extinguishes_fire_and_earth_absorbs_water():
    st = shipped("attacks")
    do(st, "attack d4 d3")
    assert at(st, "d3").level == 1 and at(st, "d4").level == 2
    do(st, "attack a3 a4")
    assert at(st, "a4").level == 1 and at(st, "a3").level == 2


def test_the_loser_may_initiate_and_allies_may_be_attacked():
    st = game({"b2": "0 earth 2", "c2": "0 fire 1"})
    do(st, "attack b2 c2")  # converting one's own troops
    assert at(st, "b2").level == 1 and at(st, "c2").level == 2
    assert at(st, "b2").played  # the source is marked


def test_interaction_table():
    st = game({"b2": "0 earth 1", "c2": "1 air 1", "b3": "1 earth 1", "c3": "0 water 1", "d3": "1 water 1",
               "d2": "0 air 1"})
    acts = legal(st)
    assert "attack b2 c2" not in acts  # Earth and Air never interact
    assert "attack b2 b3" not in acts  # same element
    assert "attack c3 d3" not in acts  # same element
    assert "attack c3 c2" not in acts  # Water and Air never interact
    assert "attack b2 c3" in acts  # attacking one's own Water
    assert "attack d2 c2" not in acts  # Air against Air


def test_gain_only_at_level_1_or_2_and_with_a_reserve_token():
    st = game({"b2": "0 fire 3", "c2": "1 earth 2"})
    do(st, "attack b2 c2")
    assert at(st, "b2").level == 3 and at(st, "c2").level == 1
    st = game({"b2": "0 fire 1", "c2": "1 earth 2"}, reserves={0: {"fire": 0}})
    do(st, "attack b2 c2")
    assert at(st, "b2").level == 1 and at(st, "c2").level == 1


# == special actions ============================================================================


def test_tunnel_worked_example():
    st = shipped("tunnel")
    assert "tunnel b2 d4 2" in legal(st) and "tunnel b2 d4 1" in legal(st)
    do(st, "tunnel b2 d4 2")
    assert at(st, "b2") is None and at(st, "d4").level == 3 and not at(st, "d4").played
    st = shipped("tunnel")
    do(st, "tunnel b2 d4 1")
    assert at(st, "b2").played and at(st, "d4").level == 2


def test_tunnel_needs_an_own_earth_at_distance_two():
    st = game({"b2": "0 earth 2", "c3": "0 earth 1", "d2": "1 earth 1", "e2": "0 earth 1"})
    acts = legal(st)
    assert not any(a.startswith("tunnel b2 c3") for a in acts)  # distance 1
    assert not any(a.startswith("tunnel b2 d2") for a in acts)  # enemy
    assert not any(a.startswith("tunnel b2 e2") for a in acts)  # distance 3


def test_brasier_worked_example():
    st = shipped("brasier")
    do(st, "brasier c2 b3 d3")
    assert at(st, "c2").level == 1 and at(st, "c2").played
    for cell in ("b3", "d3"):
        assert at(st, cell).element == "fire" and at(st, cell).level == 1 and not at(st, cell).played
    assert {"attack b3 b4", "attack d3 d4"} <= legal(st)


def test_brasier_needs_level_3():
    st = game({"c2": "0 fire 2"})
    assert not any(a.startswith("brasier") for a in legal(st))


def test_vague_worked_example():
    st = shipped("vague")
    acts = legal(st)
    assert "vague c2 c3 b2 d2" in acts and "vague c2 c3 b2" in acts
    assert not any(a.startswith("vague c2 b2") or a.startswith("vague c2 d2") for a in acts)
    ev = do(st, "vague c2 c3 b2 d2")
    assert st.ap == 2
    assert [at(st, c).level for c in ("b3", "c3", "d3")] == [1, 2, 1]
    assert at(st, "c3").played and not at(st, "b3").played and not at(st, "d3").played
    assert kinds(ev).count("move") == 3


def test_vague_companions_are_not_higher_and_the_player_chooses():
    st = game({"c2": "0 water 1", "b2": "0 water 2", "d2": "0 water 1"})
    acts = legal(st)
    assert "vague c2 c3 d2" in acts and not any("b2" in a for a in acts if a.startswith("vague c2"))


def test_vague_attack_worked_example():
    st = shipped("vague_attack")
    do(st, "move b4 c4 1")
    assert at(st, "c4").played
    assert "vague c3 d3 c4" in legal(st)
    do(st, "vague c3 d3 c4")
    assert at(st, "d3").element == "water" and at(st, "d3").level == 2  # took the vanished Fire's place
    assert at(st, "d4").level == 1 and at(st, "c4").level == 2
    assert st.ap == 1


def test_vague_member_attacks_what_stands_in_front():
    st = game({"c2": "0 water 2", "b2": "0 water 1", "b3": "1 earth 1"})
    do(st, "vague c2 c3 b2")  # b2 attacks up into the enemy Earth and loses (Earth absorbs Water)
    assert at(st, "b2") is None and at(st, "b3").level == 2


def test_souffle_worked_examples():
    st = shipped("souffle")
    ev = do(st, "souffle b2 c2 2")
    assert st.ap == 3  # no action point
    assert at(st, "e2").element == "fire" and at(st, "c2") is None
    assert at(st, "b2").level == 1 and at(st, "b2").played and not at(st, "e2").played
    ev = do(st, "souffle b4 c4 2")
    assert "pushed" in kinds(ev) and "attack" in kinds(ev)
    assert at(st, "d4").element == "fire" and at(st, "d4").level == 2 and at(st, "e4").level == 1
    assert at(st, "b4") is None  # both Air tokens spent


def test_souffle_merges_with_an_own_obstacle_and_must_do_something():
    st = game({"b2": "0 air 1", "c2": "0 earth 1", "d2": "0 earth 1"})
    do(st, "souffle b2 c2 1")
    assert at(st, "d2").level == 2 and at(st, "c2") is None
    st = game({"e1": "0 air 1", "f1": "1 fire 1"})
    assert not any(a.startswith("souffle e1 f1") for a in legal(st))  # off the board: nothing happens
    st = game({"b2": "0 air 3", "d2": "1 fire 1"})
    assert not any(a.startswith("souffle b2 d2") for a in legal(st))  # not adjacent


# == turns ======================================================================================


def test_end_of_turn_clears_only_the_active_players_marks():
    st = game({"b2": "0 earth 1", "d4": "1 earth 1 played"})
    do(st, "move b2 b3 1")
    assert at(st, "b3").played
    ev = do(st, "end")
    assert kinds(ev)[-1] == "turn_start" and st.current == 1 and st.ap == 3 and st.turn == 1
    assert not at(st, "b3").played and at(st, "d4").played


def test_the_turn_ends_by_itself_when_nothing_is_left():
    st = game({"b2": "0 earth 1", "f6": "1 earth 1", "f5": "1 fire 1"}, ap=1, keep=False)
    ev = do(st, "move b2 b3 1")
    assert "turn_end" in kinds(ev) and st.current == 1


# == the end ====================================================================================


def test_elimination_when_no_earth_is_left():
    st = game({"b2": "0 fire 1", "c2": "1 earth 1", "a6": "0 earth 1"}, keep=False)
    ev = do(st, "attack b2 c2")
    assert st.is_over and st.result().winners == (0,) and st.result().reason == "elimination"
    assert "eliminated" in kinds(ev) and "game_over" in kinds(ev)


@pytest.mark.parametrize(
    ("extra", "winners", "reason"),
    [
        ({"a4": "0 earth 2"}, (0,), "no_fire"),  # more Earth
        ({"a4": "0 earth 1", "d6": "1 water 1"}, (0,), "no_fire"),  # Earth tied, more Water
        ({"a4": "0 earth 1", "d6": "1 water 2", "d5": "1 air 1"}, (1,), "no_fire"),  # then Air
        ({"a4": "0 earth 1", "d6": "1 water 2"}, (0, 1), "draw"),  # a perfect tie
    ],
)
def test_no_fire_ends_the_game_with_tie_breaks(extra, winners, reason):
    st = game({"b2": "0 water 1", "c2": "1 fire 1", "f6": "1 earth 1", **extra}, keep=False)
    do(st, "attack b2 c2")
    assert st.is_over and st.result().winners == winners and st.result().reason == reason


def test_turn_limit_ends_the_game_by_count():
    st = game({"b2": "0 earth 2"}, turn_limit=3)
    for _ in range(3):
        do(st, "end")
    assert st.is_over and st.result().reason == "turn_limit" and st.result().winners == (0,)


def test_four_players_teams_worked_example():
    st = shipped("four_teams")
    ev = do(st, "attack d4 c4")
    assert st.eliminated[1] and not st.is_over
    assert "removed_from_game" in kinds(ev)
    assert at(st, "c3") is None and sum(st.out[1].values()) == 24
    do(st, "end")
    assert st.current == 2  # seat 1 is skipped
    assert st.allied(0, 2) and not st.allied(0, 3)


def test_team_wins_when_the_other_team_is_out():
    st = shipped("four_teams")
    st.eliminated[3] = True
    do(st, "attack d4 c4")
    assert st.is_over and st.result().winners == (0, 2)


def test_ffa_last_player_standing():
    text = """
players: 4
terrain: forest
stacks: {d4: 0 fire 2, c4: 1 earth 1, d1: 0 earth 1, d10: 2 earth 1, j5: 3 earth 1}
eliminated: [2, 3]
"""
    st = from_text(text)
    do(st, "attack d4 c4")
    assert st.is_over and st.result().winners == (0,)


# == free start and draft =======================================================================


def test_free_start_is_hidden_until_everyone_is_ready():
    st = SPEC.new_state(2, Chance(1), {"start": "free"})
    assert st.phase == "placement" and st.actors() == (0, 1) and not st.stacks
    ev = do(st, "place a6 earth", seat=1)
    assert ev[0].to == (1,) and ev[1].to is None and "cell" not in ev[1].data
    assert "place a6 earth" in legal(st, 1) and "place a1 earth" not in legal(st, 1)
    assert st.view(0)["stacks"] == {} and st.view(0)["reserve"][1] is None
    assert st.view(1)["stacks"] and "ready" not in legal(st, 1)
    army1 = {"b6": "earth", "c6": "earth", "d6": "earth", "e6": "earth", "f6": "earth", "a5": "air", "b5": "air",
             "c5": "fire", "d5": "fire", "e5": "water", "f5": "water"}
    for cell, element in army1.items():
        do(st, f"place {cell} {element}", seat=1)
    assert "ready" in legal(st, 1)
    do(st, "ready", seat=1)
    assert st.actors() == (0,)
    army0 = {"a1": "earth", "b1": "earth", "c1": "earth", "a2": "earth", "b2": "earth", "c2": "fire",
             "d1": "water", "e1": "water", "f1": "water", "d2": "water", "e2": "water", "f2": "water"}
    for cell, element in army0.items():
        do(st, f"place {cell} {element}", seat=0)
    ev = do(st, "ready", seat=0)
    assert "revealed" in kinds(ev) and st.phase == "play" and len(st.view(1)["stacks"]) == 24


def test_free_start_needs_an_earth():
    st = SPEC.new_state(2, Chance(1), {"start": "free"})
    for i in range(12):
        do(st, f"place {'abcdef'[i % 6]}{1 + i // 6} water" if i < 6 else f"place {'abcdef'[i % 6]}2 fire", seat=0)
    assert "ready" not in legal(st, 0)


def test_specialty_draft_in_turn_order():
    st = SPEC.new_state(2, Chance(0, {"first": [1]}), {"specialties": "choose"})
    assert st.phase == "draft" and st.current == 1
    do(st, "specialty druide")
    assert st.current == 0 and "specialty druide" not in legal(st)
    do(st, "specialty none")
    assert st.specialty == [None, "druide"] and st.phase == "play" and st.current == 1


def test_specialty_options_per_seat():
    st = SPEC.new_state(2, Chance(0), {"specialty_seat0": "genie", "specialties": "random"})
    assert st.specialty[0] == "genie" and st.specialty[1] not in (None, "genie")
    with pytest.raises(ValueError):
        SPEC.new_state(2, Chance(0), {"specialty_seat0": "genie", "specialty_seat1": "genie"})


# == serial forms ===============================================================================


def test_json_round_trip_and_view_of_event_cards():
    st = SPEC.new_state(2, Chance(4), {"events": "on", "specialties": "random"})
    data_ = st.to_json()
    again = ElemState.from_json(json.loads(json.dumps(data_)))
    assert again.to_json() == data_
    view = st.view(0)
    assert view["ev_deck"] == 24 and len(view["ev_row"]) == 6
    assert not set(st.ev_deck) & strings(view)


def test_match_save_load_and_replay(tmp_path):
    m = Match("elemmaster", ["bot:easy", "bot:medium"], seed=5, options={"events": "on", "specialties": "random"})
    for _ in range(30):
        if m.bot_step() is None:
            break
    path = tmp_path / "save.json"
    m.save(path)
    loaded = Match.load(path)
    assert loaded.state.to_json()["state"] == m.state.to_json()["state"]
    replayed = Match.replay(m.log())
    assert replayed.state.to_json()["state"] == m.state.to_json()["state"]
    loaded.run_bots()
    assert loaded.state.is_over


def test_scenario_errors_are_located():
    with pytest.raises(data.DataError) as err:
        from_text("stacks:\n  b2: 0 lava 2\n")
    assert ":2:" in str(err.value)
    with pytest.raises(data.DataError):
        from_text("stacks:\n  z9: 0 earth 1\n")
    with pytest.raises(IllegalAction):
        do(game({"b2": "0 earth 1"}), "move b2 b5 1")


# == rulings where the text is silent ============================================================


def test_a_merge_caps_even_a_tornado_air():
    st = game({"b2": "0 air 1", "c2": "0 air 5"}, reserves={0: {"air": 0}})
    do(st, "move b2 c2 1")
    assert at(st, "c2").level == 3 and st.reserve[0]["air"] == 3


def test_pushed_merge_shows_the_pushed_marker():
    st = game({"b2": "0 air 1", "c2": "0 earth 1 played", "d2": "0 earth 1"})
    do(st, "souffle b2 c2 1")
    assert at(st, "d2").level == 2 and at(st, "d2").played


def test_brouillard_stops_pushes_but_not_interactions():
    st = game({"b2": "0 air 2", "c2": "1 fire 1", "b3": "0 air 1", "c3": "0 fire 1", "d3": "1 earth 2"},
              effects=[{"kind": "brouillard", "who": 0}])
    acts = legal(st)
    assert not any(a.startswith("souffle b2 c2") for a in acts)
    assert "souffle b3 c3 1" in acts  # c3 meets d3 at once: an attack, no displacement
    assert "move b2 b1 1" in acts and "move b2 b1 2" not in acts


def test_desert_hits_water_taking_a_place():
    st = game({"b2": "0 water 2", "c2": "1 fire 1"}, cells={"c2": "desert"})
    do(st, "attack b2 c2")
    assert at(st, "c2").element == "water" and at(st, "c2").level == 2  # 2, +1 gain, -1 on entering


def test_oracle_split_marks_nothing():
    st = game({"c3": "1 earth 3"}, specialties={0: "oracle"})
    do(st, "omove c3 c4 1")
    assert not at(st, "c3").played and not at(st, "c4").played and at(st, "c4").owner == 1


def test_shaman_grows_twice_on_a_jungle():
    st = game({"c3": "0 water 1"}, specialties={0: "shaman"}, cells={"c3": "jungle"})
    do(st, "grow c3")
    assert "grow c3" in legal(st)
    do(st, "grow c3")
    assert at(st, "c3").level == 3 and at(st, "c3").pin == 2


def test_no_fire_after_a_free_start_ends_at_once():
    st = SPEC.new_state(2, Chance(1), {"start": "free"})
    for seat, cells in ((0, "abcdef"), (1, "abcdef")):
        rows = ("1", "2") if seat == 0 else ("6", "5")
        for r in rows:
            for c in cells:
                do(st, f"place {c}{r} {'earth' if r in ('1', '6') else 'water'}", seat=seat)
        do(st, "ready", seat=seat)
    assert st.is_over and st.result().reason == "draw" and st.result().winners == (0, 1)


def test_every_shipped_scenario_plays_out_in_a_match():
    folder = data.game_file("elemmaster", "scenarios")
    files = sorted(folder.glob("*.yaml"))
    assert len(files) >= 10
    for path in files:
        node = data.load(path)
        seats = ["bot:medium"] * node.get("players", 2).value
        m = Match("elemmaster", seats, seed=1, scenario=str(path))
        m.state.turn_limit = m.state.turn + 30
        m.run_bots()
        assert m.state.is_over, path.name
