"""Round f46 of Elem Master's first game (issue 24), from nc58's report."""

from __future__ import annotations

from lang import french, plain

from game import i18n

# nc58 shots 071-079 (turn 2): the warning's values the hint gave there (the plan ends with the Air in f3, the
# bot's Fire of 3 in e5 can split a token off that comes and attacks it)
NC58_WARN = {"warn_cell": "f3", "warn_beside": 0, "warn_foe": "fire", "warn_to": "e5", "warn_source": "air",
             "warn_more": 0}
NC58_LEVELS = {"e5": 3, "b5": 3, "f1": 3}  # the foes' cells to their levels (e5: a stack a token may leave)


def test_the_warning_says_whose_piece_goes_where():
    """nc58 shots 071, 074, 079: « l'adversaire peut venir attaquer votre Air, une fois en f3 (Feu en e5 : un jeton
    détaché de sa pile peut s'approcher puis attaquer dans le même tour) »: who would be « en f3 »? The warning says
    where the person's piece ends the turn, and whose token comes, from where, next to it."""
    from scenes.elemmaster.table import hint_warning

    with french():
        said = plain(hint_warning(NC58_WARN, NC58_LEVELS, {"a1", "b1", "c1", "b2", "f1"}))
        assert "une fois" not in said, said
        assert said == " Attention : votre Air finira ce tour en f3. À son prochain tour, l'adversaire peut détacher " \
                       "un jeton de sa pile de Feu en e5, l'amener à côté de votre Air et l'attaquer.", said
        there = plain(hint_warning(NC58_WARN, NC58_LEVELS, {"f3", "f1"}))
        assert there.startswith(" Attention à votre Air en f3 : à son prochain tour, l'adversaire peut"), there
        single = plain(hint_warning(NC58_WARN, {"e5": 1}, {"f3"}))
        assert "l'adversaire peut amener son Feu de e5 à côté de votre Air, par une vague ou un souffle" in single
    i18n.set_lang("en")
    assert "your Air will end this turn on f3. On its next turn, the enemy can split a token off its Fire stack on " \
           "e5, bring it next to your Air and attack it." in hint_warning(NC58_WARN, NC58_LEVELS, {"f1"})
