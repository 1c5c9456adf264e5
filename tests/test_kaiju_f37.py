"""Fix round f37 of Kaiju & Mecha (newcomer nc37): the tutorial's asked-for button in its own colours, the
prompt when no card can be played, the dice inside their tray, one size for the whole legend."""

from __future__ import annotations

import types

import pygame
import pytest
from lang import french, plain
from scene_input import open_scenario, run, run_until

from game import i18n
from game.core import act


@pytest.fixture(autouse=True)
def in_french():
    with french():
        yield


def _open(app, tmp_path, text, seats=("human", "bot:easy"), speed="instant"):
    path = tmp_path / "main.yaml"
    path.write_text(text, encoding="utf-8")
    table = open_scenario(app, "kaiju", list(seats), path, speed=speed)
    run(app, 0.05)
    return table


BOT_PLAYS = """\
seats: 2
active: 1
phase: main
dice: [1, 3]
table: [3, 1, 2, 4, 10, 6, 8, 5]
players:
  - hand: [11, 7, 8]
  - hand: [2, 1, 1]
pile_top: [5, 7]
"""


def test_the_button_a_tutorial_step_asks_for_never_looks_switched_off(app, tmp_path, monkeypatch):
    """nc37 shot-20: in step 9, « Annuler avec un 11 », come under the resting pointer, was dark brown with grey
    text (its fresh moment, what lay beneath showing through): read as switched off while the step asked for
    it. The asked-for button keeps its own colour; other fresh buttons still fade in."""
    from scenes.ui import Moment

    table = _open(app, tmp_path, BOT_PLAYS, speed="normal")  # before the bot's own move
    table.feed.submit(1, act("play", 2, "reroll", 1))
    assert run_until(app, lambda: table.human_to_act() == 0 and not table.busy, 5, draw_every=1000)
    bar = table.controls.bar
    cancel = next(b for b in bar.buttons if b.tag.startswith("play 11"))
    cancel.born = Moment.now  # just come under the pointer
    monkeypatch.setattr(table, "guide", types.SimpleNamespace(step=None))
    monkeypatch.setattr(table, "guide_target", lambda: cancel.rect)
    surf = pygame.Surface((1280, 720))
    surf.fill((41, 55, 57))
    bar.draw(surf)
    table.draw_asked_button(surf)
    spot = (cancel.rect.x + 6, cancel.rect.centery)
    assert tuple(surf.get_at(spot))[:3] == table.color("cancel"), surf.get_at(spot)
    app.stack.pop()
