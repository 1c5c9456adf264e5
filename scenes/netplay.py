"""Hosting and joining from the window: pick a game to host, hand out invitations, paste one to join.

The window that hosts runs the same host as `python main.py host` on a
background thread, and plays its own seat through the network like everyone
else (a `NetFeed` on 127.0.0.1), so there is one way to play across machines.
"""

from __future__ import annotations

import asyncio
import threading
from functools import partial
from typing import Any

import pygame

from game import i18n, paths, registry
from game.i18n import t
from game.match import Match
from net.client import NetError, NetFeed, parse_invitation
from net.host import HostTable, lan_address, serve
from scenes.base import HEIGHT, WIDTH, Scene, SceneHost
from scenes.common import ButtonScene
from scenes.ui import ACCENT, BG, INK, MUTED, Button, ButtonBar, TextField, copy_text, text_block, title
from sprites.fonts import render


class HostThread:
    """A host serving one table from a background thread of this window (stopped with the window)."""

    def __init__(self, table: HostTable, bind: str = "127.0.0.1", port: int = 0) -> None:
        self.table = table
        self.port = 0
        self.error = ""
        self._ready = threading.Event()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self.thread = threading.Thread(target=self._run, args=(bind, port), daemon=True)
        self.thread.start()
        self._ready.wait(10)

    def _run(self, bind: str, port: int) -> None:
        async def main() -> None:
            self._loop = asyncio.get_running_loop()
            self._stop = asyncio.Event()
            await serve(self.table, bind, port, self._on_ready, self._stop)

        try:
            asyncio.run(main())
        except OSError as exc:
            self.error = str(exc)
            self._ready.set()

    def _on_ready(self, port: int) -> None:
        self.port = port
        self._ready.set()

    def stop(self) -> None:
        """Ask the host to close; nothing to do once it has closed by itself (its match over)."""
        if self._loop is not None and self._stop is not None and not self._loop.is_closed():
            try:
                self._loop.call_soon_threadsafe(self._stop.set)
            except RuntimeError:  # closed between the look and the call
                pass


class HostPickScene(ButtonScene):
    """Which game to host, and who may reach it: this machine only, or other machines too."""

    def __init__(self, app: SceneHost) -> None:
        super().__init__(app)
        self.open = False  # listening on every interface lets testers elsewhere join
        buttons = []
        for i, gid in enumerate(registry.GAME_IDS):
            rect = pygame.Rect(WIDTH // 2 - 240, 140 + i * 66, 480, 54)
            buttons.append(Button(rect, i18n.t(f"game.{gid}"), partial(self.pick, gid), tag=gid))
        self.reach = Button(pygame.Rect(WIDTH // 2 - 300, 140 + len(registry.GAME_IDS) * 66 + 14, 600, 50),
                            self._reach_label(), self.toggle_reach, tag="reach")
        buttons.append(self.reach)
        buttons.append(Button(pygame.Rect(WIDTH // 2 - 110, HEIGHT - 90, 220, 56), t("back"), self.app.stack.pop))
        self.bar.set(buttons)

    def _reach_label(self) -> str:
        return t("net.reach_open") if self.open else t("net.reach_local")

    def toggle_reach(self) -> None:
        self.open = not self.open
        self.reach.label = self._reach_label()

    def pick(self, game_id: str) -> None:
        bind = "0.0.0.0" if self.open else "127.0.0.1"
        self.app.open("setup", game_id, hosting=True, bind=bind)

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(BG)
        title(surf, t("net.host_title"), 50)
        self.bar.draw(surf)


def start_hosting(app: SceneHost, game_id: str, seats: list[str], options: dict[str, Any], seed: int,
                  bind: str = "127.0.0.1", names: list[str] | None = None) -> HostLobbyScene:
    """A host started on a thread of this window, and its lobby (the app pushes it). Seat 0 is this
    window's player; the other people join with their invitation. The names typed on the setup
    screen go to every client's table, log and results."""
    remote = ["remote" if s in ("human", "remote") else s for s in seats]
    match = Match(game_id, remote, seed=seed, options=options)
    match.names = list(names or [])
    table = HostTable(match, paths.saves_dir() / f"host-{game_id}.json")
    table.save()
    host = HostThread(table, bind=bind)
    return HostLobbyScene(app, host, bind)


class HostLobbyScene(Scene):
    """The invitations to send, then this window's own seat at the table."""

    def __init__(self, app: SceneHost, host: HostThread, bind: str = "127.0.0.1") -> None:
        super().__init__(app)
        self.host = host
        self.message = host.error and t("net.cannot_host", error=host.error)
        table = host.table
        self.open = bind != "127.0.0.1"
        # other machines need this machine's address; this window's own seat always goes by loopback
        where = f"{lan_address() if self.open else '127.0.0.1'}:{host.port}"
        self.lines = [f"invite {s} {where} {table.tokens[s]}" for s in table.remote_seats() if s != 0]
        self.mine = (f"127.0.0.1:{host.port}", table.tokens[0]) if 0 in table.remote_seats() else None
        buttons = [Button(pygame.Rect(WIDTH // 2 - 330, HEIGHT - 110, 200, 56), t("net.copy"), self.copy),
                   Button(pygame.Rect(WIDTH // 2 - 100, HEIGHT - 110, 200, 56), t("back"), self.leave),
                   Button(pygame.Rect(WIDTH // 2 + 130, HEIGHT - 110, 200, 56), t("net.sit"), self.sit,
                          color=(60, 110, 70))]
        self.bar = ButtonBar(buttons, focus=2)

    def copy(self) -> None:
        ok = copy_text("\n".join(self.lines))
        self.message = t("net.copied") if ok else t("net.no_clipboard")

    def leave(self) -> None:
        self.host.stop()
        self.app.stack.pop()

    def sit(self) -> None:
        if self.mine is None or self.host.error:
            return
        try:
            feed = NetFeed(*self.mine)
        except NetError as exc:
            self.message = str(exc)
            return
        self.app.open_table(feed)

    def handle(self, event: pygame.event.Event) -> None:
        self.bar.handle(event)

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(BG)
        title(surf, t("net.lobby_title", game=i18n.t(f"game.{self.host.table.match.game_id}")), 40)
        text_block(surf, t("net.lobby_text"), pygame.Rect(WIDTH // 2 - 480, 100, 960, 70), 18, MUTED)
        reach = t("net.lobby_open", port=self.host.port) if self.open else t("net.lobby_local")
        text_block(surf, reach, pygame.Rect(WIDTH // 2 - 480, HEIGHT - 250, 960, 70), 17, INK)
        for i, line in enumerate(self.lines):
            surf.blit(render(line, 20, INK), (WIDTH // 2 - 440, 190 + i * 40))
        if self.message:
            img = render(self.message, 18, ACCENT)
            surf.blit(img, img.get_rect(midtop=(WIDTH // 2, HEIGHT - 160)))
        self.bar.draw(surf)


class JoinScene(ButtonScene):
    """Paste the invitation the host sent (Ctrl+V), press Enter or Join."""

    def __init__(self, app: SceneHost) -> None:
        super().__init__(app)
        self.message = ""
        self.field = TextField(pygame.Rect(WIDTH // 2 - 460, 260, 920, 48), self.join, t("net.paste"))
        self.field.focused = True
        self.bar.set([
            Button(pygame.Rect(WIDTH // 2 - 230, HEIGHT - 110, 200, 56), t("back"), self.app.stack.pop),
            Button(pygame.Rect(WIDTH // 2 + 30, HEIGHT - 110, 200, 56), t("net.join"),
                   lambda: self.join(self.field.text), color=(60, 110, 70)),
        ])

    def join(self, text: str) -> None:
        try:
            address, token = parse_invitation(text)
            feed = NetFeed(address, token)
        except NetError as exc:
            self.message = str(exc)
            return
        self.app.open_table(feed)

    def handle(self, event: pygame.event.Event) -> None:
        if self.field.handle(event):
            return
        super().handle(event)  # Escape goes back, the bar takes the rest

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(BG)
        title(surf, t("net.join_title"), 60)
        text_block(surf, t("net.join_text"), pygame.Rect(WIDTH // 2 - 460, 140, 920, 100), 18, MUTED)
        self.field.draw(surf)
        if self.message:
            text_block(surf, self.message, pygame.Rect(WIDTH // 2 - 460, 330, 920, 60), 18, ACCENT)
        self.bar.draw(surf)
