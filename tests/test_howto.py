"""How to play and the player aid: the data of every game, the scrolling page, F1 on a table, check-data."""

import pygame
import pytest
from scene_input import click, key, run

import main
from game import i18n
from game.data import DataError
from game.match import Match
from scenes import howto
from scenes.app import open_table
from scenes.common import PauseScene
from scenes.howto import AidScene, HowToScene, check_howto, load_howto
from scenes.menu import MenuScene

GAMES = ["elemons", "evolution", "monsters", "kaiju", "elemmaster"]


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_has_a_checked_howto_in_both_languages(game_id):
    check_howto(game_id)  # every picture is one of the game's components
    h = load_howto(game_id)
    ids = [s.id for s in h.sections]
    assert ids[:3] == ["goal", "setup", "turn"] and "end" in ids and ids[-1] == "rulings"
    for s in h.sections:
        for lang in ("fr", "en"):
            assert s.text[lang] and s.title[lang]
            assert "`" not in s.text[lang] and "| ---" not in s.text[lang] and "../" not in s.text[lang]
    assert h.sections[0].text["fr"] != h.sections[0].text["en"]  # written in each language
    assert len(h.aid_rows) >= 5


def test_kaiju_aid_lists_effects_1_to_11():
    rows = [r.text["en"] for r in load_howto("kaiju").aid_rows]
    for n in range(1, 9):
        assert any(text.startswith(f"{n}:") for text in rows)
    assert any(text.startswith("9, 10, 11") for text in rows)


def test_a_bad_howto_stops_check_data_with_file_and_line(tmp_path, monkeypatch, capsys):
    bad = tmp_path / "howto.yaml"
    bad.write_text(
        "sections:\n"
        "  - id: goal\n"
        "    title: {fr: But, en: Goal}\n"
        "    text: {fr: Gagner}\n",
        encoding="utf-8",
    )
    monkeypatch.setattr(howto, "game_file", lambda gid, name: bad)
    with pytest.raises(DataError) as err:
        load_howto("elemons")
    assert "howto.yaml:4" in str(err.value) and "'en'" in str(err.value)
    assert main.main(["check-data"]) == 2
    assert "howto.yaml:4" in capsys.readouterr().err


def test_unknown_picture_is_refused(tmp_path, monkeypatch):
    good = (howto.game_file("elemons", "howto.yaml")).read_text(encoding="utf-8")
    bad = tmp_path / "howto.yaml"
    bad.write_text(good.replace("show: [rock]", "show: [rok]"), encoding="utf-8")
    monkeypatch.setattr(howto, "game_file", lambda gid, name: bad)
    with pytest.raises(DataError, match="'rok' is not one of the game's components"):
        check_howto("elemons")


@pytest.mark.parametrize("game_id", GAMES)
def test_the_page_scrolls_by_wheel_keys_and_dragged_bar(app, game_id):
    app.stack.push(MenuScene(app))
    app.stack.push(HowToScene(app, game_id))
    page = app.stack.top
    app.frame(1 / 60)
    assert page.view.max_offset > 0  # the page is longer than the screen, so the bar shows
    assert page.view.thumb() is not None
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_y=-1.0))
    app.frame(1 / 60)
    step = page.view.wheel_step
    assert page.view.offset == min(step, page.view.max_offset) and step >= 100, step  # a fifth of the view
    key(app, pygame.K_PAGEDOWN)
    assert page.view.offset > step
    key(app, pygame.K_HOME)
    assert page.view.offset == 0
    key(app, pygame.K_END)
    assert page.view.offset == page.view.max_offset
    key(app, pygame.K_HOME)
    thumb = page.view.thumb()
    click(app, thumb.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(thumb.centerx, thumb.centery + 200), rel=(0, 200),
                                         buttons=(1, 0, 0)))
    app.frame(1 / 60)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(thumb.centerx, thumb.centery + 200), button=1))
    app.frame(1 / 60)
    assert page.view.offset > 0 and page.view.dragging is None
    # the contents column jumps to a section
    last = len(page.howto.sections) - 1
    click(app, page.bar.buttons[last].rect.center)
    assert page.view.offset == min(page.view.max_offset, page.tops[last])
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)


def test_the_page_follows_the_language(app):
    i18n.set_lang("fr")
    try:
        app.stack.push(HowToScene(app, "elemons"))
        app.frame(1 / 60)
        fr_height = app.stack.top.view.content_height
        i18n.set_lang("en")
        app.frame(1 / 60)
        assert app.stack.top._lang == "en" and app.stack.top.view.content_height != fr_height
    finally:
        i18n.set_lang("en")


def elemons_table(app):
    app.settings.speed = "instant"
    app.stack.push(MenuScene(app))
    open_table(app, Match("elemons", ["human", "bot:easy"], seed=4))
    app.frame(1 / 60)
    return app.stack.top


@pytest.mark.parametrize("k", [pygame.K_F1])
def test_f1_opens_the_aid_over_the_table_and_closes_it(app, k):
    """(H asks for a hint at the table: tests/test_hints.py.)"""
    table = elemons_table(app)
    key(app, k)
    aid = app.stack.top
    assert isinstance(aid, AidScene) and aid.overlay and app.stack.scenes[-2] is table
    assert aid.view.content_height > 0
    key(app, k)
    assert app.stack.top is table


def test_the_question_mark_opens_the_aid_and_a_click_outside_closes_it(app):
    table = elemons_table(app)
    click(app, table.aid_rect.center)
    aid = app.stack.top
    assert isinstance(aid, AidScene)
    click(app, (5, 715))
    assert app.stack.top is table


def test_pause_opens_how_to_play_and_back_returns_to_pause(app):
    table = elemons_table(app)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
    button = next(b for b in app.stack.top.bar.buttons if b.label == i18n.t("menu.howto"))
    click(app, button.rect.center)
    assert isinstance(app.stack.top, HowToScene)
    back = app.stack.top.bar.buttons[-1]
    click(app, back.rect.center)
    assert isinstance(app.stack.top, PauseScene)
    run(app, 0.05)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is table


def test_menu_has_how_to_play_for_each_game(app):
    app.stack.push(MenuScene(app))
    app.frame(1 / 60)
    hows = [b for b in app.stack.top.bar.buttons if b.label == i18n.t("menu.howto")]
    assert len(hows) == 5
    click(app, hows[4].rect.center)
    assert isinstance(app.stack.top, HowToScene) and app.stack.top.game_id == "elemmaster"
