"""Positions from YAML (data/evolution/scenarios/*.yaml); the format is in docs/rules/evolution.md."""

from __future__ import annotations

from typing import Any

from game.core import Chance
from game.data import Node
from game.evolution.defs import load_defs
from game.evolution.engine import CENTRE, HELD, OPEN, QUICK, USED, VARIANTS, EvolutionState

MAGE_KEYS = ("name", "hand", "draw", "quick", "main", "quick_state", "piles", "rooted", "penalty", "rest")


def _cards(node: Node, deck: list[str]) -> list[str]:
    out = []
    for n in node.list():
        out.append(n.str(deck))
    return out


def from_scenario(node: Node, chance: Chance) -> EvolutionState:
    defs = load_defs()
    node.only_keys(
        "seats",
        "variant",
        "names",
        "current",
        "turn",
        "mages",
        "tokens",
        "centre",
        "markers",
        "extra_turns",
        "description",
    )
    n = node["seats"].int(2, 4)
    variant = node.get("variant", "standard").str(VARIANTS)
    st = EvolutionState(n, chance, defs, variant)
    mages = node["mages"].list()
    if len(mages) != n:
        raise node["mages"].error(f"expected {n} mages, found {len(mages)}")
    deck = defs.deck()
    centre_nodes = node.get("centre", []).list()
    centre: list[list[Any]] = []
    for cn in centre_nodes:
        pair = cn.list()
        if len(pair) != 2:
            raise cn.error("expected [seat, ether card]")
        owner = pair[0].int(0, n - 1)
        card = pair[1].str([c for c in deck if defs.cards[c].is_ether])
        centre.append([owner, card])
    st.centre = centre
    for s, m in enumerate(mages):
        m.only_keys(*MAGE_KEYS)
        used: list[str] = [c for o, c in centre if o == s]
        st.hands[s] = _cards(m.get("hand", []), deck)
        st.draws[s] = list(reversed(_cards(m.get("draw", []), deck)))  # written top first
        st.quick[s] = _cards(m.get("quick", []), deck)
        st.main[s] = _cards(m.get("main", []), deck)
        st.quick_state[s] = m.get("quick_state", OPEN).str(("open", "unavailable", "condemned"))
        used += st.hands[s] + st.draws[s] + st.quick[s] + st.main[s]
        piles = m.get("piles", {})
        piles.only_keys(*defs.elements)
        for el in defs.elements:
            pnode = piles.get(el, [])
            cards = _cards(pnode, deck)
            for c in cards:
                if not st.fits(c, s, el):
                    raise pnode.error(f"{c} cannot lie at level {len(st.piles[s][el])} of the {el} pile")
                st.piles[s][el].append(c)
            used += cards
        rooted = m.get("rooted", {})
        rooted.only_keys(*defs.elements)
        for el in defs.elements:
            st.rooted[s][el] = rooted.get(el, 0).int(0, len(st.piles[s][el]))
            if len(st.piles[s][el]) - 1 == defs.max_level:
                st.rooted[s][el] = len(st.piles[s][el])  # a level-5 pile is always rooted
        st.penalty[s] = m.get("penalty", 0).int(0, defs.hand_size)
        dup = sorted({c for c in used if used.count(c) > 1})
        if dup:
            raise m.error(f"cards listed twice: {', '.join(dup)}")
        rest = [c for c in deck if c not in used]
        where = m.get("rest", "main").str(("draw", "quick", "main"))
        if where == "draw":
            st.draws[s][:0] = list(reversed(rest))
        elif where == QUICK:
            st.quick[s] += rest
        else:
            st.main[s] += rest
        if all(len(p) - 1 == defs.max_level for p in st.piles[s].values()):
            st.finished.append(s)
    tokens = node.get("tokens", {})
    tokens.only_keys(*defs.creatures)
    for cid, tnode in tokens.items():
        if tnode.value == USED:
            st._set_token(cid, {"state": USED, "holder": None, "giver": None})
        elif tnode.value == CENTRE:
            st._set_token(cid, {"state": CENTRE, "holder": None, "giver": None})
        else:
            tnode.only_keys("holder", "used", "giver")
            holder = tnode["holder"].int(0, n - 1)
            giver = tnode["giver"].int(0, n - 1) if tnode.has("giver") else None
            state = USED if tnode.get("used", False).bool() else HELD
            st._set_token(cid, {"state": state, "holder": holder, "giver": giver})
    markers = node.get("markers", {})
    markers.only_keys(*[c for c, cr in defs.creatures.items() if cr.power in ("protect", "copy")])
    for cid, mnode in markers.items():
        mnode.only_keys("seat", "pile")
        seat = mnode["seat"].int(0, n - 1)
        pile = mnode["pile"].str(defs.elements)
        free = st.free_card(seat, pile)
        if free is None:
            raise mnode["pile"].error("a protect marker lies on a free card")
        st.markers[cid] = {"seat": seat, "card": free}
        st._set_token(cid, {"state": USED, "holder": seat, "giver": None})
    st.turn = node.get("turn", 0).int(0)
    st.extra_turns = node.get("extra_turns", 0).int(0, 10)
    current = node.get("current", 0).int(0, n - 1)
    if not st.playing(current):
        raise node["current"].error("that mage has already finished")
    st.setup_events = st._start_turn(current, extra=False)
    return st
