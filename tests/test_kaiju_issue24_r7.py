"""Issue 24, seventh round of Kaiju & Mecha (newcomer nc6): the whole dice tray rolls; a hint that
prefers a 1 over a richer take says why in game terms; the tutorial's hand, chance and words agree
with the rules; the log says why cards leave the game and that starting hands were seen by all; the
prompt says one copy is taken per value; the easy bot takes the richest take more often and cancels
now and then."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from scene_input import click, open_scenario, run
from waiting import wait_until

from game import i18n


@contextmanager
def french() -> Iterator[None]:
    """The French interface for the block, the previous language after."""
    before = i18n.lang
    i18n.set_lang("fr")
    try:
        yield
    finally:
        i18n.set_lang(before)


def plain(text: str) -> str:
    """French words with their no-break spaces as plain ones."""
    return text.replace("\xa0", " ").replace("\u202f", " ")


ROLL = """\
seats: 2
active: 0
table: [1, 1, 4, 7, 8, 9, 10, 2]
players:
  - hand: [2, 5, 8]
  - hand: [3, 7]
pile_top: [4]
"""


# -- finding 2: the whole dice tray rolls ---------------------------------------------------------
def test_a_click_between_the_two_dice_rolls_them(app, tmp_path):
    """nc6 shot-12: a click between the dice, inside the frame drawn around both, did nothing."""
    path = tmp_path / "roll.yaml"
    path.write_text(ROLL, encoding="utf-8")
    table = open_scenario(app, "kaiju", ["human", "bot:easy"], path)
    assert table.model.phase == "roll", table.model.phase
    places = table.places
    left, right = places.die_rect(0), places.die_rect(1)
    gap = ((left.right + right.left) // 2, left.centery)
    assert not left.inflate(10, 10).collidepoint(gap) and not right.inflate(10, 10).collidepoint(gap)
    assert places.dice_tray().collidepoint(gap)
    below = (left.centerx, left.bottom + 14)  # the "va lancer les dés" line under the dice
    assert places.dice_tray().collidepoint(below)
    click(app, gap)
    assert wait_until(lambda: table.model.phase == "main" or table.model.active != 0, seconds=10, step=0,
                      between=lambda: app.frame(1 / 30)), "a click between the dice did not roll them"
    app.stack.pop()


def test_a_click_in_the_tray_outside_the_dice_does_not_pick_a_die_to_reroll(app, tmp_path):
    """Beside the dice, a reroll's choice of die needs the die itself: the gap picks nothing."""
    path = tmp_path / "main.yaml"
    path.write_text(ROLL.replace("table:", "phase: main\ndice: [3, 6]\ntable:"), encoding="utf-8")
    table = open_scenario(app, "kaiju", ["human", "bot:easy"], path)
    controls = table.controls
    controls.pick_card(2)
    run(app, 0.05)
    assert controls.picks.card == 2 and controls.picks.effect == "reroll", controls.picks
    places = table.places
    left, right = places.die_rect(0), places.die_rect(1)
    before = set(controls.picks.dice)
    click(app, ((left.right + right.left) // 2, left.centery))
    assert set(controls.picks.dice) == before and table.model.phase == "main"
    app.stack.pop()
