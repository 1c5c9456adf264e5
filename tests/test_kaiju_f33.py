"""Kaiju & Mecha, after newcomer nc34 (f33): the first take said plainly, Conseil weighing the bot's answer,
the opening deal's cards apart in flight, and the bot's turn going on by itself."""

from __future__ import annotations

from lang import plain


def test_the_first_take_step_points_at_the_take_buttons_it_names():
    """nc34 shot-06: « une carte par face (le 1 ; pas de 6). Une seule par nombre obtenu, même si plusieurs
    sont là » was read twice, and understood only from the buttons « Prendre 1 / Prendre 5 (6 − 1) /
    Prendre 7 (1 + 6) ». The step names those buttons and what each takes, without « par face »."""
    from test_kaiju_issue24_r7 import steps_by_move, words

    said = steps_by_move()["take 7"]
    fr, en = said["fr"], said["en"]
    assert "Les boutons « Prendre » offrent" in fr and "The “Take” buttons offer" in en, fr
    for part in ("la somme (7)", "la différence (5)", "une carte par dé (le 1"):  # the buttons 7, 5 and 1
        assert part in fr, (part, fr)
    # nc35 shot 07: « Chaque nombre ne prend qu'une carte » and then « Prendre tous les 8 » read as a
    # contradiction: the step says the 8's exception (the rules: taking an 8 takes every 8 in the centre)
    assert "Un nombre ne prend qu'une carte, sauf le 8, qui prend tous les 8" in fr, fr
    assert "A number takes a single card, except 8, which takes every 8" in en, en
    assert "par face" not in fr and "même si plusieurs" not in fr, fr
    assert len(words(fr)) <= 40 and len(words(en)) <= 40, (fr, en)


# nc34 shot-61: the bot (seat 1), seen to take a 6, steals from seat 0 with its 4; seat 0 holds a 6 and the 11.
SHOT61 = """\
seats: 2
active: 1
phase: main
dice: [5, 6]
table: [1, 2, 10, 5, 3, 5, 3, 2]
players:
  - hand: [3, 6, 8, 11, 7]
  - hand: [1, 1, 6, 7, 7, 8, 4]
"""


def _answer(tmp_path, mine: str):
    from game import data
    from game.core import Chance, Event, act
    from game.kaiju import HardBot, from_scenario

    path = tmp_path / "s61.yaml"
    path.write_text(SHOT61.replace("[3, 6, 8, 11, 7]", mine), encoding="utf-8")
    st = from_scenario(data.load(path), Chance(0))
    bot = HardBot(0, seed=1)
    bot.explaining = True
    bot.observe([Event("cards_taken", 1, {"cards": [1, 1, 6, 7, 7, 8]})])
    bot.observe(st.apply(1, act("play", 4, "steal", 0)))
    return bot.choose(st.view(0), st.legal_actions(0)), bot.why


def test_a_cancel_advised_against_a_hand_keeping_a_6_says_it_weighed_that_6(tmp_path):
    """nc34 shots 39 vs 61: Conseil once said « Laissez faire : Bot 2 garde un 6 … votre carte 11 serait perdue
    pour rien », later « Annulez avec votre carte 6 » while the bot still kept a 6, without a word of it. The
    advice is the same (the 11 answers the bot's 6); its words now say the 6 and the answer."""
    from game import i18n
    from game.core import act

    move, (reason, params) = _answer(tmp_path, "[3, 6, 8, 11, 7]")
    assert move == act("play", 6, "cancel") and reason == "cancel", (move, reason)
    fr = plain(i18n.hint_text("kaiju", reason, params, ["Joueur 1", "Bot 2"]))
    assert "Bot 2 garde un 6, mais votre 11 y répondrait." \
        in fr, fr
    move, (reason, params) = _answer(tmp_path, "[3, 6, 8, 6, 7]")  # two 6s: « votre autre 6 »
    assert "mais votre autre 6 y répondrait" in plain(i18n.hint_text("kaiju", reason, params, ["Joueur 1", "Bot 2"]))
    # one 6 alone against the bot's last 6 (its whole hand seen): shot 39 let it pass, « perdue pour rien »; the
    # bot's answer spends its last 6 as well (nc59 shot 098), so the cancel is a trade, advised and said so
    move, (reason, _) = _answer(tmp_path, "[3, 6, 8, 2, 7]")
    assert move == act("play", 6, "cancel") and reason == "cancel_trade", reason


def test_the_weighed_cancel_card_still_fits_the_box():
    """The longest cancel's words (one's own steal saved, a Wound risk, the other's cancel card answered) and
    a kept card not worth spending, in French and English, within Conseil's ten lines at full size."""
    import pygame

    from game import i18n
    from scenes.kaiju.table import KaijuTable
    from sprites.fonts import font, wrap

    pygame.font.init()
    rect, size = KaijuTable.hint_rect, 16
    assert (rect.height - 44) // font(size).get_linesize() >= 10
    base = {"card": 11, "effect": "steal", "player": 1, "aimed": 0, "victim": 1, "last": 0, "holder": 1, "holds": 10,
            "again": 9, "twin": 0}
    said = {}
    for lang in ("en", "fr"):
        i18n.set_lang(lang)
        wound = ["wound", {"n": 2, "of": 11, "about": "yes", "wound": 3}]
        for extra in ({"mine": 1, "theft": 1, "wound": wound, "kept": 1, "spare": 0},
                      {"mine": 0, "theft": 0, "wound": "", "kept": 0, "spare": 6}):
            said_now = i18n.hint_text("kaiju", "cancel", base | extra, ["Joueur 1", "Bot 2"])
            body = f"{said_now} {i18n.t('kaiju.hint_lasts')}"
            said[lang, extra["kept"]] = plain(body)
            assert len(wrap(body, rect.width - 24, size)) <= 10, (lang, body)
    i18n.set_lang("fr")
    assert "Bot 2 garde un 6, mais son effet ne vaut pas cette carte pour lui." in said["fr", 0]
    assert "Bot 2 keeps a 10, but your 9 would answer it." in said["en", 1]


def test_the_opening_deal_flies_its_cards_apart(app):
    """nc34 shot-31: under « Un instant... » the deal's 9, 7, 7 and 1 flew piled on each other, each card
    leaving the pile before the one ahead had landed. At every frame of the deal, the cards in flight
    (not yet at their place) cover no other card in flight."""
    from scene_input import open_table

    from game.match import Match
    from scenes.menu import MenuScene

    app.settings.speed = "fast"  # the flights and the events' times are scaled alike
    app.stack.push(MenuScene(app))
    open_table(app, Match("kaiju", ["human", "bot:easy"], seed=3))
    table = app.stack.top
    seen, frames = 0, 0
    while frames < 300 and (frames < 5 or any(e.kind == "card_revealed" for e in table.queue)):
        app.frame(1 / 60, draw=False)
        frames += 1
        flying = [f.rect() for f in table.anim.flights
                  if f.tween.elapsed >= f.tween.delay and f.tween.value < 0.97]
        seen = max(seen, len(flying))
        for i, a in enumerate(flying):
            assert a.collidelist(flying[i + 1:]) < 0, (frames, flying)
    app.stack.pop()
    assert seen >= 1 and frames < 300, (seen, frames)
