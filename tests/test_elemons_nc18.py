"""Round 18 newcomer's Elemons findings (nc18): a hint whose pair wins the game says so first."""

from __future__ import annotations

from game import i18n
from game.core import act
from game.match import Match


def test_a_second_tile_that_wins_the_game_by_a_steal_says_so_first(tmp_path):
    """nc18 shot-91: one Pyromon up, its twin known, Heliomon held by the bot, two Gigamons held:
    Conseil spoke only of the burn; the steal that won came only after the pair."""
    from game.elemons.bots import HardBot

    grid = ["pyromon", "hydromon", "aeromon", "geomon", "pyromon", "floramon", "polymon", "electromon", "geomon"]
    path = tmp_path / "scenario.yaml"
    path.write_text("game: elemons\nseats: 2\ncurrent: 0\ngrid: [" + ", ".join(grid) + "]\n"
                    "pile: [aeromon, aeromon, aeromon, aeromon, aeromon, aeromon]\n"
                    "won: [[pyromon, electromon], [floramon, hydromon]]\n"
                    "gigamons: {floramon: 0, geomon: 0, pyromon: 1}\n")
    m = Match("elemons", ["human", "human"], seed=1, scenario=str(path))
    m.play(0, act("flip", 0))
    bot = HardBot(0, 1)
    bot.memory = {0: "pyromon", 4: "pyromon"}
    action = bot.choose(m.state.view(0), m.state.legal_actions(0))
    key, params = bot.why
    assert key == "match_catch" and int(action.args[0]) == 4, (key, params, action)
    for lang, start, steal in (("fr", "Retournez la tuile 5 pour gagner la partie", "en le prenant à Bot"),
                               ("en", "Turn tile 5 to win the game", "taking it from Bot")):
        i18n.set_lang(lang)
        try:
            text = i18n.hint_text("elemons", key, params, ["Vous", "Bot"]).replace("\u00a0", " ")
        finally:
            i18n.set_lang("fr")
        assert text.startswith(start) and "Heliomon" in text and steal in text, text
    m.play(0, action)
    assert any(a.kind == "trade" and a.args[0] == "pyromon" for a in m.state.legal_actions(0)), "the promise holds"


def test_a_falling_rock_is_never_a_dot():
    """nc18 shot-18: the Rock first showed as a tiny dot on tile 8, the big rock a second later."""
    from scenes.elemons.table import TILE, rock_size

    assert rock_size(0.0) >= rock_size(1.0) == int(TILE * 0.8)
    assert all(rock_size(k / 10) >= TILE * 0.75 for k in range(0, 12))  # (ease_out_back overshoots 1)
