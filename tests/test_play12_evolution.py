"""Issue 12 inside the Evolution table: out-of-turn power windows ask only when something new could
be done, "pass the powers until my turn" lasts (tables.json), a double Enter never ends a turn in
which no card was placed."""

from __future__ import annotations

import json

import pygame
from scene_input import click, key, run
from test_scenes_evolution import BURN4, DUEL, moves, table_for

from game import paths
from scenes.evolution import controls as evolution_controls


def test_a_window_offering_only_powers_already_let_go_is_passed_without_asking(app, tmp_path):
    table = table_for(app, tmp_path, ["bot:easy", "human", "bot:easy", "bot:easy"], BURN4, seed=9)
    assert table.my_seat() == 1 and table.task()["t"] == "moment"
    first = {str(a.args[0]) for a in table.controls.legal() if a.kind == "power"}
    assert first and not table.controls.skip_moment(1)
    key(app, pygame.K_RETURN)  # pass this window: its creatures are now "let go"
    assert table.controls.declined[1] >= first
    asked = 0
    for _ in range(3000):
        app.frame(1 / 30)
        st = table.feed.match.state
        if st.is_over or st.current == 1:
            break
        if table.my_seat() == 1 and not table.busy and table.task() and table.task()["t"] == "moment":
            creatures = {str(a.args[0]) for a in table.controls.legal() if a.kind == "power"}
            assert not creatures <= table.controls.declined[1]  # asked: a creature not let go yet
            asked += 1
            key(app, pygame.K_RETURN)
        elif table.my_seat() == 1 and not table.busy:  # a burn aimed at it, or a burned card's discard
            table.controls.do(table.controls.default or table.controls.legal()[0])
    passes = moves(table).count("1 pass")
    assert passes > asked + 1  # some windows were passed for the person, unasked
    run(app, 2.0)  # the screen catches up with the turn's start
    assert table.feed.match.state.current == 1 and table.controls.declined[1] >= first  # let go for the game


def test_pass_until_my_turn_is_a_lasting_setting(app, tmp_path):
    table = table_for(app, tmp_path, ["bot:easy", "human", "bot:easy", "bot:easy"], BURN4, seed=9)
    quiet = next(b for b in table.controls.bar.buttons if b.action == table.controls.go_quiet)
    click(app, quiet.rect.center)
    prefs = json.loads((paths.user_dir() / evolution_controls.PREFS_FILE).read_text(encoding="utf-8"))
    assert prefs["evolution"]["pass_powers"] is True
    app.stack.scenes.clear()
    again = table_for(app, tmp_path, ["bot:easy", "human", "bot:easy", "bot:easy"], BURN4, seed=9)
    assert again.controls.pass_powers  # a new table (a new game) remembers it
    run(app, 0.5)
    assert moves(again)[:1] == ["1 pass"]  # the opening window passed without a question
    key(app, pygame.K_s)  # S switches it off, whoever is to act
    assert not again.controls.pass_powers
    prefs = json.loads((paths.user_dir() / evolution_controls.PREFS_FILE).read_text(encoding="utf-8"))
    assert prefs["evolution"]["pass_powers"] is False


def test_a_double_enter_does_not_end_a_turn_with_no_card_placed(app, tmp_path, monkeypatch):
    clock = [100.0]
    monkeypatch.setattr(evolution_controls.time, "monotonic", lambda: clock[0])
    table = table_for(app, tmp_path, ["human", "bot:easy"], DUEL)
    assert table.controls.default is not None and table.controls.default.kind == "end"
    key(app, pygame.K_RETURN)
    clock[0] += 0.1
    key(app, pygame.K_RETURN)  # the second press of a double Enter: ignored
    run(app, 0.2)
    assert "0 end" not in moves(table)
    assert table.controls.confirm_end is not None  # asked first: end, or back
    assert [b.tag for b in table.controls.bar.buttons] == ["end", "back"]
    key(app, pygame.K_BACKSPACE)  # Back: the question goes, the turn goes on
    assert table.controls.confirm_end is None and "0 end" not in moves(table)
    key(app, pygame.K_RETURN)
    clock[0] += 1.0
    key(app, pygame.K_RETURN)  # a deliberate second Enter confirms
    run(app, 0.2)
    assert "0 end" in moves(table)


def test_after_a_card_is_placed_enter_ends_the_turn_at_once(app, tmp_path):
    table = table_for(app, tmp_path, ["human", "bot:easy"], DUEL)
    key(app, pygame.K_4)
    key(app, pygame.K_e)
    run(app, 0.2)
    key(app, pygame.K_RETURN)
    run(app, 0.2)
    assert "0 end" in moves(table) and table.controls.confirm_end is None


def test_a_rooted_heap_is_drawn_under_the_free_cards_laid_on_it(app, tmp_path):
    scenario = BURN4.replace(
        "earth: [earth0, earth1, earth2, earth3], water", "earth: [earth0, earth1, earth2, earth3, earth4], water"
    ).replace("hand: [fire3, air2, earth4, ether1, water4]", "hand: [fire3, air2, ether2, ether1, water4]")
    table = table_for(app, tmp_path, ["human", "bot:easy", "bot:easy", "bot:easy"], scenario.replace(
        "rooted: {earth: 2}", "rooted: {earth: 4}"), seed=9)
    order: list[str] = []
    roots, blit = table._roots, table.blit_card
    table._roots = lambda surf, z, heap, word=True: (order.append("roots"), roots(surf, z, heap, word))[1]
    table.blit_card = lambda surf, card, rect, level=None: (order.append(card), blit(surf, card, rect, level))[1]
    table.draw_zone(app.canvas, 0)
    earth = [x for x in order if x.startswith("earth") or x == "roots"]
    assert earth.index("roots") < earth.index("earth4")  # the free card covers the heap's frame and roots
    top = table.pile_card_rect(0, "earth", 4)
    assert table.pile_rect(0, "earth").bottom == top.bottom < table.zones[0].label_y
