"""Newcomer round 58 (nc58) on Elem Master: « ending the game is a chore »: leading on the count with the
bot's last Fire gone, the person had to put out four Fires of their own, and no line had said that their
own Fires held the end off too (f46)."""

from __future__ import annotations

from test_elemmaster_f33 import _plain

from game import i18n

# Earth 3 to 2 for seat 0; Fires: two of seat 0's (b4, c4) and one of seat 1's (e5)
BOARD = "terrain: forest\nstacks:\n  a1: 0 earth 3\n  b4: 0 fire 2\n  c4: 0 fire 1\n  a2: 0 water 1\n" \
        "  f6: 1 earth 2\n  e5: 1 fire 1\ncurrent: 0\n"


def test_the_count_line_says_how_much_fire_is_yours_and_to_put_it_out_once_only_yours_is_left(app, tmp_path):
    from test_elemmaster_newcomer import table_for

    from scenes.elemmaster.panels import Seats, count_line, count_text
    i18n.set_lang("fr")
    table = table_for(app, tmp_path, BOARD)
    m = table.model
    you, bot = Seats(["Vous", "Bot 2"], 0), Seats(["Joueur 1", "Vous"], 1)
    assert "(encore 4 niveaux en b4, c4, e5, dont 3 niveaux à vous)" in _plain(count_text(m, you))
    assert "(encore 4 niveaux en b4, c4, e5, dont 1 niveau à vous)" in _plain(count_text(m, bot))
    assert "Éteignez" not in count_text(m, you)  # the bot's Fire is still there: putting out one's own is not the end
    # the bot's last Fire gone: only the person's are left, and the person would win: put them out to end it
    m.stacks = {c: s for c, s in m.stacks.items() if c != "e5"}
    said = _plain(count_text(m, you))
    assert said == "Sans Terre, on perd. Sans Feu en jeu (encore 3 niveaux en b4, c4, tous à vous), fin au " \
                   "décompte : vous gagneriez, plus de Terre (3 contre 2). Éteignez vos Feux pour finir la " \
                   "partie.", said
    assert "Éteignez vos Feux" in _plain(count_text(m, you, short=True))
    # the side that would lose is not told to end the game: its Fires are what holds the end off
    m.count = dict(m.count, winners=[1], won=3, runner=2)
    assert "tous à vous" in _plain(count_text(m, you)) and "Éteignez" not in count_text(m, you)
    m.count = dict(m.count, winners=[0], won=3, runner=2)
    # drawn whole in the side's room, in both languages
    import pygame

    from sprites.fonts import TYPE, font
    table.draw_table(pygame.Surface((1280, 720)))
    panels, lay = table.panels, table.layout
    assert panels.beats_rect is not None
    room = (lay.bar_y - 32 - panels.beats_rect.bottom - 4) // font(TYPE.SMALL).get_linesize()
    for lang, words in (("fr", "Éteignez vos Feux"), ("en", "Put out your Fires")):
        i18n.set_lang(lang)
        assert words in count_line(m, you, False, lay.side.width - 4, room)
    i18n.set_lang("en")
    assert count_text(m, you).endswith("(3 to 2). Put out your Fires to end the game."), count_text(m, you)
    i18n.set_lang("fr")


def test_a_partners_fire_is_the_sides_own(app, tmp_path):
    """In 2v2 the Fire of one's partner holds the end off as one's own does: « à vous » is the side's."""
    from test_elemmaster_newcomer import table_for

    from scenes.elemmaster.panels import fire_owners
    table = table_for(app, tmp_path, BOARD)
    m = table.model
    assert fire_owners(m, 0) == "some" and fire_owners(m, None) == "none"
    m.sides = [0, 0]  # seat 1 as seat 0's partner (the model's sides, as a 2v2 view gives them)
    assert fire_owners(m, 0) == "all" and fire_owners(m, 1) == "all"


def test_conseils_tunnel_says_what_a_tunnel_is():
    """nc58 shots 162-164: « Sous-terrain de votre Terre en d1 vers c3 » was the first the newcomer heard of a tunnel,
    learnt from « ? » (« vers une Terre alliée à 2 cases, par-dessus tout »): the hint says it with the move."""
    from lang import plain

    said = {}
    for lang, why in (("fr", "la mettre à l'abri"), ("en", "to shelter it")):
        i18n.set_lang(lang)
        said[lang] = plain(i18n.hint_text("elemmaster", "plan_tunnel", {"cell": "d1", "to": "c3", "why": why, "next": 0,
                                                                         "note": ""}, ["A", "B"]))
    i18n.set_lang("fr")
    assert said["fr"].startswith("Sous-terrain de votre Terre en d1 vers votre Terre en c3, à 2 cases, "
                                 "par-dessus tout"), said
    assert said["en"].startswith("Tunnel from your Earth on d1 to your Earth on c3, 2 cells away, over anything"), said


def test_the_count_question_says_the_whole_stack_is_done_and_a_part_may_act_again(app, tmp_path):
    """nc59 shot 078: « e3 → d4 : combien de jetons déplacer ? » with « Toute la pile (2) ⏎ » first; taken, the
    stack was marked ⊗ and the attack planned with it lost for a turn (said once in the tutorial, never on the
    buttons). The question says it when the rules mark so (`arrives_done`), not for the Air nor a merge."""
    from test_elemmaster_newcomer import cell, table_for

    from game.core import Action
    from game.elemmaster.rules import arrives_done

    i18n.set_lang("fr")
    board = "terrain: forest\nstacks:\n  b2: 0 fire 2\n  b4: 0 air 2\n  d2: 0 fire 1\n  f6: 1 earth 1\ncurrent: 0\n"
    note = "Toute la pile aura fini son tour ; des jetons détachés pourront encore agir."
    table = table_for(app, tmp_path, board)
    view = table.view
    assert arrives_done(view, 0, Action("move", ("b2", "c2", 2))) is True
    assert arrives_done(view, 0, Action("move", ("b2", "c2", 1))) is False
    assert arrives_done(view, 0, Action("move", ("b2", "c3", 1))) is False
    assert arrives_done(view, 0, Action("end", ())) is None
    cell(app, table, "b2")
    cell(app, table, "c2")
    table.refresh_ui()
    assert note in _plain(table.prompt), table.prompt
    for tiny in (table.prompt_short, table.prompt_tiny):
        assert note in _plain(tiny)
    # the Air moved whole is not marked: nothing to say
    table = table_for(app, tmp_path, board)
    cell(app, table, "b4")
    cell(app, table, "b5")
    table.refresh_ui()
    assert "combien" in table.prompt and "aura fini" not in table.prompt, table.prompt
    i18n.set_lang("en")
    table.refresh_ui()
    assert "tokens split off" not in table.prompt
    i18n.set_lang("fr")
