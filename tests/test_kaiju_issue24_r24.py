"""Issue 24, twenty-fourth round of Kaiju & Mecha (newcomer nc24)."""

from __future__ import annotations

import pygame
from lang import plain
from scene_input import open_scenario, run

from game import i18n
from game.core import Event

MAIN = """\
seats: 2
active: 0
phase: main
dice: [6, 6]
table: [8, 7, 2, 2, 3, 7, 7, 3]
players:
  - hand: [1, 2, 8]
  - hand: [1, 1, 9]
pile_top: [6]
"""


def _open(app, tmp_path):
    path = tmp_path / "main.yaml"
    path.write_text(MAIN, encoding="utf-8")
    table = open_scenario(app, "kaiju", ["human", "bot:easy"], path)
    run(app, 0.05)
    return table


def test_the_panels_say_the_points_and_the_cards_seen_enter_a_hand(app, tmp_path):
    """nc24: the total showed only at the end (« I added it up in my head »), and the bot's cards seen
    enter its hand only in the scrolled journal while Conseil counted on them. The person's name line
    says their points; the bot's panel its points as far as seen, the cards seen enter its hand (less
    those seen leave it), and who leads the 1s; nothing the viewer has not seen."""
    table = _open(app, tmp_path)
    # what a real game shows of the bot's hand: a start card drawn face up, a take, a card played
    table.shown += [
        Event("start_draw", 1, {"card": 9, "total": 9, "pile": 20}),
        Event("cards_taken", 1, {"cards": [1], "slots": [0], "dice": [1, 4]}),
        Event("cards_taken", 1, {"cards": [6], "slots": [1], "dice": [6, 2]}),
        Event("card_played", 1, {"card": 6, "effect": "draw", "args": []}),
    ]
    lines = [plain(line) for line in table.seen_lines(1)]
    assert lines[0] == "Au moins 10 points, sans compter 1 carte jamais vue", lines
    assert lines[1] == "Vu entrer dans sa main : 1, 9", lines
    assert lines[2] == "Bonus des 1 (+15) : égalité : 1 chez vous, 1 vus chez Bot 2", lines
    assert table.seen_lines(0) == [] and table.points_of(0) == (11, 0)
    surf = pygame.Surface((1280, 720))
    table.draw(surf)
    assert "11 points" in plain(i18n.t_in("fr", "kaiju.home_points", cards="Cartes : 3", n=11))
    panel = table.places.seat_rect(1)
    rects = table.seen_rects(1, panel.x + 300, panel.right - 14)
    assert len(rects) == 3 and all(panel.contains(r) for _t, r, _s in rects)
    for lang in ("fr", "en"):
        for state in ("lead", "behind", "tie", "none"):
            said = i18n.t_in(lang, "kaiju.seen.ones", state=state, mine=2, theirs=1, bonus=15, who="Bot 2")
            assert "15" in said and "{" not in said
    app.stack.pop()


def test_step_ten_points_at_the_panel(app):
    """nc24 shot-19: « Sa main de départ et ses prises se voient » while the bot's cards lay face down:
    the step says where they are told."""
    import yaml

    with open("data/kaiju/tutorial.yaml", encoding="utf-8") as f:
        steps = yaml.safe_load(f)["steps"]
    said = [s["say"]["fr"] for s in steps if s.get("do") == "play 7 draw"]
    assert said and "panneau" in said[0] and "se voient" not in said[0], said
