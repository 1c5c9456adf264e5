"""Colours shared by every table: the seats'.

The seat colours stay apart for players with any of the three dichromacies (checked by
`check-art --vision`, tests/test_vision.py): an orange, a sky blue, a pale yellow and a magenta,
after Okabe & Ito's palette for colour-blind readers, lightened to read on the dark table.
"""

from __future__ import annotations

SEAT_COLORS: list[tuple[int, int, int]] = [(240, 140, 40), (90, 160, 250), (250, 245, 160), (200, 90, 160)]
