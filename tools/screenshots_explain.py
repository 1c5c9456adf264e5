"""What decided the winner, as players see it (issue 24): the Monsters round summary and results of
the deck-out tie of `deck_out_tie.yaml` (a person with 7 tricks, a bot with 6, the bot wins on red),
then every game's results after a whole game of bots (dummy video driver, 1280x720).

    python tools/screenshots_explain.py [OUT]      # default docs/screenshots/results

Writes monsters-tie-round.png, monsters-tie-results.png and results-GAME.png.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("ELEMENTAL_TABLE_HOME", tempfile.mkdtemp(prefix="elemental-explain-"))

import pygame  # noqa: E402

SEATS = {"kaiju": ["bot:hard", "bot:medium", "bot:easy"], "monsters": ["bot:medium", "bot:easy"],
         "elemmaster": ["bot:hard", "bot:medium"], "elemons": ["bot:hard", "bot:medium"],
         "evolution": ["bot:hard", "bot:medium", "bot:easy"]}
FRAMES = 200_000  # a whole game of bots at the instant speed stays well under this


def until(app, what, frames: int = FRAMES, dt: float = 1 / 30) -> None:
    """Frames until `what()` holds; a clear error when it never does."""
    for _ in range(frames):
        if what():
            return
        app.frame(dt)
    raise SystemExit(f"gave up waiting after {frames} frames")


def top_is(app, name: str):
    return lambda: type(app.stack.top).__name__ == name


def monsters_tie(out: Path) -> None:
    """The issue's case played by a person: the purple trick leaves a 3-3 tie that red breaks."""
    from game import data
    from game.match import Match
    from scenes.app import App, open_table
    from scenes.menu import MenuScene

    text = data.game_file("monsters", "scenarios/deck_out_tie.yaml").read_text(encoding="utf-8")
    path = Path(tempfile.mkdtemp()) / "deck_out_tie.yaml"
    path.write_text(text + "best_of: 3\nround: 3\nrounds_won: [1, 1]\n", encoding="utf-8")
    app = App(size=(1280, 720))
    app.settings.survey = False  # the end-of-game survey would cover the results
    app.stack.push(MenuScene(app))
    open_table(app, Match("monsters", ["human", "bot:easy"], seed=1, scenario=str(path)))
    table = app.stack.top
    until(app, lambda: table.live)
    trick = next(a for a in table.feed.legal(0) if a.kind == "trick" and a.args[0] == "purple")
    assert table.act(0, trick), "the purple trick was refused"
    until(app, lambda: table.round_panel is not None, dt=1 / 60)
    for _ in range(90):  # the summary's own animations settle
        app.frame(1 / 60)
    app.screenshot(out / "monsters-tie-round.png")
    table.close_round_panel()
    until(app, top_is(app, "ResultsScene"))
    app.frame(1 / 60)
    app.screenshot(out / "monsters-tie-results.png")


def results(out: Path, gid: str) -> None:
    from game.match import Match
    from scenes.app import App, open_table
    from scenes.menu import MenuScene

    app = App(size=(1280, 720))
    app.settings.speed = "instant"
    app.settings.survey = False
    app.stack.push(MenuScene(app))
    open_table(app, Match(gid, SEATS[gid], seed=4))
    until(app, top_is(app, "ResultsScene"))
    app.frame(1 / 60)
    app.screenshot(out / f"results-{gid}.png")


def main(out: Path) -> None:
    from scenes.app import init_pygame

    init_pygame()
    out.mkdir(parents=True, exist_ok=True)
    monsters_tie(out)
    for gid in SEATS:
        results(out, gid)
    pygame.quit()


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots/results"))
