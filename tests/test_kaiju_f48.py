"""Kaiju & Mecha, after newcomer nc60 (f48): Conseil weighing the end of the game in the last round, the
bot's last turn kept on screen in words, the last decisive swing in the results, and the Mecha a double
brings said before the end."""

from __future__ import annotations

from lang import plain

# nc60: the last round, seat 0 to play, Bot 2 (seat 1, every card seen) ahead by 10 and still to play.
LAST = """\
seats: 2
active: 0
phase: main
dice: [4, 5]
table: [9, 2, 6, 10, 3, 7, 8, 11]
players:
  - hand: {hand}
    mechas: [1]
  - hand: [3, 5, 6, 7, 8, 2]
    mechas: [2]
rest: discard
last_turns: {left}
"""


def _conseil(tmp_path, text: str) -> tuple:
    """The hard bot's Conseil for seat 0, every card of seat 1's hand seen: (its move, its reason, the French)."""
    from game import data, i18n
    from game.core import Chance, Event
    from game.kaiju import HardBot, from_scenario

    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    st = from_scenario(data.load(path), Chance(0))
    bot = HardBot(0, seed=1)
    bot.explaining = True
    bot.observe([Event("cards_taken", 1, {"cards": [3, 5, 6, 7, 8, 2]})])
    move = bot.choose(st.view(0), st.legal_actions(0))
    return move, bot.why, plain(i18n.hint_text("kaiju", bot.why[0], bot.why[1], ["Joueur 1", "Bot 2"]))


def test_conseil_says_what_wins_in_the_last_round(tmp_path):
    """nc60: « il vous faut 11 points et Bot 2 joue après vous »; Conseil advised as if the game went on. In the
    last round the hint says the points needed to pass the leader, who still plays after, and the tie-break."""
    move, (reason, values), fr = _conseil(tmp_path, LAST.format(hand=[2, 3, 4, 5, 7], left=2))
    assert reason == "end_last", (move, reason, fr)
    assert fr.startswith("Dernier tour : il vous faut 11 points pour passer Bot 2, qui joue encore après vous ;"), fr
    assert "à égalité, le moins de cartes gagne (vous 6, Bot 2 7)" in fr, fr  # f49: shorter words (nc61 shot-111)
    # the move's own reason follows
    assert "Jouez votre carte 5" in fr or "Prenez" in fr, fr
    # the last turn of the game: nobody plays after
    _, _, fr = _conseil(tmp_path, LAST.format(hand=[2, 3, 4, 5, 7], left=1))
    assert "qui joue encore" not in fr, fr
    assert fr.startswith("Dernier tour : il vous faut 11 points pour passer Bot 2 ;"), fr
    # the pile about to run out: the end is near, said with what wins
    soon = LAST.format(hand=[2, 3, 4, 5, 7], left=1).replace("last_turns: 1\n", "").replace(
        "rest: discard", "pile_top: [4]\nrest: discard")
    _, (reason, _), fr = _conseil(tmp_path, soon)
    assert reason == "end_soon", fr
    assert fr.startswith("Fin proche : 1 carte dans la pioche, puis un dernier tour chacun ; il vous faut 11 "
                         "points pour passer Bot 2 ;"), fr


def test_conseil_in_the_last_turn_plays_for_the_win_not_the_margin(tmp_path):
    """Behind by 10 on the game's very last turn: the sure 9 in sight loses, so the hard bot (and Conseil) turns a
    die for the double that brings a Mecha (15), where it used to take the 9 (« as if the game went on »)."""
    move, (reason, values), fr = _conseil(tmp_path, LAST.format(hand=[2, 3, 3, 6, 7], left=1))
    assert str(move).startswith("play 2 reroll"), (move, fr)
    assert values["move"][0].startswith("play"), values
    # not the last round: the same position is taken as before (the 9 in plain sight)
    going_on = LAST.format(hand=[2, 3, 3, 6, 7], left=1).replace("last_turns: 1\n", "")
    move, (reason, _), fr = _conseil(tmp_path, going_on.replace("rest: discard", "pile_top: [4, 5]\nrest: discard"))
    assert str(move) == "take 9" and reason != "end_last", (move, fr)


# nc59, nc60: the bot's turn goes by fast. Bot 2 (seat 1) plays first; the person then has the dice to roll.
BOT_FIRST = """\
seats: 2
active: 1
table: [9, 2, 6, 10, 3, 7, 8, 11]
players:
  - hand: [2, 3, 4, 5, 7]
    mechas: [1]
  - hand: [3, 5, 6, 7, 8, 2]
    mechas: [2]
"""


def test_the_bots_last_turn_stays_in_words_until_the_person_rolls(app, tmp_path):
    """The bot's roll, what it took and what its turn brought it, said beside the dice from the end of its turn
    until the person rolls (the log had it, in lines that went by)."""
    import pygame
    from scene_input import open_scenario_text, run, run_until, spy_on

    from game.core import act
    from scenes.kaiju import table as table_module

    table = open_scenario_text(app, "kaiju", ["human", "bot:medium"], tmp_path, BOT_FIRST)
    assert run_until(app, lambda: table.human_to_act() == 0 and not table.busy, 60)
    said = plain(table.recap())
    assert said.startswith("Tour de Bot 2 : dés "), said
    assert "Bilan :" in said and ("prend" in said or "ne prend rien" in said), said
    drawn = spy_on(table_module, "render")
    table.draw(pygame.Surface((1280, 720)))
    shown = " ".join(plain(str(x)) for x in drawn)
    assert plain(table.recap_lines()[0]) in shown, (table.recap_lines(), shown)
    table.act(0, act("roll"))
    run(app, 0.3)
    drawn.clear()
    table.draw(pygame.Surface((1280, 720)))
    assert not any("Tour de Bot 2" in plain(str(x)) for x in drawn), drawn
    app.stack.pop()


def test_the_recap_says_a_cancel_a_steal_and_the_points():
    """In words, from the events: the card the bot played, the person's cancel, the steal and the take."""
    from game.core import Event
    from game.i18n import set_lang
    from game.kaiju.defs import load_defs
    from scenes.kaiju.recap import last_turn, turn_recap

    set_lang("fr")
    events = [
        Event("turn_start", 1, {"turn": 4, "last_turns": None}),
        Event("dice_rolled", 1, {"dice": [6, 6]}),
        Event("card_played", 1, {"card": 4, "effect": "steal", "args": [0], "target": 0}),
        Event("card_played", 0, {"card": 6, "effect": "cancel", "args": []}),
        Event("effect_cancelled", 0, {"card": 4, "effect": "steal", "player": 1, "with": 6}),
        Event("mecha_steal_attempt", 1, {"mecha": 6, "from": 0, "hand": 5}),
        Event("card_stolen", 1, {"from": 0, "card": "M6", "kept": True, "mecha_wanted": 6}),
        Event("turn_start", 0, {"turn": 5, "last_turns": None}),
    ]
    seat, turn = last_turn(events, 0)
    said = plain(turn_recap(seat, turn, 0, ["Joueur 1", "Bot 2"], load_defs()))
    # f49 (nc61 shot-081): the card played and its cancel said once, « vous annulez son 4 (vol) »
    assert said == ("Tour de Bot 2 : dés 6 et 6, vous annulez son 4 (vol), vous vole le Mecha 6. "
                    "Bilan : +11 points."), said


# nc60: lost 104-118 on the bot's last double 6, a Mecha of 15. The game's last turn: Bot 2 (seat 1) behind.
LAST_DOUBLE = """\
seats: 2
active: 1
table: [9, 2, 6, 10, 3, 7, 8, 11]
players:
  - hand: [2, 3, 4, 5, 6, 7, 7]
    mechas: [1]
  - hand: [3, 5, 6, 7, 8]
    mechas: [2]
rest: discard
last_turns: 1
"""


def test_the_results_name_the_last_turn_that_turned_the_game(tmp_path):
    """« Ce qui a décidé » said the 1s bonus, not the bot's last double 6 that took a Mecha of 15 and won: the
    results say that last swing too, from the engine (`decided_by.last`)."""
    from game import data
    from game.core import Chance, act
    from game.kaiju import from_scenario
    from scenes.kaiju.results import explain

    path = tmp_path / "s.yaml"
    path.write_text(LAST_DOUBLE, encoding="utf-8")
    st = from_scenario(data.load(path), Chance(0, script={"die": [6, 6]}))
    st.apply(1, act("roll"))
    st.apply(1, act("take", "mecha"))
    assert st.is_over
    result = st.result()
    decided = result.details["decided_by"]
    assert decided["winners"] == [1] and decided["last"] == "mecha_taken" and decided["last_gain"] == 15, decided
    said = [plain(x) for x in explain({"you": 0}, result, ["Joueur 1", "Bot 2"])]
    assert "Le dernier tour a tout changé : Bot 2 y a pris le Mecha 6 (+15 points) ; sans ce tour, vous gagniez." \
        in said, said
    # a save keeps it
    from game.kaiju.state import KaijuState

    assert KaijuState.from_json(st.to_json()).result().details["decided_by"].get("last") == "mecha_taken"


def test_the_bots_panel_says_the_mechas_a_double_would_bring_it_in_the_last_round(app, tmp_path):
    """nc60: a Mecha of 15 dwarfs the rest, and the bot's last double 6 took one. In the last round, while the bot
    still plays after the person, its panel says which doubles bring it a Mecha; not when it has played its last."""
    import pygame
    from scene_input import open_scenario_text, spy_on

    from scenes.kaiju import table as table_module

    text = BOT_FIRST.replace("active: 1", "active: 0") + "rest: discard\nlast_turns: 2\n"
    table = open_scenario_text(app, "kaiju", ["human", "bot:medium"], tmp_path, text)
    lines = [plain(x) for x in table.seen_lines(1)]
    assert lines[-1] == "Bot 2 joue encore : un double 3, 4, 5 ou 6 lui donnerait un Mecha (15 points)", lines
    drawn = spy_on(table_module, "render")
    table.draw(pygame.Surface((1280, 720)))
    assert any(plain(str(x)) == lines[-1] for x in drawn), drawn
    app.stack.pop()
    # the person plays the game's last turn: the bot has played its own
    last = text.replace("last_turns: 2", "last_turns: 1")
    table = open_scenario_text(app, "kaiju", ["human", "bot:medium"], tmp_path, last)
    assert not any("joue encore" in plain(x) for x in table.seen_lines(1)), table.seen_lines(1)
    app.stack.pop()
