"""f40 (fixes after nc39, Kaiju & Mecha): the newcomer's words, each checked where it shows."""

from __future__ import annotations

import pygame
from test_kaiju_nc26 import SHOT72, _table

from game import i18n
from game.core import Event


def _settled(app, table) -> None:
    for _ in range(200):
        table.update(1 / 30)
        if not table.busy and table.controls.bar.buttons:
            return
    raise AssertionError("the table never offered its buttons")


def test_a_two_line_prompt_keeps_off_the_hand_and_its_legend(app, tmp_path):
    """nc39 shot 103: a prompt of two lines grew upward over the person's cards and « cadre doré : jouable
    maintenant ». With a lone row of buttons, the buttons take the lower row and the prompt the room left."""
    from scenes.kaiju.layout import L
    from scenes.ui import prompts_drawn

    i18n.set_lang("fr")
    table = _table(app, tmp_path, SHOT72)  # a 6 and an 8 in hand: nothing to play, the prompt says why
    _settled(app, table)
    prompt = table.controls.prompt
    assert "un 6 ne se joue qu'en réponse" in prompt, prompt
    assert {b.rect.y for b in table.controls.bar.buttons} == {L.rows[1]}
    surf = pygame.Surface((1280, 720))
    table.draw(surf)
    said = [r for r in prompts_drawn() if r.bottom == table.controls.prompt_bottom]
    assert said and said[0].height > 30, "two lines drawn"
    groups = table.landed.groups(table.home)
    pieces = [r for r, *_ in table.places.hand_rects(groups)] + [table.places.legend_rect(groups)]
    assert not any(said[0].colliderect(p) for p in pieces), (said[0], pieces)
    assert not any(said[0].colliderect(b.rect) for b in table.controls.bar.buttons)


def test_a_one_line_prompt_keeps_the_buttons_in_the_upper_row(app, tmp_path):
    """Nothing moves when the prompt holds on one line (English says it shorter)."""
    from scenes.kaiju.layout import L

    i18n.set_lang("en")
    table = _table(app, tmp_path, SHOT72)
    _settled(app, table)
    assert "played only in reply" in table.controls.prompt
    assert table.controls.prompt_bottom == L.rows[0] - 4
    i18n.set_lang("fr")


def test_no_card_to_play_says_a_six_waits_for_a_reply_only_when_one_is_held():
    """nc39 shot 113: « Aucune carte à jouer » while a 6 sat in the hand: why could it not be played?"""
    for lang, words in (("fr", "(un 6 ne se joue qu'en réponse)"), ("en", "(a 6 is played only in reply)")):
        for key, extra in (("main_take", {}), ("main_mecha", {"cards": 0}),
                           ("main_take_copies", {"n": 2, "v": 3, "how": ""})):
            assert words in i18n.t_in(lang, f"kaiju.prompt.{key}", reply="yes", six=6, **extra)
            plain = i18n.t_in(lang, f"kaiju.prompt.{key}", reply="no", six=0, **extra)
            assert "réponse" not in plain and "reply" not in plain, plain


def test_a_cancel_that_stands_again_is_asked_as_back_in_effect(app, tmp_path):
    """nc39 shots 084-086: after « Laisser faire », « Bot 2 joue un 6 : annuler le 5 de Joueur 1. L'annuler ? »
    came again and only the log said why. The model marks the card that stands again, and the prompt says it."""
    from scenes.kaiju.model import KaijuModel

    table = _table(app, tmp_path, SHOT72)
    model: KaijuModel = table.model
    model.stack = [{"seat": 0, "card": 5, "effect": "set", "args": [1, 5]},
                   {"seat": 1, "card": 6, "effect": "cancel", "args": [], "player": 0, "target_card": 5}]
    model.apply(Event("effect_restored", 1, {"card": 6, "effect": "cancel"}))  # the 6 under a cancelled 9
    assert model.restored == len(model.stack) == 2
    for lang, words in (("fr", "Le 6 de Bot 2 reprend effet\u00a0: annuler le 5 de Joueur 1. L'annuler"),
                        ("en", "Bot 2's 6 is back in effect: cancel Player 1's 5. Cancel it?")):
        what = i18n.t_in(lang, "kaiju.what.cancel", card=5, who="Joueur 1" if lang == "fr" else "Player 1")
        said = i18n.t_in(lang, "kaiju.prompt.react_again", who="Bot 2", card=6, what=what)
        assert said.startswith(words), said


def test_a_play_against_a_hand_known_to_hold_no_cancel_says_no_risk():
    """nc39 shot 093: « peu de chances qu'on l'annule » while every card of Bot 2's hand had been seen
    (3, 7, 8) and none could cancel: the hint says there is no risk, and why."""
    import pathlib
    import tempfile

    from lang import french
    from test_kaiju_nc26 import SHOT72

    from game import data
    from game.core import Chance, act
    from game.kaiju import HardBot, from_scenario
    from game.kaiju.bots import Model

    with tempfile.TemporaryDirectory() as tmp:
        path = pathlib.Path(tmp) / "s.yaml"
        path.write_text(SHOT72.replace("hand: [1, 1, 1, 2, 2, 4, 7]", "hand: [3, 7, 8]"), encoding="utf-8")
        st = from_scenario(data.load(path), Chance(0))
    said = {}
    for seen in ((3, 7, 8), (3, 7)):
        bot = HardBot(0, seed=1)
        bot.memory.observe([Event("start_draw", 1, {"card": c}) for c in seen])
        model = Model(st.view(0), bot.memory, bot.defs)
        bot.explain_main(model, act("play", 2, "reroll", 1), {}, {}, 0.0, 0.0, (2, 2), st.view(0))
        with french():
            said[seen] = i18n.hint_text("kaiju", bot.why[0], bot.why[1], ["Joueur 1", "Bot 2"])
    assert "aucune annulation à craindre\u00a0: Bot 2 n'a rien pour l'annuler" in said[(3, 7, 8)], said
    assert "aucune annulation à craindre" not in said[(3, 7)], "one card unseen: a risk remains"


def test_the_places_under_the_centre_are_raised_keys_not_boxed_numbers(app, tmp_path):
    """nc38 shots 003, 005: the boxed « 1 » to « 8 » under the centre cards read as dice faces. Each is drawn
    as a raised key: a filled face and a darker edge under it, the digit smaller."""
    from scenes.kaiju.table import KEY_EDGE, KEY_FACE

    table = _table(app, tmp_path, SHOT72)
    surf = pygame.Surface((1280, 720))
    table.draw_center(surf, table.legal(0))
    for i in range(8):
        cap = table.places.slot_key_rect(i)
        assert surf.get_at((cap.x + 3, cap.y + 2))[:3] == KEY_FACE, i
        assert surf.get_at((cap.centerx, cap.bottom + 1))[:3] == KEY_EDGE, i


def test_four_or_five_played_cards_keep_clear_of_the_line_under_the_dice(app, tmp_path):
    """nc39 shot 083: four played cards (5, 6, 6, 6) ran up to « Somme 11 · Différence 1 » and touched it."""
    from scenes.kaiju.layout import L
    from scenes.kaiju.table import DICE_LINE_ROOM, UNDER_DICE
    from sprites.fonts import TYPE, fit_text, render

    table = _table(app, tmp_path, SHOT72)
    cx = (L.dice[0][0] + L.dice[1][0]) // 2
    for a, c in ((5, 6), (6, 6), (1, 2)):
        text = table.dice_line(a, c)
        img = render(text, fit_text(text, DICE_LINE_ROOM, TYPE.BODY, True, floor=TYPE.SMALL), (0, 0, 0), bold=True)
        line = img.get_rect(midtop=(cx, UNDER_DICE))
        for n in (1, 2, 3, 4, 5):
            last = table.places.stack_rect(n - 1, n)
            assert last.right + 8 <= line.left or last.bottom + 4 <= line.top, (text, n, last, line)


def test_the_first_click_just_off_a_box_gone_by_itself_takes_nothing(app, tmp_path):
    """nc40 shots 074-075: the steal's box went by itself as the person clicked « in the middle of the
    screen », just off its right edge, on the centre 3 the dice could take: « Joueur 1 prend 3 », a final
    take they had not chosen (Conseil had said « 1 et 2 »). The first click near where the box stood takes
    nothing and says so; the next one plays."""

    from test_kaiju_f39 import first_click_held_then_played

    table = _table(app, tmp_path, SHOT72.replace("table: [3, 7, 5, 3, 4, 7, 7, 5]", "table: [3, 7, 5, 3, 7, 4, 7, 5]"))
    table.show_stolen(0, 1, 3, None)
    box = table.reveal_parts()[0][0]
    four = table.places.slot_rect(5)  # the 4 the dice 2, 2 take, its right part beyond the box
    spot = (box.right + 20, four.centery)
    assert four.collidepoint(spot) and not box.collidepoint(spot)
    first_click_held_then_played(app, table, spot)


def test_the_hint_after_a_followed_steal_says_it_comes_after_the_steal(app, tmp_path):
    """nc40 shots 090, 094: « Jouez votre carte 11 pour voler une carte, puis tentez le Mecha 5 » was followed;
    the steal brought a 1, and the next hint said « Prenez la carte 10 » with no word of why the plan changed.
    The hint that follows a played steal (a reroll, a draw) begins « Après le vol : »; a followed take does not."""
    from game.core import act
    from game.hints import Hint

    i18n.set_lang("fr")
    table = _table(app, tmp_path, SHOT72)
    for done, said in ((act("play", 11, "steal", 1), "Après le vol\u00a0:"), (act("take", 4), "")):
        table.hint_shown = Hint(0, done, "nothing", {})
        table._followed = lambda hint: True  # the person played the hinted card
        table.feed.ask_hint = lambda seat: True
        table._hint_after_move()
        assert table.hint_next
        table.hint_shown = Hint(0, act("take", 4), "nothing", {})
        body = table._hint_body()
        assert body.startswith(said) and (said or not body.startswith("Après")), body
