"""Round 16 newcomer's Elemons findings (nc16): only the easy bot's lucky pair is called a guess, a
button clicked while a pair waits does what it says, the tutorial drops a click its next step does not
ask for, the last pair waits like the others, a panel is framed for the turn only, and a big hand shows
a kind at a time with its count. (The easy bot's memory: test_elemons_easy_bot.)"""

from __future__ import annotations

from lang import plain
from test_elemons_why import table_at

from game import i18n
from game.core import Event


def test_a_guess_is_said_only_where_it_makes_the_pair(app, tmp_path):
    """nc16: « jamais vue : au hasard » on every bot flip made the easy bot look dumb; it is said on
    the never-seen tile that makes a pair (the lucky one, which must not look like cheating)."""
    i18n.set_lang("fr")
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"))
    first = Event("tile_turned", 1, {"slot": 2, "tile": "geomon"})
    table.shown = [Event("turn_started", 1, {}), first]
    lucky = plain(table.describe(Event("tile_turned", 1, {"slot": 5, "tile": "geomon"})) or "")
    assert lucky == "Tuile 6, jamais vue avant : elle complète la paire", lucky  # (nc28: « au hasard » judged its luck)
    wild = plain(table.describe(Event("tile_turned", 1, {"slot": 5, "tile": "polymon"})) or "")
    assert "elle complète la paire" in wild, wild
    miss = plain(table.describe(Event("tile_turned", 1, {"slot": 5, "tile": "pyromon"})) or "")
    assert miss == "Tuile 6 retournée", miss
    table.shown = [Event("turn_started", 1, {})]
    assert plain(table.describe(first) or "") == "Tuile 3 retournée", "a first flip: no word"
    i18n.set_lang("en")
    table.shown = [Event("turn_started", 1, {}), first]
    said = plain(table.describe(Event("tile_turned", 1, {"slot": 5, "tile": "geomon"})) or "")
    assert said.endswith("never seen before: it completes the pair"), said
    i18n.set_lang("fr")


def pair_held(app, tmp_path, grid: str, won: str, speed: str = "normal"):
    """The person turns the tiles 1 and 2 of `grid` (a scenario's list), a pair, with `won` the
    Elemons each holds; the pair then waits up on the board for a click."""
    from scene_input import open_scenario
    from test_elemons_issue24_r15 import turn_first_pair

    from scenes.elemons.table import ElemonsTable

    app.settings.tiles_up = 0.0  # the default: until a click
    path = tmp_path / "scenario.yaml"
    path.write_text(f"game: elemons\nseats: 2\ngrid: {grid}\npile: [pyromon, pyromon, pyromon, pyromon, pyromon]\n"
                    f"won: {won}\n")
    table = open_scenario(app, "elemons", ("human", "bot:easy"), path, speed=speed)
    assert isinstance(table, ElemonsTable)
    return turn_first_pair(app, table)


def catch_after_pair(app, tmp_path):
    """The person holds a Floramon and turns two more: a pair up on the board, and Biomon to catch."""
    return pair_held(app, tmp_path, "[floramon, floramon, aeromon, geomon, hydromon, pyromon, electromon, aeromon, "
                     "geomon]", "[[floramon], []]")


def test_a_click_on_a_button_shown_while_a_pair_waits_also_does_what_it_says(app, tmp_path):
    """nc16 shot-77/78: « Attraper Biomon » clicked while the pair waited only put the pair away."""
    from scene_input import click

    i18n.set_lang("fr")
    table = catch_after_pair(app, tmp_path)
    catch = next((b for b in table.bar.buttons if b.tag == "trade floramon"), None)
    assert catch is not None and catch.enabled, [b.tag for b in table.bar.buttons]
    click(app, catch.rect.center)
    assert table.up_won == {}, "the click put the pair away"
    moves = [(seat, str(move)) for seat, move in table.feed.match.moves]
    assert (0, "trade floramon") in moves, "the same click caught Biomon: " + str(moves[-3:])


def test_a_big_hand_is_shown_a_kind_at_a_time_with_its_count_at_full_size(app, tmp_path):
    """nc16 shot-65/68: at 11 to 13 Elemons in hand the icons shrank to about 18 px."""
    import pygame
    from scene_input import open_scenario

    from scenes.elemons.table import HAND_MIN

    hand = ["aeromon"] * 3 + ["geomon"] * 2 + ["electromon", "hydromon"] + ["floramon"] * 3 + ["pyromon", "polymon"]
    path = tmp_path / "scenario.yaml"
    path.write_text("game: elemons\nseats: 2\ngrid: [floramon, floramon, aeromon, geomon, hydromon, pyromon,"
                    f" electromon, aeromon, geomon]\npile: [pyromon, pyromon]\nwon: [[{', '.join(hand)}], []]\n")
    table = open_scenario(app, "elemons", ("human", "bot:easy"), path)
    spots = table.hand_spots(0)
    assert [(k, n) for _r, k, n in spots] == [("aeromon", 3), ("geomon", 2), ("electromon", 1), ("hydromon", 1),
                                              ("floramon", 3), ("pyromon", 1), ("polymon", 1)], spots
    panel = table.panel_rect(0)
    for i, (rect, kind, _n) in enumerate(spots):
        # (f38: seven kinds put their counts under their pictures, at HAND_MIN, never over the next one, nc37)
        assert rect.width >= HAND_MIN and panel.contains(rect), (rect, panel)
        assert not any(rect.colliderect(other) for other, _k, _m in spots[i + 1:]), "two kinds over each other"
        assert table.inspect_at(rect.center)[0] == table.kind(kind).name[i18n.lang]
    table.draw(pygame.Surface((1280, 720)))


def test_the_tutorial_drops_a_click_its_next_step_does_not_ask_for_while_the_pair_flies(app):
    """nc16 shot-09/10: tile 3 clicked while the Hydromon pair flew off was kept, then refused in red
    (« Regardez d'abord la tuile 4 ») before step 5 had said what to click. Dropped now; the asked
    tile is still kept and played."""
    from test_tutorial import follow_guide, open_tutorial

    i18n.set_lang("fr")
    table = open_tutorial(app, "elemons")
    assert follow_guide(app, table, lambda: table.guide.index == 4, release=True)  # the Hydromon pair won
    assert table.view["phase"] == "peek" and str(table.guide.expected()) == "peek 3"
    table.keep_click(2)  # tile 3
    assert table.waiting_clicks == [], "a click the step does not ask for waits to be refused"
    table.keep_click(3)  # tile 4, the one asked
    assert table.waiting_clicks == [3]


def test_ones_own_pair_that_ends_the_game_stays_up_like_the_others(app, tmp_path):
    """nc16 shot-34: the tutorial's last pair went at once, the results next: the end felt abrupt."""
    from test_elemons_why import idle
    from waiting import wait_until

    app.settings.tiles_up = 0.0  # the default: until a click
    table = table_at(app, tmp_path, ["polymon", "polymon"] + ["geomon", "aeromon"] * 3 + ["pyromon"],
                     ["hydromon", "floramon"], seats=("human", "bot:easy"), speed="normal")
    table.act(0, table.grid_attempt(0))
    idle(app, table)
    table.act(0, table.grid_attempt(1))
    assert wait_until(lambda: bool(table.up_won), 3, 0, lambda: app.frame(1 / 60)), "the last pair never stayed up"
    assert table.feed.is_over and sorted(table.up_won) == [0, 1]
    assert table.up_left is not None, "it goes by itself: the results come unasked (test_tutorial)"


def test_a_panel_is_framed_for_the_turn_only_never_for_what_a_turn_took_or_gave(app, tmp_path):
    """nc16 shot-29/56: a catch's and a burn's marks framed both panels at once: whose turn was it?"""
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"))
    for ev in (Event("tile_burned", 0, {"target": 1, "tile": "geomon"}),
               Event("gigamon_caught", 0, {"gigamon": "terramon", "kind": "geomon", "from": None}),
               Event("tile_drawn_public", 1, {}), Event("tiles_swapped_public", 1, {"target": 0}),
               Event("hand_seen_public", 1, {"target": 0})):
        assert table.touched(ev) == [], ev.kind
    assert table.touched(Event("tile_turned", 1, {"slot": 4, "tile": "geomon"})) == [4]
