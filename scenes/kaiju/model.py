"""Kaiju & Mecha dice as the screen shows it: built from a seat's view, kept up by its events.

The table draws from this model, never from the engine: while events are shown
one by one the model is exactly as far as the screen. Law (tests/test_all_games.py):
the model of the view before an action, with the seat's visible events folded
in, equals the model of the view after. Pure Python (no pygame): the inspect
texts live here too, read from the definitions and data/kaiju/texts.yaml.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from game import data, i18n
from game.core import Event, seats_from
from game.i18n import t
from game.kaiju.defs import GAME_ID, KaijuDefs


@dataclass
class SeatShown:
    kaiju: int  # Kaiju cards in hand (the backs others see)
    mechas: list[int]  # Mechas held, with their Double tokens (public)
    wounds: int
    hand: list[int] | None  # the Kaiju face up: the viewer's, or everybody's at the end


@dataclass
class KaijuModel:
    """The position as the screen shows it: the centre, the played cards, the dice, the seats."""

    seat: int | None
    table: list[int | None]
    mecha_table: list[int]
    dice: list[int] | None
    pile: int
    discard: list[int]  # bottom first, as the engine keeps it (the played cards too: see `shown_discard`)
    removed: list[int]
    players: list[SeatShown]
    stack: list[dict[str, Any]] = field(default_factory=list)
    # the stack's depth when its top card stood again after its cancel was cancelled (0: none); what the
    # screen has said, not the position (a view rebuilt from the state does not know it)
    restored: int = field(default=0, compare=False)
    asking: int | None = None
    active: int = 0
    phase: str = "roll"
    last_turns: int | None = None
    turn: int = 0

    @classmethod
    def from_view(cls, v: dict[str, Any], seat: int | None) -> KaijuModel:
        players = [
            SeatShown(p["kaiju"], sorted(p["mechas"]), p["wounds"], sorted(p["hand"]) if "hand" in p else None)
            for p in v["players"]
        ]
        return cls(
            seat=seat,
            table=list(v["table"]),
            mecha_table=list(v["mecha_table"]),
            dice=None if v["dice"] is None else list(v["dice"]),
            pile=v["pile"],
            discard=list(v["discard"]),
            removed=list(v["removed"]),
            players=players,
            stack=explained(v["stack"]),
            asking=v["asking"],
            active=v["active"],
            phase=v["phase"],
            last_turns=v["last_turns"],
            turn=v["turn"],
        )

    # -- reading -------------------------------------------------------------------------------
    def holder(self, face: int) -> int | None:
        for seat, p in enumerate(self.players):
            if face in p.mechas:
                return seat
        return None

    def shown_discard(self) -> list[int]:
        """The discard as drawn: a played card waits on the table (the stack) until it resolves."""
        return under_stack(self.discard, self.stack)

    def hand_size(self, seat: int) -> int:
        p = self.players[seat]
        return p.kaiju + len(p.mechas)

    # -- folding events in -----------------------------------------------------------------------
    def apply(self, ev: Event) -> None:
        """Fold in one event this seat may see."""
        handler = getattr(self, f"_on_{ev.kind}", None)
        if handler is not None:
            handler(ev.seat, ev.data)

    def _on_removed(self, seat: int | None, d: dict[str, Any]) -> None:
        self.removed = list(d["cards"])

    def _on_mechas_set(self, seat: int | None, d: dict[str, Any]) -> None:
        self.mecha_table = list(d["mechas"])

    def _on_card_revealed(self, seat: int | None, d: dict[str, Any]) -> None:
        self.table[d["slot"]] = d["card"]
        self.pile = d["pile"]

    def _on_start_draw(self, seat: int | None, d: dict[str, Any]) -> None:
        self.gain(_s(seat), [d["card"]])
        self.pile = d["pile"]

    def _on_turn_start(self, seat: int | None, d: dict[str, Any]) -> None:
        self.active, self.phase, self.dice = _s(seat), "roll", None
        self.last_turns, self.turn = d["last_turns"], d["turn"]
        self.stack, self.asking = [], None

    def _on_dice_rolled(self, seat: int | None, d: dict[str, Any]) -> None:
        self.dice, self.phase = list(d["dice"]), "main"

    def _on_card_played(self, seat: int | None, d: dict[str, Any]) -> None:
        s = _s(seat)
        self.lose(s, d["card"])
        entry: dict[str, Any] = {"seat": s, "card": d["card"], "effect": d["effect"], "args": list(d["args"])}
        if d["effect"] == "cancel":
            entry.update({"player": d["player"], "target_card": d["target_card"]})
        self.stack.append(entry)
        self.restored = 0
        self.discard.append(d["card"])  # discarded at once; drawn on the stack until it resolves
        self.open_window()

    def _on_reaction_pass(self, seat: int | None, d: dict[str, Any]) -> None:
        asked = self.asked()
        i = asked.index(_s(seat)) if seat in asked else len(asked)
        self.asking = asked[i + 1] if i + 1 < len(asked) else None

    def _on_effect_cancelled(self, seat: int | None, d: dict[str, Any]) -> None:
        self.stack = self.stack[:-2]
        if self.stack:
            self.open_window()
        else:
            self.phase, self.asking = "main", None

    def _on_effect_restored(self, seat: int | None, d: dict[str, Any]) -> None:
        # the card under a cancelled cancel stands again: its window is asked anew, and the prompt says why
        # the same card is asked about twice (nc39 shots 084-086: only the log explained it)
        self.restored = len(self.stack)

    def _on_dice_rerolled(self, seat: int | None, d: dict[str, Any]) -> None:
        self.resolve("reroll")
        self.dice = list(d["dice"])

    def _on_die_set(self, seat: int | None, d: dict[str, Any]) -> None:
        self.resolve("set")
        self.dice = list(d["dice"])

    def _on_card_stolen(self, seat: int | None, d: dict[str, Any]) -> None:
        if d["mecha_wanted"] is None:
            self.resolve("steal")
        card = d["card"]
        if isinstance(card, str):
            # a Mecha changes hands now, as the stolen box says it (nc23 shots 22, 81: « Le Mecha 5 est à
            # vous » over panels still counting it where it was); its token's move, next, finds it there
            face = int(card[1:])
            if face in self.players[d["from"]].mechas:
                self.players[d["from"]].mechas.remove(face)
            p = self.players[_s(seat)]
            p.mechas = sorted({*p.mechas, face})
            return
        self.lose(d["from"], card)
        if d["kept"]:
            self.gain(_s(seat), [card])
        else:
            # a stolen 3: discarded, and its Wound counts now, as the stolen box says it (the next
            # event, `wound_taken`, gives the same count)
            self.discard.append(card)
            self.players[_s(seat)].wounds += 1

    def _on_steal_failed(self, seat: int | None, d: dict[str, Any]) -> None:
        self.resolve("steal")

    def _on_wound_taken(self, seat: int | None, d: dict[str, Any]) -> None:
        self.players[_s(seat)].wounds = d["wounds"]

    def _on_card_drawn_public(self, seat: int | None, d: dict[str, Any]) -> None:
        self.resolve("draw")
        self.players[_s(seat)].kaiju += 1
        self.pile = d["pile"]

    def _on_card_drawn(self, seat: int | None, d: dict[str, Any]) -> None:
        p = self.players[_s(seat)]
        if p.hand is not None:  # the count came with the public twin; here only the face
            p.hand = sorted([*p.hand, d["card"]])

    def _on_cards_taken(self, seat: int | None, d: dict[str, Any]) -> None:
        for slot in d["slots"]:
            self.table[slot] = None
        self.gain(_s(seat), d["cards"])

    def _on_mecha_taken(self, seat: int | None, d: dict[str, Any]) -> None:
        if d["mecha"] in self.mecha_table:
            self.mecha_table.remove(d["mecha"])

    def _on_double_token_moved(self, seat: int | None, d: dict[str, Any]) -> None:
        face, src = d["mecha"], d["from"]
        if src is not None and face in self.players[src].mechas:
            self.players[src].mechas.remove(face)
        p = self.players[_s(seat)]
        p.mechas = sorted({*p.mechas, face})

    def _on_last_round(self, seat: int | None, d: dict[str, Any]) -> None:
        self.last_turns = d["turns"]

    def _on_game_over(self, seat: int | None, d: dict[str, Any]) -> None:
        for p, hand in zip(self.players, d["hands"], strict=True):
            p.hand = sorted(hand)
            p.kaiju = len(hand)
        self.phase, self.dice, self.asking = "over", None, None
        # The game ends as a turn ends: that turn counts, and so does the last round's countdown.
        self.turn += 1
        if self.last_turns is not None:
            self.last_turns -= 1

    # -- the steps shared by several events -------------------------------------------------------
    def gain(self, seat: int, cards: list[int]) -> None:
        p = self.players[seat]
        p.kaiju += len(cards)
        if p.hand is not None:
            p.hand = sorted(p.hand + list(cards))

    def lose(self, seat: int, card: int) -> None:
        p = self.players[seat]
        p.kaiju = max(0, p.kaiju - 1)
        if p.hand is not None and card in p.hand:
            p.hand.remove(card)

    def asked(self) -> list[int]:
        """The seats asked about the top card, in turn order from the active seat (not its player)."""
        top = self.stack[-1]["seat"] if self.stack else None
        return [s for s in seats_from(self.active, len(self.players)) if s != top]

    def open_window(self) -> None:
        self.phase = "react"
        asked = self.asked()
        self.asking = asked[0] if asked else None

    def resolve(self, effect: str) -> None:
        """The top card took effect: it leaves the played cards for the discard."""
        if self.stack and self.stack[-1]["effect"] == effect:
            self.stack.pop()
        self.phase, self.asking = "main", None


def _s(seat: int | None) -> int:
    assert seat is not None, "this event names its seat"
    return seat


def under_stack(discard: list[int], stack: list[dict[str, Any]]) -> list[int]:
    """The discard as drawn: a played card waits on the table (the stack) until it resolves."""
    out = list(discard)
    for entry in stack:
        for i in range(len(out) - 1, -1, -1):
            if out[i] == entry["card"]:
                del out[i]
                break
    return out


def explained(stack: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The played cards, each cancel told which card (and whose) it answers."""
    out = [dict(e, args=list(e["args"])) for e in stack]
    for below, entry in zip(out, out[1:], strict=False):
        if entry["effect"] == "cancel":
            entry.update({"player": below["seat"], "target_card": below["card"]})
    return out


# -- inspect: a component's name and what it does, from the definitions -----------------------------
@lru_cache(maxsize=1)
def inspect_words() -> dict[str, dict[str, str]]:
    """The `inspect:` section of data/kaiju/texts.yaml: key -> {lang: sentence}."""
    node = data.load(data.game_file(GAME_ID, "texts.yaml"))
    return {k: n.texts() for k, n in node.get("inspect", {}).items()}


def inspect_text(kind: str, ident: Any, lang: str, defs: KaijuDefs) -> tuple[str, str]:
    """(name, what it does) of a piece: kind is "kaiju", "mecha", "double", "die", "back", "wound",
    "pile" or "discard"; `ident` its value, face or count. Words from data/kaiju/texts.yaml `inspect:`."""
    words = inspect_words()

    def w(key: str, **kw: Any) -> str:
        entry = words.get(key, {})
        return i18n.fill(str(entry.get(lang) or entry.get("en") or key), lang, **kw)

    if kind == "kaiju":
        v = int(ident)
        card = defs.card(v)
        parts: list[str] = [w("points", n=v)]
        if card is not None and card.special == "majority":
            parts.append(w("majority", bonus=defs.majority_bonus))
        elif card is not None and card.special == "wound":
            parts.append(w("wound", points=defs.wound_points))
        elif card is not None and card.special == "take_all":
            parts.append(w("take_all", v=v))
        elif card is not None:
            effects = [w(f"effect.{e}") for e in card.effects]
            parts.append(w("play_one" if len(effects) > 1 else "play", effects=" / ".join(effects)))
        if card is not None:
            parts.append(w("count", n=card.count))
        return w("kaiju_name", v=v), " ".join(parts)
    if kind == "mecha":
        return w("mecha_name", f=ident), w("mecha", f=ident, points=defs.mecha_points)
    if kind == "double":
        return w("double_name", f=ident), w("double", f=ident)
    if kind == "die":
        return w("die_name", f=ident), w("die")
    if kind == "wound":
        return w("wound_name"), w("wound_token", points=defs.wound_points)
    if kind == "pile":
        return w("pile_name", n=ident), w("pile")
    if kind == "discard":
        return w("discard_name", n=ident), w("discard")
    return w("back_name"), w("back")


def describe_play(entry: dict[str, Any], names: list[str]) -> str:
    """What a played card (an entry of the model's stack) will do, in words: its choices are
    announced with the card, so the others know what they would cancel."""
    effect, args = entry["effect"], entry.get("args", [])
    if effect == "reroll":
        return t("kaiju.what.reroll_both") if len(args) == 2 else t("kaiju.what.reroll", die=args[0])
    if effect == "steal":
        return t("kaiju.what.steal", who=names[args[0]])
    if effect == "set":
        return t("kaiju.what.set", die=args[0], face=args[1])
    if effect == "draw":
        return t("kaiju.what.draw")
    who = entry.get("player")
    return t("kaiju.what.cancel", who=names[who] if who is not None else "", card=entry.get("target_card", ""))


def play_stake(entry: dict[str, Any], model: KaijuModel, viewer: int | None) -> str:
    """What a played reroll could give its player, from what the table shows: a double of the die it
    keeps takes the Mecha of that face (« un double 6 lui donnerait le Mecha 6 »); "" when nothing is
    said. The question « L'annuler ? » said nothing of it, and a let-through reroll took a Mecha 6
    (nc36 shots 076, 077)."""
    if entry.get("effect") != "reroll" or not model.dice or len(model.dice) != 2:
        return ""
    args, roller = entry.get("args", []), entry.get("seat")
    if len(args) == 1 and args[0] in (1, 2):
        kept = model.dice[2 - args[0]]
        if kept in model.mecha_table:
            return t("kaiju.stake.mecha", face=kept)
        if viewer is not None and viewer != roller and kept in model.players[viewer].mechas:
            return t("kaiju.stake.yours", face=kept)
        return ""
    if model.mecha_table:
        return t("kaiju.stake.any")
    return ""

