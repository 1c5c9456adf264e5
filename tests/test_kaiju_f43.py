"""Round 46's fixes on Kaiju & Mecha (fix round f43), each from a newcomer's report."""

from __future__ import annotations

from game.kaiju.bots import HardBot
from game.match import Match

ONE_8 = """\
seats: 2
active: 0
phase: main
dice: [6, 2]
table: [11, 3, 2, 2, 4, 3, 8, 6]
players:
  - hand: [1, 1, 1, 3, 7, 7, 10]
  - hand: [1, 1, 1, 7, 7, 8, 8, 8]
pile_top: [9]
"""


def test_a_take_of_the_only_8_is_the_card_8_not_every_8(tmp_path):
    """nc46 shot 108: « Jouez votre carte 10 pour voler une carte, puis prenez tous les 8 du centre » while one 8
    lay on the table. « Tous les 8 » is said for two 8s or more; the only one is « la carte 8 »."""
    path = tmp_path / "one8.yaml"
    path.write_text(ONE_8, encoding="utf-8")
    m = Match("kaiju", ["human", "bot:hard"], scenario=str(path))
    bot = HardBot(0, 1)
    model = bot.model(m.state.view(0))
    assert model.table[8] == 1
    said = bot.then_part(model, "steal", [], (6, 2))
    assert said[0] == "then_cards" and said[1]["cards"] == [8] and said[1]["every"] == 0, said
    two = tmp_path / "two8.yaml"
    text = ONE_8.replace("[11, 3, 2, 2, 4, 3, 8, 6]", "[11, 3, 2, 8, 4, 3, 8, 6]")  # a second 8 on the table,
    two.write_text(text.replace("7, 7, 8, 8, 8]", "7, 7, 8, 8]"), encoding="utf-8")  # one fewer in the bot's hand
    m2 = Match("kaiju", ["human", "bot:hard"], scenario=str(two))
    model2 = bot.model(m2.state.view(0))
    said2 = bot.then_part(model2, "steal", [], (6, 2))
    assert said2[0] == "then_cards" and said2[1]["every"] == 8, said2


def test_no_undo_is_offered_for_a_pass_the_table_made_for_the_person(app, tmp_path):
    """nc46 shots 058, 078, 082: after the bot's 6 cancelled the person's card, the table let it be for them (no card
    to answer with), and « Défaire reprend le « Laisser faire » automatique (rien pour annuler) » stood under the
    button: cryptic, never pressed, and taken back that pass came again a second later. No undo is offered
    for it; the person's own « Laisser faire » still can be taken back."""
    from scene_input import click, run
    from test_scenes_kaiju import MAIN, hand_rect, scenario_table

    table = scenario_table(app, tmp_path, ["human", "bot:hard"], MAIN + "players: [{hand: [4]}, {hand: [6, 8]}]\n")
    click(app, hand_rect(table, 4).center)
    assert [0, "play 4 steal 1"] in table.feed.match.moves
    for _ in range(60):
        run(app, 0.1)
        if [0, "pass"] in table.feed.match.moves:
            break
    assert table.feed.match.moves[-2:] == [[1, "play 6 cancel"], [0, "pass"]], table.feed.match.moves
    assert table.feed.can_undo(0) and not table.undo_worth(0)
    run(app, 0.2)
    assert not any(b.tag == "undo" for b in table.tools.buttons) and table.undo_words() is None


def test_another_seats_final_move_stays_longer_before_the_results(app, tmp_path, monkeypatch):
    """nc46 shots 112-113: the bot's last move (« Bot 2 prend 2, 4 sur la table ») went by before the results, never
    seen. The final position stays END_LOOK after one's own final move, END_LOOK_OTHER after another seat's."""
    from test_scenes_kaiju import MAIN, scenario_table

    from scenes.table import END_LOOK, END_LOOK_OTHER

    table = scenario_table(app, tmp_path, ["human", "bot:hard"], MAIN + "players: [{hand: [4]}, {hand: [6, 8]}]\n",
                           speed="normal")
    assert END_LOOK_OTHER >= END_LOOK + 1.5
    monkeypatch.setattr(table.feed, "moves_since", lambda _n: [[0, "roll"], [1, "take 2 4"], ["time", 1.0]])
    assert table.end_look_seconds() == END_LOOK_OTHER / table.speed
    monkeypatch.setattr(table.feed, "moves_since", lambda _n: [[1, "take 2 4"], [0, "take 8"]])
    assert table.end_look_seconds() == END_LOOK / table.speed


def test_the_tutorial_says_what_a_try_for_a_held_mecha_keeps_when_it_misses():
    """nc46 (tutorial step 7): « Un double peut aussi tenter un Mecha déjà pris, en tirant une carte au hasard chez
    qui l'a » never said what a miss gives. The rules: the card drawn is added to the hand, Mecha or not."""
    from game import tutorial

    tut = tutorial.load("kaiju")
    # nc53 shot 017 (« read it twice »): said plainly, not in a bracket
    for lang, words in (("fr", "et la garde, Mecha ou non"), ("en", "and keeps it, Mecha or not")):
        step = next(s.text(lang) for s in tut.steps if "Mecha 6" in s.text(lang) and "double 6" in s.text(lang))
        assert words in step, step


def test_a_double_that_did_not_try_a_held_mecha_is_told_as_a_gamble_not_taken():
    """nc48 shot 080: « Bot 2 (sur mesure) aurait pu tenter de voler votre Mecha 4 avec ce double, et ne l'a pas fait »
    read as the bot letting the person win. The line shows the rule and says what the try is: a gamble."""
    from lang import plain

    from game import i18n

    said = plain(i18n.t_in("fr", "kaiju.log.steal_passed", who="Bot 2", face=4, victim="Joueur 1", you="yes"))
    assert said == ("Avec ce double, Bot 2 pouvait aussi tenter votre Mecha 4, une carte tirée au hasard : un pari "
                    "qu'il n'a pas pris."), said
    assert "a gamble it did not take" in i18n.t_in("en", "kaiju.log.steal_passed", who="Bot 2", face=4,
                                                   victim="You", you="yes")
