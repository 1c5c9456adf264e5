"""Issue 24, a newcomer's first game of Evolution (round 5): a win in hand is hinted and shown, a card that
frees a creature says so before it is played, the bar's buttons keep their places, help boxes leave with
the pointer, and an easy bot's turn does not drag."""

from __future__ import annotations

import yaml
from scene_input import run
from test_scenes_evolution import table_for
from waiting import wait_until

from game import i18n
from game.core import act
from game.evolution.bots import winning_line
from game.evolution.checks import position
from game.match import Match

# Three piles at level 5; the Air pile at 2 with Air 3, 4 and 5 in hand: the Air 3's Tornado would
# throw the Air 5 away (the policy's hint did: "Tornade sur Air 5"), the win is to let it go.
WIN_IN_HAND = """
seats: 2
current: 0
turn: 30
mages:
  - hand: [air3, air4, air5, fire4, earth4]
    piles: {air: [air0, air1, air2], fire: [fire0, fire1, fire2, fire3, ether1, fire5],
            earth: [earth0, earth1, earth2, earth3, ether2, earth5],
            water: [water0, water1, water2, water3, water4, water5]}
    rooted: {fire: 6, earth: 6, water: 6}
    rest: draw
  - hand: [air1, fire1, earth1, ether1, ether2]
    piles: {air: [air0], water: [water0]}
    rest: draw
"""

# One pile short by its last two levels, with an Air 4 (it frees the Elf) and an Ether in hand: the
# joker gets there without handing the opponent a power.
WIN_BY_JOKER = WIN_IN_HAND.replace("[air3, air4, air5, fire4, earth4]", "[air4, air5, ether3, fire4, earth4]") \
    .replace("air: [air0, air1, air2], fire", "air: [air0, air1, air2, air3], fire")


def test_a_win_in_hand_is_found_with_the_fewest_powers_given():
    st = position(yaml.safe_load(WIN_IN_HAND))
    assert winning_line(st, 0) == [("air3", "air"), ("air4", "air"), ("air5", "air")]
    st = position(yaml.safe_load(WIN_BY_JOKER))
    assert winning_line(st, 0) == [("ether3", "air"), ("air5", "air")]  # the Elf stays in the centre
    st.hands[0].remove("air5")
    assert winning_line(st, 0) is None
    assert winning_line(position(yaml.safe_load(WIN_IN_HAND)), 1) is None  # not its turn


def test_the_hint_says_the_win_is_in_hand_and_following_it_wins(tmp_path):
    path = tmp_path / "win.yaml"
    path.write_text(WIN_IN_HAND)
    m = Match("evolution", ["human", "bot:easy"], seed=3, scenario=str(path))
    i18n.set_lang("fr")
    first = m.hint(0)
    assert first is not None and first.action == act("play", "air3", "air") and first.reason == "win"
    text = i18n.hint_text("evolution", first.reason, first.params, ["Joueur 1", "Bot 2"])
    assert "gagner dès ce tour" in text and "Air 3" in text and "Air 5" in text, text
    for _ in range(12):
        if m.state.is_over:
            break
        (seat,) = m.state.actors()
        h = m.hint(seat) if seat == 0 else None
        if h is not None:
            assert not (h.action.kind == "tornado"), f"the hint throws a card of the win away: {h}"
        m.play(seat, h.action if h is not None else m.state.legal_actions(seat)[-1])
    assert m.state.is_over and m.state.finished[:1] == [0], "following the hint did not win this turn"


def test_the_table_shows_the_winning_move_with_its_words(app, tmp_path):
    table = table_for(app, tmp_path, ["human", "bot:easy"], WIN_IN_HAND)
    i18n.set_lang("fr")
    table.ask_hint()
    assert wait_until(lambda: table.hint_shown is not None, 30, between=lambda: run(app, 1 / 30)), "no hint shown"
    assert table.hint_shown.reason == "win"
    assert "gagner dès ce tour" in table.hint_line(table.hint_shown)
    places = table._hint_rects(table.hint_shown.action)
    hand = table.hand_rects(len(table.m.hand))[table.m.hand.index("air3")]
    assert any(r.colliderect(hand) for r in places), "the hint does not point at the Air 3 in hand"
