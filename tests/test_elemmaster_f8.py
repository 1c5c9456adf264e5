"""Elem Master, round 8 of the newcomers' first game (issue 24): the legend in sentences, the split
said in two steps, the Brasier's cost and diagonal said in French, a turn ended with points left
says why, no stray frame after a wrong click."""

from __future__ import annotations

import pygame
from scene_input import open_scenario, run
from test_tutorial import follow_guide, open_tutorial, tap

from game import i18n, tutorial
from game.core import Event, act
from game.i18n import t
from game.match import Match
from scenes.elemmaster.panels import LEGEND_LINES
from scenes.ui import prompt_lines
from sprites.fonts import TYPE

SCENARIOS = "data/elemmaster/scenarios"


def test_the_legend_is_said_in_sentences_that_fit_its_lines(app):
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        legend = t("elemmaster.legend", pin=1)  # the longest: ✶ said (a Jungle, the events)
        assert legend.count(".") >= 3 and "·" not in legend.replace("1·3", ""), legend  # sentences, no code key
        _, lines = prompt_lines(legend, 332, TYPE.SMALL, 99)
        assert len(lines) <= LEGEND_LINES, (lang, lines)  # nothing cut off in the side panel
    i18n.set_lang("fr")


def test_the_split_rule_is_read_before_the_split_is_asked():
    i18n.set_lang("fr")
    steps = tutorial.load("elemmaster").steps
    split = next(i for i, s in enumerate(steps) if s.do == "move e4 e5 1")
    rule, ask = steps[split - 1], steps[split]
    assert rule.reads and "se diviser" in rule.text() and "⊗" in rule.text(), rule.text()
    assert "Déplacer 1 jeton" in ask.text() and "⊗" not in ask.text(), ask.text()  # one thing to do
    assert len(ask.text()) < 160, ask.text()


def test_the_brasier_step_says_its_cost_and_the_diagonal_in_both_languages():
    steps = tutorial.load("elemmaster").steps
    brasier = next(s for s in steps if s.do.startswith("brasier"))
    fr, en = brasier.text("fr"), brasier.text("en")
    assert "divise en trois" in fr and "garde le troisième" in fr and "diagonale" in fr, fr
    assert "splits it in three" in en and "diagonal" in en, en


def _end_at_once(match: Match) -> Event:
    seat = match.state.current
    events = match.play(seat, act("end"))
    return next(e for e in events if e.kind == "turn_end" and e.seat == seat)


def test_a_turn_ended_with_points_left_says_whether_anything_could_act():
    m = Match("elemmaster", ["human", "human"], scenario=f"{SCENARIOS}/moves.yaml")
    kept = _end_at_once(m)
    assert kept.data["ap_left"] > 0 and kept.data["stuck"] is False, kept.data
    m = Match("elemmaster", ["human", "human"], scenario=f"{SCENARIOS}/moves.yaml")
    seat = m.state.current
    for s in m.state.stacks.values():  # every elemental of the seat already done: nothing else to do
        if s.owner == seat:
            s.played = True
    m.state._cache = {}
    stuck = _end_at_once(m)
    assert stuck.data["stuck"] is True, stuck.data


def test_the_log_says_why_a_seat_passed_or_left_points(app):
    i18n.set_lang("fr")
    table = open_scenario(app, "elemmaster", ["human", "bot:easy"], f"{SCENARIOS}/moves.yaml")
    who = table.short_names()[1]  # f39: the level is in the turn header only
    lines = {
        (False, True): table.turn_end_line(Event("turn_end", 1, {"ap_left": 3, "stuck": True}), played=False),
        (False, False): table.turn_end_line(Event("turn_end", 1, {"ap_left": 3, "stuck": False}), played=False),
        (True, False): table.turn_end_line(Event("turn_end", 1, {"ap_left": 1, "stuck": False}), played=True),
        (True, True): table.turn_end_line(Event("turn_end", 1, {"ap_left": 2, "stuck": True}), played=True),
    }
    plain = {k: v.replace("\u202f", " ").replace("\xa0", " ") for k, v in lines.items()}
    assert plain[(False, True)] == f"{who} passe son tour : aucun de ses élémentaires ne peut agir"
    assert "sans rien jouer" in plain[(False, False)] and "3 PA perdus" in plain[(False, False)]
    assert "son dernier PA" in plain[(True, False)] and "garde ses élémentaires" in plain[(True, False)]
    assert "plus aucun" in plain[(True, True)] and "2 PA perdus" in plain[(True, True)]
    spent = table.turn_end_line(Event("turn_end", 1, {}), played=True)  # points all spent: the next heading
    assert spent is None, spent  # says the hand passed (nc31: the log's repetitions cut)


def test_a_wrong_click_leaves_no_frame_on_the_clicked_piece(app):
    i18n.set_lang("fr")
    from test_elemmaster_newcomer2 import past_reading
    table = open_tutorial(app, "elemmaster")
    target = past_reading(app, table)
    wrong = table.layout.cell_rect("d2")  # the step asks for the Earth on b2; the person clicks the Fire
    assert not wrong.colliderect(target)
    tap(app, wrong.center)
    run(app, 0.1)
    assert table.error == table.guide.step.wrong_text()
    marks = table.board_marks()
    assert marks.cursor is None and marks.selected == [], (marks.cursor, marks.selected)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode=""))
    app.frame(1 / 60)
    assert table.board_marks().cursor == "c2"  # the keys drive it: now it is framed


def test_the_tutorial_still_plays_to_its_end_with_the_read_step(app):
    table = open_tutorial(app, "elemmaster")
    feed = table.guide
    assert follow_guide(app, table, lambda: feed.step is None), f"stopped at {feed.index + 1}"


def _marks(table) -> tuple[dict, dict]:
    marks = table.board_marks()
    return dict(marks.trail), dict(marks.steps)


def test_a_reloaded_game_shows_the_same_last_turn_marks(app, tmp_path):
    """The marks of the last turns, drawn live, are the marks a reload of the saved game draws (none older)."""
    from waiting import wait_until

    from scenes.app import open_table
    app.settings.speed = "instant"
    open_table(app, Match("elemmaster", ["human", "bot:easy"], seed=3))
    table = app.stack.top
    m = table.feed.match
    for turn in range(4):
        assert wait_until(lambda: m.state.is_over or (m.state.current == 0 and not table.busy), 30, 0.0,
                          lambda: app.frame(1 / 60)), f"the bot's turn {turn} never ended"
        for _ in range(2 if turn < 3 else 1):  # the person's first legal actions; the last turn left open
            legal = [a for a in m.state.legal_actions(0) if a.kind != "end"]
            if legal and m.state.current == 0:
                table.act(0, legal[0])
                run(app, 0.2)
        if turn < 3 and m.state.current == 0:
            table.act(0, act("end"))
    run(app, 0.3)
    before = _marks(table)
    path = tmp_path / "save.json"
    m.save(path)
    open_table(app, Match.load(path))
    run(app, 0.3)
    after = _marks(app.stack.top)
    assert after == before, (before, after)


def test_actions_read_together_from_the_network_each_get_their_number():
    from scenes.elemmaster.steps import TurnSteps
    from scenes.elemmaster.trail import touched_cells
    m = Match("elemmaster", ["bot:easy", "bot:easy"], seed=3)
    got: list[Event] = []
    actions = 0
    while not m.state.is_over:  # one turn of a host's actions, sent on and read in one frame
        events = m.bot_step()[2]
        if any(e.kind == "turn_end" for e in events):
            break
        got.extend(events)
        actions += 1
    assert actions >= 2, actions
    steps = TurnSteps()
    steps.begin(got[0].seat)
    steps.batch(got, 0)
    numbers = [n for at, ev in enumerate(got) if (n := steps.shown(ev, at, touched_cells(ev))) is not None]
    assert numbers == list(range(1, actions + 1)), (numbers, [e.kind for e in got])


def test_the_count_questions_ask_in_words_on_one_line(app):
    from sprites.fonts import wrap
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        for key in ("elemmaster.prompt.count", "elemmaster.prompt.count_souffle"):
            prompt = t(key, cell="f4 → e4", most=2)
            assert len(wrap(prompt, 900, 18)) == 1, prompt
            assert "?" in prompt and "=" not in prompt and "1-2" not in prompt, prompt  # a question, no formula
    i18n.set_lang("fr")


# The easy bot staying weaker than medium is held by test_elemmaster_newcomer2.py's
# `test_a_stronger_level_still_beats_a_weaker_one` (medium wins at least 0.8 of six seeded games);
# an eight-game copy of it here cost the suite 8-16 s for nothing more.


def test_the_easy_bot_never_blows_its_own_elemental_into_another():
    from hint_walk import EASY_GAMES, kept_bot_game

    blown = 0
    for seed in range(4):
        for step in kept_bot_game("elemmaster", *EASY_GAMES, seed):
            action, events = step.action, step.events
            if action.kind == "souffle":
                blown += 1
                own = [e for e in events if e.kind == "attack" and e.data.get("side") == "own"]
                assert not own, (seed, str(action))
    assert blown, "no souffle played: the check saw nothing"


def test_an_older_turns_numbers_leave_a_cell_the_turn_being_played_went_to():
    from scenes.elemmaster.steps import TurnSteps
    steps = TurnSteps()
    steps.cells = {1: {"d4": [2], "e5": [1]}, 0: {"d4": [1]}}  # the bot's turn numbered d4; the person went there
    steps.turn = 0
    assert steps.marks(hide=0) == {"e5": (1,)}  # no "2" left on the person's piece
    steps.turn = 1  # the bot's turn on show again: its own numbers
    assert steps.marks(hide=0)["d4"] == (2,)


def test_the_tutorial_says_what_the_split_marks_and_where_a_gain_comes_from():
    i18n.set_lang("fr")
    steps = tutorial.load("elemmaster").steps
    rule = next(s for s in steps if s.reads and "diviser" in s.text())
    assert "restée sur place" in rule.text() and "⊗" in rule.text(), rule.text()
    burn = next(s for s in steps if s.do == "attack e5 f6")
    # nc35: an empty reserve stops growth too, which the first game showed and the tutorial never said
    assert "réserve" in burn.text() and "ni gain ni croissance" in burn.text(), burn.text()
