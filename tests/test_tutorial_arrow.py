"""The tutorial's arrow (scenes/tutorial.py) is short and beside the piece: in every game, at every
step, it crosses none of the table's words (prompt, panels, counters, legend, log) nor the step's box.
A newcomer saw the long arrow from the box hide "b2 : cliquez sur une case éclairée…" and the counters."""

from __future__ import annotations

import pygame
import pytest
from scene_input import run, see_held
from test_tutorial import live, open_tutorial, step_frame, tap

import scenes.tutorial as tut
from game import registry
from scenes.common import ResultsScene


def _crosses(start, end, rect: pygame.Rect) -> bool:
    return bool(rect.clipline(start, end))


@pytest.mark.parametrize("gid", registry.GAME_IDS)
def test_the_arrow_crosses_no_words_at_any_step(app, gid, monkeypatch):
    drawn: list[tuple] = []
    real = tut.draw_arrow
    monkeypatch.setattr(tut, "draw_arrow", lambda surf, a, b: (drawn.append((a, b)), real(surf, a, b)))
    table = open_tutorial(app, gid)
    feed = table.guide
    checked = 0
    for _ in range(4000):
        table = live(app, table)
        feed = table.guide
        if feed.is_over and isinstance(app.stack.top, ResultsScene):
            break
        target = table.guide_target() if app.stack.top is table and not table.busy else None
        if target is None:
            if not see_held(app, table):  # a drawn card held up for the person waits for a click
                step_frame(app, table)  # the arrows checked are those of the drawn frame below
            continue
        drawn.clear()
        app.frame(1 / 60)
        if gid == "elemmaster" and feed.step is not None and feed.step.do != "read":  # the frame: a cell it names
            aimed = table.layout.cell_at(target.center)
            assert aimed is None or aimed in feed.step.text(), (feed.index + 1, aimed)
        words = [r for r in table.text_rects() if not r.collidepoint(target.center)]
        if target in [b.rect for b in table.buttons_shown()]:
            assert not drawn, f"{gid} step {feed.index + 1}: an arrow to a button"
        for start, end in drawn:
            assert tut.math.hypot(end[0] - start[0], end[1] - start[1]) <= tut.ARROW_LEN + 8, (gid, feed.index)
            hit = [r for r in [*words, table.guide_box] if r is not None and _crosses(start, end, r)]
            assert not hit, f"{gid} step {feed.index + 1}: the arrow {start}->{end} crosses {hit}"
            if gid == "elemons":  # nc55 shot 036, nc56 shot 045: to the picker's Hydromon it lay over « Pyromon »
                row1, row2 = table.swap_rows()
                others = [r for r, _ in row1 + row2 if not r.collidepoint(target.center)]
                assert not any(_crosses(start, end, r) for r in others), (feed.index + 1, start, end, others)
            if gid == "elemmaster":  # nc24 shot 38: it lay on the other Fire, e4, the step naming e5
                on = table.layout.cell_at((int(start[0]), int(start[1])))
                assert on not in table.model.stacks or on in feed.step.text(), (feed.index + 1, on)
            checked += 1
        tap(app, target.center)
        run(app, 0.05)
    assert feed.is_over, f"{gid}: stopped at step {feed.index + 1}"
    if gid == "elemmaster":  # its cells lie far from the words: the arrow shows the way there
        assert checked >= 5, f"{gid}: the arrow was drawn only {checked} times"


def test_no_room_leaves_the_halo_alone():
    """A button in the screen's corner under a prompt line: no arrow fits, none is drawn over the words."""
    target = pygame.Rect(30, 660, 190, 50)
    prompt = pygame.Rect(40, 636, 900, 30)
    box = pygame.Rect(960, 70, 310, 230)
    buttons = [pygame.Rect(222, 666, 116, 44)]
    assert tut.arrow_from(target, box, [prompt, *buttons], pygame.Rect(0, 0, 1280, 720)) is None
    free = tut.arrow_from(pygame.Rect(400, 300, 90, 90), box, [prompt], pygame.Rect(0, 0, 1280, 720))
    assert free is not None and free[0][0] > free[1][0], free  # from the box's side (the right)


def test_words_beside_the_piece_need_no_arrow():
    """The box a few pixels from the piece (Monsters' centre card): an arrow would only hide its caption."""
    card = pygame.Rect(810, 70, 140, 140)
    box = pygame.Rect(960, 70, 310, 320)
    assert tut.arrow_from(card, box, [], pygame.Rect(0, 0, 1280, 720)) is None


def _way(arrow):
    (sx, sy), (ex, ey) = arrow
    return ((sx - ex) / tut.ARROW_LEN, (sy - ey) / tut.ARROW_LEN)


def test_the_arrow_keeps_off_the_other_pieces_when_it_can():
    """A hand card with neighbours left and right, the box above-left: the arrow comes from above
    (its tip on the card's top edge), never over a neighbour's corner number; boxed in by pieces on
    every side, the halo alone."""
    screen = pygame.Rect(0, 0, 1280, 720)
    card = pygame.Rect(500, 560, 80, 110)
    left, right = pygame.Rect(410, 560, 80, 110), pygame.Rect(590, 560, 80, 110)
    box = pygame.Rect(60, 70, 300, 200)
    plain = tut.arrow_from(card, box, [], screen)
    assert plain is not None and plain[0][0] < plain[1][0], "without pieces: from the box's side, up-left"
    start, tip = tut.arrow_from(card, box, [], screen, [left, right, card])
    reach = pygame.Rect(min(start[0], tip[0]) - 13, min(start[1], tip[1]) - 13,
                        abs(start[0] - tip[0]) + 27, abs(start[1] - tip[1]) + 27)
    assert reach.collidelist([left, right]) < 0, (start, tip)
    around = [card.move(dx, dy) for dx in (-90, 0, 90) for dy in (-120, 0, 120) if dx or dy]
    # pieces on every side: the halo alone (an Elemons newcomer saw the arrow hide a turned-up tile)
    assert tut.arrow_from(card, box, [], screen, around) is None, "no free side: the halo alone"
    corner = [card.move(-90, -120), card.move(90, 0), card.move(-90, 0), card.move(0, 120), card.move(90, 120)]
    grazing = tut.arrow_from(card, box, [], screen, corner)
    assert grazing is not None and tut._covered(grazing[1], grazing[0], _way(grazing), corner) <= tut.GRAZE
