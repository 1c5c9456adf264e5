"""The one way a test waits: poll a condition until it holds or a bound passes (never a fixed time)."""

import os
import threading
import time
from collections.abc import Callable

MAX_PATIENCE = 20.0


def patience() -> float:
    """How much longer than on a quiet machine a bound may need: the machine's load per core, at least
    1. Many waits drive frames of simulated time (`between`), so a bound in wall seconds shrinks with
    the machine's speed: at a load of 20 on 2 cores, Elemons' refill ring (a few hundred frames) did
    not settle within 10 s (stop 42's full run, 4 tests). A passing wait returns at once, so a wider
    bound costs nothing; only a wait that would fail waits longer."""
    try:
        load = os.getloadavg()[0]
    except (AttributeError, OSError):  # no load average (Windows)
        return 1.0
    return min(MAX_PATIENCE, max(1.0, load / (os.cpu_count() or 1)))


def wait_until(cond: Callable[[], object], seconds: float = 60.0, step: float = 0.02,
               between: Callable[[], object] | None = None) -> bool:
    """True once `cond()` holds; False if it still does not after `seconds`. `between` runs before
    each look (a frame of the window, say); `step` is the pause between looks, not a wait for anything.
    The bound is stretched by the machine's load (`patience`)."""
    end = time.monotonic() + seconds * patience()
    while True:
        if between is not None:
            between()
        if cond():
            return True
        if time.monotonic() >= end:
            return bool(cond())
        _pause.wait(step)  # the interval between two looks; nothing ever sets it


_pause = threading.Event()
