"""Monsters, round 13 (issue 24): what the newcomer found rough in their first game: "Revoir (L)"
that did not look paused (its clock went back, its pile changed), a late click on a centre card that
had just changed, a cut "Dernier pli" label, the setup's "1 manche" forgotten."""

from __future__ import annotations

import pygame
import pytest
from scene_input import key, open_scenario, run, spy_on, spy_texts, step_again
from test_monsters_f10_newcomer import FREE
from test_monsters_f12_round11 import bots_trick_shown
from test_scenes_monsters import go_live
from waiting import wait_until

from game import i18n
from game.core import Action, act
from game.i18n import t


def test_a_move_shown_again_keeps_the_clock_and_the_pile_still_and_says_paused(app, tmp_path, monkeypatch):
    """Shots 67-68: during "Revoir (L)" the chrono went 0:25 -> 0:23 and the pile 38 -> 32 (the view
    came back between two steps), and nothing said the race waited. Now the clock and the pile keep
    the present's values, the clock reads "En pause", and the replay keeps its own position."""
    import scenes.monsters.drawing as drawing

    i18n.set_lang("fr")
    table, _ = bots_trick_shown(app, tmp_path)
    run(app, 0.3)
    clock, deck = table.round_clock(), table.model.deck
    texts = spy_texts(monkeypatch, drawing)
    key(app, pygame.K_l)
    assert table.showing_again
    replayed = table.model
    # each step plays out and waits for a click (the screen idles meanwhile), up to the last one (the draw)
    assert wait_until(lambda: not table.again and table.again_waiting and table.current is None, 20,
                      between=lambda: (table.again and step_again(table), run(app, 0.5)))
    run(app, 1.0)
    assert table.showing_again and table.model is replayed, "the replay's position was swapped for the present"
    assert table.round_clock() == pytest.approx(clock, abs=0.05), (table.round_clock(), clock)
    assert table.live_model().deck == deck
    assert t("monsters.clock_paused") in texts and t("monsters.deck", n=deck) in texts
    # the person's cards lie face down meanwhile: a hint's badges are not drawn over their backs
    trick = Action.parse("trick red " + " ".join(f"{c} 0 0" for c in table.live_model().hand or []))
    badges = spy_on(table, "hint_badges")
    table.draw_hint_marks(pygame.Surface((1280, 720)), trick)
    assert not badges, "hint badges over the face-down hand"
    assert wait_until(lambda: not table.showing_again, 10, between=lambda: (step_again(table), app.frame(1 / 30)))
    table.draw_hint_marks(pygame.Surface((1280, 720)), trick)
    assert badges, "the badges are back with the hand"
    run(app, 1.0)
    assert table.round_clock() > clock + 0.5, "the clock runs again once the replay is over"


def test_the_replays_step_button_shows_the_next_move_seen_and_never_plays_by_itself(app):
    """Shots 56-60: twenty "Coup" clicks moved only the chrono (moves that only let time pass), and ">"
    was the play button: after a few clicks the replay ran on by itself. Now ">" is one step to the next
    move the log says, "<" one back, and "▶" (play) is a button of its own."""
    from game.feed import ReplayFeed
    from game.match import Match
    from scenes.app import table_class
    from scenes.menu import MenuScene

    m = Match("monsters", ["bot:easy", "bot:medium"], seed=9)
    for _ in range(40):
        m._realtime_step()
    assert sum(1 for mv in m.moves if mv[0] == "time") > 5, "the log lets time pass between moves"
    app.settings.speed = "instant"
    app.stack.push(MenuScene(app))
    table = table_class("monsters")(app, ReplayFeed(m.log()))
    app.stack.push(table)
    run(app, 0.05)
    feed = table.feed
    labels = [b.label for b in table.tools.buttons]
    assert labels[:5] == ["|<", "<", "▶", ">", ">|"], labels  # then "Sortir du replay (Échap)"
    step = next(b for b in table.tools.buttons if b.label == ">")
    said = []
    for _ in range(3):
        step.action()
        run(app, 0.5)
        assert not table.playing_replay, "one step, then the replay waits"
        assert any(table._replay_says(ev) for ev in feed.match.history[feed.step]), feed.step
        said.append(feed.step)
    assert said[-1] > 3, "the moves of time alone went by with the next one"
    back = next(b for b in table.tools.buttons if b.label == "<")
    back.action()
    run(app, 0.05)
    assert feed.step == said[-2], (feed.step, said)


def test_the_setup_opens_on_the_seats_and_options_the_last_game_started_with(app):
    """Shot 63: "Manches (au meilleur de) : 1" chosen, and 3 again at the next game. The settings keep
    each game's last seats and options; the setup opens on them, and an unknown value is dropped."""
    from scenes.menu import MenuScene, SetupScene
    from scenes.settings import Settings

    app.stack.push(MenuScene(app))
    setup = SetupScene(app, "monsters")
    app.stack.push(setup)
    assert setup.options["rounds"] == 3 and setup.seats == ["human", "bot:close"]  # « à votre mesure »
    setup.cycle_option("rounds", setup.spec.options["rounds"])
    setup.step_seat(1, 1)
    chosen, seats = setup.options["rounds"], list(setup.seats)
    assert chosen != 3 and seats[1] != "bot:close"
    setup.start()
    assert app.stack.top is not setup, setup.problem
    again = SetupScene(app, "monsters")
    assert again.options["rounds"] == chosen and again.seats == seats
    saved, problem = Settings.load()
    assert problem is None and saved.setup["monsters"]["options"]["rounds"] == chosen
    # a value the game no longer offers (a hand-edited file) is not taken
    app.settings.setup["monsters"] = {"options": {"rounds": 7}, "seats": ["human", "bot:nobody"]}
    fresh = SetupScene(app, "monsters")
    assert fresh.options["rounds"] == 3 and fresh.seats == ["human", "bot:close"]
    assert SetupScene(app, "kaiju").options == registry_defaults("kaiju"), "another game keeps its own"


def registry_defaults(gid: str) -> dict:
    from game import registry

    return registry.get(gid).default_options()


def test_a_swap_aimed_at_a_centre_card_that_has_just_changed_is_refused_and_said(app, tmp_path):
    """Shot 87: the centre card was swapped by the bot just before the person's click, and the person
    got a card they had not planned for, without a word. A swap begun on a centre card that has changed
    since (the engine's, not yet on screen), or that changed on screen just before, is refused, said."""
    from scene_input import click

    from scenes.monsters.drawing import L

    i18n.set_lang("fr")
    path = tmp_path / "free.yaml"
    path.write_text(FREE, encoding="utf-8")
    table = open_scenario(app, "monsters", ["human", "bot:beginner"], path)
    go_live(app, table)
    mine = table.hand()[0]
    # the centre clicked (swap mode), then the bot swaps before the screen shows it, then the hand card
    click(app, L.centre.center)
    assert table.arrangement.swap_mode
    table.feed.submit(1, act("swap", 3))
    assert not table.swap(mine), "the swap went through on a card the person never saw"
    assert table.error == table.swap_too_late_said() and mine in table.feed.view(0)["hand"]
    run(app, 0.2)  # the bot's swap shows: a click on the centre at once was aimed at the card before
    click(app, L.centre.center)
    assert table.arrangement.swap_mode
    table.error = ""
    key(app, pygame.K_1)
    assert table.error == table.swap_too_late_said() and mine in table.feed.view(0)["hand"]
    # looked at, the new card is swapped as usual
    table._centre_changed_at -= 5.0
    click(app, L.centre.center)
    key(app, pygame.K_1)
    assert mine not in table.feed.view(0)["hand"], table.error


def test_three_lines_of_the_last_trick_are_each_said_whole(app, tmp_path, monkeypatch):
    """Shot 74: « Dernier pli » said "ligne du haut / ligne du bas / colonne de" ("droite" cut off)."""
    import scenes.monsters.drawing as drawing

    i18n.set_lang("fr")
    table, _ = bots_trick_shown(app, tmp_path)
    assert table.motion.last_trick is not None
    table.motion.last_trick["lines"] = ["row1", "row3", "col3"]
    texts = spy_texts(monkeypatch, drawing)
    app.frame(1 / 30)
    for name in ("row1", "row3", "col3"):
        assert t(f"monsters.line.{name}") in texts, (name, texts)


def test_a_hint_asked_as_the_bot_moves_still_comes(app, tmp_path):
    """Shots 95-96: Conseil at 1:44, and "Un bon joueur réfléchit…" still at 1:53: the bot moved while
    the hint was decided, the answer was stale and dropped, and nothing asked again."""
    path = tmp_path / "free.yaml"
    path.write_text(FREE, encoding="utf-8")
    table = open_scenario(app, "monsters", ["human", "bot:beginner"], path)
    go_live(app, table)
    table.ask_hint()
    assert table.hint_seat == 0
    table.feed.submit(1, act("swap", 3))  # the bot moves before the answer is read
    assert wait_until(lambda: table.hint_shown is not None, 2.0, between=lambda: app.frame(1 / 30)), \
        "the hint never came"
    assert table.hint_shown.at == table._decisions(), "the hint is for the position after the bot's move"


def test_a_seats_status_keeps_clear_of_where_its_drawn_cards_land(app, tmp_path):
    """Shot 99: after the bot's trick its hand was empty, "prépare un pli" was written where the cards
    lie, and the three cards it drew flew onto the words."""
    from scenes.monsters.drawing import L

    table, _ = bots_trick_shown(app, tmp_path)
    painter = table.painter
    panel = L.seat_panel(1)
    last_card = panel.x + 23 + 30 * (table.n - 1) + 13  # the right edge of the third card drawn (on_dealt)
    for n_hand in range(table.n + 1):
        assert panel.x + painter.status_left(n_hand) > last_card, n_hand
