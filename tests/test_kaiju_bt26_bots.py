"""bt26: two faults of Kaiju's hard bot (and so of its Conseil), each in the position that showed it."""

from __future__ import annotations

from pathlib import Path

from game import data
from game.core import Action, Chance, Event, act
from game.kaiju import HardBot, KaijuState, from_scenario
from game.kaiju.bots import Model


def _state(tmp_path: Path, text: str) -> KaijuState:
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    return from_scenario(data.load(path), Chance(0))


# Seat 0 turns its first die onto 5 (a double 5: the free Mecha 5); seat 1, whose whole hand seat 0 saw,
# cancels with its 6 and still keeps an 11, which cancels too; seat 0 keeps two 6s.
TWO_SIXES = """\
seats: 2
active: 0
phase: main
dice: [1, 5]
table: [10, 5, 4, 8, 2, 9, 3, 7]
players:
  - hand: [1, 1, 2, 2, 3, 5, 5, 6, 6, 7]
  - hand: [2, 6, 11, 4, 7, 8]
"""


def test_a_second_6_answers_the_11_kept_so_the_cancel_is_answered(tmp_path):
    """The discount for the 11 seat 1 keeps (it may cancel seat 0's cancel) ignored that seat 0's second 6
    answers the 11 in turn: the hard bot, and its Conseil, said « Laisser faire » and let a Mecha go."""
    st = _state(tmp_path, TWO_SIXES)
    bot = HardBot(0, seed=1)
    bot.explaining = True
    bot.observe([Event("cards_taken", 1, {"cards": [2, 6, 11, 4, 7, 8]})])
    st.apply(0, act("play", 5, "set", 1, 5))
    bot.observe(st.apply(1, act("play", 6, "cancel")))
    assert bot.choose(st.view(0), st.legal_actions(0)) == act("play", 6, "cancel")
    reason, params = bot.why
    assert reason == "cancel" and params["mine"] == 1, bot.why
    # the kept 11 and the second 6 are in the reason's figures, for words that may say them
    assert (params["kept"], params["holder"], params["holds"], params["again"]) == (1, 1, 11, 6), params


def test_with_one_6_the_11_kept_still_has_the_last_word(tmp_path):
    """The same position with a single 6 in seat 0's hand: the 11 would undo its cancel, but it is seat 1's last
    cancel card (its whole hand seen) and would cost it 11 points against seat 0's 6 (nc59 shot 098: « perdue pour
    rien » while the bot's answer spent its last 6): seat 0 cancels, and says the trade."""
    st = _state(tmp_path, TWO_SIXES.replace("[1, 1, 2, 2, 3, 5, 5, 6, 6, 7]", "[1, 1, 2, 2, 3, 5, 5, 6, 7]"))
    bot = HardBot(0, seed=1)
    bot.explaining = True
    bot.observe([Event("cards_taken", 1, {"cards": [2, 6, 11, 4, 7, 8]})])
    st.apply(0, act("play", 5, "set", 1, 5))
    bot.observe(st.apply(1, act("play", 6, "cancel")))
    assert bot.choose(st.view(0), st.legal_actions(0)) == act("play", 6, "cancel")
    assert bot.why[0] == "cancel_trade" and bot.why[1]["holds"] == 11 and bot.why[1]["sure"] == 1, bot.why


# Seat 0 and seat 1 hold one 1 each (seat 1's hand seen); the dice take the 1 on the table or the 7.
ONES = """\
seats: 2
active: 0
phase: main
dice: [1, 6]
table: [1, 7, 3, 4, 9, 2, 2, 3]
discard: {discard}
players:
  - hand: [1, 2, 3]
  - hand: [1, 4, 5]
"""


def _take(tmp_path: Path, discard: str) -> tuple[Action, Model]:
    st = _state(tmp_path, ONES.format(discard=discard))
    bot = HardBot(0, seed=1)
    bot.observe([Event("cards_taken", 1, {"cards": [1, 4, 5]})])
    view = st.view(0)
    return bot.choose(view, st.legal_actions(0)), bot.model(view)


def test_the_ones_bonus_is_weighed_with_the_ones_not_seen(tmp_path):
    """A lead of one 1 was weighed as a sure bonus (92% of its 15 points) even with 1s still hidden in
    the pile: the hard bot took a lone 1 rather than a 7. With those 1s unseen it takes the 7; with
    every 1 seen (the rest in the discard) the lead is sure and the 1 is still its pick."""
    pick, hidden = _take(tmp_path, "[]")
    assert pick == act("take", 7)
    pick, seen = _take(tmp_path, "[1, 1, 1]")
    assert pick == act("take", 1)
    assert hidden.pile_ones == 3 and seen.pile_ones == 0  # three 1s unseen: none in hands, so in the pile
    # the easy and medium bots' sums keep the seen counts
    st = _state(tmp_path, ONES.format(discard="[]"))
    plain = HardBot(0, seed=1)
    assert Model(st.view(0), plain.memory, plain.defs).pile_ones == 0


# nc19's position (tests/test_kaiju_issue24_r20.py): Bot 2 steals from seat 0, whose hand is a 9, a 7 and
# three Mechas; Bot 2 was seen to draw a 6.
STOLEN_FROM_ME = """\
seats: 2
active: 1
phase: main
dice: [2, 3]
table: [7, 2, 2, 2, 8, 8, 1, 1]
players:
  - hand: [9, 7]
    mechas: [4, 5, 6]
  - hand: [4, 6, 3]
pile_top: [4]
"""


def test_the_conseil_counts_a_kept_cancel_only_when_its_player_would_spend_it(tmp_path):
    """nc19: the Conseil lets a steal through when its player was seen to keep a cancel card, since that
    player answers the cancel with it; but nobody spends an 11 to save the steal of a 4 or a 5: there the
    Conseil said « Laisser faire » and lost the card, and now answers the steal as the hard bot does."""
    st = _state(tmp_path, STOLEN_FROM_ME)
    st.apply(1, act("play", 4, "steal", 0))
    bot = HardBot(0, seed=1)
    bot.explaining = True
    bot.observe([Event("start_draw", 1, {"card": 6})])
    assert bot.choose(st.view(0), st.legal_actions(0)) == act("pass")
    cheap = _state(tmp_path, STOLEN_FROM_ME.replace("[9, 7]\n    mechas: [4, 5, 6]", "[6, 4, 5]")
                   .replace("[4, 6, 3]", "[4, 11, 3]"))
    cheap.apply(1, act("play", 4, "steal", 0))
    for explaining in (True, False):
        bot = HardBot(0, seed=1)
        bot.explaining = explaining
        bot.observe([Event("start_draw", 1, {"card": 11})])
        assert bot.choose(cheap.view(0), cheap.legal_actions(0)) == act("play", 6, "cancel"), explaining
