"""Kaiju & Mecha, newcomer nc31: Conseil says the chance a steal draws a 3 (a Wound) whenever it may."""

from __future__ import annotations

from pathlib import Path

import pygame
from lang import plain

from game import i18n
from game.core import Event
from game.kaiju.bots import HardBot
from game.match import Match

SHOT40 = """\
seats: 2
active: 0
phase: main
dice: [1, 4]
table: [11, 5, 2, 7, 4, 6, 9, 5]
players:
  - hand: [1, 1, 2, 3, 4, 7]
  - hand: [1, 1, {three}, 5, 8, 8]
"""


def _steal_hint(tmp_path: Path, three: int, seen: bool) -> tuple[str, str, dict]:
    """The hard bot's choice and reason for seat 0 in shot-40's position, the bot's hand seen going in or not."""
    path = tmp_path / "s40.yaml"
    path.write_text(SHOT40.format(three=three), encoding="utf-8")
    m = Match("kaiju", ["human", "bot:hard"], scenario=str(path))
    bot = HardBot(0, 1)
    if seen:  # its start hand, drawn face up
        bot.observe([Event("start_draw", 1, {"card": c}) for c in m.state.hands[1]])
    action = bot.choose(m.state.view(0), m.state.legal_actions(0))
    assert bot.why is not None
    return str(action), bot.why[0], bot.why[1]


def test_a_steal_hint_says_the_chance_of_a_3(tmp_path):
    """nc31 shots 40/41: « peu de chances qu'on l'annule » for a steal from a hand where a 3 was seen going
    in, and the 3 came out (−3). The hint says the chance, exact when the whole hand was seen, about
    when some of it is hidden; and nothing of a 3 when none can be there."""
    cases = [_steal_hint(tmp_path, 3, seen=True), _steal_hint(tmp_path, 3, seen=False),
             _steal_hint(tmp_path, 2, seen=True)]
    assert cases[0][0] == cases[2][0] == "play 4 steal 1", cases
    said: dict[str, list[str]] = {}
    for lang, names in (("fr", ["Joueur 1", "Bot 2"]), ("en", ["Player 1", "Bot 2"])):  # one switch (slow)
        i18n.set_lang(lang)
        said[lang] = [plain(i18n.hint_text("kaiju", key, params, names)) for _, key, params in cases]
    i18n.set_lang("fr")
    (known, hidden, none), (known_en, hidden_en, none_en) = said["fr"], said["en"]
    assert "Risque : 1 chance sur 6 de tirer un 3 (Blessure, −3)." in known and "environ" not in known, known
    assert "Risk: 1 chance in 6 of drawing a 3 (a Wound, −3)." in known_en, known_en
    assert "Risque : environ 1 chance sur" in hidden and "de tirer un 3" in hidden, hidden
    assert "Risk: about 1 chance in" in hidden_en, hidden_en
    assert "tirer un 3" not in none and "Blessure" not in none, none
    assert "Wound" not in none_en, none_en

def test_the_tutorial_tells_the_wound_at_the_first_steal_in_plain_steps():
    """nc31 shot-01: step 1 (« Chacun pioche sa main, montrée à tous, tant qu'elle vaut moins de 10 points,
    puis la cache ; ici… ») was the hardest sentence, and came first; shot-20: « (son panneau) » broke step
    10; shot-41: the Wound, said only at the last step, came as a surprise at the first real steal."""
    from game import tutorial

    tut = tutorial.load("kaiju")
    steps = {s.do: {k: plain(v) for k, v in s.say.items()} for s in tut.steps}
    first = plain(tut.steps[0].say["fr"])
    assert ";" not in first and "pioche" not in first and len(first.split(". ")) == 3, first
    steal = steps["play 4 steal 1"]
    assert "un 3 volé vous donnerait une Blessure (−3)" in steal["fr"], steal["fr"]
    assert "a stolen 3 would give you a Wound (−3)" in steal["en"], steal["en"]
    seen = steps["play 7 draw"]
    assert "(" not in seen["fr"] and "(" not in seen["en"], seen
    # how a start hand is drawn: in the last words, before the first game
    # f38 (nc37): said in step 2, where the hand is first played
    assert "jusqu'à 10 points au moins" in plain(tut.steps[1].say["fr"]) and "up to 10 points" in tut.steps[1].say["en"]


DRY = """\
seats: 2
active: 0
phase: main
dice: [6, 5]
table: [7, 6, 1, 6, 7, 6, null, 6]
players:
  - hand: [1, 1, 3, 7, 7, 8]
  - hand: [2, 2, 9]
rest: removed
last_turns: 1
"""


def test_an_empty_pile_says_why_the_7_is_not_offered(app, tmp_path, monkeypatch):
    """nc31 shot-89: the pile empty, the 7 no longer lit, its « Jouer 7 : Piocher » gone, and nothing said
    why. Where its button would be, the row of the cards' buttons says so; not while the pile has cards."""
    from scene_input import open_scenario, spy_texts

    from scenes.kaiju import table as table_mod
    from scenes.kaiju.layout import L

    i18n.set_lang("fr")
    path = tmp_path / "dry.yaml"
    path.write_text(DRY, encoding="utf-8")
    table = open_scenario(app, "kaiju", ["human", "bot:easy"], path)
    assert table.model.pile == 0 and not any(a.kind == "play" for a in table.legal(0))
    note = table.dry_pile_note()
    assert note is not None
    img, (x, y) = note
    rect = pygame.Rect((x, y), img.get_size())
    assert L.home.contains(rect) and abs(rect.centery - (L.rows[0] + 20)) <= 2, rect
    assert rect.collidelist([b.rect for b in table.controls.bar.buttons]) < 0, rect
    drawn = spy_texts(monkeypatch, table_mod)
    table.draw(pygame.Surface((1280, 720)))
    assert "Pioche vide : votre 7 ne pioche plus, mais vaut toujours 7 points." in [plain(s) for s in drawn]
    table.model.pile = 3  # a card left: the 7 draws, nothing to say
    assert table.dry_pile_note() is None
    app.stack.pop()



def test_the_mechas_caption_the_hidden_cards_and_a_lost_mecha_read_plainly():
    """nc31 shot-12: « Mechas (15 points) : pris par le double dessous », odd French; shots 01, 08: « 3 cartes
    jamais vues », jargon at first; shots 62/63: after a double drew the Mecha just paid for, « Un double ne
    s'annule pas : seule une carte jouée peut l'être » alone read as salt in the wound: the odds first."""
    t = i18n.t_in
    assert plain(t("fr", "kaiju.mechas")) == "Mechas, 15 points : un double prend son Mecha"  # nc33: no 4
    assert t("en", "kaiju.mechas") == "Mechas, 15 points: a double takes its Mecha"
    assert plain(t("fr", "kaiju.seen.unknown", hidden=3)) == "Points inconnus : 3 cartes cachées"
    assert t("en", "kaiju.seen.unknown", hidden=1) == "Points unknown: 1 hidden card"
    lost = plain(t("fr", "kaiju.stolen.double", got="yes", n=8))
    assert lost == "Pas de chance : il avait 1 chance sur 8, et un double ne s'annule pas.", lost
    assert t("en", "kaiju.stolen.double", got="no", n=8) == "A double cannot be cancelled: only a card played can."


def test_the_log_says_one_line_where_one_does(app):
    """nc31: « the right-hand log is long and dense; by mid-game I had stopped reading it ». Each start card
    had its line before the hand's line named them all again, a Mecha taken was followed by its token's
    move, a pass by the line of what became of the card. Those say nothing new: the log keeps the hand's
    line (with the rule), the Mecha's and the outcome's."""
    from scene_input import run

    from game.core import Event
    from scenes.app import open_table
    from scenes.menu import MenuScene

    i18n.set_lang("fr")
    app.settings.speed = "instant"
    app.stack.push(MenuScene(app))
    open_table(app, Match("kaiju", ["human", "bot:easy"], seed=3))
    run(app, 0.5)
    table = app.stack.top
    quiet = [Event("start_draw", 1, {"card": 4, "total": 4, "pile": 19}),
             Event("double_token_moved", 0, {"mecha": 2, "from": None}),
             Event("reaction_pass", 1, {"card": 4, "player": 0})]
    assert all(table.describe(ev) is None for ev in quiet)
    hand = plain(table.describe(Event("start_hand", 1, {"count": 2, "cards": [2, 8]})) or "")
    assert hand.endswith("face visible comme le veut la règle, jusqu'à 10 points au moins : 2, 8"), hand
    starts = [plain(x) for x in table.log.entries if "main de départ" in plain(x)]
    assert len(starts) == 2, starts  # one line a seat
    app.stack.pop()
