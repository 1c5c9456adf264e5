"""Lab correctness through the command line: what would spoil a run's verdict is refused in one
line (exit code 2), and the games already played are left as they were."""

import shutil
from pathlib import Path

import pytest

import main
from game.lab.runner import GAMES_FILE, RUN_FILE

ROOT = Path(__file__).resolve().parent.parent
RUN = ["simulate", "kaiju", "--players", "bot:easy,bot:easy", "--seed", "3", "--jobs", "1", "--quiet"]


def simulate(capsys, out: Path, *args: str) -> tuple[int, str]:
    code = main.main([*RUN, "--out", str(out), *args])
    return code, capsys.readouterr().err


def one_line_error(code: int, err: str) -> str:
    assert code == 2, err
    assert err.count("\n") == 1 and err.startswith("error: ") and "Traceback" not in err, err
    return err


def test_a_resume_after_a_definition_changed_is_refused_naming_the_file(tmp_path, monkeypatch, capsys):
    data = tmp_path / "data"
    shutil.copytree(ROOT / "data", data)
    monkeypatch.setenv("ELEMENTAL_TABLE_DATA", str(data))  # the lab's worker processes inherit it
    out = tmp_path / "run"
    assert simulate(capsys, out, "--games", "3")[0] == 0
    before = (out / GAMES_FILE).read_text()
    cards = data / "kaiju" / "cards.yaml"
    cards.write_text(cards.read_text().replace("points: 15", "points: 16", 1))
    err = one_line_error(*simulate(capsys, out, "--games", "5", "--resume"))
    assert "data/kaiju/cards.yaml changed since the run" in err and "--force" in err
    assert (out / GAMES_FILE).read_text() == before
    # Art is not a definition: a new picture does not stop a resume.
    (data / "kaiju" / "preview.png").write_bytes(b"\x89PNG")
    cards.write_text(cards.read_text().replace("points: 16", "points: 15", 1))
    # Nor are words: a sentence, a how-to page or an animation edited during a sweep.
    texts = data / "kaiju" / "texts.yaml"
    texts.write_text(texts.read_text() + "\n# a designer's comment\n")
    (data / "kaiju" / "howto.yaml").write_text((data / "kaiju" / "howto.yaml").read_text() + "\n# edited\n")
    assert simulate(capsys, out, "--games", "5", "--resume")[0] == 0
    assert (out / GAMES_FILE).read_text().count("\n") == 5


def test_a_run_never_overwrites_another_runs_games_without_force(tmp_path, capsys):
    out = tmp_path / "run"
    assert simulate(capsys, out, "--games", "2")[0] == 0
    games = (out / GAMES_FILE).read_text()
    err = one_line_error(*simulate(capsys, out, "--games", "3", "--seed", "9"))
    assert f"{out} already holds 2 games of a run" in err and "--resume" in err and "--force" in err
    assert (out / GAMES_FILE).read_text() == games and (out / "results.json").exists()
    err = one_line_error(*simulate(capsys, out, "--games", "3", "--resume", "--force"))
    assert "choose one" in err
    # games.jsonl without its run.json: nothing to resume by, and still not thrown away
    (out / RUN_FILE).unlink()
    err = one_line_error(*simulate(capsys, out, "--games", "3", "--resume"))
    assert "no run.json" in err and (out / GAMES_FILE).read_text() == games
    assert simulate(capsys, out, "--games", "3", "--seed", "9", "--force")[0] == 0
    assert (out / GAMES_FILE).read_text().count("\n") == 3 and '"seed":9' in (out / GAMES_FILE).read_text()


@pytest.mark.parametrize(
    "breakage, message",
    [
        (lambda lines: lines[:1] + ["{not json\n"] + lines[2:], "games.jsonl:2: not a game of this run (not JSON"),
        (lambda lines: lines[:2] + ['{"arm": 0, "index": 5}\n'] + lines[3:], "games.jsonl:3: not a game of this run "
                                                                             "(no seed, seats"),
        (lambda lines: [lines[1].replace('"seed":4', '"seed":40')] + lines[1:], "games.jsonl:1: not a game of this "
                                                                                "run (seed 40 is not the run's seed"),
    ],
    ids=["not-json", "missing-fields", "other-seed"],
)
def test_a_malformed_games_line_is_one_line_naming_file_and_line(tmp_path, capsys, breakage, message):
    out = tmp_path / "run"
    assert simulate(capsys, out, "--games", "4")[0] == 0
    broken = "".join(breakage((out / GAMES_FILE).read_text().splitlines(keepends=True)))
    (out / GAMES_FILE).write_text(broken)
    err = one_line_error(*simulate(capsys, out, "--games", "4", "--resume"))
    assert f"{out / GAMES_FILE}:" in err and message in err and "--force" in err
    assert (out / GAMES_FILE).read_text() == broken


@pytest.mark.parametrize(
    "args, message",
    [
        (["--games", "1000001"], "1,000,001 games is more than the 1,000,000 a run may hold"),
        (["--games", "400000", "--vary", "majority_bonus=0,30,60"], "1,200,000 games (400,000 per arm x 3 arms)"),
    ],
)
def test_games_has_an_upper_bound(tmp_path, capsys, args, message):
    out = tmp_path / "run"
    err = one_line_error(*simulate(capsys, out, *args))
    assert message in err
    assert not out.exists()
