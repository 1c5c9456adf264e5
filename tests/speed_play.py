"""Random legal play recorded as a digest: the proof that a speed change changed no rule.

Each step hashes the acting seat, its whole legal list (order included), the action drawn and
every event it caused (kind, seat, data, audience). The same seed must give the same digest
before and after an optimisation; tests/test_speed_determinism.py holds the digests recorded
from the code before the speed work.
"""

from __future__ import annotations

import hashlib
import json
import random

from game import registry
from game.core import Chance, Event

# What engines added to their events after the digests were recorded, for screens only (no rule
# reads them): Elem Master's `status` (the public counters after an action), its `step_done`
# event and the reserves its `revealed` event carries; Elemons' `given` (the tiles a catch sends to
# the box) and Evolution's `turn` on `game_over`. The digests hash events without them.
SCREEN_ONLY_KINDS = {"step_done"}
SCREEN_ONLY_FIELDS = {"status": None, "reserve": "revealed", "given": "gigamon_caught", "turn": "game_over",
                      "round": "turn_start"}
# Elem Master's `round` (the table's round, for the status line; no rule reads it) in the position.
SCREEN_ONLY_STATE = {"elemmaster": ("round",)}


def _rule_data(e: Event) -> dict:
    return {k: v for k, v in e.data.items()
            if k not in SCREEN_ONLY_FIELDS or SCREEN_ONLY_FIELDS[k] not in (None, e.kind)}


def _events_blob(events: list[Event]) -> str:
    kept = [e for e in events if e.kind not in SCREEN_ONLY_KINDS]
    return json.dumps([[e.kind, e.seat, _rule_data(e), e.to] for e in kept], sort_keys=True, default=repr)


def play_digest(game_id: str, seed: int, seats: int, max_steps: int = 3000) -> str:
    """sha256 of a random game (legal lists, actions, events) from one seed."""
    spec = registry.get(game_id)
    st = spec.new_state(seats, Chance(seed), spec.default_options())
    rng = random.Random(seed * 7 + 3)
    h = hashlib.sha256()
    h.update(_events_blob(getattr(st, "setup_events", [])).encode())
    for _ in range(max_steps):
        if st.is_over:
            break
        actors = st.actors()
        if not actors:
            break
        seat = rng.choice(actors)
        legal = st.legal_actions(seat)
        h.update(f"|{seat}:{';'.join(map(str, legal))}".encode())
        if not legal:
            advance = getattr(st, "advance_time", None)
            if advance is None:
                break
            h.update(_events_blob(advance(1.0)).encode())
            continue
        action = rng.choice(legal)
        h.update(f">{action}".encode())
        h.update(_events_blob(st.apply(seat, action)).encode())
    hidden = SCREEN_ONLY_STATE.get(game_id, ())
    position = {k: v for k, v in st.to_json()["state"].items() if k not in hidden}
    h.update(json.dumps(position, sort_keys=True, default=repr).encode())
    return h.hexdigest()[:16]
