"""Monsters, round 65's newcomer (nc65, branch f54).

1. A trick that ended the round and lost it, made right after the standing changed (shots 070-071): the bot's third
   red came between the person's look and their Enter; their « Pli vert » emptied the deck and ended the round in
   the bot's favour (3 reds beat 3 purples on the colours' order). Such a trick is now asked about once.
"""

from __future__ import annotations

from test_scenes_monsters import go_live

from game import i18n

# nc65, shots 070-071: the person 3 purple, 2 blue, 2 yellow; Bot 2 3 red (its third just made), 1 green, 1 yellow;
# two cards left: the next trick ends the round
NC65 = """title: {fr: Dernier pli de nc65, en: nc65's last trick}
seats: 2
round: 2
rounds_won: [0, 1]
hands: [[1, 3, 10], [2, 4, 23]]
centre: 5
deck: [6, 7]
tricks:
  - - {colour: purple, cards: [8, 9, 11]}
    - {colour: blue, cards: [12, 13, 14]}
    - {colour: purple, cards: [15, 16, 17]}
    - {colour: blue, cards: [18, 19, 20]}
    - {colour: yellow, cards: [21, 22, 24]}
    - {colour: yellow, cards: [25, 26, 27]}
    - {colour: purple, cards: [28, 29, 30]}
  - - {colour: red, cards: [31, 32, 33]}
    - {colour: green, cards: [34, 35, 36]}
    - {colour: red, cards: [37, 38, 39]}
    - {colour: yellow, cards: [40, 41, 42]}
    - {colour: red, cards: [43, 44, 45]}
"""


def _table(app, tmp_path, text=NC65):
    from scene_input import open_scenario_text

    i18n.set_lang("fr")
    table = open_scenario_text(app, "monsters", ["human", "bot:beginner"], tmp_path, text)
    go_live(app, table)
    return table


def _tricks(table, colours):
    return [a for a in table.legal(0) if a.kind == "trick" and a.args[0] in colours]


def test_a_trick_that_ends_the_round_and_loses_it_is_asked_about_once(app, tmp_path):
    table = _table(app, tmp_path)
    losing = _tricks(table, ("red", "blue", "green", "yellow"))
    assert losing, "the scenario's hand makes no trick"
    action = losing[0]
    tricks_before = sum(table.feed.view(0)["colour_counts"][0].values())
    assert not table.act(0, action)  # held back: asked first
    q = table.confirm.question
    assert q is not None and q.action == action
    words = table.confirm.text().replace("\u00a0", " ").replace("\u202f", " ")
    # its colour and the person's best after the trick (a blue one: 3 blues, ahead of the purples in the order)
    yours = "3 bleus" if action.args[0] == "blue" else "3 violets"
    assert words.startswith(f"Ce pli finit la manche, et Bot 2 la gagne (3 rouges contre vos {yours})"), words
    assert words.endswith("Le faire quand même ?"), words
    assert sum(table.feed.view(0)["colour_counts"][0].values()) == tricks_before
    # no: nothing is played, the round goes on
    table.confirm.answer(False)
    assert table.confirm.question is None and table.live
    assert sum(table.feed.view(0)["colour_counts"][0].values()) == tricks_before
    # asked again, yes: the trick is made and the round ends
    assert not table.act(0, action)
    table.confirm.answer(True)
    assert table.feed.view(0)["over"] or table.feed.view(0)["round"] == 3 or not table.live


def test_a_trick_that_keeps_the_lead_or_leaves_the_deck_going_is_not_asked(app, tmp_path):
    table = _table(app, tmp_path)
    # the same hand with the bot's third red not made: any trick ends the round and wins it, no question
    easy = _table(app, tmp_path, NC65.replace("{colour: red, cards: [43, 44, 45]}",
                                              "{colour: green, cards: [43, 44, 45]}"))
    action = _tricks(easy, ("red", "blue", "green", "yellow", "purple"))[0]
    assert easy.confirm_reason(0, action) is None
    # a deck that refills the hand: no question either
    full = _table(app, tmp_path, NC65.replace("deck: [6, 7]", "deck: [6, 7, 25, 26, 27]").replace(
        "    - {colour: yellow, cards: [25, 26, 27]}\n", ""))
    assert full.confirm_reason(0, _tricks(full, ("red", "blue", "green", "yellow", "purple"))[0]) is None
    # a purple trick would make 4 purples: the person wins, no question
    purple = _tricks(table, ("purple",))
    if purple:
        assert table.confirm_reason(0, purple[0]) is None


def test_shot_of_the_question(app, tmp_path):
    """The question over the table, saved for a look (f54 fixshots), when the folder is there."""
    import os

    import pygame

    table = _table(app, tmp_path)
    table.act(0, _tricks(table, ("red", "blue", "green", "yellow"))[0])
    surf = pygame.Surface((1280, 720))
    table.draw(surf)
    out = "/work/helpers/s56/fixshots/f54monsters"
    if os.environ.get("F54_SHOTS") and os.path.isdir(out):
        pygame.image.save(surf, f"{out}/confirm_lose.png")
    assert table.confirm.question is not None


def test_sur_mesure_keeps_the_beginners_pace_for_a_trick_held_before_the_persons_first():
    """2. nc65 (shots 039-040): the person's green at 11 s measured them at 11 s a trick and at once released the
    trick « sur mesure » had held since the deal: two tricks in the first 24 s. A thought begun before the person's
    first trick of the match keeps the beginner's pace; the next one follows the person's pace, as before."""
    from test_monsters_f49 import _view

    from game.match import Match
    from game.monsters.defs import load_defs

    beginner = load_defs().rules.bots["beginner"].think
    m = Match("monsters", ["human", "bot:close"], seed=4)
    low = m.bots[1].levels[0]
    view = _view([[11.0], []]) | {"changed_at": [11.0, 0.0], "swapped_at": [-1.0, -1.0], "hand": [1, 2, 3]}
    assert low._think(view) == beginner  # held since the deal, before the person's trick at 11 s
    view["changed_at"] = [11.0, 14.0]  # its hand changed after: the person's pace, quicker than the beginner's
    assert sum(low._think(view)) < sum(beginner)
    # a later round: the match has measured the person
    later = view | {"history": [{"seconds": 60.0, "counts": [{"red": 3}, {"red": 2}]}], "changed_at": [11.0, 0.0]}
    assert sum(low._think(later)) < sum(beginner)


def test_a_tie_at_the_best_colour_is_said_before_the_colour_that_breaks_it(app, tmp_path):
    """3. nc65, shot 047: « En tête si la pioche s'épuise : vous, grâce au bleu : 2 plis bleus contre 1 » while the best
    colours were level at 2 (the person's blues, the bot's purples): the tie first."""
    table = _table(app, tmp_path)
    for c in table.colour_ids:
        table.model.counts[0][c] = table.model.counts[1][c] = 0
    table.model.counts[0].update(blue=2, yellow=1)
    table.model.counts[1].update(purple=2, blue=1)
    table.model.deck = 30  # far from the deck's end: no threat said instead
    line = table.painter.standing().replace("\u00a0", " ").replace("\u202f", " ")
    assert line == "En tête si la pioche s'épuise : vous ; égalité à 2 plis ; au bleu, vous menez 2 contre 1", line
    assert "grâce au" not in line
    import os

    import pygame

    if os.environ.get("F54_SHOTS") and os.path.isdir("/work/helpers/s56/fixshots/f54monsters"):
        surf = pygame.Surface((1280, 720))
        table.draw(surf)
        pygame.image.save(surf, "/work/helpers/s56/fixshots/f54monsters/standing_tie.png")


def test_too_late_is_said_only_when_the_ready_line_would_have_changed_the_result(app, tmp_path):
    """3. nc65, shot 052: « Bot 2 a fini la manche avant votre pli jaune : votre ligne était prête, mais un peu trop
    tard » for a yellow that would not have won the round (050 said so). « Trop tard » only when it would have."""
    from scenes.monsters.results import late_words

    table = _table(app, tmp_path)
    ids = table.colour_ids
    table.trick_of[1] = {"colour": "purple"}  # the bot's last trick gave it the five colours
    table.model.deck = 20
    five = {c: 1 for c in ids}
    # the person lacked only yellow: their yellow would have given them the five colours first
    record = {"winners": [1], "counts": [{c: 1 for c in ids if c != "yellow"}, five]}
    assert table.late_line_mattered("yellow", 1, record)
    # the person lacked two colours: the yellow would not have ended the round, the bot's purple still would
    record = {"winners": [1], "counts": [{"red": 2, "blue": 1}, five]}
    assert not table.late_line_mattered("yellow", 1, record)
    # the pile at its end: the person's yellow would have ended the round and won it on the count
    table.model.deck = 2
    table.trick_of[1] = {"colour": "red"}
    record = {"winners": [1], "counts": [{"yellow": 2, "blue": 1}, {"red": 2}]}
    assert table.late_line_mattered("yellow", 1, record)
    # ... or lost it anyway
    record = {"winners": [1], "counts": [{"purple": 1}, {"red": 3}]}
    assert not table.late_line_mattered("yellow", 1, record)
    said = " ".join(late_words(("yellow", [1]), table.names, moot=True)).replace("\u00a0", " ")
    assert "trop tard" not in said and "n'aurait pas changé le résultat" in said, said
    said = " ".join(late_words(("yellow", [1]), table.names)).replace("\u00a0", " ")
    assert "trop tard" in said
