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
    assert "votre pli en cours ne comptait pas" in words and table.names[0] in words, words


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
    assert "au bleu, 1 contre 0" in table.painter.standing().replace("\u00a0", " "), table.painter.standing()
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        for colour in ("red", "blue", "green", "yellow"):
            text = t("monsters.standing_order", who="Bot 4 (sur mesure)", name=i18n.name("monsters", colour),
                     other=i18n.name("monsters", "purple"))
            assert len(drawing.standing_lines(text)) <= 3, text
    i18n.set_lang("fr")


def test_the_centres_tag_keeps_clear_of_the_last_trick(app):
    """Shot 17: « Un adversaire vient de l'échanger » squeezed 2 px over the « Dernier pli » panel: its plate
    hangs from the frame round the centre, its words under the frame, 5 px clear of the panel."""
    from scenes.monsters.drawing import centre_tag_plate
    from sprites.fonts import render

    for said in ("Un adversaire vient de l'échanger", "Trop tard : Bot 2 (sur mesure) l'a prise"):
        plate, box = centre_tag_plate(render(said, 15, (0, 0, 0), bold=True).get_size())
        frame = L.centre.inflate(12, 12)
        assert plate.bottom <= L.last.y - 5 and plate.top >= L.centre.bottom, plate
        assert plate.contains(box) and box.top >= frame.bottom + 2, (plate, box)


def test_a_late_swaps_toast_keeps_off_the_hand_and_its_tags(app):
    """Shots 18, 50, 54: the red « Trop tard : le centre vient de changer. » lay over the top of the hand's
    cards (and their tags); it keeps clear of both, and of the words it kept clear of before."""
    from test_scenes_monsters import table_with

    from game.i18n import t

    i18n.set_lang("fr")
    table = table_with(app, ["human", "bot:beginner"], seed=1)
    go_live(app, table)
    table.flash(t("monsters.swap_too_late"))
    table.draw(pygame.Surface((1280, 720)))
    size = drawing.render(table.error, drawing.TYPE.BODY, (0, 0, 0)).get_size()
    spot = table.error_rect(size)
    cards = [L.hand_slot(i) for i in range(len(table.hand()))]
    assert spot.collidelist(cards) < 0, (spot, cards)
    assert spot.collidelist(table.keep_clear()) < 0, spot
    from game.hints import Hint

    action, _ = legal_trick(table, seat=0)
    table.hint_shown = Hint(0, action, "missing", {"colour": "purple"}, at=table._decisions())  # tags over the cards
    badges = [b for b, _ in table.hint_badges(action)]
    assert badges and table.error_rect(size).collidelist(badges) < 0, (action, badges)


def test_the_cards_drawn_fly_under_the_words_beside_the_hand(app, monkeypatch):
    """Shots 09, 70: the three cards drawn flew over « Dernier pli » and over the « Dernier pli ! » warning
    box, hiding most of its words. They are painted over the hand, then the last trick, the standing and
    the warning box over them; the kit's animation layer no longer paints them on top."""
    from test_scenes_monsters import table_with

    from game.core import Event

    i18n.set_lang("fr")
    table = table_with(app, ["human", "bot:beginner"], seed=1)
    go_live(app, table)
    cards = list(table.hand())
    table.on_draw(Event("draw", 0, {"cards": cards}))
    assert table.motion.under and all(f in table.anim.flights for f in table.motion.under)
    for flight in table.motion.under:
        flight.tween.elapsed = flight.tween.delay + 0.01  # on their way
    order: list[str] = []
    painter = table.painter
    for name in ("draw_hand", "draw_under_flights", "draw_last", "draw_standing", "draw_last_warning"):
        real = getattr(painter, name)
        monkeypatch.setattr(painter, name, lambda surf, _r=real, _n=name: (order.append(_n), _r(surf))[1])
    table.draw(pygame.Surface((1280, 720)))
    assert order == ["draw_hand", "draw_under_flights", "draw_last", "draw_standing", "draw_last_warning"], order
    blank = pygame.Surface((1280, 720), pygame.SRCALPHA)
    table.anim.draw_high(blank)  # the kit's layer: nothing of theirs
    assert blank.get_bounding_rect().w == 0
    painter.draw_under_flights(blank)
    assert blank.get_bounding_rect().w > 0


def test_a_late_swap_names_the_new_centre_and_the_change_is_seen(app, tmp_path):
    """Shots 50, 54: « Trop tard : le centre vient de changer. » three times, the centre changing unseen.
    The refusal says what the centre holds now; a card another seat puts down lands with a ring going out
    from it, in that seat's colour."""
    from test_monsters_f14_round13 import FREE

    from game.core import act

    i18n.set_lang("fr")
    path = tmp_path / "free.yaml"
    path.write_text(FREE, encoding="utf-8")
    table = open_scenario(app, "monsters", ["human", "bot:beginner"], path)
    go_live(app, table)
    mine = table.hand()[0]
    table.toggle_swap()
    table.feed.submit(1, act("swap", 3))
    assert not table.swap(mine)
    centre = table.feed.view(0)["centre"]
    said = table.error.replace("\u00a0", " ").replace("\u202f", " ")
    # nc36: in the tutorial's words, the new centre named after them
    assert said.startswith("Trop tard : le centre vient de changer (") and table.card_look(centre) in table.error, said
    effects = len(table.anim.effects)
    assert wait_until(lambda: len(table.anim.effects) > effects, 3.0, 0.0, lambda: app.frame(1 / 30)), \
        "no ring as the new centre card landed"
    ring = table.anim.effects[-1]
    assert ring.rect == L.centre


def test_the_line_under_the_buttons_reads_and_the_prompt_speaks_to_the_mouse(app, monkeypatch):
    """Shots 03 on: « Boutons ↻, ↺ et ⇄ : dessous (touche 2)… » small and grey, missed; « réordonnez (glisser,
    ↑ ↓) » read as jargon. The line is in the words' ink, a size up, whole; the prompt says « glissez »."""
    from scene_input import click, spy_sizes
    from test_scenes_monsters import table_with

    from game.i18n import t

    i18n.set_lang("fr")
    table = table_with(app, ["human", "bot:easy"], scenario="swap_for_trick.yaml")
    go_live(app, table)
    click(app, L.hand_slot(0).center)
    assert table.acts_on
    sizes = spy_sizes(monkeypatch, drawing)
    table.draw(pygame.Surface((1280, 720)))
    assert sizes.get(table.acts_on) == drawing.ACTS_ON_SIZE, sizes.get(table.acts_on)
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        line = t("monsters.acts_on", where=t("monsters.layer.bottom") + " (" + t("monsters.hand_key", n=2) + ")")
        assert drawing.render(line, drawing.ACTS_ON_SIZE, (0, 0, 0)).get_width() <= drawing.ACTS_ON_W, line
        assert "↑" not in t("monsters.prompt.full")
    i18n.set_lang("fr")
    assert "déplacez une carte (glisser)" in t("monsters.prompt.full") and "réordonnez" not in t("monsters.prompt.full")


def test_the_tutorials_results_offer_it_again_or_a_real_game(app):
    """Shot 33: the tutorial ended on « Voir la table / Revoir / Rejouer / Menu », words of a game. Its
    results offer what a learner wants next: « Recommencer le tutoriel », « Jouer une partie »."""
    from game import tutorial
    from game.i18n import t
    from game.tutorial import TutorialFeed
    from scenes.app import open_table

    i18n.set_lang("fr")
    tut = tutorial.load("monsters")
    feed = TutorialFeed(tut, tutorial.played(tut))
    feed.index = len(tut.steps)
    open_table(app, feed)
    table = app.stack.top
    app.open("results", table)
    results = app.stack.top
    # nc32, shot 28: titled as a lesson, not « Fin de partie » (the shared results screen, every tutorial)
    import scenes.common as common

    titles: list[str] = []
    real = common.title
    common.title = lambda surf, text, *a, **k: (titles.append(text), real(surf, text, *a, **k))
    try:
        app.frame(1 / 30)
    finally:
        common.title = real
    assert titles and titles[0] == t("results.title_tutorial") == "Fin du tutoriel", titles
    labels = [b.label for b in results.bar.buttons]
    assert t("results.tutorial_again") in labels and t("results.play_now") in labels, labels
    assert t("results.again") not in labels and t("results.replay") not in labels, labels
    again = next(b for b in results.bar.buttons if b.label == t("results.tutorial_again"))
    again.action()
    app.frame(1 / 30)
    top = app.stack.top
    assert getattr(top, "guide", None) is not None and top.guide.index == 0, type(top).__name__
    app.open("results", table)
    now = next(b for b in app.stack.top.bar.buttons if b.label == t("results.play_now"))
    now.action()
    app.frame(1 / 30)
    assert type(app.stack.top).__name__ == "SetupScene", type(app.stack.top).__name__


def test_the_tutorials_welcome_counts_nothing_down(app, monkeypatch):
    """Shot 01: « Bienvenue dans le tutoriel ! 1 », a count down under « prenez votre temps ». The welcome
    and the goal stay, with a quiet bar for the cards coming, and no figure; a game's round keeps its count."""
    from game import tutorial
    from scenes.app import open_table

    i18n.set_lang("fr")
    open_table(app, tutorial.load("monsters").feed())
    table = app.stack.top
    assert wait_until(lambda: table.countdown is not None, 3.0, 0.0, lambda: app.frame(1 / 30))
    seen = spy_texts(monkeypatch, drawing)
    table.draw(pygame.Surface((1280, 720)))
    assert not [s for s in seen if s.strip().isdigit()], seen
    assert any("Bienvenue" in s for s in seen), seen
