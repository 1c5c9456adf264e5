"""Every real-time move kept (#28): the table saves what `feed.poll` brings (bots acting, time
passing), throttled; and a lab output folder is written by one run at a time."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

import main
from game import paths
from game.match import Match
from scenes import table as table_mod
from scenes.app import open_table, save_path
from scenes.menu import MenuScene


def saved_moves(game_id: str) -> int | None:
    f = save_path(game_id)
    if not f.exists():
        return None
    return len(json.loads(f.read_text(encoding="utf-8"))["log"]["moves"])


def frames_until(app, condition, limit: int = 20_000) -> None:
    """Frames until `condition()` holds; none is drawn (these tests read the moves and the save)."""
    for _ in range(limit):
        if condition():
            return
        app.frame(1 / 30, draw=False)
    raise AssertionError("the condition never came")


@pytest.mark.parametrize("seats", [["bot:easy", "bot:easy"], ["bot:easy", "bot:easy", "bot:easy"]])
def test_a_real_time_game_of_bots_is_saved_as_it_goes(app, monkeypatch, seats):
    monkeypatch.setattr(table_mod, "AUTOSAVE_EVERY", 0.0)  # every frame that brings moves saves them
    app.stack.push(MenuScene(app))
    open_table(app, Match("monsters", seats, seed=4))
    table = app.stack.top
    frames_until(app, lambda: len(table.feed.match.moves) >= 6)
    for _ in range(200):
        app.frame(1 / 30, draw=False)
        if table.feed.is_over:
            break
        # after each frame, the save holds every move made so far
        assert saved_moves("monsters") == len(table.feed.match.moves)
    back = Match.load(save_path("monsters")) if save_path("monsters").exists() else None
    assert back is None or len(back.moves) == len(table.feed.match.moves)


def test_the_throttle_bounds_the_saves(app, monkeypatch):
    monkeypatch.setattr(table_mod, "AUTOSAVE_EVERY", 3600.0)
    app.stack.push(MenuScene(app))
    open_table(app, Match("monsters", ["bot:easy", "bot:easy"], seed=4))
    table = app.stack.top
    writes = []
    real = table.feed.autosave
    monkeypatch.setattr(table.feed, "autosave", lambda: writes.append(1) or real())
    frames_until(app, lambda: len(table.feed.match.moves) >= 6)
    assert len(writes) == 1  # the first move saved at once, the others wait for the throttle


def test_a_person_and_bots_in_real_time_keep_the_bots_moves(app, monkeypatch):
    monkeypatch.setattr(table_mod, "AUTOSAVE_EVERY", 0.0)
    app.stack.push(MenuScene(app))
    open_table(app, Match("monsters", ["human", "bot:easy"], seed=6))
    table = app.stack.top
    frames_until(app, lambda: any(m[0] == 1 for m in table.feed.match.moves))
    app.frame(1 / 30)
    assert saved_moves("monsters") == len(table.feed.match.moves)


def test_a_demo_saves_nothing(app):
    app.stack.push(MenuScene(app))
    open_table(app, Match("monsters", ["bot:easy", "bot:easy"], seed=4), demo=True)
    table = app.stack.top
    frames_until(app, lambda: len(table.feed.match.moves) >= 3)
    assert saved_moves("monsters") is None


# -- a lab output folder, one run at a time -----------------------------------------------


def test_a_second_run_into_a_folder_being_written_is_refused(tmp_path, capsys):
    out = tmp_path / "run"
    out.mkdir()
    holder = subprocess.Popen([sys.executable, "-c", "import sys; sys.stdin.read()"], stdin=subprocess.PIPE)
    try:
        paths.lock_path(out / "games.jsonl").write_text(f"{holder.pid} {paths._host()}\n")
        rc = main.main(["simulate", "kaiju", "--games", "2", "--jobs", "1", "--quiet", "--out", str(out), "--resume"])
        err = capsys.readouterr().err
        assert rc == 2 and err.startswith("error: ") and err.count("\n") == 1, err
        assert f"process {holder.pid}" in err and not (out / "games.jsonl").exists()
    finally:
        holder.communicate(b"")
    # the holder is gone: its lock is stale, the run goes ahead and leaves no lock behind
    rc = main.main(["simulate", "kaiju", "--games", "2", "--jobs", "1", "--quiet", "--out", str(out), "--resume"])
    capsys.readouterr()
    assert rc == 0
    assert len((out / "games.jsonl").read_text().splitlines()) == 2
    assert not paths.lock_path(out / "games.jsonl").exists()


def test_a_persons_real_time_moves_share_the_throttle_and_are_all_saved(app, monkeypatch):
    monkeypatch.setattr(table_mod, "AUTOSAVE_EVERY", 3600.0)
    app.stack.push(MenuScene(app))
    open_table(app, Match("monsters", ["human"], seed=6))
    table = app.stack.top
    frames_until(app, lambda: table.live and bool(table.feed.legal(0)))  # after the countdown
    acted = 0
    for _ in range(6):
        legal = table.feed.legal(0)
        if not legal or table.feed.is_over:
            break
        acted += table.act(0, legal[0])
    assert acted >= 2
    assert saved_moves("monsters") is not None and saved_moves("monsters") < len(table.feed.match.moves)
    monkeypatch.setattr(table_mod, "AUTOSAVE_EVERY", 0.0)
    app.frame(1 / 30)
    assert saved_moves("monsters") == len(table.feed.match.moves)
