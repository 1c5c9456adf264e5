"""Each game in a real X window (Xvfb), by clicks and keys through the X server:
menu -> setup -> Play (a click) -> a first action -> pause -> how to play -> back -> the table.

Skipped when Xvfb, xdotool or ImageMagick's `import` are missing, unless ELEMENTAL_REQUIRE_XVFB=1.
"""

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from test_xvfb import (  # noqa: F401 - the fixture
    ROOT,
    _drawn,
    _run,
    _shot,
    _shot_until,
    _window,
    client_env,
    stop,
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
    "elemmaster": ["e"],  # end the turn
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
    cls = f"eflow{os.getpid()}{game_id}"
    env["SDL_VIDEO_X11_WMCLASS"] = cls
    client = subprocess.Popen([sys.executable, str(ROOT / "main.py")], env=env, stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE, text=True)

    def click(x: int, y: int) -> None:
        _run(["xdotool", "mousemove", "--window", wid, str(x), str(y), "click", "1"], env)
        time.sleep(0.6)

    def key(name: str) -> None:
        _run(["xdotool", "key", "--window", wid, name], env)
        time.sleep(0.3)

    try:
        wid = _window(env, cls, client)
        _shot_until(env, wid, tmp_path / "menu.png", _drawn)  # the menu is on screen
        time.sleep(0.5)
        i = registry.GAME_IDS.index(game_id)
        click(550, 170 + i * 72 + 29)  # the game's button on the menu
        play = (1000, 648)  # inside the green Play button, clear of its label

        def green(img) -> bool:
            r, g, b = img.get_at(play)[:3]
            return g > r + 25 and g > b + 15

        setup = _shot_until(env, wid, tmp_path / "setup.png", green)
        r, g, b = setup.get_at(play)[:3]
        assert g > r + 25 and g > b + 15, f"no Play button on the setup screen ({r}, {g}, {b})"
        click(1110, 668)  # Play, by a click
        time.sleep(1.5)
        save = tmp_path / "saves" / f"{game_id}.json"
        deadline = time.monotonic() + 40
        while not _seat0_moved(save) and time.monotonic() < deadline:
            for k in FIRST_ACTION[game_id]:
                key(k)
            time.sleep(1.2)
            if client.poll() is not None:
                pytest.fail(f"the client exited: {client.stderr.read() if client.stderr else ''}")
        assert _seat0_moved(save), "the first action never reached the game"
        key("Escape")  # pause
        time.sleep(0.4)
        pause = _shot(env, wid, tmp_path / "pause.png")
        click(640, 342)  # "How to play" on the pause screen
        page = _shot_until(env, wid, tmp_path / "howto.png", lambda img: _count(img, (20, 24, 600, 36), ACCENT) > 30)
        assert _count(page, (20, 24, 600, 36), ACCENT) > 30, "the how-to-play title is not on screen"
        assert _count(pause, (20, 24, 600, 36), ACCENT) < _count(page, (20, 24, 600, 36), ACCENT)
        _run(["xdotool", "mousemove", "--window", wid, "700", "400"], env)
        for _ in range(3):
            _run(["xdotool", "click", "5"], env)  # the wheel scrolls the page
        time.sleep(0.4)
        scrolled = _shot(env, wid, tmp_path / "scrolled.png")
        assert _count(scrolled, (1226, 84, 14, 540), (160, 170, 165)) > 0  # the scrollbar thumb
        click(1165, 675)  # Back: the pause screen again
        back = _shot(env, wid, tmp_path / "back.png")
        assert _count(back, (20, 24, 600, 36), ACCENT) < _count(page, (20, 24, 600, 36), ACCENT)
        key("Escape")  # and the table
        assert client.poll() is None, "the client stopped"
    finally:
        stop(client)
