"""Elem Master definitions: rules numbers, terrains, specialties, events, arenas, tilesets.

Everything a designer may change lives in `data/elemmaster/`; this module reads it once
into frozen dataclasses (through `game.data`'s checked accessors and `board`'s Tiled
readers), so a bad value is a `DataError` with file and line.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType

from game import data
from game.data import DataError
from game.elemmaster.board import ELEMENTS, Arena, ArenaRules, Tileset, load_arena, load_tileset

GAME_ID = "elemmaster"
TERRAIN_SETS = ("standard", "advantageous", "difficult")
TERRAIN_OPTIONS = (
    "standard",
    "advantageous",
    "difficult",
    "standard+advantageous",
    "standard+difficult",
    "advantageous+difficult",
)
SPECIALTY_IDS = (
    "druide", "necromancien", "demoniste", "cultiste", "pretre", "sage", "guerisseur", "shaman",
    "constellationiste", "illusionniste", "genie", "oracle", "alchimiste", "runiste", "enchanteur", "metamorphe",
)
EVENT_IDS = (
    "printemps", "ete", "automne", "hiver", "averse", "deluge", "orage", "brouillard", "brise", "rafales",
    "tempete", "ouragan", "tornade", "inondation", "grele", "gel", "neige", "avalanche", "canicule",
    "secheresse", "incendie", "coulee", "effondrement", "arcenciel", "aurore", "coucher", "etoile",
    "pleinelune", "eclipse", "secousse",
)


@dataclass(frozen=True)
class Terrain:
    id: str
    set: str
    code: str
    tile: int
    growth: frozenset[str]
    water_entry_loss: int
    air_single_move: bool
    souffle_cost: int | None
    growth_pin: int
    no_gain: bool
    color: tuple[int, int, int]
    name: Mapping[str, str]


@dataclass(frozen=True)
class Card:
    """A specialty or event card: its numbers (`p`) and its texts."""

    id: str
    cost: int
    p: Mapping[str, int]
    name: Mapping[str, str]
    text: Mapping[str, str]


@dataclass(frozen=True)
class Rules:
    action_points: int
    max_level: int
    reserve_per_element: int
    army_size: int
    free_start_min_earth: int
    predefined_min_earth: int
    home_rows: int
    souffle_max: int
    air_moves: int
    costs: Mapping[str, int]
    turn_limit: int
    boards: Mapping[int, tuple[int, int]]  # players -> (size, block)
    default_arena: Mapping[int, str]
    events_drawn: int
    events_per_player: int
    event_cost: int


@dataclass(frozen=True)
class Defs:
    rules: Rules
    terrains: Mapping[str, Terrain]
    by_set: Mapping[str, tuple[str, ...]]
    by_code: Mapping[str, str]
    specialties: Mapping[str, Card]
    events: Mapping[str, Card]
    arenas: Mapping[str, Arena]
    tilesets: Mapping[str, Tileset]
    files: tuple[str, ...]


def _rules(node: data.Node) -> Rules:
    node.only_keys(
        "action_points", "max_level", "reserve_per_element", "army_size", "free_start_min_earth",
        "predefined_min_earth", "home_rows", "souffle_max", "air_moves", "costs", "turn_limit", "boards",
        "default_arena", "events",
    )
    costs_node = node["costs"].only_keys("grow", "move", "attack", "tunnel", "brasier", "vague", "souffle")
    costs = {k: costs_node[k].int(0, 10) for k in ("grow", "move", "attack", "tunnel", "brasier", "vague", "souffle")}
    boards = {}
    for key, sub in node["boards"].items():
        if key not in ("2", "4"):
            raise sub.error("boards are given for 2 and 4 players")
        sub.only_keys("size", "block")
        size, block = sub["size"].int(4, 26), sub["block"].int(2, 13)
        if block * 2 != size:
            raise sub.error(f"four blocks of {block}x{block} do not make a {size}x{size} board")
        boards[int(key)] = (size, block)
    if set(boards) != {2, 4}:
        raise node["boards"].error("boards for 2 and 4 players are needed")
    default_arena = {}
    for key, sub in node["default_arena"].items():
        default_arena[int(key)] = sub.str()
    ev = node["events"].only_keys("drawn", "per_player", "cost")
    max_level = node["max_level"].int(1, 9)
    return Rules(
        action_points=node["action_points"].int(1, 20),
        max_level=max_level,
        reserve_per_element=node["reserve_per_element"].int(1, 30),
        army_size=node["army_size"].int(1, 60),
        free_start_min_earth=node["free_start_min_earth"].int(1, 30),
        predefined_min_earth=node["predefined_min_earth"].int(1, 30),
        home_rows=node["home_rows"].int(1, 4),
        souffle_max=node["souffle_max"].int(1, 9),
        air_moves=node["air_moves"].int(1, 9),
        costs=MappingProxyType(costs),
        turn_limit=node["turn_limit"].int(2, 100_000),
        boards=MappingProxyType(boards),
        default_arena=MappingProxyType(default_arena),
        events_drawn=ev["drawn"].int(0, len(EVENT_IDS)),
        events_per_player=ev["per_player"].int(0, len(EVENT_IDS)),
        event_cost=ev["cost"].int(0, 20),
    )


def _terrains(node: data.Node) -> dict[str, Terrain]:
    out = {}
    codes: set[str] = set()
    for tid, sub in node.items():
        sub.only_keys("set", "code", "tile", "growth", "water_entry_loss", "air_single_move", "souffle_cost",
                      "growth_pin", "no_gain", "color", "name")
        growth = [g.str(ELEMENTS) for g in sub["growth"].list()]
        code = sub["code"].str()
        if len(code) != 1 or code in codes:
            raise sub["code"].error(f"'{code}' must be one letter, unique among terrains")
        codes.add(code)
        out[tid] = Terrain(
            id=tid,
            set=sub["set"].str(TERRAIN_SETS),
            code=code,
            tile=sub["tile"].int(0, 3),
            growth=frozenset(growth),
            water_entry_loss=sub.get("water_entry_loss", 0).int(0, 9),
            air_single_move=sub.get("air_single_move", False).bool(),
            souffle_cost=sub["souffle_cost"].int(0, 9) if sub.has("souffle_cost") else None,
            growth_pin=sub.get("growth_pin", 0).int(0, 9),
            no_gain=sub.get("no_gain", False).bool(),
            color=sub["color"].color(),
            name=MappingProxyType(sub["name"].texts()),
        )
    for s in TERRAIN_SETS:
        n = sum(1 for t in out.values() if t.set == s)
        if n != 4:
            raise node.error(f"the {s} set needs 4 terrains, found {n}")
    return out


def _cards(node: data.Node, ids: tuple[str, ...], what: str, extra: tuple[str, ...] = ()) -> dict[str, Card]:
    out = {}
    for cid, sub in node.items():
        if cid not in ids:
            raise sub.error(f"unknown {what} '{cid}' (the engine knows {', '.join(ids)})")
        p = {}
        for key, v in sub.items():
            if key in ("name", "text", "cost", "action", *extra):
                continue
            p[key] = v.int(0, 99)
        out[cid] = Card(
            id=cid,
            # a specialty's cost is a tuned rule number: never defaulted (events are free by the rules)
            cost=(sub["cost"] if what == "specialty" else sub.get("cost", 0)).int(0, 20),
            p=MappingProxyType(p),
            name=MappingProxyType(sub["name"].texts()),
            text=MappingProxyType(sub["text"].texts()),
        )
    missing = [i for i in ids if i not in out]
    if missing:
        raise node.error(f"missing {what}: {', '.join(missing)}")
    return out


def arena_rules(rules: Rules) -> ArenaRules:
    return ArenaRules(
        sizes={p: s for p, (s, _) in rules.boards.items()},
        army_size=rules.army_size,
        min_earth=rules.predefined_min_earth,
        home_rows=rules.home_rows,
        max_level=rules.max_level,
        per_element=rules.reserve_per_element,
    )


def data_dir() -> Path:
    return data.game_file(GAME_ID, "")


def read_defs() -> Defs:
    """Read and check every Elem Master definition (no cache: check-data uses this)."""
    files = []

    def y(name: str) -> data.Node:
        files.append(str(data.game_file(GAME_ID, name)))
        return data.load(data.game_file(GAME_ID, name))

    rules = _rules(y("rules.yaml"))
    terrains = _terrains(y("terrains.yaml"))
    specialties = _cards(y("specialties.yaml"), SPECIALTY_IDS, "specialty")
    events = _cards(y("events.yaml"), EVENT_IDS, "event")
    by_set = {s: tuple(sorted((t.id for t in terrains.values() if t.set == s), key=lambda i: terrains[i].tile))
              for s in TERRAIN_SETS}
    tilesets = {}
    data.note_read(data_dir() / "tilesets")  # a tileset or an arena added or removed: read again
    data.note_read(data_dir() / "arenas")
    for path in sorted((data_dir() / "tilesets").glob("*.tsx")):
        data.note_read(path)
        ts = load_tileset(path, {**by_set, "void": ("void",)})
        if ts.set != "void" and ts.terrains != by_set[ts.set]:
            order = ", ".join(by_set[ts.set])
            raise DataError(ts.file, None, f"tile order must follow terrains.yaml 'tile' numbers: {order}")
        tilesets[path.stem] = ts
        files.append(str(path))
    for s in (*TERRAIN_SETS, "void"):
        if not any(t.set == s for t in tilesets.values()):
            raise DataError(str(data_dir() / "tilesets"), None, f"no tileset for the {s} set")
    arenas = {}
    ar = arena_rules(rules)
    for path in sorted((data_dir() / "arenas").glob("*.tmx")):
        data.note_read(path)
        arenas[path.stem] = load_arena(path, ar)
        files.append(str(path))
    for players, aid in rules.default_arena.items():
        if aid not in arenas or arenas[aid].players != players:
            raise DataError(files[0], None, f"default_arena for {players} players: no {players}-player arena '{aid}'")
    return Defs(
        rules=rules,
        terrains=MappingProxyType(terrains),
        by_set=MappingProxyType(by_set),
        by_code=MappingProxyType({t.code: t.id for t in terrains.values()}),
        specialties=MappingProxyType(specialties),
        events=MappingProxyType(events),
        arenas=MappingProxyType(arenas),
        tilesets=MappingProxyType(tilesets),
        files=tuple(files),
    )


@data.cached
def load_defs() -> Defs:
    """The definitions, read again only when a file of them changed."""
    return read_defs()


def arena_ids() -> list[str]:
    """Arena ids from the file names (cheap: used for the option list at import)."""
    return sorted(p.stem for p in (data_dir() / "arenas").glob("*.tmx"))
