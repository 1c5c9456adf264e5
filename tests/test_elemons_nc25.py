"""Round 25 newcomer's Elemons findings (nc25)."""

from __future__ import annotations

from game import i18n


def test_a_tile_laid_by_ones_own_pair_has_no_pale_frame_and_the_legend_says_whose_turn(app, tmp_path):
    """nc25 shots 16, 26: the person's two pairs refilled tiles 4, 6 then 1, 9; tiles 1 and 9 showed a pale
    frame (the fading ring, on 4 s) and 4, 6 did not, and the legend said « posée depuis votre dernier tour »,
    which all four were. One's own refill is never counted as the pale frame (nc31: nor rings in one's colour,
    an inner frame no legend explained: the turn's own frame says it); the opponent's stays pale, and the legend
    says so."""
    from test_elemons_why import table_at

    from game.core import Event
    from scenes.elemons.table import FRESH_KEEP

    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"), speed="normal")
    table.on_slot_refilled(Event("slot_refilled", 0, {"slot": 0, "pile": 5}))
    table.rings.step(1.0)
    # nc61: never turned, it keeps the pale frame, with no bright fade (it was seen landing)
    assert table.slot_anim[0].fresh is not None and table.slot_anim[0].fresh.value <= FRESH_KEEP + 0.01
    table.on_slot_refilled(Event("slot_refilled", 1, {"slot": 8, "pile": 4}))
    table.rings.step(30.0)
    ring = table.slot_anim[8].fresh
    assert ring is not None and abs(ring.value - FRESH_KEEP) < 0.01 and table.rings_shown()
    for key in ("elemons.frames",):  # (the tutorial's own, shorter: « Pâle : posée depuis votre tour, … », nc34)
        assert "jamais montrée à tous" in i18n.t_in("fr", key)  # (nc61: whoever's turn laid it)
        assert "never shown to all" in i18n.t_in("en", key)
        assert "depuis votre dernier tour" not in i18n.t_in("fr", key)


def test_a_bots_held_tiles_offer_always_two_seconds_and_known_ones_say_so(app, tmp_path, monkeypatch):
    """nc25 shot 57: the bot's miss on two tiles already seen went by itself (1.2 s, « déjà vues : rien de
    nouveau » unseen) while every other miss waited for a click; and a click after every bot miss was tedious
    once the rules were known, the setting that spares it hidden in the Réglages. The known miss waits as every
    miss now (nc51), its words saying so; a miss that waits offers « Toujours 2 s » where it waits, which sets
    the setting."""
    import pygame
    from lang import plain
    from test_elemons_why import table_at

    import scenes.elemons.table as screen
    from game.core import Event

    i18n.set_lang("fr")
    app.settings.tiles_up = 0.0  # the default: until a click
    saved: list[float] = []
    monkeypatch.setattr(type(app.settings), "save", lambda s: saved.append(s.tiles_up))
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"), speed="normal")
    hidden = Event("tiles_hidden", 1, {"slots": [0, 1], "tiles": ["geomon", "pyromon"]})
    for again in (False, True):
        for s in (0, 1):
            table.on_tile_turned(Event("tile_turned", 1, {"slot": s, "tile": "geomon"}))
        table.on_tiles_hidden(hidden)
        # seen before, the second time: it waits for the click as every miss (nc51 shot 091: going by itself, even
        # in 2.4 s, read as a pause skipped), its words saying so, and « Toujours 2 s » offered with it
        assert table.up_left is None and table.fast_offered()
        assert ("déjà vues" in plain(table.up_words())) == again
        table._release_up()
    for s in (2, 3):
        table.on_tile_turned(Event("tile_turned", 1, {"slot": s, "tile": "geomon"}))
    table.on_tiles_hidden(Event("tiles_hidden", 1, {"slots": [2, 3], "tiles": ["geomon", "pyromon"]}))
    assert table.up_left is None and table.fast_offered()
    texts: list[str] = []
    real = screen.render
    monkeypatch.setattr(screen, "render", lambda text, *a, **kw: (texts.append(text), real(text, *a, **kw))[1])
    table.draw(pygame.Surface((1280, 720)))
    said = plain(" ".join(texts))
    assert "Facultatif" in said and "Réglages" in said, said  # (nc32: optional, said first)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=screen.FAST_RECT.center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    app.frame(1 / 60)
    for _ in range(30):  # the pointer rests on it a moment (nc26: a quick click there goes on, see test_elemons_nc26)
        if table.fast_aimed():
            break
        app.frame(0.05)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=screen.FAST_RECT.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=screen.FAST_RECT.center, button=1))
    app.frame(1 / 60)
    assert app.settings.tiles_up == screen.FAST_UP and saved == [screen.FAST_UP]
    assert not table.held, "the click was also the click that goes on"
    for s in (4, 5):
        table.on_tile_turned(Event("tile_turned", 1, {"slot": s, "tile": "geomon"}))
    table.on_tiles_hidden(Event("tiles_hidden", 1, {"slots": [4, 5], "tiles": ["geomon", "pyromon"]}))
    assert table.up_left == screen.FAST_UP and not table.fast_offered()


def test_the_tutorials_last_turn_says_one_thing_a_step_and_asks_its_click_last():
    """nc25 shots 29-30: step 16 packed the taking rule in one sentence with a semicolon, and step 17 spoke of
    the Floramon on tile 7 then asked for the Aeromon on tile 3: the person hesitated. The taking rule, the
    bot's miss with the Floramon's power, and the last pair each have a box; the click asked comes last."""
    from test_elemons_newcomer4 import words

    from game import tutorial

    tut = tutorial.load("elemons")
    for lang, taking, floramon, low in (("fr", "vous le prendra", "Floramon", "Prochaine paire"),
                                        ("en", "take it from you", "Floramon", "Next pair")):
        texts = [s.text(lang) for s in tut.steps]
        rule = next(k for k, x in enumerate(texts) if taking in x)
        assert ";" not in texts[rule] and "\u202f;" not in texts[rule] and floramon not in texts[rule]
        flora = next(k for k, x in enumerate(texts) if floramon in x)
        assert tut.steps[flora].do == "read", "the Floramon's power in a box of its own, no click asked beside it"
        last = next(k for k, s in enumerate(tut.steps) if s.do == "flip 2")
        assert rule < flora < last and low in texts[last] and floramon not in texts[last]
        assert texts[last].rstrip("…. ").endswith(("en haut à droite", "at the top right")), texts[last]
        assert all(len(words(x)) <= 40 for x in texts)


def test_counts_never_cover_a_picture_and_a_tile_for_the_box_leaves_its_count_readable(app, tmp_path):
    """nc25 shots 34, 104: the « ×2 » badges covered the corner of the hand's pictures (over the edge with
    room, over a third of the picture with six kinds); shot 104: the Polymon flying to the Box hid
    « Boîte : 14 ». The pictures shrink a little so the counts stay beside; a burned tile ends small at the
    Box's top."""
    import pygame
    from test_elemons_why import table_at

    from scenes.elemons.table import HAND_MIN, SMALL, count_rect

    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, speed="normal")
    me = table.m.players[0]
    hands = (["aeromon"] * 2 + ["hydromon"] * 2 + ["pyromon"] * 2,
             ["aeromon", "geomon", "geomon", "electromon", "hydromon", "floramon", "floramon", "pyromon", "pyromon"])
    for tiles, size in zip(hands, (SMALL, None), strict=True):
        me.tiles, me.won = tiles, len(tiles)
        assert table.hand_beside(0)
        spots = table.hand_spots(0)
        assert size is None or all(r.width == size for r, _k, _n in spots)
        assert all(r.width >= HAND_MIN for r, _k, _n in spots)
        for spot, _k, n in spots:
            if n > 1:
                badge = count_rect(spot, n, beside=True)
                assert not any(badge.colliderect(r) for r, _k2, _n2 in spots), (badge, spots)
                assert table.panel_rect(0).contains(badge)
    box = table.box_rect()
    label = pygame.Rect(box.x + 8, box.y + 24, box.width - 16, 20)
    assert box.contains(table.box_mouth()) and not table.box_mouth().colliderect(label)


def test_ones_own_pair_lands_in_the_hand_before_its_power_shows(app, tmp_path):
    """nc25 shot 81: one's own two Floramons still flew to the hand under the banner « Floramon : gagnez une
    tuile de la pioche », and read as the gift. The power waits till the pair has landed: the gift's tile
    then flies alone from the pile."""
    from test_elemons_why import table_at

    table = table_at(app, tmp_path, ["floramon", "floramon"] + ["geomon"] * 7, ["pyromon"] * 6,
                     seats=("human", "bot:easy"), speed="normal")
    table.act(0, table.grid_attempt(0))
    table.act(0, table.grid_attempt(1))
    landed_at = drawn_at = None
    for frame in range(600):
        app.frame(1 / 60, draw=False)
        shown = [*([table.current] if table.current is not None else []), *table.shown[-3:]]
        flying = table.pair_flight is not None and not table.pair_flight.done
        if landed_at is None and table.pair_flight is not None and table.pair_flight.done:
            landed_at = frame
        if any(e.kind in ("power", "tile_drawn") for e in shown) and drawn_at is None:
            drawn_at = frame
            assert not flying, "the power showed while the pair still flew"
        if drawn_at is not None:
            break
    assert landed_at is not None and drawn_at is not None and landed_at <= drawn_at


def test_the_log_says_a_flip_and_a_miss_without_the_players_name(app, tmp_path):
    """nc25: « Bot 2 (sur mesure) retourne la tuile 4, regardée en secret » on every flip: the person stopped
    reading the log. The turn's heading and the line's colour say whose flips they are; the name stays where
    a turn wins, takes or gives."""
    from lang import plain

    from game.core import Event

    names = ["Joueur 1", "Bot 2 (sur mesure)"]
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        for ev in (Event("tile_turned", 1, {"slot": 3, "tile": "geomon"}),
                   Event("tile_turned", 1, {"slot": 3, "tile": "geomon", "effect": "secret"}),
                   Event("tile_peeked_public", 1, {"slot": 3}),
                   Event("tiles_hidden", 1, {"slots": [3, 0], "tiles": ["geomon", "pyromon"]})):
            said = plain(i18n.describe("elemons", ev, names))
            assert "Bot 2" not in said and len(said) <= 40, said
        won = plain(i18n.describe("elemons", Event("pair_won", 1, {"slots": [3, 0], "tiles": ["geomon", "geomon"]}),
                                  names))
        assert "Bot 2" in won, won
    i18n.set_lang("fr")


def test_the_aeromon_pickers_names_are_written_under_its_pictures_in_the_captions_type(app, tmp_path):
    """nc25 shot 75: the names on the picker's small tiles (« Electromon », « Polymon ») were tiny. Where the
    band has room, each picture goes without its name, written under it in the captions' type, clear of the
    next picture, its name and the buttons."""
    import pygame
    from test_elemons_nc21 import aeromon_swap

    from scenes.elemons.table import BAR_TOP, count_rect
    from sprites.fonts import TYPE, font

    table = aeromon_swap(app, tmp_path)
    row1, row2 = table.swap_rows()
    assert table.swap_named and table.swap_beside
    cells = row1 + row2
    names = [pygame.Rect((r.x, r.bottom + 1), font(TYPE.SMALL).size(table.kind(k).name[i18n.lang])) for r, k in cells]
    things = [r for r, _k in cells] + names + [count_rect(r, 2, top=True, beside=True) for r, _k in cells]
    for k, name in enumerate(names):
        assert name.bottom <= BAR_TOP, name
        assert not any(name.colliderect(o) for o in things if o is not name and o is not cells[k][0]), name
