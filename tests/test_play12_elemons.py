"""Issue 12 on the Elemons table: a game-ending moment is announced before it happens (a second
Gigamon held: "one more wins"; the pile empty: "last turn"), the end is said on the table, the
panels keep names and Gigamons apart, and a banner is never cut nor laid over the tiles."""

from __future__ import annotations

import pygame
from scene_input import run, spy_on
from test_scenes_elemons import table_with

from game import i18n
from scenes.elemons.table import GRID_Y, ElemonsTable
from sprites.anim import Banner
from sprites.fonts import render
from sprites.tween import Tween, linear


def play_out(app, table: ElemonsTable) -> list[str]:
    said = spy_on(table.anim, "banner")
    for _ in range(20000):
        app.frame(1 / 30)
        if table.feed.is_over and not table.busy:
            break
    return said


def test_one_more_gigamon_is_announced_before_the_winning_one_and_the_end_is_said(app):
    for seed in range(1, 30):
        app.stack.scenes.clear()
        table = table_with(app, ["bot:hard", "bot:medium"], seed=seed)
        said = play_out(app, table)
        result = table.feed.result()
        if result.details.get("reason", table.view.get("end_reason")) == "gigamons" or any(
            len(p.gigamons) == 3 for p in table.m.players
        ):
            break
    else:
        raise AssertionError("no game ended on a third Gigamon")
    winner = result.winners[0]
    one_more = i18n.t("elemons.announce.one_more", k=2, who=table.names[winner])
    end = i18n.t("elemons.end.gigamons", who=table.names[winner], n=3)
    assert one_more in said and said[-1] == end
    assert said.index(one_more) < len(said) - 1  # said before the winning catch


def test_the_empty_pile_announces_the_last_turn(app):
    table = table_with(app, ["bot:hard", "bot:medium"], seed=3)
    run(app, 0.2)
    table.m.pile = 0
    assert not table.m.over
    shown: list[str] = []
    real = render

    def spy(text, *a, **kw):
        shown.append(text)
        return real(text, *a, **kw)

    import scenes.elemons.table as mod

    mod.render, saved = spy, mod.render
    try:
        table.draw_table(app.canvas)
    finally:
        mod.render = saved
    assert i18n.t("elemons.announce.last_turn") in shown


def test_gigamons_never_cover_a_name_and_stay_in_their_panel(app):
    table = table_with(app, ["bot:hard", "bot:medium", "bot:easy", "bot:easy"], seed=3)
    run(app, 0.2)
    for seat, name in enumerate(table.names):
        r = table.panel_rect(seat)
        name_rect = render(name, 18, (0, 0, 0), bold=True).get_rect(topleft=(r.x + 10, r.y + 8))
        assert r.bottom <= 720
        for i in range(3):
            g = table.giga_rect(seat, i)
            assert r.contains(g) and not g.colliderect(name_rect)
        fan = [table.won_rect(seat, i, 16) for i in range(16)]
        assert all(r.contains(t) for t in fan) and not any(t.colliderect(table.giga_rect(seat, 0)) for t in fan)


def test_a_banner_is_never_cut_and_sits_above_the_grid(app):
    table = table_with(app, ["bot:hard", "bot:medium"], seed=3)
    text = "Bot 2 (moyen) attrape le Gigamon de la victoire (3 sur 3) ! " * 2
    b = Banner(text, table.banner_center, Tween(0.0, 1.0, 1.0, linear))
    r = b.rect(pygame.Rect(0, 0, 1280, 720))
    assert pygame.Rect(0, 0, 1280, 720).contains(r) and r.width <= b.max_width + 44
    assert r.bottom <= GRID_Y  # over the title, not over the tiles just turned


def test_the_turn_limit_announces_the_last_turn_then_ends_the_game(app, tmp_path, monkeypatch):
    """The safety net of data/elemons/tiles.yaml (`turn_limit`) is a game-ending moment too: the
    table says "last turn" as that turn starts, then the end and its reason."""
    import shutil
    from pathlib import Path

    data = tmp_path / "data"
    shutil.copytree(Path(__file__).resolve().parent.parent / "data", data)
    tiles = data / "elemons" / "tiles.yaml"
    text = tiles.read_text(encoding="utf-8")
    assert "turn_limit: 400" in text
    tiles.write_text(text.replace("turn_limit: 400", "turn_limit: 10"), encoding="utf-8")
    monkeypatch.setenv("ELEMENTAL_TABLE_DATA", str(data))
    table = table_with(app, ["bot:easy", "bot:easy"], seed=5)
    assert table.defs.turn_limit == 10
    said = play_out(app, table)
    assert table.m.over and table.m.turn == 10  # ended by the limit, not by Gigamons or the pile
    last = i18n.t("elemons.announce.last_turn_limit", n=10)
    assert last in said and said.count(last) == 1
    assert said.index(last) < len(said) - 1 and "10" in last
    who = ", ".join(table.names[w] for w in table.feed.result().winners)
    assert said[-1] in (i18n.t("elemons.end.turn_limit", who=who), i18n.t("elemons.end.draw"))
