"""Monsters, round 26 (nc26): small overlaps and a stale-looking warning. The runaway warning names every
colour at the bot's best count; the third card's hint label keeps left of the deck-out standing; the
« Trop tard » toast is short and lies over the hand's column; the centre keeps its caption while its tag
is up; the tutorial's end says the bots' speed kindly."""

from __future__ import annotations

import pygame
from scene_input import spy_texts
from test_monsters_f21_round20 import bot_swaps, free_table

from game import tutorial
from game.core import Action
from game.i18n import t, t_in
from scenes.monsters import drawing
from scenes.monsters.drawing import STANDING_INSET, L
from sprites.fonts import TYPE, render


def test_the_runaway_warning_names_each_colour_at_the_bots_best(app, tmp_path) -> None:
    """Shots 81-83: « a déjà 2 plis rouges ! » stayed while the bot took yellows: it had 2 of each, the
    tie going to red, and the box looked stale."""
    table = free_table(app, tmp_path)
    painter = table.painter
    table.model.counts[1].update(red=2, yellow=2)
    table.model.counts[0].update(blue=1)
    assert painter.runaway() == (1, "red", 2) and painter.runaway_colours() == ["red", "yellow"]
    head = painter.runaway_lines()[0].replace("\u00a0", " ").replace("\u202f", " ")
    assert head.endswith("a déjà 2 plis rouges et 2 jaunes !"), head
    table.model.counts[1].update(yellow=3)  # one colour ahead: it alone is named
    assert painter.runaway_colours() == ["yellow"]
    assert "et" not in painter.runaway_lines()[0].split("déjà")[1]


def test_the_third_cards_label_keeps_off_the_standing(app, tmp_path) -> None:
    """Shot 67: « dessus ↻1 » over the third hand card covered the start of « rouge : 2 plis rouges… »."""
    table = free_table(app, tmp_path)
    hand = table.hand()
    action = Action("trick", ("red", str(hand[0]), "0", "0", str(hand[1]), "0", "0", str(hand[2]), "1", "0"))
    badges = table.hint_badges(action)
    assert len(badges) == 3
    for badge, _ in badges:
        assert badge.right <= L.last.x + STANDING_INSET - 4, badge
    third = next(b for b, _ in badges if b.colliderect(L.hand_slot(2).inflate(0, 40)))
    assert third.bottom <= L.hand_slot(2).y and third.right > L.hand_slot(2).x + 40, third


def test_the_too_late_toast_lies_over_the_hands_column(app, tmp_path) -> None:
    """Shots 17, 43: the red toast stuck out past the hand on both sides."""
    table = free_table(app, tmp_path)
    table.model.counts[0].update(green=1)  # the standing up, as in play
    table.model.counts[1].update(yellow=1)
    img = render(t("monsters.swap_too_late"), TYPE.BODY, (255, 255, 255))
    spot = table.error_rect(img.get_size())
    column = L.hand_slot(0).union(L.hand_slot(2))
    assert column.left <= spot.left and spot.right <= column.right, (spot, column)
    assert spot.collidelist(table.toast_avoid()) < 0


def test_the_centre_keeps_its_caption_while_its_tag_is_up(app, tmp_path, monkeypatch) -> None:
    """Shots 16, 38, 45: « Bot 2 vient de l'échanger » took the place of « Carte du centre »."""
    table = free_table(app, tmp_path)
    bot_swaps(app, table)
    assert table.painter.centre_flash() is not None
    drawn = spy_texts(monkeypatch, drawing)
    table.painter.draw_centre(pygame.Surface((1280, 720)))
    assert t("monsters.centre") in drawn and any("échanger" in s for s in drawn), drawn


def test_the_tutorials_end_says_the_bots_speed_kindly() -> None:
    """nc26: « un bot peut faire son premier pli en quinze secondes » after « prenez votre temps »
    sounded like a threat; the fact stays, with the person's own pace."""
    tut = tutorial.load("monsters")
    fr, en = tut.end_text("fr").split("\n")[0], tut.end_text("en").split("\n")[0]
    # the same figure as the race step's rival panel (nc29: « 10 à 30 s » there, « quinze secondes » here)
    assert "10 à 30 secondes" in fr and "à votre rythme" in fr, fr
    assert "10 to 30 seconds" in en and "your own pace" in en, en
    assert "10 à 30\u00a0s" in t_in("fr", "monsters.demo_rival.pace")
    assert "10 to 30" in t_in("en", "monsters.demo_rival.pace")


def test_the_advice_leads_with_its_action_on_a_line_of_its_own() -> None:
    """Shots 44, 66: « Faites le pli bleu … : il est sûr, et … Dans l'ordre : … », some 15 small lines
    where the labels on the cards were read instead: the action first, alone, then the steps, the why last."""
    from game import i18n
    from scenes.monsters.table import lead_with_action

    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        said = t("hint.monsters.after_swap", colour="bleu", missing="jaune", count=1, steps="STEPS")
        lines = lead_with_action(said).split("\n")
        assert len(lines) == 3, lines
        assert lines[0].rstrip(".") == said.split(":")[0].rstrip("\u00a0 "), lines
        assert lines[1].startswith(t("monsters.hint_in_order")) and "STEPS" in lines[1], lines
        assert lines[2][:1].isupper() and lines[2].endswith("."), lines
        assert lead_with_action("Rien à dire.") == "Rien à dire."
    i18n.set_lang("fr")


def test_a_swaps_advice_leads_with_its_action_too() -> None:
    """Shot 42: « Échangez votre carte de la touche 3 … : avec elle, … Cliquez d'abord le centre, … »."""
    from game import i18n
    from scenes.monsters.table import lead_with_action

    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        said = t("hint.monsters.swap_useful", place=3, card=7, colours="", last="jaune", colours_count=1)
        lines = lead_with_action(said).split("\n")
        assert len(lines) == 3 and lines[1].startswith(t("monsters.hint_click_first")), lines
    i18n.set_lang("fr")


def test_a_log_too_short_for_its_newest_sentence_shows_its_beginning(monkeypatch) -> None:
    """Shot 30: under the tutorial's end box the log showed « gagnées : 1 » alone, a sentence's tail."""
    from scenes import ui

    log = ui.LogPanel(pygame.Rect(0, 0, 300, 12 + 2 * ui.font(ui.TYPE.SMALL).get_linesize()))
    log.add("Un début")
    log.add("Fin de la manche 1 : victoire de Joueur 1, un pli de chaque couleur ; manches gagnées : 1 sur 2 à gagner")
    assert len(log.lines) >= 4
    drawn = spy_texts(monkeypatch, ui)
    log.draw(pygame.Surface((300, 300)))
    assert drawn == [line for line, _ in log.lines[1:3]], drawn


def test_cards_round_the_board_fly_between_the_heading_and_the_board() -> None:
    """Shot 89: small card backs on their way from the deck to a bot's panel crossed « 2 manches à
    gagner · tous à la fois », the heading's second line (drawn at y 82, 15 px type)."""
    from scenes.monsters.table import PANEL_WAY, over_board
    from sprites.fonts import font

    corners = over_board(L.deck.center, L.seat_hand(1), PANEL_WAY)
    assert corners, "the straight way crosses the board"
    top = min(c[1] for c in corners)  # the way along above the board
    assert top - PANEL_WAY / 2 >= 82 + font(15).get_height() - 1, top
    assert top + PANEL_WAY / 2 <= L.board.y, top


def test_the_refusals_tag_keeps_its_full_size() -> None:
    """Shot 17: « Trop tard : un adversaire l'a déjà prise » shrank to fit the centre's tag, tiny beside
    the toast; shorter, it keeps the tag's 15 px."""
    from game import i18n
    from scenes.monsters.drawing import CENTRE_TAG_W, fit

    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        said = t("monsters.centre_swapped", who=t("monsters.example.rival"))  # nc35: no « Trop tard » tag
        assert fit(said, CENTRE_TAG_W, 15, True) == 15, said
        assert fit(t("monsters.centre_swapped", who="Bot 2"), CENTRE_TAG_W, 15, True) == 15
    i18n.set_lang("fr")
