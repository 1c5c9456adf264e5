"""Monsters, round 34 (nc34): what a newcomer met in the tutorial and a first game against « Bot sur mesure »."""

from __future__ import annotations

from game.match import Match
from tests.test_bots_monsters_beginner import SlowPerson


def _undone_swaps(match: Match, seat: int, steps: int) -> tuple[int, int]:
    """(swaps of `seat` that gave back the card its previous swap took, the centre still its own card;
    its swaps in all) over `steps` real-time steps."""
    undone = swaps = 0
    last: dict[str, int] | None = None
    for _ in range(steps):
        if match.state.is_over:
            break
        n = len(match.history)
        if not match._realtime_step():
            break
        for events in match.history[n:]:
            for e in events:
                if e.kind == "swap" and e.seat == seat:
                    swaps += 1
                    undone += last is not None and e.data["gave"] == last["took"] and e.data["took"] == last["gave"]
                    last = e.data
                elif e.kind in ("swap", "trick", "round_start"):
                    last = None  # the table changed under it: a card shown again is no undo
    return undone, swaps


def test_a_bot_never_takes_back_the_card_it_just_gave():
    """Shots 47-53: Bot 2 gave a card to the centre and took it straight back, eight times and more,
    « Bot 2 (sur mesure) échange une carte avec celle du centre » over and over while the person had no
    trick. Seed 4 with a person who does nothing: the old bot did it 386 times in a row; seed 13 with
    a slow person, six times. A swap made for no trick of its own shows a card not yet seen at the
    centre, never its own swap undone."""
    m = Match("monsters", ["human", "bot:close"], seed=4)
    undone, swaps = _undone_swaps(m, 1, 60)
    assert swaps >= 3 and undone == 0, (undone, swaps)
    m = Match("monsters", ["human", "bot:close"], seed=13)
    m.bots[0] = SlowPerson(0, 13)
    undone, swaps = _undone_swaps(m, 1, 60)
    assert swaps >= 3 and undone == 0, (undone, swaps)


def test_a_bot_does_not_swap_again_and_again_while_nothing_else_moves():
    """The dead minute itself: swaps of the bot's a few seconds apart, nothing else happening. Seed 5
    with a slow person: the old bot made four swaps within 20 s of each other; now the centre shows its
    cards once each, then it waits for its slower renewal (or a trick, or another seat's move)."""
    m = Match("monsters", ["human", "bot:close"], seed=5)
    m.bots[0] = SlowPerson(0, 5)
    quick = longest = 0
    prev: float | None = None
    for _ in range(60):
        if m.state.is_over:
            break
        n = len(m.history)
        m._realtime_step()
        for e in (e for events in m.history[n:] for e in events):
            if e.kind == "swap" and e.seat == 1:
                quick = quick + 1 if prev is not None and m.state.clock - prev < 20.0 else 0
                longest, prev = max(longest, quick), m.state.clock
            elif e.kind in ("trick", "round_start"):
                prev, quick = None, 0
    assert longest < 3, longest
