"""Kaiju & Mecha, newcomer nc33: words that say the rule in general, follow the dice, and keep their room."""

from __future__ import annotations

import re

from lang import plain

from game import i18n


def test_the_mechas_caption_says_the_rule_not_an_example():
    """nc33 shots 01+: « Mechas (15 points) : un double 4 prend le 4 », always there, read as if the 4 were
    special. The caption says the rule for every Mecha, and keeps left of the played cards' tag."""
    from scenes.kaiju.layout import L
    from scenes.kaiju.table import MECHAS_CAPTION_ROOM
    from sprites.fonts import TYPE, font

    for lang in ("fr", "en"):
        caption = plain(i18n.t_in(lang, "kaiju.mechas"))
        assert re.findall(r"\d+", caption) == ["15"], caption
        assert "double" in caption and "Mecha" in caption.split(":")[1], caption
        assert font(TYPE.SMALL).size(i18n.t_in(lang, "kaiju.mechas"))[0] <= MECHAS_CAPTION_ROOM, caption
        assert MECHAS_CAPTION_ROOM + 12 + L.mechas[0] <= L.stack[0]


def test_the_tutorial_box_tells_the_bots_double_once_its_dice_show_it(app):
    """nc33 shot-24: « Son double 6 vise votre Mecha 6 » was in the box while the table still said « Bot 2
    (facile) va lancer les dés ». A step's watch words wait for the roll; till then the box says whose turn."""
    from scene_input import run_until, see_held
    from test_kaiju_issue24_r5 import play_steps
    from test_kaiju_newcomer import kaiju_tutorial

    table = kaiju_tutorial(app, speed="instant")
    steps = table.guide.tutorial.steps
    index = next(i for i, s in enumerate(steps) if "double 6" in plain(s.watch_text("fr")))
    # nc33 shot-20: « un 6 vu là peut annuler vos vols » sent the eye looking for a 6 the panel did not
    # show: step 10 names what the panel shows then
    seen = next(i for i, s in enumerate(steps) if s.do == "play 7 draw")
    play_steps(app, table, seen)
    assert table.seen_in(1) == {2: 1}, table.seen_in(1)
    assert "montre ici un 2 ; le reste est caché" in plain(steps[seen].text("fr"))  # nc34 shot-20
    assert "shows a 2 here; their other cards stay hidden" in steps[seen].text("en")
    play_steps(app, table, index)
    watch = steps[index].watch_text()
    said: list[tuple[str, list[int] | None]] = []

    def bot_turn() -> bool:
        see_held(app, table)
        words = table.guide_words()
        if words is not None:
            shows = [d.face for d in table.dice] if table.dice_settled() else None
            said.append((words[0], shows))
        return table.human_to_act() is not None and not table.busy

    assert run_until(app, bot_turn, seconds=60)
    app.stack.pop()
    before = [shows for words, shows in said if words == i18n.t("tutorial.watch")]
    told = [shows for words, shows in said if words == watch]
    assert before and told, said  # the turn said first, then its double
    assert all(shows == [6, 6] for shows in told), said


def test_the_line_under_the_dice_keeps_clear_of_the_tables_edge():
    """nc33 shots 12, 15, 43: « Somme 12 · Différence 0 · Double 6 ! » ran to the table's right edge, its « ! »
    on the border. A double's difference, 0, takes nothing: its line says the sum and the double."""
    from scenes.kaiju.layout import L
    from scenes.kaiju.table import DICE_LINE_ROOM, KaijuTable
    from sprites.fonts import TYPE, fit_text, font

    cx = (L.dice[0][0] + L.dice[1][0]) // 2
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        for a in range(1, 7):
            for c in range(1, 7):
                text = KaijuTable.dice_line(a, c)
                w = font(fit_text(text, DICE_LINE_ROOM, TYPE.BODY, True, floor=TYPE.SMALL), True).size(text)[0]
                assert w <= DICE_LINE_ROOM and cx + w / 2 <= L.home.right - 20, (text, w)
                assert ("0" not in text.split("·")[-1]) if a == c else str(abs(a - c)) in text, text
    i18n.set_lang("fr")
    assert plain(KaijuTable.dice_line(6, 6)) == "Somme 12  ·  Double 6 !"


def test_the_persons_bubble_on_the_name_line_keeps_clear_of_the_legend(app, tmp_path):
    """nc33 shot-50: « Aucune carte pour annuler », on the person's name line beside « 42 points avec le bonus
    des 1 », sat right against the legend's first line. It keeps a few pixels off the legend's words."""
    from scene_input import open_scenario

    from sprites.fonts import TYPE, font

    path = tmp_path / "s50.yaml"
    path.write_text(S50, encoding="utf-8")
    table = open_scenario(app, "kaiju", ["human", "bot:easy"], path)
    i18n.set_lang("fr")
    home = table.home
    box, size = table.bubble_place(home, i18n.t("kaiju.bubble.pass_none"))
    first = [cell for cell, _, _ in table.legend_cells()][:3]
    words_top = min(cell.centery - font(TYPE.SMALL).get_height() // 2 for cell in first)
    app.stack.pop()
    assert box.top < first[0].top, (box, first[0])  # on the name line, as in the shot
    assert box.bottom + 3 <= words_top, (box, words_top)
    assert size >= 14


S50 = """\
seats: 2
active: 1
phase: main
dice: [2, 3]
table: [8, 4, 4, 1, 10, 7, 7, 8]
players:
  - hand: [1, 3, 3, 5]
    mechas: [5]
  - hand: [1, 7]
    mechas: [6]
"""
