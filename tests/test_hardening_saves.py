"""Saves, mutated: truncated, bit-flipped, edited, of another game, huge, not a regular file.
Each is refused in one line (exit 2 from `play --load`, before any window; the menu's Resume says so
and sets it aside) or is harmless (the replay lands on the very same position). Never a traceback."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

import main
from game import paths
from game.match import MAX_SAVE_BYTES, Match, SaveError, SaveLocked


def played(game: str, seats: list[str], steps: int = 40) -> Match:
    m = Match(game, seats, seed=2)
    spec = m.spec
    for _ in range(steps):
        if m.state.is_over:
            break
        if spec.realtime:
            m.pass_time(0.7)
            m.run_bots(max_steps=1)
        elif m.bot_step() is None:
            break
    return m


@pytest.fixture(scope="module")
def good():
    m = played("kaiju", ["bot:easy", "bot:medium"])
    return m, json.dumps(m.to_json(), separators=(",", ":"))


def edited(raw: str, change) -> str:
    d = json.loads(raw)
    change(d)
    return json.dumps(d)


def set_in(path, value):
    def change(d):
        cur = d
        for k in path[:-1]:
            cur = cur[k]
        cur[path[-1]] = value

    return change


EDITS = [
    set_in(("state",), None),
    set_in(("state",), {"state": None}),
    set_in(("state", "state"), [1, 2]),
    set_in(("log",), None),
    set_in(("log", "seats"), ["alien", "bot:easy"]),
    set_in(("log", "seats"), ["human"]),
    set_in(("log", "seats"), "human,human"),
    set_in(("log", "game"), "nope"),
    set_in(("log", "game"), 5),
    set_in(("log", "seed"), "x"),
    set_in(("log", "seed"), True),
    set_in(("log", "moves"), [[0, "nonsense 1 2"]]),
    set_in(("log", "moves"), [[7, "roll"]]),
    set_in(("log", "moves"), [["time", "nan"]]),
    set_in(("log", "moves"), {"a": 1}),
    set_in(("log", "moves"), [[0.0, "roll"]]),
    set_in(("log", "options"), {"rounds": 99}),
    set_in(("log", "options"), "x"),
    set_in(("log", "scenario"), "/no/such/scenario.yaml"),
    set_in(("log", "chance"), [["die", "six"]]),
    set_in(("log", "chance"), 5),
    set_in(("version",), 2),
    lambda d: d.pop("log"),
    lambda d: d["log"].pop("moves"),
]


def outcome(path: Path, game: str, reference: Match) -> str:
    """'refused' (one line) or 'harmless' (the same position); anything else fails the test."""
    try:
        m = Match.load(path, game=game)
    except SaveError as exc:
        assert "\n" not in str(exc)
        return "refused"
    assert m.state.to_json()["state"] == reference.state.to_json()["state"]
    return "harmless"


def through_cli(path: Path, game: str, capsys) -> None:
    rc = main.main(["play", game, "--load", str(path)])
    err = capsys.readouterr().err
    assert rc == 2 and err.startswith("error: ") and err.count("\n") == 1 and "Traceback" not in err, err


def test_truncations_bit_flips_and_edits(good, tmp_path, capsys):
    ref, raw = good
    rng = random.Random(15)
    cases: list[bytes] = []
    blob = raw.encode()
    cases += [blob[: rng.randrange(len(blob))] for _ in range(12)]
    for _ in range(30):
        b = bytearray(blob)
        for _ in range(rng.choice([1, 1, 2, 8])):
            i = rng.randrange(len(b))
            b[i] ^= 1 << rng.randrange(8)
        cases.append(bytes(b))
    cases += [edited(raw, e).encode() for e in EDITS]
    cases += [b"", b"\x00" * 100, b"[]", b"null", b"{}", b'{"version":1}', b"[" * 100_000]
    counts = {"refused": 0, "harmless": 0}
    for i, c in enumerate(cases):
        p = tmp_path / f"s{i}.json"
        p.write_bytes(c)
        result = outcome(p, "kaiju", ref)
        counts[result] += 1
        if result == "refused" and i % 4 == 0:
            through_cli(p, "kaiju", capsys)
    assert counts["refused"] >= len(EDITS) + 12


def test_a_save_of_another_game_names_both(good, tmp_path, capsys):
    _, raw = good
    p = tmp_path / "kaiju.json"
    p.write_text(raw)
    with pytest.raises(SaveError, match="is a save of kaiju, not of elemons"):
        Match.load(p, game="elemons")
    through_cli(p, "elemons", capsys)


def test_not_a_regular_file_missing_or_huge(tmp_path, capsys):
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    huge = tmp_path / "huge.json"
    with open(huge, "wb") as fh:
        fh.truncate(MAX_SAVE_BYTES + 10)
    expectations = {
        fifo: "not a regular file",
        Path("/dev/zero"): "not a regular file",
        tmp_path: "a folder",
        huge: "too big",
        tmp_path / "missing.json": "no save at",
    }
    for path, words in expectations.items():
        with pytest.raises(SaveError, match=words):
            Match.load(path)
        through_cli(path, "kaiju", capsys)


def test_monsters_clock_must_be_finite(tmp_path):
    m = played("monsters", ["bot:easy", "bot:easy"], steps=5)
    d = m.to_json()
    d["log"]["moves"].append(["time", float("nan")])
    p = tmp_path / "m.json"
    p.write_text(json.dumps(d))
    with pytest.raises(SaveError):
        Match.load(p)
    with pytest.raises(ValueError):
        m.pass_time(float("inf"))


def test_a_scenario_game_resumes_from_any_folder(tmp_path, monkeypatch):
    root = Path(__file__).resolve().parent.parent
    monkeypatch.chdir(root)
    m = Match("elemons", ["bot:easy", "bot:easy"], seed=1, scenario="data/elemons/scenarios/hydromon.yaml")
    m.bot_step()
    p = tmp_path / "e.json"
    m.save(p)
    monkeypatch.chdir(tmp_path)
    again = Match.load(p)
    assert again.state.to_json() == m.state.to_json()


def test_two_clients_on_one_save_the_second_refuses(good, tmp_path):
    import subprocess
    import sys

    m, raw = good
    p = tmp_path / "kaiju.json"
    p.write_text(raw)
    holder = subprocess.Popen([sys.executable, "-c", "import sys; sys.stdin.read()"], stdin=subprocess.PIPE)
    try:
        paths.lock_path(p).write_text(f"{holder.pid} {paths._host()}\n")
        with pytest.raises(SaveLocked, match=f"process {holder.pid}"):
            m.save(p)  # never a silent last-writer-wins
        with pytest.raises(SaveLocked):
            Match.load(p)  # a second client may not resume it either (and it is not called corrupt)
        assert p.read_text() == raw
    finally:
        holder.kill()
        holder.wait()
    m.save(p)  # the holder died: its lock is stale and taken over
    assert paths.lock_path(p).read_text().split()[0] == str(os.getpid())
    paths.release_lock(p)
    assert not paths.lock_path(p).exists()


def test_menu_resume_sets_a_broken_save_aside_and_leaves_a_locked_one(app, good, tmp_path):
    import subprocess
    import sys

    from scenes.app import save_path
    from scenes.menu import MenuScene

    _, raw = good
    menu = MenuScene(app)
    app.stack.push(menu)
    path = save_path("kaiju")
    for broken in (edited(raw, set_in(("state",), None)), edited(raw, set_in(("log", "seats"), ["alien", "x"])), "{"):
        path.write_text(broken)
        menu.resume("kaiju")
        assert not path.exists() and menu.message  # renamed *.corrupt-<time>.json, and said
        assert len(app.stack.scenes) == 1
    path.write_text(raw)
    holder = subprocess.Popen([sys.executable, "-c", "import sys; sys.stdin.read()"], stdin=subprocess.PIPE)
    try:
        paths.lock_path(path).write_text(f"{holder.pid} {paths._host()}\n")
        menu.resume("kaiju")
        assert path.read_text() == raw and len(app.stack.scenes) == 1  # not called corrupt, not opened
        assert menu.message
    finally:
        holder.kill()
        holder.wait()
    menu.resume("kaiju")  # the other client is gone: the save opens
    assert len(app.stack.scenes) == 2
