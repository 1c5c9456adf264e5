"""Monsters, round 19 (nc19): a swap another seat's swap ended leaves the person's cards as they were; the
stuck line promises nothing of the other seats; Conseil between two rounds says why it is silent."""

from __future__ import annotations

import pygame
from scene_input import click, key, open_scenario, spy_sizes
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
    assert table.prompt == said and "annulé" in said, table.prompt
    hand = list(table.hand())
    tap(app, L.hand_slot(2).center)
    assert table.arrangement.stack == [] and table.hand() == hand, table.arrangement.stack
    assert table.prompt == said and not table.error, table.error
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
    assert table.error_calm, "news, not a refusal (nc29 shot 90: red at the win read as an error)"
    assert "manches" in table.error and table.error != t("hint.off_turn")
    table.round_panel = None
    table.feed.actors = lambda: []  # the engine's round over, its summary not yet shown
    table.ask_hint()
    assert table.error == t("monsters.no_hint.between"), table.error


def test_the_persons_banner_keeps_clear_of_the_standing(app) -> None:
    """Shots 44 and 81: « Votre pli violet ! » hid « En tête si la pioche s'épuise ». The banner over the
    claim row stays left of the standing, in both languages, whatever the colour; a toast keeps off it."""
    import pygame as pg
    from test_scenes_monsters import table_with

    from scenes.monsters.drawing import STANDING_INSET, L

    table = table_with(app, ["human", "bot:beginner"])
    go_live(app, table)
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        for colour in table.colour_ids:
            table.say_trick(0, colour)
            assert table.anim.banner_item is not None
            r = table.anim.banner_item.rect(pg.Rect(0, 0, 1280, 720))
            assert r.right <= L.last.x + STANDING_INSET - 4 and r.left >= L.board.x - 8, (lang, colour, r)
    i18n.set_lang("fr")
    table.model.counts[0]["red"] = 1  # a trick taken: the standing shows
    spot = table.painter.standing_rect()
    assert spot is not None and spot in table.keep_clear(), table.keep_clear()


def test_the_last_tricks_three_lines_share_one_size(app, tmp_path, monkeypatch) -> None:
    """Shots 44-45: « colonne de gauche » smaller than « ligne du haut » and « diagonale ↘ »."""
    from test_monsters_f12_round11 import bots_trick_shown

    import scenes.monsters.drawing as drawing

    i18n.set_lang("fr")
    table, _ = bots_trick_shown(app, tmp_path)
    assert table.motion.last_trick is not None
    table.motion.last_trick["lines"] = ["row1", "col1", "diag"]
    sizes = spy_sizes(monkeypatch, drawing)
    table.draw(pygame.Surface((1280, 720)))
    names = [t(f"monsters.line.{n}") for n in ("row1", "col1", "diag")]
    assert all(n in sizes for n in names) and len({sizes[n] for n in names}) == 1, {n: sizes.get(n) for n in names}


def test_the_verso_badge_is_drawn_over_the_tutorials_halo(app, monkeypatch) -> None:
    """Shots 04-06: after a flip, « ⇄ verso » lay under the yellow frame of the card the step points at."""
    from scene_input import open_table

    import scenes.table as kit
    from game import tutorial

    i18n.set_lang("fr")
    app.settings.speed = "instant"
    open_table(app, tutorial.load("monsters").feed())
    table = app.stack.top
    for _ in range(300):
        if table.live and table.hand() and not table.busy:
            break
        app.frame(1 / 30, draw=False)
    table.flip(table.hand()[0])
    order: list[str] = []
    real_guide, real_badge = kit.draw_guide, table.painter.back_badge
    monkeypatch.setattr(kit, "draw_guide", lambda *a, **k: (order.append("guide"), real_guide(*a, **k))[1])
    monkeypatch.setattr(table.painter, "back_badge", lambda *a: (order.append("badge"), real_badge(*a))[1])
    table.draw(pygame.Surface((1280, 720)))
    assert "guide" in order and order[-1] == "badge", order


def test_the_tutorial_clock_runs_and_stops_at_its_end(app) -> None:
    """« Durée 0:00 » stood still through the whole tutorial: the clock looked broken."""
    import time

    from scene_input import open_table

    from game import tutorial

    app.settings.speed = "instant"
    open_table(app, tutorial.load("monsters").feed())
    table = app.stack.top
    for _ in range(300):
        if table.live:
            break
        app.frame(1 / 30, draw=False)
    assert table.guided and table._guided_clock
    table._guided_clock[0] = time.monotonic() - 65.0
    assert 65.0 <= table.shown_clock() < 70.0
    table.feed.__class__ = type("Over", (table.feed.__class__,), {"is_over": property(lambda self: True)})
    stopped = table.shown_clock()
    assert table.shown_clock() == stopped


def test_small_words(app, monkeypatch) -> None:
    """« Joueur 1  (vous) » had two spaces; « 2 manches pour gagner · tous en même temps » was fitted
    small (shot 34); « Joueur 1 reçoit 3 cartes » had no « (pioche : …) » as the bot's line had (shot 56)."""
    from test_scenes_monsters import table_with

    import scenes.monsters.drawing as drawing
    from game.core import Event
    from scenes.monsters.drawing import L, fit

    table = table_with(app, ["human", "bot:beginner"])
    go_live(app, table)
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        line = t("monsters.realtime", to_win=2)
        assert fit(line, L.clock.x - L.board.x - 12, 15) == 15, line
        dealt = table.describe(Event("deal", 0, {"cards": [1, 2, 3], "deck": 39}))
        # f40 (nc38): one line for both seats' deal, with the deck left after the last (39 - 3)
        assert dealt is not None and "36)" in dealt, dealt
    i18n.set_lang("fr")
    events = table.feed.match.state.clone()._start_round()
    deal = next(e for e in events if e.kind == "deal" and e.seat == 0)
    dealt = next(e for e in events if e.kind == "dealt" and e.seat == 0)
    assert deal.data["deck"] == dealt.data["deck"], deal.data  # the deck left as the public "dealt" says it
    seen: list[str] = []
    real = drawing.render
    monkeypatch.setattr(drawing, "render", lambda text, *a, **k: (seen.append(text), real(text, *a, **k))[1])
    table.painter.render_seat(0, (0, 0, 0, 0, 0), 0)
    assert any(s.startswith(table.names[0] + " (") for s in seen) and not any("  (" in s for s in seen), seen
