"""Kaiju & Mecha dice: random play, hidden information, saves and replays, bots."""

from __future__ import annotations

import json
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st_

from game import data, i18n
from game.core import Action, Chance, visible
from game.kaiju import EVENT_KINDS, HardBot, KaijuState, Memory, from_scenario, load_defs
from game.kaiju.bots import KaijuBot, Model
from game.match import Match

DEFS = load_defs()
SCEN = data.game_file("kaiju", "scenarios")


def assert_conserved(st: KaijuState) -> None:
    where = Counter(st.pile.cards) + Counter(v for v in st.table if v is not None) + Counter(st.discard)
    where += Counter(st.removed)
    for h in st.hands:
        where += Counter(h)
    assert where == DEFS.counts()
    assert sorted([*st.mecha_table, *(f for m in st.mechas for f in m)]) == list(DEFS.mecha_faces)


def assert_score_is_its_parts(st: KaijuState) -> None:
    res = st.result()
    ones = [sum(1 for v in h if v == 1) for h in st.hands]
    for row, hand, mechas, wounds in zip(res.details["breakdown"], st.hands, st.mechas, st.wounds, strict=True):
        assert row["kaiju_points"] == sum(hand) and row["mecha_points"] == 15 * len(mechas)
        assert row["wound_points"] == 3 * wounds and row["cards"] == len(hand) + len(mechas)
        assert row["bonus"] == (15 if max(ones) > 0 and ones[row["seat"]] == max(ones) else 0)
        assert row["total"] == row["kaiju_points"] + row["mecha_points"] + row["bonus"] - row["wound_points"]
        assert res.scores[row["seat"]] == row["total"]
    best = max(res.scores)
    assert all(res.scores[w] == best for w in res.winners)
    fewest = min(r["cards"] for r in res.details["breakdown"] if r["total"] == best)
    assert {r["seat"] for r in res.details["breakdown"] if r["total"] == best and r["cards"] == fewest} == set(
        res.winners
    )


def random_game(n: int, seed: int, check_every: int = 1) -> tuple[KaijuState, list]:
    """Random legal play to the end; conservation and round trips checked along the way."""
    st = KaijuState.new_game(n, Chance(seed))
    rng = random.Random(seed)
    events = list(st.setup_events)
    steps = 0
    while not st.is_over:
        (seat,) = st.actors()
        legal = st.legal_actions(seat)
        assert legal
        events += st.apply(seat, rng.choice(legal))
        steps += 1
        if steps % check_every == 0:
            assert_conserved(st)
            again = KaijuState.from_json(json.loads(json.dumps(st.to_json())))
            assert again.to_json() == st.to_json()
        assert steps < 20_000
    return st, events


@settings(max_examples=40, deadline=None)
@given(st_.integers(2, 4), st_.integers(0, 10**6))
def test_random_play_conserves_cards_and_ends(n, seed):
    st, events = random_game(n, seed, check_every=7)
    assert_conserved(st)
    assert st.is_over and st.actors() == () and st.legal_actions(0) == []
    assert st.turn <= DEFS.turn_limit and events[-1].kind == "game_over"
    assert_score_is_its_parts(st)


def hide_a_card(st: KaijuState, seat: int, rng: random.Random) -> KaijuState | None:
    """The same position except for what `seat` cannot see: another hand's card swapped with the pile."""
    other = st.clone()
    others = [s for s in range(st.num_seats) if s != seat and other.hands[s]]
    if not others or not other.pile:
        return None
    s = rng.choice(others)
    i = rng.randrange(len(other.hands[s]))
    j = rng.randrange(len(other.pile.cards))
    other.hands[s][i], other.pile.cards[j] = other.pile.cards[j], other.hands[s][i]
    other.hands[s].sort()
    rng.shuffle(other.pile.cards)
    return other


@settings(max_examples=30, deadline=None)
@given(st_.integers(2, 4), st_.integers(0, 10**6))
def test_a_view_never_leaks_hidden_cards(n, seed):
    st = KaijuState.new_game(n, Chance(seed))
    rng = random.Random(seed)
    for _ in range(rng.randrange(1, 120)):
        if st.is_over:
            return
        (seat,) = st.actors()
        st.apply(seat, rng.choice(st.legal_actions(seat)))
    if st.is_over:
        return  # a finished game shows every hand (the rules' final count)
    for seat in [*range(n), None]:
        view = st.view(seat)
        json.dumps(view)  # plain data
        for s, p in enumerate(view["players"]):
            assert ("hand" in p) == (s == seat)
        twin = hide_a_card(st, -1 if seat is None else seat, rng)
        if twin is not None:
            assert twin.view(seat) == view


def test_private_events_reach_only_their_seat():
    for seed in range(30):
        _, events = random_game(3, seed, check_every=50)
        for e in events:
            if e.kind == "card_drawn":
                assert e.to == (e.seat,)
            else:
                assert e.to is None, e.kind
        spectator = visible(events, None)
        assert not [e for e in spectator if e.kind == "card_drawn"]


def test_json_round_trip_mid_reaction():
    st = KaijuState.new_game(3, Chance(2))
    rng = random.Random(0)
    while st.phase != "react":
        (seat,) = st.actors()
        legal = st.legal_actions(seat)
        plays = [a for a in legal if a.kind == "play"]
        st.apply(seat, plays[0] if plays else rng.choice(legal))
    again = KaijuState.from_json(json.loads(json.dumps(st.to_json())))
    assert again.to_json() == st.to_json() and again.actors() == st.actors() and again.window == st.window


def test_match_runs_saves_loads_and_replays(tmp_path):
    m = Match("kaiju", ["bot:easy", "bot:hard", "bot:medium"], seed=5)
    m.run_bots(max_steps=60)
    path = tmp_path / "kaiju.json"
    m.save(path)
    loaded = Match.load(path)
    assert loaded.state.to_json()["state"] == m.state.to_json()["state"]
    # A loaded match plays on (its luck after the log is the seed's, not the unsaved game's).
    loaded.run_bots()
    assert loaded.state.is_over
    m.run_bots()
    m.save(path)
    assert Match.load(path).state.result().to_json() == m.state.result().to_json()
    replayed = Match.replay(m.log())
    assert replayed.state.to_json()["state"] == m.state.to_json()["state"]
    assert replayed.state.result().to_json() == m.state.result().to_json()


def test_scenario_match_replays(tmp_path):
    m = Match("kaiju", ["bot:hard", "bot:hard", "bot:hard"], seed=3, scenario=str(SCEN / "cancel_chain.yaml"))
    m.run_bots()
    assert m.state.is_over
    path = tmp_path / "s.json"
    m.save(path)
    assert Match.load(path).state.to_json()["state"] == m.state.to_json()["state"]


def test_bots_play_whole_games_at_every_table_size():
    for n in (2, 3, 4):
        for strength in ("easy", "medium", "hard"):
            m = Match("kaiju", [f"bot:{strength}"] * n, seed=n)
            m.run_bots()  # Match.play raises IllegalAction on any illegal bot choice
            assert m.state.is_over
            assert_conserved(m.state)
            assert_score_is_its_parts(m.state)


def test_memory_follows_the_cards_it_saw():
    m = Match("kaiju", ["bot:hard", "bot:easy", "bot:easy"], seed=11)
    bot = m.bots[0]
    assert isinstance(bot, HardBot) and isinstance(bot.memory, Memory)
    for seat in (1, 2):
        assert +bot.memory.known[seat] == Counter(m.state.hands[seat])  # start hands are drawn face up
    for _ in range(200):
        if m.state.is_over:
            break
        m.bot_step()
        model = Model(m.state.view(0), bot.memory, DEFS)
        for seat in (1, 2):
            known = model.known[seat]
            assert not known - Counter(m.state.hands[seat])  # never believes a card that is not there
            assert model.unknown[seat] + sum(known.values()) == len(m.state.hands[seat])


def share_won(hero: str, games: int, seed: int) -> float:
    """The share of seeded two-player games `hero` wins against the easy bot (seats alternate)."""
    wins = 0.0
    for g in range(games):
        seats = ["bot:easy", "bot:easy"]
        seats[g % 2] = hero
        m = Match("kaiju", seats, seed=seed + g)
        m.run_bots()
        res = m.state.result()
        if g % 2 in res.winners:
            wins += 1 / len(res.winners)
    return wins / games


def test_hard_beats_easy_clearly():
    # 100 games: at 40 the share sat on its bound by one game whatever the easy bot's whims (nc9: the
    # easy bot takes a visibly richer take more often; 0.88 here before, 0.88 after)
    # f48: the bound sat on the sample (0.805 here; 200 games from this seed: 0.7925, 600 games from 3000: 0.8325),
    # and the last round played for the win flipped one game of these 100 (0.795; 0.7925 and 0.8325 unchanged)
    share = share_won("bot:hard", 100, 1500)
    assert share >= 0.75, share


def test_hard_beats_easy_at_four():
    wins = 0.0
    games = 24
    for g in range(games):
        hero = g % 4
        seats = ["bot:easy"] * 4
        seats[hero] = "bot:hard"
        m = Match("kaiju", seats, seed=900 + g)
        m.run_bots()
        res = m.state.result()
        if hero in res.winners:
            wins += 1 / len(res.winners)
    # the fair share is 0.25; over seeds 900-971 hard wins 0.52 of them (0.58 before the easy bot stopped
    # turning a die away from a free Mecha, round 15): these 24 seeds give 0.44, the 0.40 floor is noise-proof
    assert wins / games >= 0.40


def test_hard_answers_a_steal_of_its_mecha():
    m = Match(
        "kaiju",
        ["bot:easy", "bot:hard", "bot:easy"],
        seed=3,
        scenario=str(SCEN / "cancel_chain.yaml"),
        chance_script={"die": [2, 5]},
    )
    m.play(0, Action.parse("roll"))
    m.play(0, Action.parse("play 4 steal 1"))
    assert m.bot_choice(1) == Action.parse("play 6 cancel")


def test_every_event_kind_happens_and_its_text_has_its_data():
    node = data.load(data.game_file("kaiju", "texts.yaml"))
    texts = {k: n.texts() for k, n in node["events"].items()}
    seen: dict[str, set[str]] = {}
    events = []
    for seed in range(40):
        st, evs = random_game(2 + seed % 3, seed, check_every=500)
        events += evs
    for e in events:
        seen.setdefault(e.kind, set()).update(e.data)
        tpl = texts.get(f"{e.kind}.{e.data.get('effect')}") or texts[e.kind]
        for lang in ("fr", "en"):
            fields = i18n.text_variables(tpl[lang])
            # besides the event's data: a list's size ("cards_count") and whose each score is (game/i18n.py)
            derived = {f"{k}_count" for k in e.data} | ({"scores_by_seat"} if "scores" in e.data else set())
            assert fields <= set(e.data) | {"who"} | derived, (e.kind, lang, fields - set(e.data))
    # steal_failed needs a target that spent its last card on a cancel that was cancelled: tested by hand.
    assert set(EVENT_KINDS) - set(seen) <= {"steal_failed"}


def test_steal_fails_on_a_hand_emptied_by_a_cancel(tmp_path):
    path = tmp_path / "p.yaml"
    path.write_text(
        "seats: 2\nphase: main\ndice: [1, 3]\ntable: [1, 2, 3, 4, 5, 6, 7, 8]\n"
        "players:\n  - hand: [4, 6]\n  - hand: [6]\n",
        encoding="utf-8",
    )
    st = from_scenario(data.load(path), Chance(0))
    for seat, text in [(0, "play 4 steal 1"), (1, "play 6 cancel"), (0, "play 6 cancel"), (1, "pass")]:
        events = st.apply(seat, Action.parse(text))
    assert st.actors() == (1,) and st.hands[1] == []  # the steal stands again; seat 1 may only pass
    events = st.apply(1, Action.parse("pass"))
    assert [e.kind for e in events][-1] == "steal_failed" and st.phase == "main"


def test_easy_bot_never_leaves_one_face_of_a_pair_it_could_take():
    """Dice 5 and 2 with a 5 and a 2 on the table: a beginner may take the 7, the 3 or the pair,
    never the 2 alone with the 5 left behind (it looked like a bug to a newcomer)."""
    from game.kaiju.bots import EasyBot, sensible_takes

    legal = [Action.parse(s) for s in ("take 2", "take 5", "take 7", "take 2 5", "play 2 reroll 1")]
    assert [str(a) for a in sensible_takes(legal)] == ["take 7", "take 2 5"]
    bot = EasyBot(1, seed=3)
    bot.play_chance = 0.0
    view = {"phase": "main", "stack": []}
    chosen = {str(bot.choose(view, legal)) for _ in range(60)}
    assert chosen == {"take 7", "take 2 5"}, chosen


def test_levels_stay_ordered_medium_beats_easy():
    """The easy bot takes more sensibly now, and still loses to the medium one over seeded games."""
    share = share_won("bot:medium", 30, 700)
    assert share >= 0.65, f"medium won {share:.0%} of 30 games against easy"


class _RandomBot(KaijuBot):
    """Any legal action at random: the floor the easy bot must clear."""

    def choose(self, view, legal):
        return self.rng.choice(legal)


def test_easy_beats_a_random_player_clearly():
    wins = 0.0
    games = 30
    for g in range(games):
        m = Match("kaiju", ["bot:easy", "bot:easy"], seed=1300 + g)
        rand = (g + 1) % 2
        m.bots[rand] = _RandomBot(rand, seed=g)
        m.run_bots()
        res = m.state.result()
        if g % 2 in res.winners:
            wins += 1 / len(res.winners)
    assert wins / games >= 0.75, f"easy won {wins / games:.0%} of {games} games against random play"


def _easy_view(hand, dice, table, other=(4, 4)):
    """A two-seat main-phase scenario text for the easy bot (seat 0), which holds every Mecha
    (so that no double tempts it)."""
    return (
        f"seats: 2\nphase: main\ndice: [{dice[0]}, {dice[1]}]\ntable: {list(table)}\n"
        f"players:\n  - hand: {list(hand)}\n    mechas: [1, 2, 3, 4, 5, 6]\n  - hand: {list(other)}\n"
    )


def test_easy_bot_never_wastes_a_card(tmp_path):
    """Seen by a newcomer: an 11 spent to cancel a 4; a 7 then a 5 played to take a 4 the dice
    already took; a 10 turning a die to a face that takes nothing."""
    from game.kaiju.bots import EasyBot

    def position(text):
        path = tmp_path / "p.yaml"
        path.write_text(text, encoding="utf-8")
        return from_scenario(data.load(path), Chance(0))

    # dice 3-4 already take the 4: neither the 5 nor the 7 nor the 10 is worth playing
    st = position(_easy_view([5, 7, 10], (3, 4), [4, 1, 1, 2, 2, 7, 7, 8]))
    bot = EasyBot(0, seed=1)
    bot.play_chance = 1.0
    for _ in range(30):
        choice = bot.choose(st.view(0), st.legal_actions(0))
        assert choice.kind == "take", choice
    # nothing matches, and no face of a die makes a take worth 10: the 10 stays in hand
    st = position(_easy_view([10], (6, 6), [2, 2, 2, 2, 3, 3, 3, 3]))
    for _ in range(30):
        assert bot.choose(st.view(0), st.legal_actions(0)).kind != "play"
    # a 5 turning a die to take a 9: worth it, and every set it plays takes something
    st = position(_easy_view([5], (6, 6), [9, 2, 2, 2, 3, 3, 3, 3]))
    plays = set()
    for _ in range(30):
        bot.played = False
        a = bot.choose(st.view(0), st.legal_actions(0))
        if a.kind == "play":
            plays.add(str(a))
    assert plays == {"play 5 set 1 3", "play 5 set 2 3"}, plays


def test_easy_bot_never_cancels_a_low_card_with_a_high_one(tmp_path):
    from game.kaiju.bots import EasyBot

    bot = EasyBot(1, seed=2)
    bot.cancel_chance = 1.0
    view = {"phase": "react", "stack": [{"seat": 0, "card": 4, "effect": "steal", "args": [1]}]}
    legal = [Action.parse(s) for s in ("pass", "play 11 cancel")]
    assert {str(bot.choose(view, legal)) for _ in range(20)} == {"pass"}
    legal = [Action.parse(s) for s in ("pass", "play 6 cancel", "play 11 cancel")]
    assert {str(bot.choose(view, legal)) for _ in range(20)} == {"play 6 cancel"}


def test_the_easy_bot_takes_a_free_mecha_and_never_nothing_when_something_can_be_taken():
    """A newcomer saw the easy bot roll 2,2 and take nothing with Mecha 2 free, and 3,3 and take a 3."""
    from game.kaiju.bots import sensible_takes

    legal = [Action("take", ("mecha",)), Action("take", ("3",)), Action("take", ("nothing",))]
    assert sensible_takes(legal) == [Action("take", ("mecha",))]
    legal = [Action("take", ("1",)), Action("take", ("nothing",))]
    assert sensible_takes(legal) == [Action("take", ("1",))]
    assert sensible_takes([Action("take", ("nothing",))]) == [Action("take", ("nothing",))]
