"""Issue 24, the second newcomer's Elemons game: a choice with one option is not asked, the action
buttons never run under the tool buttons, no help box pops up over every face-down tile, the
panel's "one more Gigamon" line stays inside the panel, the free rocks say what they are."""

from __future__ import annotations

import pytest
from scene_input import open_scenario, run

from game import i18n
from scenes.app import open_table
from scenes.elemons.table import BAR_RIGHT, ElemonsTable
from sprites.fonts import TYPE, font


def table_at(app, tmp_path, grid, pile, won=None, seats=("human", "bot:easy"), extra="") -> ElemonsTable:
    scenario = tmp_path / "scenario.yaml"
    lines = [f"game: elemons\nseats: {len(seats)}", f"grid: [{', '.join(grid)}]", f"pile: [{', '.join(pile)}]"]
    if won is not None:
        lines.append("won: [" + ", ".join("[" + ", ".join(w) + "]" for w in won) + "]")
    scenario.write_text("\n".join(lines) + "\n" + extra)
    table = open_scenario(app, "elemons", seats, scenario)
    assert isinstance(table, ElemonsTable)
    return table


def settle(app, table, until, limit=900):
    for _ in range(limit):
        app.frame(1 / 60)
        if table.up_slots:
            table._release_up()  # the person has seen the tiles
        if until():
            return
    pytest.fail("the table never got there")


GRID = "pyromon pyromon aeromon geomon hydromon floramon polymon electromon geomon".split()


@pytest.mark.parametrize("first, power", [("pyromon", "burn"), ("aeromon", "look")])
def test_a_power_with_one_possible_opponent_picks_it_without_asking(app, tmp_path, first, power):
    grid = [first, first, *GRID[2:]]
    table = table_at(app, tmp_path, grid, ["floramon"] * 8, won=[[], ["hydromon", "geomon"]])
    for s in (0, 1):
        table.act(0, table.grid_attempt(s))
        settle(app, table, lambda: not table.busy)
    moves = [m for seat, m in table.feed.match.moves if seat == 0]
    assert f"{power} 1" in moves, "the one opponent was picked for the person"
    assert not any(b.tag == f"{power} 1" for b in table.bar.buttons)
    if power == "look":  # the exchange itself is still the person's choice
        assert table.view["phase"] == "swap" and any(b.tag == "keep" for b in table.bar.buttons)


def test_with_two_opponents_the_person_still_chooses(app, tmp_path):
    table = table_at(app, tmp_path, GRID, ["floramon"] * 8, won=[[], ["hydromon"], ["geomon"]],
                     seats=("human", "bot:easy", "bot:easy"))
    for s in (0, 1):
        table.act(0, table.grid_attempt(s))
        settle(app, table, lambda: not table.busy)
    assert table.view["phase"] == "burn"
    assert {b.tag for b in table.bar.buttons} >= {"burn 1", "burn 2"}


def test_the_action_buttons_end_before_the_tool_buttons(app, tmp_path):
    i18n.set_lang("fr")
    won = [["floramon"] * 3 + ["aeromon"] * 3 + ["electromon"] * 3, []]
    table = table_at(app, tmp_path, ["geomon", "geomon", *GRID[2:]], ["floramon"] * 8, won=won)
    for s in (0, 1):
        table.act(0, table.grid_attempt(s))
        settle(app, table, lambda: not table.busy)
    table.act(0, table.grid_attempt(4))  # the Geomon's rock
    settle(app, table, lambda: not table.busy and table.view["phase"] == "after")
    tags = [b.tag for b in table.bar.buttons]
    assert tags[0] == "end" and sum(tag.startswith("trade") for tag in tags) == 3
    rects = [b.rect for b in table.bar.buttons]
    assert max(r.right for r in rects) <= BAR_RIGHT
    assert all(a.right < b.left for a, b in zip(rects, rects[1:], strict=False)), "no button over its neighbour"
    for b in table.bar.buttons:  # every label whole, on one or two lines inside its button
        size, lines = b.fitted()
        assert "".join(lines).replace(" ", "") == b.label.replace(" ", "")
        assert all(font(size).size(line)[0] <= b.rect.width for line in lines)


def test_no_help_box_pops_up_by_itself_over_a_face_down_tile(app, tmp_path):
    table = table_at(app, tmp_path, GRID, ["floramon"] * 8)
    centre = table.slot_rect(4).center
    assert table.hover_delay(centre) is None
    assert table.inspect_at(centre)[0] == "Tuile face cachée"  # a right click still says what it is
    assert table.hover_delay(table.box_rect().center) is not None
    name, body = table.inspect_at(table.rocks_rect().center)
    assert name == "Rochers libres" and "Geomon" in body


def test_one_more_gigamon_stays_inside_the_panel(app, tmp_path):
    i18n.set_lang("fr")
    extra = "gigamons: {pyromon: 0, hydromon: 0}\n"
    table = table_at(app, tmp_path, GRID, ["floramon"] * 8, won=[["polymon", "pyromon"], []], extra=extra)
    import scenes.elemons.table as mod

    drawn: list[tuple[str, int]] = []
    real = mod.render

    def spy(text, size, *a, **kw):
        img = real(text, size, *a, **kw)
        drawn.append((text, img.get_width()))
        return img

    mod.render = spy
    try:
        table.draw_player(app.canvas, 0)
    finally:
        mod.render = real
    panel = table.panel_rect(0)
    x = panel.x + 10 if table.roomy() else table.giga_rect(0, 2).x  # (nc61: the panel's own row, two players)
    lines = [(text, w) for text, w in drawn if "Gigamon" in text or "victoire" in text]
    assert lines, "the panel says one more Gigamon wins"
    assert all(x + w <= panel.right for _, w in lines), lines
    assert font(TYPE.SMALL, True).size(lines[0][0])[0] <= panel.right - 10 - x


def test_a_power_banner_never_hides_half_the_title(app, tmp_path):
    """Over the title it hid all of it; the kit then kept banners off the title and it went beside it,
    touching it (nc13 shot-19): now it stands right of the title, clear of it."""
    i18n.set_lang("fr")
    table = table_at(app, tmp_path, GRID, ["floramon"] * 8)
    table.banner(i18n.t("elemons.power.replay"), 2.0)  # a short one: "Electromon : rejouez"
    plate = table.anim.banner_item.rect(app.canvas.get_rect())
    width = font(TYPE.HEADING, True).size(i18n.t("game.elemons"))[0]
    assert plate.left >= 640 + width // 2 + 6, (plate, width)
    assert i18n.t("elemons.power.peek").endswith("en secret")


def test_the_last_turn_shown_again_is_captioned_under_the_grid(app, tmp_path):
    """Fifth newcomer: the caption over the log was too small to read; it now stands under the grid,
    where the prompt is read (hidden while the turn is shown again), clear of the tiles and the log."""
    table = table_at(app, tmp_path, GRID, ["floramon"] * 8)
    caption = table.again_caption_rect()
    assert caption.top >= table.slot_rect(len(table.m.grid) - 1).bottom
    assert caption.right <= table.log_rect.left


def test_the_last_turn_shown_again_goes_slower_than_play(app, tmp_path):
    from game.core import Event
    from scenes.table import AGAIN_SLOWER

    table = table_at(app, tmp_path, GRID, ["floramon"] * 8)
    app.settings.speed = "normal"
    table.show = lambda ev, again=False: 0.5  # every step of the turn lasts 0.5 s in play
    table.again = [Event("turn_started", 1, {}), Event("turn_ended", 1, {})]
    table._next_event()
    want = 0.5 * AGAIN_SLOWER / table.speed  # then the step waits for a click (test_lastmove)
    assert table.current is not None and table.hold == pytest.approx(want)
    assert AGAIN_SLOWER > 1.5


def test_in_the_tutorial_held_tiles_say_to_look_then_click(app, monkeypatch):
    import scenes.table as kit
    from game import tutorial

    i18n.set_lang("fr")
    app.settings.tiles_up = 0.0  # the default: until a click
    app.settings.speed = "instant"
    open_table(app, tutorial.load("elemons").feed())
    table = app.stack.top
    said: list[str] = []
    real = kit.draw_guide
    monkeypatch.setattr(kit, "draw_guide", lambda surf, text, *a, **kw: said.append(text) or real(surf, text, *a, **kw))
    for slot in (1, 0):  # the tutorial's first two steps: a miss
        settle_to_act(app, table)
        table.act(0, table.grid_attempt(slot))
    run(app, 2.0)
    assert table.up_slots == [1, 0] and said[-1] == i18n.t("tutorial.look")
    table._release_up()
    for _ in range(900):  # then the bot misses too (tiles 7 and 8): they wait the same way
        app.frame(1 / 60)
        if table.up_who == 1:
            break
    assert table.up_slots == [6, 7] and said[-1] == i18n.t("tutorial.look")
    table._release_up()
    settle_to_act(app, table)
    run(app, 0.1)
    assert said[-1] == table.guide.step.text()  # the person's step again


def settle_to_act(app, table, limit=600):
    for _ in range(limit):
        app.frame(1 / 60)
        if table.human_to_act() is not None:
            return
    pytest.fail("the person never got to act")


def test_tiles_held_in_a_turn_shown_again_go_when_news_stops_it(app, tmp_path):
    table = table_at(app, tmp_path, GRID, ["floramon"] * 8)
    table.again = [object()]  # a turn being shown again holds a missed pair a short while
    table.hold_up([2, 3], 1, 1.5)
    table.again = []
    table._again_model = None  # news came: the kit stopped the replay of the turn
    table.update(1 / 60)
    assert table.up_slots == [] and not table.holds_events()
