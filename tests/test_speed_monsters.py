"""The fast three-card trick search finds exactly what the plain search finds, arrangement included."""

from __future__ import annotations

import itertools
import random

from game.monsters.cards import Card, CardSet, orient
from game.monsters.defs import load_defs


def test_fast_three_card_search_equals_the_plain_search():
    cards = load_defs().cards
    fresh = CardSet(cards.cards, cards.colours)
    hands = list(itertools.combinations(sorted(cards.cards), 3))
    for hand in random.Random(7).sample(hands, 1500):
        plain: dict = {}
        fresh._search(hand, list(range(cards.colours)), plain)
        assert fresh._find3(hand, fresh._every) == plain, hand  # every colour, as `colours_of` asks


def test_mask_check_agrees_with_the_grid_check():
    cards = load_defs().cards
    rng = random.Random(3)
    ids = sorted(cards.cards)
    for _ in range(3000):
        placements = [(cid, rng.randrange(4), rng.randrange(2)) for cid in rng.sample(ids, 3)]
        colour = rng.randrange(cards.colours)
        assert cards.shows(placements, colour) == bool(cards.check(placements, colour))


def test_fast_search_on_another_card_set_equals_the_plain_search():
    """The per-middle rows hold nothing of the shipped deck: other ids and other grids give the same
    answers as the plain search (a designer may edit the cards)."""
    base = load_defs().cards
    rng = random.Random(11)
    cards = {}
    for i, card in enumerate(base.cards.values()):
        grid = list(orient(card.grid, rng.randrange(4), rng.randrange(2)))
        cards[500 - 7 * i] = Card(500 - 7 * i, tuple(grid))
    other = CardSet(cards, base.colours)
    hands = list(itertools.combinations(sorted(other.cards), 3))
    for hand in rng.sample(hands, 600):
        plain: dict = {}
        other._search(hand, list(range(other.colours)), plain)
        assert other.colours_of(hand) == plain, hand
        assert list(other.colours_of(hand)) == sorted(plain), hand


def test_trick_view_agrees_with_the_grid_stack():
    """The lines and rows a trick's event shows, worked out on bits, are those of the stacked grid."""
    from game.monsters.defs import code_rows, grid_rows

    defs = load_defs()
    cards = defs.cards
    rng = random.Random(5)
    ids = sorted(cards.cards)
    for _ in range(3000):
        n = rng.choice((1, 2, 3, 3, 3, 4))
        placements = [(cid, rng.randrange(4), rng.choice((0, 1, True, False))) for cid in rng.sample(ids, n)]
        colour = rng.randrange(cards.colours)
        lines, code = cards.trick_view(placements, colour)
        assert list(lines) == cards.check(placements, colour), placements
        assert code_rows(code, defs.rules) == grid_rows(cards.shown(placements), defs.rules), placements


def test_a_trick_typed_in_does_what_the_listed_one_does():
    """A trick action not met in a listing (parsed) has the effect the listing notes for it."""
    from game.core import Action, Chance
    from game.monsters.state import _EFFECTS, MonstersState

    st = MonstersState.new(2, Chance(4))
    for seat in range(2):
        for action in st.legal_actions(seat):
            if action.kind == "trick":
                listed = _EFFECTS[id(action)]
                typed = Action(action.kind, tuple(action.args))  # equal, another object
                assert typed is not action
                assert st._effect(typed)[1:] == listed[1:]
