"""Round 24 newcomer's Elemons findings (nc24)."""

from __future__ import annotations

from game import i18n


def test_no_end_of_turn_while_ones_own_floramons_power_still_shows(app, tmp_path):
    """nc24 shots 61-62: « Fin de tour » came right after the person's Floramon pair, before the power had
    given the third Floramon (« Attraper Biomon » came 2 s later beside it): a quick click threw the catch
    away. The buttons come once the power is shown, the catch with them."""
    from test_elemons_why import table_at

    i18n.set_lang("fr")
    grid = ["floramon", "floramon", "geomon", "hydromon", "pyromon", "aeromon", "electromon", "geomon", "pyromon"]
    table = table_at(app, tmp_path, grid, ["floramon"] * 6, seats=("human", "bot:easy"), speed="normal")
    table.m.players[0].tiles = []
    table.act(0, table.grid_attempt(0))
    table.act(0, table.grid_attempt(1))
    seen: list[tuple[float, bool, bool]] = []
    clock = 0.0
    for _ in range(200):  # a tenth of a second a frame: the screen's holds are real seconds
        app.frame(0.1, draw=False)
        clock += 0.1
        shown = [*table.queue, *([table.current] if table.current is not None else [])]
        showing = any(e.kind in ("power", "tile_drawn") for e in shown)
        tags = [b.tag for b in table.bar.buttons]
        if table.up_won:
            assert "end" not in tags
            table._release_up()  # the person's click: the pair put away, its power plays
        seen.append((clock, showing, "end" in tags))
        if "end" in tags:
            assert not showing, f"« Fin de tour » at {clock:.2f} s while the power still shows"
            assert any(t.startswith("trade") for t in tags), tags
            break
    else:
        raise AssertionError("« Fin de tour » never came")


def test_the_hand_row_keeps_one_even_gap_whatever_the_counts(app, tmp_path):
    """nc24 shots 38, 49, 89: a kind held once left a wider hole than one with « ×2 », and « ×2 » touched the
    next picture. Each kind takes its picture and its count, then one even gap."""
    from test_elemons_why import table_at

    from scenes.elemons.table import HAND_GAP, count_rect

    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, speed="normal")
    me = table.m.players[0]
    for tiles in (["aeromon"] * 2 + ["hydromon"] + ["pyromon"] * 3,
                  ["geomon"] * 2 + ["electromon", "hydromon", "pyromon", "polymon"]):
        me.tiles, me.won = tiles, len(tiles)
        spots = table.hand_spots(0)
        assert table.hand_beside(0)
        ends = [count_rect(r, n, beside=True).right if n > 1 else r.right for r, _k, n in spots]
        gaps = {nxt[0].x - end for end, nxt in zip(ends[:-1], spots[1:], strict=True)}
        assert gaps == {HAND_GAP}, gaps
        assert all(table.panel_rect(0).contains(r) for r, _k, _n in spots)


def test_no_hint_lit_while_the_bots_turn_still_shows(app, tmp_path):
    """nc24 shot 86: « Conseil (H) » looked lit while the bot's moves were still played on the screen (the
    engine already waited on the person): it comes back once they are shown."""
    from test_elemons_why import table_at

    from game.core import Event

    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"), speed="normal")
    assert table.hint_for() == 0
    table.queue.append(Event("tile_turned", 1, {"slot": 2, "tile": "geomon"}))
    assert table.hint_for() is None
    table.queue.clear()
    assert table.hint_for() == 0


def test_the_tutorial_says_the_low_pile_where_it_shows_and_no_one_more_once_over(app, tmp_path, monkeypatch):
    """nc24 shot 26: « Prochaine paire : fin ! » showed under the pile two steps before any words explained
    it; shot 39: « Plus qu'un Gigamon et vous gagnez ! » and « Encore un Gigamon : victoire ! » beside
    « Bravo : la pioche est vide et vous gagnez »."""
    from types import SimpleNamespace

    from test_elemons_newcomer4 import words
    from test_elemons_why import table_at

    from game import tutorial

    tut = tutorial.load("elemons")
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 2, seats=("human", "bot:easy"))
        label = i18n.t("elemons.announce.pile_low").rstrip("!\u202f ")
        first = next(k for k, s in enumerate(tut.steps) if label in s.text(lang))
        step = tut.steps[first].text(lang)
        assert "2" in step and len(words(step)) <= 40, step
        monkeypatch.setattr(table, "guide", SimpleNamespace(tutorial=tut, index=first - 1), raising=False)
        assert not table.pile_low_said()
        table.guide.index = first
        assert table.pile_low_said()
        monkeypatch.setattr(table, "guide", None)
        assert table.pile_low_said()  # a game: always
        assert "Annuler (U)" not in tut.end[lang] and "Undo (U)" not in tut.end[lang]
        table.m.players[0].gigamons = ["meteoromon", "heliomon"]
        assert table.one_more_wins(0)
        monkeypatch.setattr(type(table.feed), "is_over", property(lambda _self: True))
        assert not table.one_more_wins(0), "no « one more » once the game is over"
        monkeypatch.undo()
    i18n.set_lang("fr")


def test_a_tile_laid_by_ones_own_pair_keeps_no_pale_frame(app, tmp_path):
    """nc24 shots 47, 71: tile 8, laid by the refill right after the person's own pair, kept the pale frame
    « posée depuis votre dernier tour, jamais retournée », read as "since my previous turn ended". The person
    saw it land: its ring fades out. A tile laid in the bot's turn keeps its pale frame."""
    from test_elemons_why import table_at

    from game.core import Event
    from scenes.elemons.table import FRESH_KEEP

    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"), speed="normal")
    table.on_slot_refilled(Event("slot_refilled", 0, {"slot": 7, "pile": 5}))
    table.on_slot_refilled(Event("slot_refilled", 1, {"slot": 2, "pile": 4}))
    table.rings.step(30.0)
    # nc61: never turned, so pale at once too (no bright fade: seen landing; nc31: none in the person's colour)
    assert table.slot_anim[7].fresh is not None and abs(table.slot_anim[7].fresh.value - FRESH_KEEP) < 0.01
    assert table.slot_anim[2].fresh is not None and abs(table.slot_anim[2].fresh.value - FRESH_KEEP) < 0.01
    assert table.rings_shown()  # the bot's: the legend still speaks of it
