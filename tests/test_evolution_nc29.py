"""Round nc29 (a newcomer's tutorial and first game against « Bot sur mesure »): what stumbled them."""

from __future__ import annotations

import pygame
from lang import plain

from game import i18n

# the person's Earth 1 frees the Gnome (from the centre): give it, then its Earth roots a pile
GNOME = """
seats: 2
current: 0
mages:
  - hand: [earth1, air2, water4]
    piles: {earth: [earth0], water: [water0, water1]}
    rest: draw
  - hand: [air2, earth4, fire3, water4, earth3]
    piles: {water: [water0, water1]}
    rest: draw
"""


def _press(app, pos):
    app.stack.top.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    app.stack.top.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))


def test_a_question_that_comes_by_itself_does_not_take_the_next_click_at_once(app, tmp_path):
    """nc29 shots 62-63: right after « Donner à Bot 2 » the Earth's rooting question came, and the click
    meant for the hand rooted the Earth pile; a click within FRESH_GUARD of a new question is not taken
    (a calm toast says so), the prompt's frame glows meanwhile, and a later click is."""
    from scene_input import run, run_until
    from test_scenes_evolution import table_for

    from game.core import act
    from scenes.evolution.controls import FRESH_GUARD
    from scenes.evolution.table import L
    from scenes.ui import ACCENT

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], GNOME)
    c = table.controls
    c.do(act("play", "earth1", "earth"))
    assert run_until(app, lambda: c.asked is not None and c.asked.first("give") is not None, 3), c.prompt
    c.do(c.asked.first("give"))
    assert run_until(app, lambda: c.asked is not None and (c.asked.task or {}).get("t") == "effect", 3), c.prompt
    assert c.too_soon()
    surf = pygame.Surface((1280, 720))
    table.draw_prompt(surf)
    assert surf.get_at((L.prompt.centerx, L.prompt.top))[:3] == ACCENT  # the frame glows: a new question
    moves = len(table.feed.match.moves)
    _press(app, table.pile_rect(0, "water").center)
    assert len(table.feed.match.moves) == moves
    assert "vient d'apparaître" in plain(table.error or "")
    run(app, FRESH_GUARD + 0.05)
    assert not c.too_soon()
    _press(app, table.pile_rect(0, "water").center)
    assert run_until(app, lambda: len(table.feed.match.moves) > moves, 2)
    assert table.feed.match.moves[moves:] == [[0, "root water"]]


def test_conseil_says_in_order_only_for_more_than_one_step():
    """nc29 shot 44: « Dans l'ordre : cliquez « Pouvoir : Sylphe ». » for a single step."""
    for lang, lone, chain in (("fr", "Cliquez « Pouvoir : Sylphe ».", "Dans l'ordre : cliquez"),
                              ("en", 'Click "Power: Sylphe".', "In order: click")):
        i18n.set_lang(lang)
        words = dict(creature="Sylphe", copied="none", what="other", holder="none", effect="other")
        one = plain(i18n.t("hint.evolution.power", pile="none", target="none", **words))
        assert one.endswith(lone) and chain not in one, one
        two = plain(i18n.t("hint.evolution.power", pile="none", target="Bot 2", **words))
        assert chain in two and two.endswith("."), two
    i18n.set_lang("fr")


def test_the_opening_line_says_only_some_ethers_are_put_aside():
    """nc29 shot 42: « range ses 10 cartes de niveau 4-5 et d'Éther » and an Ether in the first refill."""
    from game.core import Event

    ev = Event("setup_discard", 0, {"cards": [], "count": 10, "to": "main"})
    i18n.set_lang("fr")
    fr = plain(i18n.describe("evolution", ev, ["Joueur 1", "Bot 2"]))
    assert "une partie de ses Éthers" in fr and "les autres Éthers restent dans sa pioche" in fr, fr
    i18n.set_lang("en")
    en = plain(i18n.describe("evolution", ev, ["Player 1", "Bot 2"]))
    assert "some of their Ethers" in en, en
    i18n.set_lang("fr")


def test_once_over_the_idle_help_asks_no_click(app, tmp_path, monkeypatch):
    """nc29 shot 107: after « Fin de partie » the help beside the hand still said « cliquez une carte de votre
    main pour la jouer »."""
    from scene_input import spy_texts
    from test_scenes_evolution import table_for

    import scenes.evolution.table as evo

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], GNOME)
    monkeypatch.setattr(type(table.m), "over", property(lambda _m: True), raising=False)
    drawn = spy_texts(monkeypatch, evo)
    table.draw_info(pygame.Surface((1280, 720)))
    assert not any("cliquez une carte de votre main" in plain(s) for s in drawn if isinstance(s, str)), drawn
