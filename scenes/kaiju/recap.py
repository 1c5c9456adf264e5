"""The last turn of another seat, in one sentence (nc59, nc60: « the bot's turn goes by fast »): its roll,
the cards it played and which were cancelled, what it stole and took, and what the turn brought it. Pure:
from the events the screen showed, never the engine; the table keeps it beside the dice until the person
rolls."""

from __future__ import annotations

from game.core import Event
from game.i18n import t
from game.kaiju.defs import KaijuDefs


def _card(card: int | str) -> str:
    """A card as the words name it: a Kaiju by its value, a Mecha as « le Mecha 5 »."""
    if isinstance(card, str) and card.startswith("M"):
        return t("kaiju.recap.mecha_card", face=int(card[1:]))
    return t("kaiju.recap.kaiju_card", card=card)


def _and(items: list[str]) -> str:
    if len(items) < 2:
        return "".join(items)
    return t("kaiju.recap.and", a=", ".join(items[:-1]), b=items[-1])


def last_turn(shown: list[Event], viewer: int | None) -> tuple[int, list[Event]] | None:
    """The last whole turn of another seat among the shown events (from its `turn_start` to the next one):
    (its seat, its events); None when the last turn shown is the viewer's or there is none."""
    starts = [i for i, ev in enumerate(shown) if ev.kind == "turn_start"]
    for k in range(len(starts) - 1, -1, -1):
        seat = shown[starts[k]].seat
        if seat is None:
            continue
        if seat == viewer:
            if k == len(starts) - 1:
                continue  # the viewer's turn now: the turn before it is the one to say
            return None
        end = starts[k + 1] if k + 1 < len(starts) else len(shown)
        return seat, shown[starts[k]:end]
    return None


def turn_recap(owner: int, events: list[Event], viewer: int | None, names: list[str], defs: KaijuDefs) -> str:
    """One sentence: « Tour de Bot 2 : dés 5 et 6, prend la carte 11 : +11 points. »"""
    parts: list[str] = []
    points = 0

    def who(seat: int) -> str:
        return names[seat] if 0 <= seat < len(names) else str(seat)

    for ev in events:
        d = ev.data
        if ev.kind == "dice_rolled" and ev.seat == owner:
            parts.append(t("kaiju.recap.roll", a=d["dice"][0], b=d["dice"][1]))
        elif ev.kind == "dice_rerolled":
            parts.append(t("kaiju.recap.rerolled", card=d["card"], a=d["dice"][0], b=d["dice"][1]))
        elif ev.kind == "die_set":
            parts.append(t("kaiju.recap.set", card=d["card"], a=d["dice"][0], b=d["dice"][1]))
        elif ev.kind == "card_played" and ev.seat == owner:
            points -= int(d["card"])
            if d["effect"] == "cancel":
                continue  # said by its effect_cancelled
            parts.append(t("kaiju.recap.played", card=d["card"], effect=d["effect"]))
        elif ev.kind == "effect_cancelled":
            by, of = ev.seat, d["player"]
            if of == owner:
                parts.append(t("kaiju.recap.cancelled", card=d["card"], by=who(by) if by is not None else "",
                               you="yes" if by == viewer else "no"))
            elif by == owner:
                parts.append(t("kaiju.recap.cancels", card=d["card"], whose=who(of),
                               you="yes" if of == viewer else "no"))
        elif ev.kind == "card_stolen" and ev.seat == owner:
            card = d["card"]
            if d.get("kept", True):
                points += defs.mecha_points if isinstance(card, str) else int(card)
            parts.append(t("kaiju.recap.stole", card=_card(card), victim=who(d["from"]),
                           you="yes" if d["from"] == viewer else "no"))
        elif ev.kind == "card_stolen" and d.get("from") == owner:
            card = d["card"]
            points -= defs.mecha_points if isinstance(card, str) else int(card)
        elif ev.kind == "wound_taken" and ev.seat == owner:
            points += int(d["points"])
            parts.append(t("kaiju.recap.wound", points=-int(d["points"])))
        elif ev.kind == "steal_failed" and ev.seat == owner:
            parts.append(t("kaiju.recap.steal_failed", victim=who(d["from"]),
                           you="yes" if d["from"] == viewer else "no"))
        elif ev.kind == "cards_taken" and ev.seat == owner:
            cards = [int(c) for c in d["cards"]]
            points += sum(cards)
            parts.append(t("kaiju.recap.took", cards=_and([str(c) for c in cards]), count=len(cards)))
        elif ev.kind == "mecha_taken" and ev.seat == owner:
            points += defs.mecha_points
            parts.append(t("kaiju.recap.took_mecha", face=d["mecha"], points=defs.mecha_points))
        elif ev.kind == "nothing_taken" and ev.seat == owner:
            parts.append(t("kaiju.recap.nothing"))
    if not parts:
        return ""
    return t("kaiju.recap.turn", who=who(owner), what=", ".join(parts), points=points,
             sign="plus" if points > 0 else "minus" if points < 0 else "zero", size=abs(points))
