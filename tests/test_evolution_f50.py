"""Round 62's Evolution newcomer (nc62evolution): the first-game level, the Tornade question, Conseil's
discard rule and two French phrases."""

from __future__ import annotations

from typing import Any

from game import registry
from game.bots import KeepClose, close_settings


def _view(turn: int, current: int, person: int, bot: int) -> dict[str, Any]:
    return {"turn": turn, "current": current, "mages": [{"levels": person}, {"levels": bot}]}


def test_close_level_turns_hard_at_its_first_turn_the_person_leads_by_four():
    """nc62 (046-047: « difficile » once the person leads by 4 levels; 129: 6 moves of 61 as the hard bot): the
    person led 15-10 at the bot's turn 12 and 19-11 at its turn 14, and the bot played medium at 12. It now
    climbs at the first of its turns that trails by the margin, and still comes back down only after `settle`."""
    spec = registry.get("evolution")
    s = close_settings("evolution", spec.strengths)
    bot = spec.make_bot("close", 1, 7)
    assert isinstance(bot, KeepClose) and s.settle == 2 and s.behind == 4
    played: list[str] = []

    def move(turn: int, current: int, person: int, mine: int) -> None:
        view = _view(turn, current, person, mine)
        chosen = bot.pick(view)
        bot.own_move(view, ["a", "b"], "a")
        played.append(chosen.strength)

    # the bot's turns, as nc62's game went (the person's levels, then the bot's, at each turn's first move)
    for turn, person, mine in ((1, 0, 0), (3, 0, 0), (5, 3, 2), (7, 6, 4), (9, 8, 5)):
        move(turn, 1, person, mine)
    move(11, 0, 15, 10)  # Golem's answer in the person's (extra) turn: kept, counts for nothing
    move(12, 1, 15, 10)  # trails by 5: hard at once
    move(12, 1, 15, 10)
    move(14, 1, 19, 11)
    assert played == ["medium"] * 6 + ["hard"] * 3
    # catching up once is not enough to go soft again (nc34: hard one turn, easy the next): two turns in a row
    move(16, 1, 19, 17)
    move(18, 1, 19, 18)
    assert played[-2:] == ["hard", "medium"]
