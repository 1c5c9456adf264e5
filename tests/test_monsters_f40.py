"""Fix round f40 for Monsters (nc38's report, and what the f39 round left: the reason back on the clue)."""

from __future__ import annotations

from test_monsters_issue24_r8 import trick_hint
from test_scenes_monsters import go_live, table_with

from game import i18n
from game.i18n import t

TRICK_REASONS = ("missing", "deck_out_set", "deck_out_win", "deck_out_share", "deck_out_last", "after_swap", "renew")


def test_the_clue_keeps_the_tricks_reason_in_one_short_line(app) -> None:
    """f39 summary, « One loss »: the short recipe dropped « C'est une couleur qui vous manque encore… » and
    the deck-out reasons, which the person liked. The first press (the clue) gives the reason, one line."""
    i18n.set_lang("fr")
    table = table_with(app, ["human", "bot:easy"], scenario="last_colour.yaml", speed="normal")
    go_live(app, table)
    hint = trick_hint(app, table)
    assert table.nudging(hint) and hint.reason == "deck_out_set", hint.reason
    clue = table.hint_line(hint)
    assert clue.split("\n")[-1] == "Ce pli complète vos couleurs\u00a0: la manche est à vous.", clue
    assert clue.startswith("Une ligne violette est possible"), clue
    for lang in ("fr", "en"):
        for reason in TRICK_REASONS:
            why = i18n.t_in(lang, "monsters.hint_why", reason=reason)
            assert why.strip() and "\n" not in why and len(why) <= 125, (lang, reason, why)
        assert i18n.t_in(lang, "monsters.hint_why", reason="swap_towards").strip() == ""
    assert t("monsters.hint_why", reason="missing") == "C'est une couleur qui vous manque encore."


def test_a_rounds_deal_is_one_log_line_for_every_seat(app) -> None:
    """nc38, change 5: the log is long and mostly noise in a race, a « reçoit / pioche 3 cartes » line a
    seat. The same deal to every seat, one after the other, reads as one line with the deck left."""
    from game.core import Event

    i18n.set_lang("fr")
    table = table_with(app, ["human", "bot:beginner", "bot:beginner"], seed=4)
    go_live(app, table)
    dealt = [line for line in table.log.entries if "reçoit" in line]
    assert dealt == ["Tout le monde reçoit 3 cartes (pioche\u00a0: 36)"], table.log.entries
    assert table.describe(Event("dealt", 2, {"count": 3, "deck": 36})) is None
    i18n.set_lang("en")
    assert table.describe(Event("dealt", 0, {"count": 3, "deck": 42})) == "Everyone receives 3 cards (deck: 36)"
    i18n.set_lang("fr")
