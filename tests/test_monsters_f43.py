"""Round 45's fixes on Monsters (fix round f43), each from a newcomer's report."""

from __future__ import annotations

from game.monsters.bots import feeds
from game.monsters.defs import load_defs


def test_a_swap_that_takes_the_same_colour_from_the_centre_feeds_nobody():
    """nc45 shot 091: Conseil's swap gave card 2's purple to the centre, the one colour Bot 2 lacked, and warned
    « … au centre, elle pourrait l'aider », while the centre card it took showed a purple already: the swap
    put one purple in the place of another. A colour the centre shows now is no gift; one it lacks is."""
    defs = load_defs()
    ids = defs.rules.colour_ids
    counts = [{c: 1 if c in ("blue", "yellow") else 0 for c in ids}, {c: 0 if c == "purple" else 1 for c in ids}]
    card = 2  # purple and red
    assert "purple" in {ids[v] for v in defs.cards.cards[card].grid if v >= 0}
    with_purple, without = 3, 37  # the centre: blue, green, purple / blue, green, red, yellow
    assert feeds(defs, {"colour_counts": counts, "centre": with_purple}, 0, card) == (0, None, [])
    n, seat, colours = feeds(defs, {"colour_counts": counts, "centre": without}, 0, card)
    assert n >= 1 and seat == 1 and colours == ["purple"]


def test_ones_own_swap_flies_under_the_words_beside_the_hand(app):
    """nc45 shot 093: after the person's swap, the card taken went round the pile being built, over the
    « Dernier pli ! » box, and hid « Le prochain pli, le vôtre ou un autre, vide la pioche… », the round's most
    urgent words. Both cards of one's own swap fly under them, as the cards drawn do."""
    from test_scenes_monsters import go_live, table_with

    from game import i18n
    from game.core import Event

    i18n.set_lang("fr")
    table = table_with(app, ["human", "bot:beginner"], seed=1)
    go_live(app, table)
    hand, centre = list(table.hand()), table.view["centre"]
    assert centre is not None
    table.on_swap(Event("swap", 0, {"gave": centre, "took": hand[1]}))  # as the view then stands: the card taken
    assert len(table.motion.under) == 2, table.motion.under
    assert all(f in table.anim.flights for f in table.motion.under)
