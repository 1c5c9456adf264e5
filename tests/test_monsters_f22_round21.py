"""Monsters, round 21 (nc21): each round's deal draws new luck (the same centre card twice was chance);
the tutorial names the centre's tag, says how a match is won and how soon a bot may take a trick; a
tie-break lead no longer reads « à égalité »; what sits over the panels and the pile is kept off them."""

from __future__ import annotations

from game import i18n, tutorial
from game.core import Chance
from game.i18n import t
from game.monsters.defs import load_defs
from game.monsters.state import ALL_COLOURS, MonstersState


def test_each_round_deals_from_a_new_shuffle() -> None:
    """Shots 30, 46: both rounds opened on the same centre card, right after « 45 cartes mélangées ». The
    newcomer's seed (241583, from the finished save) drew two different shuffles: card 18 came to the
    centre in both by chance, 1 time in 45; the hands differ. Each round gathers the 45 cards and shuffles
    them with the game's chance, recorded, so a game stays the same from its seed."""
    st = MonstersState.new(2, Chance(241583))
    first = (list(st.hands[0]), list(st.hands[1]), st.centre)
    st._end_round(ALL_COLOURS, [0])
    second = (list(st.hands[0]), list(st.hands[1]), st.centre)
    shuffles = [value for label, value in st.chance.record if label == "shuffle"]
    assert len(shuffles) == 2 and shuffles[0] != shuffles[1]
    assert first[2] == second[2] and first[:2] != second[:2], (first, second)
    # the same seed deals the same two rounds again
    again = MonstersState.new(2, Chance(241583))
    again._end_round(ALL_COLOURS, [0])
    assert (list(again.hands[0]), list(again.hands[1]), again.centre) == second
    # and over many seeds the centre card comes back no more often than chance says (1 in 45)
    cards = len(load_defs().card_ids)
    same = 0
    for seed in range(450):
        st = MonstersState.new(2, Chance(seed))
        centre = st.centre
        st._end_round(ALL_COLOURS, [0])
        same += st.centre == centre
    assert same <= 3 * 450 // cards, same


def test_the_race_step_names_the_tag_it_speaks_of() -> None:
    """Shot 13: « Tant que c'est écrit » named nothing. The step quotes the tag the centre carries in its
    picture, word for word, in both languages."""
    race = next(s for s in tutorial.load("monsters").steps if s.show == "centre_swap")
    for lang in ("fr", "en"):
        tag = i18n.t_in(lang, "monsters.centre_swapped", who=i18n.t_in(lang, "monsters.example.rival"))
        text = race.text(lang)
        assert tag in text, (tag, text)
        assert "c'est écrit" not in text and "that shows" not in text, text


def test_the_end_says_how_many_rounds_and_how_soon_a_bot_may_score() -> None:
    """nc21: « plusieurs manches » but not how many nor how a match is won (heard first at the setup,
    « Manches (au plus) : 3 »), and nothing said a bot may take a trick 15 s in."""
    rules = load_defs().rules
    best_of = rules.options["rounds"][0]
    assert best_of == 3  # what the end says: the setup's default
    tut = tutorial.load("monsters")
    fr, en = tut.end_text("fr").replace("\u00a0", " "), tut.end_text("en")
    assert "3 au plus : deux manches gagnées l'emportent" in fr, fr
    assert "3 at most: two rounds won take it" in en, en
    assert "quinze secondes" in fr and "fifteen seconds" in en


def test_the_first_step_puts_its_three_ideas_on_three_lines() -> None:
    """Step 1 packed the rule, the labels and the three buttons into one paragraph."""
    first = tutorial.load("monsters").steps[0]
    for lang in ("fr", "en"):
        assert len(first.text(lang).split("\n")) == 3, first.text(lang)


def test_a_tie_break_lead_does_not_read_as_a_tie(app) -> None:
    """Shots 32, 34: « vous, à égalité mais devant en vert (1 à 0) »."""
    from test_monsters_f15_round14 import _live_two

    i18n.set_lang("fr")
    table = _live_two(app)
    table.model.counts[0].update(green=1)
    table.model.counts[1].update(yellow=1)
    line = table.painter.standing().replace("\u00a0", " ")
    assert line == "En tête si la pioche s'épuise : vous, grâce aux plis verts (1 contre 0)", line
    i18n.set_lang("en")
    assert table.painter.standing() == "Ahead if the deck runs out: you, thanks to green tricks (1 to 0)"
    i18n.set_lang("fr")
    assert t("monsters.standing_you") == "vous"
