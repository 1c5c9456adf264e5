"""Round 53 of a newcomer's first game of Kaiju & Mecha (issue 24)."""

from __future__ import annotations

import pytest
from lang import plain

OWN_DOUBLE = """\
seats: 2
active: 0
phase: roll
table: [8, 2, 5, 7, 2, 3, 8, 7]
players:
  - hand: [1, 8]
    mechas: [5, 6]
  - hand: [4, 9, 10]
    mechas: [2]
pile_top: [6]
"""


@pytest.mark.parametrize("name", ["", "Marie-Christine Lefebvre"])
def test_the_persons_bubble_keeps_clear_of_the_legend_when_the_name_line_is_full(app, tmp_path, monkeypatch, name):
    """nc53 shots 079, 122: with « 54 points avec le bonus des 1 » on the person's name line, « Double 5 : votre
    Mecha 5 est déjà à vous » was drawn over the legend's first line (« bonus des 1 / relancer / volé : Blessure »).
    The bubble drawn after that roll covers neither the legend nor the hand nor the name line's words nor the
    prompt, whatever the name's length (24 letters at most)."""
    from scene_input import run, run_until

    from game.core import act
    from game.match import Match
    from scenes.app import open_table
    from scenes.menu import MenuScene

    path = tmp_path / "own_double.yaml"
    path.write_text(OWN_DOUBLE)
    match = Match("kaiju", ["human", "bot:easy"], scenario=str(path), chance_script={"die": [5, 5]})
    match.names = [name, ""]
    app.settings.speed = "normal"  # the bubble shows for its time
    app.stack.push(MenuScene(app))
    open_table(app, match)
    run(app, 0.3)
    table = app.stack.top
    words, _ = table.header_rects(0)
    assert words[1].right > 540, words  # the name line is full: the bubble does not fit beside « joue »
    boxes: list = []  # (seat, words, (box, size)) of every bubble drawn
    real = table.bubble_place

    def place(seat, text):
        boxes.append((seat, text, real(seat, text)))
        return boxes[-1][2]

    monkeypatch.setattr(table, "bubble_place", place)
    table.act(0, act("roll"))
    assert run_until(app, lambda: any(plain(text).startswith("Double 5") for _, text, _ in boxes), 5.0)
    seat, text, (box, size) = next(b for b in boxes if plain(b[1]).startswith("Double 5"))
    assert seat == 0 and plain(text) == "Double 5 : votre Mecha 5 est déjà à vous" and size >= 14, (text, size)
    groups = table.landed.groups(0)
    legend = table.places.legend_rect(groups)
    assert not box.colliderect(legend), (box, legend)
    assert all(not box.colliderect(cell) for cell, _, _ in table.legend_cells())
    assert box.collidelist([r for r, *_ in table.places.hand_rects(groups)]) < 0, box
    assert box.collidelist(words) < 0 and table.places.seat_rect(0).contains(box), (box, words)
    prompt = table.home_prompt_rect()
    assert prompt is None or not box.colliderect(prompt), (box, prompt)
    app.stack.pop()

