"""Monsters, round 34 (nc34): what a newcomer met in the tutorial and a first game against « Bot sur mesure »."""

from __future__ import annotations

import pygame
from pygame import Rect
from scene_input import key
from test_monsters_f21_round20 import bot_swaps, free_table
from test_monsters_newcomer5 import _table
from test_scenes_monsters import CENTRE, click, go_live, table_with
from waiting import wait_until

from game import i18n
from game.core import act
from game.hints import Hint
from game.i18n import t
from game.match import Match
from scenes.monsters.table import L
from sprites.fonts import TYPE, render
from tests.test_bots_monsters_beginner import SlowPerson


def _undone_swaps(match: Match, seat: int, steps: int) -> tuple[int, int]:
    """(swaps of `seat` that gave back the card its previous swap took, the centre still its own card;
    its swaps in all) over `steps` real-time steps."""
    undone = swaps = 0
    last: dict[str, int] | None = None
    for _ in range(steps):
        if match.state.is_over:
            break
        n = len(match.history)
        if not match._realtime_step():
            break
        for events in match.history[n:]:
            for e in events:
                if e.kind == "swap" and e.seat == seat:
                    swaps += 1
                    undone += last is not None and e.data["gave"] == last["took"] and e.data["took"] == last["gave"]
                    last = e.data
                elif e.kind in ("swap", "trick", "round_start"):
                    last = None  # the table changed under it: a card shown again is no undo
    return undone, swaps


def test_a_bot_never_takes_back_the_card_it_just_gave():
    """Shots 47-53: Bot 2 gave a card to the centre and took it straight back, eight times and more,
    « Bot 2 (sur mesure) échange une carte avec celle du centre » over and over while the person had no
    trick. Seed 4 with a person who does nothing: the old bot did it 386 times in a row; seed 13 with
    a slow person, six times. A swap made for no trick of its own shows a card not yet seen at the
    centre, never its own swap undone."""
    m = Match("monsters", ["human", "bot:close"], seed=4)
    undone, swaps = _undone_swaps(m, 1, 60)
    assert swaps >= 3 and undone == 0, (undone, swaps)
    m = Match("monsters", ["human", "bot:close"], seed=13)
    m.bots[0] = SlowPerson(0, 13)
    undone, swaps = _undone_swaps(m, 1, 60)
    assert swaps >= 3 and undone == 0, (undone, swaps)


def test_a_bot_does_not_swap_again_and_again_while_nothing_else_moves():
    """The dead minute itself: swaps of the bot's a few seconds apart, nothing else happening. Seed 5
    with a slow person: the old bot made four swaps within 20 s of each other; now the centre shows its
    cards once each, then it waits for its slower renewal (or a trick, or another seat's move)."""
    m = Match("monsters", ["human", "bot:close"], seed=5)
    m.bots[0] = SlowPerson(0, 5)
    quick = longest = 0
    prev: float | None = None
    for _ in range(60):
        if m.state.is_over:
            break
        n = len(m.history)
        m._realtime_step()
        for e in (e for events in m.history[n:] for e in events):
            if e.kind == "swap" and e.seat == 1:
                quick = quick + 1 if prev is not None and m.state.clock - prev < 20.0 else 0
                longest, prev = max(longest, quick), m.state.clock
            elif e.kind in ("trick", "round_start"):
                prev, quick = None, 0
    assert longest < 3, longest


def test_the_persons_swap_is_seen_both_cards_travelling(app):
    """Shots 09-10: « the swap happens instantly, with no motion. I had to compare the cards to see which
    one came from the centre ». Both cards travel, the centre's leaving when the given one is half way,
    and a ring marks the card that came into the hand."""
    table = table_with(app, ["human", "bot:easy"], scenario="swap_for_trick.yaml")
    go_live(app, table)
    app.settings.speed = "normal"
    click(app, CENTRE.center)
    click(app, L.hand_slot(1).center)
    assert [0, "swap 2"] in table.feed.match.moves
    assert ("centre", 2) in table.motion.hidden and ("hand", 13) in table.motion.hidden
    frames = 0
    both_moving = False
    while table.anim.flights and frames < 40:
        app.frame(0.1)
        frames += 1
        moving = [f for f in table.anim.flights if 0.0 < f.tween.progress < 1.0]
        both_moving |= len(moving) == 2  # mid-flight: the given card on its way, the centre's on its way
    assert both_moving, "the two cards never travelled at once"
    assert frames >= 6, f"over in {frames / 10} s: too quick to be seen"
    assert not table.motion.hidden
    assert any(e.rect.colliderect(L.hand_slot(1)) for e in table.anim.effects), "no ring on the card taken"


def test_the_too_late_toast_stays_inside_the_board(app, tmp_path):
    """Shot 38: « Trop tard ! Nouveau centre : 1 rouge, 1 bleu, 1 vert, 1 violet. » on one line ran from
    x 136, past the hand and under the seats' panels. Wrapped to the hand's column, it stays between the
    board's left edge and « Dernier pli »'s right one, clear of the keys under the cards."""
    table = free_table(app, tmp_path)
    table.model.counts[0].update(green=1)  # the deck-out standing up, as in shot 38
    table.model.counts[1].update(red=1)
    said = t("monsters.swap_too_late_now", look="1 rouge, 1 bleu, 1 vert, 1 violet")
    img = table.toast_image(said)
    spot = table.error_rect(img.get_size())
    assert L.board.left <= spot.left and spot.right <= L.last.right, spot
    keys = [Rect(L.hand_slot(i).x, L.hand.bottom + 8, 80, 16) for i in range(3)]
    assert spot.collidelist(keys) < 0 and spot.collidelist(table.toast_avoid()) < 0
    assert render(said, TYPE.BODY, (0, 0, 0)).get_width() > img.get_width(), "not wrapped"
    short = table.toast_image(t("monsters.swap_too_late"))
    assert short.get_height() == render(t("monsters.swap_too_late"), TYPE.BODY, (0, 0, 0)).get_height()


# the person's 1, 7, 11 make no trick with the centre 13, nor with any of the bot's 18, 27, 31
STUCK = """title: {fr: Bloqué, en: Stuck}
seats: 2
hands: [[1, 7, 11], [18, 27, 31]]
centre: 13
"""


def _ask_hint(app, table) -> None:
    table.feed.think_in_worker = False
    key(app, pygame.K_h)
    assert wait_until(lambda: table.hint_shown is not None, 5.0, 0.0, lambda: app.frame(0.05))


def _stuck_words(table, plain: str, leave: str) -> str:
    """The stuck line, with the card to leave at the centre when one is worth leaving (f48, nc60)."""
    left = table.leave_for_next()
    if left is None:
        return t(plain, who=table.names[1])
    return t(leave, who=table.names[1], place=table.hand().index(left[0]) + 1)


def test_a_hint_and_the_stuck_line_follow_the_centre(app, tmp_path):
    """Shots 47-50: « Aucun pli possible … si Bot 2 y échange une carte, cherchez avec la nouvelle » stayed
    under the hand after the change, and Conseil began « Le centre a changé : » over a card already seen.
    The line says the person is still stuck with the new card; a hint about a centre that came back to
    its card stays as it was; a later hint over a card an earlier one was about says so."""
    app.settings.speed = "instant"
    table = _table(app, tmp_path, STUCK)
    table.build_buttons()
    assert table.prompt == _stuck_words(table, "monsters.prompt.stuck", "monsters.prompt.stuck_leave"), table.prompt
    _ask_hint(app, table)
    first = table.hint_shown
    assert first is not None and first.reason == "let_go" and "a changé" not in table.hint_detail(first)
    bot_swaps(app, table, 18)  # centre 13 -> 18
    table.build_buttons()
    assert table.stuck_with(), table.prompt
    assert table.prompt == _stuck_words(table, "monsters.prompt.stuck_again", "monsters.prompt.stuck_again_leave")
    assert wait_until(lambda: table.hint_shown is not None and table.hint_shown is not first, 5.0, 0.0,
                      lambda: app.frame(0.05))
    assert table.hint_detail(table.hint_shown).startswith("Le centre a changé"), table.hint_detail(table.hint_shown)
    second = table.hint_shown
    bot_swaps(app, table, 13)  # back to the card the first hint was about
    assert wait_until(lambda: table.hint_shown is not None and table.hint_shown is not second, 5.0, 0.0,
                      lambda: app.frame(0.05))
    said = table.hint_detail(table.hint_shown)
    assert said.startswith(t("monsters.hint_centre_back", line="").strip()) and "a changé" not in said, said
    third = table.hint_shown
    # the bot's card 27 swapped in and straight back out: the centre shows the hint's card again, the
    # hint stays as it was, no note
    table.feed.submit(1, act("swap", 27))
    table.feed.submit(1, act("swap", 13))
    for _ in range(10):
        app.frame(0.05)
    assert table.hint_shown is not None and table.hint_shown.reason == third.reason
    assert table.hint_detail(table.hint_shown) == table.hint_detail(first), "the same advice, with no note"


# Bot 2 lacks only blue; the person's 1, 2, 4 with the centre 5: any swap makes a yellow line and one
# more colour, and cards 1 and 4 show blue monsters, card 2 none
FEEDING = """title: {fr: Le bleu qui manque, en: The missing blue}
seats: 2
hands: [[1, 2, 4], [26, 27, 28]]
centre: 5
tricks:
  - []
  - - {colour: yellow, cards: [8, 9, 10]}
    - {colour: green, cards: [11, 12, 13]}
    - {colour: red, cards: [14, 15, 16]}
    - {colour: purple, cards: [17, 18, 19]}
"""


def test_a_swap_hint_does_not_feed_the_colour_the_bot_lacks(app, tmp_path):
    """Shot 53: Conseil said to swap away card 3, three blues, while the bot lacked only blue. Among swaps
    as good, the hint gives one that shows none of it; one that does says so."""
    from game.hints import hint

    app.settings.speed = "instant"
    table = _table(app, tmp_path, FEEDING)
    advice = hint(table.feed.match, 0)
    assert advice is not None and str(advice.action) == "swap 2", advice
    assert table.feeding(advice) == ""
    worse = Hint(0, act("swap", 1), advice.reason, {**advice.params, "card": 1}, at=advice.at)
    said = table.feeding(worse)
    assert said.startswith("Attention") and "bleu" in said and table.names[1] in said, said
    assert said in table.hint_detail(worse)


def test_the_tutorial_names_the_card_to_swap_and_the_refusal_says_why():
    """Tutorial: step 2's « cliquez sur le centre, puis sur elle » was read twice (which is « elle » ?);
    the race step's « Refusé, comme annoncé » felt staged: it says why, as the game would."""
    from game import i18n, tutorial

    swap = tutorial.load("monsters").steps[1]
    assert "puis sur la carte 1." in swap.text("fr") and "sur elle" not in swap.text("fr")
    assert "then card 1: they swap" in swap.text("en")
    fr, en = i18n.t_in("fr", "monsters.tutorial_refused"), i18n.t_in("en", "monsters.tutorial_refused")
    assert "comme annoncé" not in fr and "venait de changer" in fr
    assert "as promised" not in en and "had just changed" in en


def test_cards_round_the_board_cross_no_words(app):
    """Shots 49, 68: a small card back on its way between a bot's panel and the centre drew over the end
    of « sans limite » (« sans limit▦ »). Every way round the board, sampled along its legs, keeps off the
    clock's words, « Pile » and the heading's second line. (French: in English « no limit » and « Stack »
    touch corner to corner, and no way between them is clear.)"""
    from scenes.monsters.drawing import LAYERS_NAME_DY, no_time_limit_rect
    from scenes.monsters.table import PANEL_WAY, over_board
    from sprites.fonts import font

    for lang in ("fr",):
        i18n.set_lang(lang)
        words = [no_time_limit_rect(render(t("monsters.no_time_limit"), TYPE.SMALL, (0, 0, 0)).get_size()),
                 Rect((L.layer.x, L.layer.y - LAYERS_NAME_DY), render(t("monsters.layers"), TYPE.SMALL,
                                                                       (0, 0, 0)).get_size()),
                 Rect(292, 82, 270, font(15).get_height() - 1),  # « 2 manches à gagner · tous à la fois »
                 Rect(L.clock.x, L.clock.y, L.clock.w, 44)]  # « Durée » and its time
        for far in (L.deck.center, L.centre.center):
            for seat in (1, 2, 3):
                home = (L.seat_panel(seat).right + 14, L.seat_hand(seat)[1])
                way = [far, *over_board(far, home, PANEL_WAY), home]
                for (x0, y0), (x1, y1) in zip(way, way[1:], strict=False):
                    for k in range(21):
                        card = Rect(0, 0, PANEL_WAY, PANEL_WAY)
                        card.center = (round(x0 + (x1 - x0) * k / 20), round(y0 + (y1 - y0) * k / 20))
                        assert card.collidelist(words) < 0, (lang, far, seat, card, words)
    i18n.set_lang("fr")


def test_the_centre_tag_has_room_between_the_deck_count_and_the_last_trick():
    """Shot 14: « Un adversaire vient de l'échanger » sat squeezed between « Pioche : 35 » (2 px above) and
    « Dernier pli » (touching). The longest tags keep 6 px from the deck's count and 5 from the panel."""
    from scenes.monsters.drawing import CENTRE_TAG_W, centre_tag_plate, deck_label_rect
    from sprites.fonts import fit_text

    count = deck_label_rect(render(t("monsters.deck", n=35), 16, (0, 0, 0), bold=True).get_size())
    assert count.top >= L.deck.bottom + 2
    for said in (t("monsters.centre_swapped", who=t("monsters.example.rival")),
                 t("monsters.centre_swapped", who="Bot 2")):
        size = render(said, fit_text(said, CENTRE_TAG_W, 15, True), (0, 0, 0), bold=True).get_size()
        plate, box = centre_tag_plate(size)
        assert plate.top - count.bottom >= 6, (plate, count)
        assert L.last.top - plate.bottom >= 5 and plate.contains(box), (plate, box)


def test_the_hint_for_the_last_colour_says_it_wins_the_round(app):
    """Played against « Bot sur mesure »: four colours, a blue trick in hand, the deck at 5; Conseil said
    « C'est une couleur qui vous manque encore » of the trick that completed the five and won the round."""
    from game.hints import hint

    m = Match("monsters", ["human", "bot:hard"], seed=3, scenario="data/monsters/scenarios/last_colour.yaml")
    advice = hint(m, 0)
    assert advice is not None and advice.action.kind == "trick" and advice.action.args[0] == "purple", advice
    assert advice.reason == "deck_out_set", advice.reason
    assert "la manche est à vous" in i18n.t_in("fr", "hint.monsters.deck_out_set", colour="violet", deck=3, steps="")
