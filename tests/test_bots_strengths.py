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
