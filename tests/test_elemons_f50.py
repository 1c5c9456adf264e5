"""Round 62's fixes on Elemons & Gigamons (fix round f50), each from a newcomer's report (nc62)."""

from __future__ import annotations

import os

import pygame

from game import i18n
from game.core import Event


def _pale_runs(surf: pygame.Surface, rect: pygame.Rect) -> int:
    """How many separate pale stretches the row through the top of the inner frame crosses."""
    y = rect.top + 7
    runs, inside = 0, False
    for x in range(rect.left + 14, rect.right - 14):
        pale = surf.get_at((x, y)).r > 140
        runs += pale and not inside
        inside = pale
    return runs


def test_a_tile_turned_once_never_looks_never_turned_again(app, tmp_path):
    """nc62 shots 071, 088, 092 (tutorial 006, 035-036): tile 5, turned face up at 071, seemed to wear the pale
    « jamais retournée » frame again after the bot's Hydromon look (092); tile 8 likewise in the tutorial. The
    engine's mark was right (no ring there): the newcomer took the bot's plain blue turn frame (the tutorial's
    yellow one) for the plain pale inner frame. A tile turned once keeps no mark through a look, and the « never
    turned » mark is now dotted, a shape no turn frame has; the legend names it so."""
    from test_elemons_why import table_at

    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"), speed="normal")
    table.on_slot_refilled(Event("slot_refilled", 1, {"slot": 2, "pile": 5}))  # laid in the bot's turn
    table.on_slot_refilled(Event("slot_refilled", 1, {"slot": 4, "pile": 4}))
    table.rings.step(30.0)
    table.on_tile_turned(Event("tile_turned", 0, {"slot": 4, "tile": "geomon"}))  # turned in public (071)
    for seat in (1, 0, 1):  # turns go by (088)
        table.on_turn_started(Event("turn_started", seat, {}))
    table.sync()  # the bot's Hydromon look at tile 5 (092), its turn's frame round it, then the catching up
    table.sync()
    assert table.slot_anim[4].fresh is None, "turned once: never « jamais retournée » again"
    assert table.slot_anim[2].fresh is not None
    surf = pygame.Surface((1280, 720))
    surf.fill((30, 70, 50))
    for slot in (2, 4):
        table.draw_tile(surf, slot)
    assert _pale_runs(surf, table.slot_rect(2)) >= 4, "the never-turned mark is dotted, unlike any turn frame"
    assert _pale_runs(surf, table.slot_rect(4)) == 0
    for lang, words in (("fr", "Pointillés : tuile jamais montrée à tous."),
                        ("en", "Dotted: a tile never shown to all.")):
        assert words in i18n.t_in(lang, "elemons.frames").replace("\u202f", " ").replace("\u00a0", " ")
    assert "Pointillés" in i18n.t_in("fr", "elemons.frames_tutorial")
    if os.environ.get("F50_SHOT"):  # to look at it
        app.frame(1 / 60)
        app.draw()
        pygame.image.save(pygame.display.get_surface(), os.environ["F50_SHOT"])


def test_the_results_say_plainly_which_pairs_came_by_luck():
    """nc62 shots 047, 131: « Au hasard, la seconde tuile jamais vue : 1 pour Joueur 1, 0 pour Bot 2 » was cryptic;
    the newcomer only later guessed it meant pairs completed by a lucky blind second flip. It says so now."""
    from game.core import Result
    from scenes.elemons.results import pairs_lines

    i18n.set_lang("fr")
    result = Result(winners=(0,), scores=[3.0, 2.0], details={"pairs_memory": [5, 6], "pairs_luck": [1, 0]})
    lines = [line.replace("\u202f", " ").replace("\u00a0", " ") for line in pairs_lines(result, ["Joueur 1", "Bot 2"])]
    assert lines == ["Paires trouvées de mémoire : 5 pour Joueur 1, 6 pour Bot 2. Paires trouvées par chance (seconde "
                     "tuile retournée sans l'avoir vue avant) : 1 pour Joueur 1, 0 pour Bot 2."], lines
    assert "second tile turned without having seen it before" in i18n.t_in("en", "results.elemons.pairs")


def test_own_panel_says_one_more_elemon_for_one_of_several_gigamons(app, tmp_path):
    """nc62 shot 037: « À 1 Elemon de 3 Gigamons différents » read as one Elemon belonging to three Gigamons. It says
    « Un Elemon de plus pour l'un de 3 Gigamons », within the panel."""
    from scene_input import open_scenario_text

    from scenes.elemons.table import SMALL

    i18n.set_lang("fr")
    table = open_scenario_text(
        app, "elemons", ("human", "bot:easy"), tmp_path, "game: elemons\nseats: 2\ncurrent: 0\n"
        "grid: [geomon, pyromon, geomon, hydromon, aeromon, floramon, electromon, pyromon, aeromon]\n"
        "pile: [floramon, hydromon, geomon]\nwon: [[hydromon, hydromon, floramon, floramon, geomon, geomon], []]\n")
    app.frame(1 / 60)
    said, _warn = table.own_near_words(0)
    said = said.replace("\u202f", " ").replace("\u00a0", " ")  # (f52: the three named)
    assert said == "Il vous manque 1 Elemon pour Terramon, Halomon ou Biomon", said  # (nc64: both panels' form)
    lines, _x, top, _w = table.near_layout(0)
    assert lines and top >= table.panel_rect(0).y + 54 + SMALL + 4, (lines, top)
    assert top + len(lines) * 15 <= table.panel_rect(0).bottom, (lines, top)
    assert i18n.t_in("en", "elemons.near.several_own", count=4, who="own") == \
        "You need 1 more Elemon for one of 4 Gigamons"
    if os.environ.get("F50_SHOT"):  # to look at it
        app.draw()
        pygame.image.save(pygame.display.get_surface(), os.environ["F50_SHOT"])


def test_conseil_says_the_price_of_a_second_tile_never_seen_and_the_safe_one():
    """nc62 (076→077, 081→082, 094→095): three times the person's second flip, a tile never seen, set up the bot's
    next pair, and nothing suggested a tile already seen instead. When Conseil advises a second tile never seen and
    one already seen is there, it says that other way and its price (no pair, nothing new for the opponent)."""
    from hint_walk import hinted_moves
    from lang import plain

    from game.match import Match

    i18n.set_lang("fr")
    found = []
    for seed in (1, 2, 3):
        for _, h in hinted_moves(Match("elemons", ["bot:hard", "bot:hard"], seed=seed), 60):
            if h.reason == "blind_second" and h.params.get("safe") == "yes":
                assert h.params["other_slot"] not in (h.params["slot"], h.params["up_slot"]), h.params
                found.append(plain(i18n.hint_text("elemons", h.reason, h.params, ["Vous", "Bot 2"])))
    assert found, "a second flip with a tile already seen on the grid"
    tile = found[0].split("retournez plutôt la tuile ")[1].split(",")[0]
    assert (f"Sinon, votre adversaire l'aura vue aussi. Pour ne rien lui montrer, retournez plutôt la tuile {tile}, "
            "déjà vue : pas de paire, mais rien de nouveau pour lui.") in found[0], found[0]
    said = plain(i18n.hint_text("elemons", "blind_second", {"slot": 2, "kind": "aeromon", "up_slot": 4, "count": 9,
                                                            "safe": "no"}))
    assert said.endswith("Sinon, votre adversaire l'aura vue aussi.") and "plutôt" not in said, said


def test_the_tutorial_says_a_tile_turned_is_seen_by_the_opponent_too():
    """nc62: « Every tile you reveal on your second flip is information the bot uses on the very next turn. I learned
    this the hard way. » The step after the first miss says it, within a step's 40 words and 3 sentences."""
    import re
    from pathlib import Path

    import yaml

    steps = yaml.safe_load(Path("data/elemons/tutorial.yaml").read_text(encoding="utf-8"))["steps"]
    said = [s["say"] for s in steps if "Deux tuiles différentes" in s.get("say", {}).get("fr", "")]
    assert len(said) == 1
    for lang, words in (("fr", "votre adversaire les a vues aussi"), ("en", "your opponent saw them too")):
        text = said[0][lang]
        assert words in text, text
        assert len(text.split()) <= 40 and len(re.findall(r"[.!?…](\s|$)", text)) <= 3, text


def test_conseil_denies_the_pair_that_would_win_the_rival_the_game(tmp_path):
    """nc62 (098): Conseil did not react to a rival near the win. There, the bot held one Gigamon (Heliomon), not
    two: « À 1 Elemon d'un Gigamon : Floramon, Hydromon, Geomon » was three Gigamons each one Elemon away, so no win
    was near and the win's warning (`win_danger`) rightly stayed silent. When a rival does stand one Gigamon from
    the win, among the pairs known the one it needs is now taken first (denied), before a power's preference."""
    from collections import Counter

    from game.core import act
    from game.elemons.bots import HardBot
    from game.match import Match

    path = tmp_path / "deny.yaml"
    path.write_text("game: elemons\nseats: 2\ncurrent: 0\n"
                    "grid: [electromon, hydromon, electromon, geomon, aeromon, geomon, floramon, pyromon, aeromon]\n"
                    "pile: [floramon, hydromon, geomon, pyromon, polymon]\n"
                    "won: [[], [geomon, geomon]]\ngigamons: {aeromon: 1, pyromon: 1}\n")
    match = Match("elemons", ["human", "human"], scenario=str(path), seed=1)
    view = match.state.view(0)
    assert len(view["players"][1]["gigamons"]) == 2
    bot = HardBot(0, 1)
    bot.memory = {0: "electromon", 2: "electromon", 3: "geomon", 5: "geomon"}
    bot.known_won = [Counter(), Counter(geomon=2)]
    legal = [act("flip", s) for s in range(9)]
    assert bot.choose_flip(view, legal).args[0] in (3, 5), "the Geomons, else the rival catches Terramon and wins"
    bot.known_won = [Counter(), Counter()]  # nothing seen of its hand: the Electromons' replay first, as before
    assert bot.choose_flip(view, legal).args[0] in (0, 2)


def test_conseil_says_a_rivals_near_win_first(app, monkeypatch):
    """nc62 (098): the win's warning came after Conseil's long reason; it now comes first."""
    from game.core import Action
    from game.hints import Hint
    from game.match import Match
    from scenes.app import open_table
    from scenes.elemons.model import SeenHand
    from scenes.menu import MenuScene

    i18n.set_lang("fr")
    app.stack.push(MenuScene(app))
    open_table(app, Match("elemons", ["human", "bot:easy"], seed=3))
    table = app.stack.top
    table.m.players[1].gigamons = ["aeromon", "electromon"]
    monkeypatch.setattr(table, "seen_hand", lambda seat: SeenHand({"geomon": 2}, 0))
    said = table.hint_line(Hint(0, Action("flip", (0,)), "explore", {"slot": 0, "count": 9, "known": 0}))
    assert said.startswith("Attention") and "Retournez la tuile 1" in said, said
