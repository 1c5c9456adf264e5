"""Round 64's fixes on Elem Master (fix round f53), each from a newcomer's report (nc64)."""

from __future__ import annotations

from lang import plain

from game import i18n


def test_the_results_name_the_adaptive_bots_decisions():
    """nc64 shot 128: « Bot 2 (sur mesure) a joué 12 de ses 24 coups comme le bot difficile » while the bot had 6
    turns of 3 PA: it counts each action and each turn's end. The line names that unit."""
    from scenes.common import close_lines

    i18n.set_lang("fr")
    names = ["Joueur 1", "Bot 2 (sur mesure)"]
    said = [plain(s) for s in close_lines("elemmaster", {1: {"easy": 0, "medium": 12, "hard": 12}}, names)]
    assert said == ["Bot 2 (sur mesure) a pris 12 de ses 24 décisions (actions et fins de tour) comme le bot "
                    "difficile, les autres comme le bot moyen."], said
    assert "coups" not in plain(close_lines("elemmaster", {1: {"easy": 0, "medium": 0, "hard": 5}}, names)[0])
    i18n.set_lang("en")
    try:
        assert "12 of its 24 decisions (actions and turn ends)" in close_lines(
            "elemmaster", {1: {"easy": 0, "medium": 12, "hard": 12}}, names)[0]
    finally:
        i18n.set_lang("fr")
