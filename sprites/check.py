"""Checks for `check-data` of what the drawing reads: every image in the built-in pack must load, and
the presentation colours the screens index are there and in range (main.py checks inspect texts)."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

from game import data, paths
from game.elemmaster.board import ELEMENTS
from sprites.art import ArtStore


def check_art(packs: list[Path] | None = None) -> list[str]:
    """One line per unusable image (the client would show the placeholder instead)."""
    store = ArtStore(packs)
    problems = []
    for pack in store.packs:
        if not pack.is_dir():
            continue
        for f in sorted(pack.rglob("*")):
            if f.is_file() and f.suffix.lower() in (".png", ".jpg", ".jpeg", ".bmp", ".webp", ".gif"):
                store._load(f)
    for file, problem in sorted(store.problems.items()):
        problems.append(f"{file}: {problem}")
    return problems


# -- what the screens read from the definitions, checked before a table opens -----------------

# Per game: the colour section of presentation.yaml its screens index without a default. The names
# come from the code (the engine's elements, the seats, the literal look-ups of the screens), so a
# palette entry a designer deletes is refused by check-data with its file:line, not a KeyError at
# the table.
_LOOKUPS = re.compile(r"""(?:colors\[|(?<![\w.])color\()\s*["'](\w+)["']""")


def _screen_sources(game_id: str) -> str:
    """The source of the game's screens and art (`scenes/<id>/`, `sprites/<id>/`)."""
    root = paths.root()
    files = [*sorted((root / "sprites" / game_id).glob("*.py")), *sorted((root / "scenes" / game_id).glob("*.py"))]
    return "".join(f.read_text(encoding="utf-8") for f in files if f.is_file())


def required_colors(game_id: str) -> tuple[str, list[str]]:
    """(section, names) of presentation.yaml that the screens of `game_id` index without a default."""
    names = set(_LOOKUPS.findall(_screen_sources(game_id)))
    if game_id == "elemmaster":  # color(name) there has no default: elements and the four seats too
        names |= set(ELEMENTS) | {f"owner{i}" for i in range(4)}
        return "palette", sorted(names)
    if game_id == "evolution":  # art_evolution.color() has a grey default; the table indexes none
        names = set()
    return "colors", sorted(names)


def check_presentation(game_id: str) -> None:
    """presentation.yaml as the screens read it: every colour they index present, every value in
    range through the screens' own readers (DataError with file:line)."""
    f = data.game_file(game_id, "presentation.yaml")
    if not f.exists():
        return
    node = data.load(f)
    section, names = required_colors(game_id)
    if game_id == "elemmaster":  # the token art indexes a symbol per element
        symbols = node["element_symbols"]
        for element in ELEMENTS:
            symbols[element].str()
    if names:
        colours = node[section]
        for name in names:
            rgb = colours[name]
            values = [n.int(0, 255) for n in rgb.list()]
            if len(values) != 3:
                raise rgb.error(f"expected three numbers 0-255 (red, green, blue), found {len(values)}")
    try:
        art = importlib.import_module(f"sprites.art_{game_id}")
    except ModuleNotFoundError:
        art = None
    for reader in ("_style", "palette"):  # the art module's own cached reader, read afresh
        fn = getattr(art, reader, None) if art is not None else None
        if fn is not None and hasattr(fn, "cache_clear"):
            fn.cache_clear()
            fn()
