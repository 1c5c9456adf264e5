"""Issue 24, fix round f42: Monsters, from round 41 and 42's newcomers."""

from __future__ import annotations

from game.core import Action


def _monsters_pick(strength: str, seed: int) -> str:
    from game.monsters.bots import MonstersBot

    bot = MonstersBot(strength, 0, seed)
    view = {"seed": seed, "round": 1, "hand": [1, 2, 3], "centre": None, "clock": 100.0 + seed, "centre_at": 0.0,
            "swapped_at": [0.0, 0.0], "changed_at": [0.0, 0.0], "deck": 20, "solo": False,
            "colour_counts": [{"red": 2, "blue": 0, "green": 1, "yellow": 1, "purple": 1},
                              {"red": 0, "blue": 0, "green": 0, "yellow": 0, "purple": 0}]}
    tricks = [Action("trick", ("red", 1, 0, 0, 2, 0, 0, 3, 0, 0)), Action("trick", ("blue", 1, 1, 0, 2, 0, 0, 3, 0, 0))]
    return str(bot.choose(view, tricks).args[0])


def test_monsters_the_easy_level_claims_a_colour_it_lacks_first():
    """nc41: « sur mesure » played easy for 9 of its 14 choices and claimed 3 blues, then 3 yellows: it never passed
    3 colours, and the person won 2-0 in 4 minutes (« too easy »). The beginner still claims any (a slow person
    must win rounds from it: tests/test_bots_monsters_beginner.py)."""
    assert {_monsters_pick("easy", seed) for seed in range(20)} == {"blue"}
    assert {_monsters_pick("beginner", seed) for seed in range(20)} == {"red", "blue"}


def test_monsters_a_seat_one_colour_from_the_five_is_warned_first(app) -> None:
    """nc42 (shot 075, the bot at four colours): « no loud warning when the bot needs only one more colour; I only
    saw it in the small counters ». The box under the panels says it before a run of one colour, and rings the
    colour's chip."""
    import pygame
    from test_monsters_f12_round11 import _live_two

    from scenes.monsters.drawing import L

    table = _live_two(app)
    painter, name = table.painter, table.names[1]
    table.model.counts[1].update({"red": 3, "yellow": 1, "green": 1, "blue": 1})
    assert painter.near_five() == (1, "purple")
    lines = [s.replace("\u00a0", " ").replace("\u202f", " ") for s in painter.runaway_lines()]
    assert lines[0] == f"{name} n'a plus que le violet à faire !", lines
    assert lines[1].startswith("Un pli violet, et il gagne la manche"), lines
    surf = pygame.Surface((1280, 720))
    surf.fill((0, 0, 0))
    painter.draw_runaway(surf)
    chip = L.chip(1, painter.colour_ids.index("purple"))
    r = chip.w // 2 + 4
    ring = {surf.get_at((chip.centerx + dx, chip.centery))[:3] for dx in range(r - 2, r + 1)}
    assert ring - {(0, 0, 0)}, "the lacking colour's chip is not ringed"
    table.model.counts[1]["purple"] = 0
    table.model.counts[1]["blue"] = 0  # two colours short: the run of reds is said again
    assert painter.near_five() is None and painter.runaway_lines()[0].startswith(f"{name} a déjà 3")


def test_monsters_the_hint_gone_note_keeps_off_the_stack_being_built(app) -> None:
    """nc42 (shot 071): after a Conseil, « Votre propre chemin, à vous de le finir : l'indice s'efface » lay over the
    bottom row of the stack the person was building and its « dessous » card, and read as cryptic. It says « Vous
    suivez votre idée » and keeps off the board and its layers while cards lie there."""
    import os

    import pygame
    from test_monsters_f10_newcomer import legal_trick
    from test_scenes_monsters import go_live, table_with

    from game import i18n
    from game.hints import Hint
    from game.i18n import t
    from scenes.monsters.drawing import L

    i18n.set_lang("fr")
    table = table_with(app, ["human", "bot:easy"], scenario="last_colour.yaml")
    go_live(app, table)
    action, placements = legal_trick(table)
    table.hint_shown = Hint(0, action, "missing", {"colour": "purple"}, at=table._decisions())
    table.put_on_stack(placements[-1][0])
    app.frame(1 / 60)
    table.put_on_stack(placements[0][0], 1)  # the person's own way: the hint steps aside
    app.frame(1 / 60)
    assert table.error == t("monsters.hint_gone")
    assert table.error.replace("\u00a0", " ").startswith("Vous suivez votre idée : l'indice s'efface")
    spot = table.error_rect(table.toast_image(table.error).get_size())
    assert not spot.colliderect(L.board), spot
    assert not any(spot.colliderect(L.layer_slot(i)) for i in range(table.n)), spot
    app.draw()
    if os.environ.get("F42_SHOT"):  # to look at it
        pygame.image.save(pygame.display.get_surface(), os.environ["F42_SHOT"])


def test_monsters_the_game_pauses_when_the_window_loses_the_focus(app) -> None:
    """nc43: away ten minutes, the person came back to round 1 lost 2 tricks to 10 (« no pause in a real-time
    game »). A local real-time table opens its pause (its clock waits there) when the window loses the focus; a
    turn-based one does not."""
    import pygame
    from test_scenes_monsters import go_live, table_with

    from game.match import Match
    from scenes.app import open_table
    from scenes.common import PauseScene
    from scenes.menu import MenuScene

    table = table_with(app, ["human", "bot:easy"])
    go_live(app, table)

    def clock() -> float:  # the round's time: the engine's, and what the feed holds back to send lazily
        return table.feed.view(0)["clock"] + table.feed._unsent

    before = clock()
    table.handle(pygame.event.Event(pygame.WINDOWFOCUSLOST, {}))
    assert isinstance(app.stack.top, PauseScene)
    for _ in range(60):
        app.frame(1 / 10)  # six seconds with the pause up
    assert clock() == before, "the clock ran behind the pause"
    app.stack.pop()
    for _ in range(30):
        app.frame(1 / 10)
    assert clock() > before, clock()  # resumed, it runs again
    app.stack.pop()
    app.stack.push(MenuScene(app))
    open_table(app, Match("elemons", ["human", "bot:easy"], seed=3))
    turns = app.stack.top
    turns.handle(pygame.event.Event(pygame.WINDOWFOCUSLOST, {}))
    assert app.stack.top is turns  # a turn-based game waits anyway: no pause thrown in
    app.stack.pop()


def test_monsters_the_tie_order_is_captioned_and_its_caption_opens_its_help(app) -> None:
    """nc43 (shot 036): the red > blue > green > yellow > violet strip above the deck had « no label and no
    tooltip I could find » (its help box sat on the 14-pixel tokens only). « égalité : » stands before it, clear of
    « Durée », and hovering either opens the help box."""
    import os

    import pygame
    from test_scenes_monsters import go_live, table_with

    from game import i18n
    from scenes.monsters.drawing import L

    i18n.set_lang("fr")
    table = table_with(app, ["human", "bot:easy"])
    go_live(app, table)
    caption = table.painter.ties_caption()
    assert caption is not None
    img, where = caption
    assert where.right < L.ties.x, (where, L.ties)
    assert table.inspect_at(where.center) == table.inspect_at(L.ties.center) is not None
    app.draw()
    if os.environ.get("F42_SHOT"):  # to look at it
        pygame.image.save(pygame.display.get_surface(), os.environ["F42_SHOT"])
