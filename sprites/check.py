"""Checks for `check-data` of what the screens read: every image in the built-in pack must load,
the presentation colours the screens index are there, every inspect text a table shows exists."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any


def check_art(packs: list[Path] | None = None) -> list[str]:
    """One line per unusable image (the client would show the placeholder instead)."""
    import os

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from sprites.art import ArtStore

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
    from game import paths

    root = paths.root()
    files = [root / "sprites" / f"art_{game_id}.py", root / "sprites" / f"components_{game_id}.py",
             *sorted((root / "scenes").glob(f"{game_id}_*.py"))]
    return "".join(f.read_text(encoding="utf-8") for f in files if f.is_file())


def required_colors(game_id: str) -> tuple[str, list[str]]:
    """(section, names) of presentation.yaml that the screens of `game_id` index without a default."""
    names = set(_LOOKUPS.findall(_screen_sources(game_id)))
    if game_id == "elemmaster":  # color(name) there has no default: elements and the four seats too
        from game.elemmaster.board import ELEMENTS

        names |= set(ELEMENTS) | {f"owner{i}" for i in range(4)}
        return "palette", sorted(names)
    if game_id == "evolution":  # art_evolution.color() has a grey default; the table indexes none
        names = set()
    return "colors", sorted(names)


def check_presentation(game_id: str) -> None:
    """presentation.yaml as the screens read it: every colour they index present, every value in
    range through the screens' own readers (DataError with file:line)."""
    import importlib

    from game import data

    f = data.game_file(game_id, "presentation.yaml")
    if not f.exists():
        return
    node = data.load(f)
    section, names = required_colors(game_id)
    if game_id == "elemmaster":  # the token art indexes a symbol per element
        from game.elemmaster.board import ELEMENTS

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


class _Missing(KeyError):
    pass


class _Strict(dict):
    """The inspect words, for a check: a missing key raises instead of showing the key itself."""

    def get(self, key: object, default: object = None) -> object:
        if key not in self:
            raise _Missing(key)
        return dict.__getitem__(self, key)

    def __missing__(self, key: object) -> object:
        raise _Missing(key)


def _inspect_calls(game_id: str) -> tuple[Any, list[tuple[Any, ...]]]:
    """The screen's inspect function and every (kind, ident) its table can show, from the definitions."""
    if game_id == "elemmaster":
        from game.elemmaster.board import ELEMENTS
        from game.elemmaster.defs import load_defs
        from scenes import elemmaster_model as em

        d = load_defs()
        calls = [("terrain", t) for t in [*d.terrains, "void"]] + [("element", e) for e in ELEMENTS]
        calls += [("event", c) for c in d.events] + [("specialty", c) for c in d.specialties] + [("event_back", "")]
        return em.inspect_text, calls
    if game_id == "evolution":
        from game.evolution.defs import load_defs as ev_defs
        from scenes import evolution_model as evm

        d = ev_defs()
        calls = [("card", c) for c in d.cards] + [("creature", c) for c in d.creatures]
        calls += [("pile", p) for p in d.effects]
        calls += [(k, "") for k in ("quick", "main", "draw", "centre", "unavailable", "condemned", "token_back")]
        return evm.inspect_text, calls
    if game_id == "kaiju":
        from game.kaiju.defs import load_defs as kd_defs
        from scenes import kaiju_model as km

        d = kd_defs()
        faces = range(1, d.die_sides + 1)
        calls = [("kaiju", v) for v in d.values] + [("mecha", f) for f in d.mecha_faces]
        calls += [("double", f) for f in faces] + [("die", f) for f in faces]
        calls += [("wound", 0), ("pile", 1), ("discard", 1), ("back", 0)]
        return (lambda kind, ident, lang: km.inspect_text(kind, ident, lang, d)), calls
    return None, []


def check_inspect(game_id: str) -> None:
    """Every inspect text the table can show, in both languages: each sentence it asks `inspect:` of
    texts.yaml for is there (fr and en) and fills in (DataError at the entry, or at `inspect:`)."""
    from game import data

    fn, calls = _inspect_calls(game_id)
    if fn is None:
        return
    texts = data.load(data.game_file(game_id, "texts.yaml"))
    section = texts.get("inspect", {})
    words = {k: n.texts() for k, n in section.items()} if section.value else {}
    for _key, n in section.items() if section.value else []:
        if isinstance(n.value, dict) and "en" not in n.value:
            raise n.error("no English text ('en')", "missing", name="en")
    strict = _Strict(words)
    patches = []
    if game_id == "elemmaster":
        from scenes import elemmaster_model as em

        patches.append((em, "_words", lambda: strict))
    elif game_id == "kaiju":
        from scenes import kaiju_model as km

        patches.append((km, "inspect_words", lambda: strict))
    elif game_id == "evolution":
        from game.evolution.defs import load_defs as ev_defs

        d = ev_defs()
        patches.append((d, "inspect", strict))
    saved = [(obj, name, getattr(obj, name)) for obj, name, _ in patches]
    try:
        for obj, name, value in patches:
            object.__setattr__(obj, name, value)
        for lang in ("fr", "en"):
            for kind, ident in calls:
                try:
                    fn(kind, ident, lang)
                except _Missing as exc:
                    key = exc.args[0]
                    raise (section if section.value else texts).error(
                        f"no text for '{key}' (the table inspects {kind} {ident!r} with it)", "missing",
                        name=str(key)) from None
                except (KeyError, ValueError, IndexError) as exc:
                    raise section.error(f"{kind} {ident!r} in {lang}: a text names an unknown "
                                        f"{{placeholder}} ({exc})") from None
    finally:
        for obj, name, value in saved:
            object.__setattr__(obj, name, value)
