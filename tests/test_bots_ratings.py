"""Head-to-head win rates between bot strengths, with their intervals (the lab's --ratings)."""

from __future__ import annotations

from game.lab import report, stats


def _record(seats: list[str], winners: list[int]) -> dict:
    return {"seats": seats, "winners": winners}


def test_head_to_head_counts_each_game_once_with_a_wilson_interval() -> None:
    done = [_record(["bot:hard", "bot:easy"], [0])] * 7 + [_record(["bot:easy", "bot:hard"], [0])] * 3
    rows = report._head_to_head(done)
    assert len(rows) == 1
    row = rows[0]
    assert (row["a"], row["b"], row["games"]) == ("bot:easy", "bot:hard", 10)
    assert row["rate"] == 0.3
    lo, hi = stats.wilson(3, 10)
    assert (row["low"], row["high"]) == (round(lo, 4), round(hi, 4))


def test_a_four_seat_game_gives_one_averaged_result_per_pair() -> None:
    # hard (seats 0, 2) and medium (1, 3): seat 0 wins, so hard beats both mediums in one game;
    # easy is absent; a game won by a third strength says nothing about the other two.
    done = [
        _record(["bot:hard", "bot:medium", "bot:hard", "bot:medium"], [0]),
        _record(["bot:easy", "bot:medium", "bot:hard", "bot:medium"], [0]),
    ]
    rows = {(r["a"], r["b"]): r for r in report._head_to_head(done)}
    assert rows[("bot:hard", "bot:medium")]["games"] == 1
    assert rows[("bot:hard", "bot:medium")]["rate"] == 1.0
    assert rows[("bot:easy", "bot:hard")]["rate"] == 1.0
    assert rows[("bot:easy", "bot:medium")]["games"] == 1


def test_a_shared_victory_is_half_a_game() -> None:
    rows = report._head_to_head([_record(["bot:hard", "bot:medium"], [0, 1])])
    assert rows[0]["rate"] == 0.5
