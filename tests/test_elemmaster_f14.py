"""Elem Master, the thirteenth newcomer's first game (issue 24): the line under the board keeps off the
column letters, the lit colours are named in the same words at every move, "qui bat qui" is on the
table and in the tutorial, the souffle finishes the tutorial on the enemy's Earth."""

from __future__ import annotations

import pygame
from scene_input import click, open_scenario

from game import i18n
from game.i18n import t
from scenes.elemmaster.layout import Layout
from scenes.elemmaster.panels import Panels
from sprites.fonts import font


def _plain(text: str) -> str:
    return text.replace("\u00a0", " ").replace("\u202f", " ")


LONG = ("Action 4 : Bot 2 (facile) : d5 affronte d4 (attaque) ; Feu en d4 disparaît, Eau en d5 ne gagne rien "
        "(réserve vide) ; et encore quelques mots pour deux lignes")


def test_the_line_under_the_board_never_covers_the_column_letters():
    """nc13 shot-110: a bot's action on two lines ran over a-f."""
    lay = Layout(6)
    letters_bottom = lay.grid.bottom + 3 + font(14, True).get_height()
    surf = pygame.Surface((1280, 720))
    for text, buttons in ((LONG, False), ("À vous : 3 PA.", True), ("Rien.", False)):
        r = Panels.draw_prompt_line(surf, lay, text, buttons)
        assert r.top >= letters_bottom, (text, r, letters_bottom)
        assert r.bottom <= 720, r
    # a long line with the bar empty hangs from under the letters; a short one sits on the bar
    assert Panels.draw_prompt_line(surf, lay, LONG, False).height > Panels.draw_prompt_line(surf, lay, "x", False).height
    assert Panels.draw_prompt_line(surf, lay, "x", True).bottom == lay.bar_y - 2


LOOK = ("terrain: forest\nstacks:\n  c4: 0 fire 2\n  d5: 1 water 1\n  d4: 1 earth 2\n"
        "  a6: 0 earth 1\n  f6: 1 fire 1\n  a1: 0 water 1\ncurrent: 0\n")


def test_the_lit_colours_are_named_in_the_same_words_at_every_selection(app, tmp_path):
    """nc13: "rouge : attaquer", then "rouge : attaque gagnante, gris : perdante", between two moves."""
    i18n.set_lang("fr")
    path = tmp_path / "look.yaml"
    path.write_text(LOOK)
    table = open_scenario(app, "elemmaster", ["human", "bot:easy"], path)
    click(app, table.layout.cell_rect("c4").center)  # the Fire: burns d4's Earth, loses to d5's Water
    fire = _plain(table.prompt)
    assert "rouge : attaque gagnante" in fire and "gris : attaque perdante" in fire, fire
    assert "vert : déplacer" in fire and fire.index("vert") < fire.index("rouge") < fire.index("gris"), fire
    click(app, table.layout.cell_rect("c4").center)
    click(app, table.layout.cell_rect("a1").center)  # the Water alone: moves only
    water = _plain(table.prompt)
    assert "vert : déplacer" in water and "rouge" not in water and "gris" not in water, water
