"""Round 22 newcomer's Elemons findings (nc22)."""

from __future__ import annotations

from game import i18n


def test_the_tutorials_lone_choices_wait_for_continue_and_every_step_is_seen(app):
    """nc22 shots 24-25, 31-32: the Pyromon's burn and the Aeromon's look, the person's only choice,
    were made by the screen 2.5 s after their step showed: « Regardez-le partir dans la Boîte » went by
    unwatched and « Étape 19 sur 21 » was never seen. Each now waits under its box's « Continuer »,
    however long the person reads, and plays once clicked; every step's number is shown, in order."""
    from test_tutorial import open_tutorial, tap

    i18n.set_lang("fr")
    table = open_tutorial(app, "elemons")
    feed = table.guide
    steps = feed.tutorial.steps
    shown: list[int] = []
    waited = 0
    for _n in range(4000):
        if feed.done:
            break
        app.frame(1 / 60, draw=not table.busy)
        if table.busy or table.guide_target() is None:
            continue
        if not shown or shown[-1] != feed.index:
            shown.append(feed.index)
        step = steps[feed.index]
        if step.do.split()[0] in ("burn", "look"):
            index = feed.index
            for _ in range(50):  # 5 s, twice the 2.5 s it used to wait
                app.frame(1 / 10, draw=False)
            assert feed.index == index, f"step {index + 1} went on by itself"
            assert table.guide_reading(), "its box offers « Continuer »"
            target = table.guide_target()
            assert target is not None and table.guide_box is not None and table.guide_box.contains(target)
            waited += 1
        tap(app, table.guide_target().center)
    assert feed.done, f"stopped at step {feed.index + 1}"
    assert waited == 2, waited
    assert shown == list(range(len(steps))), shown


def test_the_aeromon_pair_hint_promises_no_swap_when_no_opponent_holds_an_elemon():
    """nc22 shot 53: « leur pouvoir vous laisse échanger un de vos Elemons… » with the bot's hand empty,
    then « Aeromon : sans effet ». The pair is still the hint (a sure pair); its reason says the power
    will do nothing, as a Pyromon's does without a target."""
    from lang import plain
    from test_elemons_issue24_r2 import pair_hint

    from game.core import Action, Event
    from game.elemons.bots import make_bot

    i18n.set_lang("fr")
    events = [Event("tile_turned", 1, {"slot": 1, "tile": "aeromon"}),
              Event("tile_turned", 1, {"slot": 2, "tile": "aeromon"})]
    bot = make_bot("medium", 0, 1)
    bot.forget = 0.0
    bot.observe(events)
    grid = [{"tile": True, "face_up": None} for _ in range(9)]
    empty = {"phase": "flip", "grid": grid, "players": [{"tiles": ["hydromon"]}, {"won": 0}], "gigamons": {}}
    action = bot.choose(empty, [Action("flip", (s,)) for s in range(9)])
    reason, params = bot.why
    assert reason == "pair" and int(action.args[0]) in (1, 2), (action, reason)
    said = plain(i18n.hint_text("elemons", reason, params, ["Vous", "Bot 2"]))
    assert said.endswith("deux Aeromons, une paire, mais leur pouvoir sera ici sans effet."), said
    _, reason, params = pair_hint(events)  # the opponent holds two: the swap is said
    assert "vous laisse échanger" in plain(i18n.hint_text("elemons", reason, params, ["Vous", "Bot 2"]))


def test_the_aids_gigamon_rule_shows_an_example_it_names():
    """nc22 shot 42: the rule of every Gigamon was drawn with Biomon and Meteoromon alone, as if it held for
    those two; it shows one Elemon and its Gigamon, and its words say they are an example."""
    from scenes.howto import load_howto

    general = next(r for r in load_howto("elemons").aid_rows if r.text["fr"].startswith("Règle de tous"))
    assert general.show == ("electromon", "meteoromon"), general.show
    assert general.text["fr"].startswith("Règle de tous les Gigamons (ici, trois Electromons pour Meteoromon)")
    assert general.text["en"].startswith("Rule of every Gigamon (here, three Electromons for Meteoromon)")


def test_a_picked_elemons_frame_keeps_off_the_pickers_captions(app, tmp_path):
    """nc22 shot 32 (zoom-32): the yellow frame round the picked Hydromon cut « Vos Elemons » above it."""
    from test_elemons_nc21 import aeromon_swap

    from sprites.fonts import TYPE, render

    table = aeromon_swap(app, tmp_path)
    row1, row2 = table.swap_rows()
    label = render(i18n.t("elemons.yours"), TYPE.SMALL, (0, 0, 0)).get_rect(topleft=(row1[0][0].x,
                                                                                    table.swap_label_top()))
    for rect, _kind in row1 + row2:
        frame = rect.inflate(6, 6)  # as drawn round a picked Elemon, 3 px wide
        assert frame.top >= label.bottom, (frame, label)
