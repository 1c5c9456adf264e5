"""Monsters for a newcomer: at the beginner pace, a slow person wins a fair share of rounds.

The slow person is scripted as issue 12 asks: their first trick after 60 seconds of a round,
then one every 30 seconds; when the moment comes and no trick is in hand they swap (a card that
gives a trick when there is one), then look again 5 seconds later. They pick the colour they
miss, as a person reading the goal would.
"""

from __future__ import annotations

from typing import Any

from game.bots import Bot
from game.core import Action
from game.match import Match
from game.monsters.defs import load_defs

FIRST_TRICK = 60.0
NEXT_TRICK = 30.0
LOOK_AGAIN = 5.0
# Steps one match may take here (a time step or a move each): a finished match of these tests takes
# under 60. One match, seed 5 with the person first, never ends: in its first round the beginner
# stops acting while the person swaps every 5 s, so it counts no round whether it is cut after
# 2,000 steps or after Match.run_bots' 100,000 (which took half a minute, the whole test's time).
MATCH_STEPS = 2_000


class SlowPerson(Bot):
    strength = "person"

    def __init__(self, seat: int, seed: int) -> None:
        super().__init__(seat, seed)
        self.defs = load_defs()
        self.next_look: dict[int, float] = {}  # round -> clock of the next look after a swap

    def _due(self, view: dict[str, Any]) -> float:
        done = len(view["tricks"][self.seat])
        due = FIRST_TRICK + NEXT_TRICK * done
        return max(due, self.next_look.get(view["round"], 0.0))

    def delay(self, view: dict[str, Any], legal: list[Action]) -> float:
        return max(0.0, self._due(view) - view["clock"])

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        if not any(a.kind == "trick" for a in legal):
            self.next_look[view["round"]] = view["clock"] + LOOK_AGAIN
        return person_move(self, view, legal)


def person_move(bot: Any, view: dict[str, Any], legal: list[Action]) -> Action:
    """What a scripted person plays when their moment comes: the trick of the colour they miss
    most, else a swap for a card that gives a trick with the centre, else any swap."""
    tricks = [a for a in legal if a.kind == "trick"]
    if tricks:
        counts = view["colour_counts"][bot.seat]
        return min(tricks, key=lambda a: (counts[str(a.args[0])], str(a)))
    swaps = [a for a in legal if a.kind == "swap"]
    defs = bot.defs  # the person's copy of the cards' definitions
    ids = defs.rules.colour_ids
    hand, centre = view["hand"], view["centre"]
    for a in swaps:
        new = [c for c in hand if c != int(a.args[0])] + [centre]
        if centre is not None and {ids[k] for k in defs.cards.colours_of(new)}:
            return a
    return bot.rng.choice(swaps)


def person_round_share(strength: str, matches: int, seed: int = 1) -> tuple[float, int]:
    """Rounds the slow person wins (a shared round counts its share) over all rounds played."""
    won, rounds = 0.0, 0
    for i in range(matches):
        person = i % 2
        seats = [f"bot:{strength}", f"bot:{strength}"]
        m = Match("monsters", seats, seed=seed + i)
        m.bots[person] = SlowPerson(person, seed + i)
        m.run_bots(max_steps=MATCH_STEPS)
        for h in m.state.history:
            winners = h["winners"]
            rounds += 1
            if person in winners:
                won += 1.0 / len(winners)
    return won / rounds, rounds


def test_the_slow_person_still_wins_rounds_from_the_beginner() -> None:
    """Slower than a newcomer (round 9's won 2-0 in under 4 minutes at a trick every 20-25 s; the
    beginner is tuned to race them: tests/test_monsters_f10_pace.py), yet not beaten every time:
    0.42 at the beginner's 20-34 s, 0.32 at 16-28 s (30 matches); 0.28 once it renews the centre for a
    stuck seat (round 10; over seeds 200-259 the same: 0.30 before and after, these seeds' noise)."""
    share, rounds = person_round_share("beginner", 30)
    assert rounds >= 60
    assert share >= 0.26, f"the slow person took {share:.0%} of the rounds"


def test_the_slow_person_rarely_beats_the_medium_bot() -> None:
    share, _ = person_round_share("medium", 10)
    assert share < 1 / 3


def test_beginner_is_a_strength_of_monsters_only() -> None:
    Match("monsters", ["bot:beginner", "human"])
    try:
        Match("kaiju", ["bot:beginner", "human"])
    except ValueError as exc:
        assert "beginner" in str(exc)
    else:
        raise AssertionError("kaiju has no beginner bot")


def round_share(strong: str, weak: str, matches: int, seed: int = 300) -> float:
    """The rounds `strong` wins (a shared round counts its share) against `weak`, seats alternating."""
    won, rounds = 0.0, 0
    for i in range(matches):
        seats = [f"bot:{strong}", f"bot:{weak}"] if i % 2 == 0 else [f"bot:{weak}", f"bot:{strong}"]
        m = Match("monsters", seats, seed=seed + i)
        m.run_bots()
        me = seats.index(f"bot:{strong}")
        for h in m.state.history:
            rounds += 1
            won += 1.0 / len(h["winners"]) if me in h["winners"] else 0.0
    return won / rounds


def test_the_levels_stay_ordered_with_a_livelier_beginner() -> None:
    """Issue 24: the beginner plays more (a newcomer saw it "barely play"), yet every stronger level
    still takes most rounds from the one below it."""
    for strong, weak in (("easy", "beginner"), ("medium", "easy")):
        share = round_share(strong, weak, 12)
        assert share > 0.6, f"{strong} took only {share:.0%} of the rounds from {weak}"


def test_the_beginner_takes_part_in_the_race() -> None:
    """Against the slow person it reaches most colours of a round, not two or three."""
    colours, rounds = 0, 0
    for i in range(10):
        m = Match("monsters", ["bot:beginner", "human"], seed=1 + i)
        m.bots[1] = SlowPerson(1, 1 + i)
        m.run_bots()
        for h in m.state.history:
            rounds += 1
            colours += len(h["counts"][0])
    assert colours / rounds >= 3.5, f"the beginner reached {colours / rounds:.1f} colours a round"
