"""Issue 24, round 17 of Kaiju & Mecha (newcomer nc16): the places under the table are key caps, the
one-copy prompt is a sentence, nothing is asked after the end, the panel is never left empty while a
move plays out."""

from __future__ import annotations

import pygame
from lang import plain
from scene_input import click, open_scenario, run_until

import scenes.kaiju.table as kaiju_table
from game import i18n

LAST = """\
seats: 2
active: 0
phase: main
dice: [5, 2]
table: [7, 5, 2, 9, 10, 4, 6, 1]
players:
  - hand: [2, 8]
  - hand: [3, 7]
pile_top: []
last_turns: 1
"""


def _open(app, tmp_path, text=LAST):
    path = tmp_path / "scene.yaml"
    path.write_text(text, encoding="utf-8")
    return open_scenario(app, "kaiju", ["human", "bot:easy"], path)


def _prompts(monkeypatch) -> list[str]:
    seen: list[str] = []
    real = kaiju_table.draw_prompt

    def spy(surf, text, *args, **kwargs):
        seen.append(plain(text))
        return real(surf, text, *args, **kwargs)

    monkeypatch.setattr(kaiju_table, "draw_prompt", spy)
    return seen


def test_nothing_is_asked_once_the_game_is_over(app, tmp_path, monkeypatch):
    """nc16 shots 32, 105: « Jouez des cartes si vous voulez, puis prenez… » stayed under « Fin de partie »."""
    i18n.set_lang("fr")
    table = _open(app, tmp_path)
    prompts = _prompts(monkeypatch)
    app.frame(1 / 60)
    assert prompts and prompts[-1].startswith("Jouez si vous voulez"), prompts
    click(app, table.places.slot_rect(0).center)  # the 7 (5 + 2): the last turn of the game
    assert run_until(app, lambda: table.feed.is_over and not table.busy, 30, step=0.25, draw_every=1000)
    prompts.clear()
    app.frame(1 / 60)
    assert not prompts, prompts
    app.stack.pop()


def test_the_places_under_the_table_are_drawn_as_keys(app, tmp_path):
    """nc16 shots 03, 07: the place numbers read as card values beside « Prendre 3 »."""
    i18n.set_lang("fr")
    table = _open(app, tmp_path)
    places = table.places
    for i in range(8):
        cap, card = places.slot_key_rect(i), places.slot_rect(i)
        assert cap.top > card.bottom and abs(cap.centerx - card.centerx) <= 1, (cap, card)
    assert "son chiffre au clavier" in plain(i18n.t("kaiju.prompt.main"))
    app.stack.pop()


def test_a_pass_for_want_of_a_cancel_is_said_long_enough_to_be_read(app, tmp_path):
    """nc16 shot-59: « Joueur 1 n'annule pas » in the log surprised; the bubble that says why was gone."""
    from game.core import Event

    i18n.set_lang("fr")
    table = _open(app, tmp_path)
    assert table.could_not_cancel(0)
    bubbles: list[tuple[str, float]] = []
    said = table.bubble
    table.bubble = lambda seat, text, color=None, duration=1.0: (bubbles.append((text, duration)),
                                                                 said(seat, text, color, duration))[1]
    table.on_reaction_pass(Event("reaction_pass", 0))
    assert bubbles == [(i18n.t("kaiju.bubble.pass_none"), kaiju_table.PASS_NONE_BUBBLE)], bubbles
    assert kaiju_table.PASS_NONE_BUBBLE >= 2.0
    app.stack.pop()


def test_a_mecha_taken_leaves_an_empty_place_not_its_greyed_picture(app, tmp_path):
    """nc16 shot-16: the Mecha 6 just taken showed greyed on the table and in the hand, like a duplicate."""
    from scenes.kaiju.layout import MECHA

    held = LAST.replace("  - hand: [2, 8]\n", "  - hand: [2, 8]\n    mechas: [6]\n")
    table = _open(app, tmp_path, held)
    asked: list[tuple[str, tuple[int, int]]] = []
    real = table.art
    table.art = lambda art_id, size: (asked.append((art_id, tuple(size))), real(art_id, size))[1]
    table.draw_mechas(pygame.Surface((1280, 720)), [])
    assert ("M5", MECHA) in asked and ("M6", MECHA) not in asked, asked
    assert any(a == "double-6" for a, _ in asked), asked  # its place shows the double that takes it
    app.stack.pop()
