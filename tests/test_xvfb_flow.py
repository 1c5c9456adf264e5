"""Each game in a real X window (Xvfb), by clicks and keys through the X server:
menu -> setup -> Play (a click) -> a first action -> pause -> how to play -> back -> the table.

Skipped when Xvfb, xdotool or ImageMagick's `import` are missing, unless ELEMENTAL_REQUIRE_XVFB=1.
"""

import json
import os
import sys
from pathlib import Path

import pytest
from test_xvfb import (  # noqa: F401 - the fixture
    ROOT,
    _drawn,
    _region_differs,
    _run,
    _shot,
    _shot_until,
    client_env,
    start_client,
    stop,
    until,
    xserver,
)

from game import registry

# the keys of a first action the seat may take (retried until the autosave shows a move of seat 1)
FIRST_ACTION = {
    "elemons": ["1"],  # flip the first tile
    # the first hand card to the quick discard; or, when the mages tie for the start (a time-drawn
    # seed does one game in nine), Tab and Enter pick the first mage's button
    "evolution": ["1", "q", "Tab", "Return"],
    "monsters": ["s", "1"],  # swap the first hand card with the centre card
    "kaiju": ["r"],  # roll the dice
    "elemmaster": ["e", "o"],  # end the turn (and yes to "Finir le tour sans rien jouer ?")
}
ACCENT = (242, 196, 72)


def _count(img, rect, colour, tol=12) -> int:
    x0, y0, w, h = rect
    found = 0
    for x in range(x0, x0 + w, 2):
        for y in range(y0, y0 + h, 2):
            c = img.get_at((x, y))
            if all(abs(c[i] - colour[i]) <= tol for i in range(3)):
                found += 1
    return found


def _seat0_moved(save: Path) -> bool:
    try:
        moves = json.loads(save.read_text(encoding="utf-8"))["log"]["moves"]
    except (OSError, ValueError, KeyError):
        return False
    return any(m[0] == 0 for m in moves)


@pytest.mark.xvfb
@pytest.mark.parametrize("game_id", registry.GAME_IDS)
def test_menu_setup_play_act_pause_howto_back(xserver, tmp_path, game_id):  # noqa: F811
    env = client_env(xserver, ELEMENTAL_TABLE_HOME=str(tmp_path))
    # The flow is screens and input, not animation (test_xvfb and test_xvfb_net play at the normal speed):
    # at « instant » a bot's opening turn takes no frames, and the five games' clients used about 25 s of
    # CPU instead of 40 (the suite is CPU bound)
    (tmp_path / "settings.json").write_text(json.dumps({"speed": "instant"}), encoding="utf-8")
    client, wid = start_client([sys.executable, str(ROOT / "main.py")], env, f"eflow{os.getpid()}{game_id}")

    def click(x: int, y: int) -> None:
        _run(["xdotool", "mousemove", "--window", wid, str(x), str(y), "click", "1"], env)

    def key(name: str) -> None:
        _run(["xdotool", "key", "--window", wid, name], env)

    def shot_until(name: str, ok, what: str):
        return _shot_until(env, wid, tmp_path / f"{name}.bmp", ok, what)

    try:
        shot_until("menu", _drawn, "the menu")
        i = registry.GAME_IDS.index(game_id)
        click(550, 170 + i * 72 + 29)  # the game's button on the menu
        play = (1000, 648)  # inside the green Play button, clear of its label

        def green(img) -> bool:
            r, g, b = img.get_at(play)[:3]
            return g > r + 25 and g > b + 15

        setup = shot_until("setup", green, "the setup screen's Play button")
        click(1110, 668)  # Play, by a click
        # the table replaces the whole setup screen
        shot_until("table", lambda img: _region_differs(setup, img, (0, 0, 1280, 720)) > 2000, "the table")
        save = tmp_path / "saves" / f"{game_id}.json"

        def acted() -> bool:
            # the first action's keys, again until a move of seat 0 is saved: a key the table
            # takes while it still shows its opening is not an action yet
            for k in FIRST_ACTION[game_id]:
                key(k)
            return until(lambda: _seat0_moved(save), "a move of seat 0", seconds=2.0, client=client, retry=True)

        until(acted, "the first action in the autosave", seconds=40, every=0.0, client=client)
        title = (20, 24, 600, 36)  # the how-to page's title, left-aligned at the top
        pause_title = (440, 150, 400, 44)  # the pause screen's, centred under the top
        on_table = _count(_shot(env, wid, tmp_path / "acted.bmp"), pause_title, ACCENT)
        key("Escape")  # pause
        pause = shot_until("pause", lambda img: _count(img, pause_title, ACCENT) > on_table + 30, "the pause title")
        click(640, 342)  # "How to play" on the pause screen
        page = shot_until("howto", lambda img: _count(img, title, ACCENT) > 30, "the how-to-play title")
        assert _count(pause, title, ACCENT) < _count(page, title, ACCENT)
        _run(["xdotool", "mousemove", "--window", wid, "700", "400"], env)
        for _ in range(3):
            _run(["xdotool", "click", "5"], env)  # the wheel scrolls the page
        text = (40, 90, 1160, 520)  # the page's text, under the title, left of the scrollbar
        scrolled = shot_until("scrolled", lambda img: _region_differs(page, img, text) > 200, "the page scrolled")
        assert _count(scrolled, (1226, 84, 14, 540), (160, 170, 165)) > 0  # the scrollbar thumb
        click(1165, 675)  # Back: the pause screen again
        shot_until("back", lambda img: _count(img, pause_title, ACCENT) > 30 and
                   _count(img, title, ACCENT) < _count(page, title, ACCENT), "the pause screen again")
        key("Escape")  # and the table
        paused = _count(pause, pause_title, ACCENT)
        shot_until("table-again", lambda img: _count(img, pause_title, ACCENT) < paused - 30, "the table again")
        assert client.poll() is None, "the client stopped"
    finally:
        stop(client)
