"""Issue 24, round 6: hints that hurt. The hard bot (whose move is the hint) keeps a card that fits
next turn or that the Ethers in hand make playable, names every card it would throw away this turn in
one sentence, and says when the card it plays frees a creature for an opponent."""

from __future__ import annotations

import random

import yaml

from game import i18n
from game.core import act
from game.evolution.bots import SHARP, HardBot, soon_playable
from game.evolution.checks import position

NAMES = ["Joueur 1", "Bot 2"]

# Shot-76: Air and Earth piles at their Egg, nothing in hand fits; the hint threw the five cards away one by one.
STUCK = """
seats: 2
current: 0
turn: 10
mages:
  - hand: [air2, air3, earth2, earth3, earth4]
    piles: {air: [air0], fire: [fire0, fire1, fire2, fire3], earth: [earth0], water: [water0, water1, water2, water3]}
    rooted: {fire: 4, water: 4}
    rest: draw
  - hand: [air1, fire1, earth1, ether1, ether2]
    piles: {air: [air0], water: [water0]}
    rest: draw
"""


def _hint(st, seat=0):
    bot = HardBot(seat, 1)
    bot.explaining = True
    legal = st.legal_actions(seat)
    a = bot.choose(st.view(seat), legal)
    assert a in legal
    key, params = bot.why
    return a, i18n.hint_text("evolution", key, params, NAMES)


def test_a_card_one_level_away_stays_in_hand_and_the_discards_are_named_at_once():
    st = position(yaml.safe_load(STUCK))
    i18n.set_lang("fr")
    a, text = _hint(st)
    assert a.kind == "discard" and a.args[0] in ("air3", "earth3", "earth4"), a
    # the other cards thrown this turn are named in the same sentence, the ones fitting next turn are not
    assert "Puis mettez aussi" in text and text.rstrip().endswith("dans la défausse rapide."), text
    assert "Air 2" not in text and "Terre 2" not in text, text
    thrown = [str(a.args[0])]
    for _ in range(6):
        a = SHARP(st, 0, st.legal_actions(0), random.Random(0))
        if a.kind != "discard":
            break
        st.apply(0, a)
        thrown.append(str(a.args[0]))
    assert sorted(st.hands[0]) == ["air2", "earth2"], (thrown, st.hands[0])


def test_an_ether_in_hand_counts_as_the_missing_level():
    """Shot-41: Air pile at its Egg, Air 2 and an Ether in hand: the Tornado threw the Air 2 away."""
    doc = yaml.safe_load(STUCK)
    doc["mages"][0]["hand"] = ["air1", "air3", "ether1", "earth4", "fire5"]
    doc["mages"][0]["piles"]["air"] = ["air0"]
    st = position(doc)
    assert soon_playable(st, 0, "air3")  # Air 1 then the Ether as level 2
    st.hands[0].remove("air1")
    assert not soon_playable(st, 0, "air3")  # two levels short, one Ether
    st.hands[0].append("ether2")
    assert soon_playable(st, 0, "air3")
    assert SHARP.discard_pick(st, 0, ["air3", "earth4"]) == ("earth4", "quick")


def test_the_tornado_keeps_the_card_an_ether_makes_playable():
    doc = yaml.safe_load(STUCK)
    doc["mages"][0]["hand"] = ["air1", "air3", "ether1", "earth4", "earth3"]
    st = position(doc)
    st.apply(0, act("play", "air1", "air"))
    while st.stack and st.stack[-1]["t"] in ("effect", "tornado"):
        a = SHARP(st, 0, st.legal_actions(0), random.Random(0))
        assert not (a.kind == "tornado" and a.args[0] == "air3"), "the Tornado threw away the card the Ether reaches"
        st.apply(0, a)
    assert "air3" in st.hands[0]


def test_the_hint_says_when_its_card_frees_a_creature_for_the_opponent():
    """Shot-69: Water 3 was hinted without a word about the Ondine it hands the bot."""
    doc = yaml.safe_load(STUCK)
    doc["mages"][0]["hand"] = ["water4", "air3", "earth4", "earth3", "fire5"]
    doc["mages"][0]["piles"]["water"] = ["water0", "water1", "water2"]
    doc["mages"][0]["rooted"]["water"] = 3
    doc["mages"][0]["hand"][0] = "water3"
    st = position(doc)
    i18n.set_lang("fr")
    a, text = _hint(st)
    assert a == act("play", "water3", "water"), a
    # nc25: the one opponent who receives it is named (« son jeton ira à Bot 2 »)
    assert "Ondine" in text and f"ira à {NAMES[1]}" in text, text
    i18n.set_lang("en")
    assert "frees Undine" in _hint(st)[1]
    # a card without a symbol warns of nothing
    doc["mages"][0]["hand"][0] = "water4"
    doc["mages"][0]["piles"]["water"] = ["water0", "water1", "water2", "water3"]
    doc["mages"][0]["rooted"]["water"] = 4
    i18n.set_lang("fr")
    a, text = _hint(position(doc))
    assert a.kind == "play" and "libère" not in text, (a, text)
    i18n.set_lang("fr")


MOMENT = """
seats: 2
current: 1
mages:
  - hand: [earth0, water1, water2, ether1, ether2]
    rest: draw
  - hand: [air2, water0, earth2, earth1, air1]
    piles: {air: [air0], earth: [earth0]}
    rooted: {earth: 1}
    rest: draw
tokens:
  gnome: {holder: 0}
"""


def test_a_hint_to_let_a_window_go_names_the_button_on_screen():
    """The hint said « Passer » over a window whose button reads « Garder pour plus tard »."""
    st = position(yaml.safe_load(MOMENT))
    assert list(st.actors()) == [0] and st.stack[-1]["t"] == "moment"
    i18n.set_lang("fr")
    a, text = _hint(st)
    assert a == act("pass"), a
    assert i18n.t("evolution.keep_later") in text and "Passer" not in text, text
    params = {"harmless": 0, "window": "let_burn"}
    assert i18n.t("evolution.let_burn") in i18n.hint_text("evolution", "pass", params, NAMES)
    params["window"] = "plain"
    assert i18n.t("evolution.pass") in i18n.hint_text("evolution", "pass", params, NAMES)


def test_a_lone_discard_names_no_other_card():
    """Shot p09: "Puis faites de même avec ." when nothing else was to go."""
    doc = yaml.safe_load(STUCK)
    doc["mages"][0]["hand"] = ["water1", "earth4"]
    doc["mages"][0]["piles"]["water"] = []
    doc["mages"][0]["rooted"]["water"] = 0
    st = position(doc)
    i18n.set_lang("fr")
    a, text = _hint(st)
    assert a == act("discard", "earth4", "quick"), a
    assert "Puis mettez aussi" not in text and not text.rstrip().endswith(" ."), text


def test_the_cards_named_with_a_discard_say_which_discard_they_go_to():
    """Shot p14: Earth 1 (dead) to the main discard, "then the same with" three cards bound for the quick one."""
    doc = yaml.safe_load(STUCK)
    doc["mages"][0]["hand"] = ["air2", "air3", "earth1", "water1", "water3"]
    doc["mages"][0]["piles"]["air"] = []
    doc["mages"][0]["piles"]["earth"] = ["earth0", "ether1"]  # an Ether took the Earth 1's place
    doc["mages"][0]["piles"]["water"] = []
    doc["mages"][0]["rooted"]["water"] = 0
    st = position(doc)
    i18n.set_lang("fr")
    a, text = _hint(st)
    assert a == act("discard", "earth1", "main"), a
    quick = text.split("Puis mettez aussi")[-1]
    assert "Air 3" in quick and "Eau 3" in quick and "défausse rapide" in quick, text
    assert "Eau 1" not in text, text  # it fits next turn: kept
