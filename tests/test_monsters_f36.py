"""Monsters, round 36 (nc36): what a newcomer met in the tutorial and a first game against « Bot sur mesure »: a
swap that took a centre card just changed, the centre's picture late behind its tag, specks of dirt for the
bot's cards, the tag on the border of « Dernier pli », a dense first step, no calm bot in sight on the setup,
black holes on « Comment jouer »."""

from __future__ import annotations

import re
import time

import pygame
from scene_input import key
from test_monsters_f21_round20 import bot_swaps, free_table
from test_scenes_monsters import click, drag

from game import i18n, tutorial
from game.i18n import t
from scenes.monsters.drawing import CENTRE_TAG_W, L, centre_tag_plate
from scenes.monsters.table import LATE_GRACE, MonstersTable
from sprites.fonts import fit_text, render


def _norm(text: str) -> str:
    return text.replace("\u00a0", " ").replace("\u202f", " ")


def _centre_shows(table: MonstersTable, cid: int) -> bool:
    """Whether the centre is painted as card `cid`, monster for monster."""
    surf = pygame.Surface((1280, 720))
    table.draw(surf)
    face = table.pieces.face(cid, 0, 0, L.centre.w)
    at = face.get_rect(center=L.centre.center)
    spots = [(x, y) for x in range(10, face.get_width() - 10, 6) for y in range(10, face.get_height() - 10, 6)
             if face.get_at((x, y)).a == 255]
    return all(surf.get_at((at.x + x, at.y + y))[:3] == face.get_at((x, y))[:3] for x, y in spots)


def test_a_swap_on_a_centre_drawn_less_than_the_grace_ago_is_refused_every_way(app, tmp_path):
    """Shots 44-45: the bot swapped the centre while the person planned around it, and their click took the
    new card, with no « Trop tard » although the tutorial promised one (shot 20). The person's swap under way
    was cancelled (« Échange annulé »), which let the next one go as soon as 1.5 s had passed since the bot's
    card began its flight: at slow animations it was still on its way, the old card on screen. The change now
    counts from the moment the new card is drawn, at once, and a swap begun within LATE_GRACE of it, by a
    click, by the keys or by a drag, is refused in the tutorial's words; after the grace it goes."""
    assert LATE_GRACE >= 2.0
    table = free_table(app, tmp_path)
    app.settings.speed = "slow"
    mine = table.hand()[0]
    click(app, L.centre.center)  # the person begins a swap on the card they studied
    assert table.arrangement.swap_mode
    old = table.model.centre
    bot_swaps(app, table)
    new = table.model.centre
    assert new != old and not table.arrangement.swap_mode, "the bot's swap cancels the person's"
    assert _centre_shows(table, new), "the new centre card is not on screen as its tag says it changed"
    ways = {
        "click": lambda: (click(app, L.centre.center), click(app, L.hand_slot(0).center)),
        "keys": lambda: (key(app, pygame.K_s), key(app, pygame.K_1)),
        "drag": lambda: drag(app, L.hand_slot(0).center, L.centre.center),
    }
    for way, swap in ways.items():
        table.error = ""
        table._centre_changed_at = time.monotonic() - 1.6  # drawn 1.6 s ago: past 1.5 s, inside the grace
        swap()
        assert mine in table.feed.view(0)["hand"], f"{way}: the swap took a card drawn 1.6 s before"
        said = _norm(table.error)
        look = table.card_look(table.feed.view(0)["centre"])
        assert said == f"Trop tard : le centre vient de changer ({look}).", (way, said)
    table._centre_changed_at = time.monotonic() - LATE_GRACE - 0.5
    ways["click"]()
    assert mine not in table.feed.view(0)["hand"], table.error
    i18n.set_lang("en")
    assert t("monsters.swap_too_late_now", look="1 red") == "Too late: the centre has just changed (1 red)."
    i18n.set_lang("fr")


def test_a_bots_swap_changes_the_centre_at_once_and_flies_no_specks(app, tmp_path):
    """Shots 57-58: « Bot 2 vient de l'échanger » and its log line stood over the old centre card, the new one
    came later; meanwhile a 10 px card went round the board, seen as specks of dirt (shot 57 by the deck; shots
    50 and 63, the bot's three cards drawn, over « 2 manches à gagner » and by « sans limite »). The centre's
    picture changes with its tag and the log, a ring going out from it; nothing small flies over the table."""
    table = free_table(app, tmp_path)
    app.settings.speed = "slow"  # the longest flights there were
    said = len(table.log.entries)
    bot_swaps(app, table)
    new = table.model.centre
    assert table.painter.centre_flash() is not None and len(table.log.entries) > said
    assert _centre_shows(table, new)
    assert not table.anim.flights, [f.rect() for f in table.anim.flights]
    assert any(e.rect == L.centre for e in table.anim.effects), "no ring round the new centre card"
    # the cards a bot draws: only over the deck, if at all, never on the way round the board
    table.anim.clear()
    table.on_dealt(type("Ev", (), {"seat": 1, "data": {"count": 3}})())
    deck = L.deck.inflate(44, 44)
    for _ in range(80):
        surf = pygame.Surface((1280, 720), pygame.SRCALPHA)
        for f in table.anim.flights:
            if f.tween.elapsed >= f.tween.delay:
                f.draw(surf)
        painted = surf.get_bounding_rect()
        assert painted.w == 0 or deck.contains(painted), painted
        if not table.anim.flights:
            break
        app.frame(0.02, draw=False)
    assert not table.anim.flights


def test_the_centre_tag_has_room_above_the_last_trick():
    """Shots 19, 42, 57: « Bot 2 vient de l'échanger » sat on the top border of « Dernier pli » (8 px). The
    longest tags keep 14 px from it, whole; the last trick's card still fits its panel under its heading."""
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        for who in ("Bot 2", t("monsters.example.rival"), "Bot 2 (sur mesure)"):
            said = t("monsters.centre_swapped", who=who)
            img = render(said, min(15, fit_text(said, CENTRE_TAG_W, 15, bold=True)), (0, 0, 0), bold=True)
            plate, box = centre_tag_plate(img.get_size())
            assert L.last.top - plate.bottom >= 14 and plate.contains(box), (lang, said, plate, L.last)
    i18n.set_lang("fr")
    card = L.last_card_rect()
    assert L.last.contains(card) and card.top >= L.last.top + 8 + 18 and L.last.bottom - card.bottom >= 6


def test_the_first_step_is_shorter_and_names_the_centre_card():
    """Shot 04: step 1 was dense, and « sans toucher au centre » could mean the middle hole as well as the
    « Carte du centre ». It says « sans échanger avec la carte du centre », in fewer words than before (40,
    255 characters): the wheel's way, which the line under the hand says all through the step, goes."""
    first = tutorial.load("monsters").steps[0]
    fr, en = _norm(first.text("fr")), first.text("en")
    assert "sans échanger avec la carte du centre" in fr and "sans toucher au centre" not in fr, fr
    assert "without swapping with the centre card" in en and "leave the centre alone" not in en, en
    for text in (fr, en):
        assert len(re.findall(r"\w+(?:['’-]\w+)*", text)) <= 36 and len(text) <= 235, text
        assert len(text.split("\n")) == 2, text  # f38: the buttons' line went (nc37, shot 08)
    assert "molette vers le haut" in i18n.t_in("fr", "monsters.prompt.controls")


def test_the_setup_names_the_calm_bot_while_a_bot_sits(app, monkeypatch):
    """Shot 35: a newcomer looked for a calmer first game and the setup showed only « Manches (au plus) ». In
    this race a bot's level is its pace: the setup says which is the slowest, by its name, while a bot sits."""
    import scenes.ui as ui
    from scenes.menu import SetupScene

    i18n.set_lang("fr")
    setup = SetupScene(app, "monsters")
    line = _norm(setup.pace_line())
    assert line == "Une première partie plus calme ? Choisissez « Bot débutant », le plus lent.", line
    drawn: list[str] = []
    real = ui.render
    import scenes.menu as menu

    monkeypatch.setattr(menu, "render", lambda text, *a, **k: (drawn.append(text), real(text, *a, **k))[1])
    setup.draw(pygame.Surface((1280, 720)))
    assert any("plus calme" in d for d in drawn), drawn
    i18n.set_lang("en")
    assert setup.pace_line() == "A calmer first game? Choose “Bot (beginner)”, the slowest."
    i18n.set_lang("fr")
    setup.seats[1] = "human"
    assert setup.pace_line() == ""  # no bot, no word on its pace
    assert SetupScene(app, "elemons").pace_line() == ""  # a game without it says nothing


def test_the_help_pages_draw_the_holes_on_the_tables_felt():
    """Shot 71: on « Comment jouer » a card's holes were black, in play dark green (the felt under it)."""
    from game.monsters.cards import HOLE
    from game.monsters.defs import load_defs
    from scenes.howto import pictures
    from scenes.ui import FELT_DARK
    from sprites.monsters.art import HOLE_FELT, cell_centre

    assert HOLE_FELT == FELT_DARK
    size = 96
    img = pictures("monsters", ("1",), size, ["Carte 1"])[0]  # as the page draws it, captioned
    left = (img.get_width() - size) // 2
    holes = [i for i, v in enumerate(load_defs().cards.cards[1].grid) if v == HOLE]
    assert holes
    for i in holes:
        x, y = cell_centre(size, i)
        assert img.get_at((left + round(x), round(y)))[:3] == FELT_DARK, i



def test_a_swap_that_follows_a_hint_shown_after_the_change_goes(app, tmp_path):
    """nc37 shots 63-64: the centre changed, the person pressed Conseil, which said « Échangez votre carte de la
    touche 1 contre la carte du centre », and following it 3 s later was refused « Trop tard : le centre vient de
    changer ». A hint shown after the change was about the new centre: that card has been seen, the swap goes."""
    from waiting import wait_until

    table = free_table(app, tmp_path)
    mine = table.hand()[0]
    bot_swaps(app, table)
    table._centre_changed_at = time.monotonic() - 0.5  # inside the grace: without the hint, refused (test above)
    table.feed.think_in_worker = False
    key(app, pygame.K_h)
    assert wait_until(lambda: table.hint_shown is not None, 5.0, 0.0, lambda: app.frame(0.05))
    assert table._centre_hinted[0] == table.model.centre
    table._centre_changed_at = min(table._centre_changed_at, time.monotonic() - 0.5)  # still inside the grace
    table.error = ""
    click(app, L.centre.center)
    click(app, L.hand_slot(0).center)
    assert mine not in table.feed.view(0)["hand"], _norm(table.error)
