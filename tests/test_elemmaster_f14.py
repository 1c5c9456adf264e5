"""Elem Master, the thirteenth newcomer's first game (issue 24): the line under the board keeps off the
column letters, the lit colours are named in the same words at every move, "qui bat qui" is on the
table and in the tutorial, the souffle finishes the tutorial on the enemy's Earth."""

from __future__ import annotations

import pygame
from scene_input import click, open_scenario
from waiting import wait_until

from game import i18n
from game.i18n import t
from scenes.elemmaster.layout import Layout
from scenes.elemmaster.panels import Panels
from sprites.fonts import font


def board(app, tmp_path, scenario: str):
    """An Elem Master table against the easy bot on a board written here (a scenario's YAML)."""
    path = tmp_path / "board.yaml"
    path.write_text(scenario, encoding="utf-8")
    return open_scenario(app, "elemmaster", ["human", "bot:easy"], path)


def _plain(text: str) -> str:
    return text.replace("\u00a0", " ").replace("\u202f", " ")


LONG = ("Action 4 : Bot 2 (facile) : d5 affronte d4 (attaque) ; Feu en d4 disparaît, Eau en d5 ne gagne rien "
        "(réserve vide) ; et encore quelques mots pour deux lignes")


def test_the_line_under_the_board_never_covers_the_column_letters():
    """nc13 shot-110: a bot's action on two lines ran over a-f."""
    lay = Layout(6)
    letters_bottom = lay.grid.bottom + 3 + font(14, True).get_height()
    surf = pygame.Surface((1280, 720))
    for text, buttons in ((LONG, False), ("À vous : 3 PA.", True), ("Rien.", False)):
        r = Panels.draw_prompt_line(surf, lay, text, buttons)
        assert r.top >= letters_bottom, (text, r, letters_bottom)
        assert r.bottom <= 720, r
    # a long line with the bar empty hangs from under the letters; a short one sits on the bar
    tall = Panels.draw_prompt_line(surf, lay, LONG, False).height
    assert tall > Panels.draw_prompt_line(surf, lay, "x", False).height, tall
    assert Panels.draw_prompt_line(surf, lay, "x", True).bottom == lay.bar_y - 2


LOOK = ("terrain: forest\nstacks:\n  c4: 0 fire 2\n  d5: 1 water 1\n  d4: 1 earth 2\n"
        "  a6: 0 earth 1\n  f6: 1 fire 1\n  a1: 0 water 1\ncurrent: 0\n")


def test_the_lit_colours_are_named_in_the_same_words_at_every_selection(app, tmp_path):
    """nc13: "rouge : attaquer", then "rouge : attaque gagnante, gris : perdante", between two moves."""
    i18n.set_lang("fr")
    table = board(app, tmp_path, LOOK)
    click(app, table.layout.cell_rect("c4").center)  # the Fire: burns d4's Earth, loses to d5's Water
    fire = _plain(table.prompt)
    assert "rouge : attaque gagnante" in fire and "gris : attaque perdante" in fire, fire
    assert "vert : déplacer" in fire and fire.index("vert") < fire.index("rouge") < fire.index("gris"), fire
    click(app, table.layout.cell_rect("c4").center)
    click(app, table.layout.cell_rect("a1").center)  # the Water alone: moves only
    water = _plain(table.prompt)
    assert "vert : déplacer" in water and "rouge" not in water and "gris" not in water, water


AIR = ("terrain: mountain\nstacks:\n  c3: 0 air 2\n  d4: 1 earth 2\n  b3: 0 fire 1\n  a1: 0 earth 1\n"
       "  f6: 1 fire 1\ncurrent: 0\n")


def test_an_air_lights_every_piece_it_may_blow_on_and_its_whole_stack_steps_on_whole(app, tmp_path):
    """nc12: souffle targets unlit (found by clicking one's own Fire); a whole Air stack asked
    « combien de jetons ? » again on its free step. And the side shows « Qui bat qui »."""
    i18n.set_lang("fr")
    table = board(app, tmp_path, AIR)
    assert table.panels.beats_rect is not None, "« Qui bat qui » fits under the legend at two players"
    assert table.panels.beats_rect.bottom <= table.layout.side.bottom
    click(app, table.layout.cell_rect("c3").center)
    lit = table.board_marks().targets
    assert lit["d4"] == ["special"] and lit["b3"] == ["special"], lit  # the enemy's Earth and one's own Fire
    said = _plain(table.prompt)
    assert "violet : souffle gratuit" in said and "sacrifier" not in said, said
    click(app, table.layout.cell_rect("c2").center)  # the whole stack: the count asked once
    assert table.prompt_key == "elemmaster.prompt.count", table.prompt_key
    click(app, table.layout.cell_rect("c2").center)  # "recliquez la case pour toute la pile"
    frame = lambda: app.frame(1 / 60)  # noqa: E731
    assert wait_until(lambda: table.selection.cells == ["c2"], 5, 0, frame), "the Air stays selected"
    assert table.selection.cells == ["c2"] and table.air_step == "c2", (table.selection.cells, table.air_step)
    click(app, table.layout.cell_rect("c1").center)  # the free step: no count again
    assert table.prompt_key != "elemmaster.prompt.count", table.prompt
    stacks = table.model.stacks
    assert "c2" not in stacks and stacks["c1"].level == 2 and stacks["c1"].element == "air", stacks


def test_the_tutorial_shows_who_beats_whom_and_ends_on_a_souffle_into_the_enemy_earth():
    """nc13: « Qui bat qui » never shown in the tutorial; step 16 pushed one's own Fire back."""
    from game import tutorial
    tut = tutorial.load("elemmaster")
    steps = tut.steps
    first_attack = next(i for i, s in enumerate(steps) if s.do.startswith(("attack", "vague")))  # nc14: a Vague
    chart = next(s for s in steps[first_attack + 1:first_attack + 3] if s.show == "beats")  # nc15: the mark first
    assert chart.reads and chart.show == "beats" and "Qui bat qui" in _plain(chart.text("fr")), chart
    assert steps[-1].do.startswith("souffle") and steps[-2].reads, [s.do for s in steps[-3:]]
    assert "heurte la dernière Terre" in _plain(steps[-1].text("fr")), steps[-1].text("fr")
    assert not any("souffler" in _plain(s.text("fr")) for s in steps[:-3]), "souffle named before it is taught"
    match = tutorial.played(tut)
    last = [m for m in match.moves if m[0] == 0][-1]
    assert match.state.is_over and str(last[1]).startswith("souffle"), last


def test_one_order_badge_an_action_on_the_cell_where_it_ended():
    """nc13 shots 94, 110: « 4·6 », « 3·6 », « 1·2 », « 3·4 » on six cells at once."""
    from game.core import Event
    from scenes.elemmaster.steps import TurnSteps
    steps = TurnSteps()
    start = Event("turn_start", 1, {"ap": 3})
    blow = [Event("souffle", 1, {}), Event("push_held", 1, {}), Event("attack", 1, {}), Event("take_place", 1, {})]
    cells = [["d4", "e5"], ["e5"], ["e5", "f6"], ["e5", "f6"]]
    grow = Event("grow", 1, {})
    steps.batch([start], 0)
    steps.shown(start, 0, [])
    steps.batch(blow, 1)
    steps.batch([grow], 5)
    for at, (ev, where) in enumerate(zip(blow, cells, strict=True), 1):
        steps.shown(ev, at, where)
    steps.shown(grow, 5, ["f6"])
    assert steps.marks() == {"f6": (1, 2)}, steps.marks()
    legend = _plain(t("elemmaster.legend"))
    assert "Chiffres 1, 2… : l'ordre des actions" in legend and "1·2" not in legend, legend


SMALL = ("terrain: forest\nstacks:\n  a1: 0 earth 2\n  b1: 0 water 1\n  d6: 0 fire 1\n  c5: 1 water 1\n"
         "  f6: 1 earth 1\n  e1: 1 fire 1\ncurrent: 0\n")


def test_conseil_stays_on_across_turns_until_stopped(app, tmp_path):
    """nc13: Conseil went at each new turn (shots 71, 81): with « à chaque tour » on (nc15: opt-in), it
    is asked again at each of their turns; pressed while shown, it stays."""
    i18n.set_lang("fr")
    table = board(app, tmp_path, SMALL)
    frame = lambda: app.frame(1 / 60)  # noqa: E731
    table.ask_hint()
    assert wait_until(lambda: table.hint_shown is not None, 20, 0, frame), "the first hint"
    first = table.hint_shown
    table.toggle_auto_hint()
    table.end_turn()  # ignore the advice: the bot plays, and the person's next turn has its hint unasked
    if table.confirm.question is not None:
        table.answer(True)
    assert wait_until(lambda: table.hint_shown is not None and table.hint_shown is not first
                      and table.acting_seat() == 0, 60, 0, frame), "Conseil went off at the new turn"
    shown = table.hint_shown
    table.ask_hint()  # pressed while shown: kept (nc14: a press turned it off), « ne plus proposer » stops it
    assert table.hint_shown is shown and table.hint_sticky
    table.stop_auto_hint()
    assert table.hint_shown is None and not table.hint_sticky
    for _ in range(30):
        frame()
    assert table.hint_shown is None and table.hint_seat is None, "no hint asked once it is off"


def test_a_hint_whose_turn_leaves_a_piece_exposed_says_so():
    import yaml

    from game.core import act
    from game.elemmaster.bots import ElemBot
    from game.elemmaster.scenario import from_text
    i18n.set_lang("fr")
    st = from_text(yaml.safe_dump(yaml.safe_load(SMALL)))
    bot = ElemBot(0, 1, "hard")
    bot.explaining = True
    bot.explain_plan(st, [act("grow", "a1")])  # a turn that leaves the Fire in d6 beside the Water in c5
    assert bot.why is not None
    said = _plain(i18n.hint_text("elemmaster", bot.why[0], bot.why[1], ["Vous", "Bot"]))
    # nc29 shots 67-78: the same warning three turns running, never why the plan leaves the piece there
    assert said.endswith("Attention : votre Feu en d6 reste à portée d'une attaque adverse (Eau en c5). "
                         "Le Conseil n'a pas trouvé mieux : mettre cette pièce à l'abri ce tour-ci vous coûterait "
                         "davantage ailleurs."), said
    bot.explain_plan(st, [act("move", "d6", "e6", 1)])  # the Fire steps away: nothing to warn of
    assert bot.why is not None and bot.why[1]["note"] != "exposed", bot.why


def test_a_hint_never_says_a_piece_will_grow_with_its_reserve_empty():
    """f14's game: « en e3, votre Feu est sur son terrain et pourra grandir » beside a Fire reserve 6/0."""
    import yaml

    from game.core import act
    from game.elemmaster.bots import ElemBot
    from game.elemmaster.scenario import from_text
    board = {"terrain": "savanna", "stacks": {"a1": "0 earth 2", "f3": "0 fire 2", "f6": "1 earth 1"}, "current": 0}
    st = from_text(yaml.safe_dump(board))
    bot = ElemBot(0, 1, "hard")
    bot.explaining = True
    bot.explain_plan(st, [act("move", "f3", "e3", 1)])
    assert bot.why is not None and bot.why[1]["why"][0] == "why_terrain", bot.why  # a token in reserve: true
    st.reserve[0]["fire"] = 0
    bot.explain_plan(st, [act("move", "f3", "e3", 1)])
    assert bot.why is not None and bot.why[1]["why"][0] != "why_terrain", bot.why


def test_the_tutorials_step_on_who_beats_whom_frames_the_chart(app):
    from test_tutorial import follow_guide, open_tutorial

    from scenes.ui import ACCENT
    i18n.set_lang("fr")
    table = open_tutorial(app, "elemmaster")
    feed = table.guide
    assert follow_guide(app, table, lambda: feed.step is not None and feed.step.show == "beats" and not table.busy)
    app.frame(1 / 60)
    rect = table.panels.beats_rect
    assert rect is not None
    surf = pygame.Surface((1280, 720))
    table.draw_table(surf)
    assert tuple(surf.get_at((rect.centerx, rect.y - 2)))[:3] == ACCENT, "the chart is framed in gold"
