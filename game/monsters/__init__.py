"""Monsters, punched cards: stack three punched cards to line up three monsters of one colour.

Rules text: monsters-punched-cards.en-fr.txt; rulings: docs/rules/monsters.md.
- `cards`: the 3x3 grids, orientations, stacking and the trick search.
- `defs`: rules.yaml, deck.yaml (made by tools/make_monsters_deck.py), texts.yaml.
- `state`: the real-time game (`trick ...`, `swap N`, `advance_time`).
- `bots`: bots whose strength is their speed and their use of the centre card.
"""

from __future__ import annotations

from typing import Any

from game import data
from game.core import Chance, Deck
from game.monsters.bots import MonstersBot, lead, make_bot, seat_pace
from game.monsters.cards import LINES, CardSet, orient, stack
from game.monsters.defs import GAME_ID, Defs, load_deck, load_defs, load_rules, load_texts, single_card_lines
from game.monsters.state import MonstersState, deck_out_winners
from game.registry import GameSpec

__all__ = [
    "LINES",
    "SPEC",
    "CardSet",
    "MonstersBot",
    "MonstersState",
    "deck_out_winners",
    "from_scenario",
    "load_defs",
    "orient",
    "stack",
]

# Used only if rules.yaml cannot be read when the game list is built; check_data reports the error.
_FALLBACK_OPTIONS: dict[str, list[Any]] = {"rounds": [3, 1, 5], "hourglass": [120, 60, 90, 150, 180, 240, 300]}

SCENARIO_KEYS = (
    "title",
    "notes",
    "seats",
    "best_of",
    "hourglass",
    "round",
    "rounds_won",
    "clock",
    "hands",
    "centre",
    "tricks",
    "deck",
    "swaps_since_trick",
)


def _options() -> dict[str, list[Any]]:
    try:
        return load_rules().options
    except data.DataError:
        return dict(_FALLBACK_OPTIONS)


def _card(node: data.Node, defs: Defs, seen: set[int]) -> int:
    cid = node.int()
    if cid not in defs.cards.cards:
        raise node.error(f"there is no card {cid}")
    if cid in seen:
        raise node.error(f"card {cid} is in two places")
    seen.add(cid)
    return cid


def from_scenario(node: data.Node, chance: Chance) -> MonstersState:
    """A position from YAML (format in docs/rules/monsters.md, "Scenarios")."""
    defs = load_defs()
    rules = defs.rules
    node.only_keys(*SCENARIO_KEYS)
    seats = node["seats"].int(1, 4)
    best_of = node.get("best_of", rules.options["rounds"][0]).int(1, 15)
    hourglass = node.get("hourglass", rules.options["hourglass"][0]).number(1, 3600)
    st = MonstersState(seats, chance, defs, best_of, hourglass)
    st.round = node.get("round", 1).int(1, 99)
    won = node.get("rounds_won", [0] * seats)
    st.rounds_won = [n.int(0, best_of // 2) for n in won.list()]
    if len(st.rounds_won) != seats:
        raise won.error(f"expected {seats} numbers")
    st.clock = node.get("clock", 0).number(0, 36_000)
    if seats == 1 and st.clock >= hourglass:
        raise node["clock"].error(f"no sand left: the clock {st.clock} reaches the hourglass {hourglass}")
    st.changed_at = [st.clock] * seats
    st.centre_at = st.clock
    st.swapped_at = [st.clock] * seats
    seen: set[int] = set()
    hands = node["hands"].list()
    if len(hands) != seats:
        raise node["hands"].error(f"expected {seats} hands")
    for seat, h in enumerate(hands):
        cards = [_card(c, defs, seen) for c in h.list()]
        if len(cards) != rules.hand_size:
            raise h.error(f"a hand holds {rules.hand_size} cards")
        st.hands[seat] = cards
    st.centre = _card(node["centre"], defs, seen)
    tricks = node.get("tricks", [[] for _ in range(seats)])
    if len(tricks.list()) != seats:
        raise tricks.error(f"expected {seats} lists of tricks (one per seat)")
    for seat, ts in enumerate(tricks.list()):
        for t in ts.list():
            t.only_keys("colour", "cards")
            colour = t["colour"].str(rules.colour_ids)
            cards = [_card(c, defs, seen) for c in t["cards"].list()]
            if len(cards) != rules.hand_size:
                raise t["cards"].error(f"a trick is {rules.hand_size} cards")
            st.tricks[seat].append(
                {"colour": colour, "cards": cards, "rot": [0] * len(cards), "flip": [0] * len(cards)}
            )
    if node.has("deck"):
        # listed top first, as a person reads a pile from the top
        top_first = [_card(c, defs, seen) for c in node["deck"].list()]
        missing = sorted(set(defs.card_ids) - seen)
        if missing:
            raise node["deck"].error(f"cards {missing} are nowhere: put them in the deck, a hand or a trick")
        st.deck = Deck(list(reversed(top_first)))
    else:
        st.deck = Deck(sorted(set(defs.card_ids) - seen))
        st.deck.shuffle(chance, "shuffle")
    st.swaps_since_trick = node.get("swaps_since_trick", 0).int(0, 1_000_000)
    if not st.trick_possible():  # the round would end at once (ruling): a scenario must leave a trick to find
        raise node["hands"].error("no three cards among the hands and the centre card can make a trick")
    return st


def new_state(num_seats: int, chance: Chance, options: dict[str, Any]) -> MonstersState:
    return MonstersState.new(num_seats, chance, options)


def check_data() -> list[str]:
    """Everything check-data should read: rules, deck (shape and the no-lone-line design), texts, scenarios."""
    rules = load_rules()
    cards, _ = load_deck(rules)
    for card in cards.values():
        lone = single_card_lines(card, len(rules.colours))
        if lone:
            raise data.DataError(str(data.game_file(GAME_ID, "deck.yaml")), None, f"card {card.id} alone shows {lone}")
    texts = load_texts()
    kinds = texts["events"]
    for kind in EVENT_KINDS:
        if not kinds.has(kind):
            raise kinds.error(f"no text for the event '{kind}'")
        kinds[kind].texts()
    names = texts["names"]
    for value in (*rules.colour_ids, "all_colours", "deck_out", "stalled", "sand_out"):
        if not names.has(value):
            raise names.error(f"no name for '{value}'")
        names[value].texts()
    files = [str(data.game_file(GAME_ID, n)) for n in ("rules.yaml", "deck.yaml", "texts.yaml")]
    for path in sorted(data.game_file(GAME_ID, "scenarios").glob("*.yaml")):
        from_scenario(data.load(path), Chance(0))
        files.append(str(path))
    return files


EVENT_KINDS = (
    "round_start",
    "deal",
    "dealt",
    "centre",
    "trick",
    "draw",
    "drew",
    "swap",
    "stalled",
    "deck_out",
    "sand_out",
    "round_over",
    "match_over",
)

SPEC = GameSpec(
    id=GAME_ID,
    seats=(1, 4),
    state_cls=MonstersState,
    load_defs=load_defs,
    new_state=new_state,
    make_bot=make_bot,
    lead=lead,
    pace=seat_pace,
    from_scenario=from_scenario,
    options=_options(),
    realtime=True,
    strengths=("beginner", "easy", "medium", "hard"),
    clock_stops=frozenset({"round_over"}),
    # a deal or a draw shows a seat new cards; a new round shuffles
    reveals=frozenset({"deal", "draw", "round_start", "centre"}),
    check_data=check_data,
    table="scenes.monsters.table:MonstersTable",
    components="sprites.monsters.components",
    contract="game.monsters.contract",
    results="scenes.monsters.results:result_rows",
    explain="scenes.monsters.results:explain",
)
