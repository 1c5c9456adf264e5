"""Newcomer round 61 (nc61) on Elem Master, fix helper f49: the count line, the tutorial's terrain and reserve,
the hover boxes, the setup's « mène », Conseil against the brasier, French and layout."""

from __future__ import annotations

from test_elemmaster_f16 import _plain
from test_elemmaster_f26 import ENDING, _state

from game import i18n


def test_the_count_line_says_the_person_can_end_the_game_and_leaves_the_how_to_conseil():
    """nc61 shot 181: « Vous pouvez finir la partie à ce tour en faisant disparaître le dernier Feu (c5), après une
    attaque en e2 » played the ending unasked. The line says that the game can end this turn and that the person
    would win; which cells, Conseil says when asked. The enemy's threat still names its cells (a warning)."""
    from scenes.elemmaster.panels import Seats, count_end_text
    i18n.set_lang("fr")
    try:
        seats = Seats(["Vous", "Bot 2"], 0)
        mine = _state(ENDING).count_ends()
        said = _plain(count_end_text(mine, seats, [0, 1]))
        assert said == " Vous pouvez finir la partie à ce tour et gagner au décompte : « Conseil (H) » vous dit " \
                       "comment.", said
        assert "b4" not in said and "b3" not in said
        # the person's next turn: no cells either
        nxt = [dict(e, now=False) for e in mine if e["seat"] == 0]
        said = _plain(count_end_text(nxt, seats, [0, 1]))
        assert said == " À votre prochain tour, vous pourrez finir la partie et gagner au décompte.", said
        # the enemy's: where and how, as before
        theirs = [e for e in mine if e["seat"] == 1]
        assert "(b4)" in _plain(count_end_text(theirs, seats, [0, 1]))
        i18n.set_lang("en")
        said = count_end_text(mine, seats, [0, 1])
        assert said == ' You can end the game this turn and win on the count: "Hint (H)" tells you how.', said
    finally:
        i18n.set_lang("fr")


# -- 6. French and layout -------------------------------------------------------------------------------------
BOARD = "terrain: forest\nstacks:\n  a1: 0 earth 3\n  b4: 0 fire 2\n  a2: 0 water 1\n  f6: 1 earth 2\n" \
        "  e5: 1 fire 1\n  c6: 1 fire 1\n  d6: 1 water 1\ncurrent: 0\n"


def test_who_beats_whom_puts_a_comma_between_two_losers_and_the_count_line_reads_on_the_felt(app, tmp_path,
                                                                                             monkeypatch):
    """nc61 shot 004: « Feu → bat → Terre  Air », the Air read as a stray word: « Terre, Air ». Shot 054: the count
    line « Au décompte, vous gagneriez… » grey on green was hard to read: it is drawn in the ink (contrast ≥ 4.5)."""
    from test_elemmaster_newcomer import table_for

    from scenes.elemmaster import panels as module
    from scenes.ui import FELT
    from sprites.elemmaster.art import contrast
    i18n.set_lang("fr")
    drawn: list[str] = []
    prompts: list[tuple[str, tuple[int, int, int]]] = []
    render, prompt = module.render, module.draw_prompt
    monkeypatch.setattr(module, "render",
                        lambda text, *a, **k: drawn.append(_plain(str(text))) or render(text, *a, **k))

    def spy(surf, words, pos, width, color=module.INK, *a, **k):
        prompts.append((_plain(words), color))
        return prompt(surf, words, pos, width, color, *a, **k)
    monkeypatch.setattr(module, "draw_prompt", spy)
    table = table_for(app, tmp_path, BOARD)
    table.panels._side = None
    app.draw()
    assert "Terre," in drawn and "Air" in drawn, drawn
    count = [c for words, c in prompts if words.startswith("Sans Terre")]
    assert count and contrast(count[0], FELT) >= 4.5, prompts


def test_the_fire_left_says_levels_and_the_turn_header_stays_on_one_log_line():
    """nc61 shot 065: « (encore 9 niveaux sur 4 cases, 4 à vous) »: four cells or four levels? « dont 4 niveaux à
    vous ». The log's « — Tour de Bot 2 (sur mesure) » broke before « (3 PA) — »: it holds on one line."""
    from game.core import Event
    from game.i18n import t
    from scenes.table import TableScene
    from sprites.fonts import TYPE, wrap
    i18n.set_lang("fr")
    said = _plain(t("elemmaster.fire_left", levels=9, cells=4, many="yes", where="", own="some", mine=4))
    assert said == "encore 9 niveaux sur 4 cases, dont 4 niveaux à vous", said
    said = _plain(t("elemmaster.fire_left", levels=3, cells=2, many="no", where="b4, e5", own="some", mine=1))
    assert said == "encore 3 niveaux en b4, e5, dont 1 niveau à vous", said
    width = TableScene.log_rect.width - 16
    for lang, who in (("fr", "Bot 2 (sur mesure)"), ("en", "Bot 2 (tailored)")):
        i18n.set_lang(lang)
        line = i18n.describe("elemmaster", Event("turn_start", 1, {"ap": 3, "turn": 2, "round": 1}), ["Joueur 1", who])
        assert line is not None and len(wrap(line, width, TYPE.SMALL)) == 1, (line, wrap(line, width, TYPE.SMALL))
    i18n.set_lang("fr")


def test_the_tutorials_souffle_is_for_later_in_plain_words():
    """nc61 shot 025: « ce souffle servira au tour 4 » was cryptic: « vous l'utiliserez au tour 4 »."""
    from pathlib import Path
    text = Path("data/elemmaster/tutorial.yaml").read_text(encoding="utf-8")
    assert "servira au tour 4" not in text and "vous l'utiliserez au tour 4" in text


def test_a_three_line_prompt_between_the_buttons_keeps_off_the_windows_foot(app, tmp_path):
    """nc61 shots 149, 158: the status under the board on three lines, its last « …Cliquez sur un de vos
    élémentaires. » against the window's bottom edge. Three lines start under the column letters."""
    import pygame
    from test_elemmaster_newcomer import table_for

    from scenes.elemmaster.panels import Panels
    from sprites.fonts import TYPE, font, wrap
    i18n.set_lang("fr")
    table = table_for(app, tmp_path, BOARD)
    lay = table.layout
    text = ("Pendant le tour de Bot 2 (sur mesure) : sa vague c4 → d3 (une Eau amenée en d4) ; votre Feu en d3 a "
            "disparu sous l'attaque de l'Eau en c4. À vous : 3 PA. Cliquez sur un de vos élémentaires.")
    button = pygame.Rect(780, lay.bar_y, 170, 44)
    gap = Panels._bar_gap(lay, [button])
    assert len(wrap(text, gap.width, TYPE.SMALL)) == 3
    surf = pygame.Surface((1280, 720))
    rect = Panels.draw_prompt_line(surf, lay, text, [button])
    assert rect.height >= 3 * font(TYPE.SMALL).get_linesize() - 2, rect
    assert rect.top >= lay.grid.bottom + 20 and rect.bottom <= 720 - 16, rect


# -- 1. the tutorial: each element's terrain, the reserve as the limit --------------------------------------------
def _steps():
    import yaml
    with open("data/elemmaster/tutorial.yaml", encoding="utf-8") as f:
        return yaml.safe_load(f)["steps"]


def _words(text: str) -> int:
    import re
    return len(re.findall(r"\w+(?:['’-]\w+)*", text))  # as test_elemmaster_f16 counts them


def test_the_tutorial_says_where_each_element_grows_and_that_the_reserve_limits_growth():
    """nc61 item 1 (shots 065, 087, 107, 160): « my Terre and Air start on terrain where they can't grow »; « with an
    empty reserve, a piece stops gaining levels », learnt from pop-ups mid-game. The first growth says the reserve
    (the panel's y) is the limit of growth and gain; the Air's first move, each element's terrain."""
    steps = _steps()
    grow = next(s for s in steps if s["do"] == "grow b2")["say"]
    # f53 (nc64 shot 004: one idea a bubble): the panel's x/y said here, its limit where a gain is first seen
    assert "4 jetons sur le plateau, 2 en réserve" in _plain(grow["fr"]), grow
    assert "4 tokens on the board, 2 in reserve" in grow["en"], grow
    assert any("ni gain ni croissance" in _plain(s["say"]["fr"]) for s in steps if s["do"] == "attack e5 f6")
    air = next(s for s in steps if s["do"] == "move f2 f3 1")["say"]
    for words in ("Terre en Forêt", "Feu en Savane", "Eau en Marais", "Air en Montagne"):
        assert words in _plain(air["fr"]), (words, air)
    assert "grows only on its terrain" in air["en"], air
    import re
    for step in steps:  # every step: at most 40 words and 3 sentences (test_elemmaster_f16's counts)
        for lang in ("fr", "en"):
            text = step["say"][lang]
            assert _words(text) <= 40, (lang, _words(text), text)
            assert len(re.findall(r"[.!?](?:\s|$)", text)) <= 3, (lang, text)


# -- 2. hover boxes off the cells one is choosing between ---------------------------------------------------------
CHOOSING = "terrain: forest\nstacks:\n  c1: 0 water 1\n  a1: 0 earth 3\n  e1: 0 fire 2\n  f6: 1 earth 2\n" \
           "  d3: 1 fire 1\n  b3: 1 earth 1\ncurrent: 0\n"


def test_hover_boxes_and_toasts_keep_off_the_cells_the_selected_piece_may_go_to(app, tmp_path):
    """nc61 shots 087, 111: « Réserve de Feu vide » lay over the board's bottom row, and « Eau 1 » hid the « ! » on
    c2 while the person chose where the Water on c1 would go. With a piece selected, a hover box and a toast go
    where they cover neither it nor its lit cells."""
    import pygame
    from test_elemmaster_newcomer import cell, run

    i18n.set_lang("fr")
    table = table_for_choosing(app, tmp_path)
    cell(app, table, "c1")
    run(app, 0.1)
    assert table.selection.cells == ["c1"]
    lit = table.choice_rects()
    assert len(lit) >= 4, lit  # c1 and where it may go
    area = pygame.Rect(0, 0, 1280, 720).inflate(-8, -8)
    for over in ("b1", "b2", "c2", "d2", "d1"):
        pos = table.layout.cell_rect(over).center
        box = table.inspect_place(pygame.Rect(0, 0, 360, 104), pos, area)
        assert box.collidelist(lit) < 0, (over, box)
    toast = table.error_rect((556, 46))
    assert toast.collidelist(lit) < 0, toast
    # a toast wrapped to the board's column (« Réserve de Feu vide : … », two lines) goes over the board's rows away
    # from the choices, not over « Qui bat qui » and the count beside it
    app.draw()
    toast = table.error_rect((530, 46))
    charts = [r for r in (table.panels.beats_rect, table.panels.count_rect) if r is not None]
    assert charts and toast.collidelist(lit) < 0 and toast.collidelist(charts) < 0, toast
    assert table.layout.board.contains(toast), toast


def table_for_choosing(app, tmp_path):
    from test_elemmaster_newcomer import table_for
    return table_for(app, tmp_path, CHOOSING)


# -- 5. « tant qu'il mène » in the game's own measure ---------------------------------------------------------------
def test_the_setup_says_what_leading_means_for_the_adaptive_elem_master_bot():
    """nc61 shots 064, 186: the setup said « comme le bot facile tant qu'il mène »; the bot led the count (the Earth)
    early, yet never played easy: its lead is levels on the board and Earth, the less of both (`bots.lead`). The Elem
    Master line says so; the games that say « tant qu'il mène » keep it."""
    from game import registry
    from game.bots import close_settings
    from scenes.table import close_sentence
    i18n.set_lang("fr")
    line = _plain(close_sentence("elemmaster", close_settings("elemmaster", registry.get("elemmaster").strengths)))
    assert "comme le bot facile tant qu'il a sur le plateau plus de niveaux et de Terre que vous ;" in line, line
    # a game whose middle level plays while level (`near` 0: Evolution; Kaiju has a middle level from 8 points
    # since f49, a sentence of its own) keeps « tant qu'il mène »
    other = _plain(close_sentence("evolution", close_settings("evolution", registry.get("evolution").strengths)))
    assert "comme le bot facile tant qu'il mène ;" in other, other  # f50: « ; »
    i18n.set_lang("en")
    line = close_sentence("elemmaster", close_settings("elemmaster", registry.get("elemmaster").strengths))
    assert "while it has more levels and more Earth on the board than you" in line, line
    i18n.set_lang("fr")


# -- 4. Conseil names the Brasier it answers or leaves ---------------------------------------------------------------
BRASIER = {"c3": "0 earth 2", "a1": "0 earth 3", "b1": "0 water 2", "d5": "1 fire 3", "f6": "1 earth 2",
           "a6": "1 fire 1", "b6": "1 fire 1"}


def test_conseil_names_the_level_3_fire_whose_brasier_reaches_the_persons_pieces():
    """nc61 shots 072, 075, 082: « faites grandir » twice while the bot built three brasiers. An enemy Fire at level 3
    whose Brasier next turn sets Fires beside the person's Earth or Air is named in Conseil's reason, with whether the
    advice answers it (at the plan's end that Fire reaches none of those pieces) or leaves it."""
    from test_elemmaster_f16 import _hint

    from game.i18n import t
    _, (reason, params) = _hint(BRASIER, ["grow a1"])
    assert params["brasier_cell"] == "d5" and params["brasier_to"] == "c3" and params["brasier_element"] == "earth"
    assert params["brasier_answered"] == 0, params
    _, (reason, params) = _hint(BRASIER, ["move c3 c2 2"])  # the Earth steps out of its reach
    assert params["brasier_cell"] == "d5" and params["brasier_answered"] == 1, params
    # no Fire at level 3, or none near: nothing said
    _, (reason, params) = _hint(dict(BRASIER, d5="1 fire 2"), ["grow a1"])
    assert "brasier_cell" not in params, params
    far = {k: v for k, v in BRASIER.items() if k != "d5"} | {"f2": "1 fire 3"}  # its Fires would land off c3 and a1
    _, (reason, params) = _hint(far, ["grow a1"])
    assert "brasier_cell" not in params, params
    i18n.set_lang("fr")
    said = _plain(t("elemmaster.hint_brasier", cell="d5", to="c3", element="Terre", more=0, answered=0))
    assert said == "Le Feu de niveau 3 en d5 pourra se scinder en brasier à son prochain tour et atteindre votre " \
                   "Terre en c3 : ce conseil ne l'en empêche pas.", said


def test_the_hint_box_says_the_brasier_first(app, tmp_path):
    """The table's hint line puts that word before the advice: the threat it answers (a Water wears the Fire down);
    a threat it leaves, the reach warning names already (« le Feu en d5 : un pas jusqu'en c4 … »): said
    once."""
    from test_elemmaster_f16 import _hint
    from test_elemmaster_newcomer import table_for

    from game.core import Action
    from game.hints import Hint
    i18n.set_lang("fr")
    answer = dict(BRASIER, c4="0 water 1")
    text = "terrain: forest\nstacks:\n" + "".join(f"  {k}: {v}\n" for k, v in answer.items()) + "current: 0\n"
    table = table_for(app, tmp_path, text)
    _, (reason, params) = _hint(answer, ["attack c4 d5"])  # the Fire put down to level 2: no Brasier
    assert params["brasier_answered"] == 1, params
    hint = Hint(0, Action.parse("attack c4 d5"), reason, params, len(table.feed.decisions()))
    said = _plain(table.hint_line(hint))
    assert said.startswith("Le Feu de niveau 3 en d5 pourra se scinder en brasier à son prochain tour et atteindre "
                           "votre Terre en c3 : ce conseil l'en empêche. Attaquez "), said
    _, (reason, params) = _hint(answer, ["grow a1"])
    said = _plain(table.hint_line(Hint(0, Action.parse("grow a1"), reason, params, len(table.feed.decisions()))))
    assert said.count("d5") == 1 and "brasier" not in said, said
