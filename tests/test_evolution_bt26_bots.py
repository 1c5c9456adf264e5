"""bt26: two faults of Evolution's hard policy (`Policy(sharp=True)`), each in the position that showed it."""

from __future__ import annotations

import random

import yaml

from game.core import act
from game.evolution.bots import MEDIUM, SHARP, HardBot
from game.evolution.checks import position

# Joueur 1 has just placed Feu 0; Bot 2 holds the Sirène, its next Water card (Eau 4) lies in its main
# discard: no Cascade can answer the Fire, but the Sirène sends it back onto Joueur 1's Air pile.
SIREN = """
seats: 2
current: 0
turn: 8
mages:
  - hand: [fire0, air3, earth2]
    piles: {air: [air0, air1], earth: [earth0, earth1], water: [water0, water1, water2, water3]}
    rooted: {earth: 2, water: 4}
    rest: draw
  - hand: [air1, air2, earth3, ether2, fire2]
    main: [water4]
    piles: {fire: [fire0], earth: [earth0, earth1], water: [water0, ether1, water2, water3]}
    rooted: {earth: 2, water: 4}
    rest: draw
tokens:
  gnome: used
  siren: {holder: 1, giver: 0}
"""


def test_no_cascade_to_fear_is_no_reason_to_burn_a_siren_holder():
    """The +2 of a target that cannot counter with a Cascade is worth nothing when it holds the Sirène:
    the Sirène sends the Fire back whatever its Water cards. The hard policy weighs that burn as medium
    does, and leaves it (the Fire would come back on its Air 1)."""
    doc = yaml.safe_load(SIREN)
    st = position(doc)
    st.apply(0, act("play", "fire0", "fire"))
    assert SHARP.burn_value(st, 0, 1, "fire") == MEDIUM.burn_value(st, 0, 1, "fire") <= 0
    assert SHARP(st, 0, st.legal_actions(0), random.Random(0)) == act("skip")
    # without the Sirène, the missing Cascade still counts for the hard policy
    doc["tokens"] = {"gnome": "used"}
    plain = position(doc)
    plain.apply(0, act("play", "fire0", "fire"))
    assert SHARP.burn_value(plain, 0, 1, "fire") == MEDIUM.burn_value(plain, 0, 1, "fire") + 2.0


# Joueur 1 holds the Golem; three Air cards of its hand go up its Air pile one after the other.
GOLEM = """
seats: 2
current: 0
turn: 8
mages:
  - hand: [air1, air2, air3, earth4]
    piles: {air: [air0], fire: [fire0, fire1, fire2], earth: [earth0, earth1], water: [water0, water1, water2]}
    rest: draw
  - hand: [air1, air2, earth3, ether2, fire1]
    piles: {fire: [fire0], earth: [earth0, earth1], water: [water0, ether1, water2, water3]}
    rooted: {earth: 2, water: 4}
    rest: draw
tokens:
  golem: {holder: 0, giver: 1}
"""


def test_the_golem_roots_after_the_cards_it_would_cover():
    """The hard bot rooted with the Golem, then placed three Air cards the Golem would have rooted too:
    the cards go down first, and the Golem is still used once they are (the same turn)."""
    st = position(yaml.safe_load(GOLEM))
    assert HardBot(0, 1).choose(st.view(0), st.legal_actions(0)) == act("play", "air1", "air")
    played: list[str] = []
    for _ in range(60):  # the turn, as the hard policy plays it (the releases and effects included)
        if st.is_over or st.current != 0:
            break
        (seat,) = st.actors()
        a = (SHARP if seat == 0 else MEDIUM)(st, seat, st.legal_actions(seat), random.Random(0))
        st.apply(seat, a)
        if seat == 0:
            played.append(str(a))
            if a.kind == "power":
                break
    assert played[-1] == "power golem", played
    assert [p for p in played if p.startswith("play")] == [f"play air{k} air" for k in range(1, 5)], played
    # medium keeps its plain order: a power worth it first
    fresh = position(yaml.safe_load(GOLEM))
    assert MEDIUM(fresh, 0, fresh.legal_actions(0), random.Random(0)) == act("power", "golem")
