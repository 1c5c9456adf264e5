"""Kaiju log rulings: the played card's sentence names its choice; a cancelled cancel restores the card under it."""

import pytest

from game import data, i18n
from game.core import Action, Chance, Event
from game.kaiju import from_scenario


def position(tmp_path, hands: str, dice: str = "[1, 3]"):
    path = tmp_path / "p.yaml"
    path.write_text(
        f"seats: 2\nphase: main\ndice: {dice}\ntable: [1, 2, 3, 4, 5, 6, 7, 8]\nplayers:\n{hands}", encoding="utf-8"
    )
    return from_scenario(data.load(path), Chance(0))


@pytest.fixture(autouse=True)
def english():
    old = i18n.lang
    i18n.set_lang("en")
    yield
    i18n.set_lang(old)


def say(event: Event) -> str:
    text = i18n.describe("kaiju", event, ["Ann", "Bob"])
    assert text is not None
    return text


def test_a_set_names_the_die_and_the_face(tmp_path):
    st = position(tmp_path, "  - hand: [5]\n  - hand: [2]\n")
    ev = st.apply(0, Action.parse("play 5 set 2 6"))
    played = next(e for e in ev if e.kind == "card_played")
    assert played.data["die"] == 2 and played.data["face"] == 6
    assert say(played) == "Ann plays a 5: turn the second die to 6"  # nc11: "die 2" read as a face


def test_a_reroll_and_a_steal_name_their_dice_and_target(tmp_path):
    st = position(tmp_path, "  - hand: [2, 4]\n  - hand: [3]\n")
    ev = st.apply(0, Action.parse("play 4 steal 1"))
    assert say(next(e for e in ev if e.kind == "card_played")) == "Ann plays a 4: steal a random card from Bob"
    st = position(tmp_path, "  - hand: [2]\n  - hand: [3]\n")
    ev = st.apply(0, Action.parse("play 2 reroll 1 2"))
    assert say(next(e for e in ev if e.kind == "card_played")) == "Ann plays a 2: reroll both dice"


def test_a_cancelled_cancel_says_the_card_under_it_stands_again(tmp_path):
    st = position(tmp_path, "  - hand: [4, 6]\n  - hand: [6, 3]\n")
    st.apply(0, Action.parse("play 4 steal 1"))
    ev = st.apply(1, Action.parse("play 6 cancel"))
    assert say(next(e for e in ev if e.kind == "card_played")) == "Bob plays a 6: cancel Ann's 4"
    st.apply(0, Action.parse("play 6 cancel"))
    ev = st.apply(1, Action.parse("pass"))
    kinds = [e.kind for e in ev]
    assert kinds[-2:] == ["effect_cancelled", "effect_restored"]
    restored = ev[-1]
    assert restored.seat == 0 and restored.data == {"card": 4, "effect": "steal"}
    assert say(restored) == "Ann's 4 will steal a card after all: anyone may still answer it"
