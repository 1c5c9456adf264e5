"""The command line contract: play, simulate, demo, check-data, and one-line errors."""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from in_process import check_data

ROOT = Path(__file__).resolve().parent.parent


def cli(*args, env=None, timeout=120):
    full = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", **(env or {})}
    return subprocess.run(
        [sys.executable, str(ROOT / "main.py"), *args], capture_output=True, text=True, env=full, timeout=timeout
    )


def test_help_for_every_command(capsys):
    """The command line's own parser, in this process: --help prints and exits before any command runs."""
    import main

    for cmd in ([], ["play"], ["simulate"], ["demo"], ["check-data"]):
        with pytest.raises(SystemExit) as done:
            main.main([*cmd, "--help"])
        assert done.value.code in (0, None) and "usage" in capsys.readouterr().out, cmd


def test_check_data_passes_on_the_shipped_data():
    out = cli("check-data")
    assert out.returncode == 0, out.stderr
    assert "elemons: ok" in out.stdout


# check-data on broken data runs in the test's process (tests/in_process.py): the command line's own
# main(), its exit code and its stderr, without a new interpreter reading every text again
def test_check_data_reports_file_and_line(tmp_path, monkeypatch, capsys):
    data = tmp_path / "data"
    shutil.copytree(ROOT / "data", data)
    tiles = data / "elemons" / "tiles.yaml"
    text = tiles.read_text().replace("rocks: 4", "rocks: many")
    tiles.write_text(text)
    line = text.splitlines().index("rocks: many") + 1
    monkeypatch.setenv("ELEMENTAL_TABLE_DATA", str(data))
    rc, _, err = check_data(capsys)
    assert rc == 2
    assert f"tiles.yaml:{line}: rocks: expected a whole number" in err
    assert "Traceback" not in err


def test_broken_yaml_syntax_is_one_line(tmp_path, monkeypatch, capsys):
    data = tmp_path / "data"
    shutil.copytree(ROOT / "data", data)
    (data / "elemons" / "tiles.yaml").write_text("grid: 3\nkinds: [unclosed\n")
    monkeypatch.setenv("ELEMENTAL_TABLE_DATA", str(data))
    rc, _, err = check_data(capsys)
    assert rc == 2 and "YAML syntax" in err and "Traceback" not in err


@pytest.mark.parametrize(
    "args, message",
    [
        (["play", "chess"], "invalid choice"),
        (["simulate", "elemons", "--games", "zero"], "positive whole number"),
        (["play", "elemons", "--players", "human,robot"], "bad seat"),
        (["play", "elemons", "--seed", "x"], "whole number"),
        (["demo", "elemons", "--seconds", "-3"], "positive number"),
        (["play", "elemons", "--players", "human"], "2 to 4 seats"),
        (["play", "elemons", "--load", "/nonexistent/save.json"], "no save at /nonexistent/save.json"),
    ],
)
def test_bad_flags_are_one_line_errors(args, message):
    out = cli(*args)
    assert out.returncode == 2
    assert message in out.stderr and "Traceback" not in out.stderr


def test_simulate_writes_results(tmp_path):
    out = cli("simulate", "elemons", "--games", "6", "--players", "bot:easy,bot:medium", "--out", str(tmp_path))
    assert out.returncode == 0, out.stderr
    res = json.loads((tmp_path / "results.json").read_text())
    for key in ("game", "games", "finished", "wins", "draws", "mean_turns", "seconds"):
        assert key in res
    assert res["games"] == 6 and res["finished"] == 6
    assert abs(sum(res["wins"]) - 6) < 1e-6
    assert "6/6" in out.stderr  # the progress bar


def test_demo_saves_a_screenshot(tmp_path):
    shot = tmp_path / "demo.png"
    home = {"ELEMENTAL_TABLE_HOME": str(tmp_path)}
    out = cli("demo", "elemons", "--seconds", "1.5", "--screenshot", str(shot), env=home)
    assert out.returncode == 0, out.stderr
    import pygame

    img = pygame.image.load(str(shot))
    assert img.get_size() == (1280, 720)
    colours = {img.get_at((x, y))[:3] for x in range(0, 1280, 64) for y in range(0, 720, 48)}
    assert len(colours) > 5  # a drawn table, not a blank frame
