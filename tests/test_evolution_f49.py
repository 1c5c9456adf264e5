"""Round f49 of Evolution, from nc61's report (a newcomer's tutorial and first game against « Bot sur mesure »)."""

from __future__ import annotations

import yaml
from lang import plain

from game import i18n
from game.evolution.bots import HardBot
from game.evolution.checks import position

# nc61 shot 129: Air 3 under the Ondine, Feu 3, Terre 5, Eau 4; Air 4, Air 5 and an Éther in hand
AIR_FOUR = """
seats: 2
current: 0
turn: 24
mages:
  - hand: [air4, air5, ether2]
    piles: {air: [air0, air1, air2, air3], fire: [fire0, fire1, fire2, fire3],
            earth: [earth0, earth1, earth2, earth3, ether1, earth5], water: [water0, water1, water2, water3, water4]}
    rooted: {fire: 3, earth: 6, water: 5}
    rest: draw
  - hand: [fire3, earth3, fire4, earth4, ether3]
    piles: {air: [air0, air1, air2, air3, air4, air5], fire: [fire0, fire1],
            earth: [earth0, earth1, earth2, ether1, ether2], water: [water0, water1, water2, water3, water4, water5]}
    rooted: {air: 6, water: 6}
    quick_state: condemned
    rest: draw
tokens:
  elf: {holder: 0, used: true}
  siren: used
  golem: used
  sylph: used
markers: {ondine: {seat: 0, pile: air}}
"""


def test_conseil_never_puts_an_ether_where_the_hands_own_card_goes():
    """nc61 shots 129-133: « Cliquez Éther …, puis votre pile Air … Air 4 de votre main irait aussi à ce niveau, mais
    sa Tornade sert mieux une fois vos autres cartes posées »: once Air is at 4, Air 4 never goes down (2 levels; the
    person's Éther on Feu, Air 4 and Air 5 made 3). Conseil plays Air 4 and Air 5, and the Éther on Feu: 3 levels."""
    i18n.set_lang("fr")
    st = position(yaml.safe_load(AIR_FOUR))
    before = st.levels(0)
    for _ in range(12):
        if st.current != 0 or st.is_over:
            break
        bot = HardBot(0, 1)
        bot.explaining = True
        a = bot.choose(st.view(0), st.legal_actions(0))
        text = i18n.hint_text("evolution", *bot.why, ["Joueur 1", "Bot 2"]) if bot.why else ""
        assert not (a.kind == "play" and a.args == ("ether2", "air")), text
        assert "sert mieux une fois" not in plain(text), text
        if a.kind == "end":
            break
        st.apply(0, a)
    assert st.levels(0) == before + 3, st.piles[0]


# nc61 shot 072: Feu 2 (its symbol frees the Salamandre), Terre 2 and an Éther in hand
KEEP_FIRE = """
seats: 2
current: 0
turn: 6
mages:
  - hand: [fire2, earth2, ether1]
    piles: {air: [air0, air1], fire: [fire0, fire1], earth: [earth0]}
    rooted: {air: 2}
    rest: draw
  - hand: [air2, fire1, earth3, water3, ether2]
    piles: {earth: [earth0], water: [water0, ether1]}
    rooted: {earth: 1}
    rest: draw
tokens:
  siren: {holder: 0, used: true}
"""


def test_conseil_says_why_it_keeps_the_rest_of_the_hand_beside_a_gift_kept():
    """nc61 shot 072: « … mieux vaut la garder pour un prochain tour. Gardez aussi le reste de votre main. », no why
    for the Éther and Terre 2. The hint names them and why: the Éther may hold the Salamandre back, Terre 2 fits
    soon."""
    st = position(yaml.safe_load(KEEP_FIRE))
    # f52 (nc63 shot 063: « keep it now, or put it in the centre? »): keep it now, the centre later (meant change)
    # f54 (nc65 shot 106: « le tour où vous poserez Terre 3 … » with the Éther in hand: why not now?): said (meant)
    for lang, words in (("fr", ("Et pourquoi pas maintenant, avec votre Éther pour retenir Salamandre ? L'Éther y "
                                "serait dépensé, alors qu'en attendant, Bot 2 peut poser sa propre carte à ce symbole",
                                "Gardez Terre 2 : elle se posera bientôt.")),
                        ("en", ("So why not now, with your Ether holding Salamander back? The Ether would be spent",
                                "Keep Earth 2: it will fit soon."))):
        i18n.set_lang(lang)
        bot = HardBot(0, 1)
        bot.explaining = True
        bot.look_ahead = lambda view, cands, rng: {a: 0.5 for a in cands}  # type: ignore[method-assign]
        a = bot.choose(st.view(0), st.legal_actions(0))
        assert a.kind == "end", a
        key, params = bot.why
        text = plain(i18n.hint_text("evolution", key, params, ["Joueur 1", "Bot 2"]))
        assert all(w in text for w in words), text
        assert "le reste de votre main" not in text and "rest of your hand" not in text, text
    i18n.set_lang("fr")


def _steps_reached():
    """Each step of the tutorial (opening, then the rest) with the table when it is reached, played headless."""
    from game import tutorial

    tut = tutorial.load("evolution")
    out = []
    for part in (tut.prev, tut):
        assert part is not None
        match = part.new_match()
        for step in part.steps:
            match.run_bots()
            out.append((step, match.state.clone()))
            if not step.reads:
                match.play(tut.person, step.pick(match.state.legal_actions(tut.person)))
    return out


def test_the_tutorial_shows_the_draw_pile_taking_the_quick_discard_back_and_what_condemned_means():
    """nc61 shots 014-015, 079-080, 090, 112: « en pause », « condamnée » and « pioche ses 3 dernières cartes, puis
    reprend sa défausse… » met in play with no idea what they meant. A step, when the person's refill has emptied
    the draw pile and taken the quick discard back, says so, what « en pause » means and what the Elfe's condemning
    does; the card it names came from that discard."""
    from game.evolution.engine import UNAVAILABLE

    said = [(plain(s.say["fr"]), plain(s.say["en"]), st) for s, st in _steps_reached() if s.reads]
    fr, en, st = next((f, e, st) for f, e, st in said if "« en pause »" in f)
    assert st.quick_state[0] == UNAVAILABLE and not st.draws[0], (st.quick_state, st.draws[0])
    assert "water5" in st.hands[0], st.hands[0]
    # (f53, nc64: the step says when to use each discard, in its 40 words: its wording follows)
    for words in ("Votre pioche vide a repris votre défausse rapide", "l'Eau 5",
                  "« en pause » jusqu'au retour de la principale", "L'Elfe condamne la rapide"):
        assert words in fr, (words, fr)
    assert '"on hold"' in en and "The Elf condemns" in en, en


def test_the_opening_fires_say_they_find_nothing_to_burn():
    """nc61 shots 011-014: Feu 0 and Feu 1 marked « Embrasement » and nothing happened (the bot had no card to burn).
    Their steps say so, and indeed the bot has no free card then."""
    for step, st in _steps_reached():
        if step.do in ("play fire0 fire", "play fire1 fire"):
            assert not any(st.burnable(1, p, 0) is not None for p in st.defs.elements), step.do
            assert "rien à brûler" in plain(step.say["fr"]).lower(), step.say["fr"]
            assert "nothing to burn" in plain(step.say["en"]).lower(), step.say["en"]


def test_the_tutorials_french_names_what_the_screen_shows():
    """nc61 shots 003, 014, 038: « vos 4 et 5 attendent », « « manche » compte un tour » (the panel says « Tour 1 ·
    manche 1 sur 80 au plus »), « Posez l'Eau 5 … : plus qu'une carte » with two cards in hand."""
    steps = [(s, st) for s, st in _steps_reached()]
    fr = [plain(s.say["fr"]) for s, _ in steps]
    assert any("vos cartes de niveau 4 et 5 attendent dans la défausse principale" in t for t in fr), fr[0]
    i18n.set_lang("fr")
    for step, st in steps:
        text = plain(step.say["fr"])
        if "manche" in text:
            panel = plain(i18n.t("evolution.turn_count", n=st.turn + 1, round=st.turn // 2 + 1, limit=80))
            quoted = text.split("« manche", 1)[1].split(" »", 1)[0]
            assert f"manche{quoted}" in panel, (panel, text)  # the words the panel shows
        if step.do == "play water5 water":
            assert len(st.hands[0]) == 2 and "ensuite, plus qu'une carte" in text, (st.hands[0], text)


def test_free_cards_are_defined_where_a_tooltip_first_uses_them():
    """nc61 shot 020: the Phénix's tooltip said « cartes libres » before the tutorial's step 14 defined them."""
    from game.evolution.defs import load_defs

    defs = load_defs()
    for key in ("power_burn_all", "power_protect"):
        assert "cartes libres (au sommet d'une pile non enracinée)" in plain(defs.inspect[key]["fr"]), key
        assert "(on top of an unrooted pile)" in plain(defs.inspect[key]["en"]), key
    assert "plus rien n'y va jusqu'à la fin de la partie" in plain(defs.inspect["power_condemn_quick"]["fr"])


def test_an_egg_burned_is_said_to_cost_no_level():
    """nc61 shot 048: « Bot 2 (sur mesure) garde son niveau, mais devra reposer un Œuf » for a mage at level 0."""
    i18n.set_lang("fr")
    text = plain(i18n.hint_text("evolution", "burn", {"target": 1, "pile": "fire", "level": 0, "empty": 1,
                                                      "siren": "none", "exposed": "none", "close": 0, "more": 0,
                                                      "cascade": "none", "odds": "none", "held": 5, "drawn": 3},
                                ["Joueur 1", "Bot 2"]))
    assert "Bot 2 ne perd aucun niveau (un Œuf compte 0)" in text and "garde son niveau" not in text, text


# nc61 shot 132: the Ondine on Air 3, Air 4 about to go on top
SHIELD = """
seats: 2
current: 0
turn: 24
mages:
  - hand: [air4, air5, fire3]
    piles: {air: [air0, air1, air2, air3], fire: [fire0, fire1, fire2],
            earth: [earth0, earth1, earth2, earth3, ether1, earth5], water: [water0, water1, water2, water3, water4]}
    rooted: {earth: 6, water: 5}
    rest: draw
  - hand: [fire3, earth3, fire4, earth4, ether3]
    piles: {air: [air0, air1, air2, air3, air4, air5], fire: [fire0, fire1]}
    rooted: {air: 6}
    rest: draw
tokens:
  elf: {holder: 0, used: true}
markers: {ondine: {seat: 0, pile: air}}
"""


def test_a_shield_on_a_covered_card_stays_in_sight(app, tmp_path):
    """nc61 shot 132: « the Ondine token on Air 3 sits half-hidden behind the new Air 4 ». On the top card the token
    sits on its corner; once a card covers it, it goes beside the covered card's strip, clear of every card."""
    from scene_input import run_until
    from test_scenes_evolution import table_for

    from game.core import act

    table = table_for(app, tmp_path, ["human", "bot:easy"], SHIELD)
    assert table.token_rect("ondine").colliderect(table.pile_card_rect(0, "air", 3))  # on its card, the top
    table.act(0, act("play", "air4", "air"))
    assert run_until(app, lambda: not table.busy and table.controls.asked is not None, 10)
    r = table.token_rect("ondine")
    strip = table.pile_card_rect(0, "air", 3)
    assert strip.top <= r.centery <= table.pile_card_rect(0, "air", 4).top + r.height // 2, (r, strip)
    for p, cards in table.m.mages[0].piles.items():
        for i in range(len(cards)):
            assert not r.colliderect(table.pile_card_rect(0, p, i)), (p, i, r)
    assert table.zones[0].rect.contains(r), r


LONE = """
seats: 2
current: 0
turn: 2
mages:
  - hand: [earth2]
    piles: {air: [air0, air1], fire: [fire0, fire1]}
    quick: [earth3, fire3, water3]
    rest: draw
  - hand: [air2, earth4, fire3, water4]
    piles: {water: [water0, water1]}
    rest: draw
"""


def test_a_click_on_the_buttons_place_while_the_table_catches_up_is_said_not_taken(app, tmp_path, monkeypatch):
    """nc61 shot 063: « I clicked my lone Terre 2 and then « Défausse rapide », but at the end of the turn it was still
    in my hand … nothing on screen told me anything had failed ». A click where the question's buttons go, while
    the table still plays the last move out (no button there yet), was dropped without a word: it is said not
    taken, and nothing is played."""
    from scene_input import click
    from test_scenes_evolution import hand_pos

    from scenes.evolution.table import L

    i18n.set_lang("fr")
    table = table_for_lone(app, tmp_path)
    moves = len(table.feed.match.moves)
    monkeypatch.setattr(table, "my_seat", lambda: None)
    monkeypatch.setattr(table, "catching_up", lambda: True)
    click(app, hand_pos(table, "earth2"))
    assert table.controls.selected == "earth2"
    click(app, (L.prompt.x + 150, L.prompt.y + 80))  # where « Défausse rapide (Q) » comes
    assert "ce clic n'a pas été pris" in plain(table.error or ""), table.error
    assert len(table.feed.match.moves) == moves


def table_for_lone(app, tmp_path):
    from test_scenes_evolution import table_for

    return table_for(app, tmp_path, ["human", "bot:easy"], LONE)
