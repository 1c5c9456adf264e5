"""Where things live: one answer for the source tree and the frozen bundle."""

from __future__ import annotations

import os
import sys
from pathlib import Path


def root() -> Path:
    """The folder holding data/, sprites/ and the fonts: the repo, or PyInstaller's unpack dir."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parent.parent


def data_dir() -> Path:
    override = os.environ.get("ELEMENTAL_TABLE_DATA")
    return Path(override) if override else root() / "data"


def sprites_dir() -> Path:
    return root() / "sprites"


def user_dir() -> Path:
    """Settings and saves; ELEMENTAL_TABLE_HOME moves them (tests, portable installs)."""
    override = os.environ.get("ELEMENTAL_TABLE_HOME")
    base = Path(override) if override else Path.home() / ".elemental-table"
    base.mkdir(parents=True, exist_ok=True)
    return base


def saves_dir() -> Path:
    d = user_dir() / "saves"
    d.mkdir(parents=True, exist_ok=True)
    return d


def atomic_write(path: Path, text: str) -> None:
    """Write to a temporary file beside `path`, then rename: a crash never leaves half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    with open(tmp, "w", encoding="utf-8") as fh:
        fh.write(text)
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)
