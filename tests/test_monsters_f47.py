"""Monsters, fix round f47 (nc59: a newcomer's tutorial and first game, by mouse, in French)."""

from __future__ import annotations

import os

import pygame
from scene_input import spy_texts
from test_monsters_f23_round22 import _emptied
from waiting import wait_until

import scenes.monsters.drawing as drawing

SHOTS = os.environ.get("MONSTERS_F47_SHOTS")  # a folder: the fixed screens are saved there to be looked at


def _save(app, name: str) -> None:
    if SHOTS:
        pygame.image.save(app.canvas, os.path.join(SHOTS, name))


def test_the_races_advice_goes_once_the_round_is_over(app, monkeypatch) -> None:
    """nc59 shot 094: with « La pioche est épuisée » and « La partie est terminée. » showing, the left panel still
    said « Bot 2 (sur mesure) n'a plus que le bleu à faire ! … faites vite » and the middle « En tête si la pioche
    s'épuise : vous… ». Once the engine ended the round, while its last trick and banner are shown, neither the
    standing nor the warning under the panels is drawn."""
    table, _ = _emptied(app)
    painter = table.painter
    assert painter.standing(), "the standing is said while the round runs"
    table.model.counts[0].update({"red": 1, "yellow": 1, "green": 1, "blue": 1, "purple": 0})
    assert painter.runaway_lines(), "the bot one colour from the five is warned of while the round runs"
    assert wait_until(lambda: not table.live, 5.0, 0.0, lambda: app.frame(1 / 30))
    assert table.round_panel is None, "the bot's trick is still being shown"
    assert painter.standing() == "" and painter.runaway_lines() == []
    seen = spy_texts(monkeypatch, drawing)
    app.frame(1 / 60)
    _save(app, "round_ended.png")
    assert not [s for s in seen if "si la pioche s'épuise" in s or "à faire" in s], seen
