"""Issue 24, eighteenth round of Kaiju & Mecha (newcomer nc17): the hint counts a known second cancel."""

from __future__ import annotations

from lang import french, plain

from game import i18n
from game.core import Chance, Event, act

STEAL_CANCELLED = """\
seats: 2
active: 0
phase: main
dice: [2, 3]
table: [7, 2, 2, 2, 8, 8, 1, 1]
players:
  - hand: [4, 6, 7]
  - hand: [6, 6, 3]
    mechas: [4, 5]
pile_top: [4]
"""


def test_the_hint_does_not_spend_a_6_against_a_known_second_6(tmp_path):
    """nc17 shot-100/104: Conseil said "Bot 2 garde 2 cartes 6", then advised a 6 against its first 6;
    the bot played its second and the person lost their 6 for nothing."""
    from game import data
    from game.kaiju import HardBot, from_scenario

    path = tmp_path / "s.yaml"
    path.write_text(STEAL_CANCELLED, encoding="utf-8")
    st = from_scenario(data.load(path), Chance(0))
    st.apply(0, act("play", 4, "steal", 1))
    st.apply(1, act("play", 6, "cancel"))
    said: dict[bool, tuple[object, str]] = {}
    for seen in (False, True):  # Bot 2's two 6s seen entering its hand, one of them just played
        bot = HardBot(0, seed=1)
        if seen:
            bot.memory.observe([Event("cards_taken", 1, {"cards": [6, 6]}),
                                Event("card_played", 1, {"card": 6, "effect": "cancel"})])
        choice = bot.choose(st.view(0), st.legal_actions(0))
        with french():
            said[seen] = (choice, plain(i18n.hint_text("kaiju", bot.why[0], bot.why[1], ["Joueur 1", "Bot 2"])))
    assert said[False][0] == act("play", 6, "cancel"), said[False]
    choice, text = said[True]
    assert choice == act("pass"), said[True]
    # nc59 shot 098: not « perdue pour rien », the bot's answer spends its 6 too
    assert text == ("Cliquez « Laisser faire » : Bot 2 garde encore un 6 (vu entrer dans sa main) "
                    "et peut annuler votre annulation : s'il le fait, votre 6 part contre son 6 et votre effet reste "
                    "annulé. Le sauver ne vaut pas cet échange : gardez votre carte."), text


def test_the_table_names_a_die_by_its_place_as_the_log_does():
    """nc17 item 9: « tourner le dé 1 sur 6 » on the table, « le premier dé » in the log."""
    from game import i18n

    for lang, want in (("fr", "tourner le premier dé sur 6"), ("en", "turn the first die to 6")):
        assert plain(i18n.t_in(lang, "kaiju.what.set", die=1, face=6)) == want
    assert plain(i18n.t_in("fr", "kaiju.what.reroll", die=2)) == "relancer le second dé"
    assert plain(i18n.t_in("en", "kaiju.what.reroll", die=2)) == "reroll the second die"


def test_no_frame_on_a_mecha_takers_hand_and_no_bubble_on_ones_own_card(app, tmp_path):
    """nc17 shots 15, 59: after a Mecha was taken, a frame in the taker's colour stayed around their
    own hand, never understood (a steal still marks the hand robbed). nc17 shot-13: « 5 : tourner le
    dé 1 sur 6 » faded on the home panel's top border, under the played card's caption saying the same."""
    from scene_input import open_scenario

    path = tmp_path / "s.yaml"
    path.write_text(STEAL_CANCELLED, encoding="utf-8")
    table = open_scenario(app, "kaiju", ["human", "bot:easy"], path)
    assert table.touched(Event("mecha_taken", 0, {"mecha": 6})) == []
    # nc20: two players apart, a steal marks no hand either (the only other hand, framed a whole turn)
    assert table.touched(Event("card_stolen", 0, {"from": 1, "card": "M4", "kept": True})) == []
    bubbles: list[tuple[int | None, str]] = []
    table.bubble = lambda seat, text, *a, **k: bubbles.append((seat, plain(text)))
    assert table.act(0, act("play", 4, "steal", 1))
    table.on_card_played(Event("card_played", 0, {"card": 4, "effect": "steal", "args": [1]}))
    assert not any(seat == 0 for seat, _ in bubbles), bubbles
    app.stack.pop()
