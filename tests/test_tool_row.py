"""The tool row under the log (Undo, the hint, Last turn) keeps each label on one line in every game
and both languages: "Annuler / (U)" on two lines parted a word from its key (an Elemons newcomer)."""

from __future__ import annotations

import pygame
import pytest
from test_kit import open_on, people

from game import i18n, registry
from game.match import Match
from scenes.ui import Button, label_size


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("gid", registry.GAME_IDS)
def test_undo_hint_and_last_turn_each_fit_one_line(app, monkeypatch, gid, lang):
    i18n.set_lang(lang)
    try:
        table = open_on(app, Match(gid, people(gid), seed=3))
        monkeypatch.setattr(table.feed, "offers_undo", lambda: True)  # a game against bots
        monkeypatch.setattr(table, "_undo_seat", lambda: 0)  # a move that can be taken back
        monkeypatch.setattr(table, "last_record", lambda: object())  # and a last turn to show again
        table._build_tools()
        table.tools.draw(pygame.Surface((1280, 720)))
        tags = {b.tag for b in table.tools.buttons}
        assert {"undo", "again"} <= tags, tags
        for b in table.tools.buttons:
            size, lines = b.fitted()
            assert len(lines) == 1, (gid, b.label, lines, b.rect.width, size)
    finally:
        i18n.set_lang("fr")


def test_one_line_a_size_smaller_beats_two_lines():
    """The label's size: two lines at the larger size lose to one line at the next size down."""
    i18n.set_lang("fr")
    rect = pygame.Rect(0, 0, 100, 40)
    size = label_size("Annuler (U)", rect)
    assert Button(rect, "Annuler (U)", lambda: None).fitted() == (size, ["Annuler (U)"])


@pytest.mark.parametrize("gid", registry.GAME_IDS)
def test_the_hint_button_keeps_its_place_while_undo_and_last_turn_come_and_go(app, monkeypatch, gid):
    """An Evolution newcomer clicked where "Conseil" had been and hit "Annuler (U)", which had just
    come up: every tool button keeps one place, the others' places stay free while they are away."""
    table = open_on(app, Match(gid, people(gid), seed=3))
    monkeypatch.setattr(table.feed, "offers_undo", lambda: True)
    rects = {}
    for undo in (None, 0):
        for last in (None, object()):
            monkeypatch.setattr(table, "_undo_seat", lambda u=undo: u)
            monkeypatch.setattr(table, "last_record", lambda r=last: r)
            table._build_tools()
            by_tag = {b.tag: b.rect.copy() for b in table.tools.buttons}
            assert ("undo" in by_tag) == (undo is not None) and ("again" in by_tag) == (last is not None)
            for tag, rect in by_tag.items():
                assert rects.setdefault(tag, rect) == rect, (gid, tag, undo, last, rect, rects[tag])
    assert set(rects) == {"undo", "again", "hint"}
    assert not rects["hint"].colliderect(rects["undo"]) and not rects["hint"].colliderect(rects["again"])


def test_last_turn_has_one_name_in_the_tutorial_and_in_the_game(app):
    """nc10 (Elemons, Evolution): "Revoir le tour (L)" in the tutorial, "Revoir (L)" in the game."""
    from test_tutorial import open_tutorial

    i18n.set_lang("fr")
    game = open_on(app, Match("elemons", ["human", "bot:easy"], seed=3))
    in_game = game.tool_labels()[0]
    app.stack.pop()
    tutorial = open_tutorial(app, "elemons")
    assert tutorial.tool_labels()[0] == in_game == i18n.t("lastturn.button_short")


def test_kaiju_says_take_back_where_its_cards_cancel(app, monkeypatch):
    """nc11: "Annuler (U)" beside cards that "annulent": the newcomer could not tell which it was."""
    i18n.set_lang("fr")
    table = open_on(app, Match("kaiju", ["human", "bot:easy"], seed=3))
    monkeypatch.setattr(table, "_undo_seat", lambda: 0)
    table._build_tools()
    undo = next(b for b in table.tools.buttons if b.tag == "undo")
    assert undo.label == "Défaire (U)" and table.inspect_here(undo.rect.center)[0] == "Défaire (U)"
    other = open_on(app, Match("elemons", ["human", "bot:easy"], seed=3))
    assert other.UNDO_LABEL == "undo.button" and i18n.t(other.UNDO_LABEL) == "Annuler (U)"
