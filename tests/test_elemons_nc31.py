"""Round 31 newcomer's Elemons findings (nc31)."""

from __future__ import annotations

import pytest
from test_elemons_nc28 import lines_drawn, spy_lines
from test_elemons_newcomer2 import settle, table_at

from game import i18n

# every name a seat can have by default, and the longest a name typed on the setup screen can be (24 signs)
NAMES = ["Bot 2 (sur mesure)", "Bot 2 (difficile)", "Bot 2 (débutant)", "W" * 24]


def steal_table(app, tmp_path, first: str, second: str):
    """The person turns tiles 1 and 2 (`first`, `second`) holding one Geomon already and another of `first`,
    while Bot 2 holds Terramon: the pair's power, if any, waits beside « Attraper Terramon, pris à Bot 2 »."""
    grid = [first, second, "aeromon", "hydromon", "pyromon", "floramon", "polymon", "electromon", "aeromon"]
    table = table_at(app, tmp_path, grid, ["pyromon"] * 8, won=[["geomon", first], ["floramon"]],
                     extra="gigamons: {geomon: 1}\n")
    i18n.set_lang("fr")
    for s in (0, 1):
        table.act(0, table.grid_attempt(s))
        settle(app, table, lambda: not table.busy)
    return table


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("first, second, phase", [("geomon", "geomon", "rock"), ("geomon", "polymon", "after")])
def test_a_prompt_with_a_steal_offer_shows_its_whole_words_at_the_longest_names(app, tmp_path, lang, first, second,
                                                                               phase):
    """nc31 shot 97: « … Terramon est chez Bot 2 (sur mesure) : avec 3 » stopped mid-sentence under the grid,
    and « Attraper Terramon, pris à Bot 2 (sur mesure) » wrapped in a small box. The prompt says as much as its
    lines hold, whole; the catch's button is as wide as its words where the row has room."""
    from scenes.elemons.table import PROMPT_LINES, PROMPT_WIDTH, prompt_whole
    from scenes.ui import PAD
    from sprites.fonts import TYPE, font, wrap

    table = steal_table(app, tmp_path, first, second)
    assert table.view["phase"] == phase
    said = []
    try:
        i18n.set_lang(lang)
        for name in NAMES:
            table.names[1] = name
            table.build_buttons()
            trade = next(b for b in table.bar.buttons if b.tag == "trade geomon")
            assert name in trade.label
            assert prompt_whole(table.prompt), (name, table.prompt)
            assert len(wrap(table.prompt, PROMPT_WIDTH, TYPE.SMALL)) <= PROMPT_LINES
            said.append(table.prompt)
            if name.startswith("Bot"):  # its words on one line
                size, lines = trade.fitted()
                assert lines == [trade.label] and font(size).size(trade.label)[0] <= trade.rect.width - PAD, \
                    (trade.label, trade.rect, size)
    finally:
        i18n.set_lang("fr")
    if lang == "fr":
        first_said = said[0].replace("\u00a0", " ").replace("\u202f", " ")
        if phase == "rock":  # the fullest wording that holds: the catch keeps the power, from whom, with what
            assert "Geomon : cliquez sur la tuile à couvrir d'un Rocher." in first_said
            assert "prenez d'abord Terramon à Bot 2 (sur mesure) : le pouvoir vous attend." in first_said, first_said
        else:
            assert "Terramon est chez Bot 2 (sur mesure) : avec 3 Geomons, vous pouvez le lui prendre." \
                in first_said, first_said


def test_the_frames_drawn_are_the_frames_the_legend_names(app, tmp_path):
    """nc31 shots 14, 22, 72, 92: a tile laid by the person's own pair wore an orange inner frame no legend
    explained; shot 89: their last turn's frames went as their turn began, while the legend said « ou à son
    tour précédent ». A tile laid by one's own pair has only the turn's frame; another's new tile the pale one;
    a seat's frames stay until it plays again, and the legend says just that."""
    import pygame

    from game.core import Event
    from scenes.elemons.table import FRESH_KEEP
    from sprites.palette import SEAT_COLORS

    grid = "geomon pyromon aeromon hydromon floramon polymon electromon geomon pyromon".split()
    table = table_at(app, tmp_path, grid, ["floramon"] * 8)
    table.on_slot_refilled(Event("slot_refilled", 0, {"slot": 0, "pile": 5}))  # laid by the person's pair
    table.on_slot_refilled(Event("slot_refilled", 1, {"slot": 8, "pile": 4}))  # laid by the bot's
    table.rings.step(0.5)
    assert table.slot_anim[0].fresh is not None  # nc61: never turned, pale, never in the person's colour
    surf = pygame.Surface((1280, 720))
    table.draw_tile(surf, 0)
    rect = table.slot_rect(0)
    inner = [surf.get_at((rect.centerx, rect.top + y))[:3] for y in range(3, 10)]
    assert not any(sum(abs(a - b) for a, b in zip(c, SEAT_COLORS[0], strict=True)) < 60 for c in inner), inner
    table.rings.step(30.0)
    ring = table.slot_anim[8].fresh
    assert ring is not None and abs(ring.value - FRESH_KEEP) < 0.01
    # the person's turn (tiles 2, 3: no pair), the bot's, then the person's again: their frames went, the bot's stay
    table.last_move.clear()
    for ev in (Event("turn_started", 0, {}), Event("tile_turned", 0, {"slot": 1, "tile": "pyromon"}),
               Event("tile_turned", 0, {"slot": 2, "tile": "aeromon"}), Event("tiles_hidden", 0, {"slots": [1, 2]}),
               Event("turn_ended", 0, {}), Event("turn_started", 1, {}),
               Event("tile_turned", 1, {"slot": 4, "tile": "floramon"})):
        table.last_move.add(ev, table.touched(ev))
    assert table.last_move.marks() == {1: 0, 2: 0, 4: 1}, "the person's last turn, the bot's turn in play"
    table.last_move.add(Event("turn_ended", 1, {}), [])
    table.last_move.add(Event("turn_started", 0, {}), [])
    assert table.last_move.marks() == {4: 1}, "the person plays again: their frames went, the bot's stay"
    for lang, words in (("fr", "dernier tour de chacun, effacé quand il rejoue"),
                        ("en", "each one's last turn, cleared when they play again")):
        for key in ("elemons.frames", "elemons.frames_no_ring", "elemons.frames_keys"):
            said = i18n.t_in(lang, key).replace("\u00a0", " ")
            assert words in said and "précédent" not in said and "previous" not in said, (lang, key, said)
        tutorial = i18n.t_in(lang, "elemons.frames_tutorial_no_ring").replace("\u00a0", " ")
        assert ("dernier tour de chacun" if lang == "fr" else "each one's last turn") in tutorial
        assert "tour en cours" not in tutorial and "turn now" not in tutorial


def test_the_aeromons_picker_says_what_an_elemon_given_brings_the_opponent_to(app, tmp_path, monkeypatch):
    """nc31 shot 78: the person gave the bot a Geomon, which put it one pair from Terramon; it caught it the next
    turn, and nothing had said so. An Elemon that would leave the opponent one short (or able to catch) wears a
    « ! » in the picker; the one picked to give says in words what it brings the opponent to, in the
    instruction's place (the pictures under it stay where they were)."""
    import pygame
    from test_elemons_nc21 import aeromon_swap

    import scenes.elemons.table as screen

    i18n.set_lang("fr")
    table = aeromon_swap(app, tmp_path, won="[[electromon, pyromon], [electromon, electromon, geomon]]")
    assert table.gift_reach("electromon") == 0 and table.gift_reach("pyromon") == 2
    assert table.gift_reach("aeromon") == 2
    before = table.swap_rows()
    warned: list[pygame.Rect] = []
    monkeypatch.setattr(screen, "draw_warning", lambda surf, rect: warned.append(rect))
    table.draw_prompt(pygame.Surface((1280, 720)))
    row1 = dict((k, r) for r, k in before[0])
    assert warned == [table.swap_badges(row1["electromon"], "electromon", 0)[1]], (warned, row1)
    said = {}
    for kind in ("electromon", "pyromon"):
        assert table.swap_pick_at(row1[kind].center)
        said[kind] = table.prompt.replace("\u00a0", " ").replace("\u202f", " ")
        assert screen.prompt_whole(table.prompt) and table.swap_rows() == before, said[kind]
    assert "Donner votre Electromon permet à l'adversaire d'attraper Meteoromon !" in said["electromon"]
    # nc32 shots 43-44: « met l'adversaire à une paire d'Halomon » was cryptic
    assert "Avec votre Pyromon, il ne lui manquerait qu'une paire pour Heliomon." in said["pyromon"]
    # taking back their Electromon in the same swap: the gift leaves them where they were (2), one short
    assert table.swap_pick_at(dict((k, r) for r, k in before[1])["electromon"].center)
    assert table.gift_reach("electromon") == 1
    assert i18n.t_in("en", "elemons.swap_gives", how="pair", kind="Geomon", gigamon="Terramon") == \
        "With your Geomon, they would lack just one pair for Terramon."


def test_a_hands_count_takes_in_the_tiles_flying_over_its_panel(app, tmp_path, monkeypatch):
    """nc31 shot 69: « Elemons en main : 1 » while two Geomons, flying in, were already over the panel beside the
    Polymon. What is over the panel is counted; what is still over the grid is not, and the pictures wait."""
    from scene_input import spy_texts
    from test_elemons_why import table_at

    import scenes.elemons.table as screen

    i18n.set_lang("fr")
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"), speed="normal")
    me = table.m.players[0]
    me.tiles, me.won = ["geomon", "geomon", "polymon"], 3
    table._fly_pair({0: "geomon", 1: "geomon"}, 0, 0.0)
    drawn = spy_texts(monkeypatch, screen)
    surf = screen.pygame.Surface((1280, 720))
    panel = table.panel_rect(0)
    said = []
    for _ in range(120):
        flights = [f for f in table.anim.flights if not f.tween.done]
        if not flights:
            break
        over = sum(1 for f in flights if panel.collidepoint(f.rect().center))
        drawn.clear()
        table.draw_player(surf, 0)
        said.append((over, next(x for x in drawn if x.startswith("Elemons en main"))))
        table.anim.tweens.step(1 / 60)
    counts = {over: line for over, line in said}
    assert counts[0] == "Elemons en main\u00a0: 1" and counts[2] == "Elemons en main\u00a0: 3", said


def test_the_empty_piles_banner_stays_over_the_grid_once_drawn(app, tmp_path):
    """nc31 shot 38: « La pioche est vide : dernier tour ! », put over the grid (nc28), was moved by the kit off
    the tiles to the title's left, squeezed beside it. Drawn, it stays over the grid, off the title."""
    import pygame
    from test_elemons_why import table_at

    import scenes.elemons.table as screen
    from game.core import Event

    i18n.set_lang("fr")
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"))
    table.show(Event("pile_empty", 0, {}))
    surf = pygame.Surface((1280, 720))
    table.draw(surf)
    banner = table.anim.banner_item
    grid = pygame.Rect(screen.GRID_X, screen.GRID_Y, 3 * screen.TILE + 2 * screen.GAP, 3 * screen.TILE + 2 * screen.GAP)
    assert banner is not None and banner.center == grid.center
    assert not banner.rect(surf.get_rect()).colliderect(table.title_rect())


def test_one_more_gigamon_wins_sits_clear_of_ones_own_hand(app, tmp_path, monkeypatch):
    """nc31 shots 80, 92: « Encore un Gigamon : victoire ! » in the person's panel began right under the Polymon
    of their hand. Its lines start 4 px under the hand's pictures and end inside the panel."""
    from test_elemons_why import table_at

    i18n.set_lang("fr")
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"))
    me = table.m.players[0]
    me.tiles = ["geomon", "hydromon", "floramon", "floramon", "polymon"]
    me.won, me.gigamons = len(me.tiles), ["aeromon", "pyromon"]
    assert table.one_more_wins(0)
    words = table.near_layout(0)[0][0]  # (nc61: the whole words, on the panel's own row)
    spots = [r for _t, r in lines_drawn(table, 0, spy_lines(monkeypatch, words))]
    panel = table.panel_rect(0)
    hand = max(spot.bottom for spot, _k, _n in table.hand_spots(0))
    assert spots and min(s.top for s in spots) >= hand + 4 - 3, (hand, spots)  # (the type's own top margin: 3 px)
    assert all(panel.contains(s) and s.bottom <= panel.bottom - 2 for s in spots), (panel, spots)


def test_a_won_pair_flies_to_its_panel_without_crossing_the_other_panels_name(app, tmp_path):
    """nc31 shot 76: a tile of the person's pair, flying straight from the grid's lower rows to their panel,
    crossed « Bot 2 (sur mesure) ». It goes over the grid to its landing height, then across; it lands on time."""
    import pygame
    from test_elemons_why import table_at

    from scenes.elemons.table import PAIR_FLY

    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"), speed="normal")
    me = table.m.players[0]
    me.tiles, me.won = ["aeromon", "aeromon"], 2
    for seat, slots in ((0, (6, 3)), (1, (0, 1))):
        table._fly_pair({s: "aeromon" for s in slots}, seat, 0.0)
        other = table.panel_rect(1 - seat)
        name = pygame.Rect(other.x, other.y, other.width, 34)
        ends = {(f.end.x, f.end.y) for f in table.anim.flights if f.end.colliderect(table.panel_rect(seat))}
        elapsed = 0.0
        while any(not f.tween.done for f in table.anim.flights):
            for f in table.anim.flights:
                if not f.tween.done and f.tween.elapsed >= f.tween.delay:
                    assert not f.rect().colliderect(name), (seat, f.rect(), name)
            table.anim.tweens.step(1 / 60)
            elapsed += 1 / 60
        assert elapsed <= PAIR_FLY + 0.05 and len(ends) >= 1
        table.anim.flights.clear()


def test_the_tutorial_says_where_the_held_elemons_come_from_and_how_a_polymon_pair_looks():
    """nc31 item 1: « vous tenez un Electromon », and the bot's two hidden Elemons, came from nowhere; item 4: the
    first real flip was a Polymon pair, which the tutorial had only named. Step 1 says each player won some
    already; the Polymon's step says how its pair looks: turned with any Elemon."""
    from game import tutorial

    steps = tutorial.load("elemons").steps
    first = steps[0].say["fr"].replace("\u00a0", " ")
    assert "Pour faire court, chacun a déjà gagné des Elemons, vous un Electromon" in first
    assert "To keep it short, each player has already won some Elemons, you an Electromon" in steps[0].say["en"]
    poly = next(s for s in steps if s.say["fr"].startswith("Un Polymon"))
    assert "retourné avec n'importe quel Elemon, il fait une paire, sans pouvoir" in poly.say["fr"]
    assert "turned with any Elemon, it makes a pair, with no power" in poly.say["en"]
    assert len(steps) <= 23


def test_the_tutorials_box_keeps_one_height_and_the_log_its_top(app):
    """nc31 shots 4, 9, 12, 19, 27: the tutorial's box took each step's height (a gap above the log after a
    short one) and the log under it moved up and down with it. The box keeps the height of its tallest step,
    the log its top under it, at every step and bot turn."""
    from test_tutorial import open_tutorial

    from scenes.common import ResultsScene

    i18n.set_lang("fr")
    table = open_tutorial(app, "elemons")
    table.autoplay = True
    tops, boxes, steps = set(), set(), set()
    for n in range(3000):
        if isinstance(app.stack.top, ResultsScene):
            break
        app.frame(1 / 60, draw=n % 10 == 0)
        # (from the second picture: the first places the log before the box is drawn)
        if 0 < n and n % 10 == 0 and table.guide_box is not None and not table.finished_shown \
                and app.stack.top is table:
            tops.add(table.log.rect.top)
            boxes.add(tuple(table.guide_box))
            steps.add(table.guide.index)
            assert not table.log.rect.colliderect(table.guide_box), (table.log.rect, table.guide_box)
    assert len(steps) >= 20 and len(tops) == 1 and len(boxes) == 1, (steps, tops, boxes)
    assert table.log.rect.height >= 200, table.log.rect
