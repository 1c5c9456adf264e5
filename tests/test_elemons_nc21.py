"""Round 21 newcomer's Elemons findings (nc21): the banner one Gigamon short of the win speaks to the
person as « Vous », a pair's refill is one short log line."""

from __future__ import annotations

import pygame
from lang import plain

from game import i18n
from game.core import Event


def test_one_gigamon_short_of_the_win_speaks_to_the_person_as_vous(app, tmp_path):
    """nc21 shot 72: « Joueur 1 tient 2 Gigamons : encore un et c'est gagné ! » said to the one person."""
    from test_elemons_why import table_at

    i18n.set_lang("fr")
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"), speed="normal")
    said: list[str] = []
    table.banner = lambda text, duration=1.0: said.append(text)  # type: ignore[method-assign]
    for seat in (0, 1):
        table.m.gigamons = {"electromon": seat, "pyromon": seat}
        table.m.players[seat].gigamons = ["electromon", "pyromon"]
        table.on_gigamon_caught(Event("gigamon_caught", seat, {"kind": "pyromon", "gigamon": "heliomon"}))
        table.tweens.step(3.0)  # the catch's own banner first, the warning after it (nc35)
    assert [plain(s) for s in said[::2]] == ["Heliomon attrapé !"] * 2, said
    assert plain(said[1]) == "Plus qu'un Gigamon et vous gagnez !", said  # (short: right of the title, nc23)
    assert plain(said[3]).startswith(table.names[1] + " : plus qu'un Gigamon"), said


def test_a_pairs_refill_is_one_short_log_line(app, tmp_path):
    """nc21 item 8: « La tuile N est remplacée par une tuile cachée » after every pair, once a place,
    pushed the useful lines away: one line names the places."""
    from test_elemons_why import table_at

    i18n.set_lang("fr")
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, speed="normal")
    before = len(table.log.entries)
    table._log_line(Event("slot_refilled", 0, {"slot": 1, "pile": 5}))
    table._log_line(Event("slot_refilled", 0, {"slot": 6, "pile": 4}))
    assert [plain(e) for e in table.log.entries[before:]] == ["Tuiles 2, 7 remplacées par la pioche"]
    assert sum(table.log.heads) == len(table.log.entries)  # the first line's wrapped lines went with it
    table._log_line(Event("tile_turned", 1, {"slot": 1, "tile": "geomon"}))
    table._log_line(Event("slot_refilled", 1, {"slot": 3, "pile": 3}))
    assert plain(table.log.entries[-1]) == "Tuile 4 remplacée par la pioche"  # a new pair: a new line


def test_ones_own_floramon_draw_is_said_and_held_like_the_bots_powers(app, tmp_path):
    """nc21 shots 47-49: after the person's Floramon pair the draw went by unsaid (only the log) and the
    bot was already playing: a banner names the tile, and the next events wait for it."""
    from test_elemons_why import table_at

    i18n.set_lang("fr")
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"), speed="normal")
    said: list[str] = []
    table.banner = lambda text, duration=1.0: said.append(text)  # type: ignore[method-assign]
    table.m.players[0].tiles, table.m.players[0].won = ["floramon", "floramon", "pyromon"], 3
    hold = table.on_tile_drawn(Event("tile_drawn", 0, {"tile": "pyromon"}))
    assert hold is not None and hold >= 2.0
    assert [plain(s) for s in said] == ["Floramon : vous gagnez un Pyromon de la pioche"]
    assert table.anim.flights[-1].end == next(r for r, k, _n in table.hand_spots(0) if k == "pyromon")
    said.clear()
    assert table.on_tile_drawn(Event("tile_drawn", 1, {"tile": "pyromon"})) is None and not said  # not ours


def test_the_hand_keeps_one_layout_one_spot_a_kind_with_its_count(app, tmp_path):
    """nc21 shots 69-71: single icons, then « ×2 ×4 ×2 » at 9 Elemons, then single icons again."""
    from test_elemons_why import table_at

    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, speed="normal")
    me = table.m.players[0]
    for tiles in (["geomon", "floramon", "floramon"], ["geomon"] * 2 + ["floramon"] * 4 + ["pyromon"] * 3):
        me.tiles, me.won = tiles, len(tiles)
        spots = table.hand_spots(0)
        assert sorted((k, n) for _r, k, n in spots) == sorted((k, tiles.count(k)) for k in set(tiles))
        assert {r.width for r, _k, _n in spots} == {spots[0][0].width}, "one size whatever the count"


def aeromon_swap(app, tmp_path, won="[[hydromon, hydromon, pyromon], [electromon, electromon, geomon]]",
                 pile="[floramon, floramon, floramon]"):
    """A table where the person's Aeromon pair has just opened the swap's picker (`won`: the two hands; `pile`:
    two tiles or fewer make it the game's last turn)."""
    from scene_input import open_scenario

    path = tmp_path / "scenario.yaml"
    path.write_text("game: elemons\nseats: 2\ngrid: [aeromon, aeromon, geomon, hydromon, floramon, pyromon,"
                    f" electromon, geomon, pyromon]\npile: {pile}\n"
                    f"won: {won}\n")
    table = open_scenario(app, "elemons", ("human", "bot:easy"), path, speed="instant")
    table.act(0, table.grid_attempt(0))
    table.act(0, table.grid_attempt(1))
    for _ in range(600):
        app.frame(1 / 60)
        if table.view["phase"] == "swap" and table.swap_rows()[0]:
            return table
    raise AssertionError("the swap's picker never came")


def test_the_aeromons_picker_counts_each_kind_on_both_sides(app, tmp_path, monkeypatch):
    """nc21 shots 78-79: « Ses Elemons » showed 4 icons for 6 Elemons, no « ×2 »."""
    from scenes.elemons import table as module

    table = aeromon_swap(app, tmp_path)
    assert table.swap_counts() == ({"hydromon": 2, "pyromon": 1, "aeromon": 2}, {"electromon": 2, "geomon": 1})
    drawn: list[tuple[int, int]] = []
    monkeypatch.setattr(module, "draw_count",
                        lambda surf, spot, n, top=False, beside=False, **kw: drawn.append((spot.x, n)))
    table.draw_prompt(pygame.Surface((1280, 720)))
    row1, row2 = table.swap_rows()
    counts = dict(drawn)
    assert [counts.get(r.x, 1) for r, _k in row1 + row2] == [2, 2, 1, 2, 1], (row1, row2, drawn)


def test_the_pale_rings_legend_says_what_it_marks_an_unseen_new_tile(app, tmp_path):
    """nc21 shot 60: tile 7 came from the pile since the person's turn, the bot turned it, and it had no
    pale frame while the legend promised one for every tile come from the pile: the legend says unseen."""
    from test_elemons_why import table_at

    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, speed="normal")
    table.on_slot_refilled(Event("slot_refilled", 1, {"slot": 6, "pile": 5}))
    assert table.slot_anim[6].fresh is not None
    table.on_tile_turned(Event("tile_turned", 1, {"slot": 6, "tile": "geomon"}))
    assert table.slot_anim[6].fresh is None, "seen: no ring"
    # (nc23: « jamais vue » promised a ring on every tile the person never saw: it says « not turned yet »)
    # (f54: « jamais montrée à tous »: a peek shows it to nobody else)
    for lang, words in (("fr", "jamais montrée à tous"), ("en", "never shown to all")):
        for key in ("elemons.frames", "elemons.frames_tutorial"):
            assert words in i18n.t_in(lang, key), (lang, key)


def test_the_swap_button_names_the_two_elemons_picked_and_the_pictures_are_named_on_hover(app, tmp_path):
    """nc21 shot 78: the names inside the picker's small pictures could not be read."""
    i18n.set_lang("fr")
    table = aeromon_swap(app, tmp_path)
    row1, row2 = table.swap_rows()
    assert table.inspect_at(row2[0][0].center)[0] == "Electromon"
    table.swap_pick_at(row1[1][0].center)
    table.swap_pick_at(row2[1][0].center)
    swap = next(b for b in table.bar.buttons if b.tag == "swap")
    assert swap.enabled and plain(swap.label) == "Échanger : Hydromon contre Geomon", swap.label


def test_one_tutorial_step_asks_for_a_tile_from_memory_with_a_gentle_second_chance():
    """nc21 shots 12, 18: « retenez ces quatre tuiles », then every step said which tile to turn: the
    memory was never tested. One step names the Elemon, not the tile, shows no halo nor arrow, and
    answers a wrong tile with a clue (the tutorial refuses it: nothing is turned)."""
    import re

    from game import tutorial

    tut = tutorial.load("elemons")
    free = [i for i, s in enumerate(tut.steps) if not s.marks]
    assert len(free) == 1, free
    step = tut.steps[free[0]]
    for lang in ("fr", "en"):
        assert not re.search(r"\b(tuile|tile)s? \d", step.text(lang)), step.text(lang)
        assert "Electromon" in step.text(lang) and "(H)" in step.wrong_text(lang)
    match = tut.new_match()
    peeked: set[int] = set()
    for s in tut.steps[: free[0]]:
        match.run_bots()
        if s.reads:
            continue
        action = s.pick(match.state.legal_actions(tut.person))
        assert action is not None
        if action.kind == "peek":
            peeked.add(int(action.args[0]))
        match.play(tut.person, action)
    match.run_bots()
    st = match.state
    slot = int(step.do.split()[1])
    assert slot in peeked and st.tiles[st.grid[slot]] == "electromon", "a tile the person looked at in secret"
    feed = tutorial.TutorialFeed(tut, match)
    feed.index = free[0]
    from game.core import Action, IllegalAction

    try:
        feed.submit(tut.person, Action("flip", (4,)))  # the Polymon beside it: a pair, but not this step's
    except IllegalAction as refused:
        assert str(refused) == step.wrong_text()
    else:
        raise AssertionError("a wrong tile went through")
    assert feed.index == free[0] and st.face_up == [3], "nothing turned: the second chance is whole"


def test_the_step_just_played_says_it_is_done_while_the_box_asks_to_look(app):
    """nc21 shots 03, 13: « Étape 2 sur 18 » stayed over « Prenez le temps de bien regarder… », as if the
    step had not moved on."""
    from test_tutorial import first_target, open_tutorial, tap

    i18n.set_lang("fr")
    table = open_tutorial(app, "elemons", speed="normal")  # (instantly, the bot's turn is already queued)
    total = len(table.guide.tutorial.steps)
    for _ in range(2):
        tap(app, first_target(app, table).center)
    for _ in range(300):
        app.frame(1 / 60)
        words = table.guide_words()
        if words is not None and words[0] == i18n.t("tutorial.look"):
            break
    assert words is not None and words[0] == i18n.t("tutorial.look"), words
    assert plain(words[1]) == f"Étape 2 sur {total} réussie", words
