"""Kaiju & Mecha, newcomer nc25: a click aimed at a box that went by itself takes nothing under it,
the panels say the standing with the 1s bonus, the large hands a real game reaches stay readable."""

from __future__ import annotations

import pygame

MAIN = """\
seats: 2
active: 0
phase: main
dice: [1, 1]
table: [9, 6, 6, 1, 7, 5, 1, 5]
players:
  - hand: [1, 1, 1, 2, 2, 3, 6, 7, 8]
  - hand: [3, 7, 8, 10]
pile_top: [6]
"""


def _table(app, tmp_path, text=MAIN):
    from scene_input import open_scenario

    path = tmp_path / "main.yaml"
    path.write_text(text, encoding="utf-8")
    return open_scenario(app, "kaiju", ["human", "bot:easy"], path)


def test_a_click_aimed_at_the_steal_box_just_after_it_went_takes_nothing(app, tmp_path):
    """nc25 shots 55-56: « La partie reprend d'elle-même ; un clic ou une touche pour continuer tout de
    suite » went by itself just before the click, which fell on the 7 under it (red « Les dés 1, 1 ne
    prennent pas 7 »). A click where the box stood, a moment after, is the « continuer » it was meant as;
    a click elsewhere, or later, acts."""
    from scenes.kaiju.layout import READ_STOLEN, REVEAL_AIMED, REVEAL_GRACE

    table = _table(app, tmp_path)
    table.show_stolen(0, 1, 2, None)  # the person steals Bot 2's 2
    box = table.reveal_parts()[0][0]
    seven = table.places.slot_rect(4)
    assert box.collidepoint(seven.center), "the 7 of shot 56 lay under the box"
    seen: list[object] = []
    table.controls.handle = lambda event: seen.append(event)
    table.update(READ_STOLEN + 0.01)
    assert table.reveal is None
    table.update(REVEAL_GRACE + 0.1)  # past the old half-second grace: nc25's click came then
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        table.handle_table(pygame.event.Event(kind, button=1, pos=seven.center))
    table.handle_table(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
    assert not seen, "the click (or the key) meant to put the box away acted on the table"
    outside = table.places.slot_rect(7).center
    assert not box.collidepoint(outside)
    table.handle_table(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=outside))
    assert len(seen) == 1, "a click away from where the box stood is the person's own"
    table.update(REVEAL_AIMED)
    table.handle_table(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=seven.center))
    app.stack.pop()
    assert len(seen) == 2, "a later click on the 7 acts again"
