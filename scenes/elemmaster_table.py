"""The Elem Master table: the terrain grid, the elementals' stacks, the players and event cards.

Mouse: click one of your stacks to select it; the cells its legal actions reach light up by
kind (green: move, split, tunnel, pick; red: attack; violet: souffle, wave, blaze and the
specialties; gold: an event card's targets). Click a lit cell to act; when several actions
end on the same cell (a split of 1, 2 or 3 tokens, a souffle or an attack...) a small menu
at the bottom picks one. Click an event card on the right, then its target cells. Free
start: pick an element in the palette, click your first two rows to place a token, right
click (or click with no legal placement) to take one back, then Ready.

Keyboard: arrows move the cursor over the grid, Enter or Space selects / acts on the cell
under the cursor, 1-9 press the menu buttons (the split count, the palette's element),
Tab walks the buttons (Enter presses the focused one), V walks the usable event cards
(then Enter on the target cells, or 1 to confirm a card without target), E ends the turn,
Escape deselects (a second Escape pauses), F2 saves a screenshot. Free start: 1-4 pick the
element, Enter places it under the cursor, Tab to Ready. Draft: Tab or arrows, then Enter.
"""

from __future__ import annotations

import itertools
import math
import re
from dataclasses import dataclass
from typing import Any

import pygame

from game import i18n
from game.core import Action, Event, act
from game.elemmaster import load_defs
from game.i18n import t
from scenes.table import SEAT_COLORS, TableScene
from scenes.ui import ACCENT, FELT, INK, MUTED, PANEL, Button, ButtonBar, panel
from sprites import shapes
from sprites.fonts import fit_text, render, wrap
from sprites.tween import Tween, ease_out_back, ease_out_cubic

CELL_RE = re.compile(r"^[a-j](10|[1-9])$")
LETTERS = "abcdefghij"
ELEMENTS = ("earth", "fire", "water", "air")
ELEMENT_COLORS = {
    "earth": (150, 104, 58),
    "fire": (234, 92, 42),
    "water": (46, 126, 226),
    "air": (214, 232, 242),
}
ELEMENT_SYMBOLS = {"earth": "rock", "fire": "flame", "water": "drop", "air": "wind"}
OWNER_COLORS = [(246, 246, 246), (22, 22, 26), (40, 96, 236), (222, 44, 44)]
TERRAIN_SYMBOLS = {
    "forest": "leaf", "savanna": "star", "swamp": "drop", "mountain": "mountain",
    "volcano": "flame", "glacier": "diamond", "steppe": "wind", "mangrove": "hexagon",
    "desert": "ring", "canyon": "rock", "jungle": "square", "tundra": "bolt",
}
KIND_COLORS = {
    "move": (110, 226, 140),
    "attack": (246, 84, 72),
    "special": (196, 132, 246),
    "event": (246, 204, 72),
}
MOVE_KINDS = {"move", "tunnel", "omove", "pick", "place", "unplace"}
ATTACK_KINDS = {"attack", "oattack", "enchant"}

BOARD_X, BOARD_Y, BOARD_PX = 40, 62, 560
SIDE_X, SIDE_W = 614, 336
BAR_Y = 666


def is_cell(x: str) -> bool:
    return bool(CELL_RE.match(x))


def kind_class(a: Action) -> str:
    if a.kind == "event":
        return "event"
    if a.kind in MOVE_KINDS:
        return "move"
    if a.kind in ATTACK_KINDS:
        return "attack"
    return "special"


def action_paths(a: Action) -> list[tuple[str, ...]]:
    """The cells a person clicks for an action, in the orders the action accepts."""
    args = [str(x) for x in a.args]
    if a.kind == "event":
        args = args[1:]
    cells = [x for x in args if is_cell(x)]
    if a.kind == "brasier" and len(cells) == 3:
        return [(cells[0], *p) for p in itertools.permutations(cells[1:])]
    if a.kind == "vague" and len(cells) > 2:
        return [(*cells[:2], *p) for p in itertools.permutations(cells[2:])]
    return [tuple(cells)]


@dataclass
class Flyer:
    """Tokens sliding from one cell to another (moves, splits, pushes, waves)."""

    owner: int
    element: str
    level: int
    start: tuple[float, float]
    end: tuple[float, float]
    tween: Tween


@dataclass
class Fx:
    kind: str  # shake, flash, popup, wind, wave, ring, drop
    cells: list[str]
    tween: Tween
    color: tuple[int, int, int] = (255, 255, 255)
    text: str = ""
    dst: str = ""


class ElemMasterTable(TableScene):
    def __init__(self, app: Any, match: Any, demo: bool = False) -> None:
        self.defs = load_defs()
        st = match.state
        self.size = st.size
        self.cs = BOARD_PX // self.size
        self.disp: dict[str, list[Any]] = {}
        self.void: set[str] = set()
        self.flyers: list[Flyer] = []
        self.fx: list[Fx] = []
        self.hidden: dict[str, int] = {}  # cells whose stack waits for a flyer to land
        self.banner: tuple[str, str, Tween] | None = None
        self.banner_small = False
        self.sel: list[str] = []
        self.sel_event: str | None = None
        self.place_elem = "earth"
        self.cursor = (self.size // 2, 0)
        self.bar = ButtonBar()
        self.prompt = ""
        self.hover_text = ""
        self._paths_key: Any = None
        self._paths: list[tuple[tuple[str, ...], Action]] = []
        self._sync_key: Any = None
        self._ui_key: Any = None
        self._terrain_layer: pygame.Surface | None = None
        self._terrain_key: Any = None
        self._terrain: list[str] = list(st.view(None)["terrain"])
        self._stack_cache: dict[tuple, pygame.Surface] = {}
        self._card_rects: list[tuple[pygame.Rect, str | None]] = []
        self._draft_buttons: list[Button] = []
        self._results_pending = False
        self._side: pygame.Surface | None = None
        self._side_key: Any = None
        super().__init__(app, match, demo)
        self.sync(force=True)

    # -- geometry ------------------------------------------------------------------------
    def name(self, col: int, row: int) -> str:
        return f"{LETTERS[col]}{row + 1}"

    def colrow(self, cell: str) -> tuple[int, int]:
        return LETTERS.index(cell[0]), int(cell[1:]) - 1

    def cell_rect(self, cell: str) -> pygame.Rect:
        col, row = self.colrow(cell)
        cs = self.cs
        return pygame.Rect(BOARD_X + col * cs, BOARD_Y + (self.size - 1 - row) * cs, cs, cs)

    def cell_at(self, pos: tuple[int, int]) -> str | None:
        x, y = pos[0] - BOARD_X, pos[1] - BOARD_Y
        if x < 0 or y < 0 or x >= self.cs * self.size or y >= self.cs * self.size:
            return None
        return self.name(x // self.cs, self.size - 1 - y // self.cs)

    def board_rect(self) -> pygame.Rect:
        return pygame.Rect(BOARD_X, BOARD_Y, self.cs * self.size, self.cs * self.size)

    # -- art -----------------------------------------------------------------------------
    def terrain_img(self, terrain: str) -> pygame.Surface:
        cs = self.cs
        if terrain == "void":
            def make_void(sz: tuple[int, int]) -> pygame.Surface:
                s = pygame.Surface(sz)
                s.fill((18, 18, 24))
                pygame.draw.rect(s, (34, 34, 44), s.get_rect(), 1)
                return s

            return self.app.art.image("elemmaster", "void", (cs, cs), make_void)
        ter = self.defs.terrains[terrain]

        def make(sz: tuple[int, int]) -> pygame.Surface:
            w, h = sz
            s = pygame.Surface(sz)
            s.fill(ter.color)
            dark = shapes.shade(ter.color, -0.22)
            light = shapes.shade(ter.color, 0.12)
            for i in range(0, w, max(6, w // 7)):
                pygame.draw.line(s, light, (i, 0), (0, i), 1)
            pygame.draw.rect(s, dark, s.get_rect(), 1)
            r = max(4, w // 9)
            shapes.symbol(s, TERRAIN_SYMBOLS.get(terrain, "circle"), (r + 4, h - r - 4), r,
                          shapes.shade(ter.color, -0.4) if sum(ter.color) > 360 else shapes.shade(ter.color, 0.45))
            return s

        return self.app.art.image("elemmaster", terrain, (cs, cs), make)

    def token_img(self, element: str, w: int, h: int) -> pygame.Surface:
        color = ELEMENT_COLORS[element]

        def make(sz: tuple[int, int]) -> pygame.Surface:
            s = pygame.Surface(sz, pygame.SRCALPHA)
            r = s.get_rect()
            pygame.draw.ellipse(s, shapes.shade(color, -0.35), r)
            top = r.copy()
            top.height = int(r.height * 0.78)
            pygame.draw.ellipse(s, color, top)
            return s

        return self.app.art.image("elemmaster", element, (w, h), make)

    def stack_img(self, owner: int, element: str, level: int, played: bool, pin: bool, morph: str) -> pygame.Surface:
        cs = self.cs
        key = (owner, element, level, played, pin, morph, cs, i18n.lang)
        img = self._stack_cache.get(key)
        if img is not None:
            return img
        s = pygame.Surface((cs, cs), pygame.SRCALPHA)
        w = int(cs * 0.74)
        h = int(cs * 0.40)
        step = max(4, int(cs * 0.11))
        x = (cs - w) // 2
        base_y = cs - h - max(3, cs // 14)
        outline = OWNER_COLORS[owner % 4]
        lw = 3 if cs >= 50 else 2
        level_shown = max(1, min(level, 4))
        top_rect = pygame.Rect(0, 0, 0, 0)
        for i in range(level_shown):
            y = base_y - i * step
            disc = self.token_img(element, w, h)
            r = pygame.Rect(x, y, w, h)
            pygame.draw.ellipse(s, (16, 16, 20), r.inflate(lw * 2 + 2, lw * 2 + 2))
            pygame.draw.ellipse(s, outline, r.inflate(lw * 2, lw * 2))
            pygame.draw.ellipse(s, (16, 16, 20), r.inflate(2, 2))
            s.blit(disc, r)
            top_rect = r
        ink = shapes.readable_on(ELEMENT_COLORS[element])
        face = top_rect.copy()
        face.height = int(top_rect.height * 0.78)
        shapes.symbol(s, ELEMENT_SYMBOLS[element], (face.centerx - w * 0.18, face.centery), h * 0.26, ink)
        num = render(str(level), max(11, int(cs * 0.26)), ink, bold=True)
        s.blit(num, num.get_rect(center=(face.centerx + w * 0.2, face.centery)))
        if played:
            m = face.inflate(-w * 0.35, -h * 0.15)
            pygame.draw.line(s, (20, 20, 20), m.topleft, m.bottomright, max(3, cs // 14))
            pygame.draw.line(s, (20, 20, 20), m.bottomleft, m.topright, max(3, cs // 14))
            pygame.draw.line(s, (250, 240, 220), m.topleft, m.bottomright, max(1, cs // 28))
            pygame.draw.line(s, (250, 240, 220), m.bottomleft, m.topright, max(1, cs // 28))
        if pin:
            c = (cs - cs * 0.16, cs * 0.16)
            pygame.draw.circle(s, (20, 40, 70), c, cs * 0.13)
            shapes.symbol(s, "star", c, cs * 0.11, (150, 230, 255))
        if morph:
            c = (cs * 0.16, cs * 0.16)
            pygame.draw.circle(s, (20, 20, 20), c, cs * 0.13)
            pygame.draw.circle(s, ELEMENT_COLORS[morph], c, cs * 0.11)
        if len(self._stack_cache) > 600:
            self._stack_cache.clear()
        if pygame.display.get_surface() is not None:
            s = s.convert_alpha()
        self._stack_cache[key] = s
        return s

    def card_img(self, card_id: str | None, w: int, h: int, kind: str = "events") -> pygame.Surface:
        if card_id is None:
            return self.app.art.image("elemmaster", "event_back", (w, h),
                                      lambda sz: shapes.tile_back(sz, (70, 58, 110), "star"))
        card = (self.defs.events if kind == "events" else self.defs.specialties)[card_id]
        color = (92, 74, 140) if kind == "events" else (70, 96, 120)
        return self.app.art.image("elemmaster", card_id, (w, h),
                                  lambda sz: shapes.tile_face(sz, color, "star", card.name[i18n.lang]))

    def terrain_layer(self) -> pygame.Surface:
        terrain = self._terrain
        key = (tuple(terrain), tuple(sorted(self.void)), self.cs, i18n.lang)
        if self._terrain_layer is None or key != self._terrain_key:
            size = self.size
            layer = pygame.Surface((self.cs * size + 40, self.cs * size + 40))
            layer.fill(FELT)
            for idx, ter in enumerate(terrain):
                name = self.name(idx % size, idx // size)
                r = self.cell_rect(name).move(-BOARD_X + 20, -BOARD_Y + 20)
                layer.blit(self.terrain_img("void" if name in self.void else ter), r)
            pygame.draw.rect(layer, (12, 30, 22), pygame.Rect(18, 18, self.cs * size + 4, self.cs * size + 4), 2)
            if pygame.display.get_surface() is not None:
                layer = layer.convert()  # opaque: the fastest blit of the frame
            self._terrain_layer = layer
            self._terrain_key = key
            self._terrain = list(terrain)
        return self._terrain_layer

    # -- engine view -> screen -------------------------------------------------------------
    def sync(self, force: bool = False) -> None:
        key = (len(self.match.moves), self.viewer, self.match.state.is_over)
        if key == self._sync_key and not force:
            self.refresh_ui()
            return
        self._sync_key = key
        v = self.view
        self._terrain = list(v["terrain"])
        self.disp = {c: list(s) for c, s in v["stacks"].items()}
        self.void = set(v["void"])
        self.hidden.clear()
        self.flyers.clear()
        self.refresh_ui()

    def reload_defs(self) -> None:
        try:
            self.defs = load_defs()
        except Exception as exc:  # a definition being edited may be broken for a moment
            self.flash(str(exc))
        self.reload_art()

    def reload_art(self) -> None:
        super().reload_art()
        self._stack_cache.clear()
        self._terrain_layer = None
        self._side = None
        self._ui_key = None

    def center(self, cell: str) -> tuple[float, float]:
        r = self.cell_rect(cell)
        return float(r.x), float(r.y)

    def fly(self, owner: int, element: str, count: int, src: str, dst: str, duration: float,
            land: Any = None, delay: float = 0.0) -> None:
        self.hidden[dst] = self.hidden.get(dst, 0) + 1

        def done() -> None:
            self.hidden[dst] = self.hidden.get(dst, 1) - 1
            if self.hidden[dst] <= 0:
                del self.hidden[dst]
            if land is not None:
                land()

        tw = self.tween(0.0, 1.0, duration, easing=ease_out_cubic, delay=delay, on_done=done)
        self.flyers.append(Flyer(owner, element, max(1, count), self.center(src), self.center(dst), tw))

    def effect(self, kind: str, cells: list[str], duration: float, color: tuple[int, int, int] = (255, 255, 255),
               text: str = "", dst: str = "", delay: float = 0.0) -> None:
        self.fx.append(Fx(kind, list(cells), self.tween(0.0, 1.0, duration, delay=delay), color, text, dst))

    def popup(self, cell: str, amount: int, delay: float = 0.0) -> None:
        if amount:
            color = (140, 250, 150) if amount > 0 else (255, 110, 100)
            self.effect("popup", [cell], 0.9, color, f"{amount:+d}", delay=delay)

    def set_level(self, cell: str, level: int) -> None:
        s = self.disp.get(cell)
        if s is None:
            return
        if level <= 0:
            del self.disp[cell]
        else:
            s[2] = level

    def show_banner(self, text: str, sub: str = "", duration: float = 1.2, small: bool = False) -> None:
        self.banner = (text, sub, self.tween(0.0, 1.0, duration))
        self.banner_small = small

    def present(self, ev: Event) -> float:  # noqa: C901 - one branch per event kind
        d = ev.data
        k = ev.kind
        if k == "setup":
            self.show_banner(i18n.t("game.elemmaster"), t("elemmaster.banner.setup", arena=d["arena"]), 1.0)
            return 0.6
        if k == "turn_start":
            self.show_banner(t("elemmaster.banner.turn", who=self.names[ev.seat]), "", 0.9, small=True)
            return 0.45
        if k == "turn_end":
            return 0.1
        if k == "grow":
            self.set_level(d["cell"], d["level"])
            self.effect("ring", [d["cell"]], 0.45, (140, 250, 150))
            self.popup(d["cell"], d["gained"])
            return 0.45
        if k == "move":
            src, dst, n = d["src"], d["dst"], d["count"]
            s = self.disp.get(src)
            played = 0
            if s is not None:
                played = s[3]
                if d["whole"] or s[2] <= n:
                    del self.disp[src]
                else:
                    s[2] -= n
            owner, element = d["player"], d["element"]

            def land() -> None:
                t_ = self.disp.get(dst)
                if t_ is not None and t_[0] == owner and t_[1] == element:
                    t_[2] = min(3, t_[2] + n)
                else:
                    self.disp[dst] = [owner, element, n, played if d["whole"] else 0, 0, ""]

            self.fly(owner, element, n, src, dst, 0.35, land)
            return 0.4
        if k == "merge":
            self.set_level(d["cell"], d["level"])
            self.effect("ring", [d["cell"]], 0.4, (250, 230, 140))
            if d["excess"]:
                self.popup(d["cell"], -d["excess"])
            return 0.3
        if k == "desert":
            self.set_level(d["cell"], d["level"])
            self.effect("flash", [d["cell"]], 0.45, (240, 210, 130))
            self.popup(d["cell"], -d["lost"])
            return 0.45
        if k == "attack":
            src, dst = d["src"], d["dst"]
            self.effect("strike", [src], 0.3, KIND_COLORS["attack"], dst=dst)
            self.effect("shake", [d["loser"]], 0.45, delay=0.15)
            self.effect("flash", [d["loser"]], 0.4, (255, 80, 60), delay=0.15)
            self.popup(d["loser"], -d["lost"], delay=0.15)
            if d["gained"]:
                self.effect("flash", [d["winner"]], 0.4, (150, 255, 160), delay=0.15)
                self.popup(d["winner"], d["gained"], delay=0.15)
            loser, winner = d["loser"], d["winner"]

            def apply() -> None:
                s = self.disp.get(loser)
                if s is not None:
                    self.set_level(loser, 0 if d["vanished"] else s[2] - d["lost"])
                w = self.disp.get(winner)
                if w is not None and d["gained"]:
                    w[2] += d["gained"]
                s = self.disp.get(src)
                if s is not None:
                    s[3] = 1

            self.tween(0.0, 1.0, 0.2, on_done=apply)
            return 0.65
        if k == "take_place":
            src, dst = d["src"], d["dst"]
            s = self.disp.pop(src, None)
            if s is not None:
                self.fly(s[0], s[1], s[2], src, dst, 0.3, lambda: self.disp.__setitem__(dst, s))
            return 0.35
        if k == "souffle":
            src, dst = d["src"], d["dst"]
            if d["cause"] == "souffle":
                s = self.disp.get(src)
                if s is not None:
                    self.set_level(src, s[2] - d["count"])
                self.popup(src, -d["count"])
            self.effect("wind", [src], 0.4, (220, 240, 255), dst=dst)
            return 0.35
        if k == "pushed":
            src, dst = d["src"], d["dst"]
            s = self.disp.pop(src, None)
            if s is not None:
                if d["vanished"]:
                    self.effect("flash", [src], 0.4, (30, 30, 40))
                    return 0.35
                self.fly(s[0], s[1], s[2], src, dst, 0.35 + 0.1 * d["steps"], lambda: self.disp.__setitem__(dst, s))
            return 0.45 + 0.1 * d["steps"]
        if k == "brasier":
            src = d["src"]
            s = self.disp.get(src)
            if s is not None:
                owner = s[0]
                self.set_level(src, s[2] - len(d["cells"]))
                s[3] = 1
                for c in d["cells"]:
                    self.fly(owner, "fire", 1, src, c,
                             0.4, lambda c=c, o=owner: self.disp.__setitem__(c, [o, "fire", 1, 0, 0, ""]))
            self.effect("ring", [src, *d["cells"]], 0.6, (255, 150, 60))
            return 0.55
        if k == "vague":
            self.effect("wave", [d["src"], *d["members"]], 0.55, (120, 190, 255), dst=d["dst"])
            return 0.3
        if k == "wave_stay":
            self.effect("ring", [d["cell"]], 0.4, (120, 190, 255))
            return 0.2
        if k == "immobilised":
            for c in d["cells"]:
                if c in self.disp:
                    self.disp[c][4] = 1
            self.effect("flash", list(d["cells"]), 0.6, (160, 230, 255))
            return 0.6
        if k in ("specialty", "specialty_used"):
            card = self.defs.specialties.get(d["specialty"])
            self.show_banner(card.name[i18n.lang] if card else t("elemmaster.none"), self.names[ev.seat])
            return 0.8
        if k == "placed":
            self.disp[d["cell"]] = [ev.seat, d["element"], d["level"], 0, 0, ""]
            self.effect("drop", [d["cell"]], 0.25)
            return 0.15
        if k == "unplaced":
            self.set_level(d["cell"], d["level"])
            return 0.1
        if k in ("placed_hidden", "unplaced_hidden"):
            return 0.0
        if k == "ready":
            return 0.3
        if k == "revealed":
            self.disp = {c: list(s) for c, s in d["stacks"].items()}
            for i, c in enumerate(sorted(self.disp)):
                self.effect("drop", [c], 0.35, delay=0.01 * i)
            self.show_banner(t("elemmaster.banner.revealed"), "", 1.2)
            return 1.0
        if k in ("eliminated", "removed_from_game"):
            if k == "removed_from_game":
                gone = [c for c, s in self.disp.items() if s[0] == ev.seat]
                self.effect("flash", gone, 0.6, (30, 30, 30))
                for c in gone:
                    del self.disp[c]
            else:
                self.show_banner(t("elemmaster.banner.eliminated", who=self.names[ev.seat]), "", 1.3)
            return 0.9
        if k == "game_over":
            self.show_banner(t("elemmaster.banner.over"), t(f"end.elemmaster.{d['reason']}"), 1.6)
            return 1.2
        if k == "aside":
            return 0.2
        if k == "sacrifice":
            s = self.disp.get(d["cell"])
            if s is not None:
                s[1], s[2], s[5] = "fire", 1, ""
            self.effect("flash", [d["cell"]], 0.5, (255, 120, 60))
            return 0.5
        if k == "summon":
            self.disp[d["cell"]] = [d["player"], d["element"], d["level"], d.get("played", 0), 0, ""]
            self.effect("drop", [d["cell"]], 0.4)
            return 0.4
        if k == "genie":
            self.disp.pop(d["cell"], None)
            self.effect("flash", [d["cell"]], 0.6, (200, 160, 255))
            return 0.55
        if k == "transformed":
            s = self.disp.get(d["cell"])
            if s is not None:
                s[1], s[2] = d["new"], d["level"]
            self.effect("flash", [d["cell"]], 0.5, ELEMENT_COLORS.get(d["new"], (255, 255, 255)))
            return 0.5
        if k == "marked":
            if d["cell"] in self.disp:
                self.disp[d["cell"]][3] = 1
            self.effect("ring", [d["cell"]], 0.4, (200, 200, 200))
            return 0.35
        if k == "morph":
            if d["cell"] in self.disp:
                self.disp[d["cell"]][5] = d["element"]
            self.effect("flash", [d["cell"]], 0.5, ELEMENT_COLORS.get(d["element"], (255, 255, 255)))
            return 0.45
        if k == "event_played":
            card = self.defs.events[d["event"]]
            sub = card.text[i18n.lang]
            if d.get("copy"):
                sub = f"{self.defs.events[d['copy']].name[i18n.lang]}: {self.defs.events[d['copy']].text[i18n.lang]}"
            self.show_banner(card.name[i18n.lang], sub, 1.6)
            return 1.1
        if k == "level":
            self.set_level(d["cell"], d["after"])
            self.effect("flash", [d["cell"]], 0.4, (150, 255, 160) if d["after"] > d["before"] else (255, 90, 80))
            self.popup(d["cell"], d["after"] - d["before"])
            return 0.3
        if k == "effect":
            self.show_banner(t(f"elemmaster.effect.{d['effect']}"), self.names[d["target"]]
                             if isinstance(d.get("target"), int) else "", 0.9)
            return 0.5
        if k == "ap":
            self.show_banner(f"{t('elemmaster.ap')} {d['ap']} ({d['change']:+d})", "", 0.8)
            return 0.5
        if k == "void":
            self.void.add(d["cell"])
            self.disp.pop(d["cell"], None)
            self.effect("shake", [d["cell"]], 0.5)
            self.effect("flash", [d["cell"]], 0.5, (10, 10, 10))
            return 0.5
        if k in ("event_taken", "events_replaced", "events_revealed"):
            cards = d.get("event") or d.get("removed") or d.get("events") or []
            cards = [cards] if isinstance(cards, str) else cards
            names = ", ".join(self.defs.events[c].name[i18n.lang] for c in cards if c in self.defs.events)
            self.show_banner(t(f"elemmaster.banner.{k}"), names, 1.0)
            return 0.7
        return 0.0

    # -- actions from the engine -------------------------------------------------------------
    def acting_seat(self) -> int | None:
        st = self.match.state
        if st.phase == "placement" and not st.is_over:
            # the others' hidden placements never touch this seat's rows: no need to wait for them
            v = self.viewer
            if v is not None and v in st.actors() and self.match.seats[v] == "human":
                return v
            return None
        seat = self.human_to_act()
        if seat is None or seat != self.viewer:
            return None
        return seat

    def paths(self) -> list[tuple[tuple[str, ...], Action]]:
        seat = self.acting_seat()
        key = (len(self.match.moves), seat, self.match.state.is_over)
        if key != self._paths_key:
            self._paths_key = key
            out: list[tuple[tuple[str, ...], Action]] = []
            if seat is not None:
                for a in self.match.state.legal_actions(seat):
                    for p in action_paths(a):
                        out.append((p, a))
            self._paths = out
        return self._paths

    def candidates(self) -> list[tuple[tuple[str, ...], Action]]:
        """The actions still possible with the current selection (event card and cells)."""
        out = []
        n = len(self.sel)
        for p, a in self.paths():
            if self.sel_event is not None:
                if a.kind != "event" or str(a.args[0]) != self.sel_event:
                    continue
            elif a.kind == "event" or not p:
                continue
            if p[:n] == tuple(self.sel):
                out.append((p, a))
        return out

    def targets(self) -> dict[str, list[str]]:
        """Cells a click may add to the selection, with the kinds of action they lead to."""
        n = len(self.sel)
        out: dict[str, list[str]] = {}
        for p, a in self.candidates():
            if len(p) > n:
                kinds = out.setdefault(p[n], [])
                kc = kind_class(a)
                if kc not in kinds:
                    kinds.append(kc)
        return out

    def complete(self) -> list[Action]:
        n = len(self.sel)
        seen: list[Action] = []
        for p, a in self.candidates():
            if len(p) == n and a not in seen:
                seen.append(a)
        return seen

    def starts(self) -> set[str]:
        return {p[0] for p, a in self.paths() if p and a.kind != "event"}

    def play(self, action: Action) -> None:
        seat = self.acting_seat()
        self.sel = []
        self.sel_event = None
        self.hover_text = ""
        self._ui_key = None
        if seat is not None:
            self.act(seat, action)
        self.refresh_ui()

    def deselect(self) -> None:
        self.sel = []
        self.sel_event = None
        self.hover_text = ""
        self.refresh_ui()

    def click_cell(self, cell: str, right: bool = False) -> None:
        seat = self.acting_seat()
        if seat is None:
            return
        st = self.match.state
        if st.phase == "placement":
            self.click_placement(seat, cell, right)
            return
        if right:
            self.deselect()
            return
        tg = self.targets()
        if cell in tg:
            self.sel.append(cell)
            if not self.targets():
                done = self.complete()
                if len(done) == 1 and (len(self.sel) > 1 or done[0].kind == "pick" or self.sel_event):
                    self.play(done[0])
                    return
            self.refresh_ui()
            return
        if self.sel and cell == self.sel[-1]:
            done = self.complete()
            if len(done) == 1:
                self.play(done[0])
                return
            self.refresh_ui()
            return
        if self.sel_event is None and cell in self.starts():
            self.sel = [cell]
            done = self.complete()
            if not self.targets() and len(done) == 1 and done[0].kind == "pick":
                self.play(done[0])
                return
            self.refresh_ui()
            return
        self.deselect()

    def click_placement(self, seat: int, cell: str, right: bool) -> None:
        legal = self.match.state.legal_actions(seat)
        place = act("place", cell, self.place_elem)
        unplace = act("unplace", cell)
        if not right and place in legal:
            self.play(place)
        elif unplace in legal:
            self.play(unplace)

    def click_card(self, card: str | None) -> None:
        if card is None or self.acting_seat() is None:
            return
        if self.sel_event == card:
            self.deselect()
            return
        mine = [a for _, a in self.paths() if a.kind == "event" and str(a.args[0]) == card]
        if not mine:
            self.flash(t("elemmaster.event_unusable", card=self.defs.events[card].name[i18n.lang]))
            return
        self.sel = []
        self.sel_event = card
        if len(mine) == 1 and not action_paths(mine[0])[0]:
            self.refresh_ui()  # a card without a target: the confirm button plays it
            return
        self.refresh_ui()

    # -- labels --------------------------------------------------------------------------
    def label(self, a: Action) -> str:
        args = [str(x) for x in a.args]
        k = a.kind
        if k in ("move", "tunnel", "omove"):
            s = self.disp.get(args[0])
            n = int(args[2])
            whole = s is not None and n >= s[2]
            return t(f"elemmaster.act.{k}" + ("_all" if whole else ""), n=n, dst=args[1])
        if k == "souffle":
            return t("elemmaster.act.souffle", n=args[2], dst=args[1])
        if k in ("morph", "alchemy"):
            return t(f"elemmaster.act.{k}", element=i18n.name("elemmaster", args[1]))
        if k == "vague":
            return t("elemmaster.act.vague", n=len(args) - 2)
        if k == "specialty":
            if args[0] == "none":
                return t("elemmaster.none")
            return self.defs.specialties[args[0]].name[i18n.lang]
        if k == "event":
            card = self.defs.events[args[0]].name[i18n.lang]
            extra = [x for x in args[1:] if not is_cell(x)]
            names = [self.defs.events[x].name[i18n.lang] if x in self.defs.events else x for x in extra]
            return card + (" · " + " ".join(names) if names else "")
        return t(f"elemmaster.act.{k}")

    # -- buttons and prompts -------------------------------------------------------------
    def refresh_ui(self) -> None:
        seat = self.acting_seat()
        key = (len(self.match.moves), seat, tuple(self.sel), self.sel_event, self.place_elem, self.busy,
               i18n.lang)
        if key == self._ui_key:
            return
        self._ui_key = key
        self.build_buttons(seat)

    def build_buttons(self, seat: int | None) -> None:
        buttons: list[Button] = []
        self._draft_buttons = []
        st = self.match.state
        v_phase = st.phase
        x = BOARD_X

        def add(label: str, fn: Any, width: int = 150, color: tuple[int, int, int] = (52, 70, 92),
                hotkey: int | None = None) -> None:
            nonlocal x
            if x + width > 950:
                return
            buttons.append(Button(pygame.Rect(x, BAR_Y, width, 44), label, fn, color=color, hotkey=hotkey))
            x += width + 8

        if seat is None:
            self.prompt = ""
            self.bar.set(buttons)
            return
        legal = st.legal_actions(seat)
        if v_phase == "draft":
            self.prompt = t("elemmaster.prompt.draft")
            cols = 3
            w, h = 176, 50
            for i, a in enumerate(legal):
                r = pygame.Rect(BOARD_X + 12 + (i % cols) * (w + 8), BOARD_Y + 40 + (i // cols) * (h + 8), w, h)
                b = Button(r, self.label(a), lambda a=a: self.play(a), color=(70, 90, 120))
                b.tag = str(a.args[0])
                buttons.append(b)
                self._draft_buttons.append(b)
            self.bar.set(buttons)
            return
        if v_phase == "placement":
            placed = st.placed(seat)
            self.prompt = t("elemmaster.prompt.place", n=placed, total=st.R.army_size)
            for i, e in enumerate(ELEMENTS):
                chosen = e == self.place_elem
                add(f"{i + 1} {i18n.name('elemmaster', e)} ({st.reserve[seat][e]})",
                    lambda e=e: self.pick_element(e), 150,
                    shapes.shade(ELEMENT_COLORS[e], -0.35 if chosen else -0.65))
            if act("ready") in legal:
                add(t("elemmaster.ready"), lambda: self.play(act("ready")), 150, (60, 110, 70))
            self.bar.set(buttons)
            return
        done = self.complete()
        tg = self.targets()
        pending = st.pending
        if self.sel_event is not None:
            card = self.defs.events[self.sel_event]
            self.prompt = f"{card.name[i18n.lang]}: " + (t("elemmaster.prompt.event_target") if tg
                                                          else t("elemmaster.prompt.event_confirm"))
            self.hover_text = card.text[i18n.lang]
        elif self.sel:
            self.prompt = t("elemmaster.prompt.selected", cell=" → ".join(self.sel)) if tg else \
                t("elemmaster.prompt.choose", cell=" → ".join(self.sel))
        elif pending is not None:
            self.prompt = t(f"elemmaster.prompt.pending.{pending['kind']}")
        else:
            self.prompt = t("elemmaster.prompt.play", ap=st.ap)
        for i, a in enumerate(done[:7]):
            hk = pygame.K_1 + i if i < 9 else None
            color = {"move": (50, 110, 80), "attack": (130, 50, 50), "event": (120, 96, 30)}.get(
                kind_class(a), (90, 64, 130))
            add(f"{i + 1}. {self.label(a)}", lambda a=a: self.play(a), 170, color, hk)
        if not self.sel and self.sel_event is None:
            for a in legal:
                if a.kind != "end" and a.kind != "event" and not action_paths(a)[0]:
                    add(self.label(a), lambda a=a: self.play(a), 150, (90, 64, 130))
        if self.sel or self.sel_event:
            add(t("elemmaster.cancel"), self.deselect, 120, (70, 70, 78))
        if act("end") in legal:
            x = max(x, 950 - 170)
            add(t("elemmaster.end_turn"), lambda: self.play(act("end")), 170, (60, 110, 70), pygame.K_e)
        self.bar.set(buttons)

    def pick_element(self, e: str) -> None:
        self.place_elem = e
        self.refresh_ui()

    # -- input -----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and (self.sel or self.sel_event):
            self.deselect()
            return
        super().handle(event)

    def handle_table(self, event: pygame.event.Event) -> None:
        seat = self.acting_seat()
        if event.type == pygame.MOUSEMOTION:
            self.hover_text = ""
            for rect, card in self._card_rects:
                if card and rect.collidepoint(event.pos):
                    ev_card = self.defs.events[card]
                    self.hover_text = f"{ev_card.name[i18n.lang]}: {ev_card.text[i18n.lang]}"
        if seat is None:
            self.bar.handle(event)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            if self.bar.handle(event):
                return
            cell = self.cell_at(event.pos)
            if cell is not None and self.match.state.phase != "draft":
                self.cursor = self.colrow(cell)
                self.click_cell(cell, right=event.button == 3)
                return
            for rect, card in self._card_rects:
                if rect.collidepoint(event.pos):
                    self.click_card(card)
                    return
            return
        if event.type == pygame.KEYDOWN:
            moves = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, 1), pygame.K_DOWN: (0, -1)}
            if event.key in moves and self.match.state.phase != "draft":
                dx, dy = moves[event.key]
                c, r = self.cursor
                self.cursor = ((c + dx) % self.size, (r + dy) % self.size)
                self.bar.focus = -1
                return
            if event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER) and self.bar.focus < 0 \
                    and self.match.state.phase != "draft":
                self.click_cell(self.name(*self.cursor))
                return
            if event.key == pygame.K_v:
                usable = list(dict.fromkeys(str(a.args[0]) for _, a in self.paths() if a.kind == "event"))
                if usable:
                    nxt = usable[(usable.index(self.sel_event) + 1) % len(usable)] if self.sel_event in usable \
                        else usable[0]
                    self.sel_event = None
                    self.click_card(nxt)
                return
            if event.key == pygame.K_e and act("end") in self.match.state.legal_actions(seat):
                self.play(act("end"))
                return
            if pygame.K_1 <= event.key <= pygame.K_9 and self.match.state.phase == "placement":
                i = event.key - pygame.K_1
                if i < len(ELEMENTS):
                    self.pick_element(ELEMENTS[i])
                return
        self.bar.handle(event)

    def open_results(self) -> None:
        """The base opens the results in the frame of the last action, before its events are
        shown; here they wait until the last attack or elimination has been seen."""
        if self.busy:
            self._results_pending = True
            return
        self._results_pending = False
        super().open_results()

    def update(self, dt: float) -> None:
        was_busy = self.busy
        super().update(dt)
        if self._results_pending and not self.busy:
            self.sync()
            self.open_results()
        self.flyers = [f for f in self.flyers if not f.tween.done]
        self.fx = [f for f in self.fx if not f.tween.done]
        if self.banner and self.banner[2].done:
            self.banner = None
        if was_busy and not self.busy:
            self._ui_key = None
            self.refresh_ui()

    def _maybe_switch_viewer(self) -> None:
        """The base hands the screen to any other human actor, which ping-pongs during the
        simultaneous free start; here the screen stays with a person until they are done."""
        actors = self.match.state.actors()
        if self.viewer in actors and self.viewer in self.match.humans():
            return
        super()._maybe_switch_viewer()

    def look_away_done(self, ev: Event) -> bool:
        """The seat's own placements are shown to the seat already at the screen: no look-away
        for each token (the viewer's change already asks the others to look away)."""
        if ev.to is not None and self.viewer in ev.to:
            return True
        return super().look_away_done(ev)

    # -- drawing ---------------------------------------------------------------------------
    def draw_background(self, surf: pygame.Surface) -> None:
        super().draw_background(surf)
        size, cs = self.size, self.cs
        for i in range(size):
            img = render(LETTERS[i], 14, MUTED, bold=True)
            surf.blit(img, img.get_rect(midtop=(BOARD_X + i * cs + cs // 2, BOARD_Y + size * cs + 3)))
            img = render(str(i + 1), 14, MUTED, bold=True)
            surf.blit(img, img.get_rect(midright=(BOARD_X - 6, BOARD_Y + (size - 1 - i) * cs + cs // 2)))

    def draw_table(self, surf: pygame.Surface) -> None:
        st = self.match.state
        layer = self.terrain_layer()
        surf.blit(layer, (BOARD_X - 20, BOARD_Y - 20))
        shake: dict[str, float] = {}
        for f in self.fx:
            if f.kind == "shake" and 0 < f.tween.progress < 1:
                for c in f.cells:
                    shake[c] = math.sin(f.tween.progress * 40) * 5 * (1 - f.tween.progress)
        drops: dict[str, float] = {}
        for f in self.fx:
            if f.kind == "drop":
                for c in f.cells:
                    drops[c] = ease_out_back(f.tween.progress)
        tg = self.targets() if self.acting_seat() is not None and st.phase == "play" else {}
        home: set[str] = set()
        if st.phase == "placement" and self.acting_seat() is not None:
            home = {st.N(c) for c in st.home_cells(self.acting_seat())}  # type: ignore[arg-type]
            for c in home:
                r = self.cell_rect(c)
                pygame.draw.rect(surf, (250, 240, 160), r.inflate(-4, -4), 2, border_radius=4)
        for c in self.sel:
            pygame.draw.rect(surf, ACCENT, self.cell_rect(c).inflate(-2, -2), 4, border_radius=6)
        for cell, s in self.disp.items():
            if cell in self.hidden:
                continue
            r = self.cell_rect(cell)
            img = self.stack_img(s[0], s[1], s[2], bool(s[3]), bool(s[4]), s[5])
            dx = shake.get(cell, 0.0)
            if cell in drops:
                k = drops[cell]
                if k <= 0.01:
                    continue
                w = max(2, int(self.cs * k))
                img = pygame.transform.smoothscale(img, (w, w))
                surf.blit(img, img.get_rect(center=r.center))
                continue
            surf.blit(img, (r.x + dx, r.y))
        for cell, kinds in tg.items():
            r = self.cell_rect(cell)
            col = KIND_COLORS[kinds[0]]
            pygame.draw.rect(surf, col, r.inflate(-6, -6), 3, border_radius=6)
            if len(kinds) > 1:
                pygame.draw.rect(surf, KIND_COLORS[kinds[1]], r.inflate(-14, -14), 2, border_radius=4)
            if cell not in self.disp:
                pygame.draw.circle(surf, col, r.center, max(4, self.cs // 9))
        for f in self.flyers:
            p = f.tween.value
            x = f.start[0] + (f.end[0] - f.start[0]) * p
            y = f.start[1] + (f.end[1] - f.start[1]) * p - math.sin(math.pi * p) * self.cs * 0.25
            surf.blit(self.stack_img(f.owner, f.element, f.level, False, False, ""), (x, y))
        self.draw_fx(surf)
        if self.acting_seat() is not None and st.phase != "draft":
            r = self.cell_rect(self.name(*self.cursor))
            pygame.draw.rect(surf, (255, 255, 255), r.inflate(2, 2), 2, border_radius=6)
        self.draw_side_cached(surf)
        if st.phase == "draft":
            self.draw_draft(surf)
        self.draw_bottom(surf)
        if self.banner:
            self.draw_banner(surf)

    def draw_fx(self, surf: pygame.Surface) -> None:
        for f in self.fx:
            p = f.tween.progress
            if p <= 0 or p >= 1:
                continue
            if f.kind == "flash":
                a = int(170 * (1 - p))
                for c in f.cells:
                    r = self.cell_rect(c)
                    layer = pygame.Surface(r.size, pygame.SRCALPHA)
                    layer.fill((*f.color, a))
                    surf.blit(layer, r)
            elif f.kind == "ring":
                for c in f.cells:
                    r = self.cell_rect(c)
                    pygame.draw.circle(surf, f.color, r.center, self.cs * (0.25 + 0.35 * p), max(2, int(5 * (1 - p))))
            elif f.kind == "popup":
                r = self.cell_rect(f.cells[0])
                img = render(f.text, max(16, self.cs // 3), f.color, bold=True)
                img.set_alpha(int(255 * min(1.0, 2 * (1 - p))))
                surf.blit(img, img.get_rect(center=(r.centerx + self.cs * 0.28, r.top + self.cs * 0.3 - 20 * p)))
            elif f.kind in ("wind", "strike", "wave"):
                a = self.cell_rect(f.cells[0]).center
                b = self.cell_rect(f.dst).center
                k = ease_out_cubic(p)
                tip = (a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k)
                width = 3 if f.kind == "strike" else 5
                if f.kind == "wave":
                    dx, dy = b[0] - a[0], b[1] - a[1]
                    for c in f.cells:
                        o = self.cell_rect(c).center
                        end = (o[0] + dx * k, o[1] + dy * k)
                        pygame.draw.line(surf, f.color, o, end, width)
                        pygame.draw.circle(surf, f.color, end, self.cs * 0.18, 3)
                else:
                    pygame.draw.line(surf, f.color, a, tip, width)
                    pygame.draw.circle(surf, f.color, tip, self.cs * (0.12 if f.kind == "strike" else 0.2), 3)

    def draw_side_cached(self, surf: pygame.Surface) -> None:
        """The players' and cards' panels change only with an action: drawn once per action."""
        key = (len(self.match.moves), self.viewer, self.acting_seat(), self.sel_event, i18n.lang,
               self.match.state.is_over)
        if key != self._side_key or self._side is None:
            full = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
            self.draw_side(full)
            area = pygame.Rect(SIDE_X - 4, 50, SIDE_W + 8, 612)
            self._side = full.subsurface(area).copy()
            if pygame.display.get_surface() is not None:
                self._side = self._side.convert_alpha()
            self._side_key = key
        surf.blit(self._side, (SIDE_X - 4, 50))

    def draw_side(self, surf: pygame.Surface) -> None:
        st = self.match.state
        v_eliminated = st.eliminated
        n = st.num_seats
        # status
        r = pygame.Rect(SIDE_X, 56, SIDE_W, 58)
        panel(surf, r, 205)
        if st.is_over:
            head = t("elemmaster.over")
            color = ACCENT
        elif st.phase == "draft":
            head = t("elemmaster.status.draft", who=self.names[st.current])
            color = SEAT_COLORS[st.current % 4]
        elif st.phase == "placement":
            head = t("elemmaster.status.placement")
            color = INK
        else:
            head = t("elemmaster.status.turn", who=self.names[st.current], turn=st.turn + 1)
            color = SEAT_COLORS[st.current % 4]
        size = fit_text(head, SIDE_W - 20, 18, bold=True)
        surf.blit(render(head, size, color, bold=True), (r.x + 10, r.y + 6))
        if st.phase == "play" and not st.is_over:
            surf.blit(render(t("elemmaster.ap"), 15, MUTED), (r.x + 10, r.y + 34))
            ap = st.ap  # the engine's count: at most one action ahead of the animation
            for i in range(max(3, ap)):
                c = (r.x + 60 + i * 22, r.y + 43)
                pygame.draw.circle(surf, ACCENT if i < ap else (60, 64, 70), c, 8)
                pygame.draw.circle(surf, (20, 20, 20), c, 8, 1)
            eff = ", ".join(t(f"elemmaster.effect.{e['kind']}") for e in st.effects)
            if eff:
                size = fit_text(eff, SIDE_W - 150, 13)
                surf.blit(render(eff, size, (170, 220, 255)), (r.x + 140, r.y + 36))
        # players
        row_h = 64 if n == 4 else 80
        y0 = 120
        counts = {s: st.tokens_on_board(s) for s in range(n)}
        for seat in range(n):
            pr = pygame.Rect(SIDE_X, y0 + seat * (row_h + 4), SIDE_W, row_h)
            panel(surf, pr, 195)
            active = st.current == seat and st.phase in ("play", "draft") and not st.is_over
            if active:
                pygame.draw.rect(surf, SEAT_COLORS[seat % 4], pr, 3, border_radius=12)
            pygame.draw.circle(surf, OWNER_COLORS[seat], (pr.x + 16, pr.y + 16), 9)
            pygame.draw.circle(surf, (120, 120, 120), (pr.x + 16, pr.y + 16), 9, 1)
            name = self.names[seat]
            if st.mode == "teams":
                name += f"  [{t('elemmaster.team', n=st.side_key(seat) + 1)}]"
            surf.blit(render(name, fit_text(name, 165, 16, True), SEAT_COLORS[seat % 4], bold=True),
                      (pr.x + 32, pr.y + 7))
            spec = st.specialty[seat]
            spec_txt = self.defs.specialties[spec].name[i18n.lang] if spec else t("elemmaster.no_specialty")
            if st.aside[seat]:
                spec_txt += " " + t("elemmaster.aside", n=st.aside[seat])
            img = render(spec_txt, fit_text(spec_txt, 135, 14), (200, 190, 250))
            surf.blit(img, img.get_rect(topright=(pr.right - 10, pr.y + 9)))
            y = pr.y + 30 if n == 4 else pr.y + 36
            if v_eliminated[seat]:
                surf.blit(render(t("elemmaster.eliminated"), 16, (230, 110, 100), bold=True), (pr.x + 32, y + 4))
                continue
            hidden = st.phase == "placement" and seat != self.viewer
            if hidden:
                txt = t("elemmaster.placed", n=st.placed(seat), total=st.R.army_size)
                if st.ready[seat]:
                    txt += "  ✓"
                surf.blit(render(txt, 15, INK), (pr.x + 32, y + 6))
                continue
            for i, e in enumerate(ELEMENTS):
                cx = pr.x + 20 + i * 62
                pygame.draw.circle(surf, ELEMENT_COLORS[e], (cx, y + 14), 9)
                pygame.draw.circle(surf, OWNER_COLORS[seat], (cx, y + 14), 9, 2)
                surf.blit(render(f"{counts[seat][e]}/{st.reserve[seat][e]}", 14, INK), (cx + 13, y + 6))
            extra = t("elemmaster.events_used", n=len(st.ev_used[seat]), max=st.R.events_per_player) \
                if st.events_on else ""
            if extra:
                img = render(extra, 13, MUTED)
                surf.blit(img, img.get_rect(topright=(pr.right - 8, y + 8 if n == 4 else y + 28)))
        legend_y = y0 + n * (row_h + 4)
        legend = t("elemmaster.legend")
        surf.blit(render(legend, fit_text(legend, SIDE_W, 12), MUTED), (SIDE_X + 4, legend_y))
        self.draw_events(surf, legend_y + 20)

    def event_cards(self) -> list[tuple[str | None, str, int | None]]:
        """(card id or None when face down, status, seat) for every card in play."""
        st = self.match.state
        out: list[tuple[str | None, str, int | None]] = []
        for c in st.ev_row:
            hidden = c["hidden_for"] is not None
            out.append((None if hidden else c["id"], "hidden" if hidden else "free", None))
        for seat in range(st.num_seats):
            for cid in st.ev_reserved[seat]:
                out.append((cid, "held", seat))
        for seat in range(st.num_seats):
            for cid in st.ev_used[seat]:
                out.append((cid, "used", seat))
        return out

    def draw_events(self, surf: pygame.Surface, y: int) -> None:
        st = self.match.state
        self._card_rects = []
        if not st.events_on:
            return
        surf.blit(render(t("elemmaster.events"), 16, ACCENT, bold=True), (SIDE_X + 4, y))
        cards = self.event_cards()
        usable = {str(a.args[0]) for _, a in self.paths() if a.kind == "event"}
        cols = 3
        room = 650 - (y + 22)
        rows = max(1, math.ceil(len(cards) / cols))
        w = (SIDE_W - (cols - 1) * 6) // cols
        h = min(78, (room - (rows - 1) * 5) // rows)
        for i, (cid, status, seat) in enumerate(cards):
            r = pygame.Rect(SIDE_X + (i % cols) * (w + 6), y + 22 + (i // cols) * (h + 5), w, h)
            if r.bottom > 656:
                break
            self._card_rects.append((r, cid if status in ("free", "held") else None))
            pygame.draw.rect(surf, (26, 24, 40) if status != "used" else (30, 30, 32), r, border_radius=8)
            if cid is None:
                img = self.card_img(None, h - 8, h - 8)
                surf.blit(img, (r.x + 4, r.y + 4))
                surf.blit(render(t("elemmaster.card_hidden"), 13, MUTED), (r.x + h + 2, r.y + 8))
                continue
            card = self.defs.events[cid]
            color = (92, 74, 140) if status != "used" else (58, 56, 64)
            pygame.draw.rect(surf, color, r.inflate(-4, -4), border_radius=7)
            nm = card.name[i18n.lang]
            surf.blit(render(nm, fit_text(nm, w - 12, 15, True), INK, bold=True), (r.x + 7, r.y + 6))
            if status == "free":
                stxt, scol = t("elemmaster.card_free"), (150, 230, 160)
            elif status == "held":
                stxt, scol = t("elemmaster.card_held", who=self.names[seat]), SEAT_COLORS[seat % 4]  # type: ignore[index]
            else:
                stxt, scol = t("elemmaster.card_used", who=self.names[seat]), MUTED  # type: ignore[index]
            for j, line in enumerate(wrap(stxt, w - 12, 12)[:2]):
                surf.blit(render(line, 12, scol), (r.x + 7, r.y + 26 + j * 14))
            if cid in usable and status != "used":
                pygame.draw.rect(surf, KIND_COLORS["event"], r, 2, border_radius=8)
            if self.sel_event == cid:
                pygame.draw.rect(surf, ACCENT, r.inflate(4, 4), 3, border_radius=9)

    def draw_bottom(self, surf: pygame.Surface) -> None:
        st = self.match.state
        text = self.prompt
        if self.acting_seat() is None and not st.is_over:
            actors = st.actors()
            if actors and actors[0] in self.match.bots:
                text = t("elemmaster.waiting", who=self.names[actors[0]])
            elif st.phase == "placement":
                text = t("elemmaster.status.placement")
        if self.hover_text:
            lines = wrap(self.hover_text, 880, 15)[:3]
            hr = pygame.Rect(BOARD_X, 656 - 8 - 20 * len(lines), 900, 20 * len(lines) + 6)
            panel(surf, hr, 235)
            for i, line in enumerate(lines):
                surf.blit(render(line, 15, INK), (hr.x + 8, hr.y + 3 + i * 20))
        if text:
            size = fit_text(text, 900, 16)
            surf.blit(render(text, size, INK), (BOARD_X, BAR_Y - 22))
        self.bar.draw(surf)

    def draw_draft(self, surf: pygame.Surface) -> None:
        r = self.board_rect().inflate(8, 8)
        panel(surf, r, 235)
        st = self.match.state
        surf.blit(render(t("elemmaster.prompt.draft"), 18, ACCENT, bold=True), (r.x + 16, r.y + 12))
        if st.current in self.match.bots:
            msg = t("elemmaster.waiting", who=self.names[st.current])
            surf.blit(render(msg, 16, INK), (r.x + 16, r.y + 44))
        focus = self.bar.focus
        tag = self.bar.buttons[focus].tag if 0 <= focus < len(self.bar.buttons) else ""
        tag = tag or next((b.tag for i, b in enumerate(self.bar.buttons) if i == self.bar.hover), "")
        card = self.defs.specialties.get(tag)
        if card is not None:
            y = r.bottom - 150
            surf.blit(render(card.name[i18n.lang], 18, ACCENT, bold=True), (r.x + 16, y))
            for i, line in enumerate(wrap(card.text[i18n.lang], r.width - 32, 15)[:6]):
                surf.blit(render(line, 15, INK), (r.x + 16, y + 26 + i * 19))

    def draw_banner(self, surf: pygame.Surface) -> None:
        assert self.banner is not None
        text, sub, tw = self.banner
        p = tw.progress
        alpha = int(255 * min(1.0, 5 * p, 3 * (1 - p)))
        if alpha <= 0:
            return
        br = self.board_rect()
        if self.banner_small:
            img = render(text, 20, ACCENT, bold=True)
            r = img.get_rect(midtop=(br.centerx, br.y + 8)).inflate(28, 12)
            panel(surf, r, min(225, alpha), PANEL)
            img.set_alpha(alpha)
            surf.blit(img, img.get_rect(center=r.center))
            return
        img = render(text, fit_text(text, 520, 30, True), ACCENT, bold=True)
        lines = wrap(sub, 500, 16)[:3] if sub else []
        h = 50 + 20 * len(lines)
        r = pygame.Rect(0, 0, 540, h)
        r.center = br.center
        panel(surf, r, min(225, alpha), PANEL)
        img.set_alpha(alpha)
        surf.blit(img, img.get_rect(midtop=(r.centerx, r.y + 10)))
        for i, line in enumerate(lines):
            li = render(line, 16, INK)
            li.set_alpha(alpha)
            surf.blit(li, li.get_rect(midtop=(r.centerx, r.y + 48 + i * 20)))

    def result_lines(self) -> list[str]:
        res = self.match.state.result()
        st = self.match.state
        lines = []
        counts = res.details.get("counts", {})
        for s, name in enumerate(self.names):
            mark = "★ " if s in res.winners else "   "
            c = counts.get(str(st.side_key(s)))
            if c is None:
                detail = t("elemmaster.result_out")
            else:
                detail = t("elemmaster.result_line", earth=c[0], water=c[1], air=c[2])
            lines.append(f"{mark}{name}: {detail}")
        lines.append(t("elemmaster.result_turns", n=res.details.get("turns", 0)))
        return lines
