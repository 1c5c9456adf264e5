"""Scenes every game shares: pause, results, look-away, rules help, settings."""

from __future__ import annotations

from typing import Any

import pygame

from game import i18n, paths, registry
from game.i18n import t
from scenes.base import HEIGHT, WIDTH, Scene
from scenes.settings import LANGS, SPEED_NAMES
from scenes.ui import ACCENT, BG, INK, MUTED, Button, ButtonBar, panel, text_block, title
from sprites.fonts import render


def _column(labels_actions: list[tuple[str, Any]], top: int, width: int = 360, height: int = 52) -> list[Button]:
    buttons = []
    for i, (label, action) in enumerate(labels_actions):
        rect = pygame.Rect(0, 0, width, height)
        rect.midtop = (WIDTH // 2, top + i * (height + 14))
        buttons.append(Button(rect, label, action))
    return buttons


class ButtonScene(Scene):
    """A screen of buttons: the bar takes mouse and keys, Escape goes back."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.bar = ButtonBar()
        self.bar.focus = 0

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop()
            return
        self.bar.handle(event)


class PauseScene(Scene):
    overlay = True

    def __init__(self, app: Any, table: Any) -> None:
        super().__init__(app)
        self.table = table
        self.bar = ButtonBar()
        self.bar.focus = 0

    def on_enter(self) -> None:
        self.bar.set(
            _column(
                [
                    (t("pause.resume"), self.app.stack.pop),
                    (t("menu.rules"), lambda: self.app.stack.push(RulesScene(self.app, self.table.game_id))),
                    (t("menu.settings"), lambda: self.app.stack.push(SettingsScene(self.app))),
                    (t("pause.menu"), self.to_menu),
                ],
                250,
            )
        )

    def to_menu(self) -> None:
        from scenes.menu import MenuScene

        self.table.autosave()
        self.app.stack.clear_to(MenuScene(self.app))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_p):
            self.app.stack.pop()
            return
        self.bar.handle(event)

    def draw(self, surf: pygame.Surface) -> None:
        panel(surf, surf.get_rect(), 170, (0, 0, 0))
        title(surf, t("pause.title"), 150)
        self.bar.draw(surf)


class LookAway(Scene):
    """Shared screen: the next person takes the seat, the others look away."""

    overlay = False

    def __init__(self, app: Any, who: str) -> None:
        super().__init__(app)
        self.who = who
        rect = pygame.Rect(0, 0, 320, 60)
        rect.center = (WIDTH // 2, HEIGHT // 2 + 90)
        self.bar = ButtonBar([Button(rect, t("lookaway.ready"), self.app.stack.pop)], focus=0)

    def handle(self, event: pygame.event.Event) -> None:
        self.bar.handle(event)

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(BG)
        title(surf, t("lookaway.title", who=self.who), HEIGHT // 2 - 120, 36)
        text_block(surf, t("lookaway.text"), pygame.Rect(WIDTH // 2 - 330, HEIGHT // 2 - 50, 660, 100), 20, MUTED)
        self.bar.draw(surf)


class ResultsScene(Scene):
    def __init__(self, app: Any, table: Any) -> None:
        super().__init__(app)
        self.table = table
        from scenes.menu import MenuScene

        def again() -> None:
            from game.match import Match
            from scenes.app import open_table

            log = table.feed.game_log()
            new = Match(log["game"], log["seats"], seed=int(log["seed"]) + 1, options=log["options"])
            self.app.stack.clear_to(MenuScene(self.app))
            open_table(self.app, new)

        choices = [(t("results.table"), self.app.stack.pop), (t("results.menu"),
                   lambda: self.app.stack.clear_to(MenuScene(self.app)))]
        if table.feed.game_log() is not None and not table.feed.replaying:
            replay = (t("results.replay"), lambda: open_replay(self.app, table.feed.game_log()))
            choices = [(t("results.again"), again), replay, *choices]
        w = 210
        x0 = WIDTH // 2 - (len(choices) * (w + 14) - 14) // 2
        self.bar = ButtonBar(
            [Button(pygame.Rect(x0 + i * (w + 14), HEIGHT - 110, w, 56), label, fn)
             for i, (label, fn) in enumerate(choices)],
            focus=len(choices) - 1,
        )

    def handle(self, event: pygame.event.Event) -> None:
        self.bar.handle(event)

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(BG)
        res = self.table.feed.result()
        names = [self.table.names[w] for w in res.winners]
        head = t("results.winner", who=", ".join(names)) if len(names) == 1 else t("results.tie", who=", ".join(names))
        title(surf, t("results.title"), 40)
        title(surf, head, 110, 30, INK)
        if res.reason:
            reason = t(f"end.{self.table.game_id}.{res.reason}")
            img = render(reason, 20, ACCENT)
            surf.blit(img, img.get_rect(midtop=(WIDTH // 2, 160)))
        y = 220
        for line in self.table.result_lines():
            img = render(line, 24, INK)
            surf.blit(img, (WIDTH // 2 - 360, y))
            y += 40
        self.bar.draw(surf)


def open_replay(app: Any, log: dict[str, Any] | None) -> None:
    """Step through a game's log on its own table (from the results screen or the menu's replays)."""
    from game.feed import ReplayFeed
    from scenes.app import table_class

    if log is None:
        return
    cls = table_class(str(log["game"]))
    if cls is not None:
        app.stack.push(cls(app, ReplayFeed(log)))


class ReplaysScene(Scene):
    """The saved and finished games on this machine, newest first; one click replays it."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.problem = ""
        files = sorted(paths.saves_dir().glob("*.json"), key=_mtime, reverse=True)
        files += sorted((paths.saves_dir() / "finished").glob("*.json"), key=_mtime, reverse=True)
        buttons = []
        for i, f in enumerate(files[:10]):
            rect = pygame.Rect(WIDTH // 2 - 360, 130 + i * 52, 720, 44)
            buttons.append(Button(rect, _replay_label(f), lambda f=f: self.open(f)))
        buttons.append(Button(pygame.Rect(WIDTH // 2 - 110, HEIGHT - 90, 220, 52), t("back"), self.app.stack.pop))
        self.bar = ButtonBar(buttons, focus=0)
        self.empty = not files

    def open(self, path: Any) -> None:
        from game.match import Match, SaveError

        try:
            log = Match.load(path).log()
        except SaveError as exc:
            self.problem = str(exc)
            return
        open_replay(self.app, log)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop()
            return
        self.bar.handle(event)

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(BG)
        title(surf, t("replay.title"), 40)
        if self.empty:
            title(surf, t("replay.none"), 200, 22, MUTED)
        if self.problem:
            img = render(self.problem, 16, ACCENT)
            surf.blit(img, img.get_rect(midtop=(WIDTH // 2, 90)))
        self.bar.draw(surf)


def _replay_label(path: Any) -> str:
    """'Elemons & Gigamons · 23/11 21:40 · finished' for a file in saves/ (in progress) or saves/finished/."""
    import time as _time

    game = path.stem.split("-")[0]
    title_ = i18n.t(f"game.{game}") if game in registry.GAME_IDS else path.stem
    when = _time.strftime("%d/%m %H:%M", _time.localtime(_mtime(path)))
    state = t("replay.finished") if path.parent.name == "finished" else t("replay.ongoing")
    return f"{title_} · {when} · {state}"


def _mtime(path: Any) -> float:
    try:
        return float(path.stat().st_mtime)
    except OSError:
        return 0.0


class RulesScene(Scene):
    """The rules summary of a game and the project's rulings, scrolled with the wheel or arrows."""

    def __init__(self, app: Any, game_id: str) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.scroll = 0
        f = paths.root() / "docs" / "rules" / f"{game_id}.md"
        summary = t(f"rules.{game_id}")
        notes = f.read_text(encoding="utf-8") if f.exists() else ""
        self.lines = (summary + "\n\n" + notes).splitlines()
        self.bar = ButtonBar([Button(pygame.Rect(WIDTH - 200, HEIGHT - 70, 170, 50), t("back"), app.stack.pop)])

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop()
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y * 3)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
            self.scroll += 3 if event.key == pygame.K_DOWN else 20
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_PAGEUP):
            self.scroll = max(0, self.scroll - (3 if event.key == pygame.K_UP else 20))
        else:
            self.bar.handle(event)

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(BG)
        title(surf, i18n.t(f"game.{self.game_id}"), 16, 34)
        box = pygame.Rect(60, 80, WIDTH - 120, HEIGHT - 170)
        panel(surf, box)
        y = box.top + 10
        from sprites.fonts import wrap

        wrapped: list[str] = []
        for line in self.lines:
            wrapped.extend(wrap(line.replace("**", ""), box.width - 30, 17) if line else [""])
        self.scroll = min(self.scroll, max(0, len(wrapped) - 5))
        for line in wrapped[self.scroll :]:
            if y > box.bottom - 24:
                break
            bold = line.startswith("#")
            surf.blit(render(line.lstrip("# "), 18 if bold else 17, ACCENT if bold else INK, bold), (box.left + 15, y))
            y += 24
        self.bar.draw(surf)


class SettingsScene(ButtonScene):
    """Language, animation speed, volume: saved at once, atomically."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.rebuild()

    def rebuild(self) -> None:
        s = self.app.settings

        def cycle(attr: str, values: tuple[Any, ...]) -> Any:
            def go() -> None:
                cur = getattr(s, attr)
                setattr(s, attr, values[(values.index(cur) + 1) % len(values)] if cur in values else values[0])
                self.apply()

            return go

        volumes = (0, 25, 50, 70, 100)
        self.bar.set(
            _column(
                [
                    (t("settings.lang", value=t(f"lang.{s.lang}")), cycle("lang", LANGS)),
                    (t("settings.speed", value=t(f"speed.{s.speed}")), cycle("speed", SPEED_NAMES)),
                    (t("settings.volume", value=s.volume), cycle("volume", volumes)),
                    (t("back"), self.app.stack.pop),
                ],
                220,
                460,
            )
        )

    def apply(self) -> None:
        s = self.app.settings
        if s.lang != i18n.lang:
            self.app.art.reload()  # placeholders carry names in the language
        i18n.set_lang(s.lang)
        self.app.sounds.volume = s.volume
        self.app.sounds.play("click")
        try:
            s.save()
        except OSError as exc:
            self.app.warning = str(exc)
        focus = self.bar.focus
        self.rebuild()
        self.bar.focus = focus
        for scene in self.app.stack.scenes:
            names = getattr(scene, "seat_names", None)
            if callable(names):
                scene.names = names()

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(BG)
        title(surf, t("menu.settings"), 120)
        self.bar.draw(surf)
