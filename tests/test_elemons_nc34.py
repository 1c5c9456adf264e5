"""Round 34 newcomer's Elemons findings (nc34)."""

from __future__ import annotations

import pygame
from test_elemons_nc28 import lines_drawn, spy_lines

from game import i18n
from game.core import Event


def test_the_near_line_under_the_panel_sits_on_the_panel_grown_to_hold_it(app, tmp_path, monkeypatch):
    """nc34 shots 95-109: beside the bot's two Gigamons, « À 1 Elemon d'un Gigamon : Aeromon, Hydromon, Geomon,
    Floramon » went under its panel on the bare felt and read as text spilling out. The panel grows down over
    it, its frame with it, clear of the grid."""
    from test_elemons_why import table_at

    i18n.set_lang("fr")
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"))
    table.show(Event("pair_won", 1, {"slots": [0, 1], "tiles": ["polymon", "polymon"]}))
    table.m.players[1].gigamons = ["electromon", "pyromon"]
    words = "À 1 Elemon d'un Gigamon\u00a0: Aeromon, Hydromon, Geomon, Floramon"
    monkeypatch.setattr(table, "near_words", lambda seat: (words, True))
    shown = lines_drawn(table, 1, spy_lines(monkeypatch, words))
    assert " ".join(text for text, _r in shown) == words, shown
    box, panel = table.panel_box(1), table.panel_rect(1)
    assert box.top == panel.top and box.bottom > panel.bottom
    assert all(box.contains(r) and r.bottom <= box.bottom - 4 for _t, r in shown), (box, shown)
    grid = table.slot_rect(0).unionall([table.slot_rect(s) for s in range(len(table.m.grid))])
    assert not box.colliderect(grid) and not box.colliderect(table.panel_box(0)), (box, grid)
    assert pygame.Rect(0, 0, 1280, 720).contains(box)
    monkeypatch.setattr(table, "near_words", lambda seat: ("", False))
    assert table.panel_box(1) == panel, "no line under it: the panel keeps its size"


def test_the_swap_hint_says_it_weighed_the_gift_the_exchange_warns_about(tmp_path):
    """nc34 shot 109: Conseil said « Donnez un Geomon et prenez un Aeromon … » while the exchange's line said
    « Donner votre Geomon permet à l'adversaire d'attraper Terramon ! »: read as a contradiction. The advice
    says it weighed it; the choice is the bot's own, unchanged."""
    from test_elemons_newcomer4 import plain, swap_match

    i18n.set_lang("fr")
    from game.elemons.bots import HardBot

    m = swap_match(tmp_path, "electromon, electromon, pyromon", "electromon, pyromon, pyromon")
    view = m.state.view(0)
    bot = HardBot(0, 1)
    bot.explain_swap(view, "pyromon", "electromon")  # the reason of a choice already made
    assert bot.why is not None
    reason, params = bot.why
    assert reason == "swap_catch" and params["gift"] == "can", bot.why
    text = plain(i18n.hint_text("elemons", reason, params, ["Vous", "Bot 2"]))
    assert text == ("Donnez un Pyromon et prenez un Electromon à Bot 2 : vous aurez 3 Electromons, de quoi "
                    "attraper Meteoromon tout de suite, même si Bot 2 pourra attraper Heliomon."), text
    i18n.set_lang("en")
    assert "even though Bot 2 will be able to catch Heliomon" in i18n.hint_text("elemons", reason, params,
                                                                               ["You", "Bot 2"])
    i18n.set_lang("fr")
    bot.explain_swap(view, "aeromon", "electromon")  # an Aeromon given brings them nothing
    assert bot.why is not None and bot.why[1]["gift"] == "none", bot.why
    # and the advice, the bot's own choice, carries it (a gift weighed or none)
    h = m.hint(0)
    assert h is not None and h.params["gift"] in ("can", "none"), h


def test_the_hydromons_look_and_the_last_pair_read_plainly():
    """nc34: step 5's « …regarder 4 tuiles en secret, à jouer au prochain tour » was unclear; step 18's « les 2
    dernières tuiles iront à la prochaine paire » was read twice."""
    from lang import plain

    from game import tutorial

    fr = [plain(s.text("fr")) for s in tutorial.load("elemons").steps]
    peek = next(x for x in fr if "l'Hydromon vous laisse regarder" in x)
    assert "à jouer au prochain tour" not in peek and "Retenez-les pour jouer au prochain tour" in peek, peek
    assert not any("iront à la prochaine paire" in x for x in fr)
    assert any("« Prochaine paire : fin » : les 2 dernières tuiles remplaceront la prochaine paire." in x for x in fr)
