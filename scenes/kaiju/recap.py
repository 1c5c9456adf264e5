"""The last turn of another seat, in one sentence (nc59, nc60: « the bot's turn goes by fast »): its roll,
the cards it played and which were cancelled, what it stole and took, and what the turn brought it. Pure:
from the events the screen showed, never the engine; the table keeps it beside the dice until the person
rolls."""

from __future__ import annotations

from collections import Counter

from game import i18n
from game.core import Event
from game.i18n import t
from game.kaiju.defs import KaijuDefs


def _card(card: int | str) -> str:
    """A card as the words name it: a Kaiju by its value, a Mecha as « le Mecha 5 »."""
    if isinstance(card, str) and card.startswith("M"):
        return t("kaiju.recap.mecha_card", face=int(card[1:]))
    return t("kaiju.recap.kaiju_card", card=card)




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


def turn_recaps(owner: int, events: list[Event], viewer: int | None, names: list[str], defs: KaijuDefs,
                ones: dict[int, int] | None = None) -> list[str]:
    """The sentence in shorter and shorter forms, the fullest first: the table shows the first that fits its
    room (nc61 shot-081: five lines cut before the Bilan's number). The least useful part goes first (the
    roll, then the dice a card turned or rerolled, then the cancels and the cards played to no end); what
    the turn took, stole and cost stays, and the Bilan always. `ones`: the 1s each seat holds after the turn
    as the screen has seen them, to count the bonus of the most 1s that the turn moved, as the panels count
    it (nc61 shot-107: « Bilan : −5 points » on the turn the bot moved ahead on the 1s, a bonus of 15)."""
    parts: list[tuple[int, str]] = []  # (how soon it goes when room lacks, 0: never, its words)
    points = 0
    played: dict[int, tuple[int, str]] = {}  # a card played, not yet said -> (its place in `parts`, its effect)
    moved: Counter[int] = Counter()  # the 1s the turn moved, seat by seat

    def who(seat: int) -> str:
        return names[seat] if 0 <= seat < len(names) else str(seat)

    def outcome(card: int, rank: int, text: str) -> None:
        """A played card's result said in place of « joue son N (…) », the card named once."""
        at = played.pop(card, None)
        if at is not None:
            parts[at[0]] = (rank, text)
        else:
            parts.append((rank, text))

    for ev in events:
        d = ev.data
        if ev.kind == "dice_rolled" and ev.seat == owner:
            parts.append((3, t("kaiju.recap.roll", a=d["dice"][0], b=d["dice"][1])))
        elif ev.kind == "dice_rerolled":
            outcome(int(d["card"]), 2, t("kaiju.recap.rerolled", card=d["card"], a=d["dice"][0], b=d["dice"][1]))
        elif ev.kind == "die_set":
            outcome(int(d["card"]), 2, t("kaiju.recap.set", card=d["card"], a=d["dice"][0], b=d["dice"][1]))
        elif ev.kind == "card_played" and ev.seat == owner:
            points -= int(d["card"])
            if d["effect"] == "cancel":
                continue  # said by its effect_cancelled
            played[int(d["card"])] = (len(parts), d["effect"])
            parts.append((1, t("kaiju.recap.played", card=d["card"], effect=d["effect"])))
        elif ev.kind == "effect_cancelled":
            by, of = ev.seat, d["player"]
            if of == owner:
                text = t("kaiju.recap.cancelled", card=d["card"], by=who(by) if by is not None else "",
                         you="yes" if by == viewer else "no", effect=d.get("effect", ""))
                outcome(int(d["card"]), 1, text)
            elif by == owner:
                parts.append((1, t("kaiju.recap.cancels", card=d["card"], whose=who(of),
                                   you="yes" if of == viewer else "no")))
        elif ev.kind == "card_stolen" and ev.seat == owner:
            card = d["card"]
            if d.get("kept", True):
                points += defs.mecha_points if isinstance(card, str) else int(card)
            if not isinstance(card, str) and int(card) in defs.majority_values:
                moved[owner] += 1
                moved[d["from"]] -= 1
            text = t("kaiju.recap.stole", card=_card(card), victim=who(d["from"]),
                     you="yes" if d["from"] == viewer else "no")
            if d.get("mecha_wanted") is None:
                # its 4 (or 11): « son 11 vous vole un 5 »
                steal = next((c for c, (_, effect) in played.items() if effect == "steal"), None)
                if steal is not None:
                    outcome(steal, 0, t("kaiju.recap.card_stole", card=steal, what=text))
                    continue
            parts.append((0, text))
        elif ev.kind == "card_stolen" and d.get("from") == owner:
            card = d["card"]
            points -= defs.mecha_points if isinstance(card, str) else int(card)
            if not isinstance(card, str) and int(card) in defs.majority_values:
                moved[owner] -= 1
                if ev.seat is not None:
                    moved[ev.seat] += 1
        elif ev.kind == "wound_taken" and ev.seat == owner:
            points += int(d["points"])
            parts.append((0, t("kaiju.recap.wound", points=-int(d["points"]))))
        elif ev.kind == "steal_failed" and ev.seat == owner:
            text = t("kaiju.recap.steal_failed", victim=who(d["from"]), you="yes" if d["from"] == viewer else "no")
            steal = next((c for c, (_, effect) in played.items() if effect == "steal"), None)
            if steal is not None:
                outcome(steal, 0, t("kaiju.recap.card_stole", card=steal, what=text))
            else:
                parts.append((0, text))
        elif ev.kind == "cards_taken" and ev.seat == owner:
            cards = [int(c) for c in d["cards"]]
            points += sum(cards)
            moved[owner] += sum(1 for c in cards if c in defs.majority_values)
            parts.append((0, t("kaiju.recap.took", cards=i18n.listed(cards), count=len(cards))))
        elif ev.kind == "mecha_taken" and ev.seat == owner:
            points += defs.mecha_points
            parts.append((0, t("kaiju.recap.took_mecha", face=d["mecha"], points=defs.mecha_points)))
        elif ev.kind == "nothing_taken" and ev.seat == owner:
            parts.append((0, t("kaiju.recap.nothing")))
    if not parts:
        return []
    bonus = _bonus_moved(owner, ones, moved, defs)
    points += bonus
    bilan = t("kaiju.recap.bilan", sign="plus" if points > 0 else "minus" if points < 0 else "zero",
              size=abs(points))
    # the bonus the viewer lost to this turn, said from their side (nc62 shot-079: a 1 stolen moved the bonus
    # from a tie to the bot alone, « Bilan : +1 point », and the person had lost 16)
    lost = viewer is not None and viewer != owner and _bonus_moved(viewer, ones, moved, defs) < 0
    gained = "yes" if bonus > 0 else "no"
    if bonus > 0 and ones is not None and list(ones.values()).count(max(ones.values())) > 1:
        gained = "share"  # caught up to a tie: the bonus is shared, not taken (nc63 shot-064)
    if lost:
        gained = "yours" if bonus > 0 else "your_share"
        most = max(ones.values(), default=0) if ones is not None else 0
        if bonus == 0 and ones is not None and ones.get(owner, 0) < most:
            # f52: with three or more, its steal from a tie of yours can leave the bonus to a third seat
            gained = "your_share_lost"
    tail = [t("kaiju.recap.bonus", gained=gained, points=defs.majority_bonus)] if bonus or lost else []
    out: list[str] = []
    for keep in (3, 2, 1, 0):
        said = [text for rank, text in parts if rank <= keep]
        if said or tail:
            what = _and_last(said, tail)
            sentence = t("kaiju.recap.turn", who=who(owner), what=what, bilan=bilan)
        else:
            sentence = t("kaiju.recap.turn_short", who=who(owner), bilan=bilan)
        if sentence not in out:
            out.append(sentence)
    short = t("kaiju.recap.turn_short", who=who(owner), bilan=bilan)
    if short not in out:
        out.append(short)
    return out


def _and_last(said: list[str], tail: list[str]) -> str:
    """The parts joined by commas, the bonus after the last one with « et »."""
    if not tail:
        return ", ".join(said)
    return i18n.listed([", ".join(said), tail[0]]) if said else tail[0]


def _bonus_moved(owner: int, ones: dict[int, int] | None, moved: Counter[int], defs: KaijuDefs) -> int:
    """The bonus of the most 1s the turn brought its owner (+), took from it (−), or 0: who holds it after the
    turn (`ones`, as the screen saw them) against who held it before (those counts less what the turn moved)."""
    if ones is None or not defs.majority_bonus or not any(moved.values()):
        return 0

    def holds(counts: dict[int, int]) -> bool:
        most = max(counts.values(), default=0)
        return most > 0 and counts.get(owner, 0) == most

    before = {s: n - moved.get(s, 0) for s, n in ones.items()}
    now, then = holds(ones), holds(before)
    return defs.majority_bonus if now and not then else -defs.majority_bonus if then and not now else 0


def turn_recap(owner: int, events: list[Event], viewer: int | None, names: list[str], defs: KaijuDefs,
               ones: dict[int, int] | None = None) -> str:
    """One sentence, the fullest: « Tour de Bot 2 : dés 5 et 6, prend la carte 11. Bilan : +11 points. »"""
    said = turn_recaps(owner, events, viewer, names, defs, ones)
    return said[0] if said else ""
