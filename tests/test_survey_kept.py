"""The end-of-game survey says where the answers went (nc23 Kaiju item 13: « Envoyer » went straight
to the menu, and the newcomer could not tell whether anything was sent): the thank-you names the
game's journal, and the screen the person goes to says it again until they go on."""

from __future__ import annotations

import pygame
from scene_input import click, spy_texts

from game import journal
from game.i18n import t
from game.match import Match
from scenes import playtest
from scenes.app import open_table
from scenes.common import ResultsScene
from scenes.menu import MenuScene
from scenes.playtest import THANKS_FOR, SurveyScene, shown_path


def finished_results(app) -> ResultsScene:
    m = Match("kaiju", ["bot:easy", "bot:easy"], seed=3)
    m.run_bots()
    assert m.state.is_over
    m.seats[0] = "human"  # as the person at this screen played it
    app.settings.speed = "instant"
    app.settings.survey = True
    app.stack.push(MenuScene(app))
    open_table(app, m)
    results = ResultsScene(app, app.stack.top)
    app.stack.push(results)
    return results


def test_a_sent_survey_says_where_it_is_kept_and_the_menu_says_it_again(app, monkeypatch):
    results = finished_results(app)
    book = results.table.journal
    assert results.surveys == [0] and book is not None and book.path is not None
    results.leave(lambda: app.stack.clear_to(app.make("menu")))  # « Menu »
    app.frame(1 / 30, draw=False)
    survey = app.stack.top
    assert isinstance(survey, SurveyScene)
    survey.pick("fun", 4)
    survey.finish()  # « Envoyer »
    where = t("survey.kept_in")
    # where, in words a player reads, with no file path (round 36: three newcomers read
    # « /tmp/…/saves/journals/kaiju-2026….jsonl » as noise, and it ran out of the box)
    assert survey.kept == where and book.path.name not in where and "/" not in where
    kept = [e for e in journal.read(book.path) if e["kind"] == "survey"]
    assert kept and kept[-1]["fun"] == 4
    said = spy_texts(monkeypatch, playtest)
    import scenes.ui

    lines = spy_texts(monkeypatch, scenes.ui)
    survey.draw(app.canvas)
    assert t("survey.thanks") in " ".join(lines + said)
    said_where = [line for line in lines if line and line in where]
    assert " ".join(said_where) == where, "the thank-you says where the answers went, whole"
    box = pygame.Rect(survey.box.x, survey.box.y + 140, survey.box.width, 160)  # SurveyScene.draw's thank-you
    from sprites.fonts import TYPE, font

    assert 68 + len(said_where) * font(TYPE.BODY).get_linesize() <= box.height, "every line inside the box"
    assert all(font(TYPE.BODY).size(line)[0] <= box.width - 40 for line in said_where)
    for _ in range(int((THANKS_FOR + 0.5) * 30)):  # frames: the thank-you goes by itself
        if isinstance(app.stack.top, MenuScene):
            break
        app.frame(1 / 30, draw=False)
    top = app.stack.top
    assert isinstance(top, MenuScene), type(top).__name__
    assert top.notice == t("survey.notice", kept=where)
    foot = spy_texts(monkeypatch, scenes.ui)
    top.draw(app.canvas)
    assert any("Rapport de playtest" in line for line in foot), "the menu says where the answers are"
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)))
    click(app, (5, 5))  # the person goes on: the line has been read
    assert top.notice == ""


def test_a_survey_that_could_not_be_written_says_so(app):
    results = finished_results(app)
    book = results.table.journal
    book.path = None  # a journal that could not be written gives up its file
    book.problem = "disque plein"
    assert results.surveyed(book, 0, 3, None, None, "") == t("survey.not_kept", problem="disque plein")
    hosted = journal.Journal(None, "kaiju", ["human", "bot:easy"], ["", ""], 0, "", sink=lambda e: None)
    assert results.surveyed(hosted, 0, 3, None, None, "") == t("survey.kept_host")


def test_a_path_in_the_home_folder_reads_with_a_tilde(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    assert shown_path(tmp_path / "saves" / "j.jsonl") == "~/saves/j.jsonl"
    assert shown_path(tmp_path.parent / "x.jsonl") == str(tmp_path.parent / "x.jsonl")
