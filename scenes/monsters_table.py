"""The Monsters, punched cards table: everybody stacks at once, in real time.

The person's three cards lie in a row; the stacking board shows the stack live
(each circle the top-most monster, holes show what lies below, the table shows
through three holes) and highlights a line of three as soon as it forms. The
engine is real time: this scene feeds it the time that passes (only while the
round runs: a countdown opens each round, the pause stops the clock) and lets
each bot act once its own delay has run out, so a replay of the log plays the
round again exactly.

Mouse: drag a hand card onto the board to stack it (a click stacks it too);
drag a stacked card (from the board or the layer list beside it) onto another
layer to reorder it, off the board to take it back, onto the centre card to
swap it. Mouse wheel over a card turns it a quarter turn (up: clockwise, down:
anticlockwise; over the board it turns the selected card), right click flips it
over. Click the centre card then a hand card to swap them. Buttons for the rest,
and one claim button per colour the stack shows.
Keyboard: 1, 2, 3 stack that card (or select it when it is stacked already);
R turns the selected card clockwise, Shift+R anticlockwise; F flips it;
Up/Down move it up or down the stack; Backspace (or Delete) takes it back;
Enter claims the trick; S then 1-3 swaps that card for the centre card (Esc
cancels); N hands the screen to the next person when several share it;
Tab walks the buttons; Escape or P pauses (the hand is hidden while paused).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game import i18n
from game.core import Action, Event, act
from game.i18n import t
from game.monsters.cards import LINES, lines_of
from game.monsters.defs import load_defs, load_rules
from scenes import monsters_art as pieces
from scenes.table import SEAT_COLORS, TableScene
from scenes.ui import ACCENT, FELT, FELT_DARK, INK, MUTED, OK, PANEL, Button, ButtonBar, panel
from sprites.fonts import fit_text, render, wrap
from sprites.tween import Tween, ease_out_back, ease_out_cubic

GAME = "monsters"

# -- layout (1280x720 canvas; the base draws the log panel at x 960-1270) --------------------
PANEL_X, PANEL_W, PANEL_H, PANEL_GAP = 12, 266, 108, 8
BOARD = pygame.Rect(292, 116, 256, 256)  # the stacking board
BIG = 236  # a card on the board
LAYER_X, LAYER_Y, LAYER, LAYER_STEP = 562, 122, 64, 82
CLAIM_Y = 382
HAND_X, HAND_Y, HAND, HAND_STEP = 296, 440, 128, 152
DECK = pygame.Rect(706, 86, 92, 92)
CENTRE = pygame.Rect(818, 76, 124, 124)
LAST = pygame.Rect(700, 234, 246, 142)
LAST_CARD = 100
CLOCK = pygame.Rect(586, 52, 104, 52)
BUTTON_Y = 640

COUNTDOWN = 3.0  # real seconds before a round starts (people get ready)
RESUME_COUNTDOWN = 2.0  # after a pause or a change of person
BOT_COUNTDOWN = 0.8  # nobody to wait for
ROUND_PANEL = 4.0  # real seconds the round's result stays (Enter or a click goes on)
FLUSH_EVERY = 1.0  # seconds of time gathered before the engine is told (one log entry each)
DEMO_TIME = 1.5  # a demo runs the match clock this much faster, so a few seconds show real play
MAX_BOT_ACTS = 8  # per frame


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


def cell_centre(rect: pygame.Rect, i: int) -> tuple[float, float]:
    """The centre of circle i (0-8) on a card drawn in `rect`."""
    x, y = pieces.cell_centre(rect.width, i)
    return rect.x + x, rect.y + y


@dataclass
class CardAnim:
    """A card turning on the table: `rot` (a quarter turn, `turn` = +1 clockwise) or `flip`."""

    kind: str
    tween: Tween
    turn: int = 1
    before: tuple[int, int] = (0, 0)


@dataclass
class Flyer:
    """Something travelling across the table; `hides` keeps its destination empty until it lands."""

    draw: Callable[[int], pygame.Surface]
    start: tuple[float, float]  # centres
    end: tuple[float, float]
    size: tuple[int, int]  # from, to
    tween: Tween
    hides: tuple[Any, ...] | None = None


@dataclass
class Showcase:
    """A trick just taken, shown stacked with its line before it goes to its owner."""

    seat: int
    colour: str
    placements: list[tuple[int, int, int]]
    lines: list[str]
    rect: pygame.Rect
    tween: Tween


class MonstersTable(TableScene):
    def __init__(self, app: Any, match: Any, demo: bool = False) -> None:
        self.defs = load_defs()
        self.rules = self.defs.rules
        self.colour_ids = list(self.rules.colour_ids)
        self.colours = self.rules.colours  # how each colour looks (re-read when rules.yaml changes)
        self.n = self.rules.hand_size
        # the person's own arrangement (the engine only hears of it when a trick is claimed)
        self.stack: list[int] = []  # top first
        self.orient: dict[int, tuple[int, int]] = {}  # card -> (quarter turns, flip)
        self.selected: int | None = None
        self.swap_mode = False
        self.drag: dict[str, Any] | None = None
        self.mouse = (0, 0)
        self.anims: dict[int, CardAnim] = {}
        self.flyers: list[Flyer] = []
        self.hidden: set[tuple[Any, ...]] = set()
        self.showcase: Showcase | None = None
        self.last_trick: dict[str, Any] | None = None
        self.banner: tuple[str, tuple[int, int, int], Tween] | None = None
        self.pulse: dict[tuple[int, str], Tween] = {}
        self.shown_counts: list[dict[str, int]] = [dict.fromkeys(self.colour_ids, 0) for _ in match.seats]
        # real time: the clock runs only while `live`; a countdown opens every round
        self.live = False
        self.countdown: float | None = None
        self.waiting_round = True
        self.round_panel: dict[str, Any] | None = None
        self.round_panel_left = 0.0
        self.pending = 0.0  # seconds gone by that the engine has not been told of yet
        self._due: dict[int, float] | None = None  # bot seat -> round clock at which it acts
        self._view: tuple[Any, dict[str, Any]] | None = None
        self._claims: tuple[Any, list[str]] | None = None
        self._cards: dict[tuple[Any, ...], pygame.Surface] = {}
        self._panels: dict[int, tuple[Any, pygame.Surface]] = {}
        self.faces_drawn: set[int] = set()  # card faces drawn in the last frame (tests check secrets)
        self.bar = ButtonBar()
        self.prompt = ""
        self._wrapped: tuple[str, list[str]] = ("", [])
        super().__init__(app, match, demo)
        self.sync()
        self.build_buttons()

    # -- real time ------------------------------------------------------------------------
    @property
    def time_factor(self) -> float:
        return DEMO_TIME if self.demo else 1.0

    @property
    def busy(self) -> bool:
        return super().busy or self.round_panel is not None

    def human_to_act(self) -> int | None:
        """The person at the screen may act at any moment of a running round."""
        if not self.live or self.match.state.is_over or self.viewer is None:
            return None
        return self.viewer if self.match.seats[self.viewer] == "human" else None

    def look_away_done(self, ev: Event) -> bool:
        """Hands change all the time in real time: the screen changes hands with N instead."""
        return True

    def countdown_length(self, resume: bool = False) -> float:
        if not self.match.humans():
            return BOT_COUNTDOWN
        return RESUME_COUNTDOWN if resume else COUNTDOWN

    def on_enter(self) -> None:
        # back from the pause (or another screen): people get ready again before the clock runs
        if self.live and not self.match.state.is_over:
            self.live = False
            self.countdown = self.countdown_length(resume=True)

    def feed(self, events: list[Event]) -> None:
        super().feed(events)
        self._due = None
        self._view = None
        for ev in events:
            if ev.kind == "round_over":
                # the round is over at once for the engine: freeze the clock and the bots
                self.live = False
                self.pending = 0.0
                self.countdown = None
                self.waiting_round = not self.match.state.is_over
            if self.viewer is not None and ev.seat == self.viewer:
                # what lands in the hand stays out of sight until its flight arrives
                if ev.kind in ("deal", "draw"):
                    self.hidden.update(("hand", c) for c in ev.data["cards"])
                elif ev.kind == "swap":
                    self.hidden.add(("hand", ev.data["took"]))
            if ev.kind == "swap":
                self.hidden.add(("centre", ev.data["gave"]))

    def _flush(self, seconds: float | None = None) -> None:
        """Tell the engine that time went by (all that is pending, or up to a bot's moment)."""
        amount = self.pending if seconds is None else min(max(0.0, seconds), self.pending)
        self.pending -= amount
        if amount <= 0 or self.match.state.is_over:
            return
        events = self.match.pass_time(amount)
        self._view = None
        if events:
            self.feed(events)
            self.autosave()

    def bot_due(self) -> dict[int, float]:
        """When each bot acts, on the round clock; asked again after anything happens."""
        if self._due is None:
            st = self.match.state
            self._due = {}
            for seat, bot in self.match.bots.items():
                legal = st.legal_actions(seat)
                if legal:
                    self._due[seat] = st.clock + bot.delay(st.view(seat), legal)
        return self._due

    def run_clock(self, dt: float) -> None:
        """A frame of real time: bots whose delay ran out act at their exact moment, in order."""
        st = self.match.state
        self.pending += dt
        for _ in range(MAX_BOT_ACTS):
            if st.is_over or not self.live:
                return
            dues = self.bot_due()
            now = st.clock + self.pending
            first = min(((when, seat) for seat, when in dues.items()), default=None)
            if st.solo and now >= st.hourglass and (first is None or first[0] >= st.hourglass):
                rest = self.pending - (st.hourglass - st.clock)
                self._flush(st.hourglass - st.clock)  # the sand runs out, at its exact moment
                if not st.is_over:  # rounding left the clock a hair short of the hourglass
                    self.pending = max(rest, 1e-9)
                    self._flush()
                self.pending = 0.0
                return
            if first is None or first[0] > now:
                break
            when, seat = first
            self._flush(when - st.clock)
            if st.is_over or not self.live:
                return
            events = self.match.play(seat, self.match.bot_choice(seat))
            self.feed(events)
            self.autosave()
        if self.pending >= FLUSH_EVERY:
            self._flush()

    def act(self, seat: int, action: Action) -> bool:
        if not self.live or self.match.state.is_over:
            return False
        self._flush()  # the action happens now: the time before it is the engine's first
        if self.match.state.is_over or not self.live:
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

    # -- the frame ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.tweens.speed = self.speed
        self.tweens.step(dt)
        self.flyers = [f for f in self.flyers if not f.tween.done]
        self.anims = {c: a for c, a in self.anims.items() if not a.tween.done}
        self.pulse = {k: tw for k, tw in self.pulse.items() if not tw.done}
        if self.banner and self.banner[2].done:
            self.banner = None
        if self.showcase and self.showcase.tween.done:
            self.showcase = None
        if self.round_panel is not None:
            # the round's result stays readable whatever the animation speed
            self.round_panel_left -= dt
            if self.round_panel_left <= 0:
                self.round_panel = None
        else:
            if self.current is not None:
                self.hold -= dt
                if self.hold <= 0:
                    self.current = None
            if self.current is None:
                self._next_event()
        idle = not self.busy
        if idle:
            self.sync()
        self.reconcile()
        st = self.match.state
        if not st.is_over:
            if self.live:
                self.run_clock(dt * self.time_factor)
            elif self.countdown is not None:
                self.countdown -= dt
                if self.countdown <= 0:
                    self.go_live()
            elif self.waiting_round and idle:
                self.waiting_round = False
                self.countdown = self.countdown_length()
        elif idle and not self.finished_shown:
            self.finished_shown = True
            self.autosave()
            self.open_results()
        self.build_buttons()

    def go_live(self) -> None:
        self.countdown = None
        self.live = True
        self._due = None
        self.app.sounds.play("click")
        for cid in self.hand():  # the hand turns face up: the race is on
            self.anims[cid] = CardAnim("reveal", self.tween(0.0, 1.0, 0.3))

    def _next_event(self) -> None:
        while self.queue and self.current is None and self.round_panel is None:
            ev = self.queue.pop(0)
            if not ev.visible_to(self.viewer):
                continue
            twin = ev.kind in ("dealt", "drew") and ev.seat == self.viewer  # the private line said it all
            line = None if twin else self.describe(ev)
            if line:
                self.log.add(line, SEAT_COLORS[ev.seat % 4] if ev.seat is not None else INK)
            duration = self.present(ev)
            if self.speed <= 0:
                self.tweens.finish_all()
                duration = 0.0
            else:
                duration /= self.speed
            if len(self.queue) > 4:
                duration *= 0.4  # several seats acted at once: the screen catches up faster
            if duration > 0:
                self.current = ev
                self.hold = duration

    def describe(self, ev: Event) -> str | None:
        """The log line, with seat names for the winners and rounds won as a score."""
        data = dict(ev.data)
        if "winners" in data:
            data["winners"] = ", ".join(self.names[w] for w in data["winners"]) or t("monsters.nobody")
        if "rounds_won" in data:
            data["rounds_won"] = "-".join(str(w) for w in data["rounds_won"])
        return i18n.describe(GAME, Event(ev.kind, ev.seat, data, ev.to), self.names)

    # -- engine view -> screen ------------------------------------------------------------
    @property
    def view(self) -> dict[str, Any]:
        st = self.match.state
        key = (len(self.match.moves), self.viewer, st.round, st.clock, st.is_over)
        if self._view is None or self._view[0] != key:
            self._view = (key, st.view(self.viewer))
        return self._view[1]

    def hand(self) -> list[int]:
        return list(self.view.get("hand", []))

    def sync(self) -> None:
        """The screen has caught up: counters from the view, nothing left hidden."""
        v = self.view
        self.shown_counts = [dict(c) for c in v["colour_counts"]]
        if not self.flyers:
            self.hidden.clear()

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
        """The colours the engine accepts for the stack as built, the preferred one first."""
        seat = self.human_to_act()
        if seat is None or len(self.stack) != self.n:
            return []
        key = (tuple(self.placements()), tuple(self.hand()), len(self.match.moves))
        if self._claims is None or self._claims[0] != key:
            st = self.match.state
            ok = [c for c in self.colour_ids if st.why_illegal(seat, self.trick_action(c)) is None]
            counts = self.view["colour_counts"][seat]
            prio = [self.colour_ids[k] for k in self.rules.tie_priority]
            ok.sort(key=lambda c: (counts[c] > 0, prio.index(c)))  # a missing colour first
            self._claims = (key, ok)
        return self._claims[1]

    def trick_action(self, colour: str) -> Action:
        args: list[int | str] = [colour]
        for p in self.placements():
            args += list(p)
        return act("trick", *args)

    def swap_action(self, cid: int) -> Action | None:
        seat = self.human_to_act()
        if seat is None:
            return None
        a = act("swap", cid)
        return a if a in self.match.state.legal_actions(seat) else None

    # -- the person's hands-on play -----------------------------------------------------------
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
        j = max(0, min(len(self.stack) - 1, i + step))
        self.stack.insert(j, self.stack.pop(i))

    def turn(self, cid: int | None, quarter: int = 1) -> None:
        """A quarter turn clockwise (+1) or anticlockwise (-1), animated."""
        cid = self.target(cid)
        if cid is None:
            return
        rot, flip = self.orient.get(cid, (0, 0))
        self.orient[cid] = ((rot + quarter) % 4, flip)
        self.anims[cid] = CardAnim("rot", self.tween(0.0, 1.0, 0.18, easing=ease_out_cubic), quarter)
        self.selected = cid
        self.app.sounds.play("click")

    def flip(self, cid: int | None) -> None:
        """Turn the card over left to right: the mirror of what is seen (the engine's flip + the turns undone)."""
        cid = self.target(cid)
        if cid is None:
            return
        rot, flip = self.orient.get(cid, (0, 0))
        self.orient[cid] = ((-rot) % 4, 1 - flip)
        self.anims[cid] = CardAnim("flip", self.tween(0.0, 1.0, 0.3), before=(rot, flip))
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
        seat = self.human_to_act()
        colours = self.claimable()
        if seat is None or not colours:
            return
        self.act(seat, self.trick_action(colour or colours[0]))

    def swap(self, cid: int) -> None:
        a = self.swap_action(cid)
        seat = self.human_to_act()
        self.swap_mode = False
        if a is not None and seat is not None:
            self.act(seat, a)

    def next_player(self) -> None:
        """Several people at one screen: the next one takes it (the clock stops meanwhile)."""
        from scenes.common import LookAway

        humans = self.match.humans()
        if len(humans) < 2 or self.viewer is None:
            return
        self._flush()
        self.viewer = humans[(humans.index(self.viewer) + 1) % len(humans)]
        self._view = None
        self.stack, self.orient, self.selected, self.swap_mode, self.drag = [], {}, None, False, None
        self.app.stack.push(LookAway(self.app, self.names[self.viewer]))

    # -- geometry ------------------------------------------------------------------------------
    def panel_rect(self, seat: int) -> pygame.Rect:
        return pygame.Rect(PANEL_X, 58 + seat * (PANEL_H + PANEL_GAP), PANEL_W, PANEL_H)

    def chip_rect(self, seat: int, colour: str) -> pygame.Rect:
        r = self.panel_rect(seat)
        k = self.colour_ids.index(colour)
        return pygame.Rect(r.x + 10 + k * 51, r.y + 68, 28, 28)

    def hand_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(HAND_X + i * HAND_STEP, HAND_Y, HAND, HAND)

    def layer_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(LAYER_X, LAYER_Y + i * LAYER_STEP, LAYER, LAYER)

    def board_card(self) -> pygame.Rect:
        r = pygame.Rect(0, 0, BIG, BIG)
        r.center = BOARD.center
        return r

    def last_card(self) -> pygame.Rect:
        return pygame.Rect(LAST.x + 8, LAST.y + 32, LAST_CARD, LAST_CARD)

    def card_at(self, pos: tuple[int, int]) -> tuple[str, int | None]:
        """What lies under the pointer: ('hand'|'layer'|'board'|'centre', card) or ('', None)."""
        hand = self.hand()
        for i, cid in enumerate(hand):
            if self.hand_rect(i).collidepoint(pos) and cid not in self.stack:
                return "hand", cid
        for i, cid in enumerate(self.stack):
            if self.layer_rect(i).collidepoint(pos):
                return "layer", cid
        if BOARD.collidepoint(pos):
            return "board", (self.selected if self.selected in self.stack else (self.stack[0] if self.stack else None))
        if CENTRE.collidepoint(pos):
            return "centre", self.view["centre"]
        return "", None

    # -- input ---------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and (self.swap_mode or self.drag):
            self.swap_mode = False  # Escape first cancels what is under way, then pauses
            self.drag = None
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
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.mouse = event.pos
            if event.button == 1:
                if not self.bar.handle(event):
                    self.press(event.pos)
            elif event.button == 3:
                where, cid = self.card_at(event.pos)
                if where in ("hand", "layer", "board") and cid is not None:
                    self.flip(cid)
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.release(event.pos)
            return
        if event.type == pygame.MOUSEWHEEL:
            where, cid = self.card_at(self.mouse)
            if where in ("hand", "layer", "board") and cid is not None and event.y:
                self.turn(cid, 1 if event.y > 0 else -1)
            return
        if event.type == pygame.KEYDOWN:
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
        if k == pygame.K_s:
            self.swap_mode = not self.swap_mode and any(self.swap_action(c) for c in hand)
        elif k == pygame.K_r:
            self.turn(None, -1 if event.mod & pygame.KMOD_SHIFT else 1)
        elif k == pygame.K_f:
            self.flip(None)
        elif k in (pygame.K_BACKSPACE, pygame.K_DELETE):
            self.take_back()
        elif k == pygame.K_UP:
            self.move_layer(self.selected, -1)
        elif k == pygame.K_DOWN:
            self.move_layer(self.selected, 1)
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.bar.focus < 0:
            self.claim()
        else:
            self.bar.handle(event)

    def press(self, pos: tuple[int, int]) -> None:
        where, cid = self.card_at(pos)
        if where == "centre":
            self.swap_mode = not self.swap_mode and any(self.swap_action(c) for c in self.hand())
            return
        if cid is None or where == "":
            return
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
        if CENTRE.collidepoint(pos):
            self.swap(cid)
            return
        for i in range(self.n):
            if self.layer_rect(i).collidepoint(pos):
                self.put_on_stack(cid, i)
                return
        if BOARD.collidepoint(pos):
            self.put_on_stack(cid, 0)
        elif origin != "hand":
            self.take_back(cid)

    # -- buttons and prompt ------------------------------------------------------------------
    def build_buttons(self) -> None:
        seat = self.human_to_act()
        buttons: list[Button] = []
        if len(self.match.humans()) > 1:
            buttons.append(Button(pygame.Rect(760, BUTTON_Y, 186, 46), t("monsters.btn.next"), self.next_player))
        if seat is None:
            self.prompt = self.idle_prompt()
            self.bar.set(buttons)
            return
        hand = self.hand()
        x = HAND_X
        has_card = bool(self.stack) or self.selected is not None
        for label, action, width, enabled in (
            (t("monsters.btn.turn"), lambda: self.turn(None), 108, has_card),
            (t("monsters.btn.flip"), lambda: self.flip(None), 108, has_card),
            (t("monsters.btn.back"), self.take_back, 120, bool(self.stack)),
            (t("monsters.btn.swap"), self.toggle_swap, 112, any(self.swap_action(c) for c in hand)),
        ):
            b = Button(pygame.Rect(x, BUTTON_Y, width, 46), label, action, enabled=enabled)
            if label == t("monsters.btn.swap") and self.swap_mode:
                b.color = (130, 100, 40)
            buttons.append(b)
            x += width + 8
        colours = self.claimable()
        for i, colour in enumerate(colours[:2]):
            label = t("monsters.btn.claim", colour=i18n.name(GAME, colour)) + (" ⏎" if i == 0 else "")
            rect = pygame.Rect(BOARD.x + i * 206, CLAIM_Y, 200, 46)
            buttons.append(Button(rect, label, lambda c=colour: self.claim(c), color=(60, 110, 70)))
        self.bar.set(buttons)
        self.prompt = self.play_prompt(colours)

    def toggle_swap(self) -> None:
        self.swap_mode = not self.swap_mode

    def idle_prompt(self) -> str:
        st = self.match.state
        if st.is_over:
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

    # -- art ---------------------------------------------------------------------------------------
    def reload_art(self) -> None:
        super().reload_art()
        self._cards.clear()
        self._panels.clear()

    def card_img(self, cid: int, rot: int, flip: int, size: int) -> pygame.Surface:
        """A card as it lies: its front or its verso, turned `rot` quarter turns clockwise."""
        self.faces_drawn.add(cid)
        key = (cid, rot % 4, flip, size)
        img = self._cards.get(key)
        if img is None:
            card = self.defs.cards.cards[cid]
            if flip:
                base = self.app.art.image(GAME, pieces.verso_id(cid), (size, size), self._verso(card))
            else:
                base = self.app.art.image(GAME, pieces.card_id(cid), (size, size),
                                          pieces.card_front(card, self.colours))
            img = pygame.transform.rotate(base, -90 * (rot % 4)) if rot % 4 else base
            self._cards[key] = img
        return img

    def _verso(self, card: Any) -> Callable[[tuple[int, int]], pygame.Surface]:
        """Without a verso in the pack, a designer's front is mirrored: the back is the mirror image."""
        if not self.app.art.has_art(GAME, pieces.card_id(card.id)):
            return pieces.card_verso(card, self.colours)

        def mirrored(size: tuple[int, int]) -> pygame.Surface:
            front = self.app.art.image(GAME, pieces.card_id(card.id), size, pieces.card_front(card, self.colours))
            return pygame.transform.flip(front, True, False)

        return mirrored

    def cover(self, size: int) -> pygame.Surface:
        """A card face down (another seat's hand, the deck): every card alike, nothing leaks."""
        return self.app.art.image(GAME, pieces.COVER_ID, (size, size), pieces.cover())

    def token(self, colour: str, size: int, dim: bool = False) -> pygame.Surface:
        col = self.colours[self.colour_ids.index(colour)]
        img = self.app.art.image(GAME, colour, (size, size), pieces.token(col))
        if not dim:
            return img
        key = ("dim", colour, size)
        out = self._cards.get(key)
        if out is None:
            out = self._cards[key] = img.copy()
            out.set_alpha(70)  # a colour still missing
        return out

    def reload_defs(self) -> None:
        """A colour's look (rgb, symbol) edited in rules.yaml shows at once; the rules stay the match's."""
        try:
            rules = load_rules()
        except Exception as exc:  # a definition being edited may be broken for a moment
            self.flash(str(exc))
            return
        if [c.id for c in rules.colours] == self.colour_ids:
            self.colours = rules.colours
            self.app.art.reload()

    def stacked(self, placements: list[tuple[int, int, int]], size: int) -> pygame.Surface:
        """Cards stacked exactly (bottom first): the holes let the lower cards show."""
        key = ("stack", tuple(placements), size)
        img = self._cards.get(key)
        if img is None:
            img = pygame.Surface((size, size), pygame.SRCALPHA)
            for cid, rot, flip in reversed(placements):
                img.blit(self.card_img(cid, rot, flip, size), (0, 0))
            self._cards[key] = img
        for cid, _, _ in placements:
            self.faces_drawn.add(cid)
        return img

    # -- events -> animations -----------------------------------------------------------------------
    def present(self, ev: Event) -> float:
        d = ev.data
        kind = ev.kind
        if kind == "round_start":
            self.shown_counts = [dict.fromkeys(self.colour_ids, 0) for _ in self.match.seats]
            self.last_trick = None
            solo = self.match.state.num_seats == 1
            banner = t("monsters.solo_info") if solo else t("monsters.banner.round", n=d["round"], best_of=d["best_of"])
            self.show_banner(banner, ACCENT)
            return 0.7
        if kind in ("deal", "draw"):
            hand = self.hand()
            for i, cid in enumerate(d["cards"]):
                slot = hand.index(cid) if cid in hand else i
                self.fly(self.face_or_cover(cid), DECK.center, self.hand_rect(slot).center, (DECK.w, HAND),
                         0.45, delay=0.09 * i, hides=("hand", cid))
            self.app.sounds.play("card")
            return 0.45
        if kind in ("dealt", "drew"):
            if ev.seat == self.viewer:
                return 0.0  # the private twin showed these very cards
            end = self.panel_rect(ev.seat).move(0, -14).center if ev.seat is not None else DECK.center
            for i in range(d["count"]):
                dest = (end[0] - 40 + 30 * i, end[1] + 10)
                self.fly(self.cover, DECK.center, dest, (DECK.w, 26), 0.4, delay=0.07 * i)
            return 0.3
        if kind == "centre":
            cid = d["card"]
            self.fly(self.face_or_cover(cid), DECK.center, CENTRE.center, (DECK.w, CENTRE.w), 0.45,
                     hides=("centre", cid))
            return 0.4
        if kind == "swap":
            gave, took = d["gave"], d["took"]
            hand = self.hand()
            if ev.seat == self.viewer and took in hand:
                place: tuple[float, float] = self.hand_rect(hand.index(took)).center
                size = HAND
            else:
                place, size = self.panel_rect(ev.seat).center, 40
            self.fly(self.face(gave), place, CENTRE.center, (size, CENTRE.w), 0.45, hides=("centre", gave))
            self.fly(self.face(took), CENTRE.center, place, (CENTRE.w, size), 0.45, delay=0.05,
                     hides=("hand", took) if ev.seat == self.viewer else None)
            self.app.sounds.play("card")
            return 0.5
        if kind == "trick":
            return self.present_trick(ev)
        if kind in ("stalled", "deck_out", "sand_out"):
            self.show_banner(t(f"monsters.banner.{kind}"), (240, 140, 110))
            self.app.sounds.play("miss")
            return 1.0
        if kind == "round_over":
            self.round_panel = dict(d)
            self.round_panel_left = ROUND_PANEL if self.match.humans() else ROUND_PANEL / 2
            self.app.sounds.play("win" if self.viewer in d["winners"] or self.viewer is None else "miss")
            return 0.0
        if kind == "match_over":
            return 0.3
        return 0.0

    def present_trick(self, ev: Event) -> float:
        d = ev.data
        seat = ev.seat if ev.seat is not None else 0
        placements = [(c, r, f) for c, r, f in zip(d["cards"], d["rot"], d["flip"], strict=True)]
        own = seat == self.viewer or self.viewer is None
        rect = self.board_card() if own else self.last_card()
        self.showcase = Showcase(seat, d["colour"], placements, list(d["lines"]), rect, self.tween(0.0, 1.0, 1.1))
        chip = self.chip_rect(seat, d["colour"])
        count = d["count"]

        def landed() -> None:
            self.shown_counts[seat][d["colour"]] = count
            self.pulse[(seat, d["colour"])] = self.tween(0.0, 1.0, 0.6)

        def img(size: int) -> pygame.Surface:
            return self.stacked(placements, size)

        tw = self.tween(0.0, 1.0, 0.4, delay=1.0, easing=ease_out_cubic, on_done=landed)
        self.flyers.append(Flyer(img, rect.center, chip.center, (rect.w, chip.w), tw))
        self.last_trick = {"seat": seat, "colour": d["colour"], "placements": placements, "lines": list(d["lines"])}
        who = self.names[seat]
        colour = i18n.name(GAME, d["colour"])
        text = t("monsters.banner.your_trick", colour=colour) if seat == self.viewer else \
            t("monsters.banner.trick", who=who, colour=colour)
        self.show_banner(text, SEAT_COLORS[seat % 4])
        self.app.sounds.play("pair")
        return 1.3

    def fly(self, draw: Callable[[int], pygame.Surface], start: tuple[float, float], end: tuple[float, float],
            size: tuple[int, int], duration: float, delay: float = 0.0, hides: tuple[Any, ...] | None = None) -> None:
        def landed() -> None:
            if hides is not None:
                self.hidden.discard(hides)

        if hides is not None:
            self.hidden.add(hides)
        tw = self.tween(0.0, 1.0, duration, delay=delay, easing=ease_out_cubic, on_done=landed)
        self.flyers.append(Flyer(draw, start, end, size, tw, hides))

    def face(self, cid: int) -> Callable[[int], pygame.Surface]:
        return lambda size: self.card_img(cid, 0, 0, size)

    def face_or_cover(self, cid: int) -> Callable[[int], pygame.Surface]:
        """A card dealt before the round starts travels face down: nobody sees it before the others."""
        return lambda size: self.card_img(cid, 0, 0, size) if self.faces_up() else self.cover(size)

    def show_banner(self, text: str, color: tuple[int, int, int]) -> None:
        self.banner = (text, color, self.tween(0.0, 1.0, 1.4))

    # -- drawing ----------------------------------------------------------------------------------
    def faces_up(self) -> bool:
        """Hand and centre face up only while the round runs and the table has the screen."""
        if self.match.state.is_over:
            return True
        return self.live and self.app.stack.top is self

    def draw_table(self, surf: pygame.Surface) -> None:
        self.faces_drawn = set()
        v = self.view
        self.draw_info(surf, v)
        for seat in range(len(self.match.seats)):
            self.draw_seat(surf, seat, v)
        self.draw_centre(surf, v)
        if self.viewer is None:
            self.draw_spectator(surf, v)
        else:
            self.draw_board(surf, v)
            self.draw_layers(surf)
            self.draw_last(surf)
            self.draw_hand(surf, v)
        self.draw_prompt(surf)
        self.bar.draw(surf)
        self.draw_showcase(surf)
        for f in self.flyers:
            if f.tween.elapsed < f.tween.delay:
                continue
            k = f.tween.value
            pos = (f.start[0] + (f.end[0] - f.start[0]) * k, f.start[1] + (f.end[1] - f.start[1]) * k)
            size = max(8, int(f.size[0] + (f.size[1] - f.size[0]) * k))
            img = f.draw(size)
            surf.blit(img, img.get_rect(center=(int(pos[0]), int(pos[1]))))
        self.draw_drag(surf)
        self.draw_banner(surf)
        self.draw_overlay(surf, v)

    def draw_info(self, surf: pygame.Surface, v: dict[str, Any]) -> None:
        if v["solo"]:
            line1, line2 = t("monsters.solo_info"), t("monsters.solo_goal")
        else:
            line1 = t("monsters.round_info", round=v["round"], best_of=v["best_of"])
            line2 = t("monsters.realtime", to_win=v["rounds_to_win"])
        width = CLOCK.x - BOARD.x - 12
        surf.blit(render(line1, fit(line1, width, 18, True), INK, bold=True), (BOARD.x, 56))
        surf.blit(render(line2, fit(line2, width, 15), MUTED), (BOARD.x, 82))
        now = v["clock"] + self.pending
        if v["solo"]:
            self.draw_hourglass(surf, v["hourglass"], max(0.0, v["hourglass"] - now))
        else:
            surf.blit(render(t("monsters.clock"), 14, MUTED), (CLOCK.x + 6, CLOCK.y + 2))
            surf.blit(render(clock_text(now), 26, INK, bold=True), (CLOCK.x + 6, CLOCK.y + 20))

    def draw_hourglass(self, surf: pygame.Surface, total: float, left: float) -> None:
        """The solo hourglass: the sand runs from the top bulb to the bottom one."""
        x, y, w, h = CLOCK.x + 4, CLOCK.y + 2, 28, 46
        frac = max(0.0, min(1.0, left / total)) if total else 0.0
        glass = (200, 215, 225)
        sand = (232, 196, 110) if left > 15 or int(left * 4) % 2 else (240, 120, 90)
        mid = (x + w / 2, y + h / 2)
        top = [(x, y), (x + w, y), mid]
        bottom = [(x, y + h), (x + w, y + h), mid]
        # top bulb: a smaller triangle of sand sitting in the neck
        if frac > 0:
            k = math.sqrt(frac)
            pygame.draw.polygon(surf, sand, [(mid[0] - w / 2 * k, mid[1] - h / 2 * k),
                                             (mid[0] + w / 2 * k, mid[1] - h / 2 * k), mid])
        if frac < 1:
            k = math.sqrt(1 - frac)
            yb = y + h - h / 2 * k
            half = w / 2 * (1 - (yb - mid[1]) / (h / 2)) if yb > mid[1] else 0
            pygame.draw.polygon(surf, sand, [(mid[0] - w / 2, y + h), (mid[0] + w / 2, y + h),
                                             (mid[0] + w / 2 - half, yb), (mid[0] - w / 2 + half, yb)])
        if 0 < frac < 1 and self.live:
            pygame.draw.line(surf, sand, mid, (mid[0], y + h - 2), 2)
        pygame.draw.polygon(surf, glass, top, 2)
        pygame.draw.polygon(surf, glass, bottom, 2)
        pygame.draw.line(surf, (150, 120, 80), (x - 4, y), (x + w + 4, y), 4)
        pygame.draw.line(surf, (150, 120, 80), (x - 4, y + h), (x + w + 4, y + h), 4)
        surf.blit(render(t("monsters.sand"), 14, MUTED), (x + w + 10, y))
        surf.blit(render(clock_text(left), 24, sand if left <= 15 else INK, bold=True), (x + w + 10, y + 17))

    def draw_seat(self, surf: pygame.Surface, seat: int, v: dict[str, Any]) -> None:
        """A seat's panel, redrawn only when what it shows changes (it is drawn every frame)."""
        r = self.panel_rect(seat)
        stacking = seat != self.viewer and seat in self.match.bots and self.live and not v["over"]
        dots = 1 + int(pygame.time.get_ticks() / 350) % 3 if stacking else 0
        key = (self.names[seat], seat == self.viewer, tuple(self.shown_counts[seat].items()), v["hand_sizes"][seat],
               tuple(v["rounds_won"]), v["rounds_to_win"], v["solo"], dots, i18n.lang, self.app.art.generation)
        cached = self._panels.get(seat)
        if cached is None or cached[0] != key:
            cached = (key, self.render_seat(seat, v, dots))
            self._panels[seat] = cached
        surf.blit(cached[1], r)
        for colour in self.colour_ids:
            pulse = self.pulse.get((seat, colour))
            if pulse is not None:  # a trick just landed on this colour
                chip = self.chip_rect(seat, colour)
                grow = int(10 * math.sin(math.pi * pulse.progress))
                pygame.draw.circle(surf, ACCENT, chip.center, chip.w // 2 + 3 + grow, 3)

    def render_seat(self, seat: int, v: dict[str, Any], dots: int) -> pygame.Surface:
        r = self.panel_rect(seat)
        out = pygame.Surface(r.size).convert() if pygame.display.get_surface() else pygame.Surface(r.size)
        out.fill(FELT)  # the panels lie on the bare felt: an opaque copy blits fast and looks the same
        local = pygame.Rect(0, 0, r.w, r.h)
        panel(out, local, 205)
        color = SEAT_COLORS[seat % 4]
        if seat == self.viewer:
            pygame.draw.rect(out, color, local, 3, border_radius=12)
        name = self.names[seat] + (f"  ({t('monsters.you')})" if seat == self.viewer else "")
        out.blit(render(name, fit(name, PANEL_W - 90, 17, True), color, bold=True), (10, 8))
        if not v["solo"]:  # rounds won, out of the rounds needed
            for i in range(v["rounds_to_win"]):
                c = (r.w - 16 - i * 18, 18)
                if i < v["rounds_won"][seat]:
                    pygame.draw.circle(out, ACCENT, c, 7)
                pygame.draw.circle(out, ACCENT, c, 7, 2)
        # the hand, face down unless it is the viewer's (shown large below)
        n_hand = v["hand_sizes"][seat]
        if seat != self.viewer:
            for i in range(n_hand):
                out.blit(self.cover(26), (10 + i * 30, 34))
            if dots:
                out.blit(render(t("monsters.stacking") + "." * dots, 14, MUTED), (14 + n_hand * 30, 40))
        else:
            out.blit(render(t("monsters.hand_below"), 14, MUTED), (10, 40))
        total = sum(self.shown_counts[seat].values())
        tr = render(t("monsters.tricks", n=total), 14, INK)
        out.blit(tr, (r.w - 10 - tr.get_width(), 40))
        for colour in self.colour_ids:
            chip = self.chip_rect(seat, colour).move(-r.x, -r.y)
            count = self.shown_counts[seat].get(colour, 0)
            out.blit(self.token(colour, chip.w, dim=not count), chip)
            if count:
                out.blit(render(str(count), 16, INK, bold=True), (chip.right + 3, chip.y + 5))
            else:
                out.blit(render("0", 15, MUTED), (chip.right + 3, chip.y + 6))
        return out

    def draw_centre(self, surf: pygame.Surface, v: dict[str, Any]) -> None:
        for i in range(min(6, max(0, v["deck"] // 6 + 1)) if v["deck"] else 0):
            surf.blit(self.cover(DECK.w), (DECK.x - i * 2, DECK.y - i * 2))
        if not v["deck"]:
            pygame.draw.rect(surf, FELT_DARK, DECK, border_radius=8)
        label = render(t("monsters.deck", n=v["deck"]), 15, INK)
        surf.blit(label, label.get_rect(midtop=(DECK.centerx, DECK.bottom + 8)))
        cid = v["centre"]
        pygame.draw.rect(surf, FELT_DARK, CENTRE.inflate(8, 8), border_radius=12)
        if cid is not None and ("centre", cid) not in self.hidden:
            img = self.card_img(cid, 0, 0, CENTRE.w) if self.faces_up() else self.cover(CENTRE.w)
            surf.blit(img, CENTRE)
        if self.swap_mode:
            pygame.draw.rect(surf, ACCENT, CENTRE.inflate(10, 10), 4, border_radius=14)
        label = render(t("monsters.centre"), 15, INK)
        surf.blit(label, label.get_rect(midtop=(CENTRE.centerx, CENTRE.bottom + 8)))

    def draw_stack_cards(self, surf: pygame.Surface, placements: list[tuple[int, int, int]], rect: pygame.Rect,
                         skip: int | None = None) -> None:
        """The stack as it lies, bottom card first, each with its own turn or flip animation."""
        for cid, rot, flip in reversed(placements):
            if cid != skip:
                self.draw_card(surf, cid, rect.center, rect.w, (rot, flip))

    def draw_card(self, surf: pygame.Surface, cid: int, center: tuple[int, int], size: int,
                  orient: tuple[int, int] | None = None, alpha: int = 255) -> None:
        rot, flip = orient if orient is not None else self.orient.get(cid, (0, 0))
        anim = self.anims.get(cid)
        img = self.card_img(cid, rot, flip, size)
        if anim is not None:
            p = anim.tween.value
            if anim.kind == "rot":
                img = pygame.transform.rotozoom(img, anim.turn * 90 * (1 - p), 1.0)
            else:
                if p < 0.5:
                    img = self.cover(size) if anim.kind == "reveal" else self.card_img(cid, *anim.before, size)
                w = max(2, int(size * abs(math.cos(math.pi * p))))
                img = pygame.transform.smoothscale(img, (w, size))
        if alpha < 255:
            img = img.copy()
            img.set_alpha(alpha)
        surf.blit(img, img.get_rect(center=center))

    def draw_lines(self, surf: pygame.Surface, rect: pygame.Rect, names: list[str], strength: float = 1.0) -> None:
        """A line of three: gold links between the circles and a ring around each (symbols stay visible)."""
        if not names:
            return
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        local = pygame.Rect(0, 0, rect.w, rect.h)
        r = rect.w * 0.125
        width = max(3, rect.w // 22)
        ring = max(2, rect.w // 45)
        gold = (*ACCENT, int(255 * strength))
        dark = (20, 16, 10, int(150 * strength))
        for name, cells in LINES:
            if name not in names:
                continue
            centres = [cell_centre(local, i) for i in cells]
            for (ax, ay), (bx, by) in zip(centres, centres[1:], strict=False):
                d = math.hypot(bx - ax, by - ay) or 1.0
                ux, uy = (bx - ax) / d, (by - ay) / d
                a = (ax + ux * r * 1.1, ay + uy * r * 1.1)
                b = (bx - ux * r * 1.1, by - uy * r * 1.1)
                pygame.draw.line(layer, dark, a, b, width + 4)
                pygame.draw.line(layer, gold, a, b, width)
            for c in centres:
                pygame.draw.circle(layer, dark, c, r * 1.1 + ring + 1, ring + 3)
                pygame.draw.circle(layer, gold, c, r * 1.1 + ring, ring)
        surf.blit(layer, rect)

    def draw_board(self, surf: pygame.Surface, v: dict[str, Any]) -> None:
        pygame.draw.rect(surf, FELT_DARK, BOARD, border_radius=16)
        card = self.board_card()
        if not self.stack:
            for i in range(9):  # where the circles will be
                pygame.draw.circle(surf, (40, 96, 74), cell_centre(card, i), card.w * 0.125, 2)
            label = render(t("monsters.stack_here"), 15, MUTED)
            surf.blit(label, label.get_rect(center=(BOARD.centerx, BOARD.bottom - 16)))
            return
        if not self.faces_up():
            for _ in self.stack:
                surf.blit(self.cover(BIG), card)
            return
        dragging = self.drag["card"] if self.drag and self.drag["moved"] else None
        self.draw_stack_cards(surf, self.placements(), card, skip=dragging)
        if dragging is None and len(self.stack) == self.n and not any(c in self.anims for c in self.stack):
            shown = self.defs.cards.shown(self.placements())
            names = [n for k in range(len(self.rules.colours)) for n in lines_of(shown, k)]
            self.draw_lines(surf, card, names, 0.75 + 0.25 * math.sin(pygame.time.get_ticks() / 180))
        elif dragging is None and not any(c in self.anims for c in self.stack):
            # a line already shows with fewer cards: hint it faintly (a trick stacks all the cards)
            shown = self.defs.cards.shown(self.placements())
            names = [n for k in range(len(self.rules.colours)) for n in lines_of(shown, k)]
            self.draw_lines(surf, card, names, 0.35)

    def draw_layers(self, surf: pygame.Surface) -> None:
        """The stack's cards from the top down: select, drag to reorder or off to take back."""
        head = render(t("monsters.layers"), 13, MUTED)
        surf.blit(head, (LAYER_X, LAYER_Y - 18))
        for i in range(self.n):
            r = self.layer_rect(i)
            pygame.draw.rect(surf, FELT_DARK, r.inflate(6, 6), border_radius=8)
            key = "top" if i == 0 else ("bottom" if i == self.n - 1 else "middle")
            lab = render(t(f"monsters.layer.{key}"), 12, MUTED)
            surf.blit(lab, lab.get_rect(midleft=(r.right + 8, r.centery)))
            if i >= len(self.stack):
                continue
            cid = self.stack[i]
            if self.drag and self.drag["moved"] and self.drag["card"] == cid:
                continue
            if self.faces_up():
                self.draw_card(surf, cid, r.center, LAYER)
            else:
                surf.blit(self.cover(LAYER), r)
            if cid == self.selected:
                pygame.draw.rect(surf, ACCENT, r.inflate(8, 8), 3, border_radius=9)
        if self.drag and self.drag["moved"]:
            for i in range(self.n):
                if self.layer_rect(i).collidepoint(self.drag["pos"]):
                    pygame.draw.rect(surf, OK, self.layer_rect(i).inflate(10, 10), 3, border_radius=10)

    def draw_last(self, surf: pygame.Surface) -> None:
        panel(surf, LAST, 170)
        lt = self.last_trick
        if lt is None:
            surf.blit(render(t("monsters.no_trick_yet"), 15, MUTED), (LAST.x + 10, LAST.y + 10))
            return
        who = self.names[lt["seat"]]
        head = t("monsters.last_trick", who=who)
        surf.blit(render(head, fit(head, LAST.w - 20, 15), SEAT_COLORS[lt["seat"] % 4]), (LAST.x + 10, LAST.y + 8))
        if self.showcase is not None and self.showcase.rect == self.last_card():
            return  # the showcase draws it right now
        rect = self.last_card()
        surf.blit(self.stacked(lt["placements"], rect.w), rect)
        self.draw_lines(surf, rect, lt["lines"], 0.9)
        self.draw_trick_caption(surf, lt, LAST.x + 14 + rect.w, rect.y + 6)

    def draw_trick_caption(self, surf: pygame.Surface, lt: dict[str, Any], x: int, y: int) -> None:
        surf.blit(self.token(lt["colour"], 30), (x, y))
        surf.blit(render(i18n.name(GAME, lt["colour"]), 16, INK, bold=True), (x + 36, y + 6))
        for j, name in enumerate(lt["lines"][:3]):
            surf.blit(render(t(f"monsters.line.{name}"), 14, MUTED), (x, y + 40 + j * 20))

    def draw_hand(self, surf: pygame.Surface, v: dict[str, Any]) -> None:
        hand = v.get("hand", [])
        swaps = {c for c in hand if self.swap_mode and self.swap_action(c)}
        for i in range(self.n):
            r = self.hand_rect(i)
            pygame.draw.rect(surf, FELT_DARK, r.inflate(8, 8), border_radius=12)
            key = render(str(i + 1), 15, ACCENT, bold=True)
            if i >= len(hand):
                continue
            cid = hand[i]
            if ("hand", cid) in self.hidden:
                continue  # still on its way
            surf.blit(key, (r.x, r.bottom + 8))
            label = render(t("monsters.card", id=cid), 14, MUTED)
            surf.blit(label, (r.x + 18, r.bottom + 9))
            if cid in self.stack:
                pygame.draw.rect(surf, (60, 120, 96), r, 2, border_radius=10)
                lab = render(t("monsters.on_stack"), 14, MUTED)
                surf.blit(lab, lab.get_rect(center=r.center))
                continue
            if self.drag and self.drag["moved"] and self.drag["card"] == cid:
                continue
            if self.faces_up() or cid in self.anims:
                self.draw_card(surf, cid, r.center, HAND)
            else:
                surf.blit(self.cover(HAND), r)
            if cid in swaps:
                pygame.draw.rect(surf, ACCENT, r.inflate(10, 10), 3, border_radius=12)
            elif cid == self.selected:
                pygame.draw.rect(surf, INK, r.inflate(10, 10), 2, border_radius=12)

    def draw_spectator(self, surf: pygame.Surface, v: dict[str, Any]) -> None:
        """Everybody is a bot: the latest trick on the board, and who is stacking."""
        pygame.draw.rect(surf, FELT_DARK, BOARD, border_radius=16)
        lt = self.last_trick
        card = self.board_card()
        if lt is not None and self.showcase is None:
            surf.blit(self.stacked(lt["placements"], card.w), card)
            self.draw_lines(surf, card, lt["lines"], 0.9)
            panel(surf, LAST, 170)
            head = t("monsters.last_trick", who=self.names[lt["seat"]])
            size = fit(head, LAST.w - 20, 16, True)
            surf.blit(render(head, size, SEAT_COLORS[lt["seat"] % 4], bold=True), (LAST.x + 10, LAST.y + 10))
            self.draw_trick_caption(surf, lt, LAST.x + 14, LAST.y + 40)
        elif lt is None:
            label = render(t("monsters.no_trick_yet"), 16, MUTED)
            surf.blit(label, label.get_rect(center=BOARD.center))
        # the bots at work
        top = HAND_Y - 6
        head = render(t("monsters.spectating"), 18, ACCENT, bold=True)
        surf.blit(head, (HAND_X, top))
        if self.demo:
            tag = render(t("monsters.demo_speed", k=f"{DEMO_TIME:g}"), 14, MUTED)
            surf.blit(tag, (HAND_X + head.get_width() + 14, top + 3))
        ticks = pygame.time.get_ticks() / 1000
        for seat in range(len(self.match.seats)):
            x = HAND_X + (seat % 2) * 330
            y = top + 34 + (seat // 2) * 84
            surf.blit(render(self.names[seat], 15, SEAT_COLORS[seat % 4], bold=True), (x, y))
            for i in range(v["hand_sizes"][seat]):
                wob = math.sin(ticks * 3 + i * 1.7 + seat) * (4 if self.live and not v["over"] else 0)
                img = pygame.transform.rotate(self.cover(40), wob * 2)
                surf.blit(img, img.get_rect(center=(x + 24 + i * 46, y + 46 + wob)))
            # this round's tricks, as they lie before the seat (public)
            for i, tr in enumerate(v["tricks"][seat][-4:]):
                placements = list(zip(tr["cards"], tr["rot"], tr["flip"], strict=True))
                surf.blit(self.stacked(placements, 40), (x + 160 + i * 44, y + 26))

    def draw_prompt(self, surf: pygame.Surface) -> None:
        if not self.prompt:
            return
        if self._wrapped[0] != self.prompt:
            self._wrapped = (self.prompt, wrap(self.prompt, 650, 16)[:2])
        y = 598
        for line in self._wrapped[1]:
            surf.blit(render(line, 16, INK), (HAND_X, y))
            y += 19

    def draw_showcase(self, surf: pygame.Surface) -> None:
        sc = self.showcase
        if sc is None or sc.tween.elapsed > 1.0 * sc.tween.duration:
            return
        p = sc.tween.progress
        pop = ease_out_back(min(1.0, p / 0.3))
        size = max(8, int(sc.rect.w * (0.6 + 0.4 * pop)))
        rect = pygame.Rect(0, 0, size, size)
        rect.center = sc.rect.center
        glow = pygame.Rect(rect).inflate(16, 16)
        col = self.colours[self.colour_ids.index(sc.colour)].rgb
        pygame.draw.rect(surf, FELT_DARK, glow, border_radius=16)  # holes show the table, not the frame
        pygame.draw.rect(surf, col, glow, 6, border_radius=16)
        surf.blit(pygame.transform.smoothscale(self.stacked(sc.placements, sc.rect.w), rect.size), rect)
        self.draw_lines(surf, rect, sc.lines, 0.6 + 0.4 * math.sin(p * math.pi * 4))

    def draw_drag(self, surf: pygame.Surface) -> None:
        if not self.drag or not self.drag["moved"]:
            return
        self.draw_card(surf, self.drag["card"], self.drag["pos"], HAND, alpha=215)

    def draw_banner(self, surf: pygame.Surface) -> None:
        if not self.banner:
            return
        text, color, tw = self.banner
        alpha = int(255 * min(1.0, 4 * (1 - tw.progress)))
        img = render(text, 30, color, bold=True)
        r = img.get_rect(center=(620, CLAIM_Y + 23))
        r = r.inflate(30, 14)
        panel(surf, r, min(225, alpha), PANEL)
        img = img.copy()
        img.set_alpha(alpha)
        surf.blit(img, img.get_rect(center=r.center))

    def draw_overlay(self, surf: pygame.Surface, v: dict[str, Any]) -> None:
        if self.round_panel is not None:
            self.draw_round_panel(surf, self.round_panel)
        elif self.countdown is not None:
            n = math.ceil(self.countdown)
            r = pygame.Rect(0, 0, 260, 150)
            r.center = BOARD.center
            panel(surf, r, 225)
            head = render(t("monsters.get_ready"), 20, INK)
            surf.blit(head, head.get_rect(midtop=(r.centerx, r.y + 14)))
            frac = self.countdown - math.floor(self.countdown) if self.countdown % 1 else 1.0
            big = render(str(max(1, n)), int(48 + 24 * frac), ACCENT, bold=True)
            surf.blit(big, big.get_rect(center=(r.centerx, r.y + 92)))

    def draw_round_panel(self, surf: pygame.Surface, d: dict[str, Any]) -> None:
        r = pygame.Rect(292, 130, 654, 300)
        panel(surf, r, 248)
        pygame.draw.rect(surf, ACCENT, r, 2, border_radius=12)
        winners = d["winners"]
        names = ", ".join(self.names[w] for w in winners)
        if self.match.state.num_seats == 1:
            head = t("monsters.panel.solo_won") if winners else t("monsters.panel.solo_lost")
        elif len(winners) == 1:
            head = t("monsters.panel.won", n=d["round"], who=names)
        else:
            head = t("monsters.panel.shared", n=d["round"], who=names)
        img = render(head, fit(head, r.w - 30, 26, True), ACCENT, bold=True)
        surf.blit(img, img.get_rect(midtop=(r.centerx, r.y + 16)))
        reason = render(i18n.name(GAME, d["reason"]), 17, INK)
        surf.blit(reason, reason.get_rect(midtop=(r.centerx, r.y + 54)))
        y = r.y + 92
        for seat, counts in enumerate(d["counts"][:4]):
            color = SEAT_COLORS[seat % 4]
            surf.blit(render(self.names[seat], fit(self.names[seat], 180, 16, True), color, bold=True),
                      (r.x + 20, y + 6))
            for k, colour in enumerate(self.colour_ids):
                x = r.x + 200 + k * 54
                n = counts.get(colour, 0)
                surf.blit(self.token(colour, 28, dim=not n), (x, y))
                surf.blit(render(str(n), 16, INK if n else MUTED, bold=bool(n)), (x + 32, y + 5))
            if not self.match.state.num_seats == 1:
                won = render(t("monsters.rounds_won", n=d["rounds_won"][seat]), 14, MUTED)
                surf.blit(won, (r.right - 24 - won.get_width(), y + 7))
            y += 40
        foot = t("monsters.panel.over") if self.match.state.is_over else t("monsters.panel.next")
        img = render(foot, 15, MUTED)
        surf.blit(img, img.get_rect(midbottom=(r.centerx, r.bottom - 12)))

    # -- results ------------------------------------------------------------------------------------
    def result_lines(self) -> list[str]:
        """One line per seat (rounds won, or the colours in solo), then one per round and why it ended."""
        st = self.match.state
        res = st.result()
        lines = []
        for s, name in enumerate(self.names):
            mark = "★ " if s in res.winners else "   "
            if st.solo:
                last = st.history[-1]["counts"][s] if st.history else {}
                score = t("monsters.result.solo", n=len(last), of=len(self.colour_ids),
                          sand=f"{res.details.get('sand_left', 0):.0f}")
            else:
                score = t("monsters.result.rounds", n=st.rounds_won[s])
            lines.append(f"{mark}{name}: {score}")
        for h in st.history[-(9 - len(lines)):]:
            who = ", ".join(self.names[w] for w in h["winners"]) or t("monsters.nobody")
            line = t("monsters.result.round", n=h["round"], who=who, reason=i18n.name(GAME, h["reason"]))
            if h["reason"] != "all_colours" and h["winners"]:
                # a deck-out is won on the best single colour: say which
                counts = h["counts"][h["winners"][0]]
                if counts:
                    colour = max(counts, key=lambda c: counts[c])
                    line += " · " + t("monsters.result.best", n=counts[colour], colour=i18n.name(GAME, colour))
            lines.append(line)
        return lines
