"""Monsters, round 19 (nc19): a swap another seat's swap ended leaves the person's cards as they were; the
stuck line promises nothing of the other seats; Conseil between two rounds says why it is silent."""

from __future__ import annotations

import pygame
from scene_input import click, key, open_scenario
from test_monsters_f10_newcomer import FREE
from test_scenes_monsters import go_live

from game import i18n
from game.core import act
from game.i18n import t


def test_a_click_meant_for_a_swap_the_bot_ended_leaves_the_cards_as_they_were(app, tmp_path) -> None:
    """Shot 46: the centre clicked, the bot swapped, « … vient d'échanger la carte du centre » said, and
    the click on card 3 that followed put it onto the person's stack. It does nothing but say it again."""
    from scenes.monsters.drawing import L

    i18n.set_lang("fr")
    path = tmp_path / "free.yaml"
    path.write_text(FREE, encoding="utf-8")
    table = open_scenario(app, "monsters", ["human", "bot:beginner"], path)
    go_live(app, table)
    click(app, L.centre.center)
    assert table.arrangement.swap_mode
    table.feed.submit(1, act("swap", 3))
    for _ in range(60):  # the bot's swap lands on screen
        if not table.arrangement.swap_mode:
            break
        app.frame(0.05)
    said = t("monsters.centre_changed", who=table.names[1])
    assert table.error == said and "annulé" in said, table.error
    hand = list(table.hand())
    table.error = ""
    tap(app, L.hand_slot(2).center)
    assert table.arrangement.stack == [] and table.hand() == hand, table.arrangement.stack
    assert table.error == said
    tap(app, L.hand_slot(2).center)  # said once: the next click stacks as usual
    assert table.arrangement.stack == [hand[2]], table.arrangement.stack
    # the same with the card's key
    table.arrangement.clear()
    click(app, L.centre.center)
    table.feed.submit(1, act("swap", hand[0] if hand[0] in table.feed.view(1)["hand"] else 5))
    for _ in range(60):
        if not table.arrangement.swap_mode:
            break
        app.frame(0.05)
    assert not table.arrangement.swap_mode
    hand = list(table.hand())
    key(app, pygame.K_1)
    assert table.arrangement.stack == [] and table.hand() == hand, table.arrangement.stack


def tap(app, pos) -> None:
    """A click, down and up, without moving."""
    click(app, pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.frame(1 / 60)


def test_the_stuck_line_promises_nothing_of_the_other_seats() -> None:
    """Shots 62-64: « attendez quelques secondes, Bot 2 va échanger la carte du centre pour vous », and
    the bot never did. The line says what the person can do: watch the centre."""
    for lang, words in (("fr", ("Surveillez le centre", "si Bot 2")), ("en", ("Watch the centre", "if Bot 2"))):
        i18n.set_lang(lang)
        text = t("monsters.prompt.stuck", who="Bot 2").replace("\u00a0", " ")
        assert all(w in text for w in words) and "va échanger" not in text and "will swap" not in text, text
    i18n.set_lang("fr")


def test_conseil_between_two_rounds_says_why_it_is_silent(app, tmp_path) -> None:
    """Shot 65: Conseil as the round ended said « Le conseil vient quand c'est à vous de jouer »."""
    from test_scenes_monsters import table_with

    i18n.set_lang("fr")
    table = table_with(app, ["human", "bot:beginner"])
    go_live(app, table)
    table.ask_hint()
    assert table.error != t("monsters.no_hint.between") and table.hint_seat == 0
    table.hint_seat = None
    table.round_panel = object()  # the round's summary up: the round is over
    table.ask_hint()
    assert table.error == t("monsters.no_hint.between"), table.error
    assert "manches" in table.error and table.error != t("hint.off_turn")
    table.round_panel = None
    table.feed.actors = lambda: []  # the engine's round over, its summary not yet shown
    table.ask_hint()
    assert table.error == t("monsters.no_hint.between"), table.error
