"""The Elementary Evolution table, headless: clicks and keys make the engine's actions, bots finish a
game, the picture never depends on a hidden card, every event kind animates."""

from __future__ import annotations

import sys

import pygame
import pytest

from game.core import Event, act
from game.evolution.engine import EVENT_KINDS
from game.match import Match
from scenes import i18n
from scenes.app import open_table, save_path
from scenes.common import LookAway
from scenes.evolution_table import EvolutionTable
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


def hand_pos(table, card):
    hand = table.shown["hand"]
    return table.hand_rects(len(hand))[hand.index(card)].center


def moves(table):
    return [f"{s} {a}" for s, a in table.match.moves]


def test_click_a_hand_card_then_its_highlighted_pile_plays_it(app, tmp_path):
    table = table_for(app, tmp_path, ["human", "bot:easy"], DUEL)
    assert table.my_seat() == 0
    click(app, hand_pos(table, "water0"))
    assert table.selected == "water0"
    targets = table.targets(0)
    assert ("pile", 0, "water") in targets and ("quick", 0) in targets and ("main", 0) in targets
    assert ("pile", 0, "air") not in targets  # the engine's legal actions decide what lights up
    click(app, table.pile_rect(0, "water").center)
    run(app, 0.2)
    assert moves(table)[-1] == "0 play water0 water"
    assert table.shown["mages"][0]["piles"]["water"] == ["water0"]
    assert "water0" not in table.shown["hand"]


def test_keys_pick_a_card_a_pile_a_discard_and_end_the_turn(app, tmp_path):
    table = table_for(app, tmp_path, ["human", "bot:easy"], DUEL)
    assert table.shown["hand"] == ["air0", "fire0", "earth0", "water0", "ether1"]  # Air, Feu, Terre, Eau, Ether
    key(app, pygame.K_4)
    assert table.selected == "water0"
    key(app, pygame.K_e)
    run(app, 0.2)
    assert moves(table)[-1] == "0 play water0 water"
    key(app, pygame.K_3)
    key(app, pygame.K_q)
    run(app, 0.2)
    assert moves(table)[-1] == "0 discard earth0 quick"
    key(app, pygame.K_1)
    key(app, pygame.K_BACKSPACE)
    assert table.selected is None
    key(app, pygame.K_RETURN)  # Enter with no button focused: the default answer, here the end of the turn
    run(app, 0.2)
    assert "0 end" in moves(table)


def test_arrow_keys_walk_the_targets_of_the_picked_card(app, tmp_path):
    table = table_for(app, tmp_path, ["human", "bot:easy"], DUEL)
    key(app, pygame.K_4)
    assert table.own_targets(0) == [("pile", 0, "water"), ("quick", 0), ("main", 0)]
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    run(app, 0.2)
    assert moves(table)[-1] == "0 discard water0 quick"
    key(app, pygame.K_1)
    key(app, pygame.K_RETURN)  # with a card picked, Enter first shows a target (never ends the turn)
    assert table.cursor == 0 and "0 end" not in moves(table)
    key(app, pygame.K_RETURN)
    run(app, 0.2)
    assert moves(table)[-1] == "0 play air0 air"


def test_a_burn_aims_at_a_clicked_free_card_and_the_bot_answers_at_once(app, tmp_path):
    table = table_for(app, tmp_path, ["human", "bot:easy"], DUEL)
    key(app, pygame.K_2)
    key(app, pygame.K_f)
    run(app, 0.2)
    assert moves(table)[-1] == "0 play fire0 fire"
    targets = table.targets(0)
    assert ("pile", 1, "water") in targets
    assert ("pile", 1, "air") not in targets  # rooted: not free
    assert any(b.tag == "skip" for b in table.bar.buttons)
    click(app, table.top_rect(1, "water").center)
    run(app, 0.5)
    assert "0 burn 1 water" in moves(table)
    assert table.match.state.piles[1]["water"] == []
    assert any(m.startswith("1 dest ") for m in moves(table))  # the owner picked its discard, no pause
    assert table.my_seat() == 0


def test_a_release_is_given_by_clicking_an_opponents_zone(app, tmp_path):
    table = table_for(app, tmp_path, ["human", "bot:easy"], RELEASE)
    key(app, pygame.K_3)  # hand: air0, fire0, earth1, water0, ether1
    assert table.selected == "earth1"
    key(app, pygame.K_t)
    run(app, 0.2)
    assert moves(table)[-1] == "0 play earth1 earth"
    assert table.task()["t"] == "release"
    labels = [b.label for b in table.bar.buttons]
    assert any(i18n.t("evolution.block") in label for label in labels)  # hold it back with the Ether
    assert ("zone", 1) in table.targets(0)
    click(app, table.zones[1].rect.move(0, 2).topleft)
    run(app, 0.3)
    assert moves(table)[-1] == "0 give gnome 1"
    assert table.shown["tokens"]["gnome"]["holder"] == 1
    assert table.token_rect("gnome").colliderect(table.zones[1].rect)
    # then the Earth effect: root a pile by its button
    assert table.task()["t"] == "effect"
    root = next(b for b in table.bar.buttons if b.tag == "root")
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
    assert "Cascade" in table.prompt
    assert any(b.tag == "cascade" for b in table.bar.buttons)
    assert table.aim == (0, 1, "earth")
    key(app, pygame.K_4)  # Joueur 2's hand: air3, fire2, earth1, water3, ether2
    assert table.selected == "water3"
    assert list(table.targets(1)) == [("pile", 1, "water")]
    key(app, pygame.K_e)
    run(app, 0.3)
    assert "1 cascade water3 water" in moves(table)
    assert table.match.state.piles[1]["earth"] == ["earth0"]
    assert len(table.match.state.hands[1]) == 4  # the Water card left the hand


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
    let = next(b for b in table.bar.buttons if b.tag == "pass")
    click(app, let.rect.center)
    run(app, 0.3)
    assert table.task()["t"] == "dest"
    assert table.limbo == {1: ["earth0"]}  # the burned card waits beside its owner's discards
    assert "earth0" not in table.shown["mages"][1]["piles"]["earth"]
    key(app, pygame.K_q)
    run(app, 0.3)
    assert moves(table)[-1] == "1 dest quick"
    assert table.shown["mages"][1]["quick"] == ["earth0"]


def test_quiet_passes_power_windows_until_ones_own_turn(app, tmp_path):
    table = table_for(app, tmp_path, ["bot:easy", "human", "bot:easy", "bot:easy"], BURN4, seed=9)
    assert table.my_seat() == 1 and table.task()["t"] == "moment"
    quiet = next(b for b in table.bar.buttons if b.label == i18n.t("evolution.quiet"))
    click(app, quiet.rect.center)
    for _ in range(3000):
        app.frame(1 / 30)
        if table.my_seat() == 1 and table.task() is None or table.match.state.is_over:
            break
    assert table.task() is None and table.match.state.current == 1  # asked again only in its own turn
    assert 1 not in table.quiet
    assert moves(table).count("1 pass") >= 1


def test_bots_play_a_four_mage_game_to_the_results(app, tmp_path):
    table = table_for(app, tmp_path, ["bot:medium", "bot:easy", "bot:easy", "bot:medium"], seed=11)
    for _ in range(6000):
        app.frame(1 / 30)
        if table.finished_shown:
            break
    assert table.match.state.is_over
    assert type(app.stack.top).__name__ == "ResultsScene"
    lines = table.result_lines()
    assert len(lines) == 4 and lines[0].startswith("★ 1.")
    res = table.match.state.result()
    assert i18n.t(f"end.evolution.{res.reason}") != f"end.evolution.{res.reason}"
    app.frame(1 / 30)  # the results screen draws


def _canvas(app, table):
    table.draw(app.canvas)
    return pygame.image.tobytes(app.canvas, "RGB")


def test_the_picture_never_depends_on_a_hidden_card(app, tmp_path, monkeypatch):
    monkeypatch.setattr(pygame.time, "get_ticks", lambda: 1000)  # the highlights' pulse stands still
    table = table_for(app, tmp_path, ["human", "bot:medium", "bot:easy", "bot:easy"], seed=21)
    helper = table.match.spec.make_bot("medium", 0, 21)
    for _ in range(4000):
        app.frame(1 / 30)
        if table.my_seat() == 0:
            if len(table.match.moves) > 40:
                break
            st = table.match.state
            table.act(0, helper.choose(st.view(0), st.legal_actions(0)))
    assert table.my_seat() == 0
    before = _canvas(app, table)
    st = table.match.state
    for s in (1, 2, 3):  # every opponent gets other cards in hand and another draw order
        pool = st.hands[s] + st.draws[s]
        k = len(st.hands[s])
        pool = pool[::-1]
        st.hands[s], st.draws[s] = pool[:k], pool[k:]
    assert _canvas(app, table) == before
    st.hands[0][0], st.draws[0][-1] = st.draws[0][-1], st.hands[0][0]  # the viewer's own hand does show
    table._sync_key = None
    table.sync()
    assert _canvas(app, table) != before


def test_the_table_reads_only_its_viewers_view_and_events(app, tmp_path, monkeypatch):
    from game.evolution.engine import EvolutionState

    seen: set = set()
    original = EvolutionState.view

    def spy(self, seat):
        if sys._getframe(1).f_globals.get("__name__", "").startswith("scenes."):
            seen.add(seat)  # the table's reads (the bots read theirs inside the match)
        return original(self, seat)

    monkeypatch.setattr(EvolutionState, "view", spy)
    shown: list[Event] = []
    table = table_for(app, tmp_path, ["human", "bot:medium", "bot:easy"], seed=5)
    real = table.present
    monkeypatch.setattr(table, "present", lambda ev: (shown.append(ev), real(ev))[1])
    helper = table.match.spec.make_bot("easy", 0, 5)
    st = table.match.state
    for _ in range(3000):
        app.frame(1 / 30)
        if table.my_seat() == 0:
            st = table.match.state
            table.act(0, helper.choose(st.view(0), st.legal_actions(0)))
        if len(table.match.moves) > 150 or st.is_over:
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
        "game_over": (None, {"reason": "finish", "ranks": [2, 3, 4, 1], "winners": [3]}),
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
    table.match.bots.clear()  # nobody moves while the samples play
    monkeypatch.setattr(table, "sync", lambda: None)  # keep the replayed picture to look at it
    table.queue.extend(events)
    for _ in range(600):
        app.frame(1 / 30)
        if not table.busy:
            break
    assert not table.busy
    mages = table.shown["mages"]
    assert table.shown["tokens"]["ondine"]["holder"] == 3
    assert mages[3]["quick"] == [] and mages[0]["quick"][-1] == "water4"
    assert table.limbo.get(3) == ["fire0"]  # burned, waiting for its owner's discard


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
    assert table.shown["variant"] == "fusion"
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
    assert resumed.shown["mages"][0]["piles"]["water"] == ["water0"]
    assert save_path("evolution").exists()


def test_a_new_game_deals_the_cards_out_on_screen(app, tmp_path):
    app.settings.speed = "normal"
    app.stack.push(MenuScene(app))
    open_table(app, Match("evolution", ["human", "bot:easy"], seed=2))
    table = app.stack.top
    assert table.shown["mages"][0]["draw_count"] == 28 and table.shown["hand"] == []
    for _ in range(600):
        app.frame(1 / 30)
        if not table.busy:
            break
    assert len(table.shown["hand"]) == 5
    assert table.shown["mages"][1]["hand_count"] == 5
    assert len(table.shown["mages"][0]["main"]) == 10


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
        assert table.prompt
    finally:
        i18n.set_lang("fr")
