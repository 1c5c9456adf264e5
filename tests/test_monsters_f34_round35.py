"""Monsters, round 35 (nc35): what a newcomer met in the tutorial and a first game against « Bot sur mesure »."""

from __future__ import annotations

import pygame
from pygame import Rect
from test_scenes_monsters import CENTRE, click, go_live, table_with

from scenes.monsters.table import HAND_RING, L, hand_ring
from sprites.palette import SEAT_COLORS


def _painted(colour: tuple[int, int, int], draw) -> Rect:
    """Where `draw` paints `colour` on a black screen."""
    surf = pygame.Surface((1280, 720))
    draw(surf)
    mask = pygame.mask.from_threshold(surf, colour, (1, 1, 1, 255))
    rects = mask.get_bounding_rects()
    assert rects, "nothing painted"
    return rects[0].unionall(rects[1:])


def test_the_ring_of_the_card_swapped_in_sits_on_its_card(app):
    """Shot 26: after a swap, a thin orange frame 8 px out from card 3 ran through « touche 3 » and read as
    a leftover frame set off the card. The ring lies on the slot's dark frame, whatever the slot, from
    its first frame to its last, clear of the key under the card; the swap puts it on the card taken."""
    colour = SEAT_COLORS[0]
    for i in range(3):
        slot = L.hand_slot(i)
        key = Rect(slot.x, slot.bottom + 8, 80, 16)
        for p in (0.0, 0.5, 0.99):
            spot = _painted(colour, lambda surf, s=slot, q=p: hand_ring(colour)(surf, s, q))
            assert slot.inflate(8, 8).contains(spot) and not spot.colliderect(key), (i, p, spot)
            assert spot.w >= slot.w + 6, (i, p, spot)  # round the card, not inside it
    table = table_with(app, ["human", "bot:easy"], scenario="swap_for_trick.yaml")
    go_live(app, table)
    click(app, CENTRE.center)
    click(app, L.hand_slot(1).center)
    for _ in range(20):
        if table.anim.effects:
            break
        app.frame(0.05)
    rings = [e for e in table.anim.effects if e.tween.duration == HAND_RING]
    assert [e.rect for e in rings] == [L.hand_slot(1)]
    surf = pygame.Surface((1280, 720))
    table.draw(surf)
    mask = pygame.mask.from_threshold(surf, colour, (1, 1, 1, 255))
    frame = L.hand_slot(1).inflate(8, 8)
    assert mask.get_at((frame.centerx, frame.y + 1)) and mask.get_at((frame.x + 1, frame.centery)), \
        "the ring is hidden under the hand"


def test_the_first_step_and_the_refused_swap_read_plainly():
    """Shot 02: « suivez les étiquettes (le centre attendra) » meant nothing before the centre was met.
    Shot 18: « voyez la nouvelle carte, la barre finie, l'échange passe … le centre reprend sa carte » read
    like a telegram, and why the centre took its card back was not said. Both in plain words, in bounds."""
    import re

    from game import i18n, tutorial

    first = tutorial.load("monsters").steps[0]
    # nc36, shot 04: « sans toucher au centre » could mean the middle hole too
    assert "attendra" not in first.text("fr") and "sans échanger avec la carte du centre" in first.text("fr")
    assert "without swapping with the centre card" in first.text("en")
    for lang in ("fr", "en"):
        said = i18n.t_in(lang, "monsters.tutorial_refused")
        assert "barre" not in said and "bar " not in said, said
        assert len(re.findall(r"\w+(?:['’-]\w+)*", said)) <= 40 and len(said.split()) <= 40, said
        first_said = first.text(lang).replace("\u00a0", " ")
        assert len(re.findall(r"\w+(?:['’-]\w+)*", first_said)) <= 40, first_said
    # f50 (nc62 shot 029: « Votre prochain échange passera », and no swap asked after): what to do in a match
    assert "regardez la nouvelle carte et réessayez" in i18n.t_in("fr", "monsters.tutorial_refused")
    # f47 (nc59 shot 020: « l'exemple s'arrête : le centre reprend sa carte » not understood): plainly said
    assert "l'ancienne carte revient au centre" in i18n.t_in("fr", "monsters.tutorial_refused")
    assert "the old card comes back to the centre" in i18n.t_in("en", "monsters.tutorial_refused")


def test_the_line_under_the_buttons_and_the_warning_before_the_end_read_one_way():
    """Shot 03: « Boutons ↻, ↺ et ⇄ : dessous (touche 2), la dernière carte posée ou cliquée » read as if the
    buttons always acted on « dessous »: the rule first, the card after it. Shot 48: « le pli suivant
    arrêtera la manche » (the next, or the one after?): two more tricks at most, the second ends it."""
    from game import i18n

    fr = i18n.t_in("fr", "monsters.acts_on", where="dessous (touche 2)")
    assert fr.index("la dernière carte posée ou cliquée") < fr.index("dessous (touche 2)"), fr
    en = i18n.t_in("en", "monsters.acts_on", where="bottom (key 2)")
    assert en.index("the card last stacked or clicked") < en.index("bottom (key 2)"), en
    # f39 (nc38): said three tricks ahead, with their count; the last of them ends the round
    soon = i18n.t_in("fr", "monsters.last.soon", n=3)
    assert "pli suivant" not in soon and "3 plis au plus" in soon and "le dernier" in soon, soon
    en = i18n.t_in("en", "monsters.last.soon", n=3)
    assert "3 more tricks at most" in en and "the last" in en, en


def test_a_tricks_cards_say_turned_as_they_say_flipped(app, monkeypatch):
    """Shots 49, 63: round 1's summary said « milieu (retournée) »; round 2's turned middle card said nothing.
    A card turned says so too, with the button's sign, in the summary and in the box of a rival's trick."""
    from scene_input import spy_texts

    from game import i18n
    from scenes.monsters import drawing
    from scenes.monsters.drawing import lie_word

    i18n.set_lang("fr")
    assert lie_word(0, 0) == "" and lie_word(0, 1) == "(retournée)"
    assert lie_word(1, 0) == "(tournée ↻1)" and lie_word(3, 0) == "(tournée ↺)"
    assert lie_word(2, 1) == "(retournée, ↻2)"
    table = table_with(app, ["human", "bot:easy"], scenario="swap_for_trick.yaml")
    seen = spy_texts(monkeypatch, drawing)
    trick = {"seat": 0, "colour": "yellow", "cards": [5, 10, 8], "lines": ["col1"],
             "placements": [(5, 0, 0), (10, 1, 0), (8, 0, 1)]}
    table.painter.draw_round_trick(pygame.Surface((1280, 720)), trick, 100)
    assert "(tournée ↻1)" in seen and "(retournée)" in seen, seen


def test_the_centre_tag_stands_clear_of_the_last_trick(app, monkeypatch):
    """Shot 17: « Un adversaire vient de l'échanger », 5 px above « Dernier pli », read as hanging over its
    top edge. The longest tags, French and English, keep 8 px from it; the last trick's card stays inside
    its panel, under its heading."""
    from game import i18n
    from scenes.monsters.drawing import CENTRE_TAG_W, centre_tag_plate
    from sprites.fonts import fit_text, render

    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        for who in (i18n.t("monsters.example.rival"), "Bot 2"):
            said = i18n.t("monsters.centre_swapped", who=who)
            size = render(said, fit_text(said, CENTRE_TAG_W, 15, True), (0, 0, 0), bold=True).get_size()
            plate, box = centre_tag_plate(size)
            assert L.last.top - plate.bottom >= 8 and plate.contains(box), (lang, plate, L.last)
    i18n.set_lang("fr")
    card = L.last_card_rect()
    assert L.last.contains(card) and card.top >= L.last.top + 8 + 18 and L.last.bottom - card.bottom >= 6


def test_cards_to_and_from_a_bots_panel_keep_off_the_words_round_the_board(app):
    """Shots 42, 53: small card backs on their way to Bot 2's panel ran 3 px under « 2 manches à gagner · tous
    à la fois » and 1 px beside « sans limite », and a card growing to the deck's size from « sans limite »
    on covered the words. Every flight between a panel and the deck or the centre, out and back, sampled
    as drawn (its size too), keeps 3 px from those words, « Pile », the clock and « Pioche »."""
    from game import i18n
    from scenes.monsters.drawing import LAYERS_NAME_DY, deck_label_rect, no_time_limit_rect
    from sprites.fonts import TYPE, font, render

    i18n.set_lang("fr")
    table = table_with(app, ["human", "bot:easy", "bot:easy", "bot:easy"], speed="normal")
    go_live(app, table)
    small = (0, 0, 0)
    words = [no_time_limit_rect(render(i18n.t("monsters.no_time_limit"), TYPE.SMALL, small).get_size()),
             Rect((L.layer.x, L.layer.y - LAYERS_NAME_DY), render(i18n.t("monsters.layers"), TYPE.SMALL,
                                                                  small).get_size()),
             Rect(292, 82, 270, font(15).get_height()),  # « 2 manches à gagner · tous à la fois »
             Rect(L.clock.x, L.clock.y, L.clock.w, 44),  # « Durée » and its time
             deck_label_rect(render(i18n.t("monsters.deck", n=35), 16, small, bold=True).get_size())]
    for far, size in ((L.deck.center, L.deck.w), (L.centre.center, L.centre.w)):
        for seat in (1, 2, 3):
            for out in (False, True):
                table.anim.clear()
                table.tweens.items.clear()
                table.fly_panel(table.pieces.cover, seat, far, size, 0.4, out=out)
                steps = 0
                while table.anim.flights and steps < 400:
                    for f in table.anim.flights:
                        if f.tween.elapsed >= f.tween.delay:
                            card = f.rect().inflate(6, 6)
                            assert card.collidelist(words) < 0, (far, seat, out, f.rect(), words)
                    table.tweens.step(0.004)
                    table.anim.prune()
                    steps += 1
                assert not table.anim.flights


def test_a_rivals_trick_shown_again_keeps_its_words_inside_its_box(app, monkeypatch):
    """Seen in « Revoir »: « dessus (tournée ↻1) » under the last card of a rival's trick ran onto the box's
    edge. Every way a card may lie, its words stay inside the box, at 12 px or more."""
    from scene_input import spy_sizes

    from game import i18n
    from scenes.monsters import drawing

    i18n.set_lang("fr")
    table = table_with(app, ["human", "bot:easy"], scenario="swap_for_trick.yaml")
    box = table.painter.again_trick_box()
    for rot in range(4):
        for flip in (0, 1):
            table.motion.again_trick = (1, "blue", [(5, rot, flip), (10, rot, flip), (8, rot, flip)])
            sizes = spy_sizes(monkeypatch, drawing)
            table.painter.draw_again_trick(pygame.Surface((1280, 720)))
            for layer in ("dessus", "milieu", "dessous"):
                said = [s for s in sizes if s.startswith(layer)]
                assert said and all(sizes[s] >= 12 for s in said), (rot, flip, {s: sizes[s] for s in said})
                for s in said:
                    width = drawing.render(s, sizes[s], (0, 0, 0)).get_width()
                    assert width <= 100 + 22, (s, width, box)
