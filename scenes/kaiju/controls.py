"""Kaiju & Mecha dice: what a person's clicks and keys mean (buttons, picks, actions), and inspect.

A mixin of `KaijuTable` (scenes/kaiju/table.py), kept apart so the table itself stays about the
position and its animations. Everything here reads the display model (`self.m`) and the feed's
legal actions; a click the rules refuse goes to `try_act`, so the engine's reason shows.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from game import i18n
from game.core import Action, act
from game.i18n import t
from scenes.kaiju.layout import EFFECT_ORDER, OPP, SHADED, L
from scenes.kaiju.model import inspect_text
from scenes.ui import Button
from sprites.fonts import font


@dataclass
class Picks:
    """What the person has picked so far for a play or a take (nothing is sent before the end)."""

    card: int | None = None
    effect: str | None = None
    dice: set[int] = field(default_factory=set)
    die: int | None = None
    slot: int | None = None


class KaijuInput:
    """Input -> actions for the Kaiju table (the attributes are the table's)."""

    m: Any
    defs: Any
    picks: Picks
    bar: Any
    prompt: str
    names: list[str]
    dice: list[Any]
    pres: Any

    # -- input ------------------------------------------------------------------------------
    def my_legal(self) -> list[Action]:
        return self.legal(self.human_to_act())

    def color(self, name: str) -> tuple[int, int, int]:
        return self.pres.colors.get(name, (52, 70, 92))

    @staticmethod
    def plays(legal: list[Action]) -> dict[int, dict[str, list[Action]]]:
        """Legal plays: card value -> effect -> actions."""
        out: dict[int, dict[str, list[Action]]] = {}
        for a in legal:
            if a.kind == "play":
                out.setdefault(int(a.args[0]), {}).setdefault(str(a.args[1]), []).append(a)
        return out

    @staticmethod
    def takes(legal: list[Action]) -> dict[tuple[int, ...], Action]:
        """Legal Kaiju takes: the values taken -> the action."""
        return {tuple(int(x) for x in a.args): a for a in legal
                if a.kind == "take" and a.args not in (("nothing",), ("mecha",))}

    def take_slots(self, values: tuple[int, ...]) -> list[int]:
        """The table cards a take would pick, to light them (the engine's event says what it took)."""
        slots: list[int] = []
        for v in values:
            s = next((i for i, c in enumerate(self.m.table) if c == v and i not in slots), None)
            if s is not None:
                slots.append(s)
        for v in set(values) & self.defs.take_all_values:
            slots += [i for i, c in enumerate(self.m.table) if c == v and i not in slots]
        return slots

    def on_acted(self) -> None:
        self.picks = Picks()
        self.bar.set([])

    def build_buttons(self) -> None:
        seat = self.human_to_act()
        self.prompt = ""
        if seat is None:
            self.bar.set([])
            return
        legal = self.legal(seat)
        row_a: list[tuple[str, Any, int, dict[str, Any]]] = []  # label, callback, width, options
        row_b: list[tuple[str, Any, int, dict[str, Any]]] = []

        def go(a: Action) -> Any:
            return lambda: self.act(seat, a)

        if self.m.phase == "roll":
            self.prompt = t("kaiju.prompt.roll")
            row_a.append((t("kaiju.roll"), go(act("roll")), 240, {"hotkey": pygame.K_r, "color": self.color("roll")}))
        elif self.m.phase == "react" and self.m.stack:
            top = self.m.stack[-1]  # the card asked about (a cancel names its target)
            cancels = [a for a in legal if a.kind == "play"]
            key = "kaiju.prompt.react" if cancels else "kaiju.prompt.react_pass"
            self.prompt = t(key, who=self.names[top["seat"]], card=top["card"], what=self.describe_play(top))
            for i, a in enumerate(cancels):
                opts: dict[str, Any] = {"color": self.color("cancel")}
                if i == 0:
                    opts["hotkey"] = pygame.K_c
                row_a.append((t("kaiju.cancel_with", v=a.args[0]), go(a), 190, opts))
            row_a.append((t("kaiju.pass"), go(act("pass")), 150, {"hotkey": pygame.K_n}))
        elif self.m.phase == "main":
            self.main_buttons(legal, row_a, row_b, go)
        buttons: list[Button] = []
        for row, y in ((row_a, L.rows[0]), (row_b, L.rows[1])):
            # each button as wide as its label at the bar's size, the row squeezed if it must
            widths = [max(w if len(label) < 3 else 0, font(18).size(label)[0] + 26) for label, _, w, _ in row]
            total = sum(widths) + 8 * (len(row) - 1)
            k = min(1.0, (L.home.width - 24) / total) if total else 1.0
            x = L.home.x + 12
            for (label, cb, _, opts), w in zip(row, widths, strict=True):
                buttons.append(Button(pygame.Rect(x, y, int(w * k), 40), label, cb, enabled=opts.get("enabled", True),
                                      hotkey=opts.get("hotkey"), color=opts.get("color", self.color("plain")),
                                      tag=opts.get("tag", "")))
                x += int(w * k) + 8
        self.bar.set(buttons)

    def main_buttons(self, legal: list[Action], row_a: list, row_b: list, go: Any) -> None:
        p = self.picks
        plays = self.plays(legal)
        back = (t("kaiju.back"), self.back_out, 110, {"hotkey": pygame.K_BACKSPACE})
        if p.card is not None and p.card in plays:
            effects = plays[p.card]
            if p.effect is None:
                self.prompt = t("kaiju.prompt.card", v=p.card)
                row_a += [(t(f"kaiju.effect.{e}"), lambda e=e: self.pick_effect(e), 150, {})
                          for e in EFFECT_ORDER if e in effects]
            else:
                self.effect_buttons(p.effect, effects.get(p.effect, []), row_a, go)
            row_a.append(back)
        else:
            self.prompt = t("kaiju.prompt.main")
            for v, effects in sorted(plays.items()):
                label = (t("kaiju.play", v=v, effect=t(f"kaiju.effect.{next(iter(effects))}")) if len(effects) == 1
                         else t("kaiju.play_any", v=v))
                row_a.append((label, lambda v=v: self.pick_card(v), 170, {"color": self.color("play")}))
        if p.slot is not None:
            self.prompt = t("kaiju.prompt.pair")
        dice = self.m.dice or [0, 0]
        for a in legal:
            if a.kind not in ("take", "steal"):
                continue
            opts: dict[str, Any] = {"color": self.color("roll")}
            if a.args == ("nothing",):
                label, opts["hotkey"] = t("kaiju.take_nothing"), pygame.K_n
            elif a.args == ("mecha",):
                label, opts["hotkey"] = t("kaiju.take_mecha", face=dice[0]), pygame.K_m
                opts["color"] = self.color("mecha")
            elif a.kind == "steal":
                holder = self.m.holder(dice[0])
                label = t("kaiju.steal_mecha", face=dice[0], who=self.names[holder] if holder is not None else "")
                opts["hotkey"], opts["color"] = pygame.K_m, self.color("mecha")
            else:
                values = tuple(int(x) for x in a.args)
                opts["tag"] = "take:" + " ".join(map(str, values))
                label = self.take_label(values, dice)
            row_b.append((label, go(a), 170, opts))

    def take_label(self, values: tuple[int, ...], dice: list[int]) -> str:
        if len(values) == 2:
            return t("kaiju.take_pair", a=values[0], b=values[1])
        v, (a, b) = values[0], dice
        if v in self.defs.take_all_values and self.m.table.count(v) > 1:
            return t("kaiju.take_all", v=v)
        if v == a + b:
            return t("kaiju.take_sum", v=v)
        if v == abs(a - b) and v not in (a, b):
            return t("kaiju.take_diff", v=v)
        return t("kaiju.take_face", v=v)

    def effect_buttons(self, effect: str, actions: list[Action], row_a: list, go: Any) -> None:
        p, faces = self.picks, self.m.dice or [0, 0]

        def chosen(on: bool) -> dict[str, Any]:
            return {"color": self.color("chosen") if on else self.color("plain")}

        self.prompt = t(f"kaiju.prompt.{effect}")
        if effect == "reroll":
            for i in (1, 2):
                mark = "✓ " if i in p.dice else ""
                row_a.append((mark + t("kaiju.die", n=i, face=faces[i - 1]), lambda i=i: self.toggle_die(i), 130,
                              chosen(i in p.dice)))
            action = next((a for a in actions if tuple(int(x) for x in a.args[2:]) == tuple(sorted(p.dice))), None)
            row_a.append((t("kaiju.reroll_go"), go(action) if action else (lambda: None), 140,
                          {"enabled": action is not None, "color": self.color("roll")}))
        elif effect == "set":
            for i in (1, 2):
                mark = "✓ " if p.die == i else ""
                row_a.append((mark + t("kaiju.die", n=i, face=faces[i - 1]), lambda i=i: self.pick_die(i), 120,
                              chosen(p.die == i)))
            for f in range(1, self.defs.die_sides + 1):
                action = next((a for a in actions if p.die is not None and tuple(a.args[2:]) == (p.die, f)), None)
                row_a.append((str(f), go(action) if action else (lambda: None), 52,
                              {"enabled": action is not None, "color": self.color("roll")}))
        elif effect == "steal":
            for a in actions:
                target = int(a.args[2])
                row_a.append((t("kaiju.steal_from", who=self.names[target], n=self.m.hand_size(target)), go(a), 230,
                              {"color": SHADED[target % 4]}))
        elif effect == "draw":
            row_a += [(t("kaiju.draw_go"), go(a), 220, {"color": self.color("roll")}) for a in actions]

    def pick_card(self, v: int) -> None:
        plays = self.plays(self.my_legal())
        if v not in plays:
            effects = self.defs.effects_of(v)  # not playable now: the engine says why not
            if effects:
                self.try_act(self.human_to_act(), act("play", v, effects[0]))
            else:  # a card that is never played: what it does instead
                self.flash(inspect_text("kaiju", v, i18n.lang, self.defs)[1])
            return
        self.picks = Picks(card=v, effect=next(iter(plays[v])) if len(plays[v]) == 1 else None)
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
        several = len(self.plays(self.my_legal()).get(self.picks.card or 0, {})) > 1
        self.picks = Picks(card=self.picks.card) if self.picks.effect is not None and several else Picks()
        self.build_buttons()

    def click_slot(self, slot: int) -> None:
        seat = self.human_to_act()
        takes = self.takes(self.my_legal())
        v = self.m.table[slot] if 0 <= slot < len(self.m.table) else None
        if seat is None or v is None:
            return
        if self.m.phase != "main" or not any(v in k for k in takes):
            self.try_act(seat, act("take", v))  # not now, or not with these dice: the engine says why
            return
        p = self.picks
        if p.slot is not None and p.slot != slot:
            other = self.m.table[p.slot]
            pair = tuple(sorted((other, v))) if other is not None else None
            if pair in takes:
                self.act(seat, takes[pair])  # type: ignore[index]
                return
        single = (v,) in takes
        if (p.slot == slot or not any(len(k) == 2 and v in k for k in takes)) and single:
            self.act(seat, takes[(v,)])
        else:
            self.picks = Picks(slot=slot)
            self.build_buttons()

    def click_die(self, i: int) -> None:
        seat = self.human_to_act()
        if seat is None:
            return
        if self.m.phase == "roll":
            self.act(seat, act("roll"))
        elif self.m.phase == "main" and self.picks.effect == "reroll":
            self.toggle_die(i + 1)
        elif self.m.phase == "main" and self.picks.effect == "set":
            self.pick_die(i + 1)

    def click_hand(self, v: int, art: str) -> None:
        seat = self.human_to_act()
        if seat is None or not art.startswith("k"):
            return
        if self.m.phase == "react":
            self.try_act(seat, act("play", v, "cancel"))  # refused (not a cancel card): the reason shows
        elif self.picks.card == v:
            self.picks = Picks()
            self.build_buttons()
        else:
            self.pick_card(v)

    def click_seat(self, target: int) -> None:
        seat, p = self.human_to_act(), self.picks
        if seat is not None and p.card is not None and p.effect == "steal":
            self.try_act(seat, act("play", p.card, "steal", target))

    def click_mecha(self, face: int) -> None:
        seat = self.human_to_act()
        if seat is None:
            return
        for a in self.my_legal():
            if str(a) in ("take mecha", "steal mecha") and self.m.dice and self.m.dice[0] == face:
                self.act(seat, a)
                return
        self.try_act(seat, act("take", "mecha"))  # no double of this face: the engine says why

    def handle_table(self, event: pygame.event.Event) -> None:
        if self.reveal_left > 0 and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.reveal_left, self.reveal = 0.0, None  # seen: a click or a key puts the card away
            return
        if self.bar.handle(event) or self.human_to_act() is None:
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            pos = event.pos
            targets: list[tuple[pygame.Rect, Any]] = [
                *((self.slot_rect(i), lambda i=i: self.click_slot(i)) for i in range(len(self.m.table))),
                *((self.die_rect(i).inflate(10, 10), lambda i=i: self.click_die(i)) for i in (0, 1)),
                *((r, lambda v=v, a=a: self.click_hand(v, a)) for r, a, _, v in reversed(self.hand_rects(self.home))),
                *((self.mecha_rect(f), lambda f=f: self.click_mecha(f)) for f in self.defs.mecha_faces),
                *((self.seat_rect(s), lambda s=s: self.click_seat(s)) for s in self.others()),
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

    def inspect_at(self, pos: tuple[int, int]) -> tuple[str, str] | None:
        lang, m = i18n.lang, self.m

        def say(kind: str, ident: Any = None) -> tuple[str, str]:
            return inspect_text(kind, ident, lang, self.defs)

        for i, card in enumerate(m.table):
            if card is not None and self.slot_rect(i).collidepoint(pos):
                return say("kaiju", card)
        for i, entry in reversed(list(enumerate(m.stack))):
            if self.stack_rect(i).collidepoint(pos):
                return say("kaiju", entry["card"])
        for face in self.defs.mecha_faces:
            if self.mecha_rect(face).collidepoint(pos):
                return say("mecha", face)
        for i in (0, 1):
            if self.die_rect(i).collidepoint(pos):
                return say("die", self.dice[i].face or "-")
        for _rect, art, _, v in (x for x in reversed(self.hand_rects(self.home)) if x[0].collidepoint(pos)):
            return say("kaiju", v) if art.startswith("k") else say("mecha", v) if art.startswith("M") else say("back")
        if L.pile.collidepoint(pos):
            return say("pile", m.pile)
        if L.discard.collidepoint(pos):
            return say("discard", len(self.shown_discard()))
        for s in self.others():
            r = self.seat_rect(s)
            if r.collidepoint(pos):
                for f in self.shown_mechas(s):
                    if pygame.Rect(r.right - 10 - (len(self.shown_mechas(s)) - self.shown_mechas(s).index(f))
                                   * (OPP[0] + 4) + 4, r.y + 36, *OPP).collidepoint(pos):
                        return say("mecha", f)
                hand, _ = self.shown_hand(s)
                return say("back") if hand is None else None
        return None
