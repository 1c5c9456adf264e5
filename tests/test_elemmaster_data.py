"""Elem Master: Tiled arenas and tilesets are validated into located DataErrors."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game import data
from game.data import DataError
from game.elemmaster import SPEC
from game.elemmaster.board import load_arena, load_tileset
from game.elemmaster.defs import arena_rules, load_defs

ARENAS = data.game_file("elemmaster", "arenas")
TILESETS = data.game_file("elemmaster", "tilesets")


@pytest.fixture()
def tree(tmp_path: Path) -> Path:
    """A copy of the tilesets and of the blank arena to break."""
    shutil.copytree(TILESETS, tmp_path / "tilesets")
    (tmp_path / "arenas").mkdir()
    shutil.copy(ARENAS / "blank.tmx", tmp_path / "arenas" / "blank.tmx")
    return tmp_path


def arena_text() -> str:
    return (ARENAS / "blank.tmx").read_text(encoding="utf-8")


def broken(tree: Path, old: str, new: str, count: int = 1) -> Path:
    text = arena_text()
    assert old in text
    path = tree / "arenas" / "broken.tmx"
    path.write_text(text.replace(old, new, count), encoding="utf-8")
    return path


def load(path: Path):
    return load_arena(path, arena_rules(load_defs().rules))


def line_of(path: Path, needle: str) -> int:
    return next(i for i, line in enumerate(path.read_text().splitlines(), 1) if needle in line)


def test_shipped_arena_loads(tree):
    arena = load(tree / "arenas" / "blank.tmx")
    assert arena.players == 2 and len(arena.start) == 16 and not arena.void


def test_missing_void_layer(tree):
    path = broken(tree, 'name="void"', 'name="holes"')
    with pytest.raises(DataError) as err:
        load(path)
    assert "void" in err.value.message and err.value.line == line_of(path, "<map")


def test_missing_start_layer(tree):
    path = broken(tree, 'name="start"', 'name="army"')
    with pytest.raises(DataError) as err:
        load(path)
    assert "start" in err.value.message


@pytest.mark.parametrize(
    ("old", "new", "word"),
    [
        ('name="element" value="air"', 'name="element" value="lava"', "element"),
        ('name="level" type="int" value="1"', 'name="level" type="int" value="5"', "level"),
        ('name="player" type="int" value="0"', 'name="player" type="int" value="7"', "player"),
        ('name="player" type="int" value="0"', 'name="player" value="zero"', "player"),
    ],
)
def test_bad_object_property_is_located(tree, old, new, word):
    path = broken(tree, old, new)
    with pytest.raises(DataError) as err:
        load(path)
    assert word in err.value.message and err.value.line == line_of(path, '<object id="1"')
    assert err.value.file.endswith("broken.tmx")


def test_wrong_army_size(tree):
    path = broken(tree, 'name="level" type="int" value="2"', 'name="level" type="int" value="3"')
    with pytest.raises(DataError) as err:
        load(path)
    assert "13 tokens" in err.value.message


def test_object_off_the_first_rows(tree):
    path = broken(tree, 'x="16" y="176"', 'x="16" y="80"')
    with pytest.raises(DataError) as err:
        load(path)
    assert "first 2 rows" in err.value.message


def test_start_on_a_void_cell(tree):
    path = broken(tree, "<data encoding=\"csv\">\n0,0,0,0,0,0", "<data encoding=\"csv\">\n1,0,0,0,0,0")
    text = path.read_text().replace("0,0,0,0,0,0\n</data>", "1,0,0,0,0,0\n</data>")
    path.write_text(text)
    with pytest.raises(DataError) as err:
        load(path)
    assert "void" in err.value.message


def test_malformed_xml_has_a_line(tree):
    path = broken(tree, "<point/>", "<point>")
    with pytest.raises(DataError) as err:
        load(path)
    assert err.value.line is not None and "XML" in err.value.message


def test_wrong_size_and_orientation(tree):
    path = broken(tree, 'width="6" height="6" tilewidth', 'width="7" height="6" tilewidth')
    with pytest.raises(DataError):
        load(path)
    path = broken(tree, 'orientation="orthogonal"', 'orientation="isometric"')
    with pytest.raises(DataError) as err:
        load(path)
    assert "orthogonal" in err.value.message


def test_tile_objects_are_read_like_points(tree):
    # A tile object (gid) has its origin at its bottom-left corner in Tiled.
    path = broken(tree, '<object id="1" name="a1" x="16" y="176">',
                  '<object id="1" name="a1" gid="1" x="0" y="192" width="32" height="32">')
    text = path.read_text().replace("<point/>\n  </object>\n  <object id=\"2\"", "</object>\n  <object id=\"2\"", 1)
    path.write_text(text)
    arena = load(path)
    assert (0, 0, "air", 1) in arena.start


def test_tileset_checks(tmp_path):
    shutil.copytree(TILESETS, tmp_path / "tilesets")
    defs = load_defs()
    sets = {**defs.by_set, "void": ("void",)}
    path = tmp_path / "tilesets" / "standard.tsx"
    good = path.read_text()
    assert load_tileset(path, sets).terrains == ("forest", "savanna", "swamp", "mountain")
    path.write_text(good.replace('value="savanna"', 'value="lava"'))
    with pytest.raises(DataError) as err:
        load_tileset(path, sets)
    assert "lava" in err.value.message and err.value.line == line_of(path, 'value="lava"')
    path.write_text(good.replace('<property name="set" value="standard"/>', ""))
    with pytest.raises(DataError):
        load_tileset(path, sets)
    path.write_text(good.replace('source="standard.png"', 'source="nowhere.png"'))
    with pytest.raises(DataError) as err:
        load_tileset(path, sets)
    assert "nowhere.png" in err.value.message


def test_check_data_reports_a_broken_map_without_a_traceback(tmp_path, monkeypatch):
    shutil.copytree(data.game_file("elemmaster", ""), tmp_path / "elemmaster")
    bad = tmp_path / "elemmaster" / "arenas" / "lake.tmx"
    bad.write_text(bad.read_text().replace('name="start"', 'name="begin"'))
    monkeypatch.setenv("ELEMENTAL_TABLE_DATA", str(tmp_path))
    with pytest.raises(DataError) as err:
        SPEC.check_data()
    assert err.value.file.endswith("lake.tmx")


def test_engine_does_not_import_pygame():
    code = "import sys, game.elemmaster as g; g.SPEC.check_data(); assert 'pygame' not in sys.modules"
    root = Path(__file__).resolve().parent.parent
    subprocess.run([sys.executable, "-c", code], check=True, cwd=root)
