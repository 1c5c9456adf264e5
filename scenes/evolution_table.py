"""The Elementary Evolution table: every mage's zone, the creature tokens, the prompts.

Each zone reads as the rules' picture, left to right: draw pile, the four
elemental piles (Air, Feu, Terre, Eau), the quick discard (with its
"unavailable" or "condemned" token) and the main discard. Cards on a pile lie
offset, each a little below the previous one, so every level shows; rooted
cards gather into one heap. The viewing mage's zone is large at the bottom with
its hand face up under it; the other mages' zones are compact at the top, their
hands as backs with a count. The ten creature tokens start in the centre, next
to the Ether cards discarded there; a token moves to the mage it is given to
and turns over when its power is used.

Mouse: click a hand card, then a highlighted pile or discard (the engine's legal
actions decide what lights up); with no card selected, click a highlighted own
pile (root it, shield it), an opponent's highlighted free card (aim a burn or a
power) or an opponent's zone (give a creature, Elfe). The buttons above the
hand answer every question the engine asks (give, keep, block with Ether, burn
target, root, tornado draw, skip, cascade, pass, destination of a burned card,
powers); groups of many choices open with a click.

Keyboard: 1-5 select a hand card (again to unselect); A/F/T/E (Air, Feu, Terre,
Eau) pick a pile and Q/M the quick/main discard; with a card selected,
Left/Right walk the highlighted targets and Enter/Space play there. Otherwise
Tab and the arrows walk the buttons, Enter/Space press the focused one, and
Enter with no button focused takes the default answer (end the turn, pass,
draw). Backspace (or a right click) unselects the card or leaves a group of
buttons. Escape pauses, F2 saves a screenshot.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass
from typing import Any

import pygame

from game.core import Action, Event, act
from game.evolution.defs import load_defs
from scenes import i18n
from scenes.i18n import t
from scenes.table import SEAT_COLORS, TableScene
from scenes.ui import ACCENT, DANGER, FELT, INK, MUTED, PANEL, Button, ButtonBar, panel
from sprites import shapes
from sprites.fonts import fit_text, render, wrap
from sprites.tween import Tween, ease_in_out, ease_out_back, ease_out_cubic

GAME = "evolution"
ELEMENT_COLORS = {
    "air": (176, 212, 236),
    "fire": (228, 100, 62),
    "earth": (160, 122, 74),
    "water": (64, 124, 214),
    "ether": (160, 118, 212),
}
ELEMENT_SYMBOLS = {"air": "wind", "fire": "flame", "earth": "mountain", "water": "drop", "ether": "star"}
PILE_KEYS = (pygame.K_a, pygame.K_f, pygame.K_t, pygame.K_e)  # Air, Feu, Terre, Eau: the piles in data order
PILE_LETTERS = ("A", "F", "T", "E")
DRAW_COL, QUICK_COL, MAIN_COL = 0, 5, 6
TABLE_W = 950
TOP_Y, TOP_H = 6, 164  # the compact zones of the other mages
BOTTOM_Y, BOTTOM_H = 336, 240  # the viewing mage's zone
CENTRE_Y = 176  # the band between them: creature tokens, Ether centre, prompt
PROMPT = pygame.Rect(342, 176, 602, 156)
HAND_Y, HAND_W, HAND_H = 584, 86, 120
RAISE = 8  # a picked hand card rises
TOKEN_CENTRE = 40
PAGE = 12  # buttons the prompt panel holds (3 rows of 4)
BUTTON_COLORS = {
    "end": (60, 110, 70),
    "draw": (60, 110, 70),
    "pass": (70, 82, 100),
    "skip": (70, 82, 100),
    "dest": (70, 82, 100),
    "burn": (150, 62, 50),
    "give": (128, 98, 40),
    "keep": (128, 98, 40),
    "power": (100, 72, 140),
    "block": (100, 72, 140),
    "move": (100, 72, 140),
    "cascade": (50, 92, 150),
    "root": (112, 86, 52),
    "play": (60, 110, 70),
    "discard": (70, 82, 100),
    "tornado": (70, 82, 100),
    "group": (56, 70, 96),
    "back": (64, 64, 72),
}
DURATIONS = {
    "setup_discard": 0.35, "shuffle": 0.2, "draw": 0.45, "draw_cards": 0.5, "first_player": 1.0,
    "turn_start": 0.6, "end_turn": 0.15, "penalty": 0.8, "play": 0.5, "auto_root": 0.5, "root": 0.55,
    "root_all": 0.65, "unroot": 0.6, "finish": 1.5, "game_over": 1.0, "release": 0.8, "give": 0.65,
    "keep": 0.35, "block": 0.65, "burn": 0.75, "cascade": 0.85, "burned": 0.6, "burn_fizzles": 0.7,
    "discard": 0.4, "recover": 0.75, "tornado": 0.55, "skip": 0.15, "move_marker": 0.55, "power": 0.9,
    "power_fizzles": 0.7, "protect": 0.65, "condemn": 0.9, "phoenix": 0.9, "extra_turn": 0.8,
    "redirect": 0.75, "cancel": 0.9, "pass": 0.0,
}  # fmt: skip


@dataclass
class Zone:
    """Where one mage's zone lies on the canvas and how large its cards are drawn."""

    seat: int
    rect: pygame.Rect
    big: bool
    cw: int  # card width and height
    ch: int
    dy: int  # offset between two free cards of a pile
    heap: int  # offset between rooted cards (the heap's thickness)
    tok: int  # token diameter in the header
    top: int  # y of the card area

    @property
    def col_w(self) -> float:
        return (self.rect.width - 12) / 7

    def col(self, i: int) -> int:
        """The centre x of column i (0 draw pile, 1-4 the piles, 5 quick, 6 main)."""
        return int(self.rect.x + 6 + self.col_w * (i + 0.5))

    def slot(self, i: int, y: int | None = None) -> pygame.Rect:
        return pygame.Rect(self.col(i) - self.cw // 2, self.top if y is None else y, self.cw, self.ch)

    @property
    def pile_h(self) -> int:
        return 3 * self.heap + 4 * self.dy + self.ch

    @property
    def label_y(self) -> int:
        return self.top + self.pile_h + 2

    @property
    def header(self) -> pygame.Rect:
        return pygame.Rect(self.rect.x, self.rect.y, self.rect.width, self.top - self.rect.y)


@dataclass
class Flyer:
    """A card or token travelling across the table."""

    art: str  # a card id, "back", or "token:<creature>"
    start: pygame.Rect
    end: pygame.Rect
    tween: Tween
    glow: tuple[int, int, int] | None = None


@dataclass
class Choice:
    path: tuple[str, ...]  # the button labels from the top of the prompt to this action
    action: Action
    kind: str


def _lerp(a: float, b: float, k: float) -> float:
    return a + (b - a) * k


def _lerp_rect(a: pygame.Rect, b: pygame.Rect, k: float) -> pygame.Rect:
    return pygame.Rect(
        round(_lerp(a.x, b.x, k)), round(_lerp(a.y, b.y, k)), round(_lerp(a.w, b.w, k)), round(_lerp(a.h, b.h, k))
    )


class EvolutionTable(TableScene):
    def __init__(self, app: Any, match: Any, demo: bool = False) -> None:
        self.defs = load_defs()
        self.elements = list(self.defs.elements)
        self.bar = ButtonBar()
        self.flyers: list[Flyer] = []
        self.banner: tuple[str, tuple[int, int, int], Tween] | None = None
        self.selected: str | None = None  # the hand card picked by the person
        self.prefix: tuple[str, ...] = ()  # the group of buttons opened
        self.only: list[Action] | None = None  # a click that matched several actions: choose among them
        self.page = 0
        self.cursor = -1  # keyboard: index among the highlighted targets of one's own zone
        self.hover_card: str | None = None
        self.arriving: Counter[tuple[Any, ...]] = Counter()  # cards still flying to a place
        self.hand_hidden: set[str] = set()
        self.gather: dict[tuple[int, str], tuple[int, Tween]] = {}  # (seat, pile) -> (rooted before, tween)
        self.flips: dict[str, Tween] = {}  # creature -> its token turning over
        self.pulses: dict[str, Tween] = {}  # creature -> its token glowing (released)
        self.shakes: dict[int, Tween] = {}  # seat -> its draw pile being shuffled
        self.flash_tw: Tween | None = None  # the Phénix's blaze
        self.aim: tuple[int, int, str] | None = None  # (aimer, target, pile) of the burn being answered
        self.limbo: dict[int, list[str]] = {}  # burned cards waiting for their owner's discard
        self.prompt = ""
        self._wraps: dict[tuple[str, int, int], list[str]] = {}
        self.narration = ""  # the event on screen, told in the prompt panel while others play
        self.default: Action | None = None
        self.quiet: set[int] = set()  # people who pass the power windows until their own turn
        self._sync_key: tuple[Any, ...] | None = None
        self._lang = i18n.lang
        self.zones: dict[int, Zone] = {}
        self.bottom = 0
        self.tops: list[int] = []
        super().__init__(app, match, demo)
        self.shown: dict[str, Any] = self.view
        self._sort_hand()
        self.layout()
        if match.moves:
            self.queue.clear()  # a resumed game: its set-up events are long past, the view is the truth
        elif any(ev.kind == "setup_discard" for ev in self.queue):
            self._rewind_setup()
        self.build_buttons()

    # -- seats and layout ----------------------------------------------------------------------
    def layout(self) -> None:
        n = self.match.state.num_seats
        self.bottom = self.viewer if self.viewer is not None else 0
        self.tops = [(self.bottom + i) % n for i in range(1, n)]
        self.zones = {self.bottom: self._zone(self.bottom, pygame.Rect(6, BOTTOM_Y, TABLE_W - 12, BOTTOM_H), True)}
        k = len(self.tops)
        w = (TABLE_W - 12 - 8 * (k - 1)) // k
        for i, s in enumerate(self.tops):
            self.zones[s] = self._zone(s, pygame.Rect(6 + i * (w + 8), TOP_Y, w, TOP_H), False)
        self._background = None

    def _zone(self, seat: int, rect: pygame.Rect, big: bool) -> Zone:
        header = 30 if big else 24
        labels = 20 if big else 15
        avail = rect.height - header - labels
        col_w = (rect.width - 12) / 7
        heap = 2 if big else 1
        ch = int((avail - 3 * heap) / 1.8)  # a full pile: the card and four offsets of 0.2 card
        cw = min(int(col_w * (0.62 if big else 0.86)), int(ch / 1.4))
        ch = int(cw * 1.4)
        while ch > 30 and ch + 3 * heap + 4 * max(int(ch * 0.2), band_height(ch)) > avail:
            cw -= 1
            ch = int(cw * 1.4)
        dy = max(int(ch * 0.2), band_height(ch), (avail - 3 * heap - ch) // 4)
        return Zone(seat, rect, big, cw, ch, dy, heap, 26 if big else 19, rect.y + header)

    def seat_color(self, seat: int) -> tuple[int, int, int]:
        return SEAT_COLORS[seat % 4]

    # -- art -------------------------------------------------------------------------------------
    def element_of(self, card: str) -> str:
        return self.defs.cards[card].element

    def card_img(self, card: str, size: tuple[int, int]) -> pygame.Surface:
        if card == "back":
            return self.app.art.image(GAME, "back", size, lambda sz: shapes.tile_back(sz, (72, 60, 112), "star"))
        return self.app.art.image(GAME, card, size, lambda sz: self._card_face(card, sz))

    def _card_face(self, card: str, size: tuple[int, int]) -> pygame.Surface:
        """A card: its element's colour, a top band with its level and symbol (what shows on a pile)."""
        c = self.defs.cards[card]
        el = c.element
        color = ELEMENT_COLORS.get(el, (150, 150, 150))
        sym = ELEMENT_SYMBOLS.get(el, "circle")
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(3, w // 9)
        pygame.draw.rect(surf, shapes.shade(color, -0.5), surf.get_rect(), border_radius=radius)
        edge = max(2, w // 24)
        inner = surf.get_rect().inflate(-2 * edge, -2 * edge)
        pygame.draw.rect(surf, color, inner, border_radius=radius)
        band_h = band_height(h) - edge
        band = pygame.Rect(inner.x, inner.y, inner.width, band_h)
        dark = shapes.shade(color, -0.3)
        pygame.draw.rect(surf, dark, band, border_top_left_radius=radius, border_top_right_radius=radius)
        ink = shapes.readable_on(dark)
        if c.level is not None:
            num = render(str(c.level), max(8, band_h - 1), ink, bold=True)
            surf.blit(num, num.get_rect(midleft=(band.x + max(2, w // 16), band.centery)))
        shapes.symbol(surf, sym, (band.right - band_h * 0.6, band.centery), band_h * 0.36, ink)
        body = readable_on_soft(color)
        shapes.symbol(surf, sym, (w / 2, h * 0.52), min(w, h) * 0.26, body)
        creature = self.defs.symbol.get(card)
        if creature and h >= 44:
            r = max(6, w // 8)
            centre = (inner.x + r + 2, inner.bottom - r - 2)
            pygame.draw.circle(surf, (250, 240, 210), centre, r)
            pygame.draw.circle(surf, shapes.shade(color, -0.5), centre, r, max(1, r // 5))
            shapes.symbol(surf, "star", centre, r * 0.62, shapes.shade(color, -0.45))
        if h >= 90:
            name = i18n.name(GAME, card)
            size_px = fit_text(name, int(w * 0.62), max(9, h // 11), bold=True)
            text = render(name, size_px, body, bold=True)
            surf.blit(text, text.get_rect(bottomright=(inner.right - 4, inner.bottom - 3)))
        return surf

    def token_color(self, cid: str) -> tuple[int, int, int]:
        cr = self.defs.creatures[cid]
        el = self.defs.cards[cr.card].element if cr.card else "ether"
        return ELEMENT_COLORS.get(el, (150, 150, 150))

    def token_img(self, cid: str, d: int, face: bool = True) -> pygame.Surface:
        if not face:
            return self.app.art.image(GAME, "token_back", (d, d), self._token_back)
        return self.app.art.image(GAME, cid, (d, d), lambda sz: self._token_face(cid, sz))

    def _token_face(self, cid: str, size: tuple[int, int]) -> pygame.Surface:
        d = size[0]
        color = self.token_color(cid)
        surf = pygame.Surface(size, pygame.SRCALPHA)
        c = (d / 2, d / 2)
        pygame.draw.circle(surf, shapes.shade(color, -0.5), c, d / 2)
        pygame.draw.circle(surf, color, c, d / 2 - max(2, d // 14))
        pygame.draw.circle(surf, (250, 236, 180), c, d / 2 - max(2, d // 14), max(1, d // 16))
        name = i18n.name(GAME, cid)
        ink = shapes.readable_on(color)
        text = render(name[:2], max(8, int(d * 0.44)), ink, bold=True)
        surf.blit(text, text.get_rect(center=(d / 2, d / 2)))
        return surf

    def _token_back(self, size: tuple[int, int]) -> pygame.Surface:
        d = size[0]
        surf = pygame.Surface(size, pygame.SRCALPHA)
        c = (d / 2, d / 2)
        pygame.draw.circle(surf, (40, 40, 48), c, d / 2)
        pygame.draw.circle(surf, (84, 84, 96), c, d / 2 - max(2, d // 14))
        shapes.symbol(surf, "cross", c, d * 0.2, (120, 120, 134))
        return surf

    def marker_img(self, state: str, d: int) -> pygame.Surface:
        """The token on a quick discard: unavailable (grey bar) or condemned (red cross)."""

        def make(sz: tuple[int, int]) -> pygame.Surface:
            s = pygame.Surface(sz, pygame.SRCALPHA)
            c = (sz[0] / 2, sz[1] / 2)
            base = (200, 70, 60) if state == "condemned" else (70, 74, 84)
            pygame.draw.circle(s, shapes.shade(base, -0.4), c, sz[0] / 2)
            pygame.draw.circle(s, base, c, sz[0] / 2 - 2)
            if state == "condemned":
                shapes.symbol(s, "cross", c, sz[0] * 0.24, (250, 240, 230))
            else:
                pygame.draw.rect(s, (235, 235, 235), pygame.Rect(sz[0] * 0.2, sz[1] * 0.42, sz[0] * 0.6, sz[1] * 0.16))
            return s

        return self.app.art.image(GAME, state, (d, d), make)

    # -- the shown position: the engine's view, replayed event by event -----------------------
    def _rewind_setup(self) -> None:
        """A new game opens on the boxed decks: the set-up events then deal them out on screen."""
        deck = len(self.defs.deck())
        for m in self.shown["mages"]:
            m.update(main=[], quick=[], draw_count=deck, hand_count=0)
        if self.shown["hand"] is not None:
            self.shown["hand"] = []

    def _sort_key(self, card: str) -> tuple[int, int]:
        c = self.defs.cards[card]
        order = self.elements.index(c.element) if c.element in self.elements else len(self.elements)
        return (order, c.level if c.level is not None else 0)

    def _sort_hand(self) -> None:
        if self.shown.get("hand") is not None:
            self.shown["hand"].sort(key=self._sort_key)

    def sync(self) -> None:
        if self._lang != i18n.lang:
            self._lang = i18n.lang
            self.app.art.reload()  # the placeholders carry names in the current language
            self._sync_key = None
        key = (len(self.match.moves), self.viewer, self.match.state.is_over)
        if key == self._sync_key:
            return
        self._sync_key = key
        self.shown = self.view
        self._sort_hand()
        self.limbo = {}
        self.aim = None
        for task in self.shown["stack"]:
            if task["t"] == "dest":
                self.limbo.setdefault(task["owner"], []).append(task["card"])
            elif task["t"] == "burn":
                self.aim = (task["aimer"], task["target"], task["pile"])
        self.arriving.clear()
        self.hand_hidden.clear()
        self.gather.clear()
        if (self.viewer if self.viewer is not None else 0) != self.bottom:
            self.layout()
        hand = self.shown["hand"] or []
        if self.selected not in hand:
            self.selected = None
        self.only = None
        self.prefix = ()
        self.page = 0
        self.cursor = -1
        self.build_buttons()

    def mage(self, seat: int) -> dict[str, Any]:
        return self.shown["mages"][seat]

    # -- where things are -----------------------------------------------------------------------
    def pile_y(self, z: Zone, index: int, rooted: int) -> int:
        if index < rooted:
            return z.top + min(index, 3) * z.heap
        base = z.top + (min(rooted - 1, 3) * z.heap if rooted else 0)
        return base + (index - rooted + (1 if rooted else 0)) * z.dy

    def card_y(self, seat: int, pile: str, index: int) -> float:
        z = self.zones[seat]
        rooted = self.mage(seat)["rooted"][pile]
        g = self.gather.get((seat, pile))
        if g is not None:
            before, tw = g
            return _lerp(self.pile_y(z, index, before), self.pile_y(z, index, rooted), tw.value)
        return self.pile_y(z, index, rooted)

    def pile_card_rect(self, seat: int, pile: str, index: int) -> pygame.Rect:
        z = self.zones[seat]
        col = 1 + self.elements.index(pile)
        return z.slot(col, round(self.card_y(seat, pile, index)))

    def pile_rect(self, seat: int, pile: str) -> pygame.Rect:
        """The whole pile as a click target (its empty slot when empty)."""
        z = self.zones[seat]
        cards = self.mage(seat)["piles"][pile]
        r = z.slot(1 + self.elements.index(pile))
        if cards:
            r.height = self.pile_card_rect(seat, pile, len(cards) - 1).bottom - r.top
        return r

    def top_rect(self, seat: int, pile: str) -> pygame.Rect:
        cards = self.mage(seat)["piles"][pile]
        if not cards:
            return self.zones[seat].slot(1 + self.elements.index(pile))
        return self.pile_card_rect(seat, pile, len(cards) - 1)

    def discard_rect(self, seat: int, which: str) -> pygame.Rect:
        return self.zones[seat].slot(QUICK_COL if which == "quick" else MAIN_COL)

    def draw_rect(self, seat: int) -> pygame.Rect:
        return self.zones[seat].slot(DRAW_COL)

    def limbo_rect(self, seat: int, i: int) -> pygame.Rect:
        z = self.zones[seat]
        x = (z.col(QUICK_COL) + z.col(MAIN_COL)) // 2 - z.cw // 2 + i * max(6, z.cw // 5)
        return pygame.Rect(x, z.top + z.ch // 2 + z.dy, z.cw, z.ch)

    def hand_rects(self, n: int) -> list[pygame.Rect]:
        step = min(HAND_W + 10, 500 // max(1, n))
        return [pygame.Rect(16 + i * step, HAND_Y, HAND_W, HAND_H) for i in range(n)]

    def hand_anchor(self, seat: int, card: str | None = None) -> pygame.Rect:
        """Where a card leaves or joins the hand of `seat`."""
        if seat == self.bottom:
            hand = self.shown["hand"]
            if hand is not None and card in hand:
                return self.hand_rects(len(hand))[hand.index(card)]
            n = len(hand) if hand is not None else self.mage(seat)["hand_count"]
            return pygame.Rect(16 + min(n, 5) * (HAND_W + 10), HAND_Y, HAND_W, HAND_H)
        z = self.zones[seat]
        return pygame.Rect(z.rect.x + 8, z.rect.y + 2, z.cw, z.ch)

    def centre_slot(self, cid: str) -> pygame.Rect:
        i = list(self.defs.creatures).index(cid)
        d = TOKEN_CENTRE
        return pygame.Rect(18 + (i % 5) * (d + 10), CENTRE_Y + 6 + (i // 5) * (d + 16), d, d)

    def ether_rect(self) -> pygame.Rect:
        return pygame.Rect(284, CENTRE_Y + 10, 44, 62)

    def header(self, s: int) -> tuple[list[tuple[pygame.Surface, tuple[int, int]]], int]:
        """A zone's header line (name, hand backs and count, levels, Cascade penalty) and where it ends."""
        z = self.zones[s]
        m = self.mage(s)
        out: list[tuple[pygame.Surface, tuple[int, int]]] = []
        hx = z.rect.x + 10
        size = 17 if z.big else 14
        name = render(self.names[s], size, self.seat_color(s), bold=True)
        hy = z.rect.y + (z.top - z.rect.y - name.get_height()) // 2
        out.append((name, (hx, hy)))
        hx += name.get_width() + 10
        if s != self.bottom or self.shown["hand"] is None:
            n = max(0, m["hand_count"] - self.arriving[("hand", s)])
            bw, bh = (12, 17) if not z.big else (14, 20)
            out.append((self.card_img("back", (bw, bh)), (hx, hy)))
            hx += bw + 3
            img = render(f"×{n}", size - 2, INK)
            out.append((img, (hx, hy + 1)))
            hx += img.get_width() + 10
        lv = render(t("evolution.levels" if z.big else "evolution.levels_short", n=_levels(m)), size - 2, MUTED)
        out.append((lv, (hx, hy + 1)))
        hx += lv.get_width() + 8
        if m["penalty"]:
            pen = render(t("evolution.penalty", n=m["penalty"]), size - 3, DANGER)
            out.append((pen, (hx, hy + 2)))
            hx += pen.get_width() + 8
        if s in self.shown["finished"]:
            key = "evolution.rank" if z.big else "evolution.rank_short"
            badge = render(t(key, n=self.shown["finished"].index(s) + 1), size - 1, ACCENT, bold=True)
            out.append((badge, (hx, hy + 1)))
            hx += badge.get_width() + 8
        return out, hx

    def held_tokens(self, seat: int) -> list[str]:
        """The tokens lying in a mage's zone header (not the shields on cards), unused ones first."""
        out = []
        for cid, tok in self.shown["tokens"].items():
            if tok["holder"] != seat or tok["state"] == "centre":
                continue
            marker = self.shown["markers"].get(cid)
            if marker is not None and marker["card"] is not None:
                continue
            out.append(cid)
        out.sort(key=lambda c: self.shown["tokens"][c]["state"] == "used")
        return out

    def token_rect(self, cid: str) -> pygame.Rect:
        tok = self.shown["tokens"][cid]
        marker = self.shown["markers"].get(cid)
        if marker is not None and marker["card"] is not None:
            seat = marker["seat"]
            for p, cards in self.mage(seat)["piles"].items():
                if marker["card"] in cards:  # a shield stays on its card, covered or not
                    card = self.pile_card_rect(seat, p, cards.index(marker["card"]))
                    d = self.zones[seat].tok
                    return pygame.Rect(card.right - d + 4, card.y - 4, d, d)
        if tok["holder"] is None or tok["state"] == "centre":
            return self.centre_slot(cid)
        seat = tok["holder"]
        z = self.zones[seat]
        held = self.held_tokens(seat)
        i = held.index(cid) if cid in held else len(held)
        d = z.tok
        room = z.rect.right - 8 - self.header(seat)[1]
        step = max(6, min(d + 3, (room - d) // max(1, len(held) - 1) if len(held) > 1 else d + 3))
        return pygame.Rect(z.rect.right - 8 - d - i * step, z.rect.y + (z.top - z.rect.y - d) // 2, d, d)

    # -- events -> animations ------------------------------------------------------------------
    def fly(
        self,
        art: str,
        start: pygame.Rect,
        end: pygame.Rect,
        duration: float,
        delay: float = 0.0,
        dest: tuple[Any, ...] | None = None,
        land: Any = None,
        glow: tuple[int, int, int] | None = None,
    ) -> None:
        if dest is not None:
            self.arriving[dest] += 1

        def done() -> None:
            if dest is not None and self.arriving[dest] > 0:
                self.arriving[dest] -= 1
            if land is not None:
                land()

        tw = self.tween(0.0, 1.0, duration, delay=delay, easing=ease_in_out, on_done=done)
        self.flyers.append(Flyer(art, start.copy(), end.copy(), tw, glow))

    def show_banner(self, text: str, color: tuple[int, int, int] = ACCENT, seconds: float = 1.0) -> None:
        self.banner = (text, color, self.tween(0.0, 1.0, seconds))

    def name_of(self, value: Any) -> str:
        return i18n.name(GAME, value)

    def present(self, ev: Event) -> float:
        d = ev.data
        s = ev.seat
        k = ev.kind
        line = i18n.describe(GAME, ev, self.names)
        if line and k != "pass":
            self.narration = line
        handler = getattr(self, f"_ev_{k}", None)
        if handler is not None:
            handler(s, d)
        return DURATIONS.get(k, 0.3)

    def _ev_setup_discard(self, s: int, d: dict[str, Any]) -> None:
        m = self.mage(s)
        m["draw_count"] = max(0, m["draw_count"] - d["count"])
        for i, card in enumerate(d["cards"][-3:]):
            self.fly(card, self.draw_rect(s), self.discard_rect(s, "main"), 0.3, i * 0.04, ("main", s))
        m["main"] += d["cards"]

    def _ev_shuffle(self, s: int, d: dict[str, Any]) -> None:
        self.shakes[s] = self.tween(0.0, 1.0, 0.3)

    def _ev_draw(self, s: int, d: dict[str, Any]) -> None:
        m = self.mage(s)
        m["draw_count"] = max(0, m["draw_count"] - d["count"])
        if s == self.viewer:
            return  # the private twin (draw_cards) flies the faces
        for i in range(d["count"]):
            self.fly("back", self.draw_rect(s), self.hand_anchor(s), 0.35, i * 0.06, ("hand", s))
        m["hand_count"] += d["count"]

    def _ev_draw_cards(self, s: int, d: dict[str, Any]) -> None:
        hand = self.shown["hand"]
        if hand is None or s != self.viewer:
            return
        hand += d["cards"]
        self._sort_hand()
        self.mage(s)["hand_count"] = len(hand)
        for i, card in enumerate(d["cards"]):
            self.hand_hidden.add(card)
            self.fly(
                card,
                self.draw_rect(s),
                self.hand_anchor(s, card),
                0.4,
                i * 0.07,
                land=lambda c=card: self.hand_hidden.discard(c),
            )

    def _leave_hand(self, s: int, card: str) -> pygame.Rect:
        """Take a card out of a shown hand; returns where it was."""
        start = self.hand_anchor(s, card)
        hand = self.shown["hand"]
        if s == self.bottom and hand is not None and card in hand:
            hand.remove(card)
        m = self.mage(s)
        m["hand_count"] = max(0, m["hand_count"] - 1)
        if self.selected == card:
            self.selected = None
        return start

    def _ev_first_player(self, s: int, d: dict[str, Any]) -> None:
        self.shown["current"] = s
        self.show_banner(t("evolution.banner.first", who=self.names[s]), self.seat_color(s), 1.0)

    def _ev_turn_start(self, s: int, d: dict[str, Any]) -> None:
        self.quiet.discard(s)
        self.shown["current"] = s
        self.shown["turn"] = d["turn"]
        key = "evolution.banner.extra" if d["extra"] else "evolution.banner.turn"
        self.show_banner(t(key, who=self.names[s]), self.seat_color(s), 0.6)

    def _ev_penalty(self, s: int, d: dict[str, Any]) -> None:
        self.show_banner(t("evolution.banner.penalty", who=self.names[s], n=d["hand"]), DANGER, 0.8)

    def _place(self, s: int, card: str, pile: str, start: pygame.Rect, duration: float = 0.4) -> None:
        cards = self.mage(s)["piles"][pile]
        cards.append(card)
        end = self.pile_card_rect(s, pile, len(cards) - 1)
        self.fly(card, start, end, duration, dest=("pile", s, pile))

    def _ev_play(self, s: int, d: dict[str, Any]) -> None:
        self._place(s, d["card"], d["pile"], self._leave_hand(s, d["card"]))

    def _gather(self, s: int, pile: str, rooted: int, seconds: float = 0.4) -> None:
        m = self.mage(s)
        before = m["rooted"][pile]
        m["rooted"][pile] = rooted
        if before != rooted:
            self.gather[(s, pile)] = (before, self.tween(0.0, 1.0, seconds, delay=0.1, easing=ease_out_cubic))

    def _ev_auto_root(self, s: int, d: dict[str, Any]) -> None:
        self._gather(s, d["pile"], len(self.mage(s)["piles"][d["pile"]]))

    def _ev_root(self, s: int, d: dict[str, Any]) -> None:
        self._gather(s, d["pile"], d["count"])
        self.show_banner(t("evolution.banner.root", pile=self.name_of(d["pile"])), ELEMENT_COLORS["earth"], 0.55)

    def _ev_root_all(self, s: int, d: dict[str, Any]) -> None:
        for p, cards in self.mage(s)["piles"].items():
            self._gather(s, p, len(cards), 0.5)

    def _ev_unroot(self, s: int, d: dict[str, Any]) -> None:
        self._gather(d["target"], d["pile"], 0, 0.5)

    def _ev_finish(self, s: int, d: dict[str, Any]) -> None:
        self.mage(s)["finished"] = True
        if s not in self.shown["finished"]:
            self.shown["finished"].append(s)
        self.show_banner(t("evolution.banner.finish", who=self.names[s], rank=d["rank"]), ACCENT, 1.5)

    def _ev_game_over(self, s: int | None, d: dict[str, Any]) -> None:
        self.show_banner(t("evolution.banner.over"), ACCENT, 1.0)

    def _ev_release(self, s: int, d: dict[str, Any]) -> None:
        self.pulses[d["creature"]] = self.tween(0.0, 1.0, 0.8)
        name = self.name_of(d["creature"])
        self.show_banner(t("evolution.banner.release", creature=name), self.token_color(d["creature"]), 0.8)

    def _ev_give(self, s: int, d: dict[str, Any]) -> None:
        cid = d["creature"]
        start = self.token_rect(cid)
        tok = self.shown["tokens"][cid]
        tok.update(state="held", holder=d["target"], giver=s)
        end = self.token_rect(cid)
        self.fly(f"token:{cid}", start, end, 0.5, dest=("token", cid))

    def _ev_keep(self, s: int, d: dict[str, Any]) -> None:
        self.pulses[d["creature"]] = self.tween(0.0, 1.0, 0.35)

    def _ev_block(self, s: int, d: dict[str, Any]) -> None:
        start = self._leave_hand(s, d["card"])
        self.shown["centre"].append([s, d["card"]])
        self.fly(d["card"], start, self.ether_rect(), 0.5, dest=("centre",))

    def _ev_burn(self, s: int, d: dict[str, Any]) -> None:
        self.aim = (s, d["target"], d["pile"])
        self.show_banner(t("evolution.banner.burn"), ELEMENT_COLORS["fire"], 0.75)

    def _ev_redirect(self, s: int, d: dict[str, Any]) -> None:
        self.aim = (s, d["target"], d["pile"])
        self.show_banner(t("evolution.banner.redirect", who=self.names[d["target"]]), ELEMENT_COLORS["water"], 0.75)

    def _ev_cascade(self, s: int, d: dict[str, Any]) -> None:
        self.aim = None
        self.mage(s)["penalty"] = d["penalty"]
        self._place(s, d["card"], d["pile"], self._leave_hand(s, d["card"]), 0.5)
        self.show_banner(t("evolution.banner.cascade"), ELEMENT_COLORS["water"], 0.85)

    def _ev_burn_fizzles(self, s: int, d: dict[str, Any]) -> None:
        self.aim = None
        self.show_banner(t("evolution.banner.fizzle"), MUTED, 0.7)

    def _ev_burned(self, s: int, d: dict[str, Any]) -> None:
        self.aim = None
        target, pile, card = d["target"], d["pile"], d["card"]
        cards = self.mage(target)["piles"][pile]
        if not cards:
            return
        start = self.pile_card_rect(target, pile, len(cards) - 1)
        cards.pop()
        m = self.mage(target)
        m["rooted"][pile] = min(m["rooted"][pile], len(cards))
        for marker in self.shown["markers"].values():
            if marker["seat"] == target and marker["card"] == card:
                marker["card"] = None
        lim = self.limbo.setdefault(target, [])
        lim.append(card)
        self.fly(
            card,
            start,
            self.limbo_rect(target, len(lim) - 1),
            0.45,
            dest=("limbo", target),
            glow=ELEMENT_COLORS["fire"],
        )

    def _ev_discard(self, s: int, d: dict[str, Any]) -> None:
        card, to = d["card"], d["to"]
        lim = self.limbo.get(s, [])
        if d["reason"] == "burn" and card in lim:
            start = self.limbo_rect(s, lim.index(card))
            lim.remove(card)
        else:
            start = self._leave_hand(s, card)
        self.mage(s)[to].append(card)
        self.fly(card, start, self.discard_rect(s, to), 0.35, dest=(to, s))

    def _ev_recover(self, s: int, d: dict[str, Any]) -> None:
        m = self.mage(s)
        src = d["source"]
        for i in range(min(4, d["count"])):
            self.fly("back", self.discard_rect(s, src), self.draw_rect(s), 0.45, i * 0.07)
        m[src] = []
        m["draw_count"] += d["count"]
        m["quick_state"] = d["quick"]
        self.shakes[s] = self.tween(0.0, 1.0, 0.35, delay=0.4)

    def _ev_tornado(self, s: int, d: dict[str, Any]) -> None:
        self.show_banner(t("evolution.banner.tornado"), ELEMENT_COLORS["air"], 0.55)

    def _ev_move_marker(self, s: int, d: dict[str, Any]) -> None:
        cid = d["creature"]
        start = self.token_rect(cid)
        self.shown["markers"].setdefault(cid, {"seat": s, "card": None})["card"] = d["card"]
        self.fly(f"token:{cid}", start, self.token_rect(cid), 0.45, dest=("token", cid))

    def _ev_power(self, s: int, d: dict[str, Any]) -> None:
        cid = d["creature"]
        tok = self.shown["tokens"][cid]
        tok["state"] = "used"
        self.flips[cid] = self.tween(0.0, 1.0, 0.5, delay=0.3)
        label = self.name_of(cid) if d["as"] == cid else f"{self.name_of(cid)} → {self.name_of(d['as'])}"
        self.show_banner(t("evolution.banner.power", who=self.names[s], creature=label), self.token_color(cid), 0.9)

    def _ev_power_fizzles(self, s: int, d: dict[str, Any]) -> None:
        self.show_banner(t("evolution.banner.power_fizzles", creature=self.name_of(d["creature"])), MUTED, 0.7)

    def _ev_protect(self, s: int, d: dict[str, Any]) -> None:
        cid = d["creature"]
        start = self.token_rect(cid)
        self.shown["markers"][cid] = {"seat": s, "card": d["card"]}
        self.fly(f"token:{cid}", start, self.token_rect(cid), 0.5, dest=("token", cid))

    def _ev_condemn(self, s: int, d: dict[str, Any]) -> None:
        target = d["target"]
        m = self.mage(target)
        for i in range(min(4, d["count"])):
            self.fly("back", self.discard_rect(target, "quick"), self.draw_rect(target), 0.5, i * 0.07)
        m["draw_count"] += d["count"]
        m["quick"] = []
        m["quick_state"] = "condemned"
        self.show_banner(t("evolution.banner.condemn", who=self.names[target]), ELEMENT_COLORS["air"], 0.9)

    def _ev_phoenix(self, s: int, d: dict[str, Any]) -> None:
        self.flash_tw = self.tween(0.0, 1.0, 0.9)
        self.show_banner(t("evolution.banner.phoenix"), ELEMENT_COLORS["fire"], 0.9)

    def _ev_extra_turn(self, s: int, d: dict[str, Any]) -> None:
        self.show_banner(t("evolution.banner.extra_turn", who=self.names[s]), ELEMENT_COLORS["air"], 0.8)

    def _ev_cancel(self, s: int, d: dict[str, Any]) -> None:
        name = self.name_of(d["cancelled"])
        self.show_banner(t("evolution.banner.cancel", creature=name), ELEMENT_COLORS["ether"], 0.9)

    # -- who may act ---------------------------------------------------------------------------
    def my_seat(self) -> int | None:
        """The person who may act now, when the screen shows their side of the table."""
        seat = self.human_to_act()
        return seat if seat is not None and seat == self.viewer else None

    def look_away_done(self, ev: Event) -> bool:
        # A mage's own refill or tornado draw is shown to the person who just acted, who is at the
        # screen already; the look-away is for a reveal that follows a change of person.
        if self.match.moves and self.match.moves[-1][0] == self.viewer == ev.seat:
            return True
        return super().look_away_done(ev)

    def _drive_bots(self, dt: float) -> None:
        # Out-of-turn answers (counters, powers, a burned card's discard) come at once: only the
        # active mage's own moves are paced for the eye.
        st = self.match.state
        seat = self.match.bot_to_act()
        out_of_turn = seat is not None and seat != getattr(st, "current", seat)
        self.bot_pause = 0.0 if out_of_turn else TableScene.bot_pause
        super()._drive_bots(dt)

    # -- the prompt: what the engine asks, as buttons -------------------------------------------
    def task(self) -> dict[str, Any] | None:
        stack = self.shown["stack"]
        return stack[-1] if stack else None

    def pile_label(self, seat: int, pile: str) -> str:
        cards = self.mage(seat)["piles"][pile]
        if not cards:
            return self.name_of(pile)
        top = cards[-1]
        if self.element_of(top) == pile:
            return self.name_of(top)
        return f"{self.name_of(pile)} ({self.name_of(top)} {len(cards) - 1})"

    def _arg_labels(self, seat: int, args: list[Any]) -> tuple[str, ...]:
        out: list[str] = []
        target = seat
        for a in args:
            if isinstance(a, int):
                target = a
                out.append(self.names[a])
            elif a in self.elements:
                out.append(self.pile_label(target, a))
            else:
                out.append(self.name_of(a))
        return tuple(out)

    def choice_for(self, seat: int, a: Action) -> Choice | None:
        """The button path of an action (hand-card actions are played by clicking the card)."""
        k = a.kind
        task = self.task() or {}
        if k in ("play", "discard", "tornado"):
            return None
        if k == "end":
            return Choice((t("evolution.end_turn"),), a, "end")
        if k == "pass":
            key = "evolution.let_burn" if task.get("t") == "burn" else "evolution.pass"
            return Choice((t(key),), a, "pass")
        if k == "skip":
            return Choice((t("evolution.skip"),), a, "skip")
        if k == "first":
            return Choice((t("evolution.first", who=self.names[int(a.args[0])]),), a, "first")
        if k == "draw":
            return Choice((t("evolution.draw", n=task.get("count", 0)),), a, "draw")
        if k == "give":
            return Choice((t("evolution.give", who=self.names[int(a.args[1])]),), a, "give")
        if k == "keep":
            holder = self.shown["tokens"][task.get("creature", "")]["holder"] if task.get("creature") else None
            who = self.names[holder] if holder is not None else ""
            return Choice((t("evolution.keep", who=who),), a, "keep")
        if k == "block":
            return Choice((t("evolution.block"),), a, "block")
        if k == "burn":
            return Choice((self.names[int(a.args[0])], self.pile_label(int(a.args[0]), str(a.args[1]))), a, "burn")
        if k == "root":
            return Choice((self.pile_label(seat, str(a.args[0])),), a, "root")
        if k == "cascade":
            label = t("evolution.cascade", card=self.name_of(a.args[0]), pile=self.name_of(a.args[1]))
            return Choice((label,), a, "cascade")
        if k == "dest":
            return Choice((t(f"evolution.dest.{a.args[0]}"),), a, "dest")
        if k == "move":
            head = t("evolution.move", creature=self.name_of(a.args[0]))
            return Choice((head, self.pile_label(seat, str(a.args[1]))), a, "move")
        if k == "power":
            cid = str(a.args[0])
            if self.defs.creatures[cid].power == "copy":
                head = f"{self.name_of(cid)} → {self.name_of(a.args[1])}"
                rest = list(a.args[2:])
            else:
                head = self.name_of(cid)
                rest = list(a.args[1:])
            return Choice((t("evolution.power", creature=head), *self._arg_labels(seat, rest)), a, "power")
        return Choice((str(a),), a, "group")

    def card_actions(self, seat: int, card: str) -> list[Action]:
        """The legal actions that use the hand card `card` (any Ether stands for the one the engine names)."""
        ether = self.defs.cards[card].is_ether
        out = []
        for a in self.match.state.legal_actions(seat):
            if a.kind not in ("play", "discard", "tornado", "cascade", "block") or not a.args:
                continue
            arg = str(a.args[0])
            if arg == card or (ether and self.defs.cards[arg].is_ether):
                out.append(a)
        return out

    def card_label(self, a: Action) -> tuple[str, str]:
        k = a.kind
        if k in ("play", "cascade"):
            pile = str(a.args[1])
            letter = PILE_LETTERS[self.elements.index(pile)]
            key = "evolution.put_on" if k == "play" else "evolution.cascade_on"
            return t(key, pile=self.name_of(pile), letter=letter), k
        if k in ("discard", "tornado"):
            which = str(a.args[1])
            return t(f"evolution.to.{which}"), k
        return t("evolution.block"), k

    def build_buttons(self) -> None:
        seat = self.my_seat()
        self.default = None
        if seat is None:
            self.bar.set([])
            self.prompt = ""
            return
        legal = self.match.state.legal_actions(seat)
        self.prompt = self.prompt_text(seat)
        for kind in ("end", "pass", "draw"):
            found = next((a for a in legal if a.kind == kind), None)
            if found is not None:
                self.default = found
                break
        entries: list[tuple[str, str, Any, Action | None]] = []  # (label, colour kind, callback, action)
        if self.selected is not None:
            for a in self.card_actions(seat, self.selected):
                label, kind = self.card_label(a)
                entries.append((label, kind, lambda a=a: self.do(a), a))
            entries.append((t("evolution.unselect"), "back", self.back, None))
        else:
            pool = self.only if self.only is not None else legal
            choices = [c for c in (self.choice_for(seat, a) for a in pool) if c is not None]
            entries = self._tree(choices)
            task = self.task()
            if not self.prefix and self.only is None and task is not None and task["t"] == "moment":
                entries.append((t("evolution.quiet"), "pass", self.go_quiet, None))
            if self.prefix or self.only is not None:
                entries.append((t("evolution.back"), "back", self.back, None))
        buttons: list[Button] = []
        if len(entries) > PAGE:
            pages = (len(entries) + PAGE - 2) // (PAGE - 1)
            self.page %= pages
            entries = entries[self.page * (PAGE - 1) : (self.page + 1) * (PAGE - 1)]
            entries.append((t("evolution.more", page=self.page + 1, pages=pages), "group", self.next_page, None))
        cols = 2 if len(entries) <= 6 else 3 if len(entries) <= 9 else 4
        bw = (PROMPT.width - 16 - (cols - 1) * 6) // cols
        y0 = PROMPT.y + 48
        for i, (label, kind, cb, action) in enumerate(entries):
            r = pygame.Rect(PROMPT.x + 8 + (i % cols) * (bw + 6), y0 + (i // cols) * 35, bw, 31)
            if action is not None and action == self.default:
                label = f"{label} ⏎"
            buttons.append(Button(r, label, cb, color=BUTTON_COLORS.get(kind, (56, 70, 96)), tag=kind))
        self.bar.set(buttons)

    def _tree(self, choices: list[Choice]) -> list[tuple[str, str, Any, Action | None]]:
        depth = len(self.prefix)
        under = [c for c in choices if c.path[:depth] == self.prefix and len(c.path) > depth]
        entries: list[tuple[str, str, Any, Action | None]] = []
        if len(under) <= PAGE - (1 if depth else 0):
            for c in under:
                entries.append((" · ".join(c.path[depth:]), c.kind, lambda a=c.action: self.do(a), c.action))
            return entries
        groups: dict[str, list[Choice]] = {}
        for c in under:
            groups.setdefault(c.path[depth], []).append(c)
        for head, members in groups.items():
            if len(members) == 1:
                c = members[0]
                entries.append((" · ".join(c.path[depth:]), c.kind, lambda a=c.action: self.do(a), c.action))
            else:
                entries.append((f"{head} …", members[0].kind, lambda h=head: self.open_group(h), None))
        return entries

    def go_quiet(self) -> None:
        """Pass every power window until this person's own turn (a burn on them still asks)."""
        seat = self.my_seat()
        if seat is not None:
            self.quiet.add(seat)
            self.do(act("pass"))

    def open_group(self, head: str) -> None:
        self.prefix = (*self.prefix, head)
        self.page = 0
        self.build_buttons()

    def next_page(self) -> None:
        self.page += 1
        self.build_buttons()

    def back(self) -> None:
        if self.selected is not None:
            self.selected = None
            self.cursor = -1
        elif self.prefix:
            self.prefix = self.prefix[:-1]
        else:
            self.only = None
        self.page = 0
        self.build_buttons()

    def do(self, action: Action) -> None:
        seat = self.my_seat()
        if seat is None:
            return
        self.selected = None
        self.only = None
        self.prefix = ()
        self.cursor = -1
        self.bar.set([])
        self.act(seat, action)

    def prompt_text(self, seat: int) -> str:
        task = self.task()
        if task is None:
            return t("evolution.prompt.free")
        tt = task["t"]
        if tt == "release":
            return t("evolution.prompt.release", creature=self.name_of(task["creature"]))
        if tt == "give":
            return t("evolution.prompt.give", creature=self.name_of(task["creature"]))
        if tt == "effect":
            return t(f"evolution.prompt.effect.{task['effect']}", card=self.name_of(task["card"]))
        if tt == "tornado":
            return t("evolution.prompt.tornado", n=task["count"])
        if tt == "burn":
            return t(
                "evolution.prompt.burn",
                who=self.names[task["aimer"]],
                card=self.name_of(task["card"]),
                pile=self.name_of(task["pile"]),
            )
        if tt == "power":
            label = self.name_of(task["creature"])
            if task["as"] != task["creature"]:
                label += f" → {self.name_of(task['as'])}"
            return t("evolution.prompt.cancel", who=self.names[task["seat"]], creature=label)
        if tt == "moment":
            return t("evolution.prompt.moment")
        if tt == "dest":
            return t("evolution.prompt.dest", card=self.name_of(task["card"]))
        if tt == "first":
            return t("evolution.prompt.first")
        return ""

    # -- clicking on the table ---------------------------------------------------------------------
    def targets(self, seat: int) -> dict[tuple[Any, ...], list[Action]]:
        """Places on the table -> the legal actions a click there takes (with the selected card)."""
        out: dict[tuple[Any, ...], list[Action]] = {}

        def add(key: tuple[Any, ...], a: Action) -> None:
            out.setdefault(key, []).append(a)

        if self.selected is not None:
            for a in self.card_actions(seat, self.selected):
                if a.kind in ("play", "cascade"):
                    add(("pile", seat, str(a.args[1])), a)
                elif a.kind in ("discard", "tornado"):
                    add((str(a.args[1]), seat), a)
                elif a.kind == "block":
                    add(("centre",), a)
            return out
        pool = self.only if self.only is not None else self.match.state.legal_actions(seat)
        for a in pool:
            k, args = a.kind, list(a.args)
            if k == "root":
                add(("pile", seat, str(args[0])), a)
            elif k == "move":
                add(("pile", seat, str(args[1])), a)
            elif k == "dest":
                add((str(args[0]), seat), a)
            elif k == "burn":
                add(("pile", int(args[0]), str(args[1])), a)
            elif k == "give":
                add(("zone", int(args[1])), a)
            elif k == "power":
                rest = args[2:] if self.defs.creatures[str(args[0])].power == "copy" else args[1:]
                if len(rest) == 2 and isinstance(rest[0], int):
                    add(("pile", rest[0], str(rest[1])), a)
                elif len(rest) == 1 and isinstance(rest[0], int):
                    add(("zone", rest[0]), a)
                elif len(rest) == 1:
                    add(("pile", seat, str(rest[0])), a)
        return out

    def target_rect(self, key: tuple[Any, ...]) -> pygame.Rect:
        if key[0] == "pile":
            return self.pile_rect(key[1], key[2])
        if key[0] in ("quick", "main"):
            return self.discard_rect(key[1], key[0])
        if key[0] == "zone":
            return self.zones[key[1]].rect
        return self.ether_rect()

    def own_targets(self, seat: int) -> list[tuple[Any, ...]]:
        keys = [k for k in self.targets(seat) if len(k) > 1 and k[1] == seat and k[0] != "zone"]
        order = {"pile": 1, "quick": QUICK_COL, "main": MAIN_COL}

        def col(k: tuple[Any, ...]) -> int:
            return order[k[0]] + (self.elements.index(k[2]) if k[0] == "pile" else 0)

        return sorted(keys, key=col)

    def use_target(self, key: tuple[Any, ...]) -> bool:
        seat = self.my_seat()
        if seat is None:
            return False
        acts = self.targets(seat).get(key)
        if not acts:
            return False
        if len(acts) == 1:
            self.do(acts[0])
        else:
            self.only = acts
            self.selected = None
            self.prefix = ()
            self.build_buttons()
        return True

    def select(self, card: str | None) -> None:
        seat = self.my_seat()
        if seat is None:
            return
        if card is not None and (card == self.selected or not self.card_actions(seat, card)):
            card = None
        self.selected = card
        self.only = None
        self.prefix = ()
        self.page = 0
        self.cursor = -1
        self.build_buttons()

    def hand_hit(self, pos: tuple[int, int]) -> str | None:
        hand = self.shown["hand"]
        if self.bottom != self.viewer or not hand:
            return None
        rects = self.hand_rects(len(hand))
        for i in reversed(range(len(hand))):
            r = rects[i].move(0, -RAISE if hand[i] == self.selected else 0)
            if r.collidepoint(pos):
                return hand[i]
        return None

    def handle_table(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover_card = self.hand_hit(event.pos)
            self.bar.handle(event)
            return
        seat = self.my_seat()
        if seat is None:
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.back()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.bar.handle(event):
                return
            card = self.hand_hit(event.pos)
            if card is not None:
                self.select(card)
                return
            keys = sorted(self.targets(seat), key=lambda k: k[0] == "zone")  # a card before its zone
            for key in keys:
                if self.target_rect(key).collidepoint(event.pos):
                    self.use_target(key)
                    return
            if self.selected is not None:
                self.select(None)
            return
        if event.type != pygame.KEYDOWN:
            return
        hand = self.shown["hand"] or []
        if pygame.K_1 <= event.key <= pygame.K_9:
            i = event.key - pygame.K_1
            if i < len(hand):
                self.select(hand[i])
            return
        if event.key in PILE_KEYS:
            self.use_target(("pile", seat, self.elements[PILE_KEYS.index(event.key)]))
            return
        if event.key in (pygame.K_q, pygame.K_m):
            self.use_target(("quick" if event.key == pygame.K_q else "main", seat))
            return
        if event.key == pygame.K_BACKSPACE:
            self.back()
            return
        if self.selected is not None and event.key in (
            pygame.K_LEFT,
            pygame.K_RIGHT,
            pygame.K_RETURN,
            pygame.K_SPACE,
            pygame.K_KP_ENTER,
        ):
            own = self.own_targets(seat)
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and own:
                step = 1 if event.key == pygame.K_RIGHT else -1
                self.cursor = (self.cursor + step) % len(own) if self.cursor >= 0 else (0 if step > 0 else len(own) - 1)
                return
            if 0 <= self.cursor < len(own):
                self.use_target(own[self.cursor])
                return
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT) or self.bar.focus < 0:
                self.cursor = 0 if own else -1  # Enter with a card and no target picked: show the first
                return
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.bar.focus < 0:
            if self.default is not None:
                self.do(self.default)
            return
        self.bar.handle(event)

    # -- frame ------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        was_busy = self.busy
        super().update(dt)
        if self.flyers:
            self.flyers = [f for f in self.flyers if not f.tween.done]
        for table in (self.flips, self.pulses, self.shakes):
            for k in [k for k, tw in table.items() if tw.done]:
                del table[k]
        for k in [k for k, (_, tw) in self.gather.items() if tw.done]:
            del self.gather[k]
        if self.banner and self.banner[2].done:
            self.banner = None
        if self.flash_tw is not None and self.flash_tw.done:
            self.flash_tw = None
        if was_busy and not self.busy:
            self.build_buttons()
        seat = self.my_seat()
        task = self.task()
        if seat in self.quiet and task is not None and task["t"] == "moment":
            self.do(act("pass"))

    def act(self, seat: int, action: Action) -> bool:
        ok = super().act(seat, action)
        self.bar.set([])
        if not ok:
            self.build_buttons()
        return ok

    def reload_art(self) -> None:
        super().reload_art()
        self.build_buttons()

    # -- drawing -----------------------------------------------------------------------------------
    def draw_background(self, surf: pygame.Surface) -> None:
        surf.fill(FELT)
        name = render(i18n.t(f"game.{GAME}"), 24, ACCENT, bold=True)
        surf.blit(name, name.get_rect(center=(self.log_rect.centerx, 36)))
        for z in self.zones.values():
            panel(surf, z.rect, 150 if z.big else 130)
            for col in range(7):
                slot = z.slot(col)
                pygame.draw.rect(surf, shapes.shade(FELT, -0.25), slot, border_radius=max(3, z.cw // 9))
                pygame.draw.rect(surf, shapes.shade(FELT, 0.12), slot, 1, border_radius=max(3, z.cw // 9))
            if z.big:
                for i, el in enumerate(self.elements):
                    img = render(f"{self.name_of(el)} ({PILE_LETTERS[i]})", 13, MUTED)
                    surf.blit(img, img.get_rect(midtop=(z.col(1 + i), z.label_y)))
        panel(surf, pygame.Rect(6, CENTRE_Y, 330, PROMPT.height), 110)
        for cid in self.defs.creatures:
            slot = self.centre_slot(cid)
            pygame.draw.circle(surf, shapes.shade(FELT, -0.25), slot.center, TOKEN_CENTRE // 2)
            name = self.name_of(cid)
            img = render(name, fit_text(name, slot.width + 8, 10), MUTED)
            surf.blit(img, img.get_rect(midtop=(slot.centerx, slot.bottom + 1)))
        er = self.ether_rect()
        pygame.draw.rect(surf, shapes.shade(FELT, -0.25), er, border_radius=5)
        panel(surf, PROMPT, 170)

    def draw_table(self, surf: pygame.Surface) -> None:
        seat = self.my_seat()
        targets = self.targets(seat) if seat is not None else {}
        for s in self.zones:
            self.draw_zone(surf, s)
        self.draw_centre(surf)
        self.draw_hand(surf)
        if targets:
            self.draw_targets(surf, seat, targets)
        self.draw_aim(surf)
        self.draw_prompt(surf)
        for f in self.flyers:
            self.draw_flyer(surf, f)
        if self.flash_tw is not None:
            k = math.sin(math.pi * self.flash_tw.progress)
            panel(surf, pygame.Rect(0, 0, TABLE_W, 720), int(90 * k), ELEMENT_COLORS["fire"])
        self.draw_banner(surf)

    def blit_card(self, surf: pygame.Surface, card: str, rect: pygame.Rect, level: int | None = None) -> None:
        surf.blit(self.card_img(card, rect.size), rect.topleft)
        if level is not None and self.defs.cards[card].is_ether:
            band = band_height(rect.height)
            img = render(str(level), max(8, band - 3), INK, bold=True)
            surf.blit(img, img.get_rect(midleft=(rect.x + max(3, rect.width // 12), rect.y + band // 2 + 1)))

    def draw_zone(self, surf: pygame.Surface, s: int) -> None:
        z = self.zones[s]
        m = self.mage(s)
        color = self.seat_color(s)
        current = self.shown["current"] == s and not self.shown["over"]
        actors = self.shown["actors"] if not self.busy else []
        if current:
            pygame.draw.rect(surf, color, z.rect, 3, border_radius=12)
        elif s in actors:
            pygame.draw.rect(surf, INK, z.rect, 2, border_radius=12)
        # header: name, hand, levels, tokens
        for img, pos in self.header(s)[0]:
            surf.blit(img, pos)
        for cid in reversed(self.held_tokens(s)):  # the unused ones (first) end on top
            self.draw_token(surf, cid, self.token_rect(cid))
        # the draw pile
        dr = self.draw_rect(s)
        shake = self.shakes.get(s)
        if shake is not None:
            dr = dr.move(round(math.sin(shake.progress * math.pi * 6) * 3), 0)
        count = m["draw_count"]
        if count:
            back = self.card_img("back", (z.cw, z.ch))
            for i in range(min(4, (count + 5) // 6)):
                surf.blit(back, dr.move(-i * z.heap, -i * z.heap).topleft)
        self._label(surf, z, DRAW_COL, t("evolution.col.draw", n=count) if z.big else str(count))
        # the elemental piles
        for p in self.elements:
            cards = m["piles"][p]
            shown = len(cards) - self.arriving[("pile", s, p)]
            rooted = m["rooted"][p]
            gathering = (s, p) in self.gather
            for i in range(max(0, shown)):
                if 3 <= i < min(rooted, shown) - 1 and not gathering:
                    continue  # deep in a heap: covered by the heap's top card
                self.blit_card(surf, cards[i], self.pile_card_rect(s, p, i), i)
            if rooted and shown > 0:
                heap = self.pile_card_rect(s, p, min(rooted, shown) - 1)
                self._roots(surf, z, heap)
        # the discards
        for which, col in (("quick", QUICK_COL), ("main", MAIN_COL)):
            cards = m[which]
            n = len(cards) - self.arriving[(which, s)]
            r = z.slot(col)
            if n > 0:
                for i in range(min(3, (n + 4) // 5)):
                    surf.blit(self.card_img("back", (z.cw, z.ch)), r.move(i * z.heap, i * z.heap).topleft)
                self.blit_card(surf, cards[n - 1], r.move(min(3, (n + 4) // 5) * z.heap, min(3, (n + 4) // 5) * z.heap))
            self._label(surf, z, col, t(f"evolution.col.{which}", n=max(0, n)) if z.big else str(max(0, n)))
        state = m["quick_state"]
        if state != "open":
            d = max(16, z.cw // 2 + 6)
            r = z.slot(QUICK_COL)
            surf.blit(self.marker_img(state, d), (r.centerx - d // 2, r.y + z.ch // 2 - d // 2))
            if z.big:
                img = render(t(f"evolution.quick_state.{state}"), 12, DANGER)
                surf.blit(img, img.get_rect(midtop=(r.centerx, r.y + z.ch // 2 + d // 2 + 2)))
        # shields on cards, burned cards waiting for a discard
        for cid, marker in self.shown["markers"].items():
            if marker["seat"] == s and marker["card"] is not None:
                self.draw_token(surf, cid, self.token_rect(cid), ring=ELEMENT_COLORS["water"])
        lim = self.limbo.get(s, [])
        waiting = len(lim) - self.arriving[("limbo", s)]
        for i in range(max(0, waiting)):
            r = self.limbo_rect(s, i)
            pygame.draw.rect(surf, ELEMENT_COLORS["fire"], r.inflate(6, 6), 3, border_radius=8)
            self.blit_card(surf, lim[i], r)

    def _label(self, surf: pygame.Surface, z: Zone, col: int, text: str) -> None:
        img = render(text, 13 if z.big else 11, MUTED)
        surf.blit(img, img.get_rect(midtop=(z.col(col), z.label_y)))

    def _roots(self, surf: pygame.Surface, z: Zone, heap: pygame.Rect) -> None:
        """The rooted heap: a brown frame and roots under it."""
        brown = (120, 84, 44)
        pygame.draw.rect(
            surf,
            brown,
            pygame.Rect(heap.x - 2, z.top - 2, heap.width + 4, heap.bottom - z.top + 4),
            2,
            border_radius=max(4, z.cw // 8),
        )
        y = heap.bottom + 1
        for dx in (-0.3, 0.0, 0.3):
            x = heap.centerx + dx * heap.width
            pygame.draw.line(surf, brown, (x, y), (x + dx * 10, y + max(3, z.heap * 3)), 2)

    def draw_token(self, surf: pygame.Surface, cid: str, rect: pygame.Rect, ring: Any = None) -> None:
        if self.arriving[("token", cid)] > 0:
            return
        tok = self.shown["tokens"][cid]
        d = rect.width
        flip = self.flips.get(cid)
        face = tok["state"] != "used"
        width = d
        if flip is not None:
            k = flip.progress
            face = k < 0.5
            width = max(2, int(d * abs(math.cos(math.pi * k))))
        marker = self.shown["markers"].get(cid)
        if marker is not None and marker["card"] is not None and tok["state"] == "used":
            face = True  # a shield in play shows its creature
        img = self.token_img(cid, d, face)
        if width != d:
            img = pygame.transform.scale(img, (width, d))
        pulse = self.pulses.get(cid)
        if pulse is not None:
            glow = int(6 + 6 * math.sin(math.pi * pulse.progress))
            pygame.draw.circle(surf, ACCENT, rect.center, d // 2 + glow, 3)
        surf.blit(img, img.get_rect(center=rect.center))
        if ring is not None:
            pygame.draw.circle(surf, ring, rect.center, d // 2 + 1, 2)

    def draw_centre(self, surf: pygame.Surface) -> None:
        for cid, tok in self.shown["tokens"].items():
            if tok["state"] == "centre" or tok["holder"] is None:
                if self.shown["markers"].get(cid) is None:
                    self.draw_token(surf, cid, self.centre_slot(cid))
        er = self.ether_rect()
        centre = self.shown["centre"]
        n = len(centre) - self.arriving[("centre",)]
        for i in range(max(0, n)):
            self.blit_card(surf, centre[i][1], er.move(i * 3, -i * 3))
        img = render(t("evolution.centre", n=max(0, n)), 12, MUTED)
        surf.blit(img, img.get_rect(midtop=(er.centerx, er.bottom + 4)))
        # whose turn
        cur = self.shown["current"]
        y = CENTRE_Y + PROMPT.height - 40
        if self.shown["over"]:
            line = t("evolution.over")
            color = ACCENT
        else:
            line = t("evolution.turn_of", who=self.names[cur])
            color = self.seat_color(cur)
        surf.blit(render(line, fit_text(line, 318, 16, True), color, bold=True), (14, y))
        sub = t("evolution.turn_count", n=self.shown["turn"] + 1, limit=self.shown["turn_limit"])
        if self.shown["variant"] == "fusion":
            sub += " · " + t("option.evolution.variant.fusion")
        surf.blit(render(sub, 13, MUTED), (14, y + 20))

    def draw_hand(self, surf: pygame.Surface) -> None:
        hand = self.shown["hand"]
        seat = self.my_seat()
        if hand is None or self.bottom != self.viewer:
            n = self.mage(self.bottom)["hand_count"] - self.arriving[("hand", self.bottom)]
            for r in self.hand_rects(max(0, n)):
                surf.blit(self.card_img("back", r.size), r.topleft)
            return
        usable = set()
        if seat is not None:
            for c in hand:
                if self.card_actions(seat, c):
                    usable.add(c)
        rects = self.hand_rects(len(hand))
        for i, card in enumerate(hand):
            if card in self.hand_hidden:
                continue
            r = rects[i]
            if card == self.selected:
                r = r.move(0, -RAISE)
                pygame.draw.rect(surf, ACCENT, r.inflate(8, 8), 3, border_radius=12)
            self.blit_card(surf, card, r)
            if seat is not None and card not in usable:
                panel(surf, r, 120, (0, 0, 0))
            key = render(str(i + 1), 12, MUTED)
            surf.blit(key, key.get_rect(midtop=(r.centerx, r.bottom + 1)))
        self.draw_info(surf)

    def draw_info(self, surf: pygame.Surface) -> None:
        """Beside the hand: the picked (or pointed) card's effect and creature, then the keys."""
        x, y = 540, HAND_Y - 2
        card = self.selected or self.hover_card
        if card is not None and card in self.defs.cards:
            c = self.defs.cards[card]
            surf.blit(render(self.name_of(card), 17, ACCENT, bold=True), (x, y))
            if c.is_ether:
                text = t("evolution.info.ether")
            else:
                text = t(f"evolution.info.{self.defs.effects[c.element]}")
                creature = self.defs.symbol.get(card)
                if creature:
                    text += " " + t("evolution.info.creature", creature=self.name_of(creature))
            yy = y + 24
            for line in self._wrapped(text, 400, 14)[:3]:
                surf.blit(render(line, 14, INK), (x, yy))
                yy += 18
        yy = HAND_Y + 80
        for line in self._wrapped(t("evolution.keys"), 404, 12)[:3]:
            surf.blit(render(line, 12, MUTED), (x, yy))
            yy += 15

    def _wrapped(self, text: str, width: int, size: int) -> list[str]:
        key = (text, width, size)
        lines = self._wraps.get(key)
        if lines is None:
            if len(self._wraps) > 200:
                self._wraps.clear()
            lines = self._wraps[key] = wrap(text, width, size)
        return lines

    def draw_targets(self, surf: pygame.Surface, seat: int, targets: dict[tuple[Any, ...], list[Action]]) -> None:
        pulse = 0.5 + 0.5 * math.sin(pygame.time.get_ticks() / 180)
        own = self.own_targets(seat) if self.selected is not None else []
        cursor = own[self.cursor] if 0 <= self.cursor < len(own) else None
        for key, acts in targets.items():
            r = self.target_rect(key)
            hostile = any(a.kind in ("burn", "power") for a in acts) and key[0] == "pile" and key[1] != seat
            color = ELEMENT_COLORS["fire"] if hostile else (250, 226, 120)
            if key[0] == "pile" and key[1] != seat:
                r = self.top_rect(key[1], key[2])
            width = 3 if key == cursor else 2
            pygame.draw.rect(surf, color, r.inflate(6 + int(4 * pulse), 6 + int(4 * pulse)), width, border_radius=8)
            if key == cursor:
                pygame.draw.rect(surf, ACCENT, r.inflate(14, 14), 3, border_radius=10)

    def draw_aim(self, surf: pygame.Surface) -> None:
        if self.aim is None:
            return
        aimer, target, pile = self.aim
        if target not in self.zones or aimer not in self.zones:
            return
        dst = self.top_rect(target, pile)
        zr = self.zones[aimer].rect
        src = zr.midbottom if zr.centery < dst.centery else zr.midtop
        fire = ELEMENT_COLORS["fire"]
        pygame.draw.line(surf, fire, src, dst.center, 3)
        pygame.draw.circle(surf, fire, src, 5)
        pulse = 0.5 + 0.5 * math.sin(pygame.time.get_ticks() / 120)
        pygame.draw.rect(surf, fire, dst.inflate(8 + int(6 * pulse), 8 + int(6 * pulse)), 3, border_radius=8)

    def draw_prompt(self, surf: pygame.Surface) -> None:
        seat = self.my_seat()
        lines: list[tuple[str, tuple[int, int, int]]] = []
        if seat is not None:
            lines = [(line, INK) for line in wrap(self.prompt, PROMPT.width - 20, 15)[:2]]
        else:
            if self.narration:
                lines.append((self.narration, INK))
            if self.shown["over"]:
                lines.append((t("evolution.over"), ACCENT))
            elif not self.busy:
                lines.append((self.waiting_text(), MUTED))
        y = PROMPT.y + 6
        for text, color in lines[:2]:
            surf.blit(render(text, fit_text(text, PROMPT.width - 20, 15), color), (PROMPT.x + 10, y))
            y += 19
        if seat is not None:
            self.bar.draw(surf)

    def waiting_text(self) -> str:
        """What the table waits for when it is not this person's move (public: the stack is)."""
        st = self.match.state
        actors = st.actors()
        who = self.names[actors[0] if actors else self.shown["current"]]
        task = st.view(None)["stack"][-1] if st.stack else None
        if task is None:
            return t("evolution.waiting", who=who)
        tt = task["t"]
        if tt in ("release", "give"):
            return t("evolution.task.give", who=who, creature=self.name_of(task["creature"]))
        if tt in ("effect", "tornado", "dest"):
            return t(f"evolution.task.{tt}", who=who, card=self.name_of(task.get("card", "")))
        return t(f"evolution.task.{tt}", who=who)

    def draw_flyer(self, surf: pygame.Surface, f: Flyer) -> None:
        k = f.tween.value
        r = _lerp_rect(f.start, f.end, k)
        if r.width < 2 or r.height < 2:
            return
        if f.art.startswith("token:"):
            cid = f.art[6:]
            img = self.token_img(
                cid, f.start.width, self.shown["tokens"][cid]["state"] != "used" or cid in self.shown["markers"]
            )
        else:
            img = self.card_img(f.art, f.start.size)
        if img.get_size() != r.size:
            img = pygame.transform.scale(img, r.size)
        if f.glow is not None:
            pygame.draw.rect(surf, f.glow, r.inflate(6, 6), 3, border_radius=8)
        surf.blit(img, r.topleft)

    def draw_banner(self, surf: pygame.Surface) -> None:
        if self.banner is None:
            return
        text, color, tw = self.banner
        alpha = int(255 * min(1.0, 4 * (1 - tw.progress)))
        grow = ease_out_back(min(1.0, tw.progress * 4))
        size = max(10, int(30 * (0.6 + 0.4 * grow)))
        size = fit_text(text, PROMPT.width - 40, size, bold=True)
        img = render(text, size, color, bold=True)
        r = img.get_rect(center=PROMPT.center).inflate(30, 14)
        panel(surf, r, min(225, alpha), PANEL)
        pygame.draw.rect(surf, color, r, 2, border_radius=12)
        img = img.copy()
        img.set_alpha(alpha)
        surf.blit(img, img.get_rect(center=r.center))

    # -- the results --------------------------------------------------------------------------------
    def result_lines(self) -> list[str]:
        res = self.match.state.result()
        ranks = res.details["ranks"]
        v = self.match.state.view(None)
        lines = []
        for s in sorted(range(len(self.names)), key=lambda s: (ranks[s], s)):
            mark = "★ " if s in res.winners else "   "
            piles = ", ".join(
                f"{self.name_of(p)} {len(c) - 1 if c else '-'}" for p, c in v["mages"][s]["piles"].items()
            )
            done = t("evolution.result_finished") if s in v["finished"] else ""
            lines.append(
                f"{mark}{ranks[s]}. {self.names[s]}: "
                + t("evolution.result_line", levels=res.details["levels"][s], piles=piles)
                + done
            )
        return lines


def band_height(h: int) -> int:
    """The top band of a card (its level and symbol): what stays visible under the next card of a pile."""
    return max(12, round(h * 0.2))


def _levels(m: dict[str, Any]) -> int:
    return sum(len(p) - 1 for p in m["piles"].values() if p)


def readable_on_soft(c: tuple[int, int, int]) -> tuple[int, int, int]:
    """The body symbol's ink: a darker or lighter shade of the card's colour, softer than black/white."""
    lum = 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]
    return shapes.shade(c, -0.55) if lum > 150 else shapes.shade(c, 0.7)
