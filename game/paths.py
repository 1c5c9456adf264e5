"""Where things live: one answer for the source tree and the frozen bundle."""

from __future__ import annotations

import atexit
import functools
import os
import socket
import sys
from pathlib import Path


@functools.cache
def root() -> Path:
    """The folder holding data/, sprites/ and the fonts: the repo, or PyInstaller's unpack dir.

    Kept for the process (it cannot change while it runs): every definitions lookup goes through
    `data_dir()`, and resolving the path again each time was most of a cached `load_defs()` call."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parent.parent


def data_dir() -> Path:
    return _data_dir(os.environ.get("ELEMENTAL_TABLE_DATA"))


@functools.lru_cache(maxsize=8)
def _data_dir(override: str | None) -> Path:
    # a path per folder asked for, built once: every definitions lookup asks (paths are immutable)
    return Path(override) if override else root() / "data"


def sprites_dir() -> Path:
    return root() / "sprites"


class UserDirError(OSError):
    """The settings folder cannot be used; str() is one line a person can act on."""


def user_dir() -> Path:
    """Settings and saves; ELEMENTAL_TABLE_HOME moves them (tests, portable installs)."""
    override = os.environ.get("ELEMENTAL_TABLE_HOME")
    base = Path(override) if override else Path.home() / ".elemental-table"
    name = "ELEMENTAL_TABLE_HOME" if override else "the settings folder"
    if base.exists() and not base.is_dir():
        raise UserDirError(f"{name} {base} is not a folder")
    try:
        base.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UserDirError(f"{name} {base} cannot be created ({exc.strerror or exc})") from None
    return base


def saves_dir() -> Path:
    d = user_dir() / "saves"
    if d.exists() and not d.is_dir():
        raise UserDirError(f"the saves folder {d} is not a folder")
    d.mkdir(parents=True, exist_ok=True)
    return d


def save_path(game_id: str) -> Path:
    """Where the client autosaves the game of `game_id` in progress (one per game)."""
    return saves_dir() / f"{game_id}.json"


def _temp_name(path: Path, pid: int) -> Path:
    return path.with_name(f".{path.name}.{pid}.tmp")


def pid_alive(pid: int) -> bool:
    """Is a process with this id running on this machine? (A lock or a temp file of a dead one is stale.)"""
    if pid <= 0:
        return False
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError):
        return True  # it exists, owned by someone else
    return True


def clean_temp(folder: Path) -> list[Path]:
    """Remove the temp files of our own naming (`.<name>.<pid>.tmp`) that a killed writer left behind.

    A temp file of a live process is its write in progress: it stays.
    """
    removed: list[Path] = []
    try:
        entries = list(folder.iterdir())
    except OSError:
        return removed
    for f in entries:
        parts = f.name.split(".")
        if not (f.name.startswith(".") and f.name.endswith(".tmp") and len(parts) >= 4 and parts[-2].isdigit()):
            continue
        if pid_alive(int(parts[-2])) or not f.is_file():
            continue
        try:
            f.unlink()
            removed.append(f)
        except OSError:
            continue
    return removed


def clean_stale_locks(folder: Path) -> list[Path]:
    """Remove `.lock` files of processes that are gone (a finished game is nobody's to hold)."""
    removed: list[Path] = []
    try:
        entries = list(folder.glob("*.lock"))
    except OSError:
        return removed
    for lock in entries:
        try:
            words = lock.read_text(encoding="utf-8").split()
            pid = int(words[0])
            host = words[1] if len(words) > 1 else ""
        except (OSError, ValueError, IndexError):
            pid, host = -1, ""
        if (host and host != _host()) or pid_alive(pid):
            continue
        try:
            lock.unlink()
            removed.append(lock)
        except OSError:
            continue
    return removed


def atomic_write(path: Path, text: str) -> None:
    """Write to a temporary file beside `path`, then rename: a crash never leaves half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = _temp_name(path, os.getpid())
    with open(tmp, "w", encoding="utf-8") as fh:
        fh.write(text)
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)


class SaveLocked(OSError):
    """Another running client plays this save; str() names it."""


_held: set[Path] = set()


def lock_path(path: Path) -> Path:
    return path.with_name(path.name + ".lock")


def lock_owner(path: Path) -> int | None:
    """The pid of the live client holding `path`'s lock, or None (no lock, our own, or a stale one)."""
    try:
        text = lock_path(path).read_text(encoding="utf-8").split()
        pid = int(text[0])
        host = text[1] if len(text) > 1 else ""
    except (OSError, ValueError, IndexError):
        return None
    if host and host != _host():
        return pid  # another machine on a shared folder: it cannot be checked, so it counts as live
    if pid == os.getpid() or not pid_alive(pid):
        return None
    return pid


def _host() -> str:
    return socket.gethostname() or "localhost"


def acquire_lock(path: Path) -> None:
    """Hold `path` for this process: a second client refuses rather than overwrite it (last writer wins).

    The lock file holds the pid and host; a lock whose process is gone (a crash, kill -9) is stale and
    taken over, so a crashed client never blocks the save for ever.
    """
    path = Path(path)
    if path in _held and lock_path(path).exists():
        return
    owner = lock_owner(path)
    if owner is not None:
        raise SaveLocked(f"{path} is open in another client (process {owner})")
    lock = lock_path(path)
    lock.parent.mkdir(parents=True, exist_ok=True)
    tmp = _temp_name(lock, os.getpid())
    tmp.write_text(f"{os.getpid()} {_host()}\n", encoding="utf-8")
    os.replace(tmp, lock)
    try:  # two clients starting at once: the lock file names one of them, the other refuses
        winner = int(lock.read_text(encoding="utf-8").split()[0])
    except (OSError, ValueError, IndexError):
        winner = os.getpid()
    if winner != os.getpid():
        raise SaveLocked(f"{path} is open in another client (process {winner})")
    if len(_held) == 0:
        atexit.register(release_all)
    _held.add(path)


def release_lock(path: Path) -> None:
    path = Path(path)
    _held.discard(path)
    lock = lock_path(path)
    try:
        if lock.read_text(encoding="utf-8").split()[0] == str(os.getpid()):
            lock.unlink()
    except (OSError, IndexError):
        pass


def release_all() -> None:
    for p in list(_held):
        release_lock(p)
