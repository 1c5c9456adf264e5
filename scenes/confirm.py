"""Optional confirmation of a move before it goes to the engine (issue 24), one mechanism for every table.

A table says why a move deserves a second thought (`TableScene.confirm_reason`): `harm`, a move that
hurts the player's own pieces (Elem Master: attacking one's own or a partner's stack), or `final`, a
move that ends the turn and cannot be taken back (each table lists those kinds in `final_kinds`).
The setting `confirm` (scenes/settings.py) says which are asked: `harm` (the default: only moves that
hurt one's own pieces), `final` (those and the moves that cannot be taken back), `off`. "Yes, do
not ask again" turns that reason off for the rest of the table. The kit asks in a small panel over
the table (Y or O: yes, N or Escape: no, a click elsewhere: no); a table with its own button bar may
word the question there instead (`draws_question`, Elem Master).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

import pygame

from game.core import Action
from game.i18n import t
from scenes.ui import ACCENT, INK, PANEL, Button, ButtonBar, panel, text_block
from sprites.fonts import font

LEVELS = ("harm", "final", "off")  # the setting's values, the default first
ASKED = {"harm": {"harm"}, "final": {"harm", "final"}, "off": set()}
YES_KEYS = (pygame.K_y, pygame.K_o)  # "yes", "oui"
LABEL = 20  # the answers' text size (a button fits its label at most at 22 and shrinks a longer one)


@dataclass(frozen=True)
class Question:
    """A move held back until the person answers."""

    seat: int
    action: Action
    reason: str  # "harm" or "final"
    words: str = ""  # the table's own question (Monsters: a trick that ends the round and loses it)


class Asker(Protocol):
    """What the confirmation needs of its table."""

    def confirm_level(self) -> str: ...

    def confirm_reason(self, seat: int, action: Action) -> str | None: ...

    def confirm_words(self, seat: int, action: Action, reason: str) -> str: ...

    def legal(self, seat: int | None) -> list[Action]: ...

    def act(self, seat: int | None, action: Action, confirmed: bool = False) -> bool: ...


class Confirmation:
    """The question about a move, if one is pending, and the reasons turned off for this table."""

    box = pygame.Rect(160, 250, 640, 170)  # over the board, left of the log

    def __init__(self, table: Asker) -> None:
        self.table = table
        self.question: Question | None = None
        self.unasked: set[str] = set()  # "yes, do not ask again", for this table
        self.bar = ButtonBar()
        self.on_answer: Callable[[bool], None] | None = None  # the table's own follow-up (a "no" deselects)

    def wanted(self, reason: str | None) -> bool:
        """Whether the setting asks before a move of this reason (and it was not turned off here)."""
        level = self.table.confirm_level()
        return bool(reason) and reason in ASKED.get(level, ASKED["harm"]) and reason not in self.unasked

    def stops(self, seat: int, action: Action) -> bool:
        """Hold the move back and ask, when it deserves a second thought; a move the engine refuses
        goes on (its refusal says why)."""
        reason = self.table.confirm_reason(seat, action)
        if reason is None or not self.wanted(reason) or action not in self.table.legal(seat):
            return False
        self.question = Question(seat, action, reason, self.table.confirm_words(seat, action, reason))
        self.build()
        return True

    def answer(self, yes: bool, again: bool = True) -> None:
        """The person's answer: yes plays the move (again=False: never ask this again here)."""
        q, self.question = self.question, None
        self.bar.set([])
        if q is None:
            return
        if not again:
            self.unasked.add(q.reason)
        if yes:
            self.table.act(q.seat, q.action, confirmed=True)
        if self.on_answer is not None:
            self.on_answer(yes)

    def choices(self) -> list[tuple[str, Callable[[], None], str]]:
        """The answers as (label, what a press does, tag): yes, no, yes and do not ask again."""
        return [(t("confirm.yes"), lambda: self.answer(True), "yes"),
                (t("confirm.no"), lambda: self.answer(False), "no"),
                (t("confirm.always"), lambda: self.answer(True, False), "always")]

    def text(self) -> str:
        if self.question is None:
            return ""
        return self.question.words or t(f"confirm.{self.question.reason}")

    def build(self) -> None:
        r = self.box
        # each button as wide as its label at one size: the three answers read alike
        widths = [font(LABEL).size(label)[0] + 28 for label, _, _ in self.choices()]
        x = r.centerx - (sum(widths) + 16) // 2
        buttons = []
        for (label, fn, tag), w in zip(self.choices(), widths, strict=True):
            buttons.append(Button(pygame.Rect(x, r.bottom - 56, w, LABEL + 12), label, fn, tag=tag))
            x += w + 8
        self.bar.set(buttons)
        self.bar.focus = 1  # Enter alone says no: a yes is a deliberate press

    def handle(self, event: pygame.event.Event) -> bool:
        """While a question is pending the kit's panel takes the input; True when it took it."""
        if self.question is None:
            return False
        if event.type == pygame.KEYDOWN:
            if event.key in YES_KEYS:
                self.answer(True)
            elif event.key in (pygame.K_n, pygame.K_ESCAPE):
                self.answer(False)
            else:
                self.bar.handle(event)
            return True
        if self.bar.handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.answer(False)  # a click elsewhere is a no
            return True
        return event.type == pygame.MOUSEBUTTONUP

    def draw(self, surf: pygame.Surface) -> None:
        if self.question is None:
            return
        r = self.box
        panel(surf, r, 245, PANEL)
        pygame.draw.rect(surf, ACCENT, r, 2, border_radius=12)
        text_block(surf, self.text(), pygame.Rect(r.x + 20, r.y + 18, r.width - 40, r.height - 80), 20, INK)
        self.bar.draw(surf)
