"""The question asked when a mage frees a creature (issue 24, round 5: "donnez son jeton à un autre
adversaire, ou laissez-le à Joueur 1" to a person who held it themself, with Enter giving it to the bot)."""
from types import SimpleNamespace

from lang import plain

from game import i18n
from game.core import act
from game.evolution.defs import load_defs
from game.i18n import t_in
from scenes.evolution.choices import Asked


def asked(holder: int | None, *legal, seat: int = 0) -> Asked:
    tokens = {c: {"state": "centre", "holder": None} for c in load_defs().creatures}
    tokens["golem"] = {"state": "held" if holder is not None else "centre", "holder": holder}
    model = SimpleNamespace(tokens=tokens, centre=[], num_seats=3, finished=[], seat=seat)
    return Asked(list(legal), {"t": "release", "creature": "golem"}, model, ["Joueur 1", "Bot 2", "Bot 3"],
                 load_defs(), seat)  # type: ignore[arg-type]


def test_a_creature_the_person_holds_is_kept_by_enter_and_said_to_be_theirs():
    i18n.set_lang("fr")
    q = asked(0, act("give", "golem", 1), act("keep"))
    assert q.default() == act("keep"), "Enter must not hand the power to the bot"
    said = plain(q.prompt_text())
    # nc33 shot 61: « gardez-le » (the token) beside « La garder » (the creature): the creature throughout
    assert "Golem (enracine quatre piles), déjà à vous : gardez-la (⏎) ou donnez-la à un adversaire" in said, said
    assert "autre adversaire" not in said and "Joueur 1" not in said, said
    with_ether = plain(asked(0, act("give", "golem", 1), act("keep"), act("block", "ether1")).prompt_text())
    assert "gardez-la (⏎), donnez-la à un adversaire, ou dépensez un Éther" in with_ether, with_ether


def test_a_creature_an_opponent_holds_stays_with_them_by_enter():
    i18n.set_lang("fr")
    q = asked(1, act("give", "golem", 2), act("keep"), act("block", "ether1"))
    assert q.default() == act("keep")
    said = plain(q.prompt_text())
    assert "que Bot 2 détient déjà : laissez-la-lui (⏎), donnez-la à un autre adversaire" in said, said
    alone = plain(asked(1, act("keep"), act("block", "ether1")).prompt_text())  # two players: nobody else
    assert "autre adversaire" not in alone and "laissez-la-lui (⏎) ou dépensez un Éther" in alone, alone


def test_a_free_creature_still_asks_whom_to_give_it_to():
    i18n.set_lang("fr")
    q = asked(None, act("give", "golem", 1))
    assert q.default() == act("give", "golem", 1)  # one mage may receive it: Enter gives it, as before
    assert "donnez-la à un adversaire" in plain(q.prompt_text())


def test_every_way_reads_in_english_too():
    for way, words in (("self_keep_give", "already yours: keep it (⏎)"),
                       ("other_all", "which Bot 2 already holds: leave it with them (⏎), give it to another")):
        assert words in t_in("en", "evolution.prompt.release", creature="Golem", holder="Bot 2", way=way)


def test_rooting_and_auto_end_texts_say_what_and_why() -> None:
    """Rooting uses the verb the log uses; the automatic end of turn says why (issue 24, findings 6 and 8)."""
    assert "enracinez" in t_in("fr", "evolution.info.root")
    assert "aucune carte" in t_in("fr", "evolution.auto.end")
    assert "no card" in t_in("en", "evolution.auto.end")


def test_a_tutorial_card_the_step_does_not_use_is_answered_at_once(app):
    """Round 5: clicking Terre 4 against the step picked it and offered every play; the answer came
    only after playing it. The step's box answers the click, and the card is not picked."""
    from scene_input import click
    from test_tutorial import first_target, open_tutorial

    i18n.set_lang("fr")
    table = open_tutorial(app, "evolution")
    target = first_target(app, table)
    while table.guide.step.reads:  # words only first (round 9: the real start): its "Continue"
        click(app, target.center)
        target = first_target(app, table)
    expected = table.guide.expected()
    hand = list(table.m.hand)
    wrong = next(c for c in hand if c not in (str(a) for a in expected.args))
    click(app, table.hand_rects(len(hand))[hand.index(wrong)].center)
    assert table.controls.selected is None, "a card off the step was picked"
    assert table.error == table.guide.step.wrong_text(), table.error
    right = next(c for c in hand if c in (str(a) for a in expected.args))
    click(app, table.hand_rects(len(hand))[hand.index(right)].center)
    assert table.controls.selected == right
