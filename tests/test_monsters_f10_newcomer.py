"""Monsters, round 9 (issue 24): what the newcomer found rough besides the pace (that is
tests/test_monsters_f10_pace.py): the hint's "autre chemin" in red, the hand in sight while a move is
shown again with the clock stopped, a best colour at 1 on the results, and the tutorial's words."""

from __future__ import annotations

import pygame
from scene_input import key, run, step_again
from test_scenes_monsters import go_live, legal_trick, table_with
from waiting import wait_until

from game import i18n, tutorial
from game.core import act
from game.hints import Hint
from game.i18n import t

FREE = """title: {fr: Libre, en: Free}
seats: 2
hands: [[1, 2, 4], [3, 5, 6]]
centre: 13
"""


def test_another_way_than_the_hint_is_calm_news_not_a_refusal(app):
    """Shot 52: "Vous avez pris un autre chemin…" on the red of a refusal read as "wrong"."""
    i18n.set_lang("fr")
    table = table_with(app, ["human", "bot:easy"], scenario="last_colour.yaml")
    go_live(app, table)
    action, placements = legal_trick(table)
    table.hint_shown = Hint(0, action, "missing", {"colour": "purple"}, at=table._decisions())
    bottom, top = placements[-1][0], placements[0][0]
    table.put_on_stack(bottom)
    app.frame(1 / 60)
    table.put_on_stack(top, 1)  # the hint's top card below its bottom one: the person's own way
    app.frame(1 / 60)
    assert table.hint_shown is None
    assert table.error == t("monsters.hint_gone") and table.error_calm, (table.error, table.error_calm)
    line = table.error.replace("\u00a0", " ")
    assert "Vous suivez votre idée" in line and "H pour un nouvel indice" in line, line  # (nc42: plainer)
    # a refusal stays red
    table.flash("non")
    assert not table.error_calm


def test_the_stacked_cards_label_counts_down_as_the_wheel_turns_it(app):
    """Shot 51: "⇄ puis ↻3" on the bottom card; flip, then one notch of the wheel away (↺ = ↻3): ✓."""
    from scenes.monsters.table import badge_left

    table = table_with(app, ["human", "bot:easy"], scenario="last_colour.yaml")
    go_live(app, table)
    cid = table.hand()[0]
    table.put_on_stack(cid)
    app.frame(1 / 60)
    want = (3, 1)  # flipped, three quarter turns
    now = lambda: table.arrangement.orient.get(cid, (0, 0))  # noqa: E731
    assert badge_left(*want, now()) == t("monsters.badge.flip_then_turn", rot=3, turn="↺")
    slot = table.stack_slot(0)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=slot.center, rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(1 / 60)
    table.flip(cid)
    assert badge_left(*want, now()) == "↺"  # three quarter turns: one notch of the wheel up (round 13)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))  # away from the person
    app.frame(1 / 60)
    assert badge_left(*want, now()) == "✓", now()


def test_a_move_shown_again_hides_the_persons_cards_while_the_clock_stands_still(app, tmp_path):
    """Round 9: "Revoir le tour" stopped the chrono with the person's hand in sight: time to plan for
    free. The hand and the stack show their backs during the replay, their faces after."""
    path = tmp_path / "free.yaml"
    path.write_text(FREE, encoding="utf-8")
    from scene_input import open_scenario

    table = open_scenario(app, "monsters", ["human", "bot:beginner"], path)
    go_live(app, table)
    table.put_on_stack(table.hand()[0])
    hand = set(table.hand())
    table.feed.submit(1, act("swap", 3))  # the bot's swap: the move L shows again
    assert wait_until(lambda: table.last_record() is not None and not table.busy, 20,
                      between=lambda: app.frame(1 / 30))
    run(app, 0.2)
    assert hand <= table.faces_drawn, "in play, the person sees their cards"
    key(app, pygame.K_l)
    assert table.showing_again
    table.pieces.drawn.clear()
    app.frame(1 / 30)
    assert table.showing_again and not (table.faces_drawn & hand), "the hand is hidden while the clock stands still"
    assert wait_until(lambda: not table.showing_again, 30, between=lambda: (step_again(table), app.frame(1 / 30)))
    table.pieces.drawn.clear()
    app.frame(1 / 30)
    assert hand <= table.faces_drawn


def test_the_tutorial_says_it_plainly():
    """Step 1 teaches ↺ (the wheel's other way) for "↻3"; step 2 says card 1 is of no use; the read
    step says only the colour counts when shapes turn; the end adds to the results, not repeat them."""
    tut = tutorial.load("monsters")
    first, second = tut.steps[0].text("fr"), tut.steps[1].text("fr")
    # round 10: plain words before symbols; round 15: ↺ is a button of its own, as its label says
    # nc36, shot 04: the wheel's way is said once, by the line under the hand all through the step
    # f38 (nc37, shot 08): the buttons' line goes from step 1: the prompt says the wheel when first needed
    controls = i18n.t_in("fr", "monsters.prompt.controls")
    assert "↺" in controls and "molette vers le haut" in controls, controls
    assert "↻3" not in first and "l'écran" not in first, first
    assert "La carte 1 ne vous sert à rien ici" in second, second  # f53 (nc64: « ne sert pas » abrupt)
    said = " ".join(s.text("fr") for s in tut.steps)
    assert "seule la couleur compte" in said and "only the colour counts" in " ".join(s.text("en") for s in tut.steps)
    end = tut.end_text("fr")
    assert "la manche est à vous" not in end and "Un pli de chaque couleur" not in end, end
    assert end.startswith("Bravo, vous savez jouer")


def test_the_line_under_the_buttons_says_flip_plainly():
    i18n.set_lang("fr")
    line = t("monsters.acts_on", where="milieu (touche 1)")
    assert "inverse gauche et droite" in line and "échange sa gauche" not in line, line
    assert "seule la couleur compte" in t("monsters.inspect.card", n=3, colours="2 rouges", holes=6)
