"""Elem Master, the sixth newcomer (issue 24, round f7): a souffle that blows a stack into another
one makes them interact (rules: "Si un autre élémentaire fait obstacle à ce déplacement, il
s'interrompt mais déclenche alors une interaction ... une attaque ou une fusion"); the log says whose
stack was blown into whose, and a piece that is destroyed is said to be gone, not "perd 1 niveau"."""

from __future__ import annotations

from game import i18n, registry
from game.core import Chance, Event, act
from game.elemmaster.pieces import Stack

NAMES = ["Joueur 1", "Bot 2 (facile)"]


def _blow_into_own_fire():
    """Seat 1's Air on a5 blows seat 0's Water on a4 south onto seat 0's own Fire on a3."""
    st = registry.get("elemmaster").new_state(2, Chance(4), {})
    st.stacks.clear()
    g = st.geo
    st.current = 1
    st.stacks[g.index["a5"]] = Stack(1, "air", 2, False, 0, "")
    st.stacks[g.index["a4"]] = Stack(0, "water", 1, False, 0, "")
    st.stacks[g.index["a3"]] = Stack(0, "fire", 1, False, 0, "")
    st.stacks[g.index["f1"]] = Stack(0, "earth", 1, False, 0, "")
    st.stacks[g.index["f6"]] = Stack(1, "earth", 1, False, 0, "")
    return st, g


def test_a_souffle_into_an_occupied_cell_is_an_interaction_as_the_rules_say():
    st, g = _blow_into_own_fire()
    ev = st.apply(1, act("souffle", "a5", "a4", 1))
    # the Water is stopped on a4, then interacts with the Fire: Water beats Fire, which vanishes,
    # and the Water (the source) takes its place
    assert g.index["a4"] not in st.stacks, st.stacks
    water = st.stacks[g.index["a3"]]
    assert (water.owner, water.element, water.level) == (0, "water", 2), water
    hit = next(e for e in ev if e.kind == "attack")
    assert hit.data["cause"] == "souffle" and hit.data["owner"] == 0 and hit.data["victim"] == 0, hit.data


def test_the_log_says_who_blew_whose_piece_into_whose_and_that_it_is_gone():
    i18n.set_lang("fr")
    st, _ = _blow_into_own_fire()
    ev = st.apply(1, act("souffle", "a5", "a4", 1))
    line = i18n.describe("elemmaster", next(e for e in ev if e.kind == "attack"), NAMES) or ""
    assert "Souffle de Bot 2 (facile), collision" in line, line
    assert "Eau de Joueur 1 en a4 heurte Feu de Joueur 1 en a3" in line, line
    assert "Feu en a3 disparaît" in line and "perd" not in line, line
    assert "son propre" not in line, line


def test_a_plain_attack_that_destroys_says_disparait_and_one_that_does_not_says_perd():
    base = dict(src="c6", dst="b6", winner="c6", loser="b6", winner_element="fire", loser_element="earth",
                lost=1, gained=1, cause="attack", side="enemy", no_gain="")
    gone = i18n.describe("elemmaster", Event("attack", 1, dict(base, vanished=True)), NAMES) or ""
    kept = i18n.describe("elemmaster", Event("attack", 1, dict(base, vanished=False)), NAMES) or ""
    assert "Terre en b6 disparaît" in gone and "perd" not in gone, gone
    assert "Terre en b6 perd 1 niveau" in kept, kept


# "hints rarely advise attacking one's own piece" is checked in test_elemmaster_r8.py, on the same
# walk as the split hints (one walk of hard-bot hints instead of two)


def test_a_hint_reason_speaks_of_the_turn_not_of_a_plan():
    said = i18n.hint_text("elemmaster", "plan_move", {"cell": "a4", "to": "a5", "source": "fire", "count": 2,
                                                      "why": ["why_least", {"n": 1}]})
    assert "plan" not in said and "vous expose le moins" in said, said


def _tutorial(app):
    from test_elemmaster_newcomer2 import past_reading
    from test_tutorial import open_tutorial

    from scenes.elemmaster.table import ElemMasterTable
    table = open_tutorial(app, "elemmaster")
    assert isinstance(table, ElemMasterTable)
    past_reading(app, table)
    return table


def test_the_souffle_step_selects_the_pair_with_no_own_attack_nor_the_fires_moves(app):
    """After d4 then e5 (the person's own Fire), the step's souffle waits as buttons: the Fire's
    moves were lit and 'Attaquer f4 → e4 : Air −1, Feu +1' was offered in the souffle lesson."""
    from scene_input import run
    from test_tutorial import first_target, follow_guide, tap
    table = _tutorial(app)
    feed = table.guide
    assert follow_guide(app, table, lambda: feed.step is not None and feed.step.do.startswith("souffle"))
    first_target(app, table)
    tap(app, table.layout.cell_rect("d4").center)
    tap(app, table.layout.cell_rect("e5").center)
    run(app, 0.05)
    assert table.selection.cells == ["d4", "e5"], table.selection.cells
    assert table.selection.targets() == {}, "no lit cell: only the souffle's buttons are left"
    labels = [b.label for b in table.buttons_shown()]
    assert any(lb.endswith("Souffle ×1") for lb in labels), labels
    assert not any(lb.startswith("Attaquer") for lb in labels), labels
    assert "Souffle ×1" in table.prompt or "souffle" in table.prompt, table.prompt


def test_a_step_waits_while_the_bots_last_move_still_plays(app, monkeypatch):
    """Step 4 spoke ('Étape 4 sur 16') under the header 'Tour 1 : Bot 2 (facile)' while the bot's
    Earth still slid to f6 (the queue empty, its tween running): the box says to watch until then."""
    from test_tutorial import follow_guide

    from scenes.elemmaster.table import ElemMasterTable
    table = _tutorial(app)
    feed = table.guide
    assert follow_guide(app, table, lambda: feed.step is not None and feed.step.do.startswith("brasier"))
    assert not table.busy and "f6" in (table.guide_words() or ("", ""))[0]
    # the bot's last action on show: its caption's seat, the screen still moving
    table.step_on = (1, 1, ["f6"], "Bot 2 (facile) déplace 2 jetons Terre de e6 vers f6")
    table._guide_drawn = -1
    monkeypatch.setattr(ElemMasterTable, "busy", property(lambda self: True))
    words = table.guide_words()
    assert words is not None and words[0] == i18n.t("tutorial.watch"), words
    monkeypatch.undo()
    words = table.guide_words()
    assert words is not None and "reculé sa Terre" in words[0], words


def test_the_results_say_how_many_rounds_the_game_lasted():
    from game.core import Result
    from scenes.elemmaster import results
    i18n.set_lang("fr")
    res = Result(winners=(0,), scores=[1.0, 0.0], details={"decided_by": {"rule": "elimination", "winners": [0]}})
    lines = results.explain({"round": 9}, res, ["Joueur 1", "Bot 2"])
    # nc24: « 25 tours » read as both sides' turns (13 each): a round is said to be everybody's turn
    assert "Partie jouée en 9 tours (à chaque tour, chaque joueur joue une fois)." in lines, lines


def test_the_play_prompt_ends_with_a_full_stop():
    assert i18n.t("elemmaster.prompt.play_no_events", ap=3).endswith("élémentaires."), i18n.t(
        "elemmaster.prompt.play_no_events", ap=3)


def test_a_hints_click_numbers_never_share_a_cell_with_the_last_turns_numbers(app, tmp_path, monkeypatch):
    """A black '1' (the bot's first action) and a cyan '1' (the hint's first click) on d5 read as
    one riddle: on the cells a hint numbers, the last turn's numbers give way (the notch stays)."""
    from test_elemmaster_newcomer import table_for
    from test_elemmaster_r3 import SOUFFLE

    from game.hints import Hint
    table = table_for(app, tmp_path, SOUFFLE)
    monkeypatch.setattr(table, "_step_marks", lambda: {"f1": (1,), "e2": (2,), "b6": (1,)})
    assert set(table.board_marks().steps) == {"f1", "e2", "b6"}
    table.hint_shown = Hint(0, act("souffle", "f1", "e2", 2), "plan_souffle", {}, len(table.feed.match.moves))
    steps = table.board_marks().steps
    assert "f1" not in steps and "e2" not in steps, steps
    assert steps.get("b6") == (1,), "a cell the hint does not number keeps its number"
