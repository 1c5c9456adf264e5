"""bt26: faults of Kaiju's hard bot (and so of its Conseil), each in the position that showed it."""

from __future__ import annotations

from pathlib import Path

from game import data
from game.core import Chance, Event, act
from game.kaiju import HardBot, KaijuState, from_scenario


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
    """The same position with a single 6 in seat 0's hand: the 11 would undo its cancel, it lets go."""
    st = _state(tmp_path, TWO_SIXES.replace("[1, 1, 2, 2, 3, 5, 5, 6, 6, 7]", "[1, 1, 2, 2, 3, 5, 5, 6, 7]"))
    bot = HardBot(0, seed=1)
    bot.explaining = True
    bot.observe([Event("cards_taken", 1, {"cards": [2, 6, 11, 4, 7, 8]})])
    st.apply(0, act("play", 5, "set", 1, 5))
    bot.observe(st.apply(1, act("play", 6, "cancel")))
    assert bot.choose(st.view(0), st.legal_actions(0)) == act("pass")
    assert bot.why[0] == "let_pass_again", bot.why
