"""f39 (fixes after nc38, Kaiju & Mecha): the newcomer's words, each checked where it shows."""

from __future__ import annotations

import pygame
from test_kaiju_nc26 import _click, _table


def test_the_first_click_where_a_box_that_went_by_itself_stood_takes_nothing_even_a_legal_card(app, tmp_path):
    """nc38 shots 040-041: the person clicked the steal's box to close it just as it went by itself; the click
    fell on the centre 4, which the dice could take, and took it (« Joueur 1 prend 4 sur la table »), a final
    take they had not chosen. That first click now takes nothing and says so; the next one plays."""
    table = _table(app, tmp_path)
    table.show_stolen(0, 1, 3, None)
    four = table.places.slot_rect(4).center  # a 4: the dice 2, 2 take it (their sum)
    assert table.reveal_parts()[0][0].collidepoint(four), "the 4 lies under the box"
    first_click_held_then_played(app, table, four)


def first_click_held_then_played(app, table, spot: tuple[int, int]) -> None:
    """The steal's box shown goes by itself, long ago: the first click at `spot` takes nothing and says so;
    the next one plays."""
    from scene_input import spy_on

    from scenes.kaiju.layout import READ_STOLEN, REVEAL_LATE

    table.update(READ_STOLEN + 0.01)
    assert table.reveal is None
    table.update(REVEAL_LATE + 4.0)
    said = spy_on(table, "flash")
    moves = len(table.feed.match.moves)
    _click(table, spot)
    assert len(table.feed.match.moves) == moves, "the first click after the box went took a card"
    assert said and "rien n'est pris" in str(said[-1]), said
    _click(table, spot)
    app.stack.pop()
    assert len(table.feed.match.moves) > moves, "the next click plays"


def test_a_click_after_another_click_plays_at_once(app, tmp_path):
    """Only the first click since the box went is held: once the person has clicked or pressed a key, a
    legal click where the box stood plays (no « cliquez de nouveau » at every click)."""
    from scenes.kaiju.layout import READ_STOLEN, REVEAL_LATE

    table = _table(app, tmp_path)
    table.show_stolen(0, 1, 3, None)
    four = table.places.slot_rect(4).center
    table.update(READ_STOLEN + 0.01)
    table.update(REVEAL_LATE + 4.0)
    table.handle_table(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a"))
    moves = len(table.feed.match.moves)
    _click(table, four)
    app.stack.pop()
    assert len(table.feed.match.moves) > moves
