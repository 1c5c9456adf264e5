"""Kaiju & Mecha, after newcomer nc61 (f49): the bot-turn recap that always fits and counts the 1s bonus,
Conseil's box at a readable size, the 5's face buttons that stay in place, a greyed card that says why, the
steals that can still change the end, and plainer labels."""

from __future__ import annotations

from lang import plain
from test_kaiju_f48 import BOT_FIRST

from game.core import Event

# nc61 shot-081: Bot 2's 11 steals the person's 5, its 5 turns a die, a double 3 takes the Mecha 3.
STEAL_AND_TURN = [
    Event("turn_start", 1, {"turn": 7, "last_turns": None}),
    Event("dice_rolled", 1, {"dice": [6, 3]}),
    Event("card_played", 1, {"card": 11, "effect": "steal", "args": [0], "target": 0}),
    Event("reaction_pass", 0, {"card": 11, "player": 1}),
    Event("card_stolen", 1, {"from": 0, "card": 5, "kept": True, "mecha_wanted": None}),
    Event("card_played", 1, {"card": 5, "effect": "set", "args": [1, 3]}),
    Event("reaction_pass", 0, {"card": 5, "player": 1}),
    Event("die_set", 1, {"card": 5, "dice": [3, 3]}),
    Event("mecha_taken", 1, {"mecha": 3}),
    Event("double_token_moved", 1, {"mecha": 3, "from": None}),
    Event("turn_start", 0, {"turn": 8, "last_turns": None}),
]

# nc61 shot-107: Bot 2 steals a 3 (a Wound) with its 4, then takes the two 1s and leads the 1s, 3 to 2.
ONES_TURN = [
    Event("turn_start", 1, {"turn": 11, "last_turns": None}),
    Event("dice_rolled", 1, {"dice": [1, 1]}),
    Event("card_played", 1, {"card": 4, "effect": "steal", "args": [0], "target": 0}),
    Event("reaction_pass", 0, {"card": 4, "player": 1}),
    Event("card_stolen", 1, {"from": 0, "card": 3, "kept": False, "mecha_wanted": None}),
    Event("wound_taken", 1, {"points": -3, "wounds": 1}),
    Event("cards_taken", 1, {"cards": [1, 1], "slots": [3, 6], "dice": [1, 1]}),
    Event("turn_start", 0, {"turn": 12, "last_turns": None}),
]


def _recaps(events, ones=None):
    from game.i18n import set_lang
    from game.kaiju.defs import load_defs
    from scenes.kaiju.recap import last_turn, turn_recaps

    set_lang("fr")
    seat, turn = last_turn(events, 0)
    return [plain(x) for x in turn_recaps(seat, turn, 0, ["Joueur 1", "Bot 2"], load_defs(), ones)]


def test_the_recap_names_a_played_card_once_and_always_ends_on_its_bilan(app):
    """nc61 shot-081: « …joue son 11 (vol), vous vole un 5, joue son 5 (dé tourné), son 5 tourne un dé : 3 et 3,
    prend le Mecha 3 (15 points). Bilan : » and no number, five lines. A card is said with what it did, and when
    the sentence is still too long the least useful part goes first: the Bilan always shows."""
    from scenes.kaiju import table as table_module
    from sprites.fonts import TYPE, wrap

    said = _recaps(STEAL_AND_TURN)
    assert said[0] == ("Tour de Bot 2 : dés 6 et 3, son 11 vous vole un 5, son 5 tourne un dé : 3 et 3, "
                       "prend le Mecha 3 (15 points). Bilan : +4 points."), said
    # shorter forms drop the roll first, then the turned die; what it stole and took stays
    assert said[1].startswith("Tour de Bot 2 : son 11 vous vole un 5, son 5 tourne"), said
    assert "son 11 vous vole un 5, prend le Mecha 3" in said[2], said
    assert all(x.endswith("Bilan : +4 points.") for x in said), said
    # the longest turn that can happen fits in the box: every form tried, the last always fits
    assert len(wrap(said[-1], table_module.RECAP_ROOM, TYPE.SMALL)) <= table_module.RECAP_LINES


def test_the_recap_counts_the_1s_bonus_the_turn_moved():
    """nc61 shot-107: « Bilan : −5 points » on the turn the bot took two 1s and the lead of the 1s (3 to 2),
    a bonus of 15 the panels then counted. The Bilan counts it, and says it."""
    said = _recaps(ONES_TURN, ones={0: 2, 1: 3})[0]
    # f50 (nc62): the bonus moved from the person to the bot, said from both sides (a meant change)
    assert said.endswith("prend les cartes 1 et 1 et vous prend le bonus des 1 (+15 pour lui, −15 pour vous). "
                         "Bilan : +10 points."), said
    assert "son 4 vous vole un 3, prend une Blessure (−3)" in said, said
    # already ahead on the 1s before the turn: no bonus moved
    said = _recaps(ONES_TURN, ones={0: 0, 1: 3})[0]
    assert "bonus" not in said and said.endswith("Bilan : −5 points."), said
    # a tie reached shares the bonus: each holds it, and the recap says so (nc63 shot-064 read « prend le bonus
    # des 1 (+15) » at 2-2)
    said = _recaps(ONES_TURN, ones={0: 2, 1: 2})[0]
    assert "partage le bonus des 1 (+15)" in said and "prend le bonus" not in said, said


def test_the_table_shows_a_form_of_the_recap_that_fits(app, tmp_path, monkeypatch):
    """The table picks the fullest form that fits its lines; a box too small for the fullest still ends on the
    Bilan's number."""
    from scenes.kaiju import table as table_module

    class Feed:
        replaying = False

    class Fake:
        viewer, feed, shown = 0, Feed(), STEAL_AND_TURN

        def short_names(self):
            return ["Joueur 1", "Bot 2"]

        def ones_known(self):
            return {0: 0, 1: 0}

        recaps = table_module.KaijuTable.recaps
        recap_lines = table_module.KaijuTable.recap_lines

    from game.i18n import set_lang
    from game.kaiju.defs import load_defs

    set_lang("fr")
    fake = Fake()
    fake.defs = load_defs()
    for lines in (5, 4, 3):
        monkeypatch.setattr(table_module, "RECAP_LINES", lines)
        shown = fake.recap_lines()
        assert len(shown) <= lines and plain(shown[-1]).endswith("+4 points."), (lines, shown)


# nc61 shot-111: the Conseil of the game's end, its longest words (the names shortened since)
SHOT111_HINT = ("Fin proche : 2 cartes dans la pioche, puis chacun joue un dernier tour ; vous menez Bot 2 (sur "
                "mesure) de 9 points ; à égalité de points, le moins de cartes l'emporte (vous 8, Bot 2 (sur mesure) "
                "9). Jouez votre carte 5 pour mettre le premier dé (5) sur 3, puis tentez le Mecha 3 de Bot 2 (sur "
                "mesure) (au hasard dans sa main) : mieux que de prendre tout de suite (3 points au mieux) ; aucun "
                "risque : Bot 2 (sur mesure) n'a rien pour l'annuler. 1 Mecha sur 9 cartes : 1 chance sur 9 de gagner "
                "15 points. Risque : 1 chance sur 9 de tirer un 3 (Blessure, −3). (Ce conseil s'efface au prochain "
                "coup.)")


def test_a_long_conseil_grows_over_the_log_rather_than_shrink(app, tmp_path, monkeypatch):
    """nc61 shot-111: a long Conseil shrank to a tiny font. The box keeps the table's small type at least and
    grows up over the log, whose newest lines stay above it."""
    from scene_input import open_scenario_text, run_until

    from sprites.fonts import TYPE

    table = open_scenario_text(app, "kaiju", ["human", "bot:medium"], tmp_path, BOT_FIRST)
    assert run_until(app, lambda: table.human_to_act() == 0 and not table.busy, 60)
    monkeypatch.setattr(table, "_hint_body", lambda: SHOT111_HINT)
    table.hint_seat = 0
    box, size = table._hint_box()
    assert size >= TYPE.SMALL, size
    assert box.bottom == table.hint_rect.bottom and box.top < table.hint_rect.top, (box, table.hint_rect)
    assert box.top >= table.log_rect.top, box
    table._fit_log()
    assert table.log.rect.bottom <= box.top, (table.log.rect, box)
    # short words keep the box small, at the usual size
    monkeypatch.setattr(table, "_hint_body", lambda: "Prenez la carte 9 au centre.")
    box, size = table._hint_box()
    assert size == 16 and box.top > table.hint_rect.top, (box, size)


def test_conseil_names_the_bot_without_its_level_and_in_short_words(app, tmp_path):
    """nc61 shot-111: « Bot 2 (sur mesure) » four times in one Conseil, and long phrases (« à égalité de points, le
    moins de cartes l'emporte », « (au hasard dans sa main) »): the table's Conseil names the bot « Bot 2 »."""
    from scene_input import open_scenario_text, run_until
    from test_kaiju_f48 import LAST, _conseil

    from game.hints import Hint

    soon = LAST.format(hand=[2, 3, 4, 5, 7], left=1).replace("last_turns: 1\n", "").replace(
        "rest: discard", "pile_top: [4]\nrest: discard")
    move, (reason, values), _ = _conseil(tmp_path, soon)
    table = open_scenario_text(app, "kaiju", ["human", "bot:medium"], tmp_path, BOT_FIRST)
    assert run_until(app, lambda: table.human_to_act() == 0 and not table.busy, 60)
    assert table.names[1] == "Bot 2 (moyen)", table.names
    said = plain(table.hint_line(Hint(0, move, reason, values)))
    assert "(moyen)" not in said and "Bot 2" in said, said
    assert said.startswith("Fin proche : 1 carte dans la pioche, puis un dernier tour chacun ;"), said
    assert "à égalité, le moins de cartes gagne" in said, said


def test_the_face_buttons_stay_in_place_when_a_die_is_picked(app, tmp_path):
    """nc61 shots 021-023: playing the 5 showed faces 1-6 before a die was picked; picking one turned them into
    preview labels in new places and the click landed on « 3 → 3 ». Each face's button keeps its place and
    size from the start, whichever die is then picked."""
    from scene_input import open_scenario
    from test_kaiju_issue24_r21 import HAND_SCENE

    path = tmp_path / "hand.yaml"
    path.write_text(HAND_SCENE, encoding="utf-8")  # dice 2 and 1
    table = open_scenario(app, "kaiju", ["human", "bot:easy"], path)
    controls = table.controls

    def faces() -> dict[str, tuple]:
        return {b.tag: (tuple(b.rect), plain(b.label)) for b in controls.bar.buttons if b.tag.startswith("face ")}

    controls.pick_card(5)
    before = faces()
    assert len(before) == 6 and before["face 3"][1] == "3", before
    for die in (1, 2):
        controls.pick_die(die)
        after = faces()
        assert {tag: rect for tag, (rect, _) in after.items()} == {tag: rect for tag, (rect, _) in before.items()}, \
            (die, before, after)
        assert "→" in after["face 3"][1], after


def test_a_button_fading_in_under_the_pointer_never_reads_as_greyed(app):
    """nc61 shot-017: after the 2's reroll, « Jouer 5 : Tourner un dé » came where « Relancer » stood, under the
    resting pointer, and faded in: its label dimmed with it and it read as switched off, « with no reason ». The
    fresh button's words are drawn last, in ink; only a disabled button's words are muted."""
    import pygame
    from scene_input import BlitSpy

    from scenes import ui

    spot = pygame.Rect(100, 600, 240, 40)
    ui.Moment.pointer = spot.center
    bar = ui.ButtonBar([ui.Button(spot.copy(), "Relancer", lambda: None, tag="reroll")])
    bar.set([ui.Button(spot.copy(), "Jouer 5 : Tourner un dé", lambda: None, tag="card 5")])
    assert bar.fresh(bar.buttons[0]) > 0
    inks: list = []
    real = ui.render

    def spy(text, size, color, *a, **k):
        inks.append((text, color))
        return real(text, size, color, *a, **k)

    ui.render = spy
    try:
        screen = BlitSpy()
        bar.draw(screen)
    finally:
        ui.render = real
    last = [r for _, r in screen.blits if r.colliderect(spot)][-1]
    assert last.width < spot.width, (last, spot)  # the label, over the fade, not the fade over it
    assert inks[-1] == ("Jouer 5 : Tourner un dé", ui.INK), inks


# nc61 shots 117-120: near the end, the person leads the 1s by one; the bot still plays.
NEAR_END = """\
seats: 2
active: 0
phase: main
dice: [4, 5]
table: [9, 2, 6, 10, 3, 7, 8, 11]
players:
  - hand: [1, 3, 4, 5, 7]
    mechas: [1]
  - hand: [3, 5, 6, 7, 8, 2]
    mechas: [2]
pile_top: [4, 5]
rest: discard
"""


def test_the_panel_warns_near_the_end_that_a_steal_may_take_the_1s_bonus(app, tmp_path):
    """nc61 shots 117-120: 77-54 became 53-57 on the bot's last two turns, a 4 drawing one of the person's 1s (the
    bonus went over). Near the end, while the bot still plays, its panel says a 1 stolen takes the bonus with it;
    not while the pile is long, nor with a lead of two 1s."""
    from scene_input import open_scenario_text

    table = open_scenario_text(app, "kaiju", ["human", "bot:medium"], tmp_path, NEAR_END)
    lines = [plain(x) for x in table.seen_lines(1)]
    assert "Bonus des 1 (+15) : vous menez 1 à 0 ; un 1 volé le donnerait à Bot 2" in lines, lines
    table.model.pile = 9
    lines = [plain(x) for x in table.seen_lines(1)]
    assert not any("voler" in x for x in lines), lines
    table.model.pile = 2
    table.model.players[0].hand = [1, 1, 3, 4, 5, 7]
    lines = [plain(x) for x in table.seen_lines(1)]
    assert not any("voler" in x for x in lines), lines  # 2 to 0: one stolen leaves a tie, the bonus stays


def test_the_results_say_the_points_steals_moved():
    """nc61: « random steals turned 77-54 into 53-57 », and the results did not tell luck from play. The engine
    counts what the cards drawn by steals were worth, and « Ce qui a décidé » says it for the two first."""
    from game.core import Chance, Result
    from game.i18n import set_lang
    from game.kaiju import KaijuState
    from scenes.kaiju.results import explain

    set_lang("fr")
    st = KaijuState.new_game(2, Chance(3))
    st.hands[0] = [1, 5]
    st.mechas[0] = [6]
    st._steal(1, 0)
    assert sum(st.stolen[1]) in (1, 5, 15) and st.stolen[0] == [0, 0], st.stolen
    assert st.clone().stolen == st.stolen and st.clone().stolen is not st.stolen
    assert st.result().details["stolen"] == st.stolen
    details = {"breakdown": [{"seat": 0, "total": 60}, {"seat": 1, "total": 57}],
               "decided_by": {"rule": "points", "winners": [0], "runner_seat": 1}, "stolen": [[0, 4], [23, 0]]}
    said = [plain(x) for x in explain({"you": 0}, Result((0,), [60.0, 57.0], "pile", details), ["Joueur 1", "Bot 2"])]
    line = "Les vols, au hasard des cartes tirées : vous avez pris 4 points à Bot 2, qui vous a pris 23 points."
    assert line in said, said
    details["stolen"] = [[0, 0], [11, 0]]  # nothing taken one way: said so, not « 0 point »
    said = [plain(x) for x in explain({"you": 0}, Result((0,), [60.0, 57.0], "pile", details), ["Joueur 1", "Bot 2"])]
    assert "vous n'avez rien pris à Bot 2, qui vous a pris 11 points." in said[-1], said


def test_terse_labels_say_their_cards_in_words(app, tmp_path):
    """nc61 shots 067, 113: « 2 → Mecha ou 2+2 », « 1 → 1+3 ou 4 » read as riddles; 068: « Tenter le Mecha 2 : 1
    carte au hasard de Bot 2 (sur mesure) (M) » in a smaller type than its neighbours; 020 and 031: the tutorial's
    « la carte en coûte 5 » and « Son panneau liste ce qu'on a vu entrer dans sa main… »."""
    from scene_input import open_scenario
    from test_kaiju_issue24_r21 import HAND_SCENE

    from game import tutorial

    path = tmp_path / "hand.yaml"
    path.write_text(HAND_SCENE, encoding="utf-8")  # dice 2 and 1; the table 1, 1, 5, 7, 9, 10, 4, 6
    table = open_scenario(app, "kaiju", ["human", "bot:easy"], path)
    controls = table.controls
    controls.pick_card(5)
    controls.pick_die(1)
    said = {b.tag: plain(b.label) for b in controls.bar.buttons if b.tag.startswith("face ")}
    assert said["face 1"] == "1 → Mecha ou deux 1", said
    assert said["face 4"] == "4 → 1 et 4, ou 5", said  # the pair kept whole before « ou »
    assert not any("+" in x for x in said.values()), said
    steps = {s.do: plain(s.text("fr")) for s in tutorial.load("kaiju").steps if s.do}
    assert "jouer le 5 vous coûte 5 points" in steps["play 5 set 1 6"], steps["play 5 set 1 6"]
    draw = steps["play 7 draw"]
    assert "« Vu entrer dans sa main », montre ici un 2 ; le reste est caché" in draw, draw


def test_the_first_game_level_steps_through_medium_before_hard():
    """nc61: « Bot sur mesure » felt like rubber-banding, hard for 18 of 22 choices once the person led. It plays
    easy while the person leads by less than 8, medium from 8, hard from 16 (data/bots.yaml: a medium stand-in
    wins 51 % of 200 games, 44 % before)."""
    from game import registry
    from game.bots import close_settings

    s = close_settings("kaiju", registry.get("kaiju").strengths)
    assert (s.low, s.mid, s.high, s.near, s.behind) == ("easy", "medium", "hard", 12, 24), s  # f50: nc62, 12 and 24


def test_a_greyed_button_says_why_on_hover_and_in_the_prompt(app, tmp_path):
    """nc61 shot-017: a greyed button with no reason. Kaiju's greyed buttons say why on hover (the face a die
    already shows, a face before a die is picked, a take while a card is being played), and the prompt names
    the face that cannot be chosen."""
    from scene_input import open_scenario
    from test_kaiju_issue24_r21 import HAND_SCENE

    path = tmp_path / "hand.yaml"
    path.write_text(HAND_SCENE, encoding="utf-8")  # dice 2 and 1
    table = open_scenario(app, "kaiju", ["human", "bot:easy"], path)
    controls = table.controls

    def hover(tag: str) -> tuple[str, str] | None:
        b = next(b for b in table.buttons_shown() if b.tag == tag)
        assert not b.enabled, tag
        said = table.inspect_at(b.rect.center)
        return None if said is None else (plain(said[0]), plain(said[1]))

    controls.pick_card(5)
    assert hover("face 3")[1] == "Choisissez d'abord le dé à tourner : « Dé 1 » ou « Dé 2 ».", hover("face 3")
    controls.pick_die(1)
    assert hover("face 2")[1] == "Le dé 1 montre déjà 2 : tourner, c'est changer de face.", hover("face 2")
    assert plain(controls.prompt).endswith("une autre que 2."), controls.prompt
