"""Monsters, round 29 (nc29): a round's end clears a swap under way; the next round opens without one."""

from __future__ import annotations

from test_monsters_f23_round22 import _emptied
from waiting import wait_until


def test_a_centre_clicked_as_the_round_ends_opens_no_swap_in_the_next(app):
    """Shot 74: the centre clicked as round 2 ended; round 3 opened in exchange mode (« Échange : quelle
    carte va au centre ? »). Once the round is over the centre's click opens nothing, and the end of a
    round and the start of the next drop any swap pending."""
    table, _ = _emptied(app)
    table.arrangement.stack = []
    assert wait_until(lambda: not table.live, 5.0, 0.0, lambda: app.frame(1 / 30))
    table.toggle_swap()
    assert not table.arrangement.swap_mode, "no swap once the round is over"
    table.arrangement.swap_mode = True  # one begun just before the end
    app.settings.speed = "instant"
    assert wait_until(lambda: table.round_panel is not None, 20.0, 0.0, lambda: app.frame(0.25))
    assert not table.arrangement.swap_mode, "the round's end drops it"
    table.toggle_swap()
    assert not table.arrangement.swap_mode, "the summary's centre opens nothing"
    table.arrangement.swap_mode = True
    table.close_round_panel()
    assert wait_until(lambda: table.live or table.feed.is_over, 20.0, 0.0, lambda: app.frame(0.25))
    assert not table.arrangement.swap_mode, "the next round opens with no swap pending"
