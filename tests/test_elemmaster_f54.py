"""f54: what the round-65 newcomer (nc65elemmaster) found misleading in Elem Master."""
import yaml

from game import i18n
from game.core import Event
from game.i18n import t


def _plain(text: str) -> str:
    return text.replace("\u00a0", " ").replace("\u202f", " ")


def test_the_short_colour_words_say_a_winning_attack_not_a_win():
    """nc65 shot 034: « rouge : vous gagnez » in the hint line read as « you win the game ». The short line says
    the cell (« case gagnante », « perdante »): « attaque gagnante » did not fit between the buttons (f20)."""
    i18n.set_lang("fr")
    assert _plain(t("elemmaster.lit_short.attack")) == "rouge : gagnante"
    assert _plain(t("elemmaster.lit_short.loss")) == "gris : perdante"
    i18n.set_lang("en")
    assert t("elemmaster.lit_short.attack") == "red: winning attack"


def test_the_souffle_log_says_how_far_it_pushes_not_a_force():
    """nc65 shot 201: « force 2 (souffle ; 2 jetons d'Air dépensés…) » read as double damage, while a crash costs
    one level either way: the log says what ×2 buys, two cells of push."""
    i18n.set_lang("fr")
    ev = Event("souffle", 0, {"src": "d4", "dst": "d5", "element": "water", "count": 2, "spent": 2, "left": 0,
                              "cause": "souffle"})
    line = _plain(i18n.describe("elemmaster", ev, ["Joueur 1", "Bot 2"]) or "")
    assert "force" not in line and "poussée jusqu'à 2 cases" in line, line


def test_the_grow_reason_and_the_exposed_note_read_simply():
    """nc65 shots 067, 192: « (votre Terre, votre vie, encaisse une attaque de plus) » and « l'abriter ce tour coûterait
    plus ailleurs » were clumsy."""
    i18n.set_lang("fr")
    grow = _plain(i18n.hint_text("elemmaster", "why_grow", {"n": 1, "buys": "life", "safe": 0}, ["Vous", "Bot"]))
    assert grow == "vous gagnez un niveau (votre Terre pourra encaisser une attaque de plus)", grow
    text = open("data/i18n/fr/interface.ftl", encoding="utf-8").read()
    assert "l'abriter ce tour" not in text and "mettre cette pièce à l'abri ce tour-ci" in text


def test_the_tutorial_says_what_the_sacrifice_confirmation_looks_like():
    """nc65 shot 039: « En partie, il faut d'abord le confirmer » named a step the tutorial never shows."""
    steps = yaml.safe_load(open("data/elemmaster/tutorial.yaml", encoding="utf-8"))
    said = [_plain(s["say"]["fr"]) for s in steps["steps"] if "say" in s]
    step = next(s for s in said if s.startswith("La Terre absorbe l'Eau"))
    assert "il faut d'abord le confirmer" not in step and "une barre demande ensuite de confirmer : « Oui (O) »" in step


SOUFFLE = ("terrain: steppe\nstacks:\n  a1: 0 earth 2\n  c3: 0 air 3\n  d3: 1 water 1\n  f6: 1 earth 1\n"
           "  a6: 1 fire 1\ncurrent: 0\n")


def test_the_souffle_count_buttons_say_on_hover_what_two_tokens_buy(app, tmp_path):
    """nc65 shots 177, 201: no preview on the ×1/×2 buttons, and ×2 hit no harder than ×1 in a crash."""
    from test_elemmaster_newcomer import cell, table_for
    i18n.set_lang("fr")
    table = table_for(app, tmp_path, SOUFFLE)
    cell(app, table, "c3")
    cell(app, table, "d3")
    buttons = table.bar.buttons
    two = next(i for i, b in enumerate(buttons) if b.tag.startswith("souffle") and b.tag.split()[-1] == "2")
    table.bar.hover = two
    said = _plain(table.bottom_text())
    assert said.startswith("×2 : pousse jusqu'à 2 cases") and "Un choc ne coûte qu'un niveau" in said, said
    table.bar.hover = -1
    assert "Un choc" not in _plain(table.bottom_text())


COUNT = ("terrain: steppe\nstacks:\n  a1: 0 earth 2\n  c3: 0 water 3\n  f6: 1 earth 1\n  a6: 1 fire 1\ncurrent: 0\n")


def test_a_click_elsewhere_says_the_count_choice_is_dropped(app, tmp_path):
    """nc65 shots 118-119: a click elsewhere silently let « combien de jetons ? » go; the person believed the
    Water had moved. A toast says nothing moved."""
    from test_elemmaster_newcomer import cell, table_for
    i18n.set_lang("fr")
    table = table_for(app, tmp_path, COUNT)
    cell(app, table, "c3")
    cell(app, table, "d3")
    assert table.selection.count_menu(), table.selection.cells
    table.error = ""
    cell(app, table, "a1")
    assert _plain(table.error) == "Déplacement annulé : rien n'a bougé de c3 vers d3.", table.error
    assert table.feed.match.moves == []
    # a count chosen is no cancel
    table.error = ""
    cell(app, table, "c3")
    cell(app, table, "d3")
    cell(app, table, "d3")  # again: the whole stack
    assert "annulé" not in _plain(table.error or ""), table.error


def test_the_danger_mark_says_it_counts_the_board_as_it_stands():
    """nc65 shots 131-134: d5 showed no « ! », then the bot moved its Earth off c5 and split its Water into it to
    beat the Fire. The « ! » counts what reaches as the board stands: the hover box of a « ! » says so (the line
    under the board has no room left for it: its legend must fit one line between the buttons, f12 and f20)."""
    i18n.set_lang("fr")
    said = _plain(t("elemmaster.risky_by", mine="Feu", by="l'Eau en b6"))
    assert said.endswith("Le « ! » compte le plateau tel qu'il est : une pièce ennemie déplacée d'abord peut ouvrir "
                         "un chemin."), said
    assert _plain(t("elemmaster.lit.risky")) == "« ! » : vous y seriez battu"


def test_the_count_ending_step_says_the_strategy_it_creates():
    """nc65 (the count's strategy, learned by failing): once the enemy has no Fire, one's Earth is safe and the game
    ends only when one puts out one's own Fires; said once where the count is taught, in at most 40 words."""
    steps = yaml.safe_load(open("data/elemmaster/tutorial.yaml", encoding="utf-8"))["ending"]["steps"]
    said = [_plain(s["say"]["fr"]) for s in steps]
    step = next(s for s in said if "a5" in s and "a6" in s)
    assert step.startswith("Sans Feu ennemi, votre Terre ne risque plus rien : pour finir, éteignez vos propres Feux.")
    assert len([w for w in step.split() if any(c.isalnum() for c in w)]) <= 40, step
    assert sum("éteignez vos propres Feux" in s for s in said) == 1


# seat 0 leads the count (Earth 3 to 2), the bot has no Fire; seat 0's last Fire (a5) beside its own Water (a6)
FINISH = """terrain: forest
stacks:
  a1: 0 earth 3
  a5: 0 fire 1
  a6: 0 water 1
  f6: 1 earth 2
  e6: 1 water 1
current: 0
"""


def test_conseil_gives_the_finish_the_count_line_announces():
    """nc65 shots 192, 212-213: the count line and Conseil must tell one story. When the line says the person can
    end the game this turn and win, Conseil's plan is that finish; a draw's finish is announced without sending the
    person to Conseil, which looks for better than a draw."""
    from game.elemmaster.bots import ElemBot
    from game.elemmaster.rules import count_ends
    from game.elemmaster.scenario import from_text
    from scenes.elemmaster.panels import Seats, count_end_text

    st = from_text(FINISH)
    view, legal = st.view(0), st.legal_actions(0)
    ends = count_ends(view)
    assert any(e["seat"] == 0 and e["now"] and e["outcome"] == "win" for e in ends), ends
    i18n.set_lang("fr")
    assert "Conseil (H)" in _plain(count_end_text(ends, Seats(["Vous", "Bot"], 0), [0, 1]))
    bot = ElemBot(0, 0, "hard")
    bot.explaining = True
    plan = [bot.choose(view, legal), *bot.plan]
    w = st.fast_copy()
    for a in plan:
        if w.over is None and w.current == 0 and a in w.legal_actions(0):
            w._apply(0, a)
    assert w.over is not None, plan
    draw = _plain(t("elemmaster.count_end_own", now="yes", outcome="draw"))
    assert draw == "Vous pouvez finir la partie à ce tour et faire match nul au décompte.", draw
