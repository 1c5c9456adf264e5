"""Newcomer round 31 (nc31) on Elem Master: what a fresh player stumbled on, fixed (f30)."""

from __future__ import annotations

from pathlib import Path

import yaml

from game import i18n

TUTORIAL = Path(__file__).resolve().parent.parent / "data" / "elemmaster" / "tutorial.yaml"


def _plain(s: str) -> str:
    return s.replace("\u00a0", " ").replace("\u202f", " ")


def test_the_tutorial_keeps_the_count_line_off_and_keeps_its_promises_soon(app) -> None:
    """nc31 shot 1: from step 1 the side said « le décompte vous ferait gagner » while Fires stood on the
    board, and « décompte » was told only in the last words: the tutorial (won by elimination) keeps the
    line off. Shots 22-23: « (vu plus loin) », « (vue plus tard) »: the steps name the souffle and when."""
    import pygame
    from test_tutorial import open_tutorial
    i18n.set_lang("fr")
    table = open_tutorial(app, "elemmaster")
    table.draw_table(pygame.Surface((1280, 720)))
    assert table.panels.beats_rect is not None and table.panels.count_rect is None
    data = yaml.safe_load(TUTORIAL.read_text(encoding="utf-8"))
    for step in data["steps"]:
        for lang in ("fr", "en"):
            said = _plain(step["say"][lang])
            assert not any(w in said for w in ("plus tard", "plus loin", "seen later", "(later)")), said
    push = next(s["say"]["fr"] for s in data["steps"] if "cadre violet en e4" in _plain(s["say"]["fr"]))
    assert "souffle" in push and "tour 4" in push, push
