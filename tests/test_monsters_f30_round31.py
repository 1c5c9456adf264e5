"""Monsters, round 31 (nc31): what a newcomer tripped on in their first game against « sur mesure »."""

from __future__ import annotations

import pygame
from scene_input import open_scenario, spy_texts
from test_scenes_monsters import go_live, legal_trick
from waiting import wait_until

import scenes.monsters.drawing as drawing
from game import i18n
from scenes.monsters.drawing import L

SCENARIO = "data/monsters/scenarios/deck_out_tie.yaml"


def _building(app):
    """The bot (seat 0) takes purple with the pile's last two cards while the person (seat 1) has one
    card of a pile under way."""
    i18n.set_lang("fr")
    table = open_scenario(app, "monsters", ["bot:beginner", "human"], SCENARIO)
    go_live(app, table, step=1.0)
    app.settings.speed = "fast"
    _, placements = legal_trick(table, seat=1)
    table.arrangement.stack = [placements[0][0]]
    purple = next(a for a in table.feed.match.state.legal_actions(0) if a.kind == "trick" and a.args[0] == "purple")
    table.feed.submit(0, purple)
    return table


def test_a_pile_under_way_cut_by_the_round_end_is_said(app, monkeypatch):
    """Shot 72: the bot's trick emptied the pile while the person built theirs; three clicks and two wheel
    turns vanished with no word. The round's end says at once who ended it and that the pile does not
    count; each later click on the cards says it again; the summary says it too."""
    table = _building(app)
    assert wait_until(lambda: not table.live, 5.0, 0.0, lambda: app.frame(1 / 30))
    assert table.round_panel is None
    said = table.error.replace("\u00a0", " ")
    assert table.names[0] in said and "vidé la pioche" in said and "ne compte pas" in said, said
    table.error = ""
    hand = next(c for c in table.hand() if c not in table.arrangement.stack)
    where = L.hand_slot(table.hand().index(hand)).center
    table.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=where))
    assert "ne compte pas" in table.error, table.error
    app.settings.speed = "instant"
    assert wait_until(lambda: table.round_panel is not None, 20.0, 0.0, lambda: app.frame(0.25))
    assert table.round_panel["cut"] == ([0], True) and table.round_panel["late"] is None
    seen = spy_texts(monkeypatch, drawing)
    app.frame(1 / 30)
    words = " ".join(seen).replace("\u00a0", " ")
    assert "votre pile en cours ne comptait pas" in words and table.names[0] in words, words


def test_no_cut_word_with_no_pile_under_way(app):
    table = _building(app)
    table.arrangement.stack = []
    table.error = ""
    assert wait_until(lambda: not table.live, 5.0, 0.0, lambda: app.frame(1 / 30))
    assert "ne compte pas" not in table.error
    app.settings.speed = "instant"
    assert wait_until(lambda: table.round_panel is not None, 20.0, 0.0, lambda: app.frame(0.25))
    assert table.round_panel["cut"] is None


def test_the_last_summarys_button_opens_the_results_at_once(app, tmp_path):
    """Shot 73: « Les résultats ⏎ » first showed the bare table, « La partie est terminée. » and a greyed
    Conseil, then the results: at the normal speed, they are on top the frame after the click."""
    from test_scenes_monsters import SCEN, arrange_legal_trick

    from game.match import Match
    from scenes.app import open_table
    from scenes.menu import MenuScene

    i18n.set_lang("fr")
    scen = tmp_path / "one_round.yaml"
    scen.write_text(open(SCEN + "last_colour.yaml", encoding="utf-8").read() + "best_of: 1\n", encoding="utf-8")
    app.stack.push(MenuScene(app))
    open_table(app, Match("monsters", ["human", "bot:easy"], seed=3, scenario=str(scen)))
    table = app.stack.top
    go_live(app, table)
    arrange_legal_trick(table)
    table.claim()
    assert wait_until(lambda: table.round_panel is not None and table.round_panel_age > 1, 20.0, 0.0,
                      lambda: app.frame(0.25))
    assert table.speed > 0 and table.end_look_seconds() > 0, "the normal speed, where the table used to linger"
    button = L.continue_button()
    table.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=button.center))
    assert table.round_panel is None
    app.frame(1 / 30)
    assert type(app.stack.top).__name__ == "ResultsScene", type(app.stack.top).__name__


def test_a_lead_on_the_colours_order_names_the_order(app):
    """Shot 38: « En tête si la pioche s'épuise : Bot 2 (sur mesure), grâce au rouge : 1 pli rouge contre 0 »
    while the person had 1 green: the order decided, « le rouge passe avant le vert »; a colour's count that
    decides keeps its figures; every wording fits its three lines with the longest bot name."""
    from test_scenes_monsters import table_with

    from game.i18n import t

    i18n.set_lang("fr")
    table = table_with(app, ["human", "bot:beginner"], seed=1)
    go_live(app, table)
    table.model.deck = 3
    table.model.counts[0].update(green=1)
    table.model.counts[1].update(red=1)
    line = table.painter.standing().replace("\u00a0", " ")
    assert "le rouge passe avant le vert" in line and table.names[1] in line, line
    table.model.counts[0].update(red=1, blue=0)
    table.model.counts[1].update(blue=1)  # red level, blue decides: its figures
    assert "grâce au bleu" in table.painter.standing(), table.painter.standing()
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        for colour in ("red", "blue", "green", "yellow"):
            text = t("monsters.standing_order", who="Bot 4 (sur mesure)", name=i18n.name("monsters", colour),
                     other=i18n.name("monsters", "purple"))
            assert len(drawing.standing_lines(text)) <= 3, text
    i18n.set_lang("fr")
