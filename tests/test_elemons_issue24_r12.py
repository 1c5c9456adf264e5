"""Issue 24, round 12 (nc11-elemons): the Aeromon's picker opens with its buttons, hints look for an
immediate Gigamon (a Polymon's pair too), the tutorial's catch step in two short boxes, one wording
for the Rock, the help at the tutorial's end, and the easy bot never flips a pair it knows is none."""

from __future__ import annotations

import pygame
import pytest
from scene_input import click, open_scenario
from waiting import wait_until

from game import i18n
from game.match import Match
from scenes.elemons.table import ElemonsTable


def _scenario(tmp_path, grid, pile, won, current=0):
    path = tmp_path / "scenario.yaml"
    hands = ", ".join(f"[{', '.join(h)}]" for h in won)
    path.write_text(f"game: elemons\nseats: 2\ncurrent: {current}\ngrid: [{', '.join(grid)}]\n"
                    f"pile: [{', '.join(pile)}]\nwon: [{hands}]\n")
    return path


def test_the_aeromon_picker_opens_with_its_buttons(app, tmp_path):
    """nc11 shot-85: 'Ne pas échanger' showed while the picker ('Vos Elemons / Ses Elemons') came a
    moment later, and clicks on the hands did nothing. Whenever the swap's buttons show, the picker
    shows, and a click on one's own won Elemon in the panel picks it."""
    i18n.set_lang("fr")
    grid = ["aeromon", "aeromon", "geomon", "hydromon", "pyromon", "floramon", "polymon", "electromon", "geomon"]
    path = _scenario(tmp_path, grid, ["pyromon"] * 6, [["hydromon", "geomon"], ["floramon", "pyromon"]])
    table = open_scenario(app, "elemons", ["human", "bot:easy"], path, speed="normal")
    assert isinstance(table, ElemonsTable)
    table.act(0, table.grid_attempt(0))
    assert wait_until(lambda: table.human_to_act() == 0, 10, 0, lambda: app.frame(1 / 60))
    table.act(0, table.grid_attempt(1))
    buttons_seen = 0

    def look() -> bool:
        nonlocal buttons_seen
        app.frame(1 / 60)
        if any(b.tag == "keep" for b in table.bar.buttons):
            buttons_seen += 1
            row1, row2 = table.swap_rows()
            assert row1 and row2, "the swap's buttons show without its picker"
        return table.human_to_act() == 0 and table.view["phase"] == "swap"

    assert wait_until(look, 10, 0), "the swap never came"
    assert buttons_seen > 1, "the buttons came only once the screen had caught up: nothing was checked early"
    tiles = table.m.players[0].tiles or []
    i = tiles.index("geomon")
    click(app, table.won_rect(0, i, len(tiles)).center)
    assert table.swap_pick["mine"] == "geomon", "a click on one's own Elemon in the panel picks it"
