"""Newcomer round 37 (nc37) on Elem Master: what a fresh player stumbled on, fixed (f38)."""

from __future__ import annotations

import pygame
from scene_input import click, key, run
from test_elemmaster_newcomer import cell, table_for

from game import i18n
from game.core import act

COSTLY = """terrain: forest
stacks:
  a1: 0 earth 2
  c3: 0 fire 1
  c4: 1 water 2
  a5: 0 air 1
  b5: 1 earth 1
  e2: 0 water 2
  e3: 1 fire 1
  f6: 1 fire 1
current: 0
"""


def _plain(s: str) -> str:
    return s.replace("\u00a0", " ").replace("\u202f", " ")



def test_a_losing_attack_asks_first_and_says_what_is_lost(app, tmp_path) -> None:
    """nc37 shot 143: « my Fire into enemy Eau f3 runs with no question, marked only by a thin grey frame ».
    Asked as the sacrifice is (« Oui / Non »), the bar saying the Fire disappears; a no plays nothing,
    a yes plays it; the setting « off » asks nothing."""
    i18n.set_lang("fr")
    table = table_for(app, tmp_path, COSTLY)
    cell(app, table, "c3")
    cell(app, table, "c4")
    q = table.confirm.question
    assert q is not None and q.action == act("attack", "c3", "c4") and table.feed.match.moves == []
    assert table.prompt_key == "elemmaster.prompt.confirm_loss"
    assert _plain(table.prompt) == "Attaque perdue d'avance (Eau bat Feu) : votre Feu en c3 perd un niveau " \
                                   "et disparaît. Attaquer quand même ?", table.prompt
    assert {b.tag for b in table.bar.buttons} >= {"yes", "no", "always"}
    key(app, pygame.K_n)
    assert table.confirm.question is None and table.feed.match.moves == []
    cell(app, table, "c3")
    cell(app, table, "c4")
    key(app, pygame.K_o)
    run(app, 0.2)
    assert table.feed.match.moves == [[0, str(act("attack", "c3", "c4"))]]


def test_the_setting_governs_the_losing_attack_as_the_sacrifice(app, tmp_path) -> None:
    table = table_for(app, tmp_path, COSTLY)
    app.settings.confirm = "off"
    cell(app, table, "c3")
    cell(app, table, "c4")
    run(app, 0.2)
    assert table.confirm.question is None and table.feed.match.moves == [[0, str(act("attack", "c3", "c4"))]]


def test_a_souffle_spending_the_airs_last_token_asks_first(app, tmp_path) -> None:
    """nc37 shot 123: « 1 jeton d'Air dépensé, son dernier : l'Air disparaît », with no warning."""
    i18n.set_lang("fr")
    table = table_for(app, tmp_path, COSTLY)
    souffle = act("souffle", "a5", "b5", 1)
    assert souffle in table.feed.legal(0)
    cell(app, table, "a5")
    cell(app, table, "b5")
    if table.confirm.question is None:  # a count to pick first
        table.act(0, souffle)
    q = table.confirm.question
    assert q is not None and q.action == souffle and table.feed.match.moves == []
    assert table.prompt_key == "elemmaster.prompt.confirm_air"
    assert _plain(table.prompt) == "Ce souffle dépense le dernier jeton de votre Air en a5 : l'Air disparaît. " \
                                   "Souffler quand même ?", table.prompt
    yes = next(b for b in table.bar.buttons if b.tag == "yes")
    assert _plain(yes.label) == "Oui, souffler (O)"
    click(app, yes.rect.center)
    run(app, 0.2)
    assert table.feed.match.moves == [[0, str(souffle)]]


def test_a_plain_move_and_a_winning_attack_do_not_ask(app, tmp_path) -> None:
    table = table_for(app, tmp_path, COSTLY)
    assert table.costly(act("attack", "e2", "e3")) is None and not table.harms_own(0, act("attack", "e2", "e3"))
    cell(app, table, "c3")
    cell(app, table, "b3")
    run(app, 0.2)
    assert table.confirm.question is None and table.feed.match.moves == [[0, str(act("move", "c3", "b3", 1))]]
    cell(app, table, "e2")
    cell(app, table, "e3")
    run(app, 0.2)
    assert table.confirm.question is None and table.feed.match.moves[-1] == [0, str(act("attack", "e2", "e3"))]

