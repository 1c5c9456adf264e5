"""Round 64's newcomer (nc64kaiju): Conseil told in two levels, the 1s bonus a steal moves said by Conseil and the
results, « mieux que toute prise » only when there is one, the French of the table and the tutorial."""

from __future__ import annotations

from typing import Any

from game import i18n

# nc64 shot 048: a 9 in hand, dice 2 and 1, Mecha 2 free: Conseil advised the 9 to turn the 1 into a 2
SHOT48 = """\
seats: 2
active: 0
phase: main
dice: [2, 1]
table: [7, 4, 10, 7, 11, 8, 3, 5]
players:
  - hand: [3, 6, 8, 9]
    mechas: [1]
  - hand: [1, 1, 3, 5, 6]
    mechas: []
pile_top: [6]
"""


def _table(app: Any, tmp_path: Any, text: str = SHOT48) -> Any:
    from scene_input import open_scenario

    path = tmp_path / "f53.yaml"
    path.write_text(text, encoding="utf-8")
    return open_scenario(app, "kaiju", ["human", "bot:easy"], path)


def _hint(app: Any, table: Any) -> Any:
    from waiting import wait_until

    assert wait_until(lambda: table.hint_shown is not None, 20, 0, lambda: app.frame(1 / 60)), "no hint"
    return table.hint_shown


def _plain(text: str) -> str:
    return text.replace("\u202f", " ").replace("\u00a0", " ")


def test_conseil_first_says_what_to_look_for_then_the_move(app, tmp_path):
    """nc64 (044-088): « after my second turn I mostly pressed the cyan button »; « I'd prefer a lighter first hint
    before the full answer ». The first press names what to look for and outlines nothing; the second the move."""
    from hint_levels import assert_nudge_then_move

    i18n.set_lang("fr")
    table = _table(app, tmp_path)
    table.ask_hint()
    hint = _hint(app, table)
    assert hint.action.kind == "play" and hint.reason.startswith("play"), hint
    assert_nudge_then_move(table, hint, "Une de vos cartes peut tourner un dé pour faire un double",
                           "Jouez votre carte 9", ("carte 9", "Mecha 2"))


def test_every_main_reason_has_a_nudge_that_names_no_move(app, tmp_path):
    """Each main reason of Kaiju's Conseil gives a first level; a reply's words do not tell cancel from pass."""
    i18n.set_lang("fr")
    table = _table(app, tmp_path)
    said = {
        "take": {"cards": [7], "count": 1, "points": 7},
        "take_ones": {"cards": [1], "bonus": 15},
        "mecha": {"face": 2},
        "steal_mecha": {"face": 4, "holder": 1},
        "play": {"card": 5, "effect": ["effect_set", {"die": 1, "shown": 3, "face": 2}],
                 "then": ["then_cards", {"cards": [7], "count": 1, "every": 0}]},
        "play_known": {"card": 2, "effect": ["effect_reroll", {"count": 2, "die": 1, "shown": 3}],
                       "then": ["then_reroll", {}]},
        "play_safe": {"card": 4, "effect": "steal", "then": ["then_any", {}]},
        "let_pass_kept": {"card": 9, "holder": 1, "holds": 6, "held": 1, "effect": "steal"},
        "cancel": {"card": 9, "effect": "steal", "player": 1, "mine": 0},
    }
    words = {}
    for reason, params in said.items():
        nudge = table._nudge_words(reason, params)
        assert nudge, reason
        words[reason] = _plain(nudge)
        assert not nudge.startswith(("Cliquez", "Jouez", "Prenez", "Annulez")), nudge
    assert words["let_pass_kept"] == words["cancel"]
    assert words["take_ones"].startswith("Le bonus des 1 (+15")
    assert table._nudge_words("nothing", {}) is None
    end = table._nudge_words("end_last", {"state": "behind", "need": 11, "about": "no", "player": 1, "after": "yes",
                                          "tie": "no", "lead": 0, "mine": 3, "theirs": 4, "pile": 0,
                                          "move": ["take", said["take"]]})
    assert end and _plain(end).startswith("Dernier tour : il vous faut 11 points pour passer Bot 2"), end
    assert _plain(end).endswith(words["take"]), end


# nc64 shot 040: the person's hand 1, 8, 9 and the Mecha 1; the bot, seen to draw a 4 and a 6, plays its 4 to steal
SHOT40 = """\
seats: 2
active: 1
phase: main
dice: [3, 1]
table: [7, 3, 10, 3, 11, 6, 3, 5]
players:
  - hand: [1, 8, 9]
    mechas: [1]
  - hand: [4, 6]
    mechas: []
"""


def test_conseil_against_a_steal_names_the_1s_bonus_the_lone_1_carries(tmp_path, app):
    """nc64 shot 040: « Laisser faire » against the bot's steal, « l'échange ne vous rapporte pas assez », not a word
    that the person's only 1 carried the bonus; the steal drew it (« −15 pour vous », 042). Conseil now says the
    bonus is at stake and the chance the steal takes it, in the whole advice and in its first level."""
    from test_kaiju_f47 import _conseil

    from game.core import act

    i18n.set_lang("fr")
    move, (reason, params), fr = _conseil(tmp_path, SHOT40, [4, 6], [(1, act("play", 4, "steal", 0))])
    from game.hints import Hint

    assert reason in ("let_pass_kept", "let_pass", "cancel", "cancel_trade"), (move, reason, fr)
    table = _table(app, tmp_path)
    whole = _plain(table.hint_line(Hint(0, move, reason, params)))
    assert whole.startswith(fr) and whole.endswith(
        " Le bonus des 1 (+15) est en jeu : votre seul 1 le porte, et le vol a 1 chance sur 4 de le prendre."), whole
    assert "votre seul 1 le porte" in _plain(table._nudge_words(reason, params) or "")
    # without a 1 in the person's hand, nothing is at stake, nothing said
    move, (reason, params), fr = _conseil(tmp_path, SHOT40.replace("hand: [1, 8, 9]", "hand: [2, 8, 9]"), [4, 6],
                                          [(1, act("play", 4, "steal", 0))])
    assert "bonus des 1" not in _plain(table.hint_line(Hint(0, move, reason, params)))


def test_the_results_count_the_1s_bonus_a_steal_took(monkeypatch):
    """nc64 shot 097: « Bot 2 …, qui vous a pris 1 point » for the steal of the person's lone 1, which moved the
    15-point bonus to the bot (the recap at 042 said « −15 pour vous »). The engine counts the bonus a steal took from
    its victim, and the results say it beside the points."""
    from game.core import Chance, Result
    from game.kaiju import KaijuState
    from scenes.kaiju.results import explain

    i18n.set_lang("fr")
    st = KaijuState.new_game(2, Chance(3))
    st.hands[0], st.mechas[0] = [1, 8, 9], []
    st.hands[1], st.mechas[1] = [6], []
    monkeypatch.setattr(st.chance, "index", lambda kind, n: 0)  # the steal draws the 1
    st._steal(1, 0)
    assert st.stolen[1][0] == 1 and st.stolen_bonus[1][0] == 15 and st.stolen_bonus[0] == [0, 0]
    assert st.clone().stolen_bonus == st.stolen_bonus and st.result().details["stolen_bonus"] == st.stolen_bonus
    st.hands[0], st.hands[1] = [1, 1, 8], [6]  # two 1s against none: one stolen leaves the most, nothing moved
    st._steal(1, 0)
    assert st.stolen_bonus[1][0] == 15
    details = {"breakdown": [{"seat": 0, "total": 92}, {"seat": 1, "total": 59}],
               "decided_by": {"rule": "points", "winners": [0], "runner_seat": 1}, "stolen": [[0, 11], [1, 0]],
               "stolen_bonus": [[0, 0], [15, 0]]}
    said = [_plain(x) for x in explain({"you": 0}, Result((0,), [92.0, 59.0], "pile", details), ["Joueur 1", "Bot 2"])]
    assert "Les vols, au hasard des cartes tirées : vous avez pris 11 points à Bot 2, qui vous a pris 1 point et le " \
           "bonus des 1 (15 points)." in said, said
    del details["stolen_bonus"]  # a save from before: as it was
    said = [_plain(x) for x in explain({"you": 0}, Result((0,), [92.0, 59.0], "pile", details), ["Joueur 1", "Bot 2"])]
    assert "vous avez pris 11 points à Bot 2, qui vous a pris 1 point." in said[-1], said


# nc64 shot 082: a double 4 on the bot's Mecha 4, no card of the centre taken by 4 and 4
SHOT82 = """\
seats: 2
active: 0
phase: main
dice: [4, 4]
table: [7, 7, 2, 7, 11, 6, 7, 2]
players:
  - hand: [1, 1, 2, 3, 3, 3, 6, 8, 10]
    mechas: [1, 2]
  - hand: [1, 1, 1, 2, 3, 4, 6, 8, 8]
    mechas: [4]
pile_top: [5, 5, 4, 4]
"""


def test_try_for_a_mecha_says_better_than_any_take_only_when_there_is_one(tmp_path, app):
    """nc64 shot 082: « mieux que toute prise au centre » with no take possible at all; « mieux que ne rien
    prendre » then. With an 8 in the centre (4 + 4), the words are as before."""
    from test_kaiju_f47 import _conseil

    i18n.set_lang("fr")
    move, (reason, params), fr = _conseil(tmp_path, SHOT82, [1, 1, 1, 2, 3, 4, 6, 8, 8], [])
    assert reason == "steal_mecha", (move, fr)
    assert "» : mieux que ne rien prendre (ces dés ne prennent rien au centre). Si la carte" in fr, fr
    assert "toute prise" not in fr
    table = _table(app, tmp_path)
    assert "ne prennent rien au centre" in _plain(table._nudge_words(reason, params) or "")
    move, (reason, params), fr = _conseil(tmp_path, SHOT82.replace("table: [7, 7, 2", "table: [8, 7, 2"),
                                          [1, 1, 1, 2, 3, 4, 6, 8, 8], [])
    assert reason == "steal_mecha" and "mieux que toute prise au centre." in fr, fr


def test_the_french_of_round_64(app, tmp_path):
    """nc64: « le jeton Double n'est qu'un repère » (016: then what is it for?); « Défaire reprend votre « Laisser
    faire ». » (071); « cliquez une carte éclairée du centre ou tapez la touche sous elle » (009, 012, 052); « Cartes
    de valeur 1 : 1 ; le plus grand nombre, bonus de 15 points » (031, 097); the bot panel's bonus line to its edge
    (083-095)."""
    from test_kaiju_f49 import NEAR_END

    from game import tutorial
    from game.i18n import t
    from sprites.fonts import TYPE, font

    i18n.set_lang("fr")
    steps = [_plain(s.say.get("fr", "")) for s in tutorial.load("kaiju").steps if s.say]
    mecha = next(s for s in steps if "prenez le Mecha 6" in s)
    assert "repère" not in mecha and mecha.endswith("son jeton Double rappelle quel double le prend."), mecha
    assert _plain(t("kaiju.undo_caption", what=t("kaiju.undo_what.pass"))) == \
        "Défaire annule votre « Laisser faire »."
    main = _plain(t("kaiju.prompt.main"))  # on one line under the hand (test_kaiju_f37): shorter
    assert main.endswith("cliquez sur une carte éclairée du centre, ou son chiffre au clavier."), main
    alone = _plain(t("kaiju.prompt.main_take"))
    assert alone.endswith("cliquez sur une carte éclairée du centre, ou appuyez sur le chiffre sous elle."), alone
    said = {(n, pts, shared): _plain(t("results.kaiju.bonus", n=n, pts=pts, shared=shared))
            for n, pts, shared in ((3, 15, 0), (1, 15, 0), (2, 15, 1), (2, 0, 0), (0, 0, 0))}
    assert said[(3, 15, 0)] == "3 cartes de valeur 1, plus que tout autre joueur : bonus de 15 points"
    assert said[(1, 15, 0)] == "1 carte de valeur 1, plus que tout autre joueur : bonus de 15 points"
    assert said[(2, 15, 1)] == "2 cartes de valeur 1 chacun : à égalité, chacun prend le bonus de 15 points"
    assert said[(2, 0, 0)] == "2 cartes de valeur 1, moins qu'un autre joueur : pas de bonus"
    assert said[(0, 0, 0)] == "Aucune carte de valeur 1 : pas de bonus"
    # the panel's bonus line: at the panel's type, with room to spare before its edge (the Mecha tokens)
    from scene_input import open_scenario_text

    table = open_scenario_text(app, "kaiju", ["human", "bot:close"], tmp_path, NEAR_END)
    _, _, left, right = table.seat_rows(1)
    rects = table.seen_rects(1, left, right)
    line = next((x for x in rects if "volé" in x[0]), None)
    assert line is not None, [x[0] for x in rects]
    text, rect, size = line
    assert _plain(text) == "Bonus des 1 (+15) : vous menez 1 à 0 ; un 1 volé le donnerait à Bot 2", text
    assert size == TYPE.SMALL and rect.right <= right - 100, (rect, right)
    assert font(TYPE.SMALL).size(text)[0] < right - left - 100


def test_the_tutorial_says_the_16_cards_removed_and_its_second_step_holds_one_rule():
    """nc64: « At two players, 16 cards are removed from the deck. The tutorial never says so; I only saw it in the
    log » (035); step 2 (005) held the start hand, the reroll and its cost in one box. The deal is now a step to
    read, with the 16 cards out at two players, and the next step says the 2 alone."""
    from test_kaiju_issue24_r7 import words

    from game import tutorial

    i18n.set_lang("fr")
    steps = tutorial.load("kaiju").steps
    deal, reroll = steps[1], steps[2]
    assert deal.do == "read" and reroll.do == "play 2 reroll 2", (deal.do, reroll.do)
    said = _plain(deal.say["fr"])
    assert "jusqu'à 10 points au moins" in said and "À deux joueurs, 16 cartes sont d'abord retirées du jeu" in said
    assert "16 cards" in deal.say["en"]
    assert _plain(reroll.say["fr"]) == \
        "Votre carte 2 relance un dé, mais la jouer coûte ses 2 points : relancez le dé qui montre 3."
    for step in steps:
        for lang in ("fr", "en"):
            assert len(words(step.say[lang])) <= 40 and len(step.say[lang].split(". ")) <= 3, step.say[lang]
