"""Round 63's fixes on Elemons & Gigamons (fix round f52), each from a newcomer's report (nc63)."""

from __future__ import annotations

import os
import re

from lang import plain

from game import i18n, tutorial


def _words(text: str) -> int:
    return len([w for w in text.split() if re.search(r"\w", w)])


def test_the_tutorial_says_a_pair_ends_the_turn_where_it_first_does_and_the_rock_where_it_lands():
    """nc63 shots 029, 031: « a pair does NOT give you another turn (unless Electromon) » was said once, late (the
    catch's step), and understood from a toast; shots 019-021: the Rock landed a step before it was said what a Rock
    does. The first pair's step (the Hydromon's looks, where the turn first ends) opens with the rule, the
    Electromon's says it is the exception, and the step shown as the Rock lands says what it does."""
    tut = tutorial.load("elemons")
    fr = [plain(s.text("fr")) for s in tut.steps]
    en = [s.text("en") for s in tut.steps]
    peek = next(i for i, s in enumerate(tut.steps) if s.do.startswith("peek"))
    first = fr[peek].split(":")[0]
    assert "ne fait pas rejouer" in first and "sauf l'Electromon" in first, fr[peek]
    assert en[peek].startswith("Only the Electromon's pair lets you play again"), en[peek]
    assert any("l'Electromon est la seule paire qui fait rejouer" in t for t in fr)
    trade = next(i for i, s in enumerate(tut.steps) if s.do.startswith("trade"))
    assert fr[trade].startswith("Juste après une paire, votre tour finit"), fr[trade]
    # the bot's Rock is laid during its turn 3; the first step shown after it (the one naming its Geomons) says it
    landed = next(i for i, t in enumerate(fr) if "deux Geomons" in t)
    assert "Rocher sur la tuile 8" in fr[landed] and "jusqu'à son prochain tour" in fr[landed], fr[landed]
    assert next(i for i, t in enumerate(fr) if "Rocher" in t) == landed
    for step in tut.steps:
        for lang in ("fr", "en"):
            assert _words(step.text(lang)) <= 40, step.text(lang)


def test_the_tile_mix_is_said_in_the_tutorial_and_in_the_games_aid():
    """nc63: « It never says how many tiles of each kind exist »: the tutorial says it in one clause and the
    player aid (« ? ») keeps it, with the numbers of tiles.yaml."""
    from game.elemons.defs import load_defs
    from scenes.howto import load_howto
    defs = load_defs()
    counts = {k.count for k in defs.kinds.values() if k.id != "polymon"}  # the numbers the words say
    assert counts == {6} and defs.kinds["polymon"].count == 4
    total = sum(k.count for k in defs.kinds.values())
    assert total == 40
    tut = tutorial.load("elemons")
    said = " ".join(plain(s.text("fr")) for s in tut.steps)
    assert "40 tuiles : 6 de chaque Elemon, 4 Polymons" in said
    aid = [plain(r.text["fr"]) for r in load_howto("elemons").aid_rows]
    assert any("40 tuiles : 6 de chaque Elemon et 4 Polymons" in r for r in aid), aid


def test_the_panels_one_elemon_short_lines_read_as_words_and_name_the_gigamons(app, tmp_path):
    """nc63 shots 011, 019: « À 1 Hydromon d'Halomon ! » read as a code (the log's « il ne manque plus qu'un Geomon
    à Bot 2 pour attraper Terramon » read well); shot 039: « Un Elemon de plus pour l'un de 3 Gigamons » named none.
    Now « Plus qu'un Hydromon pour Halomon ! », and three Gigamons one Elemon away are named."""
    from scene_input import open_scenario_text

    i18n.set_lang("fr")
    assert plain(i18n.t("elemons.near.one", how="one", kind="Hydromon", gigamon="Halomon")) == \
        "Plus qu'un Hydromon pour Halomon !"
    assert plain(i18n.t("elemons.near.one", how="win", kind="Geomon", gigamon="Terramon")) == \
        "Un Geomon et c'est gagné !"
    assert plain(i18n.t("elemons.near.banner", how="one", who="Bot 2", kind="Geomon", gigamon="Terramon")) == \
        "Bot 2 : plus qu'un Geomon pour Terramon !"
    table = open_scenario_text(
        app, "elemons", ("human", "bot:easy"), tmp_path, "game: elemons\nseats: 2\ncurrent: 0\n"
        "grid: [geomon, pyromon, geomon, hydromon, aeromon, floramon, electromon, pyromon, aeromon]\n"
        "pile: [floramon, hydromon, geomon]\nwon: [[hydromon, hydromon, floramon, floramon, geomon, geomon], []]\n")
    app.frame(1 / 60)
    said, _warn = table.own_near_words(0)
    assert plain(said) == "Il vous manque 1 Elemon pour Terramon, Halomon ou Biomon", said  # (nc64: both panels' form)
    lines, _x, top, _w = table.near_layout(0)
    assert lines and top + len(lines) * 15 <= table.panel_rect(0).bottom, (lines, top)
    if os.environ.get("F52_SHOT"):  # to look at it
        import pygame
        app.draw()
        pygame.image.save(pygame.display.get_surface(), os.environ["F52_SHOT"] + "three_own.png")
    # (said on the bot's panel too: the words fit any seat)
    assert i18n.t_in("en", "elemons.near.one", how="win", kind="Geomon", gigamon="Terramon") == \
        "One more Geomon wins it!"
    assert i18n.t_in("en", "elemons.near.short_of", gigamons="Terramon, Halomon or Biomon", who="own") == \
        "You need 1 more Elemon for Terramon, Halomon or Biomon"


def test_how_to_play_says_who_starts_here_and_catches_rather_than_trades():
    """nc63 shots 114-115: « Le plus jeune commence. » means nothing in the app, where Joueur 1 starts (the engine's
    seat 0); « échanger trois Elemons contre un Gigamon » clashed with the Aeromon's « échange »."""
    from scenes.howto import load_howto

    howto = load_howto("elemons")
    fr = " ".join(plain(s.text["fr"]) for s in howto.sections)
    en = " ".join(s.text["en"] for s in howto.sections)
    assert "plus jeune" not in fr and "Joueur 1, commence" in fr, fr
    assert "youngest" not in en and "Player 1, starts" in en
    assert "échanger trois Elemons" not in fr and "attraper un Gigamon avec trois Elemons" in fr
    tut = " ".join(plain(s.wrong["fr"]) for s in tutorial.load("elemons").steps if s.wrong)
    assert "pour échanger vos trois" not in tut, tut


def test_undo_says_under_the_buttons_what_it_takes_back(app, tmp_path):
    """nc63 shot 104: « Annuler (U) » came after catching Meteoromon, with no word, then went; the newcomer did not
    dare press it. While it shows, a line under the buttons says what it takes back."""
    import pygame
    from scene_input import open_scenario
    from test_elemons_issue24_r12 import _scenario
    from waiting import wait_until

    import scenes.elemons.table as screen
    from game.core import Action
    from sprites.fonts import wrap

    i18n.set_lang("fr")
    grid = ["geomon", "pyromon", "geomon", "hydromon", "floramon", "aeromon", "geomon", "pyromon", "aeromon"]
    path = _scenario(tmp_path, grid, ["floramon"] * 6, [["electromon"] * 3, ["floramon"]])
    table = open_scenario(app, "elemons", ["human", "bot:easy"], path, speed="normal")
    assert wait_until(lambda: table.human_to_act() == 0 and not table.busy, 10, 0, lambda: app.frame(1 / 30))
    assert table.undo_words() is None, "no words while there is nothing to take back"
    table.act(0, Action("trade", ("electromon",)))
    assert wait_until(lambda: any(b.tag == "undo" for b in table.tools.buttons), 10, 0, lambda: app.frame(1 / 30))
    said = table.undo_words()
    assert said is not None and plain(said) == "Annuler (U) reprend votre capture de Meteoromon.", said
    room = table.note_rect.x - 16 - table.tool_rect.x
    assert len(wrap(said, room, 13)) <= 2
    drawn: list[tuple[str, tuple[int, int]]] = []
    surf = pygame.Surface((1280, 720))
    render = screen.render

    def spy(text: str, *a: object, **k: object) -> pygame.Surface:
        img = render(text, *a, **k)  # type: ignore[arg-type]
        drawn.append((text, img.get_size()))
        return img
    screen.render = spy  # type: ignore[assignment]
    try:
        table.draw_undo_words(surf)
    finally:
        screen.render = render
    assert drawn and " ".join(t for t, _s in drawn) == said, drawn
    assert all(size[0] <= room for _t, size in drawn), drawn
    if os.environ.get("F52_SHOT"):  # to look at it
        import pygame as pg
        app.draw()
        pg.image.save(pg.display.get_surface(), os.environ["F52_SHOT"] + "undo.png")
    assert i18n.t_in("en", "elemons.undo_what", what="trade", gigamon="Meteoromon") == \
        "Undo (U) takes back your catch of Meteoromon."


def test_the_results_name_what_the_adaptive_bot_counted():
    """nc63 shot 110: « Bot 2 (sur mesure) a joué 19 de ses 28 coups comme le bot moyen » while the bot had some
    11 turns: in Elemons each tile, Rock, catch… is one choice. The line names that unit; other games keep theirs."""
    from scenes.common import close_lines

    i18n.set_lang("fr")
    names = ["Joueur 1", "Bot 2 (sur mesure)"]
    said = [plain(s) for s in close_lines("elemons", {1: {"easy": 9, "medium": 19, "hard": 0}}, names)]
    assert said == ["Bot 2 (sur mesure) a fait 19 de ses 28 choix (tuile, Rocher, capture…) comme le bot moyen, "
                    "les autres comme le bot facile."], said
    assert "coups" not in plain(close_lines("elemons", {1: {"easy": 0, "medium": 0, "hard": 5}}, names)[0])
    assert "ses 29 coups" in plain(close_lines("kaiju", {1: {"easy": 3, "hard": 26}}, names)[0])
    i18n.set_lang("en")
    try:
        assert "19 of its 28 choices (tile, Rock, catch…)" in close_lines(
            "elemons", {1: {"easy": 9, "medium": 19, "hard": 0}}, names)[0]
    finally:
        i18n.set_lang("fr")


def test_the_crowded_swap_picker_names_the_elemon_under_the_pointer(app, tmp_path):
    """nc63 shot 084: in the real game the Aeromon's picker held ten kinds, 20-px pictures with « ×2 » and « ! »
    jammed under them, and no name (the tutorial's, shot 041, had names). The row's caption names the kind under
    the pointer, then the one picked: « Vos Elemons : Floramon », within the band."""
    from test_elemons_nc21 import aeromon_swap

    i18n.set_lang("fr")
    table = aeromon_swap(app, tmp_path, won="[[geomon, electromon, hydromon, floramon, floramon, polymon, polymon],"
                                           " [aeromon, aeromon, geomon, geomon, polymon, polymon, pyromon]]")
    row1, row2 = table.swap_rows()
    assert table.swap_under and len(row1) + len(row2) >= 10, (row1, row2)
    assert plain(table.swap_caption(0)) == "Vos Elemons" and plain(table.swap_caption(1)) == "Ses Elemons"
    for side, row, words in ((0, row1, "Vos Elemons"), (1, row2, "Ses Elemons")):
        for rect, kind in row:
            table.pointer = rect.center
            said = plain(table.swap_caption(side))
            assert said == f"{words} : {table.kind(kind).name['fr']}", said
    table.pointer = (5, 5)
    floramon = next(r for r, k in row1 if k == "floramon")
    assert table.swap_pick_at(floramon.center)
    assert plain(table.swap_caption(0)) == "Vos Elemons : Floramon"
    if os.environ.get("F52_SHOT"):  # to look at it
        import pygame
        table.pointer = next(r for r, k in row2 if k == "pyromon").center
        app.draw()
        pygame.image.save(pygame.display.get_surface(), os.environ["F52_SHOT"] + "swap_names.png")


def test_ones_own_line_about_the_hand_waits_for_the_hand_to_show_the_pair(app, tmp_path):
    """nc63 shot 011: « À 1 Hydromon d'Halomon ! » showed while the hand still showed the Electromon alone, the
    Hydromons won still face up on the grid: the line followed the engine, not the screen. It now waits till the
    hand shows them."""
    from scene_input import open_scenario
    from test_elemons_issue24_r12 import _scenario
    from waiting import wait_until

    i18n.set_lang("fr")
    grid = ["hydromon", "hydromon", "geomon", "pyromon", "floramon", "aeromon", "geomon", "pyromon", "aeromon"]
    path = _scenario(tmp_path, grid, ["floramon"] * 6, [["electromon"], ["floramon"]])
    table = open_scenario(app, "elemons", ["human", "bot:easy"], path, speed="normal")
    assert wait_until(lambda: table.human_to_act() == 0 and not table.busy, 10, 0, lambda: app.frame(1 / 30))
    assert table.own_near_words(0)[0] == ""
    table.act(0, table.grid_attempt(0))
    assert wait_until(lambda: table.human_to_act() == 0 and not table.busy, 10, 0, lambda: app.frame(1 / 30))
    table.act(0, table.grid_attempt(1))
    seen: list[tuple[int, str]] = []

    def frame() -> None:
        app.frame(1 / 30)
        drawn = {kind: n for _spot, kind, n in table.hand_shown(0)[0]}
        seen.append((drawn.get("hydromon", 0), plain(table.own_near_words(0)[0])))

    assert wait_until(lambda: bool(seen) and seen[-1][1] == "Plus qu'un Hydromon pour Halomon !", 15, 0, frame), \
        seen[-5:]
    assert all(n == 2 for n, said in seen if said), [x for x in seen if x[1]][:3]
    assert any(n < 2 for n, _said in seen), "the pair was seen on its way at least once"


def test_a_caught_gigamon_is_drawn_in_the_panel_once_it_lands_not_under_its_flight(app, tmp_path):
    """nc63 shot 108: two Terramon icons overlapped in the bot's panel: the resting one drawn at its place from the
    catch on, the flying one landing over it. The place waits, empty, for the flight; at rest, the panel's pictures
    (hand and Gigamons) never overlap."""
    from scene_input import open_scenario
    from test_elemons_issue24_r12 import _scenario
    from waiting import wait_until

    from game.core import Action

    i18n.set_lang("fr")
    grid = ["geomon", "pyromon", "geomon", "hydromon", "floramon", "aeromon", "geomon", "pyromon", "aeromon"]
    path = _scenario(tmp_path, grid, ["floramon"] * 6,
                     [["electromon"] * 3 + ["hydromon", "hydromon", "polymon"], ["floramon"]])
    table = open_scenario(app, "elemons", ["human", "bot:easy"], path, speed="normal")
    assert wait_until(lambda: table.human_to_act() == 0 and not table.busy, 10, 0, lambda: app.frame(1 / 30))
    held: list[str] = []
    real = table.draw_held
    table.draw_held = lambda surf, kind, cell: (held.append(kind), real(surf, kind, cell))  # type: ignore[method-assign]
    table.act(0, Action("trade", ("electromon",)))
    frames: list[tuple[bool, list[str]]] = []

    def frame() -> None:
        held.clear()
        app.frame(1 / 30)
        frames.append((table.gigamon_landing(0, "electromon"), list(held)))

    assert wait_until(lambda: bool(frames) and not frames[-1][0] and "electromon" in frames[-1][1], 10, 0, frame)
    flying = [h for landing, h in frames if landing]
    assert flying and all("electromon" not in h for h in flying), frames[:3]
    # at rest: the hand's pictures and the Gigamons' places, each clear of the others
    assert wait_until(lambda: not table.busy and not table.anim.flights, 10, 0, lambda: app.frame(1 / 30))
    drawn = [spot for spot, _k, _n in table.hand_shown(0)[0]]
    drawn += [table.giga_rect(0, i) for i in range(len(table.m.players[0].gigamons))]
    for i, a in enumerate(drawn):
        for b in drawn[i + 1:]:
            assert not a.colliderect(b), (a, b)


def test_hovering_the_pile_says_the_tile_mix(app, tmp_path):
    """nc63: the mix (40 tiles: 6 of each Elemon, 4 Polymons) is said where a player looks during a game too: the
    pile's hover box, as well as the « ? » aid."""
    from test_elemons_why import table_at

    i18n.set_lang("fr")
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"))
    said = table.inspect_at(table.pile_rect().center)
    assert said is not None and "40 en tout : 6 de chaque Elemon, 4 Polymons" in plain(said[1]), said
    if os.environ.get("F52_SHOT"):  # to look at it
        import pygame
        table.pointer, table.pointer_still = table.pile_rect().center, 5.0
        app.draw()
        pygame.image.save(pygame.display.get_surface(), os.environ["F52_SHOT"] + "pile_hover.png")


def test_the_pile_says_which_tiles_the_person_never_saw_from_their_view_only(app, tmp_path):
    """nc63: « I could not judge my odds »: the pile's hover box counts, per kind, the tiles the person never saw
    where they are now: all, less their hand, the Box, the grid's tiles shown and the Elemons seen going to another
    hand; what only the opponent saw (its own Elemons face down) stays unseen."""
    from scene_input import open_scenario
    from test_elemons_issue24_r12 import _scenario
    from waiting import wait_until

    i18n.set_lang("fr")
    grid = ["geomon", "pyromon", "hydromon", "floramon", "aeromon", "polymon", "electromon", "pyromon", "aeromon"]
    path = _scenario(tmp_path, grid, ["floramon"] * 6, [["electromon", "electromon"], ["geomon", "geomon"]])
    table = open_scenario(app, "elemons", ["human", "bot:easy"], path, speed="normal")
    assert wait_until(lambda: table.human_to_act() == 0 and not table.busy, 10, 0, lambda: app.frame(1 / 30))
    start = table.unseen_kinds()
    assert start["electromon"] == 4 and start["geomon"] == 6 and start["polymon"] == 4, start  # the bot's: unseen
    table.act(0, table.grid_attempt(0))  # a Geomon, seen by all
    assert wait_until(lambda: table.unseen_kinds()["geomon"] == 5, 10, 0, lambda: app.frame(1 / 30))
    assert sum(table.unseen_kinds().values()) == 40 - 2 - 1
    said = table.inspect_at(table.pile_rect().center)
    assert said is not None and "Jamais vues par vous : 6 Aeromons, 5 Geomons, 4 Electromons" in plain(said[1]), said
    assert plain(i18n.t_in("en", "elemons.unseen_kind", n=1, kind="Geomon")) == "1 Geomon"
    if os.environ.get("F52_SHOT"):  # to look at it
        import pygame
        wait_until(lambda: not table.busy, 10, 0, lambda: app.frame(1 / 30))
        table.pointer, table.pointer_still = table.pile_rect().center, 5.0
        app.draw()
        pygame.image.save(pygame.display.get_surface(), os.environ["F52_SHOT"] + "pile_unseen.png")
