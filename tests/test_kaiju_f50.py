"""Round 62's newcomer (nc62kaiju): the first-game level's lead counted as the screen counts the score, the
recap's Bilan with the 1s bonus, French fixes, even face buttons, the tutorial's 9 and 10."""

from __future__ import annotations

from typing import Any

from lang import plain

from game.core import Event


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


STEAL_A_ONE = [
    Event("turn_start", 1, {"turn": 11, "last_turns": None}),
    Event("dice_rolled", 1, {"dice": [1, 1]}),
    Event("card_stolen", 1, {"from": 0, "card": 1, "kept": True, "mecha_wanted": None}),
    Event("turn_start", 0, {"turn": 12, "last_turns": None}),
]


def _recap(ones: dict[int, int]) -> str:
    from game.i18n import set_lang
    from game.kaiju.defs import load_defs
    from scenes.kaiju.recap import last_turn, turn_recap

    set_lang("fr")
    found = last_turn(STEAL_A_ONE, 0)
    assert found is not None
    return plain(turn_recap(found[0], found[1], 0, ["Joueur 1", "Bot 2"], load_defs(), ones))


def test_the_recap_says_the_1s_bonus_a_steal_took_from_the_person():
    """nc62 shot-079: the bot's double stole the person's 1, which moved the 15-point bonus from a tie (2 each) to
    the bot alone: « vous vole un 1. Bilan : +1 point. », the person had lost 16. The recap says it."""
    said = _recap({0: 1, 1: 3})
    assert said.endswith("vous vole un 1 et vous prend le bonus des 1, que vous partagiez (−15 pour vous). "
                         "Bilan : +1 point."), said
    # from behind to alone: the bot gains it, the person loses it, both said
    said = _recap({0: 1, 1: 2})
    assert "vous prend le bonus des 1 (+15 pour lui, −15 pour vous). Bilan : +16 points." in said, said
    # nothing moved for the person: as before
    said = _recap({0: 0, 1: 4})
    assert "bonus" not in said and said.endswith("Bilan : +1 point."), said
