"""The Elem Master table's parts on their own: the selection fed by a feed's legal actions and a
display model (no pygame), and the panels drawn from a model, a layout and the drawing context."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.core import Action, act
from game.feed import LocalFeed
from game.match import Match
from scenes.elemmaster.layout import Layout
from scenes.elemmaster.model import ElemMasterModel
from scenes.elemmaster.panels import Panels, Seats
from scenes.elemmaster.pieces import Pieces
from scenes.elemmaster.selection import SeatLink, Selection
from sprites.art import ArtStore

BOARD = """terrain: forest
stacks:
  b2: 0 air 3
  c2: 1 fire 1
  b4: 0 fire 3
  d4: 0 earth 2
  e4: 1 earth 2
  a6: 0 earth 1
  f6: 1 earth 1
current: 0
"""


def selection_for(feed: LocalFeed, seat: int = 0) -> tuple[Selection, list[int]]:
    """A selection for `seat`, and how many times it asked for the legal actions."""
    model = ElemMasterModel.from_view(feed.view(seat), seat)
    asked = [0]

    def legal() -> list[Action]:
        asked[0] += 1
        return feed.legal(seat)

    return Selection(SeatLink(model=lambda: model, legal=legal, stamp=lambda: len(feed.history()))), asked


def scenario_feed(tmp_path: Path, text: str = BOARD, **options: str) -> LocalFeed:
    path = tmp_path / "scenario.yaml"
    path.write_text(text)
    return LocalFeed(Match("elemmaster", ["human", "bot:easy"], scenario=str(path), options=options))


def test_a_stack_then_a_cell_reaches_the_split_menu(tmp_path):
    sel, _ = selection_for(scenario_feed(tmp_path))
    assert sel.click_cell("d4") is None and sel.cells == ["d4"]
    assert sel.targets()["d3"] == ["move"] and "e4" not in sel.targets()  # Earth never meets Earth
    assert sel.click_cell("d3") is None  # one or two tokens: the table shows a menu
    assert sel.complete() == [act("move", "d4", "d3", 1), act("move", "d4", "d3", 2)]


def test_a_blaze_completes_in_either_order(tmp_path):
    for first, second in (("c5", "a3"), ("a3", "c5")):
        sel, _ = selection_for(scenario_feed(tmp_path))
        sel.click_cell("b4")
        assert sel.click_cell(first) is None
        assert sel.click_cell(second) == act("brasier", "b4", "a3", "c5")


def test_a_click_no_action_reaches_gives_the_attempt_so_the_engine_says_why(tmp_path):
    sel, _ = selection_for(scenario_feed(tmp_path))
    sel.click_cell("d4")
    assert sel.click_cell("e4") == act("attack", "d4", "e4")  # refused by the engine: same element
    assert not sel  # the selection starts again
    assert sel.click_cell("e4") == act("grow", "e4")  # not this seat's stack
    sel.click_cell("d4")
    assert sel.click_cell("a1", right=True) is None and not sel  # a right click lets go


def test_paths_are_worked_out_once_per_stamp(tmp_path):
    feed = scenario_feed(tmp_path)
    sel, asked = selection_for(feed)
    for _ in range(5):
        sel.targets()
        sel.starts()
    assert asked[0] == 1
    feed.submit(0, act("grow", "d4"))
    sel.targets()
    assert asked[0] == 2


def test_event_cards_select_toggle_and_walk(tmp_path):
    feed = LocalFeed(Match("elemmaster", ["human", "bot:easy"], seed=5, options={"events": "on"}))
    sel, _ = selection_for(feed)
    usable = sel.usable_events()
    assert len(usable) > 1
    assert not sel.click_card("no-such-card") and not sel
    assert sel.click_card(usable[0]) and sel.event == usable[0]
    assert sel.click_card(usable[0]) and not sel  # a second click lets it go
    assert sel.select_next_event() and sel.event == usable[0]
    assert sel.select_next_event() and sel.event == usable[1]


def test_a_free_start_click_places_the_palette_element_and_takes_it_back(tmp_path):
    feed = LocalFeed(Match("elemmaster", ["human", "bot:easy"], seed=5, options={"start": "free"}))
    sel, _ = selection_for(feed)
    home = ElemMasterModel.from_view(feed.view(0), 0).home
    sel.element = "fire"
    assert sel.click_cell(home[0]) == act("place", home[0], "fire")
    feed.submit(0, act("place", home[0], "fire"))
    assert sel.click_cell(home[0], right=True) == act("unplace", home[0])


def test_panels_draw_from_a_model_and_say_where_the_cards_lie(app):
    feed = LocalFeed(Match("elemmaster", ["human", "bot:easy"], seed=5, options={"events": "on"}))
    model = ElemMasterModel.from_view(feed.view(0), 0)
    panels = Panels(Pieces(ArtStore()))
    lay = Layout(model.size)
    surf = pygame.Surface((1280, 720))
    panels.draw_side(surf, model, lay, Seats(["A", "B"], 0, frozenset({"grele"}), "grele"))
    shown = [card for card, status, _ in model.event_cards() if status == "free"]
    assert [card for _, card in panels.cards] == shown
    rect, card = panels.cards[0]
    assert panels.card_at(rect.center) == (rect, card)
    assert panels.card_at(lay.cell_rect("a1").center) is None
