"""Issue 24, nineteenth round of Kaiju & Mecha (newcomer nc18)."""

from __future__ import annotations

import itertools

import pygame
from lang import plain
from scene_input import click, open_scenario, run

from game import i18n
from game.core import Event, Result


def test_every_seats_score_row_fits_the_results_box_whole():
    """nc18 shot-114: Joueur 1's row ended « Blessures (une par carte 3 volée) : 1, moins 3 points · »
    and its total was cut: the results give a seat's row three lines of body type (scenes/common.py,
    80 px), and a row with a Wound took four. Checked on the longest figures, in both languages."""
    from scenes.common import SNAPSHOT
    from scenes.kaiju.results import result_rows
    from sprites.fonts import TYPE, font, wrap

    pygame.font.init()
    width = (1280 - 30 - SNAPSHOT[0] - 10) - 50 - 44  # the left panel of the results, less its margins
    room = 80 // font(TYPE.BODY).get_linesize()
    before = i18n.lang
    try:
        for lang in ("fr", "en"):
            i18n.set_lang(lang)
            # the longest bonus sentences (a tie; not the most), each with Wounds
            for (ones, bonus, shared), wounds in itertools.product(((3, 15, 1), (3, 0, 0), (3, 15, 0)), (1, 3)):
                row = {"seat": 0, "kaiju": 12, "kaiju_points": 105, "mechas": 4, "mecha_points": 60,
                       "majority_cards": ones, "bonus": bonus, "wounds": wounds, "wound_points": 3 * wounds,
                       "total": 188}
                rows = [row, dict(row, seat=1)] if shared and bonus else [row]
                said = result_rows({}, Result(winners=(0,), scores=(188, 0), details={"breakdown": rows}), 2)[0]
                text = " · ".join(said)
                assert len(wrap(text, width, TYPE.BODY)) <= room, (lang, text)
                assert said[-1].endswith("188 points"), said
    finally:
        i18n.set_lang(before)


def test_the_numbered_discs_under_a_taken_mechas_place_are_said_under_the_row():
    """nc18 shot-17: the « 1 » orange and « 2 » blue discs under the empty Mecha places were never
    explained. A caption says what they are, under the row, clear of the played cards and the home panel."""
    from scenes.kaiju.layout import MECHA, STACKED, L
    from sprites.fonts import TYPE, font

    pygame.font.init()
    top = L.mechas[1] + MECHA[1] + 31
    assert top >= L.stack[1] + STACKED[1]
    for lang, word in (("fr", "numéro du joueur"), ("en", "number of the seat")):
        said = i18n.t_in(lang, "kaiju.mechas.held")
        assert word in said, said
        w, h = font(TYPE.SMALL).size(said)
        assert L.mechas[0] + w < L.dice[0][0] - 60 and top + h <= L.home.top, (lang, w, h)


MAIN = """\
seats: 2
active: 0
phase: main
dice: [3, 6]
table: [7, 5, 1, 3, 8, 8, 10, 2]
players:
  - hand: [2, 5, 7]
  - hand: [4, 6]
pile_top: [9]
"""


def test_the_die_chosen_for_a_reroll_stands_lifted_and_ticked(app, tmp_path):
    """nc18 shots 04, 12, 56: once chosen, a die looked like the other one (both framed gold); only the
    button « ✓ Dé 2 : 3 » said which. The chosen die is lifted (and framed thicker, with a tick)."""
    path = tmp_path / "main.yaml"
    path.write_text(MAIN, encoding="utf-8")
    table = open_scenario(app, "kaiju", ["human", "bot:easy"], path)
    controls = table.controls
    controls.pick_card(2)
    run(app, 0.05)
    assert controls.picks.effect == "reroll", controls.picks
    assert [table.die_lift(i) for i in (0, 1)] == [0, 0]
    click(app, table.places.die_rect(1).center)
    run(app, 0.05)
    assert set(controls.picks.dice) == {2} and [table.die_lift(i) for i in (0, 1)] == [0, 10]
    click(app, table.places.die_rect(1).center)  # the lifted die is still where a click finds it
    run(app, 0.05)
    assert [table.die_lift(i) for i in (0, 1)] == [0, 0]
    # nc18 shot-105: a Wound framed the thief's own hand in its colour for the rest of the turn; the
    # robbed hand alone is marked (the Wound has its red badge on the thief's panel)
    assert table.touched(Event("wound_taken", 0, {})) == []
    assert table.touched(Event("card_stolen", 0, {"from": 1, "card": 3, "kept": False})) == []  # 2 seats: nc20
    app.stack.pop()


def test_with_no_take_nothing_button_the_table_says_taking_is_compulsory(app, tmp_path):
    """nc18 shot-89: the only button was « Prendre 3 (4 − 1) »; right by the rules, but the person looked
    twice for « Ne rien prendre ». A note beside the take says it; with nothing to take, none."""
    from scenes.kaiju.layout import L
    from sprites.fonts import TYPE, font

    path = tmp_path / "three.yaml"
    path.write_text(MAIN.replace("dice: [3, 6]", "dice: [1, 4]").replace("[7, 5, 1, 3, 8, 8, 10, 2]",
                                                                          "[8, 7, 2, 2, 3, 7, 7, 3]"), encoding="utf-8")
    table = open_scenario(app, "kaiju", ["human", "bot:easy"], path)
    run(app, 0.05)
    note = table.must_take_note()
    assert note is not None and table.controls.must_take()
    img, (x, y) = note
    assert x + img.get_width() <= L.home.right, (x, img.get_width())
    taken = [b.rect for b in table.controls.bar.buttons if b.tag.startswith("take ")]
    assert taken and all(x > r.right for r in taken), (x, taken)
    assert "obligatoire" in plain(i18n.t_in("fr", "kaiju.must_take"))
    # nc20 shot-53: the lone take button is said to be the only one
    assert len(taken) == 1 and plain(i18n.t_in("fr", "kaiju.must_take_one")).startswith("Seule prise possible"), taken
    turn = table.mecha_by_turning()  # (f42: a card of the hand that turns a die for a Mecha is named instead)
    words = i18n.t("kaiju.must_take_turn", card=turn[0], face=turn[1]) if turn else i18n.t("kaiju.must_take_one")
    assert img.get_size() == font(TYPE.SMALL).size(words), (img.get_size(), turn)
    table.controls.pick_card(2)  # a card's choice open: the takes wait, no note
    run(app, 0.05)
    assert table.must_take_note() is None
    app.stack.pop()
    path.write_text(MAIN.replace("dice: [3, 6]", "dice: [6, 6]").replace("[7, 5, 1, 3, 8, 8, 10, 2]",
                                                                          "[8, 7, 2, 2, 3, 7, 7, 3]"), encoding="utf-8")
    table = open_scenario(app, "kaiju", ["human", "bot:easy"], path)
    run(app, 0.05)
    legal = [str(a) for a in table.legal(0)]
    # only the Mecha on offer: « Ne rien prendre » stands, and the note says the Mecha is optional (nc23)
    assert ("take nothing" in legal) == (not table.controls.must_take()) == table.controls.mecha_optional(), legal
    app.stack.pop()
