"""The playtest's own screens: a note at any moment (N), and the short survey at the end of a game.

Both write to the table's journal (game/journal.py) through the table; the note also goes into the
game's log, so that replays show it at its move.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

import pygame

from game.i18n import t
from scenes.base import HEIGHT, WIDTH, Scene, SceneHost
from scenes.ui import ACCENT, INK, MUTED, Button, ButtonBar, TextField, panel, text_block, title
from sprites.fonts import TYPE, render

THANKS_FOR = 2.5  # seconds the thank-you after a sent survey stays, unless a click or a key goes on


def shown_path(path: Path) -> str:
    """A file's path as a person finds it: the home folder written `~`."""
    try:
        return "~/" + path.resolve().relative_to(Path.home().resolve()).as_posix()
    except (ValueError, OSError, RuntimeError):
        return str(path)


class _Prompt(Scene):
    """A box over the table with one line to type; closing it gives the keyboard back."""

    overlay = True
    field: TextField

    def close(self) -> None:
        self.field.focused = False
        if self.app.stack.top is self:
            self.app.stack.pop()


class NoteScene(_Prompt):
    """One line, tied to the move on the table when it is written; Enter keeps it, Escape drops it."""

    def __init__(self, app: SceneHost, keep: Callable[[str], None]) -> None:
        super().__init__(app)
        self.keep = keep
        self.box = pygame.Rect(WIDTH // 2 - 330, HEIGHT // 2 - 80, 660, 160)
        self.field = TextField(pygame.Rect(self.box.x + 20, self.box.y + 60, self.box.width - 40, 40),
                               self.done, t("note.hint"), limit=300)
        self.field.focused = True
        # the N that opened the note comes back as typed text just after: it is not the note's first letter
        self.swallow: set[str] = {"n", "N"}
        self.bar = ButtonBar([
            Button(pygame.Rect(self.box.right - 260, self.box.bottom - 48, 120, 36), t("note.keep"),
                   lambda: self.done(self.field.text)),
            Button(pygame.Rect(self.box.right - 130, self.box.bottom - 48, 110, 36), t("note.cancel"), self.close),
        ])

    def done(self, text: str) -> None:
        if text.strip():
            self.keep(text.strip())
        self.close()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        if event.type == pygame.TEXTINPUT:
            first, self.swallow = self.swallow, set()
            if event.text in first:
                return
            self.field.focused = True
        elif event.type == pygame.MOUSEBUTTONDOWN or (event.type == pygame.KEYDOWN and event.key != pygame.K_n):
            self.swallow = set()
        if self.field.handle(event):
            return
        self.bar.handle(event)

    def draw(self, surf: pygame.Surface) -> None:
        panel(surf, self.box, 255)
        pygame.draw.rect(surf, ACCENT, self.box, 2, border_radius=10)
        surf.blit(render(t("note.title"), TYPE.HEADING, ACCENT, bold=True), (self.box.x + 20, self.box.y + 16))
        self.field.draw(surf)
        self.bar.draw(surf)


LENGTHS = ("short", "right", "long")


class SurveyScene(_Prompt):
    """Fun and clarity (1 to 5), the length felt, one free line: all optional, Skip leaves it.

    `send(fun, clarity, length, comment)` receives what was answered (None for a question left) and
    may say, in words, where the answers went (the thank-you says it)."""

    def __init__(self, app: SceneHost, who: str,
                 send: Callable[[int | None, int | None, str | None, str], str | None]) -> None:
        super().__init__(app)
        self.who = who
        self.send = send
        self.answers: dict[str, Any] = {"fun": None, "clarity": None, "length": None}
        self.box = pygame.Rect(WIDTH // 2 - 360, 110, 720, 490)
        self.field = TextField(pygame.Rect(self.box.x + 30, self.box.y + 356, self.box.width - 60, 40),
                               lambda text: self.finish(), t("survey.comment_hint"), limit=300)
        self.bar = ButtonBar()
        # after "Envoyer", a thank-you for this long (s), or until a click or a key: the survey used to
        # vanish on the click, and a newcomer wondered whether the answers had gone anywhere (round 13)
        self.thanks: float | None = None
        self.kept = ""  # where the answers went, in words (from `send`)
        self.build()

    def build(self) -> None:
        buttons: list[Button] = []
        for row, key in enumerate(("fun", "clarity")):
            y = self.box.y + 100 + row * 80
            for n in range(1, 6):
                b = Button(pygame.Rect(self.box.x + 300 + (n - 1) * 74, y, 64, 44), str(n),
                           partial(self.pick, key, n), tag=f"{key}:{n}")
                b.color = (96, 120, 60) if self.answers[key] == n else (52, 70, 92)
                buttons.append(b)
        y = self.box.y + 260
        for i, length in enumerate(LENGTHS):
            b = Button(pygame.Rect(self.box.x + 300 + i * 124, y, 114, 44), t(f"survey.length.{length}"),
                       partial(self.pick, "length", length), tag=f"length:{length}")
            b.color = (96, 120, 60) if self.answers["length"] == length else (52, 70, 92)
            buttons.append(b)
        buttons.append(Button(pygame.Rect(self.box.right - 300, self.box.bottom - 62, 140, 46), t("survey.send"),
                              self.finish, tag="send"))
        buttons.append(Button(pygame.Rect(self.box.right - 150, self.box.bottom - 62, 120, 46), t("survey.skip"),
                              self.skip, tag="skip"))
        focus = self.bar.focus
        self.bar.set(buttons)
        self.bar.focus = focus

    def pick(self, key: str, value: Any) -> None:
        self.answers[key] = None if self.answers[key] == value else value
        self.build()

    def finish(self) -> None:
        a = self.answers
        if self.thanks is not None:
            return
        if any(v is not None for v in a.values()) or self.field.text.strip():
            self.kept = self.send(a["fun"], a["clarity"], a["length"], self.field.text.strip()) or ""
            self.thanks = THANKS_FOR
            self.field.focused = False
            self.bar.set([])
            return
        self.close()

    def skip(self) -> None:
        self.close()

    def update(self, dt: float) -> None:
        if self.thanks is not None:
            self.thanks -= dt
            if self.thanks <= 0:
                self.close()

    def handle(self, event: pygame.event.Event) -> None:
        if self.thanks is not None:
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
                self.close()  # read already: on at once
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not self.field.focused:
            self.skip()
            return
        if self.field.handle(event):
            return
        self.bar.handle(event)

    def draw(self, surf: pygame.Surface) -> None:
        if self.thanks is not None:
            box = pygame.Rect(self.box.x, self.box.y + 140, self.box.width, 160)
            panel(surf, box, 255)
            pygame.draw.rect(surf, ACCENT, box, 2, border_radius=12)
            title(surf, t("survey.thanks"), box.y + 20, TYPE.HEADING)
            # where the answers went, said (nc23 Kaiju: « Envoyer » went on without a word of it)
            text_block(surf, self.kept or t("survey.thanks_kept"), box.inflate(-40, 0).move(0, 68), TYPE.BODY,
                       INK, center=True)
            return
        # opaque: the results' words showed through its rows (nc16 Elem Master, « see-through »)
        panel(surf, self.box, 255)
        pygame.draw.rect(surf, ACCENT, self.box, 2, border_radius=12)
        title(surf, t("survey.title", who=self.who) if self.who else t("survey.title_you"), self.box.y + 18,
              TYPE.HEADING)
        surf.blit(render(t("survey.optional"), TYPE.BODY, MUTED), (self.box.x + 30, self.box.y + 60))
        for row, key in enumerate(("fun", "clarity")):
            y = self.box.y + 100 + row * 80
            surf.blit(render(t(f"survey.{key}"), TYPE.BODY, INK), (self.box.x + 30, y + 10))
        surf.blit(render(t("survey.length"), TYPE.BODY, INK), (self.box.x + 30, self.box.y + 270))
        # the free line's question stands clear of the length buttons above it (nc16: it read cramped)
        surf.blit(render(t("survey.comment"), TYPE.BODY, MUTED), (self.box.x + 30, self.box.y + 326))
        self.field.draw(surf)
        self.bar.draw(surf)
