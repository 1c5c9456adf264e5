"""Newcomer round 25 (nc25) on Elem Master: the count ending announced, Conseil's words, the toast."""

from __future__ import annotations

import yaml
from test_elemmaster_f16 import _plain

from game import i18n

# nc25 shots 109-112, made small: up 6 to 4 in Earth, the person could put the last Fire (b4) out with
# the Water in b3 and win on the count now; if not, the bot grows two Earths and loses that Fire on a
# Water: Earth 6-6, and its Water wins it
ENDING = {"a1": "0 earth 3", "b1": "0 earth 3", "b3": "0 water 1", "c1": "0 water 2", "d1": "0 water 1",
          "f6": "1 earth 2", "e6": "1 earth 2", "b4": "1 fire 1", "a5": "1 water 3", "c6": "1 water 3"}


def _state(stacks: dict[str, str], current: int = 0):
    from game.elemmaster.scenario import from_text
    return from_text(yaml.safe_dump({"terrain": "forest", "stacks": stacks, "current": current}))


def test_the_count_says_who_can_end_the_game_by_the_last_fire_and_how_it_would_end():
    """nc25 item 1: « vous gagneriez maintenant : plus de Terre (6 contre 4) », then the bot grew two
    Earths and threw its last Fire on a Water, and won on Water. The engine finds, for the side playing
    and the next, a turn that takes the last Fire off and wins or ties the count (growths first)."""
    st = _state(ENDING)
    ends = {e["seat"]: e for e in st.count_ends()}
    assert ends[0]["now"] and ends[0]["outcome"] == "win" and ends[0]["fires"] == ["b4"], ends
    assert ends[0]["plan"][-1] in ("attack b3 b4", "attack b4 b3"), ends[0]
    assert not ends[1]["now"] and ends[1]["outcome"] == "win" and ends[1]["grown"]["earth"] == 2, ends[1]
    assert ends[1]["decision"]["element"] == "water" and ends[1]["decision"]["equal"] == ["earth"], ends[1]
    # its plan, played, ends the game as said
    from game.core import Action
    w = st.fast_copy()
    w._apply(0, Action.parse("end"))
    for a in ends[1]["plan"]:
        assert Action.parse(a) in w.legal_actions(1), (a, ends[1])
        w._apply(1, Action.parse(a))
    assert w.over is not None and w.over["winners"] == [1] and w.over["reason"] == "no_fire", w.over
    # plenty of Fire left: nothing looked for, nothing said
    many = dict(ENDING, b4="1 fire 2", e4="1 fire 2")
    assert _state(many).count_ends() == []
    assert "ends" not in st.count_now()  # a search: not with every status (the bots' games pay none)


def test_the_side_warns_of_the_enemys_ending_and_tells_the_person_theirs(app, tmp_path):
    """The line under « Qui bat qui » says it, short, in the warning colour; the chart's note gives way."""
    from test_elemmaster_newcomer import table_for

    from scenes.elemmaster.panels import Seats, count_end_text, count_text
    i18n.set_lang("fr")
    threat = dict(ENDING)
    del threat["b3"]  # the person cannot end it now: the bot can, next turn
    text = "terrain: forest\nstacks:\n" + "".join(f"  {k}: {v}\n" for k, v in threat.items()) + "current: 0\n"
    table = table_for(app, tmp_path, text)
    m = table.model
    ends = list(table.count_ends())
    seats = Seats(["Vous", "Bot 2"], 0, ends=tuple(ends))
    said = _plain(count_end_text(ends, seats, m.sides))
    assert said == " Attention : à son prochain tour, Bot 2 peut finir la partie en faisant disparaître le dernier " \
                   "Feu (b4), après 2 croissances de Terre : il gagnerait au décompte.", said
    # (all six of its Earth tokens on the board: the line adds that its Earth reserve is empty, f48)
    assert _plain(count_text(m, seats, short=True)) == "Au décompte, vous gagneriez maintenant : Terre 6 contre 4. " \
        "Votre réserve de Terre est vide : plus aucune croissance de Terre."
    assert _plain(count_text(m, seats, short=True, reserve=False)) == \
        "Au décompte, vous gagneriez maintenant : Terre 6 contre 4."
    app.frame(1 / 60)
    panels = table.panels
    assert panels.count_rect is not None and panels.beats_rect is not None
    # the person's own chance comes first, without the cells: the how is Conseil's (f49, nc61 shot 181)
    mine = _state(ENDING).count_ends()
    said = _plain(count_end_text(mine, seats, [0, 1]))
    assert said == " Vous pouvez finir la partie à ce tour et gagner au décompte : « Conseil (H) » vous dit " \
                   "comment.", said
    i18n.set_lang("en")
    said = count_end_text(ends, seats, m.sides)
    assert said == " Beware: on its next turn, Bot 2 can end the game by taking the last Fire off the board (b4), " \
                   "after 2 Earth growths: it would win on the count.", said


def test_the_hint_finds_the_count_win_and_warns_of_the_enemys():
    """nc25: Conseil spoke only of pieces « au contact d'un ennemi ». Asked for a hint, the hard bot takes
    a turn that wins on the count (the bot's own play is unchanged), and a plan that leaves the enemy its
    ending says so."""
    from game.elemmaster.bots import ElemBot
    st = _state(ENDING)
    bot = ElemBot(0, 1, "hard")
    bot.explaining = True
    first = bot._hard(st, st.legal_actions(0))
    assert [str(first), *map(str, bot.plan)] == st.count_ends()[0]["plan"], (first, bot.plan)
    assert bot.why is not None and bot.why[0] == "plan_win" and bot.why[1]["count_win"] == ["b4"], bot.why
    from game.i18n import t
    i18n.set_lang("fr")
    said = _plain(t("elemmaster.hint_count_win", fires=1, cells="b4", cell=str(first.args[0])))
    assert said == f"Ce tour peut gagner la partie au décompte : faites disparaître le dernier Feu (b4). Commencez " \
                   f"par la case {first.args[0]}, encadrée sur le plateau.", said
    threat = dict(ENDING)
    del threat["b3"]
    st = _state(threat)
    bot = ElemBot(0, 1, "hard")
    bot.explaining = True
    from game.core import Action
    bot.explain_plan(st, [Action.parse("end")])
    assert bot.why is not None
    params = bot.why[1]
    assert params["end_seat"] == 1 and params["end_outcome"] == "win" and params["end_fires"] == ["b4"], params


def test_the_every_turn_toast_keeps_off_the_board_and_the_switch_says_stop(app, tmp_path):
    """nc25 shot 51: « Le conseil reviendra à chaque tour. Cliquez « à chaque tour : oui » pour l'arrêter. »
    lay over the board's bottom row and the count line, and « cliquez oui pour l'arrêter » read oddly.
    The toast is short and goes off the board and the side's charts; the switch, on, says « ne plus le
    montrer ». A long refusal still finds the kit's place."""
    from test_elemmaster_newcomer import table_for

    from game.i18n import t
    from sprites.fonts import TYPE, render
    i18n.set_lang("fr")
    threat = dict(ENDING)
    del threat["b3"]
    text = "terrain: forest\nstacks:\n" + "".join(f"  {k}: {v}\n" for k, v in threat.items()) + "current: 0\n"
    table = table_for(app, tmp_path, text)
    app.frame(1 / 60)
    said = t("elemmaster.hint_started")
    assert _plain(said) == "Le conseil reviendra à chaque tour."
    r = table.error_rect(render(said, TYPE.BODY, (0, 0, 0)).get_size())
    p = table.panels
    assert p.count_rect is not None and p.beats_rect is not None
    for keep in (table.layout.board, p.count_rect, p.beats_rect):
        assert not r.colliderect(keep), (r, keep)
    table.hint_sticky = True
    assert _plain(table._auto_label()) == "ne plus le montrer"
    # a long refusal, with no room off the board, goes where the kit puts it
    size = render("x" * 110, TYPE.BODY, (0, 0, 0)).get_size()
    table._toast_off_board = False
    kit = type(table).__mro__[1].error_rect(table, size)
    assert table.error_rect(size) == kit


def test_the_hints_words_say_the_plans_step_a_piece_to_come_and_how_an_enemy_gets_there():
    """nc25 item 2: « Première de vos 2 actions de ce tour » with 3 PA (a PA lost?): the plan's step and
    the points it leaves; « dont votre Feu en c5 » with c5 empty (the Fire the move brings); « peut venir
    attaquer votre Eau en b4 (Terre en d4) » with d4 two cells away: how it gets there."""
    from test_elemmaster_f16 import _hint

    from scenes.elemmaster.table import hint_warning
    i18n.set_lang("fr")
    board = {"a1": "0 earth 2", "b2": "0 water 2", "b4": "0 air 1", "f6": "1 earth 2", "d4": "1 fire 1"}
    _, (reason, params) = _hint(board, ["grow a1", "move b4 b5 1"])
    said = _plain(i18n.hint_text("elemmaster", reason, params))
    assert params["count"] == 2 and params["left"] == 1, params
    assert "Étape 1 sur 2 de ce conseil ; il vous restera 1 PA." in said and "Première" not in said, said
    _, (reason, params) = _hint({"d1": "0 earth 2", "c4": "0 fire 2", "d5": "1 water 2", "f6": "1 earth 2"},
                                ["move c4 c5 2", "end"])
    said = _plain(i18n.hint_text("elemmaster", reason, params))
    assert ": le Feu que ce coup amène en c5 reste menacé (Eau en d5)" in said, said
    warn = {"warn_cell": "b4", "warn_foe": "earth", "warn_to": "d4", "warn_beside": 0, "warn_source": "water",
            "warn_more": 0}
    said = _plain(hint_warning(warn))
    # (nc58 shots 071-079: whose piece goes where, in words)
    assert said == " Attention à votre Eau en b4 : à son prochain tour, l'adversaire peut détacher un jeton de sa " \
                   "pile de Terre en d4, l'amener à côté de votre Eau et l'attaquer.", said
    i18n.set_lang("en")
    _, (reason, params) = _hint(board, ["grow a1", "move b4 b5 1"])
    assert "Step 1 of 2 of this hint; you will have 1 AP left." in i18n.hint_text("elemmaster", reason, params)


def test_a_turn_that_ends_by_itself_holds_a_moment_and_says_why(app, tmp_path):
    """nc25 shot 79: after a free souffle with 0 PA the turn went to the bot at once; the person wanted to
    look first. The turn's end holds (AUTO_END_HOLD at normal speed) with « Plus de PA : votre tour est
    fini. »; a turn ended by « Fin de tour » does not."""
    from test_elemmaster_newcomer import table_for
    from waiting import wait_until

    from game.core import act
    from game.i18n import t
    from scenes.elemmaster.table import AUTO_END_HOLD
    i18n.set_lang("fr")
    board = "terrain: forest\nstacks:\n  a1: 0 earth 1\n  f6: 1 earth 2\n  c3: 0 fire 1\nap: 1\ncurrent: 0\n"
    table = table_for(app, tmp_path, board)
    ends = []
    real = table.on_turn_end
    table.on_turn_end = lambda ev: ends.append(real(ev)) or ends[-1]
    assert table.act(0, act("grow", "a1"))
    assert wait_until(lambda: ends, 5, 0, lambda: app.frame(1 / 60))
    assert ends[0] == AUTO_END_HOLD and table.error == t("elemmaster.turn_ended_itself"), (ends, table.error)
    table.error = ""
    assert wait_until(lambda: len(ends) >= 2, 10, 0, lambda: app.frame(1 / 60))  # the bot's own turn: nothing
    assert ends[1] is None and table.error == "", ends


def test_the_tutorials_last_words_leave_the_log_its_column(app):
    """nc25 shot 38: at the tutorial's end its box left the log one line (the winning souffle gone from
    it). The game over, the last words go over the side panels; while a step speaks, over the log."""
    from test_tutorial import open_tutorial
    table = open_tutorial(app, "elemmaster")
    assert table.guide_home() == table.log_rect
    table.guide.index = len(table.guide.tutorial.steps)
    table.model.over = {"winners": [0], "reason": "elimination"}
    home = table.guide_home()
    assert home.x == table.layout.side.x and not home.colliderect(table.log_rect), home
