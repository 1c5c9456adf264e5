"""The results screen of every game after a whole game of bots, and the player aid opened over the
live table mid-game (dummy video driver), at 1280x720 and as a 1024x600 window shows them.

    python tools/screenshots_results.py docs/screenshots [GAME ...]

Writes results-GAME-WxH.png and aid-GAME-WxH.png. The 1024x600 pictures are the window's own pixels
(the 1280x720 canvas scaled into it), as a player on a small screen sees them.
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

import pygame  # noqa: E402

SEATS = {"kaiju": ["bot:hard", "bot:medium", "bot:easy"], "monsters": ["bot:medium", "bot:easy"],
         "elemmaster": ["bot:hard", "bot:medium"], "elemons": ["bot:hard", "bot:medium"],
         "evolution": ["bot:hard", "bot:medium", "bot:easy"]}
SIZES = ((1280, 720), (1024, 600))
MID_GAME = 12  # events played before the aid is opened over the table


def save(app, path: Path, size: tuple[int, int]) -> None:
    """The canvas at 1280x720, or the window itself when it is another size."""
    app.frame(1 / 60)
    if size == (1280, 720):
        app.screenshot(path)
    else:
        pygame.image.save(pygame.display.get_surface(), str(path))


def shots(out: Path, gid: str, size: tuple[int, int]) -> None:
    from game.match import Match
    from scenes.app import App, open_table
    from scenes.menu import MenuScene

    app = App(size=size)
    app.settings.speed = "instant"
    app.stack.push(MenuScene(app))
    open_table(app, Match(gid, SEATS[gid], seed=4))
    table = app.stack.top
    tag = f"{size[0]}x{size[1]}"
    aid_taken = False
    for _ in range(200_000):
        app.frame(1 / 30)
        if not aid_taken and len(table.feed.history()) >= MID_GAME and app.stack.top is table:
            app.settings.speed = "normal"
            for _ in range(20):  # let the last animations settle so the table is seen as it is
                app.frame(1 / 30)
            table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="", scancode=0))
            assert type(app.stack.top).__name__ == "AidScene", "F1 did not open the player aid"
            save(app, out / f"aid-{gid}-{tag}.png", size)
            app.stack.pop()
            app.settings.speed = "instant"
            aid_taken = True
        if type(app.stack.top).__name__ == "ResultsScene":
            break
    save(app, out / f"results-{gid}-{tag}.png", size)


def main(out: Path, games: list[str]) -> None:
    from scenes.app import init_pygame

    init_pygame()
    for gid in games:
        for size in SIZES:
            shots(out, gid, size)


if __name__ == "__main__":
    games = sys.argv[2:] or list(SEATS)
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots"), games)
