"""Round f54 of Evolution's first game, from nc65's report: Conseil told in two levels (a nudge, then the move)."""

from __future__ import annotations

from typing import Any

from lang import plain

from game import i18n

# a plain climb on offer: Air 1 on the Air Egg
CLIMB = """
seats: 2
current: 0
mages:
  - hand: [air1, fire4, earth4, water4, earth5]
    rest: draw
    piles: {air: [air0]}
  - hand: [air2, earth4, fire1, water2, earth3]
    rest: draw
"""


def _hint(app: Any, table: Any) -> Any:
    from waiting import wait_until

    assert wait_until(lambda: table.hint_shown is not None, 20, 0, lambda: app.frame(1 / 60)), "no hint"
    return table.hint_shown


def test_conseil_first_says_what_to_look_for_then_the_move(app, tmp_path):
    """nc65 (057-160): « I ended up following it move after move … a hint without the exact click would let a
    newcomer think ». The first press says what to look for and outlines nothing; the second shows the move."""
    import pygame
    from test_scenes_evolution import table_for

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], CLIMB)
    table.ask_hint()
    hint = _hint(app, table)
    assert hint.action.kind == "play" and str(hint.action.args[0]) == "air1", hint
    assert table.hint_nudged()
    body = plain(table._hint_body())
    assert body.startswith("Une carte de votre main monte une pile d'un niveau sans rien donner : laquelle ?"), body
    assert "Air 1" not in body and "Cliquez" not in body, body
    assert table.hint_head(0).startswith("Indice pour")
    drawn: list[Any] = []
    table.draw_hint_marks = lambda surf, action: drawn.append(action)  # type: ignore[method-assign]
    surf = pygame.Surface((1280, 720))
    table._draw_hint(surf)
    assert drawn == [], "a nudge outlines nothing"
    table.ask_hint()  # the second press: the whole move
    assert not table.hint_nudged()
    assert plain(table._hint_body()).startswith("Cliquez Air 1 dans votre main"), table._hint_body()
    table._draw_hint(surf)
    assert drawn == [hint.action]


def test_every_main_reason_has_a_nudge_that_names_no_move(app, tmp_path):
    from test_scenes_evolution import table_for

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], CLIMB)
    said = {
        "play": {"card": "air1", "pile": "air", "level": 1, "left": 4, "creature": "none"},
        "burn": {"target": 1, "pile": "air", "level": 1},
        "root": {"pile": "earth", "count": 3},
        "discard_dead": {"card": "fire1", "quick": 1},
        "discard_later": {"card": "fire4", "quick": 0},
        "tornado_later": {"card": "fire4", "quick": 0},
        "give": {"creature": "golem", "target": 1},
        "block": {"creature": "golem", "card": "ether1", "target": 1},
        "win": {"card": "air5", "pile": "air"},
        "play_risk": {"said": ["play", {"card": "air1", "pile": "air", "level": 0, "left": 5, "creature": "none"}]},
    }
    words = {}
    for reason, params in said.items():
        nudge = table._nudge_words(reason, params)
        assert nudge, reason
        words[reason] = plain(nudge)
        assert not nudge.startswith(("Cliquez", "Mettez", "Brûlez", "Enracinez", "Donnez", "Retenez")), nudge
        assert "Air 1" not in nudge and "Feu 4" not in nudge, nudge
    assert words["burn"] == "Un Feu peut brûler une carte libre de Bot 2 : laquelle le freine le plus ?"
    assert words["give"] == words["block"], "keeping or giving: the same question"
    assert "Œuf" in words["play_risk"]
    assert table._nudge_words("end", {"count": 3}) is None
