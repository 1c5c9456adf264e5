"""What held a newcomer's Elementary Evolution game down (issue #24): the easy bot plays its cards."""

from __future__ import annotations

from game.core import Action
from game.match import Match


def _free_turns(strength: str, seeds: range) -> tuple[int, int, int]:
    """(turns, turns ended with no card placed while one could be, cards placed) of seat 0."""
    turns = passes = plays = 0
    for seed in seeds:
        m = Match("evolution", [f"bot:{strength}", "bot:medium"], seed=seed)
        placed = could = False
        while not m.state.is_over:
            st = m.state
            (seat,) = st.actors()
            free = seat == 0 and st.current == 0 and not st.stack
            could = could or (free and any(a.kind == "play" for a in st.legal_actions(seat)))
            n = len(m.moves)
            m.bot_step()
            a = m.moves[n][1]
            a = Action.parse(a) if isinstance(a, str) else a
            if free and a.kind == "play":
                placed, plays = True, plays + 1
            if free and a.kind == "end":
                turns += 1
                passes += could and not placed
                placed = could = False
    return turns, passes, plays


def test_the_easy_bot_places_a_card_whenever_one_fits_but_for_a_rare_slip():
    turns, passes, plays = _free_turns("easy", range(100, 108))
    assert turns > 30
    assert passes <= turns * 0.05
    assert plays >= turns * 2
