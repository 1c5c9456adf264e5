"""Round 26 newcomer's Elemons findings (nc26)."""

from __future__ import annotations

from game import i18n


def test_a_quick_click_on_always_two_seconds_only_goes_on_and_the_choice_sits_far_from_the_words(app, tmp_path,
                                                                                                  monkeypatch):
    """nc26 shot 49: « Toujours 2 s, sans clic » sat right under « cliquez pour continuer », and the person feared
    changing a setting with the click meant to go on. The choice sits at the row's far end, and a click on it
    counts only once the pointer was brought there and rested a moment: a quick one there only goes on."""
    import pygame
    from test_elemons_why import table_at

    import scenes.elemons.table as screen
    from game.core import Event

    i18n.set_lang("fr")
    app.settings.tiles_up = 0.0  # until a click
    monkeypatch.setattr(type(app.settings), "save", lambda s: None)
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"), speed="normal")
    for s in (0, 1):
        table.on_tile_turned(Event("tile_turned", 1, {"slot": s, "tile": "geomon"}))
    table.on_tiles_hidden(Event("tiles_hidden", 1, {"slots": [0, 1], "tiles": ["geomon", "pyromon"]}))
    assert table.held and table.fast_offered()
    words_end = 330 + screen.render(table.up_words(), screen.TYPE.BODY, (0, 0, 0)).get_width()
    assert screen.FAST_RECT.left > min(words_end, screen.PROMPT_WIDTH + 330) - 100, "not under the words' start"
    assert screen.FAST_RECT.left >= table.slot_rect(2).right, "right of the grid, away from its tiles"
    pos = screen.FAST_RECT.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.frame(1 / 60)
    assert app.settings.tiles_up == 0.0, "a quick click there changes no setting"
    assert not table.held, "it went on"


def crowded_swap(app, tmp_path):
    """The tutorial's exchange (nc26 shots 38-39): three kinds a side, most held twice, every Gigamon still wild."""
    from test_elemons_nc21 import aeromon_swap

    return aeromon_swap(app, tmp_path, "[[hydromon, hydromon, pyromon, pyromon], [aeromon, geomon, geomon, pyromon]]")


def test_the_crowded_pickers_counts_sit_on_their_own_pictures_and_a_pick_stands_out(app, tmp_path, monkeypatch):
    """nc26 shots 38-39: in the narrow band (all the wild Gigamons listed beside it) every « ×2 » lay over a
    small tile's corner, and the person's own pick was only faintly framed. nc31 shots 35-36: shrunk for the
    counts to sit beside, they touched the next picture; on the corners of larger pictures (shot 77) they read
    better. nc34 zoom-38: on the corners, the counts and « ! » covered the small symbols. Each count sits beside
    its own picture, in its chip, clear of every picture; a row's pick is framed, and the kinds not picked are
    veiled."""
    import pygame

    import scenes.elemons.table as screen
    from scenes.elemons.table import BAR_TOP, SWAP_MIN, SWAP_PICK_ROOM, count_rect

    i18n.set_lang("fr")
    table = crowded_swap(app, tmp_path)
    row1, row2 = table.swap_rows()
    assert len(row1) == 3 and len(row2) == 3 and table.swap_beside and not table.swap_named
    pictures = [r for r, _k in row1 + row2]
    for side, row in ((0, row1), (1, row2)):
        for rect, kind in row:
            assert rect.width >= max(SWAP_MIN, 40) and rect.bottom <= BAR_TOP
            if table.swap_counts()[side][kind] == 1:
                continue
            badge = count_rect(rect, 2, top=True, beside=True, gap=SWAP_PICK_ROOM)
            assert table.swap_chip(rect, kind, side).contains(badge)
            assert not any(badge.colliderect(other.inflate(6, 6)) for other in pictures), badge
    before = pygame.Surface((1280, 720))
    table.draw_prompt(before)
    mine, other = row1[1], row1[0]
    assert table.swap_pick_at(mine[0].center)
    after = pygame.Surface((1280, 720))
    texts: list[str] = []
    real = screen.render
    monkeypatch.setattr(screen, "render", lambda text, *a, **kw: (texts.append(text), real(text, *a, **kw))[1])
    table.draw_prompt(after)
    dim = sum(after.get_at(other[0].center)[:3]), sum(before.get_at(other[0].center)[:3])
    assert dim[0] < dim[1] * 0.75, dim
    assert after.get_at(mine[0].center) == before.get_at(mine[0].center), "the pick itself unveiled"


def land(table) -> None:
    """Every flight of the table to its end (the tiles of a pair land in their panel)."""
    for _ in range(200):
        if not table.anim.flights:
            return
        table.anim.tweens.step(0.05)
        table.anim.prune()
    raise AssertionError("the flights never landed")


def test_a_count_waits_for_the_tiles_flying_to_its_picture(app, tmp_path, monkeypatch):
    """nc26 shot 24: a won pair still flying onto its kind's picture covered the « × » of « ×2 »: « 2 » alone."""
    import pygame
    from test_elemons_why import table_at

    import scenes.elemons.table as screen

    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"), speed="normal")
    table.m.players[0].tiles = ["pyromon", "pyromon", "hydromon"]
    spot = next(r for r, k, _n in table.hand_spots(0) if k == "pyromon")
    counted: list[int] = []
    monkeypatch.setattr(screen, "draw_count", lambda surf, where, n, **kw: counted.append(where.x))
    table.draw_player(pygame.Surface((1280, 720)), 0)
    assert spot.x in counted
    counted.clear()
    table._fly_pair({0: "pyromon", 1: "pyromon"}, 0, 0.0)
    table.draw_player(pygame.Surface((1280, 720)), 0)
    assert spot.x not in counted, "no count under the tiles still flying to it"
    land(table)
    counted.clear()
    table.draw_player(pygame.Surface((1280, 720)), 0)
    assert spot.x in counted


def test_the_tutorial_says_the_game_ends_with_the_last_pairs_turn_and_the_win_rule_early():
    """nc26 shots 33, 40, 42: « Prochaine paire : fin » made the person expect the game to stop at their pair,
    yet an exchange and a catch followed; and « un troisième Gigamon fait gagner aussitôt », the key rule, came
    only on the last screen. The low pile's step says the turn plays out first; the win rule comes with the
    first catch's follow-up, long before the end."""
    from game import tutorial

    tut = tutorial.load("elemons")
    for lang, low, plays, win in (("fr", "Prochaine paire", "jusqu'au bout", "trois Gigamons gagne aussitôt"),
                                  ("en", "Next pair", "plays out", "three Gigamons wins at once")):
        texts = [s.text(lang) for s in tut.steps]
        step = next(x for x in texts if low in x)
        assert plays in step, step
        rule = next(k for k, x in enumerate(texts) if win in x)
        assert rule < len(texts) - 5, (rule, texts[rule])
