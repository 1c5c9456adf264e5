"""Kaiju & Mecha, newcomer nc26: the first click after a read box went by itself, however late, is not
answered by a refusal where the box stood."""

from __future__ import annotations

import pygame

SHOT72 = """\
seats: 2
active: 0
phase: main
dice: [2, 2]
table: [3, 7, 5, 3, 4, 7, 7, 5]
players:
  - hand: [6, 8]
    mechas: [1, 4]
  - hand: [1, 1, 1, 2, 2, 4, 7]
    mechas: [2, 3]
pile_top: [6]
"""


def _table(app, tmp_path, text: str = SHOT72):
    from scene_input import open_scenario

    path = tmp_path / "main.yaml"
    path.write_text(text, encoding="utf-8")
    return open_scenario(app, "kaiju", ["human", "bot:easy"], path)


def _click(table, pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        table.handle_table(pygame.event.Event(kind, button=1, pos=pos))


def test_the_first_click_after_the_box_went_however_late_is_not_refused(app, tmp_path):
    """nc26 shot-72: the person stole a 3 (« Un 3 : il est défaussé et vous prenez une Blessure »); the
    box went by itself while the person read it, and the click aimed at it came some seconds later, on
    the 3 under it: red « Les dés 2, 2 ne prennent pas 3 ». Until the person clicks or presses a key, the
    first click where the box stood takes nothing the rules refuse; the next one is answered."""
    from scene_input import spy_on

    from scenes.kaiju.layout import READ_STOLEN, REVEAL_LATE

    table = _table(app, tmp_path)
    table.show_stolen(0, 1, 3, None)
    three = table.places.slot_rect(3).center
    assert table.reveal_parts()[0][0].collidepoint(three), "the 3 of shot 72 lay under the box"
    table.update(READ_STOLEN + 0.01)
    assert table.reveal is None
    table.update(REVEAL_LATE + 4.0)
    said = spy_on(table, "flash")
    moves = len(table.feed.match.moves)
    _click(table, three)
    assert not said and len(table.feed.match.moves) == moves, said
    _click(table, three)
    app.stack.pop()
    assert said and "ne prennent pas 3" in str(said[-1]), said


def test_a_click_elsewhere_first_leaves_the_next_late_click_its_refusal(app, tmp_path):
    """Once the person has done anything else, a refused click where the box stood says why again."""
    from scene_input import spy_on

    from scenes.kaiju.layout import READ_STOLEN, REVEAL_LATE

    table = _table(app, tmp_path)
    table.show_stolen(0, 1, 3, None)
    three = table.places.slot_rect(3).center
    table.update(READ_STOLEN + 0.01)
    table.update(REVEAL_LATE + 4.0)
    said = spy_on(table, "flash")
    table.handle_table(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a"))
    _click(table, three)
    app.stack.pop()
    assert said and "ne prennent pas 3" in str(said[-1]), said


def test_a_mecha_taken_from_the_person_waits_for_their_click(app, tmp_path):
    """nc26 shot-87: Bot 2's 4 stole the person's Mecha 5; its box went by itself while the person looked
    away, leaving a log line and a score 15 points lower. That box waits for the click, as the tutorial's
    does; a plain card taken from the person still goes by itself."""
    from lang import plain

    from scenes.kaiju.layout import READ_STOLEN

    table = _table(app, tmp_path)
    table.show_stolen(1, 0, "M4", None)
    table.update(READ_STOLEN * 3)
    assert table.reveal == "M4" and table.holds_events()
    words = " ".join(plain(text) for _, text, *_ in table.reveal_parts() if text)
    assert "d'elle-même" not in words, words
    table.handle_table(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(640, 360)))
    assert table.reveal is None
    table.show_stolen(1, 0, 6, None)
    table.update(READ_STOLEN + 0.01)
    app.stack.pop()
    assert table.reveal is None


def test_the_bots_points_line_keeps_its_last_word_beside_four_mechas(app, tmp_path):
    """nc26 shots 89, 92: « Au moins 85 points avec le bonus des 1, sans compter 1 carte jamais » ran
    under the bot's four Mechas (the line is bold, it was measured plain). It goes on two lines at its
    comma rather than shrink under 14 px; every line stays left of the Mechas."""
    from lang import plain

    from scenes.kaiju.layout import OPP
    from scenes.kaiju.table import OPP_FAN_W

    table = _table(app, tmp_path)
    lines = ["Au moins 85 points avec le bonus des 1, sans compter 1 carte cachée",
             "Vu entrer dans sa main : 1, 1, 1, 2, 2, 3",
             "Bonus des 1 (+15) : Bot 2 mène : 3 vus chez lui, 2 chez vous"]
    table.seen_lines = lambda seat: lines
    panel = table.places.seat_rect(1)
    left, right = panel.x + 10 + OPP_FAN_W + 24, panel.right - 14 - 4 * (OPP[0] + 4)
    rects = table.seen_rects(1, left, right)
    app.stack.pop()
    said = " ".join(plain(text) for text, _, _ in rects)
    assert "cachée" in said and len(rects) >= 3, rects  # nc31: « 1 carte cachée » fits on one line at 14 px
    assert all(left <= r.x and r.right <= right and size >= 14 and panel.contains(r) for _, r, size in rects), rects
    assert rects[-1][1].bottom < rects[-1][1].y + 20 <= panel.bottom, rects


def test_the_bots_panel_keeps_what_was_seen_until_its_new_card_lands(app, tmp_path):
    """nc26 shots 78, 83: while the bot's take flew to its hand, its panel read « 2 vus chez lui » and
    « 70 points », then « 3 » and 71 once it landed (the memory held the card, the count not yet, and the
    cut fell on a 1). Until it lands the panel says what it said before; then the new card counts."""
    from lang import plain

    from game.core import Event

    table = _table(app, tmp_path)
    table.shown += [Event("start_draw", 1, {"card": v, "total": 0, "pile": 20}) for v in (1, 1, 2)]
    table.shown.append(Event("cards_taken", 1, {"cards": [1, 2], "slots": [0, 1], "dice": [1, 2]}))
    before = [plain(line) for line in table.seen_lines(1)]
    assert "3 vus chez lui" in before[2], before
    table.shown.append(Event("cards_taken", 1, {"cards": [4], "slots": [4], "dice": [3, 1]}))
    table.model.players[1].kaiju += 1  # the model holds the take at once, the flight keeps it off the panel
    table.landed.take_off(("hand", 1, "back"))
    during = [plain(line) for line in table.seen_lines(1)]
    table.landed.land(("hand", 1, "back"))
    after = [plain(line) for line in table.seen_lines(1)]
    app.stack.pop()
    assert during == before, (before, during)
    assert "1, 1, 1, 2, 2, 4" in after[1] and "3 vus chez lui" in after[2], after


def test_the_lit_note_says_cadre_dore_before_it_shrinks_to_dore(app, tmp_path):
    """nc26 shot-93: beside « 58 points avec le bonus des 1 » and « joue », « cadre doré : jouable
    maintenant » fell to « doré : jouable », which barely read. nc27 shots 54, 58: still squeezed to
    13 px there; it has the legend's last line now, whole and at the legend's size, however long the
    name line."""
    from lang import plain
    from scene_input import run

    from sprites.fonts import TYPE

    table = _table(app, tmp_path, SHOT72.replace("hand: [6, 8]", "hand: [2, 6, 8]"))
    run(app, 0.05)
    table.home_header_right = 900
    note = table.lit_note(table.legal(0))
    legend = table.places.legend_rect(table.landed.groups(0))
    cells = table.legend_cells()
    app.stack.pop()
    assert note is not None and plain(note[1]) == "cadre doré : jouable maintenant" and note[2] == TYPE.SMALL, note
    assert legend.contains(note[0]) and all(note[0].top >= cell.bottom for cell, _, _ in cells), (note, cells)


def test_conseil_lights_the_effect_to_pick_once_its_card_is_picked(app, tmp_path):
    """nc26 shot-45: the person picked « Jouer 9 : au choix » as Conseil said, and Conseil then lit none
    of « Relancer / Voler / Tourner un dé / Piocher » though its words said to turn a die."""
    from scene_input import run

    from game.core import Action

    table = _table(app, tmp_path, SHOT72.replace("hand: [6, 8]", "hand: [6, 8, 9]"))
    run(app, 0.05)
    play = next(a for a in table.legal(0) if a.kind == "play" and a.args[:2] == (9, "set"))
    assert isinstance(play, Action)
    table.controls.pick_card(9)
    run(app, 0.05)
    effect = [b.rect for b in table.controls.bar.buttons if b.tag == "effect set"]
    lit = table.hint_places(play)
    app.stack.pop()
    assert effect and effect[0] in lit, (effect, lit)


def test_the_tutorial_opens_on_its_first_box_without_a_turn_banner(app, monkeypatch):
    """nc26 shot-01: « Tour de Joueur 1 » and « Un instant… » showed for a second before the lesson's
    first box (which says what to do). Before the first roll, the tutorial shows no banner; later ones
    show."""
    from test_kaiju_newcomer import kaiju_tutorial

    from scenes.table import TableScene

    shown: list[str] = []
    monkeypatch.setattr(TableScene, "banner", lambda self, text, duration=1.0: shown.append(text))
    table = kaiju_tutorial(app, "normal")
    guide = table.guide
    for _ in range(600):
        if guide.expected() is not None and not table.busy:
            break
        app.frame(1 / 60, draw=False)
    assert guide.index == 0 and guide.expected() is not None
    assert not shown, shown
    table.act(table.human_to_act(), guide.expected())
    for _ in range(600):
        if any(ev.kind == "dice_rolled" for ev in table.shown):
            break
        app.frame(1 / 60, draw=False)
    table.banner("Double 6 !")
    app.stack.pop()
    assert shown == ["Double 6 !"], shown


def test_a_doubles_try_on_the_persons_mecha_says_it_cannot_be_cancelled(app, tmp_path):
    """nc26 shots 25, 63: the bot's double drew the person's Mecha while they held a 6, and no
    « Annuler » was offered, unexplained. The box of that try says a double cannot be cancelled."""
    from lang import plain

    table = _table(app, tmp_path)
    table.show_stolen(1, 0, "M4", 4)
    words = " ".join(plain(text) for _, text, *_ in table.reveal_parts() if text)
    box = table.reveal_parts()[0][0]
    inside = all(box.contains(r) for r, *_ in table.reveal_parts()[1:])
    table.show_stolen(0, 1, 2, None)
    mine = " ".join(plain(text) for _, text, *_ in table.reveal_parts() if text)
    app.stack.pop()
    # nc31 shot-63: the odds of that draw said first, then the rule (it read as salt in the wound)
    assert "Pas de chance : il avait 1 chance sur" in words and "un double ne s'annule pas" in words, words
    assert inside, words
    assert "double" not in mine, mine
