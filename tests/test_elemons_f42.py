"""Issue 24, fix round f42: Elemons, from round 41 and 42's newcomers."""

from __future__ import annotations


def test_elemons_a_caught_gigamon_raises_the_lead_it_cost():
    """nc41: the level caught three Gigamons to the person's one and played medium for 24 of its 31 choices:
    a catch, counted at the three Elemons it cost, left the lead as it was."""
    from game.elemons.bots import lead

    before = {"players": [{"won": 3, "gigamons": []}, {"won": 3, "gigamons": []}]}
    after = {"players": [{"won": 0, "gigamons": ["terramon"]}, {"won": 3, "gigamons": []}]}
    assert lead(before, 0) == 0
    assert lead(after, 0) == 2 and lead(after, 1) == -2
    # nc41 shot 127: the bot at two Gigamons and 3 Elemons leads the person at one Gigamon and 7 loose Elemons
    late = {"players": [{"won": 7, "gigamons": ["anemomon"]}, {"won": 3, "gigamons": ["meteoromon", "terramon"]}]}
    assert lead(late, 1) > 0
