"""Speed work changed no rule: random play gives the same legal lists and events as before it.

The digests were first recorded from the code before the speed work (commit 0240bdf), and every
one matched after it. The rulings of issue 15 then changed rules on purpose (the end of the
Elemons pile, Evolution's Water counter and first player, Monsters' stall, Elem Master's
specialties, richer log events), so they were recorded again once those were merged: they guard
every later speed or refactoring change. Ten Elemons digests were recorded again when a trade
became legal while a power waits too ("any time in its own turn", issue 24): their first
difference is a "trade" added to a power's legal list. The eight Elem Master digests were recorded again
when a pushed piece's event said where it really ends (nc11: a push ending in a merge names the
merged stack's cell and counts that cell; `into` and `against` added): every legal list, action and
final position stayed the same, only `pushed` and `push_held` data differ. The twelve Evolution digests were
recorded again when a burn that met no answer said which Water it lacked (`burned`: `unanswered`) and a Fire with
nothing laid to burn said so (`no_target`: `bare`), for the screen (nc49, nc51): every legal list, action, final
position and other event stayed the same (checked against the kept streams, those keys left out). Recorded with
tests/speed_play.py: seat drawn, its whole legal list in order, the action drawn, every event (kind,
seat, data, audience) and the final position, for a few seeds and every seat count. The streams
behind the digests are kept (tests/speed_streams.xz): a digest that differs is explained by the
first step that differs.
"""

from __future__ import annotations

import pytest
from speed_play import digest, explain, first_difference, play_digest, recorded_streams

BEFORE = {
    ("elemons", 2, 1): "3f9972a6d91ab367",
    ("elemons", 2, 2): "6deaebcc378648b8",
    ("elemons", 2, 3): "bdfb469f6a459029",
    ("elemons", 2, 4): "0361cb4ce22df38d",
    ("elemons", 3, 1): "d712d12a395572e4",
    ("elemons", 3, 2): "3a6825534b8cb5b8",
    ("elemons", 3, 3): "cb6c3e876434e9bd",
    ("elemons", 3, 4): "014c1116e0951dec",
    ("elemons", 4, 1): "c1c38790c5faedc1",
    ("elemons", 4, 2): "96c4c4c315a5fa84",
    ("elemons", 4, 3): "b77a1ceb257946ab",
    ("elemons", 4, 4): "49d6c708e2c26ec7",
    ("evolution", 2, 1): "9382a41cb87a86f9",
    ("evolution", 2, 2): "d28af677e5d4ff84",
    ("evolution", 2, 3): "c8b19accd2efa174",
    ("evolution", 2, 4): "c92ed2f000c66b7a",
    ("evolution", 3, 1): "22dfb9f595268eda",
    ("evolution", 3, 2): "c157910b57df2d0d",
    ("evolution", 3, 3): "0d4b8d230c054b6d",
    ("evolution", 3, 4): "2f55f9ef9217446d",
    ("evolution", 4, 1): "ebf04b6ab1d6396f",
    ("evolution", 4, 2): "ffef1760b358b39f",
    ("evolution", 4, 3): "46379342785bde2e",
    ("evolution", 4, 4): "e2decab56d82c0f6",
    ("monsters", 2, 1): "36dcfc82cf87aaba",
    ("monsters", 2, 2): "f70fd91c9e74946a",
    ("monsters", 2, 3): "8c8e1d5a09d10efd",
    ("monsters", 2, 4): "9da3dd2b1409e5e9",
    ("monsters", 3, 1): "d065ddf99c9cc090",
    ("monsters", 3, 2): "be621300bfa826db",
    ("monsters", 3, 3): "2604b6a67e9a9f87",
    ("monsters", 3, 4): "3c8a3658f1c783bd",
    ("monsters", 4, 1): "a774183df859818e",
    ("monsters", 4, 2): "f4cffdbc644ae771",
    ("monsters", 4, 3): "b4fc6b783896a99c",
    ("monsters", 4, 4): "923690bdec904501",
    ("kaiju", 2, 1): "a485851278e206ea",
    ("kaiju", 2, 2): "66649ab499fbce97",
    ("kaiju", 2, 3): "37b6859b6aaf0303",
    ("kaiju", 2, 4): "c0ae7a428e055190",
    ("kaiju", 3, 1): "75c90b9394292919",
    ("kaiju", 3, 2): "982b074cb50d9f62",
    ("kaiju", 3, 3): "021cfd09cea57932",
    ("kaiju", 3, 4): "bfb136c8679350e8",
    ("kaiju", 4, 1): "62473c09d198aecb",
    ("kaiju", 4, 2): "f52626bb126ffd6a",
    ("kaiju", 4, 3): "b49a85d04c777c6c",
    ("kaiju", 4, 4): "53c632cd772e59d4",
    ("elemmaster", 2, 1): "2bcd21060fc2f2ca",
    ("elemmaster", 2, 2): "4c463c96a9c56c69",
    ("elemmaster", 2, 3): "d83b793b63774626",
    ("elemmaster", 2, 4): "eafc1956cfba8160",
    ("elemmaster", 4, 1): "e392864043ef2066",
    ("elemmaster", 4, 2): "455cdd5f0a1996fd",
    ("elemmaster", 4, 3): "1bafd3e6888c08a2",
    ("elemmaster", 4, 4): "0ae9a45c05a1ac48",
}


@pytest.mark.parametrize(("game_id", "seats", "seed"), sorted(BEFORE))
def test_random_play_is_unchanged(game_id, seats, seed):
    if play_digest(game_id, seed, seats) != BEFORE[(game_id, seats, seed)]:
        pytest.fail(explain(game_id, seats, seed), pytrace=False)


def test_the_kept_streams_are_the_ones_the_digests_were_taken_from():
    streams = recorded_streams()
    assert sorted(streams) == sorted(f"{g} {n} {s}" for g, n, s in BEFORE)
    for (game_id, seats, seed), value in BEFORE.items():
        assert digest(streams[f"{game_id} {seats} {seed}"]) == value, f"{game_id} {seats} {seed}"


def test_a_difference_is_named_by_its_step_part_and_both_values():
    recorded = recorded_streams()["elemons 2 1"]
    steps = [i for i, (part, _) in enumerate(recorded) if part == "legal"]
    changed = list(recorded)
    part, text = changed[steps[5] + 1]
    assert part == "action"
    changed[steps[5] + 1] = (part, ">flip 99")
    said = first_difference("elemons", 2, 1, recorded, changed)
    assert said.startswith("elemons, 2 seats, seed 1, step 5: the action differs")
    assert f"recorded: {text}" in said and "now:      >flip 99" in said
    legal = changed[steps[7]][1]
    changed = list(recorded)
    changed[steps[7]] = ("legal", legal.replace(";", ";rock 9;", 1))
    said = first_difference("elemons", 2, 1, recorded, changed)
    assert said.startswith("elemons, 2 seats, seed 1, step 7: the legal list differs (item 1 was ")
    assert ", is 'rock 9')" in said.splitlines()[0]
