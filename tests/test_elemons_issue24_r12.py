"""Issue 24, round 12 (nc11-elemons): the Aeromon's picker opens with its buttons, hints look for an
immediate Gigamon (a Polymon's pair too), the tutorial's catch step in two short boxes, one wording
for the Rock, the help at the tutorial's end, and the easy bot never flips a pair it knows is none."""

from __future__ import annotations

import pygame
from scene_input import click, open_scenario
from waiting import wait_until

from game import i18n
from game.match import Match
from scenes.elemons.table import ElemonsTable


def _scenario(tmp_path, grid, pile, won, current=0):
    path = tmp_path / "scenario.yaml"
    hands = ", ".join(f"[{', '.join(h)}]" for h in won)
    path.write_text(f"game: elemons\nseats: 2\ncurrent: {current}\ngrid: [{', '.join(grid)}]\n"
                    f"pile: [{', '.join(pile)}]\nwon: [{hands}]\n")
    return path


def test_the_aeromon_picker_opens_with_its_buttons(app, tmp_path):
    """nc11 shot-85: 'Ne pas échanger' showed while the picker ('Vos Elemons / Ses Elemons') came a
    moment later, and clicks on the hands did nothing. Whenever the swap's buttons show, the picker
    shows, and a click on one's own won Elemon in the panel picks it."""
    i18n.set_lang("fr")
    grid = ["aeromon", "aeromon", "geomon", "hydromon", "pyromon", "floramon", "polymon", "electromon", "geomon"]
    path = _scenario(tmp_path, grid, ["pyromon"] * 6, [["hydromon", "geomon"], ["floramon", "pyromon"]])
    table = open_scenario(app, "elemons", ["human", "bot:easy"], path, speed="normal")
    assert isinstance(table, ElemonsTable)
    table.act(0, table.grid_attempt(0))
    assert wait_until(lambda: table.human_to_act() == 0, 10, 0, lambda: app.frame(1 / 60))
    table.act(0, table.grid_attempt(1))
    buttons_seen = 0

    def look() -> bool:
        nonlocal buttons_seen
        app.frame(1 / 60)
        if any(b.tag == "keep" for b in table.bar.buttons):
            buttons_seen += 1
            row1, row2 = table.swap_rows()
            assert row1 and row2, "the swap's buttons show without its picker"
        return table.human_to_act() == 0 and table.view["phase"] == "swap"

    assert wait_until(look, 10, 0), "the swap never came"
    assert buttons_seen > 1, "the buttons came only once the screen had caught up: nothing was checked early"
    spot = next(r for r, kind, _n in table.hand_spots(0) if kind == "geomon")
    click(app, spot.center)
    assert table.swap_pick["mine"] == "geomon", "a click on one's own Elemon in the panel picks it"


def test_the_hint_takes_the_pair_that_catches_a_gigamon_at_once(tmp_path):
    """nc11 shot-74: two Hydromons held, a Polymon and a Hydromon known on the grid, a Pyromon pair
    known too: the hint said the Pyromons. The Polymon's pair brings the third Hydromon, so Halomon."""
    from game.elemons.bots import HardBot

    i18n.set_lang("fr")
    grid = ["polymon", "hydromon", "aeromon", "geomon", "pyromon", "floramon", "electromon", "pyromon", "geomon"]
    m = Match("elemons", ["human", "human"], seed=1,
              scenario=str(_scenario(tmp_path, grid, ["aeromon"] * 6, [["hydromon", "hydromon"], []])))
    bot = HardBot(0, 1)
    bot.memory = {0: "polymon", 1: "hydromon", 4: "pyromon", 7: "pyromon"}
    action = bot.choose(m.state.view(0), m.state.legal_actions(0))
    key, params = bot.why
    assert key == "pair_catch" and int(action.args[0]) in (0, 1), (key, params, action)
    text = i18n.hint_text("elemons", key, params, ["Vous", "Bot"])
    assert "Halomon" in text and "tuiles 1 et 2" in text.replace("\u00a0", " ") or "tuiles 2 et 1" in text, text
    # the second tile: the one that completes the catch, not any known twin
    m.play(0, action)
    bot.memory[0 if int(action.args[0]) == 1 else 1] = grid[0 if int(action.args[0]) == 1 else 1]
    second = bot.choose(m.state.view(0), m.state.legal_actions(0))
    m.play(0, second)
    assert any(a.kind == "trade" and a.args[0] == "hydromon" for a in m.state.legal_actions(0))


def test_a_pair_hint_that_promises_a_gigamon_keeps_its_word():
    """Hard bots play on; whenever a hint says a pair catches a Gigamon at once, that catch is on
    offer right after the pair."""
    from hint_walk import hinted_moves

    said = 0
    m = Match("elemons", ["bot:hard", "bot:hard"], seed=3)
    promised: tuple[int, str] | None = None
    for seat, h in hinted_moves(m, 300):
        if promised is not None and seat == promised[0]:
            legal = m.state.legal_actions(seat)
            offered = any(a.kind == "trade" and a.args[0] == promised[1] for a in legal)
            # (an Electromon's pair plays on in the flip phase, the catch offered there: kept, nc64's hard bot met it)
            assert offered or m.state.view(seat)["phase"] == "flip", (promised, legal)
            promised = None if offered or m.state.view(seat)["phase"] != "flip" else promised
        if h.reason == "pair_catch":
            said += 1
            promised = (seat, h.params["gain"])
    assert said, "no hint promised a Gigamon in this game: nothing checked"


def test_the_explore_hint_reads_plainly():
    """nc11 shot-35: 'vous ne connaissez aucune paire, elle peut en compléter une' read oddly."""
    i18n.set_lang("fr")
    text = i18n.hint_text("elemons", "explore", {"slot": 2, "count": 5, "known": 1})
    assert "compléter" not in text and "tuile 3" in text.replace("\u00a0", " "), text


def test_the_help_opens_from_the_tutorials_last_box(app):
    """nc11 shot-28: '?' clicked under 'Tutoriel terminé' went to the results: the help opens, and
    the results wait until the person comes back from it."""
    from scene_input import run
    from test_tutorial import follow_guide, open_tutorial

    i18n.set_lang("fr")
    table = open_tutorial(app, "elemons", speed="instant")
    last = len(table.guide.tutorial.steps) - 1
    assert follow_guide(app, table, lambda: table.guide.index >= last)
    app.settings.speed = "normal"  # the end at a person's pace (the steps before at once: a fast test)
    assert follow_guide(app, table, lambda: table.guide.done)
    assert not table.finished_shown, "the results opened before the end's box could be read"
    click(app, table.aid_rect.center)
    top = app.stack.top
    assert top is not table and type(top).__name__ != "ResultsScene", f"'?' opened {type(top).__name__}"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    run(app, 0.1)
    assert wait_until(lambda: app.stack.top is not table, 10, 0, lambda: app.frame(1 / 60)), "no results after"
    # the end's words stay on the results, where no "?" is: they promise it in a game only
    end = table.guide.tutorial.end_text().replace("\u202f", " ").replace("\u00a0", " ")
    assert "(voir « ? »)" not in end and "En partie, « ? » rappelle les règles" in end, end


def test_a_rock_and_a_catch_open_together_say_the_catch_keeps_the_rock_and_the_hint_stays(app, tmp_path):
    """nc11 shots 57-59: the Rock to place and 'Attraper Terramon' were open together; the hint said
    'Attraper' without saying the Rock waits, and vanished once the Rock was placed first."""
    from game.core import act

    i18n.set_lang("fr")
    grid = ["geomon", "geomon", "aeromon", "hydromon", "pyromon", "floramon", "polymon", "electromon", "aeromon"]
    path = _scenario(tmp_path, grid, ["pyromon"] * 6, [["geomon"], ["floramon", "pyromon"]])
    table = open_scenario(app, "elemons", ["human", "bot:easy"], path)
    frame = lambda: app.frame(1 / 60)  # noqa: E731
    for slot in (0, 1):
        assert wait_until(lambda: table.human_to_act() == 0, 10, 0, frame)
        table.act(0, table.grid_attempt(slot))
    assert wait_until(lambda: table.human_to_act() == 0 and table.view["phase"] == "rock", 10, 0, frame)
    assert any(b.tag == "trade geomon" for b in table.bar.buttons), [b.tag for b in table.bar.buttons]
    assert i18n.t("elemons.catch_keeps_power") in table.prompt, table.prompt
    table.ask_hint()
    assert wait_until(lambda: table.hint_shown is not None, 10, 0, frame), "no hint"
    hint = table.hint_shown
    assert hint.action.kind == "trade" and hint.params["then"] == "power", hint
    assert "Le pouvoir de votre paire vous attend" in table.hint_line(hint).replace("\u202f", " ")
    table.act(0, act("rock", 3))  # the Rock first, not the hinted catch
    assert wait_until(lambda: table.hint_shown is not None and table.hint_shown.action.kind == "trade", 10, 0,
                      frame), "the hint went with the Rock"
    # and the catch first keeps the Rock: the engine still asks for it after the catch
    m = Match("elemons", ["human", "human"], scenario=str(path))
    m.play(0, act("flip", 0))
    m.play(0, act("flip", 1))
    m.play(0, act("trade", "geomon"))
    assert m.state.view(0)["phase"] == "rock" and act("rock", 3) in m.state.legal_actions(0)


def test_the_easy_bot_never_turns_a_second_tile_it_knows_is_no_twin():
    """nc11 shot-50: the easy bot turned tiles 1 and 2, both seen by itself, no pair. Forgetting is
    fine; turning a tile it keeps in mind and knows does not match is not."""
    from game.core import act
    from game.elemons.bots import EasyBot

    for seed in range(30):
        bot = EasyBot(1, seed)
        bot.own_seen = {1: "pyromon", 4: "floramon"}
        view = {"grid": [{"tile": True, "face_up": "aeromon" if s == 0 else None} for s in range(9)],
                "players": [{"tiles": []}, {"tiles": []}], "gigamons": {}}
        legal = [act("flip", s) for s in range(1, 9)]
        pick = int(bot.choose_flip(view, legal).args[0])
        assert pick not in (1, 4), f"seed {seed}: turned tile {pick + 1}, known to be no Aeromon"


def test_the_tutorials_bot_still_plays_what_its_words_say():
    """The tutorial's words tell the bot's turns (two Geomons, a Rock on tile 8): a change in the
    bots' choices must leave them as scripted."""
    from game import tutorial

    m = tutorial.played(tutorial.load("elemons"))
    bot = [move for seat, move in m.moves if seat == 1]
    assert bot[:5] == ["flip 6", "flip 7", "flip 2", "flip 1", "rock 7"], bot


def test_the_legend_names_what_a_mouse_player_sees():
    """nc11: 'Coins blancs' (the keyboard's cursor, never seen with a mouse) was all the legend said,
    while the pale ring round a new tile went unexplained. The ring is said; the corners once keys are used."""
    i18n.set_lang("fr")
    for key, ring in (("elemons.frames", "Pointillés"),
                      ("elemons.frames_tutorial", "Pointillés : tuile jamais montrée à tous")):
        assert ring in i18n.t(key).replace("\u00a0", " ") and "Coins blancs" not in i18n.t(key), key
    assert "Coins blancs" in i18n.t("elemons.frames_keys")
