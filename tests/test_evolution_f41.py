"""Elementary Evolution, fix round f41 (nc40): what a newcomer met in round 40."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


def test_every_hand_card_that_gives_a_creature_shows_it_picked_or_not(app, tmp_path, monkeypatch):
    """nc40 shots 087, 111, 123: the creature badge (« Si », « On ») showed only on the picked or hovered
    card, so which creature to hold back with the one Ether could not be planned. Every hand card that
    would hand one over carries its token, none picked; a card that gives nothing carries none."""
    import pygame
    from test_evolution_f39 import SIREN_FREED
    from test_scenes_evolution import table_for

    table = table_for(app, tmp_path, ["human", "bot:easy"], SIREN_FREED)
    table.controls.selected = None
    table.controls.build_buttons()
    drawn: list[tuple[str, pygame.Rect]] = []
    real = table.token_img

    def spy(cid, d, *rest):
        img = real(cid, d, *rest)
        drawn.append((cid, d))
        return img

    monkeypatch.setattr(table, "token_img", spy)
    hand = list(table.m.hand)
    gifts = {c: table.controls.asked.frees(c) for c in hand}
    assert gifts["water1"] is not None and gifts["water1"][0] == "siren", gifts
    calls = []
    real_badge = table.draw_gift_badge

    def badge(surf, card, r):
        calls.append(card)
        before = len(drawn)
        real_badge(surf, card, r)
        assert (len(drawn) > before) == (gifts[card] is not None), card

    monkeypatch.setattr(table, "draw_gift_badge", badge)
    app.frame(1 / 60)
    assert set(calls) == set(hand), calls
    spot = table.frees_badge_rect("water1", raised=False)
    assert table.hand_rect("water1").contains(spot.inflate(4, 4)), "the token and its ring lie on the card"



def test_the_elf_button_says_when_the_rivals_quick_discard_is_empty():
    """nc40 shots 134-166: « Pouvoir : Elfe · Bot 2 » stood for the rest of the game while Bot 2's quick
    discard held nothing (« Rapide : 0 »), and nothing said that condemning it would take no card now."""
    from types import SimpleNamespace

    from game import i18n
    from game.core import act
    from game.evolution.defs import load_defs
    from scenes.evolution.choices import Asked

    i18n.set_lang("fr")
    defs = load_defs()
    elf = next(c for c, cr in defs.creatures.items() if cr.power == "condemn_quick")
    power = act("power", elf, 1)
    for quick, said in (([], "Bot 2 (rapide vide)"), (["air1"], "Bot 2")):
        mages = [SimpleNamespace(quick=[]), SimpleNamespace(quick=quick)]
        tokens = {c: {"state": "centre", "holder": None} for c in defs.creatures}
        tokens[elf] = {"state": "held", "holder": 0}
        model = SimpleNamespace(tokens=tokens, centre=[], num_seats=2, finished=[], seat=0, mages=mages)
        asked = Asked([power, act("end")], None, model, ["Joueur 1", "Bot 2"], defs, 0)  # type: ignore[arg-type]
        choice = asked.choice_for(0, power)
        assert choice is not None and choice.path[-1] == said, choice


REFILL = """
seats: 2
current: 0
turn: 5
mages:
  - hand: [fire1, earth0]
    piles: {air: [], fire: [], earth: [], water: [water0]}
    quick: [air2, air3]
    main: [fire2, fire3, earth1]
    rest: draw
  - hand: [air2, fire2]
    piles: {air: [], fire: [], earth: [earth0], water: []}
    quick_state: unavailable
    main: [water1]
    rest: draw
"""


def test_the_draw_piles_help_says_which_discard_it_takes_back_next(app, tmp_path):
    """nc40 shots 114, 129, 151: the burned Air 3 and Air 2 went to the quick discard, and when each came back
    was a surprise; « a hover on the draw pile saying what comes next ». The draw pile's help says which
    discard it takes back once empty, and how many cards, as the engine's refill (`refill_source`) will."""
    from test_scenes_evolution import table_for

    from game import i18n
    from game.evolution.engine import refill_source

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], REFILL)
    mine = table.inspect_at(table.draw_rect(0).center)
    assert mine is not None and "prochaine fois : la défausse rapide (2 cartes" in mine[1].replace("\u00a0", " "), mine
    theirs = table.inspect_at(table.draw_rect(1).center)
    assert theirs is not None and "la défausse principale (1 carte," in theirs[1].replace("\u00a0", " "), theirs
    assert refill_source("open", 0, 3) == "main" and refill_source("condemned", 4, 0) is None
