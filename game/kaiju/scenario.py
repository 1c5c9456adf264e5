"""Kaiju positions from YAML (data/kaiju/scenarios/*.yaml); the format is in docs/rules/kaiju.md.

Every card of the box is placed exactly once: the cards a scenario does not place go to the pile
(shuffled, chance label "deal"), to the discard (`rest: discard`) or out of the game unsaid
(`rest: removed`), so a scenario keeps the 53 Kaiju and 6 Mechas like a real game.
"""

from __future__ import annotations

from collections import Counter

from game import data
from game.core import Chance, Deck, Event
from game.kaiju.defs import KaijuDefs, load_defs
from game.kaiju.state import KaijuState

SCENARIO_KEYS = (
    "title",
    "seats",
    "active",
    "turn",
    "phase",
    "dice",
    "table",
    "players",
    "discard",
    "removed",
    "pile_top",
    "rest",
    "deal",
    "last_turns",
)


def from_scenario(node: data.Node, chance: Chance, defs: KaijuDefs | None = None) -> KaijuState:
    defs = defs or load_defs()
    node.only_keys(*SCENARIO_KEYS)
    if node.has("title"):
        node["title"].texts()
    n = node["seats"].int(2, 4)
    st = KaijuState(n, chance, defs)
    pool: Counter[int] = defs.counts()

    def claim(item: data.Node) -> int:
        v = item.int()
        if pool[v] <= 0:
            known = "no such Kaiju" if v not in defs.values else f"every card {v} is already placed"
            raise item.error(f"card {v}: {known}")
        pool[v] -= 1
        return v

    if node.has("removed"):
        st.removed = [claim(c) for c in node["removed"].list()]
    else:
        for v in defs.removal(n):
            pool[v] -= 1
            st.removed.append(v)
    st.active = node.get("active", 0).int(0, n - 1)
    st.turn = node.get("turn", 0).int(0, defs.turn_limit - 1)
    st.phase = node.get("phase", "roll").str(("roll", "main"))
    if st.phase == "main":
        dice = node["dice"].list()
        if len(dice) != 2:
            raise node["dice"].error("two dice are needed")
        st.dice = [d.int(1, defs.die_sides) for d in dice]
    elif node.has("dice"):
        raise node["dice"].error("dice are rolled at the start of the turn: give them only with phase: main")
    deal = node.get("deal", False).bool()
    if deal and node.has("table"):
        raise node["table"].error("deal: true deals the table itself")
    if node.has("table"):
        slots = node["table"].list()
        if len(slots) > defs.table_size:
            raise node["table"].error(f"the table has {defs.table_size} slots")
        for i, slot in enumerate(slots):
            st.table[i] = None if slot.value is None else claim(slot)
    held: set[int] = set()
    if node.has("players"):
        players = node["players"].list()
        if len(players) != n:
            raise node["players"].error(f"{len(players)} players listed for {n} seats")
        for seat, p in enumerate(players):
            p.only_keys("hand", "mechas", "wounds")
            if deal and p.has("hand"):
                raise p["hand"].error("deal: true deals the start hands itself")
            st.hands[seat] = sorted(claim(c) for c in p.get("hand", []).list())
            for m in p.get("mechas", []).list():
                face = m.int()
                if face not in defs.mecha_faces or face in held:
                    raise m.error(f"Mecha {face} does not exist or is held twice")
                held.add(face)
                st.mechas[seat].append(face)
            st.mechas[seat].sort()
            st.wounds[seat] = p.get("wounds", 0).int(0, 100)
    st.mecha_table = [f for f in defs.mecha_faces if f not in held]
    st.discard = [claim(c) for c in node.get("discard", []).list()]
    top = [claim(c) for c in node.get("pile_top", []).list()]
    rest = sorted(pool.elements())
    chance.shuffle("deal", rest)
    announced = list(st.removed)  # the cards a banner says are out: not a lesson's leftovers
    where = node.get("rest", "pile").str(("pile", "discard", "removed"))
    if where == "discard":
        st.discard += rest
        rest = []
    elif where == "removed":  # out of the game unsaid: a lesson's discard starts empty, as in a real
        st.removed += rest  # game (nc19 read « 33 cartes » in the discard beside « Pioche : 4 »)
        rest = []
    # The first card of pile_top is drawn first: the top of a Deck is the end of its list.
    st.pile = Deck([*rest, *reversed(top)])
    if node.has("last_turns") and node["last_turns"].value is not None:
        st.last_turns = node["last_turns"].int(1, n)
    events: list[Event] = [Event("mechas_set", None, {"mechas": list(st.mecha_table)})]
    if announced:
        events.insert(0, Event("removed", None, {"cards": announced}))
    if deal:
        events += st.deal_table_and_hands()
    events += st._turn_start_events()
    st.setup_events = events
    return st
