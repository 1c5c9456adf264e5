"""Screenshots of a Kaiju & Mecha dice table mid-game (a card to answer) and its results screen.

    DISPLAY=:82 python tools/screenshots_kaiju.py docs/screenshots      # a real window under Xvfb
    python tools/screenshots_kaiju.py docs/screenshots                  # headless (dummy video driver)

A person (seat 1, played by a medium bot's choices) and three bots; the table shot is taken when
the person is asked to answer another player's card while holding a cancel card.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
if not os.environ.get("DISPLAY"):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("ELEMENTAL_TABLE_HOME", "/tmp/elemental-shots-kaiju")


def main(out: Path, seed: int = 5) -> None:
    from game.kaiju import make_bot
    from game.match import Match
    from scenes.app import App, init_pygame, open_table
    from scenes.menu import MenuScene

    init_pygame()
    app = App()
    app.stack.push(MenuScene(app))
    app.frame(1 / 60)
    app.settings.speed = "fast"
    open_table(app, Match("kaiju", ["human", "bot:hard", "bot:medium", "bot:easy"], seed=seed))
    table = app.stack.top
    helper = make_bot("medium", 0, seed)
    shot = False
    for _ in range(40000):
        if type(app.stack.top).__name__ == "ResultsScene":
            break
        app.frame(1 / 30)
        seat = table.human_to_act()
        if seat is None:
            continue
        asked = any(b.label.startswith(("Annuler", "Cancel")) for b in table.bar.buttons)
        if not shot and table.model.turn >= 12 and asked:
            app.frame(1 / 60)
            app.screenshot(out / "kaiju-table.png")
            shot = True
        table.act(seat, helper.choose(table.feed.view(seat), table.feed.legal(seat)))
    app.frame(1 / 60)
    app.screenshot(out / "kaiju-score.png")
    print("table shot:", shot)


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots"))
