"""Monsters, fix round f41 (nc40): what a newcomer met in round 40."""

from __future__ import annotations

from scene_input import spy_texts
from test_monsters_f23_round22 import _emptied
from waiting import wait_until

import scenes.monsters.drawing as drawing
from game import i18n


def test_the_countdown_after_a_round_recalls_who_won_it(app, monkeypatch):
    """Shots 071-072: an Enter meant for the race closed round 2's summary the moment it came, and the
    next screen was round 3's « Préparez-vous… 2 »; only the log said that Bot 2 had won. The next
    round's countdown says the round before and the rounds won."""
    i18n.set_lang("fr")
    table, _ = _emptied(app)
    table.arrangement.stack = []
    app.settings.speed = "instant"
    assert wait_until(lambda: table.round_panel is not None, 20.0, 0.0, lambda: app.frame(0.25))
    shown = table.round_panel
    table.close_round_panel()
    assert wait_until(lambda: table.countdown is not None, 20.0, 0.0, lambda: app.frame(0.05))
    texts = spy_texts(monkeypatch, drawing)
    app.frame(1 / 60)
    head = f"Manche {shown['round']}\u00a0: " + ("vous gagnez" if shown["winners"] == [table.viewer]
                                                   else f"{table.names[shown['winners'][0]]} gagne")
    assert head in texts, texts
    tally = " · ".join(f"{name}\u00a0: {n}" for name, n in zip(table.names, shown["rounds_won"], strict=True))
    assert tally in texts, texts
    assert "Préparez-vous…" in texts


def test_the_wheel_off_the_cards_turns_the_card_just_placed(app):
    """Shot 027: under « ↺ : molette vers le haut », a notch over the empty hand slot of the card just
    placed did nothing; only over the pile did it turn. Off the cards (not over the centre nor the log),
    the wheel turns the card a Turn would take."""
    from test_scenes_monsters import go_live, table_with, wheel

    table = table_with(app, ["human", "bot:beginner"], seed=1)
    go_live(app, table)
    cid = table.hand()[0]
    table.put_on_stack(cid)
    slot = drawing.L.hand_slot(0).center  # where the card lay: now an empty slot
    assert table.card_at(slot) == ("", None)
    wheel(app, slot, -1)
    assert table.arrangement.orient[cid][0] == 1, "one notch down: a quarter turn clockwise"
    wheel(app, drawing.L.centre.center, -1)
    assert table.arrangement.orient[cid][0] == 1, "over the centre the wheel turns nothing of ours"


def test_the_clue_rings_the_lines_monsters_and_the_holes_on_the_cards_as_they_lie(app, monkeypatch):
    """nc40: the second Conseil solved the trick (order, turns and flips on badges); the newcomer wanted
    « the pair and the hole highlighted first ». The first press (the clue) now rings, on the hand cards as
    they lie, the monsters of the line, and dots the holes a monster below shows through; the clue says
    « cerclés »; the order and the turns are still the person's to find."""
    import pygame
    from test_monsters_f38 import _hinted_table

    from game.monsters.cards import HOLE

    table, hint, trick = _hinted_table(app, "fr")
    assert table.nudged(trick) and "cerclés" in table.hint_detail(hint)
    colour = table.colour_ids.index(str(trick.args[0]))
    cards = table.defs.cards
    # as the cards lie now, and again once the first of them was turned: the rings follow the picture
    for turned in (False, True):
        if turned:
            table.turn(int(trick.args[1]))
        rings = table.clue_rings(trick)
        monsters = [r for r in rings if not r[2]]
        assert len(monsters) >= 3, rings
        for cid, cell, hole in rings:
            now = cards.grid((cid, *table.arrangement.orient.get(cid, (0, 0))))
            assert (now[cell] == HOLE) if hole else (now[cell] == colour), (cid, cell, hole, now)
    circles: list[tuple[float, float]] = []
    real = pygame.draw.circle
    monkeypatch.setattr(pygame.draw, "circle", lambda surf, c, pos, *a, **k: circles.append(pos) or real(
        surf, c, pos, *a, **k))
    table.draw_hint_marks(pygame.Surface((1280, 720)), trick)
    assert circles, "the rings are drawn"
    assert table.hint_badges(trick) == [], "no step badge: the clue gives no order nor turns"
