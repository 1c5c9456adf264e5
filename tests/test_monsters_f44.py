"""Round 51's fixes on Monsters (fix round f44), each from a newcomer's report."""

from __future__ import annotations

from lang import plain
from test_scenes_monsters import go_live, table_with

from game import i18n


def test_a_level_deck_out_standing_reads_as_a_tie_not_a_list(app) -> None:
    """nc51 shot 043: « À égalité si la pioche s'épuise : vous, Bot 2 (sur mesure) » read like a list."""
    i18n.set_lang("fr")
    table = table_with(app, ["human", "bot:beginner"], seed=1)
    go_live(app, table)
    table.model.counts[0]["red"] = 1
    table.model.counts[1]["red"] = 1
    line = plain(table.painter.standing_said({"rule": "shared", "winners": [0, 1]}, False))
    assert line.startswith("Égalité si la pioche s'épuise : vous et Bot 2"), line
