"""Screenshots of every screen a newcomer meets, for issue 24's "everywhere" polish (type scale,
banners, replay menu, how-to labels).

    python tools/screenshots_polish.py OUTDIR   (docs/screenshots/polish keeps a few of them, halved)

Writes one PNG per screen: the menu, each game's setup, table (with a banner where one shows),
how-to (its labelled pictures) and player aid, the settings, gallery, archive, lab, host and
join screens, a replay and its Escape menu. Dummy video driver, 1280x720 canvas, French.
"""

from __future__ import annotations

import os
import random
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
HOME = Path("/tmp/elemental-shots-polish")
os.environ["ELEMENTAL_TABLE_HOME"] = str(HOME)

GAMES = ("elemons", "evolution", "monsters", "kaiju", "elemmaster")


def played(game: str, seed: int, moves: int):  # noqa: ANN201 - a Match
    """A game of random legal moves (for the archive and the replay)."""
    from game.match import Match

    m = Match(game, ["human", "bot:easy"], seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if m.state.is_over:
            break
        seat = m.state.actors()[0]
        m.play(seat, rng.choice(m.state.legal_actions(seat)))
    return m


def main(out: Path) -> None:
    shutil.rmtree(HOME, ignore_errors=True)
    HOME.mkdir(parents=True)
    (HOME / "settings.json").write_text('{"survey": false, "lang": "fr"}', encoding="utf-8")
    out.mkdir(parents=True, exist_ok=True)
    from game import i18n, paths
    from game.feed import ReplayFeed
    from game.match import Match
    from scenes.app import App, init_pygame, new_match, open_play, open_table

    i18n.set_lang("fr")
    init_pygame()
    app = App(size=(1280, 720))

    def shot(name: str, frames: int = 2) -> None:
        for _ in range(frames):
            app.frame(1 / 30)
        app.screenshot(out / f"{name}.png")

    def fresh(name: str, *args: object) -> None:
        app.stack.scenes.clear()
        app.open("menu")
        app.open(name, *args)

    fin = paths.saves_dir() / "finished"
    for i, g in enumerate(GAMES):
        played(g, i + 1, 30).save(fin / f"{g}-{i}.json")
    played("kaiju", 9, 8).save(paths.save_path("kaiju"))  # a game in progress: "Resume" in the menu

    app.stack.scenes.clear()
    app.open("menu")
    shot("menu")
    app.stack.scenes.clear()
    open_play(app, new_match("kaiju", None, 99, {}))  # `play kaiju` with that game in progress
    shot("play-in-progress")
    for name in ("settings", "gallery", "replays", "lab", "host_pick", "join"):
        fresh(name)
        shot(name)
    for g in GAMES:
        fresh("setup", g)
        shot(f"setup-{g}")
        fresh("howto", g)
        scene = app.stack.top
        shot(f"howto-{g}")
        scene.build()
        wanted = ("attacks", "terrains") if g == "elemmaster" else ()
        for i, s in enumerate(scene.howto.sections):
            if s.id in wanted or (not wanted and s.show and i > 1):
                scene.jump(i)
                shot(f"howto-{g}-{s.id}")
                if not wanted:
                    break
        fresh("aid", g)
        shot(f"aid-{g}")
    # each table a moment after it opens, at normal speed: the opening banner where a game has one
    for g in GAMES:
        app.stack.scenes.clear()
        app.open("menu")
        seats = ["human", "bot:easy"]
        open_table(app, Match(g, seats, seed=5))
        shot(f"table-{g}", frames=6)
        table = app.stack.top
        for _ in range(900):  # on to the person's first decision: the prompt and its buttons
            app.frame(1 / 30)
            if app.stack.top is table and table.human_to_act() is not None and not table.busy:
                break
        shot(f"table-{g}-prompt", frames=45 if g == "monsters" else 2)
        # a banner in its last moments, where the old ones faded and let the words under them show
        table = app.stack.top
        table.banner("Bot 2 (facile) attrape Anemomon : plus qu'un Gigamon !", 1.0)
        item = table.anim.banner_item
        item.tween.elapsed = item.tween.delay + 0.84 * item.tween.duration
        table.draw(app.canvas)
        app.screenshot(out / f"banner-{g}.png")
    # a replay at step 12, and Escape over it
    log = Match.load(fin / "kaiju-3.json").log()
    app.stack.scenes.clear()
    app.open("menu")
    open_table(app, ReplayFeed(log, 12))
    shot("replay-kaiju")
    import pygame

    app.stack.top.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    shot("replay-kaiju-escape")
    pygame.quit()


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs/screenshots/polish/after")
