"""A tutorial's last part (game/tutorial.py, `ending:`): Elem Master's other way to win, the count, played
after the elimination (nc49, nc50 and nc52 won or lost their first game on the count, which the tutorial
had only said). The ending is checked and counted with the rest, and opens from the rest's results."""

from __future__ import annotations

import pygame
import pytest
from scene_input import run_until
from test_tutorial import follow_guide, open_tutorial, tap

from game import i18n, tutorial
from game.data import DataError
from scenes.common import ResultsScene
from scenes.table import TableScene
from scenes.ui import ACCENT


def test_the_ending_is_read_checked_counted_and_won_on_the_count():
    tut = tutorial.load("elemmaster")
    ending = tut.then
    assert ending is not None and ending.prev is tut and ending.then is None and tut.prev is None
    assert tut.parts == [tut, ending] and ending.parts == [tut, ending]
    assert ending.seats == tut.seats and ending.scenario != tut.scenario
    assert ending.before == len(tut.steps) and tut.total == ending.total == len(tut.steps) + len(ending.steps)
    files = tutorial.verify(tut)
    assert any(f.endswith("scenarios/tutorial-count.yaml") for f in files)
    # the first part still ends on its elimination; the ending on the count, the person ahead in Earth
    assert tutorial.played(tut).state.result().reason != "no_fire"
    result = tutorial.played(ending).state.result()
    assert result.reason == "no_fire" and result.winners == (tut.person,), result
    assert result.details["decided_by"]["element"] == "earth" and result.details["decided_by"]["won"] == 3
    # a game well on, not a new one: « Tour 13 », not « Tour 1 » again
    assert ending.new_match().state.round > tutorial.played(tut).state.round
    # the feed starts at the first part; the ending's numbers run on from it
    assert tut.feed().tutorial is tut
    assert ending.part_feed().numbered(0) == {"n": len(tut.steps), "total": tut.total}
    # the first part's last words send on to the ending; the ending's are the tutorial's last
    assert "Suite du tutoriel" in tut.end_text("fr") and "Tutorial, continued" in tut.end_text("en")
    assert "Vous savez gagner des deux façons" in ending.end_text("fr")


def test_an_ending_must_say_its_end(data_copy):
    f = data_copy / "elemmaster" / "tutorial.yaml"
    text = f.read_text(encoding="utf-8")
    f.write_text(text[:text.rindex("  end:\n")], encoding="utf-8")  # the ending's own `end`, cut
    with pytest.raises(DataError) as broken:
        tutorial.load("elemmaster")
    assert "an ending says its own 'end'" in str(broken.value) and "tutorial.yaml:" in str(broken.value)


def test_the_part_before_an_ending_ends_on_its_finish_not_on_words(data_copy):
    f = data_copy / "elemmaster" / "tutorial.yaml"
    text = f.read_text(encoding="utf-8")
    cut = text.rindex("  - do: souffle d4 e5 1")  # the finish: the part now ends on the read before it
    f.write_text(text[:cut] + text[text.index("\nend:\n") + 1:], encoding="utf-8")
    with pytest.raises(DataError) as broken:
        tutorial.load("elemmaster")
    assert "a tutorial with an ending ends on its game's finish" in str(broken.value)


def test_the_results_of_the_first_part_open_the_ending_which_shows_the_count(app):
    i18n.set_lang("fr")
    table = open_tutorial(app, "elemmaster")
    guide = table.guide
    assert guide is not None and guide.tutorial.then is not None

    def results() -> bool:
        return isinstance(app.stack.top, ResultsScene)

    first_count = table.panels.count_rect
    for _ in range(20000):  # its own steps by their clicks (`follow_guide` would go on through its results)
        if guide.done:
            break
        target = table.guide_target() if not table.busy else None
        if target is not None:
            tap(app, target.center)
        else:
            app.frame(1 / 60)
    assert run_until(app, results, 20.0)
    shown = app.stack.top
    assert isinstance(shown, ResultsScene) and shown.next_part is not None
    labels = [b.label for b in shown.bar.buttons]
    assert "Suite du tutoriel" in labels and labels.index("Suite du tutoriel") < labels.index("Recommencer le tutoriel")
    assert shown.bar.buttons[shown.bar.focus].label == "Suite du tutoriel"  # Enter goes on
    assert "Suite du tutoriel" in shown.recap
    app.settings.survey = False
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    assert run_until(app, lambda: isinstance(app.stack.top, TableScene) and app.stack.top is not table, 5.0)
    ending = app.stack.top
    assert isinstance(ending, TableScene) and ending.guide is not None and ending.guide.tutorial is guide.tutorial.then
    assert run_until(app, lambda: ending.guide_reading(), 5.0)
    words = ending.guide_words()
    assert words is not None and words[1] == f"Étape {len(guide.tutorial.steps) + 1} sur {guide.tutorial.total}"
    # the count's line, kept off the first part (a riddle there, nc31), is on show here, framed while its
    # step speaks
    count = ending.panels.count_rect
    assert count is not None and first_count is None
    app.draw()
    frame = count.inflate(6, 6)
    assert tuple(app.canvas.get_at((frame.centerx, frame.top + 1)))[:3] == ACCENT

    def over() -> bool:
        return isinstance(app.stack.top, ResultsScene) and app.stack.top.table is ending

    assert follow_guide(app, ending, over, clicks=20000)
    last = app.stack.top
    assert isinstance(last, ResultsScene) and last.next_part is None
    assert "Suite du tutoriel" not in [b.label for b in last.bar.buttons]
    assert last.recap == guide.tutorial.then.end_text()
