"""Issue 24, twentieth round of Kaiju & Mecha (newcomer nc19)."""

from __future__ import annotations

import pygame
from lang import plain

from game import i18n

HELD = """\
seats: 2
active: 0
phase: main
dice: [2, 1]
table: [1, 1, 5, 7, 9, 10, 4, 6]
players:
  - hand: [3, 5]
    mechas: [6]
  - hand: [3, 7]
    mechas: [5]
pile_top: [4]
"""


def test_nothing_overlaps_round_the_played_cards_the_chosen_die_and_the_pass_countdown():
    """nc19: the Mecha row's caption ran under the played cards (shot-15), the played cards' caption
    was clipped by the person's panel (shot-17), the chosen die's tick touched the discard's count
    (shot-04) and « Vous n'avez rien pour l'annuler. » ran into the pass countdown (shot-73). The
    table's own placing methods, on a stand-in of the table (opening one takes seconds)."""
    from types import SimpleNamespace

    from game import kaiju
    from scenes.kaiju.layout import STACKED, L, Places
    from scenes.kaiju.table import KaijuTable
    from scenes.ui import Button
    from sprites.fonts import TYPE, font

    pygame.font.init()
    defs = kaiju.load_defs()
    places = Places(0, 2, tuple(defs.mecha_faces))
    button = Button(pygame.Rect(L.home.x + 12, L.rows[0], 166, 40), "Laisser faire (N)", lambda: None)
    table = SimpleNamespace(places=places, defs=defs, controls=SimpleNamespace(bar=SimpleNamespace(buttons=[button])))
    stack_cards = pygame.Rect(L.stack[0] - 2, L.stack[1] - 2, STACKED[0] + 2 * 34 + 4, STACKED[1] + 4)
    widest = KaijuTable.stack_caption_rect((250, font(TYPE.SMALL).get_linesize()))
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        held = KaijuTable.mechas_caption_rect(table)  # type: ignore[arg-type]
        assert held.right < L.stack[0] - 6 and held.bottom <= L.home.top - 2, (lang, held)
        assert not widest.colliderect(held), widest
    i18n.set_lang("fr")
    assert not widest.colliderect(stack_cards) and widest.bottom <= L.home.top - 4, widest
    # the tick of a lifted die, astride its frame's top middle, is clear of the discard's count line
    for i in (0, 1):
        frame = places.die_rect(i).move(0, -10).inflate(10, 10)
        tick = pygame.Rect(0, 0, 24, 24)
        tick.center = frame.midtop
        count = pygame.Rect(L.discard.x - 12, L.discard.bottom, L.discard.w + 24, 24)
        assert not tick.colliderect(count), (i, tick, count)
        assert not any(tick.colliderect(places.slot_key_rect(j)) for j in range(8)), tick
    # the countdown stands in the button row, right of « Laisser faire », below the prompt's line
    bar = KaijuTable.auto_pass_bar(table)  # type: ignore[arg-type]
    assert bar.left > button.rect.right and bar.top > L.rows[0] - 4 and bar.bottom < L.rows[0] + 40, bar
    assert bar.right <= L.home.right - 14, bar


def test_the_copies_line_says_it_is_about_the_table_not_the_button_under_the_pointer():
    """nc19 shot-25: « prenez une seule carte éclairée de valeur 1 (un dé montre 1) » above « Prendre 1 et
    3 (2 cartes) » read as a contradiction (the lesson said « prenez les deux faces »): it is about the
    copies lying on the table, and says so."""
    from scenes.kaiju.layout import L
    from sprites.fonts import TYPE, wrap

    pygame.font.init()
    one = plain(i18n.t_in("fr", "kaiju.prompt.main_copies", v=1, n=1,
                          how=i18n.t_in("fr", "kaiju.how.face", v=1)))
    assert one == ("Jouez des cartes si vous voulez, puis prenez. Plusieurs 1 au centre : "
                   "un seul est pris (un dé montre 1)."), one
    assert "seule carte" not in one
    for lang in ("fr", "en"):
        for n in (1, 2):
            # the widest of each way: a 10 by difference, a face (only 1 to 6: a die's)
            ways = ((10, i18n.t_in(lang, "kaiju.how.diff", hi=6, lo=5)), (6, i18n.t_in(lang, "kaiju.how.face", v=6)))
            for v, how in ways:
                text = i18n.t_in(lang, "kaiju.prompt.main_copies", v=v, n=n, how=how)
                assert len(wrap(text, L.home.width - 30, TYPE.BODY)) == 1, text


def test_the_lesson_starts_with_an_empty_discard_and_says_the_bots_hand_is_hidden():
    """nc19: « Défausse 33 cartes » beside « Pioche : 4 » through the tutorial (a real game's discard
    starts empty), and step 1's « montrée à tous » when the bot's hand is face down in a real game."""
    from game import tutorial

    tut = tutorial.load("kaiju")
    m = tut.new_match()
    st = m.state
    assert st.discard == [] and len(st.pile) == 4, (st.discard, len(st.pile))
    assert len(st.removed) > 30, "the cards no place names are out of the game"
    assert not any(e.kind == "removed" for e in m.opening_events), "no « cartes retirées » banner first"
    said = plain(tut.steps[1].say["fr"])  # f38 (nc37): said in step 2 (step 1 kept plain)
    assert "sous les yeux de tous" in said and "puis la cache" in said, said
    assert "in front of all" in tut.steps[1].say["en"] and "then hides it" in tut.steps[1].say["en"]


STOLEN_FROM_ME = """\
seats: 2
active: 1
phase: main
dice: [2, 3]
table: [7, 2, 2, 2, 8, 8, 1, 1]
players:
  - hand: [9, 7]
    mechas: [4, 5, 6]
  - hand: [4, 6, 3]
pile_top: [4]
"""


def test_the_hint_does_not_spend_a_cancel_the_card_s_player_is_known_to_cancel_back(tmp_path):
    """nc19 shot-38: « Annulez avec votre carte 9 » when the bot had drawn a 6 in plain view (« 2, 5, 6 »
    in the log); it cancelled the 9 at once and the person was 9 points poorer."""
    from lang import french

    from game import data
    from game.core import Chance, Event, act
    from game.kaiju import HardBot, from_scenario

    path = tmp_path / "s.yaml"
    path.write_text(STOLEN_FROM_ME, encoding="utf-8")
    st = from_scenario(data.load(path), Chance(0))
    st.apply(1, act("play", 4, "steal", 0))
    said = {}
    for seen in (False, True):  # Bot 2's 6 seen entering its hand
        bot = HardBot(0, seed=1)
        bot.explaining = True  # the Conseil's bot (game/hints.py); a bot playing is left as measured
        if seen:
            bot.memory.observe([Event("start_draw", 1, {"card": 6})])
        choice = bot.choose(st.view(0), st.legal_actions(0))
        with french():
            said[seen] = (choice, plain(i18n.hint_text("kaiju", bot.why[0], bot.why[1], ["Joueur 1", "Bot 2"])))
    assert said[False][0].kind == "play", said[False]
    choice, text = said[True]
    assert choice == act("pass"), said[True]
    # nc59 shot 098: not « perdue pour rien », the bot's answer spends its 6 too
    assert text == ("Cliquez « Laisser faire » : Bot 2 garde un 6 (vu entrer dans sa main) et "
                    "annulerait votre annulation : votre 9 partirait contre son 6 et son effet passerait quand même. "
                    "Cet échange ne vous rapporte pas assez : gardez votre carte."), text


def test_a_yellow_cards_edge_is_not_the_gold_of_a_playable_card():
    """nc19 shot-25: the yellow 10's own golden edge read as « cadre doré : jouable maintenant »."""
    from game import kaiju
    from sprites.kaiju import art

    pygame.font.init()
    defs = kaiju.load_defs()
    for v in (1, 9, 10, 11):
        card = art.kaiju_face((84, 118), defs, v)
        r, g, b, _ = card.get_at((42, 1))  # the middle of the top edge
        assert 0.299 * r + 0.587 * g + 0.114 * b < 100, (v, (r, g, b))
