"""Issue 12: a Monsters round ends on a summary (who won, the winning trick with its line and three
cards, the colours taken) with a Continue button; the next countdown starts after Continue (when
only bots play: after a few seconds)."""

from __future__ import annotations

import pygame
from scene_input import click, key, run
from test_scenes_monsters import table_with

from game import i18n
from scenes.monsters import table as monsters_table
from scenes.monsters.drawing import L


def until_summary(app, table, limit=4000):
    for _ in range(limit):
        app.frame(1 / 10, draw=False)  # the race is not looked at: the summary is, and it is drawn after
        if table.round_panel is not None:
            return
    raise AssertionError("no round ended")


def test_the_summary_waits_for_continue_and_shows_the_winning_trick(app):
    table = table_with(app, ["human", "bot:hard"], seed=2, options={"rounds": 3})
    until_summary(app, table)
    d = table.round_panel
    assert d["winners"] == [1]
    trick = d["trick"]
    assert trick["seat"] == 1 and len(trick["placements"]) == 3 and trick["lines"]  # the line to draw
    app.frame(1 / 30)  # it draws (the trick, its cards, the colours, Continue)
    run(app, 10.0)
    assert table.round_panel is not None and table.countdown is None  # no timer while a person plays
    button = L.continue_button()
    click(app, (button.x - 40, button.y - 200))  # a click elsewhere: nothing
    assert table.round_panel is not None
    click(app, button.center)
    assert table.round_panel is None
    for _ in range(100):
        app.frame(1 / 10)
        if table.countdown is not None:
            break
    assert table.countdown is not None  # the next round's countdown comes after Continue


def test_a_press_right_as_the_round_ends_does_not_skip_the_summary(app):
    table = table_with(app, ["human", "bot:hard"], seed=2, options={"rounds": 3})
    until_summary(app, table)
    key(app, pygame.K_RETURN)  # meant for the race, arrives with the summary
    assert table.round_panel is not None
    run(app, monsters_table.PANEL_GUARD)
    key(app, pygame.K_RETURN)
    assert table.round_panel is None


def test_bots_only_the_summary_goes_on_by_itself(app):
    table = table_with(app, ["bot:hard", "bot:medium"], seed=5, options={"rounds": 3})
    until_summary(app, table)
    assert 0 < table.round_panel_left <= monsters_table.ROUND_PANEL_BOTS
    run(app, monsters_table.ROUND_PANEL_BOTS + 0.5)
    assert table.round_panel is None


def test_the_summary_speaks_both_languages(app):
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        for k in ("colours", "trick", "continue", "results", "auto"):  # its layers: monsters.layer.*
            text = i18n.t(f"monsters.panel.{k}", who="A", colour="B", n=1)
            assert text and not text.startswith("monsters.")
    assert i18n.t("monsters.panel.continue") != i18n.ui_strings("fr")["monsters.panel.continue"]
    i18n.set_lang("fr")
