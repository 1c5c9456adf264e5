"""The setup screen lists what a seat may be (a newcomer found the bot levels only by clicking ◀ ▶)."""

from __future__ import annotations

import pytest
from scene_input import spy_texts

from game import i18n, registry
from scenes import menu
from scenes.menu import MenuScene, SetupScene
from sprites.fonts import TYPE, wrap


@pytest.mark.parametrize("gid", registry.GAME_IDS)
def test_the_setup_says_every_level_a_seat_may_take(app, monkeypatch, gid):
    i18n.set_lang("fr")
    app.stack.push(MenuScene(app))
    app.stack.push(SetupScene(app, gid))
    setup = app.stack.top
    seen = spy_texts(monkeypatch, menu)
    setup.draw(app.canvas)
    line = setup.levels_line()
    lines = wrap(line, menu.WIDTH // 2 - 28, TYPE.SMALL)
    assert len(lines) <= 2 and all(part in seen for part in lines), (lines, seen)
    assert all(len(part.split()) > 1 for part in lines), f"a word alone on its line (nc13 shot-32): {lines}"
    line = line.replace("\u00a0", " ")
    assert line.startswith("Les flèches ◀ ▶") and "Humain" in line, line
    for strength in registry.get(gid).strengths:
        assert f"Bot {i18n.t(f'strength.{strength}')}" in line, line
    # below the seats and their buttons, never over one
    y = 176 + len(setup.seats) * 60 + 50
    right = 40 + menu.WIDTH // 2 - 28
    assert all(b.rect.bottom <= y or b.rect.top >= y + 44 or b.rect.left > right for b in setup.bar.buttons)


def test_a_host_whose_only_other_seats_are_remote_still_says_them(app):
    i18n.set_lang("fr")
    app.stack.push(MenuScene(app))
    setup = SetupScene(app, "kaiju", hosting=True)
    line = setup.levels_line().replace("\u00a0", " ")
    assert "Joueur sur une autre machine" in line and "Humain" not in line, line
