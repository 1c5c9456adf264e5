"""Elemons bots: memory of the tiles seen; strength is how well it remembers and uses powers."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from game.bots import Bot
from game.core import (
    Action,
    Chance,
    Event,
    GameState,
    act,
)
from game.elemons.defs import load_defs
from game.elemons.state import ElemonsState
from game.search import choose_by_sampling

# -- bots ------------------------------------------------------------------------------


class ElemonsBot(Bot):
    """Remembers the tiles it has seen; how well and how it uses powers is the strength."""

    strength = "medium"
    aims_gigamon = False  # among the pairs it knows, one that catches a Gigamon at once first
    forget = 0.25  # chance, per remembered tile and per turn, to lose it (a person's memory slips)
    # that chance's factor for a tile whose twin it also remembers: a pair seen whole slips far less (0.1, as the
    # easy bot's; at 1.0 the medium level kept a seen pair worse than the easy one, and nc44's « sur mesure » left a
    # pair of Floramons shown the turn before: « charity, not a rival »)
    pair_keep = 0.1
    own_forget = 0.0  # chance, per turn, to lose a lone tile it saw itself (one whose twin it never saw)
    catch_first = False  # a catch open during its power's answer: made first (else after, `power_first`)
    # whether the tiles others turned since its own last turn are spared at its next turn's forgetting: "never",
    # "always", or "caught" (once another seat holds a Gigamon). Only « sur mesure » sets it (`joins_close`).
    keep_fresh = "never"
    # a tile never seen by this seat but looked at in secret by an opponent (its Hydromon) is turned before a tile
    # nobody saw: the same chance of a pair, and nothing new shown to that opponent (nc64 shots 080, 091-092: Conseil
    # sent the person to never-seen tiles while the bot's peeked ones lay there). The hints' hard bot does it.
    spare_secrets = False

    def __init__(self, seat: int, seed: int) -> None:
        super().__init__(seat, seed)
        self.memory: dict[int, str] = {}  # slot -> kind
        # The tiles it turned or looked at itself, and their kinds: never forgotten while they lie
        # there (even the easy bot takes a pair it has seen with its own eyes; what others showed
        # slips from `memory`).
        self.own_seen: dict[int, str] = {}
        self.known_won: list[Counter[str]] = []  # kinds seen entering other players' hands
        self.secret: set[int] = set()  # slots whose tile only this seat looked at (a Hydromon's look)
        self.fresh: set[int] = set()  # slots turned or looked at since its own last turn ended
        self.holders: dict[str, int] = {}  # kind -> the seat holding its Gigamon
        self.others_seen: dict[int, int] = {}  # slot -> an opponent that looked at its tile in secret

    def joins_close(self, role: str) -> None:
        self.keep_fresh = CLOSE_FRESH[role]

    def keeps_fresh(self) -> bool:
        """Whether its next forgetting spares the tiles it was shown since its own last turn (`keep_fresh`)."""
        if self.keep_fresh == "caught":
            return any(holder != self.seat for holder in self.holders.values())
        return self.keep_fresh == "always"

    def observe(self, events: list[Event]) -> None:
        for e in events:
            d = e.data
            if e.kind == "tile_peeked_public" and e.seat is not None and e.seat != self.seat:
                self.others_seen.setdefault(d["slot"], e.seat)
            if e.kind in ("tile_turned", "tile_peeked"):
                if e.kind == "tile_turned":
                    self.others_seen.pop(d["slot"], None)  # seen by all now
                self.memory[d["slot"]] = d["tile"]
                self.fresh.add(d["slot"])
                if e.kind == "tile_peeked":
                    self.secret.add(d["slot"])
                else:
                    self.secret.discard(d["slot"])  # turned: everyone has seen it now
                if e.seat == self.seat:
                    self.own_seen[d["slot"]] = d["tile"]
            elif e.kind == "pair_won":
                for s in d["slots"]:
                    self.others_seen.pop(s, None)
                    self.memory.pop(s, None)
                    self.own_seen.pop(s, None)
                    self.secret.discard(s)
                self._won(e.seat)[d["tiles"][0]] += 1
                self._won(e.seat)[d["tiles"][1]] += 1
            elif e.kind == "slot_refilled":
                self.others_seen.pop(d["slot"], None)
                self.memory.pop(d["slot"], None)
                self.own_seen.pop(d["slot"], None)
                self.secret.discard(d["slot"])
            elif e.kind == "tile_burned":
                self._won(d["target"])[d["tile"]] -= 1
            elif e.kind == "gigamon_caught":
                self._won(e.seat)[d["kind"]] -= 3
                if e.seat is not None:
                    self.holders[d["kind"]] = e.seat
            elif e.kind == "turn_ended" and e.seat == self.seat:
                self.fresh.clear()
            elif e.kind == "hand_seen":
                self._won(d["target"]).clear()
                self._won(d["target"]).update(d["tiles"])
            elif e.kind == "turn_started" and e.seat == self.seat and self.forget:
                # a pair is easier to keep in mind than a lone tile: both its tiles slip less often
                kinds = Counter(self.memory.values())
                spared = self.fresh if self.keeps_fresh() else set()
                for slot in list(self.memory):
                    if slot in spared:
                        continue
                    chance = self.forget * (self.pair_keep if kinds[self.memory[slot]] >= 2 else 1.0)
                    if self.rng.random() < chance:
                        del self.memory[slot]
                if self.own_seen and self.own_forget:
                    # what it saw itself slips too, but never a pair it knows: that it always takes
                    recall = Counter(self.recall().values())
                    for slot in list(self.own_seen):
                        kind = self.own_seen[slot]
                        lone = recall[kind] < 2 and recall["polymon"] == 0 and kind != "polymon"
                        if lone and self.rng.random() < self.own_forget:
                            del self.own_seen[slot]

    def _won(self, seat: int | None) -> Counter[str]:
        while len(self.known_won) <= (seat or 0):
            self.known_won.append(Counter())
        return self.known_won[seat or 0]

    # -- flipping ----------------------------------------------------------------
    def recall(self) -> dict[int, str]:
        """Every tile it remembers: what it saw anyone turn and has not forgotten, and what it saw itself."""
        return {**self.memory, **self.own_seen} if self.own_seen else self.memory

    def catches(self, view: dict[str, Any], kinds: tuple[str, str]) -> tuple[str, int] | None:
        """The Gigamon a pair of these two kinds would let this seat catch at once (a Polymon's pair
        brings one of the other kind): (the kind traded, how many of it held before), or None."""
        defs = load_defs()
        players = view.get("players") or []
        if self.seat >= len(players):
            return None  # (a view without the players: nothing known of what this seat holds)
        mine = Counter(players[self.seat].get("tiles", []))
        gain = Counter(kinds)
        for kind in sorted(gain, key=lambda k: k == defs.wild):
            have = mine[kind]
            if have < defs.trade_size <= have + gain[kind] and view.get("gigamons", {}).get(kind) != self.seat:
                return kind, have
        return None

    def catch_words(self, view: dict[str, Any], kind: str) -> dict[str, Any]:
        """What catching `kind`'s Gigamon would mean, for a hint: `wins` (this seat's last one),
        `steal` and `target` (taken from the opponent who holds it)."""
        defs = load_defs()
        gigamons = view.get("gigamons", {})
        holder = gigamons.get(kind)
        held = sum(1 for h in gigamons.values() if h == self.seat)
        steal = holder is not None and holder != self.seat
        return {"wins": "yes" if held + 1 >= defs.gigamons_to_win else "no", "steal": "yes" if steal else "no",
                "target": holder if steal else self.seat}

    def known_pair(self, view: dict[str, Any], flippable: set[int]) -> tuple[int, int] | None:
        if self.aims_gigamon:  # a pair that catches a Gigamon at once first (nc11: a Polymon's, missed)
            recall = self.recall()
            known = sorted(s for s in recall if s in flippable)
            for a in known:
                for b in known:
                    ka, kb = recall[a], recall[b]
                    pair = ka == kb or "polymon" in (ka, kb)
                    if a < b and pair and self.catches(view, (ka, kb)) is not None:
                        return (a, b) if ka != "polymon" or kb == "polymon" else (b, a)
        recall = self.recall()
        by_kind: dict[str, list[int]] = {}
        for slot, kind in recall.items():
            if slot in flippable:
                by_kind.setdefault(kind, []).append(slot)
        pairs = [slots for slots in by_kind.values() if len(slots) >= 2]
        if self.aims_gigamon and len(pairs) > 1:
            # the powers decide between known pairs: an Electromon's first (its replay takes the next
            # one too), one whose power would do nothing last (nc15: the hints never spoke of powers)
            def rank(slots: list[int]) -> int:
                power = self.power_words(view, recall[slots[0]], recall[slots[0]])["power"]
                return 0 if power == "replay" else 2 if power == "fizzles" else 1

            pairs.sort(key=rank)
            # nc62 (098): a rival one Gigamon from the win and a pair from its catch: that pair is taken first, denied
            deny = self.win_kinds(view)
            pairs.sort(key=lambda slots: recall[slots[0]] not in deny)
        if pairs:
            return pairs[0][0], pairs[0][1]
        wild = [s for s, k in recall.items() if s in flippable and k == "polymon"]
        others = [s for s, k in recall.items() if s in flippable and k != "polymon"]
        if wild and others:
            return wild[0], others[0]
        return None

    def win_kinds(self, view: dict[str, Any]) -> set[str]:
        """The kinds whose Gigamon would win the game for a rival one Gigamon from the win, as this seat saw its
        hand: a pair or less short of three."""
        defs = load_defs()
        kinds: set[str] = set()
        for seat, p in enumerate(view["players"]):
            if seat == self.seat or len(p.get("gigamons", [])) != defs.gigamons_to_win - 1:
                continue
            won = self.known_won[seat] if seat < len(self.known_won) else Counter()
            kinds |= {k for k, n in won.items() if n >= defs.trade_size - 2 and view["gigamons"].get(k) != seat}
        return kinds

    def power_words(self, view: dict[str, Any], kind: str, other: str, more: bool = False) -> dict[str, Any]:
        """What a pair of these two kinds' power would do, for a hint's reason: `power` (its id,
        "fizzles" when it would have no effect, "none" for a Polymon's pair), `peeks`, and `more`
        (another known pair to take after it: an Electromon's replay takes it)."""
        defs = load_defs()
        # the pile this low: the pair's refill takes its last tiles, and the game ends with the turn (nc17
        # shot-112: the end came unannounced)
        pile = view.get("pile")
        low = {"pile": pile if isinstance(pile, int) else 0, "ends": "no"}
        if isinstance(pile, int) and 0 < pile <= 2:
            low["ends"] = "yes"
        if kind != other or kind not in defs.kinds or defs.kinds[kind].power == "wild":
            return {"power": "none", **low}
        power = defs.kinds[kind].power
        players = view.get("players") or []
        if (power == "draw" and not view.get("pile")) \
                or (power == "burn" and not any(p.get("won") for i, p in enumerate(players) if i != self.seat)) \
                or (power == "rock" and view.get("rocks_free", 1) <= 0):
            power = "fizzles"
        opponents = sum(1 for i, p in enumerate(players) if i != self.seat and p.get("won"))
        if power == "draw" and isinstance(pile, int) and 0 < pile <= 3:
            low["ends"] = "yes"  # the Floramon's tile, then the refill
        return {"power": power, "peeks": defs.peeks, "more": "yes" if more else "no",
                "opponents": "one" if opponents <= 1 else "many", **low}

    def power_said(self, view: dict[str, Any], kind: str, other: str, more: bool = False) -> dict[str, Any]:
        """`power_words` as a hint's reason says them: an Aeromon's swap with no opponent holding an
        Elemon does nothing (nc22 shot 53: « leur pouvoir vous laisse échanger… », then « Aeromon : sans
        effet »). The ranking of pairs keeps `power_words` (the bots' play is measured as it is)."""
        words = self.power_words(view, kind, other, more)
        players = view.get("players") or []
        if words["power"] == "swap" and not any(p.get("won") for i, p in enumerate(players) if i != self.seat):
            words["power"] = "fizzles"
        return words

    def choose_flip(self, view: dict[str, Any], legal: list[Action]) -> Action:
        flippable = {int(a.args[0]) for a in legal if a.kind == "flip"}
        up = [(s, c["face_up"]) for s, c in enumerate(view["grid"]) if c["face_up"]]
        unknown = sorted(s for s in flippable if s not in self.memory)
        if up:  # second flip: match the first if memory allows
            _, kind = up[0]
            recall = self.recall()
            matches = [s for s in flippable if s in recall and (recall[s] == kind or kind == "polymon"
                                                                or recall[s] == "polymon")]
            if matches and self.aims_gigamon:  # the twin that catches a Gigamon at once, else a power's
                matches.sort(key=lambda s: (self.catches(view, (kind, recall[s])) is None, recall[s] == "polymon"))
            if matches:
                twin = recall[matches[0]]
                catch = self.catches(view, (kind, twin))
                if catch is not None:  # the Gigamon it brings, said first (nc18 shot-91: only the burn was)
                    gained, have = catch
                    low = {k: v for k, v in self.power_words(view, kind, twin).items() if k in ("pile", "ends")}
                    self.because("match_catch", slot=matches[0], up_slot=up[0][0], kind=twin, up=kind, gain=gained,
                                 have=have, need=load_defs().trade_size, gigamon=load_defs().kinds[gained].gigamon,
                                 **self.catch_words(view, gained), **low)
                    return act("flip", matches[0])
                self.because("match", slot=matches[0], up_slot=up[0][0], kind=twin, up=kind,
                             **self.power_said(view, kind, twin))
                return act("flip", matches[0])
            blind = self.second_blind(unknown, flippable)
            fresh = [s for s in flippable if s not in recall]
            if blind in recall and fresh:  # never one it keeps in mind as no twin (nc11 shot-50)
                blind = self.rng.choice(fresh)
            spared = self.spared(fresh)
            if spared and blind not in spared:
                blind = self.rng.choice(spared)
            if blind in spared and kind != "polymon":
                self.because("blind_secret", slot=blind, kind=kind, up_slot=up[0][0], seat=self.others_seen[blind])
            elif kind == "polymon":  # wild: any Elemon completes its pair (no power fires)
                self.because("blind_wild", slot=blind, up_slot=up[0][0], count=len(unknown))
            else:
                # nc62 (076→077, 081→082, 094→095): each new tile turned second set up the bot's next pair; the
                # other way, a tile already seen, is said with its price (no chance of a pair): the words only
                seen = sorted(s for s in flippable if s in recall and s != blind)
                safe = {"safe": "yes", "other_slot": seen[0]} if seen and blind not in recall else {"safe": "no"}
                self.because("blind_second", slot=blind, kind=kind, up_slot=up[0][0], count=len(unknown), **safe)
            return act("flip", blind)
        pair = self.known_pair(view, flippable)
        if pair:
            recall = self.recall()
            kind, other = recall[pair[0]], recall[pair[1]]
            # "deux Aeromons", not "Aeromon et Aeromon"; and where the pair's swap leads, said
            lead = self.swap_lead(view) if kind == other and load_defs().kinds[kind].power == "swap" else None
            catch = self.catches(view, (kind, other))
            if catch is not None:  # the Gigamon it brings at once, said first
                gained, have = catch
                self.because("pair_catch", slots=list(pair), kind=kind, other=other,
                             same="yes" if kind == other else "no", gain=gained, have=have,
                             need=load_defs().trade_size, gigamon=load_defs().kinds[gained].gigamon,
                             **self.catch_words(view, gained),
                             **{k: v for k, v in self.power_words(view, kind, other).items() if k in ("pile", "ends")})
                return act("flip", pair[0])
            if self.aims_gigamon and unknown and kind != other:
                # a Polymon's pair, and no Gigamon at once: the Polymon is kept for the second click
                return self.wild_last(unknown, pair[0] if kind == load_defs().wild else pair[1], flippable)
            more = self.known_pair(view, flippable - set(pair)) is not None
            self.because("pair", slots=list(pair), kind=kind, other=other, same="yes" if kind == other else "no",
                         **(lead or {"lead": "none"}), **self.power_said(view, kind, other, more))
            return act("flip", pair[0])
        known = len(flippable) - len(unknown)
        wild = [s for s in sorted(flippable) if self.recall().get(s) == load_defs().wild]
        if self.aims_gigamon and unknown and wild:  # a Polymon alone known: it completes any tile, turned second
            return self.wild_last(unknown, wild[0], flippable)
        if unknown:
            spared = self.spared(unknown)
            slot = self.rng.choice(spared or unknown)
            if slot in spared:
                self.because("explore_secret", slot=slot, count=len(unknown), known=known,
                             seat=self.others_seen[slot])
            else:
                self.because("explore", slot=slot, count=len(unknown), known=known)
            return act("flip", slot)
        slot = self.rng.choice(sorted(flippable))
        self.because("no_pair", slot=slot, count=known)
        return act("flip", slot)

    def spared(self, unknown: list[int]) -> list[int]:
        """Of the tiles never seen by this seat, those an opponent looked at in secret (`spare_secrets`)."""
        return sorted(s for s in unknown if s in self.others_seen) if self.spare_secrets else []

    def wild_last(self, unknown: list[int], wild: int, flippable: set[int]) -> Action:
        """A tile never seen first, the known Polymon (on `wild`) left for the second click: if the new tile is
        the twin of a known one, the second click takes that pair, its power with it; else the Polymon completes
        it all the same. Turned first, the Polymon spent the turn's first click on a pair that was sure anyway, and
        a known twin the new tile would have matched was lost (nc51 shots 102-104: a first click spent, then a
        Pyromon whose twin was known)."""
        slot = self.rng.choice(self.spared(unknown) or unknown)
        known = sum(1 for s, k in self.recall().items() if s in flippable and k != load_defs().wild)
        self.because("wild_last", slot=slot, other_slot=wild, known=known)
        return act("flip", slot)

    def swap_lead(self, view: dict[str, Any]) -> dict[str, Any] | None:
        """The Elemon an Aeromon's swap would take from an opponent seen winning it, to make the
        trade's worth of this seat's two (`lead`, `target`, `gigamon`), or None."""
        defs = load_defs()
        mine = Counter(view["players"][self.seat].get("tiles", []))
        for target, won in enumerate(self.known_won):
            if target == self.seat:
                continue
            for kind, n in sorted(won.items()):
                if n > 0 and mine[kind] == defs.trade_size - 1 and view["gigamons"].get(kind) != self.seat:
                    return {"lead": kind, "target": target, "gigamon": defs.kinds[kind].gigamon}
        return None

    def second_blind(self, unknown: list[int], flippable: set[int]) -> int:
        return self.rng.choice(unknown) if unknown else self.rng.choice(sorted(flippable))

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        trades = [a for a in legal if a.kind == "trade"]
        phase = view["phase"]
        if trades and not self.power_first(view, phase, trades):
            return self.choose_trade(view, trades)
        if phase == "flip":
            return self.choose_flip(view, legal)
        if phase == "after":
            return act("end")
        return self.choose_power(view, [a for a in legal if a.kind != "trade"])

    def power_first(self, view: dict[str, Any], phase: str, trades: list[Action]) -> bool:
        """A power's answer before the catch, as the tutorial teaches the turn (the pair, its power,
        then the catch that ends the turn): nc14 read « attrape Halomon » and then four looks. The
        catch comes first only when it wins the game, or an Aeromon's swap might cost its Elemons.
        The hard bot (the hints' player) keeps the catch first: the table's prompt says that catching
        first keeps the pair's power (nc11 was unsure), and either order ends the turn alike."""
        if phase in ("flip", "after", "swap") or self.catch_first:
            return False
        need = load_defs().gigamons_to_win
        mine = sum(1 for holder in view.get("gigamons", {}).values() if holder == self.seat)
        return mine + 1 < need

    def choose_trade(self, view: dict[str, Any], trades: list[Action]) -> Action:
        # Taking a Gigamon from its holder hurts a rival too: prefer it.
        held = [a for a in trades if view["gigamons"].get(a.args[0]) is not None]
        return (held or trades)[0]

    def choose_power(self, view: dict[str, Any], legal: list[Action]) -> Action:
        phase = view["phase"]
        if phase in ("look", "burn"):
            pick = max(legal, key=lambda a: self._threat(view, int(a.args[0])))
            p = view["players"][int(pick.args[0])]
            # (nc17 shot-67: « le joueur qui mène » said of the only opponent, who was behind)
            self.because(f"threat_{phase}", target=int(pick.args[0]), gigamons=len(p["gigamons"]), won=p["won"],
                         only="yes" if len(legal) == 1 else "no")
            return pick
        if phase == "swap":
            mine = Counter(view["players"][self.seat].get("tiles", []))
            best, score = act("keep"), 0.0
            for a in legal:
                if a.kind != "swap":
                    continue
                give, take = str(a.args[0]), str(a.args[1])
                gain = (mine[take] + 1) ** 2 - mine[take] ** 2 - (mine[give] ** 2 - (mine[give] - 1) ** 2)
                if gain > score:
                    best, score = a, gain
            return best
        if phase == "rock":
            # Cover a tile of a pair everybody knows: the next player cannot take it.
            # Else keep a tile it knows of a kind it collects from the others until its next turn
            # (a Geomon seen in secret, two held: the newcomer wanted just that, the hint said "no pair").
            known = self.rock_known(view, legal)
            return known if known is not None else self.rng.choice(legal)
        if phase == "peek":
            unknown = [a for a in legal if int(a.args[0]) not in self.memory]
            pick = (unknown or legal)[0]
            # every tile left already seen (one the rival turned counts, nc38 shots 096-097): say so,
            # never « jamais vue »
            self.because("peek", slot=int(pick.args[0]), count=len(unknown), fresh="yes" if unknown else "no")
            return pick
        return self.rng.choice(legal)

    def rock_known(self, view: dict[str, Any], legal: list[Action]) -> Action | None:
        """The Rock on a tile of a pair this seat knows, else on a tile it keeps (`rock_keep`); None."""
        counts = Counter(k for s, k in self.memory.items() if act("rock", s) in legal)
        for a in legal:
            if counts.get(self.memory.get(int(a.args[0]), ""), 0) >= 2:
                return a
        return self.rock_keep(view, legal)

    def rock_keep(self, view: dict[str, Any], legal: list[Action]) -> Action | None:
        """The Rock on a tile this seat knows (seen turned or in secret) of the kind it holds most of,
        not yet its Gigamon: nobody takes it before its next turn. None: no such tile."""
        players = view.get("players") or []
        if self.seat >= len(players):
            return None  # (a view without the players: nothing known of what this seat collects)
        mine = Counter(players[self.seat].get("tiles", []))
        recall = self.recall()
        best: tuple[int, int] | None = None
        pick = None
        for a in legal:
            kind = recall.get(int(a.args[0]))
            if kind is None or not mine[kind] or view.get("gigamons", {}).get(kind) == self.seat:
                continue
            rank = (mine[kind], -int(a.args[0]))
            if best is None or rank > best:
                best, pick = rank, a
        return pick

    def _threat(self, view: dict[str, Any], seat: int) -> float:
        p = view["players"][seat]
        won: int = p["won"]
        return len(p["gigamons"]) * 10 + won + self.rng.random() * 0.1


class EasyBot(ElemonsBot):
    """Forgets much of what it saw and plays its powers at random."""

    strength = "easy"
    forget = 0.6
    # A lone tile slips 6 times in 10, but a pair it has seen (both tiles) far less often: it
    # used to forget a pair the person had just shown, and a newcomer won 3-0 with half the pile left
    # (issue 24). Head to head (bench, seed 7/3): medium beat it 73% -> 65% of 400, hard 97% -> 88% of 60.
    pair_keep = 0.1
    # nc14: a pair on its first turn from the person's flip, then Geomons, then a Gigamon: against
    # « facile » a newcomer felt crushed (what others showed then slipped 7 times in 10, a lone tile
    # it turned itself 4 times in 10; a pair it saw itself it still always takes).
    own_forget = 0.25
    # nc16 found it too weak, all guesses and no tension (3-0 in 8 turns; medium beat it 84 % of 400,
    # bench seed 7): it keeps more now, 4 in 10 of what others showed, 3 in 4 of its own lone tiles
    # and 94 in 100 of a pair it saw whole, a turn. Medium beats it 72 % of 400 (a bot with no memory
    # it beats 98 %). (The tutorial's seed 9 plays its scripted turns alike: test_elemons_issue24_r12.)

    def choose_power(self, view: dict[str, Any], legal: list[Action]) -> Action:
        if view["phase"] == "swap":
            return self.rng.choice(self.safe_swaps(view, legal))
        return self.rng.choice(legal)

    def safe_swaps(self, view: dict[str, Any], legal: list[Action]) -> list[Action]:
        """The Aeromon's choices that hand the other player no Elemon they then hold a trade's worth
        of: a random swap gave a newcomer the third Electromon for Meteoromon (nc13 shot-76), a gift,
        not an easy opponent's slip. Keeping one's Elemons is always among them."""
        need = load_defs().trade_size
        theirs = Counter(view.get("pending", {}).get("their_tiles", []))
        return [a for a in legal if a.kind != "swap" or theirs[str(a.args[0])] + 1 < need] or legal


class HardBot(ElemonsBot):
    """Perfect memory, and a search over sampled worlds for its power choices and Gigamon race."""

    strength = "hard"
    aims_gigamon = True
    catch_first = True  # the hints' player: the catch the prompt offers first, as it advises
    spare_secrets = True
    forget = 0.0
    worlds = 8
    max_candidates = 6

    def __init__(self, seat: int, seed: int) -> None:
        super().__init__(seat, seed)
        self.defs = load_defs()

    def choose_trade(self, view: dict[str, Any], trades: list[Action]) -> Action:
        def value(a: Action) -> tuple[int, int]:
            holder = view["gigamons"].get(a.args[0])
            rival = 0 if holder is None else len(view["players"][holder]["gigamons"])
            return (holder is not None, rival)

        pick = max(trades, key=value)
        holder = view["gigamons"].get(pick.args[0])
        kind = str(pick.args[0])
        gigamon, need = self.defs.kinds[kind].gigamon, self.defs.trade_size
        have = Counter(view["players"][self.seat].get("tiles", []))[kind] or need
        # Catching before the flips (a new turn, an Electromon's replay) keeps the turn going; right
        # after a pair it ends it, once nothing else is to catch (nc10 feared the hint threw a replay away).
        # (a power being answered waits for the catch, its phase stays: nothing to say of the turn)
        phase = view.get("phase")
        then = "goes_on" if phase == "flip" else ("ends" if phase == "after" and len(trades) == 1 else "more")
        if phase in ("rock", "swap", "peek", "look", "burn"):
            then = "power"  # the pair's power waits for the catch (nc11 feared catching lost the Rock)
        if len(view["players"][self.seat]["gigamons"]) + 1 >= self.defs.gigamons_to_win:
            then = "wins"  # the game ends with it: no turn to speak of
        more = "yes" if have > need else "no"
        if holder is None:
            self.because("trade", kind=kind, gigamon=gigamon, need=need, count=len(trades), more=more,
                         have=have, then=then)
        else:
            self.because("trade_from", kind=kind, gigamon=gigamon, need=need, holder=holder,
                         gigamons=len(view["players"][holder]["gigamons"]), more=more, have=have, then=then)
        return pick

    def choose_power(self, view: dict[str, Any], legal: list[Action]) -> Action:
        if view["phase"] == "peek" or len(legal) == 1:
            return super().choose_power(view, legal)
        if view["phase"] == "rock":
            # A pair it knows that would win the game for another player at their turn: blocked first,
            # whatever else (nc38 shots 099-101: it knew tile 8 was a Polymon, the person held two
            # Pyromons and two Electromons and two Gigamons, and it put its Rock on an Aeromon).
            block = self.rock_win_block(view, legal)
            if block is not None:
                slot, other, kind = block
                self.because("rock_win", slot=slot, other_slot=other, kind=kind)
                return act("rock", slot)
            # A known pair to block, or a tile of a kind it collects to keep: the plain reason wins
            # over the look-ahead's noise (eight worlds told tiles apart by a few points, and the
            # hint then said "no known pair" to a person who knew one tile worth keeping).
            known = self.rock_known(view, legal)
            if known is not None:
                if not self.explain_rock(view, known):
                    self.because("search_rock", slot=int(known.args[0]))
                return known
        if view["phase"] == "swap":
            catch = self.swap_catch(view, legal)
            if catch is not None:
                self.explain_swap(view, str(catch.args[0]), str(catch.args[1]))
                return catch
        candidates = legal
        if view["phase"] == "swap" and len(legal) > self.max_candidates:
            # Search the swaps the simple rule likes best, and keeping: the rest rarely matter.
            mine = Counter(view["players"][self.seat].get("tiles", []))

            def gain(a: Action) -> int:
                if a.kind != "swap":
                    return 0
                give, take = str(a.args[0]), str(a.args[1])
                return (mine[take] + 1) ** 2 - mine[take] ** 2 - (mine[give] ** 2 - (mine[give] - 1) ** 2)

            candidates = sorted(legal, key=gain, reverse=True)[: self.max_candidates - 1]
            if act("keep") not in candidates:
                candidates.append(act("keep"))
        rule = super().choose_power(view, candidates)
        scores: dict[Action, float] = {}
        pick = choose_by_sampling(
            self.seat,
            candidates,
            lambda rng: self.sample_world(view, rng),
            self.rng,
            worlds=self.worlds,
            policy=greedy_policy,
            max_steps=30,
            evaluate=evaluate,
            prefer=rule,
            margin=0.05,
            scores=scores,
        )
        self.explain_search(view, pick, scores)
        return pick

    def rock_win_block(self, view: dict[str, Any], legal: list[Action]) -> tuple[int, int, str] | None:
        """The tile to rock so that no other player wins the game at once with a pair of tiles this bot
        knows (a catch of their last Gigamon): (the slot, the other tile of such a pair, the kind it
        catches), the slot in most such pairs (a Polymon first), else None."""
        defs = self.defs
        gigamons = view.get("gigamons", {})
        rocked = {int(s) for s in view.get("rocks", {})}
        free = {int(a.args[0]) for a in legal if a.kind == "rock"}
        recall = self.recall()
        grid = view.get("grid", [])
        known = sorted(s for s in recall if s < len(grid) and grid[s]["tile"] and s not in rocked)
        wins: dict[int, list[tuple[int, str]]] = {}
        for p, pv in enumerate(view.get("players", [])):
            if p == self.seat or len(pv.get("gigamons", [])) + 1 < defs.gigamons_to_win:
                continue
            hand = self._won(p)
            for i, a in enumerate(known):
                for b in known[i + 1:]:
                    ka, kb = recall[a], recall[b]
                    if ka != kb and defs.wild not in (ka, kb):
                        continue
                    gain = Counter((ka, kb))
                    for kind in gain:
                        have = max(0, hand[kind])
                        if have < defs.trade_size <= have + gain[kind] and gigamons.get(kind) != p:
                            wins.setdefault(a, []).append((b, kind))
                            wins.setdefault(b, []).append((a, kind))
                            break
        slots = [s for s in sorted(wins) if s in free]
        if not slots:
            return None
        # a Polymon first among equals: it also pairs with the tiles this bot has not seen
        slot = max(slots, key=lambda s: (len(wins[s]), recall[s] == defs.wild, -s))
        other, kind = wins[slot][0]
        return slot, other, kind

    def explain_search(self, view: dict[str, Any], pick: Action, scores: dict[Action, float]) -> None:
        """The look-ahead's figures: the pick's share of the sampled games won, against the next best."""
        if not scores:
            return
        share = round(100 * scores.get(pick, 0.0))
        rest = [v for a, v in scores.items() if a != pick]
        params: dict[str, Any] = {"share": share, "next": round(100 * max(rest)) if rest else share,
                                  "worlds": self.worlds}
        if pick.kind == "swap":
            self.explain_swap(view, str(pick.args[0]), str(pick.args[1]))
            return
        if pick.kind == "keep" and self.explain_keep(view, scores):
            return
        elif pick.kind in ("rock", "look", "burn"):
            params["slot" if pick.kind == "rock" else "target"] = int(pick.args[0])
        if pick.kind == "rock" and self.explain_rock(view, pick):
            return
        self.because(f"search_{pick.kind}", **params)

    def explain_rock(self, view: dict[str, Any], pick: Action) -> bool:
        """The Rock's reason in game terms (a pair blocked, a tile kept, a tile all have seen); False: none."""
        other = self.pair_of(int(pick.args[0]), view)
        if other is not None:  # the reason in game terms: the Rock keeps a known pair from the others
            self.because("rock_pair", slot=int(pick.args[0]), other_slot=other,
                         kind=self.recall()[int(pick.args[0])])
            return True
        # no pair to block: what the Rock keeps from the others, never the look-ahead's figures
        kept = self.rock_keep(view, [pick])
        if kept is not None:  # a tile of a kind this seat collects: kept for its next turn
            kind = self.recall()[int(pick.args[0])]
            have = Counter(view["players"][self.seat].get("tiles", []))[kind]
            self.because("rock_keep", slot=int(pick.args[0]), kind=kind, have=have,
                         gigamon=self.defs.kinds[kind].gigamon, need=self.defs.trade_size)
            return True
        seen = self.memory.get(int(pick.args[0]))
        if seen is not None and int(pick.args[0]) not in self.secret:  # turned before everyone's eyes
            self.because("rock_seen", slot=int(pick.args[0]), kind=seen)
            return True
        return False

    def explain_swap(self, view: dict[str, Any], give: str, take: str) -> None:
        """An Aeromon's swap in game terms: the Elemon it gives and takes, and the Gigamon the taken one
        brings closer (or catches at once), and what the other player loses of it."""
        mine = Counter(view["players"][self.seat].get("tiles", []))
        theirs = Counter(view["pending"].get("their_tiles", []))
        have, need = mine[take] + 1, self.defs.trade_size
        params: dict[str, Any] = {"give": give, "take": take, "have": have, "need": need,
                                  "gigamon": self.defs.kinds[take].gigamon, "left": mine[give] - 1,
                                  "target": view["pending"].get("target", 0),
                                  "they_keep": "some" if theirs[take] > 1 else "none"}
        # the gift the exchange's line warns about (« Donner votre Geomon permet à l'adversaire d'attraper
        # Terramon ! »), weighed and said, so the two do not read as a contradiction (nc34 shot 109)
        target = params["target"]
        holder = view.get("gigamons", {}).get(give, target)
        after = theirs[give] + 1 - (1 if take == give else 0)
        params["gift"] = "can" if give in view.get("gigamons", {}) and holder != target and after >= need else "none"
        params["their_gigamon"] = self.defs.kinds[give].gigamon
        self.because("swap_catch" if have >= need else "swap_toward", **params)

    def swap_catch(self, view: dict[str, Any], legal: list[Action]) -> Action | None:
        """A swap that catches a Gigamon at once, taken without the look-ahead: eight short random games
        could not tell it from keeping (nc63 shots 084-090: « Gardez vos Elemons », though the Hydromon for
        Bot 2's Aeromon caught Anemomon). The one that hands the other player least (`gift_lack`: nothing,
        else the most it would still lack), then the given kind held most; one that would let them catch a
        Gigamon only when the catch wins the game. None: no such swap."""
        mine = Counter(view["players"][self.seat].get("tiles", []))
        target = int(view["pending"].get("target", 0))
        gigamons = view.get("gigamons", {})

        def catches(a: Action) -> bool:
            take = str(a.args[1])
            return mine[take] + 1 >= self.defs.trade_size and gigamons.get(take) != self.seat

        def rank(a: Action) -> tuple[int, int]:
            lack = self.gift_lack(view, str(a.args[0]), str(a.args[1]), target)
            return (3 if lack is None else lack, mine[str(a.args[0])])

        wins = sum(1 for h in gigamons.values() if h == self.seat) + 1 >= self.defs.gigamons_to_win
        # one that lets the other player catch a Gigamon in turn is left to the look-ahead, unless it wins
        swaps = [a for a in legal if a.kind == "swap" and catches(a) and (wins or rank(a)[0] > 0)]
        return max(swaps, key=rank) if swaps else None

    def explain_keep(self, view: dict[str, Any], scores: dict[Action, float]) -> bool:
        """No swap, said in game terms as the swap grid's lines say them (nc61 shot 071: « Gardez vos Elemons :
        aucun échange ne vous fait gagner plus souvent » gave no reason): the best swap that would bring this seat
        closer to a Gigamon, and what it would hand the other player; or that none brings it closer, the best
        one named. False: no swap was weighed."""
        swaps = sorted((a for a in scores if a.kind == "swap"), key=lambda a: -scores[a])
        if not swaps:
            return False
        mine = Counter(view["players"][self.seat].get("tiles", []))

        def closer(a: Action) -> bool:  # one more of the taken kind than was left of the given one
            return mine[str(a.args[1])] + 1 > mine[str(a.args[0])]

        helping = [a for a in swaps if closer(a)]
        best = (helping or swaps)[0]
        give, take = str(best.args[0]), str(best.args[1])
        target = int(view["pending"].get("target", 0))
        params: dict[str, Any] = {"give": give, "take": take, "target": target, "had": mine[give],
                                  "gigamon": self.defs.kinds[take].gigamon,
                                  "their_gigamon": self.defs.kinds[give].gigamon}
        lack = self.gift_lack(view, give, take, target)
        if lack is not None:
            self.because("keep_gift", how="can" if lack == 0 else "one" if lack == 1 else "pair", **params)
        elif not helping:
            self.because("keep_even", **params)
        else:
            self.because("keep_short", **params)
        return True

    def gift_lack(self, view: dict[str, Any], give: str, take: str, target: int) -> int | None:
        """What `target` would still lack of `give`'s Gigamon once given it (0: it catches it), two at most,
        as the swap grid's warning counts it (scenes/elemons/table.py `gift_reach`); None: no such threat."""
        gigamons = view.get("gigamons", {})
        if give not in gigamons or gigamons[give] == target:
            return None
        theirs = Counter(view["pending"].get("their_tiles", []))
        lack = self.defs.trade_size - theirs[give] - 1 + (1 if take == give else 0)
        return max(0, lack) if lack <= 2 else None

    def pair_of(self, slot: int, view: dict[str, Any]) -> int | None:
        """Another tile of the grid this bot knows to make a pair with `slot`'s, or None."""
        recall = self.recall()
        kind = recall.get(slot)
        if kind is None:
            return None
        for s, k in sorted(recall.items()):
            cell = view["grid"][s] if s < len(view["grid"]) else None
            if s != slot and cell and cell["tile"] and (k == kind or "polymon" in (k, kind)):
                return s
        return None

    def sample_world(self, view: dict[str, Any], rng: random.Random) -> ElemonsState:
        """A full position consistent with what this bot saw and remembers."""
        defs = self.defs
        pool = Counter({k.id: k.count for k in defs.kinds.values()})
        pool.subtract(view["box"])
        mine = view["players"][self.seat].get("tiles", [])
        pool.subtract(mine)  # the box already holds the tiles traded for Gigamons
        grid: list[str | None] = []
        for s, cell in enumerate(view["grid"]):
            known = cell["face_up"] or self.memory.get(s)
            if cell["tile"] and known and pool[known] > 0:
                pool[known] -= 1
                grid.append(known)
            else:
                grid.append("?" if cell["tile"] else None)
        won: list[list[str]] = []
        for p, pv in enumerate(view["players"]):
            if p == self.seat:
                won.append(list(mine))
                continue
            if p == view["pending"].get("target") and "their_tiles" in view["pending"]:
                hand = list(view["pending"]["their_tiles"])
                pool.subtract(hand)
                won.append(hand)
                continue
            hand = []
            for kind, n in (self.known_won[p] if p < len(self.known_won) else Counter()).items():
                for _ in range(max(0, min(n, pool[kind]))):
                    if len(hand) < pv["won"]:
                        hand.append(kind)
                        pool[kind] -= 1
            hand.extend(["?"] * (pv["won"] - len(hand)))
            won.append(hand)
        rest = [k for k, n in pool.items() for _ in range(max(0, n))]
        rng.shuffle(rest)
        kinds = list(defs.kinds)

        def fill(kind: str) -> str:
            """A kind this seat knows, or "?" drawn from the kinds it has not seen."""
            if kind != "?":
                return kind
            return rest.pop() if rest else rng.choice(kinds)

        grid = [None if k is None else fill(k) for k in grid]
        won = [[fill(k) for k in hand] for hand in won]
        pile = [rest.pop() if rest else rng.choice(kinds) for _ in range(view["pile"])]
        st = ElemonsState.from_layout(len(view["players"]), Chance(rng.getrandbits(31)), defs, grid, pile, won)
        st.gigamons = dict(view["gigamons"])
        st.rocks = {int(s): o for s, o in view["rocks"].items()}
        st.current = view["current"]
        st.phase = view["phase"]
        st.turn = view["turn"]
        if view["phase"] == "swap":
            st.pending = {"target": view["pending"]["target"]}
        st.face_up = [s for s, c in enumerate(view["grid"]) if c["face_up"]]
        return st


def greedy_policy(state: GameState, seat: int, rng: random.Random) -> Action:
    """Rollouts: everyone plays as if they remembered the grid half the time."""
    assert isinstance(state, ElemonsState)
    legal = state.legal_actions(seat)
    trades = [a for a in legal if a.kind == "trade"]
    if trades:
        return trades[0]
    if state.phase == "flip" and rng.random() < 0.5:
        up, grid, tiles = state.face_up, state.grid, state.tiles
        flips = [a for a in legal if a.kind == "flip"]
        if up:
            tile = grid[up[0]]
            assert tile is not None  # a face-up slot and a flippable one both hold a tile
            first = tiles[tile]
            for a in flips:
                tile = grid[int(a.args[0])]
                assert tile is not None
                if tiles[tile] == first:
                    return a
        else:
            seen: dict[str, Action] = {}
            for a in flips:
                tile = grid[int(a.args[0])]
                assert tile is not None
                k = tiles[tile]
                if k in seen:
                    return seen[k]
                seen[k] = a
    return rng.choice(legal)


def evaluate(state: GameState, seat: int) -> float:
    """Where a rollout stops early: Gigamons first, then Elemons, as a share of the table."""
    assert isinstance(state, ElemonsState)
    power = [state.gigamon_count(s) * 6 + len(state.won[s]) + 1 for s in range(state.num_seats)]
    return power[seat] / sum(power)


BOTS: dict[str, type[ElemonsBot]] = {"easy": EasyBot, "medium": ElemonsBot, "hard": HardBot}


def make_bot(strength: str, seat: int, seed: int) -> ElemonsBot:
    return BOTS[strength](seat, seed)


# What each level of « sur mesure » (`KeepClose`) spares of the tiles others showed since its last turn (`keep_fresh`):
# the medium level, played while the person leads or is level, always; the easy one, played while it leads, once
# the person holds a Gigamon (nc59: a Geomon turned the turn before, forgotten; data/bots.yaml: the figures).
CLOSE_FRESH = {"low": "caught", "mid": "always", "high": "always"}

CATCH = 2  # what a caught Gigamon weighs in `lead` beyond the Elemons it cost (data/bots.yaml: the figures)


def lead(view: dict[str, Any], seat: int) -> float:
    """How far `seat` leads the best other seat, in won Elemons, a Gigamon counting as the
    `trade_size` Elemons it costs and `CATCH` more (the first-game level's measure, game/bots.py `KeepClose`).

    The more is the catch itself: counted at its cost only, a catch left the lead as it was, and nc41's
    level played medium for 24 of its 31 choices while it caught three Gigamons to the person's one (the
    person's seven loose Elemons, each kind a Gigamon short, weighed as much as the bot's two caught)."""
    size = load_defs().trade_size + CATCH
    worth = [p["won"] + size * len(p["gigamons"]) for p in view["players"]]
    return float(worth[seat] - max(w for s, w in enumerate(worth) if s != seat))
