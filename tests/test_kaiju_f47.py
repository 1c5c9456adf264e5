"""Kaiju & Mecha, after newcomer nc59 (f47): Conseil counting the bot's 6s as its panel does, weighing a
counter-cancel honestly, naming what a card let through brings, and the tie-break shown in the last round."""

from __future__ import annotations

from lang import plain

# nc59 shot 087: Bot 2 (seat 1), seen to take 1, 3, 6, 6, 7, 8, steals from seat 0 with its 4; seat 0 holds a
# 6 and a 10 (two cancel cards against the bot's two 6s).
SHOT87 = """\
seats: 2
active: 1
phase: main
dice: [3, 2]
table: [11, 2, 1, 8, 1, 7, 3, 1]
players:
  - hand: [1, 1, 3, 3, 6, 7, 7, 10]
    mechas: [1, 5]
  - hand: [1, 3, 6, 6, 7, 8, 4]
    mechas: [2]
"""


def _conseil(tmp_path, text: str, seen: list[int], plays: list) -> tuple:
    """The hard bot's Conseil for seat 0, having seen `seen` go into seat 1's hand, after `plays`
    ((seat, action) applied in turn): (its move, its reason's French words)."""
    from game import data, i18n
    from game.core import Chance, Event
    from game.kaiju import HardBot, from_scenario

    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    st = from_scenario(data.load(path), Chance(0))
    bot = HardBot(0, seed=1)
    bot.explaining = True
    bot.observe([Event("cards_taken", 1, {"cards": seen})])
    for seat, action in plays:
        bot.observe(st.apply(seat, action))
    move = bot.choose(st.view(0), st.legal_actions(0))
    return move, bot.why, plain(i18n.hint_text("kaiju", bot.why[0], bot.why[1], ["Joueur 1", "Bot 2"]))


def test_conseil_counts_the_bots_6s_as_its_panel_lists_them(tmp_path):
    """nc59 shots 084, 087: « Bot 2 (sur mesure) garde un 6 » beside the panel's « Vu entrer dans sa main :
    1, 3, 6, 6, 7, 8 »; at 095, « garde 2 cartes 6 ». Every reason naming a cancel card kept counts them."""
    from game.core import act

    move, (reason, _), fr = _conseil(tmp_path, SHOT87, [1, 3, 6, 6, 7, 8], [(1, act("play", 4, "steal", 0))])
    assert reason in ("let_pass_kept", "cancel"), (move, reason, fr)
    assert "Bot 2 garde 2 cartes 6" in fr and "garde un 6" not in fr, fr
    # one 6 seen: the words stay singular
    move, _, fr = _conseil(tmp_path, SHOT87.replace("[1, 3, 6, 6, 7, 8, 4]", "[1, 3, 6, 2, 7, 8, 4]"),
                           [1, 3, 6, 2, 7, 8], [(1, act("play", 4, "steal", 0))])
    assert "Bot 2 garde un 6" in fr, fr
