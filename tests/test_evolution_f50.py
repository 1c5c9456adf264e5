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


def _tornado(hand: list[str], piles: str) -> Any:
    import yaml

    from game.core import act
    from game.evolution.checks import position
    from scenes.evolution.choices import Asked
    from scenes.evolution.model import Model

    st = position(yaml.safe_load(f"""
seats: 2
current: 0
mages:
  - hand: [air1, {", ".join(hand)}]
    piles: {piles}
    rest: draw
  - hand: [water1]
    rest: draw
"""))
    st.apply(0, act("play", "air1", "air"))
    view = st.view(0)
    return Asked(st.legal_actions(0), view["stack"][-1], Model.from_view(view, 0), ["Joueur 1", "Bot 2"], st.defs, 0)


def test_a_tornado_with_nothing_worth_sending_away_is_skipped_by_enter_and_says_why():
    """nc62 (074-075, 097-098, 108): « Ne pas appliquer l'effet » clicked after every Air card, with Terre 0, Terre 1
    and an Ether in hand, then a lone Terre 3 that fitted its pile. Now Enter skips it (its button marked ⏎) and
    the question says there is nothing worth discarding; a hand with a far or dead card is asked as before."""
    from game import i18n
    from game.core import act

    i18n.set_lang("fr")
    idle = _tornado(["earth0", "earth1", "ether1"], "{air: [air0]}")
    assert idle.task is not None and idle.task["effect"] == "tornado"
    assert idle.tornado_idle() and idle.default() == act("skip")
    assert "rien d'utile à défausser" in idle.prompt_text()
    alone = _tornado(["earth3"], "{air: [air0], earth: [earth0, earth1, earth2]}")
    assert alone.default() == act("skip")
    far = _tornado(["earth0", "fire4"], "{air: [air0]}")  # a Fire 4 on an empty pile: worth cycling
    assert not far.tornado_idle() and far.default() is None
    assert "rien d'utile" not in far.prompt_text()


def test_close_call_reads_vaut_presque_autant():
    """nc62 (051, 117): « C'est serré : « Ne pas appliquer l'effet » se vaut presque. »"""
    from game.paths import data_dir

    text = (data_dir() / "i18n" / "fr" / "interface.ftl").read_text(encoding="utf-8")
    assert "se vaut presque" not in text and "vaut presque autant." in text
