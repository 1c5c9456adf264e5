"""Round 15's newcomer findings on Elementary Evolution: the easy bot looks like it is playing (it
strikes with its creatures now and then, and burns more), the hint against a burn names what saves the
card, a symbol that frees nothing says why, and the red tag and the « protégée » word hide nothing."""

from __future__ import annotations

import pygame

from game import i18n
from game.core import Event, act
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
    for seed in (2,):  # the seed whose look-ahead picked the Gnome before
        bot = HardBot(0, seed)
        bot.explaining = True
        a = bot.choose(st.view(0), legal)
        assert a == act("power", "golem"), (seed, a)
        key, params = bot.why
        fr = i18n.hint_text("evolution", key, params, ["Vous", "Bot 2"])
        assert "enracine vos quatre piles" in fr and "l'embrasement échoue" in fr, fr
        assert "avance le plus" not in fr, fr


# The person's Earth 1 frees the Gnome, which has served; their Water 1 frees the Sirène they gave the bot.
SPENT = """
seats: 2
current: 0
mages:
  - hand: [earth1, water1, air3]
    piles: {earth: [earth0], water: [water0]}
    rest: draw
  - hand: [air0]
    rest: draw
tokens:
  gnome: used
  siren: {holder: 1, giver: 0}
"""


def test_a_symbol_that_frees_nothing_says_why_in_the_log(app, tmp_path):
    """nc15: a card with a symbol freed no creature, without a word."""
    from lang import plain
    from test_scenes_evolution import table_for

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], SPENT)
    events = table.feed.match.play(0, act("play", "water1", "water"))
    play = next(e for e in events if e.kind == "play")
    assert play.data["frees_nothing"] == "given" and not any(e.kind == "release" for e in events)
    line = plain(table.describe(play) or "")
    assert "Joueur 1 a déjà donné Sirène et ne peut pas le reprendre" in line, line
    if act("pass") in table.feed.match.state.legal_actions(0):  # the window after a card, if offered
        table.feed.match.play(0, act("pass"))
    events = table.feed.match.play(0, act("play", "earth1", "earth"))
    play = next(e for e in events if e.kind == "play")
    assert play.data["frees_nothing"] == "used" and not any(e.kind == "release" for e in events)
    line = plain(table.describe(play) or "")
    assert line.endswith("; son symbole ne libère rien : Gnome a déjà servi."), line
    # nc15: seven of the ten creatures were met in play unexplained: the line that gives one says its power
    give = Event("give", 1, {"creature": "salamander", "target": 0, "taken_from": None})
    line = plain(table.describe(give) or "")
    assert line == "Bot 2 donne Salamandre à Joueur 1 — pouvoir : brûle le haut d'une pile enracinée", line


# nc15's overlaps: the person's Air heap (three chips under it) and Fire pile (one chip beside it), Air 4
# in hand frees the Elfe; the bot's Air pile is rooted, in the first column, under its header.
HEAPS = """
seats: 2
current: 0
turn: 12
mages:
  - hand: [air4, fire3, earth2, water4, ether1]
    piles: {air: [air0, air1, air2, air3], fire: [fire0, fire1, fire2], earth: [earth0, earth1],
            water: [water0, water1, water2, water3]}
    rooted: {air: 4, fire: 2, water: 4}
    rest: draw
  - hand: [air3, fire4, earth1, water1, ether2]
    piles: {air: [air0, air1], fire: [fire0, fire1, fire2], earth: [earth0], water: [water0]}
    rooted: {air: 2, fire: 3}
    rest: draw
"""


def test_the_frees_tag_and_the_protected_word_lie_over_nothing_they_hide(app, tmp_path):
    """nc15 (seen in a window): « Libère Elfe » lay over the Air heap's level chips and the Fire pile's
    « 0 »; the bot's « protégée » over « 5 en main » in its header."""
    from scene_input import click, run
    from test_scenes_evolution import hand_pos, table_for

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], HEAPS)
    click(app, hand_pos(table, "air4"))
    run(app, 0.1)
    tags = table.frees_tag_rects(0, table.controls.targets(0))
    assert len(tags) == 1 and "Elfe" in tags[0][1], tags
    z, mage = table.zones[0], table.mage(0)
    chips = table.heap_levels_rects(z, 3, table.pile_card_rect(0, "air", 3))
    chips += table.heap_levels_rects(z, 1, table.pile_card_rect(0, "fire", 2), side=True)
    assert mage.rooted["air"] == 4 and len(chips) == 4
    assert tags[0][0].collidelist(chips) < 0, (tags[0][0], chips)
    assert tags[0][0].bottom <= z.label_y, tags[0][0]  # the piles' names stay whole
    words: list = []
    draw_tags = table.draw_root_tags
    table.draw_root_tags = lambda surf: (words.extend(table.root_tags), draw_tags(surf))[1]
    app.draw()  # the « protégée » words of this frame: the person's Air and Water, the bot's Air and Fire
    assert len(words) == 4, words
    for s in (0, 1):
        head = [pygame.Rect(xy, img.get_size()) for img, xy in table.header(s)[0]]
        for tag, _img in words:
            assert tag.collidelist(head) < 0, (s, tag, head)
