"""The real client in a real X window (Xvfb): two clicks through the X server turn two tiles.

Skipped when Xvfb, xdotool or ImageMagick's `import` are missing, unless
ELEMENTAL_REQUIRE_XVFB=1 (CI), where their absence is a failure.
"""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from waiting import wait_until

ROOT = Path(__file__).resolve().parent.parent
TOOLS = ("Xvfb", "xdotool", "import")


def _need_tools() -> None:
    missing = [t for t in TOOLS if shutil.which(t) is None]
    if missing:
        if os.environ.get("ELEMENTAL_REQUIRE_XVFB") == "1":
            pytest.fail(f"missing {', '.join(missing)}: CI must install xvfb, xdotool, imagemagick")
        pytest.skip(f"missing {', '.join(missing)}")


def _run(cmd: list[str], env: dict[str, str], **kw) -> subprocess.CompletedProcess:
    return subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=20, **kw)


def until(look, what: str, seconds: float = 20.0, every: float = 0.1, client: subprocess.Popen | None = None,
          retry: bool = False):
    """Look again every `every` s until `look()` gives something true, and return it; the test fails,
    saying `what` never came, once `seconds` pass (or at once when `client` has exited).

    A fixed pause is too short on a loaded machine and too long on an idle one; a bound that ends
    the wait quietly lets the test go on against the wrong screen. `retry`: an inner wait whose
    caller acts again and waits in a failing `until` of its own; it returns False at its bound."""
    seen: list = []

    def once() -> bool:
        seen[:] = [look()]
        return bool(seen[0]) or (client is not None and client.poll() is not None)

    if wait_until(once, seconds, step=every) and seen[0]:
        return seen[0]
    if client is not None and client.poll() is not None:
        said = client.stderr.read() if client.stderr else ""
        pytest.fail(f"the client exited ({client.returncode}) while waiting for {what}: {said[-600:]}")
    if retry:
        return False
    pytest.fail(f"{what}: not within {seconds:g} s")


def start_xvfb(size: str = "1280x720") -> tuple[subprocess.Popen, str]:
    """An Xvfb on a display it picks itself (-displayfd), returned once it accepts clients.

    Picking a number by looking at /tmp races between test workers, and a fixed wait is too short
    on a cold, loaded CI machine: a client started before the server answers may let SDL fall back
    to another driver, and the test then waits for a window that never comes.
    """
    read_fd, write_fd = os.pipe()
    proc = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_fd), "-screen", "0", f"{size}x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        pass_fds=(write_fd,),
    )
    os.close(write_fd)
    number = b""
    with os.fdopen(read_fd, "rb") as pipe:
        while not number.endswith(b"\n"):
            chunk = pipe.read(1)  # Xvfb writes the number once it listens, or dies and closes the pipe
            if not chunk:
                break
            number += chunk
    if not number.strip().isdigit():
        proc.kill()
        pytest.fail("Xvfb did not start (no display number on -displayfd)")
    display = f":{number.strip().decode()}"
    # and a client gets through: once, at load 5 on 2 cores, a client started right after the
    # number came out could not open the display ("x11 not available")
    env = {**os.environ, "DISPLAY": display}
    try:
        until(lambda: proc.poll() is not None or _run(["xdotool", "getdisplaygeometry"], env).returncode == 0,
              f"Xvfb on {display} accepting a client", every=0.2)
    except BaseException:
        proc.kill()
        raise
    if proc.poll() is not None:
        pytest.fail(f"Xvfb on {display} exited before accepting a client")
    return proc, display


def client_env(display: str, **extra: str) -> dict[str, str]:
    """A client's environment in the test's X server: the x11 video driver and no other, so a
    missing server is an error and not a silent fallback."""
    return {**os.environ, "DISPLAY": display, "SDL_AUDIODRIVER": "dummy", "SDL_VIDEODRIVER": "x11", **extra}


@pytest.fixture
def xserver():
    _need_tools()
    proc, display = start_xvfb()
    yield display
    proc.terminate()
    proc.wait(timeout=5)


def stop(proc: subprocess.Popen) -> None:
    """Close a client as a window manager would (SDL turns SIGTERM into a quit), or kill it."""
    proc.terminate()
    try:
        proc.wait(timeout=5)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def _window(env: dict[str, str], cls: str, client: subprocess.Popen) -> str:
    # only a mapped window: under load the search could name a window SDL had not shown yet
    # (or had already replaced), and every later xdotool call on it failed
    found = until(lambda: _run(["xdotool", "search", "--onlyvisible", "--classname", cls], env).stdout.split(),
                  "a mapped client window", seconds=60, every=0.2, client=client)
    return found[0]


def start_client(cmd: list[str], env: dict[str, str], cls: str) -> tuple[subprocess.Popen, str]:
    """Launch a client in the test's X server; the process and its mapped window.

    At load 5 and more a client started just after the server answered xdotool could still not
    open the display ("x11 not available"): that launch is made once more, anything else fails."""
    for attempt in range(2):
        client = subprocess.Popen(cmd, env={**env, "SDL_VIDEO_X11_WMCLASS": cls}, stdout=subprocess.DEVNULL,
                                  stderr=subprocess.PIPE, text=True)
        try:
            return client, _window(env, cls, client)
        except pytest.fail.Exception as exc:
            if attempt or "x11 not available" not in str(exc):
                raise
    raise AssertionError("unreachable")


def _shot(env: dict[str, str], wid: str, path: Path) -> "object":
    """The window's pixels, read from the root window and cropped to the window.

    `import -window ID` now and then hangs on a loaded machine while the client redraws; the root
    window never changes, and a stuck capture is tried again rather than failing the test.
    The tests name BMP files: ImageMagick writes one in half the time of a PNG (whose compression
    is most of a screenshot's cost), and the pixels are the same.
    """
    import pygame

    # a loaded X server now and then fails a query (once in a full run at load 13): ask again
    said = until(lambda: _run(["xdotool", "getwindowgeometry", "--shell", wid], env).stdout.split(),
                 f"the geometry of window {wid}", every=0.2)
    geometry = dict(line.split("=", 1) for line in said)
    crop = f"{geometry['WIDTH']}x{geometry['HEIGHT']}+{geometry['X']}+{geometry['Y']}"
    for attempt in range(3):
        try:
            subprocess.run(["import", "-window", "root", "-crop", crop, "+repage", str(path)], env=env,
                           capture_output=True, text=True, timeout=15, check=True)
            break
        except subprocess.TimeoutExpired:
            if attempt == 2:
                raise
    return pygame.image.load(str(path))


def _shot_until(env: dict[str, str], wid: str, path: Path, ok, what: str, seconds: float = 20.0) -> "object":
    """Screenshots until `ok(picture)` holds, and that picture; the test fails, saying `what` was
    never on screen, once `seconds` pass.

    A fixed pause before a screenshot is too short on a loaded machine: the window may be mapped
    and still black, or a click may not be drawn yet (once, a black setup screen 0.6 s after the
    click at load 4.6 on 2 cores)."""
    shots: list = []

    def look():
        shots[:] = [_shot(env, wid, path)]
        return ok(shots[0])

    until(look, f"{what} on screen (last picture: {path})", seconds=seconds, every=0.3)
    return shots[0]


def _drawn(img) -> bool:
    """Anything but a uniformly black window: the client has presented a frame."""
    w, h = img.get_size()
    return any(img.get_at((x, y))[:3] != (0, 0, 0) for x in range(0, w, 37) for y in range(0, h, 29))


def _region_differs(a, b, rect) -> int:
    x0, y0, w, h = rect
    changed = 0
    for x in range(x0, x0 + w, 4):
        for y in range(y0, y0 + h, 4):
            if a.get_at((x, y))[:3] != b.get_at((x, y))[:3]:
                changed += 1
    return changed


def _steady(env: dict[str, str], wid: str, path: Path, rect, what: str, seconds: float = 20.0,
            ok=_drawn) -> "object":
    """A picture where `ok` holds and whose `rect` two screenshots in a row agree on: the window has
    finished an animation and waits (the table takes no click while it shows a move, and a
    screenshot taken during one would compare against a moving scene)."""
    last: list = []

    def same(img) -> bool:
        still = ok(img) and bool(last) and _region_differs(last[0], img, rect) == 0
        last[:] = [img]
        return still

    return _shot_until(env, wid, path, same, what, seconds)


@pytest.mark.xvfb
def test_two_clicks_turn_two_tiles_in_a_real_window(xserver, tmp_path):
    from scenes.elemons.table import GAP, GRID_X, GRID_Y, TILE

    env = client_env(xserver, ELEMENTAL_TABLE_HOME=str(tmp_path))
    client, wid = start_client(
        [sys.executable, str(ROOT / "main.py"), "play", "elemons", "--players", "human,bot:easy", "--seed", "7"],
        env, f"etest{os.getpid()}")
    try:
        tiles = [(GRID_X + TILE // 2, GRID_Y + TILE // 2), (GRID_X + TILE + GAP + TILE // 2, GRID_Y + TILE // 2)]
        rects = [(x - TILE // 2 + 10, y - TILE // 2 + 10, TILE - 20, TILE - 20) for x, y in tiles]
        grid = (GRID_X, GRID_Y, 3 * TILE + 2 * GAP, 3 * TILE + 2 * GAP)
        # the first frames and the opening shown: the grid drawn and still
        before = _steady(env, wid, tmp_path / "before.bmp", grid, "the opening grid, still")
        save = Path(tmp_path) / "saves" / "elemons.json"

        def saved(move: str) -> bool:
            try:
                return f'"{move}"' in save.read_text(encoding="utf-8")
            except OSError:
                return False

        _run(["xdotool", "mousemove", "--window", wid, str(tiles[0][0]), str(tiles[0][1]), "click", "1"], env)
        until(lambda: saved("flip 0"), "the first click's flip in the autosave", client=client)
        _steady(env, wid, tmp_path / "first.bmp", rects[0], "the first tile turned, its animation over",
                ok=lambda img: _region_differs(before, img, rects[0]) > 40)
        _run(["xdotool", "mousemove", "--window", wid, str(tiles[1][0]), str(tiles[1][1]), "click", "1"], env)

        # both tiles face up (a pair or not, they stay visible a moment)
        def both_turned(img) -> bool:
            return all(_region_differs(before, img, rect) > 40 for rect in rects)

        after = _shot_until(env, wid, tmp_path / "after.bmp", both_turned, "both clicked tiles turned")
        assert before.get_size() == after.get_size() == (1280, 720)
        far = (40, 680, 200, 30)  # a corner of the felt nothing draws on
        assert _region_differs(before, after, far) == 0
        until(lambda: saved("flip 1"), "the second click's flip in the autosave", client=client)
        assert saved("flip 0")
    finally:
        stop(client)
