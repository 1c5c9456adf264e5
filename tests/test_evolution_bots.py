"""Elementary Evolution: bots, matches, saves and replays."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from game import data
from game.core import Action, Chance
from game.evolution import EvolutionState, make_bot
from game.evolution.bots import MEDIUM, HardBot
from game.evolution.checks import check_conservation
from game.match import Match


def test_every_strength_plays_whole_legal_games():
    for seats, variant in ((["bot:easy", "bot:medium", "bot:hard"], "standard"), (["bot:hard", "bot:easy"], "fusion")):
        m = Match("evolution", seats, seed=11, options={"variant": variant})
        m.run_bots()  # Match.play refuses any illegal action
        assert m.state.is_over
        check_conservation(m.state)
        assert m.state.result().winners


def test_unknown_strength_is_refused():
    with pytest.raises(ValueError):
        make_bot("grandmaster", 0, 1)


def test_bots_choose_only_from_the_legal_list_and_their_view():
    st = EvolutionState.new_game(3, Chance(5))
    bots = [make_bot(s, i, 9) for i, s in enumerate(("easy", "medium", "hard"))]
    rng = random.Random(2)
    for _ in range(150):
        if st.is_over:
            break
        (seat,) = st.actors()
        legal = st.legal_actions(seat)
        view = json.loads(json.dumps(st.view(seat)))  # only what a screen could show
        action = bots[seat].choose(view, legal) if rng.random() < 0.8 else rng.choice(legal)
        assert action in legal
        st.apply(seat, action)


def test_save_load_and_replay_round_trip(tmp_path: Path):
    m = Match("evolution", ["bot:medium", "bot:easy", "bot:medium"], seed=4, options={"variant": "fusion"})
    for _ in range(120):
        m.bot_step()
    path = tmp_path / "evo.json"
    m.save(path)
    loaded = Match.load(path)
    assert loaded.state.to_json()["state"] == m.state.to_json()["state"]
    again = Match.replay(m.log())
    assert again.state.to_json()["state"] == m.state.to_json()["state"]
    m.run_bots()
    loaded.run_bots()
    assert loaded.state.to_json()["state"] == m.state.to_json()["state"]
    assert m.state.is_over


def test_a_scenario_match_replays(tmp_path: Path):
    scen = str(data.game_file("evolution", "scenarios/turn-example.yaml"))
    m = Match("evolution", ["human", "human"], seed=3, scenario=scen)
    for seat, text in ((0, "play air1 air"), (0, "tornado water5 main"), (0, "draw"), (0, "end")):
        m.play(seat, Action.parse(text))
    path = tmp_path / "scen.json"
    m.save(path)
    assert Match.load(path).state.to_json()["state"] == m.state.to_json()["state"]


def test_medium_policy_counters_every_burn_it_can():
    from game.evolution.checks import position

    doc = {
        "seats": 2,
        "current": 0,
        "mages": [{"hand": ["fire0"]}, {"hand": ["water1"], "piles": {"air": ["air0"], "water": ["water0"]}}],
    }
    st = position(doc)
    st.apply(0, Action.parse("play fire0 fire"))
    st.apply(0, Action.parse("burn 1 air"))
    assert str(MEDIUM(st, 1, st.legal_actions(1), random.Random(0))) == "cascade water1 water"


def test_hard_beats_easy_clearly():
    """Its think time per decision is measured by `python bench/bots.py evolution --a hard --b easy
    --games 10 --seed 100` (think_hard_ms), not here: a shared machine's load is no test of the bot."""
    games, wins = 10, 0.0
    for seed in range(games):
        seats = ["bot:hard", "bot:easy"] if seed % 2 == 0 else ["bot:easy", "bot:hard"]
        hard = seats.index("bot:hard")
        m = Match("evolution", seats, seed=100 + seed)
        while not m.state.is_over:
            seat = m.bot_to_act()
            m.play(seat, m.bot_choice(seat))
        wins += m.state.result().returns(2)[hard]
    # the fair share is 0.5; over 400 seeded duels (simulate, seed 2000, both seatings) hard wins 0.73 (f49): 0.8
    # of these ten sat above its true rate, and one game turning on a changed Éther play took it to 0.7
    assert wins / games >= 0.7


def test_hard_search_is_deterministic_for_a_seed():
    st = EvolutionState.new_game(2, Chance(8))
    rng = random.Random(1)
    while not st.stack or st.stack[-1]["t"] not in HardBot.searched:
        (seat,) = st.actors()
        st.apply(seat, MEDIUM(st, seat, st.legal_actions(seat), rng))
    (seat,) = st.actors()
    view, legal = st.view(seat), st.legal_actions(seat)
    a = HardBot(seat, 5).choose(view, legal)
    b = HardBot(seat, 5).choose(view, legal)
    assert a == b and a in legal
