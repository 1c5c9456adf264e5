"""Issue 24, round 9, the shared table kit: the tool row's labels each on one line in every game and
both languages ("Annuler (U)" wrapped onto two lines beside "Revoir le tour (L)"), and a click on
the setup screen leaves the keyboard's focus frame where it was (a click on ◀ framed "Jouer")."""

from __future__ import annotations

import pygame
import pytest
from scene_input import click, key, run
from test_tutorial import open_tutorial

from game import i18n, registry
from game.match import Match
from scenes.app import open_table
from scenes.menu import MenuScene, SetupScene
from scenes.table import TableScene
from scenes.ui import PAD
from sprites.fonts import TYPE, font


def full_row(table: TableScene, monkeypatch) -> list:
    """The tool row at its fullest: a move to take back, a turn to see again and the hint."""
    monkeypatch.setattr(table, "_undo_seat", lambda: 0)
    monkeypatch.setattr(table, "last_record", lambda: object())
    table._build_tools()
    table.tools.share()
    return list(table.tools.buttons)


def check_row(table: TableScene, buttons: list, where: str) -> None:
    r = table.tool_rect
    for b in buttons:
        size, lines = b.fitted()
        assert lines == [b.label], f"{where}: '{b.label}' does not fit one line ({lines}) in {b.rect}"
        assert font(size).size(b.label)[0] <= b.rect.width - PAD, (where, b.label, size, b.rect)
        assert size >= TYPE.SMALL, (where, b.label, size)
        assert r.contains(b.rect), f"{where}: '{b.label}' {b.rect} leaves the tool row {r}"
    for i, a in enumerate(buttons):
        for b in buttons[i + 1:]:
            assert not a.rect.colliderect(b.rect), (where, a.label, b.label)
    sizes = {b.fitted()[0] for b in buttons}
    assert len(sizes) == 1, f"{where}: the row's labels at several sizes {sizes}"


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("gid", registry.GAME_IDS)
def test_every_tool_label_fits_one_line_in_a_game(app, monkeypatch, gid, lang):
    i18n.set_lang(lang)
    app.settings.speed = "instant"
    open_table(app, Match(gid, ["human", "bot:" + registry.get(gid).strengths[0]], seed=3))
    table = app.stack.top
    run(app, 0.2)
    buttons = full_row(table, monkeypatch)
    assert {b.tag for b in buttons} == {"undo", "again", "hint"}, [b.tag for b in buttons]
    check_row(table, buttons, f"{gid} {lang}")
    size = buttons[0].fitted()[0]
    # Undo goes: the others keep their names and their size (no label jumps when it comes and goes)
    monkeypatch.setattr(table, "_undo_seat", lambda: None)
    table._build_tools()
    table.tools.share()
    rest = list(table.tools.buttons)
    assert [b.label for b in rest] == [b.label for b in buttons if b.tag != "undo"]
    assert {b.fitted()[0] for b in rest} == {size}, gid
    check_row(table, rest, f"{gid} {lang} without Undo")


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("gid", registry.GAME_IDS)
def test_every_tool_label_fits_one_line_in_the_tutorial(app, monkeypatch, gid, lang):
    i18n.set_lang(lang)
    table = open_tutorial(app, gid)
    run(app, 0.2)
    monkeypatch.setattr(table, "guide_free", lambda: True)  # a step with its hint button
    buttons = full_row(table, monkeypatch)
    assert {b.tag for b in buttons} == {"again", "hint"}, [b.tag for b in buttons]
    check_row(table, buttons, f"{gid} tutorial {lang}")
    again = next(b for b in buttons if b.tag == "again")
    # the name it has in a game, where Undo stands beside it (nc10: two names read as two buttons)
    assert again.label == i18n.t("lastturn.button_short"), again.label
    assert again.fitted()[0] == table.tool_labels()[2], again.fitted()


def test_a_click_on_the_setup_screen_moves_no_focus_frame(app):
    """Only Tab and the arrows move the frame; a click on ◀ ▶ leaves it where it was (none here), and
    Enter still plays at once."""
    i18n.set_lang("fr")
    app.stack.push(MenuScene(app))
    app.stack.push(SetupScene(app, "elemons"))
    setup = app.stack.top
    app.frame(1 / 60)
    assert setup.bar.focus == -1, "no frame before any key"
    for tag in ("seat_back:1", "seat_up:1", "seat_up:1", "seat_back:1"):
        b = next(b for b in setup.bar.buttons if b.tag == tag)
        click(app, b.rect.center)
        assert setup.bar.focus == -1, f"a click on {tag} framed '{setup.bar.buttons[setup.bar.focus].label}'"
    assert setup.seats[1] == "bot:close", setup.seats
    # Tab puts the frame on a button; a click elsewhere keeps it on that same button
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    framed = setup.bar.buttons[setup.bar.focus]
    b = next(b for b in setup.bar.buttons if b.tag == "seat_up:1")
    click(app, b.rect.center)
    assert setup.bar.buttons[setup.bar.focus].tag == framed.tag, "the frame followed the click"
    # with no frame, Enter plays at once
    setup.bar.focus = -1
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, TableScene), app.stack.top


# -- banners and notices keep off the title and the pieces where a free place exists -----------------
SCREEN = pygame.Rect(0, 0, 1280, 720)


def hides_a_piece(table: TableScene, r: pygame.Rect) -> bool:
    """The pointer could ask about a point under `r` (a 8-pixel lattice and the edges)."""
    xs = [*range(r.left, r.right, 8), r.right - 1]
    ys = [*range(r.top, r.bottom, 8), r.bottom - 1]
    return any(table.inspect_at((x, y)) is not None for y in ys for x in xs)


@pytest.mark.parametrize("gid", registry.GAME_IDS)
def test_a_banner_keeps_off_the_title_and_the_pieces_where_it_can(app, gid):
    i18n.set_lang("fr")
    app.settings.speed = "instant"
    open_table(app, Match(gid, ["human", "bot:" + registry.get(gid).strengths[0]], seed=3))
    table = app.stack.top
    run(app, 1.0)
    table.banner("Élimination de Bot 2 (facile)", 3.0)
    banner = table.anim.banner_item
    own = banner.rect(SCREEN)
    surf = pygame.Surface(SCREEN.size)
    table.draw(surf)
    shown = table.anim.banner_item.rect(SCREEN)
    assert table.anim.banner_item is banner
    if shown == own:  # left where the table put it: it hides nothing there, or no free place exists
        clear = not shown.colliderect(table.title_rect()) and not hides_a_piece(table, shown)
        assert clear or table.banner_spot(shown, surf) is None, f"{gid}: {shown} stayed over the title or a piece"
    assert SCREEN.contains(shown), (gid, shown)
    if shown != own:
        assert not shown.colliderect(table.title_rect()), f"{gid}: the banner moved onto the title"
        assert not hides_a_piece(table, shown), f"{gid}: the banner moved onto a piece at {shown}"
        assert shown.collidelist(table.banner_avoid()) < 0, (gid, shown)
    if gid == "elemmaster":  # over the board's middle before: now above the board, beside the title, where
        # its table draws it (round 16), so the kit has nothing to move
        assert shown.bottom <= 62 and not shown.colliderect(table.title_rect()), shown
    if gid == "elemons":  # over the title before, then moved beside it: now put right of it by its table
        assert not shown.colliderect(table.title_rect()) and shown.bottom <= 62, shown


@pytest.mark.parametrize("gid", registry.GAME_IDS)
def test_the_red_notice_keeps_off_the_title(app, monkeypatch, gid):
    """Monsters' red notice climbed onto the game's name when the foot of the screen was taken."""
    i18n.set_lang("fr")
    app.settings.speed = "instant"
    open_table(app, Match(gid, ["human", "bot:" + registry.get(gid).strengths[0]], seed=3))
    table = app.stack.top
    run(app, 1.0)
    # all but the top band taken: the notice goes up there, beside the title, never over it
    monkeypatch.setattr(table, "keep_clear", lambda: [pygame.Rect(0, 60, 1280, 660)])
    surf = pygame.Surface(SCREEN.size)
    table.flash("Ce coup n’est pas permis ici")
    table.draw(surf)
    from sprites.fonts import render

    r = table.error_rect(render("Ce coup n’est pas permis ici", TYPE.BODY, (0, 0, 0)).get_size())
    assert not r.colliderect(table.title_rect()), f"{gid}: the notice {r} over the title {table.title_rect()}"
