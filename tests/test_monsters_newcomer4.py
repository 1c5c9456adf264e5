"""Monsters, the fourth newcomer's items (issue 24): each test says what the person saw and what they get now."""

from __future__ import annotations

import pygame
from test_scenes_monsters import arrange_legal_trick, go_live, legal_trick, log_text, table_with
from test_tutorial import first_target, open_tutorial, tap

from game import i18n
from game.core import Event, Result
from game.hints import Hint
from game.i18n import t
from scenes.monsters.drawing import L
from scenes.monsters.results import explain, round_sentences
from scenes.monsters.table import hint_badge, own_first


def test_the_first_step_says_what_its_badges_mean():
    """Step 1 showed "⇄ puis ↻3" and "↻3" on the cards and never said what they meant."""
    from game import tutorial

    tut = tutorial.load("monsters")
    fr, en = tut.steps[0].text("fr"), tut.steps[0].text("en")
    # f38 (nc37, shot 08): the step no longer lists the signs before anything is done; the buttons under
    # the hand name them, and the prompt says the wheel and the right click once a card wants them
    for lang, words in (("fr", ("⇄ Retourner", "↻ Tourner", "↺ Tourner")), ("en", ("⇄ Flip", "↻ Turn", "↺ Turn"))):
        said = [i18n.t_in(lang, f"monsters.btn.{k}") for k in ("flip", "turn", "turn_back")]
        assert all(w in b for w, b in zip(words, said, strict=True)), said
    # the wheel's way is said by the line under the hand, all through the step (nc36, shot 04: once is enough)
    assert "molette vers le haut" in i18n.t_in("fr", "monsters.prompt.controls")
    assert "wheel up" in i18n.t_in("en", "monsters.prompt.controls")
    # round 15: ↺ has a button of its own, named in the step as on the cards
    assert "↺" not in fr and "↺" not in en, (fr, en)
    # the buttons carry the same signs, so the words lead from the badge to the button
    assert t("monsters.btn.flip").startswith("⇄") and t("monsters.btn.turn").startswith("↻")


def test_the_first_steps_badges_are_the_signs_its_words_explain(app):
    table = open_tutorial(app, "monsters")
    first_target(app, table)
    expected = table.guide.expected()
    args = [int(x) for x in expected.args[1:]]
    lines = [line for k in range(3) for line in hint_badge(k, 3, args[3 * k + 1], args[3 * k + 2])]
    assert any("↺" in line for line in lines) and any("⇄" in line for line in lines), lines


def test_a_wrong_card_clicked_in_the_tutorial_is_answered_in_the_steps_box(app):
    """A click that only stacks a card never reached the engine: the tutorial said nothing. Now the card
    stays in hand and the step's box answers it, as it answers a wrong claim."""
    table = open_tutorial(app, "monsters")
    target = first_target(app, table)
    assert target == L.hand_slot(1), "step 1 starts with card 2 at the bottom"
    step = table.guide.step
    tap(app, L.hand_slot(0).center)  # card 1 first: not the way
    assert table.arrangement.stack == [], "the wrong card is not stacked"
    assert table._guide_answering() and table.error == step.wrong_text("fr"), table.error
    surf = pygame.Surface((1280, 720))
    table.draw(surf)
    assert table.guide_box is not None and table.guide_box.height > 0
    tap(app, L.hand_slot(1).center)  # the right card goes
    assert table.arrangement.stack == [table.hand()[1]]
    assert table.guide.index == 0 and table.feed.match.moves == [], "nothing reached the engine"


def test_a_card_clicked_in_a_swap_step_is_answered_not_stacked(app):
    table = open_tutorial(app, "monsters")
    while table.guide.index < 1:  # play step 1 as the pointer says
        tap(app, first_target(app, table).center)
    first_target(app, table)
    assert table.guide.expected().kind == "swap"
    tap(app, L.hand_slot(2).center)
    assert table.arrangement.stack == [] and table._guide_answering(), table.error
    assert "carte du centre" in table.error


def test_a_hint_goes_once_the_stack_leaves_its_way(app):
    """The hint's badges stayed on the cards after the person stacked another way."""
    table = table_with(app, ["human", "bot:easy"], scenario="last_colour.yaml")
    go_live(app, table)
    action, placements = legal_trick(table)
    table.hint_shown = Hint(0, action, "missing", {"colour": "purple"}, at=table._decisions())
    bottom, top = placements[-1][0], placements[0][0]
    table.put_on_stack(bottom)  # the hint's own bottom card: still its way
    app.frame(1 / 60)
    assert table.hint_shown is not None and table.hint_badges(action)
    table.put_on_stack(top, 1)  # its top card below the bottom one: another way
    app.frame(1 / 60)
    assert table.hint_shown is None, "the badges would point the wrong way"
    assert table.error == t("monsters.hint_gone")


def test_the_persons_winning_trick_shows_after_the_bots_draw_already_queued(app):
    """The log said "Bot 2 pioche 3 cartes" after "Fin de la partie": the person's own events jumped
    ahead of the bot's draw, which the engine made first."""
    table = table_with(app, ["human", "bot:easy"], scenario="last_colour.yaml")
    go_live(app, table)
    deck = table.model.deck
    table.queue.append(Event("drew", 1, {"count": 3, "deck": deck}))  # a bot's draw still queued
    arrange_legal_trick(table)
    table.claim()
    for _ in range(600):
        app.frame(1 / 30)
        if not table.queue and table.current is None:
            break
    log = log_text(table)
    drew = log.find(i18n.describe("monsters", Event("drew", 1, {"count": 3, "deck": deck}), table.short_names()))
    over = log.find("Fin de la manche")
    assert 0 <= drew < over, log


def test_own_events_go_after_a_move_under_way_and_after_everything_when_they_end_it():
    starts = frozenset({"trick", "swap"})
    draw, bot_trick = Event("drew", 1, {}), Event("trick", 1, {})
    mine = [Event("swap", 0, {})]
    assert own_first([draw, bot_trick], mine, starts) == [draw, *mine, bot_trick]
    ending = [Event("trick", 0, {}), Event("round_over", None, {})]
    assert own_first([draw, bot_trick], ending, starts) == [draw, bot_trick, *ending]


def test_no_replay_offered_where_the_clock_cannot_stop(app):
    table = table_with(app, ["human", "bot:easy"], scenario="swap_for_trick.yaml")
    go_live(app, table)
    table.feed.host_clock = True  # a network host's clock runs whatever this screen shows
    assert table.last_record() is None


def test_the_persons_own_result_is_said_to_them():
    """"Vous gagnez !" above, "Joueur 1 gagne la partie" below; "Une manche gagnée (en une manche)"."""
    i18n.set_lang("fr")
    names = ["Joueur 1", "Bot 2 (débutant)"]
    decided = {"rule": "all_colours", "winners": [0]}
    assert round_sentences(decided, names, 0)[0].startswith("Vous gagnez la manche")
    assert round_sentences(decided, names, 1)[0].startswith("Joueur 1 gagne la manche")
    assert round_sentences(decided, names)[0].startswith("Joueur 1 gagne")
    result = Result([0], [1, 0], "1 round won (best of 1)",
                    {"decided_by": {"rule": "rounds", "winners": [0], "best_of": 1, "won": 1, "runner": 0},
                     "round_decisions": [decided], "rounds": [{"round": 1}]})
    lines = explain({"you": 0}, result, names)
    assert lines[0].startswith("Vous gagnez la partie") and "Vous gagnez la manche" in lines[1], lines
    assert explain({}, result, names)[0].startswith("Joueur 1 gagne la partie")
    assert "vous gagnez" in t("monsters.panel.won", n=1, who="Joueur 1", you="yes")
    assert t("monsters.panel.trick", who="Joueur 1", colour="jaune", you="yes").startswith("Votre pli gagnant")
    assert "(en une manche)" not in t("end.monsters.1_round_won__best_of_1_")
    i18n.set_lang("en")
    try:
        assert explain({"you": 0}, result, names)[0].startswith("You win the game")
    finally:
        i18n.set_lang("fr")


def test_the_results_screen_says_vous_to_the_one_person_and_not_to_a_bot(app, tmp_path):
    """Shot 55: "Vous gagnez !" over "Joueur 1 gagne la partie … Joueur 1 gagne la manche"."""
    from test_scenes_monsters import SCEN

    i18n.set_lang("fr")
    scen = tmp_path / "one_round.yaml"
    scen.write_text(open(SCEN + "last_colour.yaml", encoding="utf-8").read() + "best_of: 1\n", encoding="utf-8")
    from game.match import Match
    from scenes.app import open_table
    from scenes.menu import MenuScene

    app.settings.speed = "instant"
    app.stack.push(MenuScene(app))
    open_table(app, Match("monsters", ["human", "bot:easy"], seed=3, scenario=str(scen)))
    table = app.stack.top
    go_live(app, table)
    arrange_legal_trick(table)
    table.claim()
    for _ in range(900):
        app.frame(1 / 30)
        if type(app.stack.top).__name__ == "ResultsScene":
            break
        if table.round_panel is not None and table.round_panel_age > 1:
            table.close_round_panel()
    results = app.stack.top
    assert type(results).__name__ == "ResultsScene", app.stack.top
    assert results.decided[0].startswith("Vous gagnez la partie"), results.decided
    assert "Vous gagnez la manche" in results.decided[1], results.decided


def test_a_trick_hint_stays_when_only_a_bot_moved(app):
    """In real time the easy bot takes a trick every few seconds: the hint the person asked for vanished
    with each one. It stays while it still holds; the person's own move ends it as before."""
    table = table_with(app, ["human", "bot:easy"], scenario="last_colour.yaml")
    go_live(app, table)
    action, _ = legal_trick(table)
    table.hint_shown = Hint(0, action, "missing", {"colour": "purple"}, at=table._decisions())
    bot = next(a for a in table.feed.match.state.legal_actions(1) if a.kind == "swap")
    table.feed.submit(1, bot)
    app.frame(1 / 60)
    assert table.hint_shown is not None and table.hint_shown.action == action, "the bot's swap left it standing"
    assert table.hint_shown.at == table._decisions()
    swap = next(a for a in table.feed.match.state.legal_actions(0) if a.kind == "swap")
    assert table.act(0, swap)
    app.frame(1 / 60)
    assert table.hint_shown is None or table.hint_shown.action != action, "the person's own move ends it"
