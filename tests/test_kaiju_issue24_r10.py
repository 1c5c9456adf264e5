"""Issue 24, tenth round of Kaiju & Mecha (newcomer nc10): one card count for every seat, the removed
cards said in the log line, a free steal taken by the easy bot, bubbles that say who did it, the last
turns said as one each, a plain log line for the Mechas' tokens."""

from __future__ import annotations

import re

from lang import french, plain
from scene_input import open_scenario

from game import i18n
from game.core import Chance, Event

HANDS = """\
seats: 2
active: 0
phase: main
dice: [{a}, {b}]
table: [9, 2, 2, 2, 8, 8, 1, 1]
players:
  - hand: [4, 7, 10]
    mechas: [5, 6]
  - hand: [3, 7]
    mechas: [4]
pile_top: [4]
"""


def _state(tmp_path, dice=(5, 5), active=0):
    from game import data
    from game.kaiju import from_scenario

    path = tmp_path / "p.yaml"
    path.write_text(HANDS.format(a=dice[0], b=dice[1]).replace("active: 0", f"active: {active}"), encoding="utf-8")
    return from_scenario(data.load(path), Chance(0))


# -- finding 1: "Cartes :" counts the Mechas for every seat, and says how many are Mechas ---------
def test_every_seat_counts_its_mechas_as_cards_and_says_so(app, tmp_path):
    """nc10 shots 41/55/80: the person's "Cartes :" counted their Mechas, the bot's did not."""
    path = tmp_path / "scene.yaml"
    path.write_text(HANDS.format(a=5, b=2), encoding="utf-8")
    with french():
        screen = open_scenario(app, "kaiju", ["human", "bot:easy"], path)
        mine, theirs = plain(screen.cards_line(0)), plain(screen.cards_line(1))
        app.stack.pop()
    assert mine == "Cartes : 5 (dont 2 Mechas)", mine
    assert theirs == "Cartes : 3 (dont 1 Mecha)", theirs
    assert plain(i18n.t("kaiju.cards_n", n=4, mechas=0)) == "Cartes : 4"


# -- finding 2: the removed cards are said in the line, no "(voir ?)" leading nowhere -----------------
def test_the_removed_line_says_which_cards_leave_and_the_tokens_line_says_why():
    names = ["Joueur 1", "Bot 2 (facile)"]
    with french():
        removed = plain(i18n.describe("kaiju", Event("removed", None, {"cards": [1, 1, 2, 2] * 4}), names) or "")
        tokens = plain(i18n.describe("kaiju", Event("mechas_set", None, {"mechas": [1, 2, 3, 4, 5, 6]}), names) or "")
    assert "voir ?" not in removed and "deux de chaque valeur de 1 à 8" in removed, removed
    assert "jetons Double" not in tokens and "jetons double : un double aux dés prend le Mecha" in tokens, tokens


# -- finding 4: even the easy bot takes the free steal a double gives it --------------------------
def test_the_easy_bot_takes_the_free_steal_of_a_double(tmp_path):
    """nc10 shot-77: with a double 5 while the person held Mecha 5, the easy bot rerolled both dice."""
    from game.kaiju.bots import EasyBot

    st = _state(tmp_path, dice=(5, 5), active=1)
    picks = set()
    for seed in range(30):
        bot = EasyBot(1, seed=seed)
        bot.quiet = 9  # it looks for a card to play this turn
        picks.add(bot.choose(st.view(1), st.legal_actions(1)).kind)
    assert picks == {"steal"}, picks


# -- finding 3: hints name the Mecha a card leads to, the Mecha a take leaves, a steal's true worth --
POSITION = """\
seats: 2
active: 0
phase: main
dice: [6, 5]
table: {table}
discard: {discard}
players:
  - hand: [5, 6]
  - hand: [10]
"""


def _hard_hint(tmp_path, table: list[int], discard: list[int] | None = None) -> tuple[object, str]:
    from game import data
    from game.kaiju import HardBot, from_scenario

    path = tmp_path / "h.yaml"
    path.write_text(POSITION.format(table=table, discard=discard or []), encoding="utf-8")
    st = from_scenario(data.load(path), Chance(0))
    bot = HardBot(0, seed=1)
    choice = bot.choose(st.view(0), st.legal_actions(0))
    with french():
        said = plain(i18n.hint_text("kaiju", bot.why[0], bot.why[1], ["Joueur 1", "Bot 2"]))
    return choice, said


def test_a_take_hint_names_the_mecha_a_card_could_make_instead(tmp_path):
    """nc10 shot-37: "Prenez la carte 1" never said that the 5 turned the dice into a double for a Mecha."""
    # bt26: every other 1 in the discard, the 1s race is known and a 1 is worth its sure bonus; with 1s
    # still hidden the hard bot now turns the die for the Mecha
    choice, said = _hard_hint(tmp_path, [3, 5, 1, 1, 7, 3, 2, 4], discard=[1, 1, 1, 1])
    assert choice.kind == "take", choice
    assert "Autre coup : votre 5 met le premier dé (6)" in said and "pour le Mecha" in said, said


def test_a_play_hint_names_the_take_it_leads_to(tmp_path):
    """nc10 shot-62: "prenez au centre ce que vos dés permettent encore" did not say what (the Mecha)."""
    choice, said = _hard_hint(tmp_path, [3, 2, 2, 4, 7, 3, 2, 4])
    assert choice.kind == "play" and choice.args[1] == "set", choice
    assert "permettent encore" not in said and re.search(r"puis prenez le Mecha \d \(15 points\)", said), said


def test_saving_ones_own_steal_says_what_it_truly_brings():
    """nc10 shot-52: "il vous rapporte plus que les 6 points de cette carte" overstated a random card."""
    wound = ["wound", {"n": 1, "of": 5, "about": "no", "wound": 3}]
    params = {"card": 6, "effect": "steal", "player": 0, "mine": 1, "aimed": 0, "theft": 1, "victim": 1,
              "wound": wound}
    with french():
        said = plain(i18n.hint_text("kaiju", "cancel", params, ["Joueur 1", "Bot 2"]))
    assert "vous gagnez ce qu'il perd" in said and "une carte au hasard passe de Bot 2 à vous" in said, said
    # nc26 shots 69-71: « le coup vous profite », then the steal drew a 3 and its Wound: the risk is said,
    # with its chance since nc31 (a hand with no 3 in it says none: tests/test_kaiju_nc31.py)
    assert "1 chance sur 5 de tirer un 3 (Blessure, −3)" in said, said
    assert "vous rapporte plus" not in said, said


# -- finding 5: a steal's and a cancel's bubble say who did it ------------------------------------
def test_the_steal_and_cancel_bubbles_say_who_did_it(app, tmp_path):
    """nc10 shots 23/53: "Volé !" on the thief's own panel read as "I was robbed"."""
    from waiting import wait_until

    from game.core import act

    path = tmp_path / "scene.yaml"
    path.write_text(HANDS.format(a=5, b=2), encoding="utf-8")
    i18n.set_lang("fr")
    table = open_scenario(app, "kaiju", ["human", "bot:easy"], path)
    bubbles: list[tuple[int | None, str]] = []
    said = table.bubble
    table.bubble = lambda seat, text, *a, **k: (bubbles.append((seat, plain(text))), said(seat, text, *a, **k))[1]
    assert table.act(0, act("play", 4, "steal", 1))
    from scene_input import see_held

    done = wait_until(lambda: any(t == "Vous volez !" for _, t in bubbles) and not table.busy, 20,
                      step=0, between=lambda: see_held(app, table) or app.frame(1 / 60))
    assert done, bubbles
    assert (0, "Vous volez !") in bubbles and not any(t == "Volé !" for _, t in bubbles), bubbles
    assert plain(table.did("kaiju.bubble.cancelled", 1)) == "Bot 2 (facile) annule !"
    assert plain(table.did("kaiju.bubble.cancelled", 0)) == "Vous annulez !"
    app.stack.pop()


# -- finding 6: the last turns are said as one turn each ----------------------------------------
def test_the_last_turns_are_said_as_one_each(app, tmp_path):
    """nc10 shot-80: "pioche vide : encore 2 tours" read as two more rounds."""
    path = tmp_path / "scene.yaml"
    path.write_text(HANDS.format(a=5, b=2), encoding="utf-8")
    i18n.set_lang("fr")
    table = open_scenario(app, "kaiju", ["human", "bot:easy"], path)
    table.model.last_turns = 2
    both = plain(table.round_line()[0])
    table.model.last_turns = 1
    last = plain(table.round_line()[0])
    app.stack.pop()
    assert both.endswith("un dernier tour chacun"), both  # the words of the log line
    assert last.endswith("dernier tour"), last
    assert plain(i18n.t("kaiju.last_turns", n=2, all="no")) == "pioche vide : encore 2 tours de jeu"


def test_results_say_no_bonus_plainly_when_a_hand_holds_no_1():
    """Played by the helper (f11): "Cartes de valeur 1 : 0 ; pas le plus grand nombre" with nobody holding a 1."""
    with french():
        none = plain(i18n.t("results.kaiju.bonus", n=0, pts=0, shared=0))
        fewer = plain(i18n.t("results.kaiju.bonus", n=2, pts=0, shared=0))
    # f53 (nc64 shots 031, 097: « Cartes de valeur 1 : 1 ; le plus grand nombre, bonus de 15 points », telegraphic)
    assert none == "Aucune carte de valeur 1 : pas de bonus", none
    assert fewer == "2 cartes de valeur 1, moins qu'un autre joueur : pas de bonus", fewer


def test_the_bots_dice_roll_in_below_the_table_cards(app, tmp_path):
    """nc10 shot-11: the bot's dice flew from its panel across the table and hid card 5 for a second."""
    path = tmp_path / "scene.yaml"
    path.write_text(HANDS.format(a=5, b=2), encoding="utf-8")
    table = open_scenario(app, "kaiju", ["human", "bot:easy"], path)
    below = max(table.places.slot_rect(i).bottom for i in range(8))
    table.on_dice_rolled(Event("dice_rolled", 1, {"dice": [3, 4]}))
    starts = [die.start for die in table.dice]
    app.stack.pop()
    assert all(y > below for _, y in starts), (starts, below)
