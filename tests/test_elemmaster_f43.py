"""Rounds 45 and 47's fixes on Elem Master (fix round f43), each from a newcomer's report."""

from __future__ import annotations

from lang import plain

from game import i18n
from game.match import Match

# nc45's game to its turn 4 (shot 095): the log of its save, its first 25 moves
NC45 = {
    "game": "elemmaster", "seed": 914682, "seats": ["human", "bot:close"],
    "options": {"players_mode": "ffa", "terrains": "standard", "arena": "default", "start": "predefined",
                "specialties": "off", "events": "off"},
    "scenario": None, "chance": [["terrain", [2, 1, 3, 0]], ["first", 0]],
    "moves": [[int(m[0]), m[2:]] for m in (
        "0 move e2 e3 1", "0 grow e3", "0 grow b1", "0 end", "1 grow d6", "1 grow a6", "1 grow a6", "1 end",
        "0 grow e2", "0 grow b1", "0 move e3 d4 2", "0 end", "1 move b6 c5 1", "1 attack b5 a6", "1 attack f6 e5",
        "1 end", "0 move d4 e4 2", "0 move e2 f3 1", "0 move b2 c3 1", "0 end", "1 brasier b5 a4 c4",
        "1 move c5 d4 1", "1 brasier e5 f4 f5", "1 end", "0 move e4 d5 1")],
}


def test_the_earth_warning_names_the_one_way_a_souffle_and_a_step_bring_a_fire():
    """nc45 shot 095: « Attention à vos Terres en c1, d1 : … l'adversaire peut venir les attaquer (Feu en a4, c4,
    f4, en se déplaçant, en se divisant ou par un brasier) », three level-1 Fires that could neither split nor
    light a brasier: the newcomer read it as false and ignored the warnings after it. The one way was the Air in
    a6 pushing the Fire in b5 and a step of its own; the search for it looked at every action and gave up past
    4000 positions. It now looks as the threat's search does (what may bring a piece nearer), and says so."""
    i18n.set_lang("fr")
    m = Match.replay(NC45)
    h = m.hint(0)
    assert h is not None
    said = plain(i18n.hint_text("elemmaster", h.reason, h.params, ["Joueur 1", "Bot 2"]))
    assert "Attention à vos Terres en c1, d1" in said, said
    assert "le Feu en b5, poussé par le souffle de l'Air en a6 et un pas jusqu'en c2, puis l'attaque" in said, said
    assert "en se divisant" not in said
    i18n.set_lang("en")
    said = plain(i18n.hint_text("elemmaster", h.reason, h.params, ["Player 1", "Bot 2"]))
    assert "the Fire on b5, pushed by the souffle of the Air on a6 and one step to c2, then the attack" in said, said
    i18n.set_lang("fr")


def test_the_hints_first_click_on_the_piece_already_selected_keeps_it(app, tmp_path):
    """nc47 shot 100: the Air moved to e1 stayed selected, Conseil said « cliquez e1, puis d2 », the click on e1 let go
    of it, and the click on d2 picked the Water there, which had played (« L'élémentaire en d2 a déjà joué ce
    tour-ci »). The hint's first click on the piece already selected keeps it selected, for the next click."""
    from scene_input import click, run
    from test_scenes_elemmaster import SOUFFLE, scenario_table

    from game.core import act
    from game.hints import Hint

    table = scenario_table(app, tmp_path, SOUFFLE)
    click(app, table.layout.cell_rect("d4").center)
    assert table.selection.cells == ["d4"]
    moves = len(table.feed.match.moves)
    table.hint_shown = Hint(0, act("move", "d4", "d3", 2), "plain", {}, at=table._decisions())
    click(app, table.layout.cell_rect("d4").center)  # the hint's « cliquez d4 »
    run(app, 0.1)
    assert table.selection.cells == ["d4"] and len(table.feed.match.moves) == moves
    click(app, table.layout.cell_rect("d3").center)
    assert act("move", "d4", "d3", 2) in table.selection.complete()


def test_a_warning_on_a_piece_the_plan_brings_says_once_there():
    """nc47 shot 094: « l'adversaire peut venir attaquer votre Eau en b4 » while the person's Waters stood in c2 and
    d2: b4 was where the plan's souffle would push one. A piece the plan brings to its cell is named « une fois en
    b4 »; a piece standing there already keeps « en b4 »."""
    from lang import plain

    from scenes.elemmaster.table import hint_warning

    p = {"warn_cell": "b4", "warn_beside": 0, "warn_foe": "fire", "warn_to": "a4", "warn_source": "water",
         "warn_more": 0}
    i18n.set_lang("fr")
    # (nc58 shots 071-079: « une fois en b4 » read as the foe's; said as where the piece ends the turn)
    moved = plain(hint_warning(p, {"a4": 1}, {"c2", "d2"}))
    assert "Attention : votre Eau finira ce tour en b4. À son prochain tour, l'adversaire peut amener son Feu " \
        "de a4 à côté de votre Eau" in moved, moved
    here = plain(hint_warning(p, {"a4": 1}, {"b4", "d2"}))
    assert "Attention à votre Eau en b4 : à son prochain tour, l'adversaire peut amener son Feu de a4" in here, here
    i18n.set_lang("en")
    assert "your Water will end this turn on b4. On its next turn" in plain(hint_warning(p, {"a4": 1}, {"c2"}))
    i18n.set_lang("fr")


def test_the_tutorials_first_words_give_both_ways_to_win():
    """nc45 and nc47 both won their first game on the count (no Fire left: Terre, then Eau, then Air), and both met
    that ending only in the tutorial's last words (« I learned the real win condition too late »). The first step
    says both ways to win."""
    from game import tutorial

    first = tutorial.load("elemmaster").steps[0]
    fr = plain(first.text("fr"))
    assert "ôtez toute sa Terre à l'adversaire" in fr, fr
    assert "ayez le plus de Terre quand plus aucun Feu n'est en jeu" in fr, fr
    assert "have the most Earth once no Fire is left in play" in first.text("en")
