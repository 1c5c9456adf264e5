"""Round 46's fixes on Elemons (fix round f43), each from a newcomer's report."""

from __future__ import annotations

from scene_input import open_scenario
from test_elemons_issue24_r12 import _scenario
from waiting import wait_until

from game import i18n


def test_a_burn_the_screen_makes_itself_never_says_the_power_waits_for_a_catch(app, tmp_path):
    """nc46 shots 101-102: after a Pyromon pair, « Pyromon : votre adversaire perd un Elemon tiré au hasard. Ou
    prenez d'abord Heliomon … : le pouvoir vous attend. »; the catch was clicked, and the log told the burn
    first: with one opponent the screen answers the Pyromon by itself. Its prompt no longer promises a wait;
    a power that does wait (the Geomon's Rock) still says so."""
    i18n.set_lang("fr")
    grid = ["pyromon", "pyromon", "aeromon", "hydromon", "geomon", "floramon", "polymon", "electromon", "aeromon"]
    path = _scenario(tmp_path, grid, ["hydromon"] * 6, [["geomon", "geomon", "geomon"], ["floramon", "pyromon"]])
    table = open_scenario(app, "elemons", ["human", "bot:easy"], path)
    frame = lambda: app.frame(1 / 60)  # noqa: E731
    seen: list[str] = []
    real = table.build_buttons

    def build(seat=None):
        real(seat)
        if table.view["phase"] == "burn":
            seen.append(table.prompt.replace("\u00a0", " ").replace("\u202f", " "))

    table.build_buttons = build
    for slot in (0, 1):
        assert wait_until(lambda: table.human_to_act() == 0, 10, 0, frame)
        table.act(0, table.grid_attempt(slot))
    assert wait_until(lambda: table.view["phase"] == "after" or table.view["phase"] == "flip", 10, 0, frame)
    assert seen, "the burn's prompt was never built"
    assert all("le pouvoir vous attend" not in p for p in seen), seen
    assert all(p.startswith("Pyromon : votre adversaire perd un Elemon tiré au hasard.") for p in seen), seen
    assert any(str(m[1]).startswith("burn") for m in table.feed.match.moves), table.feed.match.moves
