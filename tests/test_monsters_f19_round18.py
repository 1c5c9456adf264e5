"""Monsters, round 18 (nc18): the longest bot name, « Bot 2 (à votre mesure) », fits the standing and the
centre's tag; the hint line no longer tells at once whether a hand makes a line; the tutorial's picture of
a rival's swap changes the card; the hand's slots say only their key."""

from __future__ import annotations

import pygame
from scene_input import spy_sizes
from test_scenes_monsters import go_live, table_with

from game import i18n
from game.i18n import t
from game.match import Match
from scenes.monsters import drawing
from sprites.fonts import TYPE


def _live_close(app, seed: int = 1):
    table = table_with(app, ["human", "bot:close"], seed=seed)
    go_live(app, table)
    return table


def test_the_standing_names_the_close_bot_whole_and_ends_its_sentence(app) -> None:
    """Shots 43-59: « En tête si la pioche s'épuise : Bot 2 (à votre mesure), le plus de plis d'une couleur
    (2 » and the rest cut off. The sentence fits its three lines whole, in both languages, the level dropped
    from the name only where it would not fit."""
    table = _live_close(app)
    table.model.deck = 3
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        table.model.counts[0].update(purple=0)
        for counts in ({"purple": 2}, {"red": 1}):  # most of one colour, then a tie broken by colour
            table.model.counts[1].update(counts)
            line = table.painter.standing()
            lines = drawing.standing_lines(line)
            assert len(lines) <= drawing.STANDING_LINES, lines
            assert line.startswith(t("monsters.standing", who="Bot 2", count=9, colour="x")[:12]), line
            assert "Bot 2" in line and line.endswith(")"), line
        table.model.counts[0].update(purple=3)
        assert t("monsters.standing_you") in table.painter.standing()
    i18n.set_lang("fr")


def test_the_centre_tag_of_the_close_bot_keeps_a_readable_size(app, monkeypatch) -> None:
    """Shot 57: « Bot 2 (à votre mesure) vient de l'échanger » squeezed into tiny type above the centre."""
    i18n.set_lang("fr")
    table = _live_close(app)
    table.motion.centre_flash = (1, 1e12)
    real = drawing.render
    sizes = spy_sizes(monkeypatch, drawing)
    table.draw(pygame.Surface((1280, 720)))
    table.motion.centre_late_until = 1e12  # the person's swap refused: the tag says the same (nc35)
    table.draw(pygame.Surface((1280, 720)))
    said = [s for s in sizes if ("échanger" in s or "Trop tard" in s) and "Bot 2" in s]
    assert len(said) == 1 and all(sizes[s] >= TYPE.SMALL for s in said), {s: sizes[s] for s in said}
    assert table.painter.seat_name(1, short=True) == "Bot 2"
    for lang in ("fr", "en"):  # the tag, as wide as it may be, keeps clear of the clock's heading (« Durée »)
        i18n.set_lang(lang)
        head = real(t("monsters.clock"), TYPE.SMALL, (0, 0, 0)).get_width()
        assert drawing.L.clock.x + 6 + head < drawing.L.centre.right + 8 - drawing.CENTRE_TAG_W - 5, lang
    i18n.set_lang("fr")
    assert table.painter.seat_name(0, short=True) == table.names[0]  # a person's name is never cut


def test_the_tutorials_rival_swap_changes_the_centre_card(app, monkeypatch) -> None:
    """Shot 17: « Un adversaire vient de l'échanger » over a centre card that stayed the same. The picture
    shows the card change for one already played, turning over as it does."""
    i18n.set_lang("fr")
    table = table_with(app, ["human"], seed=1)
    go_live(app, table)
    painter = table.painter
    cid = table.model.centre
    assert cid is not None
    table.model.tricks[0].append({"colour": "red", "cards": [cid, 44, 45], "rot": [0, 0, 0], "flip": [0, 0, 0]})
    monkeypatch.setattr(type(table), "example", property(lambda self: "centre_swap"))
    clock = {"now": 100.0}
    monkeypatch.setattr(drawing.time, "monotonic", lambda: clock["now"])
    shown = set()
    for now in (100.0 + 0.1 * i for i in range(90)):
        clock["now"] = now
        card, width = painter.demo_centre(cid)
        shown.add(card)
        assert 0.0 <= width <= 1.0
    assert shown == {cid, 44}
    monkeypatch.setattr(type(table), "example", property(lambda self: ""))
    assert painter.demo_centre(cid) == (cid, 1.0)


def test_cards_drawn_by_a_bot_fly_clear_of_sans_limite_and_its_status_waits(app, monkeypatch) -> None:
    """Shots 43, 53: the bot's drawn cards flew over « sans limite » and over its « prépare un pli »: they
    leave the deck small, below the clock's words, and the status shows once they have landed."""
    from types import SimpleNamespace

    from scenes.monsters.drawing import L, no_time_limit_rect
    from scenes.monsters.table import MonstersTable
    from sprites.fonts import render

    i18n.set_lang("fr")
    table = table_with(app, ["human", "bot:close"], seed=1, speed="normal")
    go_live(app, table)
    flights = []
    real_fly = MonstersTable.fly

    def spy(self, draw, start, end, size, *a, **k):
        flights.append((start, end, size))
        return real_fly(self, draw, start, end, size, *a, **k)

    monkeypatch.setattr(MonstersTable, "fly", spy)
    table.on_dealt(SimpleNamespace(seat=1, data={"count": 3}))
    words = no_time_limit_rect(render(t("monsters.no_time_limit"), TYPE.SMALL, (0, 0, 0)).get_size())
    for start, _end, size in flights:
        card = pygame.Rect(0, 0, size[0], size[0])
        card.center = (round(start[0]), round(start[1]))
        assert not card.colliderect(words) and L.deck.collidepoint(start), (card, words)
    seen: list[str] = []
    real = drawing.render
    monkeypatch.setattr(drawing, "render", lambda text, *a, **k: (seen.append(text), real(text, *a, **k))[1])
    status = {t("monsters.searching"), t("monsters.stacking")}
    table.painter.forget_panels()
    table.draw(pygame.Surface((1280, 720)))
    assert 1 in table.motion.dealing and not status & set(seen), seen
    for _ in range(40):
        if 1 not in table.motion.dealing:
            break
        app.frame(0.05)
    seen.clear()
    table.painter.forget_panels()
    table.draw(pygame.Surface((1280, 720)))
    assert 1 not in table.motion.dealing and status & set(seen), seen


def test_a_replay_lays_out_each_trick_as_it_was_stacked(app) -> None:
    """Shot 63: « Revoir » stepped through the hands and the centre card, never how a line was made. On a
    trick, the replay lays out its three cards (bottom, middle, top, each as it lay), the person's own
    too, till the next move."""
    table = replay_table(app, ["bot:easy", "bot:medium"])
    feed = table.feed
    for _ in range(30):  # the person's > button, one move at a time
        table.replay_step(1)
        app.frame(1 / 30)
        if table.motion.again_trick is not None:
            break
    shown = table.motion.again_trick
    assert shown is not None, "no trick in the replay's first moves"
    tricks = [ev for moves in feed.match.history for ev in moves if ev.kind == "trick"]
    assert any(shown == (ev.seat, ev.data["colour"], list(zip(ev.data["cards"], ev.data["rot"], ev.data["flip"],
                                                                  strict=True))) for ev in tricks), shown
    for _ in range(5):  # it stays while the replay stands at that move
        app.frame(1 / 30)
    assert table.motion.again_trick == shown
    for _ in range(30):  # the next move lays it away, or lays out the next trick
        table.replay_step(1)
        app.frame(1 / 30)
        if table.motion.again_trick != shown:
            break
    assert table.motion.again_trick != shown


def replay_table(app, seats: list[str], seed: int = 9):
    """The replay of a Monsters match's first 30 real-time steps, over the menu, at instant speed."""
    from game.feed import ReplayFeed
    from scenes.app import table_class
    from scenes.menu import MenuScene

    m = Match("monsters", seats, seed=seed)
    for _ in range(30):
        m._realtime_step()
    app.settings.speed = "instant"
    app.stack.push(MenuScene(app))
    table = table_class("monsters")(app, ReplayFeed(m.log()))
    app.stack.push(table)
    app.frame(1 / 30)
    return table
