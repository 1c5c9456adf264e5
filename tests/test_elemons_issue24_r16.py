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
    step = next(s for s in guide.steps if s.do == "read" and "Geomons" in s.say["fr"])
    assert "retenez" not in step.say["fr"] and "vous les avez vus" in step.say["fr"], step.say["fr"]
    assert "remember" not in step.say["en"] and "you saw them" in step.say["en"], step.say["en"]


def test_the_frames_legend_says_whose_turn_in_plain_words():
    """nc15: « sinon le dernier » was not understood: the legend says what a player played."""
    i18n.set_lang("fr")
    for key in ("elemons.frames", "elemons.frames_keys"):
        said = plain(i18n.t(key))
        assert "sinon le dernier" not in said, said
        assert said.startswith("Cadre de couleur : ce qu'un joueur a joué au tour en cours, ou à son tour précédent."), said


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
    assert said[0] == "Bot 2 (facile) retourne la tuile 1", said
    assert said[2] == said[6].replace("7", "3") == "Bot 2 (facile) retourne la tuile 3, jamais vue : au hasard", said
    assert said[4] == "Bot 2 (facile) retourne la tuile 5, regardée en secret", said
    assert plain(table.describe(Event("tile_turned", 0, {"slot": 6, "tile": "geomon"})) or "") \
        == "Joueur 1 retourne la tuile 7", "the person's own flips say nothing more"

