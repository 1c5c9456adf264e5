"""Fix round f38: the newcomer's Elemons findings (nc37)."""

from __future__ import annotations

import pygame
import pytest
from waiting import wait_until

from game import i18n
from game.core import act

FOLLOWED = "Conseil (suite) pour Joueur 1"  # (nc61: « Conseil suivi : la suite pour … » read stiffly)
AFTER = "Après votre coup\xa0: conseil pour Joueur 1"
ALL = ["aeromon", "electromon", "floramon", "geomon", "hydromon", "polymon", "pyromon"]


def hinted(app, table):
    """The hint asked (or come back by itself) once shown: its action."""
    assert wait_until(lambda: table.hint_shown is not None, 10, 0, lambda: app.frame(1 / 60)), "no hint"
    return table.hint_shown.action


def turn(app, table, slot: int) -> str:
    """The person turns tile `slot` (from 0); the hint box's header once the table has taken the move."""
    table.act(0, act("flip", slot))
    app.frame(1 / 60)
    assert table.hint_seat is not None or table.hint_shown is not None, "the hint went"
    return table.hint_head(0)


@pytest.mark.parametrize("path", ["both", "neither", "first"])
def test_conseil_suivi_only_while_every_tile_turned_was_the_advised_one(app, tmp_path, path):
    """nc37 shots 106-108: Conseil advised « Retournez les tuiles 2 et 7 », the person turned 9 + 7, and
    the box then said « Conseil suivi : la suite pour Joueur 1 ». « suivi » only when the advised tiles
    were both turned; after any other tile the hint that comes back says « Après votre coup »."""
    from test_elemons_why import table_at

    i18n.set_lang("fr")
    # every tile a Geomon: any two tiles make a pair, and the turn goes on (the Rock), hint and all
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 8, seats=("human", "bot:easy"))
    table.ask_hint()
    first = hinted(app, table)
    assert first.kind == "flip" and table.hint_head(0) == "Conseil pour Joueur 1"
    slot = first.args[0] if path != "neither" else next(s for s in range(9) if s != first.args[0])
    heads = [turn(app, table, slot)]
    second = hinted(app, table)
    assert second.kind == "flip" and second.args[0] != slot
    other = next(s for s in range(9) if s not in (slot, second.args[0]))
    heads.append(turn(app, table, other if path == "first" else second.args[0]))
    assert table.view["phase"] == "rock"  # the pair is won, the turn goes on
    assert heads == {"both": [FOLLOWED, FOLLOWED], "neither": [AFTER, AFTER], "first": [FOLLOWED, AFTER]}[path]
    # asked again, a new advice: its own plain header
    table.hint_shown = None
    table.ask_hint()
    assert table.hint_head(0) == "Conseil pour Joueur 1"


def test_a_hand_of_seven_kinds_shows_each_count_whole_beside_its_own_picture(app, tmp_path):
    """nc37 shots 98, 102, 117: with 5-7 kinds in hand the « ×2 » sat on the pictures, and a tile flying to its
    spot cut one to a bare « 4 ». One picture a kind, its count by it, never over a picture, in the panel,
    above its Gigamons, however many kinds (up to all seven, each held several times)."""
    from test_elemons_why import table_at

    from scenes.elemons.table import HAND_MIN

    i18n.set_lang("fr")
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6)
    me = table.m.players[0]
    for tiles in (ALL[:5] * 2, ALL[:6] * 2 + ["hydromon"] * 2, ALL * 2, ALL * 3 + ["pyromon"] * 8):
        me.tiles, me.won = tiles, len(tiles)
        spots = table.hand_spots(0)
        assert [k for _r, k, _n in spots] == sorted(set(tiles), key=list(table.defs.kinds).index)
        pictures = [r for r, _k, _n in spots]
        panel, gigamons = table.panel_rect(0), table.giga_rect(0, 0)
        for spot, kind, n in spots:
            assert spot.width >= HAND_MIN and panel.contains(spot) and spot.bottom <= gigamons.top, (spot, kind)
            badge = table.hand_badge(0, spot, n)
            assert badge is not None and panel.contains(badge) and badge.bottom <= gigamons.top, (badge, kind)
            # never over a picture: its own, the next one, nor one landing on its spot (they land on the picture)
            assert badge.collidelist(pictures) < 0, (badge, kind, pictures)
            assert table.landing(0, [kind]) == [spot]
        for k, spot in enumerate(pictures):
            assert spot.collidelist(pictures[k + 1:]) < 0
        table.draw_player(pygame.Surface((1280, 720)), 0)


def test_the_tutorial_shows_the_opponents_rock_laid_on_its_named_tile_before_moving_on(app, monkeypatch):
    """nc37 shot 18: the bot's Geomon Rocher happened between two screens; the person saw only the banner
    « Geomon : l'adversaire pose un Rocher », not the placement. The Rock flies from « Rochers libres » to
    tile 8, a banner names the tile, and the next step waits till it has landed and been seen."""
    from scene_input import spy_on
    from test_tutorial import follow_guide, open_tutorial

    from scenes.elemons.table import ROCK_SEEN, ROCK_WATCH

    i18n.set_lang("fr")
    table = open_tutorial(app, "elemons")  # no animations up to the person's last look (the suite's time)...
    steps = table.guide.tutorial.steps
    last_look = max(i for i, s in enumerate(steps) if s.do == "peek 8")
    assert follow_guide(app, table, lambda: table.guide.index > last_look)
    app.settings.speed = "normal"  # ... then the bot's turn as the newcomer saw it
    banners = spy_on(table, "banner", monkeypatch.setattr)
    assert follow_guide(app, table, lambda: any(e.kind == "rock_placed" for e in table.shown), release=True)
    slot = next(e for e in table.shown if e.kind == "rock_placed").data["slot"]
    assert slot == 7 and "Bot 2 (facile) pose un Rocher sur la tuile 8" in banners, banners
    anim, words = table.slot_anim[slot], table.guide_words()
    assert anim.rock_from == table.rocks_rect().midleft and anim.drop is not None
    frames = 0
    while table.guide_words() == words:  # the tutorial's next screen waits for the Rock to land, and a moment more
        app.frame(1 / 60, draw=False)
        frames += 1
        assert frames < 900
    assert anim.drop.done and frames / 60 >= ROCK_WATCH + ROCK_SEEN - 0.1, frames
