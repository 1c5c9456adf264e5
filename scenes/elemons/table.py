"""The Elemons & Gigamons table: the 3x3 grid, the players' panels, the powers' prompts.

Mouse: click a tile to turn it (or to place a rock, or to peek), click the
buttons for the rest; hover or right-click a piece to read what it does.
Keyboard: arrows move the cursor over the grid, Enter or Space turns the tile
under it, 1-9 turn a tile directly, Tab walks the buttons, U undoes, Escape
pauses. Fed by the kit (scenes/table.py): it draws from `ElemonsModel` and
never reads the engine.
"""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any

import pygame

from game import elemons, i18n
from game.core import Action, Event, act
from game.data import DataError
from game.hints import Hint
from game.i18n import t
from scenes.elemons.model import ElemonsModel, SeenHand, SeenHands, short_of
from scenes.table import TableScene
from scenes.tutorial import box_rect as guide_box_rect
from scenes.ui import ACCENT, INK, MUTED, PAD, PANEL, Button, ButtonBar, draw_prompt, panel, prompt_lines
from sprites.anim import DrawAt, Flight
from sprites.elemons import components as pieces
from sprites.fonts import TYPE, fit_text, font, render, wrap
from sprites.palette import SEAT_COLORS
from sprites.tween import Tween, Tweens, ease_out_back, ease_out_cubic, linear

TILE = 128
GAP = 12
GRID_X, GRID_Y = 330, 90
SMALL = 34
PANEL_X, PANEL_W, PANEL_H = 14, 300, 150
# the prompt under the grid, kept a little clear of the wild Gigamons' column (nc28 shots 15, 53, 54: its lines
# ran up to 3 px from it; 20 px now)
PROMPT_TOP, PROMPT_WIDTH = 512, 750 - 330
PROMPT_LINES = 3  # the prompt's lines at most (with the taking rule); the Aeromon picker goes under them
BAR_TOP = 650  # the action buttons' row
TRADE_MAX = 440  # a catch's button at its widest (its words on one line), the row narrowing it if need be
FRAMES_TOP = 580  # the line that says what the tiles' frames mean, under the prompt
FRAMES_LINES = 3  # that legend's lines at most (19 px each: the third ends above BAR_TOP)
FRAMES_MOST = 4  # ... a fourth, begun higher, once the keyboard's corners join the pale frame (a short prompt)
HAND_GAP = 12  # the even gap between two kinds of a hand, after the first's count « ×2 » if it has one
HAND_MIN, HAND_GAP_TIGHT = 26, 6  # a crowded hand: its pictures shrink to this, its gaps narrow, counts still beside
# a hand too crowded for its counts beside: pictures this size, from this far under the panel's top, each
# count under its own in this type, the whole above the Gigamons' band (PANEL_H - GIGA - 6)
HAND_UNDER, HAND_UNDER_TOP, HAND_UNDER_TYPE = 26, 51, 12
BADGE_GAP = 26  # room between two pictures for a count « ×2 » beside the first (25 px wide, 2 on it)
BAR_LEFT, BAR_RIGHT = 330, 950  # the action buttons' row: from the grid's left to the tool buttons
SWAP_LEFT, SWAP_RIGHT = 330, 945  # the Aeromon picker's band: under the grid and the wild Gigamons
SWAP_NARROW = 754  # its right end where the wild Gigamons reach down beside it (the prompt's words stop sooner)
SWAP_TILE, SWAP_MIN = 52, 34  # its tiles' size, shrunk when many kinds must share the band
SWAP_UNDER_MIN = 22  # ... and, too many kinds for their counts beside, the smallest with the counts under them
SWAP_NAME_H = 18  # the line under each of its tiles for the kind's name, where the band has room
SWAP_NAME_DROP = 4  # ... its top this far under the picture: a picked one's frame (3 px out) stays off it
SWAP_NAME_GAP = 12  # ... and between two names, at least: 6 px read as one word (nc59 shot 035, « HydromonPyromon »)
SWAP_NAMED_MIN = 40  # ... its tiles shrink to this first, rather than names back on them
SWAP_VEIL = 130  # the alpha of the veil over the kinds not picked in a row where one is
SWAP_PICK_ROOM = 3  # its counts beside sit this far right of their pictures: a picked one's frame stays off them
SWAP_CHIP_GAP = 8  # between two of its chips (a picture and its badges' column): a halo's dark edge keeps off the next
SWAP_CHIP_ROOM = 18  # ... after a chip with badges, where the band has room to spare
WARN_R = 8  # the radius of its « ! » disc
SWAP_HALO = 7  # the room round a chip the tutorial's halo takes, squeezed tight, clear of the chip's picture
WILD_ROW = 33  # a wild Gigamon's row: seven fit between their caption and the action buttons
# ... and while the Aeromon's picker is up, one line each, its picture and name: seven end above the picker's
# captions, which then take the table's width (nc38 shots 081-082: beside six full rows its chips were 23 px)
WILD_LINE = 24
GIGA = 52  # the band of a player's Gigamons: the picture, and its name written under it
WINDOW_H = 720  # the window's height: a panel grown down stays inside it
NEAR_LINE = 18  # a line of the panel's « À 1 … » words on how close another seat is to a Gigamon
# up to three players, each panel has a row of the panel's width for those words, between the hand and the Gigamons
# (nc61 shots 080, 086, 096: « Un / Geomon : / victoire ! » wrapped in the narrow column beside the Gigamons); four
# panels leave no room for it, and the words go beside the Gigamons as before
NEAR_ROW = 2 * NEAR_LINE + 2
ROOMY_SEATS = 3
GIGA_W, GIGA_PIC = 90, 34  # one held Gigamon's cell (three fit a panel) and its picture's size
GIGA_CARD, GIGA_TURN = 160, 72  # a caught Gigamon's card over the grid, and its size as it leaves the grid for a panel
GIGA_HELD, GIGA_GOES = 0.7, 0.6  # a caught Gigamon's card: seconds shown over the grid, then flying to its panel
GIGA_RISE = 0.35  # the seconds of its GIGA_GOES it takes over the grid (large first, it shrinks late: ease in)
WON_H = PANEL_H - 54 - GIGA - 8  # the band of won Elemons, between the count and the Gigamons
PEEK_UP = 2.5  # real seconds a peek stays in sight where nobody is asked to click (a demo, a replay)
PEEK_FRAME = (236, 236, 236)  # a tile looked at in secret: white, the colour of no seat
BURN_FLY = 0.7  # seconds a burned Elemon flies from its holder's panel to the Box
BURN_WATCH = 1.6  # the tutorial's burn: seconds it flies there, slower (its step says « Regardez-le partir »)
ROCK_WATCH = 1.2  # the tutorial: the opponent's Rock flies this long from « Rochers libres » to its tile
ROCK_SEEN = 1.0  # ... and the next step waits this much more once it has landed (nc37 shot 18: only the banner seen)
BURN_SEEN = 1.0  # ... and the seconds more the next step waits once it has landed (nc19 shots 24-25: 2 s in all)
CAUGHT_SEEN = 1.0  # seconds « X attrapé ! » stays once its Gigamon has landed in the panel
# ... so in all (and nothing after the catch comes sooner: the warning that one more Gigamon wins, another catch,
# the end): a catch in the middle of a turn was said 1.4 s, while its card flew 1.3 s, and it was gone 2 s later
# (nc59 shot 081: Meteoromon, no « Meteoromon attrapé ! » left to read)
CAUGHT_UP = GIGA_HELD + GIGA_GOES + CAUGHT_SEEN
DRAWN_UP = 2.2  # seconds one's own Floramon draw is said in a banner while the next events wait
PAIR_FLY = 0.6  # seconds a won pair flies from the grid to its winner's hand (what follows waits for it)
PAIR_LEG = 0.4  # ... the share of it taken over the grid, to the height of its landing spot, before going across
DRAWN_FLY = 1.2  # ... and the seconds its tile takes to fly, large, from the pile to the hand
TAKEN_UP = 2.6  # seconds the banner saying another player took one of the person's Elemons stays (and waits)
AGAIN_UP = 3.0  # real seconds a missed pair stays up when the last turn is shown again (L)
POWER_SHOWN = ("pair_won", "power", "power_fizzled", "tile_drawn", "tile_drawn_public")  # a pair and its power
# what answers a power, or follows it once answered (an Hydromon's looks end with the grid's refill)
POWER_ANSWERS = ("tiles_swapped", "tiles_swapped_public", "swap_declined", "tile_burned", "rock_placed",
                 "power_fizzled", "slot_refilled", "pile_empty", "replay", "turn_ended")
HAND_EVENTS = ("pair_won", "tile_drawn", "tiles_swapped", "tile_burned", "gigamon_caught")  # a hand changes
TURN_OPEN = 0.6  # a turned tile's flip starts here: its face already shows, a third wide (0.5 is edge-on)
FRESH_RING = 4.0  # seconds a tile come from the pile takes to fade from a bright ring to a pale one
FRESH_KEEP = 0.85  # the pale ring's strength: it stays until the tile is turned (nc13: it went unseen; nc16:
# at 0.45 it was hard to see on the dark tiles)
FRESH_COLOR = (200, 225, 255)
FRESH_DASH = (9, 7)  # the « never turned » frame's dashes and gaps, in pixels (nc62: a plain frame read as a turn's)


def draw_dashed_frame(surf: pygame.Surface, color: tuple[int, ...], rect: pygame.Rect, width: int) -> None:
    """A frame of short dashes inside `rect`, `width` thick: on each side, dashes centred between the corners."""
    dash, gap = FRESH_DASH
    for horizontal in (True, False):
        length = rect.width if horizontal else rect.height
        n = max(1, (length + gap) // (dash + gap))
        start = (length - (n * dash + (n - 1) * gap)) // 2
        for i in range(n):
            a = start + i * (dash + gap)
            if horizontal:
                for y in (rect.top, rect.bottom - width):
                    surf.fill(color, pygame.Rect(rect.left + a, y, dash, width))
            else:
                for x in (rect.left, rect.right - width):
                    surf.fill(color, pygame.Rect(x, rect.top + a, width, dash))


LAST_PAIR_UP = 1.4  # seconds one's own pair that ends the game stays up (a click puts it away sooner)
OWN_PAIR_UP = 2.5  # seconds one's own pair stays up by itself (a click puts it away sooner): both tiles
# were just turned by the person, nothing new to learn (nc18: a click asked after every own pair); 1.2 s
# went before the second tile was looked at (nc14 shot-57/58)
OWN_BEAT = 0.5  # seconds one's own pair, then its power, hold the next events (another's: the presentation's)
PILE_WORDS = 170  # the width of the words under the pile (its column ends 20 px left of the log)
NOTE_UP = 4.0  # real seconds one's own power with nothing to act on is said under the grid
FIZZLE_BEAT = 1.6  # ... and the seconds the next events wait for it to be read
PILE_EMPTY_UP = 1.2  # the seconds the empty pile's banner, over the grid, holds the next events
PILE_LOW = 2  # this few tiles in the pile: a pair's refill takes them all, and the game ends with its turn


def peek_prompt(left: int, empty: int, unseen: int) -> str:
    """The Hydromon's prompt: the looks left, then what the grid makes of them (fewer tiles never
    seen than looks, its empty places refilled only after the looks), each said only while the
    whole still holds in two lines under the grid (a third line ran into the frames' legend)."""
    text = t("elemons.prompt.peek", left=left)
    notes = [t("elemons.peek_fewer", n=unseen, left=left)] if unseen < left else []  # looks wasted: first
    if empty:
        notes.append(t("elemons.peek_refill_after", n=empty))
    for note in notes:
        if len(wrap(f"{text} {note}", PROMPT_WIDTH, TYPE.BODY)) <= 2:
            text = f"{text} {note}"
    return text


FAST_UP = 2.0  # the seconds « Toujours 2 s » sets (one of the setting's choices, scenes/settings.py TILES_UP)
# that choice, under the words of another seat's tiles held up, at the row's far end: at its start it sat right
# under « cliquez pour continuer » and a click meant to go on could change the setting (nc26 shot 49); clear of the
# kit's tool row (x 960 on): with no Undo offered (two people at one screen) « Conseil » starts there (f53 shot)
FAST_RECT = pygame.Rect(750, BAR_TOP, 200, 46)
FAST_NOTE_WIDTH = 410  # its note, left of it, under the held tiles' words
FAST_OFFERS = 2  # the holds at which it is offered, the first ones of a table's game
FAST_AIM = 0.3  # seconds the pointer rests on it, come there once it shows, before a click is its own (else: go on)
UP_LINES = 3  # the held tiles' words at most, in small type (the third still ends above the swap's pictures)


PAIR = 2  # the Elemons a pair brings: an opponent this few short of a Gigamon catches it with one pair
POWER_PHASES = ("rock", "swap", "peek", "look", "burn")  # a pair's power waits: a catch may come first


def prompt_whole(text: str, most: int = PROMPT_LINES) -> bool:
    """The prompt's whole words hold in its lines under the grid (body type, else small), nothing cut."""
    size, lines = prompt_lines(text, PROMPT_WIDTH, TYPE.BODY, most)
    return len(wrap(text, PROMPT_WIDTH, size)) <= len(lines)


def prompt_height(text: str) -> int:
    """The height the prompt takes under the grid."""
    size, lines = prompt_lines(text, PROMPT_WIDTH, TYPE.BODY, PROMPT_LINES)
    return font(size).get_linesize() * len(lines)


def whole_prompt(choices: list[str], height: int | None = None) -> str:
    """The first of the prompt's wordings that it shows whole (within `height`, where given: a picker under it
    stays put); the last otherwise."""
    return next((text for text in choices if prompt_whole(text) and (height is None or prompt_height(text) <= height)),
                choices[-1])


def up_lines(said: str) -> tuple[int, list[str]]:
    """The type size and lines under the grid for held tiles: two lines of body type, else the
    whole in small type on up to three (the frames' legend is not shown while tiles are held). Two
    at most cut « ... cliquez pour » once the bot was « Bot 2 (à votre mesure) » (nc18 shot-49/83)."""
    lines = wrap(said, PROMPT_WIDTH, TYPE.BODY)
    if len(lines) <= 2:
        return TYPE.BODY, lines
    return TYPE.SMALL, wrap(said, PROMPT_WIDTH, TYPE.SMALL)


def up_size(said: str) -> int:
    """The type size of the line under the grid for held tiles (`up_lines`)."""
    return up_lines(said)[0]


@dataclass
class SlotAnim:
    """How a grid slot is moving right now (the position itself is in the model)."""

    turn: Tween | None = None  # 0 = back, 1 = face: the flip animation
    drop: Tween | None = None  # a tile arriving from the pile, or a Rock falling
    fresh: Tween | None = None  # 1 -> FRESH_KEEP: a tile come from the pile, ringed until turned (issue 24)
    rock_from: tuple[int, int] | None = None  # a Rock watched in the tutorial flies from here (« Rochers libres »)


class ElemonsTable(TableScene):
    final_kinds = frozenset({"end", "trade"})  # ending the turn, trading Elemons for a Gigamon: no way back
    only_choice_kinds = frozenset({"look", "burn"})  # the Aeromon's or the Pyromon's one possible opponent
    model_cls = ElemonsModel
    model: ElemonsModel
    guide_frames_alike = True  # the Polymon's step: every tile completes it, every tile is framed
    inspect_width = PANEL_W  # the help box fits the free column under the players' panels
    # Right of the title, over the tutorial's box and the log, never over the tiles just turned: over
    # the title the kit moved it (a banner keeps off the title), and it went beside it, touching it,
    # or to the bottom of the table (nc13 shot-10, shot-19). A longer one still finds bare felt.
    # (nc16 shot-09: 10 px from the title was crowded: its box, words + 44, now keeps 28 px off it)
    banner_center = (1048, 34)
    banner_min_width = 0
    banner_room = 404  # the words' width there, between the title and the window's edge
    banner_floor = 17  # the least type size a banner shrinks to, to stay there; longer ones find bare felt

    def banner(self, text: str, duration: float = 1.0) -> None:
        """The kit's banner, its words shrunk a little to stay right of the title when that keeps them
        readable (« Hydromon : regardez 4 tuiles en secret » went to the foot of the table)."""
        super().banner(text, duration)
        self.fit_banner()

    def fit_banner(self) -> None:
        """Right of the title when the words fit there readable; else over the whole title (the kit
        moves it to bare felt if any): clamped to the window's edge, it hid half the title."""
        b = self.anim.banner_item
        if b is None:
            return
        if fit_text(b.text, self.banner_room, b.size, True) >= self.banner_floor:
            b.max_width = self.banner_room
        else:
            b.center, b.min_width = (640, 34), 400
    turn_starts = frozenset({"turn_started"})
    turn_ends = frozenset({"turn_ended", "game_over"})
    # "Revoir le tour": each step's sentence said in large type under the grid where the prompt stands
    # (hidden while it plays), the kit waiting for a click between steps.

    def again_caption_rect(self) -> pygame.Rect:
        """A turn shown again is said under the grid, where the person reads the prompt."""
        return pygame.Rect(GRID_X, PROMPT_TOP - 6, PROMPT_WIDTH, 36)

    def __init__(self, app: Any, source: Any, demo: bool = False) -> None:
        self.defs = elemons.load_defs()
        self.cursor = 4
        self.bar = ButtonBar()
        self._steady_box: tuple[tuple[str, tuple[int, int, int, int]], int] | None = None  # (`steady_box_height`)
        self.prompt = ""
        self.prompt_room = 0  # the height the Aeromon's picker leaves the prompt above it, whatever is picked
        self.prompt_waits = False  # the prompt says a bot's turn (« Bot 2 joue… »), not an order to the person
        self.swap_pick: dict[str, str | None] = {"mine": None, "theirs": None}
        self.swap_beside = False  # the picker has room for its counts beside its pictures (swap_rows)
        self.swap_named = False  # ... and for its names under them, in the captions' type
        self.swap_under = False  # ... or, too crowded for that, its counts and « ! » go under its pictures
        self.pile_low_banner: set[int] = set()  # the seats whose turn the pile's « … finit la partie » banner began
        self.arriving: dict[int, list[str]] = {}  # the kinds of a seat's last pair flown to its panel
        self.giga_across: dict[int, list[Flight]] = {}  # a caught Gigamon's leg across to a seat's panel
        self.giga_landing: dict[tuple[int, str], Flight] = {}  # (seat, kind): the flight a caught Gigamon lands with
        self.swap_cols: dict[tuple[int, str], int] = {}  # each chip's room right of its picture (swap_rows)
        self.peeked: dict[int, str] = {}  # slots this seat is looking at (Hydromon), and their kinds
        self.seen_slots: set[int] = set()  # slots whose present tile this screen has shown (turned, peeked)
        # slots whose present tile another seat looked at in secret (its Hydromon), never turned since: an eye in its
        # colour, and the hover box says whose (nc64 shot 080: the bot's peeked tiles read « jamais retournée » only)
        self.secret_seen: dict[int, int] = {}
        # slots this screen's person looked at in secret (Hydromon) whose tile nobody turned since; the first time a bot
        # turns one, the log says the bot did not see it (nc65 shots 085-100: « is it cheating? »)
        self.my_secret: set[int] = set()
        self.blind_note_said = False
        # slots turned or laid anew since the game began: the others still hold a tile of the first grid, never
        # turned, dashed like a new one once the legend says the dashes (nc64 shot 069: tile 9 had none)
        self.touched_slots: set[int] = set()
        self.public_kinds: dict[int, str] = {}  # slots whose present tile was turned face up before all, and its kind
        self.eye_said = False  # an eye has been on the grid: the legend says it (`frames_legend`)
        self.seen_kinds: dict[int, str] = {}  # ... and the kinds it showed there, while that tile lies there
        self.hiding: set[int] = set()  # slots shown face up until their turn-back animation ends
        # a replay stepped by hand: the missed pair's tiles of the step shown stay face up till the next
        # step (nc19 shot 91: « Coup 6 » caught them mid-flip, thin and sideways, then face down)
        self.replay_up: dict[int, str] = {}
        self.fast_hover = False  # the pointer is on « Toujours 2 s »
        self.holds = 0  # the times tiles were held up (each a new one)
        self.fast_holds: set[int] = set()  # those during which « Toujours 2 s » was offered
        self.fast_aim: float | None = None  # seconds it rests there, moved there while the choice shows
        self.pair_flight: Tween | None = None  # a pair put away, flying to its winner: its power waits for it
        self.known_turned: set[int] = set()  # tiles turned whose face this screen had already shown
        self.up_known = False  # the held tiles were all known already: their words say so
        self.art_problems: frozenset[tuple[str, str]] = frozenset()
        self.slot_anim: list[SlotAnim] = []
        # Tiles turned up (an unmatched pair, anyone's; the tiles a Hydromon looked at) stay up until
        # the person has seen them, and the next events wait: the slots, whose they are, whether they
        # were peeked, and the real seconds left (None: until a click or a key; the setting `tiles_up`).
        self.up_slots: list[int] = []
        # another player's Aeromon swap done to the person, said under the grid until seen (nc13
        # shot-76: only the log said it): (who, the Elemon taken from the person, the one given)
        self.up_swap: tuple[int, str, str] | None = None
        self.up_who: int | None = None
        self.up_peek = False
        self.up_again = False  # held while the last turn is shown again (L): gone if that stops
        # the hint shown came back by itself after a move of the person's that was not the advised one:
        # its box no longer says « Conseil suivi », even if the next advised tile is then turned (nc37 shots
        # 106-108: advised 2 + 7, the person turned 9 + 7, and the box said « Conseil suivi »)
        self.hint_strayed = False
        self.up_won: dict[int, str] = {}  # an opponent's pair, held face up where it lay until seen
        self.up_who_won = 0  # whose that pair is (its tiles fly to that panel once seen)
        self.up_left: float | None = 0.0
        self.waiting_clicks: list[int] = []  # grid clicks made while the screen was busy: played in turn
        # The keyboard's cursor shows once the keys are used (a mouse player never sees it), in white
        # corners: the only yellow on the grid is the tile a tutorial points at.
        self.keys_used = False
        # a pale ring has been on the grid this game: the legend says what it means from then on, whether one is
        # on the grid or not (nc59 shots 054, 062: its sentence came and went from turn to turn)
        self.ring_said = False
        self._caught_last = False  # the log's last event was a Gigamon's catch (a turn it ends is said)
        self._caught_logged = False  # the same, as the log is written (and written again from the history)
        # the refill line last written: (the log, its entries then, the places it names), merged with the next
        self._refills: tuple[Any, int, list[int]] | None = None
        # The rings round new tiles fade on their own clock: they are no animation the turn waits on
        # (counted as one, the prompt and the buttons went away 4 s after every refill, nc9 shot-66)
        self.rings = Tweens()
        self.bar_seat: int | None = None  # the seat the action buttons were built for
        # what this screen has shown enter the other players' face-down hands (nc28: « nothing told me
        # whether it was close to a Gigamon »), and the near catches already said for each of them
        self.seen = SeenHands(None, 0)
        self.near_said: dict[int, set[str]] = {}
        # what became of the person's own move, said under the grid a while (a power with nothing to act
        # on: only the log said it, nc28 shots 46-48): the words, the real seconds left
        self.note = ""
        self.note_left = 0.0
        super().__init__(app, source, demo)

    @property
    def m(self) -> ElemonsModel:
        """The display model (the name the tools and tests know it by)."""
        return self.model

    # -- geometry -------------------------------------------------------------------------
    @property
    def side(self) -> int:
        return math.isqrt(len(self.m.grid))

    def slot_rect(self, s: int) -> pygame.Rect:
        g = self.side
        return pygame.Rect(GRID_X + (s % g) * (TILE + GAP), GRID_Y + (s // g) * (TILE + GAP), TILE, TILE)

    def panel_rect(self, seat: int) -> pygame.Rect:
        height = PANEL_H + (NEAR_ROW if self.roomy() else 0)
        return pygame.Rect(PANEL_X, 62 + seat * (height + 8), PANEL_W, height)

    def roomy(self) -> bool:
        """The panels have their row of words (`NEAR_ROW`): up to three players."""
        model = getattr(self, "model", None)
        return model is None or len(model.players) <= ROOMY_SEATS

    def giga_rect(self, seat: int, i: int) -> pygame.Rect:
        """The i-th Gigamon a seat holds: a row along the bottom of its panel, clear of its name."""
        r = self.panel_rect(seat)
        return pygame.Rect(r.x + 10 + i * (GIGA_W + 4), r.bottom - GIGA - 6, GIGA_W, GIGA)

    def won_rect(self, seat: int, i: int, n: int) -> pygame.Rect:
        """The i-th of n Elemons a seat has won, between its count and its Gigamons: as large as
        they all fit side by side, in one row or more, never over one another."""
        r = self.panel_rect(seat)
        size, cols = won_grid(n, r.width - 20, WON_H)
        return pygame.Rect(r.x + 10 + (i % cols) * (size + 2), r.y + 54 + (i // cols) * (size + 2), size, size)

    def hand_spots(self, seat: int) -> list[tuple[pygame.Rect, str, int]]:
        """The seat's Elemons this screen sees, as drawn: (where, kind, how many), one spot a kind with its
        count, always (nc16 shot-65/68: 11 to 13 tiles shrank to about 18 px, and the person counted colours;
        nc21 shots 69-71: one spot a tile while they fit, a kind past that, the hand jumped between the two)."""
        tiles = self.m.players[seat].tiles or []
        counts: dict[str, int] = {}
        for k in sorted(tiles, key=list(self.defs.kinds).index):
            counts[k] = counts.get(k, 0) + 1
        return self.hand_layout(seat, counts)

    def hand_layout(self, seat: int, counts: dict[str, int]) -> list[tuple[pygame.Rect, str, int]]:
        """`hand_spots` for a hand of these kinds and counts (in the kinds' order)."""
        r = self.panel_rect(seat)
        x, out = r.x + 10, []
        fit = self.hand_fit(seat, counts)
        if fit is not None:
            # each kind takes its picture and its count « ×2 » beside it, then one even gap: a kind held once
            # left a wider hole, and « ×2 » touched the next picture (nc24 shots 38, 49, 89); the pictures a
            # little smaller rather than the counts over their corners (nc25 shot 104)
            size, gap = fit
            for k, n in counts.items():
                out.append((pygame.Rect(x, r.y + 54 + (SMALL - size) // 2, size, size), k, n))
                x += size + count_room(n) + gap
            return out
        # too many kinds for the counts beside: each count goes under its own picture, in a column as wide as
        # the picture, the pictures evenly spread (nc37 shots 98, 102, 117: at their feet, the « ×2 » lay on the
        # next picture, and a tile flying in cut one to a bare « 4 »)
        size = HAND_UNDER
        gap = max(2, min(HAND_GAP, (r.width - 20 - len(counts) * size) // max(1, len(counts) - 1)))
        return [(pygame.Rect(x + j * (size + gap), HAND_UNDER_TOP + r.y, size, size), k, n)
                for j, (k, n) in enumerate(counts.items())]

    def hand_badge(self, seat: int, spot: pygame.Rect, n: int, beside: bool | None = None) -> pygame.Rect | None:
        """Where a kind's count « ×n » of the seat's hand is drawn: beside its picture, or, in a crowded hand,
        under it, never over another picture (None: held once, no count). `beside`: the hand as drawn has its
        counts beside (`hand_shown`), else the whole hand's."""
        if n <= 1:
            return None
        if self.hand_beside(seat) if beside is None else beside:
            return count_rect(spot, n, beside=True)
        tag = render(f"×{n}", HAND_UNDER_TYPE, INK, bold=True).get_rect()
        return tag.inflate(2, 0).move_to(midtop=(spot.centerx, spot.bottom + 1))

    def hand_beside(self, seat: int) -> bool:
        """The seat's hand fits one row with each count beside its picture and an even gap between kinds."""
        return self.hand_fit(seat) is not None

    def hand_fit(self, seat: int, held: dict[str, int] | None = None) -> tuple[int, int] | None:
        """The pictures' size and the gap between kinds at which the hand (`held`: these kinds and counts) fits
        one row, each count beside its picture: full size first, then down to HAND_MIN with a narrower gap; None:
        it does not."""
        tiles = self.m.players[seat].tiles or []
        counts = list(held.values()) if held is not None else [tiles.count(k) for k in set(tiles)]
        room = self.panel_rect(seat).width - 20
        for size, gap in ((SMALL, HAND_GAP), *((z, HAND_GAP_TIGHT) for z in range(SMALL - 1, HAND_MIN - 1, -1))):
            if sum(size + count_room(n) for n in counts) + gap * max(0, len(counts) - 1) <= room:
                return size, gap
        return None

    def landing(self, seat: int, kinds: list[str]) -> list[pygame.Rect]:
        """Where tiles of `kinds` just won (or drawn, or swapped in) land in the seat's panel: their spots
        in the hand as drawn (the model already holds them), else the last face-down spots. Never the
        panel's centre: a tile flying there covered « Elemons en main : N » (nc19 shots 21, 56, 59, 63)."""
        spots = self.hand_spots(seat)
        out: list[pygame.Rect] = []
        for kind in kinds:
            mine = [r for r, k, _ in spots if k == kind]  # a pair of one kind: both on its spot
            if mine:
                out.append(mine[-1])
                continue
            n = max(1, self.m.players[seat].won)
            out.append(self.won_rect(seat, max(0, n - 1 - len(out)), n))
        return out

    def won_hidden(self, seat: int) -> bool:
        """The seat's won Elemons lie face down before this screen (the rule: only their owner sees them)."""
        return self.m.players[seat].won > 0 and self.m.players[seat].tiles is None

    def decided(self) -> bool:
        """The game is decided as far as the screen has shown it: over, or a seat shows the Gigamons that win.
        From the winning catch on, no panel says what one more Elemon would bring (nc59 shots 092-093: « À 1
        Hydromon d'Halomon ! » under the winner's three Gigamons on the catch's frame, gone on the next)."""
        return self.m.over or any(len(p.gigamons) >= self.defs.gigamons_to_win for p in self.m.players)

    def one_more_wins(self, seat: int) -> bool:
        """The seat holds one Gigamon short of the win: the table says so before it happens."""
        # never once the game is over (nc24 shot 39: « Plus qu'un Gigamon et vous gagnez ! » beside « vous gagnez »)
        return not self.m.over and not self.feed.is_over \
            and len(self.m.players[seat].gigamons) == self.defs.gigamons_to_win - 1

    def pile_rect(self) -> pygame.Rect:
        return pygame.Rect(770, 96, 96, 96)

    def box_rect(self) -> pygame.Rect:
        return pygame.Rect(770, 250, 96, 70)

    def box_mouth(self) -> pygame.Rect:
        """Where a tile going to the Box ends its flight, small, at the Box's top: over its middle it hid
        « Boîte : 14 » (nc25 shot 104)."""
        box = self.box_rect()
        # small, as it goes in: at 20 px it rested in the Box a moment, then went (nc34 shots 26-27)
        return pygame.Rect(0, 0, 8, 8).move_to(midtop=(box.centerx, box.top + 4))

    def box_shown(self) -> int:
        """The Box's count as the screen shows it: an Elemon still flying there is counted once in (nc34 shots
        26-27: « Boîte : 1 » while the burned Geomon was still on its way)."""
        mouth = self.box_mouth()
        flying = sum(1 for f in self.anim.flights if not f.tween.done and f.end == mouth)
        return max(0, len(self.m.box) - flying)

    def wild_rect(self, i: int) -> pygame.Rect:
        """The i-th wild Gigamon's row: its picture, its name and what catches it ("3 Hydromons"),
        one under another, so a Gigamon is matched with its Elemons by reading, not by a tiny label."""
        if self.picking():
            return pygame.Rect(770, 404 + i * WILD_LINE, 185, WILD_LINE - 2)
        return pygame.Rect(770, 404 + i * WILD_ROW, 185, WILD_ROW - 2)

    def picking(self) -> bool:
        """The Aeromon's picker is up for the person at this screen (the wild Gigamons then one line each)."""
        return self.view["phase"] == "swap" and self.deciding() is not None  # as `swap_rows`

    # -- art: placeholders from sprites/components_elemons, shared with the gallery and the sheets --
    def kind(self, kind: str) -> elemons.Kind:
        return self.defs.kinds[kind]

    def face(self, kind: str, size: int) -> pygame.Surface:
        return self.app.art.image("elemons", kind, (size, size), pieces.tile_front(self.kind(kind)))

    def bare_face(self, kind: str, size: int) -> pygame.Surface:
        """An Elemon's face without its name (the Aeromon's picker writes it under, larger)."""
        bare = pieces.tile_front(self.kind(kind), named=False)
        return self.app.art.image("elemons", f"{kind}:bare", (size, size), bare)

    def back(self, size: int) -> pygame.Surface:
        return self.app.art.image("elemons", pieces.BACK_ID, (size, size), pieces.tile_back())

    def giga(self, kind: str, size: int) -> pygame.Surface:
        k = self.kind(kind)
        return self.app.art.image("elemons", k.gigamon, (size, size), pieces.gigamon_front(k))

    def rock_img(self, size: int) -> pygame.Surface:
        return self.app.art.image("elemons", pieces.ROCK_ID, (size, size), pieces.rock_front())

    def drawer(self, art: str) -> DrawAt:
        """A function drawing `art` (a kind, "back" or "giga:<kind>") into any rectangle."""

        def draw(surf: pygame.Surface, rect: pygame.Rect, _progress: float) -> None:
            size = max(8, min(rect.width, rect.height))
            if art.startswith("giga:"):
                img = self.giga(art[5:], size)
            elif art == "back":
                img = self.back(size)
            else:
                img = self.face(art, size)
            surf.blit(img, img.get_rect(center=rect.center))

        return draw

    def reload_defs(self) -> None:
        """A definition changed on disk: names and colours show at once; the match keeps its rules."""
        try:
            defs = elemons.load_defs()
        except DataError as exc:  # a definition being edited may be broken for a moment
            self.flash(i18n.data_error(exc))
            return
        if set(defs.kinds) >= set(self.defs.kinds):
            self.defs = defs
        self.app.art.forget("elemons")  # the placeholders are drawn from the definitions

    # -- view -> screen ---------------------------------------------------------------------
    def sync(self) -> None:
        super().sync()
        old = self.slot_anim if hasattr(self, "slot_anim") else []
        self.slot_anim = [SlotAnim() for _ in self.m.grid]
        for anim, was in zip(self.slot_anim, old, strict=False):
            if was.fresh is not None:
                anim.fresh = was.fresh  # a new tile's ring outlives the catching up (the next turn)
        self.hiding.clear()
        self.up_slots, self.up_who, self.up_left, self.up_won = [], None, 0.0, {}  # drawn anew (undo, hand-over)
        self.up_swap = None
        v = self.view
        if self.peeked and not (v["phase"] == "peek" and v["current"] == self.viewer):
            self.peeked.clear()  # the peek is over (while it goes on, every looked-at tile stays in sight)
        self.build_buttons()

    @property
    def held(self) -> bool:
        """Something waits for the person to have seen it (tiles up, a swap done to them)."""
        return bool(self.up_slots) or self.up_swap is not None

    @property
    def busy(self) -> bool:
        return super().busy or self.held

    def holds_events(self) -> bool:
        """Turned-up tiles, anyone's pair too, wait for the person: what follows (a power, the next
        turn) begins once they have gone back (nc14 shot-57/58: one's own pair, up 1.2 s by itself,
        was gone before anyone looked). A pair flying to its winner's hand lands before its power shows
        (nc25 shot 81: one's own two Floramons, still flying under « Floramon : gagnez une tuile de la
        pioche », read as the gift; the gift's tile then flies alone, large, from the pile)."""
        return self.held or (self.pair_flight is not None and not self.pair_flight.done)

    def hint_for(self) -> int | None:
        """No hint while another player's tiles wait for the person's click (nc14 shot-74: « Conseil »
        lit over the bot's pair, advice on what?): it comes back with the person's turn."""
        if self.held and self.up_who is not None and self.up_who != self.viewer:
            return None
        if self.others_showing():
            return None  # the bot's turn still plays on the screen: advice comes with the person's (nc24 shot 86)
        return super().hint_for()

    def others_showing(self) -> bool:
        """Another seat's move is still shown (the engine may already wait on the person)."""
        local = self.feed.local_seats()
        shown = [*self.queue, *([self.current] if self.current is not None else [])]
        return any(ev.seat is not None and ev.seat not in local for ev in shown)

    # -- the last move -------------------------------------------------------------------------
    def touched(self, ev: Event) -> list[Hashable]:
        """The tiles a turn turned, won, blocked or looked at; not a rock lifted at its start, which the rules do
        by themselves (nc36 shot 38: tile 8 kept the bot's frame as if turned, the bot had only lifted its rock)."""
        d = ev.data
        if ev.kind in ("tile_turned", "rock_placed", "tile_peeked", "tile_peeked_public"):
            return [int(d["slot"])]
        if ev.kind in ("tiles_hidden", "pair_won"):
            return [int(s) for s in d["slots"]]
        # no panel: a panel's frame says whose turn it is, and only that (nc16 shot-29/56: a catch's and
        # a burn's marks framed both panels at once); the log and the banners say what a turn took
        return []

    def mark_rect(self, place: Hashable) -> pygame.Rect | None:
        if isinstance(place, int) and 0 <= place < len(self.m.grid):
            return self.slot_rect(place)
        if isinstance(place, tuple) and place[0] == "panel" and 0 <= place[1] < len(self.m.players):
            return self.panel_rect(place[1])
        return None

    def show_last_turn(self) -> bool:
        """L (or "Revoir") while tiles wait for a click: it is that click too, so the turn shown again
        starts at once rather than after the next click (nc13 shot-48/49: it seemed to do nothing)."""
        if self.held and not self.again and self._again_model is None:
            self._release_up()
            self.pair_flight = None  # the turn shown again starts at once, the pair landing meanwhile
        return super().show_last_turn()

    def on_again(self) -> None:
        self._release_up()
        self.waiting_clicks.clear()

    def on_turn_started(self, ev: Event) -> None:
        self.swap_pick = {"mine": None, "theirs": None}
        if self.last_turn_by_limit():  # the rules' safety net ends the game after this turn: say so first
            self.banner(t("elemons.announce.last_turn_limit", n=self.defs.turn_limit), 2.0)
        elif self.pile_low() and ev.seat is not None and self.guide is None and not self.again \
                and (ev.seat == self.viewer or ev.seat not in self.pile_low_banner):
            # any pair now ends the game: said as the person's turn starts (nc17 shot-112: the end came unsaid;
            # the tutorial's own words say it there), and once as the other's starts, its pair ends it too (nc36)
            self.pile_low_banner.add(ev.seat)
            self.banner(t("elemons.announce.pile_low_banner"), 2.0)

    def rings_shown(self) -> bool:
        """A pale ring (a tile come from the pile, never turned since) is on the grid."""
        return any(a.fresh is not None and a.fresh.value > 0.02 and s < len(self.m.grid)
                   and self.m.grid[s].tile
                   and self.m.grid[s].rock is None and not self.m.grid[s].face_up
                   for s, a in enumerate(self.slot_anim))

    def frames_legend(self) -> tuple[list[str], int]:
        """What the frames round the tiles say, in lines, and where the first goes. A sentence comes once its mark
        can be seen, and stays for the game (nc59 shots 054, 062: the pale frame's came and went with the rings on
        the grid, and the legend changed length from turn to turn): the pale ring's once one has been on the grid
        (nc19 shot 01: at step 1 it meant nothing), the keyboard's white corners once the keys are used (a mouse
        never sees them)."""
        self.ring_said = self.ring_said or self.rings_shown()
        ring = "" if self.ring_said else "_no_ring"
        if self.guide is not None:
            key = "elemons.frames_tutorial" + ring
        elif self.keys_used:
            key = "elemons.frames_ring_keys" if self.ring_said else "elemons.frames_keys"
        else:
            key = "elemons.frames" + ring
        # (three lines: nc15 read « sinon le dernier » and did not understand it; the whole sentence needs the
        # third, still above the buttons' row; the pale frame and the keys' corners together take a fourth, the
        # legend then begins higher)
        lines = wrap(t(key), PROMPT_WIDTH, TYPE.SMALL)[:FRAMES_MOST]
        # the eye's sentence once one has been on the grid (nc64 shot 080), where it fits whole
        self.eye_said = self.eye_said or any(self.secret_seer(s) is not None for s in range(len(self.m.grid)))
        eye = wrap(t(key) + " " + t("elemons.frames_eye"), PROMPT_WIDTH, TYPE.SMALL) if self.eye_said else []
        if eye and len(eye) <= FRAMES_MOST:
            lines = eye
        top = FRAMES_TOP if len(lines) <= FRAMES_LINES else BAR_TOP - 4 - 19 * len(lines)
        return lines, top

    def pile_low(self) -> bool:
        """The pile holds no more than a pair's refill: the next pair ends the game with its turn."""
        return not self.m.over and 0 < self.m.pile <= PILE_LOW

    def pile_low_said(self) -> bool:
        """In the tutorial, the pile's « Prochaine paire : fin ! » shows from the step whose words explain it
        (nc24 shot 26: it came two steps before them); in a game, always."""
        guide = self.guide
        if guide is None:
            return True
        words = t("elemons.announce.pile_low").rstrip("!?\u202f\u00a0 ")
        return any(words in step.text(i18n.lang) for step in guide.tutorial.steps[:guide.index + 1])

    def last_turn_by_limit(self) -> bool:
        return not self.m.over and self.m.turn >= self.defs.turn_limit - 1

    def last_turn(self) -> bool:
        """This turn is the game's last: the pile ran out, or the turn limit comes at its end."""
        return not self.m.over and (self.m.pile == 0 or self.last_turn_by_limit())

    def _log_line(self, ev: Event) -> None:
        if ev.kind == "slot_refilled":
            self._log_refill(ev)
            return
        if ev.kind == "tile_turned" and self._caught_logged and ev.seat is not None:
            # a catch that did not end the turn (an Electromon's replay, a trade before the flips): the
            # log says why the same player flips on (a newcomer read "attrape", then two more flips)
            self.log.add(t("elemons.caught_goes_on", who=self.names[ev.seat]), self.seat_color(ev.seat))
        if ev.visible_to(self.viewer):
            self._caught_logged = ev.kind in ("gigamon_caught", "gigamon_lost")
        super()._log_line(ev)
        if ev.kind == "tiles_hidden" and ev.seat is not None and ev.seat == self.viewer and not self.feed.replaying:
            gift = self.gift_warning([int(x) for x in ev.data["slots"]])  # kept in the log once the tiles go
            if gift:
                self.log.add(gift, ACCENT)

    def _log_refill(self, ev: Event) -> None:
        """The places a pair's refill fills, one short line for them all (« Tuiles 2, 7 remplacées par la
        pioche »): a line per place after every pair pushed the useful lines away (nc21 item 8)."""
        slot = int(ev.data["slot"])
        run = self._refills
        if run is not None and run[0] is self.log and run[1] == len(self.log.entries) and self.log.entries:
            slots = [*run[2], slot]
            drop_last_entry(self.log)
        else:
            slots = [slot]
        color = self.seat_color(ev.seat) if ev.seat is not None else INK
        self.log.add(t("elemons.refilled", n=len(slots), slots=i18n.slot_text(sorted(slots))), color)
        self._refills = (self.log, len(self.log.entries), slots)

    def describe(self, ev: Event) -> str | None:
        if ev.kind == "tile_turned" and ev.seat is not None and ev.seat != self.viewer:
            # another player's tile that nobody had seen is said to be a guess (nc15 felt the easy bot's
            # lucky early pairs were cheating), one it had looked at in secret is said so too
            # nc16: said on every flip, « au hasard » made the easy bot look dumb; it is said only
            # where it matters, a never-seen tile that makes the pair (the lucky one)
            known = self.turn_known(ev)
            if known == "secret" or (known == "blind" and self.makes_pair(ev)):
                ev = Event(ev.kind, ev.seat, {**ev.data, "effect": known}, ev.to)
        if ev.kind in ("tile_peeked", "tile_peeked_public") and self.under_rock(ev):
            # a Hydromon may look under a Rock (the ruling): said, else it read as a broken rule (nc17 shot-110)
            ev = Event(ev.kind, ev.seat, {**ev.data, "effect": "rock"}, ev.to)
        return super().describe(ev)

    def under_rock(self, ev: Event) -> bool:
        """A Rock lay on the event's slot when it came, by the events shown before it."""
        slot = ev.data.get("slot")
        at = next((i for i in range(len(self.shown) - 1, -1, -1) if self.shown[i] is ev), len(self.shown))
        for e in reversed(self.shown[:at]):
            if e.kind in ("rock_placed", "rock_removed") and e.data.get("slot") == slot:
                return e.kind == "rock_placed"
        return False

    def makes_pair(self, ev: Event) -> bool:
        """This flip is the second of its player's two and pairs with the first (a Polymon with any)."""
        at = next((i for i in range(len(self.shown) - 1, -1, -1) if self.shown[i] is ev), len(self.shown))
        for e in reversed(self.shown[:at]):
            if e.kind == "tile_turned":
                first, second = e.data.get("tile"), ev.data.get("tile")
                return e.seat == ev.seat and (first == second or "polymon" in (first, second))
            if e.kind in ("turn_started", "tiles_hidden", "pair_won", "replay"):
                return False
        return False

    def turn_known(self, ev: Event) -> str:
        """What the seat turning a tile knew of it, from the events before (anyone's to see):
        "blind" (nobody has seen it since it was laid), "secret" (it alone looked at it, a Hydromon's
        look) or "seen" (it was turned before everyone's eyes)."""
        slot = ev.data["slot"]
        at = next((i for i in range(len(self.shown) - 1, -1, -1) if self.shown[i] is ev), len(self.shown))
        for e in reversed(self.shown[:at]):
            if e.kind == "slot_refilled" and e.data.get("slot") == slot:
                return "blind"  # a new tile there
            if e.kind == "tile_turned" and e.data.get("slot") == slot:
                return "seen"
            if e.kind == "tile_peeked_public" and e.data.get("slot") == slot and e.seat == ev.seat:
                return "secret"
        return "blind"

    def on_tile_turned(self, ev: Event) -> None:
        self._caught_last = False  # a catch before the flips (a trade first) did not end the turn
        slot = int(ev.data["slot"])
        if slot in self.my_secret and ev.seat is not None and ev.seat not in self.feed.local_seats() \
                and self.secret_seen.get(slot) != ev.seat and not self.blind_note_said and self.guide is None:
            self.blind_note_said = True
            self.log.add(t("elemons.bot_blind", who=self.short_names()[ev.seat]), MUTED)
        self.my_secret.discard(slot)
        # the face shows from the first frame the log says « retourne la tuile 3 », opening out (nc20 shot 14:
        # the line came while the back still turned, and the tile looked face down under it)
        self.slot_anim[ev.data["slot"]].turn = self.tween(TURN_OPEN, 1.0, 0.2)
        self.slot_anim[ev.data["slot"]].fresh = None  # seen by all: no longer new
        if ev.data["slot"] in self.seen_slots:
            self.known_turned.add(ev.data["slot"])
        else:
            self.known_turned.discard(ev.data["slot"])
        self.seen_slots.add(ev.data["slot"])
        if ev.data.get("tile"):
            self.seen_kinds[ev.data["slot"]] = str(ev.data["tile"])

    def on_tiles_hidden(self, ev: Event) -> None:
        slots, tiles = ev.data["slots"], ev.data["tiles"]
        for s, kind in zip(slots, tiles, strict=True):
            self.peeked[s] = kind
            self.hiding.add(s)
        seconds = self.up_seconds()
        known = seconds is None and self.guide is None and all(s in self.known_turned for s in slots)
        if seconds != 0.0:
            # a memory game: the tiles, anyone's, stay up until the person has seen them, the same pause for every
            # miss; two tiles the screen had already shown say so (« déjà vues »). They went by themselves for a
            # while (nc19 item 9: a click for nothing new), and read as a skipped pause, the reveal unseen (nc25
            # shot 57 at 1.2 s, nc51 shot 091 at 2.4 s): a player checks each reveal against memory. Whoever finds
            # the clicks tedious has « Toujours 2 s, sans clic », offered where they wait.
            self.hold_up(list(slots), ev.seat, seconds)
            self.up_known = known
            return
        if self.feed.replaying and not self.playing_replay and not self.again:
            self.replay_up = {int(s): str(kind) for s, kind in zip(slots, tiles, strict=True)}
            return
        for s in slots:
            self._turn_back(s, 0.7)

    def up_seconds(self) -> float | None:
        """How long turned-up tiles stay up: None until a click or a key, else real seconds (the
        setting `tiles_up`, 0 by default: until a click). Shown again (L): a short while, no click.
        0.0: they turn back by themselves (a demo, a replay of a saved game, a tutorial's autoplay,
        a table of bots only)."""
        if self.showing_again:  # its last step too (the queue of steps is empty by then)
            return AGAIN_UP
        if self.demo or self.feed.replaying or self.autoplay or not self.feed.local_seats():
            return 0.0
        seconds = float(getattr(self.app.settings, "tiles_up", 0.0))
        return seconds if seconds > 0 else None

    def hold_up(self, slots: list[int], who: int | None, seconds: float | None, peek: bool = False,
                won: dict[int, str] | None = None) -> None:
        """Keep `slots` face up (and the events after them waiting) for `seconds`, or until a click;
        `won`: the tiles of a pair just won (they leave for the winner's panel once seen)."""
        self.up_slots, self.up_who, self.up_peek, self.up_left = slots, who, peek, seconds
        self.up_known = False
        self.holds += 1
        self.up_won = dict(won or {})
        self.up_again = bool(self.again)

    def up_words(self) -> str:
        """What the held tiles wait for, in words: whose they are, or that they were looked at."""
        slots = i18n.slot_text(self.up_slots)
        # a bot without its level, as the log says it: « Bot 2 (sur mesure) gagne la paire d'Electromons (tuiles 4, 5) :
        # cliquez pour continuer » took three lines and fell to small type, unlike every other pause (nc65 shot 086)
        seats = self.short_names()
        if self.up_swap is not None:
            who, took, gave = self.up_swap
            return t("elemons.swapped_you_up", who=seats[who], took=self.kind(took).name[i18n.lang],
                     gave=self.kind(gave).name[i18n.lang])
        if self.up_won:  # anyone's pair, one's own too: the same words, the same click (nc14)
            kinds = sorted(set(self.up_won.values()), key=lambda k: k == self.defs.wild)
            names = [self.kind(k).name[i18n.lang] for k in kinds]
            key = "elemons.pair_up_own" if self.up_who == self.viewer else "elemons.pair_up"
            return t(key, who=seats[self.up_who or 0], slots=slots, kind=names[0], other=names[-1],
                     same="yes" if len(names) == 1 else "no",
                     power="none" if self.defs.wild in kinds else "some",  # a Polymon's pair: no power
                     click="no" if self.up_left is not None else "yes")  # one's own goes by itself
        if self.up_peek:
            return t("elemons.peek_up", slots=slots)
        if self.up_known:  # nothing new, said: the click as for every miss
            own = self.up_who == self.viewer
            gift = self.gift_warning(self.up_slots) if own else ""
            return (f"{gift} " if gift else "") + t("elemons.tiles_up_known_own" if own else "elemons.tiles_up_known",
                                                    who=seats[self.up_who or 0], slots=slots)
        # one wording for every pause of this kind, « cliquez pour continuer » (nc14 read two for one)
        if self.up_who == self.viewer:
            gift = self.gift_warning(self.up_slots)
            return (f"{gift} " if gift else "") + t("elemons.tiles_up_own", slots=slots)  # the warning first
        return t("elemons.tiles_up", who=seats[self.up_who or 0], slots=slots)

    def fast_offered(self) -> bool:
        """Turned tiles wait for the person's click: « Toujours 2 s » beside them lets every reveal go by itself
        from now on (nc25: once the rules are known, a click after each bot miss is tedious; the setting
        « tuiles retournées visibles » was only in the Réglages)."""
        return (self.held and self.up_left is None and self.up_who is not None
                and self.up_swap is None and not self.up_peek and self.guide is None and not self.again
                and self._again_model is None and not self.bar.buttons  # (never over an action's button)
                # offered at the first holds only, then never: it came and went at every reveal beside
                # « Conseil (H) » (nc28 shots 42-75); the Réglages keep it
                and (self.holds in self.fast_holds or len(self.fast_holds) < FAST_OFFERS))

    def go_fast(self) -> None:
        """« Toujours 2 s »: the setting changes (and is saved), the tiles held now are seen."""
        settings = self.app.settings
        settings.tiles_up = FAST_UP
        try:
            settings.save()
        except OSError as exc:
            self.app.warning = str(exc)
        self._release_up()
        self.flash(t("elemons.tiles_up_fast_done"), calm=True)

    def draw_fast(self, surf: pygame.Surface) -> None:
        """« Toujours 2 s » and the setting it changes, named, under the held tiles' words."""
        self.fast_holds.add(self.holds)
        fast = Button(FAST_RECT.copy(), t("elemons.tiles_up_fast"), self.go_fast, tag="fast")
        fast.draw(surf, hover=self.fast_aimed())
        note = t("elemons.tiles_up_fast_note")
        first, dot, rest = note.partition(". ")  # a sentence a line where each fits (« À / changer ici » was cut)
        lines = [first + dot.strip(), rest] if rest and all(
            len(wrap(x, FAST_NOTE_WIDTH, TYPE.SMALL)) == 1 for x in (first + dot.strip(), rest)) else \
            wrap(note, FAST_NOTE_WIDTH, TYPE.SMALL)
        for k, line in enumerate(lines[:2]):
            surf.blit(render(line, TYPE.SMALL, MUTED), (330, FAST_RECT.y + 2 + k * 21))

    def fast_aimed(self) -> bool:
        """A click on « Toujours 2 s » is its own only once the pointer was brought there and rested a moment:
        a quick click meant to go on, there by chance, must never change a setting (nc26 shot 49); it goes on."""
        return self.fast_hover and self.fast_aim is not None and self.fast_aim >= FAST_AIM

    def _turn_back(self, s: int, delay: float) -> None:
        self.slot_anim[s].turn = self.tween(1.0, 0.0, 0.3, delay=delay, on_done=lambda s=s: self._hide(s))

    def _release_up(self) -> None:
        """The held tiles have been seen (a click, a key, or the time the setting gives): they turn back."""
        slots, self.up_slots, self.up_who, self.up_left, self.up_peek = self.up_slots, [], None, 0.0, False
        self.up_swap = None
        won, self.up_won = self.up_won, {}
        if won:  # a pair seen where it lay: now it goes to its winner
            self._fly_pair(won, self.up_who_won, 0.0)
            self.pair_flight = self.tween(0.0, 1.0, PAIR_FLY)
            return
        for s in slots:
            if s < len(self.slot_anim):
                self._turn_back(s, 0.0)

    def _hide(self, s: int) -> None:
        self.hiding.discard(s)
        self.peeked.pop(s, None)

    def on_pair_won(self, ev: Event) -> float | None:
        """An opponent's pair stays face up where it lay, like its misses, until the person has seen
        what it took (a click or a key; the setting's seconds); one's own pair flies off at once."""
        won = dict(zip((int(s) for s in ev.data["slots"]), ev.data["tiles"], strict=True))
        seat = actor(ev)
        seconds = self.up_seconds()
        if self.defs.wild in won.values() and not self.again:  # why nothing follows the pair: said
            self.log.add(t("elemons.pair_no_power"), self.seat_color(seat))
            if seat == self.viewer:
                self.banner(t("elemons.pair_no_power"), 1.4)
        if seconds is None and seat == self.viewer:
            # one's own pair that ends the game stays up too, a while, and goes by itself: it went at
            # once and the tutorial's end felt abrupt (nc16 shot-34/35); the results still come unasked.
            # Any other own pair also goes by itself: another's tiles, to remember, still wait for a click
            seconds = LAST_PAIR_UP if self.feed.is_over else OWN_PAIR_UP
        if seconds != 0.0 and not self.again:
            # anyone's pair, one's own too, stays where it lay until seen (nc14 shot-57/58: one's own,
            # up 1.2 s by itself, went before the person looked at its second tile)
            self.up_who_won = seat
            self.hold_up(sorted(won), seat, seconds, won=won)
            return None
        self._fly_pair(won, seat, 0.25)
        # one's own pair: its power's banner comes while the tiles still fly (the tutorial's next step
        # came two seconds after the pair, nc11 shot-10); another's keeps the presentation's pace
        return OWN_BEAT if seat == self.viewer and not self.again else None

    def on_power(self, ev: Event) -> float | None:
        """One's own power: its banner says it, the prompt for it comes at once after a short beat."""
        return OWN_BEAT if ev.seat == self.viewer and not self.again else None

    def banner_text(self, key: str, ev: Event) -> str:
        """A power that will have no effect promises nothing: « Aeromon : sans effet », then why (nc20 shots
        48, 60: « Aeromon : regardez et échangez » came with no one to look at, only the log said why)."""
        if ev.kind == "power":
            after = self.queue or self.again
            if after and after[0].kind == "power_fizzled" and after[0].seat == ev.seat:
                return t("elemons.power_none", kind=i18n.name(self.game_id, ev.data["kind"]))
        return super().banner_text(key, ev)

    def _fly_pair(self, won: dict[int, str], seat: int, delay: float) -> None:
        """A won pair's tiles fly from the grid to the winner's panel: over the grid to the height of the spot
        they land on, then across into the panel; straight, a tile from the lower rows crossed the other panel's
        name on its way to the upper one (nc31 shot 76: over « Bot 2 (sur mesure) »)."""
        first = PAIR_FLY * PAIR_LEG
        self.arriving[seat] = list(won.values())  # (a hidden hand's panel leaves them out till they land)
        for (s, kind), end in zip(won.items(), self.landing(seat, list(won.values())), strict=True):
            start = pygame.Rect(0, 0, 58, 58)
            start.center = self.slot_rect(s).center
            turn = start.copy()
            turn.midleft = (GRID_X, end.centery)
            self.anim.fly(self.drawer(kind), start, turn, first, delay=delay, easing=linear)
            self.anim.fly(self.drawer(kind), turn, end, PAIR_FLY - first, delay=delay + first)

    def on_slot_refilled(self, ev: Event) -> None:
        self.seen_slots.discard(ev.data["slot"])  # a new tile, never seen
        self.my_secret.discard(int(ev.data["slot"]))
        self.seen_kinds.pop(ev.data["slot"], None)
        self.slot_anim[ev.data["slot"]].drop = self.tween(0.0, 1.0, 0.35, easing=ease_out_cubic)
        # a newcomer saw places fill while reading: the new tile is ringed for a moment, and the log says it
        # the ring then stays pale until the tile is turned: it went before anyone looked (nc13 shot-16/17)
        # A tile laid by the person's own pair is seen landing: its ring fades out, no pale frame stays (nc24
        # shots 47, 71: tile 8, laid right after their pair, was pale and « posée depuis votre dernier tour »
        # read as "since my previous turn ended"). nc25 shots 16, 26: its fading ring, pale and still on for 4 s, looked
        # like that pale frame beside two tiles of the same turn already without: it is the person's colour, as
        # the legend's « cadre de couleur : ce qu'un joueur a joué au tour en cours ». nc31 shots 14, 22, 72, 92:
        # that orange inner frame, inside the turn's own orange frame on the same place, was explained nowhere:
        # the turn's frame alone says it (a tile laid by one's own pair has no ring)
        # nc61 shots 062, 074, 080: tiles laid in the person's own turn (a Hydromon's look, a pair) had no mark, though
        # nobody had seen them, and the person tracked them in their head: the pale frame now means « never turned »,
        # whoever's turn laid the tile, until someone turns it (no bright fade for one's own: seen landing)
        own = ev.seat == self.viewer and ev.seat in self.feed.local_seats()
        start = FRESH_KEEP if own else 1.0
        self.slot_anim[ev.data["slot"]].fresh = self.rings.add(Tween(start, FRESH_KEEP, FRESH_RING, delay=0.35))

    def on_rock_placed(self, ev: Event) -> float | None:
        slot, anim = ev.data["slot"], self.slot_anim[ev.data["slot"]]
        anim.rock_from = None
        if self.guide is None or ev.seat == self.viewer or self.again:
            anim.drop = self.tween(0.0, 1.0, 0.4, easing=ease_out_back)
            return None
        # the tutorial: the opponent's Rock is seen taken from the free ones and laid on its tile, named in a
        # banner, before the next step (nc37 shot 18: the placement fell between two screens, only « Geomon :
        # l'adversaire pose un Rocher » was seen)
        anim.rock_from = self.rocks_rect().midleft
        anim.drop = self.tween(0.0, 1.0, ROCK_WATCH, easing=ease_out_cubic)
        self.banner(t("elemons.rock_watch", who=self.names[actor(ev)], slot=slot + 1), ROCK_WATCH + ROCK_SEEN)
        return ROCK_WATCH + ROCK_SEEN

    def rock_flying(self, s: int) -> bool:
        """The tutorial's opponent Rock is still on its way from « Rochers libres » to tile `s`."""
        anim = self.slot_anim[s] if s < len(self.slot_anim) else None
        return anim is not None and anim.rock_from is not None and anim.drop is not None and not anim.drop.done \
            and self.m.grid[s].rock is not None

    def draw_rock_flying(self, surf: pygame.Surface, s: int) -> None:
        """A Rock on its way to tile `s`, over the tiles it crosses (under tile 9 it was cut)."""
        if not self.rock_flying(s):
            return
        anim, rect = self.slot_anim[s], self.slot_rect(s)
        assert anim.drop is not None and anim.rock_from is not None
        p, (x0, y0) = anim.drop.value, anim.rock_from
        centre = (round(x0 + (rect.centerx - x0) * p), round(y0 + (rect.centery - y0) * p))
        img = self.rock_img(rock_size(p))
        surf.blit(img, img.get_rect(center=centre))

    def on_tile_peeked(self, ev: Event) -> None:
        s = ev.data["slot"]
        if ev.seat == self.viewer and int(s) not in self.public_kinds:
            self.my_secret.add(int(s))
        self.peeked[s] = ev.data["tile"]
        self.seen_slots.add(s)
        if ev.data.get("tile"):
            self.seen_kinds[s] = str(ev.data["tile"])
        # (a look leaves the pale frame: the tile is still « jamais retournée », nc61)
        self.slot_anim[s].turn = self.tween(0.0, 1.0, 0.25)
        more = any(e.kind == "tile_peeked" for e in [*self.queue, *self.again])
        v = self.view
        still = v["phase"] == "peek" and v["current"] == self.viewer and not self.again
        if not more and not still:
            # The last look: every looked-at tile stays in sight, and the turn waits, until the person
            # has learnt them (a click or a key; the setting's seconds), whatever the animation speed.
            seconds = self.up_seconds()
            self.hold_up(sorted(self.peeked), ev.seat, PEEK_UP if seconds == 0.0 else seconds, peek=True)

    def on_tile_burned(self, ev: Event) -> float | None:
        start = pygame.Rect(0, 0, 80, 80).move_to(center=self.panel_rect(ev.data["target"]).center)
        watched = self.guide is not None and actor(ev) == self.viewer and not self.again
        fly = BURN_WATCH if watched else BURN_FLY
        self.anim.fly(self.drawer(ev.data["tile"]), start, self.box_mouth(), fly)
        if watched:  # the tutorial's step asks to watch it go: the next step waits till it is in the Box
            return fly + BURN_SEEN
        return self.taken_from_me(ev, t("elemons.burned_you", who=self.names[actor(ev)],
                                        tile=self.kind(ev.data["tile"]).name[i18n.lang]))

    def on_tiles_swapped(self, ev: Event) -> float | None:
        """An Aeromon's swap: the two Elemons cross between the panels; the person it was done to is told."""
        d, seat = ev.data, actor(ev)
        mine, theirs = self.panel_rect(seat).center, self.panel_rect(int(d["target"])).center
        self.anim.fly(self.drawer(d["gave"]), mine, self.landing(int(d["target"]), [str(d["gave"])])[0], 0.7,
                      size=(64, 64))
        self.anim.fly(self.drawer(d["took"]), theirs, self.landing(seat, [str(d["took"])])[0], 0.7, size=(64, 64))
        if self.on_tiles_swapped_shown(ev):
            return None
        return self.taken_from_me(ev, t("elemons.swapped_you", who=self.names[seat],
                                        took=self.kind(d["took"]).name[i18n.lang],
                                        gave=self.kind(d["gave"]).name[i18n.lang]))

    def on_tiles_swapped_shown(self, ev: Event) -> bool:
        """Another player's swap done to the person waits, said under the grid, until seen (a click,
        a key, the setting's seconds); the two Elemons in the panels framed. False: not held."""
        d = ev.data
        seconds = self.up_seconds()
        if d.get("target") != self.viewer or ev.seat == self.viewer or self.again or seconds == 0.0:
            return False
        self.hold_up([], ev.seat, seconds)
        self.up_swap = (actor(ev), str(d["took"]), str(d["gave"]))
        return True

    def taken_from_me(self, ev: Event, words: str) -> float | None:
        """Another player's power took one of the person's Elemons: said in a banner that stays long
        enough to read (the events after it wait), so the loss is seen, not found later in the log."""
        if ev.data.get("target") != self.viewer or ev.seat == self.viewer or self.again or not self.feed.local_seats():
            return None
        self.banner(words, TAKEN_UP)
        return TAKEN_UP

    def on_tile_drawn(self, ev: Event) -> float | None:
        """The Floramon's draw: the tile flies from the pile to the hand. One's own draw is said in a banner
        and held a moment, as another player's power is (nc21 shots 47-49: only the log said « Joueur 1 gagne
        la première tuile de la pioche : Pyromon », and the bot was already playing)."""
        seat, kind = actor(ev), str(ev.data["tile"])
        end = self.landing(seat, [kind])[0]
        own = seat == self.viewer and not self.again and bool(self.feed.local_seats())
        if not own:
            self.anim.fly(self.drawer(kind), self.pile_rect(), end, 0.6)
            return None
        self.anim.fly(self.drawer(kind), self.pile_rect(), end, DRAWN_FLY, size=(96, 96))
        self.banner(t("elemons.drawn_you", tile=self.kind(kind).name[i18n.lang]), DRAWN_UP)
        return DRAWN_UP

    def on_tile_drawn_public(self, ev: Event) -> None:
        self.anim.fly(self.drawer("back"), self.pile_rect(), self.landing(actor(ev), ["back"])[0], 0.6)

    def on_gigamon_caught(self, ev: Event) -> float | None:
        self._caught_last = True  # a turn ended by this catch says so (on_turn_ended)
        seat = actor(ev)
        if seat != self.viewer and self.viewer is not None and self.m.players[seat].tiles is None and not self.again:
            # Elemons of the catch this screen never saw enter that hand: said, or the catch seems to come from
            # nowhere (nc35 shot 91: Supermon caught with a Polymon the Floramon had drawn face down)
            unseen = len(ev.data.get("given") or []) - self.seen.hands[seat].kinds.get(str(ev.data["kind"]), 0)
            if unseen > 0:
                self.log.add(t("elemons.caught_unseen", n=unseen, kind=self.kind(ev.data["kind"]).name[i18n.lang]),
                             self.seat_color(seat))
        left = self.power_left(seat)
        if left is not None and any(e.kind == "game_over" for e in self.queue) and not self.again:
            # the winning catch came before the power's answer: said, not left hanging (nc35 shot 101: « Pouvoir
            # déclenché : Aeromon », then the catch and the end, no exchange and no word that none was made)
            self.log.add(t("elemons.power_left", power=left, who=self.names[seat]), self.seat_color(seat))
        self._fly_gigamon(str(ev.data["kind"]), seat)
        name = self.kind(ev.data["kind"]).gigamon_name[i18n.lang]
        if self.one_more_wins(seat):  # announced before it happens: the next one ends the game
            # the person at this screen is « Vous », as everywhere else (nc21 shot 72: « Joueur 1 tient 2 Gigamons »)
            words = t("elemons.announce.one_more", k=self.defs.gigamons_to_win - 1, who=self.names[seat],
                      you="yes" if seat == self.viewer and self.feed.local_seats() == [seat] else "no")
            # the catch is named first, in its own banner, and the warning follows it: a second catch in one
            # turn showed only the warning, its Gigamon named in the log alone (nc35 shots 90-91: Supermon)
            self.banner(t("elemons.caught", name=name), CAUGHT_UP)
            self.tweens.add(Tween(0.0, 1.0, CAUGHT_UP, linear, 0.0, lambda: self.banner(words, 2.2)))
            return CAUGHT_UP + 2.2
        ends = any(e.kind == "turn_ended" for e in self.queue[:2])  # the catch closed the turn: say so
        ends = ends and not any(e.kind == "game_over" for e in self.queue)  # (the game's end says more)
        self.banner(t("elemons.caught_end" if ends else "elemons.caught", name=name), CAUGHT_UP)
        return CAUGHT_UP  # the next event (a second catch, the turn's end, the game's) waits for it

    def power_left(self, seat: int) -> str | None:
        """The power of the seat's pair this turn still waiting for its answer (an Aeromon's exchange, a Pyromon's
        burn, a Geomon's Rock, a Hydromon's looks), or None: a catch may come first, and a third one ends it all."""
        for e in reversed(self.shown):
            if e.kind == "turn_started" or e.seat != seat or e.kind in POWER_ANSWERS:
                return None
            if e.kind == "power":
                power = str(e.data["power"])
                return power if power in ("swap", "burn", "rock", "peek") else None
        return None

    def _fly_gigamon(self, kind: str, seat: int) -> None:
        """A caught Gigamon's large card shrinks over the grid to the height of its place in the panel, then goes
        across to it, under the panels' text lines. It flew straight to the panel's middle, as large, over the
        other panel's top line (nc32 shot 30: « Elemons en main : 3, dont 1 vu » half hidden)."""
        card = pygame.Rect(0, 0, GIGA_CARD, GIGA_CARD)
        card.center = (round(GRID_X + 1.5 * TILE), round(GRID_Y + 1.5 * TILE))
        held = sorted({*self.m.players[seat].gigamons, kind})
        cell = self.giga_rect(seat, held.index(kind))
        end = pygame.Rect(0, 0, GIGA_PIC, GIGA_PIC)
        end.midtop = (cell.centerx, cell.y)
        turn = pygame.Rect(0, 0, GIGA_TURN, GIGA_TURN)
        turn.midleft = (GRID_X, end.centery)
        draw = self.drawer("giga:" + kind)
        self.anim.fly(draw, card, turn, GIGA_RISE, delay=GIGA_HELD, easing=lambda k: k * k)
        across = self.anim.fly(draw, turn, end, GIGA_GOES - GIGA_RISE, delay=GIGA_HELD + GIGA_RISE)
        self.giga_across.setdefault(seat, []).append(across)
        self.giga_landing[(seat, kind)] = across

    def gigamon_landing(self, seat: int, kind: str) -> bool:
        """The seat's Gigamon of `kind` is still flying to its place in the panel: the place waits for it, empty
        (nc63 shot 108: the resting Terramon drawn there from the catch on, the flying one landing over it, two
        Terramons overlapping)."""
        f = self.giga_landing.get((seat, kind))
        if f is None or f.tween.done or f not in self.anim.flights:
            self.giga_landing.pop((seat, kind), None)
            return False
        return True

    def gigamon_crossing(self, seat: int) -> bool:
        """A caught Gigamon is on its way across to the seat's panel: it goes over the « À 1 … » lines beside the
        Gigamons there (nc51 shot 100: Supermon over « À 1 Elemon d'un Gigamon : Aeromon, Hydromon »), and they
        wait for it to land (they are about the hand the catch has just changed)."""
        legs = [f for f in self.giga_across.get(seat, []) if not f.tween.done and f in self.anim.flights]
        self.giga_across[seat] = legs
        return any(f.tween.elapsed >= f.tween.delay for f in legs)

    def on_gigamon_lost(self, ev: Event) -> None:
        self._caught_last = True  # still the catch: the turn's end may follow

    def on_turn_ended(self, ev: Event) -> None:
        """A turn that a Gigamon's catch ended says so in the log (it ends without a click)."""
        if self._caught_last and ev.seat is not None and not self.again and self._again_model is None:
            self.log.add(t("elemons.caught_ends_turn", who=self.names[ev.seat]), self.seat_color(ev.seat))
        self._caught_last = False

    def on_game_over(self, ev: Event) -> float:
        """The end in words on the table before the results: who won and why."""
        winners = ev.data["winners"]
        who = ", ".join(self.names[w] for w in winners)
        reason = ev.data["reason"]
        key = f"elemons.end.{reason}" if reason in ("gigamons", "pile", "turn_limit", "stuck") else "elemons.end.other"
        you = "yes" if winners == [getattr(self, "viewer", None)] else "no"  # the person at this screen reads "vous"
        text = t(key, who=who, n=self.defs.gigamons_to_win, you=you) if winners else t("elemons.end.draw")
        self.anim.banner(text, self.banner_center, 2.6, ACCENT).min_width = self.banner_min_width
        self.fit_banner()
        return 2.6

    # -- input ------------------------------------------------------------------------------
    def grid_actions(self) -> dict[int, Action]:
        out: dict[int, Action] = {}
        for a in self.legal(self.human_to_act()):
            if a.kind in ("flip", "rock", "peek"):
                out[int(a.args[0])] = a
        return out

    def grid_attempt(self, s: int) -> Action:
        """What a click on slot `s` asks for in this phase (refused with a reason when not allowed)."""
        phase = self.view["phase"]
        return act({"rock": "rock", "peek": "peek"}.get(phase, "flip"), s)

    def acting_next(self) -> int | None:
        """The seat of this screen the engine already waits on while the screen still plays out that
        seat's own last move (a power, a Rock falling, new tiles coming): its prompt and buttons stay
        up meanwhile (they went away for a while after every power, nc9 shot-66). None otherwise."""
        if not self.busy or self.held or self.feed.is_over or self.feed.replaying or self.again \
                or self._again_model is not None:
            return None
        local = self.feed.local_seats()
        actors = [s for s in self.feed.actors() if s in local]
        if not actors or actors[0] != self.viewer:
            return None
        if self.others_showing():
            return None  # another player's move still plays: not the person's pause
        if self.power_showing() and not any(a.kind == "trade" and self.trade_shown(actors[0], a)
                                            for a in self.legal(actors[0])):
            return None  # nothing to offer before the pair's power is shown (`build_buttons`)
        return actors[0]

    def power_showing(self) -> bool:
        """Only « Fin de tour » and the catches are left while the pair and its power still show: « Fin de
        tour » waits till they are shown (nc24 shots 61-62: it came before the Floramon gave the third
        Floramon, « Attraper Biomon » 2 s later beside it; a quick click threw the catch away)."""
        shown = [*self.queue, *([self.current] if self.current is not None else [])]
        return self.view["phase"] == "after" and any(ev.kind in POWER_SHOWN for ev in shown)

    def guide_lone_choice(self) -> Action | None:
        """In the tutorial, the choice of opponent the screen makes for the person (the only one to burn
        or to look at), now asked by the step: it waits for the box's « Continuer » (nc22 shots 24-25,
        31-32: played after 2.5 s, « Regardez-le partir dans la Boîte » went by unwatched and step 19
        was never seen)."""
        guide = self.guide
        seat = self.human_to_act()
        expected = getattr(guide, "expected", None)
        if seat is None or expected is None:
            return None
        legal = self.choice_actions(seat)
        if len(legal) != 1 or legal[0].kind not in self.only_choice_kinds or expected() != legal[0]:
            return None
        return legal[0]

    def guide_step_reads(self) -> bool:
        return super().guide_step_reads() or self.guide_lone_choice() is not None

    def only_choice(self) -> tuple[int, Action] | None:
        found = super().only_choice()
        return None if found is not None and self.guide_lone_choice() is not None else found

    def read_on(self) -> None:
        """« Continuer » under a step the screen plays by itself: it plays it now, watched."""
        seat, lone = self.human_to_act(), self.guide_lone_choice()
        if seat is not None and lone is not None:
            self.app.sounds.play("click")
            self.error = ""
            self.act(seat, lone)
            return
        super().read_on()

    def guide_words(self) -> tuple[str, str] | None:
        """One's own pair goes by itself (`OWN_PAIR_UP`): meanwhile the box keeps the step just played,
        not « cliquez ou appuyez sur une touche pour continuer », which no longer holds."""
        guide = self.guide
        if guide is not None and guide.step is not None and guide.index > 0 and self.held and self.up_won \
                and self.up_who == self.viewer and self.up_left is not None and not self.finished_shown:
            return guide.tutorial.steps[guide.index - 1].text(), t("tutorial.step", **guide.numbered(guide.index))
        if guide is not None and guide.step is not None and guide.index > 0 and not self.held \
                and self.holds_events() and self.up_who_won == self.viewer and not self.finished_shown:
            # a pair flying to its hand waits for nobody's click: the step just played stays, not « Prenez le temps
            # de bien regarder, puis cliquez… » (nc32 shot 39: that pause showed after one's own pairs, for nothing)
            return guide.tutorial.steps[guide.index - 1].text(), t("tutorial.step", **guide.numbered(guide.index))
        if guide is not None and guide.step is None and guide.index > 0 and not self.m.over \
                and not self.finished_shown:
            # the last step played, its move still on screen (its catch's banner, the turn's end): its words stay
            # until the game's end is shown, and the last words come with it (nc59 shot 039: « Bravo : la pioche
            # est vide et vous gagnez » under « Heliomon attrapé ! », the game not over on the screen yet)
            return guide.tutorial.steps[guide.index - 1].text(), t("tutorial.step", **guide.numbered(guide.index))
        words = super().guide_words()
        if guide is not None and words is not None and words[0] == t("tutorial.look") \
                and words[1] == t("tutorial.step", **guide.numbered(guide.index)):
            # the step just played, done: its number alone over new words read as a step that had not moved
            # on (nc21 shots 03, 13: « Étape 2 sur 18 » over « Prenez le temps de bien regarder… »)
            return words[0], t("elemons.tutorial_step_done", **guide.numbered(guide.index))
        return words

    def guide_least(self) -> int:
        """The tutorial's box keeps one height from step to step, that of its tallest step: it took each step's
        height, and the log under it moved up and down with it, a gap above it after a short step (nc31 shots
        4, 9, 12, 19, 27)."""
        return self.steady_box_height()

    def steady_box_height(self) -> int:
        """The height of the tallest box the tutorial's steps (and what to watch before them) take at its home,
        in the language shown."""
        guide = self.guide
        if guide is None:
            return 0
        home = self.guide_home()
        key = (i18n.lang, (home.x, home.y, home.w, home.h))
        if self._steady_box is None or self._steady_box[0] != key:
            texts = [(step.text(), step.reads) for step in guide.tutorial.steps]
            texts += [(step.watch[i18n.lang], False) for step in guide.tutorial.steps if step.watch.get(i18n.lang)]
            tallest = max((guide_box_rect(home, text, more=more)[0].height for text, more in texts), default=0)
            self._steady_box = (key, tallest)
        return self._steady_box[1]

    def guide_acting(self) -> int | None:
        """A tutorial step speaks with the prompt: the Hydromon's looks pointed at no tile while its
        banner still played, and a click on another tile was told off (nc18 shot-10/11)."""
        seat = self.human_to_act()
        return seat if seat is not None else self.acting_next()

    def choice_actions(self, seat: int) -> list[Action]:
        """A catch stays open beside the Aeromon's or the Pyromon's choice of opponent: with one opponent
        holding Elemons, that choice is still no choice, and the screen makes it (nc17 shot-99..101)."""
        return [a for a in self.legal(seat) if a.kind != "trade"]

    def build_buttons(self, seat: int | None = None) -> None:
        """The prompt and the buttons of the seat to act (`seat`: the one `acting_next` names)."""
        seat = self.human_to_act() if seat is None else seat
        self.bar_seat = seat
        buttons: list[Button] = []
        self.prompt, self.prompt_waits = "", False
        self.prompt_room = 0
        if seat is None:
            self.bar.set(buttons)
            return
        legal = self.legal(seat)
        v = self.view
        phase = v["phase"]
        x, y = 330, BAR_TOP
        targets = sum(1 for a in legal if a.kind in ("look", "burn"))  # one opponent: its button is named
        self.prompt = t(f"elemons.prompt.{phase}", left=v["pending"].get("left", 0), targets=targets)
        grid = ElemonsModel.from_view(v, self.viewer).grid  # the engine's: the screen may still be catching up
        if phase == "flip" and any(c.face_up == self.defs.wild for c in grid) and self.guide is None:
            # (the tutorial's box says it at that step: said twice, the prompt ran into the frames' legend)
            self.prompt += " " + t("elemons.polymon_up")  # its limit, said where the person meets it
        if phase == "flip" and self.pile_low() and self.guide is None:
            # the end said where the person looks, first (nc36 shot 112: only small words under the pile)
            self.prompt = t("elemons.ends_next", you="yes") + " " + self.prompt
        if phase == "peek":  # the ruling: the pair's empty places are refilled after the looks, never looked at
            empty = sum(1 for c in grid if not c.tile)
            unseen = sum(1 for s, c in enumerate(grid)
                         if c.tile and c.rock is None and not c.face_up and s not in self.seen_slots)
            self.prompt = peek_prompt(v["pending"].get("left", 0), empty, unseen)

        def add(label: str, action: Callable[[], Any], tag: str, width: int = 190,
                color: tuple[int, int, int] = (52, 70, 92)) -> None:
            """A button; its tag says what it does (an action's text form, or "swap"), whatever the language."""
            nonlocal x
            buttons.append(Button(pygame.Rect(x, y, width, 46), label, action, color=color, tag=tag))
            x += width + 10

        def send(a: Action) -> Callable[[], Any]:
            return lambda: self.act(seat, a)

        for a in legal:
            if a.kind in ("look", "burn") and targets > 1:  # one opponent: the screen names it itself
                add(self.names[int(a.args[0])], send(a), str(a))
        if phase == "swap":
            add(t("elemons.keep"), send(act("keep")), "keep")
            pick = self.swap_pick
            base = self.prompt
            if self.gift_marked():  # what the « ! » means, said before any pick (nc32 shots 43-44)
                self.prompt = whole_prompt([f"{base} {t('elemons.swap_mark')}", base])
            self.prompt_room = prompt_height(self.prompt)  # the picker under it stays put, whatever is picked
            gives = self.gift_reach(str(pick["mine"])) if pick["mine"] else None
            gain = self.gain_words(seat, str(pick["mine"] or ""), str(pick["theirs"])) if pick["theirs"] else ""
            if gives is not None or gain:  # what the Elemon picked to give brings the opponent to (nc31 shot 78)
                # and what the one picked to take brings oneself to (nc51 shots 112-114: « Avec son Hydromon :
                # Halomon, victoire ! » was the decisive swap, said in the tutorial only)
                gift = self.gift_words(str(pick["mine"]), gives) if gives is not None else ""
                warn = f"{gain} {gift}".strip()
                # in the place the instruction took: the pictures under it stay where the person clicks
                self.prompt = whole_prompt([f"{base} {warn}", warn, self.prompt], prompt_height(self.prompt))
            ok = pick["mine"] and pick["theirs"] and act("swap", pick["mine"], pick["theirs"]) in legal
            if ok:  # the two picked named in words: the picker's pictures are small (nc21 shot 78)
                add(t("elemons.swap_these", gave=self.kind(str(pick["mine"])).name[i18n.lang],
                      took=self.kind(str(pick["theirs"])).name[i18n.lang]),
                    lambda: self.do_swap(seat), "swap", 420, color=enabled_color(ok))
            else:
                add(t("elemons.swap"), lambda: self.do_swap(seat), "swap", color=enabled_color(ok))
            buttons[-1].enabled = bool(ok)
        showing = self.power_showing()
        if showing:
            self.prompt = ""  # it names « Fin de tour », not there yet (the catches may be)
        elif phase == "after":
            add(t("elemons.end_turn"), send(act("end")), "end", color=(60, 110, 70))
        trades = [a for a in legal if a.kind == "trade" and self.guide_shows(a) and self.trade_shown(seat, a)]
        for a in trades:
            # as wide as its words on one line where the row has room (nc31 shot 97: « Attraper Terramon, pris à
            # Bot 2 (sur mesure) » on two lines in a small box, half the row empty)
            label = self.trade_label(str(a.args[0]))
            add(label, send(a), str(a), min(TRADE_MAX, max(230, font(TYPE.BODY).size(label)[0] + PAD + 20)),
                (120, 90, 30))
        taking = [str(a.args[0]) for a in trades if v["gigamons"].get(a.args[0]) is not None]
        # a choice of one opponent the screen makes itself (`only_choice`) does not wait for a catch: no « le
        # pouvoir vous attend » over it (nc46 shots 101-102: « Ou prenez d'abord Heliomon … », the catch clicked,
        # and the log told the Pyromon's burn first)
        waits = phase not in ("burn", "look") or targets > 1
        self.prompt = whole_prompt(self.prompt_choices(phase, bool(trades) and waits, taking[0] if taking else None))
        fit_row(buttons, BAR_LEFT, BAR_RIGHT)
        if trades:  # the catches end the row, whatever comes before them: « Attraper Anemomon » stood alone
            # at the left, the Aeromon's « Ne pas échanger » came in its place and took the click (nc23 shot 70-72)
            dx = BAR_RIGHT - buttons[-1].rect.right
            for b in buttons[-len(trades):]:
                b.rect.x += max(0, dx)
        self.bar.set(buttons)

    def rebuild(self) -> None:
        """The other hands as this viewer saw them fill, from the events shown so far (a resumed game's,
        a hand-over's, an undo's); the near catches they hold are not said again."""
        queued = {id(e) for e in self.queue}
        self.seen = SeenHands(self.viewer, len(self.feed.seats))
        self.secret_seen = {}
        self.touched_slots = set()
        self.public_kinds = {}
        for ev in self.shown:
            if ev.visible_to(self.viewer) and id(ev) not in queued:
                self.seen.apply(ev)
                self.note_secret(ev)
        super().rebuild()
        self.near_said = {p: {k for k, _n in self.near(p)} for p in range(len(self.m.players))}

    def note_secret(self, ev: Event) -> None:
        """`secret_seen` and `touched_slots` follow an event this viewer sees: another seat's look marks a tile, a
        turn or a new tile there clears it and marks the slot touched."""
        if ev.kind == "tile_peeked_public" and ev.seat is not None and ev.seat != self.viewer:
            self.secret_seen[int(ev.data["slot"])] = ev.seat
        elif ev.kind in ("tile_turned", "slot_refilled"):
            self.secret_seen.pop(int(ev.data["slot"]), None)
            self.touched_slots.add(int(ev.data["slot"]))
            self.public_kinds.pop(int(ev.data["slot"]), None)
            if ev.kind == "tile_turned" and ev.data.get("tile"):
                self.public_kinds[int(ev.data["slot"])] = str(ev.data["tile"])
        elif ev.kind == "pair_won":
            for slot in ev.data["slots"]:
                self.secret_seen.pop(int(slot), None)
                self.public_kinds.pop(int(slot), None)

    def gift_warning(self, slots: list[int]) -> str:
        """After the person's own miss: a tile it showed whose twin lies face down where everyone saw it turned, so
        the next player may take the pair (nc64 shots 062-068: 8 was an Electromon, 5 one too, turned by the bot a
        turn before; the bot took them, played again and snowballed). Empty when nothing is handed over."""
        if self.viewer is None or len(self.m.players) < 2:
            return ""
        for s in slots:
            kind = self.public_kinds.get(s)
            if kind is None or kind == self.defs.wild:
                continue
            for o, other in sorted(self.public_kinds.items()):
                cell = self.m.grid[o] if o < len(self.m.grid) else None
                if o not in slots and other == kind and cell is not None and cell.tile and not cell.face_up:
                    who = self.short_names()[(self.viewer + 1) % len(self.m.players)]
                    return t("elemons.gift_seen", who=who, kind=self.kind(kind).name[i18n.lang], slot=str(o + 1))
        return ""

    def first_unturned(self, s: int) -> bool:
        """A tile of the first grid on `s`, never turned, once the legend says the dashes (`touched_slots`)."""
        cell = self.m.grid[s] if s < len(self.m.grid) else None
        return (cell is not None and bool(cell.tile) and cell.rock is None and not cell.face_up and self.ring_said
                and s not in self.touched_slots)

    def secret_seer(self, s: int) -> int | None:
        """The seat that looked in secret at the face-down tile on `s`, as this viewer knows (`secret_seen`)."""
        cell = self.m.grid[s] if s < len(self.m.grid) else None
        if cell is None or not cell.tile or cell.face_up or cell.rock is not None or self.peeked.get(s):
            return None
        return self.secret_seen.get(s)

    def draw_eye(self, surf: pygame.Surface, s: int, seat: int) -> None:
        """An eye in the peeker's colour at the tile's top right corner (`secret_seen`)."""
        r = self.slot_rect(s)
        centre = (r.right - 17, r.y + 15)
        color = SEAT_COLORS[seat % 4]
        pygame.draw.circle(surf, (18, 40, 32), centre, 13)
        pygame.draw.circle(surf, color, centre, 13, 2)
        lid = pygame.Rect(0, 0, 18, 11)
        lid.center = centre
        pygame.draw.ellipse(surf, color, lid, 2)
        pygame.draw.circle(surf, color, centre, 3)

    def unseen_kinds(self) -> dict[str, int]:
        """Per kind, how many tiles the person has never seen where they are now (the pile, the grid's tiles never
        shown, the opponents' Elemons never seen): all, less their hand, the Box, the grid's tiles shown there and
        the Elemons seen going to another hand. From this screen's view only (nc63: « I could not judge my
        odds »)."""
        pool = {k: kind.count for k, kind in self.defs.kinds.items()}
        if self.viewer is None:
            return pool
        known = [*self.m.box, *(self.m.players[self.viewer].tiles or [])]
        for s, cell in enumerate(self.m.grid):
            if cell.tile and (kind := cell.face_up or self.seen_kinds.get(s)):
                known.append(kind)
        for seat in range(len(self.m.players)):
            if seat != self.viewer:
                known += [k for k, n in self.seen_hand(seat).kinds.items() for _ in range(n)]
        for kind in known:
            if pool.get(kind, 0) > 0:
                pool[kind] -= 1
        return pool

    def unseen_words(self) -> str:
        """`unseen_kinds` in words, for the pile's hover box: « Jamais vues par vous : 4 Aeromons, 6 Geomons… »."""
        kinds = self.unseen_kinds()
        each = [t("elemons.unseen_kind", n=n, kind=self.kind(k).name[i18n.lang]) for k, n in kinds.items() if n]
        return t("elemons.unseen", n=sum(kinds.values()), kinds=", ".join(each))

    def seen_hand(self, seat: int) -> SeenHand:
        """Another seat's hand as this screen saw it fill, squared with the count its panel shows."""
        return self.seen.hand(seat, self.m.players[seat].won)

    def near(self, seat: int) -> list[tuple[str, int]]:
        """Another seat's kinds seen one Elemon (or none) short of a catch: (kind, how many it lacks)."""
        if seat == self.viewer or self.m.players[seat].tiles is not None or self.viewer is None:
            return []
        return short_of(self.seen_hand(seat), self.m.gigamons, seat, self.defs.trade_size)

    def coming_kinds(self, seat: int) -> list[str]:
        """The kinds of another seat's last pair not yet in its face-down hand as drawn: still face up on the
        grid, or still flying to the panel."""
        if self.up_won and self.up_who_won == seat:
            return list(self.up_won.values())
        pv = self.m.players[seat]
        flying = self.flying_to()
        places = [self.won_rect(seat, i, pv.won) for i in range(pv.won)]
        away = sum(1 for p in places if flying.get((p.x, p.y, p.w, p.h), 0) > 0)
        return self.arriving.get(seat, [])[:away]

    def undo_words(self) -> str | None:
        """What « Annuler (U) » takes back, while it shows: nc63 (shot 104) saw it come after catching Meteoromon,
        with no word, then go, and did not dare press it. None when the button is not there."""
        if not any(b.tag == "undo" for b in self.tools.buttons):
            return None
        moves = self.feed.decisions()
        move = str(moves[-1][1]).split() if moves else []
        what = move[0] if move and move[0] in ("trade", "rock", "swap", "keep") else "other"
        if what == "trade" and (len(move) < 2 or move[1] not in self.defs.kinds):
            what = "other"
        gigamon = self.kind(move[1]).gigamon_name[i18n.lang] if what == "trade" else ""
        return t("elemons.undo_what", what=what, gigamon=gigamon)

    def draw_undo_words(self, surf: pygame.Surface) -> None:
        """The words of `undo_words`, under the tool row, left of the pencil and the « ? », on two lines at most."""
        text = self.undo_words()
        if text is None:
            return
        room = self.note_rect.x - 16 - self.tool_rect.x
        size = next((k for k in (TYPE.SMALL, 14, 13) if len(wrap(text, room, k)) <= 2), 12)
        lines = wrap(text, room, size)[:2]
        line_h = font(size).get_linesize()
        y = max(self.tool_rect.bottom + 2, min(self.note_rect.centery - line_h * len(lines) // 2,
                                               surf.get_height() - 2 - line_h * len(lines)))
        for k, line in enumerate(lines):
            surf.blit(render(line, size, MUTED), (self.tool_rect.x + 2, y + k * line_h))

    def near_how(self, seat: int, kind: str) -> str:
        """What one more Elemon of `kind` would bring the seat: the win, the person's Gigamon, or one."""
        holder = self.m.gigamons.get(kind)
        return "win" if self.one_more_wins(seat) else "yours" if holder is not None and holder == self.viewer else "one"

    def near_words(self, seat: int) -> tuple[str, bool]:
        """The panel's line on how close another seat is to a Gigamon, from what this screen saw of its
        hand, and whether it is a warning (one Elemon short)."""
        pv = self.m.players[seat]
        hand = self.seen_hand(seat)
        coming = self.coming_kinds(seat)
        if coming:  # the pair still on the grid, or flying, is not in the hand yet, for the count nor for this line
            hand = SeenHand(dict(hand.kinds), hand.unseen)  # (nc35 shots 14, 45: « 0, face cachée » beside
            for kind in coming:  # « À 1 Floramon de Biomon ! » till the next click)
                hand.remove(kind)
        if pv.won - len(coming) <= 0:
            return "", False
        found = short_of(hand, self.m.gigamons, seat, self.defs.trade_size)
        can = [x for x, n in found if n == 0]
        one = [x for x, n in found if n == 1]
        if can:  # a catch open does not hide a kind one Elemon short: said after it (nc59 shots 021-022)
            gigamon = self.kind(can[0]).gigamon_name[i18n.lang]
            if one:
                return t("elemons.near.can_near", gigamon=gigamon, count=len(one)), True
            return t("elemons.near.can", gigamon=gigamon), True
        if len(one) > 1:  # the Gigamons named, as on one's own panel (nc64 shot 089: its Elemons were listed)
            return self.short_words(list(one), own=False), True
        if one:
            k = self.kind(one[0])
            how = self.near_how(seat, one[0])
            return t("elemons.near.one", how=how, kind=k.name[i18n.lang], gigamon=k.gigamon_name[i18n.lang]), True
        if not hand.kinds:
            return "", False  # none seen: « face cachée » says it all
        return t("elemons.near.far", unseen=hand.unseen), False

    def own_near_words(self, seat: int, short: bool = False) -> tuple[str, bool]:
        """The same line on the person's own panel, from their own hand: one Elemon short of a Gigamon, the
        wild one or another seat's to take (nc41 shot 127: two Geomons in hand while the bot held Terramon,
        and only the bot's panel said what it came close to). Bold when it would win the game."""
        tiles = self.m.players[seat].tiles
        if not tiles:
            return "", False
        # the hand as drawn, not the engine's: a pair still face up or flying is not in it yet (nc63 shot 011: « À 1
        # Hydromon d'Halomon ! » beside a hand that showed the Electromon alone, the Hydromons still on the grid)
        drawn, _held, _beside = self.hand_shown(seat)
        shown: dict[str, int] = {}
        for _spot, kind, n in drawn:
            shown[kind] = shown.get(kind, 0) + n
        hand = SeenHand(shown, 0)
        # every kind one Elemon short, a catch open now or not: the catch's button stands in for that one, never
        # for the others (nc59 shots 021-022, 080: three Electromons, and the Hydromons' line went)
        every = short_of(hand, self.m.gigamons, seat, self.defs.trade_size)
        found = [x for x in every if x[1] == 1]
        can = [x for x, n in every if n == 0]
        rest, win = self.own_short_words(seat, [x for x, _n in found], short)
        if can:  # a catch ready, said first (nc64 shots 024, 084: three Floramons, and the line spoke of two others)
            gigamon = self.kind(can[0]).gigamon_name[i18n.lang]
            if short:
                return t("elemons.near.can_own_short", gigamon=gigamon), True
            if rest:
                return t("elemons.near.can_own_near", gigamon=gigamon, near=rest), True
            return t("elemons.near.can_own", gigamon=gigamon), True
        return rest, win

    def own_short_words(self, seat: int, found: list[str], short: bool) -> tuple[str, bool]:
        """`own_near_words` for the kinds one Elemon short of a Gigamon (`found`), and whether it wins."""
        if not found:
            return "", False
        if len(found) > 1:  # named up to three, four or more counted (nc42 shot 102: four names ran over that row)
            return self.short_words(found, own=True), False
        k, win = self.kind(found[0]), self.one_more_wins(seat)
        # `short`: beside two Gigamons, under the hand's row (nc42: « À 1 Floramon de la victoire » took four lines
        # there and began over the hand's Polymon)
        return t("elemons.near.one_own_short" if short else "elemons.near.one", how="win" if win else "one",
                 kind=k.name[i18n.lang], gigamon=k.gigamon_name[i18n.lang]), win

    def short_words(self, kinds: list[str], own: bool) -> str:
        """« Il vous (lui) manque 1 Elemon pour Halomon ou Heliomon »: the Gigamons one Elemon away, named up to three,
        counted from four (nc42 shot 102: four names ran over the row), one form for both panels (nc64 shots 024, 089:
        « À 1 Elemon d'Halomon ou d'Heliomon » on one, the Elemons listed on the other)."""
        order = list(self.defs.kinds)
        names = [self.kind(x).gigamon_name[i18n.lang] for x in sorted(kinds, key=order.index)]
        who = "own" if own else "other"
        if len(names) > 3:
            return t("elemons.near.several_own", count=len(names), who=who)
        return t("elemons.near.short_of", gigamons=i18n.listed(names, "or"), who=who)

    def hint_line(self, hint: Hint) -> str:
        """The game another seat may win at its next turn, if any (`win_danger`), then the hint's reason: said
        first (nc62 shot 098: a warning after a long reason went unread)."""
        line = super().hint_line(hint)
        danger = self.win_danger()
        return f"{danger} {line}" if danger else line

    def hint_nudge(self, hint: Hint) -> str | None:
        """Conseil's first press on a pair the person has seen: what to look for, not where (nc59: « a gentler
        Conseil »); a second press shows the tiles. Other hints come whole at once."""
        p, wild = hint.params, self.defs.wild
        if hint.reason in ("pair", "pair_catch"):
            kind, other = str(p.get("kind")), str(p.get("other"))
            if kind == wild and other != wild:
                kind, other = other, kind
            how = "same" if kind == other else "wild"
        elif hint.reason in ("match", "match_catch"):
            kind, other = str(p.get("up")), str(p.get("kind"))
            how = "up_wild" if kind == wild else "twin_wild" if other == wild and kind != wild else "one"
        else:
            return None
        if kind not in self.defs.kinds or other not in self.defs.kinds:
            return None
        names = {k: self.kind(v).name[i18n.lang] for k, v in (("kind", kind), ("other", other))}
        words = t("elemons.nudge", how=how, **names)
        gain = p.get("gain")
        if hint.reason.endswith("_catch") and isinstance(gain, str) and gain in self.defs.kinds:
            words += " " + t("elemons.nudge_catch", gigamon=self.kind(gain).gigamon_name[i18n.lang])
        danger = self.win_danger()
        return f"{danger} {words}" if danger else words

    def win_danger(self) -> str:
        """Another seat one Gigamon from the win and, as this screen saw its hand, one Elemon or one pair from a
        catch: the kinds that would win it the game. nc41 (shot 117): the bot at two Gigamons, a Floramon and a
        Hydromon short, and Conseil only said « Retournez la tuile 1 … ». nc43 (shot 146): « un Polymon de plus »
        only, and the bot, holding one Geomon, won with a pair of them."""
        need = self.defs.trade_size
        for seat in range(len(self.m.players)):
            if seat == self.viewer or not self.one_more_wins(seat) or self.m.players[seat].tiles is not None:
                continue
            lacks = {k: need - n for k, n in self.seen_hand(seat).kinds.items() if self.m.gigamons.get(k) != seat}
            if any(n <= 0 for n in lacks.values()):
                return t("elemons.danger.now", who=self.names[seat])
            ways = [t("elemons.danger.more", kind=self.kind(k).name[i18n.lang]) for k, n in lacks.items() if n == 1]
            ways += [t("elemons.danger.pair", kind=self.kind(k).name[i18n.lang]) for k, n in lacks.items() if n == 2]
            if not ways:
                continue
            return t("elemons.danger.one", who=self.names[seat], ways=i18n.listed(ways, "or"))
        return ""

    def say_near(self) -> None:
        """A turn over: another seat newly seen one Elemon short of a Gigamon is said in the log and in a
        banner (nc28: the bot sat on 7 hidden Elemons, never a word of what it came close to)."""
        for seat in range(len(self.m.players)):
            now = {k for k, n in self.near(seat) if n == 1}
            new = sorted(now - self.near_said.get(seat, set()))
            self.near_said[seat] = now
            if not new or self.again or self._again_model is not None:
                continue
            k = self.kind(new[0])
            how = self.near_how(seat, new[0])
            words = dict(who=self.names[seat], how=how, kind=k.name[i18n.lang], gigamon=k.gigamon_name[i18n.lang])
            self.log.add(t("elemons.near.log", **words), self.seat_color(seat))
            self.banner(t("elemons.near.banner", **words), 2.2)

    def show(self, ev: Event, again: bool = False) -> float:
        """An event that changes the person's hand on the screen brings the catches it opens to the
        buttons shown early (`acting_next`), not only once the screen has caught up (`trade_shown`).
        The other hands as seen fill with it; a turn's end says who came one Elemon short of a catch."""
        duration = super().show(ev, again)
        if not again:
            self.seen.apply(ev)
            self.note_secret(ev)
            if ev.kind == "turn_ended":
                self.say_near()
            if ev.kind == "power_fizzled" and ev.seat == self.viewer:
                self.note, self.note_left = self.describe(ev) or "", NOTE_UP
                duration = max(duration, FIZZLE_BEAT)
        if ev.kind == "pile_empty" and self.anim.banner_item is not None:
            # over the grid, where the eyes are: right of the title it went unseen (nc28 shot 36)
            b = self.anim.banner_item
            grid = pygame.Rect(GRID_X, GRID_Y, 3 * TILE + 2 * GAP, 3 * TILE + 2 * GAP)
            b.center, b.max_width, b.min_width = grid.center, grid.width, 0
            # and kept there: the kit moved it off the tiles, to the title's left, squeezed beside it (nc31 shot 38)
            self._banner_placed = b
            duration = max(duration, PILE_EMPTY_UP)
        seat = self.bar_seat
        # one's own pair that leaves only catches and « Fin de tour » brings its catch with it, the pair still up
        # (nc16 shot-77/78); « Fin de tour » waits till its power is shown too (`power_showing`)
        own = ev.seat == seat and self.view["phase"] == "after" and not self.feed.replaying
        if ev.kind in HAND_EVENTS and not again and (self.bar.buttons or own) and seat is not None \
                and seat in self.feed.actors():
            self.build_buttons(seat)  # (the pair held up for a look still has its buttons, nc16)
        return duration

    def trade_shown(self, seat: int, action: Action) -> bool:
        """A catch is offered once the hand on the screen holds its Elemons: the buttons come while the
        screen still plays the seat's own last move, and « Attraper Biomon » told of a third Floramon
        the Floramon's draw had not yet shown (nc20 shot 41)."""
        tiles = self.m.players[seat].tiles if seat < len(self.m.players) else None
        return tiles is None or tiles.count(str(action.args[0])) >= self.defs.trade_size

    def guide_shows(self, action: Action) -> bool:
        """A catch's button shows in the tutorial only from the step that explains it: shown two steps
        early, under words about a tile, then gone while the Pyromon burned, it puzzled (nc9 shot-22)."""
        step = getattr(self.guide, "step", None)
        return step is None or step.matches(action)

    def trade_label(self, kind: str) -> str:
        """The trade button: the Gigamon's name, and whom it is taken from when an opponent holds it."""
        name = self.kind(kind).gigamon_name[i18n.lang]
        holder = self.m.gigamons.get(kind)
        if holder is None:
            return t("elemons.trade", name=name)
        return t("elemons.trade_from", name=name, holder=self.names[holder])

    def gift_reach(self, kind: str) -> int | None:
        """How many Elemons of `kind` the opponent of an Aeromon's swap would still lack for its Gigamon once
        given one (and the pick of theirs taken): None past a pair, or where that Gigamon is already its own.
        nc31 shot 78: a Geomon given put the bot one pair from Terramon, which it caught the next turn."""
        v = self.view
        target = v["pending"].get("target")
        if target is None or kind not in v["gigamons"] or v["gigamons"][kind] == target:
            return None
        if self.m.pile <= PILE_LOW or self.last_turn_by_limit():
            # the Aeromon's pair was this turn's with the pile low (« Prochaine paire : fin »): the game ends with this
            # turn, and the opponent gets none to catch with what it is given (nc51 shot 040: the tutorial's last
            # swap, « prenez-le ! », warned « il ne lui manquerait qu'une paire pour Halomon »)
            return None
        theirs = v["pending"].get("their_tiles", [])
        lack = self.defs.trade_size - theirs.count(kind) - 1 + (1 if self.swap_pick["theirs"] == kind else 0)
        return max(0, lack) if lack <= PAIR else None

    def gift_marked(self) -> bool:
        """Some Elemon of the person's in the Aeromon's picker may wear a « ! » (`gift_reach`, one short at
        most), whatever their own pick: the words on it stay from the first look to the swap, the pictures put."""
        return bool(self.swap_marks())

    def gain_words(self, seat: int, give: str, take: str) -> str:
        """What taking `take` (and giving `give`) in an Aeromon's swap lets the person catch at once, the win
        said where that Gigamon is the last one needed; "" where it catches nothing (nc51 shots 112-114)."""
        player = self.m.players[seat] if seat < len(self.m.players) else None
        if player is None or player.tiles is None or take not in self.view["gigamons"]:
            return ""
        have = player.tiles.count(take) + 1 - (1 if give == take else 0)
        if have < self.defs.trade_size or take in player.gigamons:
            return ""
        k = self.kind(take)
        wins = len(player.gigamons) + 1 >= self.defs.gigamons_to_win
        return t("elemons.swap_gains", kind=k.name[i18n.lang], gigamon=k.gigamon_name[i18n.lang],
                 win="yes" if wins else "no")

    def gift_words(self, kind: str, lack: int) -> str:
        """The words on what giving `kind` brings the opponent to (`gift_reach`)."""
        k = self.kind(kind)
        how = "can" if lack == 0 else "one" if lack == 1 else "pair"
        return t("elemons.swap_gives", how=how, kind=k.name[i18n.lang], gigamon=k.gigamon_name[i18n.lang])

    def prompt_choices(self, phase: str, trades: bool, taking: str | None) -> list[str]:
        """The prompt's wordings, the fullest first: with a catch open beside a power, that catching first
        keeps the pair's power (nc11 placed the Rock first, unsure); a Gigamon another holds, the rule that
        lets the person take it (said where it applies). Shorter ones come after: with « Bot 2 (sur mesure) »
        the whole ran past the prompt's three lines, cut at « … avec 3 » (nc31 shot 97)."""
        base = self.prompt
        extras: list[str] = []
        if trades and phase in POWER_PHASES:
            if taking is not None:
                extras += [self.take_words(taking, key) for key in ("elemons.take_first", "elemons.take_first_short")]
            extras.append(t("elemons.catch_keeps_power"))
        elif taking is not None:
            bases = [base, t("elemons.prompt.after_short")] if phase == "after" else [base]
            long, short = self.take_words(taking), self.take_words(taking, "elemons.take_short")
            return [f"{b} {e}".strip() for e in (long, short) for b in bases] + [base]
        return [f"{base} {e}".strip() for e in extras] + [base]

    def take_words(self, kind: str, key: str = "elemons.take_rule") -> str:
        """The rules' «Si un adversaire possède déjà ce Gigamon, il peut le lui prendre», for this Gigamon."""
        k = self.kind(kind)
        holder = self.m.gigamons.get(kind)
        return t(key, name=k.gigamon_name[i18n.lang], holder=self.names[holder or 0],
                 n=self.defs.trade_size, kind=k.name[i18n.lang])

    def do_swap(self, seat: int) -> None:
        pick = self.swap_pick
        if pick["mine"] and pick["theirs"]:
            self.act(seat, act("swap", pick["mine"], pick["theirs"]))
        self.swap_pick = {"mine": None, "theirs": None}

    def ask_hint(self) -> None:
        super().ask_hint()
        self.hint_strayed = False

    def _hint_after_move(self) -> None:
        """The person's own move inside their turn, other than the hinted one (the Rock placed before
        the hinted catch): the hint is asked again for the new position rather than gone (nc11 shot-59).
        From then on the advice is no longer « suivi » (`hint_strayed`) until the person asks again."""
        done, strayed = self.hint_shown, self.hint_strayed
        super()._hint_after_move()
        moves = self.feed.decisions()
        if done is not None and self.hint_seat is None and done.seat == self.viewer and moves \
                and moves[-1][0] == done.seat and done.seat in self.feed.actors() and self.feed.ask_hint(done.seat):
            self.hint_seat, strayed = done.seat, True
        self.hint_strayed = strayed and self.hint_seat is not None

    def hint_head(self, seat: int | None) -> str:
        """« Conseil suivi » only while every move since the person asked was the advised one (both tiles
        of the advised pair); after another move, the hint that comes back says « Après votre coup »."""
        if self.hint_strayed:
            who = self.names[seat] if seat is not None and 0 <= seat < len(self.names) else ""
            return t("elemons.hint_after", who=who)
        return super().hint_head(seat)

    def on_acted(self) -> None:
        self.bar.set([])
        self.prompt, self.prompt_waits = "", False  # built anew for what the engine asks next (`acting_next`)

    def swap_rows(self) -> tuple[list[tuple[pygame.Rect, str]], list[tuple[pygame.Rect, str]]]:
        v = self.view
        if v["phase"] != "swap" or self.deciding() is None:
            return [], []
        mine = sorted(set(v["players"][self.viewer]["tiles"])) if self.viewer is not None else []
        theirs = sorted(set(v["pending"].get("their_tiles", [])))
        # the tiles a little under the captions: a picked tile's frame (3 px out) cut « Vos Elemons » (nc22 shot 32)
        top, gap = self.swap_label_top() + font(TYPE.SMALL).get_linesize() + 5, 24
        wild = sum(1 for h in self.m.gigamons.values() if h is None)
        tall = wild and self.wild_rect(wild - 1).bottom > self.swap_label_top()  # a third row of Gigamons
        left, right = SWAP_LEFT, SWAP_NARROW if tall else SWAP_RIGHT
        label, label2 = (font(TYPE.SMALL).size(t(k))[0] for k in ("elemons.yours", "elemons.theirs"))
        counts, marks = self.swap_counts(), self.swap_marks()
        # each kind a chip: its picture (its name on it), and beside it, where it has any, a column for its
        # « ×2 » at the top and its « ! » at the foot; chips 8 px apart (nc34 zoom-38: the badges lay on the
        # small pictures' corners, over their symbols, and the tutorial's halo, squeezed by the buttons under,
        # lay on the name of the Elemon to click)
        self.swap_cols = {}
        for side, kinds in ((0, mine), (1, theirs)):
            for k in kinds:
                badged = counts[side].get(k, 1) > 1 or (side == 0 and k in marks)
                self.swap_cols[(side, k)] = SWAP_PICK_ROOM + BADGE_GAP if badged else 0
        step = SWAP_CHIP_GAP

        def span(side: int, kinds: list[str], size: int, caption: int) -> int:
            return max(sum(size + self.swap_cols[(side, k)] + step for k in kinds) - step, caption)

        # the tiles end above the action buttons, with room for the tutorial's halo round them
        high = max(SWAP_MIN, min(SWAP_TILE, BAR_TOP - SWAP_HALO - 1 - top))
        size = next((z for z in range(high, SWAP_MIN, -1)
                     if span(0, mine, z, label) + gap + span(1, theirs, z, label2) <= right - left), SWAP_MIN)
        # where names are written under the pictures, in the captions' type, each « ×2 » beside its picture
        self.swap_beside = False
        self.swap_named = False
        self.swap_under = False
        named = self.swap_named_rows(mine, theirs, top, left, right, (label, label2))
        if named is not None:
            self.swap_beside = self.swap_named = True
            return named
        self.swap_beside = True
        if span(0, mine, size, label) + gap + span(1, theirs, size, label2) > right - left:
            under = self.swap_under_rows(mine, theirs, top, left, right, (label, label2))
            if under is not None:  # too many kinds for the badges beside: they go under the pictures
                self.swap_under = True
                return under
        # the band's room left over goes between a chip with badges and the next, up to SWAP_CHIP_ROOM: its « ×2 »
        # and « ! » stood 5 px from the next picture, read as crowding it (nc51 shots 039, 112)
        spaced = {(side, k) for side, kinds in ((0, mine), (1, theirs)) for k in kinds[:-1]
                  if self.swap_cols[(side, k)]}  # (the last of a row has the gap between the rows after it)
        spare = right - left - (span(0, mine, size, label) + gap + span(1, theirs, size, label2))
        more = max(0, min(SWAP_CHIP_ROOM - step, spare // len(spaced))) if spaced else 0
        rows: list[list[tuple[pygame.Rect, str]]] = []
        x = left
        for side, kinds in ((0, mine), (1, theirs)):
            row = []
            for k in kinds:
                row.append((pygame.Rect(x, top, size, size), k))
                x += size + self.swap_cols[(side, k)] + step + (more if (side, k) in spaced else 0)
            rows.append(row)
            x = max(x - step, left + label) + gap  # their row after my row and my caption
        row1, row2 = rows
        return row1, row2

    def swap_under_rows(self, mine: list[str], theirs: list[str], top: int, left: int, right: int,
                        labels: tuple[int, int]) -> tuple[list[tuple[pygame.Rect, str]],
                                                          list[tuple[pygame.Rect, str]]] | None:
        """The picker where the kinds are too many for each chip's « ×2 » and « ! » beside its picture: both
        under it, the chips narrower (nc36 shots 106-107: « Ses Elemons » ran past the table's column, under
        the « Conseil suivi » box, and the opponent's Hydromons and Polymons could not be seen); None where
        even that does not fit."""
        counts, marks = self.swap_counts(), self.swap_marks()
        strip = count_rect(pygame.Rect(0, 0, SWAP_MIN, SWAP_MIN), 2).height + 1

        def under(side: int, k: str) -> int:
            n = counts[side].get(k, 1)
            w = count_rect(pygame.Rect(0, 0, SWAP_MIN, SWAP_MIN), n, beside=True).width if n > 1 else 0
            if side == 0 and k in marks:
                w += 2 * WARN_R + 1 + (2 if w else 0)
            return w

        step, gap = 6, 14
        room = BAR_TOP - SWAP_HALO - 1 - top - strip
        for size in range(min(SWAP_MIN, room), SWAP_UNDER_MIN - 1, -1):
            widths = [[max(size, under(side, k)) for k in kinds] for side, kinds in ((0, mine), (1, theirs))]
            spans = [max(sum(w) + step * (len(w) - 1), caption) for w, caption in zip(widths, labels, strict=True)]
            if spans[0] + gap + spans[1] > right - left:
                continue
            rows: list[list[tuple[pygame.Rect, str]]] = []
            x = left
            for side, kinds in ((0, mine), (1, theirs)):
                row = []
                for k, w in zip(kinds, widths[side], strict=True):
                    row.append((pygame.Rect(x, top, size, size), k))
                    self.swap_cols[(side, k)] = w - size
                    x += w + step
                rows.append(row)
                x = left + spans[0] + gap
            return rows[0], rows[1]
        return None

    def swap_named_rows(self, mine: list[str], theirs: list[str], top: int, left: int, right: int,
                        labels: tuple[int, int]) -> tuple[list[tuple[pygame.Rect, str]],
                                                          list[tuple[pygame.Rect, str]]] | None:
        """The picker with each name written under its picture in the captions' type (nc25 shot 75: the
        names drawn on the small tiles were tiny): each kind a cell as wide as its picture and count, or its
        name; None where the band is too narrow for it (the names stay on the pictures)."""
        names = {k: font(TYPE.SMALL).size(self.kind(k).name[i18n.lang])[0] for k in (*mine, *theirs)}
        counts, marks = self.swap_counts(), self.swap_marks()

        def column(side: int, k: str, size: int) -> int:
            """The room right of the picture its « ×2 » and « ! » take, as `swap_badges` puts them."""
            spot = pygame.Rect(0, 0, size, size)
            n = counts[side].get(k, 1)
            right = count_rect(spot, n, top=True, beside=True, gap=SWAP_PICK_ROOM).right if n > 1 else size
            if side == 0 and k in marks:
                right = max(right, size + SWAP_PICK_ROOM + BADGE_GAP // 2 + WARN_R + 1)
            return right - size

        def cells(side: int, kinds: list[str], size: int) -> list[int]:
            # a chip's badges end SWAP_CHIP_GAP before the next picture (nc59 shots 035, 037: Aeromon's « ×2 »
            # 3 px from the Hydromon, under the pick's frame), its name SWAP_NAME_GAP before the next name; the
            # last of a row has the gap between the rows after it
            gaps = [(SWAP_CHIP_GAP, SWAP_NAME_GAP)] * (len(kinds) - 1) + [(0, 0)]
            return [max(size + column(side, k, size) + chip, names[k] + name)
                    for k, (chip, name) in zip(kinds, gaps, strict=False)]

        def width(size: int) -> int:
            return max(sum(cells(0, mine, size)), labels[0] + 6) + 24 + max(sum(cells(1, theirs, size)), labels[1])

        high = min(SWAP_TILE, BAR_TOP - 4 - top - SWAP_NAME_H - SWAP_NAME_DROP)
        size = next((z for z in range(high, SWAP_NAMED_MIN - 1, -1) if width(z) <= right - left), None)
        if size is None:
            return None
        mine_w, theirs_w = cells(0, mine, size), cells(1, theirs, size)
        first = max(sum(mine_w), labels[0] + 6)
        rows: list[list[tuple[pygame.Rect, str]]] = []
        for side, kinds, widths, x in ((0, mine, mine_w, left), (1, theirs, theirs_w, left + first + 24)):
            row = []
            for k, w in zip(kinds, widths, strict=True):
                # the picture at the cell's left, its count beside it, its name under it from the same edge
                row.append((pygame.Rect(x, top, size, size), k))
                # the chip: the picture, its badges and its name, never the room before the next one (a click
                # there, or the tutorial's halo round it, went to this chip)
                self.swap_cols[(side, k)] = max(column(side, k, size), names[k] - size)
                x += w
            rows.append(row)
        return rows[0], rows[1]

    def draw_swap_names(self, surf: pygame.Surface, row1: list[tuple[pygame.Rect, str]],
                        row2: list[tuple[pygame.Rect, str]]) -> None:
        """Where the band is too narrow for every name under its picture (all the wild Gigamons listed beside
        it), each row names the kind under the pointer, else its pick, in the captions' type: the names on the
        small tiles were tiny (nc26 shots 38-39)."""
        for row, side in ((row1, "mine"), (row2, "theirs")):
            if not row:
                continue
            shown = next(((r, k) for r, k in row if r.collidepoint(self.pointer)), None)
            if shown is None:
                shown = next(((r, k) for r, k in row if k == self.swap_pick[side]), None)
            if shown is None:
                continue
            rect, kind = shown
            name = render(self.kind(kind).name[i18n.lang], TYPE.SMALL, INK)
            place = name.get_rect(midtop=(rect.centerx, rect.bottom + 4))
            if place.bottom > BAR_TOP - 2 or self.swap_under:  # (there, its count and « ! » go under it)
                continue
            place.left = max(place.left, row[0][0].left - 3)  # within its row's reach
            surf.blit(name, place)

    def swap_caption(self, side: int) -> str:
        """A row's caption over the Aeromon's picker. Where its pictures are small and their names nowhere (the
        crowded picker, counts and « ! » under them), it names the kind under the pointer, else the one picked:
        « Vos Elemons : Hydromon » (nc63 shot 084: 20-px icons with « ×2 » and « ! » jammed under, no name), as
        long as it ends before the other row's caption or the band's end."""
        plain_words = t("elemons.yours" if side == 0 else "elemons.theirs")
        if not self.swap_under:
            return plain_words
        row1, row2 = self.swap_rows()
        row = row1 if side == 0 else row2
        shown = next((k for r, k in row if self.swap_chip(r, k, side).collidepoint(self.pointer)), None)
        shown = shown or self.swap_pick["mine" if side == 0 else "theirs"]
        if not row or shown is None:
            return plain_words
        words = t("elemons.yours_kind" if side == 0 else "elemons.theirs_kind", kind=self.kind(shown).name[i18n.lang])
        wild = sum(1 for h in self.m.gigamons.values() if h is None)
        band = SWAP_NARROW if wild and self.wild_rect(wild - 1).bottom > self.swap_label_top() else SWAP_RIGHT
        end = row2[0][0].x - 8 if side == 0 and row2 else band
        return words if row[0][0].x + font(TYPE.SMALL).size(words)[0] <= end else plain_words

    def swap_name_rect(self, rect: pygame.Rect, kind: str) -> pygame.Rect:
        """Where the picker writes the name of `kind` under its picture `rect` (`swap_named`)."""
        w, h = font(TYPE.SMALL).size(self.kind(kind).name[i18n.lang])
        return pygame.Rect(rect.x, rect.bottom + SWAP_NAME_DROP, w, h)

    def swap_marks(self) -> set[str]:
        """The person's kinds that may wear the picker's « ! » (`gift_reach`), whatever their picks: taking
        one of theirs of a kind only puts the opponent further from it."""
        v = self.view
        mine = v["players"][self.viewer].get("tiles") or [] if self.viewer is not None else []
        taken, self.swap_pick["theirs"] = self.swap_pick["theirs"], None
        try:
            return {k for k in set(mine) if (lack := self.gift_reach(k)) is not None and lack <= 1}
        finally:
            self.swap_pick["theirs"] = taken

    def swap_chip(self, rect: pygame.Rect, kind: str, side: int) -> pygame.Rect:
        """A picker's chip: the picture `rect` of `kind` (side 0: the person's row), its badges' column beside
        it and, where the band has room, its name under it; nothing of the chip lies outside."""
        if self.swap_under:
            return pygame.Rect(rect.x, rect.y, rect.width + self.swap_cols.get((side, kind), 0),
                               rect.height + count_rect(rect, 2).height + 1)
        return pygame.Rect(rect.x, rect.y, rect.width + self.swap_cols.get((side, kind), 0),
                           rect.height + (SWAP_NAME_DROP + SWAP_NAME_H if self.swap_named else 0))

    def swap_badges(self, rect: pygame.Rect, kind: str, side: int) -> tuple[pygame.Rect | None, pygame.Rect | None]:
        """Where a chip's « ×2 » and « ! » go (None: it has none), in its column beside the picture."""
        mine, theirs = self.swap_counts()
        n = (mine if side == 0 else theirs).get(kind, 1)
        count = count_rect(rect, n, top=True, beside=True, gap=SWAP_PICK_ROOM) if n > 1 else None
        lack = self.gift_reach(kind) if side == 0 else None
        mark = None
        if self.swap_under:  # in a crowded picker, both under the picture, from its left edge
            count = count_rect(rect, n, beside=True).move_to(topleft=(rect.x, rect.bottom + 1)) if n > 1 else None
            if lack is not None and lack <= 1:
                mark = pygame.Rect(0, 0, 2 * WARN_R + 1, 2 * WARN_R + 1)
                mark.midleft = (count.right + 2 if count else rect.x, rect.bottom + 1 + count_rect(rect, 2).height // 2)
            return count, mark
        if lack is not None and lack <= 1:
            mark = pygame.Rect(0, 0, 2 * WARN_R + 1, 2 * WARN_R + 1)
            mark.midbottom = (rect.right + SWAP_PICK_ROOM + BADGE_GAP // 2, rect.bottom)
        return count, mark

    def swap_counts(self) -> tuple[dict[str, int], dict[str, int]]:
        """How many of each kind the Aeromon's picker shows, the person's and the opponent's."""
        v = self.view
        mine = v["players"][self.viewer].get("tiles") or [] if self.viewer is not None else []
        theirs = v["pending"].get("their_tiles", [])
        return ({k: mine.count(k) for k in mine}, {k: theirs.count(k) for k in theirs})

    def deciding(self) -> int | None:
        """The seat of this screen choosing now, even while its own last move still plays out (the
        Aeromon's picker came a moment after its buttons and the log's list, and clicks meanwhile did
        nothing, nc11 shot-85): the buttons and the picker show together."""
        seat = self.human_to_act()
        return self.acting_next() if seat is None else seat

    def swap_pick_at(self, pos: tuple[int, int]) -> bool:
        """An Aeromon's swap: a click on an Elemon of the picker, or on one's own won Elemons in the
        panel (the hand a newcomer clicked first), picks it; True when it did."""
        if self.view["phase"] != "swap" or self.deciding() is None:
            return False
        row1, row2 = self.swap_rows()
        picks = [(self.swap_chip(r, k, 0), k, "mine") for r, k in row1] + \
            [(self.swap_chip(r, k, 1), k, "theirs") for r, k in row2]
        if self.viewer is not None:
            picks += [(rect, k, "mine") for rect, k, _n in self.hand_spots(self.viewer)]
        for rect, kind, side in picks:
            if rect.collidepoint(pos):
                self.swap_pick[side] = kind
                self.build_buttons(self.deciding())
                return True
        return False

    def swap_label_top(self) -> int:
        """Where the Aeromon picker's captions go: under the prompt's own lines, never over them."""
        # the lines as drawn (nc15 shot-91: counted as two while drawn on three, over « Vos Elemons »)
        size, lines = prompt_lines(self.prompt, PROMPT_WIDTH, TYPE.BODY, PROMPT_LINES, False) if self.prompt \
            else (TYPE.BODY, [])
        return PROMPT_TOP + max(font(size).get_linesize() * len(lines), self.prompt_room) + 2

    def own_rects(self, seat: int) -> list[pygame.Rect]:
        """The seat's panel: its won Elemons and Gigamons."""
        return [self.panel_rect(seat)]

    def guide_mentions(self, text: str) -> list[pygame.Rect]:
        """The tiles a step names by their number on screen ("tile 7", "tuile 7")."""
        named = {int(n) for n in re.findall(r"\b(?:tuile|tile)s? ([1-9])\b", text, re.IGNORECASE)}
        return [self.slot_rect(n - 1) for n in sorted(named)]

    def action_rect(self, action: Action) -> pygame.Rect | None:
        """The tile a grid action turns, covers or peeks at; else the kit's button for it."""
        if action.kind in ("flip", "rock", "peek"):
            return self.slot_rect(int(action.args[0]))
        if action.kind == "swap" and len(action.args) == 2:
            # the Aeromon's swap is three clicks: one's own Elemon, theirs, then « Échanger »
            row1, row2 = self.swap_rows()
            give, take = str(action.args[0]), str(action.args[1])
            # the chip and the room round it: squeezed by the buttons under, the halo lay on the picture's name
            if self.swap_pick["mine"] != give:
                return next((self.swap_chip(r, k, 0).inflate(2 * SWAP_HALO, 2 * SWAP_HALO)
                             for r, k in row1 if k == give), None)
            if self.swap_pick["theirs"] != take:
                return next((self.swap_chip(r, k, 1).inflate(2 * SWAP_HALO, 2 * SWAP_HALO)
                             for r, k in row2 if k == take), None)
            return next((b.rect.copy() for b in self.bar.buttons if b.tag == "swap" and b.enabled), None)
        return super().action_rect(action)

    def handle_table(self, event: pygame.event.Event) -> None:
        seen = event.type == pygame.KEYDOWN or (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1)
        if event.type == pygame.MOUSEMOTION:
            self.fast_hover = FAST_RECT.collidepoint(event.pos)
            if not (self.fast_hover and self.fast_offered()):
                self.fast_aim = None
            elif self.fast_aim is None:
                self.fast_aim = 0.0
        if self.held and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.fast_offered() \
                and FAST_RECT.collidepoint(event.pos) and self.fast_aimed():
            self.go_fast()
            return
        if self.held and seen:
            self._release_up()  # seen: a click or a key puts the held tiles away
            if event.type == pygame.MOUSEBUTTONDOWN and any(b.enabled and b.rect.collidepoint(event.pos)
                                                            for b in self.bar.buttons):
                # ... and a click on an action button shown meanwhile does what it says too (nc16
                # shot-77/78: « Attraper Biomon » clicked only put the pair away, a second click caught)
                self.bar.handle(event)
            return
        seat = self.human_to_act()
        grid = self.grid_actions()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for s in range(len(self.m.grid)):
                if self.slot_rect(s).collidepoint(event.pos) and seat is None and self.click_may_wait():
                    self.keep_click(s)
                    return
                if self.slot_rect(s).collidepoint(event.pos) and seat is not None:
                    self.cursor = s
                    self.act(seat, grid.get(s) or self.grid_attempt(s))  # refused: the reason shows
                    return
            if self.swap_pick_at(event.pos):
                return
        if event.type == pygame.KEYDOWN and seat is None and pygame.K_1 <= event.key <= pygame.K_9 \
                and event.key - pygame.K_1 < len(self.m.grid) and self.click_may_wait():
            self.keep_click(event.key - pygame.K_1)
            return
        if event.type == pygame.KEYDOWN and grid and seat is not None:
            g = self.side
            moves = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_UP: -g, pygame.K_DOWN: g}
            if event.key in moves:
                self.cursor = (self.cursor + moves[event.key]) % (g * g)
                self.keys_used = True
                return
            if event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
                self.keys_used = True
                self.act(seat, grid.get(self.cursor) or self.grid_attempt(self.cursor))
                return
            if pygame.K_1 <= event.key <= pygame.K_9:
                s = event.key - pygame.K_1
                if s < g * g:
                    self.act(seat, grid.get(s) or self.grid_attempt(s))
                return
        self.bar.handle(event)

    def click_may_wait(self) -> bool:
        """A tile clicked while the screen still shows the person's own last move (a flip, a peek):
        the click is kept and played once the screen has caught up, rather than lost."""
        if self.feed.replaying or self.feed.is_over or self.again or len(self.waiting_clicks) >= 4:
            return False
        local = self.feed.local_seats()
        return any(s in local for s in self.feed.actors()) and self.viewer in self.feed.actors()

    def keep_click(self, s: int) -> None:
        """The click is kept, and said under the grid in muted words while it waits (`waiting_note`):
        a red toast read as a mistake (nc9 shot-73)."""
        step = getattr(self.guide, "step", None)
        if self.guide is not None and (step is None or not step.matches(self.grid_attempt(s))):
            # the tutorial: a click the next step does not ask for is dropped, not refused in red before
            # that step has said what to click (nc16 shot-09/10: tile 3 clicked while the pair flew)
            return
        self.waiting_clicks.append(s)
        self.cursor = s

    def waiting_note(self) -> str:
        """What is said of the clicks kept while the screen catches up ("" when none waits)."""
        return t("elemons.click_waits", slot=self.waiting_clicks[-1] + 1) if self.waiting_clicks else ""

    def play_waiting_click(self) -> None:
        """The screen has caught up: the next kept click is played (refused in words if it no longer fits)."""
        seat = self.human_to_act()
        if seat is None or not self.waiting_clicks:
            return
        s = self.waiting_clicks.pop(0)
        if s < len(self.m.grid):
            self.act(seat, self.grid_actions().get(s) or self.grid_attempt(s))

    def hint_places(self, action: Action) -> list[pygame.Rect]:
        """A tile for a turn, a rock or a peek; for a swap, the two Elemons and the swap button."""
        if action.kind in ("flip", "rock", "peek"):
            return [self.slot_rect(int(action.args[0]))]
        if action.kind == "swap":
            row1, row2 = self.swap_rows()
            give, take = str(action.args[0]), str(action.args[1])
            # an Elemon the person picked wears their frame, not the advice's: the advice's cyan covered it,
            # and after the click nothing told the pick had counted (nc28 shots 58-59)
            give = "" if self.swap_pick["mine"] == give else give
            take = "" if self.swap_pick["theirs"] == take else take
            return ([r for r, k in row1 if k == give] + [r for r, k in row2 if k == take]
                    + [b.rect for b in self.bar.buttons if b.tag == "swap"])
        return []

    def inspect_at(self, pos: tuple[int, int]) -> tuple[str, str] | None:
        row1, row2 = self.swap_rows()
        for rect, picked in row1 + row2:  # the Aeromon's picker: its small pictures named on hover
            if rect.collidepoint(pos):
                return self.describe_kind(picked)
        for s, cell in enumerate(self.m.grid):
            if cell.tile and self.slot_rect(s).collidepoint(pos):
                if cell.rock is not None:
                    return t("elemons.inspect.rock_name"), t("elemons.inspect.rock", who=self.names[cell.rock])
                kind = cell.face_up or self.peeked.get(s)
                if kind:
                    return self.describe_kind(kind)
                seer = self.secret_seer(s)
                if seer is not None:
                    who = self.short_names()[seer]
                    return t("elemons.inspect.secret_name", who=who), t("elemons.inspect.secret", who=who)
                return t("elemons.inspect.back_name"), t("elemons.inspect.back")
        free = [k for k, h in sorted(self.m.gigamons.items()) if h is None]
        for i, kind in enumerate(free):
            if self.wild_rect(i).collidepoint(pos):
                return self.describe_gigamon(kind)
        for seat in range(len(self.m.players)):
            for i, kind in enumerate(self.m.players[seat].gigamons):
                if self.giga_rect(seat, i).collidepoint(pos):
                    return self.describe_gigamon(kind)
            if self.won_hidden(seat):
                n = self.m.players[seat].won
                if any(self.won_rect(seat, i, n).collidepoint(pos) for i in range(n)):
                    return t("elemons.inspect.won_hidden_name"), t("elemons.inspect.won_hidden", who=self.names[seat])
            for rect, kind, _n in reversed(self.hand_spots(seat)):  # the top of the fan first
                if rect.collidepoint(pos):
                    return self.describe_kind(kind)
        for b in self.bar.buttons:
            if b.tag.startswith("trade ") and b.rect.collidepoint(pos):
                kind = b.tag.split()[1]
                if self.m.gigamons.get(kind) is not None:
                    return b.label, self.take_words(kind) + " " + t("elemons.inspect.take")
                return self.describe_gigamon(kind)
        if self.pile_rect().collidepoint(pos):
            return t("elemons.pile", n=self.m.pile), t("elemons.inspect.pile") + (
                " " + self.unseen_words() if self.viewer is not None else "")
        if self.box_rect().collidepoint(pos):
            return t("elemons.box", n=self.box_shown()), t("elemons.inspect.box")
        if self.rocks_rect().collidepoint(pos):
            return t("elemons.inspect.rocks_name"), t("elemons.inspect.rocks")
        return None

    def hover_delay(self, pos: tuple[int, int]) -> float | None:
        """No help box pops up by itself over a face-down tile (the grid is mostly that, and the box
        would cover its neighbours at every move of the pointer): a right click still shows it."""
        for s, cell in enumerate(self.m.grid):
            if self.slot_rect(s).collidepoint(pos):
                if cell.tile and cell.rock is None and not (cell.face_up or self.peeked.get(s)) \
                        and self.secret_seer(s) is None:  # (an eye's box says whose look it marks)
                    return None
        return super().hover_delay(pos)

    def inspect_spot(self, pos: tuple[int, int], size: tuple[int, int]) -> tuple[int, int] | None:
        """A tile's help box goes in the free column under the players' panels: never over the tile's
        own picture and name, nor its neighbours, nor the prompt under the grid, nor the tile a
        tutorial points at. Too many panels to leave room under them: over the last ones."""
        g = self.side
        grid = pygame.Rect(GRID_X, GRID_Y, g * TILE + (g - 1) * GAP, g * TILE + (g - 1) * GAP)
        if not grid.collidepoint(pos):
            return None
        top = self.panel_rect(len(self.m.players) - 1).bottom + 10
        return PANEL_X, max(GRID_Y, min(top, 712 - size[1]))  # four panels: over the last, never the grid

    def keep_clear(self) -> list[pygame.Rect]:
        """The prompt under the grid and the line on the frames under it: a help box never covers them."""
        return [pygame.Rect(GRID_X, PROMPT_TOP - 4, PROMPT_WIDTH, FRAMES_TOP + 2 * 19 + 4 - PROMPT_TOP)]

    def arrow_avoid(self) -> list[pygame.Rect]:
        """Besides the title: every tile (one turned up or looked at is not a click, and an arrow hid
        it), the panels, the pile, the Box and their counts, the wild Gigamons' label and rows."""
        m = self.m
        free = sum(1 for h in m.gigamons.values() if h is None)
        p = self.pile_rect()
        # and the Aeromon picker's pictures with their names: pointing at one, it lay over the next, « Pyromon »
        # half hidden (nc55 shot 036, nc56 shot 045)
        row1, row2 = self.swap_rows()
        # (narrowed by the target's halo, which reaches a neighbour: a piece that touches the target is not avoided)
        picker = [pygame.Rect(r.x, r.y, r.width, r.height + font(TYPE.SMALL).get_linesize() + 2).inflate(
            -2 * SWAP_HALO - 4, 0) for r, _ in row1 + row2]
        return [*super().arrow_avoid(), *(self.slot_rect(s) for s in range(len(m.grid))),
                *(self.panel_rect(seat) for seat in range(len(m.players))),
                pygame.Rect(p.x - 4, p.y - 16, 190, p.height + 64), self.box_rect(), self.rocks_rect(),
                pygame.Rect(770, 378, 185, 22), *(self.wild_rect(i) for i in range(free)), *picker]

    def text_rects(self) -> list[pygame.Rect]:
        """Besides the kit's: the pile's count, the free rocks' count and the wild Gigamons' caption,
        words the tutorial's arrow never crosses (to tile 9 it lay over "Rochers libres", nc9 shot-14):
        hemmed in, the tile gets its halo alone. The title too: to tile 3 the arrow's tip touched « Gigamons »
        (nc23 shot 29), the title being only a piece it may graze."""
        p = self.pile_rect()
        return [*super().text_rects(), self.title_rect(), pygame.Rect(p.x, p.bottom + 6, 180, 24), self.rocks_rect(),
                pygame.Rect(770, 378, 185, 22)]

    def rocks_rect(self) -> pygame.Rect:
        """The "free rocks" count under the box."""
        b = self.box_rect()
        return pygame.Rect(b.x, b.bottom + 6, 170, 26)

    def describe_kind(self, kind: str) -> tuple[str, str]:
        k = self.kind(kind)
        if k.power == "wild":
            return k.name[i18n.lang], t("elemons.inspect.wild")
        # what its pair does, and what three of them catch: the two things a player weighs on sight
        return k.name[i18n.lang], t("elemons.inspect.kind", power=t(f"elemons.power.{k.power}"),
                                    n=self.defs.trade_size, kind=k.name[i18n.lang],
                                    gigamon=k.gigamon_name[i18n.lang])

    def describe_gigamon(self, kind: str) -> tuple[str, str]:
        k = self.kind(kind)
        return k.gigamon_name[i18n.lang], t("elemons.inspect.gigamon", n=self.defs.trade_size, name=k.name[i18n.lang],
                                            win=self.defs.gigamons_to_win)

    def update(self, dt: float) -> None:
        was_busy = self.busy
        if self.held and self.up_again and not self.again and self._again_model is None:
            self._release_up()  # news stopped the last turn shown again: its tiles go with it
        if self.held and self.up_left is not None and self.app.stack.top is self:
            self.up_left -= dt
            if self.up_left <= 0:
                self._release_up()
        if self.fast_aim is not None:
            self.fast_aim = self.fast_aim + dt if self.fast_offered() else None
        if self.note_left > 0 and self.app.stack.top is self:
            self.note_left -= dt
        self.rings.speed = self.speed
        self.rings.step(dt)
        self.ring_said = self.ring_said or self.rings_shown()
        super().update(dt)
        if was_busy and not self.busy:
            self.build_buttons()
        elif (not self.prompt or self.prompt_waits) and not self.bar.buttons:
            # (« Bot 2 joue… » gives way as soon as the turn is the person's: nc32 shots 17, 66 kept it 2 s
            # under « — Tour de Joueur 1 — » while the new tiles came)
            early = self.acting_next()
            if early is not None:
                self.build_buttons(early)
        if not self.busy and self.waiting_clicks:
            if self.human_to_act() is None:
                self.waiting_clicks.clear()  # the turn went elsewhere: the clicks no longer mean a move
            else:
                self.play_waiting_click()
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
        for s in range(len(self.m.grid)):
            pygame.draw.rect(surf, (22, 64, 48), self.slot_rect(s).inflate(6, 6), border_radius=14)
        b = self.box_rect()
        pygame.draw.rect(surf, (70, 52, 40), b, border_radius=8)
        pygame.draw.rect(surf, (120, 92, 64), b, 3, border_radius=8)
        for seat in range(len(self.m.players)):
            panel(surf, self.panel_rect(seat), 200)  # (grown under by `draw_player` when its words go there)

    # -- drawing ----------------------------------------------------------------------------
    def replay_step(self, delta: int) -> None:
        """A replay's step: the last step's missed pair turns back at once, and the new move plays."""
        self.replay_up = {}
        super().replay_step(delta)

    def replay_seek(self, step: int) -> None:
        self.replay_up = {}
        super().replay_seek(step)

    def draw_tile(self, surf: pygame.Surface, s: int) -> None:
        cell = self.m.grid[s]
        if s in self.up_won:  # an opponent's pair, face up where it lay until the person has seen it
            rect = self.slot_rect(s)
            surf.blit(self.face(self.up_won[s], TILE), rect)
            pygame.draw.rect(surf, SEAT_COLORS[self.up_who_won % 4], rect.inflate(4, 4), 4, border_radius=14)
            return
        if not cell.tile:
            return
        anim = self.slot_anim[s] if s < len(self.slot_anim) else SlotAnim()
        rect = self.slot_rect(s)
        img_rect = rect.copy()
        if anim.drop is not None and cell.rock is None:
            p = anim.drop.value
            src = self.pile_rect().center
            img_rect.center = (src[0] + (rect.centerx - src[0]) * p, src[1] + (rect.centery - src[1]) * p)
        shown = cell.face_up or self.peeked.get(s) or self.replay_up.get(s)
        openness = 1.0 if shown else 0.0
        if anim.turn is not None:
            openness = anim.turn.value
        width_k = abs(math.cos(math.pi * openness))
        img = self.face(shown, TILE) if (openness > 0.5 and shown) else self.back(TILE)
        w = max(2, int(TILE * width_k))
        scaled = pygame.transform.scale(img, (w, TILE)) if w != TILE else img
        surf.blit(scaled, scaled.get_rect(center=img_rect.center))
        if s in self.peeked and s not in self.hiding and openness > 0.5 and not cell.face_up:
            pygame.draw.rect(surf, PEEK_FRAME, rect, 3, border_radius=14)
        if cell.rock is not None:
            if not self.rock_flying(s):  # (one on its way is drawn over the whole grid: `draw_rock_flying`)
                size = rock_size(anim.drop.value if anim.drop is not None else 1.0)
                surf.blit(self.rock_img(size), self.rock_img(size).get_rect(center=rect.center))
        if s in self.up_slots:
            pygame.draw.rect(surf, SEAT_COLORS[(self.up_who or 0) % 4], rect.inflate(4, 4), 4, border_radius=14)
        elif anim.fresh is not None and anim.fresh.value > 0.02 and cell.rock is None and not shown:
            # a new tile, not yet seen by anyone: a pale ring inside any seat's frame, fading out
            # nc62 shots 088, 092; tutorial 036: a plain pale inner frame was taken for the bot's blue turn frame (or
            # the tutorial's yellow one) round a tile turned long ago: « never turned » is dotted, a shape no frame has
            ring = pygame.Surface(rect.size, pygame.SRCALPHA)
            draw_dashed_frame(ring, (*FRESH_COLOR, int(240 * anim.fresh.value)), ring.get_rect().inflate(-10, -10), 5)
            surf.blit(ring, rect)
        elif self.first_unturned(s) and not shown and s not in self.hiding and anim.fresh is None:
            ring = pygame.Surface(rect.size, pygame.SRCALPHA)  # a tile of the first grid, never turned
            draw_dashed_frame(ring, (*FRESH_COLOR, int(240 * FRESH_KEEP)), ring.get_rect().inflate(-10, -10), 5)
            surf.blit(ring, rect)
        seer = self.secret_seer(s)
        if seer is not None and s not in self.up_slots:
            self.draw_eye(surf, s, seer)

    def draw_number(self, surf: pygame.Surface, s: int) -> None:
        """The slot's number (as the log, the refusals and the keys 1-9 count), in a small disc at its corner."""
        r = self.slot_rect(s)
        centre = (r.x + 13, r.y + 13)
        pygame.draw.circle(surf, (18, 40, 32), centre, 12)
        pygame.draw.circle(surf, (150, 190, 170), centre, 12, 1)
        img = render(str(s + 1), 16, INK, bold=True)
        surf.blit(img, img.get_rect(center=centre))

    def draw_table(self, surf: pygame.Surface) -> None:
        m = self.m
        grid = self.grid_actions()
        for s in range(len(m.grid)):
            self.draw_tile(surf, s)
        for s in range(len(m.grid)):
            self.draw_rock_flying(surf, s)
            self.draw_number(surf, s)
            if grid and s == self.cursor and self.keys_used:
                draw_cursor(surf, self.slot_rect(s))
        p = self.pile_rect()
        for i in range(min(5, m.pile)):
            surf.blit(self.back(96), (p.x + i * 3, p.y - i * 3))
        surf.blit(render(t("elemons.pile", n=m.pile), 18, INK), (p.x, p.bottom + 8))
        if self.last_turn():  # the pile ran out or the turn limit comes: said before the turn ends
            surf.blit(render(t("elemons.announce.last_turn"), 17, ACCENT, bold=True), (p.x, p.bottom + 30))
        elif self.pile_low() and self.pile_low_said():  # any pair now empties it: said by the pile (nc17 shot-112)
            words = t("elemons.announce.pile_low")
            # (within the pile's column: at 185 px « Prochaine paire : fin ! » touched the log, nc28 shot 30)
            surf.blit(render(words, fit_text(words, PILE_WORDS, 17, True), ACCENT, bold=True), (p.x, p.bottom + 30))
        b = self.box_rect()
        surf.blit(render(t("elemons.box", n=self.box_shown()), 16, INK), (b.x + 8, b.y + 24))
        surf.blit(render(t("elemons.rocks_free", n=m.rocks_free), 16, MUTED), (b.x, self.rocks_rect().y + 4))
        free = [k for k, h in sorted(m.gigamons.items()) if h is None]
        surf.blit(render(t("elemons.gigamons_free"), 16, MUTED), (770, 380))
        for i, kind in enumerate(free):
            self.draw_wild(surf, kind, self.wild_rect(i))
        for seat in range(len(m.players)):
            self.draw_player(surf, seat)
        self.draw_prompt(surf)
        self.draw_undo_words(surf)

    def draw_wild(self, surf: pygame.Surface, kind: str, row: pygame.Rect) -> None:
        """A wild Gigamon: its picture, then "Halomon" over "3 Hydromons", legible at the floor size."""
        k = self.kind(kind)
        surf.blit(self.giga(kind, row.height), row.topleft)
        x, width = row.x + row.height + 6, row.width - row.height - 6
        name = k.gigamon_name[i18n.lang]
        if row.height < WILD_ROW - 2:  # one line while the Aeromon's picker is up: the name by its picture
            # and its cost in pictures, « 3 × » and the Elemon's face (nc64 shots 037-039: the « 3 Xmons » lines went
            # with the picker, the list changed its look): where both fit, else the name alone
            size = row.height - 4
            count = render(f"{self.defs.trade_size}\u00d7", TYPE.SMALL, MUTED)
            cost_w = count.get_width() + 2 + size
            img = render(name, fit_text(name, width - cost_w - 6, 16, True), INK, bold=True)
            surf.blit(img, img.get_rect(midleft=(x, row.centery)))
            if img.get_width() + 6 + cost_w <= width:
                cx = row.right - cost_w
                surf.blit(count, count.get_rect(midleft=(cx, row.centery)))
                face = self.face(kind, size)
                surf.blit(face, face.get_rect(midleft=(cx + count.get_width() + 2, row.centery)))
            return
        surf.blit(render(name, fit_text(name, width, 16, True), INK, bold=True), (x, row.y - 1))
        cost = t("elemons.gigamon_cost", n=self.defs.trade_size, kind=k.name[i18n.lang])
        surf.blit(render(cost, fit_text(cost, width, TYPE.SMALL), MUTED), (x, row.y + 15))

    def held_name_size(self, width: int) -> int:
        """One type size for every Gigamon's name under a panel: the size the longest name fits
        (Meteoromon printed smaller than Biomon beside it looked like a mistake)."""
        names = [k.gigamon_name[i18n.lang] for k in self.defs.kinds.values() if k.gigamon_name]
        return min((fit_text(n, width, TYPE.SMALL, True, floor=12) for n in names), default=TYPE.SMALL)

    def draw_held(self, surf: pygame.Surface, kind: str, cell: pygame.Rect) -> None:
        """A Gigamon in a panel: its picture over its name, written at a readable size."""
        pic = self.giga(kind, GIGA_PIC)
        surf.blit(pic, pic.get_rect(midtop=(cell.centerx, cell.y)))
        name = self.kind(kind).gigamon_name[i18n.lang]
        img = render(name, self.held_name_size(cell.width), INK, bold=True)
        surf.blit(img, img.get_rect(midtop=(cell.centerx, cell.y + GIGA_PIC + 1)))

    def flying_to(self) -> dict[tuple[int, int, int, int], int]:
        """How many tiles are still flying to each spot of a hand (a won pair, a draw, a swap)."""
        out: dict[tuple[int, int, int, int], int] = {}
        for f in self.anim.flights:
            if not f.tween.done:
                key = (f.end.x, f.end.y, f.end.w, f.end.h)
                out[key] = out.get(key, 0) + 1
        return out

    def flying_over(self, seat: int) -> int:
        """How many tiles flying to the seat's hand are already over its panel: its « Elemons en main » counts
        them (nc31 shot 69: « 1 » beside two Geomons about to land and the Polymon), their pictures wait."""
        pv = self.m.players[seat]
        spots = [spot for spot, _k, _n in self.hand_spots(seat)] if pv.tiles is not None else \
            [self.won_rect(seat, i, pv.won) for i in range(pv.won)]
        ends = {(x.x, x.y, x.w, x.h) for x in spots}
        return sum(n for end, n in self.flying_in(seat).items() if end in ends)

    def flying_in(self, seat: int) -> dict[tuple[int, int, int, int], int]:
        """How many tiles flying to each spot are already over the seat's panel (`flying_over`)."""
        r = self.panel_rect(seat)
        out: dict[tuple[int, int, int, int], int] = {}
        for f in self.anim.flights:
            if not f.tween.done and f.tween.elapsed >= f.tween.delay and r.collidepoint(f.rect().center):
                key = (f.end.x, f.end.y, f.end.w, f.end.h)
                out[key] = out.get(key, 0) + 1
        return out

    def hand_flying(self, seat: int) -> dict[tuple[int, int, int, int], int]:
        """`flying_to`, and the seat's won pair still face up on the grid, to be seen: it is not in the hand yet
        (it was in both places, counted and pictured in the panel beside the grid's two tiles)."""
        flying = self.flying_to()
        if self.up_won and self.up_who_won == seat:
            for end in self.landing(seat, list(self.up_won.values())):
                key = (end.x, end.y, end.w, end.h)
                flying[key] = flying.get(key, 0) + 1
        return flying

    def hand_shown(self, seat: int) -> tuple[list[tuple[pygame.Rect, str, int]], int, bool]:
        """The seat's own hand as drawn while tiles fly to it: (where, kind, count said) for each kind pictured,
        the Elemons counted, and whether the counts go beside the pictures.

        A tile still on its way is counted once it lands, its picture and « ×3 » with it (nc28 shots 47, 79), and
        once over the panel in « Elemons en main » and its kind's « ×3 » alike (nc34 shot 99); a count beside or
        under its picture stays whole under a tile flying to it (nc37 shot 117). The row is laid out from what is
        drawn: laid out from the whole hand, the spot and the « ×3 » room of a tile still flying left a gap, and
        the kinds after it moved aside the moment it took off (nc51 shots 022, 064, 087); they make room for it
        once it is over the panel, where it lands."""
        flying, inside = self.hand_flying(seat), self.flying_in(seat)
        counts: dict[str, int] = {}
        pictured: set[str] = set()
        for spot, kind, n in self.hand_spots(seat):
            key = (spot.x, spot.y, spot.w, spot.h)
            shown = n - min(n, flying.get(key, 0) - inside.get(key, 0))
            if shown:
                counts[kind] = shown
            if n - min(n, flying.get(key, 0)):  # one at least landed: its picture, and the count
                pictured.add(kind)
        drawn = [(spot, kind, n) for spot, kind, n in self.hand_layout(seat, counts) if kind in pictured]
        return drawn, sum(counts.values()), self.hand_fit(seat, counts) is not None

    def draw_player(self, surf: pygame.Surface, seat: int) -> None:
        r = self.panel_rect(seat)
        pv = self.m.players[seat]
        color = SEAT_COLORS[seat % 4]
        box = self.panel_box(seat)
        if box != r:  # the panel grown down over the words under it, one box with it (nc34 shots 95-109)
            grown = pygame.Rect(r.x, r.bottom - 12, r.width, box.bottom - r.bottom + 12)
            layer = pygame.Surface(grown.size, pygame.SRCALPHA)
            # square on top: rounded there, its corners and the panel's left notches of felt at the join, and the
            # words under it read as a strip of their own below a panel too short (nc35 shot 91)
            pygame.draw.rect(layer, (*PANEL, 200), layer.get_rect(), border_radius=12, border_top_left_radius=0,
                             border_top_right_radius=0)
            # where the panel itself is already drawn, nothing more (no darker band)
            pygame.draw.rect(layer, (0, 0, 0, 0), pygame.Rect(0, 12 - r.height, r.width, r.height), border_radius=12)
            surf.blit(layer, grown.topleft)
        if self.m.current == seat and not self.m.over:
            pygame.draw.rect(surf, color, self.panel_box(seat), 3, border_radius=12)
        name = self.names[seat]
        surf.blit(render(name, fit_text(name, r.width - 20, 18, True), color, bold=True), (r.x + 10, r.y + 8))
        # what is still on its way is counted and pictured as it lands (`hand_shown`; a hidden hand below)
        flying = self.hand_flying(seat)
        if pv.tiles is not None:
            drawn, held, beside = self.hand_shown(seat)
            for spot, kind, shown in drawn:
                surf.blit(self.face(kind, spot.width), spot)
                badge = self.hand_badge(seat, spot, shown, beside)
                if beside:
                    draw_count(surf, spot, shown, beside=True)
                elif badge is not None:
                    draw_count_in(surf, badge, shown, HAND_UNDER_TYPE)
        else:
            # the Elemons this screen saw enter the hand show their face, the others their back (nc28)
            order = list(self.defs.kinds)
            kinds = self.seen_hand(seat).kinds
            seen = [k for k in sorted(kinds, key=order.index) for _ in range(kinds[k])]
            places = [self.won_rect(seat, i, pv.won) for i in range(pv.won)]
            away = [flying.get((p.x, p.y, p.w, p.h), 0) > 0 for p in places]
            # what is on its way (still face up on the grid, or flying) is not pictured: the kinds in the
            # panel are the others (the pair's two Aeromons stood there, the Hydromons landed before gone)
            coming = list(self.up_won.values()) if self.up_won and self.up_who_won == seat else \
                self.arriving.get(seat, [])
            for kind in coming[:sum(away)]:
                if kind in seen:
                    seen.remove(kind)
            held = pv.won - sum(away)
            faces = iter(seen)
            for place, gone in zip(places, away, strict=True):
                if not gone:
                    face = next(faces, None)
                    surf.blit(self.face(face, place.width) if face else self.back(place.width), place)
            held += self.flying_over(seat)
        won = t("elemons.won", n=held)
        if self.won_hidden(seat):
            won = t("elemons.won_seen", n=held, seen=max(0, held - self.seen_hand(seat).unseen))
        # a pair still face up on the grid or flying to an empty hand: said on its way, never « 0, face cachée »
        # (nc36 shot 58); in plain words, the count now and the count it makes, « 0, bientôt 2 » (« 2 en route »,
        # then « +2 en route », read oddly: nc38 shots 053, 058, nc51 shots 059, 064)
        on_way = (len(pv.tiles) if pv.tiles is not None else pv.won) - held
        if on_way > 0 and not held:
            won = t("elemons.won_arriving", n=on_way)
        surf.blit(render(won, fit_text(won, r.width - 20, 15), INK), (r.x + 10, r.y + 32))
        for i, kind in enumerate(pv.gigamons):
            if not self.gigamon_landing(seat, kind):
                self.draw_held(surf, kind, self.giga_rect(seat, i))
        lines, x, top, warn = self.near_layout(seat)
        for k, line in enumerate([] if self.gigamon_crossing(seat) else lines):
            surf.blit(render(line, TYPE.SMALL, ACCENT if warn else MUTED, bold=warn), (x, top + k * NEAR_LINE))

    def near_layout(self, seat: int) -> tuple[list[str], int, int, bool]:
        """The panel's « À 1 … » lines as drawn: the lines, where the first starts (x, top), and whether
        they warn."""
        r = self.panel_rect(seat)
        pv = self.m.players[seat]
        x = self.giga_rect(seat, len(pv.gigamons)).x
        near, warn = self.near_words(seat) if pv.tiles is None and seat != self.viewer \
            else self.own_near_words(seat) if seat == self.viewer else ("", False)
        if self.one_more_wins(seat) and not warn:
            near, warn = t("elemons.announce.one_more_short"), True
        if self.decided():
            near = ""  # decided: no « À 1 … de la victoire » under the winner's three Gigamons (nc32 shot 107)
        if not near:
            return [], x, r.bottom, warn
        if self.roomy():  # the panel's own row, its whole width, under the hand (nc61); longer: as before
            lines = wrap(near, r.width - 20, TYPE.SMALL, bold=warn)
            if len(lines) <= 2:
                row = r.y + 54 + WON_H + 2
                return lines, r.x + 10, row + (NEAR_ROW - NEAR_LINE * len(lines)) // 2, warn
        shown, step = 3, NEAR_LINE
        lines = wrap(near, r.right - 10 - x, TYPE.SMALL, bold=warn) if r.right - 10 - x >= 60 else []
        # a third line starts higher, so it ends inside the panel (nc30 shot 50: « …Floramon, Geomon » on its edge)
        top = min(r.bottom - GIGA - 4, r.bottom - 8 - step * len(lines))
        if pv.tiles is not None:  # 4 px under one's own hand's row (nc31 shots 80, 92: right under the Polymon)
            under_hand = r.y + 54 + SMALL + 4
            wider = any(font(TYPE.SMALL, warn).size(line)[0] > r.right - 10 - x for line in lines)
            if r.right - 10 - x >= 60 and (under_hand + step * len(lines) > r.bottom - 4 or wider or len(lines) > 3):
                # (nc43 shot 049: « d'Anemomon ! » past the panel's right edge beside two Gigamons; nc66 shots 077,
                # 102: « Vous pouvez attraper Heliomon ! Il vous manque … » cut after three lines, and the long words
                # drawn by the fallbacks below beside two Gigamons: the short words go on to them too)
                short, warn = self.own_near_words(seat, short=True)  # the words that fit there
                if short:
                    near, lines = short, wrap(short, r.right - 10 - x, TYPE.SMALL, bold=warn)
                top = min(r.bottom - GIGA - 4, r.bottom - 8 - step * len(lines))
            top = max(top, under_hand)
        wide = any(font(TYPE.SMALL, warn).size(line)[0] > r.right - 10 - x for line in lines)
        if (not lines or len(lines) > 3 or wide) and pv.tiles is not None:
            # one's own words beside two Gigamons took four lines of a word or two (nc51 shots 089-090: « À 1 /
            # Hydromon / de la / victoire ! »): on the hand's row, right of its pictures, where two lines hold them
            after = self.beside_hand(seat, near, warn)
            if after is not None:
                return after
        if not lines or len(lines) > 3 or wide:  # (a long name past the panel's edge: nc35, « Meteoromon »)
            # beside two Gigamons the words do not fit (nc32 shot 97: « À 1 Polymon de la » and no more):
            # under the panel where the column is free (the last seat's), on a plate of the panel's own
            # joined to it (nc34 shots 95-109: on the bare felt they read as text spilling out), else in
            # four lines beside them
            # all of them, in up to four lines while the window holds them (nc35: a fourth one was cut off)
            under = wrap(near, r.width - 20, TYPE.SMALL, bold=warn)
            room = (WINDOW_H - 4 - 8 - (r.bottom + 2)) // step
            if seat == len(self.m.players) - 1 and len(under) <= min(4, room):
                x, top, lines, shown = r.x + 10, r.bottom + 2, under, 4
            else:
                shown = 4
                lines = wrap(near, max(60, r.right - 8 - x), TYPE.SMALL, bold=warn)
                top = r.bottom - 6 - step * min(shown, len(lines))
        return lines[:shown], x, top, warn

    def beside_hand(self, seat: int, near: str, warn: bool) -> tuple[list[str], int, int, bool] | None:
        """`near_layout` for the words on the seat's own hand's row, right of its pictures and their counts, in at
        most two lines level with the pictures; None where they do not fit there."""
        r = self.panel_rect(seat)
        spots = self.hand_spots(seat)
        if not spots or not self.hand_beside(seat):
            return None
        spot, _kind, n = spots[-1]
        x = (count_rect(spot, n, beside=True).right if n > 1 else spot.right) + HAND_GAP
        room = r.right - 10 - x
        lines = wrap(near, room, TYPE.SMALL, bold=warn) if room >= 60 else []
        if not lines or len(lines) > 2 or any(font(TYPE.SMALL, warn).size(line)[0] > room for line in lines):
            return None
        return lines, x, spot.centery - NEAR_LINE * len(lines) // 2, warn

    def panel_box(self, seat: int) -> pygame.Rect:
        """The seat's panel as drawn: its rect, grown down over the « À 1 … » lines written under it."""
        r = self.panel_rect(seat)
        lines, _x, top, _warn = self.near_layout(seat)
        if lines and top >= r.bottom:
            r = r.inflate(0, 0)
            r.height = top + NEAR_LINE * len(lines) + 8 - r.y
        return r

    def draw_swap_up(self, surf: pygame.Surface, swap: tuple[int, str, str]) -> None:
        """The swap done to the person in pictures: the Elemon they lose, the one they get."""
        _who, took, gave = swap
        for rect, kind, key, color in zip(swap_up_rects(), (took, gave), ("elemons.swap_lost", "elemons.swap_got"),
                                          ((200, 90, 80), (90, 180, 110)), strict=True):
            surf.blit(self.face(kind, rect.width), rect)
            pygame.draw.rect(surf, color, rect.inflate(6, 6), 3, border_radius=8)
            words = t(key, kind=self.kind(kind).name[i18n.lang])
            for k, line in enumerate(wrap(words, 150, TYPE.SMALL)[:2]):
                surf.blit(render(line, TYPE.SMALL, INK), (rect.right + 8, rect.y + 4 + k * 19))

    def draw_prompt(self, surf: pygame.Surface) -> None:
        if self.again or self._again_model is not None:
            self.prompt = ""  # the last turn shown again: the caption over the log says so
        elif self.m.over:
            self.prompt = ""  # the game ended on the screen: no order of the last turn stays under "Fin de partie"
        elif self.human_to_act() is None and not self.feed.replaying and self.acting_next() is None:
            # (the game over in the engine, its last move still on screen: no order stays under it)
            # The seat whose turn the screen shows, not the engine's (which may be a move ahead).
            bot = self.feed.seats[self.m.current].startswith("bot:")
            # its move already made and still playing out on the screen: it no longer "thinks"
            key = "elemons.playing" if self.busy else "elemons.waiting"
            self.prompt = t(key, who=self.names[self.m.current]) if bot else ""
            if self.prompt and self.pile_low() and self.guide is None:  # its pair ends the game too (nc36 shot 112)
                self.prompt += " " + t("elemons.ends_next", you="no")
            self.prompt_waits = bool(self.prompt)
        width = PROMPT_WIDTH  # up to the wild Gigamons
        if self.held and self.up_who is not None and not self.again and self._again_model is None:
            said = self.up_words()
            size, lines = up_lines(said)
            for k, line in enumerate(lines[:UP_LINES]):
                surf.blit(render(line, size, ACCENT), (330, 508 + k * (size + 4)))
            if self.up_swap is not None:
                self.draw_swap_up(surf, self.up_swap)
            if self.fast_offered():
                self.draw_fast(surf)
        elif self.note_left > 0 and self.note and self.human_to_act() is None:
            # the person's own move's outcome, in the prompt's place while nobody asks them anything
            for k, line in enumerate(wrap(self.note, width, TYPE.BODY)[:PROMPT_LINES]):
                surf.blit(render(line, TYPE.BODY, ACCENT), (330, PROMPT_TOP + k * (TYPE.BODY + 4)))
        elif self.prompt:
            tall = draw_prompt(surf, self.prompt, (330, PROMPT_TOP), width, max_lines=PROMPT_LINES)
            lines, top = self.frames_legend()
            # the legend only where the prompt leaves it room: under three lines it crowded them (nc9 shot-30)
            if self.grid_actions() and self.view["phase"] == "flip" and not self.waiting_clicks \
                    and PROMPT_TOP + tall + 6 <= top:
                for k, line in enumerate(lines):
                    surf.blit(render(line, TYPE.SMALL, MUTED), (330, top + k * 19))
        note = self.waiting_note()
        if note:  # a click kept while a tile turns: said where the frames' legend stands, not as an error
            for k, line in enumerate(wrap(note, width, TYPE.SMALL)[:2]):
                surf.blit(render(line, TYPE.SMALL, MUTED), (330, FRAMES_TOP + k * 19))
        row1, row2 = self.swap_rows()
        if row1 or row2:
            top = self.swap_label_top()
            if row1:
                surf.blit(render(self.swap_caption(0), TYPE.SMALL, MUTED), (row1[0][0].x, top))
            if row2:
                surf.blit(render(self.swap_caption(1), TYPE.SMALL, MUTED), (row2[0][0].x, top))
            for row_i, rows in ((0, row1), (1, row2)):
                for rect, kind in rows:
                    if self.swap_named:
                        surf.blit(self.bare_face(kind, rect.width), rect)
                        name = render(self.kind(kind).name[i18n.lang], TYPE.SMALL, INK)
                        surf.blit(name, self.swap_name_rect(rect, kind))
                    else:  # no room for the name under it: none on it either (nc40 shots 049, 098: ~7 px)
                        surf.blit(self.bare_face(kind, rect.width), rect)
                    # how many of each (nc21 shots 78-79: 4 icons for 6) and, for an Elemon that would leave the
                    # opponent 1 short or able to catch, a « ! »: both beside the picture (nc34 zoom-38)
                    count, mark = self.swap_badges(rect, kind, row_i)
                    if count is not None and self.swap_under:
                        draw_count_in(surf, count, self.swap_counts()[row_i].get(kind, 1))
                    elif count is not None:
                        draw_count(surf, rect, self.swap_counts()[row_i].get(kind, 1), top=True, beside=True,
                                   gap=SWAP_PICK_ROOM)
                    if mark is not None:
                        draw_warning(surf, mark)
            if not self.swap_named:
                self.draw_swap_names(surf, row1, row2)
            for rows, side in ((row1, "mine"), (row2, "theirs")):
                picked = self.swap_pick[side]
                for rect, kind in rows:
                    if picked is not None and picked != kind:  # the others dimmed: the pick stands out (nc26 shot 39)
                        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
                        veil.fill((12, 18, 24, SWAP_VEIL))
                        surf.blit(veil, rect)
                for rect, kind in rows:
                    if picked == kind:
                        pygame.draw.rect(surf, ACCENT, rect.inflate(6, 6), 3, border_radius=8)
        self.bar.draw(surf)


def count_rect(spot: pygame.Rect, n: int, top: bool = False, beside: bool = False, gap: int = 1) -> pygame.Rect:
    """Where `draw_count` puts a kind's « ×3 »: on a dark tab at the foot of its picture (`top`: at its
    top corner, inside it); `beside`: `gap` px right of the picture (room was left)."""
    tag = render(f"×{n}", 15, INK, bold=True).get_rect()
    if beside:
        box = tag.inflate(2, 0)
        # (clear of the picture: over its edge, it read as covering the corner, nc25 shots 34, 75)
        return box.move_to(topleft=(spot.right + gap, spot.top)) if top else \
            box.move_to(bottomleft=(spot.right + gap, spot.bottom))
    box = tag.move_to(topright=(spot.right - 1, spot.top + 1)) if top else \
        tag.move_to(bottomright=(spot.right + 3, spot.bottom + 3))
    return box.inflate(6, 0)


@functools.cache
def count_room(n: int) -> int:
    """The width a count « ×n » takes right of its picture when it sits beside it (none for one)."""
    if n <= 1:
        return 0
    spot = pygame.Rect(0, 0, SMALL, SMALL)
    return count_rect(spot, n, beside=True).right - spot.right


def draw_count(surf: pygame.Surface, spot: pygame.Rect, n: int, top: bool = False, beside: bool = False,
               gap: int = 1) -> None:
    """A kind's count « ×3 » (nothing for one), where `count_rect` says."""
    if n <= 1:
        return
    draw_count_in(surf, count_rect(spot, n, top, beside, gap), n)


def draw_count_in(surf: pygame.Surface, box: pygame.Rect, n: int, size: int = 15) -> None:
    """A kind's count « ×3 » on its dark tab filling `box` (the crowded picker's, under its picture)."""
    tag = render(f"×{n}", size, INK, bold=True)
    pygame.draw.rect(surf, (20, 26, 32), box, border_radius=5)
    surf.blit(tag, tag.get_rect(center=box.center))


def draw_warning(surf: pygame.Surface, rect: pygame.Rect) -> None:
    """A « ! » on a dark disc filling `rect` (`swap_badges`): giving it brings the opponent near a Gigamon."""
    centre = rect.center
    pygame.draw.circle(surf, (20, 24, 30), centre, WARN_R)
    pygame.draw.circle(surf, ACCENT, centre, WARN_R, 2)
    img = render("!", TYPE.SMALL, ACCENT, bold=True)
    surf.blit(img, img.get_rect(center=centre))


def drop_last_entry(log: Any) -> None:
    """The log's last sentence taken back (its wrapped lines too), to be written again longer."""
    log.entries.pop()
    while log.lines:
        log.lines.pop()
        if log.heads.pop():
            break
    log._cache = None


def rock_size(k: float) -> int:
    """A Rock's size as it falls (`k` 0 to 1): big from the start, settling onto its tile (it grew
    from a dot, read as no rock at all for a second, nc18 shot-18)."""
    return int(TILE * 0.8 * (1.35 - 0.35 * k))


def swap_up_rects() -> tuple[pygame.Rect, pygame.Rect]:
    """Where the two Elemons of a swap done to the person show under its words: lost, then got."""
    return pygame.Rect(330, FRAMES_TOP - 2, 52, 52), pygame.Rect(330 + 215, FRAMES_TOP - 2, 52, 52)


def draw_cursor(surf: pygame.Surface, rect: pygame.Rect) -> None:
    """The keyboard's cursor: white corners round the tile, unlike any frame that means a move."""
    r, arm = rect.inflate(14, 14), 26
    for (x, y), (dx, dy) in (((r.left, r.top), (1, 1)), ((r.right - 1, r.top), (-1, 1)),
                             ((r.left, r.bottom - 1), (1, -1)), ((r.right - 1, r.bottom - 1), (-1, -1))):
        pygame.draw.line(surf, INK, (x, y), (x + dx * arm, y), 4)
        pygame.draw.line(surf, INK, (x, y), (x, y + dy * arm), 4)


def actor(ev: Event) -> int:
    """The seat of an event a seat's own act makes (a pair won, a tile drawn, a Gigamon caught)."""
    assert ev.seat is not None, ev.kind
    return ev.seat


def fit_row(buttons: list[Button], left: int, right: int, gap: int = 10) -> None:
    """Narrow a row of buttons alike until it ends by `right` (the tool buttons begin there): a
    label then takes two lines rather than running under its neighbour."""
    if not buttons:
        return
    widths = [b.rect.width for b in buttons]
    room = right - left - gap * (len(buttons) - 1)
    k = min(1.0, room / sum(widths))
    x = left
    for b, w in zip(buttons, widths, strict=True):
        b.rect = pygame.Rect(x, b.rect.y, int(w * k), b.rect.height)
        x += b.rect.width + gap


def won_grid(n: int, width: int, height: int) -> tuple[int, int]:
    """(size, columns) of n small tiles in a width x height band, 2 px apart, none over another: the
    largest size (up to SMALL, down to 8) at which they all fit in as many rows as the band holds."""
    for size in range(SMALL, 7, -1):
        cols = max(1, (width + 2) // (size + 2))
        rows = max(1, (height + 2) // (size + 2))
        if cols * rows >= n:
            return size, cols
    return 8, max(1, (width + 2) // 10)


def enabled_color(ok: Any) -> tuple[int, int, int]:
    return (60, 110, 70) if ok else (50, 50, 54)
