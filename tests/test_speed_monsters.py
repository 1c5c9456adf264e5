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
        wanted = list(range(cards.colours))
        fast: dict = {}
        plain: dict = {}
        fresh._search3(hand, wanted, fast)
        fresh._search(hand, wanted, plain)
        assert fast == plain, hand


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
