"""The results screen: a breakdown per seat, the final position, see the table and back, replay, again, menu."""

import pygame
import pytest
from scene_input import click, key

from game import i18n
from game.core import Result
from game.match import Match
from scenes.app import open_table
from scenes.common import SNAPSHOT, FinalTableScene, ResultsScene, breakdown
from scenes.menu import MenuScene


def finished(game_id, seats, seed=2):
    m = Match(game_id, seats, seed=seed)
    for _ in range(20000):
        if m.state.is_over:
            break
        if not m.bot_step():
            m.pass_time(0.5)
    assert m.state.is_over
    return m


def titles_drawn(results: ResultsScene) -> list[str]:
    """The headings the results screen draws (its title, the headline), read as it draws them."""
    import scenes.common as common

    said: list[str] = []
    real = common.title
    common.title = lambda surf, text, *a, **k: (said.append(text), real(surf, text, *a, **k))
    try:
        results.draw(pygame.Surface((1280, 720)))
    finally:
        common.title = real
    return said


@pytest.fixture
def results(app):
    app.settings.speed = "instant"
    app.stack.push(MenuScene(app))
    m = finished("elemons", ["bot:easy", "bot:easy"])
    m.names = ["Ann", ""]
    open_table(app, m)
    table = app.stack.top
    app.frame(1 / 60)
    if not isinstance(app.stack.top, ResultsScene):
        app.stack.push(ResultsScene(app, table))
    app.frame(1 / 60)
    return app.stack.top


def test_breakdown_in_words_and_figures(results):
    res = results.table.feed.result()
    rows = results.rows
    assert len(rows) == 2
    for s, parts in enumerate(rows):
        assert parts[0] == i18n.t("results.elemons.gigamons", n=res.details["gigamons"][s])
        assert parts[1] == i18n.t("results.elemons.elemons", n=res.details["elemons"][s])
    assert results.table.names[0] == "Ann"
    assert results.snapshot.get_size() == SNAPSHOT == (544, 306)  # large enough to read the pieces


def test_kaiju_breakdown_from_the_result_details():
    res = Result((0,), [45.0, 10.0], "", {"breakdown": [
        {"seat": 0, "kaiju": 3, "kaiju_points": 18, "mechas": 1, "mecha_points": 15, "majority_cards": 2,
         "bonus": 15, "wounds": 1, "wound_points": 3, "total": 45},
        {"seat": 1, "kaiju": 1, "kaiju_points": 10, "mechas": 0, "mecha_points": 0, "majority_cards": 0,
         "bonus": 0, "wounds": 0, "wound_points": 0, "total": 10}]})
    rows = breakdown("kaiju", res, {}, 2)
    assert rows[0] == [i18n.t("results.kaiju.kaiju", n=3, pts=18), i18n.t("results.kaiju.mechas", n=1, pts=15),
                       i18n.t("results.kaiju.bonus", n=2, pts=15), i18n.t("results.kaiju.wounds", n=1, pts=3),
                       i18n.t("results.total", pts=45)]


def test_other_games_breakdowns():
    ev = breakdown("evolution", Result((1,), [0, 0], "", {"ranks": [2, 1], "levels": [14, 20], "finish_order": [1]}),
                   {}, 2)
    assert ev[1][0] == i18n.t("results.evolution.rank", n=1) and ev[1][2] == i18n.t("results.evolution.finished", n=1)
    mo = breakdown("monsters", Result((0,), [2.0, 1.0], "", {"rounds": [{"counts": [{"red": 1, "blue": 2}, {}]}]}),
                   {}, 2)
    assert mo[0] == [i18n.t("results.monsters.rounds", n=2), i18n.t("results.monsters.tricks", n=3, colours=2),
                     i18n.t("results.monsters.best", colour=i18n.name("monsters", "blue"), n=2)]
    em = breakdown("elemmaster", Result((0,), [3.0, 0.0], "", {"counts": {"0": [3, 2, 1]}, "fire": {"0": 6}}), {}, 2)
    assert em[0] == [i18n.t("results.elemmaster.tokens", earth=3, fire=6, water=2, air=1)]
    assert "6 Feu" in em[0][0], "the Fire on the board is named with the others (a newcomer missed it)"
    assert em[1] == [i18n.t("results.elemmaster.out")]


def labels(scene):
    return [b.label for b in scene.bar.buttons]


def test_buttons_see_the_table_with_a_way_back(app, results):
    assert labels(results) == [i18n.t("results.table"), i18n.t("results.replay"), i18n.t("results.again"),
                               i18n.t("results.menu")]
    click(app, results.bar.buttons[0].rect.center)
    final = app.stack.top
    assert isinstance(final, FinalTableScene)
    back = final.bar.buttons[0]
    assert back.label == i18n.t("results.back_to_results")
    assert back.rect.top > 60, "the way back leaves the game's title alone"
    click(app, final.table.aid_rect.center)  # the table's "?" opens the player aid here too
    assert type(app.stack.top).__name__ == "AidScene"
    app.stack.pop()
    assert app.stack.top is final
    click(app, back.rect.center)
    assert app.stack.top is results
    click(app, results.bar.buttons[0].rect.center)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is results


def test_a_click_on_the_picture_shows_the_table_full_size(app, results):
    pic = results.picture_rect()
    assert pic.size == SNAPSHOT and pic.right <= 1280 - 30
    click(app, pic.center)
    assert isinstance(app.stack.top, FinalTableScene)


def test_the_buttons_show_whatever_decided_it(app, results):
    results.decided = []  # a game whose results say nothing of what decided it still has its buttons
    drawn = []
    real = results.bar.draw
    results.bar.draw = lambda surf: drawn.append(surf) or real(surf)
    results.draw(app.canvas)
    assert drawn


def test_play_again_keeps_the_seats_and_names(app, results):
    click(app, results.bar.buttons[2].rect.center)
    table = app.stack.top
    log = table.feed.game_log()
    assert log["seats"] == ["bot:easy", "bot:easy"] and log["names"] == ["Ann", ""]
    assert table.names[0] == "Ann"


def test_replay_and_menu(app, results):
    click(app, results.bar.buttons[1].rect.center)
    assert app.stack.top.feed.replaying
    app.stack.pop()
    click(app, results.bar.buttons[3].rect.center)
    assert isinstance(app.stack.top, MenuScene) and len(app.stack.scenes) == 1


def test_a_solo_game_lost_to_the_clock_says_nobody_wins_not_a_tie_of_no_one(app):
    """Monsters solo: the hourglass runs out with the person's tricks short of five colours."""
    m = Match("monsters", ["human"], seed=3)
    for _ in range(2000):
        if m.state.is_over:
            break
        m.pass_time(5.0)
    assert m.state.is_over and not m.state.result().winners
    app.stack.push(MenuScene(app))
    open_table(app, m)
    table = app.stack.top
    said = titles_drawn(ResultsScene(app, table))
    assert i18n.t("results.nobody") in said and not any(s.startswith(i18n.t("results.tie", who="")) for s in said)


def test_the_one_person_at_the_screen_who_wins_is_spoken_to(app):
    """Against bots, the person reads "Vous gagnez !", not their own seat's name in the third person;
    a bot's win and a hot-seat win keep the names."""
    from scenes.common import winner_line

    assert winner_line(["Joueur 1"], "Joueur 1") == i18n.t("results.you_win")
    assert winner_line(["Bot 2"], "Joueur 1") == i18n.t("results.winner", who="Bot 2")
    assert winner_line(["Ann"], None) == i18n.t("results.winner", who="Ann")
    seen = set()
    for seed in range(2, 12):
        m = finished("kaiju", ["bot:easy", "bot:easy"], seed=seed)
        m.seats = ["human", "bot:easy"]  # the game as a person at this screen played it
        won = tuple(m.state.result().winners)
        if won in seen or won not in ((0,), (1,)):
            continue
        seen.add(won)
        app.stack.push(MenuScene(app))
        open_table(app, m)
        said = titles_drawn(ResultsScene(app, app.stack.top))
        assert (i18n.t("results.you_win") in said) == (won == (0,)), (said, won)
    assert seen == {(0,), (1,)}, seen
