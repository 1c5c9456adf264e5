"""Round 28 newcomer's Elemons findings (nc28)."""

from __future__ import annotations

import pygame

from game import i18n
from game.core import Event


def spy_lines(monkeypatch, words: str) -> list:
    """The lines of `words` the Elemons screen renders from now on, as (text, image)."""
    import scenes.elemons.table as screen

    real_render = screen.render
    said: list = []

    def render(text, *a, **k):
        out = real_render(text, *a, **k)
        if text and text in words:
            said.append((text, out))
        return out

    monkeypatch.setattr(screen, "render", render)
    return said


def lines_drawn(table, seat: int, said: list) -> list:
    """Where a seat's panel, drawn now, puts the spied lines: (text, rect) in drawing order."""
    from scene_input import BlitSpy

    surf = BlitSpy()
    table.draw_player(surf, seat)
    return [(text, r) for img, r in surf.blits for text, line in said if img is line]


def test_seen_hands_fold_what_the_viewer_saw_and_never_more():
    """What a seat may know of another's face-down hand: the pairs it saw won, an Aeromon's look, a swap it
    took part in; a Floramon's draw and a swap between two others stay unseen."""
    from scenes.elemons.model import SeenHands, closest

    seen = SeenHands(0, 3)
    seen.apply(Event("pair_won", 1, {"slots": [0, 1], "tiles": ["floramon", "floramon"]}))
    seen.apply(Event("tile_drawn", 1, {"tile": "geomon"}, to=(1,)))  # not shown to seat 0: folded as unseen below
    seen.apply(Event("tile_drawn_public", 1, {}))
    hand = seen.hand(1, 3)
    assert hand.kinds == {"floramon": 2} and hand.unseen == 1
    assert closest(hand, {"floramon": None}, 1, 3) == [("floramon", 1)]
    assert closest(hand, {"floramon": 1}, 1, 3) == [], "a Gigamon it holds is no aim"
    seen.apply(Event("tiles_swapped", 0, {"target": 1, "gave": "pyromon", "took": "floramon"}, to=(0, 1)))
    assert seen.hand(1, 3).kinds == {"floramon": 1, "pyromon": 1}
    seen.apply(Event("hand_seen", 0, {"target": 1, "tiles": ["floramon", "geomon", "pyromon"]}, to=(0,)))
    assert seen.hand(1, 3).kinds == {"floramon": 1, "geomon": 1, "pyromon": 1} and seen.hand(1, 3).unseen == 0
    seen.apply(Event("tiles_swapped_public", 1, {"target": 2}))  # between the two others: which moved, unseen
    assert seen.hand(1, 3).kinds == {} and seen.hand(1, 3).unseen == 3
    seen.apply(Event("pair_won", 2, {"slots": [0, 1], "tiles": ["geomon", "geomon"]}))
    seen.apply(Event("gigamon_caught", 2, {"gigamon": "terramon", "kind": "geomon", "from": None,
                                           "given": ["geomon"] * 3}))
    assert seen.hand(2, 0).kinds == {} and seen.hand(2, 0).unseen == 0


def test_the_bots_panel_says_how_close_it_is_and_a_near_catch_is_announced(app, tmp_path, monkeypatch):
    """nc28: « the bot sat on 7 hidden Elemons and nothing told me whether it was close to a Gigamon ». Its
    panel shows the Elemons the person saw it win face up and says how close it is; once a turn leaves it one
    Elemon short of a Gigamon, the log and a banner say so."""
    from scene_input import spy_texts
    from test_elemons_why import table_at

    import scenes.elemons.table as screen

    i18n.set_lang("fr")
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"))
    assert table.near_words(1) == ("", False), "nothing held, nothing said"
    table.show(Event("pair_won", 1, {"slots": [0, 1], "tiles": ["floramon", "floramon"]}))
    # the panel's line waits with its count for the pair still face up on the grid (nc35 shots 14, 45)
    assert table.near_words(1) == ("", False)
    banners = []
    monkeypatch.setattr(table, "banner", lambda text, duration=1.0: banners.append(text))
    table.show(Event("turn_ended", 1, {}))
    assert banners == ["Bot 2 (facile)\u00a0: plus qu'un Floramon pour Biomon\u202f!"]
    assert "il ne manque plus qu'un Floramon" in str(table.log.entries)
    table.show(Event("turn_ended", 1, {}))
    assert len(banners) == 1, "said once"
    table._release_up()  # the pair seen on the grid: it flies to the panel (face up there, it was not in it yet)
    while not all(f.tween.done for f in table.anim.flights):
        table.anim.tweens.step(1 / 30)
    drawn = spy_texts(monkeypatch, screen)
    surf = screen.pygame.Surface((1280, 720))
    table.draw_player(surf, 1)
    assert "Elemons en main\u00a0: 2, dont 2 vus" in drawn
    assert "Plus qu'un Floramon pour Biomon\u202f!" in " ".join(drawn)


def test_a_hand_counts_a_tile_once_it_has_landed_picture_and_count_alike(app, tmp_path, monkeypatch):
    """nc28 shots 47, 79: three Pyromon pictures beside « Elemons en main : 2 » while a pair flew in; a « ×3 »
    gone a moment. What flies to the hand is counted, pictured and numbered once it lands, all three at once."""
    from scene_input import spy_texts
    from test_elemons_why import table_at

    import scenes.elemons.table as screen

    i18n.set_lang("fr")
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"))
    me = table.m.players[0]
    me.tiles, me.won = ["pyromon", "pyromon"], 2
    table._fly_pair({0: "pyromon", 1: "pyromon"}, 0, 0.25)
    faces = []
    real_face = table.face
    monkeypatch.setattr(table, "face", lambda kind, size: faces.append(kind) or real_face(kind, size))
    drawn = spy_texts(monkeypatch, screen)
    surf = screen.pygame.Surface((1280, 720))
    table.draw_player(surf, 0)
    # nothing counted nor pictured in flight; the pair said on its way, not « 0 » (nc36 shot 58)
    assert "Elemons en main\u00a0: 0, bientôt 2" in drawn and "pyromon" not in faces, "nothing counted nor pictured"
    for _ in range(240):
        app.frame(1 / 60)
        if not any(not f.tween.done for f in table.anim.flights):
            break
    drawn.clear()
    faces.clear()
    table.draw_player(surf, 0)
    assert "Elemons en main\u00a0: 2" in drawn and "×2" in drawn and faces.count("pyromon") == 1


def test_ones_own_power_without_effect_is_said_under_the_grid_and_the_empty_pile_over_it(app, tmp_path,
                                                                                          monkeypatch):
    """nc28 shots 46-48, 36: « Le pouvoir n'a aucun effet » was only in the log; « La pioche est vide : dernier
    tour ! » came right of the title, away from the eyes. The first is said under the grid (and waited on),
    the second over the grid; the words under the grid keep clear of the wild Gigamons' column."""
    from scene_input import spy_texts
    from test_elemons_why import table_at

    import scenes.elemons.table as screen

    i18n.set_lang("fr")
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"))
    took = table.show(Event("power_fizzled", 0, {"power": "burn", "why": "no_elemons"}))
    assert took >= screen.FIZZLE_BEAT and "aucun adversaire" in table.note and table.note_left > 0
    monkeypatch.setattr(table, "human_to_act", lambda: None)
    drawn = spy_texts(monkeypatch, screen)
    table.draw_prompt(screen.pygame.Surface((1280, 720)))
    assert any("aucun effet" in line for line in drawn), drawn
    table.show(Event("pile_empty", 0, {}))
    banner = table.anim.banner_item
    grid = screen.pygame.Rect(screen.GRID_X, screen.GRID_Y, 3 * screen.TILE + 2 * screen.GAP, 3 * screen.TILE)
    assert banner is not None and grid.collidepoint(banner.center)
    assert screen.GRID_X + screen.PROMPT_WIDTH <= 770 - 20, "the words under the grid keep off the Gigamons"
    assert 770 + screen.PILE_WORDS <= 960 - 20, "the words under the pile keep off the log"


def test_a_pick_in_the_exchange_wears_its_own_frame_not_the_advices(app, tmp_path):
    """nc28 shots 58-59: Conseil's cyan frame lay over the person's pick: after the click nothing changed. An
    Elemon picked loses the advice's frame, and the pick's own frame shows."""
    from test_elemons_nc26 import crowded_swap

    from game.core import act

    table = crowded_swap(app, tmp_path)
    row1, row2 = table.swap_rows()
    give, take = row1[0][1], row2[0][1]
    advice = act("swap", give, take)
    assert row1[0][0] in table.hint_places(advice)
    table.swap_pick["mine"] = give
    places = table.hint_places(advice)
    assert row1[0][0] not in places and row2[0][0] in places


def test_always_two_seconds_is_offered_at_the_first_holds_only(app, tmp_path, monkeypatch):
    """nc28 shots 42-75: « Toujours 2 s, sans clic » came and went at every reveal beside « Conseil (H) ». It is
    offered at the game's first two holds, then no more (the Réglages keep the setting)."""
    from test_elemons_why import table_at

    import scenes.elemons.table as screen

    i18n.set_lang("fr")
    app.settings.tiles_up = 0.0
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"))
    surf = screen.pygame.Surface((1280, 720))
    offered = []
    for _ in range(screen.FAST_OFFERS + 1):
        table.hold_up([0, 1], 1, None)
        offered.append(table.fast_offered())
        if offered[-1]:
            table.draw_fast(surf)
            assert table.fast_offered(), "it stays while its hold lasts"
        table._release_up()
    assert offered == [True] * screen.FAST_OFFERS + [False]


def test_a_long_near_line_ends_inside_the_bots_panel(app, tmp_path, monkeypatch):
    """nc30 shot 50: « À 1 Elemon d'un Gigamon : Polymon, Aeromon, Floramon, Geomon » took three lines, the
    third on the panel's bottom edge."""
    from test_elemons_why import table_at

    import scenes.elemons.table as screen

    i18n.set_lang("fr")
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"))
    table.show(Event("pair_won", 1, {"slots": [0, 1], "tiles": ["floramon", "floramon"]}))
    words = "À 1 Elemon d'un Gigamon\u00a0: Polymon, Aeromon, Floramon, Geomon"
    monkeypatch.setattr(table, "near_words", lambda seat: (words, True))
    spots = [r for _t, r in lines_drawn(table, 1, spy_lines(monkeypatch, words))]
    panel = table.panel_rect(1)
    assert len(spots) >= 3, spots
    assert all(panel.contains(spot) and spot.bottom <= panel.bottom - 6 for spot in spots), (panel, spots)
    # and clear of the Elemons pictured above
    assert min(spot.top for spot in spots) >= panel.top + 32 + 20 + screen.WON_H // 2, (panel, spots)



def test_beside_two_gigamons_the_near_line_goes_whole_under_the_panel_and_is_gone_once_the_game_is_over(
        app, tmp_path, monkeypatch):
    """nc32 shot 97: beside the bot's two Gigamons « À 1 Polymon de la victoire ! » showed as « À 1 Polymon de
    la », the rest cut; shot 107: after its third Gigamon the words spilled out of the panel, one a line."""
    from test_elemons_why import table_at

    import scenes.elemons.table as screen


    i18n.set_lang("fr")
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"))
    table.show(Event("pair_won", 1, {"slots": [0, 1], "tiles": ["polymon", "polymon"]}))
    table.m.players[1].gigamons = ["electromon", "pyromon"]
    words = "À 1 Polymon de la victoire\u202f!"
    monkeypatch.setattr(table, "near_words", lambda seat: (words, True))
    said = spy_lines(monkeypatch, words)
    shown = lines_drawn(table, 1, said)
    assert " ".join(text for text, _r in shown) == words, shown
    panel = table.panel_rect(1)
    window = pygame.Rect(0, 0, 1280, 720)
    # nc61: up to three players, the panel's own row holds them, its whole width, under the hand
    assert all(panel.contains(r) and r.top >= panel.y + 54 + screen.WON_H and window.contains(r)
               for _t, r in shown), shown
    said.clear()
    table.m.over = True
    assert not lines_drawn(table, 1, said), "the game is decided"
