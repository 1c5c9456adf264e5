"""Kaiju & Mecha, newcomer nc27: the bubbles keep off every panel's words, the gold frame's note has
the legend's last line, a newer bubble puts the older one of its seat away."""

from __future__ import annotations

import re

import pygame

from game import i18n
from game.match import Match

LONG = """\
seats: 2
active: 0
phase: main
dice: [4, 4]
table: [3, 7, 5, 3, 4, 7, 7, 5]
players:
  - hand: [1, 1, 2, 3, 5, 8, 8]
    mechas: [4, 6]
  - hand: [6, 6, 2, 2, 4, 7]
    mechas: [2]
pile_top: [6]
"""


def _bubble_words(table, seat: int) -> list[str]:
    """Every kind of bubble a seat's panel shows, the longest forms."""
    t, names = i18n.t, table.names
    you = "yes" if seat == table.home else "no"
    return [
        t("kaiju.bubble.pass"), t("kaiju.bubble.pass_none"), t("kaiju.bubble.nothing"),
        t("kaiju.bubble.failed"), t("kaiju.bubble.restored"), t("kaiju.bubble.wound"),
        t("kaiju.bubble.stolen", you=you, who=names[seat]), t("kaiju.bubble.cancelled", you=you, who=names[seat]),
        t("kaiju.own_double", face=4, who=table.short_names()[seat], you=you),
        table.took_words([3, 6], [3, 6]), table.took_words([8, 8], [4, 4]),
        t("kaiju.bubble.play", card=11, what="annuler le 6 de Joueur 1"),
    ]


def _assert_clear(table, seat: int, least: int = 14) -> None:
    from scenes.kaiju.layout import L

    words = table.panel_words(seat)
    panel = table.places.seat_rect(seat)
    hand = [r for r, *_ in table.places.hand_rects(table.landed.groups(seat))] if seat == table.home else []
    for text in _bubble_words(table, seat):
        box, size = table.bubble_place(seat, text)
        assert box.collidelist(words) < 0, (text, box, words)  # never over a score line, a name, « joue »
        assert panel.contains(box) and size >= least, (text, box, size)
        if seat == table.home:  # nor the hand, its legend (nc53 shots 079, 122), the prompt's words, the buttons
            keep = [*hand, table.places.legend_rect(table.landed.groups(seat)), table.home_prompt_rect()]
            assert box.collidelist([r for r in keep if r is not None]) < 0 and box.bottom <= L.rows[0], (text, box)


def test_no_bubble_meets_the_words_of_a_panel(app, tmp_path):
    """nc27 shots 52, 56: « Aucune carte pour annuler » covered « bonus des 1 » of « 64 points avec le
    bonus des 1 »; shots 73, 87: « Double 4 : votre Mecha 4 est déjà à vous » cut « 72 points ». One rule
    for every bubble of every panel: it covers none of the panel's words (`panel_words`): the name line
    (its points, « joue »), another seat's card count and seen lines, four of them here."""
    from scene_input import open_scenario, run

    i18n.set_lang("fr")
    path = tmp_path / "long.yaml"
    path.write_text(LONG, encoding="utf-8")
    table = open_scenario(app, "kaiju", ["human", "bot:easy"], path)
    run(app, 0.05)
    table.playing_seat = lambda: table.home
    table.human_to_act = lambda: None  # a bubble shows while the screen plays a move: « Un instant… »
    words, _ = table.header_rects(table.home)
    assert len(words) == 3 and words[1].right > 550, words  # « 73 points avec le bonus des 1 », « joue »
    _assert_clear(table, 0)
    lines = ["Au moins 85 points avec le bonus des 1, sans compter 1 carte cachée",
             "Vu entrer dans sa main : 1, 1, 1, 2, 2, 3",
             "Bonus des 1 (+15) : Bot 2 mène : 3 vus chez lui, 2 chez vous"]
    table.seen_lines = lambda seat: lines
    assert len(table.panel_words(1)) >= 5
    _assert_clear(table, 1)
    from sprites.fonts import TYPE, font

    for text in ("Les dés 4, 4 ne prennent pas 3 : ni la somme 8, ni la différence 0, ni une face", "Non"):
        toast = table.error_rect(font(TYPE.BODY).size(text))  # a refusal's toast, the same rule
        assert all(toast.collidelist(table.panel_words(seat)) < 0 for seat in (0, 1)), toast
    app.stack.pop()


def test_no_bubble_meets_the_words_of_a_narrow_panel(app):
    """Four players: the others' panels are narrow, their seen lines under the card backs."""
    from scene_input import run

    from scenes.app import open_table
    from scenes.menu import MenuScene

    i18n.set_lang("fr")
    app.settings.speed = "instant"
    app.stack.push(MenuScene(app))
    open_table(app, Match("kaiju", ["human", "bot:easy", "bot:easy", "bot:easy"], seed=3))
    run(app, 0.1)
    table = app.stack.top
    for seat in range(4):  # the longest words of a narrow panel at 12 px rather than over its lines
        _assert_clear(table, seat, 14 if seat == table.home else 12)
    app.stack.pop()


def test_a_newer_bubble_puts_the_older_one_of_its_seat_away(app, tmp_path):
    """nc27 shot-18: « Effet rétabli ! » showed over the fading « Vous annulez ! » of the same panel, one
    box with a doubled edge on its right."""
    from scene_input import open_scenario, run

    path = tmp_path / "long.yaml"
    path.write_text(LONG, encoding="utf-8")
    table = open_scenario(app, "kaiju", ["human", "bot:easy"], path)
    run(app, 0.05)
    table.bubble(0, "Vous annulez !", (230, 90, 80), 1.8)
    older = table.anim.effects[-1]
    surf = pygame.Surface((1280, 720), pygame.SRCALPHA)
    older.draw_at(surf, older.rect, 0.3)
    assert surf.get_bounding_rect().w > 0, "the first bubble is drawn"
    table.bubble(0, "Effet rétabli !", (240, 150, 60), 1.0)
    surf.fill((0, 0, 0, 0))
    older.draw_at(surf, older.rect, 0.4)
    app.stack.pop()
    assert surf.get_bounding_rect().w == 0, "the older bubble still showed under the newer one"


def test_the_tutorial_says_what_to_watch_why_the_hint_and_the_2_replaced():
    """nc27 shot-07: during the bot's turns the box said only « regardez ce qu'il fait »; shot-08: « Votre
    adversaire a pris un 2 » beside a 2 still in place 8; shot-23: the hint's button went, the take
    framed, and nothing said why; step 10 was dense."""
    from lang import plain

    from game import tutorial

    tut = tutorial.load("kaiju")
    rolls = [s for s in tut.steps if s.do == "roll"]
    assert all(s.watch_text("fr") and s.watch_text("en") for s in rolls[1:]), "a bot's turn before each roll"
    assert "pioche" in plain(rolls[1].watch_text("fr")) and "un autre 2" in plain(rolls[1].text("fr"))
    take8 = next(s for s in tut.steps if s.do == "take 8")
    assert "16 points" in plain(take8.hint_text("fr")) and "16 points" in take8.hint_text("en")
    draw = next(s for s in tut.steps if s.do == "play 7 draw")
    # 44 before, with the 3's Wound; f52 (nc63): the step says what the steal won, within a step's 40 words
    assert len(re.findall(r"\w+(?:['’-]\w+)*", plain(draw.text("fr")))) <= 40, draw.text("fr")
    for step in tut.steps:
        for words in (step.watch_text("fr"), step.watch_text("en"), step.hint_text("fr"), step.hint_text("en")):
            assert len(words.split()) <= 25 and words.count(". ") <= 2, words


def test_the_tutorial_box_says_the_watch_words_and_the_hint_reason(app):
    """The box during the bot's turn before step 4 says what to watch; at step 11 the hint (H) adds why."""
    from scene_input import run_until, see_held
    from test_kaiju_issue24_r5 import play_steps
    from test_kaiju_newcomer import kaiju_tutorial

    i18n.set_lang("fr")
    table = kaiju_tutorial(app, speed="instant")
    steps = table.guide.tutorial.steps
    play_steps(app, table, 3)  # f53: the deal read at step 2
    seen: list[str] = []

    def step_four() -> bool:
        see_held(app, table)
        words = table.guide_words()
        if words is not None:
            seen.append(words[0])
        if table.guide.index == 3 and table.human_to_act() is not None:
            table.act(table.human_to_act(), table.guide.expected())
        return table.guide.index == 4 and table.human_to_act() is not None and not table.busy

    assert run_until(app, step_four, seconds=60)
    assert steps[4].watch_text() in seen, seen
    play_steps(app, table, 11)
    assert run_until(app, lambda: not see_held(app, table) and table.guide_free()
                     and (table.guide_words() or ("",))[0] == steps[11].text(), seconds=30)
    table.guide_show_marks()
    words = table.guide_words()
    app.stack.pop()
    assert words is not None and steps[11].hint_text() in words[0] and steps[11].text() in words[0], words


def test_the_title_of_a_double_s_try_says_whether_it_drew_the_mecha(app, tmp_path):
    """nc27 shot-25: « Bot 2 (facile) tente votre Mecha 6 au hasard » over a box saying it was taken."""
    from lang import plain
    from scene_input import open_scenario

    i18n.set_lang("fr")
    path = tmp_path / "long.yaml"
    path.write_text(LONG, encoding="utf-8")
    table = open_scenario(app, "kaiju", ["human", "bot:easy"], path)
    titles = {}
    for card in ("M6", 8):
        table.show_stolen(1, 0, card, 6)
        titles[card] = plain(table.reveal_words[0]) if table.reveal_words else ""
        table.reveal = None
    table.show_stolen(0, 1, "M2", 2)
    mine = plain(table.reveal_words[0]) if table.reveal_words else ""
    app.stack.pop()
    assert titles["M6"] == "Bot 2 (facile) tire votre Mecha 6 au hasard", titles
    # nc56 shot 088: the other card drawn said, not read as the Mecha tried taken
    assert titles[8] == "Bot 2 (facile) tente votre Mecha 6 et tire une autre de vos cartes", titles
    assert mine == "Vous tirez le Mecha 2 au hasard", mine
    assert plain(i18n.t_in("en", "kaiju.stolen.try", you="victim", who="Bot 2", face=6, got="yes")) \
        == "Bot 2 draws your Mecha 6 at random"


SHOT67 = """\
seats: 2
active: 0
phase: main
dice: [3, 6]
table: [3, 3, 3, 8, 7, 6, 5, 9]
players:
  - hand: [1, 2, 5, 8, 8]
    mechas: [4, 6]
  - hand: [1, 1, 4, 6, 6, 7, 7]
    mechas: [2]
pile_top: [6, 3, 2]
"""


def test_conseil_names_another_take_worth_as_much_and_what_differs(tmp_path):
    """nc27 shot-67: « Prenez la carte 9 (3 + 6) : 9 points ; aucune autre prise ne rapporte plus », not a
    word of « Prendre 3 et 6 (2 cartes) », 9 points too, which kept a 6 to cancel with. The move is the
    hard bot's; its words name the other take and what differs."""
    from lang import plain

    path = tmp_path / "s67.yaml"
    path.write_text(SHOT67, encoding="utf-8")
    m = Match("kaiju", ["human", "bot:hard"], scenario=str(path))
    h = m.hint(0)
    assert h is not None and h.reason == "take_even", h
    i18n.set_lang("fr")
    fr = plain(i18n.hint_text("kaiju", h.reason, h.params, ["Joueur 1", "Bot 2"]))
    assert "« Prendre 3 et 6 (2 cartes) » rapporte autant, mais en une carte de plus" in fr, fr
    assert "le moins de cartes l'emporte" in fr and "; votre 9 annule aussi." in fr, fr
    i18n.set_lang("en")
    en = i18n.hint_text("kaiju", h.reason, h.params, ["Player 1", "Bot 2"])
    i18n.set_lang("fr")
    assert '"Take 3 and 6 (2 cards)" pays as much, but with one more card' in en, en


def test_a_pass_leaves_a_beat_before_the_card_acts(app, tmp_path):
    """nc27 item 10: a bot's turn went in one go (« play 5, turn the die, double, steal »); the die turned
    0.3 s after « Aucune carte pour annuler » came. A pass holds the table long enough to be read before
    the card it let be acts, at the normal speed."""
    from scene_input import open_scenario

    path = tmp_path / "long.yaml"
    path.write_text(LONG, encoding="utf-8")
    table = open_scenario(app, "kaiju", ["human", "bot:easy"], path, speed="normal")
    hold = table.pres.duration("reaction_pass")
    app.stack.pop()
    assert hold >= 0.6, hold
