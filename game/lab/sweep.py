"""Sweeps: `--vary KEY=V1,V2,...` turns one batch into one batch per value (an arm), compared.

A KEY is either a setup option of the game (`SPEC.options`: `specialty_seat0`, `terrains`,
`variant`) or a number in a definition file under `data/<game>/`, written `FILE:PATH` or just
`PATH` when a single file has it: `cards.yaml:mechas.points`, `majority_bonus`,
`kaiju[value=7].count`, `kaiju.3.count`. A path walks mappings by key and lists by index
(`.3` or `[3]`) or by the item whose field has a value (`[value=7]`).

An option arm is a Match option. A definition arm is a copy of `data/` with that one scalar
rewritten in place (the rest of the file, comments included, is untouched), which the worker
processes read through ELEMENTAL_TABLE_DATA; the game's own loader then validates the value.
"""

from __future__ import annotations

import itertools
import re
import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from game import paths, registry


class LabError(Exception):
    """A lab request that cannot run (bad key, bad value, mismatched resume): one line for the user."""


@dataclass(frozen=True)
class DefKey:
    """A number in a definition file: the file (relative to data/<game>/) and the path in it."""

    file: str
    path: str

    def __str__(self) -> str:
        return f"{self.file}:{self.path}"


@dataclass(frozen=True)
class Vary:
    """One `--vary`: the key as typed, what it names, the values in order."""

    key: str
    target: str | DefKey  # an option name, or a definition number
    values: tuple[Any, ...]

    @property
    def is_option(self) -> bool:
        return isinstance(self.target, str)

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "target": str(self.target), "kind": "option" if self.is_option else "definition",
                "values": list(self.values)}


@dataclass
class Arm:
    """One batch of a sweep: its label, the options every game gets, the definition changes."""

    index: int
    label: str
    values: dict[str, Any]  # key as typed -> value
    options: dict[str, Any]
    defs: list[tuple[DefKey, Any]] = field(default_factory=list)

    @property
    def data_key(self) -> tuple[tuple[str, str], ...]:
        """Arms with the same definition changes share one data folder and one worker pool."""
        return tuple((str(k), repr(v)) for k, v in self.defs)

    def to_json(self) -> dict[str, Any]:
        return {"index": self.index, "label": self.label, "values": self.values, "options": self.options,
                "defs": {str(k): v for k, v in self.defs}}


# -- parsing a path in a YAML file -------------------------------------------------------

_SEGMENT = re.compile(r"\[([^\]=]+)=([^\]]*)\]|\[(\d+)\]|([^.\[\]]+)")


def _segments(path: str) -> list[tuple[str, Any]]:
    """'kaiju[value=7].count' -> [('key', 'kaiju'), ('match', ('value', '7')), ('key', 'count')]."""
    out: list[tuple[str, Any]] = []
    pos = 0
    while pos < len(path):
        if path[pos] == ".":
            pos += 1
            continue
        m = _SEGMENT.match(path, pos)
        if not m:
            raise LabError(f"cannot read the path '{path}' (use a.b, a[3] or a[field=value])")
        if m.group(1) is not None:
            out.append(("match", (m.group(1).strip(), m.group(2).strip())))
        elif m.group(3) is not None:
            out.append(("index", int(m.group(3))))
        else:
            word = m.group(4)
            out.append(("index", int(word)) if word.isdigit() else ("key", word))
        pos = m.end()
    if not out:
        raise LabError(f"empty path '{path}'")
    return out


def _find(node: yaml.Node, path: str) -> yaml.ScalarNode | None:
    """The scalar node a path names in a composed YAML document, or None."""
    for kind, arg in _segments(path):
        if kind == "key":
            if not isinstance(node, yaml.MappingNode):
                return None
            found = [v for k, v in node.value if k.value == arg]
            if not found:
                return None
            node = found[0]
        elif kind == "index":
            if not isinstance(node, yaml.SequenceNode) or arg >= len(node.value):
                return None
            node = node.value[arg]
        else:
            if not isinstance(node, yaml.SequenceNode):
                return None
            fld, want = arg
            hits = [item for item in node.value if isinstance(item, yaml.MappingNode)
                    and any(k.value == fld and isinstance(v, yaml.ScalarNode) and v.value == want
                            for k, v in item.value)]
            if len(hits) != 1:
                return None
            node = hits[0]
    return node if isinstance(node, yaml.ScalarNode) else None


def _scalar_type(text: str, node: yaml.ScalarNode) -> type:
    value = yaml.safe_load(text[node.start_mark.index:node.end_mark.index])
    return type(value)


def _compose(file: Path) -> tuple[str, yaml.Node]:
    text = file.read_text(encoding="utf-8")
    try:
        return text, yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError as exc:
        raise LabError(f"{file}: YAML syntax: {str(exc).splitlines()[0]}") from None


def _definition_files(game_id: str) -> list[Path]:
    base = paths.data_dir() / game_id
    return sorted(p for p in base.glob("*.yaml") if p.is_file())


def resolve_definition(game_id: str, key: str) -> tuple[DefKey, type]:
    """The definition number a key names, and the type of its current value; LabError otherwise."""
    base = paths.data_dir() / game_id
    if ":" in key:
        fname, path = key.split(":", 1)
        file = base / fname
        if not file.is_file() or file.suffix not in (".yaml", ".yml"):
            names = ", ".join(p.name for p in _definition_files(game_id))
            raise LabError(f"--vary {key}: no definition file '{fname}' in data/{game_id}/ ({names})")
        candidates = [file]
    else:
        path = key
        candidates = _definition_files(game_id)
    hits: list[tuple[Path, yaml.ScalarNode, str]] = []
    for file in candidates:
        text, root = _compose(file)
        node = _find(root, path) if root is not None else None
        if node is not None:
            hits.append((file, node, text))
    if not hits:
        options = ", ".join(registry.get(game_id).options) or "none"
        where = candidates[0].name if ":" in key else f"data/{game_id}/*.yaml"
        raise LabError(f"--vary {key}: not an option of {game_id} (options: {options}) nor a value in {where}")
    if len(hits) > 1:
        names = " and ".join(f"{f.name}:{path}" for f, _, _ in hits)
        raise LabError(f"--vary {key}: found in {names}; write FILE:PATH")
    file, node, text = hits[0]
    kind = _scalar_type(text, node)
    if kind not in (int, float, bool, str):
        raise LabError(f"--vary {key}: the value there is not a number or a word")
    return DefKey(str(file.relative_to(base)), path), kind


def _typed(key: str, raw: str, kind: type) -> Any:
    if kind is bool:
        if raw.lower() in ("true", "false"):
            return raw.lower() == "true"
        raise LabError(f"--vary {key}: '{raw}' is not true or false")
    if kind is int:
        if raw.lstrip("-").isdigit():
            return int(raw)
        raise LabError(f"--vary {key}: '{raw}' is not a whole number")
    if kind is float:
        try:
            return float(raw)
        except ValueError:
            raise LabError(f"--vary {key}: '{raw}' is not a number") from None
    return raw


def parse_vary(game_id: str, text: str) -> Vary:
    """`KEY=V1,V2,...` checked against the game: an option and its allowed values, or a number."""
    depth, cut = 0, -1
    for i, ch in enumerate(text):  # the first '=' outside brackets: `kaiju[value=7].count=2,4`
        depth += {"[": 1, "]": -1}.get(ch, 0)
        if ch == "=" and depth == 0:
            cut = i
            break
    if cut < 0:
        raise LabError(f"--vary takes KEY=V1,V2,..., not '{text}'")
    key, raw_values = text[:cut], text[cut + 1:]
    key = key.strip()
    raws = [v.strip() for v in raw_values.split(",") if v.strip()]
    if not key or not raws:
        raise LabError(f"--vary takes KEY=V1,V2,..., not '{text}'")
    spec = registry.get(game_id)
    if key in spec.options:
        allowed = spec.options[key]
        values: list[Any] = []
        for raw in raws:
            if raw == "*":
                values.extend(allowed)
                continue
            value = int(raw) if raw.lstrip("-").isdigit() else raw
            if value not in allowed:
                shown = ", ".join(map(str, allowed))
                raise LabError(f"--vary {key}: '{raw}' is not one of {shown}")
            values.append(value)
        return Vary(key, key, tuple(dict.fromkeys(values)))
    target, kind = resolve_definition(game_id, key)
    values = [_typed(key, raw, kind) for raw in raws]
    return Vary(key, target, tuple(dict.fromkeys(values)))


def make_arms(game_id: str, options: dict[str, Any], varies: list[Vary]) -> list[Arm]:
    """The cartesian product of the varied values, in the order given; one arm when nothing varies."""
    spec = registry.get(game_id)
    for key, value in options.items():
        if key not in spec.options:
            raise LabError(f"{game_id} has no option '{key}' (options: {', '.join(spec.options) or 'none'})")
        if value not in spec.options[key]:
            raise LabError(f"option {key}={value!r} must be one of {spec.options[key]}")
    keys = [v.key for v in varies]
    if len(set(keys)) != len(keys):
        raise LabError("the same key is varied twice")
    arms = []
    for i, combo in enumerate(itertools.product(*(v.values for v in varies))):
        opts = dict(options)
        defs: list[tuple[DefKey, Any]] = []
        for vary, value in zip(varies, combo, strict=True):
            if vary.is_option:
                opts[str(vary.target)] = value
            else:
                assert isinstance(vary.target, DefKey)
                defs.append((vary.target, value))
        label = ", ".join(f"{_short(v.key)}={value}" for v, value in zip(varies, combo, strict=True)) or "all"
        arms.append(Arm(i, label, {v.key: value for v, value in zip(varies, combo, strict=True)}, opts, defs))
    return arms


def _short(key: str) -> str:
    return key.split(":", 1)[-1]


def _render(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    return repr(value)


def write_variant(root: Path, game_id: str, defs: list[tuple[DefKey, Any]]) -> None:
    """Rewrite each named scalar of the copy under `root` in place, leaving the rest of the file as is."""
    by_file: dict[str, list[tuple[DefKey, Any]]] = {}
    for key, value in defs:
        by_file.setdefault(key.file, []).append((key, value))
    for fname, changes in by_file.items():
        file = root / game_id / fname
        text, doc = _compose(file)
        spans = []
        for key, value in changes:
            node = _find(doc, key.path)
            if node is None:
                raise LabError(f"--vary {key}: not found in the copy of the data")
            spans.append((node.start_mark.index, node.end_mark.index, _render(value)))
        for start, end, new in sorted(spans, reverse=True):
            text = text[:start] + new + text[end:]
        file.write_text(text, encoding="utf-8")


class DataCopies:
    """The data folders of a sweep's definition arms, made on demand and deleted at the end."""

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id
        self._tmp: Path | None = None
        self._dirs: dict[tuple[tuple[str, str], ...], Path] = {}

    def folder(self, arm: Arm) -> Path | None:
        """None for an arm on the shipped definitions; else its own copy of data/."""
        if not arm.defs:
            return None
        key = arm.data_key
        if key not in self._dirs:
            if self._tmp is None:
                self._tmp = Path(tempfile.mkdtemp(prefix="elemental-lab-"))
            target = self._tmp / f"data{len(self._dirs)}"
            shutil.copytree(paths.data_dir(), target)
            write_variant(target, self.game_id, arm.defs)
            self._dirs[key] = target
        return self._dirs[key]

    def close(self) -> None:
        if self._tmp is not None:
            shutil.rmtree(self._tmp, ignore_errors=True)
            self._tmp = None
            self._dirs.clear()

    def __enter__(self) -> DataCopies:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
