"""Real processes on this machine's loopback: a host and its clients, whole games, kills and restarts.

Every test bounds its waits and kills what it started; nothing leaves 127.0.0.1.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from waiting import wait_until

from game import registry
from game.match import Match
from net.client import Link

ROOT = Path(__file__).resolve().parents[1]
MAIN = [sys.executable, str(ROOT / "main.py")]


def env(home: Path) -> dict[str, str]:
    return {**os.environ, "ELEMENTAL_TABLE_HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def start_host(home: Path, game: str, players: str, *extra: str, port: str = "0") -> tuple[subprocess.Popen, list]:
    save = home / f"host-{game}.json"
    cmd = [*MAIN, "host", game, "--players", players, "--port", port, "--seed", "3", "--save", str(save),
           "--round-break", "0.5", *extra]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env(home))
    invites = []  # the seats' invites, then the spectators' line when --spectators asked for one
    wanted = players.split(",").count("remote") + ("--spectators" in extra)
    deadline = time.monotonic() + 30
    while len(invites) < wanted and time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        if line.startswith(("invite ", "spectate ")):
            invites.append(line.split())
    assert len(invites) == wanted, proc.stderr.read()[-500:]
    return proc, invites


def join_bot(home: Path, invite: list[str], strength: str = "medium") -> subprocess.Popen:
    _, _seat, address, token = invite[:4]  # more fields may follow (the certificate's fingerprint)
    return subprocess.Popen([*MAIN, "join", address, "--token", token, "--bot", strength],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env(home))


def finish(proc: subprocess.Popen, timeout: float = 240) -> tuple[int, str, str]:
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, err = proc.communicate()
        pytest.fail(f"{proc.args[2:4]} did not finish: {err[-400:]}")
    return proc.returncode, out, err


MONSTERS_SHORT = """title: {fr: Court, en: Short}
seats: 2
best_of: 1
hands: [[1, 2, 3], [4, 5, 7]]
centre: 6
tricks:
  - - {colour: yellow, cards: [8, 9, 10]}
    - {colour: green, cards: [11, 12, 13]}
    - {colour: red, cards: [14, 15, 16]}
  - - {colour: red, cards: [20, 21, 22]}
    - {colour: red, cards: [23, 24, 25]}
"""


ELEMMASTER_SHORT = """title: Fin de partie
terrain: forest
stacks:
  a1: 0 earth 1
  c3: 0 fire 2
  f6: 1 earth 1
  d4: 1 fire 2
current: 0
"""


@pytest.mark.parametrize("gid", registry.GAME_IDS)
def test_a_whole_game_between_a_host_and_two_bot_clients(gid, tmp_path):
    # Monsters plays in real time at a person's pace: one round from a position where seat 0 lacks only blue
    # and purple is a whole game of three tricks, both seats' (a round from the deal took 18 s of the suite)
    # Elem Master from an endgame, each side one Earth and one Fire, is a whole game of 10 to 20 turns, won by an
    # elimination (from the set-up, 10 s of the suite)
    short: tuple[str, ...] = ()
    if gid in ("monsters", "elemmaster"):
        scenario = tmp_path / "short.yaml"
        scenario.write_text(MONSTERS_SHORT if gid == "monsters" else ELEMMASTER_SHORT, encoding="utf-8")
        short = ("--scenario", str(scenario))
    host, invites = start_host(tmp_path, gid, "remote,remote", *short)
    # Monsters' bots think for seconds of real time; its quickest levels keep the test short (50 s at easy, medium)
    levels = ("hard", "hard") if gid == "monsters" else ("easy", "medium")
    clients = [join_bot(tmp_path, inv, s) for inv, s in zip(invites, levels, strict=True)]
    for c in clients:
        code, out, err = finish(c)
        assert code == 0, err[-400:]
        assert out.startswith("result winners=")
    code, out, err = finish(host)
    assert code == 0, err[-400:]
    assert out.strip().splitlines()[-1].startswith("result winners=")
    saved = Match.load(tmp_path / f"host-{gid}.json")  # the autosave replays to the final position
    assert saved.state.is_over
    winners = out.strip().splitlines()[-1].split()[1].split("=")[1]
    assert winners == (",".join(map(str, saved.state.result().winners)) or "-")


def test_a_wrong_token_or_no_host_is_one_line_and_exit_2(tmp_path):
    host, invites = start_host(tmp_path, "elemons", "remote,bot:easy")
    try:
        bad = subprocess.run([*MAIN, "join", invites[0][2], "--token", "wrong", "--bot", "easy"],
                             capture_output=True, text=True, env=env(tmp_path), timeout=30)
        assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and "wrong token" in bad.stderr
    finally:
        host.kill()
        host.communicate()
    gone = subprocess.run([*MAIN, "join", "127.0.0.1:9", "--token", "x", "--bot", "easy"],
                          capture_output=True, text=True, env=env(tmp_path), timeout=30)
    assert gone.returncode == 2 and gone.stderr.count("\n") == 1 and "cannot reach" in gone.stderr
    # a token that starts with '-' (tokens made before they avoided it) is still read as the token
    dash = subprocess.run([*MAIN, "join", "127.0.0.1:9", "--token", "-x9_a", "--bot", "easy"],
                          capture_output=True, text=True, env=env(tmp_path), timeout=30)
    assert dash.returncode == 2 and "cannot reach" in dash.stderr, dash.stderr
    bad_seats = subprocess.run([*MAIN, "host", "elemons", "--players", "human,alien"], capture_output=True, text=True,
                               env=env(tmp_path), timeout=30)
    assert bad_seats.returncode == 2 and bad_seats.stderr.count("\n") == 1


def test_kill_a_client_then_the_host_and_the_game_goes_on(tmp_path):
    """kill -9 a client mid-game and start it again; kill -9 the host and restart it from its autosave."""
    save = tmp_path / "host-kaiju.json"
    host, invites = start_host(tmp_path, "kaiju", "remote,remote", "--spectators")
    _, address, watch_token, fingerprint = invites.pop()
    port = invites[0][2].rsplit(":", 1)[1]
    a = join_bot(tmp_path, invites[0])
    b = join_bot(tmp_path, invites[1])

    def moves() -> int:
        try:
            return len(Match.load(save).moves)
        except Exception:  # noqa: BLE001 - the file is being replaced: look again
            return -1

    wait_until(lambda: moves() >= 6, 60, 0.01)
    assert moves() >= 6, "the game never reached 6 moves before the kill"
    a.send_signal(signal.SIGKILL)
    a.communicate()
    watcher = Link(address, watch_token, fingerprint)  # hears the host say the seat came back
    a = join_bot(tmp_path, invites[0])  # the same token takes its seat back

    def heard_back() -> bool:
        while not watcher.inbox.empty():
            msg = watcher.inbox.get()
            if msg and msg["type"] == "notice" and msg["key"] == "net.back" and msg["params"]["seat"] == 0:
                return True
        return False

    # the host dies at once after the seat is back (medium bots play the rest of a game in about a second);
    # a bot still in its handshake then knocks again like one that was in (f40: CI saw it end with « the host
    # closed the connection » when the kill came between « seat back » and the bot's welcome)
    assert wait_until(heard_back, 120, 0.01), "the killed client did not take its seat back"
    host.send_signal(signal.SIGKILL)
    host.communicate()
    watcher.close()
    before = moves()
    assert not Match.load(save).state.is_over, "the game ended before the host could be killed"
    restarted = subprocess.Popen([*MAIN, "host", "kaiju", "--players", "remote,remote", "--load", str(save),
                                  "--port", port, "--save", str(save)],
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env(tmp_path))
    for c in (a, b):
        code, out, err = finish(c)
        assert code == 0, err[-400:]
    code, out, err = finish(restarted)
    assert code == 0, err[-400:]
    final = Match.load(save)
    assert final.state.is_over and len(final.moves) > before
