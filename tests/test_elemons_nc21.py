"""Round 21 newcomer's Elemons findings (nc21): the banner one Gigamon short of the win speaks to the
person as « Vous », a pair's refill is one short log line."""

from __future__ import annotations

from lang import plain

from game import i18n
from game.core import Event


def test_one_gigamon_short_of_the_win_speaks_to_the_person_as_vous(app, tmp_path):
    """nc21 shot 72: « Joueur 1 tient 2 Gigamons : encore un et c'est gagné ! » said to the one person."""
    from test_elemons_why import table_at

    i18n.set_lang("fr")
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"), speed="normal")
    said: list[str] = []
    table.banner = lambda text, duration=1.0: said.append(text)  # type: ignore[method-assign]
    for seat in (0, 1):
        table.m.gigamons = {"electromon": seat, "pyromon": seat}
        table.m.players[seat].gigamons = ["electromon", "pyromon"]
        table.on_gigamon_caught(Event("gigamon_caught", seat, {"kind": "pyromon", "gigamon": "heliomon"}))
    assert plain(said[0]) == "Vous tenez 2 Gigamons : encore un et c'est gagné !", said
    assert plain(said[1]).startswith(table.names[1] + " tient 2 Gigamons"), said


def test_a_pairs_refill_is_one_short_log_line(app, tmp_path):
    """nc21 item 8: « La tuile N est remplacée par une tuile cachée » after every pair, once a place,
    pushed the useful lines away: one line names the places."""
    from test_elemons_why import table_at

    i18n.set_lang("fr")
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, speed="normal")
    before = len(table.log.entries)
    table._log_line(Event("slot_refilled", 0, {"slot": 1, "pile": 5}))
    table._log_line(Event("slot_refilled", 0, {"slot": 6, "pile": 4}))
    assert [plain(e) for e in table.log.entries[before:]] == ["Tuiles 2, 7 remplacées par la pioche"]
    assert sum(table.log.heads) == len(table.log.entries)  # the first line's wrapped lines went with it
    table._log_line(Event("tile_turned", 1, {"slot": 1, "tile": "geomon"}))
    table._log_line(Event("slot_refilled", 1, {"slot": 3, "pile": 3}))
    assert plain(table.log.entries[-1]) == "Tuile 4 remplacée par la pioche"  # a new pair: a new line
