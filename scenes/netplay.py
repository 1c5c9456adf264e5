"""Hosting and joining from the window: pick a game to host, hand out invitations, paste one to join.

The window that hosts runs the same host as `python main.py host` on a
background thread (encrypted, with this machine's certificate), and plays its
own seat through the network like everyone else (a `NetFeed` on 127.0.0.1), so
there is one way to play across machines. A hosted game whose window closed or
crashed is taken back from the host screen (its autosave, same invitations).
"""

from __future__ import annotations

import asyncio
import json
import os
import threading
import time
from functools import partial
from pathlib import Path
from typing import Any

import pygame

from game import i18n, paths, registry
from game.feed import LocalFeed
from game.i18n import t
from game.match import Match
from net.cli import new_save_path
from net.client import NetError, NetFeed, read_invitation
from net.host import HostTable, hosting_lock, lan_address, serve
from net.tls import server_context
from scenes.base import HEIGHT, WIDTH, Scene, SceneHost
from scenes.common import ButtonScene
from scenes.ui import ACCENT, BG, INK, MUTED, Button, ButtonBar, TextField, copy_text, text_block, title
from sprites.fonts import TYPE, render


class HostThread:
    """A host serving one table from a background thread of this window (stopped with the window)."""

    def __init__(self, table: HostTable, bind: str = "127.0.0.1", port: int = 0, secure: bool = True) -> None:
        self.table = table
        self.port = 0
        self.error = ""
        self.fingerprint = ""  # of this machine's certificate: every invitation carries it
        self.context = None
        if secure:
            try:
                self.context, self.fingerprint = server_context()
            except (OSError, ValueError, ImportError) as exc:
                self.error = f"no certificate ({exc})"
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
            await serve(self.table, bind, port, self._on_ready, self._stop, ssl_context=self.context)

        if self.error:
            self._ready.set()
            return
        try:
            asyncio.run(main())
        except OSError as exc:
            self.error = exc.strerror or str(exc)
            self._ready.set()
        finally:
            self.table.release()

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


HOSTING_FILE = "hosting.json"  # in the settings folder: the port a host listens on (0: any free port)


def hosting_port() -> int:
    """The port this window hosts on: the one picked last time (kept in the settings folder), or 0 (any)."""
    try:
        port = json.loads((paths.user_dir() / HOSTING_FILE).read_text(encoding="utf-8")).get("port", 0)
    except (OSError, ValueError, AttributeError):
        return 0
    return port if type(port) is int and 0 <= port < 65536 else 0


def set_hosting_port(port: int) -> None:
    try:
        paths.atomic_write(paths.user_dir() / HOSTING_FILE, json.dumps({"port": port}))
    except OSError:
        return  # kept for this session only


def hosted_in_progress(limit: int = 4) -> list[tuple[Path, str]]:
    """The newest hosted games not over and not served by a live host: (save, its game's id)."""
    try:
        files = sorted(paths.saves_dir().glob("host-*.json"), key=lambda f: f.stat().st_mtime, reverse=True)
    except OSError:
        return []
    found: list[tuple[Path, str]] = []
    for f in files[: limit * 3]:
        if len(found) >= limit or paths.lock_owner(hosting_lock(f)) is not None or _served_here(f):
            continue
        try:
            match = Match.load(f)
        except Exception:  # noqa: BLE001 - a broken or foreign save is simply not offered
            continue
        if not LocalFeed(match).is_over:  # asked through the feed, as a table would
            found.append((f, match.game_id))
    return found


def _served_here(save: Path) -> bool:
    """Is this very window hosting it already (lock_owner does not count our own process)?"""
    try:
        return paths.lock_path(hosting_lock(save)).read_text(encoding="utf-8").split()[0] == str(os.getpid())
    except (OSError, IndexError):
        return False


class HostPickScene(ButtonScene):
    """Which game to host, who may reach it (this machine only, or other machines too), on which port;
    and the hosted games in progress, to take back."""

    def __init__(self, app: SceneHost) -> None:
        super().__init__(app)
        self.open = False  # listening on every interface lets testers elsewhere join
        self.message = ""
        buttons = []
        for i, gid in enumerate(registry.GAME_IDS):
            rect = pygame.Rect(WIDTH // 2 - 240, 120 + i * 60, 480, 50)
            buttons.append(Button(rect, i18n.t(f"game.{gid}"), partial(self.pick, gid), tag=gid))
        y = 120 + len(registry.GAME_IDS) * 60 + 6
        self.reach = Button(pygame.Rect(WIDTH // 2 - 300, y, 600, 46), self._reach_label(), self.toggle_reach,
                            tag="reach")
        buttons.append(self.reach)
        port = hosting_port()
        self.port_field = TextField(pygame.Rect(WIDTH // 2 + 40, y + 56, 210, 40), self.set_port, t("net.port_any"),
                                    limit=5)
        self.port_field.text = str(port) if port else ""
        self.resumable = hosted_in_progress()
        for i, (save, gid) in enumerate(self.resumable):
            rect = pygame.Rect(WIDTH // 2 - 300, y + 108 + i * 46, 600, 40)
            when = time.strftime("%d/%m %H:%M", time.localtime(save.stat().st_mtime))
            buttons.append(Button(rect, t("net.resume", game=i18n.t(f"game.{gid}"), when=when),
                                  partial(self.resume, save), tag=f"resume-{i}"))
        buttons.append(Button(pygame.Rect(WIDTH // 2 - 110, HEIGHT - 70, 220, 52), t("back"), self.app.stack.pop))
        self.bar.set(buttons)

    def port(self) -> int | None:
        """The port typed (0: any free one), or None with a message when it is not a port."""
        text = self.port_field.text.strip()
        if not text:
            return 0
        if not text.isdigit() or not 0 < int(text) < 65536:
            self.message = t("net.bad_port", port=text)
            return None
        return int(text)

    def set_port(self, text: str) -> None:
        self.port_field.text = text
        port = self.port()
        if port is not None:
            set_hosting_port(port)
            self.message = ""

    def resume(self, save: Path) -> None:
        port = self.port()
        if port is None:
            return
        try:
            table = HostTable.load(save)
            table.save()  # takes the hosting lock: a second host of it refuses
        except Exception as exc:  # noqa: BLE001 - one line on the screen, never a traceback
            said = str(exc).splitlines()[0][:200] if str(exc) else type(exc).__name__
            self.message = t("net.cannot_host", error=said)
            return
        host = HostThread(table, bind="0.0.0.0" if self.open else "127.0.0.1", port=port)
        self.app.stack.push(HostLobbyScene(self.app, host, "0.0.0.0" if self.open else "127.0.0.1"))

    def handle(self, event: pygame.event.Event) -> None:
        if self.port_field.handle(event):
            if event.type == pygame.TEXTINPUT:
                self.port_field.text = "".join(c for c in self.port_field.text if c.isdigit())
            return
        super().handle(event)

    def _reach_label(self) -> str:
        return t("net.reach_open") if self.open else t("net.reach_local")

    def toggle_reach(self) -> None:
        self.open = not self.open
        self.reach.label = self._reach_label()

    def pick(self, game_id: str) -> None:
        port = self.port()
        if port is None:
            return
        set_hosting_port(port)
        bind = "0.0.0.0" if self.open else "127.0.0.1"
        self.app.open("setup", game_id, hosting=True, bind=bind)

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(BG)
        title(surf, t("net.host_title"), 40)
        self.bar.draw(surf)
        label = render(t("net.port"), TYPE.BODY, INK)
        surf.blit(label, label.get_rect(midright=(self.port_field.rect.left - 12, self.port_field.rect.centery)))
        self.port_field.draw(surf)
        if self.resumable:
            head = render(t("net.resume_title"), TYPE.BODY, MUTED)
            surf.blit(head, head.get_rect(midbottom=(WIDTH // 2, self.port_field.rect.bottom + 22)))
        if self.message:
            img = render(self.message, TYPE.BODY, ACCENT)
            surf.blit(img, img.get_rect(midbottom=(WIDTH // 2, HEIGHT - 80)))


def start_hosting(app: SceneHost, game_id: str, seats: list[str], options: dict[str, Any], seed: int,
                  bind: str = "127.0.0.1", names: list[str] | None = None) -> HostLobbyScene:
    """A host started on a thread of this window, and its lobby (the app pushes it). Seat 0 is this
    window's player; the other people join with their invitation. The names typed on the setup
    screen go to every client's table, log and results."""
    remote = ["remote" if s in ("human", "remote") else s for s in seats]
    match = Match(game_id, remote, seed=seed, options=options)
    match.names = list(names or [])
    table = HostTable(match, new_save_path(game_id))
    host = HostThread(table, bind=bind, port=hosting_port())
    if not host.error:
        try:
            table.save()
        except OSError as exc:
            host.error = str(exc)
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
        if host.context is None:
            where = f"ws://{where}"
        tail = f" {host.fingerprint}" if host.fingerprint else ""
        self.lines = [f"invite {s} {where} {table.tokens[s]}{tail}" for s in table.remote_seats() if s != 0]
        self.mine: tuple[str, str, str | None] | None = None
        self.mine_line = ""  # this window's own seat: also an invitation (another screen may take it)
        if 0 in table.remote_seats():
            own = "127.0.0.1" if host.context is not None else "ws://127.0.0.1"
            self.mine = (f"{own}:{host.port}", table.tokens[0], host.fingerprint or None)
            self.mine_line = f"invite 0 {where} {table.tokens[0]}{tail}"
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
        text_block(surf, t("net.lobby_text"), pygame.Rect(WIDTH // 2 - 480, 90, 960, 70), TYPE.BODY, MUTED)
        reach = t("net.lobby_open", port=self.host.port) if self.open else t("net.lobby_local")
        text_block(surf, reach, pygame.Rect(WIDTH // 2 - 480, HEIGHT - 250, 960, 70), TYPE.BODY, INK)
        present = self.host.table.present()
        y = 170
        rows = ([(0, t("net.your_seat"), self.mine_line)] if self.mine_line else []) + [
            (int(line.split()[1]), "", line) for line in self.lines]
        for seat, label, line in rows:
            here = t("net.here") if present.get(seat) else t("net.away")
            head = f"{label} · {here}" if label else here
            surf.blit(render(head, TYPE.SMALL, ACCENT if present.get(seat) else MUTED), (WIDTH // 2 - 470, y))
            surf.blit(render(line if len(line) < 110 else line[:107] + "…", TYPE.BODY, INK), (WIDTH // 2 - 470, y + 18))
            y += 46
        if not self.lines:
            text_block(surf, t("net.no_invites"), pygame.Rect(WIDTH // 2 - 470, y + 6, 940, 60), TYPE.BODY, ACCENT)
        if self.message:
            img = render(self.message, TYPE.BODY, ACCENT)
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
            Button(pygame.Rect(WIDTH // 2 - 270, HEIGHT - 110, 240, 56), t("back"), self.app.stack.pop),
            Button(pygame.Rect(WIDTH // 2 + 30, HEIGHT - 110, 240, 56), t("net.join"),
                   lambda: self.join(self.field.text), color=(60, 110, 70)),
        ])

    def join(self, text: str) -> None:
        try:
            address, token, fingerprint = read_invitation(text)
            feed = NetFeed(address, token, fingerprint)
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
        text_block(surf, t("net.join_text"), pygame.Rect(WIDTH // 2 - 460, 140, 920, 100), TYPE.BODY, MUTED)
        self.field.draw(surf)
        if self.message:
            text_block(surf, self.message, pygame.Rect(WIDTH // 2 - 460, 330, 920, 60), TYPE.BODY, ACCENT)
        self.bar.draw(surf)
