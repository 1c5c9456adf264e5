"""Round 65's fixes on Elemons & Gigamons (fix round f54), each from a newcomer's report (nc65)."""

from __future__ import annotations

from scene_input import open_scenario_text
from waiting import wait_until

from game import i18n
from game.core import act

HYDROMON_PAIR = """game: elemons
seats: 2
current: 0
grid: [hydromon, geomon, hydromon, pyromon, floramon, electromon, geomon, polymon, floramon]
pile: [aeromon, geomon, geomon, pyromon, polymon, electromon, aeromon, pyromon, floramon, geomon, electromon, hydromon]
won: [[aeromon, hydromon, hydromon, floramon, floramon, pyromon, polymon],
      [geomon, electromon, electromon, pyromon, pyromon]]
gigamons: {electromon: 0, geomon: 1}
rocks: {7: 1}
"""


def test_conseil_suite_never_says_a_good_player_thinks_while_the_screen_holds_the_pair(app, tmp_path):
    """nc65 (093, 095): after a hinted Hydromon pair the box « Conseil (suite) » said « Un bon joueur réfléchit… »
    while the pair waited for a click and while Halomon's catch flew, read as a placeholder left in the box. The
    next step is found but held until the screen shows the position: the box now says so, and the step comes once
    the screen allows, through the catch and every peek."""
    i18n.set_lang("fr")
    table = open_scenario_text(app, "elemons", ("human", "bot:medium"), tmp_path, HYDROMON_PAIR, speed="normal")
    seen: list[str] = []

    def frame() -> None:
        app.frame(1 / 60)
        if table.hint_seat is not None or table.hint_shown is not None:
            seen.append(table._hint_body())

    assert wait_until(lambda: not table.busy, 20, 0, frame)
    table.act(0, act("flip", 0))
    assert wait_until(lambda: not table.busy, 20, 0, frame)
    table.act(0, act("flip", 2))  # the pair: held up until a click
    table.ask_hint()
    assert wait_until(lambda: table.held and table.feed.hint(0) is not None, 20, 0, frame)
    for _ in range(30):
        frame()
    assert table.hint_shown is None and table._hint_body() == "Le conseil vient dès que l'écran a montré le coup."
    done: list[str] = []
    for _ in range(6):
        if table.held:
            table._release_up()  # the person's click on the pair
        assert wait_until(lambda: table.hint_shown is not None, 20, 0, frame), (done, table._hint_body())
        step = table.hint_shown.action
        done.append(str(step))
        if table.hint_nudged():
            table.ask_hint()
        table.act(0, step)
        if step.kind == "peek" and len([d for d in done if d.startswith("peek")]) == 4:
            break
    assert done[0] == "trade hydromon" and done[-1].startswith("peek"), done
    assert i18n.t("hint.after_screen") in seen
