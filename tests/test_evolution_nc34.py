"""nc34 (round 34's newcomer, Elementary Evolution): what the first game left unclear."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
from test_evolution_controls import controls_for, press
from test_scenes_evolution import BURN4


def test_keep_for_later_holds_for_the_rest_of_that_opponents_turn():
    """Shots 56, 70, 71, 105: « Tour adverse : un pouvoir maintenant, ou le garder pour plus tard ? »
    came back in the same bot turn at each creature received. « Plus tard » said once holds for that turn;
    the next opponent's turn asks again about a creature never let go."""
    controls, board = controls_for(BURN4, 1)
    assert board.now.is_moment() and not controls.skip_moment(1)
    press(controls, pygame.K_RETURN)  # « Garder pour plus tard »
    assert [(s, a.kind) for s, a in board.sent] == [(1, "pass")]
    controls.declined[1].clear()  # a creature received since, never let go
    assert controls.skip_moment(1)  # the same turn: not asked again
    flashes = len(board.flashes)
    controls.do(board.sent[0][1])  # the table passes it: nothing is let go for the game, nothing said
    assert controls.declined[1] == set() and len(board.flashes) == flashes
    board.now.model.turn += 1  # the next opponent's turn
    assert not controls.skip_moment(1)
