"""Round 61's fixes on Elemons & Gigamons (fix round f49), each from a newcomer's report (nc61)."""

from __future__ import annotations

from scene_input import open_scenario_text
from waiting import wait_until

from game import i18n
from game.core import act

FLORAMON_DRAW = """game: elemons
seats: 2
current: 0
grid: [floramon, floramon, geomon, hydromon, pyromon, electromon, geomon, pyromon, hydromon]
pile: [aeromon, geomon, geomon, pyromon]
won: [[aeromon, aeromon], []]
"""


def test_conseil_waits_for_the_screen_to_show_the_draw(app, tmp_path):
    """nc61 (094 → 095): right after the Floramon pair the Conseil said « Attrapez Anemomon avec vos 3 Aeromons »
    while the hand still showed Aeromon ×2; the draw showed a second later. The hint is decided on the engine's
    position, ahead of the animations: the kit (scenes/table.py) now shows it only once the screen has shown every
    event up to that position; until then the box says it is thinking."""
    i18n.set_lang("fr")
    table = open_scenario_text(app, "elemons", ("human", "bot:medium"), tmp_path, FLORAMON_DRAW, speed="normal")
    assert wait_until(lambda: not table.busy, 20, 0, lambda: app.frame(1 / 60))
    table.act(0, act("flip", 0))
    assert wait_until(lambda: not table.busy, 20, 0, lambda: app.frame(1 / 60))
    table.act(0, act("flip", 1))  # the pair: its power draws the pile's Aeromon, shown after the pair's flight
    table.ask_hint()
    assert table.hint_seat == 0
    early: list[tuple[int, str]] = []

    def frame() -> None:
        app.frame(1 / 60)
        drawn = any(ev.kind == "tile_drawn" for ev in table.shown)
        if table.hint_shown is not None and (not drawn or table.current is not None):
            early.append((len(table.shown), table.hint_line(table.hint_shown)))

    assert wait_until(lambda: table.hint_shown is not None, 20, 0, frame), "no hint"
    assert early == [], early
    assert str(table.hint_shown.action) == "trade aeromon"
    assert (table.model.players[0].tiles or []).count("aeromon") == 3  # what the hand shows as the hint comes
