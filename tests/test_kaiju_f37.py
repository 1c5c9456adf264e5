"""Fix round f37 of Kaiju & Mecha (newcomer nc37): the tutorial's asked-for button in its own colours, the
prompt when no card can be played, the dice inside their tray, one size for the whole legend."""

from __future__ import annotations

import types

import pygame
import pytest
from lang import french, plain
from scene_input import open_scenario, run, run_until

from game import i18n
from game.core import act


@pytest.fixture(autouse=True)
def in_french():
    with french():
        yield


def _open(app, tmp_path, text, seats=("human", "bot:easy"), speed="instant"):
    path = tmp_path / "main.yaml"
    path.write_text(text, encoding="utf-8")
    table = open_scenario(app, "kaiju", list(seats), path, speed=speed)
    run(app, 0.05)
    return table


BOT_PLAYS = """\
seats: 2
active: 1
phase: main
dice: [1, 3]
table: [3, 1, 2, 4, 10, 6, 8, 5]
players:
  - hand: [11, 7, 8]
  - hand: [2, 1, 1]
pile_top: [5, 7]
"""


def test_the_button_a_tutorial_step_asks_for_never_looks_switched_off(app, tmp_path, monkeypatch):
    """nc37 shot-20: in step 9, « Annuler avec un 11 », come under the resting pointer, was dark brown with grey
    text (its fresh moment, what lay beneath showing through): read as switched off while the step asked for
    it. The asked-for button keeps its own colour; other fresh buttons still fade in."""
    from scenes.ui import Moment

    table = _open(app, tmp_path, BOT_PLAYS, speed="normal")  # before the bot's own move
    table.feed.submit(1, act("play", 2, "reroll", 1))
    assert run_until(app, lambda: table.human_to_act() == 0 and not table.busy, 5, draw_every=1000)
    bar = table.controls.bar
    cancel = next(b for b in bar.buttons if b.tag.startswith("play 11"))
    cancel.born = Moment.now  # just come under the pointer
    monkeypatch.setattr(table, "guide", types.SimpleNamespace(step=None))
    monkeypatch.setattr(table, "guide_target", lambda: cancel.rect)
    surf = pygame.Surface((1280, 720))
    surf.fill((41, 55, 57))
    bar.draw(surf)
    table.draw_asked_button(surf)
    spot = (cancel.rect.x + 6, cancel.rect.centery)
    assert tuple(surf.get_at(spot))[:3] == table.color("cancel"), surf.get_at(spot)
    app.stack.pop()


NO_PLAY = """\
seats: 2
active: 0
phase: main
dice: [2, 2]
table: [10, 3, 8, 3, 3, 1, 9, 6]
players:
  - hand: [1, 1, 1, 6, 8]
  - hand: [1, 5, 6, 8]
pile_top: [5, 7]
"""


def test_with_no_card_to_play_the_prompt_says_the_plain_choice(app, tmp_path):
    """nc37 shot-56: a double 2, no 2 in the centre, nothing playable in the hand (1s, a 6, an 8), and the
    prompt said « Jouez des cartes si vous voulez, puis prenez : cliquez une carte éclairée ou tapez la touche
    sous elle », while only « Prendre le Mecha 2 (M) » and « Ne rien prendre (N) » stood. The prompt says
    the plain choice; with a Kaiju to take and no card to play it says the take alone; and the centre's card
    is named as the one lit (the hand's cards have no key under them)."""
    table = _open(app, tmp_path, NO_PLAY)
    ctl = table.controls
    assert not any(b.tag.startswith("card ") for b in ctl.bar.buttons)
    said = plain(ctl.prompt)
    # f40 (nc39 shot 113): the 6 held is said to wait for a reply
    assert said == ("Aucun Kaijū pour ces dés. Aucune carte à jouer (un 6 ne se joue qu'en réponse) : au choix, "
                    "le Mecha (M) ou rien (N)."), said
    app.stack.pop()
    table = _open(app, tmp_path, NO_PLAY.replace("dice: [2, 2]", "dice: [6, 4]"))  # 10, 6 to take
    assert plain(table.controls.prompt) == ("Aucune carte à jouer (un 6 ne se joue qu'en réponse) : cliquez sur une "
                                            "carte éclairée du centre, ou appuyez sur le chiffre sous elle."), \
        table.controls.prompt
    app.stack.pop()
    table = _open(app, tmp_path, NO_PLAY.replace("dice: [2, 2]", "dice: [6, 3]"))  # 3s: one is taken
    assert plain(table.controls.prompt).startswith("Aucune carte à jouer (un 6 ne se joue qu'en réponse) : prenez. "
                                                   "Plusieurs 3 au centre"), \
        table.controls.prompt
    app.stack.pop()
    table = _open(app, tmp_path, NO_PLAY.replace("[1, 1, 1, 6, 8]", "[1, 1, 2, 8]"))  # a 2 to play
    said = plain(table.controls.prompt)
    assert said.endswith("Jouez une carte si vous voulez, puis au choix : le Mecha (M) ou rien (N)."), said
    app.stack.pop()
    assert "carte éclairée du centre" in plain(i18n.t("kaiju.prompt.main"))
    _one_line_each([("kaiju.prompt.main", {}), ("kaiju.prompt.main_take", {}),
                    ("kaiju.prompt.main_mecha", {"cards": 0}), ("kaiju.prompt.main_mecha", {"cards": 2}),
                    ("kaiju.prompt.main_take_copies", {"v": 10, "n": 1, "how": "6 − 5"}),
                    ("kaiju.prompt.main_take_copies", {"v": 10, "n": 2})])


def _one_line_each(cases):
    """Every prompt holds on one line under the hand (test_issue24_r7_ek), in both languages."""
    from scenes.kaiju.layout import L
    from sprites.fonts import TYPE, wrap

    for lang in ("fr", "en"):
        for key, values in cases:
            said = i18n.t_in(lang, key, **values)
            assert len(wrap(said, L.home.width - 30, TYPE.BODY)) == 1, (lang, said)
    assert plain(i18n.t_in("en", "kaiju.prompt.main_mecha", cards=0)) == (
        "No Kaiju for these dice. No card to play: your choice, the Mecha (M) or nothing (N).")


ROLL = """\
seats: 2
active: 1
phase: roll
table: [3, 1, 2, 4, 10, 6, 8, 5]
players:
  - hand: [11, 7, 8]
  - hand: [2, 1, 1]
pile_top: [5, 7]
"""


@pytest.mark.parametrize("seat", [0, 1])
def test_rolling_dice_stay_inside_their_tray(app, tmp_path, seat):
    """nc37 shot-98: Bot 2's roll came in from the table left of the tray and hopped over place 5's card and key,
    the tray empty meanwhile. Every seat's dice tumble inside the tray, over no table card."""
    from scene_input import BlitSpy

    from game.core import Event
    from scenes.kaiju.layout import DIE

    table = _open(app, tmp_path, ROLL)
    table.on_dice_rolled(Event("dice_rolled", seat, {"dice": [3, 5]}))
    tray = table.places.dice_tray()
    cards = [table.places.slot_rect(i) for i in range(8)] + [table.places.slot_key_rect(i) for i in range(8)]
    for k in range(21):
        for die in table.dice:
            die.tumble.elapsed = die.tumble.delay + die.tumble.duration * k / 21
        spy = BlitSpy()
        table.draw_dice(spy, [])
        dice = [r for _img, r in spy.blits if DIE - 2 <= r.w <= DIE * 1.5 and DIE - 2 <= r.h <= DIE * 1.5]
        assert len(dice) == 2, (k, spy.blits)
        for r in dice:
            face = pygame.Rect(0, 0, DIE, DIE)
            face.center = r.center
            assert tray.contains(face), (k, face, tray)
            assert not any(face.colliderect(c) for c in cards), (k, face)
    app.stack.pop()


FULL_HAND = """\
seats: 2
active: 1
phase: roll
table: [10, 4, 2, 1, 3, 7, 9, 7]
players:
  - hand: [1, 1, 1, 1, 2, 3, 3, 5, 5, 6, 7, 8, 11]
    mechas: [2, 4]
  - hand: [1, 2, 3]
pile_top: [5]
"""


def test_the_legend_keeps_one_size_with_a_full_hand(app, tmp_path, monkeypatch):
    """nc37 shot-99: with 15 cards in hand, « relancer » and « au choix » shrank to a smaller size than the
    rest of the legend. Every entry is drawn at one size."""
    from scene_input import spy_sizes

    import scenes.kaiju.table as kt

    table = _open(app, tmp_path, FULL_HAND)
    sizes = spy_sizes(monkeypatch, kt)
    table.draw_legend(pygame.Surface((1280, 720)))
    words = [w for _cell, _role, w in table.legend_cells()]
    drawn = {w: sizes[w] for w in words}
    assert len(set(drawn.values())) == 1, drawn
    app.stack.pop()
