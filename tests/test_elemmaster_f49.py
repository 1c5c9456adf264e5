"""Newcomer round 61 (nc61) on Elem Master, fix helper f49: the count line, the tutorial's terrain and reserve,
the hover boxes, the setup's « mène », Conseil against the brasier, French and layout."""

from __future__ import annotations

from test_elemmaster_f16 import _plain
from test_elemmaster_f26 import ENDING, _state

from game import i18n


def test_the_count_line_says_the_person_can_end_the_game_and_leaves_the_how_to_conseil():
    """nc61 shot 181: « Vous pouvez finir la partie à ce tour en faisant disparaître le dernier Feu (c5), après une
    attaque en e2 » played the ending unasked. The line says that the game can end this turn and that the person
    would win; which cells, Conseil says when asked. The enemy's threat still names its cells (a warning)."""
    from scenes.elemmaster.panels import Seats, count_end_text
    i18n.set_lang("fr")
    try:
        seats = Seats(["Vous", "Bot 2"], 0)
        mine = _state(ENDING).count_ends()
        said = _plain(count_end_text(mine, seats, [0, 1]))
        assert said == " Vous pouvez finir la partie à ce tour et gagner au décompte : « Conseil (H) » vous dit " \
                       "comment.", said
        assert "b4" not in said and "b3" not in said
        # the person's next turn: no cells either
        nxt = [dict(e, now=False) for e in mine if e["seat"] == 0]
        said = _plain(count_end_text(nxt, seats, [0, 1]))
        assert said == " À votre prochain tour, vous pourrez finir la partie et gagner au décompte.", said
        # the enemy's: where and how, as before
        theirs = [e for e in mine if e["seat"] == 1]
        assert "(b4)" in _plain(count_end_text(theirs, seats, [0, 1]))
        i18n.set_lang("en")
        said = count_end_text(mine, seats, [0, 1])
        assert said == ' You can end the game this turn and win on the count: "Hint (H)" tells you how.', said
    finally:
        i18n.set_lang("fr")
