"""A hint goes on from the seat's last hint's rehearsal (game/hints.py `Rehearsed`): the same hints as
a hint made afresh, at a fraction of the searches (an Elem Master hint re-made the turn's plan at
every position of the turn, and walked the whole log)."""

from __future__ import annotations

from game import hints
from game.elemmaster.bots import ElemBot
from game.match import Match


def _fresh(match, seat):
    """The hint made from nothing kept (and the kept rehearsals left as they were)."""
    saved = dict(hints._REHEARSED.get(match, {}))
    hints._REHEARSED.pop(match, None)
    try:
        return hints.hint(match, seat)
    finally:
        hints._REHEARSED[match] = saved


def test_hints_going_on_from_the_kept_rehearsal_are_the_fresh_hints(monkeypatch):
    m = Match("elemmaster", ["human", "bot:easy"], seed=3)
    chooses = 0
    real = ElemBot.choose

    def counted(self, view, legal):
        nonlocal chooses
        chooses += 1
        return real(self, view, legal)

    asked = 0
    while not m.state.is_over and asked < 10:
        m.run_bots(max_steps=200)
        if m.state.is_over:
            break
        monkeypatch.setattr(ElemBot, "choose", counted)
        kept = hints.hint(m, 0)
        monkeypatch.setattr(ElemBot, "choose", real)
        again = hints.hint(m, 0)  # Conseil pressed twice: the same hint
        assert (again.action, again.reason) == (kept.action, kept.reason)
        fresh = _fresh(m, 0)
        assert (kept.action, kept.reason, kept.params) == (fresh.action, fresh.reason, fresh.params), asked
        # the person follows the hint, or now and then plays otherwise (the plan is then given up)
        legal = m.state.legal_actions(0)
        m.play(0, kept.action if asked % 4 != 3 else legal[-1])
        asked += 1
    assert asked >= 8
    assert chooses <= asked + asked // 4 + 2, f"{chooses} searches for {asked} hints: the turn's plan was made again"


def test_a_hint_after_an_undo_is_made_afresh():
    m = Match("elemmaster", ["human", "bot:easy"], seed=5)
    for _ in range(3):
        m.run_bots(max_steps=200)
        m.play(0, hints.hint(m, 0).action)
    log = m.log()
    log["moves"] = log["moves"][:-1]
    undone = Match.replay(log)  # what the table's undo does: a new match
    undone.run_bots(max_steps=200)
    h, fresh = hints.hint(undone, 0), _fresh(undone, 0)
    assert (h.action, h.reason) == (fresh.action, fresh.reason)
    # the same match going back to an earlier log is not gone on from either
    hints._REHEARSED[undone] = hints._REHEARSED.pop(m, {})
    h = hints.hint(undone, 0)
    assert (h.action, h.reason) == (fresh.action, fresh.reason)


def test_the_earth_way_asked_again_of_the_same_position_is_not_searched_again(monkeypatch):
    """A turn's hints ask the way to the Earth of the same plan's end at each action: the second ask
    answers from the first, and another position (a piece moved) is searched afresh."""
    from game.elemmaster import bots

    m = Match("elemmaster", ["bot:hard", "bot:hard"], seed=0)
    m.run_bots(max_steps=4)
    searched = []
    real = bots._search_earth_way

    def counted(end, seat, reached, limit=4000):
        searched.append(seat)
        return real(end, seat, reached, limit)

    monkeypatch.setattr(bots, "_search_earth_way", counted)
    st, seat = m.state, m.state.current
    earths = {c for c, s in st.stacks.items() if s.owner == seat and s.element == "earth"}
    first = bots._earth_way(st.fast_copy(), seat, earths)
    again = bots._earth_way(st.fast_copy(), seat, earths)
    assert again == first and len(searched) == 1
    moved = st.fast_copy()
    cell = next(iter(earths))
    moved.stacks[cell].level += 1
    bots._earth_way(moved, seat, earths)
    assert len(searched) == 2, "another position answered from a kept one"
