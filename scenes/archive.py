"""The game archive: every game on this machine, one entry each, to replay, delete or report on.

Reads the saves (games in progress) and `saves/finished/` without replaying them: a save's log says
the game, seats, names, start and length, and a finished save its result. A game saved twice (an
old client kept its last autosave beside the finished file) is listed once, the finished copy first.
"""

from __future__ import annotations

import time
import webbrowser
from dataclasses import dataclass
from functools import partial
from pathlib import Path

import pygame

from game import i18n, paths, playtest_report, registry
from game.i18n import t
from game.match import Match, SaveError
from scenes.base import HEIGHT, WIDTH, Scene, SceneHost
from scenes.common import open_replay
from scenes.playtest import shown_path
from scenes.ui import ACCENT, BG, DANGER, MUTED, PANEL, Button, ButtonBar, panel, title
from sprites import charts
from sprites.fonts import TYPE, fit_text, render

ROW_H = 46
LIST = pygame.Rect(40, 150, WIDTH - 80, 440)


@dataclass
class Entry:
    path: Path
    game: str
    started: str
    seed: int
    seats: list[str]
    names: list[str]
    moves: int
    finished: bool
    winners: list[int] | None
    mtime: float

    def who(self, seat: int) -> str:
        if seat < len(self.names) and self.names[seat]:
            return self.names[seat]
        who = self.seats[seat] if seat < len(self.seats) else ""
        if who.startswith("bot:"):
            return t("seat.bot", n=seat + 1, strength=t(f"strength.{who[4:]}"))
        return t("seat.human", n=seat + 1)


def read_entry(path: Path) -> Entry | None:
    """What the archive shows of one save, without replaying it; None for a file that is no save."""
    try:
        raw = Match.read_save(path)  # a regular file, bounded, JSON: the check every save reader makes
        log = raw["log"]
        game = str(log["game"])
        if game not in registry.GAME_IDS:
            return None
        result = raw.get("result")
        winners = [int(w) for w in result["winners"]] if isinstance(result, dict) else None
        return Entry(path, game, str(log.get("started") or ""), int(log.get("seed", 0)),
                     [str(s) for s in log.get("seats") or []], [str(n) for n in log.get("names") or []],
                     sum(1 for m in log.get("moves") or [] if m and m[0] != "time"),
                     path.parent.name == "finished", winners, path.stat().st_mtime)
    except (SaveError, OSError, ValueError, KeyError, TypeError, AttributeError):
        return None


def archive(game: str | None = None) -> list[Entry]:
    """Every game on this machine, newest first, one entry per game (by game, start and seed)."""
    base = paths.saves_dir()
    files = [*base.glob("*.json"), *(base / "finished").glob("*.json")]
    found: dict[tuple[str, str, int] | Path, Entry] = {}
    for f in files:
        e = read_entry(f)
        if e is None or (game and e.game != game):
            continue
        key: tuple[str, str, int] | Path = (e.game, e.started, e.seed) if e.started else f
        old = found.get(key)
        if old is None or (e.finished, e.moves, e.mtime) > (old.finished, old.moves, old.mtime):
            found[key] = e
    return sorted(found.values(), key=lambda e: e.mtime, reverse=True)


class ArchiveScene(Scene):
    """One row per game: game, date, seats, winner, length. Click: replay; the bin asks, then deletes.
    Filters by game; the wheel and the arrows scroll; "Playtest report" writes the journals' report."""

    def __init__(self, app: SceneHost) -> None:
        super().__init__(app)
        self.game: str | None = None
        self.entries: list[Entry] = []
        self.scroll = 0
        self.confirm: Path | None = None  # the entry whose bin was clicked once
        self.message = ""
        self.bar = ButtonBar()
        self.load()

    @property
    def rows(self) -> int:
        return LIST.height // ROW_H

    def load(self) -> None:
        self.entries = archive(self.game)
        self.scroll = max(0, min(self.scroll, len(self.entries) - self.rows))
        self.build()

    def build(self) -> None:
        buttons: list[Button] = []
        filters: list[tuple[str | None, str]] = [(None, t("archive.all"))]
        filters += [(g, i18n.t(f"game.{g}")) for g in registry.GAME_IDS]
        w = (LIST.width - 10 * (len(filters) - 1)) // len(filters)
        for i, (gid, label) in enumerate(filters):
            b = Button(pygame.Rect(LIST.x + i * (w + 10), 90, w, 48), label, partial(self.filter, gid),
                       tag=f"filter:{gid or 'all'}")
            b.color = (96, 120, 60) if gid == self.game else (52, 70, 92)
            buttons.append(b)
        for row, e in enumerate(self.entries[self.scroll: self.scroll + self.rows]):
            y = LIST.y + row * ROW_H
            buttons.append(Button(pygame.Rect(LIST.x, y, LIST.width - 130, ROW_H - 6), self.label(e),
                                  partial(self.replay, e), tag=f"replay:{e.path.name}"))
            asking = self.confirm == e.path
            b = Button(pygame.Rect(LIST.right - 122, y, 122, ROW_H - 6),
                       t("archive.confirm") if asking else t("archive.delete"), partial(self.delete, e),
                       tag=f"delete:{e.path.name}")
            b.color = DANGER if asking else (70, 60, 60)
            buttons.append(b)
        y = HEIGHT - 78
        buttons.append(Button(pygame.Rect(LIST.x, y, 300, 52), t("archive.report"), self.report, tag="report"))
        buttons.append(Button(pygame.Rect(WIDTH // 2 - 110, y, 220, 52), t("back"), self.app.stack.pop, tag="back"))
        focus = self.bar.focus
        self.bar.set(buttons)
        self.bar.focus = min(focus, len(buttons) - 1)

    def label(self, e: Entry) -> str:
        when = time.strftime("%d/%m/%Y %H:%M", time.localtime(e.mtime))
        seats = ", ".join(e.who(s) for s in range(len(e.seats)))
        if not e.finished:
            state = t("replay.ongoing")
        elif e.winners:
            state = t("archive.won", who=", ".join(e.who(w) for w in e.winners))
        else:
            state = t("replay.finished")
        return t("archive.row", game=i18n.t(f"game.{e.game}"), when=when, seats=seats, state=state, n=e.moves)

    # -- actions ------------------------------------------------------------------------------------
    def filter(self, game: str | None) -> None:
        self.game, self.scroll, self.confirm = game, 0, None
        self.load()

    def replay(self, e: Entry) -> None:
        try:
            log = Match.load(e.path).log()
        except SaveError as exc:
            self.message = str(exc)
            return
        open_replay(self.app, log)

    def delete(self, e: Entry) -> None:
        """The first click asks; the second deletes the save (and its lock, if its client is gone)."""
        if self.confirm != e.path:
            self.confirm = e.path
            self.build()
            return
        self.confirm = None
        if paths.lock_owner(e.path) is not None:
            self.message = t("archive.in_use")
        else:
            try:
                e.path.unlink(missing_ok=True)
                Path(f"{e.path}.lock").unlink(missing_ok=True)
                self.message = t("archive.deleted")
            except OSError as exc:
                self.message = str(exc)
        self.load()

    def report(self) -> None:
        """The playtest report of every journal, written to the settings folder and opened in a browser."""
        out = paths.user_dir() / "reports" / "latest"
        try:
            page, _, _ = playtest_report.write(out, playtest_report.load_sessions(), render=charts.save_for_page)
        except (playtest_report.ReportError, OSError) as exc:
            self.message = str(exc)
            return
        self.message = t("archive.report_written", path=shown_path(page))
        try:
            webbrowser.open(page.as_uri())
        except (webbrowser.Error, OSError):  # no browser here: the path on screen is enough
            pass

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop()
            return
        step = 0
        if event.type == pygame.MOUSEWHEEL:
            step = -event.y
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            step = self.rows if event.key == pygame.K_PAGEDOWN else -self.rows
        if step:
            self.scroll = max(0, min(self.scroll + step, max(0, len(self.entries) - self.rows)))
            self.build()
            return
        self.bar.handle(event)

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(BG)
        title(surf, t("archive.title"), 24, TYPE.TITLE)
        panel(surf, LIST.inflate(16, 16), 200, PANEL)
        if not self.entries:
            img = render(t("replay.none"), TYPE.LARGE, MUTED)
            surf.blit(img, img.get_rect(center=LIST.center))
        self.bar.draw(surf)
        if len(self.entries) > self.rows:
            shown = f"{self.scroll + 1}-{min(len(self.entries), self.scroll + self.rows)} / {len(self.entries)}"
            img = render(t("archive.scroll", shown=shown), TYPE.SMALL, MUTED)
            surf.blit(img, img.get_rect(topright=(LIST.right, LIST.bottom + 12)))
        if self.message:
            img = render(self.message, fit_text(self.message, LIST.width - 220, TYPE.BODY, floor=TYPE.SMALL), ACCENT)
            surf.blit(img, img.get_rect(topleft=(LIST.x, LIST.bottom + 12)))
