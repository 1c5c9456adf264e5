"""The Kaiju & Mecha dice table: the 8 Kaiju of the table, the Mechas, the dice, the hands.

Fed by the kit (scenes/table.py): it draws from `KaijuModel` (the viewer's view, kept up by the
events being shown) and never reads the engine. The viewer's hand face up, every other hand as
card backs with a count, the Mechas and Double tokens (public), the Wounds. A piece in flight is
kept out of its destination until it lands (`Landed`), so the model can be ahead of the eye.

Mouse:
- roll: the "Roll the dice" button, or click the dice;
- play a card: click it in your hand (lit when it can be played), then its choices: for a reroll
  click the dice to reroll (one or both) then "Reroll"; to set a die click the die then the face;
  to steal click the player (their panel or button); a 9-11 first asks which effect;
- take: click a lit card of the table; when it can be taken alone or in a pair, the first click
  picks it, a click on its partner takes the pair, a second click on it takes it alone; the
  buttons of the bottom row list every take (hovering one lights what it takes); click the Mecha
  of your double to take it (or to try to steal it); a click the rules refuse says why;
- when another player's card is played and you hold a 6 (or a 9-11): "Cancel with ..." or "Pass";
  with nothing to cancel with, the prompt passes by itself after a fixed pause (the same every
  time, so the pause tells nobody what you hold);
- hover or right-click any card, Mecha, token, die, the pile or the discard to read what it does.
Keyboard: R roll, 1-8 pick the table card of that slot, M take (or steal) the Mecha, N take
nothing / pass, C cancel with your lowest cancel card, Backspace back out of a card's choices,
Tab or the arrows move over the buttons, Enter or Space press the focused one, U undo, Escape pauses.
"""

from __future__ import annotations

import math
import random
import re
from collections import Counter
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any

import pygame

from game import i18n, kaiju
from game.core import Action, Event, act
from game.data import DataError
from game.i18n import t
from game.kaiju.defs import take_way
from scenes.kaiju.controls import KaijuControls, take_slots, takes
from scenes.kaiju.landed import FlightKey, Landed
from scenes.kaiju.layout import (
    AUTO_PASS,
    CARD,
    DIE,
    GAME,
    HAND,
    LEGEND_LINES,
    LEGEND_ROLES,
    MECHA,
    OPP,
    READ_DRAWN,
    READ_STOLEN,
    REVEAL,
    REVEAL_AIMED,
    REVEAL_GRACE,
    REVEAL_LATE,
    REVEAL_VEIL,
    STACKED,
    STOLEN,
    L,
    Places,
    Point,
    count_badge,
    tint,
)
from scenes.kaiju.model import KaijuModel, describe_play, inspect_text
from scenes.kaiju.recap import last_turn, turn_recaps
from scenes.table import TableScene
from scenes.ui import ACCENT, DANGER, FELT_DARK, INK, MUTED, PANEL, Button, LogPanel, draw_prompt, panel, prompt_lines
from sprites import shapes
from sprites.anim import DrawAt, Effect
from sprites.fonts import TYPE, fit_text, font, render, wrap
from sprites.kaiju import art as art_kaiju
from sprites.palette import SEAT_COLORS
from sprites.tween import Tween, ease_out_cubic, linear


def refill_point(start: Point, end: Point, k: float) -> tuple[int, int]:
    """Where a card turned up from the pile is at `k` (0..1) of its way: up off the pile until its
    bottom clears the row's top, along above the row, then down into its place; never over another
    place's card."""
    top = L.table[1] - 2 - CARD[1] / 2  # its centre while it passes over the row
    up, across, down = max(0.0, start[1] - top), abs(end[0] - start[0]), max(0.0, end[1] - top)
    s = min(1.0, max(0.0, k)) * (up + across + down)
    if s <= up:
        x, y = start[0], start[1] - s
    elif s <= up + across:
        x, y = start[0] + math.copysign(s - up, end[0] - start[0]), top
    else:
        x, y = end[0], top + min(down, s - up - across)
    return round(x), round(y)


@dataclass
class DieShown:
    face: int | None = None
    target: int | None = None
    start: Point = (0.0, 0.0)
    tumble: Tween | None = None  # a roll or a reroll: 0 -> 1
    turn: Tween | None = None  # a set: 0 -> 1, the face changes halfway
    flicker: float = 0.0
    spin: float = 0.0


# the lines under the dice start below every frame drawn round them (a roll's frame, the last
# move's mark: nc8 shot-03 saw the line drawn through them)
UNDER_DICE = 413
LANDS_AT = 0.75  # the share of a flight after which its piece counts at its place (ease_out_cubic: 98 % of the way)
REVEAL_FLIGHT = 0.3  # a card turned up from the pile to its place on the table, in seconds
DICE_LINE_ROOM = 280  # the sum line under the dice, centred under them, clear of the table's right edge
MECHAS_CAPTION_ROOM = L.stack[0] - 12 - L.mechas[0]  # the Mecha row's caption ends left of the played cards
RECAP_ROOM = 250  # the other seat's last turn in words, left of the dice tray (nc60)
RECAP_LINES = 5
STEAL_WARN_PILE = 2  # the pile's cards a player or less: the 1s within a steal's reach are said (nc61)
HOME_BUBBLE_W = 360  # the widest words of the person's own bubble, on the name line
BOX_NEAR = 90  # px round a box gone by itself where the first click still counts as meant for the box
CHANCE_EFFECTS = ("steal", "reroll", "draw")  # a card whose outcome the hint that advised it could not know
KEY_FACE = (44, 52, 60)  # a key cap's face under a table place
KEY_EDGE = (14, 18, 22)  # ... and the edge that makes it a raised key
PASS_NONE_BUBBLE = 2.4  # seconds « Aucune carte pour annuler » stays on the person's panel
BUBBLE_CLEAR = 5  # a bubble keeps this far inside its panel's border
# Events the log says within another line (nc31: « too dense, I stopped reading it »): each card of a start
# hand (the hand's line names them all, and the rule), a double token (it goes with its Mecha, whose line
# says where), a pass (the next line says the card took effect or was cancelled; nc9 had shortened it, nc14
# found « Joueur 1 n'annule pas » put in the mouth of a person never asked). Their animations and bubbles
# (« n'annule pas », « Aucune carte pour annuler ») stay.
QUIET_LINES = frozenset({"start_draw", "double_token_moved", "reaction_pass"})
PILE_LOW = 3  # cards left in the pile from which its count is drawn in the accent colour, bold
# a cancel's or a Wound's bubble on a panel: a light red, 7:1 on the panel, read whole for 2.6 s (nc34
# shots 52, 79: « Bot 2 annule ! » in DANGER red, 1.8 s, was caught dim and gone before it was read)
ALARM = (245, 132, 122)
ALARM_TIME = 2.6
STACK_LABEL = 13  # the size of « Jouées, en attente de réponse »: its tag fits between the key caps and the cards
OPP_FAN_W = 150  # the widest fan of another player's card backs on a panel of the table's width



def round_number(turns_done: int, players: int, over: bool) -> int:
    """The round shown ("Tour de table 2"): the engine counts every seat's turn, and a newcomer read
    "Tour 3" on their second turn, "Tour 29" at the end."""
    current = turns_done - 1 if over else turns_done
    return max(0, current) // max(1, players) + 1

def halves(text: str, size: int) -> list[str]:
    """`text` on two lines as even as its words allow, in bold at `size` (a title: « Bot 2 (sur mesure)
    vous vole / une carte au hasard », not a last line of one word)."""
    words, f = text.split(" "), font(size, True)
    if len(words) < 2:
        return [text]
    cut = min(range(1, len(words)), key=lambda k: max(f.size(" ".join(words[:k]))[0], f.size(" ".join(words[k:]))[0]))
    return [" ".join(words[:cut]), " ".join(words[cut:])]


UNDO_GAP = 20  # between « Défaire reprend … » and the pencil's icon
_DICE_GROUP = re.compile(r"\((?:dés?|dice|die) [^()]*\)")


def dice_kept_whole(line: str | None, data: dict[str, Any]) -> str | None:
    """A log line whose dice never wrap apart: « (dés 1, / 5) » broke a pair over two lines (nc35); the
    dice's values and a « (dés 1, 5) » group are joined by no-break spaces."""
    if not line:
        return line
    for key in ("dice", "before"):
        value = data.get(key)
        if isinstance(value, list) and len(value) > 1:
            said = ", ".join(map(str, value))
            line = line.replace(said, said.replace(" ", "\u00a0"))
    return _DICE_GROUP.sub(lambda m: m.group(0).replace(" ", "\u00a0"), line)


class KaijuTable(TableScene):
    """The position and its animations; its parts: `controls` (input, buttons, inspect), `landed`
    (the model less what is still flying) and `places` (where each piece is, seen from the viewer)."""

    # the log lines that name a bot with its level: the opening and each turn's header (the others say « Bot 2 »)
    full_name_lines = frozenset({"turn_start", "removed", "mechas_set", "card_revealed", "start_draw", "start_hand"})
    final_kinds = frozenset({"take", "steal"})  # taking from the table (or a Mecha) ends the turn: no way back
    model_cls = KaijuModel
    model: KaijuModel
    # over the title, as in Elemons: over the table row, "Tour de Joueur 1" slid across the cards
    banner_center = (640, 30)
    banner_min_width = 400  # the whole title under it
    # its plate (the words and 44 px) ends left of the log's column, at x 960 (nc44 shot 109: « … de Joueur 1 » cut)
    banner_max_width = 580
    UNDO_LABEL = "undo.button_kaiju"  # "Annuler" is what a 6 does here
    # Conseil's box, grown up from the log's foot as its words need: twelve lines at 16 px, two more than the
    # kit's, for a steal's odds (nc53 shot 061: « voler une carte » with no odds read as giving 11 points away)
    hint_rect = pygame.Rect(960, 358, 310, 272)

    def again_caption_rect(self) -> pygame.Rect:
        """A turn shown again is said in the person's own panel, under the hand, where the prompt and
        the buttons stand (hidden while it plays): wide, in sight, never under a tutorial's words."""
        return pygame.Rect(L.home.x + 12, L.home.y + 124, L.home.width - 24, 36)

    def buttons_shown(self) -> list[Button]:
        return list(self.controls.bar.buttons)  # their hotkeys (N: pass) are the table's

    def own_rects(self, seat: int) -> list[pygame.Rect]:
        """The seat's panel (its hand, at the bottom for the person at this screen)."""
        return [self.places.seat_rect(seat)] if 0 <= seat < self.feed.num_seats else []

    def action_rect(self, action: Action) -> pygame.Rect | None:
        """The button the controls show for the next pick on the way to `action`."""
        tag = self.controls.next_click(action)
        shown = {b.tag: b.rect.copy() for b in self.controls.bar.buttons if b.enabled}
        return shown.get(tag) or shown.get("back")  # another card picked: back out of it first

    def __init__(self, app: Any, source: Any, demo: bool = False) -> None:
        self.defs = kaiju.load_defs()
        self.dice = [DieShown(start=L.dice[0]), DieShown(start=L.dice[1])]
        self.landed = Landed(lambda: self.model)  # pieces on their way are kept out of their place
        self.controls = KaijuControls(self)
        self.reveal: int | str | None = None  # a card this seat drew (or a stolen one), shown large for a moment
        # a steal's box: its title and its line ("Vous volez à Bot 2", "Un 3 volé : Blessure…"); None: « Vous piochez »
        self.reveal_words: tuple[str, str] | None = None
        self.reveal_left = 0.0
        self.reveal_grace = 0.0  # after the card went by itself: a click now was meant for it (REVEAL_GRACE)
        # and a while longer, a click where its box stood (REVEAL_AIMED): nc25 shots 55-56
        self.reveal_gone: pygame.Rect | None = None
        self.hint_chance: str | None = None  # the chance effect of the hint just followed (a steal, a reroll)
        self.since_gone = math.inf  # the seconds since it went by itself
        self.aimed_click = False  # the click being handled fell where the box stood, a moment after it went
        self.first_aimed = self.first_press = False  # ... and was the first click since (`handle_table`)
        # no click nor key since it went by itself: the first click where it stood was still meant for it,
        # however late (nc26 shot-72: a click several seconds after met « Les dés 2, 2 ne prennent pas 3 »)
        self.gone_unanswered = False
        self.late_press = False  # the press of the click being answered was such a click (its release is too)
        self.reveal_total = REVEAL  # the seconds the box shown was given (its countdown bar)
        self.reveal_held = False  # the box shown waits for the click even in a game (a Mecha taken from the person)
        self.reveal_due: int | None = None  # a card drawn while its owner was not looking: shown on their turn
        self.auto_pass_key: tuple[int, int] | None = None
        self.auto_pass_left = 0.0
        self.auto_passed: int | None = None  # the count of moves once the table passed for the person
        self.rng = random.Random(7)  # the dice's flicker only: never a rule
        self.held: dict[int, list[Event]] = {}  # private events for a person not looking now
        self.asking: int | None = None
        self.stack_before: list[dict[str, Any]] = []  # the played cards before the event being shown
        # the refill being said in the log: (its log, its entry, its lines, the cards, their places)
        self._refill: tuple[LogPanel, int, int, list[int], list[int]] | None = None
        self.steal_boxed = False  # the last steal was shown in the stolen box (its Wound flies no more)
        self.steal_passed: dict[int, str | None] = {}  # a take's event (by id) -> the log's "could have stolen"
        self.own_doubles: dict[int, str | None] = {}  # a dice event (by id) -> « Double 4 : son Mecha 4 est déjà à … »
        # a pass's event (by id) -> its log line, fixed when it is shown ("" none: the seat had no card)
        # the memory of the hands seen (`seen_in`), kept for (viewer, events shown)
        self._seen: tuple[tuple[int | None, int], kaiju.Memory] | None = None
        self._seen_settled: dict[tuple[int, int], Counter[int]] = {}  # (viewer, seat): as seen before a flight
        self._ones_known: tuple[tuple[int, int], dict[int, int]] | None = None  # the recap's 1s, per shown count
        self.home_header_right = 0  # where the person's name line ends (its bubble starts past it)
        self.bubbles: dict[int, list[Effect]] = {}  # each seat's bubbles, oldest first (a newer one hides the older)
        super().__init__(app, source, demo)
        if self.queue and self.feed.replaying:
            # A replay opens on the dealt table, « Coup 0 », its opening said in the log: animated, its
            # first frame caught the deal mid-flight, cards over cards (nc19 shot-98)
            for ev in self.queue:
                self.shown.append(ev)
                if ev.visible_to(self.viewer):
                    self._log_line(ev)
            self.queue.clear()
        elif self.queue and not self.feed.resumed:
            # A new game: the deal is shown card by card from an empty table.
            dealt = [e for e in self.queue if e.kind in ("card_revealed", "start_draw")]
            for ev in dealt:
                if ev.kind == "card_revealed":
                    self.model.table[ev.data["slot"]] = None
                else:
                    self.model.lose(ev.seat or 0, ev.data["card"])
                self.model.pile += 1
            self._unfolded -= {id(e) for e in dealt}

    @property
    def bot_pause(self) -> float:  # type: ignore[override]
        """Bots answer a played card quicker than they play their turn."""
        return 0.3 if self.model.phase == "react" else 0.6

    # -- where things are, and what the controls ask of the table ---------------------------------
    @property
    def home(self) -> int:
        """The seat drawn at the bottom: the viewer's, or the first seat for a spectator."""
        return self.viewer if self.viewer is not None else 0

    @property
    def places(self) -> Places:
        return Places(self.home, self.feed.num_seats, tuple(self.defs.mecha_faces))

    # -- the last move (scenes/lastturn.py) -------------------------------------------------------
    def touched(self, ev: Event) -> list[Hashable]:
        """The dice rolled or turned, the table's slots taken from, the discard a card went to, the
        seats stolen from or wounded."""
        d = ev.data
        if ev.kind in ("dice_rolled", "dice_rerolled", "die_set", "nothing_taken"):
            return [("dice",)]
        if ev.kind == "cards_taken":
            return [("slot", int(i)) for i in d["slots"]]
        if ev.kind == "card_played":
            return [("discard",)]
        if ev.kind in ("card_stolen", "steal_failed", "mecha_steal_attempt"):
            # which hand was robbed, when there is a choice of hands: two players apart, the frame round
            # the only other hand stayed a whole turn and said nothing the stolen card's box had not
            # (nc20 shots 21, 45-49, 68-79: « nothing tells me what it means »)
            return [("seat", int(d["from"]))] if self.feed.num_seats > 2 else []
        # a Mecha taken marks no hand: the taker's own hand framed in their colour said nothing (nc17
        # shots 15, 59); its empty slot shows the taker's token. Nor does a Wound: the thief's own hand
        # stayed framed all turn, unexplained (nc18 shot-105); the red badge on its panel says it
        return []

    def mark_rect(self, place: Hashable) -> pygame.Rect | None:
        if not isinstance(place, tuple):
            return None
        p = self.places
        if place == ("dice",):
            return p.die_rect(0).union(p.die_rect(1))
        if place == ("discard",):
            return L.discard
        if place[0] == "slot" and 0 <= place[1] < len(self.model.table):
            return p.slot_rect(place[1])
        if place[0] == "seat" and 0 <= place[1] < self.feed.num_seats:
            # the row of cards inside the panel: the panel's own outline says whose turn it is (nc8
            # shot-71: the bot's panel framed in blue during the person's turn read as its turn)
            if place[1] == self.home:
                legend = p.legend_rect(self.landed.groups(self.home))
                return pygame.Rect(L.hand[0], L.hand[1], legend.x - 12 - L.hand[0], HAND[1])
            r = p.seat_rect(place[1])
            return pygame.Rect(r.x + 10, r.y + 36, r.w - 20, OPP[1])
        return None

    def color(self, name: str) -> tuple[int, int, int]:
        return tint(self.pres.colors, name)

    def die_face(self, i: int) -> int | None:
        """The face die i shows now (it may be tumbling)."""
        return self.dice[i].face

    # -- art ----------------------------------------------------------------------------------
    def art(self, art: str, size: tuple[int, int]) -> pygame.Surface:
        """A piece by the table's name ("k7", "M3", "double-3", "die-2", "back", "wound")."""
        art_id = art[1:] if art.startswith("k") else art
        return self.app.art.image(GAME, art_id, size, art_kaiju.placeholder(self.defs, art_id))

    def drawer(self, art: str, size: tuple[int, int], crossed: bool = False) -> DrawAt:
        """Draw `art` (made at `size`) into any rectangle: a flight may change its size on the way."""

        def draw(surf: pygame.Surface, rect: pygame.Rect, _progress: float) -> None:
            img = self.art(art, size)
            if rect.size != size:
                img = pygame.transform.smoothscale(img, rect.size)
            surf.blit(img, rect)
            if crossed:
                pygame.draw.line(surf, DANGER, rect.topleft, rect.bottomright, 6)
                pygame.draw.line(surf, DANGER, rect.bottomleft, rect.topright, 6)

        return draw

    def fly(self, art: str, start: Point, end: Point, duration: float, size0: tuple[int, int],
            size1: tuple[int, int] | None = None, delay: float = 0.0, lands: FlightKey | None = None,
            crossed: bool = False, path: Callable[[float], Point] | None = None) -> None:
        """A piece travels; `lands` (a place, see scenes/kaiju/landed.py) keeps it out of there until it lands;
        `path` (of the eased progress, 0..1): its centre on a way of its own rather than straight."""
        draw = self.drawer(art, size0, crossed)
        if path is not None:
            straight = draw

            def draw(surf: pygame.Surface, _rect: pygame.Rect, progress: float) -> None:
                r = pygame.Rect(0, 0, *size0)
                r.center = path(ease_out_cubic(progress))
                straight(surf, r, progress)

        r0 = pygame.Rect(0, 0, *size0)
        r0.center = (round(start[0]), round(start[1]))
        r1 = pygame.Rect(0, 0, *(size1 or size0))
        r1.center = (round(end[0]), round(end[1]))
        if delay > 0:  # it waits where it starts, in sight
            self.anim.effect(draw, r0, delay)
        if lands is not None:
            self.landed.take_off(lands)
            # counted at its place once it is seen there: eased out, a card lies still on it for the
            # flight's last quarter, and the counts under it lagged (nc20 shots 05, 22: « vide » under the
            # discarded 2, « Cartes : 3 » beside a fourth card)
            self.tween(0.0, 1.0, duration * LANDS_AT, easing=linear, delay=delay,
                       on_done=lambda: self.landed.land(lands))
        self.anim.fly(draw, r0, r1, duration, delay=delay)

    def hand_spot(self, seat: int, art: str) -> tuple[Point, tuple[int, int]]:
        """Where (centre, size) a card flying to a seat's hand lands: for the person, on its own stack
        of the hand as it will be (nc20 shot-22: the drawn 9 lay over the Mecha 6 until it landed, then
        jumped to its place); for the others, on their panel's fan."""
        p = self.model.players[seat]
        if seat != self.home or p.hand is None:
            return self.places.seat_anchor(seat), self.places.hand_size(seat)
        groups = [(f"k{v}", c, v) for v, c in sorted(Counter(p.hand).items())]
        groups += [(f"M{f}", 1, f) for f in p.mechas]
        size, fan, _ = self.places.hand_fit(groups)
        for rect, a, n, _v in self.places.hand_rects(groups):
            if a == art:
                top = pygame.Rect((rect.x + (min(n, 4) - 1) * fan, rect.y), size)
                return top.center, size
        return self.places.seat_anchor(seat), self.places.hand_size(seat)

    def bubble_spots(self, seat: int, size: tuple[int, int]) -> list[pygame.Rect]:
        """The places a seat's bubble (words of `size`) may take, best first; `bubble_box` takes the
        first that covers none of the panel's words (`panel_words`).
        The person's: on the name line, past its words and the « joue » tag and left of the Double
        tokens (at the right it lay over the person's own tokens and hand, a ghost label); when the name
        line is too full (« 64 points avec le bonus des 1 », nc27 shots 52, 73, and a long name), on the
        prompt's line past its words, never over the legend nor the hand (`bubble_keep_off`).
        Another seat's: at the foot of its panel, then on its name line, then under it over the top of
        the card backs, then beside its card count."""
        rect = self.places.seat_rect(seat)
        words, tokens = self.header_rects(seat)
        line = pygame.Rect(0, 0, *size).inflate(18, 4)
        # clear of the panel's top border by a few pixels, above the hand (nc16 shots 06, 20, 79, 99)
        line.center = (rect.centerx + 20, rect.y + 17)
        line.top = max(line.top, rect.y + BUBBLE_CLEAR)
        line.left = max(line.left, max(w.right for w in words) + 8)
        line.right = min(line.right, tokens - 6)
        if seat == self.home:
            # else on the prompt's line, past its words, above the buttons: a bubble shows while the screen
            # plays a move, when that line only says « Un instant… » (a band over the legend's first line
            # hid « bonus des 1 · relancer · volé : Blessure », nc53 shots 079, 122)
            low = pygame.Rect(0, 0, *size).inflate(18, 4)
            low.bottom = L.rows[0] - 2
            prompt = self.home_prompt_rect()
            low.left = rect.x + 14 if prompt is None else prompt.right + 12
            low.right = min(low.right, rect.right - BUBBLE_CLEAR)
            return [line, low]
        foot = pygame.Rect(0, 0, *size).inflate(18, 10)
        foot.center = (rect.centerx + 40, rect.bottom - 16)
        # inside the panel, clear of its bottom border (nc16 shot-76: it sat on it)
        foot.bottom = min(foot.bottom, rect.bottom - BUBBLE_CLEAR)
        # under the name line, over the top of the card backs (three or four players: the seen lines fill
        # the foot of a narrow panel and its name line has little room)
        under = pygame.Rect(0, 0, *size).inflate(18, 4)
        under.midtop = (rect.centerx, words[0].bottom + 2)
        spots = [foot.clamp(pygame.Rect(0, 0, 950, 720)), line, under]
        if self.landed.hand(seat)[0] is None:
            _, count, left, right = self.seat_rows(seat)
            if count is not None:  # three or four players: beside « Cartes : 5 », left of its Mechas
                side = pygame.Rect(0, 0, *size).inflate(18, 10)
                side.midleft = (count.right + 10, count.centery)
                side.right = min(side.right, right + 4)
                spots.append(side)
        return spots

    def toast_avoid(self) -> list[pygame.Rect]:
        """A refusal's toast keeps off the panels' words too (their points: nc27 found bubbles over them)."""
        return [*super().toast_avoid(), *(w for seat in range(self.feed.num_seats) for w in self.panel_words(seat))]

    def bubble_keep_off(self, seat: int) -> list[pygame.Rect]:
        """What a seat's bubble never covers: the panel's words (`panel_words`), and in the person's panel
        the hand, the icons' legend and the prompt (nc53 shots 079, 122: « Double 5 : votre Mecha 5 est
        déjà à vous » hid the legend's first line)."""
        rects = self.panel_words(seat)
        if seat == self.home:
            groups = self.landed.groups(seat)
            rects += [r for r, *_ in self.places.hand_rects(groups)] + [self.places.legend_rect(groups)]
            rects += [prompt] if (prompt := self.home_prompt_rect()) is not None else []
        return rects

    def bubble_fits(self, seat: int, box: pygame.Rect, size: tuple[int, int],
                    words: list[pygame.Rect] | None = None) -> bool:
        """`box` holds words of `size`, inside its panel, and covers nothing it must keep off."""
        rect = self.places.seat_rect(seat)
        words = self.bubble_keep_off(seat) if words is None else words
        return box.w >= size[0] + 12 and rect.contains(box) and box.collidelist(words) < 0

    def bubble_box(self, seat: int, size: tuple[int, int]) -> pygame.Rect:
        """Where a seat's bubble (words of `size`) shows: the first of `bubble_spots` that fits, else the
        last one (never over the panel's words as far as the table lets it)."""
        spots = self.bubble_spots(seat, size)
        return next((box for box in spots if self.bubble_fits(seat, box, size)), spots[-1])

    def bubble_place(self, seat: int, text: str) -> tuple[pygame.Rect, int]:
        """The box and the size of a bubble's words: at 16 px where a spot fits it, down to 14 px before
        the next spot is tried (the person's name line is short of room once it says its points); only
        where no spot takes them at 14 px, down to 12."""
        widest = HOME_BUBBLE_W if seat == self.home else 10_000
        top = fit_text(text, widest, 16, bold=True)
        sizes = list(range(top, 13, -1)) or [top]
        count, taken = len(self.bubble_spots(seat, font(top, True).size(text))), self.bubble_keep_off(seat)
        # a narrow panel (three or four players) takes the long ones at 13 or 12 px rather than cover words
        for tries in (sizes, [13, 12]):
            for k in range(count):
                for size in tries:
                    words = font(size, True).size(text)
                    box = self.bubble_spots(seat, words)[k]
                    if self.bubble_fits(seat, box, words, taken):
                        return box, size
        return self.bubble_box(seat, font(top, True).size(text)), top

    def bubble(self, seat: int | None, text: str, color: tuple[int, int, int] = INK, duration: float = 1.0,
               delay: float = 0.0) -> None:
        if seat is None:
            return
        mine: list[Effect] = []

        def draw(surf: pygame.Surface, rect: pygame.Rect, progress: float) -> None:
            # a newer bubble of the seat, begun, puts this one away: two at one place read as one box
            # with a doubled edge (nc27 shot-18: « Effet rétabli ! » over the fading « Vous annulez ! »)
            later = self.bubbles.get(seat, [])
            if mine and mine[0] in later and any(e.tween.elapsed >= e.tween.delay and not e.tween.done
                                                 for e in later[later.index(mine[0]) + 1:]):
                return
            # whole until its last eighth: a fifth spent fading read as switched off (nc24 shot-17)
            alpha = int(255 * min(1.0, 8 * (1 - progress)))
            box, size = self.bubble_place(seat, text)
            img = render(text, size, color, bold=True)
            panel(surf, box, alpha, PANEL)  # opaque: nothing under it shows through
            # the frame fades with the words: drawn whole, it stayed as an empty outline, a blank
            # button where « Vous annulez ! » had been (nc23 shot-21)
            frame = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.rect(frame, (*color, alpha), frame.get_rect(), 1, border_radius=12)
            surf.blit(frame, box)
            img.set_alpha(alpha)
            surf.blit(img, img.get_rect(center=box.center))

        effect = self.anim.effect(draw, self.places.seat_rect(seat), duration, delay)
        mine.append(effect)
        shown = [e for e in self.bubbles.get(seat, []) if not e.tween.done]
        self.bubbles[seat] = [*shown, effect]

    def reload_defs(self) -> None:
        try:
            self.defs = kaiju.load_defs()
        except DataError as exc:  # a definition being edited may be broken for a moment
            self.flash(i18n.data_error(exc))
            return
        self.app.art.forget(GAME)  # the placeholders are drawn from the definitions

    def reload_art(self) -> None:
        super().reload_art()
        self.controls.build_buttons()

    # -- events -> screen: the model already holds each event; these animate it -------------------
    def enqueue(self, events: list[Event]) -> None:
        """A private event for a person not looking now is shown when that person takes the screen."""
        for ev in events:
            if ev.to is not None and not ev.visible_to(self.viewer):
                for seat in ev.to:
                    if seat in self.feed.local_seats():
                        self.held.setdefault(seat, []).append(ev)
        super().enqueue(events)

    def only_pass(self, seat: int) -> bool:
        """Asked about a played card with nothing to cancel it: passing is the seat's only move."""
        return self.legal(seat) == [act("pass")]

    def passes_openly(self, seat: int) -> bool:
        """Asked about a played card, a seat everyone can see has nothing to answer with: no card in
        hand. A seat holding cards but no cancel is not one of them: to pass it by without a hand-over
        would tell the player at the screen that it holds no cancel, which the rules keep hidden (a
        person may always let a card be)."""
        return self.only_pass(seat) and self.model.hand_size(seat) == 0

    def needs_screen(self, seat: int) -> bool:
        """Shared screen: a person with no card at all does not take the screen (no hand-over); the
        table passes for it after the same pause as always (`auto_pass`)."""
        return not self.passes_openly(seat)

    def handover_title(self) -> str:
        """A hand-over to answer a played card says so: a reaction, not a turn."""
        view = self.feed.view(self.viewer) if self.viewer is not None else {}
        stack = view.get("stack") or []
        if view.get("phase") == "react" and stack and self.viewer is not None:
            top = stack[-1]
            return t("kaiju.lookaway.react", who=self.names[self.viewer], player=self.names[top["seat"]],
                     card=top["card"])
        return super().handover_title()

    def set_viewer(self, seat: int | None, look_away: bool = False) -> None:
        self.controls.drop_picks()
        self.reveal, self.reveal_left = None, 0.0
        super().set_viewer(seat, look_away)
        for ev in self.held.pop(seat, []) if seat is not None else []:
            if ev.kind == "card_drawn":  # the position already counts it: only show the card, once looked at
                self.reveal_due = ev.data["card"]

    def sync(self) -> None:
        super().sync()
        self.landed.clear()
        # between turns the view holds no dice: the last roll stays on the table, as it lay when the
        # game was saved (a resumed game too: from its log, not the placeholder faces)
        faces = self.model.dice if self.model.dice is not None else self.last_dice()
        for i, d in enumerate(self.dice):
            if faces is not None:
                d.face = faces[i]
            d.tumble = d.turn = None
            d.start = L.dice[i]
        self.controls.sync(self.model.players[self.home].hand or [])

    def on_again(self) -> None:
        """The turn shown again starts from the dice as they lay before it (nc13 shot-38: step 1 said
        « va lancer les dés » over the dice already rolled): its roll tumbles them to their faces."""
        record = self.last_record()
        first = record.events[0] if record is not None and record.events else None
        before = next((i for i, ev in enumerate(self.shown) if ev is first), len(self.shown))
        faces = self.last_dice(self.shown[:before])
        for i, die in enumerate(self.dice):
            die.face = faces[i] if faces is not None else None
            die.tumble = die.turn = None
            die.start = L.dice[i]

    def last_dice(self, shown: list[Event] | None = None) -> list[int] | None:
        """The faces of the last roll, reroll or set shown so far (the dice are public)."""
        for ev in reversed(self.shown if shown is None else shown):
            if ev.kind in ("dice_rolled", "dice_rerolled", "die_set") and isinstance(ev.data.get("dice"), list):
                return list(ev.data["dice"])
        return None

    @property
    def busy(self) -> bool:
        return (super().busy and not self.answer_ready()) or self.reveal_left > 0

    def answer_ready(self) -> bool:
        """A card played waits for this screen's answer and only a bubble's words are still showing:
        the question and its buttons come at once. They waited for the player's bubble to fade, a second
        of « Un instant… » before « Annuler avec un 9 / Laisser faire » (nc36 shots 075, 076)."""
        m = self.model
        if self.queue or self.current is not None or self.again or self.again_waiting or m is None:
            return False
        if m.phase != "react" or m.asking is None or m.asking not in self.feed.local_seats():
            return False
        words = {id(e.tween) for shown in self.bubbles.values() for e in shown}
        return all(id(tw) in words for tw in self.tweens.items)

    def turn_owner(self) -> int | None:
        """While a played card waits for answers, the turn still belongs to the seat whose turn it is."""
        m = self.model
        return m.active if m is not None and m.phase == "react" else None

    def show(self, ev: Event, again: bool = False) -> float:
        self.stack_before = [dict(e) for e in self.model.stack] if self.model is not None else []
        if not again and ev.kind in ("cards_taken", "nothing_taken") and self.model is not None:
            self.steal_passed[id(ev)] = self.passed_steal(ev)  # the log says it, now and when rebuilt
        if not again and ev.kind in ("dice_rolled", "dice_rerolled", "die_set") and self.model is not None:
            self.own_doubles[id(ev)] = self.own_double(ev)
        return super().show(ev, again)

    def passed_steal(self, ev: Event) -> str | None:
        """The log's word when a seat, not the person looking, took cards (or nothing) on a double
        whose Mecha another seat holds: it could have tried to steal it (a newcomer wondered whether
        that steal exists, the bot never using it). None when that choice did not exist. From what
        the screen shows: the dice and the Double tokens."""
        m = self.model
        taker = ev.seat
        if m.dice is None or len(m.dice) != 2 or m.dice[0] != m.dice[1] or taker is None or taker == self.viewer:
            return None
        face = m.dice[0]
        holder = m.holder(face)
        if holder is None or holder == taker:
            return None
        return t("kaiju.log.steal_passed", who=self.names[taker], face=face, victim=self.names[holder],
                 you="yes" if holder == self.viewer else "no")

    def own_double(self, ev: Event) -> str | None:
        """The words for dice that show a double whose Mecha the roller already holds: nothing happens,
        and nc25 found the bot's doubles on its own Mechas flat, unsaid. None for any other dice."""
        dice, roller = ev.data.get("dice"), self.model.active
        if not dice or len(dice) != 2 or dice[0] != dice[1] or self.model.holder(dice[0]) != roller:
            return None
        return t("kaiju.own_double", face=dice[0], who=self.short_names()[roller],
                 you="yes" if roller == self.viewer else "no")

    def say_own_double(self, ev: Event, delay: float) -> None:
        """The roller's panel says it once the dice have landed (the log says it too)."""
        words = self.own_doubles.get(id(ev))
        if words:
            seat = self.model.active
            self.bubble(seat, words, SEAT_COLORS[seat % 4], 2.2, delay=delay)

    def could_not_cancel(self, seat: int) -> bool:
        """The person at the screen, asked about a card, holds no cancel card (their own secret)."""
        hand = self.model.players[seat].hand
        return seat == self.viewer and hand is not None and not set(hand) & self.defs.cancel_values

    def describe(self, ev: Event) -> str | None:
        if ev.kind in QUIET_LINES:
            return None
        line = super().describe(ev)
        return line if ev.kind in self.full_name_lines else dice_kept_whole(line, ev.data)

    def _log_line(self, ev: Event) -> None:
        if ev.kind == "card_revealed":
            self.log_refill(ev)
            return
        self._refill = None
        super()._log_line(ev)
        line = self.steal_passed.get(id(ev))
        if line:
            self.log.add(line, MUTED)
        own = self.own_doubles.get(id(ev))
        if own:
            self.log.add(own, MUTED)

    def log_refill(self, ev: Event) -> None:
        """A refill is one line of the log, however many cards it turns up: « Carte 1 retournée (place 8) »
        for each pushed the lines worth reading (« … vole au hasard à Joueur 1 : le Mecha 4 ») out of
        sight (nc23). The cards turned up one after another make one sentence, said again as it grows."""
        card, slot = ev.data["card"], ev.data["slot"] + 1
        group = self._refill
        if group is not None and group[0] is self.log and len(self.log.entries) == group[1] + 1:
            said = group[2]
            del self.log.entries[-1]
            if said:  # never `[-0:]`, the whole log
                del self.log.lines[-said:]
                del self.log.heads[-said:]
            cards, slots = group[3] + [card], group[4] + [slot]
        else:
            cards, slots = [card], [slot]
        run = len(slots) > 2 and slots == list(range(slots[0], slots[0] + len(slots)))
        # the places held together on one line (a wrap in « 2, | 5 » read as two lists)
        places = t("kaiju.log.run", a=slots[0], b=slots[-1]) if run else ",\u00a0".join(map(str, slots))
        self.log.add(t("kaiju.log.refill", n=len(cards), cards=", ".join(map(str, cards)), slots=places), INK)
        # the lines it shows in, from the log itself (a sentence said again in a row shows once, counted)
        self._refill = (self.log, len(self.log.entries) - 1, self.log.newest_lines, cards, slots)

    def resolve_top(self) -> None:
        """The card whose effect is applied leaves the played cards for the discard."""
        if not self.stack_before or len(self.model.stack) >= len(self.stack_before):
            return
        i = len(self.stack_before) - 1
        card = self.stack_before[-1]["card"]
        self.fly(f"k{card}", self.places.stack_rect(i, len(self.stack_before)).center, L.discard.center, 0.45,
                 STACKED, STACKED, lands=("discard",))

    def on_removed(self, ev: Event) -> None:
        self.banner(t("kaiju.banner.removed", n=len(ev.data["cards"])), 1.2)

    def on_mechas_set(self, ev: Event) -> None:
        """The Mechas stand in their row from the start: nothing moves."""

    def on_card_revealed(self, ev: Event) -> None:
        # the next card leaves the pile as this one lies still at its place (REVEAL_FLIGHT * LANDS_AT, the
        # event's duration in data/kaiju/presentation.yaml): a deal of 8 flew three at once, piled on one
        # another under « Un instant... » (nc34 shot-31)
        # it rises off the pile, passes over the row and drops into its own place: flown straight along
        # the row it lay over the cards on its way, « Un 3 retourné (place 1) » under the 1 flying to
        # place 2 (nc36 shots 040, 066)
        slot = ev.data["slot"]
        start, end = L.pile.center, self.places.slot_rect(slot).center
        self.fly(f"k{ev.data['card']}", start, end, REVEAL_FLIGHT, CARD, lands=("slot", slot),
                 path=lambda k: refill_point(start, end, k))

    def on_start_draw(self, ev: Event) -> None:
        seat = ev.seat or 0
        card = ev.data["card"] if self.model.players[seat].hand is not None else "back"
        art = f"k{card}" if card != "back" else "back"
        spot, size = self.hand_spot(seat, art)
        self.fly(art, L.pile.center, spot, 0.4, CARD, size, lands=("hand", seat, card))

    def on_dice_rolled(self, ev: Event) -> None:
        # every seat's dice roll in from the tray's left end and stay in it: thrown from a panel they
        # crossed the table cards (nc10 shot-11); from the table left of the tray, they still hopped over
        # place 5 (nc37 shot-98)
        tray = self.places.dice_tray()
        src = (tray.left + DIE // 2, L.dice[0][1])
        for i in range(len(self.dice)):
            self.tumble(i, ev.data["dice"][i], (src[0] + i * 30, src[1]), 0.9 + 0.12 * i)
        self.say_own_double(ev, 1.05)

    def on_card_played(self, ev: Event) -> None:
        seat, d = ev.seat or 0, ev.data
        i = len(self.model.stack) - 1
        self.fly(f"k{d['card']}", self.places.seat_anchor(seat), self.places.stack_rect(i, i + 1).center, 0.5, HAND,
                 STACKED, lands=("stack", i))
        if seat == self.home:
            # one's own card is said by its caption under the played cards; the bubble on the panel's
            # top border said it again, fading, and read as a leftover (nc17 shot-13)
            return
        what = describe_play(self.model.stack[-1], self.names)
        self.bubble(seat, t("kaiju.bubble.play", card=d["card"], what=what), SEAT_COLORS[seat % 4], 1.6)

    def on_reaction_pass(self, ev: Event) -> None:
        # the person who held nothing to cancel with is told why the table passed for them (nc9)
        none = ev.seat is not None and self.could_not_cancel(ev.seat)
        # long enough, in ink, to be read (nc16 shot-59: the log's « Joueur 1 n'annule pas » came first)
        if none:
            self.bubble(ev.seat, t("kaiju.bubble.pass_none"), INK, PASS_NONE_BUBBLE)
        else:
            self.bubble(ev.seat, t("kaiju.bubble.pass"), MUTED, 0.7)

    def on_effect_cancelled(self, ev: Event) -> None:
        n = len(self.model.stack)  # the two cards were above the ones left
        for i, crossed in ((n, True), (n + 1, False)):
            card = self.stack_before[i]["card"] if i < len(self.stack_before) else ev.data["card"]
            self.fly(f"k{card}", self.places.stack_rect(i, len(self.stack_before)).center, L.discard.center, 0.45,
                     STACKED, STACKED, delay=0.6,
                     lands=("discard",), crossed=crossed)
        # who did it, on the canceller's panel: a bare "Annulé !" there read as "mine was cancelled" (nc10)
        self.bubble(ev.seat, self.did("kaiju.bubble.cancelled", ev.seat or 0), ALARM, ALARM_TIME)

    def on_effect_restored(self, ev: Event) -> None:
        """The card left on top of the stack (the model reopened its window) is answered anew."""
        self.bubble(ev.seat, t("kaiju.bubble.restored"), SEAT_COLORS[(ev.seat or 0) % 4], 1.0)

    def on_dice_rerolled(self, ev: Event) -> None:
        self.resolve_top()
        for die in ev.data["dice_chosen"]:
            self.tumble(die - 1, ev.data["dice"][die - 1], L.dice[die - 1], 0.8)
        before, after = ev.data.get("before"), ev.data["dice"]
        chosen = [int(d) for d in ev.data["dice_chosen"]]
        if isinstance(before, list) and all(before[d - 1] == after[d - 1] for d in chosen):
            # the same faces again: the dice tumbled back to where they were (nc50 shot 082: « I thought my click
            # had failed »; only the log said « les dés passent de 6, 4 à 6, 4 »)
            faces = ", ".join(str(after[d - 1]) for d in chosen)
            self.bubble(ev.seat, t("kaiju.bubble.same_faces", count=len(chosen), faces=faces),
                        SEAT_COLORS[(ev.seat or 0) % 4], 1.6)
        self.say_own_double(ev, 0.8)

    def on_die_set(self, ev: Event) -> None:
        self.resolve_top()
        die = self.dice[ev.data["die"] - 1]
        die.target = ev.data["face"]
        die.turn = self.tween(0.0, 1.0, 0.6, on_done=lambda: setattr(die, "face", ev.data["face"]))
        self.say_own_double(ev, 0.6)

    def on_card_stolen(self, ev: Event) -> None:
        d, seat = ev.data, ev.seat or 0
        if d["mecha_wanted"] is None:
            self.resolve_top()
        card, start = d["card"], self.places.seat_anchor(d["from"])
        self.steal_boxed = self.home in (seat, d["from"])
        if self.steal_boxed:
            # the box shows the card, large, and the hands behind it already hold it where it went: a
            # flight under the box lay over the hand (nc23 shot-27) and the counts waited for it to
            # land while the box said the card had moved (shots 22, 81)
            pass
        elif isinstance(card, str):
            # a stolen Mecha counts in its thief's hand once it lands there, under the box that shows it:
            # its token's flight, the next event, waits for that box's click (and lands no Mecha again)
            spot, size = self.hand_spot(seat, card)
            self.fly(card, start, spot, 0.6, CARD, size, delay=0.35, lands=("mecha", seat, int(card[1:])))
        elif d["kept"]:
            shown = card if self.model.players[seat].hand is not None else "back"
            spot, size = self.hand_spot(seat, f"k{card}")
            self.fly(f"k{card}", start, spot, 0.6, CARD, size, delay=0.35, lands=("hand", seat, shown))
        else:
            self.fly(f"k{card}", start, L.discard.center, 0.6, CARD, STACKED, delay=0.35, lands=("discard",))
        self.bubble(seat, self.did("kaiju.bubble.stolen", seat), SEAT_COLORS[seat % 4], 1.2)
        self.show_stolen(seat, d["from"], card, d["mecha_wanted"])

    def show_stolen(self, thief: int, victim: int, card: int | str, wanted: int | None) -> None:
        """The stolen card, large, as « Vous piochez » shows a drawn one, when the person is the thief or
        the robbed: nc14's last move stole a 3 and the results opened with no word of it (shot-85)."""
        if self.home not in (thief, victim):
            return
        you = "thief" if thief == self.home else "victim"
        # a double's try for a held Mecha says so, as its banner and the log do (nc20 shot-25: « vous vole
        # une carte au hasard » above a log line « tente le Mecha 6 » read as two different things)
        # and whether it drew that Mecha: « tente » over a box saying it was taken (nc27 shot-25)
        got = "yes" if wanted is not None and card == f"M{wanted}" else "no"
        title = (t("kaiju.stolen.try", you=you, who=self.names[thief], face=wanted, got=got) if wanted is not None
                 else t("kaiju.stolen.title", you=you, who=self.names[thief], victim=self.names[victim]))
        if isinstance(card, str):
            line = t("kaiju.stolen.mecha", you=you, face=int(card[1:]), who=self.names[thief],
                     points=self.defs.mecha_points)
        elif card in self.defs.wound_values:
            line = t("kaiju.stolen.wound", you=you, card=card, who=self.names[thief],
                     points=self.defs.wound_points)
        elif wanted is not None:
            line = t("kaiju.stolen.not_mecha", you=you, card=card, face=wanted, who=self.names[thief])
        else:
            line = t("kaiju.stolen.kept", you=you, card=card, who=self.names[thief])
        if wanted is not None and you == "victim":
            # nc26 shots 25, 63: a 6 in hand and no « Annuler » offered against the double, unexplained;
            # nc31 shot-63: after the Mecha just paid for, the rule alone read as salt in the wound: the
            # draw's odds first (the hand as it was, the drawn card still in it)
            # nc34 shot-25: « Pas de chance » in a tutorial that had just said its draws are arranged
            odds = "arranged" if got == "yes" and self.guide is not None else got
            line = f"{line} {t('kaiju.stolen.double', got=odds, n=self.model.hand_size(victim) + 1)}"
        self.reveal, self.reveal_left, self.reveal_words = card, self.read_time(STOLEN, READ_STOLEN), (title, line)
        # a Mecha taken from the person (15 points) waits for their click: nc26 shot-87 looked up from
        # its thoughts after the box had gone and found only a log line and a score 15 points lower
        self.reveal_held = isinstance(card, str) and victim == self.home
        self.reveal_total = self.reveal_left

    def banner(self, text: str, duration: float = 1.0) -> None:
        """The kit's banner, but none in a tutorial before its first roll: nc26 shot-01 saw « Tour de
        Joueur 1 » over « Un instant… » before the lesson's first box, which says whose turn it is."""
        guide = getattr(self, "guide", None)  # (the kit may show a banner before it knows its guide)
        if guide is not None and guide.index == 0 and not any(ev.kind == "dice_rolled" for ev in self.shown):
            return
        super().banner(text, duration)

    def did(self, key: str, seat: int) -> str:
        """A deed's bubble on its doer's panel says who did it ("Vous volez !", "Bot 2 vole !"): a bare
        "Volé !" on the thief's own panel read as "I was robbed" (nc10 shot-53)."""
        return t(key, you="yes" if seat == self.home else "no", who=self.names[seat])

    def on_steal_failed(self, ev: Event) -> None:
        self.resolve_top()
        self.bubble(ev.seat, t("kaiju.bubble.failed"), MUTED, 1.0)

    def on_wound_taken(self, ev: Event) -> None:
        seat = ev.seat or 0
        # the Wound counts from the steal on (the model folds it in with the stolen 3, as the stolen box
        # says it): where that box showed, nothing more flies; elsewhere the token flies, already counted
        if not self.steal_boxed:
            self.fly("wound", L.discard.center, self.places.seat_anchor(seat), 0.6, (40, 40), (26, 26))
        self.bubble(seat, t("kaiju.bubble.wound"), ALARM, 1.2)

    def on_card_drawn_public(self, ev: Event) -> float | None:
        seat = ev.seat or 0
        self.resolve_top()
        if seat == self.viewer:
            return 0.2  # the private twin follows: the card itself flies to the hand
        self.fly("back", L.pile.center, self.places.seat_anchor(seat), 0.5, CARD, OPP, lands=("hand", seat, "back"))
        return None

    def on_card_drawn(self, ev: Event) -> None:
        seat, card = ev.seat or 0, ev.data["card"]
        self.reveal, self.reveal_left, self.reveal_words = card, self.read_time(REVEAL, READ_DRAWN), None
        self.reveal_held = False
        self.reveal_total = self.reveal_left
        spot, size = self.hand_spot(seat, f"k{card}")
        self.fly(f"k{card}", L.pile.center, spot, 0.5, CARD, size, lands=("hand", seat, card))

    def on_cards_taken(self, ev: Event) -> float:
        seat = ev.seat or 0
        known = self.model.players[seat].hand is not None
        if seat != self.home and ev.data.get("dice"):
            # how the dice took it, on the taker's panel as on the person's own buttons (nc20 shot-08: only
            # the log said « prend 2 sur la table (dés 2, 4) », the difference left to work out)
            self.bubble(seat, self.took_words(ev.data["cards"], ev.data["dice"]), SEAT_COLORS[seat % 4], 1.6)
        for k, (slot, card) in enumerate(zip(ev.data["slots"], ev.data["cards"], strict=True)):
            spot, size = self.hand_spot(seat, f"k{card}")
            self.fly(f"k{card}", self.places.slot_rect(slot).center, spot, 0.55, CARD, size,
                     delay=0.12 * k, lands=("hand", seat, card if known else "back"))
        return 0.6 + 0.12 * len(ev.data["slots"])

    @staticmethod
    def took_words(cards: list[int], dice: list[int]) -> str:
        """« Prend 2 (4 − 2 aux dés) », « Prend 1 et 3 (une par dé) », « Prend 8, 8 (4 + 4 aux dés) »."""
        values = sorted(set(cards))
        way, figures = take_way(values, dice)
        return t("kaiju.bubble.took", cards=", ".join(str(c) for c in sorted(cards)) if len(values) == 1
                 else i18n.listed(values), how=t(f"kaiju.how.{way}", **figures))

    def on_mecha_taken(self, ev: Event) -> None:
        face, places = ev.data["mecha"], self.places
        self.fly(f"M{face}", places.mecha_rect(face).center, places.seat_anchor(ev.seat or 0), 0.6, MECHA,
                 places.hand_size(ev.seat or 0))

    def on_mecha_steal_attempt(self, ev: Event) -> None:
        self.banner(t("kaiju.banner.mecha_steal", who=self.names[ev.seat or 0], face=ev.data["mecha"],
                      victim=self.names[ev.data["from"]]), 1.3)

    def on_double_token_moved(self, ev: Event) -> None:
        face, src, seat, places = ev.data["mecha"], ev.data["from"], ev.seat or 0, self.places
        start = places.mecha_rect(face).center if src is None else places.seat_anchor(src)
        self.fly(f"double-{face}", start, places.seat_anchor(seat), 0.5, (34, 34), (26, 26),
                 lands=("mecha", seat, face) if src is None else None)

    def on_nothing_taken(self, ev: Event) -> None:
        self.bubble(ev.seat, t("kaiju.bubble.nothing"), MUTED, 1.0)

    def on_game_over(self, ev: Event) -> None:
        """Every hand turns face up (the model has them): nothing flies."""

    def tumble(self, i: int, face: int, start: Point, duration: float) -> None:
        die = self.dice[i]
        die.target, die.start = face, start
        die.spin = self.rng.choice((-1, 1)) * self.rng.uniform(540, 900)
        die.face = die.face or self.rng.randint(1, 6)

        def settle() -> None:
            die.face, die.start = face, L.dice[i]

        die.tumble = self.tween(0.0, 1.0, duration, easing=linear, on_done=settle)

    # -- input: the controls part ------------------------------------------------------------------
    def hint_places(self, action: Action) -> list[pygame.Rect]:
        """A take's table cards, the Mecha, the dice for a roll, the hand card played and its target
        (the buttons that send it are added by the kit)."""
        m, places = self.model, self.places
        if action.kind == "take" and action.args and action.args[0] not in ("mecha", "nothing"):
            values = tuple(int(x) for x in action.args)
            return [places.slot_rect(i) for i in take_slots(m.table, values, self.defs.take_all_values)]
        if action.kind == "steal" and m.dice:
            holder = m.holder(m.dice[0])
            return [places.seat_rect(holder)] if holder is not None else []
        if action.kind == "take" and action.args and action.args[0] == "mecha" and m.dice:
            return [places.mecha_rect(m.dice[0])] if m.dice[0] in self.defs.mecha_faces else []
        if action.kind == "roll":
            return [places.die_rect(i) for i in range(2)]
        if action.kind == "play":
            v = int(action.args[0])
            rects = [r for r, art, _, value in places.hand_rects(self.landed.groups(self.home))
                     if art.startswith("k") and value == v]
            # and, once the card is picked, its next choice (its effect, its die, its face): nc26 shot-45 chose
            # « Jouer 9 : au choix » and Conseil lit none of « Relancer / Voler / Tourner un dé / Piocher »
            after = self.controls.next_click(action)
            rects += [b.rect for b in self.controls.bar.buttons if b.tag in (f"card {v}", after)]
            if len(action.args) > 2 and action.args[1] == "steal":
                rects.append(places.seat_rect(int(action.args[2])))
            return rects
        return []

    def reveal_waits(self) -> bool:
        """Whether « Vous piochez », or a stolen card, stays until a click or a key: when a person reads
        it (it says "Cliquez pour continuer"). Gone by itself (after 1.8 s, or a steal's 2.6 s), a later
        click acted on the table under it: nc13 took the 8s that way, nc15 a table card as it closed the
        stolen card's box. A demo, a tutorial's autoplay and a turn shown again do not wait."""
        return not (self.demo or self.autoplay or self.feed.replaying or self.showing_again) \
            and self.viewer in self.feed.local_seats()

    def reveal_timed(self) -> bool:
        """Whether a box the person reads goes by itself after its reading time (`READ_STOLEN`,
        `READ_DRAWN`): in a game, yes (nc22: a click after every steal or draw broke the rhythm; the
        click that lands just as it goes still takes nothing, `REVEAL_GRACE`); the tutorial, whose
        guide asks for the click, waits for it, and so does the box of a Mecha taken from the person."""
        return self.guide is None and not self.reveal_held

    def read_time(self, unread: float, read: float) -> float:
        """The seconds a box stays: `read` when a person reads it, `unread` where nobody does."""
        return read if self.reveal_waits() else unread

    def holds_events(self) -> bool:
        """The drawn card waiting for its click keeps the table still (the kit's words say "cliquez pour
        continuer", and a walk through the tutorial puts it away as a person does)."""
        return self.reveal_left > 0 and self.reveal_waits()

    def handle_table(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            # a click acts: the help box of what is under the pointer waits until the pointer moves
            # (after clicking the bot to steal, "Carte Kaijū cachée" stayed over the table cards)
            self.pointer_still = -math.inf
        if self.reveal_left > 0 and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.reveal_left, self.reveal = 0.0, None  # seen: a click or a key puts the card away
            if event.type == pygame.MOUSEBUTTONDOWN:
                # and the button's release (or a second click) right after takes nothing either: nc12's
                # click that closed "Vous piochez" took the 8s under it as the button came up
                self.reveal_grace = REVEAL_GRACE
            return
        unanswered = self.gone_unanswered
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.gone_unanswered = False
        if self.reveal_grace > 0 and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return  # a click meant to put the drawn card away, just as it went by itself, takes nothing
        clicks = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
        keys = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
        on_box = self.reveal_gone is not None and event.type in clicks and self.reveal_gone.collidepoint(event.pos)
        if self.since_gone < REVEAL_AIMED and (on_box or event.type == pygame.KEYDOWN and event.key in keys):
            # nc25 shots 55-56: the click aimed at the box's « continuer » landed a moment after it went
            # by itself, on the table card under it (a red « ne prennent pas 7 »): it was meant as that click;
            # so was a late Space or Enter (it would press the focused button: a take is final)
            return
        # a little later still, such a click acts only if the rules allow what it asks (`act`): a refusal
        # there answers a click meant for the box; so does the first click after it, however late, if the
        # person has neither clicked nor pressed a key since (and that click's release, `late_press`)
        self.aimed_click = on_box and (
            self.since_gone < REVEAL_LATE or unanswered or event.type == pygame.MOUSEBUTTONUP and self.late_press)
        # the very first click there since the box went, however late, takes nothing even where the rules allow it:
        # nc38 (shots 040-041) clicked the box to close it as it went by itself, and took the 4 under it, a final
        # take they had not chosen; the table says so, and the next click plays
        # nc40 (shots 074-075): aimed at the box « in the middle of the screen », just off its edge, the click
        # took the 3 beside it: the first click near where the box stood counts as meant for it too
        near_box = self.reveal_gone is not None and event.type in clicks \
            and self.reveal_gone.inflate(2 * BOX_NEAR, 2 * BOX_NEAR).collidepoint(event.pos)
        self.first_aimed = near_box and (unanswered or event.type == pygame.MOUSEBUTTONUP and self.first_press)
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.late_press = self.aimed_click
            self.first_press = self.first_aimed
        try:
            self.controls.handle(event)
        finally:
            self.aimed_click = self.first_aimed = False

    def act(self, seat: int | None, action: Action, confirmed: bool = False) -> bool:
        """The kit's act, less the refusal of a click meant for a box that had just gone (`handle_table`)."""
        if self.aimed_click and seat is not None and action not in self.legal(seat):
            return False
        if self.first_aimed and seat is not None:
            self.flash(t("kaiju.box_gone_click"), calm=True)
            return False
        return super().act(seat, action, confirmed)

    def inspect_here(self, pos: tuple[int, int]) -> tuple[str, str] | None:
        """« Défaire (U) » says what it takes back and that it plays no cancel card: nc11 could not tell
        it from a 6's « Annuler » and did not dare click it."""
        for b in self.tools.buttons:
            if b.tag == "undo" and b.rect.collidepoint(pos):
                return t(self.UNDO_LABEL), t("kaiju.undo_tip")
        return super().inspect_here(pos)

    def _hint_body(self) -> str:
        """The hint's words, and when the box goes: nc23 (shots 88-90) saw it refresh by itself after
        the hinted « Laisser faire », then vanish after the next move, and could not tell when it stays."""
        body = super()._hint_body()
        if self.hint_shown is not None and self.hint_next and self.hint_chance is not None:
            # nc39, nc40 (shots 090, 094): « Jouez votre 11 pour voler …, puis tentez le Mecha 5 », then, the steal
            # having brought a 1, « Prenez la carte 10 »: the plan changed and nothing said why; a followed hint
            # whose card left things to chance says the next one comes after it
            body = f"{t(f'kaiju.hint_after.{self.hint_chance}')} {body}"
        return body if self.hint_shown is None or self.demo_hints else f"{body} {t('kaiju.hint_lasts')}"

    # the hint reasons told in two levels (`hint_nudge`), by the nudge that says what to look for
    NUDGE_REPLIES = ("cancel", "cancel_trade", "let_pass", "let_pass_again", "let_pass_kept")

    def hint_nudge(self, hint: Any) -> str | None:
        """Conseil's first press in a game: what to look for, not the move (nc64: « after my second turn I mostly
        pressed the cyan button »; « I'd prefer a lighter first hint before the full answer »). A second press
        shows the whole move, outlined. The kit keeps a demo's and the tutorial's hints whole."""
        return self._nudge_words(str(hint.reason), dict(hint.params))

    def _nudge_words(self, reason: str, p: dict[str, Any]) -> str | None:
        names = self.short_names()
        if reason in ("end_last", "end_soon"):
            move = p.get("move")
            inner = self._nudge_words(str(move[0]), dict(move[1])) \
                if isinstance(move, list) and len(move) == 2 and isinstance(move[1], dict) else None
            if inner is None:
                return None
            head = i18n.hint_text(self.game_id, reason, {**p, "move": ""}, names).strip()
            return f"{head} {inner}"
        if reason.startswith("play"):
            effect, then = p.get("effect"), p.get("then")
            step = str(then[0]) if isinstance(then, list) and then else ""
            if isinstance(effect, list) and effect and effect[0] == "effect_set":
                kind = "set_mecha" if step in ("then_mecha", "then_steal") else "set"
            elif isinstance(effect, list) and effect and effect[0] == "effect_reroll":
                kind = "reroll"
            elif effect in ("steal", "reroll", "draw"):
                kind = str(effect)
            else:
                return None
            return i18n.hint_text(self.game_id, f"nudge_play_{kind}", {}, names)
        if reason in ("take", "take_even"):
            return i18n.hint_text(self.game_id, "nudge_take", {}, names)
        if reason == "take_ones":
            return i18n.hint_text(self.game_id, "nudge_take_ones", {"bonus": p.get("bonus", 0)}, names)
        if reason in ("mecha", "steal_mecha"):
            return i18n.hint_text(self.game_id, f"nudge_{reason}", {"face": p.get("face", 0),
                                                                    "centre": p.get("centre", "yes")}, names)
        if reason in self.NUDGE_REPLIES:
            mine = p.get("mine", 1 if reason == "let_pass_again" else 0)
            words = i18n.hint_text(self.game_id, "nudge_reply", {"card": p.get("card", 0), "mine": mine}, names)
            return words + self._stake_words(p)
        return None

    def _stake_words(self, params: dict[str, Any]) -> str:
        """The 1s bonus a steal aimed at the person may take with one of their 1s (the bot's `stake_part`), said
        after a reply's advice and in its nudge (nc64 shot 040: « Laisser faire », not a word that the lone 1
        carried the bonus; the steal drew it). "" when none is at stake."""
        stake = params.get("stake")
        if not (isinstance(stake, list) and len(stake) == 2 and isinstance(stake[1], dict)):
            return ""
        return i18n.hint_text(self.game_id, str(stake[0]), dict(stake[1]), self.short_names())

    def hint_line(self, hint: Any) -> str:
        """The kit's, and the 1s bonus a steal aimed at the person may take (`_stake_words`)."""
        line = super().hint_line(hint)
        return line + self._stake_words(dict(hint.params)) if hint.reason in self.NUDGE_REPLIES else line

    def _hint_after_move(self) -> None:
        """The kit's, and which chance the followed hint's card left the plan to (see `_hint_body`)."""
        done = self.hint_shown
        super()._hint_after_move()
        effect = str(done.action.args[1]) if done is not None and done.action.kind == "play" \
            and len(done.action.args) > 1 else ""
        self.hint_chance = effect if self.hint_next and effect in CHANCE_EFFECTS else None

    def undo_words(self) -> str | None:
        """What « Défaire (U) » takes back, in words, while it shows: nc23 (shot 88) saw it come after
        « Laisser faire » with nothing saying what it undoes, in a game of dice and hidden hands, and
        did not dare press it. None when the button is not there."""
        if not any(b.tag == "undo" for b in self.tools.buttons):
            return None
        moves = self.feed.decisions()
        move = str(moves[-1][1]).split() if moves else []
        kind = move[0] if move else ""
        if kind == "pass":
            what = t("kaiju.undo_what.pass")
        elif kind == "play" and len(move) > 1:
            what = t("kaiju.undo_what.play", card=int(move[1]))
        elif kind in ("take", "steal"):
            what = t("kaiju.undo_what.take")
        else:
            what = t("kaiju.undo_what.other")
        return t("kaiju.undo_caption", what=what)

    def undo_worth(self, seat: int) -> bool:
        """Not the « Laisser faire » the table said by itself (nothing to cancel with): taken back, it came again
        a second later (nc46 shots 058, 078, 082: « Défaire reprend le « Laisser faire » automatique (rien pour
        annuler) », read as cryptic, never pressed)."""
        moves = self.feed.decisions()
        return self.auto_passed != len(moves)

    def undo_caption(self) -> tuple[pygame.Surface, tuple[int, int]] | None:
        """The words of `undo_words`, under the tool row, left of the pencil and the « ? »."""
        text = self.undo_words()
        if text is None:
            return None
        room = self.note_rect.x - UNDO_GAP - self.tool_rect.x  # clear of the pencil (nc35 shot 101: squeezed)
        # on two lines at a readable size rather than one squeezed to 11 px beside the pencil (nc24 shot-69)
        size = next((k for k in (TYPE.SMALL, 14, 13) if len(wrap(text, room, k)) <= 2), 12)
        lines = wrap(text, room, size)[:2]
        line_h = font(size).get_linesize()
        img = pygame.Surface((max(font(size).size(line)[0] for line in lines), line_h * len(lines)), pygame.SRCALPHA)
        for k, line in enumerate(lines):
            img.blit(render(line, size, MUTED), (0, k * line_h))
        y = min(self.note_rect.centery - img.get_height() // 2, 718 - img.get_height())
        return img, (self.tool_rect.x + 2, max(self.tool_rect.bottom, y))

    def inspect_at(self, pos: tuple[int, int]) -> tuple[str, str] | None:
        for b in self.buttons_shown():
            if not b.enabled and b.rect.collidepoint(pos) and (why := self.controls.why_greyed(b.tag)):
                return b.label, why  # a greyed button says why (nc61 shot-017: « grey with no reason »)
            if b.tag == "steal mecha" and b.enabled and b.rect.collidepoint(pos):
                # what the try draws, a 3's Wound included (nc49 shots 093-095: only Conseil had said it)
                face = self.die_face(0)
                holder = self.model.holder(face) if face is not None else None
                who = self.names[holder] if holder is not None and 0 <= holder < len(self.names) else ""
                wound = " ".join(str(v) for v in sorted(self.defs.wound_values))
                shown = face if face is not None else ""
                return t("kaiju.steal_mecha_short", face=shown), \
                    t("kaiju.steal_mecha_tip", face=shown, who=who, card=wound, points=self.defs.wound_points,
                      mecha=self.defs.mecha_points)
        for cell, role, words in self.legend_cells():
            if cell.collidepoint(pos):  # a legend's entry: the rule of its cards, in full (nc15: « tous les 8 »?)
                v = next(v for v in range(1, 12) if art_kaiju.role(self.defs, v) == role)
                return words, inspect_text("kaiju", v, i18n.lang, self.defs)[1]
        said = self.controls.inspect_at(pos)
        if said is not None and self.home_playable_at(pos):
            # nc15: a card framed in gold in the hand was never explained
            return said[0], f"{said[1]} {t('kaiju.lit_hand')}"
        card = self.home_card_at(pos)
        if said is not None and card is not None and self.model.pile == 0 and self.defs.effects_of(card) == ("draw",):
            # nc20 shot-27: the 7 « piocher » was no longer lit once « Pioche : 0 », with no word why
            return said[0], f"{said[1]} {t('kaiju.draw_empty')}"
        return said

    def home_card_at(self, pos: tuple[int, int]) -> int | None:
        """The Kaiju of the person's hand under `pos`, if any."""
        hand = self.places.hand_rects(self.landed.groups(self.home))
        return next((v for r, art, _, v in reversed(hand) if art.startswith("k") and r.collidepoint(pos)), None)

    def home_playable_at(self, pos: tuple[int, int]) -> bool:
        """Whether `pos` is on a card of the person's hand framed as playable now."""
        seat = self.human_to_act()
        if seat is None or seat != self.home:
            return False
        playable = {int(a.args[0]) for a in self.legal(seat) if a.kind == "play"}
        hand = self.places.hand_rects(self.landed.groups(self.home))
        return any(art.startswith("k") and v in playable
                   for r, art, _, v in reversed(hand) if r.collidepoint(pos))

    def on_acted(self) -> None:
        self.controls.reset()

    # -- frame --------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.reveal_due is not None:  # the look-away has been answered: this screen is in sight again
            self.reveal, self.reveal_left, self.reveal_due = self.reveal_due, self.read_time(REVEAL, READ_DRAWN), None
            self.reveal_total = self.reveal_left
            self.reveal_words, self.reveal_held = None, False
        if self.reveal_left > 0 and (not self.reveal_waits() or self.reveal_timed()):
            self.reveal_left -= dt
            if self.reveal_left <= 0:
                self.reveal_gone, self.since_gone = self.reveal_parts()[0][0], 0.0
                self.gone_unanswered = True
                self.reveal = None
                self.reveal_grace = REVEAL_GRACE
        else:
            self.reveal_grace -= dt if self.reveal_grace > 0 else 0
            self.since_gone += dt
        was_busy = self.busy
        super().update(dt)
        for die in self.dice:
            if die.tumble is not None and not die.tumble.done:
                die.flicker -= dt
                if die.flicker <= 0 and die.tumble.progress < 0.8:
                    die.flicker = 0.07
                    die.face = self.rng.randint(1, self.defs.die_sides)
                elif die.tumble.progress >= 0.8:
                    die.face = die.target
        if was_busy and not self.busy:
            self.controls.build_buttons()
        self.auto_pass(dt)

    def auto_pass(self, dt: float) -> None:
        """A person asked to answer a card with nothing to answer it passes after a fixed pause."""
        seat = self.human_to_act()
        if seat is None or self.model.phase != "react" or self.legal(seat) != [act("pass")]:
            self.auto_pass_key = None
            return
        if self.guide is not None and self.guide.expected() == act("pass"):
            self.auto_pass_key = None  # a tutorial step asks for the click on "Pass": it waits for it
            return
        key = (seat, len(self.shown))
        if self.auto_pass_key != key:
            self.auto_pass_key, self.auto_pass_left = key, AUTO_PASS
            return
        self.auto_pass_left -= dt
        if self.auto_pass_left <= 0:
            self.auto_pass_key = None
            self.act(seat, act("pass"))
            self.auto_passed = len(self.feed.decisions())

    # -- drawing ----------------------------------------------------------------------------
    def draw_table(self, surf: pygame.Surface) -> None:
        legal = self.legal(self.human_to_act())
        # the seat asked to answer a played card (once the screen has caught up with the engine)
        self.asking = None if self.busy else self.model.asking
        self.draw_center(surf, legal)
        self.draw_mechas(surf, legal)
        self.draw_stack(surf)
        self.draw_dice(surf, legal)
        for s in self.places.others():
            self.draw_seat(surf, s)
        self.draw_home(surf, legal)

    def draw(self, surf: pygame.Surface) -> None:
        super().draw(surf)
        self.draw_stack_label(surf)
        if (said := self.undo_caption()) is not None:
            surf.blit(*said)
        # the reveal window last, over the last move's frames and the flying pieces (nc16 shots 29, 80,
        # 99, 100: a place's frame, a flying card and a bubble cut across it)
        self.draw_reveal(surf)

    def draw_discard(self, surf: pygame.Surface) -> None:
        """The discard, set apart from the 8 slots: smaller, its top card veiled, a dashed frame,
        its name above and its count below (it was read as a 9th card to take)."""
        r = L.discard
        pygame.draw.rect(surf, shapes.shade(self.color("slot"), -0.25), r.inflate(10, 10), border_radius=10)
        discard = self.landed.discard()
        if discard:
            surf.blit(self.art(f"k{discard[-1]}", STACKED), r)
            veil = pygame.Surface(r.size, pygame.SRCALPHA)
            veil.fill((10, 20, 18, 110))
            surf.blit(veil, r)
        frame = r.inflate(10, 10)
        for x in range(frame.left + 6, frame.right - 6, 10):  # a dashed frame: not a slot of the table
            pygame.draw.line(surf, MUTED, (x, frame.top), (min(x + 5, frame.right - 6), frame.top), 2)
            pygame.draw.line(surf, MUTED, (x, frame.bottom - 1), (min(x + 5, frame.right - 6), frame.bottom - 1), 2)
        for y in range(frame.top + 6, frame.bottom - 6, 10):
            pygame.draw.line(surf, MUTED, (frame.left, y), (frame.left, min(y + 5, frame.bottom - 6)), 2)
            pygame.draw.line(surf, MUTED, (frame.right - 1, y), (frame.right - 1, min(y + 5, frame.bottom - 6)), 2)
        title = render(t("kaiju.discard"), TYPE.SMALL, MUTED)
        surf.blit(title, title.get_rect(midbottom=(r.centerx, frame.top - 3)))
        # the count takes a card as it sets off: the 5 lying nearly on the pile beside « 1 carte » read
        # as a card not counted (nc23 shot-13); the top card still shows once it has landed
        count = render(t("kaiju.discard_count", n=len(self.model.shown_discard())), TYPE.SMALL, INK)
        surf.blit(count, count.get_rect(midtop=(r.centerx, frame.bottom + 3)))

    def draw_center(self, surf: pygame.Surface, legal: list[Action]) -> None:
        m, slot = self.model, self.color("slot")
        for i in range(min(4, max(0, (m.pile + 9) // 10))):
            surf.blit(self.art("back", CARD), (L.pile.x + i * 2, L.pile.y - i * 2))
        if m.pile == 0:
            pygame.draw.rect(surf, slot, L.pile, border_radius=10)
        # the last few cards stand out: « Pioche : 3 » in small grey words was read too late to plan the
        # last turns (nc41 shots 089, 093; the banner « La pioche est vide » comes at the end)
        low = 0 < m.pile <= PILE_LOW
        label = render(t("kaiju.pile", n=m.pile), 16 if low else 15, ACCENT if low else INK, bold=low)
        surf.blit(label, label.get_rect(midtop=(L.pile.centerx, L.pile.bottom + 4)))
        self.draw_discard(surf)
        # no table card lit while a card's choices are open: the takes wait for them
        lit = {v for k in takes(legal) for v in k} if self.controls.picks.card is None else set()
        focus = self.controls.focused_take()
        grab = set(take_slots(m.table, focus, self.defs.take_all_values)) if focus else set()
        for i, card in enumerate(m.table):
            r = self.places.slot_rect(i)
            pygame.draw.rect(surf, slot, r.inflate(6, 6), border_radius=12)
            # the place drawn as a key cap: the key that takes it, never mistaken for a card's value (nc16);
            # a raised key, its darker edge under it, not a boxed number (nc38 shots 003, 005 read the boxed
            # « 1 » to « 8 » as dice faces)
            num = render(str(i + 1), 11, MUTED)
            cap = self.places.slot_key_rect(i)
            pygame.draw.rect(surf, KEY_EDGE, cap.move(0, 2), border_radius=4)
            pygame.draw.rect(surf, KEY_FACE, cap, border_radius=4)
            pygame.draw.rect(surf, MUTED, cap, 1, border_radius=4)
            surf.blit(num, num.get_rect(center=(cap.centerx, cap.centery - 1)))
            if card is None or self.landed.flying(("slot", i)):
                continue
            picked = self.controls.picks.slot == i or i in grab
            lifted = r.move(0, -8 if picked else 0)
            surf.blit(self.art(f"k{card}", CARD), lifted)
            if picked:
                pygame.draw.rect(surf, ACCENT, lifted.inflate(8, 8), 4, border_radius=12)
            elif card in lit:
                pygame.draw.rect(surf, self.color("lit"), r.inflate(6, 6), 2, border_radius=12)

    def draw_mechas(self, surf: pygame.Surface, legal: list[Action]) -> None:
        m = self.model
        caption = t("kaiju.mechas")
        surf.blit(render(caption, fit_text(caption, MECHAS_CAPTION_ROOM, TYPE.SMALL, floor=11), MUTED),
                  (L.mechas[0], L.mechas[1] - 20))
        dice = m.dice or []
        can = any(str(a) in ("take mecha", "steal mecha") for a in legal) and self.controls.picks.card is None
        for face in self.defs.mecha_faces:
            r = self.places.mecha_rect(face)
            pygame.draw.rect(surf, self.color("slot"), r.inflate(4, 4), border_radius=8)
            holder = m.holder(face)
            if face in m.mecha_table:
                surf.blit(self.art(f"M{face}", MECHA), r)
                surf.blit(self.art(f"double-{face}", (24, 24)), (r.centerx - 12, r.bottom + 4))
            elif holder is not None:
                # an empty place with its double's dice, not the Mecha's picture greyed: nc16 read a
                # greyed Mecha on the table and the same one in the hand as a duplicate
                icon = self.art(f"double-{face}", (26, 26)).copy()
                icon.set_alpha(120)
                surf.blit(icon, icon.get_rect(center=(r.centerx, r.y + 21)))
                color = SEAT_COLORS[holder % 4]
                # whose it is, in words, in the place itself (nc25 shots 12-13: the faded token and the
                # « 1 » disc read only through the caption under the row)
                self.draw_holder_words(surf, r, holder, color)
                pygame.draw.rect(surf, color, r.inflate(4, 4), 2, border_radius=8)
                badge = pygame.Rect(0, 0, 24, 24)
                badge.midtop = (r.centerx, r.bottom + 4)
                pygame.draw.circle(surf, color, badge.center, 12)
                n = render(str(holder + 1), 14, (20, 20, 24), bold=True)
                surf.blit(n, n.get_rect(center=badge.center))
            if can and len(dice) == 2 and dice[0] == dice[1] == face:
                pygame.draw.rect(surf, ACCENT, r.inflate(8, 8), 3, border_radius=9)
        if any(m.holder(face) is not None and face not in m.mecha_table for face in self.defs.mecha_faces):
            # nc18 shot-17: the numbered discs under the empty places were never explained
            text = t("kaiju.mechas.held")
            surf.blit(render(text, fit_text(text, MECHAS_CAPTION_ROOM, TYPE.SMALL, floor=11), MUTED),
                      self.mechas_caption_rect().topleft)

    def holder_words(self, holder: int) -> str:
        """« à vous » or « à Bot 2 »: whose a taken Mecha is, written in its empty place."""
        return t("kaiju.mecha_at", you="yes" if holder == self.viewer else "no", who=self.short_names()[holder])

    def draw_holder_words(self, surf: pygame.Surface, r: pygame.Rect, holder: int, color: tuple[int, int, int]) -> None:
        words = self.holder_words(holder)
        size = fit_text(words, r.w - 6, 13, True, floor=11)
        lines = [words] if font(size, True).size(words)[0] <= r.w - 6 else halves(words, 12)
        size = size if len(lines) == 1 else min(fit_text(line, r.w - 6, 12, True, floor=9) for line in lines)
        line_h = font(size, True).get_linesize()
        y = r.y + 46 - line_h * (len(lines) - 1) // 2
        for k, line in enumerate(lines):
            img = render(line, size, color, bold=True)
            surf.blit(img, img.get_rect(center=(r.centerx, y + k * line_h)))

    def draw_stack(self, surf: pygame.Surface) -> None:
        stack = self.model.stack
        if not stack:
            return
        for i, entry in enumerate(stack):
            if self.landed.flying(("stack", i)):
                continue
            r = self.places.stack_rect(i, len(stack))
            surf.blit(self.art(f"k{entry['card']}", STACKED), r)
            pygame.draw.rect(surf, SEAT_COLORS[entry["seat"] % 4], r.inflate(4, 4), 2, border_radius=9)
        top = stack[-1]
        line, size = self.stack_caption(top)
        img = render(line, size, SEAT_COLORS[top["seat"] % 4])
        surf.blit(img, self.stack_caption_rect(img.get_size()).topleft)

    def stack_label_rect(self) -> pygame.Rect:
        """« Jouées, en attente de réponse », above the played cards, on a tag of its own, clear of the
        table's key caps above it and of the cards below (nc25 shots 15, 50: it touched « [4] [5] [6] »)."""
        w, h = font(STACK_LABEL).size(t("kaiju.played"))
        return pygame.Rect(L.stack[0], L.stack[1] - h - 4, w + 12, h + 1)

    def draw_stack_label(self, surf: pygame.Surface) -> None:
        """Drawn over the flying cards, on a dark tag: a card flying to the stack hid its first word (nc22
        shot-18, « J… en attente de réponse »), and bare it read as the end of the Mecha row's caption
        on its left (shot-73, « …pris par le double dessous…es, en attente de réponse »)."""
        if not self.model.stack:
            return
        tag = self.stack_label_rect()
        panel(surf, tag, 235, PANEL)
        pygame.draw.rect(surf, MUTED, tag, 1, border_radius=6)
        surf.blit(render(t("kaiju.played"), STACK_LABEL, INK), (tag.x + 6, tag.y))

    def stack_caption(self, top: dict[str, Any]) -> tuple[str, int]:
        """The played cards' caption (the top card's player and what it does) and its size."""
        info, size = self.round_line()
        return self.fit_stack_caption(self.names[top["seat"]], describe_play(top, self.names),
                                      font(size).size(info)[0])

    @staticmethod
    def fit_stack_caption(who: str, what: str, round_w: int) -> tuple[str, int]:
        """The caption in the room left of the round line pushed right under the dice (nc20 shots 56,
        76, 85: « Bot 2 (sur mesure) : tourner le second dé sur 1 » ran over « Tour de table 6 »): with
        its player's name when it fits, else what it does alone (the card's frame and the line keep the
        player's colour), smaller only as a last resort."""
        room = L.home.right - 8 - round_w - 12 - L.stack[0]
        # nc22 shot-91: « relancer le second dé » alone, beside a long round line; the seat's name without
        # its level (« Bot 2 », the level is on its panel) keeps who plays it, then a smaller size does
        short = who.split(" (")[0]
        lines = [t("kaiju.stack.what", who=who, what=what), t("kaiju.stack.what", who=short, what=what)]
        for line in lines:
            if font(TYPE.SMALL).size(line)[0] <= room:
                return line, TYPE.SMALL
        size = fit_text(lines[1], room, TYPE.SMALL, floor=12)
        if font(size).size(lines[1])[0] <= room:
            return lines[1], size
        return what, fit_text(what, room, TYPE.SMALL, floor=11)

    @staticmethod
    def round_line_rect(size: tuple[int, int], caption: pygame.Rect | None) -> pygame.Rect:
        """The round line, centred under the dice, pushed right of the played cards' caption if need be."""
        rect = pygame.Rect((0, 0), size)
        rect.midtop = ((L.dice[0][0] + L.dice[1][0]) // 2, UNDER_DICE + 24)
        if caption is not None and rect.left < caption.right + 12:
            rect.left = caption.right + 12
        return rect

    def mechas_caption_rect(self) -> pygame.Rect:
        """Under the Mecha row's discs, left of the played cards (nc19 shot-15: it ran under them)."""
        below = self.places.mecha_rect(self.defs.mecha_faces[0]).bottom + 31
        text = t("kaiju.mechas.held")
        return render(text, fit_text(text, MECHAS_CAPTION_ROOM, TYPE.SMALL, floor=11), MUTED).get_rect(
            topleft=(L.mechas[0], below))

    @staticmethod
    def stack_caption_rect(size: tuple[int, int]) -> pygame.Rect:
        """Right under the played cards, whole above the person's panel (nc19 shot-17: its top was
        clipped by the panel's border) and left of the round line under the dice."""
        return pygame.Rect((L.stack[0], L.stack[1] + STACKED[1] + 4), size)

    def draw_dice(self, surf: pygame.Surface, legal: list[Action]) -> None:
        m = self.model
        rolling = m.phase == "roll" and not any(d.tumble for d in self.dice)
        clickable = bool(legal) and (m.phase == "roll" or self.controls.picks.effect in ("reroll", "set"))
        for i, die in enumerate(self.dice):
            rest = L.dice[i]
            pygame.draw.ellipse(surf, (22, 60, 46), pygame.Rect(rest[0] - 34, rest[1] + 22, 68, 16))
            face = die.face or (i + 3)
            pos, angle, scale_x = rest, 0.0, 1.0
            if die.tumble is not None and not die.tumble.done:
                p = die.tumble.progress
                e = ease_out_cubic(p)
                hop = abs(math.sin(p * math.pi * 3)) * 60 * (1 - p) ** 1.5
                pos = self.in_tray((die.start[0] + (rest[0] - die.start[0]) * e,
                                    die.start[1] + (rest[1] - die.start[1]) * e - hop))
                angle = die.spin * (1 - e)
            elif die.turn is not None and not die.turn.done:
                p = die.turn.progress
                scale_x = abs(math.cos(math.pi * p))
                face = die.target if p >= 0.5 and die.target else face
            lift = self.die_lift(i)
            pos = (pos[0], pos[1] - lift)
            img = self.art(f"die-{face}", (DIE, DIE))
            if rolling:
                img = img.copy()
                img.set_alpha(90)
            if scale_x != 1.0:
                img = pygame.transform.scale(img, (max(2, int(DIE * scale_x)), DIE))
            if angle:
                img = pygame.transform.rotate(img, angle)
            surf.blit(img, img.get_rect(center=(round(pos[0]), round(pos[1]))))
            if lift:
                # nc18 shots 04, 12, 56: the chosen die kept the same gold frame as the other one; it is
                # lifted, framed thicker and ticked, as a picked table card is lifted
                frame = self.places.die_rect(i).move(0, -lift).inflate(10, 10)
                pygame.draw.rect(surf, ACCENT, frame, 4, border_radius=14)
                # astride the frame's top middle: at its corner it touched the discard's count (nc19 shot-04)
                pygame.draw.circle(surf, ACCENT, frame.midtop, 12)
                tick = render("✓", 16, (20, 20, 24), bold=True)
                surf.blit(tick, tick.get_rect(center=frame.midtop))
            elif clickable and m.phase != "roll":
                pygame.draw.rect(surf, self.color("lit"), self.places.die_rect(i).inflate(8, 8), 2, border_radius=14)
        if clickable and m.phase == "roll":  # the whole tray rolls: one frame around it, the dice and the
            # "va lancer les dés" line under them (a frame round the dice alone crossed that line)
            pygame.draw.rect(surf, self.color("lit"), self.places.dice_tray(), 2, border_radius=14)
        cx = (L.dice[0][0] + L.dice[1][0]) // 2
        if m.dice is not None and not any(d.tumble for d in self.dice):
            a, c = m.dice
            text = self.dice_line(a, c)
            img = render(text, fit_text(text, DICE_LINE_ROOM, TYPE.BODY, True, floor=TYPE.SMALL), INK, bold=True)
            surf.blit(img, img.get_rect(midtop=(cx, UNDER_DICE)))
        elif (label := self.roll_label(rolling, clickable)) is not None:
            img = render(label, fit_text(label, self.places.dice_tray().w - 12, 15, floor=11), MUTED)
            surf.blit(img, img.get_rect(midtop=(cx, UNDER_DICE)))
        if (old := self.old_dice_label(rolling, clickable)) is not None:
            # left of the framed tray, where played cards wait in a turn (none before a roll): the
            # frame and the round line keep their room
            tray = self.places.dice_tray()
            if (said := self.recap_lines()):
                # the other seat's last turn in words, kept there until the person rolls (nc59, nc60)
                line_h = font(TYPE.SMALL).get_linesize()
                top = tray.centery - line_h * len(said) // 2
                left = tray.left - 12 - max(font(TYPE.SMALL).size(line)[0] for line in said)
                for i, line in enumerate(said):
                    surf.blit(render(line, TYPE.SMALL, INK), (left, top + i * line_h))
            else:
                img = render(old, fit_text(old, 250, 15, floor=11), MUTED)
                surf.blit(img, img.get_rect(midright=(tray.left - 12, tray.centery)))
        info, size = self.round_line()
        img = render(info, size, ACCENT if m.last_turns is not None else MUTED)
        caption = None
        if m.stack:
            line, line_size = self.stack_caption(m.stack[-1])
            caption = self.stack_caption_rect(font(line_size).size(line))
        surf.blit(img, self.round_line_rect(img.get_size(), caption))

    @staticmethod
    def dice_line(a: int, c: int) -> str:
        """The line under the dice: « Somme 7 · Différence 5 », or for a double « Somme 12 · Double 6 ! »
        (its difference, 0, takes nothing: with it the line ran to the table's edge, nc33 shot-12)."""
        if a == c:
            return t("kaiju.sum", s=a + c) + "  ·  " + t("kaiju.double", f=a)
        return t("kaiju.sum_diff", s=a + c, d=abs(a - c))

    def in_tray(self, pos: tuple[float, float]) -> tuple[float, float]:
        """A tumbling die's centre kept where its face lies inside the dice tray (nc37 shot-98: a hop took
        the dice over the table's cards)."""
        tray, half = self.places.dice_tray(), DIE / 2
        return (min(max(pos[0], tray.left + half), tray.right - half),
                min(max(pos[1], tray.top + half), tray.bottom - half))

    def die_lift(self, i: int) -> int:
        """How far die i stands lifted: 10 px once chosen for the card being played (a reroll, a turn)."""
        p = self.controls.picks
        chosen = (p.effect == "reroll" and i + 1 in p.dice) or (p.effect == "set" and p.die == i + 1)
        tumble = self.dice[i].tumble
        return 10 if chosen and (tumble is None or tumble.done) else 0

    def roll_label(self, rolling: bool, clickable: bool) -> str | None:
        """The line under the dice before a roll: who is to roll; none when the person's own roll is
        framed (the frame ran through it, nc8 shot-03, and their prompt already says "lancez")."""
        if not rolling or clickable:
            return None
        return t("kaiju.to_roll", who=self.names[self.model.active])

    def old_dice_label(self, rolling: bool, clickable: bool) -> str | None:
        """On the person's own framed roll, whose the dimmed dice still lying there are (said beside
        the frame): another player's last roll read as one's own (nc11 shot-37)."""
        if not (rolling and clickable):
            return None
        roller = self.last_roller()
        if roller is None or roller == self.model.active:
            return None
        return t("kaiju.old_dice", who=self.names[roller])

    def recap(self) -> str:
        """The last turn of another seat in one sentence (scenes/kaiju/recap.py), "" when there is none."""
        said = self.recaps()
        return said[0] if said else ""

    def recaps(self) -> list[str]:
        """That sentence in shorter and shorter forms, the fullest first; [] when there is none."""
        found = last_turn(self.shown, self.viewer)
        if found is None or self.feed.replaying:
            return []
        return turn_recaps(found[0], found[1], self.viewer, self.short_names(), self.defs, self.ones_known())

    def ones_known(self) -> dict[int, int] | None:
        """The 1s each seat holds as this screen knows them once every shown event is counted (the viewer's hand,
        what was seen enter the others'), the cards still flying included, for the recap's bonus of the most
        1s; None with nobody at this screen."""
        if self.viewer is None:
            return None
        key = (self.viewer, len(self.shown))
        if self._ones_known is not None and self._ones_known[0] == key:
            return dict(self._ones_known[1])
        memory = kaiju.Memory(len(self.model.players))
        memory.observe([ev for ev in self.shown if ev.visible_to(self.viewer)])
        out: dict[int, int] = {}
        for seat, p in enumerate(self.model.players):
            known = Counter(p.hand) if p.hand is not None else memory.known_in(seat, p.kaiju)
            out[seat] = sum(c for v, c in known.items() if v in self.defs.majority_values)
        self._ones_known = (key, out)
        return dict(out)

    def recap_lines(self) -> list[str]:
        """The recap wrapped into the room left of the dice, in at most `RECAP_LINES` lines: the fullest form
        that fits, else a shorter one (nc61 shot-081: cut before the Bilan's number). [] when none."""
        said = self.recaps()
        if not said:
            return []
        for text in said:
            lines = wrap(text, RECAP_ROOM, TYPE.SMALL)
            if len(lines) <= RECAP_LINES:
                return lines
        return wrap(said[-1], RECAP_ROOM, TYPE.SMALL)[-RECAP_LINES:]

    def last_roller(self) -> int | None:
        """The seat whose roll the dice on the table show (the last roll shown), None before any."""
        for ev in reversed(self.shown):
            if ev.kind == "dice_rolled":
                return ev.seat
        return None

    def guide_words(self) -> tuple[str, str] | None:
        """The tutorial's box, whose words on another seat's turn (a step's `watch:`) wait for its dice:
        « Son double 6 vise votre Mecha 6 » came while the line under the dice still said « Bot 2 va
        lancer les dés » (nc33 shot-24), the roll told before it was thrown. Until the dice settle, the
        box says only that it is their turn."""
        words = self.guide_words_done(super().guide_words())
        step = self.guide.step if self.guide is not None else None
        if words is None or step is None or not step.watch_text() or words[0] != step.watch_text():
            return words
        if self.dice_settled():
            return words
        return t("tutorial.watch"), words[1]

    def guide_words_done(self, words: tuple[str, str] | None) -> tuple[str, str] | None:
        """A box under the number of the step just played (the next one not speaking yet) shows its own
        header: « Étape 9 sur 13 » showed twice, first with the step's words, then with « Prenez le temps
        de bien regarder » (nc35 shots 19/21), and step 11's choice stood through the bot's turn after it
        was made (shot 26). Held: « Étape 9 sur 13 : regardez »; else « Fait ! » under « … : fait »."""
        guide = self.guide
        if words is None or guide is None or guide.index == 0 or guide.step is None:
            return words
        if words[1] != t("tutorial.step", **guide.numbered(guide.index)):
            return words
        if words[0] == t("tutorial.look"):
            return words[0], t("tutorial.look_step", **guide.numbered(guide.index))
        return t("tutorial.played"), t("tutorial.played_header", **guide.numbered(guide.index))

    def dice_settled(self) -> bool:
        """This turn's dice are rolled and shown still: no roll waits nor tumbles."""
        return self.model is not None and self.model.phase != "roll" \
            and not any(d.tumble is not None and not d.tumble.done for d in self.dice)

    def round_line(self) -> tuple[str, int]:
        """The line under the dice (the round, the turns left once the pile is empty) and its size:
        it keeps inside the table, centred under the dice ("pioche vide : encore 2 tours" ran
        into the log)."""
        m = self.model
        info = t("kaiju.turn_n", n=round_number(m.turn, len(m.players), m.phase == "over"))
        if m.last_turns is not None and m.phase != "over":
            # "encore 2 tours" read as two more rounds (nc10 shot-80): one turn each is said so
            info += "  ·  " + t("kaiju.last_turns", n=m.last_turns,
                                all="yes" if m.last_turns == len(m.players) else "no")
        cx = (L.dice[0][0] + L.dice[1][0]) // 2
        return info, fit_text(info, int(2 * (L.home.right - cx)) - 16, TYPE.SMALL, floor=11)

    def cards_line(self, seat: int) -> str:
        """"Cartes : 11 (dont 3 Mechas)", counted the same way for every seat: a Mecha is a card of the
        hand for steals and ties (the person's count had its Mechas, the bot's did not: nc10)."""
        mechas = len(self.landed.mechas(seat))
        return t("kaiju.cards_n", n=self.landed.hand(seat)[1] + mechas, mechas=mechas)

    def seen_in(self, seat: int) -> Counter[int] | None:
        """The Kaiju this screen's seat saw enter another hand (its start hand drawn face up, the cards
        it took from the table, a stolen card revealed), less those seen leave it (played, stolen): what
        Conseil calls « vous l'avez vu entrer dans sa main » (the same `Memory`, fed the same events,
        those shown here). None for the viewer's own hand, or with nobody at this screen."""
        if self.viewer is None or seat == self.viewer or self.landed.hand(seat)[0] is not None:
            return None
        key = (self.viewer, len(self.shown))
        if self._seen is None or self._seen[0] != key:
            memory = kaiju.Memory(len(self.model.players))
            memory.observe([ev for ev in self.shown if ev.visible_to(self.viewer)])
            self._seen = (key, memory)
        # while a card flies to that hand, what was seen before it (nc26 shots 78, 83: the memory held
        # the card, the count not yet, and the cut fell on a 1: « 2 vus chez lui », « 70 points »)
        if self.landed.incoming(seat) and (self.viewer, seat) in self._seen_settled:
            return Counter(self._seen_settled[(self.viewer, seat)])
        known = self._seen[1].known_in(seat, self.landed.hand(seat)[1])
        if not self.landed.incoming(seat):
            self._seen_settled[(self.viewer, seat)] = Counter(known)
        return known

    def points_of(self, seat: int) -> tuple[int, int]:
        """(the points this screen knows a seat holds, its Kaiju never seen): the whole hand for the
        viewer's own, what was seen enter it for another's, the Mechas and Wounds for all; the 1s
        bonus apart (`ones_line` says who leads the 1s)."""
        hand, n = self.landed.hand(seat)
        known = Counter(hand) if hand is not None else self.seen_in(seat) or Counter()
        wounds = self.model.players[seat].wounds - self.landed.flying(("wound", seat))
        points = sum(v * c for v, c in known.items()) + self.defs.mecha_points * len(self.landed.mechas(seat))
        return points - self.defs.wound_points * wounds, n - sum(known.values())

    def ones_seen(self) -> dict[int, int]:
        """The 1s (the cards of the bonus) each seat holds as far as this screen has seen: the viewer's
        own hand, what was seen enter each other hand."""
        out: dict[int, int] = {}
        for seat in range(len(self.model.players)):
            hand = self.landed.hand(seat)[0]
            known = Counter(hand) if hand is not None else self.seen_in(seat) or Counter()
            out[seat] = sum(c for v, c in known.items() if v in self.defs.majority_values)
        return out

    def bonus_seen(self, seat: int) -> int:
        """The 1s bonus a seat holds as far as this screen has seen (the most 1s, a tie shares it), which
        the panels add to its points: nc25 read « 103 points » against the bot's 99 and could not tell
        who led, the bonus making it 118."""
        if self.viewer is None:
            return 0
        ones = self.ones_seen()
        most = max(ones.values(), default=0)
        return self.defs.majority_bonus if most > 0 and ones.get(seat, 0) == most else 0

    def tie_line(self, seat: int) -> str | None:
        """In the last round, the tie-break between the viewer and another seat with their cards counted as
        `cards_line` counts them (nc59 shots 111-112: lost 79-79 on « le moins de cartes en main, 11 contre
        12 », nothing said of it while the last turns were played). None before the last round, at the
        end, or with nobody at this screen."""
        m = self.model
        if self.viewer is None or seat == self.viewer or m.last_turns is None or m.phase == "over":
            return None

        def cards(s: int) -> int:
            return self.landed.hand(s)[1] + len(self.landed.mechas(s))

        return t("kaiju.seen.tie", mine=cards(self.viewer), theirs=cards(seat), who=self.short_names()[seat])

    def seen_lines(self, seat: int) -> list[str]:
        """Another seat's panel, right of its card backs (nc24: the total showed only at the end, and
        the bot's known cards only in the scrolled journal): its points as far as seen, the cards seen
        enter its hand, and who leads the 1s between it and the viewer. Empty for the viewer's own."""
        seen = self.seen_in(seat)
        if seen is None or self.viewer is None:
            return []
        points, hidden = self.points_of(seat)
        cards = ", ".join(str(v) for v in sorted(seen.elements()))
        ones_values = self.defs.majority_values
        mine = self.ones_seen()[self.viewer]
        theirs = sum(c for v, c in seen.items() if v in ones_values)
        state = "none" if mine == theirs == 0 else "lead" if mine > theirs else "behind" if theirs > mine else "tie"
        # a card seen on its way to that hand: « Aucune carte vue entrer dans sa main » is not said beside it
        # (nc65 shots 009-010); the line stays empty until it lands, then names it
        arriving = bool(self.landed.incoming(seat)) and self._seen is not None \
            and sum(self._seen[1].known[seat].values()) > sum(seen.values())
        return [
            # nothing seen at all (the tutorial's hidden hand): « Au moins 0 point » said nothing
            t("kaiju.seen.unknown", hidden=hidden) if points == 0 and hidden and not self.bonus_seen(seat) else
            t("kaiju.seen.points", n=points + self.bonus_seen(seat), hidden=hidden,
              with_bonus="yes" if self.bonus_seen(seat) else "no"),
            t("kaiju.seen.cards", cards=cards) if cards else "" if arriving else t("kaiju.seen.nothing"),
            t("kaiju.seen.ones_steal" if self.steal_may_take_bonus(seat, mine, theirs) else "kaiju.seen.ones",
              state=state, mine=mine, theirs=theirs, bonus=self.defs.majority_bonus,
              who=self.short_names()[seat]),
        ] + ([tie] if (tie := self.tie_line(seat)) is not None else []) + \
            ([reach] if (reach := self.mecha_reach_line(seat)) is not None else [])

    def steal_may_take_bonus(self, seat: int, mine: int, theirs: int) -> bool:
        """Near the end (the last round while `seat` still plays, or a pile of `STEAL_WARN_PILE` a player or
        less), whether one of the viewer's 1s drawn by a steal of `seat` would hand it the 1s bonus: the viewer
        holds it by at most one 1. nc61 led 77-54 before the bot's last two turns; a 4 drew one of their 1s
        (the bonus went over) and nothing had said the 1s were within its reach."""
        m = self.model
        if self.viewer is None or seat == self.viewer or m.phase == "over" or not mine or mine - theirs not in (0, 1):
            return False
        if m.last_turns is not None:
            return seat in [(m.active + k) % len(m.players) for k in range(1, m.last_turns)]
        return 0 < m.pile <= STEAL_WARN_PILE * len(m.players)

    def mecha_reach_line(self, seat: int) -> str | None:
        """In the last round, when another seat still plays a turn: the Mechas a double would bring it
        (those on the table, else the viewer's it would try for). nc60 lost 104-118 on the bot's last double 6,
        a Mecha of 15, never told it was within its reach. None otherwise."""
        m = self.model
        if self.viewer is None or seat == self.viewer or m.last_turns is None or m.phase == "over":
            return None
        later = [(m.active + k) % len(m.players) for k in range(1, m.last_turns)]
        if seat not in later:
            return None
        who = self.short_names()[seat]
        faces = sorted(m.mecha_table)
        if faces:
            return t("kaiju.seen.reach", who=who, count=len(faces), points=self.defs.mecha_points,
                     faces=i18n.listed(faces, "or"))
        mine = sorted(self.landed.mechas(self.viewer))
        if mine:
            return t("kaiju.seen.reach_yours", who=who, count=len(mine),
                     faces=i18n.listed(mine, "or"))
        return None

    def playing_seat(self) -> int:
        """The seat whose panel says « joue »: the one the screen shows acting, except once a person's
        turn is over in the engine while its last events still show (the pile's last banner): the bot
        the status line says « réfléchit » (nc23 shot-26: « joue » on the person's panel under it)."""
        m, feed = self.model, self.feed
        who = m.active
        if m.phase in ("react", "over") or feed.is_over or feed.replaying or feed.seats[who] != "human" \
                or self.human_to_act() is not None or self.viewer is None:
            return who
        bots = [s for s in feed.actors() if feed.seats[s] != "human"]
        return bots[0] if bots and feed.view(self.viewer).get("active") != who else who

    def header_words(self, seat: int) -> tuple[str | None, bool]:
        """The name line's words after the name (the card count, and the person's points), and whether
        its « joue » tag shows."""
        m = self.model
        active = self.playing_seat() == seat and m.phase != "over"
        words = None
        if seat == self.home or self.wide_panel(seat):
            words = self.cards_line(seat)
            if m.phase != "over" and seat == self.viewer:  # the person's own points as they stand (nc24)
                bonus = self.bonus_seen(seat)
                words = t("kaiju.home_points", cards=words, n=self.points_of(seat)[0] + bonus,
                          with_bonus="yes" if bonus else "no")
        return words, active

    def header_rects(self, seat: int) -> tuple[list[pygame.Rect], int]:
        """Where the name line's words stand (the name, the count and points, the « joue » tag) and
        the left of its Double tokens and Wounds (those held, and those flying in)."""
        r = self.places.seat_rect(seat)
        words, active = self.header_words(seat)
        name = pygame.Rect((r.x + 10, r.y + 6), font(17, True).size(self.names[seat]))
        rects, x = [name], r.x + 18 + name.w
        if words is not None:
            count = pygame.Rect((x, r.y + 9), font(TYPE.SMALL).size(words))
            rects.append(count)
            x += count.w + 12
        if active:
            tag = pygame.Rect((0, 0), font(TYPE.SMALL, True).size(t("kaiju.status.turn")))
            tag.topleft = (x + 8, r.y + 8)
            rects.append(tag.inflate(14, 4))
        player = self.model.players[seat]
        mechas = max(len(self.landed.mechas(seat)), len(player.mechas))
        tokens = r.right - 10 - 26 * mechas - (24 * player.wounds + 4 if player.wounds else 0)
        return rects, tokens

    def seat_header(self, surf: pygame.Surface, seat: int, r: pygame.Rect) -> None:
        m, color = self.model, SEAT_COLORS[seat % 4]
        words, active = self.header_words(seat)
        panel(surf, r, 200)
        if active:
            pygame.draw.rect(surf, color, r, 3, border_radius=12)
        name = render(self.names[seat], 17, color, bold=True)
        surf.blit(name, (r.x + 10, r.y + 6))
        x = r.x + 18 + name.get_width()
        mechas = self.landed.mechas(seat)
        if words is not None:
            count = render(words, TYPE.SMALL, MUTED)
            surf.blit(count, (x, r.y + 9))
            x += count.get_width() + 12
        if active:
            tag = render(t("kaiju.status.turn"), TYPE.SMALL, (20, 20, 24), bold=True)
            pill = tag.get_rect(topleft=(x + 8, r.y + 8)).inflate(14, 4)
            pygame.draw.rect(surf, color, pill, border_radius=9)
            surf.blit(tag, tag.get_rect(center=pill.center))
            x = pill.right
        if seat == self.home:
            self.home_header_right = x
        if m.phase == "over" and not self.busy:
            total = self.feed.result().details["breakdown"][seat]["total"]
            surf.blit(render(t("kaiju.points", n=total), 15, ACCENT, bold=True), (x + 4, r.y + 8))
        x = r.right - 10  # Double tokens (the Mechas held) and Wounds, at the right of the name line
        wounds = m.players[seat].wounds - self.landed.flying(("wound", seat))
        for _ in range(wounds):
            x -= 24
            surf.blit(self.art("wound", (22, 22)), (x, r.y + 5))
        x -= 4 if wounds else 0
        for f in reversed(mechas):
            x -= 26
            surf.blit(self.art(f"double-{f}", (24, 24)), (x, r.y + 4))

    def seat_rows(self, seat: int) -> tuple[float, pygame.Rect | None, int, int]:
        """Another seat's panel under its name line: the step of its card backs' fan, where « Cartes :
        5 » stands beside them (three or four players; None on a wide panel, whose name line says it),
        and the left and right of its seen lines."""
        r = self.places.seat_rect(seat)
        _, n = self.landed.hand(seat)
        mecha_w = len(self.landed.mechas(seat)) * (OPP[0] + 4)
        y, room = r.y + 36, r.width - 20 - mecha_w
        if self.wide_panel(seat):
            # « Cartes : 14 (dont 3 Mechas) » on the name line and the backs' fan kept short: the seen
            # lines keep their room (nc25 shots 71-76: at 14 cards they shrank to 11 px against the Mechas)
            step = min(14, (OPP_FAN_W - OPP[0]) / max(1, n - 1)) if n > 1 else 0
            return step, None, r.x + 10 + OPP_FAN_W + 24, r.right - 14 - mecha_w
        step = min(14, (room - OPP[0] - 110) / max(1, n - 1)) if n > 1 else 0
        size = font(15).size(self.cards_line(seat))
        at = pygame.Rect((r.x + 20 + OPP[0] + max(0, n - 1) * step, y + OPP[1] // 2 - 9), size)
        return step, at, at.right + 24, r.right - 14 - mecha_w

    def panel_words(self, seat: int) -> list[pygame.Rect]:
        """The words of a seat's panel a bubble must never cover: its name line (the name, the count
        and points, the « joue » tag), and for another seat « Cartes : 5 » and its seen lines (its points
        as far as seen). nc27 shots 52, 73: « Aucune carte pour annuler » hid « bonus des 1 »."""
        rects, _ = self.header_rects(seat)
        if seat != self.home and self.landed.hand(seat)[0] is None:
            _, count, left, right = self.seat_rows(seat)
            rects += [count] if count is not None else []
            rects += [rect for _, rect, _ in self.seen_rects(seat, left, right)]
        if self.asking == seat:  # « Annuler ou laisser faire ? » at the foot of its panel
            r = self.places.seat_rect(seat)
            rects.append(pygame.Rect((r.x + 10, r.bottom - 26), font(TYPE.SMALL, True).size(t("kaiju.asked"))))
        return rects

    def draw_seat(self, surf: pygame.Surface, seat: int) -> None:
        r = self.places.seat_rect(seat)
        self.seat_header(surf, seat, r)
        hand, n = self.landed.hand(seat)
        mechas = self.landed.mechas(seat)
        y, mecha_w = r.y + 36, len(mechas) * (OPP[0] + 4)
        room = r.width - 20 - mecha_w
        if hand is not None:  # the end: every hand face up
            step = min(OPP[0] + 3, (room - OPP[0]) / max(1, len(hand) - 1)) if hand else 0
            for i, v in enumerate(hand):
                surf.blit(self.art(f"k{v}", OPP), (r.x + 10 + i * step, y))
        else:
            step, count, left, right = self.seat_rows(seat)
            for i in range(n):
                surf.blit(self.art("back", OPP), (r.x + 10 + i * step, y))
            if count is not None:
                surf.blit(render(self.cards_line(seat), 15, INK), count)
            self.draw_seen(surf, seat, r, left, right)
        x = r.right - 10 - mecha_w
        for f in mechas:
            surf.blit(self.art(f"M{f}", OPP), (x + 4, y))
            x += OPP[0] + 4
        picks = self.controls.picks
        if picks.effect == "steal" and act("play", picks.card or 0, "steal", seat) in self.legal(self.human_to_act()):
            pygame.draw.rect(surf, ACCENT, r.inflate(4, 4), 3, border_radius=13)
        if self.asking == seat:
            surf.blit(render(t("kaiju.asked"), TYPE.SMALL, ACCENT, bold=True), (r.x + 10, r.bottom - 26))

    def wide_panel(self, seat: int) -> bool:
        """Whether another seat's panel has the table's width (two players): its card count then goes on
        its name line, as the person's does, and its seen lines beside a short fan of backs."""
        return seat != self.home and self.places.seat_rect(seat).width >= 600

    def seen_rects(self, seat: int, left: int, right: int) -> list[tuple[str, pygame.Rect, int]]:
        """The seen lines of another seat's panel and where they go: beside its card backs where the
        panel has room (two players), else one line under them (its points and cards seen)."""
        lines = self.seen_lines(seat)
        if not lines:
            return []
        r, y = self.places.seat_rect(seat), self.places.seat_rect(seat).y + 36
        if right - left < 300:  # three or four players: its points and the cards seen, under the backs
            if self.asking == seat:
                return []  # « Annuler ou laisser faire ? » has that room
            narrow = []
            for k, text in enumerate(lines[:2]):
                size = fit_text(text, r.w - 20, 13, k == 0, floor=11)
                while font(size, k == 0).size(text)[0] > r.w - 20 and len(text) > 4:
                    text = text[:-2].rstrip() + "…"
                narrow.append((text, pygame.Rect((r.x + 10, y + OPP[1] + 1 + 15 * k), font(size, k == 0).size(text)),
                               size))
            return narrow
        # the points line is bold: measured so (nc26 shots 89, 92 lost « vue » under the Mechas), and on
        # two lines at its comma rather than under 14 px (« …, sans compter 1 carte jamais vue »)
        head = lines[0]
        if ", " in head and fit_text(head, right - left, TYPE.SMALL, True, floor=11) < 14:
            first, rest = head.split(", ", 1)
            lines = [first + ",", rest, *lines[1:]]
        out, step = [], 18 if len(lines) <= 3 else 17
        for k, text in enumerate(lines):
            bold = self.seen_bold(lines, k)
            size = fit_text(text, right - left, TYPE.SMALL, bold, floor=11)
            out.append((text, pygame.Rect((left, y + k * step), font(size, bold).size(text)), size))
        return out

    @staticmethod
    def seen_bold(lines: list[str], k: int) -> bool:
        """Whether the seen line `k` is (part of) the points line, in bold."""
        return k == 0 or k == 1 and lines[0].endswith(",")

    def draw_seen(self, surf: pygame.Surface, seat: int, r: pygame.Rect, left: int, right: int) -> None:
        rects = self.seen_rects(seat, left, right)
        lines = [text for text, _, _ in rects]
        tie = self.tie_line(seat)
        for k, (text, rect, size) in enumerate(rects):
            bold = self.seen_bold(lines, k)
            # the tie-break in the last round, in the accent of the round line under the dice
            surf.blit(render(text, size, INK if bold else ACCENT if text == tie else MUTED, bold=bold), rect)

    def legend_cells(self) -> list[tuple[pygame.Rect, str, str]]:
        """The icons' legend, three to a line right of the hand: (cell, role, words). The icons meant
        nothing to a newcomer until each card was hovered; hovering an entry says its rule in full.
        Each column is as wide as its longest words (« prend tous les 8 » did not fit a third). Its last
        line is the gold frame's (`lit_note`)."""
        box, cols = self.places.legend_rect(self.landed.groups(self.home)), 3
        h = box.h // LEGEND_LINES
        words = [t(f"kaiju.legend.{role}") for role in LEGEND_ROLES]
        need = [max(font(TYPE.SMALL).size(w)[0] for w in words[c::cols]) + 32 for c in range(cols)]
        k = min(1.0, box.w / sum(need))
        widths = [int(n * k) for n in need[:-1]]
        widths.append(box.w - sum(widths))
        xs = [box.x + sum(widths[:c]) for c in range(cols)]
        return [(pygame.Rect(xs[i % cols], box.y + i // cols * h, widths[i % cols], h), role, words[i])
                for i, role in enumerate(LEGEND_ROLES)]

    def lit_note(self, legal: list[Action]) -> tuple[pygame.Rect, str, int] | None:
        """Where « cadre doré : jouable maintenant » is written while a card of the person's hand is
        framed as playable: (rect, words, size), on the legend's last line, under the icons it goes
        with, at the legend's size. On the name line it fell to 13 px between « joue » and the Double
        tokens (nc27 shots 54, 58: cramped); None when no card is lit."""
        playable = {int(a.args[0]) for a in legal if a.kind == "play"}
        hand, _ = self.landed.hand(self.home)
        if not playable or not hand or not playable & set(hand) or self.human_to_act() != self.home:
            return None
        box = self.places.legend_rect(self.landed.groups(self.home))
        h = box.h // LEGEND_LINES
        for key in ("kaiju.lit_legend", "kaiju.lit_legend_mid", "kaiju.lit_legend_short"):
            img_w, img_h = font(TYPE.SMALL).size(t(key))
            note = pygame.Rect(box.x + 2, box.y + (LEGEND_LINES - 1) * h + (h - img_h) // 2, 20 + img_w, img_h)
            if note.right <= box.right:
                return note, t(key), TYPE.SMALL
        return None

    def lit_note_rect(self, legal: list[Action]) -> pygame.Rect | None:
        """The rect of `lit_note`, or None."""
        note = self.lit_note(legal)
        return note[0] if note is not None else None

    def draw_legend(self, surf: pygame.Surface) -> None:
        cells = self.legend_cells()
        # one size for the whole legend, the one its longest words fit at (nc37 shot-99: with a full hand
        # « relancer » and « au choix » shrank alone, the sizes mixed)
        size = min((fit_text(words, cell.w - min(22, cell.h - 2) - 10, TYPE.SMALL, floor=11)
                    for cell, _, words in cells), default=TYPE.SMALL)
        for cell, role, words in cells:
            side = min(22, cell.h - 2)
            chip = pygame.Rect(cell.x, cell.centery - side // 2, side, side)
            colour = art_kaiju.ROLE_COLORS[role]
            pygame.draw.rect(surf, colour, chip, border_radius=5)
            art_kaiju.icon(surf, role, chip.center, side // 3, shapes.readable_on(colour))
            img = render(words, size, MUTED)
            surf.blit(img, img.get_rect(midleft=(chip.right + 6, cell.centery)))

    def draw_home(self, surf: pygame.Surface, legal: list[Action]) -> None:
        seat, r = self.home, L.home
        self.seat_header(surf, seat, r)
        playable = {int(a.args[0]) for a in legal if a.kind == "play"}
        groups = self.landed.groups(seat)
        size, fan, _ = self.places.hand_fit(groups)
        stacks = self.places.hand_rects(groups)
        for i, (rect, art, n, v) in enumerate(stacks):
            covered = i + 1 < len(stacks) and stacks[i + 1][0].x < rect.right  # a fanned Mecha: its left die shows
            for k in range(min(n, 4)):
                surf.blit(self.art(art, size), (rect.x + k * fan, rect.y))
            if n > 1:
                badge = render(f"×{n}", 13, INK, bold=True)
                br = count_badge(rect, badge.get_size())
                pygame.draw.rect(surf, (20, 24, 30), br, border_radius=6)
                surf.blit(badge, badge.get_rect(center=br.center))
            if art.startswith("M") and not covered:
                d = min(22, rect.w // 2)
                surf.blit(self.art(f"double-{v}", (d, d)), (rect.right - d - 2, rect.y + 2))
            if art.startswith("k") and v in playable:
                picked = self.controls.picks.card == v
                pygame.draw.rect(surf, ACCENT if picked else self.color("lit"), rect.inflate(6, 6), 3 if picked else 2,
                                 border_radius=9)
        lit = self.lit_note(legal)
        if lit is not None:  # the gold frame said in words, under the legend's icons (nc15 asked what it meant)
            note, words, note_size = lit
            sample = pygame.Rect(note.x, note.y + 2, 14, note.h - 4)
            pygame.draw.rect(surf, self.color("lit"), sample, 2, border_radius=3)
            surf.blit(render(words, note_size, MUTED), (sample.right + 6, note.y))
        self.draw_legend(surf)
        if self.showing_again:  # the last turn shown again: today's prompt and buttons wait for its end
            return
        if (prompt := self.home_prompt()) is not None:
            draw_prompt(surf, prompt[0], (r.x + 14, prompt[1]), self.controls.prompt_width(), up=True)
        if self.auto_pass_key is not None:
            left = max(0.0, self.auto_pass_left) / AUTO_PASS
            bar = self.auto_pass_bar()
            pygame.draw.rect(surf, (40, 50, 60), bar, border_radius=3)
            pygame.draw.rect(surf, MUTED, (bar.x, bar.y, int(bar.w * left), bar.h), border_radius=3)
        self.controls.bar.draw(surf)
        self.draw_asked_button(surf)
        if (must := self.must_take_note()) is not None:
            surf.blit(*must)
        if (dry := self.dry_pile_note()) is not None:
            surf.blit(*dry)

    def home_prompt(self) -> tuple[str, int] | None:
        """What the person's panel says above its buttons and where its last line ends (it grows upward):
        the person's prompt, or while the screen plays a move, whom it waits for; None when nothing."""
        if self.showing_again:  # the last turn shown again: today's prompt and buttons wait for its end
            return None
        if self.human_to_act() is None and not self.feed.is_over and not self.feed.replaying:
            # the seat the screen shows acting (the engine may be a move ahead)
            m = self.model
            who = m.asking if m.phase == "react" and m.asking is not None else m.active
            key = "kaiju.asking" if self.asking == who else "kaiju.waiting"
            if self.feed.seats[who] != "human":
                prompt = t(key, who=self.names[who])
            else:
                # the screen still plays a person's move: the bot the engine waits for is named, else
                # the panel says it is settling (nc16 saw it empty, no button, and wondered what to click)
                bots = [s for s in self.feed.actors() if self.feed.seats[s] != "human"]
                prompt = t("kaiju.waiting", who=self.names[bots[0]]) if bots else \
                    t("kaiju.settling") if who == self.viewer else ""
        elif self.feed.is_over and not self.feed.replaying:
            prompt = ""  # nothing is asked any more (nc16: the last instruction stayed under « Fin de partie »)
        else:
            prompt = self.controls.prompt
        if not prompt:
            return None
        return prompt, self.controls.prompt_bottom if prompt == self.controls.prompt else L.rows[0] - 4

    def home_prompt_rect(self) -> pygame.Rect | None:
        """Where `home_prompt`'s words stand, as `draw_prompt` lays them out."""
        if (prompt := self.home_prompt()) is None:
            return None
        size, lines = prompt_lines(prompt[0], self.controls.prompt_width())
        line_h = font(size).get_linesize()
        wide = max(font(size).size(line)[0] for line in lines)
        return pygame.Rect(L.home.x + 14, prompt[1] - line_h * len(lines), wide, line_h * len(lines))

    def draw_asked_button(self, surf: pygame.Surface) -> None:
        """The button a tutorial step asks for, in its own colours even in its fresh moment (nc37 shot-20:
        « Annuler avec un 11 », come under the resting pointer, showed dark brown with grey text, read as
        switched off while the step asked for it). Its short guard against a stray press stays."""
        if self.guide is None or (target := self.guide_target()) is None:
            return
        bar = self.controls.bar
        for i, b in enumerate(bar.buttons):
            if b.rect == target and b.enabled and bar.fresh(b) > 0:
                b.draw(surf, focused=i == bar.focus, hover=i == bar.hover)

    def auto_pass_bar(self) -> pygame.Rect:
        """The countdown of a pass made for the person: beside « Laisser faire », in its row (nc19
        shot-73: at the prompt's height, « Vous n'avez rien pour l'annuler. » ran into it)."""
        top = min((b.rect.y for b in self.controls.bar.buttons), default=L.rows[0])
        row = [b.rect for b in self.controls.bar.buttons if b.rect.y == top]
        x = max((b.right for b in row), default=L.home.x + 12) + 14
        return pygame.Rect(x, top + 17, 140, 6)

    def must_take_note(self) -> tuple[pygame.Surface, tuple[int, int]] | None:
        """Beside the last take button, when there is no « Ne rien prendre »: « prendre est obligatoire »;
        beside « Ne rien prendre » when only a Mecha is offered: a Mecha is optional (nc23 shots 14, 47,
        55: « obligatoire » seen on other turns, then « Ne rien prendre » beside a Mecha: which is it?)."""
        if self.human_to_act() is None or self.model.phase != "main":
            return None
        if self.controls.must_take():
            key = ""
        elif self.controls.mecha_optional():
            key = "kaiju.mecha_optional"
        else:
            return None
        grabs = [b.rect for b in self.controls.bar.buttons if b.tag.startswith(("take ", "steal "))]
        if not grabs:
            return None
        last = max(grabs, key=lambda r: r.right)
        room = L.home.right - 14 - (last.right + 12)
        # a lone take button says it is the only one (nc20 shot-53: « many turns offer a single button »)
        text = t(key) if key else t("kaiju.must_take_one") if len(grabs) == 1 else t("kaiju.must_take")
        turn = self.mecha_by_turning() if key == "" else None
        if turn is not None:  # nc42 (shots 049, 087): its 5 could turn a die for the Mecha 1; only Conseil said so
            text = t("kaiju.must_take_turn", card=turn[0], face=turn[1])
            holder = self.model.holder(turn[1])
            if holder is not None and holder != self.human_to_act() and 0 <= holder < len(self.names):
                # another's Mecha is only tried, one card drawn at random (nc50 shots 079-091: « a long shot », unsaid)
                p = self.model.players[holder]
                text = t("kaiju.must_take_turn_try", card=turn[0], face=turn[1], who=self.names[holder],
                         n=p.kaiju + len(p.mechas))
        size = fit_text(text, room, TYPE.SMALL, floor=11)
        img = render(text, size, MUTED)
        if img.get_width() > room:
            return None
        return img, (last.right + 12, last.centery - img.get_height() // 2)

    def mecha_by_turning(self) -> tuple[int, int] | None:
        """A card of the person's hand that turns a die (the 5) and the face of a Mecha it would then take (a
        double on a Mecha still on the table or another's), the highest; None when there is none."""
        seat = self.human_to_act()
        m = self.model
        if seat is None or m.dice is None:
            return None
        hand = [v for v in (m.players[seat].hand or []) if isinstance(v, int) and "set" in self.defs.effects_of(v)]
        if not hand or not any(a.kind == "play" and int(a.args[0]) == hand[0] for a in self.legal(seat)):
            return None
        faces = [f for die in (1, 2) for f in range(1, self.defs.die_sides + 1)
                 if f != m.dice[die - 1] and self.controls.face_take(die, f) == "mecha"]
        return (hand[0], max(faces)) if faces else None

    def dry_pile_note(self) -> tuple[pygame.Surface, tuple[int, int]] | None:
        """Where a card that only draws would be played, once the pile is empty: « Pioche vide : votre 7
        ne pioche plus » (nc31 shot-89: the 7 was no longer lit, its button gone, and the screen said
        nothing of why). In the row of the cards' buttons, after the last one."""
        seat = self.human_to_act()
        m = self.model
        if seat is None or seat != self.home or m.phase != "main" or m.pile > 0 or self.controls.picks.card is not None:
            return None
        hand = m.players[seat].hand or []
        dry = sorted({v for v in hand if self.defs.effects_of(v) == ("draw",)})  # the 7
        if not dry:
            return None
        # the upper row, empty while nothing can be played, unless a prompt of two lines took it
        top = L.rows[0] if self.controls.prompt_bottom <= L.rows[0] - 4 else L.rows[1]
        if top == L.rows[1] and self.must_take_note() is not None:
            return None  # that row's note says what matters now (nc52 shot 102: the two were drawn over each other)
        row = [b.rect for b in self.controls.bar.buttons if b.rect.y == top]
        x = max((b.right + 12 for b in row), default=L.home.x + 14)
        room = L.home.right - 14 - x
        text = t("kaiju.pile_dry", card=dry[0])
        img = render(text, fit_text(text, room, TYPE.SMALL, floor=11), MUTED)
        if img.get_width() > room:
            return None
        return img, (x, top + 20 - img.get_height() // 2)

    def draw_reveal(self, surf: pygame.Surface) -> None:
        if self.reveal is None or self.reveal_left <= 0:
            return
        # the board behind veiled, the box itself opaque: a panel's words it crossed stuck out at its edge
        # (nc29 shot-80: « … chez vous », half the pill « volé ! ») and read as a mess; the log stays clear
        veil = pygame.Surface(self.reveal_veil().size, pygame.SRCALPHA)
        veil.fill((*FELT_DARK, REVEAL_VEIL))
        surf.blit(veil, self.reveal_veil())
        for rect, text, size, colour, bold in self.reveal_parts():
            if text is None:
                panel(surf, rect, 255, PANEL)
                pygame.draw.rect(surf, ACCENT, rect, 2, border_radius=12)
            elif text == "":
                art = self.reveal if isinstance(self.reveal, str) else f"k{self.reveal}"
                surf.blit(self.art(art, rect.size), rect)
            else:
                surf.blit(render(text, size, colour, bold=bold), rect)
        if self.reveal_waits() and self.reveal_timed() and self.reveal_total > 0:
            # the time left before it goes by itself, a thin bar along the box's foot
            box = self.reveal_parts()[0][0]
            left = max(0.0, min(1.0, self.reveal_left / self.reveal_total))
            pygame.draw.rect(surf, MUTED, (box.x + 12, box.bottom - 6, round((box.width - 24) * left), 3))

    def reveal_veil(self) -> pygame.Rect:
        """The board under the drawn or stolen card's box (all of it left of the log column)."""
        return pygame.Rect(0, 0, self.log_rect.x - 5, 720)

    def hide_words(self) -> str:
        """The box's last line: how it goes (by itself in a game, a click or a key sooner)."""
        return "kaiju.click_hide_timed" if self.reveal_waits() and self.reveal_timed() else "kaiju.click_hide"

    def drawn_effect(self) -> str:
        """What the card drawn does, in the words of its button and the legend (« 9 : au choix »): the
        box showed a 9 alone, its effect learnt only from the next step's button (nc36 shot-024)."""
        if not isinstance(self.reveal, int):
            return ""
        role = art_kaiju.role(self.defs, self.reveal)
        return t("kaiju.drawn_effect", v=self.reveal, role=role, effect=t(f"kaiju.legend.{role}"))

    def reveal_parts(self) -> list[tuple[pygame.Rect, str | None, int, tuple[int, int, int], bool]]:
        """The drawn card's box, then its parts (title, card, hint lines) each with its rect: every
        line fits inside the box (the hint wraps, in any language), and tests can hold it to that."""
        width, size = 340, 15
        title, said = self.reveal_words or (t("kaiju.you_drew"), self.drawn_effect())
        # a long title (« Bot 2 (sur mesure) vous vole une carte au hasard ») goes on two lines at a
        # readable size rather than shrinking on one (nc22 shots 26, 83: « very small type »)
        head_size = fit_text(title, width - 24, 20, True)
        heads = [title]
        if head_size < 18:
            heads = halves(title, 18)
            head_size = min(fit_text(h, width - 24, 18, True) for h in heads)
        head_h = font(head_size, True).get_linesize()
        top = 10 + head_h * len(heads) + 6
        lines = (wrap(said, width - 24, size) if said else []) + wrap(t(self.hide_words()), width - 24, size)
        line_h = font(size).get_linesize()
        box = pygame.Rect(0, 0, width, top + 168 + 14 + line_h * len(lines) + 16)
        # left of the dice's « Somme … · Double 6 ! » line, which says what the box is about (nc25 shot-24
        # saw « mme 12 » past its edge)
        box.center = (444, 300)
        parts: list[tuple[pygame.Rect, str | None, int, tuple[int, int, int], bool]] = [(box, None, 0, INK, False)]
        for k, head_line in enumerate(heads):
            w, h = font(head_size, True).size(head_line)
            parts.append((pygame.Rect(box.centerx - w // 2, box.y + 10 + k * head_h, w, h), head_line, head_size,
                          ACCENT, True))
        parts.append((pygame.Rect(box.centerx - 60, box.y + top, 120, 168), "", 0, INK, False))
        y = box.y + top + 168 + 14
        told = len(lines) - len(wrap(t(self.hide_words()), width - 24, size))  # the steal's own words: in ink
        for k, line in enumerate(lines):
            w, h = font(size).size(line)
            parts.append((pygame.Rect(box.centerx - w // 2, y, w, h), line, size, INK if k < told else MUTED, False))
            y += line_h
        return parts
