"""What held a newcomer's Elementary Evolution game down (issue #24): the easy bot plays its cards."""

from __future__ import annotations

from game import i18n
from game.core import Action
from game.match import Match


def _free_turns(strength: str, seeds: range) -> tuple[int, int, int]:
    """(turns, turns ended with no card placed while one could be, cards placed) of seat 0."""
    turns = passes = plays = 0
    for seed in seeds:
        m = Match("evolution", [f"bot:{strength}", "bot:medium"], seed=seed)
        placed = could = False
        while not m.state.is_over:
            st = m.state
            (seat,) = st.actors()
            free = seat == 0 and st.current == 0 and not st.stack
            could = could or (free and any(a.kind == "play" for a in st.legal_actions(seat)))
            n = len(m.moves)
            m.bot_step()
            a = m.moves[n][1]
            a = Action.parse(a) if isinstance(a, str) else a
            if free and a.kind == "play":
                placed, plays = True, plays + 1
            if free and a.kind == "end":
                turns += 1
                passes += could and not placed
                placed = could = False
    return turns, passes, plays


def test_the_easy_bot_places_a_card_whenever_one_fits_but_for_a_rare_slip():
    turns, passes, plays = _free_turns("easy", range(100, 108))
    assert turns > 30
    assert passes <= turns * 0.05
    assert plays >= turns * 2


# -- questions with one possible answer are answered by themselves ----------------------------------
# Joueur 1 places its last card, the Earth 1 whose symbol releases the Gnome: Bot is the only mage
# who may receive it (no Ether to hold it back), and then nothing is left to do but end the turn.
LAST_CARD = """
seats: 2
current: 0
mages:
  - hand: [earth1]
    piles: {earth: [earth0]}
    rest: draw
  - hand: [air1, fire1, earth1, ether1, ether2]
    rest: draw
"""

# A choice stays a choice: the Gnome goes to Bot or is held back by the Ether (one click: give).
LAST_CARD_AND_ETHER = LAST_CARD.replace("hand: [earth1]", "hand: [earth1, ether1]", 1)


def _table(app, tmp_path, scenario, seats=("human", "bot:easy")):
    from test_scenes_evolution import table_for

    return table_for(app, tmp_path, list(seats), scenario)


def _said(table, key, **kw):
    from game.i18n import t

    return t(key, **kw) in table.log.entries


def test_a_gift_to_the_only_opponent_and_an_empty_hands_end_are_not_asked(app, tmp_path):
    from scene_input import run
    from test_scenes_evolution import moves

    table = _table(app, tmp_path, LAST_CARD)
    table.controls.do(Action.parse("play earth1 earth"))
    run(app, 0.3)
    assert moves(table)[:2] == ["0 play earth1 earth", "0 give gnome 1"]
    assert _said(table, "evolution.auto.give", creature=i18n.name("evolution", "gnome"), who=table.names[1],
                 why="no_ether")
    # The Earth's rooting is a real choice (root or skip), asked with rooting as its one-click default.
    assert table.my_seat() == 0 and table.task()["t"] == "effect"
    assert table.controls.default == Action.parse("root earth")
    assert {b.tag for b in table.controls.bar.buttons} >= {"root", "skip"}
    table.controls.do(Action.parse("skip"))
    from scene_input import run_until

    assert run_until(app, lambda: "0 end" in moves(table), 3)  # after a beat with its line shown (f38)
    assert moves(table)[:4] == ["0 play earth1 earth", "0 give gnome 1", "0 skip", "0 end"]
    assert _said(table, "evolution.auto.end")
    # nc18 shot 64: said where the eye is too (the prompt line showed the draw at once): nc31 shot 58, on top
    # of the prompt panel for a while, not a toast over the pile names (test_evolution_nc31)
    assert table.held_line_now() == i18n.t("evolution.auto.end")


def test_a_choice_stays_a_question_with_a_one_click_default(app, tmp_path):
    from scene_input import run
    from test_scenes_evolution import moves

    table = _table(app, tmp_path, LAST_CARD_AND_ETHER, ("human", "human"))
    table.controls.do(Action.parse("play earth1 earth"))
    run(app, 0.3)
    assert moves(table) == ["0 play earth1 earth"]  # give it, or hold it back with the Ether
    assert table.controls.default == Action.parse("give gnome 1")
    assert {b.tag for b in table.controls.bar.buttons} >= {"give", "block"}


# -- keys pressed while the screen catches up are kept ----------------------------------------------
# Bot holds the Golem (a power of any moment): after every card Joueur 1 places, Bot is asked
# whether to use it, out of its turn, while the card still flies.
GOLEM_DUEL = """
seats: 2
current: 0
mages:
  - hand: [air0, fire0, earth0, water0, ether1]
    rest: draw
  - hand: [air1, fire1, earth1, ether1, ether2]
    piles: {air: [air0], water: [water0]}
    rooted: {air: 1}
    rest: draw
tokens:
  golem: {holder: 1, giver: 0}
"""


def _until_asked(app, table):
    for _ in range(600):
        if table.my_seat() == 0:
            return
        app.frame(1 / 60)
    raise AssertionError("the person was never asked")


def _post_key(k):
    import pygame

    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))


def test_card_keys_pressed_while_a_bots_answer_shows_are_applied_once_asked(app, tmp_path):
    import pygame
    from test_scenes_evolution import moves, table_for

    table = table_for(app, tmp_path, ["human", "bot:medium"], GOLEM_DUEL, speed="normal")
    _until_asked(app, table)
    table.controls.do(Action.parse("play water0 water"))
    app.frame(1 / 60)
    assert table.busy and table.my_seat() is None  # the card flies; Bot is asked about its Golem next
    hand = table.m.hand
    _post_key(pygame.K_1 + hand.index("earth0"))  # Earth 0 ...
    _post_key(pygame.K_t)  # ... on the Earth pile
    for _ in range(600):
        app.frame(1 / 60)
        if "0 play earth0 earth" in moves(table):
            break
    done = moves(table)
    assert "0 play earth0 earth" in done
    between = done[done.index("0 play water0 water") + 1 : done.index("0 play earth0 earth")]
    assert between == ["1 pass"]  # Bot answered in between


def test_keys_pressed_in_another_mages_turn_are_not_kept(app, tmp_path):
    import pygame
    from test_scenes_evolution import moves, table_for

    table = table_for(app, tmp_path, ["human", "bot:medium"], GOLEM_DUEL, speed="normal")
    _until_asked(app, table)
    table.controls.do(Action.parse("end"))
    app.frame(1 / 60)
    _post_key(pygame.K_RETURN)
    app.frame(1 / 60)
    for _ in range(500):  # Bot's whole turn, up to Joueur 1's next question (frames of 0.1 s: the same pace)
        app.frame(0.1)
        if table.my_seat() == 0 and table.m.current == 0:
            break
    assert table.my_seat() == 0 and table.m.current == 0, "Joueur 1's next turn never came"
    assert table.controls.held == []
    assert moves(table)[-1].startswith("1 ")  # the Enter of the last turn answered nothing in this one


# -- the last turn stays marked ------------------------------------------------------------------------
def test_what_the_last_turn_touched_stays_marked_through_the_next(app, tmp_path):
    from scene_input import run
    from test_scenes_evolution import DUEL, moves, table_for

    table = table_for(app, tmp_path, ["human", "bot:medium"], DUEL)
    _until_asked(app, table)
    table.controls.do(Action.parse("play water0 water"))
    run(app, 0.2)
    table.controls.do(Action.parse("discard fire0 main"))
    run(app, 0.2)
    table.controls.do(Action.parse("end"))
    for _ in range(3000):  # Bot's turn, up to Joueur 1's next free play
        app.frame(1 / 60)
        if table.my_seat() == 0 and table.task() is None:
            break
    bot_turn = moves(table)[moves(table).index("0 end") + 1 :]
    placed = {("pile", 1, str(Action.parse(m[2:]).args[1])) for m in bot_turn if m.startswith("1 play ")}
    marks = table.last_move.marks()
    assert placed and placed <= set(marks)
    assert set(marks.values()) == {1}  # only the bot's turn: Joueur 1's own turn began again
    assert ("pile", 0, "water") not in marks  # one's own previous turn is no longer marked
    app.frame(1 / 60)  # and it draws


def test_an_undo_reaches_past_an_answer_the_table_took_alone(app, tmp_path):
    import pygame
    from scene_input import key, run
    from test_scenes_evolution import moves

    table = _table(app, tmp_path, LAST_CARD)
    table.controls.do(Action.parse("play earth1 earth"))
    run(app, 0.3)
    assert moves(table) == ["0 play earth1 earth", "0 give gnome 1"]
    key(app, pygame.K_u)
    run(app, 0.3)
    assert moves(table) == ["0 play earth1 earth"]  # the gift is asked now, not given again at once
    assert table.controls.legal() == [Action.parse("give gnome 1")]
    key(app, pygame.K_u)
    run(app, 0.3)
    assert moves(table) == [] and table.m.hand == ["earth1"]


def test_the_marks_are_the_places_of_each_seats_last_turn():
    from game.core import Event
    from scenes.evolution.model import mark_places
    from scenes.lastturn import LastTurn

    events = [
        Event("turn_start", 0, {"extra": False, "turn": 0}),
        Event("play", 0, {"card": "air0", "pile": "air", "level": 0}),
        Event("turn_start", 1, {"extra": False, "turn": 1}),
        Event("play", 1, {"card": "fire0", "pile": "fire", "level": 0}),
        Event("burned", 1, {"target": 0, "pile": "air", "card": "air0", "how": "burn"}),
        Event("discard", 0, {"card": "air0", "to": "quick", "reason": "burn"}),
        Event("block", 1, {"creature": "salamander", "card": "ether1", "centre": 1}),
        Event("turn_start", 0, {"extra": False, "turn": 2}),
        Event("play", 0, {"card": "earth0", "pile": "earth", "level": 0}),
    ]

    def marks(upto):
        last = LastTurn({"turn_start"}, {"game_over"})
        for ev in events[:upto]:
            last.add(ev, mark_places(ev))
        return last.marks()

    assert marks(len(events)) == {  # seat 1's turn (its burn in fire's colour), seat 0's new one
        ("pile", 1, "fire"): 1,
        ("burned", 0, "air"): 1,
        ("quick", 0): 1,
        ("centre",): 1,
        ("pile", 0, "earth"): 0,
    }
    assert marks(3) == {("pile", 0, "air"): 0}
    assert marks(1) == {}
