"""Newcomer round 62 (nc62) on Elem Master's long first game against « Bot sur mesure » (f52): the bot ahead on
the count ends the game, the end said early, the bot's turns quicker to watch, the tutorial's gaps."""

from __future__ import annotations

from test_elemmaster_f48 import NEAR_END


def _fire_left(st, plan, seat=0):
    w = st.fast_copy()
    for a in plan:
        if w.current == seat and a in w.legal_actions(seat):
            w._apply(seat, a)
    return sum(s.level for s in w.stacks.values() if s.element == "fire")


def test_a_bot_leading_on_the_count_puts_the_last_fire_out_rather_than_wait():
    """nc62: 36 rounds, turns 17-35 the same exchange; the bots' drive to end the game by the Fire-out only began at
    round 30. A medium or hard bot that leads on the count with few Fire levels left (`closing`) now plays for it."""
    from game.elemmaster.bots import ElemBot, closing
    from game.elemmaster.scenario import from_text

    st = from_text(NEAR_END)
    assert closing(st, 0) is not None
    for strength in ("medium", "hard"):
        for seed in range(4):
            bot = ElemBot(0, seed, strength)
            plan = []
            w = st.fast_copy()
            while w.current == 0 and not w.over and len(plan) < 5:
                a = bot.choose(w.view(0), w.legal_actions(0))
                plan.append(a)
                w._apply(0, a)
            assert not any(a.kind == "grow" and a.args[0] == "c3" for a in plan), (strength, plan)
            if strength == "hard":  # (medium weighs a share of its options only)
                assert _fire_left(st, plan) < 2, (strength, plan)
