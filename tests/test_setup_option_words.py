"""The setup screen's options (scenes/menu.py) show whole or not at all: in every game, at every
scroll offset, a shown option's explanation lies inside the frame, and each option shows whole at
some offset (a newcomer read Elem Master's "…3 par jouer" cut off at the frame's foot)."""

from __future__ import annotations

import pygame
import pytest

from game import registry
from scenes.menu import MenuScene, SetupScene


@pytest.mark.parametrize("players", ["fewest", "most"])
@pytest.mark.parametrize("gid", registry.GAME_IDS)
def test_every_option_shows_whole_at_some_offset(app, gid, players):
    app.stack.push(MenuScene(app))
    setup = SetupScene(app, gid)
    app.stack.push(setup)
    if players == "most":
        while len(setup.seats) < setup.spec.seats[1]:
            setup.add_seat()
    setup.build()
    surf = pygame.Surface((1280, 720))
    seen: set[str] = set()
    view = setup.view
    for offset in range(0, view.max_offset + 20, 10):
        view.scroll_to(offset)
        setup.build()
        setup.draw(surf)
        shown = {b.tag.split(":", 1)[1] for b in setup.bar.buttons if str(b.tag).startswith("option:")}
        for key, top in setup.option_rows:
            y = view.rect.top + top - view.offset
            whole = y >= view.rect.top - 2 and y + setup.block_height(key) <= view.rect.bottom + 2
            assert (key in shown) == whole == setup.row_shown(key, top), (gid, key, offset)
        seen |= shown
    keys = {k for k, _ in setup.option_rows}
    assert seen == keys, f"{gid}: never shown whole: {sorted(keys - seen)}"
    if gid == "elemmaster" and players == "fewest":
        view.scroll_to(0)
        setup.build()
        first = {b.tag for b in setup.bar.buttons if str(b.tag).startswith("option:")}
        assert "option:events" in first, first  # the five options of a duel fit without scrolling
