"""Issue 24, round 16 of Kaiju & Mecha (newcomer nc15): the takes wait while a card's choices are
open, a Mecha steal says it draws at random, one word for the Wound, the legend says itself plainly
and the playable frame is named."""

from __future__ import annotations

import pygame
from lang import plain
from scene_input import click, key, open_scenario

from game import i18n

SCENE = """\
seats: 2
active: 0
phase: main
dice: {dice}
table: [7, 5, 2, 9, 10, 4, 6, 1]
players:
  - hand: [2, 8]
  - hand: [3, 7]
    mechas: {mechas}
pile_top: [4]
"""


def _open(app, tmp_path, dice=(5, 2), mechas=()):
    path = tmp_path / "scene.yaml"
    path.write_text(SCENE.format(dice=list(dice), mechas=list(mechas)), encoding="utf-8")
    return open_scenario(app, "kaiju", ["human", "bot:easy"], path)


def _button(table, tag):
    return next(b for b in table.controls.bar.buttons if b.tag == tag)


# -- finding 5: during a reroll's choice the takes are greyed and the table waits -----------------
def test_the_takes_wait_while_a_reroll_is_being_chosen(app, tmp_path):
    i18n.set_lang("fr")
    table = _open(app, tmp_path)
    takes = [b for b in table.controls.bar.buttons if b.tag.startswith("take")]
    assert takes and all(b.enabled for b in takes), [b.tag for b in takes]
    click(app, _button(table, "card 2").rect.center)
    assert table.controls.picks.card == 2 and table.controls.prompt_key == "kaiju.prompt.reroll"
    takes = [b for b in table.controls.bar.buttons if b.tag.startswith("take")]
    assert takes and not any(b.enabled for b in takes), "a take stayed live in the reroll's choice"
    hand_before = list(table.model.players[0].hand or [])
    click(app, takes[0].rect.center)
    click(app, table.places.slot_rect(0).center)  # the 7, lit before the card was picked
    key(app, pygame.K_1)
    assert table.model.phase == "main" and list(table.model.players[0].hand or []) == hand_before
    assert table.controls.picks.card == 2, "the reroll's choice was dropped by a click on the table"
    click(app, _button(table, "back").rect.center)
    assert table.controls.picks.card is None
    assert all(b.enabled for b in table.controls.bar.buttons if b.tag.startswith("take"))
    click(app, table.places.slot_rect(0).center)
    assert 7 in (table.model.players[0].hand or []), "once backed out, the 7 is taken again"
    app.stack.pop()
