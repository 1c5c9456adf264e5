"""Elem Master (nc29 item 3): the tutorial's words a newcomer misread."""
from __future__ import annotations

from pathlib import Path

import yaml

TUTORIAL = Path(__file__).resolve().parent.parent / "data" / "elemmaster" / "tutorial.yaml"


def test_tutorial_words_nc29() -> None:
    data = yaml.safe_load(TUTORIAL.read_text(encoding="utf-8"))
    says = [step["say"]["fr"] for step in data["steps"] if "say" in step]
    # shot 11: « le plus haut de tous » read as "higher than the others"
    grow = next(s for s in says if "monter au niveau 3" in s)
    assert "le niveau maximum" in grow and "plus haut de tous" not in grow, grow
    # shots 47-48: « « ? » explique un dernier coup, le sous-terrain » was cryptic
    end = data["ending"]["end"]["fr"]  # the last words: the ending's
    # f52 (nc62 shots 051, 130: the teaser left the tunnel unexplained): said in the Air's second step instead
    assert "dernier coup" not in end and "dernier pouvoir" not in end and "le bouton" in end, end
    en = data["ending"]["end"]["en"]
    assert "one last move" not in en and "one last power" not in en


def test_the_aid_says_there_is_more_below_until_its_end_is_in_view(app) -> None:
    """nc29 shot 80: the « ? » help's last row was cut at the bottom, nothing said it went on."""
    import pygame

    from game import i18n
    from scenes.howto import AidScene

    aid = AidScene(app, "elemmaster")
    aid.build()
    assert aid.view.max_offset > 0  # Elem Master's aid outgrows its view
    assert aid.hint_text() == i18n.t("aid.more") and "plus bas" in aid.hint_text()
    aid.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode=""))
    assert aid.view.offset == aid.view.max_offset and aid.hint_text() == i18n.t("aid.hint")
    aid.draw(pygame.Surface((1280, 720)))


def test_the_grow_button_says_what_stays_in_the_reserve(app, tmp_path) -> None:
    """nc29 shot 62: the Fire's reserve ran out (6/0) unforeseen; « Croissance » now says what is left."""
    from test_elemmaster_newcomer import table_for

    from game import i18n
    from game.core import Action

    i18n.set_lang("fr")
    board = "terrain: forest\nstacks:\n  a1: 0 earth 2\n  b4: 0 fire 1\n  f6: 1 earth 2\ncurrent: 0\n"
    table = table_for(app, tmp_path, board)
    left = table.model.reserve[0]["earth"] - 1
    assert left > 1
    assert table.label(Action("grow", ("a1",))) == f"Croissance (réserve\u00a0: {left + 1} → {left})"
    table.model.reserve[0]["earth"] = 2
    assert table.label(Action("grow", ("a1",))) == "Croissance (réserve\u00a0: 2 → 1)"
    table.model.reserve[0]["earth"] = 1
    assert table.label(Action("grow", ("a1",))) == "Croissance (réserve\u00a0: 1 → 0)"
    i18n.set_lang("en")
    assert table.label(Action("grow", ("a1",))) == "Grow (reserve: 1 → 0)"
    i18n.set_lang("fr")
