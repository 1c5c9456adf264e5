"""Round 15's newcomer findings on Elementary Evolution: the easy bot looks like it is playing (it
strikes with its creatures now and then, and burns more), ..."""

from __future__ import annotations

from game import i18n
from game.core import act
from game.evolution.bots import EasyBot, HardBot
from game.evolution.checks import position, run

# The easy bot's turn: nothing in hand fits, it holds the Salamander and the opponent's Fire pile
# (three cards) is rooted: the Salamander would burn its top.
SALAMANDER = {
    "seats": 2,
    "current": 0,
    "mages": [
        {"hand": ["air3", "water4"], "rest": "draw",
         "piles": {"earth": ["earth0"]}},
        {"hand": ["air0"], "rest": "draw",
         "piles": {"fire": ["fire0", "fire1", "fire2"]}, "rooted": {"fire": 3}},
    ],
    "tokens": {"salamander": {"holder": 0}},
}


def test_the_easy_bot_uses_a_striking_creature_now_and_then_in_its_own_turn():
    st = position(SALAMANDER)
    legal = st.legal_actions(0)
    assert any(a.kind == "power" for a in legal), legal
    picks = [EasyBot(0, seed).choose(st.view(0), legal) for seed in range(20)]
    used = sum(a.kind == "power" and a.args[0] == "salamander" for a in picks)
    assert 3 <= used <= 17, picks  # sometimes, not always: a beginner, but one who plays its cards


# A burn aimed at the person's Water pile; they hold the Gnome (it unroots a rival's pile, it saves
# nothing) and the Golem (its roots save the card).
BURNT = {
    "seats": 2,
    "current": 1,
    "mages": [
        {"hand": ["air3", "water4"], "rest": "draw",
         "piles": {"water": ["water0", "water1", "water2"], "earth": ["earth0"]}},
        {"hand": ["fire1", "air0"], "rest": "draw",
         "piles": {"fire": ["fire0"], "earth": ["earth0", "earth1", "earth2"]}, "rooted": {"earth": 3}},
    ],
    "tokens": {"gnome": {"holder": 0}, "golem": {"holder": 0}},
}


def test_the_hint_against_a_burn_names_the_golem_and_says_how_it_saves_the_card():
    """nc15: with a card burning, the hint named the Gnome (the look-ahead's noise), read as protection."""
    st = position(BURNT)
    run(st, "0 pass", "1 play fire1 fire", "1 burn 0 water")
    legal = st.legal_actions(0)
    assert act("power", "gnome", 1, "earth") in legal
    for seed in (0, 3):  # 3 picked the Gnome before
        bot = HardBot(0, seed)
        bot.explaining = True
        a = bot.choose(st.view(0), legal)
        assert a == act("power", "golem"), (seed, a)
        key, params = bot.why
        fr = i18n.hint_text("evolution", key, params, ["Vous", "Bot 2"])
        assert "enracine vos quatre piles" in fr and "l'embrasement échoue" in fr, fr
        assert "avance le plus" not in fr, fr

