"""Issue 24: a refusal's toast (the red notice) landed on Monsters' prompt line and hid the
instruction. The kit now puts it where it hides no button, no prompt, not the log's lines, nor the
tutorial's box, in every game's table (prompts say where they were written: `scenes.ui.note_prompt`)."""

from __future__ import annotations

import pygame
import pytest
from scene_input import run
from test_tutorial import open_tutorial

from game import registry
from game.match import Match
from scenes.app import open_table
from scenes.table import TableScene
from scenes.ui import prompts_drawn
from sprites.fonts import TYPE, render

LONG = "Ce coup n’est pas permis ici : regardez la consigne et recommencez autrement"


def toast_and_what_it_hides(table: TableScene) -> tuple[pygame.Rect, list[pygame.Rect], list[pygame.Rect]]:
    """The toast's place for a long refusal, the prompts written in that frame, and the rest it must
    leave in sight (buttons, the log, the tutorial's box)."""
    surf = pygame.Surface((1280, 720))
    table.flash(LONG)
    table.draw(surf)
    prompts = prompts_drawn()
    img = render(LONG, TYPE.BODY, (0, 0, 0))
    toast = table.error_rect(img.get_size(), (1280, 720))
    others = [b.rect for b in table.every_button()] + [table.log.rect]
    if table.guide is not None and table.guide_box is not None:
        others.append(table.guide_box)
    return toast, prompts, others


def check(toast: pygame.Rect, prompts: list[pygame.Rect], others: list[pygame.Rect], where: str) -> None:
    assert pygame.Rect(0, 0, 1280, 720).contains(toast), (where, toast)
    for p in prompts:
        assert not toast.colliderect(p), f"{where}: the toast {toast} hides the prompt at {p}"
    for r in others:
        assert not toast.colliderect(r), f"{where}: the toast {toast} hides {r}"


@pytest.mark.parametrize("gid", registry.GAME_IDS)
def test_the_toast_hides_neither_prompt_log_nor_tutorial_box(app, gid):
    table = open_tutorial(app, gid)
    run(app, 1.0)
    toast, prompts, others = toast_and_what_it_hides(table)
    check(toast, prompts, others, f"{gid} tutorial")


@pytest.mark.parametrize("gid", registry.GAME_IDS)
def test_the_toast_hides_no_prompt_in_a_game(app, gid):
    app.settings.speed = "instant"
    open_table(app, Match(gid, ["human", "bot:easy"], seed=3))
    table = app.stack.top
    run(app, 0.5)
    toast, prompts, others = toast_and_what_it_hides(table)
    check(toast, prompts, others, gid)


def test_monsters_prompt_is_known_and_the_toast_keeps_off_it(app):
    """Monsters writes its prompt itself, under the hand: it says where, and the toast (which sat on
    it, just above the buttons) now leaves it in sight."""
    app.settings.speed = "instant"
    open_table(app, Match("monsters", ["human", "bot:beginner"], seed=5))
    table = app.stack.top
    run(app, 5.0)  # the countdown: then the hand and its prompt
    toast, prompts, others = toast_and_what_it_hides(table)
    assert any(p.top >= 590 for p in prompts), prompts  # the line under the hand
    check(toast, prompts, others, "monsters")
