"""The balance lab's results: the runs found on this machine, the charts and tables of one.

Runs are listed from the user's lab folder and the --out folders the lab noted (game/lab/runner.py
`list_runs`); the screen reads what the command line wrote (results.json, the PNG charts) and
never plays a game itself. An interrupted run shows how far it got and the command that ends it.
"""

from __future__ import annotations

import json
import time
from functools import partial
from typing import Any

import pygame

from game import i18n
from game.i18n import t
from game.lab.runs import RunInfo, list_runs
from scenes.base import HEIGHT, WIDTH, Scene, SceneHost
from scenes.ui import ACCENT, BG, DANGER, INK, MUTED, Button, ButtonBar, panel, text_block, title
from sprites.fonts import TYPE, fit_text, font, render

LIST = pygame.Rect(24, 96, 330, HEIGHT - 200)
VIEW = pygame.Rect(372, 96, WIDTH - 396, HEIGHT - 130)
SHOWN_RUNS = 8
ROW = 22


class LabScene(Scene):
    def __init__(self, app: SceneHost) -> None:
        super().__init__(app)
        self.runs: list[RunInfo] = list_runs()
        self.first = 0  # first run shown in the list
        self.selected = 0
        self.mode = "charts"
        self.page = 0  # chart or table shown
        self.scroll = 0  # table rows scrolled
        self.column = 1  # first table column shown after the arm's
        self.results: dict[str, Any] | None = None
        self.image: pygame.Surface | None = None
        self.bar = ButtonBar()
        self.bar.focus = 0
        self.select(0)

    # -- state ------------------------------------------------------------------------------
    @property
    def run(self) -> RunInfo | None:
        return self.runs[self.selected] if self.runs else None

    def select(self, index: int) -> None:
        self.selected = index
        self.page = self.scroll = 0
        self.column = 1
        self.results = None
        run = self.run
        if run is not None and run.has_report:
            try:
                self.results = json.loads((run.folder / "results.json").read_text(encoding="utf-8"))
            except (OSError, ValueError):
                self.results = None
        self.load_page()
        self.build()

    def pages(self) -> list[str]:
        if self.results is None:
            return []
        if self.mode == "charts":
            return [c["file"] for c in self.results.get("charts", [])]
        return list(self.results.get("tables", {}))

    def load_page(self) -> None:
        self.image = None
        pages = self.pages()
        if self.mode != "charts" or not pages or self.run is None:
            return
        path = self.run.folder / pages[self.page]
        if path.is_file():
            try:
                img = pygame.image.load(str(path))
            except pygame.error:
                return
            k = min(VIEW.width / img.get_width(), (VIEW.height - 162) / img.get_height(), 1.0)
            size = (int(img.get_width() * k), int(img.get_height() * k))
            self.image = pygame.transform.smoothscale(img, size) if k < 1.0 else img

    def turn(self, step: int) -> None:
        pages = self.pages()
        if pages:
            self.page = (self.page + step) % len(pages)
            self.scroll, self.column = 0, 1
            self.load_page()
            self.build()

    def set_mode(self, mode: str) -> None:
        self.mode = mode
        self.page = self.scroll = 0
        self.column = 1
        self.load_page()
        self.build()

    def shift_columns(self, step: int) -> None:
        self.column = max(1, self.column + step)

    def shift_list(self, step: int) -> None:
        self.first = max(0, min(len(self.runs) - SHOWN_RUNS, self.first + step))
        self.build()

    # -- widgets ----------------------------------------------------------------------------
    def run_label(self, run: RunInfo) -> str:
        p = run.params
        what = ", ".join(v["key"].split(":", 1)[-1] for v in p.get("vary") or []) or t("lab.batch")
        when = time.strftime("%d/%m %H:%M", time.localtime(run.modified))
        return f"{i18n.t('game.' + p.get('game', '?'))} · {what} · {when}"

    def build(self) -> None:
        buttons = []
        for row, i in enumerate(range(self.first, min(len(self.runs), self.first + SHOWN_RUNS))):
            rect = pygame.Rect(LIST.left, LIST.top + 36 + row * 56, LIST.width, 48)
            color = (70, 96, 130) if i == self.selected else (52, 70, 92)
            buttons.append(Button(rect, self.run_label(self.runs[i]), partial(self.select, i), color=color))
        if len(self.runs) > SHOWN_RUNS:
            y = LIST.top + 36 + SHOWN_RUNS * 56
            buttons.append(Button(pygame.Rect(LIST.left, y, 160, 40), "▲", lambda: self.shift_list(-SHOWN_RUNS)))
            buttons.append(Button(pygame.Rect(LIST.left + 170, y, 160, 40), "▼", lambda: self.shift_list(SHOWN_RUNS)))
        if self.results is not None:
            tabs = [("charts", t("lab.charts")), ("tables", t("lab.tables"))]
            for k, (mode, label) in enumerate(tabs):
                rect = pygame.Rect(VIEW.left + 16 + k * 170, VIEW.top + 104, 160, 40)
                color = (70, 96, 130) if mode == self.mode else (52, 70, 92)
                buttons.append(Button(rect, label, partial(self.set_mode, mode), color=color))
            if self.mode == "tables":
                y = VIEW.bottom - 48
                buttons.append(Button(pygame.Rect(VIEW.right - 120, y, 50, 38), "◀", lambda: self.shift_columns(-1),
                                      hotkey=pygame.K_HOME))
                buttons.append(Button(pygame.Rect(VIEW.right - 62, y, 50, 38), "▶", lambda: self.shift_columns(1),
                                      hotkey=pygame.K_END))
            if len(self.pages()) > 1:
                buttons.append(Button(pygame.Rect(VIEW.right - 120, VIEW.top + 104, 50, 40), t("lab.prev"),
                                      lambda: self.turn(-1), hotkey=pygame.K_PAGEUP))
                buttons.append(Button(pygame.Rect(VIEW.right - 62, VIEW.top + 104, 50, 40), t("lab.next"),
                                      lambda: self.turn(1), hotkey=pygame.K_PAGEDOWN))
        buttons.append(Button(pygame.Rect(LIST.left, HEIGHT - 70, 200, 50), t("back"), self.app.stack.pop))
        self.bar.set(buttons)

    # -- input ------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop()
            return
        if event.type == pygame.MOUSEWHEEL and self.mode == "tables":
            self.scroll = max(0, self.scroll - event.y * 3)
            self.column = max(1, self.column + event.x)
            return
        self.bar.handle(event)

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(BG)
        title(surf, t("lab.title"), 20, TYPE.TITLE)
        surf.blit(render(t("lab.runs"), TYPE.HEADING, ACCENT), (LIST.left, LIST.top))
        if not self.runs:
            text_block(surf, t("lab.none"), pygame.Rect(VIEW.left, VIEW.top + 20, VIEW.width, 200), TYPE.LARGE, MUTED)
            self.bar.draw(surf)
            return
        panel(surf, VIEW)
        self.draw_header(surf)
        if self.results is not None:
            if self.mode == "charts":
                self.draw_chart(surf)
            else:
                self.draw_table(surf)
        self.bar.draw(surf)

    def draw_header(self, surf: pygame.Surface) -> None:
        run = self.run
        assert run is not None
        p = run.params
        x, y = VIEW.left + 16, VIEW.top + 10
        head = f"{i18n.t('game.' + p.get('game', '?'))} — {t('lab.games', done=run.done, total=run.games)}"
        surf.blit(render(head, TYPE.HEADING, INK, True), (x, y))
        vary = "; ".join(f"{v['key']} = {', '.join(map(str, v['values']))}" for v in p.get("vary") or [])
        if p.get("ratings"):
            info = t("lab.ratings", n=len(p.get("players", [])))
        else:
            info = t("lab.players", who=", ".join(p.get("players", [])))
        if vary:
            info += "   " + t("lab.sweep", what=vary)
        size = fit_text(info, VIEW.width - 32, TYPE.BODY, floor=TYPE.SMALL)
        surf.blit(render(info, size, MUTED), (x, y + 32))
        if not run.complete:
            surf.blit(render(t("lab.interrupted", done=run.done, total=run.games), TYPE.BODY, DANGER), (x, y + 56))
            cmd = run.resume_command()
            _path_line(surf, cmd, x, y + 76)
        elif self.results is not None:
            line = t("lab.complete", games=self.results.get("games"), turns=self.results.get("mean_turns"))
            surf.blit(render(line, TYPE.BODY, INK), (x, y + 56))
            folder = t("lab.folder", path=str(run.folder))
            _path_line(surf, folder, x, y + 76)
        else:
            surf.blit(render(t("lab.no_report"), TYPE.BODY, MUTED), (x, y + 56))

    def page_caption(self, surf: pygame.Surface, name: str) -> None:
        pages = self.pages()
        caption = t("lab.page", name=name, i=self.page + 1, n=len(pages))
        img = render(caption, TYPE.BODY, ACCENT)
        surf.blit(img, img.get_rect(midright=(VIEW.right - 132, VIEW.top + 124)))

    def draw_chart(self, surf: pygame.Surface) -> None:
        pages = self.pages()
        if not pages:
            return
        self.page_caption(surf, pages[self.page])
        area = pygame.Rect(VIEW.left, VIEW.top + 154, VIEW.width, VIEW.height - 158)
        if self.image is None:
            text_block(surf, t("lab.no_chart"), area.inflate(-40, -40), TYPE.BODY, MUTED)
            return
        surf.blit(self.image, self.image.get_rect(midtop=area.midtop))

    def draw_table(self, surf: pygame.Surface) -> None:
        pages = self.pages()
        if not pages or self.results is None:
            return
        name = pages[self.page]
        self.page_caption(surf, f"{name}.csv")
        table = self.results["tables"][name]
        columns, rows = table["columns"], table["rows"]
        f, bold = font(TYPE.SMALL), font(TYPE.SMALL, True)
        cells = [[_cell(v) for v in row] for row in rows]
        widths = []
        for c, head in enumerate(columns):
            longest = max([bold.size(head)[0], *(f.size(r[c])[0] for r in cells[:400])])
            widths.append(min(220, longest + 14))
        area = pygame.Rect(VIEW.left + 12, VIEW.top + 156, VIEW.width - 24, VIEW.height - 214)
        visible = (area.height - ROW) // ROW
        self.scroll = min(self.scroll, max(0, len(cells) - visible))
        self.column = min(self.column, len(columns) - 1)
        # The first column (the arm) stays; the others scroll sideways with the column buttons.
        shown = [0, *range(max(1, self.column), len(columns))]
        x = area.left
        for c in shown:
            if x + widths[c] > area.right:
                break
            surf.blit(render(columns[c], TYPE.SMALL, ACCENT, True), (x, area.top))
            for r, row in enumerate(cells[self.scroll:self.scroll + visible]):
                surf.blit(render(_fit(row[c], widths[c] - 10, f), TYPE.SMALL, INK), (x, area.top + ROW * (r + 1)))
            x += widths[c]


def _cell(value: Any) -> str:
    if isinstance(value, float):
        return f"{value:.4g}"
    return str(value)


def _fit(text: str, width: int, f: pygame.font.Font) -> str:
    if f.size(text)[0] <= width:
        return text
    while text and f.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"


def _path_line(surf: pygame.Surface, text: str, x: int, y: int) -> None:
    """A command or a folder on one line at the smallest size of the type scale, its end cut at the
    view's edge rather than shrunk past reading (the same path is in the report's page)."""
    img = render(text, TYPE.SMALL, MUTED)
    surf.blit(img, (x, y), pygame.Rect(0, 0, VIEW.width - 32, img.get_height()))
