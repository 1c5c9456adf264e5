"""Issue 24, round 15 newcomer's Elemons findings (nc15): the tutorial's step on the Geomons asks to
remember only what was shown, the frames' legend says plainly whose turn a frame is, another
player's guess is said to be one in the log, and the hint's reason says what a pair's power does."""

from __future__ import annotations

from lang import plain
from test_elemons_why import table_at

from game import i18n, tutorial
from game.core import Event


def test_the_geomons_step_asks_to_remember_only_what_was_shown():
    """nc15: « face cachée : retenez-les » over four hidden tiles, two of them never shown."""
    guide = tutorial.load("elemons")
    at = next(i for i, s in enumerate(guide.steps) if s.do == "read" and "Geomons" in s.say["fr"])
    step, after = guide.steps[at], guide.steps[at + 1]  # (f52: the panel's words moved to the next step, the Rock's
    # rule said where it lands)
    assert "retenez" not in step.say["fr"] and "vous l'avez vu gagner" in after.say["fr"], after.say["fr"]
    assert "remember" not in step.say["en"] and "you saw them win" in after.say["en"], after.say["en"]  # (nc28)


def test_the_frames_legend_says_whose_turn_in_plain_words():
    """nc15: « sinon le dernier » was not understood: the legend says what a player played."""
    i18n.set_lang("fr")
    for key in ("elemons.frames", "elemons.frames_keys"):
        said = plain(i18n.t(key))
        assert "sinon le dernier" not in said, said
        # (nc28: 3 lines, narrower; nc31: « ou à son tour précédent » read as the person's own last turn too)
        # f54 (nc65 shots 018, 044): one wording for the tutorial's legend and the game's
        assert said.startswith("Couleur : dernier tour de chacun, effacé quand il rejoue."), said


def test_another_players_tile_never_seen_is_logged_as_a_guess(app, tmp_path):
    """nc15 felt the easy bot's early pairs were cheating: a tile nobody had seen is said « au hasard »,
    one it looked at in secret « regardée en secret », one turned before all as before."""
    i18n.set_lang("fr")
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"))
    table.shown = [Event("tile_turned", 0, {"slot": 0, "tile": "geomon"}),
                   Event("tile_peeked_public", 1, {"slot": 4}),
                   Event("slot_refilled", None, {"slot": 2})]
    turns = {s: Event("tile_turned", 1, {"slot": s, "tile": "geomon"}) for s in (0, 2, 4, 6)}
    said = {s: plain(table.describe(ev) or "") for s, ev in turns.items()}
    assert said[0] == "Tuile 1 retournée", said  # (nc25: the turn's heading says who)
    # (nc16: a never-seen tile is said a guess only where it makes the pair: tests/test_elemons_nc16.py)
    assert said[2] == said[6].replace("7", "3") == "Tuile 3 retournée", said
    assert said[4] == "Tuile 5, déjà regardée en secret", said
    assert plain(table.describe(Event("tile_turned", 0, {"slot": 6, "tile": "geomon"})) or "") \
        == "Tuile 7 retournée", "the person's own flips say nothing more"



# -- the hint's reason speaks of powers --------------------------------------------------------
def hard_choice(grid, seen, won, pile=("pyromon",) * 6):
    """The hints' bot for seat 0, having seen the other player turn the tiles at `seen`."""
    from game.core import Chance
    from game.elemons.bots import make_bot
    from game.elemons.defs import load_defs
    from game.elemons.state import ElemonsState

    st = ElemonsState.from_layout(2, Chance(0), load_defs(), list(grid), list(pile), won)
    bot = make_bot("hard", 0, 3)
    bot.observe([Event("tile_turned", 1, {"slot": s, "tile": grid[s]}) for s in seen])
    bot.why = None
    action = bot.choose(st.view(0), st.legal_actions(0))
    return action, bot.why


GRID = ["geomon", "geomon", "electromon", "electromon", "pyromon", "hydromon", "aeromon", "floramon", "pyromon"]


def test_between_two_known_pairs_the_hint_takes_the_electromons_first_and_says_why():
    """nc15: « Conseil » only ever spoke of memory. Two pairs known: the Electromons' replay takes
    the Geomons next, and the reason says so."""
    i18n.set_lang("fr")
    action, (reason, params) = hard_choice(GRID, (0, 1, 2, 3), [[], ["hydromon"]])
    assert int(action.args[0]) in (2, 3) and reason == "pair", (action, reason)
    said = plain(i18n.hint_text("elemons", reason, params, ["Vous", "Bot 2"]))
    assert said == ("Retournez les tuiles 3 et 4, l'une après l'autre : vous y avez vu deux Electromons, une paire, "
                    "et leur pouvoir vous fait rejouer : prenez-la d'abord, vous rejouerez pour prendre l'autre "
                    "paire connue."), said


def test_a_pair_whose_power_would_do_nothing_comes_after_and_is_said_so():
    """Pyromons against an opponent with no Elemon: their power has nothing to burn."""
    i18n.set_lang("fr")
    action, (reason, params) = hard_choice(GRID, (4, 8, 0, 1), [[], []])
    assert int(action.args[0]) in (0, 1), "the Geomons' Rock first"
    assert "pose un Rocher" in plain(i18n.hint_text("elemons", reason, params, ["Vous", "Bot 2"]))
    action, (reason, params) = hard_choice(GRID, (4, 8), [[], []])
    said = plain(i18n.hint_text("elemons", reason, params, ["Vous", "Bot 2"]))
    assert said.endswith("deux Pyromons, une paire, mais leur pouvoir sera ici sans effet."), said
