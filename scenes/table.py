"""The table kit: what every game table shares, written once.

A table is fed by a `Feed` (game/feed.py): the view of the seat it shows and
the events that seat may see, never an engine's state, so the same table runs
from a local match, a replay or a network host. This base owns the loop: it
takes events from the feed, shows them one at a time (the game's display model
folds each in, then the game's `on_<kind>` handler animates it, for the time
`data/<game>/presentation.yaml` gives), writes the log for the current viewer,
plays the sounds, paces the bots, autosaves, hands a shared screen over, and
opens the results. It gives every table inspect (hover or right-click), why-not
(a refused action says why), undo against bots, and replay controls. A game's
table says where things are, how to draw them and which input means which
action. It never decides a rule.
"""

from __future__ import annotations

import copy
import time
from collections.abc import Hashable, Sequence
from typing import Any, ClassVar

import pygame

from game import data, i18n, journal, paths, registry
from game.bots import CloseSettings, close_settings
from game.core import Action, Event, IllegalAction, Result
from game.feed import Feed, LocalFeed, ReplayFeed
from game.hints import Hint
from game.i18n import t
from game.match import Match
from game.tutorial import TutorialFeed
from scenes.base import WIDTH, Scene, SceneHost
from scenes.confirm import LEVELS, Confirmation
from scenes.lastturn import LastTurn, TurnRecord
from scenes.tutorial import draw_guide, draw_halo, next_rect
from scenes.ui import (
    ACCENT,
    DANGER,
    FELT,
    INK,
    MUTED,
    PAD,
    PANEL,
    Button,
    ButtonBar,
    LogPanel,
    TextField,
    forget_prompts,
    panel,
    prompts_drawn,
    text_block,
    title,
)
from sprites.anim import Anim, Banner
from sprites.fonts import TYPE, fit_text, font, render, wrap
from sprites.palette import SEAT_COLORS
from sprites.tween import Tween, Tweens

HOVER_DELAY = 0.5  # seconds the pointer rests on a piece before its description shows
AGAIN_HEAD_MIN = 15  # the least type size of a turn shown again's heading: smaller, it goes on two lines
AGAIN_SLOWER = 1.8  # the last turn shown again (L) goes slower than play: each step is read, not glimpsed
END_LOOK = 1.8  # seconds the final position stays on screen, its last move shown, before the results open
# the same after another seat's final move (a bot's, a remote person's): nobody here made it, it is read first
# (nc46 shots 112-113: « Bot 2 prend 2, 4 sur la table », the game's last move, was never seen before the results)
END_LOOK_OTHER = 3.5
# Real time: moves that arrive in a frame (bots acting, time passing) are saved at most this often,
# so a kill loses at most this much of a game, and a frame never writes more than one save.
AUTOSAVE_EVERY = 0.25
HINT_COLOR = (110, 225, 255)  # a hint's outline on the table and its box's frame
GUIDE_ONLY_CHOICE_READ = 2.5  # seconds a tutorial step played by itself (a single choice) is read first
PIECES_LOOKED_AT = 200  # the tutorial's arrow keeps off this many of the person's other clicks (cells, cards)
TOOL_GAP = 8  # between the tool row's buttons
BANNER_MARGIN = 6  # what a banner moved off the title or a panel leaves between them
BANNER_SMALLER = 24  # a banner's words when only a smaller plate finds a free place
TOOL_SLACK = 4  # a tool button's room round its label, beyond the label's own padding
DEMO_HINT_PAUSE = 1.2  # demo --hint: seconds a bot's move waits, at normal speed, with its hint shown
HINT_REASK = 0.25  # a real-time game: real seconds between two askings of a hint still awaited (`_poll_hint`)


class Presentation:
    """`data/<game>/presentation.yaml`: per event kind a duration, a sound, a banner; colours."""

    def __init__(self, game_id: str) -> None:
        self.events: dict[str, dict[str, Any]] = {}
        self.colors: dict[str, tuple[int, int, int]] = {}
        self.extra: dict[str, Any] = {}
        f = data.game_file(game_id, "presentation.yaml")
        data.note_read(f)  # one made later is read then (`presentation`)
        if not f.exists():
            return
        node = data.load(f)
        for kind, spec in node.get("events", {}).items():
            self.events[kind] = {
                "duration": spec.get("duration").number(0.0, 30.0) if spec.has("duration") else 0.0,
                "sound": spec.get("sound").str() if spec.has("sound") else "",
                "banner": spec.get("banner").str() if spec.has("banner") else "",
                "log": spec.get("log").bool() if spec.has("log") else True,
                "animate": spec.get("animate").bool() if spec.has("animate") else True,
                "twin": spec.get("twin").str() if spec.has("twin") else "",
            }
        for name, rgb in node.get("colors", {}).items():
            values = [n.int(0, 255) for n in rgb.list()]
            self.colors[name] = (values[0], values[1], values[2])
        self.extra = {k: n.value for k, n in node.items() if k not in ("events", "colors")}

    def duration(self, kind: str) -> float:
        return float(self.events.get(kind, {}).get("duration", 0.0))



@data.cached
def presentation(game_id: str) -> Presentation:
    """The game's presentation, read again only when its file changes: every table read it as it was
    built (1 400 tables in the tests), and tables only read it."""
    return Presentation(game_id)


def close_level_names(game_id: str) -> tuple[CloseSettings, str, str] | None:
    """The game's « sur mesure » settings with its weak and strong levels named, for the setup, the
    table's log and the results alike; None when data/bots.yaml is bad (check-data and the game's
    start say so)."""
    try:
        s = close_settings(game_id, registry.get(game_id).strengths)
    except data.DataError:
        return None
    return s, t(f"strength.{s.low}"), t(f"strength.{s.high}")


def close_margin(game_id: str, behind: float) -> str:
    """When « sur mesure » plays a stronger level, in the game's own score, for the setup. The table's log
    does not restate it in other words: nc27 (Kaiju) read « dès que vous menez de 8 points » in the setup
    and « tant qu'il s'estime en retard » in the log as two different rules."""
    # the margin in the game's own score (nc23, Elemons: "it played hard from 0-0" while the
    # person led by two Elemons won, which a Gigamon count does not show)
    n = int(behind) if float(behind).is_integer() else behind
    return t(f"setup.close.margin.{game_id}", n=n)


def overlaps(lefts: Any, tops: Any, width: int, height: int, rects: Sequence[pygame.Rect]) -> Any:
    """For places of one size at `lefts`, `tops` (numpy arrays), which of `rects` each would overlap: a
    (len(rects), places) array of booleans, as `pygame.Rect.colliderect` says it (a rect of no width or
    no height overlaps nothing; one of negative size is taken flipped). The toast's and the banner's
    searches weigh every place at once with it."""
    import numpy as np

    out = np.zeros((len(rects), len(lefts)), dtype=bool)
    if width <= 0 or height <= 0:
        return out
    for n, a in enumerate(rects):
        a = pygame.Rect(a)
        a.normalize()
        if a.width and a.height:
            out[n] = (lefts < a.right) & (lefts + width > a.left) & (tops < a.bottom) & (tops + height > a.top)
    return out


def close_sentence(game_id: str, s: CloseSettings) -> str:
    """The setup's sentence on « sur mesure »: its levels, when it plays each stronger one, and how many
    of its turns in a row that takes (nc34: a switch right after one good first turn read as a punishment)."""
    settle = t("setup.close.settle", n=s.settle)
    low, high = t(f"strength.{s.low}"), t(f"strength.{s.high}")
    if i18n.has(f"setup.close.pace.{game_id}"):  # it follows the person's pace (Monsters, f49; nc61: « no arc »)
        return t(f"setup.close.pace.{game_id}", low=low, high=high, margin=close_margin(game_id, s.near or s.behind))
    if s.mid is None:
        return t("setup.close", low=low, high=high, margin=close_margin(game_id, s.behind), settle=settle)
    if s.near == 0:  # the middle level from the start, the weak one while it leads
        # « tant qu'il mène » in the game's own measure where it is not plain (nc61, Elem Master: it led the count, the
        # Earth, and never played easy: its lead is levels on the board)
        leads = t(f"setup.close.leads.{game_id}") if i18n.has(f"setup.close.leads.{game_id}") \
            else t("setup.close.leads")
        return t("setup.close.ahead", low=low, mid=t(f"strength.{s.mid}"), high=high, leads=leads,
                 margin=close_margin(game_id, s.behind), settle=settle)
    return t("setup.close.mid", low=low, mid=t(f"strength.{s.mid}"), high=high, near=close_margin(game_id, s.near),
             margin=close_margin(game_id, s.behind), settle=settle)


class TableScene(Scene):
    """Base of every game table; a game's table lays out, draws and maps input to actions."""

    bot_pause = 0.6  # seconds a bot "thinks" on screen at normal speed, so a person can follow
    log_rect = pygame.Rect(960, 70, 310, 560)
    tool_rect = pygame.Rect(960, 638, 310, 40)  # undo / replay controls, under the log
    inspect_width = 360  # the pointer's help box; a table with a narrower free column names its own
    guide_frames_alike = False  # a tutorial step that takes any of several pieces frames each of them
    aid_rect = pygame.Rect(1236, 684, 30, 30)  # the "?" that opens the player aid (F1 too)
    # a hint's box, over the foot of the log while it shows: as tall as its words need (steps in
    # order take several lines), its bottom above the buttons
    hint_rect = pygame.Rect(960, 386, 310, 244)
    note_rect = pygame.Rect(1198, 684, 30, 30)  # the pencil: a tester's note (N too, where the table leaves it)
    CAPTION_H = 44  # a replay's step caption, two lines at the type scale's smallest size, above its controls
    # The last turn shown again (L) goes step by step: each step that has a log sentence says it in the
    # caption and waits for a click (every newcomer found a replay that ran by itself "too fast", and
    # three of round 11 asked to step through it); the "again" button's colour, warm so it is found
    # (None: the tools' own).
    AGAIN_COLOR: ClassVar[tuple[int, int, int] | None] = (128, 92, 30)
    # the Undo button's words: a game whose cards "annulent" (Kaiju) says it another way, or a
    # newcomer could not tell taking back a move from cancelling a card (nc11)
    UNDO_LABEL: ClassVar[str] = "undo.button"
    AGAIN_SIZE: ClassVar[int] = 19  # the caption's type size (fitted down to its place's width)
    # Keys the game's table reads itself, which the kit then leaves to it (N: a note elsewhere).
    keys_taken: ClassVar[frozenset[int]] = frozenset()
    banner_center: ClassVar[tuple[int, int]] = (480, 330)
    banner_min_width: ClassVar[int] = 0  # a banner over the title is at least as wide as the title
    banner_max_width: ClassVar[int] = 640  # its words shrink to this: a table whose side column is near keeps clear
    model_cls: ClassVar[Any] = None  # the game's display model (from_view, apply)
    # The last move (scenes/lastturn.py): the event kinds that start and close a turn; `turn_single`:
    # each start is a whole move by itself (a real-time game where everybody plays at once).
    turn_starts: ClassVar[frozenset[str]] = frozenset({"turn_start"})
    turn_ends: ClassVar[frozenset[str]] = frozenset({"game_over"})
    turn_single: ClassVar[bool] = False
    turn_resets: ClassVar[frozenset[str]] = frozenset()  # a new round: every mark goes
    # The event kinds whose log line only heads a turn ("— Tour de Bot 2 —"): no step of the turn shown
    # again, whose caption already says whose turn it is.
    turn_headings: ClassVar[frozenset[str]] = frozenset({"turn_start", "turn_started"})

    # Optional confirmation (scenes/confirm.py): the action kinds that end a turn and cannot be
    # taken back (asked when the setting says "final"), and whether the table words the question
    # in its own bar rather than the kit's panel.
    final_kinds: ClassVar[frozenset[str]] = frozenset()
    draws_question: ClassVar[bool] = False
    # Choices not worth a click: when a person's only legal action is of one of these kinds (the one
    # opponent a power can pick), the kit plays it for them and the log says what it did.
    only_choice_kinds: ClassVar[frozenset[str]] = frozenset()

    def __init__(self, app: SceneHost, source: Feed | Match, demo: bool = False) -> None:
        super().__init__(app)
        self.confirm = Confirmation(self)  # a move held back for a yes / no (the setting says which)
        # Hints (H, or the tool bar's button): the seat a hint is being decided for, the hint shown.
        # `demo_hints`: a demo shows the hint of every bot's move before it plays (`demo --hint`,
        # set by `scenes.app.open_table`).
        self.demo_hints = False
        self.hint_seat: int | None = None
        self._hint_reask = 0.0  # a real-time game: when an awaited hint is asked again (`_poll_hint`)
        self._hint_upto = 0  # the events of the position a hint was asked for: it shows once the screen showed them
        self.hint_shown: Hint | None = None
        self.hint_next = False  # the hint shown is the next step of one the person followed (`_hint_after_move`)
        self.hint_level = 0  # `levels`: how far the hint shown is told (0: its first level; see `hint_levels`)
        self._hint_fit: tuple[tuple[str, tuple[int, ...]], pygame.Rect, int] | None = None  # see _hint_box
        self._nudge_kept: tuple[Hint, str | None] | None = None  # see _nudge_of
        self._demo_last = -1  # demo --hint in real time: the seat whose hint was shown last
        if isinstance(source, Match):
            source = LocalFeed(source, None if demo else paths.save_path(source.game_id))
        self.feed: Feed = source
        self.demo = demo
        self.game_id = self.feed.game_id
        self.pres = presentation(self.game_id)
        self.tweens = Tweens(self.speed)
        self.anim = Anim(self.tweens)
        self.queue: list[Event] = []
        self.shown: list[Event] = []  # every event that went through the queue, in order (all seats)
        self.current: Event | None = None
        self.hold = 0.0  # seconds left on the event being shown
        self.bot_wait = 0.0
        if self.feed.replaying:  # the step caption gets its own lines between the log and the controls
            self.log_rect = self.log_rect.inflate(0, -self.CAPTION_H).move(0, -self.CAPTION_H // 2)
        self.log = LogPanel(self.log_rect.copy())
        self.viewer: int | None = self._pick_viewer()
        self.finished_shown = False
        # the « sur mesure » bots' level is said by the setup (the rule) and the results (how it played), never
        # mid-game: a line at each switch read as being « punished for leading » (rounds 25, 26; once each way in
        # the log, still nc49 Kaiju: « reading "I'm getting harder because you lead" mid-game spoils a win »)
        self._end_look = 0.0  # seconds the final position has been on screen, every move shown
        self._looked: int | None = None  # the private event the others already looked away for
        self.error = ""
        self.error_calm = False  # the toast is news, not a refusal: drawn on the dark panel
        self.error_until = 0.0
        self._toast_cache: tuple[Any, pygame.Rect] | None = None  # the last place found, and for what
        self._tool_labels: tuple[Any, tuple[str, str, int]] | None = None  # `tool_labels`, and for what
        self._banner_placed: Banner | None = None  # the banner last given its place (`place_banner`)
        self.names = self.seat_names()
        self._background: pygame.Surface | None = None
        self._background_lang = ""
        self.pointer = (0, 0)
        self._still = False  # drawing the results' picture: the position only
        self.pointer_still = 0.0
        self.clicked_here = False  # a click since the pointer last moved: no help box by itself there
        self._handed_to: int | None = None  # the seat the last hand-over gave the screen to, while it holds it
        self.pinned: tuple[tuple[int, int], tuple[str, str]] | None = None  # right-click inspect
        self.inspect_box: pygame.Rect | None = None  # where the help box was last drawn (None: not shown)
        self.playing_replay = False
        self.replay_wait = 0.0
        self.tools = ButtonBar()
        self.chat_field = TextField(self.tool_rect.copy(), self.say, t("net.chat")) if self.feed.can_chat else None
        self.chat_seen = 0
        self.model: Any = None
        self._synced = False
        self.last_move = LastTurn(self.turn_starts, self.turn_ends, self.turn_single, self.turn_resets)
        self.again: list[Event] = []  # the last turn's events being shown again (L)
        self._again_model: Any = None  # the display model to come back to if the feed brings news meanwhile
        self._again_wanted = False  # L pressed while the screen was busy: shown once it has caught up
        self.again_caption = ""
        self._again_head = ""  # who the turn shown again is, the caption's first half
        self.again_line = ""  # the sentence of the step shown again, under the caption
        self.again_waiting = False  # a step of the turn shown again is on screen and waits for a click
        self._again_steps = (0, 0)  # (the step shown, how many) of the turn shown again
        # A guided first game (game/tutorial.py): the feed holds the person to its steps; the kit
        # draws each step's words and points at the piece (`action_rect`). `autoplay` plays the
        # steps itself (headless runs and screenshots).
        self.guide: TutorialFeed | None = self.feed if isinstance(self.feed, TutorialFeed) else None
        self.autoplay = False
        self.guide_box: pygame.Rect | None = None  # where the step's words were last drawn
        self._guide_clock = 0.0
        self._guide_drawn = -1  # the step whose pointer was last drawn (an autoplay plays it after)
        self._guide_shown_at = 0.0  # the guide's clock when that step was first drawn
        # the opponent's turn the box last spoke of, as (step index, words, header): it keeps the box
        # while the rest of that turn plays out, where the step done before it spoke again (stale)
        self._guide_watched: tuple[int, str, str] | None = None
        self._guide_help = -1  # a step without marks (`marks: false`) whose marks the person asked for (H)
        self._pieces_for: tuple[tuple[Any, ...], list[pygame.Rect]] | None = None
        self._saved_progress = self.feed.progress()  # the moves on disk already (a resumed game's)
        self._saved_at = float("-inf")  # the first moves are saved at once
        if self.feed.resumed:
            self.shown = self.feed.history()
            self.feed.poll(0.0)
        else:
            self.queue = self.feed.poll(0.0)
        # The model starts from the view, which already includes the opening: those events are shown, not folded.
        self._unfolded = {id(e) for e in self.queue}
        self.journal = self._open_journal()
        self.aided = False  # the person asked for a hint, the aid, the how-to or the rules (the results' next step)
        self._journal_inspected: str | None = None  # the piece whose description the journal last saw opened
        self.rebuild()

    def _open_journal(self) -> journal.Journal | None:
        """The playtest journal (game/journal.py) of a game played here, unless the setting keeps it off."""
        log = self.feed.game_log()
        if self.demo or self.feed.replaying or isinstance(self.feed, TutorialFeed) or \
                not getattr(self.app.settings, "journal", True):
            return None  # a tutorial is not a playtest
        sink = getattr(self.feed, "send_journal", None)
        if log is None and sink is not None:  # a hosted game: this seat's lines go to the host's journal
            return journal.Journal(None, self.game_id, list(self.feed.seats), self.names, 0, "", sink=sink)
        if log is None:
            return None
        started = str(log.get("started") or time.strftime("%Y-%m-%dT%H:%M:%S"))
        path = journal.journal_path(self.game_id, started, int(log.get("seed", 0)))
        book = journal.Journal(path, self.game_id, list(self.feed.seats), self.names, int(log.get("seed", 0)),
                               started, resumed=self.feed.resumed)
        book.moved(len(self.feed.moves_since(0)))
        return book

    def _journal_moves(self) -> None:
        """Each move the log gained since the last look: a decision of its seat (people's, bots',
        another screen's); time passing in a real-time game is no decision."""
        book = self.journal
        if book is None:
            return
        for move in self.feed.moves_since(book.move):
            if move and move[0] != "time":
                book.decided(int(move[0]), str(move[1]), str(self.view.get("phase") or ""))
            else:
                book.move += 1

    def journal_aid(self, what: str, on: str = "") -> None:
        """The aid, the how-to, the rules or an inspect opened: which seat was deciding, on what."""
        if what != "inspect":  # a hover's box comes by itself on a rest
            self.aided = True
        if self.journal is not None:
            self.journal.aid(self.human_to_act() if not self.busy else self.viewer, what, on)

    def can_note(self) -> bool:
        """A note can be written at a game played here (not in a replay or a demo)."""
        return not self.feed.replaying and not self.demo

    def buttons_shown(self) -> list[Button]:
        """The table's own buttons now (their hotkeys belong to the table); a table whose bar lives
        in a part says so."""
        bar = getattr(self, "bar", None)
        return list(bar.buttons) if isinstance(bar, ButtonBar) else []

    def takes_key(self, key: int) -> bool:
        """Whether the table reads `key` itself now: its own binding or a shown button's hotkey."""
        return key in self.keys_taken or any(b.hotkey == key for b in self.buttons_shown())

    def add_note(self, text: str) -> None:
        """A tester's note (N), tied to the moves played so far: in the game's log and its journal."""
        seat = self.viewer
        if self.feed.note(seat, text):
            self.autosave()
        if self.journal is not None:
            self.journal.note(seat, text)
        self.flash(t("note.kept"))

    def say(self, text: str) -> None:
        """A chat line: to the host, and to this screen's journal."""
        self.feed.say(text)
        if self.journal is not None:
            self.journal.chat(self.viewer, text)

    # -- the feed, seats and viewer ---------------------------------------------------------
    @property
    def speed(self) -> float:
        """The animation speed; a demo runs at least fast so a few seconds show a real game; the last
        turn shown again (L) is animated even when animations are off (it is asked for to be seen)."""
        base = max(self.app.speed, 2.5) if self.demo else self.app.speed
        return 1.0 if base <= 0 and getattr(self, "_again_model", None) is not None else base

    # events whose log line names a bot with its level (its turn's header); the others say « Bot 2 » (`short_names`)
    full_name_lines: frozenset[str] = frozenset({"turn_start"})

    def short_names(self) -> list[str]:
        """The seats' names as the log's lines and Conseil say them: a bot's without its level (« Bot 2 », not
        « Bot 2 (sur mesure) »), which its turn's header and its panel say (nc24 and nc61 Kaiju, nc38 Elem Master:
        « (sur mesure) » several times a line; nc63 Evolution: in every line). A name typed at setup stays whole."""
        typed = self.feed.typed_names()
        return [t("seat.bot_short", n=i + 1) if who.startswith("bot:") and not (i < len(typed) and typed[i])
                else (self.names[i] if i < len(self.names) else "") for i, who in enumerate(self.feed.seats)]

    def seat_names(self) -> list[str]:
        names = []
        typed = self.feed.typed_names()  # names given on the setup screen (here or on the host's)
        for i, who in enumerate(self.feed.seats):
            if i < len(typed) and typed[i]:
                names.append(str(typed[i]))
            elif who.startswith("bot:"):
                names.append(t("seat.bot", n=i + 1, strength=t(f"strength.{who[4:]}")))
            else:
                names.append(t("seat.human", n=i + 1))
        return names

    def _pick_viewer(self) -> int | None:
        humans = self.feed.local_seats()
        if not humans:
            return 0 if self.feed.replaying and self.feed.seats else None
        actors = [s for s in self.feed.actors() if s in humans]
        return actors[0] if actors else humans[0]

    @property
    def view(self) -> dict[str, Any]:
        """The viewer's view now (the engine may be ahead of the screen: draw from `model`)."""
        return self.feed.view(self.viewer)

    def human_to_act(self) -> int | None:
        """The seat of this screen that may act now, if the screen has caught up."""
        if self.busy or self.feed.is_over or self.feed.replaying:
            return None
        for seat in self.feed.actors():
            if seat in self.feed.local_seats():
                return seat
        return None

    def legal(self, seat: int | None) -> list[Action]:
        return [] if seat is None else self.feed.legal(seat)

    # -- the event queue --------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return bool(self.queue) or self.current is not None or self.tweens.busy or bool(self.again) or \
            self.again_waiting

    def enqueue(self, events: list[Event]) -> None:
        if events:
            if self._again_model is not None:
                self._stop_again()  # news first: the replay of the last turn gives way
            self.queue.extend(events)
            self._synced = False

    def act(self, seat: int | None, action: Action, confirmed: bool = False) -> bool:
        """A person's action: to the feed; a refusal is shown in words (why-not), else an autosave.
        A move the confirmation setting asks about waits for a yes (`confirmed` once answered)."""
        if seat is None:
            return False
        if not confirmed and not self.demo and self.confirm.stops(seat, action):
            return False
        try:
            self.feed.submit(seat, action)
        except IllegalAction as exc:
            words = i18n.refusal(self.game_id, exc, self.names)
            self.flash(words)
            if self.journal is not None:
                self.journal.refused(seat, str(action), exc.key, words)
            return False
        self.enqueue(self.feed.poll(0.0))
        self._hint_after_move()
        if self.journal is not None and self.journal.sink is not None:
            self.journal.decided(seat, str(action))  # the host ties it to the move it played
        self._journal_moves()
        if self.feed.realtime:  # a person's quick moves share the throttle; the next frames save the rest
            self._autosave_moves()
        else:
            self.autosave()
        self.on_acted()
        return True


    def confirm_level(self) -> str:
        """The confirmation setting: "harm" (the default), "final" or "off" (scenes/confirm.py)."""
        return str(getattr(self.app.settings, "confirm", LEVELS[0]))

    def confirm_reason(self, seat: int, action: Action) -> str | None:
        """Why a move deserves a second thought: "harm" (it hurts the player's own pieces),
        "final" (it ends the turn, no taking it back: `final_kinds`), or None."""
        if self.harms_own(seat, action):
            return "harm"
        return "final" if action.kind in self.final_kinds else None

    def confirm_words(self, seat: int, action: Action, reason: str) -> str:
        """The question asked before this move, when the table words it itself ("": the reason's own)."""
        return ""

    def will_confirm(self, seat: int, action: Action) -> bool:
        """Whether `act` would ask about this move first (a table's own question then stands aside)."""
        return self.confirm.wanted(self.confirm_reason(seat, action))

    def harms_own(self, seat: int, action: Action) -> bool:
        """Whether a move hurts the player's own pieces (a table that has such moves says so)."""
        return False

    def why_not(self, seat: int | None, action: Action) -> str | None:
        """The engine's reason, in words, why `action` would be refused; None when it is legal."""
        if seat is None:
            return None
        reason = self.feed.why(seat, action)
        return i18n.refusal(self.game_id, reason, self.names) if reason else None

    def flash(self, message: str, calm: bool = False) -> None:
        """A toast for 3 s: red for a refusal; `calm`, on the dark panel, for news that is no mistake
        (issue 24: "Vous avez pris un autre chemin" in red read as wrong)."""
        self.error = message
        self.error_calm = calm
        self.error_until = time.monotonic() + 3.0

    def autosave(self) -> None:
        if self.demo:
            return
        self._saved_progress = self.feed.progress()
        self._saved_at = time.monotonic()
        problem = self.feed.autosave()
        if problem:
            self.flash(t("save.failed", error=problem))

    def _autosave_moves(self) -> None:
        """Moves the frame brought (a real-time bot acting, time passing, in games of bots only or
        between a person's moves) are saved as they happen, at most every AUTOSAVE_EVERY seconds."""
        if self.demo or self.feed.progress() == self._saved_progress:
            return
        if time.monotonic() - self._saved_at >= AUTOSAVE_EVERY:
            self.autosave()

    def _next_event(self) -> None:
        while self.queue and self.current is None:
            ev = self.queue.pop(0)
            if not ev.visible_to(self.viewer):
                self.shown.append(ev)
                continue
            if ev.to is not None and len(self.feed.local_seats()) > 1 and not self.look_away_done(ev):
                self.queue.insert(0, ev)
                return
            self.shown.append(ev)
            duration = self.show(ev)
            if self.speed <= 0:
                self.tweens.finish_all()
                duration = 0.0
            else:
                duration /= self.speed
            if duration > 0:
                self.current = ev
                self.hold = duration
        while not self.queue and self.current is None and self.again and not self.again_waiting:
            ev = self.again.pop(0)
            duration = self.show(ev, again=True) * AGAIN_SLOWER
            line = self._again_sentence(ev)
            if line or not self.again:  # a step said in the caption (or the last): it waits for a click
                if line:
                    self.again_line = line
                    self._again_steps = (self._again_steps[0] + 1, self._again_steps[1])
                self.again_waiting = True
                self._caption_again()
            if self.speed <= 0:
                self.tweens.finish_all()
            elif duration > 0:
                self.current, self.hold = ev, duration / self.speed
        if not self.again and self.current is None and self._again_model is not None and not self.again_waiting:
            self._again_model = None  # shown again: the idle screen re-derives the model from the view

    def _again_sentence(self, ev: Event) -> str | None:
        """The caption's sentence for a step of the turn shown again (None: a step without words).
        The turn's heading ("— Tour de Bot 2 —") is no step: the caption already says whose turn it is,
        and a first click that showed only that heading was a click for nothing (round 12)."""
        if ev.kind in self.turn_headings or not ev.visible_to(self.viewer) or \
                not self.pres.events.get(ev.kind, {}).get("log", True):
            return None
        return self.describe(ev) or None

    def _caption_again(self) -> None:
        """The caption of the turn shown again: whose, which step of how many, and what a click does."""
        shown, steps = self._again_steps
        parts = [self._again_head]
        if steps > 1 and shown > 0:
            parts.append(t("lastturn.step", n=shown, count=steps))
        parts.append(t("lastturn.back") if not self.again else t("lastturn.skip"))
        self.again_caption = " · ".join(parts)

    def again_next(self) -> None:
        """A click while the last turn is shown again: the next step, or the present after the last one."""
        if not self.again:
            self._stop_again()
            return
        self._finish_step()
        self.again_waiting = False

    def show(self, ev: Event, again: bool = False) -> float:
        """One event on screen: the model folds it in, the log says it, the handler animates it.
        `again`: the last turn shown once more (L): no log line, no new mark."""
        self._synced = False
        if again:
            self.model.apply(ev)
        else:
            echo = self._echo(len(self.shown) - 1)
            folded = self.model is None or id(ev) in self._unfolded
            self.last_move.add(ev, self.touched(ev), None if folded else self._model_copy, echo)
            if not folded:
                self.model.apply(ev)
            if echo:
                return 0.0  # the public echo of a private event this viewer has just seen
            self._log_line(ev)
        style = self.pres.events.get(ev.kind, {})
        sound = style.get("sound")
        if sound:
            self.app.sounds.play(sound)
        words = self.banner_text(style["banner"], ev) if style.get("banner") else ""
        if words:  # a table's `banner_text` may say none for this event ("")
            self.banner(words)
            if self.anim.banner_item is not None:
                self.anim.banner_item.detail = self.banner_detail(ev)
        duration = float(style.get("duration", 0.0))
        handler = getattr(self, f"on_{ev.kind}", None)
        if handler is not None:
            override = handler(ev)
            if override is not None:
                duration = float(override)
        else:
            override = self.present(ev)
            if override:
                duration = float(override)
        return duration

    def _echo(self, i: int) -> bool:
        """Is shown[i] the public echo of a private event this viewer has just seen (`twin:`)?"""
        twin = self.pres.events.get(self.shown[i].kind, {}).get("twin")
        if not twin:
            return False
        recent = self.shown[max(0, i - 7) : i]
        seat = self.shown[i].seat
        return any(e.kind == twin and e.seat == seat and e.to is not None and e.visible_to(self.viewer) for e in recent)

    def banner_text(self, key: str, ev: Event) -> str:
        values = {k: i18n.name(self.game_id, v) for k, v in ev.data.items()}
        values["who"] = self.names[ev.seat] if ev.seat is not None and ev.seat < len(self.names) else ""
        mine = ev.seat is not None and ev.seat == getattr(self, "viewer", None)
        values["you"] = "yes" if mine else "no"  # a banner addressed to the person at this screen may say "vous"
        return t(key.format(**ev.data), **values) if "{" in key else t(key, **values)

    def banner_detail(self, ev: Event) -> str:
        """A second, smaller line under an event's banner (what the thing it names does), or ""."""
        return ""

    def banner(self, text: str, duration: float = 1.0) -> None:
        item = self.anim.banner(text, self.banner_center, duration)
        item.min_width, item.max_width = self.banner_min_width, self.banner_max_width

    def _log_line(self, ev: Event) -> None:
        if not self.pres.events.get(ev.kind, {}).get("log", True):
            return
        line = self.describe(ev)
        if line:
            self.log.add(line, self.seat_color(ev.seat) if ev.seat is not None else INK)

    def seat_color(self, seat: int) -> tuple[int, int, int]:
        """The colour of a seat's log lines (a table whose pieces have colours uses theirs)."""
        return SEAT_COLORS[seat % 4]

    def rebuild_log(self) -> None:
        """The log as the current viewer may read it: a hand-over never shows another's secrets."""
        self.log = LogPanel(self.log_rect.copy())
        key = "log.resumed" if self.feed.resumed else "log.start"
        if self.feed.replaying:
            key = "log.replay"
        self.log.add(t(key, game=t(f"game.{self.game_id}")), ACCENT)
        # a networked table's chat goes back where it was said (the feed knows after how many events)
        chat_at: list[int] = list(getattr(self.feed, "chat_at", None) or []) if self.feed.can_chat else []
        placed = bool(chat_at) and len(chat_at) == len(self.feed.chat)
        self.chat_seen = 0
        for i, ev in enumerate(self.shown):
            while placed and self.chat_seen < len(chat_at) and chat_at[self.chat_seen] <= i:
                self._show_chat(self.chat_seen + 1)
            if ev.visible_to(self.viewer) and not self._echo(i):
                self._log_line(ev)
        if self.feed.can_chat:
            self._show_chat()

    def _show_chat(self, upto: int | None = None) -> None:
        end = len(self.feed.chat) if upto is None else upto
        for seat, text in self.feed.chat[self.chat_seen : end]:
            who = self.names[seat] if isinstance(seat, int) and 0 <= seat < len(self.names) else "—"
            self.log.add(f"{who} : {text}" if i18n.lang == "fr" else f"{who}: {text}", ACCENT)
        self.chat_seen = max(self.chat_seen, end)

    def rebuild(self) -> None:
        """Everything drawn from the viewer's view again: start, hand-over, undo, replay jumps."""
        if not self.demo_hints:
            self.hint_seat = self.hint_shown = None  # another viewer, or a move taken back
        self.anim.clear()
        self.tweens.items.clear()
        self.current = None
        if self.model_cls is not None:
            self.model = self.model_cls.from_view(self.view, self.viewer)
            # the view already holds the events still queued: they are shown, not folded in twice
            self._unfolded = {id(e) for e in self.queue}
        self.rebuild_log()
        self._fold_last_turns()
        self.sync()
        self.confirm.question = None  # a hand-over, an undo or a jump: the question is moot
        self.confirm.bar.set([])

    def _fold_last_turns(self) -> None:
        """The last turns' marks from the events shown so far, as the viewer saw them (a hand-over keeps
        them, an undo drops what it took back); no copy of the model before them: no replay yet."""
        self.again.clear()
        self._again_model = None
        self._again_wanted = False
        self.last_move.clear()
        queued = {id(e) for e in self.queue}
        for i, ev in enumerate(self.shown):
            if ev.visible_to(self.viewer) and id(ev) not in queued:
                self.last_move.add(ev, self.touched(ev), None, self._echo(i))

    def _model_copy(self) -> Any:
        return copy.deepcopy(self.model)

    # -- the last move ----------------------------------------------------------------------
    def last_record(self) -> TurnRecord | None:
        """The turn L would show again (None: none this screen saw begin, or a replay of a saved game)."""
        if isinstance(self.feed, ReplayFeed) or self.model is None:
            return None
        return self.last_move.last()

    @property
    def showing_again(self) -> bool:
        """The last turn is being shown again (L): the controls of the present wait until it is over."""
        return bool(self.again) or self._again_model is not None

    def show_last_turn(self) -> bool:
        """Play the last finished turn's animations again, from the events this screen showed and a
        copy of the display model as that turn began; the idle screen then comes back to the view.
        Asked while the screen is busy, it starts once the screen has caught up."""
        if self.again or self._again_model is not None:
            return False  # being shown again already
        record = self.last_record()
        if record is None:
            self.flash(t("lastturn.none"))
            return False
        if self.busy:
            self._again_wanted = True
            return True
        self._again_wanted = False
        self._again_model = self.model
        self.model = self.again_model(record)
        self.again = list(record.events)
        self.again_line = ""
        self.again_waiting = False
        self._again_steps = (0, sum(1 for ev in self.again if self._again_sentence(ev)))
        self.pinned = None
        who = self.names[record.seat] if record.seat is not None and record.seat < len(self.names) else ""
        self._again_head = t("lastturn.banner", who=who) if who else t("lastturn.banner_anon")
        self._caption_again()
        self.on_again()
        return True

    def again_model(self, record: TurnRecord) -> Any:
        """The display model the turn shown again starts from: a copy of the one before it."""
        return copy.deepcopy(record.before)

    def again_heads(self, width: int) -> list[str]:
        """The caption's heading in lines: one, or, where it would shrink below AGAIN_HEAD_MIN (a narrow
        column: "Revoici le tour de Bot 2 (débutant) · un clic pour reprendre la partie" was tiny), its
        parts one under the other."""
        if not self.again_caption or fit_text(self.again_caption, width, self.AGAIN_SIZE) >= AGAIN_HEAD_MIN:
            return [self.again_caption]
        return self.again_caption.split(" · ")

    def again_box(self) -> pygame.Rect | None:
        """The caption box of the turn shown again, grown for its heading's lines and the step's
        sentence (None: not shown)."""
        if self._again_model is None and not self.again:
            return None
        r = self.again_caption_rect()
        ls = font(self.AGAIN_SIZE).get_linesize()
        lines = wrap(self.again_line, r.width - 24, self.AGAIN_SIZE) if self.again_line else []
        grow = (len(self.again_heads(r.width - 24)) - 1) * ls
        if lines:  # the step's sentence under the caption (over the top of the log, by default)
            grow += ls * len(lines) + 8
        if grow:
            r = r.inflate(0, grow).move(0, grow // 2)
        return r

    def _draw_again_caption(self, surf: pygame.Surface) -> None:
        """While the last turn is shown again, a caption just above the log says so (the table's
        banners are the turn's own); the log keeps to the room under it (`_fit_log`), so no half
        line of it shows through."""
        r = self.again_box()
        if r is None:
            return
        size = self.AGAIN_SIZE
        base = self.again_caption_rect()
        lines = wrap(self.again_line, r.width - 24, size) if self.again_line else []
        heads = [render(h, fit_text(h, r.width - 24, size), ACCENT) for h in self.again_heads(base.width - 24)]
        panel(surf, r, 255, (70, 60, 30))
        pygame.draw.rect(surf, ACCENT, r, 2, border_radius=10)
        tall = sum(img.get_height() for img in heads)
        y = r.y + 8 if lines or len(heads) > 1 else r.y + (r.height - tall) // 2
        for img in heads:
            surf.blit(img, img.get_rect(midtop=(r.centerx, y)))
            y += img.get_height()
        for i, line in enumerate(lines):
            surf.blit(render(line, size, INK), (r.x + 12, y + 6 + i * font(size).get_linesize()))

    def again_caption_rect(self) -> pygame.Rect:
        """Where the caption of a turn shown again lies: in the band above the log, where it fits."""
        return pygame.Rect(self.log_rect.x, max(0, self.log_rect.y - 38), self.log_rect.width, 34)

    def _stop_again(self) -> None:
        """The feed brought news during a replay of the last turn: back to the position as it was."""
        self.again.clear()
        self.again_waiting = False
        self._finish_step()
        self.model, self._again_model = self._again_model, None
        self._synced = False

    def _finish_step(self) -> None:
        """The step on screen ends now: its tweens jump to their ends and its animations go."""
        self.tweens.finish_all()
        self.anim.clear()
        self.current = None

    def on_again(self) -> None:
        """The last turn is about to be shown again (a table resets what it animates from here)."""

    def touched(self, ev: Event) -> list[Hashable]:
        """The places an event touched, as the table knows them (cells, slots, panels): marked until the
        seat's next turn. Read from the event's data only (the model has not folded it in yet)."""
        return []

    def mark_rect(self, place: Hashable) -> pygame.Rect | None:
        """Where a marked place is on screen (None: not shown, or the table draws its marks itself)."""
        return None

    def draw_last_marks(self, surf: pygame.Surface) -> None:
        """Each place the seats' last turns touched: a translucent frame in the colour of whose turn it was."""
        for place, seat in self.last_move.marks().items():
            r = self.mark_rect(place)
            if r is None:
                continue
            box = r.inflate(10, 10)
            frame = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.rect(frame, (*self.seat_color(seat), 190), frame.get_rect(), 3, border_radius=10)
            surf.blit(frame, box.topleft)

    def look_away_done(self, ev: Event) -> bool:
        """Shared screen: before a private reveal, the others are asked to look away, unless the
        seat has held the screen alone since its own hand-over (never two in a row for one seat)."""
        key = id(ev)
        if self._looked == key:
            return True
        self._looked = key
        if self.viewer is not None and self._handed_to == self.viewer:
            return True
        self._handed_to = self.viewer
        self.app.open("look_away", self.names[self.viewer] if self.viewer is not None else "", self.handover_title())
        return False

    def handover_title(self) -> str:
        """The hand-over screen's title: whose turn it is (a table may say why the seat is asked)."""
        return t("lookaway.title", who=self.names[self.viewer] if self.viewer is not None else "")

    def needs_screen(self, seat: int) -> bool:
        """Shared screen: whether a person asked to act must take the screen (a hand-over); a table
        answers False for a seat whose only move it makes by itself (nothing to react with)."""
        return True

    # -- frame ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.tweens.speed = self.speed
        self.tweens.step(dt)
        self._guide_clock += dt
        self.anim.prune()
        self.pointer_still += dt
        if not self.feed.replaying:
            self.enqueue(self.feed.poll(self.game_time(dt)))
            self._autosave_moves()
            for refusal in self.feed.refusals():
                words = i18n.refusal(self.game_id, refusal, self.names)
                self.flash(words)
                if self.journal is not None:
                    self.journal.refused(self.viewer, "", refusal.key, words)
            self._journal_moves()
            waiting = self.human_to_act()
            if self.journal is not None and waiting is not None:
                self.journal.waiting(waiting, dt, str(self.view.get("phase") or ""))
            if self.feed.resynced():  # the network feed started again: the whole position and log anew
                self.queue.clear()
                self.shown = self.feed.history()
                self.rebuild()
            if self.feed.can_chat:
                self._show_chat()
            for key, params in getattr(self.feed, "notices", list)():  # a player dropped or came back
                seat = params.get("seat")
                who = self.names[seat] if isinstance(seat, int) and 0 <= seat < len(self.names) else "—"
                self.log.add(t(key, who=who), MUTED)
                self.flash(t(key, who=who))
            if self.feed.closed and time.monotonic() > self.error_until:
                self.flash(t("net.lost") if "trying" in self.feed.closed else self.feed.closed)
        self._poll_hint()
        if self.current is not None:
            self.hold -= dt
            if self.hold <= 0:
                self.current = None
        if self.current is None and not self.holds_events():
            self._next_event()
        if not self.busy:
            if not self._synced:
                self._synced = True
                self.sync()
            if self._again_wanted:
                self.show_last_turn()
                return
            if self.feed.replaying:
                self._replay_autoplay(dt)
            elif self.feed.is_over:
                # Only once the last events have been shown, and a moment after (nc24 saw the results
                # replace the bot's winning move): the final move is seen, then the results.
                self._end_look += dt
                if not self.finished_shown and self._end_look >= self.end_look_seconds():
                    self.finished_shown = True
                    self.autosave()
                    if self.journal is not None:
                        self.journal.end(list(self.feed.result().winners), self.journal.move)
                    self.open_results()
            else:
                self._maybe_switch_viewer()
                self._drive_bots(dt)
                self._guide_autoplay()
                self._play_only_choice()
        self._build_tools()

    def _maybe_switch_viewer(self) -> None:
        humans = self.feed.local_seats()
        if len(humans) <= 1:
            return
        actors = self.feed.actors()
        if self.viewer in actors:
            return  # several may act at once (a simultaneous set-up): the screen stays with its viewer
        for seat in actors:
            if seat in humans and seat != self.viewer and self.needs_screen(seat):
                self.set_viewer(seat, look_away=True)
                return

    def set_viewer(self, seat: int | None, look_away: bool = False) -> None:
        """Hand the screen to `seat`: the position and the log are rebuilt from what it may see."""
        handed = look_away and seat is not None and seat != self._handed_to
        self.viewer = seat
        self._handed_to = seat if look_away else None
        if handed:
            self.app.open("look_away", self.names[seat] if seat is not None else "", self.handover_title())
        self.rebuild()

    def _drive_bots(self, dt: float) -> None:
        seat = self.feed.bot_to_act()
        if seat is None:
            self.bot_wait = 0.0
            self.feed.bot_think(None)
            return
        self.feed.bot_think(seat)  # the bot thinks beside the window during the pause
        if self.demo_hints and not self._demo_hint(seat):
            return  # the hint of this move is still being decided: it shows before the move
        self.bot_wait += dt
        pause = (DEMO_HINT_PAUSE if self.demo_hints else self.bot_pause) / self.speed if self.speed > 0 else 0.0
        if self.bot_wait < pause or not self.feed.bot_step():
            return  # still pausing, or still thinking: the frame goes on
        self.bot_wait = 0.0
        self.enqueue(self.feed.poll(0.0))
        self.autosave()

    def _guide_autoplay(self) -> None:
        """`tutorial --autoplay`: the tutorial plays its own next step once the screen has caught up."""
        if not self.autoplay or self.guide is None:
            return
        seat = self.human_to_act()
        expected = self.guide.expected()
        if self.guide_reading() and self._guide_drawn == self.guide.index:
            self.read_on()  # read once on screen: a screenshot sees it
            return
        if seat is not None and expected is not None and self._guide_drawn == self.guide.index and not self.busy:
            self.act(seat, expected)  # once its step has been on screen: a screenshot sees each one

    def only_choice(self) -> tuple[int, Action] | None:
        """The seat of this screen to act and its one legal action, when that action is a choice with a
        single option (`only_choice_kinds`): asking would be a click with nothing to decide."""
        seat = self.human_to_act()
        if seat is None or not self.only_choice_kinds:
            return None
        legal = self.choice_actions(seat)
        if len(legal) != 1 or legal[0].kind not in self.only_choice_kinds:
            return None
        if self.guide is not None:
            if self.guide.expected() != legal[0]:
                return None  # a tutorial's step asks for something else: its words say what
            read = GUIDE_ONLY_CHOICE_READ / self.speed if self.speed > 0 else 0.0
            if self._guide_drawn != self.guide.index or self._guide_clock - self._guide_shown_at < read:
                return None  # the step's words (and its number) are read first: unseen, a number went missing
        return seat, legal[0]

    def choice_actions(self, seat: int) -> list[Action]:
        """The actions `only_choice` weighs (a table may leave out those always open beside a choice)."""
        return self.legal(seat)

    def _play_only_choice(self) -> None:
        found = self.only_choice()
        if found is not None:
            self.act(*found)

    def guide_reading(self) -> bool:
        """The tutorial's step is words only (`do: read`), on screen: its box's "Continue" goes on."""
        step = getattr(self.guide, "step", None)  # (a test's stand-in guide may have no steps)
        if step is None or not self.guide_step_reads() or self.finished_shown or self.busy \
                or self.guide_box is None:
            return False
        words = self.guide_words()
        return words is not None and self.guide_words_are_step(words[0])

    def guide_words_are_step(self, text: str) -> bool:
        """The box shows the step's own words (not a hold's « look »), or a table's answer that stands
        in for them (Monsters' race step answers its refusal): its « Continue » goes on."""
        step = getattr(self.guide, "step", None)
        return step is not None and text == step.text()

    def guide_step_reads(self) -> bool:
        """The tutorial's step goes on with its box's "Continue": a step of words only (a table may add
        others, Elemons: a choice it would make by itself)."""
        step = getattr(self.guide, "step", None)
        return step is not None and bool(getattr(step, "reads", False))

    def read_on(self) -> None:
        """The person read a step of words only: the next step speaks; after an opening's last words,
        the rest of the tutorial opens from its own position, in place of this table."""
        if self.guide is not None and self.guide.read():
            self.app.sounds.play("click")
            self.error = ""
            after = self.guide.next_part()
            if after is not None:
                self.app.stack.pop()
                self.app.open_table(after)

    def guide_acting(self) -> int | None:
        """The seat of this screen a tutorial step speaks to now: the one to act (a table whose prompt
        comes while its own last move still plays out names that seat sooner)."""
        return self.human_to_act()

    def guide_target(self) -> pygame.Rect | None:
        """Where the current step's action is clicked now, when the person is to play it (a step of
        words only: its box's "Continue")."""
        if self.guide_reading() and self.guide_box is not None:
            return next_rect(self.guide_box)
        if self.guide is None or self.guide_acting() is None:
            return None
        expected = self.guide.expected()
        return self.action_rect(expected) if expected is not None else None

    def guide_alike(self, target: pygame.Rect | None) -> list[pygame.Rect]:
        """A step that takes any of several actions (`do: "flip *"`), on a table that frames them all
        (`guide_frames_alike`): where the others than `target` are clicked."""
        guide = self.guide
        step = getattr(guide, "step", None)
        seat = self.human_to_act()
        if not self.guide_frames_alike or target is None or step is None or not step.do.endswith("*") \
                or seat is None:
            return []
        rects = [self.action_rect(a) for a in self.legal(seat) if step.matches(a)]
        return [r for r in rects if r is not None and r != target]

    def _guide_pieces(self, seat: int, target: pygame.Rect | None = None) -> list[pygame.Rect]:
        """Where the person's other legal clicks are (hand cards, tiles, cells): the arrow keeps off them
        when it can. Kept while the legal actions and the target stand (asked each frame of a tutorial;
        a first click moves the target and lights the next cells: an arrow lay on one, Elem Master)."""
        legal = tuple(self.legal(seat))
        key = (legal, tuple(target) if target is not None else None)
        if self._pieces_for is None or self._pieces_for[0] != key:
            rects = [r for r in (self.action_rect(a) for a in legal[:PIECES_LOOKED_AT]) if r is not None]
            self._pieces_for = (key, rects)
        return self._pieces_for[1]

    def later_clicks(self, action: Action) -> list[pygame.Rect]:
        """Where `action` is clicked after its next click (a move's second cell): a game with clicks in
        order names them, and the tutorial's arrow never lies over one (as over the words)."""
        return []

    def guide_words(self) -> tuple[str, str] | None:
        """The tutorial box's words and header now (None: no box): a step speaks once the screen
        shows what it speaks of."""
        guide = self.guide
        if guide is None or self.finished_shown:
            return None
        step = guide.step
        if step is None:  # the game's last moves still play: the results come next (nc10 pressed Escape)
            return guide.tutorial.end_text() + "\n" + t("tutorial.results_soon"), guide.done_header()
        if self.holds_events():  # the table waits for the person to have seen something (a click goes on)
            # the words say so; the header stays what it was (the step's number, whose turn): a
            # header of its own broke the count ("Étape 12" then "Regardez" then "Étape 14")
            watched = self._guide_watched is not None and self._guide_watched[0] == guide.index
            if self._own_on_screen() and guide.index > 0 and not watched:
                # what is held is the person's own move: the number of the step just played
                return t("tutorial.look"), t("tutorial.step", **guide.numbered(guide.index))
            words = self._guide_context(guide)
            return t("tutorial.look"), words[1] if words is not None else t("tutorial.look_header")
        return self._guide_context(guide)

    def _guide_context(self, guide: TutorialFeed) -> tuple[str, str] | None:
        """The box's words and header for what the screen plays now (`guide_words` but a hold)."""
        step = guide.step
        if step is None:
            return guide.tutorial.end_text(), guide.done_header()
        shown = self.opponent_on_screen() if self._guide_drawn != guide.index else None
        theirs = self.human_to_act() is None and not set(self.feed.actors()) & set(self.feed.local_seats())
        watched = self._guide_watched is not None and self._guide_watched[0] == guide.index
        if shown is not None and not watched and guide.index > 0 and self._guide_drawn != guide.index \
                and self._own_before_theirs():
            # the person's own move is still on screen, the opponent's turn queued after it: the step
            # just played keeps the box until that turn shows ("Au tour de Bot 2" came over own tiles)
            return guide.tutorial.steps[guide.index - 1].text(), t("tutorial.step", **guide.numbered(guide.index))
        if shown is not None or theirs:
            # the opponent's turn (said in the header, not the step's number that stays the same), also
            # while the screen still shows it and the engine already waits on the person: the next
            # step's words tell what that turn did; while the person's own move or power still plays
            # out, the step stays
            actors = self.feed.actors()
            first = shown if shown is not None else (actors[0] if actors else None)
            who = self.names[first] if first is not None and first < len(self.names) else ""
            owner = self.turn_owner()
            if owner is not None and owner != first and owner in self.feed.local_seats():
                # an answer inside the person's own turn (a reaction window): not "their turn"
                return self.they_answer_words(first), t("tutorial.still_yours")
            # what to watch there, where the step says (`watch:`), else the plain words
            words = step.watch_text() or t("tutorial.watch"), \
                t("tutorial.their_turn", who=who) if who else t("tutorial.look_header")
            self._guide_watched = (guide.index, *words)
            return words
        if self.guide_acting() is None and self._guide_drawn != guide.index:
            if self._guide_watched is not None and self._guide_watched[0] == guide.index:
                # the end of the opponent's turn still plays out (its last tiles, the person's turn
                # coming): the box stays on that turn until the next step speaks
                return self._guide_watched[1], self._guide_watched[2]
            # the person's own move (a pair, its power's banner) still plays out: the step just done
            # keeps the box, so the next step's words come together with its halo and arrow (its
            # words alone showed two seconds before the halo that says where to click)
            if guide.index == 0:
                return None
            return guide.tutorial.steps[guide.index - 1].text(), t("tutorial.step", **guide.numbered(guide.index))
        if self._guide_help == guide.index and step.hint_text():
            # the hint (H) asked in a step without marks: its marks and, in the box, why (`hint:`)
            return step.text() + "\n" + step.hint_text(), t("tutorial.step", **guide.numbered(guide.index + 1))
        return step.text(), t("tutorial.step", **guide.numbered(guide.index + 1))

    def _own_before_theirs(self) -> bool:
        """The person's own move is on screen and the opponent's waits in the queue behind it (not an
        opponent's move still playing out on the board once its events are all shown, Elem Master)."""
        mine = set(self.feed.local_seats())
        now = self.current
        if now is not None and now.seat is not None and now.seat not in mine:
            return False
        if not any(ev.seat is not None and ev.seat not in mine for ev in self.queue):
            return False
        return self._own_on_screen()

    def _own_on_screen(self) -> bool:
        """The last move shown (or being shown) is of a seat of this screen."""
        seated = [ev.seat for ev in self.shown if ev.seat is not None]
        return bool(seated) and seated[-1] in self.feed.local_seats()

    def _draw_guide(self, surf: pygame.Surface) -> None:
        guide = self.guide
        words = self.guide_words()
        if guide is None or words is None:
            return
        text, header = words
        step = guide.step
        reading = step is not None and self.guide_step_reads() and self.guide_words_are_step(text)
        marks = not self.guide_free() or step is None or text != step.text()  # `marks: false`: they find it
        target = self.guide_read_piece(text) if reading else self.guide_target() if marks else None
        answer = self.error if self._guide_answering() else ""
        seat = guide.tutorial.person
        keep = [*self.own_rects(seat), *self.guide_mentions(text), *([target] if target is not None else [])]
        buttons = [b.rect for b in self.buttons_shown()]
        alike = self.guide_alike(target) if step is not None and not reading else []
        # a button says what it does: its halo is enough (an arrow to it crossed the prompt above, Kaiju);
        # so does a halo on each of several pieces that all work (an arrow on one belied "any")
        arrow = target is not None and target not in buttons and not alike
        expected = guide.expected() if step is not None and self.human_to_act() is not None else None
        later = self.later_clicks(expected) if arrow and expected is not None else []
        # the prompts written this frame are words too, and so are the cells clicked after this one:
        # the halo and the arrow keep off them
        written = [*self.text_rects(), *prompts_drawn(), *later]
        pieces = [*self._guide_pieces(seat, target), *self.arrow_avoid()] if arrow else []
        self.guide_box = draw_guide(surf, text, target, self.guide_home(), header, self._guide_clock, answer,
                                    keep, buttons, written, arrow, pieces,
                                    t("tutorial.next") if reading else "", self.guide_least())
        for rect in alike:
            draw_halo(surf, rect, 6)
        if expected is not None and marks:  # what the halo cannot say (an order, a turn), as a hint shows it
            self.draw_hint_marks(surf, expected)
        if step is not None and (self.human_to_act() is not None or reading) and not self.busy:
            if self._guide_drawn != guide.index:
                self._guide_shown_at = self._guide_clock
            self._guide_drawn = guide.index  # drawn on a screen that has caught up

    def guide_free(self) -> bool:
        """The tutorial's step lets the person find the way (`marks: false`): no labels, no arrow, until
        they ask for them with the hint (H), as in a game (issue 24: "I only followed the labels")."""
        guide = self.guide
        step = guide.step if guide is not None else None
        return guide is not None and step is not None and not step.marks and not step.reads \
            and self._guide_help != guide.index

    def guide_show_marks(self) -> None:
        """H in a step without marks: its labels and arrow, as a hint would show them."""
        if self.guide_free() and self.guide is not None:
            self._guide_help = self.guide.index

    def they_answer_words(self, seat: int | None) -> str:
        """The guide's words while `seat` answers inside the person's own turn; a game may name the
        answer (Evolution: "Bot 2 utilise Elfe pendant votre tour")."""
        return t("tutorial.they_answer")

    def turn_owner(self) -> int | None:
        """The seat whose turn it is while other seats may answer inside it (a game's reaction
        window), so the guide does not call it their turn; None when the actor owns the turn."""
        return None

    def opponent_on_screen(self) -> int | None:
        """The seat, not of this screen, whose move ends what is shown or waits to be shown (None:
        none, or the person's own move comes last, as after a bot's mere "let it be"): a tutorial
        step that follows that move waits for it."""
        mine = set(self.feed.local_seats())
        seated = [ev for ev in [*([self.current] if self.current is not None else []), *self.queue]
                  if ev.seat is not None]
        last = seated[-1].seat if seated else None
        return last if last is not None and last not in mine else None

    def answer_off_step(self) -> bool:
        """In a tutorial, a click that only changes what this screen holds (a selection, a card put on a
        stack) and leaves the step's way never reaches the engine: the step's `wrong` words answer it in
        its box, as they answer a refused action. True when a step answered."""
        step = self.guide.step if self.guide is not None else None
        if step is None:
            return False
        self.flash(step.wrong_text())
        return True

    def _guide_answering(self) -> bool:
        """The message shown is the tutorial's reply to a wrong click: it goes in the step's box."""
        step = self.guide.step if self.guide is not None else None
        return step is not None and bool(self.error) and time.monotonic() < self.error_until and \
            self.error == step.wrong_text()

    def end_look_seconds(self) -> float:
        """How long the final position stays, every move shown, before the results open (a tutorial's
        last words already say the results come: none there, nor with animations off); longer when the
        final move is another seat's."""
        if self.speed <= 0 or self.guide is not None:
            return 0.0
        moves = self.feed.decisions()
        mine = bool(moves) and moves[-1][0] in self.feed.local_seats()
        return (END_LOOK if mine else END_LOOK_OTHER) / self.speed

    def open_results(self) -> None:
        self.app.open("results", self)

    # -- hints ----------------------------------------------------------------------------------
    def hint_for(self) -> int | None:
        """The seat of this screen a hint is for: one that may act (the screen may still be showing
        the last moves: the hint is for the position it catches up to), the viewer first."""
        if self.feed.is_over or self.feed.replaying:
            return None
        mine = [s for s in self.feed.actors() if s in self.feed.local_seats()]
        return self.viewer if self.viewer in mine else (mine[0] if len(self.feed.local_seats()) == 1 and mine else None)

    # -- levels: a hint told in steps, a nudge first (what to look for), then the whole move at the next press
    # (f48: nc60 « the hint plays the key trick for me »). A table says how many levels a hint has; the box
    # shows `self.hint_level` (0 first), a new hint starts at 0, and H while a hint with more shows tells the
    # next, with no new asking. `hint_follows`: whether a hint the person followed brings the plan's next
    # step by itself (False: after the person acts, a hint comes only when asked).
    hint_follows = True

    def hint_levels(self, hint: Hint) -> int:
        """How many levels `hint` is told in: 2 where the table gives a nudge for it (`hint_nudge`) to this
        screen's person in a game, whose plan's next step after a followed hint comes whole; else 1 (whole at
        the first press). A table with levels of its own (Monsters) says them here."""
        mine = hint.seat == self.viewer and not self.demo_hints and self.guide is None and not self.hint_next
        return 2 if mine and self._nudge_of(hint) is not None else 1

    def hint_further(self) -> bool:
        """H while a hint told in levels shows, for the position now: its next level (its last stays, all told);
        True when that was the press's answer (no new asking)."""
        shown = self.hint_shown
        levels = self.hint_levels(shown) if shown is not None else 1
        if shown is None or shown.at != self._decisions() or levels <= 1:
            return False
        self.hint_level = min(levels - 1, self.hint_level + 1)
        return True

    def ask_hint(self) -> None:
        """H or the button: what a good player (the hard bot) would do for the seat to act here."""
        if self.hint_further():
            self.app.sounds.play("click")
            return
        seat = self.hint_for()
        if self.feed.hints_off:
            self.flash(t(self.feed.hints_off))
            return
        if seat is None or not self._ask_feed(seat):
            self.flash(t("hint.off_turn"))
            return
        self.aided = True
        if self.journal is not None:
            self.journal.hint(seat)
        self.hint_seat, self.hint_shown, self.hint_next, self.hint_level = seat, None, False, 0

    def _followed(self, hint: Hint) -> bool:
        """The one move since the hint is the hinted action, by its seat."""
        moves = self.feed.decisions()
        return len(moves) == hint.at + 1 and moves[-1] == [hint.seat, str(hint.action)] and not self.feed.is_over

    def _decisions(self) -> int:
        """The moves seats chose so far (time passing is none): a hint holds until the next one."""
        return len(self.feed.decisions())

    def _hint_after_move(self) -> None:
        """Somebody moved: the hint was for the position before. When it was the hinted action and
        the seat still plays, the plan's next step is asked at once (the box stays, thinking: a
        newcomer saw a three-action plan vanish after its first action); else the hint is gone."""
        done, self.hint_seat, self.hint_shown, self.hint_next = self.hint_shown, None, None, False
        if done is not None and self.hint_follows and self._followed(done) and done.seat in self.feed.actors() \
                and self._ask_feed(done.seat):
            self.hint_seat, self.hint_next = done.seat, True

    def _ask_feed(self, seat: int) -> bool:
        """Ask the feed for `seat`'s hint on the engine's position now, and remember how many events lead to it."""
        if not self.feed.ask_hint(seat):
            return False
        self._hint_upto = len(self.feed.history())
        return True

    def _hint_caught_up(self) -> bool:
        """The screen has shown every event up to the position the hint was asked for, the last one's
        animation included. The engine runs ahead of the screen: nc61 read « Attrapez Anemomon avec vos
        3 Aeromons » while the hand still showed two, the Floramon's draw not yet on screen."""
        return len(self.shown) >= self._hint_upto and self.current is None and not self.holds_events()

    def _poll_hint(self) -> None:
        if self.hint_shown is not None and self.hint_shown.at != self._decisions():
            self._hint_after_move()
        seat = self.hint_seat
        if seat is None:
            if self.demo_hints and self.feed.realtime and self.hint_shown is None:
                self._demo_hint_realtime()
            return
        if seat not in self.feed.actors():
            self.hint_seat = None
            return
        found = self.feed.hint(seat)
        if found is None and self.feed.realtime and time.monotonic() >= self._hint_reask:
            # in a race a hint awaited while somebody moved would be dropped as stale, and the box said
            # "Un bon joueur réfléchit…" for good (Monsters, round 13): while it is awaited it is asked
            # again now and then; the feed starts it anew on the position now when the one under way
            # has gone stale (else asking changes nothing). Turn-based games never need it.
            self._hint_reask = time.monotonic() + HINT_REASK
            if not self._ask_feed(seat):
                self.hint_seat = None
            return
        if found is not None and not self._hint_caught_up():
            return  # decided on the engine's position, ahead of the animations: the box thinks until they show it
        if found is not None:
            if self.hint_shown is None or found.action != self.hint_shown.action:
                self.hint_level = 0  # a new hint starts at its first level; the same one asked again keeps its own
            self.hint_seat, self.hint_shown = None, found
            if self.demo_hints:
                self.log.add(t("hint.demo", who=self.names[seat], reason=self.hint_line(found)), HINT_COLOR)

    def _demo_hint(self, seat: int) -> bool:
        """demo --hint: the bot's move waits until its hint is shown; True once it is."""
        if self.hint_shown is not None and self.hint_shown.seat == seat and self.hint_shown.at == self._decisions():
            return True
        if self.hint_seat != seat:
            self.hint_seat = seat if self._ask_feed(seat) else None
            self.bot_wait = 0.0
        self._poll_hint()
        return self.hint_seat is None

    def _demo_hint_realtime(self) -> None:
        """demo --hint in a real-time game: the bots act on their own clocks; each seat's hint is
        shown in turn until somebody moves."""
        actors = list(self.feed.actors())
        if not actors:
            return
        seat = next((s for s in actors if s > self._demo_last), actors[0])
        if self._ask_feed(seat):
            self.hint_seat = self._demo_last = seat

    def hint_line(self, hint: Hint) -> str:
        """The hint's reason, in the chosen language, a bot named without its level (nc61 Kaiju shot-111:
        « Bot 2 (sur mesure) » four times in one Conseil ran it long)."""
        return i18n.hint_text(self.game_id, hint.reason, hint.params, self.short_names())

    def hint_nudge(self, hint: Hint) -> str | None:
        """A hint's first level, for a table that has one: what to look for, without the move (Elemons: « Vous
        avez déjà vu un Geomon : retrouvez sa paire »); the box then marks nothing, and a second press (H or
        the button) shows the whole move. None (the default): the whole move at the first press. nc59 wanted
        « a gentler Conseil »: the whole move at once took the finding away."""
        return None

    def _nudge_of(self, hint: Hint) -> str | None:
        """`hint_nudge` for `hint`, asked once per hint: the box, its header, its levels and its marks all ask
        each frame, and a table's nudge may weigh the whole seen position (Elemons' `win_danger`)."""
        kept = self._nudge_kept
        if kept is None or kept[0] is not hint:
            kept = self._nudge_kept = (hint, self.hint_nudge(hint))
        return kept[1]

    def hint_nudged(self) -> bool:
        """The hint shown is told at its first level by its nudge (`hint_nudge`, `levels`): asked by this
        screen's person in a game (never in a demo or the tutorial, whose steps say what to press), not yet
        asked again."""
        hint = self.hint_shown
        return hint is not None and self.hint_level == 0 and self.hint_levels(hint) > 1 \
            and self._nudge_of(hint) is not None

    def hint_places(self, action: Action) -> list[pygame.Rect]:
        """Where the table takes `action` (a tile, a cell, a card): a game's table says; the kit adds
        the shown buttons that send it."""
        return []

    def draw_hint_marks(self, surf: pygame.Surface, action: Action) -> None:
        """What an outline cannot say (an order, a turn): a table that needs it draws it here."""

    def _hint_rects(self, action: Action) -> list[pygame.Rect]:
        text = str(action)
        buttons = [b.rect for b in self.buttons_shown() if b.tag and b.tag == text]
        return [r for r in self.hint_places(action) if r is not None] + buttons

    def _hint_body(self) -> str:
        if self.hint_shown is None:
            # found, but the screen still shows the moves before it (a pair up until a click, a catch's
            # flight): the box says the advice waits for the screen, not that somebody thinks (nc65 Elemons
            # 093/095 read « Un bon joueur réfléchit… » as a placeholder left in the box)
            seat = self.hint_seat
            if seat is not None and self.feed.hint(seat) is not None and not self._hint_caught_up():
                return t("hint.after_screen")
            return t("hint.thinking")
        if self.hint_nudged():
            return f"{self._nudge_of(self.hint_shown)}\n{t('hint.more')}"
        return self.hint_line(self.hint_shown)

    def _hint_box(self) -> tuple[pygame.Rect, int]:
        """The hint box (grown up from the bottom of `hint_rect` as its words need) and its text size.
        Drawing it and fitting the log under it both ask each frame: fitted once per text and place."""
        body, most = self._hint_body(), self.hint_rect
        key = (body, tuple(most))
        kept = self._hint_fit
        if kept is None or kept[0] != key:
            # long words grow the box up over the log (its newest lines stay above it, `_fit_log`) before
            # they shrink below the table's small type (Kaiju nc61 shot-111: a long Conseil in a tiny font);
            # only a box as tall as the log column shrinks them further
            tallest = max(most.height, most.bottom - self.log_rect.top)
            size = 16
            lines = wrap(body, most.width - 24, size)
            while size > 12 and len(lines) * font(size).get_linesize() > \
                    (most.height if size > TYPE.SMALL else tallest) - 44:
                size -= 1
                lines = wrap(body, most.width - 24, size)
            need = min(tallest, 44 + len(lines) * font(size).get_linesize())
            kept = self._hint_fit = (key, pygame.Rect(most.x, most.bottom - need, most.width, need), size)
        return kept[1].copy(), kept[2]

    def hint_head(self, seat: int | None) -> str:
        """The hint box's header: whom it is for, and whether it goes on with a hint the person followed
        (nc23 Kaiju: the box came back by itself with new words, then went, and nothing said why)."""
        who = self.names[seat] if seat is not None and 0 <= seat < len(self.names) else ""
        if self.hint_nudged():
            return t("hint.asked_nudge", who=who)
        return t("hint.asked_next" if self.hint_next else "hint.asked", who=who)

    def _draw_hint(self, surf: pygame.Surface) -> None:
        if self.hint_seat is None and self.hint_shown is None:
            return
        hint = self.hint_shown
        if hint is not None and not self.hint_nudged():  # a nudge marks nothing: the finding is the person's
            pulse = 0.5 + 0.5 * abs(((time.monotonic() * 1.6) % 2.0) - 1.0)
            width = 3 + round(2 * pulse)
            for r in self._hint_rects(hint.action):
                pygame.draw.rect(surf, HINT_COLOR, r.inflate(10, 10), width, border_radius=12)
            self.draw_hint_marks(surf, hint.action)
        seat = hint.seat if hint is not None else self.hint_seat
        body, (box, size) = self._hint_body(), self._hint_box()
        pygame.draw.rect(surf, (24, 40, 56), box, border_radius=10)
        pygame.draw.rect(surf, HINT_COLOR, box, 2, border_radius=10)
        head = self.hint_head(seat)
        head_img = render(head, fit_text(head, box.width - 24, 17, True), HINT_COLOR, bold=True)
        surf.blit(head_img, (box.x + 12, box.y + 8))
        text_block(surf, body, pygame.Rect(box.x + 12, box.y + 34, box.width - 24, box.height - 40), size, INK)

    # -- undo and replay ----------------------------------------------------------------------
    def undo(self) -> None:
        seat = self._undo_seat()
        if seat is None:
            self.flash(t("undo.none"))
            return
        self.feed.undo(seat)
        if self.journal is not None:
            self.journal.undo(seat, len(self.feed.moves_since(0)))
        self.queue.clear()
        self.shown = self.feed.history()
        self.rebuild()

    def _undo_seat(self) -> int | None:
        if self.busy or self.feed.replaying:
            return None
        for seat in self.feed.local_seats():
            if self.feed.can_undo(seat) and self.undo_worth(seat):
                return seat
        return None

    def undo_worth(self, seat: int) -> bool:
        """Whether taking back `seat`'s last move would change anything for it (a table says no for a move it
        made for the person, which it would make again at once)."""
        return True

    def replay_step(self, delta: int) -> None:
        """Forward one move (animated) or back one (rebuilt at once)."""
        feed = self.feed
        if not isinstance(feed, ReplayFeed):
            return
        if delta > 0:
            if self.busy:
                self.tweens.finish_all()
                while self.queue or self.current is not None:
                    self.current = None
                    self._next_event()
                    self.tweens.finish_all()
            # one step is one move a person sees: the moves that only let time pass (a real-time
            # game's clock, Monsters) go by with the next one (round 13: twenty clicks moved only the
            # chrono before the first trick)
            while feed.forward():
                events = feed.poll(0.0)
                self.enqueue(events)
                if any(self._replay_says(ev) for ev in events):
                    break
        else:
            # back to just after the previous move the log says (history[k]: the events of move k - 1)
            history, k = feed.match.history, feed.step - 1
            while k > 0 and not any(self._replay_says(ev) for ev in history[k]):
                k -= 1
            self.replay_seek(k)

    def _replay_says(self, ev: Event) -> bool:
        """Does the viewer see `ev` in the replay's log (a move worth a step of its own)?"""
        return ev.visible_to(self.viewer) and bool(self.pres.events.get(ev.kind, {}).get("log", True)) and \
            bool(self.describe(ev))

    def replay_seek(self, step: int) -> None:
        feed = self.feed
        if not isinstance(feed, ReplayFeed):
            return
        feed.seek(step)
        self.queue.clear()
        self.shown = feed.history()
        self.rebuild()

    def _replay_autoplay(self, dt: float) -> None:
        if not self.playing_replay or not isinstance(self.feed, ReplayFeed):
            return
        self.replay_wait += dt
        if self.replay_wait >= 0.4:
            self.replay_wait = 0.0
            if self.feed.step >= self.feed.total:
                self.playing_replay = False
            else:
                self.replay_step(1)

    def _leave_replay(self) -> None:
        """« Sortir du replay »: the pause menu's own way out of a replay (scenes/common.py `out`)."""
        pause: Any = self.app.make("pause", self)
        pause.out()

    def _build_tools(self) -> None:
        r = self.tool_rect
        buttons: list[Button] = []
        if isinstance(self.feed, ReplayFeed):
            # play and one step forward are two buttons: a newcomer clicked ">" to step and the replay
            # ran on by itself (round 13, Monsters)
            w = (r.width - 40) // 5
            labels = [("|<", lambda: self.replay_seek(0)), ("<", lambda: self.replay_step(-1)),
                      ("▶" if not self.playing_replay else "||", self._toggle_play),
                      (">", lambda: self.replay_step(1)), (">|", self._replay_end)]
            for i, (label, fn) in enumerate(labels):
                buttons.append(Button(pygame.Rect(r.x + i * (w + 10), r.y, w, r.height), label, fn))
            # the way out, in sight under the controls, left of the pencil and the "?" (nc16: nothing on
            # a replay said how to leave it); one click goes back where the replay came from (round 18:
            # it opened the Escape menu, and four newcomers of five had to look for the way out there)
            out = pygame.Rect(r.x, r.bottom + 6, self.note_rect.x - 8 - r.x, self.aid_rect.height)
            buttons.append(Button(out, t("replay.leave"), self._leave_replay, tag="leave"))
        else:
            x, right = r.x, r.right
            undo = self._undo_seat() is not None and self.guide is None
            again_label, hint_label, size = self.tool_labels()
            self.tools.most = size  # one label size all game, whichever buttons the row holds now

            def width(label: str) -> int:
                return font(size).size(label)[0] + PAD + TOOL_SLACK

            # each button keeps its place while the others come and go: Undo's and Last turn's places
            # stay free beside the hint (a click where "Conseil" had been hit "Annuler (U)")
            if self.chat_field is None:
                w = width(again_label)
                if self.last_record() is not None:
                    again = Button(pygame.Rect(right - w, r.y, w, r.height), again_label,
                                   self.show_last_turn, hotkey=pygame.K_l, tag="again")
                    if self.AGAIN_COLOR is not None:
                        again.color = self.AGAIN_COLOR
                    buttons.append(again)
                right -= w + TOOL_GAP
            if self.guide is None and self.feed.offers_undo():
                w = width(t(self.UNDO_LABEL))
                if undo:
                    buttons.append(Button(pygame.Rect(x, r.y, w, r.height), t(self.UNDO_LABEL), self.undo,
                                          tag="undo"))
                x += w + TOOL_GAP
            if not self.demo and self.guide is None:
                ok = not self.feed.hints_off and self.hint_for() is not None
                buttons.append(Button(pygame.Rect(x, r.y, right - x, r.height), hint_label, self.ask_hint,
                                      enabled=ok, color=(40, 86, 104), tag="hint"))
            elif not self.demo and self.guide_free():  # a step to find alone: the hint shows its marks
                buttons.append(Button(pygame.Rect(x, r.y, right - x, r.height), hint_label,
                                      self.guide_show_marks, color=(40, 86, 104), tag="hint"))  # as the step says
        if [(b.label, b.enabled, b.rect.topleft) for b in buttons] != \
                [(b.label, b.enabled, b.rect.topleft) for b in self.tools.buttons]:
            self.tools.set(buttons)

    def tool_labels(self) -> tuple[str, str, int]:
        """The tool row's words and their one size: the labels of "Last turn" and of the hint button
        and the largest size at which every button this table may show at once (Undo, Last turn,
        the hint) fits the row on one line each ("Annuler (U)" wrapped onto two lines). Worked out
        for the fullest row, so no label changes its name or size when Undo comes and goes; the
        long names first ("Que ferait un bon joueur ?", "Revoir le tour (L)"), else the short ones."""
        r = self.tool_rect
        key = (i18n.lang, self.feed.hints_off, self.chat_field is None, self.demo, r.width)
        if self._tool_labels is not None and self._tool_labels[0] == key:
            return self._tool_labels[1]
        self._tool_labels = (key, self._fit_tool_labels())
        return self._tool_labels[1]

    def _fit_tool_labels(self) -> tuple[str, str, int]:
        r = self.tool_rect
        # fitted as for a game against bots (with Undo) on every screen: "Revoir le tour (L)" in the
        # tutorial and "Revoir (L)" in the game read as two buttons (nc10, Elemons and Evolution)
        undo = [t(self.UNDO_LABEL)]
        hints = [t(f"{self.feed.hints_off}_short")] if self.feed.hints_off else \
            [t("hint.button"), t("hint.button_short")]
        agains = [t("lastturn.button"), t("lastturn.button_short")] if self.chat_field is None else [""]
        shows_hint = not self.demo
        for sizes in ((TYPE.LARGE, TYPE.BODY), (TYPE.SMALL,)):  # the floor only when nothing fits above it
            for hint in hints:
                for again in agains:
                    row = [*undo, *([again] if again else []), *([hint] if shows_hint else [])]
                    for size in sizes:
                        need = sum(font(size).size(label)[0] + PAD + TOOL_SLACK for label in row)
                        if need + TOOL_GAP * (len(row) - 1) <= r.width:
                            return again, hint, size
        return agains[-1], hints[-1], TYPE.SMALL

    def _toggle_play(self) -> None:
        self.playing_replay = not self.playing_replay

    def _replay_end(self) -> None:
        if isinstance(self.feed, ReplayFeed):
            self.replay_seek(self.feed.total)

    # -- input --------------------------------------------------------------------------------
    def pauses_unwatched(self) -> bool:
        """Whether the game stops when the window loses the focus: a real-time game this screen's clock runs
        (not a host's), going on, with a person seated here. nc43 (Monsters): away ten minutes, the person came
        back to round 1 lost 2 tricks to 10, and found no pause (P and Escape open it; the clock waits there)."""
        feed = self.feed
        return feed.realtime and not feed.host_clock and not feed.replaying and not feed.is_over \
            and bool(feed.local_seats())

    def handle(self, event: pygame.event.Event) -> None:
        if self.log.handle(event):
            return
        if self.chat_field is not None and self.chat_field.handle(event):
            return
        if not self.draws_question and self.confirm.handle(event):
            return
        if event.type == pygame.MOUSEMOTION:
            if event.pos != self.pointer:
                self.pointer, self.pointer_still, self.clicked_here = event.pos, 0.0, False
            if self.pinned is not None and self.inspect_here(event.pos) != self.pinned[1]:
                self.pinned = None  # a help box leaves with the pointer (issue 24: a right-click's box stayed)
        if event.type == pygame.WINDOWLEAVE:  # the pointer left the window: no box stays behind it
            self.pointer, self.pointer_still, self.pinned = (-1, -1), 0.0, None
        if event.type == pygame.WINDOWFOCUSLOST and self.pauses_unwatched():
            self.app.open("pause", self)
            return
        if self.showing_again and event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_l):
            self._stop_again()  # the whole turn shown again is left at once: nobody has to sit it out
            return
        if self.showing_again and ((event.type == pygame.MOUSEBUTTONDOWN and event.button == 1) or (
                event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RIGHT, pygame.K_RETURN,
                                                               pygame.K_KP_ENTER))):
            self.again_next()  # one step further, at the person's pace
            return
        # a step of words only goes on with a click anywhere on its box (its "Continue" moves down when
        # an answer shows, and moves back up when the answer goes: a click aimed at it missed)
        go_on = self.guide_box if self.guide_reading() else None
        if go_on is not None and ((event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                                   and go_on.collidepoint(event.pos)) or (
                event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER))):
            self.read_on()
            return
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button == 3:
                found = self.inspect_here(event.pos)
                self.pinned = (event.pos, found) if found else None
                if found:
                    self._journal_inspected = found[0]
                    self.journal_aid("inspect", found[0])
                return
            self.pinned = None
            self.clicked_here = True  # no help box pops up where the person just clicked, until the pointer moves
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.can_note() and \
                self.note_rect.collidepoint(event.pos):
            self.app.open("note", self.add_note)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h and not self.feed.replaying and not self.demo \
                and self.guide is None and not self.takes_key(pygame.K_h):  # a tutorial's step is its hint
            self.ask_hint()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h and self.guide_free() \
                and not self.takes_key(pygame.K_h):
            self.guide_show_marks()  # a step to find alone: H shows its marks
            return
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_F1) or (
                event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.aid_rect.collidepoint(event.pos)):
            try:  # the aid of the game's how-to file; a broken file is said, the game goes on
                self.journal_aid("aid")
                self.app.open("aid", self.game_id)
            except data.DataError as exc:
                self.app.warning = i18n.data_error(exc)
            return
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_p):
                self.app.open("pause", self)
                return
            if event.key == pygame.K_F2:
                self._screenshot()
                return
            if event.key == pygame.K_n and self.can_note() and not self.takes_key(pygame.K_n):
                self.app.open("note", self.add_note)
                return
            if self.pinned is not None:
                self.pinned = None
            if self._replay_key(event):
                return
            if event.key == pygame.K_u or (event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL):
                self.undo()
                return
            if event.key == pygame.K_l and not self.feed.replaying and not self.takes_key(pygame.K_l):
                self.show_last_turn()
                return
        if self.tools.buttons and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION):
            if self.tools.handle(event):
                return
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and any(
                    b.tag == "hint" and not b.enabled and b.rect.collidepoint(event.pos) for b in self.tools.buttons):
                self.ask_hint()  # a disabled hint button says why
                return
        if self.feed.replaying:
            return
        self.handle_table(event)

    def _replay_key(self, event: pygame.event.Event) -> bool:
        if not isinstance(self.feed, ReplayFeed):
            return False
        keys = {
            pygame.K_RIGHT: lambda: self.replay_step(1),
            pygame.K_LEFT: lambda: self.replay_step(-1),
            pygame.K_HOME: lambda: self.replay_seek(0),
            pygame.K_END: self._replay_end,
            pygame.K_SPACE: self._toggle_play,
            pygame.K_TAB: self._replay_next_viewer,
        }
        fn = keys.get(event.key)
        if fn is None:
            return False
        fn()
        return True

    def _replay_next_viewer(self) -> None:
        n = self.feed.num_seats
        self.set_viewer(((self.viewer if self.viewer is not None else -1) + 1) % n)

    def _screenshot(self) -> None:
        shot = paths.user_dir() / "screenshots" / f"{self.game_id}-{int(time.time())}.png"
        self.app.screenshot(shot)
        self.flash(t("screenshot.saved", path=str(shot)))

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        if self._background_lang and self._background_lang != i18n.lang:
            self.names = self.seat_names()  # the language changed: the log speaks it too
            self.rebuild_log()
        if self._background is None or self._background_lang != i18n.lang:
            self._background = pygame.Surface(surf.get_size()).convert()
            self._background_lang = i18n.lang
            self.draw_background(self._background)
        surf.blit(self._background, (0, 0))
        forget_prompts()
        self.draw_table(surf)
        self.draw_last_marks(surf)
        if not self._still:
            self.anim.draw_low(surf)
        if self._fit_log():
            self.log.draw(surf)
        if not self._still:
            self._draw_again_caption(surf)
            self.place_banner(surf)
            self.anim.draw_high(surf)
        self.tools.draw(surf)
        if not self._still:
            self._draw_hint(surf)
        pygame.draw.circle(surf, (52, 70, 92), self.aid_rect.center, 15)
        surf.blit(q := render("?", TYPE.LARGE, ACCENT, True), q.get_rect(center=self.aid_rect.center))
        if self.can_note():
            pygame.draw.circle(surf, (52, 70, 92), self.note_rect.center, 15)
            surf.blit(p := render("✎", TYPE.BODY, ACCENT, True), p.get_rect(center=self.note_rect.center))
        if self.chat_field is not None:
            self.chat_field.draw(surf)
        if self.feed.replaying and isinstance(self.feed, ReplayFeed):
            who = self.names[self.viewer] if self.viewer is not None else ""
            step, total = self.feed.counted()  # moves, not the clock's ticks between them
            line = t("replay.status", step=step, total=total, who=who)
            text_block(surf, line, self.replay_caption_rect(), TYPE.SMALL, MUTED)
            self._draw_notes(surf, self.feed.step)
        if self._still:
            return
        if not self.draws_question:
            self.confirm.draw(surf)
        self._draw_guide(surf)
        self._draw_inspect(surf)
        if self.error and time.monotonic() < self.error_until and not self._guide_answering() \
                and not self.toast_hidden():
            img = self.toast_image(self.error)
            r = self.error_rect(img.get_size(), surf.get_size())
            panel(surf, r, 235, PANEL if self.error_calm else DANGER)
            surf.blit(img, img.get_rect(center=r.center))

    def toast_hidden(self) -> bool:
        """Whether the toast up now stays undrawn for the moment: a table whose own line already shows
        its words (the toast comes back when the line says something else, while its time lasts)."""
        return False

    def toast_image(self, message: str) -> pygame.Surface:
        """The toast's words, drawn: one line (a table may wrap them to keep the toast in its column,
        `toast_lines`)."""
        return render(message, TYPE.BODY, INK)

    @staticmethod
    def toast_lines(message: str, width: int, even: bool = False) -> pygame.Surface:
        """A toast's words within `width`: one line where it fits, else wrapped, left-aligned; `even`:
        on as few lines of about even length, each centred (the narrowest toast in as many lines)."""
        one = render(message, TYPE.BODY, INK)
        if one.get_width() <= width:
            return one
        fit = width
        if even:
            rows = -(-one.get_width() // width)
            fit = one.get_width() // rows
            while len(wrap(message, fit, TYPE.BODY)) > rows and fit < width:
                fit += 8
        lines = [render(line, TYPE.BODY, INK) for line in wrap(message, fit, TYPE.BODY)]
        gap = 2
        out = pygame.Surface((max(i.get_width() for i in lines), sum(i.get_height() for i in lines)
                              + gap * (len(lines) - 1)), pygame.SRCALPHA)
        y = 0
        for img in lines:
            out.blit(img, img.get_rect(midtop=(out.get_width() // 2, y)) if even else (0, y))
            y += img.get_height() + gap
        return out

    def error_rect(self, text_size: tuple[int, int], screen: tuple[int, int] = (1280, 720)) -> pygame.Rect:
        """Where a refusal's toast goes: at the foot of the screen, centred, unless that hides what
        the person needs (`toast_avoid`: a button, the prompt, the log's newest lines, the tutorial's
        or the hint's box; the banner up now); then the nearest place that hides none, one that also
        leaves the person's own pieces (`own_rects`) in sight if there is one."""
        w, h = screen
        r = pygame.Rect(0, 0, text_size[0] + 24, text_size[1] + 12)
        r.midbottom = (w // 2, h - 12)
        hard = self.toast_avoid()
        banner = self.anim.banner_item
        if isinstance(banner, Banner):  # a toast over the turn's banner: both half read (nc23 Evolution shot 72)
            hard = [*hard, banner.rect(pygame.Rect(0, 0, w, h))]
        soft = self.own_rects(self.viewer) if self.viewer is not None else []
        key = (r.size, screen, tuple(map(tuple, hard)), tuple(map(tuple, soft)))
        if self._toast_cache is not None and self._toast_cache[0] == key:
            return self._toast_cache[1].copy()
        import numpy as np  # loaded with the first toast, not at every start

        # every place tried, in the order of nearness the search has always used: up from the foot,
        # then out from the middle, right before left (numpy: a Python loop over some 15 000 places
        # took 4 ms a toast)
        tops = np.arange(r.top, 3, -6)
        dxs = np.arange(0, w, 20)
        signs = np.array([1, -1])
        top_i, dx_i, sign_i = np.meshgrid(tops, dxs, signs, indexing="ij")
        top_a, dx_a, sign_a = top_i.ravel(), dx_i.ravel(), sign_i.ravel()
        keep = (dx_a > 0) | (sign_a == 1)  # straight above is tried once
        top_a, dx_a, sign_a = top_a[keep], dx_a[keep], sign_a[keep]
        c = pygame.Rect(r)
        c.centerx = w // 2
        left_a = c.left + sign_a * dx_a
        fits = (left_a >= 4) & (left_a + r.width <= w - 4) & ~overlaps(left_a, top_a, r.width, r.height, hard).any(0)
        if not fits.any():
            found = r
        else:
            hides = overlaps(left_a, top_a, r.width, r.height, soft).sum(0)
            far = (r.top - top_a) + dx_a
            order = np.flatnonzero(fits)
            i = order[np.lexsort((far[order], hides[order]))[0]]  # stable: the first of the best in that order
            found = pygame.Rect(int(left_a[i]), int(top_a[i]), r.width, r.height)
        self._toast_cache = (key, found.copy())
        return found

    def every_button(self) -> list[Button]:
        """The buttons on screen: the table's, those of its controls' bar (Evolution's "Fin de tour")
        and the tool bar's."""
        shown = list(self.buttons_shown())
        bar = getattr(getattr(self, "controls", None), "bar", None)
        if isinstance(bar, ButtonBar):
            shown += [b for b in bar.buttons if b not in shown]
        return [*shown, *self.tools.buttons]

    def toast_avoid(self) -> list[pygame.Rect]:
        """What a toast never hides: the buttons, the prompts written this frame and what the table
        keeps clear, the log's lines, the tutorial's box and the hint's box."""
        rects = [b.rect for b in self.every_button()]
        # the "?" and the pencil are buttons too, drawn after the banner's place is sought (Evolution nc58 shot 022:
        # « Créature libérée pour un adversaire : Elfe ! » moved onto the bare felt under them)
        rects += [self.aid_rect.copy()] + ([self.note_rect.copy()] if self.can_note() else [])
        rects += [r.inflate(8, 6) for r in prompts_drawn()] + self.keep_clear() + [self.log.rect.copy()]
        rects.append(self.title_rect())  # a red notice over the game's name (Monsters) read as a heading
        if self.guide is not None and self.guide_box is not None:
            rects.append(self.guide_box.copy())
        if self.hint_seat is not None or self.hint_shown is not None:
            rects.append(self._hint_box()[0])
        return rects

    def title_rect(self) -> pygame.Rect:
        """Where the game's name is written, at the top of the table (`draw_background`)."""
        size = fit_text(t(f"game.{self.game_id}"), WIDTH - 40, TYPE.HEADING, bold=True, floor=TYPE.HEADING)
        w, h = font(size, bold=True).size(t(f"game.{self.game_id}"))
        return pygame.Rect(WIDTH // 2 - w // 2, 12, w, h)

    def banner_avoid(self) -> list[pygame.Rect]:
        """What a banner keeps off when a free place exists: what a toast keeps off (buttons,
        prompts, the log, the tutorial's and the hint's boxes, the title), the words and pieces the
        tutorial's arrow keeps off, and every player's own panel or pieces."""
        rects = [*self.toast_avoid(), *self.arrow_avoid(), *self.text_rects()]
        for seat in range(self.feed.num_seats):
            rects += self.own_rects(seat)
        return rects

    def place_banner(self, surf: pygame.Surface) -> None:
        """A new banner goes where its table put it unless that hides the title, a piece (what the
        pointer could ask about, `inspect_at`), a button or a word the person reads ("Élimination
        de …" over Elem Master's board, "Tour de Joueur 1" over Kaiju's title); then to the nearest
        place of bare felt big enough, found once. With none, it stays. Tables that draw their own
        banner (a subclass of the kit's) place it themselves."""
        b = self.anim.banner_item
        if b is None or b is self._banner_placed or type(b) is not Banner:
            return
        self._banner_placed = b
        size, wide = b.size, b.min_width
        if self.banner_spot(b.rect(surf.get_rect()), surf, move=False) is not None:
            return  # where the table put it, it hides nothing
        b.min_width = 0  # as wide as a title only to hide all of it: off the title, as wide as its words
        for b.size in (size, BANNER_SMALLER):  # a smaller plate fits the band over a board
            spot = self.banner_spot(b.rect(surf.get_rect()), surf)
            if spot is not None:
                b.center = spot.center
                return
        b.size, b.min_width = size, wide

    def banner_spot(self, r: pygame.Rect, surf: pygame.Surface, move: bool = True) -> pygame.Rect | None:
        """`r` itself when it hides nothing of `banner_avoid` and no piece; else (`move`) `r` moved to
        the nearest place of bare felt (nothing drawn there this frame but the table's cloth, with a
        margin) clear of `banner_avoid`; None when there is none."""
        import numpy as np  # numpy is loaded when a banner first has to move, not at every start

        screen = surf.get_rect()
        hard = [a.inflate(2 * BANNER_MARGIN, 2 * BANNER_MARGIN) for a in self.banner_avoid()]
        if screen.contains(r) and r.collidelist(hard) < 0:
            xs = [*range(r.left, r.right, 16), r.right - 1]
            ys = [r.top, *range(r.top + 16, r.bottom - 1, 16), r.bottom - 1]
            if not any(self.inspect_at((x, y)) is not None for y in ys for x in xs):
                return r
        if not move:
            return None
        step = 4
        try:  # a view of the screen's pixels, one in 16 copied, not the whole screen then a sixteenth of it
            pixels = pygame.surfarray.pixels3d(surf)
            rgb = pixels[::step, ::step].astype(np.int32)
            del pixels  # unlocks the surface
        except (ValueError, pygame.error):  # a surface of another depth: the copy
            rgb = pygame.surfarray.array3d(surf)[::step, ::step].astype(np.int32)
        packed = (rgb[..., 0] << 16) | (rgb[..., 1] << 8) | rgb[..., 2]
        values, counts = np.unique(packed, return_counts=True)
        felt = values[int(np.argmax(counts))]  # the colour most of the table shows: its cloth
        cloth = np.array([(felt >> 16) & 255, (felt >> 8) & 255, felt & 255], dtype=np.int32)
        busy = (np.abs(rgb - cloth).max(axis=2) > 8).astype(np.int32)
        total = np.zeros((busy.shape[0] + 1, busy.shape[1] + 1), dtype=np.int32)
        total[1:, 1:] = busy.cumsum(0).cumsum(1)

        # the candidate places, nearest first, all weighed in numpy: building, sorting and trying some
        # 15 000 rects in Python made a banner's first frame cost 30 ms
        grid_y, grid_x = np.meshgrid(np.arange(screen.top + 4, screen.bottom - r.height - 3, 6),
                                     np.arange(screen.left + 4, screen.right - r.width - 3, 10), indexing="ij")
        gy, gx = grid_y.ravel(), grid_x.ravel()
        # bare felt round each place, margin included (the place clipped to the screen), from the sums
        x0 = np.maximum(gx - BANNER_MARGIN, screen.left) // step
        y0 = np.maximum(gy - BANNER_MARGIN, screen.top) // step
        x1 = -(-np.minimum(gx + r.width + BANNER_MARGIN, screen.right) // step)
        y1 = -(-np.minimum(gy + r.height + BANNER_MARGIN, screen.bottom) // step)
        bare = (total[x1, y1] - total[x0, y1] - total[x1, y0] + total[x0, y0]) == 0
        free = bare & ~overlaps(gx, gy, r.width, r.height, hard).any(0)
        far = np.abs(gx + r.width // 2 - r.centerx) + np.abs(gy + r.height // 2 - r.centery)
        order = np.argsort(far, kind="stable")
        found = order[free[order]]
        if not found.size:
            return None
        return pygame.Rect(int(gx[found[0]]), int(gy[found[0]]), r.width, r.height)

    def replay_caption_rect(self) -> pygame.Rect:
        """Where a replay says its step: between the log and the controls, clear of the "?"."""
        return pygame.Rect(self.tool_rect.x, self.log_rect.bottom + 4, self.tool_rect.width,
                           self.tool_rect.top - self.log_rect.bottom - 6)

    def _draw_notes(self, surf: pygame.Surface, step: int) -> None:
        """A replay shows the testers' notes written at this move, above the log."""
        notes = [n for n in self.feed.notes() if n[0] == step]
        if not notes:
            return
        y = self.log_rect.y - 6
        for _, seat, text in notes[-3:]:
            who = self.names[seat] if isinstance(seat, int) and 0 <= seat < len(self.names) else ""
            line = t("note.shown", who=who, text=text) if who else t("note.shown_anon", text=text)
            img = render(line, fit_text(line, 600, TYPE.BODY, floor=TYPE.SMALL), INK)
            r = img.get_rect(bottomright=(self.log_rect.right, y)).inflate(16, 8)
            panel(surf, r, 235, (70, 60, 30))
            surf.blit(img, img.get_rect(center=r.center))
            y = r.top - 4

    def picture(self, surf: pygame.Surface) -> None:
        """The table as it stands, without flights, effects, banners or the pointer's help box: the
        results' picture of the final position (the last catch may still be flying when they open)."""
        self._still = True
        try:
            self.draw(surf)
        finally:
            self._still = False

    def _draw_inspect(self, surf: pygame.Surface) -> None:
        self.inspect_box = None
        found: tuple[str, str] | None = None
        pos = self.pointer
        if self.pinned is not None:
            pos, found = self.pinned
        elif not (self.busy or self.clicked_here) and self.pointer_still >= (self.hover_delay(pos) or float("inf")):
            found = self.inspect_here(pos)
            if found and found[0] != self._journal_inspected:
                self._journal_inspected = found[0]
                self.journal_aid("inspect", found[0])
        if not found:
            return
        name, body = found
        w = self.inspect_width
        head = render(name, TYPE.BODY, ACCENT, bold=True)
        lines = len(wrap(body, w - 24, TYPE.BODY))  # the box fits the whole description
        box = self.inspect_place(pygame.Rect(0, 0, w, 44 + font(TYPE.BODY).get_linesize() * lines), pos,
                                 surf.get_rect().inflate(-8, -8))
        self.inspect_box = box
        panel(surf, box, 240, PANEL)
        pygame.draw.rect(surf, ACCENT, box, 2, border_radius=10)
        surf.blit(head, (box.x + 12, box.y + 8))
        text_block(surf, body, pygame.Rect(box.x + 12, box.y + 34, w - 24, box.height - 40), TYPE.BODY, INK)

    def inspect_place(self, box: pygame.Rect, pos: tuple[int, int], area: pygame.Rect) -> pygame.Rect:
        """Where the help box goes: beside the pointer (below right, below left, above right, above
        left), the first place inside `area` that covers neither the pointer, nor a tutorial step's
        words or the piece it points at, nor what the table keeps clear (`keep_clear`: its prompt
        line); else below right, clamped to the area, or, where that covers the tutorial's step and its button,
        slid beside the step (nc64 shots 029, 030). A table may name its own spot first (`inspect_spot`)."""
        target = self.guide_target() if self.guide is not None else None
        avoid = [r for r in [self.guide_box, target, *self.keep_clear()] if r is not None]
        spot = self.inspect_spot(pos, box.size)
        if spot is not None and area.contains(pygame.Rect(spot, box.size)):
            return pygame.Rect(spot, box.size)
        x, y = pos
        for left, top in ((x + 18, y + 18), (x - 18 - box.width, y + 18), (x + 18, y - 18 - box.height),
                          (x - 18 - box.width, y - 18 - box.height)):
            r = pygame.Rect(left, top, box.width, box.height)
            if area.contains(r) and not any(r.colliderect(a) for a in avoid):
                return r
        near = pygame.Rect(x + 18, y + 18, box.width, box.height).clamp(area)
        if self.guide_box is None or not near.colliderect(self.guide_box):
            return near
        # a wide box (Evolution's ten creatures, its keys) beside none of the four corners: slid beside what it must
        # keep clear, above or below the pointer (nc64 shots 029, 030: the list covered the tutorial's step and its
        # « Continuer »)
        lefts = [x + 18, x - 18 - box.width, *(a.left - 8 - box.width for a in avoid), *(a.right + 8 for a in avoid)]
        for top in (y + 18, y - 18 - box.height):
            for left in lefts:
                r = pygame.Rect(left, top, box.width, box.height).clamp(area)
                if area.contains(r) and not r.collidepoint(pos) and not any(r.colliderect(a) for a in avoid):
                    return r
        for top in (y + 18, y - 18 - box.height):
            for left in lefts:
                r = pygame.Rect(left, top, box.width, box.height).clamp(area)
                if area.contains(r) and not r.colliderect(self.guide_box):
                    return r
        return near

    def keep_clear(self) -> list[pygame.Rect]:
        """What a help box should not cover on this table (none by default; Elem Master: its prompt)."""
        return []

    def arrow_avoid(self) -> list[pygame.Rect]:
        """What the tutorial's arrow keeps off when a side of the piece is free (the game's title; a
        table adds its labels, icons, panels and other pieces): an arrow over them hid a word."""
        return [self.title_rect()]

    def text_rects(self) -> list[pygame.Rect]:
        """Where this table writes words (the log, what it keeps clear; a table adds its panels): the
        tutorial's arrow never crosses them."""
        return [self.log_rect.copy(), *self.keep_clear()]

    def draw_background(self, surf: pygame.Surface) -> None:
        """What never moves (felt, title, fixed frames): drawn once, then blitted each frame."""
        surf.fill(FELT)
        title(surf, t(f"game.{self.game_id}"), 12, size=TYPE.HEADING)

    def reload_art(self) -> None:
        self._background = None

    # -- for a game's table -------------------------------------------------------------------
    def present(self, event: Event) -> float:
        """Tables without `on_<kind>` handlers animate here; a duration overrides the presentation's."""
        return 0.0

    def game_time(self, dt: float) -> float:
        """Real-time games: the game time this frame lets pass (0 while a countdown or a panel holds it)."""
        return dt

    def describe(self, ev: Event) -> str | None:
        """The log sentence of an event (a table may name seats in lists, format scores...), a bot named
        without its level but in its turn's header (`full_name_lines`)."""
        return i18n.describe(self.game_id, ev, self.names if ev.kind in self.full_name_lines else self.short_names())

    def sync(self) -> None:
        """The screen has caught up: bring the drawn position in line with the viewer's view."""
        if self.model_cls is not None and not self.queue:
            self.model = self.model_cls.from_view(self.view, self.viewer)

    def on_acted(self) -> None:
        """A person's action was accepted (tables clear their selections here)."""

    def handle_table(self, event: pygame.event.Event) -> None:
        """Input on the table itself."""

    def draw_table(self, surf: pygame.Surface) -> None:
        """The position, from the display model."""

    def holds_events(self) -> bool:
        """Whether the table keeps the next events back for now: something shown waits for the person
        (a click or a key), so that what follows (the next turn) does not begin under it. Here: never."""
        return False

    def hover_delay(self, pos: tuple[int, int]) -> float | None:
        """Seconds the pointer rests at `pos` before the help box shows by itself; None: not there
        now (a table whose pieces are handled against the clock). A right click still shows it."""
        return HOVER_DELAY

    def inspect_at(self, pos: tuple[int, int]) -> tuple[str, str] | None:
        """The name and the description of the piece under `pos`, in the chosen language."""
        return None

    def inspect_here(self, pos: tuple[int, int]) -> tuple[str, str] | None:
        """The help box under `pos`: a tool button that needs words (Undo: what it takes back, a
        newcomer saw it come and go unexplained), else the table's own piece."""
        for b in self.tools.buttons:
            if b.tag == "undo" and b.rect.collidepoint(pos):
                return t(self.UNDO_LABEL), t("undo.tip")
        return self.inspect_at(pos)

    def inspect_spot(self, pos: tuple[int, int], size: tuple[int, int]) -> tuple[int, int] | None:
        """Where the help box about the piece under `pos` goes (its top left), or None: by the
        pointer. A table whose pieces sit close together puts it beside them, not over them."""
        return None

    def guide_least(self) -> int:
        """The tutorial's box at its home is at least this tall (0: each step's own height)."""
        return 0

    def guide_home(self) -> pygame.Rect:
        """Where a tutorial's words live: over the log column (the log is not needed while a step
        speaks), the same place at every step, so the box never jumps and never covers the table.
        A table whose pieces reach into that column gives another place."""
        return self.log_rect.copy()

    def _fit_log(self) -> bool:
        """While a tutorial's words sit over the log column, the log keeps to the room under them
        (its newest lines, whole, never half hidden by the box); False: no room for a line."""
        box = self.guide_box if self.guide is not None and not self.finished_shown else None
        want = self.log_rect.copy()
        if box is not None and box.colliderect(want):
            want.top = box.bottom + 6
            want.height = self.log_rect.bottom - want.top
        again = self.again_box() if not self._still else None
        if again is not None and again.colliderect(want) and again.bottom > want.top:
            want.top = again.bottom + 6  # a turn shown again: the log's lines under its caption, whole
            want.height = self.log_rect.bottom - want.top
        hint_shown = (self.hint_seat is not None or self.hint_shown is not None) and not self._still
        if hint_shown:  # a hint box over the log's foot: the newest lines stay above it, whole
            hint = self._hint_box()[0]
            if hint.colliderect(want) and hint.top > want.top:
                want.height = hint.top - 6 - want.top
        self.log.place(want)
        return want.height >= 40

    def own_rects(self, seat: int) -> list[pygame.Rect]:
        """The seat's own panel, hand and timer (Monsters: the stack being built): a tutorial's
        words never cover them. Here: none; every table names its own."""
        return []

    def guide_read_piece(self, text: str) -> pygame.Rect | None:
        """The piece a step of words only is about (a counter it names), which the guide then rings
        and points at as it does the piece of an action. Here: none."""
        return None

    def guide_mentions(self, text: str) -> list[pygame.Rect]:
        """The pieces a tutorial step's words name ("the Earth on f6"): the words' box keeps off
        them where it can, so that the newcomer sees what they read about. Here: none."""
        return []

    def action_rect(self, action: Action) -> pygame.Rect | None:
        """Where the person clicks next on the way to `action` (the piece, or the button that
        plays it), from the table's own hit-rects; the tutorial points there. None: not placed.
        Here: a shown button tagged with the action's text; a table adds its pieces."""
        for b in self.buttons_shown():
            if b.tag == str(action) and b.enabled:
                return b.rect.copy()
        return None

    def reload_defs(self) -> None:
        """Definitions changed: games whose drawing depends on them re-read them."""

    def tween(self, start: float, end: float, duration: float, **kw: Any) -> Tween:
        return self.tweens.add(Tween(start, end, duration, **kw))



def score_rows(result: Result, num_seats: int) -> list[list[str]]:
    """The results screen's rows of a seat its game words nothing for: its score (none past the scores)."""
    return [[t("results.score", pts=f"{result.scores[s]:g}")] if s < len(result.scores) else []
            for s in range(num_seats)]


def seat_value(values: Any, seat: int) -> Any:
    """`values[seat]` of a per-seat list in a result's details; 0 when the list is missing or short."""
    return values[seat] if isinstance(values, list) and seat < len(values) else 0


def who(names: list[str], seats: Any) -> str:
    """The names of some seats, joined (the winners of a result's `decided_by`)."""
    seats = seats if isinstance(seats, list) else []
    return ", ".join(names[s] if isinstance(s, int) and s < len(names) else str(s) for s in seats)


def decided_sentence(game_id: str, result: Result, names: list[str]) -> list[str]:
    """What decided the winner, in one sentence: the engine's `Result.details["decided_by"]` (a rule
    and its numbers) read as `results.<game>.decided.<rule>`; nothing when the engine says nothing."""
    decided = (result.details or {}).get("decided_by") or {}
    rule = decided.get("rule")
    if not rule:
        return []
    values = {k: v for k, v in decided.items() if isinstance(v, int)}
    return [t(f"results.{game_id}.decided.{rule}", who=who(names, decided.get("winners")), **values)]
