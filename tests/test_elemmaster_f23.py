"""Elem Master, the twenty-second newcomer's game (round 23)."""

from __future__ import annotations

from test_elemmaster_f19 import _plain, board  # noqa: F401  (board: the scenes' tests below)

from game import i18n


def test_a_turn_shown_again_does_not_tell_its_losses_a_second_time(app, tmp_path):
    """nc22 shot 113: « votre Feu en c5 a disparu et votre Feu en d6 a disparu », the c5 Fire lost the
    turn before: the person had shown that turn again (« Revoir »), and its attacks were counted anew
    into the next turn's line."""
    from scene_input import watch_replay
    from waiting import wait_until

    from game.core import act
    i18n.set_lang("fr")
    table = board(app, tmp_path, "terrain: steppe\nstacks:\n  a1: 0 earth 2\n  c4: 0 fire 1\n  f6: 1 earth 2\n"
                  "  c5: 1 water 2\n  e4: 0 air 1\n  d1: 0 fire 1\n  a6: 1 fire 1\ncurrent: 0\n",
                  seats=("human", "bot:hard"))
    assert wait_until(lambda: table.acting_seat() == 0, 20, 0, lambda: app.frame(1 / 60, draw=False))
    table.act(0, act("end"))
    assert wait_until(lambda: table.human_to_act() == 0 and not table.busy and table.last_record() is not None,
                      30, 0, lambda: app.frame(1 / 30, draw=False))
    assert _plain(table.bottom_text()).startswith("Pendant le tour de Bot 2 (difficile) : votre Feu en c4")
    watch_replay(table, lambda: app.frame(1 / 30, draw=False))
    assert not table._losses.get(0), table._losses
    table._say_losses(0)  # the next turn's line, were the bot to take nothing more
    said = _plain(table.exposed_line[1] if table.exposed_line else "")
    assert "c4" not in said and "rien perdu" in said, said


WAVE = ("terrain: steppe\nstacks:\n  a1: 0 earth 2\n  e4: 0 water 3\n  d3: 0 water 1\n  b2: 0 water 1\n"
        "  c2: 0 water 1\n  f6: 1 earth 1\n  a6: 1 fire 1\ncurrent: 0\n")


def test_the_screen_says_why_a_water_beside_is_not_offered_a_wave(app, tmp_path):
    """nc22 shots 86-89: e4 → d4 never offered the Eau in d3 (a diagonal: the wave needs a side in
    common), and nothing said why."""
    from test_elemmaster_newcomer import cell, table_for
    i18n.set_lang("fr")
    table = table_for(app, tmp_path, WAVE)
    cell(app, table, "e4")
    said = _plain(table.prompt)
    assert "Pas de vague avec d3 : elle touche e4 en diagonale, il faut un côté commun." in said, said
    cell(app, table, "e4")
    cell(app, table, "b2")  # c2 beside it (a side in common), its level: offered, nothing to explain
    assert "Pas de vague" not in _plain(table.prompt), table.prompt
    cell(app, table, "c3")  # b2 → c3 goes diagonally: c2 may follow
    assert "Pas de vague" not in _plain(table.prompt), table.prompt
    i18n.set_lang("en")
    assert table.no_wave_note() == ""


def test_a_water_on_the_moves_line_is_said_not_to_follow(app, tmp_path):
    """Since nc34 a plain move offers no wave (the bar's « Vague » does): nothing to say why a Water on
    the move's line does not follow."""
    from test_elemmaster_newcomer import cell, table_for
    i18n.set_lang("en")
    board = WAVE.replace("b2: 0 water 1", "b2: 0 water 2").replace("e4: 0 water 3", "e4: 0 water 2")
    table = table_for(app, tmp_path, board)
    cell(app, table, "b2")
    cell(app, table, "a2")  # along the line b2-c2 (two tokens: the count is asked)
    assert table.prompt_key == "elemmaster.prompt.count", table.prompt_key
    assert table.no_wave_note() == "", table.no_wave_note()


def test_a_one_token_move_with_a_wave_beside_asks_move_or_wave_not_how_many(app, tmp_path):
    """nc22 shots 111, 120: « combien de jetons déplacer ? » with one button, « 1. Toute la pile (1) ».
    nc34 shot 126: the move waited for a violet Water a click meant for the next piece joined: a
    one-token move goes at once, a wave is the bar's « Vague »."""
    from test_elemmaster_newcomer import cell, table_for
    i18n.set_lang("fr")
    table = table_for(app, tmp_path, WAVE)
    cell(app, table, "b2")
    assert any(b.tag == "wave" for b in table.bar.buttons)
    cell(app, table, "b3")
    assert not table.selection and "b2" not in table.model.stacks and table.model.stacks["b3"].element == "water"
    cell(app, table, "e4")
    cell(app, table, "e3")  # 3 tokens: how many, and no violet Water beside e4
    assert _plain(table.prompt).startswith("e4 → e3 : combien de jetons déplacer ?"), table.prompt
    assert "Déplacer sans vague" not in [b.label for b in table.bar.buttons]


def test_the_tutorial_names_the_violet_when_it_first_shows_and_the_wave_needs_a_side():
    """nc22 shot 23: violet frames at step 12 with no word until step 23; step 7 said the carried Water
    « peut encore agir ce tour » and the turn ended by itself at step 8; shots 86-89: a diagonal Water
    was expected to follow a wave."""
    from game import tutorial
    tut = tutorial.load("elemmaster")
    i18n.set_lang("fr")
    said = [_plain(s.text()) for s in tut.steps]
    second = next(s for s in said if s.startswith("Ce second pas"))
    assert "Le cadre violet en e4" in second and "souffle" in second, second
    assert not any("peut encore agir ce tour" in s for s in said)
    assert any("Eau en d3, qui touche c3 par un côté" in s for s in said)
    i18n.set_lang("en")
    second = next(_plain(s.text()) for s in tut.steps if s.text().startswith("This second step"))
    assert "The violet frame on e4" in second, second


def test_a_two_line_step_shown_again_keeps_off_the_windows_bottom_edge(app, tmp_path):
    """nc22 shot 107: the « Revoir » box's second line (« niveau ») sat on the window's bottom edge."""
    import pygame
    from test_elemmaster_newcomer import table_for
    i18n.set_lang("fr")
    table = table_for(app, tmp_path, WAVE)
    table._again_model, table.again_caption = table.model, "Revoir le tour de Bot 2 (sur mesure) · étape 4 sur 9"
    table.again_line = ("Bot 2 (sur mesure) : d5 affronte c5 (attaque) ; Feu en c5 perd 1 niveau, Eau en d5 "
                        "gagne 1 niveau")
    box = table.again_box()
    assert box is not None and box.bottom <= 714 and box.top > table.layout.board.bottom, box
    table.draw(pygame.Surface((1280, 720)))
    table._again_model = None
