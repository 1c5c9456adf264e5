"""The Elem Master board: geometry, seats' sides, Tiled arenas and terrain tilesets.

Cells are numbered row by row from the bottom-left corner: index = row * size + column,
named like a chess board ("a1" bottom-left, "f6" top-right on the 6x6 board, "j10" on the
10x10 one). Arenas are Tiled maps (`data/elemmaster/arenas/*.tmx`, orthogonal, CSV layers)
read with pytmx and no image loader; terrain blocks are Tiled tilesets
(`data/elemmaster/tilesets/*.tsx`) whose tiles carry a `terrain` property. Every problem
in those files becomes a `DataError(file, line, message)`.
"""

from __future__ import annotations

import logging
import re
import sys
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any
from xml.parsers import expat

from game import paths
from game.data import DataError, bound_tiled, captured, check_image

ELEMENTS = ("earth", "fire", "water", "air")
QUADRANTS = ("bl", "br", "tl", "tr")
# The 8 directions (dx, dy); "adjacent" includes the diagonals ("la notion de case adjacente
# inclut les diagonales").
DIRECTIONS = ((1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1))
ORTHOGONAL = ((1, 0), (0, 1), (-1, 0), (0, -1))


class Geometry:
    """A square board: names, neighbours and steps, computed once per size."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.count = size * size
        self.names = [f"{chr(97 + i % size)}{i // size + 1}" for i in range(self.count)]
        self.index = {name: i for i, name in enumerate(self.names)}
        self.xy = [(i % size, i // size) for i in range(self.count)]
        self.neighbours: list[tuple[int, ...]] = []
        self.orthogonal: list[tuple[int, ...]] = []
        self.ring2: list[tuple[int, ...]] = []  # cells at king-distance exactly 2 (sous-terrain)
        for i in range(self.count):
            self.neighbours.append(tuple(j for d in DIRECTIONS if (j := self.step(i, d)) is not None))
            self.orthogonal.append(tuple(j for d in ORTHOGONAL if (j := self.step(i, d)) is not None))
            self.ring2.append(tuple(j for j in range(self.count) if self.distance(i, j) == 2))

    def step(self, cell: int, d: tuple[int, int]) -> int | None:
        x, y = cell % self.size + d[0], cell // self.size + d[1]
        if 0 <= x < self.size and 0 <= y < self.size:
            return y * self.size + x
        return None

    def direction(self, a: int, b: int) -> tuple[int, int]:
        """The unit step from a toward b (b adjacent to a)."""
        (ax, ay), (bx, by) = self.xy[a], self.xy[b]
        return ((bx > ax) - (bx < ax), (by > ay) - (by < ay))

    def distance(self, a: int, b: int) -> int:
        """King-move distance (the sous-terrain reaches distance 2)."""
        (ax, ay), (bx, by) = self.xy[a], self.xy[b]
        return max(abs(ax - bx), abs(ay - by))

    def cell(self, name: str) -> int | None:
        return self.index.get(name)

    def name(self, cell: int) -> str:
        return self.names[cell]

    def quadrant(self, cell: int) -> int:
        """0 bottom-left, 1 bottom-right, 2 top-left, 3 top-right (the four terrain blocks)."""
        x, y = self.xy[cell]
        half = self.size // 2
        return (x >= half) + 2 * (y >= half)

    # -- the seats' sides ----------------------------------------------------------------
    # 2 players: seat 0 sits at the bottom (rows 1-2), seat 1 at the top. 4 players, in
    # clockwise order: 0 bottom, 1 left, 2 top, 3 right (partners 0-2 and 1-3 face each
    # other, "les joueurs alliés se placent face à face").
    def local_to_cell(self, side: int, lx: int, ly: int) -> int:
        """The cell at column lx (from the seat's left) and depth ly (from its edge)."""
        n = self.size - 1
        x, y = [(lx, ly), (ly, n - lx), (n - lx, n - ly), (n - ly, lx)][side]
        return y * self.size + x

    def depth(self, side: int, cell: int) -> int:
        """How far a cell is from a seat's edge: 0 on its first row."""
        x, y = self.xy[cell]
        n = self.size - 1
        return (y, x, n - y, n - x)[side]


@cache
def geometry(size: int) -> Geometry:
    return Geometry(size)


def side_of(seat: int, players: int) -> int:
    """The board side a seat sits at (0 bottom, 1 left, 2 top, 3 right)."""
    return 2 * seat if players == 2 else seat


# -- reading Tiled files -------------------------------------------------------------------


def import_pytmx() -> Any:
    """pytmx, imported without letting it pull in pygame (rule engines stay pure).

    pytmx tries `import pygame` for type hints and its pygame helpers; when pygame is not
    loaded yet we make that import fail quietly. A later `import pytmx.util_pygame` by the
    screens still works.
    """
    if "pytmx" in sys.modules:
        return sys.modules["pytmx"]
    block = "pygame" not in sys.modules
    log = logging.getLogger("pytmx.util_pygame")
    was_disabled = log.disabled
    if block:
        sys.modules["pygame"] = None  # type: ignore[assignment]
        log.disabled = True
    try:
        import pytmx  # here, not at the top: pygame must be blocked around this import
    finally:
        if block:
            del sys.modules["pygame"]
            log.disabled = was_disabled
    return pytmx


@dataclass
class XmlIndex:
    """Where things stand in an XML file, for located errors."""

    root_line: int
    elements: list[tuple[str, dict[str, str], int, list[str]]]  # tag, attributes, line, parent tags

    def line_of(self, tag: str, **attrs: str) -> int | None:
        for t, a, line, _ in self.elements:
            if t == tag and all(a.get(k) == v for k, v in attrs.items()):
                return line
        return None


def xml_index(path: Path, shown: str) -> XmlIndex:
    """Parse once with expat to get line numbers (ElementTree keeps none)."""
    elements: list[tuple[str, dict[str, str], int, list[str]]] = []
    stack: list[str] = []
    parser = expat.ParserCreate()

    def start(tag: str, attrs: dict[str, str]) -> None:
        elements.append((tag, dict(attrs), parser.CurrentLineNumber, list(stack)))
        stack.append(tag)

    def end(tag: str) -> None:
        stack.pop()

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise DataError(shown, None, f"cannot read: {exc.strerror or exc}") from None
    try:
        parser.Parse(data, True)
    except expat.ExpatError as exc:
        raise DataError(shown, exc.lineno, f"XML: {expat.ErrorString(exc.code)}") from None
    if not elements:
        raise DataError(shown, None, "the file has no XML element")
    bound_tiled(elements, shown)  # sizes bounded before pytmx makes an entry per tile
    return XmlIndex(elements[0][2], elements)


def _shown(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(paths.root()))
    except ValueError:
        return str(path)


@dataclass(frozen=True)
class Tileset:
    """A terrain tileset: which terrain each tile id stands for."""

    name: str
    set: str
    terrains: tuple[str, ...]  # by tile id
    file: str


def load_tileset(path: Path, terrain_sets: dict[str, tuple[str, ...]]) -> Tileset:
    """Read and check one .tsx: a `set` property, one `terrain` property per tile.

    `terrain_sets` maps each set to its terrain ids ("void" -> ("void",)).
    """
    shown = _shown(path)
    idx = xml_index(path, shown)
    tag, attrs, line, _ = idx.elements[0]
    if tag != "tileset":
        raise DataError(shown, line, f"expected a <tileset>, found <{tag}>")
    set_name = None
    tiles: dict[int, tuple[str | None, int]] = {}
    current_tile: int | None = None
    image = None
    for t, a, ln, parents in idx.elements[1:]:
        if t == "tile" and parents == ["tileset"]:
            if not a.get("id", "").isdigit():
                raise DataError(shown, ln, "a <tile> needs a numeric id")
            current_tile = int(a["id"])
            tiles[current_tile] = (None, ln)
        elif t == "image" and parents == ["tileset"]:
            image = (a.get("source"), ln, a.get("width"), a.get("height"))
        elif t == "property":
            owner = parents[-2] if len(parents) >= 2 else ""
            if owner == "tileset" and a.get("name") == "set":
                set_name = (a.get("value"), ln)
            elif owner == "tile" and a.get("name") == "terrain" and current_tile is not None:
                tiles[current_tile] = (a.get("value"), ln)
    if set_name is None:
        raise DataError(shown, line, "the tileset needs a 'set' property (standard, advantageous, difficult, void)")
    if set_name[0] not in terrain_sets:
        raise DataError(shown, set_name[1], f"unknown set '{set_name[0]}' (choose from {', '.join(terrain_sets)})")
    if image is None or not image[0]:
        raise DataError(shown, line, "the tileset has no <image source=...>")
    image_file = (path.parent / image[0]).resolve()
    if not image_file.is_relative_to(path.parent.resolve().parent):
        raise DataError(shown, image[1], f"image '{image[0]}' lies outside the data folder")
    if not image_file.is_file():
        raise DataError(shown, image[1], f"image '{image[0]}' not found beside the tileset")
    check_image(image_file, shown, image[1], (image[2], image[3]))  # from its header, never decoded
    expected = terrain_sets[set_name[0]]
    found: list[str] = []
    for tid in sorted(tiles):
        value, ln = tiles[tid]
        if value is None:
            raise DataError(shown, ln, f"tile {tid} has no 'terrain' property")
        if value not in expected:
            raise DataError(shown, ln, f"tile {tid}: terrain '{value}' is not in the {set_name[0]} set "
                                       f"({', '.join(expected)})")
        if value in found:
            raise DataError(shown, ln, f"tile {tid}: terrain '{value}' appears twice")
        found.append(value)
    missing = [t for t in expected if t not in found]
    if missing:
        raise DataError(shown, line, f"no tile for {', '.join(missing)}")
    if sorted(tiles) != list(range(len(tiles))):
        raise DataError(shown, line, "tile ids must run 0, 1, 2, ...")
    return Tileset(str(attrs.get("name", path.stem)), set_name[0], tuple(found), shown)


@dataclass(frozen=True)
class Arena:
    """An arena card: board side, void cells and the predefined start."""

    id: str
    players: int
    size: int
    void: frozenset[int]
    start: tuple[tuple[int, int, str, int], ...]  # (seat, cell, element, level)
    name: dict[str, str]
    file: str


@dataclass(frozen=True)
class ArenaRules:
    """The numbers an arena is checked against (from rules.yaml)."""

    sizes: dict[int, int]  # players -> board side
    army_size: int
    min_earth: int
    home_rows: int
    max_level: int
    per_element: int


def _check_cells(path: Path, shown: str) -> None:
    """A layer cell is 0 (empty) or a tile id: a negative number would read as a flipped tile."""
    text = path.read_text(encoding="utf-8", errors="replace")
    for block in re.finditer(r"<data encoding=\"csv\">(.*?)</data>", text, re.DOTALL):
        bad = re.search(r"-\s*\d|[^\d,\s]", block.group(1))
        if bad:
            line = text.count("\n", 0, block.start(1) + bad.start()) + 1
            raise DataError(shown, line, f"a layer cell must be 0 or a tile id, not '{bad.group(0).strip()}...'")


def _check_tileset_refs(path: Path, shown: str, idx: XmlIndex) -> None:
    """Each external tileset of a map: inside the data folder, a readable file, sizes bounded (pytmx
    would read anything it is pointed at, and print its complaints)."""
    root = path.parent.resolve().parent
    for tag, attrs, line, _ in idx.elements:
        source = attrs.get("source")
        if tag != "tileset" or source is None:
            continue
        f = (path.parent / source).resolve()
        if not f.is_relative_to(root):
            raise DataError(shown, line, f"tileset '{source}' lies outside the data folder")
        if f.suffix != ".tsx" or not f.is_file():
            raise DataError(shown, line, f"tileset '{source}' is not a .tsx file beside the arenas")
        xml_index(f, _shown(f))


def load_arena(path: Path, rules: ArenaRules) -> Arena:
    """Read and check one arena map; any problem is a located DataError."""
    shown = _shown(path)
    idx = xml_index(path, shown)
    _check_cells(path, shown)
    tag, _, map_line, _ = idx.elements[0]
    if tag != "map":
        raise DataError(shown, map_line, f"expected a <map>, found <{tag}>")
    _check_tileset_refs(path, shown, idx)
    pytmx = import_pytmx()
    try:
        with captured("pytmx") as said:  # pytmx prints and logs some complaints: they join the one line
            tm = pytmx.TiledMap(str(path))
    except Exception as exc:  # pytmx raises bare Exceptions for missing tilesets and bad data
        extra = " ".join(said.getvalue().split())
        extra = "" if extra in str(exc) else f" ({extra})"
        raise DataError(shown, None, f"Tiled map not readable: {exc}{extra}") from None

    def prop_line(name: str) -> int | None:
        for t, a, ln, parents in idx.elements:
            if t == "property" and a.get("name") == name and parents[-2:] == ["map", "properties"]:
                return ln
        return map_line

    if tm.orientation != "orthogonal":
        raise DataError(shown, map_line, f"the map must be orthogonal, not {tm.orientation}")
    players = tm.properties.get("players")
    if not isinstance(players, int) or players not in rules.sizes:
        raise DataError(shown, prop_line("players"),
                        f"map property 'players' (int) must be one of {sorted(rules.sizes)}, found {players!r}")
    size = rules.sizes[players]
    if tm.width != size or tm.height != size:
        raise DataError(shown, map_line, f"a {players}-player arena is {size}x{size}, not {tm.width}x{tm.height}")
    names = {}
    for lang in ("fr", "en"):
        value = tm.properties.get(f"name_{lang}")
        if not isinstance(value, str) or not value:
            raise DataError(shown, prop_line(f"name_{lang}"), f"map property 'name_{lang}' (the arena's name) missing")
        names[lang] = value
    geo = geometry(size)
    if "void" not in tm.layernames:
        raise DataError(shown, map_line, "no tile layer named 'void'")
    void_layer = tm.layernames["void"]
    if not isinstance(void_layer, pytmx.TiledTileLayer):
        raise DataError(shown, idx.line_of("objectgroup", name="void") or map_line, "'void' must be a tile layer")
    void = set()
    for x, y, gid in void_layer.iter_data():
        if gid:
            void.add((size - 1 - y) * size + x)
    if "start" not in tm.layernames:
        raise DataError(shown, map_line, "no object layer named 'start'")
    start_layer = tm.layernames["start"]
    if not isinstance(start_layer, pytmx.TiledObjectGroup):
        raise DataError(shown, idx.line_of("layer", name="start") or map_line, "'start' must be an object layer")
    start: list[tuple[int, int, str, int]] = []
    taken: dict[int, int] = {}
    counts: dict[int, dict[str, int]] = {s: dict.fromkeys(ELEMENTS, 0) for s in range(players)}
    for obj in start_layer:
        ln = idx.line_of("object", id=str(obj.id)) or map_line
        props = obj.properties
        seat, element, level = props.get("player"), props.get("element"), props.get("level")
        if not isinstance(seat, int) or not 0 <= seat < players:
            raise DataError(shown, ln, f"object {obj.id}: 'player' (int) must be 0..{players - 1}, found {seat!r}")
        if element not in ELEMENTS:
            raise DataError(shown, ln, f"object {obj.id}: 'element' must be one of {', '.join(ELEMENTS)}, "
                                       f"found {element!r}")
        if not isinstance(level, int) or not 1 <= level <= rules.max_level:
            raise DataError(shown, ln, f"object {obj.id}: 'level' (int) must be 1..{rules.max_level}, found {level!r}")
        cx = obj.x + (obj.width or 0) / 2
        cy = obj.y + (obj.height or 0) / 2
        col, row_from_top = int(cx // tm.tilewidth), int(cy // tm.tileheight)
        if not (0 <= col < size and 0 <= row_from_top < size):
            raise DataError(shown, ln, f"object {obj.id} lies outside the map")
        cell = (size - 1 - row_from_top) * size + col
        if cell in void:
            raise DataError(shown, ln, f"object {obj.id} stands on a void cell ({geo.name(cell)})")
        if cell in taken:
            raise DataError(shown, ln, f"object {obj.id}: {geo.name(cell)} already holds object {taken[cell]}")
        if geo.depth(side_of(seat, players), cell) >= rules.home_rows:
            raise DataError(shown, ln, f"object {obj.id}: {geo.name(cell)} is not on player {seat}'s first "
                                       f"{rules.home_rows} rows")
        taken[cell] = obj.id
        counts[seat][element] += level
        start.append((seat, cell, element, level))
    for seat, per in counts.items():
        total = sum(per.values())
        if total != rules.army_size:
            raise DataError(shown, idx.line_of("objectgroup", name="start"),
                            f"player {seat} starts with {total} tokens, not {rules.army_size}")
        if per["earth"] < rules.min_earth:
            raise DataError(shown, idx.line_of("objectgroup", name="start"),
                            f"player {seat} starts with {per['earth']} Earth tokens, at least {rules.min_earth} needed")
        for element, n in per.items():
            if n > rules.per_element:
                raise DataError(shown, idx.line_of("objectgroup", name="start"),
                                f"player {seat} starts with {n} {element} tokens, only {rules.per_element} exist")
    start.sort(key=lambda s: (s[0], s[1]))
    return Arena(path.stem, players, size, frozenset(void), tuple(start), names, shown)


# -- assembling the terrain blocks ---------------------------------------------------------


def fronts(players: int) -> list[tuple[int, int]]:
    """Pairs of quadrants that face a seat (a side of the board)."""
    if players == 2:
        return [(0, 1), (2, 3)]
    return [(0, 1), (0, 2), (2, 3), (1, 3)]


def assemble_blocks(chance: Any, players: int, sets: list[str], by_set: dict[str, tuple[str, ...]]) -> list[str]:
    """The terrain of the four blocks (bottom-left, bottom-right, top-left, top-right).

    One set: its four terrains in a random order. Two sets ("2 terrains standard et 2
    avantageux"): two random terrains of each, placed so that every seat has one block
    of each set in front of it (two players: one of each per side; four players: each set
    on one diagonal, so every side again holds one of each).
    """
    if len(sets) == 1:
        blocks = list(by_set[sets[0]])
        chance.shuffle("terrain", blocks)
        return blocks
    picked = []
    for s in sets:
        pool = list(by_set[s])
        chance.shuffle("terrain", pool)
        picked.append(pool[:2])
    a, b = picked
    blocks = [""] * 4
    if players == 2:
        for side, (q1, q2) in enumerate(fronts(2)):
            if chance.index("terrain_side", 2):
                q1, q2 = q2, q1
            blocks[q1], blocks[q2] = a[side], b[side]
    else:
        diag_a, diag_b = ((0, 3), (1, 2)) if chance.index("terrain_side", 2) == 0 else ((1, 2), (0, 3))
        for i in range(2):
            blocks[diag_a[i]], blocks[diag_b[i]] = a[i], b[i]
    return blocks


def terrain_map(size: int, blocks: list[str]) -> list[str]:
    geo = geometry(size)
    return [blocks[geo.quadrant(c)] for c in range(geo.count)]
