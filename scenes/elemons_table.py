"""The Elemons & Gigamons table: the 3x3 grid, the players' panels, the powers' prompts.

Mouse: click a tile to turn it (or to place a rock, or to peek), click the
buttons for the rest. Keyboard: arrows move the cursor over the grid, Enter
or Space turns the tile under it, 1-9 turn a tile directly, Tab walks the
buttons, Escape pauses.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import pygame

from game import elemons, i18n
from game.core import Event, act
from game.i18n import t
from scenes.table import SEAT_COLORS, TableScene
from scenes.ui import ACCENT, INK, MUTED, PANEL, Button, ButtonBar, panel
from sprites import components_elemons as pieces
from sprites.fonts import fit_text, render
from sprites.tween import Tween, ease_out_back, ease_out_cubic

TILE = 128
GAP = 12
GRID_X, GRID_Y = 330, 90
SMALL = 34
PANEL_X, PANEL_W, PANEL_H = 14, 300, 140


@dataclass
class Slot:
    present: bool = True
    shown: str | None = None  # the kind shown face up, None when face down
    rock: bool = False
    turn: Tween | None = None  # 0 = back, 1 = face: the flip animation
    drop: Tween | None = None  # a tile arriving from the pile


@dataclass
class Flyer:
    """A tile or Gigamon travelling across the table (to a player, to the box)."""

    art: str  # kind, "back" or "giga:<kind>"
    start: tuple[float, float]
    end: tuple[float, float]
    tween: Tween
    size: int = TILE


class ElemonsTable(TableScene):
    def __init__(self, app: Any, match: Any, demo: bool = False) -> None:
        self.defs = elemons.load_defs()
        self.slots = [Slot() for _ in range(self.defs.slots)]
        self.flyers: list[Flyer] = []
        self.banner: tuple[str, Tween] | None = None
        self.cursor = 4
        self.bar = ButtonBar()
        self.swap_pick: dict[str, str | None] = {"mine": None, "theirs": None}
        self.peeked: dict[int, str] = {}  # slots this seat is looking at (Hydromon), and their kinds
        self.reveal_left = 0.0  # real seconds the last peek stays visible (any animation speed)
        self.turn_seat = match.state.current  # whose turn the screen shows (it may lag the engine)
        self.art_problems: frozenset[tuple[str, str]] = frozenset()
        super().__init__(app, match, demo)
        self.sync()

    # -- geometry -------------------------------------------------------------------------
    def slot_rect(self, s: int) -> pygame.Rect:
        g = self.match.state.defs.grid  # the match's own: a reloaded file cannot reshape a game
        return pygame.Rect(GRID_X + (s % g) * (TILE + GAP), GRID_Y + (s // g) * (TILE + GAP), TILE, TILE)

    def panel_rect(self, seat: int) -> pygame.Rect:
        return pygame.Rect(PANEL_X, 62 + seat * (PANEL_H + 8), PANEL_W, PANEL_H)

    def pile_rect(self) -> pygame.Rect:
        return pygame.Rect(770, 96, 96, 96)

    def box_rect(self) -> pygame.Rect:
        return pygame.Rect(770, 250, 96, 70)

    # -- art: placeholders from sprites/components_elemons, shared with the gallery and the sheets --
    def kind(self, kind: str) -> elemons.Kind:
        """A kind's definition; the match's own when a reloaded file no longer has it."""
        return self.defs.kinds.get(kind) or self.match.state.defs.kinds[kind]

    def face(self, kind: str, size: int) -> pygame.Surface:
        return self.app.art.image("elemons", kind, (size, size), pieces.tile_front(self.kind(kind)))

    def back(self, size: int) -> pygame.Surface:
        return self.app.art.image("elemons", pieces.BACK_ID, (size, size), pieces.tile_back())

    def giga(self, kind: str, size: int) -> pygame.Surface:
        k = self.kind(kind)
        return self.app.art.image("elemons", k.gigamon, (size, size), pieces.gigamon_front(k))

    def rock_img(self, size: int) -> pygame.Surface:
        return self.app.art.image("elemons", pieces.ROCK_ID, (size, size), pieces.rock_front())

    def reload_defs(self) -> None:
        """A definition changed on disk: names and colours show at once; the match keeps its rules."""
        try:
            self.defs = elemons.load_defs()
        except Exception as exc:  # a definition being edited may be broken for a moment
            self.flash(str(exc))
            return
        self.app.art.forget("elemons")  # the placeholders are drawn from the definitions

    # -- engine view -> screen ------------------------------------------------------------
    def sync(self) -> None:
        v = self.view
        self.turn_seat = v["current"]
        for s, cell in enumerate(v["grid"]):
            slot = self.slots[s]
            slot.present = cell["tile"]
            slot.rock = cell["rock"]
            slot.shown = cell["face_up"]
            slot.turn = None
            slot.drop = None
        if self.peeked:
            if v["phase"] == "peek" and v["current"] == self.viewer:
                pass  # the peek goes on: keep every looked-at tile in sight
            elif self.reveal_left <= 0:
                self.peeked.clear()
        for s, kind in self.peeked.items():
            self.slots[s].shown = kind
        self.build_buttons()

    @property
    def busy(self) -> bool:
        return super().busy or self.reveal_left > 0

    def present(self, ev: Event) -> float:
        d = ev.data
        if ev.kind == "turn_started":
            self.turn_seat = ev.seat
        if ev.kind == "tile_turned":
            slot = self.slots[d["slot"]]
            slot.shown = d["tile"]
            slot.turn = self.tween(0.0, 1.0, 0.3)
            return 0.45
        if ev.kind == "tiles_hidden":
            for s in d["slots"]:
                self.slots[s].turn = self.tween(1.0, 0.0, 0.3, delay=0.7, on_done=lambda s=s: self._hide(s))
            return 1.05
        if ev.kind == "pair_won":
            target = self.panel_rect(ev.seat).center
            for s in d["slots"]:
                r = self.slot_rect(s)
                self.slots[s].present = False
                self.flyers.append(Flyer(d["tiles"][0] if s == d["slots"][0] else d["tiles"][1], r.topleft,
                                         (target[0] - TILE / 2, target[1] - TILE / 2),
                                         self.tween(0, 1, 0.6, delay=0.25, easing=ease_out_cubic)))
            return 0.9
        if ev.kind == "power":
            self.show_banner(t(f"elemons.power.{d['power']}"))
            return 0.9
        if ev.kind in ("power_fizzled", "replay"):
            self.show_banner(t(f"elemons.{ev.kind}"))
            return 0.7
        if ev.kind == "slot_refilled":
            slot = self.slots[d["slot"]]
            slot.present, slot.shown = True, None
            slot.drop = self.tween(0.0, 1.0, 0.35, easing=ease_out_cubic)
            return 0.2
        if ev.kind == "rock_placed":
            self.slots[d["slot"]].rock = True
            self.slots[d["slot"]].drop = self.tween(0.0, 1.0, 0.4, easing=ease_out_back)
            return 0.45
        if ev.kind == "rock_removed":
            self.slots[d["slot"]].rock = False
            return 0.25
        if ev.kind == "tile_peeked":
            slot = self.slots[d["slot"]]
            slot.shown = d["tile"]
            self.peeked[d["slot"]] = d["tile"]
            slot.turn = self.tween(0.0, 1.0, 0.25)
            if self.match.state.phase != "peek":
                # The last look: it stays in sight for a moment, whatever the animation speed.
                self.reveal_left = 2.5
            return 0.5
        if ev.kind == "tile_burned":
            start = self.panel_rect(d["target"]).center
            box = self.box_rect().center
            self.flyers.append(Flyer(d["tile"], (start[0] - 40, start[1] - 40), (box[0] - 40, box[1] - 40),
                                     self.tween(0, 1, 0.7, easing=ease_out_cubic), 80))
            return 0.8
        if ev.kind in ("tile_drawn", "tile_drawn_public"):
            p = self.pile_rect()
            end = self.panel_rect(ev.seat).center
            art = d.get("tile", "back")
            self.flyers.append(Flyer(art, p.topleft, (end[0] - 48, end[1] - 48), self.tween(0, 1, 0.6), 96))
            return 0.6
        if ev.kind == "gigamon_caught":
            end = self.panel_rect(ev.seat).center
            mid = (GRID_X + 1.5 * TILE - 80, GRID_Y + 1.5 * TILE - 80)
            self.flyers.append(Flyer("giga:" + d["kind"], mid, (end[0] - 80, end[1] - 80),
                                     self.tween(0, 1, 0.6, delay=0.7, easing=ease_out_cubic), 160))
            self.show_banner(t("elemons.caught", name=self.kind(d["kind"]).gigamon_name[i18n.lang]))
            return 1.4
        if ev.kind in ("tiles_swapped", "tiles_swapped_public", "hand_seen_public", "swap_declined"):
            return 0.5
        if ev.kind == "game_over":
            return 0.8
        return 0.0

    def _hide(self, s: int) -> None:
        self.slots[s].shown = None

    def show_banner(self, text: str) -> None:
        self.banner = (text, self.tween(0.0, 1.0, 1.0))

    # -- input ------------------------------------------------------------------------------
    def grid_actions(self) -> dict[int, Any]:
        seat = self.human_to_act()
        if seat is None:
            return {}
        out = {}
        for a in self.match.state.legal_actions(seat):
            if a.kind in ("flip", "rock", "peek"):
                out[int(a.args[0])] = a
        return out

    def build_buttons(self) -> None:
        seat = self.human_to_act()
        buttons: list[Button] = []
        self.prompt = ""
        if seat is None:
            self.bar.set(buttons)
            return
        legal = self.match.state.legal_actions(seat)
        v = self.view
        phase = v["phase"]
        x, y = 330, 650
        self.prompt = t(f"elemons.prompt.{phase}", left=v["pending"].get("left", 0))

        def add(label: str, action: Any, width: int = 190, color: tuple[int, int, int] = (52, 70, 92)) -> None:
            nonlocal x
            buttons.append(Button(pygame.Rect(x, y, width, 46), label, action, color=color))
            x += width + 10

        for a in legal:
            if a.kind in ("look", "burn"):
                add(self.names[int(a.args[0])], lambda a=a: self.act(seat, a))
        if phase == "swap":
            add(t("elemons.keep"), lambda: self.act(seat, act("keep")))
            pick = self.swap_pick
            ok = pick["mine"] and pick["theirs"] and act("swap", pick["mine"], pick["theirs"]) in legal
            add(t("elemons.swap"), lambda: self.do_swap(seat), color=enabled_color(ok))
            buttons[-1].enabled = bool(ok)
        if phase == "after":
            add(t("elemons.end_turn"), lambda: self.act(seat, act("end")), color=(60, 110, 70))
        for a in legal:
            if a.kind == "trade":
                name = self.kind(str(a.args[0])).gigamon_name[i18n.lang]
                add(t("elemons.trade", name=name), lambda a=a: self.act(seat, a), 230, (120, 90, 30))
        self.bar.set(buttons)

    def do_swap(self, seat: int) -> None:
        pick = self.swap_pick
        if pick["mine"] and pick["theirs"]:
            self.act(seat, act("swap", pick["mine"], pick["theirs"]))
        self.swap_pick = {"mine": None, "theirs": None}

    def act(self, seat: int, action: Any) -> bool:
        ok = super().act(seat, action)
        self.bar.set([])
        return ok

    def swap_rows(self) -> tuple[list[tuple[pygame.Rect, str]], list[tuple[pygame.Rect, str]]]:
        v = self.view
        if v["phase"] != "swap" or self.human_to_act() is None:
            return [], []
        mine = sorted(set(v["players"][self.viewer]["tiles"])) if self.viewer is not None else []
        theirs = sorted(set(v["pending"].get("their_tiles", [])))
        row1 = [(pygame.Rect(330 + i * 58, 566, 52, 52), k) for i, k in enumerate(mine)]
        row2 = [(pygame.Rect(650 + i * 58, 566, 52, 52), k) for i, k in enumerate(theirs)]
        return row1, row2

    def handle_table(self, event: pygame.event.Event) -> None:
        if self.reveal_left > 0 and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.reveal_left = 0.01  # seen: a click or a key hides the peeked tiles
            return
        grid = self.grid_actions()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for s in grid:
                if self.slot_rect(s).collidepoint(event.pos):
                    self.cursor = s
                    self.act(self.human_to_act(), grid[s])  # type: ignore[arg-type]
                    return
            row1, row2 = self.swap_rows()
            for rect, kind in row1:
                if rect.collidepoint(event.pos):
                    self.swap_pick["mine"] = kind
                    self.build_buttons()
                    return
            for rect, kind in row2:
                if rect.collidepoint(event.pos):
                    self.swap_pick["theirs"] = kind
                    self.build_buttons()
                    return
        if event.type == pygame.KEYDOWN and grid:
            g = self.match.state.defs.grid  # the match's own: a reloaded file cannot reshape a game
            moves = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_UP: -g, pygame.K_DOWN: g}
            if event.key in moves:
                self.cursor = (self.cursor + moves[event.key]) % (g * g)
                return
            if event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER) and self.cursor in grid:
                self.act(self.human_to_act(), grid[self.cursor])  # type: ignore[arg-type]
                return
            if pygame.K_1 <= event.key <= pygame.K_9:
                s = event.key - pygame.K_1
                if s in grid:
                    self.act(self.human_to_act(), grid[s])  # type: ignore[arg-type]
                return
        self.bar.handle(event)

    def update(self, dt: float) -> None:
        was_busy = self.busy
        if self.reveal_left > 0:
            self.reveal_left -= dt
            if self.reveal_left <= 0:
                self.peeked.clear()
                self.sync()
        super().update(dt)
        for f in list(self.flyers):
            if f.tween.done:
                self.flyers.remove(f)
        if was_busy and not self.busy:
            self.build_buttons()
        if self.banner and self.banner[1].done:
            self.banner = None
        self.warn_art()

    def reload_art(self) -> None:
        super().reload_art()
        self.build_buttons()

    def warn_art(self) -> None:
        """An unusable image is one line on the table, once for each new set of problems."""
        problems = frozenset(self.app.art.problems.items())
        if problems != self.art_problems:
            self.art_problems = problems
            warning = self.app.art.warning()
            if warning:
                self.flash(warning)

    def draw_background(self, surf: pygame.Surface) -> None:
        super().draw_background(surf)
        for s in range(len(self.slots)):
            pygame.draw.rect(surf, (22, 64, 48), self.slot_rect(s).inflate(6, 6), border_radius=14)
        b = self.box_rect()
        pygame.draw.rect(surf, (70, 52, 40), b, border_radius=8)
        pygame.draw.rect(surf, (120, 92, 64), b, 3, border_radius=8)
        for seat in range(self.match.state.num_seats):
            panel(surf, self.panel_rect(seat), 200)

    # -- drawing ----------------------------------------------------------------------------
    def draw_tile(self, surf: pygame.Surface, s: int) -> None:
        slot = self.slots[s]
        rect = self.slot_rect(s)
        if not slot.present:
            return
        img_rect = rect.copy()
        if slot.drop is not None and not slot.rock:
            p = slot.drop.value
            src = self.pile_rect().center
            img_rect.center = (src[0] + (rect.centerx - src[0]) * p, src[1] + (rect.centery - src[1]) * p)
        openness = 1.0 if slot.shown else 0.0
        if slot.turn is not None:
            openness = slot.turn.value
        width_k = abs(math.cos(math.pi * openness))
        img = self.face(slot.shown, TILE) if (openness > 0.5 and slot.shown) else self.back(TILE)
        w = max(2, int(TILE * width_k))
        scaled = pygame.transform.scale(img, (w, TILE)) if w != TILE else img
        surf.blit(scaled, scaled.get_rect(center=img_rect.center))
        if s in self.peeked and openness > 0.5:
            pygame.draw.rect(surf, (120, 200, 255), rect, 3, border_radius=14)
        if slot.rock:
            k = slot.drop.value if slot.drop is not None else 1.0
            size = max(8, int(TILE * 0.8 * k))
            surf.blit(self.rock_img(size), self.rock_img(size).get_rect(center=rect.center))

    def draw_table(self, surf: pygame.Surface) -> None:
        v = self.view
        grid = self.grid_actions()
        for s in range(len(self.slots)):
            self.draw_tile(surf, s)
            if s in grid:
                pygame.draw.rect(surf, (250, 230, 140), self.slot_rect(s).inflate(8, 8), 2, border_radius=16)
            if grid and s == self.cursor:
                pygame.draw.rect(surf, ACCENT, self.slot_rect(s).inflate(12, 12), 4, border_radius=18)
        # pile and box
        p = self.pile_rect()
        for i in range(min(5, v["pile"])):
            surf.blit(self.back(96), (p.x + i * 3, p.y - i * 3))
        surf.blit(render(t("elemons.pile", n=v["pile"]), 18, INK), (p.x, p.bottom + 8))
        b = self.box_rect()
        surf.blit(render(t("elemons.box", n=len(v["box"])), 16, INK), (b.x + 8, b.y + 24))
        surf.blit(render(t("elemons.rocks_free", n=v["rocks_free"]), 16, MUTED), (b.x, b.bottom + 10))
        # Gigamons still in the wild
        free = [k for k, h in v["gigamons"].items() if h is None]
        surf.blit(render(t("elemons.gigamons_free"), 16, MUTED), (770, 380))
        for i, kind in enumerate(free):
            surf.blit(self.giga(kind, 56), (770 + (i % 3) * 60, 404 + (i // 3) * 60))
        for seat in range(self.match.state.num_seats):
            self.draw_player(surf, seat, v)
        self.draw_prompt(surf)
        for f in self.flyers:
            k = f.tween.value
            pos = (f.start[0] + (f.end[0] - f.start[0]) * k, f.start[1] + (f.end[1] - f.start[1]) * k)
            size = max(8, int(f.size * (1 - 0.55 * k)))
            if f.art.startswith("giga:"):
                img = self.giga(f.art[5:], size)
            elif f.art == "back":
                img = self.back(size)
            else:
                img = self.face(f.art, size)
            surf.blit(img, (pos[0] + (f.size - size) / 2, pos[1] + (f.size - size) / 2))
        if self.banner:
            text, tw = self.banner
            alpha = int(255 * min(1.0, 4 * (1 - tw.progress)))
            img = render(text, 34, ACCENT, bold=True)
            r = img.get_rect(center=(GRID_X + 1.5 * TILE + GAP, GRID_Y + 1.5 * TILE + GAP)).inflate(30, 16)
            panel(surf, r, min(220, alpha), PANEL)
            img.set_alpha(alpha)
            surf.blit(img, img.get_rect(center=r.center))

    def draw_player(self, surf: pygame.Surface, seat: int, v: dict[str, Any]) -> None:
        r = self.panel_rect(seat)
        active = self.turn_seat == seat and not v["over"]
        color = SEAT_COLORS[seat % 4]
        if active:
            pygame.draw.rect(surf, color, r, 3, border_radius=12)
        surf.blit(render(self.names[seat], 18, color, bold=True), (r.x + 10, r.y + 8))
        pv = v["players"][seat]
        surf.blit(render(t("elemons.won", n=pv["won"]), 15, INK), (r.x + 10, r.y + 34))
        for i, kind in enumerate(pv["gigamons"]):
            surf.blit(self.giga(kind, 44), (r.right - 50 - i * 48, r.y + 6))
        tiles = pv.get("tiles")
        if tiles is not None:
            for i, kind in enumerate(tiles[:16]):
                surf.blit(self.face(kind, SMALL), (r.x + 10 + (i % 8) * (SMALL + 2), r.y + 58 + (i // 8) * (SMALL + 2)))
        else:
            for i in range(min(pv["won"], 16)):
                surf.blit(self.back(SMALL), (r.x + 10 + (i % 8) * (SMALL + 2), r.y + 58 + (i // 8) * (SMALL + 2)))

    def draw_prompt(self, surf: pygame.Surface) -> None:
        if self.human_to_act() is None and not self.match.state.is_over:
            # The seat whose turn the screen shows, not the engine's (which may be a move ahead).
            bot = self.turn_seat in self.match.bots
            self.prompt = t("elemons.waiting", who=self.names[self.turn_seat]) if bot else ""
        if self.prompt:
            width = 760 - 330  # up to the wild Gigamons
            surf.blit(render(self.prompt, fit_text(self.prompt, width, 19), INK), (330, 512))
        row1, row2 = self.swap_rows()
        if row1 or row2:
            surf.blit(render(t("elemons.yours"), 14, MUTED), (330, 544))
            surf.blit(render(t("elemons.theirs"), 14, MUTED), (650, 544))
            for rect, kind in row1 + row2:
                surf.blit(self.face(kind, rect.width), rect)
            for rect, kind in row1:
                if self.swap_pick["mine"] == kind:
                    pygame.draw.rect(surf, ACCENT, rect.inflate(6, 6), 3, border_radius=8)
            for rect, kind in row2:
                if self.swap_pick["theirs"] == kind:
                    pygame.draw.rect(surf, ACCENT, rect.inflate(6, 6), 3, border_radius=8)
        self.bar.draw(surf)

    def result_lines(self) -> list[str]:
        res = self.match.state.result()
        lines = []
        for s, name in enumerate(self.names):
            mark = "★ " if s in res.winners else "   "
            g, e = res.details["gigamons"][s], res.details["elemons"][s]
            lines.append(f"{mark}{name}: {t('elemons.result_line', g=g, e=e)}")
        return lines


def enabled_color(ok: Any) -> tuple[int, int, int]:
    return (60, 110, 70) if ok else (50, 50, 54)
