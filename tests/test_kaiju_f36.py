"""Fix round f36 of Kaiju & Mecha (newcomer nc36): the refill's flight, the answer's buttons, Conseil on
an answer, the tutorial's words, the last-round 1s bonus of the hard bot."""

from __future__ import annotations

import pygame
import pytest
from lang import french, plain
from scene_input import open_scenario, run, run_until

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


def _open(app, tmp_path, text=MAIN, seats=("human", "bot:easy"), speed="instant"):
    path = tmp_path / "main.yaml"
    path.write_text(text, encoding="utf-8")
    table = open_scenario(app, "kaiju", list(seats), path, speed=speed)
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


BOT_PLAYS = """\
seats: 2
active: 1
phase: main
dice: [1, 3]
table: [3, 1, 2, 4, 10, 6, 8, 5]
players:
  - hand: [9, 7, 8]
  - hand: [2, 1, 1]
pile_top: [5, 7]
"""


def _bot_rerolls(app, tmp_path):
    """Bot 2 plays its 2 on the first die (the dice show 1, 3); the person holds a 9 to cancel it."""
    from game.core import act

    table = _open(app, tmp_path, BOT_PLAYS, speed="normal")  # before the bot's own move
    table.feed.submit(1, act("play", 2, "reroll", 1))
    return table


def test_the_answer_and_its_buttons_come_with_the_card_played(app, tmp_path):
    """075, 076: a second of « Un instant… » before « Annuler avec un 9 / Laisser faire »: the buttons
    come as soon as the events are shown, while the player's bubble still says the card."""
    table = _bot_rerolls(app, tmp_path)
    assert run_until(app, lambda: table.model.phase == "react" and not table.queue and table.current is None, 5, draw_every=1000)
    assert run_until(app, lambda: table.human_to_act() == 0, 0.1, step=1 / 60)
    assert table.tweens.busy  # the bubble still shows: before the fix the buttons waited for its end
    labels = [b.label for b in table.controls.bar.buttons]
    assert "Annuler avec un 9" in labels and any(lbl.startswith("Laisser faire") for lbl in labels), labels
    app.stack.pop()


def test_the_question_on_a_reroll_says_what_a_double_would_give(app, tmp_path):
    """076: « … relancer le premier dé. L'annuler ? » said nothing of the stake; let through, the reroll
    made a double 6 and took the Mecha 6."""
    table = _bot_rerolls(app, tmp_path)
    assert run_until(app, lambda: table.human_to_act() == 0, 5, draw_every=1000)
    assert plain(table.controls.prompt) == ("Bot 2 (facile) joue un 2 : relancer le premier dé ; "
                                            "un double 3 lui donnerait le Mecha 3. L'annuler ?")
    assert "\u202f;" in table.controls.prompt
    en = i18n.t_in("en", "kaiju.what.staked", what="reroll the first die",
                   stake=i18n.t_in("en", "kaiju.stake.mecha", face=3))
    assert plain(en) == "reroll the first die; a double 3 would give them Mecha 3"
    app.stack.pop()
