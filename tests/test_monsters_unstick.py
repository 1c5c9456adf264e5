"""Issue 24: a newcomer sat stuck for three minutes while the beginner bot made tricks and never
touched the centre card. A bot that holds a trick now renews a centre it has left alone for long."""

from __future__ import annotations

from itertools import combinations

from game.hints import hint
from game.match import Match
from game.monsters.defs import load_defs
from tests.test_bots_monsters_beginner import SlowPerson


def _can_trick(hand: list[int], centre: int | None) -> bool:
    defs = load_defs()
    cards = list(hand) + ([centre] if centre is not None else [])
    return any(defs.cards.colours_of(list(c)) for c in combinations(cards, 3))


def longest_stuck(strength: str, matches: int, seed: int = 1) -> float:
    """The longest time (s) the scripted slow person holds a hand and centre that show no trick."""
    worst = 0.0
    for i in range(matches):
        m = Match("monsters", [f"bot:{strength}", "human"], seed=seed + i)
        m.bots[1] = SlowPerson(1, seed + i)
        since: float | None = None
        rnd = None
        for _ in range(100_000):
            if m.state.is_over:
                break
            v = m.state.view(1)
            if v["round"] != rnd:
                rnd, since = v["round"], None
            stuck = len(v["hand"]) == 3 and not _can_trick(v["hand"], v["centre"])
            if stuck and since is None:
                since = v["clock"]
            if not stuck and since is not None:
                worst, since = max(worst, v["clock"] - since), None
            if not m._realtime_step():
                break
    return worst


def test_the_person_is_never_stuck_for_minutes_against_the_beginner() -> None:
    # measured over these 20 seeds: 160 s before the bots renewed the centre, 67 s after; 54 s since
    # its swaps have a reason (it renews when the person shows they are stuck, tests/test_monsters_newcomer6.py);
    # round 9's quicker beginner (a trick every 16-28 s) renews less often: 84 s on seed 10, of which the
    # slow person's own 30 s before looking, 89 s before it renewed on a fresh hand while the person tries
    assert longest_stuck("beginner", 20) < 85.0


def test_the_delay_is_a_designer_number_per_level() -> None:
    bots = load_defs().rules.bots
    assert bots["beginner"].unstick == (25.0, 40.0)
    assert all(lo <= hi for lo, hi in (b.unstick for b in bots.values()))


def test_a_bot_holding_a_trick_swaps_when_it_has_not_for_long() -> None:
    m = Match("monsters", ["bot:beginner", "human"], seed=3)
    bot = m.bots[0]
    for _ in range(2000):
        view, legal = m.state.view(0), m.state.legal_actions(0)
        if any(a.kind == "trick" for a in legal) and view["changed_at"][0] > view["swapped_at"][0]:
            break
        m.run_bots(max_steps=1)
    else:
        raise AssertionError("the bot never held a fresh hand with a trick")
    view["clock"] = view["swapped_at"][0] + 10_000.0  # the bot left the centre alone for ages
    assert bot.delay(view, legal) == 0.0
    assert bot.choose(view, legal).kind == "swap"
    # the hint, made by a bot that explains, still shows the person's trick
    bot.explaining = True
    assert bot.choose(view, legal).kind == "trick"


def test_a_hint_never_tells_the_person_to_give_up_a_trick() -> None:
    m = Match("monsters", ["human", "bot:beginner"], seed=5)
    assert any(a.kind == "trick" for a in m.state.legal_actions(0)), "seed 5 deals the person a trick"
    m.pass_time(500.0)
    h = hint(m, 0)
    assert h is not None and h.action.kind == "trick"


def test_the_last_swaps_survive_a_save_and_load() -> None:
    from game.monsters.state import MonstersState

    m = Match("monsters", ["bot:beginner", "human"], seed=2)
    st = m.state
    st.swapped_at = [5.0, st.changed_at[1]]
    back = MonstersState._from_state_json(st._state_json(), st.chance)
    assert back.swapped_at == st.swapped_at
    st.swapped_at = list(st.changed_at)
    assert "swapped_at" not in st._state_json(), "said only when it says more than changed_at"
    assert MonstersState._from_state_json(st._state_json(), st.chance).swapped_at == st.changed_at
