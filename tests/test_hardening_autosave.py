"""kill -9 during autosave (a short run; `python bench/autosave_kill.py` does 50 kills)."""

import importlib.util
from pathlib import Path

from game import paths

BENCH = Path(__file__).resolve().parent.parent / "bench" / "autosave_kill.py"


def test_killed_autosaves_are_never_lost_or_broken_and_temps_are_cleaned(tmp_path, monkeypatch):
    spec = importlib.util.spec_from_file_location("autosave_kill", BENCH)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    out = mod.run(kills=6, seed=3, home=tmp_path / "home")
    assert out["broken"] == 0 and out["lost"] == 0 and out["temps_after"] == 0
    assert out["last_moves"] >= 0


def test_a_kill_before_the_first_save_is_neither_broken_nor_lost(tmp_path, monkeypatch):
    """On a loaded machine the child can be killed before it has written any save (sp26 saw
    `broken == 1` at load 18): no file was ever there, so nothing was broken or lost."""
    spec = importlib.util.spec_from_file_location("autosave_kill", BENCH)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    monkeypatch.setattr(mod.random.Random, "uniform", lambda self, a, b: 0.0)
    out = mod.run(kills=1, seed=3, home=tmp_path / "home")
    assert out["broken"] == 0 and out["lost"] == 0 and out["temps_after"] == 0


def test_start_up_cleaning_keeps_a_live_writers_temp_file(tmp_path):
    import os

    dead = tmp_path / ".kaiju.json.999999999.tmp"
    live = tmp_path / f".kaiju.json.{os.getpid()}.tmp"
    other = tmp_path / "notes.tmp"
    for f in (dead, live, other):
        f.write_text("x")
    assert paths.clean_temp(tmp_path) == [dead]
    assert live.exists() and other.exists()
