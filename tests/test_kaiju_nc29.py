"""Kaiju & Mecha, newcomer nc29: Conseil's box says the move and one reason in at most ten lines at its
full size (shots 83, 93: 12-13 lines of small type), and a take of every 8 is said as one (shots 42, 47)."""

from __future__ import annotations

import pygame
from hint_walk import hinted_moves
from lang import plain

from game import i18n
from game.match import Match
from scenes.kaiju.table import KaijuTable
from sprites.fonts import font, wrap

SHOT47 = """\
seats: 2
active: 0
phase: main
dice: [1, 3]
table: [11, 7, 5, 4, 8, 8, 2, 2]
players:
  - hand: [1, 9, 10]
  - hand: [3, 3, 6, 7]
pile_top: [4]
"""


def test_conseil_fits_ten_lines_of_its_box_at_full_size():
    """Every hint of a hard bots' game, its closing line included, wraps to at most ten lines at 16 px
    in the box's width, in French and in English: the box keeps its full-size type (it shrank to 12).
    A steal's advice says its odds besides (nc53 shot 061): the box has room for twelve, and that advice
    may take them."""
    pygame.font.init()
    rect, size = KaijuTable.hint_rect, 16
    room = (rect.height - 44) // font(size).get_linesize()
    assert room >= 12, room
    m = Match("kaiju", ["bot:hard", "bot:hard"], seed=3)
    hints = [h for _seat, h in hinted_moves(m, 120)]
    reasons = {h.reason for h in hints}
    worst: dict[tuple[str, bool], tuple[int, str]] = {}
    for lang in ("fr", "en"):  # one switch of language each (a switch is slow)
        i18n.set_lang(lang)
        tail = i18n.t("kaiju.hint_lasts")
        for h in hints:
            body = f"{i18n.hint_text('kaiju', h.reason, h.params, ['Joueur 1', 'Bot 2'])} {tail}"
            lines = len(wrap(body, rect.width - 24, size))
            odds = bool(h.params.get("odds"))
            if lines > worst.get((lang, odds), (0, ""))[0]:
                worst[lang, odds] = (lines, plain(body))
    i18n.set_lang("fr")
    assert len(reasons) >= 6, reasons  # takes, plays, cancels and passes were all met
    assert any(odds for _, odds in worst), "a steal was advised"
    for (lang, odds), (lines, body) in worst.items():
        assert lines <= (room if odds else 10), (lang, lines, body)


def test_a_play_leading_to_every_8_says_every_8(tmp_path):
    """nc29 shots 42, 47: « puis prenez la carte 8 au centre » while « Prendre tous les 8 (5 + 3) » took
    both 8s (16 points): the words follow the take."""
    path = tmp_path / "s47.yaml"
    path.write_text(SHOT47, encoding="utf-8")
    m = Match("kaiju", ["human", "bot:hard"], scenario=str(path))
    h = m.hint(0)
    assert h is not None and h.action.kind == "play", h
    fr = plain(i18n.hint_text("kaiju", h.reason, h.params, ["Joueur 1", "Bot 2"]))
    assert "puis prenez tous les 8 du centre" in fr and "la carte 8" not in fr, fr
    i18n.set_lang("en")
    en = i18n.hint_text("kaiju", h.reason, h.params, ["Player 1", "Bot 2"])
    i18n.set_lang("fr")
    assert "then take every 8 in the centre" in en, en


STEAL80 = """\
seats: 2
active: 1
phase: main
dice: [3, 3]
table: [7, 1, 1, 6, 1, 3, 5, 6]
players:
  - hand: [1, 2, 5, 7, 8, 8, 8, 10, 11]
    mechas: [3]
  - hand: [2, 3, 3, 3, 4, 4, 4, 7]
    mechas: [6]
pile_top: [9]
"""


def _brightest(surf: pygame.Surface, rect: pygame.Rect) -> int:
    return max(sum(surf.get_at((x, y))[:3]) // 3 for x in range(rect.left, rect.right, 2)
               for y in range(rect.top, rect.bottom))


def test_the_stolen_box_leaves_no_words_sticking_out_of_its_edge(app, tmp_path):
    """nc29 shot-80: the box « Bot 2 tente votre Mecha 3 au hasard » crossed the bot's panel, and the ends
    of its lines stuck out at the box's right edge (« … chez vous », half the pill « volé ! »). The board
    behind the box is veiled (the box itself opaque); the log beside it stays as bright as before."""
    from scene_input import open_scenario

    from game.core import Event
    from scenes.kaiju.layout import L

    path = tmp_path / "s80.yaml"
    path.write_text(STEAL80, encoding="utf-8")
    table = open_scenario(app, "kaiju", ["human", "bot:easy"], path)
    steal = Event("card_stolen", 1, {"from": 0, "card": 1, "kept": True, "mecha_wanted": 3})
    table.model.apply(steal)
    table.on_card_stolen(steal)
    assert table.reveal == 1
    box = table.reveal_parts()[0][0]
    y, _width, h = L.opponents
    beside = pygame.Rect(box.right + 2, box.top, 50, y + h - 8 - box.top)  # the panel's line ends
    log = pygame.Rect(table.log_rect.x + 8, table.log_rect.y + 8, table.log_rect.width - 16, 40)  # its first lines
    surf = pygame.Surface((1280, 720))
    table.draw(surf)
    veiled, log_veiled = _brightest(surf, beside), _brightest(surf, log)
    table.reveal_left = 0.0  # the box gone: the same frame bare
    table.draw(surf)
    bare, log_bare = _brightest(surf, beside), _brightest(surf, log)
    assert bare > 150 and veiled < 110, (bare, veiled)
    assert log_veiled >= log_bare - 5, (log_veiled, log_bare)
    app.stack.pop()


def test_the_tutorial_names_the_panel_line_to_watch():
    """nc29 shot-24: « volez quand il n'a plus de 6 » while the bot's panel never showed a 6: step 10
    names the panel's own words (« vu entrer dans sa main (son panneau) »), where a 6 would show."""
    from game import tutorial

    tut = tutorial.load("kaiju")
    steps = {(s.do, k): plain(v) for s in tut.steps for k, v in s.say.items()}
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        line = plain(i18n.t("kaiju.seen.cards", cards="")).rstrip(" :\u00a0")
        assert line.lower() in steps[("play 7 draw", lang)].lower(), (line, steps[("play 7 draw", lang)])
    i18n.set_lang("fr")
