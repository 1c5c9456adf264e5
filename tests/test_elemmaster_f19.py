"""Elem Master, the eighteenth newcomer's first game: the empty-reserve warning read whole and with
« d'Eau », a click on a target that a wave may also reach names the button, the seats' names at one
size in the side panel."""

from __future__ import annotations

from scene_input import click, open_scenario
from waiting import wait_until

from game import i18n
from scenes.elemmaster.panels import Panels, Seats
from sprites.fonts import fit_text


def board(app, tmp_path, scenario: str, seats=("human", "bot:easy")):
    path = tmp_path / "board.yaml"
    path.write_text(scenario, encoding="utf-8")
    return open_scenario(app, "elemmaster", list(seats), path)


def _plain(text: str) -> str:
    return text.replace("\u00a0", " ").replace("\u202f", " ")


DRY = ("terrain: forest\nstacks:\n  a1: 0 earth 2\n  b4: 0 water 1\n  c4: 0 water 1\n  a3: 1 fire 1\n"
       "  f6: 1 earth 1\ncurrent: 0\nreserves: {0: {water: 0}}\n")


def test_the_empty_reserve_warning_reads_whole_and_elides_de(app, tmp_path):
    """nc18 shot 70: « Votre réserve de Eau est vide : ... ni par » cut on the bar."""
    i18n.set_lang("fr")
    table = board(app, tmp_path, DRY)
    assert wait_until(lambda: table.exposed_line is not None, 10, 0, lambda: app.frame(1 / 60))
    said = _plain(table.bottom_text())
    assert said.startswith("Réserve d'Eau vide : "), said
    assert "ni en grandissant ni en gagnant un combat." in said, said
    buttons = [b.rect for b in table.bar.buttons]
    assert Panels.prompt_fits(table.layout, table.bottom_text(), buttons), said
    long = "mot " * 200
    assert not Panels.prompt_fits(table.layout, long, buttons)


def test_a_click_on_a_target_a_wave_also_reaches_names_the_button(app, tmp_path):
    """nc18 shot 78: b4 → a3 waited on « 1. Attaquer » under « violet : spécial ». Since nc34 (shot 126:
    a click meant for the next Water joined the wave) the attack goes at once, and a wave is the bar's
    « Vague »: then the prompt says what the violet cells do."""
    i18n.set_lang("fr")
    table = board(app, tmp_path, DRY)
    click(app, table.layout.cell_rect("b4").center)
    click(app, next(b for b in table.bar.buttons if b.tag == "wave").rect.center)
    click(app, table.layout.cell_rect("a3").center)
    assert table.selection.cells == ["b4", "a3"], table.selection.cells
    said = _plain(table.prompt)
    assert said.startswith("b4 → a3 : cliquez vos Eaux en violet, elles suivront la vague"), said


def test_the_seats_names_read_at_one_size(app, tmp_path):
    """nc18 shot 40: « Bot 2 (à votre mesure) » smaller than « Joueur 1 »; without specialties in the
    game, « sans spécialité » is not drawn and the names keep their full size."""
    i18n.set_lang("fr")
    table = board(app, tmp_path, DRY)
    m, lay = table.model, table.layout
    seats = Seats(names=["Joueur 1", "Bot 2 (à votre mesure)"], viewer=0)
    assert table.panels.name_size(m, lay, seats) == 16
    m.specialty[1] = "necromancien"
    size = table.panels.name_size(m, lay, seats)
    for seat, name in enumerate(seats.names):
        _, room, _ = table.panels._seat_head(m, lay, seats, seat)
        assert fit_text(name, room, 16, True) >= size
    assert size == min(fit_text(n, table.panels._seat_head(m, lay, seats, s)[1], 16, True)
                       for s, n in enumerate(seats.names))


def test_a_hint_warns_of_a_piece_its_later_steps_expose_as_such():
    """nc18 shot 54: « votre Feu en c5 reste à portée » when no Fire stood in c5: the plan's third
    step brought it there."""
    import yaml

    from game.core import act
    from game.elemmaster.bots import ElemBot
    from game.elemmaster.scenario import from_text
    i18n.set_lang("fr")
    board = {"terrain": "forest", "current": 0,
             "stacks": {"a1": "0 earth 2", "e3": "0 fire 1", "c5": "1 water 1", "f6": "1 earth 1"}}
    st = from_text(yaml.safe_dump(board))
    bot = ElemBot(0, 1, "hard")
    bot.explaining = True
    bot.explain_plan(st, [act("grow", "a1"), act("move", "e3", "d4", 1)])
    # f38 (nc37 shot 75): the next step's own words say the risk; the end note no longer says it again
    assert bot.why is not None and bot.why[1]["note"] == "none", bot.why
    said = _plain(i18n.hint_text("elemmaster", bot.why[0], bot.why[1], ["Vous", "Bot"]))
    # nc20 shot 56: the risk read as a step of the plan (« then go on to c5 »): it says it is not one
    assert said.endswith("Ensuite : déplacez votre Feu de e3 vers d4 (l'Eau en c5 pourra l'y attaquer : un "
                         "risque que le Conseil prend, faute de mieux)."), said
    assert "Un risque, pas une étape" not in said, said


def test_a_sacrifice_in_the_log_says_what_it_converts():
    """nc18 shots 53, 75, 82: the bot's « (un sacrifice permis) » read as pieces thrown away."""
    from game.core import Event
    i18n.set_lang("fr")
    base = dict(src="e6", dst="d6", winner="e6", loser="d6", winner_element="earth", loser_element="water",
                lost=1, vanished=False, cause="attack", side="own")
    line = _plain(i18n.describe("elemmaster", Event("attack", 1, {**base, "gained": 1, "no_gain": ""}),
                                ["Joueur 1", "Bot 2"]) or "")
    assert "(un sacrifice permis, qui change un niveau d'Eau en niveau de Terre)" in line, line
    line = _plain(i18n.describe("elemmaster", Event("attack", 1, {**base, "gained": 0, "no_gain": "reserve"}),
                                ["Joueur 1", "Bot 2"]) or "")
    assert "(un sacrifice permis) ;" in line and "ne gagne rien (réserve vide)" in line, line


def test_a_winners_gain_frames_its_cell_and_keeps_the_piece_colours():
    """nc18 shot 35: the green wash of a gain over a Fire read as an Earth for a moment."""
    import pygame

    from sprites.elemmaster import art
    surf = pygame.Surface((100, 100))
    surf.fill((230, 90, 40))
    cell = pygame.Rect(0, 0, 100, 100)
    art.effect(surf, "glow", [cell], cell, 0.3, (150, 255, 160))
    assert tuple(surf.get_at((50, 50)))[:3] == (230, 90, 40)
    assert tuple(surf.get_at((2, 50)))[:3] != (230, 90, 40)
