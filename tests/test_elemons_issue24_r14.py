"""Issue 24, round 14 (nc13-elemons): the easy bot's Aeromon hands over no trade's worth and a swap
done to the person waits to be seen, one's own pair stays a moment, the pale ring stays until the
tile is turned, L works while tiles wait for a click, and the hints say the winning catch and
« jamais vue par vous »."""

from __future__ import annotations

import pygame
from lang import plain
from scene_input import click, key
from test_elemons_newcomer4 import bot_pair, table_at
from waiting import wait_until

from game import i18n
from game.core import Event, act
from game.elemons.bots import EasyBot
from scenes.elemons.table import swap_up_rects
from sprites.fonts import fit_text


def test_the_easy_bots_aeromon_never_hands_over_a_trades_worth():
    """nc13 shot-76: the easy bot gave the person the third Electromon, and Meteoromon with it.
    It still swaps at random, but never an Elemon the other player then holds three of."""
    theirs = ["electromon", "electromon", "hydromon"]
    mine = ["electromon", "geomon", "pyromon"]
    legal = [act("keep"), *(act("swap", m, t) for m in set(mine) for t in set(theirs) if m != t)]
    view = {"phase": "swap", "pending": {"target": 0, "their_tiles": theirs},
            "players": [{"tiles": theirs}, {"tiles": mine}], "gigamons": {}}
    picks = {EasyBot(1, seed).choose_power(view, legal) for seed in range(60)}
    assert all(a.kind == "keep" or a.args[0] != "electromon" for a in picks), picks
    assert any(a.kind == "swap" for a in picks), "the easy bot no longer swaps at all"


def test_a_swap_done_to_the_person_waits_for_a_click_with_its_two_elemons(app, tmp_path):
    """nc13: the swap was found in the log only. It is said under the grid, the lost and the got
    Elemon pictured, and the game waits until a click."""
    i18n.set_lang("fr")
    app.settings.tiles_up = 0.0  # the default: until a click
    table = table_at(app, tmp_path, ["floramon"] * 9, ["geomon"] * 3)
    table.on_tiles_swapped(Event("tiles_swapped", 1, {"target": 0, "gave": "electromon", "took": "polymon"}))
    assert table.held and table.busy and table.up_left is None, "the swap does not wait to be seen"
    for _ in range(60):  # a second: still there, no click yet
        app.frame(1 / 60)
    assert table.held, "the swap went by itself"
    said = plain(table.up_words())
    assert "votre Polymon contre son Electromon" in said and "Cliquez" in said, said
    surf = pygame.Surface((1280, 720))
    table.draw_prompt(surf)
    lost, got = swap_up_rects()
    assert surf.get_at((lost.x - 2, lost.centery))[:3] == (200, 90, 80), "the lost Elemon is not pictured"
    assert surf.get_at((got.x - 2, got.centery))[:3] == (90, 180, 110), "the got Elemon is not pictured"
    click(app, table.slot_rect(4).center)
    assert not table.held, "a click did not let the game go on"


def test_l_while_the_bots_pair_waits_for_a_click_shows_the_turn_again_at_once(app, tmp_path):
    """nc13 shot-48/49: L pressed while the bot's tiles waited did nothing, then opened at step 2
    after the next click. L is that click too: the tiles go and the turn is shown again."""
    i18n.set_lang("fr")
    table = bot_pair(app, tmp_path)
    assert table.held
    app.settings.speed = "fast"  # (the turn shown again at a quicker pace: a fast test)
    key(app, pygame.K_l)
    assert not table.up_won, "L left the tiles waiting for a click"
    assert wait_until(lambda: table.showing_again, 20, 0, lambda: app.frame(1 / 60)), "L showed nothing"  # (real s)


def test_ones_own_pair_is_said_in_ones_own_words():
    i18n.set_lang("fr")
    said = plain(i18n.t("elemons.pair_up_own", slots="4, 6", kind="Hydromon", other="Hydromon", same="yes",
                        power="some"))
    assert said == "Vous gagnez la paire d'Hydromons (tuiles 4, 6) : cliquez pour continuer", said


def test_the_winning_catchs_hint_says_victory():
    """nc13 shot-82: 'un Gigamon de plus vers la victoire' for the third Gigamon: it is the victory."""
    i18n.set_lang("fr")
    base = {"gigamon": "Meteoromon", "kind": "electromon", "need": 3, "have": 3, "more": "no", "count": 1}
    won = plain(i18n.hint_text("elemons", "trade", {**base, "then": "wins"}, ["Vous", "Bot"]))
    assert "la victoire !" in won and "de plus" not in won, won
    taken = plain(i18n.hint_text("elemons", "trade_from", {**base, "then": "wins", "holder": 1, "gigamons": 1},
                                 ["Vous", "Bot"]))
    assert "la victoire !" in taken and "en perd un" not in taken, taken
    on = plain(i18n.hint_text("elemons", "trade", {**base, "then": "ends"}, ["Vous", "Bot"]))
    assert "un Gigamon de plus vers la victoire" in on, on


def test_a_tile_never_turned_is_never_seen_by_you():
    """nc13 shot-67: 'jamais vue' while the bot had just looked at it with Hydromon."""
    i18n.set_lang("fr")
    for reason, params in (("explore", {"slot": 2, "count": 5, "known": 1}),
                           ("blind_second", {"slot": 2, "kind": "geomon", "up_slot": 0, "count": 4})):
        said = plain(i18n.hint_text("elemons", reason, params, ["Vous", "Bot"]))
        assert "tuile 3, jamais vue par vous" in said, said


def test_a_power_banner_in_the_tutorial_stays_clear_of_the_title(app):
    """nc13 shot-10, shot-19: the banner went beside the title, touching it, or to the foot of the table."""
    from test_tutorial import open_tutorial

    i18n.set_lang("fr")
    table = open_tutorial(app, "elemons", speed="instant")
    screen = pygame.Rect(0, 0, 1280, 720)
    for words in ("Electromon : rejouez", "Hydromon : regardez 4 tuiles en secret"):
        table.banner(words, 1.5)
        banner = table.anim.banner_item
        put = banner.rect(screen)
        table.draw(pygame.Surface(screen.size))
        shown = banner.rect(screen)
        assert shown == put, f"{words}: moved from {put} to {shown}, its place hid something"
        # (nc16 shot-09: 10 px off the title was crowded: 24 px at least)
        assert not shown.colliderect(table.title_rect().inflate(48, 0)), (words, shown, table.title_rect())
        assert shown.bottom <= 70, f"{words}: not at the top of the table, where the eyes meet it"
    # every power's banner fits there; a longer one never lies over half the title
    # and the opponent's form (nc29: « Geomon : posez un Rocher » in the bot's turn read as the person's to do)
    for power in ("swap", "rock", "replay", "peek", "draw", "burn"):
        assert fit_text(i18n.t(f"elemons.power.{power}"), table.banner_room, 30, True) >= table.banner_floor, power
        named = i18n.t(f"elemons.power.{power}", who="Bot 2 (sur mesure)", you="no")
        assert fit_text(named, table.banner_room, 30, True) >= table.banner_floor, named
        assert power == "burn" or named != i18n.t(f"elemons.power.{power}"), named
    table.banner("Bot 2 (facile) attrape le Gigamon de la victoire (3 sur 3) !", 1.5)
    table.draw(pygame.Surface(screen.size))
    shown, title = table.anim.banner_item.rect(screen), table.title_rect()
    assert not shown.colliderect(title) or shown.contains(title.inflate(0, -title.height + 2)), (shown, title)


def test_the_pyromon_asks_no_question_when_one_opponent_is_left():
    """Like the Aeromon's (nc12): « quel adversaire ? » with a single button to click read as a riddle."""
    i18n.set_lang("fr")
    one = plain(i18n.t("elemons.prompt.burn", targets=1, left=0))
    assert "?" not in one and "votre adversaire perd" in one, one
    # nc18 shot-27: with one opponent the screen chooses it by itself: no button to click is named
    for power in ("burn", "look"):
        for lang in ("fr", "en"):
            i18n.set_lang(lang)
            said = plain(i18n.t(f"elemons.prompt.{power}", targets=1, left=0))
            assert "bouton" not in said and "button" not in said and "?" not in said, said
    i18n.set_lang("fr")
    assert "quel adversaire" in plain(i18n.t("elemons.prompt.burn", targets=2, left=0))
