"""Monsters, round 64's newcomer (nc64, branch f53).

1. The round ended under the person with no warning (shots 065-068): two cards left, « en tête » everywhere and
   « Un pli jaune vous donnerait les cinq couleurs »; the bot's third red emptied the deck, tied the person's three
   blues and won on the colours' order. Near the deck's end the standing and « Dernier pli ! » now say what the
   other seat's next trick could do, and which of the person's tricks keeps the lead.
"""

from __future__ import annotations

from test_scenes_monsters import go_live

from game import i18n
from game.i18n import t

# nc64, shot 065: the person 0 yellow, 2 green, 1 red, 3 blue, 1 purple; Bot 2 0, 1, 2, 1, 1; two cards left
NC64 = """title: {fr: Dernier pli de nc64, en: nc64's last trick}
seats: 2
round: 2
rounds_won: [0, 1]
hands: [[1, 3, 10], [2, 4, 23]]
centre: 5
deck: [6, 7]
tricks:
  - - {colour: blue, cards: [8, 9, 11]}
    - {colour: green, cards: [12, 13, 14]}
    - {colour: blue, cards: [15, 16, 17]}
    - {colour: purple, cards: [18, 19, 20]}
    - {colour: blue, cards: [21, 22, 24]}
    - {colour: green, cards: [25, 26, 27]}
    - {colour: red, cards: [28, 29, 30]}
  - - {colour: green, cards: [31, 32, 33]}
    - {colour: purple, cards: [34, 35, 36]}
    - {colour: red, cards: [37, 38, 39]}
    - {colour: blue, cards: [40, 41, 42]}
    - {colour: red, cards: [43, 44, 45]}
"""


def _nc64_table(app, tmp_path):
    from scene_input import open_scenario_text

    i18n.set_lang("fr")
    table = open_scenario_text(app, "monsters", ["human", "bot:beginner"], tmp_path, NC64)
    go_live(app, table)
    table.arrangement.clear()
    return table


def test_the_last_trick_warns_that_the_bots_third_red_could_pass_the_person(app, tmp_path):
    table = _nc64_table(app, tmp_path)
    painter = table.painter
    assert table.model.deck == 2 and painter.tricks_left() == 0 and not table.claimable()
    # its third red ties the blues and wins on the order; a first yellow would give it the five colours
    assert painter.threats() == [(1, ["red", "yellow"])]
    said = painter.last_warning()
    assert said[0] == t("monsters.last.title")
    threat = t("monsters.last.threat", who="Bot 2", trick="un pli rouge ou jaune")
    assert threat in said, said
    assert "Si Bot 2 fait le dernier pli, un pli rouge ou jaune pourrait vous passer devant." == threat
    # any trick of the person's keeps the lead (more tricks never lose a tie)
    assert painter.keeping_tricks() == ["red", "blue", "green", "yellow", "purple"]
    assert said[-1] == t("monsters.last.keep_any") and "n'importe lequel" in said[-1]
    # the standing under the last trick says it too, whole in its three lines
    standing = painter.standing()
    assert "En tête" in standing and "de Bot 2 pourrait vous passer devant" in standing, standing
    assert "rouge" in standing and "jaune" in standing
    # the box's words fit their rows (7 at most)
    from scenes.monsters.drawing import TYPE, wrap
    width = painter.last_warning_rect().w - 20
    assert sum(len(wrap(line, width, TYPE.SMALL)) for line in said[1:]) <= 7


def test_no_threat_said_when_nothing_the_bot_makes_could_pass(app, tmp_path):
    table = _nc64_table(app, tmp_path)
    table.model.counts[0]["blue"] = 4  # four blues: a third red ties nothing
    table.model.counts[1]["green"] = 0  # and a yellow is no fifth colour
    assert table.painter.threats() == []
    assert t("monsters.last.keep_any") not in table.painter.last_warning()
    assert "pourrait" not in table.painter.standing()
    table.model.counts[0]["blue"] = 3  # one threat: its count said
    assert table.painter.threats() == [(1, ["red"])]
    assert t("monsters.last.threat", who="Bot 2", trick="un 3e pli rouge") in table.painter.last_warning()
    table.model.counts[1]["red"] = 3  # the bot already leads: the old words
    assert table.painter.threats() == []
    assert table.painter.last_warning()[:2] == [t("monsters.last.title"), t("monsters.last.next")]


def test_the_tutorial_says_a_lead_is_kept_by_ending_the_round():
    """3. nc64 (shot 032, then 065-068): the tutorial never said that near the deck's end any trick ends the round,
    so a seat ahead ends it, and a repeat trick is how. A step of its own, right after the repeat trick, in at most
    40 words and three sentences (test_monsters_f52 checks every step)."""
    from game import tutorial

    steps = tutorial.load("monsters").steps
    k = next(i for i, s in enumerate(steps) if "finit la manche" in s.text("fr"))
    fr, en = steps[k].text("fr").replace("\u00a0", " ").replace("\u202f", " "), steps[k].text("en")
    assert steps[k].do == "read" and "Un pli en double" in steps[k - 1].text("fr")
    assert "Si vous menez" in fr and "un pli en double suffit" in fr, fr
    assert "If you lead" in en and "repeat trick" in en, en


def test_plainer_french_for_the_tutorial_and_the_results():
    """4. nc64: « Entre joueurs proches » (024) read as players sitting close; step 2 (011) promised the greens
    of card 2 lined up with the centre's before any turn was taught, and « La carte 1 ne sert pas » was abrupt;
    the results' « il en a fait un toutes les 18 en moyenne » (069) elliptical."""
    from game import i18n, tutorial

    steps = tutorial.load("monsters").steps
    said = " ".join(s.text("fr") for s in steps).replace("\u00a0", " ").replace("\u202f", " ")
    assert "joueurs proches" not in said and "joueurs de niveau proche" in said
    assert "complète les deux verts" not in said and "La carte 1 ne sert pas" not in said
    second = steps[1].text("fr").replace("\u00a0", " ")
    assert "carte 2 tournée" in second and "ne vous sert à rien ici" in second, second
    # the setup's hover (035: « Il accélère un peu quand vous avez 2 couleurs d'avance », read as a punishment)
    from lang import french, plain

    from scenes.table import close_level_names, close_sentence

    with french():
        named = close_level_names("monsters")
        assert named is not None
        whole = plain(close_sentence("monsters", named[0]))
    assert "Il accélère" not in whole and "sans jamais aller plus vite" not in whole, whole
    assert "Pour que la partie reste serrée, il se presse un peu quand vous avez 2 couleurs d'avance." in whole
    assert whole.endswith("Il reste entre le bot débutant et le bot moyen."), whole
    line = i18n.t_in("fr", "results.close.pace", who="Bot 2", you=18, own=18).replace("\u00a0", " ")
    assert line.endswith("il a fait un pli toutes les 18 secondes en moyenne."), line


def test_sur_mesure_ahead_takes_nearly_the_persons_time_for_a_trick():
    """2. nc64 lost 0-2 at its own pace (« matching my speed was enough to beat me »): newcomers at 12 / 18 / 25 s a
    trick won 0.33 / 0.38 / 0.34 of matches (bench/monsters_first_round.py, 80 each). While the person trails or
    is level (its `low` level), its thought for a trick is now nearly the person's seconds per trick (0.92, was
    0.78), and its swaps come on top: 0.59 / 0.49 / 0.36."""
    from test_monsters_f49 import _view

    from game.match import Match

    m = Match("monsters", ["human", "bot:close"], seed=4)
    low = m.bots[1].levels[0]
    assert low.paced == "low"
    thought = sum(low._think(_view([[18.0, 36.0], []]))) / 2
    assert thought >= 0.9 * 18.0, thought


def test_cards_drawn_pass_under_the_standing_and_the_last_tricks_box(app, tmp_path):
    """5. nc64, shots 041 and 065: the cards drawn showed over « En tête si la pioche s'épuise » and beside the words of
    « Dernier pli ! » for a moment. Between « Dernier pli » and the box, and in the box, nothing of them shows."""
    import pygame

    from scenes.monsters.drawing import L, under_cover

    table = _nc64_table(app, tmp_path)
    for _ in range(40):
        if not table.motion.under:
            break
        app.frame(0.05)
    cid = table.hand()[2]
    # a card drawn, on its way from the deck to the third hand card, halfway: across the standing's place
    start, end = L.deck.center, L.hand_slot(2).center
    table.fly(table.face_or_cover(cid), start, end, (L.deck.w, L.hand.w), 60.0, under=True)
    flight = table.motion.under[-1]
    flight.tween.elapsed = flight.tween.duration * 0.62  # under the standing, by the box
    assert table.motion.under
    with_card = pygame.Surface((1280, 720))
    table.draw(with_card)
    table.motion.under.clear()
    without = pygame.Surface((1280, 720))
    table.draw(without)
    cover = under_cover()
    assert cover.left > L.hand_slot(2).right and cover.top <= L.last.bottom
    assert table.painter.last_warning_rect().left >= cover.left
    shown = [(x, y) for x in range(cover.left, cover.right, 3) for y in range(L.last.bottom, cover.bottom, 3)
             if with_card.get_at((x, y)) != without.get_at((x, y))]
    assert not shown, f"{len(shown)} points of the card show right of the hand, first {shown[:3]}"
    # and the card is drawn at all, where the hand is
    assert any(with_card.get_at((x, y)) != without.get_at((x, y))
               for x in range(L.hand.x, cover.left, 3) for y in range(L.last.bottom, cover.bottom, 3))
