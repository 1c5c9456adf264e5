"""The results screen of every game after a whole game of bots (dummy video driver).

    python tools/screenshots_results.py docs/screenshots [GAME ...]
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("ELEMENTAL_TABLE_HOME", "/tmp/elemental-shots")

SEATS = {"kaiju": ["bot:hard", "bot:medium", "bot:easy"], "monsters": ["bot:medium", "bot:easy"],
         "elemmaster": ["bot:hard", "bot:medium"], "elemons": ["bot:hard", "bot:medium"],
         "evolution": ["bot:hard", "bot:medium", "bot:easy"]}


def main(out: Path, games: list[str]) -> None:
    from game.match import Match
    from scenes.app import App, init_pygame, open_table
    from scenes.menu import MenuScene

    init_pygame()
    for gid in games:
        app = App()
        app.settings.speed = "instant"
        app.stack.push(MenuScene(app))
        open_table(app, Match(gid, SEATS[gid], seed=4))
        for _ in range(200_000):
            app.frame(1 / 30)
            if type(app.stack.top).__name__ == "ResultsScene":
                break
        app.frame(1 / 60)
        app.screenshot(out / f"results-{gid}-1280x720.png")


if __name__ == "__main__":
    games = sys.argv[2:] or ["kaiju", "monsters", "elemmaster"]
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots"), games)
