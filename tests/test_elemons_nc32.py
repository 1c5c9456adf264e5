"""Round 32 newcomer's Elemons findings (nc32)."""

from __future__ import annotations

import pygame
from test_elemons_newcomer4 import table_at

from game import i18n


def test_the_bots_line_under_the_grid_gives_way_once_the_turn_is_the_persons(app, tmp_path):
    """nc32 shots 17, 66: « — Tour de Joueur 1 — » in the log, and still « Bot 2 joue… » under the grid while
    the Rock fell and the bot's new tiles came: the person did not know whether to click. Once the screen
    shows the person's turn and takes their clicks, the line under the grid is their order."""
    i18n.set_lang("fr")
    grid = ["pyromon", "geomon", "hydromon", "geomon", "aeromon", "floramon", "polymon", "electromon", "hydromon"]
    table = table_at(app, tmp_path, grid, ["floramon"] * 8)
    table.act(0, table.grid_attempt(0))
    while table.busy:
        app.frame(1 / 60, draw=False)
    table.act(0, table.grid_attempt(1))  # a miss; the bot then wins the Geomons and lays a Rock
    surf = pygame.Surface((1280, 720))
    said, early = [], 0
    for n in range(900):
        app.frame(1 / 60, draw=False)  # (the line under the grid is all this test looks at: the suite's time)
        if table.up_slots:
            table._release_up()
        if table.m.current == 0 or n % 8 == 0:  # (where the prompt is set; a picture in 8 meanwhile)
            table.draw_prompt(surf)
        said.append((table.m.current, table.prompt))
        if table.m.current == 0 and table.deciding() == 0:
            early += table.busy
            assert table.prompt and "Bot 2" not in table.prompt, table.prompt
        if table.human_to_act() == 0:
            break
    assert table.human_to_act() == 0 and [m for s, m in table.feed.match.moves if s == 1] == [
        "flip 1", "flip 3", "rock 6"]
    assert early, "the person's turn shown while the bot's Rock still played: the case nc32 met"
    assert any(seat == 1 and "Bot 2 (facile) joue" in words for seat, words in said)


def test_the_aeromons_picker_says_what_its_warning_means_before_any_pick(app, tmp_path):
    """nc32 shots 43-44: the « ! » on the picker's Elemons meant nothing until one was picked. While one wears
    it, the instruction says what it means, whole in its lines; the pictures stay put through the picks and
    end above the buttons. Without a « ! », no such words."""
    from test_elemons_nc21 import aeromon_swap

    from scenes.elemons.table import BAR_TOP, prompt_whole

    i18n.set_lang("fr")
    table = aeromon_swap(app, tmp_path, won="[[electromon, pyromon], [electromon, electromon, geomon]]")
    mark = i18n.t("elemons.swap_mark")
    assert table.gift_marked() and mark in table.prompt and prompt_whole(table.prompt), table.prompt
    assert "«\u202f!\u00a0»\u00a0: le donner rapprocherait l'adversaire d'un Gigamon." == mark
    before = table.swap_rows()
    assert all(r.bottom < BAR_TOP for row in before for r, _ in row)
    row1, row2 = (dict((k, r) for r, k in row) for row in before)
    for kind in ("pyromon", "electromon"):
        assert table.swap_pick_at(row1[kind].center)
        assert table.swap_rows() == before and prompt_whole(table.prompt), table.prompt
    assert table.swap_pick_at(row2["electromon"].center)
    assert table.swap_rows() == before
    assert i18n.t_in("en", "elemons.swap_mark") == "\"!\": giving it would bring your opponent close to a Gigamon."


def test_no_warning_no_words_on_it(app, tmp_path):
    from test_elemons_nc21 import aeromon_swap

    i18n.set_lang("fr")
    table = aeromon_swap(app, tmp_path, won="[[pyromon], [geomon]]")
    assert not table.gift_marked()
    assert table.prompt == i18n.t("elemons.prompt.swap"), table.prompt


def test_the_tutorial_pauses_less_and_says_the_opponents_held_elemons_first():
    """nc32: too many « Prenez le temps de bien regarder » pauses; steps 5 and 19 were walls of text; the bot's
    « Elemons en main : 2, face cachée » was never told. The Rock is said with the next flip (one pause less),
    those two steps are shorter, and step 1 names the opponent's two face-down Elemons."""
    from test_elemons_newcomer4 import words

    from game import tutorial

    steps = tutorial.load("elemons").steps
    assert sum(s.do == "read" for s in steps) <= 3, [s.text("fr") for s in steps if s.do == "read"]
    rock = next(s for s in steps if "Rocher" in s.text("fr"))  # (f52: in the box shown as it lands, nc63 019-021)
    assert rock.do == "read" and "deux Geomons" in rock.text("fr"), "said in the bot's turn's box"
    first = steps[0].text("fr").replace("\u00a0", " ")
    assert "vous un Electromon, l'adversaire deux." in first and "your opponent two." in steps[0].text("en")
    peek = next(s for s in steps if s.do == "peek 3")
    low = next(s for s in steps if s.do == "flip 2")
    for lang in ("fr", "en"):
        assert len(words(peek.text(lang))) <= 32 and len(words(low.text(lang))) <= 37, lang
        assert "(" not in low.text(lang)


def test_the_legend_and_the_optional_setting_read_short(app):
    """nc32 shot 18: the tutorial's legend took three lines, its pale frame read several times; shot 54: the
    setting's note under « Toujours 2 s, sans clic » made the person wonder whether to click it to go on."""
    import scenes.elemons.table as screen
    from sprites.fonts import TYPE, wrap

    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        for key in ("elemons.frames_tutorial", "elemons.frames_tutorial_no_ring"):
            assert len(wrap(i18n.t(key), screen.PROMPT_WIDTH, TYPE.SMALL)) <= 2, (lang, key)
        note = i18n.t("elemons.tiles_up_fast_note")
        assert note.startswith(("Facultatif", "Optional")), note
        first, _, rest = note.partition(". ")
        assert all(len(wrap(x, screen.FAST_NOTE_WIDTH, TYPE.SMALL)) == 1 for x in (first + ".", rest)), note
    i18n.set_lang("fr")


def test_ones_own_pair_flying_to_the_hand_asks_no_click_in_the_tutorial_box(app):
    """nc32 shot 39: while the person's Aeromons flew to their hand, the box said « Prenez le temps de bien
    regarder, puis cliquez ou appuyez sur une touche pour continuer », though the flight goes on by itself:
    one more pause for nothing. The box keeps the step just played until the pair has landed."""
    from test_tutorial import follow_guide, open_tutorial

    from game.i18n import t
    from scenes.elemons.table import PAIR_FLY
    from sprites.tween import Tween

    i18n.set_lang("fr")
    table = open_tutorial(app, "elemons")
    assert follow_guide(app, table, lambda: table.guide.index >= 1 and not table.busy)
    table.up_who_won = table.viewer
    table.pair_flight = table.rings.add(Tween(0.0, 1.0, PAIR_FLY))  # one's own pair flying to the hand
    assert table.holds_events() and not table.held
    total = len(table.guide.tutorial.steps)
    assert table.guide_words() == (table.guide.tutorial.steps[0].text(), t("tutorial.step", n=1, total=total))


def test_a_caught_gigamons_card_keeps_off_the_panels_text_lines(app, tmp_path):
    """nc32 shot 30: the large Meteoromon card flew straight to the panel's middle, over the bot panel's
    « Elemons en main : 3, dont 1 vu ». It shrinks over the grid, then goes across under the text lines, to
    its place in the panel."""
    from game.core import Event

    i18n.set_lang("fr")
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6)
    for seat in (0, 1):
        table.anim.flights.clear()
        table.on_gigamon_caught(Event("gigamon_caught", seat, {"kind": "electromon", "gigamon": "meteoromon",
                                                               "from": None}))
        flights = list(table.anim.flights)
        assert len(flights) == 2 and max(f.start.width for f in flights) >= 150, "still the large card first"
        lines = [pygame.Rect(r.x, r.y, r.width, 50) for r in (table.panel_rect(0), table.panel_rect(1))]
        for _ in range(90):
            table.anim.tweens.step(1 / 60)
            for f in flights:
                if f.tween.elapsed >= f.tween.delay and not f.tween.done:
                    assert f.rect().collidelist(lines) == -1, (seat, f.rect())
        assert table.panel_rect(seat).contains(flights[-1].end)
        assert flights[-1].end.colliderect(table.giga_rect(seat, 0))


def test_the_tutorials_pale_frame_says_when_it_was_laid():
    """nc34 shots 17, 21: « Pâle : tuile neuve » did not match tiles fresh from the pioche with no pale frame;
    the frame marks a tile laid since the end of your turn, never turned, as the game's legend says. (nc61: every
    tile come from the pile keeps it until turned, whoever's turn laid it: « venue de la pioche, jamais retournée ».)"""
    for lang, words in (("fr", "jamais montrée à tous"), ("en", "never shown to all")):
        i18n.set_lang(lang)
        legend = i18n.t("elemons.frames_tutorial").replace("\u00a0", " ")
        assert words in legend and "neuve" not in legend and "new tile" not in legend, legend
    i18n.set_lang("fr")
