"""A whole Elemons game across machines: a real host, a bot client, and a real window under Xvfb
played by clicks and keys through the X server. The host's save must replay to the final position.
"""

from __future__ import annotations

import json
import os
import random
import time

import pytest
from test_net_processes import MAIN, finish, join_bot, start_host
from test_xvfb import _drawn, _run, _shot_until, client_env, start_client, stop, until, xserver  # noqa: F401 - the fixture

from game.match import Match


def _load(save):
    try:
        return Match.load(save)
    except Exception:  # noqa: BLE001 - the host is replacing the file: look again
        return None


def _moves_past(save, count: int):
    """A look for `until`: the host's save holds more than `count` moves. It counts the log's moves
    in the file without replaying them: a look every 0.05 s that replayed the whole game took CPU
    from the host, the bot and the window it waits for."""
    def look() -> bool:
        try:
            return len(json.loads(save.read_text(encoding="utf-8"))["log"]["moves"]) > count
        except (OSError, ValueError, KeyError):  # the host is replacing the file: look again
            return False
    return look


@pytest.mark.xvfb
def test_a_whole_elemons_game_clicked_in_a_real_window_against_a_bot_client(xserver, tmp_path, private_home):  # noqa: F811
    from scenes.elemons.table import GAP, GRID_X, GRID_Y, TILE
    from scenes.settings import Settings

    settings, _ = Settings.load()
    settings.speed = "instant"
    settings.save()
    # a short game from its first move to its end: the full grid and a pile of two tiles, so the game ends at the
    # second pair (a full pile took 28 s of the suite's five minutes; the test is the whole path, not the length)
    short = tmp_path / "short.yaml"
    short.write_text("game: elemons\nseats: 2\ncurrent: 0\ngrid: [aeromon, geomon, electromon, pyromon, hydromon, "
                     "floramon, polymon, hydromon, geomon]\npile: [floramon, pyromon]\n", encoding="utf-8")
    host, invites = start_host(private_home, "elemons", "remote,remote", "--scenario", str(short))
    bot = join_bot(private_home, invites[1], "easy")
    env = client_env(xserver, ELEMENTAL_TABLE_HOME=str(private_home))
    save = private_home / "host-elemons.json"
    rng = random.Random(1)
    clicks = keys = 0
    gui = None
    try:
        gui, wid = start_client([*MAIN, "join", invites[0][2], "--token", invites[0][3]], env, f"enet{os.getpid()}")
        _shot_until(env, wid, private_home / "first.bmp", _drawn, "the joined table")
        deadline = time.monotonic() + 240
        while True:
            m = until(lambda: _load(save), "the host's save", client=gui, every=0.05)
            if m.state.is_over:
                break
            assert time.monotonic() < deadline, f"the game did not end within 240 s ({len(m.moves)} moves)"
            if 0 not in m.state.actors():
                until(_moves_past(save, len(m.moves)), "the bot client's move", client=gui)
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
            # the host's save shows the move; a click the table took while it still showed the last
            # move (tiles up until a click, the default) is not an action, and the loop clicks again soon
            # (a click that was an action but reached the save later than that is harmless: the next one
            # is chosen from the save and the table takes or refuses it as any click; a second's wait
            # after each of the game's dozen such clicks was a third of the test)
            until(_moves_past(save, len(m.moves)), "the move in the host's save", seconds=0.4, every=0.05,
                  client=gui, retry=True)
        code, out, err = finish(host, 60)
        assert code == 0, err[-400:]
        final = Match.load(save)
        assert final.state.is_over
        assert Match.replay(final.log()).state.to_json() == final.state.to_json()
        assert out.strip().splitlines()[-1].startswith("result winners=")
        assert clicks >= 3, "the window was never clicked"
        assert gui.poll() is None, "the window closed before the end"
    finally:
        if gui is not None:
            stop(gui)
        bot.kill()
        bot.communicate()
