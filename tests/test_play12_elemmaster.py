"""Issue 12 on the Elem Master board: coordinates a-j / 1-10 on the edges, the "played" X never
hides the level digit, the turn number counts rounds as players do."""

from __future__ import annotations

import pygame
from scene_input import run
from test_scenes_elemmaster import new_table

from game.i18n import t
from scenes import elemmaster_panels
from sprites import art_elemmaster as art


def test_the_played_mark_leaves_the_level_digit_alone():
    for cs in (40, 56, 70):
        for level in (1, 3, 5):
            plain = art.stack(0, "fire", level, cs)
            played = art.stack(0, "fire", level, cs, played=True)
            changed = [
                (x, y) for x in range(cs) for y in range(cs) if plain.get_at((x, y)) != played.get_at((x, y))
            ]
            assert changed, "the played mark shows"
            assert all(x >= cs * 0.6 and y >= cs * 0.6 for x, y in changed), (cs, level)  # a corner badge only


def test_the_turn_shown_is_the_round_players_count(app, monkeypatch):
    table = new_table(app, ["human", "bot:easy"])
    run(app, 0.2)
    m = table.m
    m.phase, m.over, m.current = "play", None, 0
    said: list[str] = []
    real = elemmaster_panels.render

    def spy(text, *a, **kw):
        said.append(text)
        return real(text, *a, **kw)

    monkeypatch.setattr(elemmaster_panels, "render", spy)
    for engine_turn, round_no in ((0, 1), (1, 1), (2, 2), (3, 2), (4, 3)):
        m.turn = engine_turn
        m.current = engine_turn % 2
        said.clear()
        elemmaster_panels.draw_side(table, app.canvas)
        assert t("elemmaster.status.turn", who=table.names[m.current], turn=round_no) in said


def test_the_board_has_coordinates_on_its_edges(app, monkeypatch):
    table = new_table(app, ["human", "bot:easy"])
    run(app, 0.2)
    said: list[str] = []
    import scenes.elemmaster_table as mod

    real = mod.render

    def spy(text, *a, **kw):
        said.append(text)
        return real(text, *a, **kw)

    monkeypatch.setattr(mod, "render", spy)
    table.draw_background(pygame.Surface((1280, 720)))
    size = table.lay.size
    assert all(c in said for c in "abcdefghij"[:size]) and all(str(i) in said for i in range(1, size + 1))
