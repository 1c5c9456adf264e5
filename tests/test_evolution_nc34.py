"""nc34 (round 34's newcomer, Elementary Evolution): what the first game left unclear."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import yaml
from test_evolution_controls import controls_for, press
from test_scenes_evolution import BURN4

from game import i18n
from game.core import act
from game.evolution.bots import HardBot
from game.evolution.checks import position


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


GNOME = """
seats: 2
current: 0
turn: 9
mages:
  - hand: [fire1, earth2, water3, air2]
    piles: {air: [air0, air1, ether1, ether2], fire: [fire0], earth: [earth0, earth1], water: [water0]}
    rest: draw
  - hand: [air3, fire2, earth1]
    piles: {air: [air0, air1, ether3], fire: [fire0, fire1], earth: [earth0], water: [water0, water1, water2]}
    rooted: {air: 2, water: 3}
    rest: draw
tokens:
  gnome: {holder: 0}
"""


def _gnome_hint(pile: str, lang: str) -> str:
    st = position(yaml.safe_load(GNOME))
    bot = HardBot(0, 1)
    bot.explaining = True
    i18n.set_lang(lang)
    try:
        bot.explain(st, act("power", "gnome", 1, pile))
        assert bot.why is not None
        return i18n.hint_text("evolution", bot.why[0], bot.why[1], ["Joueur 1", "Bot 2"])
    finally:
        i18n.set_lang("fr")


def test_the_gnome_hint_on_a_pile_whose_top_is_free_says_what_it_gains():
    """Shots 60, 73/74: « il désenracine cette pile : son dessus redevient libre » on a pile marked « dessus
    libre ». There the top is already free; unrooting bares the rooted cards under it for the next Fires."""
    free = _gnome_hint("air", "fr")  # Air 0-1 rooted, the Ether on top free
    assert "déjà libre" in free and "des 2 cartes enracinées dessous" in free, free
    assert "redevient libre" not in free, free
    rooted = _gnome_hint("water", "fr")  # rooted to the top: its top does become free
    assert "son dessus redevient libre" in rooted and "déjà" not in rooted, rooted
    en = _gnome_hint("air", "en")
    assert "free already" in en and "the 2 rooted cards under it" in en, en
