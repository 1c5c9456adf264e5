"""Monsters, round 9 (issue 24): the beginner races a newcomer. Measured on the game clock.

A newcomer at the table, scripted: they make a trick 25 seconds after their hand last changed
(the colour they miss first), and when their hand shows none they swap after 12 seconds (for a
card that gives a trick when the centre offers one). Round 9's newcomer won 2-0 in under four
minutes, the bot taking 3 tricks and then 2: "no race". At the pace of data/monsters/rules.yaml
the rounds are close, the bot makes a trick every 20 to 30 seconds and a match lasts 5 to 10
minutes, as the setup promises.
"""

from __future__ import annotations

import statistics
from typing import Any

from test_bots_monsters_beginner import person_move

from game.bots import Bot
from game.core import Action
from game.match import Match
from game.monsters.defs import load_defs


class Newcomer(Bot):
    """A person in their first game: a trick every `trick` seconds, a swap after `swap` without one."""

    strength = "person"

    def __init__(self, seat: int, seed: int, trick: float = 25.0, swap: float = 12.0) -> None:
        super().__init__(seat, seed)
        self.defs = load_defs()
        self.trick, self.swap = trick, swap

    def delay(self, view: dict[str, Any], legal: list[Action]) -> float:
        has = any(a.kind == "trick" for a in legal)
        due = float(view["changed_at"][self.seat]) + (self.trick if has else self.swap)
        return max(0.0, due - float(view["clock"]))

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        return person_move(self, view, legal)


def race(matches: int, trick: float = 25.0, swap: float = 12.0, seed: int = 1) -> dict[str, float]:
    """The newcomer's share of rounds (a shared round counts its share), the seconds of game clock
    per trick of the bot, and the mean length of a match, against the beginner, seats alternating."""
    won, rounds, bot_tricks, seconds, lengths = 0.0, 0, 0, 0.0, []
    for i in range(matches):
        person = i % 2
        m = Match("monsters", ["bot:beginner", "bot:beginner"], seed=seed + i)
        m.bots[person] = Newcomer(person, seed + i, trick, swap)
        m.run_bots()
        length = 0.0
        for h in m.state.history:
            rounds += 1
            won += 1.0 / len(h["winners"]) if person in h["winners"] else 0.0
            bot_tricks += sum(h["counts"][1 - person].values())
            length += float(h["seconds"])
        seconds += length
        lengths.append(length)
    return {"share": won / rounds, "per_trick": seconds / bot_tricks, "match": statistics.mean(lengths)}


def test_a_newcomer_making_a_trick_every_25_seconds_has_close_rounds() -> None:
    """Round 9: 2-0 in under four minutes (the bot at 20-34 s: the newcomer took 73% of the rounds
    of 20 matches). Now about half (30 matches, seeds 1-30: 0.53; seeds 101-130: 0.53)."""
    got = race(24)
    assert 0.35 <= got["share"] <= 0.68, f"the newcomer took {got['share']:.0%} of the rounds"
    assert 20.0 <= got["per_trick"] <= 32.0, f"the beginner made a trick every {got['per_trick']:.0f} s"
    assert 300.0 <= got["match"] <= 600.0, f"a match lasted {got['match']:.0f} s of game clock"


def test_a_quicker_newcomer_wins_more_yet_not_always() -> None:
    """Every 20 s the newcomer is ahead (0.79 over 30 matches) and still loses rounds; every 30 s the
    beginner is ahead (0.31), yet the newcomer wins some. f52: a trick the beginner holds no longer waits on its
    renewals of the centre (30 matches, seed 201: at 30 s 0.28 -> 0.19, at 20 s 0.84 -> 0.69); 0.10, not 0.15, meant."""
    quick = race(12, trick=20.0, swap=10.0, seed=201)["share"]
    slow = race(12, trick=30.0, swap=15.0, seed=201)["share"]
    assert slow < quick, (slow, quick)
    assert quick <= 0.9, f"a newcomer at 20 s took {quick:.0%} of the rounds"
    assert slow >= 0.10, f"a newcomer at 30 s took only {slow:.0%} of the rounds"
