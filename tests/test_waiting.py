"""The tests' one way to wait (tests/waiting.py): its bound stretches with the machine's load."""

import os

import waiting


def test_patience_follows_the_load_per_core_within_its_bounds(monkeypatch):
    cores = os.cpu_count() or 1
    monkeypatch.setattr(os, "getloadavg", lambda: (0.1, 0.1, 0.1))
    assert waiting.patience() == 1.0, "a quiet machine keeps the bound as written"
    monkeypatch.setattr(os, "getloadavg", lambda: (5.0 * cores, 0.0, 0.0))
    assert waiting.patience() == 5.0
    monkeypatch.setattr(os, "getloadavg", lambda: (1000.0 * cores, 0.0, 0.0))
    assert waiting.patience() == waiting.MAX_PATIENCE

    def no_load():
        raise OSError("no load average here")
    monkeypatch.setattr(os, "getloadavg", no_load)
    assert waiting.patience() == 1.0


def test_a_wait_that_never_holds_gives_up_false_after_its_stretched_bound(monkeypatch):
    clock = iter(range(0, 1000, 1))
    monkeypatch.setattr(waiting.time, "monotonic", lambda: float(next(clock)))
    monkeypatch.setattr(waiting, "patience", lambda: 3.0)
    looks = []
    assert waiting.wait_until(lambda: looks.append(1), 10.0, 0) is False
    # one clock reading to start, one per look: a bound of 10 s stretched 3 times is about 30 looks
    assert 28 <= len(looks) <= 33
