"""Round 63's newcomer (nc63kaiju): « Bot sur mesure » counts the cards it saw going into a hand, the tutorial's
steal and costs, rules met only in the game, the recap's shared bonus, face buttons on one line, dead rolls."""

from __future__ import annotations

from typing import Any

# nc63's game (saves/finished/kaiju-1795975330.json): the person won 88-66 and led by 21 to 29 over the bot's last
# turns, every card of their hand seen going in; the bot played its 18 choices as the easy bot.
NC63_SEED = 966121
NC63_DEAL = [15, 36, 30, 13, 2, 11, 5, 8, 17, 25, 7, 0, 18, 14, 33, 10, 12, 23, 24, 3, 35, 20, 16, 34, 28, 1, 9,
             32, 27, 31, 19, 6, 29, 21, 4, 22, 26]
# the dice in order; "s" the double's steal (its draw: 5)
NC63_DICE = "35416123363215354555s656336232514142115532125524552"
NC63_MOVES = (
    "0:roll 0:take_8 1:roll 1:take_5 0:roll 0:take_1_6 1:roll 1:play_5_set_1_6 0:pass 1:take_9 0:roll "
    "0:take_nothing 1:roll 1:take_5 0:roll 0:take_1_5 1:roll 1:take_3 0:roll 0:play_5_set_1_5 1:pass "
    "0:take_mecha 1:roll 1:steal_mecha 0:roll 0:take_6 1:roll 1:take_3_6 0:roll 0:take_nothing 1:roll "
    "1:play_5_set_2_6 0:pass 1:take_8 0:roll 0:take_2_5 1:roll 1:take_1_4 0:roll 0:play_5_set_1_4 1:pass "
    "0:take_mecha 1:roll 1:take_2 0:roll 0:take_1 1:roll 1:take_2 0:roll 0:take_1 1:roll 1:play_7_draw "
    "0:pass 1:take_7 0:roll 0:take_7 1:roll 1:play_9_set_1_6 0:pass 1:take_11 0:roll 0:take_3"
)


def nc63_log() -> dict[str, Any]:
    chance: list[list[Any]] = [["deal", NC63_DEAL]]
    chance += [["steal", 5] if c == "s" else ["die", int(c)] for c in NC63_DICE]
    moves = [[int(m[0]), m[2:].replace("_", " ")] for m in NC63_MOVES.split()]
    return {"game": "kaiju", "seed": NC63_SEED, "seats": ["human", "bot:close"], "moves": moves, "chance": chance}


def _turn_leads() -> tuple[Any, list[tuple[int, float, int]]]:
    """nc63's game replayed: at each of the bot's turns, its lead by its own count, by the screen's (every hand
    as it is: the person's cards were all seen), and the level the lead calls for."""
    from game.bots import KeepClose
    from game.match import Match

    seen: list[tuple[int, float, int]] = []

    def before(m: Match, seat: int, action: Any) -> None:
        bot = m.bots[1]
        view = m.state.view(1)
        assert isinstance(bot, KeepClose)
        if seat == 1 and view.get("active") == 1 and str(action) == "roll":
            lead = bot.levels[-1].lead_seen(view, bot.lead)
            seen.append((view["turn"], lead, bot.called(view)))

    return Match.replay(nc63_log(), before), seen


def test_the_close_level_counts_the_cards_it_saw_going_into_a_hand():
    """nc63 shot 083: « il ne s'est jamais estimé assez en retard pour jouer plus fort » while the screen showed
    the person 21 to 29 ahead. Another's hand was worth the deck's mean by the bot's count, and the person's four
    1s the deck's share of 1s: by its count it led at turns 17 and 19. The cards seen going in now count."""
    from game.kaiju.bots import Memory, lead

    view = {"seat": 1, "hand": [2, 3], "players": [
        {"seat": 0, "kaiju": 5, "mechas": [4, 5], "wounds": 0},
        {"seat": 1, "kaiju": 2, "mechas": [], "wounds": 0}]}
    memory = Memory(4)
    from game.core import Event
    memory.observe([Event("cards_taken", 0, {"cards": [1, 1], "slots": [0, 1], "dice": [1, 1]}),
                    Event("cards_taken", 0, {"cards": [1, 1], "slots": [0, 1], "dice": [1, 1]}),
                    Event("cards_taken", 0, {"cards": [7], "slots": [0], "dice": [3, 4]})])
    # the person: 1+1+1+1+7 = 11, two Mechas 30, the 1s bonus 15 (four 1s to none): 56; the bot 5
    assert lead(view, 1, memory) == 5 - 56
    m, seen = _turn_leads()
    by_turn = {turn: lead for turn, lead, _ in seen}
    assert by_turn[19] <= -20 and by_turn[21] <= -20 and by_turn[23] <= -20, by_turn
    assert all(called >= 1 for turn, _, called in seen if turn >= 19)


def test_the_close_level_plays_stronger_in_a_game_like_nc63s():
    """nc63: 18 choices of 18 as the easy bot while the person led; replayed, the level now rises."""
    m, _ = _turn_leads()
    record = m.close_record()[1]
    assert record["easy"] < sum(record.values()) / 2, record
    assert record["hard"] > 0, record


def test_the_results_line_of_an_easy_only_level_says_it_was_never_behind_long_enough():
    """nc63 shot 083: « il ne s'est jamais estimé assez en retard » read as false (the screen showed it 21 behind
    at one of its turns, and it switches after two): the line says it was never far enough behind long enough."""
    from game.i18n import set_lang
    from scenes.common import close_lines

    set_lang("fr")
    line = close_lines("kaiju", {1: {"easy": 5, "medium": 0, "hard": 0}}, ["Joueur 1", "Bot 2 (sur mesure)"])[0]
    assert "jamais estimé" not in line
    assert "n'a jamais été assez loin derrière, assez longtemps, pour jouer plus fort" in line.replace("\u00a0", " ")


def _steps() -> dict[str, dict[str, str]]:
    import re

    from lang import plain

    from game import tutorial

    out = {}
    for step in tutorial.load("kaiju").steps:
        if step.do and step.do not in out:
            out[step.do] = {lang: plain(step.text(lang)) for lang in ("fr", "en")}
            for lang in ("fr", "en"):
                said = out[step.do][lang]
                assert len(re.findall(r"\w+(?:['’-]\w+)*", said)) <= 40, said
                assert len(re.findall(r"[.!?…](\s|$)", said)) <= 3, said
    return out


def test_the_tutorial_says_what_the_steal_won_and_what_a_card_costs():
    """nc63 shots 019-022: « Vous avez volé son Mecha 5 pour un 4 et un 11 » praised a steal a newcomer summed
    as break-even (15 points spent, 15 won); shot 007: the 2 played took 29 to 27, unexplained. Now the steal step
    says the person lost nothing and the bot 21 (its Mecha and its 6), and the first card played says its cost."""
    from game import tutorial

    steps = _steps()
    steal = steps["play 7 draw"]
    assert "pour votre 4 et votre 11 : vous n'y perdez rien, mais il perd son Mecha et son 6" in steal["fr"], steal
    assert "for your 4 and 11: you lose nothing, but they lose the Mecha and their 6" in steal["en"], steal
    first = steps["play 2 reroll 2"]
    assert "la jouer coûte ses 2 points" in first["fr"] and "playing it costs its 2 points" in first["en"], first
    # the figures said are the game's: the person's points unchanged by the steal, the bot's down by 21
    tut = tutorial.load("kaiju")
    m = tutorial.played(tut)
    moves = [list(mv) for mv in m.moves]
    i, j = moves.index([tut.person, "play 4 steal 1"]), moves.index([tut.person, "play 7 draw"])
    from game.match import Match

    def points(upto: int) -> list[float]:
        log = m.log()
        log = {**log, "moves": log["moves"][:upto]}
        st = Match.replay(log).state
        return [sum(st.hands[s]) + 15 * len(st.mechas[s]) - 3 * st.wounds[s] for s in range(2)]

    before, after = points(i), points(j)
    assert after[tut.person] == before[tut.person], (before, after)
    assert before[1 - tut.person] - after[1 - tut.person] == 21, (before, after)


def test_the_tutorial_says_a_kaiju_take_is_a_must_and_8s_go_by_the_sum():
    """nc63 shots 056, 091: « prendre un Kaijū est obligatoire » and « an 8 only with the sum » met first in the
    game; the tutorial said only « sauf le 8, qui prend tous les 8 » (008)."""
    steps = _steps()
    take7 = steps["take 7"]
    assert "sauf le 8, qui prend tous les 8, par la somme seule" in take7["fr"], take7
    assert "except 8, which takes every 8, by the sum only" in take7["en"], take7
    from lang import plain

    from game import tutorial

    last = [s for s in tutorial.load("kaiju").steps if s.do == "roll"][-1]

    assert "si un Kaijū peut être pris, c'est obligatoire" in plain(last.text("fr"))
    assert "if a Kaiju can be taken, you must take one" in plain(last.text("en"))


def _bonus_recap(ones: dict[int, int], events: list[Any], names: list[str]) -> str:
    from lang import plain

    from game.i18n import set_lang
    from game.kaiju.defs import load_defs
    from scenes.kaiju.recap import last_turn, turn_recap

    set_lang("fr")
    found = last_turn(events, 0)
    assert found is not None
    return plain(turn_recap(found[0], found[1], 0, names, load_defs(), ones))


def test_the_recap_says_each_1s_bonus_case_as_it_happened():
    """nc63 shot 064: at 2-2 the bot « prend le bonus des 1 (+15) », which it shared. Every case: taken alone,
    shared, taken from the person, taken from a tie of the person's, and (three players) a steal that leaves the
    bonus to a third player: « vous fait perdre », not « vous prend »."""
    from game.core import Event

    def turn(kind: str, data: dict[str, Any]) -> list[Any]:
        return [Event("turn_start", 1, {"turn": 11, "last_turns": None}), Event("dice_rolled", 1, {"dice": [1, 1]}),
                Event(kind, 1, data), Event("turn_start", 0, {"turn": 12, "last_turns": None})]

    two = ["Joueur 1", "Bot 2"]
    take = turn("cards_taken", {"cards": [1], "slots": [0], "dice": [1, 1]})
    assert "prend la carte 1 et prend le bonus des 1 (+15)" in _bonus_recap({0: 0, 1: 1}, take, two)
    assert "et partage le bonus des 1 (+15)" in _bonus_recap({0: 2, 1: 2}, take, two)
    steal = turn("card_stolen", {"from": 0, "card": 1, "kept": True, "mecha_wanted": None})
    assert "vous prend le bonus des 1 (+15 pour lui, −15 pour vous)" in _bonus_recap({0: 0, 1: 1}, steal, two)
    assert "vous prend le bonus des 1, que vous partagiez (−15 pour vous)" in _bonus_recap({0: 0, 1: 2}, steal, two)
    three = ["Joueur 1", "Bot 2", "Bot 3"]
    said = _bonus_recap({0: 1, 1: 1, 2: 2}, steal, three)
    assert "vous fait perdre le bonus des 1, que vous partagiez (−15 pour vous)" in said, said


def test_the_face_buttons_of_a_turned_die_stay_on_one_line(app):
    """nc63 shot 068: « 4 → Mecha ou deux 4 » and « 6 → 4 et 6, 10 ou 2 » wrapped onto two lines in the one row
    of six faces. Too wide for one row, the faces take two: every label on one line, inside the panel."""
    from game import i18n
    from game.match import Match
    from scenes.app import open_table
    from scenes.kaiju.layout import L

    i18n.set_lang("fr")
    log = nc63_log()
    log["moves"] = log["moves"][:39]  # nc63's roll of 1 and 4, its 5 in hand
    open_table(app, Match.replay(log))
    table = app.stack.top
    for _ in range(600):
        app.frame(1 / 60)
        if not table.busy:
            break
    table.controls.pick_card(5)
    table.controls.pick_die(1)
    app.frame(1 / 60)
    buttons = {b.tag: b for b in table.controls.bar.buttons}
    faces = [buttons[f"face {f}"] for f in range(1, 7)]
    assert "4 → Mecha ou deux 4" in [b.label for b in faces], [b.label for b in faces]
    for b in table.controls.bar.buttons:
        assert len(b.fitted()[1]) == 1, (b.label, b.fitted())
        assert L.home.contains(b.rect), b.rect
    assert max(b.rect.width for b in faces) - min(b.rect.width for b in faces) <= 4, [b.rect for b in faces]
    rects = [b.rect for b in table.controls.bar.buttons]
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), rects


DEAD_ROLL = """\
seats: 2
active: 0
phase: main
dice: [3, 6]
table: [7, 5, 10, 4, 7, 2, 5, 1]
players:
  - hand: {hand}
  - hand: [3, 7]
pile_top: [4]
"""


def test_a_dead_roll_says_the_card_that_could_open_a_take_or_that_it_is_luck(app, tmp_path):
    """nc63 shots 044, 059: dice 3 and 6, nothing to take, « Ne rien prendre » the only take: nothing said of a card
    that could turn a die, or that it was only luck. A 5 turns the 3 into a 4 or 1 (a take): said; a 2 rerolls:
    a chance, said; a 7 alone (a draw opens nothing): « Aucune prise avec ces dés »."""
    from lang import plain
    from scene_input import open_scenario

    from game import i18n

    i18n.set_lang("fr")
    for hand, expected in (("[5, 8]", "Rien pour ces dés ; votre 5 peut tourner un dé pour une prise"),
                           ("[2, 8]", "Rien pour ces dés ; votre 2 peut les relancer pour tenter une prise"),
                           ("[7, 8]", "Aucune prise avec ces dés, même en jouant une carte : c'est le hasard."),
                           ("[1, 8]", "Aucune prise avec ces dés : c'est le hasard.")):
        path = tmp_path / f"dead{hand[1]}.yaml"
        path.write_text(DEAD_ROLL.format(hand=hand), encoding="utf-8")
        table = open_scenario(app, "kaiju", ["human", "bot:easy"], path)
        assert table.controls.prompt_key == "kaiju.prompt.main_nothing", table.controls.prompt_key
        said = plain(table.controls.prompt)
        assert said.startswith(expected), (hand, said)
        app.stack.pop()
