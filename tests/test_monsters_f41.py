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
