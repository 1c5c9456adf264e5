"""Monsters, round 62's newcomer (nc62, branch f50).

1. Shot 127: « Manche finie : le pli de Bot 2 (sur mesure) a vidé la pile en cours ne… » lay over « Joueur 1
   (vous) », its end hidden under the round's summary, and « la pile en cours » read as the deck.
"""

from __future__ import annotations

import os

SHOTS = os.environ.get("F50_SHOTS")


def test_the_cut_toast_says_pioche_and_keeps_off_the_panels_and_the_summary(app) -> None:
    from test_monsters_f12_round11 import _live_two

    from game import i18n
    from scenes.monsters.drawing import L

    i18n.set_lang("fr")
    table = _live_two(app)
    table.names[1] = "Bot 2 (sur mesure)"
    table._cut = ([1], True)
    table.say_cut()
    words = table.error.replace("\u202f", " ").replace("\u00a0", " ")
    assert "pioche" in words and "pile" not in words, words
    table.round_panel = {}  # the round's summary is up
    img = table.toast_image(table.error)
    spot = table.error_rect(img.get_size())
    assert img.get_width() <= spot.w and img.get_height() <= spot.h
    assert 0 <= spot.left and spot.right <= 1280 and 0 <= spot.top and spot.bottom <= 720, spot
    assert not spot.colliderect(L.round_panel), spot
    for seat in range(len(table.names)):
        assert not spot.colliderect(L.seat_panel(seat)), (seat, spot)


def test_the_cut_toast_drawn_with_the_summary(app) -> None:
    """The bot empties the deck while the person builds: the toast and the round's summary, both read whole."""
    import pygame
    from test_scenes_monsters import go_live, table_with

    from game import i18n
    from scenes.monsters.drawing import L

    i18n.set_lang("fr")
    table = table_with(app, ["human", "bot:medium"], scenario="deck_out_tie.yaml", speed="normal")
    go_live(app, table)
    table.put_on_stack(table.hand()[0])  # a stack under way
    for _ in range(3000):
        if table.round_panel is not None:
            break
        app.frame(1 / 30)
    assert table.round_panel is not None and table.error, table.error
    app.frame(1 / 30)
    app.draw()
    spot = table.error_rect(table.toast_image(table.error).get_size())
    assert not spot.colliderect(L.round_panel) and not spot.colliderect(L.seat_panel(0)), spot
    if SHOTS:
        pygame.image.save(pygame.display.get_surface(), os.path.join(SHOTS, "cut_toast.png"))
