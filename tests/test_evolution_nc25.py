"""Round nc25 (a newcomer's tutorial and first game against « Bot sur mesure »): what stumbled them."""

from __future__ import annotations

import pytest
from lang import plain

from game import i18n
from game.core import Action
from sprites.fonts import wrap

# nc25 shot 49: nothing to place (no Egg in hand), the Gnome held: « Pouvoir : Gnome · au choix ▸ »
# on the top row of buttons, « Fin de tour » in its corner, and the three-line « Rien ne se pose … ».
STUCK = """
seats: 2
current: 0
turn: 4
mages:
  - hand: [air1, air3, fire2, earth1, water1]
    piles: {fire: [fire0, ether1, ether2]}
    quick: [earth2, ether3, water4]
    rest: draw
  - hand: [air2, earth4, fire1, water3, earth3]
    piles: {earth: [earth0, earth1], water: [water0, water1, water2, ether4]}
    rooted: {water: 4}
    rest: draw
tokens:
  gnome: {holder: 0, giver: 1}
"""


def _prompt_clear(controls) -> None:
    """Every line of the question shows, and no button lies on a line or out of the panel."""
    box = controls.prompt_rect
    lines = wrap(controls.prompt, box.width - 20, 15)
    assert len(lines) <= controls.prompt_lines, (lines, controls.prompt_lines)
    words = box.y + 6 + 20 * len(lines)
    for b in controls.bar.buttons:
        assert b.rect.top >= words, (b.label, b.rect, words, lines)
        assert box.contains(b.rect), (b.label, b.rect, box)


def test_the_stuck_prompt_reads_whole_above_a_power_and_the_end_of_turn(app, tmp_path):
    """nc25 shot 49: « … (elle revient d'abord), le reste dans » stopped under « Pouvoir : Gnome ». The
    power goes one row down, beside nothing, and the question's third line takes the top row."""
    from test_scenes_evolution import table_for

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], STUCK)
    controls = table.controls
    controls.build_buttons()
    assert plain(controls.prompt).startswith("Rien ne se pose"), controls.prompt
    assert len(wrap(controls.prompt, controls.prompt_rect.width - 20, 15)) == 3, controls.prompt
    labels = [b.label for b in controls.bar.buttons]
    assert any(label.startswith("Pouvoir") for label in labels), labels
    _prompt_clear(controls)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_three_line_question_meets_every_row_of_buttons_whole(app, tmp_path, monkeypatch, lang):
    """No question is cut, whatever the buttons under it: one to a full page, with or without the end
    of the turn in its corner and a « let it go » in the other, and the « end without a card? » pair."""
    from test_scenes_evolution import table_for

    from scenes.evolution import controls as mod

    i18n.set_lang(lang)
    table = table_for(app, tmp_path, ["human", "bot:easy"], STUCK)
    controls = table.controls
    long = " ".join(["Rien ne se pose : défaussez dans la rapide ce qui resservira bientôt."] * 3)
    assert len(wrap(long, controls.prompt_rect.width - 20, 15)) == 3
    monkeypatch.setattr(mod.Asked, "prompt_text", lambda _self: long)
    monkeypatch.setattr(mod.Controls, "_fits", lambda _self, _entries: True)
    for n in range(mod.PAGE + 1):
        for ends in ((), ("end",), ("skip",), ("skip", "end")):
            plain_ones = [(f"Choix {i}", "play", None, Action("root", (str(i),))) for i in range(n)]
            homes = [(k, k, None, Action(k, ())) for k in ends]
            entries = plain_ones + homes
            if not entries:
                continue
            monkeypatch.setattr(mod.Controls, "_tree", lambda _self, _c, group=False, e=entries: list(e))
            controls.prefix, controls.only = (), None
            controls.build_buttons()
            _prompt_clear(controls)
    controls.confirm_end = 0.0
    monkeypatch.setattr(mod.Asked, "first", lambda _self, kind: Action("end", ()) if kind == "end" else None)
    controls.build_buttons()
    assert controls.prompt == i18n.t("evolution.confirm_end")
    _prompt_clear(controls)
