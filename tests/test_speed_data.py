"""Definitions are parsed once per file version, and the fast parser changes no value and no error."""

from __future__ import annotations

import os
import shutil

import pytest
import yaml

from game import data
from game.data import DataError


def _touch_later(path) -> None:
    st = os.stat(path)
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000_000))


def test_cached_loader_parses_again_only_when_a_file_changes(tmp_path):
    f = tmp_path / "defs.yaml"
    f.write_text("size: 3\n", encoding="utf-8")
    calls = []

    @data.cached
    def load_size() -> int:
        calls.append(1)
        return data.load(f)["size"].int()

    assert load_size() == 3 and load_size() == 3
    assert len(calls) == 1
    f.write_text("size: 4\n", encoding="utf-8")
    _touch_later(f)
    assert load_size() == 4 and len(calls) == 2
    load_size.cache_clear()
    assert load_size() == 4 and len(calls) == 3


def test_an_outer_loader_sees_the_files_of_an_inner_cached_one(tmp_path):
    f = tmp_path / "inner.yaml"
    f.write_text("n: 1\n", encoding="utf-8")

    @data.cached
    def inner() -> int:
        return data.load(f)["n"].int()

    @data.cached
    def outer() -> int:
        return inner() * 10

    assert inner() == 1  # inner cached before outer runs: outer must still depend on its file
    assert outer() == 10
    f.write_text("n: 2\n", encoding="utf-8")
    _touch_later(f)
    assert outer() == 20


def test_hot_reload_of_a_game_definition(tmp_path, monkeypatch):
    from game import elemons

    copy = tmp_path / "data"
    shutil.copytree(data.paths.data_dir() / "elemons", copy / "elemons")
    monkeypatch.setenv("ELEMENTAL_TABLE_DATA", str(copy))
    before = elemons.load_defs()
    assert elemons.load_defs() is before  # parsed once
    tiles = copy / "elemons" / "tiles.yaml"
    text = tiles.read_text(encoding="utf-8")
    tiles.write_text(text.replace("turn_limit:", "turn_limit: 77 #", 1), encoding="utf-8")
    _touch_later(tiles)
    after = elemons.load_defs()
    assert after is not before and after.turn_limit == 77


def test_fast_parse_gives_the_values_and_lines_of_the_slow_one():
    for game in ("elemons", "kaiju", "evolution", "monsters", "elemmaster"):
        for f in sorted((data.paths.data_dir() / game).glob("*.yaml")):
            text = f.read_text(encoding="utf-8")
            node = data.load(f)
            assert node.value == yaml.safe_load(text), f
            slow = yaml.compose(text)
            assert node._ynode.start_mark.line == slow.start_mark.line
            first = next(iter(node.value))
            assert node[first].line == slow.value[0][1].start_mark.line + 1


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ("a: 1\nb: [1, 2\nc: 3\n", 3, "expected ',' or ']', but got ':'"),
        ("a: 1\n  b: 2\n", 2, "mapping values are not allowed here"),
        ("a: {x: 1\n", 2, "expected ',' or '}'"),
    ],
)
def test_syntax_errors_keep_their_exact_line(tmp_path, text, line, words):
    f = tmp_path / "bad.yaml"
    f.write_text(text, encoding="utf-8")
    with pytest.raises(DataError) as err:
        data.load(f)
    assert err.value.line == line  # the pure-Python parser's line and words, as before libyaml
    assert f"bad.yaml:{line}: YAML syntax: {words}" in str(err.value)
