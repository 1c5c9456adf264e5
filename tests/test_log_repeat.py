"""The log shows a sentence said again and again in a row once, with its count (nc34, Monsters: a bot swapping
with the centre filled the log with 8 lines alike « Bot 2 (sur mesure) échange une carte avec celle du centre »)."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from scenes.ui import LogPanel  # noqa: E402

SWAP = "Bot 2 (sur mesure) échange une carte avec celle du centre"


def _panel() -> LogPanel:
    pygame.init()
    return LogPanel(pygame.Rect(960, 70, 310, 560))


def test_a_sentence_said_in_a_row_shows_once_with_its_count_and_every_saying_is_kept():
    log = _panel()
    log.add("— Manche 1 —")
    for _ in range(3):
        log.add(SWAP)
    text = " ".join(line for line, _ in log.lines)
    assert text.count("échange une carte") == 1 and text.endswith("(×3)"), text
    assert log.entries.count(SWAP) == 3  # what was said stays whole (a rebuilt log, the tests read it)
    log.add("Bot 2 (sur mesure) : un pli rouge !")
    log.add(SWAP)
    text = " ".join(line for line, _ in log.lines)
    assert text.count("échange une carte") == 2 and text.endswith("centre"), "a sentence between: counted afresh"
    assert sum(log.heads) == 4  # four sentences shown, each with its head


def test_a_table_that_took_its_lines_back_is_not_counted_over():
    log = _panel()
    log.add(SWAP)
    log.lines.clear()  # as Elemons' table takes its lines back
    log.heads.clear()
    log.add(SWAP)
    assert sum(log.heads) == 1 and " ".join(line for line, _ in log.lines) == SWAP


def test_another_colour_is_another_sentence():
    log = _panel()
    log.add(SWAP, (200, 60, 60))
    log.add(SWAP)
    assert "(×" not in " ".join(line for line, _ in log.lines)
