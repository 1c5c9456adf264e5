"""What the engine asks a seat of Elementary Evolution, in the words and places of the table.

Pure Python (no pygame): from the seat's legal actions (read from the feed) and the decision on
top of the public stack, `Asked` says what each action means to a person: the button path that
takes it, the label of a hand card's destination, the place on the table a click takes it at,
and the sentence that asks. The table's controls (scenes/evolution/controls.py) turn this into
buttons and input; the table draws the places it names.

A place is a tuple: ("pile", seat, pile), ("quick", seat), ("main", seat), ("zone", seat) or
("centre",).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from game import i18n
from game.core import Action, act
from game.evolution.bots import tenths
from game.evolution.defs import EvolutionDefs
from game.i18n import t
from scenes.evolution.model import Model

GAME = "evolution"
PILE_LETTERS = ("A", "F", "T", "E")  # Air, Feu, Terre, Eau: the piles in data order, as the keys
CARD_ACTS = ("play", "discard", "tornado", "cascade", "block")
CARD_ACTS_ORDER = ("play", "cascade", "tornado", "discard", "block")  # the buttons' order for a hand card
DEST_ORDER = ("quick", "main")
QUICK_COL, MAIN_COL = 5, 6
# the powers that answer a burn aimed at their holder: rooting every pile, shielding a card, cancelling
ANSWERS = ("root_all", "protect", "cancel")  # the discards' columns in a zone (the order the keyboard walks them)

Place = tuple[Any, ...]
Task = dict[str, Any]  # one decision of the view's stack (its kind under "t")


def name_of(value: Any) -> str:
    """A card, pile, creature or discard in the player's language."""
    return i18n.name(GAME, value)


@dataclass(frozen=True)
class Choice:
    """An action as the prompt offers it: the button labels from the top of the prompt down to it."""

    path: tuple[str, ...]
    action: Action
    kind: str


@dataclass(frozen=True)
class Asked:
    """The legal actions of one moment and the decision on top of the stack, with what each means."""

    legal: list[Action]
    task: Task | None
    model: Model  # the position drawn (pile labels, who holds a creature)
    names: list[str]  # the seats' names
    defs: EvolutionDefs
    seat: int | None = None  # the mage asked (a creature it already holds is "yours" in the question)

    @property
    def elements(self) -> tuple[str, ...]:
        return tuple(self.defs.elements)

    def default(self) -> Action | None:
        """The answer Enter gives with no button focused: end the turn, pass, or draw; a burn or a rooting
        with one target, or a creature only one mage may receive, is done (its button marked ⏎), its
        alternative (skip, block) still a button."""
        plain = next((a for kind in ("end", "pass", "draw") for a in self.legal if a.kind == kind), None)
        if plain is not None or self.task is None:
            return plain
        if self.tornado_idle():  # f50 (nc62: « Ne pas appliquer l'effet » clicked after every Air card)
            return next((a for a in self.legal if a.kind == "skip"), None)
        if self.task["t"] == "effect" and self.task["effect"] in ("burn", "root"):  # a Tornado picks its cards
            doing = [a for a in self.legal if a.kind == self.task["effect"]]
            return doing[0] if len(doing) == 1 else None
        if self.task["t"] == "dest":
            # f48 (nc60: many small questions a turn): a burnt card was the top of its pile, so it fits there again at
            # once, and the quick discard comes back first into the draw pile: that one is the default (⏎), the main
            # one still a button (the prompt says why)
            return next((a for a in self.legal if a.kind == "dest" and a.args[0] == "quick"), None)
        keep = next((a for a in self.legal if a.kind == "keep"), None)
        if self.task["t"] == "release" and keep is not None:
            return keep  # the token stays where it is: Enter never hands a power to a new opponent
        if self.task["t"] in ("release", "give"):
            gives = [a for a in self.legal if a.kind == "give"]
            return gives[0] if len(gives) == 1 else None
        return None

    def tornado_idle(self) -> bool:
        """A Tornado with nothing worth sending away: every card in hand is an Ether, fits its pile now, or
        lacks only levels that the other cards in hand (Ethers too) fill (nc62 shots 075, 098: Terre 0, Terre 1
        and an Ether, then a lone Terre 3 that fitted, and the question each time). Its skip is then the
        default (Enter), and the question says why."""
        task = self.task or {}
        if task.get("t") != "effect" or task.get("effect") != "tornado" or self.seat is None:
            return False  # only a Tornado's question reads the hand (a release's asks nothing of it)
        hand = list(self.model.hand or [])
        if not hand or self.model.variant == "fusion" or not any(a.kind == "skip" for a in self.legal):
            return False
        piles = self.model.mages[self.seat].piles
        ethers = sum(1 for c in hand if self.defs.cards[c].is_ether)
        for c in hand:
            d = self.defs.cards[c]
            if d.is_ether:
                continue
            assert d.level is not None
            height = len(piles.get(d.element, []))
            if d.level < height:  # dead: its level is already on the pile
                return False
            missing = [lv for lv in range(height, d.level) if f"{d.element}{lv}" not in hand]
            if len(missing) > ethers or any(not self.defs.ether_min <= lv <= self.defs.ether_max for lv in missing):
                return False
        return True

    def only_answer(self) -> Action | None:
        """The one legal answer when the engine leaves no choice: a question would only confirm it."""
        return self.legal[0] if len(self.legal) == 1 else None

    def said_alone(self, a: Action, told: bool = False) -> str:
        """The sentence that tells the person an answer was taken for them (the only one there was);
        `told`: a creature was already given for want of an Ether this game, so the advice is not
        repeated (nc14 read the long sentence six times and never learnt whether to care)."""
        task = self.task or {}
        if a.kind == "end":
            return t("evolution.auto.end")
        if a.kind == "give":  # why there was no choice, in the same sentence (issue 24, finding 6)
            why = {"release": "no_ether", "give": "centre"}.get(str(task.get("t")), "other")
            if why == "no_ether" and told:
                why = "no_ether_again"
            return t("evolution.auto.give", creature=name_of(a.args[0]), who=self.names[int(a.args[1])], why=why)
        if a.kind == "draw":
            return t("evolution.auto.draw", n=task.get("count", 0))
        if a.kind == "dest" and self.seat is not None:  # why no discard was asked (issue 24, finding 11)
            state = self.model.mages[self.seat].quick_state
            return t("evolution.auto.dest", card=name_of(task.get("card", "")), quick=state)
        choice = self.choice_for(task.get("seat", 0), a)
        return t("evolution.auto.only", what=" · ".join(choice.path) if choice is not None else str(a))

    def first(self, kind: str) -> Action | None:
        return next((a for a in self.legal if a.kind == kind), None)

    def powers(self) -> set[Action]:
        return {a for a in self.legal if a.kind == "power"}

    def creatures(self) -> set[str]:
        """The creatures whose power could be used now (whatever their targets)."""
        return {str(a.args[0]) for a in self.legal if a.kind == "power"}

    def could_place(self) -> bool:
        """Whether a hand card could go anywhere now."""
        return any(a.kind in CARD_ACTS for a in self.legal)

    def is_moment(self) -> bool:
        """An out-of-turn power window ("use a power now or pass")."""
        return self.task is not None and self.task["t"] == "moment"

    # -- hand cards ------------------------------------------------------------------------------
    def card_actions(self, card: str) -> list[Action]:
        """The legal actions that use the hand card `card` (any Ether stands for the one the engine names)."""
        ether = self.defs.cards[card].is_ether
        out = []
        for a in self.legal:
            if a.kind in CARD_ACTS and a.args:
                arg = str(a.args[0])
                if arg == card or (ether and self.defs.cards[arg].is_ether):
                    out.append(a)
        # nc20 shots 72-74: the « Poser sur … » buttons came in the engine's order, which changed from
        # card to card, and a habit click put an Ether on the wrong pile: one order, the table's
        return sorted(out, key=self._card_order)

    def _card_order(self, a: Action) -> tuple[int, int]:
        """Where a hand card's destination button stands: placing on the piles in the table's order
        (Fire, Air, Earth, Water), then the Cascades, the Tornado, the discards, holding back."""
        rank = CARD_ACTS_ORDER.index(a.kind) if a.kind in CARD_ACTS_ORDER else len(CARD_ACTS_ORDER)
        second = str(a.args[1]) if len(a.args) > 1 else ""
        if a.kind in ("play", "cascade") and second in self.elements:
            return rank, self.elements.index(second)
        return rank, DEST_ORDER.index(second) if second in DEST_ORDER else len(DEST_ORDER)

    def card_label(self, a: Action, short: bool = False) -> tuple[str, str]:
        """A hand card's destination as a button: (label, colour kind). `short`: a placing that gives a
        creature names only the pile (nc23 shot 76: « Poser sur Feu (F) · donne Salaman… » was cut)."""
        k = a.kind
        if k in ("play", "cascade"):
            pile = str(a.args[1])
            key = "evolution.put_on" if k == "play" else "evolution.cascade_on"
            label = t(key, pile=name_of(pile), letter=PILE_LETTERS[self.elements.index(pile)])
            freed = self.frees(str(a.args[0]))
            if freed is not None and short and k == "play":
                label = t("evolution.put_on_short", pile=name_of(pile), letter=PILE_LETTERS[self.elements.index(pile)])
            if freed is not None:  # nc22 shot 81: the cost on the very button that pays it
                label = t("evolution.put_gives", put=label, creature=name_of(freed[0]))
            return label, k
        if k in ("discard", "tornado"):
            return t(f"evolution.to.{a.args[1]}"), k
        return self.block_label(), k

    def pending_text(self, card: str) -> str | None:
        """With a hand card picked while a Tornado waits: the card goes only to a discard until the effect
        is done or skipped, said where the eye is (nc23 shot 98: Air 3 clicked onto its pile was refused
        by « D'abord l'effet de la carte posée », the Tornado of Air 2 pending unsaid); None otherwise."""
        task = self.task
        if task is None or task["t"] != "effect" or task.get("effect") != "tornado" or self.first("skip") is None:
            return None
        return t("evolution.prompt.effect_pending", card=name_of(task["card"]), selected=name_of(card),
                 pile="yes" if self.fits_a_pile(card) else "no")

    def fits_a_pile(self, card: str) -> bool:
        """Whether the hand card `card` would fit one of the asked mage's piles (the engine's `fits`, read
        from the view): nc33 shot 99 was told to skip the Tornado to place Air 1 on an Air pile at 3."""
        seat = self.seat if self.seat is not None else self.model.seat
        if seat is None:
            return False
        c, d = self.defs.cards[card], self.defs
        for pile, cards in self.model.mages[seat].piles.items():
            n = len(cards)
            if c.is_ether and d.ether_min <= n <= d.ether_max:
                return True
            if not c.is_ether and c.level == n and (self.model.variant == "fusion" or c.element == pile):
                return True
        return False

    def block_frees(self) -> tuple[str, str, int] | None:
        """What holding a creature back with an Ether frees in its place, said before the click (issue
        24: a newcomer's Ether, the 2nd in the centre, freed Dhyâna for the bot with no word): (the
        creature, who gets it, the Ether's rank in the centre), or None when it frees nothing."""
        n = len(self.model.centre) + 1
        cid = self.defs.centre_release(n, self.model.tokens)
        if cid is None:
            return None
        me = self.seat if self.seat is not None else self.model.seat
        rivals = [s for s in range(self.model.num_seats) if s != me and s not in self.model.finished]
        who = self.names[rivals[0]] if len(rivals) == 1 else t("evolution.an_opponent")
        return name_of(cid), who, n

    def rival_near(self, card: str) -> tuple[str, int]:
        """The rival closest to placing their own `card` (the symbol card that frees a creature held back
        by an Ether), when it fits now (0) or a level from now (1): (their name, the gap), else ("none",
        0). nc27 shots 92-97: an Ether held the Phénix back and the bot's Feu 4 freed it the next turn."""
        me = self.seat if self.seat is not None else self.model.seat
        c = self.defs.cards[card]
        best: tuple[int, int] | None = None
        for s, mage in enumerate(self.model.mages):
            if s == me or s in self.model.finished or c.level is None:
                continue
            pile = mage.piles.get(str(c.element), [])
            gap = c.level - len(pile)
            seen = card in mage.quick or card in mage.main or card in pile
            if not seen and 0 <= gap <= 1 and (best is None or gap < best[0]):
                best = (gap, s)
        return (self.names[best[1]], best[0]) if best is not None else ("none", 0)

    def cascade_risks(self) -> list[tuple[int, str, bool, Any]]:
        """The mages this burn may aim at who could counter it with a Cascade, the Water card it takes, and
        whether that card is surely in hand, from what the table shows (nc34 shots 47, 62: both first Fires
        countered, each Cascade raising the bot's Water pile, unwarned). The hands are hidden: « peut »; but
        with the draw pile empty and the card nowhere else in sight, it is in the hand (nc59 shot 176)."""
        seats = sorted({int(a.args[0]) for a in self.legal if a.kind == "burn"})
        out = []
        fusion = self.model.variant == "fusion"
        for s in seats:
            mage = self.model.mages[s]
            seen = [*(c for pile in mage.piles.values() for c in pile), *mage.quick, *mage.main]
            card = self.defs.cascade_card(mage.piles, seen, mage.hand_count, fusion)
            if card is not None:
                chance = self.defs.cascade_chance(mage.piles, seen, mage.hand_count, mage.draw_count, fusion)
                out.append((s, card, chance >= 1.0, tenths(chance)))
        return out

    def cascade_words(self, short: bool = False) -> str:
        """One sentence after the burn's question: who may counter it with a Cascade (none: empty); `short`, its
        odds in fewest words, after the Sirène's warning (the question's three lines)."""
        risks = self.cascade_risks()
        if not risks:
            return ""
        listed = ", ".join(f"{self.names[s]} ({name_of(card)})" for s, card, _, _ in risks)
        # nc65 (089-092, 146): « burning often just lets the defender lay their next Eau for free »: the Cascade
        # raises the defender's Water pile, said with the odds Conseil reckons
        odds = risks[0][3] if isinstance(risks[0][3], int) else "none"
        return " " + t("evolution.cascade_risk", n=len(risks), who=self.names[risks[0][0]],
                       card=name_of(risks[0][1]), list=listed, sure=int(risks[0][2]), odds=odds,
                       short=int(short))

    def redirectors(self) -> list[tuple[str, int]]:
        """The unused creatures that turn a burn back, held by a rival of the mage asked: (creature,
        holder). A burn aimed at that rival may come back on one's own free card (nc13: the Sirène
        given away a turn before sent the person's Fire back onto their Water 1, with no warning)."""
        me = self.seat if self.seat is not None else self.model.seat
        out = []
        for cid, tok in self.model.tokens.items():
            holder = tok.get("holder")
            if (tok.get("state") == "held" and holder is not None and holder != me
                    and self.defs.creatures[cid].power == "redirect"):
                out.append((cid, int(holder)))
        return out

    def block_label(self) -> str:
        """The "hold back" button, naming the creature its Ether frees when it frees one."""
        frees = self.block_frees()
        if frees is None:
            return t("evolution.block")
        return t("evolution.block_frees", creature=frees[0], who=frees[1])

    def frees(self, card: str) -> tuple[str, str, bool] | None:
        """What placing the hand card `card` (on a pile, or in a Cascade) hands the opponents: (the
        creature, who gets it, whether an Ether in hand could hold it back), or None when it frees no
        creature (no symbol, its power used, this mage's own gift, or held by this mage who may keep
        it) or the card may not be placed now."""
        cid = self.defs.symbol.get(card)
        seat = self.seat if self.seat is not None else self.model.seat
        placed = any(a.kind in ("play", "cascade") and a.args[0] == card for a in self.legal)
        if cid is None or seat is None or not placed:
            return None
        tok = self.model.tokens.get(cid, {})
        if tok.get("state") == "used" or (tok.get("state") == "held" and seat in (tok.get("giver"), tok.get("holder"))):
            return None  # nothing is released, or the creature may stay in this mage's hands
        ether = any(self.defs.cards[c].is_ether for c in self.model.hand or [])
        rivals = [s for s in range(self.model.num_seats) if s != seat and s not in self.model.finished]
        who = self.names[rivals[0]] if len(rivals) == 1 else t("evolution.an_opponent")
        return cid, who, ether

    def release_warning(self, card: str) -> str | None:
        """What placing `card` hands the opponents, said before the click (issue 24: nothing warned that a
        card with a symbol gives a rival a power); None when it frees nothing (see `frees`)."""
        freed = self.frees(card)
        if freed is None:
            return None
        power = self.defs.creatures[freed[0]].power  # what it can do to the person (nc11: a Sirène given away)
        who = freed[1] if freed[1] != t("evolution.an_opponent") else t("evolution.an_opponent_short")
        return t("evolution.prompt.frees", card=name_of(card), creature=name_of(freed[0]), who=who,
                 power=power, ether=int(freed[2]))

    def gift_question(self, action: Action) -> str | None:
        """The question asked before `action` lands when it places a card that hands a creature to a
        rival with no Ether in hand to hold it back: what the rival may then do to the person (nc33
        shot 79: Air 2 gave the Sylphe, and its extra turn, with a warning seen only when the card was
        picked); None for any other action."""
        if action.kind not in ("play", "cascade") or action not in self.legal:
            return None
        card = str(action.args[0])
        freed = self.frees(card)
        if freed is None or freed[2]:
            return None  # nothing given, or an Ether in hand: the question after the placement offers it
        power = self.defs.creatures[freed[0]].power
        return t("evolution.confirm_gift", card=name_of(card), creature=name_of(freed[0]), who=freed[1],
                 power=power)

    def frees_tag(self, card: str) -> str | None:
        """The short words on the piles a card that frees a creature may go to, where the eye is when
        placing it (issue 24: a newcomer read the prompt's warning too late, four times)."""
        freed = self.frees(card)
        if freed is None:
            return None
        return t("evolution.frees_tag", creature=name_of(freed[0]), who=freed[1], ether=int(freed[2]))

    def refused_play(self, card: str) -> Action:
        """What picking a card that takes no legal action means (to hear the engine's refusal)."""
        c = self.defs.cards[card]
        return act("play", card, c.element if c.element in self.elements else self.elements[0])

    # -- the prompt's buttons --------------------------------------------------------------------
    def button_names(self) -> list[str]:
        """The seats as the buttons name them: without a bracketed ending, a bot's level, when the names
        stay apart (nc19 shots 118, 45: « Bot 2 (à votre mesure) · tient Sirè… » cut off, and « Bot 2 (à
        votre mesure) (au choix) ▸ »); the prompt above still says the whole name."""
        short = [re.sub(r"\s*\([^()]*\)$", "", n) or n for n in self.names]
        return short if len(set(short)) == len(short) else list(self.names)

    def _arg_labels(self, seat: int, args: list[Any]) -> tuple[str, ...]:
        out: list[str] = []
        target = seat
        for a in args:
            if isinstance(a, int):
                target = a
                out.append(self.button_names()[a])
            elif a in self.elements:
                out.append(self.model.pile_label(target, a))
            else:
                out.append(name_of(a))
        return tuple(out)

    def choice_for(self, seat: int, a: Action) -> Choice | None:
        """The button path of an action (hand-card actions are played by clicking the card)."""
        k, task, names, m = a.kind, self.task or {}, self.button_names(), self.model
        simple = {"end": "evolution.end_turn", "skip": "evolution.skip"}
        if k in ("play", "discard", "tornado"):
            return None
        if k in simple:
            return Choice((t(simple[k]),), a, k)
        if k == "block":
            return Choice((self.block_label(),), a, k)
        if k == "pass":
            words = {"burn": "evolution.let_burn", "moment": "evolution.keep_later"}
            key = words.get(str(task.get("t")), "evolution.pass")
            return Choice((t(key),), a, k)
        if k == "first":  # the people decide who starts among the tied mages
            return Choice((t("evolution.first", who=names[int(a.args[0])]),), a, k)
        if k == "draw":
            return Choice((t("evolution.draw", n=task.get("count", 0)),), a, k)
        if k == "give":
            return Choice((t("evolution.give", who=names[int(a.args[1])]),), a, k)
        if k == "keep":
            holder = m.tokens[task["creature"]]["holder"] if task.get("creature") else None
            if holder is not None and holder == seat:  # nc13: « Laisser à Joueur 1 », read by Joueur 1
                return Choice((t("evolution.keep_mine"),), a, k)
            return Choice((t("evolution.keep", who=names[holder] if holder is not None else ""),), a, k)
        if k == "burn":
            aimed = int(a.args[0])
            who = names[aimed]
            turned = [cid for cid, holder in self.redirectors() if holder == aimed]
            if turned:  # the button itself says the risk (nc13, shot-56: « Bot 2 (facile) · Feu 2 »)
                who = t("evolution.burn_holder", who=who, creature=name_of(turned[0]))
            return Choice((who, m.pile_label(aimed, str(a.args[1]))), a, k)
        if k == "root":  # nc63 shot 073: « Terre 1 ⏎ » under « cliquez la pile à enraciner »: the button says its act
            return Choice((t("evolution.root_pile", pile=name_of(a.args[0])),), a, k)
        if k == "cascade":  # a Cascade that frees a creature says so on its button (issue 24: Sirène, shot-38)
            freed = self.frees(str(a.args[0]))
            label = t("evolution.cascade", card=name_of(a.args[0]), pile=name_of(a.args[1]))
            if freed is not None:
                label = t("evolution.cascade_frees", card=name_of(a.args[0]), creature=name_of(freed[0]))
            return Choice((label,), a, k)
        if k == "dest":
            return Choice((t(f"evolution.dest.{a.args[0]}"),), a, k)
        if k == "move":
            head = t("evolution.move", creature=name_of(a.args[0]))
            return Choice((head, m.pile_label(seat, str(a.args[1]))), a, k)
        if k == "power":
            cid = str(a.args[0])
            head, rest = name_of(cid), list(a.args[1:])
            as_ = cid
            if self.defs.creatures[cid].power == "copy":
                head, rest, as_ = f"{name_of(cid)} → {name_of(a.args[1])}", list(a.args[2:]), str(a.args[1])
            if self.defs.creatures[as_].power == "burn_all" and as_ == cid:  # Akâsha's copy: too long, as before
                # nc31 shots 97-99: the button says how many cards burn, the person's own among them, before
                # the click (an Ondine moved onto Terre 2 did not save it from the person's own Phénix)
                burns = m.phoenix_burns(seat)
                mine = sum(1 for s, *_ in burns if s == seat)
                return Choice((t("evolution.power_burn_all", creature=head, n=len(burns), mine=mine),), a, k)
            labels = self._arg_labels(seat, rest)
            if self.defs.creatures[as_].power == "condemn_quick" and rest and isinstance(rest[0], int) \
                    and not m.mages[rest[0]].quick:
                # nc40 shots 134-166: « Pouvoir : Elfe · Bot 2 » stood all game while Bot 2's quick discard
                # held nothing: condemning it takes no card now, said on the button
                labels = (t("evolution.quick_empty", who=labels[0]), *labels[1:])
                # nc58 shot 171: read as a power that can do nothing; it only shuts that discard for good now (the
                # rules' « Dorénavant … »): a grey button, its hover says why (`EvolutionTable.power_tip`)
                return Choice((t("evolution.power", creature=head), *labels), a, "power_idle")
            return Choice((t("evolution.power", creature=head), *labels), a, k)
        return Choice((str(a),), a, "group")

    def pick_prompt(self, actions: list[Action]) -> str | None:
        """The question of a power's target step, once « Pouvoir : X · au choix ▸ » is opened: what the
        pick is for (nc27 shots 72, 98: the buttons were the Salamandre's or the Sirène's targets while
        the question above still asked for a hand card, or told the bot's burn). A redirect names the
        rivals who may answer it with a power of their own (nc27 shot 99: a Golem rooted the piles
        and the Fire sent back went out)."""
        if not actions or any(a.kind != actions[0].kind for a in actions):
            return None
        first = actions[0]
        if first.kind == "move":
            return t("evolution.prompt.pick", power="move", akasha="no", answers="none")
        if first.kind != "power" or any(a.args[0] != first.args[0] for a in actions):
            return None
        cid, akasha = str(first.args[0]), "no"
        if self.defs.creatures[cid].power == "copy":
            if any(a.args[1] != first.args[1] for a in actions):
                return t("evolution.prompt.pick_copy")
            cid, akasha = str(first.args[1]), "yes"
        power = self.defs.creatures[cid].power
        answers = "none"
        if power == "redirect":
            me = self.seat if self.seat is not None else self.model.seat
            aimed = {int(x) for a in actions for x in a.args if isinstance(x, int)}
            held = [(c, int(tok["holder"])) for c, tok in self.model.tokens.items()
                    if tok.get("state") == "held" and tok.get("holder") is not None and tok["holder"] != me
                    and int(tok["holder"]) in aimed and self.defs.creatures[c].power in ANSWERS]
            if held:
                c, who = held[0]
                answers = t("evolution.prompt.pick_answer", who=self.names[who], creature=name_of(c))
        return t("evolution.prompt.pick", power=power, akasha=akasha, answers=answers)

    def eggs_to_draw(self) -> int:
        """The Eggs (lowest level) of the person's deck not yet seen: in the draw pile (nc10: with no
        Egg in hand, how many may still come is what the opening turns are about)."""
        mine = self.model.mages[self.seat] if self.seat is not None else None
        if mine is None:
            return 0
        d = self.defs
        eggs = {c for c, card in d.cards.items() if not card.is_ether and card.level == d.min_level}
        seen = [*(self.model.hand or []), *mine.quick, *mine.main, *self.model.limbo.get(self.seat or 0, [])]
        seen += [c for pile in mine.piles.values() for c in pile]
        return max(0, len(eggs) - len(eggs & set(seen)))

    def prompt_text(self) -> str:
        """The question this moment asks the person."""
        task = self.task
        if task is None:
            if any(a.kind == "discard" for a in self.legal) and not any(a.kind == "play" for a in self.legal):
                # round 9: a newcomer without an Egg for nine turns did not know what to do meanwhile
                mine = self.model.mages[self.seat] if self.seat is not None else None
                empty = mine is not None and any(not p for p in mine.piles.values())
                start = mine is not None and not any(mine.piles.values())  # nc25: the usual opening, said so
                # nc13 (shot-153): « la rapide revient d'abord » while the quick discard was condemned
                return t("evolution.prompt.stuck", egg="yes" if empty else "no", eggs=self.eggs_to_draw(),
                         start="yes" if start else "no",
                         draw=mine.draw_count if mine is not None else 0,
                         quick=mine.quick_state if mine is not None else "open")
            return t("evolution.prompt.free")
        tt = task["t"]
        if tt == "release":  # the question names only the answers offered (no Ether: no "hold it back")
            kinds = {a.kind for a in self.legal}
            held_by = self.model.tokens[task["creature"]]["holder"] if "keep" in kinds else None
            if held_by is None:
                way = "block" if "block" in kinds else "give"
            else:  # who holds it already, and what else may be done with it
                rest = "all" if {"give", "block"} <= kinds else "keep_give" if "give" in kinds else "keep_block"
                way = f"{'self' if held_by == self.seat else 'other'}_{rest}"
            holder = self.names[held_by] if held_by is not None and held_by < len(self.names) else ""
            frees = self.block_frees() if way == "block" else None
            # what the creature does, in a few words, where it is given away (issue 24: a newcomer gave
            # the Salamandre, then lost the top of the pile just rooted, unwarned)
            power = t("evolution.power_short", power=self.defs.creatures[task["creature"]].power)
            if frees is not None:  # its own words: an added sentence went under the buttons
                freed, who, n = frees
                cid = name_of(task["creature"])
                return t("evolution.prompt.release_frees", creature=cid, freed=freed, who=who, n=n, power=power)
            # nc23 shots 51, 59: « une fois contre vous » for the Ondine that stays, and « retenez-la » read as
            # for good while the next card with its symbol releases it again: both said here, where it is asked
            cr = self.defs.creatures[task["creature"]]
            rival, gap = self.rival_near(cr.card) if cr.card and way == "block" else ("none", 0)
            # words, not a number: the question's selector reads « now » or « soon » (no plural forms)
            return t("evolution.prompt.release", creature=name_of(task["creature"]), way=way, holder=holder,
                     power=power, kind=cr.power, card=name_of(cr.card) if cr.card else "none", rival=rival,
                     gap="now" if gap == 0 else "soon")

        if tt == "give":
            return t(f"evolution.prompt.{tt}", creature=name_of(task["creature"]))
        if tt == "effect":
            turned = self.redirectors() if task["effect"] == "burn" else []
            if turned:  # nc13: a burn aimed at the holder of the Sirène came back on the person, unwarned
                cid, holder = turned[0]  # its own words: the two lines above the buttons hold it whole
                return t("evolution.prompt.siren_warning", card=name_of(task["card"]), creature=name_of(cid),
                         who=self.names[holder]) + self.cascade_words(short=True)
            more = self.cascade_words() if task["effect"] == "burn" else ""
            if self.tornado_idle():
                return t("evolution.prompt.effect.tornado_idle", card=name_of(task["card"]))
            return t(f"evolution.prompt.effect.{task['effect']}", card=name_of(task["card"])) + more
        if tt == "tornado":
            # nc26 shot 83: Feu 0, put in the quick discard last, was not drawn first: a draw pile too short
            # takes a discard back shuffled, said where the draws are asked for
            mine = self.model.mages[self.seat] if self.seat is not None else None
            back = "none"
            if mine is not None and mine.draw_count < task["count"]:
                back = "quick" if mine.quick_state == "open" and mine.quick else "main" if mine.main else "none"
            return t("evolution.prompt.tornado", n=task["count"], back=back,
                     left=mine.draw_count if mine is not None else 0)
        if tt == "burn":
            who, card, pile = self.names[task["aimer"]], name_of(task["card"]), name_of(task["pile"])
            # nc35 shots 127-128: « contrer avec une Cascade » in the person's own turn, where none is legal
            kinds = {a.kind for a in self.legal}
            ways = {(True, True): "both", (True, False): "cascade", (False, True): "power"}.get(
                ("cascade" in kinds, "power" in kinds), "none")
            return t("evolution.prompt.burn", who=who, card=card, pile=pile, ways=ways)
        if tt == "power":
            label = name_of(task["creature"])
            if task["as"] != task["creature"]:
                label += f" → {name_of(task['as'])}"
            return t("evolution.prompt.cancel", who=self.names[task["seat"]], creature=label)
        if tt == "dest":
            # a Water card in hand, burnt in one's own turn (a Sirène turned the Fire back): no Cascade, and
            # why (nc16 shot-61: the person held Eau 2 and wondered)
            hand = self.model.hand or []
            cascade = self.defs.element_with("cascade")
            water = any(self.defs.cards[c].element == cascade and not self.defs.cards[c].is_ether for c in hand)
            why = "own_turn" if water and task.get("owner") == self.model.current else "other"
            how = str(task.get("how", "burn"))
            if how != "burn":  # a creature's burn: neither a Cascade nor a Sirène answers it (nc18 shot 85)
                siren = [c for c, cr in self.defs.creatures.items() if cr.power == "redirect"]
                held = any(self.model.tokens.get(c, {}).get("holder") == self.seat
                           and self.model.tokens.get(c, {}).get("state") == "held" for c in siren)
                if water or held:
                    why = "power_siren" if held else "power"
                    return t("evolution.prompt.dest", card=name_of(task["card"]), why=why, creature=name_of(how),
                             siren=name_of(siren[0]) if siren else "", quick=int(self.default() is not None))
            return t("evolution.prompt.dest", card=name_of(task["card"]), why=why,
                     quick=int(self.default() is not None))
        if tt == "first":
            return t("evolution.prompt.first")
        return t(f"evolution.prompt.{tt}")

    # -- places on the table -----------------------------------------------------------------------
    def targets(self, seat: int, selected: str | None, only: list[Action] | None) -> dict[Place, list[Action]]:
        """Places on the table -> the legal actions a click there takes (with the selected card)."""
        out: dict[Place, list[Action]] = {}
        if selected is not None:
            for a in self.card_actions(selected):
                if a.kind in ("play", "cascade"):
                    out.setdefault(("pile", seat, str(a.args[1])), []).append(a)
                elif a.kind in ("discard", "tornado"):
                    out.setdefault((str(a.args[1]), seat), []).append(a)
                else:
                    out.setdefault(("centre",), []).append(a)
            return out
        for a in only if only is not None else self.legal:
            k, args = a.kind, list(a.args)
            if k == "power" and only is None and not self.task:
                # nc17 shot-101: in one's own turn the Ondine's four targets stayed outlined, nothing said
                # why, and a click on a pile spent it: a power's targets show once its button is clicked
                continue
            key: Place | None = None
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

    def own_targets(self, seat: int, selected: str | None, only: list[Action] | None) -> list[Place]:
        """The targets in one's own zone, in the order the arrow keys walk them (piles, then discards)."""
        keys = [k for k in self.targets(seat, selected, only) if len(k) > 1 and k[1] == seat and k[0] != "zone"]
        order = {"pile": 1, "quick": QUICK_COL, "main": MAIN_COL}
        return sorted(keys, key=lambda k: order[k[0]] + (self.elements.index(k[2]) if k[0] == "pile" else 0))

    def attempt(self, seat: int, key: Place, selected: str | None) -> Action | None:
        """The action a click on a place without a legal one means (to hear the engine's refusal)."""
        if selected is not None and len(key) > 1 and key[1] == seat:
            if key[0] == "pile":
                return act("play", selected, key[2])
            return act("discard", selected, key[0])
        task = self.task
        if selected is None and key[0] == "pile" and key[1] != seat and task and task.get("effect") == "burn":
            return act("burn", key[1], key[2])
        return None


def waiting_text(names: list[str], who: int, task: Task | None) -> str:
    """What the table waits for when it is not this person's move (public: the stack is)."""
    name = names[who]
    if task is None:
        return t("evolution.waiting", who=name)
    tt = task["t"]
    if tt in ("release", "give"):
        return t("evolution.task.give", who=name, creature=name_of(task["creature"]))
    if tt in ("effect", "tornado", "dest"):
        return t(f"evolution.task.{tt}", who=name, card=name_of(task.get("card", "")))
    return t(f"evolution.task.{tt}", who=name)
