"""A whole Elemons game across machines: a real host, a bot client, and a real window under Xvfb
played by clicks and keys through the X server. The host's save must replay to the final position.
"""

from __future__ import annotations

import os
import random
import subprocess
import time

import pytest
from test_net_processes import MAIN, finish, join_bot, start_host
from test_xvfb import _run, _window, client_env, stop, xserver  # noqa: F401 - the fixture

from game.match import Match


def _load(save):
    try:
        return Match.load(save)
    except Exception:  # noqa: BLE001 - the host is replacing the file: look again
        return None


@pytest.mark.xvfb
def test_a_whole_elemons_game_clicked_in_a_real_window_against_a_bot_client(xserver, tmp_path, private_home):  # noqa: F811
    from scenes.elemons.table import GAP, GRID_X, GRID_Y, TILE
    from scenes.settings import Settings

    settings, _ = Settings.load()
    settings.speed = "instant"
    settings.save()
    host, invites = start_host(private_home, "elemons", "remote,remote")
    bot = join_bot(private_home, invites[1], "easy")
    env = client_env(xserver, ELEMENTAL_TABLE_HOME=str(private_home))
    cls = f"enet{os.getpid()}"
    env["SDL_VIDEO_X11_WMCLASS"] = cls
    gui = subprocess.Popen([*MAIN, "join", invites[0][2], "--token", invites[0][3]], env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    save = private_home / "host-elemons.json"
    rng = random.Random(1)
    clicks = keys = 0
    try:
        wid = _window(env, cls, gui)
        time.sleep(1.0)
        deadline = time.monotonic() + 240
        while time.monotonic() < deadline:
            m = _load(save)
            if m is None:
                time.sleep(0.05)
                continue
            if m.state.is_over:
                break
            if 0 not in m.state.actors():
                time.sleep(0.1)
                continue
            legal = m.state.legal_actions(0)
            on_grid = [a for a in legal if a.kind in ("flip", "rock", "peek")]
            if on_grid:
                s = int(rng.choice(on_grid).args[0])
                x, y = GRID_X + (s % 3) * (TILE + GAP) + TILE // 2, GRID_Y + (s // 3) * (TILE + GAP) + TILE // 2
                _run(["xdotool", "mousemove", "--window", wid, str(x), str(y), "click", "1"], env)
                clicks += 1
            else:
                _run(["xdotool", "key", "--window", wid, "Tab", "Return"], env)
                keys += 1
            moved = time.monotonic() + 3
            while time.monotonic() < moved:
                again = _load(save)
                if again is not None and len(again.moves) > len(m.moves):
                    break
                time.sleep(0.05)
        code, out, err = finish(host, 60)
        assert code == 0, err[-400:]
        final = Match.load(save)
        assert final.state.is_over
        assert Match.replay(final.log()).state.to_json() == final.state.to_json()
        assert out.strip().splitlines()[-1].startswith("result winners=")
        assert clicks >= 3, "the window was never clicked"
        assert gui.poll() is None, "the window closed before the end"
    finally:
        stop(gui)
        bot.kill()
        bot.communicate()
