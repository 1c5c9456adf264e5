"""A hint told in two levels (the kit's `hint_nudge`): the checks every game's test makes alike."""

from __future__ import annotations

from typing import Any

import pygame
from lang import plain

from game.hints import Hint


def assert_nudge_then_move(table: Any, hint: Hint, nudge: str, move: str, unsaid: tuple[str, ...]) -> None:
    """The first press shows a nudge (starting `nudge`, naming none of `unsaid`) under « Indice pour » and
    outlines nothing; the second press, with no new asking, shows the whole move (starting `move`), outlined."""
    assert table.hint_nudged()
    body = plain(table._hint_body())
    assert body.startswith(nudge), body
    assert not any(word in body for word in unsaid), body
    assert table.hint_head(0).startswith("Indice pour")
    drawn: list[Any] = []
    table.draw_hint_marks = lambda surf, action: drawn.append(action)
    surf = pygame.Surface((1280, 720))
    table._draw_hint(surf)
    assert drawn == [], "a nudge outlines nothing"
    table.ask_hint()  # the second press: the whole move
    assert not table.hint_nudged()
    assert plain(table._hint_body()).startswith(move), table._hint_body()
    table._draw_hint(surf)
    assert drawn == [hint.action]
