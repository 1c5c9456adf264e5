"""The game menu (all five games, with resume) and the game setup screen."""

from __future__ import annotations

import time
from typing import Any

import pygame

from game import i18n, registry
from game.i18n import t
from game.match import Match, SaveError, SaveLocked
from scenes.base import HEIGHT, WIDTH, Scene
from scenes.common import ButtonScene, RulesScene, SettingsScene
from scenes.ui import ACCENT, BG, DANGER, MUTED, Button, ButtonBar, title
from sprites.fonts import render

SEAT_KINDS = ("human", "bot:easy", "bot:medium", "bot:hard")


def set_aside(path: Any) -> Any:
    """A corrupt save is renamed, never deleted or overwritten: the player may want it back."""
    aside = path.with_name(f"{path.stem}.corrupt-{int(time.time())}{path.suffix}")
    path.rename(aside)
    return aside


def option_value(game_id: str, key: str, value: Any) -> str:
    """A setup option's value in words when the texts have it (`option.GAME.KEY.VALUE`)."""
    name = f"option.{game_id}.{key}.{value}"
    return t(name) if name in i18n.ui_strings(i18n.lang) else str(value)


class MenuScene(Scene):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.bar = ButtonBar()
        self.bar.focus = 0
        self.message = app.warning or ""

    def on_enter(self) -> None:
        self.build()

    def build(self) -> None:
        from scenes.app import save_path, table_class

        built = registry.available()
        buttons = []
        for i, gid in enumerate(registry.GAME_IDS):
            rect = pygame.Rect(WIDTH // 2 - 300, 170 + i * 72, 420, 58)
            ready = built[gid] and table_class(gid) is not None
            label = i18n.t(f"game.{gid}") + ("" if ready else f"  ({t('menu.not_built')})")
            buttons.append(Button(rect, label, lambda g=gid: self.setup(g), enabled=ready, tag=gid))
            if ready and save_path(gid).exists():
                r = pygame.Rect(rect.right + 16, rect.top, 170, 58)
                buttons.append(Button(r, t("menu.resume"), lambda g=gid: self.resume(g), color=(70, 110, 60)))
        y = 170 + 5 * 72 + 20
        buttons.append(Button(pygame.Rect(WIDTH // 2 - 380, y, 150, 52), t("menu.settings"), self.settings))
        buttons.append(Button(pygame.Rect(WIDTH // 2 - 220, y, 150, 52), t("menu.gallery"), self.gallery))
        buttons.append(Button(pygame.Rect(WIDTH // 2 - 60, y, 150, 52), t("menu.replays"), self.replays))
        buttons.append(Button(pygame.Rect(WIDTH // 2 + 100, y, 130, 52), t("lab.menu"), self.lab))
        buttons.append(Button(pygame.Rect(WIDTH // 2 + 240, y, 140, 52), t("menu.quit"), self.app.quit))
        buttons.append(Button(pygame.Rect(WIDTH // 2 - 300, y + 64, 290, 48), t("net.host"), self.host))
        buttons.append(Button(pygame.Rect(WIDTH // 2 + 10, y + 64, 290, 48), t("net.join"), self.join))
        self.bar.set(buttons)

    def settings(self) -> None:
        self.app.stack.push(SettingsScene(self.app))

    def host(self) -> None:
        from scenes.netplay import HostPickScene

        self.app.stack.push(HostPickScene(self.app))

    def join(self) -> None:
        from scenes.netplay import JoinScene

        self.app.stack.push(JoinScene(self.app))

    def replays(self) -> None:
        from scenes.common import ReplaysScene

        self.app.stack.push(ReplaysScene(self.app))

    def lab(self) -> None:
        from scenes.lab import LabScene

        self.app.stack.push(LabScene(self.app))

    def gallery(self) -> None:
        try:
            from scenes.gallery import GalleryScene
        except ModuleNotFoundError:
            self.message = t("menu.not_built")
            return
        self.app.stack.push(GalleryScene(self.app))

    def setup(self, game_id: str) -> None:
        self.app.stack.push(SetupScene(self.app, game_id))

    def resume(self, game_id: str) -> None:
        from scenes.app import open_table, save_path

        path = save_path(game_id)
        try:
            match = Match.load(path)
        except SaveLocked:  # another window plays it: not corrupt, left as it is
            self.message = t("save.locked")
            self.build()
            return
        except SaveError as exc:
            aside = set_aside(path)
            self.message = t("save.corrupt", name=aside.name, error=str(exc).split(": ", 1)[-1][:80])
            self.build()
            return
        open_table(self.app, match)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return
        self.bar.handle(event)

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(BG)
        title(surf, "Elemental Table", 40, 56)
        sub = render(t("menu.subtitle"), 20, MUTED)
        surf.blit(sub, sub.get_rect(midtop=(WIDTH // 2, 110)))
        self.bar.draw(surf)
        if self.message:
            img = render(self.message, 17, DANGER)
            surf.blit(img, img.get_rect(midbottom=(WIDTH // 2, HEIGHT - 20)))


class SetupScene(ButtonScene):
    """Seats (person or bot strength), the game's options, then the table."""

    def __init__(self, app: Any, game_id: str, hosting: bool = False) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.hosting = hosting  # seats may be remote players; Play starts a host
        self.spec = registry.get(game_id)
        lo, hi = self.spec.seats
        n = max(lo, min(hi, 2))
        self.seats = ["human"] + ["bot:medium"] * (n - 1)
        self.options = self.spec.default_options()
        self.message = ""
        self.replace_asked = False
        self.build()

    def build(self) -> None:
        lo, hi = self.spec.seats
        buttons = []
        x0 = WIDTH // 2 - 420
        for i, who in enumerate(self.seats):
            rect = pygame.Rect(x0, 150 + i * 64, 380, 52)
            if who.startswith("bot:"):
                kind = t("seat.kind.bot", strength=t(f"strength.{who[4:]}"))
            else:
                kind = t(f"seat.kind.{who}")
            label = f"{i + 1}. {kind}"
            buttons.append(Button(rect, label, lambda i=i: self.cycle_seat(i)))
        y = 150 + len(self.seats) * 64
        if len(self.seats) < hi:
            buttons.append(Button(pygame.Rect(x0, y, 185, 46), t("setup.add"), self.add_seat))
        if len(self.seats) > lo:
            buttons.append(Button(pygame.Rect(x0 + 195, y, 185, 46), t("setup.remove"), self.remove_seat))
        for j, (key, values) in enumerate(self.spec.options.items()):
            rect = pygame.Rect(WIDTH // 2 + 20, 150 + j * 64, 420, 52)
            label = f"{t(f'option.{self.game_id}.{key}')}: {option_value(self.game_id, key, self.options[key])}"
            buttons.append(Button(rect, label, lambda k=key, v=values: self.cycle_option(k, v)))
        buttons.append(Button(pygame.Rect(WIDTH // 2 - 420, HEIGHT - 110, 250, 60), t("back"), self.app.stack.pop))
        buttons.append(
            Button(
                pygame.Rect(WIDTH // 2 - 125, HEIGHT - 110, 250, 60),
                t("menu.rules"),
                lambda: self.app.stack.push(RulesScene(self.app, self.game_id)),
            )
        )
        start = pygame.Rect(WIDTH // 2 + 170, HEIGHT - 110, 250, 60)
        buttons.append(Button(start, t("setup.start"), self.start, color=(60, 110, 70)))
        self.bar.set(buttons)

    def cycle_seat(self, i: int) -> None:
        kinds = (*SEAT_KINDS[1:], "remote") if self.hosting and i > 0 else SEAT_KINDS
        if self.hosting and i == 0:
            return  # seat 1 is the hosting window's own player
        self.seats[i] = kinds[(kinds.index(self.seats[i]) + 1) % len(kinds)] if self.seats[i] in kinds else kinds[0]
        self.build()

    def add_seat(self) -> None:
        self.seats.append("bot:medium")
        self.build()

    def remove_seat(self) -> None:
        self.seats.pop()
        self.build()

    def cycle_option(self, key: str, values: list[Any]) -> None:
        cur = self.options[key]
        self.options[key] = values[(values.index(cur) + 1) % len(values)]
        self.build()

    def start(self) -> None:
        from game import paths
        from scenes.app import open_table, save_path

        seed = int(time.time() * 1000) % 1_000_000
        if self.hosting:
            from scenes.netplay import start_hosting

            start_hosting(self.app, self.game_id, list(self.seats), self.options, seed)
            return
        path = save_path(self.game_id)
        if paths.lock_owner(path) is not None:  # never overwrite the game another window plays
            self.message = t("save.locked")
            return
        if path.exists() and not self.replace_asked:  # a game in progress: ask before replacing it
            self.message, self.replace_asked = t("setup.replace"), True
            return
        match = Match(self.game_id, list(self.seats), seed=seed, options=self.options)
        self.app.stack.pop()
        open_table(self.app, match)

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(BG)
        title(surf, i18n.t(f"game.{self.game_id}"), 40)
        head = render(t("setup.seats"), 22, ACCENT)
        surf.blit(head, (WIDTH // 2 - 420, 110))
        if self.spec.options:
            surf.blit(render(t("setup.options"), 22, ACCENT), (WIDTH // 2 + 20, 110))
        self.bar.draw(surf)
        if self.message:
            img = render(self.message, 17, DANGER)
            surf.blit(img, img.get_rect(midbottom=(WIDTH // 2, HEIGHT - 120)))
