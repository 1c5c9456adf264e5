"""Monsters, punched cards: the rules, one by one (rules text: monsters-punched-cards.en-fr.txt)."""

from __future__ import annotations

from itertools import permutations, product

import pytest

from game import data, registry
from game.core import Action, Chance, IllegalAction, act, visible
from game.monsters import SPEC, from_scenario
from game.monsters.cards import HOLE, LINES, Card, CardSet, lines_of, mirror, orient, rotate, stack
from game.monsters.defs import load_deck, load_defs, load_rules, single_card_lines
from game.monsters.state import ALL_COLOURS, DECK_OUT, SAND_OUT, MonstersState, deck_out_winners

Y, G, R, B, P = range(5)
_ = HOLE


def scenario(name: str, seed: int = 0) -> MonstersState:
    return from_scenario(data.load(data.game_file("monsters", f"scenarios/{name}.yaml")), Chance(seed))


def new(seats: int = 2, seed: int = 0, **options) -> MonstersState:
    return MonstersState.new(seats, Chance(seed), options)


def trick_of(st: MonstersState, seat: int, colour: str) -> Action:
    return next(a for a in st.legal_actions(seat) if a.kind == "trick" and a.args[0] == colour)


# -- the cards: orientation and stacking ---------------------------------------------------


def test_quarter_turn_is_clockwise_and_flip_mirrors():
    g = (R, B, _, _, _, _, _, _, _)  # red top-left, blue top-middle
    assert rotate(g) == (_, _, R, _, _, B, _, _, _)  # top row becomes the right column
    assert mirror(g) == (_, B, R, _, _, _, _, _, _)  # turned over: left and right swap
    assert orient(g, 0, 0) == g
    assert orient(g, 4, 0) == g and orient(g, 0, 1) == mirror(g)
    assert orient(orient(g, 0, 1), 0, 1) == g
    # flipping top to bottom is one of the eight: mirror then a half turn
    top_bottom = tuple(g[(2 - r) * 3 + c] for r in range(3) for c in range(3))
    assert orient(g, 2, 1) == top_bottom


def test_eight_distinct_orientations_of_an_asymmetric_card():
    g = (R, B, _, _, Y, _, _, _, _)
    assert len({orient(g, r, f) for r in range(4) for f in (0, 1)}) == 8


def test_stack_shows_the_top_most_monster_holes_show_below_table_shows_through():
    top = (R, _, _, _, _, _, _, _, _)
    mid = (B, B, _, _, _, _, _, _, _)
    bot = (Y, Y, Y, _, _, _, _, _, _)
    shown = stack([top, mid, bot])
    assert shown[0] == R  # the top monster hides the others
    assert shown[1] == B  # a hole on top shows the middle card's monster
    assert shown[2] == Y  # two holes show the bottom card
    assert shown[3:] == (_,) * 6  # three holes show the table
    # the order matters: the same cards stacked the other way round
    assert stack([bot, mid, top])[:3] == (Y, Y, Y)


def test_a_monster_on_top_breaks_a_line_below():
    line = (R, R, R, _, _, _, _, _, _)
    cover = (_, B, _, _, _, _, _, _, _)
    empty = (_,) * 9
    assert lines_of(stack([empty, empty, line]), R) == ["row1"]
    assert lines_of(stack([cover, empty, line]), R) == []
    assert lines_of(stack([empty, line, cover]), R) == ["row1"]


@pytest.mark.parametrize("name,cells", LINES)
def test_trick_detection_on_every_line(name, cells):
    # each card brings one monster of the line, and a blue decoy elsewhere
    a, b, c = cells
    cards = []
    for own in (a, b, c):
        g = [HOLE] * 9
        g[own] = R
        decoy = next(i for i in range(9) if i not in cells)
        if own == a:
            g[decoy] = B
        cards.append(tuple(g))
    shown = stack(cards)
    assert lines_of(shown, R) == [name]
    assert lines_of(shown, B) == []
    # no two cards alone make it
    for pair in ([cards[0], cards[1]], [cards[1], cards[2]], [cards[0], cards[2]]):
        assert lines_of(stack(pair), R) == []
    # the engine's own check agrees, through a card set
    cs = CardSet({i + 1: Card(i + 1, g) for i, g in enumerate(cards)}, 5)
    assert cs.check([(1, 0, 0), (2, 0, 0), (3, 0, 0)], R) == [name]
    assert R in cs.colours_of([1, 2, 3])


def test_rotation_is_needed_and_found():
    # three red monsters all in the top-left corner: only turning two cards lines them up
    corner = (R, _, _, _, _, _, _, _, _)
    cs = CardSet({i: Card(i, corner) for i in (1, 2, 3)}, 5)
    assert cs.check([(1, 0, 0), (2, 0, 0), (3, 0, 0)], R) == []
    assert cs.check([(1, 1, 0), (2, 0, 0), (3, 0, 0)], R) == []  # top-right + top-left: two only
    # the middle of a row cannot be reached by a corner: no trick at all
    assert cs.colours_of([1, 2, 3]) == {}
    edge = (_, R, _, _, _, _, _, _, _)
    cs = CardSet({1: Card(1, corner), 2: Card(2, edge), 3: Card(3, corner)}, 5)
    assert cs.check([(1, 0, 0), (2, 0, 0), (3, 1, 0)], R) == ["row1"]
    placements = cs.colours_of([1, 2, 3])[R]
    assert cs.check(placements, R)


def test_flip_is_needed_and_found():
    # card 2 (blue, red side by side) and card 3 are chiral: every trick of this hand turns one over
    cards = {
        1: Card(1, (_, _, _, R, _, _, _, _, _)),
        2: Card(2, (B, R, _, _, _, _, _, _, _)),
        3: Card(3, (B, _, _, B, _, _, R, _, _)),
    }
    cs = CardSet(cards, 5)
    full = cs.tricks([1, 2, 3], full=True)
    assert full and all(any(f for _, _, f in t.placements) for t in full)
    found = cs.colours_of([1, 2, 3])
    assert set(found) == {t.colour for t in full}
    for colour, placements in found.items():
        assert cs.check(placements, colour)
        assert any(f for _, _, f in placements)


def naive_colours(cs: CardSet, hand: list[int]) -> set[int]:
    """Every order, every orientation of every card, straight from the definition."""
    out = set()
    for order in permutations(hand):
        for orients in product(range(8), repeat=len(hand)):
            grids = [orient(cs.cards[c].grid, o % 4, o // 4) for c, o in zip(order, orients, strict=True)]
            shown = stack(grids)
            out |= {k for k in range(5) if lines_of(shown, k)}
    return out


def test_fast_search_agrees_with_the_definition_on_real_hands():
    defs = load_defs()
    cs = defs.cards
    hands = [[1, 2, 3], [1, 3, 10], [10, 20, 30], [43, 44, 45]]
    for hand in hands:
        assert set(cs.colours_of(hand)) == naive_colours(cs, hand)
        full = cs.tricks(hand, full=True)
        assert {t.colour for t in full} == set(cs.colours_of(hand))
        # turning the whole stack is a bijection: the shortcut lists exactly one arrangement in eight
        assert len(full) == 8 * len(cs.tricks(hand))
        for t in full[:50]:
            assert set(cs.check(t.placements, t.colour)) == set(t.lines)


def test_the_search_works_for_other_hand_sizes():
    # rules.yaml may set a hand of 2 to 4 cards: the general search agrees with the definition too
    defs = load_defs()
    cs = CardSet({c: defs.cards.cards[c] for c in defs.card_ids}, 5)
    pairs = [[a, b] for a in range(1, 12) for b in range(a + 1, 12)]
    made = 0
    for hand in pairs[:12]:
        found = cs.colours_of(hand)
        assert set(found) == naive_colours(cs, hand)
        made += bool(found)
    assert made
    four = [1, 2, 3, 4]
    found = cs.colours_of(four)
    assert set(found) == {t.colour for t in cs.tricks(four)}
    for colour, placements in found.items():
        assert cs.check(placements, colour)


def test_search_answers_a_hand_once_then_from_its_cache():
    """A hand is searched once, whatever the order of its cards; its speed is bench/monsters.py's."""
    defs = load_defs()
    cards = {c: defs.cards.cards[c] for c in defs.card_ids}
    cs = CardSet(cards, 5)  # a fresh cache
    hands = [[i, i + 1, i + 2] for i in range(1, 40, 3)]
    found = [cs.colours_of(h) for h in hands]
    assert any(found)
    for h, first in zip(hands, found, strict=True):
        again = cs.colours_of(list(reversed(h)))
        assert again is first  # the cached answer itself, not a new search


# -- the deck as data ----------------------------------------------------------------------


def test_deck_shape():
    rules = load_rules()
    cards, info = load_deck(rules)
    assert len(cards) == 45 and sorted(cards) == list(range(1, 46))
    per_colour = [0] * 5
    for card in cards.values():
        assert 3 <= card.monsters <= 6
        assert not single_card_lines(card, 5), "a trick always needs the cards stacked"
        for v in card.grid:
            if v != HOLE:
                per_colour[v] += 1
    assert per_colour == [40] * 5
    assert info["generator"]["seed"] == 1789
    assert 0.5 <= info["stats"]["hand_rate"] <= info["stats"]["hand_and_centre_rate"] <= 1


def test_generator_reproduces_the_committed_deck():
    import importlib.util

    from game import paths

    spec = importlib.util.spec_from_file_location(
        "make_monsters_deck", paths.root() / "tools" / "make_monsters_deck.py"
    )
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)

    rules = load_rules()
    cards, _ = load_deck(rules)
    made = gen.generate(gen.SEED, 5)
    assert {c.id: c.grid for c in made} == {cid: c.grid for cid, c in cards.items()}


def test_colours_have_symbols_for_colour_blind_players():
    rules = load_rules()
    assert [c.id for c in rules.colours] == ["yellow", "green", "red", "blue", "purple"]
    symbols = [c.symbol for c in rules.colours]
    assert len(set(symbols)) == 5 and all(symbols)


def test_check_data_reads_everything():
    files = SPEC.check_data()
    assert any(f.endswith("deck.yaml") for f in files)
    assert sum(1 for f in files if "scenarios" in f) >= 4


def test_bad_deck_is_a_located_error(tmp_path, monkeypatch):
    src = data.game_file("monsters", "rules.yaml").parent
    dst = tmp_path / "monsters"
    dst.mkdir()
    for name in ("rules.yaml", "texts.yaml"):
        (dst / name).write_text((src / name).read_text(encoding="utf-8"), encoding="utf-8")
    deck = (src / "deck.yaml").read_text(encoding="utf-8")
    monkeypatch.setenv("ELEMENTAL_TABLE_DATA", str(tmp_path))
    (dst / "deck.yaml").write_text(deck.replace("{id: 1, grid: [..Y, RB., .P.]}", "{id: 1, grid: [..Y, RX., .P.]}"))
    with pytest.raises(data.DataError) as err:
        load_deck(load_rules())
    assert "deck.yaml:" in str(err.value) and "'X'" in str(err.value)
    (dst / "deck.yaml").write_text(deck.replace("{id: 1, grid: [..Y, RB., .P.]}", "{id: 1, grid: [YYY, RBR, BP.]}"))
    with pytest.raises(data.DataError, match="8 monsters"):
        load_deck(load_rules())
    rules_text = (src / "rules.yaml").read_text(encoding="utf-8")
    (dst / "rules.yaml").write_text(rules_text.replace("tie_priority: [red,", "tie_priority: [pink,"))
    with pytest.raises(data.DataError, match="rules.yaml:[0-9]+"):
        load_rules()


# -- set-up --------------------------------------------------------------------------------


@pytest.mark.parametrize("seats", [1, 2, 3, 4])
def test_setup_deals_three_each_and_one_centre_card(seats):
    st = new(seats, seed=seats)
    assert all(len(h) == 3 for h in st.hands)
    assert st.centre is not None
    assert len(st.deck) == 45 - 3 * seats - 1
    assert sorted(st.all_cards()) == list(range(1, 46))
    kinds = [e.kind for e in st.setup_events]
    assert kinds[0] == "round_start" and kinds[-1] == "centre"
    assert kinds.count("deal") == seats and kinds.count("dealt") == seats
    for e in st.setup_events:
        if e.kind == "deal":
            assert e.to == (e.seat,) and e.data["cards"] == st.hands[e.seat]
    assert st.chance.record[0][0] == "shuffle"


def test_the_deal_follows_the_scripted_shuffle():
    perm = list(range(45))
    st = MonstersState.new(2, Chance(0, {"shuffle": [perm]}), {})
    # no reordering: the deck is cards 1..45 bottom to top, so the top is 45
    assert st.hands == [[45, 44, 43], [42, 41, 40]] and st.centre == 39


def test_everyone_acts_at_once():
    assert SPEC.realtime and SPEC.seats == (1, 4)
    st = new(4)
    assert st.actors() == (0, 1, 2, 3)
    assert SPEC.options["rounds"] == [3, 1, 5] and SPEC.options["hourglass"][0] == 120


# -- taking a trick -------------------------------------------------------------------------


def test_legal_actions_list_one_trick_per_colour_then_the_swaps():
    st = scenario("deck_out_tie")
    legal = st.legal_actions(0)
    tricks = [a for a in legal if a.kind == "trick"]
    assert sorted(a.args[0] for a in tricks) == ["blue", "purple"]
    assert [a for a in legal if a.kind == "swap"] == [act("swap", c) for c in st.hands[0]]
    for a in legal:
        assert st.why_illegal(0, a) is None
        assert Action.parse(str(a)) == a


def test_trick_action_text_form():
    st = scenario("last_colour")
    a = trick_of(st, 0, "purple")
    text = str(a)
    assert text.startswith("trick purple ") and len(a.args) == 10
    assert Action.parse(text) == a


def test_any_real_arrangement_is_accepted_not_only_the_listed_one():
    st = scenario("deck_out_tie")
    full = st.defs.cards.tricks(st.hands[0], full=True)
    listed = {str(a) for a in st.legal_actions(0)}
    ids = st.rules.colour_ids
    others = [t for t in full if str(st._trick_action(t.colour, t.placements)) not in listed]
    assert len(others) > 100
    for t in others[::37]:
        assert st.why_illegal(0, st._trick_action(t.colour, t.placements)) is None, ids[t.colour]


def test_false_tricks_are_refused_with_a_reason_and_change_nothing():
    st = scenario("deck_out_tie")
    before = st.to_json()
    good = trick_of(st, 0, "blue")
    colour, *rest = good.args
    cases = {
        act("trick", "red", *rest): "no line of three red",
        act("trick", "pink", *rest): "not a colour",
        act("trick", "blue", *rest[:6]): "10 values",
        act("trick", "blue", rest[0], 4, *rest[2:]): "quarter turns",
        act("trick", "blue", rest[0], rest[1], 2, *rest[3:]): "flip is 0 or 1",
        act("trick", "blue", 2, *rest[1:]): "exactly the cards of your hand",
        act("swap", 45): "not in your hand",
        act("swap"): "swap names one card",
        act("pass"): "unknown action",
    }
    for action, reason in cases.items():
        with pytest.raises(IllegalAction, match=reason):
            st.apply(0, action)
    assert st.to_json() == before


def test_a_stack_in_the_wrong_order_is_no_trick():
    st = scenario("deck_out_tie")
    good = trick_of(st, 0, "blue")
    args = list(good.args)
    placements = [tuple(args[1 + 3 * i : 4 + 3 * i]) for i in range(3)]
    # some reordering of the same cards with the same turns breaks the line
    broken = [p for p in permutations(placements) if not st.defs.cards.check(list(p), st.rules.colour_index("blue"))]
    assert broken
    bad = act("trick", "blue", *[v for p in broken[0] for v in p])
    assert "no line of three blue" in st.why_illegal(0, bad)


def test_taking_a_trick_keeps_the_cards_and_draws_three():
    st = scenario("last_colour", seed=3)
    # seat 1 takes a yellow trick: the cards lie before it, three new cards come from the top
    a = trick_of(st, 1, "yellow")
    hand = sorted(st.hands[1])
    top3 = list(reversed(st.deck.cards[-3:]))
    events = st.apply(1, a)
    assert sorted(st.tricks[1][-1]["cards"]) == hand and st.tricks[1][-1]["colour"] == "yellow"
    assert st.hands[1] == top3
    kinds = [e.kind for e in events]
    assert kinds == ["trick", "draw", "drew"]
    trick = events[0]
    assert trick.to is None and trick.data["lines"] and trick.data["count"] == 1 and trick.data["colours"] == 2
    assert events[1].to == (1,) and events[1].data["cards"] == top3
    assert events[2].to is None and "cards" not in events[2].data
    assert visible(events, 0) == [events[0], events[2]]


def test_swap_with_the_centre_at_any_time():
    st = scenario("swap_for_trick")
    assert [a for a in st.legal_actions(0) if a.kind == "trick"] == []
    events = st.apply(0, act("swap", 2))
    assert st.hands[0] == [1, 13, 4] and st.centre == 2
    assert events[0].kind == "swap" and events[0].data == {"gave": 2, "took": 13, "at": 0.0}
    assert sorted(a.args[0] for a in st.legal_actions(0) if a.kind == "trick") == ["purple", "yellow"]
    # the other seat may swap too, and takes the card just given
    st.apply(1, act("swap", 3))
    assert st.centre == 3 and 2 in st.hands[1]


def test_one_trick_of_each_colour_wins_the_round_and_the_next_round_is_dealt():
    st = scenario("last_colour")
    events = st.apply(0, trick_of(st, 0, "purple"))
    kinds = [e.kind for e in events]
    assert kinds[:2] == ["trick", "round_over"]
    over = events[1].data
    assert over["reason"] == ALL_COLOURS and over["winners"] == [0] and over["rounds_won"] == [1, 0]
    assert "round_start" in kinds and kinds[-1] == "centre"
    assert st.round == 2 and st.rounds_won == [1, 0] and not st.is_over
    assert st.tricks == [[], []] and all(len(h) == 3 for h in st.hands)
    assert sorted(st.all_cards()) == list(range(1, 46))


def test_best_of_three_needs_two_rounds():
    st = scenario("last_colour")
    st.rounds_won = [1, 1]
    events = st.apply(0, trick_of(st, 0, "purple"))
    assert st.is_over and events[-1].kind == "match_over"
    res = st.result()
    assert res.winners == (0,) and res.scores == [2.0, 1.0]
    assert st.actors() == () and st.legal_actions(0) == []
    with pytest.raises(IllegalAction, match="over"):
        st.apply(1, act("swap", st.hands[1][0]))


@pytest.mark.parametrize("best_of,needed", [(1, 1), (3, 2), (5, 3)])
def test_rounds_option(best_of, needed):
    st = new(2, rounds=best_of)
    assert st.best_of == best_of and st.rounds_to_win == needed


# -- the end of a round without a full set ------------------------------------------------------


def test_deck_out_most_tricks_of_one_colour_wins():
    st = scenario("deck_out_tie")
    events = st.apply(0, trick_of(st, 0, "blue"))
    assert [e.kind for e in events][:3] == ["trick", "deck_out", "round_over"]
    assert events[2].data["reason"] == DECK_OUT and events[2].data["winners"] == [0]


def test_deck_out_tie_goes_to_red_regardless_of_the_total():
    st = scenario("deck_out_tie")
    events = st.apply(0, trick_of(st, 0, "purple"))
    over = next(e for e in events if e.kind == "round_over").data
    # seat 0: blue 3, green 2, yellow 1, purple 1 (7 tricks); seat 1: red 3 ... (6 tricks)
    assert over["winners"] == [1] and over["counts"][0]["blue"] == 3 and over["counts"][1]["red"] == 3


def test_deck_out_tie_break_order():
    # colours in data order: yellow, green, red, blue, purple; priority red, blue, green, yellow, purple
    prio = load_rules().tie_priority
    assert [load_rules().colours[k].id for k in prio] == ["red", "blue", "green", "yellow", "purple"]
    #            Y  G  R  B  P
    assert deck_out_winners([[3, 0, 0, 0, 0], [1, 1, 1, 1, 1]], prio) == [0]  # most of one colour, not total
    assert deck_out_winners([[2, 0, 0, 0, 0], [0, 0, 2, 0, 0]], prio) == [1]  # red first
    assert deck_out_winners([[0, 0, 1, 2, 0], [0, 2, 1, 0, 0]], prio) == [0]  # red equal: blue
    assert deck_out_winners([[2, 0, 1, 1, 0], [0, 2, 1, 1, 0]], prio) == [1]  # then green
    assert deck_out_winners([[2, 1, 0, 0, 0], [1, 1, 0, 0, 2]], prio) == [0]  # then yellow
    assert deck_out_winners([[2, 0, 0, 0, 1], [2, 0, 0, 0, 0]], prio) == [0]  # then purple
    assert deck_out_winners([[1, 0, 0, 0, 1], [1, 0, 0, 0, 1], [0, 0, 0, 0, 1]], prio) == [0, 1]  # equal: shared
    assert deck_out_winners([[0] * 5, [0] * 5], prio) == [0, 1]


def test_a_full_set_beats_the_deck_out():
    st = scenario("last_colour")
    st.deck.cards = st.deck.cards[:1]  # the deck could not give three cards
    events = st.apply(0, trick_of(st, 0, "purple"))
    over = next(e for e in events if e.kind == "round_over").data
    assert over["reason"] == ALL_COLOURS and over["winners"] == [0]


def test_a_trick_resets_the_stall_count():
    st = scenario("swap_for_trick")
    st.apply(0, act("swap", 2))
    assert st.swaps_since_trick == 1
    st.apply(0, trick_of(st, 0, "yellow"))
    assert st.swaps_since_trick == 0


# -- solo and time -------------------------------------------------------------------------------


def test_solo_win_before_the_sand_runs_out():
    st = scenario("solo_last_seconds")
    assert st.actors() == (0,) and st.sand == 10
    assert st.advance_time(9.5) == [] and st.sand == pytest.approx(0.5)
    st.apply(0, trick_of(st, 0, "purple"))
    assert st.is_over
    res = st.result()
    assert res.winners == (0,) and res.scores == [5.0] and res.details["sand_left"] == pytest.approx(0.5)


def test_solo_loss_when_the_sand_runs_out():
    st = scenario("solo_last_seconds")
    events = st.advance_time(10.0)
    assert [e.kind for e in events] == ["sand_out", "round_over", "match_over"]
    assert events[1].data["reason"] == SAND_OUT
    assert st.is_over and st.result().winners == () and st.result().scores == [4.0]
    assert st.advance_time(5.0) == []  # time after the end changes nothing
    with pytest.raises(ValueError):
        scenario("solo_last_seconds").advance_time(-1)


def test_solo_deck_out_is_a_loss():
    st = scenario("solo_last_seconds")
    st.tricks[0] = st.tricks[0][:3]  # blue missing too: the purple trick does not finish the set
    st.deck.cards = st.deck.cards[:2]
    events = st.apply(0, trick_of(st, 0, "purple"))
    assert "deck_out" in [e.kind for e in events]
    assert st.is_over and st.result().winners == ()


def test_solo_hourglass_option():
    st = new(1, hourglass=60)
    assert st.solo and st.sand == 60
    st.advance_time(59.0)
    assert not st.is_over
    st.advance_time(1.0)
    assert st.is_over and st.history[-1]["reason"] == SAND_OUT
    assert new(1).hourglass == 120
    # with several seats there is no hourglass: time only moves the clock
    multi = new(2)
    multi.advance_time(1000.0)
    assert not multi.is_over and multi.view(0)["sand"] is None and multi.clock == 1000.0


# -- what a seat knows --------------------------------------------------------------------------


VIEW_KEYS = {
    "game", "seat", "seats", "round", "best_of", "rounds_to_win", "rounds_won", "hand_sizes", "centre", "deck",
    "tricks", "colour_counts", "clock", "changed_at", "centre_at", "swapped_at", "stuck", "solo", "hourglass", "sand",
    "swaps_since_trick", "history", "over", "hand",
}  # fmt: skip


def view_cards(v: dict) -> set[int]:
    """Every card id a view names: its hand, the centre, the tricks on the table."""
    cards = set(v.get("hand", []))
    if v["centre"] is not None:
        cards.add(v["centre"])
    cards |= {c for ts in v["tricks"] for t in ts for c in t["cards"]}
    return cards


def test_views_hide_the_other_hands_and_the_deck_order():
    st = new(3, seed=5)
    st.apply(1, st.legal_actions(1)[0])  # tricks come first: a trick puts cards on the table
    for seat in range(3):
        v = st.view(seat)
        assert set(v) <= VIEW_KEYS, "a new view key must be checked for leaks here"
        assert v["hand"] == st.hands[seat]
        for other in range(3):
            if other != seat:
                assert not view_cards(v) & set(st.hands[other])
        assert not view_cards(v) & set(st.deck.cards)
        assert v["deck"] == len(st.deck) and v["hand_sizes"] == [3, 3, 3]
    spectator = st.view(None)
    assert "hand" not in spectator and spectator["centre"] == st.centre
    assert not view_cards(spectator) & {c for h in st.hands for c in h}


def test_scenario_checks(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("seats: 2\nhands: [[1, 2, 3], [3, 4, 5]]\ncentre: 6\n")
    with pytest.raises(data.DataError, match="card 3 is in two places"):
        from_scenario(data.load(bad), Chance(0))
    bad.write_text("seats: 2\nhands: [[1, 2, 3], [4, 5, 6]]\ncentre: 7\ndeck: [8, 9]\n")
    with pytest.raises(data.DataError, match="are nowhere"):
        from_scenario(data.load(bad), Chance(0))
    bad.write_text("seats: 2\nhands: [[1, 2, 3], [4, 5, 99]]\ncentre: 7\n")
    with pytest.raises(data.DataError, match="no card 99"):
        from_scenario(data.load(bad), Chance(0))
    bad.write_text("seats: 1\nhourglass: 60\nclock: 60\nhands: [[1, 2, 3]]\ncentre: 7\n")
    with pytest.raises(data.DataError, match="bad.yaml:3.*no sand left"):
        from_scenario(data.load(bad), Chance(0))


def test_registry_finds_the_game():
    assert registry.get("monsters") is SPEC
