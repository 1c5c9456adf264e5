"""The Monsters table, headless: stacking by keys and mouse, real time, bots, secrets, results."""

import json

import pygame
import pytest

from game import i18n
from game.contract import check
from game.core import Action, Event, visible
from game.match import Match
from game.monsters import EVENT_KINDS
from game.monsters.cards import HOLE, mirror, orient
from game.monsters.contract import EVENTS
from game.monsters.defs import load_defs
from scenes.app import open_table, save_path
from scenes.menu import MenuScene
from scenes.monsters.drawing import DEMO_TIME, L, cell_centre
from scenes.monsters.model import MonstersModel, inspect_text
from scenes.monsters.table import MonstersTable
from sprites.palette import SEAT_COLORS

SCEN = "data/monsters/scenarios/"
BOARD, CENTRE = L.board, L.centre


def run(app, seconds, step=1 / 30):
    for _ in range(round(seconds / step)):
        app.frame(step)


from scene_input import key, spy_texts, step_again  # noqa: E402


def mouse(app, kind, pos, button=1):
    pygame.event.post(pygame.event.Event(kind, pos=pos, button=button))
    app.frame(1 / 60)


def move(app, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(1 / 60)


def click(app, pos, button=1):
    mouse(app, pygame.MOUSEBUTTONDOWN, pos, button)
    mouse(app, pygame.MOUSEBUTTONUP, pos, button)


def drag(app, start, end):
    move(app, start)
    mouse(app, pygame.MOUSEBUTTONDOWN, start)
    move(app, ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2))
    move(app, end)
    mouse(app, pygame.MOUSEBUTTONUP, end)


def wheel(app, pos, y):
    move(app, pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False))
    app.frame(1 / 60)


def table_with(app, seats, seed=3, speed="instant", scenario=None, options=None, demo=False):
    app.settings.speed = speed
    app.stack.push(MenuScene(app))
    m = Match("monsters", seats, seed=seed, options=options, scenario=SCEN + scenario if scenario else None)
    open_table(app, m, demo=demo)
    table = app.stack.top
    assert isinstance(table, MonstersTable)
    return table


def go_live(app, table, limit=20.0, step=0.2):
    t = 0.0
    while not table.live and t < limit:
        app.frame(step)
        t += step
    assert table.live


def click_badge(table, cid, steps: str) -> None:
    """Click Retourner and Tourner as a hint badge's words say, in their order."""
    for word in steps.split():
        if word.startswith("⇄"):
            table.flip(cid)
        elif word.startswith("↻"):
            for _ in range(int(word[1:])):
                table.turn(cid)
        elif word.startswith("↺"):  # three quarter turns, the wheel's one notch up
            table.turn(cid, -1)


def arrange_legal_trick(table) -> None:
    """Put the hand in the order and turns of a legal trick, as a person's clicks would."""
    _, placements = legal_trick(table)
    table.arrangement.stack = [p[0] for p in placements]
    table.arrangement.orient = {p[0]: (p[1], p[2]) for p in placements}


def legal_trick(table, seat=0):
    tricks = [a for a in table.feed.match.state.legal_actions(seat) if a.kind == "trick"]
    assert tricks
    a = tricks[0]
    return a, [tuple(a.args[1 + 3 * i : 4 + 3 * i]) for i in range(3)]


def shown_results(app, table):
    """The result and, per seat, the rows the results screen shows (scenes/common.py `breakdown`)."""
    results = app.stack.top
    assert type(results).__name__ == "ResultsScene"
    return table.feed.result(), results.rows


def tricks_row(counts):
    """The results' row of a seat's tricks in the last round, from its counts (colour -> tricks)."""
    return i18n.t("results.monsters.tricks", n=sum(counts.values()), colours=len(counts))


def best_row(counts):
    """The results' row of a seat's best colour in the last round (what a deck-out compares first)."""
    colour = max(counts, key=lambda c: counts[c])
    if counts[colour] == 1:  # every colour once: said so, for every seat alike (round 11)
        return i18n.t("results.monsters.best_once")
    return i18n.t("results.monsters.best", colour=i18n.name("monsters", colour), n=counts[colour])


def time_moves(m):
    return [mv[1] for mv in m.moves if mv[0] == "time"]


def test_keys_stack_turn_flip_and_claim_the_trick(app):
    table = table_with(app, ["human", "bot:easy"], scenario="last_colour.yaml")
    key(app, pygame.K_1)
    assert table.arrangement.stack == [] and table.feed.match.moves == []  # the countdown runs: no play yet
    go_live(app, table)
    action, placements = legal_trick(table)
    hand = table.hand()
    for cid, rot, flip in reversed(placements):  # the bottom card first: each new card goes on top
        key(app, pygame.K_1 + hand.index(cid))
        if flip:
            key(app, pygame.K_f)
        for _ in range(rot):
            key(app, pygame.K_r)
    assert table.arrangement.placements() == placements
    assert table.claimable() == [str(action.args[0])]
    # a full turn back and forth leaves the arrangement as it was
    key(app, pygame.K_r, pygame.KMOD_SHIFT)
    key(app, pygame.K_r)
    assert table.arrangement.placements() == placements
    key(app, pygame.K_RETURN)
    played = [mv for mv in table.feed.match.moves if mv[0] == 0]
    assert played == [[0, str(action)]]
    assert table.feed.match.state.history[0]["winners"] == [0]  # purple was the last colour
    assert not table.live  # the round is over: the clock stops for the round's result


def test_flip_mirrors_what_is_seen_even_on_a_turned_card(app):
    table = table_with(app, ["human", "bot:easy"], scenario="swap_for_trick.yaml")
    go_live(app, table)
    cid = table.hand()[0]
    grid = load_defs().cards.cards[cid].grid
    key(app, pygame.K_1)
    key(app, pygame.K_r)
    seen = orient(grid, *table.arrangement.orient[cid])
    key(app, pygame.K_f)
    assert orient(grid, *table.arrangement.orient[cid]) == mirror(seen)
    key(app, pygame.K_BACKSPACE)
    assert table.arrangement.stack == []


def test_mouse_drag_wheel_right_click_and_the_claim_button(app):
    table = table_with(app, ["human", "bot:easy"], scenario="last_colour.yaml")
    go_live(app, table)
    action, placements = legal_trick(table)
    hand = table.hand()
    for cid, rot, flip in reversed(placements):
        drag(app, L.hand_slot(hand.index(cid)).center, BOARD.center)
        assert table.arrangement.stack[0] == cid and table.arrangement.selected == cid
        if flip:
            click(app, BOARD.center, button=3)
        for _ in range(rot):
            wheel(app, BOARD.center, -1)  # down: clockwise, as ↻ counts
    assert table.arrangement.placements() == placements
    claim = [b for b in table.bar.buttons if b.tag.startswith("claim ")]
    assert [b.tag for b in claim] == [f"claim {c}" for c in table.claimable()[:2]] and claim[0].enabled
    click(app, claim[0].rect.center)
    assert [0, str(action)] in table.feed.match.moves


def test_layers_reorder_and_dragging_off_the_board_takes_a_card_back(app):
    table = table_with(app, ["human", "bot:easy"], scenario="swap_for_trick.yaml")
    go_live(app, table)
    hand = table.hand()
    for i in range(3):
        click(app, L.hand_slot(i).center)  # a click stacks the card too
    assert table.arrangement.stack == [hand[2], hand[1], hand[0]]
    drag(app, L.layer_slot(0).center, L.layer_slot(2).center)
    assert table.arrangement.stack == [hand[1], hand[0], hand[2]]
    key(app, pygame.K_UP)  # the selected card (hand[2]) goes up one layer
    assert table.arrangement.stack == [hand[1], hand[2], hand[0]]
    drag(app, L.layer_slot(0).center, (150, 650))
    assert table.arrangement.stack == [hand[2], hand[0]]
    drag(app, BOARD.center, (800, 600))  # the board's card (the selected one) goes back to the hand
    assert len(table.arrangement.stack) == 1
    assert table.feed.match.moves == [] or all(mv[0] == "time" for mv in table.feed.match.moves)


def test_swaps_by_centre_click_by_keys_and_by_dragging_onto_the_centre(app):
    table = table_with(app, ["human", "bot:easy"], scenario="swap_for_trick.yaml")
    go_live(app, table)
    click(app, CENTRE.center)
    assert table.arrangement.swap_mode
    click(app, L.hand_slot(1).center)
    assert [0, "swap 2"] in table.feed.match.moves
    assert table.hand()[1] == 13 and table.view["centre"] == 2
    key(app, pygame.K_s)
    key(app, pygame.K_3)
    assert [0, "swap 4"] in table.feed.match.moves
    key(app, pygame.K_s)
    key(app, pygame.K_ESCAPE)  # Escape cancels the swap before it would pause
    assert not table.arrangement.swap_mode and app.stack.top is table
    first = table.hand()[0]
    drag(app, L.hand_slot(0).center, CENTRE.center)
    assert [0, f"swap {first}"] in table.feed.match.moves


def test_real_time_bots_act_exactly_when_their_delay_runs_out_and_replay(app):
    table = table_with(app, ["human", "bot:hard", "bot:medium"], seed=11)
    go_live(app, table)
    run(app, 12.0, step=0.1)  # big frames: the bots still act at their exact moments
    m = table.feed.match
    assert any(mv[0] in (1, 2) for mv in m.moves), "a hard bot acts within a few seconds"
    gone = sum(time_moves(m)) + table.feed.unsent_time()
    if not m.state.history:
        assert abs(gone - 12.0) < 0.05  # real time is real time: one second is one second
    # the log replays to the same position, and each bot acted at its exact moment, never late
    replay = Match("monsters", m.seats, seed=m.seed, options=m.options)
    for mv in m.moves:
        st = replay.state
        if mv[0] == "time":
            for seat, bot in replay.bots.items():
                legal = st.legal_actions(seat)
                if legal:
                    assert bot.delay(st.view(seat), legal) >= mv[1] - 1e-6
            replay.pass_time(mv[1])
        else:
            seat = int(mv[0])
            if seat in replay.bots:
                assert replay.bots[seat].delay(st.view(seat), st.legal_actions(seat)) <= 1e-6
                assert str(replay.bot_choice(seat)) == mv[1]
            replay.play(seat, Action.parse(mv[1]))
    assert replay.state.to_json() == m.state.to_json()


def test_pause_stops_the_clock_hides_the_hand_and_a_countdown_follows(app):
    table = table_with(app, ["human", "bot:easy"], scenario="swap_for_trick.yaml")
    go_live(app, table)
    run(app, 1.0)
    clock = table.feed.match.state.clock + table.feed.unsent_time()
    hand = set(table.hand())
    key(app, pygame.K_ESCAPE)
    assert type(app.stack.top).__name__ == "PauseScene"
    run(app, 2.0)
    assert table.feed.match.state.clock + table.feed.unsent_time() == clock
    assert not (table.faces_drawn & hand), "the hand is face down while paused"
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is table and not table.live and table.countdown
    run(app, 1.0)
    assert table.feed.match.state.clock + table.feed.unsent_time() == clock and not table.live
    go_live(app, table)
    app.frame(1 / 30)
    assert hand <= table.faces_drawn


def test_solo_hourglass_runs_down_and_the_sand_out_opens_the_results(app):
    table = table_with(app, ["human"], options={"hourglass": 60})
    go_live(app, table)
    run(app, 30.0, step=0.5)
    assert 29 < table.round_clock() < 31
    assert table.view["sand"] is not None
    run(app, 40.0, step=0.5)
    st = table.feed.match.state
    assert st.is_over and st.history[-1]["reason"] == "sand_out"
    assert abs(sum(time_moves(table.feed.match)) - 60.0) < 1e-6  # the sand ran out at its exact moment
    run(app, 6.0, step=0.2)
    assert table.round_panel is not None  # the last round's summary waits, as every round's (round 8)
    key(app, pygame.K_RETURN)
    run(app, 2.0, step=0.2)
    res, rows = shown_results(app, table)
    counts = st.history[-1]["counts"][0]
    assert res.winners == () and not counts  # lost: no star, no colour
    assert rows == [[i18n.t("results.monsters.solo_colours", n=0, total=5), tricks_row(counts)]]


def test_solo_last_seconds_claimed_in_time_wins(app):
    table = table_with(app, ["human"], scenario="solo_last_seconds.yaml")
    go_live(app, table)
    arrange_legal_trick(table)
    key(app, pygame.K_KP_ENTER)
    assert table.feed.match.state.result().winners == (0,)
    run(app, 6.0)
    key(app, pygame.K_RETURN)  # the summary waits for the person (round 8)
    run(app, 2.0)
    res, rows = shown_results(app, table)
    counts = table.feed.match.state.history[-1]["counts"][0]
    assert res.winners == (0,) and len(counts) == len(table.colour_ids)  # the star: every colour in time
    assert rows[0][1] == tricks_row(counts)
    # solo is one round: its score is the colours taken, never "manches gagnées : 5"
    assert rows[0][0] == i18n.t("results.monsters.solo_colours", n=5, total=5) == "couleurs réunies\u00a0: 5 sur 5"


def test_bots_play_a_whole_match_to_the_results_on_the_spectator_view(app):
    table = table_with(app, ["bot:hard", "bot:medium"], seed=5, options={"rounds": 1})
    assert table.viewer is None and "hand" not in table.view
    for _ in range(3000):
        app.frame(0.25)
        if table.finished_shown:
            break
    assert table.feed.match.state.is_over
    res, rows = shown_results(app, table)
    assert res.winners  # a star
    last = table.feed.match.state.history[-1]["counts"]
    assert rows == [[i18n.t("results.monsters.rounds", n=int(res.scores[s])), tricks_row(last[s])]
                    + ([best_row(last[s])] if last[s] and max(last[s].values()) > 0 else []) for s in (0, 1)]
    assert max(res.scores) == 1  # the one round, won


def test_no_hidden_card_is_ever_drawn(app):
    table = table_with(app, ["human", "bot:hard", "bot:hard"], seed=21, speed="normal")
    m = table.feed.match
    known: set[int] = set()  # what seat 0 has been shown: its hands, the centre cards, the tricks
    for _ in range(400):
        app.frame(1 / 20)
        st = m.state
        known |= set(st.hands[0]) | ({st.centre} if st.centre else set())
        known |= {c for ts in st.tricks for tr in ts for c in tr["cards"]}
        drawn = table.faces_drawn
        assert not (drawn & set(st.deck.cards)), "a card of the deck was drawn face up"
        assert not (drawn - known), "another seat's card was drawn before it was ever public"
    assert any(mv[0] in (1, 2) for mv in m.moves)
    assert "hands" not in table.view and set(table.view["hand"]) == set(m.state.hands[0])


def test_the_private_deal_only_reaches_its_own_seat(app):
    table = table_with(app, ["human", "bot:hard"], seed=2)
    events = table.feed.match.opening_events
    mine = visible(events, 0)
    assert any(e.kind == "deal" and e.seat == 0 for e in mine)
    assert not any(e.kind == "deal" and e.seat == 1 for e in mine)
    lines = table.log.lines
    bot_cards = table.feed.match.state.hands[1]
    assert not any(f"{bot_cards[0]}, {bot_cards[1]}" in text for text, _ in lines)


def test_every_event_kind_is_animated_and_logged(app):
    table = table_with(app, ["human", "bot:easy"], speed="normal", scenario="swap_for_trick.yaml")
    go_live(app, table)
    hand = table.hand()
    samples = {
        "round_start": (None, {"round": 2, "best_of": 3, "deck": 45}),
        "deal": (0, {"cards": hand}),
        "dealt": (1, {"count": 3, "deck": 36}),
        "centre": (None, {"card": 13, "deck": 35}),
        "trick": (1, {"colour": "red", "cards": [20, 21, 22], "rot": [0, 1, 2], "flip": [0, 1, 0],
                      "lines": ["row1"], "shown": ["RRR", "...", "..."], "count": 1, "colours": 1}),
        "draw": (0, {"cards": hand, "deck": 30}),
        "drew": (1, {"count": 3, "deck": 30}),
        "swap": (1, {"gave": 7, "took": 13}),
        "stalled": (None, {"cards": 7}),
        "deck_out": (1, {"deck": 1, "needed": 3}),
        "sand_out": (0, {"seconds": 120}),
        "round_over": (None, {"round": 1, "reason": "deck_out", "winners": [1], "seconds": 80.5,
                              "counts": [{"red": 1}, {"blue": 2}], "rounds_won": [0, 1]}),
        "match_over": (None, {"winners": [1], "rounds_won": [0, 2]}),
    }
    assert set(samples) == set(EVENT_KINDS) == set(EVENTS)
    for kind, (seat, data) in samples.items():
        check(data, EVENTS[kind], kind)  # the samples are real payloads
        ev = Event(kind, seat, data, (seat,) if kind in ("deal", "draw") else None)
        line = table.describe(ev)
        if kind == "dealt":  # f40 (nc38): a round's deal is one line, said at seat 0's; seat 1's says nothing
            assert line is None and table.describe(Event(kind, 0, data)), line
            line = ""
        assert kind == "dealt" or (line and "{" not in line), kind
        table.shown.append(ev)
        duration = table.show(ev)  # seat 1's dealt and drew are no echo of seat 0's own deal and draw
        assert duration == pytest.approx(table.pres.events[kind]["duration"]), kind
        assert not line or table.log.lines[-1][0] in line, kind  # the last wrapped line of it
        assert table.anim.flights or table.anim.banner_item or kind in ("match_over", "round_over", "stalled"), kind
        run(app, 0.1)
    assert table.round_panel is not None  # the round's result waits for the person
    assert table.short_names()[1] in table.describe(Event("round_over", None, samples["round_over"][1]))
    run(app, 5.0)
    assert table.round_panel is not None  # a person goes on with Continue (issue 12), not a timer
    key(app, pygame.K_RETURN)
    assert table.round_panel is None


def test_card_art_orientation_matches_the_engine(app):
    table = table_with(app, ["human", "bot:easy"])
    defs = load_defs()
    card = defs.cards.cards[8]
    size = 120
    local = pygame.Rect(0, 0, size, size)
    for rot in range(4):
        for flip in (0, 1):
            img = table.pieces.face(8, rot, flip, size)
            grid = orient(card.grid, rot, flip)
            for i, v in enumerate(grid):
                x, y = cell_centre(local, i)
                if v == HOLE:
                    assert img.get_at((int(x), int(y))).a == 0, (rot, flip, i)
                else:
                    px = img.get_at((int(x + size * 0.125 * 0.8), int(y)))
                    assert tuple(px)[:3] == defs.rules.colours[v].rgb, (rot, flip, i)


def test_several_people_share_the_screen_with_next_person(app):
    from scenes.common import LookAway

    table = table_with(app, ["human", "human"], scenario="swap_for_trick.yaml")
    go_live(app, table)
    assert table.viewer == 0
    key(app, pygame.K_n)
    assert isinstance(app.stack.top, LookAway) and table.viewer == 1
    key(app, pygame.K_RETURN)
    assert app.stack.top is table and not table.live
    go_live(app, table)
    key(app, pygame.K_s)
    key(app, pygame.K_1)
    assert [1, "swap 3"] in table.feed.match.moves


def test_autosave_and_resume_skip_the_old_deal(app):
    table = table_with(app, ["human", "bot:easy"], seed=9)
    go_live(app, table)
    key(app, pygame.K_s)
    key(app, pygame.K_2)
    saved = json.loads(save_path("monsters").read_text())
    assert saved["log"]["moves"][-1][0] == 0 and saved["log"]["moves"][-1][1].startswith("swap")
    app.stack.clear_to(MenuScene(app))
    app.stack.top.resume("monsters")
    resumed = app.stack.top
    assert isinstance(resumed, MonstersTable)
    assert resumed.feed.match.state.to_json() == table.feed.match.state.to_json()
    assert not resumed.queue and not resumed.live  # the old deal is not dealt again
    go_live(app, resumed)
    said = len(resumed.log.entries)
    key(app, pygame.K_s)
    key(app, pygame.K_1)
    assert resumed.feed.match.moves[-1][1].startswith("swap")
    # the new action is shown and logged (a sentence said again in a row shows once, counted: entries keep each)
    assert len(resumed.log.entries) > said


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_end_reasons_and_options_have_texts(lang):
    from game import i18n

    i18n.set_lang(lang)
    for key_ in ("all colours before the sand ran out", "lost: sand_out", "lost: deck_out", "lost: stalled",
                 "1 round won (best of 1)", "2 rounds won (best of 3)", "3 rounds won (best of 5)"):
        assert i18n.t(f"end.monsters.{key_}") != f"end.monsters.{key_}"
    for opt in ("rounds", "hourglass"):
        assert i18n.t(f"option.monsters.{opt}") != f"option.monsters.{opt}"
    i18n.set_lang("fr")


def test_demo_shows_bots_at_work_faster(app):
    table = table_with(app, ["bot:medium", "bot:hard"], seed=1, speed="normal", demo=True)
    run(app, 8.0)
    assert table.live and table.game_time(1.0) == DEMO_TIME > 1
    assert any(mv[0] in (0, 1) for mv in table.feed.match.moves)
    assert table.faces_drawn  # tricks or the centre card are on show


def test_every_art_id_the_table_draws_is_a_listed_component(app):
    pytest.importorskip("sprites.components")
    from sprites.monsters.art import components

    listed = {c.id for c in components()} | {c.back_art for c in components() if c.back_art}
    assert {"1", "45", "1.back", "cover", "purple"} <= listed
    asked: set[str] = set()
    image = app.art.image

    def spy(game, art_id, size, placeholder):
        asked.add(art_id)
        return image(game, art_id, size, placeholder)

    app.art.image = spy
    table = table_with(app, ["human", "bot:hard"], seed=6, speed="normal")
    go_live(app, table)
    key(app, pygame.K_1)
    key(app, pygame.K_f)
    run(app, 6.0)
    assert asked and asked <= listed
    table.reload_defs()  # rules.yaml read again: the colours' look, the same ids
    run(app, 0.2)
    assert table.colour_ids == ["yellow", "green", "red", "blue", "purple"]


def log_text(table):
    return " ".join(text for text, _ in table.log.lines)


def test_a_hand_over_shows_none_of_the_previous_persons_cards(app):
    from scenes.common import LookAway

    table = table_with(app, ["human", "human", "bot:easy"], seed=4)
    go_live(app, table)
    key(app, pygame.K_s)
    key(app, pygame.K_1)  # seat 0 swaps: its hand changes, privately known
    run(app, 1.0)
    m = table.feed.match
    mine = [" ".join(table.describe(e).split()) for e in table.feed.history() if e.to == (0,)]
    assert mine and all(line in " ".join(log_text(table).split()) for line in mine), mine
    key(app, pygame.K_n)
    assert isinstance(app.stack.top, LookAway) and table.viewer == 1
    text = log_text(table)
    for line in mine:  # a private line names no card now (round 9: "Joueur 1 reçoit 3 cartes", what all see)
        names_cards = "(" in line.split("(pioche")[0]
        assert not names_cards or line not in " ".join(text.split()), "seat 0's cards stay in the log"
    assert table.model.hand == m.state.hands[1]  # the screen now shows seat 1's hand, and only it
    key(app, pygame.K_RETURN)
    go_live(app, table)
    assert not (table.faces_drawn & set(m.state.hands[0]) - {m.state.centre})


def test_why_not_a_stack_without_a_line_says_there_is_no_line_yet(app):
    """Enter on a stack with no line: said in words, not a silent no; and no colour the person never
    chose (the engine's refusal "… de cette couleur (rouge)" puzzled a newcomer, issue 24 round 8)."""
    table = table_with(app, ["human", "bot:easy"], scenario="swap_for_trick.yaml")
    go_live(app, table)
    for i in range(3):
        key(app, pygame.K_1 + i)
    assert len(table.arrangement.stack) == 3 and table.claimable() == []
    moves = list(table.feed.match.moves)
    key(app, pygame.K_RETURN)
    from game import i18n

    assert table.error == i18n.t("monsters.prompt.full") and "{" not in table.error
    assert [mv for mv in table.feed.match.moves if mv[0] != "time"] == [mv for mv in moves if mv[0] != "time"]


def test_inspect_names_a_hand_card_only_once_it_is_face_up(app):
    table = table_with(app, ["human", "bot:easy"], scenario="swap_for_trick.yaml")
    run(app, 0.5)
    assert table.countdown is not None
    name, _ = table.inspect_at(L.hand_slot(0).center)
    assert str(table.hand()[0]) not in name  # face down before the round runs: nothing leaks
    go_live(app, table)
    name, body = table.inspect_at(L.hand_slot(0).center)
    assert str(table.hand()[0]) in name and body
    assert table.inspect_at(L.deck.center) == inspect_text("deck", table.model.deck)


def test_no_undo_in_real_time_against_bots(app):
    table = table_with(app, ["human", "bot:hard"], scenario="swap_for_trick.yaml")
    go_live(app, table)
    key(app, pygame.K_s)
    key(app, pygame.K_1)
    assert not table.feed.can_undo(0)  # the bots play on at once: taking back would be a do-over


def test_replay_steps_over_a_round_end_without_waiting_for_the_panel(app):
    from game.feed import ReplayFeed

    m = Match("monsters", ["bot:hard", "bot:easy"], seed=3)
    m.run_bots()
    app.settings.speed = "instant"
    app.stack.push(MenuScene(app))
    table = MonstersTable(app, ReplayFeed(m.log()))
    app.stack.push(table)
    run(app, 0.05)
    feed = table.feed
    while feed.step < feed.total:
        table.replay_step(1)
        run(app, 0.02)
        assert table.round_panel is None and not table.live
        assert table.model == MonstersModel.from_view(feed.view(table.viewer), table.viewer)
    assert feed.finished and table.faces_up()
    table.replay_step(-1)
    run(app, 0.02)
    # one step back: to just after the last move the log says before the end (time alone is no step)
    assert feed.step < feed.total and any(table._replay_says(ev) for ev in feed.match.history[feed.step])
    assert table.model == MonstersModel.from_view(feed.view(table.viewer), table.viewer)


def test_a_hand_over_with_events_still_queued_does_not_count_them_twice(app):
    seed = next(n for n in range(1, 50) if any(
        a.kind == "trick" for a in Match("monsters", ["human"] * 2, seed=n).state.legal_actions(1)))
    table = table_with(app, ["human", "human"], seed=seed, speed="normal")
    go_live(app, table)
    m = table.feed.match
    trick = next(a for a in m.state.legal_actions(1) if a.kind == "trick")
    table.feed.submit(1, trick)  # seat 1's trick: its events wait in the queue, not shown yet
    table.enqueue(table.feed.poll(0.0))
    key(app, pygame.K_n)  # the screen goes to seat 1, whose view already holds the trick
    app.stack.pop()
    for _ in range(600):  # the waiting events are shown (their flights still fly: no resync yet)
        app.frame(1 / 60)
        if not table.queue and table.current is None:
            break
    truth = MonstersModel.from_view(m.state.view(table.viewer), table.viewer)
    assert table.model.tricks == truth.tricks and table.model.counts == truth.counts


def test_another_seats_trick_banner_never_covers_the_persons_controls(app):
    """Real time: a bot's "un pli violet !" lay over the person's claim buttons just when they mattered."""
    table = table_with(app, ["human", "bot:hard"], seed=11)
    go_live(app, table)
    waited = 0.0
    while not any(mv[0] == 1 for mv in table.feed.match.moves) and waited < 30.0:
        app.frame(0.1)
        waited += 0.1
    item = table.anim.banner_item
    assert item is not None and item.color == SEAT_COLORS[1] and "pli" in item.text, "the bot's trick is announced"
    plate = item.rect(pygame.Rect(0, 0, 1280, 720))
    controls = [pygame.Rect(L.board.x, L.claim_y, 406, 46), L.board, L.seat_panel(0),
                pygame.Rect(L.hand.x, L.button_y, 650, 46)]
    controls += [L.hand_slot(i) for i in range(3)]
    assert not any(plate.colliderect(r) for r in controls), plate
    # issue 24: not over the tricks it just took (the count and the chips), nor its name and hand:
    # the last seat's banner lies just below its own panel
    panel = L.seat_panel(1)
    assert plate.top >= panel.bottom - 2 and plate.x >= panel.x - 20 and plate.right <= panel.right + 20, plate


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_hint_badge_read_left_to_right_gives_the_engines_orientation(app, lang):
    """The badge said "milieu ↻1 ⇄": turning then flipping gave no line (the engine flips first)."""
    from scenes.monsters.table import hint_badge

    table = table_with(app, ["human", "bot:easy"], scenario="last_colour.yaml")
    go_live(app, table)
    i18n.set_lang(lang)
    cid = table.hand()[0]
    for rot in range(4):
        for flip in (0, 1):
            table.arrangement.orient[cid] = (0, 0)
            lines = hint_badge(1, 3, rot, flip)
            assert lines[0].startswith(i18n.t("monsters.layer.middle"))
            steps = " ".join(lines)  # the clicks, in the order the badge names them
            click_badge(table, cid, steps)
            assert table.arrangement.orient[cid] == (rot, flip), (lang, lines)
    i18n.set_lang("fr")


def test_hand_labels_name_the_key_that_picks_each_card(app):
    """The hand read "3 carte 4": the key and the label disagreed. Each slot now says its key, and
    that key picks that very card (round 18: the deck number beside it, "n° 15", was noise: gone)."""
    from scenes.monsters.drawing import hand_label

    table = table_with(app, ["human", "bot:easy"], scenario="last_colour.yaml")
    go_live(app, table)
    hand = table.hand()
    for i, cid in enumerate(hand):
        assert hand_label(i) == f"touche {i + 1}"
        table.arrangement.stack.clear()
        table.arrangement.selected = None
        key(app, pygame.K_1 + i)
        assert table.arrangement.chosen() == cid or cid in table.arrangement.stack, (i, cid)


def test_a_hint_badge_counts_down_as_the_card_is_turned(app):
    """Issue 24: "↻3" stayed "↻3" while the person clicked Turn. From any orientation the badge names
    what is still to press; pressing it reaches the hinted one, and the badge then says ✓."""
    from scenes.monsters.table import hint_badge

    table = table_with(app, ["human", "bot:easy"], scenario="last_colour.yaml")
    go_live(app, table)
    cid = table.hand()[0]
    seen = []
    for start in [(r, f) for r in range(4) for f in (0, 1)]:
        for target in [(r, f) for r in range(4) for f in (0, 1)]:
            table.arrangement.orient[cid] = start
            steps = " ".join(hint_badge(0, 3, *target, now=start))
            click_badge(table, cid, steps)
            assert table.arrangement.orient[cid] == target, (start, target, steps)
            done = hint_badge(0, 3, *target, now=target)
            assert done == ["dessus ✓"] if target != (0, 0) else done == ["dessus"], done
    # the count goes down one Turn at a time
    table.arrangement.orient[cid] = (0, 0)
    for _ in range(3):
        seen.append(hint_badge(2, 3, 3, 0, now=table.arrangement.orient[cid])[0])
        table.turn(cid)
    seen.append(hint_badge(2, 3, 3, 0, now=table.arrangement.orient[cid])[0])
    assert seen == ["dessous ↺", "dessous ↻2", "dessous ↻1", "dessous ✓"], seen


def test_the_first_card_stacked_lies_in_the_bottom_slot_and_stays_there(app):
    """Issue 24: the first card (hinted "dessous") showed in the "dessus" slot, then slid down as
    more came. The list rests on its bottom slot, like a pile: a new card goes on top."""
    table = table_with(app, ["human", "bot:easy"], scenario="swap_for_trick.yaml")
    go_live(app, table)
    hand = table.hand()
    click(app, L.hand_slot(0).center)
    assert table.card_at(L.layer_slot(2).center) == ("layer", hand[0])
    assert table.card_at(L.layer_slot(0).center)[1] is None
    click(app, L.hand_slot(1).center)
    assert table.card_at(L.layer_slot(2).center) == ("layer", hand[0]), "the first card never moves"
    assert table.card_at(L.layer_slot(1).center) == ("layer", hand[1])
    # a card dropped on the bottom slot goes under the pile
    drag(app, L.hand_slot(2).center, L.layer_slot(2).center)
    assert table.arrangement.stack == [hand[1], hand[0], hand[2]]


def until_bot_move_seen(app, table, limit=60.0):
    """Frames until the screen is idle, live, with a move of the bot (seat 1) to show again."""
    waited = 0.0
    while waited < limit:
        app.frame(1 / 30)
        waited += 1 / 30
        record = table.last_record()
        if record is not None and record.seat == 1 and not table.busy:
            return record
    pytest.fail(f"no move of the bot to show again in {limit} s (records {table.last_move.records})")


def test_showing_the_last_move_again_never_moves_the_clock_back_and_says_whose(app):
    """Issue 24: L replayed a move with no caption and the clock jumped back to 0:09."""
    table = table_with(app, ["human", "bot:hard"], seed=11, speed="normal")
    go_live(app, table)
    record = until_bot_move_seen(app, table)
    assert any(b.tag == "again" for b in table.tools.buttons)
    before = table.round_clock()
    key(app, pygame.K_l)
    assert table._again_model is not None, "L shows the bot's move again"
    assert table.names[1] in table.again_caption
    said = table.anim.banner_item
    assert said is not None and said.color == SEAT_COLORS[1], "the move says itself by the bot's panel"
    if record.events[0].kind == "swap":  # without the long name, which shrank it (nc6 shot 33)
        assert said.text in (i18n.t("monsters.banner.swap", who=table.names[1]), i18n.t("monsters.banner.seat_swap"))
    clocks, frames = [], 0
    while table._again_model is not None and frames < 600:
        clocks.append(table.round_clock())
        if frames >= 60:  # two seconds looked at, then a click at each step
            step_again(table)
        app.frame(1 / 30)
        frames += 1
    assert frames >= 60, f"the move stays until a click ({frames} frames)"
    assert table._again_model is None, "the replay ends"
    assert min(clocks) >= before - 1e-6 and clocks == sorted(clocks), (before, clocks[:5])


def test_the_last_move_is_not_offered_where_it_cannot_show_anything(app):
    """Over the round's summary, and on the finished table, L did nothing: the button goes there."""
    table = table_with(app, ["human", "bot:hard"], seed=11, speed="normal")
    go_live(app, table)
    until_bot_move_seen(app, table)
    table.round_panel = {"stand-in": True}  # the round's summary is up
    assert table.last_record() is None
    table.round_panel = None
    table.live = False  # between rounds (a countdown)
    assert table.last_record() is None
    table.live = True
    assert table.last_record() is not None


def test_a_new_round_forgets_the_last_rounds_trick_and_moves(app):
    """Issue 24: round 2 opened with "Dernier pli : Joueur 1 — rouge" of round 1, and L then replayed
    round 1's trick over round 2."""
    table = table_with(app, ["human", "bot:hard"], seed=11, speed="normal")
    go_live(app, table)
    until_bot_move_seen(app, table)
    m = table.feed.match
    waited = 0.0
    while table.round_panel is None and waited < 400:  # the bot plays the round out
        app.frame(0.25)
        waited += 0.25
    assert table.round_panel is not None, "the round ends"
    assert not any(b.tag == "again" for b in table.tools.buttons), "nothing to show again over the summary"
    key(app, pygame.K_l)
    table.round_panel_age = 10.0
    key(app, pygame.K_RETURN)
    go_live(app, table, limit=20.0, step=1 / 30)
    assert m.state.round == 2
    last = table.motion.last_trick  # none yet, or one of round 2's tricks
    assert last is None or any(tr["cards"] == last["cards"] for tr in table.model.tricks[last["seat"]]), last
    record = table.last_record()
    assert record is None or record.before.round == 2


def rendered_texts(monkeypatch):
    """Every text the Monsters painter renders from now on."""
    import scenes.monsters.drawing as drawing

    return spy_texts(monkeypatch, drawing)


def test_a_solo_line_is_claimed_without_racing_the_others(app):
    """Issue 24: "Réclamez le pli avec Entrée avant les autres", alone with the hourglass."""
    table = table_with(app, ["human"], scenario="solo_last_seconds.yaml")
    go_live(app, table)
    arrange_legal_trick(table)
    table.build_buttons()
    assert table.prompt.startswith("Une ligne") and "autres" not in table.prompt, table.prompt
    duo = table_with(app, ["human", "bot:easy"], scenario="last_colour.yaml")
    go_live(app, duo)
    arrange_legal_trick(duo)
    duo.build_buttons()
    assert "avant les autres" in duo.prompt


def test_under_the_buttons_turn_and_flip_say_which_card_they_act_on(app, monkeypatch):
    """Issue 24: which card do Tourner / Retourner act on, and which way does ⇄ mirror it?"""
    table = table_with(app, ["human", "bot:easy"], scenario="swap_for_trick.yaml")
    go_live(app, table)
    table.build_buttons()
    assert table.acts_on == ""  # nothing picked: nothing to say
    click(app, L.hand_slot(0).center)
    assert table.acts_on == i18n.t("monsters.acts_on", where="dessous (touche 1)")
    click(app, L.hand_slot(1).center)
    assert table.acts_on == i18n.t("monsters.acts_on", where="milieu (touche 2)")  # the card just stacked, by its key
    click(app, L.layer_slot(2).center)  # a click on a layer picks it
    assert "dessous" in table.acts_on and "gauche" in table.acts_on
    seen = rendered_texts(monkeypatch)
    table.draw(pygame.Surface((1280, 720)))
    assert table.acts_on in seen


def test_the_log_counts_tricks_in_plain_words_and_the_summary_names_layers(app, monkeypatch):
    """Issue 24: "(1 de cette couleur, 1 couleur)" read oddly, and the summary's "carte 1" was taken
    for the hand's "touche 1"."""
    table = table_with(app, ["human", "bot:easy"], scenario="last_colour.yaml")
    ev = Event("trick", 1, {"colour": "yellow", "cards": [5, 10, 8], "rot": [0, 0, 0], "flip": [0, 0, 0],
                            "lines": ["col1"], "shown": [], "count": 2, "colours": 4})
    # f52 (nc63: long log lines): « pli jaune » said once, meant
    assert table.describe(ev).endswith("pli jaune (2e · 4 couleurs sur 5)"), table.describe(ev)
    first = Event("trick", 1, {**ev.data, "count": 1, "colours": 1})
    assert table.describe(first).endswith("pli jaune (1er · 1 couleur sur 5)")
    seen = rendered_texts(monkeypatch)
    trick = {"seat": 1, "colour": "yellow", "cards": [5, 10, 8], "lines": ["col1"],
             "placements": [(5, 0, 0), (10, 0, 0), (8, 0, 0)]}
    table.painter.draw_round_trick(pygame.Surface((1280, 720)), trick, 100)
    assert [s for s in seen if s in ("dessus", "milieu", "dessous")] == ["dessus", "milieu", "dessous"]
    assert not any(s.startswith("carte ") for s in seen)


def test_a_hint_goes_with_the_round_it_was_for(app):
    """The sand ran out under a hint: its box and badges stayed on the finished table."""
    table = table_with(app, ["human"], scenario="solo_last_seconds.yaml", speed="normal")
    go_live(app, table)
    table.ask_hint()
    waited = 0.0
    while table.hint_shown is None and waited < 5.0:
        app.frame(1 / 30)
        waited += 1 / 30
    assert table.hint_shown is not None, "the hint comes"
    waited = 0.0
    while table.round_panel is None and waited < 20.0:  # the sand runs out, the summary shows
        app.frame(0.1)
        waited += 0.1
    assert table.feed.is_over and table.round_panel is not None
    assert table.hint_shown is None and table.hint_seat is None
