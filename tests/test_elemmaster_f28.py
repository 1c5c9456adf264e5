"""Newcomer round 28 (nc28) on Elem Master: Conseil's words on a piece beside an enemy that beats it."""

from __future__ import annotations

from game import i18n
from game.core import Action

# nc28's game (seed 428723, Joueur 1 against « Bot sur mesure »): its first 24 moves
NC28 = ["0 move b2 c3 1", "0 grow c3", "0 grow e1", "0 end", "1 grow d6", "1 grow a6", "1 grow a6", "1 end",
        "0 grow b2", "0 grow e1", "0 move c3 c4 2", "0 end", "1 move e6 d5 1", "1 move b6 c5 1",
        "1 move d6 c6 1", "1 end", "0 move c4 c3 2", "0 move b2 b3 1", "0 move e1 d2 3", "0 end",
        "1 move b5 a5 1", "1 vague c5 c4 d5", "1 attack d4 c3", "1 end"]


def _nc28(n: int):
    from game.match import Match
    log = {"game": "elemmaster", "seed": 428723, "seats": ["human", "bot:close"],
           "moves": [[int(m[0]), m[2:]] for m in NC28[:n]]}
    return Match.replay(log).state


def _said(state, plan: list[str], lang: str = "fr") -> tuple[dict, str]:
    from game.elemmaster.bots import ElemBot
    bot = ElemBot(0, 1, "hard")
    bot.explaining = True
    bot.explain_plan(state, [Action.parse(a) for a in plan])
    assert bot.why is not None
    reason, params = bot.why
    i18n.set_lang(lang)
    return params, i18n.hint_text("elemmaster", reason, params, ["Vous", "Bot"]).replace("\u00a0", " ") \
        .replace("\u202f", " ")


def test_a_fire_moved_away_from_waters_is_not_called_safe_now():
    """nc28 shots 58, 63: « pour l'instant, aucune de vos pièces n'est au contact d'un ennemi qui la bat »
    while the Fire the advice moved stood beside two enemy Waters (and had just lost a level to them): the
    check looked at the plan's end. The reason now says the Fire steps away from them."""
    # shot 63: the Fire (1) in c3, the Waters in c4 and d4 (a diagonal: still beside it); the hard bot's
    # plan (shot 58, the same words for the Fire in c4 beside c5, d5: its Earth check is slower to test)
    params, said = _said(_nc28(24), ["move c3 c2 1", "grow b2", "move b3 a4 1", "end"])
    assert "pour l'instant" not in said and "aucune de vos pièces n'est" not in said, said
    assert "votre Feu s'éloigne des Eaux en c4, d4, qui le battent" in said, said
    _, said = _said(_nc28(24), ["move c3 c2 1", "grow b2", "move b3 a4 1", "end"], "en")
    assert "your Fire steps away from the Water on c4, d4, which beat it" in said, said


def test_the_safe_reason_is_said_only_when_no_piece_is_beside_an_enemy_that_beats_it_now():
    """« pour l'instant, aucune… » (nc20's words) when it is true now and at the turn's end; a piece beside an
    enemy that beats it now, which a later step of the plan moves, is named for the turn's end."""
    params, said = _said(_nc28(24), ["move a1 a2 1", "move c3 c2 1", "move b3 a4 1"])
    assert params["why"][0] == "why_clear", params
    assert "pour l'instant" not in said, said
    assert ": une fois ce conseil joué, votre Feu en " in said, said
    assert "ne sera plus au contact des Eaux en c4, d4." in said, said
    _, said = _said(_nc28(24), ["move a1 a2 1", "move c3 c2 1", "move b3 a4 1"], "en")
    assert "will no longer be beside the Waters on c4, d4" in said, said


def test_escape_clears_a_selection_then_the_hint_then_pauses(app, tmp_path):
    """nc28 shot 117: « Annuler (Échap) » on the buttons, and Échap with Conseil's « clic 1 / clic 2 » on the
    board opened the Pause menu. What is pending on the table goes first: the selection, then the hint and
    its marks; the pause comes when nothing is."""
    import pygame
    from scene_input import click, key
    from test_elemmaster_f19 import board

    from game.hints import Hint
    i18n.set_lang("fr")
    table = board(app, tmp_path, "terrain: steppe\nstacks:\n  a1: 0 earth 2\n  e1: 0 air 1\n  f1: 0 air 1\n"
                                 "  f6: 1 earth 1\ncurrent: 0\n")
    table.hint_shown = Hint(0, Action.parse("grow f1"), "plan_grow", {})  # its box, without the search
    click(app, table.layout.cell_rect("e1").center)
    assert table.selection.cells == ["e1"]
    key(app, pygame.K_ESCAPE)
    assert not table.selection and table.hint_shown is not None and app.stack.top is table
    key(app, pygame.K_ESCAPE)
    assert table.hint_shown is None and app.stack.top is table
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is not table  # the pause


def test_the_short_legend_says_the_pink_shows_under_the_mouse():
    """nc28 shot 118: « rose : sacrifier » in the prompt and no pink square (one's own pieces show their pink
    only under the mouse, nc11): the short words say so too, and still fit (test_elemmaster_f20)."""
    for lang, words in (("fr", "rose (survol)"), ("en", "pink (hover)")):
        i18n.set_lang(lang)
        assert i18n.t("elemmaster.lit_short.own").startswith(words)


SHOT84 = ("terrain: forest\nstacks:\n  a6: 1 air 1\n  c6: 1 earth 3\n  d6: 1 earth 1\n  f6: 1 air 1\n"
          "  d5: 1 earth 2\n  e5: 1 fire 1\n  a4: 0 fire 1\n  b4: 1 fire 1\n  f4: 1 fire 1\n  d3: 0 water 2\n"
          "  e3: 1 water 2\n  f3: 1 fire 1\n  b2: 0 fire 3\n  c2: 0 water 1\n  d2: 0 water 2\n  a1: 0 air 1\n"
          "  c1: 0 earth 1\n  d1: 0 earth 3 played\n  e1: 1 water 1\n  f1: 0 air 1\ncurrent: 0\nap: 2\n")


def test_a_prompt_with_the_no_wave_note_is_never_cut(app, tmp_path):
    """nc28 shot 84: « d2 → e2 : combien de jetons déplacer ? Choisissez en bas, ou recliquez la case pour
    toute la pile. Pas de vague avec » cut at the right edge, the count's buttons below. The line keeps
    the question and the note whole (the buttons say the rest), in French and English."""
    from scene_input import click
    from test_elemmaster_f19 import board

    from scenes.elemmaster.panels import Panels
    i18n.set_lang("fr")
    table = board(app, tmp_path, SHOT84)
    click(app, table.layout.cell_rect("d2").center)
    table.choose_wave()  # nc34: the note comes with a wave asked for (the bar's « Vague »)
    click(app, table.layout.cell_rect("d1").center)
    assert table.prompt_note, table.prompt
    said = table.bottom_text()
    assert Panels.prompt_fits(table.layout, said, [b.rect for b in table.bar.buttons]), said
    plain = said.replace("\u00a0", " ").replace("\u202f", " ")
    assert said.endswith(table.prompt_note) and plain.startswith("d2 → d1 : cliquez vos Eaux en violet"), said


def test_the_tutorials_last_words_leave_the_players_counts_in_sight(app):
    """nc28 shot 42: « Tutoriel terminé » covered the « Bot 2 (facile) » panel and its counts (the outcome).
    The last words go under the players' rows, the log keeping its column (nc25); all of them shown."""
    from test_tutorial import open_tutorial

    from scenes.tutorial import SIZES, box_rect
    table = open_tutorial(app, "elemmaster")
    table.guide.index = len(table.guide.tutorial.steps)
    table.model.over = {"winners": [0], "reason": "elimination"}
    home = table.guide_home()
    for seat in range(table.model.num_seats):
        assert not home.colliderect(table.layout.player_rect(seat, table.model.num_seats)), home
    assert not home.colliderect(table.log_rect), home
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        box, size = box_rect(home, table.guide.tutorial.end_text() + "\n" + i18n.t("tutorial.results_soon"))
        assert home.contains(box) and size > SIZES[-1], (lang, box, size)  # not squeezed to the smallest


def test_a_growths_reason_says_what_the_level_buys():
    """nc28 shots 47-50: « Faites grandir votre Feu… Ensuite : faites grandir votre Eau », then « Fin de
    tour »: growing read as passive. The reason says what the level buys: a brasier at 3 levels, an Earth
    (the side's life) that holds one attack more, a pile that survives more lost fights."""
    import yaml

    from game.elemmaster.bots import ElemBot
    from game.elemmaster.scenario import from_text
    i18n.set_lang("fr")
    for terrain, stacks, grow, words in (
            ("savanna", {"a1": "0 earth 1", "b2": "0 fire 2", "f6": "1 earth 1"}, "grow b2",
             "vous gagnez un niveau (à 3 niveaux, votre Feu peut lancer un brasier)"),
            ("savanna", {"a1": "0 earth 1", "b2": "0 fire 1", "f6": "1 earth 1"}, "grow b2",
             "vous gagnez un niveau (une pile plus haute survit à plus d'attaques)"),
            ("forest", {"a1": "0 earth 1", "f6": "1 earth 1", "f1": "0 fire 1", "a6": "1 fire 1"}, "grow a1",
             "vous gagnez un niveau (votre Terre pourra encaisser une attaque de plus)")):
        st = from_text(yaml.safe_dump({"terrain": terrain, "stacks": stacks}))
        bot = ElemBot(0, 1, "hard")
        bot.explaining = True
        bot.explain_plan(st, [Action.parse(grow), Action.parse("end")])
        assert bot.why is not None
        said = i18n.hint_text("elemmaster", bot.why[0], bot.why[1], ["Vous", "Bot"]).replace("\u00a0", " ")
        assert words in said, said


def test_a_growth_that_empties_the_reserve_says_so():
    """nc36 shots 80-90: « Faites grandir votre Feu en b2 … vous gagnez un niveau » took the Fire reserve's
    last token, unsaid; every Fire attack after it gained nothing (« réserve vide »). The reason says it."""
    import yaml

    from game.elemmaster.bots import ElemBot
    from game.elemmaster.scenario import from_text
    i18n.set_lang("fr")
    st = from_text(yaml.safe_dump({"terrain": "savanna", "stacks": {"a1": "0 earth 1", "b2": "0 fire 1",
                                                                     "f6": "1 earth 1"},
                                   "reserves": {0: {"fire": 1}}}))
    bot = ElemBot(0, 1, "hard")
    bot.explaining = True
    bot.explain_plan(st, [Action.parse("grow b2"), Action.parse("end")])
    assert bot.why is not None and bot.why[1]["why"] == ["why_grow", {"n": 1, "safe": 1, "buys": "empties"}], bot.why
    said = i18n.hint_text("elemmaster", bot.why[0], bot.why[1], ["Vous", "Bot"]).replace("\u00a0", " ")
    assert ("vous gagnez un niveau (sa réserve en sera vide : cet élément ne gagnera plus de niveau, ni en "
            "grandissant ni en gagnant un combat)") in said, said
