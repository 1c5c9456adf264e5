"""Elementary Evolution's controls: what the engine asks, as buttons, and what a click or a key means.

A part of the table (scenes/evolution/table.py), which owns it and serves it through `Board`:
who may act, what is asked now (`Asked`, scenes/evolution/choices.py), where things lie, and the
kit's one verb to send an action. The controls keep the person's choices under way (the picked
hand card, the group of buttons opened, the keyboard cursor) and turn them into the prompt's
buttons and into actions. A click on a place that takes no legal action still sends what it
would mean, so the engine's refusal is shown in words (why-not).

Mouse: click a hand card, then a highlighted pile or discard; with no card
selected, click a highlighted own pile (root it, shield it), an opponent's
highlighted free card (aim a burn or a power) or an opponent's zone (give a
creature, Elfe). Groups of many choices open with a click.

Keyboard: 1-5 select a hand card (again to unselect); A/F/T/E (Air, Feu, Terre,
Eau) pick a pile and Q/M the quick/main discard; with a card selected,
Left/Right walk the highlighted targets and Enter/Space play there. Otherwise
Tab and the arrows walk the buttons, Enter/Space press the focused one, Enter
with no button focused takes the default answer (end the turn, pass, draw, or
the card's effect or the creature's gift when it can go one way only).
Backspace unselects the card or leaves a group of buttons; U undoes (kit);
S switches "pass the powers until my turn" (a lasting setting) on or off.
Keys pressed in one's own turn while the screen catches up (a card flying, a
bot answering out of its turn) are kept and applied once the prompt is ready.

Out-of-turn power windows ("use a power now or pass") are asked only when
something new could be done: a creature the person let go once in an opponent's
turn is not offered again in the opponents' turns of this game (it stays theirs,
for their own turn), so a held Gnome does not interrupt every bot turn; the
window is passed at once when it offers only such creatures, and always when
the lasting setting ("never ask me in the opponents' turns") says so; « Keep
for later » said once holds for the rest of that opponent's turn. A burn
aimed at the person always asks. A moment with one legal answer only
(an empty hand's end of turn, a creature only one mage may receive, the
Tornado's draw once the hand is empty) is answered by itself and said in the
log, except right after an undo (then it is asked, so a second undo takes back
the move before it). Enter that would end a turn in
which no card was placed (while one could be) first asks to confirm; an
Enter within CONFIRM_GAP seconds of the question is ignored (a double press).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from functools import partial
from typing import Any, Protocol

import pygame

from game import paths
from game.core import Action, act
from game.i18n import t
from scenes.evolution.choices import CARD_ACTS, DEST_ORDER, Asked, Choice, Place, name_of
from scenes.ui import PAD, Button, ButtonBar
from sprites.fonts import TYPE, font, wrap

PILE_KEYS = (pygame.K_a, pygame.K_f, pygame.K_t, pygame.K_e)  # Air, Feu, Terre, Eau: the piles in data order
HELD_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_q, pygame.K_m, *PILE_KEYS,
             *range(pygame.K_1, pygame.K_9 + 1))  # kept while the screen catches up, then applied
HELD_MAX = 4  # keys kept at most (a burst of presses, not a queue of moves)
PAGE = 12  # buttons the prompt panel holds (3 rows of 4)
ROWS = 3  # the rows of buttons under the prompt
# a picked card's buttons, in three columns, each in its home (nc63): placing, the two discards, put back, skip
CARD_COLS = 3
PLACE_SLOTS = (0, 1, 2, 3)
DEST_SLOTS = {"quick": 4, "main": 5}
CARD_HOMES = {"back": 6, "skip": 7, "block": 8}
PROMPT_LINE = 20  # the height of a line of the question above the buttons

CONFIRM_GAP = 0.6  # seconds: an Enter this soon after "end without a card?" is the same press, ignored
# nc29 shots 60, 62-63: a question that came by itself (a rooting after a gift, a burned card's discard
# in one's own turn) took the click meant for the hand: a click this soon after a new question is not
# taken for it (as Kaiju's read boxes), and the prompt's frame glows while the question is new
FRESH_GUARD = 0.4
FRESH_GLOW = 1.2
# seconds the toast of a turn that ends by itself stays (nc31 shot 58: 3 s went by before it was read)
END_TOLD = 6.0
# seconds the turn that ends by itself waits, its line shown, before it ends (nc37: « it surprised me »)
END_BEAT = 1.0
PREFS_FILE = "tables.json"  # the tables' own lasting choices, beside settings.json (which keeps its fields)

Entry = tuple[str, str, Callable[[], None], Action | None]  # (label, colour kind, callback, action)


def load_pref(game: str, key: str, default: Any) -> Any:
    """A table's lasting choice from the user's tables.json (the default when absent or unreadable)."""
    try:
        raw = json.loads((paths.user_dir() / PREFS_FILE).read_text(encoding="utf-8"))
        return raw.get(game, {}).get(key, default)
    except (OSError, ValueError, AttributeError):
        return default


def save_pref(game: str, key: str, value: Any) -> None:
    """Remember a table's choice across games (written atomically, other keys kept)."""
    f = paths.user_dir() / PREFS_FILE
    try:
        loaded = json.loads(f.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        loaded = {}
    raw: dict[str, Any] = loaded if isinstance(loaded, dict) else {}
    entry = raw.get(game)
    if not isinstance(entry, dict):
        entry = {}
    entry[key] = value
    raw[game] = entry
    paths.atomic_write(f, json.dumps(raw, indent=1))


class Board(Protocol):
    """What the controls need from the table that owns them."""

    def my_seat(self) -> int | None:
        """The person who may act now, when the screen shows their side of the table."""

    def asked(self, seat: int | None) -> Asked:
        """What the engine asks `seat` now (no legal action for None)."""

    def act(self, seat: int | None, action: Action) -> bool:
        """The kit's verb: to the feed; a refusal is shown in words."""

    def will_confirm(self, seat: int, action: Action) -> bool:
        """Whether the kit's confirmation will ask about this move (the setting says so)."""

    def flash(self, message: str, calm: bool = False, seconds: float = 3.0) -> None:
        """A short message on screen (`calm`: news, not a refusal), `seconds` long."""

    def tell(self, message: str) -> None:
        """Say what the table did for the person (in the log and the prompt line)."""

    def hold_line(self, message: str, seconds: float) -> None:
        """Keep a line at the top of the prompt panel for `seconds`, over the events told there."""

    def catching_up(self) -> bool:
        """The person's own turn goes on but the screen is not ready to ask yet (an animation, a
        bot's answer out of its turn): a key pressed now is meant for the prompt to come."""

    def placed_this_turn(self, seat: int) -> bool:
        """Whether `seat` put a card anywhere since its turn began."""

    def hand_order(self) -> list[str]:
        """The viewer's hand as drawn, left to right ([] when hidden)."""

    def hand_hit(self, pos: tuple[int, int]) -> str | None:
        """The hand card under `pos`."""

    def hand_gap(self, pos: tuple[int, int]) -> bool:
        """True when `pos` is on a place of the hand a card left this turn (now empty)."""

    def place_at(self, pos: tuple[int, int]) -> Place | None:
        """The place under `pos`: a pile, a discard, the centre or a zone."""

    def target_rect(self, key: Place) -> pygame.Rect:
        """Where a place lies, as its highlight is drawn."""

    def hit_rect(self, key: Place) -> pygame.Rect:
        """Where a click takes a place's actions (a pile: its whole column)."""

    def off_step(self, card: str) -> bool:
        """In a tutorial, a hand card the step does not use was clicked: the step answers it in its box
        (True) and the card is not picked, so no play buttons come up for a move the step refuses."""

    def button_color(self, kind: str) -> tuple[int, int, int]:
        """The prompt button colour of an action kind."""

    def hinted(self, seat: int) -> Action | None:
        """The move Conseil shows `seat` now (its card and place ringed on the table), or None."""


class Controls:
    """The person's choices under way and the prompt's buttons, for the table that owns them."""

    def __init__(self, board: Board, prompt_rect: pygame.Rect, elements: tuple[str, ...]) -> None:
        self.board = board
        self.prompt_rect = prompt_rect
        self.elements = elements
        self.bar = ButtonBar()
        self.prompt = ""
        self.prompt_lines = 2  # the question's lines shown above the buttons (3 when they leave room)
        self.selected: str | None = None  # the hand card picked by the person
        self.prefix: tuple[str, ...] = ()  # the group of buttons opened
        self.only: list[Action] | None = None  # a click that matched several actions: choose among them
        self.page = 0
        self.cursor = -1  # keyboard: index among the highlighted targets of one's own zone
        self.hover_card: str | None = None
        self.default: Action | None = None
        self.pass_powers = bool(load_pref("evolution", "pass_powers", False))  # lasting: pass every moment window
        self.declined: dict[int, set[str]] = {}  # seat -> the creatures it let go in an opponent's turn (this game)
        # nc34 shots 70, 71: « plus tard » once stands for the rest of that opponent's turn (a creature
        # received meanwhile asked again and again); the turn it was said in (the view's turn number)
        self.later_turn: dict[int, int] = {}  # seat -> that turn (each person of a shared screen their own)
        self.confirm_end: float | None = None  # when "end the turn without a card?" was asked
        # nc33 shot 79: a placement that hands a creature to a rival with no Ether to hold it back, asked
        # once before it lands (the warning shown on picking the card went unread): the action and when
        self.confirm_gift: tuple[Action, float] | None = None
        self.asked: Asked | None = None  # read once the screen has caught up (build_buttons)
        self.held: list[pygame.event.Event] = []  # keys pressed while the screen caught up, applied once asked
        self.ask_all = False  # after an undo: a one-answer moment is asked, so a second undo reaches past it
        self.button_for: dict[Action, Button] = {}  # the shown button that takes each action
        self.gift_told = False  # a creature went to the opponent for want of an Ether: the advice was said
        self.end_told = False  # a turn ended by itself once: said where the eye is, the first time (nc18)
        self.end_wait: float | None = None  # the beat left before a turn that ends by itself ends (END_BEAT)
        self.task_seen: dict[str, Any] | None = None  # the question (task on the stack) last asked
        # nc44 shots 089-092: three Fires burnt three cards in one enemy turn, and the same « dans quelle
        # défausse ? » came three times: one answer may stand for the turn, (view turn, "quick" or "main")
        self.dest_for_turn: tuple[int, str] | None = None
        self.after_skip: tuple[int, Action] | None = None  # (view turn, the play) a click on a pile left to do
        self.fresh = float("inf")  # seconds since that question appeared (the table's clock, `tick`)

    # -- what the table asks of its controls ----------------------------------------------------
    def legal(self) -> list[Action]:
        """The legal actions the buttons were built from."""
        return self.asked.legal if self.asked is not None else []

    def targets(self, seat: int) -> dict[Place, list[Action]]:
        """Places on the table -> the legal actions a click there takes (with the selected card)."""
        return self.asked.targets(seat, self.selected, self.only) if self.asked is not None else {}

    def own_targets(self, seat: int) -> list[Place]:
        return self.asked.own_targets(seat, self.selected, self.only) if self.asked is not None else []

    def card_actions(self, card: str) -> list[Action]:
        return self.asked.card_actions(card) if self.asked is not None else []

    def caught_up(self, hand: list[str]) -> None:
        """The screen shows the position of the view again: choices under way start anew (the card stays)."""
        if self.selected not in hand:
            self.selected = None
        self.only, self.prefix, self.page, self.cursor = None, (), 0, -1
        self.check_selected()
        self.build_buttons()

    def check_selected(self) -> None:
        """The picked card survives an opponent's answer in one's own turn (issue 24: a bot's Elf fired
        between the click on Air 5 and the click on the pile, and the pile said "click a card first");
        when that answer left it nowhere to go, it is put down and the person is told why."""
        seat = self.board.my_seat()
        if self.selected is None or seat is None:
            return  # not asked yet: the card stays picked until the screen asks
        asked = self.board.asked(seat)
        if asked.card_actions(self.selected):
            return
        if asked.task is None:
            self.board.flash(t("evolution.selection_dropped", card=name_of(self.selected)))
        self.selected = None

    def new_turn(self, seat: int) -> None:
        """A mage's turn begins. A creature let go stays let go for the opponents' turns of the
        game: asking about it at every bot turn was the interruption newcomers complained of."""

    def placed(self, card: str) -> None:
        """`card` left the hand for the table: it is no longer picked."""
        if self.selected == card:
            self.selected = None

    def skip_moment(self, seat: int | None) -> bool:
        """True when the power window asked of `seat` now has nothing new to offer (or the setting passes it).

        The rule: an out-of-turn window is worth a question only when it offers a creature the person
        has not already let go in an opponent's turn of this game (new targets for the same creature
        are no reason to interrupt again; the creature stays usable in their own turn), and « plus
        tard » said once holds for the rest of that opponent's turn (nc34: a creature received in it
        asked again). A burn aimed at the person or a rival's power is another window: always asked.
        """
        if seat is None or self.asked is None or not self.asked.is_moment() or self.ask_all:
            return False
        if self.pass_powers or self.later_turn.get(seat) == self.asked.model.turn:
            return True
        return not self.asked.creatures() - self.declined.get(seat, set())

    def answer_alone(self, seat: int | None) -> bool:
        """Take the only legal answer by itself, saying so (no question when there is no choice)."""
        only = self.asked.only_answer() if seat is not None and self.asked is not None else None
        if only is None or self.asked is None or self.ask_all or only.kind != "end":
            self.end_wait = None  # no turn ending by itself now (an undo, another question)
        if only is None or self.asked is None or self.ask_all:
            return False
        if self.end_wait is not None:  # the beat before a turn that ends by itself, its line shown
            if self.end_wait > 0:
                return True
            self.end_wait = None
            self.do(only)
            return True
        gift = only.kind == "give" and (self.asked.task or {}).get("t") == "release"
        self.board.tell(self.asked.said_alone(only, told=gift and self.gift_told))
        self.gift_told = self.gift_told or gift
        if only.kind == "end":
            # nc18 shot 64: the turn ended before « Fin de tour » was pressed; the log's line was overwritten
            # in the prompt by the draw at once. nc31 shot 58: a toast for it lay over the pile names and went
            # by too fast: the line stays on top of the prompt panel, where the eye is, END_TOLD seconds.
            # nc37 (« it surprised me »): the line shows a beat (END_BEAT) before the turn ends
            self.end_told = True
            self.board.hold_line(t("evolution.auto.end"), END_TOLD + END_BEAT)
            self.end_wait = END_BEAT
            return True
        if only.kind == "draw":
            # nc27 shot 59: the Tornado ended with the hand empty and a click on « Ne pas appliquer
            # l'effet » fell on nothing: a toast says it ended, where the eye is
            self.board.flash(self.asked.said_alone(only), calm=True)
        self.do(only)
        return True

    def apply_held(self) -> None:
        """The screen asks again: the keys pressed while it caught up act now, in order (a key
        that sends an action makes the rest wait for the next prompt); when the turn went on to
        another mage they meant nothing and are dropped."""
        held, self.held = self.held, []
        if self.board.my_seat() is None:
            return
        for event in held:
            self.handle(event)

    def tick(self, dt: float) -> None:
        """The table's clock: how long the question shown has been there."""
        self.fresh += dt
        if self.end_wait is not None:
            self.end_wait -= dt

    def too_soon(self) -> bool:
        """A click now would answer a question that appeared under the pointer a moment ago."""
        return self.task_seen is not None and self.fresh < FRESH_GUARD

    def draw(self, surf: pygame.Surface) -> None:
        """The prompt's buttons (the table writes the question above them)."""
        self.bar.draw(surf)

    # -- the prompt: what the engine asks, as buttons -------------------------------------------
    def build_buttons(self) -> None:
        seat = self.board.my_seat()
        self.default = None
        asked = self.asked = self.board.asked(seat)
        task = dict(asked.task) if seat is not None and asked.task is not None else None
        if task != self.task_seen:
            # the follow-up of one's own card (its effect's target, its creature's gift) is awaited: no guard;
            # a question chained after another (the rooting after a gift) or brought by a rival's move is
            own = self.task_seen is None and getattr(self.board, "last_mover", lambda: None)() == seat
            self.task_seen = task
            self.fresh = 0.0 if task is not None and not own else float("inf")
        if seat is None:
            self.bar.set([])
            self.prompt = ""
            return
        self.prompt = asked.prompt_text()
        self.default = asked.default()
        entries: list[Entry] = []
        end = asked.first("end")
        if self.confirm_end is not None and end is None:
            self.confirm_end = None
        if self.confirm_gift is not None and self.confirm_gift[0] not in asked.legal:
            self.confirm_gift = None
        if self.confirm_gift is not None:
            gift = self.confirm_gift[0]
            self.prompt = asked.gift_question(gift) or self.prompt
            entries = [
                (t("evolution.confirm_gift_yes"), "play", partial(self.do, gift), gift),
                (t("evolution.back"), "back", self.back, None),
            ]
        elif self.confirm_end is not None and end is not None:
            self.prompt = t("evolution.confirm_end")
            entries = [
                (t("evolution.confirm_end_yes"), "end", lambda: self.do(end), end),
                (t("evolution.back"), "back", self.back, None),
            ]
        elif self.selected is not None:
            self.prompt = asked.release_warning(self.selected) or asked.pending_text(self.selected) or self.prompt
            acts = asked.card_actions(self.selected)
            for a in acts:
                label, kind = asked.card_label(a)
                entries.append((label, kind, partial(self.place, a), a))
            self._keep_discards_in_place(acts, entries)
            skip = asked.first("skip")
            if skip is not None:  # nc23 shot 98: the way out of a pending effect stays in view with a card picked
                entries.append((t("evolution.skip"), "skip", partial(self.do, skip), skip))
            entries.append((t("evolution.unselect"), "back", self.back, None))
        else:
            pool = self.only if self.only is not None else asked.legal
            choices = [c for c in (asked.choice_for(seat, a) for a in pool) if c is not None]
            entries = self._tree(choices)
            if not self._fits(entries):  # "Pouvoir : X · Bot 2 (facile) · Air" twice: one "Pouvoir : X …"
                entries = self._tree(choices, group=True)
            if not self.prefix and asked.task is None and any(e[1] == "power_idle" for e in entries):
                # nc63 shots 159-160: « Pouvoir : Elfe · Bot 2 (rapide vide) », worth anything on an empty pile? said
                self.prompt = f"{self.prompt} {t('evolution.prompt.elf_idle')}"
            if not self.prefix and self.only is None and asked.is_moment():
                entries.append((t("evolution.quiet"), "pass", self.go_quiet, None))
            if not self.prefix and self.only is None and self._more_burns_may_come(asked, seat):
                for a in [a for a in asked.legal if a.kind == "dest"]:
                    where = str(a.args[0])
                    entries.append((t(f"evolution.dest_turn.{where}"), "dest", partial(self.dest_turn, a), None))
            if self.prefix:  # a power's targets: the question says what the pick is for (nc27 shots 72, 98)
                depth = len(self.prefix)
                under = [c.action for c in choices if c.path[:depth] == self.prefix and len(c.path) > depth]
                self.prompt = asked.pick_prompt(under) or self.prompt
            if self.prefix or self.only is not None:
                entries.append((t("evolution.back"), "back", self.back, None))
        if len(entries) > PAGE:
            pages = (len(entries) + PAGE - 2) // (PAGE - 1)
            self.page %= pages
            entries = entries[self.page * (PAGE - 1) : (self.page + 1) * (PAGE - 1)]
            entries.append((t("evolution.more", page=self.page + 1, pages=pages), "group", self.next_page, None))
        bw, cols = self._grid(len(entries), card=self._card_grid(entries))
        box = self.prompt_rect
        buttons = []
        question = self.prompt
        if self.pass_powers:
            self.prompt = f"{self.prompt} · {t('evolution.pass_powers_on')}"
        slots = self._slots(entries, cols)
        # a long question (a creature given away says what it does, issue 24) takes a third line when
        # the buttons fill two rows at most: they move down one line instead of cutting the question
        rows = max(slots, default=0) // cols + 1
        long = len(wrap(self.prompt, box.width - 20, 15)) > 2
        self.prompt_lines = 3 if long and rows < ROWS else 2
        top = box.y + 48 + PROMPT_LINE * (self.prompt_lines - 2)
        if long and rows == ROWS and any(i < cols for i in slots):
            # nc25 shot 49: « Pouvoir : Gnome » on the top row and « Fin de tour » in its corner cut the
            # question's third line: the other buttons start one row down when the lower rows hold them
            lowered = self._slots(entries, cols, first=cols)
            if all(i >= cols for i in lowered):
                slots = lowered
        pitch, height = 35, 31
        lower = box.y + 48 + 2 * PROMPT_LINE
        if self.prompt_lines == 3 and len(wrap(self.prompt, box.width - 20, 15)) > 3 \
                and lower + (rows - 1) * pitch + height <= box.bottom - 1:
            # one or two rows of buttons leave room for a fourth line (nc27: holding a creature back says
            # a rival may soon place the card that frees it again): the rows move down a line more
            self.prompt_lines, top = 4, lower
        if long and all(i >= cols for i in slots):
            # the first row of buttons is empty (« Fin de tour » alone in its corner): the third line
            # goes there, the buttons stay put (nc14 shot-97: « …, puis Fin » cut before « de tour »)
            self.prompt_lines, top = 3, box.y + 48
        elif long and self.prompt_lines == 2:
            # three full rows under a three-line question: the rows close up a little, no line is cut
            self.prompt_lines, top, pitch, height = 3, box.y + 48 + PROMPT_LINE, 30, 27
        if self.prompt != question and len(wrap(self.prompt, box.width - 20, 15)) > self.prompt_lines:
            # nc60 shots 153-157: « …vos pouvoirs (S pour les » cut under the question: the reminder that powers
            # are not offered out of turn gives way where the question needs its lines (S still says it)
            self.prompt = question
        # in a picked card's grid, a label too long for its cell takes the free cell beside it too (its place, its
        # left edge, stays): « Poser sur Feu (F) · donne Salamandre », « Ne pas appliquer l'effet » read whole
        grid = self._card_grid(entries) and cols == CARD_COLS
        for i, (label, kind, cb, action) in zip(slots, entries, strict=True):
            r = pygame.Rect(box.x + 8 + (i % cols) * (bw + 6), top + (i // cols) * pitch, bw, height)
            if grid and i % cols < cols - 1 and i + 1 not in slots \
                    and font(TYPE.SMALL).size(f"{label} ⏎")[0] > bw - PAD:
                r.width = 2 * bw + 6
            label = f"{label} ⏎" if action is not None and action == self.default else label
            if action is not None and action.kind == "play" and self.selected is not None \
                    and font(TYPE.SMALL).size(label)[0] > r.width - PAD:  # nc23 shot 76: « donne Salaman… »
                short = asked.card_label(action, short=True)[0]
                label = f"{short} ⏎" if action == self.default else short
            if action is not None and isinstance(cb, partial) and cb.func == self.place \
                    and asked.gift_question(action) is not None:
                # nc35 shots 56, 83, 94: « Sur Feu (F) · donne Salamandre » clicked, then « Poser quand même ? »:
                # a button that says the gift (its short form too, put_gives) is the answer
                cb = partial(self.do, action)
            # "pass every window from now" sends no action: its own tag, so "pass" names one button
            tag = "quiet" if cb == self.go_quiet else kind
            buttons.append(Button(r, label, cb, color=self.board.button_color(kind), tag=tag,
                                  enabled=cb != self._unavailable))
        self.button_for = {e[3]: b for e, b in zip(entries, buttons, strict=True) if e[3] is not None}
        self.bar.set(buttons)

    def _keep_discards_in_place(self, acts: list[Action], entries: list[Entry]) -> None:
        """The quick discard's button always left of the main one: when only one of them is open (the
        quick one paused or condemned), the other stands greyed in its place (nc39 shots 143, 161: the
        left button was « Défausse principale (M) » in one Tornado and « Défausse rapide (Q) » in the next,
        and a habit click sent an Air 2 to the quick discard)."""
        for kind in ("discard", "tornado"):
            dests = [str(a.args[1]) for a in acts if a.kind == kind and len(a.args) > 1]
            if len(dests) != 1 or dests[0] not in DEST_ORDER:
                continue
            missing = DEST_ORDER[1 - DEST_ORDER.index(dests[0])]
            at = next(i for i, e in enumerate(entries) if e[3] is not None and e[3].kind == kind)
            entries.insert(at if missing == DEST_ORDER[0] else at + 1,
                           (t(f"evolution.to.{missing}"), kind, self._unavailable, None))

    def _unavailable(self) -> None:
        """A greyed button's press (it is never enabled): nothing."""

    def next_click(self, action: Action) -> tuple[str, Any]:
        """What the person clicks next on the way to `action`: ("hand", card) to pick a card first,
        ("place", place) on the table, ("button", button) in the prompt, or ("", None)."""
        seat = self.board.my_seat()
        if self.confirm_gift is not None and self.confirm_gift[0] == action and action in self.button_for:
            return ("button", self.button_for[action])
        if action.kind in CARD_ACTS and seat is not None:
            card = str(action.args[0])
            if self.selected != card:
                return ("hand", card)
            place = next((k for k, acts in self.targets(seat).items() if action in acts), None)
            if place is not None:
                return ("place", place)
        if action in self.button_for and self.bar.buttons:
            return ("button", self.button_for[action])
        if seat is not None:
            place = next((k for k, acts in self.targets(seat).items() if action in acts), None)
            if place is not None:
                return ("place", place)
        return ("", None)

    def _slots(self, entries: list[Entry], cols: int, first: int = 0) -> list[int]:
        """Each button's place in the grid (row by row). Issue 24: after "Piocher 1" and the automatic
        draw, "Fin de tour" took its place under the pointer. The end of the turn has a home of its
        own, the bottom right corner, and letting a choice go (skip, pass) or the Tornado's draw the
        bottom left one; the other buttons fill the rows from the top left (from slot `first`: a long
        question takes the top row). So a click's next buttons never put these
        two where the pointer is, and each is always found in one place (else: in order)."""
        low_left = (ROWS - 1) * cols
        homes = {"end": ROWS * cols - 1, "skip": low_left, "pass": low_left, "draw": low_left}
        if self.confirm_end is not None or self.confirm_gift is not None:
            return list(range(len(entries)))
        if self._card_grid(entries) and cols == CARD_COLS:
            return self._card_slots(entries)
        out: list[int] = []
        taken = {homes[e[3].kind] for e in entries if e[3] is not None and e[3].kind in homes}
        nxt = first
        for e in entries:
            if e[3] is not None and e[3].kind in homes:
                out.append(homes[e[3].kind])
                continue
            while nxt in taken:
                nxt += 1
            out.append(nxt)
            nxt += 1
        if len(set(out)) != len(out) or max(out, default=0) >= ROWS * cols:
            return list(range(len(entries)))  # a crowded bar (or two homes asked at once): in order
        return out

    def _card_grid(self, entries: list[Entry]) -> bool:
        """Whether the buttons are a picked hand card's (its piles, the two discards, « Reposer la carte »):
        they then keep one grid whatever else shows (nc63 shots 005, 051, 077, 109, 115: « Défausse rapide (Q) »
        top right, top left, then in three columns; at 078 a click fell on empty space and dropped the card)."""
        return (self.selected is not None and self.confirm_end is None and self.confirm_gift is None
                and len(entries) <= ROWS * CARD_COLS)

    def _card_slots(self, entries: list[Entry]) -> list[int]:
        """A picked card's buttons in their homes, three columns: placing (or a Cascade) on the top row and the
        start of the second (in pile order), the quick discard then the main one at the end of the second row,
        « Reposer la carte » bottom left, then letting the effect go, then holding a creature back."""
        out: list[int] = []
        places = iter(PLACE_SLOTS)
        for e in entries:
            a, kind = e[3], e[1]
            if kind in ("play", "cascade"):
                slot = next(places, None)
            elif kind in ("discard", "tornado"):
                where = str(a.args[1]) if a is not None and len(a.args) > 1 else None
                if where is None:  # the greyed stand-in of a closed discard: named by its label
                    where = next((d for d in DEST_ORDER if e[0] == t(f"evolution.to.{d}")), None)
                slot = DEST_SLOTS.get(where or "")
            else:
                slot = CARD_HOMES.get(kind)
            if slot is None or slot in out:
                return list(range(len(entries)))  # an unforeseen button: in order
            out.append(slot)
        return out

    def _grid(self, n: int, card: bool = False) -> tuple[int, int]:
        """The width of a prompt button and the columns for `n` buttons (`card`: a picked card's, always
        three columns so that each keeps its place)."""
        cols = CARD_COLS if card else 2 if n <= 6 else 3 if n <= 9 else 4
        return (self.prompt_rect.width - 16 - (cols - 1) * 6) // cols, cols

    def _fits(self, entries: list[Entry]) -> bool:
        """Whether every label reads on one line of its button at the smallest size (no overflow)."""
        room = self._grid(len(entries), card=self._card_grid(entries))[0] - PAD
        return all(font(TYPE.SMALL).size(f"{e[0]} ⏎")[0] <= room for e in entries)

    def _tree(self, choices: list[Choice], group: bool = False) -> list[Entry]:
        """The buttons at the opened level: every choice, or (too many, or `group`: too long to read)
        the choices sharing a first word gathered under one button that opens them."""
        depth = len(self.prefix)
        under = [c for c in choices if c.path[:depth] == self.prefix and len(c.path) > depth]

        def leaf(c: Choice) -> Entry:
            return (" · ".join(c.path[depth:]), c.kind, partial(self.do, c.action), c.action)

        if not group and len(under) <= PAGE - (1 if depth else 0):
            return [leaf(c) for c in under]
        groups: dict[str, list[Choice]] = {}
        for c in under:
            groups.setdefault(c.path[depth], []).append(c)
        room = self._grid(len(groups))[0] - PAD

        def reads(c: Choice) -> bool:  # a lone choice shows whole, or opens like a group ("Pouvoir : Gnome ▸")
            return font(TYPE.SMALL).size(f"{leaf(c)[0]} ⏎")[0] <= room

        return [
            leaf(members[0])
            if len(members) == 1 and reads(members[0])
            else (t("evolution.opens", head=head), members[0].kind, partial(self.open_group, head), None)
            for head, members in groups.items()
        ]

    @staticmethod
    def _more_burns_may_come(asked: Asked, seat: int) -> bool:
        """A discard asked in a rival's turn, or with more of one's cards burnt waiting: one answer for all
        of them is offered (two open discards only: a lone one is taken by itself)."""
        task = asked.task or {}
        dests = [a for a in asked.legal if a.kind == "dest"]
        if task.get("t") != "dest" or len(dests) < 2:
            return False
        return asked.model.current != seat or len(asked.model.limbo.get(seat, [])) > 1

    def dest_turn(self, action: Action) -> None:
        """This burnt card, and every other one of this turn, to the discard `action` names."""
        if self.asked is not None:
            self.dest_for_turn = (self.asked.model.turn, str(action.args[0]))
        self.do(action)

    def answer_dest(self, seat: int | None) -> bool:
        """A burnt card of the turn the person answered for once goes where they said, and the line says so."""
        asked, memo = self.asked, self.dest_for_turn
        if seat is None or asked is None or memo is None or self.ask_all:
            return False
        task = asked.task or {}
        if memo[0] != asked.model.turn:
            self.dest_for_turn = None
            return False
        if task.get("t") != "dest" or task.get("owner") != seat:
            return False
        action = act("dest", memo[1])
        if action not in asked.legal:  # that discard closed meanwhile: asked again
            self.dest_for_turn = None
            return False
        self.board.tell(t("evolution.auto.dest_turn", card=name_of(task.get("card", "")), where=memo[1]))
        self.do(action)
        return True

    def go_quiet(self) -> None:
        """Pass every out-of-turn power window from now on (a lasting setting; S turns it off)."""
        self.set_pass_powers(True)
        if self.board.my_seat() is not None:
            self.do(act("pass"))

    def set_pass_powers(self, on: bool) -> None:
        """Switch the lasting "pass the powers until my turn" setting and save it."""
        self.pass_powers = on
        save_pref("evolution", "pass_powers", on)
        self.board.flash(t("evolution.pass_powers_on" if on else "evolution.pass_powers_off"))
        self.build_buttons()

    def wants_confirm(self, seat: int, action: Action) -> bool:
        """Ending a turn by Enter with no card placed while one could be: ask first."""
        could = self.asked is not None and self.asked.could_place()
        wanted = action.kind == "end" and could and not self.board.placed_this_turn(seat)
        return wanted and not self.board.will_confirm(seat, action)  # the kit's question is enough

    def open_group(self, head: str) -> None:
        self.prefix = (*self.prefix, head)
        self.page = 0
        self.build_buttons()

    def next_page(self) -> None:
        self.page += 1
        self.build_buttons()

    def back(self) -> None:
        if self.confirm_gift is not None:
            self.confirm_gift = None  # the card stays picked: another pile, a discard, or put it down
        elif self.confirm_end is not None:
            self.confirm_end = None
        elif self.selected is not None:
            self.selected, self.cursor = None, -1
        elif self.prefix:
            self.prefix = self.prefix[:-1]
        else:
            self.only = None
        self.page = 0
        self.build_buttons()

    def place(self, action: Action) -> None:
        """A hand card placed by a click or a key: one that hands a creature to a rival for want of an
        Ether asks first (nc33 shot 79: the warning shown when the card was picked went unread, and the
        Sylphe's extra turn decided the game); its button or Enter then places it (`do`)."""
        if self.asked is None or self.asked.gift_question(action) is None:
            self.do(action)
            return
        if self.confirm_gift is None or self.confirm_gift[0] != action:
            self.confirm_gift = (action, time.monotonic())
            self.selected, self.only, self.prefix, self.cursor = str(action.args[0]), None, (), -1
            self.build_buttons()
        # asked already (a second click on the pile): only the question's button or Enter places it

    def do(self, action: Action) -> None:
        """The person's answer: their choices under way end, the action goes to the table's feed."""
        seat = self.board.my_seat()
        if seat is None:
            return
        self.confirm_gift = None
        self.selected, self.only, self.prefix, self.cursor = None, None, (), -1
        self.confirm_end = None
        self.ask_all = False
        if action.kind == "pass" and self.asked is not None and self.asked.is_moment() \
                and self.later_turn.get(seat) != self.asked.model.turn:  # passed unasked: nothing let go
            new = self.asked.creatures() - self.declined.get(seat, set())
            self.declined.setdefault(seat, set()).update(new)
            self.later_turn[seat] = self.asked.model.turn
            if new and not self.pass_powers:
                self.board.flash(t("evolution.kept_for_later", count=len(new),
                                   creatures=", ".join(sorted(name_of(c) for c in new))))
        self.send(seat, action)

    def send(self, seat: int | None, action: Action) -> bool:
        """Through the kit's `act`: the buttons go while the answer shows; a refusal keeps them (and the focus)."""
        ok = self.board.act(seat, action)
        if ok:
            self.bar.set([])
        else:
            self.build_buttons()
        return ok

    # -- clicking on the table ---------------------------------------------------------------------
    def use_target(self, key: Place) -> bool:
        """Take the action(s) of a place; a place with none says why (the engine's refusal)."""
        seat = self.board.my_seat()
        if seat is None or self.asked is None:
            return False
        acts = self.targets(seat).get(key)
        if not acts:
            attempt = self.asked.attempt(seat, key, self.selected)
            if attempt is not None:
                return self.send_attempt(seat, attempt)
            else:
                self.pick_card_first(seat, key)
            return False
        if len(acts) == 1:
            self.place(acts[0])
        else:
            self.only, self.selected, self.prefix = acts, None, ()
            self.build_buttons()
        return True

    def send_attempt(self, seat: int, attempt: Action) -> bool:
        """A click that means an action not legal now: a play behind one's own optional effect lets the effect
        go first (`_skip_then`); any other is sent to hear the engine's refusal. True when it goes."""
        if self._skip_then(seat, attempt):
            return True
        self.send(seat, attempt)
        return False

    def _skip_then(self, seat: int, attempt: Action) -> bool:
        """A hand card picked while one's own optional effect waits (the Tornado), clicked onto a pile: the
        effect is let go and the card played (nc44: six « Ne pas appliquer l'effet » clicks in a game, « playing
        the next card should skip it »). The play goes once the screen asks again (`play_after_skip`)."""
        assert self.asked is not None
        task = self.asked.task or {}
        skip = act("skip")
        if attempt.kind != "play" or task.get("t") != "effect" or task.get("seat") != seat \
                or skip not in self.asked.legal:
            return False
        self.after_skip = (self.asked.model.turn, attempt)
        self.board.tell(t("evolution.auto.skip_then", effect=str(task.get("effect", "")),
                          card=name_of(task.get("card", "")), played=name_of(attempt.args[0])))
        self.do(skip)
        return True

    def play_after_skip(self, seat: int | None) -> bool:
        """The card clicked onto a pile while its effect waited goes now, or says why it cannot."""
        asked, queued = self.asked, self.after_skip
        if seat is None or asked is None or queued is None:
            return False
        if queued[0] != asked.model.turn or asked.model.current != seat:
            self.after_skip = None
            return False
        if asked.task is not None:  # a rival's answer first (a window after the skip): the play waits
            return False
        self.after_skip = None
        self.send(seat, queued[1])  # refused, the engine's reason is said
        return True

    def take_hint(self, seat: int, place: Place) -> bool:
        """A click on the place Conseil rings for its card, that card not picked: the hint's move (nc45 shots
        171-173: the hint's ring on Feu 2 read as picked, and a click on the main discard did nothing)."""
        hinted = self.board.hinted(seat)
        if hinted is None or hinted.kind not in CARD_ACTS or self.asked is None or hinted not in self.asked.legal:
            return False
        card = str(hinted.args[0])
        if hinted not in self.asked.targets(seat, card, None).get(place, []):
            return False
        self.selected = card
        self.place(hinted)
        return True

    def pick_card_first(self, seat: int, place: Place) -> None:
        """A click on one's own discard or pile with no hand card picked, while one could go there:
        say what to do first (a card moves from the hand; the pile itself takes nothing)."""
        if self.selected is not None or self.asked is None or not self.asked.could_place():
            return
        if len(place) > 1 and place[1] == seat and place[0] in ("quick", "main", "pile"):
            self.board.flash(t("evolution.pick_card_first" if place[0] == "pile" else "evolution.pick_card_to_discard"))

    def select(self, card: str | None) -> None:
        seat = self.board.my_seat()
        if seat is None or self.asked is None:
            return
        if card is not None and card != self.selected and not self.asked.card_actions(card):
            task = self.asked.task or {}
            if task.get("t") == "effect" and task.get("seat") == seat and task.get("effect") in ("root", "burn"):
                # what the next click on the table does while one's own effect waits (nc49 shot 055: Air 1 clicked
                # while « Enracinement (Terre 0) » waited was refused by « D'abord l'effet de la carte posée (en
                # haut) », and the next click, on the Air pile to place it, rooted that pile, with no undo)
                self.board.flash(t(f"evolution.effect_first.{task['effect']}", card=name_of(task.get("card", "")),
                                   selected=name_of(card)))
                return
            self.send(seat, self.asked.refused_play(card))
            return
        if card is not None and card != self.selected and self.board.off_step(card):
            return
        self.selected = None if card == self.selected else card
        self.only, self.prefix, self.page, self.cursor = None, (), 0, -1
        self.confirm_gift = None
        self.build_buttons()

    def handle(self, event: pygame.event.Event) -> None:
        """Input on the table (the kit passes it on only outside a replay)."""
        if event.type == pygame.MOUSEMOTION:
            self.hover_card = self.board.hand_hit(event.pos)
            self.bar.handle(event)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_s:
            self.set_pass_powers(not self.pass_powers)  # any time, not only when asked
            return
        seat = self.board.my_seat()
        if seat is None or self.asked is None:
            if event.type == pygame.KEYDOWN and event.key in HELD_KEYS and self.board.catching_up():
                self.held = [*self.held, event][-HELD_MAX:]
            elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.board.catching_up():
                self.hold_click(event)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.bar.handle(event):
                return  # the buttons keep their own guard (scenes.ui FRESH: one come under the pointer)
            if self.too_soon():
                self.board.flash(t("evolution.fresh_question"), calm=True)
                return
            card = self.board.hand_hit(event.pos)
            if card is not None:
                self.select(card)
                return
            if self.board.hand_gap(event.pos):  # nc14 shot-133: a click on a gap did nothing, silently
                self.board.flash(t("evolution.hand_gap"))
                return
            keys = sorted(self.targets(seat), key=lambda k: k[0] == "zone")  # a card before its zone
            hit = next((k for k in keys if self.board.hit_rect(k).collidepoint(event.pos)), None)
            if hit is None:
                place = self.board.place_at(event.pos)
                attempt = self.asked.attempt(seat, place, self.selected) if place is not None else None
                if attempt is not None:
                    self.send_attempt(seat, attempt)
                elif self.confirm_gift is not None:
                    # nc36 shots 147-149: a click beside the gift's question put the card down, and the
                    # person had to pick it again: it only leaves the question (as « Retour »), the card stays
                    self.back()
                elif self.selected is not None and self.prompt_rect.collidepoint(event.pos):
                    pass  # nc63 shot 078: a click between the picked card's buttons missed them; the card stays picked
                elif self.selected is not None:
                    self.select(None)
                elif place is not None and not self.take_hint(seat, place):
                    self.pick_card_first(seat, place)
                return
            self.use_target(hit)
            return
        if event.type == pygame.KEYDOWN:
            self.handle_key(seat, event)

    def hold_click(self, event: pygame.event.Event) -> None:
        """A click in one's own turn while the screen catches up (an animation, a bot's answer out of
        its turn): a hand card is picked at once, a click on the table then waits for the prompt."""
        card = self.board.hand_hit(event.pos)
        if card is not None:
            self.selected = None if card == self.selected else card
        elif self.selected is not None and self.board.place_at(event.pos) is not None:
            self.held = [*self.held, event][-HELD_MAX:]
        elif self.prompt_rect.collidepoint(event.pos):
            # a click on the question's buttons while they are not up yet went silently (nc61 shot 063: Terre 2
            # picked, then « Défausse rapide », still in hand at the end of the turn, « nothing on screen told me
            # anything had failed »): it is said not taken
            self.board.flash(t("evolution.click_while_busy"), calm=True)

    def press_enter(self, seat: int) -> None:
        """Enter with no button focused: the default answer, but never a turn ended by a double press."""
        now = time.monotonic()
        if self.confirm_end is not None:
            if now - self.confirm_end >= CONFIRM_GAP:
                end = self.asked.first("end") if self.asked is not None else None
                if end is not None:
                    self.do(end)
            return
        if self.default is None:
            return
        if self.wants_confirm(seat, self.default):
            self.confirm_end = now
            self.build_buttons()
            return
        self.do(self.default)

    def handle_key(self, seat: int, event: pygame.event.Event) -> None:
        hand = self.board.hand_order()
        if self.confirm_gift is not None and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) \
                and self.bar.focus < 0:
            gift, asked_at = self.confirm_gift
            if time.monotonic() - asked_at >= CONFIRM_GAP:  # not the press that placed the card
                self.do(gift)
            return
        if pygame.K_1 <= event.key <= pygame.K_9:
            if event.key - pygame.K_1 < len(hand) and hand[event.key - pygame.K_1]:  # "": a slot emptied this turn
                self.select(hand[event.key - pygame.K_1])
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
        arrows = (pygame.K_LEFT, pygame.K_RIGHT)
        if self.selected is not None and event.key in (*arrows, pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
            own = self.own_targets(seat)
            if event.key in arrows and own:
                step = 1 if event.key == pygame.K_RIGHT else -1
                self.cursor = (self.cursor + step) % len(own) if self.cursor >= 0 else (0 if step > 0 else len(own) - 1)
                return
            if 0 <= self.cursor < len(own):
                self.use_target(own[self.cursor])
                return
            if event.key in arrows or self.bar.focus < 0:
                self.cursor = 0 if own else -1  # Enter with a card and no target picked: show the first
                return
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.bar.focus < 0:
            self.press_enter(seat)
            return
        self.bar.handle(event)
