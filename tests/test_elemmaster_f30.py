"""Newcomer round 31 (nc31) on Elem Master: what a fresh player stumbled on, fixed (f30)."""

from __future__ import annotations

from pathlib import Path

import yaml

from game import i18n

TUTORIAL = Path(__file__).resolve().parent.parent / "data" / "elemmaster" / "tutorial.yaml"


def _plain(s: str) -> str:
    return s.replace("\u00a0", " ").replace("\u202f", " ")


def test_the_tutorial_keeps_the_count_line_off_and_keeps_its_promises_soon(app) -> None:
    """nc31 shot 1: from step 1 the side said « le décompte vous ferait gagner » while Fires stood on the
    board, and « décompte » was told only in the last words: the tutorial (won by elimination) keeps the
    line off. Shots 22-23: « (vu plus loin) », « (vue plus tard) »: the steps name the souffle and when."""
    import pygame
    from test_tutorial import open_tutorial
    i18n.set_lang("fr")
    table = open_tutorial(app, "elemmaster")
    table.draw_table(pygame.Surface((1280, 720)))
    assert table.panels.beats_rect is not None and table.panels.count_rect is None
    data = yaml.safe_load(TUTORIAL.read_text(encoding="utf-8"))
    for step in data["steps"]:
        for lang in ("fr", "en"):
            said = _plain(step["say"][lang])
            assert not any(w in said for w in ("plus tard", "plus loin", "seen later", "(later)")), said
    push = next(s["say"]["fr"] for s in data["steps"] if "cadre violet en e4" in _plain(s["say"]["fr"]))
    assert "souffle" in push and "tour 4" in push, push


def test_a_followed_plan_counts_its_steps_on(app, tmp_path) -> None:
    """nc31 shots 53-55: « Étape 1 sur 3 de ce conseil », the person followed it, then the next step said
    « Étape 1 sur 2 »: a plan followed counts on (« Étape 2 sur 3 »); a hint asked afresh starts at 1."""
    from test_elemmaster_newcomer import table_for

    from game.core import Action
    from game.hints import Hint
    i18n.set_lang("fr")
    board = "terrain: forest\nstacks:\n  a1: 0 earth 2\n  c3: 0 fire 1\n  f6: 1 earth 2\ncurrent: 0\n"
    table = table_for(app, tmp_path, board)
    base = {"cell": "c3", "source": "fire", "why": ("why_clear", {}), "next": 0, "then": "", "note": "none"}

    def said(count: int, left: int, at: int, followed: bool) -> str:
        table.hint_next = followed
        hint = Hint(0, Action("grow", ("c3",)), "plan_grow", {**base, "count": count, "left": left}, at)
        return _plain(table.hint_line(hint))

    assert "Étape 1 sur 3 de ce conseil" in said(3, 0, 5, False)
    assert "Étape 2 sur 3 de ce conseil" in said(2, 0, 6, True)
    assert "Étape 3 sur 3 de ce conseil" in said(1, 0, 7, True)  # (was « C'est votre seule action »)
    # a step that costs no point (the Air's free second step) after the three: nc34 shot 57 read « Étape 4 sur 3 »
    free = said(0, 0, 8, True)
    assert "Étape 4 sur 3" not in free and "Étape 4 sur 4 de ce conseil" in free, free
    assert "Étape 1 sur 2 de ce conseil" in said(2, 1, 20, False)  # asked afresh: a new plan
    i18n.set_lang("en")
    assert "Step 2 of 3 of this hint" in said(2, 0, 6, True)
    i18n.set_lang("fr")


def test_the_warning_says_how_a_foe_comes_and_attacks_in_one_turn() -> None:
    """nc31 shot 78: « (Eau en d5, en se déplaçant puis en attaquant dans le même tour) » read as a
    contradiction of the tutorial (a stack moved whole is marked ⊗ and cannot attack): a foe of two
    tokens or more sends one split off; a single token is brought by a wave or a souffle."""
    from scenes.elemmaster.table import hint_warning
    i18n.set_lang("fr")
    warn = {"warn_cell": "e2", "warn_foe": "water", "warn_to": "d5", "warn_beside": 0, "warn_source": "fire",
            "warn_more": 2}
    said = _plain(hint_warning(warn, {"d5": 2, "e2": 1}))
    # (nc58 shots 071-079: whose piece goes where, in words)
    assert said == " Attention à votre Feu en e2 : à son prochain tour, l'adversaire peut détacher un jeton de sa " \
                   "pile d'Eau en d5, l'amener à côté de votre Feu et l'attaquer. 2 autres de vos pièces sont aussi " \
                   "à sa portée.", said
    said = _plain(hint_warning(warn, {"d5": 1}))
    assert "amener son Eau de d5 à côté de votre Feu, par une vague ou un souffle, et l'attaquer" in said, said
    assert "en se déplaçant" not in said
    i18n.set_lang("en")
    assert "split a token off its Water stack on d5, bring it next to your Fire and attack it" in \
        hint_warning(warn, {"d5": 3})
    i18n.set_lang("fr")


def test_the_help_box_over_a_pointed_cell_at_the_foot_covers_neither_the_caption_nor_the_cells_near(
        app, tmp_path) -> None:
    """nc31 shot 36: the pointer on b1 (the step's second click), the help box « Eau 1 — Pile de Joueur 1 »
    went to the window's top left corner, over a6 and the caption « 1, 2 : l'ordre des clics sur les
    cases ». It goes to the nearest place clear of the caption and the pointed cells (when it must leave the
    pointer's side, clear of the cells around it too)."""
    import pygame
    from test_elemmaster_newcomer import table_for

    from game.core import Action
    from game.hints import Hint
    board = "terrain: forest\nstacks:\n  a1: 0 earth 1\n  b1: 0 water 1\n  f6: 1 earth 2\n  d4: 1 fire 1\n" \
            "current: 0\n"
    table = table_for(app, tmp_path, board)
    table.hint_shown = Hint(0, Action("attack", ("a1", "b1")), "plan_attack", {}, table._decisions())
    lay = table.layout
    area = pygame.Rect(0, 0, 1280, 720).inflate(-8, -8)
    b1 = lay.cell_rect("b1")
    for pos in ((b1.centerx, b1.bottom - 12), b1.center, (b1.x + 8, b1.y + 8)):
        box = table.inspect_place(pygame.Rect(0, 0, 360, 107), pos, area)
        assert area.contains(box), (pos, box)
        assert not box.colliderect(table.caption_rect()) and not box.collidepoint(pos), (pos, box)
        assert not any(box.colliderect(r) for r in table.keep_clear()), (pos, box)
        assert box.bottom > lay.board.y + lay.cs, (pos, box)  # not up in the corner: near the pointer
    # where no place by the pointer is clear: the nearest clear of the 3x3 block around it
    near = b1.inflate(2 * lay.cs, 2 * lay.cs).clip(lay.board)
    spot = table._nearest_clear((360, 107), b1.center, area, [table.caption_rect(), *table.keep_clear()])
    assert spot is not None and not spot.colliderect(near) and not spot.colliderect(table.caption_rect()), spot
    assert spot.bottom > lay.board.y + lay.cs, spot


def _tutorial_at(app, kind: str):
    """The Elem Master tutorial's table opened on its first step of `kind` (the steps before played headless)."""
    from test_tutorial import first_target

    from game import tutorial
    from game.tutorial import TutorialFeed
    from scenes.app import open_table
    tut = tutorial.load("elemmaster")
    match = tut.new_match()
    at = next(i for i, s in enumerate(tut.steps) if s.do.startswith(kind))
    for step in tut.steps[:at]:
        match.run_bots()
        if not step.reads:
            action = step.pick(match.state.legal_actions(tut.person))
            assert action is not None
            match.play(tut.person, action)
    match.run_bots()
    feed = TutorialFeed(tut, match)
    feed.index = at
    app.settings.speed = "instant"
    open_table(app, feed)
    table = app.stack.top
    first_target(app, table)
    return table


def test_the_tutorials_brasier_half_done_asks_its_last_cell_only(app) -> None:
    """nc31 shot 16: after d2, d3 the bar said « Brasier, cliquez sa 2e case (en violet) ; pour un simple
    déplacement, choisissez en bas » beside « 1. Déplacer 1 jeton / 2. … / 3. Toute la pile (3) », two
    paths where the step asks one: it names e3 and offers no count."""
    from test_elemmaster_newcomer import cell

    i18n.set_lang("fr")
    table = _tutorial_at(app, "brasier")
    cell(app, table, "d2")
    cell(app, table, "d3")
    assert table.selection.cells == ["d2", "d3"], table.selection.cells
    table.refresh_ui()
    assert table.prompt_key == "elemmaster.prompt.brasier_step", table.prompt
    assert _plain(table.prompt) == "d2 → d3 : pour le brasier, cliquez maintenant e3, sa 2e case (en violet).", \
        table.prompt
    assert not any(b.tag and b.tag.startswith("move") for b in table.bar.buttons), [b.label for b in table.bar.buttons]
    assert table.brasier_step() == "e3"


def test_terrains_are_said_to_serve_both_sides() -> None:
    """nc31 shots 58-70: the bot's Fire grew in « my » Savanna, unforeseen: the tutorial's growth on a
    terrain, the help's terrains and a terrain's help box say a terrain serves both sides."""
    from scenes.elemmaster.model import inspect_text
    data = yaml.safe_load(TUTORIAL.read_text(encoding="utf-8"))
    grow = next(s["say"] for s in data["steps"] if str(s["do"]) == "grow d2")
    assert "quel que soit son camp" in grow["fr"] and "whichever side" in grow["en"], grow
    howto = yaml.safe_load((TUTORIAL.parent / "howto.yaml").read_text(encoding="utf-8"))
    assert "sert aux deux camps" in _plain(str(howto)) and "serves both sides" in str(howto)
    i18n.set_lang("fr")
    assert "dans les deux camps" in _plain(inspect_text("terrain", "savanna")[1])
    i18n.set_lang("en")
    assert "on either side" in inspect_text("terrain", "savanna")[1]
    i18n.set_lang("fr")


def test_a_souffle_collision_that_destroys_nothing_says_each_keeps_its_cell() -> None:
    """nc31 shot 81: the Air blew the person's Eau into the enemy Feu; « Eau en a2 reste au niveau 3 (le
    maximum) » and the Eau stayed, where it was expected to move (read twice): the line says why."""
    from game.core import Event
    d = dict(src="a2", dst="a3", winner="a2", loser="a3", winner_element="water", loser_element="fire", lost=1,
             gained=0, vanished=False, cause="souffle", side="enemy", no_gain="full", who=0, owner=0, victim=1,
             element="water", target_element="fire")
    names = ["Joueur 1", "Bot 2"]
    i18n.set_lang("fr")
    line = _plain(i18n.describe("elemmaster", Event("attack", 0, d), names) or "")
    assert line.endswith("Eau en a2 reste au niveau 3 (le maximum) ; personne n'a disparu : chacun garde sa case"), line
    gone = _plain(i18n.describe("elemmaster", Event("attack", 0, {**d, "vanished": True}), names) or "")
    assert "chacun garde" not in gone, gone
    fight = _plain(i18n.describe("elemmaster", Event("attack", 0, {**d, "cause": "attack"}), names) or "")
    assert "chacun garde" not in fight, fight  # an attack's target stays by the rule the tutorial tells
    i18n.set_lang("en")
    assert (i18n.describe("elemmaster", Event("attack", 0, d), names) or "").endswith(
        "; nothing was destroyed: each keeps its cell")
    i18n.set_lang("fr")


def test_a_win_that_will_give_nothing_is_said_before_the_fight(app, tmp_path) -> None:
    """nc31 shots 67, 91: « Feu en d4 ne gagne rien (réserve vide) » came after the fight, a surprise:
    with the reserve of its element empty, the selected piece's prompt says so where it can win a fight."""
    from test_elemmaster_newcomer import cell, table_for
    i18n.set_lang("fr")
    board = "terrain: forest\nstacks:\n  a1: 0 earth 2\n  c3: 0 fire 1\n  d4: 1 earth 2\n  f6: 1 earth 1\ncurrent: 0\n"
    table = table_for(app, tmp_path, board)
    table.model.reserve[0]["fire"] = 0
    cell(app, table, "c3")
    table.refresh_ui()
    assert "Réserve de Feu vide : une victoire ne donnera aucun niveau à votre Feu." in _plain(table.prompt), \
        table.prompt
    table.deselect()
    table.model.reserve[0]["fire"] = 2
    cell(app, table, "c3")
    table.refresh_ui()
    assert "Réserve" not in table.prompt, table.prompt


def test_the_log_says_a_plain_move_or_attack_without_naming_its_kind_again(app, tmp_path) -> None:
    """nc31 shots 103-107: the log was « very dense »: « déplace un jeton Feu de b5 vers a4 (déplacement) »,
    « c4 affronte b3 (attaque) », « Bot 2 termine son tour » before « — Tour de Joueur 1 (3 PA) — ». The
    plain kind is not said twice, a wave's cause is; a turn that spent its points needs no line of its own."""
    from test_elemmaster_newcomer import table_for

    from game.core import Event
    i18n.set_lang("fr")
    table = table_for(app, tmp_path)
    who = table.short_names()[1]  # f39: the level is in the turn header only
    move = dict(count=1, element="fire", src="b5", dst="a4", player=1)
    assert _plain(table.describe(Event("move", 1, {**move, "cause": "move"})) or "") == \
        f"{who} déplace un jeton de Feu de b5 vers a4"
    assert (table.describe(Event("move", 1, {**move, "cause": "vague"})) or "").endswith("vers a4 (vague)")
    fight = dict(src="c4", dst="b3", winner="c4", loser="b3", winner_element="water", loser_element="fire", lost=1,
                 gained=1, vanished=True, side="enemy", no_gain="")
    said = _plain(table.describe(Event("attack", 1, {**fight, "cause": "attack"})) or "")
    assert said.startswith(f"{who} : c4 affronte b3 ; Feu en b3 disparaît"), said
    assert "c4 affronte b3 (vague) ;" in _plain(table.describe(Event("attack", 1, {**fight, "cause": "vague"})) or "")
    i18n.set_lang("en")
    assert table.describe(Event("move", 1, {**move, "cause": "move"})) == f"{who} moves one Fire token from b5 to a4"
    i18n.set_lang("fr")
