"""Round 11 (newcomer nc11, Monsters): the danger of a seat hoarding one colour is on the table early,
the results name the colour that decided, one wheel wording, the whole hint recipe in one press."""

from __future__ import annotations

import os

import pygame
from scene_input import spy_on
from test_scenes_monsters import go_live, table_with

from game.i18n import t
from scenes.monsters.drawing import L


def _live_two(app):
    table = table_with(app, ["human", "bot:beginner"], seed=1)
    go_live(app, table)
    return table


def test_the_standing_shows_from_the_first_trick(app) -> None:
    """A full deck and one trick taken: "En tête si la pioche s'épuise" is already said (it waited for 12
    cards before, too late to act on)."""
    table = _live_two(app)
    assert table.model.deck > 30
    assert table.painter.standing() == ""  # no trick yet: nothing to say
    table.model.counts[1]["red"] = 1
    assert table.painter.standing().startswith(t("monsters.standing", who="x", colour="y", count=1).split("x")[0])


def test_a_seat_running_away_with_one_colour_is_warned_under_the_panels(app) -> None:
    table = _live_two(app)
    painter, name = table.painter, table.names[1]
    table.model.counts[1]["red"] = 1
    assert painter.runaway() is None  # one trick is no run yet
    table.model.counts[1]["red"] = 3
    for colour in ("yellow", "green", "blue", "purple"):
        table.model.counts[0][colour] = 1  # four colours, one trick each: the newcomer's losing position
    assert painter.runaway() == (1, "red", 3)
    lines = painter.runaway_lines()
    assert lines[0] == f"{name} a déjà 3 plis rouges\u202f!", lines
    assert "plis d'une même couleur" in lines[1]
    # drawn on the bare felt under the bot's panel, never over it
    box = painter.runaway_rect()
    assert box.y > L.seat_panel(1).bottom and box.x == L.seat_panel(1).x
    surf = pygame.Surface((1280, 720))
    surf.fill((0, 0, 0))
    painter.draw_runaway(surf)
    inside = {surf.get_at((x, box.y + 30))[:3] for x in range(box.x + 4, box.right - 4, 3)}
    assert len(inside) > 2, "nothing drawn where the warning goes"
    table.round_panel = {"round": 1}  # a finished round's summary up: the warning is stale, it goes
    assert painter.runaway() is None
    table.round_panel = None
    # the person as high: no warning (the standing line says who leads)
    table.model.counts[0]["green"] = 3
    assert painter.runaway() is None


def test_the_warning_never_names_the_person(app) -> None:
    table = _live_two(app)
    table.model.counts[0]["blue"] = 4
    assert table.painter.runaway() is None


def test_the_tutorial_shows_a_hoarder_winning_on_the_board(app) -> None:
    """The deck-out step draws its picture on the empty board: two red tricks win against four colours
    at one trick each, said in plain words (round 11: understood only after losing that way)."""
    from test_tutorial import follow_guide, open_tutorial

    table = open_tutorial(app, "monsters")
    shows = [s.show for s in table.guide.tutorial.steps]
    assert shows.count("deck_out") == 1
    k = shows.index("deck_out")
    assert "deux plis rouges battent quatre couleurs à un pli" in table.guide.tutorial.steps[k].text("fr")
    assert follow_guide(app, table, lambda: table.guide.index == k), "the tutorial never reached its deck-out step"
    for _ in range(30):
        app.frame(1 / 60)
    assert table.example == "deck_out"
    shot = app.canvas.copy()
    out = os.environ.get("MONSTERS_SHOT")
    if out:
        pygame.image.save(shot, out)
    # the board carries the picture: the example's red tokens and its words, not the empty circles
    board = L.board
    reds = sum(1 for x in range(board.x, board.right, 2) for y in range(board.y, board.bottom, 2)
               if _near(shot.get_at((x, y))[:3], (0xd8, 0x34, 0x2c)))
    assert reds > 20, "no red tricks drawn on the board"
    assert t("monsters.example.why").startswith("Seul compte le plus de plis")
    table.guide.read()
    app.frame(1 / 60)
    assert table.example == ""


def _near(a, b, tol: int = 40) -> bool:
    return all(abs(x - y) <= tol for x, y in zip(a, b, strict=True))


def test_a_deck_out_summary_shows_a_trick_of_the_colour_that_decided(app, monkeypatch) -> None:
    """The bot wins the deck-out on red: the summary shows one of its red tricks and says so, not its
    last trick called "gagnant" (round 11: "Le pli gagnant de Bot 2 (bleu)" over four reds)."""
    from scene_input import open_scenario, spy_texts

    from game import data
    from scenes.monsters import drawing

    table = open_scenario(app, "monsters", ["human", "bot:beginner"],
                          data.game_file("monsters", "scenarios/deck_out_tie.yaml"))
    go_live(app, table)
    red = {"seat": 1, "colour": "red", "cards": [28, 29, 30], "placements": [(28, 0, 0), (29, 0, 0), (30, 0, 0)],
           "lines": ["row1"]}
    blue = {**red, "colour": "blue", "cards": [40, 41, 42], "placements": [(40, 0, 0), (41, 0, 0), (42, 0, 0)]}
    table.colour_trick[(1, "red")], table.trick_of[1] = red, blue
    purple = next(a for a in table.legal(0) if a.kind == "trick" and a.args[0] == "purple")
    # a trick that ends the round and loses it is asked about first (f54, nc65): answered yes here
    assert table.act(0, purple, confirmed=True)
    for _ in range(200):
        if table.round_panel is not None:
            break
        app.frame(1 / 30)
    assert table.round_panel is not None, "the round's summary never came"
    assert table.round_panel["trick"]["colour"] == "red" and table.round_panel["trick"]["decided"] == 3
    seen = spy_texts(monkeypatch, drawing)
    table.draw(pygame.Surface((1280, 720)))
    said = [s.replace("\u00a0", " ").replace("\u202f", " ") for s in seen]
    assert any(s.startswith("Un des 3 plis rouges de Bot 2") and "la couleur qui décide" in s for s in said), said
    assert not any("gagnant" in s for s in said), said


def test_the_hint_gives_the_whole_recipe_in_one_press_one_step_a_line_in_a_steady_font(app) -> None:
    """Round 11: "d'abord la carte de la touche 3… (la suite : « Conseil » ou H de nouveau)" on every first
    press, and a long second box in a shrinking font. Now: one press, every card's step on its own line."""
    from test_monsters_issue24_r8 import trick_hint

    from game import i18n

    i18n.set_lang("fr")
    table = table_with(app, ["human", "bot:easy"], scenario="last_colour.yaml", speed="normal")
    go_live(app, table)
    hint = trick_hint(app, table)
    table.ask_hint()  # f38: a game's first press is a clue (nc37), the second the whole recipe
    text = table.hint_line(hint)
    lines = text.split("\n")
    # f39 (nc38): the action and one short line, the badges on the cards carry each card's step
    assert len(lines) == 2 and "posez la carte" not in text, lines
    assert "H de nouveau" not in text
    _, size = table._hint_box()
    assert size == 16, f"the hint's words shrank to {size}"


def test_the_prompt_is_two_steady_lines_with_the_wheel_both_ways(app) -> None:
    """Round 11: the bar changed after every click (two lines plus a grey third) and was no longer read.
    Now: what to do at this stage on one line, the controls on the next, the same at every stage."""
    from scenes.monsters.drawing import PROMPT_SIZE, PROMPT_W
    from sprites.fonts import wrap

    for lang in ("fr", "en"):
        for key in ("empty", "partial", "full", "controls"):
            text = i18n_t_in(lang, f"monsters.prompt.{key}", n=3)
            assert len(wrap(text, PROMPT_W, PROMPT_SIZE)) == 1, (lang, key, text)
    table = _live_two(app)
    first = table.prompt.split("\n")
    hand = table.hand()
    table.put_on_stack(hand[0])
    table.build_buttons()
    second = table.prompt.split("\n")
    assert len(first) == len(second) == 2 and first[1] == second[1] and first[0] != second[0], (first, second)
    fr = first[1].replace("\u00a0", " ").replace("\u202f", " ")
    assert "↻ : molette vers le bas" in fr and "↺ : molette vers le haut" in fr, fr
    step = i18n_t_in("fr", "hint.monsters.step_card", layer="top", place=1, card=4, flip=0, turns=3)
    assert "↺ : un cran de molette vers le haut" in step.replace("\u00a0", " "), step


def i18n_t_in(lang: str, key: str, **values) -> str:
    from game import i18n

    return i18n.t_in(lang, key, **values)


def test_the_log_never_names_the_centre_card_before_the_screen_shows_it(app) -> None:
    """Round 11: during the countdown the log already said "Une carte (1 rouge, 1 bleu…) est posée au
    centre" while the card lay face down. It says a card is put down face down; the table shows it as
    the round starts (a live line at that moment would be missing from a resumed game's log)."""
    table = table_with(app, ["human", "bot:beginner"], seed=1, speed="normal")
    lines = spy_on(table.log, "add")
    go_live(app, table, limit=20.0, step=1 / 30)
    app.frame(1 / 30)
    look = table.card_look(table.model.centre)
    assert any("visible au départ" in s for s in lines), lines  # not « face cachée » (nc24, shot 36)
    assert not any(look in s for s in lines), lines


def bots_trick_shown(app, tmp_path):
    """The FREE scenario, live, once the bot's trick (and its draw) has been shown: the table, the trick."""
    from scene_input import open_scenario
    from test_monsters_f10_newcomer import FREE
    from waiting import wait_until

    path = tmp_path / "free.yaml"
    path.write_text(FREE, encoding="utf-8")
    table = open_scenario(app, "monsters", ["human", "bot:beginner"], path)
    go_live(app, table)
    trick = next((a for a in table.feed.legal(1) if a.kind == "trick"), None)
    assert trick is not None, "the scenario gives the bot a trick"
    table.feed.submit(1, trick)
    assert wait_until(lambda: table.last_record() is not None and not table.busy, 20,
                      between=lambda: app.frame(1 / 30)), "the bot's trick was never shown"
    return table, trick


def test_a_bots_trick_shown_again_lays_out_how_it_stacked_its_cards(app, tmp_path) -> None:
    """Round 11: "Revoir (L)" showed the bot's finished pile as one small card. Now its three cards lie
    over the person's (hidden) hand, bottom first, each turned and flipped as it was stacked."""
    from scene_input import key, run
    from waiting import wait_until

    table, trick = bots_trick_shown(app, tmp_path)
    run(app, 0.2)
    key(app, pygame.K_l)
    assert table.showing_again
    assert wait_until(lambda: table.painter.motion.again_trick is not None, 5, between=lambda: app.frame(1 / 30))
    seat, colour, placements = table.painter.motion.again_trick
    args = trick.args
    assert seat == 1 and colour == args[0]
    assert placements == [(int(args[i]), int(args[i + 1]), int(args[i + 2])) for i in range(1, len(args), 3)]
    table.pieces.drawn.clear()
    app.frame(1 / 30)
    assert {c for c, _, _ in placements} <= table.faces_drawn, "the bot's three cards are drawn face up"
    out = os.environ.get("MONSTERS_SHOT_AGAIN")
    if out:
        pygame.image.save(app.canvas, out)
    from test_tutorial import tap

    tap(app, (640, 20))  # "un clic pour reprendre la partie"
    assert wait_until(lambda: not table.showing_again, 5, between=lambda: app.frame(1 / 30)), "the click did not end it"
    app.frame(1 / 30)
    assert table.painter.motion.again_trick is None


def test_holes_show_the_dark_felt_off_the_board_too(app) -> None:
    """Round 11: holes dark green on the board and in the hand, black on the panels (summary, Revoir,
    last trick). A card drawn off the table lies on the dark felt."""
    from scenes.monsters.drawing import MonstersPainter
    from scenes.ui import FELT_DARK
    from sprites.monsters.art import cell_centre

    table = _live_two(app)
    cid = table.hand()[0]  # every card has 3 to 6 monsters: holes too
    size = 100
    img = table.pieces.face(cid, 0, 0, size)
    surf = pygame.Surface((200, 200))
    surf.fill((0, 0, 0))
    rect = pygame.Rect(50, 50, size, size)
    MonstersPainter.on_felt(surf, img, rect)
    holes = [i for i in range(9) if img.get_at(tuple(int(v) for v in cell_centre(size, i)))[3] == 0]
    assert holes, "the card has holes"
    x, y = (int(v) for v in cell_centre(size, holes[0]))
    assert surf.get_at((50 + x, 50 + y))[:3] == FELT_DARK[:3]


def test_the_hand_keys_stay_under_their_slots_mid_deal(app, monkeypatch) -> None:
    """Round 11, shot 38: "touche 2/3" were missing while their cards flew in."""
    from scene_input import spy_texts

    from scenes.monsters import drawing

    table = _live_two(app)
    for cid in table.hand():
        table.painter.motion.hidden.add(("hand", cid))  # every card still on its way
    seen = spy_texts(monkeypatch, drawing)
    table.painter.draw_hand(pygame.Surface((1280, 720)))
    assert [s for s in seen if s.startswith("touche")] == ["touche 1", "touche 2", "touche 3"], seen
    assert not any(s.startswith("n°") for s in seen), seen


def test_cards_dealt_to_a_bot_land_on_its_face_down_hand_not_its_status(app) -> None:
    """Round 11, shot 74: the backs dealt to the bot covered "superpose…" on its panel."""
    from game.core import Event
    from scenes.monsters.drawing import L

    table = _live_two(app)
    ends: list[tuple[float, float]] = []
    def fly(draw, start, end, *args, **kwargs) -> None:
        ends.append(end)
        if kwargs.get("on_done") is not None:  # a flight's next leg (nc23: along the panel's hand row)
            kwargs["on_done"]()

    table.fly = fly  # type: ignore[method-assign]
    table.on_dealt(Event("dealt", 1, {"count": 3, "deck": 30}))
    # nc32 (shots 37, 65): the cards go into the panel at its right edge, on its hand's row, and slide no
    # more across its status and its count of tricks
    panel = L.seat_panel(1)
    from scenes.monsters.table import PANEL_WAY

    ends = [e for e in ends if abs(e[0] - panel.right - PANEL_WAY // 2) <= 1 and panel.top < e[1] < panel.bottom]
    assert len(ends) == 3, ends
