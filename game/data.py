"""Definitions loaded from YAML into typed objects, with located errors.

Values come from `yaml.safe_load`; line numbers come from `yaml.compose`
(which builds nodes, never objects), so a bad definition is reported as
`file:line: what is wrong`. Games read their files through `Node`, whose
accessors check types and ranges and raise `DataError` at the right line.
"""

from __future__ import annotations

import contextlib
import functools
import io
import logging
import os
import re
import struct
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

import yaml

from game import paths


class DataError(Exception):
    """A definition that cannot be used; str() is the one line a designer reads (in English, for
    the command line). `key` and `params` name the fault's shape, so that a screen can say it in
    the player's language (`i18n.data_error`); `path` is where in the file (e.g. `kinds.fire.level`)."""

    def __init__(self, file: str | Path, line: int | None, message: str, key: str = "",
                 params: dict[str, Any] | None = None, path: str = "") -> None:
        self.file = str(file)
        self.line = line
        self.message = message
        self.key = key
        self.params = params or {}
        self.path = path
        where = f"{self.file}:{line}" if line else self.file
        super().__init__(f"{where}: {message}")

    @property
    def where(self) -> str:
        return f"{self.file}:{self.line}" if self.line else self.file


def _display(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(paths.root()))
    except ValueError:
        return str(path)


# Named outside Node, whose methods `list`, `int` and `str` would shadow the builtins in its annotations.
Choices = tuple[str, ...] | list[str]
RGB = tuple[int, int, int]
Texts = dict[str, str]


class Node:
    """A value in a YAML file that knows where it stands."""

    def __init__(self, value: Any, ynode: yaml.Node | None, file: str, path: str = "") -> None:
        self.value = value
        self._ynode = ynode
        self.file = file
        self.path = path or "(top)"

    @property
    def line(self) -> int | None:
        return self._ynode.start_mark.line + 1 if self._ynode is not None else None

    def error(self, message: str, key: str = "", **params: Any) -> DataError:
        return DataError(self.file, self.line, f"{self.path}: {message}", key, params, self.path)

    # -- structure -----------------------------------------------------------------
    def _child_ynode(self, key: Any) -> yaml.Node | None:
        y = self._ynode
        if isinstance(y, yaml.MappingNode):
            for k, v in y.value:
                if k.value == str(key):
                    return v
        if isinstance(y, yaml.SequenceNode) and isinstance(key, int) and key < len(y.value):
            return y.value[key]
        return None

    def _key_ynode(self, key: str) -> yaml.Node | None:
        if isinstance(self._ynode, yaml.MappingNode):
            for k, _ in self._ynode.value:
                if k.value == key:
                    return k
        return None

    def has(self, key: str) -> bool:
        return isinstance(self.value, dict) and key in self.value

    def __getitem__(self, key: str) -> Node:
        if not isinstance(self.value, dict):
            raise self.error(f"expected a mapping with '{key}', found {type(self.value).__name__}", "mapping_with",
                             name=key, found=type(self.value).__name__)
        if key not in self.value:
            raise self.error(f"missing '{key}'", "missing", name=key)
        sub = f"{self.path}.{key}" if self.path != "(top)" else key
        return Node(self.value[key], self._child_ynode(key), self.file, sub)

    def get(self, key: str, default: Any = None) -> Node:
        if self.has(key):
            return self[key]
        sub = f"{self.path}.{key}" if self.path != "(top)" else key
        return Node(default, self._ynode, self.file, sub)

    def items(self) -> Iterator[tuple[str, Node]]:
        if not isinstance(self.value, dict):
            raise self.error("expected a mapping", "mapping")
        for key in self.value:
            sub = f"{self.path}.{key}" if self.path != "(top)" else str(key)
            yield str(key), Node(self.value[key], self._child_ynode(key), self.file, sub)

    def list(self) -> list[Node]:
        if not isinstance(self.value, list):
            found = type(self.value).__name__
            raise self.error(f"expected a list, found {found}", "list", found=found)
        return [Node(v, self._child_ynode(i), self.file, f"{self.path}[{i}]") for i, v in enumerate(self.value)]

    def only_keys(self, *allowed: str) -> Node:
        """Reject unknown keys: a typo in a definition must not pass silently."""
        if isinstance(self.value, dict):
            for key in self.value:
                if key not in allowed:
                    y = self._key_ynode(str(key))
                    line = y.start_mark.line + 1 if y is not None else self.line
                    known = ", ".join(allowed)
                    raise DataError(self.file, line, f"{self.path}: unknown key '{key}' (allowed: {known})",
                                    "unknown_key", {"name": key, "allowed": known}, self.path)
        return self

    # -- scalars -------------------------------------------------------------------
    def int(self, lo: int | None = None, hi: int | None = None) -> int:
        v = self.value
        if isinstance(v, bool) or not isinstance(v, int):
            raise self.error(f"expected a whole number, found {v!r}", "whole", found=repr(v))
        if lo is not None and v < lo:
            raise self.error(f"{v} is below the minimum {lo}", "below", value=v, lo=lo)
        if hi is not None and v > hi:
            raise self.error(f"{v} is above the maximum {hi}", "above", value=v, hi=hi)
        return v

    def number(self, lo: float | None = None, hi: float | None = None) -> float:
        v = self.value
        if isinstance(v, bool) or not isinstance(v, (int, float)) or v != v or v in (float("inf"), float("-inf")):
            raise self.error(f"expected a number, found {v!r}", "number", found=repr(v))
        if (lo is not None and v < lo) or (hi is not None and v > hi):
            raise self.error(f"{v} is outside {lo}..{hi}", "outside", value=v, lo=lo, hi=hi)
        return float(v)

    def str(self, choices: Choices | None = None) -> str:
        v = self.value
        if not isinstance(v, str) or not v:
            raise self.error(f"expected a text, found {v!r}", "text", found=repr(v))
        if choices is not None and v not in choices:
            raise self.error(f"'{v}' is not one of {', '.join(choices)}", "choice", value=v, choices=", ".join(choices))
        return v

    def bool(self) -> bool:
        if not isinstance(self.value, bool):
            raise self.error(f"expected true or false, found {self.value!r}", "bool", found=repr(self.value))
        return self.value

    def color(self) -> RGB:
        v = self.value
        if isinstance(v, str) and v.startswith("#") and len(v) == 7:
            try:
                return (int(v[1:3], 16), int(v[3:5], 16), int(v[5:7], 16))
            except ValueError:
                pass
        raise self.error(f"expected a colour like '#a1b2c3', found {v!r}")

    def texts(self) -> Texts:
        """A text in each UI language: {fr: ..., en: ...}; a bare string serves both."""
        if isinstance(self.value, str):
            return {"fr": self.value, "en": self.value}
        if not isinstance(self.value, dict) or "fr" not in self.value:
            raise self.error("expected a text or a mapping with 'fr' (and 'en')")
        out = {k: n.str() for k, n in self.items()}
        out.setdefault("en", out["fr"])
        return out


MAX_DEPTH = 64  # no definition nests this deep; a deeper file is a mistake (or junk)


def _unsafe_id(text: str) -> bool:
    """An id that could name a path outside its folder (art packs and files are looked up by id)."""
    return "/" in text or "\\" in text or ".." in text or "\0" in text


_QUOTED = re.compile(r"\"(?:\\.|[^\"\\\n])*\"|'[^'\n]*'|#[^\n]*")
_BRACKETS = re.compile(r"[\[\]{}]|\n[ -]*")


def _check_depth(text: str, shown: str) -> None:
    """Refuse absurd nesting before the parser sees it (parsing 20,000 brackets takes seconds)."""
    depth = 0
    for m in _BRACKETS.finditer(_QUOTED.sub("", text)):
        c = m.group(0)
        if c in "[{":
            depth += 1
        elif c in "]}":
            depth -= 1
        elif len(c) - 1 > 4 * MAX_DEPTH:  # block style: the indentation of a line
            depth = MAX_DEPTH + 1
        if depth > MAX_DEPTH:
            line = text.count("\n", 0, m.start()) + 1
            raise DataError(shown, line, f"nested deeper than {MAX_DEPTH} levels", "nested", {"n": MAX_DEPTH})


MAX_VALUES = 200_000  # values a file may hold once its aliases are expanded (the largest shipped: ~10,000)


def _children(node: yaml.Node) -> list[yaml.Node]:
    if isinstance(node, yaml.MappingNode):
        return [n for kv in node.value for n in kv]
    if isinstance(node, yaml.SequenceNode):
        return list(node.value)
    return []


def bound_aliases(root: yaml.Node, shown: str) -> int:
    """How many values the file holds with every alias expanded, counted on the composed nodes
    (an alias is the same node object again, so each node is counted once and its size reused).

    A "billion laughs" is a kilobyte of anchors and aliases that expands to 10^9 values: every
    walk over it (ours, a game's loader) would take minutes and gigabytes. It is refused here, in
    time linear in the file, with the line of the first value that crosses MAX_VALUES; an alias
    inside its own anchor (a loop) is refused too.
    """
    size: dict[int, int] = {}
    open_: set[int] = set()
    todo: list[tuple[yaml.Node, bool]] = [(root, False)]
    while todo:
        node, closing = todo.pop()
        nid = id(node)
        if closing:
            open_.discard(nid)
            total = 1 + sum(size[id(k)] for k in _children(node))
            if total > MAX_VALUES:
                raise DataError(shown, node.start_mark.line + 1,
                                f"anchors and aliases expand to more than {MAX_VALUES:,} values", "aliases",
                                {"n": MAX_VALUES})
            size[nid] = total
            continue
        if nid in size:
            continue
        if nid in open_:
            raise DataError(shown, node.start_mark.line + 1, "an alias refers to its own anchor (a loop)", "alias_loop")
        open_.add(nid)
        todo.append((node, True))
        todo.extend((k, False) for k in _children(node) if id(k) not in size)
    return size[id(root)]


def check_nodes(root: yaml.Node | None, shown: str) -> None:
    """Refuse what yaml.safe_load accepts silently: duplicate keys (the last would win), ids that
    are paths, nesting deeper than MAX_DEPTH, and aliases that expand to absurd sizes (checked
    first: the walk below visits an aliased node once per alias). Iterative, so junk cannot
    exhaust the stack."""
    if root is None:
        return
    bound_aliases(root, shown)
    todo: list[tuple[yaml.Node, int]] = [(root, 1)]
    while todo:
        node, depth = todo.pop()
        if depth > MAX_DEPTH:
            raise DataError(shown, node.start_mark.line + 1, f"nested deeper than {MAX_DEPTH} levels", "nested",
                            {"n": MAX_DEPTH})
        if isinstance(node, yaml.MappingNode):
            seen: dict[str, int] = {}
            for k, v in node.value:
                if isinstance(k, yaml.ScalarNode):
                    line = k.start_mark.line + 1
                    if k.value in seen and k.tag != "tag:yaml.org,2002:merge":
                        raise DataError(shown, line, f"duplicate key '{k.value}' (first on line {seen[k.value]})",
                                      "duplicate", {"name": k.value, "first": seen[k.value]})
                    seen[k.value] = line
                    if _unsafe_id(k.value):
                        raise DataError(shown, line, f"the key '{k.value}' may not contain '/', '\\' or '..'",
                                      "bad_key", {"name": k.value})
                    if k.value == "id" and isinstance(v, yaml.ScalarNode) and _unsafe_id(v.value):
                        raise DataError(shown, line, f"the id '{v.value}' may not contain '/', '\\' or '..'", "bad_id",
                                      {"name": v.value})
                else:
                    todo.append((k, depth + 1))
                todo.append((v, depth + 1))
        elif isinstance(node, yaml.SequenceNode):
            todo.extend((v, depth + 1) for v in node.value)


# -- Tiled files and their images: sizes bounded before anything is built from them ------------

# What a Tiled attribute may say. pytmx makes one entry per tile of a map and of a tileset image,
# so a map declared 99,999,999 tiles wide, or a tileset image that wide, costs minutes and
# gigabytes before anything fails; these bounds are far above any board this client draws.
TILED_BOUNDS = {
    ("map", "width"): 256, ("map", "height"): 256, ("layer", "width"): 256, ("layer", "height"): 256,
    ("map", "tilewidth"): 1024, ("map", "tileheight"): 1024,
    ("tileset", "tilewidth"): 1024, ("tileset", "tileheight"): 1024,
    ("tileset", "tilecount"): 4096, ("tileset", "columns"): 4096,
    ("tileset", "spacing"): 1024, ("tileset", "margin"): 1024, ("tileset", "firstgid"): 1_000_000,
    ("image", "width"): 8192, ("image", "height"): 8192,
}
MAX_IMAGE_SIDE = 8192


def bound_tiled(elements: list[tuple[str, dict[str, str], int, list[str]]], shown: str) -> None:
    """Every size a Tiled file declares is a whole number within TILED_BOUNDS (file:line otherwise)."""
    for tag, attrs, line, _ in elements:
        for name, value in attrs.items():
            hi = TILED_BOUNDS.get((tag, name))
            if hi is None:
                continue
            if not value.isdigit() or len(value) > 9:
                raise DataError(shown, line, f"<{tag} {name}=\"{value[:20]}\">: expected a whole number", "whole",
                                {"found": value[:20]})
            if int(value) > hi:
                raise DataError(shown, line, f"<{tag} {name}>: {value} is above the maximum {hi}", "above",
                                {"value": value, "hi": hi})


def image_size(path: Path) -> tuple[int, int]:
    """(width, height) from an image file's header (PNG IHDR, GIF, BMP, JPEG SOF), never decoding it.
    ValueError (in words) when the header cannot be read."""
    with open(path, "rb") as fh:
        head = fh.read(32)
        try:
            if head.startswith(b"\x89PNG\r\n\x1a\n") and head[12:16] == b"IHDR":
                w, h = struct.unpack(">II", head[16:24])
                return w, h
            if head[:6] in (b"GIF87a", b"GIF89a"):
                w, h = struct.unpack("<HH", head[6:10])
                return w, h
            if head[:2] == b"BM":
                w, h = struct.unpack("<ii", head[18:26])
                return w, abs(h)
            if head[:2] == b"\xff\xd8":
                fh.seek(2)
                for _ in range(10_000):
                    marker = fh.read(4)
                    if len(marker) < 4 or marker[0] != 0xFF:
                        break
                    length = struct.unpack(">H", marker[2:4])[0]
                    if 0xC0 <= marker[1] <= 0xCF and marker[1] not in (0xC4, 0xC8, 0xCC):
                        h, w = struct.unpack(">HH", fh.read(5)[1:5])
                        return w, h
                    fh.seek(length - 2, 1)
                raise ValueError("a JPEG without its size")
        except struct.error:
            raise ValueError("a truncated image header") from None
    raise ValueError("not a PNG, GIF, BMP or JPEG image")


def check_image(path: Path, shown: str, line: int | None,
                declared: tuple[str | None, str | None] = (None, None)) -> None:
    """An image a data file names: its header readable, at most MAX_IMAGE_SIDE a side, and the size
    the file declares (Tiled's `width`/`height`) the image's own."""
    try:
        w, h = image_size(path)
    except (OSError, ValueError) as exc:
        raise DataError(shown, line, f"image '{path.name}': {exc}", "image_bad", {"why": str(exc)}) from None
    if not (0 < w <= MAX_IMAGE_SIDE and 0 < h <= MAX_IMAGE_SIDE):
        raise DataError(shown, line, f"image '{path.name}' is {w}x{h}: each side must be 1 to {MAX_IMAGE_SIDE} pixels",
                        "image_size", {"w": w, "h": h, "side": MAX_IMAGE_SIDE})
    for value, real, what in ((declared[0], w, "width"), (declared[1], h, "height")):
        if value is not None and value != str(real):
            raise DataError(shown, line, f"image '{path.name}': {what}=\"{value}\" but the image is {w}x{h}",
                            "image_declared", {"what": what, "value": value, "w": w, "h": h})


@contextlib.contextmanager
def captured(*loggers: str) -> Iterator[io.StringIO]:
    """What a library prints or logs while it reads a file (pytmx logs "Found external tileset, but
    cannot handle type: None" before raising): kept here, so the person sees our one line only;
    the caller may add it to that line."""
    said = io.StringIO()
    handler = logging.StreamHandler(said)
    saved = []
    for name in loggers:
        log = logging.getLogger(name)
        saved.append((log, log.propagate))
        log.addHandler(handler)
        log.propagate = False
    try:
        with contextlib.redirect_stdout(said):
            yield said
    finally:
        for log, propagate in saved:
            log.removeHandler(handler)
            log.propagate = propagate


# The texts whose nodes passed check_nodes: a pure function of the text (the file's name only words
# a refusal), so the same text is not walked again. check-data and a hot reload read every file
# again, and the walk (aliases, then keys and depth) cost as much as parsing the file.
_nodes_ok: set[str] = set()


def load(path: str | Path) -> Node:
    """Read one YAML file; any syntax problem becomes a located DataError."""
    path = Path(path)
    shown = _display(path)
    _note_read(path)  # stamped before reading: an edit made meanwhile is seen by the next call
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise DataError(shown, None, f"cannot read: {exc.strerror or exc}", "unreadable",
                        {"why": exc.strerror or str(exc)}) from None
    except UnicodeDecodeError:
        raise DataError(shown, None, "not UTF-8 text", "not_utf8") from None
    _check_depth(text, shown)
    try:
        value, ynode = _parse_fast(text)
    except yaml.YAMLError:
        value, ynode = None, None  # located below by the pure-Python parser, whose messages designers know
    try:
        if ynode is None:
            value = yaml.safe_load(text)
            ynode = yaml.compose(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))  # nodes only: fast
        if ynode is not None and text not in _nodes_ok:
            check_nodes(ynode, shown)  # duplicate keys, unsafe ids, NaN: refused with their line
            if len(_nodes_ok) > 256:  # the files in use are a hundred or so: the rest are edits gone by
                _nodes_ok.clear()
            _nodes_ok.add(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark is not None else None
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise DataError(shown, line, f"YAML syntax: {problem}", "syntax", {"problem": problem}) from None
    except RecursionError:
        raise DataError(shown, None, f"nested deeper than {MAX_DEPTH} levels", "nested", {"n": MAX_DEPTH}) from None
    if value is None:
        raise DataError(shown, 1, "the file is empty", "empty")
    return Node(value, ynode, shown)


def _parse_fast(text: str) -> tuple[Any, yaml.Node | None]:
    """Values and line-numbered nodes from one pass of the C parser (libyaml), when it is installed.

    Same values as `yaml.safe_load` (same constructor, same resolver); any syntax error makes the
    caller parse again with the pure-Python parser, so error messages and lines stay exactly theirs.
    """
    loader_cls = getattr(yaml, "CSafeLoader", None)
    if loader_cls is None:
        return None, None
    loader = loader_cls(text)
    try:
        ynode = loader.get_single_node()
        value = loader.construct_document(ynode) if ynode is not None else None
    finally:
        loader.dispose()
    return value, ynode


# -- definitions parsed once, parsed again when a file changes ------------------------

T = TypeVar("T")

# Per thread (bots may think in workers), one dict per cached loader running now: file -> its
# stamp when read (nested loaders share theirs).
_local = threading.local()


def _frames() -> list[dict[str, tuple[int, int]]]:
    frames = getattr(_local, "frames", None)
    if frames is None:
        frames = _local.frames = []
    return frames


def _stamp(path: str) -> tuple[int, int]:
    try:
        st = os.stat(path)
    except OSError:
        return (-1, -1)
    return (st.st_mtime_ns, st.st_size)


def _note_read(path: str | Path) -> None:
    frames = _frames()
    if frames:
        key = str(path)
        stamp = _stamp(key)
        for frame in frames:
            frame[key] = stamp


def note_read(path: str | Path) -> None:
    """Tell the running cached loader that it read this file (for files read without `load`)."""
    _note_read(path)


# A game in progress keeps the definitions it started with when a file goes bad under it (removed,
# unreadable, broken by an edit): the running client turns this on (`App.run`); check-data and the
# tools leave it off, so a broken file stops them with its file:line. What went wrong is kept for the
# window to say (`take_problems`), once per broken version of the file.
_keep = False
_problems: list[Exception] = []
_problems_lock = threading.Lock()


def keep_last_good(on: bool) -> bool:
    """Turn on (or off) keeping the last good definitions of a cached loader whose files went bad;
    returns the previous setting."""
    global _keep
    before, _keep = _keep, on
    return before


def take_problems() -> list[Exception]:
    """The loads that failed and fell back on the last good definitions since the last call."""
    with _problems_lock:
        out = list(_problems)
        _problems.clear()
    return out


def cached(loader: Callable[..., T]) -> Callable[..., T]:
    """Keep a definitions loader's result until a file it read changes (modification time, size).

    Every new game asks for its definitions; parsing them again each time cost most of a random
    game. Hot reload keeps working: an edited file has a new stamp, so the next call parses again.
    Definitions are read-only objects, so sharing one result between states is safe. Arguments
    (hashable) are part of the key, as with `functools.lru_cache`.
    """
    memo: dict[tuple[Any, ...], tuple[tuple[tuple[str, tuple[int, int]], ...], T]] = {}

    @functools.wraps(loader)
    def wrapper(*args: Any) -> T:
        # another data folder (tests, mods) is another entry; read from the environment as
        # paths.data_dir() does, without resolving the source folder at every call
        key = (os.environ.get("ELEMENTAL_TABLE_DATA"), *args)
        hit = memo.get(key)
        frames = _frames()
        if hit is not None:
            stamps, result = hit
            if all(_stamp(p) == s for p, s in stamps):
                for frame in frames:
                    frame.update(stamps)
                return result
        frames.append({})
        try:
            result = loader(*args)
        except Exception as exc:
            files = frames.pop()
            if hit is None or not _keep:
                raise
            # the last good definitions go on; the bad version is remembered, so it is said once
            # and parsed again only when the file changes again
            kept = {**dict(hit[0]), **files}
            for frame in frames:
                frame.update(kept)
            memo[key] = (tuple(kept.items()), hit[1])
            with _problems_lock:
                _problems.append(exc)
            return hit[1]
        else:
            files = frames.pop()
        for frame in frames:
            frame.update(files)
        memo[key] = (tuple(files.items()), result)
        return result

    wrapper.cache_clear = memo.clear  # type: ignore[attr-defined]
    return wrapper


def game_file(game_id: str, name: str) -> Path:
    return paths.data_dir() / game_id / name
