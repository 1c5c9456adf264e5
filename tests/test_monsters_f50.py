"""Monsters, round 62's newcomer (nc62, branch f50).

1. Shot 127: « Manche finie : le pli de Bot 2 (sur mesure) a vidé la pile en cours ne… » lay over « Joueur 1
   (vous) », its end hidden under the round's summary, and « la pile en cours » read as the deck.
"""

from __future__ import annotations

import os

SHOTS = os.environ.get("F50_SHOTS")


def test_the_cut_toast_says_pioche_and_keeps_off_the_panels_and_the_summary(app) -> None:
    from test_monsters_f12_round11 import _live_two

    from game import i18n
    from scenes.monsters.drawing import L

    i18n.set_lang("fr")
    table = _live_two(app)
    table.names[1] = "Bot 2 (sur mesure)"
    table._cut = ([1], True)
    table.say_cut()
    words = table.error.replace("\u202f", " ").replace("\u00a0", " ")
    assert "pioche" in words and "pile" not in words, words
    table.round_panel = {}  # the round's summary is up
    img = table.toast_image(table.error)
    spot = table.error_rect(img.get_size())
    assert img.get_width() <= spot.w and img.get_height() <= spot.h
    assert 0 <= spot.left and spot.right <= 1280 and 0 <= spot.top and spot.bottom <= 720, spot
    assert not spot.colliderect(L.round_panel), spot
    for seat in range(len(table.names)):
        assert not spot.colliderect(L.seat_panel(seat)), (seat, spot)


def test_the_cut_toast_drawn_with_the_summary(app) -> None:
    """The bot empties the deck while the person builds: the toast and the round's summary, both read whole."""
    import pygame
    from test_scenes_monsters import go_live, table_with

    from game import i18n
    from scenes.monsters.drawing import L

    i18n.set_lang("fr")
    table = table_with(app, ["human", "bot:medium"], scenario="deck_out_tie.yaml", speed="normal")
    go_live(app, table)
    table.put_on_stack(table.hand()[0])  # a stack under way
    for _ in range(3000):
        if table.round_panel is not None:
            break
        app.frame(1 / 30)
    assert table.round_panel is not None and table.error, table.error
    app.frame(1 / 30)
    app.draw()
    spot = table.error_rect(table.toast_image(table.error).get_size())
    assert not spot.colliderect(L.round_panel) and not spot.colliderect(L.seat_panel(0)), spot
    if SHOTS:
        pygame.image.save(pygame.display.get_surface(), os.path.join(SHOTS, "cut_toast.png"))


SCENARIO = """title: {fr: Le violet qui manque, en: The missing purple}
seats: 2
hands: [[15, 2, 3], [4, 5, 7]]
centre: 6
tricks:
  - - {colour: red, cards: [20, 21, 22]}
    - {colour: red, cards: [23, 24, 25]}
  - - {colour: yellow, cards: [8, 9, 10]}
    - {colour: green, cards: [11, 12, 13]}
    - {colour: red, cards: [14, 1, 16]}
    - {colour: blue, cards: [17, 18, 19]}
"""


def _bot_lacking_purple(app, tmp_path):
    """The bot one colour short of the five (purple); in the person's hand one card rich in purple (15: four
    purples), two with one (after last_colour.yaml)."""
    from test_scenes_monsters import go_live

    from game.match import Match
    from scenes.app import open_table
    from scenes.menu import MenuScene

    path = tmp_path / "missing_purple.yaml"
    path.write_text(SCENARIO, encoding="utf-8")
    app.settings.speed = "instant"
    app.stack.push(MenuScene(app))
    open_table(app, Match("monsters", ["human", "bot:beginner"], seed=3, scenario=str(path)))
    table = app.stack.top
    go_live(app, table)
    k = table.colour_ids.index("purple")
    risky = [cid for cid in table.hand() if sum(1 for v in table.defs.cards.cards[cid].grid if v == k) >= 2]
    return table, "purple", risky


def test_the_cards_that_give_the_missing_colour_are_named_while_the_swap_is_chosen(app, monkeypatch,
                                                                                   tmp_path) -> None:
    from test_scenes_monsters import click, move

    from game import i18n
    from scenes.monsters.drawing import L

    i18n.set_lang("fr")
    table, colour, risky = _bot_lacking_purple(app, tmp_path)
    assert risky and table.painter.near_five() == (1, colour)
    drawn: list[str] = []
    original = table.painter.draw_prompt
    monkeypatch.setattr(table.painter, "draw_prompt", lambda surf, prompt: (drawn.append(prompt),
                                                                             original(surf, prompt)))
    name = i18n.name("monsters", colour, gender="m")
    move(app, L.deck.center)
    app.draw()
    assert not drawn[-1].startswith("Attention"), drawn[-1]
    swap = next(b for b in table.bar.buttons if b.tag == "swap")
    move(app, swap.rect.center)
    app.draw()
    said = drawn[-1].replace("\u202f", " ").replace("\xa0", " ")
    keys = [str(table.hand().index(cid) + 1) for cid in risky]
    assert said.startswith("Attention :") and name in said and table.names[1] in said, said
    assert all(k in said for k in keys), (said, keys)
    click(app, swap.rect.center)
    assert table.arrangement.swap_mode
    for cid in table.hand():
        move(app, L.hand_slot(table.hand().index(cid)).center)
        app.draw()
        said = drawn[-1].replace("\u202f", " ").replace("\xa0", " ")
        if cid in risky:
            assert said == f"Attention : cette carte donne le {name} qui manque à {table.names[1]}.", said
            if SHOTS:
                import pygame

                pygame.image.save(pygame.display.get_surface(), os.path.join(SHOTS, "gift_card.png"))
        else:
            assert not said.startswith("Attention"), said


def test_conseils_first_level_on_a_swap_says_to_swap_one_card(app) -> None:
    from lang import plain
    from test_scenes_monsters import go_live, table_with
    from waiting import wait_until

    from game import i18n

    i18n.set_lang("fr")
    table = table_with(app, ["human", "bot:beginner"], scenario="swap_for_trick.yaml")
    go_live(app, table)
    table.ask_hint()
    assert wait_until(lambda: table.hint_shown is not None, 10, 0.0, lambda: app.frame(1 / 30))
    hint = table.hint_shown
    assert hint.action.kind == "swap" and table.hint_level == 0
    said = plain(table.hint_line(hint))
    colours = table.colours_said(hint.params)
    assert said == f"Échangez une carte avec le centre pour un pli {colours}.", said


def test_the_setup_says_less_time_per_trick_and_a_solo_round_is_a_round_won():
    from lang import french, plain

    from game.i18n import t
    from scenes.table import close_level_names, close_sentence

    with french():
        named = close_level_names("monsters")
        assert named is not None
        whole = plain(close_sentence("monsters", named[0]))
        # f52 (nc63, shot 037: « heavy; I had to read it twice »): plainer, meant
        # f53 (nc64, shot 035: « easy to misread as a punishment »): plainer again, meant
        assert "il se presse un peu quand vous avez 2 couleurs d'avance" in whole, whole
        assert plain(t("monsters.panel.solo_won")) == "Les cinq couleurs réunies : manche gagnée !"


def test_the_tutorials_last_words_wait_for_the_summary_and_stay(app, monkeypatch) -> None:
    from test_monsters_f24_round23 import _tutorial

    from game import i18n
    from game.core import Event
    from game.i18n import t

    i18n.set_lang("fr")
    table = _tutorial(app)
    monkeypatch.setattr(type(table.feed), "is_over", property(lambda _s: True))
    monkeypatch.setattr(type(table.guide), "step", property(lambda _s: None))
    assert table.round_panel is None
    assert table.guide_words() is None, "the last trick's banner: no words yet that would change"
    counts = {c: 1 for c in table.colour_ids}
    table.on_round_over(Event("round_over", None, {"round": 1, "reason": "all_colours", "winners": [0],
                                                   "counts": [counts], "seconds": 0.0, "rounds_won": [1]}))
    first = table.guide_words()
    assert first is not None and first[0].endswith(t("monsters.tutorial_results")), first
    app.frame(1 / 30)
    assert table.guide_words() == first


def test_the_race_steps_rival_says_it_stopped_and_the_refusal_promises_no_swap(app, monkeypatch) -> None:
    import pygame
    from lang import plain
    from test_monsters_f24_round23 import _tutorial
    from test_scenes_monsters import click, go_live

    from game import i18n
    from game.i18n import t
    from scenes.monsters.drawing import L

    i18n.set_lang("fr")
    table = _tutorial(app)
    go_live(app, table)
    monkeypatch.setattr(type(table), "example", property(lambda self: "centre_swap"))
    before = table.painter.demo_rival_lines()
    assert plain(before[0]).startswith("Il change le centre toutes les"), before
    click(app, L.centre.center)
    words = table.guide_words()
    assert words is not None and words[0] == t("monsters.tutorial_refused"), words
    after = table.painter.demo_rival_lines()
    assert len(after) == 2 and plain(after[0]) == "Il a changé le centre juste avant vous, puis s'est arrêté.", after
    for lang in ("fr", "en"):
        said = plain(i18n.t_in(lang, "monsters.tutorial_refused"))
        assert "prochain échange passera" not in said and "next swap will go" not in said, said
        assert ("réessayez" in said) if lang == "fr" else ("try again" in said), said
    if SHOTS:
        app.frame(1 / 30)
        pygame.image.save(app.canvas, os.path.join(SHOTS, "race_refused.png"))


def test_the_deck_out_step_says_it_is_the_usual_ending_between_close_players(app) -> None:
    import pygame
    from test_tutorial import follow_guide, open_tutorial

    from game import i18n

    i18n.set_lang("fr")
    table = open_tutorial(app, "monsters")
    k = [s.show for s in table.guide.tutorial.steps].index("deck_out")
    step = table.guide.tutorial.steps[k]
    fr, en = step.text("fr").replace("\u00a0", " "), step.text("en")
    # f53 (nc64, shot 024: « joueurs proches » read as players sitting close)
    assert fr.startswith("Entre joueurs de niveau proche, la pioche s'épuise souvent d'abord. "), fr
    assert en.startswith("Between evenly matched players, the deck usually runs out first. "), en
    for text in (fr, en):
        assert len(text.split()) <= 40 and text.count(". ") <= 2, text
    if SHOTS:
        assert follow_guide(app, table, lambda: table.guide.index == k)
        for _ in range(30):
            app.frame(1 / 60)
        pygame.image.save(app.canvas, os.path.join(SHOTS, "deck_out_step.png"))
