"""The Elem Master table, headless: clicks and keys give the engine's actions, bots finish a
game, hidden placements stay hidden, every event kind is shown without crashing."""

import pygame

from game import i18n
from game.core import Event, act
from game.elemmaster.contract import stacks_of
from game.i18n import t
from game.match import Match
from scenes.app import open_table
from scenes.common import ResultsScene
from scenes.elemmaster.selection import action_paths
from scenes.elemmaster.table import ElemMasterTable
from scenes.menu import MenuScene

SOUFFLE = """terrain: forest
stacks:
  b2: 0 air 3
  c2: 1 fire 1
  b4: 0 fire 3
  d4: 0 earth 2
  e4: 1 earth 2
  a6: 0 earth 1
  f6: 1 earth 1
current: 0
"""


from scene_input import click, key, open_scenario, run  # noqa: E402


def scenario_table(app, tmp_path, text, seats=("human", "bot:easy")):
    path = tmp_path / "scenario.yaml"
    path.write_text(text)
    table = open_scenario(app, "elemmaster", seats, path)
    assert isinstance(table, ElemMasterTable)
    return table


def new_table(app, seats, speed="instant", **options):
    app.settings.speed = speed
    app.stack.push(MenuScene(app))
    open_table(app, Match("elemmaster", list(seats), seed=5, options=options))
    table = app.stack.top
    assert isinstance(table, ElemMasterTable)
    return table


def test_paths_accept_any_order_of_a_blaze():
    paths = action_paths(act("brasier", "c3", "b4", "d4"))
    assert ("c3", "b4", "d4") in paths and ("c3", "d4", "b4") in paths
    assert action_paths(act("event", "averse", "c3", 2)) == [("c3",)]
    assert action_paths(act("end")) == [()]


def test_click_a_stack_then_a_cell_moves_with_the_split_menu(app, tmp_path):
    table = scenario_table(app, tmp_path, SOUFFLE)
    click(app, table.layout.cell_rect("d4").center)
    assert table.selection.cells == ["d4"]
    assert "d3" in table.selection.targets() and table.selection.targets()["d3"] == ["move"]
    assert "e4" not in table.selection.targets()  # Earth never interacts with Earth
    click(app, table.layout.cell_rect("d3").center)
    menu = table.selection.complete()
    assert menu == [act("move", "d4", "d3", 1), act("move", "d4", "d3", 2)]
    assert len(table.bar.buttons) >= len(menu)  # one menu button each, pressed by 1, 2...
    key(app, pygame.K_2)  # the second menu entry: the whole stack
    run(app, 0.2)
    assert table.feed.match.moves[-1] == [0, "move d4 d3 2"]
    assert "d3" in table.model.stacks and "d4" not in table.model.stacks


def test_attack_and_souffle_on_the_same_cell_use_the_menu(app, tmp_path):
    table = scenario_table(app, tmp_path, SOUFFLE)
    click(app, table.layout.cell_rect("b2").center)
    click(app, table.layout.cell_rect("c2").center)
    menu = table.selection.complete()
    souffle = act("souffle", "b2", "c2", 2)
    assert souffle in menu and any(a.kind == "attack" for a in menu)
    # the menu's button for it (« Annuler (Échap) » stands first since f38)
    click(app, next(b for b in table.bar.buttons if b.tag == str(souffle)).rect.center)
    run(app, 0.3)
    assert table.feed.match.moves[-1] == [0, "souffle b2 c2 2"]
    assert table.feed.match.state.stacks_json().get("e2", [None])[1] == "fire"


def test_blaze_picks_two_cells_in_any_order(app, tmp_path):
    table = scenario_table(app, tmp_path, SOUFFLE)
    click(app, table.layout.cell_rect("b4").center)
    click(app, table.layout.cell_rect("c5").center)
    assert "a3" in table.selection.targets()  # a second blaze cell
    click(app, table.layout.cell_rect("a3").center)
    run(app, 0.3)
    assert table.feed.match.moves[-1] == [0, "brasier b4 a3 c5"]


def test_keyboard_cursor_enter_escape_and_end_turn(app, tmp_path):
    table = scenario_table(app, tmp_path, SOUFFLE)
    table.cursor = (3, 3)  # d4
    key(app, pygame.K_RETURN)
    assert table.selection.cells == ["d4"]
    key(app, pygame.K_ESCAPE)
    assert table.selection.cells == [] and app.stack.top is table  # the first Escape deselects
    key(app, pygame.K_RETURN)
    key(app, pygame.K_DOWN)  # d3
    key(app, pygame.K_RETURN)
    key(app, pygame.K_1)
    run(app, 0.2)
    assert table.feed.match.moves[-1] == [0, "move d4 d3 1"]
    key(app, pygame.K_e)
    run(app, 0.2)
    assert [0, "end"] in table.feed.match.moves
    key(app, pygame.K_ESCAPE)
    assert type(app.stack.top).__name__ == "PauseScene"


def test_grow_by_clicking_the_selected_stack_again(app, tmp_path):
    text = SOUFFLE.replace("d4: 0 earth 2", "d4: 0 earth 1")
    table = scenario_table(app, tmp_path, text)
    click(app, table.layout.cell_rect("d4").center)
    assert act("grow", "d4") in table.selection.complete()
    click(app, table.layout.cell_rect("d4").center)
    run(app, 0.2)
    assert table.feed.match.moves[-1] == [0, "grow d4"]


def test_event_card_then_target(app):
    table = new_table(app, ["human", "bot:easy"], events="on")
    run(app, 0.5)
    seat = table.acting_seat()
    assert seat == table.viewer
    legal = table.feed.legal(seat)
    card_actions = [a for a in legal if a.kind == "event" and action_paths(a)[0]]
    assert card_actions  # seed 5 draws cards with targets
    a = card_actions[0]
    card = str(a.args[0])
    rect = next(r for r, c in table.panels.cards if c == card)
    click(app, rect.center)
    assert table.selection.event == card
    for cell in action_paths(a)[0]:
        click(app, table.layout.cell_rect(cell).center)
    assert table.feed.match.moves == []  # several actions end on these cells (the distance): a menu
    menu = table.selection.complete()
    assert len(menu) > 1 and a in menu
    key(app, pygame.K_1 + menu.index(a))
    run(app, 0.5)
    assert table.feed.match.moves[0] == [0, str(a)]


def test_free_start_placement_is_hidden_from_the_others(app):
    table = new_table(app, ["human", "bot:medium"], start="free")
    run(app, 0.5)
    st = table.feed.match.state
    assert st.phase == "placement"
    # the bot placed its army: its stacks never reach the human's screen before the reveal
    assert st.ready[1]
    assert all(s[0] == 0 for s in table.model.stacks.values())
    home = table.model.home
    click(app, table.layout.cell_rect(home[0]).center)
    run(app, 0.1)
    assert table.feed.match.moves[-1] == [0, f"place {home[0]} earth"]
    click(app, table.layout.cell_rect(home[0]).center, button=3)
    run(app, 0.1)
    assert table.feed.match.moves[-1] == [0, f"unplace {home[0]}"]
    key(app, pygame.K_2)
    assert table.selection.element == "fire"
    for i, cell in enumerate(home[:12]):
        table.selection.element = ("earth", "fire", "water")[i // 4]
        click(app, table.layout.cell_rect(cell).center)
        run(app, 0.05)
    ready = next(b for b in table.bar.buttons if b.label == t("elemmaster.ready"))
    click(app, ready.rect.center)
    run(app, 2.0)
    assert st.phase == "play"
    assert any(s[0] == 1 for s in table.model.stacks.values())  # revealed


def test_draft_buttons_pick_a_specialty(app):
    table = new_table(app, ["human", "bot:easy"], specialties="choose")
    run(app, 0.3)
    st = table.feed.match.state
    assert st.phase == "draft" and table.acting_seat() == 0
    b = next(b for b in table.bar.buttons if b.tag == "druide")
    click(app, b.rect.center)
    run(app, 0.5)
    assert st.specialty[0] == "druide"


def test_bots_play_a_whole_4p_game_to_the_results(app):
    table = new_table(app, ["bot:easy"] * 4, events="on", specialties="random")
    for n in range(20000):
        app.frame(1 / 30, draw=n % 15 == 0)  # every animation still runs; one picture in 15 is drawn
        if type(app.stack.top).__name__ == "ResultsScene":
            break
    assert table.feed.match.state.is_over
    results = app.stack.top
    assert isinstance(results, ResultsScene)
    # the results list each seat: the tokens its side kept, or out of the game
    res = table.feed.result()
    counts = res.details["counts"]
    assert len(results.rows) == 4
    for seat, row in enumerate(results.rows):
        side = counts.get(str(seat))
        if side is None:
            assert row == [t("results.elemmaster.out")]
        else:
            fire = res.details["fire"][str(seat)]
            assert row == [t("results.elemmaster.tokens", earth=side[0], fire=fire, water=side[1], air=side[2])]
    assert all(str(w) in counts for w in res.winners)  # a winner is never out (a draw may have none)
    # the screen ends on the engine's position
    assert table.model.stacks == stacks_of(table.feed.view(table.viewer)["stacks"])


def test_every_event_kind_is_shown(app, tmp_path):
    table = scenario_table(app, tmp_path, SOUFFLE)
    app.settings.speed = "normal"
    data = {
        "setup": {"arena": "blank"}, "turn_start": {"ap": 3, "turn": 1, "round": 1}, "turn_end": {},
        "grow": {"cell": "d4", "element": "earth", "gained": 1, "level": 3},
        "move": {"src": "d4", "dst": "d3", "count": 1, "element": "earth", "player": 0, "whole": False,
                 "cause": "move"},
        "merge": {"cell": "d3", "element": "earth", "level": 2, "excess": 0},
        "desert": {"cell": "d3", "element": "water", "lost": 1, "level": 1},
        "attack": {"src": "b4", "dst": "e4", "winner": "b4", "loser": "e4", "winner_element": "fire",
                   "loser_element": "earth", "lost": 1, "gained": 0, "vanished": False, "cause": "attack"},
        "take_place": {"src": "b4", "dst": "c4", "element": "fire"},
        "souffle": {"src": "b2", "dst": "c2", "count": 1, "element": "fire", "cause": "souffle", "spent": 1},
        "push_held": {"cell": "c2", "element": "fire", "player": 1, "into": "collision", "against": "d2"},
        "pushed": {"src": "c2", "dst": "e2", "steps": 2, "element": "fire", "player": 1, "vanished": False,
                   "into": "", "against": ""},
        "brasier": {"src": "c4", "cells": ["c5", "d5"]},
        "vague": {"src": "a6", "dst": "b6", "members": []}, "wave_stay": {"cell": "a6"},
        "immobilised": {"cells": ["f6"], "cause": "hiver"},
        "specialty": {"specialty": "druide"}, "specialty_used": {"specialty": "druide"},
        "placed": {"cell": "a1", "element": "earth", "level": 1}, "placed_hidden": {"placed": 1},
        "unplaced": {"cell": "a1", "element": "earth", "level": 0}, "unplaced_hidden": {"placed": 0},
        "ready": {}, "revealed": {"stacks": {"a6": [0, "earth", 1, 0, 0, ""], "f6": [1, "earth", 1, 0, 0, ""]},
                                  "reserve": [dict.fromkeys(("earth", "fire", "water", "air"), 5)] * 2},
        "eliminated": {}, "removed_from_game": {},
        "aside": {"count": 1, "total": 1}, "sacrifice": {"cell": "a6", "element": "earth", "level": 1},
        "summon": {"cell": "b1", "element": "fire", "level": 2, "player": 0},
        "genie": {"cell": "b1", "element": "fire", "player": 0},
        "transformed": {"cell": "a6", "old": "fire", "new": "water", "level": 1, "player": 0},
        "marked": {"cell": "a6"}, "morph": {"cell": "a6", "element": "air"},
        "event_played": {"event": "pleinelune", "copy": "averse"},
        "level": {"cell": "a6", "element": "water", "player": 0, "before": 1, "after": 2},
        "effect": {"effect": "brouillard", "target": 1}, "ap": {"ap": 1, "change": -2},
        "void": {"cell": "c3"}, "event_taken": {"event": "gel"},
        "events_replaced": {"removed": ["gel"], "count": 1}, "events_revealed": {"events": ["gel"]},
        "step_done": {"step": "aurore"},
        "game_over": {"winners": [0], "reason": "no_fire"},
    }
    from game.elemmaster.contract import EVENTS

    assert set(data) == set(EVENTS)
    for kind, d in data.items():
        ev = Event(kind, 1 if kind in ("eliminated", "removed_from_game") else 0, d)
        table.shown.append(ev)
        duration = table.show(ev)  # the model folds it in, the handler animates it
        assert duration >= 0, kind
        if kind == "void":
            assert "c3" in table.model.void and "c3" not in table.model.stacks
        assert i18n.describe("elemmaster", ev, table.names) is not None or kind in ("effect", "step_done"), kind
        run(app, 0.05)
    run(app, 3.0)
    surf = pygame.Surface((1280, 720))
    table.draw(surf)


def test_a_mid_game_4p_board_draws(app):
    table = new_table(app, ["bot:hard", "bot:medium", "bot:easy", "bot:hard"], speed="fast", events="on")
    run(app, 4.0, 1 / 30)
    surf = pygame.Surface((1280, 720))
    table.draw(surf)
    assert table.layout.size == table.model.size == 10
    assert table.layout.grid.right < table.layout.side.x  # the whole board left of the players' panels


def test_v_walks_the_event_cards_by_keyboard(app):
    table = new_table(app, ["human", "bot:easy"], events="on")
    run(app, 0.5)
    usable = [str(a.args[0]) for _, a in table.selection.paths() if a.kind == "event"]
    assert usable
    key(app, pygame.K_v)
    assert table.selection.event == usable[0]
    key(app, pygame.K_ESCAPE)
    assert table.selection.event is None and app.stack.top is table


def test_teams_table_shows_and_plays(app):
    table = new_table(app, ["bot:easy"] * 4, speed="fast", players_mode="teams")
    run(app, 3.0, 1 / 30)
    surf = pygame.Surface((1280, 720))
    table.draw(surf)
    assert table.feed.match.state.mode == "teams"
    assert len(table.feed.match.moves) > 0


def test_two_people_place_behind_the_screen_with_a_look_away(app):
    from scenes.common import LookAway

    table = new_table(app, ["human", "human"], start="free")
    run(app, 0.3)
    st = table.feed.match.state
    for seat in (0, 1):
        if isinstance(app.stack.top, LookAway):
            key(app, pygame.K_RETURN)
            run(app, 0.1)
        assert table.viewer == seat and table.acting_seat() == seat
        assert all(s[0] == seat for s in table.model.stacks.values())  # the other army stays hidden
        home = table.model.home
        for i, cell in enumerate(home):
            table.selection.element = ("earth", "fire", "water")[i // 4]
            click(app, table.layout.cell_rect(cell).center)
        ready = next(b for b in table.bar.buttons if b.label == t("elemmaster.ready"))
        click(app, ready.rect.center)
        run(app, 0.3)
    if isinstance(app.stack.top, LookAway):
        key(app, pygame.K_RETURN)
    run(app, 2.0)
    assert st.phase == "play"
    assert {s[0] for s in table.model.stacks.values()} == {0, 1}


def test_hand_over_during_the_free_start_hides_the_previous_placements_from_the_log(app):
    from scenes.common import LookAway

    table = new_table(app, ["human", "human"], start="free")
    run(app, 0.3)
    if isinstance(app.stack.top, LookAway):
        key(app, pygame.K_RETURN)
    home = table.model.home
    for i, cell in enumerate(home):
        table.selection.element = ("earth", "fire", "water")[i // 4]
        click(app, table.layout.cell_rect(cell).center)
    mine = {i18n.describe("elemmaster", e, table.names) for e in table.feed.history() if e.to == (0,)}
    assert mine and mine <= set(table.log.entries)  # seat 0 reads its own placements
    ready = next(b for b in table.bar.buttons if b.label == t("elemmaster.ready"))
    click(app, ready.rect.center)
    run(app, 0.3)
    if isinstance(app.stack.top, LookAway):
        key(app, pygame.K_RETURN)
    run(app, 0.3)
    assert table.viewer == 1
    assert not mine & set(table.log.entries)  # after the hand-over: none of seat 0's private lines
    assert all(s[0] == 1 for s in table.model.stacks.values())


def test_a_refused_click_says_the_engines_reason(app, tmp_path):
    table = scenario_table(app, tmp_path, SOUFFLE)
    click(app, table.layout.cell_rect("d4").center)
    assert table.selection.cells == ["d4"]
    click(app, table.layout.cell_rect("e4").center)  # Earth never attacks Earth
    reason = table.feed.why(0, act("attack", "d4", "e4"))
    assert reason.key == "elemmaster.same_element"
    assert table.error == i18n.refusal("elemmaster", reason, table.names)
    assert table.feed.match.moves == [] and table.selection.cells == []
    click(app, table.layout.cell_rect("e4").center)  # not one of this seat's stacks: a grow would be refused
    reason = table.feed.why(0, act("grow", "e4"))
    assert reason.key == "elemmaster.not_yours"
    assert table.error == i18n.refusal("elemmaster", reason, table.names)


def test_inspect_names_terrains_stacks_and_cards(app, tmp_path):
    table = scenario_table(app, tmp_path, SOUFFLE)
    name, text = table.inspect_at(table.layout.cell_rect("d4").center)
    assert name == f"{i18n.name('elemmaster', 'earth')} 2" and table.names[0] in text
    name, _text = table.inspect_at(table.layout.cell_rect("a1").center)
    assert name == i18n.name("elemmaster", "forest")
    events = new_table(app, ["human", "bot:easy"], events="on")
    run(app, 0.5)
    rect, card = events.panels.cards[0]
    assert events.inspect_at(rect.center)[0] == events.pieces.card_name(card)


def test_undo_takes_back_a_move_against_a_bot(app, tmp_path):
    table = scenario_table(app, tmp_path, SOUFFLE)
    before = table.feed.match.state.to_json()
    click(app, table.layout.cell_rect("d4").center)
    click(app, table.layout.cell_rect("d3").center)
    key(app, pygame.K_2)
    run(app, 0.3)
    assert "d3" in table.model.stacks
    key(app, pygame.K_u)
    run(app, 0.1)
    assert table.feed.match.state.to_json() == before
    assert "d4" in table.model.stacks and "d3" not in table.model.stacks


def test_replay_steps_forward_and_back_with_the_model_in_line(app):
    from game.feed import ReplayFeed

    m = Match("elemmaster", ["bot:easy", "bot:medium"], seed=4, options={"events": "on"})
    for _ in range(12):
        m.bot_step()
    app.settings.speed = "instant"
    app.stack.push(MenuScene(app))
    table = ElemMasterTable(app, ReplayFeed(m.log()))
    app.stack.push(table)
    run(app, 0.05)
    for _ in range(6):
        key(app, pygame.K_RIGHT)
        run(app, 0.05)
    key(app, pygame.K_LEFT)
    run(app, 0.05)
    assert table.feed.step == 5
    assert table.model == type(table.model).from_view(table.feed.view(table.viewer), table.viewer)
    key(app, pygame.K_END)
    run(app, 0.05)
    assert table.model.stacks == stacks_of(m.state.view(table.viewer)["stacks"])


def test_a_hint_points_at_the_next_click_that_makes_that_action(app, tmp_path):
    """A hint "Brasier b4 → a3" outlined b4, a3 and c5 at once: a second click on a3 then made a plain
    move. The hint points where the person clicks next for THAT action (as the tutorial's
    `action_rect`): following its outline click by click plays the Brasier, not a move."""
    from game.hints import Hint

    table = scenario_table(app, tmp_path, SOUFFLE)
    blaze = act("brasier", "b4", "a3", "c5")
    assert blaze in table.feed.legal(0)
    table.hint_shown = Hint(0, blaze, "plan_brasier", {"cell": "b4", "to": "a3", "to2": "c5", "count": 1},
                            table._decisions())
    assert table._hint_rects(blaze) == [table.layout.cell_rect("b4")]
    clicked = []
    for _ in range(4):
        if table.feed.match.moves:
            break
        rects = table._hint_rects(blaze)
        assert rects, f"no place outlined after {clicked}"
        cell = table.layout.cell_at(rects[0].center)
        clicked.append(cell)
        click(app, rects[0].center)
        run(app, 0.2)
    assert table.feed.match.moves[-1] == [0, "brasier b4 a3 c5"], (clicked, table.feed.match.moves)
    assert clicked == ["b4", "a3", "c5"]
    table.draw(pygame.Surface((1280, 720)))  # the order badges draw


def test_out_of_action_points_the_prompt_says_to_end_the_turn(app, tmp_path):
    """At 0 AP the prompt said "Cliquez un de vos élémentaires": it now says what is left, a free
    souffle or only the end of the turn (E), in both languages."""
    table = scenario_table(app, tmp_path, SOUFFLE + "ap: 0\n")
    legal = table.feed.legal(0)
    assert act("end") in legal and all(a.kind in ("souffle", "end") for a in legal)
    table.refresh_ui()
    assert table.prompt_key == "elemmaster.prompt.free_only"
    assert table.bottom_text() == t("elemmaster.prompt.free_only") and "(E)" in table.bottom_text()
    no_air = SOUFFLE.replace("  b2: 0 air 3\n", "") + "ap: 0\n"
    table = scenario_table(app, tmp_path, no_air)
    assert table.feed.legal(0) == [act("end")]
    table.refresh_ui()
    assert table.prompt_key == "elemmaster.prompt.end_only"
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        for k in ("free_only", "end_only", "nothing_left"):
            text = t(f"elemmaster.prompt.{k}")
            assert text and "elemmaster" not in text and "(E)" in text, text
    i18n.set_lang("fr")
    assert t("elemmaster.prompt.end_only") == "Vous n'avez plus de PA\u00a0: finissez le tour (E)"


def test_a_refusals_toast_covers_no_button(app, tmp_path):
    """The toast of a refusal sat at the foot of the screen, over "Fin du tour (E)" (shot-219): it
    now goes where it covers no button of the table or of the tool bar."""
    from sprites.fonts import TYPE, render

    table = scenario_table(app, tmp_path, SOUFFLE)
    click(app, table.layout.cell_rect("e4").center)  # not one's own: refused, the toast shows
    assert table.error
    table.flash(table.error + " " + table.error)  # a long one, as wide as the foot's buttons
    end = next(b for b in table.buttons_shown() if b.tag == "end")
    img = render(table.error, TYPE.BODY, (0, 0, 0))
    r = table.error_rect(img.get_size(), (1280, 720))
    buttons = [b.rect for b in (*table.buttons_shown(), *table.tools.buttons)]
    assert r.collidelist(buttons) < 0, (r, end.rect)
    # near the middle of the foot, or off the board where it fits there (nc25 shot 51)
    assert r.top > 0 and r.bottom <= 720 and (abs(r.centerx - 640) <= 60 or not r.colliderect(table.layout.board))
    assert not r.colliderect(table.log.rect), r  # off the log's newest lines (tests/test_toast_place.py)
    table.draw(pygame.Surface((1280, 720)))
