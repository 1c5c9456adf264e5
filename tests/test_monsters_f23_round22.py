"""Monsters, round 22 (nc22): a line ready when another seat's trick empties the pile is said too late,
at once and on the round's summary, even to a person who wins that round on their colours."""

from __future__ import annotations

import pygame
from scene_input import open_scenario, spy_sizes, spy_texts
from test_scenes_monsters import go_live, legal_trick
from waiting import wait_until

import scenes.monsters.drawing as drawing
from game import i18n
from game.i18n import t
from scenes.monsters.drawing import L

SCENARIO = "data/monsters/scenarios/deck_out_tie.yaml"


def _emptied(app):
    """The bot (seat 0) takes purple with the pile's last two cards; the person (seat 1) holds a line."""
    i18n.set_lang("fr")
    table = open_scenario(app, "monsters", ["bot:beginner", "human"], SCENARIO)
    go_live(app, table, step=1.0)
    app.settings.speed = "fast"  # the bot's trick is shown a moment before the summary
    _, placements = legal_trick(table, seat=1)
    table.arrangement.stack = [p[0] for p in placements]
    table.arrangement.orient = {p[0]: (p[1], p[2]) for p in placements}
    colour = table.claimable()[0]
    purple = next(a for a in table.feed.match.state.legal_actions(0) if a.kind == "trick" and a.args[0] == "purple")
    table.feed.submit(0, purple)
    return table, colour


def test_a_claim_after_the_pile_emptied_is_said_too_late(app, monkeypatch):
    """Shots 84-86: « Pli violet » clicked as the bot's trick emptied the pile; the round ended, the person
    won it on red, and nothing said their violet had come too late. Entrée now says so at once, and the
    summary says whose trick emptied the pile."""
    table, colour = _emptied(app)
    assert wait_until(lambda: not table.live, 5.0, 0.0, lambda: app.frame(1 / 30))
    assert table.round_panel is None, "the bot's trick is still being shown"
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    assert table.error == t("monsters.late_claim_deck"), table.error
    assert "pioche vide" in table.error
    app.settings.speed = "instant"
    assert wait_until(lambda: table.round_panel is not None, 20.0, 0.0, lambda: app.frame(0.25))
    assert table.viewer in table.round_panel["winners"], "the person wins the round on red"
    assert table.round_panel["late"] == (colour, [0]) and table.round_panel["late_deck"]
    seen = spy_texts(monkeypatch, drawing)
    app.frame(1 / 30)
    said = " ".join(seen)
    # f54 (nc65, shot 052): the person wins that round anyway, so the line would not have changed the result: said
    # so, not « trop tard » (meant)
    said = said.replace("\u00a0", " ").replace("\u202f", " ")
    assert "a vidé la pioche avant votre pli" in said and table.names[0] in said, said
    assert "n'aurait pas changé le résultat" in said and "Trop tard" not in said, said


def test_no_late_word_without_a_line(app):
    table, _ = _emptied(app)
    table.arrangement.stack = []
    app.settings.speed = "instant"
    assert wait_until(lambda: table.round_panel is not None, 20.0, 0.0, lambda: app.frame(0.25))
    assert table.round_panel["late"] is None and not table.round_panel["late_deck"]
    assert table.error != t("monsters.late_claim_deck")


def test_the_claim_prompt_names_its_button(app):
    """« Réclamez le pli avec Entrée » named the key only; a mouse player is told the button too."""
    i18n.set_lang("fr")
    table = open_scenario(app, "monsters", ["bot:beginner", "human"], SCENARIO)
    go_live(app, table, step=1.0)
    _, placements = legal_trick(table, seat=1)
    table.arrangement.stack = [p[0] for p in placements]
    table.arrangement.orient = {p[0]: (p[1], p[2]) for p in placements}
    table.build_buttons()
    colour = table.claimable()[0]
    button = next(b for b in table.bar.buttons if b.tag == f"claim {colour}")
    assert f"« {button.label.removesuffix(' ⏎')} »" in table.prompt.replace("\u00a0", " ") and "Entrée" in table.prompt


def test_the_deciding_tricks_words_keep_their_size(app, monkeypatch):
    """Shots 49, 85: « Un des 2 plis bleus de Bot 2 (sur mesure), la couleur qui décide : la ligne de trois,
    puis ses trois cartes » was shrunk to one line in tiny type. It wraps on two lines at full size, and
    the panel's rows still end above Continue."""
    table, _ = _emptied(app)
    table.arrangement.stack = []
    app.settings.speed = "instant"
    assert wait_until(lambda: table.round_panel is not None, 20.0, 0.0, lambda: app.frame(0.25))
    # one of the bot's two tricks of the colour that decided: the longest words
    trick = table.round_panel["trick"] = {**table.motion.last_trick, "seat": 0, "decided": 2}
    table.names[0] = "Bot 2 (sur mesure)"
    sizes = spy_sizes(monkeypatch, drawing)
    table.draw(pygame.Surface((1280, 720)))
    said = [s for s in sizes if "décide" in s or "trois cartes" in s]
    assert said and all(sizes[s] == 16 for s in said), {s: sizes[s] for s in said}
    assert "la ligne de trois" in " ".join(said)
    rows = table.painter.trick_label_rows(trick)
    # five rows of words, the two-line label and its trick, two seats' colours: above Continue
    assert len(rows) == 2 and L.round_panel.y + 50 + 5 * 20 + 12 + 170 + 2 * 20 + 24 + 2 * 36 <= L.continue_button().y


def _tutorial(app):
    from game import tutorial
    from scenes.app import open_table

    i18n.set_lang("fr")
    app.settings.speed = "instant"
    open_table(app, tutorial.load("monsters").feed())
    return app.stack.top


def test_the_tutorial_opens_on_a_welcome_and_the_goal(app, monkeypatch):
    """Shot 01: the tutorial opened on a bare « Préparez-vous… 3 », no welcome, no goal."""
    table = _tutorial(app)
    assert table.countdown is not None or table.waiting_round
    seen = spy_texts(monkeypatch, drawing)
    app.frame(1 / 30)
    said = " ".join(seen)
    assert t("monsters.welcome") in said and t("monsters.welcome_goal") in said, said
    # nc41 shot 003: the goal said once on the screen, in the welcome box, not again in the prompt under it
    assert table.prompt == t("monsters.prompt.ready_tutorial") and "chaque couleur" not in table.prompt


def test_the_tutorials_last_words_get_time_to_be_read(app, monkeypatch):
    """Shot 31: « La suite dans 2 s » beside the long last message, the results opening half read."""
    from game.core import Event
    from scenes.monsters import table as monsters_table

    table = _tutorial(app)
    monkeypatch.setattr(type(table.feed), "is_over", property(lambda _s: True))
    counts = {c: 1 for c in table.colour_ids}
    table.on_round_over(Event("round_over", None, {"round": 1, "reason": "all_colours", "winners": [0],
                                                   "counts": [counts], "seconds": 0.0, "rounds_won": [1]}))
    words = len(table.guide.tutorial.end_text().split())
    assert words > 40 and table.round_panel_left == words * monsters_table.END_READ_PER_WORD > 15
