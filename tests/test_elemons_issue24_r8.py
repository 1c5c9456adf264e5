"""Issue 24, eighth round of Elemons & Gigamons: the line under the grid for a pair held up keeps to
two lines; hints say "tuiles 1 et 3", not "1 & 3"; the Polymon step's halo covers every tile that
works, as its words say."""

from __future__ import annotations

from test_elemons_newcomer4 import bot_pair

from game import i18n
from scenes.elemons.table import PROMPT_WIDTH, UP_LINES, up_lines, up_size
from sprites.fonts import TYPE, wrap


def test_a_pair_held_up_is_said_in_two_lines_at_most(app, tmp_path):
    """"Bot 2 (facile) gagne la paire Electromon + Polymon (tuiles 8, 9), sans pouvoir : cliquez (ou une
    touche) quand vous l'avez vue" took three lines, the third over the frames' legend."""
    table = bot_pair(app, tmp_path)
    slots = sorted(table.up_won)
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        try:
            for kinds in (["electromon", "polymon"], ["floramon", "floramon"], ["aeromon", "polymon"]):
                table.up_won = dict(zip(slots, kinds, strict=True))
                for who in (0, 1):
                    table.up_who = who
                    said = table.up_words()
                    assert len(wrap(said, PROMPT_WIDTH, up_size(said))) <= 2, said
                    assert "Polymon" not in kinds[0] or "pouvoir" in said or "power" in said
        finally:
            i18n.set_lang("fr")
    # nc18 shot-49 « …sans pouvoir : cliquez pour », shot-83 « …contre son Floramon. Cliquez pour »: with
    # the first game's bot, « Bot 2 (à votre mesure) », the words take a third line and are never cut
    name = table.names[1]
    table.names[1] = "Bot 2 (à votre mesure)"
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        try:
            said_all = []
            for kinds in (["electromon", "polymon"], ["floramon", "polymon"], ["hydromon", "hydromon"]):
                table.up_won = dict(zip(slots, kinds, strict=True))
                for who in (0, 1):
                    table.up_who = who
                    said_all.append(table.up_words())
            table.up_won, table.up_who = {}, 1
            table.up_swap = (1, "electromon", "floramon")  # the longest names an Aeromon's swap says
            said_all.append(table.up_words())
            table.up_swap = None
            for said in said_all:
                size, lines = up_lines(said)
                assert len(lines) <= UP_LINES and lines == wrap(said, PROMPT_WIDTH, size), (said, lines)
                assert " ".join(lines).split() == said.split(), (said, lines)  # all of it
                assert said.rstrip(".").endswith(("continuer", "go on")), said
        finally:
            i18n.set_lang("fr")
    table.names[1] = name
    # a plain pair keeps the body size
    table.up_won, table.up_who = dict(zip(slots, ["floramon", "floramon"], strict=True)), 1
    said = table.up_words()
    assert "cliquez" in said and up_size(said) == TYPE.BODY, said
    table.up_who = 0  # one's own pair, held until a click like another's (round 15)
    said = table.up_words()
    assert "cliquez" in said and said.startswith("Vous gagnez la paire de Floramons"), said


def test_hints_join_tiles_with_et_not_a_sign():
    said = i18n.hint_text("elemons", "pair", {"slots": [0, 2], "kind": "hydromon", "same": 1}, ["Vous", "Bot"])
    assert "tuiles 1 et 3" in said and "&" not in said, said
    i18n.set_lang("en")
    try:
        said = i18n.hint_text("elemons", "pair", {"slots": [0, 2, 4], "kind": "hydromon", "same": 1})
        assert "tiles 1, 3 and 5" in said, said
    finally:
        i18n.set_lang("fr")


def test_a_pair_of_electromons_is_elided_in_french():
    """nc8 shot-63: "gagne la paire de Electromons"."""
    said = i18n.t("elemons.pair_up", who="Bot 2 (facile)", slots="2, 4", kind="Electromon", other="",
                  same="yes", click="short", power="some")
    assert "la paire d'Electromons" in said, said
    said = i18n.t("elemons.pair_up", who="Bot 2 (facile)", slots="2, 4", kind="Geomon", other="",
                  same="yes", click="short", power="some")
    assert "la paire de Geomons" in said, said
