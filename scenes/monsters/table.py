"""The Monsters, punched cards table: everybody stacks at once, in real time, on the table kit.

The person's three cards lie in a row; the stacking board shows the stack live
(each circle the top-most monster, holes show what lies below, the table shows
through three holes) and highlights a line of three as soon as it forms. The
clock is the feed's (`game/feed.py`: bots act at their exact moment); this
table only says how much time passes: none before a round's countdown ends,
during the pause, or while a round's result is up. Its drawing part (layout
and what is drawn from the display model) is scenes/monsters/drawing.py's
`MonstersPainter`, which reads the person's `Arrangement` and the `Motion`
this table starts.

The list of the stack's layers beside the board rests on its bottom slot, like a real pile (the
first card stacked is "dessous" and stays there); under the buttons a line says which card Turn
and Flip act on. L shows the last trick or swap another seat made in the round being played again
(only while it runs; never on a network table, whose clock cannot wait), the clock standing still
meanwhile.

Mouse: drag a hand card onto the board to stack it (a click stacks it too);
drag a stacked card (from the board or the layer list beside it) onto another
layer to reorder it, off the board to take it back, onto the centre card to
swap it. Mouse wheel over a card turns it a quarter turn (down, towards you: clockwise,
the way ↻ counts; up: back), right click flips it over (elsewhere it pins the description).
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

import copy
import dataclasses
import math
import re
import time
from collections.abc import Callable, Hashable
from functools import partial
from typing import Any

import pygame

from game import i18n
from game.core import Action, Event, act
from game.data import DataError
from game.hints import Hint
from game.i18n import t
from game.monsters.bots import deny_swap, feeds, leave_for_next, sole_colours
from game.monsters.cards import HOLE, LINES, lines_of, orient
from game.monsters.defs import load_defs, load_rules
from game.monsters.state import claim_decision, decided_round
from net.protocol import ROUND_BREAK
from scenes.lastturn import TurnRecord
from scenes.monsters.drawing import (
    ACTS_ON_SIZE,
    ACTS_ON_W,
    CAPTION_FLASH,
    CENTRE_FLASH,
    COUNTDOWN,
    DEMO_TIME,
    STANDING_INSET,
    Arrangement,
    CardAnim,
    L,
    MonstersPainter,
    Motion,
    Showcase,
    cell_centre,
    centre_caption_rect,
    symmetry_rect,
)
from scenes.monsters.model import MonstersModel, inspect_text
from scenes.table import HINT_COLOR, TableScene
from scenes.ui import ACCENT, INK, MUTED, Button, ButtonBar
from sprites.anim import Flight
from sprites.fonts import TYPE, fit_text, render
from sprites.monsters import art as art
from sprites.palette import SEAT_COLORS
from sprites.tween import Tween, Tweens, ease_out_cubic

RESUME_COUNTDOWN = 2.0  # after a pause or a change of person
BOT_COUNTDOWN = 0.8  # nobody to wait for
END_READ_PER_WORD = 0.25  # real seconds per word the tutorial's last words stay before the results
ROUND_PANEL_BOTS = 4.0  # real seconds the round's summary stays when only bots play (a person presses Continue)
# network play: the host's clock rests ROUND_BREAK between rounds and then runs on, so the summary
# stays that long less the countdown, or until the host's next round arrives
ROUND_PANEL_NET = ROUND_BREAK - COUNTDOWN
CARD_HOVER = 1.5  # seconds on a card, clock stopped, before its help box shows by itself
RESTACK_STEP, RESTACK_FLY = 0.6, 0.45  # a trick shown again: seconds between its cards, and each card's flight
SEAT_BANNER_MIN = 17  # the least type size of a banner by a seat's panel: smaller, its words lose the name
AGAIN_HOLD = 2.2  # real seconds each move shown again (L) stays, its caption read
# a swap begun (the centre clicked, S pressed, a card picked up) this soon after another seat changed
# the centre card on screen was aimed at the card before: it is refused, said (round 13, shot 87;
# nc16, shot 46: 0.6 s let a click that came a little later take a card the person had not chosen). Counted
# from the moment the new card is drawn there, which is the swap's own moment (`on_swap`): counted from a
# flight's start, the card landed up to 1.7 s later (slow animations), and a click after « Échange annulé »
# took a card drawn for a fraction of a second, or never (nc36, shots 44-45, 57-58)
LATE_GRACE = 2.0
# ... and the first swap begun while the centre still says who changed it (CENTRE_FLASH) is refused too,
# once: the person may have planned on the card before (nc20, shots 38, 53: "I clicked the centre card I
# had been studying and got a different one"); the tutorial promises it
CENTRE_RING = 0.7  # seconds a ring goes out from a centre card another seat just put down
GIFT_MONSTERS = 2  # monsters of a colour on a hand card from which giving it warns of a seat lacking only that colour
# the person's own swap: each card's flight (at normal speed, before the speed setting), the card from
# the centre leaving when the given one is half way, then a ring round it in the hand (nc34, shots 09-10:
# both at 0.45 s at once read as instant, « I had to compare the cards to see which came from the centre »)
OWN_SWAP = 0.8
HAND_RING = 1.2  # seconds the ring marks, on its frame, the card the person's swap brought into the hand
LATE_SAID = 3.0  # real seconds the centre says "Trop tard" after such a refusal
# a swap under way that another seat's swap ended: the next click on a hand card this soon after was
# meant for the swap, and does nothing (nc19, shot 46: the card clicked went onto the stack instead)
DROPPED_GUARD = 2.5
DROPPED_SAID = 4.0  # real seconds the prompt says so (« Échange annulé : … »), where it asked for the card
# the words of a banner over the claim row at most this wide: its plate (44 px more) keeps 8 px clear of
# the standing under « Dernier pli », beside it
BANNER_TEXT_W = L.last.x - 8 - L.board.x - 44
PANEL_GUARD = 0.8  # real seconds a new summary ignores input: a click meant for the race does not skip it
GAME = "monsters"
Rect = pygame.Rect


def hint_badge(k: int, n: int, rot: int, flip: int, now: tuple[int, int] = (0, 0)) -> list[str]:
    """A hinted card's badge: its layer, then what is still to press, in the order that works, for a
    card lying as `now` (quarter turns, flip): "↻3" becomes "↻2" after a Turn, then "✓". The engine
    flips first and then turns (`game.monsters.cards.orient`), and Flip mirrors what is seen (it
    undoes the turns made before it), so a card both to flip and to turn says "⇄ then ↻n": read
    "milieu ↻1 ⇄", a person turned first and got no line."""
    layer = t("monsters.layer." + ("top" if k == 0 else "bottom" if k == n - 1 else "middle"))
    turns, flips = badge_steps(rot, flip, now)
    if turns and flips:
        return [layer, t("monsters.badge.flip_then_turn", rot=turns, turn=turn_mark(turns))]
    if turns or flips:
        return [layer + " " + (turn_mark(turns) if turns else "⇄")]
    return [layer + (" ✓" if (rot, flip) != (0, 0) else "")]


def keyed(params: dict[str, Any], hand: list[int]) -> dict[str, Any]:
    """A hint's values with each hand card's key slot beside its id (`place`, from 1; 0 when the card is
    not in `hand`), also in the steps: the hints say "la carte de la touche 2" as the hand shows it."""
    out: dict[str, Any] = {}
    for k, v in params.items():
        if isinstance(v, list) and v and all(isinstance(x, list | tuple) and len(x) == 2 and isinstance(x[1], dict)
                                              for x in v):
            out[k] = [[x[0], keyed(dict(x[1]), hand)] for x in v]
        else:
            out[k] = v
    card = params.get("card")
    if isinstance(card, int) and not isinstance(card, bool):
        out["place"] = hand.index(card) + 1 if card in hand else 0
    return out


def around_pile(start: tuple[float, float], end: tuple[float, float], size: int) -> tuple[int, int] | None:
    """The corner a card's flight turns at so as not to cross the pile being built (its three layers
    and their names), or None when the straight way is clear. Round 15: the cards drawn flew from
    the deck down across the pile to the hand, hiding it, and a newcomer lost track of it. The corner
    lies below the deck or the centre, on the hand's row: the card goes down, then along the hand."""
    pile = L.layer_slot(0).union(L.layer_slot(2)).inflate(size // 2, size // 2)
    pile.w += 70  # the layers' names, right of them ("dessus", "milieu", "dessous")
    if not pile.clipline(start, end):
        return None
    (x0, y0), (x1, y1) = start, end
    high, low = ((x0, y0), (x1, y1)) if y0 < y1 else ((x1, y1), (x0, y0))
    corner = (round(high[0]), round(low[1]))
    return None if pile.clipline(high, corner) or pile.clipline(corner, low) else corner


# a card's size on its way between a seat's panel and the deck or the centre, over the board: in the band
# between the heading's second line and the board (nc26, shot 89: at 18 px they crossed « 2 manches à gagner »;
# nc35, shots 42, 53: at 14 px they ran 3 px under its letters and 1 px beside « sans limite »)
PANEL_WAY = 10


def over_board(start: tuple[float, float], end: tuple[float, float], size: int) -> list[tuple[float, float]]:
    """The corners a card's flight between another seat's panel and the deck or the centre turns at so as
    not to cross the person's board (nc25, shots 65, 72, 76: cards for the bot flew over « Glissez vos
    cartes ici », as if landing on the person's pile): up from its right end, along above the board, down
    the gap between the panels and the board. [] when the straight way is clear."""
    if not L.board.inflate(size, size).clipline(start, end):
        return []
    # the way down runs in the gap between the panels and the board, clear of both (nc32, shots 37, 65: at
    # 14 px left of the board it lay over the panels' edge, beside « 2 plis »); along above the board it
    # keeps 5 px under the heading's second line (nc35, shot 53); down the gap a card goes along the panels'
    # right edge, into them (and out) there
    top, gap = L.board.y - size // 2 - 3, L.seat_panel(1).right + size // 2
    right, left = (start, end) if start[0] > end[0] else (end, start)
    # under the clock's « sans limite » the way runs a band lower, between those words and the pile's first
    # layer, and climbs back midway between « Pile » and them (nc34, shot 49: « sans limit▦ », a card on its
    # end; nc35, shots 42, 53: 1 px beside « sans limite »)
    band, jog = L.layer.y - 12, L.clock.x + 12
    # the deck and the centre lie on that band: the way goes straight along it, small up to the edge of the
    # deck or the centre and grown over it only (nc35: growing from « sans limite » on, it covered the words)
    corners: list[tuple[float, float]] = [(jog, band), (jog, top), (gap, top), (gap, left[1])]
    far = next((r for r in (L.deck, L.centre) if r.collidepoint(right)), None)
    if far is not None:
        corners.insert(0, (far.x + size // 2, band))
    return corners if right is start else corners[::-1]


def unseen(_size: int) -> pygame.Surface:
    """A card on a way not drawn (`fly_route`): nothing to see."""
    return pygame.Surface((0, 0))


def hand_ring(colour: tuple[int, int, int]) -> Callable[[pygame.Surface, Rect, float], None]:
    """The ring that marks the card the person's swap brought into the hand: on the slot's dark frame,
    thinning out, never growing past it (nc35, shot 26: grown 10 px round the card, its last thin line
    ran through « touche 3 » under it and read as a leftover frame set off the card)."""
    def ring(surf: pygame.Surface, rect: Rect, p: float) -> None:
        pygame.draw.rect(surf, colour, rect.inflate(8, 8), max(1, round(4 * (1 - p * p))), border_radius=12)

    return ring


def lead_with_action(line: str) -> str:
    """A trick's advice, its one action first on a line of its own, then its steps, the reason last:
    « Faites le pli bleu : il est sûr, … Dans l'ordre : … » was a paragraph of 15 small lines read past
    (nc26, shots 44, 66). Unchanged when its words are not of that shape."""
    colon = re.search(r"\s?:\s", line)
    cuts = [line.find(". " + t(key)) for key in ("monsters.hint_in_order", "monsters.hint_click_first")]
    cut = min((c for c in cuts if colon is not None and c >= colon.end()), default=-1)
    if colon is None or cut < 0:
        return line
    action, why, steps = line[:colon.start()], line[colon.end():cut], line[cut + 2:]
    return f"{action}.\n{steps}\n{why[:1].upper()}{why[1:]}."


def badge_left(rot: int, flip: int, now: tuple[int, int] = (0, 0)) -> str:
    """A stacked card's badge: only what is still to press ("⇄ puis ↻3", "↻2", "⇄"), or "✓"."""
    turns, flips = badge_steps(rot, flip, now)
    if turns and flips:
        return t("monsters.badge.flip_then_turn", rot=turns, turn=turn_mark(turns))
    return turn_mark(turns) if turns else "⇄" if flips else "✓"


def turn_mark(turns: int) -> str:
    """Quarter turns clockwise as a badge says them: "↻1", "↻2", and three as "↺", one notch of the
    wheel up (round 13: "↻3", turn three times, read less naturally than the way it is done)."""
    return "↺" if turns % 4 == 3 else f"↻{turns % 4}"


def badge_steps(rot: int, flip: int, now: tuple[int, int] = (0, 0)) -> tuple[int, bool]:
    """The quarter turns clockwise, and whether a Flip comes first, that bring a card lying as `now`
    to (`rot`, `flip`). Turn adds a quarter; Flip mirrors what is seen: (r, f) becomes (-r, 1 - f)."""
    now_rot, now_flip = now
    if now_flip == flip:
        return (rot - now_rot) % 4, False
    return (rot + now_rot) % 4, True


def own_first(queued: list[Event], mine: list[Event], starts: frozenset[str]) -> list[Event]:
    """The queue once the person's own action is in: it shows at once, ahead of the bots' moves still
    queued, but after what finishes a move already on screen (a bot's trick is followed by its draw),
    and after everything queued when it ends the round: issue 24, the log said "Bot 2 pioche 3 cartes"
    after "Fin de la partie", a draw the engine made before the person's winning trick."""
    if any(ev.kind in ("round_over", "match_over") for ev in mine):
        return [*queued, *mine]
    lead = next((i for i, ev in enumerate(queued) if ev.kind in starts), len(queued))
    return [*queued[:lead], *mine, *queued[lead:]]


class MonstersTable(TableScene):
    """The race: events, real time, input; drawn by its `painter` (scenes/monsters/drawing.py)."""

    keys_taken = frozenset({pygame.K_n})  # N hands the screen to the next person; the pencil writes a note
    # the whole trick recipe at once, one step a line, in a font that does not shrink (round 11): the box
    # may grow higher over the log than the kit's (it grows only as its words need)
    hint_rect = Rect(960, 270, 310, 360)
    # the last move: everybody plays at once, so each trick or swap is a move by itself (the draw
    # that follows a trick refills the hand: the trick stays the seat's last move)
    turn_starts = frozenset({"trick", "swap"})
    turn_ends = frozenset({"round_over", "match_over"})
    turn_single = True
    # nc60: « the hint plays the key trick for me »: after the person's own move (the swap Conseil said), the next
    # advice comes only when asked, a clue first (the kit's `levels`)
    hint_follows = False
    turn_resets = frozenset({"round_start"})

    model_cls = MonstersModel
    model: MonstersModel
    # over the claim row, left of the standing under « Dernier pli » (nc19, shots 44 and 81: « Votre pli
    # violet ! » hid « En tête si la pioche s'épuise »): centred between the board's left and the last
    # trick's, never wider than that (`say`)
    banner_center = ((L.board.x + L.last.x) // 2, L.claim_y + 23)

    def __init__(self, app: Any, source: Any, demo: bool = False) -> None:
        self.defs = load_defs()
        self.rules = self.defs.rules
        self.colour_ids = list(self.rules.colour_ids)
        self.n = self.rules.hand_size
        self.pieces = art.CardArt(app.art, self.defs)
        self.arrangement = Arrangement()  # the person's own stack (the engine hears of it with a claim)
        self.motion = Motion()  # what this table's event handlers set moving
        # the tweens nobody waits on (the centre's caption flashing): at the animation speed, never `busy`, so
        # the person may act through them
        self.looks = Tweens()
        self._others_last: TurnRecord | None = None  # the last move of another seat (L shows it again)
        self._own_last: TurnRecord | None = None  # the person's last trick, shown again when no other's is
        self._again_hand: list[int] | None = None  # the hand a trick shown again (L) left, while it is shown
        self._to_chip: list[Flight] = []  # the person's trick on its way to its chip (cut short by a round's end)
        self.seat_moved: dict[int, float] = {}  # the round clock when each seat's hand last changed
        # the last trick and each seat's, kept while a trick is shown again (L), given back after
        self._last_kept: tuple[dict[str, Any] | None, dict[int, dict[str, Any]]] | None = None
        self.mouse = (0, 0)
        # the clock runs only while `live`; a countdown opens every round
        self.live = False
        self.countdown: float | None = None
        self.waiting_round = True
        # the round is over but its summary is not up yet (its last trick is being shown): the cards stay
        # face up and the prompt says the result comes (nc32, shot 67: « Préparez-vous » came first)
        self.ending = False
        self.round_panel: dict[str, Any] | None = None
        self._emptied_by: int | None = None  # the seat whose trick emptied the pile, this round
        # the round ended by other seats while the person could act: (those seats, by emptying the pile),
        # said at once and at each click until the summary (nc31, shot 72: a pile's clicks lost without a word)
        self._cut: tuple[list[int], bool] | None = None
        self._summary_read = False  # the last round's summary was closed: the results come at once
        # the bar's button the pointer was on when a turn or a flip was made (-1: none): its « Aperçu » waits until
        # the pointer has left it (nc61 shots 010-011: clicked, the pointer still on ↺, the stack showed one turn
        # more, dashed, while the prompt said « Une ligne jaune ! »)
        self.preview_spent = -1
        self.round_panel_left: float | None = 0.0  # None: until Continue
        self.round_panel_age = 0.0
        self.last_round: dict[str, Any] | None = None  # the last summary closed: its next countdown recalls it
        self.trick_of: dict[int, dict[str, Any]] = {}  # seat -> its last trick this round (the summary shows it)
        # (seat, colour) -> its last trick of that colour: a deck-out's summary shows the colour that decided
        self.colour_trick: dict[tuple[int, str], dict[str, Any]] = {}
        self._after_panel: list[Event] = []
        self._host_round = False  # a host's next round has started (its clock runs, whatever this screen shows)
        self._clock_base = 0.0
        self._claims: tuple[Any, list[str]] | None = None
        self.bar = ButtonBar()
        self.prompt = ""
        self._stuck: tuple[tuple[int, ...], bool] | None = None  # (hand and centre, a trick can be made)
        # (hand and centre, `swap_first`, the round clock when that hand and centre were first seen)
        self._swap_first: tuple[tuple[int, ...], bool, float] | None = None
        self._controls_due = False  # the tutorial's prompt has said how to turn and flip (`controls_line`)
        self.acts_on = ""  # under Turn and Flip: the card they act on, and what Flip does
        self.hint_whole_for: Action | None = None  # the trick whose whole recipe H was pressed again for
        self.centre_note_at = -1  # the decisions count of a hint asked again as the centre changed
        # the hint on show, the centre card it was about, and whether an earlier hint of the round was
        # about that card too (nc34, shot 50: « Le centre a changé » over a card seen a minute before)
        self._hint_centre: tuple[Hint, int | None, bool] | None = None
        self._hint_centres: tuple[int, set[int | None]] = (0, set())  # (round, the centres hints were about)
        # (the person's hand, the centre) when no trick could be made with them: a later centre that
        # leaves them stuck says so (nc34, shots 47-48: the line said « si Bot 2 y échange une carte,
        # cherchez avec la nouvelle » after the change, as if none had come)
        self._stuck_centre: tuple[tuple[int, ...], int | None] | None = None
        # the card the stuck prompt said to leave at the centre (`leave_for_next`), once left there: the wait is ready
        self._left_for_next: int | None = None
        self._leave: tuple[tuple[int, ...], tuple[int, int] | None] | None = None  # (hand and centre, the advice)
        self._swap_seen: tuple[int | None, float] | None = None  # the centre on screen as a swap began, and when
        self._centre_changed_at = -1e9  # when another seat's swap changed the centre on screen
        # the centre a hint shown was about, and when: a centre in the Conseil's words has been seen
        self._centre_hinted: tuple[int | None, float] = (None, -1e9)
        self._hint_stack: tuple[Hint | None, list[int]] = (None, [])  # the hint shown, and the stack it found
        self._centre_change_told = True  # a swap was refused since that change: the next one goes
        self._swap_dropped_at = -1e9  # when another seat's swap ended the person's swap under way
        self._dropped_said: tuple[int, float] | None = None  # that seat, and till when the prompt says so
        self._guided_clock: list[float] = []  # the tutorial's clock on screen: when it started (, stopped)
        self._demo_refused = -1  # the tutorial's step whose promised refusal the person met
        self.resuming = False  # the countdown is a pause's end (« Reprise… »), not a round's start
        # a trick's log line as said (its log, entry, lines, seat, words, colour): the draw after it joins it
        self._trick_said: tuple[Any, int, int, int | None, str, tuple[int, int, int]] | None = None
        super().__init__(app, source, demo)
        self.painter = MonstersPainter(self, self.feed, self.defs, self.pieces, self.pres.colors, self.arrangement,
                                       self.motion, demo)
        self.waiting_round = not self.feed.replaying and not self.feed.is_over
        self.build_buttons()

    # -- real time ------------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        """Showing events (or a move again, L), a round's result, or counting down: nobody acts yet."""
        return self._showing or self.round_panel is not None or self.countdown is not None or \
            self.waiting_round or bool(self.again) or self.again_waiting

    @property
    def _showing(self) -> bool:
        return bool(self.queue) or self.current is not None or self.tweens.busy

    @property
    def guided(self) -> bool:
        """A tutorial holds the person to its steps: its hourglass stands still (the painter says so)."""
        return self.guide is not None

    def game_time(self, dt: float) -> float:
        """Time runs only while the round is live, and stands still while a move is shown again (L):
        the person watches it without losing time to the bots (issue 24)."""
        if not self.live or self.feed.is_over or self.showing_again:
            return 0.0
        return dt * (DEMO_TIME if self.demo else 1.0)

    def live_model(self) -> MonstersModel:
        """The present's display model: while a move is shown again (L), `model` is a copy from
        before it, and the pile's count and the clock still show the present."""
        return self._again_model if self._again_model is not None else self.model

    def round_clock(self) -> float:
        """Seconds since the round started, as this frame sees them (the engine hears every second).
        While the last move is shown again (L) the model is a copy from before it: the clock is the
        live one still, it never jumps back."""
        return self.live_model().clock + self.feed.clock() - self._clock_base + self.feed.unsent_time()

    def shown_clock(self) -> float:
        """The seconds the clock shows: the round's; in the tutorial, whose rules run no clock, the real
        seconds since it went live, stopped at its end (nc19: « Durée 0:00 » all along looked broken)."""
        if not self.guided:
            return self.round_clock()
        if not self._guided_clock:
            return 0.0
        if self.feed.is_over and len(self._guided_clock) == 1:
            self._guided_clock.append(time.monotonic())
        return (self._guided_clock[1] if len(self._guided_clock) > 1 else time.monotonic()) - self._guided_clock[0]

    def guide_words(self) -> tuple[str, str] | None:
        """The tutorial's last words beside the round's summary name its button and countdown (nc23, shot
        29: « s'ouvrent d'eux-mêmes dans un instant » beside « La suite dans 24 s »)."""
        words = super().guide_words()
        if words is not None and self.guide is not None and self._demo_refused == self.guide.index \
                and self.example == "centre_swap":
            # the race step answers its refusal, met, and says its demonstration card goes back (nc24, shots
            # 16-19: the words stayed the same, and the next step's centre was the old card without a word)
            return t("monsters.tutorial_refused"), words[1]
        soon = t("tutorial.results_soon")
        if words is not None and words[0].endswith("\n" + soon):
            # the last words wait for the round's summary, then stay as they are: shown at the last trick, their
            # last sentence rewrote itself as the summary opened (nc62 shots 050-051)
            if self.round_panel is None:
                return None
            return words[0][:-len(soon)] + t("monsters.tutorial_results"), words[1]
        return self._trick_progress(words)

    def _trick_progress(self, words: tuple[str, str] | None) -> tuple[str, str] | None:
        """A trick step's header adds the cards stacked so far (nc61 shots 004-012: « Étape 1 sur 11 » stood through
        six or seven actions, « I wondered if the tutorial was stuck »): « Étape 1 sur 11 · pile : 2 sur 3 »."""
        guide = self.guide
        step = guide.step if guide is not None else None
        if words is None or guide is None or step is None or not step.do.startswith("trick") \
                or words[1] != t("tutorial.step", **guide.numbered(guide.index + 1)) or self.round_panel is not None:
            return words
        return words[0], t("monsters.tutorial_progress", step=words[1], n=len(self.arrangement.stack), total=self.n)

    def guide_words_are_step(self, text: str) -> bool:
        """The race step's answer to its refusal stands for the step's words: its « Continuer » stays
        (nc25: the answer said « Appuyez sur « Continuer » » and the button had gone, a dead end). Before
        that refusal the step has no « Continuer »: one way on, the centre's click it asks for (nc25, shot
        14: « cliquez sur le centre » beside a « Continuer » button, two ways that competed)."""
        if self.race_unmet():
            return False
        return super().guide_words_are_step(text) or text == t("monsters.tutorial_refused")

    def race_unmet(self) -> bool:
        """The tutorial's race step (`show: centre_swap`), its promised refusal not met yet."""
        return self.guide is not None and self.example == "centre_swap" and self._demo_refused != self.guide.index

    def race_met(self) -> bool:
        """The tutorial's race step, its promised refusal met: its demonstration stops."""
        return self.guide is not None and self.example == "centre_swap" and self._demo_refused == self.guide.index

    def guide_target(self) -> Rect | None:
        """The race step points at the centre until the person clicks it (then at its « Continuer »)."""
        if self.race_unmet() and self.live:
            return L.centre.copy()
        return super().guide_target()

    def answer_off_step(self) -> bool:
        """The race step answers any other click with the one it asks for, the centre's, till it is met."""
        if self.race_unmet():
            self.flash(t("monsters.tutorial_race_wrong"))
            return True
        return super().answer_off_step()

    def _guide_answering(self) -> bool:
        """The race step's answer, too, goes in the step's box."""
        return super()._guide_answering() or (self.race_unmet() and self.error == t("monsters.tutorial_race_wrong")
                                              and time.monotonic() < self.error_until)

    def _guide_autoplay(self) -> None:
        """`--autoplay` meets the race step's refusal as a person does, with a click on the centre."""
        if self.autoplay and self.race_unmet() and self.live and not self.busy:
            self.toggle_swap()
            return
        super()._guide_autoplay()

    @property
    def example(self) -> str:
        """The picture the tutorial's step asks the painter for (`show:` in its file), or ""."""
        step = self.guide.step if self.guide is not None else None
        return step.show if step is not None else ""

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
            if self.guided:
                # the tutorial's clock stands still and no bot plays: back from the aid (« ? ») it goes on
                # as it was (nc25, shot 25: « Bienvenue dans le tutoriel ! 1 », cards face down, mid-step)
                return
            self.live = False
            self.resuming = True  # « Reprise… », the cards left face up: the same moment, not a new round
            self.countdown = self.countdown_length(resume=True)
        elif self.countdown is not None:
            # back from the player aid during « Préparez-vous »: the time to get ready again (round 14:
            # the aid held the count at 2, the person came back to 1 and a round already starting)
            self.countdown = max(self.countdown, self.countdown_length(resume=True))

    def enqueue(self, events: list[Event]) -> None:
        if self.round_panel is not None and events:
            # whatever comes while the summary is up follows it, in order (a host's next round may)
            self._after_panel.extend(events)
            self._synced = False
            if self.feed.host_clock:
                self.close_round_panel()  # the host's next round has begun: it waits for nobody
        else:
            super().enqueue(events)
        self._claims = None
        if any(ev.kind == "round_over" for ev in events):
            if self.live:
                self._cut = self.cut_by(events)
                if self._cut is not None and self.arrangement.stack:
                    self.say_cut()
            # the round is over at once for the engine: the clock stops (the feed dropped the rest)
            self.live = False
            self.confirm.question = None  # a trick asked about is moot: the round has ended
            self.confirm.bar.set([])
            self.countdown = None
            self.resuming = False
            self.waiting_round = not self.feed.is_over
            self.ending = not self.feed.replaying

    def cut_by(self, events: list[Event]) -> tuple[list[int], bool] | None:
        """The seats that ended the round in these events, and whether by emptying the pile, when the
        person at the screen was not among them (None: the person ended it, or nobody is at the screen)."""
        if self.viewer is None or self.viewer not in self.feed.local_seats() or self.feed.replaying:
            return None
        over = next(ev for ev in events if ev.kind == "round_over")
        emptied = next((ev.seat for ev in events if ev.kind == "deck_out"), None)
        if emptied is not None:
            return ([emptied], True) if emptied != self.viewer else None
        winners = [int(w) for w in over.data.get("winners") or []]
        return (winners, False) if winners and self.viewer not in winners else None

    def say_cut(self) -> None:
        """The round ended under the person's hands: who ended it, and that their pile does not count."""
        if self._cut is None:
            return
        seats, deck = self._cut
        names = ", ".join(self.names[s] for s in seats if 0 <= s < len(self.names)) or t("monsters.prompt.someone")
        self.flash(t("monsters.round_cut_deck" if deck else "monsters.round_cut", who=names))

    def act(self, seat: int | None, action: Action, confirmed: bool = False) -> bool:
        """The kit's `act`, for a race: nothing goes once the round has stopped, and the person's own
        events show at once, ahead of the bots' events still queued (a trick that would end the round and lose
        it is asked about first: `confirm_reason`)."""
        if not self.live:
            return False
        waiting = len(self.queue)
        ok = super().act(seat, action, confirmed)
        self.arrangement.swap_mode = False
        if ok:
            mine = self.queue[waiting:]
            del self.queue[waiting:]
            self.queue[:] = own_first(self.queue, mine, self.turn_starts)
            self.current = None
        return ok

    def losing_end(self, seat: int, action: Action) -> tuple[int, list[list[int]]] | None:
        """When this trick would end the round (the deck cannot refill the hand) and another seat would win it
        then, from the engine's present (a bot's trick may not be on screen yet): that seat and the counts after
        it. nc65, shots 070-071: the bot's third red came between the person's look and their Enter, and their
        « Pli vert » ended the round in the bot's favour. Not in the tutorial, nor alone."""
        if action.kind != "trick" or self.guided or self.demo or not self.live or not action.args:
            return None
        view = self.feed.view(seat)
        colour = action.args[0]
        if view["solo"] or view["over"] or view["deck"] >= self.n or colour not in self.colour_ids:
            return None
        ids = self.colour_ids
        counts = [[view["colour_counts"][s].get(c, 0) for c in ids] for s in range(len(view["colour_counts"]))]
        decided = claim_decision(counts, seat, ids.index(colour), self.rules.tie_priority, ids)
        if seat in decided["winners"]:
            return None
        counts[seat][ids.index(colour)] += 1
        return decided["winners"][0], counts

    def confirm_reason(self, seat: int, action: Action) -> str | None:
        """A trick that ends the round and loses it hurts the person's own round: asked first (the kit's
        "harm", asked by default; « Oui, ne plus demander » turns it off for the table)."""
        return "harm" if self.losing_end(seat, action) is not None else super().confirm_reason(seat, action)

    def confirm_words(self, seat: int, action: Action, reason: str) -> str:
        """« Ce pli finit la manche, et Bot 2 la gagne (3 rouges contre vos 3 verts). Le faire quand même ? »"""
        lost = self.losing_end(seat, action)
        if lost is None:
            return super().confirm_words(seat, action, reason)
        winner, counts = lost
        ids, order = self.colour_ids, self.rules.tie_priority

        def best(s: int) -> str:
            top = max(counts[s])
            colour = next(ids[k] for k in order if counts[s][k] == top)
            return t("monsters.confirm_count", n=top, colour=i18n.name(GAME, colour, "m", top))

        return t("monsters.confirm_lose", who=self.short_names()[winner], theirs=best(winner), yours=best(seat))

    def late_line_mattered(self, colour: str, ender: int | None, record: dict[str, Any]) -> bool:
        """Whether the person's line ready when `ender`'s trick ended the round would have changed its result, made
        just before that trick: it would have ended the round itself (the five colours, or a deck that could not
        refill the hand) with other winners. nc65 (shots 050-052): « votre ligne était prête, mais un peu trop
        tard » for a yellow that « Dernier pli ! » had said would not have won the round."""
        viewer, ids = self.viewer, self.colour_ids
        last = self.trick_of.get(ender) if ender is not None else None
        if viewer is None or ender is None or last is None or colour not in ids or str(last.get("colour")) not in ids:
            return True  # not known: said as before
        counts = [[int(c.get(k, 0)) for k in ids] for c in record["counts"]]
        counts[ender][ids.index(str(last["colour"]))] -= 1
        decided = claim_decision(counts, viewer, ids.index(colour), self.rules.tie_priority, ids)
        if decided["rule"] != "all_colours" and self.model.deck >= self.n:
            return False  # the round went on after it: the same trick ended it
        return sorted(decided["winners"]) != sorted(record["winners"])

    def update(self, dt: float) -> None:
        super().update(dt)  # the frame's time passes first: a round going live now starts from the next
        self.looks.speed = self.speed
        self.looks.step(dt)
        if self.motion.under:  # the cards drawn flying under the words: gone with the table's animations
            alive = {id(f) for f in self.anim.flights}
            self.motion.under = [f for f in self.motion.under if id(f) in alive]
        if self.round_panel is not None:
            # the round's summary stays until Continue (bots only: a few seconds), whatever the speed
            self.round_panel_age += dt
            if self.round_panel_left is not None:
                self.round_panel_left -= dt
                if self.round_panel_left <= 0:
                    self.close_round_panel()
        elif self.countdown is not None:
            self.countdown -= dt
            if self.countdown <= 0 or self._host_round:  # a host's round already runs: live at once
                self.go_live()
        elif self.waiting_round and not self._showing and not self.feed.is_over:
            self.waiting_round = False
            self.countdown = self.countdown_length()
            self.resuming = False
        self.motion.turning = {c: a for c, a in self.motion.turning.items() if not a.tween.done}
        self.motion.pulse = {k: tw for k, tw in self.motion.pulse.items() if not tw.done}
        if self.motion.showcase and self.motion.showcase.tween.done:
            self.motion.showcase = None
        if not self.showing_again:
            self.motion.again_swap = None
            if not self.feed.replaying:  # a replay keeps a trick's cards laid out till its next move (`show`)
                self.motion.again_trick = None
        if self._last_kept is not None and not self.showing_again:
            self.motion.last_trick, self.trick_of = self._last_kept[0], self._last_kept[1]
            self._last_kept = None
        self.reconcile()
        self.drop_stale_hint()
        self.build_buttons()

    def end_read_seconds(self) -> float:
        """How long the tutorial's last words stay, with the last round's summary, before the results."""
        if self.guide is None:
            return 0.0
        return max(ROUND_PANEL_BOTS, END_READ_PER_WORD * len(self.guide.tutorial.end_text().split()))

    def close_round_panel(self) -> None:
        """Continue: the summary goes, the next round's events (and its countdown) follow."""
        if self.round_panel is None:
            return
        self.last_round = self.round_panel
        self.round_panel = None
        self._summary_read = self.feed.is_over
        self.queue[:0], self._after_panel = self._after_panel, []

    def end_look_seconds(self) -> float:
        """The last round's summary was the final position's look: « Les résultats » opens them at once
        (nc31, shot 73: the bare table, « La partie est terminée. » and a greyed Conseil came between)."""
        return 0.0 if self._summary_read else super().end_look_seconds()

    def show(self, ev: Event, again: bool = False) -> float:
        # a trick shown again is stacked once more from the hand it left (the model folds the trick in
        # first, which empties the hand): remember where its cards lay
        self._again_hand = self.hand() if again and ev.kind == "trick" else None
        duration = super().show(ev, again)
        self._again_hand = None
        if not again and ev.seat is not None and ev.kind in ("deal", "dealt", "draw", "drew", "swap", "trick"):
            self.seat_moved[ev.seat] = self.round_clock()  # its status says "prépare un pli" anew
        if ev.kind == "round_start":
            self.seat_moved.clear()
            self.arrangement.swap_mode = False  # a new round opens with no choice pending (nc29, shot 74)
        records = self.last_move.records
        if not again and records and records[-1].seat not in (None, self.viewer) and ev in records[-1].events:
            self._others_last = records[-1]  # kept past the person's own later moves (the kit keeps two)
        if not again and ev.kind == "trick" and records and self.viewer is not None \
                and records[-1].seat == self.viewer and ev in records[-1].events:
            self._own_last = records[-1]
        if self.feed.replaying and not again and ev.kind in ("trick", "swap", "round_start", "round_over", "stalled"):
            # a replay stepping onto a trick lays out its three cards as they were stacked, the person's own
            # too, and keeps them till the next move (round 18, shot 63: « Revoir » showed the hands and the
            # centre card, never how a line was made)
            self.motion.again_trick = None
            if ev.kind == "trick" and ev.seat is not None:
                d = ev.data
                self.motion.again_trick = (ev.seat, str(d["colour"]),
                                           [(c, r, f) for c, r, f in zip(d["cards"], d["rot"], d["flip"], strict=True)])
        if again:
            # the last move once more (L): a swap says itself over its seat's panel as a trick does,
            # and the move stays long enough to be read with the log's caption
            if ev.kind == "swap" and ev.seat is not None:
                self.seat_banner(ev.seat, t("monsters.banner.swap", who=self.names[ev.seat]),
                                 t("monsters.banner.seat_swap"))
                self.motion.again_swap = (ev.seat, int(ev.data["gave"]), int(ev.data["took"]))
            if ev.kind == "trick" and ev.seat is not None and ev.seat != self.viewer:
                d = ev.data
                self.motion.again_trick = (ev.seat, str(d["colour"]),
                                           [(c, r, f) for c, r, f in zip(d["cards"], d["rot"], d["flip"], strict=True)])
            return max(duration, AGAIN_HOLD)
        if self._summary_read and not again:
            return 0.0  # the game's last words after its last summary: the results come at once (nc31, shot 73)
        return duration * 0.4 if len(self.queue) > 4 else duration  # several acted at once: catch up

    # -- the last move again (L): a move of the round being played, never the clock back ---------
    def last_record(self) -> TurnRecord | None:
        """The last trick or swap made by someone else (the person saw their own: issue 24, "Revoir le
        tour" replayed the person's trick over the bot's), else the person's own last trick, of the
        round being played, while it runs: over the round's
        summary, between rounds or on the finished table there is nothing of this round to show
        again, so the button is not offered (a newcomer pressed it there and nothing happened). The
        clock stands still while it is shown (`game_time`); a network host's clock cannot, so there
        the button is not offered at all: watching would cost the person time in the race."""
        if self.round_panel is not None or self.feed.is_over or not self.live or self.waiting_round \
                or self.feed.host_clock:
            return None
        if self.viewer is None:
            record = super().last_record()
        else:
            # another seat's move first; else the person's own last trick of the round (round 15:
            # "Revoir" came only after a bot's trick, and a newcomer wanted to see their own line again)
            this_round = [r for r in (self._others_last, self._own_last)
                          if r is not None and getattr(r.before, "round", None) == self.model.round]
            record = this_round[0] if this_round else None
        if record is None or getattr(record.before, "round", None) != self.model.round:
            return None
        return record

    def again_model(self, record: TurnRecord) -> Any:
        """Another seat's move shown again starts from the model before it, but with the person's own
        hand, stack and tricks as they are now: the person may have played since, and their cards must
        not jump back for the replay."""
        before = copy.deepcopy(record.before)
        now, s = self.model, self.viewer
        if s is not None and isinstance(before, MonstersModel) and before.seat == s and before.round == now.round \
                and record.seat != s:  # the person's own trick shown again starts from the hand it left
            before.hand = list(now.hand) if now.hand is not None else None
            before.tricks[s] = copy.deepcopy(now.tricks[s])
            before.counts[s] = dict(now.counts[s])
            before.hand_sizes[s] = now.hand_sizes[s]
        return before

    def seat_banner(self, seat: int, text: str, short: str = "") -> None:
        """Another seat's move said over the top line of its own panel (its name's line): a banner
        over the claim row hid the person's claim buttons, one over the middle its tricks and chips.
        `short`: the words without the seat's name, said instead when the whole would shrink below
        SEAT_BANNER_MIN (nc6 shot 33: "Bot 2 (débutant) : échange avec le centre", tiny; the
        banner's place and the seat's colour say whose move it is)."""
        panel = L.seat_panel(seat)
        if short and fit_text(text, panel.w - 52, 20, bold=True) < SEAT_BANNER_MIN:
            # first the bot's name without its level: « un pli violet ! » alone left a newcomer asking
            # whose trick it was (nc20, shot 56)
            named = text.replace(self.names[seat], self.painter.seat_name(seat, short=True), 1) \
                if 0 <= seat < len(self.names) and self.names[seat] in text else text
            text = named if fit_text(named, panel.w - 52, 20, bold=True) >= SEAT_BANNER_MIN else short
        # below the panel when nothing is there (the last seat's), so it hides neither the seat's name
        # nor its hand (issue 24, shot 63); else over its name's line, which the banner repeats
        below = Rect(panel.x, panel.bottom + 4, panel.w, 36)
        free = not any(below.colliderect(L.seat_panel(s)) for s in range(len(self.names)) if s != seat)
        item = self.anim.banner(text, below.center if free else (panel.centerx, panel.y + 20), 1.4,
                                SEAT_COLORS[seat % 4])
        item.size, item.max_width = 20, panel.w - 52

    def go_live(self) -> None:
        self.countdown = None
        self.live = True
        self._cut = None
        if self.guided and not self._guided_clock:
            self._guided_clock.append(time.monotonic())
        self.app.sounds.play("click")
        if self.resuming:
            self.resuming = False
            return  # back from a pause: the cards stayed face up
        for cid in self.hand():  # the hand turns face up: the race is on
            self.motion.turning[cid] = CardAnim("reveal", self.tween(0.0, 1.0, 0.3))

    def _log_line(self, ev: Event) -> None:
        """A seat's draw right after its own trick joins the trick's line: « … réalise un pli vert (…), puis
        pioche 3 cartes (pioche : 23) » (nc38, change 5: a « pioche 3 cartes » line after every trick was
        most of the log in a race, pushing the useful lines away)."""
        said, self._trick_said = self._trick_said, None
        if ev.kind in ("draw", "drew") and said is not None and "deck" in ev.data:
            log, entry, lines, seat, words, colour = said
            if log is self.log and seat == ev.seat and entry == len(log.entries) - 1 and lines \
                    and log.newest_lines == lines and log.entries[-1] == words:
                cards = ev.data.get("cards")
                count = len(cards) if isinstance(cards, list) else int(ev.data.get("count", 0))
                del log.entries[-1], log.lines[-lines:], log.heads[-lines:]
                log.add(t("monsters.log_trick_drew", trick=words, count=count, deck=ev.data["deck"]), colour)
                return
        if ev.kind in ("deal", "dealt") and self.n_seats > 1 and "deck" in ev.data:
            line = self.describe(ev)  # every seat's deal: in the ink of no seat
            if line and self.pres.events.get(ev.kind, {}).get("log", True):
                self.log.add(line, INK)
            return
        super()._log_line(ev)
        if ev.kind == "trick" and self.log.entries:
            line = self.describe(ev)
            if line and self.log.entries[-1] == line:
                self._trick_said = (self.log, len(self.log.entries) - 1, self.log.newest_lines, ev.seat, line,
                                    self.seat_color(ev.seat) if ev.seat is not None else INK)

    def describe(self, ev: Event) -> str | None:
        """The log line, with seat names for the winners and rounds won as a score."""
        data, names = dict(ev.data), self.short_names()  # « Bot 2 », its level in its panel (the kit's `describe`)
        if ev.kind in ("deal", "draw") and isinstance(data.get("cards"), list) and ev.seat is not None:
            # cards dealt or drawn lie face up in the person's hand: the line counts them, as the
            # others' (issue 24: three cards by their monsters made it three lines long)
            count = len(data["cards"])
            if ev.kind == "deal" and "deck" in data and self.n_seats > 1:
                return self._dealt_to_all(ev.seat, count, int(data["deck"]))
            if "deck" in data:  # « (pioche : 39) » as the others' lines say (nc19, shot 56)
                kind = "dealt" if ev.kind == "deal" else "drew"
                return i18n.describe(GAME, Event(kind, ev.seat, {"count": count, "deck": data["deck"]}), names)
            return t("monsters.log_dealt", who=names[ev.seat], count=count)
        if ev.kind == "dealt" and ev.seat is not None and self.n_seats > 1 and "deck" in data:
            return self._dealt_to_all(ev.seat, int(data.get("count", 0)), int(data["deck"]))
        if ev.kind == "swap" and ev.seat is not None and not self.demo:
            # one short line for every seat's swap: the person's cards lie before them, and the centre
            # card flashes with the swapper's name (round 10: the bot's two cards by their monsters ran
            # four lines, flooding the log, while the person's own said one)
            return t("monsters.log_swapped", who=names[ev.seat])
        if ev.kind == "centre":
            # a round's centre card lies face down through the countdown, then shows on the table: the
            # log never names it before the screen does (round 11), and says the same in a resumed
            # game (its log is rebuilt from the events, never from the moment they were shown)
            return t("monsters.log_centre_hidden", deck=data.get("deck", 0))
        if "winners" in data:
            data["winners"] = i18n.listed(names[w] for w in data["winners"]) or t("monsters.nobody")
        if "rounds_won" in data:
            data["rounds_won"] = "-".join(str(w) for w in data["rounds_won"])
            if len(self.names) == 1:  # alone, no count of rounds: texts.yaml `round_over.solo` (nc28, shot 28)
                data["effect"] = "solo"
        # cards by what a person sees, their monsters, not the engine's numbers (issue 24: "avec les
        # cartes 4, 15, 29" could not be linked to the pictures)
        for k in ("card", "gave", "took"):
            if isinstance(data.get(k), int):
                data[k] = self.card_look(data[k])
        if isinstance(data.get("cards"), list):
            data["cards"] = " ".join(f"({self.card_look(c)})" for c in data["cards"])
            data["cards_count"] = len(ev.data["cards"])
        return super().describe(Event(ev.kind, ev.seat, data, ev.to))

    @property
    def n_seats(self) -> int:
        return len(self.names)

    def _dealt_to_all(self, seat: int, count: int, deck: int) -> str | None:
        """A round's deal, every seat the same count one after the other, in one line said at the first
        seat's, with the deck left once all are dealt; the others' say nothing (nc38: the log's « reçoit /
        pioche 3 cartes » lines, one a seat, pushed the useful lines away)."""
        if seat != 0:
            return None
        return t("monsters.log_dealt_all", count=count, deck=deck - count * (self.n_seats - 1))

    def card_look(self, card: int) -> str:
        """A card as a person sees it: its monsters counted by colour, in the rules' tie order
        ("2 bleus, 1 rouge")."""
        found = self.defs.cards.cards.get(card)
        if found is None:
            return str(card)
        ids = self.rules.colour_ids
        counts = {k: sum(1 for v in found.grid if v == k) for k in self.rules.tie_priority}
        return ", ".join(t("monsters.card_look", n=n, colour=i18n.name(GAME, ids[k], count=n))
                         for k, n in counts.items() if n)

    # -- the model -> the person's arrangement ----------------------------------------------
    def rebuild(self) -> None:
        super().rebuild()
        self.motion.clear()

    def sync(self) -> None:
        if self._again_model is not None:
            # a move shown again (L) keeps its copy from before it until it is over, and the clock its
            # base: between two of its steps the screen is idle, and the view put the present back in
            # mid-replay (round 13: the clock went 0:25 -> 0:23 and the pile 38 -> 32)
            return
        super().sync()
        self._clock_base = self.feed.clock()
        if not self.anim.flights:
            self.motion.hidden.clear()

    def hand(self) -> list[int]:
        return list(self.model.hand or [])

    def reconcile(self) -> None:
        """Keep the person's arrangement to the cards still in hand (swaps and tricks change it); not
        while the last move is shown again (the model is then a copy from before it)."""
        if self._again_model is not None:
            return
        hand = self.hand()
        self.arrangement.stack = [c for c in self.arrangement.stack if c in hand]
        self.arrangement.orient = {c: self.arrangement.orient.get(c, (0, 0)) for c in hand}
        if self.arrangement.selected not in hand:
            self.arrangement.selected = self.arrangement.stack[0] if self.arrangement.stack else None
        if self.arrangement.drag and self.arrangement.drag["card"] not in hand:
            self.arrangement.drag = None

    def claimable(self) -> list[str]:
        """The colours the stack as built shows a line of, a missing colour first."""
        seat = self.human_to_act()
        if seat is None or len(self.arrangement.stack) != self.n:
            return []
        key = (tuple(self.arrangement.placements()), tuple(self.hand()))
        if self._claims is None or self._claims[0] != key:
            # the deck's own line test (the engine judges the claim; a network feed cannot judge ahead)
            ok = [c for k, c in enumerate(self.colour_ids) if self.defs.cards.check(self.arrangement.placements(), k)]
            counts = self.model.counts[seat]
            prio = [self.colour_ids[k] for k in self.rules.tie_priority]
            ok.sort(key=lambda c: (counts[c] > 0, prio.index(c)))
            self._claims = (key, ok)
        return self._claims[1]

    def lines_of_colour(self, colour: str) -> int:
        """How many lines of `colour` the person's full stack shows (the board rings each one)."""
        if len(self.arrangement.stack) != self.n or colour not in self.colour_ids:
            return 0
        return len(lines_of(self.defs.cards.shown(self.arrangement.placements()), self.colour_ids.index(colour)))

    def trick_action(self, colour: str) -> Action:
        return act("trick", colour, *[v for p in self.arrangement.placements() for v in p])

    def can_swap(self, cid: int) -> bool:
        seat = self.human_to_act()
        return seat is not None and self.feed.why(seat, act("swap", cid)) is None

    # -- the person's hands-on play ---------------------------------------------------------
    def put_on_stack(self, cid: int, at: int = 0) -> None:
        """A card onto the stack at `at` (0: on top). In a tutorial, a card the step does not put there
        (or not yet) stays where it was and the step's box says why (issue 24: such a click, which never
        reaches the engine, got no word)."""
        arr = self.arrangement
        before = list(arr.stack)
        if cid in arr.stack:
            arr.stack.remove(cid)
        arr.stack.insert(max(0, min(at, len(arr.stack))), cid)
        arr.selected = cid
        step = self.guide.step if self.guide is not None else None
        # a step without marks lets the person try any stack: they find the line (its claim is checked)
        expected = self.guide.expected() if self.guide is not None and (step is None or step.marks) else None
        reading = step is not None and step.reads
        if (reading or (expected is not None and not self.on_the_way(expected))) and self.answer_off_step():
            arr.stack = before  # nor framed: Turn and Flip stay on the way the step shows
            arr.selected = before[0] if before else None
            return
        self.app.sounds.play("card")

    def on_the_way(self, action: Action) -> bool:
        """The person's stack is still on the way to `action`: for a trick, its cards all in hand and
        the stack a bottom part of the trick's, in its order; for a swap, its card in hand and, while a
        tutorial asks for the swap, nothing stacked."""
        hand, stack = self.hand(), self.arrangement.stack
        if action.kind == "swap":
            return int(action.args[0]) in hand and (self.guide is None or not stack)
        if action.kind != "trick":
            return True
        ids = [int(x) for x in action.args[1::3]]
        return all(c in hand for c in ids) and len(stack) <= len(ids) and stack == ids[len(ids) - len(stack):]

    def _hint_after_move(self) -> None:
        """In the race the bots move every few seconds: the person's trick hint stays while only others
        moved and it still holds (its cards in hand, the stack on its way, the trick legal); a newcomer
        saw the hint asked for vanish when a bot took a trick. Anything else: the kit's way."""
        hint = self.hint_shown
        if hint is not None and hint.action.kind == "trick" and hint.seat == self.viewer and not self.demo:
            moves = self.feed.decisions()
            others = all(m[0] != hint.seat for m in moves[hint.at:])
            if others and self.on_the_way(hint.action) and self.feed.why(hint.seat, hint.action) is None:
                self.hint_shown = dataclasses.replace(hint, at=len(moves))
                return
        if hint is not None and hint.action.kind != "trick" and hint.seat == self.viewer and not self.demo:
            moves = self.feed.decisions()
            later = moves[hint.at:]
            others = bool(later) and all(m[0] != hint.seat for m in later)
            held = self._hint_centre
            if others and held is not None and held[0] is hint and held[1] == self.feed.view(hint.seat)["centre"] \
                    and self.on_the_way(hint.action) and self.feed.why(hint.seat, hint.action) is None:
                # the centre came back to the card the advice was about: the same position, the same advice
                self.hint_shown = dataclasses.replace(hint, at=len(moves))
                self._hint_centre = (self.hint_shown, held[1], held[2])
                return
            if others and any(str(m[1]).startswith("swap") for m in later) \
                    and hint.seat in self.feed.actors() and self.feed.ask_hint(hint.seat):
                # another seat changed the centre under the person's swap hint: the next advice comes
                # at once, saying why it differs (issue 24: "swap for red", then "swap for blue")
                self.hint_shown, self.hint_seat, self.centre_note_at = None, hint.seat, len(moves)
                return
        if hint is not None and hint.action.kind == "swap" and hint.seat == self.viewer and not self.demo:
            # the person's hand changed: the box goes (issue 24: "échangez une carte…" stayed after
            # the swap, the next hint saying the same); in a game the next step follows at once, the
            # stacking recipe with its labels (round 14: after the swap hint, nothing said how to stack)
            # (round 14 then asked the stacking recipe at once, whole; nc60: « the hint plays the key trick for me »:
            # it now comes at the next press of H, a clue first)
            self.hint_shown = self.hint_seat = None
            return
        super()._hint_after_move()

    def drop_stale_hint(self) -> None:
        """A hint's badges and outlines follow one way to its trick: once the person's stack leaves
        it (another card below, a card swapped away), they would point wrong, so the hint goes and a
        line says so (issue 24: the badges stayed on the cards)."""
        hint = self.hint_shown
        if hint is None or hint.seat != self.viewer or self.demo or self._again_model is not None:
            return
        if self._hint_stack[0] is not hint:
            self._hint_stack = (hint, list(self.arrangement.stack))
        if not self.on_the_way(hint.action):
            if hint.action.kind == "trick":
                colour = self.colour_ids.index(str(hint.action.args[0]))
                if self.defs.cards.check(self.arrangement.placements(), colour):
                    # the hinted line made another way: found, nothing to say against it (nc47 shot 082: « Vous
                    # suivez votre idée : l'indice s'efface » over the yellow line the clue had named)
                    self.hint_shown = None
                    return
                ids = [int(x) for x in hint.action.args[1::3]]
                if self.arrangement.stack == self._hint_stack[1] and all(c in self.hand() for c in ids):
                    # the stack is as the hint found it (cards stacked before a swap the hint then advised): the
                    # person has not gone another way since (nc48 shot 066: « Vous suivez votre idée » at once after
                    # the swap Conseil said); its badges show the way from here
                    return
                if self.nudging(hint) and all(c in self.hand() for c in ids):
                    return  # a clue names its colour and cards, no order: any stack of them may be its way
            self.hint_shown = None
            self.flash(t("monsters.hint_gone"), calm=True)  # no mistake: another way may be as good

    def take_back(self, cid: int | None = None) -> None:
        arr = self.arrangement
        arr.swap_mode = False  # a stack tool ends a swap under way (see `turn`)
        cid = cid if cid is not None else arr.chosen()
        if cid in arr.stack:
            arr.stack.remove(cid)
            arr.selected = arr.stack[0] if arr.stack else None

    def stack_slot(self, i: int) -> Rect:
        """Where the stack's card `i` (from the top) lies in the list beside the board."""
        return L.stack_slot(i, len(self.arrangement.stack), self.n)

    def move_layer(self, cid: int | None, step: int) -> None:
        self.arrangement.swap_mode = False
        if cid not in self.arrangement.stack:
            return
        stack = self.arrangement.stack
        i = stack.index(cid)
        stack.insert(max(0, min(len(stack) - 1, i + step)), stack.pop(i))

    def turn(self, cid: int | None, quarter: int = 1) -> None:
        """A quarter turn clockwise (+1) or anticlockwise (-1), animated. It ends a swap under way:
        left on, "Échange : quelle carte va au centre ?" stayed over the stack being built, and the
        next card clicked for the stack went to the centre instead (issue 24, round 6)."""
        self.arrangement.swap_mode = False
        if self.race_unmet() and self.answer_off_step():
            return  # the race step asks for the centre first (nc25, shot 28: a card turned, others did nothing)
        cid = self.target(cid)
        if cid is None:
            return
        rot, flip = self.arrangement.orient.get(cid, (0, 0))
        self.arrangement.orient[cid] = ((rot + quarter) % 4, flip)
        self.motion.turning[cid] = CardAnim("rot", self.tween(0.0, 1.0, 0.18, easing=ease_out_cubic), quarter)
        self.arrangement.selected = cid
        self.preview_spent = self.bar.hover  # the result shows, not the next press's preview
        self.app.sounds.play("click")

    def flip(self, cid: int | None) -> None:
        """Turn the card over left to right: the mirror of what is seen (the engine's flip + the turns
        undone); it ends a swap under way, as `turn` does."""
        self.arrangement.swap_mode = False
        if self.race_unmet() and self.answer_off_step():
            return
        cid = self.target(cid)
        if cid is None:
            return
        rot, flip = self.arrangement.orient.get(cid, (0, 0))
        self.arrangement.orient[cid] = ((-rot) % 4, 1 - flip)
        self.motion.turning[cid] = CardAnim("flip", self.tween(0.0, 1.0, 0.3), before=(rot, flip))
        self.arrangement.selected = cid
        self.preview_spent = self.bar.hover  # the result shows, not the next press's preview
        self.app.sounds.play("flip")

    def target(self, cid: int | None) -> int | None:
        arr = self.arrangement
        if cid is None:
            cid = arr.selected if arr.selected is not None else (arr.stack[0] if arr.stack else None)
        if cid is None or cid not in self.hand():
            self.flash(t("monsters.pick_first"))
            return None
        return cid

    def claim(self, colour: str | None = None) -> None:
        """Claim the trick; a stack that is no trick is sent anyway, so the engine says why not."""
        seat = self.human_to_act()
        if seat is None:
            return
        if self.race_unmet() and self.answer_off_step():
            return  # Entrée there said « ajoutez les autres » (nc25, shot 30)
        if len(self.arrangement.stack) != self.n:
            self.flash(t("monsters.prompt.partial", n=self.n))
            return
        colours = self.claimable()
        if not colours and colour is None:
            # Enter on a stack showing no line: said so (the engine's refusal named a colour the
            # person never chose, "aucune ligne … de cette couleur (rouge)")
            self.flash(t("monsters.prompt.full"))
            return
        if not colours:
            counts = self.model.counts[seat]
            missing = [self.colour_ids[k] for k in self.rules.tie_priority if not counts[self.colour_ids[k]]]
            colours = missing or self.colour_ids
        action = self.trick_action(colour or colours[0])
        hint = self.hint_shown
        if hint is not None and hint.seat == seat and self.feed.why(seat, action) is None:
            # a trick claimed is where a hint leads (its end, not another way): it goes quietly
            # (issue 24: "Vous avez pris un autre chemin" after following every step)
            self.hint_shown = None
        self.act(seat, action)

    def cut_input(self, event: pygame.event.Event) -> bool:
        """Whether this click, wheel turn or key was meant for the person's cards."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            return self.card_at(event.pos)[0] in ("hand", "layer", "board", "centre")
        if event.type == pygame.MOUSEWHEEL:
            where = self.card_at(self.mouse)[0]
            return where in ("hand", "layer", "board") or (where == "" and bool(self.arrangement.stack))
        if event.type == pygame.KEYDOWN:
            return event.key in (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_r, pygame.K_f, pygame.K_s,
                                 pygame.K_UP, pygame.K_DOWN)
        return False

    def late_claim(self, event: pygame.event.Event) -> None:
        """Entrée, or a click where the claim buttons were, just after another seat's trick ended the
        round (its summary not up yet): said at once, not lost without a word (nc22, shots 84-85)."""
        enter = event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
        row = Rect(L.board.x, L.claim_y, 2 * 206, 46)
        clicked = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and row.collidepoint(event.pos)
        if not (enter or clicked) or self.live or not self.waiting_round or self.feed.replaying \
                or self.viewer not in self.feed.local_seats() or len(self.arrangement.stack) != self.n:
            return
        if not any(ev.kind == "round_over" for ev in self.queue) and self.current is None:
            return
        stack = self.arrangement.placements()
        if any(self.defs.cards.check(stack, k) for k in range(len(self.colour_ids))):
            deck = any(ev.kind == "deck_out" for ev in self.queue) or self._emptied_by is not None
            self.flash(t("monsters.late_claim_deck" if deck else "monsters.late_claim"))

    def swap(self, cid: int, seen: tuple[int | None, float] | None = None) -> bool:
        """Swap this hand card for the centre; whether it went (a tutorial step may refuse it). `seen`:
        the centre on screen when the swap began, and when (else as the centre was clicked or S
        pressed): a centre card that has changed since, or just before, is not taken without a word
        (round 13, shot 87: "I got a different card than the one I had planned for")."""
        seat = self.human_to_act()
        self.arrangement.swap_mode = False
        seen, self._swap_seen = seen or self._swap_seen, None
        if seat is None:
            return False
        if self.example == "centre_swap" and self.guide is not None:
            self.toggle_swap()  # a card dragged onto the race step's centre meets its refusal as a click does
            return False
        if seen is not None and self.late_swap(*seen):
            self._centre_change_told = True
            self.flash(self.swap_too_late_said())
            # said over the centre too, where the person looks as they swap (nc16, shot 46); a swap the
            # screen has not shown yet flashes it as it comes
            now = time.monotonic()
            self.motion.centre_late_until = now + LATE_SAID
            if self.motion.centre_flash is not None:  # the last seat that changed it, flashing again
                self.motion.centre_flash = (self.motion.centre_flash[0], max(self.motion.centre_flash[1],
                                                                             now + LATE_SAID))
            return False
        return self.act(seat, act("swap", cid))

    def swap_too_late_said(self) -> str:
        """A swap refused as the centre had just changed: what the centre holds now, the card the person
        plans around (nc31, shots 50, 54: « Trop tard : le centre vient de changer. » three times)."""
        centre = self.view.get("centre")
        if centre is None:
            return t("monsters.swap_too_late")
        return t("monsters.swap_too_late_now", look=self.card_look(int(centre)))

    def swap_dropped(self) -> bool:
        """Whether a click or key on a hand card now was meant for a swap that another seat's swap has
        just ended: it does nothing but say so again, the person's cards left as they were (nc19, shot
        46: the refused swap's click put the card onto the stack). Once only."""
        if time.monotonic() - self._swap_dropped_at >= DROPPED_GUARD:
            return False
        self._swap_dropped_at = -1e9
        if self._dropped_said is not None:
            self._dropped_said = (self._dropped_said[0], time.monotonic() + DROPPED_SAID)
        self.app.sounds.play("click")
        return True

    def late_swap(self, centre: int | None, at: float) -> bool:
        """Was a swap begun at `at`, on `centre`, aimed at a card no longer there: the engine's centre is
        another (a seat swapped it, not yet shown), or another seat's swap had changed it on screen only
        LATE_GRACE seconds before, or while its tag still shows (CENTRE_FLASH) and no swap was refused since?
        After the tag, a swap goes (nc24, shot 62: refused on a card studied 10 s, the tag up a minute); and
        so does one on the centre a hint shown since the change was about (nc37: Conseil said « Échangez
        votre carte de la touche 1 contre la carte du centre », and following it was refused « Trop tard »)."""
        now_centre = self.view.get("centre")
        since = at - self._centre_changed_at
        hinted, hinted_at = self._centre_hinted
        if now_centre == centre == hinted and self._centre_changed_at <= hinted_at <= at:
            return False  # Conseil showed this centre after it changed, and the swap follows it (nc37 shots 63-64)
        return (now_centre != centre or 0.0 <= since < LATE_GRACE
                or (not self._centre_change_told and 0.0 <= since < CENTRE_FLASH))

    def swap_seen(self) -> tuple[int | None, float]:
        """The centre card on screen now, and the moment: where a swap begins."""
        return self.model.centre, time.monotonic()

    def toggle_swap(self) -> None:
        if not self.live or self.round_panel is not None:
            # a round over (or not begun): no swap waits for the next one (nc29, shot 74: a centre clicked
            # as round 2 ended opened round 3 in exchange mode)
            self.arrangement.swap_mode = False
            return
        if self.example == "centre_swap" and not self.arrangement.swap_mode:
            # the tutorial's picture of a rival's swap: the refusal it promises, met (nc23: step 5 said
            # « votre premier échange est refusé » and the person never saw one)
            self.flash(t("monsters.swap_too_late"))
            self.motion.centre_late_until = time.monotonic() + LATE_SAID
            self._demo_refused = self.guide.index if self.guide is not None else -1
            self.app.sounds.play("click")
            return
        self.arrangement.swap_mode = not self.arrangement.swap_mode and any(self.can_swap(c) for c in self.hand())
        self._swap_dropped_at = -1e9  # the centre clicked again: the next card clicked is meant as clicked
        self._dropped_said = None
        self._swap_seen = self.swap_seen() if self.arrangement.swap_mode else None

    def next_player(self) -> None:
        """Several people at one screen: the next one takes it (the clock stops meanwhile)."""
        humans = self.feed.local_seats()
        if len(humans) < 2 or self.viewer is None:
            return
        self.arrangement.clear()
        self.set_viewer(humans[(humans.index(self.viewer) + 1) % len(humans)], look_away=True)

    def card_at(self, pos: tuple[int, int]) -> tuple[str, int | None]:
        """What lies under the pointer: ('hand'|'layer'|'board'|'centre', card) or ('', None)."""
        for i, cid in enumerate(self.hand()):
            if L.hand_slot(i).collidepoint(pos) and cid not in self.arrangement.stack:
                return "hand", cid
        for i, cid in enumerate(self.arrangement.stack):
            if self.stack_slot(i).collidepoint(pos):
                return "layer", cid
        if L.board.collidepoint(pos) and self.viewer is not None:
            return "board", self.arrangement.chosen()
        if L.centre.collidepoint(pos):
            return "centre", self.model.centre
        return "", None

    def hint_places(self, action: Action) -> list[Rect]:
        """A trick: its cards in the hand (or already stacked) and the claim button of its colour;
        a swap: the hand card and the centre."""
        hand, stack = self.hand(), self.arrangement.stack

        def card_rect(cid: int) -> Rect | None:
            if cid in stack:
                return self.stack_slot(stack.index(cid))
            return L.hand_slot(hand.index(cid)) if cid in hand else None

        if action.kind == "swap":
            r = card_rect(int(action.args[0]))
            return ([r] if r is not None else []) + [L.centre]
        if action.kind == "trick":
            cards = [int(x) for x in action.args[1::3]]
            if self.nudged(action) and self.guide is None:  # the clue: the cards its line lies on
                return [r for r in (card_rect(c) for c in self.clue_cards(action)) if r is not None]
            if self.nudged(action):  # the nudge: the card to start with (the bottom one), nothing more
                return [r for r in (card_rect(cards[-1]),) if r is not None]
            rects = [r for r in (card_rect(c) for c in cards) if r is not None]
            return rects + [b.rect for b in self.bar.buttons if b.tag == f"claim {action.args[0]}"]
        return []

    def nudging(self, hint: Hint | None) -> bool:
        """The person's trick hint, first asked: a nudge in the tutorial (the card to start with, where
        it goes), a clue in a game (the colour, and the cards its line's monsters lie on); H again gives
        the whole recipe (a newcomer wanted to find the rest on their own). Round 11 gave a game the
        whole recipe at once (a nudge cost more presses in the race), but it took the puzzle away:
        « j'attendais d'abord un indice, puis la solution » (nc36, nc37 shots 66, 71)."""
        # a trick that follows a hint the person followed (the swap that gives it) comes whole: the
        # swap's advice named its colour already, and its labels were wanted at once (round 14, shot 41)
        return hint is not None and hint.action.kind == "trick" \
            and hint.seat == self.viewer and not self.demo and "steps" in hint.params \
            and not (hint is self.hint_shown and self.hint_level) \
            and self.hint_whole_for != hint.action and (self.guide is not None or not self.hint_next)

    def hint_levels(self, hint: Hint) -> int:
        """The kit's `levels`: the person's trick, and a swap towards a line (in a game), a clue first, then the
        whole move (f48, nc60: « the hint plays the key trick for me »)."""
        mine = hint.seat == self.viewer and not self.demo
        trick = hint.action.kind == "trick" and "steps" in hint.params
        return 2 if mine and (trick or (self.guide is None and self.swap_clue(hint))) else 1

    def swap_clue(self, hint: Hint) -> bool:
        """A swap towards a line of colours said (`swap_towards`, `swap_useful`, `deck_out_swap`): the first press
        says only that the centre card gives one, and which colour; which hand card goes is for the person to find."""
        return hint.action.kind == "swap" and bool(hint.params.get("last") or hint.params.get("colours"))

    def swap_nudging(self, hint: Hint | None) -> bool:
        """The person's swap hint told at its first level (`swap_clue`): the centre only, and the colour it gives."""
        return hint is not None and hint is self.hint_shown and self.hint_level == 0 and self.hint_levels(hint) > 1 \
            and hint.action.kind == "swap"

    def trick_line(self, action: Action) -> tuple[list[tuple[int, int, int]], dict[int, int]]:
        """A trick's placements (card, turns, flip), top first, and each circle of its line with the layer
        whose monster shows there (the cards above it have a hole there)."""
        cards = self.defs.cards
        placements = [(int(action.args[i]), int(action.args[i + 1]), int(action.args[i + 2]))
                      for i in range(1, len(action.args) - 2, 3)]
        grids = [cards.grid(p) for p in placements]
        colour = self.colour_ids.index(str(action.args[0]))
        shown = cards.shown(placements)
        cells = {i for name, line in LINES for i in line if name in lines_of(shown, colour)}
        return placements, {i: next(k for k, g in enumerate(grids) if g[i] != HOLE) for i in sorted(cells)}

    def clue_cards(self, action: Action) -> list[int]:
        """A trick's cards whose monsters make its line (a card whose circles the line shows through
        holes only is not one of them), from the top of the stack down."""
        placements, tops = self.trick_line(action)
        return [placements[k][0] for k in sorted(set(tops.values()))]

    def clue_rings(self, action: Action) -> list[tuple[int, int, bool]]:
        """Where a trick's line lies on its cards as they lie now: (card, circle 0-8 as the card shows it
        now, whether it is a hole a monster below shows through), for the cards still in the hand. The
        clue rings them (nc40: « highlight the pair and the hole first », the whole recipe came next and
        solved the trick)."""
        placements, tops = self.trick_line(action)
        hand, out = self.hand(), []
        for k, (cid, rot, flip) in enumerate(placements):
            if cid not in hand or cid in self.arrangement.stack:
                continue
            # circle i of the card as the trick lays it is circle `now[j] == base` of the card as it lies now
            base = orient(tuple(range(9)), rot, flip)
            now = orient(tuple(range(9)), *self.arrangement.orient.get(cid, (0, 0)))
            for i, top in tops.items():
                if top >= k:  # this card's monster makes the line there, or a hole over the one that does
                    out.append((cid, now.index(base[i]), top > k))
        return out

    def clue_keys(self, hint: Hint) -> tuple[str, int]:
        """The keys of the hand cards a trick's line lies on, said ("1 et 3"), and how many."""
        hand = self.hand()  # the cards stacked on the pile are still the hand's, under their keys
        keys = sorted(hand.index(c) + 1 for c in self.clue_cards(hint.action) if c in hand)
        return i18n.listed(keys), len(keys)

    def clue_line(self, hint: Hint) -> str:
        """A game's first Conseil on a trick, in full: its colour and the keys of the cards its line lies on."""
        keys, count = self.clue_keys(hint)
        return t("monsters.hint_clue", colour=i18n.name(GAME, str(hint.action.args[0]), gender="f"),
                 count=count, keys=keys, all=int(count == len(self.hand())))

    def nudged(self, action: Action) -> bool:
        """`action` is the trick of the hint shown as a nudge (the tutorial's marks are never cut)."""
        return self.hint_shown is not None and self.hint_shown.action == action and self.nudging(self.hint_shown)

    def text_rects(self) -> list[Rect]:
        """The words and pieces the tutorial's arrow keeps off: the kit's, the hand's cards (an arrow to
        one card lay over the monsters of the next) and the badges over them."""
        rects = [*super().text_rects(), *(L.hand_slot(i) for i in range(len(self.hand())))]
        # the centre's caption: the halo round the centre keeps tight under it (nc28: it sits above the card)
        rects.append(centre_caption_rect(render(t("monsters.centre"), 15, INK).get_size()))
        if self.shows_symmetry():
            rects.append(self.symmetry_rect())
        expected = self.guide.expected() if self.guide is not None else None
        return rects + ([badge for badge, _ in self.hint_badges(expected)] if expected is not None else [])

    def shows_symmetry(self) -> bool:
        """Whether « coin→coin, bord→bord » stands left of Turn: for a seat's viewer; in the tutorial, from the step
        that explains it on (nc63, shot 003: shown from the first screen, explained only at step 3)."""
        if self.viewer is None:
            return False
        if self.guide is None:
            return True
        label = t("monsters.symmetry")
        steps = self.guide.tutorial.steps
        named = next((i for i, s in enumerate(steps) if label in s.text(i18n.lang)), 0)
        return self.guide.index >= named

    def symmetry_rect(self) -> Rect:
        """Where « coin→coin, bord→bord » stands, left of Turn (scenes/monsters/drawing.py `symmetry_rect`)."""
        return symmetry_rect(render(t("monsters.symmetry"), TYPE.SMALL, MUTED).get_size(), len(self.model.hand_sizes))

    def ask_hint(self) -> None:
        """H while the nudge shows: the whole recipe of the same trick, badges and all."""
        if self.nudging(self.hint_shown) and self.hint_shown is not None:
            self.hint_whole_for = self.hint_shown.action
            self.hint_further()
            self.app.sounds.play("click")
            return
        if self.hint_further():  # the swap's clue, then the card to give (the kit's `levels`)
            self.app.sounds.play("click")
            return
        why = self.no_hint_now()
        if why is not None:
            # news, not a refusal: red at the win read as an error (nc29 shot 90)
            self.flash(t(why), calm=True)
            return
        super().ask_hint()

    def _build_tools(self) -> None:
        """The kit's tool row, without the hint while a round's summary (or the match's end) is up: it
        has nothing to say there, and stood greyed in the corner (nc23, shot 63)."""
        super()._build_tools()
        if self.round_panel is not None and not self.feed.replaying:
            kept = [b for b in self.tools.buttons if b.tag != "hint"]
            if len(kept) != len(self.tools.buttons):
                self.tools.set(kept)

    def no_hint_now(self) -> str | None:
        """Why Conseil has nothing to say now, in this race's words (nc19, shot 65: pressed as the round
        ended, « Le conseil vient quand c'est à vous de jouer » in a game where everyone plays at once);
        None: the kit's way (hints off, a hint to decide)."""
        if self.feed.hints_off or self.feed.replaying or self.viewer is None:
            return None
        if self.feed.is_over:
            return "monsters.no_hint.over"
        seat = self.hint_for()
        if seat is None or seat not in self.feed.actors():
            return "monsters.no_hint.between"
        return None

    def hint_line(self, hint: Hint) -> str:
        """Conseil's box, read in one glance in the race: the move, then its reason, a short line each (nc51
        shot 062: « Échangez votre carte de la touche 2 … Attention : cette carte montre 3 monstres verts ou
        rouges … » was nine lines, read while the bot kept playing). The marks on the cards say the rest;
        the whole advice shows on hover over the box (`hint_detail`)."""
        mine = hint.seat == self.viewer
        params = keyed(hint.params, self.hand() if mine else [])
        kind, reason = hint.action.kind, hint.reason
        if self.swap_nudging(hint):
            return self.swap_clue_line(hint)
        if kind == "trick" and self.nudging(hint) and self.guide is None:
            keys, count = self.clue_keys(hint)
            move = t("monsters.hint_short.clue", colour=i18n.name(GAME, str(hint.action.args[0]), gender="f"),
                     count=count, keys=keys, all=int(count == len(self.hand())))
        elif kind == "trick" and self.nudging(hint):  # the tutorial's: the card to start with
            first = next(p for name, p in params["steps"] if name == "step_card")
            move = t("monsters.hint_short.nudge", place=first.get("place", 0), layer=first["layer"])
        elif kind == "trick":  # the badges on the person's cards carry the steps; a demo's bot has none
            move = t("monsters.hint_short." + ("trick" if mine and not self.demo else "trick_other"),
                     colour=i18n.name(GAME, str(hint.action.args[0])))
        elif reason == "let_go" and self.leave_card(hint) is not None:
            # the dead end's own move, as the prompt says it (f48, nc60): the card to leave for the next swap
            place = self.hand().index(self.leave_card(hint) or 0) + 1
            return f"{t('monsters.hint_short.swap', place=place)}\n{t('monsters.hint_short.leave_why')}"
        elif reason == "let_go":  # no card named: only the centre is marked, where a change will come
            move = t("monsters.hint_short.let_go")
        elif reason == "deck_out_none":  # any card: the swap only waits for a better centre
            move = t("monsters.hint_short.swap_any")
        elif kind == "swap":
            place = params.get("place", 0)  # 0: not a card of the person's hand (a demo's bot)
            move = t("monsters.hint_short.swap", place=place) if place else t("monsters.hint_short.swap_any")
        else:
            return self.hint_detail(hint)
        why = t("monsters.hint_short.why", reason=reason, colours=self.colours_said(params))
        # a demo's hints go to the log too, a line each
        return f"{move}{' ' if self.demo else chr(10)}{why}" if why.strip() else move

    def colours_said(self, params: dict[str, Any]) -> str:
        """A hint's colours in words (« bleu ou rouge »; more than a line holds: « de 4 couleurs au choix »)."""
        colours = [*params.get("colours", []), *([params["last"]] if "last" in params else [])]
        names = [i18n.name(GAME, str(c)) for c in colours]
        return (t("monsters.hint_short.many", count=len(names)) if len(names) > 3  # a line holds three
                else i18n.listed(names, "or"))

    def swap_clue_line(self, hint: Hint) -> str:
        """A swap's first level (`swap_clue`): the centre card gives a line of these colours; one hand card is
        one too many (nc60 wanted to find the move: « the hint plays the key trick for me »)."""
        return t("monsters.hint_short.swap_clue", colours=self.colours_said(hint.params))

    def hint_head(self, seat: int | None) -> str:
        """A clue says that H gives the rest; an advice asked again as another seat changed the centre says
        that first (its words now one line each: `hint_line`)."""
        hint = self.hint_shown
        if hint is None or hint.seat != self.viewer or self.demo:
            return super().hint_head(seat)
        if self.nudging(hint):
            return t("monsters.hint_head.clue")
        if hint.at == self.centre_note_at:
            held = self._hint_centre
            back = held is not None and held[0] is hint and held[2]
            return t("monsters.hint_head.centre_back" if back else "monsters.hint_head.centre")
        if self.swap_nudging(hint):
            return t("monsters.hint_head.clue")
        return super().hint_head(seat)

    def hint_detail(self, hint: Hint) -> str:
        """The whole advice, shown on hover over its box (`inspect_at`): a trick's reason (its steps in order),
        and that the badges on its cards repeat them (only the presses it needs); first asked, its first card
        only; a swap's clicks and its warnings. Cards are named by the key of their hand slot ("touche 2"),
        as the hand labels them (issue 24)."""
        mine = hint.seat == self.viewer
        params = keyed(hint.params, self.hand() if mine else [])
        if self.swap_nudging(hint):  # the clue only: the card to give is the next press's
            return self._centre_note(hint, self.swap_clue_line(hint))
        if self.nudging(hint) and self.guide is None:
            # the clue keeps the trick's reason, one short line (f40: gone with the two-line recipe)
            why = t("monsters.hint_why", reason=hint.reason) if mine else ""
            clue = self.clue_line(hint)
            return self._centre_note(hint, f"{clue}\n{why}" if why.strip() else clue)
        if self.nudging(hint):
            first = next(p for name, p in params["steps"] if name == "step_card")
            params["steps"] = [["nudge", {k: v for k, v in first.items() if k not in ("turns", "flip")}]]
            return self._centre_note(hint, i18n.hint_text(self.game_id, hint.reason, params, self.short_names()))
        leave = self.leave_card(hint)
        if leave is not None:  # the dead end: the prompt's words, then why no trick can be made
            stuck = self.stuck_with() or t("monsters.prompt.someone")
            said = t("monsters.prompt.stuck_leave", who=stuck, place=self.hand().index(leave) + 1)
            return self._centre_note(hint, said)
        said = i18n.hint_text(self.game_id, hint.reason, params, self.short_names())
        if not (hint.action.kind == "trick" and mine and not self.demo):
            line = self._centre_note(hint, lead_with_action(said) if mine and not self.demo else said)
            warned = [self.feeding(hint), self.sole(hint)] if mine and not self.demo else []
            return "\n".join([line, *(w for w in warned if w)])
        # the action, then one short line: the badges on the cards carry the steps (nc38, shots 057, 071, 081:
        # the whole recipe was 10-12 lines to read in a race, « the card labels already say all of this »)
        action = lead_with_action(said).split("\n", 1)[0]
        colour = i18n.name(GAME, str(hint.action.args[0]))
        return self._centre_note(hint, f"{action}\n{t('monsters.hint_follow', colour=colour)}")

    def feeding(self, hint: Hint) -> str:
        """A swap hint's card that shows monsters of the colours another seat near the five still lacks,
        said (the hint prefers a swap as good that gives none: game/monsters/bots.py `feeds`); "" when it
        shows none. nc34, shot 53: Conseil gave away three blues, the one colour Bot 2 lacked."""
        if hint.action.kind != "swap" or "colour_counts" not in self.view:
            return ""
        n, seat, colours = feeds(self.defs, self.view, hint.seat, int(hint.action.args[0]))
        if not n or seat is None:
            return ""
        names = [i18n.name(GAME, c, count=n) for c in colours]
        # the hint's own pick: the policy gives the swap that feeds least among those that reach as far (nc45
        # shot 091: the warning read as Conseil contradicting itself), so why it stands is said
        own = int(hint.reason in ("swap_towards", "swap_useful"))
        return t("monsters.hint_feeds", count=n, colours=i18n.listed(names, "or"), colours_count=len(colours),
                 who=self.names[seat], own=own)

    def sole(self, hint: Hint) -> str:
        """A swap hint's card that alone shows a colour the person still lacks, said (the hint prefers a
        swap as good that gives none: game/monsters/bots.py `sole_colours`); "" when none. nc38: Conseil
        gave away the person's only purple card, and the bot took it at once."""
        if hint.action.kind != "swap" or "colour_counts" not in self.view:
            return ""
        colours = sole_colours(self.defs, self.view, hint.seat, int(hint.action.args[0]))
        if not colours:
            return ""
        return t("monsters.hint_sole", colours=t("monsters.hint_sole_or").join(i18n.name(GAME, c) for c in colours))

    def _centre_note(self, hint: Hint, line: str) -> str:
        """The advice asked again because another seat changed the centre says so first, in a few words;
        a centre showing again a card an earlier hint of the round was about says that instead."""
        if hint.seat != self.viewer or hint.at != self.centre_note_at:
            return line
        held = self._hint_centre
        back = held is not None and held[0] is hint and held[2]
        return t("monsters.hint_centre_back" if back else "hint.monsters.centre_changed",
                 line=line[:1].lower() + line[1:])

    def _poll_hint(self) -> None:
        super()._poll_hint()
        hint = self.hint_shown
        if hint is None or self.viewer is None:
            return
        view = self.feed.view(self.viewer)
        if view["centre"] == self.model.centre and self._centre_hinted[1] < self._centre_changed_at:
            # the hint on screen once the screen shows the centre it was asked on: a swap that follows it is no
            # late swap (nc48 shot 064: « Le centre a changé : échangez votre carte de la touche 3 » arrived while the
            # rival's swap was still shown, was never marked, and the swap it advised was refused « Trop tard »)
            self._centre_hinted = (view["centre"], time.monotonic())
        if self._hint_centre is not None and self._hint_centre[0] is hint:
            return
        rnd, seen = self._hint_centres
        if rnd != view.get("round"):
            seen = set()
        back = self._hint_centre is not None and view["centre"] in seen
        self._hint_centre = (hint, view["centre"], back)
        self._hint_centres = (int(view.get("round") or 0), seen | {view["centre"]})

    def leave_card(self, hint: Hint) -> int | None:
        """A dead end's hint (`let_go`) for the person: the hand card to leave at the centre for the next swap of
        another seat (`leave_for_next`, as the prompt says it), or None (the centre is already that card)."""
        if hint.reason != "let_go" or hint.seat != self.viewer or self.demo or self.guide is not None:
            return None
        leave = self.leave_for_next()
        return leave[0] if leave is not None else None

    def _hint_rects(self, action: Action) -> list[Rect]:
        """A dead end (no trick even by swapping) names no card: only the centre, where a change will come; or
        the card to leave there for the next swap, and the centre."""
        left = self.leave_card(self.hint_shown) if self.hint_shown is not None else None
        if left is not None and left in self.hand():
            return [L.hand_slot(self.hand().index(left)), L.centre.copy()]
        if self.hint_shown is not None and (self.hint_shown.reason == "let_go" or self.swap_nudging(self.hint_shown)):
            return [L.centre.copy()]  # a swap's clue: the centre that gives the line, no hand card yet
        return super()._hint_rects(action)

    def hint_badges(self, action: Action) -> list[tuple[Rect, list[pygame.Surface]]]:
        """A trick's badges: where each card's badge goes and its lines. A hand card's badge sits on the
        felt above it, clear of its monsters (issue 24, shot 04); a stacked card's says only what is left
        to press (its layer's label says which layer), inside the slot's top, clear of "Pile" and the
        hourglass above it (shot 11)."""
        if action.kind != "trick":
            return []
        hand, stack = self.hand(), self.arrangement.stack
        n = (len(action.args) - 1) // 3
        # the stacked cards at their place, from the bottom up: a card over a misplaced one is off too
        # (the stack is rebuilt from there); a misplaced card gets no badge, "✓" above all (issue 24:
        # H after a card stacked the wrong way put a ✓ on it, in the tutorial's last step)
        up, wanted = stack[::-1], [int(x) for x in action.args[1::3]][::-1]
        placed = set(up[:next((j for j, c in enumerate(up) if j >= len(wanted) or wanted[j] != c), len(up))])
        out = []
        for i in range(0, len(action.args) - 1, 3):
            cid, rot, flip = (int(x) for x in action.args[1 + i:4 + i])
            k = i // 3
            # the tutorial's nudge: the bottom card's badge only; a game's clue: none (the recipe is H again)
            if cid not in stack and cid not in hand or (self.nudged(action) and (k != n - 1 or self.guide is None)):
                continue
            if cid in stack and cid not in placed:
                continue
            now = self.arrangement.orient.get(cid, (0, 0))
            stacked = cid in stack
            rect = self.stack_slot(stack.index(cid)) if stacked else L.hand_slot(hand.index(cid))
            lines = [badge_left(rot, flip, now)] if stacked else hint_badge(k, n, rot, flip, now)
            imgs = [render(line, 17, (16, 30, 40), bold=True) for line in lines]
            badge = Rect(0, 0, max(i.get_width() for i in imgs), sum(i.get_height() for i in imgs)).inflate(12, 4)
            if stacked:
                # at the slot's top right corner, on its frame and the felt beside it: over the middle
                # it hid the preview's top-middle monster (round 10, shots 10, 21, 69)
                # and up in the gap above it, clear of the layer's name ("milieu") beside the slot
                badge.topleft = (rect.right - 3, max(rect.y - 6, L.layer_slot(0).y))
            else:
                badge.midbottom = (rect.centerx, rect.y - 3)
                # the third card's keeps left of the deck-out standing, written from there (nc26, shot 67:
                # « dessus ↻1 » over the start of « rouge : 2 plis rouges contre 0 »)
                badge.right = min(badge.right, L.last.x + STANDING_INSET - 4)
            out.append((badge, imgs))
        return out

    def draw_hint_marks(self, surf: pygame.Surface, action: Action) -> None:
        """A trick's cards carry their layer in the stack (top, middle, bottom), quarter turns and flip;
        the stack's layer for each is outlined too; not while another's move is shown again (L): the
        person's cards lie face down then, and badges over their backs read as clues to the replay."""
        if action.kind != "trick" or self.showing_again:
            return
        n = (len(action.args) - 1) // 3
        if self.nudged(action) and self.guide is None:  # a game's clue: the line's circles on the cards
            hand = self.hand()
            for cid, cell, hole in self.clue_rings(action):
                card = Rect(0, 0, L.hand.w, L.hand.w)
                card.center = L.hand_slot(hand.index(cid)).center
                x, y = cell_centre(card, cell)
                radius = card.w * 0.15
                if hole:  # the hole a monster below shows through: a dotted ring
                    for a in range(0, 360, 30):
                        pygame.draw.circle(surf, HINT_COLOR, (x + radius * math.cos(math.radians(a)),
                                                              y + radius * math.sin(math.radians(a))), 2)
                else:
                    pygame.draw.circle(surf, (16, 30, 40), (x, y), radius + 2, 5)
                    pygame.draw.circle(surf, HINT_COLOR, (x, y), radius, 3)
            return
        for k in [n - 1] if self.nudged(action) else range(n):  # the nudge: the bottom layer only
            pygame.draw.rect(surf, HINT_COLOR, L.layer_slot(k).inflate(6, 6), 2, border_radius=8)
        for badge, imgs in self.hint_badges(action):
            pygame.draw.rect(surf, HINT_COLOR, badge, border_radius=9)
            y = badge.y + 2
            for img in imgs:
                surf.blit(img, img.get_rect(midtop=(badge.centerx, y)))
                y += img.get_height()

    def _draw_guide(self, surf: pygame.Surface) -> None:
        """The tutorial's box, arrow and halo, then the hand's keys and « ⇄ verso » badges over the halo."""
        super()._draw_guide(surf)
        if self.guide is not None and self.viewer is not None:
            self.painter.hand_keys_over(surf, self.guide_box)
            self.painter.back_badges(surf, self.guide_box)

    def guide_mentions(self, text: str) -> list[Rect]:
        """The hand cards a tutorial step names by their place ("carte 2", "cards 1 and 2", as the
        hand's keys number them) and the centre card."""
        named: set[int] = set()
        for run in re.findall(r"\b(?:cartes?|cards?) ([1-3](?:(?:,| et| and) [1-3])*)", text, re.IGNORECASE):
            named.update(int(n) for n in re.findall(r"[1-3]", run))
        rects = [L.hand_slot(n - 1) for n in sorted(named)]
        centre = re.search(r"\b(?:carte du centre|centre card)\b", text, re.IGNORECASE)
        return rects + ([L.centre.copy()] if centre else [])

    def keep_clear(self) -> list[Rect]:
        """The prompt under the hand and the line under the buttons: a help box, a toast or a
        tutorial's halo keeps off them (a wide halo on "Tourner" hid the prompt's second line)."""
        keep = [Rect(L.hand.x, 598, 650, 2 * 19)] if self.prompt else []
        if self.acts_on:
            keep.append(Rect(L.hand.x, L.button_y + 50, ACTS_ON_W, ACTS_ON_SIZE + 5))
        if hasattr(self, "model") and self.model.hand:
            # the hand's keys (« touche 1 »): a red toast lay over them (nc24, shots 58, 62, 74)
            keep.append(Rect(L.hand.x, L.hand.bottom + 6, L.hand_step * (self.n - 1) + L.hand.w, 22))
        standing = self.painter.standing_rect() if hasattr(self, "painter") else None
        warning = self.painter.last_warning_rect() if hasattr(self, "painter") and self.painter.last_warning() \
            else None  # the deck's « Dernier pli ! » beside the hand (nc25)
        return keep + [r for r in (standing, warning) if r is not None]

    def toast_avoid(self) -> list[Rect]:
        """What a toast never hides: the kit's, the hand's cards and the tags over them (nc31, shots 18,
        50, 54: « Trop tard : le centre vient de changer. » lay over the cards' top rows and their tags)."""
        rects = super().toast_avoid()
        # « Carte du centre »: a toast at the top right lay over it (nc38, shot 095)
        rects.append(centre_caption_rect(render(t("monsters.centre"), 15, INK).get_size()).inflate(6, 4))
        if hasattr(self, "model") and self.model.hand:
            rects += [L.hand_slot(i).inflate(6, 6) for i in range(len(self.hand()))]
        if hasattr(self, "model") and self.viewer is not None:
            rects.append(self.symmetry_rect())  # « coin→coin, bord→bord »
        if hasattr(self, "names"):
            # the seats' panels (nc62 shot 127: « Manche finie : … » lay over « Joueur 1 (vous) », its end hidden
            # under the round's summary)
            rects += [L.seat_panel(seat) for seat in range(len(self.names))]
        if getattr(self, "round_panel", None) is not None:
            rects.append(L.round_panel.inflate(4, 4))
        ties = self.painter.ties_zone() if hasattr(self, "painter") else None
        if ties is not None:  # the tie order, top right
            rects.append(ties)
        if getattr(self, "arrangement", None) is not None and self.arrangement.stack:
            # the stack being built, and its layers (nc42 shot 071: « … l'indice s'efface » over the line the
            # person was making and its « dessous » card)
            rects += [L.board.inflate(4, 4), *(L.layer_slot(i).inflate(6, 6) for i in range(self.n))]
        expected = self.guide.expected() if self.guide is not None else None
        shown = self.hint_shown.action if self.hint_shown is not None else None
        for action in (expected, shown):
            if action is not None:
                rects += [badge for badge, _ in self.hint_badges(action)]
        return rects

    def toast_image(self, message: str) -> pygame.Surface:
        """A toast wider than the hand's column, wrapped to it, each line centred: on one line « Trop
        tard ! Nouveau centre : 1 rouge, 1 bleu, 1 vert, 1 violet. » ran out of the board to the left,
        past the hand, under the seats' panels (nc34, shot 38)."""
        return self.toast_lines(message, L.hand_slot(0).union(L.hand_slot(self.n - 1)).w - 24, even=True)

    def error_rect(self, text_size: tuple[int, int], screen: tuple[int, int] = (1280, 720)) -> Rect:
        """The kit's place for a toast, drawn over to the hand's column when it fits there clear of what a
        toast keeps off: centred on the screen it stuck out past the hand (nc26, shots 17, 43)."""
        found = super().error_rect(text_size, screen)
        column = L.hand_slot(0).union(L.hand_slot(self.n - 1))
        if column.left <= found.left and found.right <= column.right:
            return found
        moved = found.copy()
        moved.centerx = column.centerx
        if column.left <= moved.left and moved.right <= column.right and moved.collidelist(self.toast_avoid()) < 0:
            return moved
        return found

    def own_rects(self, seat: int) -> list[Rect]:
        """The seat's panel, the hourglass, and the stack being built: the board, its three
        layers and the hand under it."""
        stack = L.layer_slot(0).union(L.layer_slot(2))
        hand = L.hand_slot(0).union(L.hand_slot(2))
        return [L.seat_panel(seat), L.clock.copy(), L.board.copy(), stack, hand]

    def action_rect(self, action: Action) -> Rect | None:
        """The next click on the way to `action`: the centre then the hand card for a swap; for a
        trick, the hand card to stack next (the top card last), a layer to pick, Turn or Flip, then
        the claim button (any stack showing the colour will do)."""
        arr, hand = self.arrangement, self.hand()
        if action.kind == "swap":
            cid = int(action.args[0])
            if not arr.swap_mode:
                return L.centre.copy()
            return L.hand_slot(hand.index(cid)) if cid in hand else None
        if action.kind != "trick":
            return super().action_rect(action)
        colour = str(action.args[0])
        claim = next((b.rect.copy() for b in self.bar.buttons if b.tag == f"claim {colour}"), None)
        if claim is not None:
            return claim
        args = [int(v) for v in action.args[1:]]
        want = [(args[i], args[i + 1], args[i + 2]) for i in range(0, len(args), 3)]
        ids = [c for c, _, _ in want]
        if arr.stack != ids[len(ids) - len(arr.stack):]:
            return self._tagged("back")  # a card out of place: take it back first
        # a card already stacked that still owes a Flip or a Turn comes before the next card
        # (issue 24: the arrow left the framed card for the next one, its ⇄ and ↻3 still owed)
        for i, (cid, turns, flipped) in enumerate(want):
            rot, flip = arr.orient.get(cid, (0, 0))
            if cid in arr.stack and (rot, flip) != (turns, flipped):
                if arr.chosen() != cid:
                    return L.layer_slot(i)
                return self._tagged(self._next_press((turns, flipped), (rot, flip)))
        if len(arr.stack) < len(ids):
            nxt = ids[len(ids) - len(arr.stack) - 1]
            return L.hand_slot(hand.index(nxt)) if nxt in hand else None
        for i, (cid, turns, flipped) in enumerate(want):
            rot, flip = arr.orient.get(cid, (0, 0))
            if (rot, flip) != (turns, flipped):
                if arr.chosen() != cid:
                    return L.layer_slot(i)
                return self._tagged(self._next_press((turns, flipped), (rot, flip)))
        return None

    @staticmethod
    def _next_press(want: tuple[int, int], now: tuple[int, int]) -> str:
        """The button that brings a stacked card from `now` nearer to `want`: Flip first, then the
        Turn its badge names, "↺" for three quarters (round 15: the tutorial lit "↻ Tourner" under a
        card whose label said ↺, the one turn done with the wheel alone)."""
        turns, flips = badge_steps(*want, now)
        if flips:
            return "flip"
        return "turn_back" if turns % 4 == 3 else "turn"

    def _tagged(self, tag: str) -> Rect | None:
        return next((b.rect.copy() for b in self.bar.buttons if b.tag == tag), None)

    # -- input ------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        arr = self.arrangement
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and (arr.swap_mode or arr.drag):
            arr.swap_mode = False  # Escape first cancels what is under way, then pauses
            arr.drag = None
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.human_to_act() is not None:
            where, cid = self.card_at(event.pos)
            empty_slot = any(L.hand_slot(i).collidepoint(event.pos) for i in range(len(self.hand())))
            if where == "" and (empty_slot or L.board.collidepoint(event.pos)):
                # on the empty slot of the card just placed, or the board: the stacked card a Turn would take, as
                # the wheel does there (nc47 shots 047-048: a right click on that slot did nothing)
                where, cid = "board", self.arrangement.chosen()
            if where in ("hand", "layer", "board") and cid is not None:
                self.flip(cid)  # right click flips a card of one's own; elsewhere it inspects
                return
        super().handle(event)

    def handle_table(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self.arrangement.drag is not None:
                self.arrangement.drag["pos"] = event.pos
                sx, sy = self.arrangement.drag["start"]
                if abs(event.pos[0] - sx) + abs(event.pos[1] - sy) > 6:
                    self.arrangement.drag["moved"] = True
            self.bar.handle(event)
            return
        if self.round_panel is not None:
            clicked = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
                L.continue_button().collidepoint(event.pos)
            pressed = event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
            if self.round_panel_age >= PANEL_GUARD and (clicked or pressed):
                self.close_round_panel()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_n:
            self.next_player()
            return
        if self.human_to_act() is None:
            if self._cut is not None and not self.live and self.round_panel is None and self.cut_input(event):
                self.say_cut()  # a click, a wheel turn or a key on the cards once the round is over
            self.late_claim(event)
            if event.type == pygame.MOUSEBUTTONUP:
                self.arrangement.drag = None  # the round stopped under the pointer: the card goes back
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
            if where == "":
                # off the cards (the log keeps its own wheel): the stacked card a Turn would take, as over
                # the board (nc40 shot 027: under « ↺ : molette vers le haut », a notch over the empty slot
                # of the card just placed did nothing)
                where, cid = "board", self.arrangement.chosen()
            if where in ("hand", "layer", "board") and cid is not None and event.y:
                # down (towards the person) turns the way ↻ counts, as the Turn button does (issue 24:
                # three notches down gave "↻2" left to do, the wheel going the other way)
                self.turn(cid, 1 if event.y < 0 else -1)
        elif event.type == pygame.KEYDOWN:
            self.key(event)

    def key(self, event: pygame.event.Event) -> None:
        k = event.key
        hand = self.hand()
        if pygame.K_1 <= k <= pygame.K_9 or pygame.K_KP1 <= k <= pygame.K_KP9:
            i = k - (pygame.K_1 if k <= pygame.K_9 else pygame.K_KP1)
            if i < len(hand):
                cid = hand[i]
                if self.arrangement.swap_mode:
                    self.swap(cid)
                elif cid in self.arrangement.stack:
                    self.arrangement.selected = cid
                elif not self.swap_dropped():
                    self.put_on_stack(cid)
            return
        keys: dict[int, Callable[[], None]] = {
            pygame.K_s: self.toggle_swap,
            pygame.K_r: lambda: self.turn(None, -1 if event.mod & pygame.KMOD_SHIFT else 1),
            pygame.K_f: lambda: self.flip(None),
            pygame.K_BACKSPACE: self.take_back,
            pygame.K_DELETE: self.take_back,
            pygame.K_UP: lambda: self.move_layer(self.arrangement.selected, -1),
            pygame.K_DOWN: lambda: self.move_layer(self.arrangement.selected, 1),
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
            prev, self.arrangement.selected = self.arrangement.selected, cid
            self.arrangement.drag = {"card": cid, "from": where, "start": pos, "pos": pos, "moved": False,
                                     "prev": prev, "seen": self.swap_seen()}

    def release(self, pos: tuple[int, int]) -> None:
        drag, self.arrangement.drag = self.arrangement.drag, None
        if drag is None:
            return
        cid, origin = drag["card"], drag["from"]
        if not drag["moved"]:
            if self.arrangement.swap_mode:
                if not self.swap(cid) and drag.get("prev") in self.hand():
                    # a refused swap leaves Turn and Flip on the card they were on (round 10, shots 07-09:
                    # after a wrong click the prompt named card 3 while the step wanted the middle card)
                    self.arrangement.selected = drag["prev"]
            elif origin == "hand" and not self.swap_dropped():
                self.put_on_stack(cid)
            return
        if L.centre.collidepoint(pos):
            self.swap(cid, drag.get("seen"))
            return
        for i in range(self.n):
            if L.layer_slot(i).collidepoint(pos):
                # the stack rests on the bottom slot: slot i holds index i - (n - size) once it lies there
                size = len(self.arrangement.stack) + (cid not in self.arrangement.stack)
                self.put_on_stack(cid, i - (self.n - size))
                return
        if L.board.collidepoint(pos):
            self.put_on_stack(cid, 0)
        elif origin != "hand":
            self.take_back(cid)

    # -- buttons and prompt -----------------------------------------------------------------
    def build_buttons(self) -> None:
        """The bar: each button tagged with what it does ("turn", "flip", "back", "swap", "next",
        "claim <colour>"), so a test or a tool can find it whatever the language."""
        seat = self.human_to_act()
        buttons: list[Button] = []
        if len(self.feed.local_seats()) > 1:
            buttons.append(Button(Rect(876, L.button_y, 186, 46), t("monsters.btn.next"), self.next_player,
                                  tag="next"))
        if seat is None:
            self.prompt = self.idle_prompt()
            self.acts_on = ""
            self.bar.set(buttons)
            return
        x = L.hand.x
        has_card = bool(self.arrangement.stack) or self.arrangement.selected is not None
        for key, action, width, enabled in (
            ("turn", lambda: self.turn(None), 108, has_card),
            ("turn_back", lambda: self.turn(None, -1), 108, has_card),
            ("flip", lambda: self.flip(None), 108, has_card),
            ("back", self.take_back, 120, bool(self.arrangement.stack)),
            ("swap", self.toggle_swap, 112, self.model.centre is not None),
        ):
            b = Button(Rect(x, L.button_y, width, 46), t(f"monsters.btn.{key}"), action, enabled=enabled, tag=key)
            if key == "swap" and self.arrangement.swap_mode:
                b.color = self.pres.colors["swap_button"]
            buttons.append(b)
            x += width + 8
        colours = self.claimable()
        for i, colour in enumerate(colours[:2]):
            label = t("monsters.btn.claim", colour=i18n.name(GAME, colour)) + (" ⏎" if i == 0 else "")
            buttons.append(Button(Rect(L.board.x + i * 206, L.claim_y, 200, 46), label,
                                  partial(self.claim, colour), color=self.pres.colors["claim_button"],
                                  tag=f"claim {colour}"))
        self.bar.set(buttons)
        self.prompt = self.play_prompt(colours)
        self.acts_on = self.acts_on_text()

    def acts_on_text(self) -> str:
        """Which card Turn and Flip act on (the framed one: selected, else the top of the stack) and
        how Flip turns it over: a newcomer could not tell, nor plan a flip without the hint."""
        card = self.turned_card()
        if card is None:
            return ""
        layer, key = card
        where = t("monsters.hand_key", n=key)
        return t("monsters.acts_on", where=f"{layer} ({where})" if layer else where)

    def turn_preview(self) -> tuple[int, tuple[int, int]] | None:
        """While the pointer is on ↻, ↺ or ⇄ (lit): the card the press acts on and how it would lie after it, as
        `turn` and `flip` leave it; the board (or the hand slot) draws it so (f48, nc59/60: under the clock a
        turn pressed only to see what it does cost a second press to undo). None: no such button there, or the
        button was just pressed (`preview_spent`, nc61) and the pointer has not left it since."""
        bar = self.bar
        if bar.hover != self.preview_spent:
            self.preview_spent = -1  # the pointer left the button pressed: its preview may come back
        if self.showing_again or not 0 <= bar.hover < len(bar.buttons) or bar.hover == self.preview_spent:
            return None  # just pressed: the result shows until the pointer leaves the button and comes back
        button = bar.buttons[bar.hover]
        if not button.enabled or button.tag not in ("turn", "turn_back", "flip"):
            return None
        arr = self.arrangement
        cid = arr.selected if arr.selected is not None else (arr.stack[0] if arr.stack else None)
        if cid is None or cid not in self.hand() or cid in self.motion.turning:
            return None
        rot, flip = arr.orient.get(cid, (0, 0))
        if button.tag == "flip":
            return cid, ((-rot) % 4, 1 - flip)
        return cid, ((rot + (1 if button.tag == "turn" else -1)) % 4, flip)

    def turned_card(self) -> tuple[str, int] | None:
        """The card Turn and Flip act on (the framed one: selected, else the top of the stack): its
        layer's name ("" while in the hand) and its hand key; None: no card."""
        arr, hand = self.arrangement, self.hand()
        cid = arr.selected if arr.selected is not None else (arr.stack[0] if arr.stack else None)
        if cid is None or cid not in hand:
            return None
        if cid not in arr.stack:
            return "", hand.index(cid) + 1
        slot = self.n - len(arr.stack) + arr.stack.index(cid)
        layer = t("monsters.layer." + ("top" if slot == 0 else "bottom" if slot == self.n - 1 else "middle"))
        return layer, hand.index(cid) + 1

    def hint_for(self) -> int | None:
        """No hint while a round's summary is up (round 17, shots 50 and 69: « Conseil (H) » stood lit
        beside the round's result): the button greys until the next round is live."""
        if self.round_panel is not None:
            return None
        return super().hint_for()

    def idle_prompt(self) -> str:
        if self.feed.is_over:
            return t("monsters.prompt.over")
        if self.ending and self.round_panel is None:
            return t("monsters.prompt.round_end")  # its result first, the next round's « Préparez-vous » after
        if self.guided and self.round_panel is None and (self.countdown is not None or self.waiting_round):
            return t("monsters.prompt.ready_tutorial")
        if self.resuming and self.countdown is not None:
            return t("monsters.prompt.resume")  # the round goes on (« commence » said a new one began)
        if self.countdown is not None or self.waiting_round or self.round_panel is not None:
            return t("monsters.prompt.ready")
        return ""  # a spectator has its own heading

    def stuck_with(self) -> str | None:
        """Who alone can free the person, when no trick can be made from their hand and the centre
        card (swaps only move these cards around): a newcomer sat 3 minutes not knowing it (issue 24).
        None when a trick can be made, solo, or the hand is not full."""
        seat = self.human_to_act()
        hand, centre = self.hand(), self.model.centre
        if seat is None or self.model.solo or centre is None or len(hand) != self.n:
            return None
        cards = [*hand, centre]
        key = tuple(sorted(cards))
        if self._stuck is None or self._stuck[0] != key:
            # the deck's own line test, as `claimable` (the engine still judges every claim)
            free = any(self.defs.cards.colours_of([c for c in cards if c != out]) for out in cards)
            self._stuck = (key, free)
        if self._stuck[1]:
            return None
        others = [s for s in range(len(self.names)) if s not in self.feed.local_seats()]
        return self.names[others[0]] if len(others) == 1 else t("monsters.prompt.someone")

    def leave_for_next(self) -> tuple[int, int] | None:
        """While stuck: the hand card to leave at the centre for the next swap of another seat to take, keeping the
        three that most new cards complete (game/monsters/bots.py `leave_for_next`), asked once per hand and centre
        (nc60: « nothing to do but wait », three dead ends in a game); None when the centre is already that card."""
        if self.viewer is None:
            return None
        key = (*self.hand(), -1 if self.model.centre is None else self.model.centre)
        if self._leave is None or self._leave[0] != key:
            found = leave_for_next(self.defs, self.view, self.viewer)
            self._leave = (key, found if found is not None and found[0] in self.hand() else None)
        return self._leave[1]

    def swap_first(self) -> bool:
        """Whether the person's full hand makes no line however stacked, while a swap with the centre
        card would give one (the deck's own line test, as `stuck_with`; the engine judges every move)."""
        hand, centre = self.hand(), self.model.centre
        if self.human_to_act() is None or centre is None or len(hand) != self.n:
            return False
        key = (*sorted(hand), centre)
        if self._swap_first is None or self._swap_first[0] != key:
            lines = self.defs.cards.colours_of
            none = not lines(hand) and any(lines([*(c for c in hand if c != out), centre]) for out in hand)
            self._swap_first = (key, none, self.round_clock())
        return self._swap_first[1]

    def swap_first_said(self) -> bool:
        """Whether the prompt says to swap first: at once, as the hand is dealt. Round 18 waited 20 s
        (said at once, it told whether a line existed before the person had looked), but two newcomers
        in a row then searched 35 s in vain against the clock (nc36, nc37 shot 62); which card to swap
        and how to stack the line is still theirs to find, and in every game, not the first only: a
        hand with no line is as fruitless to search in the tenth."""
        return self.swap_first()

    def play_prompt(self, colours: list[str]) -> str:
        if self.arrangement.swap_mode:
            return t("monsters.prompt.swap")
        dropped = self._dropped_said
        if dropped is not None and time.monotonic() < dropped[1]:
            return t("monsters.centre_changed", who=self.names[dropped[0]])
        if colours:
            # "Une ligne verte": the colour agrees with "ligne", feminine (the name's selector, texts.yaml);
            # solo, nobody else races for it
            if len(colours) > 1:  # name both lines: the board shows both (issue 24, tutorial step 4)
                return t("monsters.prompt.trick_two", first=i18n.name(GAME, colours[0], gender="f"),
                         second=i18n.name(GAME, colours[1], gender="f"))
            key = "monsters.prompt.trick_solo" if self.model.solo else "monsters.prompt.trick"
            button = t("monsters.btn.claim", colour=i18n.name(GAME, colours[0]))
            lines = self.lines_of_colour(colours[0])
            if lines > 1:  # a row and a column of one colour are still one trick (nc28, shot 73)
                return t("monsters.prompt.trick_double", n=lines, button=button,
                         colour=i18n.name(GAME, colours[0], gender="f", count=lines))
            # the button named as well as the key: a mouse player read « avec Entrée » only (nc22)
            return t(key, colour=i18n.name(GAME, colours[0], gender="f"), button=button)
        stuck = self.stuck_with()
        if stuck is not None:
            hand = tuple(sorted(self.hand()))
            if self._stuck_centre is None or self._stuck_centre[0] != hand:
                self._stuck_centre = (hand, self.model.centre)
            deny = deny_swap(self.defs, self.view, self.viewer) if self.viewer is not None else None
            if deny is not None:  # something to do after all: keep the centre's colour from a seat near the five
                card, seat, colour = deny
                place = self.hand().index(card) + 1 if card in self.hand() else 0
                return t("monsters.prompt.stuck_deny", place=place, who=self.names[seat],
                         colour=i18n.name(GAME, colour, gender="m"))
            again = self._stuck_centre[1] != self.model.centre  # the centre changed, and the person is still stuck
            leave = self.leave_for_next()
            if leave is not None:  # the wait made active: the card the next swap of another seat should take
                self._left_for_next = leave[0]
                return t("monsters.prompt.stuck_again_leave" if again else "monsters.prompt.stuck_leave",
                         who=stuck, place=self.hand().index(leave[0]) + 1)
            if self._left_for_next == self.model.centre:  # left as said: what comes next, and from whom
                return t("monsters.prompt.stuck_ready", who=stuck)
            if again:
                return t("monsters.prompt.stuck_again", who=stuck)
            return t("monsters.prompt.stuck", who=stuck)
        if self.swap_first_said():
            # many hands make no line at all: a newcomer learned only from Conseil that the way on is a
            # swap with the centre (nc16, shots 58-66); "tournez, retournez" sent them on a vain search
            return "\n".join(filter(None, (t("monsters.prompt.swap_first"), self.controls_line())))
        # two lines: what to do now, then the controls, the same at every stage (round 11: the bar changed
        # after every click and was no longer read); which card Turn and Flip act on is the line under
        # the buttons
        if not self.arrangement.stack:
            said = t("monsters.prompt.empty")
        elif len(self.arrangement.stack) < self.n:
            said = t("monsters.prompt.partial", n=self.n)
        else:
            said = t("monsters.prompt.full")
        return "\n".join(filter(None, (said, self.controls_line())))

    def controls_line(self) -> str:
        """The prompt's second line, how to turn and flip (the wheel, the right click); in the tutorial
        only once a card of the step's trick that wants a turn or a flip is on the pile, and from then on
        (nc37, shot 08: step 1 said « ↻ Tourner, ↺ …, ⇄ Retourner » before anything was done)."""
        if self.guide is not None and not self._controls_due:
            expected = self.guide.expected()
            if expected is None or expected.kind != "trick":
                return ""
            args = [int(x) for x in expected.args[1:]]
            stack = self.arrangement.stack
            if not any(args[i] in stack and (args[i + 1] % 4 or args[i + 2]) for i in range(0, len(args) - 2, 3)):
                return ""
            self._controls_due = True
        return t("monsters.prompt.controls")

    def turns_on(self) -> str:
        """The card Turn and Flip act on, in words ("la carte du milieu (touche 1)"), or ""."""
        card = self.turned_card()
        if card is None:
            return ""
        layer, key = card
        return t("monsters.turns_on.layer", layer=layer, n=key) if layer else t("monsters.turns_on.hand", n=key)

    # -- drawing: the painter's --------------------------------------------------------------
    def draw_table(self, surf: pygame.Surface) -> None:
        self.painter.draw_table(surf, self.gift_warning() or self.prompt, self.bar, self.acts_on)

    def gift_cards(self, colour: str) -> list[int]:
        """The hand's cards with two monsters or more of this colour: given to the centre, the ones that most
        likely hand a seat the line of it."""
        k = self.colour_ids.index(colour)
        cards = self.defs.cards.cards
        return [cid for cid in self.hand()
                if cid in cards and sum(1 for v in cards[cid].grid if v == k) >= GIFT_MONSTERS]

    def gift_warning(self) -> str:
        """While the person chooses the card to give (the pointer on « Échanger », or on a hand card once the
        swap is armed), another seat lacking one colour: the cards that would hand it that colour (nc62 shot 069:
        « … ne laissez pas de violet au centre » came the instant the swap had put three violets there)."""
        if self.human_to_act() is None or self.showing_again or not self.live:
            return ""
        near = self.painter.near_five()
        if near is None:
            return ""
        seat, colour = near
        risky = self.gift_cards(colour)
        if not risky:
            return ""
        said = {"who": self.names[seat], "colour": i18n.name(GAME, colour, gender="m")}
        hand = self.hand()
        if self.arrangement.swap_mode:
            place, cid = self.card_at(self.pointer)
            return t("monsters.gift_card", **said) if place == "hand" and cid in risky else ""
        bar = self.bar
        over = bar.buttons[bar.hover] if 0 <= bar.hover < len(bar.buttons) else None
        if over is not None and over.tag == "swap" and over.enabled:
            keys = [str(hand.index(cid) + 1) for cid in risky]
            return t("monsters.gift_cards", n=len(keys), cards=i18n.listed(keys), **said)
        return ""

    def draw(self, surf: pygame.Surface) -> None:
        super().draw(surf)
        self.painter.draw_above(surf)

    @property
    def faces_drawn(self) -> set[int]:
        """Card faces drawn in the last frame (tests check that no secret reaches the screen)."""
        return self.pieces.drawn

    # -- the last move (scenes/lastturn.py) -----------------------------------------------------
    def touched(self, ev: Event) -> list[Hashable]:
        """A trick: the seat's chip of its colour; a swap: the centre and the seat's panel."""
        if ev.seat is None:
            return []
        if ev.kind == "trick":
            return [("chip", ev.seat, str(ev.data["colour"]))]
        if ev.kind == "swap":
            return [("centre",), ("seat", ev.seat)]
        return []

    def mark_rect(self, place: Hashable) -> Rect | None:
        if not isinstance(place, tuple):
            return None
        if place == ("centre",):
            # under a round's summary the centre is hidden: its mark's right edge showed past the summary's
            # frame, a 1 px blue sliver (nc28, shot 80)
            return L.centre if self.round_panel is None else None
        if place[0] == "chip" and place[2] in self.colour_ids and place[1] < len(self.names):
            # the kit frames it 5 px out: hugging the token, clear of its count (issue 24, shot 61: "4▢1")
            return L.chip(place[1], self.colour_ids.index(place[2])).inflate(-6, -6)
        if place[0] == "seat" and place[1] < len(self.names):
            # the person's own panel has its frame already: a second one round it, after their swap, read as a
            # leftover highlight (nc51 shots 013, 032: « a second orange frame (a double border) »)
            return L.seat_panel(place[1]) if place[1] != self.viewer else None
        return None

    # -- inspect ----------------------------------------------------------------------------
    def hover_delay(self, pos: tuple[int, int]) -> float | None:
        """No help box pops up over the cards while the person arranges them: never during a drag,
        never over a card while the round's clock runs (a right click still shows it), and only
        after a long rest once the clock has stopped."""
        if self.arrangement.drag is not None:
            return None
        where, cid = self.card_at(pos)
        if cid is None or not where:
            return super().hover_delay(pos)
        return None if self.live else CARD_HOVER

    def over_hint(self, pos: tuple[int, int]) -> bool:
        """Whether `pos` lies on Conseil's box with an advice in it."""
        return self.hint_shown is not None and not self._still and self._hint_box()[0].collidepoint(pos)

    @property
    def inspect_width(self) -> int:  # type: ignore[override]
        """The whole advice keeps to the log column, as wide as its box: over the log, never over the race."""
        pos = self.pinned[0] if self.pinned is not None else self.pointer
        return self.hint_rect.width if self.over_hint(pos) else TableScene.inspect_width

    def inspect_at(self, pos: tuple[int, int]) -> tuple[str, str] | None:
        hint = self.hint_shown
        if hint is not None and self.over_hint(pos):
            # the box says the move and its reason; the whole advice on hover (nc51 shot 062)
            return t("monsters.hint_more"), self.hint_detail(hint)
        where, cid = self.card_at(pos)
        m, lt = self.model, self.motion.last_trick
        if cid is not None and where:
            return inspect_text("card", cid, centre=where == "centre") if self.faces_up() else inspect_text("cover")
        if L.deck.collidepoint(pos):
            return inspect_text("deck", m.deck)
        zone = self.painter.ties_zone()
        if zone is not None and zone.collidepoint(pos):
            return inspect_text("ties")
        if self.viewer is not None and self.symmetry_rect().collidepoint(pos):
            return inspect_text("symmetry")
        if L.clock.collidepoint(pos):
            return inspect_text("sand", m.hourglass or 0.0) if m.solo and not self.guided else inspect_text("clock")
        if lt is not None and (L.last.collidepoint(pos) or (self.viewer is None and L.board.collidepoint(pos))):
            return inspect_text("trick", lt["colour"], who=self.names[lt["seat"]], cards=lt["cards"], lines=lt["lines"])
        for seat, name in enumerate(self.names):
            for k, colour in enumerate(self.colour_ids):
                if L.chip(seat, k).collidepoint(pos):
                    return inspect_text("token", colour, who=name, n=m.counts[seat][colour])
            if L.seat_panel(seat).collidepoint(pos):
                return inspect_text("seat", name, hand=m.hand_sizes[seat], n=sum(m.counts[seat].values()),
                                    won=m.rounds_won[seat])
        return None

    def inspect_spot(self, pos: tuple[int, int], size: tuple[int, int]) -> tuple[int, int] | None:
        """The whole advice stands over the log, its right edge on the hint box's, just above it: never
        over the table the person races on."""
        if not self.over_hint(pos):
            return None
        box = self._hint_box()[0]
        return box.right - size[0], max(8, box.top - 6 - size[1])

    # -- art ----------------------------------------------------------------------------------
    def reload_art(self) -> None:
        super().reload_art()
        self.pieces.clear()
        self.painter.forget_panels()

    def reload_defs(self) -> None:
        """A colour's look (rgb, symbol) edited in rules.yaml shows at once; the rules stay the match's."""
        try:
            rules = load_rules()
        except DataError as exc:  # a definition being edited may be broken for a moment
            self.flash(i18n.data_error(exc))
            return
        if [c.id for c in rules.colours] == self.colour_ids:
            self.pieces.colours = rules.colours
            self.app.art.reload()

    def faces_up(self) -> bool:
        """Hand and centre face up only while the round runs and the table has the screen (and in replays)."""
        if self.feed.is_over or self.feed.replaying:
            return True
        up = self.live or self.ending or (self.resuming and self.countdown is not None)
        return up and self.app.stack.top is self

    def own_faces_up(self) -> bool:
        """The person's hand and stack face up: as `faces_up`, but not while a move is shown again (L)
        in a running round: the clock stands still then, and the person's cards stayed in sight, to
        plan on during the pause (round 9)."""
        if self.feed.is_over or self.feed.replaying:
            return True
        return self.faces_up() and not self.showing_again

    def fly(self, draw: Callable[[int], pygame.Surface], start: tuple[float, float], end: tuple[float, float],
            size: tuple[int, int], duration: float, delay: float = 0.0, hides: tuple[str, int] | None = None,
            on_done: Callable[[], None] | None = None, under: bool = False) -> None:
        """A card (or a stack) flying from one centre to another, growing from size[0] to size[1]. A
        flight whose straight way would cross the pile being built goes round it (`around_pile`).
        `under`: painted under « Dernier pli », the standing and the warning box (the painter's)."""
        via = around_pile(start, end, max(size))
        if via is not None:
            # two legs, the first to the corner, then on to the end, in the same time as one
            mid = (size[0] + size[1]) // 2

            def second() -> None:
                self.fly(draw, via, end, (mid, size[1]), duration / 2, hides=hides, on_done=on_done, under=under)

            if hides is not None:
                self.motion.hidden.add(hides)
            self.fly(draw, start, via, (size[0], mid), duration / 2, delay=delay, on_done=second, under=under)
            return

        def landed() -> None:
            if hides is not None:
                self.motion.hidden.discard(hides)
            if on_done is not None:
                on_done()

        def draw_at(surf: pygame.Surface, rect: Rect, _p: float) -> None:
            if under and not self.motion.painting_under:
                return  # the painter draws it, under what is read beside the hand
            img = draw(max(8, rect.w))
            surf.blit(img, img.get_rect(center=rect.center))

        if hides is not None:
            self.motion.hidden.add(hides)
        s0, s1 = Rect(0, 0, size[0], size[0]), Rect(0, 0, size[1], size[1])
        s0.center, s1.center = (round(start[0]), round(start[1])), (round(end[0]), round(end[1]))
        flight = self.anim.fly(draw_at, s0, s1, duration, delay=delay, on_done=landed)
        if under:
            self.motion.under.append(flight)

    def fly_panel(self, draw: Callable[[int], pygame.Surface], seat: int, far: tuple[float, float], far_size: int,
                  duration: float, out: bool = False, delay: float = 0.0, hides: tuple[str, int] | None = None,
                  on_done: Callable[[], None] | None = None, spot: tuple[int, int] | None = None) -> None:
        """A card between a seat's panel (its face-down hand, or `spot` there) and `far` (`out`: from the
        panel): over the panel it slides along the hand's row at the hand's size, into the open just right
        of it, and grows or shrinks only beyond, clear of the seat's name (nc23, shots 40, 55: a card
        growing as it left the panel hid « Bot 2 (sur mes… »)."""
        home = spot or L.seat_hand(seat)
        edge: tuple[float, float] = (L.seat_panel(seat).right + 14, home[1])
        slide, rest = duration * 0.3, duration * 0.7
        corners = over_board(far, edge, PANEL_WAY)
        if corners:
            # round the board, in the gap left of it, a little longer: the way is longer
            edge, corners = (corners[-1][0], home[1]), corners[:-1]  # corners from `far` on
            self.fly_route(draw, home, edge, far, far_size, corners, slide, rest * 1.6, out, delay, hides, on_done)
            return
        if out:
            def on() -> None:
                self.fly(draw, edge, far, (26, far_size), rest, hides=hides, on_done=on_done)

            self.fly(draw, home, edge, (26, 26), slide, delay=delay, hides=hides, on_done=on)
        else:
            def last() -> None:
                self.fly(draw, edge, home, (26, 26), slide, hides=hides, on_done=on_done)

            self.fly(draw, far, edge, (far_size, 26), rest, delay=delay, hides=hides, on_done=last)

    def fly_route(self, draw: Callable[[int], pygame.Surface], home: tuple[int, int], edge: tuple[float, float],
                  far: tuple[float, float], far_size: int, corners: list[tuple[float, float]], slide: float,
                  rest: float, out: bool, delay: float, hides: tuple[str, int] | None,
                  on_done: Callable[[], None] | None) -> None:
        """`fly_panel`'s way round the board: from `edge`, just right of the seat's panel, by `corners`
        (given from `far` on) to `far` (`out`), or the other way; small all along, sized as `far` there
        only. It does not slide across the panel to `home`: along the hand's row it covered the seat's
        status and its count of tricks (nc32, shots 37, 65: « 5 plis » under a card); it comes out of the
        panel's edge and goes back into it there, in the time the slide took too. Only its leg over the deck
        (or the centre) is drawn: the rest of the way, at 10 px, read as specks of dirt over « 2 manches à
        gagner » and beside « sans limite » (nc36, shots 50, 63); it still takes its time, and the seat's
        status waits for it (`on_dealt`)."""
        points = [edge, *corners[::-1], far] if out else [far, *corners, edge]
        lengths = [max(1.0, abs(b[0] - a[0]) + abs(b[1] - a[1])) for a, b in zip(points, points[1:], strict=False)]
        n = len(points) - 1
        far_leg = n - 1 if out else 0
        total = sum(lengths)
        legs: list[tuple[tuple[float, float], tuple[float, float], tuple[int, int], float]] = []
        for i, (a, b) in enumerate(zip(points, points[1:], strict=False)):
            size = (PANEL_WAY, PANEL_WAY)
            if i == far_leg:
                size = (PANEL_WAY, far_size) if out else (far_size, PANEL_WAY)
            legs.append((a, b, size, (slide + rest) * lengths[i] / total))

        def leg(k: int) -> None:
            a, b, size, seconds = legs[k]
            done = on_done if k == len(legs) - 1 else (lambda: leg(k + 1))
            shown = draw if k == far_leg else unseen
            self.fly(shown, a, b, size, seconds, delay=delay if k == 0 else 0.0, hides=hides, on_done=done)

        leg(0)

    def oriented(self, cid: int, rot: int, flip: int, size: int) -> pygame.Surface:
        """A card as it lay in a stack, at `size`."""
        return self.pieces.face(cid, rot, flip, size)

    def face(self, cid: int) -> Callable[[int], pygame.Surface]:
        return lambda size: self.pieces.face(cid, 0, 0, size)

    def face_or_cover(self, cid: int) -> Callable[[int], pygame.Surface]:
        """A card dealt before the round starts travels face down: nobody sees it before the others."""
        return lambda size: self.pieces.face(cid, 0, 0, size) if self.faces_up() else self.pieces.cover(size)

    # -- events -> animations (the model already holds each event) ---------------------------
    def on_round_start(self, ev: Event) -> None:
        # a host's later round: its clock runs from now (the first one waits for every screen's countdown)
        self._host_round = self.feed.host_clock and bool(self.model.history)
        self.motion.last_trick = None
        self.trick_of.clear()
        self.colour_trick.clear()
        self._clock_base = self.feed.clock()
        solo = self.model.solo
        text = t("monsters.solo_info") if solo else t("monsters.banner.round", n=ev.data["round"],
                                                       best_of=ev.data["best_of"])
        self.say(text, ACCENT)

    def say(self, text: str, color: tuple[int, int, int] | None = None) -> None:
        """A banner over the claim row, kept between the board's left edge and the standing's."""
        item = self.anim.banner(text, self.banner_center, 1.4, color)
        item.max_width = BANNER_TEXT_W

    def on_deal(self, ev: Event) -> None:
        hand = self.hand()
        for i, cid in enumerate(ev.data["cards"]):
            slot = hand.index(cid) if cid in hand else i
            self.fly(self.face_or_cover(cid), L.deck.center, L.hand_slot(slot).center, (L.deck.w, L.hand.w),
                     0.45, delay=0.09 * i, hides=("hand", cid), under=True)

    on_draw = on_deal

    def on_dealt(self, ev: Event) -> None:
        # onto the panel's face-down hand, where the cards lie (round 11, shot 74: the backs landed on
        # the status words "superpose…" beside it)
        # they leave the deck small, from its lower left, below the clock's « sans limite » (round 18,
        # shots 43 and 53: a deck-sized card flew over it), and the seat's status waits till they land
        panel = L.seat_panel(ev.seat) if ev.seat is not None else None
        seat, count = ev.seat, ev.data["count"]
        start = (L.deck.x + 20, L.deck.centery + 20)
        if seat is not None and count:
            self.motion.dealing[seat] = time.monotonic() + 2.0  # at the latest, whatever becomes of the flight

        def landed() -> None:
            if seat is not None:
                self.motion.dealing.pop(seat, None)

        for i in range(count):
            done = landed if i == count - 1 else None
            if seat is None or panel is None:
                self.fly(self.pieces.cover, start, L.deck.center, (40, 26), 0.4, delay=0.07 * i, on_done=done)
            else:
                self.fly_panel(self.pieces.cover, seat, start, 40, 0.4, delay=0.07 * i, on_done=done,
                               spot=(panel.x + 23 + 30 * (i % 3), panel.y + 47))

    on_drew = on_dealt

    def on_centre(self, ev: Event) -> None:
        cid = ev.data["card"]
        # a new round's centre card: nobody changed it yet (a rival's swap of the round before is no reason
        # to refuse the first swap of this one)
        self.motion.centre_flash = None
        self._centre_change_told = True
        self.fly(self.face_or_cover(cid), L.deck.center, L.centre.center, (L.deck.w, L.centre.w), 0.45,
                 hides=("centre", cid))

    def on_swap(self, ev: Event) -> None:
        gave, took = ev.data["gave"], ev.data["took"]
        hand = self.hand()
        seat = ev.seat if ev.seat is not None else 0
        mine = seat == self.viewer and took in hand
        if mine:
            slot = L.hand_slot(hand.index(took))
            colour = SEAT_COLORS[seat % len(SEAT_COLORS)]

            def ring_in_hand() -> None:
                self.anim.effect(hand_ring(colour), slot.copy(), HAND_RING)

            # under the words beside the hand, as the cards drawn (nc45 shot 093: the card taken went round
            # the pile over the « Dernier pli ! » box and hid its words)
            self.fly(self.face(gave), slot.center, L.centre.center, (L.hand.w, L.centre.w), OWN_SWAP,
                     hides=("centre", gave), under=True)
            self.fly(self.face(took), L.centre.center, slot.center, (L.centre.w, L.hand.w), OWN_SWAP,
                     delay=OWN_SWAP / 2, hides=("hand", took), on_done=ring_in_hand, under=True)
        else:
            # another seat's swap: the centre shows its new card at once, as its tag and the log line say it
            # (nc36, shots 57-58: « Bot 2 vient de l'échanger » stood over the old card until a 10 px card
            # had gone round the board), with a ring going out from it in the swapper's colour: the thing the
            # person plans around is seen changing (nc31, shots 50, 54). No card flies between the seat's
            # panel and the centre: round the board at 10 px it read as specks of dirt (nc36, shot 57)
            colour = SEAT_COLORS[seat % len(SEAT_COLORS)]

            def ring(surf: pygame.Surface, rect: Rect, p: float) -> None:
                grow = round(6 + 22 * p)
                pygame.draw.rect(surf, colour, rect.inflate(grow, grow), max(1, round(5 * (1 - p))), border_radius=14)

            if self.round_panel is None:
                self.anim.effect(ring, L.centre.copy(), CENTRE_RING)
                # and its caption flashes, a tween the animation speed scales (none when instant)
                self.motion.caption_flash = (seat, self.looks.add(Tween(0.0, 1.0, CAPTION_FLASH)))
        if seat == self.viewer and not self.feed.replaying:  # their own card now: no rival's tag on it
            self.motion.centre_flash = None
            self._centre_change_told = True
        if seat != self.viewer:  # the centre changed under the person: it flashes with the swapper's name
            self.motion.centre_flash = (seat, time.monotonic() + CENTRE_FLASH)
            self._centre_changed_at = time.monotonic()
            self._centre_change_told = False
            if self.arrangement.swap_mode and not self.feed.replaying:
                # they chose to swap for the card they had studied: it is gone, they look again first
                # (round 10, shots 47-49: "I pressed Échanger and got a different card")
                self.arrangement.swap_mode = False
                self._centre_change_told = True  # « Échange annulé » said it: no refusal on top
                # said in the prompt, where « Échange : quelle carte va au centre ? » stood (a toast
                # that long hid the hand's foot or « En tête si la pioche s'épuise »: nc19, shot 46)
                self._swap_dropped_at = time.monotonic()
                self._dropped_said = (seat, self._swap_dropped_at + DROPPED_SAID)

    def on_trick(self, ev: Event) -> float | None:
        if self._again_hand is not None:
            return self.restack(ev, self._again_hand)
        self.trick_shown(ev)
        return None

    def restack(self, ev: Event, hand: list[int]) -> float:
        """The last trick again (L): its cards go onto the pile one by one, bottom first, each turned and
        flipped as it was, then the finished stack shows its line (issue 24: "Revoir le tour" showed a
        blank hand, then new cards). Returns how long it takes."""
        d = ev.data
        seat = ev.seat if ev.seat is not None else 0
        placements = [(c, r, f) for c, r, f in zip(d["cards"], d["rot"], d["flip"], strict=True)]
        rect = L.board_card() if seat == self.viewer or self.viewer is None else L.last_card_rect()
        bottom_first = list(reversed(placements))
        self.motion.restack = (rect, [])
        if self._last_kept is None:
            # "Dernier pli" says the trick shown again while it is, and the latest one once it is over
            # (issue 24: it said the person's trick over the bot's, then the bot's as the latest)
            self._last_kept = (self.motion.last_trick, dict(self.trick_of))
        self.motion.last_trick = {"seat": seat, "colour": d["colour"], "cards": list(d["cards"]),
                                  "placements": placements, "lines": list(d["lines"])}
        for j, (cid, rot, flip) in enumerate(bottom_first):
            start = L.hand_slot(hand.index(cid)).center if cid in hand else L.seat_panel(seat).center

            def landed(j: int = j) -> None:
                self.motion.restack = (rect, list(reversed(bottom_first[:j + 1])))  # top first, as drawn

            self.fly(partial(self.oriented, cid, rot, flip), start, rect.center,
                     (L.hand.w if cid in hand else 40, rect.w), RESTACK_FLY, delay=j * RESTACK_STEP, on_done=landed)

        self.say_trick(seat, str(d["colour"]))  # said at once, as the caption above the log says whose

        def stacked() -> None:
            self.motion.restack = None
            self.trick_shown(ev, say=False)

        self.tween(0.0, 1.0, 0.01, delay=len(placements) * RESTACK_STEP + RESTACK_FLY, on_done=stacked)
        return len(placements) * RESTACK_STEP + RESTACK_FLY + 1.6

    def trick_shown(self, ev: Event, say: bool = True) -> None:
        """A trick on screen: stacked with its line, then flown to its owner's chip, and said."""
        d = ev.data
        seat = ev.seat if ev.seat is not None else 0
        placements = [(c, r, f) for c, r, f in zip(d["cards"], d["rot"], d["flip"], strict=True)]
        rect = L.board_card() if seat == self.viewer or self.viewer is None else L.last_card_rect()
        self.motion.showcase = Showcase(seat, d["colour"], placements, list(d["lines"]), rect,
                                        self.tween(0.0, 1.0, 1.1))
        key = (seat, d["colour"])
        # the chip counts the trick at once, as the banner says it (nc16, shots 09 and 39: "0 pli" under
        # "Votre pli jaune !" for a second, until the flight landed); the landing only pulses it

        def landed() -> None:
            self.motion.pulse[key] = self.tween(0.0, 1.0, 0.6)

        if rect == L.board_card():  # the person's trick flies from their board to their chip
            chip = L.chip(seat, self.colour_ids.index(d["colour"]))
            small = round(chip.w * 1.5)
            mid = (small + chip.w) // 2
            # by the gap between the panels and the board, at the chips' height, then along its own row:
            # straight, it crossed the next seat's panel, over its round markers (nc21, shot 32)
            turn = ((L.seat_panel(seat).right + L.board.x) // 2, chip.centery)

            def stacked(size: int) -> pygame.Surface:
                return self.pieces.stacked(placements, size)

            def home() -> None:
                if self.round_panel is not None:
                    landed()
                    return
                self.fly(stacked, turn, chip.center, (mid, chip.w), 0.15, on_done=landed)
                self._to_chip.append(self.anim.flights[-1])

            def away() -> None:
                # a trick that ended the round is shown whole by its summary: no copy flies out over the
                # panels beside it (nc21, shots 44 and 57: a thumbnail on the chips under « vous gagnez »)
                if self.round_panel is not None:
                    landed()
                    return
                self.fly(stacked, rect.center, turn, (small, mid), 0.15, on_done=home)
                self._to_chip.append(self.anim.flights[-1])

            # it shrinks on the board first, then flies small: at full size on its way it hid the colour
            # counters and the other seat's panel for a moment (nc19, shots 44 and 81)
            self.fly(stacked, rect.center, rect.center, (rect.w, small), 0.2, delay=1.0, on_done=away)
        else:
            # another seat's stays in "Dernier pli" and its chip pulses under its banner: a copy flying
            # from there to that seat's panel crossed the person's empty board, where it looked like a
            # card landing (nc16, shot 50)
            landed()
        self.motion.last_trick = {"seat": seat, "colour": d["colour"], "cards": list(d["cards"]),
                           "placements": placements, "lines": list(d["lines"])}
        self.trick_of[seat] = self.colour_trick[(seat, d["colour"])] = self.motion.last_trick
        if say:
            self.say_trick(seat, d["colour"])

    def say_trick(self, seat: int, colour_id: str) -> None:
        """The trick's banner: the person's over the claim row, another seat's by its own panel."""
        colour = i18n.name(GAME, colour_id)
        if seat == self.viewer or self.viewer is None:
            self.say(t("monsters.banner.your_trick", colour=colour) if seat == self.viewer else
                     t("monsters.banner.trick", who=self.names[seat], colour=colour), SEAT_COLORS[seat % 4])
            return
        # another seat's trick is announced over that seat's own panel, shrunk to it: in real time a
        # banner over the claim row hid the person's own claim buttons at the very moment they mattered
        self.seat_banner(seat, t("monsters.banner.trick", who=self.names[seat], colour=colour),
                         t("monsters.banner.seat_trick", colour=colour))

    def on_stalled(self, ev: Event) -> None:
        if self.anim.banner_item is not None:  # the presentation's banner, in the colour of a lost round
            self.anim.banner_item.color = self.pres.colors["end_banner"]

    on_sand_out = on_stalled

    def on_deck_out(self, ev: Event) -> None:
        self.on_stalled(ev)
        self._emptied_by = ev.seat  # whose trick emptied the pile: said to a line ready too late (nc22)

    def banner(self, text: str, duration: float = 1.0) -> None:
        self.say(text)

    def on_round_over(self, ev: Event) -> None:
        self.hint_seat = self.hint_shown = None  # a hint was for the round that just ended (the sand ran out)
        self.arrangement.swap_mode = False  # a choice under way ends with its round (nc29, shot 74)
        self.ending = False
        won = self.viewer in ev.data["winners"] or self.viewer is None
        self.app.sounds.play("win" if won else "miss")
        if not self.feed.replaying:
            # the next round's events wait until the result has been read
            self._after_panel, self.queue[:] = list(self.queue), []
            self.round_panel = dict(ev.data)
            # a trick on its way to its chip lands at once: the summary shows it (nc21, shots 44 and 57)
            gone = {id(f) for f in self._to_chip}
            self.anim.flights = [f for f in self.anim.flights if id(f) not in gone]
            self._to_chip.clear()
            winners = ev.data["winners"]
            self.round_panel["trick"] = self.trick_of.get(winners[0]) if winners else None
            # a round won on the most tricks of one colour shows one of those, not the last trick taken
            # (round 11: "Le pli gagnant de Bot 2 (bleu)" when four reds had won)
            decided = decided_round(ev.data, len(ev.data["counts"]))
            colour = decided.get("colour") if decided.get("rule") in ("best_colour", "tie_colour") else None
            kept = self.colour_trick.get((winners[0], str(colour))) if winners and colour else None
            if kept is not None:
                self.round_panel["trick"] = {**kept, "decided": int(ev.data["counts"][winners[0]].get(colour, 0))}
            elif winners and decided.get("rule") != "all_colours" and self.round_panel["trick"] is not None:
                self.round_panel["trick"] = {**self.round_panel["trick"], "last": True}
            # the person's stack showed a line when another seat ended the round: said, or their claim
            # seemed lost for nothing (issue 24, round 10: "Entrée pressed, the round ended on the bot's red")
            stack = self.arrangement.placements() if len(self.arrangement.stack) == self.n else []
            lines = [c for k, c in enumerate(self.colour_ids) if stack and self.defs.cards.check(stack, k)]
            # the pile emptied by another seat's trick: a line ready then is said too late even to a person
            # who wins the round on their colours (nc22, shots 84-86: their « Pli violet » just vanished)
            emptied = self._emptied_by if ev.data.get("reason") == "deck_out" else None
            self._emptied_by = None
            late_deck = emptied is not None and emptied != self.viewer
            lines = lines if self.viewer is not None and (late_deck or self.viewer not in winners) else []
            seats = [emptied] if late_deck else [w for w in winners if w != self.viewer]
            self.round_panel["late"] = (lines[0], seats) if lines else None
            self.round_panel["late_deck"] = bool(lines) and late_deck
            ender = emptied if emptied is not None else (winners[0] if winners else None)
            self.round_panel["late_moot"] = bool(lines) and not self.late_line_mattered(lines[0], ender, ev.data)
            # a pile under way (no line ready) that the round's end made void: said too (nc31, shot 72)
            cut = self._cut if self.arrangement.stack and not lines else None
            self.round_panel["cut"] = cut
            # a person goes on with Continue, after every round alike, the last one too (its button opens
            # the results: issue 24, round 1 waited while the last went on by itself); bots only, on a timer,
            # and the tutorial's end, whose box speaks over the table until the results come
            waits = bool(self.feed.local_seats()) and not (self.guide is not None and self.feed.is_over)
            # network play: the host's clock goes on, whoever reads
            net = self.feed.host_clock and not self.feed.is_over
            self.round_panel_left = ROUND_PANEL_NET if net else None if waits else ROUND_PANEL_BOTS
            if self.guide is not None and self.feed.is_over:
                # the tutorial's last words are long: time to read them (nc22, shot 31: « La suite dans 2 s »
                # beside a message half read); « Les résultats » goes on at once
                self.round_panel_left = self.end_read_seconds()
            self._host_round = False
            self.round_panel_age = 0.0
