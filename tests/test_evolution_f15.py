"""Round 14's newcomer findings on Elementary Evolution (f15): the easy bot that stayed at level 0
for four turns, ..."""

from __future__ import annotations

from game import i18n
from game.evolution.bots import EasyBot
from game.evolution.checks import position
from game.match import Match

NO_EGG = {
    "seats": 2,
    "current": 0,
    "mages": [
        {"hand": ["ether1", "ether2", "air1", "water1", "fire3"], "rest": "draw"},
        {"hand": ["air0"], "rest": "draw"},
    ],
}


def test_without_an_egg_the_easy_bot_cycles_its_whole_hand():
    """nc14 (shot-63..88): no Egg down nor in hand, it kept its Ethers and two level-1 cards, drew
    two cards a turn and stayed « Niv. 0 » for four turns; now every card goes, so five new ones come."""
    for seed in range(4):
        st = position(NO_EGG, seed=3)
        bot = EasyBot(0, seed)
        gone = []
        for _ in range(12):
            legal = st.legal_actions(0)
            a = bot.choose(st.view(0), legal)
            assert a in legal
            if a.kind == "end":
                break
            gone.append(str(a.args[0]))
            st.apply(0, a)
        assert sorted(gone) == ["air1", "ether1", "ether2", "fire3", "water1"], gone


def test_the_easy_bot_builds_its_piles_early():
    """Seeded duels against the medium bot: by its fourth turn the easy bot has levels on the table in
    nearly every game (nc14 saw « Niv. 0 » on tours 7 and 8), and it never ends a turn with an Egg in hand."""
    low = 0
    for seed in range(12):
        seats = ["bot:medium", "bot:easy"] if seed % 2 == 0 else ["bot:easy", "bot:medium"]
        easy = seats.index("bot:easy")
        m = Match("evolution", seats, seed=seed)
        while not m.state.is_over and m.state.turn < 8:
            st = m.state
            eggs = st.current == easy and any(
                st.fits(c, easy, st.defs.cards[c].element) for c in st.hands[easy] if st.defs.cards[c].level == 0
            )
            step = m.bot_step()
            assert step is not None
            if eggs and step[0] == easy:
                assert step[1].kind != "end", (seed, sorted(st.hands[easy]))
        low += m.state.levels(easy) <= 1
    assert low <= 1, low


def test_the_setup_announces_the_measured_length():
    """nc14's game took 7 minutes against « environ 15 minutes »: tools/game_lengths.py's method vs the
    easy bot (12 seeded games, the nc13 and nc14 journals' pace) gives 10.6 minutes."""
    assert i18n.t_in("fr", "setup.time.evolution").startswith("10 minutes")
    assert i18n.t_in("en", "setup.time.evolution").startswith("10 minutes")
