"""Kaiju & Mecha dice: the rules, one by one, and the worked examples of the rules text."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from game import data
from game.core import Action, Chance, IllegalAction, act
from game.data import DataError
from game.kaiju import EVENT_KINDS, SPEC, KaijuState, check_data, from_scenario, load_defs
from game.kaiju.defs import load_defs_from

SCEN = data.game_file("kaiju", "scenarios")
DEFS = load_defs()


def scenario(name: str, script: dict | None = None, seed: int = 0) -> KaijuState:
    return from_scenario(data.load(SCEN / f"{name}.yaml"), Chance(seed, script))


def inline(tmp_path: Path, text: str, script: dict | None = None, seed: int = 0) -> KaijuState:
    path = tmp_path / "position.yaml"
    path.write_text(text, encoding="utf-8")
    return from_scenario(data.load(path), Chance(seed, script))


def play(st: KaijuState, *actions: str) -> list:
    """Apply actions, each by the one seat that may act."""
    events = []
    for text in actions:
        (seat,) = st.actors()
        events += st.apply(seat, Action.parse(text))
    return events


def pass_all(st: KaijuState) -> list:
    events = []
    while st.phase == "react":
        events += play(st, "pass")
    return events


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def of(events, kind: str) -> list:
    return [e for e in events if e.kind == kind]


def assert_conserved(st: KaijuState) -> None:
    """Pile + table + hands + discard + removed = the 53 Kaiju; the 6 Mechas somewhere."""
    where = Counter(st.pile.cards) + Counter(v for v in st.table if v is not None) + Counter(st.discard)
    where += Counter(st.removed)
    for h in st.hands:
        where += Counter(h)
    assert where == DEFS.counts()
    mechas = list(st.mecha_table) + [f for m in st.mechas for f in m]
    assert sorted(mechas) == list(DEFS.mecha_faces)


def takes(st: KaijuState) -> set[str]:
    return {str(a) for a in st.legal_actions(st.active) if a.kind in ("take", "steal")}


# -- the box (data) ------------------------------------------------------------------------------


def test_box_composition_from_data():
    assert sum(c.count for c in DEFS.cards) == 53
    counts = DEFS.counts()
    assert counts[1] == 8 and all(counts[v] == 6 for v in range(2, 9)) and all(counts[v] == 1 for v in (9, 10, 11))
    assert DEFS.mecha_faces == (1, 2, 3, 4, 5, 6) and DEFS.mecha_points == 15
    assert (DEFS.majority_bonus, DEFS.wound_points, DEFS.start_hand_target, DEFS.table_size) == (15, 3, 10, 8)
    assert sorted(DEFS.removal(2)) == sorted(list(range(1, 9)) * 2) and DEFS.removal(3) == DEFS.removal(4) == []
    assert DEFS.effects_of(2) == ("reroll",) and DEFS.effects_of(4) == ("steal",) and DEFS.effects_of(5) == ("set",)
    assert DEFS.effects_of(6) == ("cancel",) and DEFS.effects_of(7) == ("draw",)
    for v in (9, 10, 11):
        assert set(DEFS.effects_of(v)) == {"reroll", "steal", "set", "draw", "cancel"}
    assert DEFS.majority_values == {1} and DEFS.wound_values == {3} and DEFS.take_all_values == {8}
    assert check_data()[0].endswith("cards.yaml")


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("{value: 4, count: 6, effects: [steal]}", "{value: 4, count: 6, effects: [fly]}", "'fly' is not one of"),
        ("{value: 2, count: 6, effects: [reroll]}", "{value: 1, count: 6, effects: [reroll]}", "listed twice"),
        ("  each: 2", "  each: 9", "only 8 cards of value 1"),
        ("table_size: 8", "table_size: zero", "expected a whole number"),
        ("turn_limit: 300", "turn_limit: 300\nhand_limit: 7", "unknown key 'hand_limit'"),
    ],
)
def test_bad_definitions_are_located(tmp_path, old, new, message):
    text = data.game_file("kaiju", "cards.yaml").read_text(encoding="utf-8")
    assert old in text
    bad = tmp_path / "cards.yaml"
    bad.write_text(text.replace(old, new), encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_defs_from(bad)
    assert message in str(err.value) and err.value.line is not None


# -- setup ---------------------------------------------------------------------------------------


def test_two_players_remove_two_cards_of_each_value_1_to_8():
    st = KaijuState.new_game(2, Chance(4))
    assert sorted(st.removed) == sorted(list(range(1, 9)) * 2)
    assert len(st.pile) + 8 + sum(map(len, st.hands)) == 53 - 16
    assert of(st.setup_events, "removed")[0].data["cards"] == st.removed
    assert_conserved(st)


@pytest.mark.parametrize("n", [3, 4])
def test_three_and_four_players_use_every_card(n):
    st = KaijuState.new_game(n, Chance(n))
    assert st.removed == [] and len(st.pile) + 8 + sum(map(len, st.hands)) == 53
    assert_conserved(st)


@pytest.mark.parametrize("seed", range(12))
def test_setup_table_mechas_and_start_hands(seed):
    n = 2 + seed % 3
    st = KaijuState.new_game(n, Chance(seed))
    assert len(st.table) == 8 and None not in st.table
    assert st.mecha_table == [1, 2, 3, 4, 5, 6] and all(m == [] for m in st.mechas)
    for seat in range(n):
        draws = [e.data for e in of(st.setup_events, "start_draw") if e.seat == seat]
        totals = [d["total"] for d in draws]
        # Drawn one card at a time until the total reaches 10 or more, then taken in hand.
        assert totals[-1] >= 10 and all(t < 10 for t in totals[:-1])
        assert sorted(d["card"] for d in draws) == st.hands[seat]
    # The start draws are face up: every setup event is public; the game starts with seat 0 rolling.
    assert all(e.to is None for e in st.setup_events)
    assert st.actors() == (0,) and st.legal_actions(0) == [act("roll")] and st.legal_actions(1) == []
    assert st.setup_events[-1].kind == "turn_start" and st.setup_events[-1].seat == 0


def test_start_hand_example():
    """'Vous piochez une carte 5, puis une carte 2, puis une carte 8 [...] 3 cartes en main.'"""
    st = scenario("start_hand_example")
    draws = [(e.seat, e.data["card"], e.data["total"]) for e in of(st.setup_events, "start_draw")]
    assert draws[:3] == [(0, 5, 5), (0, 2, 7), (0, 8, 15)]
    assert st.hands == [[2, 5, 8], [11], [4, 6]]
    assert st.table == [1, 2, 3, 4, 6, 7, 9, 10]
    assert_conserved(st)


# -- the turn ------------------------------------------------------------------------------------


def test_turn_example():
    """Roll 1 and 3, discard a 2 to reroll, get 1 and 6: take the 7, the 5, or a 1 and the 6."""
    st = scenario("turn_example", {"die": [1, 3, 6]})
    assert st.legal_actions(0) == [act("roll")]  # the dice come first
    events = play(st, "roll")
    assert st.dice == [1, 3] and events[0].data == {"dice": [1, 3]}
    events = play(st, "play 2 reroll 2")
    assert events[0].kind == "card_played" and 2 in st.discard and 2 not in st.hands[0]
    events += pass_all(st)
    assert st.dice == [1, 6] and of(events, "dice_rerolled")[0].data["before"] == [1, 3]
    assert takes(st) == {"take 7", "take 5", "take 1", "take 6", "take 1 6"}
    events = play(st, "take 7")
    assert 7 in st.hands[0] and st.table[0] == 4  # "Vous retournez une carte de la pioche"
    assert of(events, "card_revealed")[0].data["slot"] == 0
    assert kinds(events)[-1] == "turn_start" and st.active == 1 and st.phase == "roll" and st.turn == 1
    assert_conserved(st)


POSITION = """
seats: 2
phase: main
dice: [{a}, {b}]
table: {table}
players:
  - hand: {hand0}
    mechas: {m0}
  - hand: {hand1}
    mechas: {m1}
"""


def position(tmp_path, a, b, table, hand0=(), hand1=(5,), m0=(), m1=(), script=None) -> KaijuState:
    text = POSITION.format(a=a, b=b, table=list(table), hand0=list(hand0), hand1=list(hand1), m0=list(m0), m1=list(m1))
    return inline(tmp_path, text, script)


def test_take_by_sum_difference_one_face_or_both(tmp_path):
    st = position(tmp_path, 2, 5, [7, 3, 2, 5, 9, 10, 11, 1])
    assert takes(st) == {"take 7", "take 3", "take 2", "take 5", "take 2 5"}
    events = play(st, "take 2 5")
    assert st.hands[0] == [2, 5] and of(events, "cards_taken")[0].data["slots"] == [2, 3]
    assert None not in st.table  # refilled to 8


def test_nothing_only_when_no_card_matches(tmp_path):
    st = position(tmp_path, 6, 5, [2, 3, 4, 7, 8, 9, 10, 4])
    assert takes(st) == {"take nothing"}
    events = play(st, "take nothing")
    assert of(events, "nothing_taken") and st.active == 1
    st = position(tmp_path, 6, 5, [2, 3, 4, 7, 8, 9, 11, 4])
    assert takes(st) == {"take 11"}
    with pytest.raises(IllegalAction):
        st.apply(0, act("take", "nothing"))


def test_double_gives_one_or_two_cards_of_its_face(tmp_path):
    st = position(tmp_path, 3, 3, [3, 3, 6, 9, 10, 11, 1, 2])
    assert {"take 3", "take 3 3", "take 6", "take mecha"} == takes(st)
    play(st, "take 3 3")
    assert st.hands[0] == [3, 3]
    st = position(tmp_path, 3, 3, [3, 7, 9, 10, 11, 1, 2, 4], m1=[3])
    assert takes(st) == {"take 3", "steal mecha"}


def test_taking_one_eight_takes_every_eight(tmp_path):
    st = position(tmp_path, 3, 5, [8, 1, 8, 4, 8, 9, 10, 11])
    assert "take 8" in takes(st)
    events = play(st, "take 8")
    data_ = of(events, "cards_taken")[0].data
    assert data_["cards"] == [8, 8, 8] and data_["slots"] == [0, 2, 4] and st.hands[0] == [8, 8, 8]
    assert len(of(events, "card_revealed")) == 3 and None not in st.table
    assert_conserved(st)


def test_double_takes_the_mecha_from_the_table(tmp_path):
    st = position(tmp_path, 4, 4, [1, 2, 3, 5, 6, 7, 9, 10])
    assert "take mecha" in takes(st) and "steal mecha" not in takes(st)
    events = play(st, "take mecha")
    assert st.mechas[0] == [4] and 4 not in st.mecha_table
    assert [e.kind for e in events[:2]] == ["mecha_taken", "double_token_moved"]
    assert st.view(1)["players"][0]["mechas"] == [4]  # the Double token is public


def test_double_tries_to_steal_the_mecha_and_may_succeed(tmp_path):
    # Seat 1's hand as a steal sees it: [2, 9, "M5"]; index 2 is the Mecha.
    st = position(tmp_path, 5, 5, [1, 2, 3, 4, 6, 7, 8, 11], hand1=[2, 9], m1=[5], script={"steal": [2]})
    assert "steal mecha" in takes(st) and "take mecha" not in takes(st)
    events = play(st, "steal mecha")
    assert of(events, "mecha_steal_attempt")[0].data == {"mecha": 5, "from": 1, "hand": 3}
    stolen = of(events, "card_stolen")[0]
    assert stolen.to is None and stolen.data["card"] == "M5" and stolen.data["kept"]
    assert st.mechas == [[5], []] and of(events, "double_token_moved")[0].data == {"mecha": 5, "from": 1}


def test_failed_mecha_steal_keeps_the_card_drawn(tmp_path):
    st = position(tmp_path, 5, 5, [1, 2, 3, 4, 6, 7, 8, 11], hand1=[2, 9], m1=[5], script={"steal": [1]})
    events = play(st, "steal mecha")
    assert of(events, "card_stolen")[0].data["card"] == 9  # revealed to everybody
    assert st.hands == [[9], [2]] and st.mechas == [[], [5]]


def test_no_mecha_action_for_ones_own_mecha(tmp_path):
    st = position(tmp_path, 5, 5, [1, 2, 3, 4, 6, 7, 8, 11], m0=[5])
    assert not {"take mecha", "steal mecha"} & takes(st)


def test_stealing_a_three_discards_it_and_wounds_the_thief(tmp_path):
    st = position(tmp_path, 5, 5, [1, 2, 4, 4, 6, 7, 8, 11], hand1=[3], m1=[5], script={"steal": [0]})
    events = play(st, "steal mecha")
    assert of(events, "card_stolen")[0].data == {"from": 1, "card": 3, "kept": False, "mecha_wanted": 5}
    assert of(events, "wound_taken")[0].data == {"card": 3, "wounds": 1, "points": -3}
    assert st.hands[0] == [] and 3 in st.discard and st.wounds == [1, 0]
    assert st.breakdown()[0]["wound_points"] == 3


# -- the effects ---------------------------------------------------------------------------------


def test_cards_are_played_only_between_roll_and_take(tmp_path):
    st = scenario("turn_example")
    assert st.legal_actions(0) == [act("roll")]
    with pytest.raises(IllegalAction):
        st.apply(0, Action.parse("play 2 reroll 1"))
    with pytest.raises(IllegalAction):
        st.apply(1, act("roll"))


def test_reroll_one_or_both_dice(tmp_path):
    st = position(tmp_path, 1, 3, [1, 2, 3, 4, 5, 6, 7, 8], hand0=[2, 2], script={"die": [6, 4, 5]})
    plays = {str(a) for a in st.legal_actions(0) if a.kind == "play"}
    assert plays == {"play 2 reroll 1", "play 2 reroll 2", "play 2 reroll 1 2"}
    play(st, "play 2 reroll 1")
    pass_all(st)
    assert st.dice == [6, 3]
    play(st, "play 2 reroll 1 2")
    events = pass_all(st)
    assert st.dice == [4, 5] and of(events, "dice_rerolled")[0].data["dice_chosen"] == [1, 2]
    assert st.discard == [2, 2]


def test_set_a_die_to_a_chosen_face(tmp_path):
    st = position(tmp_path, 1, 3, [1, 2, 3, 4, 5, 6, 7, 8], hand0=[5])
    plays = {str(a) for a in st.legal_actions(0) if a.kind == "play"}
    assert len(plays) == 10 and "play 5 set 1 1" not in plays and "play 5 set 2 6" in plays
    play(st, "play 5 set 2 6")
    events = pass_all(st)
    assert st.dice == [1, 6] and of(events, "die_set")[0].data["before"] == [1, 3]


def test_steal_a_random_card_revealed(tmp_path):
    st = position(tmp_path, 1, 3, [1, 2, 3, 4, 5, 6, 7, 8], hand0=[4], hand1=[2, 7, 9], script={"steal": [1]})
    assert [str(a) for a in st.legal_actions(0) if a.kind == "play"] == ["play 4 steal 1"]
    events = play(st, "play 4 steal 1")
    assert events[0].data["target"] == 1
    events = pass_all(st)
    assert of(events, "card_stolen")[0].data["card"] == 7 and of(events, "card_stolen")[0].to is None
    assert st.hands == [[7], [2, 9]]


def test_steal_may_take_a_mecha_or_a_three(tmp_path):
    st = position(tmp_path, 1, 3, [1, 2, 3, 4, 5, 6, 7, 8], hand0=[4, 4], hand1=[3], m1=[2], script={"steal": [1, 0]})
    play(st, "play 4 steal 1")
    events = pass_all(st)
    assert st.mechas == [[2], []] and of(events, "double_token_moved")
    play(st, "play 4 steal 1")
    events = pass_all(st)
    assert st.wounds == [1, 0] and st.hands == [[], []] and st.discard[-1] == 3
    assert of(events, "wound_taken")


def test_no_steal_from_an_empty_hand(tmp_path):
    st = position(tmp_path, 1, 3, [1, 2, 3, 4, 5, 6, 7, 8], hand0=[4], hand1=[])
    assert not [a for a in st.legal_actions(0) if a.kind == "play"]


def test_draw_the_top_card_unseen_by_the_others(tmp_path):
    text = POSITION.format(a=1, b=3, table=[1, 2, 3, 4, 5, 6, 7, 8], hand0=[7], hand1=[], m0=[], m1=[])
    st = inline(tmp_path, text + "pile_top: [11]\n")
    pile = len(st.pile)
    play(st, "play 7 draw")
    events = pass_all(st)
    private, public = of(events, "card_drawn"), of(events, "card_drawn_public")
    assert private[0].to == (0,) and private[0].data["card"] == 11
    assert public[0].to is None and "card" not in public[0].data
    assert st.hands[0] == [11] and len(st.pile) == pile - 1
    assert "hand" not in st.view(1)["players"][0] and st.view(1)["players"][0]["kaiju"] == 1
    assert st.view(0)["hand"] == [11]


def test_no_draw_from_an_empty_pile(tmp_path):
    text = POSITION.format(a=1, b=3, table=[1, 2, 3, 4, 5, 6, 7, 8], hand0=[7], hand1=[], m0=[], m1=[])
    st = inline(tmp_path, text + "rest: discard\n")
    assert not st.pile and not [a for a in st.legal_actions(0) if a.kind == "play"]


def test_nine_to_eleven_copy_any_other_activable_effect(tmp_path):
    for card in (9, 10, 11):
        st = position(tmp_path, 1, 3, [1, 2, 3, 4, 5, 6, 7, 8], hand0=[card], hand1=[2])
        effects = {a.args[1] for a in st.legal_actions(0) if a.kind == "play"}
        assert effects == {"reroll", "steal", "set", "draw"}  # cancel answers another's card only


def test_specials_and_six_are_not_played_on_ones_turn(tmp_path):
    st = position(tmp_path, 1, 3, [1, 2, 3, 4, 5, 6, 7, 8], hand0=[1, 3, 6, 8])
    assert not [a for a in st.legal_actions(0) if a.kind == "play"]


# -- cancelling ----------------------------------------------------------------------------------


def test_every_other_seat_is_asked_in_turn_order_from_the_active_player(tmp_path):
    text = """
seats: 4
active: 1
phase: main
dice: [2, 2]
table: [1, 2, 3, 4, 5, 6, 7, 8]
players:
  - hand: [6]
  - hand: [5]
  - hand: []
  - hand: [9]
"""
    st = inline(tmp_path, text)
    play(st, "play 5 set 1 6")
    asked = []
    while st.phase == "react":
        (seat,) = st.actors()
        asked.append(seat)
        legal = {str(a) for a in st.legal_actions(seat)}
        expect = {"pass"} | ({"play 6 cancel"} if seat == 0 else {"play 9 cancel"} if seat == 3 else set())
        assert legal == expect  # a seat without a cancel card is asked too: it can only pass
        play(st, "pass")
    assert asked == [2, 3, 0] and st.dice == [6, 2]


def test_a_cancel_stops_the_effect_and_the_cards_stay_discarded():
    st = scenario("cancel_chain", {"die": [2, 5]})
    play(st, "roll", "play 4 steal 1")
    assert st.actors() == (1,)
    events = play(st, "play 6 cancel")
    assert events[0].data == {"card": 6, "effect": "cancel", "args": [], "target_card": 4, "player": 0}
    asked = []
    while st.phase == "react":
        asked.append(st.actors()[0])
        events = play(st, "pass")
    assert asked == [0, 2]  # the canceller is not asked about its own cancel
    assert of(events, "effect_cancelled")[0].data == {"card": 4, "effect": "steal", "player": 0, "with": 6}
    assert st.hands[0] == [6, 8] and st.hands[1] == [2, 9] and st.mechas[1] == [5]
    assert st.discard[-2:] == [4, 6] and st.phase == "main" and st.actors() == (0,)
    assert_conserved(st)


def test_a_cancel_can_be_cancelled_by_the_original_player_and_the_last_card_decides():
    st = scenario("cancel_chain", {"die": [2, 5], "steal": [2]})
    play(st, "roll", "play 4 steal 1", "play 6 cancel")  # seat 1 cancels the steal
    assert st.actors() == (0,)
    play(st, "play 6 cancel")  # seat 0 cancels the cancel
    assert [e["card"] for e in st.stack] == [4, 6, 6]
    assert st.actors() == (1,) and "play 9 cancel" in {str(a) for a in st.legal_actions(1)}
    events = play(st, "pass", "pass")  # seats 1 and 2 let seat 0's cancel be
    assert of(events, "effect_cancelled")[0].data["player"] == 1
    # The steal stands again: everyone but its player may answer it anew; seat 1 has its 9.
    assert [e["card"] for e in st.stack] == [4] and st.actors() == (1,)
    events = play(st, "pass", "pass")
    assert of(events, "card_stolen")[0].data["card"] == "M5" and st.mechas == [[5], [], []]


def test_a_third_cancel_decides_again():
    st = scenario("cancel_chain", {"die": [2, 5]})
    play(st, "roll", "play 4 steal 1", "play 6 cancel", "play 6 cancel", "play 9 cancel")
    events = pass_all(st)
    # 9 cancels seat 0's 6, so seat 1's 6 cancels the steal: the last card played decides.
    cancelled = [(e.data["card"], e.data["player"]) for e in of(events, "effect_cancelled")]
    assert cancelled == [(6, 0), (4, 0)]
    assert st.mechas[1] == [5] and st.stack == [] and st.phase == "main"
    assert sorted(st.discard[-4:]) == [4, 6, 6, 9]


# -- the end -------------------------------------------------------------------------------------


def test_empty_pile_gives_everyone_one_last_turn_ending_with_the_emptier():
    st = scenario("last_round", {"die": [3, 5] + [6, 6] * 4})
    events = play(st, "roll", "take 8")  # takes both 8s; the refill empties the pile
    assert st.hands[2] == [5, 7, 8, 8] and not st.pile
    assert of(events, "last_round")[0].seat == 2 and st.last_turns == 4
    order = []
    while not st.is_over:
        order.append(st.active)
        play(st, "roll")
        legal = [a for a in st.legal_actions(st.active) if a.kind != "play"]
        play(st, str(legal[0]))
    assert order == [3, 0, 1, 2]
    assert st.result().details["end"] == "pile"


def test_a_draw_that_empties_the_pile_triggers_the_end(tmp_path):
    text = POSITION.format(a=1, b=3, table=[1, 2, 3, 4, 5, 6, 7, 8], hand0=[7], hand1=[2], m0=[], m1=[])
    st = inline(tmp_path, text + "pile_top: [9]\nrest: discard\n", {"die": [6, 5, 6, 5]})
    play(st, "play 7 draw")
    pass_all(st)
    assert not st.pile
    events = play(st, "take 4")
    assert of(events, "last_round") and st.last_turns == 2
    for seat in (1, 0):
        assert not st.is_over and st.active == seat
        play(st, "roll")
        events = play(st, str(next(a for a in st.legal_actions(seat) if a.kind != "play")))
    assert st.is_over and of(events, "game_over")


def test_turn_limit_ends_the_game(tmp_path):
    st = inline(tmp_path, f"seats: 3\nturn: {DEFS.turn_limit - 1}\n", {"die": [6, 5]})
    play(st, "roll")
    legal = [a for a in st.legal_actions(0) if a.kind != "play"]
    events = play(st, str(legal[0]))
    assert st.is_over and st.result().details["end"] == "turn_limit" and of(events, "game_over")


# -- scoring -------------------------------------------------------------------------------------


def test_scoring_example():
    """'39 points avec vos Kaijūs et 15 points avec votre Mecha [...] bonus de 15 [...] malus de 3: 66.'"""
    st = scenario("scoring_example", {"die": [4, 2]})
    row = st.breakdown()[0]
    assert (row["kaiju_points"], row["mecha_points"], row["bonus"], row["wound_points"]) == (39, 15, 15, 3)
    assert row["total"] == 66
    events = play(st, "roll", "take nothing")
    assert st.is_over and of(events, "game_over")[0].data["scores"] == [66.0, 35.0]
    res = st.result()
    assert res.winners == (0,) and res.scores == [66.0, 35.0]
    seat0 = res.details["breakdown"][0]
    assert seat0 == {
        "seat": 0,
        "kaiju": 6,
        "kaiju_points": 39,
        "mechas": 1,
        "mecha_points": 15,
        "majority_cards": 2,
        "bonus": 15,
        "wounds": 1,
        "wound_points": 3,
        "total": 66,
        "cards": 7,
    }
    assert st.view(1)["players"][0]["hand"] == [1, 1, 7, 9, 10, 11]  # hands are shown for the count


SCORING = """
seats: 3
table: []
rest: discard
players:
  - hand: {h0}
  - hand: {h1}
  - hand: {h2}
"""


def test_majority_bonus_ties_all_get_it_and_nobody_without_ones(tmp_path):
    st = inline(tmp_path, SCORING.format(h0=[1, 2], h1=[1, 5], h2=[7]))
    assert [r["bonus"] for r in st.breakdown()] == [15, 15, 0]
    st = inline(tmp_path, SCORING.format(h0=[2], h1=[5], h2=[7]))
    assert [r["bonus"] for r in st.breakdown()] == [0, 0, 0]
    st = inline(tmp_path, SCORING.format(h0=[1, 1], h1=[1, 5], h2=[1, 1, 1]))
    assert [r["bonus"] for r in st.breakdown()] == [0, 0, 15]


def test_tie_fewer_cards_wins_then_shared(tmp_path):
    st = inline(tmp_path, SCORING.format(h0=[4, 4], h1=[8], h2=[2]))
    res = st.result()
    assert res.scores[:2] == [8.0, 8.0] and res.winners == (1,) and res.details["tiebreak"] == "cards"
    st = inline(tmp_path, SCORING.format(h0=[4, 4], h1=[2, 6], h2=[2]))
    res = st.result()
    assert res.winners == (0, 1) and res.details["tiebreak"] == "shared"
    assert res.returns(3) == [0.5, 0.5, 0.0]


# -- scenarios, texts ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("seats: 2\nplayers:\n  - hand: [9, 9]\n  - hand: []\n", "every card 9 is already placed"),
        ("seats: 2\ntable: [12]\n", "no such Kaiju"),
        ("seats: 2\ndice: [1, 2]\n", "only with phase: main"),
        ("seats: 2\nphase: main\n", "missing 'dice'"),
        ("seats: 2\nplayers:\n  - mechas: [3]\n  - mechas: [3]\n", "held twice"),
        ("seats: 5\n", "above the maximum"),
        ("seats: 2\nboard: x\n", "unknown key 'board'"),
        ("seats: 2\ndeal: true\ntable: [1]\n", "deals the table itself"),
    ],
)
def test_bad_scenarios_are_located(tmp_path, text, message):
    with pytest.raises(DataError) as err:
        inline(tmp_path, text)
    assert message in str(err.value)


def test_scenarios_place_every_card_once():
    for path in sorted(SCEN.glob("*.yaml")):
        st = from_scenario(data.load(path), Chance(1))
        assert_conserved(st)
        assert st.setup_events[-1].kind == "turn_start"


def test_texts_cover_every_event_kind():
    node = data.load(data.game_file("kaiju", "texts.yaml"))
    texts = {k: n.texts() for k, n in node["events"].items()}
    assert {k.split(".")[0] for k in texts} == set(EVENT_KINDS)  # "kind.effect": one effect's sentence
    names = {k for k, _ in node["names"].items()}
    assert {"reroll", "steal", "set", "draw", "cancel", "pile", "turn_limit"} <= names
    assert {f"M{f}" for f in DEFS.mecha_faces} <= names


def test_spec_registers_the_game():
    assert SPEC.id == "kaiju" and SPEC.seats == (2, 4) and not SPEC.realtime
    st = SPEC.new_state(3, Chance(1), {})
    assert isinstance(st, KaijuState) and st.num_seats == 3
    assert {SPEC.make_bot(s, 0, 1).strength for s in ("easy", "medium", "hard")} == {"easy", "medium", "hard"}
