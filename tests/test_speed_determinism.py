"""Speed work changed no rule: random play gives the same legal lists and events as before it.

The digests below were recorded from the code before the speed work (commit 0240bdf) with
tests/speed_play.py: seat drawn, its whole legal list in order, the action drawn, every event
(kind, seat, data, audience) and the final position, for a few seeds and every seat count.
"""

from __future__ import annotations

import pytest
from speed_play import play_digest

BEFORE = {
    ("elemons", 2, 1): "5b4a3edcfa6a0dcc",
    ("elemons", 2, 2): "bac862ed8b319a1c",
    ("elemons", 2, 3): "16e452c41c3030d7",
    ("elemons", 2, 4): "22a5e5837fe22417",
    ("elemons", 3, 1): "03421002b5d68cb4",
    ("elemons", 3, 2): "0e0db481ca36b8ae",
    ("elemons", 3, 3): "fd0ba3d2ede74370",
    ("elemons", 3, 4): "e480977321db825c",
    ("elemons", 4, 1): "6e22d4bc05b57d3d",
    ("elemons", 4, 2): "e169236ce09946d5",
    ("elemons", 4, 3): "0b3b05bda7d16c8c",
    ("elemons", 4, 4): "02134c300ae510d3",
    ("evolution", 2, 1): "45e99b1006597205",
    ("evolution", 2, 2): "5db15baa2024457b",
    ("evolution", 2, 3): "4c47b974678e94b1",
    ("evolution", 2, 4): "2376158a05d7ed16",
    ("evolution", 3, 1): "ec8cc30a5146aa74",
    ("evolution", 3, 2): "c95cbc6650f16824",
    ("evolution", 3, 3): "a1926f887242eaf0",
    ("evolution", 3, 4): "9af79bf18bcea44c",
    ("evolution", 4, 1): "0bf3d9b4b027fc8c",
    ("evolution", 4, 2): "6043dfabf497767b",
    ("evolution", 4, 3): "d0d4ba7e3f79b7f2",
    ("evolution", 4, 4): "57ecb16f39e9808a",
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
    ("kaiju", 2, 1): "60719861c5c687f8",
    ("kaiju", 2, 2): "3f8a6a47d99370ca",
    ("kaiju", 2, 3): "220ecfbec192ddfc",
    ("kaiju", 2, 4): "ac6453eb7f5e7a5d",
    ("kaiju", 3, 1): "91d2b6c7504d8281",
    ("kaiju", 3, 2): "d6375a0ca9bf68c7",
    ("kaiju", 3, 3): "a5ed343fc061ded5",
    ("kaiju", 3, 4): "1d364b597a18da53",
    ("kaiju", 4, 1): "7e51aeb3d8b62af5",
    ("kaiju", 4, 2): "e03386aaa2f5f4e8",
    ("kaiju", 4, 3): "b80c27e042d04ba5",
    ("kaiju", 4, 4): "24a32b4c49bbb7e8",
    ("elemmaster", 2, 1): "6e62730b9ee09404",
    ("elemmaster", 2, 2): "0b2f95d66124fee2",
    ("elemmaster", 2, 3): "1a1639412e723461",
    ("elemmaster", 2, 4): "d793655089ecb4d0",
    ("elemmaster", 4, 1): "affc55911700785c",
    ("elemmaster", 4, 2): "50ba6f3a81e6c524",
    ("elemmaster", 4, 3): "f5617e93b31d7896",
    ("elemmaster", 4, 4): "d57163220a59402a",
}


@pytest.mark.parametrize(("game_id", "seats", "seed"), sorted(BEFORE))
def test_random_play_is_unchanged(game_id, seats, seed):
    assert play_digest(game_id, seed, seats) == BEFORE[(game_id, seats, seed)]
