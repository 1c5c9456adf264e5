"""Issue 24, twenty-first round of Kaiju & Mecha (newcomer nc20)."""

from __future__ import annotations

from lang import plain

from game import i18n, tutorial


def test_the_lesson_says_a_double_tries_a_held_mecha_and_the_1s_bonus_before_they_happen():
    """nc20 shot-25: the bot's double 6 took the person's Mecha 6 one step before the lesson said a
    double may go after a Mecha someone holds (« I felt cheated »); the 1s bonus, which decided the
    real game, came only at the last step."""
    tut = tutorial.load("kaiju")
    steps = tut.steps
    said = [plain(s.say["fr"]) for s in steps]
    # the bot's double 6 is told at the roll after the 8s (the step after "take 8")
    stolen_at = next(i for i, s in enumerate(steps) if i and steps[i - 1].do == "take 8")
    taught = next(i for i, text in enumerate(said) if "tenter un Mecha déjà pris" in text)
    assert taught < stolen_at - 1, (taught, stolen_at)
    assert "votre Mecha 6 craint un double 6" in said[taught], said[taught]
    assert "try for a Mecha already held" in steps[taught].say["en"]
    bonus = next(i for i, text in enumerate(said) if "qui en a le plus à la fin gagne 15 points" in text)
    assert bonus <= 3, bonus
    assert "whoever holds the most at the end wins 15 points" in steps[bonus].say["en"]


def test_the_stolen_box_of_a_double_s_try_says_what_its_banner_and_log_say():
    """nc20 shot-25: « Bot 2 (facile) vous vole une carte au hasard » over the log's « tente le Mecha 6 de
    Joueur 1 : une carte tirée au hasard »: one wording for one thing."""
    names = ["Joueur 1", "Bot 2 (facile)"]
    title = plain(i18n.t_in("fr", "kaiju.stolen.try", you="victim", who=names[1], face=6))
    banner = plain(i18n.t_in("fr", "kaiju.banner.mecha_steal", who=names[1], face=6, victim=names[0]))
    assert title == "Bot 2 (facile) tente votre Mecha 6 au hasard", title
    assert banner == "Double ! Bot 2 (facile) tente le Mecha 6 de Joueur 1", banner
    assert "vole" not in title and "vole" not in banner
    en = plain(i18n.t_in("en", "kaiju.stolen.try", you="thief", who=names[0], face=6))
    assert en == "You try for Mecha 6 at random", en
