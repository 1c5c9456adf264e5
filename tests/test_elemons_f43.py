"""Rounds 44 and 46's fixes on Elemons (fix round f43), each from a newcomer's report."""

from __future__ import annotations

from scene_input import open_scenario
from test_elemons_issue24_r12 import _scenario
from waiting import wait_until

from game import i18n


def test_a_burn_the_screen_makes_itself_never_says_the_power_waits_for_a_catch(app, tmp_path):
    """nc46 shots 101-102: after a Pyromon pair, « Pyromon : votre adversaire perd un Elemon tiré au hasard. Ou
    prenez d'abord Heliomon … : le pouvoir vous attend. »; the catch was clicked, and the log told the burn
    first: with one opponent the screen answers the Pyromon by itself. Its prompt no longer promises a wait;
    a power that does wait (the Geomon's Rock) still says so."""
    i18n.set_lang("fr")
    grid = ["pyromon", "pyromon", "aeromon", "hydromon", "geomon", "floramon", "polymon", "electromon", "aeromon"]
    path = _scenario(tmp_path, grid, ["hydromon"] * 6, [["geomon", "geomon", "geomon"], ["floramon", "pyromon"]])
    table = open_scenario(app, "elemons", ["human", "bot:easy"], path)
    frame = lambda: app.frame(1 / 60)  # noqa: E731
    seen: list[str] = []
    real = table.build_buttons

    def build(seat=None):
        real(seat)
        if table.view["phase"] == "burn":
            seen.append(table.prompt.replace("\u00a0", " ").replace("\u202f", " "))

    table.build_buttons = build
    for slot in (0, 1):
        assert wait_until(lambda: table.human_to_act() == 0, 10, 0, frame)
        table.act(0, table.grid_attempt(slot))
    assert wait_until(lambda: table.view["phase"] == "after" or table.view["phase"] == "flip", 10, 0, frame)
    assert seen, "the burn's prompt was never built"
    assert all("le pouvoir vous attend" not in p for p in seen), seen
    assert all(p.startswith("Pyromon : votre adversaire perd un Elemon tiré au hasard.") for p in seen), seen
    assert any(str(m[1]).startswith("burn") for m in table.feed.match.moves), table.feed.match.moves


def test_a_kind_new_to_the_hand_rings_its_place_while_its_tiles_fly_in(app, tmp_path, monkeypatch):
    """nc44 shots 022, 083: while a pair of a kind new to the hand flew in, its place in the row was a bare hole
    between the pictures (« the icons jump and leave a gap »). The place is ringed until the tiles land, then
    the picture comes; a kind already held shows its picture all along."""
    import pygame
    from test_elemons_nc26 import land
    from test_elemons_why import table_at

    import scenes.elemons.table as screen

    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"), speed="normal")
    table.m.players[0].tiles = ["pyromon", "pyromon", "hydromon"]
    spot = next(r for r, k, _n in table.hand_spots(0) if k == "pyromon")
    ringed: list[pygame.Rect] = []
    real = screen.pygame.draw.rect

    def rect(surf, color, r, width=0, **kw):
        if width == 1 and color == screen.MUTED:
            ringed.append(pygame.Rect(r))
        return real(surf, color, r, width, **kw)

    monkeypatch.setattr(screen.pygame.draw, "rect", rect)
    table._fly_pair({0: "pyromon", 1: "pyromon"}, 0, 0.0)
    table.draw_player(pygame.Surface((1280, 720)), 0)
    assert spot in ringed, (spot, ringed)
    hydro = next(r for r, k, _n in table.hand_spots(0) if k == "hydromon")
    assert hydro not in ringed
    land(table)
    ringed.clear()
    table.draw_player(pygame.Surface((1280, 720)), 0)
    assert spot not in ringed
