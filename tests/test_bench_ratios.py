"""bench/ratios.py measures every game in a fresh process, and `--warmup` adds a warm figure."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench import ratios  # noqa: E402


def test_cold_and_warm_figures_without_anchors(monkeypatch, capsys):
    monkeypatch.setenv("ANCHORS_PYTHON", str(ROOT / "no-such-python"))
    result = ratios.measure(["kaiju"], 0.2, None, rounds=1, warmup=0.2)
    row = result["rows"][0]
    assert row["game"] == "kaiju" and row["steps_per_s"] > 0 and row["warm_steps_per_s"] > 0
    assert row["ratio"] is None and "no anchors" in result["note"]
    ratios.show(result)
    out = capsys.readouterr().out
    assert "kaiju" in out and "no anchors" in out


def test_a_checkout_is_measured_in_its_own_process():
    assert ratios.steps_in(ROOT, "elemons", 0.2) > 0
    assert ratios.steps_in(ROOT / "no-such-checkout", "elemons", 0.2) is None


def test_bad_flags_are_one_line_errors(capsys):
    import pytest
    with pytest.raises(SystemExit) as e:
        ratios.main(["--warmup", "-1"])
    assert e.value.code == 2
    assert "--warmup" in capsys.readouterr().err
