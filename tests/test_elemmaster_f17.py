"""Elem Master, the sixteenth newcomer's first game (round 17): the hint promises a piece safe only
when the enemy's whole next turn (waves, the Waters they drag, splits) cannot beat it."""

from __future__ import annotations

import yaml

from game import i18n
from game.core import Action

# nc16, shot 65: Joueur 1 (seat 0) has 1 PA left; the Bot's Waters stand on b4 and c4
NC16 = {"a6": "1 air 3", "b6": "1 water 1", "c6": "1 earth 2", "d6": "1 earth 2", "f6": "1 air 1",
        "b5": "1 fire 1", "c5": "1 fire 1", "a4": "0 fire 2", "b4": "1 water 1", "c4": "1 water 1",
        "a3": "0 fire 1", "c3": "1 fire 1", "f3": "0 water 2 played", "b2": "0 fire 1",
        "c2": "0 water 1 played", "e2": "0 fire 2", "a1": "0 air 1", "c1": "0 earth 2", "d1": "0 earth 3",
        "f1": "0 air 1"}


def _state():
    from game.elemmaster.scenario import from_text
    return from_text(yaml.safe_dump({"terrain": "forest", "stacks": NC16, "ap": 1}))


def test_a_fire_a_wave_can_reach_is_in_reach():
    """nc16: the wave c4→b3 drags b4→a3, and the dragged Water beats the Fire on a2."""
    from game.elemmaster.bots import reach_threats
    st = _state()
    after = st.fast_copy()
    after._apply(0, Action.parse("move a3 a2 1"))
    a2, d1 = st.geo.cell("a2"), st.geo.cell("d1")
    assert reach_threats(after, 0, {a2}) == {a2}
    assert reach_threats(after, 0, {d1}) == set()  # no enemy Fire can come beside the Earth on d1


def test_the_hint_does_not_call_that_move_out_of_reach():
    from game.elemmaster.bots import ElemBot
    i18n.set_lang("fr")
    bot = ElemBot(0, 1, "hard")
    bot.explaining = True
    bot.explain_plan(_state(), [Action.parse("move a3 a2 1")])
    assert bot.why is not None
    reason, params = bot.why
    assert params["why"][0] not in ("why_shelter", "why_safe"), params
    said = i18n.hint_text("elemmaster", reason, params, ["Vous", "Bot"])
    assert "hors de portée" not in said and "sans vous exposer" not in said, said


def test_the_hint_says_only_the_safety_it_checked():
    """nc16: « aucun de vos élémentaires ne reste exposé » read as a promise; it says what it checks."""
    from game.elemmaster.bots import ElemBot
    from game.elemmaster.scenario import from_text
    i18n.set_lang("fr")
    # the Water on d4 is two cells from the Fire on d2: one token moves (a split: unmarked) and attacks
    st = from_text(yaml.safe_dump({"terrain": "forest", "ap": 1, "stacks": {
        "a1": "0 earth 1", "d2": "0 fire 1", "f6": "1 earth 1", "d4": "1 water 2"}}))
    bot = ElemBot(0, 1, "hard")
    bot.explaining = True
    bot.explain_plan(st, [Action.parse("end")])
    assert bot.why is not None and bot.why[1]["why"][0] == "why_safe", bot.why
    said = i18n.hint_text("elemmaster", bot.why[0], bot.why[1], ["Vous", "Bot"]).replace("\u00a0", " ")
    assert "exposé" not in said and "au contact d'un ennemi qui la bat" in said, said
    assert "sans vous exposer" not in i18n.t("hint.elemmaster.why_grow", n=1, safe=1)


WATER_FIRE = """terrain: forest
stacks:
  e3: 0 water 1
  f3: 0 fire 1
  a1: 0 earth 1
  f6: 1 earth 1
  a6: 1 fire 1
reserves: {0: {water: 0}}
current: 0
"""


def test_the_sacrifice_button_says_the_winner_gains_nothing_from_an_empty_reserve(app, tmp_path):
    """nc16 (shots 112/114): « Oui (O) : Feu −1, Eau +1 », then the log: « Eau en f3 ne gagne rien
    (réserve vide) »."""
    from test_elemmaster_newcomer import button, cell, table_for
    i18n.set_lang("fr")
    table = table_for(app, tmp_path, WATER_FIRE)
    cell(app, table, "e3")
    cell(app, table, "f3")
    label = button(table, "yes").label.replace("\u00a0", " ").replace("\u202f", " ")
    assert "Feu −1" in label and "Eau +0 (réserve vide)" in label and "+1" not in label, label


def test_a_hint_to_end_the_turn_lights_fin_de_tour(app, tmp_path):
    """nc16: « Cliquez « Fin de tour » (E) : aucune autre action n'améliore votre position », and they
    looked for the button every turn: the hint outlines it as it outlines a cell."""
    from test_elemmaster_newcomer import button, table_for

    from game.core import act
    from game.hints import Hint
    i18n.set_lang("fr")
    table = table_for(app, tmp_path, WATER_FIRE)
    table.hint_shown = Hint(0, act("end"), "plan_end", {"why": ["why_safe", {}], "note": "none"})
    assert button(table, "end").rect in table._hint_rects(act("end"))


def test_a_click_during_an_animation_is_kept_and_played_once_it_ends(app, tmp_path):
    """nc16 shots 46, 88: a click while the last move was still shown was lost (a3 selected, not
    grown), or hit the board of before it."""
    from scene_input import click
    from test_elemmaster_newcomer import cell, table_for
    from waiting import wait_until
    table = table_for(app, tmp_path, WATER_FIRE)
    app.settings.speed = "normal"  # the move is animated, as in a real game
    table.tweens.speed = table.speed
    frame = lambda: app.frame(1 / 10)  # noqa: E731  (big steps: the animation is done in a few)
    cell(app, table, "a1")
    cell(app, table, "a2")  # the Earth moves: shown for a moment
    assert table.busy or wait_until(lambda: table.busy, 2, 0, frame), "the move is shown"
    click(app, table.layout.cell_rect("f3").center)  # clicked while it is
    assert table.busy and table.held_clicks, "kept, not dropped"
    assert wait_until(lambda: not table.busy and not table.held_clicks, 5, 0, frame)
    assert table.selection.cells == ["f3"], table.selection.cells


def test_the_hint_marks_go_once_the_person_starts_another_move(app, tmp_path):
    """nc16 shot 55: the hint's badges on a3, b3 stayed while they moved a3 → b4; shot 58: its « 2 »
    read like the bot's numbered discs. Its badges say « clic 1 », « clic 2 »."""
    import pygame
    from test_elemmaster_newcomer import cell, table_for

    from game.core import act
    from game.hints import Hint
    from scenes.table import HINT_COLOR
    i18n.set_lang("fr")
    table = table_for(app, tmp_path, WATER_FIRE)
    hinted = act("move", "a1", "a2", 1)
    table.hint_shown = Hint(0, hinted, "plan_move", {})

    def marked() -> bool:
        surf = pygame.Surface((1280, 720))
        surf.fill((0, 0, 0))
        table.draw_hint_marks(surf, hinted)
        rect = table.layout.cell_rect("a1")
        return any(surf.get_at((x, y))[:3] == HINT_COLOR for x in range(rect.x, rect.right, 2)
                   for y in range(rect.y, rect.y + 30, 2))

    assert table.hint_places(hinted) and marked()
    cell(app, table, "a1")  # the hinted move begins: its marks stay
    assert table.hint_places(hinted) and marked()
    table.deselect()  # dropped (Échap)
    cell(app, table, "e3")  # another piece: the marks go
    assert table.selection.cells == ["e3"]
    assert not table.hint_places(hinted) and not marked()
    assert i18n.t("elemmaster.hint_badge", n=2) == "clic 2"


def test_the_every_turn_switch_sits_inside_the_hint_box_clear_of_its_title(app, tmp_path):
    """nc16 shot 43: « à chaque tour : non » sat on the box's border, over « Conseil pour Joueur 1 »."""
    from test_elemmaster_newcomer import table_for

    from game.core import act
    from game.hints import Hint
    i18n.set_lang("fr")
    table = table_for(app, tmp_path, WATER_FIRE)
    table.hint_shown = Hint(0, act("end"), "plan_end", {"why": ["why_safe", {}], "note": "none"})
    box, tab = table._hint_box()[0], table.auto_hint_rect()
    assert tab is not None and box.contains(tab), (box, tab)
    assert tab.top >= box.top + 34, "below the title line"
    assert tab.bottom <= box.bottom - 4, "inside, not on the border"


def test_a_two_line_prompt_with_buttons_goes_between_them_not_over_the_letters():
    """nc16 shots 94/95: « e3 : cliquez une case (vert : déplacer, rouge : …) » on two lines, over a-f."""
    import pygame

    from scenes.elemmaster.layout import Layout
    from scenes.elemmaster.panels import Panels
    from sprites.fonts import font
    i18n.set_lang("fr")
    lay = Layout(6)
    letters_bottom = lay.grid.bottom + 3 + font(14, True).get_height()
    text = ("e3 : cliquez une case (vert : déplacer, rouge : attaque gagnante, pointillés roses au survol : "
            "sacrifier, « ! » : vous y seriez battu)")
    cancel, end = pygame.Rect(40, lay.bar_y, 120, 42), pygame.Rect(780, lay.bar_y, 170, 42)
    surf = pygame.Surface((1280, 720))
    r = Panels.draw_prompt_line(surf, lay, text, [cancel, end])
    assert r.top >= letters_bottom and r.bottom <= 720, r
    assert not r.colliderect(cancel) and not r.colliderect(end), r


def test_the_turn_banner_is_whole_from_its_first_frame_to_its_last():
    """nc16 shot 62: « Tour de Joueur 1 » caught mid-roll, its words cut at the top."""
    import pygame

    from sprites.elemmaster import art
    from sprites.tween import Tween
    grid = pygame.Rect(40, 62, 560, 560)
    shots = []
    for elapsed in (0.05, 1.0, 1.95):
        surf = pygame.Surface((1280, 720))
        surf.fill((0, 0, 0))
        art.CardBanner("Tour de Joueur 1", (320, 342), Tween(0.0, 1.0, 2.0, elapsed=elapsed), small=True,
                       board=grid).draw(surf)
        shots.append(pygame.image.tobytes(surf.subsurface(pygame.Rect(0, 0, 1280, grid.y)), "RGB"))
    assert shots[0] == shots[1] == shots[2]
    assert any(shots[1]), "the banner is drawn"


def test_annuler_comes_back_after_an_attack_once_it_is_shown(app, tmp_path):
    """nc16 shot 90: « Annuler (U) » was gone after an attack: only while the attack is shown (an attack
    with nothing hidden or drawn may be taken back, as any move)."""
    from test_elemmaster_newcomer import table_for
    from waiting import wait_until

    from game.core import act
    table = table_for(app, tmp_path, WATER_FIRE.replace("a6: 1 fire 1", "a6: 1 fire 1\n  f4: 1 earth 1"))
    frame = lambda: app.frame(1 / 10)  # noqa: E731
    table.send(0, act("attack", "f3", "f4"))
    assert wait_until(lambda: not table.busy and any(b.tag == "undo" for b in table.tools.buttons), 5, 0, frame)


def test_the_legend_names_the_sous_terrain_when_an_earth_can_tunnel(app, tmp_path):
    """nc16 shot 99: the Earths two cells away lit green, the legend said only « vert : déplacer »."""
    from test_elemmaster_newcomer import cell, table_for
    i18n.set_lang("fr")
    table = table_for(app, tmp_path, WATER_FIRE.replace("a1: 0 earth 1", "a1: 0 earth 1\n  a3: 0 earth 1"))
    cell(app, table, "a1")
    said = table.prompt.replace("\u00a0", " ")
    assert "vert : déplacer (à deux cases : sous-terrain)" in said, said
    table.deselect()
    cell(app, table, "f3")  # a Fire: plain moves
    said = table.prompt.replace("\u00a0", " ")
    assert "sous-terrain" not in said and "vert : déplacer" in said, said
