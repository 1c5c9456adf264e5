"""Elementary Evolution's controls: what the engine asks, as buttons, and what a click or a key means.

The table (scenes/evolution/table.py) lays out and draws; this mixin turns the
seat's legal actions (from the feed, read once the screen has caught up) into
the prompt's buttons and the highlighted places of the table, and input into
actions. A click on a place that takes no legal action still sends what it
would mean, so the engine's refusal is shown in words (why-not). Hover or
right-click a piece to read what it does (inspect).

Mouse: click a hand card, then a highlighted pile or discard; with no card
selected, click a highlighted own pile (root it, shield it), an opponent's
highlighted free card (aim a burn or a power) or an opponent's zone (give a
creature, Elfe). Groups of many choices open with a click.

Keyboard: 1-5 select a hand card (again to unselect); A/F/T/E (Air, Feu, Terre,
Eau) pick a pile and Q/M the quick/main discard; with a card selected,
Left/Right walk the highlighted targets and Enter/Space play there. Otherwise
Tab and the arrows walk the buttons, Enter/Space press the focused one, Enter
with no button focused takes the default answer (end the turn, pass, draw).
Backspace unselects the card or leaves a group of buttons; U undoes (kit);
S switches "pass the powers until my turn" (a lasting setting) on or off.

Out-of-turn power windows ("use a power now or pass") are asked only when
something new could be done: the window is passed at once when every power
the person could use in it is one they already let go since their own turn
began (nothing changed for them), and always when the lasting setting says
so. A burn aimed at the person always asks. Enter that would end a turn in
which no card was placed (while one could be) first asks to confirm; an
Enter within CONFIRM_GAP seconds of the question is ignored (a double press).
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any

import pygame

from game import i18n, paths
from game.core import Action, act
from game.i18n import t
from scenes.evolution.model import inspect_text
from scenes.ui import Button, ButtonBar

PILE_KEYS = (pygame.K_a, pygame.K_f, pygame.K_t, pygame.K_e)  # Air, Feu, Terre, Eau: the piles in data order
PILE_LETTERS = ("A", "F", "T", "E")
RAISE = 8  # a picked hand card rises
PAGE = 12  # buttons the prompt panel holds (3 rows of 4)
CARD_ACTS = ("play", "discard", "tornado", "cascade", "block")
QUICK_COL, MAIN_COL = 5, 6
CONFIRM_GAP = 0.6  # seconds: an Enter this soon after "end without a card?" is the same press, ignored
PREFS_FILE = "tables.json"  # the tables' own lasting choices, beside settings.json (which keeps its fields)


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
        raw = json.loads(f.read_text(encoding="utf-8"))
        if not isinstance(raw, dict):
            raw = {}
    except (OSError, ValueError):
        raw = {}
    entry = raw.get(game) if isinstance(raw.get(game), dict) else {}
    entry[key] = value
    raw[game] = entry
    paths.atomic_write(f, json.dumps(raw, indent=1))


@dataclass
class Choice:
    path: tuple[str, ...]  # the button labels from the top of the prompt to this action
    action: Action
    kind: str


class EvolutionControls:
    """Mixed into EvolutionTable: needs its model `m`, its geometry (`L`, zones, rects) and the kit."""

    m: Any
    feed: Any
    names: list[str]
    L: Any

    def init_controls(self) -> None:
        self.bar = ButtonBar()
        self.prompt = ""
        self.selected: str | None = None  # the hand card picked by the person
        self.prefix: tuple[str, ...] = ()  # the group of buttons opened
        self.only: list[Action] | None = None  # a click that matched several actions: choose among them
        self.page = 0
        self.cursor = -1  # keyboard: index among the highlighted targets of one's own zone
        self.hover_card: str | None = None
        self.default: Action | None = None
        self.pass_powers = bool(load_pref("evolution", "pass_powers", False))  # lasting: pass every moment window
        self.declined: dict[int, set[Action]] = {}  # seat -> the powers it let go since its own turn began
        self.confirm_end: float | None = None  # when "end the turn without a card?" was asked
        self.legal_now: list[Action] = []  # read from the feed once the screen has caught up
        self.stack_now: list[dict[str, Any]] = []  # the public stack of decisions, likewise
        self.actors_now: tuple[int, ...] = ()
        self.last_actor: int | None = None

    def my_seat(self) -> int | None:
        """The person who may act now, when the screen shows their side of the table."""
        seat = self.human_to_act()
        return seat if seat is not None and seat == self.viewer else None

    def act(self, seat: int | None, action: Action) -> bool:
        """To the feed; a refusal is shown in the player's language, from the engine's reason key."""
        reason = self.feed.why(seat, action) if seat is not None else None
        if reason:
            self.flash(i18n.refusal("evolution", reason, self.names))
            self.build_buttons()
            return False
        ok = super().act(seat, action)  # type: ignore[misc]
        self.bar.set([])
        if ok:
            self.last_actor = seat
        else:
            self.build_buttons()
        return ok

    def try_act(self, seat: int | None, action: Action) -> bool:
        return self.act(seat, action)

    def inspect_at(self, pos: tuple[int, int]) -> tuple[str, str] | None:
        """The piece under `pos` (asked every idle frame while the pointer rests: cached per position)."""
        key = (pos, id(self.m), len(self.shown), i18n.lang, self.selected, self.viewer)
        if getattr(self, "_inspected", (None, None))[0] != key:
            self._inspected = (key, self._inspect(pos))
        return self._inspected[1]

    def _inspect(self, pos: tuple[int, int]) -> tuple[str, str] | None:
        lang = i18n.lang
        card = self.hand_hit(pos)
        if card is not None:
            return inspect_text("card", card, lang)
        for cid in self.m.tokens:
            if self.token_rect(cid).collidepoint(pos):
                title, power = inspect_text("creature", cid, lang)
                used = self.m.tokens[cid]["state"] == "used" and cid not in self.m.markers
                return (title, inspect_text("token_back", "token_back", lang)[1]) if used else (title, power)
        for s, lim in self.m.limbo.items():
            for i in reversed(range(len(lim))):
                if self.limbo_rect(s, i).collidepoint(pos):
                    return inspect_text("card", lim[i], lang)
        place = self.place_at(pos)
        if place is None or place[0] == "zone":
            return None
        if place[0] == "centre":
            return inspect_text("centre", "centre", lang)
        if place[0] == "pile":
            cards = self.mage(place[1]).piles[place[2]]
            for i in reversed(range(len(cards))):
                if self.pile_card_rect(place[1], place[2], i).collidepoint(pos):
                    return inspect_text("card", cards[i], lang)
            return inspect_text("pile", place[2], lang)
        state = self.mage(place[1]).quick_state
        which = state if place[0] == "quick" and state != "open" else place[0]
        return inspect_text(which, which, lang)

    # -- the prompt: what the engine asks, as buttons -------------------------------------------
    def task(self) -> dict[str, Any] | None:
        return self.stack_now[-1] if self.stack_now else None

    def _arg_labels(self, seat: int, args: list[Any]) -> tuple[str, ...]:
        out: list[str] = []
        target = seat
        for a in args:
            if isinstance(a, int):
                target = a
                out.append(self.names[a])
            elif a in self.elements:
                out.append(self.m.pile_label(target, a))
            else:
                out.append(self.name_of(a))
        return tuple(out)

    def choice_for(self, seat: int, a: Action) -> Choice | None:
        """The button path of an action (hand-card actions are played by clicking the card)."""
        k, task = a.kind, self.task() or {}
        simple = {"end": "evolution.end_turn", "skip": "evolution.skip", "block": "evolution.block"}
        if k in ("play", "discard", "tornado"):
            return None
        if k in simple:
            return Choice((t(simple[k]),), a, k)
        if k == "pass":
            return Choice((t("evolution.let_burn" if task.get("t") == "burn" else "evolution.pass"),), a, k)
        if k == "first":  # the people decide who starts among the tied mages
            return Choice((t("evolution.first", who=self.names[int(a.args[0])]),), a, k)
        if k == "draw":
            return Choice((t("evolution.draw", n=task.get("count", 0)),), a, k)
        if k == "give":
            return Choice((t("evolution.give", who=self.names[int(a.args[1])]),), a, k)
        if k == "keep":
            holder = self.m.tokens[task["creature"]]["holder"] if task.get("creature") else None
            return Choice((t("evolution.keep", who=self.names[holder] if holder is not None else ""),), a, k)
        if k == "burn":
            return Choice((self.names[int(a.args[0])], self.m.pile_label(int(a.args[0]), str(a.args[1]))), a, k)
        if k == "root":
            return Choice((self.m.pile_label(seat, str(a.args[0])),), a, k)
        if k == "cascade":
            return Choice((t("evolution.cascade", card=self.name_of(a.args[0]), pile=self.name_of(a.args[1])),), a, k)
        if k == "dest":
            return Choice((t(f"evolution.dest.{a.args[0]}"),), a, k)
        if k == "move":
            head = t("evolution.move", creature=self.name_of(a.args[0]))
            return Choice((head, self.m.pile_label(seat, str(a.args[1]))), a, k)
        if k == "power":
            cid = str(a.args[0])
            head, rest = self.name_of(cid), list(a.args[1:])
            if self.defs.creatures[cid].power == "copy":
                head, rest = f"{self.name_of(cid)} → {self.name_of(a.args[1])}", list(a.args[2:])
            return Choice((t("evolution.power", creature=head), *self._arg_labels(seat, rest)), a, k)
        return Choice((str(a),), a, "group")

    def card_actions(self, seat: int, card: str) -> list[Action]:
        """The legal actions that use the hand card `card` (any Ether stands for the one the engine names)."""
        ether = self.defs.cards[card].is_ether
        out = []
        for a in self.legal_now:
            if a.kind in CARD_ACTS and a.args:
                arg = str(a.args[0])
                if arg == card or (ether and self.defs.cards[arg].is_ether):
                    out.append(a)
        return out

    def card_label(self, a: Action) -> tuple[str, str]:
        k = a.kind
        if k in ("play", "cascade"):
            pile = str(a.args[1])
            key = "evolution.put_on" if k == "play" else "evolution.cascade_on"
            return t(key, pile=self.name_of(pile), letter=PILE_LETTERS[self.elements.index(pile)]), k
        if k in ("discard", "tornado"):
            return t(f"evolution.to.{a.args[1]}"), k
        return t("evolution.block"), k

    def build_buttons(self) -> None:
        seat = self.my_seat()
        self.default = None
        self.legal_now = self.legal(seat)
        if seat is None:
            self.bar.set([])
            self.prompt = ""
            return
        self.prompt = self.prompt_text()
        self.default = next((a for kind in ("end", "pass", "draw") for a in self.legal_now if a.kind == kind), None)
        entries: list[tuple[str, str, Any, Action | None]] = []  # (label, colour kind, callback, action)
        end = next((a for a in self.legal_now if a.kind == "end"), None)
        if self.confirm_end is not None and end is None:
            self.confirm_end = None
        if self.confirm_end is not None and end is not None:
            self.prompt = t("evolution.confirm_end")
            entries = [
                (t("evolution.confirm_end_yes"), "end", lambda: self.do(end), end),
                (t("evolution.back"), "back", self.back, None),
            ]
        elif self.selected is not None:
            for a in self.card_actions(seat, self.selected):
                label, kind = self.card_label(a)
                entries.append((label, kind, lambda a=a: self.do(a), a))
            entries.append((t("evolution.unselect"), "back", self.back, None))
        else:
            pool = self.only if self.only is not None else self.legal_now
            entries = self._tree([c for c in (self.choice_for(seat, a) for a in pool) if c is not None])
            task = self.task()
            if not self.prefix and self.only is None and task is not None and task["t"] == "moment":
                entries.append((t("evolution.quiet"), "pass", self.go_quiet, None))
            if self.prefix or self.only is not None:
                entries.append((t("evolution.back"), "back", self.back, None))
        if len(entries) > PAGE:
            pages = (len(entries) + PAGE - 2) // (PAGE - 1)
            self.page %= pages
            entries = entries[self.page * (PAGE - 1) : (self.page + 1) * (PAGE - 1)]
            entries.append((t("evolution.more", page=self.page + 1, pages=pages), "group", self.next_page, None))
        cols = 2 if len(entries) <= 6 else 3 if len(entries) <= 9 else 4
        bw = (self.L.prompt.width - 16 - (cols - 1) * 6) // cols
        colors = self.pres.extra.get("buttons", {})
        buttons = []
        if self.pass_powers:
            self.prompt = f"{self.prompt} · {t('evolution.pass_powers_on')}"
        for i, (label, kind, cb, action) in enumerate(entries):
            r = pygame.Rect(
                self.L.prompt.x + 8 + (i % cols) * (bw + 6), self.L.prompt.y + 48 + (i // cols) * 35, bw, 31
            )
            label = f"{label} ⏎" if action is not None and action == self.default else label
            buttons.append(Button(r, label, cb, color=tuple(colors.get(kind, (56, 70, 96))), tag=kind))
        self.bar.set(buttons)

    def _tree(self, choices: list[Choice]) -> list[tuple[str, str, Any, Action | None]]:
        depth = len(self.prefix)
        under = [c for c in choices if c.path[:depth] == self.prefix and len(c.path) > depth]
        leaf = lambda c: (" · ".join(c.path[depth:]), c.kind, lambda a=c.action: self.do(a), c.action)  # noqa: E731
        if len(under) <= PAGE - (1 if depth else 0):
            return [leaf(c) for c in under]
        groups: dict[str, list[Choice]] = {}
        for c in under:
            groups.setdefault(c.path[depth], []).append(c)
        return [
            leaf(members[0])
            if len(members) == 1
            else (f"{head} …", members[0].kind, lambda h=head: self.open_group(h), None)
            for head, members in groups.items()
        ]

    def go_quiet(self) -> None:
        """Pass every out-of-turn power window from now on (a lasting setting; S turns it off)."""
        self.set_pass_powers(True)
        if self.my_seat() is not None:
            self.do(act("pass"))

    def set_pass_powers(self, on: bool) -> None:
        """Switch the lasting "pass the powers until my turn" setting and save it."""
        self.pass_powers = on
        save_pref("evolution", "pass_powers", on)
        self.flash(t("evolution.pass_powers_on" if on else "evolution.pass_powers_off"))
        self.build_buttons()

    def skip_moment(self, seat: int | None) -> bool:
        """True when the power window asked of `seat` now has nothing new to offer (or the setting passes it).

        The rule: an out-of-turn window is worth a question only when it offers a power the person
        has not already let go since their own turn began; the same targets again mean nothing changed.
        """
        task = self.task()
        if seat is None or task is None or task["t"] != "moment":
            return False
        if self.pass_powers:
            return True
        powers = {a for a in self.legal_now if a.kind == "power"}
        return not powers or powers <= self.declined.get(seat, set())

    def placed_this_turn(self, seat: int) -> bool:
        """Whether `seat` put a card anywhere since its turn began (from the feed's history)."""
        for ev in reversed(self.feed.history()):
            if ev.kind == "turn_start":
                return False
            if ev.seat == seat and ev.kind in ("play", "cascade", "discard", "block"):
                return True
        return False

    def wants_confirm(self, seat: int, action: Action) -> bool:
        """Ending a turn by Enter with no card placed while one could be: ask first."""
        could = any(a.kind in CARD_ACTS for a in self.legal_now)
        return action.kind == "end" and could and not self.placed_this_turn(seat)

    def open_group(self, head: str) -> None:
        self.prefix = (*self.prefix, head)
        self.page = 0
        self.build_buttons()

    def next_page(self) -> None:
        self.page += 1
        self.build_buttons()

    def back(self) -> None:
        if self.confirm_end is not None:
            self.confirm_end = None
        elif self.selected is not None:
            self.selected, self.cursor = None, -1
        elif self.prefix:
            self.prefix = self.prefix[:-1]
        else:
            self.only = None
        self.page = 0
        self.build_buttons()

    def do(self, action: Action) -> None:
        seat = self.my_seat()
        if seat is None:
            return
        self.selected, self.only, self.prefix, self.cursor = None, None, (), -1
        self.confirm_end = None
        task = self.task()
        if action.kind == "pass" and task is not None and task["t"] == "moment":
            self.declined.setdefault(seat, set()).update(a for a in self.legal_now if a.kind == "power")
        self.act(seat, action)

    def prompt_text(self) -> str:
        task = self.task()
        if task is None:
            return t("evolution.prompt.free")
        tt = task["t"]
        if tt in ("release", "give"):
            return t(f"evolution.prompt.{tt}", creature=self.name_of(task["creature"]))
        if tt == "effect":
            return t(f"evolution.prompt.effect.{task['effect']}", card=self.name_of(task["card"]))
        if tt == "tornado":
            return t("evolution.prompt.tornado", n=task["count"])
        if tt == "burn":
            who, card, pile = self.names[task["aimer"]], self.name_of(task["card"]), self.name_of(task["pile"])
            return t("evolution.prompt.burn", who=who, card=card, pile=pile)
        if tt == "power":
            label = self.name_of(task["creature"])
            if task["as"] != task["creature"]:
                label += f" → {self.name_of(task['as'])}"
            return t("evolution.prompt.cancel", who=self.names[task["seat"]], creature=label)
        if tt == "dest":
            return t("evolution.prompt.dest", card=self.name_of(task["card"]))
        if tt == "first":
            return t("evolution.prompt.first")
        return t(f"evolution.prompt.{tt}")

    def waiting_text(self) -> str:
        """What the table waits for when it is not this person's move (public: the stack is)."""
        who = self.names[self.actors_now[0] if self.actors_now else self.m.current]
        task = self.task()
        if task is None:
            return t("evolution.waiting", who=who)
        tt = task["t"]
        if tt in ("release", "give"):
            return t("evolution.task.give", who=who, creature=self.name_of(task["creature"]))
        if tt in ("effect", "tornado", "dest"):
            return t(f"evolution.task.{tt}", who=who, card=self.name_of(task.get("card", "")))
        return t(f"evolution.task.{tt}", who=who)

    # -- clicking on the table ---------------------------------------------------------------------
    def targets(self, seat: int) -> dict[tuple[Any, ...], list[Action]]:
        """Places on the table -> the legal actions a click there takes (with the selected card)."""
        out: dict[tuple[Any, ...], list[Action]] = {}
        if self.selected is not None:
            for a in self.card_actions(seat, self.selected):
                if a.kind in ("play", "cascade"):
                    out.setdefault(("pile", seat, str(a.args[1])), []).append(a)
                elif a.kind in ("discard", "tornado"):
                    out.setdefault((str(a.args[1]), seat), []).append(a)
                else:
                    out.setdefault(("centre",), []).append(a)
            return out
        for a in self.only if self.only is not None else self.legal_now:
            k, args = a.kind, list(a.args)
            key: tuple[Any, ...] | None = None
            if k in ("root", "move"):
                key = ("pile", seat, str(args[-1]))
            elif k == "dest":
                key = (str(args[0]), seat)
            elif k == "burn":
                key = ("pile", int(args[0]), str(args[1]))
            elif k == "give":
                key = ("zone", int(args[1]))
            elif k == "power":
                rest = args[2:] if self.defs.creatures[str(args[0])].power == "copy" else args[1:]
                if len(rest) == 2 and isinstance(rest[0], int):
                    key = ("pile", rest[0], str(rest[1]))
                elif len(rest) == 1:
                    key = ("zone", rest[0]) if isinstance(rest[0], int) else ("pile", seat, str(rest[0]))
            if key is not None:
                out.setdefault(key, []).append(a)
        return out

    def target_rect(self, key: tuple[Any, ...]) -> pygame.Rect:
        if key[0] == "pile":
            return self.pile_rect(key[1], key[2])
        if key[0] in ("quick", "main"):
            return self.discard_rect(key[1], key[0])
        if key[0] == "zone":
            return self.zones[key[1]].rect
        return self.L.ether

    def own_targets(self, seat: int) -> list[tuple[Any, ...]]:
        keys = [k for k in self.targets(seat) if len(k) > 1 and k[1] == seat and k[0] != "zone"]
        order = {"pile": 1, "quick": QUICK_COL, "main": MAIN_COL}
        return sorted(keys, key=lambda k: order[k[0]] + (self.elements.index(k[2]) if k[0] == "pile" else 0))

    def use_target(self, key: tuple[Any, ...]) -> bool:
        """Take the action(s) of a place; a place with none says why (the engine's refusal)."""
        seat = self.my_seat()
        if seat is None:
            return False
        acts = self.targets(seat).get(key)
        if not acts:
            attempt = self.attempt(seat, key)
            if attempt is not None:
                self.try_act(seat, attempt)
            return False
        if len(acts) == 1:
            self.do(acts[0])
        else:
            self.only, self.selected, self.prefix = acts, None, ()
            self.build_buttons()
        return True

    def attempt(self, seat: int, key: tuple[Any, ...]) -> Action | None:
        """The action a click on a place without a legal one means (to hear the engine's refusal)."""
        if self.selected is not None and len(key) > 1 and key[1] == seat:
            if key[0] == "pile":
                return act("play", self.selected, key[2])
            return act("discard", self.selected, key[0])
        task = self.task()
        if self.selected is None and key[0] == "pile" and key[1] != seat and task and task.get("effect") == "burn":
            return act("burn", key[1], key[2])
        return None

    def select(self, card: str | None) -> None:
        seat = self.my_seat()
        if seat is None:
            return
        if card is not None and card != self.selected and not self.card_actions(seat, card):
            c = self.defs.cards[card]
            self.try_act(seat, act("play", card, c.element if c.element in self.elements else self.elements[0]))
            return
        self.selected = None if card == self.selected else card
        self.only, self.prefix, self.page, self.cursor = None, (), 0, -1
        self.build_buttons()

    def hand_hit(self, pos: tuple[int, int]) -> str | None:
        hand = self.m.hand
        if self.bottom != self.viewer or not hand:
            return None
        rects = self.hand_rects(len(hand))
        for i in reversed(range(len(hand))):
            if rects[i].move(0, -RAISE if hand[i] == self.selected else 0).collidepoint(pos):
                return hand[i]
        return None

    def place_at(self, pos: tuple[int, int]) -> tuple[Any, ...] | None:
        """The click target under `pos`: a pile, a discard, the centre, or a zone."""
        for s in self.zones:
            for p in self.elements:
                if self.pile_rect(s, p).collidepoint(pos):
                    return ("pile", s, p)
            for which in ("quick", "main"):
                if self.discard_rect(s, which).collidepoint(pos):
                    return (which, s)
        if self.L.ether.collidepoint(pos):
            return ("centre",)
        return next((("zone", s) for s, z in self.zones.items() if z.rect.collidepoint(pos)), None)

    def handle_table(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover_card = self.hand_hit(event.pos)
            self.bar.handle(event)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_s and not self.feed.replaying:
            self.set_pass_powers(not self.pass_powers)  # any time, not only when asked
            return
        seat = self.my_seat()
        if seat is None:
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.bar.handle(event):
                return
            card = self.hand_hit(event.pos)
            if card is not None:
                self.select(card)
                return
            keys = sorted(self.targets(seat), key=lambda k: k[0] == "zone")  # a card before its zone
            hit = next((k for k in keys if self.target_rect(k).collidepoint(event.pos)), None)
            if hit is None:
                place = self.place_at(event.pos)
                attempt = self.attempt(seat, place) if place is not None else None
                if attempt is not None:
                    self.try_act(seat, attempt)
                elif self.selected is not None:
                    self.select(None)
                return
            self.use_target(hit)
            return
        if event.type == pygame.KEYDOWN:
            self.handle_key(seat, event)

    def press_enter(self, seat: int) -> None:
        """Enter with no button focused: the default answer, but never a turn ended by a double press."""
        now = time.monotonic()
        if self.confirm_end is not None:
            if now - self.confirm_end >= CONFIRM_GAP:
                end = next((a for a in self.legal_now if a.kind == "end"), None)
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
        hand = self.m.hand or []
        if pygame.K_1 <= event.key <= pygame.K_9:
            if event.key - pygame.K_1 < len(hand):
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
