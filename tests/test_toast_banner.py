"""A toast keeps off the banner up at the time, in every game (the kit places both): nc23 Evolution
shot 72, « Pioche vide : … » lay over the big « Tour de Bot 2 » banner, and both read half."""

from __future__ import annotations

import pygame
from scene_input import run

from game.match import Match
from scenes.app import open_table
from sprites.fonts import TYPE, render

NEWS = "Pioche vide : votre rapide devient la pioche et reste en pause (−) : défaussez dans la principale."


def test_a_toast_keeps_off_the_banner_up_now(app):
    app.settings.speed = "instant"
    open_table(app, Match("kaiju", ["human", "bot:easy"], seed=3))
    table = app.stack.top
    run(app, 0.3)
    size = render(NEWS, TYPE.BODY, (0, 0, 0)).get_size()
    table.flash(NEWS, calm=True)
    alone = table.error_rect(size)
    banner = table.anim.banner("Tour de Bot 2 (sur mesure)", alone.center, 5.0)
    screen = pygame.Rect(0, 0, 1280, 720)
    beside = table.error_rect(size)
    assert not beside.colliderect(banner.rect(screen)), (beside, banner.rect(screen))
    assert screen.contains(beside)
    table.anim.clear()
    assert table.error_rect(size) == alone, "the banner gone, the toast has its place again"
