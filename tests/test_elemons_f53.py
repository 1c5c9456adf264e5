"""nc64 (Elemons, round 64): what a newcomer met in the real window, and the fixes."""

from __future__ import annotations

import re

from game import i18n
from game.core import Chance, Event, act
from game.elemons.bots import HardBot
from game.elemons.defs import load_defs
from game.elemons.state import ElemonsState

GRID = "aeromon geomon hydromon pyromon floramon electromon geomon hydromon pyromon".split()


def plain(text: str) -> str:
    return re.sub(r"[\u2068\u2069]", "", text).replace("\u202f", " ").replace("\u00a0", " ")


def peeked_by_bot(seed: int) -> tuple[HardBot, ElemonsState]:
    st = ElemonsState.from_layout(2, Chance(seed), load_defs(), list(GRID), ["geomon"] * 8, [[], []])
    bot = HardBot(0, seed)
    bot.observe([Event("tile_peeked_public", 1, {"slot": s}) for s in (6, 7)])
    return bot, st


def test_conseil_sends_the_person_to_the_tiles_the_bot_peeked_at_first():
    """nc64 (080, 091-092): the log said the bot had looked at tiles 6 and 8 in secret; Conseil still sent the person to
    tiles nobody had seen, which show the bot something new. A tile it peeked at has the same chance of a pair and
    shows it nothing: Conseil (the hard bot) turns it first, second click or first, and says why."""
    i18n.set_lang("fr")
    for seed in range(12):
        bot, st = peeked_by_bot(seed)
        first = bot.choose(st.view(0), st.legal_actions(0))
        assert first == act("flip", 6) or first == act("flip", 7), (seed, first)
        assert bot.why is not None and bot.why[0] == "explore_secret", bot.why
        said = plain(i18n.hint_text("elemons", bot.why[0], bot.why[1], ["Joueur 1", "Bot 2"]))
        assert "Bot 2 l'a déjà regardée en secret : elle ne lui montrera rien de nouveau" in said, said
        bot, st = peeked_by_bot(seed)
        bot.observe(st.apply(0, act("flip", 0)))
        second = bot.choose(st.view(0), st.legal_actions(0))
        assert second == act("flip", 6) or second == act("flip", 7), (seed, second)
        assert bot.why is not None and bot.why[0] == "blind_secret", bot.why
        said = plain(i18n.hint_text("elemons", bot.why[0], bot.why[1], ["Joueur 1", "Bot 2"]))
        assert "jamais vue par vous mais déjà regardée en secret par Bot 2" in said, said
        assert said.endswith("Sinon, elle ne montre rien de nouveau à Bot 2."), said
    i18n.set_lang("en")
    said = i18n.hint_text("elemons", "blind_secret", {"slot": 6, "kind": "aeromon", "up_slot": 0, "seat": 1},
                          ["Player 1", "Bot 2"])
    assert "{" not in said and "Bot 2" in said
    i18n.set_lang("fr")


def test_a_tile_the_bot_peeked_at_bears_its_eye_until_turned(app, tmp_path):
    """nc64 (080): the tiles the bot had looked at in secret bore only the dashed « jamais retournée » frame. From the
    person's view they now bear an eye in the bot's colour; the hover box says whose look it was, the legend says
    what the eye means; a turn, a new tile there or a catch-up from the log (an undo, a hand-over) keeps it true."""
    import pygame
    from test_elemons_why import table_at

    i18n.set_lang("fr")
    table = table_at(app, tmp_path, list(GRID), ["geomon"] * 6, seats=("human", "bot:easy"))
    assert table.secret_seer(6) is None
    table.show(Event("tile_peeked_public", 1, {"slot": 6}))
    table.shown.append(Event("tile_peeked_public", 1, {"slot": 6}))
    assert table.secret_seer(6) == 1 and table.secret_seer(5) is None
    name, words = table.inspect_at(table.slot_rect(6).center)
    assert plain(name) == "Vue en secret par Bot 2", name
    assert "La retourner vous la montre sans rien lui apprendre de nouveau." in plain(words), words
    assert table.hover_delay(table.slot_rect(6).center) is not None  # the box comes by itself on that tile
    surf = pygame.Surface((1280, 720))
    table.draw(surf)
    legend = plain(" ".join(table.frames_legend()[0]))
    assert legend.endswith("Œil : tuile vue en secret par un adversaire."), legend
    eye = table.slot_rect(6).right - 17, table.slot_rect(6).y + 15
    assert surf.get_at(eye)[:3] != surf.get_at((table.slot_rect(5).right - 17, table.slot_rect(5).y + 15))[:3]
    table.rebuild()
    assert table.secret_seer(6) == 1
    table.show(Event("tile_turned", 0, {"slot": 6, "tile": "geomon"}))
    assert table.secret_seer(6) is None


def dash_lit(table, surf, s: int) -> bool:
    """Whether a pale frame is drawn on slot `s` (`draw_dashed_frame`'s middle dash at the top)."""
    from scenes.elemons.table import FRESH_DASH

    r = table.slot_rect(s)
    dash, gap = FRESH_DASH
    length = r.width - 10
    n = max(1, (length + gap) // (dash + gap))
    start = (length - (n * dash + (n - 1) * gap)) // 2
    x = r.x + 5 + start + (n // 2) * (dash + gap) + dash // 2  # the middle dash (the number's disc hides the first)
    return sum(surf.get_at((x, r.y + 7))[:3]) > 450


def test_a_tile_of_the_first_grid_never_turned_is_dashed_too(app, tmp_path):
    """nc64 (069): tile 9 had never been turned but bore no dashes: only tiles come from the pile had them. Once the
    legend says the dashes (the first new tile), every tile never turned bears them, whatever its origin."""
    import pygame
    from test_elemons_why import idle, table_at

    grid = "aeromon aeromon hydromon pyromon floramon electromon geomon hydromon pyromon".split()
    table = table_at(app, tmp_path, grid, ["geomon"] * 8, seats=("human", "human"))
    surf = pygame.Surface((1280, 720))
    table.draw(surf)
    assert not table.ring_said and not dash_lit(table, surf, 8)  # nothing said yet: no dashes
    table.act(0, table.grid_attempt(0))
    table.act(0, table.grid_attempt(1))
    idle(app, table)
    table.draw(surf)
    assert table.ring_said
    assert table.first_unturned(8) and dash_lit(table, surf, 8)
    assert not table.first_unturned(0)  # laid anew: its own ring
    table.rebuild()
    assert table.first_unturned(8) and not table.first_unturned(1)


def test_the_hand_line_says_a_catch_ready_first_and_both_panels_name_the_gigamons(app, tmp_path):
    """nc64 (024, 084): three Floramons in hand, and the line said « À 1 Elemon de Terramon ou d'Heliomon »; only the
    « Attraper Biomon » button said the catch. The catch comes first now. And (024, 058, 078, 089) « À 1 Elemon
    d'Halomon ou d'Heliomon » read oddly, while the bot's panel listed Elemons (« À 1 Elemon d'un Gigamon : Hydromon,
    Geomon »): both panels say « Il vous (lui) manque 1 Elemon pour Halomon ou Heliomon »."""
    import os

    import pygame
    from scene_input import open_scenario_text
    from test_elemons_f46 import table_with_bot_pairs

    i18n.set_lang("fr")
    table = open_scenario_text(
        app, "elemons", ("human", "bot:easy"), tmp_path, "game: elemons\nseats: 2\ncurrent: 0\n"
        "grid: [geomon, pyromon, geomon, hydromon, aeromon, floramon, electromon, pyromon, aeromon]\n"
        "pile: [floramon, hydromon, geomon]\n"
        "won: [[floramon, floramon, floramon, geomon, geomon, pyromon, pyromon], []]\n")
    app.frame(1 / 60)
    said, warn = table.own_near_words(0)
    assert plain(said) == "Vous pouvez attraper Biomon ! Il vous manque 1 Elemon pour Terramon ou Heliomon", said
    assert warn
    lines, _x, top, _w = table.near_layout(0)
    assert lines and top + len(lines) * 15 <= table.panel_box(0).bottom, (lines, top)
    assert plain(table.own_near_words(0, short=True)[0]) == "Attrapez Biomon !"
    if os.environ.get("F53_SHOT"):
        app.draw()
        pygame.image.save(pygame.display.get_surface(), os.environ["F53_SHOT"] + "catch_first.png")
    bot = table_with_bot_pairs(app, tmp_path, [["hydromon", "hydromon"], ["geomon", "geomon"]])
    assert plain(bot.near_words(1)[0]) == "Il lui manque 1 Elemon pour Terramon ou Halomon", bot.near_words(1)
    i18n.set_lang("en")
    assert plain(bot.near_words(1)[0]) == "They need 1 more Elemon for Terramon or Halomon"
    i18n.set_lang("fr")


def test_a_miss_that_shows_the_twin_of_a_tile_all_saw_warns_the_person(app, tmp_path):
    """nc64 (062-068): the person turned 7 (Aeromon) and 8 (Electromon); the bot had turned an Electromon on 5 the turn
    before, took the pair, played again and snowballed. Nothing warned. Over the held tiles' words, and in the log,
    the miss now says « Attention : Bot 2 a déjà vu l'autre Electromon (tuile 5) : il peut prendre la paire. »; a
    miss that hands nothing over says nothing more."""
    import os

    import pygame
    from scene_input import open_scenario_text

    from scenes.elemons.table import up_lines

    i18n.set_lang("fr")
    text = ("game: elemons\nseats: 2\ncurrent: 0\n"
            "grid: [geomon, pyromon, floramon, hydromon, electromon, hydromon, aeromon, electromon, pyromon]\n"
            "pile: [floramon, hydromon, geomon, geomon, aeromon, aeromon]\n")
    table = open_scenario_text(app, "elemons", ("human", "human"), tmp_path, text, speed="normal")
    app.settings.tiles_up = 0.0  # the tiles wait for a click
    for ev in (Event("tile_turned", 1, {"slot": 4, "tile": "electromon"}),  # seen by all, a turn before
               Event("tile_turned", 1, {"slot": 0, "tile": "geomon"})):
        table.note_secret(ev)
        table.shown.append(ev)
    table.act(0, table.grid_attempt(6))
    table.act(0, table.grid_attempt(7))
    for _ in range(600):
        app.frame(1 / 60)
        if table.held and table.up_slots:
            break
    said = plain(table.up_words())
    assert said == ("Attention : Joueur 2 a déjà vu l'autre Electromon (tuile 5) : il peut prendre la paire. "
                    "Vos tuiles 7, 8 : cliquez pour continuer"), said
    assert any("l'autre Electromon (tuile 5)" in plain(e) for e in table.log.entries), table.log.entries[-4:]
    assert len(up_lines(table.up_words())[1]) <= 3
    if os.environ.get("F53_SHOT"):
        app.draw()
        pygame.image.save(pygame.display.get_surface(), os.environ["F53_SHOT"] + "gift_warning.png")
    assert table.gift_warning([0, 2]) == ""  # a Geomon and a Floramon: no twin seen by all


def test_the_wild_gigamons_keep_their_cost_while_the_swap_is_chosen(app, tmp_path):
    """nc64 (037-039): during the Aeromon's swap, the « Gigamons sauvages » list dropped its « 3 Xmons » lines (its rows
    shrink for the picker). Each row keeps its cost there, in pictures: « 3× » and the Elemon's face."""
    import os

    import pygame
    from scene_input import open_scenario_text
    from waiting import wait_until

    i18n.set_lang("fr")
    text = ("game: elemons\nseats: 2\ncurrent: 0\n"
            "grid: [aeromon, aeromon, floramon, hydromon, electromon, hydromon, geomon, electromon, pyromon]\n"
            "pile: [floramon, hydromon, geomon, geomon, aeromon, aeromon]\n"
            "won: [[hydromon, hydromon, pyromon], [geomon, pyromon, floramon]]\n")
    table = open_scenario_text(app, "elemons", ("human", "bot:easy"), tmp_path, text, speed="instant")
    table.act(0, table.grid_attempt(0))
    table.act(0, table.grid_attempt(1))

    def step() -> None:
        app.frame(1 / 30)
        if table.view["phase"] == "look" and table.human_to_act() == 0 and not table.busy:
            table.act(0, act("look", 1))

    assert wait_until(lambda: table.picking() and not table.busy, 20, 0, step)
    faces: list[str] = []
    real = table.face
    table.face = lambda kind, size: (faces.append(kind) if size < 30 else None, real(kind, size))[1]
    surf = pygame.Surface((1280, 720))
    table.draw(surf)
    if os.environ.get("F53_SHOT"):
        pygame.image.save(surf, os.environ["F53_SHOT"] + "swap_wild_costs.png")
    wild = [k for k, h in sorted(table.m.gigamons.items()) if h is None]
    assert wild and all(k in faces for k in wild), (wild, faces)


def test_always_two_seconds_keeps_clear_of_the_tool_row_and_its_note():
    """f53's shot of a game of two people at one screen (no Undo offered): « Toujours 2 s, sans clic » lay over
    « Conseil (H) », which then starts at the tool row's left; its note, left of it, stays left of it too."""
    from scenes.elemons import table as screen
    from scenes.table import TableScene

    assert screen.FAST_RECT.right <= TableScene.tool_rect.left - 8
    assert 330 + screen.FAST_NOTE_WIDTH <= screen.FAST_RECT.left


def test_a_ready_catch_beside_a_gigamon_keeps_inside_ones_panel(app, tmp_path):
    """nc66 shot 077: « Vous pouvez attraper Heliomon ! Il vous manque 1 Elemon pour Anemomon, … » cut after three
    lines beside one Gigamon: the short words (« Attrapez Meteoromon ! ») stand in, every line inside the panel.
    (Beside two Gigamons, shot 102, « Meteoromon ! » alone is wider than the column: left.)"""
    from scene_input import open_scenario

    from sprites.fonts import TYPE, font

    i18n.set_lang("fr")
    for caught in ("{geomon: 0}",):
        scenario = tmp_path / "ready.yaml"
        scenario.write_text(
            "game: elemons\nseats: 2\ngrid: [geomon, pyromon, aeromon, hydromon, floramon, polymon, electromon, "
            "geomon, floramon]\npile: [geomon, geomon, pyromon]\n"
            "won: [[aeromon, aeromon, geomon, hydromon, hydromon, floramon, floramon, electromon, electromon, "
            "electromon, pyromon, pyromon, pyromon, polymon], []]\n"
            f"gigamons: {caught}\n")
        table = open_scenario(app, "elemons", ("human", "bot:easy"), scenario, speed="instant")
        for _ in range(30):
            app.frame(1 / 60)
        lines, x, top, warn = table.near_layout(0)
        r = table.panel_rect(0)
        assert lines and len(lines) <= 3, lines
        assert all(x + font(TYPE.SMALL, warn).size(line)[0] <= r.right - 4 for line in lines), (lines, x, r)
        assert top + 18 * len(lines) <= r.bottom + 2, (lines, top, r)
