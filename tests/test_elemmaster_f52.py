"""Newcomer round 62 (nc62) on Elem Master's long first game against « Bot sur mesure » (f52): the bot ahead on
the count ends the game, the end said early, the bot's turns quicker to watch, the tutorial's gaps."""

from __future__ import annotations

from test_elemmaster_f48 import NEAR_END


def _fire_left(st, plan, seat=0):
    w = st.fast_copy()
    for a in plan:
        if w.current == seat and a in w.legal_actions(seat):
            w._apply(seat, a)
    return sum(s.level for s in w.stacks.values() if s.element == "fire")


def test_a_bot_leading_on_the_count_puts_the_last_fire_out_rather_than_wait():
    """nc62: 36 rounds, turns 17-35 the same exchange; the bots' drive to end the game by the Fire-out only began at
    round 30. A medium or hard bot that leads on the count with few Fire levels left (`closing`) now plays for it."""
    from game.elemmaster.bots import ElemBot, closing
    from game.elemmaster.scenario import from_text

    st = from_text(NEAR_END)
    assert closing(st, 0) is not None
    for strength in ("medium", "hard"):
        for seed in range(4):
            bot = ElemBot(0, seed, strength)
            plan = []
            w = st.fast_copy()
            while w.current == 0 and not w.over and len(plan) < 5:
                a = bot.choose(w.view(0), w.legal_actions(0))
                plan.append(a)
                w._apply(0, a)
            assert not any(a.kind == "grow" and a.args[0] == "c3" for a in plan), (strength, plan)
            if strength == "hard":  # (medium weighs a share of its options only)
                assert _fire_left(st, plan) < 2, (strength, plan)


def test_space_hurries_the_bots_turn_and_the_caption_says_so(app, tmp_path):
    """nc62: a bot's turn took 8-12 s to watch, 36 rounds long. While a bot plays, the line under the board ends with
    « Espace : accélérer »; Space plays the rest of its turn HURRY times faster (pauses and animations, each action
    still shown), and the next bot turn plays at the usual pace again."""
    import pygame
    from scene_input import run_until
    from test_elemmaster_newcomer import table_for

    from game.core import act
    from game.i18n import set_lang
    from scenes.elemmaster.table import HURRY

    set_lang("fr")
    table = table_for(app, tmp_path, seats=("human", "bot:easy"))
    app.settings.speed = "normal"
    base = table.speed
    assert not table.hurries()  # the person's own turn
    table.act(0, act("end"), confirmed=True)
    said = "Espace : accélérer"
    assert run_until(app, lambda: table.hurries() and said in table.bottom_text().replace("\u00a0", " "), 10)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
    app.frame(1 / 30)
    assert table.speed == base * HURRY
    assert "Espace" not in table.bottom_text()
    assert run_until(app, lambda: table.acting_seat() == 0 and not table.busy, 30)
    app.frame(1 / 30)
    assert table.speed == base  # the person's turn: back to the usual pace


def test_the_tutorial_says_the_tunnel_the_waves_line_and_the_whole_stack_where_they_bite():
    """nc62: the Earth's « Sous-terrain » was left to « ? » (shot 051) and met unexplained (130); a Water on the wave's
    line did not follow (187: a surprise). Each is said where it bites, within a step's 40 words and 3 sentences."""
    import re

    from game import tutorial

    tut = tutorial.load("elemmaster")

    def said(do):
        step = next(s for s in tut.steps if s.do.startswith(do))
        return {lang: step.say[lang].replace("\u00a0", " ") for lang in ("fr", "en")}

    assert "« Sous-terrain » (1 PA)" in said("move e3 d4")["fr"]
    assert "\"Tunnel\" (1 AP)" in said("move e3 d4")["en"]
    assert "qui touche c3 par un côté, hors de l'axe c3-b4" in said("vague c3 b4")["fr"]
    # (the whole stack's ⊗ is said in the step before the split, f8's « one thing to do » kept; in game, the count
    # question says it, and a second click that would lose an attack asks first)
    for step in tut.steps:
        for lang in ("fr", "en"):
            assert len(re.findall(r"\w+(?:['’-]\w+)*", step.say[lang])) <= 40, step.say[lang]


WHOLE = """terrain: forest
stacks:
  a1: 0 earth 3
  c2: 0 water 2
  d4: 1 fire 1
  f6: 1 earth 2
current: 0
turn: 4
"""


def test_a_second_click_that_would_lose_an_attack_asks_and_offers_the_part(app, tmp_path):
    """nc62 shot 076: a quick second click on the destination moved the whole Water pile, marked ⊗, and the attack
    planned from there was lost for a turn. When the whole stack would arrive done while a part moved there could
    beat an enemy at once, the second click asks, the part first; the whole stack is still a click away."""
    from scene_input import click
    from test_elemmaster_newcomer import button, cell, table_for

    from game.core import act
    from game.elemmaster.rules import lost_attacks
    from game.i18n import set_lang

    set_lang("fr")
    table = table_for(app, tmp_path, WHOLE)
    assert lost_attacks(table.view, 0, act("move", "c2", "c3", 2), act("move", "c2", "c3", 1)) == ["d4"]
    assert lost_attacks(table.view, 0, act("move", "c2", "b1", 2), act("move", "c2", "b1", 1)) == []  # none near
    cell(app, table, "c2")
    cell(app, table, "c3")
    cell(app, table, "c3")  # the second click: the whole stack
    assert table.confirm.question is not None and table.confirm.question.reason == "whole"
    assert "plus d'attaque sur d4" in table.prompt.replace("\u00a0", " "), table.prompt
    assert table.feed.match.state.stacks[table.feed.match.state.cell_of("c2")].level == 2  # nothing moved yet
    click(app, button(table, "part").rect.center)
    app.frame(1 / 30)
    assert act("attack", "c3", "d4") in table.feed.legal(0)  # the part may attack
    # the whole stack on a yes, as the prompt says a second click does
    table2 = table_for(app, tmp_path, WHOLE)
    cell(app, table2, "c2")
    cell(app, table2, "c3")
    cell(app, table2, "c3")
    click(app, button(table2, "yes").rect.center)
    app.frame(1 / 30)
    assert act("attack", "c3", "d4") not in table2.feed.legal(0)
    assert table2.feed.match.state.stacks[table2.feed.match.state.cell_of("c3")].level == 2
