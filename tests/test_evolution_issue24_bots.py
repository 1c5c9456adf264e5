"""Issue 24's bot findings: the easy bot races its piles up like a beginner instead of throwing its
hand away, and no policy frees the Phoenix while its own cards lie free (the hint in shot-89)."""

from __future__ import annotations

import random

from game.evolution.bots import MEDIUM, SHARP, EasyBot
from game.evolution.checks import position
from game.match import Match

TURN_ONE = {
    "seats": 2,
    "current": 0,
    "mages": [
        {"hand": ["earth3", "fire3", "fire1", "water2", "water0"], "rest": "draw"},
        {"hand": ["air0"], "rest": "draw"},
    ],
}


def _easy_turn(seed: int) -> list[str]:
    """The easy bot's moves over its first turn, from the position above."""
    st = position(TURN_ONE, seed=3)
    bot = EasyBot(0, seed)
    moves: list[str] = []
    for _ in range(30):
        if st.current != 0 or st.is_over:
            break
        (seat,) = st.actors()
        legal = st.legal_actions(seat)
        a = bot.choose(st.view(seat), legal) if seat == 0 else legal[-1]
        assert a in legal
        if seat == 0:
            moves.append(str(a))
        st.apply(seat, a)
        if a.kind == "end":
            break
    return moves


def test_the_easy_bot_places_what_fits_and_keeps_the_cards_that_fit_soon():
    for seed in range(6):
        moves = _easy_turn(seed)
        assert "play water0 water" in moves, moves
        discarded = [m.split()[1] for m in moves if m.startswith("discard")]
        assert len(discarded) <= 2, moves  # the medium policy would cycle all four
        assert "fire1" not in discarded and "water2" not in discarded, moves  # one level from fitting
        assert moves[-1] == "end", moves


def test_easy_still_loses_to_medium_and_reaches_high_levels():
    """Levels stay ordered (the stronger wins most seeded games), and the easy bot races: it ends
    most games with high piles, not with its cards in the discards."""
    games, share, levels = 12, 0.0, []
    for seed in range(games):
        seats = ["bot:medium", "bot:easy"] if seed % 2 == 0 else ["bot:easy", "bot:medium"]
        m = Match("evolution", seats, seed=300 + seed)
        m.run_bots()
        medium = seats.index("bot:medium")
        share += m.state.result().returns(2)[medium]
        levels.append(m.state.levels(1 - medium))
    assert share / games >= 0.65, share / games
    assert sorted(levels)[games // 2] >= 10, levels  # the median easy game ends past half way (20)


def test_a_card_that_frees_the_phoenix_waits_until_the_piles_are_rooted():
    """Shot-89: Air 0-3 lies free, the hand holds Fire 4 (it frees the Phoenix) and Earth 4; the
    Phoenix handed to the opponent would burn every free card, so Earth comes first and roots Air."""
    doc = {
        "seats": 2,
        "current": 0,
        "mages": [
            {"hand": ["fire4", "fire5", "earth4", "earth5"], "rest": "draw",
             "piles": {"air": ["air0", "air1", "air2", "air3"], "fire": ["fire0", "fire1", "fire2", "fire3"],
                       "earth": ["earth0", "earth1", "earth2", "earth3"],
                       "water": ["water0", "water1", "water2", "water3"]},
             "rooted": {"fire": 4, "earth": 4, "water": 4}},
            {"hand": ["water4"], "rest": "draw",
             "piles": {"air": ["air0", "air1", "air2", "air3"], "fire": ["fire0"], "earth": ["earth0", "earth1"]}},
        ],
    }
    st = position(doc)
    for policy in (MEDIUM, SHARP):
        first = policy(st, 0, st.legal_actions(0), random.Random(1))
        assert first.kind == "play" and str(first.args[0]).startswith("earth"), (policy.sharp, first)
    # once every pile is rooted, the Fire 4 is no longer held back for the Phoenix
    st.rooted[0]["air"] = 4
    assert MEDIUM.release_cost(st, 0, "fire4", "fire") == 5  # only the Fire 4 itself lies free
    assert MEDIUM.release_cost(st, 0, "earth4", "earth") == 0


STALLED = {
    "seats": 2,
    "current": 1,
    "mages": [
        {"hand": ["earth3"], "rest": "draw"},
        {"hand": ["air1", "earth1", "ether1", "ether2", "fire1"], "rest": "draw"},
    ],
}


def test_a_full_hand_of_cards_kept_for_later_is_cycled_not_held_for_ever():
    """nc22: the hard bot held Air 1, Terre 1, Feu 1 and two Ethers on empty piles and ended eight turns
    in a row: each card was kept as "soon playable", and a full hand draws nothing, so the 0 it waited
    for never came. The farthest card now goes; a hand with room still keeps them (a refill comes)."""
    from game.evolution.bots import HardBot

    st = position(STALLED, seed=3)
    legal = st.legal_actions(1)
    assert any(a.kind == "discard" for a in legal)
    pick = SHARP.discard_pick(st, 1, sorted({str(a.args[0]) for a in legal if a.kind == "discard"}))
    assert pick is not None and not pick[0].startswith("ether"), pick
    assert str(HardBot(1, 4).choose(st.view(1), legal)).startswith("discard "), "it cycles a card"
    roomy = position({**STALLED, "mages": [STALLED["mages"][0], {"hand": ["air1", "earth1", "ether1", "fire1"],
                                                                  "rest": "draw"}]}, seed=3)
    cards = sorted({str(a.args[0]) for a in roomy.legal_actions(1) if a.kind == "discard"})
    assert SHARP.discard_pick(roomy, 1, cards) is None  # four cards: the refill brings a fifth
