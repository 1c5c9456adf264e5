"""Round f50 of Elem Master's first game, from nc62's report."""

from __future__ import annotations

from test_elemmaster_newcomer import cell, table_for

from game import i18n
from scenes.elemmaster.panels import Panels

# nc62 shot 186 (turn 25): the Water of 2 in b3 selected, the Water reserve empty (6/0), one action point left
NC62_T25 = """blocks: [savanna, mountain, forest, swamp]
stacks:
  b6: 1 fire 2
  c6: 1 fire 2
  b5: 1 water 3
  e5: 1 earth 1
  f5: 1 earth 2
  b4: 0 water 1 played
  f4: 0 water 1
  a3: 1 earth 1
  b3: 0 water 2
  e3: 1 earth 1
  b2: 1 fire 2
  f2: 0 water 2
  b1: 1 earth 1
  c1: 0 earth 3 played
  d1: 0 earth 3
reserves: {0: {earth: 0, fire: 6, water: 0, air: 6}, 1: {earth: 0, fire: 0, water: 3, air: 6}}
current: 0
ap: 1
turn: 25
"""


def _plain(text: str) -> str:
    return text.replace("\u00a0", " ").replace("\u202f", " ")


def test_the_prompt_under_the_board_fits_whole(app, tmp_path):
    """nc62 shots 145, 186, 221: « b3 : cliquez une case (vert : déplacer, rouge : vous gagnez, gris : vous perdez,
    « ! » then « Réserve d'Eau vide : … »: the legend cut at its « ! », squeezed on four lines against the window's
    foot. The line fits whole on two lines at most, the empty reserve's note dropped before the legend is cut."""
    i18n.set_lang("fr")
    table = table_for(app, tmp_path, NC62_T25)
    cell(app, table, "b3")
    app.frame(1 / 60)
    assert table.selection.cells == ["b3"], table.selection.cells
    said = _plain(table.bottom_text())
    bar = [b.rect for b in table.bar.buttons]
    assert Panels.prompt_fits(table.layout, table.bottom_text(), bar, 2), said
    assert "vous y seriez battu" in said or "danger" in said, said
    assert said.rstrip().endswith(")") or said.rstrip().endswith("."), said
    import os
    if os.environ.get("F50_SHOT"):
        import pygame
        app.frame(1 / 60)
        pygame.image.save(pygame.display.get_surface(), os.environ["F50_SHOT"])
