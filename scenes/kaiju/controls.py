"""Kaiju & Mecha dice: what a person's clicks and keys mean (buttons, picks, actions), and inspect.

`KaijuControls` is a part owned by `KaijuTable` (scenes/kaiju/table.py). It reads what it needs
through `KaijuScreen`, the table as the controls see it: the display model, where the pieces are,
what is drawn now, the seat that may act, its legal actions and one verb to send an action. A
click the rules refuse is sent anyway, so the engine's reason shows (the kit's why-not).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import Any, Protocol

import pygame

from game import i18n
from game.core import Action, act
from game.i18n import t
from game.kaiju.defs import KaijuDefs, take_way
from game.kaiju.state import dice_takes
from scenes.kaiju.landed import Landed
from scenes.kaiju.layout import EFFECT_ORDER, OPP, SHADED, L, Places
from scenes.kaiju.model import KaijuModel, describe_play, inspect_text, play_stake
from scenes.ui import Button, ButtonBar, prompt_lines
from sprites.fonts import TYPE, font

RGB = tuple[int, int, int]
# a button before it is laid out: label, what it does, least width, options (hotkey, color, tag, enabled)
Row = list[tuple[str, Callable[[], Any], int, dict[str, Any]]]


def _is_face(opts: dict[str, Any]) -> bool:
    """A face button of a die being turned (its tag « face N »)."""
    return str(opts.get("tag", "")).startswith("face ")

class KaijuScreen(Protocol):
    """What the controls read and call on the table that owns them."""

    defs: KaijuDefs
    names: list[str]
    landed: Landed

    @property
    def model(self) -> KaijuModel: ...

    @property
    def places(self) -> Places: ...

    def human_to_act(self) -> int | None: ...

    def short_names(self) -> list[str]: ...

    def legal(self, seat: int | None) -> list[Action]: ...

    @property
    def viewer(self) -> int | None: ...

    @property
    def showing_again(self) -> bool: ...

    def only_pass(self, seat: int) -> bool: ...
    def passes_openly(self, seat: int) -> bool: ...

    def act(self, seat: int | None, action: Action) -> bool: ...

    def flash(self, message: str) -> None: ...

    def color(self, name: str) -> RGB: ...

    def die_face(self, i: int) -> int | None: ...


@dataclass
class Picks:
    """What the person has picked so far for a play or a take (nothing is sent before the end)."""

    card: int | None = None
    effect: str | None = None
    dice: set[int] = field(default_factory=set)
    die: int | None = None
    slot: int | None = None


ONE_CLICK = ("draw", "steal")  # effects whose only choice may be the card itself


def plays(legal: list[Action]) -> dict[int, dict[str, list[Action]]]:
    """Legal plays: card value -> effect -> actions."""
    out: dict[int, dict[str, list[Action]]] = {}
    for a in legal:
        if a.kind == "play":
            out.setdefault(int(a.args[0]), {}).setdefault(str(a.args[1]), []).append(a)
    return out


def takes(legal: list[Action]) -> dict[tuple[int, ...], Action]:
    """Legal Kaiju takes: the values taken -> the action."""
    return {tuple(int(x) for x in a.args): a for a in legal
            if a.kind == "take" and a.args not in (("nothing",), ("mecha",))}


def take_slots(table: list[int | None], values: tuple[int, ...], take_all: frozenset[int] | set[int]) -> list[int]:
    """The table cards a take would pick, to light them (the engine's event says what it took)."""
    slots: list[int] = []
    for v in values:
        s = next((i for i, c in enumerate(table) if c == v and i not in slots), None)
        if s is not None:
            slots.append(s)
    for v in set(values) & take_all:
        slots += [i for i, c in enumerate(table) if c == v and i not in slots]
    return slots


def take_values(tag: str) -> tuple[int, ...] | None:
    """The values a button tagged with a take of Kaiju ("take 3 5") takes; None for any other tag."""
    kind, _, rest = tag.partition(" ")
    values = rest.split()
    if kind != "take" or not values or not all(v.isdigit() for v in values):
        return None
    return tuple(int(v) for v in values)


class KaijuControls:
    """Input -> actions for the Kaiju table: the button bar, the picks, the prompt, inspect.

    Every button carries a tag saying what it does: the text form of the action it sends
    ("roll", "take 3 5", "play 7 steal 1") or the pick it makes ("card 7", "effect reroll",
    "die 1", "face 6", "reroll", "back").
    """

    def __init__(self, screen: KaijuScreen) -> None:
        self.screen = screen
        self.picks = Picks()
        # one label size, whatever rows are shown, and never above the size a full row gets: a lone
        # « Prendre 2 » read bigger and bolder than every other button (nc23 shot-40)
        self.bar = ButtonBar(one_size=True, most=TYPE.BODY)
        self.prompt = ""  # what the person is asked, in words
        self.prompt_key = ""  # ... and its key in the texts
        self.prompt_bottom = L.rows[0] - 4  # where the prompt's last line ends (it grows upward)

    def ask(self, key: str, **values: Any) -> None:
        self.prompt_key, self.prompt = key, t(key, **values)

    def my_legal(self) -> list[Action]:
        return self.screen.legal(self.screen.human_to_act())

    def drop_picks(self) -> None:
        """The screen changes hands: the picks start again."""
        self.picks = Picks()

    def reset(self) -> None:
        """An action went through: the picks start again and the buttons wait for the next position."""
        self.picks = Picks()
        self.bar.set([])

    def sync(self, hand: list[int]) -> None:
        """The screen has caught up with the position: a picked card no longer in `hand` (the
        home seat's) is forgotten, and the buttons are built anew."""
        if self.picks.card is not None and self.picks.card not in hand:
            self.picks = Picks()
        self.build_buttons()

    def focused_take(self) -> tuple[int, ...] | None:
        """The values of the take button under the pointer or the focus (its cards are lit)."""
        bar = self.bar
        for idx in (bar.hover, bar.focus):
            if 0 <= idx < len(bar.buttons):
                values = take_values(bar.buttons[idx].tag)
                if values is not None:
                    return values
        return None

    # -- buttons --------------------------------------------------------------------------------
    def build_buttons(self) -> None:
        screen, m = self.screen, self.screen.model
        seat = screen.human_to_act()
        self.prompt = self.prompt_key = ""
        if seat is None:
            self.bar.set([])
            return
        if seat != screen.viewer and m.phase == "react" and screen.passes_openly(seat):
            # shared screen: the other person has no card at all and keeps its seat; the table passes
            # for it (no hand-over), and the screen says whom it waits for
            self.ask("kaiju.asking", who=screen.names[seat])
            self.bar.set([])
            return
        legal = screen.legal(seat)
        row_a: Row = []
        row_b: Row = []

        def go(a: Action) -> Callable[[], Any]:
            return lambda: screen.act(seat, a)

        if m.phase == "roll":
            self.ask("kaiju.prompt.roll")
            roll = act("roll")
            row_a.append((t("kaiju.roll"), go(roll), 240,
                          {"hotkey": pygame.K_r, "color": screen.color("roll"), "tag": str(roll)}))
        elif m.phase == "react" and m.stack:
            top = m.stack[-1]  # the card asked about (a cancel names its target)
            cancels = [a for a in legal if a.kind == "play"]
            key = "kaiju.prompt.react" if cancels else "kaiju.prompt.react_pass"
            if m.restored and m.restored == len(m.stack):
                key = "kaiju.prompt.react_again" if cancels else "kaiju.prompt.react_again_pass"
            what = describe_play(top, screen.names)
            if cancels and (stake := play_stake(top, m, screen.viewer)):
                what = t("kaiju.what.staked", what=what, stake=stake)
            self.ask(key, who=screen.names[top["seat"]], card=top["card"], what=what)
            for i, a in enumerate(cancels):
                opts: dict[str, Any] = {"color": screen.color("cancel"), "tag": str(a)}
                if i == 0:
                    opts["hotkey"] = pygame.K_c
                row_a.append((t("kaiju.cancel_with", v=a.args[0]), go(a), 190, opts))
            row_a.append((t("kaiju.pass"), go(act("pass")), 150, {"hotkey": pygame.K_n, "tag": "pass"}))
        elif m.phase == "main":
            self.main_buttons(legal, row_a, row_b, go)
        buttons: list[Button] = []
        rows = [(row_a, L.rows[0]), (row_b, L.rows[1])]
        self.prompt_bottom = L.rows[0] - 4
        if not (row_a and row_b) and len(prompt_lines(self.prompt, self.prompt_width())[1]) > 1:
            # a prompt of two lines ran up over the hand and its legend (nc39 shot 103: « Bot 2 joue un 2 :
            # relancer le second dé ; un double 2 lui donnerait le Mecha 2. L'annuler ? »): a lone row of
            # buttons takes the lower row, and the prompt the room it leaves
            rows = [(row_a or row_b, L.rows[1])]
            self.prompt_bottom = L.rows[1] - 4
        squeeze: list[float] = []
        for row, _ in rows:
            # each button as wide as its label at the bar's size (a toggle keeps room for its mark, so
            # ticking it moves nothing), the row squeezed if it must
            widths = [max(w if len(label) < 3 else 0, font(18).size(o.get("room", label))[0] + 26)
                      for label, _, w, o in row]
            total = sum(widths) + 8 * (len(row) - 1)
            # the buttons squeezed, not the gaps between them (the six even faces of nc62 ran 12 px past the panel)
            gaps = 8 * (len(row) - 1)
            squeeze.append(min(1.0, (L.home.width - 24 - gaps) / (total - gaps)) if total > gaps else 1.0)
        # the faces of a turned die on two rows (nc63) squeezed alike, so each is as wide as the others
        faced = [k for (row, _), k in zip(rows, squeeze, strict=True) if any(_is_face(o) for *_, o in row)]
        for (row, y), k in zip(rows, squeeze, strict=True):
            if faced and any(_is_face(o) for *_, o in row):
                k = min(faced)
            widths = [max(w if len(label) < 3 else 0, font(18).size(o.get("room", label))[0] + 26)
                      for label, _, w, o in row]
            x = L.home.x + 12
            for (label, cb, _, opts), w in zip(row, widths, strict=True):
                buttons.append(Button(pygame.Rect(x, y, int(w * k), 40), label, cb, enabled=opts.get("enabled", True),
                                      hotkey=opts.get("hotkey"), color=opts.get("color", screen.color("plain")),
                                      tag=opts.get("tag", "")))
                x += int(w * k) + 8
        self.bar.set(buttons)

    def prompt_width(self) -> int:
        """The width the prompt wraps in: the person's panel, less its margins."""
        return L.home.width - 30

    def main_buttons(self, legal: list[Action], row_a: Row, row_b: Row,
                     go: Callable[[Action], Callable[[], Any]]) -> None:
        screen, m, p = self.screen, self.screen.model, self.picks
        playable = plays(legal)
        back = (t("kaiju.back"), self.back_out, 110, {"hotkey": pygame.K_BACKSPACE, "tag": "back"})
        if p.card is not None and p.card in playable:
            effects = playable[p.card]
            if p.effect is None:
                self.ask("kaiju.prompt.card", v=p.card)
                row_a += [(t(f"kaiju.effect.{e}"), partial(self.pick_effect, e), 150, {"tag": f"effect {e}"})
                          for e in EFFECT_ORDER if e in effects]
            else:
                self.effect_buttons(p.effect, effects.get(p.effect, []), row_a, row_b, go)
            (row_b if p.effect == "set" else row_a).append(back)  # the faces have the top row to themselves
        else:
            # nothing on the table matches the dice: no card is lit, the prompt says the only take left
            nothing = all(a.args == ("nothing",) for a in legal if a.kind in ("take", "steal"))
            copies = self.copies(legal)
            kaijus = any(a.kind == "take" and a.args and a.args[0] not in ("mecha", "nothing") for a in legal)
            # « Aucune carte à jouer » while a 6 sits in the hand: it is played only in reply (nc39 shot 113)
            hand = m.players[screen.human_to_act() or 0].hand or []
            replies = sorted(v for v in hand if screen.defs.effects_of(v) == ("cancel",))
            reply = {"reply": "yes" if replies and not playable else "no", "six": replies[0] if replies else 0}
            if nothing:
                # nc63 shots 044, 059: « Ne rien prendre » alone, and nothing said of a card that could open a take
                # or of luck alone
                opens, card = self.opener(playable)
                self.ask("kaiju.prompt.main_nothing", cards=len(playable), open=opens, card=card)
            elif not kaijus:
                # only the double's Mecha, or nothing (nc37 shot-56: « Jouez des cartes… cliquez une carte
                # éclairée » with no card to play and no card lit in the centre)
                self.ask("kaiju.prompt.main_mecha", cards=len(playable), **reply)
            elif copies:
                # said with the dice that make it ("un 7 (5 + 2 aux dés)"): nc9 read "un 7 par 7
                # obtenu aux dés (seul le 8 les prend tous)" as a riddle
                way, figures = take_way((copies,), m.dice or [0, 0])
                both = (m.dice or [0, 0]) == [copies, copies]
                key = "kaiju.prompt.main_copies" if playable else "kaiju.prompt.main_take_copies"
                self.ask(key, v=copies, n=2 if both else 1, how=t(f"kaiju.how.{way}", **figures), **reply)
            elif not playable:  # nothing in the hand can be played now: the prompt says the take alone
                self.ask("kaiju.prompt.main_take", **reply)
            else:
                self.ask("kaiju.prompt.main")
            for v, effects in sorted(playable.items()):
                label = (t("kaiju.play", v=v, effect=t(f"kaiju.effect.{next(iter(effects))}")) if len(effects) == 1
                         else t("kaiju.play_any", v=v))
                row_a.append((label, partial(self.pick_card, v), 170, {"color": screen.color("play"),
                                                                          "tag": f"card {v}"}))
        if p.slot is not None:
            self.ask("kaiju.prompt.pair")
        dice = m.dice or [0, 0]
        # a die being turned: the faces' row names every take each face opens (nc53 shot 088), the row below
        # holds the dice and « Retour »; the takes as the dice stand come back with « Retour » (beside them,
        # the row ran out of room and every label of the bar shrank)
        turning = p.card is not None and p.card in playable and p.effect == "set"
        for a in legal:
            if a.kind not in ("take", "steal") or turning:
                continue
            # a card's choices are open (its dice, its face, its target): the takes wait, greyed, for
            # them to be answered or backed out of (nc15 clicked « Prendre … » in a reroll's choice)
            opts: dict[str, Any] = {"color": screen.color("roll"), "tag": str(a), "enabled": p.card is None}
            if a.args == ("nothing",):
                label, opts["hotkey"] = t("kaiju.take_nothing"), pygame.K_n
            elif a.kind == "steal":  # before the take: `steal mecha` has the same args (nc14 read
                # « Prendre le Mecha 5 » on a steal, and the hint's « Voler le Mecha » nowhere)
                holder = m.holder(dice[0])
                # the bot without its level: « … de Bot 2 (sur mesure) (M) » ran long and shrank below its
                # neighbours (nc61 shot-068)
                label = t("kaiju.steal_mecha", face=dice[0],
                          who=screen.short_names()[holder] if holder is not None else "")
                opts["hotkey"], opts["color"] = pygame.K_m, screen.color("mecha")
            elif a.args == ("mecha",):
                label, opts["hotkey"] = t("kaiju.take_mecha", face=dice[0]), pygame.K_m
                opts["color"] = screen.color("mecha")
            else:
                label = self.take_label(tuple(int(x) for x in a.args), dice)
            row_b.append((label, go(a), 170, opts))

    def must_take(self) -> bool:
        """Something on the table matches the dice and no card's choice is open: taking is the rule,
        so there is no « Ne rien prendre » (nc18 shot-89 looked twice for it beside « Prendre 3 »)."""
        grabs = [a for a in self.my_legal() if a.kind in ("take", "steal")]
        return self.picks.card is None and bool(grabs) and all(a.args != ("nothing",) for a in grabs)

    def mecha_optional(self) -> bool:
        """A double offers its Mecha (to take or to try for) and no Kaiju: « Ne rien prendre » stands
        beside it, and the table says why (nc23 read « prendre est obligatoire » on other turns)."""
        grabs = [a for a in self.my_legal() if a.kind in ("take", "steal")]
        return self.picks.card is None and any(a.args == ("nothing",) for a in grabs) \
            and any(a.args == ("mecha",) for a in grabs)

    def copies(self, legal: list[Action]) -> int:
        """The value a take may reach with two or more copies of it on the table (0: none): one copy
        is taken, only the 8 takes every copy (nc6 shot-53: with two 1s, only "Prendre 1" was offered
        and the prompt did not say why)."""
        table = [v for v in self.screen.model.table if v is not None]
        for a in legal:
            if a.kind == "take" and a.args and a.args[0] not in ("mecha", "nothing"):
                for v in (int(x) for x in a.args):
                    if table.count(v) > 1 and v not in self.screen.defs.take_all_values:
                        return v
        return 0

    def take_label(self, values: tuple[int, ...], dice: list[int]) -> str:
        """A take's button, with the dice that make it ("Prendre 7 (5 + 2)", "Prendre 1 (5 − 4)")."""
        if len(values) == 2:
            return t("kaiju.take_pair", a=values[0], b=values[1])
        way, figures = take_way(values, dice)
        v = values[0]
        if v in self.screen.defs.take_all_values and self.screen.model.table.count(v) > 1:
            return t("kaiju.take_all", way=way, **figures)
        return t(f"kaiju.take_{way}", **figures)

    def effect_buttons(self, effect: str, actions: list[Action], row_a: Row, row_b: Row,
                       go: Callable[[Action], Callable[[], Any]]) -> None:
        screen, p, faces = self.screen, self.picks, self.screen.model.dice or [0, 0]

        def chosen(on: bool, tag: str, label: str) -> dict[str, Any]:
            return {"color": screen.color("chosen") if on else screen.color("plain"), "tag": tag, "room": "✓ " + label}

        if effect == "set" and p.die is not None:
            # the die picked is said, and what is left to click (nc20 shot-72: in a game neither die button
            # was framed and the person did not know whether to pick a die first)
            self.ask("kaiju.prompt.set_face", n=p.die, face=faces[p.die - 1])
        else:
            self.ask(f"kaiju.prompt.{effect}")
        if effect == "reroll":
            for i in (1, 2):
                mark = "✓ " if i in p.dice else ""
                label = t("kaiju.die", n=i, face=faces[i - 1])
                row_a.append((mark + label, partial(self.toggle_die, i), 130, chosen(i in p.dice, f"die {i}", label)))
            action = next((a for a in actions if tuple(int(x) for x in a.args[2:]) == tuple(sorted(p.dice))), None)
            row_a.append((t("kaiju.reroll_go"), go(action) if action else (lambda: None), 140,
                          {"enabled": action is not None, "color": screen.color("roll"), "tag": "reroll"}))
        elif effect == "set":
            # the six faces on the top row, under the prompt, the dice to pick and « Retour » below: each face
            # names every take it opens (nc53 shot 088), which a row shared with the dice had no room for
            for i in (1, 2):
                mark = "✓ " if p.die == i else ""
                label = t("kaiju.die", n=i, face=faces[i - 1])
                row_b.append((mark + label, partial(self.pick_die, i), 120, chosen(p.die == i, f"die {i}", label)))
            faces_from = len(row_a)
            for f in range(1, screen.defs.die_sides + 1):
                action = next((a for a in actions if p.die is not None and tuple(a.args[2:]) == (p.die, f)), None)
                # what the dice would then take, on the button (nc41: « show the result under each face »)
                label = t("kaiju.face_gives", face=f, gives=self.face_gives(p.die, f)) if action else str(f)
                # each face's button as wide as its longest words for either die, from before a die is picked:
                # picking one grows the labels, never moves a button (nc61 shots 021-023: the row moved under
                # the pointer and the click landed on « 3 → 3 »)
                room = max([t("kaiju.face_gives", face=f, gives=self.face_gives(d, f)) for d in (1, 2)
                            if any(tuple(a.args[2:]) == (d, f) for a in actions)] + [str(f)],
                           key=lambda words: font(18).size(words)[0])
                row_a.append((label, go(action) if action else (lambda: None), 52,
                              {"enabled": action is not None, "color": screen.color("roll"), "tag": f"face {f}",
                               "room": room}))
            # the six faces as wide as the widest (nc62 shots 012, 059: « 4 » twice as wide as « 1 », accidental)
            widest = max((o["room"] for _, _, _, o in row_a[faces_from:]), key=lambda words: font(18).size(words)[0])
            for _, _, _, o in row_a[faces_from:]:
                o["room"] = widest
            # six faces too wide for one row at the bar's size wrapped onto two lines (nc63 shot 068: « 4 → Mecha
            # ou deux 4 », « 6 → 4 et 6, 10 ou 2 »): then the dice and faces 1-3 share the top row, faces 4-6 and
            # « Retour » the lower one, every face as wide as the widest, on one line
            face_row = row_a[faces_from:]
            if len(face_row) * (font(18).size(widest)[0] + 26) + 8 * (len(face_row) - 1) > L.home.width - 24:
                half = (len(face_row) + 1) // 2
                row_a[faces_from:] = row_b + face_row[:half]
                row_b[:] = face_row[half:]
        elif effect == "steal":
            for a in actions:
                target = int(a.args[2])
                row_a.append((t("kaiju.steal_from", who=screen.names[target], n=screen.model.hand_size(target)), go(a),
                              230, {"color": SHADED[target % 4], "tag": str(a)}))
        elif effect == "draw":
            row_a += [(t("kaiju.draw_go"), go(a), 220, {"color": screen.color("roll"), "tag": str(a)}) for a in actions]

    def face_takes(self, die: int, face: int) -> list[str | tuple[int, ...]]:
        """Every take the dice open once die `die` (1 or 2) shows `face`, the most points first: "mecha" on a
        double that may take its Mecha (15 points), then each Kaiju take as the cards it brings (an 8 brings
        every 8 of the table: (8, 8)); a face's card alone is left out where both faces' cards are a take
        (it is the smaller part of it). Empty when the dice take nothing."""
        m = self.screen.model
        dice = list(m.dice or [0, 0])
        dice[die - 1] = face
        a, b = dice[0], dice[1]
        seat = self.screen.human_to_act()
        found: list[str | tuple[int, ...]] = []
        if a == b and a in self.screen.defs.mecha_faces and (a in m.mecha_table or m.holder(a) not in (None, seat)):
            found.append("mecha")
        counts = Counter(v for v in m.table if v is not None)
        options = dice_takes((a, b), counts)
        pairs = [o for o in options if len(o) == 2]
        every = self.screen.defs.take_all_values
        kaiju = [tuple(v for v in o for _ in range(counts[v] if v in every else 1)) for o in options
                 if len(o) == 2 or not any(o[0] in pair for pair in pairs)]
        return found + sorted(kaiju, key=lambda o: (-sum(o), -len(o), o))

    def opener(self, playable: dict[int, Any]) -> tuple[str, int]:
        """On dice that take nothing: a card of the hand that could open a take, and how ("set": it turns a die to a
        face that takes; "reroll": its reroll has a chance), or ("none", 0): only luck."""
        m = self.screen.model
        dice = list(m.dice or [0, 0])
        sides = self.screen.defs.die_sides
        turns = any(self.face_takes(d, f) for d in (1, 2) for f in range(1, sides + 1) if f != dice[d - 1])
        for v, effects in sorted(playable.items()):
            if "set" in effects and turns:
                return "set", v
        anything = any(v is not None for v in m.table) or bool(m.mecha_table)
        for v, effects in sorted(playable.items()):
            if "reroll" in effects and anything:
                return "reroll", v
        return "none", 0

    def face_take(self, die: int, face: int) -> str | tuple[int, ...]:
        """The first of `face_takes` (the lone take's note reads it), () when the dice take nothing."""
        takes = self.face_takes(die, face)
        return takes[0] if takes else ()

    def face_gives(self, die: int | None, face: int) -> str:
        """`face_takes` in words: « Mecha », « 8 », « 3+5 », « Mecha ou 8+8 », « 1+6, 7 ou 5 », « rien » (nc53 shot
        088: « 4 → Mecha » while the 4 also took both 8s, the take Conseil advised)."""
        if die is None or not 1 <= die <= 2:
            return ""
        takes = self.face_takes(die, face)
        # cards in words, not sums: « 2+2 » and « 1+3 » read as riddles (nc61 shots 067, 113)
        words = [t("kaiju.face_gives_mecha") if take == "mecha" else self.cards_words(take) for take in takes]
        if not words:
            return t("kaiju.face_gives_nothing")
        if len(words) == 1:
            return words[0]
        # « 1 et 3, ou 4 »: a comma keeps the pair before « ou » whole
        pair = "yes" if takes[-2] != "mecha" and len(takes[-2]) > 1 else "no"
        return t("kaiju.face_gives_or", some=t("kaiju.face_gives_comma").join(words[:-1]), last=words[-1], pair=pair)

    def why_greyed(self, tag: str) -> str:
        """Why the button `tag` is greyed, in words: a face the picked die already shows, a face before a die
        is picked, a reroll with no die chosen, a take while a card's choices are open; "" otherwise."""
        p, dice = self.picks, self.screen.model.dice or [0, 0]
        if tag.startswith("face "):
            if p.die is None:
                return t("kaiju.greyed.pick_die")
            return t("kaiju.greyed.same_face", n=p.die, face=dice[p.die - 1])
        if tag == "reroll":
            return t("kaiju.greyed.reroll_dice")
        if (tag.startswith("take ") or tag.startswith("steal ")) and p.card is not None:
            return t("kaiju.greyed.card_first", card=p.card)
        return ""

    @staticmethod
    def cards_words(take: tuple[int, ...] | str) -> str:
        """A take's cards in words: « 7 », « 1 et 3 », « deux 2 », « trois 8 »."""
        cards = [int(v) for v in take]
        if len(cards) == 1:
            return str(cards[0])
        if len(set(cards)) == 1:
            return t("kaiju.face_gives_same", count=len(cards), v=cards[0])
        return i18n.listed(cards)

    # -- picks ----------------------------------------------------------------------------------
    def pick_card(self, v: int) -> None:
        screen = self.screen
        playable = plays(self.my_legal())
        if v not in playable:
            effects = screen.defs.effects_of(v)  # not playable now: the engine says why not
            if effects:
                screen.act(screen.human_to_act(), act("play", v, effects[0]))
            else:  # a card that is never played: what it does instead
                screen.flash(inspect_text("kaiju", v, i18n.lang, screen.defs)[1])
            return
        self.picks = Picks(card=v, effect=next(iter(playable[v])) if len(playable[v]) == 1 else None)
        if not self.play_the_only_one():
            self.build_buttons()

    def pick_effect(self, effect: str) -> None:
        self.picks.effect = effect
        if not self.play_the_only_one():
            self.build_buttons()

    def play_the_only_one(self) -> bool:
        """An effect with nothing left to choose (a draw; a steal with one other player) is played at
        once: « Piocher la première carte » and « Voler à Bot 2 » were a second click that decided
        nothing (nc13 shot-24, -53). True when it was played."""
        p = self.picks
        if p.card is None or p.effect not in ONE_CLICK:
            return False
        actions = plays(self.my_legal()).get(p.card, {}).get(p.effect, [])
        if len(actions) != 1:
            return False
        self.picks = Picks()
        self.screen.act(self.screen.human_to_act(), actions[0])
        return True

    def toggle_die(self, i: int) -> None:
        self.picks.dice ^= {i}
        self.build_buttons()

    def pick_die(self, i: int) -> None:
        self.picks.die = i
        self.build_buttons()

    def back_out(self) -> None:
        several = len(plays(self.my_legal()).get(self.picks.card or 0, {})) > 1
        self.picks = Picks(card=self.picks.card) if self.picks.effect is not None and several else Picks()
        self.build_buttons()

    def next_click(self, action: Action) -> str:
        """The tag of the button to press next on the way to `action`, after the picks made so far
        (a play is built in steps: the card, its effect, then its dice or face)."""
        if action.kind != "play" or action.args[1] == "cancel":
            return str(action)
        v, effect, rest = int(action.args[0]), str(action.args[1]), action.args[2:]
        p = self.picks
        if p.card != v:
            return f"card {v}"
        if p.effect != effect:
            return f"effect {effect}"
        if effect == "reroll":
            want = {int(x) for x in rest}
            missing = sorted(want ^ p.dice)
            return f"die {missing[0]}" if missing else "reroll"
        if effect == "set":
            return f"face {rest[1]}" if p.die == int(rest[0]) else f"die {rest[0]}"
        return str(action)

    # -- clicks ---------------------------------------------------------------------------------
    def click_slot(self, slot: int) -> None:
        screen, m = self.screen, self.screen.model
        seat = screen.human_to_act()
        legal_takes = takes(self.my_legal())
        v = m.table[slot] if 0 <= slot < len(m.table) else None
        if seat is None or v is None or self.picks.card is not None:
            return  # a card's choices are open: the table waits for them, as the take buttons do
        if m.phase != "main" or not any(v in k for k in legal_takes):
            screen.act(seat, act("take", v))  # not now, or not with these dice: the engine says why
            return
        p = self.picks
        if p.slot is not None and p.slot != slot:
            other = m.table[p.slot]
            if other is not None:
                pair = tuple(sorted((other, v)))
                if pair in legal_takes:
                    screen.act(seat, legal_takes[pair])
                    return
        single = (v,) in legal_takes
        if (p.slot == slot or not any(len(k) == 2 and v in k for k in legal_takes)) and single:
            screen.act(seat, legal_takes[(v,)])
        else:
            self.picks = Picks(slot=slot)
            self.build_buttons()

    def click_die(self, i: int) -> None:
        screen, phase = self.screen, self.screen.model.phase
        seat = screen.human_to_act()
        if seat is None:
            return
        if phase == "roll":
            screen.act(seat, act("roll"))
        elif phase == "main" and self.picks.effect == "reroll":
            self.toggle_die(i + 1)
        elif phase == "main" and self.picks.effect == "set":
            self.pick_die(i + 1)

    def click_tray(self) -> None:
        """A click in the dice tray, beside the dice: it rolls when rolling is the action (a reroll or
        a turned die needs the die itself)."""
        if self.screen.model.phase == "roll":
            self.click_die(0)

    def click_hand(self, v: int, art: str) -> None:
        screen = self.screen
        seat = screen.human_to_act()
        if seat is None or not art.startswith("k"):
            return
        if screen.model.phase == "react":
            screen.act(seat, act("play", v, "cancel"))  # refused (not a cancel card): the reason shows
        elif self.picks.card == v:
            self.picks = Picks()
            self.build_buttons()
        else:
            self.pick_card(v)

    def click_seat(self, target: int) -> None:
        seat, p = self.screen.human_to_act(), self.picks
        if seat is not None and p.card is not None and p.effect == "steal":
            self.screen.act(seat, act("play", p.card, "steal", target))

    def click_mecha(self, face: int) -> None:
        screen, m = self.screen, self.screen.model
        seat = screen.human_to_act()
        if seat is None or self.picks.card is not None:
            return
        for a in self.my_legal():
            if str(a) in ("take mecha", "steal mecha") and m.dice and m.dice[0] == face:
                screen.act(seat, a)
                return
        screen.act(seat, act("take", "mecha"))  # no double of this face: the engine says why

    def handle(self, event: pygame.event.Event) -> None:
        """A click or a key on the table (the kit has already taken its own)."""
        screen = self.screen
        if screen.showing_again:
            return  # the last turn shown again: its buttons are hidden, and so is what they would do
        if self.bar.handle(event) or screen.human_to_act() is None:
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            pos, places = event.pos, screen.places
            targets: list[tuple[pygame.Rect, Callable[[], None]]] = [
                *((places.slot_rect(i), lambda i=i: self.click_slot(i)) for i in range(len(screen.model.table))),
                *((places.die_rect(i).inflate(10, 10), lambda i=i: self.click_die(i)) for i in (0, 1)),
                (places.dice_tray(), self.click_tray),
                *((r, lambda v=v, a=a: self.click_hand(v, a))
                  for r, a, _, v in reversed(places.hand_rects(screen.landed.groups(places.home)))),
                *((places.mecha_rect(f), lambda f=f: self.click_mecha(f)) for f in screen.defs.mecha_faces),
                *((places.seat_rect(s), lambda s=s: self.click_seat(s)) for s in places.others()),
            ]
            for rect, fn in targets:
                if rect.collidepoint(pos):
                    fn()
                    return
        if event.type == pygame.KEYDOWN:
            if pygame.K_1 <= event.key <= pygame.K_8:
                self.click_slot(event.key - pygame.K_1)
            elif event.key == pygame.K_BACKSPACE:
                self.back_out()

    # -- inspect --------------------------------------------------------------------------------
    def inspect_at(self, pos: tuple[int, int]) -> tuple[str, str] | None:
        screen, lang = self.screen, i18n.lang
        m, places, landed = screen.model, screen.places, screen.landed

        def say(kind: str, ident: Any = None) -> tuple[str, str]:
            return inspect_text(kind, ident, lang, screen.defs)

        for i, card in enumerate(m.table):
            if card is not None and places.slot_rect(i).collidepoint(pos):
                return say("kaiju", card)
        for i, entry in reversed(list(enumerate(m.stack))):
            if places.stack_rect(i, len(m.stack)).collidepoint(pos):
                return say("kaiju", entry["card"])
        for face in screen.defs.mecha_faces:
            if places.mecha_rect(face).collidepoint(pos):
                return say("mecha", face)
            r = places.mecha_rect(face)
            if pygame.Rect(r.centerx - 12, r.bottom + 4, 24, 24).collidepoint(pos):
                # the token under a Mecha: whose number it shows (nc9 did not know what the 1 and 2 were)
                name, what = say("double", face)
                holder = m.holder(face)
                if holder is None:
                    return name, f"{what} {t('kaiju.token_free', f=face)}"
                return name, t("kaiju.token_held", f=face, n=holder + 1, who=screen.names[holder])
        for i in (0, 1):
            if places.die_rect(i).collidepoint(pos):
                return say("die", screen.die_face(i) or "-")
        hand = places.hand_rects(landed.groups(places.home))
        for _rect, art, _, v in (x for x in reversed(hand) if x[0].collidepoint(pos)):
            return say("kaiju", v) if art.startswith("k") else say("mecha", v) if art.startswith("M") else say("back")
        if L.pile.collidepoint(pos):
            return say("pile", m.pile)
        if L.discard.collidepoint(pos):
            return say("discard", len(landed.discard()))
        for s in places.others():
            r = places.seat_rect(s)
            if r.collidepoint(pos):
                mechas = landed.mechas(s)
                for f in mechas:
                    if pygame.Rect(r.right - 10 - (len(mechas) - mechas.index(f)) * (OPP[0] + 4) + 4, r.y + 36,
                                   *OPP).collidepoint(pos):
                        return say("mecha", f)
                shown_hand, _ = landed.hand(s)
                return say("back") if shown_hand is None else None
        return None
