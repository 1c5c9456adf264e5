"""Issue 24, a newcomer's first Kaiju game: the tutorial waits for the "Pass" it asks for and shows a
bot's double stealing a Mecha; the action bar keeps its buttons still; the words read well."""

from __future__ import annotations

import pygame
from scene_input import run

from game import i18n, tutorial
from game.core import act
from scenes.app import open_table
from scenes.kaiju.layout import AUTO_PASS
from scenes.kaiju.table import KaijuTable


def open_tutorial(app) -> KaijuTable:
    app.settings.speed = "instant"
    i18n.set_lang("fr")
    open_table(app, tutorial.load("kaiju").feed())
    table = app.stack.top
    assert isinstance(table, KaijuTable) and table.guide is not None
    return table


def play_to_step(app, table: KaijuTable, do: str) -> None:
    """The steps before the first one asking for `do` are played as the pointer asks."""
    guide = table.guide
    for _ in range(3000):
        if guide.step is not None and guide.step.do == do and guide.expected() is not None and not table.busy:
            return
        expected = guide.expected()
        if expected is not None and not table.busy:
            table.act(table.human_to_act(), expected)
        app.frame(1 / 60)
    raise AssertionError(f"never reached the step '{do}' (at step {guide.index + 1})")


def test_the_pass_step_waits_for_the_click_it_asks_for(app):
    table = open_tutorial(app)
    play_to_step(app, table, "pass")
    index = table.guide.index
    run(app, AUTO_PASS * 3)  # longer than the pause after which a person with no cancel is passed
    assert table.guide.index == index, "the table passed by itself while the step asked for the click"
    shown = {b.tag: b for b in table.controls.bar.buttons}
    assert "pass" in shown and table.guide_target() == shown["pass"].rect
    table.act(table.human_to_act(), act("pass"))
    run(app, 0.2)
    assert table.guide.index == index + 1


def test_the_tutorial_shows_a_bots_double_stealing_the_mecha_and_is_won_by_a_point():
    tut = tutorial.load("kaiju")
    m = tut.new_match()
    for step in tut.steps:
        m.run_bots()
        m.play(tut.person, step.pick(m.state.legal_actions(tut.person)))
    m.run_bots()
    assert [1, "steal mecha"] in [list(mv) for mv in m.moves]
    res = m.state.result()
    assert res.winners == (tut.person,) and res.scores == [48.0, 47.0]
    said = " ".join(s.say["fr"] for s in tut.steps)
    for words in ("jeton Double", "face visible", "9, 10 ou 11", "au hasard dans votre main"):
        assert words in said, words
