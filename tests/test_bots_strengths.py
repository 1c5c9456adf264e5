"""Every strength is a player: easy plays its cards; bots are deterministic; Elem Master heats up."""

from __future__ import annotations

from game.match import Match


def _steps(game_id: str, seats: list[str], seed: int, steps: int) -> Match:
    m = Match(game_id, seats, seed=seed)
    for _ in range(steps):
        if m.bot_step() is None:
            break
    return m


def test_kaiju_easy_plays_cards() -> None:
    played = 0
    for seed in range(6):
        m = Match("kaiju", ["bot:easy", "bot:easy"], seed=seed)
        while True:
            step = m.bot_step()
            if step is None:
                break
            played += sum(1 for e in step[2] if e.kind == "card_played")
    assert played >= 6


def test_elemmaster_easy_attacks() -> None:
    m = _steps("elemmaster", ["bot:easy", "bot:easy"], 2, 150)
    assert any(move[1].startswith("attack") for move in m.moves if move[0] != "time")


def test_same_seed_same_game_for_every_strength() -> None:
    for game_id in ("elemmaster", "elemons", "kaiju"):
        seats = ["bot:hard", "bot:medium"]
        assert _steps(game_id, seats, 4, 30).moves == _steps(game_id, seats, 4, 30).moves
        seats = ["bot:easy", "bot:hard"]
        assert _steps(game_id, seats, 5, 30).moves == _steps(game_id, seats, 5, 30).moves


def test_elemmaster_quiet_turns_make_the_bot_bolder() -> None:
    from game.elemmaster.bots import make_bot

    bot = make_bot("hard", 0, 1)
    stacks = {"a1": [0, "earth", 3, 0, 0, ""], "f6": [1, "earth", 3, 0, 0, ""], "c3": [0, "fire", 1, 0, 0, ""]}
    approaches = []
    for turn in (0, 2, 4, 6):
        bot._note_progress({"turn": turn, "players": 2, "stacks": stacks})
        approaches.append(bot.approach)
    assert approaches == sorted(approaches) and approaches[-1] > 3 * approaches[0]
    # progress (an Earth level lost) calms it down again
    bot._note_progress({"turn": 8, "players": 2, "stacks": {**stacks, "f6": [1, "earth", 2, 0, 0, ""]}})
    assert bot.approach < approaches[-1]


def test_elemmaster_late_in_a_long_game_the_side_ahead_plays_for_the_fire_out() -> None:
    """The rules end a game with no Fire on the board, on the count (Earth, Water, Air): late in a
    long game the side ahead on that count wants the last Fire gone and its Water near it, so that
    games end by the rules rather than the safety limit. Early, or behind, nothing changes."""
    import yaml

    from game.elemmaster.bots import FIRE_OUT, evaluate, make_bot
    from game.elemmaster.scenario import from_text

    def position(water_at: str):
        stacks = {"a1": "0 earth 3", "b1": "0 earth 3", "a6": "1 earth 2", "f6": "1 fire 1", water_at: "0 water 1"}
        return from_text(yaml.safe_dump({"terrain": "forest", "stacks": stacks}))

    far, near = position("a3"), position("e5")  # seat 0 is ahead: 6 Earth against 2
    assert evaluate(far, 0, fire_out=FIRE_OUT) < evaluate(far, 0) - FIRE_OUT * 0.5  # the Fire left costs
    gain_far = evaluate(far, 0, fire_out=FIRE_OUT) - evaluate(far, 0)
    gain_near = evaluate(near, 0, fire_out=FIRE_OUT) - evaluate(near, 0)
    assert gain_near > gain_far  # its Water drawn to the enemy Fire
    assert evaluate(far, 1, fire_out=FIRE_OUT) == evaluate(far, 1)  # the side behind keeps its plan
    bot = make_bot("hard", 0, 1)
    view = {"players": 2, "turn_limit": 200, "stacks": {"a1": [0, "earth", 3, 0, 0, ""]}}
    bot._note_progress({**view, "turn": 10})
    assert bot.fire_out == 0.0
    bot._note_progress({**view, "turn": 190})
    assert 0.0 < bot.fire_out <= FIRE_OUT


def test_elemmaster_a_late_stall_is_played_for_the_count_and_a_siege() -> None:
    """Late and quiet, the hard bot judges positions by the count the rules (and the turn limit)
    would end on, and the side ahead measures its way to a Fire-out with one Water per hit: a
    second Water beside a Fire that regrows is what breaks the loop of one Water hitting it."""
    import yaml

    from game.elemmaster.bots import count_value, make_bot, siege_cost
    from game.elemmaster.scenario import from_text

    def position(waters: list[str]):
        stacks = {"a1": "0 earth 3", "b1": "0 earth 3", "a6": "1 earth 2", "f6": "1 fire 1"}
        stacks.update({w: "0 water 1" for w in waters})
        return from_text(yaml.safe_dump({"terrain": "savanna", "stacks": stacks}))

    one, two = position(["e5"]), position(["e5", "f5"])
    assert count_value(one, 0) == 1000.0 and count_value(one, 1) == -1000.0
    assert siege_cost(two, 0) < siege_cost(one, 0)  # the Fire regrows on Savane: two hits a turn
    bot = make_bot("hard", 0, 1)
    view = {"players": 4, "turn_limit": 200, "stacks": {"a1": [0, "earth", 3, 0, 0, ""]}}
    bot._note_progress({**view, "turn": 20})
    assert not bot.stall
    for turn in (150, 154, 158):
        bot._note_progress({**view, "turn": turn})
    assert bot.stall
