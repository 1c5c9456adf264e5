"""Round 14 (newcomer nc14, Monsters): one clock and its limit said in the tutorial and a game alike,
the deck-out standing says why a seat leads, the tutorial's words match its labels."""

from __future__ import annotations

import pygame
from scene_input import spy_texts
from test_scenes_monsters import go_live, table_with

import scenes.monsters.drawing as drawing
from game import i18n, tutorial
from game.i18n import t
from scenes.monsters.drawing import L


def _live_two(app):
    table = table_with(app, ["human", "bot:beginner"], seed=1)
    go_live(app, table)
    return table


def test_the_tutorial_and_a_game_show_the_same_clock_and_say_there_is_no_time_limit(app, monkeypatch) -> None:
    """Shot 04: "Sablier 2:00 à l'arrêt" in the tutorial, shot 35: "Chrono 0:04" in a game, and nothing
    said whether there is a time limit. Now both show "Chrono" and "sans limite de temps"."""
    i18n.set_lang("fr")
    seen = spy_texts(monkeypatch, drawing)
    game = _live_two(app)
    game.draw(pygame.Surface((1280, 720)))
    assert t("monsters.clock") in seen and t("monsters.no_time_limit") in seen, seen
    assert t("monsters.sand") not in seen
    seen.clear()
    app.settings.speed = "instant"
    from scene_input import open_table

    open_table(app, tutorial.load("monsters").feed())
    guided = app.stack.top
    assert guided.guided
    guided.draw(pygame.Surface((1280, 720)))
    assert t("monsters.clock") in seen and t("monsters.no_time_limit") in seen and "0:00" in seen, seen
    assert t("monsters.sand") not in seen and not any("sablier" in s.lower() for s in seen), seen
    assert guided.inspect_at(L.clock.center)[0] == t("monsters.inspect.clock_name")
    assert "sans limite de temps" in t("monsters.inspect.clock")


def test_a_solo_game_keeps_its_hourglass(app, monkeypatch) -> None:
    """The rules' solo mode races the sand: only the tutorial (which never runs it) shows the clock."""
    seen = spy_texts(monkeypatch, drawing)
    solo = table_with(app, ["human"], scenario="solo_last_seconds.yaml")
    solo.draw(pygame.Surface((1280, 720)))
    assert t("monsters.sand") in seen and t("monsters.no_time_limit") not in seen


def test_the_standing_says_the_tie_break_that_decides(app) -> None:
    """Shot 74: "Bot 2 (débutant) (rouge : 1)" while the person had two tricks to its one. At a tie the
    line names the colour that breaks it, and the figures."""
    i18n.set_lang("fr")
    table = _live_two(app)
    table.model.counts[0].update(yellow=1, green=1)
    table.model.counts[1].update(red=1)
    line = table.painter.standing()
    # nc31, shot 38: « grâce au rouge : 1 pli rouge contre 0 » beside the person's green: the order is named
    assert line == t("monsters.standing_order", who=table.names[1], name="rouge", other="vert"), line
    # shot 59: "(jaune : 2)" at a 2-2 tie, red level at 1, the bot ahead on its one blue trick
    table.model.counts[0].update(yellow=2, green=2, red=1, blue=0, purple=2)
    table.model.counts[1].update(yellow=2, green=0, red=1, blue=1, purple=0)
    line = table.painter.standing()
    # f54 (nc65, shot 047): the tie at the best colour said first, then the colour that breaks it (meant)
    line = line.replace("\u00a0", " ").replace("\u202f", " ")
    assert line.startswith(f"En tête si la pioche s'épuise : {table.names[1]} ; égalité à 2 plis"), line
    assert line.endswith("; au bleu, 1 contre 0"), line
    # the person ahead is "vous"
    table.model.counts[0]["blue"] = 3
    assert table.painter.standing().startswith("En tête si la pioche s'épuise\u00a0: vous, le plus de plis")


def test_the_standing_says_most_tricks_of_one_colour_and_fits_its_place(app) -> None:
    """No tie: the reason is the rule itself, "le plus de plis d'une couleur (3 rouges)"; every wording
    fits the three lines under the last trick, with the longest bot name."""
    i18n.set_lang("fr")
    table = _live_two(app)
    table.model.counts[1].update(red=3, blue=1)
    table.model.counts[0].update(green=2)
    line = table.painter.standing()
    assert line.endswith("le plus de plis d'une couleur (3 rouges)"), line
    for lang in ("fr", "en"):  # every bot's name as the table writes it (round 14 saw "(1 contre" then "0)" cut)
        i18n.set_lang(lang)
        for strength in ("beginner", "easy", "medium", "hard"):
            who = f"Bot 4 ({t('strength.' + strength)})"
            for colour in ("red", "blue", "green", "yellow", "purple"):
                plural = i18n.name("monsters", colour, count=9, gender="m")
                for text in (t("monsters.standing_tie", who=who, count=9, colour=plural, won=9, runner=8),
                             t("monsters.standing", who=who, count=9, colour=plural)):
                    assert len(drawing.standing_lines(text)) <= 3, text
    i18n.set_lang("fr")


def test_the_blue_step_says_the_turn_its_label_shows(app) -> None:
    """Shot 26: step 10 said "tournée trois fois", card 2's label said "↺": the words now name the
    label's sign, and the label for card 2 is that sign (no "↻3")."""
    from scenes.monsters.table import badge_left

    tut = tutorial.load("monsters")
    blue = next(k for k, s in enumerate(tut.steps) if s.do.startswith("trick blue"))
    text = tut.steps[blue].say["fr"]
    assert "trois fois" not in text and "tournée d'un cran ↺" in text, text
    match = tut.new_match()  # the script played headless up to the blue step, as `tutorial.played` does
    for step in tut.steps[:blue]:
        match.run_bots()
        if not step.reads:
            match.play(tut.person, step.pick(match.state.legal_actions(tut.person)))
    match.run_bots()
    action = tut.steps[blue].pick(match.state.legal_actions(tut.person))
    assert action is not None
    cards = [tuple(int(x) for x in action.args[1 + i:4 + i]) for i in range(0, len(action.args) - 1, 3)]
    middle = cards[1]
    assert middle[0] == match.state.hands[tut.person][1], "card 2 goes in the middle"
    assert badge_left(middle[1], middle[2]) == "↺"


def test_the_swap_steps_words_read_naturally() -> None:
    """Shot 18: "Le centre clignote alors à leur nom." read oddly."""
    steps = tutorial.load("monsters").steps
    said = [s.say["fr"] for s in steps]
    # nc16: shown too; round 18: the card changes in the picture, and the step says the game is a race
    # nc21: « Tant que c'est écrit » named nothing; the step quotes the tag the centre then carries
    # nc23: « tant que ce message reste » promised a refusal never seen; the step now asks to meet it
    plain = [s.replace("\u00a0", " ") for s in said]
    assert any("« Un adversaire vient de l'échanger »" in s and "course" in s.lower() and "refusé une fois" in s
               for s in plain), plain
    assert not any("à leur nom" in s for s in said)


def test_the_round_dots_fill_from_the_left(app) -> None:
    """Shot 84: after winning round 1 the panel showed "○●"; the first round won fills the left dot."""
    from scenes.monsters.drawing import round_dot

    table = _live_two(app)
    table.model.rounds_won[0] = 1
    assert table.model.rounds_to_win == 2
    panel = table.painter.render_seat(0, tuple(0 for _ in table.model.colours), 0)
    left, right = round_dot(panel.get_width(), 2, 0), round_dot(panel.get_width(), 2, 1)
    assert left[0] < right[0]
    accent = pygame.Color(drawing.ACCENT)
    assert panel.get_at(left)[:3] == accent[:3], "the first round won fills the left dot"
    assert panel.get_at(right)[:3] != accent[:3], "the right dot stays a ring"


def test_the_get_ready_countdown_waits_while_the_player_aid_is_open(app) -> None:
    """Shots 85-86: "?" opened during « Préparez-vous » (2), closed on 1: the person came back to a round
    about to start. The aid holds the countdown, and coming back gives the full resume time again."""
    from scenes.monsters.table import RESUME_COUNTDOWN

    table = table_with(app, ["human", "bot:beginner"], seed=1)
    for _ in range(40):
        if table.countdown is not None:
            break
        app.frame(0.05)
    assert table.countdown is not None, "the round opens with a countdown"
    while table.countdown is not None and table.countdown > 1.2:
        app.frame(0.1)
    before = table.countdown
    assert before is not None and before < RESUME_COUNTDOWN
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode=""))
    assert app.stack.top is not table, "F1 opens the aid"
    for _ in range(20):
        app.frame(0.25)
    assert table.countdown == before and not table.live, "the countdown waits under the aid"
    app.stack.pop()
    assert table.countdown is not None and table.countdown >= RESUME_COUNTDOWN, table.countdown


def test_after_the_swap_hint_the_stacking_recipe_follows(app) -> None:
    """Shot 41: the first hint said to swap a card; once swapped no labels showed how to stack (only a
    third H did). f48 (nc60: « the hint plays the key trick for me »): the trick's hint no longer follows the
    swap by itself; one press gives its clue, the next its recipe with the badges (meant change)."""
    from waiting import wait_until

    table = table_with(app, ["human", "bot:beginner"], scenario="swap_for_trick.yaml")
    go_live(app, table)
    table.ask_hint()
    tick = lambda: app.frame(1 / 30)  # noqa: E731
    assert wait_until(lambda: table.hint_shown is not None, 10, 0.0, tick), "the first hint"
    hint = table.hint_shown
    assert hint is not None and hint.action.kind == "swap", hint
    table.ask_hint()  # the swap's clue, then the card to give
    assert table.hint_level == 1
    assert table.act(table.viewer, hint.action)
    for _ in range(10):
        tick()
    assert table.hint_shown is None and table.hint_seat is None, "no hint until asked"
    table.ask_hint()
    shown = lambda: table.hint_shown is not None and table.hint_shown.action.kind == "trick"  # noqa: E731
    assert wait_until(shown, 10, 0.0, tick), f"the trick's hint once asked, not {table.hint_shown}"
    assert table.nudging(table.hint_shown) and not table.hint_badges(table.hint_shown.action), "its clue first"
    table.ask_hint()
    assert table.hint_badges(table.hint_shown.action), "the recipe's labels on the cards"


def test_a_flipped_hand_card_says_its_back_shows(app, monkeypatch) -> None:
    """Shots 07, 81: a flipped card turned pale blue-grey in the hand, nothing said why. On it, « ⇄ verso »,
    its key still under it (round 15: it took the label's place, "touche 3" alone); turned back, the
    word goes."""
    i18n.set_lang("fr")
    table = _live_two(app)
    cid = table.hand()[0]
    seen = spy_texts(monkeypatch, drawing)
    table.flip(cid)
    table.draw(pygame.Surface((1280, 720)))
    assert t("monsters.hand_back") in seen and t("monsters.hand_key", n=1) in seen, seen
    seen.clear()
    table.flip(cid)
    table.draw(pygame.Surface((1280, 720)))
    assert t("monsters.hand_back") not in seen and t("monsters.hand_key", n=1) in seen
