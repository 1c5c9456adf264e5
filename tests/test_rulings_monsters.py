"""Monsters ruling: a round never ends on a count of swaps; it ends without a trick only when none can be made."""

from itertools import combinations

from game.core import Chance, act
from game.monsters.state import STALLED, MonstersState


def no_trick_pool(st: MonstersState, size: int) -> list[int] | None:
    """`size` cards in which no three make a trick (greedy, deterministic)."""
    cards = st.defs.cards
    pool: list[int] = []
    for c in st.defs.card_ids:
        if all(not cards.colours_of((*pair, c)) for pair in combinations(pool, 2)):
            pool.append(c)
            if len(pool) == size:
                return pool
    return None


def test_hundreds_of_swaps_never_end_a_round_while_a_trick_is_possible():
    st = MonstersState.new(2, Chance(4), {})
    assert st.trick_possible()
    for i in range(500):
        seat = i % 2
        st.apply(seat, act("swap", st.hands[seat][0]))
    assert not st.is_over and st.round == 1 and st.swaps_since_trick == 500


def test_the_round_ends_when_no_three_cards_can_make_a_trick():
    st = MonstersState.new(1, Chance(1), {})
    pool = no_trick_pool(st, 4)
    assert pool is not None, "the deck holds four cards without a trick among them"
    # Seat 0 holds a trick; the deck's next three cards with the centre make none.
    trios = combinations(st.defs.card_ids, 3)
    hand = next(list(t) for t in trios if st.defs.cards.colours_of(t) and not set(t) & set(pool))
    st.hands[0] = hand
    st.centre = pool[3]
    rest = [c for c in st.defs.card_ids if c not in hand and c not in pool]
    st.deck.cards = rest[:5] + pool[:3][::-1]  # the top is the end of the list: pool[0..2] are drawn
    trick = st.legal_actions(0)[0]
    assert trick.kind == "trick"
    events = st.apply(0, trick)
    kinds = [e.kind for e in events]
    assert "stalled" in kinds and not st.trick_possible()
    over = next(e for e in events if e.kind == "round_over").data
    assert over["reason"] == STALLED
    assert next(e for e in events if e.kind == "stalled").data == {"cards": 4}
