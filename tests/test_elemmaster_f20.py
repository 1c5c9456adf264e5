"""Elem Master, the nineteenth newcomer's game (round 20): a hint whose first click the selected piece
would take for itself says to press Échap first and points at « Annuler (Échap) »."""

from __future__ import annotations

from scene_input import click
from test_elemmaster_f19 import _plain, board

from game import i18n
from game.core import Action
from game.hints import Hint

AIRS = ("terrain: steppe\nstacks:\n  a1: 0 earth 2\n  e1: 0 air 1\n  f1: 0 air 1\n  f6: 1 earth 1\n"
        "current: 0\n")


def test_a_hint_the_selection_would_misread_says_escape_first(app, tmp_path):
    """nc19 shots 62-63: the Air split to f2 stayed selected, « cliquez f1 deux fois » lit on f1,
    a move target of that Air: the click would have moved it back."""
    i18n.set_lang("fr")
    table = board(app, tmp_path, AIRS)
    assert table.acting_seat() == 0
    grow = Action.parse("grow f1")
    table.hint_shown = Hint(0, grow, "plan_grow", {})
    plain = _plain(table.hint_line(table.hint_shown))
    assert not plain.startswith("Appuyez d'abord sur Échap"), plain
    click(app, table.layout.cell_rect("e1").center)
    assert table.selection.cells == ["e1"] and "f1" in table.selection.targets()
    said = _plain(table.hint_line(table.hint_shown))
    assert said.startswith("Appuyez d'abord sur Échap : la pièce en e1 est encore sélectionnée, "
                           "et un clic en f1 la jouerait. Ensuite : "), said
    assert said[len("Appuyez d'abord sur Échap : la pièce en e1 est encore sélectionnée, et un clic en f1 "
                    "la jouerait. Ensuite : ")].islower(), said
    cancel = next(b for b in table.buttons_shown() if b.label == i18n.t("elemmaster.cancel"))
    assert table.hint_places(grow) == [cancel.rect]
    table.deselect()
    assert not _plain(table.hint_line(table.hint_shown)).startswith("Appuyez"), "the clicks work again"
    assert table.hint_places(grow) != [cancel.rect]


def test_the_lit_colours_line_reads_whole_between_any_buttons():
    """nc19 shots 78, 123: « … pointillés roses au survol : sacrifier, violet : la vague » and
    « … pointillés roses au survol : » cut on the bar: every colour at once, between « 1. Croissance »,
    « Annuler » and « Fin de tour », reads whole (in fewer words where the whole would not fit)."""
    import pygame

    from scenes.elemmaster.layout import Layout
    from scenes.elemmaster.panels import Panels
    from sprites.fonts import font
    i18n.set_lang("fr")
    lay = Layout(6)
    letters_bottom = lay.grid.bottom + 3 + font(14, True).get_height()
    kinds = ("move_tunnel", "attack", "loss", "own", "vague", "risky")
    bars = ([pygame.Rect(40, lay.bar_y, 120, 42), pygame.Rect(780, lay.bar_y, 170, 42)],
            [pygame.Rect(40, lay.bar_y, 170, 42), pygame.Rect(218, lay.bar_y, 120, 42),
             pygame.Rect(780, lay.bar_y, 170, 42)])
    surf = pygame.Surface((1280, 720))
    for key in ("selected", "done_or_on"):
        for buttons in bars:
            whole, short = (i18n.t(f"elemmaster.prompt.{key}", cell="e4 → d4", action="Attaquer",
                                   lit=", ".join(i18n.t(f"elemmaster.{lit}.{k}") for k in kinds))
                            for lit in ("lit", "lit_short"))
            said = whole if Panels.prompt_fits(lay, whole, buttons) else short
            assert Panels.prompt_fits(lay, said, buttons), (key, said)
            r = Panels.draw_prompt_line(surf, lay, said, buttons)
            assert r.top >= letters_bottom and r.bottom <= 720, r
            assert not any(r.colliderect(b) for b in buttons), r
    # as in shot 123, « Annuler » and « Fin de tour » only: the whole legend, on three lines
    text = i18n.t("elemmaster.prompt.selected", cell="e4", lit=", ".join(
        i18n.t(f"elemmaster.lit.{k}") for k in ("move", "attack", "loss", "own", "risky")))
    assert Panels.prompt_fits(lay, text, bars[0]), text


def test_the_table_says_the_short_colours_when_the_whole_line_is_cut(app, tmp_path):
    i18n.set_lang("fr")
    table = board(app, tmp_path, AIRS)
    click(app, table.layout.cell_rect("e1").center)
    assert table.bottom_text() == table.prompt, "a short line whole, in its full words"
    assert table.prompt_short and "vert : déplacer" in _plain(table.prompt_short)
    table.prompt = table.prompt + " mot" * 200
    assert table.bottom_text() == table.prompt_short


def test_the_tutorial_says_where_a_wave_takes_its_waters_and_when_one_strikes_after():
    """nc19 shots 10-12, 75: « celle de d3 suit » (it went to c4, not c3), « une Eau adverse à deux cases
    de votre Feu peut l'éteindre grâce à une vague » (no attack from two cells), « À droite » (the
    chart is in the middle column)."""
    from game import tutorial
    i18n.set_lang("fr")
    said = [_plain(s.text()) for s in tutorial.load("elemmaster").steps]
    # nc34, nc35: the wave step (f52: off the wave's axis too)
    assert any("qui touche c3 par un côté, hors de l'axe c3-b4, devient violette" in s for s in said)
    assert any("celle de d3 fait le même pas : c4" in s for s in said)
    # (nc23 shot 11's « Ici, le bot n'a plus d'Eau ; en partie, sa vague… » step gave its place to the
    # bot's attack, nc32: the tutorial keeps its length)
    assert not any("deux cases de votre Feu" in s or s.startswith("À droite,") for s in said)


def test_the_legend_names_badges_past_three_and_lights_its_markers():
    """nc19 shot 87: « Pastilles 1, 2, 3 » beside a « 4 » on the board; the markers in the grey block
    were hard to find (item 5): each one is written again in the ink."""
    import pygame

    from scenes.elemmaster.panels import LEGEND_MARKS, Panels
    i18n.set_lang("fr")
    legend = _plain(i18n.t("elemmaster.legend"))
    assert "Chiffres 1, 2… : l'ordre des actions" in legend and "1, 2, 3" not in legend, legend
    surf = pygame.Surface((400, 200))
    lit = Panels.light_markers(surf, (4, 4), 330)
    assert len(lit) == len(LEGEND_MARKS), lit
    assert all(r.width > 0 and surf.get_rect().contains(r) for r in lit), lit


def test_no_tutorial_arrow_comes_down_over_the_title(app, tmp_path):
    """nc19 shot 31: the arrow to f6 (top row) was drawn in the band of the title."""
    i18n.set_lang("fr")
    table = board(app, tmp_path, AIRS)
    lay = table.layout
    above = pygame_rect(0, 0, lay.board.right, lay.board.y)
    assert any(r == above for r in table.text_rects())


def pygame_rect(*a: int):
    import pygame
    return pygame.Rect(*a)
