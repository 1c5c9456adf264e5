"""Issue 24, tenth round of Elemons & Gigamons: no silent gap after a power (the prompt and the
buttons come back as soon as the power's animation ends, not when the new tiles' rings fade); the
tutorial shows the catch button only at the step that explains it; plainer words."""

from __future__ import annotations

from scene_input import open_scenario
from waiting import wait_until

from game import i18n
from game.core import Action


def test_the_prompt_and_the_buttons_come_back_right_after_a_rock(app, tmp_path):
    """nc9 shot-66: after the Rocher, "Attraper Terramon" and every word under the grid went away
    for seconds, while the new tiles' rings faded: the rings are no animation the turn waits on."""
    i18n.set_lang("fr")
    scenario = tmp_path / "scenario.yaml"  # a Geomon won already: the pair makes three, Terramon to catch
    scenario.write_text("game: elemons\nseats: 2\ngrid: [geomon, geomon, floramon, pyromon, hydromon, aeromon,"
                        " electromon, polymon, hydromon]\npile: [pyromon, pyromon, pyromon, pyromon]\n"
                        "won: [[geomon], []]\n")
    table = open_scenario(app, "elemons", ("human", "human"), scenario, speed="normal")
    table.act(0, table.grid_attempt(0))
    assert wait_until(lambda: not table.busy, 10, 0, lambda: app.frame(1 / 60)), "the first flip never ended"
    table.act(0, table.grid_attempt(1))  # a Geomon pair: its Rock is placed, then tiles 1 and 2 refill
    assert wait_until(lambda: table.view["phase"] == "rock" and not table.busy, 10, 0,
                      lambda: app.frame(1 / 60)), "the Rock was never asked for"
    table.act(0, Action("rock", (5,)))
    frames = [0]

    def frame() -> None:
        frames[0] += 1
        app.frame(1 / 60)

    assert wait_until(lambda: table.prompt and any(b.tag == "trade geomon" for b in table.bar.buttons), 10, 0, frame), \
        "the prompt and 'Fin de tour' 'Attraper Terramon' never came back"
    assert frames[0] <= 90, f"{frames[0] / 60:.1f} s without a prompt or a button after the Rock"
    ring = table.slot_anim[0].fresh
    assert ring is not None and ring.value > 0.3, "the new tile is still ringed while the person plays on"
