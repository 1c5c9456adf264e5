"""Issue 24's Elemons items: tiles counted from 1 everywhere (refusals, log, numbers drawn on the
tiles, keys 1-9), clicks made during a Hydromon peek kept rather than lost, another player's
unmatched tiles kept up until the person has seen them (setting `tiles_up`), and won Elemons that
never overlap in a panel."""

from __future__ import annotations

import json

import pygame
import pytest
from scene_input import click, key, open_scenario, run
from waiting import wait_until

from game import i18n
from game.core import Refusal
from game.match import Match
from scenes.app import open_table
from scenes.elemons.table import ElemonsTable, won_grid
from scenes.menu import MenuScene
from scenes.settings import Settings

FR = {"empty_slot": "Il n'y a pas de tuile à l'emplacement 1", "rock_there": "Un Rocher bloque déjà la tuile 3",
      "face_up": "La tuile 2 est déjà retournée"}


def table_at(app, tmp_path, grid, pile, seats=("human", "human"), speed="instant") -> ElemonsTable:
    scenario = tmp_path / "scenario.yaml"
    scenario.write_text(f"game: elemons\nseats: 2\ngrid: [{', '.join(grid)}]\npile: [{', '.join(pile)}]\n")
    table = open_scenario(app, "elemons", seats, scenario, speed=speed)
    assert isinstance(table, ElemonsTable)
    return table


def idle(app, table, limit=900):
    for _ in range(limit):
        app.frame(1 / 60)
        if not table.busy:
            return
    pytest.fail("the table never caught up")


# -- tiles counted from 1 everywhere -------------------------------------------------------------
@pytest.mark.parametrize("key_, slot", [("empty_slot", 0), ("rock_there", 2), ("face_up", 1)])
def test_a_refusal_names_the_tile_as_the_screen_counts_it(key_, slot):
    i18n.set_lang("fr")
    words = i18n.refusal("elemons", Refusal("engine words", f"elemons.{key_}", slot=slot))
    assert words == FR[key_]


def test_clicking_a_turned_tile_says_its_own_number(app, tmp_path):
    grid = "geomon pyromon aeromon hydromon floramon polymon electromon geomon pyromon".split()
    table = table_at(app, tmp_path, grid, ["floramon"] * 6)
    click(app, table.slot_rect(1).center)  # tile 2
    run(app, 0.1)
    click(app, table.slot_rect(1).center)  # tile 2 again
    assert table.error == FR["face_up"]
    assert table.log.entries[-1].startswith("Tuile 2 ")  # the log counts the same way
    assert i18n.name("elemons", "pyromon") not in table.log.entries[-1]  # a memory game: not what it showed


def test_the_rock_refusal_names_the_rocks_tile(app, tmp_path):
    grid = "geomon geomon pyromon aeromon hydromon floramon polymon electromon pyromon".split()
    table = table_at(app, tmp_path, grid, ["floramon"] * 8)
    click(app, table.slot_rect(0).center)
    click(app, table.slot_rect(1).center)
    run(app, 0.2)
    click(app, table.slot_rect(2).center)  # the Rock on tile 3
    run(app, 0.2)
    end = next((b for b in table.bar.buttons if b.tag == "end"), None)
    if end is not None:  # the turn may end by itself once the Rock is down
        click(app, end.rect.center)
        run(app, 0.3)
    if app.stack.top is not table:
        key(app, pygame.K_RETURN)  # the hand-over
        run(app, 0.2)
    key(app, pygame.K_3)  # the other player, by the key that names tile 3
    assert table.error == FR["rock_there"]


def test_every_tile_carries_its_number(app, tmp_path):
    grid = "geomon pyromon aeromon hydromon floramon polymon electromon geomon pyromon".split()
    table = table_at(app, tmp_path, grid, ["floramon"] * 6)
    import scenes.elemons.table as mod

    drawn: list[str] = []
    real = mod.render

    def spy(text, *a, **kw):
        drawn.append(text)
        return real(text, *a, **kw)

    mod.render = spy
    try:
        table.draw_table(app.canvas)
    finally:
        mod.render = real
    assert [str(n) for n in range(1, 10)] == [d for d in drawn if d.isdigit()][:9]


# -- clicks during a Hydromon peek ----------------------------------------------------------------
def test_clicks_during_a_peek_are_kept_and_played_in_turn(app, tmp_path):
    grid = "hydromon hydromon aeromon geomon pyromon floramon polymon electromon geomon".split()
    table = table_at(app, tmp_path, grid, ["aeromon"] * 6, seats=("human", "bot:easy"), speed="normal")
    click(app, table.slot_rect(0).center)
    idle(app, table)
    click(app, table.slot_rect(1).center)
    idle(app, table)
    assert table.view["phase"] == "peek"
    for s in (2, 3, 4, 5):  # four quick clicks, each while the one before is still turning
        click(app, table.slot_rect(s).center)
    assert table.waiting_clicks, "a click made while a tile turns is kept"
    assert "Clic retenu" in table.waiting_note() and not table.error  # told why it waits, not as an error
    for _ in range(600):
        app.frame(1 / 60)
        if not table.waiting_clicks and not table.busy:
            break
    peeks = [m for seat, m in table.feed.match.moves if seat == 0 and m.startswith("peek")]
    assert peeks == ["peek 2", "peek 3", "peek 4", "peek 5"]


# -- another player's unmatched tiles stay up ------------------------------------------------------
def bot_mismatch(app, tmp_path, seconds: float) -> ElemonsTable:
    """The person turns two tiles that differ; the bot then turns two that differ too (tiles 5 and 6
    are the only ones it has not seen... it turns whatever it likes: we wait for its miss)."""
    app.settings.tiles_up = seconds
    grid = "geomon pyromon aeromon hydromon floramon polymon electromon aeromon pyromon".split()
    table = table_at(app, tmp_path, grid, ["floramon"] * 6, seats=("human", "bot:easy"), speed="normal")
    for _ in range(20):
        seat = table.human_to_act()
        if seat is not None:  # the person misses on purpose: two tiles that differ, not yet seen
            fresh = [s for s in range(9) if table.m.grid[s].tile and table.m.grid[s].face_up is None]
            table.act(seat, table.grid_attempt(fresh[0]))
            idle(app, table)
            table.act(seat, table.grid_attempt(fresh[1]))
        for _ in range(900):
            app.frame(1 / 60)
            if table.up_slots and table.up_who == 1:
                return table
            if table.up_slots:  # the person's own miss waits for them too: seen
                table._release_up()
            if table.human_to_act() is not None and not table.busy:
                break
    pytest.fail("the bot never missed a pair")


def test_the_bots_unmatched_tiles_stay_up_for_the_setting_then_turn_back(app, tmp_path):
    table = bot_mismatch(app, tmp_path, 3.0)
    slots = list(table.up_slots)
    run(app, 2.5)
    assert table.up_slots == slots and all(s in table.peeked for s in slots)  # still face up after 2.5 s
    assert table.human_to_act() is None  # and the person cannot play over them yet
    run(app, 1.5)
    assert table.up_slots == []
    idle(app, table)
    assert not any(s in table.peeked for s in slots)


def test_until_a_click_keeps_them_up_and_a_key_turns_them_back(app, tmp_path):
    table = bot_mismatch(app, tmp_path, 0.0)
    run(app, 10.0)
    assert table.up_slots, "with 'until a click' the tiles wait for the person"
    key(app, pygame.K_SPACE)
    assert table.up_slots == []
    idle(app, table)
    assert table.human_to_act() == 0


def test_on_a_shared_screen_the_next_person_sees_them_and_facing_a_bot_ones_own_wait_too(app, tmp_path):
    grid = "geomon pyromon aeromon hydromon floramon polymon electromon aeromon pyromon".split()
    table = table_at(app, tmp_path, grid, ["floramon"] * 6, speed="normal")  # two people, one screen
    for s in (0, 1):
        table.act(0, table.grid_attempt(s))
        idle(app, table) if s == 0 else app.frame(1 / 60)
    for _ in range(120):
        app.frame(1 / 60)
        if table.up_slots:
            break
    assert table.up_slots == [0, 1] and table.up_who == 0
    app.stack.scenes.clear()
    solo = table_at(app, tmp_path, grid, ["floramon"] * 6, seats=("human", "bot:easy"), speed="normal")
    solo.act(0, solo.grid_attempt(0))
    idle(app, solo)
    app.settings.tiles_up = 0.0  # the default: until a click
    solo.act(0, solo.grid_attempt(1))
    run(app, 5.0)
    assert solo.up_slots == [0, 1] and solo.up_who == 0, "one's own missed tiles wait for a click too"
    assert solo.up_words().startswith("Vos tuiles 1, 2")
    assert solo.m.current == 0 and solo.feed.bot_to_act() == 1  # the bot's turn is not shown under them
    click(app, solo.slot_rect(4).center)  # a click anywhere: seen (it turns no tile)
    assert solo.up_slots == [] and not any(m.startswith("flip 4") for _, m in solo.feed.match.moves)


def test_the_setting_is_offered_saved_and_checked(app, private_home):
    from scenes.common import SettingsScene

    app.settings.tiles_up = 3.0  # the default of a fresh home (the test fixture shortens it)
    app.stack.push(SettingsScene(app))
    scene = app.stack.top
    button = next(b for b in scene.bar.buttons if b.label.startswith("Elemons, tuiles retournées"))
    button.action()
    assert app.settings.tiles_up == 5.0
    assert json.loads(Settings.path().read_text(encoding="utf-8"))["tiles_up"] == 5.0
    Settings.path().write_text('{"tiles_up": 99}', encoding="utf-8")
    assert Settings.load()[0].tiles_up == 0.0  # a value not offered falls back to the default: until a click
    assert Settings().tiles_up == 0.0


# -- won Elemons never overlap -----------------------------------------------------------------------
@pytest.mark.parametrize("n", [1, 7, 10, 16, 30])
def test_won_elemons_never_overlap_and_stay_in_their_band(app, n):
    app.stack.push(MenuScene(app))
    open_table(app, Match("elemons", ["human", "bot:easy"], seed=2))
    table = app.stack.top
    rects = [table.won_rect(0, i, n) for i in range(n)]
    panel = table.panel_rect(0)
    band_bottom = table.giga_rect(0, 0).top
    for i, r in enumerate(rects):
        assert panel.contains(r) and r.bottom <= band_bottom and r.top >= panel.y + 50, (i, r)
        for other in rects[i + 1 :]:
            assert not r.colliderect(other), (r, other)
    size, _ = won_grid(n, panel.width - 20, 36)
    assert size >= (34 if n <= 7 else 12)  # as large as they fit


# -- issue 24, second newcomer: every reveal waits, and the next turn waits behind it --------------
def test_the_last_peek_stays_in_sight_and_the_bots_turn_waits_for_a_click(app, tmp_path):
    app.settings.tiles_up = 0.0
    grid = "hydromon hydromon aeromon geomon pyromon floramon polymon electromon geomon".split()
    table = table_at(app, tmp_path, grid, ["aeromon"] * 6, seats=("human", "bot:easy"), speed="normal")
    for s in (0, 1):
        table.act(0, table.grid_attempt(s))
        assert wait_until(lambda: table.up_won or not table.busy, 5, 0, lambda: app.frame(1 / 60))
    key(app, pygame.K_SPACE)  # one's own pair, seen
    idle(app, table)
    for s in (2, 3, 4, 5):
        table.act(0, table.grid_attempt(s))
        for _ in range(300):
            app.frame(1 / 60)
            if table.up_slots or not table.busy:
                break
    run(app, 6.0)
    assert table.up_peek and table.up_slots == [2, 3, 4, 5], "the four looked-at tiles wait for the person"
    assert all(s in table.peeked for s in (2, 3, 4, 5))
    assert table.m.current == 0, "the bot's turn does not begin under the peeked tiles"
    assert table.up_words().startswith("Tuiles 3, 4, 5, 6 regardées en secret")
    key(app, pygame.K_SPACE)
    assert table.up_slots == []
    for _ in range(600):
        app.frame(1 / 60)
        if table.m.current == 1:
            break
    assert table.m.current == 1 and not table.peeked, "seen: the tiles go back, then the bot plays"
