"""Issue 24, Monsters round 6: what the last newcomer's game left open."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pygame
from test_scenes_monsters import go_live, table_with

from game.monsters.defs import load_defs
from sprites.anim import MIN_PLATE, Banner
from sprites.tween import Tween, linear

ROOT = Path(__file__).resolve().parent.parent


def _drawn(banner: Banner) -> int:
    """How many pixels of a blank canvas the banner changed."""
    surf = pygame.Surface((400, 120))
    surf.fill((0, 0, 0))
    banner.draw(surf)
    mask = pygame.mask.from_threshold(surf, (0, 0, 0), (1, 1, 1, 255))
    return surf.get_width() * surf.get_height() - mask.count()


def test_a_banner_rolling_up_leaves_no_stray_line() -> None:
    """Shot-38: a bot's banner under its panel, in its last frame of rolling up, was a thin line
    (its frame and the tops of its letters). A plate thinner than MIN_PLATE is not drawn at all."""
    tw = Tween(0.0, 1.0, 1.4, linear)
    banner = Banner("Bot 2 échange une carte", (200, 60), tw, (80, 160, 255), size=20)
    tw.elapsed = 0.5 * 1.4
    assert _drawn(banner) > 1000, "a banner in the middle of its life shows"
    height = banner.rect().height
    last_frames = [p for p in (0.95, 0.97, 0.99, 0.999) if round(height * (1 - p) / 0.2) < MIN_PLATE]
    assert last_frames, "some end frames are thinner than a plate"
    for p in last_frames:
        tw.elapsed = p * 1.4
        assert _drawn(banner) == 0, f"at {p:.3f} of its life the banner left a sliver"


# -- the deck-low standing threshold is a designer's number -------------------------------------------


def _check_data_with(tmp_path, standing: str) -> subprocess.CompletedProcess[str]:
    """`check-data monsters` on a copy of the data whose rules.yaml says `standing_tricks: <standing>`."""
    data = tmp_path / "data"
    shutil.copytree(ROOT / "data", data)
    rules = data / "monsters" / "rules.yaml"
    text = rules.read_text(encoding="utf-8")
    assert "standing_tricks: 4\n" in text
    rules.write_text(text.replace("standing_tricks: 4\n", f"standing_tricks: {standing}\n"), encoding="utf-8")
    env = {**os.environ, "ELEMENTAL_TABLE_DATA": str(data), "SDL_VIDEODRIVER": "dummy"}
    return subprocess.run([sys.executable, "main.py", "check-data", "monsters"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)


def test_the_standing_threshold_lives_in_the_rules() -> None:
    rules = load_defs().rules
    assert rules.standing_tricks == 4


def test_a_bad_standing_threshold_is_one_located_line(tmp_path) -> None:
    for bad, says in (("-1", "below"), ("many", "whole number"), ("99", "above")):
        done = _check_data_with(tmp_path / bad, bad)
        assert done.returncode == 2, (bad, done.stdout, done.stderr)
        lines = done.stderr.strip().splitlines()
        assert len(lines) == 1 and "Traceback" not in done.stderr, done.stderr
        assert re.search(r"rules\.yaml:\d+", lines[0]) and says in lines[0], lines[0]


def test_the_standing_line_follows_the_designers_number(app) -> None:
    """The painter reads the number from the rules: 0 hides the line until the deck is empty."""
    import dataclasses

    table = table_with(app, ["human", "bot:beginner"], seed=1)
    go_live(app, table)
    deck = table.model.deck
    table.model.counts[1]["blue"] = 1  # someone holds a trick: there is a standing to say
    painter = table.painter
    painter.rules = dataclasses.replace(painter.rules, standing_tricks=deck // painter.n + 1)
    assert painter.standing() != ""
    painter.rules = dataclasses.replace(painter.rules, standing_tricks=0)
    assert painter.standing() == ""
