"""Command-line errors a person can fix: one line on stderr, exit 2, before any window opens."""

import json
import os

import pytest

import main
from game.match import Match


def run(capsys, *args):
    try:
        rc = main.main(list(args))
    except SystemExit as exc:
        rc = exc.code
    out = capsys.readouterr()
    return rc, out.err


def one_line(err: str) -> bool:
    return err.startswith("error: ") and err.count("\n") == 1 and "Traceback" not in err


@pytest.mark.parametrize("command", [["play", "kaiju"], ["demo", "kaiju"], []])
def test_a_missing_art_folder_is_one_line(capsys, tmp_path, command):
    rc, err = run(capsys, "--art", str(tmp_path / "nope"), *command)
    assert rc == 2 and one_line(err) and "is not a folder (it does not exist)" in err
    f = tmp_path / "file"
    f.write_text("x")
    rc, err = run(capsys, "--art", str(f), *command)
    assert rc == 2 and one_line(err) and "is not a folder" in err


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads any folder")
def test_an_unreadable_art_folder_is_one_line(capsys, tmp_path):
    d = tmp_path / "locked"
    d.mkdir()
    d.chmod(0)
    try:
        rc, err = run(capsys, "--art", str(d), "play", "kaiju")
    finally:
        d.chmod(0o755)
    assert rc == 2 and one_line(err) and "cannot be read" in err


def test_sheets_art_is_checked_too(capsys, tmp_path):
    rc, err = run(capsys, "sheets", "kaiju", "--art", str(tmp_path / "nope"), "--out", str(tmp_path / "o"))
    assert rc == 2 and one_line(err)


def test_a_save_of_another_game_names_both_games(capsys, tmp_path):
    m = Match("kaiju", ["bot:easy", "bot:easy"], seed=1)
    p = tmp_path / "k.json"
    p.write_text(json.dumps(m.to_json()))
    rc, err = run(capsys, "play", "elemons", "--load", str(p))
    assert rc == 2 and one_line(err) and "a save of kaiju, not of elemons" in err


def test_a_missing_save_says_so_in_words(capsys, tmp_path):
    rc, err = run(capsys, "play", "kaiju", "--load", str(tmp_path / "gone.json"))
    assert rc == 2 and one_line(err) and f"no save at {tmp_path / 'gone.json'}" in err
    assert "FileNotFoundError" not in err and "corrupt" not in err


def test_a_home_that_is_a_file_is_one_line(capsys, tmp_path, monkeypatch):
    f = tmp_path / "home-file"
    f.write_text("x")
    monkeypatch.setenv("ELEMENTAL_TABLE_HOME", str(f))
    for args in (["play", "kaiju"], ["sheets", "kaiju", "--out", str(tmp_path / "o")]):
        rc, err = run(capsys, *args)
        assert rc == 2 and one_line(err) and "is not a folder" in err, err


def test_check_data_of_one_game_and_an_unknown_one(capsys):
    rc, _ = run(capsys, "check-data", "kaiju")
    assert rc == 0
    rc, err = run(capsys, "check-data", "nope")
    assert rc == 2 and one_line(err) and "unknown game 'nope'" in err
