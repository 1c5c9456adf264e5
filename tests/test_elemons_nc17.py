"""Round 17 newcomer's Elemons findings (nc17): with one opponent the screen names it itself (the
Aeromon, the Pyromon), a button come under a click just made takes no click at once, the hints say
true things (the Pyromon's random Elemon, the only opponent is not « le joueur qui mène »), a look
under a Rock is said so, and a pile that any pair empties is said by the pile and in the hints."""

from __future__ import annotations

from lang import plain
from test_elemons_why import table_at

from game import i18n
from game.core import Event


def aeromon_pair(app, tmp_path, won: str):
    """The person turns a pair of Aeromons; both players hold Elemons (`won`: the scenario's line)."""
    from test_elemons_nc16 import pair_held

    return pair_held(app, tmp_path, "[aeromon, aeromon, floramon, geomon, hydromon, pyromon, electromon, floramon, "
                     "geomon]", won, speed="instant")


def test_the_only_opponent_is_named_by_the_screen_even_beside_a_catch(app, tmp_path):
    """nc17 shot-99: a « Bot 2 (facile) » button to click with one opponent, while a catch stayed open."""
    from scene_input import click
    from waiting import wait_until

    i18n.set_lang("fr")
    table = aeromon_pair(app, tmp_path, "[[pyromon, pyromon, pyromon], [geomon]]")
    assert not any(b.tag.startswith("look") for b in table.bar.buttons), [b.tag for b in table.bar.buttons]
    click(app, (640, 300))  # the pair seen
    assert wait_until(lambda: table.view["phase"] == "swap", 3, 0, lambda: app.frame(1 / 60)), table.view["phase"]
    moves = [(seat, str(move)) for seat, move in table.feed.match.moves]
    assert (0, "look 1") in moves and (0, "trade pyromon") not in moves, moves[-3:]


def test_a_button_come_under_a_click_just_made_takes_no_click_at_once(app, tmp_path):
    """nc17 shot-99..101: the click that put the pair away, then the same click again, hit « Ne pas
    échanger » come in the place: the swap was lost."""
    from scene_input import click, run
    from waiting import wait_until

    i18n.set_lang("fr")
    table = aeromon_pair(app, tmp_path, "[[geomon], [hydromon]]")
    spot = (425, 673)  # where the first action button stands
    click(app, spot)  # the pair seen (no button stood there)
    keep = lambda: next((b for b in table.bar.buttons if b.tag == "keep"), None)  # noqa: E731
    assert wait_until(lambda: keep() is not None, 3, 0, lambda: app.frame(1 / 60)), "no swap's buttons"
    assert keep().rect.collidepoint(spot)
    click(app, spot)  # the same place again, at once: meant for what stood there
    assert table.view["phase"] == "swap", "the keep came under the pointer and took the click"
    run(app, 0.5)
    click(app, keep().rect.center)
    moves = [(seat, str(move)) for seat, move in table.feed.match.moves]
    assert (0, "keep") in moves, moves[-3:]


def test_the_hints_words_are_true_to_the_rules():
    """nc17 shot-65: the Pyromon's Elemon is drawn at random, not « de votre choix »; shot-67: the
    only opponent, behind, was called « le joueur qui mène »; shot-112: the pile's end said."""
    i18n.set_lang("fr")
    burn = plain(i18n.hint_text("elemons", "match", {"slot": 1, "kind": "pyromon", "up_slot": 3, "up": "pyromon",
                                                     "power": "burn", "opponents": "one", "pile": 9, "ends": "no"}))
    assert "tiré au hasard chez votre adversaire" in burn and "de votre choix" not in burn, burn
    threat = plain(i18n.hint_text("elemons", "threat_burn", {"target": 1, "gigamons": 0, "won": 4, "only": "yes"},
                                  ["Joueur 1", "Bot 2"]))
    assert "mène" not in threat and "le seul adversaire" in threat, threat
    low = plain(i18n.hint_text("elemons", "match", {"slot": 1, "kind": "geomon", "up_slot": 3, "up": "geomon",
                                                    "power": "rock", "pile": 2, "ends": "yes"}))
    tail = "la pioche n'a plus que 2 tuiles, cette paire la videra et la partie finira avec votre tour."
    assert low.endswith(tail), low
    i18n.set_lang("en")
    low = plain(i18n.hint_text("elemons", "match", {"slot": 1, "kind": "geomon", "up_slot": 3, "up": "geomon",
                                                    "power": "rock", "pile": 1, "ends": "yes"}))
    assert "the pile holds only one tile" in low, low
    i18n.set_lang("fr")


def test_the_bots_hint_words_know_the_pile_and_the_opponents():
    from game.elemons.bots import HardBot

    bot = HardBot(0, 1)
    view = {"pile": 2, "players": [{"won": 1}, {"won": 3}], "rocks_free": 4}
    said = bot.power_words(view, "pyromon", "pyromon")
    assert said["opponents"] == "one" and said["ends"] == "yes" and said["pile"] == 2, said
    assert bot.power_words({**view, "pile": 3}, "floramon", "floramon")["ends"] == "yes"  # its tile, then two
    assert bot.power_words({**view, "pile": 3}, "geomon", "geomon")["ends"] == "no"
    assert bot.power_words(view, "polymon", "geomon")["ends"] == "yes"  # no power, the refill all the same


def test_a_look_under_a_rock_is_said_so(app, tmp_path):
    """nc17 shot-110: « Bot 2 regarde la tuile 4 » while a Rock lay there read as a broken rule."""
    i18n.set_lang("fr")
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"))
    look = Event("tile_peeked_public", 1, {"slot": 3})
    table.shown = [Event("rock_placed", 0, {"slot": 3}), look]
    said = plain(table.describe(look) or "")
    assert said == "Tuile 4 regardée en secret, sous le Rocher (un Hydromon le peut)", said  # (nc25: no name)
    table.shown = [Event("rock_placed", 0, {"slot": 3}), Event("rock_removed", 0, {"slot": 3}), look]
    assert plain(table.describe(look) or "") == "Tuile 4 regardée en secret"


def test_a_pile_any_pair_empties_is_said_by_the_pile(app, tmp_path):
    """nc17 shot-112: « Pioche : 2 », and the next pair ended the game unannounced."""
    i18n.set_lang("fr")
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 2)
    assert table.m.pile == 2 and table.pile_low() and not table.last_turn()
    import pygame

    table.draw(pygame.Surface((1280, 720)))
    words = plain(i18n.t("elemons.announce.pile_low"))
    assert words == "Prochaine paire : fin !", words  # nc19: « Une paire la vide » was read twice
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 3)
    assert not table.pile_low()


def test_the_tutorial_says_the_turn_ends_after_the_looks_and_asks_no_click_for_the_only_opponent():
    """nc17 shot-14: the turn passed at once after the looks; shot-24/25: a button for the only opponent;
    shot-33: « pioche vide » said while the board still showed « Pioche : 2 »."""
    from game import tutorial

    tut = tutorial.load("elemons")
    fr = [plain(s.text("fr")) for s in tut.steps]
    peek = next(t for t in fr if "L'Hydromon vous laisse regarder" in t)
    assert "puis votre tour finit" in peek, peek
    assert not any("Cliquez le bouton au nom" in t for t in fr)
    # nc18 shot-34: « pioche vidée » still beside « Pioche : 2 »: the last turn's first step says its pair
    # takes those two; the end (nc21: once the swap's catch is made) says the pile is empty, as it then is
    assert any("2 dernières tuiles remplaceront la prochaine paire" in t for t in fr)  # (nc24, nc34)
    assert plain(tut.end["fr"]).startswith("Bravo : la pioche est vide")
    assert "the pile is empty" in tut.end["en"]
