"""A tutorial in two parts (game/tutorial.py, `opening:`): Evolution's real start, from empty piles, then
later in the game (nc47: « it starts at level 3, so it skips the real opening, and the opening is the
hardest part »). The opening is checked as the rest is, counted with it, and opens the rest's own table
once its last words are read."""

from __future__ import annotations

import pytest
from scene_input import run_until
from test_tutorial import open_tutorial

from game import i18n, tutorial
from game.data import DataError
from scenes.table import TableScene


def test_the_opening_is_read_checked_and_counted_with_the_rest():
    tut = tutorial.load("evolution")
    opening = tut.prev
    assert opening is not None and opening.then is tut and tut.then is None and opening.prev is None
    assert opening.seats == tut.seats and opening.scenario != tut.scenario
    assert tut.before == len(opening.steps) and opening.before == 0
    assert opening.total == tut.total == len(opening.steps) + len(tut.steps)
    files = tutorial.verify(tut)
    assert any(f.endswith("tutorial-opening.yaml") for f in files) and any(f.endswith("scenarios/tutorial.yaml")
                                                                           for f in files)
    # the opening's game is left where its last words are: not over
    left = tutorial.played(opening).state
    assert not left.is_over
    # « later in the game »: the turn count goes on, it does not start again (nc49 shot 013: « Tour 1 · manche 1 »
    # on the rest's table after « Tour 3 · manche 2 »)
    assert tut.new_match().state.turn > left.turn
    assert tutorial.played(tut).state.is_over
    # the feed starts at the opening; its numbers run on into the rest
    feed = tut.feed()
    assert feed.tutorial is opening and feed.numbered(0) == {"n": 0, "total": tut.total}
    assert feed.next_part() is None  # not before its steps are done
    rest = tut.part_feed()
    assert rest.tutorial is tut and rest.numbered(1) == {"n": len(opening.steps) + 1, "total": tut.total}


def test_an_opening_must_end_on_words_to_read(data_copy):
    f = data_copy / "evolution" / "tutorial.yaml"
    text = f.read_text(encoding="utf-8")
    cut = text.rindex("    - do: read\n", 0, text.index("scenario: scenarios/tutorial.yaml"))  # the opening's last
    f.write_text(text[:cut] + text[text.index("scenario: scenarios/tutorial.yaml"):], encoding="utf-8")
    with pytest.raises(DataError) as broken:
        tutorial.load("evolution")
    assert "an opening ends on a step to read" in str(broken.value)
    assert "tutorial.yaml:" in str(broken.value)


@pytest.mark.parametrize("gid, step, wrong", [
    ("evolution", "play fire1 fire", "play fire2 fire"),  # the opening's (Evolution's real start)
    ("elemmaster", "attack f1 e2", "attack f1 f2"),  # the ending's (Elem Master's count)
])
def test_a_step_of_another_part_that_cannot_be_played_is_named(data_copy, gid, step, wrong):
    f = data_copy / gid / "tutorial.yaml"
    text = f.read_text(encoding="utf-8")
    f.write_text(text.replace(f"    - do: {step}\n", f"    - do: {wrong}\n", 1), encoding="utf-8")
    with pytest.raises(DataError) as broken:
        tutorial.verify(tutorial.load(gid))
    line = text[:text.index(f"    - do: {step}")].count("\n") + 1
    assert f"tutorial.yaml:{line}:" in str(broken.value) and f"('{wrong}') is not legal" in str(broken.value)


def test_continue_after_the_opening_opens_the_rest_on_its_own_table(app):
    i18n.set_lang("fr")
    table = open_tutorial(app, "evolution")
    guide = table.guide
    assert guide is not None and guide.tutorial.then is not None
    for step in guide.tutorial.steps[:-1]:  # the opening played by its steps, as the clicks would
        if step.reads:
            assert run_until(app, lambda: table.guide_reading(), 5.0)
            table.read_on()
        else:
            assert run_until(app, lambda: guide.expected() is not None and not table.busy, 5.0)
            table.act(guide.tutorial.person, guide.expected())
    assert run_until(app, lambda: table.guide_reading(), 10.0)  # the last words, once the bot's turn is seen
    depth = len(app.stack.scenes)
    table.read_on()
    rest = app.stack.top
    assert isinstance(rest, TableScene) and rest is not table and len(app.stack.scenes) == depth
    assert rest.guide is not None and rest.guide.tutorial is guide.tutorial.then and rest.guide.index == 0
    assert run_until(app, lambda: rest.guide_target() is not None and not rest.busy, 5.0)
    words = rest.guide_words()
    assert words is not None and words[1] == f"Étape {len(guide.tutorial.steps) + 1} sur {guide.tutorial.total}"
    assert rest.guide.expected() is not None and str(rest.guide.expected()) == "play air4 air"
