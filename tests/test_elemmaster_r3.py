"""What a second newcomer found in Elem Master (issue #24, round 3): an Air's attack on one's own
Fire says what it does, hints name each element with its article, the count range follows the pile."""

import pygame
import pytest
from test_elemmaster_newcomer import button, cell, table_for

from game import i18n
from game.core import act
from game.hints import Hint
from game.i18n import t
from scenes.elemmaster.model import inspect_text

AIR_FIRE = """terrain: forest
stacks:
  e1: 0 air 2
  f1: 0 fire 1
  a6: 0 earth 1
  c2: 0 earth 1
  e5: 1 earth 2
  f6: 1 fire 1
current: 0
"""


def test_air_may_attack_its_own_fire_and_the_button_says_the_conversion(app, tmp_path):
    table = table_for(app, tmp_path, AIR_FIRE)
    # the rules: "l'attaque peut tout à fait être initiée par l'élémentaire perdant" (Fire consumes Air)
    assert act("attack", "e1", "f1") in table.feed.legal(0)
    cell(app, table, "e1")
    cell(app, table, "f1")  # lit orange, one's own: the question's yes says the conversion (round 10)
    label = button(table, "yes").label
    assert label == t("elemmaster.confirm.yes_own", src="e1", dst="f1", loser=i18n.name("elemmaster", "air"),
                      winner=i18n.name("elemmaster", "fire"))
    assert "Air −1" in label and "+1" in label and "…" not in label[:-1]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_air_tooltip_no_longer_says_it_never_attacks(lang):
    _, text = inspect_text("element", "air", lang)
    assert "N'attaque pas" not in text and "Attacks nobody" not in text
    assert ("Feu en gagne un" in text) if lang == "fr" else ("Fire gains one" in text)


@pytest.mark.parametrize("element,fr,en", [("earth", "Attaquez la Terre en b4", "Attack the Earth on b4"),
                                           ("water", "Attaquez l'Eau en b4", "Attack the Water on b4"),
                                           ("air", "Attaquez l'Air en b4", "Attack the Air on b4"),
                                           ("fire", "Attaquez le Feu en b4", "Attack the Fire on b4")])
def test_a_hint_names_each_element_with_its_article(element, fr, en):
    params = {"cell": "a4", "to": "b4", "source": "fire", "element": element, "own": 0, "count": 1,
              "why": ["why_safe", {}]}
    said = i18n.hint_text("elemmaster", "plan_attack", params)
    try:
        i18n.set_lang("en")
        said_en = i18n.hint_text("elemmaster", "plan_attack", params)
    finally:
        i18n.set_lang("fr")
    assert said.startswith(fr), said
    assert said_en.startswith(en), said_en


SOUFFLE = """terrain: forest
stacks:
  f1: 0 air 3
  e2: 0 fire 2
  a6: 0 earth 1
  c2: 0 earth 1
  e5: 1 earth 2
  b6: 1 fire 1
current: 0
"""


def test_every_action_on_ones_own_stack_has_its_button_and_a_hint_outlines_it(app, tmp_path):
    table = table_for(app, tmp_path, SOUFFLE)
    cell(app, table, "f1")
    cell(app, table, "e2")
    shown = table.buttons_shown()
    assert len(table.selection.set_aside) == 4  # attack, souffle ×1, ×2, ×3
    assert len([b for b in shown if b.tag in ("own_attack", "on_own")]) == 4, [b.label for b in shown]
    assert any(b.label == t("elemmaster.cancel") for b in shown)
    for n in (1, 2, 3):
        rects = table._hint_rects(act("souffle", "f1", "e2", n))
        hit = [b for b in shown if b.rect in rects]
        assert len(hit) == 1 and hit[0].label.endswith(f"×{n}"), (n, rects)


def test_the_piece_box_waits_longer_and_never_covers_a_hinted_cell(app, tmp_path):
    table = table_for(app, tmp_path, SOUFFLE)
    pos = table.layout.cell_rect("c2").center
    assert table.hover_delay(pos) >= 0.8
    action = act("souffle", "f1", "e2", 2)
    table.hint_shown = Hint(0, action, "plan_souffle", {}, len(table.feed.match.moves))
    hinted = table.layout.cell_rect("f1")
    assert any(r.contains(hinted) for r in table.keep_clear())
    area = pygame.Rect(0, 0, 1280, 720).inflate(-8, -8)
    for cell_name in ("e1", "e2", "d2", "f2", "e3", "d1"):
        near = table.layout.cell_rect(cell_name).center
        box = table.inspect_place(pygame.Rect(0, 0, 360, 200), near, area)
        assert not box.colliderect(hinted), (cell_name, box)


def test_a_moves_hint_gives_what_the_move_itself_takes():
    """Round 10: the figure is the named move's own (it was the whole turn's, « encore ... ce tour »)."""
    params = {"cell": "a4", "to": "a5", "source": "fire", "count": 2, "why": ["why_hurt", {"n": 1, "safe": 0}]}
    said = i18n.hint_text("elemmaster", "plan_move", params)
    assert "l'adversaire perd un niveau." in said and "encore" not in said, said
    assert "Étape 1 sur 2 de ce conseil." in said, said  # nc25: the plan's step, not « Première de vos 2 actions »


def test_the_count_prompt_follows_the_piles_height(app, tmp_path):
    table = table_for(app, tmp_path, SOUFFLE.replace("e2: 0 fire 2", "e2: 0 fire 2\n  d4: 0 water 2"))
    cell(app, table, "d4")
    cell(app, table, "d5")
    assert table.prompt_key == "elemmaster.prompt.count"
    assert "1-3" not in table.prompt, table.prompt
    counts = [b.label for b in table.bar.buttons if b.tag and str(b.tag).startswith("move ")]
    whole = [label.rstrip(" \u00a0⏎") for label in counts]  # the whole stack's, Enter's (nc56)
    assert any(label.endswith("(2)") for label in whole) and not any("3" in label for label in counts), counts


def test_the_present_prompt_hides_while_the_last_turn_is_shown_again(app, tmp_path):
    table = table_for(app, tmp_path, SOUFFLE)
    table.act(0, act("end"))
    for _ in range(600):  # the bot's turn, until the person is to play again
        if table.human_to_act() == 0 and not table.busy and table.last_record() is not None:
            break
        app.frame(1 / 30)
    else:
        raise AssertionError("the bot's turn never came back to the person")
    # the prompt, after the line on what the bot's turn cost (nc20)
    assert table.prompt != "" and table.bottom_text().endswith(table.prompt)
    assert table.show_last_turn() and table.showing_again
    assert table.bottom_text() == ""


def test_order_badges_stay_on_the_board_and_a_legend_reads_them(app, tmp_path):
    from scenes.table import HINT_COLOR

    table = table_for(app, tmp_path, SOUFFLE)
    surf = pygame.Surface((1280, 720))
    surf.fill((0, 0, 0))
    table.draw_hint_marks(surf, act("souffle", "f1", "e2", 1))  # f1: the board's corner cell
    board = table.layout.board
    outside = [(x, y) for x in range(board.right, board.right + 24) for y in range(board.bottom - 100, board.bottom)]
    assert all(surf.get_at(p)[:3] != HINT_COLOR for p in outside), "a badge pokes out of the board"
    assert table.order_legend(["f1", "e2"]).replace("\u202f", " ").replace("\xa0", " ") \
        == "1, 2 : l'ordre des clics sur les cases"
    band = [surf.get_at((x, y))[:3] for x in range(board.x, board.x + 200) for y in range(board.y - 22, board.y - 2)]
    assert HINT_COLOR in band, "no legend above the board"


def test_the_piece_box_keeps_clear_of_every_cell_of_the_tutorial_step(app, tmp_path):
    table = table_for(app, tmp_path, SOUFFLE)

    class Step:  # the guide's one question the table asks: which action the step expects
        @staticmethod
        def expected():
            return act("souffle", "f1", "e2", 1)

    table.guide = Step()
    clear = table.keep_clear()
    for name in ("f1", "e2"):
        assert any(r.contains(table.layout.cell_rect(name)) for r in clear), name
