"""The client, headless: menu, setup, the Elemons table driven by clicks and keys, saves."""

import json

import pygame
import pytest
from scene_input import click, key, run  # noqa: E402

from game import i18n
from game.match import Match
from scenes.app import open_table, save_path
from scenes.elemons.table import ElemonsTable
from scenes.menu import MenuScene, SetupScene


def scenario_table(app, tmp_path, grid, pile, won=None):
    """Two people at a table set up from a scenario, the opening shown."""
    scenario = tmp_path / "scenario.yaml"
    lines = ["game: elemons", "seats: 2", f"grid: [{', '.join(grid)}]", f"pile: [{', '.join(pile)}]"]
    if won:
        lines.append(f"won: [[{', '.join(won[0])}], [{', '.join(won[1])}]]")
    scenario.write_text("\n".join(lines) + "\n")
    app.settings.speed = "instant"
    app.stack.push(MenuScene(app))
    open_table(app, Match("elemons", ["human", "human"], scenario=str(scenario)))
    run(app, 0.1)
    return app.stack.top


def table_with(app, seats, seed=4, speed="instant"):
    app.settings.speed = speed
    app.stack.push(MenuScene(app))
    m = Match("elemons", seats, seed=seed)
    open_table(app, m)
    table = app.stack.top
    assert isinstance(table, ElemonsTable)
    return table


def test_menu_lists_all_five_games(app):
    app.stack.push(MenuScene(app))
    app.frame(1 / 60)
    menu = app.stack.top
    tags = [b.tag for b in menu.bar.buttons if b.tag]
    assert tags == ["elemons", "evolution", "monsters", "kaiju", "elemmaster"]
    assert next(b for b in menu.bar.buttons if b.tag == "elemons").enabled


def test_setup_then_start_opens_the_table(app):
    app.stack.push(MenuScene(app))
    app.stack.push(SetupScene(app, "elemons"))
    setup = app.stack.top
    for _ in range(len(setup.seat_kinds(1))):
        if setup.seats[1] == "bot:hard":
            break
        setup.cycle_seat(1)
    assert setup.seats == ["human", "bot:hard"]
    setup.start()
    assert isinstance(app.stack.top, ElemonsTable)


def test_clicking_two_tiles_plays_them(app):
    table = table_with(app, ["human", "bot:easy"])
    app.frame(1 / 60)
    click(app, table.slot_rect(0).center)
    run(app, 0.1)
    assert table.feed.match.moves[0] == [0, "flip 0"]
    assert table.model.grid[0].face_up is not None
    click(app, table.slot_rect(1).center)
    run(app, 0.2)
    assert table.feed.match.moves[1] == [0, "flip 1"]


def test_keyboard_plays_too(app):
    table = table_with(app, ["human", "bot:easy"])
    app.frame(1 / 60)
    key(app, pygame.K_5)
    run(app, 0.1)
    assert table.feed.match.moves[0] == [0, "flip 4"]
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    run(app, 0.1)
    assert table.feed.match.moves[1] == [0, "flip 5"]


def test_bots_play_a_whole_game_and_results_open(app):
    table = table_with(app, ["bot:medium", "bot:easy"])
    for _ in range(4000):
        app.frame(1 / 30)
        if table.finished_shown:
            break
    assert table.feed.match.state.is_over
    results = app.stack.top
    assert type(results).__name__ == "ResultsScene"
    res = table.feed.match.state.result()
    assert res.winners
    # what the results screen shows per seat (scenes/common.py `breakdown`): Gigamons and Elemons won
    assert results.rows == [[i18n.t("results.elemons.gigamons", n=res.details["gigamons"][s]),
                             i18n.t("results.elemons.elemons", n=res.details["elemons"][s])] for s in (0, 1)]


def test_autosave_after_each_action_and_resume(app):
    table = table_with(app, ["human", "bot:easy"])
    app.frame(1 / 60)
    click(app, table.slot_rect(2).center)
    run(app, 0.1)
    saved = json.loads(save_path("elemons").read_text())
    assert saved["log"]["moves"] == [[0, "flip 2"]]
    app.stack.clear_to(MenuScene(app))
    menu = app.stack.top
    menu.resume("elemons")
    resumed = app.stack.top
    assert isinstance(resumed, ElemonsTable)
    assert resumed.feed.match.state.to_json() == table.feed.match.state.to_json()


def test_corrupt_save_is_set_aside_not_crashed_on(app, private_home):
    path = save_path("elemons")
    path.write_text("{not json")
    app.stack.push(MenuScene(app))
    menu = app.stack.top
    menu.resume("elemons")
    assert isinstance(app.stack.top, MenuScene)
    assert not path.exists()
    assert list(path.parent.glob("elemons.corrupt-*.json"))
    assert "elemons.corrupt" in menu.message


def test_pause_and_settings(app):
    table = table_with(app, ["human", "bot:easy"], speed="normal")
    key(app, pygame.K_ESCAPE)
    assert type(app.stack.top).__name__ == "PauseScene"
    assert table in app.stack.visible()  # the pause draws over the table
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is table


def test_look_away_before_a_private_peek_on_a_shared_screen(app, tmp_path):
    from scenes.common import LookAway

    grid = "hydromon hydromon aeromon geomon pyromon floramon polymon electromon geomon".split()
    table = scenario_table(app, tmp_path, grid, ["aeromon"] * 3)
    st = table.feed.match.state
    click(app, table.slot_rect(0).center)
    click(app, table.slot_rect(1).center)
    run(app, 0.5)
    assert st.phase == "peek"
    click(app, table.slot_rect(2).center)
    run(app, 0.2)
    assert isinstance(app.stack.top, LookAway)
    assert table.model.grid[2].face_up is None and 2 not in table.peeked  # nothing is shown before the others look away
    key(app, pygame.K_RETURN)
    run(app, 0.2)
    assert table.peeked.get(2) == "aeromon"


def test_window_resize_keeps_the_canvas_mapping(app):
    app.window = pygame.display.set_mode((640, 360), pygame.RESIZABLE)
    assert app.to_canvas((320, 180)) == (640, 360)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_ui_string_exists_in_both_languages(lang):
    from game import i18n

    assert set(i18n.ui_strings(lang)) == set(i18n.ui_strings("fr" if lang == "en" else "en"))


def test_aeromon_prompt_plays_by_mouse(app, tmp_path):
    """Aeromon by mouse: the one opponent is looked at without a click, then one tile of each side,
    then Swap."""
    grid = "aeromon aeromon geomon geomon pyromon pyromon polymon electromon hydromon".split()
    table = scenario_table(app, tmp_path, grid, ["floramon"] * 8, won=(["hydromon"], ["electromon", "floramon"]))
    st = table.feed.match.state
    click(app, table.slot_rect(0).center)
    click(app, table.slot_rect(1).center)
    run(app, 0.2)
    assert [0, "look 1"] in table.feed.match.moves  # one opponent: nothing to choose
    if isinstance(app.stack.top, type(table)) is False:  # a look-away first on a shared screen
        key(app, pygame.K_RETURN)
        run(app, 0.2)
    assert st.phase == "swap"
    mine, theirs = table.swap_rows()
    click(app, next(r for r, k in mine if k == "hydromon").center)
    click(app, next(r for r, k in theirs if k == "electromon").center)
    swap = next(b for b in table.bar.buttons if b.enabled and b.tag == "swap")
    click(app, swap.rect.center)
    run(app, 0.3)
    assert [0, "swap hydromon electromon"] in table.feed.match.moves
    assert st.current == 1



def test_aeromon_picker_lays_out_its_captions_and_tiles_without_overlap(app, tmp_path):
    """Many Elemons of one's own and one of theirs: the captions sit under the prompt, their tile
    starts after one's own row and caption, and every tile is clear of the buttons below."""
    from sprites.fonts import TYPE, font

    grid = "aeromon aeromon geomon geomon pyromon pyromon polymon electromon hydromon".split()
    mine_won = ["hydromon", "electromon", "floramon", "geomon", "polymon", "pyromon"]
    table = scenario_table(app, tmp_path, grid, ["floramon"] * 8, won=(mine_won, ["electromon"]))
    st = table.feed.match.state
    click(app, table.slot_rect(0).center)
    click(app, table.slot_rect(1).center)
    run(app, 0.2)  # the one opponent is looked at without a click
    if isinstance(app.stack.top, type(table)) is False:
        key(app, pygame.K_RETURN)
        run(app, 0.2)
    assert st.phase == "swap"
    app.frame(1 / 60)
    mine, theirs = table.swap_rows()
    assert len(mine) == 7 and len(theirs) == 1  # the Aeromon pair just won, too
    top = table.swap_label_top()
    f = font(TYPE.SMALL)
    yours = pygame.Rect((mine[0][0].x, top), f.size(i18n.t("elemons.yours")))
    theirs_label = pygame.Rect((theirs[0][0].x, top), f.size(i18n.t("elemons.theirs")))
    tiles = [r for r, _ in mine + theirs]
    assert top >= 512 + f.get_linesize()  # under the prompt's lines (at least one)
    assert not yours.colliderect(theirs_label)
    for i, r in enumerate(tiles):
        assert r.top >= yours.bottom and r.right <= 945, r
        assert all(not r.colliderect(table.wild_rect(k)) for k in range(7)), r  # nor the wild Gigamons
        assert not theirs_label.colliderect(table.wild_rect(6))
        assert all(not r.colliderect(o) for o in tiles[i + 1 :]), tiles
        assert all(not r.colliderect(b.rect) for b in table.bar.buttons), r
    # nc15 shot-91: a prompt drawn on three lines (with the taking rule) was counted as two, and its
    # third line ran over « Vos Elemons / Ses Elemons »: the picker goes under the lines as drawn
    from scenes import ui

    table.prompt = " ".join([i18n.t("elemons.prompt.swap", left=0, targets=1)] * 3)
    app.draw()
    drawn = ui.prompts_drawn()
    assert drawn and drawn[0].height >= 3 * f.get_linesize(), drawn  # three lines were drawn
    top = table.swap_label_top()
    mine, theirs = table.swap_rows()
    assert top >= drawn[0].bottom, (top, drawn[0])
    for r, _ in mine + theirs:
        assert r.top >= top + f.get_linesize() and r.bottom <= min(b.rect.top for b in table.bar.buttons), r
    click(app, next(r for r, k in mine if k == "pyromon").center)
    assert table.swap_pick["mine"] == "pyromon"
