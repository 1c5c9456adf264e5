"""Elementary Evolution: the rules, one by one, and the rules text's turn example."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game import data
from game.core import Action, Chance, IllegalAction
from game.data import DataError
from game.evolution import SPEC, EvolutionState, from_scenario, load_defs
from game.evolution.checks import check_conservation, check_piles, check_round_trip, kinds, legal, position, run
from game.evolution.defs import _load_cached
from game.evolution.engine import EVENT_KINDS

PILES = ("air", "fire", "earth", "water")


def two(m0: dict | None = None, m1: dict | None = None, **top) -> dict:
    return {"seats": 2, "current": 0, "mages": [m0 or {}, m1 or {}], **top}


def three(m0: dict | None = None, m1: dict | None = None, m2: dict | None = None, **top) -> dict:
    return {"seats": 3, "current": 0, "mages": [m0 or {}, m1 or {}, m2 or {}], **top}


def full(*, but: str | None = None, upto: int = 4) -> dict:
    """Piles complete to level 5, except `but` which stops at `upto`."""
    return {p: [f"{p}{i}" for i in range(6 if p != but else upto + 1)] for p in PILES}


# -- the definitions ----------
def test_deck_symbols_and_numbers_come_from_data():
    d = load_defs()
    deck = d.deck()
    assert len(deck) == 28
    assert sum(d.cards[c].is_ether for c in deck) == 4
    for el in PILES:
        assert [c for c in deck if d.cards[c].element == el] == [f"{el}{i}" for i in range(6)]
    assert d.symbol == {
        "earth1": "gnome", "water1": "siren", "air2": "sylph", "fire2": "salamander",
        "earth3": "golem", "water3": "ondine", "air4": "elf", "fire4": "phoenix",
    }  # fmt: skip
    assert d.ether_release == {2: "dhyana", 4: "akasha"}
    assert d.effects == {"air": "tornado", "fire": "burn", "earth": "root", "water": "cascade"}
    assert (d.hand_size, d.cascade_penalty, d.ether_min, d.ether_max) == (5, 0, 1, 4)


def test_texts_cover_every_event_and_name():
    d = load_defs()
    # a kind may also have a sentence per effect, "kind.effect" (game/i18n.py: describe), beside its own
    assert set(d.events) == set(EVENT_KINDS) | {k for k in d.events if k.split(".")[0] in EVENT_KINDS}
    assert set(EVENT_KINDS) <= set(d.events)
    for lang in ("fr", "en"):
        assert all(lang in t for t in d.events.values())
    for key in [*d.deck(), *d.creatures, *PILES, "quick", "main"]:
        assert key in d.names


def test_bad_data_is_reported_with_file_and_line(tmp_path: Path):
    src = data.game_file("evolution", "")
    for name in ("cards.yaml", "creatures.yaml", "texts.yaml"):
        shutil.copy(src / name, tmp_path / name)
    text = (tmp_path / "cards.yaml").read_text(encoding="utf-8")
    (tmp_path / "cards.yaml").write_text(text.replace("hand_size: 5", "hand_size: 0"), encoding="utf-8")
    with pytest.raises(DataError) as err:
        _load_cached(str(tmp_path))
    assert "cards.yaml:" in str(err.value) and "hand_size" in str(err.value)
    (tmp_path / "cards.yaml").write_text(text, encoding="utf-8")
    crea = (tmp_path / "creatures.yaml").read_text(encoding="utf-8")
    (tmp_path / "creatures.yaml").write_text(crea.replace("card: water1", "card: water9"), encoding="utf-8")
    with pytest.raises(DataError) as err:
        _load_cached(str(tmp_path))
    assert "creatures.yaml:" in str(err.value)


# -- set-up ----------
@pytest.mark.parametrize("n", [2, 3, 4])
def test_setup_deals_from_a_shuffled_pile_after_putting_levels_4_5_and_two_ether_in_main(n: int):
    st = EvolutionState.new_game(n, Chance(n))
    d = st.defs
    for s in range(n):
        expected = sorted([f"{el}{lv}" for el in PILES for lv in (4, 5)] + ["ether3", "ether4"])
        assert sorted(st.main[s]) == expected
        assert len(st.hands[s]) == 5 and len(st.draws[s]) == 13 and st.quick[s] == []
        assert all(d.cards[c].is_ether or d.cards[c].level <= 3 for c in st.hands[s] + st.draws[s])
    check_conservation(st)
    totals = [st.hand_total(s) for s in range(n)]
    assert totals[st.current] == max(totals)
    assert [r[0] for r in st.chance.record[:n]] == ["shuffle"] * n
    assert kinds(st.setup_events).count("draw_cards") == n
    assert all(e.to == (e.seat,) for e in st.setup_events if e.kind == "draw_cards")


def test_ether_is_worth_zero_and_ties_are_broken_by_chance():
    identity = list(range(18))
    for pick in (0, 1):
        st = EvolutionState.new_game(2, Chance(3, {"shuffle": [identity, identity], "first": [pick]}))
        assert sorted(st.hands[0]) == sorted(st.hands[1]) == ["ether1", "ether2", "water1", "water2", "water3"]
        assert st.hand_total(0) == 6  # the two Ether count for nothing
        assert st.current == pick
        assert ["first", pick] in st.chance.record


# -- the turn ----------
def test_piles_grow_from_the_egg_one_level_at_a_time_in_their_element():
    st = position(two({"hand": ["air0", "air1", "fire1", "ether1", "water2"]}))
    plays = [a for a in legal(st) if a.startswith("play")]
    assert plays == ["play air0 air"]
    before = st.to_json()
    with pytest.raises(IllegalAction):
        st.apply(0, Action.parse("play fire1 fire"))
    with pytest.raises(IllegalAction):
        st.apply(0, Action.parse("play air1 fire"))
    assert st.to_json() == before  # an illegal action never half-applies
    run(st, "0 play air0 air", "0 skip")
    assert set(a for a in legal(st) if a.startswith("play")) == {"play air1 air", "play ether1 air"}
    check_piles(st)


def test_ether_fills_levels_1_to_4_without_effect_or_release():
    st = position(
        two(
            {
                "hand": ["ether1", "ether2"],
                "piles": {"air": ["air0", "air1"], "fire": ["fire0", "fire1", "fire2", "fire3", "fire4"]},
            }
        )
    )
    assert legal(st)[:1] == ["play ether1 air"]
    assert "play ether1 fire" not in legal(st)  # level 5 is never a joker
    assert "play ether1 earth" not in legal(st)  # nor the egg
    events = run(st, "0 play ether2 air")  # any Ether of the hand may be named
    assert "release" not in kinds(events) and "tornado" not in kinds(events)
    assert st.tokens["sylph"]["state"] == "centre" and not st.stack  # back to free play
    assert st.piles[0]["air"] == ["air0", "air1", "ether2"]


def test_discard_keep_and_refill_to_five_at_the_end_of_the_turn():
    st = position(
        two(
            {
                "hand": ["air3", "fire4", "earth5", "water2", "ether1"],
                "draw": ["fire0", "earth0", "air0"],
                "rest": "draw",
            }
        )
    )
    run(st, "0 discard air3 quick", "0 discard fire4 main")
    assert st.quick[0] == ["air3"] and st.main[0] == ["fire4"]
    events = run(st, "0 end")
    assert sorted(st.hands[0]) == ["earth0", "earth5", "ether1", "fire0", "water2"]
    draw = next(e for e in events if e.kind == "draw_cards")
    assert draw.to == (0,) and draw.data["cards"] == ["fire0", "earth0"]
    assert next(e for e in events if e.kind == "draw").data["count"] == 2
    assert st.current == 1 and st.turn == 1


def test_tornado_discards_then_draws_as_many_cards_playable_at_once():
    st = position(
        two(
            {
                "hand": ["air0", "earth4", "water5", "fire1", "fire2"],
                "draw": ["fire3", "earth0"],
                "rest": "draw",
                "piles": {"fire": ["fire0"]},
            }
        )
    )
    run(st, "0 play air0 air")
    assert "draw" not in legal(st) and "skip" in legal(st)  # at least one card goes
    run(st, "0 tornado water5 main", "0 tornado earth4 quick")
    assert "draw" in legal(st)
    events = run(st, "0 draw")
    assert sorted(st.hands[0]) == ["earth0", "fire1", "fire2", "fire3"]
    assert st.main[0][-1] == "water5" and st.quick[0] == ["earth4"]
    assert next(e for e in events if e.kind == "draw").data == {"count": 2, "reason": "tornado"}
    assert "play earth0 earth" in legal(st)


def test_burn_destroys_a_free_card_and_its_owner_picks_the_discard():
    st = position(
        two({"hand": ["fire0"]}, {"piles": {"air": ["air0", "air1"], "fire": ["fire0"]}, "rooted": {"fire": 1}})
    )
    run(st, "0 play fire0 fire")
    assert legal(st) == ["burn 1 air", "skip"]  # the rooted Fire pile is protected
    events = run(st, "0 burn 1 air")
    assert kinds(events)[-1] == "burned" and st.actors() == (1,)
    assert legal(st) == ["dest quick", "dest main"]
    run(st, "1 dest main")
    assert st.main[1][-1] == "air1" and st.piles[1]["air"] == ["air0"]
    assert st.free_card(1, "air") == "air0"


def test_a_burned_card_goes_to_main_when_the_quick_discard_is_unavailable():
    st = position(two({"hand": ["fire0"]}, {"piles": {"air": ["air0"]}, "quick_state": "unavailable"}))
    events = run(st, "0 play fire0 fire", "0 burn 1 air")
    assert kinds(events)[-1] == "discard" and events[-1].data == {"card": "air0", "to": "main", "reason": "burn"}
    assert st.actors() == (0,)


def test_rooting_protects_a_pile_and_the_next_card_lies_free_on_it():
    st = position(
        two(
            {"hand": ["earth1", "air2"], "piles": {"earth": ["earth0"], "air": ["air0", "air1"]}},
            {"hand": ["fire0"], "rest": "draw"},
        )
    )
    run(st, "0 play earth1 earth", "0 give gnome 1")
    assert legal(st) == ["root air", "root earth", "skip"]
    run(st, "0 root air", "1 pass")  # mage 1's Gnome could unroot it at once
    assert st.free_card(0, "air") is None and st.burnable(0, "air", 1) is None
    run(st, "0 play air2 air", "0 give sylph 1", "1 pass")  # an empty hand: no tornado to decide
    assert st.free_card(0, "air") == "air2"
    run(st, "0 end")
    run(st, "1 play fire0 fire")
    assert "burn 0 air" in legal(st) and "burn 0 earth" in legal(st)
    run(st, "1 burn 0 air", "0 dest quick")
    assert st.piles[0]["air"] == ["air0", "air1"] and st.free_card(0, "air") is None  # still rooted


def test_a_level_5_card_roots_its_pile_and_still_applies_its_effect():
    st = position(
        two(
            {"hand": ["fire5"], "piles": {"fire": ["fire0", "fire1", "fire2", "fire3", "fire4"]}},
            {"piles": {"air": ["air0"]}},
        )
    )
    events = run(st, "0 play fire5 fire")
    assert "auto_root" in kinds(events) and st.rooted[0]["fire"] == 6
    assert legal(st) == ["burn 1 air", "skip"]


def test_water_in_ones_own_turn_has_no_effect_but_releases_its_creature():
    st = position(two({"hand": ["water0", "water1"]}))
    events = run(st, "0 play water0 water")
    assert not st.stack and "end" in legal(st)
    events = run(st, "0 play water1 water")
    assert "release" in kinds(events) and legal(st) == ["give siren 1"]


def test_cascade_needs_the_next_water_card_of_ones_own_water_pile():
    doc = two({"hand": ["fire0"]}, {"hand": ["water2", "water3"], "piles": {"air": ["air0"], "water": ["water0"]}})
    st = position(doc)
    events = run(st, "0 play fire0 fire", "0 burn 1 air")
    assert "burned" in kinds(events)  # water2 does not follow water0: no counter, no window
    doc["mages"][1]["hand"] = ["water1", "water3"]
    st = position(doc)
    run(st, "0 play fire0 fire", "0 burn 1 air")
    assert st.actors() == (1,) and legal(st) == ["cascade water1 water", "pass"]


def test_cascade_cancels_the_burn_and_the_counterer_plays_one_turn_one_card_short():
    st = position(
        two(
            {"hand": ["fire0"], "rest": "draw"},
            {
                "hand": ["water1", "air3", "air4", "air5", "earth5"],
                "rest": "draw",
                "piles": {"air": ["air0"], "water": ["water0"]},
            },
        )
    )
    events = run(st, "0 play fire0 fire", "0 burn 1 air", "1 cascade water1 water")
    assert "burned" not in kinds(events) and st.piles[1]["air"] == ["air0"]
    assert st.piles[1]["water"] == ["water0", "water1"] and st.penalty[1] == 0
    run(st, "1 give siren 0", "0 end")
    assert len(st.hands[1]) == 4  # ruling: the Water card left the hand, that is the whole cost
    events = run(st, "1 end")
    assert "penalty" not in kinds(events) and len(st.hands[1]) == 5


def test_the_active_mage_never_counters_a_burn_sent_back_at_it():
    st = position(
        two(
            {"hand": ["fire0", "water1"], "piles": {"air": ["air0"], "water": ["water0"]}},
            {"piles": {"earth": ["earth0"]}},
            tokens={"siren": {"holder": 1}},
        )
    )
    run(st, "0 play fire0 fire", "0 burn 1 earth")
    assert legal(st) == ["power siren 0 air", "power siren 0 fire", "power siren 0 water", "pass"]
    events = run(st, "1 power siren 0 air")
    assert "redirect" in kinds(events) and "burned" in kinds(events)  # no Cascade for the burner
    run(st, "0 dest quick")
    assert st.piles[0]["air"] == []


# -- discards ----------
def test_the_quick_discard_comes_back_first_then_the_main_one_reopens_it():
    st = position(
        two({"hand": [], "draw": [], "quick": ["air0", "air1", "air2", "air3", "fire0", "fire1"]}, {"rest": "draw"})
    )
    events = run(st, "0 end")
    rec = next(e for e in events if e.kind == "recover")
    assert rec.data == {"source": "quick", "count": 6, "quick": "unavailable", "drawn": 0}
    assert len(st.hands[0]) == 5 and len(st.draws[0]) == 1 and st.quick_state[0] == "unavailable"
    assert st.chance.record[-1][0] == "shuffle"
    run(st, "1 end")
    assert not any(a.endswith("quick") for a in legal(st))  # the unavailable token is on it
    a, b = sorted(st.hands[0])[:2]
    run(st, f"0 discard {a} main", f"0 discard {b} main")
    events = run(st, "0 end")
    rec = next(e for e in events if e.kind == "recover")
    assert rec.data["source"] == "main" and st.quick_state[0] == "open"
    run(st, "1 end")
    assert st.current == 0 and any(a.endswith(" quick") for a in legal(st))  # usable again


# -- creatures ----------
def test_releasing_a_creature_gives_its_token_to_an_opponent_of_choice():
    st = position(three({"hand": ["fire2"], "piles": {"fire": ["fire0", "fire1"]}}))
    events = run(st, "0 play fire2 fire")
    assert events[-1].kind == "release" and events[-1].data["creature"] == "salamander"
    assert legal(st) == ["give salamander 1", "give salamander 2"]
    run(st, "0 give salamander 2")
    assert st.tokens["salamander"] == {"state": "held", "holder": 2, "giver": 0}


def test_a_given_unused_token_may_be_taken_back_and_given_to_another_mage():
    doc = three({"hand": ["fire2"], "piles": {"fire": ["fire0", "fire1"]}}, tokens={"salamander": {"holder": 2}})
    st = position(doc)
    run(st, "0 play fire2 fire")
    assert legal(st) == ["give salamander 1", "keep"]
    run(st, "0 give salamander 1")
    assert st.tokens["salamander"] == {"state": "held", "holder": 1, "giver": 0}
    doc["tokens"] = {"salamander": {"holder": 1, "used": True}}
    st = position(doc)
    events = run(st, "0 play fire2 fire")
    assert "release" not in kinds(events)  # a used power is gone for good
    doc["seats"], doc["mages"] = 2, doc["mages"][:2]
    doc["tokens"] = {"salamander": {"holder": 1}}
    st = position(doc)
    events = run(st, "0 play fire2 fire")
    assert "keep" in kinds(events)  # 2 mages: nobody else to give it to
    doc["tokens"] = {"salamander": {"holder": 1, "giver": 0}}
    st = position(doc)
    events = run(st, "0 play fire2 fire")
    assert "release" not in kinds(events)  # « un autre mage »: the mage who gave it cannot take it back


def test_ether_to_the_centre_holds_a_creature_back_and_the_2nd_and_4th_release_dhyana_and_akasha():
    st = position(
        two(
            {
                "hand": ["fire2", "ether1", "ether2", "earth1"],
                "piles": {"fire": ["fire0", "fire1"], "earth": ["earth0"]},
            },
            {},
            centre=[[1, "ether1"]],
        )
    )
    run(st, "0 play fire2 fire")
    assert "block ether1" in legal(st)
    events = run(st, "0 block ether2")
    assert st.tokens["salamander"]["state"] == "centre"
    assert [e.data.get("creature") for e in events if e.kind == "release"] == ["dhyana"]
    assert legal(st) == ["give dhyana 1"]
    run(st, "0 give dhyana 1", "0 play earth1 earth")  # no target to burn: the effect passes by itself
    assert legal(st)[-1] == "block ether1"
    events = run(st, "0 block ether1")
    assert len(st.centre) == 3 and "release" not in kinds(events)
    assert st.tokens["gnome"]["state"] == "centre" and st.tokens["akasha"]["state"] == "centre"


def test_the_fourth_ether_releases_akasha():
    st = position(
        two(
            {"hand": ["fire2", "ether1"], "piles": {"fire": ["fire0", "fire1"]}},
            {},
            centre=[[1, "ether1"], [1, "ether2"], [0, "ether2"]],
            tokens={"dhyana": {"holder": 1}},
        )
    )
    run(st, "0 play fire2 fire")
    events = run(st, "0 block ether1")
    assert [e.data["creature"] for e in events if e.kind == "release"] == ["akasha"]
    run(st, "0 give akasha 1")
    assert st.tokens["akasha"] == {"state": "held", "holder": 1, "giver": 0}


# -- powers ----------
def test_gnome_unroots_an_opponents_pile():
    st = position(
        two({}, {"piles": {"fire": ["fire0", "fire1"]}, "rooted": {"fire": 2}}, tokens={"gnome": {"holder": 0}})
    )
    assert "power gnome 1 fire" in legal(st)
    events = run(st, "0 power gnome 1 fire")
    assert "unroot" in kinds(events) and st.free_card(1, "fire") == "fire1"
    assert st.tokens["gnome"]["state"] == "used"


def test_siren_redirects_a_burn_to_any_opponent_and_the_new_target_may_counter():
    st = position(
        three(
            {"hand": ["fire0"], "piles": {"air": ["air0"]}},
            {"piles": {"earth": ["earth0"]}},
            {"hand": ["water0"], "piles": {"air": ["air0"]}},
            tokens={"siren": {"holder": 1}},
        )
    )
    run(st, "0 play fire0 fire", "0 burn 1 earth")
    assert legal(st) == ["power siren 2 air", "power siren 0 air", "power siren 0 fire", "pass"]
    events = run(st, "1 power siren 2 air")
    assert "redirect" in kinds(events)
    assert st.actors() == (2,) and legal(st) == ["cascade water0 water", "pass"]
    run(st, "2 cascade water0 water")
    assert st.piles[2]["air"] == ["air0"] and st.piles[1]["earth"] == ["earth0"]


def test_sylph_gives_an_immediate_extra_turn_and_only_in_ones_own_turn():
    st = position(two({"rest": "draw"}, {"rest": "draw"}, tokens={"sylph": {"holder": 0}}))
    assert "power sylph" in legal(st)
    run(st, "0 power sylph")
    events = run(st, "0 end")
    assert st.current == 0 and next(e for e in events if e.kind == "turn_start").data["extra"] is True
    run(st, "0 end")
    assert st.current == 1
    st = position(
        two({"hand": ["air0"], "rest": "draw"}, {"piles": {"air": ["air0"]}}, tokens={"sylph": {"holder": 1}})
    )
    assert st.actors() == (0,)  # no window at the start of the turn for an out-of-turn Sylph
    run(st, "0 play air0 air")
    assert st.actors() == (0,) and not st.stack  # nor after a placement


def test_salamander_burns_the_top_of_a_rooted_pile_and_cannot_be_countered():
    st = position(
        two(
            {},
            {"hand": ["water1"], "piles": {"air": ["air0", "air1", "air2"], "water": ["water0"]}, "rooted": {"air": 3}},
            tokens={"salamander": {"holder": 0}},
        )
    )
    assert legal(st)[0] == "power salamander 1 air"
    events = run(st, "0 power salamander 1 air")
    assert kinds(events)[-1] == "burned" and st.actors() == (1,) and legal(st) == ["dest quick", "dest main"]
    run(st, "1 dest main")
    assert st.piles[1]["air"] == ["air0", "air1"] and st.rooted[1]["air"] == 2


def test_dhyana_cancels_a_power_and_akasha_may_cancel_the_cancel():
    doc = two(
        {"piles": {"air": ["air0"], "fire": ["fire0"]}},
        {},
        tokens={"golem": {"holder": 0}, "dhyana": {"holder": 1}},
    )
    st = position(doc)
    events = run(st, "0 power golem")
    assert st.actors() == (1,) and legal(st) == ["power dhyana", "pass"]
    events = run(st, "1 power dhyana")
    assert "cancel" in kinds(events) and "root_all" not in kinds(events)
    assert st.rooted[0] == {"air": 0, "fire": 0, "earth": 0, "water": 0}
    assert st.tokens["golem"]["state"] == st.tokens["dhyana"]["state"] == "used"
    doc["tokens"]["akasha"] = {"holder": 0}
    st = position(doc)
    run(st, "0 power golem")
    events = run(st, "1 power dhyana")
    assert legal(st, 0) == ["power akasha dhyana", "pass"]
    events = run(st, "0 power akasha dhyana")
    assert kinds(events)[-2:] == ["cancel", "root_all"]
    assert st.rooted[0]["air"] == 1 and st.rooted[0]["fire"] == 1


def test_golem_roots_all_four_piles_of_its_user():
    st = position(two({"piles": {"air": ["air0", "air1"], "water": ["water0"]}}, {}, tokens={"golem": {"holder": 0}}))
    run(st, "0 power golem")
    assert st.rooted[0] == {"air": 2, "fire": 0, "earth": 0, "water": 1}


def test_ondine_protects_a_free_card_and_moves_once_a_turn():
    st = position(
        two(
            {"piles": {"air": ["air0", "air1"], "water": ["water0"]}, "rest": "draw"},
            {"hand": ["fire0"], "rest": "draw"},
            tokens={"ondine": {"holder": 0}},
        )
    )
    events = run(st, "0 power ondine air")
    assert "protect" in kinds(events) and st.markers["ondine"] == {"seat": 0, "card": "air1"}
    assert "move ondine water" not in legal(st)  # placed this turn
    run(st, "0 end")
    run(st, "1 play fire0 fire")
    assert legal(st) == ["burn 0 water", "skip"]  # the protected Air 1 is out of reach
    run(st, "1 skip", "1 end")
    assert "move ondine water" in legal(st)
    run(st, "0 move ondine water")
    assert "move ondine air" not in legal(st) and st.markers["ondine"]["card"] == "water0"


def test_phoenix_burns_every_free_card_of_every_mage_its_user_included():
    st = position(
        three(
            {"piles": {"air": ["air0", "air1"], "fire": ["fire0"]}, "rooted": {"fire": 1}},
            {"piles": {"earth": ["earth0"], "water": ["water0"]}},
            {"piles": {"air": ["air0"]}},
            tokens={"phoenix": {"holder": 0}, "ondine": {"holder": 0, "used": True}},
            markers={"ondine": {"seat": 0, "pile": "air"}},
        )
    )
    events = run(st, "0 power phoenix")
    burned = [(e.data["target"], e.data["pile"]) for e in events if e.kind == "burned"]
    assert burned == [(0, "air"), (1, "earth"), (1, "water"), (2, "air")]  # its own Ondine does not shield it
    assert st.piles[0]["fire"] == ["fire0"]  # rooted: safe
    assert [st.actors()] == [(0,)]
    run(st, "0 dest quick", "1 dest main", "1 dest quick", "2 dest main")
    assert st.markers["ondine"]["card"] is None
    check_conservation(st)


def test_akasha_copies_the_power_of_a_creature_of_its_choice():
    st = position(two({"piles": {"air": ["air0"]}}, {}, tokens={"akasha": {"holder": 0}}))
    acts = legal(st)
    assert "power akasha golem" in acts and "power akasha sylph" in acts and "power akasha dhyana" not in acts
    events = run(st, "0 power akasha golem")
    assert kinds(events)[-1] == "root_all" and st.rooted[0]["air"] == 1


def test_elf_condemns_an_opponents_quick_discard_for_good():
    st = position(
        two(
            {},
            {"hand": ["air3"], "quick": ["water0", "water1"], "draw": ["air0"], "rest": "main"},
            tokens={"elf": {"holder": 0}},
        )
    )
    events = run(st, "0 power elf 1")
    assert "condemn" in kinds(events) and st.quick_state[1] == "condemned" and st.quick[1] == []
    assert st.draws[1][-1] == "air0" and sorted(st.draws[1][:2]) == ["water0", "water1"]
    assert st.chance.record[-1][0] == "shuffle"
    run(st, "0 end")
    assert legal(st) == ["discard air3 main", "end"]  # no quick discard any more


# -- when creature powers act ----------
def test_out_of_turn_powers_are_offered_at_the_start_of_a_turn_and_after_each_placement():
    doc = three(
        {"hand": ["air0", "earth0"], "rest": "draw"},
        {"piles": {"air": ["air0"]}, "rest": "draw"},
        {"piles": {"air": ["air0"]}, "rest": "draw"},
        current=1,
        tokens={"phoenix": {"holder": 0}, "golem": {"holder": 2}},
    )
    st = position(doc)
    assert st.actors() == (2,)  # start of mage 1's turn: mage 2 then mage 0, the active one excluded
    run(st, "2 pass")
    assert st.actors() == (0,) and legal(st) == ["power phoenix", "pass"]
    run(st, "0 pass", "1 end")
    assert st.current == 2 and st.actors() == (0,)  # mage 2 is active: only mage 0 is asked
    run(st, "0 pass", "2 end")
    assert st.current == 0 and st.actors() == (2,)  # mage 0's turn starts: the window offers mage 2's Golem
    run(st, "2 pass")
    run(st, "0 play air0 air", "0 skip")
    assert st.actors() == (2,)  # after a placement
    run(st, "2 pass")
    assert st.actors() == (0,) and "power phoenix" in legal(st)  # in its own turn, any time


# -- the end ----------
def test_the_first_mage_with_four_level_5_wins_a_two_mage_game():
    st = position(two({"hand": ["water5"], "piles": full(but="water")}, {"piles": {"air": ["air0"]}}))
    events = run(st, "0 play water5 water")
    assert st.is_over and "finish" in kinds(events) and kinds(events)[-1] == "game_over"
    res = st.result()
    assert res.winners == (0,) and res.details["ranks"] == [1, 2] and res.reason == "four level-5 Elementals"


def test_play_goes_on_to_rank_the_others_and_a_finished_mage_stops_playing():
    st = position(
        three(
            {"hand": ["water5"], "piles": full(but="water"), "rest": "draw"},
            {"hand": ["air5"], "piles": full(but="air"), "rest": "draw"},
            {"piles": {"air": ["air0"]}, "rest": "draw"},
        )
    )
    run(st, "0 play water5 water")
    assert not st.is_over and st.finished == [0] and st.current == 1  # its turn ended by itself
    run(st, "1 end", "2 end")
    assert st.current == 1  # mage 0 is skipped
    run(st, "1 play air5 air")
    assert st.is_over and st.result().details["ranks"] == [1, 2, 3] and st.result().winners == (0,)


def test_the_turn_limit_ranks_the_mages_by_their_total_levels():
    doc = three(
        {"piles": {"air": ["air0", "air1"]}, "rest": "draw"},
        {"piles": {"fire": ["fire0", "fire1"]}, "rest": "draw"},
        {"rest": "draw"},
    )
    st = position(doc)
    doc["turn"] = st.turn_limit - 1
    st = position(doc)
    events = run(st, "0 end")
    assert st.is_over and events[-1].data["reason"] == "turn_limit"
    res = st.result()
    assert res.details["ranks"] == [1, 1, 3] and res.winners == (0, 1) and res.reason == "turn limit reached"


# -- variant ----------
def test_fusion_extreme_lets_any_element_follow_any_level_with_its_own_effect_and_creature():
    doc = two(
        {"hand": ["fire1", "fire2"], "piles": {"air": ["air0"], "water": ["water0", "water1"]}},
        {"piles": {"earth": ["earth0"]}},
    )
    assert "play fire1 air" not in legal(position(doc))
    doc["variant"] = "fusion"
    st = position(doc)
    assert {"play fire1 air", "play fire2 water"} <= set(legal(st))
    run(st, "0 play fire1 air")
    assert legal(st) == ["burn 1 earth", "skip"]  # the Fire card burns, on the Air pile
    run(st, "0 skip")
    events = run(st, "0 play fire2 water")
    assert events[-1].data["creature"] == "salamander"
    check_piles(st)


def test_fusion_cascade_may_use_any_own_pile():
    st = position(
        two(
            {"hand": ["fire0"]}, {"hand": ["water1"], "piles": {"air": ["air0"], "earth": ["earth0"]}}, variant="fusion"
        )
    )
    run(st, "0 play fire0 fire", "0 burn 1 air")
    assert legal(st) == ["cascade water1 air", "cascade water1 earth", "pass"]


# -- the rules text's example ----------
def test_the_turn_example_of_the_rules_text():
    st = from_scenario(data.load(data.game_file("evolution", "scenarios/turn-example.yaml")), Chance(7))
    jonathan, morgane = 0, 1
    # Air 1: a tornado; Water 5 to the main discard, Earth 4 to the quick one, 2 cards drawn.
    run(st, "0 play air1 air", "0 tornado water5 main", "0 tornado earth4 quick", "0 draw")
    assert st.main[jonathan][-1] == "water5" and st.quick[jonathan] == ["earth4"]
    assert "fire2" in st.hands[jonathan]
    # Fire 2 (just drawn) burns Morgane's Earth card, her only free card; it releases the Salamander.
    run(st, "0 play fire2 fire", "0 give salamander 1")
    assert legal(st) == ["burn 1 earth", "skip"]
    run(st, "0 burn 1 earth")
    assert st.actors() == (morgane,) and "cascade water3 water" in legal(st)
    # Morgane counters with her Water 3: the burn is cancelled (her Water 3 releases Ondine).
    events = run(st, "1 cascade water3 water", "1 give ondine 0")
    assert "burned" not in kinds(events) and st.piles[morgane]["earth"] == ["earth0", "earth1"]
    # Fire 3: a second burn; she has no Water 4 to counter and must discard her Earth card.
    run(st, "0 play fire3 fire", "0 burn 1 earth")
    assert st.actors() == (morgane,) and legal(st) == ["dest quick", "dest main"]
    run(st, "1 dest quick")
    assert st.piles[morgane]["earth"] == ["earth0"] and st.quick[morgane] == ["earth1"]
    # Earth 2 roots the Fire pile.
    run(st, "0 play earth2 earth", "0 root fire")
    assert st.rooted[jonathan]["fire"] == 4 and st.free_card(jonathan, "fire") is None
    run(st, "1 pass")  # Morgane's Salamander could now burn the rooted Fire 3; she lets it be
    # He keeps his Water 3 and draws 4 cards.
    assert st.hands[jonathan] == ["water3"]
    events = run(st, "0 end")
    assert next(e for e in events if e.kind == "draw").data == {"count": 4, "reason": "refill"}
    assert len(st.hands[jonathan]) == 5 and "water3" in st.hands[jonathan]
    assert st.penalty[morgane] == 0 and st.current == morgane
    check_conservation(st)
    check_piles(st)
    check_round_trip(st)


def test_registry_spec():
    assert SPEC.id == "evolution" and SPEC.seats == (2, 4) and SPEC.options == {
        "variant": ["standard", "fusion"],
        "first": ["people", "chance"],
    }
    st = SPEC.new_state(3, Chance(2), {"variant": "fusion"})
    assert st.variant == "fusion" and st.num_seats == 3


def test_gnome_may_unroot_even_a_level_5_pile():
    st = position(
        two(
            {},
            {"piles": {"fire": ["fire0", "fire1", "fire2", "fire3", "fire4", "fire5"]}},
            tokens={"gnome": {"holder": 0}},
        )
    )
    run(st, "0 power gnome 1 fire")
    assert st.free_card(1, "fire") == "fire5"  # the automatic rooting only happens on placement


def test_akasha_copying_ondine_becomes_a_second_shield_that_moves():
    st = position(
        two(
            {"piles": {"air": ["air0"], "water": ["water0"]}, "rest": "draw"},
            {"rest": "draw"},
            tokens={"akasha": {"holder": 0}},
        )
    )
    run(st, "0 power akasha ondine air")
    assert st.markers == {"akasha": {"seat": 0, "card": "air0"}}
    assert st.burnable(0, "air", 1) is None and st.burnable(0, "air", 0) == "air0"
    run(st, "0 end", "1 end")
    run(st, "0 move akasha water")
    assert st.markers["akasha"]["card"] == "water0"


def test_a_power_whose_target_vanished_before_it_resolves_fizzles():
    st = position(
        two(
            {},
            {"piles": {"fire": ["fire0"]}, "rooted": {"fire": 1}},
            tokens={"gnome": {"holder": 0}, "dhyana": {"holder": 1}},
        )
    )
    run(st, "0 power gnome 1 fire")
    assert st.actors() == (1,)  # Dhyâna may answer
    st.rooted[1]["fire"] = 0  # (the table changes meanwhile)
    events = run(st, "1 pass")
    assert kinds(events) == ["pass", "power_fizzles"]


def test_check_data_reads_the_definitions_and_every_scenario():
    files = SPEC.check_data()
    assert any(f.endswith("turn-example.yaml") for f in files) and any(f.endswith("cards.yaml") for f in files)


def test_a_scenario_refuses_a_card_listed_twice_or_out_of_place():
    with pytest.raises(DataError, match="listed twice"):
        position(two({"hand": ["air0"], "piles": {"air": ["air0"]}}))
    with pytest.raises(DataError, match="cannot lie"):
        position(two({"piles": {"air": ["air1"]}}))
