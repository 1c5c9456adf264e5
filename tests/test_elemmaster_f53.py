"""Round 64's fixes on Elem Master (fix round f53), each from a newcomer's report (nc64)."""

from __future__ import annotations

import os

from lang import plain

from game import i18n


def test_the_results_name_the_adaptive_bots_decisions():
    """nc64 shot 128: « Bot 2 (sur mesure) a joué 12 de ses 24 coups comme le bot difficile » while the bot had 6
    turns of 3 PA: it counts each action and each turn's end. The line names that unit."""
    from scenes.common import close_lines

    i18n.set_lang("fr")
    names = ["Joueur 1", "Bot 2 (sur mesure)"]
    said = [plain(s) for s in close_lines("elemmaster", {1: {"easy": 0, "medium": 12, "hard": 12}}, names)]
    assert said == ["Bot 2 (sur mesure) a pris 12 de ses 24 décisions (actions et fins de tour) comme le bot "
                    "difficile, les autres comme le bot moyen."], said
    assert "coups" not in plain(close_lines("elemmaster", {1: {"easy": 0, "medium": 0, "hard": 5}}, names)[0])
    i18n.set_lang("en")
    try:
        assert "12 of its 24 decisions (actions and turn ends)" in close_lines(
            "elemmaster", {1: {"easy": 0, "medium": 12, "hard": 12}}, names)[0]
    finally:
        i18n.set_lang("fr")


# nc64 shot 104: the person's Feus in c5 and d4, the bot's Eau (2) in b6, two cells from d4
MERGE_RISK = """terrain: forest
stacks:
  c5: 0 fire 1
  d4: 0 fire 1
  a1: 0 earth 2
  b6: 1 water 2
  f6: 1 earth 2
current: 0
"""


def test_a_risk_mark_says_who_would_beat_the_piece_there_and_from_where(app, tmp_path):
    """nc64 shot 104: selecting c5, the own Feu's cell d4 showed « ! » with no enemy Eau or Terre beside it (the Eau
    in b6 reaches it by a token split off to c5). Hovering a « ! » cell says who would beat the piece there, from
    where; a cell with no « ! » says nothing of it."""
    from test_elemmaster_newcomer import cell, table_for

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, MERGE_RISK)
    cell(app, table, "c5")
    assert table.selection.cells == ["c5"]
    assert "d4" in table.board_marks().risky
    note = plain(table.risky_note("d4"))
    assert note == "« ! » : ici, votre Feu serait battu par l'Eau en b6 (un jeton détaché viendrait à côté).", note
    box = table.inspect_at(table.layout.cell_rect("d4").center)
    assert box is not None and plain(box[1]).startswith(note), box
    # beside the Eau: named without the split
    assert "b6" in table.board_marks().risky or "c6" in table.board_marks().risky
    near = next(c for c in ("c6", "b5") if c in table.board_marks().risky)
    assert plain(table.risky_note(near)).startswith("« ! » : ici, votre Feu serait battu par l'Eau en b6"), near
    assert "jeton" not in plain(table.risky_note(near))
    safe = next(c for c, kinds in table.selection.targets().items() if c not in table.board_marks().risky)
    assert table.risky_note(safe) == ""
    assert "« ! »" not in plain(table.inspect_at(table.layout.cell_rect(safe).center)[1])
    if os.environ.get("F53_SHOT"):  # to look at it
        import pygame as pg
        table.pointer = table.layout.cell_rect("d4").center
        table.pointer_still, table.clicked_here = 10.0, False
        app.draw()
        pg.image.save(pg.display.get_surface(), os.environ["F53_SHOT"] + "risky_hover.png")
