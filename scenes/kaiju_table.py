"""The Kaiju & Mecha dice table: the 8 Kaiju of the table, the Mechas, the dice, the hands.

What is drawn comes from the engine's view for the viewing seat (`self.view`): the viewer's hand
face up, every other hand as card backs with a count, the Mechas and Double tokens (public), the
Wounds. Between two engine steps the screen follows a copy of that view (`Board`) which each event
moves on as it is animated; when the screen has caught up, `sync()` copies the view again.

Mouse:
- roll: the "Roll the dice" button, or click the dice;
- play a card: click it in your hand (lit when it can be played), then its choices: for a reroll
  click the dice to reroll (one or both) then "Reroll"; to set a die click the die then the face;
  to steal click the player (their panel or button); a 9-11 first asks which effect;
- take: click a lit card of the table; when it can be taken alone or in a pair, the first click
  picks it, a click on its partner takes the pair, a second click on it takes it alone; the
  buttons of the bottom row list every take (hovering one lights what it takes); click the Mecha
  of your double to take it (or to try to steal it);
- when another player's card is played and you hold a 6 (or a 9-11): "Cancel with ..." or "Pass";
  with nothing to cancel with, the prompt passes by itself after a fixed pause (the same every
  time, so the pause tells nobody what you hold).
Keyboard: R roll, 1-8 pick the table card of that slot, M take (or steal) the Mecha, N take
nothing / pass, C cancel with your lowest cancel card, Backspace back out of a card's choices,
Tab or the arrows move over the buttons, Enter or Space press the focused one, Escape pauses.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import pygame

from game import kaiju
from game.core import Action, Event, act
from game.i18n import t
from scenes import kaiju_art
from scenes.table import SEAT_COLORS, TableScene
from scenes.ui import ACCENT, DANGER, INK, MUTED, PANEL, Button, ButtonBar, panel
from sprites import shapes
from sprites.fonts import fit_text, font, render
from sprites.tween import Tween, ease_out_cubic, linear

GAME = "kaiju"
CARD = (84, 118)  # a card of the table
HAND = (58, 82)  # a card of the viewer's hand
OPP = (38, 54)  # a card in another player's panel
STACKED = (64, 90)  # a played card waiting for answers
MECHA = (50, 70)  # a Mecha of the row
DIE = 62
TABLE_X, TABLE_Y, TABLE_STEP = 116, 184, 94
PILE_RECT = pygame.Rect(14, 184, *CARD)
DISCARD_RECT = pygame.Rect(866, 184, *CARD)
MECHA_X, MECHA_Y, MECHA_STEP = 16, 346, 60
STACK_X, STACK_Y = 398, 346
DICE_REST = ((736, 372), (824, 372))
HOME_RECT = pygame.Rect(10, 470, 940, 244)
HAND_X, HAND_Y = 24, 500
ROW_A, ROW_B = 618, 664
AUTO_PASS = 1.0  # real seconds before a person who can only pass is passed (always the same)
REVEAL = 1.8  # real seconds a privately drawn card stays in sight, at any animation speed
EFFECT_ORDER = ("reroll", "steal", "set", "draw", "cancel")
SHADED = [shapes.shade(c, -0.45) for c in SEAT_COLORS]  # seat-coloured buttons


# -- what the screen shows --------------------------------------------------------------------
@dataclass
class SeatShown:
    kaiju: int  # Kaiju cards in hand (the backs others see)
    mechas: list[int]  # Mechas held, with their Double tokens (public)
    wounds: int
    hand: list[int] | None  # the Kaiju face up: the viewer's, or everybody's at the end


@dataclass
class Board:
    """The position as the screen shows it while events are being animated."""

    table: list[int | None]
    mecha_table: list[int]
    dice: list[int] | None
    pile: int
    discard: list[int]
    removed: list[int]
    players: list[SeatShown]
    stack: list[dict[str, Any]]
    asking: int | None
    active: int
    phase: str
    last_turns: int | None
    turn: int

    @classmethod
    def from_view(cls, v: dict[str, Any]) -> Board:
        players = [
            SeatShown(p["kaiju"], sorted(p["mechas"]), p["wounds"], sorted(p["hand"]) if "hand" in p else None)
            for p in v["players"]
        ]
        return cls(
            table=list(v["table"]),
            mecha_table=list(v["mecha_table"]),
            dice=None if v["dice"] is None else list(v["dice"]),
            pile=v["pile"],
            discard=cls.under_stack(v["discard"], v["stack"]),
            removed=list(v["removed"]),
            players=players,
            stack=cls.explained(v["stack"]),
            asking=v["asking"],
            active=v["active"],
            phase=v["phase"],
            last_turns=v["last_turns"],
            turn=v["turn"],
        )

    @staticmethod
    def under_stack(discard: list[int], stack: list[dict[str, Any]]) -> list[int]:
        """The discard as drawn: a played card waits on the table (the stack) until it resolves."""
        out = list(discard)
        for entry in stack:
            for i in range(len(out) - 1, -1, -1):
                if out[i] == entry["card"]:
                    del out[i]
                    break
        return out

    @staticmethod
    def explained(stack: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """The played cards, each cancel told which card (and whose) it answers."""
        out = [dict(e) for e in stack]
        for below, entry in zip(out, out[1:], strict=False):
            if entry["effect"] == "cancel":
                entry.update({"player": below["seat"], "target_card": below["card"]})
        return out

    def unwind(self, events: list[Event]) -> None:
        """Back to before a deal's events: the cards they turned or drew go back to the pile."""
        for ev in events:
            if ev.kind == "card_revealed":
                self.table[ev.data["slot"]] = None
                self.pile += 1
            elif ev.kind == "start_draw":
                p = self.players[ev.seat]
                p.kaiju -= 1
                if p.hand is not None:
                    p.hand.remove(ev.data["card"])
                self.pile += 1

    def holder(self, face: int) -> int | None:
        for seat, p in enumerate(self.players):
            if face in p.mechas:
                return seat
        return None


@dataclass
class Flyer:
    """A card or token travelling across the table; `art` is "k<value>", "back", "M<face>",
    "double-<face>" or "wound"."""

    art: str
    start: tuple[float, float]  # centres
    end: tuple[float, float]
    tween: Tween
    size0: tuple[int, int]
    size1: tuple[int, int]
    crossed: bool = False


@dataclass
class DieShown:
    face: int | None = None
    target: int | None = None
    start: tuple[float, float] = (0.0, 0.0)
    tumble: Tween | None = None  # a roll or a reroll: 0 -> 1
    turn: Tween | None = None  # a set: 0 -> 1, the face changes halfway
    flicker: float = 0.0
    spin: float = 0.0


@dataclass
class Bubble:
    seat: int
    text: str
    color: tuple[int, int, int]
    tween: Tween


@dataclass
class Picks:
    """What the person has picked so far for a play or a take (nothing is sent before the end)."""

    card: int | None = None
    effect: str | None = None
    dice: set[int] = field(default_factory=set)
    die: int | None = None
    slot: int | None = None


class KaijuTable(TableScene):
    def __init__(self, app: Any, match: Any, demo: bool = False) -> None:
        self.defs = kaiju.load_defs()
        self.flyers: list[Flyer] = []
        self.dice = [DieShown(), DieShown()]
        self.bubbles: list[Bubble] = []
        self.banner: tuple[str, Tween] | None = None
        self.picks = Picks()
        self.bar = ButtonBar()
        self.prompt = ""
        self.reveal: int | None = None  # a card this seat drew, shown large for a moment
        self.reveal_left = 0.0
        self.auto_pass_key: tuple[int, int] | None = None
        self.auto_pass_left = 0.0
        self.rng = random.Random(7)  # the dice's flicker only: never a rule
        # Private events for a person who is not the viewer now (several people on one screen):
        # shown when that person takes the screen, after the look-away.
        self.held_private: dict[int, list[Event]] = {}
        self.late: set[int] = set()
        self.asking: int | None = None
        self.results_due = False
        self.replayed: set[int] = set()
        # the opening (setup) events end with the first turn_start, shown as it is set up
        self.last_opening = id(match.opening_events[-1]) if match.opening_events else None
        if match.moves:  # a resumed game: the opening is logged again, not dealt again
            self.replayed = {id(ev) for ev in match.opening_events}
        super().__init__(app, match, demo)
        self.board = Board.from_view(self.view)
        if not match.moves:
            self.board.unwind(match.opening_events)  # the deal is shown card by card from an empty table
        self.shown_viewer = self.viewer
        for i, d in enumerate(self.dice):
            d.start = DICE_REST[i]
            d.face = self.board.dice[i] if self.board.dice else None
        self.build_buttons()

    @property
    def bot_pause(self) -> float:  # type: ignore[override]
        """Bots answer a played card quicker than they play their turn."""
        return 0.3 if self.match.state.phase == "react" else 0.6

    # -- geometry -------------------------------------------------------------------------
    @property
    def home(self) -> int:
        return self.viewer if self.viewer is not None else 0

    def others(self) -> list[int]:
        n = self.match.state.num_seats
        return [(self.home + i) % n for i in range(1, n)]

    def seat_rect(self, seat: int) -> pygame.Rect:
        if seat == self.home:
            return HOME_RECT
        others = self.others()
        k = len(others)
        w = (936 - (k - 1) * 10) // k
        return pygame.Rect(14 + others.index(seat) * (w + 10), 48, w, 126)

    def seat_anchor(self, seat: int) -> tuple[float, float]:
        if seat == self.home:
            return (HAND_X + 220, HAND_Y + HAND[1] / 2)
        r = self.seat_rect(seat)
        return (r.x + 10 + OPP[0], r.y + 36 + OPP[1] / 2)

    def slot_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(TABLE_X + i * TABLE_STEP, TABLE_Y, *CARD)

    def mecha_rect(self, face: int) -> pygame.Rect:
        i = self.defs.mecha_faces.index(face)
        return pygame.Rect(MECHA_X + i * MECHA_STEP, MECHA_Y, *MECHA)

    def stack_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(STACK_X + i * 34, STACK_Y, *STACKED)

    def die_rect(self, i: int) -> pygame.Rect:
        r = pygame.Rect(0, 0, DIE, DIE)
        r.center = DICE_REST[i]
        return r

    def hand_groups(self, seat: int) -> list[tuple[str, int, int]]:
        """The viewer's hand as stacks: (art, count, value), Kaiju by value then the Mechas."""
        p = self.board.players[seat]
        out: list[tuple[str, int, int]] = []
        if p.hand is not None:
            for v, n in sorted(Counter(p.hand).items()):
                out.append((f"k{v}", n, v))
        elif p.kaiju:
            out.append(("back", p.kaiju, 0))
        for f in p.mechas:
            out.append((f"M{f}", 1, f))
        return out

    def hand_rects(self, seat: int) -> list[tuple[pygame.Rect, str, int, int]]:
        groups = self.hand_groups(seat)
        widths = [HAND[0] + (min(n, 4) - 1) * 7 for _, n, _ in groups]
        gap = 12
        room = HOME_RECT.right - 16 - HAND_X
        if widths and sum(widths) + gap * (len(widths) - 1) > room:
            gap = max(-30, (room - sum(widths)) // max(1, len(widths) - 1))
        out = []
        x = HAND_X
        for (art, n, v), w in zip(groups, widths, strict=True):
            out.append((pygame.Rect(x, HAND_Y, w, HAND[1]), art, n, v))
            x += w + gap
        return out

    # -- art ----------------------------------------------------------------------------------
    def art(self, art: str, size: tuple[int, int]) -> pygame.Surface:
        if art == "back":
            return self.app.art.image(GAME, "back", size, kaiju_art.back)
        if art == "wound":
            return self.app.art.image(GAME, "wound", size, kaiju_art.wound_token)
        if art.startswith("double-"):
            f = int(art[7:])
            return self.app.art.image(GAME, art, size, lambda sz: kaiju_art.double_token(sz, f))
        if art.startswith("die-"):
            f = int(art[4:])
            return self.app.art.image(GAME, art, size, lambda sz: kaiju_art.die_face(sz, f))
        if art.startswith("M"):
            f = int(art[1:])
            return self.app.art.image(GAME, art, size, lambda sz: kaiju_art.mecha_face(sz, f))
        v = int(art[1:])
        return self.app.art.image(GAME, str(v), size, lambda sz: kaiju_art.kaiju_face(sz, self.defs, v))

    def reload_defs(self) -> None:
        try:
            self.defs = kaiju.load_defs()
        except Exception as exc:  # a definition being edited may be broken for a moment
            self.flash(str(exc))

    def reload_art(self) -> None:
        self.build_buttons()

    # -- events -> screen -------------------------------------------------------------------
    def feed(self, events: list[Event]) -> None:
        """A private event for a person who is not looking now waits until they take the screen."""
        humans = self.match.humans()
        shown = []
        for ev in events:
            if ev.to is not None and not ev.visible_to(self.viewer):
                for seat in ev.to:
                    if seat in humans:
                        self.held_private.setdefault(seat, []).append(ev)
                        self.late.add(id(ev))
                continue
            shown.append(ev)
        super().feed(shown)

    def sync(self) -> None:
        self.board = Board.from_view(self.view)
        for i, d in enumerate(self.dice):
            if self.board.dice is not None:
                d.face = self.board.dice[i]
            d.tumble = d.turn = None
            d.start = DICE_REST[i]
        if self.picks.card is not None and self.picks.card not in (self.board.players[self.home].hand or []):
            self.picks = Picks()
        self.build_buttons()

    @property
    def busy(self) -> bool:
        return super().busy or self.reveal_left > 0

    def fly(self, art: str, start: tuple[float, float], end: tuple[float, float], duration: float,
            size0: tuple[int, int], size1: tuple[int, int] | None = None, delay: float = 0.0,
            on_done: Any = None, crossed: bool = False) -> Flyer:
        f = Flyer(art, start, end, self.tween(0.0, 1.0, duration, delay=delay, easing=ease_out_cubic, on_done=on_done),
                  size0, size1 or size0, crossed)
        self.flyers.append(f)
        return f

    def bubble(self, seat: int, text: str, color: tuple[int, int, int] = INK, duration: float = 1.0) -> None:
        self.bubbles.append(Bubble(seat, text, color, self.tween(0.0, 1.0, duration, easing=linear)))

    def show_banner(self, text: str, duration: float = 1.0) -> None:
        self.banner = (text, self.tween(0.0, 1.0, duration, easing=linear))

    def add_to_hand(self, seat: int, card: int) -> None:
        p = self.board.players[seat]
        p.kaiju += 1
        if p.hand is not None:
            p.hand.append(card)
            p.hand.sort()

    def take_from_hand(self, seat: int, card: int) -> None:
        p = self.board.players[seat]
        p.kaiju = max(0, p.kaiju - 1)
        if p.hand is not None and card in p.hand:
            p.hand.remove(card)

    def to_discard(self, card: int) -> None:
        self.board.discard.append(card)

    def resolve_top(self, effect: str, delay: float = 0.0) -> None:
        """The card whose effect is applied leaves the played cards for the discard."""
        st = self.board.stack
        if st and st[-1]["effect"] == effect:
            self.board.phase = "main"
            i = len(st) - 1
            entry = st.pop()
            self.fly(f"k{entry['card']}", self.stack_rect(i).center, DISCARD_RECT.center, 0.45, STACKED, CARD,
                     delay=delay, on_done=lambda c=entry["card"]: self.to_discard(c))

    def describe_play(self, entry: dict[str, Any]) -> str:
        """What a played card will do, in words (the choices are announced with the card)."""
        effect, args = entry["effect"], entry.get("args", [])
        if effect == "reroll":
            return t("kaiju.what.reroll_both") if len(args) == 2 else t("kaiju.what.reroll", die=args[0])
        if effect == "steal":
            return t("kaiju.what.steal", who=self.names[args[0]])
        if effect == "set":
            return t("kaiju.what.set", die=args[0], face=args[1])
        if effect == "draw":
            return t("kaiju.what.draw")
        who = entry.get("player")
        card = entry.get("target_card", "")
        return t("kaiju.what.cancel", who=self.names[who] if who is not None else "", card=card)

    def present(self, ev: Event) -> float:
        b, d, seat = self.board, ev.data, ev.seat
        kind = ev.kind
        if id(ev) in self.replayed:
            return 0.0
        if kind == "removed":
            b.removed = list(d["cards"])
            self.show_banner(t("kaiju.banner.removed", n=len(d["cards"])), 1.2)
            return 1.0
        if kind == "mechas_set":
            b.mecha_table = list(d["mechas"])
            return 0.3
        if kind == "card_revealed":
            slot, card = d["slot"], d["card"]
            b.table[slot] = None
            b.pile = d["pile"]

            def land(slot: int = slot, card: int = card) -> None:
                b.table[slot] = card

            self.fly(f"k{card}", PILE_RECT.center, self.slot_rect(slot).center, 0.35, CARD, on_done=land)
            return 0.14
        if kind == "start_draw":
            b.pile = d["pile"]
            self.fly(f"k{d['card']}", PILE_RECT.center, self.seat_anchor(seat), 0.4, CARD, HAND,
                     on_done=lambda s=seat, c=d["card"]: self.add_to_hand(s, c))
            return 0.3
        if kind == "start_hand":
            return 0.1  # the start draws already flew to the hand, one by one
        if kind == "turn_start":
            if id(ev) == self.last_opening:  # a scenario may open with the dice rolled: keep them
                b.active = seat
                self.show_banner(t("kaiju.banner.turn", who=self.names[seat]), 0.8)
                return 0.5
            b.active, b.phase, b.dice = seat, "roll", None
            b.last_turns, b.turn = d["last_turns"], d["turn"]
            b.stack.clear()
            self.show_banner(t("kaiju.banner.turn", who=self.names[seat]), 0.8)
            return 0.5
        if kind == "dice_rolled":
            b.phase = "main"
            src = self.seat_anchor(seat)
            for i in range(len(self.dice)):
                self.tumble(i, d["dice"][i], (src[0] + i * 30, src[1]), 0.9 + 0.12 * i)
            self.tween(0.0, 1.0, 1.02, on_done=lambda dice=list(d["dice"]): setattr(b, "dice", dice))
            return 1.1
        if kind == "card_played":
            card = d["card"]
            self.take_from_hand(seat, card)
            entry = {"seat": seat, "card": card, "effect": d["effect"], "args": list(d["args"])}
            if d["effect"] == "cancel":
                entry.update({"target_card": d["target_card"], "player": d["player"]})
            i = len(b.stack)
            b.phase = "react"
            self.fly(f"k{card}", self.seat_anchor(seat), self.stack_rect(i).center, 0.5, HAND, STACKED,
                     on_done=lambda e=entry: b.stack.append(e))
            self.bubble(seat, f"{card}: {self.describe_play(entry)}", SEAT_COLORS[seat % 4], 1.6)
            return 0.7
        if kind == "reaction_pass":
            self.bubble(seat, t("kaiju.bubble.pass"), MUTED, 0.7)
            return 0.3
        if kind == "effect_cancelled":
            st = b.stack
            n = len(st)
            cancel = st.pop() if st else None
            target = st.pop() if st else None
            for entry, i, crossed in ((target, n - 2, True), (cancel, n - 1, False)):
                if entry is None:
                    continue
                self.fly(f"k{entry['card']}", self.stack_rect(i).center, DISCARD_RECT.center, 0.45, STACKED, CARD,
                         delay=0.6, on_done=lambda c=entry["card"]: self.to_discard(c), crossed=crossed)
            b.phase = "react" if st else "main"
            self.bubble(seat, t("kaiju.bubble.cancelled"), DANGER, 1.2)
            return 1.1
        if kind == "dice_rerolled":
            self.resolve_top("reroll")
            for die in d["dice_chosen"]:
                i = die - 1
                self.tumble(i, d["dice"][i], DICE_REST[i], 0.8)
            self.tween(0.0, 1.0, 0.85, on_done=lambda dice=list(d["dice"]): setattr(b, "dice", dice))
            return 0.95
        if kind == "die_set":
            self.resolve_top("set")
            i = d["die"] - 1
            die = self.dice[i]
            die.target = d["face"]
            die.turn = self.tween(0.0, 1.0, 0.6, on_done=lambda die=die, f=d["face"]: setattr(die, "face", f))
            self.tween(0.0, 1.0, 0.6, on_done=lambda dice=list(d["dice"]): setattr(b, "dice", dice))
            return 0.75
        if kind == "card_stolen":
            if d["mecha_wanted"] is None:
                self.resolve_top("steal")
            victim, card = d["from"], d["card"]
            start = self.seat_anchor(victim)
            if isinstance(card, str):
                face = int(card[1:])
                if face in b.players[victim].mechas:
                    b.players[victim].mechas.remove(face)
                self.fly(card, start, self.seat_anchor(seat), 0.6, CARD, HAND, delay=0.35)
            else:
                self.take_from_hand(victim, card)
                if d["kept"]:
                    self.fly(f"k{card}", start, self.seat_anchor(seat), 0.6, CARD, HAND, delay=0.35,
                             on_done=lambda s=seat, c=card: self.add_to_hand(s, c))
                else:
                    self.fly(f"k{card}", start, DISCARD_RECT.center, 0.6, CARD, CARD, delay=0.35,
                             on_done=lambda c=card: self.to_discard(c))
            self.bubble(seat, t("kaiju.bubble.stolen"), SEAT_COLORS[seat % 4], 1.2)
            return 1.05
        if kind == "steal_failed":
            self.resolve_top("steal")
            self.bubble(seat, t("kaiju.bubble.failed"), MUTED, 1.0)
            return 0.7
        if kind == "wound_taken":
            self.fly("wound", DISCARD_RECT.center, self.seat_anchor(seat), 0.6, (40, 40), (26, 26),
                     on_done=lambda s=seat, w=d["wounds"]: setattr(b.players[s], "wounds", w))
            self.bubble(seat, t("kaiju.bubble.wound"), DANGER, 1.2)
            return 0.7
        if kind == "card_drawn_public":
            self.resolve_top("draw")
            b.pile = d["pile"]
            if seat == self.viewer:
                return 0.2  # the private twin follows: the card itself flies to the hand
            self.fly("back", PILE_RECT.center, self.seat_anchor(seat), 0.5, CARD, OPP,
                     on_done=lambda s=seat: setattr(b.players[s], "kaiju", b.players[s].kaiju + 1))
            return 0.6
        if kind == "card_drawn":
            card = d["card"]
            self.reveal, self.reveal_left = card, REVEAL
            if id(ev) in self.late:
                self.late.discard(id(ev))  # the position already counts it: only show the card
                return 0.3
            self.fly(f"k{card}", PILE_RECT.center, self.seat_anchor(seat), 0.5, CARD, HAND,
                     on_done=lambda s=seat, c=card: self.add_to_hand(s, c))
            return 0.6
        if kind == "cards_taken":
            for k, (slot, card) in enumerate(zip(d["slots"], d["cards"], strict=True)):
                b.table[slot] = None
                self.fly(f"k{card}", self.slot_rect(slot).center, self.seat_anchor(seat), 0.55, CARD, HAND,
                         delay=0.12 * k, on_done=lambda s=seat, c=card: self.add_to_hand(s, c))
            return 0.6 + 0.12 * len(d["slots"])
        if kind == "mecha_taken":
            face = d["mecha"]
            if face in b.mecha_table:
                b.mecha_table.remove(face)
            self.fly(f"M{face}", self.mecha_rect(face).center, self.seat_anchor(seat), 0.6, MECHA, HAND)
            self.show_banner(t("kaiju.banner.double"), 0.9)
            return 0.65
        if kind == "mecha_steal_attempt":
            self.show_banner(t("kaiju.banner.mecha_steal", who=self.names[seat], face=d["mecha"],
                               victim=self.names[d["from"]]), 1.3)
            return 1.0
        if kind == "double_token_moved":
            face, src = d["mecha"], d["from"]
            if src is not None and face in b.players[src].mechas:
                b.players[src].mechas.remove(face)
            start = self.mecha_rect(face).center if src is None else self.seat_anchor(src)

            def arrive(s: int = seat, f: int = face) -> None:
                b.players[s].mechas = sorted({*b.players[s].mechas, f})

            self.fly(f"double-{face}", start, self.seat_anchor(seat), 0.5, (34, 34), (26, 26), on_done=arrive)
            return 0.55
        if kind == "nothing_taken":
            self.bubble(seat, t("kaiju.bubble.nothing"), MUTED, 1.0)
            return 0.6
        if kind == "last_round":
            b.last_turns = d["turns"]
            self.show_banner(t("kaiju.banner.last_round"), 1.6)
            return 1.2
        if kind == "game_over":
            for s, hand in enumerate(d["hands"]):
                b.players[s].hand = sorted(hand)
            b.phase = "over"
            self.show_banner(t("kaiju.banner.game_over"), 1.4)
            return 1.2
        return 0.0

    def tumble(self, i: int, face: int, start: tuple[float, float], duration: float) -> None:
        die = self.dice[i]
        die.target = face
        die.start = start
        die.spin = self.rng.choice((-1, 1)) * self.rng.uniform(540, 900)
        die.face = die.face or self.rng.randint(1, 6)

        def settle(die: DieShown = die, f: int = face) -> None:
            die.face = f
            die.start = DICE_REST[i]

        die.tumble = self.tween(0.0, 1.0, duration, easing=linear, on_done=settle)

    # -- input ------------------------------------------------------------------------------
    def legal(self) -> list[Action]:
        seat = self.human_to_act()
        return [] if seat is None else self.match.state.legal_actions(seat)

    def plays(self, legal: list[Action]) -> dict[int, dict[str, list[Action]]]:
        """Legal plays: card value -> effect -> actions."""
        out: dict[int, dict[str, list[Action]]] = {}
        for a in legal:
            if a.kind == "play":
                out.setdefault(int(a.args[0]), {}).setdefault(str(a.args[1]), []).append(a)
        return out

    def takes(self, legal: list[Action]) -> dict[tuple[int, ...], Action]:
        """Legal Kaiju takes: the values taken -> the action."""
        return {
            tuple(int(x) for x in a.args): a
            for a in legal
            if a.kind == "take" and a.args not in (("nothing",), ("mecha",))
        }

    def take_slots(self, values: tuple[int, ...]) -> list[int]:
        """The table cards a take would pick, to light them (the engine's event says what it took)."""
        slots: list[int] = []
        for v in values:
            s = next((i for i, c in enumerate(self.board.table) if c == v and i not in slots), None)
            if s is not None:
                slots.append(s)
        for v in set(values) & self.defs.take_all_values:
            slots += [i for i, c in enumerate(self.board.table) if c == v and i not in slots]
        return slots

    def act(self, seat: int | None, action: Action) -> bool:  # type: ignore[override]
        if seat is None:
            return False
        self.picks = Picks()
        ok = super().act(seat, action)
        self.bar.set([])
        return ok

    def build_buttons(self) -> None:
        seat = self.human_to_act()
        buttons: list[Button] = []
        self.prompt = ""
        if seat is None:
            self.bar.set(buttons)
            return
        legal = self.match.state.legal_actions(seat)
        phase = self.match.state.phase
        row_a: list[tuple[str, Any, int, dict[str, Any]]] = []  # label, callback, width, options
        row_b: list[tuple[str, Any, int, dict[str, Any]]] = []

        def go(a: Action) -> Any:
            return lambda: self.act(seat, a)

        if phase == "roll":
            self.prompt = t("kaiju.prompt.roll")
            row_a.append((t("kaiju.roll"), go(act("roll")), 240, {"hotkey": pygame.K_r, "color": (60, 110, 70)}))
        elif phase == "react":
            top = Board.explained(self.view["stack"])[-1]  # the card asked about (a cancel names its target)
            what = self.describe_play(top)
            cancels = [a for a in legal if a.kind == "play"]
            key = "kaiju.prompt.react" if cancels else "kaiju.prompt.react_pass"
            self.prompt = t(key, who=self.names[top["seat"]], card=top["card"], what=what)
            for i, a in enumerate(cancels):
                opts = {"color": (150, 70, 50)}
                if i == 0:
                    opts["hotkey"] = pygame.K_c
                row_a.append((t("kaiju.cancel_with", v=a.args[0]), go(a), 190, opts))
            row_a.append((t("kaiju.pass"), go(act("pass")), 150, {"hotkey": pygame.K_n}))
        elif phase == "main":
            self.main_buttons(seat, legal, row_a, row_b, go)
        for row, y in ((row_a, ROW_A), (row_b, ROW_B)):
            if not row:
                continue
            # each button as wide as its label at the bar's size, the row squeezed if it must
            widths = [max(w if len(label) < 3 else 0, font(18).size(label)[0] + 26) for label, _, w, _ in row]
            total = sum(widths) + 8 * (len(row) - 1)
            room = HOME_RECT.width - 24
            k = min(1.0, room / total) if total else 1.0
            x = HOME_RECT.x + 12
            for (label, cb, _, opts), w in zip(row, widths, strict=True):
                width = int(w * k)
                buttons.append(Button(pygame.Rect(x, y, width, 40), label, cb, enabled=opts.get("enabled", True),
                                      hotkey=opts.get("hotkey"), color=opts.get("color", (52, 70, 92)),
                                      tag=opts.get("tag", "")))
                x += width + 8
        self.bar.set(buttons)

    def main_buttons(self, seat: int, legal: list[Action], row_a: list, row_b: list, go: Any) -> None:
        p = self.picks
        plays = self.plays(legal)
        back = (t("kaiju.back"), self.back_out, 110, {"hotkey": pygame.K_BACKSPACE})
        if p.card is not None and p.card in plays:
            effects = plays[p.card]
            if p.effect is None:
                self.prompt = t("kaiju.prompt.card", v=p.card)
                for e in EFFECT_ORDER:
                    if e in effects:
                        row_a.append((t(f"kaiju.effect.{e}"), lambda e=e: self.pick_effect(e), 150, {}))
                row_a.append(back)
            else:
                self.effect_buttons(p.card, p.effect, effects.get(p.effect, []), row_a, go)
                row_a.append(back)
        else:
            self.prompt = t("kaiju.prompt.main")
            for v, effects in sorted(plays.items()):
                label = (t("kaiju.play", v=v, effect=t(f"kaiju.effect.{next(iter(effects))}")) if len(effects) == 1
                         else t("kaiju.play_any", v=v))
                row_a.append((label, lambda v=v: self.pick_card(v), 170, {"color": (70, 72, 120)}))
        if p.slot is not None:
            self.prompt = t("kaiju.prompt.pair")
        dice = self.board.dice or [0, 0]
        for a in legal:
            if a.kind not in ("take", "steal"):
                continue
            args = a.args
            opts: dict[str, Any] = {"color": (60, 110, 70)}
            if args == ("nothing",):
                label, opts["hotkey"] = t("kaiju.take_nothing"), pygame.K_n
            elif args == ("mecha",):
                label, opts["hotkey"] = t("kaiju.take_mecha", face=dice[0]), pygame.K_m
                opts["color"] = (120, 90, 30)
            elif a.kind == "steal":
                holder = self.board.holder(dice[0])
                label = t("kaiju.steal_mecha", face=dice[0], who=self.names[holder] if holder is not None else "")
                opts["hotkey"], opts["color"] = pygame.K_m, (120, 90, 30)
            else:
                values = tuple(int(x) for x in args)
                opts["tag"] = "take:" + " ".join(map(str, values))
                label = self.take_label(values, dice)
            row_b.append((label, go(a), 170, opts))

    def take_label(self, values: tuple[int, ...], dice: list[int]) -> str:
        if len(values) == 2:
            return t("kaiju.take_pair", a=values[0], b=values[1])
        v = values[0]
        a, b = dice
        if v in self.defs.take_all_values and self.board.table.count(v) > 1:
            return t("kaiju.take_all", v=v)
        if v == a + b:
            return t("kaiju.take_sum", v=v)
        if v == abs(a - b) and v not in (a, b):
            return t("kaiju.take_diff", v=v)
        return t("kaiju.take_face", v=v)

    def effect_buttons(self, card: int, effect: str, actions: list[Action], row_a: list, go: Any) -> None:
        p = self.picks
        faces = self.board.dice or [0, 0]
        if effect == "reroll":
            self.prompt = t("kaiju.prompt.reroll")
            for i in (1, 2):
                mark = "✓ " if i in p.dice else ""
                row_a.append((mark + t("kaiju.die", n=i, face=faces[i - 1]), lambda i=i: self.toggle_die(i), 130,
                              {"color": (90, 110, 60) if i in p.dice else (52, 70, 92)}))
            chosen = tuple(sorted(p.dice))
            action = next((a for a in actions if tuple(int(x) for x in a.args[2:]) == chosen), None)
            row_a.append((t("kaiju.reroll_go"), go(action) if action else (lambda: None), 140,
                          {"enabled": action is not None, "color": (60, 110, 70)}))
        elif effect == "set":
            self.prompt = t("kaiju.prompt.set")
            for i in (1, 2):
                mark = "✓ " if p.die == i else ""
                row_a.append((mark + t("kaiju.die", n=i, face=faces[i - 1]), lambda i=i: self.pick_die(i), 120,
                              {"color": (90, 110, 60) if p.die == i else (52, 70, 92)}))
            for f in range(1, self.defs.die_sides + 1):
                action = next((a for a in actions if p.die is not None and tuple(a.args[2:]) == (p.die, f)), None)
                row_a.append((str(f), go(action) if action else (lambda: None), 52,
                              {"enabled": action is not None, "color": (60, 110, 70)}))
        elif effect == "steal":
            self.prompt = t("kaiju.prompt.steal")
            for a in actions:
                target = int(a.args[2])
                n = self.board.players[target].kaiju + len(self.board.players[target].mechas)
                row_a.append((t("kaiju.steal_from", who=self.names[target], n=n), go(a), 230,
                              {"color": SHADED[target % 4]}))
        elif effect == "draw":
            self.prompt = t("kaiju.prompt.draw")
            for a in actions:
                row_a.append((t("kaiju.draw_go"), go(a), 220, {"color": (60, 110, 70)}))

    def pick_card(self, v: int) -> None:
        plays = self.plays(self.legal())
        if v not in plays:
            return
        self.picks = Picks(card=v)
        if len(plays[v]) == 1:
            self.picks.effect = next(iter(plays[v]))
        self.build_buttons()

    def pick_effect(self, effect: str) -> None:
        self.picks.effect = effect
        self.build_buttons()

    def toggle_die(self, i: int) -> None:
        self.picks.dice ^= {i}
        self.build_buttons()

    def pick_die(self, i: int) -> None:
        self.picks.die = i
        self.build_buttons()

    def back_out(self) -> None:
        if self.picks.effect is not None and len(self.plays(self.legal()).get(self.picks.card or 0, {})) > 1:
            self.picks = Picks(card=self.picks.card)
        else:
            self.picks = Picks()
        self.build_buttons()

    def click_slot(self, slot: int) -> None:
        seat = self.human_to_act()
        legal = self.legal()
        takes = self.takes(legal)
        v = self.board.table[slot]
        if seat is None or v is None or not takes:
            return
        p = self.picks
        if p.slot is not None and p.slot != slot:
            other = self.board.table[p.slot]
            pair = tuple(sorted((other, v))) if other is not None else None
            if pair in takes:
                self.act(seat, takes[pair])  # type: ignore[index]
                return
        single = (v,) in takes
        in_pair = any(len(k) == 2 and v in k for k in takes)
        if p.slot == slot and single:
            self.act(seat, takes[(v,)])
        elif in_pair:
            self.picks = Picks(slot=slot)
            self.build_buttons()
        elif single:
            self.act(seat, takes[(v,)])

    def click_die(self, i: int) -> None:
        seat = self.human_to_act()
        if seat is None:
            return
        phase = self.match.state.phase
        if phase == "roll":
            self.act(seat, act("roll"))
        elif phase == "main" and self.picks.effect == "reroll":
            self.toggle_die(i + 1)
        elif phase == "main" and self.picks.effect == "set":
            self.pick_die(i + 1)

    def click_hand(self, v: int, art: str) -> None:
        seat = self.human_to_act()
        if seat is None or not art.startswith("k"):
            return
        legal = self.legal()
        if self.match.state.phase == "react":
            a = act("play", v, "cancel")
            if a in legal:
                self.act(seat, a)
            return
        if self.picks.card == v:
            self.picks = Picks()
            self.build_buttons()
        else:
            self.pick_card(v)

    def click_seat(self, target: int) -> None:
        seat = self.human_to_act()
        p = self.picks
        if seat is None or p.card is None or p.effect != "steal":
            return
        a = act("play", p.card, "steal", target)
        if a in self.legal():
            self.act(seat, a)

    def click_mecha(self, face: int) -> None:
        seat = self.human_to_act()
        if seat is None:
            return
        for a in self.legal():
            if str(a) in ("take mecha", "steal mecha") and self.board.dice and self.board.dice[0] == face:
                self.act(seat, a)
                return

    def handle_table(self, event: pygame.event.Event) -> None:
        if self.reveal_left > 0 and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.reveal_left = 0.0  # seen: a click or a key puts the card away
            self.reveal = None
            return
        if self.bar.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.human_to_act() is not None:
            pos = event.pos
            for i in range(len(self.board.table)):
                if self.slot_rect(i).collidepoint(pos):
                    self.click_slot(i)
                    return
            for i in (0, 1):
                if self.die_rect(i).inflate(10, 10).collidepoint(pos):
                    self.click_die(i)
                    return
            for rect, art, _, v in reversed(self.hand_rects(self.home)):
                if rect.collidepoint(pos):
                    self.click_hand(v, art)
                    return
            for face in self.defs.mecha_faces:
                if self.mecha_rect(face).collidepoint(pos):
                    self.click_mecha(face)
                    return
            for s in self.others():
                if self.seat_rect(s).collidepoint(pos):
                    self.click_seat(s)
                    return
        if event.type == pygame.KEYDOWN and self.human_to_act() is not None:
            if pygame.K_1 <= event.key <= pygame.K_8:
                self.click_slot(event.key - pygame.K_1)
            elif event.key == pygame.K_BACKSPACE:
                self.back_out()

    # -- frame --------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.reveal_left > 0:
            self.reveal_left -= dt
            if self.reveal_left <= 0:
                self.reveal = None
        was_busy = self.busy
        super().update(dt)
        if self.viewer != self.shown_viewer:
            self.viewer_changed()
        for f in list(self.flyers):
            if f.tween.done:
                self.flyers.remove(f)
        self.bubbles = [b for b in self.bubbles if not b.tween.done]
        if self.banner and self.banner[1].done:
            self.banner = None
        for die in self.dice:
            if die.tumble is not None and not die.tumble.done:
                die.flicker -= dt
                if die.flicker <= 0 and die.tumble.progress < 0.8:
                    die.flicker = 0.07
                    die.face = self.rng.randint(1, self.defs.die_sides)
                elif die.tumble.progress >= 0.8:
                    die.face = die.target
        if was_busy and not self.busy:
            self.build_buttons()
        self.auto_pass(dt)
        if self.results_due and not self.busy:
            self.results_due = False
            self.sync()
            super().open_results()

    def open_results(self) -> None:
        """The base opens the results in the frame a bot's last move is fed: wait until the screen
        has shown it (the last take, the hands turned face up)."""
        self.results_due = True

    def viewer_changed(self) -> None:
        """Another person took the screen (after the look-away): their held private events follow."""
        self.shown_viewer = self.viewer
        self.picks = Picks()
        held = self.held_private.pop(self.viewer, []) if self.viewer is not None else []
        if held:
            self._looked = id(held[0])  # the look-away was just shown for this person
            self.queue.extend(held)
        self.sync()

    def auto_pass(self, dt: float) -> None:
        """A person asked to answer a card with nothing to answer it passes after a fixed pause."""
        seat = self.human_to_act()
        if seat is None or self.match.state.phase != "react":
            self.auto_pass_key = None
            return
        legal = self.match.state.legal_actions(seat)
        if legal != [act("pass")]:
            self.auto_pass_key = None
            return
        key = (seat, len(self.match.moves))
        if self.auto_pass_key != key:
            self.auto_pass_key, self.auto_pass_left = key, AUTO_PASS
            return
        self.auto_pass_left -= dt
        if self.auto_pass_left <= 0:
            self.auto_pass_key = None
            self.act(seat, act("pass"))

    # -- drawing ----------------------------------------------------------------------------
    def draw_table(self, surf: pygame.Surface) -> None:
        legal = self.legal()
        # the seat asked to answer a played card (once the screen has caught up with the engine)
        self.asking = None if self.busy else self.view["asking"]
        self.draw_center(surf, legal)
        self.draw_mechas(surf, legal)
        self.draw_stack(surf)
        self.draw_dice(surf, legal)
        for s in self.others():
            self.draw_seat(surf, s)
        self.draw_home(surf, legal)
        for f in self.flyers:
            self.draw_flyer(surf, f)
        self.draw_bubbles(surf)
        self.draw_banner(surf)
        self.draw_reveal(surf)

    def draw_center(self, surf: pygame.Surface, legal: list[Action]) -> None:
        b = self.board
        # pile
        for i in range(min(4, max(0, (b.pile + 9) // 10))):
            surf.blit(self.art("back", CARD), (PILE_RECT.x + i * 2, PILE_RECT.y - i * 2))
        if b.pile == 0:
            pygame.draw.rect(surf, (22, 64, 48), PILE_RECT, border_radius=10)
        label = render(t("kaiju.pile", n=b.pile), 15, INK)
        surf.blit(label, label.get_rect(midtop=(PILE_RECT.centerx, PILE_RECT.bottom + 4)))
        # discard
        pygame.draw.rect(surf, (22, 64, 48), DISCARD_RECT, border_radius=10)
        if b.discard:
            surf.blit(self.art(f"k{b.discard[-1]}", CARD), DISCARD_RECT)
        label = render(t("kaiju.discard", n=len(b.discard)), 15, INK)
        surf.blit(label, label.get_rect(midtop=(DISCARD_RECT.centerx, DISCARD_RECT.bottom + 4)))
        # the table
        takes = self.takes(legal)
        lit = {v for k in takes for v in k}
        focus = self.focused_take()
        grab = set(self.take_slots(focus)) if focus else set()
        for i, card in enumerate(b.table):
            r = self.slot_rect(i)
            pygame.draw.rect(surf, (22, 64, 48), r.inflate(6, 6), border_radius=12)
            num = render(str(i + 1), 13, MUTED)
            surf.blit(num, num.get_rect(midtop=(r.centerx, r.bottom + 4)))
            if card is None:
                continue
            lift = 8 if (self.picks.slot == i or i in grab) else 0
            surf.blit(self.art(f"k{card}", CARD), r.move(0, -lift))
            if i in grab or self.picks.slot == i:
                pygame.draw.rect(surf, ACCENT, r.move(0, -lift).inflate(8, 8), 4, border_radius=12)
            elif card in lit:
                pygame.draw.rect(surf, (250, 230, 140), r.inflate(6, 6), 2, border_radius=12)

    def focused_take(self) -> tuple[int, ...] | None:
        bar = self.bar
        for idx in (bar.hover, bar.focus):
            if 0 <= idx < len(bar.buttons) and bar.buttons[idx].tag.startswith("take:"):
                return tuple(int(x) for x in bar.buttons[idx].tag[5:].split())
        return None

    def draw_mechas(self, surf: pygame.Surface, legal: list[Action]) -> None:
        b = self.board
        head = render(t("kaiju.mechas"), 14, MUTED)
        surf.blit(head, (MECHA_X, MECHA_Y - 20))
        dice = b.dice or []
        can = any(str(a) in ("take mecha", "steal mecha") for a in legal)
        for face in self.defs.mecha_faces:
            r = self.mecha_rect(face)
            pygame.draw.rect(surf, (22, 64, 48), r.inflate(4, 4), border_radius=8)
            holder = b.holder(face)
            if face in b.mecha_table:
                surf.blit(self.art(f"M{face}", MECHA), r)
                surf.blit(self.art(f"double-{face}", (24, 24)), (r.centerx - 12, r.bottom + 4))
            elif holder is not None:
                img = self.art(f"M{face}", MECHA).copy()
                img.set_alpha(110)
                surf.blit(img, r)
                color = SEAT_COLORS[holder % 4]
                pygame.draw.rect(surf, color, r.inflate(4, 4), 2, border_radius=8)
                badge = pygame.Rect(0, 0, 24, 24)
                badge.midtop = (r.centerx, r.bottom + 4)
                pygame.draw.circle(surf, color, badge.center, 12)
                n = render(str(holder + 1), 14, (20, 20, 24), bold=True)
                surf.blit(n, n.get_rect(center=badge.center))
            if can and len(dice) == 2 and dice[0] == dice[1] == face:
                pygame.draw.rect(surf, ACCENT, r.inflate(8, 8), 3, border_radius=9)

    def draw_stack(self, surf: pygame.Surface) -> None:
        b = self.board
        if not b.stack:
            return
        head = render(t("kaiju.played"), 14, MUTED)
        surf.blit(head, (STACK_X, STACK_Y - 20))
        for i, entry in enumerate(b.stack):
            r = self.stack_rect(i)
            surf.blit(self.art(f"k{entry['card']}", STACKED), r)
            pygame.draw.rect(surf, SEAT_COLORS[entry["seat"] % 4], r.inflate(4, 4), 2, border_radius=9)
        top = b.stack[-1]
        x = STACK_X
        y = STACK_Y + STACKED[1] + 6
        line = f"{self.names[top['seat']]}: {self.describe_play(top)}"
        size = fit_text(line, 250, 15)
        surf.blit(render(line, size, SEAT_COLORS[top["seat"] % 4]), (x, y))

    def draw_dice(self, surf: pygame.Surface, legal: list[Action]) -> None:
        b = self.board
        rolling = b.phase == "roll" and not any(d.tumble for d in self.dice)
        clickable = bool(legal) and (
            self.match.state.phase == "roll" or self.picks.effect in ("reroll", "set")
        )
        for i, die in enumerate(self.dice):
            rest = DICE_REST[i]
            pygame.draw.ellipse(surf, (22, 60, 46), pygame.Rect(rest[0] - 34, rest[1] + 22, 68, 16))
            face = die.face or (i + 3)
            pos, angle, scale_x = rest, 0.0, 1.0
            if die.tumble is not None and not die.tumble.done:
                p = die.tumble.progress
                e = ease_out_cubic(p)
                hop = abs(math.sin(p * math.pi * 3)) * 60 * (1 - p) ** 1.5
                pos = (die.start[0] + (rest[0] - die.start[0]) * e, die.start[1] + (rest[1] - die.start[1]) * e - hop)
                angle = die.spin * (1 - e)
            elif die.turn is not None and not die.turn.done:
                p = die.turn.progress
                scale_x = abs(math.cos(math.pi * p))
                face = die.target if p >= 0.5 and die.target else face
            img = self.art(f"die-{face}", (DIE, DIE))
            if rolling:
                img = img.copy()
                img.set_alpha(90)
            if scale_x != 1.0:
                img = pygame.transform.scale(img, (max(2, int(DIE * scale_x)), DIE))
            if angle:
                img = pygame.transform.rotate(img, angle)
            surf.blit(img, img.get_rect(center=(round(pos[0]), round(pos[1]))))
            selected = (self.picks.effect == "reroll" and i + 1 in self.picks.dice) or (
                self.picks.effect == "set" and self.picks.die == i + 1)
            if selected:
                pygame.draw.rect(surf, ACCENT, self.die_rect(i).inflate(10, 10), 4, border_radius=14)
            elif clickable:
                pygame.draw.rect(surf, (250, 230, 140), self.die_rect(i).inflate(8, 8), 2, border_radius=14)
        cx = (DICE_REST[0][0] + DICE_REST[1][0]) // 2
        if b.dice is not None and not any(d.tumble for d in self.dice):
            a, c = b.dice
            text = t("kaiju.sum_diff", s=a + c, d=abs(a - c))
            if a == c:
                text += "  ·  " + t("kaiju.double", f=a)
            img = render(text, fit_text(text, 280, 16), INK, bold=True)
            surf.blit(img, img.get_rect(midtop=(cx, 404)))
        elif rolling:
            img = render(t("kaiju.to_roll", who=self.names[b.active]), 15, MUTED)
            surf.blit(img, img.get_rect(midtop=(cx, 404)))
        info = t("kaiju.turn_n", n=b.turn + (0 if b.phase == "over" else 1))
        if b.last_turns is not None and b.phase != "over":
            info += "  ·  " + t("kaiju.last_turns", n=b.last_turns)
        img = render(info, 14, ACCENT if b.last_turns is not None else MUTED)
        surf.blit(img, img.get_rect(midtop=(cx, 428)))

    def seat_header(self, surf: pygame.Surface, seat: int, r: pygame.Rect) -> None:
        b = self.board
        color = SEAT_COLORS[seat % 4]
        active = b.active == seat and b.phase != "over"
        panel(surf, r, 200)
        if active:
            pygame.draw.rect(surf, color, r, 3, border_radius=12)
        name = render(self.names[seat], 17, color, bold=True)
        surf.blit(name, (r.x + 10, r.y + 6))
        x = r.x + 18 + name.get_width()
        p = b.players[seat]
        if seat == self.home:
            count = render(t("kaiju.cards_n", n=p.kaiju + len(p.mechas)), 14, MUTED)
            surf.blit(count, (x, r.y + 9))
            x += count.get_width() + 12
        if active:
            tag = render(t("kaiju.status.turn"), 13, (20, 20, 24), bold=True)
            pill = tag.get_rect(topleft=(x + 8, r.y + 8)).inflate(14, 4)
            pygame.draw.rect(surf, color, pill, border_radius=9)
            surf.blit(tag, tag.get_rect(center=pill.center))
        if b.phase == "over" and self.match.state.is_over:
            total = self.match.state.result().details["breakdown"][seat]["total"]
            pts = render(t("kaiju.points", n=total), 15, ACCENT, bold=True)
            surf.blit(pts, (x + 4, r.y + 8))
        # Double tokens (the Mechas held) and Wounds, at the right of the name line
        x = r.right - 10
        for _ in range(p.wounds):
            x -= 24
            surf.blit(self.art("wound", (22, 22)), (x, r.y + 5))
        if p.wounds:
            x -= 4
        for f in reversed(p.mechas):
            x -= 26
            surf.blit(self.art(f"double-{f}", (24, 24)), (x, r.y + 4))

    def draw_seat(self, surf: pygame.Surface, seat: int) -> None:
        r = self.seat_rect(seat)
        self.seat_header(surf, seat, r)
        p = self.board.players[seat]
        y = r.y + 36
        mecha_w = len(p.mechas) * (OPP[0] + 4)
        room = r.width - 20 - mecha_w
        if p.hand is not None:  # the end: every hand face up
            step = min(OPP[0] + 3, (room - OPP[0]) / max(1, len(p.hand) - 1)) if p.hand else 0
            for i, v in enumerate(p.hand):
                surf.blit(self.art(f"k{v}", OPP), (r.x + 10 + i * step, y))
        else:
            n = p.kaiju
            step = min(14, (room - OPP[0] - 110) / max(1, n - 1)) if n > 1 else 0
            for i in range(n):
                surf.blit(self.art("back", OPP), (r.x + 10 + i * step, y))
            count = render(t("kaiju.cards_n", n=n), 15, INK)
            surf.blit(count, (r.x + 20 + OPP[0] + max(0, n - 1) * step, y + OPP[1] // 2 - 9))
        x = r.right - 10 - mecha_w
        for f in p.mechas:
            surf.blit(self.art(f"M{f}", OPP), (x + 4, y))
            x += OPP[0] + 4
        picking = self.picks.effect == "steal" and self.human_to_act() is not None
        if picking and act("play", self.picks.card or 0, "steal", seat) in self.legal():
            pygame.draw.rect(surf, ACCENT, r.inflate(4, 4), 3, border_radius=13)
        if self.asking == seat:
            q = render(t("kaiju.asked"), 14, ACCENT, bold=True)
            surf.blit(q, (r.x + 10, r.bottom - 26))

    def draw_home(self, surf: pygame.Surface, legal: list[Action]) -> None:
        seat = self.home
        r = HOME_RECT
        self.seat_header(surf, seat, r)
        playable = set(self.plays(legal)) | {int(a.args[0]) for a in legal if a.kind == "play"}
        for rect, art, n, v in self.hand_rects(seat):
            for k in range(min(n, 4)):
                surf.blit(self.art(art, HAND), (rect.x + k * 7, rect.y))
            if n > 1:
                badge = render(f"×{n}", 14, INK, bold=True)
                br = badge.get_rect(bottomright=(rect.right - 2, rect.bottom - 2)).inflate(8, 2)
                pygame.draw.rect(surf, (20, 24, 30), br, border_radius=6)
                surf.blit(badge, badge.get_rect(center=br.center))
            if art.startswith("M"):
                surf.blit(self.art(f"double-{v}", (22, 22)), (rect.right - 24, rect.y + 2))
            if art.startswith("k") and v in playable:
                color = ACCENT if self.picks.card == v else (250, 230, 140)
                pygame.draw.rect(surf, color, rect.inflate(6, 6), 3 if self.picks.card == v else 2, border_radius=9)
        # the prompt: what the person must do, or who is playing
        if self.human_to_act() is None and not self.match.state.is_over:
            actors = self.match.state.actors()
            who = actors[0] if actors and not self.busy else self.board.active
            key = "kaiju.asking" if self.asking == who else "kaiju.waiting"
            self.prompt = "" if self.match.seats[who] == "human" else t(key, who=self.names[who])
        if self.prompt:
            size = fit_text(self.prompt, r.width - 30, 17)
            surf.blit(render(self.prompt, size, INK), (r.x + 14, ROW_A - 24))
        if self.auto_pass_key is not None:
            left = max(0.0, self.auto_pass_left) / AUTO_PASS
            bar = pygame.Rect(r.right - 160, ROW_A - 18, 140, 6)
            pygame.draw.rect(surf, (40, 50, 60), bar, border_radius=3)
            pygame.draw.rect(surf, MUTED, (bar.x, bar.y, int(bar.w * left), bar.h), border_radius=3)
        self.bar.draw(surf)

    def draw_flyer(self, surf: pygame.Surface, f: Flyer) -> None:
        k = f.tween.value
        pos = (f.start[0] + (f.end[0] - f.start[0]) * k, f.start[1] + (f.end[1] - f.start[1]) * k)
        size = (round(f.size0[0] + (f.size1[0] - f.size0[0]) * k), round(f.size0[1] + (f.size1[1] - f.size0[1]) * k))
        img = self.art(f.art, f.size0)
        if size != f.size0:
            img = pygame.transform.smoothscale(img, size)
        r = img.get_rect(center=(round(pos[0]), round(pos[1])))
        surf.blit(img, r)
        if f.crossed:
            pygame.draw.line(surf, DANGER, r.topleft, r.bottomright, 6)
            pygame.draw.line(surf, DANGER, r.bottomleft, r.topright, 6)

    def draw_bubbles(self, surf: pygame.Surface) -> None:
        for bub in self.bubbles:
            r = self.seat_rect(bub.seat)
            alpha = int(255 * min(1.0, 5 * (1 - bub.tween.progress)))
            img = render(bub.text, 16, bub.color, bold=True)
            if bub.seat == self.home:
                anchor = (r.right - 20 - img.get_width() // 2, r.y + 40)
            else:
                anchor = (r.centerx + 40, r.bottom - 16)
            box = img.get_rect(center=anchor).inflate(18, 10)
            box.clamp_ip(pygame.Rect(0, 0, 950, 720))
            panel(surf, box, min(230, alpha), PANEL)
            pygame.draw.rect(surf, bub.color, box, 1, border_radius=12)
            img.set_alpha(alpha)
            surf.blit(img, img.get_rect(center=box.center))

    def draw_banner(self, surf: pygame.Surface) -> None:
        if not self.banner:
            return
        text, tw = self.banner
        alpha = int(255 * min(1.0, 4 * (1 - tw.progress)))
        img = render(text, fit_text(text, 820, 30, bold=True), ACCENT, bold=True)
        r = img.get_rect(center=(480, 243)).inflate(34, 18)
        panel(surf, r, min(225, alpha), PANEL)
        img.set_alpha(alpha)
        surf.blit(img, img.get_rect(center=r.center))

    def draw_reveal(self, surf: pygame.Surface) -> None:
        if self.reveal is None or self.reveal_left <= 0:
            return
        box = pygame.Rect(0, 0, 300, 260)
        box.center = (480, 300)
        panel(surf, box, 235, PANEL)
        pygame.draw.rect(surf, ACCENT, box, 2, border_radius=12)
        head = render(t("kaiju.you_drew"), 20, ACCENT, bold=True)
        surf.blit(head, head.get_rect(midtop=(box.centerx, box.y + 10)))
        card = self.art(f"k{self.reveal}", (120, 168))
        surf.blit(card, card.get_rect(midtop=(box.centerx, box.y + 42)))
        hint = render(t("kaiju.click_hide"), 13, MUTED)
        surf.blit(hint, hint.get_rect(midbottom=(box.centerx, box.bottom - 8)))

    # -- the end ----------------------------------------------------------------------------
    def result_lines(self) -> list[str]:
        """Two lines a seat: the total, then its parts (Result.details["breakdown"])."""
        res = self.match.state.result()
        lines = []
        for row in res.details["breakdown"]:
            s = row["seat"]
            mark = "★ " if s in res.winners else "   "
            lines.append(mark + t("kaiju.result_total", who=self.names[s], total=row["total"]))
            parts = {
                "kaiju": row["kaiju_points"],
                "n": row["kaiju"],
                "mechas": row["mecha_points"],
                "m": row["mechas"],
                "bonus": row["bonus"],
                "ones": row["majority_cards"],
                "wounds": row["wound_points"],
                "w": row["wounds"],
            }
            detail = "      " + t("kaiju.result_line", **parts)
            if font(24).size(detail)[0] > 960:  # wider than the results screen: the short form
                detail = "      " + t("kaiju.result_short", **parts)
            lines.append(detail)
        if res.details["tiebreak"] != "none":
            lines.append(t(f"kaiju.tiebreak.{res.details['tiebreak']}"))
        return lines

