"""Round 63's fix on Elemons & Gigamons (fix round f51), from a newcomer's report (nc63)."""

from __future__ import annotations

from game import i18n
from game.core import act


def test_conseil_advises_the_swap_that_catches_a_gigamon(tmp_path):
    """nc63 shots 084-090: after the person's Aeromon pair the Conseil said « Gardez vos Elemons : le meilleur
    échange, votre Geomon contre son Polymon, permettrait à Bot 2 d'attraper Terramon », though the Hydromon for
    the bot's Aeromon caught Anemomon at once (the panel said so, 087; the person did it, 090). The hard bot (the
    Conseil's player) now takes a swap that catches a Gigamon, and says so."""
    from game.match import Match

    i18n.set_lang("fr")
    path = tmp_path / "swap.yaml"
    path.write_text("game: elemons\nseats: 2\ncurrent: 0\n"
                    "grid: [aeromon, aeromon, geomon, hydromon, pyromon, electromon, geomon, pyromon, floramon]\n"
                    "pile: [floramon, floramon, geomon, pyromon, polymon, electromon, electromon, pyromon,"
                    " hydromon, geomon, floramon, electromon, pyromon, geomon]\n"
                    "won: [[polymon, polymon, floramon, floramon, geomon, electromon, hydromon],"
                    " [aeromon, aeromon, geomon, geomon, pyromon, polymon, polymon]]\n"
                    "gigamons: {hydromon: 1}\n")
    for seed in (2, 6, 14, 31):  # before: 14 and 31 said « Gardez vos Elemons : le meilleur échange… »
        match = Match("elemons", ["human", "human"], scenario=str(path), seed=seed)
        match.play(0, act("flip", 0))
        match.play(0, act("flip", 1))
        if any(a.kind == "look" for a in match.state.legal_actions(0)):
            match.play(0, act("look", 1))
        hint = match.hint(0)
        assert hint is not None
        words = i18n.hint_text("elemons", hint.reason, hint.params, ["Joueur 1", "Bot 2"])
        words = words.replace("\u202f", " ").replace("\u00a0", " ")
        assert str(hint.action) == "swap hydromon aeromon", (seed, str(hint.action), words)
        assert words == "Échangez votre Hydromon contre son Aeromon : vous attrapez Anemomon.", words
