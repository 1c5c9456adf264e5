"""Kaiju & Mecha, newcomer nc34: the tutorial's words agree with each other, and the cards played stay readable."""

from __future__ import annotations

from lang import plain

from game import i18n


def test_the_tutorial_does_not_call_its_arranged_draw_bad_luck(app):
    """nc34 shot-25: the bot's double drew the person's Mecha and the box said « Pas de chance : il avait
    1 chance sur 6 », after step 8 had said « Pour la leçon, le hasard est arrangé ». In the tutorial the
    box says the draw was arranged (the odds kept as what a game would give); in a game, bad luck stays."""
    from test_kaiju_newcomer import kaiju_tutorial

    table = kaiju_tutorial(app, speed="instant")
    table.show_stolen(1, 0, "M6", 6)
    words = " ".join(plain(text) for _, text, *_ in table.reveal_parts() if text)
    box = table.reveal_parts()[0][0]
    inside = all(box.contains(r) for r, *_ in table.reveal_parts()[1:])
    app.stack.pop()
    assert "chance" not in words.split("(")[0] and "arrangé pour la leçon" in words, words
    assert "Pas de chance" not in words and "un double ne s'annule pas" in words, words
    assert inside, words
    en = i18n.t_in("en", "kaiju.stolen.double", got="arranged", n=6)
    assert en == "The draw was arranged for the lesson (in a game, 1 chance in 6), and a double cannot be cancelled."


def test_the_cards_played_lie_side_by_side_left_of_the_dice():
    """nc34 shots 16, 50, 78: in « Jouées, en attente de réponse » the cancelling 6 sat on the 4 it
    cancelled, only the 4's edge showing. Up to three cards lie whole, apart; more close up, each still
    showing at least half of itself (34 px before), all left of the dice and their line."""
    from scenes.kaiju.layout import STACKED, Places

    places = Places(0, 2, (1, 2, 3, 4, 5, 6))
    tray = places.dice_tray()
    for n in range(1, 7):
        rects = [places.stack_rect(i, n) for i in range(n)]
        assert rects[-1].right < tray.left, (n, rects[-1], tray)
        for a, b in zip(rects, rects[1:], strict=False):
            shown = b.left - a.left
            assert shown >= STACKED[0] + 4 if n <= 3 else shown >= STACKED[0] // 2, (n, a, b)


def _contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    def lum(c: tuple[int, int, int]) -> float:
        lin = [(v / 255) / 12.92 if v <= 10 else (((v / 255) + 0.055) / 1.055) ** 2.4 for v in c]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]

    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_the_cancel_bubble_reads_light_on_the_dark_panel(app, tmp_path, monkeypatch):
    """nc34 shots 52, 79: the fading « Bot 2 (sur mesure) annule ! » on the bot's panel was dark red on
    dark, barely read before it went. It is a light red (7:1 on the panel) and stays whole longer."""
    from test_kaiju_nc26 import _table

    from game.core import Event
    from scenes.ui import PANEL

    table = _table(app, tmp_path)
    said: list[tuple[str, tuple[int, int, int], float]] = []
    monkeypatch.setattr(table, "bubble", lambda seat, text, color=None, duration=1.0, delay=0.0:
                        said.append((text, color, duration)))
    table.on_effect_cancelled(Event("effect_cancelled", 1, {"card": 6}))
    app.stack.pop()
    (text, color, duration), = said
    assert "annule" in plain(text), text
    assert _contrast(color, PANEL) >= 7, color
    assert duration >= 2.5, duration
