"""Positions from YAML scenario files (tests, worked examples, bug reports).

Format (every key but `stacks` is optional; docs/rules/elemmaster.md has the details):

    players: 2                 # 2 or 4
    mode: ffa                  # 4 players: ffa or teams
    terrain: forest            # one terrain on every cell, or
    blocks: [forest, savanna, swamp, mountain]   # bottom-left, bottom-right, top-left, top-right
    rows: ["FFFSSS", ...]      # or one letter per cell (terrains.yaml codes), top row first
    cells: {c3: desert}        # single cells changed after that
    void: [c3, d4]
    stacks:
      b2: 0 earth 2            # owner element level, then flags: played, pin=1, morph=water
    current: 0                 # whose turn
    first: 0
    ap: 3
    turn: 0
    turn_limit: 200
    specialties: {0: druide}
    reserves: {0: {earth: 2}}  # default: 6 of each element minus those on the board
    aside: {0: 1}              # Nécromancien's Earth tokens set aside
    eliminated: [2]
    events:
      row: [printemps, ete]    # face-up available cards
      hidden: {secousse_for: 0, cards: [gel]}   # face-down cards revealed at seat 0's next turn
      deck: [orage]            # the top of the deck is the end of the list
      used: {0: [automne]}
      reserved: {1: [deluge]}
    effects:                   # turn effects in force, as the engine keeps them
      - {kind: brouillard, by: 1, who: 0, waiting: false}
"""

from __future__ import annotations

from typing import Any

import yaml

from game.core import Chance
from game.data import Node
from game.elemmaster.board import ELEMENTS, Geometry, geometry
from game.elemmaster.defs import EVENT_IDS, SPECIALTY_IDS, load_defs
from game.elemmaster.pieces import Stack
from game.elemmaster.rules import ElemState

EFFECT_KINDS = ("brouillard", "rafales", "ouragan", "inondation", "canicule", "secheresse", "ap_set", "ap_bonus")


def _cell(node: Node, geo: Geometry, value: object = None) -> int:
    name = node.value if value is None else value
    cell = geo.index.get(str(name))
    if cell is None:
        raise node.error(f"no cell '{name}' on a {geo.size}x{geo.size} board")
    return cell


def from_scenario(node: Node, chance: Chance) -> ElemState:
    defs = load_defs()
    rules = defs.rules
    node.only_keys("players", "mode", "terrain", "blocks", "rows", "cells", "void", "stacks", "current", "first",
                   "ap", "turn", "turn_limit", "specialties", "reserves", "aside", "eliminated", "events", "effects",
                   "title", "notes", "arena")
    players = node.get("players", 2).int(2, 4)
    if players not in rules.boards:
        raise node["players"].error("Elem Master is for 2 or 4 players")
    size = rules.boards[players][0]
    geo = geometry(size)
    st = ElemState(players, chance, defs, size)
    if players == 4:
        st.mode = node.get("mode", "ffa").str(("ffa", "teams"))
    st.arena = node.get("arena", "scenario").str()
    st.terrain_set = "scenario"
    if node.has("terrain"):
        st.terrain = [node["terrain"].str(list(defs.terrains))] * geo.count
    elif node.has("blocks"):
        blocks = [b.str(list(defs.terrains)) for b in node["blocks"].list()]
        if len(blocks) != 4:
            raise node["blocks"].error("four blocks: bottom-left, bottom-right, top-left, top-right")
        st.terrain = [blocks[geo.quadrant(c)] for c in range(geo.count)]
    elif node.has("rows"):
        rows = node["rows"].list()
        if len(rows) != size:
            raise node["rows"].error(f"{size} rows needed")
        for r, row in enumerate(rows):
            text = row.str().replace(" ", "")
            if len(text) != size:
                raise row.error(f"{size} letters needed, found {len(text)}")
            for x, letter in enumerate(text):
                if letter not in defs.by_code:
                    raise row.error(f"unknown terrain letter '{letter}' ({', '.join(sorted(defs.by_code))})")
                st.terrain[(size - 1 - r) * size + x] = defs.by_code[letter]
    for name, sub in node.get("cells", {}).items():
        st.terrain[_cell(sub, geo, name)] = sub.str(list(defs.terrains))
    st.void = {_cell(v, geo) for v in node.get("void", []).list()}
    on_board = [dict.fromkeys(ELEMENTS, 0) for _ in range(players)]
    for name, sub in node["stacks"].items():
        cell = _cell(sub, geo, name)
        if cell in st.void:
            raise sub.error(f"{name} is a void cell")
        parts = str(sub.value).split()
        if len(parts) < 3 or not parts[0].isdigit() or not parts[2].isdigit():
            raise sub.error("a stack is 'owner element level [played] [pin=N] [morph=element]'")
        owner, element, level = int(parts[0]), parts[1], int(parts[2])
        if owner >= players or element not in ELEMENTS or not 1 <= level <= 9:
            raise sub.error(f"bad stack '{sub.value}'")
        s = Stack(owner, element, level)
        for flag in parts[3:]:
            if flag == "played":
                s.played = True
            elif flag.startswith("pin=") and flag[4:].isdigit():
                s.pin = int(flag[4:])
                s.played = True
            elif flag.startswith("morph=") and flag[6:] in ELEMENTS:
                s.morph = flag[6:]
            else:
                raise sub.error(f"unknown flag '{flag}' (played, pin=N, morph=element)")
        st.stacks[cell] = s
        on_board[owner][element] += level
    for key, sub in node.get("aside", {}).items():
        st.aside[int(key)] = sub.int(0, rules.reserve_per_element)
    for seat in range(players):
        for e in ELEMENTS:
            aside = st.aside[seat] if e == "earth" else 0
            st.reserve[seat][e] = max(0, rules.reserve_per_element - on_board[seat][e] - aside)
    for key, sub in node.get("reserves", {}).items():
        seat = int(key)
        for e, v in sub.items():
            if e not in ELEMENTS:
                raise v.error(f"unknown element '{e}'")
            st.reserve[seat][e] = v.int(0, rules.reserve_per_element)
    for seat in range(players):
        for e in ELEMENTS:
            held = on_board[seat][e] + st.reserve[seat][e] + (st.aside[seat] if e == "earth" else 0)
            if held > rules.reserve_per_element:
                raise node.error(f"player {seat} would hold {held} {e} tokens, only {rules.reserve_per_element} exist")
            st.out[seat][e] = rules.reserve_per_element - held
    for sub in node.get("eliminated", []).list():
        st.eliminated[sub.int(0, players - 1)] = True
    for key, sub in node.get("specialties", {}).items():
        st.specialty[int(key)] = sub.str(SPECIALTY_IDS)
    st.first = node.get("first", 0).int(0, players - 1)
    st.current = node.get("current", st.first).int(0, players - 1)
    st.ap = node.get("ap", rules.action_points).int(0, 20)
    st.turn = node.get("turn", 0).int(0)
    st.round = st.turn // players + 1  # the round players count (a 0 said "Tour 1" twice in the tutorial)
    st.turn_limit = node.get("turn_limit", rules.turn_limit).int(1)
    if node.has("events"):
        evn = node["events"].only_keys("row", "hidden", "deck", "used", "reserved")
        st.events_on = True
        st.ev_row = [{"id": c.str(EVENT_IDS), "hidden_for": None} for c in evn.get("row", []).list()]
        if evn.has("hidden"):
            h = evn["hidden"].only_keys("secousse_for", "cards")
            who = h["secousse_for"].int(0, players - 1)
            st.ev_row += [{"id": c.str(EVENT_IDS), "hidden_for": who} for c in h["cards"].list()]
        st.ev_deck = [c.str(EVENT_IDS) for c in evn.get("deck", []).list()]
        for key, sub in evn.get("used", {}).items():
            st.ev_used[int(key)] = [c.str(EVENT_IDS) for c in sub.list()]
        for key, sub in evn.get("reserved", {}).items():
            st.ev_reserved[int(key)] = [c.str(EVENT_IDS) for c in sub.list()]
    for sub in node.get("effects", []).list():
        if not isinstance(sub.value, dict) or sub.value.get("kind") not in EFFECT_KINDS:
            raise sub.error(f"an effect is a mapping with kind one of {', '.join(EFFECT_KINDS)}")
        effect: dict[str, Any] = dict(sub.value)
        if "who" in effect:
            effect.setdefault("waiting", False)
        else:
            effect.setdefault("delay", 0)
            effect.setdefault("turns", 1)
        effect.setdefault("by", st.current)
        st.effects.append(effect)
    return st


def from_text(text: str, chance: Chance | None = None, name: str = "<scenario>") -> ElemState:
    """A position from YAML text (tests, bug reports); errors point into the text."""
    value = yaml.safe_load(text)
    node = Node(value, yaml.compose(text, Loader=yaml.SafeLoader), name)
    return from_scenario(node, chance or Chance(0))
