"""Random legal play recorded as a digest: the proof that a speed change changed no rule.

Each step hashes the acting seat, its whole legal list (order included), the action drawn and
every event it caused (kind, seat, data, audience). The same seed must give the same digest
before and after an optimisation; tests/test_speed_determinism.py holds the digests recorded
from the code before the speed work.

A digest says only that something differs. The stream it hashes is kept too
(`speed_streams.xz`, beside this file), so a failure names the first step that differs, in
words, with the recorded and the current value. When rules change on purpose, record both again:

    python tests/speed_play.py   # prints the digests for the test and rewrites the streams
"""

from __future__ import annotations

import hashlib
import json
import lzma
import random
import sys
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run as a script: the game's packages

from game import registry  # noqa: E402
from game.core import Chance, Event  # noqa: E402

# What engines added to their events after the digests were recorded, for screens only (no rule
# reads them): Elem Master's `status` (the public counters after an action), its `step_done`
# event and the reserves its `revealed` event carries; Elemons' `given` (the tiles a catch sends to
# the box), Evolution's `turn` on `game_over` and Elemons' `why` (what a power without effect lacked)
# on `power_fizzled`, Elem Master's `side` and `no_gain` on `attack` (whose target it was, why the
# winner gained nothing: the log's words), its `ap_left` and `stuck` on `turn_end` (why a turn ended
# with points left), Evolution's `how` on `first_player` (the highest hand, the players' choice or
# chance: the log's words), Evolution's `whose` on `keep` (whether the freed creature's token was
# already the seat's own: the log's words), Evolution's `no_target` event (an effect with nothing to act
# on, said on screen), Elemons' `gigamons_in_turn` event (two Gigamons caught in a turn: the log's and the
# banner's feat, f48), Monsters' `at` on `swap` (when a seat swapped: a bot holding a trick reads it so that its
# own swaps do not restart its thinking time, f52; no rule reads it). The digests hash events without them.
SCREEN_ONLY_KINDS = {"step_done", "no_target", "gigamons_in_turn"}
SCREEN_ONLY_FIELDS = {"status": None, "reserve": "revealed", "given": "gigamon_caught", "turn": "game_over",
                      "round": "turn_start", "why": "power_fizzled", "side": "attack", "no_gain": "attack",
                      "owner": "attack", "victim": "attack", "element": "attack", "target_element": "attack",
                      "ap_left": "turn_end", "stuck": "turn_end", "how": "first_player", "whose": "keep",
                      "frees_nothing": "play", "deck": "deal", "left": "souffle",
                      "drawn": "recover", "at": "swap"}
# Elem Master's `round` (the table's round, for the status line; no rule reads it) in the position; Elemons'
# `feats`, `turn_catches`, `turn_powers` (the turns that caught two Gigamons, for the results' « Ce qui a
# décidé », f48) and Kaiju's
# `last_from` / `last_took` (each seat's score before its last turn and what that turn took, for the results'
# last swing, f48); Elemons' `seen` and `pairs_found` (who has seen each tile, and each seat's pairs found from
# memory or by luck, f49) and Kaiju's `stolen` (points moved by steals, f49): kept for the results, no rule
# reads them.
SCREEN_ONLY_STATE = {"elemmaster": ("round",),
                     "elemons": ("feats", "turn_catches", "turn_powers", "pairs_found", "seen"),
                     "kaiju": ("last_from", "last_took", "stolen", "stolen_bonus")}
# Monsters' `at` on each trick laid (when it was made: « sur mesure » reads the person's pace from it, f49;
# no rule reads it), in the position's `tricks` (per seat, a list of tricks).
NO_RULE_TRICK_FIELDS = {"monsters": ("at",)}


def _rule_data(e: Event) -> dict:
    return {k: v for k, v in e.data.items()
            if k not in SCREEN_ONLY_FIELDS or SCREEN_ONLY_FIELDS[k] not in (None, e.kind)}


def _events_blob(events: list[Event]) -> str:
    kept = [e for e in events if e.kind not in SCREEN_ONLY_KINDS]
    return json.dumps([[e.kind, e.seat, _rule_data(e), e.to] for e in kept], sort_keys=True, default=repr)


STREAMS = Path(__file__).with_name("speed_streams.xz")
PARTS = {"setup": "setup events", "legal": "legal list", "action": "action", "events": "events",
         "time": "events of the time that passed", "position": "final position"}
Chunk = tuple[str, str]  # (part, text): what the digest hashes, one piece at a time


def stream(game_id: str, seed: int, seats: int, max_steps: int = 3000) -> Iterator[Chunk]:
    """A random game from one seed, as the digest reads it: (part, text) in order, `part` one of
    PARTS; each step starts with a legal list. The same seed draws the same seat and action."""
    spec = registry.get(game_id)
    st = spec.new_state(seats, Chance(seed), spec.default_options())
    rng = random.Random(seed * 7 + 3)
    yield "setup", _events_blob(getattr(st, "setup_events", []))
    for _ in range(max_steps):
        if st.is_over:
            break
        actors = st.actors()
        if not actors:
            break
        seat = rng.choice(actors)
        legal = st.legal_actions(seat)
        yield "legal", f"|{seat}:{';'.join(map(str, legal))}"
        if not legal:
            advance = getattr(st, "advance_time", None)
            if advance is None:
                break
            yield "time", _events_blob(advance(1.0))
            continue
        action = rng.choice(legal)
        yield "action", f">{action}"
        yield "events", _events_blob(st.apply(seat, action))
    hidden = SCREEN_ONLY_STATE.get(game_id, ())
    position = {k: v for k, v in st.to_json()["state"].items() if k not in hidden}
    dropped = NO_RULE_TRICK_FIELDS.get(game_id, ())
    if dropped and "tricks" in position:
        position["tricks"] = [[{k: v for k, v in t.items() if k not in dropped} for t in ts]
                              for ts in position["tricks"]]
    yield "position", json.dumps(position, sort_keys=True, default=repr)


def digest(chunks: list[Chunk] | Iterator[Chunk]) -> str:
    h = hashlib.sha256()
    for _part, text in chunks:
        h.update(text.encode())
    return h.hexdigest()[:16]


def play_digest(game_id: str, seed: int, seats: int, max_steps: int = 3000) -> str:
    """sha256 of a random game (legal lists, actions, events) from one seed."""
    return digest(stream(game_id, seed, seats, max_steps))


def recorded_streams() -> dict[str, list[Chunk]]:
    """The streams kept with the digests, by "game seats seed": a `# game seats seed` line, then
    one `part text` line per chunk (no chunk holds a line break)."""
    out: dict[str, list[Chunk]] = {}
    chunks: list[Chunk] = []
    for line in lzma.decompress(STREAMS.read_bytes()).decode().split("\n"):
        if line.startswith("# "):
            chunks = out.setdefault(line[2:], [])
        else:
            part, _, text = line.partition(" ")
            chunks.append((part, text))
    return out


def _shorten(text: str, limit: int = 400) -> str:
    return text if len(text) <= limit else f"{text[:limit]}... ({len(text)} characters)"


def _first_item_apart(was: str, now: str) -> str:
    """Where two lists written `a;b;c` part: the first position whose items differ."""
    a, b = was.partition(":")[2].split(";"), now.partition(":")[2].split(";")  # after the seat: `|2:`
    for i, (x, y) in enumerate(zip(a, b, strict=False)):
        if x != y:
            return f" (item {i} was {x!r}, is {y!r})"
    return f" ({len(a)} items recorded, {len(b)} now)"


def first_difference(game_id: str, seats: int, seed: int, recorded: list[Chunk], now: list[Chunk]) -> str:
    """The first step where a game's stream differs from the recorded one, in words: the game, the
    seat count, the seed, the step, which part (legal list, action, events...) and both values."""
    where = f"{game_id}, {seats} seats, seed {seed}"
    step = -1  # the setup comes before step 0
    for (part, was), (now_part, is_) in zip(recorded, now, strict=False):
        step += part == "legal"
        at = f"{where}, step {step}" if step >= 0 else f"{where}, before the first step"
        if part != now_part:
            return (f"{at}: the recorded game goes on with its {PARTS[part]}, this one with its "
                    f"{PARTS[now_part]}\n  recorded: {_shorten(was)}\n  now:      {_shorten(is_)}")
        if was != is_:
            detail = _first_item_apart(was, is_) if part == "legal" else ""
            return (f"{at}: the {PARTS[part]} differs{detail}\n"
                    f"  recorded: {_shorten(was)}\n  now:      {_shorten(is_)}")
    if len(recorded) != len(now):
        same = min(len(recorded), len(now))
        return f"{where}: the same first {same} parts, then {len(recorded)} parts recorded and {len(now)} now"
    return f"{where}: the same stream as recorded; the digest differs, so the digest itself changed"


def explain(game_id: str, seats: int, seed: int) -> str:
    """Why a game's digest differs from the recorded one (a failing test's message)."""
    recorded = recorded_streams().get(f"{game_id} {seats} {seed}")
    if recorded is None:
        return f"{game_id}, {seats} seats, seed {seed}: no stream recorded in {STREAMS.name} (see speed_play.py)"
    return first_difference(game_id, seats, seed, recorded, list(stream(game_id, seed, seats)))


def record(cases: list[tuple[str, int, int]]) -> dict[tuple[str, int, int], str]:
    """Play every (game, seats, seed), keep their streams in STREAMS; their digests."""
    lines, digests = [], {}
    for game_id, seats, seed in cases:
        chunks = list(stream(game_id, seed, seats))
        lines.append(f"# {game_id} {seats} {seed}")
        lines += [f"{part} {text}" for part, text in chunks]
        digests[(game_id, seats, seed)] = digest(chunks)
    STREAMS.write_bytes(lzma.compress("\n".join(lines).encode(), preset=9 | lzma.PRESET_EXTREME))
    return digests


if __name__ == "__main__":
    from test_speed_determinism import BEFORE

    for case, value in record(sorted(BEFORE)).items():
        print(f"    {case}: {value!r},")
