"""Elem Master, the twentieth newcomer's game (round 22): the tutorial says what a second move does to a
detached piece, that the Mountains do not grow an Air by themselves, and who the souffle marks."""

from __future__ import annotations

from test_elemmaster_f19 import _plain, board  # noqa: F401  (board: the scenes' tests below)

from game import i18n


def test_the_tutorial_says_a_second_move_marks_and_growth_is_chosen():
    """nc20 shots 20, 43, 58: the Air « en Montagne, le terrain où l'Air grandit » stayed at level 1;
    the detached Fire moved twice could not attack; the ⊗ went to the Air that blew, not the Fire."""
    from game import tutorial
    tut = tutorial.load("elemmaster")
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        said = [_plain(s.text()) for s in tut.steps]
        split = next(s for s in said if ("partie détachée" if lang == "fr" else "part split off") in s)
        # nc36 shot 30: « n'attaquera plus si elle se déplace encore » read three times: said the simpler way
        assert ("peut encore bouger ou attaquer" if lang == "fr" else "may still move or attack") in split, split
        mountain = next(s for s in said if s.startswith("Ce second pas" if lang == "fr" else "This second step"))
        # nc24 shot 21: « n'y grandit pas tout seul » read as if some pieces grew by themselves
        assert ("Vous pourrez y faire grandir votre Air" if lang == "fr" else "You may grow your Air there") in mountain
        assert "tout seul" not in mountain and "by itself" not in mountain, mountain
        souffle = next(s for s in said if "Souffle ×1" in s and ("Cliquez" in s or "Click" in s))
        assert ("pas le Feu poussé" if lang == "fr" else "not the pushed Fire") in souffle, souffle


AIR = ("terrain: steppe\nstacks:\n  a1: 0 earth 2\n  c1: 0 air 1\n  f6: 1 earth 1\n  b6: 1 water 1\n"
       "  c6: 1 fire 1\ncurrent: 0\n")


def _shown(app, table) -> bool:
    from waiting import wait_until
    return wait_until(lambda: table.acting_seat() is not None, 10, 0, lambda: app.frame(1 / 60))


def test_an_air_is_not_offered_its_free_step_once_it_is_made(app, tmp_path):
    """nc20 shot 91: after d2 → d3 → d4, « d4 : votre Air peut faire un second pas, gratuit » again."""
    from scene_input import click
    i18n.set_lang("fr")
    table = board(app, tmp_path, AIR)
    click(app, table.layout.cell_rect("c1").center)
    click(app, table.layout.cell_rect("c2").center)
    assert _shown(app, table) and table.selection.cells == ["c2"], table.selection.cells
    assert _plain(table.prompt).startswith("c2 : votre Air peut faire un second pas"), table.prompt
    click(app, table.layout.cell_rect("c3").center)
    assert _shown(app, table) and table.model.stacks["c3"].element == "air"
    assert not table.selection.cells, table.selection.cells
    assert "second pas" not in _plain(table.bottom_text()), table.bottom_text()


def test_an_undo_takes_back_the_warning_of_the_move_it_undoes(app, tmp_path):
    """nc20 shot 59: « votre Feu en c5 est maintenant à portée » still said with the Fire back on b4."""
    from scene_input import click
    i18n.set_lang("fr")
    table = board(app, tmp_path, AIR.replace("  c1: 0 air 1\n", "  c4: 0 fire 1\n"))
    click(app, table.layout.cell_rect("c4").center)
    click(app, table.layout.cell_rect("c5").center)
    assert _shown(app, table) and table.model.stacks["c5"].element == "fire"
    from waiting import wait_until
    assert wait_until(lambda: table.exposed_line is not None, 10, 0, lambda: app.frame(1 / 60))
    assert "maintenant à portée" in _plain(table.bottom_text())
    table.undo()
    assert _shown(app, table) and "c4" in table.model.stacks
    assert table.exposed_line is None and "à portée" not in _plain(table.bottom_text()), table.bottom_text()


def test_the_auto_tag_and_the_hints_notices_cover_no_button_nor_line(app, tmp_path):
    """nc20 shots 76, 78: « auto » lay on « Annuler (U) » (« Annul auto »), and the notice « Le conseil
    reviendra… » over the line under the board and « Fin de tour (E) » (too long to find a free place)."""
    import pygame
    from scene_input import click

    from sprites.fonts import TYPE, render
    i18n.set_lang("fr")
    table = board(app, tmp_path, AIR.replace("  c1: 0 air 1\n", "  c4: 0 fire 1\n"))
    click(app, table.layout.cell_rect("c4").center)
    click(app, table.layout.cell_rect("c5").center)
    assert _shown(app, table)
    from game.core import Action
    from game.hints import Hint
    table.hint_shown = Hint(0, Action.parse("grow a1"), "plan_grow", {})  # its box, without the search
    table.toggle_auto_hint()
    app.frame(1 / 60)
    tags = {b.tag for b in table.tools.buttons}
    assert {"undo", "hint"} <= tags, tags
    hint = next(b for b in table.tools.buttons if b.tag == "hint")
    pill = table.auto_tag_rect(hint.rect)
    assert pygame.Rect(0, 0, 1280, 720).contains(pill), pill
    keep = [b.rect for b in table.every_button()] + [table.aid_rect, table.note_rect, table._hint_box()[0]]
    assert pill.collidelist(keep) == -1, (pill, keep[pill.collidelist(keep)])
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        for key in ("elemmaster.hint_started", "elemmaster.hint_kept", "elemmaster.hint_stopped"):
            img = render(i18n.t(key), TYPE.BODY, (0, 0, 0))
            r = table.error_rect(img.get_size())
            assert r.collidelist(table.toast_avoid()) == -1, (lang, key, r)


def test_a_souffle_shows_no_mark_on_the_pushed_piece_and_the_panel_counts_at_one_moment():
    """nc20 shots 42-43: mid-souffle the panel read « Feu 5/2 », « Air 1/4 » (the board counted, the
    reserve not yet), then 5/1 and 1/5; the pushed Fire showed a ⊗ that then went to the Air."""
    from game import tutorial
    from scenes.elemmaster.model import ElemMasterModel
    tut = tutorial.load("elemmaster")
    match = tut.new_match()
    for step in tut.steps[:-1]:
        match.run_bots()
        if not step.reads:
            match.play(tut.person, step.pick(match.state.legal_actions(tut.person)))
    match.run_bots()
    m = ElemMasterModel.from_view(match.state.view(0), 0)
    before = [(m.counts(s, settled=True), dict(m.reserve[s] or {})) for s in range(2)]
    events = match.play(tut.person, tut.steps[-1].pick(match.state.legal_actions(tut.person)))
    assert events and "status" in events[-1].data
    for ev in events[:-1]:
        m.apply(ev)
        if "status" in ev.data:
            break
        assert [(m.counts(s, settled=True), dict(m.reserve[s] or {})) for s in range(2)] == before, ev.kind
        fire = m.stacks.get("e5")
        assert fire is None or not fire.played, ev.kind
    assert m.counts(0) == m.counts(0, settled=True)


def test_conseils_safety_words_promise_nothing_of_the_enemys_next_turn():
    """nc20 shot 64: « aucune de vos pièces ne reste au contact d'un ennemi qui la bat », and the bot's
    waves took two Fires the next turn: the words say « pour l'instant », « déjà »."""
    i18n.set_lang("fr")
    said = _plain(i18n.hint_text("elemmaster", "why_safe", {}))
    assert said.startswith("pour l'instant, aucune de vos pièces"), said
    assert "sans pièce déjà au contact" in _plain(i18n.hint_text("elemmaster", "why_grow", {"n": 1, "safe": 1}))
    i18n.set_lang("en")
    assert i18n.hint_text("elemmaster", "why_safe", {}).startswith("for now,")


def test_a_persons_turn_opens_with_what_the_bot_took_and_where(app, tmp_path):
    """nc20 shots 73-74: two Fires lost to the bot's waves, told only by 8-10 lines of the log; the
    line under the board says it in one sentence when the person's turn begins."""
    from waiting import wait_until
    i18n.set_lang("fr")
    table = board(app, tmp_path, "terrain: steppe\nstacks:\n  a1: 0 earth 2\n  c4: 0 fire 1\n  f6: 1 earth 2\n"
                  "  c5: 1 water 2\n  e4: 0 air 1\n  d1: 0 fire 1\n  a6: 1 fire 1\ncurrent: 1\n",
                  seats=("human", "bot:hard"))
    assert wait_until(lambda: table.acting_seat() == 0, 20, 0, lambda: app.frame(1 / 60))
    said = _plain(table.bottom_text())
    assert said.startswith("Pendant le tour de Bot 2"), said
    assert table.model.stacks["c4"].owner == 1, "the Water put the Fire out and took its place"
    # (and by which piece: nc58 shot 241)
    assert said.startswith("Pendant le tour de Bot 2 (difficile) : votre Feu en c4 a disparu sous l'attaque de "
                           "l'Eau en c5."), said
    table.deselect()
    from scene_input import click
    click(app, table.layout.cell_rect("a1").center)
    click(app, table.layout.cell_rect("a1").center)
    assert _shown(app, table)
    assert "Pendant le tour" not in _plain(table.bottom_text()), "said until the person's first action"


def test_a_winning_turns_hint_leaves_the_finding_to_the_person_first():
    """nc20 shot 103: « Ce tour gagne la partie : commencez par d5 », the win felt half the hint's."""
    i18n.set_lang("fr")
    said = _plain(i18n.hint_text("elemmaster", "plan_win", {"cell": "d5"}))
    assert said == "Ce tour peut gagner la partie : cherchez comment, ou commencez par d5.", said


def test_the_line_on_the_others_turns_names_one_bot_or_all_of_them():
    i18n.set_lang("fr")
    assert _plain(i18n.t("elemmaster.losses_head", who="Bot 2", many=0)) == "Pendant le tour de Bot 2"
    assert _plain(i18n.t("elemmaster.losses_head", who="Bot 2", many=1)) == "Pendant les tours des autres joueurs"
    i18n.set_lang("en")
    assert i18n.t("elemmaster.losses_none", head=i18n.t("elemmaster.losses_head", who="Bot 2", many=0)) \
        == "Bot 2 played: you lost nothing."
