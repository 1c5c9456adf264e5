"""Elem Master ruling: a specialty acts only during its owner's own turns («pendant ses tours de jeu»)."""

from __future__ import annotations

import yaml

from game.core import Action
from game.elemmaster.scenario import from_text

KEEP = {"a6": "0 earth 1", "b6": "0 fire 1", "e6": "1 fire 1", "f6": "1 earth 1"}


def game(stacks, spec=None, spec1=None):
    specs = {}
    if spec:
        specs[0] = spec
    if spec1:
        specs[1] = spec1
    d = {"terrain": "forest", "specialties": specs, "stacks": {**KEEP, **stacks}}
    return from_text(yaml.safe_dump(d))


def do(st, text):
    return st.apply(st.current, Action.parse(text))


def at(st, cell):
    return st.stacks.get(st.geo.index[cell])


def test_pretre_gains_nothing_extra_in_an_opponents_turn():
    # Seat 0's Oracle makes seat 1's Water attack seat 0's Fire: seat 1's Prêtre does not act.
    st = game({"c2": "1 water 1", "b2": "0 fire 2"}, spec="oracle", spec1="pretre")
    assert st.current == 0
    do(st, "oattack c2 b2")
    assert at(st, "c2").level == 2  # the ordinary gain of one level, not the Prêtre's two


def test_pretre_still_gains_two_in_its_own_turn():
    st = game({"b2": "0 water 1", "c2": "1 fire 2"}, spec="pretre")
    do(st, "attack b2 c2")
    assert at(st, "b2").level == 3


def test_guerisseur_gives_nothing_extra_in_an_opponents_turn():
    st = game({"c2": "1 water 1", "c3": "1 earth 1"}, spec="oracle", spec1="guerisseur")
    legal = {str(a) for a in st.legal_actions(0)}
    assert "oattack c2 c3" in legal
    do(st, "oattack c2 c3")
    assert at(st, "c3").level == 2  # ordinary gain


def test_guerisseur_in_its_own_turn_gives_two():
    st = game({"b2": "0 water 1", "c2": "0 earth 1"}, spec="guerisseur")
    do(st, "attack b2 c2")
    assert at(st, "c2").level == 3


# -- log rulings: the souffle and push sentences read truly ------------------------------------


def events_game(stacks, row):
    d = {"terrain": "forest", "events": {"row": list(row), "deck": [], "used": {}}, "stacks": {**KEEP, **stacks}}
    return from_text(yaml.safe_dump(d))


def said_in(lang, event, names=("Ann", "Bob")):
    """The log's sentence for an event in one language, the language in use kept."""
    from game import i18n

    old = i18n.lang
    i18n.set_lang(lang)
    try:
        return i18n.describe("elemmaster", event, list(names))
    finally:
        i18n.set_lang(old)


def english(event, names=("Ann", "Bob")):
    return said_in("en", event, names)


def test_brise_says_no_air_token_is_spent():
    st = events_game({"c3": "0 air 2", "d3": "1 fire 1"}, ["brise"])
    ev = do(st, "event brise c3 d3 2")
    souffle = next(e for e in ev if e.kind == "souffle")
    assert souffle.data["spent"] == 0 and at(st, "c3").level == 2
    assert "0 Air tokens spent" in english(souffle)


def test_an_ordinary_souffle_says_what_it_spends():
    st = game({"b3": "0 air 2", "c3": "1 fire 1"})
    ev = do(st, "souffle b3 c3 1")
    assert "1 Air token spent" in english(next(e for e in ev if e.kind == "souffle"))


def test_a_zero_step_push_is_told_as_not_moving():
    # c3 is blown toward d3, where an enemy Water stands: it cannot move, then interacts.
    st = game({"b3": "0 air 2", "c3": "1 fire 1", "d3": "0 water 1"})
    ev = do(st, "souffle b3 c3 1")
    kinds = [e.kind for e in ev]
    assert "pushed" not in kinds and "push_held" in kinds and "attack" in kinds
    held = next(e for e in ev if e.kind == "push_held")
    assert held.data == {"cell": "c3", "element": "fire", "player": 1, "into": "collision", "against": "d3"}
    assert english(held) == ("Bob's Fire on c3 is blown against the piece on d3: a collision, "
                             "the fight decides who keeps the cell")


def test_a_blown_stack_that_beats_its_neighbour_and_takes_its_place_is_not_told_as_not_moving():
    """shot-250: "Eau en a2 ne bouge pas", then "a2 → a3" — the Water blown against the enemy Fire
    beside it beats it and takes its place. The log's sentences now agree with what happened."""
    from game import i18n

    st = game({"b1": "0 air 2", "b2": "0 water 1", "b3": "1 fire 1"})
    ev = do(st, "souffle b1 b2 1")
    kinds = [e.kind for e in ev]
    assert "push_held" in kinds and "take_place" in kinds, kinds
    assert at(st, "b3").element == "water" and at(st, "b2") is None  # it did move, into the Fire's cell
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        lines = [i18n.describe("elemmaster", e, ["Ann", "Bob"]) for e in ev]
        said = " / ".join(x for x in lines if x)
        assert "ne bouge pas" not in said and "does not move" not in said, said
        assert "b2 → b3" in said, said
    i18n.set_lang("fr")


def french(event, names=("Ann", "Bob")):
    return said_in("fr", event, names)


def test_a_push_that_ends_in_a_merge_says_where_the_piece_really_ends():
    """nc11 shot-100: « Poussée : Eau de Joueur 1, de e5 à d4 (1 case) » then « Fusion en c3 »: the
    force-2 push took the Water two cells, into its own stack on c3. The log now names c3 and 2 cells."""
    st = game({"b3": "0 air 2", "c3": "1 water 2", "e3": "1 water 2"})
    ev = do(st, "souffle b3 c3 2")
    pushed = next(e for e in ev if e.kind == "pushed")
    assert pushed.data["dst"] == "e3" and pushed.data["steps"] == 2 and pushed.data["into"] == "merge"
    assert "push_held" not in [e.kind for e in ev]
    merge = next(e for e in ev if e.kind == "merge")
    assert {k: merge.data[k] for k in ("cell", "level", "excess")} == {"cell": "e3", "level": 3, "excess": 1}
    assert at(st, "e3").level == 3 and at(st, "c3") is None and at(st, "d3") is None
    said = french(pushed).replace("\xa0", " ")
    assert said.startswith("Poussée : Eau de Bob, de c3 à e3 (2 cases)") and "fusion" in said, said
    assert "e3 (2 cells), merging" in english(pushed)


def test_a_merge_against_the_next_cell_is_a_one_cell_push_not_a_bump():
    """nc11 shot-148: « Feu … en d5 bute sur la case suivante, occupée » then « Fusion en c4 »."""
    st = game({"b3": "0 air 2", "c3": "1 fire 1", "d3": "1 fire 1"})
    ev = do(st, "souffle b3 c3 1")
    pushed = next(e for e in ev if e.kind == "pushed")
    assert (pushed.data["dst"], pushed.data["steps"], pushed.data["into"]) == ("d3", 1, "merge")
    assert "push_held" not in [e.kind for e in ev] and at(st, "d3").level == 2
    assert "bute" not in " ".join(french(e) for e in ev)


def test_a_push_into_a_collision_stops_beside_the_piece_it_hits():
    st = game({"b3": "0 air 2", "c3": "1 fire 1", "e3": "0 water 1"})
    ev = do(st, "souffle b3 c3 2")
    pushed = next(e for e in ev if e.kind == "pushed")
    assert (pushed.data["dst"], pushed.data["steps"], pushed.data["into"], pushed.data["against"]) == \
        ("d3", 1, "collision", "e3")
    assert "collision avec la pièce en e3" in french(pushed)
    assert any(e.kind == "attack" and e.data["cause"] == "souffle" for e in ev)
