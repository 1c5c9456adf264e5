"""Round nc33 (a newcomer's tutorial and first game against « Bot sur mesure »): what stumbled them."""

from __future__ import annotations

import pygame
from lang import plain
from test_evolution_nc29 import _press  # a click, down and up, where a person clicks

from game import i18n

# the person's Air 2 frees the Sylphe, with no Ether in hand to hold it back
SYLPH = """
seats: 2
current: 0
mages:
  - hand: [air2, water4, fire3]
    piles: {air: [air0, air1], water: [water0]}
    rest: draw
  - hand: [air3, earth4, fire3, water4, earth3]
    piles: {water: [water0, water1]}
    rest: draw
"""


def test_a_card_that_gives_a_creature_away_for_want_of_an_ether_asks_first(app, tmp_path):
    """nc33 shot 79: card then pile, and Air 2 handed the Sylphe (an extra turn) to the bot; the warning
    shown on picking the card went unread. The pile's click now asks, saying what the creature does; a
    second click on the pile does not answer it; « Retour » keeps the card picked; the button places it."""
    from scene_input import look
    from test_scenes_evolution import hand_pos, table_for

    from game.core import act

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], SYLPH)
    c = table.controls
    moves = len(table.feed.match.moves)
    _press(app, hand_pos(table, "air2"))
    _press(app, table.pile_rect(0, "air").center)
    assert len(table.feed.match.moves) == moves
    assert plain(c.prompt) == ("Pas d'Éther en main pour la retenir : poser Air 2 donne Sylphe à Bot 2 (facile), "
                               "qui pourra jouer deux tours de suite. Poser quand même ?"), c.prompt
    labels = [plain(b.label) for b in c.bar.buttons]
    assert labels[:2] == ["Poser quand même", "Retour"], labels
    from scenes.evolution.table import L
    from scenes.ui import ACCENT

    surf = pygame.Surface((1280, 720))
    table.draw_prompt(surf)
    assert surf.get_at((L.prompt.centerx, L.prompt.top))[:3] == ACCENT  # the frame glows: a new question
    _press(app, table.pile_rect(0, "air").center)  # a second click on the pile is no answer
    assert len(table.feed.match.moves) == moves and c.confirm_gift is not None
    look(app)
    _press(app, c.bar.buttons[1].rect.center)
    assert c.confirm_gift is None and c.selected == "air2"
    _press(app, table.pile_rect(0, "air").center)
    assert c.confirm_gift is not None
    assert c.next_click(act("play", "air2", "air"))[0] == "button"  # the tutorial's and Conseil's pointer
    look(app)
    _press(app, c.bar.buttons[0].rect.center)
    assert table.feed.match.moves[moves] == [0, "play air2 air"]


def test_no_question_with_an_ether_in_hand_or_a_card_that_frees_nothing(app, tmp_path):
    """The question after the placement already offers the Ether; a card without a creature asks nothing."""
    from test_scenes_evolution import table_for

    from game.core import act

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], SYLPH.replace("[air2, water4, fire3]",
                                                                           "[air2, water1, ether1]"))
    asked = table.controls.asked
    assert asked is not None
    assert asked.gift_question(act("play", "air2", "air")) is None
    assert asked.gift_question(act("play", "water1", "water")) is None


def test_every_power_has_its_words_in_the_gift_question():
    """Each creature's power reads in the question, in both languages (no fallback to the default)."""
    from game.evolution.defs import load_defs

    defs = load_defs()
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        said = {p: i18n.t("evolution.confirm_gift", card="X", creature="Y", who="Z", power=p)
                for p in {c.power for c in defs.creatures.values()}}
        assert len(set(said.values())) == len(said), said
    assert "who may play two turns in a row. Place it anyway?" in said["extra_turn"], said
    i18n.set_lang("fr")


def test_a_paused_quick_discard_says_one_short_line_at_any_count(app, tmp_path):
    """nc33 shot 84 (nc32 too): « sert de pioche ; rouvre quand votre pioche (3 cartes) sera vide » on five
    squeezed lines under « en pause » read as a pile both drawn from and paused. One line, whatever the
    count, off the water pile's column and the main discard."""
    from test_evolution_nc25 import PAUSED
    from test_scenes_evolution import table_for

    table = table_for(app, tmp_path, ["human", "bot:easy"], PAUSED)
    mage = table.mage(0)
    neighbours = [table.discard_rect(0, "main"), table.pile_column(0, "water")]
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        for n in (0, 1, 3):
            mage.draw_count = n
            lines = table.quick_why_lines(0)
            assert 1 <= len(lines) <= 2, (lang, n, lines)  # nc38 shots 088, 106: two even lines at most
            assert lines[0][1].collidelist(neighbours) < 0, (lang, n, lines)
            assert "pioche (" not in lines[0][0] and "serves" not in lines[0][0]
    i18n.set_lang("fr")


def test_every_creature_in_the_panel_says_what_it_does_and_how_it_is_freed(app, tmp_path):
    """nc33 shot 137 (nc32 too): Dhyâna and Akâsha sat on the board all game, « la créature du 2e Éther posé au
    centre » in the log meant nothing. Hovering any creature of the panel says its power and what frees it,
    in both languages; the two of the centre say how an Ether gets there and who gives them."""
    from test_scenes_evolution import DUEL, table_for

    table = table_for(app, tmp_path, ["human", "bot:easy"], DUEL)
    freed = {"fr": ("libérée par le symbole", "Éther posé au centre"),
             "en": ("Released by the symbol", "put in the centre")}
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        for cid, cr in table.defs.creatures.items():
            title, body = table.inspect_at(table.token_rect(cid).center) or ("", "")
            body = plain(body)
            assert title == i18n.name("evolution", cid), (lang, cid, title)
            how = freed[lang][0] if cr.card else freed[lang][1]
            assert how in body and body.index(how) > 15, (lang, cid, body)  # its power first, then what frees it
            if not cr.card:
                assert ("retient une créature" if lang == "fr" else "holds a creature back") in body, body
    i18n.set_lang("fr")


def test_a_creature_a_rival_frees_says_who_frees_it_and_that_it_comes_to_you(app, tmp_path):
    """nc33 shot 67: « Créature libérée pour un adversaire : Sirène ! » in the bot's turn; the adversary
    was the person, who could not tell it came to them. The bot's release says who frees it; its gift to
    the person says so (« Bot 2 (facile) vous donne Sirène : elle est à vous ! »); one's own release keeps
    « pour un adversaire » where no choice follows (nc59)."""
    from test_scenes_evolution import DUEL, table_for

    from game.core import Event

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], DUEL)
    release = Event("release", 1, {"creature": "siren", "card": "water1", "holder": None})
    said = plain(table.banner_text("evolution.banner.release", release))
    assert said == "Créature libérée par Bot 2 (facile) : Sirène !", said
    # nc59 shots 057, 058: with an Éther in hand a choice comes, and one's own release says it (test_evolution_f47;
    # f48: read from the question the engine puts, so a real one: tests/test_evolution_f48.py)
    table.shown.append(Event("give", 1, {"creature": "siren", "target": 0, "taken_from": None}))
    assert table.on_give(table.shown[-1]) is not None
    banner = table.anim.banner_item
    assert banner is not None and plain(banner.text) == "Bot 2 (facile) vous donne Sirène : la créature est à vous !", \
        banner
    assert table.on_give(Event("give", 0, {"creature": "siren", "target": 1, "taken_from": None})) is None
    i18n.set_lang("en")
    said = plain(table.banner_text("evolution.banner.release", release))
    assert said == "Creature released by Bot 2 (facile): Siren!", said
    i18n.set_lang("fr")


def test_the_tornados_way_out_is_said_only_for_a_card_a_pile_would_take(app, tmp_path):
    """nc33 shot 99: « Air 1 ne va que dans une défausse. Pour la poser sur une pile, d'abord « Ne pas appliquer
    l'effet » » while Air 1 could go on no pile anyway. The way out is said for Air 3 (the Air pile at 3 once
    Air 2 is on it), not for Terre 4 (no Terre pile at 4)."""
    from scene_input import run
    from test_evolution_nc23 import TORNADO
    from test_scenes_evolution import table_for

    from game.core import act

    table = table_for(app, tmp_path, ["human", "bot:easy"], TORNADO)
    table.act(0, act("play", "air2", "air"))
    run(app, 0.05)
    asked = table.controls.asked
    assert asked is not None and asked.first("skip") is not None
    for lang, way in (("fr", "Un clic sur une de vos piles"), ("en", "A click on one of your piles")):
        i18n.set_lang(lang)
        assert way in plain(asked.pending_text("air3") or ""), asked.pending_text("air3")
        said = plain(asked.pending_text("earth4") or "")
        assert said and way not in said, said
    i18n.set_lang("fr")


def test_the_rivals_turn_in_a_few_words_says_the_persons_own_answers(app, tmp_path):
    """nc33 shot 93: « Pendant le tour de Bot 2 : 8 cartes posées ; pouvoirs utilisés… » left out the person's
    best move, its Sirène sending the bot's Fire back onto the bot's Feu 4. The person's powers and Cascades
    in that turn are said, and the rival's own card burned."""
    from test_scenes_evolution import DUEL, table_for

    from game.core import Event

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], DUEL)
    events = [
        Event("turn_start", 1, {"extra": False}),
        Event("play", 1, {"card": "fire2", "pile": "fire", "level": 2}),
        Event("power", 0, {"creature": "siren", "as": "siren"}),
        Event("burned", 1, {"target": 1, "pile": "fire", "card": "fire4", "how": "burn"}),
        Event("cascade", 0, {"card": "water3", "pile": "water", "level": 3, "burner": 1, "saved": None,
                             "penalty": 1}),
    ]
    said = plain(" ".join(table.recap_lines(events)))
    assert "vos réponses : Sirène, Cascade (Eau 3)" in said, said
    assert "brûlée chez Bot 2 (facile) : Feu 4" in said, said
    i18n.set_lang("en")
    said = plain(" ".join(table.recap_lines(events)))
    assert "your answers: Siren, Cascade (Water 3)" in said, said
    i18n.set_lang("fr")


def test_the_tornados_end_toast_finds_room_off_the_persons_piles(app, tmp_path):
    """nc33 shot 101: « Plus rien en main à défausser : la Tornade se termine… » lay across the person's
    piles. Said shorter, it finds the empty hand's place (the hand is empty when it is said)."""
    from test_evolution_nc31 import PHOENIX
    from test_scenes_evolution import table_for

    from sprites.fonts import TYPE, font

    table = table_for(app, tmp_path, ["human", "bot:easy"], PHOENIX)
    table.sync()
    table.m.hand = []
    piles = [table.pile_column(0, p) for p in table.elements] + [table.zones[0].rect]
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        text = i18n.t("evolution.auto.draw", n=1)
        table._toast_cache = None
        r = table.error_rect(font(TYPE.BODY).size(text), (1280, 720))
        assert r.collidelist(piles) < 0, (lang, text, r)
    i18n.set_lang("fr")


# nc33 shots 64, 71: Conseil put the Éther on the Terre pile at 2 while Terre 2 and Terre 3 were in hand
ETHER_OVER_EARTH = """
seats: 2
current: 0
turn: 10
mages:
  - hand: [air2, earth3, water3, ether2, earth2]
    piles: {air: [air0], fire: [fire0, fire1], earth: [earth0, earth1], water: [water0]}
    rooted: {fire: 2, earth: 2}
    rest: draw
  - hand: [air1, air2, earth3, water4, fire4]
    piles: {air: [air0], fire: [fire0, fire1, fire2], earth: [earth0, earth1], water: [water0, water1, water2]}
    rest: draw
"""


def test_conseil_says_why_an_ether_takes_the_level_of_a_card_in_hand():
    """nc33 shots 64, 71: « Cliquez Éther…, puis votre pile Terre » with Terre 2 in hand, and nothing said why.
    f49 (nc61 shot 129, an Éther on Air with Air 4 in hand, one level lost): the joker no longer takes the level of a
    card of the hand (meant: this pinned the Éther on Terre, which left Terre 2 dead); Conseil plays Terre 2 itself."""
    import yaml
    from test_evolution_issue24_hints import _hint

    from game.evolution.checks import position

    st = position(yaml.safe_load(ETHER_OVER_EARTH))
    i18n.set_lang("fr")
    a, text = _hint(st)
    assert str(a) == "play earth2 earth", a
    assert "irait aussi à ce niveau" not in plain(text), text


def test_the_gift_question_by_keyboard_asks_and_enter_answers_once_settled(app, tmp_path):
    """The keys take the same way: 1 then A asks; an Enter at once (the same press) is not the answer, one
    after CONFIRM_GAP places the card."""
    import time

    from scene_input import key
    from test_scenes_evolution import table_for

    from scenes.evolution.controls import CONFIRM_GAP

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], SYLPH)
    c = table.controls
    moves = len(table.feed.match.moves)
    key(app, pygame.K_1)
    assert c.selected == "air2"
    key(app, pygame.K_a)
    assert c.confirm_gift is not None and len(table.feed.match.moves) == moves
    key(app, pygame.K_RETURN)
    assert c.confirm_gift is not None and len(table.feed.match.moves) == moves
    c.confirm_gift = (c.confirm_gift[0], time.monotonic() - CONFIRM_GAP)  # the question has been read
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))  # (no frame: no bot)
    assert table.feed.match.moves[moves] == [0, "play air2 air"]


def test_the_recap_names_a_pile_rooted_twice_once(app, tmp_path):
    """nc62 shot 072: « piles enracinées : Terre, Terre »: the bot's Terre 0 and Terre 1 each rooted its Earth pile
    (its new top covered). The recap names the pile once."""
    from test_scenes_evolution import DUEL, table_for

    from game.core import Event

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], DUEL)
    events = [
        Event("turn_start", 1, {"extra": False}),
        Event("play", 1, {"card": "earth0", "pile": "earth", "level": 0}),
        Event("root", 1, {"pile": "earth", "count": 1}),
        Event("play", 1, {"card": "earth1", "pile": "earth", "level": 1}),
        Event("root", 1, {"pile": "earth", "count": 2}),
    ]
    said = plain(" ".join(table.recap_lines(events)))
    assert "pile enracinée : Terre" in said and "Terre, Terre" not in said, said
