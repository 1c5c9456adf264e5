"""How to play, per game, for players; and the player aid that opens over any table (F1 or H).

The texts live in `data/<game>/howto.yaml` (French and English, checked by `check-data` with
file:line errors); the pictures are the game's own components drawn by its placeholder art
functions (`sprites/<id>/components.py`), so the page shows what the table shows.

    sections:                 # in reading order; goal, setup, turn, end and rulings are required
      - id: goal
        title: {fr: But du jeu, en: Goal}
        text: {fr: "...", en: "..."}      # paragraphs separated by a blank line
        show: [aeromon, pyromon]          # optional: component ids drawn above the text
        beats: [[fire, earth]]            # optional: who beats whom, each pair drawn "A beats -> B"
    aid:                      # the player aid (the card in the box), one row per line
      title: {fr: ..., en: ...}
      rows:
        - {show: [aeromon], text: {fr: ..., en: ...}}
    labels:                   # the caption under a picture, where the game's texts.yaml has no name
      rock: {fr: Rocher, en: Rock}   # for it in both languages (or a better one for a caption)

Every picture is captioned in the player's language, so a newcomer can tie it to the words below
it (a terrain, an element that beats another); check-data refuses a picture without a caption.
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
from sprites.fonts import TYPE, font, render, wrap

LANGS = ("fr", "en")
REQUIRED = ("goal", "setup", "turn", "end", "rulings")
PICTURE_H = 96
CAPTION_W = 124  # a caption may be wider than its picture, up to this, then wraps to a second line


@dataclass(frozen=True)
class Section:
    id: str
    title: dict[str, str]
    text: dict[str, str]
    show: tuple[str, ...] = ()
    beats: tuple[tuple[str, str], ...] = ()  # "who beats whom": (winner, loser) pairs drawn with an arrow


@dataclass(frozen=True)
class HowTo:
    game_id: str
    sections: tuple[Section, ...]
    aid_title: dict[str, str]
    aid_rows: tuple[Section, ...] = field(default=())
    labels: dict[str, dict[str, str]] = field(default_factory=dict)  # picture id -> caption by language

    def caption(self, picture: str, lang: str) -> str:
        """A picture's caption: the file's label, else the game's own name for it."""
        texts = self.labels.get(picture) or i18n.game_texts(self.game_id)[1].get(picture) or {}
        return texts.get(lang) or texts.get("fr") or picture


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
    """Read and check data/<game>/howto.yaml; `known` (component ids) checks the pictures too, and
    every picture needs a caption in both languages."""
    root = load(game_file(game_id, "howto.yaml")).only_keys("sections", "aid", "labels")
    labels: dict[str, dict[str, str]] = {}
    if root.has("labels"):
        for key, node in root["labels"].items():
            if known is not None and key not in known:
                raise node.error(f"'{key}' is not one of the game's components")
            labels[key] = _texts(node)
    names = i18n.game_texts(game_id)[1]

    def captioned(show: Node) -> tuple[str, ...]:
        ids = _show(show, known)
        for item, name in zip(show.list() if show.value is not None else [], ids, strict=True):
            if name not in labels and not all(names.get(name, {}).get(lang) for lang in LANGS):
                raise item.error(f"picture '{name}' has no caption: give it one under 'labels' (fr and en)")
        return ids

    def beats(node: Node) -> tuple[tuple[str, str], ...]:
        pairs: list[tuple[str, str]] = []
        for pair in node["beats"].list() if node.has("beats") else []:
            ids = captioned(pair)
            if len(ids) != 2:
                raise pair.error("a 'beats' pair names two pictures: [winner, loser]")
            pairs.append((ids[0], ids[1]))
        return tuple(pairs)

    sections = []
    seen: set[str] = set()
    for node in root["sections"].list():
        node.only_keys("id", "title", "text", "show", "beats")
        sid = node["id"].str()
        if sid in seen:
            raise node["id"].error(f"section '{sid}' appears twice")
        seen.add(sid)
        sections.append(Section(sid, _texts(node["title"]), _texts(node["text"]), captioned(node.get("show")),
                                beats(node)))
    missing = [s for s in REQUIRED if s not in seen]
    if missing:
        raise root["sections"].error(f"missing section(s): {', '.join(missing)}")
    aid = root["aid"].only_keys("title", "rows")
    rows = []
    for i, node in enumerate(aid["rows"].list()):
        node.only_keys("show", "text", "beats")
        rows.append(Section(str(i), {}, _texts(node["text"]), captioned(node.get("show")), beats(node)))
    if not rows:
        raise aid["rows"].error("the aid has no rows")
    return HowTo(game_id, tuple(sections), _texts(aid["title"]), tuple(rows), labels)


def check_howto(game_id: str) -> None:
    """check-data: the file's structure, both languages, and that every picture is a component."""
    known = {c.id for c in components(game_id)} or None
    load_howto(game_id, known)


def pictures(game_id: str, ids: tuple[str, ...], height: int = PICTURE_H,
             captions: list[str] | None = None) -> list[pygame.Surface]:
    """The components named, drawn by the game's placeholder functions at a common height, each with
    its caption under it (`captions`, in the same order) at the type scale's smallest size."""
    by_id = {c.id: c for c in components(game_id)}
    out = []
    for i, name in enumerate(ids):
        comp = by_id.get(name)
        if comp is None:
            continue
        w, h = comp.size
        size = (max(8, min(int(height * 2.2), round(w * height / h))), height)
        caption = captions[i] if captions is not None and i < len(captions) else None
        # a face that writes its own name goes without it over its caption: the name once (Elemons, nc34)
        img = (comp.bare if caption is not None and comp.bare is not None else comp.front)(size)
        out.append(with_caption(img, caption) if caption is not None else img)
    return out


def with_caption(img: pygame.Surface, caption: str) -> pygame.Surface:
    """The picture over its caption, centred; the caption wraps to two lines at most."""
    f = font(TYPE.SMALL)
    width = max(img.get_width(), min(CAPTION_W, f.size(caption)[0]))
    lines = wrap(caption, width, TYPE.SMALL)[:2]
    width = max([width, *(f.size(line)[0] for line in lines)])
    line_h = f.get_linesize()
    out = pygame.Surface((width, img.get_height() + 4 + line_h * len(lines)), pygame.SRCALPHA)
    out.blit(img, ((width - img.get_width()) // 2, 0))
    for k, line in enumerate(lines):
        text = render(line, TYPE.SMALL, INK)
        out.blit(text, text.get_rect(midtop=(width // 2, img.get_height() + 4 + k * line_h)))
    return out


def beats_pictures(game_id: str, howto: HowTo, pairs: tuple[tuple[str, str], ...], lang: str,
                   height: int = 56) -> list[pygame.Surface]:
    """One picture per pair of "who beats whom": the winner, an arrow under the word "beats" in
    the player's language, the loser; both captioned."""
    out = []
    verb = render(t("howto.beats"), TYPE.SMALL, ACCENT, bold=True)
    for a, b in pairs:
        left, right = pictures(game_id, (a, b), height, [howto.caption(a, lang), howto.caption(b, lang)])
        gap = max(56, verb.get_width() + 16)
        h = max(left.get_height(), right.get_height())
        cell = pygame.Surface((left.get_width() + gap + right.get_width(), h), pygame.SRCALPHA)
        cell.blit(left, (0, 0))
        cell.blit(right, (left.get_width() + gap, 0))
        x0, x1, y = left.get_width() + 6, left.get_width() + gap - 6, height // 2 + 6
        cell.blit(verb, verb.get_rect(midbottom=((x0 + x1) // 2, y - 4)))
        pygame.draw.line(cell, ACCENT, (x0, y), (x1 - 4, y), 3)
        pygame.draw.polygon(cell, ACCENT, [(x1, y), (x1 - 10, y - 6), (x1 - 10, y + 6)])
        out.append(cell)
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


def _layout_row(surf: pygame.Surface | None, pics: list[pygame.Surface], x: int, y: int, width: int,
                gap: int = 10) -> int:
    """Pictures side by side, wrapping; returns the y below."""
    cx, row_h = x, 0
    for img in pics:
        if cx + img.get_width() > x + width and cx > x:
            cx, y = x, y + row_h + 10
            row_h = 0
        if surf is not None:
            surf.blit(img, (cx, y))
        cx += img.get_width() + gap
        row_h = max(row_h, img.get_height())
    return y + row_h + 12 if pics else y


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
            (s, pictures(self.game_id, s.show, captions=[self.howto.caption(p, lang) for p in s.show])
             + beats_pictures(self.game_id, self.howto, s.beats, lang))
            for s in self.howto.sections
        ]

        def lay(surf: pygame.Surface | None) -> int:
            y = 12
            self.tops = []
            for s, pics in blocks:
                self.tops.append(max(0, y - 8))
                if surf is not None:
                    surf.blit(render(s.title[lang], TYPE.HEADING, ACCENT, True), (12, y))
                y += 40
                y = _layout_row(surf, pics, 12, y, width, 10 if not s.beats else 36)
                y = _render_block(surf, s.text[lang], 12, y, width, TYPE.BODY)
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
        head = render(t("howto.heading", game=i18n.t(f"game.{self.game_id}")), TYPE.TITLE, ACCENT, True)
        surf.blit(head, (20, 24))
        hint = render(t("howto.hint"), TYPE.SMALL, MUTED)
        surf.blit(hint, hint.get_rect(midright=(WIDTH - 230, HEIGHT - 45)))
        panel(surf, self.view.rect.inflate(8, 8))
        assert self.content is not None
        self.view.draw(surf, self.content)
        self.bar.draw(surf)


class AidScene(Scene):
    """The game's player aid over the table (F1 or H); the table waits underneath."""

    overlay = True
    PICTURES = 240  # the widest pictures' column: a row's pictures get smaller to fit it, their captions do not
    HEIGHTS = (64, 56, 48, 40, 36)  # the pictures' heights tried, largest first

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
        def row_pictures(r: Section) -> list[pygame.Surface]:
            """The row's captioned pictures at the largest height at which they fit the column on one
            line (the captions keep their size; what still does not fit wraps)."""
            pics: list[pygame.Surface] = []
            for h in self.HEIGHTS:
                pics = (pictures(self.game_id, r.show, h, [self.howto.caption(p, lang) for p in r.show])
                        + beats_pictures(self.game_id, self.howto, r.beats, lang, h))
                if sum(p.get_width() + 10 for p in pics) - 10 <= self.PICTURES:
                    break
            return pics

        rows = [(r, row_pictures(r)) for r in self.howto.aid_rows]
        natural = [sum(p.get_width() + 10 for p in pics) for _, pics in rows if pics]
        column = min(self.PICTURES, max(natural, default=0)) + 6

        def lay(surf: pygame.Surface | None) -> int:
            y = 6
            for r, pics in rows:
                left = 0
                bottom_pics = y
                if pics:  # one column of pictures for every row, so the texts line up
                    left = column
                    bottom_pics = _layout_row(surf, pics, 6, y, left - 6) - 12
                bottom = _render_block(surf, r.text[lang], left + 18, y + 4, width - left - 18, TYPE.BODY)
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
        head = render(self.howto.aid_title[i18n.lang], TYPE.HEADING, ACCENT, True)
        surf.blit(head, (self.box.left + 20, self.box.top + 16))
        assert self.content is not None
        self.view.draw(surf, self.content)
        hint = render(self.hint_text(), TYPE.SMALL, MUTED)
        surf.blit(hint, (self.box.left + 20, self.box.bottom - 44))
        self.bar.draw(surf)

    def hint_text(self) -> str:
        """The line under the aid: it says there is more below while the end is not in view (nc29 shot 80:
        the last row was cut at the view's bottom, nothing said it went on)."""
        self.build()
        return t("aid.more") if self.view.offset < self.view.max_offset else t("aid.hint")

