"""Screenshots of a hint on each table: docs/screenshots/hints/<game>-<lang>.png (and network-<lang>.png:
a joined table, where hints are off and the button says why).

    SDL_VIDEODRIVER=dummy python tools/hint_screenshots.py [--out DIR] [--lang fr|en] [GAME ...]

A person plays the hard bot's moves until a hint has a reason of its own (not the only move), then
presses H, as at a real table (the kit's H, the feed's hint, the table's outlines).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game import i18n  # noqa: E402
from game.feed import LocalFeed  # noqa: E402
from game.match import Match  # noqa: E402
from scenes.app import App, init_pygame, open_table  # noqa: E402

SEEDS = {"elemons": 5, "evolution": 4, "monsters": 3, "kaiju": 3, "elemmaster": 3}
# Moves of the person before the shot (the hint's own pick each time): a position with a real choice.
SKIP = {"elemons": 4, "evolution": 3, "monsters": 0, "kaiju": 3, "elemmaster": 12}
# ... or until the hint gives one of these reasons (a memory game's hint is best shown on a pair it keeps).
WANT = {"elemons": ("pair", "match"), "elemmaster": ("plan_attack",), "evolution": ("power", "burn"),
        "monsters": ("missing",), "kaiju": ("cancel", "play", "play_risky")}
MAX_MOVES = 60


def frames(app: App, seconds: float) -> None:
    for _ in range(int(seconds * 60)):
        app.frame(1 / 60)


def until(app: App, what, seconds: float = 30.0) -> bool:  # type: ignore[no-untyped-def]
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if what():
            return True
        top = app.stack.top
        if top.__class__.__name__ == "LookAwayScene":
            top.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))
        app.frame(1 / 60)
    return False


def shoot(game_id: str, out: Path, lang: str) -> Path:
    app = App(size=(1280, 720))
    i18n.set_lang(lang)
    app.settings.speed = "fast"
    LocalFeed.think_in_worker = False
    open_table(app, Match(game_id, ["human", "bot:hard"], seed=SEEDS[game_id]))
    table = app.stack.top
    moves = 0
    while True:
        if not until(app, lambda: table.human_to_act() is not None and not table.busy):
            raise SystemExit(f"{game_id}: the person never got to act")
        seat = table.human_to_act()
        table.ask_hint()
        until(app, lambda: table.hint_shown is not None)
        hint = table.hint_shown
        if hint is None:
            raise SystemExit(f"{game_id}: no hint came")
        wanted = WANT.get(game_id)
        if wanted and hint.reason in wanted and moves >= SKIP[game_id]:
            break
        if (not wanted or moves >= MAX_MOVES) and moves >= SKIP[game_id] and hint.reason not in ("only", "plain"):
            break
        table.act(seat, hint.action)
        moves += 1
    frames(app, 0.4)
    path = out / f"{game_id}-{lang}.png"
    app.screenshot(path)
    return path


class OverNetwork(LocalFeed):
    """A local game that says what a joined table says of hints (NetFeed's `hints_off`)."""

    hints_off = "hint.off_network"


def shoot_network(out: Path, lang: str) -> Path:
    """A joined table: the hint button disabled, its short reason under it, the whole one on H."""
    app = App(size=(1280, 720))
    i18n.set_lang(lang)
    app.settings.speed = "fast"
    open_table(app, OverNetwork(Match("kaiju", ["human", "bot:hard"], seed=SEEDS["kaiju"])))
    table = app.stack.top
    until(app, lambda: table.human_to_act() is not None and not table.busy)
    table.ask_hint()
    frames(app, 0.2)
    path = out / f"network-{lang}.png"
    app.screenshot(path)
    return path


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=[*SEEDS, "network"])
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots/hints"))
    parser.add_argument("--lang", default="fr", choices=("fr", "en"))
    args = parser.parse_args()
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("ELEMENTAL_TABLE_HOME", "/tmp/elemental-hint-shots")
    init_pygame()
    for game_id in args.games:
        print(shoot_network(args.out, args.lang) if game_id == "network" else shoot(game_id, args.out, args.lang))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
