"""The one way a test waits: poll a condition until it holds or a bound passes (never a fixed time)."""

import time
from collections.abc import Callable


def wait_until(cond: Callable[[], object], seconds: float = 60.0, step: float = 0.02,
               between: Callable[[], object] | None = None) -> bool:
    """True once `cond()` holds; False if it still does not after `seconds`. `between` runs before
    each look (a frame of the window, say); `step` is the pause between looks, not a wait for anything."""
    end = time.monotonic() + seconds
    while True:
        if between is not None:
            between()
        if cond():
            return True
        if time.monotonic() >= end:
            return bool(cond())
        time.sleep(step)
