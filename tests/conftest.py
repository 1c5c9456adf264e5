"""Test set-up: headless SDL, a private home for settings and saves, one pygame window."""

import os
import shutil
import sys
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def _shared_bytecode_folder() -> Path | None:
    """A folder of this user's alone (mode 700, outside the clone) where collection keeps its
    compiled modules, or None where none can be made or trusted."""
    folder = Path(tempfile.gettempdir()) / f"elemental-table-pyc-{os.getuid()}"
    try:
        folder.mkdir(mode=0o700, exist_ok=True)
        st = folder.lstat()
    except OSError:
        return None
    return folder if st.st_uid == os.getuid() and not st.st_mode & 0o077 and folder.is_dir() else None


RUN_FOLDER = "ELEMENTAL_TESTS_RUN_FOLDER"  # tests/hint_walk.py reads it


def pytest_configure(config):
    """The run's own folder (made by the controller, named to the workers it starts by the
    environment), where a worker keeps what another would compute again: tests/hint_walk.py's walks."""
    if not hasattr(config, "workerinput") and RUN_FOLDER not in os.environ:
        config._run_folder = os.environ[RUN_FOLDER] = tempfile.mkdtemp(prefix="elemental-table-run-")


def pytest_unconfigure(config):
    folder = getattr(config, "_run_folder", None)
    if folder:
        shutil.rmtree(folder, ignore_errors=True)
        os.environ.pop(RUN_FOLDER, None)


@pytest.hookimpl(wrapper=True)
def pytest_collection(session):
    """Each worker collects every test module, and pytest rewrites each one's asserts (13 s of CPU a
    worker, the rewriting itself, as `python -m cProfile -m pytest --collect-only` shows); where no
    bytecode is written (PYTHONDONTWRITEBYTECODE), every run rewrote and compiled every module again.
    Here collection writes its bytecode (pytest's rewritten tests, with their assertion messages, and
    the modules they import) under one folder outside the clone (`sys.pycache_prefix`, which pytest's
    rewriter follows too), so that the next run reads it. The workers still collect side by side (on
    a first run both compile, as before: a worker waiting for the other's bytecode cost more wall time
    than it saved); both write each file atomically. After collection, the settings are back as they
    were."""
    folder = None if sys.pycache_prefix or not sys.dont_write_bytecode else _shared_bytecode_folder()
    if folder is None:
        return (yield)
    sys.pycache_prefix, sys.dont_write_bytecode = str(folder), False
    try:
        return (yield)
    finally:
        sys.pycache_prefix, sys.dont_write_bytecode = None, True


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
def french_first():
    """Every test starts in French, the client's first language, whatever the test before it set: a test
    that read its language from the one before failed only in some orders (f40, test_elemmaster_r3)."""
    from game import i18n

    i18n.set_lang("fr")


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


# The files whose tests take longest (measured with --durations), run first: with two workers, a
# long test collected last ran alone at the end while the other worker idled. Workers share the
# rest by `--dist worksteal` (pyproject.toml). Only the order of files changes, never within one.
LONGEST_FIRST = (
    "test_hardening_data.py", "test_hints_plain.py", "test_elemmaster_newcomer2.py", "test_hints.py",
    "test_elemmaster_r8.py", "test_net_hardening.py",
    "test_lab_cluster.py", "test_tutorial.py", "test_tutorial_arrow.py", "test_elemons_newcomer8.py",
    "test_scenes_elemmaster.py", "test_kaiju_issue24_r5.py", "test_evolution_bots.py", "test_net_processes.py",
    "test_xvfb_net.py", "test_xvfb_flow.py", "test_lab.py", "test_edges_data.py",
)


def pytest_collection_modifyitems(items):
    rank = {name: i for i, name in enumerate(LONGEST_FIRST)}
    order = {id(item): i for i, item in enumerate(items)}
    items.sort(key=lambda item: (rank.get(item.path.name, len(rank)), order[id(item)]))


@pytest.fixture
def data_copy(tmp_path, monkeypatch):
    """A copy of the data folder to break or edit, read instead of the shipped one (tutorials, art)."""
    copy = tmp_path / "data"
    shutil.copytree(ROOT / "data", copy)
    monkeypatch.setenv("ELEMENTAL_TABLE_DATA", str(copy))
    return copy
