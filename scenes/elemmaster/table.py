"""The Elem Master table: the terrain grid, the elementals' stacks, the players and event cards.

Mouse: click one of your stacks to select it; the cells its legal actions reach light up by
kind (green: move, split, tunnel, pick; red: attack; violet: souffle, wave, blaze and the
specialties; gold: an event card's targets). Click a lit cell to act; when several actions
end on the same cell (a split of 1, 2 or 3 tokens, a souffle or an attack...) a small menu
at the bottom picks one. A click on another of your own stacks selects it (or merges into it,
same element): your own stacks are never lit as targets; what the first stack could do to it
(an attack, a souffle) is offered as a button, and an attack on your own (or your partner's)
stack asks yes / no first. A click the rules refuse says why. Click an event card on the
right, then its target cells. Free start: pick an element in the palette, click your first two
rows to place a token, right click (or click with no legal placement) to take one back, then
Ready. Hover (or right-click outside your turn) any cell, stack or card to read what it does.
The cells each player's last turn touched keep a faint mark and, in a corner, the numbers of the
actions that touched them (1, 2, 3, in the player's colour: `steps.TurnSteps`) until that
player's next turn; while another seat's action plays (or a turn is shown again), its cells are
framed in gold and the line under the board says it ("Action 2 : ..."). Each stack stands on
its owner's plate (colour and shape).

Keyboard: arrows move the cursor over the grid, Enter or Space selects / acts on the cell
under the cursor. Where only the number of tokens is left to choose, a digit is how many (more
than the stack holds: all of it) and Enter (or a second click on the cell) the whole stack; in
other menus 1-9 press the buttons in order. Tab walks the buttons (Enter presses the focused
one), V walks the usable event cards (then Enter on the target cells, or 1 to confirm a card
without target), E ends the turn, U undoes, Escape deselects, then hides the hint (then Escape pauses), Y (O) /
N answer a question, F2 saves a screenshot. Free start: 1-4 pick the element, Enter places it
under the cursor, Tab to Ready. Draft: Tab or arrows, Enter.

Fed by the kit (scenes/table.py): it draws from `ElemMasterModel` and never reads the engine.
Composed of parts that each declare what they take: `Layout` (where things lie), `Selection`
(what the clicks pick, from the legal actions; clicks return the action to send), `Pieces`
(the art and the cards' names), `Board` (the terrain, the stacks, the marks) and `Panels` (the
side, the prompt, the draft). The table animates the events and sends every action through the
kit's one verb, `act`.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Hashable, Sequence
from functools import partial
from typing import Any

import pygame

from game import i18n
from game.core import Action, Event, act
from game.elemmaster.contract import BEATS, Stack
from game.elemmaster.defs import load_defs
from game.elemmaster.rules import arrives_done, count_ends, ends_with, lost_attacks, split_reach
from game.feed import Feed
from game.hints import Hint
from game.i18n import t
from game.match import Match
from scenes.confirm import Question
from scenes.elemmaster.board import Board, Marks
from scenes.elemmaster.layout import Layout
from scenes.elemmaster.model import ELEMENTS, ElemMasterModel, inspect_text, say
from scenes.elemmaster.panels import Panels, Seats, count_end_text, legend_height, seat_ink
from scenes.elemmaster.pieces import Pieces
from scenes.elemmaster.results import decided_words
from scenes.elemmaster.selection import COUNTED_KINDS, SeatLink, Selection, action_paths, count_of, is_cell, kind_class
from scenes.elemmaster.steps import NOT_ACTIONS, TurnSteps
from scenes.elemmaster.trail import touched_cells
from scenes.table import HINT_COLOR, TOOL_GAP, TableScene
from scenes.ui import ACCENT, INK, PAD, Button, ButtonBar
from sprites import shapes
from sprites.elemmaster import art
from sprites.fonts import TYPE, font, render
from sprites.tween import Tween, Tweens, ease_out_cubic, linear

Color = tuple[int, int, int]
BAR_RIGHT = 950  # where the bar of buttons under the board ends (« Fin de tour » there)
SWITCH = (28, 14)  # the « à chaque tour » switch's track
AUTO_LINE = 30  # the hint box's extra line that holds it
AUTO_END_HOLD = 2.5  # seconds (normal speed) a person's turn that ended by itself holds before the next seat's
HELD_CLICKS = 4  # clicks on the board kept while an action is shown (nc16: grow, grow, select, grow)
HINT_BUTTON = (40, 86, 104)  # the kit's hint button
AUTO_HINT = (30, 130, 160)  # the same, lit: the hint comes back at each turn by itself
HOVER_DELAY = 0.8  # seconds (the kit waits 0.5): the box covers several cells
HURRY = 3.0  # how much faster a bot's turn plays once Space is pressed during it (its pauses and animations)
AddButton = Callable[..., None]
DIGITS = {pygame.K_1 + i: i + 1 for i in range(9)} | {pygame.K_KP1 + i: i + 1 for i in range(9)}
LIT_ORDER = ("move", "attack", "loss", "own", "special", "risky")  # the lit colours, as the prompt names them


def _no_drawing(surf: pygame.Surface, rect: pygame.Rect, p: float) -> None:
    """A shake or a drop is drawn by the board itself; its effect only keeps the time."""


def _cells_effect(kind: str, rects: list[pygame.Rect], to: pygame.Rect, color: Color, text: str,
                  surf: pygame.Surface, rect: pygame.Rect, p: float) -> None:
    art.effect(surf, kind, rects, to, p, color, text)


WARNING_NOTES = frozenset({"earth_reach", "exposed", "exposed_end", "exposed_move"})  # a hint's notes that warn


def hint_warning(p: dict[str, Any], levels: dict[str, int] | None = None, mine: set[str] | None = None) -> str:
    """The hint's line on a piece the enemy's next turn can beat where the plan leaves it (nc24 shot
    68: a word on the Air, none on the Fire in d5 beside an enemy Water), after its reason; or "". When
    the note warns already (the Earth in reach, a piece exposed) or the enemy can end the game on the
    count, only a piece left beside an enemy that beats it is added, not one it would come to (nc26 shots
    92, 100, 104: three « Attention », a wall of small text)."""
    # ... unless the hint's own move takes the piece there (nc62 shot 142: « Déplacez votre Eau de d3 vers e4 », a cell
    # the board marks « ! », said after a warning on the Earths only)
    if not p.get("warn_cell") or (p.get("note") in WARNING_NOTES or "end_seat" in p) and not p.get("warn_beside") \
            and not p.get("warn_from"):
        return ""
    foes = t("elemmaster.foe_at", element=i18n.name("elemmaster", p["warn_foe"]), cells=p["warn_to"])
    # how a foe not yet beside comes and attacks in one turn (nc31 shot 78: « en se déplaçant puis en
    # attaquant » read against the tutorial, a stack moved whole is marked ⊗): a token split off a stack
    # of two or more (`levels`: the foes' cells to their levels), else a wave or a souffle brings it
    cells = [c.strip() for c in str(p["warn_to"]).split(",")]
    split = 1 if levels is None or any(levels.get(c, 1) > 1 for c in cells) else 0
    # `mine`: the cells of the hint's side now; a piece the plan brings to its cell « finira ce tour en b4 » (nc47
    # shot 094: « … attaquer votre Eau en b4 » while the Waters stood in c2 and d2, b4 after the souffle). Whose
    # piece goes where is said in words (nc58 shots 071-079: « votre Air, une fois en f3 (Feu en e5 : un jeton
    # détaché de sa pile peut s'approcher puis attaquer…) »: who would be in f3?)
    where = "ends" if mine is not None and str(p["warn_cell"]) not in mine else "stays"
    if p.get("warn_from"):
        # the hint's own move takes the piece there: as much in reach where it stands, or the move's risk (nc58
        # shot 079: « Déplacez votre Air de f2 vers f3 » right after a warning on f3, read as a contradiction)
        where = "also" if p.get("warn_was") else "risk"
    foe = i18n.name("elemmaster", p["warn_foe"])
    return " " + t("elemmaster.hint_warn", beside=int(p["warn_beside"]), cell=p["warn_cell"], foes=foes,
                   element=i18n.name("elemmaster", p["warn_source"]), more=int(p["warn_more"]), split=split,
                   where=where, foe=foe, to=", ".join(cells), n=len(cells), start=str(p.get("warn_from", "")))


class ElemMasterTable(TableScene):
    """Animates the events and maps clicks and keys to actions through its `Selection`; its
    `Board` and `Panels` draw, every image comes from its `Pieces`."""

    model_cls = ElemMasterModel
    model: ElemMasterModel
    final_kinds = frozenset({"end"})  # ending the turn (with action points left or not): no way back
    draws_question = True  # the kit's question is worded in the bar under the board
    banner_center = (320, 342)
    _toast_off_board = False  # `error_rect` trying a place off the board first
    _ends_key: tuple[int, int | None] | None = None  # the position `count_ends` last answered for
    _ends: tuple[dict[str, Any], ...] = ()
    turn_ends = frozenset({"turn_end", "game_over"})
    # a bot's three actions come one by one, each read before the next (the kit's 0.6 s showed a
    # newcomer three moves at once): the caption under the board and the numbered cells say which
    bot_pause = 1.1
    # a long hint grows up over the log before its type shrinks (nc41, nc42: a plan, its next steps and a warning
    # in 12 lines of small type « hard to read at 1280×720 »), as Monsters' does
    hint_rect = pygame.Rect(960, 290, 310, 340)

    @property
    def keys_taken(self) -> frozenset[int]:  # type: ignore[override]
        """V picks an event card here (Shift+V cycles the colour vision); while an attack on one's own
        stack is asked, Y/O/N answer it."""
        asking = {pygame.K_y, pygame.K_o, pygame.K_n} if self.confirm.question is not None else set()
        return frozenset({pygame.K_v, *asking})

    _whole_ask: tuple[Action, list[str]] = (act("end"), [])  # the part offered and the attacks it keeps
    _hurry = False  # Space pressed during the others' turn: it plays HURRY times faster until the person's turn

    @property
    def speed(self) -> float:
        """The animation speed, HURRY times faster for the rest of a bot's turn once Space asked it (nc62: 8-12 s
        a bot's turn, 36 rounds; each action is still shown, its caption read, only quicker)."""
        base = super().speed
        return base * HURRY if self._hurry and base > 0 else base

    def hurries(self) -> bool:
        """A bot's turn plays on this screen and Space may hurry it (the caption says so)."""
        if self.acting_seat() is not None or self.feed.is_over or self.feed.replaying or self.showing_again:
            return False
        actors = self.feed.actors()
        return bool(actors) and self.feed.seats[actors[0]].startswith("bot:") and bool(self.feed.local_seats())

    def __init__(self, app: Any, source: Feed | Match, demo: bool = False) -> None:
        self._acted: dict[int, bool] = {}  # per seat: played something this turn (`describe`)
        # the turn's small banner runs on tweens of its own: the table is not busy with it (nc26 shot 13:
        # « Tour de Joueur 1 » over the board, and the tutorial's box still « Au tour de Bot 2 », no button)
        self._free_tweens = Tweens()
        self._idle_asked: tuple[int, int] | None = None  # (seat, turn) whose empty end was asked about
        self.layout = Layout(10)
        self.pieces = Pieces(app.art)
        self.panels = Panels(self.pieces)
        self.selection = Selection(SeatLink(
            model=lambda: self.model,
            legal=lambda: self.legal(self.acting_seat()),
            stamp=lambda: (self.version, self.acting_seat(), self.feed.is_over),
        ))
        self.board = Board(self.pieces)
        self.cursor = (5, 0)
        self.hover_cell: str | None = None  # the board cell under the mouse (one's own target shows there)
        # the keyboard's cursor is framed only while the keys drive it: a mouse player saw the frame
        # left on the cell of a wrong click and took it for a selection still held
        self.keyed = False
        self.bar = ButtonBar()
        self.prompt = ""
        self.prompt_key = ""  # the text key of the prompt (tests read which sentence is shown)
        self.prompt_short = ""  # the prompt in fewer words, shown when the whole one would be cut
        self.prompt_tiny = ""  # in fewer still, when the short one would take three lines beside the buttons
        self.prompt_note = ""  # a note added to the prompt (why no wave), kept whole when the line is short
        # the prompt's three wordings before a droppable note (the empty reserve's) was added: the line under the
        # board drops that note before it cuts the colours' legend (nc62 shots 186, 221)
        self.prompt_bases: tuple[str, ...] = ()
        self.hover_text = ""
        self.air_step = ""  # the cell of an Air kept selected for its free second step
        # the part of a stack a split move sent, selected where it landed when it may still act (nc62 shot 182:
        # the selection dropped, a click on the target said « L'élémentaire en b2 n'est pas à vous »)
        self.split_pending = self.split_step = ""
        self.air_whole = False  # that Air's first step carried its whole stack
        self.hint_sticky = False  # « à chaque tour » on: the hint is asked again at each turn until turned off
        self._hint_at = -1  # the turn (the engine's count) the last hint was asked in
        # where each hint's plan began (a plan followed counts on): (seat, decisions) -> the decisions at its first
        # step and the free steps it counted then
        self._plan_start: dict[tuple[int, int], tuple[int, int]] = {}
        # a threat on one's Earths a hint warned of (seat, cells, foes): the hint's position that said it
        # (nc32 shots 48-50, 65-66: « Attention à vos Terres en c1, d1 … » on every hint)
        self._threats_said: dict[tuple[int, str, str], int] = {}
        self._reach_said: dict[tuple[int, str], list[str]] = {}  # `split_reached`, by position and move
        self._clear_spot: dict[Any, pygame.Rect | None] = {}  # the help box's last places found (soft, hard)
        self._moved_to: tuple[int, str] | None = None  # a person's piece just moved: (seat, cell), to warn of
        self.air_pending = ""  # the cell an Air just stepped to, selected again once the step is shown
        # clicks on the board while the last action is still shown and the engine already waits on the
        # person: played once it ends, on the board they then see (nc16 shots 46, 88: lost, or refused)
        self.held_clicks: list[tuple[tuple[int, int], int]] = []
        # the warning of a piece just left in reach (turn, words): said in the line under the board
        # until the next action (nc16 shots 83, 119: a toast over the bottom row and the letters)
        self.exposed_line: tuple[int, str] | None = None
        self._empty_said: set[tuple[int, str]] = set()  # (seat, element) reserves already said empty
        # what a person lost while the others played, said once their turn comes (nc20 shots 73-74:
        # two Fires lost to waves, told only by 8-10 lines of the log): seat -> {cell: (element, lost, gone, the
        # attackers (element, cell))}
        self._losses: dict[int, dict[str, tuple[str, int, bool, frozenset[tuple[str, str]]]]] = {}
        # and what the others' waves did (nc58 shot 241): seat -> [(src, dst, {(loser, winner): [cells]}, [cells])]
        self._waves: dict[int, list[tuple[str, str, dict[tuple[str, str], list[str]], list[str]]]] = {}
        self._ui_key: Hashable = None
        self._drawn: dict[str, Stack] = {}  # the stacks before the event being shown
        # the log line of the event on show, written once its animation is over (nc32 shot 8: « déplace un
        # jeton Eau de d3 vers c4 » was read while the Water still stood on d3); live events only
        self._log_wait: Event | None = None
        self._log_live = True
        self.steps = TurnSteps()
        # the action on show: (seat, its number in the turn, the cells it touched, its log line)
        self.step_on: tuple[int, int, list[str], str] | None = None
        self._again_seat: int | None = None  # whose turn is being shown again
        # each colour's words said in full once, at the selection (turn, piece) that first lit it;
        # later selections say it in the short words (nc23 shots 104, 148, 184: 2-3 lines each click)
        self._lit_said: dict[str, tuple[int, tuple[str, ...]]] = {}
        super().__init__(app, source, demo)

    @property
    def version(self) -> int:
        """Grows with every event received: what is cached per position is keyed on it."""
        return len(self.shown) + len(self.queue)

    # -- the model changed -----------------------------------------------------------------
    def sync(self) -> None:
        super().sync()
        if self.model.size != self.layout.size:
            self.layout = Layout(self.model.size)
            self._background = None
        self.board.release()
        self._ui_key = None
        self.refresh_ui()

    def undo(self) -> None:
        """The kit's undo; it takes back the warning of the move it undoes (nc20 shot 59: « votre Feu
        en c5 est maintenant à portée » with the Fire back on b4)."""
        self.exposed_line = None
        self._moved_to = None
        super().undo()

    def rebuild(self) -> None:
        self.board.clear()
        self.step_on = None
        super().rebuild()  # the kit folds the last turns' cells in again (scenes/lastturn.py)
        queued = {id(e) for e in self.queue}
        self.steps.refold([(i, e) for i, e in enumerate(self.shown) if e.visible_to(self.viewer)
                           and id(e) not in queued and not self._echo(i)], touched_cells)  # an undo kept them
        if self.last_move.turn is None and self.model.phase == "play":
            self.last_move.turn = self.model.current  # a scenario starts in a turn no event opened
        if self.steps.turn is None and self.model.phase == "play":
            self.steps.begin(self.model.current)  # (the tutorial's first grow went unnumbered)

    def touched(self, ev: Event) -> list[Hashable]:
        """The cells an event names (the last move's marks); a seat out of the game loses its marks."""
        if ev.kind == "removed_from_game" and ev.seat is not None:
            self.last_move.forget(ev.seat)
            self.steps.forget(ev.seat)
        return list(touched_cells(ev))

    def seat_color(self, seat: int) -> tuple[int, int, int]:
        return seat_ink(seat)

    def reload_defs(self) -> None:
        try:
            self.pieces.reload_defs()
        except Exception as exc:  # a definition being edited may be broken for a moment
            self.flash(i18n.data_error(exc))
        self.reload_art()

    def reload_art(self) -> None:
        super().reload_art()
        self.pieces.forget()
        self.panels.forget()
        self._ui_key = None

    # -- the animation layer: flights, effects, banners ------------------------------------
    def fly_stack(self, stack: Stack | None, count: int, src: str, dst: str, duration: float,
                  delay: float = 0.0) -> None:
        """Tokens sliding (on a small arc) from one cell to another; the cell shows them on landing."""
        if stack is None:
            return
        owner, element = stack.owner, stack.element
        land = self.board.hold(dst)
        img = self.pieces.stack(owner, element, max(1, count), self.layout.cs)
        lift = self.layout.cs * 0.25

        def draw(surf: pygame.Surface, rect: pygame.Rect, p: float) -> None:
            surf.blit(img, (rect.x, rect.y - math.sin(math.pi * p) * lift))

        self.anim.fly(draw, self.layout.cell_rect(src), self.layout.cell_rect(dst), duration, delay=delay,
                      easing=ease_out_cubic, above=False, on_done=land)

    def fx(self, kind: str, cells: list[str], duration: float, color: tuple[int, int, int] = (255, 255, 255),
           text: str = "", dst: str = "", delay: float = 0.0) -> None:
        """An effect on cells: flash, glow, ring, popup (text), wind / strike / wave (towards dst), shake, drop."""
        if kind in ("shake", "drop"):
            for c in cells:
                self.board.move(c, kind, self.anim.effect(_no_drawing, self.layout.cell_rect(c), duration, delay))
            return
        for c in cells if kind in ("flash", "glow", "ring") else cells[:1]:
            rest = cells if kind == "wave" else [c]
            rects = [self.layout.cell_rect(x) for x in rest]
            to = self.layout.cell_rect(dst) if dst else rects[0]
            self.anim.effect(partial(_cells_effect, kind, rects, to, color, text), rects[0], duration, delay)

    def popup(self, cell: str, amount: int, delay: float = 0.0) -> None:
        if amount:
            self.fx("popup", [cell], 0.9, (140, 250, 150) if amount > 0 else (255, 110, 100), f"{amount:+d}",
                    delay=delay)

    def banner(self, text: str, duration: float = 1.0) -> None:
        """The presentation's banners (« Élimination de … », « Les écrans tombent ! ») as this table's
        own small one: the kit moved them into the strip over the board, pressed against the title."""
        self.show_banner(text, "", duration, small=True)

    def show_banner(self, text: str, sub: str = "", duration: float = 1.2, small: bool = False,
                    holds: bool = True) -> None:
        """`holds`: the table is busy while it shows (False: the turn's banner, the person may act under it)."""
        if holds:
            tween = self.anim.banner(text, self.banner_center, duration, ACCENT).tween
        else:
            self._free_tweens.speed = self.tweens.speed
            tween = self._free_tweens.add(Tween(0.0, 1.0, duration, linear))
        self.anim.banner_item = art.CardBanner(text, self.banner_center, tween, sub=sub, small=small,
                                               board=self.layout.grid)

    # -- events on screen (the model has folded each in already) ---------------------------
    def enqueue(self, events: list[Event]) -> None:
        """One action's events (a click's, a bot's step): the first opens that action (`TurnSteps`)."""
        self.steps.batch(events, len(self.shown) + len(self.queue))
        super().enqueue(events)

    def show(self, ev: Event, again: bool = False) -> float:
        self._drawn = dict(self.model.stacks) if self.model is not None else {}
        duration = super().show(ev, again)
        if again:
            n = self.steps.of(ev)
        else:
            n = self.steps.shown(ev, len(self.shown) - 1, touched_cells(ev))
        if ev.kind in ("turn_start", "game_over"):
            self.step_on = None
        elif n is not None and ev.seat is not None:
            self.step_on = (ev.seat, n, touched_cells(ev), self.describe(ev) or "")
        elif self.step_on is not None and ev.seat == self.step_on[0] and ev.kind != "turn_end":
            cells = self.step_on[2] + [c for c in touched_cells(ev) if c not in self.step_on[2]]
            self.step_on = (self.step_on[0], self.step_on[1], cells, self.step_on[3])
        return duration

    def _log_line(self, ev: Event) -> None:
        """An event's log line: at once when nothing animates (instant speed, the log rebuilt), else once
        its animation is over (the next event shown, or its hold run out: `update`)."""
        self._flush_log()
        if self._log_live and self.speed > 0:
            self._log_wait = ev
        else:
            super()._log_line(ev)

    def _flush_log(self) -> None:
        ev, self._log_wait = self._log_wait, None
        if ev is not None:
            super()._log_line(ev)

    def rebuild_log(self) -> None:
        self._log_wait, self._log_live = None, False  # the whole log anew, from the events shown
        try:
            super().rebuild_log()
        finally:
            self._log_live = True

    def on_again(self) -> None:
        """The last turn is shown again: its actions are numbered as they come once more (the
        numbers of its cells show as their actions replay, not before)."""
        super().on_again()
        self.step_on = None
        record = self.last_record()
        self._again_seat = record.seat if record is not None else None
        self._ui_key = None
        self.refresh_ui()  # the present's buttons ("Fin de tour") go while the past turn plays

    def opponent_on_screen(self) -> int | None:
        """Also the seat whose last action still moves on the board (its caption "Action 1 : Bot 2
        ..." under it): a tutorial step spoke over the bot's turn while its last move played out."""
        seat = super().opponent_on_screen()
        if seat is None and self.busy and self.step_on is not None and not self.showing_again:
            on = self.step_on[0]
            seat = on if on is not None and on not in self.feed.local_seats() else None
        return seat

    def step_caption(self) -> str:
        """The line under the board while another seat's action (or a turn shown again) plays:
        "Action 2 : Bot 2 (facile) déplace ..." ("" when no such action is on show)."""
        if self.step_on is None:
            return ""
        seat, n, _, line = self.step_on
        if self.showing_again:
            return t("elemmaster.step_again", n=n, line=line)
        playing = self.busy and seat not in self.feed.local_seats()  # its last action still on show
        if not playing and (self.acting_seat() is not None or self.feed.is_over or seat not in self.feed.actors()):
            return ""  # the person's own turn (or the end): the prompt, not the bot's last action
        line = t("elemmaster.step", n=n, line=line)
        if self.hurries() and not self._hurry:
            hurry = t("elemmaster.hurry", line=line)
            if Panels.prompt_fits(self.layout, hurry, [b.rect for b in self.bar.buttons]):
                return hurry  # (said while it fits: the action's own words come first)
        return line

    def on_setup(self, ev: Event) -> None:
        self.show_banner(t("game.elemmaster"), t("elemmaster.banner.setup", arena=ev.data["arena"]), 1.0)

    def on_turn_start(self, ev: Event) -> None:
        self.show_banner(t("elemmaster.banner.turn", who=self.names[ev.seat or 0]), "", 0.9, small=True, holds=False)
        self._say_losses(ev.seat)

    def on_turn_end(self, ev: Event) -> float | None:
        """A person's turn that ended by itself (no point left, nothing free to do) holds a moment, with
        why, before the next seat plays (nc25 shot 79: after a free souffle with 0 PA the turn went on
        to the bot at once; the person wanted to look at the board first). The rules do not change."""
        seat = ev.seat
        if seat is None or self.showing_again or self.guide is not None or self.demo \
                or seat not in self.feed.local_seats() or self.feed.seats[seat] != "human" or ev.data.get("ap_left"):
            return None
        moves = self.feed.decisions()
        if not moves or moves[-1][0] != seat or str(moves[-1][1]).split(" ")[0] == "end":
            return None  # « Fin de tour » clicked: nothing to explain
        self.flash(t("elemmaster.turn_ended_itself"), calm=True)
        return AUTO_END_HOLD

    def _note_loss(self, ev: Event) -> None:
        """An attack of another seat's turn that cost a person's piece a level (or the piece); not
        when that turn is shown again (nc22 shot 113: a replayed loss was told again a turn later)."""
        d = ev.data
        was = self._drawn.get(d["loser"])
        local = self.feed.local_seats()
        if was is None or self.showing_again or ev.seat in local or was.owner not in local \
                or self.guide is not None or self.demo or self.feed.seats[was.owner] != "human":
            return
        mine = self._losses.setdefault(was.owner, {})
        _, lost, _, by = mine.get(d["loser"], (was.element, 0, False, frozenset()))
        mine[d["loser"]] = (was.element, lost + int(d["lost"]), bool(d["vanished"]),
                            by | {(str(d["winner_element"]), str(d["winner"]))})

    def _note_wave(self, ev: Event) -> None:
        """A wave of another seat's turn and what its members did, for each person at the table: the
        levels it converted on its own pieces (« un sacrifice permis ») and the Waters it brought along
        (nc58 shot 241: two sacrifices, a Water brought to e4 that then took a Fire: not to be followed
        from the log). Not when that turn is shown again."""
        local = self.feed.local_seats()
        if self.showing_again or ev.seat in local or self.guide is not None or self.demo:
            return
        d = ev.data
        for seat in (s for s in local if self.feed.seats[s] == "human"):
            waves = self._waves.setdefault(seat, [])
            if ev.kind == "vague":
                waves.append((str(d["src"]), str(d["dst"]), {}, []))
            elif waves and d.get("cause") == "vague" and ev.kind == "attack" and d.get("side") == "own":
                given = (str(d["loser_element"]), str(d["winner_element"]))
                waves[-1][2].setdefault(given, []).append(str(d["winner"]))
            elif waves and d.get("cause") == "vague" and ev.kind == "move":
                waves[-1][3].append(str(d["dst"]))

    def waves_said(self, seat: int) -> str:
        """What the others' waves did since the seat's last turn, in a clause each, or ""."""
        said = []
        for src, dst, converted, brought in self._waves.pop(seat, []):
            what = [t("elemmaster.wave_converted", n=len(cells), loser=i18n.name("elemmaster", loser),
                      winner=i18n.name("elemmaster", winner)) for (loser, winner), cells in converted.items()]
            what += [t("elemmaster.wave_brought", n=len(brought), cells=", ".join(brought))] if brought else []
            said.append(t("elemmaster.wave_done", src=src, dst=dst,
                          what=", ".join(what) or t("elemmaster.wave_nothing")))
        return t("hint.and").join(said)

    def _say_losses(self, seat: int | None) -> None:
        """A person's turn begins after others played: one line under the board says what they lost
        and where, or that they lost nothing, until their first action."""
        if seat is None or seat not in self.feed.local_seats() or self.feed.seats[seat] != "human" \
                or self.guide is not None or self.demo or self.model.round <= 1 and seat not in self._losses:
            self._losses.pop(seat if seat is not None else -1, None)
            self._waves.pop(seat if seat is not None else -1, None)
            return
        lost = self._losses.pop(seat, {})
        waves = self.waves_said(seat)
        others = [s for s in range(len(self.names)) if s != seat and s not in self.feed.local_seats()]
        if not others:
            return
        head = t("elemmaster.losses_head", who=self.names[others[0]], many=int(len(others) > 1))
        # by which piece, where one alone struck (nc58 shot 241: « votre Feu en d5 a disparu », taken by the Water
        # the wave had just brought to e4)
        items = [t("elemmaster.loss_gone" if gone else "elemmaster.loss_level",
                   element=i18n.name("elemmaster", element), cell=cell, n=n,
                   by=i18n.name("elemmaster", next(iter(by))[0]) if len(by) == 1 else "none",
                   by_cell=next(iter(by))[1] if len(by) == 1 else "")
                 for cell, (element, n, gone, by) in lost.items()]
        wave = "yes" if waves else "no"
        said = t("elemmaster.losses", head=head, wave=wave, waves=waves,
                 losses=i18n.listed(items)) if items \
            else t("elemmaster.losses_none", head=head, wave=wave, waves=waves)
        threats = self.earth_threats(seat)
        if threats:
            said += " " + t("elemmaster.earth_threats", threats=", ".join(threats), n=len(threats))
        self.exposed_line = (self.model.turn, said)

    def earth_threats(self, seat: int) -> list[str]:
        """The seat's Earths that stand beside an enemy piece that beats Earth, as the turn begins: « votre
        Terre en b2 (Feu en a3) » (nc40: « threats said at the start of each turn »; the red « ! » showed
        only once a piece was picked, and the tutorial had no step defending an Earth)."""
        out = []
        for cell, s in sorted(self.model.stacks.items()):
            if s.owner != seat or (s.morph or s.element) != "earth":
                continue
            by = [t("elemmaster.earth_threat_by", element=i18n.name("elemmaster", foe.morph or foe.element), cell=near)
                  for near, foe in self.beaters_beside(cell, seat, "earth")]
            if by:
                out.append(t("elemmaster.earth_threat", cell=cell, by=", ".join(by)))
        return out

    def beaters_beside(self, cell: str, seat: int, element: str) -> list[tuple[str, Stack]]:
        """The enemy pieces of `seat` on the cells around `cell` (diagonals too) that beat `element`, by the
        contract's BEATS: where a piece there is in reach (`risky_cells`, `earth_threats`)."""
        m, lay = self.model, self.layout
        col, row = lay.colrow(cell)
        out = []
        for dc in (-1, 0, 1):
            for dr in (-1, 0, 1):
                if (dc or dr) and 0 <= col + dc < lay.size and 0 <= row + dr < lay.size:
                    near = lay.name(col + dc, row + dr)
                    t_ = m.stacks.get(near)
                    if t_ is not None and t_.owner != seat and not (m.mode == "teams" and t_.owner % 2 == seat % 2) \
                            and element in BEATS[t_.morph or t_.element]:
                        out.append((near, t_))
        return out

    def on_grow(self, ev: Event) -> None:
        self.fx("ring", [ev.data["cell"]], 0.45, (140, 250, 150))
        self.popup(ev.data["cell"], ev.data["gained"])

    def on_move(self, ev: Event) -> None:
        d = ev.data
        self._note_wave(ev)
        if self.guide is None and not self.demo and self.feed.seats[d["player"]] == "human":
            self._moved_to = (d["player"], d["dst"])
        self.fly_stack(Stack(d["player"], d["element"], d["count"], 0, 0, ""), d["count"], d["src"], d["dst"], 0.35)

    def on_merge(self, ev: Event) -> None:
        self.fx("ring", [ev.data["cell"]], 0.4, (250, 230, 140))
        if ev.data["excess"]:
            self.popup(ev.data["cell"], -ev.data["excess"])

    def on_desert(self, ev: Event) -> None:
        self.fx("flash", [ev.data["cell"]], 0.45, (240, 210, 130))
        self.popup(ev.data["cell"], -ev.data["lost"])

    def on_attack(self, ev: Event) -> None:
        d = ev.data
        self._note_loss(ev)
        self._note_wave(ev)
        self.fx("strike", [d["src"]], 0.3, art.color("attack"), dst=d["dst"])
        self.fx("shake", [d["loser"]], 0.45, delay=0.15)
        self.fx("flash", [d["loser"]], 0.4, (255, 80, 60), delay=0.15)
        self.popup(d["loser"], -d["lost"], delay=0.15)
        if d["gained"]:
            # a green frame, not a fill: a green wash over a Fire read as an Earth (nc18 shot 35)
            self.fx("glow", [d["winner"]], 0.4, (150, 255, 160), delay=0.15)
            self.popup(d["winner"], d["gained"], delay=0.15)

    def on_take_place(self, ev: Event) -> None:
        s = self._drawn.get(ev.data["src"])
        self.fly_stack(s, s.level if s else 1, ev.data["src"], ev.data["dst"], 0.3)

    def on_souffle(self, ev: Event) -> None:
        if ev.data["spent"]:
            self.popup(ev.data["src"], -ev.data["spent"])
        self.fx("wind", [ev.data["src"]], 0.4, (220, 240, 255), dst=ev.data["dst"])

    def on_pushed(self, ev: Event) -> float:
        d = ev.data
        if d["vanished"]:
            self.fx("flash", [d["src"]], 0.4, (30, 30, 40))
            return 0.35
        s = self._drawn.get(d["src"])
        self.fly_stack(s, s.level if s else 1, d["src"], d["dst"], 0.35 + 0.1 * d["steps"])
        return 0.45 + 0.1 * float(d["steps"])

    def on_push_held(self, ev: Event) -> None:
        """The target braces against the taken cell: it shakes where it stands."""
        self.fx("shake", [ev.data["cell"]], 0.3)

    def on_brasier(self, ev: Event) -> None:
        src = ev.data["src"]
        drawn = self._drawn.get(src)
        owner = drawn.owner if drawn is not None else 0
        for c in ev.data["cells"]:
            self.fly_stack(Stack(owner, "fire", 1, 0, 0, ""), 1, src, c, 0.4)
        self.fx("ring", [src, *ev.data["cells"]], 0.6, (255, 150, 60))

    def on_vague(self, ev: Event) -> None:
        self._note_wave(ev)
        self.fx("wave", [ev.data["src"], *ev.data["members"]], 0.55, (120, 190, 255), dst=ev.data["dst"])

    def on_wave_stay(self, ev: Event) -> None:
        self.fx("ring", [ev.data["cell"]], 0.4, (120, 190, 255))

    def on_immobilised(self, ev: Event) -> None:
        self.fx("flash", list(ev.data["cells"]), 0.6, (160, 230, 255))

    def on_specialty(self, ev: Event) -> None:
        spec = ev.data["specialty"]
        known = spec in self.pieces.defs.specialties
        name = self.pieces.card_name(spec, "specialties") if known else t("elemmaster.none")
        self.show_banner(name, self.names[ev.seat or 0])

    on_specialty_used = on_specialty

    def on_placed(self, ev: Event) -> None:
        self.fx("drop", [ev.data["cell"]], 0.25)

    def on_unplaced(self, ev: Event) -> None:
        self.fx("ring", [ev.data["cell"]], 0.2, (200, 200, 200))

    def on_revealed(self, ev: Event) -> None:
        for i, c in enumerate(sorted(self.model.stacks)):
            self.fx("drop", [c], 0.35, delay=0.01 * i)

    def on_removed_from_game(self, ev: Event) -> None:
        self.fx("flash", [c for c, s in self._drawn.items() if s.owner == ev.seat], 0.6, (30, 30, 30))

    def on_game_over(self, ev: Event) -> None:
        # above the board, in one line: over its middle it hid the last blow a newcomer was reading
        over = t("elemmaster.banner.over_why", why=t(f"end.elemmaster.{ev.data['reason']}"))
        self.show_banner(over, "", 2.4, small=True)

    def on_sacrifice(self, ev: Event) -> None:
        self.fx("flash", [ev.data["cell"]], 0.5, (255, 120, 60))

    def on_summon(self, ev: Event) -> None:
        self.fx("drop", [ev.data["cell"]], 0.4)

    def on_genie(self, ev: Event) -> None:
        self.fx("flash", [ev.data["cell"]], 0.6, (200, 160, 255))

    def on_transformed(self, ev: Event) -> None:
        self.fx("flash", [ev.data["cell"]], 0.5, art.color(ev.data["new"]))

    def on_marked(self, ev: Event) -> None:
        self.fx("ring", [ev.data["cell"]], 0.4, (200, 200, 200))

    def on_morph(self, ev: Event) -> None:
        self.fx("flash", [ev.data["cell"]], 0.5, art.color(ev.data["element"]))

    def on_event_played(self, ev: Event) -> None:
        card = self.pieces.defs.events[ev.data["event"]]
        sub = card.text[i18n.lang]
        if ev.data.get("copy"):
            copy = self.pieces.defs.events[ev.data["copy"]]
            sub = f"{copy.name[i18n.lang]}: {copy.text[i18n.lang]}"
        self.show_banner(card.name[i18n.lang], sub, 1.6)

    def on_level(self, ev: Event) -> None:
        d = ev.data
        self.fx("flash", [d["cell"]], 0.4, (150, 255, 160) if d["after"] > d["before"] else (255, 90, 80))
        self.popup(d["cell"], d["after"] - d["before"])

    def on_effect(self, ev: Event) -> None:
        target = ev.data.get("target")
        self.show_banner(t(f"elemmaster.effect.{ev.data['effect']}"), self.names[target]
                         if isinstance(target, int) else "", 0.9)

    def on_ap(self, ev: Event) -> None:
        self.show_banner(f"{t('elemmaster.ap')} {ev.data['ap']} ({ev.data['change']:+d})", "", 0.8)

    def on_void(self, ev: Event) -> None:
        self.fx("shake", [ev.data["cell"]], 0.5)
        self.fx("flash", [ev.data["cell"]], 0.5, (10, 10, 10))

    def on_event_taken(self, ev: Event) -> None:
        d = ev.data
        cards = d.get("event") or d.get("removed") or d.get("events") or []
        cards = [cards] if isinstance(cards, str) else cards
        self.show_banner(t(f"elemmaster.banner.{ev.kind}"), ", ".join(self.pieces.card_name(c) for c in cards), 1.0)

    on_events_replaced = on_event_taken
    on_events_revealed = on_event_taken

    # -- the actions of the seat at the screen ----------------------------------------------
    def acting_seat(self) -> int | None:
        v = self.viewer
        if self.model.phase == "placement" and not self.feed.is_over and not self.feed.replaying:
            # the others' hidden placements never touch this seat's rows: no need to wait for them
            return v if v is not None and v in self.feed.actors() and v in self.feed.local_seats() else None
        seat = self.human_to_act()
        return seat if seat is not None and seat == v else None

    def act(self, seat: int | None, action: Action, confirmed: bool = False) -> bool:
        """The kit's verb; whatever the engine answers, the selection starts again (unless the move
        waits for a yes: the question shows under the board, the selection with it)."""
        src = self.model.stacks.get(str(action.args[0])) if action.kind == "move" and action.args else None
        self.exposed_line = None
        accepted = super().act(seat, action, confirmed)
        if self.confirm.question is None:
            self.deselect()
            if accepted and src is not None and src.element == "air":
                self.air_pending = str(action.args[1])  # selected again once its step is shown
                # a whole stack moved goes on whole: its free step asks no count again (nc12: three
                # extra clicks on « Toute la pile (3) » at each step)
                self.air_whole = len(action.args) > 2 and int(action.args[2]) >= src.level
                self.refresh_ui()
            elif accepted and src is not None and self.guide is None and len(action.args) > 2 \
                    and int(action.args[2]) < src.level:
                self.split_pending = str(action.args[1])  # selected again once the move is shown
        self._ui_key = None
        self.refresh_ui()
        return accepted

    def _continue_air(self) -> None:
        """After an Air's step, once the step is shown, the Air stays selected where it landed when it
        may step again (its second step is free): a newcomer saw it look selected, clicked the next
        cell and was told off."""
        cell, sel = self.air_pending, self.selection
        if not cell or self.busy or self.acting_seat() is None:
            return
        self.air_pending = ""
        chain = self.view.get("chain") or {}
        if chain.get("kind") != "move" or cell not in chain.get("cells", ()):
            return  # its free step made (nc20 shot 91: « peut faire un second pas » said again at d4)
        if not sel and any(a.kind == "move" and str(a.args[0]) == cell for _, a in sel.paths()):
            sel.cells = [cell]
            self.air_step = cell
            self._ui_key = None

    def _continue_split(self) -> None:
        """After a split move, once it is shown, the part sent stays selected where it landed when it may still
        act (unmarked, with an action of its own): the person's next click is its target (nc62 shot 182)."""
        cell, sel = self.split_pending, self.selection
        if not cell or self.busy or self.acting_seat() is None:
            return
        self.split_pending = ""
        st = self.model.stacks.get(cell)
        if sel or st is None or st.owner != self.acting_seat() or st.played:
            return
        if any(a.kind != "end" and a.args and str(a.args[0]) == cell for _, a in sel.paths()):
            sel.cells = [cell]
            self.split_step = cell
            self._ui_key = None

    def harms_own(self, seat: int, action: Action) -> bool:
        """An attack on one's own stack or a partner's: the rules allow it ("convertir ses propres
        troupes"); the kit's confirmation asks first (on by default), but not for the tutorial step
        that asks for it in words."""
        if self.guide is not None and self.guide.expected() == action:
            return False
        return self.selection.hurts_friend(action) or self.costly(action) is not None

    def costly(self, action: Action) -> dict[str, Any] | None:
        """A move that costs the player a piece's level for nothing, asked like the sacrifice (nc37
        shots 143, 123: a losing attack, marked only by its grey frame, and a souffle that spent an Air's
        last token ran with no question): what it costs, in the question's words, or None.
        An attack on an enemy that beats the attacker (the attacker loses a level, and disappears at
        level 1), or a souffle that spends every token of its Air."""
        m, args = self.model, [str(x) for x in action.args]
        src = m.stacks.get(args[0]) if args else None
        dst = m.stacks.get(args[1]) if len(args) > 1 else None
        if src is None or dst is None:
            return None
        if action.kind == "attack" and not self.selection.hurts_friend(action) \
                and (src.morph or src.element) in BEATS[dst.morph or dst.element]:
            gone = src.level <= 1
            return {"what": "loss", "src": args[0], "dst": args[1], "gone": "yes" if gone else "no",
                    "last": "yes" if gone and self.last_fire(args[0]) else "no",
                    "element": i18n.name("elemmaster", src.morph or src.element),
                    "target": i18n.name("elemmaster", dst.morph or dst.element)}
        n = count_of(action)
        if action.kind == "souffle" and n is not None and n >= src.level:
            return {"what": "air", "src": args[0], "dst": args[1], "n": n}
        return None

    def send(self, seat: int | None, action: Action) -> None:
        """What a click or a key asks for: to the kit's `act` (which may ask about it first)."""
        self.act(seat, action)

    def answer(self, yes: bool, again: bool = True) -> None:
        """The person's answer to the question about a move (the kit's confirmation); a no drops the
        selection: back to where the person was before the question (picking the clicked stack up
        instead left a newcomer on a stack he never meant, his next clicks did nothing, nc10)."""
        self.confirm.answer(yes, again)
        if not yes:
            self.deselect()
            self.flash(t("elemmaster.after_no"), calm=True)

    def end_turn(self) -> None:
        """The "Fin de tour" button or E: with every point unspent, asked once (`idle_end`)."""
        seat, action = self.acting_seat(), act("end")
        if seat is not None and self.idle_end(seat, action):
            self.confirm.question = Question(seat, action, "idle")
            self._ui_key = None
            self.refresh_ui()
            return
        self.act(seat, action)

    def idle_end(self, seat: int, action: Action) -> bool:
        """Ending the turn with every action point unspent and nothing played: a newcomer lost a
        whole turn that way without a word (nc10). Asked once per turn (unless the tutorial asks
        for it, or "ne plus demander")."""
        if action != act("end") or self.demo or "idle" in self.confirm.unasked:
            return False
        if self.guide is not None and self.guide.expected() == action:
            return False
        full = self.model.ap > 0 and not self._acted.get(seat)
        key = (seat, self.model.turn)
        if not full or key == self._idle_asked:
            return False
        self._idle_asked = key
        return True

    def _pressing(self, action: Action) -> Callable[[], None]:
        """A button's callback: `action` for the seat at the screen when it is pressed."""

        def press() -> None:
            self.send(self.acting_seat(), action)

        return press

    def deselect(self) -> None:
        self.confirm.question = None
        self.air_step = self.air_pending = ""
        self.split_pending = self.split_step = ""
        self.selection.clear()
        self.hover_text = ""
        self._ui_key = None
        self.refresh_ui()

    def click_cell(self, cell: str, right: bool = False) -> None:
        seat = self.acting_seat()
        if seat is None:
            return
        if self.confirm.question is not None:
            self.confirm.answer(False)  # a click elsewhere is a no (and the click starts afresh)
            self.deselect()
        sel = self.selection
        hint = self.hint_shown
        if not right and hint is not None and hint.seat == seat and sel.cells == [cell] and sel.event is None \
                and any(len(p) > 1 and p[0] == cell for p in action_paths(hint.action)):
            # the hint's first click, on the piece already selected (its words name it: « cliquez e1, puis d2 »):
            # it stays selected, for the hint's next click (nc47 shot 100: the click let go of the Air, and the
            # click on d2 then picked a Water that had played)
            self._ui_key = None
            self.refresh_ui()
            return
        if not right and self.split_step and sel.cells == [cell] == [self.split_step] and sel.event is None:
            # the part a split sent, kept selected, clicked as if to pick it up: it stays selected (a second click
            # grows it, as on any selected piece)
            self.split_step = ""
            self._ui_key = None
            self.refresh_ui()
            return
        self.split_step = ""
        before = (list(sel.cells), sel.event, list(sel.set_aside))
        wave = sel.wave
        # a second click on where the tokens go (or Enter) means the whole stack: the counts offered before it
        again = sel.count_menu() if not right and len(sel.cells) >= 2 and sel.cells[-1] == cell else []
        # « combien de jetons ? » still waiting: a click elsewhere lets it go, and says so (nc65 shots 118-119: the
        # person believed the Water had moved and saw two actions later it had not)
        asked = len(sel.cells) >= 2 and any(a.kind in COUNTED_KINDS for a in sel.count_menu()) and not again
        action = sel.click_cell(cell, right)
        dropped = asked and action is None and sel.cells[:2] != before[0][:2]
        if again and action is not None and self._asks_whole(seat, action, again):
            sel.cells, sel.event, sel.set_aside = before
            sel.wave = wave
            self._ui_key = None
            self.refresh_ui()
            return
        if action is None and not right and self.air_whole and self.air_step and sel.cells[:1] == [self.air_step] \
                and len(sel.cells) == 2:
            action = sel.whole()  # the free step of a whole Air stack: whole again (None: a menu of kinds)
        if action is None and not right and (self._off_the_step() or (not sel and self._step_waits())):
            # a tutorial step asks for another piece: a click that only selects is answered too
            # ("Pas celui-ci"), and the selection stays on the way the step shows
            sel.cells, sel.event, sel.set_aside = before
            sel.wave = wave
            self.answer_off_step()
            self._ui_key = None
            self.refresh_ui()
            return
        expected = self.guide.expected() if self.guide is not None else None
        if action is None and expected is not None and expected in sel.set_aside:
            # the step's action on one's own stack (a souffle on one's Fire): the selection is that
            # pair, so only its buttons show, not the clicked stack's moves nor an attack on it
            sel.cells, sel.set_aside = [str(c) for c in expected.args[:2]], []
        if action is not None:
            self.send(seat, action)  # what the clicks completed, or a refused click's attempt (why-not)
        elif not self.selection:
            self.deselect()
            if not right and before == ([], None, []):
                self.flash(t("elemmaster.pick_first"), calm=True)  # never a click that does nothing
        else:
            self._ui_key = None
            self.refresh_ui()
        if dropped:
            self.flash(t("elemmaster.count_dropped", src=before[0][0], dst=before[0][1]), calm=True)

    def _asks_whole(self, seat: int, action: Action, counted: list[Action]) -> bool:
        """A second click that moves the whole stack where it would arrive done (⊗) while a part moved there could
        attack and beat an enemy at once: asked first, the part offered (nc62 shot 076: a quick double click
        moved the whole Water pile, marked, and lost the attack it was brought for; the prompt says a second click
        is the whole stack, so it still is, on a yes). True when the question is put."""
        if len(counted) < 2 or action != counted[-1] or self.demo or "whole" in self.confirm.unasked:
            return False
        if self.guide is not None and self.guide.expected() == action:
            return False
        part = counted[-2]
        lost = lost_attacks(self.view, seat, action, part)
        if not lost:
            return False
        self._whole_ask = (part, lost)
        self.confirm.question = Question(seat, action, "whole")
        return True

    def _send_part(self, part: Action) -> None:
        """The part offered instead of the whole stack: moved, free to attack."""
        seat = self.confirm.question.seat if self.confirm.question is not None else self.acting_seat()
        self.confirm.question = None
        self._ui_key = None
        self.send(seat, part)

    def _step_waits(self) -> bool:
        """In a tutorial, the person is to play the step's action now."""
        return self.guide is not None and self.guide.expected() is not None

    def _off_the_step(self) -> bool:
        """In a tutorial, the selection left the path of the action the step asks for."""
        expected = self.guide.expected() if self.guide is not None else None
        sel = self.selection
        if expected is None or not sel or expected in sel.set_aside:
            return False  # (an action on one's own stack waits as a button: still the way)
        if sel.event is not None:
            return expected.kind != "event" or str(expected.args[0]) != sel.event
        n = len(sel.cells)
        return expected.kind == "event" or not any(tuple(p[:n]) == tuple(sel.cells) for p in action_paths(expected))

    def click_card(self, card: str | None) -> None:
        if card is None or self.acting_seat() is None:
            return
        self.confirm.question = None  # a card picked instead of answering: a no
        if not self.selection.click_card(card):
            self.flash(t("elemmaster.event_unusable", card=self.pieces.card_name(card)))
        elif not self.selection:
            self.deselect()
        else:
            self._ui_key = None
            self.refresh_ui()

    def on_acted(self) -> None:
        self._ui_key = None

    def hint_places(self, action: Action) -> list[pygame.Rect]:
        """Where the person clicks next to make THAT action (as the tutorial points: `action_rect`):
        the next cell of its path as the selection grows, then the button that sends it. Outlining
        every cell at once made a Brasier b2 → b3 look done at b3, where a second click moves.
        While the selection would take the hint's first click for itself: « Annuler (Échap) »."""
        if self.hint_blocked(action):
            cancel = t("elemmaster.cancel")
            return [b.rect for b in self.buttons_shown() if b.label == cancel]
        if self.hint_departed(action):
            return []
        if not action_paths(action)[0]:
            label = self.label(action)
            return [b.rect for b in self.buttons_shown() if label and b.label.endswith(label)]
        rect = self.action_rect(action)
        return [rect] if rect is not None else []

    def draw_badge(self, surf: pygame.Surface, rect: pygame.Rect, n: int, inside: bool = True) -> pygame.Rect:
        """A hint's « clic n » badge at the top right of `rect` (a cell: inside it, clear of its frame), or beside a
        button, on its right (on its corner it covered the prompt's line above it). Returns where it was drawn."""
        img = render(t("elemmaster.hint_badge", n=n), 16, (16, 30, 40), bold=True)
        if inside:
            badge = img.get_rect(topright=(rect.right - 4, rect.y + 4)).inflate(12, 4)
            badge.clamp_ip(rect.inflate(-4, -4))  # inside its cell: on a corner cell it sat on the frame
        else:
            badge = img.get_rect(midleft=(rect.right + 14, rect.centery)).inflate(12, 4)
        pygame.draw.rect(surf, HINT_COLOR, badge, border_radius=9)
        surf.blit(img, img.get_rect(center=badge.center))
        return badge

    def draw_hint_marks(self, surf: pygame.Surface, action: Action) -> None:
        """The order of the cells an action takes (1, 2, 3), on a badge at each cell's corner."""
        cells = action_paths(action)[0]
        if len(cells) < 2 or self.hint_departed(action):
            return
        # a wave's « Vague » button is its second click (nc34): the cells after it are numbered one further
        wave = action.kind == "vague"
        for i, c in enumerate(cells):
            # « clic 1 », not a bare « 1 »: the bot's last actions have numbered discs too (nc16 shot 58)
            self.draw_badge(surf, self.layout.cell_rect(c), i + 1 + (1 if wave and i > 0 else 0))
        button = next((b for b in self.buttons_shown() if b.tag == "wave"), None) if wave else None
        if button is not None:  # its « clic 2 » on the button too (nc50 shot 012: the legend named it, no badge)
            self.draw_badge(surf, button.rect, 2, inside=False)
        # the badges said nothing by themselves: a line above the board reads them
        legend = render(self.order_legend(cells, wave), 15, HINT_COLOR, bold=True)
        surf.blit(legend, legend.get_rect(bottomleft=(self.layout.board.x, self.layout.board.y - 4)))

    def hint_line(self, hint: Hint) -> str:
        """The hint's line, after the count's cue when its side leads near the end (`close_fires`, nc59: « Faites
        grandir votre Feu » while the count line said « vous gagneriez »: it says to put the Fire out first)."""
        line = self.hint_reason_line(hint)
        p = hint.params
        if p.get("brasier_cell") and not p.get("count_win") \
                and (p.get("brasier_answered") or f" {p['brasier_cell']}" not in line):
            # the threat the advice answers or leaves first (nc61 shots 072-082: « faites grandir » twice while the
            # bot built three brasiers); one it leaves that the reach warning names already is not said twice
            line = t("elemmaster.hint_brasier", cell=str(p["brasier_cell"]), to=str(p.get("brasier_to", "")),
                     element=i18n.name("elemmaster", str(p.get("brasier_element", "earth"))),
                     more=int(p.get("brasier_more", 0)), answered=int(p.get("brasier_answered", 0))) + " " + line
        fires = hint.params.get("close_fires")
        if fires and not hint.params.get("count_win"):
            line = t("elemmaster.hint_count_close", fires=len(fires), cells=", ".join(fires),
                     own=str(hint.params.get("close_owners", "none"))) + " " + line
        return line

    def hint_reason_line(self, hint: Hint) -> str:
        """The hint's reason; when the piece still selected would take its first click for itself
        (nc19 shots 62-63: the Air split to f2 stayed selected, « cliquez f1 deux fois » would have
        moved it back to f1), it says to press Échap first."""
        line = i18n.hint_text(self.game_id, hint.reason, self.threat_once(hint, self.plan_steps(hint)),
                              self.short_names())
        if hint.params.get("count_win"):
            # a turn that wins on the count (nc25): which Fire goes, not « cherchez comment »
            fires = list(hint.params["count_win"])
            line = t("elemmaster.hint_count_win", fires=len(fires), cells=", ".join(fires),
                     cell=str(hint.params.get("cell", "")))
        moves = self.feed.decisions()
        if len(moves) == hint.at and moves and moves[-1] == [hint.seat, str(hint.action)] and line[:2].isalpha():
            # the very action just played, advised again (nc24 shots 53-54: « Faites grandir votre Air en
            # a1 » after the person did it, read as a stale panel; an Air may grow twice)
            line = t("elemmaster.hint_again", hint=line[0].lower() + line[1:])
        line += hint_warning(hint.params, {c: st.level for c, st in self.model.stacks.items()},
                             {c for c, st in self.model.stacks.items() if st.owner == hint.seat})
        nearer = self.end_nearer(hint)
        then = " " + t("elemmaster.then_mark")  # « Ensuite : », where the plan's next step begins
        if nearer and hint.params.get("next") and then in line:
            # said of the attack, before the next step (nc49 shot 144: « … Ensuite : faites grandir votre Feu en
            # b2. Cela rapproche la fin … dès qu'aucun Feu ne reste en jeu » read as the growing Fire's doing)
            at = line.index(then)
            line = line[:at] + nearer + line[at:]
        else:
            line += nearer
        if "end_seat" in hint.params and 0 <= int(hint.params["end_seat"]) < len(self.names):
            # the enemy's next turn can end the game on the count and win or tie it (nc25)
            p = hint.params
            line += count_end_text([{"seat": int(p["end_seat"]), "now": False, "outcome": p["end_outcome"],
                                     "fires": p["end_fires"], "grown": p["end_grown"],
                                     "struck": p.get("end_struck", "")}],
                                   Seats(self.names, None), [])
        if hint.seat != self.acting_seat() or not self.hint_blocked(hint.action):
            return line
        first = action_paths(hint.action)[0][0]
        held = self.selection.cells[0] if self.selection.cells else ""
        if line[:2].isalpha() and line[1].islower():
            line = line[0].lower() + line[1:]  # "Ensuite : faites grandir ..."
        key = "elemmaster.hint_escape_first" if held else "elemmaster.hint_escape_card"
        return t(key, cell=held, first=first, hint=line)

    def end_nearer(self, hint: Hint) -> str:
        """A space and how the hint's attack brings the game's end nearer, or "" (nc34: « je ne savais pas
        comment conclure une partie que je menais »): an enemy Earth beaten (none left, that side loses),
        or, while the hint's side leads on the count, an enemy Fire beaten (none left in play, the count
        ends the game). Words only, read from the position: the hint's choice is the bot's."""
        a, m = hint.action, self.model
        if a.kind not in ("attack", "vague") or len(a.args) < 2:
            return ""
        src, dst = m.stacks.get(str(a.args[0])), m.stacks.get(str(a.args[1]))
        if src is None or dst is None or m.sides[dst.owner] == m.sides[hint.seat] \
                or dst.element not in BEATS[src.morph or src.element]:
            return ""
        if dst.element == "earth":
            side = m.sides[dst.owner]
            left = sum(s.level for s in m.stacks.values() if s.element == "earth" and m.sides[s.owner] == side)
            return " " + t("elemmaster.end_nearer.earth", who=self.names[dst.owner], left=left)
        d = m.count or {}
        if dst.element != "fire" or d.get("rule") != "count" or hint.seat not in (d.get("winners") or []) \
                or hint.params.get("close_fires"):
            return ""  # (the line begins with « Vous gagneriez au décompte : éteignez … » already, f48)
        left = sum(s.level for s in m.stacks.values() if s.element == "fire")
        return " " + t("elemmaster.end_nearer.fire", left=left)

    def threat_once(self, hint: Hint, p: dict[str, Any]) -> dict[str, Any]:
        """The warning on Earths the enemy can reach (`earth_reach`) said once per threat: a later hint
        (another position) leaves it out while the same foes threaten the same Earths; said, it tells
        how to guard them (`note_foes`: how many foes it names)."""
        if p.get("note") != "earth_reach":
            return p
        key = (hint.seat, str(p.get("note_cell", "")), str(p.get("note_to", "")))
        first = self._threats_said.setdefault(key, hint.at)
        if first != hint.at:
            return {**p, "note": "none"}
        return {**p, "note_foes": len(str(p.get("note_to", "")).split(", "))}

    def plan_steps(self, hint: Hint) -> dict[str, Any]:
        """The hint's values, its step counted on from the plan the person followed (nc31 shots 53-55:
        « Étape 1 sur 3 de ce conseil », followed, then « Étape 1 sur 2 »): the steps played since the plan's
        first (`done`, one per decision) are added to the steps it has left. A free step (a souffle, the Air's
        second step) counts from the first hint on, said as free (nc58 shots 076-079: « Étape 3 sur 3 », then
        « Étape 4 sur 4 » for the same plan followed)."""
        p = {"free": 0, **hint.params}
        if not isinstance(p.get("count"), int):
            return p
        key = (hint.seat, hint.at)
        if key not in self._plan_start:
            before = self._plan_start.get((hint.seat, hint.at - 1))
            self._plan_start[key] = before if self.hint_next and before is not None else (hint.at, int(p["free"]))
        start, free = self._plan_start[key]
        done = hint.at - start
        step = ("first", "two", "three", "four", "five")[min(done, 4)]  # the words' selector (not a plural)
        return {**p, "count": max(p["count"], 1) + done, "step": step, "free": free} if done > 0 else p

    def hint_blocked(self, action: Action) -> bool:
        """The selection on screen is not the start of the hint's action and a click on the hint's
        first cell would be taken by it (a target of the selected piece, or of the chosen card)."""
        sel = self.selection
        paths = action_paths(action)
        if not paths or not paths[0] or not sel or not self.hint_departed(action):
            return False
        if sel.event is not None and not sel.cells:
            return True
        # a click on one's own piece only offered as a button (`own`) selects it: no trap there
        return any(k != "own" for k in sel.targets().get(str(paths[0][0]), []))

    def hint_departed(self, action: Action) -> bool:
        """The person has started another move than the hint's (nc16 shot 55: the hint's a3, b3 badges
        stayed while they moved a3 → b4): its marks on the board go until the selection is dropped."""
        sel = self.selection.cells
        if not sel:
            return self.selection.event is not None and action.kind != "event"
        path = action_paths(action)[0]
        return list(path[:len(sel)]) != list(sel)

    def order_legend(self, cells: Sequence[str], wave: bool = False) -> str:
        """What the numbered badges on the cells mean ("1, 2 : l'ordre des clics"); with a wave not chosen
        yet, its button is the second click ("1, 3, 4 : … ; 2 : le bouton « Vague »", nc34)."""
        if wave:
            return t("elemmaster.order_legend_wave", order=", ".join(str(i + 2 if i else 1) for i in range(len(cells))))
        return t("elemmaster.order_legend", order=", ".join(str(i + 1) for i in range(len(cells))))

    # -- labels, buttons and prompts ----------------------------------------------------------
    def label(self, a: Action) -> str:
        args = [str(x) for x in a.args]
        k = a.kind
        if k in ("move", "tunnel", "omove"):
            s = self.model.stacks.get(args[0])
            n = int(args[2])
            return t(f"elemmaster.act.{k}" + ("_all" if s is not None and n >= s[2] else ""), n=n, dst=args[1])
        if k == "souffle":
            return t("elemmaster.act.souffle", n=args[2], dst=args[1])
        if k == "attack" and self.losing_attack(a):
            # nc24 shot 89: a red « Attaquer » for an Air aimed at an enemy Fire: what it costs, said
            src, dst = self.model.stacks[args[0]], self.model.stacks[args[1]]
            reserve = self.model.reserve[dst.owner] if dst.owner < len(self.model.reserve) else None
            gain = dst.level < load_defs().rules.max_level and (reserve is None or reserve.get(dst.element, 0) > 0)
            return t("elemmaster.act.attack_lose", loser=i18n.name("elemmaster", src.element),
                     winner=i18n.name("elemmaster", dst.element), gain=1 if gain else 0)
        if k in ("morph", "alchemy"):
            return t(f"elemmaster.act.{k}", element=i18n.name("elemmaster", args[1]))
        if k == "vague":
            return t("elemmaster.act.vague", n=len(args) - 2)
        if k == "grow" and args and args[0] in self.model.stacks:
            # nc29 shot 62: the Fire's reserve ran out (6/0) unforeseen: the button says what stays in it
            s = self.model.stacks[args[0]]
            reserve = self.model.reserve[s.owner] if s.owner < len(self.model.reserve) else None
            if reserve is not None and s.element in reserve:
                have = reserve[s.element]
                return t("elemmaster.act.grow_left", have=have, left=max(0, have - 1))
        if k == "specialty":
            return t("elemmaster.none") if args[0] == "none" else self.pieces.card_name(args[0], "specialties")
        if k == "event":
            extra = [self.pieces.card_name(x) for x in args[1:] if not is_cell(x)]
            return self.pieces.card_name(args[0]) + (" · " + " ".join(extra) if extra else "")
        return t(f"elemmaster.act.{k}")

    def losing_attack(self, a: Action) -> bool:
        """An attack on an enemy that beats the attacker: the attacker loses a level, the enemy may gain one."""
        if a.kind != "attack" or len(a.args) < 2:
            return False
        src, dst = (self.model.stacks.get(str(x)) for x in a.args[:2])
        return src is not None and dst is not None and src.owner != dst.owner \
            and (src.morph or src.element) in BEATS[dst.morph or dst.element]

    def describe(self, ev: Event) -> str | None:
        """The kit's sentence; a turn ended with nothing played says the seat passed (a newcomer read
        "Bot 2 (facile) termine son tour" alone and looked for what it had done)."""
        acted = self._acted
        if ev.seat is not None:
            if ev.kind == "turn_start":
                acted[ev.seat] = False
            elif ev.kind not in NOT_ACTIONS:
                acted[ev.seat] = True
            elif ev.kind == "turn_end" and 0 <= ev.seat < len(self.names):
                return self.turn_end_line(ev, played=acted.get(ev.seat) is not False)
        # a bot's level is said by its turn's header (« — Tour de Bot 2 (sur mesure) (3 PA) — ») and its panel: the
        # turn's other lines say « Bot 2 » (nc38 shot 67: « (sur mesure) » three times a line; the kit's `describe`)
        line = super().describe(ev)
        cause = ev.data.get("cause")
        if line and ev.kind in ("move", "attack") and cause == ev.kind:
            # nc31 shots 103-107 (« very dense »): « déplace … vers c3 (déplacement) », « c4 affronte b3
            # (attaque) » said the plain kind twice; a wave's, a souffle's cause stays
            said = f" ({i18n.name('elemmaster', str(cause))})"
            line = line.replace(said, "", 1)
        return line

    def turn_end_line(self, ev: Event, played: bool) -> str | None:
        """A turn ended with points left says why, in the game's words: nothing could act any more,
        or the seat chose to keep its elementals where they stand (a newcomer saw the bot pass and
        did not know why). A turn that spent its points reads as the kit says."""
        who, left = self.short_names()[ev.seat or 0], int(ev.data.get("ap_left", 0))
        if not left:
            # all points spent: the next turn's heading says the hand passed (nc31: « Bot 2 termine son
            # tour » then « — Tour de Joueur 1 (3 PA) — », one line too many in a dense log)
            return t("elemmaster.log_pass", who=who) if not played else None
        why = "stuck" if ev.data.get("stuck") else "kept"
        return t(f"elemmaster.log_end.{'pass' if not played else 'left'}.{why}", who=who, ap=left)

    def count_ends(self) -> tuple[dict[str, Any], ...]:
        """Who can end the game on the count within this turn or the next and win or tie it, for the line
        under « Qui bat qui » (nc25): the engine's search on the position, asked once per move and only
        while the screen shows the position as it is (none while events are still being shown)."""
        if self.queue or self.current is not None or self.showing_again or self.demo:
            return ()
        key = (self.feed.progress(), self.viewer)
        if key != self._ends_key:
            view = self.feed.view(self.viewer)
            self._ends_key, self._ends = key, tuple(count_ends(view)) if view.get("phase") == "play" else ()
        return self._ends

    def guide_home(self) -> pygame.Rect:
        """Over the log column while a step speaks; the tutorial over, its last words go over the side
        panels (their counts no longer matter) and the log keeps its whole column (nc25 shot 38: the box
        left the log one line, and the winning souffle was gone from it)."""
        home = super().guide_home()
        if self.guide is not None and self.guide.step is None and self.model.over is not None \
                and self.app.stack.top is self:  # (the home of every step stays the log column's)
            # under the players' rows (nc28 shot 42: the box hid the bot's counts, the game's outcome)
            side, rows = self.layout.side, self.model.num_seats
            top = self.layout.player_rect(rows - 1, rows).bottom + 6
            return pygame.Rect(side.x, top, side.width, home.bottom - top)
        return home

    def choice_rects(self) -> list[pygame.Rect]:
        """The cells the person is choosing between: the selected piece's and those it may go to, lit (nc61 shots
        087, 111: « Réserve de Feu vide » over the board's bottom row, « Eau 1 » over the « ! » on c2). No
        hover box nor toast covers them where another place exists."""
        sel, lay = self.selection, self.layout
        if not sel or self.acting_seat() is None or self.model.phase != "play":
            return []
        cells = [*sel.cells, *sel.targets()]
        on_board = [c for c in dict.fromkeys(cells) if re.fullmatch(r"[a-j](?:10|[1-9])", c)
                    and lay.colrow(c)[0] < lay.size and lay.colrow(c)[1] < lay.size]
        return [lay.cell_rect(c) for c in on_board]

    def toast_avoid(self) -> list[pygame.Rect]:
        """The kit's, and while a place off them exists (`error_rect`), the board, « Qui bat qui » and the
        count line under it, the players' rows (nc25 shot 51: « Le conseil reviendra à chaque tour » lay
        over the board's bottom row and the count line); always, the cells the person is choosing between."""
        rects = super().toast_avoid() + self.choice_rects()
        if self._toast_off_board:
            p = self.panels
            rects += [self.layout.board.inflate(0, 24), *(r for r in (p.count_rect, p.beats_rect) if r is not None)]
            rects += [self.layout.player_rect(s, self.feed.num_seats) for s in range(self.feed.num_seats)]
        return rects

    def toast_image(self, message: str) -> pygame.Surface:
        """A toast wider than the board's column, wrapped to it: on one line « Réserve de Feu vide : … » was
        wider than any free place, and the kit put it back at the foot, over the status line and « Fin de
        tour (E) » (nc36 shots 82, 135, 158)."""
        return self.toast_lines(message, self.layout.board.width - 24)

    def error_rect(self, text_size: tuple[int, int], screen: tuple[int, int] = (1280, 720)) -> pygame.Rect:
        """Off the board and the side's charts where it fits there (a short toast), else the kit's place."""
        self._toast_off_board = True
        try:
            r = super().error_rect(text_size, screen)
            if r.collidelist(self.toast_avoid()) < 0:
                return r
        finally:
            self._toast_off_board = False
        lit = self.choice_rects()
        if lit:
            # a piece selected: over the board's rows away from its choices, covering the fewest pieces, rather than
            # over « Qui bat qui » and the count beside it (the kit's nearest place up from the foot)
            b, w, h = self.layout.board, text_size[0] + 24, text_size[1] + 12
            hard = self.toast_avoid()
            pieces = [self.layout.cell_rect(c) for c in self.model.stacks]
            spots = [pygame.Rect(b.x + (b.width - w) // 2, top, w, h) for top in range(b.y + 4, b.bottom - h, 6)]
            spots = [r for r in spots if w <= b.width and r.collidelist(hard) < 0]
            if spots:
                return min(spots, key=lambda r: (len(r.collidelistall(pieces)), r.top))
        return super().error_rect(text_size, screen)

    def own_rects(self, seat: int) -> list[pygame.Rect]:
        """The seat's row in the side panel (its elements and pieces left)."""
        return [self.layout.player_rect(seat, self.feed.num_seats)]

    def guide_mentions(self, text: str) -> list[pygame.Rect]:
        """The board's cells a step names ("f6"), those on this board."""
        size = self.layout.size
        cells = sorted(set(re.findall(r"\b([a-j](?:10|[1-9]))\b", text)))
        return [self.layout.cell_rect(c) for c in cells if is_cell(c)
                and all(0 <= v < size for v in self.layout.colrow(c))]

    def action_rect(self, action: Action) -> pygame.Rect | None:
        """The next cell to click on the way to `action` (the selection grows cell by cell; a
        selection that is no prefix of its cells starts again on the first); else a button."""
        cells = list(action_paths(action)[0])
        if not cells or action.kind == "event":
            return super().action_rect(action)
        if action in self.selection.set_aside:  # an action on one's own stack: its button (a souffle on one's Fire)
            label = self.label(action)
            for b in self.buttons_shown():
                if b.tag in ("on_own", "own_attack") and b.label.endswith(label):
                    return b.rect
        sel = self.selection.cells
        n = len(sel) if sel == cells[: len(sel)] and self.selection.event is None else 0
        if action.kind == "vague" and n == 1 and not self.selection.wave:
            # the Water selected, the wave not chosen yet: its button (nc34 shot 126)
            button = next((b.rect for b in self.buttons_shown() if b.tag == "wave"), None)
            if button is not None:
                return button
        if n == len(cells):  # every cell clicked, the count left to choose: its button in the menu
            button = super().action_rect(action)
            if button is not None:
                return button
        return self.layout.cell_rect(cells[min(n, len(cells) - 1)])

    def arrow_avoid(self) -> list[pygame.Rect]:
        """The title and every cell holding a piece: the tutorial's arrow lies on an empty cell when
        one side of the piece is free (nc24 shot 38: « votre Feu en e5 », and the arrow lay on the
        other Fire, in e4, as if pointing from it)."""
        return [*super().arrow_avoid(), *(self.layout.cell_rect(c) for c in self.model.stacks)]

    def later_clicks(self, action: Action) -> list[pygame.Rect]:
        """The cells of `action` clicked after the next one (a newcomer's arrow lay over e5, the
        split's second cell)."""
        cells = list(action_paths(action)[0])
        nxt = self.action_rect(action)
        later = [self.layout.cell_rect(c) for c in cells]
        return [r for r in later if nxt is None or not r.colliderect(nxt)]

    def refresh_ui(self) -> None:
        self._continue_air()
        self._continue_split()
        seat = self.acting_seat()
        sel = self.selection
        key = (self.version, seat, tuple(sel.cells), sel.event, sel.wave, sel.element, tuple(sel.set_aside),
               self.confirm.question, self.busy, i18n.lang)
        if key != self._ui_key:
            self._ui_key = key
            self.build_buttons(seat)

    def build_buttons(self, seat: int | None) -> None:
        buttons: list[Button] = []
        b, y = self.layout.board, self.layout.bar_y
        x = b.x

        def add(label: str, fn: Callable[[], None], width: int = 150, color: Color = (52, 70, 92),
                hotkey: int | None = None, tag: str = "") -> None:
            nonlocal x
            if x + width <= BAR_RIGHT:
                buttons.append(Button(pygame.Rect(x, y, width, 44), label, fn, color=color, hotkey=hotkey, tag=tag))
                x += width + 8

        self.prompt = self.prompt_key = self.prompt_short = self.prompt_tiny = self.prompt_note = ""
        self.prompt_bases = ()
        if seat is None or self.busy:
            v = self.viewer
            if self.busy and v is not None and v in self.feed.local_seats() and v in self.feed.actors() \
                    and self.model.phase == "play" and not self.feed.is_over and not self.feed.replaying \
                    and not self.showing_again \
                    and self.confirm.question is None:
                # nc35 shot 58: while the person's own action plays, « Fin de tour » stays in its place,
                # greyed (it vanished, and the turn seemed over)
                x = 950 - 170
                add(t("elemmaster.end_turn"), self.end_turn, 170, (60, 110, 70), None, "end")
                buttons[-1].enabled = False
            self.bar.set(buttons)
            return
        legal = self.legal(seat)
        m = self.model
        if m.phase == "draft":
            self.prompt = t("elemmaster.prompt.draft")
            for i, a in enumerate(legal):
                r = pygame.Rect(b.x + 12 + (i % 3) * 184, b.y + 40 + (i // 3) * 58, 176, 50)
                button = Button(r, self.label(a), self._pressing(a), color=(70, 90, 120))
                button.tag = str(a.args[0])
                buttons.append(button)
        elif m.phase == "placement":
            self.prompt = t("elemmaster.prompt.place", n=sum(m.counts(seat).values()), total=m.army_size)
            reserve = m.reserve[seat] or {}
            for i, e in enumerate(ELEMENTS):
                shade = -0.35 if e == self.selection.element else -0.65
                add(f"{i + 1} {i18n.name('elemmaster', e)} ({reserve.get(e, 0)})", partial(self.pick_element, e),
                    150, shapes.shade(art.color(e), shade))
            if act("ready") in legal:
                add(t("elemmaster.ready"), self._pressing(act("ready")), 150, (60, 110, 70))
        elif self.confirm.question is not None:
            self._confirm_buttons(self.confirm.question, add)
        else:
            self._play_buttons(legal, add)
            if act("end") in legal:
                x = max(x, 950 - 170)
                add(t("elemmaster.end_turn"), self.end_turn, 170, (60, 110, 70), pygame.K_e, "end")
        self.bar.set(buttons)

    def _confirm_buttons(self, question: Question, add: AddButton) -> None:
        """Yes / no before an attack on one's own (or a partner's) stack, or before a move with no
        way back when the setting asks (the kit's confirmation, worded in this bar)."""
        action = question.action
        cost = self.costly(action) if question.reason == "harm" and not self.selection.hurts_friend(action) \
            else None
        if cost is not None:  # a losing attack, an Air's last souffle: what is lost, on the bar
            last = cost.get("last") == "yes"  # the whole line said on the bar (the cause is the grey's)
            self.prompt_key = "elemmaster.prompt.confirm_last" if last else f"elemmaster.prompt.confirm_{cost['what']}"
            self.prompt = t(self.prompt_key, **cost)
            yes = t("elemmaster.confirm.yes" if cost["what"] == "loss" else "elemmaster.confirm.yes_souffle")
        elif question.reason == "harm":
            src, dst = str(action.args[0]), str(action.args[1])
            own = self.selection.is_own(dst)
            self.prompt_key = "elemmaster.prompt.confirm_own" if own else "elemmaster.prompt.confirm_ally"
            self.prompt = t(self.prompt_key, src=src, dst=dst)
            sides = self.own_sides(action) if own else None
            if sides is not None:  # which piece is given up for which (nc11: "attaquez votre Terre" read backwards)
                self.prompt_key = "elemmaster.prompt.confirm_sacrifice"
                self.prompt = t(self.prompt_key, **sides)
            yes = t("elemmaster.confirm.yes")
            if own:  # what the conversion does, on the button that does it ("Air −1, Feu +1")
                self.add_ends_words(action)
                label = self.own_attack_label(action, "elemmaster.confirm.yes_own")
                # on one line, whole words, beside « Non » and « Oui, ne plus demander » (nc58 shot 285: « Oui (O) :
                # Feu −1, Eau +0 (déjà niveau 3) » ran onto two lines at 320 px)
                room = BAR_RIGHT - self.layout.board.x - 150 - 250 - 3 * 8
                width = min(room, max(320, font(TYPE.LARGE).size(label)[0] + PAD + 8))
                add(label, partial(self.answer, True), width, (130, 50, 50), tag="yes")
                add(t("elemmaster.confirm.no"), partial(self.answer, False), 150, (70, 70, 78), tag="no")
                add(t("elemmaster.confirm.always"), partial(self.answer, True, False), 250, (90, 64, 64),
                    tag="always")
                return
        elif question.reason == "whole":
            part, lost = self._whole_ask
            n = count_of(part) or 1
            self.prompt_key = "elemmaster.prompt.confirm_whole"
            self.prompt = t(self.prompt_key, dst=str(action.args[1]), targets=", ".join(lost), n=n)
            add(t("elemmaster.act.move", n=n), partial(self._send_part, part), 190, (60, 110, 70), tag="part")
            add(t("elemmaster.act.move_all", n=count_of(action) or n + 1), partial(self.answer, True), 190,
                (70, 70, 78), tag="yes")
            return
        elif question.reason == "idle":
            self.prompt_key = "elemmaster.prompt.confirm_idle"
            self.prompt = t(self.prompt_key, ap=self.model.ap)
            add(t("elemmaster.confirm.yes_idle"), partial(self.answer, True), 220, (130, 50, 50), tag="yes")
            add(t("elemmaster.confirm.no_idle"), partial(self.answer, False), 220, (60, 110, 70), tag="no")
            return
        else:
            self.prompt_key = f"confirm.{question.reason}"
            self.prompt = t(self.prompt_key)
            yes = t("confirm.yes")
        self.add_ends_words(action)
        add(yes, partial(self.answer, True), 170, (130, 50, 50), tag="yes")
        add(t("elemmaster.confirm.no"), partial(self.answer, False), 150, (70, 70, 78), tag="no")
        add(t("elemmaster.confirm.always"), partial(self.answer, True, False), 250, (90, 64, 64), tag="always")

    def add_ends_words(self, action: Action) -> None:
        """The question's prompt with what decides the game if its move ends it; where the whole would be cut, its
        first sentence with them, else them alone (nc56 shot 176: « …Votre Feu perd un niveau. La partie s'arrête
        alors. Plus aucun » cut at the game's most important sentence)."""
        ends = self.ends_words(action)
        if not ends:
            return
        head = re.split(r"(?<=[?.!])\s", self.prompt, maxsplit=1)[0]
        said = re.split(r"(?<=[.!])\s", ends.strip())
        self.prompt, self.prompt_short = self.prompt + ends, head + ends
        # who wins, and by what: the buttons under it say the move (« Oui (O) : Feu −1, Eau +0 »)
        self.prompt_tiny = f"{said[0]} {said[-1]}" if len(said) > 2 else ends.strip()

    def ends_words(self, action: Action) -> str:
        """A space and what decides the game if the question's move ends it, as the results will say it, or ""
        (nc50 shot 247: the last Fire sent on purpose on an enemy Water was asked « Attaque perdue d'avance …
        disparaît », not that the count then ended the game with a win)."""
        seat = self.acting_seat()
        if seat is None:
            return ""
        decided = ends_with(self.view, seat, action)
        if decided is None:
            return ""
        return " " + t("elemmaster.confirm_ends", words=" ".join(decided_words(decided, self.names)))

    def _play_buttons(self, legal: list[Action], add: AddButton) -> None:
        sel = self.selection
        done, tg = sel.complete(), sel.targets()
        if sel.event is not None:
            card = self.pieces.defs.events[sel.event]
            self.prompt = f"{card.name[i18n.lang]}: " + t("elemmaster.prompt.event_target" if tg
                                                          else "elemmaster.prompt.event_confirm")
            self.hover_text = card.text[i18n.lang]
        elif sel.cells:
            path = " → ".join(sel.cells)
            loss = 1 if any("loss" in kinds for kinds in self.shown_targets(tg).values()) else 0
            brasier_step = self.brasier_step()
            if brasier_step:
                key = "elemmaster.prompt.brasier_step"  # the tutorial asks the Brasier only (nc31 shot 16)
            elif len(sel.cells) == 2 and any(a.kind == "brasier" for _, a in sel.candidates()):
                key = "elemmaster.prompt.brasier_second"  # not "how many tokens": the Brasier is half done
            elif sel.whole() is not None:
                key = "elemmaster.prompt.count"
                if any(a.kind == "vague" for _, a in sel.candidates()):
                    # a violet Water beside: a click on it starts the wave (nc22 shot 111), and one
                    # count only is no question of how many (shots 111, 120)
                    key = "elemmaster.prompt.count_wave" if len(sel.count_menu()) > 1 \
                        else "elemmaster.prompt.count_wave_one"
            elif sel.count_menu():
                key = "elemmaster.prompt.count_souffle"
            elif sel.wave and not (done and len(sel.cells) > 2):
                # the wave chosen (nc34 shot 126): its target, then the Waters that follow, said as such
                key = "elemmaster.prompt.wave_target" if len(sel.cells) == 1 else "elemmaster.prompt.wave_members"
            elif sel.cells == [self.air_step] and tg:
                key = "elemmaster.prompt.air_step"  # the Air kept selected for its free second step
            else:
                key = "elemmaster.prompt.selected" if tg else "elemmaster.prompt.choose"
                if tg and self.risky_cells(tg):  # the red "!" said in words (and the grey, by `loss`)
                    key = "elemmaster.prompt.selected_risky"
                elif loss:  # the grey of an attack that loses said too (nc11: red read as "you win")
                    key = "elemmaster.prompt.selected_loss"
                elif any("own" in kinds for kinds in tg.values()):  # the pink of one's own stack said too
                    key = "elemmaster.prompt.selected_own"
                if tg and done and len(sel.cells) > 1:
                    # an action done here, and a longer one (a wave) going on: the button named, not
                    # only the cells (nc18 shot 78: a click on the enemy Fire seemed to do nothing)
                    key = "elemmaster.prompt.done_or_on"
            first = self.model.stacks.get(sel.cells[0])
            most = min(3, first.level) if first is not None else 3  # the digits the pile allows
            special = 1 if any("special" in kinds for kinds in tg.values()) else 0
            marked = "yes" if sel.wave and any(
                (st := self.model.stacks.get(c)) is not None and st.played for c in tg if len(sel.cells) > 1) else "no"
            words = {"cell": path, "most": most, "special": special, "loss": loss, "marked": marked,
                     "action": self.label(done[0]) if done else "", "to": brasier_step}
            self.prompt_key, self.prompt = key, t(key, lit=self.lit_legend(tg), **words)
            # the colours in fewer words, for a bar whose buttons leave no room for the whole line
            self.prompt_short = t(key, lit=self.lit_legend(tg, short=True), **words)
            self.prompt_tiny = t(key, lit=self.lit_legend(tg, tiny=True), **words)
            note = self.no_wave_note() or self.last_fire_note(tg) or self.reserve_note(tg) or self.split_note(key)
            if note and note in (self.reserve_note(tg), self.no_wave_note()):
                # nc64 shot 088: « Pas de vague avec b1 : elle touche a2 en diagonale… » made three lines squeezed
                # between « 1. Croissance » and « Fin de tour »: beside buttons, two lines without it
                self.prompt_bases = (self.prompt, self.prompt_short, self.prompt_tiny)
            if note:  # nc22 shots 86-89: the Water beside, never offered, and nothing said why
                self.prompt, self.prompt_short, self.prompt_tiny = (
                    f"{p}{'' if p.endswith(('.', '!', '?')) else '.'} {note}"
                    for p in (self.prompt, self.prompt_short, self.prompt_tiny))
                self.prompt_note = note
            if sel.set_aside:  # the clicked own stack is selected, what the other may do to it waits below
                src, dst = (str(x) for x in sel.set_aside[0].args[:2])
                self.prompt_key = "elemmaster.prompt.aside"
                self.prompt = t(self.prompt_key, src=src, dst=dst)
                self.prompt_short = self.prompt_tiny = ""
        elif self.model.pending:
            self.prompt_key = f"elemmaster.prompt.pending.{self.model.pending}"
            self.prompt = t(self.prompt_key)
        else:
            self.prompt_key = self._play_prompt(legal)
            self.prompt = t(self.prompt_key, ap=self.model.ap)
        colors = {"move": (50, 110, 80), "attack": (130, 50, 50), "event": (120, 96, 30)}
        if sel:  # one place whatever else the bar holds: its left end (nc37 shots 84, 91, 131, 139: after the
            # count buttons, then beside a two-line prompt, the hand looked for it where it was a moment ago)
            add(t("elemmaster.cancel"), self.deselect, 120, (70, 70, 78), tag="cancel")
        counted = sel.count_menu()
        whole = sel.whole()
        if whole is not None and whole in done:
            # the whole stack first, at one place whatever its height (nc54 shots 261-263: « Toute la pile » third for
            # three tokens, second for two: following Conseil's « Toute la pile (3) », a hand used to the second
            # button moved 2 of 3)
            done = [whole, *(a for a in done if a is not whole)]
        # one's own piece clicked: the bar holds only what the selected piece may do TO it (nc23 shot
        # 184: « 1. Croissance » of the Air itself sat among them)
        # the tutorial's Brasier half done: its third cell only, no count of a plain move beside it
        for i, a in enumerate([] if sel.set_aside or sel.cells and self.brasier_step() else done[:7]):
            # digits say how many tokens where a count is chosen (the keys handle it, clamped);
            # elsewhere they press the menu's entries in order
            n = count_of(a) if counted else i + 1
            prefix = f"{n}. " if n is not None and (not counted or a in counted) else ""
            alone = self.prompt_key == "elemmaster.prompt.count_wave_one" and a in counted
            name = t("elemmaster.act.move_alone") if alone else self.label(a)
            wide = 170
            if a is whole and a is not done[-1]:
                # first, Enter's (nc56 shots 032, 042, 078: « 2. Toute la pile (2) » left of « 1. Déplacer 1 jeton »
                # read as numbered out of order): its digit still works, the numbers shown go 1, 2 left to right;
                # the mark held to its words, on a button wide enough for one line (nc58 shot 167: « Sous-terrain tout
                # (2) » and a lone ⏎ under it)
                prefix, name, wide = "", f"{name}\u00a0⏎", 210
            lose = self.losing_attack(a)  # grey, as its cell: « gris : vous perdez » (nc24 shot 89)
            add(f"{prefix}{name}", self._pressing(a), 230 if lose else wide,
                (88, 88, 96) if lose else colors.get(kind_class(a), (90, 64, 130)),
                None if counted else pygame.K_1 + i, str(a))  # tagged: the tutorial points at it
        # the souffles first, the sacrifice after them, named as one (nc23 shots 156, 184: « Attaquer b1 →
        # b2 » first among « Souffle ×n » read as an odd attack on one's own piece)
        for a in sorted(sel.set_aside, key=sel.hurts_friend):
            if sel.hurts_friend(a):
                add(self.own_attack_label(a), self._pressing(a), 260, (100, 60, 60), tag="own_attack")
            else:
                # the selection already names the two cells: the bar keeps room for every count
                # (a souffle ×3 and "Annuler" fell off its end when each said "f1 → votre e2 :")
                add(self.label(a), self._pressing(a), 140, (90, 64, 130), tag="on_own")
        if not sel:
            for a in legal:
                if a.kind not in ("end", "event") and not action_paths(a)[0]:
                    add(self.label(a), self._pressing(a), 150, (90, 64, 130))
        if sel.can_wave() and not sel.set_aside:
            # a wave is asked for, never joined by a click meant for the next piece (nc34 shot 126)
            add(t("elemmaster.wave_choose"), self.choose_wave, 250, (90, 64, 130), tag="wave")

    def choose_wave(self) -> None:
        """The bar's « Vague » (pressed again, let go): the selected Water's waves offered, its plain
        actions put away."""
        if self.selection.choose_wave(not self.selection.wave):
            self._ui_key = None
            self.refresh_ui()

    def brasier_step(self) -> str:
        """The Brasier's last cell, when a tutorial step asks for that Brasier and its first two cells
        are selected; else "" (nc31 shot 16: « Brasier, cliquez sa 2e case ; pour un simple déplacement,
        choisissez en bas » beside « 1. Déplacer 1 jeton … » offered two paths where the step asks one)."""
        expected = self.guide.expected() if self.guide is not None else None
        cells = self.selection.cells
        if expected is None or expected.kind != "brasier" or len(cells) != 2 or len(expected.args) < 3:
            return ""
        return str(expected.args[2]) if [str(x) for x in expected.args[:2]] == list(cells) else ""

    def own_attack_label(self, a: Action, key: str = "elemmaster.act.own_effect") -> str:
        """An attack on one's own stack says in full what it does (which of the two loses a level,
        which gains one: "convertir ses propres troupes"), as the contract's BEATS relation has it;
        `key`: the words (a button's, or the question's yes)."""
        sides = self.own_sides(a)
        if sides is None:
            return t("elemmaster.act.own_attack", src=a.args[0], dst=a.args[1], action=self.label(a))
        return t(key, **sides)

    def own_sides(self, a: Action) -> dict[str, str] | None:
        """An attack between two of one's own stacks: which one is given up (loser) for which (winner),
        elements by name and cells, as the contract's BEATS relation has it; None if one is not shown."""
        src, dst = (self.model.stacks.get(str(x)) for x in a.args[:2])
        if src is None or dst is None:
            return None
        won = dst.element in BEATS[src.morph or src.element]
        (winner, win_cell), (loser, lose_cell) = ((src, a.args[0]), (dst, a.args[1])) if won else \
            ((dst, a.args[1]), (src, a.args[0]))
        # what the winner gains, as the engine will say it (nc16: « Eau +1 » on the button, then « Eau en
        # f3 ne gagne rien (réserve vide) » in the log): nothing from an empty reserve or at the top level
        reserve = self.model.reserve[winner.owner] if winner.owner < len(self.model.reserve) else None
        gain = "full" if winner.level >= load_defs().rules.max_level else \
            "reserve" if reserve is not None and reserve.get(winner.element, 0) <= 0 else "one"
        return {"src": str(a.args[0]), "dst": str(a.args[1]), "loser": i18n.name("elemmaster", loser.element),
                "winner": i18n.name("elemmaster", winner.element), "lose_cell": str(lose_cell),
                "win_cell": str(win_cell), "gain": gain}

    def _play_prompt(self, legal: list[Action]) -> str:
        """What the seat may still do, said plainly: out of action points (only the end, or only free
        actions left), nothing left but the end, or the usual invitation to click an elemental."""
        rest = [a for a in legal if a.kind != "end"]
        if self.model.ap <= 0:
            return "elemmaster.prompt.free_only" if rest else "elemmaster.prompt.end_only"
        if not rest:
            return "elemmaster.prompt.nothing_left"
        return "elemmaster.prompt.play" if self.model.events_on else "elemmaster.prompt.play_no_events"

    def pick_element(self, e: str) -> None:
        self.selection.element = e
        self.refresh_ui()

    def souffle_hover(self) -> str:
        """The words of the souffle count button under the pointer (nc65 shots 177, 201: « force 2 » read as
        double damage while a crash costs one level either way): what ×n buys, else ""."""
        i, buttons = self.bar.hover, self.bar.buttons
        if not 0 <= i < len(buttons):
            return ""
        hit = next((a for a in self.selection.count_menu() if a.kind == "souffle" and str(a) == buttons[i].tag), None)
        return "" if hit is None else t("elemmaster.souffle_hover", n=count_of(hit) or 1)

    def bottom_text(self) -> str:
        """The line under the board: the prompt, or whom the screen waits for; nothing while the
        last turn is shown again (the present's "À vous : 3 PA" read as the replayed turn's)."""
        if self.showing_again:
            return self.step_caption()
        if self.busy and self.step_on is not None and self.step_on[0] not in self.feed.local_seats():
            # another seat's last action still plays while the engine already waits on the person
            # (an Air's free second step came with an empty line)
            return self.step_caption()
        if self.acting_seat() is None and not self.feed.is_over:
            actors = self.feed.actors()
            if actors and self.feed.seats[actors[0]].startswith("bot:"):
                waiting = t("elemmaster.waiting", who=self.names[actors[0]])
                return self.step_caption() or (t("elemmaster.hurry", line=waiting) if self.hurries() and not self._hurry
                                               else waiting)
            if self.model.phase == "placement":
                return t("elemmaster.status.placement")
        warned = self.exposed_line
        kept = bool(self.split_step) and self.selection.cells == [self.split_step]  # (the split's part, kept)
        if warned is not None and warned[0] == self.model.turn and (not self.selection or kept) \
                and self.acting_seat() is not None and self.confirm.question is None:
            both = f"{warned[1]} {self.prompt}"
            # the warning whole rather than both cut mid-sentence (nc18 shot 70); the prompt comes back
            # at the next click
            return both if Panels.prompt_fits(self.layout, both, [b.rect for b in self.bar.buttons]) else warned[1]
        bar = [b.rect for b in self.bar.buttons]
        blow = self.souffle_hover()
        if blow and Panels.prompt_fits(self.layout, blow, bar, 2):
            return blow
        for text in (self.prompt, self.prompt_short, self.prompt_tiny, *self.prompt_bases):
            # nc35 shots 83, 99: three cramped lines between the buttons; two at most in fewer words; then
            # without the empty reserve's note, the least useful part (nc62 shots 145, 186: four lines squeezed
            # against the window's foot, the legend cut)
            if text and Panels.prompt_fits(self.layout, text, bar, 2):
                return text
        if Panels.prompt_fits(self.layout, self.prompt, bar):
            return self.prompt
        if self.prompt_short and self.prompt_short != self.prompt \
                and Panels.prompt_fits(self.layout, self.prompt_short, bar):
            return self.prompt_short  # nc19 shots 78, 123: the colours' legend cut after « violet : la vague »
        if self.prompt_note and self.prompt.endswith(self.prompt_note):
            # nc28 shot 84: « …recliquez la case pour toute la pile. Pas de vague avec » cut at the edge: the
            # prompt's first sentence (the buttons below say the rest) and the note whole, else the note
            head = self.prompt_short or self.prompt
            # a sentence's end, not the « ! » the legend names (nc62 shot 186: cut after « gris : vous perdez, « ! »)
            head = re.split(r"(?<=[?.!])\s(?!»)", head, maxsplit=1)[0]
            both = f"{head}{'' if head.endswith(('.', '!', '?')) else '.'} {self.prompt_note}"
            return both if Panels.prompt_fits(self.layout, both, bar) else self.prompt_note
        if self.prompt_tiny and Panels.prompt_fits(self.layout, self.prompt_tiny, bar):
            return self.prompt_tiny  # fewer words whole rather than more cut (nc56 shot 176)
        for text in self.prompt_bases:
            if text and Panels.prompt_fits(self.layout, text, bar):
                return text
        return self.prompt_short or self.prompt

    # -- input -----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        off = self.auto_hint_rect()
        if off is not None and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and off.collidepoint(event.pos):
            self.toggle_auto_hint()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and (self.selection or self.confirm.question):
            self.deselect()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and not self.showing_again \
                and (self.hint_shown is not None or self.hint_seat is not None):
            # nc28 shot 117: Échap to clear Conseil's « clic 1 / clic 2 » opened the pause: what is pending
            # on the table goes first (a selection, then the hint and its marks), the pause only after
            self.hint_seat = self.hint_shown = None
            self.hint_next = False
            self.flash(t("elemmaster.hint_hidden"), calm=True)
            return
        seat = self.acting_seat()
        if seat is not None and event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 \
                and self.layout.cell_at(event.pos) is not None:
            self.handle_table(event)  # on one's turn a right click on the board deselects / takes back
            return
        super().handle(event)

    def handle_table(self, event: pygame.event.Event) -> None:
        seat = self.acting_seat()
        if event.type == pygame.MOUSEMOTION:
            self.hover_text = ""
            self.hover_cell = self.layout.cell_at(event.pos)
            spot = self.panels.card_at(event.pos)
            if spot is not None and spot[1]:
                self.hover_text = ": ".join(inspect_text("event", spot[1]))
        if seat is None:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE and self.hurries():
                self._hurry = True
                return
            if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3) and self._holds_clicks() \
                    and self.layout.cell_at(event.pos) is not None:
                self.held_clicks = (self.held_clicks + [(event.pos, event.button)])[-HELD_CLICKS:]
                return
            self.bar.handle(event)
            return
        draft = self.model.phase == "draft"
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            if self.bar.handle(event):
                return
            cell = self.layout.cell_at(event.pos)
            if cell is not None and not draft:
                self.cursor, self.keyed = self.layout.colrow(cell), False
                self.click_cell(cell, right=event.button == 3)
                return
            spot = self.panels.card_at(event.pos)
            if spot is not None:
                self.click_card(spot[1])
            return
        if event.type == pygame.KEYDOWN and self._key(seat, event.key, draft):
            return
        self.bar.handle(event)

    def _key(self, seat: int, key: int, draft: bool) -> bool:
        if self.confirm.question is not None:  # Y (or O, "oui") / N; Tab and Enter walk and press the buttons
            if key in (pygame.K_y, pygame.K_o, pygame.K_n):
                self.answer(key != pygame.K_n)
                return True
            return False
        if self.model.phase == "play" and self._count_key(seat, key):
            return True
        moves = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, 1), pygame.K_DOWN: (0, -1)}
        size = self.layout.size
        if key in moves and not draft:
            c, r = self.cursor
            self.cursor = ((c + moves[key][0]) % size, (r + moves[key][1]) % size)
            self.keyed, self.bar.focus = True, -1
            return True
        if key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER) and self.bar.focus < 0 and not draft:
            self.keyed = True  # the cell the key acts on is framed from now on
            self.click_cell(self.layout.name(*self.cursor))
            return True
        if key == pygame.K_v:
            if self.selection.select_next_event():
                self._ui_key = None
                self.refresh_ui()
            return True
        if key == pygame.K_e and act("end") in self.legal(seat):
            self.end_turn()
            return True
        if pygame.K_1 <= key <= pygame.K_4 and self.model.phase == "placement":
            self.pick_element(ELEMENTS[key - pygame.K_1])
            return True
        return False

    def _count_key(self, seat: int, key: int) -> bool:
        """Where the selection ends on a cell and only the number of tokens is left, a digit is how
        many (more than the stack has: the whole stack). Enter is a second click on the cursor's
        cell, which a click put on that cell: the whole stack."""
        sel = self.selection
        if key not in DIGITS or not sel.count_menu():
            return False
        action = sel.by_count(DIGITS[key])
        if action is not None:
            self.send(seat, action)
        return True

    def _holds_clicks(self) -> bool:
        """Whether a click on the board now waits for the action on show to end: the engine waits on
        this screen's person, only the animation is left (not while a bot thinks, nor a turn shown again)."""
        return self.busy and self.model.phase == "play" and not self.showing_again and not self.feed.is_over \
            and not self.feed.replaying and any(s in self.feed.local_seats() for s in self.feed.actors())

    def _play_held_click(self) -> None:
        """The first click kept during an animation, once the person may act (one per frame: a click
        that starts an animation keeps the next one waiting for it)."""
        if not self.held_clicks:
            return
        if self.acting_seat() is None:
            if not self._holds_clicks():
                self.held_clicks = []  # the turn went on elsewhere: the clicks meant another board
            return
        pos, button = self.held_clicks.pop(0)
        self.handle_table(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))

    def update(self, dt: float) -> None:
        was_busy = self.busy
        self._free_tweens.step(dt)
        super().update(dt)
        if self._log_wait is not None and self.current is not self._log_wait:
            self._flush_log()  # its animation is over: its line now
        self._play_held_click()
        self.board.prune()
        self._keep_hint()
        self._warn_exposed()
        self._warn_empty_reserve()
        if self._hurry and not self.busy and (self.acting_seat() is not None or self.feed.is_over):
            self._hurry = False  # the person's turn: the next bot turn plays at the usual pace again
        if was_busy != self.busy:
            self.refresh_ui()

    def ask_hint(self) -> None:
        """Conseil (H): a press always gives (or keeps) a hint (nc14: once it came back by itself, the
        next press turned it off, shots 81 and 99). One hint per press (nc15: the hint that came back
        by itself each turn played the first game for the newcomer); the tab on its box,
        « le montrer à chaque tour », makes it come back at each of the person's turns, and « ne plus le montrer » again
        stops that. Within a turn, an action off its plan still ends it, as the kit does."""
        if self.hint_shown is not None or self.hint_seat is not None:
            if self.hint_sticky:
                self.flash(t("elemmaster.hint_kept"), calm=True)
            return
        super().ask_hint()
        self._hint_at = self.model.turn

    def toggle_auto_hint(self) -> None:
        """The tab on the hint's box: off, the hint comes back at each of the person's turns from now
        on; on, it goes and no longer comes back by itself."""
        if self.hint_sticky:
            self.stop_auto_hint()
            return
        self.hint_sticky = True
        self._hint_at = self.model.turn
        self._build_tools()
        self.flash(t("elemmaster.hint_started"), calm=True)

    def stop_auto_hint(self) -> None:
        """« ne plus le montrer à chaque tour » clicked: the hint goes, and no longer comes back by itself."""
        self.hint_sticky = False
        self.hint_seat = self.hint_shown = None
        self._build_tools()
        self.flash(t("elemmaster.hint_stopped"), calm=True)

    def auto_hint_rect(self) -> pygame.Rect | None:
        """« (ne plus) le montrer à chaque tour »: a tab on the top edge of the hint's box, at its right, while its
        box shows in a game of the person's own (not in a tutorial, a demo, or Revoir's past board)."""
        if not self._auto_shown():
            return None
        box = self._hint_box()[0]
        w = render(self._auto_label(), TYPE.SMALL, INK).get_width() + 16 + SWITCH[0] + 8
        # inside the box, on a line of its own under the words (nc16 shot 43: on the box's border, over
        # the title, it did not read as a switch)
        return pygame.Rect(box.right - 10 - w, box.bottom - 8 - 24, w, 24)

    def _auto_shown(self) -> bool:
        return not ((self.hint_seat is None and self.hint_shown is None) or self.showing_again
                    or self.guide is not None or self.demo)

    def _hint_box(self) -> tuple[pygame.Rect, int]:
        """The kit's box, one line taller for the « à chaque tour » switch at its bottom."""
        box, size = super()._hint_box()
        if self._auto_shown():
            box.y, box.height = box.y - AUTO_LINE, box.height + AUTO_LINE
        return box, size

    def _auto_label(self) -> str:
        return t("elemmaster.hint_auto_on" if self.hint_sticky else "elemmaster.hint_auto_off")

    def _build_tools(self) -> None:
        """The kit's tool row; the hint button lit while the hint comes back by itself (its "auto"
        tag is drawn over it with the hint)."""
        self.tools.buttons = [b for b in self.tools.buttons if not (b.tag == "undo" and not b.enabled)]
        super()._build_tools()
        hint = next((b for b in self.tools.buttons if b.tag == "hint"), None)
        if self.busy and hint is not None and self.guide is None and not (self.feed.replaying or self.showing_again) \
                and not any(b.tag == "undo" for b in self.tools.buttons) and self.feed.offers_undo() \
                and any(self.feed.can_undo(s) for s in self.feed.local_seats()):
            # nc35 shot 58: « Annuler » stays in its place while the person's action plays, greyed
            r = self.tool_rect
            self.tools.buttons.append(Button(pygame.Rect(r.x, r.y, hint.rect.x - TOOL_GAP - r.x, r.height),
                                             t(self.UNDO_LABEL), self.undo, enabled=False, tag="undo"))
        for b in self.tools.buttons:
            if b.tag == "hint":
                b.color = AUTO_HINT if self.hint_sticky else HINT_BUTTON

    def _draw_hint(self, surf: pygame.Surface) -> None:
        """The kit's hint, but not over Revoir's past board (nc14 shot-67: the hint's 1, 2 stayed on
        it); its box's tab « à chaque tour », and while the hint comes back by itself, an "auto" tag
        under the button, clear of it and of the box (nc15: the tag sat over the button's top; nc20
        shot 78: left of it, it lay on « Annuler (U) », read « Annul auto »)."""
        if self.showing_again:
            return
        super()._draw_hint(surf)
        button = next((b for b in self.tools.buttons if b.tag == "hint"), None)
        if self.hint_sticky and button is not None:
            pill = self.auto_tag_rect(button.rect)
            pygame.draw.rect(surf, HINT_COLOR, pill, border_radius=8)
            tag = render(t("elemmaster.hint_auto"), TYPE.SMALL, (10, 30, 40), True)
            surf.blit(tag, tag.get_rect(center=pill.center))
        off = self.auto_hint_rect()
        if off is not None:  # a button with a switch in it: the knob right and lit when on
            hover = off.collidepoint(self.pointer)
            pygame.draw.rect(surf, (60, 96, 116) if hover else (32, 54, 70), off, border_radius=8)
            pygame.draw.rect(surf, HINT_COLOR, off, 1, border_radius=8)
            track = pygame.Rect(off.x + 8, 0, *SWITCH)
            track.centery = off.centery
            pygame.draw.rect(surf, HINT_COLOR if self.hint_sticky else (90, 104, 116), track, border_radius=7)
            knob = track.height // 2 - 2
            x = track.right - knob - 2 if self.hint_sticky else track.x + knob + 2
            pygame.draw.circle(surf, INK, (x, track.centery), knob)
            img = render(self._auto_label(), TYPE.SMALL, INK)
            surf.blit(img, img.get_rect(midleft=(track.right + 8, off.centery)))

    @staticmethod
    def auto_tag_rect(button: pygame.Rect) -> pygame.Rect:
        """The "auto" tag: under the hint button, centred, 4 px apart (the row beside it holds
        « Annuler (U) » and « Revoir (L) »)."""
        tag = render(t("elemmaster.hint_auto"), TYPE.SMALL, (10, 30, 40), True)
        pill = tag.get_rect().inflate(12, 2)
        pill.midtop = (button.centerx, button.bottom + 4)
        return pill

    def exposed_by(self, cell: str) -> list[tuple[str, list[str]]]:
        """The enemy pieces beside `cell` that beat the piece there, by element: [(element, cells)]."""
        m = self.model
        s = m.stacks.get(cell)
        if s is None:
            return []
        col, row = self.layout.colrow(cell)
        found: dict[str, list[str]] = {}
        for dc in (-1, 0, 1):
            for dr in (-1, 0, 1):
                c, r = col + dc, row + dr
                if (dc, dr) == (0, 0) or not (0 <= c < m.size and 0 <= r < m.size):
                    continue
                name = self.layout.name(c, r)
                o = m.stacks.get(name)
                if o is not None and m.sides[o.owner] != m.sides[s.owner] \
                        and (s.morph or s.element) in BEATS[o.morph or o.element]:
                    found.setdefault(o.element, []).append(name)
        return list(found.items())

    def _warn_exposed(self) -> None:
        """A person's move done: a piece it left beside an enemy that beats it is named, with every
        such enemy (nc14 shots 124-125: two split Earths next to enemy Fires, both lost unwarned)."""
        if self._moved_to is None or self.busy:
            return
        seat, cell = self._moved_to
        self._moved_to = None
        s = self.model.stacks.get(cell)
        foes = self.exposed_by(cell)
        if s is None or s.owner != seat or not foes:
            return
        who = ", ".join(t("elemmaster.foe_at", element=i18n.name("elemmaster", e), cells=", ".join(cs))
                        for e, cs in foes)
        self.exposed_line = (self.model.turn, t("elemmaster.exposed_now", element=i18n.name("elemmaster", s.element),
                                                cell=cell, foes=who))

    def _warn_empty_reserve(self) -> None:
        """A person's reserve of an element just ran out: said once, in the line under the board (nc17:
        « 6/0 » after turn 2, then every win read « ne gagne rien (réserve vide) », unforeseen)."""
        seat = self.acting_seat()
        if seat is None and self.viewer in self.feed.local_seats() and not self.feed.replaying \
                and not self.showing_again:
            seat = self.viewer  # the action that emptied it ended the turn: said now, not a turn later
        if seat is None or self.busy or self.model.phase != "play":
            return
        reserve = self.model.reserve[seat] if seat < len(self.model.reserve) else None
        if not reserve:
            return
        for element, left in reserve.items():
            if left > 0 or (seat, element) in self._empty_said:
                continue
            self._empty_said.add((seat, element))
            said = t("elemmaster.reserve_empty", element=i18n.name("elemmaster", element))
            before = self.exposed_line
            if before is not None and before[0] == self.model.turn:
                said = f"{before[1]} {said}"
            self.exposed_line = (self.model.turn, said)
            # nc35 shots 63, 77: the line under the board waits for no selection, and the person had
            # clicked on at once: a toast says it when it happens (and only while the line does not: `draw`)
            self.flash(said, calm=True)

    def toast_hidden(self) -> bool:
        """No toast whose words the line under the board already shows (nc36 shots 82, 135, 158: « Réserve
        de Feu vide : … » in the line and, at once, in a toast over it)."""
        return bool(self.error) and self.error in self.bottom_text()

    def _keep_hint(self) -> None:
        """Conseil on: a new hint for the person at the start of each of their turns."""
        if not self.hint_sticky or self.busy or self.hint_seat is not None or self.hint_shown is not None:
            return
        seat = self.hint_for()
        if seat is None or self.feed.seats[seat].startswith("bot:") or self.model.turn == self._hint_at:
            return
        self._hint_at = self.model.turn
        if self.feed.ask_hint(seat):
            self.hint_seat = seat

    def _maybe_switch_viewer(self) -> None:
        """The base hands the screen to any other human actor, which ping-pongs during the
        simultaneous free start; here the screen stays with a person until they are done."""
        if self.viewer in self.feed.actors() and self.viewer in self.feed.local_seats():
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
        self.board.draw_coordinates(surf, self.layout)

    def board_marks(self) -> Marks:
        """What the board shows over the stacks for the seat at the screen."""
        m, lay, sel = self.model, self.layout, self.selection
        seat = self.acting_seat()
        targets = sel.targets() if seat is not None and m.phase == "play" else {}
        ready: list[str] = []
        if not sel:  # the stacks that may act are not targets: a plain frame, no action's colour
            ready = [c for c in targets if c in m.stacks]
            targets = {c: kinds for c, kinds in targets.items() if c not in m.stacks}
        if sel:
            targets = self.shown_targets(targets)
        return Marks(
            home=m.home if m.phase == "placement" and seat is not None else [],
            selected=sel.cells,
            targets=targets,
            ready=ready,
            cursor=lay.name(*self.cursor) if seat is not None and m.phase != "draft" and self.keyed else None,
            trail={str(c): s for c, s in self.last_move.marks().items()} if m.phase in ("play", "over") else {},
            steps=self._unhinted(self._step_marks()) if m.phase in ("play", "over") else {},
            acting=self._acting_marker(),
            risky=self.risky_cells(targets) if sel else [],
            framed=self._framed(),
            badged=self._badged(),
            split=self.split_preview() if seat is not None and m.phase == "play" else None,
        )

    def split_preview(self) -> tuple[str, str, int] | None:
        """While a move's count is chosen: its source, its target and the tokens previewed, those of the
        count button under the pointer or the keys' focus, else the fewest offered (nc37 shot 131, tutorial
        shot 34: « combien de jetons déplacer ? » still showed the whole stack on its cell)."""
        sel = self.selection
        counted = [a for a in sel.count_menu() if a.kind in ("move", "tunnel", "omove")] if len(sel.cells) == 2 \
            else []
        if not counted:
            return None
        shown = counted[0]
        buttons = self.bar.buttons
        for i in (self.bar.hover, self.bar.focus):
            hit = next((a for a in counted if str(a) == buttons[i].tag), None) if 0 <= i < len(buttons) else None
            if hit is not None:
                shown = hit
                break
        return str(shown.args[0]), str(shown.args[1]), count_of(shown) or 1

    def lit_legend(self, targets: dict[str, list[str]], short: bool = False, tiny: bool = False) -> str:
        """The colours lit on the board, always named in the same words and order, only those shown
        (nc13: "attaquer" then "attaque gagnante", "gris : perdante" unexplained, between two moves);
        `short`: in fewer words (« rouge : vous gagnez »), where the whole line would be cut."""
        lit = self.shown_targets(targets)
        shown = {k for kinds in lit.values() for k in kinds}
        if any("own" in kinds for cell, kinds in targets.items() if "special" not in lit.get(cell, [])):
            shown.add("own")
        if targets and self.risky_cells(targets):
            shown.add("risky")
        src = self.model.stacks.get(self.selection.cells[0]) if len(self.selection.cells) == 1 else None
        air = src is not None and (src.morph or src.element) == "air"  # an Air's purple is its souffle
        # an Earth's green two cells away is its sous-terrain (nc16 shot 99: « vert : déplacer » only)
        far = src is not None and any("move" in kinds and self._apart(self.selection.cells[0], cell) > 1
                                      for cell, kinds in lit.items())

        # the purple named when it is one thing: a wave, a blaze (nc18 shot 78: « violet : spécial »)
        n = len(self.selection.cells)
        specials = {a.kind for p, a in self.selection.candidates() if len(p) > n and kind_class(a) == "special"}

        def key(k: str) -> str:
            if k == "special" and air:
                return "elemmaster.lit.souffle"
            if k == "special" and specials == {"vague"} and any(
                    (s := self.model.stacks.get(cell)) is not None and s.played for cell in lit
                    if "special" in lit[cell] and cell in self.model.stacks):
                # nc23 shot 105: a Water marked ⊗ drawn violet read as a mistake (it « a fini son tour »)
                return "elemmaster.lit.vague_marked"
            if k == "special" and specials in ({"vague"}, {"brasier"}):
                return f"elemmaster.lit.{specials.pop()}"
            return "elemmaster.lit.move_tunnel" if k == "move" and far else f"elemmaster.lit.{k}"
        # nc38 shot 017: « vert : déplacer, violet : brasier » on cells both green and violet did not say what
        # a click there does (it keeps both open: the next click or a button decides); before `key`, which
        # takes the special's name out of `specials`
        both = specials == {"brasier"} and any("move" in kinds and "special" in kinds for kinds in lit.values())
        words = [key(k) for k in LIT_ORDER if k in shown] + (["elemmaster.lit.both_brasier"] if both else [])
        if not short:
            at = (self.model.turn, tuple(self.selection.cells[:1]))  # one piece's clicks: one selection
            short_ones = {w for w in words if self._lit_said.setdefault(w, at) != at}
        if tiny:  # the fewest words, where the short line would take three lines between the buttons
            return ", ".join(t(w.replace(".lit.", ".lit_tiny.")) for w in words)
        return ", ".join(t(w.replace(".lit.", ".lit_short.") if short or w in short_ones else w) for w in words)

    def reserve_note(self, targets: dict[str, list[str]]) -> str:
        """Before a fight the selected piece would win: its element's reserve is empty, the win will give
        it no level (nc31 shots 67, 91: « ne gagne rien (réserve vide) » came as a surprise, after the
        fight); "" otherwise."""
        cells, m = self.selection.cells, self.model
        src = m.stacks.get(cells[0]) if len(cells) == 1 and self.selection.event is None else None
        if src is None or src.level >= 3 or not 0 <= src.owner < len(m.reserve):
            return ""
        reserve = m.reserve[src.owner]
        if reserve is None or reserve.get(src.element, 1) > 0:
            return ""
        wins = any("attack" in kinds and cell in m.stacks and m.stacks[cell].owner != src.owner
                   for cell, kinds in self.shown_targets(targets).items())
        return t("elemmaster.reserve_note", element=i18n.name("elemmaster", src.element)) if wins else ""

    def last_fire(self, cell: str) -> bool:
        """Whether the stack in `cell` is its owner's (the viewer's) only Fire on the board, in a game without
        specialties or events (nothing then makes a new Fire: growth needs a Fire there, nc62 shots 117, 122)."""
        m = self.model
        src = m.stacks.get(cell)
        if src is None or m.seat is None or src.owner != m.seat or src.element != "fire" or m.ev_row \
                or any(m.specialty or ()):
            return False
        return not any(c != cell and s.owner == src.owner and s.element == "fire" for c, s in m.stacks.items())

    def last_fire_note(self, targets: dict[str, list[str]]) -> str:
        """« Votre dernier Feu : … » when the selected piece is the person's last Fire and a lit cell risks it
        (a « ! », a losing attack), "" otherwise (nc62 shots 117, 122: the last Fire lost, nothing said that
        without it the enemy can no longer be eliminated)."""
        cells = self.selection.cells
        if len(cells) != 1 or not self.last_fire(cells[0]):
            return ""
        loss = self.model.stacks[cells[0]].level <= 1 and any("loss" in kinds for kinds in targets.values())
        return t("elemmaster.last_fire_note") if loss or self.risky_cells(targets) else ""

    def split_note(self, key: str) -> str:
        """On the question of how many tokens to move: that the whole stack moved is done for the turn while
        a part moved may act again, when the rules mark them so here (`arrives_done`), "" otherwise (nc59 shot
        078: « Toute la pile (2) ⏎ » taken, the stack marked ⊗, the attack planned with it lost for a turn)."""
        seat = self.acting_seat()
        counted = self.selection.count_menu()
        if key not in ("elemmaster.prompt.count", "elemmaster.prompt.count_wave") or seat is None or len(counted) < 2:
            return ""
        whole, part = arrives_done(self.view, seat, counted[-1]), arrives_done(self.view, seat, counted[0])
        return t("elemmaster.split_note") if whole and part is False else ""

    def no_wave_note(self) -> str:
        """Why an own Water next to the selected Water is not offered to follow it in a wave (the
        rules' « Vague »: a side in common, its level or lower, not immobilised, not along the
        line of the two), "" when each such Water is offered or none is there."""
        cells, sel = self.selection.cells, self.selection
        if not sel.wave and (len(cells) != 1 or sel.can_wave()):
            # nc34: a wave is asked for (« Vague »): said once it is, or where the Water may lead none
            return ""
        src = self.model.stacks.get(cells[0]) if cells and len(cells) <= 2 and self.selection.event is None else None
        if src is None or (src.morph or src.element) != "water":
            return ""
        offered = {str(x) for _, a in self.selection.candidates() if a.kind == "vague" for x in a.args[2:]}
        c0, r0 = self.layout.colrow(cells[0])
        for cell, s in sorted(self.model.stacks.items()):
            (c, r) = self.layout.colrow(cell)
            if cell in cells or cell in offered or s.owner != src.owner or (s.morph or s.element) != "water" \
                    or max(abs(c - c0), abs(r - r0)) != 1:
                continue
            if c != c0 and r != r0:
                why = "diagonal"
            elif s.level > src.level:
                why = "level"
            elif s.pin:
                why = "pin"
            elif len(cells) == 2 and self._along(cells[0], cells[1], (c - c0, r - r0)):
                why = "axis"
            else:
                continue
            return t("elemmaster.no_wave", cell=cell, src=cells[0], why=why)
        return ""

    def _along(self, src: str, dst: str, axis: tuple[int, int]) -> bool:
        """Whether the step src → dst goes along `axis` (either way)."""
        (cs, rs), (cd, rd) = self.layout.colrow(src), self.layout.colrow(dst)
        step = ((cd > cs) - (cd < cs), (rd > rs) - (rd < rs))
        return step in (axis, (-axis[0], -axis[1]))

    def _apart(self, a: str, b: str) -> int:
        """How many cells apart two cells are (a king's steps)."""
        (ca, ra), (cb, rb) = self.layout.colrow(a), self.layout.colrow(b)
        return max(abs(ca - cb), abs(ra - rb))

    def shown_targets(self, targets: dict[str, list[str]]) -> dict[str, list[str]]:
        """The lit cells as drawn: an attack the selected piece would lose (the target's element beats
        it, by the contract's BEATS) is `loss`, grey, not the red of an attack it wins (nc11: "does red
        mean you can attack or you will win?"); one's own piece it may attack or blow on shows its pink
        dashes only under the mouse or the keys' cursor, or when a hint or the tutorial names it (nc11:
        pink dashes on every own piece beside a Water were noise)."""
        m, sel = self.model, self.selection
        src = m.stacks.get(sel.cells[0]) if len(sel.cells) == 1 else None
        near = {self.hover_cell, self.layout.name(*self.cursor) if self.keyed else None, *self._framed()}
        out: dict[str, list[str]] = {}
        for cell, kinds in targets.items():
            there = m.stacks.get(cell)
            if src is not None and there is not None and "attack" in kinds \
                    and (src.morph or src.element) in BEATS[there.morph or there.element]:
                kinds = ["loss" if k == "attack" else k for k in kinds]
            if src is not None and (src.morph or src.element) == "air" and "own" in kinds:
                # an Air only blows on its own pieces: lit in the souffle's purple like the enemy's (nc12:
                # "I found Souffle x1/x2/x3 only by clicking my own Fire")
                kinds = [k for k in kinds if k != "own"] + ([] if "special" in kinds else ["special"])
            if cell not in near:
                kinds = [k for k in kinds if k != "own"]
            if kinds:
                out[cell] = kinds
        return out

    def _framed(self) -> list[str]:
        """The cells a hint outlines or a tutorial step haloes: the board draws their frames further in."""
        shown = [self.hint_shown.action] if self.hint_shown is not None else []
        expected = self.guide.expected() if self.guide is not None and self.human_to_act() is not None else None
        shown += [expected] if expected is not None else []
        return [c for a in shown for c in action_paths(a)[0]]

    def risky_cells(self, targets: dict[str, list[str]]) -> list[str]:
        """The lit cells where the selected piece, moved, would stand beside an enemy element that
        beats it (by the contract's BEATS; a newcomer moved his Air beside an enemy Fire and lost it).
        A warning only: the move stays open."""
        m = self.model
        cells = self.selection.cells
        src = m.stacks.get(cells[0]) if len(cells) == 1 else None
        if src is None or m.seat is None or src.owner != m.seat:
            return []
        eff = src.morph or src.element
        out = []
        for cell, kinds in targets.items():
            there = m.stacks.get(cell)
            if "move" not in kinds or (there is not None and there.owner != src.owner):
                continue
            if self.beaters_beside(cell, src.owner, eff) or self.split_reached(cells[0], cell):
                out.append(cell)
        return out

    def split_reached(self, src: str, cell: str) -> bool:
        """Whether an enemy split or brasier could attack next turn the piece on `src` moved whole to `cell`, as the
        engine's legal actions find it on the view (`split_reach`; nc59: the « ! » missed their reach)."""
        return bool(self.split_reachers(src, cell))

    def split_reachers(self, src: str, cell: str) -> list[str]:
        """The cells of the enemy stacks whose split or brasier could attack next turn the piece on `src` moved whole
        to `cell` (`split_reach`). Asked once per position and move: the board's marks are drawn every frame."""
        seat = self.model.seat
        if seat is None:
            return []
        moves = [a for a in self.feed.legal(seat) if a.kind in ("move", "tunnel") and len(a.args) > 1
                 and str(a.args[0]) == src and str(a.args[1]) == cell]
        if not moves:
            return []
        whole = max(moves, key=lambda a: count_of(a) or 0)
        key = (len(self.feed.decisions()), str(whole))
        if key not in self._reach_said:
            if len(self._reach_said) > 64:
                self._reach_said.clear()
            self._reach_said[key] = split_reach(self.view, seat, whole)
        return self._reach_said[key]

    def risky_note(self, cell: str) -> str:
        """Why the red « ! » is on `cell`, for its hover box: the enemy pieces that would beat the selected piece
        moved there, beside it or from further (a split, a brasier), by cell (nc64 shot 104: a « ! » on the own Feu
        in d4 with no enemy Eau or Terre beside it, the Eau two cells off unguessed)."""
        m, cells = self.model, self.selection.cells
        src = m.stacks.get(cells[0]) if len(cells) == 1 else None
        if src is None or m.seat is None or src.owner != m.seat or m.phase != "play":
            return ""
        kinds = self.selection.targets().get(cell)
        if not kinds or not self.risky_cells({cell: kinds}):
            return ""
        eff = src.morph or src.element
        near = [at for at, _ in self.beaters_beside(cell, src.owner, eff)]
        far = [at for at in self.split_reachers(cells[0], cell) if at not in near and at in m.stacks]

        def named(at: str, reach: str) -> str:
            foe = m.stacks[at]
            fe = foe.morph or foe.element
            return t("elemmaster.risky_foe", element=i18n.name("elemmaster", fe), cell=at,
                     far="fire" if reach == "yes" and fe == "fire" else reach)

        by = [named(at, "no") for at in near] + [named(at, "yes") for at in far]
        return t("elemmaster.risky_by", mine=i18n.name("elemmaster", eff), by=", ".join(by)) if by else ""

    def _unhinted(self, steps: dict[str, tuple[int, ...]]) -> dict[str, tuple[int, ...]]:
        """The last turn's numbers, but not on the cells a hint or the tutorial numbers by click
        order: a black "1" and a cyan "1" on one cell read as one riddle (those cells keep the
        corner notch that says who played there)."""
        numbered = set(self._badged())
        return {c: n for c, n in steps.items() if c not in numbered} if numbered else steps

    def _badged(self) -> list[str]:
        """The cells a hint or the tutorial numbers by click order (« clic 1 », `draw_hint_marks`)."""
        shown = [self.hint_shown.action] if self.hint_shown is not None else []
        expected = self.guide.expected() if self.guide is not None and self.human_to_act() is not None else None
        shown += [expected] if expected is not None else []
        return [c for a in shown for c in (action_paths(a)[0] if len(action_paths(a)[0]) > 1 else [])]

    def _step_marks(self) -> dict[str, tuple[int, ...]]:
        """The numbers of the others' last turns' cells (the viewer's own go unnumbered); while a turn
        is shown again, its numbers only as far as its actions have replayed (action 2's cell showed
        "2" before it moved)."""
        if not self.showing_again or self._again_seat is None:
            return self.steps.marks(hide=self.viewer)
        upto = self.step_on[1] if self.step_on is not None else 0
        return self.steps.marks(self._again_seat, upto, hide=self.viewer if self.viewer != self._again_seat else None)

    def _acting_marker(self) -> tuple[int, int, tuple[str, ...]] | None:
        """The action on show by another seat (or in a turn shown again): its seat, number and cells."""
        if self.step_on is None or not self.step_caption():
            return None
        seat, n, cells, _ = self.step_on
        return seat, n, tuple(cells)

    def draw_table(self, surf: pygame.Surface) -> None:
        m, lay, sel = self.model, self.layout, self.selection
        seat = self.acting_seat()
        marks = self.board_marks()
        self.board.draw(surf, m, lay, marks)
        # the tutorial wins by elimination first: no count line there, a riddle before its time (nc31 shot
        # 1); its ending (the part after, nc49, nc50, nc52) plays the count's end, its line on show
        seats = Seats(self.names, self.viewer, frozenset(sel.usable_events()), sel.event, self.count_ends(),
                      count=self.guide is None or self.guide.tutorial.prev is not None)
        # keyed on the events shown too (`version` counts those queued as well): a bot's whole turn
        # played on while the panel said "Tour 4 : Bot 2" under the banner "Tour de Joueur 1", and a
        # Water read "3/2" before "3/3" (a newcomer's shots 22, 88)
        stamp = (self.version, len(self.shown), self.current is None, self.viewer, seat, sel.event, i18n.lang,
                 len(seats.ends))
        self.panels.draw_side_cached(surf, m, lay, seats, stamp)
        # the tutorial's step on « Qui bat qui » or on the count's line: framed
        shown = {"beats": self.panels.beats_rect, "count": self.panels.count_rect}
        framed = shown.get(self.guide.step.show) if self.guide is not None and self.guide.step is not None else None
        if framed is not None:
            pygame.draw.rect(surf, ACCENT, framed.inflate(6, 6), 3, border_radius=12)
        if m.phase == "draft":
            bot = self.feed.seats[m.current].startswith("bot:")
            self.panels.draw_draft(surf, lay, t("elemmaster.waiting", who=self.names[m.current]) if bot else "",
                                   self.bar)
        # a turn shown again is said in the kit's caption over the prompt line: the line would show through
        self.panels.draw_bottom(surf, lay, "" if self.showing_again else self.bottom_text(), self.hover_text, self.bar)

    # -- inspect -------------------------------------------------------------------------------
    def keep_clear(self) -> list[pygame.Rect]:
        """The prompt line under the board, the cell or button the tutorial points at and those a
        hint outlines: a help box over them hid what to click next."""
        lay = self.layout
        keep = [pygame.Rect(lay.board.x, lay.bar_y - 30, 900, 30)]
        target = self.guide_target()
        if target is not None:  # the next click, and every cell of the step's action (b4 after c3)
            keep.append(target.inflate(10, 10))
            expected = self.guide.expected() if self.guide is not None else None
            if expected is not None:
                keep += [self.layout.cell_rect(c).inflate(10, 10) for c in action_paths(expected)[0]]
        if self.hint_shown is not None:
            keep += [r.inflate(10, 10) for r in self._hint_rects(self.hint_shown.action)]
        return keep

    def again_caption_rect(self) -> pygame.Rect:
        """A turn shown again is said under the board, over the prompt line (wide, where the eye
        reads what happens; it grows downward over the empty button bar with the step's sentence)."""
        lay = self.layout
        return pygame.Rect(lay.board.x, lay.board.bottom + 16, lay.side.right - lay.board.x, 34)

    def again_box(self) -> pygame.Rect | None:
        """The kit's box, raised when a two-line step sentence would run it to the window's bottom
        edge (nc22 shot 107: « niveau » on the edge): it may lie over the column letters, never the
        cells."""
        r = super().again_box()
        if r is not None and r.bottom > 720 - 6:
            r = r.move(0, -min(r.bottom - (720 - 6), r.y - self.layout.board.bottom - 2))
        return r

    def text_rects(self) -> list[pygame.Rect]:
        """The words on this table: the log, the prompt line under the board, the turn, every
        player's counters, the legend and « Qui bat qui » (nc15: the arrow to the Air in f2 lay over the
        chart) -- not the cells `keep_clear` adds: an arrow may cross a cell."""
        lay, n = self.layout, self.feed.num_seats
        rows = [lay.player_rect(s, n) for s in range(n)]
        legend = pygame.Rect(lay.side.x, rows[-1].bottom, lay.side.width, legend_height(lay.side.width, self.model) + 6)
        prompt = pygame.Rect(lay.board.x, lay.bar_y - 30, 900, 30)
        chart = [r.copy() for r in (self.panels.beats_rect, self.panels.count_rect) if r is not None]
        # the band over the board: the title and « 1, 2 : l'ordre des clics » (nc19 shot 31: the arrow
        # to f6 came down from there)
        above = pygame.Rect(0, 0, lay.board.right, lay.board.y)
        return [self.log_rect.copy(), prompt, lay.status_rect(), *rows, legend, *chart, above]

    def inspect_place(self, box: pygame.Rect, pos: tuple[int, int], area: pygame.Rect) -> pygame.Rect:
        """The kit's four corners beside the pointer; near an edge, where none of them fits, the box
        slides (kept inside the window) right, left, above or below the pointer, clear of the hinted
        and pointed cells, rather than over them; where none of those fits either, the nearest place
        to the pointer that covers none of them, nor the cells around the pointer nor the line over
        the board (nc31 shot 36: over b1, pointed at, the box went to the window's top left corner,
        over a6 and « 1, 2 : l'ordre des clics sur les cases »)."""
        place = super().inspect_place(box, pos, area)
        avoid = [pygame.Rect(pos[0] - 2, pos[1] - 2, 4, 4), *self.keep_clear(), self.caption_rect(),
                 *self.choice_rects()]
        if self.guide_box is not None:
            avoid.append(self.guide_box)
        # where it can, clear of the pieces on the board and of « Qui bat qui » and the count under it too
        # (nc34 shot 34: over b1, the box covered d1-e2 and the chart)
        lay = self.layout
        soft = [*avoid, *(lay.cell_rect(c) for c in self.model.stacks),
                *(r for r in (self.panels.beats_rect, self.panels.count_rect) if r is not None)]
        x, y = pos
        sides = ((x + 18, y - box.height // 2), (x - 18 - box.width, y - box.height // 2),
                 (x - box.width // 2, y - 18 - box.height), (x - box.width // 2, y + 18))
        for keep in (soft, avoid):
            if not any(place.colliderect(a) for a in keep):
                return place
            for left, top in sides:
                r = pygame.Rect(left, top, box.width, box.height).clamp(area)
                if not any(r.colliderect(a) for a in keep):
                    return r
            if keep is soft:
                # clear of the pieces only close by: over b1 in the tutorial, the nearest such place was the
                # board's top left, three rows off the pointer (nc38 shot 039); beside the pointer over a
                # piece reads better than far away
                found = self._nearest_clear(box.size, pos, area, soft, reach=2 * lay.cs)
                if found is not None:
                    return found
        return self._nearest_clear(box.size, pos, area, avoid) or place

    def caption_rect(self) -> pygame.Rect:
        """The line over the board that reads the numbered badges (« 1, 2 : l'ordre des clics »)."""
        b = self.layout.board
        return pygame.Rect(b.x, b.y - 24, b.width, 22)

    def _nearest_clear(self, size: tuple[int, int], pos: tuple[int, int], area: pygame.Rect,
                       avoid: list[pygame.Rect], reach: int | None = None) -> pygame.Rect | None:
        """The place of `size` in `area` nearest the pointer that covers nothing of `avoid` nor the cells
        around the pointer (the 3x3 block the next click is likely in), within `reach` pixels of it when
        given (a box far off the pointer is not seen); kept while asked again alike."""
        key = (size, pos, tuple(area), tuple(tuple(a) for a in avoid), reach)
        if key in self._clear_spot:
            return self._clear_spot[key]
        lay = self.layout
        near = list(avoid)
        cell = lay.cell_at(pos)
        if cell is not None:
            near.append(lay.cell_rect(cell).inflate(2 * lay.cs, 2 * lay.cs).clip(lay.board))
        best: tuple[int, pygame.Rect] | None = None
        w, h = size
        for top in [*range(area.y, area.bottom - h, 12), area.bottom - h]:
            for left in [*range(area.x, area.right - w, 12), area.right - w]:
                r = pygame.Rect(left, top, w, h)
                if r.collidelist(near) != -1:
                    continue
                dx = max(r.x - pos[0], 0, pos[0] - r.right)
                dy = max(r.y - pos[1], 0, pos[1] - r.bottom)
                d = dx * dx + dy * dy
                if best is None or d < best[0]:
                    best = (d, r)
        found = best[1] if best is not None and (reach is None or best[0] <= reach * reach) else None
        if len(self._clear_spot) > 4:
            self._clear_spot.clear()
        self._clear_spot[key] = found
        return found

    def hover_delay(self, pos: tuple[int, int]) -> float | None:
        """A longer rest than the kit's before a piece's six-line box shows: a pointer crossing the
        board on its way to the next cell does not open it."""
        return HOVER_DELAY

    def counter_at(self, pos: tuple[int, int]) -> tuple[int, str] | None:
        """The seat and element of the "plateau/réserve" counter under `pos` in the side panel (drawn
        by `Panels._draw_player`), or None: hovered, it says its two numbers in words."""
        m, lay = self.model, self.layout
        if m.phase == "draft":
            return None
        n = m.num_seats
        for seat in range(n):
            pr = lay.player_rect(seat, n)
            y = pr.y + 30 if n == 4 else pr.y + 36
            row = pygame.Rect(pr.x, y, pr.width, 28)
            if m.eliminated[seat] or m.reserve[seat] is None or not row.collidepoint(pos):
                continue
            i = (pos[0] - (pr.x + 20 - 12)) // 62
            if 0 <= i < len(ELEMENTS):
                return seat, ELEMENTS[i]
        return None

    def inspect_at(self, pos: tuple[int, int]) -> tuple[str, str] | None:
        m, lay = self.model, self.layout
        cell = lay.cell_at(pos)
        if cell is not None and m.phase != "draft":
            s = m.stacks.get(cell)
            risk = self.risky_note(cell)
            if s is None:
                col, row = lay.colrow(cell)
                name, text = inspect_text("terrain", "void" if cell in m.void else m.terrain[col + row * m.size])
                return (name, f"{risk} {text}") if risk else (name, text)
            name, text = inspect_text("element", s[1])
            marks = [say("owner", who=self.names[s[0]], level=s[2]), text]
            marks = [risk, *marks] if risk else marks
            marks += [say("played")] if s[3] else []
            marks += [say("pinned")] if s[4] else []
            marks += [say("morph", element=i18n.name("elemmaster", s[5]))] if s[5] else []
            return f"{name} {s[2]}", " ".join(marks)
        spot = self.panels.card_at(pos)
        if spot is not None:
            return inspect_text("event", spot[1]) if spot[1] else inspect_text("event_back", "")
        counter = self.counter_at(pos)
        if counter is not None:
            seat, element = counter
            board, reserve = m.counts(seat, settled=True)[element], (m.reserve[seat] or {}).get(element, 0)
            name = i18n.name("elemmaster", element)
            return (t("elemmaster.counter.name", element=name),
                    t("elemmaster.counter.text", element=name, board=board, reserve=reserve))
        for seat in range(m.num_seats):
            if lay.player_rect(seat, m.num_seats).collidepoint(pos) and m.specialty[seat]:
                return inspect_text("specialty", m.specialty[seat])
        if lay.status_rect().collidepoint(pos) and m.phase == "play":
            return say("ap.name"), say("ap.text")
        return None
