"""The Monsters table's layout and drawing: everything on screen comes from the display model.

`MonstersPainter` is the drawing part of `MonstersTable` (scenes/monsters/table.py, which holds
the play: events, real time, input): the seats' panels, the centre and the deck, the stacking
board and its layers, the hand, the last trick, the spectator's view, the countdown and the
round's result. It reads the table through `MonstersScreen` (the model, the viewer, the round's
state), the person's own `Arrangement` and the table's `Motion` (what is moving), and draws the
pieces of sprites/monsters/art.py.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from typing import Any, Protocol

import pygame

from game import i18n
from game.feed import Feed
from game.i18n import t
from game.monsters.cards import lines_of
from game.monsters.defs import Defs
from game.monsters.state import claim_decision, decided_round, deck_out_decision, deck_out_winners
from scenes.monsters.model import MonstersModel
from scenes.monsters.results import cut_words, late_words, round_sentences, you_won
from scenes.tutorial import draw_halo
from scenes.ui import ACCENT, DANGER, FELT, FELT_DARK, INK, MUTED, OK, Button, ButtonBar, note_prompt, panel
from sprites.fonts import TYPE, fit_text, render, wrap
from sprites.monsters import art as art
from sprites.palette import SEAT_COLORS
from sprites.tween import Tween, ease_out_back

GAME = "monsters"
Rect = pygame.Rect


def hand_label(i: int) -> str:
    """Under the hand's slot `i`: the key that picks it ("touche 3"). The card's number in the deck
    ("n° 15") no longer follows it: nothing else names a card by it, and a newcomer never found what
    it was for (round 18)."""
    return t("monsters.hand_key", n=i + 1)


class Layout:
    """Where everything lies on the 1280x720 canvas (the kit draws the log at x 960-1270)."""

    board: Rect = Rect(292, 116, 256, 256)  # the stacking board
    big: int = 236  # a card on the board
    # the first of the stack's layers, then every layer_step down; its name « Pile » a line below the clock's
    # « sans limite » (nc21, shot 01: on one band they read « Pile sans limite », and English's overlapped)
    layer: Rect = Rect(562, 138, 64, 64)
    layer_step: int = 82
    claim_y: int = 382
    hand: Rect = Rect(296, 440, 128, 128)  # the first hand card, then every hand_step right
    hand_step: int = 152
    deck: Rect = Rect(706, 82, 92, 92)  # 4 px higher than it was: « Pioche : 35 » clear of the centre's tag
    centre: Rect = Rect(818, 76, 124, 124)
    # the tie order: five tokens, the first wins equal counts (nc37: « 2 violets contre 2 rouges » lost, learned
    # only when it mattered); top right, over the log's column, its caption before it, clear of the caption of a
    # move shown again (from 32 down). Above the deck, at 14 px after 12 px words, it was tiny and squeezed
    # between « Durée » and « Carte du centre » (nc51 shots 040, 057)
    ties: Rect = Rect(1270 - 5 * 18 - 4 * 14, 11, 5 * 18 + 4 * 14, 18)
    # the last trick taken: its top 10 px lower than it was, its foot where it was (nc35, shot 17: the centre's
    # tag, 5 px above it, read as hanging over its top edge; nc36, shots 19, 42, 57: 8 px, still « on its
    # border »), its card a little smaller and closer under its heading (`last_card_rect`)
    last: Rect = Rect(700, 244, 246, 132)
    last_card: int = 98
    again_swap: Rect = Rect(740, 440, 206, 150)  # a swap shown again: the centre card before and after
    again_trick: Rect = Rect(290, 428, 446, 168)  # another seat's trick shown again: its cards, over the hand
    clock: Rect = Rect(586, 52, 104, 52)
    seat: Rect = Rect(12, 58, 266, 108)  # the first seat's panel, then every seat_step down
    seat_step: int = 116
    button_y: int = 640
    # the round's summary (over the board, under the log): from under the title, so the table's
    # heading ("Solo : battez le sablier") does not peek out above it
    round_panel: Rect = Rect(292, 50, 654, 572)

    def seat_panel(self, seat: int) -> Rect:
        return self.seat.move(0, seat * self.seat_step)

    def seat_hand(self, seat: int) -> tuple[int, int]:
        """The middle of a seat's face-down hand on its panel, where a card it swaps flies to and from
        (issue 24, shot 36: a card landing on the panel's middle hid its status "superpose…")."""
        r = self.seat_panel(seat)
        return (r.x + 53, r.y + 47)

    def chip(self, seat: int, k: int) -> Rect:
        r = self.seat_panel(seat)
        return Rect(r.x + 10 + k * 51, r.y + 68, 28, 28)

    def chip_cell(self, seat: int, k: int) -> Rect:
        """A chip with its count beside it, as one cell: a trick landing there frames it, inside the
        gap to the next chip (nc16, shots 52 and 76: a ring round the chip covered both counts near it)."""
        chip = self.chip(seat, k)
        return Rect(chip.x - 4, chip.y - 4, 49, chip.h + 8)

    def hand_slot(self, i: int) -> Rect:
        return self.hand.move(i * self.hand_step, 0)

    def layer_slot(self, i: int) -> Rect:
        """Slot `i` of the stack's list, from the top (0: "dessus") down to the bottom ("dessous")."""
        return self.layer.move(0, i * self.layer_step)

    def stack_slot(self, i: int, size: int, n: int) -> Rect:
        """Where card `i` (from the top) of a stack of `size` cards out of `n` lies in the list: the
        stack rests on the bottom slot, as a real pile does (the first card stacked shows as
        "dessous", and later cards go on top of it: it never slides down)."""
        return self.layer_slot(n - size + i)

    def board_card(self) -> Rect:
        return Rect(0, 0, self.big, self.big).move(self.board.centerx - self.big // 2,
                                                   self.board.centery - self.big // 2)

    def last_card_rect(self) -> Rect:
        return Rect(self.last.x + 8, self.last.y + 28, self.last_card, self.last_card)

    def continue_button(self) -> Rect:
        """The round summary's Continue button."""
        r = self.round_panel
        return Rect(r.centerx - 110, r.bottom - 58, 220, 44)


L = Layout()
# « Pile » this far above its first layer: 18 px, its letters touched the top card's frame (nc22, shot 08)
LAYERS_NAME_DY = 20
PROMPT_W, PROMPT_SIZE = 650, 16  # the prompt under the hand: two lines of this width and size
DEMO_TIME = 1.5  # a demo runs the match clock this much faster, so a few seconds show real play
_FIT: dict[tuple[str, int, int, bool], int] = {}


def lie_word(rot: int, flip: int) -> str:
    """How a card of a trick lies, said under it: « (retournée) », « (tournée ↻2) », « (retournée, ↺) », or
    "" as dealt (nc35, shots 49, 63: round 1 said « milieu (retournée) », round 2's turned card said nothing)."""
    turn = turn_sign(rot)
    if flip:
        return t("monsters.flipped_turned", turn=turn) if turn else t("monsters.flipped")
    return t("monsters.turned", turn=turn) if turn else ""


def lie_signs(rot: int, flip: int) -> str:
    """`lie_word` in the buttons' signs, short: « ⇄ », « ↻2 », « ⇄ ↺ »."""
    return " ".join(s for s in ("⇄" if flip else "", turn_sign(rot)) if s)


def turn_sign(rot: int) -> str:
    """A card's turn from as dealt, in the buttons' signs: « ↻1 », « ↻2 », « ↺ » (three quarters), "" none."""
    turns = rot % 4
    return "↺" if turns == 3 else f"↻{turns}" if turns else ""


def fit(text: str, width: int, size: int, bold: bool = False) -> int:
    """`fit_text`, remembered: the table measures the same names sixty times a second."""
    key = (text, width, size, bold)
    if key not in _FIT:
        if len(_FIT) > 2000:
            _FIT.clear()
        _FIT[key] = fit_text(text, width, size, bold)
    return _FIT[key]


# real seconds the centre card flashes, with the swapper's name and a bar running down, after another
# seat's swap (1.8 was over before a newcomer looked up: round 10, shots 47-49); the first swap begun
# inside it is refused, once, and none after it (nc24, shots 61-83: refused however long ago, the tag
# up a minute, "punished for no reason")
CENTRE_FLASH = 10.0
CENTRE_PULSE_LEFT = 4.0  # the centre's flash pulses until this many seconds are left, then stays still
# the warning under the panels (« Bot 2 a déjà 2 plis rouges ! » and why): this far under the last panel, and
# at most so many lines of its heading and of its words
RUNAWAY_GAP = 10
RUNAWAY_LINES = (3, 4)


def runaway_height(head: int, why: int) -> int:
    """The warning's height with `head` lines of heading and `why` lines of words."""
    return 12 + 20 * head + 17 * why + 4


RUNAWAY_MOST = runaway_height(*RUNAWAY_LINES)
# « Carte du centre » flashing as another seat changes the card: its plate, this much larger than the words
# (within the gap above the centre's frames, under the title), and the flash's seconds at normal speed
CAPTION_FLASH_PAD = (12, 4)
CAPTION_FLASH = 1.2
CENTRE_CAPTION_GAP = 4  # « Carte du centre » this far above the centre's frames (nc28: it sat tight on them)
CENTRE_TAG_W = 290  # the tag over the centre card, right-aligned with it: clear of the clock's "Chrono"
# « Bientôt la fin » from three tricks before the deck runs out (nc38, shot 100: said at 5 cards, the round
# over 20 s later): `tricks_left` up to this
SOON_TRICKS = 2
STANDING_LINES = 3  # under the last trick, above the hand
WARNING_ROWS = 7  # « Dernier pli ! »'s rows under its title, above the prompt
STANDING_INSET = 12  # the standing's left margin: clear of a hint's label over the third hand card (round 14)


def under_cover() -> Rect:
    """The column right of the hand that the cards drawn pass under: « Dernier pli », the standing under it and
    the warning box right of the hand (its left edge clear of the third hand card, where they land)."""
    left = L.hand_slot(2).right + 2
    return Rect(left, L.last.y, L.last.right - left, L.hand.bottom + 30 - L.last.y)


def standing_lines(text: str) -> list[str]:
    """The deck-out standing as it is written under the last trick: three lines at most fit there."""
    return wrap(text, L.last.w - STANDING_INSET - 4, TYPE.SMALL)


def standing_rect(lines: int) -> Rect:
    """Where the deck-out standing's lines are written, under the last trick."""
    return Rect(L.last.x, L.last.bottom + 4, L.last.w, lines * 17 + 4)


COUNTDOWN = 3.0  # real seconds before a round starts (people get ready); the tutorial's welcome as long
ACTS_ON_SIZE, ACTS_ON_W = 16, 890  # the line under the buttons: which card they act on, as far as the pencil
# the centre's tag keeps this clear of « Dernier pli » under it (nc31, shot 17: 2 px; nc35: 5; nc36, shots 19,
# 42, 57: at 8 it still sat « on the border » of that panel)
CENTRE_TAG_GAP = 14


DECK_LABEL_DY = 4  # « Pioche : 35 » this far under the deck (8 before, with the deck 4 px lower)


def deck_label_rect(size: tuple[int, int]) -> Rect:
    """Where « Pioche : 35 » goes: under the deck, centred, above the centre's tag and its plate (nc34, shot
    14: « Un adversaire vient de l'échanger » squeezed between it and « Dernier pli », touching both)."""
    r = Rect((0, 0), size)
    r.midtop = (L.deck.centerx, L.deck.bottom + DECK_LABEL_DY)
    return r


def centre_tag_plate(size: tuple[int, int]) -> tuple[Rect, Rect]:
    """The centre's tag (« Bot 2 vient de l'échanger »): its plate, hung from the foot of the frame round
    the card (over the frame's border, never the card), and its words' place in it. Right-aligned with
    the frame, clear of the « Dernier pli » panel below by CENTRE_TAG_GAP."""
    frame = L.centre.inflate(12, 12)
    top = frame.bottom - 3
    h = min(size[1] + 8, L.last.y - CENTRE_TAG_GAP - top)
    plate = Rect(0, top, size[0] + 10, h)
    plate.right = frame.right - 7
    box = Rect((0, 0), size)
    box.topleft = (plate.x + 5, frame.bottom + 2)  # the words under the frame, its border above them
    return plate, box


def round_dot(panel_w: int, dots: int, i: int) -> tuple[int, int]:
    """The centre of a seat panel's round dot i (0 the leftmost, filled first), the last near its right edge."""
    return (panel_w - 16 - (dots - 1 - i) * 18, 18)


def centre_caption_rect(size: tuple[int, int]) -> Rect:
    """« Carte du centre », always above the card, clear of the tutorial's ring and the tag's pulsing frame
    (both 6 px out, their rims inward) by CENTRE_CAPTION_GAP, and below the game's title."""
    r = Rect((0, 0), size)
    r.midbottom = (L.centre.centerx, L.centre.y - 6 - CENTRE_CAPTION_GAP)
    return r


def symmetry_rect(size: tuple[int, int], seats: int) -> Rect:
    """« coin→coin, bord→bord », left of Turn on the buttons' row, on the bare felt of the left column, its right
    end by the button; below the warning under the panels at its tallest (with four seats it reaches the row:
    there, the words sit at the row's foot)."""
    r = Rect((0, 0), size)
    r.midright = (L.hand.x - 12, L.button_y + 23)
    warning = L.seat_panel(seats - 1).bottom + RUNAWAY_GAP + RUNAWAY_MOST
    r.top = max(r.top, warning + 4)
    return r


def welcome_rect() -> Rect:
    """The tutorial's welcome and its quiet bar: over the hand's row, face down while it shows, clear of
    the pile and its words (nc37, shot 07: over the pile, it hid « Pile » and its labels for its first
    seconds; nc24 had it half over them), of the seat's panel on the left and of the deck's column."""
    return Rect(L.hand.x - 8, L.hand.y - 8, 2 * L.hand_step + L.hand.w + 16, L.hand.h + 16)


def no_time_limit_rect(size: tuple[int, int]) -> Rect:
    """Where the clock's "sans limite" goes: right-aligned under its time, left of the deck."""
    r = Rect((0, 0), size)
    r.topright = (L.deck.x - 16, L.clock.y + 48)
    return r


def clock_text(seconds: float, elapsed: bool = False) -> str:
    """« m:ss »: sand left rounds up (« 0:01 » until it is gone); `elapsed`, time gone by rounds down, so a
    round that has just gone live shows 0:00 while its cards turn up (nc28, shot 68: « 0:01 » over the hand
    still face down read as a round begun before the cards came)."""
    s = max(0, math.floor(seconds + 1e-9) if elapsed else math.ceil(seconds - 1e-9))
    return f"{s // 60}:{s % 60:02d}"


def cell_centre(rect: Rect, i: int) -> tuple[float, float]:
    """The centre of circle i (0-8) on a card drawn in `rect`."""
    x, y = art.cell_centre(rect.width, i)
    return rect.x + x, rect.y + y


CLAIM_RING = 6  # the claim button's warm frame: this much wider and taller than it (clear of the prompt)


def claim_button(bar: ButtonBar) -> Button | None:
    """The first claim button of the bar (the one Entrée presses), when a trick can be claimed."""
    return next((b for b in bar.buttons if b.tag.startswith("claim ") and b.enabled), None)

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


@dataclass
class Arrangement:
    """The person's own stack as they build it (the engine only hears of it when a trick is claimed)."""

    stack: list[int] = field(default_factory=list)  # top first
    orient: dict[int, tuple[int, int]] = field(default_factory=dict)  # card -> (quarter turns, flip)
    selected: int | None = None
    swap_mode: bool = False
    drag: dict[str, Any] | None = None  # {card, from, start, pos, moved} while a card is dragged

    def placements(self) -> list[tuple[int, int, int]]:
        return [(c, *self.orient.get(c, (0, 0))) for c in self.stack]

    def chosen(self) -> int | None:
        """The stacked card a take-back (or a wheel over the board) acts on: the selected one, else the top."""
        if self.selected in self.stack:
            return self.selected
        return self.stack[0] if self.stack else None

    def dragged(self) -> int | None:
        """The card being dragged away from its place, if one is."""
        return self.drag["card"] if self.drag and self.drag["moved"] else None

    def clear(self) -> None:
        """Another person takes the screen: nothing of the last one's arrangement stays."""
        self.stack, self.orient, self.selected, self.swap_mode, self.drag = [], {}, None, False, None


@dataclass
class Motion:
    """What is moving on the table: the animations the table's event handlers start and the
    painter draws."""

    turning: dict[int, CardAnim] = field(default_factory=dict)  # a card turning, by card
    hidden: set[tuple[str, int]] = field(default_factory=set)  # cards still flying to where they are drawn
    pulse: dict[tuple[int, str], Tween] = field(default_factory=dict)  # a chip a trick just landed on
    showcase: Showcase | None = None
    last_trick: dict[str, Any] | None = None
    # another seat just swapped the centre card: (its seat, the real time the flash ends); the card can
    # change under the person's click, so the table says who changed it (issue 24, shot 70)
    centre_flash: tuple[int, float] | None = None
    # the person's swap was refused as aimed at the card before: until then (real time), the centre's
    # words say "Trop tard" (nc16, shot 46: they learned it from the log only)
    centre_late_until: float = 0.0
    # another seat's swap: (its seat, the tween) of « Carte du centre » flashing in its colour (nc51, report:
    # planning a swap, the person got the new card unnoticed; the tag under the card was missed)
    caption_flash: tuple[int, Tween] | None = None
    restack: tuple[Rect, list[tuple[int, int, int]]] | None = None  # a trick shown again: where, the cards landed
    # a swap shown again (L): (its seat, the card given, the card taken), drawn as the centre card
    # before and after (issue 24: "Revoir le tour" was one sentence with card numbers, no highlight)
    again_swap: tuple[int, int, int] | None = None
    # another seat's trick shown again (L): (its seat, colour, placements top first), its three cards laid
    # out bottom first as they were stacked (round 11: only the finished pile showed, small)
    again_trick: tuple[int, str, list[tuple[int, int, int]]] | None = None
    # seats whose drawn cards are still flying to their panel, with the real time they land at the latest:
    # their status waits (round 18, shots 43 and 53: the cards flew over « prépare un pli »)
    dealing: dict[int, float] = field(default_factory=dict)
    # the cards drawn on their way to the hand: painted under « Dernier pli », the standing and the warning
    # box, which they passed over (nc31, shots 09, 70: they hid most of « Dernier pli ! Le prochain pli… »)
    under: list[Any] = field(default_factory=list)
    painting_under: bool = False

    def clear(self) -> None:
        """The position is rebuilt: nothing is moving any more (the last trick stays)."""
        self.turning.clear()
        self.dealing.clear()
        self.pulse.clear()
        self.hidden.clear()
        self.showcase = None
        self.restack = None
        self.again_swap = None
        self.again_trick = None
        self.centre_late_until = 0.0
        self.caption_flash = None


# A bot "superpose…" (animated) this long after its hand changed, then "cherche" (still): a bot whose
# cards make no trick never finished the stack its dots promised (issue 24, nc6 finding 8)
STACKING_SECONDS = 8.0


class MonstersScreen(Protocol):
    """What the painter reads of the table that owns it."""

    names: list[str]
    viewer: int | None
    live: bool  # the round's clock runs
    ending: bool  # the engine ended the round: its last events are still being shown, its summary not yet
    countdown: float | None  # seconds before the round goes live
    resuming: bool  # that countdown ends a pause: the round goes on where it was
    round_panel: dict[str, Any] | None  # the round's summary being shown
    round_panel_left: float | None  # seconds before it goes by itself (None: until Continue)
    last_round: dict[str, Any] | None  # the last round's summary, closed: the next countdown recalls it
    seat_moved: dict[int, float]  # the round clock when each seat's hand last changed (a trick, a swap, a draw)

    def short_names(self) -> list[str]: ...  # a bot's without its level (the kit's)

    @property
    def model(self) -> MonstersModel: ...

    @property
    def showing_again(self) -> bool: ...  # another seat's last move shown again (L): the race waits

    def live_model(self) -> MonstersModel: ...  # the present's model, also while a move is shown again

    def round_clock(self) -> float: ...

    def shows_symmetry(self) -> bool: ...  # « coin→coin, bord→bord » stands left of Turn

    def shown_clock(self) -> float: ...

    @property
    def guided(self) -> bool: ...  # a tutorial: its rules run no clock (`shown_clock` counts)

    def faces_up(self) -> bool: ...

    def own_faces_up(self) -> bool: ...

    def race_met(self) -> bool: ...  # the tutorial's race step, its refusal met: its demonstration stops

    def claimable(self) -> list[str]: ...  # the colours the person's stack lines up now

    def turn_preview(self) -> tuple[int, tuple[int, int]] | None: ...  # ↻, ↺ or ⇄ under the pointer: card, after

    @property
    def example(self) -> str: ...  # the picture a tutorial step asks for (`show:`), or ""


class MonstersPainter:
    """Draws the Monsters table from the display model, the person's arrangement and what moves."""

    def __init__(self, screen: MonstersScreen, feed: Feed, defs: Defs, pieces: art.CardArt,
                 colors: dict[str, tuple[int, int, int]], arrangement: Arrangement, motion: Motion,
                 demo: bool) -> None:
        self.screen = screen
        self.feed = feed
        self.cards = defs.cards
        self.rules = defs.rules
        self.colour_ids = list(self.rules.colour_ids)
        self.n = self.rules.hand_size
        self.pieces = pieces
        self.colors = colors
        self.arrangement = arrangement
        self.motion = motion
        self.demo = demo
        self._wrapped: tuple[str, list[str]] = ("", [])
        self._panels: dict[int, tuple[Any, pygame.Surface]] = {}

    def forget_panels(self) -> None:
        """The art changed: the seats' panels are drawn again."""
        self._panels.clear()

    def draw_table(self, surf: pygame.Surface, prompt: str, bar: ButtonBar, acts_on: str = "") -> None:
        """Everything under the kit's log and animations; `bar` holds the table's buttons, `acts_on`
        says under them which card Turn and Flip act on."""
        self.pieces.drawn = set()
        self.draw_info(surf)
        for seat in range(len(self.screen.model.hand_sizes)):
            self.draw_seat(surf, seat)
        if self.screen.example == "centre_swap":
            self.draw_demo_rival(surf)
        self.draw_centre(surf)
        if self.screen.viewer is None:
            self.draw_spectator(surf)
        else:
            self.draw_board(surf)
            if self.screen.example == "deck_out":
                self.draw_deck_out_example(surf)
            self.draw_layers(surf)
            self.draw_hand(surf)
            self.draw_under_flights(surf)
            self.draw_last(surf)
            self.draw_standing(surf)
            self.draw_last_warning(surf)
            self.draw_runaway(surf)
        self.draw_prompt(surf, prompt)
        bar.draw(surf)
        if self.screen.shows_symmetry():  # the rule behind Turn and Flip, at hand (nc51 report, change 3)
            rule = render(t("monsters.symmetry"), TYPE.SMALL, MUTED)
            surf.blit(rule, symmetry_rect(rule.get_size(), len(self.screen.model.hand_sizes)))
        self.draw_claim_ring(surf, bar)
        if acts_on:
            # one line under the bar, as far as the pencil (the log's column ends above it); in the words'
            # ink, a size up: small and grey, the card the buttons act on was missed (nc31, shots 03 on)
            surf.blit(render(acts_on, fit(acts_on, ACTS_ON_W, ACTS_ON_SIZE), INK), (L.hand.x, L.button_y + 50))
        self.draw_showcase(surf)

    def draw_claim_ring(self, surf: pygame.Surface, bar: ButtonBar) -> None:
        """The claim Entrée makes, in the tutorial's warm frame: in a game as in the tutorial's guided
        steps (nc32, shots 26 and 33: plain green exactly when the person was on their own)."""
        first = claim_button(bar)
        if first is not None:
            draw_halo(surf, first.rect, CLAIM_RING)

    def draw_under_flights(self, surf: pygame.Surface) -> None:
        """The cards drawn flying to the hand, over the hand and the board, under what is read beside them."""
        self.motion.under = [f for f in self.motion.under if not f.tween.done]
        if not self.motion.under:
            return
        # the column right of the hand, from « Dernier pli » down to the warning box, covers them: they pass under
        # the standing and the box whole, not only under their words (nc64, shots 041, 065: « the incoming cards
        # briefly draw over the « En tête si la pioche s'épuise » text », « over the « Dernier pli ! » box »)
        cover = under_cover()
        w, h = surf.get_size()
        before = surf.get_clip()
        self.motion.painting_under = True
        try:
            for clip in (Rect(0, 0, w, cover.top), Rect(0, cover.top, cover.left, cover.h),
                         Rect(cover.right, cover.top, w - cover.right, cover.h),
                         Rect(0, cover.bottom, w, h - cover.bottom)):
                surf.set_clip(clip.clip(before))
                for flight in self.motion.under:
                    flight.draw(surf)
        finally:
            surf.set_clip(before)
            self.motion.painting_under = False

    def draw_above(self, surf: pygame.Surface) -> None:
        """Over everything else, the kit's log and banners too: a dragged card, the countdown or
        the round's summary."""
        self.draw_drag(surf)
        self.draw_overlay(surf)

    def draw_info(self, surf: pygame.Surface) -> None:
        m = self.screen.model
        if m.solo:
            # a tutorial does not race the sand: its title says so (issue 24: "battez le sablier" over
            # an hourglass that never ran)
            line1 = t("monsters.tutorial_info") if self.screen.guided else t("monsters.solo_info")
            line2 = t("monsters.solo_goal")
        else:
            line1 = t("monsters.round_info", round=m.round, best_of=m.best_of)
            line2 = t("monsters.realtime", to_win=m.rounds_to_win)
        width = L.clock.x - L.board.x - 12
        surf.blit(render(line1, fit(line1, width, 18, True), INK, bold=True), (L.board.x, 56))
        surf.blit(render(line2, fit(line2, width, 15), MUTED), (L.board.x, 82))
        now = self.screen.round_clock()
        x, y = L.clock.x + 6, L.clock.y + 2
        if not m.solo or self.screen.guided:
            # the tutorial shows the real game's clock, counting up (round 14: its "Sablier 2:00 à
            # l'arrêt" then a game's "Chrono" counting up; nobody said whether there is a time limit)
            if self.screen.showing_again:
                # the race waits while another's move is shown again (L): the clock says so, greyed
                # (round 13: it looked as if the game ran on, and a newcomer worried about the time)
                head = t("monsters.clock_paused")
                surf.blit(render(head, fit(head, L.deck.x - x - 14, TYPE.SMALL, True), ACCENT, bold=True), (x, y))
                surf.blit(render(clock_text(now, elapsed=True), 26, MUTED, bold=True), (x, y + 18))
                return
            surf.blit(render(t("monsters.clock"), TYPE.SMALL, MUTED), (x, y))
            surf.blit(render(clock_text(self.screen.shown_clock(), elapsed=True), 26, INK, bold=True), (x, y + 18))
            # right-aligned, clear of the stack's "Pile" on the same band (read as "Pile sans limite"),
            # at the least type size (round 15: "une course, sans limite" was fitted down to a size
            # barely read); `no_time_limit_rect` is where it goes
            free = render(t("monsters.no_time_limit"), TYPE.SMALL, ACCENT)
            surf.blit(free, no_time_limit_rect(free.get_size()))
            return
        total = m.hourglass or 0.0
        left = max(0.0, total - now)
        c = self.colors
        low = left <= 15 and not int(left * 4) % 2
        sand = c["sand_low"] if low else c["sand"]
        frac = max(0.0, min(1.0, left / total)) if total else 0.0
        art.draw_hourglass(surf, x - 2, y, frac, sand, c["glass"], c["wood"], self.screen.live)
        surf.blit(render(t("monsters.sand"), TYPE.SMALL, MUTED), (x + 36, y))
        surf.blit(render(clock_text(left), 24, sand if left <= 15 else INK, bold=True), (x + 36, y + 17))

    def status_left(self, n_hand: int) -> int:
        """Where a seat's status ("prépare un pli") starts on its panel: after the whole hand's place,
        whatever the hand holds now: a trick empties the hand and the draw's cards fly in there (round
        13, shot 99: they landed on the words, written where the cards had been)."""
        return 14 + max(n_hand, self.n) * 30

    def shown_count(self, seat: int, colour: str) -> int:
        return self.screen.model.counts[seat][colour]

    def draw_seat(self, surf: pygame.Surface, seat: int) -> None:
        """A seat's panel, redrawn only when what it shows changes (it is drawn every frame)."""
        screen, m = self.screen, self.screen.model
        busy = seat != screen.viewer and self.feed.seats[seat].startswith("bot") and screen.live and not m.over
        stacking = busy and screen.round_clock() - screen.seat_moved.get(seat, 0.0) < STACKING_SECONDS
        # the status is said whole: growing dots read as words cut short (nc16, shots 36 and 47)
        dealt = self.motion.dealing.get(seat, 0.0) > time.monotonic()
        dots = 0 if dealt else 1 if stacking else -1 if busy else 0
        if dots < 0 and (self.feed.view(screen.viewer).get("stuck") or [])[seat:seat + 1] == [True]:
            dots = -2  # no trick in its hand and the centre: « bloqué », not « cherche » (nc63: two minutes of it)
        counts = tuple(self.shown_count(seat, c) for c in self.colour_ids)
        key = (self.screen.names[seat], seat == self.screen.viewer, counts, m.hand_sizes[seat], tuple(m.rounds_won),
               m.rounds_to_win, m.solo, dots, i18n.lang, self.pieces.store.generation)
        cached = self._panels.get(seat)
        if cached is None or cached[0] != key:
            cached = (key, self.render_seat(seat, counts, dots))
            self._panels[seat] = cached
        surf.blit(cached[1], L.seat_panel(seat))
        for k, colour in enumerate(self.colour_ids):
            pulse = self.motion.pulse.get((seat, colour))
            if pulse is not None:  # a trick just landed on this colour: its chip and count, framed
                beat = math.sin(math.pi * pulse.progress)
                pygame.draw.rect(surf, ACCENT, L.chip_cell(seat, k), 2 + round(beat), border_radius=8)

    def demo_rival_lines(self) -> list[str]:
        """What the tutorial's pictured rival's panel says under its name: what it does while the picture
        runs, and a real bot's pace (nc28: neither was seen before the first game)."""
        # once its swap has beaten the person's, it has stopped: its line says so rather than going (nc62 shot
        # 026: « Il change le centre toutes les 4 s. » vanished on the refusal's screen)
        done = self.screen.race_met()
        return [t("monsters.demo_rival.stopped" if done else "monsters.demo_rival.swaps", n=round(self.DEMO_CYCLE)),
                t("monsters.demo_rival.pace")]

    def draw_demo_rival(self, surf: pygame.Surface) -> None:
        """The tutorial's race step pictures a rival's swaps: the rival sits where a bot's panel would, in
        the colour of the centre's tag, face-down hand and all, « imaginaire » (nc28, shots 15-16: « Trop
        tard : un adversaire l'a prise » with nobody at the table)."""
        seat = len(self.screen.model.hand_sizes)
        rows = [row for line in self.demo_rival_lines() for row in wrap(line, L.seat.w - 20, TYPE.SMALL)]
        r = L.seat_panel(seat)
        r.h = max(r.h, 66 + 19 * len(rows))
        colour = SEAT_COLORS[seat % len(SEAT_COLORS)]
        panel(surf, r, 205)
        name = t("monsters.example.rival")
        surf.blit(render(name, fit(name, r.w - 20, 17, True), colour, bold=True), (r.x + 10, r.y + 8))
        for i in range(self.n):
            surf.blit(self.pieces.cover(26), (r.x + 10 + i * 30, r.y + 34))
        what = t("monsters.demo_rival.what")
        surf.blit(render(what, TYPE.SMALL, MUTED), (r.x + self.status_left(self.n), r.y + 40))
        for i, row in enumerate(rows):  # wrapped at the least type size (fitted, they shrank to tiny)
            surf.blit(render(row, TYPE.SMALL, INK), (r.x + 10, r.y + 64 + i * 19))

    def render_seat(self, seat: int, counts: tuple[int, ...], dots: int) -> pygame.Surface:
        m = self.screen.model
        r = L.seat_panel(seat)
        out = pygame.Surface(r.size).convert() if pygame.display.get_surface() else pygame.Surface(r.size)
        out.fill(FELT)  # the panels lie on the bare felt: an opaque copy blits fast and looks the same
        local = Rect(0, 0, r.w, r.h)
        panel(out, local, 205)
        color = SEAT_COLORS[seat % 4]
        if seat == self.screen.viewer:
            pygame.draw.rect(out, color, local, 3, border_radius=12)
        name = self.screen.names[seat] + (f" ({t('monsters.you')})" if seat == self.screen.viewer else "")
        out.blit(render(name, fit(name, r.w - 90, 17, True), color, bold=True), (10, 8))
        if not m.solo:  # rounds won, out of the rounds needed, filled from the left (round 14: "○●")
            for i in range(m.rounds_to_win):
                c = round_dot(r.w, m.rounds_to_win, i)
                if i < m.rounds_won[seat]:
                    pygame.draw.circle(out, ACCENT, c, 7)
                pygame.draw.circle(out, ACCENT, c, 7, 2)
        n_hand = m.hand_sizes[seat]
        tr = render(t("monsters.tricks", n=sum(counts)), TYPE.SMALL, INK)
        if seat != self.screen.viewer:  # the hand face down, unless it is the viewer's (shown large below)
            for i in range(n_hand):
                out.blit(self.pieces.cover(26), (10 + i * 30, 34))
            if dots:  # -1: still, searching; -2: stuck; the words keep clear of the trick count beside them
                status = (t("monsters.blocked") if dots == -2 else t("monsters.searching") if dots < 0
                          else t("monsters.stacking"))
                x = self.status_left(n_hand)
                room = r.w - 10 - tr.get_width() - 8 - x
                out.blit(render(status, fit_text(status, room, TYPE.SMALL), MUTED), (x, 40))
        else:
            out.blit(render(t("monsters.hand_below"), TYPE.SMALL, MUTED), (10, 40))
        out.blit(tr, (r.w - 10 - tr.get_width(), 40))
        for k, colour in enumerate(self.colour_ids):
            chip = L.chip(seat, k).move(-r.x, -r.y)
            out.blit(self.pieces.token(colour, chip.w, dim=not counts[k]), chip)
            label = render(str(counts[k]), 16, INK, bold=True) if counts[k] else render("0", 15, MUTED)
            out.blit(label, (chip.right + 3, chip.y + (5 if counts[k] else 6)))
        return out

    def standing(self) -> str:
        """Who would win if the deck ran out now, said once it runs low (not solo, not before any
        trick): "En tête si la pioche s'épuise : Bot 2 (bleu : 3)". The engine's own rule decides."""
        m = self.screen.model
        if m.solo or m.over or self.round_ended() or m.deck > self.rules.standing_tricks * self.n:
            return ""
        counts = [[m.counts[s][c] for c in self.colour_ids] for s in range(len(m.counts))]
        if not any(any(c) for c in counts):
            return ""
        decided = deck_out_decision(counts, self.rules.tie_priority, self.colour_ids)
        claim = self.standing_claim(counts, decided)
        if claim:
            return claim
        threats = self.threats()
        if threats:
            # how fragile the lead is, near the deck's end (nc64, shot 065: « en tête … (3 bleus) », then the
            # bot's third red won the tie): the first seat that could pass, by what it has shown
            seat, colours = threats[0]
            brief = t("monsters.threat_short", colours=i18n.listed([i18n.name(GAME, c) for c in colours], "or"))
            for trick in (self.threat_trick(seat, colours), brief):  # « un pli rouge ou jaune » if too long
                said = t("monsters.standing_threat", trick=trick, who=self.seat_name(seat, True))
                if len(standing_lines(said)) <= STANDING_LINES:
                    return said
        said = ""
        for short in (False, True):  # bots' levels dropped when the whole does not fit (round 18: cut at "(2")
            said = self.standing_said(decided, short)
            if len(standing_lines(said)) <= STANDING_LINES:
                break
        return said

    def standing_claim(self, counts: list[list[int]], decided: dict[str, Any]) -> str:
        """While the person's stack makes a line whose claim would change who leads if the deck ran out:
        what that claim does (nc38, shot 101: a red line stacked, the deck ran out on the bot's third red,
        « claimed first, it would have put me ahead »): « Pli rouge : vous passeriez en tête si la pioche
        s'épuise »; "" otherwise (a fifth colour wins at once: the claim says so)."""
        viewer, m = self.screen.viewer, self.screen.model
        if viewer is None or not 0 <= viewer < len(m.counts):
            return ""
        colours = self.screen.claimable()
        if not colours:
            return ""
        after = claim_decision(counts, viewer, self.colour_ids.index(colours[0]), self.rules.tie_priority,
                               self.colour_ids)
        if after["rule"] == "all_colours" or viewer not in after["winners"]:
            return ""
        before = decided["winners"]
        name = i18n.name(GAME, colours[0])
        if after["winners"] == [viewer] and before != [viewer]:
            return t("monsters.standing_claim_lead", colour=name)
        if len(after["winners"]) > 1 and viewer not in before:
            # level with whom, named (nc59 shot 077: « vous seriez à égalité en tête », read twice)
            others = [self.seat_name(s, short=True) for s in after["winners"] if s != viewer]
            return t("monsters.standing_claim_tie", colour=name, who=i18n.listed(others))
        return ""

    def standing_said(self, decided: dict[str, Any], short: bool) -> str:
        winners = decided["winners"]
        names = [t("monsters.standing_you") if s == self.screen.viewer else self.seat_name(s, short) for s in winners]
        if decided["rule"] == "shared":
            # « Égalité si la pioche s'épuise : vous et Bot 2 », not « vous, Bot 2 » read as a list (nc51 shot 043)
            return t("monsters.standing_tied", who=i18n.listed(names))
        count, colour = decided["count"], decided["colour"]
        if decided["rule"] == "tie_colour":
            # why a seat leads at a tie (round 14: "(rouge : 1)" while the person had two tricks to its one;
            # nc21: « à égalité mais devant en vert (1 à 0) » read as a contradiction: « grâce aux plis verts »)
            # nc24, shot 55: « (1 contre 0) » at one trick each read as if the bot had none: « grâce au
            # jaune : 1 pli jaune contre 0 », the colour's tricks named
            other = self.order_beaten(decided)
            if other is not None:
                return t("monsters.standing_order", who=names[0], name=i18n.name(GAME, colour),
                         other=i18n.name(GAME, other))
            # nc65, shot 047: « grâce au bleu : 2 plis bleus contre 1 » while the best colours were level at 2 (the
            # person's blues, the bot's purples) read as a comparison of blues alone: the tie said first
            you = "yes" if decided["winners"][0] == self.screen.viewer else "no"
            return t("monsters.standing_tie", who=names[0], count=count, name=i18n.name(GAME, colour),
                     colour=i18n.name(GAME, colour, count=decided["won"], gender="m"),
                     won=decided["won"], runner=decided["runner"], you=you)
        return t("monsters.standing", who=names[0], count=count,
                 colour=i18n.name(GAME, colour, count=count, gender="m"))

    def order_beaten(self, decided: dict[str, Any]) -> str | None:
        """At a tie on the best colour decided by the colours' order alone (no colour taken before it in
        that order, the winner's colour at the tied count and nobody else's): the others' best colour, which that
        order puts behind (« le rouge passe avant le vert »); None where the counts of one colour decided."""
        m = self.screen.model
        count, colour = decided["count"], decided["colour"]
        level = [c for c in decided.get("equal") or [] if any(m.counts[s][c] for s in range(len(m.counts)))]
        if level or decided["won"] != count or decided["runner"] != 0:
            return None  # colours level before it (not at 0), or the colour's own count decided
        order = [self.colour_ids[k] for k in self.rules.tie_priority]
        for c in order[order.index(colour) + 1:]:
            if any(m.counts[s][c] == count for s in range(len(m.counts)) if s not in decided["winners"]):
                return c
        return None

    def warns_of_others(self) -> bool:
        """Whether the box under the panels may warn of another seat (`runaway`, `near_five`): a person seated
        among others, a round going on (a finished round's summary says what decided it)."""
        m, viewer = self.screen.model, self.screen.viewer
        return not (m.solo or m.over or viewer is None or not 0 <= viewer < len(m.counts)
                    or self.screen.round_panel is not None or self.round_ended())

    def round_ended(self) -> bool:
        """The round is over for the engine while its last events are still shown: the race's advice goes
        (nc59 shot 094: « La pioche est épuisée » and « La partie est terminée. » beside « Bot 2 n'a plus que le
        bleu à faire ! … faites vite » and « En tête si la pioche s'épuise : vous… »)."""
        return self.screen.ending

    def runaway(self) -> tuple[int, str, int] | None:
        """Another seat running away with one colour, from the public counts: the seat that would win
        a deck-out now on two or more tricks of one colour, more than the person's best (round 11: a
        newcomer with four colours lost to a beginner's four reds and saw it coming only at the end)."""
        m, viewer = self.screen.model, self.screen.viewer
        if viewer is None or not self.warns_of_others():
            return None
        counts = [[m.counts[s][c] for c in self.colour_ids] for s in range(len(m.counts))]
        winners = deck_out_winners(counts, self.rules.tie_priority)
        if len(winners) != 1 or winners[0] == viewer:
            return None
        seat = winners[0]
        best = max(counts[seat])
        if best < 2 or best <= max(counts[viewer]):
            return None
        colour = next(self.colour_ids[k] for k in self.rules.tie_priority if counts[seat][k] == best)
        return seat, colour, best

    def near_five(self) -> tuple[int, str] | None:
        """Another seat one colour short of the five, and that colour (the first such seat): a trick of it wins
        the round. nc42: « no loud warning when the bot needs only one more colour; I only saw it in the small
        counters » (the bot at four colours, shot 075)."""
        m, viewer = self.screen.model, self.screen.viewer
        if viewer is None or not self.warns_of_others():
            return None
        if self.tricks_left() is not None and self.runaway() is not None:
            # the deck nearly out, a seat ahead on one colour wins it first: that is said (nc57 shots 082-084: « n'a
            # plus que le bleu à faire ! … ne laissez pas de bleu au centre », then 4 red tricks won at the deck-out)
            return None
        for seat, counts in enumerate(m.counts):
            lacking = [c for c in self.colour_ids if counts[c] == 0]
            if seat != viewer and len(lacking) == 1:
                return seat, lacking[0]
        return None

    def runaway_lines(self) -> list[str]:
        """The warning's words: "Bot 2 a déjà 3 plis rouges !", then why it matters; first, a seat one colour
        from the five: "Bot 2 n'a plus que le violet à faire !"."""
        near = self.near_five()
        if near is not None:
            seat, colour = near
            return [t("monsters.near_five", who=self.screen.names[seat], colour=i18n.name(GAME, colour, gender="m")),
                    t("monsters.near_five_why", colour=i18n.name(GAME, colour, gender="m"))]
        found = self.runaway()
        if found is None:
            return []
        seat, colour, count = found
        name = i18n.name(GAME, colour, count=count, gender="m")
        # its other colours as high name themselves too: « 2 plis rouges » alone, once it had as many
        # yellows, read as stale (nc26, shots 81-83: « … 2 plis rouges ! » while it took yellows)
        name += "".join(t("monsters.runaway_also", count=count, colour=i18n.name(GAME, other, count=count,
                                                                                  gender="m"))
                        for other in self.runaway_colours()[1:])
        return [t("monsters.runaway", who=self.screen.names[seat], count=count, colour=name),
                t("monsters.runaway_why")]

    def runaway_colours(self) -> list[str]:
        """The runaway seat's colours at its best count, the one a tie would favour first."""
        found = self.runaway()
        if found is None:
            return []
        seat, colour, count = found
        m = self.screen.model
        return [colour, *(self.colour_ids[k] for k in self.rules.tie_priority
                          if self.colour_ids[k] != colour and m.counts[seat][self.colour_ids[k]] == count)]

    def runaway_rect(self) -> Rect:
        """Under the last seat's panel, on the bare felt of the left column."""
        last = L.seat_panel(len(self.screen.model.hand_sizes) - 1)
        return Rect(last.x, last.bottom + RUNAWAY_GAP, last.w, 96)

    def draw_runaway(self, surf: pygame.Surface) -> None:
        """The warning under the panels, framed in the runaway seat's colour, with its colour chip ringed:
        calm (no blinking), but there from the second trick of one colour on."""
        lines = self.runaway_lines()
        near, found = self.near_five(), self.runaway()
        if not lines or (near is None and found is None):
            return
        seat = near[0] if near is not None else found[0] if found is not None else 0
        colour_of_seat = SEAT_COLORS[seat % len(SEAT_COLORS)]
        box = self.runaway_rect()
        head = wrap(lines[0], box.w - 20, 16, True)[:RUNAWAY_LINES[0]]
        why = wrap(lines[1], box.w - 20, TYPE.SMALL)[:RUNAWAY_LINES[1]]
        box.h = runaway_height(len(head), len(why))
        pygame.draw.rect(surf, FELT_DARK, box, border_radius=10)
        pygame.draw.rect(surf, colour_of_seat, box, 2, border_radius=10)
        y = box.y + 7
        for line in head:
            surf.blit(render(line, 16, ACCENT, bold=True), (box.x + 10, y))
            y += 20
        for line in why:
            surf.blit(render(line, TYPE.SMALL, INK), (box.x + 10, y))
            y += 17
        for tied in [near[1]] if near is not None else self.runaway_colours():  # each colour its words name
            chip = L.chip(seat, self.colour_ids.index(tied))
            pygame.draw.circle(surf, ACCENT, chip.center, chip.w // 2 + 4, 2)

    def standing_rect(self) -> Rect | None:
        """Where the deck-out standing is written, or None when it is not (a toast keeps off it: nc19,
        shot 46, « … vient d'échanger la carte du centre » over « En tête si la pioche s'épuise »)."""
        text = self.standing()
        if not text:
            return None
        rows = len(standing_lines(text)[:STANDING_LINES])
        return Rect(L.last.x + STANDING_INSET, L.last.bottom + 6, L.last.w - STANDING_INSET, rows * 17 + 2)

    def draw_standing(self, surf: pygame.Surface) -> None:
        """The deck-out standing, under the last trick (beside the claim buttons)."""
        text = self.standing()
        if not text:
            return
        lines = standing_lines(text)[:STANDING_LINES]
        if self.motion.under:
            # cards drawn fly under it: the felt behind its words, so they stay readable as a card passes
            # (nc32, shot 34: yellow words on a card's cream face, unreadable for a second)
            surf.fill(FELT, standing_rect(len(lines)))
        for i, line in enumerate(lines):
            surf.blit(render(line, TYPE.SMALL, ACCENT), (L.last.x + STANDING_INSET, L.last.bottom + 6 + i * 17))

    def tricks_left(self) -> int | None:
        """How many tricks the deck still feeds before one ends the round (0: the next trick, whoever
        makes it; 1: the one after), once that is SOON_TRICKS or less; None otherwise (solo, over, not running)."""
        m = self.screen.live_model()
        if m.solo or m.over or not (self.screen.live or self.screen.resuming) or self.screen.round_panel is not None:
            return None
        left = m.deck // self.n
        return left if left <= SOON_TRICKS else None

    def last_warning(self) -> list[str]:
        """The deck's warning beside the hand: its title, what it means, and, on the last trick with a
        line on the board, who the person's claim would make the winner (nc25, shots 84-85: a claim with
        the deck at 2 ended the round, lost on the tie, with no word before)."""
        left = self.tricks_left()
        if left is None:
            return []
        if left:
            return [t("monsters.last.soon_title"), t("monsters.last.soon", n=left + 1)]
        lines = [t("monsters.last.title"), t("monsters.last.next")]
        colours, viewer, m = self.screen.claimable(), self.screen.viewer, self.screen.model
        threats = self.threats()
        if threats and not colours:
            # the person leads, and another seat's trick, which ends the round too, could pass them (nc64,
            # shots 065-068: « en tête » everywhere, then the bot's third red emptied the deck and won the tie)
            seat, threat = threats[0]
            keep = self.keeping_tricks()
            told = [] if not keep else [t("monsters.last.keep_any")] if len(keep) == len(self.colour_ids) else [
                t("monsters.last.keep_some", colours=i18n.listed([i18n.name(GAME, c) for c in keep], "or"))]
            width = self.last_warning_rect().w - 20
            short = t("monsters.threat_short", colours=i18n.listed([i18n.name(GAME, c) for c in threat], "or"))
            for trick in (self.threat_trick(seat, threat), short):  # « un pli rouge ou jaune » if too long
                said = [t("monsters.last.threat", who=self.seat_name(seat, True), trick=trick), *told]
                if sum(len(wrap(line, width, TYPE.SMALL)) for line in said) <= WARNING_ROWS:
                    break
            return [lines[0], *said]
        if colours and viewer is not None and 0 <= viewer < len(m.counts):
            counts = [[m.counts[s][c] for c in self.colour_ids] for s in range(len(m.counts))]
            # the full set wins before the deck's count is read (nc28, shot 66: a fifth colour said lost)
            decided = claim_decision(counts, viewer, self.colour_ids.index(colours[0]), self.rules.tie_priority,
                                     self.colour_ids)
            winners = decided["winners"]
            name = i18n.name(GAME, colours[0])
            if decided["rule"] == "all_colours":
                lines.append(t("monsters.last.claim_all", colour=name))
            elif len(winners) > 1:
                lines.append(t("monsters.last.claim_shared", colour=name))
            elif winners[0] == viewer:
                lines.append(t("monsters.last.claim_win", colour=name))
            else:
                lines.append(t("monsters.last.claim_lose", colour=name, who=self.seat_name(winners[0], True)))
        elif not colours and viewer is not None and 0 <= viewer < len(m.counts):
            # no line yet, one colour missing: the trick that ends the round would win it whatever the count
            # (nc28, shot 45: four colours, red missing, the deck at 2, and only « le prochain pli … arrête la
            # manche »; shot 66: the fifth colour did win it)
            missing = [c for c in self.colour_ids if not m.counts[viewer][c]]
            if len(missing) == 1:
                lines.append(t("monsters.last.missing_one", colour=i18n.name(GAME, missing[0])))
        return lines

    def threats(self) -> list[tuple[int, list[str]]]:
        """While the person leads (alone or level) and the deck is near its end: each other seat whose next
        trick of some colour would leave the person out of the lead if the round ended on it, with those colours,
        from what the person sees (the seats' tricks; a hand is hidden: it « pourrait »). nc64, shot 065."""
        viewer, m = self.screen.viewer, self.screen.model
        if self.tricks_left() is None or viewer is None or not 0 <= viewer < len(m.counts):
            return []
        counts = [[m.counts[s][c] for c in self.colour_ids] for s in range(len(m.counts))]
        if not any(any(c) for c in counts):
            return []
        order, ids = self.rules.tie_priority, self.colour_ids
        if viewer not in deck_out_decision(counts, order, ids)["winners"]:
            return []
        found = []
        for seat in range(len(counts)):
            if seat == viewer:
                continue
            passing = [ids[k] for k in order
                       if viewer not in claim_decision(counts, seat, k, order, ids)["winners"]]
            if passing:
                found.append((seat, passing))
        return found

    def threat_trick(self, seat: int, colours: list[str]) -> str:
        """« un 3e pli rouge », « un 3e pli rouge ou un premier pli jaune »: each colour with the count it would
        reach."""
        counts = self.screen.model.counts[seat]
        return i18n.listed([t("monsters.threat_one", n=counts[c] + 1, colour=i18n.name(GAME, c)) for c in colours],
                           "or")

    def keeping_tricks(self) -> list[str]:
        """The colours of the person's own next trick that would end the round with them ahead."""
        viewer, m = self.screen.viewer, self.screen.model
        if viewer is None or not 0 <= viewer < len(m.counts):
            return []
        counts = [[m.counts[s][c] for c in self.colour_ids] for s in range(len(m.counts))]
        order, ids = self.rules.tie_priority, self.colour_ids
        return [ids[k] for k in order if claim_decision(counts, viewer, k, order, ids)["winners"] == [viewer]]

    def last_warning_rect(self) -> Rect:
        """On the bare felt right of the hand, under the standing (a swap shown again lies there: it goes)."""
        return Rect(L.again_swap.x, L.hand.y, L.again_swap.w, L.hand.h + 14)

    def draw_last_warning(self, surf: pygame.Surface) -> None:
        lines = self.last_warning()
        if not lines or self.screen.showing_again:
            return
        box = self.last_warning_rect()
        last = self.tricks_left() == 0
        colour = DANGER if last else ACCENT
        head = wrap(lines[0], box.w - 20, 16, True)[:1]
        # what the person's claim would do stands out from what the deck does
        body = [(row, INK if k == 1 else ACCENT) for k, line in enumerate(lines[1:], 1)
                for row in wrap(line, box.w - 20, TYPE.SMALL)][:WARNING_ROWS]
        box.h = 12 + 20 * len(head) + 17 * len(body) + 4
        pygame.draw.rect(surf, FELT_DARK, box, border_radius=10)
        pygame.draw.rect(surf, colour, box, 3 if last else 2, border_radius=10)
        y = box.y + 7
        for line in head:
            surf.blit(render(line, 16, colour, bold=True), (box.x + 10, y))
            y += 20
        for line, ink in body:
            surf.blit(render(line, TYPE.SMALL, ink), (box.x + 10, y))
            y += 17

    def tie_tokens(self) -> list[tuple[str, Rect]]:
        """The tie order as it is drawn at the top right, first to last: each colour and its token's place;
        none alone against the clock (nobody to tie with)."""
        if self.screen.model.solo:
            return []
        size, gap = L.ties.h, (L.ties.w - 5 * L.ties.h) // 4
        ids = [self.colour_ids[k] for k in self.rules.tie_priority]
        return [(c, Rect(L.ties.x + k * (size + gap), L.ties.y, size, size)) for k, c in enumerate(ids)]

    def ties_caption(self) -> tuple[pygame.Surface, Rect] | None:
        """« égalité : » before the tie order (nc43, shot 036: the strip had « no label and no tooltip I could
        find »), its help box over the both of them."""
        if not self.tie_tokens():
            return None
        img = render(t("monsters.ties_caption"), TYPE.SMALL, INK)
        return img, img.get_rect(midright=(L.ties.x - 6, L.ties.centery))

    def ties_zone(self) -> Rect | None:
        """Where a pointer opens the tie order's help box: the caption and the tokens."""
        caption = self.ties_caption()
        return None if caption is None else L.ties.union(caption[1]).inflate(0, 6)

    def draw_ties(self, surf: pygame.Surface) -> None:
        """Red > blue > green > yellow > violet, always in sight (nc37: equal counts surprised); its
        meaning is the help box over it."""
        caption = self.ties_caption()
        if caption is not None:
            surf.blit(*caption)
        tokens = self.tie_tokens()
        for k, (colour, r) in enumerate(tokens):
            surf.blit(self.pieces.token(colour, r.w), r)
            if k + 1 < len(tokens):
                sign = render(">", TYPE.SMALL, MUTED, bold=True)
                surf.blit(sign, sign.get_rect(center=((r.right + tokens[k + 1][1].x) // 2, r.centery)))

    def draw_centre(self, surf: pygame.Surface) -> None:
        # the deck as it is now, also while a move is shown again (L): the race is paused, its pile
        # does not go back (round 13: "Pioche 38" then "32" during one replay)
        deck, cid = self.screen.live_model().deck, self.screen.model.centre
        for i in range(min(6, deck // 6 + 1) if deck else 0):
            surf.blit(self.pieces.cover(L.deck.w), (L.deck.x - i * 2, L.deck.y - i * 2))
        if not deck:
            pygame.draw.rect(surf, FELT_DARK, L.deck, border_radius=8)
        # few cards left, the count stands out: the round ends with the deck (nc25, shot 84)
        low = self.tricks_left() is not None
        label = render(t("monsters.deck", n=deck), 16 if low else 15, DANGER if low else INK, bold=low)
        surf.blit(label, deck_label_rect(label.get_size()))
        self.draw_ties(surf)
        pygame.draw.rect(surf, FELT_DARK, L.centre.inflate(8, 8), border_radius=12)
        if cid is not None and ("centre", cid) not in self.motion.hidden:
            up = self.screen.faces_up()
            shown, squash = self.demo_centre(cid)
            img = self.pieces.face(shown, 0, 0, L.centre.w) if up else self.pieces.cover(L.centre.w)
            surf.blit(img, img.get_rect(center=L.centre.center))
            if squash < 1.0:
                # the demo's card changing dims out and back in, whole: turned over edge-on it was a thin
                # sliver, « squashed » (nc25, shot 15)
                shade = pygame.Surface(img.get_size(), pygame.SRCALPHA)
                shade.fill((*FELT_DARK, round(230 * (1.0 - squash))))
                surf.blit(shade, img.get_rect(center=L.centre.center))
        if self.arrangement.swap_mode:
            pygame.draw.rect(surf, ACCENT, L.centre.inflate(10, 10), 4, border_radius=14)
        # under a round's summary the centre is hidden: its frame and tag poked out beside it (nc21, shot 57)
        flash = self.centre_flash() if self.screen.round_panel is None else None
        if flash is not None:
            seat, left = flash
            colour = SEAT_COLORS[seat % len(SEAT_COLORS)]
            # it pulses its first seconds, then stays still till its bar runs out (nc20, nc24)
            width = 3 + (round(3 * abs(math.sin(left * 6.0))) if left > CENTRE_PULSE_LEFT else 0)
            frame = L.centre.inflate(12, 12)
            pygame.draw.rect(surf, colour, frame, width, border_radius=14)
            # a swap refused as the card had just changed: the tag goes on saying what happened, the toast
            # alone says « Trop tard » (nc35, shots 17-18: « Trop tard : un adversaire l'a prise » over the
            # centre and « Trop tard : le centre vient de changer. » over the hand, two at once)
            def named(who: str) -> str:
                return t("monsters.centre_swapped", who=who)

            said = named(self.seat_name(seat))
            if fit(said, CENTRE_TAG_W, 15, True) < TYPE.SMALL:
                # a long bot name loses its level rather than shrink to tiny type (round 18, shot 57)
                said = named(self.seat_name(seat, short=True))
            img = render(said, fit(said, CENTRE_TAG_W, 15, True), colour, bold=True)
            # a tab under the frame, in place of the card's caption, flush with its right edge: above it, it
            # sat cramped under the title (nc24, shots 16, 58); clear of the frame (nc20, shots 15, 58, 60)
            plate, box = centre_tag_plate(img.get_size())
            pygame.draw.rect(surf, FELT_DARK, plate, border_radius=8)
            pygame.draw.rect(surf, colour, plate, 2, border_radius=8)
            surf.blit(img, box)
            # a bar running down along its foot: when it is gone, so is the refusal (nc24, shots 61-83: a
            # tag up a minute was no longer trusted)
            share = self.centre_tag_share(left)
            bar = Rect(plate.x + 6, plate.bottom - 3, round((plate.w - 12) * share), 3)
            if bar.w > 0:  # light, along the plate's foot: in the seat's colour it merged with the border
                pygame.draw.rect(surf, INK, bar, border_radius=1)
        # the card's caption over it, tag or not: under the tag it was missed (nc26, shots 16, 38, 45); moved
        # above only while the tag was up, it jumped as the tag came and went (nc28, shots 15, 16, 39, 45, 63)
        label = render(t("monsters.centre"), 15, INK)
        where = centre_caption_rect(label.get_size())
        lit = self.motion.caption_flash
        if lit is not None and not lit[1].done and self.screen.round_panel is None:
            # another seat just changed the card: the caption flashes twice on a plate of its colour
            beat = abs(math.sin(2 * math.pi * lit[1].progress))
            lit_rect = where.inflate(*CAPTION_FLASH_PAD)
            lit_plate = pygame.Surface(lit_rect.size, pygame.SRCALPHA)
            colour = SEAT_COLORS[lit[0] % len(SEAT_COLORS)]
            pygame.draw.rect(lit_plate, (*colour, round(230 * beat)), lit_plate.get_rect(), border_radius=7)
            surf.blit(lit_plate, lit_rect)
        surf.blit(label, where)

    @staticmethod
    def centre_tag_share(left: float) -> float:
        """How much of the centre tag's bar is left, 1 to 0, with `left` seconds of its flash."""
        return max(0.0, min(1.0, left / CENTRE_FLASH))

    DEMO_CYCLE, DEMO_TURN = 4.0, 0.4  # the tutorial's swap picture: seconds per swap, and for the card turning

    def demo_centre(self, cid: int) -> tuple[int, float]:
        """The card the centre shows and how lit it is (1 whole, toward 0 as it changes). In the tutorial's
        picture of a rival's swap the card changes, every few seconds, for a card already played (a trick's,
        public): round 18, shot 17, the card stayed the same under « Un adversaire vient de l'échanger »."""
        if self.screen.example != "centre_swap":
            return cid, 1.0
        played = [c for seat in self.screen.model.tricks for trick in seat for c in trick["cards"] if c != cid]
        if not played:
            return cid, 1.0
        if self.screen.race_met():
            # the refusal met, the demonstration stops on the rival's card, as its words say (nc25: it
            # went on swapping under « La démonstration s'arrête ici »)
            return played[0], 1.0
        now = time.monotonic()
        u = now % self.DEMO_CYCLE
        shown = played[0] if int(now // self.DEMO_CYCLE) % 2 else cid
        if u < self.DEMO_TURN:  # half way, the old card gives way to the new one
            if u < self.DEMO_TURN / 2:
                shown = cid if shown != cid else played[0]
            return shown, abs(math.cos(math.pi * u / self.DEMO_TURN))
        return shown, 1.0

    def seat_name(self, seat: int, short: bool = False) -> str:
        """A seat's name; `short`, a bot's without its level ("Bot 2" for "Bot 2 (à votre mesure)"), where a
        box has no room for the whole (round 18: the standing cut at "(2", the centre's tag squeezed)."""
        names = self.screen.short_names() if short else self.screen.names
        return names[seat] if 0 <= seat < len(names) else t("monsters.example.rival")

    def centre_flash(self) -> tuple[int, float] | None:
        """The seat that just swapped the centre card and the seconds its flash has left, while it lasts."""
        if self.screen.example == "centre_swap" and self.screen.race_met():
            # the refusal met: its « Trop tard » stays a moment, its bar running out, then the tag goes
            left = self.motion.centre_late_until - time.monotonic()
            return (1, left) if left > 0 else None
        if self.screen.example == "centre_swap":  # the tutorial shows what another player's swap looks like
            # its bar runs down whole between two of the picture's swaps, as in play (nc24)
            return (1, CENTRE_FLASH * (1.0 - (time.monotonic() % self.DEMO_CYCLE) / self.DEMO_CYCLE) + 0.01)
        flash = self.motion.centre_flash
        if flash is None or not 0 <= flash[0] < len(self.screen.names):
            return None
        left = flash[1] - time.monotonic()
        # over, it goes: a swap then works (nc24, shots 61-83: a tag up a minute was no longer trusted)
        return (flash[0], left) if left > 0 else None

    @staticmethod
    def on_felt(surf: pygame.Surface, img: pygame.Surface, rect: Rect) -> None:
        """A card (or a stack) away from the table, its holes on the table's dark felt as on the board and
        in the hand (round 11: dark green there, black on the panels' dark ground)."""
        w, h = img.get_size()
        inner = Rect(rect.x, rect.y, w, h).inflate(-max(2, w // 20), -max(2, h // 20))
        pygame.draw.rect(surf, FELT_DARK, inner, border_radius=max(3, w // 12))
        surf.blit(img, rect)

    def draw_card(self, surf: pygame.Surface, cid: int, center: tuple[int, int], size: int,
                  orient: tuple[int, int] | None = None, alpha: int = 255) -> None:
        rot, flip = orient if orient is not None else self.arrangement.orient.get(cid, (0, 0))
        anim = self.motion.turning.get(cid)
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

    def preview_caption(self, surf: pygame.Surface, card: Rect) -> None:
        """Over a card drawn as the button under the pointer would leave it: a dashed frame and « Aperçu »."""
        frame = card.inflate(6, 6)
        for x in range(frame.x, frame.right, 14):
            pygame.draw.line(surf, ACCENT, (x, frame.y), (min(x + 7, frame.right), frame.y), 3)
            pygame.draw.line(surf, ACCENT, (x, frame.bottom - 1), (min(x + 7, frame.right), frame.bottom - 1), 3)
        for y in range(frame.y, frame.bottom, 14):
            pygame.draw.line(surf, ACCENT, (frame.x, y), (frame.x, min(y + 7, frame.bottom)), 3)
            pygame.draw.line(surf, ACCENT, (frame.right - 1, y), (frame.right - 1, min(y + 7, frame.bottom)), 3)
        label = t("monsters.preview")
        img = render(label, TYPE.SMALL, FELT_DARK, bold=True)
        spot = img.get_rect(midbottom=(card.centerx, card.y + 6))  # astride the top edge, clear of the circles
        pygame.draw.rect(surf, ACCENT, spot.inflate(12, 2), border_radius=6)
        surf.blit(img, spot)

    def lines(self, surf: pygame.Surface, rect: Rect, names: list[str], strength: float) -> None:
        art.draw_lines(surf, rect, names, strength, ACCENT)

    def draw_board(self, surf: pygame.Surface) -> None:
        pygame.draw.rect(surf, FELT_DARK, L.board, border_radius=16)
        card = L.board_card()
        if not self.arrangement.stack:
            for i in range(9):  # where the circles will be
                pygame.draw.circle(surf, self.colors["hint_circle"], cell_centre(card, i), card.w * 0.125, 2)
            label = render(t("monsters.stack_here"), 15, MUTED)
            surf.blit(label, label.get_rect(center=(L.board.centerx, L.board.bottom - 16)))
            return
        if not self.screen.own_faces_up():
            for _ in self.arrangement.stack:
                surf.blit(self.pieces.cover(L.big), card)
            return
        dragging = self.arrangement.dragged()
        placements, preview = self.arrangement.placements(), self.screen.turn_preview()
        if preview is not None and preview[0] in self.arrangement.stack:
            # the pointer on ↻, ↺ or ⇄: the stack as the press would leave it, its lines and all (f48, nc59/60:
            # under the clock a turn pressed only to see it cost a second press to undo)
            placements = [(c, *preview[1]) if c == preview[0] else (c, r, f) for c, r, f in placements]
        for cid, rot, flip in reversed(placements):  # bottom card first
            if cid != dragging:
                self.draw_card(surf, cid, card.center, card.w, (rot, flip))
        if preview is not None and preview[0] in self.arrangement.stack:
            self.preview_caption(surf, card)
        if dragging is None and not any(c in self.motion.turning for c in self.arrangement.stack):
            shown = self.cards.shown(placements)
            names = [n for k in range(len(self.colour_ids)) for n in lines_of(shown, k)]
            # a full stack pulses its lines; fewer cards only hint them (a trick stacks all the cards)
            full = len(self.arrangement.stack) == self.n
            self.lines(surf, card, names, 0.75 + 0.25 * math.sin(pygame.time.get_ticks() / 180) if full else 0.35)

    def draw_deck_out_example(self, surf: pygame.Surface) -> None:
        """The tutorial's deck-out rule as a picture on the empty board (round 11: "deux rouges battent
        quatre couleurs" read as words was understood only after losing that way): a seat with two red
        tricks beside one with four colours at one trick each, and who wins."""
        box = L.board
        pygame.draw.rect(surf, FELT_DARK, box, border_radius=16)
        pygame.draw.rect(surf, ACCENT, box, 2, border_radius=16)
        x, y, size = box.x + 12, box.y + 10, 28
        surf.blit(render(t("monsters.example.title"), fit_text(t("monsters.example.title"), box.w - 24, 16, True),
                         ACCENT, bold=True), (x, y))
        rows = ((t("monsters.example.hoarder"), ["red", "red"], t("monsters.example.wins"), OK),
                (t("monsters.example.you"), ["yellow", "green", "blue", "purple"], t("monsters.example.loses"), MUTED))
        y += 30
        for label, colours, verdict, tone in rows:
            surf.blit(render(label, fit_text(label, box.w - 24, 15, True), INK, bold=True), (x, y))
            for k, colour in enumerate(colours):
                surf.blit(self.pieces.token(colour, size), (x + k * (size + 6), y + 22))
            word = render(verdict, 16, tone, bold=True)
            surf.blit(word, word.get_rect(midright=(box.right - 14, y + 22 + size // 2)))
            y += 64
        for line in wrap(t("monsters.example.why"), box.w - 24, TYPE.SMALL)[:4]:
            surf.blit(render(line, TYPE.SMALL, INK), (x, y))
            y += 17

    def draw_layers(self, surf: pygame.Surface) -> None:
        """The stack's cards from the top down, resting on the bottom slot: select, drag to reorder
        or off to take back."""
        surf.blit(render(t("monsters.layers"), TYPE.SMALL, MUTED), (L.layer.x, L.layer.y - LAYERS_NAME_DY))
        stack = self.arrangement.stack
        empty = self.n - len(stack)  # the top slots a partial stack leaves free
        for i in range(self.n):
            r = L.layer_slot(i)
            pygame.draw.rect(surf, FELT_DARK, r.inflate(6, 6), border_radius=8)
            key = "top" if i == 0 else ("bottom" if i == self.n - 1 else "middle")
            lab = render(t(f"monsters.layer.{key}"), TYPE.SMALL, MUTED)
            surf.blit(lab, lab.get_rect(midleft=(r.right + 8, r.centery)))
            if i < empty or self.arrangement.dragged() == stack[i - empty]:
                continue
            cid = stack[i - empty]
            if self.screen.own_faces_up():
                self.draw_card(surf, cid, r.center, L.layer.w)
            else:
                surf.blit(self.pieces.cover(L.layer.w), r)
            if cid == self.arrangement.selected:
                pygame.draw.rect(surf, ACCENT, r.inflate(8, 8), 3, border_radius=9)
        drag = self.arrangement.drag
        if drag and drag["moved"]:
            for i in range(self.n):
                if L.layer_slot(i).collidepoint(drag["pos"]):
                    pygame.draw.rect(surf, OK, L.layer_slot(i).inflate(10, 10), 3, border_radius=10)

    def draw_last(self, surf: pygame.Surface) -> None:
        if self.motion.under:  # the cards drawn fly under it, unseen: the panel on its felt, as it looks (nc63, shot
            pygame.draw.rect(surf, FELT, L.last, border_radius=12)  # 041: they showed through it, over its words)
        panel(surf, L.last, 170)
        lt = self.motion.last_trick
        if lt is None:
            surf.blit(render(t("monsters.no_trick_yet"), 15, MUTED), (L.last.x + 10, L.last.y + 10))
            return
        head = t("monsters.last_trick", who=self.screen.names[lt["seat"]])
        img = render(head, fit(head, L.last.w - 20, 15), SEAT_COLORS[lt["seat"] % 4])
        surf.blit(img, (L.last.x + 10, L.last.y + 8))
        rect = L.last_card_rect()
        # its colour and line said beside it even while the showcase draws the card (a replay paused on a
        # trick showed the card alone: nc20, shot 66)
        showcase = self.motion.showcase is not None and self.motion.showcase.rect == rect
        self.draw_trick_caption(surf, lt, L.last.x + 14 + rect.w + (6 if showcase else 0), rect.y + 6)
        if showcase:
            return  # the showcase draws it right now (its glow 8 px round it: the caption clear of it)
        self.on_felt(surf, self.pieces.stacked(lt["placements"], rect.w), rect)
        self.lines(surf, rect, lt["lines"], 0.9)

    def draw_trick_caption(self, surf: pygame.Surface, lt: dict[str, Any], x: int, y: int) -> None:
        surf.blit(self.pieces.token(lt["colour"], 30), (x, y))
        surf.blit(render(i18n.name(GAME, lt["colour"]), 16, INK, bold=True), (x + 36, y + 6))
        # the line names wrap inside the panel ("colonne de gauche" spilled past it, issue 24), three at most
        width = L.last.right - x - 6
        names = [t(f"monsters.line.{name}") for name in lt["lines"][:3]]
        rows = [(row, TYPE.SMALL) for name in names for row in wrap(name, width, TYPE.SMALL)]
        if len(rows) > 3:
            # three lines do not wrap: each keeps one row, a little smaller (round 13, shot 74: "ligne du
            # haut / ligne du bas / colonne de", its "droite" cut off)
            # all at the one size, the smallest needed (nc19, shots 44-45: « colonne de gauche » alone smaller)
            size = min(fit(name, width, TYPE.SMALL) for name in names)
            rows = [(name, size) for name in names]
        for j, (row, size) in enumerate(rows[:3]):
            surf.blit(render(row, size, MUTED), (x, y + 38 + j * 19))

    def draw_hand(self, surf: pygame.Surface) -> None:
        hand = self.screen.model.hand or []
        for i in range(self.n):
            r = L.hand_slot(i)
            pygame.draw.rect(surf, FELT_DARK, r.inflate(8, 8), border_radius=12)
            # the slot's key stays under it while its card is on its way (round 11: "touche 2/3" vanished
            # mid-deal), whatever the card does, flipped or stacked alike; an empty slot has none (nc38,
            # shot 005: « touche 1 / 2 / 3 » under nothing before the tutorial's deal)
            if i < len(hand):
                key_img = render(hand_label(i), 15, ACCENT, bold=True)
                surf.blit(key_img, (r.x, r.bottom + 8))
            if i >= len(hand) or ("hand", hand[i]) in self.motion.hidden:
                continue  # no card, or still on its way
            cid = hand[i]
            back_shows = bool(self.arrangement.orient.get(cid, (0, 0))[1]) and self.screen.own_faces_up()
            if cid in self.arrangement.stack:
                pygame.draw.rect(surf, self.colors["on_stack"], r, 2, border_radius=10)
                lab = render(t("monsters.on_stack"), TYPE.SMALL, MUTED)
                surf.blit(lab, lab.get_rect(center=r.center))
                continue
            if self.arrangement.dragged() == cid:
                continue
            preview = self.screen.turn_preview()
            if preview is not None and preview[0] == cid and self.screen.own_faces_up():
                self.draw_card(surf, cid, r.center, L.hand.w, preview[1])  # as ↻, ↺ or ⇄ would leave it
                self.preview_caption(surf, r)
            elif self.screen.own_faces_up() or cid in self.motion.turning:
                self.draw_card(surf, cid, r.center, L.hand.w)
            else:
                surf.blit(self.pieces.cover(L.hand.w), r)
            if self.arrangement.swap_mode:
                pygame.draw.rect(surf, ACCENT, r.inflate(10, 10), 3, border_radius=12)
            elif cid == self.arrangement.selected:
                pygame.draw.rect(surf, INK, r.inflate(10, 10), 2, border_radius=12)
            if back_shows:
                self.back_badge(surf, r)

    def hand_keys_over(self, surf: pygame.Surface, avoid: Rect | None = None) -> None:
        """The hand's keys (« touche 1 ») again, on the felt, over a tutorial halo drawn since: its frame
        cut through the top of the letters (nc20, shot 10). None under an empty slot (nc38)."""
        for i in range(min(self.n, len(self.screen.model.hand or []))):
            r = L.hand_slot(i)
            key_img = render(hand_label(i), 15, ACCENT, bold=True)
            spot = key_img.get_rect(topleft=(r.x, r.bottom + 8))
            if avoid is not None and avoid.colliderect(spot):
                continue  # never over the guide's box
            pygame.draw.rect(surf, FELT, spot.inflate(4, 2))
            surf.blit(key_img, spot)

    def back_badges(self, surf: pygame.Surface, avoid: Rect | None = None) -> None:
        """The hand's « ⇄ verso » badges again, over what was drawn since (the tutorial's halo hid all
        but the foot of its letters: nc19, shots 04-06)."""
        hand = self.screen.model.hand or []
        if not self.screen.own_faces_up():
            return
        for i, cid in enumerate(hand[:self.n]):
            shown = ("hand", cid) not in self.motion.hidden and cid not in self.arrangement.stack \
                and self.arrangement.dragged() != cid
            r = L.hand_slot(i)
            clear = avoid is None or not avoid.colliderect(r.inflate(0, 24))  # never over the guide's box
            if shown and clear and self.arrangement.orient.get(cid, (0, 0))[1]:
                self.back_badge(surf, r)

    def back_badge(self, surf: pygame.Surface, r: Rect) -> None:
        """A hand card whose back shows, paler: said on it (round 14, shots 07 and 81: "a pale blue-grey
        card, unexplained"), no longer in place of its number (round 15): astride its lower edge, below its
        holes (round 17, shot-04: it hid the bottom-middle yellow), clear of the key under it."""
        back = t("monsters.hand_back")
        img = render(back, fit(back, r.w - 16, TYPE.SMALL), OK, bold=True)
        spot = img.get_rect(midtop=(r.centerx, r.bottom - 9))
        pygame.draw.rect(surf, FELT_DARK, spot.inflate(12, 0), border_radius=6)
        surf.blit(img, spot)

    def draw_spectator(self, surf: pygame.Surface) -> None:
        """Everybody is a bot: the latest trick on the board, and who is stacking."""
        pygame.draw.rect(surf, FELT_DARK, L.board, border_radius=16)
        lt, card = self.motion.last_trick, L.board_card()
        if lt is not None and self.motion.showcase is None:
            surf.blit(self.pieces.stacked(lt["placements"], card.w), card)
            self.lines(surf, card, lt["lines"], 0.9)
            panel(surf, L.last, 170)
            head = t("monsters.last_trick", who=self.screen.names[lt["seat"]])
            img = render(head, fit(head, L.last.w - 20, 16, True), SEAT_COLORS[lt["seat"] % 4], bold=True)
            surf.blit(img, (L.last.x + 10, L.last.y + 10))
            self.draw_trick_caption(surf, lt, L.last.x + 14, L.last.y + 40)
        elif lt is None:
            label = render(t("monsters.no_trick_yet"), 16, MUTED)
            surf.blit(label, label.get_rect(center=L.board.center))
        top = L.hand.y - 6
        heading = render(t("monsters.spectating"), 18, ACCENT, bold=True)
        surf.blit(heading, (L.hand.x, top))
        if self.demo:
            tag = render(t("monsters.demo_speed", k=f"{DEMO_TIME:g}"), TYPE.SMALL, MUTED)
            surf.blit(tag, (L.hand.x + heading.get_width() + 14, top + 3))
        ticks = pygame.time.get_ticks() / 1000
        wobbles = self.screen.live and not self.screen.model.over
        for seat, n_hand in enumerate(self.screen.model.hand_sizes):
            x, y = L.hand.x + (seat % 2) * 330, top + 34 + (seat // 2) * 84
            surf.blit(render(self.screen.names[seat], 15, SEAT_COLORS[seat % 4], bold=True), (x, y))
            for i in range(n_hand):
                wob = math.sin(ticks * 3 + i * 1.7 + seat) * (4 if wobbles else 0)
                img = pygame.transform.rotate(self.pieces.cover(40), wob * 2)
                surf.blit(img, img.get_rect(center=(x + 24 + i * 46, y + 46 + wob)))
            for i, tr in enumerate(self.screen.model.tricks[seat][-4:]):  # this round's tricks, before the seat
                placements = list(zip(tr["cards"], tr["rot"], tr["flip"], strict=True))
                self.on_felt(surf, self.pieces.stacked(placements, 40), Rect(x + 160 + i * 44, y + 26, 40, 40))

    def draw_prompt(self, surf: pygame.Surface, prompt: str) -> None:
        if not prompt:
            return
        if self._wrapped[0] != prompt:
            # two lines at most, cut between sentences, never inside one (issue 24, shot 10: "…agissent
            # sur la carte du dessus (touche 3) ;" and the rest gone; the line under the buttons says it)
            text, lines = prompt, wrap(prompt, PROMPT_W, PROMPT_SIZE)
            while len(lines) > 2:
                cut = max(text.rfind(". ", 0, len(text) - 1), text.rfind("! ", 0, len(text) - 1))
                if cut < 0:
                    break
                text = text[:cut + 1]
                lines = wrap(text, PROMPT_W, PROMPT_SIZE)
            self._wrapped = (prompt, lines[:2])
        for i, line in enumerate(self._wrapped[1]):
            img = render(line, PROMPT_SIZE, INK)
            surf.blit(img, (L.hand.x, 598 + 19 * i))
            note_prompt(img.get_rect(topleft=(L.hand.x, 598 + 19 * i)))  # a notice keeps off it

    def draw_showcase(self, surf: pygame.Surface) -> None:
        if self.motion.restack is not None:
            rect, landed = self.motion.restack
            pygame.draw.rect(surf, FELT_DARK, rect.inflate(16, 16), border_radius=16)
            if landed:
                surf.blit(self.pieces.stacked(landed, rect.w), rect)
        sc = self.motion.showcase
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
        drag = self.arrangement.drag
        if drag and drag["moved"]:
            self.draw_card(surf, drag["card"], drag["pos"], L.hand.w, alpha=215)

    def draw_again_swap(self, surf: pygame.Surface) -> None:
        """A swap shown again: the centre card before and after it, side by side under the last trick,
        framed in the swapper's colour, and that the clock waits meanwhile."""
        shown = self.motion.again_swap
        if shown is None:
            return
        seat, gave, took = shown
        colour = SEAT_COLORS[seat % len(SEAT_COLORS)]
        box = L.again_swap
        panel(surf, box, 235)
        pygame.draw.rect(surf, colour, box, 3, border_radius=10)
        head = t("monsters.again.centre")
        surf.blit(render(head, fit_text(head, box.w - 16, 15, True), INK, bold=True), (box.x + 8, box.y + 6))
        size = 72
        for i, (cid, key) in enumerate(((took, "monsters.again.before"), (gave, "monsters.again.after"))):
            rect = Rect(box.x + 12 + i * (size + 44), box.y + 30, size, size)
            self.on_felt(surf, self.pieces.face(cid, 0, 0, size), rect)
            if i:
                pygame.draw.rect(surf, colour, rect.inflate(8, 8), 3, border_radius=10)
            word = t(key)
            surf.blit(render(word, fit_text(word, size + 20, 15), INK), (rect.x, rect.bottom + 5))
        arrow = render("→", 28, colour, bold=True)
        surf.blit(arrow, arrow.get_rect(center=(box.x + 12 + size + 22, box.y + 30 + size // 2)))
        paused = t("monsters.again.paused")
        surf.blit(render(paused, fit_text(paused, box.w - 16, 14), MUTED), (box.x + 8, box.bottom - 22))

    def again_trick_box(self) -> Rect:
        """Where a trick shown again lays out its cards: over the hand, face down meanwhile, in the live
        game (L); in a replay over the board, empty there, so the hand stays in sight (nc20, shot 66: at
        « Coup 3 » the hand looked empty under the box, though it held 3 cards)."""
        if self.feed.replaying:
            hand = self.screen.model.hand or []
            if not [c for c in hand if ("hand", c) not in self.motion.hidden]:
                # the person's own trick took the hand: the box goes there, and the board keeps the stack
                # with the line it explains in sight (nc21, shot 60: the box hid both)
                return L.again_trick
            # from the board's top, over its first two layers whole: lower, it cut « dessous » in two
            return Rect(L.again_trick.x, L.board.y, 404, min(L.again_trick.h, L.layer_slot(2).y - 6 - L.board.y))
        return L.again_trick

    def draw_again_trick(self, surf: pygame.Surface) -> None:
        """Another seat's trick shown again: over the person's hand (face down meanwhile), its three
        cards in the order they were stacked, each turned and flipped as it lay, with its layer's name."""
        shown = self.motion.again_trick
        if shown is None:
            return
        seat, colour, placements = shown
        box = self.again_trick_box()
        seat_colour = SEAT_COLORS[seat % len(SEAT_COLORS)]
        panel(surf, box, 255)  # opaque: the hand's key labels showed through
        pygame.draw.rect(surf, seat_colour, box, 3, border_radius=10)
        head = t("monsters.again.trick", who=self.screen.names[seat], colour=i18n.name(GAME, colour))
        surf.blit(render(head, fit_text(head, box.w - 20, 16, True), INK, bold=True), (box.x + 10, box.y + 7))
        size = 100 if box.w >= L.again_trick.w else 92
        gap = (box.w - 36 - 3 * size) // 2
        n = len(placements)
        for i, (cid, rot, flip) in enumerate(reversed(placements)):  # the bottom card first, as stacked
            rect = Rect(box.x + 18 + i * (size + gap), box.y + 34, size, size)
            self.on_felt(surf, self.pieces.face(cid, rot, flip, size), rect)
            layer = "bottom" if i == 0 else "top" if i == n - 1 else "middle"
            lies = lie_word(rot, flip)
            word = t(f"monsters.layer.{layer}") + (" " + lies if lies else "")
            # within the gap to the next card, and inside the box for the last one (« (tournée ↻1) » ran onto
            # its edge); too long for that, the buttons' signs say it (« milieu ⇄ ↻2 »)
            room = min(size + gap - 6, size + 22)
            if fit_text(word, room, 14) < 12:
                word = t(f"monsters.layer.{layer}") + " " + lie_signs(rot, flip)
            img = render(word, fit_text(word, room, 14), MUTED)
            surf.blit(img, img.get_rect(midtop=(rect.centerx, rect.bottom + 4)))
            if i < n - 1:
                arrow = render("→", 24, seat_colour, bold=True)
                surf.blit(arrow, arrow.get_rect(center=(rect.right + gap // 2, rect.centery)))

    def draw_overlay(self, surf: pygame.Surface) -> None:
        self.draw_again_swap(surf)
        self.draw_again_trick(surf)
        if self.screen.round_panel is not None:
            self.draw_round_panel(surf, self.screen.round_panel)
        elif self.screen.countdown is not None:
            # the tutorial's first moment welcomes and says the goal (nc22, shot 01: a bare « Préparez-vous… 3 »)
            welcome = self.screen.guided and not self.screen.resuming
            # the round before, recalled under the count: a summary closed by a key meant for the race went
            # unseen, and only the log said who had won it (nc40, shots 071-072)
            last = self.screen.last_round if not welcome and not self.screen.resuming else None
            recall: list[str] = []
            if last is not None and not self.screen.model.solo:
                tally = [t("monsters.rounds_tally", who=self.screen.names[seat], n=n)
                         for seat, n in enumerate(last["rounds_won"])]
                recall = [self.round_head(last), " · ".join(tally)]
            r = welcome_rect() if welcome else Rect(0, 0, 260, 150 + 22 * len(recall))
            if not welcome:
                r.center = L.board.center
            panel(surf, r, 250 if welcome else 225)  # the pile's words showed through, ghosts (nc24, shot 01)
            # back from a pause the round goes on: « Reprise… », not a new round's « Préparez-vous… » (nc25)
            word = t("monsters.welcome") if welcome else t("monsters.resume" if self.screen.resuming
                                                            else "monsters.get_ready")
            head = render(word, fit(word, r.w - 24, 20, welcome), INK, bold=welcome)
            surf.blit(head, head.get_rect(midtop=(r.centerx, r.y + 14)))
            if welcome:
                # no count down for a tutorial that says « prenez votre temps » (nc31, shot 01: « Bienvenue
                # dans le tutoriel ! 1 »): the cards come as a quiet bar runs out
                bar = Rect(0, 0, r.w - 160, 6)
                bar.center = r.center
                share = max(0.0, min(1.0, self.screen.countdown / COUNTDOWN))
                pygame.draw.rect(surf, FELT, bar, border_radius=3)
                pygame.draw.rect(surf, ACCENT, Rect(bar.x, bar.y, round(bar.w * share), bar.h), border_radius=3)
            else:
                frac = self.screen.countdown - math.floor(self.screen.countdown) if self.screen.countdown % 1 else 1.0
                big = render(str(max(1, math.ceil(self.screen.countdown))), int(48 + 24 * frac), ACCENT, bold=True)
                surf.blit(big, big.get_rect(center=(r.centerx, r.y + 92)))
                for i, line in enumerate(recall):
                    img = render(line, fit(line, r.w - 24, TYPE.SMALL), INK if i == 0 else MUTED)
                    surf.blit(img, img.get_rect(midtop=(r.centerx, r.y + 142 + 22 * i)))
            if welcome:
                goal = t("monsters.welcome_goal")
                img = render(goal, fit(goal, r.w - 24, 16), INK)
                surf.blit(img, img.get_rect(midbottom=(r.centerx, r.bottom - 14)))

    def round_head(self, d: dict[str, Any]) -> str:
        """A finished round's heading: « Manche 2 : Bot 2 gagne » (its summary, and the countdown after it)."""
        winners = d["winners"]
        if self.screen.model.solo:
            return t("monsters.panel.solo_won") if winners else t("monsters.panel.solo_lost")
        names = ", ".join(self.screen.names[w] for w in winners)
        return t("monsters.panel.won" if len(winners) == 1 else "monsters.panel.shared", n=d["round"], who=names,
                 you=you_won(winners, self.screen.viewer))

    def draw_round_panel(self, surf: pygame.Surface, d: dict[str, Any]) -> None:
        """The round's summary: who won, the winning trick (stacked, its line drawn, and its three
        cards), the colours each seat took, then Continue (a person presses it; bots only: it waits)."""
        r = L.round_panel
        panel(surf, r, 255)  # opaque: the heading and the prompt showed through (issue 24, shot 28)
        pygame.draw.rect(surf, ACCENT, r, 2, border_radius=12)
        head = self.round_head(d)
        # what decided the round (the engine's pure `decided_round` over the event), in words
        decided = decided_round(d, len(d["counts"]))
        said = round_sentences(decided, self.screen.names, self.screen.viewer) or [i18n.name(GAME, d["reason"])]
        # a line ready too late comes right after what decided the round: it was cut off below the
        # tie-break's note (nc22, shot 86)
        said = said[:1] + late_words(d.get("late"), self.screen.names, bool(d.get("late_deck")),
                                     bool(d.get("late_moot"))) \
            + cut_words(d.get("cut"), self.screen.names) + said[1:]
        rows: list[str] = []
        for sentence in said:  # whole sentences only: the note's last row ended on « puis » (nc22, shot 86)
            parts = wrap(sentence, r.w - 40, 16)
            if rows and len(rows) + len(parts) > 5:
                break
            rows += parts[:5]
        # the whole stands in the middle of the panel, above Continue and its foot: with one seat or two
        # it sat at the top over a wide empty band (nc19, shot 30); the panel itself stays as large,
        # hiding the table's prompts behind it
        trick_h = 170 + 20 * len(self.trick_label_rows(d["trick"])) if d.get("trick") else 0
        height = 50 + 20 * len(rows) + 12 + trick_h + 24 + 36 * len(d["counts"][:4])
        dy = max(0, (L.continue_button().y - 24 - r.y - height) // 2)
        img = render(head, fit(head, r.w - 30, 26, True), ACCENT, bold=True)
        surf.blit(img, img.get_rect(midtop=(r.centerx, r.y + 14 + dy)))
        y = r.y + 50 + dy
        for line in rows:
            img = render(line, 16, INK)
            surf.blit(img, img.get_rect(midtop=(r.centerx, y)))
            y += 20
        y += 12
        trick = d.get("trick")
        if trick:
            y = self.draw_round_trick(surf, trick, y)  # `trick_h` lower (`height` above)
        title = render(t("monsters.panel.colours"), 15, MUTED)
        surf.blit(title, (r.x + 20, y))
        y += 24
        for seat, counts in enumerate(d["counts"][:4]):
            name = self.screen.names[seat]
            surf.blit(render(name, fit(name, 180, 16, True), SEAT_COLORS[seat % 4], bold=True), (r.x + 20, y + 6))
            for k, colour in enumerate(self.colour_ids):
                x, n = r.x + 200 + k * 54, counts.get(colour, 0)
                surf.blit(self.pieces.token(colour, 28, dim=not n), (x, y))
                surf.blit(render(str(n), 16, INK if n else MUTED, bold=bool(n)), (x + 32, y + 5))
            if not self.screen.model.solo:
                won = render(t("monsters.rounds_won", n=d["rounds_won"][seat]), TYPE.SMALL, MUTED)
                surf.blit(won, (r.right - 24 - won.get_width(), y + 7))
            y += 36
        button = L.continue_button()
        label = t("monsters.panel.results" if self.feed.is_over else "monsters.panel.continue")
        Button(button, label, lambda: None, color=(60, 96, 70)).draw(surf, focused=True)
        if self.screen.round_panel_left is not None:
            foot = t("monsters.panel.auto", n=max(1, math.ceil(self.screen.round_panel_left)))
            img = render(foot, TYPE.SMALL, MUTED)
            surf.blit(img, img.get_rect(midbottom=(r.centerx, button.y - 4)))

    def trick_label_rows(self, trick: dict[str, Any]) -> list[str]:
        """The words over the round's trick, on one line or two at full size: shrunk to one line, the
        longest (« Un des 2 plis bleus de Bot 2 (sur mesure), la couleur qui décide… ») was tiny (nc22,
        shots 49 and 85)."""
        colour = trick["colour"]
        you = you_won([trick["seat"]], self.screen.viewer)
        who = self.screen.names[trick["seat"]]
        if trick.get("decided"):  # a deck-out: one of the tricks of the colour that decided
            n = int(trick["decided"])
            label = t("monsters.panel.trick_colour", who=who, you=you, count=n,
                      colour=i18n.name(GAME, colour, count=n, gender="m"))
        elif trick.get("last"):
            label = t("monsters.panel.trick_last", who=who, you=you, colour=i18n.name(GAME, colour))
        else:
            label = t("monsters.panel.trick", who=who, colour=i18n.name(GAME, colour), you=you)
        return wrap(label, L.round_panel.w - 40, 16, bold=True)[:2]

    def draw_round_trick(self, surf: pygame.Surface, trick: dict[str, Any], y: int) -> int:
        """The trick that won the round: the stack with its line of three, then its three cards."""
        r = L.round_panel
        size, small = 148, 96
        colour = trick["colour"]
        rgb = self.rules.colours[self.colour_ids.index(colour)].rgb
        for row in self.trick_label_rows(trick):
            img = render(row, fit(row, r.w - 40, 16, True), INK, bold=True)
            surf.blit(img, (r.x + 20, y))
            y += 20
        box = Rect(r.x + 28, y + 6, size, size)
        pygame.draw.rect(surf, FELT_DARK, box.inflate(12, 12), border_radius=12)
        pygame.draw.rect(surf, rgb, box.inflate(12, 12), 4, border_radius=12)
        surf.blit(self.pieces.stacked(trick["placements"], size), box)
        self.lines(surf, box, trick["lines"], 1.0)
        x = box.right + 34
        for i, (cid, rot, flip) in enumerate(trick["placements"]):
            c = Rect(x + i * (small + 22), box.centery - small // 2 - 8, small, small)
            self.on_felt(surf, self.pieces.face(cid, rot, flip, small), c)
            # the stack's own layer names ("carte 1" read as the hand's "touche 1")
            layer = "top" if i == 0 else "bottom" if i == len(trick["placements"]) - 1 else "middle"
            tag = render(t(f"monsters.layer.{layer}"), TYPE.SMALL, MUTED)
            surf.blit(tag, tag.get_rect(midtop=(c.centerx, c.bottom + 3)))
            lies = lie_word(rot, flip)
            if lies:  # turned or flipped, said alike (its back's other tint: issue 24, shot 78)
                back = render(lies, fit(lies, small + 20, TYPE.SMALL), MUTED)
                surf.blit(back, back.get_rect(midtop=(c.centerx, c.bottom + 3 + tag.get_height())))
        plus = render("=", 26, MUTED, bold=True)
        surf.blit(plus, plus.get_rect(center=((box.right + x) // 2 + 4, box.centery)))
        return box.bottom + 16
