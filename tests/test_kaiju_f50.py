"""Round 62's newcomer (nc62kaiju): the first-game level's lead counted as the screen counts the score, the
recap's Bilan with the 1s bonus, French fixes, even face buttons, the tutorial's 9 and 10."""

from __future__ import annotations

from typing import Any


def _view(hand: list[int], other_kaiju: int, seat: int = 1) -> dict[str, Any]:
    players = [{"seat": s, "kaiju": len(hand) if s == seat else other_kaiju, "mechas": [], "wounds": 0}
               for s in range(2)]
    return {"seat": seat, "hand": hand, "players": players}


def test_the_first_game_levels_lead_counts_the_1s_bonus_as_the_screen_does():
    """nc62 shots 045-056, 111: the screen showed « Bot sur mesure » ahead, the 1s bonus counted, while by its own
    count (the bonus left out) the person led by ~19: it played hard for 18 of its 19 moves. Its two 1s are
    the most: the bonus is counted in its lead, as on the screen."""
    from game.kaiju.bots import lead
    from game.kaiju.defs import load_defs

    d = load_defs()
    mean = sum(c.value * c.count for c in d.cards) / sum(c.count for c in d.cards)
    ahead = lead(_view([1, 1, 8], 3), 1)
    assert abs(ahead - (10 + d.majority_bonus - 3 * mean)) < 1e-6, ahead
    assert ahead > 0  # the screen's count: the bot leads, so it plays as the easy bot
    from game import registry
    from game.bots import KeepClose

    bot = registry.get("kaiju").make_bot("close", 1, 1)
    assert isinstance(bot, KeepClose) and bot.called(_view([1, 1, 8], 3)) == 0
    # the person with many cards is taken to hold as many 1s (the deck's share): a tie, both get it
    tied = lead(_view([1], 7), 1)
    assert abs(tied - (1 - 7 * mean)) < 1e-6, tied
