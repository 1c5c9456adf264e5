"""The fast three-card trick search finds exactly what the plain search finds, arrangement included."""

from __future__ import annotations

import itertools
import random

from game.monsters.cards import CardSet
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
