"""Test set-up: headless SDL, a private home for settings and saves, one pygame window."""

import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


@pytest.fixture(autouse=True)
def private_home(tmp_path, monkeypatch):
    """Every test gets its own settings and saves folder. Its settings leave out the end-of-game
    survey, which a person answers or skips over the results (tests/test_journal.py turns it on),
    so that a finished game's results are what the tests find on top."""
    home = tmp_path / "home"
    home.mkdir()
    (home / "settings.json").write_text('{"survey": false}', encoding="utf-8")
    monkeypatch.setenv("ELEMENTAL_TABLE_HOME", str(home))
    return home


@pytest.fixture(autouse=True)
def bots_decide_in_the_frame(monkeypatch):
    """Scene tests run frames faster than real time: a bot decides when its turn comes (the worker
    thread is tested on its own, tests/test_bots_thinker.py, and measured by bench/frames.py)."""
    from game.feed import LocalFeed

    monkeypatch.setattr(LocalFeed, "think_in_worker", False)


@pytest.fixture
def app():
    """A client on the dummy video driver, 1280x720, with the settings of a fresh home (French, normal
    animation speed); its scenes are dropped after the test."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    from scenes.app import App, init_pygame

    init_pygame()
    a = App(size=(1280, 720))
    # Elemons holds turned-up tiles for the person to read (until a click by default): tests that
    # play against bots do not read; the tests of the setting set their own.
    a.settings.tiles_up = 0.05
    yield a
    a.stack.scenes.clear()
