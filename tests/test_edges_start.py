"""The last edges of a start (#28): a broken language file, odd flags, leftovers in saves/finished/."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import main
from game import i18n, paths

ROOT = Path(__file__).resolve().parent.parent


def forget_texts() -> None:
    i18n._ui.clear()
    i18n._games.clear()
    getattr(i18n, "_fallback", {}).clear()
    i18n.lang = "fr"


@pytest.fixture()
def datadir(tmp_path, monkeypatch):
    copy = tmp_path / "data"
    shutil.copytree(ROOT / "data", copy)
    monkeypatch.setenv("ELEMENTAL_TABLE_DATA", str(copy))
    forget_texts()
    yield copy
    forget_texts()


def run(capsys, *args: str) -> tuple[int, str]:
    try:
        rc = main.main(list(args))
    except SystemExit as exc:
        rc = int(exc.code or 0)
    return rc, capsys.readouterr().err


def first_text_line(text: str) -> int:
    return next(i for i, ln in enumerate(text.splitlines()) if " = " in ln and not ln.startswith("#"))


def _replace_first(text: str, new: str) -> str:
    line = text.splitlines()[first_text_line(text)]
    return text.replace(line, line.split(" = ", 1)[0] + new, 1)


# Ways a designer breaks an .ftl file (data/i18n/fr/interface.ftl): each makes an entry Fluent cannot read.
BREAKS = {
    "unclosed": lambda text: _replace_first(text, " = Volume { $n"),
    "truncated": lambda text: text[: len(text) // 3].rsplit("\n", 1)[0] + "\nbroken = { $x ->\n",
    "no_value": lambda text: _replace_first(text, " ="),
    "bad_id": lambda text: text + "\n2nd-key = deux\n",
    "variant": lambda text: _replace_first(text, " = { $n -> [one] un }"),
}
FR = ("i18n", "fr", "interface.ftl")


@pytest.mark.parametrize("how", sorted(BREAKS))
@pytest.mark.parametrize("command", [["demo", "kaiju", "--seconds", "0.05"], ["play", "elemons", "--players",
                                                                            "bot:easy,bot:easy"]])
def test_a_broken_language_file_falls_back_to_the_other_language(datadir, capsys, how, command, monkeypatch):
    import pygame

    monkeypatch.setattr(pygame, "quit", lambda: None)  # in-process: the fonts other tests hold stay valid
    f = datadir.joinpath(*FR)
    f.write_text(BREAKS[how](f.read_text(encoding="utf-8")), encoding="utf-8")
    shown: list[str] = []
    if command[0] == "play":  # the window runs until closed: one frame, then it closes
        from scenes.app import App

        def one_frame(self, seconds=None, screenshot=None):
            self.frame(0.016)
            shown.append(self.stack.top.error)  # the table flashes the line on screen

        monkeypatch.setattr(App, "run", one_frame)
    rc, err = run(capsys, "--lang", "fr", *command)
    assert rc == 0 and "Traceback" not in err, err
    said = [ln for ln in err.splitlines() if ln.strip()]
    assert len(said) == 1 and said[0].startswith("warning: ") and re.search(r"fr/interface\.ftl:\d+: ", said[0]), err
    assert "English" in said[0] and i18n.lang == "en"
    assert command[0] != "play" or (shown and "interface.ftl" in shown[0])
    assert i18n.t("menu.subtitle") == i18n.ui_strings("en")["menu.subtitle"]


def test_a_broken_english_file_shows_the_french_texts(datadir, capsys):
    for f in (datadir / "i18n" / "en").glob("*.ftl"):
        f.unlink()
    assert i18n.start("fr") is not None
    i18n.set_lang("en")
    assert i18n.t("menu.subtitle") == i18n.ui_strings("fr")["menu.subtitle"]


def test_both_language_files_broken_stop_in_one_line(datadir, capsys):
    for code in ("fr", "en"):
        (datadir / "i18n" / code / "interface.ftl").write_text("= 42\n", encoding="utf-8")
    rc, err = run(capsys, "demo", "kaiju", "--seconds", "0.05")
    assert rc == 2 and err.startswith("error: ") and err.count("\n") == 1 and "i18n" in err, err


@pytest.mark.parametrize("size", ["100000x100000", "8000x100", "1" * 400 + "x720"])
def test_a_huge_window_is_one_line_exit_2(capsys, size):
    rc, err = run(capsys, "--size", size, "demo", "kaiju", "--seconds", "0.05")
    assert rc == 2 and err.startswith("error: --size") and err.count("\n") == 1 and len(err) < 200, err


@pytest.mark.parametrize("seed", [str(2**64), "9" * 5000, "-1"])
@pytest.mark.parametrize("command", [["simulate", "kaiju", "--games", "1"], ["demo", "kaiju"],
                                     ["host", "kaiju", "--players", "remote,bot:easy"]])
def test_a_huge_seed_is_one_line_exit_2(capsys, seed, command):
    rc, err = run(capsys, *command, "--seed", seed)
    assert rc == 2 and "the seed must be a whole number from 0 to" in err and len(err) < 300
    assert err.startswith("error: ") and err.count("\n") == 1, err


def test_start_up_cleans_saves_finished_too(tmp_path):
    finished = paths.saves_dir() / "finished"
    finished.mkdir(parents=True)
    dead = finished / ".kaiju-1.json.999999999.tmp"
    stale = finished / "kaiju-1.json.lock"
    held = finished / "kaiju-2.json.lock"
    dead.write_text("x")
    stale.write_text(f"999999999 {paths._host()}\n")
    holder = subprocess.Popen([sys.executable, "-c", "import sys; sys.stdin.read()"], stdin=subprocess.PIPE)
    try:
        held.write_text(f"{holder.pid} {paths._host()}\n")
        main._prepare_user_dir()
        assert not dead.exists() and not stale.exists() and held.exists()
    finally:
        holder.communicate(b"")


def test_a_finished_game_leaves_one_file_and_no_lock(tmp_path):
    from game.feed import LocalFeed
    from game.match import Match

    save = paths.saves_dir() / "kaiju.json"
    m = Match("kaiju", ["bot:easy", "bot:easy"], seed=2)
    feed = LocalFeed(m, save)
    m.bot_step()
    assert feed.autosave() is None and save.exists() and paths.lock_path(save).exists()
    m.run_bots()
    assert m.state.is_over
    assert feed.autosave() is None and feed.autosave() is None  # the table saves at the end twice
    finished = sorted(os.listdir(save.parent / "finished"))
    assert len(finished) == 1 and finished[0].endswith(".json"), finished
    assert not save.exists() and not paths.lock_path(save).exists()


def test_a_mended_language_file_is_spoken_again_after_hot_reload(datadir):
    f = datadir.joinpath(*FR)
    good = f.read_text(encoding="utf-8")
    f.write_text(BREAKS["unclosed"](good), encoding="utf-8")
    assert i18n.start("fr") is not None and i18n.lang == "en"
    assert i18n.reload() is not None  # still broken: the last good texts stay
    f.write_text(good, encoding="utf-8")
    assert i18n.reload() is None
    i18n.set_lang("fr")
    assert i18n.lang == "fr" and i18n.t("menu.subtitle") != i18n.ui_strings("en")["menu.subtitle"]
