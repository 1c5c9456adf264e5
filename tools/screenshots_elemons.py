"""Screenshots of the menu, an Elemons table mid-game and the results screen (dummy video driver).

    python tools/screenshots_elemons.py docs/screenshots
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


def main(out: Path) -> None:
    from game.match import Match
    from scenes.app import App, init_pygame, open_table
    from scenes.menu import MenuScene

    init_pygame()
    app = App()
    app.stack.push(MenuScene(app))
    app.frame(1 / 60)
    app.screenshot(out / "menu.png")
    app.settings.speed = "fast"
    open_table(app, Match("elemons", ["human", "bot:hard", "bot:medium"], seed=21))
    table = app.stack.top
    # Let the bots and a scripted person play a while, then stop with tiles face up.
    for _ in range(6000):
        app.frame(1 / 30)
        seat = table.human_to_act()
        if seat is not None:
            table.act(seat, table.feed.legal(seat)[0])
        face_up = [c for c in table.model.grid if c.face_up]
        if table.feed.view(None)["turn"] >= 14 and len(face_up) >= 2 and not table.anim.busy:
            break
    app.frame(1 / 60)
    app.screenshot(out / "elemons-table.png")
    for _ in range(20000):
        app.frame(1 / 30)
        seat = table.human_to_act()
        if seat is not None:
            table.act(seat, table.feed.legal(seat)[-1])
        if type(app.stack.top).__name__ == "ResultsScene":
            break
    app.frame(1 / 60)
    app.screenshot(out / "elemons-results.png")


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots"))
