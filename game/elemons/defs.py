"""Elemons definitions: the kinds of tile and the numbers of tiles.yaml."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from game import data

POWERS = ("swap", "rock", "replay", "peek", "draw", "burn", "wild")


@dataclass(frozen=True)
class Kind:
    id: str
    name: dict[str, str]
    count: int
    color: tuple[int, int, int]
    symbol: str
    power: str
    gigamon: str
    gigamon_name: dict[str, str]


@dataclass(frozen=True)
class Defs:
    kinds: dict[str, Kind]
    grid: int
    gigamons_to_win: int
    trade_size: int
    rocks: int
    peeks: int
    turn_limit: int

    @property
    def slots(self) -> int:
        return self.grid * self.grid

    @cached_property  # read at every pair: computed once per definitions
    def wild(self) -> str | None:
        return next((k.id for k in self.kinds.values() if k.power == "wild"), None)

    def by_gigamon(self, gigamon: str) -> Kind | None:
        return next((k for k in self.kinds.values() if k.gigamon == gigamon), None)


@data.cached
def load_defs() -> Defs:
    """tiles.yaml as definitions, parsed again only when the file changed."""
    root = data.load(data.game_file("elemons", "tiles.yaml"))
    root.only_keys("grid", "gigamons_to_win", "trade_size", "rocks", "hydromon_peeks", "turn_limit", "kinds")
    kinds: dict[str, Kind] = {}
    for kid, node in root["kinds"].items():
        node.only_keys("name", "count", "color", "symbol", "power", "gigamon")
        giga = node["gigamon"].only_keys("id", "name")
        kinds[kid] = Kind(
            id=kid,
            name=node["name"].texts(),
            count=node["count"].int(0, 99),
            color=node["color"].color(),
            symbol=node["symbol"].str(),
            power=node["power"].str(POWERS),
            gigamon=giga["id"].str(),
            gigamon_name=giga["name"].texts(),
        )
    if sum(1 for k in kinds.values() if k.power == "wild") > 1:
        raise root["kinds"].error("at most one kind may have the power 'wild'")
    grid = root["grid"].int(2, 6)
    defs = Defs(
        kinds=kinds,
        grid=grid,
        gigamons_to_win=root["gigamons_to_win"].int(1, len(kinds)),
        trade_size=root["trade_size"].int(2, 10),
        rocks=root["rocks"].int(0, 20),
        peeks=root["hydromon_peeks"].int(1, grid * grid),
        turn_limit=root["turn_limit"].int(10, 100_000),
    )
    if sum(k.count for k in kinds.values()) < defs.slots:
        raise root["kinds"].error(f"the tiles cannot fill a {grid}x{grid} grid")
    return defs


