"""Round f50 of Elem Master's first game, from nc62's report."""

from __future__ import annotations

from lang import french, plain
from test_elemmaster_newcomer import cell, table_for

from game import i18n
from scenes.elemmaster.panels import Panels

# nc62 shot 186 (turn 25): the Water of 2 in b3 selected, the Water reserve empty (6/0), one action point left
NC62_T25 = """blocks: [savanna, mountain, forest, swamp]
stacks:
  b6: 1 fire 2
  c6: 1 fire 2
  b5: 1 water 3
  e5: 1 earth 1
  f5: 1 earth 2
  b4: 0 water 1 played
  f4: 0 water 1
  a3: 1 earth 1
  b3: 0 water 2
  e3: 1 earth 1
  b2: 1 fire 2
  f2: 0 water 2
  b1: 1 earth 1
  c1: 0 earth 3 played
  d1: 0 earth 3
reserves: {0: {earth: 0, fire: 6, water: 0, air: 6}, 1: {earth: 0, fire: 0, water: 3, air: 6}}
current: 0
ap: 1
turn: 25
"""


def _shot(app, name: str) -> None:
    """The screen to F50_SHOTS/name.png when that folder is given (to look at the fix)."""
    import os
    if os.environ.get("F50_SHOTS"):
        import pygame
        app.frame(1 / 60)
        pygame.image.save(pygame.display.get_surface(), os.path.join(os.environ["F50_SHOTS"], name + ".png"))


def _plain(text: str) -> str:
    return text.replace("\u00a0", " ").replace("\u202f", " ")


def test_the_prompt_under_the_board_fits_whole(app, tmp_path):
    """nc62 shots 145, 186, 221: « b3 : cliquez une case (vert : déplacer, rouge : vous gagnez, gris : vous perdez,
    « ! » then « Réserve d'Eau vide : … »: the legend cut at its « ! », squeezed on four lines against the window's
    foot. The line fits whole on two lines at most, the empty reserve's note dropped before the legend is cut."""
    i18n.set_lang("fr")
    table = table_for(app, tmp_path, NC62_T25)
    cell(app, table, "b3")
    app.frame(1 / 60)
    assert table.selection.cells == ["b3"], table.selection.cells
    said = _plain(table.bottom_text())
    bar = [b.rect for b in table.bar.buttons]
    assert Panels.prompt_fits(table.layout, table.bottom_text(), bar, 2), said
    assert "vous y seriez battu" in said or "danger" in said, said
    assert said.rstrip().endswith(")") or said.rstrip().endswith("."), said
    _shot(app, "prompt_b3")


LAST_FIRE = """terrain: forest
stacks:
  a1: 0 earth 2
  c3: 0 fire 1
  d4: 1 water 1
  f6: 1 earth 2
  f5: 1 fire 2
current: 0
"""


def test_the_last_fire_is_warned_of(app, tmp_path):
    """nc62 shots 117, 122: the last Fire lost, and nothing had said that without Fire the enemy can no longer
    be eliminated (growth needs a Fire on the board). Selected with a « ! » or a losing attack in reach, the
    prompt says « Votre dernier Feu » and why it matters; the losing attack's question says it too."""
    i18n.set_lang("fr")
    table = table_for(app, tmp_path, LAST_FIRE)
    cell(app, table, "c3")
    app.frame(1 / 60)
    assert table.selection.cells == ["c3"], table.selection.cells
    note = "Votre dernier Feu : sans Feu, vous ne pourrez plus éliminer l'adversaire."
    assert note in _plain(table.prompt), _plain(table.prompt)
    assert note in _plain(table.bottom_text()), _plain(table.bottom_text())
    _shot(app, "last_fire_prompt")
    cell(app, table, "d4")
    app.frame(1 / 60)
    assert table.confirm.question is not None
    said = _plain(table.prompt)
    _shot(app, "last_fire_confirm")
    assert said == "Votre dernier Feu, en c3, disparaîtrait : sans Feu, vous ne pourrez plus éliminer l'adversaire. " \
        "Attaquer quand même ?", said
    assert table.bottom_text() == table.prompt
    assert Panels.prompt_fits(table.layout, table.prompt, [b.rect for b in table.bar.buttons]), said


def test_a_fire_that_is_not_the_last_says_nothing_of_it(app, tmp_path):
    i18n.set_lang("fr")
    table = table_for(app, tmp_path, LAST_FIRE.replace("  a1: 0 earth 2\n", "  a1: 0 earth 2\n  a2: 0 fire 1\n"))
    cell(app, table, "c3")
    app.frame(1 / 60)
    assert table.selection.cells == ["c3"]
    assert "dernier Feu" not in table.prompt


def test_the_tutorial_says_to_keep_a_fire():
    """nc62: « Fire is your only way to eliminate the other side »: the first step says it, in one clause."""
    from game import tutorial

    first = tutorial.load("elemmaster").steps[0]
    assert "Seul le Feu ôte la Terre : gardez-en un." in _plain(first.text("fr")), first.text("fr")
    assert "Only Fire takes Earth: always keep one." in first.text("en")


def test_the_adaptive_bot_reads_as_one_rule_clear_of_the_options():
    """nc62 shot 055: « joue comme le bot moyen, comme le bot facile tant que…, et comme le bot difficile dès que… »
    read as contradictions, and ran up against the Options column. Now « joue d'ordinaire comme le bot moyen ;
    comme le bot facile tant que… ; comme le bot difficile dès que… », whole, clear of the column (x 660)."""
    from game import registry
    from game.bots import close_settings
    from scenes.menu import CLOSE_W
    from scenes.table import close_sentence
    from sprites.fonts import TYPE, wrap
    i18n.set_lang("fr")
    line = _plain(close_sentence("elemmaster", close_settings("elemmaster", registry.get("elemmaster").strengths)))
    assert line.startswith("« Bot sur mesure » joue d'ordinaire comme le bot moyen ; comme le bot facile tant qu'il a "
                           "sur le plateau plus de niveaux et de Terre que vous ; comme le bot difficile dès que"), line
    assert 40 + CLOSE_W <= 640
    for game in ("elemmaster", "evolution", "kaiju", "monsters", "elemons"):
        said = close_sentence(game, close_settings(game, registry.get(game).strengths))
        assert len(wrap(said, CLOSE_W, TYPE.SMALL)) <= 6, (game, said)
    i18n.set_lang("en")
    line = close_sentence("elemmaster", close_settings("elemmaster", registry.get("elemmaster").strengths))
    assert line.startswith('"Bot (adaptive)" usually plays like the medium bot; like the easy bot while'), line


def test_the_hovered_sentence_is_drawn_whole_left_of_the_options(app):
    import pygame

    from scenes.menu import CLOSE_W, MenuScene, SetupScene
    from sprites.fonts import TYPE, wrap
    i18n.set_lang("fr")
    app.stack.push(MenuScene(app))
    app.stack.push(SetupScene(app, "elemmaster"))
    setup = app.stack.top
    if "bot:close" not in setup.seats:
        setup.seats[1] = "bot:close"
    app.frame(1 / 60)
    button = next(b for b in setup.bar.buttons if b.tag == "seat_kind:1")
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(1 / 60)
    app.frame(1 / 60)
    whole = setup.close_line()
    assert setup.close_rect is not None and setup.close_rect.right <= 640
    assert setup.close_rect.height >= len(wrap(whole, CLOSE_W, TYPE.SMALL)) * 1, whole
    _shot(app, "setup_close")


def test_a_tutorial_part_does_not_count_the_scripted_turns():
    """nc62 shot 052: « Partie jouée en 13 tours » at the tutorial's end, after one turn played from the scripted
    position: a tutorial's part leaves the count out; a game keeps it."""
    from game.core import Result
    from scenes.elemmaster.results import explain

    i18n.set_lang("fr")
    result = Result(winners=(0,), scores=[3, 2], details={"decided_by": {"rule": "count", "winners": [0],
                                                                        "counts": {"0": [3, 6, 0], "1": [2, 0, 1]}}})
    game = " ".join(explain({"round": 13}, result, ["Joueur 1", "Bot 2"]))
    assert "Partie jouée en 13 tours" in _plain(game), game
    part = " ".join(explain({"round": 13, "tutorial": True}, result, ["Joueur 1", "Bot 2"]))
    assert "Partie jouée en" not in part and part, part


SPLIT = """terrain: forest
stacks:
  a1: 0 earth 2
  c3: 0 fire 2
  e4: 1 earth 2
  f6: 1 fire 1
current: 0
"""


def test_the_part_a_split_sent_stays_selected(app, tmp_path):
    """nc62 shot 182: after a split move the selection was dropped; a click on the target then said
    « L'élémentaire en b2 n'est pas à vous ». The part sent stays selected where it landed while it may act:
    the next click on the target attacks; a click on the part itself keeps it selected."""
    from waiting import wait_until

    from game.core import Action
    i18n.set_lang("fr")
    table = table_for(app, tmp_path, SPLIT)
    frame = lambda: app.frame(1 / 60)  # noqa: E731
    table.act(0, Action.parse("move c3 d3 1"))
    assert wait_until(lambda: table.selection.cells == ["d3"], 10, 0, frame), table.selection.cells
    cell(app, table, "d3")
    assert table.selection.cells == ["d3"], table.selection.cells
    cell(app, table, "e4")
    assert wait_until(lambda: [0, "attack d3 e4"] in table.feed.match.moves, 10, 0, frame), table.feed.match.moves
    # a whole stack moved is marked: nothing kept selected
    table2 = table_for(app, tmp_path, SPLIT.replace("c3: 0 fire 2", "c3: 0 fire 1"))
    table2.act(0, Action.parse("move c3 d3 1"))
    for _ in range(30):
        frame()
    assert table2.selection.cells == [], table2.selection.cells


def test_a_single_fire_that_needs_a_merge_says_so():
    """nc62 shot 139: « le Feu en b4 : un pas jusqu'en c3, puis l'attaque » of a single Fire, read as impossible (a
    stack moved whole is marked ⊗): the way found merges a Fire into it first, then sends one token. Said so."""
    from game.elemmaster.bots import _earth_way
    from game.elemmaster.scenario import from_text

    st = from_text("terrain: forest\nstacks:\n  d1: 0 earth 2\n  f1: 0 water 1\n  a3: 1 fire 1\n  b3: 1 fire 1\n"
                   "  f6: 1 earth 2\ncurrent: 0\n")
    reached = {c for c, s in st.stacks.items() if s.owner == 0 and s.element == "earth"}
    way = _earth_way(st, 0, reached)
    assert way is not None and way["kind"] == "steps" and way["merged"] == "yes" and way["start"] == "b3", way
    i18n.set_lang("fr")
    said = _plain(i18n.t("hint.elemmaster.reach_way", **{**way, "element": "Feu"}))
    assert said == "le Feu en b3, renforcé par une fusion : un pas jusqu'en c2, puis l'attaque", said
    said = _plain(i18n.t("hint.elemmaster.reach_way", **{**way, "element": "Feu", "merged": "no"}))
    assert said == "le Feu en b3 : un pas jusqu'en c2, puis l'attaque", said


def test_a_hinted_move_into_a_warned_cell_says_how_it_stands_after_an_earth_warning():
    """nc62 shot 142: Conseil said « Déplacez votre Eau de d3 vers e4 », a cell the board marks « ! », and nothing
    of it: its note warned of the Earths (b2, c2), and a warning on another piece not beside an enemy was dropped.
    The hint's own move into the warned cell says how it stands, as f46 made it without that note."""
    from scenes.elemmaster.table import hint_warning

    p = {"note": "earth_reach", "warn_cell": "e4", "warn_beside": 0, "warn_foe": "earth", "warn_to": "d6",
         "warn_source": "water", "warn_more": 0, "warn_from": "d3", "warn_was": 0}
    with french():
        said = plain(hint_warning(p, {"d6": 3}, {"d3"}))
        assert said.startswith(" Attention : en e4, votre Eau sera à portée, c'est le risque de ce coup."), said
        assert hint_warning({**p, "warn_from": "", "warn_was": 0}, {"d6": 3}, {"d3"}) == ""
