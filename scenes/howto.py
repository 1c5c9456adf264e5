"""How to play, per game, for players; and the player aid that opens over any table (F1 or H).

The texts live in `data/<game>/howto.yaml` (French and English, checked by `check-data` with
file:line errors); the pictures are the game's own components drawn by its placeholder art
functions (`sprites/<id>/components.py`), so the page shows what the table shows.

    sections:                 # in reading order; goal, setup, turn, end and rulings are required
      - id: goal
        title: {fr: But du jeu, en: Goal}
        text: {fr: "...", en: "..."}      # paragraphs separated by a blank line
        show: [aeromon, pyromon]          # optional: component ids drawn above the text
    aid:                      # the player aid (the card in the box), one row per line
      title: {fr: ..., en: ...}
      rows:
        - {show: [aeromon], text: {fr: ..., en: ...}}
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial

import pygame

from game import i18n
from game.data import Node, game_file, load
from game.i18n import t
from scenes.base import HEIGHT, WIDTH, Scene, SceneHost
from scenes.ui import ACCENT, BG, INK, MUTED, PANEL, Button, ButtonBar, ScrollView, panel
from sprites.components import components
from sprites.fonts import render, wrap

LANGS = ("fr", "en")
REQUIRED = ("goal", "setup", "turn", "end", "rulings")
PICTURE_H = 96


@dataclass(frozen=True)
class Section:
    id: str
    title: dict[str, str]
    text: dict[str, str]
    show: tuple[str, ...] = ()


@dataclass(frozen=True)
class HowTo:
    game_id: str
    sections: tuple[Section, ...]
    aid_title: dict[str, str]
    aid_rows: tuple[Section, ...] = field(default=())


def _texts(node: Node) -> dict[str, str]:
    """A text required in both languages, never empty."""
    if not isinstance(node.value, dict):
        raise node.error("expected a mapping with 'fr' and 'en'")
    node.only_keys(*LANGS)
    out = {}
    for lang in LANGS:
        if not node.has(lang):
            raise node.error(f"the '{lang}' text is missing")
        text = node[lang].str().strip()
        if not text:
            raise node[lang].error(f"the '{lang}' text is empty")
        if "`" in text or "| ---" in text or ".md" in text:
            raise node[lang].error("a text for players: no Markdown, backticks or file names")
        out[lang] = text
    return out


def _show(node: Node, known: set[str] | None) -> tuple[str, ...]:
    if node.value is None:
        return ()
    ids = []
    for item in node.list():
        name = str(item.value)
        if known is not None and name not in known:
            raise item.error(f"'{name}' is not one of the game's components")
        ids.append(name)
    return tuple(ids)


def load_howto(game_id: str, known: set[str] | None = None) -> HowTo:
    """Read and check data/<game>/howto.yaml; `known` (component ids) checks the pictures too."""
    root = load(game_file(game_id, "howto.yaml")).only_keys("sections", "aid")
    sections = []
    seen: set[str] = set()
    for node in root["sections"].list():
        node.only_keys("id", "title", "text", "show")
        sid = node["id"].str()
        if sid in seen:
            raise node["id"].error(f"section '{sid}' appears twice")
        seen.add(sid)
        sections.append(Section(sid, _texts(node["title"]), _texts(node["text"]), _show(node.get("show"), known)))
    missing = [s for s in REQUIRED if s not in seen]
    if missing:
        raise root["sections"].error(f"missing section(s): {', '.join(missing)}")
    aid = root["aid"].only_keys("title", "rows")
    rows = []
    for i, node in enumerate(aid["rows"].list()):
        node.only_keys("show", "text")
        rows.append(Section(str(i), {}, _texts(node["text"]), _show(node.get("show"), known)))
    if not rows:
        raise aid["rows"].error("the aid has no rows")
    return HowTo(game_id, tuple(sections), _texts(aid["title"]), tuple(rows))


def check_howto(game_id: str) -> None:
    """check-data: the file's structure, both languages, and that every picture is a component."""
    known = {c.id for c in components(game_id)} or None
    load_howto(game_id, known)


def pictures(game_id: str, ids: tuple[str, ...], height: int = PICTURE_H) -> list[pygame.Surface]:
    """The components named, drawn by the game's placeholder functions at a common height."""
    by_id = {c.id: c for c in components(game_id)}
    out = []
    for name in ids:
        comp = by_id.get(name)
        if comp is None:
            continue
        w, h = comp.size
        size = (max(8, min(int(height * 2.2), round(w * height / h))), height)
        out.append(comp.front(size))
    return out


def _render_block(surf: pygame.Surface | None, text: str, x: int, y: int, width: int, size: int,
                  color: tuple[int, int, int] = INK) -> int:
    """Paragraphs wrapped at `width`; draws when `surf` is given; returns the y below."""
    for para in text.split("\n\n"):
        for raw in para.split("\n"):
            bullet = raw.startswith("- ")
            body = raw[2:] if bullet else raw
            indent = 22 if bullet else 0
            for k, line in enumerate(wrap(body, width - indent, size)):
                if surf is not None:
                    if bullet and k == 0:
                        pygame.draw.circle(surf, ACCENT, (x + 8, y + size // 2 + 2), 4)
                    surf.blit(render(line, size, color), (x + indent, y))
                y += size + 7
        y += size // 2
    return y


def _layout_row(surf: pygame.Surface | None, pics: list[pygame.Surface], x: int, y: int, width: int) -> int:
    """Pictures side by side, wrapping; returns the y below."""
    cx, row_h = x, 0
    for img in pics:
        if cx + img.get_width() > x + width and cx > x:
            cx, y = x, y + row_h + 10
            row_h = 0
        if surf is not None:
            surf.blit(img, (cx, y))
        cx += img.get_width() + 10
        row_h = max(row_h, img.get_height())
    return y + row_h + 12 if pics else y


def _picture_line(surf: pygame.Surface | None, pics: list[pygame.Surface], x: int, y: int, width: int) -> int:
    """Pictures on one line within `width`, all scaled down alike when they would not fit (a row
    of the aid never spills into the text or the next row); returns the y below."""
    gap = 8
    total = sum(p.get_width() for p in pics) + gap * (len(pics) - 1)
    scale = min(1.0, width / total) if total > 0 else 1.0
    cx = x
    bottom = y
    for img in pics:
        if scale < 1.0:
            size = (max(1, round(img.get_width() * scale)), max(1, round(img.get_height() * scale)))
            img = pygame.transform.smoothscale(img, size)
        if surf is not None:
            surf.blit(img, (cx, y))
        cx += img.get_width() + round(gap * scale)
        bottom = max(bottom, y + img.get_height())
    return bottom


class HowToScene(Scene):
    """The how-to-play page of one game: sections with pictures, a contents column, a scrollbar."""

    def __init__(self, app: SceneHost, game_id: str) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.howto = load_howto(game_id)
        self.view = ScrollView(pygame.Rect(300, 84, WIDTH - 340, HEIGHT - 170))
        self.content: pygame.Surface | None = None
        self.tops: list[int] = []
        self._lang = ""
        buttons = [Button(pygame.Rect(20, 84 + i * 46, 260, 40), s.title.get(i18n.lang, s.title["fr"]),
                          partial(self.jump, i)) for i, s in enumerate(self.howto.sections)]
        buttons.append(Button(pygame.Rect(WIDTH - 200, HEIGHT - 70, 170, 50), t("back"), app.stack.pop))
        self.bar = ButtonBar(buttons, focus=len(buttons) - 1)

    def jump(self, i: int) -> None:
        self.build()
        self.view.scroll_to(self.tops[i])

    def build(self) -> None:
        if self.content is not None and self._lang == i18n.lang:
            return
        lang = self._lang = i18n.lang
        width = self.view.rect.width - ScrollView.BAR - 24
        blocks: list[tuple[Section, list[pygame.Surface]]] = [
            (s, pictures(self.game_id, s.show)) for s in self.howto.sections
        ]

        def lay(surf: pygame.Surface | None) -> int:
            y = 12
            self.tops = []
            for s, pics in blocks:
                self.tops.append(max(0, y - 8))
                if surf is not None:
                    surf.blit(render(s.title[lang], 26, ACCENT, True), (12, y))
                y += 40
                y = _layout_row(surf, pics, 12, y, width)
                y = _render_block(surf, s.text[lang], 12, y, width, 19)
                y += 18
            return y

        height = lay(None)
        self.content = pygame.Surface((self.view.rect.width, height), pygame.SRCALPHA)
        lay(self.content)
        self.view.content_height = height

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.app.stack.pop()
            return
        self.build()
        if self.view.handle(event):
            return
        self.bar.handle(event)

    def draw(self, surf: pygame.Surface) -> None:
        self.build()
        surf.fill(BG)
        head = render(t("howto.heading", game=i18n.t(f"game.{self.game_id}")), 32, ACCENT, True)
        surf.blit(head, (20, 24))
        hint = render(t("howto.hint"), 15, MUTED)
        surf.blit(hint, hint.get_rect(midright=(WIDTH - 230, HEIGHT - 45)))
        panel(surf, self.view.rect.inflate(8, 8))
        assert self.content is not None
        self.view.draw(surf, self.content)
        self.bar.draw(surf)


class AidScene(Scene):
    """The game's player aid over the table (F1 or H); the table waits underneath."""

    overlay = True
    PICTURES = 236  # the widest pictures' column: a row's pictures are scaled down to fit it on one line

    def __init__(self, app: SceneHost, game_id: str) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.howto = load_howto(game_id)
        self.box = pygame.Rect(WIDTH // 2 - 430, 40, 860, HEIGHT - 80)
        self.view = ScrollView(pygame.Rect(self.box.left + 16, self.box.top + 64, self.box.width - 32,
                                           self.box.height - 130))
        self.close = Button(pygame.Rect(self.box.right - 190, self.box.bottom - 58, 170, 44), t("back"), app.stack.pop)
        self.bar = ButtonBar([self.close], focus=0)
        self.content: pygame.Surface | None = None
        self._lang = ""

    def build(self) -> None:
        if self.content is not None and self._lang == i18n.lang:
            return
        lang = self._lang = i18n.lang
        width = self.view.rect.width - ScrollView.BAR - 12
        rows = [(r, pictures(self.game_id, r.show, 64)) for r in self.howto.aid_rows]

        natural = [sum(p.get_width() + 8 for p in pics) for _, pics in rows if pics]
        column = min(self.PICTURES, max(natural, default=0)) + 6

        def lay(surf: pygame.Surface | None) -> int:
            y = 6
            for r, pics in rows:
                left = 0
                bottom_pics = y
                if pics:  # one column of pictures for every row, so the texts line up
                    left = column
                    bottom_pics = _picture_line(surf, pics, 6, y, left - 6)
                bottom = _render_block(surf, r.text[lang], left + 18, y + 4, width - left - 18, 18)
                y = max(bottom, bottom_pics) + 8
                if surf is not None:
                    pygame.draw.line(surf, (60, 72, 80), (6, y - 4), (width, y - 4))
            return y + 4

        height = lay(None)
        self.content = pygame.Surface((self.view.rect.width, height), pygame.SRCALPHA)
        lay(self.content)
        self.view.content_height = height

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_F1):
            self.app.stack.pop()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.box.collidepoint(event.pos):
            self.app.stack.pop()
            return
        self.build()
        if self.view.handle(event):
            return
        self.bar.handle(event)

    def draw(self, surf: pygame.Surface) -> None:
        self.build()
        panel(surf, surf.get_rect(), 140, (0, 0, 0))
        panel(surf, self.box, 245, PANEL)
        pygame.draw.rect(surf, ACCENT, self.box, 2, border_radius=10)
        head = render(self.howto.aid_title[i18n.lang], 28, ACCENT, True)
        surf.blit(head, (self.box.left + 20, self.box.top + 16))
        assert self.content is not None
        self.view.draw(surf, self.content)
        hint = render(t("aid.hint"), 15, MUTED)
        surf.blit(hint, (self.box.left + 20, self.box.bottom - 44))
        self.bar.draw(surf)

