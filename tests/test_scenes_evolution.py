"""The Elementary Evolution table, headless: clicks and keys make the engine's actions, bots finish a
game, the picture never depends on a hidden card, every event kind animates."""

from __future__ import annotations

import time

import pygame
import pytest

from game import i18n
from game.core import Event, act
from game.evolution.engine import EVENT_KINDS
from game.match import Match
from scenes.app import open_table, save_path
from scenes.common import LookAway, ResultsScene
from scenes.evolution.model import inspect_text
from scenes.evolution.table import EvolutionTable
from scenes.menu import MenuScene, SetupScene

DUEL = """
seats: 2
current: 0
mages:
  - hand: [air0, fire0, earth0, water0, ether1]
    rest: draw
  - hand: [air1, fire1, earth1, ether1, ether2]
    piles: {air: [air0], water: [water0]}
    rooted: {air: 1}
    rest: draw
"""

RELEASE = """
seats: 2
current: 0
mages:
  - hand: [earth1, fire0, air0, water0, ether1]
    piles: {earth: [earth0]}
    rest: draw
  - hand: [air1, fire1, earth1, ether1, ether2]
    piles: {air: [air0]}
    rest: draw
"""

# Four mages mid-game: Joueur 1 burns Joueur 2, who holds the Water 3 that counters it.
BURN4 = """
seats: 4
current: 0
turn: 23
mages:
  - hand: [fire3, air2, earth4, ether1, water4]
    piles: {air: [air0, air1], fire: [fire0, fire1, fire2], earth: [earth0, earth1, earth2, earth3], water: [water0]}
    rooted: {earth: 2}
    quick: [air3]
    main: [air5, fire5, earth5, water5, ether4]
    rest: draw
  - hand: [water3, fire2, air3, earth1, ether2]
    piles: {air: [air0, air1, air2], fire: [fire0, fire1], earth: [earth0], water: [water0, water1, water2]}
    rooted: {air: 3}
    main: [air5, fire5, earth5, water5, ether4, ether3, air4]
    rest: draw
  - hand: [air1, water2, earth2, fire4, ether2]
    piles: {air: [air0], fire: [fire0, ether1, fire2, fire3], earth: [earth0, earth1], water: [water0, water1]}
    rooted: {fire: 4}
    quick: [earth3, water3]
    quick_state: unavailable
    main: [air5, fire5, earth5, water5, ether4]
    rest: draw
  - hand: [fire1, water0, earth3, ether1, air4]
    piles: {air: [air0, air1, air2, air3], fire: [fire0], earth: [earth0, earth1, earth2]}
    rooted: {air: 2}
    main: [fire5, earth5, water5, ether4, air5]
    rest: draw
tokens:
  gnome: {holder: 1, giver: 3}
  sylph: used
  elf: {holder: 0, giver: 2}
  golem: {holder: 2, giver: 0}
  salamander: {holder: 3, giver: 1, used: true}
centre: [[2, ether3]]
"""


from scene_input import click, key, run  # noqa: E402


def table_for(app, tmp_path, seats, scenario=None, speed="instant", seed=4, options=None):
    app.settings.speed = speed
    app.stack.push(MenuScene(app))
    path = None
    if scenario is not None:
        path = tmp_path / "position.yaml"
        path.write_text(scenario)
    m = Match("evolution", seats, seed=seed, scenario=str(path) if path else None, options=options)
    open_table(app, m)
    table = app.stack.top
    assert isinstance(table, EvolutionTable)
    run(app, 0.1)
    return table


def effect_waiting(app, tmp_path, scenario: str, card: str, pile: str):
    """A table on `scenario` where the person has just placed `card` on `pile` and its effect waits for an
    answer (« Ne pas appliquer l'effet » on offer), once a click on the question is taken (not too soon)."""
    from scene_input import run_until

    table = table_for(app, tmp_path, ["human", "bot:easy"], scenario)
    table.act(0, act("play", card, pile))
    assert run_until(app, lambda: not table.busy and table.controls.asked is not None
                     and table.controls.asked.first("skip") is not None, 10)
    assert run_until(app, lambda: not table.controls.too_soon(), 5)  # a click on a question just shown waits
    return table


def hand_pos(table, card):
    hand = table.m.hand
    return table.hand_rects(len(hand))[hand.index(card)].center


def moves(table):
    return [f"{s} {a}" for s, a in table.feed.match.moves]


def test_click_a_hand_card_then_its_highlighted_pile_plays_it(app, tmp_path):
    table = table_for(app, tmp_path, ["human", "bot:easy"], DUEL)
    assert table.my_seat() == 0
    click(app, hand_pos(table, "water0"))
    assert table.controls.selected == "water0"
    targets = table.controls.targets(0)
    assert ("pile", 0, "water") in targets and ("quick", 0) in targets and ("main", 0) in targets
    assert ("pile", 0, "air") not in targets  # the engine's legal actions decide what lights up
    click(app, table.pile_rect(0, "water").center)
    run(app, 0.2)
    assert moves(table)[-1] == "0 play water0 water"
    assert table.m.mages[0].piles["water"] == ["water0"]
    assert "water0" not in table.m.hand


def test_keys_pick_a_card_a_pile_a_discard_and_end_the_turn(app, tmp_path):
    table = table_for(app, tmp_path, ["human", "bot:easy"], DUEL)
    assert table.m.hand == ["air0", "fire0", "earth0", "water0", "ether1"]  # Air, Feu, Terre, Eau, Ether
    key(app, pygame.K_4)
    assert table.controls.selected == "water0"
    key(app, pygame.K_e)
    run(app, 0.2)
    assert moves(table)[-1] == "0 play water0 water"
    key(app, pygame.K_3)
    key(app, pygame.K_q)
    run(app, 0.2)
    assert moves(table)[-1] == "0 discard earth0 quick"
    key(app, pygame.K_1)
    key(app, pygame.K_BACKSPACE)
    assert table.controls.selected is None
    key(app, pygame.K_RETURN)  # Enter with no button focused: the default answer, here the end of the turn
    run(app, 0.2)
    assert "0 end" in moves(table)


def test_arrow_keys_walk_the_targets_of_the_picked_card(app, tmp_path):
    table = table_for(app, tmp_path, ["human", "bot:easy"], DUEL)
    key(app, pygame.K_4)
    assert table.controls.own_targets(0) == [("pile", 0, "water"), ("quick", 0), ("main", 0)]
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    run(app, 0.2)
    assert moves(table)[-1] == "0 discard water0 quick"
    key(app, pygame.K_1)
    key(app, pygame.K_RETURN)  # with a card picked, Enter first shows a target (never ends the turn)
    assert table.controls.cursor == 0 and "0 end" not in moves(table)
    key(app, pygame.K_RETURN)
    run(app, 0.2)
    assert moves(table)[-1] == "0 play air0 air"


def test_a_burn_aims_at_a_clicked_free_card_and_the_bot_answers_at_once(app, tmp_path):
    table = table_for(app, tmp_path, ["human", "bot:easy"], DUEL)
    key(app, pygame.K_2)
    key(app, pygame.K_f)
    run(app, 0.2)
    assert moves(table)[-1] == "0 play fire0 fire"
    targets = table.controls.targets(0)
    assert ("pile", 1, "water") in targets
    assert ("pile", 1, "air") not in targets  # rooted: not free
    assert any(b.tag == "skip" for b in table.controls.bar.buttons)
    click(app, table.top_rect(1, "water").center)
    run(app, 0.5)
    assert "0 burn 1 water" in moves(table)
    assert table.feed.match.state.piles[1]["water"] == []
    assert any(m.startswith("1 dest ") for m in moves(table))  # the owner picked its discard, no pause
    assert table.my_seat() == 0


def test_a_release_is_given_by_clicking_an_opponents_zone(app, tmp_path):
    table = table_for(app, tmp_path, ["human", "bot:easy"], RELEASE)
    key(app, pygame.K_3)  # hand: air0, fire0, earth1, water0, ether1
    assert table.controls.selected == "earth1"
    key(app, pygame.K_t)
    run(app, 0.2)
    assert moves(table)[-1] == "0 play earth1 earth"
    assert table.task()["t"] == "release"
    assert any(b.tag == "block" for b in table.controls.bar.buttons)  # hold it back with the Ether
    assert ("zone", 1) in table.controls.targets(0)
    click(app, table.zones[1].rect.move(0, 2).topleft)
    run(app, 0.3)
    assert moves(table)[-1] == "0 give gnome 1"
    assert table.m.tokens["gnome"]["holder"] == 1
    assert table.token_rect("gnome").colliderect(table.zones[1].rect)
    # then the Earth effect: root a pile by its button
    assert table.task()["t"] == "effect"
    root = next(b for b in table.controls.bar.buttons if b.tag == "root")
    click(app, root.rect.center)
    run(app, 0.3)
    assert "0 root earth" in moves(table)  # (the Gnome's new holder may unroot it at once)


def test_two_people_on_one_screen_look_away_before_the_counter_prompt(app, tmp_path):
    table = table_for(app, tmp_path, ["human", "human", "bot:medium", "bot:hard"], BURN4)
    # Joueur 2 holds the Gnome: the start of the turn asks whether to use it; Enter passes.
    assert table.viewer == 1 and table.task()["t"] == "moment"
    key(app, pygame.K_RETURN)
    run(app, 0.2)
    assert moves(table)[0] == "1 pass"
    assert isinstance(app.stack.top, LookAway)  # Joueur 1 takes the seat
    assert table.viewer == 0
    key(app, pygame.K_RETURN)
    assert app.stack.top is table
    table.act(0, act("play", "fire3", "fire"))
    run(app, 0.2)
    click(app, table.top_rect(1, "earth").center)
    run(app, 0.3)
    assert moves(table)[-1] == "0 burn 1 earth"
    # The burn is aimed at the other person: the screen changes hands before that hand shows.
    assert isinstance(app.stack.top, LookAway)
    assert table.viewer == 1
    key(app, pygame.K_RETURN)
    run(app, 0.2)
    assert table.my_seat() == 1
    assert table.task()["t"] == "burn"
    assert any(b.tag == "cascade" for b in table.controls.bar.buttons)
    assert table.m.aim == (0, 1, "earth")
    key(app, pygame.K_4)  # Joueur 2's hand: air3, fire2, earth1, water3, ether2
    assert table.controls.selected == "water3"
    assert list(table.controls.targets(1)) == [("pile", 1, "water")]
    key(app, pygame.K_e)
    run(app, 0.3)
    assert "1 cascade water3 water" in moves(table)
    assert table.feed.match.state.piles[1]["earth"] == ["earth0"]
    assert len(table.feed.match.state.hands[1]) == 4  # the Water card left the hand


def test_letting_it_burn_then_picking_the_discard(app, tmp_path):
    table = table_for(app, tmp_path, ["human", "human", "bot:medium", "bot:hard"], BURN4)
    table.act(1, act("pass"))
    run(app, 0.2)
    app.stack.pop()  # the look-away
    table.act(0, act("play", "fire3", "fire"))
    run(app, 0.2)
    table.act(0, act("burn", 1, "earth"))
    run(app, 0.2)
    app.stack.pop()
    run(app, 0.1)
    let = next(b for b in table.controls.bar.buttons if b.tag == "pass")
    click(app, let.rect.center)
    run(app, 0.3)
    assert table.task()["t"] == "dest"
    assert table.m.limbo == {1: ["earth0"]}  # the burned card waits beside its owner's discards
    assert "earth0" not in table.m.mages[1].piles["earth"]
    key(app, pygame.K_q)
    run(app, 0.3)
    assert moves(table)[-1] == "1 dest quick"
    assert table.m.mages[1].quick == ["earth0"]


def test_quiet_passes_power_windows_until_ones_own_turn_and_lasts(app, tmp_path):
    table = table_for(app, tmp_path, ["bot:easy", "human", "bot:easy", "bot:easy"], BURN4, seed=9)
    assert table.my_seat() == 1 and table.task()["t"] == "moment"
    quiet = next(b for b in table.controls.bar.buttons if b.action == table.controls.go_quiet)
    click(app, quiet.rect.center)
    for _ in range(3000):
        app.frame(1 / 30)
        if table.feed.match.state.is_over:
            break
        if table.my_seat() == 1:
            task = table.task()
            if task is None:
                break
            assert task["t"] != "moment"  # a burn aimed at it, or the burned card's discard, still asks
            table.controls.do(table.controls.default or table.controls.legal()[0])
    assert table.task() is None and table.feed.match.state.current == 1  # asked again only in its own turn
    assert table.controls.pass_powers  # the choice lasts (tests/test_play12_evolution.py)
    assert moves(table).count("1 pass") >= 1


def test_bots_play_a_four_mage_game_to_the_results(app, tmp_path):
    table = table_for(app, tmp_path, ["bot:medium", "bot:easy", "bot:easy", "bot:medium"], seed=11)
    for n in range(6000):
        app.frame(1 / 30, draw=n % 15 == 0)  # every animation still runs; one picture in 15 is drawn
        if table.finished_shown:
            break
    assert table.feed.match.state.is_over
    results = app.stack.top
    assert isinstance(results, ResultsScene)
    res = table.feed.result()
    ranks = res.details["ranks"]
    assert [row[0] for row in results.rows] == [i18n.t("results.evolution.rank", n=r) for r in ranks]
    assert res.winners and all(ranks[w] == 1 for w in res.winners)
    assert i18n.t(f"end.evolution.{res.reason}") != f"end.evolution.{res.reason}"
    app.frame(1 / 30)  # the results screen draws


def _canvas(app, table):
    table.draw(app.canvas)
    return pygame.image.tobytes(app.canvas, "RGB")


def test_the_picture_never_depends_on_a_hidden_card(app, tmp_path, monkeypatch):
    monkeypatch.setattr(pygame.time, "get_ticks", lambda: 1000)  # the highlights' pulse stands still
    table = table_for(app, tmp_path, ["human", "bot:medium", "bot:easy", "bot:easy"], seed=21)
    helper = table.feed.match.spec.make_bot("medium", 0, 21)
    for _ in range(4000):
        app.frame(1 / 30)
        if table.my_seat() == 0 and table.controls.end_wait is None:  # not in a turn's beat before it ends by itself
            if len(table.feed.match.moves) > 40:
                break
            st = table.feed.match.state
            table.act(0, helper.choose(st.view(0), st.legal_actions(0)))
    assert table.my_seat() == 0
    before = _canvas(app, table)
    st = table.feed.match.state
    for s in (1, 2, 3):  # every opponent gets other cards in hand and another draw order
        pool = st.hands[s] + st.draws[s]
        k = len(st.hands[s])
        pool = pool[::-1]
        st.hands[s], st.draws[s] = pool[:k], pool[k:]
    assert _canvas(app, table) == before
    st.hands[0][0], st.draws[0][-1] = st.draws[0][-1], st.hands[0][0]  # the viewer's own hand does show
    table.sync()
    assert _canvas(app, table) != before


def test_the_table_reads_only_its_viewers_view_and_events(app, tmp_path, monkeypatch):
    from game.feed import LocalFeed

    seen: set = set()
    original = LocalFeed.view

    def spy(self, seat):
        seen.add(seat)  # the table's reads (the bots read theirs inside the match, not through the feed)
        return original(self, seat)

    monkeypatch.setattr(LocalFeed, "view", spy)
    shown: list[Event] = []
    table = table_for(app, tmp_path, ["human", "bot:medium", "bot:easy"], seed=5)
    real = table.show
    monkeypatch.setattr(table, "show", lambda ev: (shown.append(ev), real(ev))[1])
    helper = table.feed.match.spec.make_bot("easy", 0, 5)
    st = table.feed.match.state
    for n in range(3000):
        app.frame(1 / 30, draw=n % 5 == 0)  # the pictures read views too: one frame in 5 is drawn
        if table.my_seat() == 0:
            st = table.feed.match.state
            table.act(0, helper.choose(st.view(0), st.legal_actions(0)))
        if len(table.feed.match.moves) > 150 or st.is_over:
            break
    assert seen <= {0, None}  # seat 0's own view, or what every seat sees
    assert shown and all(ev.visible_to(0) for ev in shown)
    assert any(ev.kind == "draw_cards" for ev in shown)


def _sample_events(table):
    """One event of every kind the engine emits, with data that fits the BURN4 position."""
    data = {
        "setup_discard": (1, {"cards": ["air5", "fire5"], "count": 2, "to": "main"}),
        "shuffle": (1, {"count": 12}),
        "draw": (2, {"count": 2, "reason": "refill"}),
        "draw_cards": (1, {"cards": ["air4"], "reason": "refill"}),
        "first_tie": (1, {"totals": [5, 5, 3, 2], "tied": [0, 1]}),
        "first_player": (0, {"totals": [5, 4, 3, 2], "tied": [0]}),
        "turn_start": (2, {"extra": False, "turn": 24}),
        "end_turn": (2, {}),
        "penalty": (1, {"hand": 4}),
        "play": (2, {"card": "air1", "pile": "air", "level": 1}),
        "auto_root": (3, {"pile": "earth", "card": "earth2"}),
        "finish": (3, {"rank": 1}),
        "game_over": (None, {"reason": "finish", "ranks": [2, 3, 4, 1], "winners": [3], "turn": 24}),
        "release": (2, {"creature": "ondine", "card": "water3", "holder": None}),
        "give": (2, {"creature": "ondine", "target": 3, "taken_from": None}),
        "keep": (2, {"creature": "gnome", "holder": 1}),
        "block": (2, {"creature": "phoenix", "card": "ether2", "centre": 2}),
        "burn": (0, {"target": 1, "pile": "earth", "card": "earth0"}),
        "cascade": (1, {"card": "water3", "pile": "water", "level": 3, "burner": 0, "saved": "earth0", "penalty": 1}),
        "burned": (0, {"target": 3, "pile": "fire", "card": "fire0", "how": "burn"}),
        "burn_fizzles": (0, {"target": 3, "pile": "water", "card": None}),
        "root": (3, {"pile": "earth", "count": 3}),
        "skip": (0, {"effect": "burn", "card": "fire3"}),
        "no_target": (0, {"effect": "burn", "card": "fire5"}),
        "tornado": (0, {"card": "air2"}),
        "discard": (0, {"card": "water4", "to": "quick", "reason": "discard"}),
        "recover": (2, {"source": "main", "count": 5, "quick": "open"}),
        "move_marker": (3, {"creature": "ondine", "pile": "air", "card": "air3"}),
        "power": (1, {"creature": "gnome", "as": "gnome", "args": [3, "air"]}),
        "power_fizzles": (1, {"creature": "gnome", "as": "gnome"}),
        "unroot": (1, {"creature": "gnome", "as": "gnome", "target": 3, "pile": "air"}),
        "root_all": (2, {"creature": "golem", "as": "golem"}),
        "protect": (3, {"creature": "ondine", "as": "ondine", "pile": "earth", "card": "earth2"}),
        "condemn": (0, {"creature": "elf", "as": "elf", "target": 1, "count": 0}),
        "phoenix": (0, {"creature": "phoenix", "as": "phoenix"}),
        "extra_turn": (0, {"creature": "sylph", "as": "sylph"}),
        "redirect": (1, {"creature": "siren", "as": "siren", "target": 2, "pile": "water", "card": "water1"}),
        "cancel": (2, {"creature": "dhyana", "as": "dhyana", "cancelled": "gnome", "target": 1}),
        "pass": (3, {"window": "moment"}),
    }
    assert set(data) == set(EVENT_KINDS)
    return [Event(k, s, d, to=(1,) if k == "draw_cards" else None) for k, (s, d) in data.items()]


@pytest.mark.parametrize("speed", ["fast", "instant"])
def test_every_event_kind_animates_and_has_a_log_line(app, tmp_path, monkeypatch, speed):
    table = table_for(app, tmp_path, ["bot:easy", "human", "bot:easy", "bot:easy"], BURN4, speed=speed)
    table.viewer = 1
    events = _sample_events(table)
    for ev in events:
        if ev.kind != "draw_cards":
            assert i18n.describe("evolution", ev, table.names), ev.kind
    table.feed.match.bots.clear()  # nobody moves while the samples play
    monkeypatch.setattr(table, "sync", lambda: None)  # keep the replayed picture to look at it
    table.queue.extend(events)
    for _ in range(600):
        app.frame(1 / 30)
        if not table.busy:
            break
    assert not table.busy
    mages = table.m.mages
    assert table.m.tokens["ondine"]["holder"] == 3
    assert mages[3].quick == [] and mages[0].quick[-1] == "water4"
    assert table.m.limbo.get(3) == ["fire0"]  # burned, waiting for its owner's discard


def test_the_setup_screen_offers_the_fusion_variant_and_the_table_shows_it(app, tmp_path):
    app.stack.push(MenuScene(app))
    app.stack.push(SetupScene(app, "evolution"))
    setup = app.stack.top
    label = i18n.t("option.evolution.variant")
    option = next(b for b in setup.bar.buttons if b.label.startswith(label))
    option.action()
    assert setup.options["variant"] == "fusion"
    app.stack.clear_to(MenuScene(app))
    table = table_for(app, tmp_path, ["bot:easy", "bot:easy"], options={"variant": "fusion"}, speed="fast")
    run(app, 1.0, 1 / 30)
    assert table.m.variant == "fusion"
    app.draw()


def test_a_resumed_game_does_not_replay_its_setup(app, tmp_path):
    table_for(app, tmp_path, ["human", "bot:easy"], DUEL)
    key(app, pygame.K_4)
    key(app, pygame.K_e)
    run(app, 0.2)
    app.stack.clear_to(MenuScene(app))
    app.stack.top.resume("evolution")
    resumed = app.stack.top
    assert isinstance(resumed, EvolutionTable)
    assert not resumed.queue
    run(app, 0.1)
    assert resumed.m.mages[0].piles["water"] == ["water0"]
    assert save_path("evolution").exists()


def test_a_new_game_deals_the_cards_out_on_screen(app, tmp_path):
    app.settings.speed = "normal"
    app.stack.push(MenuScene(app))
    open_table(app, Match("evolution", ["human", "bot:easy"], seed=2))
    table = app.stack.top
    assert table.m.mages[0].draw_count == 28 and table.m.hand == []
    for _ in range(600):
        app.frame(1 / 30)
        if not table.busy:
            break
    assert len(table.m.hand) == 5
    assert table.m.mages[1].hand_count == 5
    assert len(table.m.mages[0].main) == 10


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_table_draws_in_both_languages(app, tmp_path, lang):
    i18n.set_lang(lang)
    try:
        table = table_for(app, tmp_path, ["human", "bot:easy", "bot:easy", "bot:easy"], BURN4)
        for _ in range(300):
            app.frame(1 / 30)
            if table.my_seat() == 0:
                break
        app.draw()
        assert table.controls.prompt
    finally:
        i18n.set_lang("fr")


# -- what the kit gives this table: hand-over, resumed log, inspect, why-not, undo, replay ---------------
def _log_text(table):
    return " ".join(line for line, _color in table.log.lines)


def _private_lines(table, seat):
    return [
        i18n.describe("evolution", e, table.names) for e in table.feed.history() if e.to is not None and seat in e.to
    ]


def test_a_hand_over_shows_none_of_the_previous_players_private_lines(app, tmp_path):
    table = table_for(app, tmp_path, ["human", "human"], seed=3)
    first = table.viewer
    other = 1 - first
    while isinstance(app.stack.top, LookAway) or table.busy:  # the deal: the others look away first
        key(app, pygame.K_RETURN) if isinstance(app.stack.top, LookAway) else run(app, 0.1)
    assert all(line in _log_text(table) for line in _private_lines(table, first))  # the deal it was shown
    hand = table.m.hand
    table.act(first, act("discard", hand[0], "quick"))
    run(app, 0.3)
    table.act(first, act("end"))  # the refill is drawn by the person still at the screen: no look-away
    for _ in range(60):
        app.frame(1 / 30)
        if isinstance(app.stack.top, LookAway):
            break
    assert isinstance(app.stack.top, LookAway) and table.viewer == other
    key(app, pygame.K_RETURN)
    run(app, 0.3)
    text = _log_text(table)
    mine, theirs = _private_lines(table, other), _private_lines(table, first)
    said = lambda line: f"{line} " in f"{text} "  # a whole sentence (the log wraps it)  # noqa: E731
    assert len(theirs) >= 2 and not any(said(line) for line in theirs)
    assert mine and all(said(line) for line in mine)


def test_a_resumed_game_shows_the_whole_log_and_says_resumed(app, tmp_path):
    table = table_for(app, tmp_path, ["human", "bot:easy"], DUEL)
    key(app, pygame.K_4)
    key(app, pygame.K_e)
    run(app, 0.3)
    key(app, pygame.K_RETURN)  # end the turn: the bot plays, then it is seat 0's turn again
    for _ in range(600):
        app.frame(1 / 30)
        if table.my_seat() == 0:
            break
    game = i18n.t("game.evolution")
    start, again = i18n.t("log.start", game=game), i18n.t("log.resumed", game=game)
    before = _log_text(table)
    assert before.startswith(start) and "water0" not in before and i18n.name("evolution", "water0") in before
    app.stack.clear_to(MenuScene(app))
    app.stack.top.resume("evolution")
    resumed = app.stack.top
    run(app, 0.1)
    after = _log_text(resumed)
    assert after.startswith(again) and after[len(again) :] == before[len(start) :]
    assert resumed.m == type(resumed.m).from_view(resumed.feed.view(0), 0)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_inspect_names_and_explains_cards_tokens_piles_and_discards(app, tmp_path, lang):
    i18n.set_lang(lang)
    try:
        table = table_for(app, tmp_path, ["human", "bot:easy", "bot:easy", "bot:easy"], BURN4)
        run(app, 0.5)
        card = table.inspect_at(hand_pos(table, "fire3"))
        assert card[0] == i18n.name("evolution", "fire3") and card[1]
        elf = table.inspect_at(table.token_rect("elf").center)  # held by the person, unused
        assert elf[0] == i18n.name("evolution", "elf") and elf[1]
        siren = table.inspect_at(table.centre_slot("siren").center)
        assert siren[0] == i18n.name("evolution", "siren") and siren[1] != elf[1]
        top = table.inspect_at(table.top_rect(0, "earth").center)
        assert top[0] == i18n.name("evolution", "earth3")
        empty = table.inspect_at(table.pile_rect(3, "water").center)
        assert empty[0] == i18n.name("evolution", "water")
        quick = table.inspect_at(table.discard_rect(2, "quick").center)  # Bot 3's is unavailable
        assert table.mage(2).quick_state == "unavailable"
        title, body = inspect_text("unavailable", "unavailable", lang)  # nc25: then the cards left before it reopens
        assert quick[0] == title and quick[1].startswith(body + "\n"), quick
        assert table.inspect_at((5, 715)) is None
        click(app, table.centre_slot("phoenix").center, button=3)  # right-click pins the description
        assert table.pinned is not None and table.pinned[1][0] == i18n.name("evolution", "phoenix")
        app.draw()
    finally:
        i18n.set_lang("fr")


def test_a_refused_click_says_why_and_changes_nothing(app, tmp_path):
    table = table_for(app, tmp_path, ["human", "bot:easy"], DUEL)
    click(app, hand_pos(table, "water0"))
    assert table.controls.selected == "water0"
    count = len(moves(table))
    click(app, table.pile_rect(0, "air").center)  # water0 cannot go on the Air pile
    assert len(moves(table)) == count
    assert table.error and time.monotonic() < table.error_until
    assert table.error == table.why_not(0, act("play", "water0", "air"))


def test_undo_takes_back_ones_own_move_against_bots(app, tmp_path):
    table = table_for(app, tmp_path, ["human", "bot:easy"], DUEL)
    key(app, pygame.K_4)
    key(app, pygame.K_e)
    run(app, 0.3)
    assert moves(table) == ["0 play water0 water"] and any(b.tag == "undo" for b in table.tools.buttons)
    key(app, pygame.K_u)
    run(app, 0.1)
    assert moves(table) == []
    assert table.m.mages[0].piles["water"] == [] and "water0" in table.m.hand
    key(app, pygame.K_u)  # nothing more to take back: said, not crashed
    assert table.error
    key(app, pygame.K_RETURN)  # the end of the turn lets the bot act: no undo past it
    for _ in range(300):
        app.frame(1 / 30)
        if table.my_seat() == 0:
            break
    assert not table.feed.can_undo(0)


def test_a_replay_steps_forward_with_animations_and_back(app, tmp_path):
    from game.feed import ReplayFeed

    m = Match("evolution", ["bot:easy", "bot:medium", "bot:easy"], seed=8)
    for _ in range(30):
        m.bot_step()
    app.settings.speed = "fast"
    app.stack.push(MenuScene(app))
    table = EvolutionTable(app, ReplayFeed(m.log()))
    app.stack.push(table)
    run(app, 3.0, 1 / 30)
    assert not table.busy and table.feed.step == 0
    for _ in range(12):
        key(app, pygame.K_RIGHT)
        run(app, 0.05)
        assert table.busy or table.feed.step  # each step animates its events
        run(app, 2.0, 1 / 30)
    assert table.feed.step == 12
    assert table.m == type(table.m).from_view(table.feed.view(table.viewer), table.viewer)
    key(app, pygame.K_LEFT)
    assert table.feed.step == 11 and not table.busy
    key(app, pygame.K_END)
    assert table.feed.step == 30
    assert table.m == type(table.m).from_view(m.state.view(table.viewer), table.viewer)
    key(app, pygame.K_HOME)
    assert table.feed.step == 0
    key(app, pygame.K_TAB)  # another seat's side of the table
    assert table.viewer == 1 and table.bottom == 1
    app.draw()


def test_a_tie_for_the_first_player_is_settled_by_the_keys_too(app, tmp_path):
    """Seed 2 ties the two mages (rulings: the people choose): Tab walks to a mage's button, Enter picks it."""
    table = table_for(app, tmp_path, ["human", "bot:easy"], seed=2)
    while isinstance(app.stack.top, LookAway) or table.busy:
        run(app, 0.1)
    assert [a.kind for a in table.feed.legal(0)] == ["first", "first"]
    key(app, pygame.K_1)  # no card may be played yet: nothing happens
    key(app, pygame.K_q)
    assert moves(table) == []
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    run(app, 0.2)
    assert moves(table)[0].startswith("0 first ")
