"""Art checks for `check-data`: every image in the built-in pack must load."""

from __future__ import annotations

from pathlib import Path

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
