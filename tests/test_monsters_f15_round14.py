"""Round 14 (newcomer nc14, Monsters): one clock and its limit said in the tutorial and a game alike,
the deck-out standing says why a seat leads, the tutorial's words match its labels."""

from __future__ import annotations

import pygame
from scene_input import spy_texts
from test_scenes_monsters import go_live, table_with

import scenes.monsters.drawing as drawing
from game import i18n, tutorial
from game.i18n import t
from scenes.monsters.drawing import L
from sprites.fonts import TYPE, wrap


def _live_two(app):
    table = table_with(app, ["human", "bot:beginner"], seed=1)
    go_live(app, table)
    return table


def test_the_tutorial_and_a_game_show_the_same_clock_and_say_there_is_no_time_limit(app, monkeypatch) -> None:
    """Shot 04: "Sablier 2:00 à l'arrêt" in the tutorial, shot 35: "Chrono 0:04" in a game, and nothing
    said whether there is a time limit. Now both show "Chrono" and "sans limite de temps"."""
    i18n.set_lang("fr")
    seen = spy_texts(monkeypatch, drawing)
    game = _live_two(app)
    game.draw(pygame.Surface((1280, 720)))
    assert t("monsters.clock") in seen and "sans limite de temps" in seen, seen
    assert t("monsters.sand") not in seen
    seen.clear()
    app.settings.speed = "instant"
    from scene_input import open_table

    open_table(app, tutorial.load("monsters").feed())
    guided = app.stack.top
    assert guided.guided
    guided.draw(pygame.Surface((1280, 720)))
    assert t("monsters.clock") in seen and "sans limite de temps" in seen and "0:00" in seen, seen
    assert t("monsters.sand") not in seen and not any("sablier" in s.lower() for s in seen), seen
    assert guided.inspect_at(L.clock.center)[0] == t("monsters.inspect.clock_name")
    assert "sans limite de temps" in t("monsters.inspect.clock")


def test_a_solo_game_keeps_its_hourglass(app, monkeypatch) -> None:
    """The rules' solo mode races the sand: only the tutorial (which never runs it) shows the clock."""
    seen = spy_texts(monkeypatch, drawing)
    solo = table_with(app, ["human"], scenario="solo_last_seconds.yaml")
    solo.draw(pygame.Surface((1280, 720)))
    assert t("monsters.sand") in seen and t("monsters.no_time_limit") not in seen


def test_the_standing_says_the_tie_break_that_decides(app) -> None:
    """Shot 74: "Bot 2 (débutant) (rouge : 1)" while the person had two tricks to its one. At a tie the
    line names the colour that breaks it, and the figures."""
    i18n.set_lang("fr")
    table = _live_two(app)
    table.model.counts[0].update(yellow=1, green=1)
    table.model.counts[1].update(red=1)
    line = table.painter.standing()
    assert line == t("monsters.standing_tie", who=table.names[1], count=1, colour="rouge", won=1, runner=0), line
    assert "égalité à 1, le rouge départage (1 contre 0)" in line, line
    # shot 59, a 2-2 tie parted by yellow, the person ahead
    table.model.counts[0].update(red=0, blue=0, green=0, yellow=2)
    table.model.counts[1].update(red=0, blue=0, green=2, yellow=1)
    table.model.counts[0]["green"] = 2
    line = table.painter.standing()
    assert line.startswith("En tête si la pioche s'épuise\u00a0: vous, égalité à 2"), line
    assert "le jaune départage (2 contre 1)" in line, line


def test_the_standing_says_most_tricks_of_one_colour_and_fits_its_place(app) -> None:
    """No tie: the reason is the rule itself, "le plus de plis d'une couleur (3 rouges)"; every wording
    fits the three lines under the last trick, with the longest bot name."""
    i18n.set_lang("fr")
    table = _live_two(app)
    table.model.counts[1].update(red=3, blue=1)
    table.model.counts[0].update(green=2)
    line = table.painter.standing()
    assert line.endswith("le plus de plis d'une couleur (3 rouges)"), line
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        for text in (t("monsters.standing_tie", who="Bot 2 (difficile)", count=2, colour="violet", won=2, runner=1),
                     t("monsters.standing", who="Bot 2 (difficile)", count=2, colour="violets")):
            assert len(wrap(text, L.last.w - 8, TYPE.SMALL)) <= 3, text
    i18n.set_lang("fr")
