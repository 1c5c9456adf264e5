"""Issue 24, seventh round of Kaiju & Mecha (newcomer nc6): the whole dice tray rolls; a hint that
prefers a 1 over a richer take says why in game terms; the tutorial's hand, chance and words agree
with the rules; the log says why cards leave the game and that starting hands were seen by all; the
prompt says one copy is taken per value; the easy bot takes the richest take more often and cancels
now and then."""

from __future__ import annotations

from lang import french, plain
from scene_input import click, open_scenario, run
from waiting import wait_until

from game import i18n

ROLL = """\
seats: 2
active: 0
table: [1, 1, 4, 7, 8, 9, 10, 2]
players:
  - hand: [2, 5, 8]
  - hand: [3, 7]
pile_top: [4]
"""


# -- finding 2: the whole dice tray rolls ---------------------------------------------------------
def test_a_click_between_the_two_dice_rolls_them(app, tmp_path):
    """nc6 shot-12: a click between the dice, inside the frame drawn around both, did nothing."""
    path = tmp_path / "roll.yaml"
    path.write_text(ROLL, encoding="utf-8")
    table = open_scenario(app, "kaiju", ["human", "bot:easy"], path)
    assert table.model.phase == "roll", table.model.phase
    places = table.places
    left, right = places.die_rect(0), places.die_rect(1)
    gap = ((left.right + right.left) // 2, left.centery)
    assert not left.inflate(10, 10).collidepoint(gap) and not right.inflate(10, 10).collidepoint(gap)
    assert places.dice_tray().collidepoint(gap)
    below = (left.centerx, left.bottom + 14)  # the "va lancer les dés" line under the dice
    assert places.dice_tray().collidepoint(below)
    click(app, gap)
    assert wait_until(lambda: table.model.phase == "main" or table.model.active != 0, seconds=10, step=0,
                      between=lambda: app.frame(1 / 30)), "a click between the dice did not roll them"
    app.stack.pop()


def test_a_click_in_the_tray_outside_the_dice_does_not_pick_a_die_to_reroll(app, tmp_path):
    """Beside the dice, a reroll's choice of die needs the die itself: the gap picks nothing."""
    path = tmp_path / "main.yaml"
    path.write_text(ROLL.replace("table:", "phase: main\ndice: [3, 6]\ntable:"), encoding="utf-8")
    table = open_scenario(app, "kaiju", ["human", "bot:easy"], path)
    controls = table.controls
    controls.pick_card(2)
    run(app, 0.05)
    assert controls.picks.card == 2 and controls.picks.effect == "reroll", controls.picks
    places = table.places
    left, right = places.die_rect(0), places.die_rect(1)
    before = set(controls.picks.dice)
    click(app, ((left.right + right.left) // 2, left.centery))
    assert set(controls.picks.dice) == before and table.model.phase == "main"
    app.stack.pop()


# -- finding 1: a hint never reads as contradicting the buttons -----------------------------------
SHOT_36 = """\
seats: 2
active: 0
phase: main
dice: [4, 3]
table: [6, 1, 3, 7, 4, 3, 2, 1]
players:
  - hand: [6, 7]
  - hand: [7, 9]
pile_top: [4]
"""


def test_a_hint_for_a_1_beside_a_visible_7_says_what_the_1_gains(tmp_path):
    """nc6 shot-36: dice 4-3, "Prenez la carte 1 : 1 point, la prise qui vous rapporte le plus" while
    "Prendre 7 (somme)" was on screen. The hint now names the 7 and the bonus the 1 goes for."""
    from game.hints import hint
    from game.match import Match

    path = tmp_path / "s36.yaml"
    path.write_text(SHOT_36, encoding="utf-8")
    m = Match("kaiju", ["human", "bot:easy"], scenario=str(path))
    h = hint(m, 0)
    assert h is not None
    if str(h.action) == "take 1":
        assert h.reason == "take_ones", h
        with french():
            said = plain(i18n.hint_text("kaiju", h.reason, h.params, ["Joueur 1", "Bot 2 (facile)"]))
        assert "rapporte le plus" not in said, said
        assert "1 point, contre 7 pour la carte 7" in said, said
        assert "le bonus des 1 (+15 à qui en a le plus) pèse plus" in said and "vous en aurez 1" in said, said
        i18n.set_lang("en")
        said_en = i18n.hint_text("kaiju", h.reason, h.params, ["Player 1", "Bot 2 (easy)"])
        assert "1 point, against 7 for card 7" in said_en, said_en
    else:
        assert str(h.action) in ("take 7", "take 3 4"), h


def test_a_1_for_a_hair_of_expected_value_gives_way_to_the_richer_take(tmp_path, monkeypatch):
    """When the 1s bonus pays only a hair more than a richer take, the hint takes the richer one (its
    reason would be weak): the hard bot weighs takes, then prefers the points in plain sight."""
    from game.hints import hint
    from game.kaiju.bots import Model
    from game.match import Match

    def expect(model, seat, lottery, base):
        deltas = [(p, dp, do) for p, ds in lottery for s, dp, do in base + ds if s == seat]
        pts = sum(p * dp for p, dp, _ in deltas)
        return pts + (6.5 if sum(p * do for p, _, do in deltas) > 0 else 0.0)  # the 1: 7.5 to the 7's 7

    monkeypatch.setattr(Model, "expect", expect)
    path = tmp_path / "s36.yaml"
    path.write_text(SHOT_36, encoding="utf-8")
    h = hint(Match("kaiju", ["human", "bot:easy"], scenario=str(path)), 0)
    assert h is not None and str(h.action) in ("take 7", "take 3 4"), h


def test_no_hint_in_seeded_games_calls_a_poorer_take_the_richest():
    """Over seeded hard-bot games: a hint to take cards worth fewer points than a visible take never
    says "the take that brings you most"; it says the 1s bonus (take_ones)."""
    from hint_walk import hinted_moves

    from game.kaiju.bots import take_points
    from game.match import Match

    poorer = 0
    for seed in (3, 5, 8):
        m = Match("kaiju", ["bot:hard", "bot:hard"], seed=seed)
        for seat, h in hinted_moves(m, 60):
            if h.action.kind != "take" or h.action.args[0] in ("mecha", "nothing"):
                continue
            view, legal = m.state.view(seat), m.state.legal_actions(seat)
            mine = take_points(h.action, view, m.spec.make_bot("hard", seat, 1).defs)
            best = max(take_points(a, view, m.spec.make_bot("hard", seat, 1).defs) for a in legal
                       if a.kind == "take" and a.args[0] not in ("mecha", "nothing"))
            if mine < best:
                poorer += 1
                assert h.reason == "take_ones", (seed, h)
                assert h.params["richer"] == best, (seed, h)
    assert poorer >= 1, "no hint preferred a poorer take: the walk tests nothing"


# -- findings 3, 4, 5: the tutorial's hand, words and chance are honest ----------------------------
def words(text: str) -> list[str]:
    """A text's words (a French colon alone between no-break spaces is none)."""
    return [w for w in text.split() if any(c.isalnum() for c in w)]


def steps_by_move() -> dict[str, dict[str, str]]:
    from game import tutorial

    steps = tutorial.load("kaiju").steps
    return {s.do: {k: plain(v) for k, v in s.say.items()} for s in reversed(steps)}  # the first of a kind


def could_be_drawn(hand: list[int]) -> bool:
    """A hand the rule could draw face up: some order whose total reaches 10 only at its last card."""
    from itertools import permutations

    return any(sum(order[:-1]) < 10 <= sum(order) for order in permutations(hand))


def test_the_first_step_does_not_claim_the_lesson_hand_was_drawn_by_the_rule():
    """nc6 shot-03: "jusqu'à 10 points ou plus" beside a hand of 2, 4, 5, 7, 11 (29 points)."""
    import yaml

    from game import data as gdata

    first = steps_by_move()["roll"]
    scenario = yaml.safe_load(gdata.game_file("kaiju", "scenarios/tutorial.yaml").read_text("utf-8"))
    hand = [int(v) for v in scenario["players"][0]["hand"]]
    if not could_be_drawn(hand):
        assert "choisis pour la leçon" in first["fr"] and "chosen for the lesson" in first["en"], first
        assert "dés" in first["fr"] and "dice are chosen" in first["en"], "the dice are arranged too (nc22)"
    # the rule is still said, in step 2 (f38, nc37 shot 032: not only at the end; nc31: step 1 kept plain)
    from game import tutorial

    end = tutorial.load("kaiju").steps[1].say
    assert "jusqu'à 10 points au moins" in end["fr"] and "up to 10 points" in end["en"], "the rule is still said"
    for lang in ("fr", "en"):
        assert len(words(first[lang])) <= 40, first[lang]


def test_the_steal_step_reads_no_longer_for_them_and_owns_the_arranged_chance():
    """nc6 shot-20: "qui compte alors pour vous et plus pour lui" read as "more"; shot-24/26: a theft
    said random hit the announced 3, and later the Mecha."""
    steal = steps_by_move()["play 4 steal 1"]
    assert "Un vol prend au hasard une de ses cartes" in steal["fr"], steal["fr"]
    assert "et plus pour lui" not in steal["fr"], steal["fr"]
    assert "le hasard est arrangé" in steal["fr"] and "chance is arranged" in steal["en"], steal
    assert steal["fr"].index("arrangé") < steal["fr"].index("Jouez votre 4"), "said before the move"
    for lang in ("fr", "en"):
        assert len(words(steal[lang])) <= 40, steal[lang]


# -- findings 7, 9: the log's start says why and what everyone saw ---------------------------------
def test_the_log_says_everyone_saw_the_starting_hands_and_why_cards_leave_the_game():
    """nc6 shot-34: the bot's starting hand in the log felt like a leak, "le journal la garde" odd;
    shot-03: "ces cartes sont retirées du jeu : 1, 1, 2, 2, …" unexplained."""
    from game.core import Event

    names = ["Joueur 1", "Bot 2 (facile)"]
    with french():
        hand = plain(i18n.describe("kaiju", Event("start_hand", 1, {"count": 2, "cards": [7, 9]}), names) or "")
        removed = plain(i18n.describe("kaiju", Event("removed", None, {"cards": [1, 1, 2, 2]}), names) or "")
    # nc8 shot-31/03: both lines were too long; the rule is said in a few words, the list is a count
    # nc31: one line for the hand (its cards' own lines are quiet on the table), the rule's 10 points said
    assert hand == ("Bot 2 (facile) pioche sa main de départ face visible comme le veut la règle, jusqu'à 10 "
                    "points au moins : 7, 9"), hand
    assert removed == "Cartes retirées du jeu à 2 joueurs : 4 (deux de chaque valeur de 1 à 8)", removed
    i18n.set_lang("en")
    hand_en = i18n.describe("kaiju", Event("start_hand", 1, {"count": 2, "cards": [7, 9]}), names) or ""
    assert "face up as the rules say, up to 10 points or more: 7, 9" in hand_en, hand_en


# -- finding 10: with two copies on the table, the prompt says one is taken ------------------------
TWO_ONES = """\
seats: 2
active: 0
phase: main
dice: [2, 1]
table: [1, 1, 5, 7, 9, 10, 4, 6]
players:
  - hand: [3, 5]
  - hand: [3, 7]
pile_top: [4]
"""


def test_the_prompt_says_one_copy_is_taken_when_two_lie_on_the_table(app, tmp_path):
    """nc6 shot-53: dice 2-1 and two 1s on the table, only "Prendre 1" was offered; the "?" said why,
    the prompt did not. It says it on one line, both languages; with one copy each, the plain prompt."""
    from scenes.kaiju.layout import L
    from sprites.fonts import TYPE, wrap

    i18n.set_lang("fr")
    path = tmp_path / "ones.yaml"
    path.write_text(TWO_ONES, encoding="utf-8")
    table = open_scenario(app, "kaiju", ["human", "bot:easy"], path)
    controls = table.controls
    assert controls.prompt_key == "kaiju.prompt.main_copies", controls.prompt_key
    said = plain(controls.prompt)
    # nc9: the dice that make it are said ("un 1 par 1 obtenu aux dés" read as a riddle)
    assert "Plusieurs 1 au centre : un seul est pris (un dé montre 1)." in said, said
    # nc15: the note came instead of the instruction (what to click was lost); both are said
    assert said.startswith("Jouez des cartes si vous voulez, puis prenez. Plusieurs 1"), said
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        text = i18n.t("kaiju.prompt.main_copies", v=10, n=1, how=i18n.t("kaiju.how.diff", hi=6, lo=5))
        assert len(wrap(text, L.home.width - 30, TYPE.BODY)) == 1, text
    i18n.set_lang("fr")
    app.stack.pop()
    single = tmp_path / "single.yaml"
    single.write_text(TWO_ONES.replace("[1, 1, 5", "[1, 2, 5"), encoding="utf-8")
    table = open_scenario(app, "kaiju", ["human", "bot:easy"], single)
    assert table.controls.prompt_key == "kaiju.prompt.main", table.controls.prompt_key
    app.stack.pop()
    eights = tmp_path / "eights.yaml"
    eights.write_text(TWO_ONES.replace("dice: [2, 1]", "dice: [5, 3]").replace("[1, 1, 5, 7", "[8, 8, 2, 7"),
                      encoding="utf-8")
    table = open_scenario(app, "kaiju", ["human", "bot:easy"], eights)
    assert table.controls.prompt_key == "kaiju.prompt.main", "two 8s are all taken: no word of one copy"
    app.stack.pop()


# -- finding 6: the easy bot takes the richest take more often and fights back now and then --------
def easy_against(opponent: str, seeds: range) -> dict[str, float]:
    """Seat 0 easy against `opponent`: how often its take is the richest its dice allow, how often it
    cancels when it could, and its wins."""
    from game.kaiju.bots import take_points
    from game.kaiju.defs import load_defs
    from game.match import Match

    defs = load_defs()
    out = {"takes": 0, "richest": 0, "chances": 0, "cancels": 0, "wins": 0}
    for seed in seeds:
        m = Match("kaiju", ["bot:easy", f"bot:{opponent}"], seed=seed)
        while (seat := m.bot_to_act()) is not None:
            action, view = m.bot_choice(seat), m.state.view(seat)
            legal = m.state.legal_actions(seat)
            if seat == 0 and action.kind == "take" and action.args[0] != "nothing":
                out["takes"] += 1
                out["richest"] += take_points(action, view, defs) >= max(
                    take_points(a, view, defs) for a in legal if a.kind == "take")
            if seat == 0 and view["phase"] == "react" and any(a.kind == "play" for a in legal):
                out["chances"] += 1
                out["cancels"] += action.kind == "play"
            m.play(seat, action)
        out["wins"] += 0 in m.state.result().winners
    return out


def test_the_easy_bot_mostly_takes_the_richest_take_and_sometimes_cancels():
    """nc6 shot-50/52: dice 1-4, it took a lone 3 beside a 1 and a 4; it held 6, 10 and 11 and never
    cancelled. Measured over 60 seeds before the change: richest take 0.78, cancels 48 of 255
    chances against hard; after: 0.82, 65 of 225. It stays the weakest: it loses most games to medium
    (and hard still wins 80% against it: tests/test_kaiju_play.py)."""
    seen = easy_against("hard", range(1, 31))
    assert seen["richest"] / seen["takes"] >= 0.80, seen
    assert seen["cancels"] / seen["chances"] >= 0.22, seen
    medium = easy_against("medium", range(1, 31))
    assert medium["wins"] < 15, medium


def test_the_easy_bot_answers_a_die_turned_for_a_steal_of_its_mecha():
    """A die turned onto the double of the Mecha it holds (a steal of 15 points): answered with a 6 on
    most seeds; the same card turning a die for no Mecha of its own: now and then."""
    from game.core import act
    from game.kaiju.bots import EasyBot

    def view(mechas: list[int]) -> dict:
        return {"phase": "react", "dice": [4, 6], "mecha_table": [1, 2, 3, 4, 5],
                "stack": [{"seat": 0, "card": 5, "effect": "set", "args": [1, 6]}],
                "players": [{"mechas": []}, {"mechas": mechas}]}

    legal = [act("pass"), act("play", 6, "cancel")]
    threatened = sum(EasyBot(1, seed).choose(view([6]), legal) != act("pass") for seed in range(40))
    idle = sum(EasyBot(1, seed).choose(view([]), legal) != act("pass") for seed in range(40))
    # nc8 saw only "n'annule pas": a 6 now answers another's 5 now and then (one in five), a
    # threat to its Mecha still far more often
    assert threatened >= 16 and idle <= 12 and threatened >= 2 * idle, (threatened, idle)
    eleven = [act("pass"), act("play", 11, "cancel")]
    assert all(EasyBot(1, seed).choose(view([6]), eleven) == act("pass") for seed in range(20)), \
        "never an 11 (11 points) against a 5"
