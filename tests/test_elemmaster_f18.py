"""Elem Master, the seventeenth newcomer's game (round 18): the hint agrees with the table's warning,
says a repeated step as a second time, and the souffle's collision line does not say the piece
stays when it then takes the cell."""

from __future__ import annotations

import yaml

from game import i18n
from game.core import Action


def _state(stacks: dict[str, str], terrain: str = "forest", ap: int = 2):
    from game.elemmaster.scenario import from_text
    return from_text(yaml.safe_dump({"terrain": terrain, "stacks": stacks, "ap": ap}))


def _plain(text: str) -> str:
    return text.replace("\u00a0", " ")


def test_a_move_beside_a_piece_that_beats_it_is_said_by_the_hint():
    """nc17 shots 84-86: « Déplacez votre Feu de b4 vers c5 », then the table's « Attention : votre
    Feu en c5 est maintenant à portée de l'adversaire (Eau en b6) »: the hint says it first."""
    from game.elemmaster.bots import ElemBot
    i18n.set_lang("fr")
    st = _state({"a1": "0 earth 2", "b4": "0 fire 1", "b6": "1 water 1", "f6": "1 earth 2"})
    bot = ElemBot(0, 1, "hard")
    bot.explaining = True
    bot.explain_plan(st, [Action.parse("move b4 c5 1")])
    assert bot.why is not None
    reason, params = bot.why
    assert params["note"] == "exposed_move" and params["note_to"] == "b6", params
    said = _plain(i18n.hint_text("elemmaster", reason, params, ["Vous", "Bot"]))
    assert "Déplacez votre Feu de b4 vers c5" in said, said
    assert "en c5, votre Feu sera à portée de l'adversaire (Eau en b6)" in said, said
    i18n.set_lang("en")
    assert "your Fire will be within the enemy's reach (Water on b6)" in i18n.hint_text(
        "elemmaster", reason, params, ["You", "Bot"])
    i18n.set_lang("fr")


def test_a_safe_move_has_no_such_word():
    from game.elemmaster.bots import ElemBot
    st = _state({"a1": "0 earth 2", "b4": "0 fire 1", "b6": "1 water 1", "f6": "1 earth 2"})
    bot = ElemBot(0, 1, "hard")
    bot.explaining = True
    bot.explain_plan(st, [Action.parse("move b4 c4 1")])
    assert bot.why is not None and bot.why[1].get("note") != "exposed_move", bot.why


def test_the_same_step_twice_is_said_as_a_second_time():
    """nc17 shot 53: « Faites grandir votre Air en f1 … Ensuite : faites grandir votre Air en f1 »."""
    from game.elemmaster.bots import ElemBot
    i18n.set_lang("fr")
    st = _state({"a1": "0 earth 1", "f1": "0 air 1", "c1": "0 fire 1", "c6": "1 fire 1", "f6": "1 earth 2"}, "steppe")
    grow = next(a for a in st.legal_actions(0) if a.kind == "grow" and str(a.args[0]) == "f1")
    bot = ElemBot(0, 1, "hard")
    bot.explaining = True
    bot.explain_plan(st, [grow, grow])
    assert bot.why is not None
    said = _plain(i18n.hint_text("elemmaster", bot.why[0], bot.why[1], ["Vous", "Bot"]))
    assert said.count("grandir votre Air en f1") == 1, said
    assert "Ensuite : refaites la même action une seconde fois." in said, said


def test_the_held_collision_line_leaves_the_outcome_to_the_fight():
    """nc17 shots 112, 121: « heurte la pièce en c6 sans avancer : collision » then « Eau prend la
    place de sa cible : b6 → c6 » read as two stories."""
    from game.core import Event
    i18n.set_lang("fr")
    ev = Event("push_held", 1, {"cell": "b6", "element": "water", "player": 1, "into": "collision",
                                "against": "c6"})
    line = _plain(i18n.describe("elemmaster", ev, ["Joueur 1", "Bot 2"]) or "")
    assert "sans avancer" not in line and "heurte la pièce en c6" in line, line


RESERVE = """terrain: forest
stacks:
  a1: 0 earth 1
  b1: 0 fire 1
  f6: 1 earth 2
  e6: 1 fire 1
reserves: {0: {earth: 1}}
current: 0
"""


def test_an_emptied_reserve_is_said_once_under_the_board(app, tmp_path):
    """nc17 shot 66: « 6/0 » after turn 2, then every win read « ne gagne rien (réserve vide) »."""
    from scene_input import run
    from test_elemmaster_newcomer import table_for

    from game.core import act
    i18n.set_lang("fr")
    table = table_for(app, tmp_path, RESERVE)
    assert "réserve" not in _plain(table.bottom_text())
    table.act(0, act("grow", "a1"))
    for _ in range(200):
        if not table.busy:
            break
        run(app, 0.05)
    run(app, 0.05)
    said = _plain(table.bottom_text())
    assert "Réserve de Terre vide : tant qu'elle l'est, votre Terre ne gagne plus de niveau" in said, said
    table.act(0, act("move", "b1", "c1", 1))
    for _ in range(200):
        if not table.busy:
            break
        run(app, 0.05)
    run(app, 0.05)
    assert "réserve" not in _plain(table.bottom_text()), table.bottom_text()  # once
