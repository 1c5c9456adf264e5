"""The Kaiju & Mecha dice table, headless: clicks and keys make the engine's actions, reaction
windows on a shared screen, hidden hands, every event animated, a whole bot game to the results."""

import pygame
import pytest
from scene_input import click, key, run, see_held  # noqa: E402

from game import i18n
from game.core import Event, act
from game.kaiju import EVENT_KINDS, make_bot
from game.match import Match
from scenes.app import open_table
from scenes.common import LookAway
from scenes.kaiju.layout import HAND
from scenes.kaiju.model import KaijuModel, inspect_text
from scenes.kaiju.table import KaijuTable
from scenes.menu import MenuScene


def open_match(app, match, speed="instant"):
    app.settings.speed = speed
    i18n.set_lang("en")  # a known language to start from (the inspect test switches to French)
    app.stack.push(MenuScene(app))
    open_table(app, match)
    table = app.stack.top
    assert isinstance(table, KaijuTable)
    run(app, 0.1)
    return table


def scenario_table(app, tmp_path, seats, text, speed="instant"):
    """A table set up from a scenario written in the docs/rules/kaiju.md format."""
    path = tmp_path / "scenario.yaml"
    path.write_text(f"seats: {len(seats)}\n" + text)
    return open_match(app, Match("kaiju", seats, seed=5, scenario=str(path)), speed)


def tags(table):
    """What each button of the bar does (the action it sends, or the pick it makes)."""
    return [b.tag for b in table.controls.bar.buttons]


def button(table, tag):
    found = [b for b in table.controls.bar.buttons if b.tag == tag]
    assert found, f"no button {tag!r} in {tags(table)}"
    return found[0]


def hand_rect(table, value):
    places = table.places
    return next(r for r, art, _, _ in places.hand_rects(table.landed.groups(places.home)) if art == f"k{value}")


MAIN = """active: 0
phase: main
dice: [3, 5]
table: [8, 2, 3, 5, 1, 1, 1, 1]
"""


@pytest.fixture(autouse=True)
def french_after():
    yield
    i18n.set_lang("fr")


def test_roll_by_button_dice_and_key(app):
    table = open_match(app, Match("kaiju", ["human", "bot:easy"], seed=2))
    click(app, button(table, "roll").rect.center)
    assert [0, "roll"] in table.feed.match.moves

    table = open_match(app, Match("kaiju", ["human", "bot:easy"], seed=2))
    click(app, table.places.die_rect(0).center)
    assert [0, "roll"] in table.feed.match.moves

    table = open_match(app, Match("kaiju", ["human", "bot:easy"], seed=2))
    key(app, pygame.K_r)
    assert [0, "roll"] in table.feed.match.moves
    run(app, 0.2)
    assert table.model.dice == table.feed.match.state.dice  # the tumble settled on the engine's roll


def test_take_a_single_card_by_click_and_by_key(app, tmp_path):
    table = scenario_table(app, tmp_path, ["human", "bot:easy"], MAIN + "players: [{hand: [1]}, {hand: [1]}]\n")
    lit = {int(tag[5:]) for tag in tags(table) if tag.startswith("take ") and tag[5:].isdigit()}
    assert lit == {2, 3, 5, 8}  # the engine's takes: the sum, the difference, the faces
    click(app, table.places.slot_rect(0).center)  # the 8 is only the sum
    assert [0, "take 8"] in table.feed.match.moves

    table = scenario_table(app, tmp_path, ["human", "bot:easy"], MAIN + "players: [{hand: [1]}, {hand: [1]}]\n")
    key(app, pygame.K_2)  # slot 2 holds the 2, the difference
    assert [0, "take 2"] in table.feed.match.moves


def test_a_pair_takes_two_clicks_and_a_second_click_takes_one(app, tmp_path):
    table = scenario_table(app, tmp_path, ["human", "bot:easy"], MAIN + "players: [{hand: [1]}, {hand: [1]}]\n")
    click(app, table.places.slot_rect(2).center)  # the 3: alone or with the 5
    assert table.feed.match.moves == [] and table.controls.picks.slot == 2
    click(app, table.places.slot_rect(3).center)
    assert [0, "take 3 5"] in table.feed.match.moves

    table = scenario_table(app, tmp_path, ["human", "bot:easy"], MAIN + "players: [{hand: [1]}, {hand: [1]}]\n")
    click(app, table.places.slot_rect(3).center)
    click(app, table.places.slot_rect(3).center)
    assert [0, "take 5"] in table.feed.match.moves
    run(app, 0.2)
    assert table.model.players[0].hand == [1, 5]


def test_reroll_by_clicking_the_dice(app, tmp_path):
    table = scenario_table(app, tmp_path, ["human", "bot:easy"], MAIN + "players: [{hand: [2]}, {hand: [1]}]\n")
    click(app, hand_rect(table, 2).center)
    assert table.controls.picks.card == 2 and table.controls.picks.effect == "reroll"
    assert not button(table, "reroll").enabled
    click(app, table.places.die_rect(0).center)
    click(app, table.places.die_rect(1).center)
    click(app, button(table, "reroll").rect.center)
    assert [0, "play 2 reroll 1 2"] in table.feed.match.moves
    run(app, 1.0)  # the easy bot lets it be; the dice tumble and settle on the new faces
    assert table.feed.match.state.phase == "main"
    assert table.model.dice == table.feed.match.state.dice


def test_set_a_die_by_clicking_it_then_a_face(app, tmp_path):
    table = scenario_table(app, tmp_path, ["human", "bot:easy"], MAIN + "players: [{hand: [5]}, {hand: [1]}]\n")
    click(app, hand_rect(table, 5).center)
    click(app, table.places.die_rect(1).center)
    assert table.controls.picks.die == 2
    assert not button(table, "face 5").enabled  # die 2 shows a 5 already
    click(app, button(table, "face 6").rect.center)
    assert [0, "play 5 set 2 6"] in table.feed.match.moves
    run(app, 1.0)
    assert table.feed.match.state.dice == [3, 6] and table.dice[1].face == 6


def test_steal_by_clicking_a_player_and_backspace_backs_out(app, tmp_path):
    seats = ["human", "bot:easy", "bot:easy"]
    text = MAIN + "players: [{hand: [4]}, {hand: [7]}, {hand: [8, 8]}]\n"
    table = scenario_table(app, tmp_path, seats, text)
    click(app, hand_rect(table, 4).center)
    assert table.controls.picks.effect == "steal"
    key(app, pygame.K_BACKSPACE)
    assert table.controls.picks.card is None
    click(app, hand_rect(table, 4).center)
    click(app, table.places.seat_rect(2).center)
    assert [0, "play 4 steal 2"] in table.feed.match.moves
    run(app, 1.0)
    assert table.model.players[0].hand == [8]  # the stolen card is revealed to the thief (public event)
    assert table.model.players[2].kaiju == 1


def test_a_joker_asks_for_its_effect_then_draws_and_shows_the_card(app, tmp_path):
    text = MAIN + "players: [{hand: [9]}, {hand: [1]}]\npile_top: [7]\n"
    table = scenario_table(app, tmp_path, ["human", "bot:easy"], text)
    click(app, hand_rect(table, 9).center)
    assert tags(table)[:4] == ["effect reroll", "effect steal", "effect set", "effect draw"]
    click(app, button(table, "effect draw").rect.center)  # nothing left to choose: drawn at once (nc13 shot-24)
    assert [0, "play 9 draw"] in table.feed.match.moves
    run(app, 0.5)
    assert table.reveal == 7 and table.busy  # the drawn card stays in sight, whatever the speed
    key(app, pygame.K_SPACE)
    assert not table.busy or table.reveal is None
    run(app, 0.2)
    assert table.model.players[0].hand == [7]


def test_take_the_mecha_of_a_double_by_clicking_it(app, tmp_path):
    text = "active: 0\nphase: main\ndice: [4, 4]\ntable: [1, 1, 1, 2, 2, 2, 9, 10]\n"
    table = scenario_table(app, tmp_path, ["human", "bot:easy"], text + "players: [{hand: [5]}, {hand: [5]}]\n")
    assert button(table, "take nothing").enabled
    click(app, table.places.mecha_rect(4).center)
    assert [0, "take mecha"] in table.feed.match.moves
    run(app, 0.3)
    assert table.model.players[0].mechas == [4]
    assert table.model.holder(4) == 0


def test_nothing_and_keyboard_focus(app, tmp_path):
    text = "active: 0\nphase: main\ndice: [6, 6]\ntable: [1, 1, 1, 2, 2, 2, 9, 10]\n"
    table = scenario_table(app, tmp_path, ["human", "bot:easy"], text + "players: [{hand: [2], mechas: [6]}, {}]\n")
    assert [tag for tag in tags(table) if tag.startswith("take")] == ["take nothing"]
    key(app, pygame.K_TAB)  # the focus walks the buttons: Play 2, then Take nothing
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert [0, "take nothing"] in table.feed.match.moves


def test_a_cancel_on_a_shared_screen_looks_away_and_auto_passes(app, tmp_path):
    """Player 1 steals from Player 2, who cancels with a 6 (a hand-over, announced as a reaction);
    Player 1 cannot answer the cancel: no hand-over, it is passed where it sits, and the screen
    goes back to Player 1 only for its turn (issue 24)."""
    text = MAIN + "players: [{hand: [4]}, {hand: [6, 8]}]\n"
    table = scenario_table(app, tmp_path, ["human", "human"], text)
    click(app, hand_rect(table, 4).center)
    assert [0, "play 4 steal 1"] in table.feed.match.moves
    run(app, 0.1)
    assert isinstance(app.stack.top, LookAway)  # Player 2 is asked: Player 1 looks away first
    assert app.stack.top.heading == i18n.t("kaiju.lookaway.react", who=table.names[1], player=table.names[0], card=4)
    key(app, pygame.K_RETURN)
    run(app, 0.1)
    assert table.viewer == 1 and table.model.players[0].hand is None
    assert table.model.players[1].hand == [6, 8]
    assert table.controls.prompt_key == "kaiju.prompt.react"
    key(app, pygame.K_c)
    assert table.feed.match.moves[-1] == [1, "play 6 cancel"]
    run(app, 0.1)
    # Player 1 holds nothing to cancel the cancel with: no hand-over, the screen says whom it waits for
    assert app.stack.top is table and table.viewer == 1
    assert table.controls.prompt_key == "kaiju.asking" and tags(table) == []
    assert len(table.feed.match.moves) == 2
    run(app, 1.2)  # the same fixed pause for everyone, then the pass
    assert [0, "pass"] in table.feed.match.moves
    run(app, 0.3)
    assert table.feed.match.state.phase == "main" and table.feed.match.state.hands[0] == []
    assert isinstance(app.stack.top, LookAway)  # Player 1's turn goes on: its hand-over, as a turn
    assert app.stack.top.heading == i18n.t("lookaway.title", who=table.names[0])
    key(app, pygame.K_RETURN)
    run(app, 0.1)
    assert table.viewer == 0


def test_a_hand_over_asks_a_person_with_cards_even_without_a_cancel(app, tmp_path):
    """Player 1 plays a 4 and Player 2 holds cards but no cancel: Player 2 still takes the screen to let
    it be. Passing them by would tell Player 1 that Player 2 holds no cancel, which the rules keep
    hidden (anyone may always let a card be)."""
    text = MAIN + "players: [{hand: [7, 4]}, {hand: [1, 8]}]\npile_top: [11]\n"
    table = scenario_table(app, tmp_path, ["human", "human"], text)
    shown = []
    real_open = app.open
    app.open = lambda name, *a, **kw: (shown.append(name), real_open(name, *a, **kw))[1]
    click(app, hand_rect(table, 4).center)
    for _ in range(20):
        run(app, 0.1)
        if "look_away" in shown:
            break
    assert "look_away" in shown and table.viewer == 1
    assert [1, "pass"] not in table.feed.match.moves  # Player 2 answers for themselves


def test_no_hand_over_when_the_other_person_has_no_card_at_all(app, tmp_path):
    """Player 1 plays a 7 and Player 2's hand is empty (everyone sees it): the screen stays with Player 1,
    Player 2 is passed after the fixed pause, and no hand-over screen shows at all (issue 24)."""
    text = MAIN + "players: [{hand: [7, 4]}, {hand: []}]\npile_top: [11]\n"
    table = scenario_table(app, tmp_path, ["human", "human"], text)
    shown = []
    real_open = app.open
    app.open = lambda name, *a, **kw: (shown.append((name, a[0] if a else None)), real_open(name, *a, **kw))[1]
    click(app, hand_rect(table, 7).center)
    for _ in range(20):
        run(app, 0.1)
        if [1, "pass"] in table.feed.match.moves:
            break
    assert [1, "pass"] in table.feed.match.moves, table.feed.match.moves
    run(app, 0.5)
    # the only hand-over is Player 1's own, before the card they draw shows (Player 2 sits beside them)
    assert ("look_away", table.names[1]) not in shown and table.viewer == 0, shown


def test_never_two_hand_overs_in_a_row_for_one_seat(app, tmp_path):
    """A seat that just took the screen by a hand-over is not asked again before its private card."""
    text = MAIN + "players: [{hand: [4]}, {hand: [6, 8]}]\n"
    table = scenario_table(app, tmp_path, ["human", "human"], text)
    shown = []
    real_open = app.open
    app.open = lambda name, *a, **kw: (shown.append(a[0] if a else None), real_open(name, *a, **kw))[1]
    table.set_viewer(1, look_away=True)
    table.set_viewer(1, look_away=True)
    assert shown == [table.names[1]]
    app.stack.pop()
    # a private event for the seat that holds the screen since its hand-over needs no second one
    assert table.look_away_done(Event("card_drawn", 1, {"card": 3}, to=(1,)))
    assert shown == [table.names[1]]


def test_a_private_draw_waits_for_its_owner_to_take_the_screen(app, tmp_path):
    text = MAIN + "players: [{hand: [7]}, {hand: [1]}]\npile_top: [11]\n"
    table = scenario_table(app, tmp_path, ["human", "human"], text)
    click(app, hand_rect(table, 7).center)
    run(app, 0.1)
    key(app, pygame.K_RETURN)  # Player 2 takes the screen and lets the 7 be
    run(app, 1.2)
    assert table.feed.match.moves[-1] == [1, "pass"]
    assert table.reveal is None  # Player 2 never sees the 11
    run(app, 0.1)
    assert isinstance(app.stack.top, LookAway)
    key(app, pygame.K_RETURN)
    run(app, 0.1)
    assert table.viewer == 0 and table.reveal == 11
    assert any("11" in line for line, _ in table.log.lines)


def test_bot_cards_are_answered_by_the_person(app, tmp_path):
    """A bot's steal at the person: the person is asked, with a Cancel button per cancel card."""
    text = "active: 1\nphase: main\ndice: [3, 5]\ntable: [8, 2, 3, 5, 1, 1, 1, 1]\n"
    text += "players: [{hand: [6, 9, 8, 8]}, {hand: [4]}]\n"
    table = scenario_table(app, tmp_path, ["human", "bot:hard"], text)
    for _ in range(300):
        app.frame(1 / 30)
        if table.human_to_act() is not None:
            break
    assert table.feed.match.moves[-1] == [1, "play 4 steal 0"]
    assert tags(table) == ["play 6 cancel", "play 9 cancel", "pass"]
    click(app, button(table, "pass").rect.center)
    assert [0, "pass"] in table.feed.match.moves


def test_hidden_hands_stay_hidden_through_a_whole_game(app):
    m = Match("kaiju", ["human", "bot:medium", "bot:easy"], seed=11)
    table = open_match(app, m)
    helper = make_bot("medium", 0, 3)
    for n in range(20000):
        seat = table.human_to_act()
        if seat is not None:
            table.act(seat, helper.choose(m.state.view(seat), m.state.legal_actions(seat)))
        if not see_held(app, table):  # a drawn or stolen card held up: the person's click puts it away
            app.frame(1 / 30, draw=n % 10 == 0)  # the model is checked at every frame, a picture drawn in 10
        if not m.state.is_over:
            for s in (1, 2):
                assert table.model.players[s].hand is None
                assert "hand" not in table.view["players"][s]
        if type(app.stack.top).__name__ == "ResultsScene":
            break
    assert m.state.is_over and type(app.stack.top).__name__ == "ResultsScene"
    assert [p.hand is not None for p in table.model.players] == [True, True, True]


def test_bots_play_a_whole_game_and_the_results_show_the_breakdown(app):
    table = open_match(app, Match("kaiju", ["bot:hard", "bot:medium", "bot:easy", "bot:medium"], seed=8))
    for n in range(20000):
        app.frame(1 / 30, draw=n % 15 == 0)  # every animation still runs; one picture in 15 is drawn
        if type(app.stack.top).__name__ == "ResultsScene":
            break
    assert table.feed.match.state.is_over
    assert type(app.stack.top).__name__ == "ResultsScene"
    app.frame(1 / 60)  # the results screen draws
    res = table.feed.match.state.result()
    rows = app.stack.top.rows  # what the results screen shows, per seat (scenes/common.py `breakdown`)
    assert len(rows) == 4
    shared = 1 if sum(1 for row in res.details["breakdown"] if row["bonus"]) > 1 else 0  # a tie on the 1s
    for row in res.details["breakdown"]:
        assert rows[row["seat"]] == [
            i18n.t("results.kaiju.kaiju", n=row["kaiju"], pts=row["kaiju_points"]),
            i18n.t("results.kaiju.mechas", n=row["mechas"], pts=row["mecha_points"]),
            i18n.t("results.kaiju.bonus", n=row["majority_cards"], pts=row["bonus"], shared=shared),
            *([i18n.t("results.kaiju.wounds", n=row["wounds"], pts=row["wound_points"])] if row["wounds"] else []),
            i18n.t("results.total", pts=row["total"]),
        ]  # a Wounds line only for a seat that has some
    assert i18n.t(f"end.kaiju.{res.reason}") != f"end.kaiju.{res.reason}"


def test_autosave_and_resume_show_the_same_position(app):
    table = open_match(app, Match("kaiju", ["human", "bot:easy"], seed=6))
    key(app, pygame.K_r)
    run(app, 0.2)
    take = next(b for b in table.controls.bar.buttons if b.tag.startswith("take"))
    click(app, take.rect.center)
    run(app, 1.0)
    assert len(table.feed.match.moves) >= 2
    app.settings.speed = "normal"
    app.stack.clear_to(MenuScene(app))
    app.stack.top.resume("kaiju")
    resumed = app.stack.top
    assert isinstance(resumed, KaijuTable)
    assert resumed.feed.match.state.to_json() == table.feed.match.state.to_json()
    run(app, 0.1)  # the opening is logged again but not dealt again over the position
    assert not resumed.anim.flights
    assert resumed.model == KaijuModel.from_view(resumed.view, resumed.viewer)
    # the dice lie as they did when the game was saved (issue 24: a resumed game showed stale dice)
    last = [e.data["dice"] for e in resumed.feed.history() if e.kind in ("dice_rolled", "dice_rerolled", "die_set")]
    assert last and [d.face for d in resumed.dice] == (resumed.model.dice or last[-1])
    assert [d.face for d in resumed.dice] == [d.face for d in table.dice]
    fresh = open_match(app, Match("kaiju", ["human", "bot:easy"], seed=6), "normal")
    run(app, 1.5)  # the 2-player removal, then the table turned card by card
    # a new game deals card by card: cards fly and their slots stay empty until they land
    assert fresh.anim.flights and (any(fresh.landed.flying(("slot", i)) for i in range(8)) or None in fresh.model.table)


SAMPLES = {
    "removed": {"cards": [1, 1, 2, 2]},
    "mechas_set": {"mechas": [1, 2, 3, 4, 5, 6]},
    "card_revealed": {"slot": 0, "card": 5, "pile": 20},
    "start_draw": {"card": 4, "total": 4, "pile": 19},
    "start_hand": {"count": 1, "cards": [4]},
    "turn_start": {"turn": 3, "last_turns": None},
    "dice_rolled": {"dice": [2, 5]},
    "card_played": {"card": 4, "effect": "steal", "args": [1], "target": 1},
    "reaction_pass": {"card": 4, "player": 0},
    "effect_cancelled": {"card": 4, "effect": "steal", "player": 0, "with": 6},
    "effect_restored": {"card": 4, "effect": "steal"},
    "dice_rerolled": {"card": 2, "dice_chosen": [1], "before": [2, 5], "dice": [6, 5]},
    "die_set": {"card": 5, "die": 2, "face": 1, "before": [6, 5], "dice": [6, 1]},
    "card_stolen": {"from": 1, "card": 3, "kept": False, "mecha_wanted": None},
    "steal_failed": {"from": 1},
    "wound_taken": {"card": 3, "wounds": 1, "points": -3},
    "card_drawn": {"card": 7, "pile": 18},
    "card_drawn_public": {"pile": 18},
    "cards_taken": {"cards": [5], "slots": [0], "dice": [6, 1]},
    "mecha_taken": {"mecha": 2},
    "mecha_steal_attempt": {"mecha": 2, "from": 0, "hand": 3},
    "double_token_moved": {"mecha": 2, "from": 0},
    "nothing_taken": {"dice": [6, 1]},
    "last_round": {"turns": 2},
    "game_over": {"reason": "pile", "winners": [0], "scores": [10, 4], "hands": [[4, 5], [1]]},
}


@pytest.mark.parametrize("speed", ["normal", "instant"])
def test_every_event_kind_animates_and_logs(app, speed):
    assert set(SAMPLES) == set(EVENT_KINDS)
    table = open_match(app, Match("kaiju", ["human", "bot:easy"], seed=3), speed)
    run(app, 6.0)
    for kind in EVENT_KINDS:
        ev = Event(kind, None if kind in ("removed", "mechas_set", "card_revealed", "game_over") else 0,
                   SAMPLES[kind], (0,) if kind == "card_drawn" else None)
        assert table.show(ev) >= 0  # the model folds it in, the handler animates it
        line = i18n.describe("kaiju", ev, table.names)
        assert line and "{" not in line
        table.draw(app.canvas)
        table.tweens.step(0.2)
        table.draw(app.canvas)
    table.tweens.finish_all()
    table.draw(app.canvas)


def test_art_ids_are_the_definition_ids_so_a_pack_applies(app, tmp_path):
    from sprites.art import ArtStore

    pack = tmp_path / "pack" / "kaiju"
    pack.mkdir(parents=True)
    for art_id in ("11", "M3", "back"):
        img = pygame.Surface((58, 82))
        img.fill((255, 0, 255))
        pygame.image.save(img, str(pack / f"{art_id}.png"))
    app.art = ArtStore([tmp_path / "pack"])
    table = open_match(app, Match("kaiju", ["bot:easy", "bot:easy"], seed=1))
    for art in ("k11", "M3", "back"):
        assert table.art(art, HAND).get_at((29, 41))[:3] == (255, 0, 255)
    for art in ("k1", "M2", "double-6", "die-4", "wound"):  # placeholders, generated at the size asked
        img = table.art(art, HAND)
        assert img.get_size() == HAND and img.get_at((29, 41))[:3] != (255, 0, 255)


def test_a_hand_over_hides_the_previous_players_private_draw_from_the_log(app, tmp_path):
    """Player 1 draws a card with a 7; once Player 2 holds the screen, the log no longer names it."""
    text = MAIN + "players: [{hand: [7, 6]}, {hand: [1]}]\npile_top: [11]\n"
    table = scenario_table(app, tmp_path, ["human", "human"], text)
    click(app, hand_rect(table, 7).center)
    run(app, 0.1)
    key(app, pygame.K_RETURN)  # Player 2 takes the screen and lets the 7 be
    run(app, 1.2)
    assert isinstance(app.stack.top, LookAway)
    key(app, pygame.K_RETURN)  # Player 1 again: the card is shown and logged
    run(app, 0.2)
    assert table.viewer == 0 and any("11" in line for line, _ in table.log.lines)
    key(app, pygame.K_SPACE)  # seen
    click(app, table.places.slot_rect(0).center)  # takes the 8 (the sum): Player 2's turn
    assert table.feed.match.moves[-1] == [0, "take 8"]
    for _ in range(40):
        run(app, 0.1)
        if isinstance(app.stack.top, LookAway):
            key(app, pygame.K_RETURN)
        if table.viewer == 1:
            break
    assert table.viewer == 1
    private = i18n.describe("kaiju", next(e for e in table.feed.history() if e.kind == "card_drawn"), table.names)
    assert private and private not in table.log.entries
    public = i18n.describe("kaiju", next(e for e in table.feed.history() if e.kind == "card_drawn_public"), table.names)
    assert public in table.log.entries  # the public half stays


def test_inspect_names_a_card_a_mecha_and_a_die_in_the_chosen_language(app, tmp_path):
    table = scenario_table(app, tmp_path, ["human", "bot:easy"], MAIN + "players: [{hand: [9]}, {hand: [1]}]\n")
    places, defs = table.places, table.defs

    def said(kind, ident, lang="en"):
        return inspect_text(kind, ident, lang, defs)

    assert table.inspect_at(places.slot_rect(0).center) == said("kaiju", 8)
    name, what = said("kaiju", 9)  # playable now: its gold frame is said too (nc15)
    assert table.inspect_at(hand_rect(table, 9).center) == (name, f"{what} {i18n.t('kaiju.lit_hand')}")
    assert table.inspect_at(places.mecha_rect(3).center) == said("mecha", 3)
    assert table.inspect_at(places.die_rect(1).center) == said("die", 5)
    assert table.inspect_at(places.seat_rect(1).midleft) == said("back", None)
    i18n.set_lang("fr")
    assert table.inspect_at(places.slot_rect(0).center) == said("kaiju", 8, "fr") != said("kaiju", 8)


def test_a_refused_click_says_which_rule_forbids_it(app, tmp_path):
    table = scenario_table(app, tmp_path, ["human", "bot:easy"], MAIN + "players: [{hand: [1]}, {hand: [1]}]\n")
    def refused(action, key):
        reason = table.feed.why(0, action)
        assert reason is not None and reason.key == key
        return i18n.refusal("kaiju", reason, table.names)

    click(app, table.places.slot_rect(4).center)  # a 1: neither the sum 8, the difference 2 nor a face
    assert table.feed.match.moves == []
    assert table.error == refused(act("take", 1), "kaiju.dice_do_not_take")
    click(app, table.places.mecha_rect(2).center)
    assert table.error == refused(act("take", "mecha"), "kaiju.mecha_double")
    click(app, hand_rect(table, 1).center)  # never played: what it does instead
    assert table.error == inspect_text("kaiju", 1, "en", table.defs)[1]
    i18n.set_lang("fr")
    click(app, table.places.slot_rect(4).center)
    assert table.error == refused(act("take", 1), "kaiju.dice_do_not_take")
    assert table.feed.match.moves == []


def test_undo_goes_back_only_where_nothing_was_learnt_or_drawn(app):
    """A roll, a turned card or a turn handed on is never taken back; where undo is offered (a pass that
    only let a cancel stand), the U key returns the table to the position before, redrawn from the view."""
    table = open_match(app, Match("kaiju", ["human", "bot:easy"], seed=3))
    undone = 0
    for _ in range(60):
        run(app, 0.5)
        see_held(app, table)  # the drawn card waits for the person's click
        seat = table.human_to_act()
        if seat is None:
            continue
        before = table.feed.match.state.to_json()
        chance = len(table.feed.match.state.chance.record)
        action = table.feed.legal(seat)[0]
        table.act(seat, action)
        if action.kind in ("roll", "take") or (action.kind == "play" and table.feed.actors() != (seat,)):
            assert not table.feed.can_undo(seat), f"undo offered after {action}"
        if table.feed.can_undo(seat):
            run(app, 1.0)
            assert len(table.feed.match.state.chance.record) == chance
            key(app, pygame.K_u)
            assert table.feed.match.state.to_json() == before
            assert table.model == KaijuModel.from_view(table.view, table.viewer)
            undone += 1
            break
    assert undone > 0  # seed 3: the person passes on the bot's cancel of their steal, and takes it back
    table.undo()
    assert table.error == i18n.t("undo.none")


def test_replay_steps_forward_and_back_with_the_tables_animations(app):
    from game.feed import ReplayFeed

    m = Match("kaiju", ["bot:easy", "bot:medium", "bot:hard"], seed=4)
    for _ in range(40):
        m.bot_step()
    app.settings.speed = "normal"
    app.stack.push(MenuScene(app))
    table = KaijuTable(app, ReplayFeed(m.log()))
    app.stack.push(table)
    run(app, 3.0)  # the replay opens on the dealt table (test_kaiju_issue24_r21.py)
    for _ in range(12):
        key(app, pygame.K_RIGHT)
        run(app, 0.05)
        if table.anim.flights or table.anim.effects:
            break
    assert table.anim.flights or table.anim.effects  # a step forward is animated
    run(app, 3.0)
    assert table.model == KaijuModel.from_view(table.feed.view(table.viewer), table.viewer)
    step = table.feed.step
    key(app, pygame.K_LEFT)
    run(app, 0.05)
    assert table.feed.step == step - 1
    assert table.model == KaijuModel.from_view(table.feed.view(table.viewer), table.viewer)
    key(app, pygame.K_TAB)  # the replay shows the next seat's hand
    assert table.viewer == 1 and table.model.players[1].hand is not None and table.model.players[0].hand is None
    key(app, pygame.K_END)
    run(app, 0.05)
    assert table.feed.step == len(m.moves)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_drawn_card_box_holds_its_words(app, tmp_path, lang):
    """"Vous piochez": the hint to go on wraps inside the box in every language (issue 24)."""
    table = scenario_table(app, tmp_path, ["human", "bot:easy"], MAIN + "players: [{hand: [7]}, {hand: [1]}]\n")
    i18n.set_lang(lang)
    table.reveal, table.reveal_left = 11, 2.0
    (box, *_), *parts = table.reveal_parts()
    said = [p[1] for p in parts if p[1] and not p[4]]  # below the title (bold) and the card ("")
    # what the card does first (nc36 shot-024: « 9 : au choix »), then how the box goes
    assert said and said[0] == table.drawn_effect() and " ".join(said[1:]) == i18n.t(table.hide_words()), said
    assert table.hide_words() == "kaiju.click_hide_timed", "in a game, the box goes by itself (nc22)"
    for rect, text, *_ in parts:
        assert box.inflate(-8, -8).contains(rect), f"{text!r} runs out of the box"
    surf = pygame.Surface((1280, 720))
    table.draw_reveal(surf)
    i18n.set_lang("en")


def test_the_persons_own_bubble_never_lies_over_tokens_hand_or_buttons(app):
    """A fading "Laisse faire" bubble sat on the person's Double tokens and hand (a ghost label)."""
    from scenes.kaiju.layout import L
    from scenes.kaiju.table import HOME_BUBBLE_W
    from sprites.fonts import fit_text, render

    table = open_match(app, Match("kaiju", ["human", "bot:easy"], seed=2))
    home = L.home
    words, left_of_tokens = table.header_rects(table.home)  # the name line's words, its Double tokens
    tokens = pygame.Rect(left_of_tokens, home.y, home.right - left_of_tokens, 30)
    hand = [rect for rect, *_ in table.places.hand_rects(table.landed.groups(table.home))]
    below = pygame.Rect(home.x, L.hand[1] + HAND[1], home.w, home.bottom - L.hand[1] - HAND[1])  # prompt, buttons
    for text in (i18n.t("kaiju.bubble.pass"), i18n.t("kaiju.bubble.cancelled"), "9: " + "x" * 60):
        img = render(text, fit_text(text, HOME_BUBBLE_W, 16, bold=True), (0, 0, 0), bold=True)
        box = table.bubble_box(table.home, img.get_size())
        for what, r in (("tokens", tokens), ("below", below), *(("name", w) for w in words),
                        *(("hand", h) for h in hand)):
            assert not box.colliderect(r), (text, what, box)
        assert home.contains(box), box


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_legend_names_every_icon_family_beside_the_hand(app, lang):
    """The icons meant nothing until each card was hovered: the legend names each family, in both
    languages, one entry per role the cards are drawn with, clear of the hand."""
    from scenes.kaiju.layout import L
    from sprites.kaiju import art as art_kaiju

    i18n.set_lang(lang)
    try:
        table = open_match(app, Match("kaiju", ["human", "bot:easy"], seed=2))
        cells = table.legend_cells()
        defs = table.feed.match.state.defs
        roles = {art_kaiju.role(defs, v) for v in range(1, 12)}
        assert {role for _, role, _ in cells} == roles == set(art_kaiju.ROLE_COLORS)
        for cell, role, words in cells:
            assert words and not words.startswith("kaiju"), (role, words)
            assert L.home.contains(cell)
        # a big hand keeps clear of the legend
        groups = [(f"k{v}", 1, v) for v in range(1, 12)] + [(f"M{f}", 1, f) for f in range(1, 7)]
        for rect, *_ in table.places.hand_rects(groups):
            assert not rect.colliderect(table.places.legend_rect(groups)), rect
        app.frame(1 / 30)  # drawn without error
    finally:
        i18n.set_lang("fr")
