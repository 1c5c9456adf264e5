"""Issue 24, a newcomer's first Kaiju game: the tutorial waits for the "Pass" it asks for and shows a
bot's double stealing a Mecha; the action bar keeps its buttons still; the words read well."""

from __future__ import annotations

import pygame
from scene_input import click, run, see_held
from test_tutorial import open_tutorial

from game import i18n, tutorial
from game.core import act
from scenes.app import open_table
from scenes.kaiju.layout import AUTO_PASS
from scenes.kaiju.table import KaijuTable


def kaiju_tutorial(app, speed: str = "instant") -> KaijuTable:
    """Kaiju's tutorial, in French, as the menu opens it."""
    i18n.set_lang("fr")
    table = open_tutorial(app, "kaiju", speed)
    assert isinstance(table, KaijuTable)
    return table


def play_to_step(app, table: KaijuTable, do: str) -> None:
    """The steps before the first one asking for `do` are played as the pointer asks."""
    guide = table.guide
    for _ in range(3000):
        if guide.step is not None and guide.step.do == do and guide.expected() is not None and not table.busy:
            return
        if see_held(app, table):  # a drawn or stolen card held up: the person's click puts it away
            continue
        if guide.step is not None and guide.step.reads and not table.busy:  # a step to read (f53: the deal)
            table.read_on()
            app.frame(1 / 60, draw=False)
            continue
        expected = guide.expected()
        if expected is not None and not table.busy:
            table.act(table.human_to_act(), expected)
        app.frame(1 / 60, draw=False)  # the steps before are played, not looked at (a third of the time)
    raise AssertionError(f"never reached the step '{do}' (at step {guide.index + 1})")


def test_the_cancel_step_waits_for_the_click_it_asks_for(app):
    """The step that answers the bot's cancel (with the 11, "au choix") waits for that click, pointed at."""
    table = kaiju_tutorial(app)
    play_to_step(app, table, "play 11 cancel")
    index = table.guide.index
    run(app, AUTO_PASS * 3)  # longer than the pause after which a person with no cancel is passed
    assert table.guide.index == index, "the table passed by itself while the step asked for the click"
    assert table.guide_target() is not None, "the step's card is not pointed at"
    table.act(table.human_to_act(), act("play", 11, "cancel"))
    run(app, 0.2)
    assert table.guide.index == index + 1


def test_the_tutorial_shows_a_bots_double_stealing_the_mecha_and_is_won():
    tut = tutorial.load("kaiju")
    m = tutorial.played(tut)
    assert [1, "steal mecha"] in [list(mv) for mv in m.moves]
    res = m.state.result()
    assert res.winners == (tut.person,) and res.scores == [66.0, 22.0]  # nc11: the person's steal pays
    said = " ".join(s.say["fr"] for s in tut.steps) + " " + tut.end["fr"]  # nc31: the start hand's rule, last
    for words in ("jeton Double", "10 points au moins", "au choix", "prend au hasard une de ses cartes"):
        assert words in said, words


def test_the_tutorial_teaches_each_thing_when_it_happens():
    """Second newcomer: stealing was told at step 1 but taught at step 8, the starting hand at step 4;
    the Double token and the end trigger had no word of their own; "le dé 2 (le 3)" named a die by
    a number the person does not see."""
    steps = tutorial.load("kaiju").steps
    first, steal = steps[0].say["fr"], next(s for s in steps if s.do.startswith("play 4 steal")).say["fr"]
    assert "vole" not in first and "Blessure" not in first, first
    # nc11: "face visible" read as nonsense; nc31: the rule made step 1 the hardest; f38: said in step 2
    assert "10 points" not in first and "10 points au moins" in tutorial.load("kaiju").steps[1].say["fr"], first
    assert "Pour la leçon" in steal, steal  # the Wound is said once the steal paid (test_kaiju_issue24_r11.py)
    said = " ".join(s.say["fr"] for s in steps)
    assert "pioche" in said and "dernier tour" in said and "jeton Double rappelle quel double le prend" in said
    for s in steps:
        for lang in ("fr", "en"):
            assert "dé 1 (" not in s.say[lang] and "dé 2 (" not in s.say[lang] and "die 2 (" not in s.say[lang]
    # f53: the deal is read first, the 2 comes third
    assert "le dé qui montre 3" in steps[2].say["fr"] and "the die showing 3" in steps[2].say["en"]


def _row(seat, total, bonus=0, ones=0, wounds=0, mechas=0):
    return {"seat": seat, "total": total, "bonus": bonus, "majority_cards": ones, "wounds": wounds,
            "wound_points": 3 * wounds, "mechas": mechas, "mecha_points": 15 * mechas, "cards": 5}


def test_a_close_game_names_what_turned_it():
    from game.kaiju.state import decision

    assert decision([_row(0, 91, bonus=15, ones=4), _row(1, 85, ones=2)])["swing"] == "bonus"
    assert decision([_row(0, 48, bonus=15, ones=1), _row(1, 47, bonus=15, ones=1)])["swing"] == "bonus_shared"
    assert decision([_row(0, 50), _row(1, 46, wounds=2)])["swing"] == "wounds"
    assert decision([_row(0, 60, mechas=2), _row(1, 50, mechas=1)])["swing"] == "mechas"
    assert "swing" not in decision([_row(0, 90, bonus=15, ones=4), _row(1, 40)])  # a wide margin: just the points


def test_results_say_the_swing_and_hide_a_zero_wounds_line():
    from game.core import Result
    from game.kaiju.state import decision
    from scenes.kaiju.results import explain, result_rows

    i18n.set_lang("fr")
    rows = [{**_row(0, 91, bonus=15, ones=4), "kaiju": 13, "kaiju_points": 61},
            {**_row(1, 85, ones=2, wounds=1), "kaiju": 8, "kaiju_points": 43}]
    res = Result((0,), [91.0, 85.0], "pile", {"breakdown": rows, "decided_by": decision(rows)})
    said = explain({}, res, ["Joueur 1", "Bot 2 (facile)"])
    assert len(said) == 2 and "bonus des 1" in said[1] and "4 contre 2" in said[1], said
    shown = result_rows({}, res, 2)
    assert not any("Blessure" in part for part in shown[0])  # no Wound, no line
    assert any("Blessure" in part for part in shown[1])


MAIN = """seats: 2
active: 0
phase: main
dice: [3, 5]
table: [8, 2, 3, 5, 1, 1, 1, 1]
"""


def scenario_table(app, tmp_path, hands: str) -> KaijuTable:
    from game.match import Match

    path = tmp_path / "scenario.yaml"
    path.write_text(MAIN + f"players: {hands}\n")
    app.settings.speed = "instant"
    open_table(app, Match("kaiju", ["human", "bot:easy"], seed=5, scenario=str(path)))
    table = app.stack.top
    assert isinstance(table, KaijuTable)
    run(app, 0.1)
    return table


def test_ticking_a_die_moves_no_button(app, tmp_path):
    table = scenario_table(app, tmp_path, "[{hand: [2]}, {hand: [1]}]")
    table.controls.pick_card(2)
    before = {b.tag: tuple(b.rect) for b in table.controls.bar.buttons}
    table.controls.toggle_die(1)
    after = {b.tag: tuple(b.rect) for b in table.controls.bar.buttons}
    assert "✓" in next(b.label for b in table.controls.bar.buttons if b.tag == "die 1")
    assert after == before, "a button moved when a die was ticked"


def test_the_action_bar_draws_every_label_at_one_size(app, tmp_path):
    """A lone take button is not drawn larger than the row above it."""
    table = scenario_table(app, tmp_path, "[{hand: [4]}, {hand: [1]}]")
    surf = pygame.Surface((1280, 720))
    table.controls.bar.draw(surf)
    sizes = {b.label: b.text_size for b in table.controls.bar.buttons}
    assert len(sizes) >= 2 and len(set(sizes.values())) == 1, sizes


def test_the_last_turn_shown_again_hides_the_roll_button(app):
    """The human's turn waits with "Roll the dice" while the bot's last turn is shown again (L): the
    button and its prompt are not drawn, and a click on where it was does nothing."""
    from game.match import Match

    app.settings.speed = "instant"
    open_table(app, Match("kaiju", ["human", "bot:easy"], seed=4))
    table = app.stack.top
    for _ in range(2000):  # the person rolls and takes until a bot's turn has been seen
        seat = table.human_to_act()
        if seat is not None and not table.busy:
            if table.last_record() is not None and table.model.phase == "roll":
                break
            legal = table.legal(seat)
            table.act(seat, legal[-1] if legal[0].kind != "roll" else legal[0])
        app.frame(1 / 60)
    assert table.model.phase == "roll" and table.last_record() is not None
    roll = next(b for b in table.controls.bar.buttons if b.tag == "roll")
    surf = pygame.Surface((1280, 720))
    table.draw(surf)
    lit = surf.get_at(roll.rect.center)
    assert table.show_last_turn() and table.showing_again
    table.draw(surf)
    assert surf.get_at(roll.rect.center) != lit, "the roll button still shows during the replay"
    moves = len(table.feed.match.moves)
    table.controls.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r"))
    assert len(table.feed.match.moves) == moves


def test_the_log_and_counters_read_well_in_french():
    """Issue 24 item 8 and 7: a colon with its no-break space, no brackets after a bracketed name,
    "both dice" rather than "dice 1, 2", and a last-turn counter that does not contradict itself."""
    from game.core import Event

    i18n.set_lang("fr")
    names = ["Joueur 1", "Bot 2 (facile)"]
    cancelled = i18n.describe("kaiju", Event("effect_cancelled", 0, {
        "with": 6, "card": 10, "player": 1, "effect": "cancel", "seat": 1}), names)
    assert cancelled is not None and ") (" not in cancelled, cancelled
    assert cancelled.endswith("le 10 est sans effet"), cancelled  # nc11 wording
    both = i18n.describe("kaiju", Event("card_played", 0, {
        "card": 2, "effect": "reroll", "args": [1, 2], "dice_chosen": "1, 2", "dice_chosen_count": 2}), names)
    assert both is not None and "les deux dés" in both and "1, 2" not in both, both
    assert i18n.t("kaiju.bubble.play", card=6, what="annuler le 4") == "6\u00a0: annuler le 4"
    assert i18n.t("kaiju.last_turns", n=1) == "dernier tour"
    assert "dernier" not in i18n.t("kaiju.last_turns", n=2) and "2" in i18n.t("kaiju.last_turns", n=2)
    assert "(6)" not in i18n.t("kaiju.steal_from", who="Bot 2 (facile)", n=6)
    assert "Kaiju " not in i18n.t("game.kaiju")


def test_the_aid_is_a_short_rules_page():
    """The "?" aid says the turn, the starting hand, cancels by 9-11, stealing a Mecha, the Double
    token and the end and score, each beside one picture (the words sit by it)."""
    from scenes.howto import load_howto

    rows = load_howto("kaiju").aid_rows
    said = " ".join(r.text["fr"] for r in rows)
    for words in ("Votre tour", "Main de départ", "aussi annuler", "compte comme une carte", "Jeton Double",
                  "dernier tour", "Blessure"):
        assert words in said, words
    assert all(len(r.show) == 1 for r in rows)


def test_the_discard_stands_apart_from_the_eight_slots():
    """Second newcomer: the discard looked like a 9th table card (right after slot 8, same size)."""
    from scenes.kaiju.layout import CARD, L, Places

    places = Places(0, 2, (1, 2, 3, 4, 5, 6))
    last = places.slot_rect(7)
    assert L.discard.left - last.right >= 30, (last, L.discard)
    assert L.discard.width < CARD[0] and L.discard.height < CARD[1]
    assert L.discard.right + 8 <= 950  # its frame stays inside the table, left of the log
    i18n.set_lang("fr")
    assert i18n.t("kaiju.discard") == "Défausse"
    assert i18n.t("kaiju.discard_count", n=17) == "17 cartes" and i18n.t("kaiju.discard_count", n=1) == "1 carte"
    assert i18n.t("kaiju.discard_count", n=0) == "vide"  # French counts 0 as "one": never "1 carte" for none


def _position(tmp_path, text):
    from game import data
    from game.core import Chance
    from game.kaiju import from_scenario

    path = tmp_path / "p.yaml"
    path.write_text(text, encoding="utf-8")
    return from_scenario(data.load(path), Chance(0))


def test_a_hint_to_turn_a_die_names_the_die_and_the_face_and_a_cancel_seen_in_a_hand(tmp_path):
    """Second newcomer: "Jouez votre carte 5 pour tourner un dé" said neither which die nor which face,
    and "peu de chances qu'on vous l'annule" while the bot was known to hold a 6."""
    from game.kaiju import HardBot

    st = _position(tmp_path, "seats: 2\nphase: main\ndice: [6, 6]\ntable: [9, 2, 2, 2, 3, 3, 3, 3]\n"
                             "players:\n  - hand: [5]\n    mechas: [1, 2, 3, 4, 5, 6]\n  - hand: [6, 7]\n")
    bot = HardBot(0, seed=1)
    choice = bot.choose(st.view(0), st.legal_actions(0))
    assert choice.kind == "play" and choice.args[:2] == (5, "set"), choice
    i18n.set_lang("fr")
    text = i18n.hint_text("kaiju", bot.why[0], bot.why[1], ["Ana", "Bob"])
    place = "premier" if choice.args[2] == 1 else "second"
    assert f"mettre le {place} dé (6) sur 3" in text, text  # nc11: "le dé 1" read as a face
    # nothing seen of the other hand: its cards unseen and the chance one cancels (nc56)
    assert "cartes cachées en face" in text and "qu'on l'annule" in text, text
    bot = HardBot(0, seed=1)
    bot.memory.known[1][6] += 1  # the 6 was drawn face up into Bob's starting hand
    bot.choose(st.view(0), st.legal_actions(0))
    text = i18n.hint_text("kaiju", bot.why[0], bot.why[1], ["Ana", "Bob"])
    assert "peu de chances" not in text and "Bob garde un 6" in text, text
    i18n.set_lang("en")
    assert "Bob holds a 6" in i18n.hint_text("kaiju", bot.why[0], bot.why[1], ["Ana", "Bob"])
    i18n.set_lang("fr")


def test_a_take_hint_when_already_ahead_says_the_lead_grows():
    i18n.set_lang("fr")
    params = {"cards": [7], "count": 1, "points": 7, "ones": 0, "every": 0}
    assert "vous creusez votre avance" in i18n.hint_text("kaiju", "take", dict(params, ahead=2), ["Ana", "Bob"])
    assert "vous serez alors en tête" in i18n.hint_text("kaiju", "take", dict(params, ahead=1), ["Ana", "Bob"])
    assert "creusez" in i18n.hint_text("kaiju", "mecha", {"ahead": 2}, ["Ana", "Bob"])


def test_the_turn_banner_lies_over_the_title_never_over_the_table_cards(app):
    """Second newcomer: "Tour de Joueur 1" slid across the table cards."""
    from scenes.table import TableScene

    table = kaiju_tutorial(app)
    # the kit's banner itself: the tutorial shows none before its first roll (nc26 shot-01)
    TableScene.banner(table, "Tour de Bot 2 (facile)")
    plate = table.anim.banner_item.rect(app.canvas.get_rect())
    for i in range(8):
        assert not plate.colliderect(table.places.slot_rect(i)), (plate, i)
    for s in table.places.others():
        header = table.places.seat_rect(s)
        assert plate.bottom <= header.y + 14, (plate, header)  # at most the panel's top edge, never its name


def test_a_card_landing_in_the_bots_panel_never_covers_its_count():
    """Second newcomer: during the deal the bot's card backs covered "Cartes : 1"."""
    from scenes.kaiju.layout import HAND, OPP, Places

    places = Places(0, 2, (1, 2, 3, 4, 5, 6))
    assert places.hand_size(1) == OPP and places.hand_size(0) == HAND
    x, y = places.seat_anchor(1)
    landed = pygame.Rect(0, 0, *OPP)
    landed.center = (round(x), round(y))
    count_x = places.seat_rect(1).x + 20 + OPP[0]  # where "Cartes : 1" starts beside one back
    assert landed.right < count_x, (landed, count_x)


def test_a_click_puts_the_help_box_away_until_the_pointer_moves(app):
    """Second newcomer: after clicking the bot's panel to steal, "Carte Kaijū cachée" stayed over
    the table cards."""
    table = kaiju_tutorial(app)
    run(app, 0.3)
    pos = table.places.seat_rect(1).move(40, 40).topleft
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
    run(app, 2.0)
    assert table.pointer_still >= table.hover_delay(pos), "the help box never showed on hover"
    assert table.inspect_at(pos) is not None
    click(app, pos)
    run(app, 2.0)
    assert table.pointer_still < (table.hover_delay(pos) or 0), "the help box came back without a move"
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(pos[0] + 3, pos[1]), rel=(3, 0), buttons=(0, 0, 0)))
    run(app, 2.0)
    assert table.pointer_still >= table.hover_delay(pos), "a move brings the help box back"


def test_results_say_a_tie_on_the_1s_as_a_tie_and_keep_the_count_whole():
    """Second newcomer: "le plus grand nombre" shown for both players without a word of the tie,
    "Cartes / 1 : 1" broken over two lines, "(1 chacun)" for one card each."""
    from game.core import Result
    from game.kaiju.state import decision
    from scenes.kaiju.results import explain, result_rows
    from sprites.fonts import TYPE, wrap

    i18n.set_lang("fr")
    rows = [{**_row(0, 48, bonus=15, ones=1), "kaiju": 4, "kaiju_points": 33},
            {**_row(1, 47, bonus=15, ones=1), "kaiju": 5, "kaiju_points": 32}]
    res = Result((0,), [48.0, 47.0], "pile", {"breakdown": rows, "decided_by": decision(rows)})
    shown = result_rows({}, res, 2)
    for seat in (0, 1):
        bonus = next(p for p in shown[seat] if "valeur" in p)
        said_plain = bonus.replace("\u202f", " ").replace("\u00a0", " ")
        assert "chacun : à égalité" in said_plain and "chacun prend le bonus" in said_plain, bonus
        line = " · ".join(shown[seat])
        for width in range(300, 700, 7):  # wherever the line breaks, "1 carte de valeur 1" stays whole
            assert not any(w.endswith((" 1", "carte", "valeur")) for w in wrap(line, width, TYPE.BODY))
    said = explain({}, res, ["Joueur 1", "Bot 2 (facile)"])
    assert "(une chacun)" in said[-1], said
    alone = Result((0,), [91.0, 85.0], "pile", {"breakdown": [{**_row(0, 91, bonus=15, ones=4), "kaiju": 13,
                                                                 "kaiju_points": 61},
                                                                {**_row(1, 85, ones=2), "kaiju": 8,
                                                                 "kaiju_points": 43}]})
    assert "égalité" not in " ".join(result_rows({}, alone, 2)[0])


def test_the_help_and_the_log_read_well():
    """"(rien seulement si rien ne correspond)" in the "?"; the bot's starting hand in the log says
    that the rules deal it face up (it is no peek at a secret)."""
    from game import data
    from game.core import Event

    howto = data.game_file("kaiju", "howto.yaml").read_text(encoding="utf-8")
    assert "seulement si rien" not in howto and "si aucune carte ne correspond, vous ne prenez rien" in howto
    i18n.set_lang("fr")
    line = i18n.describe("kaiju", Event("start_hand", 1, {"count": 3, "cards": [2, 3, 6]}), ["Ana", "Bot 2"])
    assert "face visible comme le veut la règle" in line and line.replace("\xa0", " ").endswith(": 2, 3, 6"), line
    i18n.set_lang("en")
    line = i18n.describe("kaiju", Event("start_hand", 1, {"count": 3, "cards": [2, 3, 6]}), ["Ana", "Bot 2"])
    assert "face up as the rules say" in line, line
    i18n.set_lang("fr")
