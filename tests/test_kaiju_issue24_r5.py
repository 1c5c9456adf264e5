"""Issue 24, fifth round of Kaiju & Mecha: a step speaks once the board shows what it speaks of; the
tutorial shows a 3 stolen (Wound) and a 9-11 used "au choix"; each value's way of taking is said so
the 8 stands out; the steal hint tells the truth; the replay of a turn reads; the easy bot never
looks absurd."""

from __future__ import annotations

from game import i18n, tutorial
from scenes.app import open_table
from scenes.kaiju.table import KaijuTable
from waiting import wait_until


def open_tutorial(app, speed: str = "instant") -> KaijuTable:
    app.settings.speed = speed
    i18n.set_lang("fr")
    open_table(app, tutorial.load("kaiju").feed())
    table = app.stack.top
    assert isinstance(table, KaijuTable) and table.guide is not None
    return table


def play_steps(app, table: KaijuTable, upto: int) -> None:
    """Play the steps before `upto` (0-based) as the pointer asks, frame by frame."""
    guide = table.guide

    def step() -> bool:
        if guide.index >= upto:
            return True
        expected = guide.expected()
        if expected is not None and table.human_to_act() is not None:
            table.act(table.human_to_act(), expected)
        return False

    assert wait_until(step, seconds=120, step=0, between=lambda: app.frame(1 / 30)), \
        f"never reached step {upto + 1} (at step {guide.index + 1})"


def test_a_step_after_the_opponents_turn_waits_for_that_turn_to_be_shown(app):
    """Third newcomer, step 11: "Double 6 pour votre adversaire… c'était le Mecha" was on screen while
    the bot's dice were still rolling."""
    table = open_tutorial(app, speed="normal")
    steps = table.guide.tutorial.steps
    after_bot = [i for i, s in enumerate(steps) if i > 0 and steps[i - 1].do.startswith("take")]
    assert len(after_bot) >= 3
    seen_watch = 0
    for index in after_bot:
        play_steps(app, table, index)
        said = steps[index].text()
        while table.busy:  # the bot's turn plays out on screen: the step's words wait
            words = table.guide_words()
            assert words is not None
            if table.opponent_on_screen() is not None:
                assert words[0] != said, f"step {index + 1} spoke while the bot's turn was still shown"
                seen_watch += 1
            app.frame(1 / 30)
        assert wait_until(lambda: table.guide_words() is not None and table.guide_words()[0] == said,
                          seconds=5, step=0, between=lambda: app.frame(1 / 30)), \
            f"step {index + 1} never spoke once the screen caught up"
    assert seen_watch > 0, "the bot's turns were never on screen at normal speed"
