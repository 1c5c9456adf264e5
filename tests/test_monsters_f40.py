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
    clue = table.hint_detail(hint)
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
    from scenes.ui import INK

    assert [c for line, c in table.log.lines if "reçoit" in line] == [INK], "no seat's colour for everyone's deal"
    assert table.describe(Event("dealt", 2, {"count": 3, "deck": 36})) is None
    i18n.set_lang("en")
    assert table.describe(Event("dealt", 0, {"count": 3, "deck": 42})) == "Everyone receives 3 cards (deck: 36)"
    i18n.set_lang("fr")


ONLY_PURPLE = """title: {fr: Le seul violet, en: The only purple}
seats: 2
hands: [[18, 24, 19], [1, 2, 3]]
centre: 37
"""


def test_a_swap_hint_keeps_the_only_card_of_a_lacking_colour_or_says_so(app, tmp_path, monkeypatch) -> None:
    """nc38: « a Conseil swap gave away the person's only purple, which the bot took at once ». Card 18
    (key 1) alone shows purple; swapping it or card 24 (key 2) both reach two colours. The hint gives 24;
    a hint on 18 warns. The bots' own play is untouched (`_sole` is 0 unless explaining)."""
    from test_monsters_newcomer5 import _table

    from game.core import act
    from game.hints import Hint, hint
    from game.monsters.bots import MonstersBot

    i18n.set_lang("fr")
    app.settings.speed = "instant"
    table = _table(app, tmp_path, ONLY_PURPLE)
    advice = hint(table.feed.match, 0)
    assert advice is not None and str(advice.action) == "swap 24", advice
    assert table.sole(advice) == "" and "seule carte" not in table.hint_detail(advice)
    worse = Hint(0, act("swap", 18), advice.reason, {**advice.params, "card": 18}, at=advice.at)
    said = table.sole(worse)
    assert said == ("Attention\u00a0: c'est votre seule carte avec du violet\u00a0; "
                    "au centre, un autre pourrait la prendre."), said
    assert said in table.hint_detail(worse).split("\n")
    assert MonstersBot("hard", 0, 1)._sole(table.feed.view(0), act("swap", 18)) == 0  # in play: as measured
    i18n.set_lang("en")
    assert table.sole(worse) == ("Careful: it is your only card with purple on it; "
                                 "in the centre, another player may take it.")
    i18n.set_lang("fr")


def test_the_last_tutorial_step_says_how_to_look_for_a_line() -> None:
    """nc38, change 4: the tutorial « does not teach how to search for a line. That is the real skill: look
    for two same-colour monsters with a hole on the line, then find the third in another card »."""
    from game import tutorial

    last = tutorial.load("monsters").steps[-1]
    fr, en = last.text("fr").replace("\u00a0", " ").replace("\u202f", " "), last.text("en")
    assert "cherchez deux violets alignés avec un trou ; le troisième viendra d'une autre carte" in fr, fr
    assert "look for two purples in line with a hole; the third will come from another card" in en, en
    assert fr.startswith("Il ne reste que le violet") and "Conseil (H) montre les étiquettes" in fr, fr


def test_a_seats_draw_after_its_trick_joins_the_tricks_log_line(app) -> None:
    """nc38, change 5 (shot 100): « Bot 2 pioche 3 cartes (pioche : 23) » after every trick was most of the
    log. The draw right after a seat's own trick joins that trick's line; a draw after anything else (or
    another seat's) keeps its own line."""
    from game.core import Event

    i18n.set_lang("fr")
    table = table_with(app, ["human", "bot:beginner"], seed=4)
    go_live(app, table)
    trick = Event("trick", 1, {"colour": "green", "cards": [20, 21, 22], "rot": [0, 0, 0], "flip": [0, 0, 0],
                               "lines": ["col1"], "shown": ["...", "...", "..."], "count": 1, "colours": 2})
    said = table.describe(trick)
    before = len(table.log.entries)
    table._log_line(trick)
    table._log_line(Event("drew", 1, {"count": 3, "deck": 23}))
    # f52 (nc63: long log lines): « , pioche 3 cartes (reste 23) », meant
    assert table.log.entries[before:] == [f"{said}, pioche 3 cartes (reste 23)"], table.log.entries
    assert sum(1 for line, _ in table.log.lines if ", pioche" in line or "(pioche" in line) >= 1
    table._log_line(Event("drew", 1, {"count": 3, "deck": 20}))  # no trick just before: a line of its own
    assert table.log.entries[-1] == "Bot 2 pioche 3 cartes (pioche\u00a0: 20)", table.log.entries
