"""Screenshots of issue 12's fixes inside the tables, at 1280x720 and as a 1024x600 window shows them.

    python tools/screenshots_play12.py docs/screenshots

Writes fix-*.png: the Monsters round summary, Elemons' "one more Gigamon" and game-over banners,
Evolution's end-of-turn confirmation, the Elem Master board (coordinates, the played mark); dummy
video driver, the 1024x600 ones are the window's own pixels (the canvas scaled into it).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("ELEMENTAL_TABLE_HOME", "/tmp/elemental-shots-play12")

import pygame  # noqa: E402


def save(app, out: Path, name: str, size: tuple[int, int]) -> None:
    """The canvas at 1280x720, or the window itself when it is another size."""
    if size == (1280, 720):
        app.screenshot(out / f"{name}.png")
    else:
        pygame.image.save(pygame.display.get_surface(), str(out / f"{name}-{size[0]}x{size[1]}.png"))


def new_app(size: tuple[int, int]):
    from scenes.app import App
    from scenes.menu import MenuScene

    app = App(size=size)
    app.stack.push(MenuScene(app))
    return app


def monsters(out: Path, size: tuple[int, int]) -> None:
    from game.match import Match
    from scenes.app import open_table

    app = new_app(size)
    app.settings.speed = "instant"
    open_table(app, Match("monsters", ["human", "bot:hard"], seed=2, options={"rounds": 3}))
    table = app.stack.top
    for _ in range(4000):
        app.frame(0.1)
        if table.round_panel is not None:
            break
    app.frame(1.0)
    save(app, out, "fix-monsters-round-summary", size)


def elemons(out: Path, size: tuple[int, int]) -> None:
    from game.match import Match
    from scenes.app import open_table

    app = new_app(size)
    app.settings.speed = "normal"
    open_table(app, Match("elemons", ["human", "bot:medium"], seed=21))
    table = app.stack.top
    taken = 0
    for _ in range(40000):
        app.frame(1 / 30)
        seat = table.human_to_act()
        if seat is not None:
            legal = table.feed.legal(seat)
            trades = [a for a in legal if a.kind == "trade"]
            table.act(seat, trades[0] if trades else legal[0])
        banner = table.anim.banner_item is not None
        if banner and taken == 0 and any(len(p.gigamons) == 2 for p in table.m.players):
            app.frame(0.3)
            save(app, out, "fix-elemons-one-more-gigamon", size)
            taken = 1
        if banner and taken == 1 and table.m.over:
            app.frame(0.3)
            save(app, out, "fix-elemons-game-over-banner", size)
            return


def evolution(out: Path, size: tuple[int, int]) -> None:
    from test_scenes_evolution import DUEL

    from game.match import Match
    from scenes.app import open_table

    path = Path(os.environ["ELEMENTAL_TABLE_HOME"]) / "duel.yaml"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(DUEL)
    app = new_app(size)
    app.settings.speed = "instant"
    open_table(app, Match("evolution", ["human", "bot:easy"], seed=4, scenario=str(path)))
    table = app.stack.top
    app.frame(0.1)
    table.press_enter(0)  # Enter with no card placed: the table asks first
    app.frame(0.1)
    save(app, out, "fix-evolution-confirm-end", size)


def elemmaster(out: Path, size: tuple[int, int]) -> None:
    from game.match import Match
    from scenes.app import open_table

    app = new_app(size)
    app.settings.speed = "instant"
    open_table(app, Match("elemmaster", ["human", "bot:medium"], seed=3))
    table = app.stack.top
    for _ in range(3000):  # a scripted person moves until a stack of theirs shows the "played" mark
        app.frame(1 / 30)
        seat = table.human_to_act()
        if seat is None:
            continue
        m = table.m
        if m.phase == "play" and m.turn >= 4 and m.ap < 3 and any(s[3] for s in m.stacks.values()):
            break
        legal = table.feed.legal(seat)
        ends = [a for a in legal if a.kind in ("end", "end_turn")]
        moves = [a for a in legal if a.kind not in ("end", "end_turn")]
        table.act(seat, moves[0] if moves and m.ap > 1 else (ends or legal)[0])
    app.frame(0.5)
    save(app, out, "fix-elemmaster-coordinates", size)


def main(out: Path) -> None:
    from scenes.app import init_pygame

    init_pygame()
    for size in ((1280, 720), (1024, 600)):
        monsters(out, size)
        elemons(out, size)
        evolution(out, size)
        elemmaster(out, size)


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots"))
