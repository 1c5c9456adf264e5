"""Elem Master, the nineteenth newcomer's game (round 20): a hint whose first click the selected piece
would take for itself says to press Échap first and points at « Annuler (Échap) »."""

from __future__ import annotations

from scene_input import click, open_scenario

from game import i18n
from game.core import Action
from game.hints import Hint


def board(app, tmp_path, scenario: str, seats=("human", "bot:easy")):
    path = tmp_path / "board.yaml"
    path.write_text(scenario, encoding="utf-8")
    return open_scenario(app, "elemmaster", list(seats), path)


def _plain(text: str) -> str:
    return text.replace("\u00a0", " ").replace("\u202f", " ")


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
