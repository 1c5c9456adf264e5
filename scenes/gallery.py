"""The gallery: every component of every game with its current art, for designers and playtesters.

One tab per game (the games that list their components, see
docs/components.md). On the left, every component as a thumbnail with a
coloured mark: grey, no image (the placeholder shows); red, an image that
cannot be used; orange, wrong proportions or too small for the table;
yellow, too small to print at 300 dpi; green, fine. On the right, the chosen
one at true size (the table's scale) and zoomed, front and back, with its id,
where its art comes from, and its definition. At the bottom, the art packs
in use and every unusable file. Art and definitions edited on disk show here
within a second, like on the tables.

Keys: arrows choose, Tab / Shift+Tab change game, Escape goes back.
"""

from __future__ import annotations

import re
from functools import partial
from pathlib import Path

import pygame

from game import i18n, registry
from game.i18n import t
from scenes.base import HEIGHT, WIDTH, Scene, SceneHost
from scenes.ui import ACCENT, BG, DANGER, INK, MUTED, OK, Button, ButtonBar, panel, title
from sprites import colour_check
from sprites import components as comps
from sprites.art import PLACEMENT_FILE, Placement, builtin_pack
from sprites.fonts import TYPE, fit_text, render
from sprites.vision import DEFICIENT

GRID = pygame.Rect(20, 110, 448, 530)
DETAIL = pygame.Rect(484, 110, 776, 530)
CELL_W, CELL_H, THUMB = 112, 130, 88
COLS = GRID.width // CELL_W
TRUE_BOX = (130, 200)  # each true-size side; larger pieces are shown reduced, and say so
ZOOM_BOX = (220, 220)
MARKS = {  # flag code -> colour of the thumbnail's mark, worst first
    "bad": DANGER,
    "ratio": (235, 150, 60),
    "small": (235, 150, 60),
    "print": (230, 210, 90),
    "vision": (200, 140, 240),  # merges with another piece for colour-blind players
    "missing": (130, 135, 140),
}


def fit_size(size: tuple[int, int], box: tuple[int, int], most: float = 1.0) -> tuple[tuple[int, int], float]:
    """`size` scaled to fit `box` (never above `most` times), and the factor used."""
    k = min(box[0] / size[0], box[1] / size[1], most)
    return (max(1, round(size[0] * k)), max(1, round(size[1] * k))), k


class GalleryScene(Scene):
    def __init__(self, app: SceneHost) -> None:
        super().__init__(app)
        self.games = comps.games()
        self.game = self.games[0] if self.games else ""
        self.items: list[comps.Component] = []
        self.flags: dict[str, list[comps.Flag]] = {}
        # art id -> the pieces it merges with under some vision (sprites/colour_check.py)
        self.merges: dict[str, list[tuple[str, str, float, bool]]] = {}
        self.error = ""
        self.selected = 0
        self.scroll = 0  # rows of thumbnails scrolled away
        self.bar = ButtonBar()
        self.load()

    # -- data ---------------------------------------------------------------------------------
    def load(self) -> None:
        """Read the current game's components and review their art."""
        self.error = ""
        self.items = []
        if self.game:
            try:
                self.items = comps.components(self.game)
            except Exception as exc:  # a definition or a component list being edited: say it, keep running
                self.error = i18n.data_error(exc)
        self.review()
        self.selected = min(self.selected, max(0, len(self.items) - 1))
        self.build_buttons()

    def review(self) -> None:
        self.flags = {c.id: comps.review(self.app.art, self.game, c) for c in self.items}
        self.merges = {}
        if not self.game:
            return
        try:
            report = colour_check.check(self.app.art, [self.game], visions=DEFICIENT)
        except Exception as exc:  # a definition being edited: the gallery says so and goes on
            self.error = i18n.data_error(exc)
            return
        for pair in report.pairs:
            for mine, other in ((pair.a, pair.b), (pair.b, pair.a)):
                if mine.art_id:
                    entry = (other.label, pair.vision, pair.distance, pair.told_apart)
                    self.merges.setdefault(mine.art_id, []).append(entry)

    def reload_art(self) -> None:
        self.review()

    def reload_defs(self) -> None:
        self.app.art.forget()
        self.load()

    def show_game(self, game_id: str) -> None:
        if game_id != self.game:
            self.game, self.selected, self.scroll = game_id, 0, 0
            self.load()

    def step_game(self, step: int) -> None:
        if self.games:
            i = self.games.index(self.game) if self.game in self.games else 0
            self.show_game(self.games[(i + step) % len(self.games)])

    # -- input --------------------------------------------------------------------------------
    def build_buttons(self) -> None:
        buttons = []
        ids = registry.GAME_IDS
        w = (WIDTH - 40 - 8 * (len(ids) - 1)) // len(ids)
        for i, gid in enumerate(ids):
            rect = pygame.Rect(20 + i * (w + 8), 54, w, 48)
            color = (90, 110, 60) if gid == self.game else (52, 70, 92)
            label = i18n.t(f"game.{gid}")
            enabled = gid in self.games
            buttons.append(Button(rect, label, partial(self.show_game, gid), enabled=enabled, color=color, tag=gid))
        buttons.append(Button(pygame.Rect(20, HEIGHT - 60, 150, 46), t("back"), self.app.stack.pop))
        self.bar.set(buttons)

    def cell_rect(self, i: int) -> pygame.Rect:
        row, col = divmod(i, COLS)
        return pygame.Rect(GRID.x + col * CELL_W, GRID.y + (row - self.scroll) * CELL_H, CELL_W, CELL_H)

    def select(self, i: int) -> None:
        if not self.items:
            return
        self.selected = max(0, min(len(self.items) - 1, i))
        rows_shown = GRID.height // CELL_H
        row = self.selected // COLS
        if row < self.scroll:
            self.scroll = row
        elif row >= self.scroll + rows_shown:
            self.scroll = row - rows_shown + 1

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_UP: -COLS, pygame.K_DOWN: COLS}
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.app.stack.pop()
            elif event.key == pygame.K_TAB:
                self.step_game(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            elif event.key in keys:
                self.select(self.selected + keys[event.key])
            return
        if event.type == pygame.MOUSEWHEEL:
            rows = (len(self.items) + COLS - 1) // COLS
            self.scroll = max(0, min(rows - GRID.height // CELL_H, self.scroll - event.y))
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and GRID.collidepoint(event.pos):
            for i in range(len(self.items)):
                if self.cell_rect(i).collidepoint(event.pos):
                    self.select(i)
                    return
        self.bar.handle(event)

    # -- drawing ------------------------------------------------------------------------------
    def side_image(self, comp: comps.Component, side: str, size: tuple[int, int]) -> pygame.Surface | None:
        for name, art_id, placeholder in comp.sides():
            if name == side:
                return self.app.art.image(self.game, art_id, size, placeholder)
        return None

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(BG)
        title(surf, t("gallery.title"), 8, TYPE.TITLE)
        help_img = render(t("gallery.help"), TYPE.SMALL, MUTED)
        surf.blit(help_img, help_img.get_rect(topright=(WIDTH - 20, 24)))
        self.bar.draw(surf)
        panel(surf, GRID.inflate(8, 8), 150)
        panel(surf, DETAIL.inflate(8, 8), 200)
        if not self.games:
            self.message(surf, t("gallery.none"))
        elif self.error:
            self.message(surf, t("gallery.error", error=self.error), DANGER)
        else:
            self.draw_grid(surf)
            if self.items:
                self.draw_detail(surf, self.items[self.selected])
        self.draw_footer(surf)

    def message(self, surf: pygame.Surface, text: str, color: tuple[int, int, int] = MUTED) -> None:
        size = fit_text(text, GRID.width + DETAIL.width - 40, TYPE.BODY, floor=TYPE.SMALL)
        surf.blit(render(text, size, color), (GRID.x + 12, GRID.y + 12))

    def draw_grid(self, surf: pygame.Surface) -> None:
        clip = surf.get_clip()
        surf.set_clip(GRID)
        for i, comp in enumerate(self.items):
            cell = self.cell_rect(i)
            if not cell.colliderect(GRID):
                continue
            size, _ = fit_size(comp.size, (THUMB, THUMB), 10.0)
            img = self.side_image(comp, "front", size)
            box = pygame.Rect(0, 0, THUMB, THUMB)
            box.midtop = (cell.centerx, cell.y + 8)
            if i == self.selected:
                pygame.draw.rect(surf, ACCENT, box.inflate(12, 12), 3, border_radius=10)
            if img is not None:
                surf.blit(img, img.get_rect(center=box.center))
            name = label_text(self.game, comp.id)
            label_size = fit_text(name, CELL_W - 8, TYPE.SMALL, floor=TYPE.SMALL)
            label = render(name, label_size, INK if i == self.selected else MUTED)
            surf.blit(label, label.get_rect(midtop=(cell.centerx, box.bottom + 8)))
            mark = self.mark(comp)
            pygame.draw.circle(surf, (20, 20, 24), (box.right + 2, box.top + 2), 9)
            pygame.draw.circle(surf, mark, (box.right + 2, box.top + 2), 7)
        surf.set_clip(clip)

    def mark(self, comp: comps.Component) -> tuple[int, int, int]:
        codes = {f.code for f in self.flags.get(comp.id, [])}
        if any(not told for *_, told in self.merges.get(comp.id, [])):
            codes.add("vision")
        return next((color for code, color in MARKS.items() if code in codes), OK)

    def draw_detail(self, surf: pygame.Surface, comp: comps.Component) -> None:
        x0, y = DETAIL.x + 14, DETAIL.y + 8
        surf.blit(render(label_text(self.game, comp.id), TYPE.HEADING, ACCENT, bold=True), (x0, y))
        mw, mh = comp.print_mm
        summary = t(
            "gallery.summary",
            kind=t(f"gallery.kind.{comp.kind}"),
            w=comp.size[0],
            h=comp.size[1],
            mw=comps.mm_text(mw),
            mh=comps.mm_text(mh),
            count=comp.count,
        )
        surf.blit(render(summary, TYPE.BODY, MUTED), (x0, y + 36))
        y += 62
        # front and back at true size, then front and back zoomed
        true_size, k = fit_size(comp.size, TRUE_BOX)
        label = t("gallery.true_size") if k >= 1 else t("gallery.reduced", k=round(k, 2))
        surf.blit(render(label, TYPE.SMALL, ACCENT), (x0, y))
        zoom_size, zk = fit_size(comp.size, ZOOM_BOX, 2.0)
        zx = x0 + 2 * TRUE_BOX[0] + 34
        zoom = round(zk, 1)
        surf.blit(render(t("gallery.zoom", k=zoom), TYPE.SMALL, ACCENT), (zx, y))
        y += 22
        bottom = y
        for i, side in enumerate(("front", "back")):
            tbox = pygame.Rect(x0 + i * (TRUE_BOX[0] + 10), y, *TRUE_BOX)
            zbox = pygame.Rect(zx + i * (ZOOM_BOX[0] + 16), y, *ZOOM_BOX)
            small = self.side_image(comp, side, true_size)
            if small is None:
                none = render(t("gallery.one_sided"), TYPE.SMALL, MUTED)
                surf.blit(none, none.get_rect(center=zbox.center))
                continue
            side_label = render(t(f"gallery.{side}"), TYPE.SMALL, MUTED)
            surf.blit(small, small.get_rect(midtop=tbox.midtop))
            surf.blit(side_label, side_label.get_rect(midtop=(tbox.centerx, tbox.y + true_size[1] + 4)))
            zoomed = self.side_image(comp, side, zoom_size)
            if zoomed is not None:
                surf.blit(zoomed, zoomed.get_rect(midtop=zbox.midtop))
                surf.blit(side_label, side_label.get_rect(midtop=(zbox.centerx, zbox.y + zoom_size[1] + 4)))
            bottom = max(bottom, y + true_size[1] + 22, y + zoom_size[1] + 22)
        y = max(bottom, y + 60) + 6
        line_h = 19
        for line, color in self.detail_lines(comp):
            if y > DETAIL.bottom - line_h:
                break
            size = fit_text(line, DETAIL.width - 28, TYPE.SMALL, floor=TYPE.SMALL)
            surf.blit(render(line, size, color), (x0, y))
            y += line_h

    def detail_lines(self, comp: comps.Component) -> list[tuple[str, tuple[int, int, int]]]:
        """Where each side's art comes from, what is wrong with it, then the definition."""
        out: list[tuple[str, tuple[int, int, int]]] = []
        for side, art_id, _ in comp.sides():
            path = self.app.art.find(self.game, art_id)
            side_name = t(f"gallery.{side}")
            src = self.app.art.source(self.game, art_id) if path else None
            if path is None:
                out.append((t("gallery.placeholder", side=side_name, id=art_id), MUTED))
            elif src is not None:
                out.append((t("gallery.art", side=side_name, file=short(path), w=src.get_width(),
                              h=src.get_height()), INK))
                place = self.app.art.placement(self.game, art_id)
                if place != Placement():
                    out.append((f"    {PLACEMENT_FILE}: {placement_text(place)}", MUTED))
        for flag in self.flags.get(comp.id, []):
            if flag.code != "missing":
                out.append((comps.flag_text(flag), MARKS[flag.code]))
        for other, vision, d, told in sorted(self.merges.get(comp.id, []), key=lambda m: m[2]):
            text = t("gallery.vision_warning", other=other, vision=t(f"vision.{vision}"), d=round(d, 1))
            out.append((text + (t("gallery.vision_symbols") if told else ""), MUTED if told else MARKS["vision"]))
        out.extend((line_text(self.game, line), INK) for line in comp.lines)
        return out

    def draw_footer(self, surf: pygame.Surface) -> None:
        x = 190
        packs = [t("gallery.builtin") if p == builtin_pack() else short(p) for p in self.app.art.packs]
        line = t("gallery.packs", packs=" < ".join(packs))
        surf.blit(render(line, fit_text(line, WIDTH - x - 20, TYPE.SMALL, floor=TYPE.SMALL), MUTED), (x, HEIGHT - 62))
        problems = self.app.art.problems
        if problems:
            names = "; ".join(f"{short(f)}: {self.app.art.problem_text(f)}" for f in sorted(problems))[:240]
            text = t("gallery.problems", n=len(problems), names=names)
            color = DANGER
        else:
            text, color = t("gallery.ok"), OK
        surf.blit(render(text, fit_text(text, WIDTH - x - 20, TYPE.SMALL, floor=TYPE.SMALL), color), (x, HEIGHT - 36))


def label_text(game: str, ident: str) -> str:
    """A piece's name in the player's language: its name in the game's texts, else a label of the
    catalogue for its family (`gallery.label.<game>.<family>`, e.g. Kaiju 3, Dé (face 2)), never its id
    unless neither says it (the art id stays in the detail, where a designer reads file names)."""
    family = re.sub(r"-?\d+$", "", ident) or "number"
    number = re.search(r"\d+$", ident)
    key = f"gallery.label.{game}.{family}"
    if i18n.has(key):
        return t(key, n=int(number.group(0)) if number else 0)
    return i18n.name(game, ident)


def line_text(game: str, line: str) -> str:
    """A definition line (`field: value`, written by sprites/<game>/components.py) in the player's
    language: the field from `gallery.field.<field>`, each word of the value from
    `gallery.value.<game>.<word>` or the game's names; a line of another shape as it is."""
    field, sep, value = line.partition(": ")
    if not sep or not i18n.has(f"gallery.field.{field}"):
        return line

    def word(m: re.Match[str]) -> str:
        w = m.group(0)
        key = f"gallery.value.{game}.{w}"
        return t(key) if i18n.has(key) else i18n.name(game, w)

    said = re.sub(r"[A-Za-z][A-Za-z0-9_+]*", word, value)
    return t("gallery.field_line", field=t(f"gallery.field.{field}"), value=said)


def placement_text(place: Placement) -> str:
    """A placement as it is written in art.yaml."""
    parts = []
    if place.crop:
        parts.append(f"crop: [{', '.join(str(v) for v in place.crop)}]")
    if place.scale != 1.0:
        parts.append(f"scale: {place.scale:g}")
    if place.anchor != "center":
        parts.append(f"anchor: {place.anchor}")
    return "{" + ", ".join(parts) + "}"


def short(path: str | Path) -> str:
    """A file or folder as a designer recognises it: PACK/GAME/ID.png."""
    p = Path(path)
    return "/".join(p.parts[-3:]) if len(p.parts) > 3 else str(p)
