"""Issue 24, round 11 (nc10-elemons): the bot must not look like it cheats, hints know a pending
replay, the count of held Elemons is named for what it is, and the tutorial's words read well."""

from __future__ import annotations

import random

import pytest

from game.core import visible
from game.match import Match


def _person_move(m: Match, rng: random.Random) -> None:
    """Seat 0 plays like a newcomer: any legal move, but a Hydromon peek looks at unknown tiles."""
    legal = m.state.legal_actions(0)
    m.play(0, rng.choice(legal))


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_no_bot_knows_what_another_seat_peeked_in_secret(level):
    """Every tile a bot remembers was shown to its own seat (turned, or its own peek); the person's
    secret peek never reaches it (nc10: 'the bot flipped exactly the two tiles I had peeked')."""
    peeks_checked = 0
    for seed in range(6):
        m = Match("elemons", ["human", f"bot:{level}"], seed=seed)
        bot = m.bots[1]
        shown: dict[int, str] = {}  # slot -> kind, as seat 1 was shown it (latest wins)
        rng = random.Random(seed)
        steps = 0
        while not m.state.is_over and steps < 600:
            steps += 1
            if m.bot_to_act() is not None:
                _seat, _action, events = m.bot_step()
            elif 0 in m.state.actors():
                before = len(m.history)
                _person_move(m, rng)
                events = [e for batch in m.history[before:] for e in batch]
            else:
                break
            for e in events:
                if e.kind == "tile_peeked" and e.seat == 0:
                    peeks_checked += 1
                    assert not e.visible_to(1)
                for e1 in visible([e], 1):
                    if e1.kind in ("tile_turned", "tile_peeked"):
                        shown[e1.data["slot"]] = e1.data["tile"]
                    elif e1.kind in ("slot_refilled",):
                        shown.pop(e1.data["slot"], None)
            for slot, kind in bot.recall().items():
                assert shown.get(slot) == kind, (
                    f"{level} seed {seed}: the bot recalls tile {slot} as {kind} but was never shown it")
    assert peeks_checked > 0, "the person never peeked: the test checked nothing"
