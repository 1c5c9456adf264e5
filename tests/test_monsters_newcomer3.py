"""Monsters, the second newcomer's items (issue 24): each test says what the person saw and what they read now."""

from __future__ import annotations

from test_scenes_monsters import go_live, table_with

from game import i18n
from game.core import Action
from game.hints import Hint
from scenes.monsters.drawing import L
from scenes.monsters.table import keyed


def test_hints_name_a_hand_card_by_its_key_as_the_hand_labels_it():
    """Shot 74: the hint said "carte n° 3" while the hand showed "touche 2"."""
    steps = [["step_card", {"card": 13, "layer": "top", "turns": 1, "flip": 0}], ["step_claim", {"colour": "green"}]]
    params = keyed({"colour": "green", "count": 1, "steps": steps, "card": 13, "colours": ["green"]}, [5, 13, 9])
    i18n.set_lang("fr")
    try:
        swap = i18n.hint_text("monsters", "swap_towards", params)
        trick = i18n.hint_text("monsters", "missing", params)
        assert "carte de la touche 2" in swap and "n° 13" not in swap, swap
        assert "posez la carte de la touche 2 sur le dessus" in trick, trick
        i18n.set_lang("en")
        assert "card 2" in i18n.hint_text("monsters", "swap_towards", params)
    finally:
        i18n.set_lang("fr")
    # a card not in the hand (another seat's hint) keeps its number
    assert keyed({"card": 40}, [5, 13, 9])["place"] == 0
    assert "n° 40" in i18n.hint_text("monsters", "swap_towards", {"card": 40, "colours": ["red"], "count": 1})


def test_a_dead_end_hint_names_no_card_and_reads_the_same_each_time(app):
    """Shots 76-79: with no trick even by swapping, the hint cycled "cédez votre carte n° 3", "n° 13",
    "n° 9"; a swap only moves the same four cards around, so it now says to wait, and marks the centre."""
    i18n.set_lang("fr")
    texts = {i18n.hint_text("monsters", "let_go", {"card": c, "monsters": 3}) for c in (3, 13, 9)}
    assert len(texts) == 1, texts
    text = texts.pop()
    assert "même en échangeant" in text and "Attendez" in text and "n°" not in text and "touche" not in text, text
    table = table_with(app, ["human", "bot:easy"])
    go_live(app, table)
    cid = table.hand()[0]
    table.hint_shown = Hint(table.viewer, Action("swap", (cid,)), "let_go", {"card": cid, "monsters": 3})
    assert table._hint_rects(table.hint_shown.action) == [L.centre]
    assert "touche" not in table.hint_line(table.hint_shown)
