"""Elem Master, what the second newcomer found (issue 24): a tutorial that answers wrong clicks, a
growth that says why it cannot happen, a Brasier labelled as one, a log that names an attack on
one's own elemental and why a winner gains nothing."""

from __future__ import annotations

from scene_input import run
from test_tutorial import first_target, open_tutorial, tap

from game import i18n
from game.core import Event
from scenes.elemmaster.table import ElemMasterTable


def say(kind: str, **data) -> str:
    return i18n.describe("elemmaster", Event(kind, 1, data), ["Joueur 1", "Bot 2 (facile)"]) or ""


def test_the_log_names_an_attack_on_ones_own_elemental_and_says_it_is_allowed():
    line = say("attack", src="a6", dst="b5", winner="b5", loser="a6", winner_element="fire", loser_element="air",
               lost=1, gained=1, vanished=False, cause="attack", side="own", no_gain="")
    assert "a6 attaque son propre élémentaire en b5" in line and "permis" in line, line
    line = say("attack", src="c6", dst="b6", winner="c6", loser="b6", winner_element="fire", loser_element="earth",
               lost=1, gained=1, vanished=False, cause="attack", side="enemy", no_gain="")
    assert "c6 affronte b6" in line and "gagne 1 niveau" in line, line


def test_the_log_says_why_a_winner_gains_nothing():
    base = dict(src="c6", dst="b6", winner="c6", loser="b6", winner_element="fire", loser_element="earth",
                lost=1, gained=0, vanished=False, cause="attack", side="enemy")
    assert "ne gagne rien (réserve vide)" in say("attack", **base, no_gain="reserve")
    assert "reste au niveau 3" in say("attack", **base, no_gain="full")
    assert "gagne 0" not in say("attack", **base, no_gain="nogain")


def test_a_merge_names_returned_tokens_only_when_some_go_back():
    assert say("merge", cell="e4", element="fire", level=3, excess=0) == "Fusion en e4 : Feu de niveau 3"
    assert "1 jeton en trop rendu" in say("merge", cell="e4", element="fire", level=3, excess=1)


def test_the_engine_tells_whose_target_and_why_no_gain():
    from game import registry
    from game.core import Chance, act
    from game.elemmaster.pieces import Stack
    st = registry.get("elemmaster").new_state(2, Chance(4), {})
    st.stacks.clear()
    g = st.geo
    me = st.current
    st.stacks[g.index["b2"]] = Stack(me, "fire", 3, False, 0, "")
    st.stacks[g.index["b3"]] = Stack(me, "earth", 2, False, 0, "")
    st.stacks[g.index["f6"]] = Stack(1 - me, "earth", 1, False, 0, "")
    ev = st.apply(me, act("attack", "b2", "b3"))
    data = next(e.data for e in ev if e.kind == "attack")
    assert data["side"] == "own" and data["no_gain"] == "full", data


def tutorial_table(app) -> ElemMasterTable:
    table = open_tutorial(app, "elemmaster")
    assert isinstance(table, ElemMasterTable)
    first_target(app, table)
    return table


def test_a_click_that_only_selects_another_piece_is_answered_by_the_tutorial(app):
    """Step 1 asks for the Earth on b2; a click on the Water on c3 used to select it silently."""
    table = tutorial_table(app)
    feed, step = table.guide, table.guide.step
    tap(app, table.layout.cell_rect("c3").center)
    assert table.error == step.wrong_text(), table.error
    assert "b2" in table.error
    assert table.selection.cells == [] and feed.index == 0
    tap(app, table.layout.cell_rect("b2").center)  # the right piece: selected, no answer
    assert table.selection.cells == ["b2"]
    tap(app, table.layout.cell_rect("b2").center)
    run(app, 0.05)
    assert feed.index == 1, "the growth went through"


def test_the_second_brasier_click_is_labelled_as_a_brasier(app):
    table = tutorial_table(app)
    feed = table.guide
    for _ in range(4000):  # click the pointer up to the Brasier step
        if feed.step is not None and feed.step.do.startswith("brasier"):
            break
        target = table.guide_target() if not table.busy else None
        if target is None:
            app.frame(1 / 60)
            continue
        tap(app, target.center)
        run(app, 0.05)
    first_target(app, table)
    tap(app, table.layout.cell_rect("d2").center)
    tap(app, table.layout.cell_rect("d3").center)
    assert table.prompt_key == "elemmaster.prompt.brasier_second", table.prompt
    assert table.prompt.startswith("d2 → d3") and "Brasier" in table.prompt and "combien" not in table.prompt


def test_a_second_click_on_a_stack_that_cannot_grow_says_why(app):
    """A Fire on Savane with an empty reserve: the double click used to do nothing at all."""
    from game.match import Match
    from scenes.app import open_table
    m = next(m for m in (Match("elemmaster", ["human", "bot:easy"], seed=s, options={}) for s in range(20))
             if m.state.current == 0)
    st = m.state
    me = st.current
    cell = next(st.geo.names[c] for c, s in st.stacks.items() if s.owner == me and s.element == "fire"
                and st.growth_amount(c, s) > 0)
    st.reserve[me]["fire"] = 0
    open_table(app, m)
    table = app.stack.top
    for _ in range(900):  # the opening banner, then the person's turn
        app.frame(1 / 60)
        if table.acting_seat() is not None and not table.busy:
            break
    assert table.acting_seat() == 0, "the person's turn never came"
    tap(app, table.layout.cell_rect(cell).center)
    assert table.selection.cells == [cell]
    tap(app, table.layout.cell_rect(cell).center)
    assert "réserve" in table.error and "Feu" in table.error, table.error
