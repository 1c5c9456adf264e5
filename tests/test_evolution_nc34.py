"""nc34 (round 34's newcomer, Elementary Evolution): what the first game left unclear."""

from __future__ import annotations

import os
import re
from dataclasses import replace

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import yaml
from lang import plain
from test_evolution_controls import controls_for, press
from test_scenes_evolution import BURN4

from game import i18n
from game.core import act
from game.evolution.bots import HardBot
from game.evolution.checks import position
from scenes.evolution import table as evolution_table
from scenes.evolution.choices import Asked
from scenes.evolution.model import Model


def test_keep_for_later_holds_for_the_rest_of_that_opponents_turn():
    """Shots 56, 70, 71, 105: « Tour adverse : un pouvoir maintenant, ou le garder pour plus tard ? »
    came back in the same bot turn at each creature received. « Plus tard » said once holds for that turn;
    the next opponent's turn asks again about a creature never let go."""
    controls, board = controls_for(BURN4, 1)
    assert board.now.is_moment() and not controls.skip_moment(1)
    press(controls, pygame.K_RETURN)  # « Garder pour plus tard »
    assert [(s, a.kind) for s, a in board.sent] == [(1, "pass")]
    controls.declined[1].clear()  # a creature received since, never let go
    assert controls.skip_moment(1)  # the same turn: not asked again
    assert not controls.skip_moment(3)  # another person at the same screen has said nothing yet
    flashes = len(board.flashes)
    controls.do(board.sent[0][1])  # the table passes it: nothing is let go for the game, nothing said
    assert controls.declined[1] == set() and len(board.flashes) == flashes
    board.now.model.turn += 1  # the next opponent's turn
    assert not controls.skip_moment(1)


GNOME = """
seats: 2
current: 0
turn: 9
mages:
  - hand: [fire1, earth2, water3, air2]
    piles: {air: [air0, air1, ether1, ether2], fire: [fire0], earth: [earth0, earth1], water: [water0]}
    rest: draw
  - hand: [air3, fire2, earth1]
    piles: {air: [air0, air1, ether3], fire: [fire0, fire1], earth: [earth0], water: [water0, water1, water2]}
    rooted: {air: 2, water: 3}
    rest: draw
tokens:
  gnome: {holder: 0}
"""


def _gnome_hint(pile: str, lang: str) -> str:
    st = position(yaml.safe_load(GNOME))
    bot = HardBot(0, 1)
    bot.explaining = True
    i18n.set_lang(lang)
    try:
        bot.explain(st, act("power", "gnome", 1, pile))
        assert bot.why is not None
        return i18n.hint_text("evolution", bot.why[0], bot.why[1], ["Joueur 1", "Bot 2"])
    finally:
        i18n.set_lang("fr")


def test_the_gnome_hint_on_a_pile_whose_top_is_free_says_what_it_gains():
    """Shots 60, 73/74: « il désenracine cette pile : son dessus redevient libre » on a pile marked « dessus
    libre ». There the top is already free; unrooting bares the rooted cards under it for the next Fires."""
    free = _gnome_hint("air", "fr")  # Air 0-1 rooted, the Ether on top free
    assert "déjà libre" in free and "des 2 cartes enracinées dessous" in free, free
    assert "redevient libre" not in free, free
    rooted = _gnome_hint("water", "fr")  # rooted to the top: its top does become free
    assert "son dessus redevient libre" in rooted and "déjà" not in rooted, rooted
    en = _gnome_hint("air", "en")
    assert "free already" in en and "the 2 rooted cards under it" in en, en


FIRE = """
seats: 2
current: 0
turn: 7
mages:
  - hand: [fire1, earth2, air3]
    piles: {air: [air0, air1, air2], fire: [fire0], earth: [earth0, earth1]}
    rest: draw
  - hand: [air3, fire2, earth1, ether1]
    piles: {air: [air0, air1], fire: [fire0], water: [water0]}
    main: [air5, fire5, earth5, water5, ether4, ether3, air4, fire4, earth4, water4]
    rest: draw
"""


def _burn_asked(doc: str, lang: str = "fr") -> tuple[Asked, object]:
    st = position(yaml.safe_load(doc))
    st.apply(0, act("play", "fire1", "fire"))
    while st.stack and st.stack[-1]["t"] != "effect":  # the moment after the card: the rival lets it by
        (seat,) = st.actors()
        st.apply(seat, act("pass"))
    view = st.view(0)
    i18n.set_lang(lang)
    return Asked(st.legal_actions(0), view["stack"][-1], Model.from_view(view, 0), ["Joueur 1", "Bot 2"], st.defs), st


def test_a_burn_says_before_it_goes_that_the_rival_may_counter_with_a_cascade():
    """Shots 47, 62: both first Fires were countered by a Cascade that raised the bot's Water pile, and
    nothing said so. The burn's question says who may, with which Water card (the hand is hidden: « peut »),
    and Conseil's burn says the odds (nc35 left the card to the question; nc59: the odds); a Water card the
    table shows elsewhere is no risk."""
    asked, st = _burn_asked(FIRE)
    assert asked.task is not None and asked.task["effect"] == "burn"
    text = asked.prompt_text()
    assert text.startswith("Embrasement (Feu 1)"), text
    assert "Si Bot 2 a une Eau 1 (3 chances sur 10), sa Cascade le contrera en montant sa pile." in text, text
    bot = HardBot(0, 1)
    bot.explaining = True
    bot.explain(st, act("burn", 1, "air"))
    assert bot.why is not None and bot.why[1]["cascade"] == "water1"
    hint = i18n.hint_text("evolution", bot.why[0], bot.why[1], ["Joueur 1", "Bot 2"])
    # nc59 shots 176, 177: with its odds, read from the table (Eau 1 among the 14 cards out of sight, 4 in hand)
    assert "Risque de Cascade : 3 chances sur 10." in plain(hint), hint
    en, _ = _burn_asked(FIRE, "en")
    assert "If Bot 2 holds a Water 1 (3 chances in 10), their Cascade will counter it and raise their pile." \
        in en.prompt_text(), en.prompt_text()
    i18n.set_lang("fr")
    shown = FIRE.replace("    main: [air5", "    quick: [water1]\n    main: [air5")  # Eau 1 lies in its discard
    assert "Cascade" not in _burn_asked(shown)[0].prompt_text()


def test_the_tutorial_says_the_discards_plainly_defines_free_cards_before_use_and_shows_the_real_start():
    """Shot 09: the discards' order was a riddle (« en pause »); shot 16: « cartes libres » came before
    « carte libre » was explained; the real start (the Egg, the first turns of discarding) was never played:
    nc47, it is the tutorial's opening now."""
    from game import tutorial

    tut = tutorial.load("evolution")
    opening = [s.say for s in tut.prev.steps]
    discards = next(s for s in opening if "mettez-la aussi dans la rapide" in s["fr"])  # f52 (nc63): as Conseil
    # the pause is what the quick discard is once its cards are drawn, said in its place (nc49: « never explained »)
    from lang import plain

    # nc51 shot 016: « Pioche vide, elle se refait … » while « Pioche : 13 » showed: said of later
    # nc53 shot 006: the refill's order and its pause, clicked through unread: what the choice changes, plainly
    assert "La rapide, elle, vous rend ses cartes bien plus tôt" in plain(discards["fr"]), discards["fr"]
    assert "Pioche vide" not in discards["fr"] and "en pause" not in discards["fr"], discards["fr"]
    assert "gives its cards back much sooner" in discards["en"], discards["en"]
    said = [s.say for s in tut.steps]
    first_free = next(i for i, s in enumerate(said) if "libre" in s["fr"])
    assert "Une carte libre (au sommet" in said[first_free]["fr"], said[first_free]["fr"]
    first_free_en = next(i for i, s in enumerate(said) if "free card" in s["en"])
    assert first_free_en == first_free, said[first_free_en]["en"]
    egg = [s.do for s in tut.prev.steps].index("play fire0 fire")  # after a turn with no Egg (nc51, nc52)
    assert egg > [s.do for s in tut.prev.steps].index("end") and "Œuf" in opening[egg]["fr"]
    for s in opening + said:
        for lang in ("fr", "en"):
            assert len(re.findall(r"\w+(?:['’-]\w+)*", s[lang])) <= 40, (lang, s[lang])


RECOVER = """
seats: 2
current: 0
turn: 9
mages:
  - hand: [air1]
    piles: {air: [air0], fire: [fire0], earth: [earth0], water: [water0]}
    draw: [fire3, earth3, water3]
    quick: [air2, fire2, earth2, water2, ether1]
    rest: main
  - hand: [air3]
    rest: draw
"""


def test_a_draw_that_empties_the_pile_says_the_cards_it_took_before_the_discard_came_back():
    """Shot 69: « Joueur 1 reprend sa défausse rapide comme pioche (5 cartes) » while the pile showed
    « Pioche : 3 »: the 3 were drawn first, then the quick discard came back. The log says both."""
    st = position(yaml.safe_load(RECOVER))
    events = st.apply(0, act("play", "air1", "air"))
    while not any(e.kind == "recover" for e in events) and not st.is_over:
        (seat,) = st.actors()
        legal = st.legal_actions(seat)
        pick = next((a for a in legal if a.kind in ("skip", "pass", "end", "give", "draw")), legal[0])
        events = st.apply(seat, pick)
    recover = next(e for e in events if e.kind == "recover")
    assert recover.data["drawn"] == 3 and recover.data["source"] == "quick" and recover.data["count"] == 5
    i18n.set_lang("fr")
    said = i18n.describe("evolution", recover, ["Joueur 1", "Bot 2"])
    assert said == ("Joueur 1 pioche ses 3 dernières cartes, puis reprend sa défausse rapide comme pioche "
                    "(5 cartes)"), said
    empty = i18n.describe("evolution", replace(recover, data={**recover.data, "drawn": 0}), ["Joueur 1", "Bot 2"])
    assert empty is not None and empty.startswith("Pioche vide\u00a0: Joueur 1 reprend sa défausse rapide"), empty


def test_the_rivals_turn_in_a_few_words_gives_way_once_the_person_acts(app, tmp_path):
    """Shot 68: « Pendant le tour de Bot 2 … » stood beside the hand through the person's whole turn, out of
    date once they played. It stays until their first card or power (the log keeps the turn)."""
    from test_scenes_evolution import DUEL, table_for

    from game.core import Event

    table = table_for(app, tmp_path, ["human", "bot:easy"], DUEL)
    for ev in (Event("end_turn", 0, {}), Event("turn_start", 1, {"extra": False, "turn": 9}),
               Event("play", 1, {"card": "air1", "pile": "air", "level": 1, "frees_nothing": "none"}),
               Event("turn_start", 0, {"extra": False, "turn": 10})):
        table.gather_recap(ev)
    assert len(table.recap) == 1
    table.gather_recap(Event("draw", 1, {"count": 1, "reason": "tornado"}))  # the rival's, in the person's turn
    assert len(table.recap) == 1
    table.gather_recap(Event("play", 0, {"card": "fire0", "pile": "fire", "level": 0, "frees_nothing": "none"}))
    assert table.recap == [] and table.recap_shown() == []


def test_the_tutorials_box_comes_with_the_board(app):
    """Shot 01: the board opened on « Tour de Joueur 1 » alone, the tutorial's box some 2 s later (after the
    opening turn's banner). The first step is words to read: the box comes at once, no banner first."""
    from test_tutorial import open_tutorial

    table = open_tutorial(app, "evolution", speed="normal")
    for _ in range(6):
        app.frame(1 / 60)
        if table.guide_box is not None:
            break
    assert table.guide_box is not None and not table.busy
    assert table.anim.banner_item is None


def test_a_card_drawn_fills_the_slot_emptied_last(app, tmp_path):
    """Shot 13: Air 4 played from slot 1, then the Tornado's Ether from slot 4: the card drawn for it came
    to slot 1. It fills slot 4, the one just left for it; an undone card still goes back to its own."""
    from test_scenes_evolution import DUEL, table_for

    table = table_for(app, tmp_path, ["human", "bot:easy"], DUEL)
    hand = table.m.hand
    assert hand is not None and table.hand_slots() == ["air0", "fire0", "earth0", "water0", "ether1"]
    hand.remove("air0")
    table.hand_slots()
    hand.remove("ether1")
    table.hand_slots()
    hand.append("air1")
    assert table.hand_slots() == [None, "fire0", "earth0", "water0", "air1"]
    hand.append("air0")  # an undo: back to its own slot
    assert table.hand_slots() == ["air0", "fire0", "earth0", "water0", "air1"]
    hand.remove("fire0")
    hand.remove("water0")  # two leave at once, then one comes: the later slot
    hand.append("air2")
    assert table.hand_slots() == ["air0", None, "earth0", "air2", "air1"]


ELF = """
seats: 2
current: 0
turn: 3
mages:
  - hand: [air4, earth4, fire1]
    piles: {air: [air0, air1, air2, air3], fire: [fire0], earth: [earth0, earth1, earth2, earth3]}
    rest: draw
  - hand: [air3]
    rest: draw
"""


def test_the_creature_badge_on_a_picked_card_leaves_its_element_sign_clear(app, tmp_path):
    """Shot 05: the round « El » badge on the picked Air 4 covered the top right corner, the card's element
    sign. It sits on the card's right edge under the top band (level and sign)."""
    from test_scenes_evolution import table_for

    from sprites.evolution import art

    table = table_for(app, tmp_path, ["human", "bot:easy"], ELF)
    table.controls.selected = "air4"
    table.controls.build_buttons()
    app.frame(1 / 60)
    assert table.frees_tag_rects(0, table.controls.targets(0)), "Air 4 hands the Elf over: its tag shows"
    card = table.hand_rect("air4").move(0, -evolution_table.RAISE)
    band = pygame.Rect(card.x, card.y, card.width, art.band_height(card.height))
    badge = table.frees_badge_rect("air4")
    assert not badge.inflate(6, 6).colliderect(band), (badge, band)  # its fire ring included
    assert card.collidepoint(badge.center) and badge.right <= card.right + badge.width // 2 + 2
    assert badge.bottom < card.bottom - 20  # above the card's name


def test_the_gift_tag_in_the_zones_header_keeps_off_its_frame(app, tmp_path):
    """Shot 82: the red « Donne Golem à Bot 2 » tag sat on the frame of the person's zone. It keeps 2 px
    clear of the frame's line and stays above the cards' halo room."""
    from test_scenes_evolution import table_for

    table = table_for(app, tmp_path, ["human", "bot:easy"], ELF)
    table.controls.selected = "air4"
    table.controls.build_buttons()
    tags = table.frees_tag_rects(0, table.controls.targets(0))
    z = table.zones[0]
    assert len(tags) == 1 and tags[0][0].top >= z.rect.top + evolution_table.FRAME + 2, (tags, z.rect)
    assert tags[0][0].bottom <= z.top - 6 and tags[0][0].height >= 18


def test_the_tokens_held_are_evenly_spaced_each_beside_its_own_name(app, tmp_path):
    """Shots 76/77: « Ondine », « Salamandre », « Sirène », « Gnome » along the zone's top at one step sized
    on the longest name: « Salamandre » ran into its token's neighbour, « Sirène » stood far off. Each
    name sits 3 px before its token and the same gap parts it from the token before."""
    from test_scenes_evolution import table_for

    doc = ELF + "tokens:\n" + "".join(f"  {c}: {{holder: 0}}\n" for c in ("ondine", "salamander", "siren", "gnome"))
    table = table_for(app, tmp_path, ["human", "bot:easy"], doc)
    held = table.m.held_tokens(0)
    assert len(held) == 4 and table.token_step(0)[1]
    pairs = sorted(((table.token_rect(c), table.token_name_rect(c)) for c in held), key=lambda p: p[0].x)
    for tok, name in pairs:
        assert name.width and tok.left - name.right == 3, (tok, name)
    gaps = {name.left - prev.right for (prev, _), (_, name) in zip(pairs, pairs[1:], strict=False)}
    assert gaps == {evolution_table.TOKEN_GAP - 3}, gaps
    assert pairs[0][1].left > table.header(0)[1]


def test_a_gift_already_confirmed_lets_the_next_question_come_sooner(app, tmp_path):
    """Shot 83: after « Poser quand même » the panel showed no choice for some 1.5 s (the card, the release's
    banner, the token going over) before the next question. The person was told before; with no Ether and
    one rival there is no choice: the release's banner and the token's flight are short, the next question
    comes within 1.5 s (was 2.1)."""
    from scene_input import run_until
    from test_scenes_evolution import table_for

    table = table_for(app, tmp_path, ["human", "bot:easy"], ELF, speed="normal")
    assert run_until(app, lambda: not table.busy, 2.0, draw_every=30)
    table.controls.do(act("play", "air4", "air"))
    app.frame(1 / 60)
    assert table.busy
    steps = 0

    def asked() -> bool:
        nonlocal steps
        steps += 1
        task = table.task()
        return not table.busy and task is not None and task.get("effect") == "tornado"

    assert run_until(app, asked, 3.0, step=1 / 30, draw_every=30)
    assert steps / 30 < 1.5, steps / 30


def test_the_cards_drawn_keep_off_the_pile_names_on_their_way_to_the_hand(app, tmp_path):
    """Shot 55: five new cards flew straight from the draw pile to their slots, over « Air (A) · niv. 3 » and
    « Feu (F) ». They come down by the hand's first slot, left of those words, then along the hand."""
    from test_scenes_evolution import table_for

    from game.core import Event
    from sprites.fonts import TYPE, font

    table = table_for(app, tmp_path, ["human", "bot:easy"], ELF, speed="normal")
    table.tweens.speed = 1.0
    z = table.zones[0]
    words = []
    for i, el in enumerate(table.elements):
        r = pygame.Rect((0, 0), font(TYPE.SMALL).size(table.pile_label(0, el)))
        r.midtop = (z.col(1 + i), z.label_y)
        words.append(r)
    hand = table.m.hand
    assert hand is not None
    hand += ["water0", "water1"]  # the model has them: the event only flies them in
    table.on_draw_cards(Event("draw_cards", 0, {"cards": ["water0", "water1"], "reason": "end"}, (0,)))
    seen = 0
    for _ in range(120):
        for f in table.anim.flights:
            if f.tween.elapsed >= f.tween.delay:
                seen += 1
                assert f.rect().collidelist(words) < 0, (f.rect(), words)
        if not table.anim.flights:
            break
        table.tweens.step(1 / 60)
        table.anim.prune()
    assert seen > 20 and not table.anim.flights and not table.hand_hidden
    assert table.hand_rect("water1").x > evolution_table.L.hand.x + 100  # it went along the hand to a slot on the right


def test_a_tutorial_steps_order_gives_way_once_its_move_is_played(app):
    """Shot 06: « Posez l'Air 4 sur votre pile Air » stood some 2 s after the card was placed. Once the move
    is played the box says « Fait ! » under « Étape 2 sur 22 : fait » (a step's number shows one text; no box
    is an unnumbered « Regardez »), until the next step speaks."""
    from scene_input import run_until
    from test_tutorial import open_tutorial

    i18n.set_lang("fr")
    table = open_tutorial(app, "evolution", speed="normal")
    guide = table.guide
    assert guide is not None
    total = guide.tutorial.total
    assert run_until(app, lambda: table.guide_reading(), 2.0, draw_every=30)  # the opening's words
    table.read_on()
    assert run_until(app, lambda: not table.busy and table.human_to_act() == 0, 2.0, draw_every=30)
    assert guide.index == 1 and str(guide.expected()) == "discard water2 quick"
    table.controls.do(act("discard", "water2", "quick"))
    app.frame(1 / 60)
    assert table.busy and guide.index == 2
    words = table.guide_words()
    assert words is not None and words[0].startswith("Fait") and words[1] == f"Étape 2 sur {total}\u00a0: fait", words
    assert run_until(app, lambda: not table.busy, 3.0, draw_every=30)
    words = table.guide_words()
    assert words is not None and words[0] == guide.tutorial.steps[2].text(), words
    assert words[1] == f"Étape 3 sur {total}", words
