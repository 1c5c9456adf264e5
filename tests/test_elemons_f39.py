"""Fix round f39: the newcomer's Elemons findings (nc38)."""

from __future__ import annotations

from game import i18n
from game.core import act


def match_from(tmp_path, text: str):
    from game.match import Match

    scenario = tmp_path / "f39.yaml"
    scenario.write_text("game: elemons\nseats: 2\n" + text)
    return Match("elemons", ["human", "human"], seed=3, scenario=str(scenario))


def test_conseil_never_says_never_seen_of_a_tile_the_rival_turned(tmp_path):
    """nc38 shots 096-097: during the person's Hydromon look, Conseil said « Regardez la tuile 2 : vous ne
    l'avez jamais vue. » of the Geomon the bot had turned before their eyes, while the status line said
    « Toutes les tuiles sont déjà vues ». A tile turned face up in front of the person counts as seen."""
    m = match_from(tmp_path, "current: 1\ngrid: [null, geomon, pyromon, hydromon, hydromon, null, null, null, null]\n"
                             "pile: [floramon, floramon, aeromon, aeromon]\n")
    m.play(1, act("flip", 1))  # the rival turns tiles 2 and 3: no pair, the turn passes
    m.play(1, act("flip", 2))
    m.play(0, act("flip", 3))  # the person's Hydromons: a look at the grid, where only tiles 2 and 3 lie
    m.play(0, act("flip", 4))
    assert m.state.phase == "peek" and m.state.current == 0
    h = m.hint(0)
    assert h is not None and h.action.kind == "peek" and h.params["fresh"] == "no", h
    for lang, never, said in (("fr", "jamais vue", "vous avez déjà vu toutes les tuiles"),
                              ("en", "never seen", "you have already seen every tile")):
        i18n.set_lang(lang)
        text = i18n.hint_text("elemons", h.reason, h.params, ["Vous", "Bot 2"])
        assert never not in text and said in text, text
    i18n.set_lang("fr")
