"""The Elementary Evolution table: every mage's zone, the creature tokens, the prompts.

Each zone reads as the rules' picture, left to right: draw pile, the four
elemental piles (Air, Feu, Terre, Eau), the quick discard (with its
"unavailable" or "condemned" token) and the main discard. Cards on a pile lie
offset so every level shows; rooted cards gather into one heap. The viewing
mage's zone is large at the bottom with its hand face up under it; the other
mages' zones are compact at the top. The ten creature tokens start in the
centre, next to the Ether cards discarded there.

The table owns its controls (scenes/evolution/controls.py: the prompt's buttons, mouse and keys)
and serves them through their `Board` interface: what is asked now (scenes/evolution/choices.py),
where things lie, and the kit's `act`. Fed by the kit (scenes/table.py): it draws from `Model`
(scenes/evolution/model.py) and reads only the feed, never the engine.
"""

from __future__ import annotations

import copy
import math
import time
from collections import Counter
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from functools import partial
from typing import Any, TypeVar

import pygame

from game import i18n
from game.core import Action, Event, act
from game.evolution.defs import load_defs
from game.evolution.engine import refill_source
from game.hints import Hint
from game.i18n import t
from scenes.base import HEIGHT
from scenes.evolution.choices import MAIN_COL, PILE_LETTERS, QUICK_COL, Asked, Place, Task, waiting_text
from scenes.evolution.controls import FRESH_GLOW, Controls
from scenes.evolution.model import MageModel, Model, inspect_text, mark_places
from scenes.table import TOOL_SLACK, TableScene
from scenes.ui import ACCENT, DANGER, FELT, INK, MUTED, PAD, Button, draw_prompt, panel, prompts_drawn
from sprites import shapes
from sprites.anim import Banner, DrawAt
from sprites.evolution import art as art
from sprites.fonts import TYPE, fit_text, font, render, wrap
from sprites.palette import SEAT_COLORS
from sprites.tween import Tween, ease_out_cubic

Value = TypeVar("Value")
GAME = "evolution"
DRAW_COL = 0
LABEL_ROOM = 36  # the room the tutorial's arrow leaves beside a small zone's column words (nc22 shot 06)
# and beside the person's pile names: an arrow to a hand card ended beside « Air (A) » (nc58 shot 011)
BIG_LABEL_ROOM = 12
TOKEN_GAP = 14  # a held token's name ends 3 px before it; the next token comes this far after the name, less 3
FRAME = 3  # the width of the frame round the zone of the mage to play
RAISE = 6  # a picked hand card rises (its frame stays off the labels above the hand: nc20 shot 10)
FREE_TAG = (150, 58, 48)  # the tag « dessus libre » under a heap whose top card can burn (nc19)
HAND_GRACE = 1.2  # seconds a click where a hand card stood still takes it, once the hand closed up
HAND_QUICK = 0.6  # within this, a click where a hand card stood takes it even over the card slid there
BOT_NEXT_PAUSE = 0.35  # seconds before a bot's second and later moves of its turn (its first: the kit's 0.6)
BOT_ANSWER_PAUSE = 0.2  # before a bot answers its own card's question (its banner was just shown)
GIVEN_YOU = 1.2  # seconds a creature a rival gives the person shows its banner, at normal speed (nc33 shot 67)
OWN_GIFT = 0.35  # seconds the release of a creature the person's own card gives away with no choice shows
TURNED_ON_YOU = 2.4  # seconds a burn turned onto the person's card (Sirène) stays on screen, at normal speed


# the person's own moves after which the rival's turn in a few words gives way (nc34 shot 68: it stood
# beside the hand through the whole turn, stale)
RECAP_GONE = frozenset({"play", "discard", "power"})


@dataclass(frozen=True)
class Layout:
    """The table's named places (the log panel is the kit's, right of `width`)."""

    width: int
    tops: pygame.Rect  # the compact zones of the other mages
    bottom: pygame.Rect  # the viewing mage's zone
    centre: pygame.Rect  # creature tokens, Ether centre, whose turn
    prompt: pygame.Rect  # what is asked, the buttons, the banners
    hand: pygame.Rect
    card: tuple[int, int]  # a hand card
    info: pygame.Rect  # the picked card's effect, the keys
    ether: pygame.Rect  # the Ether cards discarded to the centre
    token: int  # a token in the centre


R = pygame.Rect
CREATURES_TIP_W = 880  # the ten creatures' hover: one line each
INFO_LINES = 4  # the lines beside the hand: a card's words or the opponents' turn; the keys' label under them
L = Layout(950, R(6, 6, 938, 164), R(6, 336, 938, 240), R(6, 176, 330, 156), R(342, 176, 602, 156),
           R(16, 584, 500, 120), art.CARD, R(540, 582, 404, 120), R(284, 186, 44, 62), 40)  # fmt: skip


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

    def col(self, i: int) -> int:
        """The centre x of column i (0 draw pile, 1-4 the piles, 5 quick, 6 main)."""
        return int(self.rect.x + 6 + (self.rect.width - 12) / 7 * (i + 0.5))

    def slot(self, i: int, y: int | None = None) -> pygame.Rect:
        return pygame.Rect(self.col(i) - self.cw // 2, self.top if y is None else y, self.cw, self.ch)

    @property
    def label_y(self) -> int:
        return self.top + 3 * self.heap + 4 * self.dy + self.ch + 2

    @classmethod
    def make(cls, seat: int, rect: pygame.Rect, big: bool) -> Zone:
        header, labels, heap = (30, 20, 2) if big else (24, 15, 1)
        avail = rect.height - header - labels
        ch = int((avail - 3 * heap) / 1.8)  # a full pile: the card and four offsets of 0.2 card
        cw = min(int((rect.width - 12) / 7 * (0.62 if big else 0.86)), int(ch / 1.4))
        ch = int(cw * 1.4)
        while ch > 30 and ch + 3 * heap + 4 * max(int(ch * 0.2), art.band_height(ch)) > avail:
            cw -= 1
            ch = int(cw * 1.4)
        dy = max(int(ch * 0.2), art.band_height(ch), (avail - 3 * heap - ch) // 4)
        return cls(seat, rect, big, cw, ch, dy, heap, 26 if big else 19, rect.y + header)


def _live(tw: Tween | None) -> bool:
    return tw is not None and not tw.done


def _by(ev: Event) -> int:
    """The seat an event is about (every kind animated per seat carries one, game/evolution/contract.py)."""
    if ev.seat is None:
        raise ValueError(f"a {ev.kind} event without a seat")
    return ev.seat


@dataclass
class _Hits:
    """Where the pieces `inspect_at` names lie, for one layout of the table (rects, in screen pixels)."""

    tokens: list[tuple[str, tuple[pygame.Rect, pygame.Rect]]]  # each creature token: itself, its name
    headers: list[tuple[int, list[pygame.Rect]]]  # each zone's header words
    turns: pygame.Rect  # the turn counter
    quick_words: list[tuple[int, list[pygame.Rect]]]  # under each closed quick discard: its state, why


WHY_GAP = 14  # px kept clear between the paused quick discard's words and the next pile or discard


class EvolutionTable(TableScene):
    """Lays out and draws the position, animates the events, and serves its controls as their `Board`."""

    final_kinds = frozenset({"end"})  # ending the turn: no way back (asked when the setting says so)
    model_cls = Model
    model: Model
    banner_center = L.prompt.center

    def __init__(self, app: Any, source: Any, demo: bool = False) -> None:
        self.defs = load_defs()
        self.elements = list(self.defs.elements)
        self.controls = Controls(self, L.prompt, tuple(self.elements))
        self.stack_now: list[Task] = []  # the public stack of decisions, read once the screen has caught up
        self.actors_now: tuple[int, ...] = ()  # likewise, who may act
        self.last_actor: int | None = None  # who made the latest move (a person here, or a bot)
        self._inspected: tuple[Any, tuple[str, str] | None] = (None, None)
        self._hits: tuple[Any, _Hits | None] = (None, None)  # the places `_inspect` looks in, per layout
        self._burned_by: dict[tuple[Any, Any], str] = {}  # (seat, card) -> what burned it, for its discard line
        self.arriving: Counter[Place] = Counter()  # pieces still flying to a place
        self.hand_hidden: set[str] = set()
        self.gather: dict[tuple[int, str], tuple[int, Tween]] = {}  # (seat, pile) -> (rooted before, tween)
        self.tag_cover: list[pygame.Rect] = []  # the red tags drawn over the pile labels this frame
        self.drawing_under = False  # draw_table draws the flights under the piles (`fly`)
        self.away: list[Event] = []  # the events of the opponents' turns since the person's last one
        self.recap: list[str] = []  # those turns in a few words, beside the hand through the person's turn
        self.recap_owner: int | None = None  # whose turn the events gathered belong to
        self.pause_told = False  # the person's quick discard went « en pause » once: said in a toast (nc20)
        # ... and said beside the hand, where the opponents' turns are told, until a turn of theirs has shown it
        # (nc59 shots 079, 117, 140: « en pause », « rouvre à la pioche vide » were explained in the log only)
        self.pause_note, self.pause_note_read = False, False
        self.root_tags: list[tuple[pygame.Rect, pygame.Surface]] = []  # "protégée" words still to draw
        # the same, under a covered heap's chips (and its colour)
        self.under_tags: list[tuple[pygame.Rect, pygame.Surface, tuple[int, int, int]]] = []
        self.flips: dict[str, Tween] = {}  # creature -> its token turning over
        self.pulses: dict[str, Tween] = {}  # creature -> its token glowing (released)
        self.quick_gift: str | None = None  # a creature the person's card gives with no choice: shown quicker
        self.shakes: dict[int, Tween] = {}  # seat -> its draw pile being shuffled
        self._wraps: dict[tuple[str, int, int], list[str]] = {}
        self._hand_now: list[str | None] = []  # the hand's slots as last seen by `update`
        self._hand_was: tuple[list[str | None], float] = ([], HAND_GRACE)  # the slots before, and the time since
        self._hand_turn: int | None = None  # whose turn the hand was last laid out in
        self._slots: list[str | None] = []  # each hand slot's card; None where a card left this turn
        self._slots_turn: int | None = None  # whose turn the slots were laid out in
        self._slot_of: dict[str, int] = {}  # the slot each card had this turn (an undone card goes back there)
        self._emptied: list[int] = []  # the slots emptied this turn, the latest last (a drawn card fills it)
        self.keys_rect = pygame.Rect(0, 0, 0, 0)  # the "Clavier" label beside the hand: its hover lists the keys
        self.creatures_rect = pygame.Rect(0, 0, 0, 0)  # the "Créatures" label beside it: its hover lists the ten
        self.info_words: list[pygame.Rect] = []  # the words beside the hand, as last drawn (`draw_info`)
        self.narration = ""  # the event on screen, told in the prompt panel while others play
        self.held_line: tuple[str, float] | None = None  # a line kept over the narration, until a time (nc31)
        self.power_shown: tuple[int | None, str] | None = None  # the last power shown: (its mage, "X utilise Y")
        self.bot_moves = 0  # the moves the mage whose turn it is made this turn (its first waits longer)
        self.before: Model | None = None  # the model before the event being shown (where things fly from)
        self._lang = i18n.lang
        self.zones: dict[int, Zone] = {}
        self.bottom = -1
        super().__init__(app, source, demo)
        if not self.feed.resumed and any(ev.kind == "setup_discard" for ev in self.queue):
            self.m.rewind_setup(len(self.defs.deck()))  # a new game opens on the boxed decks, dealt on screen
            self._unfolded = set()

    @property
    def m(self) -> Model:
        return self.model

    def mage(self, seat: int) -> MageModel:
        return self.m.mages[seat]

    # -- seats and layout ----------------------------------------------------------------------
    def layout(self) -> None:
        n = self.m.num_seats
        self.bottom = self.viewer if self.viewer is not None else 0
        tops = [(self.bottom + i) % n for i in range(1, n)]
        self.zones = {self.bottom: Zone.make(self.bottom, L.bottom, True)}
        w = (L.tops.width - 8 * (len(tops) - 1)) // len(tops)
        for i, s in enumerate(tops):
            self.zones[s] = Zone.make(s, pygame.Rect(L.tops.x + i * (w + 8), L.tops.y, w, L.tops.height), False)
        self._background = None

    def seat_color(self, seat: int) -> tuple[int, int, int]:
        return SEAT_COLORS[seat % 4]

    # -- art (sprites/evolution/art.py, through the art store) ---------------------------------------
    def card_img(self, card: str, size: tuple[int, int]) -> pygame.Surface:
        if card == "back":
            return self.app.art.image(GAME, "back", size, art.card_back)
        return self.app.art.image(GAME, card, size, lambda sz: art.card_face(self.defs, card, sz))

    def token_img(self, cid: str, d: int, face: bool = True) -> pygame.Surface:
        if not face:
            return self.app.art.image(GAME, "token_back", (d, d), art.token_back)
        return self.app.art.image(GAME, cid, (d, d), lambda sz: art.token_face(self.defs, cid, sz))

    def card_drawer(self, card: str, glow: tuple[int, int, int] | None = None) -> DrawAt:
        def draw(surf: pygame.Surface, r: pygame.Rect, _k: float) -> None:
            if glow is not None:
                pygame.draw.rect(surf, glow, r.inflate(6, 6), 3, border_radius=8)
            surf.blit(self.card_img(card, r.size), r.topleft)

        return draw

    def token_drawer(self, cid: str) -> DrawAt:
        face = self.m.tokens[cid]["state"] != "used" or cid in self.m.markers

        def draw(surf: pygame.Surface, r: pygame.Rect, _k: float) -> None:
            surf.blit(self.token_img(cid, r.width, face), r.topleft)

        return draw

    def name_of(self, value: Any) -> str:
        return i18n.name(GAME, value)

    # -- what the controls ask of the table (their Board) ------------------------------------------
    def my_seat(self) -> int | None:
        """The person who may act now, when the screen shows their side of the table."""
        seat = self.human_to_act()
        return seat if seat is not None and seat == self.viewer else None

    def last_mover(self) -> int | None:
        """The seat of the last move made (the controls' guard of a question come by itself)."""
        moves = self.feed.decisions()
        return int(moves[-1][0]) if moves else None

    def task(self) -> Task | None:
        """The decision on top of the public stack, as read once the screen caught up."""
        return self.stack_now[-1] if self.stack_now else None

    def asked(self, seat: int | None) -> Asked:
        return Asked(self.legal(seat), self.task(), self.m, self.names, self.defs, seat)

    def placed_this_turn(self, seat: int) -> bool:
        """Whether `seat` put a card anywhere since its turn began (from the feed's history)."""
        for ev in reversed(self.feed.history()):
            if ev.kind == "turn_start":
                return False
            if ev.seat == seat and ev.kind in ("play", "cascade", "discard", "block"):
                return True
        return False

    def hand_order(self) -> list[str]:
        """The card of each slot, as the keys 1-5 count them ("" where a card left: the keys keep theirs)."""
        return [c or "" for c in self.hand_slots()]

    def hand_slots(self) -> list[str | None]:
        """The hand as laid out, by one rule: a turn starts closed up, in order; within it a card played or
        discarded leaves its slot empty (« utilisée ») wherever it stood, the others stay put, and a card
        coming in (a draw, an undo) takes back its own slot, else the one emptied last (nc34), else a new
        one at the end (nc12: after a play the hand closed up and a click where the Terre 5 had stood took the
        Air 4; nc19 shot-136: gaps at the end closed up and those in the middle stayed, so an empty slot
        was clicked)."""
        hand = self.m.hand or []
        turn = self.m.current
        if not hand or turn != self._slots_turn:  # a new turn starts closed up
            self._slots, self._slots_turn, self._slot_of = list(hand), turn, {c: i for i, c in enumerate(hand)}
            self._emptied = []
            return self._slots
        slots = [c if c in hand else None for c in self._slots]
        for i, (was, now) in enumerate(zip(self._slots, slots, strict=True)):
            if was is not None and now is None:
                self._emptied = [j for j in self._emptied if j != i] + [i]
        for card in hand:
            if card in slots:
                continue
            back = self._slot_of.get(card)
            # nc34 shot 13: the Tornado's draw took slot 1 (Air 4's, played before), not slot 4 the Ether
            # just left for it: a card coming in fills the slot emptied last
            empty = [j for j in reversed(self._emptied) if j < len(slots) and slots[j] is None]
            i = back if back is not None and back < len(slots) and slots[back] is None else \
                empty[0] if empty else slots.index(None) if None in slots else len(slots)
            if i == len(slots):
                slots.append(None)
            slots[i] = card
            self._slot_of[card] = i
        self._slots = slots
        return self._slots

    def hand_rect(self, card: str) -> pygame.Rect:
        """The slot of a card in the person's hand."""
        slots = self.hand_slots()
        return self.hand_rects(len(slots))[slots.index(card)]

    def off_step(self, card: str) -> bool:
        expected = self.guide.expected() if self.guide is not None else None
        if expected is None or card in (str(a) for a in expected.args):
            return False
        return self.answer_off_step()

    def hand_hit(self, pos: tuple[int, int]) -> str | None:
        hand = self.m.hand
        if self.bottom != self.viewer or not hand:
            return None
        # a quick second click where a card stood before the hand closed up (issue 24: it hit the empty
        # end of the hand) takes that card, if still in hand: at once after the change, wherever it
        # lands (the eye aimed before the slide), a little longer where the hand is now empty
        was, age = self._hand_was
        slots = self.hand_slots()
        old = self.hand_rects(len(was)) if age < HAND_GRACE and was != slots else []
        before = next((c for c, r in zip(was, old, strict=False) if c in hand and r.collidepoint(pos)), None)
        if before is not None and age < HAND_QUICK:
            return before
        rects = self.hand_rects(len(slots))
        for i in reversed(range(len(slots))):
            card = slots[i]
            if card is not None and rects[i].move(0, -RAISE if card == self.controls.selected else 0).collidepoint(pos):
                return card
        return before


    def hand_gap(self, pos: tuple[int, int]) -> bool:
        """True on an empty place of the hand: the card there was played this turn and the others stay
        put (the keys 1-5 keep theirs), so the click is answered, not lost."""
        if self.bottom != self.viewer or not self.m.hand:
            return False
        slots = self.hand_slots()
        rects = self.hand_rects(len(slots))
        return any(c is None and r.collidepoint(pos) for c, r in zip(slots, rects, strict=True))

    def place_at(self, pos: tuple[int, int]) -> Place | None:
        """The click target under `pos`: a pile, a discard, the centre, or a zone."""
        for s in self.zones:
            for p in self.elements:
                if self.pile_column(s, p).collidepoint(pos):
                    return ("pile", s, p)
            for which in ("quick", "main"):
                if self.discard_rect(s, which).collidepoint(pos):
                    return (which, s)
        if L.ether.collidepoint(pos):
            return ("centre",)
        return next((("zone", s) for s, z in self.zones.items() if z.rect.collidepoint(pos)), None)

    def title_rect(self) -> pygame.Rect:
        """The game's name above the log column."""
        size = font(24, bold=True).size(i18n.t(f"game.{GAME}"))
        return pygame.Rect((0, 0), size).move(self.log_rect.centerx - size[0] // 2, 36 - size[1] // 2)

    def again_caption_rect(self) -> pygame.Rect:
        """The caption of a turn shown again starts under the game's name, over the log's top (issue
        24: it hid "Elementary Evolution"); the log's lines keep to the room under it."""
        top = max(self.title_rect().bottom + 4, self.log_rect.y - 38)
        return pygame.Rect(self.log_rect.x, top, self.log_rect.width, 34)

    def buttons_shown(self) -> list[Button]:
        """The prompt's buttons live in the controls' bar: the tutorial's box keeps off them and its
        halo alone marks one (issue 24: an arrow to "Donner" ran over "Retenir")."""
        return list(self.controls.bar.buttons)

    def text_rects(self) -> list[pygame.Rect]:
        """The prompt's lines above its buttons are words too: a halo beside them stays tight."""
        lines = pygame.Rect(L.prompt.x, L.prompt.y, L.prompt.width, 44 + 20 * (self.controls.prompt_lines - 2))
        # the labels under a zone's columns ("Pioche : 4", "Air (A)"): the tutorial's arrow keeps off
        # them (issue 24: it stood on "Pioche : 4")
        # the hand's cards are read too: an arrow to one comes from above, not over its neighbour (an
        # arrow to the Eau 4 hid the 5 of the Eau 5); the kit leaves out the card it points at
        cards = [self.hand_rect(c) for c in self.m.hand or []]
        # nc17 shot-35: the arrow to the Eau 5 stood on a used card's « utilisée »; shot-30: the halo on a
        # rooted pile crossed its « protégée » (read « protegee »)
        slots = self.hand_slots()
        gaps = [r for c, r in zip(slots, self.hand_rects(len(slots)), strict=True) if c is None]
        # nc18 shot 04: the halo's edge crossed the red « Donne Elfe » tag's words
        seat = self.my_seat()
        tags = [r for r, _w, _c in self.frees_tag_rects(seat, self.controls.targets(seat))] if seat is not None else []
        # nc26 shot 05: the arrow to « Éther : 0 » came up over the « ) » of « (limite : 160 tours) »
        # nc58 shot 011: the arrow down to the Terre 3 in hand ended its head right beside « Air (A) », read as
        # pointing at the pile's name: the arrow keeps some room off the person's column words too
        labels = [r.inflate(2 * BIG_LABEL_ROOM, 4) for r in self.label_rects()]
        return [*super().text_rects(), *labels, *self.small_label_rects(), *cards, *gaps,
                *self.root_word_rects(), *tags, *self.info_words, self.turns_words_rect(),
                *self.centre_name_rects(), lines]  # the prompt last (tests read it)

    def small_label_rects(self) -> list[pygame.Rect]:
        """The words under a small zone's columns (« niv. 2 », « Pioche : 5 »), as `_label` draws them:
        nc22 shot 06, the tutorial's arrow to « Éther : 0 » came down onto the bot's « niv. 2 »."""
        out = []
        for s, z in self.zones.items():
            if z.big:
                continue
            m = self.mage(s)
            said = {DRAW_COL: t("evolution.col_short.draw", n=m.draw_count),
                    QUICK_COL: t("evolution.col_short.quick", n=len(m.quick)),
                    MAIN_COL: t("evolution.col_short.main", n=len(m.main))}
            for i, el in enumerate(self.elements):
                said[1 + i] = self.pile_label(s, el)
            for col, text in said.items():
                if text:
                    w, h = font(11).size(text)
                    # the words with room round them: the arrow's head stood beside « niv. 2 », touching
                    # it to the eye
                    out.append(pygame.Rect(z.col(col) - w // 2, z.label_y, w, h).inflate(2 * LABEL_ROOM, 4))
        return out

    def toast_avoid(self) -> list[pygame.Rect]:
        """The card's words beside the hand too (nc20 shot 56: a red toast hid their last line), and
        whose turn it is (nc22 shot 69: the « Pioche vide » toast lay across « Tour de Bot 2 »)."""
        rects = [*super().toast_avoid(), *self.info_words, self.turn_rect(), self.turns_rect()]
        # nc24 shot 100: a long toast on the bot zone's bottom row cut its « Pioche » to « Pic »
        rects += self.small_label_rects()
        rects += [r for s in self.zones for _line, r in self.quick_why_lines(s)]
        # nc31 shots 57-58 (and nc29): « Plus rien à faire… » and the Tornado's end lay over « Air (A) · niv… »:
        # the person's row of pile names and counts, and the words under its piles, are kept clear too
        rects += [r.inflate(4, 2) for r in self.label_rects()] + self.root_word_rects()
        # nc23 shot 45: « Plus rien à faire… » lay over the creature tokens: their rows are kept clear too
        # (the banner on screen is kept clear for every game: TableScene.error_rect)
        slots = [self.centre_slot(cid) for cid in self.defs.creatures]
        if slots:
            rects.append(slots[0].unionall(slots[1:]).inflate(8, 20))
        # nc26 shot 98: « Plus rien à faire… » lay over the bot's « protégée » and level chips: a small
        # zone's piles, down to their chips, are kept clear
        for s, z in self.zones.items():
            if not z.big:
                for p in self.elements:
                    r = self.pile_rect(s, p)
                    rects.append(pygame.Rect(r.x, r.y, r.width, self.pile_foot(s, p) - r.y))
        return rects

    def flash(self, message: str, calm: bool = False, seconds: float = 3.0) -> None:
        """The kit's toast, `seconds` long (nc31 shot 58: the turn that ends by itself went by too fast)."""
        super().flash(message, calm)
        self.error_until = time.monotonic() + seconds

    def turn_rect(self) -> pygame.Rect:
        """Where « Tour de … » is written, above the turn count."""
        return pygame.Rect(L.centre.x + 8, L.centre.bottom - 40, L.centre.width - 16, 20)

    def arrow_avoid(self) -> list[pygame.Rect]:
        """The big zones' piles, draw pile and discards: the tutorial's arrow to one keeps off the others
        when a side is free (nc20 shot 05: the arrow to the Air pile lay on the Fire pile's 1 and 2)."""
        out = super().arrow_avoid()
        for s, z in self.zones.items():
            if z.big:
                out += [self.pile_rect(s, p) for p in self.elements]
                out += [self.draw_rect(s), self.target_rect(("quick", s)), self.target_rect(("main", s))]
        out += [self.centre_slot(cid) for cid in self.defs.creatures]  # nc26 shot 05: the tokens too
        return out

    def root_word_rect(self, seat: int, pile: str) -> pygame.Rect | None:
        """The « protégée » tag of a rooted heap with no free card on it, where `_roots` draws it (any zone)."""
        m = self.mage(seat)
        shown, rooted = len(m.piles[pile]), m.rooted[pile]
        if rooted and 0 < shown <= rooted:
            return self.root_word(self.zones[seat], self.pile_card_rect(seat, pile, shown - 1))[1]
        return None

    def pile_badge(self, seat: int, pile: str) -> str | None:
        """Which badge a rooted pile shows: "protected" (the « protégée » tag over its chips, the whole pile
        rooted), "top_free" (the chips beside a free top, « dessus libre » under them), or None (no chips, or an
        Ondine guarding the top: its own words)."""
        m = self.mage(seat)
        shown, rooted = len(m.piles[pile]), m.rooted[pile]
        if rooted and 0 < shown <= rooted:
            return "protected"
        if 2 <= rooted < shown and self.top_shield(seat, pile) is None:
            return "top_free"
        return None

    def root_word_rects(self) -> list[pygame.Rect]:
        """The « protégée » tags of the big zones' rooted heaps, where `_roots` draws them."""
        out = []
        for s, z in self.zones.items():
            if not z.big:
                continue
            for p in self.elements:
                word = self.root_word_rect(s, p)
                if word is not None:
                    out.append(word)
                under = self.under_word_rect(s, p)
                if under is not None:
                    out.append(under)
        return out



    def label_rects(self) -> list[pygame.Rect]:
        """The words under the big zone's columns, as drawn: the draw pile's and discards' counts, the
        piles' names."""
        out = []
        for s, z in self.zones.items():
            if not z.big:
                continue
            m = self.mage(s)
            said = {DRAW_COL: (t("evolution.col.draw", n=m.draw_count), 13),
                    QUICK_COL: (t("evolution.col.quick", n=len(m.quick)), 13),
                    MAIN_COL: (t("evolution.col.main", n=len(m.main)), 13)}
            for i, el in enumerate(self.elements):
                said[1 + i] = (self.pile_label(s, el), TYPE.SMALL)
            for col, (text, size) in said.items():
                w, h = font(size).size(text)
                y = self.draw_label_y(z) if col == DRAW_COL else z.label_y
                out.append(pygame.Rect(z.col(col) - w // 2, y, w, h))

        return out



    def pile_label(self, seat: int, pile: str) -> str:
        """The words under a pile: its name (and key, in the person's zone) and the level it stands
        at (round 9: a rooted pile shows only its top card, and a newcomer could not read its level)."""
        z, n = self.zones[seat], len(self.mage(seat).piles[pile])
        i = self.elements.index(pile)
        if z.big:
            name = f"{self.name_of(pile)} ({PILE_LETTERS[i]})"
            return t("evolution.pile_label", name=name, level=n - 1) if n else name
        return t("evolution.pile_level", level=n - 1) if n else ""

    def hinted(self, seat: int) -> Action | None:
        hint = self.hint_shown
        return hint.action if hint is not None and hint.seat == seat else None

    def hint_line(self, hint: Hint) -> str:
        """The hint's words, its clicks named as the screen shows them: a power or a move that one button takes
        whole is that button (nc45 shot 156: « cliquez « Pouvoir : Ondine », puis la pile Feu » beside the one
        button « Pouvoir : Ondine · Feu 3 »)."""
        button = self.controls.button_for.get(hint.action) if hint.seat == self.my_seat() else None
        if hint.reason in ("power", "move") and button is not None:
            label = button.label.removesuffix(" ⏎").replace("\n", " ")
            return i18n.hint_text(self.game_id, hint.reason, {**hint.params, "one": 1, "button": label},
                                  self.short_names())
        return super().hint_line(hint)

    def hint_nudge(self, hint: Hint) -> str | None:
        """Conseil's first press in a game: what to look for, not the move (nc65: « I ended up following it move
        after move … a hint without the exact click would let a newcomer think »). A second press shows the whole
        move, outlined. The kit keeps a demo's and the tutorial's hints whole."""
        return self._nudge_words(str(hint.reason), dict(hint.params))

    def _nudge_words(self, reason: str, p: dict[str, Any]) -> str | None:
        said = p.get("said")
        if isinstance(said, list) and len(said) == 2 and isinstance(said[1], dict):  # a move said with more
            return self._nudge_words(str(said[0]), dict(said[1]))
        names = self.short_names()
        if reason == "play":
            level, left = int(p.get("level", 1)), int(p.get("left", 1))
            kind = "egg" if level == 0 else "ultimate" if left == 0 else "gift" if p.get("creature", "none") != "none" \
                else "plain"
            return i18n.hint_text(self.game_id, f"nudge_play_{kind}", {}, names)
        if reason in ("win", "win_skip", "win_draw"):
            return i18n.hint_text(self.game_id, "nudge_win", {}, names)
        if reason == "burn":
            return i18n.hint_text(self.game_id, "nudge_burn", {"target": p.get("target", 1)}, names)
        if reason == "root":
            return i18n.hint_text(self.game_id, "nudge_root", {}, names)
        if reason.startswith(("discard_", "tornado_")):
            dead = 1 if reason.endswith("_dead") else 0
            return i18n.hint_text(self.game_id, "nudge_discard", {"dead": dead}, names)
        if reason in ("give", "block"):
            return i18n.hint_text(self.game_id, "nudge_gift", {"creature": p.get("creature", "none")}, names)
        return None

    def hint_places(self, action: Action) -> list[pygame.Rect]:
        """A card's action: the card in the hand and the pile or discard it goes to; any other: the
        place a click takes it on (a pile, a zone) and the prompt's button that sends it."""
        seat, asked = self.viewer, self.controls.asked
        if seat is None or asked is None:
            return []
        rects: list[pygame.Rect] = []
        card = str(action.args[0]) if action.kind in ("play", "discard", "tornado", "cascade") else None
        hand = self.m.hand or []
        if card is not None and card in hand and self.bottom == seat:
            rects.append(self.hand_rect(card))
        for key, actions in asked.targets(seat, card, None).items():
            if action in actions:
                rects.append(self.target_rect(key))
        # the one button to press now: the action's own, else the group on its way (never every
        # button that starts alike: a power's targets share its first words)
        button = self.controls.button_for.get(action)
        if button is not None:
            if button.tag != str(action):  # a button tagged with the action itself the kit adds (once)
                rects.append(button.rect)
            return rects
        choice = asked.choice_for(seat, action)
        depth = len(self.controls.prefix)
        if choice is not None and choice.path[:depth] == self.controls.prefix and len(choice.path) > depth:
            head = f"{choice.path[depth]} …"
            rects += [b.rect for b in self.controls.bar.buttons if b.label == head][:1]
        return rects

    def target_rect(self, key: Place) -> pygame.Rect:
        if key[0] == "pile":
            return self.pile_rect(key[1], key[2])
        if key[0] in ("quick", "main"):
            return self.discard_rect(key[1], key[0])
        if key[0] == "zone":
            return self.zones[key[1]].rect
        return L.ether

    def button_color(self, kind: str) -> tuple[int, int, int]:
        color = self.pres.extra.get("buttons", {}).get(kind, (56, 70, 96))
        return (int(color[0]), int(color[1]), int(color[2]))

    def catching_up(self) -> bool:
        viewer = self.viewer
        if viewer is None or self.feed.is_over or self.feed.replaying or viewer not in self.feed.local_seats():
            return False
        return self.m.current == viewer and (self.busy or self.feed.bot_to_act() is not None)

    def tell(self, message: str) -> None:
        self.log.add(message, MUTED)
        self.narration = message

    def hold_line(self, message: str, seconds: float) -> None:
        self.held_line = (message, time.monotonic() + seconds)

    def hover_delay(self, pos: tuple[int, int]) -> float | None:
        """No help box by itself while a turn ends by itself (nc37 shot 81: the rapid discard's box lay over
        the Fire and Earth piles as « votre tour se termine de lui-même » showed)."""
        ending = self.controls.end_wait is not None or (self.held_line_now() is not None and self.my_seat() is None)
        return None if ending else super().hover_delay(pos)

    def held_line_now(self) -> str | None:
        """The line kept on top of the prompt panel (the turn that ended by itself), while it lasts."""
        if self.held_line is None or time.monotonic() >= self.held_line[1]:
            return None
        return self.held_line[0]

    def on_acted(self) -> None:
        # The kit's `act` is a person's on this screen, who acts from the viewer's side of the table.
        self.last_actor = self.viewer

    def undo(self) -> None:
        super().undo()
        self.controls.ask_all = True  # the moment undone to is asked, even one the table would answer

    def handle_table(self, event: pygame.event.Event) -> None:
        self.controls.handle(event)
        if event.type == pygame.MOUSEBUTTONDOWN:  # the hand's former places serve one click only
            self._hand_was = (self._hand_was[0], HAND_GRACE)


    def own_rects(self, seat: int) -> list[pygame.Rect]:
        """The seat's zone (its piles) and, for the mage at the bottom, the hand under it."""
        zone = [pygame.Rect(self.zones[seat].rect)] if seat in self.zones else []
        # an empty hand leaves its place free (nc26 shot 98: the toast went over the bot's piles instead)
        return zone + ([L.hand.copy()] if seat == self.bottom and (seat != self.viewer or self.m.hand) else [])

    def action_rect(self, action: Action) -> pygame.Rect | None:
        """The hand card to pick, the place on the table or the prompt's button, as the controls say."""
        what, which = self.controls.next_click(action)
        if what == "hand" and self.my_seat() is not None:
            hand = self.m.hand or []
            if which in hand:
                lift = -RAISE if which == self.controls.selected else 0
                return self.hand_rect(which).move(0, lift)
        if what == "place":
            r = self.target_rect(which)
            seat = self.my_seat()
            if which[0] == "pile" and seat is not None:
                # the red « Donne Elfe » tag over the pile's foot: the halo stops above it, never across
                # its words (nc18 shot 04: « Donne El e (un Éthe  la retient) »)
                for tag, _words, _cid in self.frees_tag_rects(seat, self.controls.targets(seat)):
                    if tag.colliderect(r) and tag.top - 10 > r.top + r.height // 3:
                        r = pygame.Rect(r.x, r.y, r.width, tag.top - 10 - r.y)
            return r
        if what == "button":
            return pygame.Rect(which.rect)
        return None

    # -- inspect -----------------------------------------------------------------------------------
    def inspect_at(self, pos: tuple[int, int]) -> tuple[str, str] | None:
        """The piece under `pos` (asked every idle frame while the pointer rests: cached per position).
        Where the pieces lie is worked out once per layout (`_Hits`): a banner asks every 16 px of its
        plate whether it would hide a piece (`TableScene.banner_spot`), and working out each token's
        and header's place again at every point made that 1.4 ms a point."""
        layout = (id(self.m), len(self.shown), i18n.lang, self.controls.selected, self.viewer,
                  id(self.controls.button_for))
        key = (pos, layout)
        if self._inspected[0] != key:
            hits = self._hits[1]
            if self._hits[0] != layout or hits is None:
                hits = self._hit_rects()
                self._hits = (layout, hits)
            self._inspected = (key, self._inspect(pos, hits))
        return self._inspected[1]

    def _hit_rects(self) -> _Hits:
        return _Hits(
            [(cid, (self.token_rect(cid), self.token_name_rect(cid))) for cid in self.m.tokens],
            [(s, [pygame.Rect(xy, img.get_size()) for img, xy in self.header(s)[0]]) for s in self.zones],
            self.turns_rect(),
            [(s, [self.quick_state_rect(s), *(r for _line, r in self.quick_why_lines(s))])
             for s in self.zones if self.mage(s).quick_state != "open"],
        )

    def undo_gap(self) -> pygame.Rect | None:
        """Where « Annuler (U) » stands when it can be used, while it cannot: its label is written there
        dimmed, and hovering it says why (nc22 shots 48, 67: the button came and went, nothing said why)."""
        if (self.guide is not None or self.demo or self.feed.replaying or self.my_seat() is None
                or not self.feed.offers_undo() or self._undo_seat() is not None):
            return None
        label = t(self.UNDO_LABEL)
        w = font(self.tools.most or TYPE.SMALL).size(label)[0] + PAD + TOOL_SLACK
        return pygame.Rect(self.tool_rect.x, self.tool_rect.y, w, self.tool_rect.height)

    def draw_undo_gap(self, surf: pygame.Surface) -> None:
        gap = self.undo_gap()
        if gap is None:
            return
        pygame.draw.rect(surf, shapes.shade(FELT, 0.12), gap, 1, border_radius=8)
        label = t(self.UNDO_LABEL)
        img = render(label, fit_text(label, gap.width - 8, self.tools.most or TYPE.SMALL), MUTED)
        surf.blit(img, img.get_rect(center=gap.center))

    def _inspect(self, pos: tuple[int, int], hits: _Hits | None = None) -> tuple[str, str] | None:
        """The piece under `pos` (`hits`: where the pieces lie, worked out afresh when not given)."""
        hits = hits or self._hit_rects()
        lang = i18n.lang
        gap = self.undo_gap()
        if gap is not None and gap.collidepoint(pos):
            return t(self.UNDO_LABEL), t("undo.none")
        for action, button in self.controls.button_for.items():  # "Pouvoir : Sylphe" says what it does
            if action.kind == "power" and button.rect.collidepoint(pos):
                return self.power_tip(action)
            if action.kind == "move" and button.rect.collidepoint(pos):
                return self.move_tip(action)
        card = self.hand_hit(pos)
        if card is not None:
            title, body = inspect_text("card", card, lang)
            return title, body + self.symbol_state(card)
        for cid, (token, name) in hits.tokens:
            if token.collidepoint(pos) or name.collidepoint(pos):
                title, power = inspect_text("creature", cid, lang)
                used = self.m.tokens[cid]["state"] == "used" and cid not in self.m.markers
                if used:
                    return title, inspect_text("token_back", "token_back", lang)[1]
                why = self.not_now(cid)
                shield = self.shield_said(cid)
                power = f"{power}\n{shield}" if shield else power
                return (title, f"{power}\n{why}") if why else (title, power)
        for s, lim in self.m.limbo.items():
            for i in reversed(range(len(lim))):
                if self.limbo_rect(s, i).collidepoint(pos):
                    title, body = inspect_text("card", lim[i], lang)
                    who = self.names[s] if s < len(self.names) else ""
                    return title, f"{t('evolution.limbo_tip', who=who)}\n{body}"
        if self.keys_rect.collidepoint(pos):
            return t("evolution.keys_title"), t("evolution.keys").replace(" · ", "\n")  # one key a line
        if self.creatures_rect.collidepoint(pos):
            return t("evolution.creatures_title"), self.creatures_list()
        for _s, rects in hits.headers:  # the header line: "5 en main · Niv. 8" said in words
            if any(r.collidepoint(pos) for r in rects):
                return inspect_text("header", "header", lang)
        if hits.turns.collidepoint(pos):
            return inspect_text("turns", "turns", lang)
        for s, words in hits.quick_words:  # the word under a closed quick discard, out past the card
            state = self.mage(s).quick_state
            if any(r.collidepoint(pos) for r in words):
                title, body = inspect_text(state, state, lang)
                return title, self.quick_paused_tip(s, state, body)
        for s in self.zones:  # a draw pile: its rule, and what it takes back next (nc40)
            if self.draw_rect(s).collidepoint(pos):
                title, body = inspect_text("draw", "draw", lang)
                return title, f"{body}\n{self.refill_words(s)}"
        place = self.place_at(pos)
        if place is None or place[0] == "zone":
            return None

        if place[0] == "centre":
            return inspect_text("centre", "centre", lang)
        if place[0] == "pile":
            cards = self.mage(place[1]).piles[place[2]]
            for i in reversed(range(len(cards))):
                if self.pile_card_rect(place[1], place[2], i).collidepoint(pos):
                    title, body = inspect_text("card", cards[i], lang)
                    return title, (body + self.symbol_state(cards[i]) + self.pile_under(place[1], place[2])
                                   + self.protection(place[1], place[2], i))
            under = self.under_word_rect(place[1], place[2])
            word = self.root_word_rect(place[1], place[2])
            if any(r.collidepoint(pos) for r in self.chip_rects(place[1], place[2])) or (
                    under is not None and under.collidepoint(pos)) or (word is not None and word.collidepoint(pos)):
                badge = self.pile_badge(place[1], place[2])
                if badge is not None:
                    # nc59 shots 027, 089, 114: the « protégée » chips 0 1 2 3 and the red « dessus libre » were
                    # guessed: the badge's hover names it and says what it means first, in a few words
                    return t(f"evolution.badge_title.{badge}"), (t(f"evolution.badge.{badge}")
                                                                  + self.pile_under(place[1], place[2]))
                # nc17 shot-77: « 0 1 » under a rooted pile, its top free: what the chips are, and whether
                # the top can burn
                title, _body = inspect_text("pile", place[2], lang)
                return title, (t("evolution.heap_chips") + self.pile_under(place[1], place[2])
                               + self.protection(place[1], place[2], len(cards) - 1))
            return inspect_text("pile", place[2], lang)
        state = self.mage(place[1]).quick_state
        which = state if place[0] == "quick" and state != "open" else place[0]
        title, body = inspect_text(which, which, lang)
        return title, self.quick_paused_tip(place[1], which, body)

    def creatures_list(self) -> str:
        """The ten creatures, one plain line each, from creatures.yaml: what frees each, when its power serves,
        what it does; then what the grey ✕ and a pale Ondine mean (nc63: seven of the ten were never taught,
        « the grey ✕ next to creature names is never explained », « does the dimmed Ondine still protect? »)."""
        rows = [t("evolution.creatures_intro")]
        for cid, cr in self.defs.creatures.items():
            src = (t("evolution.creature_from_card", card=self.name_of(cr.card)) if cr.card
                   else t("evolution.creature_from_centre", n=cr.ether_centre))
            rows.append(t("evolution.creature_row", name=self.name_of(cid), **{"from": src},
                          when=t("evolution.creature_when", timing=cr.timing),
                          does=t("evolution.creature_plain", power=cr.power)))
        rows.append(t("evolution.creatures_marks"))
        return "\n".join(rows)

    @property
    def inspect_width(self) -> int:  # type: ignore[override]
        """The ten creatures' list is wide, a line each (the usual 360 px would wrap it past the screen)."""
        pos = self.pinned[0] if self.pinned is not None else self.pointer
        return CREATURES_TIP_W if self.creatures_rect.collidepoint(pos) else TableScene.inspect_width

    def refill_words(self, seat: int) -> str:
        """What this mage's draw pile takes back once empty, and how many cards (nc40: « a hover on the draw
        pile saying what comes next »; the Air 3 and Air 2 burned went to the quick discard, and which came
        back when was a surprise)."""
        mage = self.mage(seat)
        source = refill_source(mage.quick_state, len(mage.quick), len(mage.main))
        n = len(mage.quick) if source == "quick" else len(mage.main)
        return t("evolution.refill_next", source=source or "none", n=n)

    def power_tip(self, action: Action) -> tuple[str, str]:
        """What a power button does if clicked now (round 9: "Pouvoir : Sylphe" had no words): the
        creature's power, then that the click spends it (the Ondine stays, and moves each turn)."""
        cid = str(action.args[0])
        title, _body = inspect_text("creature", cid, i18n.lang)
        power = self.defs.creatures[cid].power
        what = self.defs.inspect[f"power_{power}"]
        body = i18n.fill(what.get(i18n.lang) or what["fr"], i18n.lang)
        tip = f"{body}\n{t('evolution.power_now', power=power)}"
        as_ = str(action.args[1]) if power == "copy" and len(action.args) > 1 else cid
        seat = self.my_seat()
        if self.defs.creatures[as_].power == "burn_all" and seat is not None:
            tip += "\n" + self.phoenix_words(seat)
        target = action.args[-1]
        if self.defs.creatures[as_].power == "condemn_quick" and isinstance(target, int) \
                and not self.m.mages[target].quick:
            tip += "\n" + t("evolution.elf_empty", who=self.names[target])  # why its button is grey (nc58 shot 171)
        return title, tip

    def phoenix_words(self, seat: int) -> str:
        """What a Phénix used now by `seat` burns, mage by mage, its own shielded card said (nc31 shots
        97-99: the person's Ondine did not stop the person's own Phénix, and nothing said so before)."""
        burns = self.m.phoenix_burns(seat)
        if not burns:
            return t("evolution.phoenix_burns", items="", n=0)
        parts = []
        for s in [seat] + [x for x in range(len(self.names)) if x != seat]:
            cards = []
            for o, _p, card, shielded in burns:
                if o != s:
                    continue
                cid = self.m.shield_of(o, card) if shielded else None
                named = self.name_of(card).replace(" ", "\u00a0")  # a card's name stays on one line
                cards.append(t("evolution.phoenix_own_shield", card=named, creature=self.name_of(cid))
                             if cid else named)
            if cards:
                who = "" if s == seat else self.names[s]
                parts.append(t("evolution.phoenix_side", who=who, mine="yes" if s == seat else "no",
                               cards=", ".join(cards)))
        return t("evolution.phoenix_burns", items=" ; ".join(parts), n=len(burns))

    def move_tip(self, action: Action) -> tuple[str, str]:
        """What moving the Ondine onto a card does, and what it does not stop: the mover's own Phénix
        (nc31 shots 97-99)."""
        cid = str(action.args[0])
        title, _body = inspect_text("creature", cid, i18n.lang)
        seat = self.my_seat()
        top = self.m.free_top(seat, str(action.args[1])) if seat is not None else None
        mine = [c for c, tok in self.m.tokens.items() if tok["state"] == "held" and tok["holder"] == seat
                and self.defs.creatures[c].power in ("burn_all", "copy")]
        return title, t("evolution.move_tip", card=self.name_of(top) if top else "",
                        phoenix="yes" if mine else "no")

    def shield_on(self, cid: str) -> tuple[str, bool] | None:
        """The card an Ondine in play lies on, and whether it shields it now: only a free card (the top
        of its pile, not rooted) can burn, so a shield on a covered or rooted card does nothing until the
        card is free again (nc26 shot 70: an « On » badge on a rooted Eau 3 looked like protection from
        the Salamandre, which burns the top of a rooted pile); None for a token not on a card."""
        marker = self.m.markers.get(cid)
        if marker is None or marker["card"] is None:
            return None
        m = self.mage(marker["seat"])
        for p, cards in m.piles.items():
            if marker["card"] in cards:
                i = cards.index(marker["card"])
                return str(marker["card"]), i == len(cards) - 1 and i >= m.rooted[p]
        return None

    def shield_said(self, cid: str) -> str:
        """The tooltip's line for a shield on a card: what it holds off, or why it holds nothing now."""
        on = self.shield_on(cid)
        if on is None:
            marker = self.m.markers.get(cid)
            return t("evolution.shield_off") if marker is not None and marker["card"] is None else ""
        return t("evolution.shield_on", card=self.name_of(on[0]), active="yes" if on[1] else "no")

    def not_now(self, cid: str) -> str | None:
        """Why a creature the person holds, unused, has no button now (issue 24: the Golem's button
        went with every pile rooted, and nothing said why); None when it has one, or is not theirs."""
        seat, asked = self.my_seat(), self.controls.asked
        tok = self.m.tokens[cid]
        if seat is None or asked is None or tok["state"] != "held" or tok["holder"] != seat:
            return None
        if cid in asked.creatures():
            return None
        return t("evolution.not_now", power=self.defs.creatures[cid].power)

    def symbol_state(self, card: str) -> str:
        """Where the creature of a card's symbol stands now (round 9: a used creature's card said
        nothing, and a newcomer wondered why it still showed "libère"); "" for a card with none."""
        cid = self.defs.symbol.get(card)
        if cid is None:
            return ""
        tok = self.m.tokens[cid]
        if tok["state"] == "used":
            return "\n" + t("evolution.symbol_state", state="used", creature=self.name_of(cid))
        if tok["state"] == "held":
            holder = tok["holder"]
            who = self.names[holder] if holder is not None and holder < len(self.names) else ""
            return "\n" + t("evolution.symbol_state", state="held", creature=self.name_of(cid), who=who)
        return ""

    def symbol_info(self, cid: str) -> str:
        """What a hand card's symbol will do with its creature, as the token stands now (nc18 shot 94:
        Eau 1 said it gives the Sirène away while the person already held it)."""
        tok = self.m.tokens[cid]
        holder, viewer = tok.get("holder"), self.viewer
        state = "free"
        if tok["state"] == "used":
            state = "used"
        elif tok["state"] == "held" and holder is not None:
            state = "self" if holder == viewer else "given" if tok.get("giver") == viewer else "other"
        who = self.names[holder] if holder is not None and holder < len(self.names) else ""
        return t("evolution.info.creature", creature=self.name_of(cid), state=state, who=who)

    def pile_under(self, seat: int, pile: str) -> str:
        """A rooted pile drawn as a heap names every card it holds, bottom first (issue 24: a rooted
        pile showed only its top card and nothing said what lay under it); "" when all show."""
        m = self.mage(seat)
        cards, rooted = m.piles[pile], m.rooted[pile]
        if rooted < 2:
            return ""
        names = " · ".join(self.name_of(c).replace(" ", "\u00a0") for c in cards)  # a name stays on one line
        return "\n" + t("evolution.pile_under", cards=names, rooted=rooted, free=len(cards) - rooted)

    def protection(self, seat: int, pile: str, index: int) -> str:
        """Whether a card of a rooted pile can still be burned (nc10: a newcomer guessed which of their
        cards a Fire could take, and what the brown frame meant); "" on a pile not rooted."""
        rooted = self.mage(seat).rooted[pile]
        cid = self.top_shield(seat, pile)
        if cid is not None and index == len(self.mage(seat).piles[pile]) - 1:  # nc31 shots 90-92
            return "\n" + t("evolution.protected_card", safe="shield", creature=self.name_of(cid))
        if not rooted:
            return ""
        return "\n" + t("evolution.protected_card", safe="yes" if index < rooted else "no")

    def turn_owner(self) -> int | None:
        """The mage whose turn it is while another answers in it (a power, a counter): the guide says
        "still your turn", not "Bot 2's turn" (issue 24: the bot's Elf in the person's turn read as its
        turn); None once a new turn waits to be shown."""
        if self.m.over or any(ev.kind == "turn_start" for ev in self.queue):
            return None
        return self.m.current

    def they_answer_words(self, seat: int | None) -> str:
        """A power the opponent uses in the person's turn is named: "Bot 2 utilise Elfe pendant votre tour"."""
        if self.power_shown is not None and seat is not None and self.power_shown[0] == seat:
            return t("evolution.still_your_turn", power=self.power_shown[1])
        return super().they_answer_words(seat)

    # -- where things are -------------------------------------------------------------------------
    def pile_y(self, z: Zone, index: int, rooted: int, count: int = 0) -> int:
        if index < rooted:
            return z.top + min(index, 3) * z.heap
        base = z.top + (min(rooted - 1, 3) * z.heap if rooted else 0)
        dy = z.dy
        offsets = count - 1 - rooted + (1 if rooted else 0)  # the top card's offsets down the pile
        if offsets > 0 and base + offsets * dy + z.ch > z.label_y - 2:
            # nc25 shots 95-99: a level-5 pile unrooted by the Gnome fans six free cards, one more than the
            # column holds: they close up so that the pile's « niv. 5 » under it stays clear
            dy = max(1, (z.label_y - 2 - z.ch - base) // offsets)
        return base + (index - rooted + (1 if rooted else 0)) * dy

    def pile_card_rect(self, seat: int, pile: str, index: int) -> pygame.Rect:
        z = self.zones[seat]
        rooted = self.mage(seat).rooted[pile]
        count = len(self.mage(seat).piles[pile])
        y = self.pile_y(z, index, rooted, count)
        g = self.gather.get((seat, pile))
        if g is not None and _live(g[1]):
            y0 = self.pile_y(z, index, g[0], count)
            y = round(y0 + (y - y0) * g[1].value)
        return z.slot(1 + self.elements.index(pile), y)

    def pile_rect(self, seat: int, pile: str) -> pygame.Rect:
        """The whole pile as a click target (its empty slot when empty)."""
        r = self.zones[seat].slot(1 + self.elements.index(pile))
        cards = self.mage(seat).piles[pile]
        if cards:
            r.height = self.pile_card_rect(seat, pile, len(cards) - 1).bottom - r.top
        return r

    def pile_foot(self, seat: int, pile: str) -> int:
        """The lowest point drawn for a pile: its cards, a rooted heap's roots and its level chips."""
        z = self.zones[seat]
        mage = self.mage(seat)
        shown, rooted = len(mage.piles[pile]), mage.rooted[pile]
        foot = self.pile_rect(seat, pile).bottom
        if shown and rooted and shown <= rooted:
            foot = max(foot, self.root_word(z, self.pile_card_rect(seat, pile, shown - 1))[1].bottom)
        under = self.under_word_rect(seat, pile)
        return max([foot] + [c.bottom for c in self.chip_rects(seat, pile)] + ([under.bottom] if under else []))

    def under_word_rect(self, seat: int, pile: str) -> pygame.Rect | None:
        """The « protégée » under the chips of a heap that free cards cover (nc18 shot 138: a lone « 0 »
        under the Terre pile, with no word, was read as one of the pile's levels); None when there is none
        or no room above the pile's name."""
        mage = self.mage(seat)
        shown, rooted = len(mage.piles[pile]), mage.rooted[pile]
        chips = self.chip_rects(seat, pile)
        z = self.zones[seat]
        if 2 <= rooted < shown and chips:
            at = (chips[0].union(chips[-1]).centerx, chips[0].bottom + 2)
        elif shown and rooted < 2 and self.top_shield(seat, pile) is not None:
            # nc31 shots 90-92: a free top an Ondine guards says so under a pile with no chips too
            top = self.pile_card_rect(seat, pile, shown - 1)
            at = (top.centerx, top.bottom + 3)
        else:
            return None
        tag = self.under_word_img(z, seat, pile).get_rect().inflate(6, 2)
        tag.midtop = at
        return tag if tag.bottom <= z.label_y - 1 else None

    def top_shield(self, seat: int, pile: str) -> str | None:
        """The shield (Ondine, or Akâsha as Ondine) guarding a pile's top card now: the top is free and
        the token lies on it; None otherwise."""
        top = self.m.free_top(seat, pile)
        return self.m.shield_of(seat, top) if top is not None else None

    def under_word(self, seat: int, pile: str) -> str:
        """What the word under a pile says of its top card (nc19 shots 93, 153: « protégées » under the
        chips of a heap with a free card on top was read as « this pile is safe »): « dessus libre », or,
        an Ondine on it, that it is guarded from the opponents (nc31 shots 90-92, 97: « dessus libre »
        stood under a card with the « On » badge)."""
        cid = self.top_shield(seat, pile)
        if cid is None:
            return t("evolution.top_free")
        return t("evolution.top_shielded", creature=self.name_of(cid))

    def under_word_img(self, z: Zone, seat: int, pile: str) -> pygame.Surface:
        word_text = self.under_word(seat, pile)
        return render(word_text, fit_text(word_text, z.cw + 8, 11 if z.big else 10), INK, bold=True)

    def chip_rects(self, seat: int, pile: str) -> list[pygame.Rect]:
        """The level chips of a rooted pile, as drawn (none on a pile not rooted)."""
        z = self.zones[seat]
        mage = self.mage(seat)
        shown, rooted = len(mage.piles[pile]), mage.rooted[pile]
        if shown and rooted and shown <= rooted:
            return self.heap_levels_rects(z, shown - 1, self.pile_card_rect(seat, pile, shown - 1))
        if 2 <= rooted < shown:
            return self.heap_levels_rects(z, rooted - 1, self.pile_card_rect(seat, pile, shown - 1), side=True)
        return []

    def pile_column(self, seat: int, pile: str) -> pygame.Rect:
        """Where a click means the pile: its whole column down to its name (issue 24: a rooted pile
        shrinks to a heap, and a click where its top card had just been opened another card's choices)."""
        z = self.zones[seat]
        r = z.slot(1 + self.elements.index(pile))
        r.height = max(self.pile_rect(seat, pile).bottom, z.label_y - 4) - r.top
        return r

    def hit_rect(self, key: Place) -> pygame.Rect:
        """Where a click takes a place: a pile's whole column, else the place as drawn."""
        return self.pile_column(key[1], key[2]) if key[0] == "pile" else self.target_rect(key)

    def top_rect(self, seat: int, pile: str) -> pygame.Rect:
        cards = self.mage(seat).piles[pile]
        if not cards:
            return self.zones[seat].slot(1 + self.elements.index(pile))
        return self.pile_card_rect(seat, pile, len(cards) - 1)

    def quick_state_rect(self, seat: int, size: tuple[int, int] | None = None) -> pygame.Rect:
        """Where "indisponible" / "condamnée" is written under the quick discard's marker (wider than
        the card: hovering any of it explains the word, issue 24)."""
        z = self.zones[seat]
        r = z.slot(QUICK_COL)
        d = max(16, z.cw // 2 + 6)
        if size is None:
            said = t(f"evolution.quick_state.{self.mage(seat).quick_state}")
            size = font(fit_text(said, z.cw - 12, TYPE.SMALL) if z.big else fit_text(said, z.cw + 4, 10)).size(said)
        return pygame.Rect((0, 0), size).move(r.centerx - size[0] // 2, r.y + z.ch // 2 + d // 2 + 2)

    def quick_why_lines(self, seat: int) -> list[tuple[str, pygame.Rect]]:
        """Under the person's « en pause », why and until when, line by line where drawn (nc25 shots
        72-88: a grey minus and « en pause » for eight turns, never understood)."""
        z = self.zones[seat]
        m = self.mage(seat)
        if not z.big or m.quick_state != "unavailable" or self.m.limbo.get(seat):
            return []  # (a burnt card waiting for its discard lies there: its own tag says it)
        word = self.quick_state_rect(seat)
        # nc33 shot 84: five lines (« sert de pioche ; rouvre quand votre pioche (3 cartes) sera vide ») read
        # as a pile both drawn from and paused: one short line, as wide as the room between the piles' words
        # nc38 shots 088, 106: the one line ran to 5 px of the Eau pile's card and was read as its caption:
        # a clear gap on each side, the words on two even lines when one does not fit
        last = self.pile_column(seat, self.elements[-1])
        width = 2 * (min(word.centerx - last.right, self.discard_rect(seat, "main").left - word.centerx) - WHY_GAP)
        text = t("evolution.quick_paused_why", n=m.draw_count)
        lines = self._wrapped(text, width, TYPE.SMALL)
        while len(lines) > 1 and width > 40 and len(self._wrapped(text, width - 8, TYPE.SMALL)) == len(lines):
            width -= 8  # even lines (« rouvre au / tirage suivant », not « rouvre au tirage / suivant »)
            lines = self._wrapped(text, width, TYPE.SMALL)
        out = []
        # nc26 shot 83: the first line lay on the slot's frame, read as words spilling out of it: they
        # start under the frame
        y = max(word.bottom + 2, z.slot(QUICK_COL).bottom + 3)
        for line in lines:
            w, h = font(TYPE.SMALL).size(line)
            out.append((line, pygame.Rect(word.centerx - w // 2, y, w, h)))
            y += h - 1
        return out

    def quick_paused_tip(self, seat: int, state: str, body: str) -> str:
        """A paused quick discard's tooltip says how many cards its mage's draw pile has left before it
        reopens (nc25)."""
        if state != "unavailable":
            return body
        return f"{body}\n{t('evolution.quick_paused_left', n=self.mage(seat).draw_count)}"

    def discard_rect(self, seat: int, which: str) -> pygame.Rect:
        return self.zones[seat].slot(QUICK_COL if which == "quick" else MAIN_COL)

    def discard_heap_rects(self, seat: int, which: str, n: int) -> list[pygame.Rect]:
        """The card backs under a discard's top card (its thickness, up to 3 for `n` cards), deepest first.
        The top card lies on the slot, where cards land and the frame of a target is (nc35 shots 86/87: the
        top card stood 6 px off its slot on its heap, an edge of it showing past the frame); the heap peeks
        out under it, down and right."""
        z = self.zones[seat]
        k = min(3, (n + 4) // 5) if n > 0 else 0
        return [self.discard_rect(seat, which).move((k - i) * z.heap, (k - i) * z.heap) for i in range(k)]

    def draw_rect(self, seat: int) -> pygame.Rect:
        return self.zones[seat].slot(DRAW_COL)

    def limbo_rect(self, seat: int, i: int) -> pygame.Rect:
        """A burnt card waiting for its discard: between the two discards, under them and over their
        labels, a little smaller (issue 24: drawn over both discards, it hid the cards they showed)."""
        z = self.zones[seat]
        room = z.label_y - (z.top + z.ch) - 8  # from under the discards to their labels
        # nc22 shot 82: at full height its fire frame touched « Rapide (Q) : 0 » and « Principale »:
        # three quarters of a card, its frame well above the labels
        h = max(z.ch // 2, min(z.ch * 3 // 4, room - 10))
        w = round(h * z.cw / z.ch)
        x = (z.col(QUICK_COL) + z.col(MAIN_COL)) // 2 - w // 2 + i * max(6, w // 5)
        return pygame.Rect(x, z.top + z.ch + 4, w, h)


    def limbo_tag(self, seat: int) -> tuple[pygame.Surface, pygame.Rect]:
        """The « brûlée » stamped across the burnt cards waiting for their discard (nc25 shot 99)."""
        z = self.zones[seat]
        word = t("evolution.limbo_tag")
        img = render(word, fit_text(word, z.cw + 8, 11 if z.big else 9), INK, bold=True)
        n = len(self.m.limbo.get(seat, []))
        cards = self.limbo_rect(seat, 0).unionall([self.limbo_rect(seat, i) for i in range(1, n)])
        return img, img.get_rect().inflate(6, 2).move_to(center=cards.center)

    def hand_rects(self, n: int) -> list[pygame.Rect]:
        w, h = L.card
        step = min(w + 10, L.hand.width // max(1, n))
        return [pygame.Rect(L.hand.x + i * step, L.hand.y, w, h) for i in range(n)]

    def hand_anchor(self, seat: int, card: str | None = None) -> pygame.Rect:
        """Where a card leaves or joins the hand of `seat`."""
        if seat == self.bottom:
            hand = self.m.hand
            if hand is not None and card in hand:
                return self.hand_rect(card)
            n = len(hand) if hand is not None else self.mage(seat).hand_count
            return pygame.Rect(L.hand.x + min(n, 5) * (L.card[0] + 10), L.hand.y, *L.card)
        # an opponent's hand is the "×5" of its header: its cards leave from just past the header line,
        # never over the mage's name (issue 24: a flying card hid "Bot 2 (facile)"), and under the header
        # line, in the row of cards, so a draw flying from the draw pile keeps off « 3 en main » (nc19 shot-161)
        z = self.zones[seat]
        end = min(self.header(seat)[1], z.rect.right - z.cw - 8)
        return pygame.Rect(end, z.top, z.cw, z.ch)


    def ether_count_rect(self) -> pygame.Rect:
        """The Ethers in the centre and their count ("Éther : 0") under them."""
        label = render(t("evolution.centre", n=len(self.m.centre)), TYPE.SMALL, MUTED)
        # a margin: the tutorial's tight halo keeps off the words (nc11: « Éther : 0 » read « Éther : ( »)
        return L.ether.union(self.ether_label_rect(label.get_size())).inflate(8, 6)

    @staticmethod
    def ether_label_rect(size: tuple[int, int]) -> pygame.Rect:
        """Where "Éther : 0" is written: under the centre's Ethers, inside the centre panel."""
        words = pygame.Rect((0, 0), size)
        words.midtop = (L.ether.centerx, L.ether.bottom + 4)
        words.right = min(words.right, L.centre.right - 6)
        return words

    def guide_read_piece(self, text: str) -> pygame.Rect | None:
        """A step of words only that names the centre's count ("« Éther : 0 »") points at it (issue 24:
        "le centre" was not found, the counter never pointed at)."""
        def bare(s: str) -> str:
            return s.replace("\u00a0", " ").replace("\u202f", " ")

        counter = bare(t("evolution.centre", n=len(self.m.centre)))
        if counter in bare(text):
            return self.ether_count_rect()
        if bare(t("evolution.creatures_named")) in bare(text) and self.creatures_rect.width:
            return self.creatures_rect.copy()  # nc63: the list of the ten creatures, beside « Clavier »
        if bare(t("evolution.tokens_named")) in bare(text):  # « les dix jetons de créatures »: all ten
            slots = [self.centre_slot(cid) for cid in self.defs.creatures]  # the halo round the tokens, not their names
            ring = slots[0].unionall(slots[1:])
            # as wide as the names under them (nc52 shot 018: the ring cut « Gnome » and « Dhyâna » at its sides)
            names = self.centre_name_rects()
            left = min(ring.left, min(r.left for r in names) - 7)
            right = max(ring.right, max(r.right for r in names) + 7)
            return pygame.Rect(left, ring.top, right - left, ring.height)
        return None

    CENTRE_NAME_GAP = 3  # the room between two neighbours' names in the centre, in pixels (6 took them to 8 px: tiny)

    def centre_name_size(self, name: str = "") -> int:
        """The type size of the creatures' names under their places in the centre: the same for all (nc16:
        « Salamandre », fitted to its token, was printed smaller than the others), the largest at which every two
        neighbours keep `CENTRE_NAME_GAP` between them (nc65 shot 003: « SalamandreDhyâna », one word at 10)."""
        names = [self.name_of(cid) for cid in self.defs.creatures]
        key = (i18n.lang, tuple(names))
        kept = self.__dict__.get("_centre_size")
        if kept is not None and kept[0] == key:
            return int(kept[1])
        pitch = L.token + 10
        size = 10
        while size > 8:
            w = [font(size).size(n)[0] for n in names]
            if all((w[i] + w[i + 1]) / 2 + self.CENTRE_NAME_GAP <= pitch
                   for i in range(len(w) - 1) if (i + 1) % 5):
                break
            size -= 1
        self.__dict__["_centre_size"] = (key, size)
        return size

    def centre_name_rects(self) -> list[pygame.Rect]:
        """The creatures' names under their places in the centre, as drawn (the tutorial's arrow to
        « Éther : 0 » kept off the turn count by crossing « Salamandre » and « Dhyâna »)."""
        out = []
        for cid in self.defs.creatures:
            name, slot = self.name_of(cid), self.centre_slot(cid)
            r = pygame.Rect((0, 0), font(self.centre_name_size(name)).size(name))
            r.midtop = (slot.centerx, slot.bottom + 1)
            out.append(r)
        return out

    def centre_slot(self, cid: str) -> pygame.Rect:
        i, d = list(self.defs.creatures).index(cid), L.token
        return pygame.Rect(L.centre.x + 12 + (i % 5) * (d + 10), L.centre.y + 6 + (i // 5) * (d + 16), d, d)

    def header(self, s: int) -> tuple[list[tuple[pygame.Surface, tuple[int, int]]], int]:
        """A zone's header line (name, hand backs and count, levels, Cascade penalty) and where it ends."""
        z, m = self.zones[s], self.mage(s)
        out: list[tuple[pygame.Surface, tuple[int, int]]] = []
        size = 17 if z.big else 14
        name = render(self.names[s], size, self.seat_color(s), bold=True)
        hx, hy = z.rect.x + 10, z.rect.y + (z.top - z.rect.y - name.get_height()) // 2
        items: list[tuple[pygame.Surface, int]] = [(name, 0)]
        if s != self.bottom or self.m.hand is None:
            bw, bh = (14, 20) if z.big else (12, 17)
            items.append((self.card_img("back", (bw, bh)), -7))
            held = max(0, m.hand_count - self.arriving[("hand", s)])  # in words: "×5" was not understood
            items.append((render(t("evolution.in_hand", n=held), size - 2, INK), 1))
        key = "evolution.levels" if z.big else "evolution.levels_short"
        items.append((render(t(key, n=m.levels), size - 2, MUTED), 1))
        if m.penalty:
            items.append((render(t("evolution.penalty", n=m.penalty), size - 3, DANGER), 2))
        if s in self.m.finished:
            key = "evolution.rank" if z.big else "evolution.rank_short"
            items.append((render(t(key, n=self.m.finished.index(s) + 1), size - 1, ACCENT, bold=True), 1))
        for img, dy in items:
            out.append((img, (hx, hy + max(0, dy))))
            hx += img.get_width() + (3 if dy < 0 else 10 if dy == 0 else 8)
        return out, hx

    def token_rect(self, cid: str) -> pygame.Rect:
        tok, marker = self.m.tokens[cid], self.m.markers.get(cid)
        if marker is not None and marker["card"] is not None:
            seat = marker["seat"]
            for p, cards in self.mage(seat).piles.items():
                if marker["card"] in cards:  # a shield stays on its card, covered or not
                    i = cards.index(marker["card"])
                    card = self.pile_card_rect(seat, p, i)
                    d = self.zones[seat].tok
                    if i < len(cards) - 1:
                        # a covered card shows only its strip: the token goes beside it, in the gap to the next
                        # pile, where no card laid on top hides it (nc61 shot 132: the Ondine on Air 3 sat
                        # half-hidden behind the new Air 4)
                        strip = self.pile_card_rect(seat, p, i + 1).y - card.y
                        return pygame.Rect(card.right + 3, card.y + max(0, strip - d) // 2, d, d)
                    return pygame.Rect(card.right - d + 4, card.y - 4, d, d)
        if tok["holder"] is None or tok["state"] == "centre":
            return self.centre_slot(cid)
        seat = tok["holder"]
        z = self.zones[seat]
        held = self.m.held_tokens(seat)
        i = held.index(cid) if cid in held else len(held)
        d = z.tok
        step, named = self.token_step(seat)
        # nc34 shots 76/77: at one step for all, sized on the longest name, « Salamandre » ran into its own
        # token's neighbour and « Sirène » stood far off: named tokens are packed, each with its own name
        shift = sum(d + self._token_name_width(z, c) + TOKEN_GAP for c in held[:i]) if named else i * step
        return pygame.Rect(z.rect.right - 8 - d - shift, z.rect.y + (z.top - z.rect.y - d) // 2, d, d)

    def _token_name_width(self, z: Zone, cid: str) -> int:
        return font(self.token_name_size(z)).size(self.name_of(cid))[0]

    def token_step(self, seat: int) -> tuple[int, bool]:
        """The spacing of the tokens in a zone's header, and whether each has its name beside it (nc16
        shots 09, 84, 143: tiny badges « El », « Gn », three of them crammed): named when the header's
        room holds them all (each token and its name, then the same gap), else packed as before."""
        z = self.zones[seat]
        held = self.m.held_tokens(seat)
        d = z.tok
        room = z.rect.right - 8 - self.header(seat)[1]
        if held and sum(d + self._token_name_width(z, c) + TOKEN_GAP for c in held) <= room:
            return 0, True
        return max(6, min(d + 3, (room - d) // max(1, len(held) - 1) if len(held) > 1 else d + 3)), False

    def token_name_rect(self, cid: str) -> pygame.Rect:
        """Where a token's name is written beside it in a zone's header (empty when it is not)."""
        tok = self.m.tokens[cid]
        seat = tok["holder"]
        if seat is None or seat not in self.zones or cid not in self.m.held_tokens(seat) \
                or not self.token_step(seat)[1]:
            return pygame.Rect(0, 0, 0, 0)
        r = self.token_rect(cid)
        size = font(self.token_name_size(self.zones[seat])).size(self.name_of(cid))
        return pygame.Rect((0, 0), size).move(r.left - 3 - size[0], r.centery - size[1] // 2)

    @staticmethod
    def token_name_size(z: Zone) -> int:
        return 12 if z.big else 11

    def then(self, fn: Callable[..., Value], *args: Any) -> Value:
        """`fn(*args)` on the position before the event being shown (where a piece flies from)."""
        if self.before is None:
            return fn(*args)
        now, self.model = self.model, self.before
        try:
            return fn(*args)
        finally:
            self.model = now

    def describe(self, ev: Event) -> str | None:
        """The log line: a Creature using its own power is named once ($same), a card put in a
        discard for no reason but the discard itself gives none ($plain), and a power window let
        by (often by the table itself, nothing new on offer) is no line at all."""
        data = dict(ev.data)
        if ev.kind == "pass" and data.get("window") == "moment":
            return None  # nothing happened: "Joueur 1 passe" read as a move the person never made
        if ev.kind == "pass" and data.get("window") in ("burn", "power") and ev.seat is not None:
            return i18n.t(f"evolution.log_pass_{data['window']}", who=self.short_names()[ev.seat])
        if ev.kind == "power":
            data["same"] = "yes" if data.get("as") == data.get("creature") else "no"
        if ev.kind == "draw" and ev.seat is not None and ev.seat == self.viewer and data.get("count"):
            # nc35 shot 14: « Joueur 1 pioche 1 carte (tornade) » then « Vous piochez : Eau 4 »: one line, the
            # private one that follows, names the person « vous » with the reason and the cards
            return None
        if ev.kind == "no_target" and self.nothing_to_burn_at_all(ev):
            return None  # nc49 shots 007, 044: said after every Fire while the rival's piles were still empty
        if ev.kind == "burned":  # who destroyed it: the discard that follows names it (issue 24, shot-61)
            how = str(data.get("how", "burn"))
            self._burned_by[(data.get("target"), data.get("card"))] = how
            # a Salamander burns even a rooted pile: the line says so (a newcomer saw it unexplained)
            data["does"] = self.defs.creatures[how].power if how in self.defs.creatures else "burn"
        if ev.kind == "discard":
            data["plain"] = "yes" if data.get("reason") == "discard" else "no"
            if data.get("reason") == "burn":  # "(Salamandre)", not "(embrasement)", when a creature did it
                data["reason"] = self._burned_by.pop((ev.seat, data.get("card")), "burn")
        line = super().describe(Event(ev.kind, ev.seat, data, ev.to))
        if ev.kind == "play" and line:
            line += self.frees_nothing(str(data["card"]), ev.seat, str(data.get("frees_nothing", "none")))
        cid = str(data.get("creature", ""))
        if ev.kind == "discard" and line and ev.data.get("reason") == "burn" and data.get("to") == "main" \
                and ev.seat is not None and ev.seat < len(self.m.mages) and self.m.mages[ev.seat].quick_state != "open":
            # no question asked: the quick discard is shut (nc16 shot-116: asked once, not the next time)
            line += t("evolution.burnt_to_main", state=self.m.mages[ev.seat].quick_state)
        if ev.kind == "burned" and line and data.get("target") == self.viewer and "unanswered" in ev.data:
            line += self.no_counter(str(ev.data["unanswered"]))
        if ev.kind == "give" and line and cid in self.defs.creatures:
            # what the creature does, where it changes hands (nc15: seven of the ten were met in play unexplained)
            line += t("evolution.gives_power", power=self.defs.creatures[cid].power)
        return line

    def nothing_to_burn_at_all(self, ev: Event) -> bool:
        """A Fire's burn with no target while no rival has laid a single card: the whole opening's Fires, where
        a word and a banner after each one were noise (nc49 shots 007, 044)."""
        return ev.data.get("effect") == "burn" and bool(ev.data.get("bare"))  # as the engine saw the position

    def no_counter(self, wanted: str) -> str:
        """Why the person was not asked to counter a burn of their own card: no answer at all, the Water a
        Cascade needed not in hand (`wanted`, from the engine's event: "" in the Fusion variant). nc49 shots
        096-097: a Sirène sent the person's own Fire back on their Eau 3, which burned « sans choix »."""
        return t("evolution.no_counter", card=self.name_of(wanted) if wanted else "", fusion="no" if wanted else "yes")

    def frees_nothing(self, card: str, seat: int | None, why: str) -> str:
        """Why a card whose symbol frees a creature freed none, said after its play (nc15: it went
        without a word): the creature has served, or this mage gave it away and cannot take it back."""
        cid = self.defs.symbol.get(card)
        if cid is None or why not in ("used", "given"):
            return ""
        who = self.short_names()[seat] if seat is not None and seat < len(self.names) else ""
        return t("evolution.frees_nothing", why=why, creature=self.name_of(cid), who=who)

    # -- events -> animations (the kit folds each event into the model first) ------------------------
    def show(self, ev: Event, again: bool = False) -> float:
        self.before = copy.deepcopy(self.model)
        line = self._told(ev)
        if line:
            self.narration = line
        if not again:
            self.gather_recap(ev)
            if ev.kind == "end_turn" and ev.seat == self.viewer and self.pause_note_read:
                self.pause_note = False  # a turn of theirs has shown it: the hover and the log keep it
        return super().show(ev, again)

    def gather_recap(self, ev: Event) -> None:
        """The opponents' turns, kept event by event, said in a few words beside the hand when the person's
        turn comes (nc25: Air 1, Air 2, a Tornado, Feu 0 and a burn went by in one go, read in the log)."""
        if self.viewer is None or self.feed.replaying or self.demo:
            return
        if ev.kind == "turn_start":
            if ev.seat == self.viewer:
                if self.away:
                    self.recap = self.recap_lines(self.away)
                self.away, self.recap_owner = [], self.viewer
                return
            if self.recap_owner == self.viewer:
                self.recap = []  # another mage's turn begins: the last recap has been read
            self.recap_owner = ev.seat
        if self.recap_owner is not None and self.recap_owner != self.viewer:
            self.away.append(ev)
        if ev.kind == "turn_start":
            return
        if ev.kind == "end_turn" and ev.seat == self.viewer:
            self.recap, self.recap_owner = [], self.viewer
        elif ev.kind in RECAP_GONE and ev.seat == self.viewer and self.recap_owner == self.viewer:
            self.recap = []  # nc34 shot 68: the person acts, the rival's turn is past (the log keeps it)

    def recap_lines(self, events: list[Event]) -> list[str]:
        """One sentence per opponent whose turn it was: the cards placed, the person's cards burnt, the
        powers used (with what they do), the tokens the person received and the piles rooted."""
        viewer = self.viewer
        order: list[int] = []
        said: dict[int, dict[str, list[str]]] = {}
        owner: int | None = None
        for ev in events:
            if ev.kind == "turn_start" and ev.seat is not None:
                owner = ev.seat
                if owner not in said:
                    order.append(owner)
                    said[owner] = {"placed": [], "tornado": [], "burned": [], "power": [], "given": [], "yours": [],
                                   "theirs": [], "rooted": []}
                continue
            if owner is None:
                continue
            got = said[owner]
            d = ev.data
            if ev.kind == "play" and ev.seat == owner:
                card = self.name_of(d["card"])
                joker = d["card"] in self.defs.cards and self.defs.cards[d["card"]].is_ether
                got["placed"].append(f"{card} ({self.name_of(d['pile'])})" if joker else card)  # which pile
            elif ev.kind == "tornado" and ev.seat == owner:
                got["tornado"].append(self.name_of(d["card"]))
            elif ev.kind == "burned" and d.get("target") == viewer:
                got["burned"].append(self.name_of(d["card"]))
            elif ev.kind == "power" and ev.seat == owner:
                power = self.defs.creatures[d["as"]].power if d["as"] in self.defs.creatures else ""
                got["power"].append(f"{self.name_of(d['creature'])} ({t('evolution.power_short', power=power)})")
            elif ev.kind == "power" and ev.seat == viewer:  # nc33 shot 93: the person's own answers, too
                got["yours"].append(self.name_of(d["creature"]))
            elif ev.kind == "cascade" and ev.seat == viewer:
                got["yours"].append(t("evolution.recap.cascade", card=self.name_of(d["card"])))
            elif ev.kind == "burned" and d.get("target") == owner:  # its own card burned in its turn: an answer
                got["theirs"].append(self.name_of(d["card"]))
            elif ev.kind == "give" and d.get("target") == viewer:
                got["given"].append(self.name_of(d["creature"]))
            elif ev.kind in ("root", "auto_root") and ev.seat == owner and self.name_of(d["pile"]) not in got["rooted"]:
                # a pile rooted again (its new top covered) is named once (nc62 shot 072: « piles enracinées :
                # Terre, Terre »)
                got["rooted"].append(self.name_of(d["pile"]))
        out = []
        for s in order:
            got = said[s]
            who = self.names[s] if s < len(self.names) else ""
            for drop in ((), ("rooted",), ("rooted", "tornado"), ("rooted", "tornado", "placed")):
                # a long turn leaves out the least of it, so that the sentence holds in the room beside the
                # hand (four lines for one opponent) rather than be cut
                parts = [t(f"evolution.recap.{k}", n=len(v), items=", ".join(v), who=who)
                         for k, v in got.items() if v and k not in drop]
                if not got["placed"]:
                    parts.insert(0, t("evolution.recap.nothing"))
                elif "placed" in drop:
                    parts.insert(0, t("evolution.recap.placed_count", n=len(got["placed"])))
                text = t("evolution.recap.head", who=who, parts=" ; ".join(parts))
                if len(self._wrapped(text, L.info.width, TYPE.SMALL)) <= INFO_LINES:
                    break
            out.append(text)
        return out

    def _told(self, ev: Event) -> str:
        """The event's line in the prompt panel, "" for none: an event without a log line has none over
        the banner either (nc16: « Joueur 1 libère la créature Elfe » stood there while the person was
        still asked to give it or hold it back)."""
        if ev.kind == "pass" or not self.pres.events.get(ev.kind, {}).get("log", True):
            return ""
        return self.describe(ev) or ""

    def rebuild(self) -> None:
        super().rebuild()
        # a jump (a replay's step back or to the end, an undo) tells the last event it lands on, not one
        # left from before the jump (nc24 shot 178: « Égalité du plus haut total… » at the replay's last move)
        self.narration = next((line for ev in reversed(self.shown)
                               if ev.visible_to(self.viewer) and (line := self._told(ev))), "")

    def fly(
        self,
        piece: str,
        start: pygame.Rect,
        end: pygame.Rect,
        duration: float,
        delay: float = 0.0,
        dest: Place | None = None,
        glow: tuple[int, int, int] | None = None,
        land: Callable[[], None] | None = None,
        under: bool = False,
    ) -> None:
        """Fly a card ("back" too) or a token ("token:<creature>"); `dest` stays hidden until it lands.
        `under`: it slides under the piles and their words (nc25 shots 21, 26, 106: the backs of a draw or
        a discard taken back as the draw pile covered the piles and « Pioche » on their way)."""
        if dest is not None:
            self.arriving[dest] += 1

        def done() -> None:
            if dest is not None and self.arriving[dest] > 0:
                self.arriving[dest] -= 1
            if land is not None:
                land()

        draw = self.token_drawer(piece[6:]) if piece.startswith("token:") else self.card_drawer(piece, glow)
        if under:
            shown = draw

            def draw(surf: pygame.Surface, r: pygame.Rect, k: float) -> None:
                if self.drawing_under:  # drawn by draw_table before the zones, not by the kit's layer
                    shown(surf, r, k)

        self.anim.fly(draw, start, end, duration, delay, above=not under, on_done=done)

    def banner(self, text: str, duration: float = 1.0, hold: float | None = None) -> None:
        """The kit's banner in the colour of its event, as long as the event lasts (`hold`: longer)."""
        ev = self.shown[-1] if self.shown else None
        kind = ev.kind if ev is not None else ""
        which = self.pres.extra.get("banner_colors", {}).get(kind, "accent")
        if which == "seat" and ev is not None and ev.seat is not None:
            color = self.seat_color(ev.seat)
        elif which == "creature" and ev is not None:
            color = art.token_color(self.defs, ev.data["creature"])
        else:
            color = self.pres.colors.get(which, ACCENT)
        shown = self.anim.banner(text, self.banner_center, hold or self.pres.duration(kind) or duration, color)
        # the plate stays inside the prompt panel (issue 24: a long one ran into the tutorial's box)
        shown.max_width = L.prompt.width - 60

    def place_banner(self, surf: pygame.Surface) -> None:
        """The banner sits in the prompt panel, clear of the lines written there and of its buttons, checked at
        every frame: the lines change while it shows (nc58 shot 077: « Sylphe : Bot 2 rejouera un tour » came over
        « Bot 2 jouera un tour de plus », written under the lines it had been placed below). In the middle of the
        panel when that is free, else lower, else higher; with no room there, the kit's search for bare felt; with
        none either, the banner goes (the panel and the log say what it said)."""
        b = self.anim.banner_item
        if type(b) is not Banner:
            return
        needed = [r.inflate(8, 6) for r in prompts_drawn() if r.colliderect(L.prompt)]
        needed += [btn.rect.inflate(8, 8) for btn in self.every_button() if btn.rect.colliderect(L.prompt)]
        r = b.rect(surf.get_rect())
        if b is self._banner_placed and r.collidelist(needed) < 0:
            return
        self._banner_placed = b
        room = L.prompt.inflate(-8, -8)
        mid = L.prompt.centery - r.height // 2
        for top in [*range(mid, room.bottom - r.height + 1, 2), *range(mid - 2, room.top - 1, -2)]:
            spot = pygame.Rect(L.prompt.centerx - r.width // 2, top, r.width, r.height)
            if room.contains(spot) and spot.collidelist(needed) < 0:
                b.center = spot.center
                return
        felt = self.banner_spot(r, surf)
        if felt is not None and felt.collidelist(needed) < 0:
            b.center = felt.center
        else:
            b.tween.done = True
            self.anim.banner_item = None

    def banner_text(self, key: str, ev: Event) -> str:
        if ev.kind == "no_target" and self.nothing_to_burn_at_all(ev):
            return ""  # « toutes les cartes adverses sont à l'abri » where the rival has laid none yet: no banner
        if ev.kind == "no_target" and self.rooted_itself(ev):
            return ""
        values: dict[str, Any] = {k: i18n.name(GAME, v) for k, v in ev.data.items()}
        values["who"] = self.names[ev.seat] if ev.seat is not None else ""
        for place, field in self.pres.extra.get("banner_fields", {}).get(ev.kind, {}).items():
            v = ev.data[field]
            values[place] = self.names[v] if isinstance(v, int) and field == "target" else self.name_of(v)
        if ev.kind == "power":  # what a surprising power does, in the banner (a rooted pile burned unexplained)
            values["does"] = self.defs.creatures[str(ev.data["as"])].power
        if ev.kind == "power" and ev.data["as"] != ev.data["creature"]:
            values["creature"] = f"{self.name_of(ev.data['creature'])} → {self.name_of(ev.data['as'])}"
        if ev.kind == "turn_start" and ev.data["extra"]:
            key = "evolution.banner.extra"
        if ev.kind == "finish":  # « Vous gagnez », not « Rang 1 » (nc22 shot 33); a number for the plural
            values["rank"] = int(ev.data["rank"])
            if ev.seat == self.viewer:
                key = "evolution.banner.finish_you"
        if ev.kind == "game_over" and self.m.finished and self.viewer is not None:
            # the last banner on the table says who won (nc47 shot 165: « Fin de partie » after one's own win, where
            # the tutorial's ended on « Vous gagnez : quatre Élémentaires ultimes ! »)
            first = self.m.finished[0]
            key = "evolution.banner.over_won" if first == self.viewer else "evolution.banner.over_lost"
            values["who"] = self.names[first]
        if ev.kind == "power" and self.m.current == self.viewer != ev.seat:  # not "their turn" (issue 24)
            key = "evolution.banner.power_in_turn"
        if ev.kind == "release" and ev.seat is not None and ev.data.get("holder") == ev.seat:
            # nc17 shots 83/91: « pour un adversaire » scared a person who held the creature and could keep it
            key = "evolution.banner.release_yours" if ev.seat == self.viewer else "evolution.banner.release_held"
            if ev.data.get("stays"):  # f48: no question follows (one rival left), the engine says so
                key += "_stays"
        if ev.kind == "release" and ev.data.get("holder") is None and ev.seat is not None \
                and self.viewer is not None and ev.seat != self.viewer:
            # nc33 shot 67: « pour un adversaire » in the bot's turn, from the seat of that adversary: who
            # releases it; the gift that follows says whom it goes to (`on_give`)
            key = "evolution.banner.release_rival"
        how = self.release_choice(ev)
        if how != "none" and ev.data.get("holder") != self.viewer:
            # nc59 shots 057, 058: « Créature libérée pour un adversaire : Sirène ! », then « Donner à Bot 2 / Retenir :
            # Éther au centre »: the creature read as gone already. The banner says the choice that comes
            key, values["how"] = "evolution.banner.release_choose", how
        if ev.kind == "redirect" and ev.data["target"] == self.viewer:  # "onto your Air 3", not "onto Joueur 1"
            key = "evolution.banner.redirect_you"
        if "{" in key:  # a banner per effect: "evolution.banner.no_target.{effect}" (nc16)
            key = key.format(**ev.data)
        return t(key, **values)

    def release_choice(self, ev: Event) -> str:
        """The choice the person's own card asks of them when it frees a creature, read from the question the engine
        puts to them (its legal answers, while the release waits on its stack; f48: this re-derived
        `EvolutionState._release_actions` from the view): "retain" (an Ether in hand may hold it back), "leave" (a mage
        holds it: keep or take it), "whom" (several rivals to give it to), or "none" (no question, or one answer)."""
        if ev.kind != "release" or ev.seat is None or ev.seat != self.viewer:
            return "none"
        stack = self.feed.view(ev.seat)["stack"]
        task = stack[-1] if stack else None
        if task is None or task["t"] not in ("release", "give") or task.get("seat") != ev.seat \
                or task.get("creature") != ev.data.get("creature"):
            return "none"  # answered already, or no question (the engine kept it, or took the only answer)
        asks = [a.kind for a in self.feed.legal(ev.seat) if a.kind in ("give", "keep", "block")]
        if len(asks) < 2:
            return "none"
        return "retain" if "block" in asks else "leave" if "keep" in asks else "whom"

    def creature_does(self, cid: str) -> str:
        """What a creature does, in a few words, under the banner where it comes into play (nc53 shot 018:
        « teach creatures when they first matter: « Nouveau : Sylphe – un tour de plus » »; the ten tokens'
        hovers were met once, in the tutorial)."""
        if cid not in self.defs.creatures:
            return ""
        return t("evolution.creature_does", creature=self.name_of(cid),
                 does=t("evolution.power_short", power=self.defs.creatures[cid].power))

    def banner_detail(self, ev: Event) -> str:
        # the creature held back, what it does too (f48): what the Ether kept from the one who would have got it
        return self.creature_does(str(ev.data["creature"])) if ev.kind in ("release", "block") else ""

    def on_no_target(self, ev: Event) -> float | None:
        """No pause for a burn with nothing at all to aim at (no banner, no line either), nor for a level 5's
        rooting with every pile rooted (no banner: its line says it)."""
        return 0.0 if self.nothing_to_burn_at_all(ev) or self.rooted_itself(ev) else None

    def rooted_itself(self, ev: Event) -> bool:
        """An Earth 5's rooting with no pile left to root, its own pile rooted by itself the moment before: the
        line under « enracine automatiquement » says so, a banner over it was noise that held the action area a
        second (nc58 shots 043, 143: « Vos piles sont déjà toutes enracinées »)."""
        if ev.data.get("effect") != "root":
            return False
        for e in reversed(self.shown):
            if e.kind == "auto_root" and e.seat == ev.seat and e.data.get("card") == ev.data.get("card"):
                return True
            if e.kind == "play" and e.seat == ev.seat:
                return False
        return False

    def on_setup_discard(self, ev: Event) -> None:
        s = _by(ev)
        for i, card in enumerate(ev.data["cards"][-3:]):
            self.fly(card, self.draw_rect(s), self.discard_rect(s, "main"), 0.3, i * 0.04, ("main", s))

    def on_shuffle(self, ev: Event) -> None:
        self.shakes[_by(ev)] = self.tween(0.0, 1.0, 0.3)

    def on_draw(self, ev: Event) -> None:
        s = _by(ev)
        if s == self.viewer:
            return  # the private twin (draw_cards) flies the faces
        for i in range(ev.data["count"]):
            self.fly("back", self.draw_rect(s), self.drawn_to(s), 0.35, i * 0.06, ("hand", s), under=True)

    def drawn_to(self, seat: int) -> pygame.Rect:
        """Where an opponent's drawn card, face down, flies to: the room between its draw pile and its first pile,
        in the row of cards (nc64 shots 010, 124: five backs flew over its Air and Fire piles to its header's end,
        read as cards moving across the piles); its hand's anchor where that room is narrower than a card."""
        draw = self.draw_rect(seat)
        first = self.zones[seat].slot(1)
        gap = first.left - draw.right
        if gap < draw.width + 4:
            return self.hand_anchor(seat)
        return pygame.Rect(draw.right + (gap - draw.width) // 2, draw.top, draw.width, draw.height)

    def on_draw_cards(self, ev: Event) -> None:
        s = _by(ev)
        first = L.hand.x  # the hand's first slot: straight below the draw pile, left of the column labels
        for i, card in enumerate(ev.data["cards"]):
            self.hand_hidden.add(card)
            end = self.hand_anchor(s, card)
            land = partial(self.hand_hidden.discard, card)
            if s != self.bottom or end.x <= first + 4:
                self.fly(card, self.draw_rect(s), end, 0.4, i * 0.07, land=land)
                continue
            # nc34 shot 55: five cards flying straight to their slots crossed « Air (A) · niv. 3 » and
            # « Feu (F) » under the piles: they come down by the hand's first slot, then along the hand
            turn = pygame.Rect(first, end.y, end.width, end.height)
            along = partial(self.fly, card, turn, end, 0.2, land=land)
            self.fly(card, self.draw_rect(s), turn, 0.25, i * 0.07, land=along)

    def guide_words(self) -> tuple[str, str] | None:
        """The tutorial's box: once the person has played a step's move, its order (« Posez l'Air 4 … »)
        gives way to « Fait » while the move plays out (nc34 shot 06: it stood some 2 s after the card was
        placed, while the creature's release showed)."""
        words = super().guide_words()
        guide = self.guide
        if words is None or guide is None or guide.index == 0 or not self.busy:
            return words
        done = guide.tutorial.steps[guide.index - 1]
        if done.reads or words[0] != done.text():
            return words
        # its own header, « Étape 3 sur 22 : fait »: a step's number shows one text, and a « Regardez » box is
        # one with no step behind it (every box of the tutorial names its step, tests/test_elemons_newcomer8.py)
        return t("tutorial.played"), t("tutorial.played_header", **guide.numbered(guide.index))

    def on_turn_start(self, ev: Event) -> float | None:
        self.power_shown = None
        self.controls.new_turn(_by(ev))
        self.bot_moves = 0
        if self.guide is not None and self.guide.index == 0:
            # nc34 shot 01: the tutorial's box came only after the opening turn's banner (its first step
            # is words to read, the banner says nothing it needs): no banner, the box comes with the board
            if self.anim.banner_item is not None:
                self.anim.banner_item.tween.done = True
            return 0.0
        return None

    def _place(self, ev: Event, duration: float) -> None:
        s, card, pile = _by(ev), ev.data["card"], ev.data["pile"]
        self.controls.placed(card)
        end = self.pile_card_rect(s, pile, len(self.mage(s).piles[pile]) - 1)
        self.fly(card, self.then(self.hand_anchor, s, card), end, duration, dest=("pile", s, pile))

    def on_play(self, ev: Event) -> None:
        self._place(ev, 0.4)

    def on_cascade(self, ev: Event) -> None:
        self._place(ev, 0.5)

    def _gather(self, s: int, seconds: float = 0.4) -> None:
        """Piles whose rooting changed slide into (or out of) their heap."""
        assert self.before is not None
        for p, was in self.before.mages[s].rooted.items():
            if was != self.mage(s).rooted[p]:
                self.gather[(s, p)] = (was, self.tween(0.0, 1.0, seconds, delay=0.1, easing=ease_out_cubic))

    def on_auto_root(self, ev: Event) -> None:
        self._gather(_by(ev))

    def on_root(self, ev: Event) -> None:
        self._gather(_by(ev))

    def on_root_all(self, ev: Event) -> None:
        self._gather(_by(ev), 0.5)

    def on_unroot(self, ev: Event) -> None:
        self._gather(ev.data["target"], 0.5)

    def on_release(self, ev: Event) -> float | None:
        hand = self.m.hand or []
        if ev.seat == self.viewer and not any(self.defs.cards[c].is_ether for c in hand) \
                and sum(1 for s in range(self.m.num_seats) if s != self.viewer and s not in self.m.finished) == 1:
            # nc34 shot 83: the person's own card gives its creature with no choice left (no Ether, one rival),
            # as the question before the card said: the banner goes quicker, the next question comes sooner
            self.pulses[ev.data["creature"]] = self.tween(0.0, 1.0, OWN_GIFT)
            self.quick_gift = ev.data["creature"]
            if self.anim.banner_item is not None:
                self.anim.banner_item.tween.duration = OWN_GIFT
            return OWN_GIFT
        self.pulses[ev.data["creature"]] = self.tween(0.0, 1.0, 0.8)
        return None

    def on_keep(self, ev: Event) -> None:
        self.pulses[ev.data["creature"]] = self.tween(0.0, 1.0, 0.35)

    def _move_token(self, cid: str, duration: float) -> None:
        self.fly(f"token:{cid}", self.then(self.token_rect, cid), self.token_rect(cid), duration, dest=("token", cid))

    def on_give(self, ev: Event) -> float | None:
        if ev.seat == self.viewer and ev.data["creature"] == self.quick_gift:
            self.quick_gift = None
            self._move_token(ev.data["creature"], 0.4)  # nc34 shot 83: the gift said before, no choice: quicker
            return 0.45
        self._move_token(ev.data["creature"], 0.5)
        if ev.data["target"] == self.viewer and ev.seat != self.viewer:
            # nc33 shot 67: a creature a rival frees comes to the person: said where the eye is
            said = t("evolution.banner.given_you", who=self.names[_by(ev)], creature=self.name_of(ev.data["creature"]))
            self.banner(said, hold=GIVEN_YOU)
            if self.anim.banner_item is not None:
                self.anim.banner_item.detail = self.creature_does(str(ev.data["creature"]))
            return GIVEN_YOU
        return None

    def on_move_marker(self, ev: Event) -> None:
        self._move_token(ev.data["creature"], 0.45)

    def on_protect(self, ev: Event) -> None:
        self._move_token(ev.data["creature"], 0.5)

    def on_block(self, ev: Event) -> None:
        self.fly(ev.data["card"], self.then(self.hand_anchor, _by(ev), ev.data["card"]), L.ether, 0.5, dest=("centre",))

    def on_burned(self, ev: Event) -> None:
        target, pile, card = ev.data["target"], ev.data["pile"], ev.data["card"]
        start = self.then(self.top_rect, target, pile)
        lim = self.m.limbo.get(target, [])
        end = self.limbo_rect(target, lim.index(card) if card in lim else 0)
        self.fly(card, start, end, 0.45, dest=("limbo", target), glow=art.color("fire"))

    def on_discard(self, ev: Event) -> None:
        s, card, to = _by(ev), ev.data["card"], ev.data["to"]
        assert self.before is not None
        lim = self.before.limbo.get(s, [])
        if card in lim:  # a burned card (by Fire, the Salamander or the Phoenix) leaves the limbo
            start = self.then(self.limbo_rect, s, lim.index(card))
        else:
            start = self.then(self.hand_anchor, s, card)
        self.fly(card, start, self.discard_rect(s, to), 0.35, dest=(to, s))

    def _backs(self, s: int, src: str, duration: float, count: int) -> None:
        for i in range(min(4, count)):
            self.fly("back", self.discard_rect(s, src), self.draw_rect(s), duration, i * 0.07, under=True)

    def on_recover(self, ev: Event) -> None:
        s = _by(ev)
        self._backs(s, ev.data["source"], 0.45, ev.data["count"])
        self.shakes[s] = self.tween(0.0, 1.0, 0.35, delay=0.4)
        quiet = self.pause_told or self.feed.replaying or self.demo
        if s == self.viewer and ev.data["source"] == "quick" and not quiet:
            # nc20 shot 74: « en pause » under a minus sign came with no word where the eye is; the first time, a
            # line says what became of the quick discard: in the log, as the table's own words (nc44 shot 112, nc46
            # shot 099, nc47 shot 108: as a toast it lay over the pile names, the prompt or « Éther : 0 », read as
            # a stray tooltip; « en pause » and « rouvre à la pioche vide » stand under the discard)
            self.pause_told = True
            self.tell(t("evolution.quick_paused_told"))
            self.pause_note = True

    def on_condemn(self, ev: Event) -> None:
        self._backs(ev.data["target"], "quick", 0.5, ev.data["count"])

    def on_redirect(self, ev: Event) -> float | None:
        """A creature turning a burn onto the person's card holds the table long enough to read its
        banner and see the fire's new arrow (issue 24: the bot's Sirène turned the person's own burn
        onto their Air 3 with no pause)."""
        return TURNED_ON_YOU if ev.data.get("target") == self.viewer else None

    def on_power(self, ev: Event) -> None:
        self.power_shown = (ev.seat, self.banner_text("evolution.banner.power_in_turn", ev))
        self.flips[ev.data["creature"]] = self.tween(0.0, 1.0, 0.5, delay=0.3)

    def on_phoenix(self, ev: Event) -> None:
        def blaze(surf: pygame.Surface, r: pygame.Rect, k: float) -> None:
            panel(surf, r, int(90 * math.sin(math.pi * k)), art.color("fire"))

        self.anim.effect(blaze, pygame.Rect(0, 0, L.width, 720), 0.9)

    # -- who may act ---------------------------------------------------------------------------
    def look_away_done(self, ev: Event) -> bool:
        # A mage's own refill or tornado draw is shown to the person who just acted, who is at the
        # screen already; the look-away is for a reveal that follows a change of person.
        if self.last_actor is not None and self.last_actor == self.viewer == ev.seat:
            return True
        return super().look_away_done(ev)

    def _drive_bots(self, dt: float) -> None:
        # Out-of-turn answers (counters, powers, a burned card's discard) come at once: only the
        # active mage's own moves are paced for the eye.
        # Issue 24 (bot turns were slow: ~10 s an easy bot's turn, 38% of it pauses of 0.6 s before each
        # of its decisions): the turn's first move keeps the full pause, its next moves a shorter one, and
        # an answer to its own card (whom to give, an effect, the Tornado's cards) follows its banner.
        seat = self.feed.bot_to_act()
        if seat is None or seat != self.m.current:
            self.bot_pause = 0.0
        elif self.task() is not None:
            self.bot_pause = BOT_ANSWER_PAUSE
        else:
            self.bot_pause = TableScene.bot_pause if self.bot_moves == 0 else BOT_NEXT_PAUSE
        n = len(self.queue)
        super()._drive_bots(dt)
        if len(self.queue) > n:
            self.last_actor = seat
            self.bot_moves += 1

    def sync(self) -> None:
        super().sync()
        if self._lang != i18n.lang:
            self._lang = i18n.lang
            self.app.art.reload()  # the placeholders carry names in the current language
        self.before = None
        self.stack_now = self.view["stack"]
        self.actors_now = self.feed.actors()
        for table in (self.arriving, self.gather, self.flips, self.pulses, self.shakes):
            table.clear()
        self.hand_hidden.clear()
        if (self.viewer if self.viewer is not None else 0) != self.bottom:
            self.layout()
        self.controls.caught_up(self.m.hand or [])

    # -- frame ------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        hand = list(self.hand_slots())
        if hand != self._hand_now:  # the hand before its last change, and how long ago (`hand_hit`)
            # a hand laid out anew for a new turn keeps no former places: nobody aimed at them in the turn
            # between (the tutorial's pointer, on the Fire Egg just drawn, took the card that had stood there)
            new_turn = self.m.current != self._hand_turn
            self._hand_was = (hand, HAND_GRACE) if new_turn else (self._hand_now, 0.0)
            self._hand_now, self._hand_turn = hand, self.m.current
        else:
            self._hand_was = (self._hand_was[0], self._hand_was[1] + dt)
        was_busy = self.busy
        self.controls.tick(dt)

        super().update(dt)
        self._drop_hint_without_choice()
        if was_busy and not self.busy:
            self.controls.build_buttons()
        if self.busy:
            return
        seat = self.my_seat()
        if self.controls.skip_moment(seat):
            self.controls.do(act("pass"))
        elif self.controls.answer_dest(seat) or self.controls.play_after_skip(seat):
            pass
        elif not self.controls.answer_alone(seat) and self.controls.held and not self.catching_up():
            self.controls.apply_held()

    def _drop_hint_without_choice(self) -> None:
        """nc20 shot 50: after a Cascade Conseil went on to the next step, the creature given for want
        of an Ether, and said « C'est le seul coup possible. » under the bot's banner, where nothing
        was asked of the person. The table takes a lone answer by itself and says so: no hint for it."""
        if self.controls.ask_all:
            return  # after an undo a lone answer is asked: its hint says it is the only move
        hint = self.hint_shown
        seat = hint.seat if hint is not None else self.hint_seat
        if seat is None or (hint is not None and hint.at != self._decisions()) or seat not in self.feed.actors():
            return
        if len(self.feed.legal(seat)) == 1:
            self.hint_seat = self.hint_shown = None

    def reload_art(self) -> None:
        super().reload_art()
        self.controls.build_buttons()

    # -- drawing -----------------------------------------------------------------------------------
    def draw_background(self, surf: pygame.Surface) -> None:
        surf.fill(FELT)
        head = render(i18n.t(f"game.{GAME}"), 24, ACCENT, bold=True)
        surf.blit(head, self.title_rect())

        for z in self.zones.values():
            panel(surf, z.rect, 150 if z.big else 130)
            for col in range(7):
                slot = z.slot(col)
                pygame.draw.rect(surf, shapes.shade(FELT, -0.25), slot, border_radius=max(3, z.cw // 9))
                pygame.draw.rect(surf, shapes.shade(FELT, 0.12), slot, 1, border_radius=max(3, z.cw // 9))
        panel(surf, L.centre, 110)
        for cid in self.defs.creatures:
            slot = self.centre_slot(cid)
            pygame.draw.circle(surf, shapes.shade(FELT, -0.25), slot.center, L.token // 2)
            name = self.name_of(cid)
            img = render(name, self.centre_name_size(name), MUTED)
            surf.blit(img, img.get_rect(midtop=(slot.centerx, slot.bottom + 1)))
        pygame.draw.rect(surf, shapes.shade(FELT, -0.25), L.ether, border_radius=5)
        # the Ether's star, faint, in the empty place (nc53 shots 001, 049: « Éther : 0 » beside an empty dark
        # square, « a newcomer cannot tell what it is until an Éther lands there »)
        shapes.symbol(surf, "star", L.ether.center, min(L.ether.width, L.ether.height) * 0.3, shapes.shade(FELT, -0.1))
        panel(surf, L.prompt, 170)

    def draw_table(self, surf: pygame.Surface) -> None:
        self.draw_undo_gap(surf)
        self.drawing_under = True  # the flights `under` the piles first (see `fly`)
        for f in self.anim.flights:
            if not f.above:
                f.draw(surf)
        self.drawing_under = False
        seat = self.my_seat()
        targets = self.controls.targets(seat) if seat is not None else {}
        # the labels a red "frees a creature" tag lies on are left out while it shows (nc11: the tag
        # sat over "Air (A) · niv. 3", half of each readable)
        self.tag_cover = [r for r, _, _ in self.frees_tag_rects(seat, targets)] if seat is not None else []
        for s in self.zones:
            self.draw_zone(surf, s)
        self.draw_centre(surf)
        self.draw_marks(surf)
        self.draw_root_tags(surf)
        self.draw_hand(surf)
        if seat is not None and targets:
            self.draw_targets(surf, seat, targets)
        self.draw_aim(surf)
        self.draw_prompt(surf)
        self.draw_past_frame(surf)

    def past_frame_rects(self) -> tuple[pygame.Rect, pygame.Rect] | None:
        """While a past turn is shown again (L): the frame round the whole table and its words' tag on
        the frame's bottom edge, beside the hand; None otherwise."""
        if not self.showing_again:
            return None
        frame = pygame.Rect(1, 1, L.tops.right + 4, min(L.hand.bottom + 14, HEIGHT - 2) - 1)
        words = t("evolution.past_table")
        img_w, img_h = font(TYPE.SMALL, bold=True).size(words)
        tag = pygame.Rect(0, 0, img_w + 14, img_h + 4)
        # inside the frame, bottom right beside the hand: on the frame's edge it ran off the window (nc14)
        tag.bottomright = (frame.right - 10, frame.bottom - 6)
        return frame, tag

    def draw_past_frame(self, surf: pygame.Surface) -> None:
        """A past turn shown again wears a frame round the whole table, the hand included, and says so:
        everything is as it was then, the person's own zone and hand too (nc12, nc13: only the bot's zone
        seemed to rewind, the rest looked like the present)."""
        rects = self.past_frame_rects()
        if rects is None:
            return
        frame, tag = rects
        pygame.draw.rect(surf, ACCENT, frame, 3, border_radius=14)
        pygame.draw.rect(surf, ACCENT, tag, border_radius=6)
        img = render(t("evolution.past_table"), TYPE.SMALL, (40, 32, 16), bold=True)
        surf.blit(img, img.get_rect(center=tag.center))

    def blit_card(self, surf: pygame.Surface, card: str, rect: pygame.Rect, level: int | None = None) -> None:
        surf.blit(self.card_img(card, rect.size), rect.topleft)
        if level is not None and self.defs.cards[card].is_ether:
            band = art.band_height(rect.height)
            img = render(str(level), max(8, band - 3), INK, bold=True)
            surf.blit(img, img.get_rect(midleft=(rect.x + max(3, rect.width // 12), rect.y + band // 2 + 1)))

    def draw_zone(self, surf: pygame.Surface, s: int) -> None:
        z, m = self.zones[s], self.mage(s)
        if self.m.current == s and not self.m.over:
            pygame.draw.rect(surf, self.seat_color(s), z.rect, FRAME, border_radius=12)
        elif not self.busy and s in self.actors_now:
            pygame.draw.rect(surf, INK, z.rect, 2, border_radius=12)
        for img, pos in self.header(s)[0]:
            surf.blit(img, pos)
        named = self.token_step(s)[1]
        for cid in reversed(self.m.held_tokens(s)):  # the unused ones (first) end on top
            r = self.token_rect(cid)
            self.draw_token(surf, cid, r)
            if named and self.arriving[("token", cid)] <= 0:  # its name beside it, dim once used
                used = self.m.tokens[cid]["state"] == "used"
                img = render(self.name_of(cid), self.token_name_size(z), MUTED if used else INK)
                surf.blit(img, self.token_name_rect(cid))  # hovering it explains the power, as the token
        dr = self.draw_rect(s)
        shake = self.shakes.get(s)
        if _live(shake):
            dr = dr.move(round(math.sin(shake.progress * math.pi * 6) * 3), 0)  # type: ignore[union-attr]
        if m.draw_count:
            back = self.card_img("back", (z.cw, z.ch))
            for i in range(min(4, (m.draw_count + 5) // 6)):
                surf.blit(back, dr.move(-i * z.heap, -i * z.heap).topleft)
        self._label(surf, z, DRAW_COL, t("evolution.col.draw" if z.big else "evolution.col_short.draw", n=m.draw_count),
                    self.draw_label_y(z))
        for i, p in enumerate(self.elements):
            label = self.pile_label(s, p)
            if label:
                size = TYPE.SMALL if z.big else 11
                where = pygame.Rect((0, 0), font(size).size(label))
                where.midtop = (z.col(1 + i), z.label_y)
                if where.collidelist(self.tag_cover) < 0:
                    surf.blit(render(label, size, MUTED), where)
        for p in self.elements:
            cards = m.piles[p]
            shown = len(cards) - self.arriving[("pile", s, p)]
            rooted = m.rooted[p]
            gathering = _live(self.gather.get((s, p), (0, None))[1])
            for i in range(max(0, shown)):
                if 3 <= i < min(rooted, shown) - 1 and not gathering:
                    continue  # deep in a heap: covered by the heap's top card
                if i == min(rooted, shown) and rooted:
                    # the heap's frame and roots under the free cards laid on it: nothing spills over them;
                    # no "protégée" word, the top is free (nc11: Feu 3 offered for Rooting under the word)
                    self._roots(surf, z, self.pile_card_rect(s, p, rooted - 1), word=False)
                self.blit_card(surf, cards[i], self.pile_card_rect(s, p, i), i)
            if rooted and 0 < shown <= rooted:
                # no « protégée » while a card flies onto the heap: it lands over the word, and the top
                # it speaks of is about to change (nc19 shot-138)
                landing = self.arriving[("pile", s, p)] > 0
                # nor while the pile gathers into its heap: the word came before its level chips (nc23 shot 24)
                self._roots(surf, z, self.pile_card_rect(s, p, shown - 1), word=not landing and not gathering)
                if not gathering:
                    self._heap_levels(surf, z, cards[: shown - 1], self.pile_card_rect(s, p, shown - 1))
            elif 2 <= rooted < shown and not gathering:  # free cards cover the space under the heap: beside it
                self._heap_levels(surf, z, cards[: rooted - 1], self.pile_card_rect(s, p, shown - 1), side=True)
            if not gathering and shown == len(cards) and rooted < shown:
                under = self.under_word_rect(s, p)
                if under is not None:
                    shielded = self.top_shield(s, p) is not None
                    self.under_tags.append((under, self.under_word_img(z, s, p),
                                            art.color("water") if shielded else FREE_TAG))
        for which, col in (("quick", QUICK_COL), ("main", MAIN_COL)):
            cards = getattr(m, which)
            n = len(cards) - self.arriving[(which, s)]
            r = z.slot(col)
            if n > 0:
                for under in self.discard_heap_rects(s, which, n):
                    surf.blit(self.card_img("back", (z.cw, z.ch)), under.topleft)
                self.blit_card(surf, cards[n - 1], r)
            key = f"evolution.col.{which}" if z.big else f"evolution.col_short.{which}"  # a bare "0" was not understood
            # the count says the card at once, not when its flight ends (nc18 shot 11: the Éther already
            # stood in the rapide over « Rapide (Q) : 0 » for a second)
            self._label(surf, z, col, t(key, n=len(cards)))
        if m.quick_state != "open":
            d = max(16, z.cw // 2 + 6)
            r = z.slot(QUICK_COL)
            img = self.app.art.image(GAME, m.quick_state, (d, d), lambda sz: art.quick_marker(m.quick_state, sz))
            surf.blit(img, (r.centerx - d // 2, r.y + z.ch // 2 - d // 2))
            # the word under the marker in every zone (nc16 shot-72: the bot's showed a bare « ⊖ », the
            # person's « indisponible »), smaller in a small zone, inside its slot
            said = t(f"evolution.quick_state.{m.quick_state}")
            # inside the card's width (nc17 shot-70: the bot's small « indisponible » ran past both edges)
            # nc26 shot 83: the person's « en pause » touched its slot's edges: it fits inside them
            img = render(said, fit_text(said, z.cw - 12, TYPE.SMALL) if z.big else fit_text(said, z.cw + 4, 10), DANGER)
            surf.blit(img, self.quick_state_rect(s, img.get_size()))
            for line, where in self.quick_why_lines(s):
                surf.blit(render(line, TYPE.SMALL, MUTED), where)
        for cid, marker in self.m.markers.items():  # shields on cards
            if marker["seat"] == s and marker["card"] is not None:
                on = self.shield_on(cid)
                active = on is None or on[1]
                r = self.token_rect(cid)
                self.draw_token(surf, cid, r, ring=art.color("water") if active else MUTED)
                if not active:  # nc26 shot 70: a shield on a rooted or covered card is dimmed, it holds nothing
                    veil = pygame.Surface(r.size, pygame.SRCALPHA)
                    pygame.draw.circle(veil, (20, 30, 30, 150), (r.width // 2, r.height // 2), r.width // 2)
                    surf.blit(veil, r.topleft)
        lim = self.m.limbo.get(s, [])  # burned cards waiting for their owner's discard
        for i in range(max(0, len(lim) - self.arriving[("limbo", s)])):
            r = self.limbo_rect(s, i)
            pygame.draw.rect(surf, art.color("fire"), r.inflate(6, 6), 3, border_radius=8)
            self.blit_card(surf, lim[i], r)
        if lim[: max(0, len(lim) - self.arriving[("limbo", s)])]:
            # nc25 shot 99: the burnt Feu 4 seemed to float between the piles: stamped « brûlée », it reads
            # as the card waiting for its discard
            img, tag = self.limbo_tag(s)
            pygame.draw.rect(surf, DANGER, tag, border_radius=4)
            surf.blit(img, img.get_rect(center=tag.center))

    def _label(self, surf: pygame.Surface, z: Zone, col: int, text: str, y: int | None = None) -> None:
        size = 13 if z.big else 11
        where = pygame.Rect((0, 0), font(size).size(text))
        where.midtop = (z.col(col), z.label_y if y is None else y)
        if where.collidelist(self.tag_cover) < 0:  # not under a red tag (see draw_table)
            surf.blit(render(text, size, MUTED), where)

    @staticmethod
    def draw_label_y(z: Zone) -> int:
        """The draw pile's count right under it in the person's zone (it never grows down): the row of
        labels above the hand leaves the first hand card's top clear for the tutorial's arrow (issue
        24: the arrow stood on « Pioche : 4 »)."""
        return z.top + z.ch + 3 * z.heap + 6 if z.big else z.label_y

    def _roots(self, surf: pygame.Surface, z: Zone, heap: pygame.Rect, word: bool = True) -> None:
        """The rooted heap: a brown frame, roots under it and the word "protégée" under them (nc10:
        the frame alone was read as a mere outline, and which piles a Fire could burn was guessed). The
        word only while the pile's top card is the heap's (nc11: it stayed over a free top card)."""
        brown = art.color("roots")
        frame = pygame.Rect(heap.x - 2, z.top - 2, heap.width + 4, heap.bottom - z.top + 4)
        pygame.draw.rect(surf, brown, frame, 2, border_radius=max(4, z.cw // 8))
        for dx in (-0.3, 0.0, 0.3):
            x = heap.centerx + dx * heap.width
            pygame.draw.line(surf, brown, (x, heap.bottom + 1), (x + dx * 10, heap.bottom + 1 + max(3, z.heap * 3)), 2)
        if not word:
            return
        img, tag = self.root_word(z, heap)
        self.root_tags.append((tag, img))  # drawn over the last turn's frames (draw_table)

    def root_word(self, z: Zone, heap: pygame.Rect) -> tuple[pygame.Surface, pygame.Rect]:
        """The word « protégée » of a rooted heap and its tag: in one place for every pile of every zone,
        right under the heap's roots, above its level chips (nc16: on the frame's top edge it lay over the
        person's header, moved across the card's art there and in the bot's small zone)."""
        word_text = t("evolution.protected")
        img = render(word_text, fit_text(word_text, heap.width + 8, 11 if z.big else 10), INK, bold=True)
        tag = img.get_rect().inflate(6, 2)
        tag.midtop = (heap.centerx, heap.bottom + 1 + max(3, z.heap * 3))
        return img, tag

    def heap_levels_rects(self, z: Zone, n: int, heap: pygame.Rect, side: bool = False) -> list[pygame.Rect]:
        """The little chips of a rooted heap, one per card it hides, bottom card first: in a row under
        its roots, or (`side`: free cards laid on it cover that space; `heap` is then the pile's top
        card) in a row under the whole pile, inside its column (nc14: a column left of the frame, over
        the pile's border, read as a glitch)."""
        if n <= 0:
            return []
        # as wide as its column allows, not its card (nc20 shots 107, 121: five chips under the bot's
        # small heap were drawn half the size of its others, hard to read)
        room = int((z.rect.width - 12) / 7) - 12
        w = max(9, min(16, (room - 2 * (n - 1)) // n))
        h = w + 2
        # under the pile, or under the roots and their word « protégée » (nc16)
        y = heap.bottom + 4 if side else self.root_word(z, heap)[1].bottom + 2
        x = heap.centerx - (n * w + (n - 1) * 2) // 2
        return [pygame.Rect(x + i * (w + 2), y, w, h) for i in range(n)]

    def _heap_levels(self, surf: pygame.Surface, z: Zone, under: list[str], heap: pygame.Rect,
                     side: bool = False) -> None:
        """The levels a rooted heap hides, as small chips in each card's colour (nc12, nc13: a rooted
        pile collapsed to its top card, and a newcomer thought the pile had lost its cards)."""
        rects = self.heap_levels_rects(z, len(under), heap, side)
        for i, (card, r) in enumerate(zip(under, rects, strict=True)):
            c = self.defs.cards[card]
            pygame.draw.rect(surf, art.color("ether" if c.is_ether else c.element), r, border_radius=3)
            pygame.draw.rect(surf, art.color("roots"), r, 1, border_radius=3)
            fill = art.color("ether" if c.is_ether else c.element)
            ink = (34, 30, 40) if sum(fill) > 480 else INK  # a light colour (Air) takes dark digits
            img = render(str(i), max(8, r.height - 5), ink, bold=True)
            surf.blit(img, img.get_rect(center=r.center))

    def draw_root_tags(self, surf: pygame.Surface) -> None:
        """The "protégée" words, over the frames of the last turn's traces (nc11 look: a blue frame
        crossed the word on the bot's small piles)."""
        brown = art.color("roots")
        for tag, img in self.root_tags:
            pygame.draw.rect(surf, brown, tag, border_radius=5)
            surf.blit(img, img.get_rect(center=tag.center))
        for tag, img, colour in self.under_tags:  # a free top: not the roots' brown (nc19)
            pygame.draw.rect(surf, colour, tag, border_radius=5)
            surf.blit(img, img.get_rect(center=tag.center))
        self.root_tags, self.under_tags = [], []

    def draw_token(
        self, surf: pygame.Surface, cid: str, rect: pygame.Rect, ring: tuple[int, int, int] | None = None
    ) -> None:
        if self.arriving[("token", cid)] > 0:
            return
        d = rect.width
        face, width = self.m.tokens[cid]["state"] != "used", d
        flip = self.flips.get(cid)
        if flip is not None and _live(flip):
            face = flip.progress < 0.5
            width = self.flip_width(d, flip.progress)
        if cid in self.m.markers:
            # a shield in play shows its creature, on a card or waiting to be moved to one (nc44 shots 097, 104:
            # the Ondine whose card burnt showed the used token's cross, beside « Déplacer Ondine » buttons)
            face = True
        img = self.token_img(cid, d, face)
        if width != d:
            img = pygame.transform.scale(img, (width, d))
        surf.blit(img, img.get_rect(center=rect.center))
        pulse = self.pulses.get(cid)
        if pulse is not None and _live(pulse):
            # nc22 shot 05: the ring grew 12 px out, over « Sylphe » above and « Elfe » under the token:
            # it keeps to the token's edge and glows inwards
            pygame.draw.circle(surf, ACCENT, rect.center, self.pulse_radius(d),
                               2 + round(3 * math.sin(math.pi * pulse.progress)))
        if ring is not None:
            pygame.draw.circle(surf, ring, rect.center, d // 2 + 1, 2)

    @staticmethod
    def flip_width(d: int, progress: float) -> int:
        """A turning token's width: a coin seen edge-on keeps a third of its width (nc25 shot 12: at 2 px
        the Elfe's token read as a glitch, « Elfe ⁝ », before its back showed)."""
        return max(d // 3, int(d * abs(math.cos(math.pi * progress))))

    @staticmethod
    def pulse_radius(d: int) -> int:
        """The outer radius of a released token's glowing ring (its token `d` wide)."""
        return d // 2 + 2

    def draw_centre(self, surf: pygame.Surface) -> None:
        for cid, tok in self.m.tokens.items():
            if (tok["state"] == "centre" or tok["holder"] is None) and cid not in self.m.markers:
                self.draw_token(surf, cid, self.centre_slot(cid))
        n = len(self.m.centre) - self.arriving[("centre",)]
        for i in range(max(0, n)):
            self.blit_card(surf, self.m.centre[i][1], L.ether.move(i * 3, -i * 3))
        img = render(t("evolution.centre", n=max(0, n)), TYPE.SMALL, MUTED)
        surf.blit(img, self.ether_label_rect(img.get_size()))
        y = L.centre.bottom - 40
        if self.m.over:
            line, color = t("evolution.over"), ACCENT
        elif self.m.choosing_first:  # nobody's turn before the tie is settled (nc10: "Tour de Joueur 1" misled)
            line, color = t("evolution.who_starts"), ACCENT
        else:
            line, color = t("evolution.turn_of", who=self.names[self.m.current]), self.seat_color(self.m.current)
        surf.blit(render(line, fit_text(line, L.centre.width - 12, 16, True), color, bold=True), (L.centre.x + 8, y))
        sub = self.turns_line()
        surf.blit(render(sub, fit_text(sub, self.turns_rect().width, TYPE.SMALL), MUTED), self.turns_rect().topleft)

    def turns_rect(self) -> pygame.Rect:
        """Where "Tour 1 / 160" is written (its help box opens there)."""
        return pygame.Rect(L.centre.x + 8, L.centre.bottom - 20, L.centre.width - 16, 18)

    def turns_line(self) -> str:
        """« Tour 1 · manche 1 (limite : 160 tours) », as written under whose turn it is."""
        # nc36 shots 006, 009: « 80 tours de table » in the rules, « limite : 160 tours » here: one unit, the round
        seats = max(1, self.m.num_seats)
        sub = t("evolution.turn_count", n=self.m.turn + 1, limit=self.m.turn_limit // seats,
                round=self.m.turn // seats + 1)
        if self.m.variant == "fusion":
            sub += " · " + t("option.evolution.variant.fusion")
        return sub

    def turns_words_rect(self) -> pygame.Rect:
        """The turn count's words as drawn (the tutorial's arrow keeps off them)."""
        sub, box = self.turns_line(), self.turns_rect()
        w, h = font(fit_text(sub, box.width, TYPE.SMALL)).size(sub)
        return pygame.Rect(box.x, box.y, min(w, box.width), h).inflate(4, 2)

    def draw_hand(self, surf: pygame.Surface) -> None:
        hand, seat = self.m.hand, self.my_seat()
        if hand is None or self.bottom != self.viewer:
            n = self.mage(self.bottom).hand_count - self.arriving[("hand", self.bottom)]
            for r in self.hand_rects(max(0, n)):
                surf.blit(self.card_img("back", r.size), r.topleft)
            return
        usable = {c for c in hand if seat is not None and self.controls.card_actions(c)}
        slots = self.hand_slots()
        for i, (card, r) in enumerate(zip(slots, self.hand_rects(len(slots)), strict=True)):
            if card is None:  # a card used this turn: its place stays, drawn empty (nc16 shot-70: a lone Eau 2
                self.draw_hand_gap(surf, r, i)  # in slot 5 looked like cards missing)
                continue
            if card in self.hand_hidden:
                continue
            if card == self.controls.selected:
                r = r.move(0, -RAISE)
                pygame.draw.rect(surf, ACCENT, r.inflate(8, 8), 3, border_radius=12)
            self.blit_card(surf, card, r)
            self.draw_gift_badge(surf, card, r)
            if seat is not None and card not in usable:
                panel(surf, r, 120, (0, 0, 0))
            key = render(str(i + 1), 12, MUTED)
            surf.blit(key, key.get_rect(midtop=(r.centerx, r.bottom + 1)))
        self.info_words = []
        if not self.hand_card_help():
            self.draw_info(surf)

    def draw_gift_badge(self, surf: pygame.Surface, card: str, r: pygame.Rect) -> None:
        """The creature a hand card would hand an opponent, on the card, whether picked or not (nc40 shots
        087, 111, 123: « Si », « On » showed only once the card was picked or hovered, so which creature to
        hold back with the one Ether could not be planned). A picked card's token gets its fire ring too
        (`draw_frees_tags`)."""
        asked = self.controls.asked
        gift = asked.frees(card) if asked is not None else None
        if gift is None:
            return
        spot = self.frees_badge_rect(card, raised=False).move(0, r.y - self.hand_rect(card).y)
        pygame.draw.circle(surf, (40, 24, 20), spot.center, spot.width // 2 + 2)
        surf.blit(self.token_img(gift[0], spot.width), spot.topleft)

    def draw_hand_gap(self, surf: pygame.Surface, r: pygame.Rect, i: int) -> None:
        """The empty place of a card used this turn: a faint outline, « utilisée » and its key's number (the
        keys 1-5 keep their cards within a turn; a card coming in takes an empty place; the next turn closes
        the hand up)."""
        pygame.draw.rect(surf, MUTED, r.inflate(-6, -6), 1, border_radius=10)
        word = render(t("evolution.hand_used"), TYPE.SMALL, MUTED)
        surf.blit(word, word.get_rect(center=r.center))
        key = render(str(i + 1), 12, MUTED)
        surf.blit(key, key.get_rect(midtop=(r.centerx, r.bottom + 1)))

    def hand_card_help(self) -> bool:
        """Whether the pointer's help box tells of a hand card: the words beside the hand then give way
        (issue 24: the box and the same card's side description overlapped, two helps at once)."""
        pos = self.pinned[0] if self.pinned is not None else self.pointer
        return self.inspect_box is not None and self.hand_hit(pos) is not None

    def draw_info(self, surf: pygame.Surface) -> None:
        """Beside the hand: the picked (or pointed) card's effect and creature, else the keys."""
        x, y = L.info.topleft
        self.keys_rect = pygame.Rect(0, 0, 0, 0)
        self.creatures_rect = pygame.Rect(0, 0, 0, 0)
        card = self.controls.selected or self.controls.hover_card
        if card is not None and card in self.defs.cards:
            c = self.defs.cards[card]
            surf.blit(render(self.name_of(card), 17, ACCENT, bold=True), (x, y))
            text = t("evolution.info.ether") if c.is_ether else t(f"evolution.info.{self.defs.effects[c.element]}")
            creature = self.defs.symbol.get(card)
            if creature:
                text += " " + self.symbol_info(creature)
            lines = self._wrapped(text, L.info.width - 4, TYPE.SMALL)[:4]
            for i, line in enumerate(lines):
                surf.blit(render(line, TYPE.SMALL, INK), (x, y + 24 + 18 * i))
            self.info_words = [pygame.Rect(x, y, L.info.width, 24 + 18 * len(lines))]
            return  # the card's words take the place of the keys' reminder, at a readable size
        # the keys on demand, under a small label (issue 24: the block always on screen was noise)
        # a replay or a demo shows no instruction to act, nor the playing keys (nc16 shot-167)
        watching = self.feed.replaying or self.demo or self.m.over  # nc29 shot 107: no « cliquez … » once over
        recap = self.recap_shown()
        note = [] if recap or watching else self.pause_note_lines()
        if recap or note:  # the opponents' turn in a few words, where the idle help stood (nc25); or the pause's
            lines = recap or note
            for i, line in enumerate(lines):
                surf.blit(render(line, TYPE.SMALL, INK), (x, y + 18 * i))
            if note and self.m.current == self.viewer:
                self.pause_note_read = True
        else:
            lines = self._wrapped(t("evolution.info_idle_watch" if watching else "evolution.info_idle"),
                                  L.info.width, TYPE.SMALL)[:3]
            for i, line in enumerate(lines):
                surf.blit(render(line, TYPE.SMALL, MUTED), (x, y + 18 * i))
        self.info_words = [pygame.Rect(x, y, L.info.width, 18 * len(lines))]
        if watching:
            return
        label = render(t("evolution.keys_label"), TYPE.SMALL, INK)
        # nc27 shots 63, 67, 88: the opponents' turn in four lines pushed it down, the idle help's three
        # back up: it keeps one place, under the room of four lines
        self.keys_rect = label.get_rect(topleft=(x, y + 18 * INFO_LINES + 8)).inflate(10, 6)
        self.info_words.append(self.keys_rect.copy())  # nc20 shot 13: the arrow to a hand card sat on it
        pygame.draw.rect(surf, MUTED, self.keys_rect, 1, border_radius=5)
        surf.blit(label, label.get_rect(center=self.keys_rect.center))
        label = render(t("evolution.creatures_label"), TYPE.SMALL, INK)
        self.creatures_rect = label.get_rect(midleft=(self.keys_rect.right + 14, self.keys_rect.centery)).inflate(10, 6)
        self.info_words.append(self.creatures_rect.copy())
        pygame.draw.rect(surf, MUTED, self.creatures_rect, 1, border_radius=5)
        surf.blit(label, label.get_rect(center=self.creatures_rect.center))

    def pause_note_lines(self) -> list[str]:
        """The first pause of the person's quick discard, beside the hand (nc59 shots 079, 117, 140: « en pause »,
        « rouvre à la pioche vide » under it, explained in the log only): what it means and until when, from the
        moment it happens to the end of the person's next turn, while the pause stands."""
        seat = self.viewer
        if not self.pause_note or seat is None or seat not in self.zones:
            return []
        if self.mage(seat).quick_state != "unavailable":
            return []
        return self._wrapped(t("evolution.quick_paused_note"), L.info.width, TYPE.SMALL)[:INFO_LINES]

    def recap_shown(self) -> list[str]:
        """The recap's lines as drawn beside the hand (four at most, above the keys' label): a longer one
        keeps its first sentences whole; none outside the person's turn or with a card picked."""
        if not self.recap or self.my_seat() is None or self.m.current != self.viewer:
            return []
        lines: list[str] = []
        for sentence in self.recap:
            more = self._wrapped(sentence, L.info.width, TYPE.SMALL)
            if len(lines) + len(more) > INFO_LINES:
                break
            lines += more
        return lines

    def _wrapped(self, text: str, width: int, size: int) -> list[str]:
        key = (text, width, size)
        if key not in self._wraps:
            if len(self._wraps) > 200:
                self._wraps.clear()
            self._wraps[key] = wrap(text, width, size)
        return self._wraps[key]

    def touched(self, ev: Event) -> list[Hashable]:
        return list(mark_places(ev))

    def draw_marks(self, surf: pygame.Surface) -> None:
        """Each seat's last turn's traces (the kit's last move): a thin translucent frame in the colour
        of whose turn it was (of fire where a card burned) around each place it touched."""
        for place, by in self.last_move.marks().items():
            key = place if isinstance(place, tuple) else ()
            if not key or (key[0] in ("pile", "quick", "main", "burned") and key[1] not in self.zones):
                continue
            burned = key[0] == "burned"
            r = self.top_rect(key[1], key[2]) if key[0] in ("pile", "burned") else self.target_rect(key)
            color = art.color("fire") if burned else self.seat_color(by)
            frame = pygame.Surface(r.inflate(8, 8).size, pygame.SRCALPHA)
            pygame.draw.rect(frame, (*color, 150), frame.get_rect(), 2, border_radius=8)
            surf.blit(frame, r.inflate(8, 8).topleft)

    def draw_targets(self, surf: pygame.Surface, seat: int, targets: dict[Place, list[Action]]) -> None:
        pulse = int(4 * (0.5 + 0.5 * math.sin(pygame.time.get_ticks() / 180)))
        controls = self.controls
        own = controls.own_targets(seat) if controls.selected is not None else []
        cursor = own[controls.cursor] if 0 <= controls.cursor < len(own) else None
        marks = self.gift_marks(seat, targets)
        for key, acts in targets.items():
            r = self.target_rect(key)
            theirs = key[0] == "pile" and key[1] != seat
            hostile = theirs and any(a.kind in ("burn", "power") for a in acts)
            if theirs:
                r = self.top_rect(key[1], key[2])
            gives = key in marks
            # nc36 shot 147: a pile whose placing gives a creature away was ringed in red only, and read as no
            # target: it takes the targets' halo like any other, the gift said by a red line inside it
            color = art.color("fire") if hostile else art.color("target")
            pygame.draw.rect(surf, color, r.inflate(6 + pulse, 6 + pulse), 3 if key == cursor or gives else 2,
                             border_radius=8)
            if gives:
                pygame.draw.rect(surf, art.color("fire"), r.inflate(2, 2), 2, border_radius=7)
            if key == cursor:
                pygame.draw.rect(surf, ACCENT, r.inflate(14, 14), 3, border_radius=10)
        self.draw_frees_tags(surf, seat, targets)
        for r, lines in marks.values():
            panel(surf, r, 240, (70, 24, 18))
            pygame.draw.rect(surf, art.color("fire"), r, 2, border_radius=8)
            size = min(fit_text(line, r.width - 8, TYPE.SMALL - 2, True) for line in lines)
            y = r.y + (r.height - len(lines) * font(size, True).get_linesize()) // 2
            for line in lines:
                img = render(line, size, INK, bold=True)
                surf.blit(img, img.get_rect(midtop=(r.centerx, y)))
                y += font(size, True).get_linesize()

    def gift_marks(self, seat: int, targets: dict[Place, list[Action]]) -> dict[Place, tuple[pygame.Rect, list[str]]]:
        """On each of the person's piles the picked card may go to when placing it there hands a creature
        to an opponent, the cost on the target itself: « donne / Phénix » over the top card's picture
        (nc22 shot 81: in the quick « card, then pile » rhythm the header's tag and the prompt were gone
        past; the click that gives the creature lands on these words). Keyed by the target."""
        card, asked = self.controls.selected, self.controls.asked
        if card is None or asked is None or seat not in self.zones:
            return {}
        freed = asked.frees(card)
        if freed is None:
            return {}
        lines = [t("evolution.gift_mark"), self.name_of(freed[0])]
        z = self.zones[seat]
        out: dict[Place, tuple[pygame.Rect, list[str]]] = {}
        for key, acts in targets.items():
            if key[0] != "pile" or key[1] != seat or not any(a.kind in ("play", "cascade") for a in acts):
                continue
            top = self.top_rect(seat, key[2])
            w = min(z.cw + 20, self.pile_column(seat, key[2]).width - 6)
            h = len(lines) * font(TYPE.SMALL - 2, True).get_linesize() + 8
            r = pygame.Rect(0, 0, w, h)
            # over the top card's picture: under its level strip, above its name (the card's words stay)
            r.center = (top.centerx, top.y + max(h // 2 + 18, top.height // 2 + 4))
            out[key] = (r, lines)
        return out

    def frees_tag_rects(self, seat: int, targets: dict[Place, list[Action]]) -> list[tuple[pygame.Rect, str, str]]:
        """Under each pile the picked card may go to, when placing it frees a creature for an opponent:
        (where the tag goes, its words, the creature). Where the eye is when placing the card (issue
        24: four creatures went to the bot "d'office", the prompt's warning read too late)."""
        card = self.controls.selected
        asked = self.controls.asked
        if card is None or asked is None:
            return []
        freed, words = asked.frees(card), asked.frees_tag(card)
        if freed is None or words is None:
            return []
        out = []
        z = self.zones[seat]
        piles = [key[2] for key, acts in targets.items()
                 if key[0] == "pile" and key[1] == seat and any(a.kind in ("play", "cascade") for a in acts)]
        band = self.header_room(seat)
        need = font(TYPE.SMALL, True).size(words)[0] + z.tok + 16
        if piles and band.height >= 18 and band.width >= min(need, 180):
            # nc20 shots 05, 57, 81, 96: under the pile the tag, wider than a column, lay over the
            # neighbours' cards, chips and names: it goes in the zone's header, right above the pile
            # (the piles), between the mage's name and the creatures held, where nothing is written
            tag = pygame.Rect(0, band.y, min(need, band.width), band.height)
            tag.centerx = sum(self.pile_column(seat, p).centerx for p in piles) // len(piles)
            tag.clamp_ip(band)
            return [(tag, words, freed[0])]
        for pile_id in piles:
            col = self.pile_column(seat, pile_id)
            pile = self.pile_rect(seat, pile_id)
            w = min(font(TYPE.SMALL, True).size(words)[0] + z.tok + 16, int((z.rect.width - 12) / 7 * 2.2))
            h = z.tok + 6
            span = pygame.Rect(col.centerx - w // 2, pile.top, w, 1)
            # below the pile and below the level chips of every pile it spans (nc15 shot: « Libère Elfe »
            # lay over the Air heap's chips and the Fire pile's « 0 »), when there is room
            foot = max(self.pile_foot(seat, q) for q in self.elements
                       if self.pile_column(seat, q).left < span.right and span.left < self.pile_column(seat, q).right)
            y = max(pile.bottom + 10, foot + 4)
            if y + h > z.label_y - 2:
                # a tall pile: the tag lies over the foot of the pile's top card, so the labels stay whole
                # (nc14 shot-07: it lay over « Air (A) · niv. 3 » and « Feu (F) »); the level numbers
                # down the pile stay in sight above it
                y = pile.bottom - h - 4
            out.append((pygame.Rect(col.centerx - w // 2, y, w, h), words, freed[0]))
        return out

    def header_room(self, seat: int) -> pygame.Rect:
        """The empty stretch of a zone's header line: after the name and level count, before the
        creatures held (their names beside them), above the card area."""
        z = self.zones[seat]
        left = self.header(seat)[1] + 6
        right = z.rect.right - 8
        for cid in self.m.held_tokens(seat):
            right = min(right, self.token_rect(cid).left - 8)
            name = self.token_name_rect(cid)
            if name.width:
                right = min(right, name.left - 8)
        # off the frame's line above (3 px for the mage to play: nc34 shot 82, the tag sat on it; 2 px
        # clear), and far enough above the cards that a halo round a pile (the tutorial's, 6 px out) stays
        # off it (nc18 shot 04: a halo crossed the tag's words)
        return pygame.Rect(left, z.rect.y + FRAME + 2, max(0, right - left), z.top - z.rect.y - FRAME - 8)

    def draw_frees_tags(self, surf: pygame.Surface, seat: int, targets: dict[Place, list[Action]]) -> None:
        """The picked card's gift to an opponent, said on the piles it may go to and on the card itself."""
        tags = self.frees_tag_rects(seat, targets)
        fire = art.color("fire")
        for r, words, cid in tags:
            panel(surf, r, 235, (70, 24, 18))
            pygame.draw.rect(surf, fire, r, 2, border_radius=8)
            d = min(r.height - 6, self.zones[seat].tok)
            surf.blit(self.token_img(cid, d), (r.x + 4, r.centery - d // 2))
            size = fit_text(words, r.width - d - 14, TYPE.SMALL, True)
            img = render(words, size, INK, bold=True)
            surf.blit(img, img.get_rect(midleft=(r.x + d + 9, r.centery)))
        hand = self.m.hand
        card = self.controls.selected
        if tags and hand and card in hand:  # the card itself carries the creature's token, ringed in fire
            spot = self.frees_badge_rect(card)
            pygame.draw.circle(surf, fire, spot.center, spot.width // 2 + 3)
            surf.blit(self.token_img(tags[0][2], spot.width), spot.topleft)

    def frees_badge_rect(self, card: str, raised: bool = True) -> pygame.Rect:
        """The creature's token on the picked hand card: at its right edge under the top band (nc34 shot 05:
        on the top right corner it covered the card's element sign), inside the card with its fire ring
        (nc38 shot 115: half of it stood past the edge, over the next card of the hand)."""
        r = self.hand_rect(card).move(0, -RAISE if raised else 0)
        d = max(18, r.width // 3)
        return pygame.Rect(r.right - d - 6, r.top + art.band_height(r.height) + 4, d, d)

    def aim_words(self) -> list[pygame.Rect]:
        """What the aim's line leaves a gap over: the prompt panel (nc10: it crossed the Cascade / Laisser
        brûler buttons), whose turn it is and the turn count (nc25 shot 73: across « Tour 8 · manche 4 »),
        the creature tokens and their names."""
        rects = [L.prompt.inflate(4, 4), self.turn_rect().inflate(4, 4), self.turns_rect().inflate(4, 4)]
        for cid in self.defs.creatures:  # the token and its name under it, as wide as its column
            slot = self.centre_slot(cid)
            rects.append(pygame.Rect(slot.x - 6, slot.y - 2, slot.width + 12, slot.height + 18))
        return rects

    def aim_segments(self, src: tuple[int, int], dst: tuple[int, int]) -> list[tuple[tuple[int, int], tuple[int, int]]]:
        """The pieces of the line from `src` to `dst` that cross none of `aim_words`."""
        length = math.dist(src, dst) or 1.0
        cuts: list[tuple[float, float]] = []
        for r in self.aim_words():
            over = r.clipline(src, dst)
            if over:
                a, b = sorted(math.dist(q, src) / length for q in over)
                cuts.append((a, b))
        out = []
        at = 0.0
        for a, b in sorted(cuts):
            if a > at:
                out.append((at, a))
            at = max(at, b)
        if at < 1.0:
            out.append((at, 1.0))

        def point(k: float) -> tuple[int, int]:
            return (round(src[0] + (dst[0] - src[0]) * k), round(src[1] + (dst[1] - src[1]) * k))

        return [(point(a), point(b)) for a, b in out if (b - a) * length >= 2]

    def draw_aim(self, surf: pygame.Surface) -> None:
        if self.m.aim is None:
            return
        aimer, target, pile = self.m.aim
        if target not in self.zones or aimer not in self.zones:
            return
        dst = self.top_rect(target, pile)
        zr = self.zones[aimer].rect
        # from the aimer's zone edge straight above (or below) the target, in the gap between the panels:
        # from the zone's middle the dot sat on a « niv. 2 » label and the line ran slanted (nc14 shot-26)
        x = min(max(dst.centerx, zr.left + 20), zr.right - 20)
        src = (x, zr.bottom + 2) if zr.centery < dst.centery else (x, zr.top - 3)
        fire = art.color("fire")
        for a, b in self.aim_segments(src, dst.center):
            pygame.draw.line(surf, fire, a, b, 3)
        pygame.draw.circle(surf, fire, src, 3)
        pulse = int(6 * (0.5 + 0.5 * math.sin(pygame.time.get_ticks() / 120)))
        pygame.draw.rect(surf, fire, dst.inflate(8 + pulse, 8 + pulse), 3, border_radius=8)

    def draw_prompt(self, surf: pygame.Surface) -> None:
        seat = self.my_seat()
        lines: list[tuple[str, tuple[int, int, int]]] = []
        if seat is not None:
            lines = [(line, INK) for line in self._wrapped(self.controls.prompt, L.prompt.width - 20, 15)]
        else:
            # no buttons under it: the event told is wrapped whole (issue 24: it was cut at "(sa carte")
            said: list[tuple[str, tuple[int, int, int]]] = []
            held = self.held_line_now()
            if held and held != self.narration:
                said.append((held, ACCENT))
            if self.narration:
                said.append((self.narration, INK))
            if self.m.over:
                said.append((t("evolution.over"), ACCENT))
            elif not self.busy and not self.feed.replaying:  # nc18 shot 153: « réfléchit… » in a replay
                who = self.actors_now[0] if self.actors_now else self.m.current
                said.append((waiting_text(self.names, who, self.task()), MUTED))
            lines = [(line, color) for text, color in said for line in self._wrapped(text, L.prompt.width - 20, 15)]
        y = L.prompt.y + 6
        for text, color in lines[: self.controls.prompt_lines if seat is not None else 5]:

            y += draw_prompt(surf, text, (L.prompt.x + 10, y), L.prompt.width - 20, color, TYPE.SMALL, 1) + 1
        if seat is not None:
            self.controls.draw(surf)
            gift = self.controls.confirm_gift  # nc33 shot 79: the question before a creature is given glows too
            age = self.controls.fresh if self.controls.task_seen is not None else float("inf")
            if gift is not None:
                age = min(age, time.monotonic() - gift[1])
            if age < FRESH_GLOW:
                # nc29 shots 60, 62: a question that came by itself is seen arriving (its first clicks wait)
                width = 2 + int(3 * (1 - age / FRESH_GLOW))
                pygame.draw.rect(surf, ACCENT, L.prompt.inflate(2, 2), width, border_radius=8)
