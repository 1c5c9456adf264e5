"""Round nc26 (a newcomer's tutorial and first game against « Bot sur mesure »): what stumbled them."""

from __future__ import annotations

import pygame
import yaml
from lang import plain

from game import i18n

NAMES = ["Joueur 1", "Bot 2"]


def test_the_stuck_prompt_lets_the_cards_be_kept_as_the_conseil_may_say():
    """nc26 shots 42, 49, 50: « Défaussez : … » above the table while Conseil said « gardez vos 2 cartes »:
    the line now says keeping is fine."""
    from types import SimpleNamespace

    from game.core import act
    from game.evolution.defs import load_defs
    from scenes.evolution.choices import Asked

    mage = SimpleNamespace(piles={"air": ["air0"], "fire": [], "earth": [], "water": []}, quick=[], main=[],
                           quick_state="open", draw_count=9)
    model = SimpleNamespace(tokens={}, mages=[mage, mage], hand=["air3"], limbo={}, seat=0)
    asked = Asked([act("discard", "air3", "main"), act("end")], None, model, NAMES,  # type: ignore[arg-type]
                  load_defs(), 0)
    for lang, words in (("fr", ("Gardez ou défaussez :", "dans la principale ce qui ne se posera plus")),  # f52
                        ("en", ("Keep or discard:", "to the main one what will never fit"))):
        i18n.set_lang(lang)
        text = plain(asked.prompt_text())
        assert all(w in text for w in words), text
    i18n.set_lang("fr")


def test_a_hint_freeing_a_creature_speaks_of_an_ether_only_when_one_is_in_hand():
    """nc26 shot 48: « un Éther de votre main, défaussé au centre, retiendrait aussi la créature » with no
    Éther left in hand."""
    from test_evolution_issue24_hints import STUCK, _hint

    from game.core import act
    from game.evolution.checks import position

    doc = yaml.safe_load(STUCK)
    doc["mages"][0]["hand"] = ["water3", "air3", "earth4", "earth3", "fire5"]
    doc["mages"][0]["piles"]["water"] = ["water0", "water1", "water2"]
    doc["mages"][0]["rooted"]["water"] = 3
    i18n.set_lang("fr")
    a, text = _hint(position(doc))
    assert a == act("play", "water3", "water"), a
    assert "Ondine" in text and "Éther de votre main" not in plain(text), text
    assert "sans Éther en main" in plain(text), text
    base = {"card": "water3", "pile": "water", "level": 3, "left": 2, "creature": "ondine", "power": "protect",
            "to_seat": 1}
    for close in (0, 1):
        for lang, held, none in (("fr", "un Éther de votre main", "sans Éther en main"),
                                 ("en", "an Ether from your hand", "with no Ether in hand")):
            i18n.set_lang(lang)
            with_ether = plain(i18n.hint_text("evolution", "play", {**base, "close": close, "ether": 1}, NAMES))
            without = plain(i18n.hint_text("evolution", "play", {**base, "close": close, "ether": 0}, NAMES))
            assert held in with_ether and none not in with_ether, with_ether
            assert none in without and held not in without, without
    i18n.set_lang("fr")


def test_a_power_hint_says_what_the_power_does_not_a_stock_phrase():
    """nc26 shots 69, 74, 101: « pris à lui seul, c'est votre meilleur coup … » every time the Salamandre
    was hinted: each power that has a target says what it does to it."""
    base = {"creature": "salamander", "target": 1, "pile": "water", "copied": "none", "yours": 0,
            "answer": "none", "card": "none", "holder": "none"}
    for power in ("burn_rooted", "unroot", "condemn_quick", "burn_all", "protect"):
        for lang, stock in (("fr", "à lui seul"), ("en", "on its own")):
            i18n.set_lang(lang)
            text = plain(i18n.hint_text("evolution", "power", {**base, "power": power}, NAMES))
            assert stock not in text, (power, text)
    i18n.set_lang("fr")
    text = plain(i18n.hint_text("evolution", "power", {**base, "power": "burn_rooted"}, NAMES))
    assert "brûle le haut de cette pile enracinée" in text, text


SHIELD = """
seats: 2
current: 0
mages:
  - hand: [air1, fire2, earth1, ether1, water2]
    piles: {fire: [fire0, fire1]}
    rest: draw
  - hand: [air2, earth4, fire3, water4, earth3]
    piles: {water: [water0, water1, water2, water3]}
    rooted: {water: 3}
    rest: draw
markers:
  ondine: {seat: 1, pile: water}
"""


def test_a_shield_on_a_card_no_longer_free_is_dimmed_and_says_it_holds_nothing(app, tmp_path):
    """nc26 shots 70-71: the bot's Eau 3, rooted, still wore a bright « On » badge, and the Salamandre
    burned it: the badge is dimmed and its tooltip says why it shields nothing now, and from what it
    shields a free card."""
    from test_scenes_evolution import table_for

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], SHIELD)
    assert table.shield_on("ondine") == ("water3", True)
    r = table.token_rect("ondine")
    _title, body = table.inspect_at(r.center)
    assert "la protège des Feux et du Phénix adverses" in plain(body), body
    surf = pygame.Surface((1280, 720))
    table.draw_zone(surf, 1)
    bright = surf.get_at(r.center)
    table.m.mages[1].rooted["water"] = 4  # rooted over it (a Golem, an Ondine's turn): not free any more
    assert table.shield_on("ondine") == ("water3", False)
    r = table.token_rect("ondine")
    _title, body = table._inspect(r.center)  # the cache knows events, not this hand-made change
    assert "ne la protège plus" in plain(body) and "Salamandre" in plain(body), body
    surf.fill((0, 0, 0))
    table.draw_zone(surf, 1)
    dim = surf.get_at(r.center)
    assert sum(dim[:3]) < sum(bright[:3]) - 60, (bright, dim)


def test_the_tornado_says_a_short_draw_pile_takes_a_discard_back_shuffled():
    """nc26 shot 83: Feu 0, put in the quick discard last to come back first, was not drawn: the Tornado's
    question says when its draws will come from a discard, and that it comes shuffled."""
    from types import SimpleNamespace

    from game.core import act
    from game.evolution.defs import load_defs
    from scenes.evolution.choices import Asked

    def said(draw: int, lang: str = "fr") -> str:
        i18n.set_lang(lang)
        mage = SimpleNamespace(piles={"air": ["air0"], "fire": [], "earth": [], "water": []}, quick=["fire2", "fire0"],
                               main=[], quick_state="open", draw_count=draw)
        model = SimpleNamespace(tokens={}, mages=[mage, mage], hand=["air3"], limbo={}, seat=0)
        task = {"t": "tornado", "seat": 0, "count": 2}
        asked = Asked([act("draw")], task, model, NAMES, load_defs(), 0)  # type: ignore[arg-type]
        return plain(asked.prompt_text())

    assert "la suite vient de votre rapide, mélangée" in said(1), said(1)
    assert "mélangée" not in said(5), said(5)
    assert "shuffled" in said(0, "en"), said(0, "en")
    i18n.set_lang("fr")


PAUSED = """
seats: 2
current: 0
mages:
  - hand: [air1, fire2, earth1, water2, fire3]
    piles: {fire: [fire0, fire1], water: [water0, water1]}
    quick_state: unavailable
    rest: draw
  - hand: [air2, earth4, fire4, water4, earth3]
    piles: {water: [water0, water1, water2, water3], earth: [earth0, earth1]}
    rooted: {water: 3, earth: 2}
    rest: draw
"""


def test_the_toasts_keep_off_the_hand_the_buttons_and_the_bots_chips(app, tmp_path):
    """nc26 shots 83, 85: « Pioche vide : … » ran the whole width over the hand and Conseil/Annuler;
    shot 98: « Plus rien à faire … » lay over the bot's « protégée » and level chips."""
    from test_scenes_evolution import table_for

    from scenes.evolution.table import L
    from sprites.fonts import TYPE, font

    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        table = table_for(app, tmp_path, ["human", "bot:easy"], PAUSED)
        buttons = [b.rect for b in table.every_button()]
        bot = [pygame.Rect(r.x, r.y, r.width, table.pile_foot(1, p) - r.y)
               for p in table.elements for r in [table.pile_rect(1, p)]]
        paused = table.error_rect(font(TYPE.BODY).size(i18n.t("evolution.quick_paused_told")))
        assert not paused.colliderect(L.hand) and paused.collidelist(buttons) < 0, paused
        assert paused.collidelist(bot) < 0, paused
        table.m.hand = []  # « Plus rien à faire » comes with an empty hand: its place is free
        table._toast_cache = None
        ended = table.error_rect(font(TYPE.BODY).size(i18n.t("evolution.auto.end")))
        assert ended.collidelist(bot) < 0 and ended.collidelist(buttons) < 0, ended
    i18n.set_lang("fr")


def test_the_guides_arrow_keeps_off_the_turn_count_and_the_creatures_names(app, tmp_path):
    """nc26 shot 05: the tutorial's arrow to « Éther : 0 » came up over the « ) » of « (limite : 160
    tours) »; kept off it, it crossed « Salamandre » and « Dhyâna »: all are words it keeps off, and the
    tokens pieces it goes round."""
    from test_scenes_evolution import table_for

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], PAUSED)
    words = table.text_rects()
    count = table.turns_words_rect()
    assert count in words and count.width > 100 and table.turns_rect().contains(count.inflate(-4, -2)), count
    names = table.centre_name_rects()
    assert len(names) == len(table.defs.creatures) and all(r in words for r in names)
    assert all(table.centre_slot(cid) in table.arrow_avoid() for cid in table.defs.creatures)


def test_the_persons_en_pause_stays_inside_its_slot_and_its_why_starts_under_it(app, tmp_path):
    """nc26 shots 58, 83: the red « en pause » touched its slot's edges and « sert de pioche » began on the
    slot's frame, as if the words spilled out of it."""
    from test_scenes_evolution import table_for

    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        table = table_for(app, tmp_path, ["human", "bot:easy"], PAUSED)
        slot = table.discard_rect(0, "quick")
        word = table.quick_state_rect(0)
        assert slot.inflate(-8, 0).contains(word), (word, slot)
        lines = table.quick_why_lines(0)
        assert lines and all(r.top > slot.bottom for _line, r in lines), (lines, slot)
    i18n.set_lang("fr")
