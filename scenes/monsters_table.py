"""The Monsters, punched cards table: everybody stacks at once, in real time, on the table kit.

The person's three cards lie in a row; the stacking board shows the stack live
(each circle the top-most monster, holes show what lies below, the table shows
through three holes) and highlights a line of three as soon as it forms. The
clock is the feed's (`game/feed.py`: bots act at their exact moment); this
table only says how much time passes: none before a round's countdown ends,
during the pause, or while a round's result is up.

Mouse: drag a hand card onto the board to stack it (a click stacks it too);
drag a stacked card (from the board or the layer list beside it) onto another
layer to reorder it, off the board to take it back, onto the centre card to
swap it. Mouse wheel over a card turns it a quarter turn (up: clockwise, down:
anticlockwise), right click flips it over (elsewhere it pins the description).
Click the centre card then a hand card to swap them. Buttons for the rest,
and one claim button per colour the stack shows.
Keyboard: 1, 2, 3 stack that card (or select it when it is stacked already);
R turns the selected card clockwise, Shift+R anticlockwise; F flips it;
Up/Down move it up or down the stack; Backspace (or Delete) takes it back;
Enter claims the trick (or says why the stack is no trick); S then 1-3 swaps
that card for the centre card (Esc cancels); N hands the screen to the next
person when several share it; Tab walks the buttons; Escape or P pauses.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game import i18n
from game.core import Action, Event, act
from game.data import DataError
from game.i18n import t
from game.monsters.cards import HOLE, lines_of
from game.monsters.defs import load_defs, load_rules
from scenes.monsters_model import MonstersModel
from scenes.table import SEAT_COLORS, TableScene
from scenes.ui import ACCENT, FELT, FELT_DARK, INK, MUTED, OK, Button, ButtonBar, panel
from sprites import art_monsters as art
from sprites.fonts import fit_text, render, wrap
from sprites.tween import Tween, ease_out_back, ease_out_cubic

GAME = "monsters"
Rect = pygame.Rect


class Layout:
    """Where everything lies on the 1280x720 canvas (the kit draws the log at x 960-1270)."""

    board: Rect = Rect(292, 116, 256, 256)  # the stacking board
    big: int = 236  # a card on the board
    layer: Rect = Rect(562, 122, 64, 64)  # the first of the stack's layers, then every layer_step down
    layer_step: int = 82
    claim_y: int = 382
    hand: Rect = Rect(296, 440, 128, 128)  # the first hand card, then every hand_step right
    hand_step: int = 152
    deck: Rect = Rect(706, 86, 92, 92)
    centre: Rect = Rect(818, 76, 124, 124)
    last: Rect = Rect(700, 234, 246, 142)  # the last trick taken
    last_card: int = 100
    clock: Rect = Rect(586, 52, 104, 52)
    seat: Rect = Rect(12, 58, 266, 108)  # the first seat's panel, then every seat_step down
    seat_step: int = 116
    button_y: int = 640
    round_panel: Rect = Rect(292, 130, 654, 300)

    def seat_panel(self, seat: int) -> Rect:
        return self.seat.move(0, seat * self.seat_step)

    def chip(self, seat: int, k: int) -> Rect:
        r = self.seat_panel(seat)
        return Rect(r.x + 10 + k * 51, r.y + 68, 28, 28)

    def hand_slot(self, i: int) -> Rect:
        return self.hand.move(i * self.hand_step, 0)

    def layer_slot(self, i: int) -> Rect:
        return self.layer.move(0, i * self.layer_step)

    def board_card(self) -> Rect:
        return Rect(0, 0, self.big, self.big).move(self.board.centerx - self.big // 2,
                                                   self.board.centery - self.big // 2)

    def last_card_rect(self) -> Rect:
        return Rect(self.last.x + 8, self.last.y + 32, self.last_card, self.last_card)


L = Layout()
COUNTDOWN = 3.0  # real seconds before a round starts (people get ready)
RESUME_COUNTDOWN = 2.0  # after a pause or a change of person
BOT_COUNTDOWN = 0.8  # nobody to wait for
ROUND_PANEL = 4.0  # real seconds the round's result stays (Enter or a click goes on)
DEMO_TIME = 1.5  # a demo runs the match clock this much faster, so a few seconds show real play
_FIT: dict[tuple[str, int, int, bool], int] = {}


def fit(text: str, width: int, size: int, bold: bool = False) -> int:
    """`fit_text`, remembered: the table measures the same names sixty times a second."""
    key = (text, width, size, bold)
    if key not in _FIT:
        if len(_FIT) > 2000:
            _FIT.clear()
        _FIT[key] = fit_text(text, width, size, bold)
    return _FIT[key]


def clock_text(seconds: float) -> str:
    s = max(0, math.ceil(seconds - 1e-9))
    return f"{s // 60}:{s % 60:02d}"


def cell_centre(rect: Rect, i: int) -> tuple[float, float]:
    """The centre of circle i (0-8) on a card drawn in `rect`."""
    x, y = art.cell_centre(rect.width, i)
    return rect.x + x, rect.y + y


@dataclass
class CardAnim:
    """A card turning on the table: `rot` (a quarter turn, `turn` = +1 clockwise), `flip` or `reveal`."""

    kind: str
    tween: Tween
    turn: int = 1
    before: tuple[int, int] = (0, 0)


@dataclass
class Showcase:
    """A trick just taken, shown stacked with its line before it goes to its owner."""

    seat: int
    colour: str
    placements: list[tuple[int, int, int]]
    lines: list[str]
    rect: Rect
    tween: Tween


class MonstersTable(TableScene):
    model_cls = MonstersModel
    model: MonstersModel
    banner_center = (620, L.claim_y + 23)

    def __init__(self, app: Any, source: Any, demo: bool = False) -> None:
        self.defs = load_defs()
        self.rules = self.defs.rules
        self.colour_ids = list(self.rules.colour_ids)
        self.n = self.rules.hand_size
        self.pieces = art.CardArt(app.art, self.defs)
        # the person's own arrangement (the engine only hears of it when a trick is claimed)
        self.stack: list[int] = []  # top first
        self.orient: dict[int, tuple[int, int]] = {}  # card -> (quarter turns, flip)
        self.selected: int | None = None
        self.swap_mode = False
        self.drag: dict[str, Any] | None = None
        self.mouse = (0, 0)
        self.turning: dict[int, CardAnim] = {}
        self.hidden: set[tuple[str, int]] = set()  # cards still flying to where they are drawn
        self.held: dict[tuple[int, str], int] = {}  # a chip keeps its old count until the trick lands
        self.pulse: dict[tuple[int, str], Tween] = {}
        self.showcase: Showcase | None = None
        self.last_trick: dict[str, Any] | None = None
        # the clock runs only while `live`; a countdown opens every round
        self.live = False
        self.countdown: float | None = None
        self.waiting_round = True
        self.round_panel: dict[str, Any] | None = None
        self.round_panel_left = 0.0
        self._clock_base = 0.0
        self._claims: tuple[Any, list[str]] | None = None
        self._panels: dict[int, tuple[Any, pygame.Surface]] = {}
        self.bar = ButtonBar()
        self.prompt = ""
        self._wrapped: tuple[str, list[str]] = ("", [])
        super().__init__(app, source, demo)
        self.waiting_round = not self.feed.replaying and not self.feed.is_over
        self.build_buttons()

    # -- real time ------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        """Showing events, a round's result, or counting down: nobody acts yet."""
        return self._showing or self.round_panel is not None or self.countdown is not None or self.waiting_round

    @property
    def _showing(self) -> bool:
        return bool(self.queue) or self.current is not None or self.tweens.busy

    def game_time(self, dt: float) -> float:
        if not self.live or self.feed.is_over:
            return 0.0
        return dt * (DEMO_TIME if self.demo else 1.0)

    def round_clock(self) -> float:
        """Seconds since the round started, as this frame sees them (the engine hears every second)."""
        return self.model.clock + self.feed.clock() - self._clock_base + self.feed.unsent_time()

    def human_to_act(self) -> int | None:
        """The person at the screen may act at any moment of a running round."""
        if not self.live or self.feed.is_over or self.viewer is None or self.feed.replaying:
            return None
        return self.viewer if self.viewer in self.feed.local_seats() else None

    def look_away_done(self, ev: Event) -> bool:
        """Hands change all the time in real time: the screen changes hands with N instead."""
        return True

    def countdown_length(self, resume: bool = False) -> float:
        if not self.feed.local_seats():
            return BOT_COUNTDOWN
        return RESUME_COUNTDOWN if resume else COUNTDOWN

    def on_enter(self) -> None:
        # back from the pause (or a hand-over): people get ready again before the clock runs
        if self.live and not self.feed.is_over:
            self.live = False
            self.countdown = self.countdown_length(resume=True)

    def enqueue(self, events: list[Event]) -> None:
        super().enqueue(events)
        self._claims = None
        if any(ev.kind == "round_over" for ev in events):
            # the round is over at once for the engine: the clock stops (the feed dropped the rest)
            self.live = False
            self.countdown = None
            self.waiting_round = not self.feed.is_over

    def act(self, seat: int | None, action: Action) -> bool:
        if not self.live:
            return False
        waiting = len(self.queue)
        ok = super().act(seat, action)
        self.swap_mode = False
        if ok:
            # the person's own action shows at once, ahead of the bots' events still queued
            mine = self.queue[waiting:]
            del self.queue[waiting:]
            self.queue[:0] = mine
            self.current = None
        return ok

    try_act = act

    def update(self, dt: float) -> None:
        super().update(dt)  # the frame's time passes first: a round going live now starts from the next
        if self.round_panel is not None:
            # the round's result stays readable whatever the animation speed
            self.round_panel_left -= dt
            if self.round_panel_left <= 0:
                self.round_panel = None
        elif self.countdown is not None:
            self.countdown -= dt
            if self.countdown <= 0:
                self.go_live()
        elif self.waiting_round and not self._showing and not self.feed.is_over:
            self.waiting_round = False
            self.countdown = self.countdown_length()
        self.turning = {c: a for c, a in self.turning.items() if not a.tween.done}
        self.pulse = {k: tw for k, tw in self.pulse.items() if not tw.done}
        if self.showcase and self.showcase.tween.done:
            self.showcase = None
        self.reconcile()
        self.build_buttons()

    def _next_event(self) -> None:
        if self.round_panel is None or self.feed.replaying:
            super()._next_event()

    def show(self, ev: Event) -> float:
        duration = super().show(ev)
        return duration * 0.4 if len(self.queue) > 4 else duration  # several acted at once: catch up

    def go_live(self) -> None:
        self.countdown = None
        self.live = True
        self.app.sounds.play("click")
        for cid in self.hand():  # the hand turns face up: the race is on
            self.turning[cid] = CardAnim("reveal", self.tween(0.0, 1.0, 0.3))

    def describe(self, ev: Event) -> str | None:
        """The log line, with seat names for the winners and rounds won as a score."""
        data = dict(ev.data)
        if "winners" in data:
            data["winners"] = ", ".join(self.names[w] for w in data["winners"]) or t("monsters.nobody")
        if "rounds_won" in data:
            data["rounds_won"] = "-".join(str(w) for w in data["rounds_won"])
        return i18n.describe(GAME, Event(ev.kind, ev.seat, data, ev.to), self.names)

    # -- the model -> the person's arrangement ----------------------------------------------
    def rebuild(self) -> None:
        super().rebuild()
        self.turning.clear()
        self.pulse.clear()
        self.held.clear()
        self.hidden.clear()
        self.showcase = None

    def sync(self) -> None:
        super().sync()
        self._clock_base = self.feed.clock()
        if not self.anim.flights:
            self.hidden.clear()

    def hand(self) -> list[int]:
        return list(self.model.hand or [])

    def reconcile(self) -> None:
        """Keep the person's arrangement to the cards still in hand (swaps and tricks change it)."""
        hand = self.hand()
        self.stack = [c for c in self.stack if c in hand]
        self.orient = {c: self.orient.get(c, (0, 0)) for c in hand}
        if self.selected not in hand:
            self.selected = self.stack[0] if self.stack else None
        if self.drag and self.drag["card"] not in hand:
            self.drag = None

    def placements(self) -> list[tuple[int, int, int]]:
        return [(c, *self.orient.get(c, (0, 0))) for c in self.stack]

    def claimable(self) -> list[str]:
        """The colours the engine accepts for the stack as built, a missing colour first."""
        seat = self.human_to_act()
        if seat is None or len(self.stack) != self.n:
            return []
        key = (tuple(self.placements()), tuple(self.hand()))
        if self._claims is None or self._claims[0] != key:
            ok = [c for c in self.colour_ids if self.feed.why(seat, self.trick_action(c)) is None]
            counts = self.model.counts[seat]
            prio = [self.colour_ids[k] for k in self.rules.tie_priority]
            ok.sort(key=lambda c: (counts[c] > 0, prio.index(c)))
            self._claims = (key, ok)
        return self._claims[1]

    def trick_action(self, colour: str) -> Action:
        return act("trick", colour, *[v for p in self.placements() for v in p])

    def can_swap(self, cid: int) -> bool:
        seat = self.human_to_act()
        return seat is not None and self.feed.why(seat, act("swap", cid)) is None

    # -- the person's hands-on play ---------------------------------------------------------
    def put_on_stack(self, cid: int, at: int = 0) -> None:
        if cid in self.stack:
            self.stack.remove(cid)
        self.stack.insert(max(0, min(at, len(self.stack))), cid)
        self.selected = cid
        self.app.sounds.play("card")

    def take_back(self, cid: int | None = None) -> None:
        cid = cid if cid is not None else (self.selected if self.selected in self.stack else None)
        if cid is None and self.stack:
            cid = self.stack[0]
        if cid in self.stack:
            self.stack.remove(cid)
            self.selected = self.stack[0] if self.stack else None

    def move_layer(self, cid: int | None, step: int) -> None:
        if cid not in self.stack:
            return
        i = self.stack.index(cid)
        self.stack.insert(max(0, min(len(self.stack) - 1, i + step)), self.stack.pop(i))

    def turn(self, cid: int | None, quarter: int = 1) -> None:
        """A quarter turn clockwise (+1) or anticlockwise (-1), animated."""
        cid = self.target(cid)
        if cid is None:
            return
        rot, flip = self.orient.get(cid, (0, 0))
        self.orient[cid] = ((rot + quarter) % 4, flip)
        self.turning[cid] = CardAnim("rot", self.tween(0.0, 1.0, 0.18, easing=ease_out_cubic), quarter)
        self.selected = cid
        self.app.sounds.play("click")

    def flip(self, cid: int | None) -> None:
        """Turn the card over left to right: the mirror of what is seen (the engine's flip + the turns undone)."""
        cid = self.target(cid)
        if cid is None:
            return
        rot, flip = self.orient.get(cid, (0, 0))
        self.orient[cid] = ((-rot) % 4, 1 - flip)
        self.turning[cid] = CardAnim("flip", self.tween(0.0, 1.0, 0.3), before=(rot, flip))
        self.selected = cid
        self.app.sounds.play("flip")

    def target(self, cid: int | None) -> int | None:
        if cid is None:
            cid = self.selected if self.selected is not None else (self.stack[0] if self.stack else None)
        if cid is None or cid not in self.hand():
            self.flash(t("monsters.pick_first"))
            return None
        return cid

    def claim(self, colour: str | None = None) -> None:
        """Claim the trick; a stack that is no trick is sent anyway, so the engine says why not."""
        seat = self.human_to_act()
        if seat is None:
            return
        if len(self.stack) != self.n:
            self.flash(t("monsters.prompt.partial", n=self.n))
            return
        colours = self.claimable()
        if not colours:
            counts = self.model.counts[seat]
            missing = [self.colour_ids[k] for k in self.rules.tie_priority if not counts[self.colour_ids[k]]]
            colours = missing or self.colour_ids
        self.act(seat, self.trick_action(colour or colours[0]))

    def swap(self, cid: int) -> None:
        seat = self.human_to_act()
        self.swap_mode = False
        if seat is not None:
            self.act(seat, act("swap", cid))

    def toggle_swap(self) -> None:
        self.swap_mode = not self.swap_mode and any(self.can_swap(c) for c in self.hand())

    def next_player(self) -> None:
        """Several people at one screen: the next one takes it (the clock stops meanwhile)."""
        humans = self.feed.local_seats()
        if len(humans) < 2 or self.viewer is None:
            return
        self.stack, self.orient, self.selected, self.swap_mode, self.drag = [], {}, None, False, None
        self.set_viewer(humans[(humans.index(self.viewer) + 1) % len(humans)], look_away=True)

    def card_at(self, pos: tuple[int, int]) -> tuple[str, int | None]:
        """What lies under the pointer: ('hand'|'layer'|'board'|'centre', card) or ('', None)."""
        for i, cid in enumerate(self.hand()):
            if L.hand_slot(i).collidepoint(pos) and cid not in self.stack:
                return "hand", cid
        for i, cid in enumerate(self.stack):
            if L.layer_slot(i).collidepoint(pos):
                return "layer", cid
        if L.board.collidepoint(pos) and self.viewer is not None:
            return "board", (self.selected if self.selected in self.stack else (self.stack[0] if self.stack else None))
        if L.centre.collidepoint(pos):
            return "centre", self.model.centre
        return "", None

    # -- input ------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and (self.swap_mode or self.drag):
            self.swap_mode = False  # Escape first cancels what is under way, then pauses
            self.drag = None
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.human_to_act() is not None:
            where, cid = self.card_at(event.pos)
            if where in ("hand", "layer", "board") and cid is not None:
                self.flip(cid)  # right click flips a card of one's own; elsewhere it inspects
                return
        super().handle(event)

    def handle_table(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self.drag is not None:
                self.drag["pos"] = event.pos
                sx, sy = self.drag["start"]
                if abs(event.pos[0] - sx) + abs(event.pos[1] - sy) > 6:
                    self.drag["moved"] = True
            self.bar.handle(event)
            return
        if self.round_panel is not None and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.round_panel_left = 0.0  # seen: go on
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_n:
            self.next_player()
            return
        if self.human_to_act() is None:
            if event.type == pygame.MOUSEBUTTONUP:
                self.drag = None  # the round stopped under the pointer: the card goes back
            self.bar.handle(event)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            if not self.bar.handle(event):
                self.press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.release(event.pos)
        elif event.type == pygame.MOUSEWHEEL:
            where, cid = self.card_at(self.mouse)
            if where in ("hand", "layer", "board") and cid is not None and event.y:
                self.turn(cid, 1 if event.y > 0 else -1)
        elif event.type == pygame.KEYDOWN:
            self.key(event)

    def key(self, event: pygame.event.Event) -> None:
        k = event.key
        hand = self.hand()
        if pygame.K_1 <= k <= pygame.K_9 or pygame.K_KP1 <= k <= pygame.K_KP9:
            i = k - (pygame.K_1 if k <= pygame.K_9 else pygame.K_KP1)
            if i < len(hand):
                cid = hand[i]
                if self.swap_mode:
                    self.swap(cid)
                elif cid in self.stack:
                    self.selected = cid
                else:
                    self.put_on_stack(cid)
            return
        keys: dict[int, Callable[[], None]] = {
            pygame.K_s: self.toggle_swap,
            pygame.K_r: lambda: self.turn(None, -1 if event.mod & pygame.KMOD_SHIFT else 1),
            pygame.K_f: lambda: self.flip(None),
            pygame.K_BACKSPACE: self.take_back,
            pygame.K_DELETE: self.take_back,
            pygame.K_UP: lambda: self.move_layer(self.selected, -1),
            pygame.K_DOWN: lambda: self.move_layer(self.selected, 1),
        }
        if k in keys:
            keys[k]()
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.bar.focus < 0:
            self.claim()
        else:
            self.bar.handle(event)

    def press(self, pos: tuple[int, int]) -> None:
        where, cid = self.card_at(pos)
        if where == "centre":
            self.toggle_swap()
        elif cid is not None and where:
            self.selected = cid
            self.drag = {"card": cid, "from": where, "start": pos, "pos": pos, "moved": False}

    def release(self, pos: tuple[int, int]) -> None:
        drag, self.drag = self.drag, None
        if drag is None:
            return
        cid, origin = drag["card"], drag["from"]
        if not drag["moved"]:
            if self.swap_mode:
                self.swap(cid)
            elif origin == "hand":
                self.put_on_stack(cid)
            return
        if L.centre.collidepoint(pos):
            self.swap(cid)
            return
        for i in range(self.n):
            if L.layer_slot(i).collidepoint(pos):
                self.put_on_stack(cid, i)
                return
        if L.board.collidepoint(pos):
            self.put_on_stack(cid, 0)
        elif origin != "hand":
            self.take_back(cid)

    # -- buttons and prompt -----------------------------------------------------------------
    def build_buttons(self) -> None:
        seat = self.human_to_act()
        buttons: list[Button] = []
        if len(self.feed.local_seats()) > 1:
            buttons.append(Button(Rect(760, L.button_y, 186, 46), t("monsters.btn.next"), self.next_player))
        if seat is None:
            self.prompt = self.idle_prompt()
            self.bar.set(buttons)
            return
        x = L.hand.x
        has_card = bool(self.stack) or self.selected is not None
        for key, action, width, enabled in (
            ("turn", lambda: self.turn(None), 108, has_card),
            ("flip", lambda: self.flip(None), 108, has_card),
            ("back", self.take_back, 120, bool(self.stack)),
            ("swap", self.toggle_swap, 112, self.model.centre is not None),
        ):
            b = Button(Rect(x, L.button_y, width, 46), t(f"monsters.btn.{key}"), action, enabled=enabled)
            if key == "swap" and self.swap_mode:
                b.color = self.pres.colors["swap_button"]
            buttons.append(b)
            x += width + 8
        colours = self.claimable()
        for i, colour in enumerate(colours[:2]):
            label = t("monsters.btn.claim", colour=i18n.name(GAME, colour)) + (" ⏎" if i == 0 else "")
            buttons.append(Button(Rect(L.board.x + i * 206, L.claim_y, 200, 46), label,
                                  lambda c=colour: self.claim(c), color=self.pres.colors["claim_button"]))
        self.bar.set(buttons)
        self.prompt = self.play_prompt(colours)

    def idle_prompt(self) -> str:
        if self.feed.is_over:
            return t("monsters.prompt.over")
        if self.countdown is not None or self.waiting_round or self.round_panel is not None:
            return t("monsters.prompt.ready")
        return ""  # a spectator has its own heading

    def play_prompt(self, colours: list[str]) -> str:
        if self.swap_mode:
            return t("monsters.prompt.swap")
        if colours:
            return t("monsters.prompt.trick", colour=i18n.name(GAME, colours[0]))
        if not self.stack:
            return t("monsters.prompt.empty")
        if len(self.stack) < self.n:
            return t("monsters.prompt.partial", n=self.n)
        return t("monsters.prompt.full")

    # -- inspect ----------------------------------------------------------------------------
    def inspect_at(self, pos: tuple[int, int]) -> tuple[str, str] | None:
        where, cid = self.card_at(pos)
        if cid is not None and where:
            if not self.faces_up():
                return t("monsters.inspect.cover_name"), t("monsters.inspect.cover")
            name, body = self.card_text(cid)
            return name, body + (" " + t("monsters.inspect.centre") if where == "centre" else "")
        m = self.model
        if L.deck.collidepoint(pos):
            return t("monsters.inspect.deck_name", n=m.deck), t("monsters.inspect.deck", k=self.n)
        if L.clock.collidepoint(pos):
            if m.solo:
                return t("monsters.inspect.sand_name"), t("monsters.inspect.sand", s=f"{m.hourglass or 0:g}")
            return t("monsters.inspect.clock_name"), t("monsters.inspect.clock", stall=self.rules.stall_swaps)
        lt = self.last_trick
        if lt is not None and (L.last.collidepoint(pos) or (self.viewer is None and L.board.collidepoint(pos))):
            lines = ", ".join(t(f"monsters.line.{n}") for n in lt["lines"])
            name = t("monsters.inspect.trick_name", colour=i18n.name(GAME, lt["colour"]), who=self.names[lt["seat"]])
            return name, t("monsters.inspect.trick", cards=", ".join(map(str, lt["cards"])), lines=lines)
        for seat in range(len(m.hand_sizes)):
            for k, colour in enumerate(self.colour_ids):
                if L.chip(seat, k).collidepoint(pos):
                    n = m.counts[seat][colour]
                    return i18n.name(GAME, colour), t("monsters.inspect.token", who=self.names[seat], n=n)
            if L.seat_panel(seat).collidepoint(pos):
                body = t("monsters.inspect.seat", hand=m.hand_sizes[seat], n=sum(m.counts[seat].values()),
                         won=m.rounds_won[seat])
                return self.names[seat], body
        return None

    def card_text(self, cid: int) -> tuple[str, str]:
        """A card's name and what it shows, from deck.yaml (its monsters by colour, its holes)."""
        grid = self.defs.cards.cards[cid].grid
        per = [sum(1 for v in grid if v == k) for k in range(len(self.colour_ids))]
        colours = ", ".join(f"{n} {i18n.name(GAME, c)}" for c, n in zip(self.colour_ids, per, strict=True) if n)
        body = t("monsters.inspect.card", n=sum(per), colours=colours, holes=sum(1 for v in grid if v == HOLE))
        return t("monsters.inspect.card_name", id=cid), body

    # -- art ----------------------------------------------------------------------------------
    def reload_art(self) -> None:
        super().reload_art()
        self.pieces.clear()
        self._panels.clear()

    def reload_defs(self) -> None:
        """A colour's look (rgb, symbol) edited in rules.yaml shows at once; the rules stay the match's."""
        try:
            rules = load_rules()
        except DataError as exc:  # a definition being edited may be broken for a moment
            self.flash(str(exc))
            return
        if [c.id for c in rules.colours] == self.colour_ids:
            self.pieces.colours = rules.colours
            self.app.art.reload()

    def faces_up(self) -> bool:
        """Hand and centre face up only while the round runs and the table has the screen (and in replays)."""
        if self.feed.is_over or self.feed.replaying:
            return True
        return self.live and self.app.stack.top is self

    def fly(self, draw: Callable[[int], pygame.Surface], start: tuple[float, float], end: tuple[float, float],
            size: tuple[int, int], duration: float, delay: float = 0.0, hides: tuple[str, int] | None = None,
            on_done: Callable[[], None] | None = None) -> None:
        """A card (or a stack) flying from one centre to another, growing from size[0] to size[1]."""
        def landed() -> None:
            if hides is not None:
                self.hidden.discard(hides)
            if on_done is not None:
                on_done()

        def draw_at(surf: pygame.Surface, rect: Rect, _p: float) -> None:
            img = draw(max(8, rect.w))
            surf.blit(img, img.get_rect(center=rect.center))

        if hides is not None:
            self.hidden.add(hides)
        s0, s1 = Rect(0, 0, size[0], size[0]), Rect(0, 0, size[1], size[1])
        s0.center, s1.center = (round(start[0]), round(start[1])), (round(end[0]), round(end[1]))
        self.anim.fly(draw_at, s0, s1, duration, delay=delay, on_done=landed)

    def face(self, cid: int) -> Callable[[int], pygame.Surface]:
        return lambda size: self.pieces.face(cid, 0, 0, size)

    def face_or_cover(self, cid: int) -> Callable[[int], pygame.Surface]:
        """A card dealt before the round starts travels face down: nobody sees it before the others."""
        return lambda size: self.pieces.face(cid, 0, 0, size) if self.faces_up() else self.pieces.cover(size)

    # -- events -> animations (the model already holds each event) ---------------------------
    def on_round_start(self, ev: Event) -> None:
        self.last_trick = None
        self.held.clear()
        self._clock_base = self.feed.clock()
        solo = self.model.solo
        text = t("monsters.solo_info") if solo else t("monsters.banner.round", n=ev.data["round"],
                                                       best_of=ev.data["best_of"])
        self.anim.banner(text, self.banner_center, 1.4, ACCENT)

    def on_deal(self, ev: Event) -> None:
        hand = self.hand()
        for i, cid in enumerate(ev.data["cards"]):
            slot = hand.index(cid) if cid in hand else i
            self.fly(self.face_or_cover(cid), L.deck.center, L.hand_slot(slot).center, (L.deck.w, L.hand.w),
                     0.45, delay=0.09 * i, hides=("hand", cid))

    on_draw = on_deal

    def on_dealt(self, ev: Event) -> None:
        end = L.seat_panel(ev.seat).move(0, -14).center if ev.seat is not None else L.deck.center
        for i in range(ev.data["count"]):
            dest = (end[0] - 40 + 30 * i, end[1] + 10)
            self.fly(self.pieces.cover, L.deck.center, dest, (L.deck.w, 26), 0.4, delay=0.07 * i)

    on_drew = on_dealt

    def on_centre(self, ev: Event) -> None:
        cid = ev.data["card"]
        self.fly(self.face_or_cover(cid), L.deck.center, L.centre.center, (L.deck.w, L.centre.w), 0.45,
                 hides=("centre", cid))

    def on_swap(self, ev: Event) -> None:
        gave, took = ev.data["gave"], ev.data["took"]
        hand = self.hand()
        seat = ev.seat if ev.seat is not None else 0
        mine = seat == self.viewer and took in hand
        place = L.hand_slot(hand.index(took)).center if mine else L.seat_panel(seat).center
        size = L.hand.w if mine else 40
        self.fly(self.face(gave), place, L.centre.center, (size, L.centre.w), 0.45, hides=("centre", gave))
        self.fly(self.face(took), L.centre.center, place, (L.centre.w, size), 0.45, delay=0.05,
                 hides=("hand", took) if mine else None)

    def on_trick(self, ev: Event) -> None:
        d = ev.data
        seat = ev.seat if ev.seat is not None else 0
        placements = [(c, r, f) for c, r, f in zip(d["cards"], d["rot"], d["flip"], strict=True)]
        rect = L.board_card() if seat == self.viewer or self.viewer is None else L.last_card_rect()
        self.showcase = Showcase(seat, d["colour"], placements, list(d["lines"]), rect, self.tween(0.0, 1.0, 1.1))
        key = (seat, d["colour"])
        self.held[key] = d["count"] - 1

        def landed() -> None:
            self.held.pop(key, None)
            self.pulse[key] = self.tween(0.0, 1.0, 0.6)

        chip = L.chip(seat, self.colour_ids.index(d["colour"]))
        self.fly(lambda size: self.pieces.stacked(placements, size), rect.center, chip.center, (rect.w, chip.w),
                 0.4, delay=1.0, on_done=landed)
        self.last_trick = {"seat": seat, "colour": d["colour"], "cards": list(d["cards"]),
                           "placements": placements, "lines": list(d["lines"])}
        colour = i18n.name(GAME, d["colour"])
        text = t("monsters.banner.your_trick", colour=colour) if seat == self.viewer else \
            t("monsters.banner.trick", who=self.names[seat], colour=colour)
        self.anim.banner(text, self.banner_center, 1.4, SEAT_COLORS[seat % 4])

    def on_stalled(self, ev: Event) -> None:
        if self.anim.banner_item is not None:  # the presentation's banner, in the colour of a lost round
            self.anim.banner_item.color = self.pres.colors["end_banner"]

    on_deck_out = on_sand_out = on_stalled

    def banner(self, text: str, duration: float = 1.0) -> None:
        self.anim.banner(text, self.banner_center, 1.4)

    def on_round_over(self, ev: Event) -> None:
        won = self.viewer in ev.data["winners"] or self.viewer is None
        self.app.sounds.play("win" if won else "miss")
        if not self.feed.replaying:
            self.round_panel = dict(ev.data)
            self.round_panel_left = ROUND_PANEL if self.feed.local_seats() else ROUND_PANEL / 2

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        super().draw(surf)
        self.draw_drag(surf)
        self.draw_overlay(surf)

    def draw_table(self, surf: pygame.Surface) -> None:
        self.pieces.drawn = set()
        self.draw_info(surf)
        for seat in range(len(self.model.hand_sizes)):
            self.draw_seat(surf, seat)
        self.draw_centre(surf)
        if self.viewer is None:
            self.draw_spectator(surf)
        else:
            self.draw_board(surf)
            self.draw_layers(surf)
            self.draw_last(surf)
            self.draw_hand(surf)
        self.draw_prompt(surf)
        self.bar.draw(surf)
        self.draw_showcase(surf)

    @property
    def faces_drawn(self) -> set[int]:
        """Card faces drawn in the last frame (tests check that no secret reaches the screen)."""
        return self.pieces.drawn

    def draw_info(self, surf: pygame.Surface) -> None:
        m = self.model
        if m.solo:
            line1, line2 = t("monsters.solo_info"), t("monsters.solo_goal")
        else:
            line1 = t("monsters.round_info", round=m.round, best_of=m.best_of)
            line2 = t("monsters.realtime", to_win=m.rounds_to_win)
        width = L.clock.x - L.board.x - 12
        surf.blit(render(line1, fit(line1, width, 18, True), INK, bold=True), (L.board.x, 56))
        surf.blit(render(line2, fit(line2, width, 15), MUTED), (L.board.x, 82))
        now = self.round_clock()
        x, y = L.clock.x + 6, L.clock.y + 2
        if not m.solo:
            surf.blit(render(t("monsters.clock"), 14, MUTED), (x, y))
            surf.blit(render(clock_text(now), 26, INK, bold=True), (x, y + 18))
            return
        total = m.hourglass or 0.0
        left = max(0.0, total - now)
        c = self.pres.colors
        low = left <= 15 and not int(left * 4) % 2
        sand = c["sand_low"] if low else c["sand"]
        frac = max(0.0, min(1.0, left / total)) if total else 0.0
        art.draw_hourglass(surf, x - 2, y, frac, sand, c["glass"], c["wood"], self.live)
        surf.blit(render(t("monsters.sand"), 14, MUTED), (x + 36, y))
        surf.blit(render(clock_text(left), 24, sand if left <= 15 else INK, bold=True), (x + 36, y + 17))

    def shown_count(self, seat: int, colour: str) -> int:
        return self.held.get((seat, colour), self.model.counts[seat][colour])

    def draw_seat(self, surf: pygame.Surface, seat: int) -> None:
        """A seat's panel, redrawn only when what it shows changes (it is drawn every frame)."""
        m = self.model
        stacking = seat != self.viewer and self.feed.seats[seat].startswith("bot") and self.live and not m.over
        dots = 1 + int(pygame.time.get_ticks() / 350) % 3 if stacking else 0
        counts = tuple(self.shown_count(seat, c) for c in self.colour_ids)
        key = (self.names[seat], seat == self.viewer, counts, m.hand_sizes[seat], tuple(m.rounds_won),
               m.rounds_to_win, m.solo, dots, i18n.lang, self.app.art.generation)
        cached = self._panels.get(seat)
        if cached is None or cached[0] != key:
            cached = (key, self.render_seat(seat, counts, dots))
            self._panels[seat] = cached
        surf.blit(cached[1], L.seat_panel(seat))
        for k, colour in enumerate(self.colour_ids):
            pulse = self.pulse.get((seat, colour))
            if pulse is not None:  # a trick just landed on this colour
                chip = L.chip(seat, k)
                grow = int(10 * math.sin(math.pi * pulse.progress))
                pygame.draw.circle(surf, ACCENT, chip.center, chip.w // 2 + 3 + grow, 3)

    def render_seat(self, seat: int, counts: tuple[int, ...], dots: int) -> pygame.Surface:
        m = self.model
        r = L.seat_panel(seat)
        out = pygame.Surface(r.size).convert() if pygame.display.get_surface() else pygame.Surface(r.size)
        out.fill(FELT)  # the panels lie on the bare felt: an opaque copy blits fast and looks the same
        local = Rect(0, 0, r.w, r.h)
        panel(out, local, 205)
        color = SEAT_COLORS[seat % 4]
        if seat == self.viewer:
            pygame.draw.rect(out, color, local, 3, border_radius=12)
        name = self.names[seat] + (f"  ({t('monsters.you')})" if seat == self.viewer else "")
        out.blit(render(name, fit(name, r.w - 90, 17, True), color, bold=True), (10, 8))
        if not m.solo:  # rounds won, out of the rounds needed
            for i in range(m.rounds_to_win):
                c = (r.w - 16 - i * 18, 18)
                if i < m.rounds_won[seat]:
                    pygame.draw.circle(out, ACCENT, c, 7)
                pygame.draw.circle(out, ACCENT, c, 7, 2)
        n_hand = m.hand_sizes[seat]
        if seat != self.viewer:  # the hand face down, unless it is the viewer's (shown large below)
            for i in range(n_hand):
                out.blit(self.pieces.cover(26), (10 + i * 30, 34))
            if dots:
                out.blit(render(t("monsters.stacking") + "." * dots, 14, MUTED), (14 + n_hand * 30, 40))
        else:
            out.blit(render(t("monsters.hand_below"), 14, MUTED), (10, 40))
        tr = render(t("monsters.tricks", n=sum(counts)), 14, INK)
        out.blit(tr, (r.w - 10 - tr.get_width(), 40))
        for k, colour in enumerate(self.colour_ids):
            chip = L.chip(seat, k).move(-r.x, -r.y)
            out.blit(self.pieces.token(colour, chip.w, dim=not counts[k]), chip)
            label = render(str(counts[k]), 16, INK, bold=True) if counts[k] else render("0", 15, MUTED)
            out.blit(label, (chip.right + 3, chip.y + (5 if counts[k] else 6)))
        return out

    def draw_centre(self, surf: pygame.Surface) -> None:
        deck, cid = self.model.deck, self.model.centre
        for i in range(min(6, deck // 6 + 1) if deck else 0):
            surf.blit(self.pieces.cover(L.deck.w), (L.deck.x - i * 2, L.deck.y - i * 2))
        if not deck:
            pygame.draw.rect(surf, FELT_DARK, L.deck, border_radius=8)
        label = render(t("monsters.deck", n=deck), 15, INK)
        surf.blit(label, label.get_rect(midtop=(L.deck.centerx, L.deck.bottom + 8)))
        pygame.draw.rect(surf, FELT_DARK, L.centre.inflate(8, 8), border_radius=12)
        if cid is not None and ("centre", cid) not in self.hidden:
            up = self.faces_up()
            surf.blit(self.pieces.face(cid, 0, 0, L.centre.w) if up else self.pieces.cover(L.centre.w), L.centre)
        if self.swap_mode:
            pygame.draw.rect(surf, ACCENT, L.centre.inflate(10, 10), 4, border_radius=14)
        label = render(t("monsters.centre"), 15, INK)
        surf.blit(label, label.get_rect(midtop=(L.centre.centerx, L.centre.bottom + 8)))

    def draw_card(self, surf: pygame.Surface, cid: int, center: tuple[int, int], size: int,
                  orient: tuple[int, int] | None = None, alpha: int = 255) -> None:
        rot, flip = orient if orient is not None else self.orient.get(cid, (0, 0))
        anim = self.turning.get(cid)
        img = self.pieces.face(cid, rot, flip, size)
        if anim is not None:
            p = anim.tween.value
            if anim.kind == "rot":
                img = pygame.transform.rotozoom(img, anim.turn * 90 * (1 - p), 1.0)
            else:
                if p < 0.5:
                    before = self.pieces.face(cid, *anim.before, size) if anim.kind == "flip" else None
                    img = before or self.pieces.cover(size)
                img = pygame.transform.smoothscale(img, (max(2, int(size * abs(math.cos(math.pi * p)))), size))
        if alpha < 255:
            img = img.copy()
            img.set_alpha(alpha)
        surf.blit(img, img.get_rect(center=center))

    def lines(self, surf: pygame.Surface, rect: Rect, names: list[str], strength: float) -> None:
        art.draw_lines(surf, rect, names, strength, ACCENT)

    def draw_board(self, surf: pygame.Surface) -> None:
        pygame.draw.rect(surf, FELT_DARK, L.board, border_radius=16)
        card = L.board_card()
        if not self.stack:
            for i in range(9):  # where the circles will be
                pygame.draw.circle(surf, self.pres.colors["hint_circle"], cell_centre(card, i), card.w * 0.125, 2)
            label = render(t("monsters.stack_here"), 15, MUTED)
            surf.blit(label, label.get_rect(center=(L.board.centerx, L.board.bottom - 16)))
            return
        if not self.faces_up():
            for _ in self.stack:
                surf.blit(self.pieces.cover(L.big), card)
            return
        dragging = self.drag["card"] if self.drag and self.drag["moved"] else None
        for cid, rot, flip in reversed(self.placements()):  # bottom card first
            if cid != dragging:
                self.draw_card(surf, cid, card.center, card.w, (rot, flip))
        if dragging is None and not any(c in self.turning for c in self.stack):
            shown = self.defs.cards.shown(self.placements())
            names = [n for k in range(len(self.colour_ids)) for n in lines_of(shown, k)]
            # a full stack pulses its lines; fewer cards only hint them (a trick stacks all the cards)
            full = len(self.stack) == self.n
            self.lines(surf, card, names, 0.75 + 0.25 * math.sin(pygame.time.get_ticks() / 180) if full else 0.35)

    def draw_layers(self, surf: pygame.Surface) -> None:
        """The stack's cards from the top down: select, drag to reorder or off to take back."""
        surf.blit(render(t("monsters.layers"), 13, MUTED), (L.layer.x, L.layer.y - 18))
        for i in range(self.n):
            r = L.layer_slot(i)
            pygame.draw.rect(surf, FELT_DARK, r.inflate(6, 6), border_radius=8)
            key = "top" if i == 0 else ("bottom" if i == self.n - 1 else "middle")
            lab = render(t(f"monsters.layer.{key}"), 12, MUTED)
            surf.blit(lab, lab.get_rect(midleft=(r.right + 8, r.centery)))
            if i >= len(self.stack) or (self.drag and self.drag["moved"] and self.drag["card"] == self.stack[i]):
                continue
            cid = self.stack[i]
            if self.faces_up():
                self.draw_card(surf, cid, r.center, L.layer.w)
            else:
                surf.blit(self.pieces.cover(L.layer.w), r)
            if cid == self.selected:
                pygame.draw.rect(surf, ACCENT, r.inflate(8, 8), 3, border_radius=9)
        if self.drag and self.drag["moved"]:
            for i in range(self.n):
                if L.layer_slot(i).collidepoint(self.drag["pos"]):
                    pygame.draw.rect(surf, OK, L.layer_slot(i).inflate(10, 10), 3, border_radius=10)

    def draw_last(self, surf: pygame.Surface) -> None:
        panel(surf, L.last, 170)
        lt = self.last_trick
        if lt is None:
            surf.blit(render(t("monsters.no_trick_yet"), 15, MUTED), (L.last.x + 10, L.last.y + 10))
            return
        head = t("monsters.last_trick", who=self.names[lt["seat"]])
        img = render(head, fit(head, L.last.w - 20, 15), SEAT_COLORS[lt["seat"] % 4])
        surf.blit(img, (L.last.x + 10, L.last.y + 8))
        rect = L.last_card_rect()
        if self.showcase is not None and self.showcase.rect == rect:
            return  # the showcase draws it right now
        surf.blit(self.pieces.stacked(lt["placements"], rect.w), rect)
        self.lines(surf, rect, lt["lines"], 0.9)
        self.draw_trick_caption(surf, lt, L.last.x + 14 + rect.w, rect.y + 6)

    def draw_trick_caption(self, surf: pygame.Surface, lt: dict[str, Any], x: int, y: int) -> None:
        surf.blit(self.pieces.token(lt["colour"], 30), (x, y))
        surf.blit(render(i18n.name(GAME, lt["colour"]), 16, INK, bold=True), (x + 36, y + 6))
        for j, name in enumerate(lt["lines"][:3]):
            surf.blit(render(t(f"monsters.line.{name}"), 14, MUTED), (x, y + 40 + j * 20))

    def draw_hand(self, surf: pygame.Surface) -> None:
        hand = self.hand()
        for i in range(self.n):
            r = L.hand_slot(i)
            pygame.draw.rect(surf, FELT_DARK, r.inflate(8, 8), border_radius=12)
            if i >= len(hand) or ("hand", hand[i]) in self.hidden:
                continue  # no card, or still on its way
            cid = hand[i]
            surf.blit(render(str(i + 1), 15, ACCENT, bold=True), (r.x, r.bottom + 8))
            surf.blit(render(t("monsters.card", id=cid), 14, MUTED), (r.x + 18, r.bottom + 9))
            if cid in self.stack:
                pygame.draw.rect(surf, self.pres.colors["on_stack"], r, 2, border_radius=10)
                lab = render(t("monsters.on_stack"), 14, MUTED)
                surf.blit(lab, lab.get_rect(center=r.center))
                continue
            if self.drag and self.drag["moved"] and self.drag["card"] == cid:
                continue
            if self.faces_up() or cid in self.turning:
                self.draw_card(surf, cid, r.center, L.hand.w)
            else:
                surf.blit(self.pieces.cover(L.hand.w), r)
            if self.swap_mode:
                pygame.draw.rect(surf, ACCENT, r.inflate(10, 10), 3, border_radius=12)
            elif cid == self.selected:
                pygame.draw.rect(surf, INK, r.inflate(10, 10), 2, border_radius=12)

    def draw_spectator(self, surf: pygame.Surface) -> None:
        """Everybody is a bot: the latest trick on the board, and who is stacking."""
        pygame.draw.rect(surf, FELT_DARK, L.board, border_radius=16)
        lt, card = self.last_trick, L.board_card()
        if lt is not None and self.showcase is None:
            surf.blit(self.pieces.stacked(lt["placements"], card.w), card)
            self.lines(surf, card, lt["lines"], 0.9)
            panel(surf, L.last, 170)
            head = t("monsters.last_trick", who=self.names[lt["seat"]])
            img = render(head, fit(head, L.last.w - 20, 16, True), SEAT_COLORS[lt["seat"] % 4], bold=True)
            surf.blit(img, (L.last.x + 10, L.last.y + 10))
            self.draw_trick_caption(surf, lt, L.last.x + 14, L.last.y + 40)
        elif lt is None:
            label = render(t("monsters.no_trick_yet"), 16, MUTED)
            surf.blit(label, label.get_rect(center=L.board.center))
        top = L.hand.y - 6
        head = render(t("monsters.spectating"), 18, ACCENT, bold=True)
        surf.blit(head, (L.hand.x, top))
        if self.demo:
            tag = render(t("monsters.demo_speed", k=f"{DEMO_TIME:g}"), 14, MUTED)
            surf.blit(tag, (L.hand.x + head.get_width() + 14, top + 3))
        ticks = pygame.time.get_ticks() / 1000
        for seat, n_hand in enumerate(self.model.hand_sizes):
            x, y = L.hand.x + (seat % 2) * 330, top + 34 + (seat // 2) * 84
            surf.blit(render(self.names[seat], 15, SEAT_COLORS[seat % 4], bold=True), (x, y))
            for i in range(n_hand):
                wob = math.sin(ticks * 3 + i * 1.7 + seat) * (4 if self.live and not self.model.over else 0)
                img = pygame.transform.rotate(self.pieces.cover(40), wob * 2)
                surf.blit(img, img.get_rect(center=(x + 24 + i * 46, y + 46 + wob)))
            for i, tr in enumerate(self.model.tricks[seat][-4:]):  # this round's tricks, before the seat
                placements = list(zip(tr["cards"], tr["rot"], tr["flip"], strict=True))
                surf.blit(self.pieces.stacked(placements, 40), (x + 160 + i * 44, y + 26))

    def draw_prompt(self, surf: pygame.Surface) -> None:
        if not self.prompt:
            return
        if self._wrapped[0] != self.prompt:
            self._wrapped = (self.prompt, wrap(self.prompt, 650, 16)[:2])
        for i, line in enumerate(self._wrapped[1]):
            surf.blit(render(line, 16, INK), (L.hand.x, 598 + 19 * i))

    def draw_showcase(self, surf: pygame.Surface) -> None:
        sc = self.showcase
        if sc is None:
            return
        p = sc.tween.progress
        size = max(8, int(sc.rect.w * (0.6 + 0.4 * ease_out_back(min(1.0, p / 0.3)))))
        rect = Rect(0, 0, size, size)
        rect.center = sc.rect.center
        glow = Rect(rect).inflate(16, 16)
        pygame.draw.rect(surf, FELT_DARK, glow, border_radius=16)  # holes show the table, not the frame
        pygame.draw.rect(surf, self.rules.colours[self.colour_ids.index(sc.colour)].rgb, glow, 6, border_radius=16)
        surf.blit(pygame.transform.smoothscale(self.pieces.stacked(sc.placements, sc.rect.w), rect.size), rect)
        self.lines(surf, rect, sc.lines, 0.6 + 0.4 * math.sin(p * math.pi * 4))

    def draw_drag(self, surf: pygame.Surface) -> None:
        if self.drag and self.drag["moved"]:
            self.draw_card(surf, self.drag["card"], self.drag["pos"], L.hand.w, alpha=215)

    def draw_overlay(self, surf: pygame.Surface) -> None:
        if self.round_panel is not None:
            self.draw_round_panel(surf, self.round_panel)
        elif self.countdown is not None:
            r = Rect(0, 0, 260, 150)
            r.center = L.board.center
            panel(surf, r, 225)
            head = render(t("monsters.get_ready"), 20, INK)
            surf.blit(head, head.get_rect(midtop=(r.centerx, r.y + 14)))
            frac = self.countdown - math.floor(self.countdown) if self.countdown % 1 else 1.0
            big = render(str(max(1, math.ceil(self.countdown))), int(48 + 24 * frac), ACCENT, bold=True)
            surf.blit(big, big.get_rect(center=(r.centerx, r.y + 92)))

    def draw_round_panel(self, surf: pygame.Surface, d: dict[str, Any]) -> None:
        r = L.round_panel
        panel(surf, r, 248)
        pygame.draw.rect(surf, ACCENT, r, 2, border_radius=12)
        winners = d["winners"]
        names = ", ".join(self.names[w] for w in winners)
        if self.model.solo:
            head = t("monsters.panel.solo_won") if winners else t("monsters.panel.solo_lost")
        else:
            head = t("monsters.panel.won" if len(winners) == 1 else "monsters.panel.shared", n=d["round"], who=names)
        img = render(head, fit(head, r.w - 30, 26, True), ACCENT, bold=True)
        surf.blit(img, img.get_rect(midtop=(r.centerx, r.y + 16)))
        reason = render(i18n.name(GAME, d["reason"]), 17, INK)
        surf.blit(reason, reason.get_rect(midtop=(r.centerx, r.y + 54)))
        y = r.y + 92
        for seat, counts in enumerate(d["counts"][:4]):
            name = self.names[seat]
            surf.blit(render(name, fit(name, 180, 16, True), SEAT_COLORS[seat % 4], bold=True), (r.x + 20, y + 6))
            for k, colour in enumerate(self.colour_ids):
                x, n = r.x + 200 + k * 54, counts.get(colour, 0)
                surf.blit(self.pieces.token(colour, 28, dim=not n), (x, y))
                surf.blit(render(str(n), 16, INK if n else MUTED, bold=bool(n)), (x + 32, y + 5))
            if not self.model.solo:
                won = render(t("monsters.rounds_won", n=d["rounds_won"][seat]), 14, MUTED)
                surf.blit(won, (r.right - 24 - won.get_width(), y + 7))
            y += 40
        foot = render(t("monsters.panel.over" if self.feed.is_over else "monsters.panel.next"), 15, MUTED)
        surf.blit(foot, foot.get_rect(midbottom=(r.centerx, r.bottom - 12)))

    # -- results ----------------------------------------------------------------------------
    def result_lines(self) -> list[str]:
        """One line per seat (rounds won, or the colours in solo), then one per round and why it ended."""
        res, history = self.feed.result(), self.model.history
        lines = []
        for s, name in enumerate(self.names):
            mark = "★ " if s in res.winners else "   "
            if self.model.solo:
                last = history[-1]["counts"][s] if history else {}
                score = t("monsters.result.solo", n=len(last), of=len(self.colour_ids),
                          sand=f"{res.details.get('sand_left', 0):.0f}")
            else:
                score = t("monsters.result.rounds", n=self.model.rounds_won[s])
            lines.append(f"{mark}{name}: {score}")
        for h in history[-(9 - len(lines)):]:
            who = ", ".join(self.names[w] for w in h["winners"]) or t("monsters.nobody")
            line = t("monsters.result.round", n=h["round"], who=who, reason=i18n.name(GAME, h["reason"]))
            if h["reason"] != "all_colours" and h["winners"] and h["counts"][h["winners"][0]]:
                counts = h["counts"][h["winners"][0]]  # a deck-out is won on the best single colour: say which
                colour = max(counts, key=lambda c: counts[c])
                line += " · " + t("monsters.result.best", n=counts[colour], colour=i18n.name(GAME, colour))
            lines.append(line)
        return lines
