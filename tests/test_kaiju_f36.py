"""Fix round f36 of Kaiju & Mecha (newcomer nc36): the refill's flight, the answer's buttons, Conseil on
an answer, the tutorial's words, the last-round 1s bonus of the hard bot."""

from __future__ import annotations

import pygame
import pytest
from lang import french, plain
from scene_input import open_scenario, run

from game import i18n
from game.core import Event

MAIN = """\
seats: 2
active: 0
phase: main
dice: [6, 6]
table: [3, 1, 2, 4, 10, 6, 8, 2]
players:
  - hand: [1, 2, 8]
  - hand: [1, 1, 9]
pile_top: [5, 7]
"""


@pytest.fixture(autouse=True)
def in_french():
    with french():
        yield


def _open(app, tmp_path, text=MAIN, seats=("human", "bot:easy")):
    path = tmp_path / "main.yaml"
    path.write_text(text, encoding="utf-8")
    table = open_scenario(app, "kaiju", list(seats), path)
    run(app, 0.05)
    return table


def test_a_refilled_card_flies_to_its_own_place_over_no_other_card(app, tmp_path, monkeypatch):
    """040, 066: « Un 3 retourné (place 1) », yet the 1 flying to place 2 slid along the row over the 3 (and
    the 5 over the 11): the card turned up never lies over another place's card on its way."""
    from scenes.kaiju.layout import CARD

    table = _open(app, tmp_path)
    drawn: list[pygame.Rect] = []
    monkeypatch.setattr(table, "drawer", lambda *_a, **_k: lambda _s, rect, _p: drawn.append(pygame.Rect(rect)))
    table.anim.clear()
    table.on_card_revealed(Event("card_revealed", None, {"card": 1, "slot": 1}))
    flight = table.anim.flights[-1]
    surf = pygame.Surface((1280, 720))
    for i in range(41):
        flight.tween.elapsed = flight.tween.delay + flight.tween.duration * i / 40
        flight.draw(surf)
    assert len(drawn) == 41 and drawn[-1].center == table.places.slot_rect(1).center
    assert drawn[-1].size == CARD
    others = [table.places.slot_rect(i) for i in range(8) if i != 1]
    for r in drawn:
        assert not any(r.colliderect(o) for o in others), (r, [o for o in others if r.colliderect(o)])
    app.stack.pop()
