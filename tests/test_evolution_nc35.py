"""nc35 (round 35's newcomer, Elementary Evolution): what the tutorial and the first game left unclear."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from game import i18n
from game.core import act
from scenes.ui import wrap

# a burn on a rival who holds the Sirène and shows no Eau 1: the question warns of both, with 4 targets
SIREN_CASCADE = """
seats: {seats}
current: 0
turn: 9
mages:
  - hand: [fire2, water3, air3]
    piles: {{air: [air0, air1], fire: [fire0, fire1], earth: [earth0, earth1, earth2, earth3], water: [water0, water1]}}
    rest: draw
{rivals}tokens:
  siren: {{holder: 1, giver: 0}}
"""
RIVAL = """  - hand: [ether1, ether2]
    piles:
      air: [air0, air1, air2, air3]
      fire: [fire0, fire1, fire2]
      earth: [earth0, earth1, earth2, earth3]
      water: [water0]
    main: [air5, fire5, earth5, water5, ether4, ether3, air4, fire4, earth4, water4]
    rest: draw
"""


def _burn_table(app, tmp_path, seats: int):
    from test_scenes_evolution import table_for

    doc = SIREN_CASCADE.format(seats=seats, rivals=RIVAL * (seats - 1))
    table = table_for(app, tmp_path, ["human"] + ["bot:easy"] * (seats - 1), doc)
    table.controls.do(act("play", "fire2", "fire"))
    from scene_input import run_until

    assert run_until(app, lambda: not table.busy and (table.task() or {}).get("effect") == "burn", 3.0)
    table.names[1:] = [f"Bot {s + 1} (sur mesure)" for s in range(1, seats)]  # the longest names a bot has
    table.controls.build_buttons()
    return table


def test_the_burn_question_shows_whole_at_its_longest(app, tmp_path):
    """Shots 90, 92, 125: « …une Cascade peut contrer ce Feu et » was cut: the Sirène's warning and the Cascade's
    filled more lines than the panel shows. At its longest (the Sirène held, Cascades possible, the longest
    names, two to four mages, both languages) every line of the question shows."""
    i18n.set_lang("fr")
    table = _burn_table(app, tmp_path, 2)
    c = table.controls
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        c.build_buttons()
        lines = wrap(c.prompt, c.prompt_rect.width - 20, 15)
        assert "Cascade" in c.prompt and "Sir" in c.prompt and "Bot 2 (sur mesure)" in c.prompt
        assert len(lines) <= c.prompt_lines, (lang, lines)
    i18n.set_lang("fr")


def test_the_burn_hint_stays_in_the_normal_size_at_its_longest(app, tmp_path):
    """Shots 90, 125: Conseil on a risky Fire shrank to small print (the burn, the Sirène's trade, the
    Cascade, « C'est serré »). The question above already says the Cascade: Conseil says only its odds (nc59),
    and at its longest (the Sirène held, two cards exposed, a close call, the odds, the longest names) it keeps
    size 16."""
    from game.hints import Hint

    i18n.set_lang("fr")
    table = _burn_table(app, tmp_path, 2)
    for i in range(40):  # a long log above it
        table.log.add(f"ligne {i}")
    params = {"target": 1, "pile": "water", "level": 3, "empty": 0, "siren": "siren", "exposed": "water",
              "more": 2, "close": 2, "cascade": "water1", "odds": 7}
    table.hint_shown = Hint(0, act("burn", 1, "water"), "burn", params)
    table.hint_level = 1  # the whole move, Conseil's second press (f54: its first is a nudge)
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        body = table._hint_body()
        assert "Sir" in body and "Cascade" in body and "7" in body, body  # nc59: the Cascade's odds, in a few words
        assert table._hint_box()[1] == 16, (lang, body)
    i18n.set_lang("fr")


def test_a_button_that_says_the_gift_places_the_card_without_asking_again(app, tmp_path):
    """Shots 56→58, 83→84, 94→96: « Sur Feu (F) · donne Salamandre » clicked, then « Poser quand même ? »: the
    button had said the gift. Its click places the card, its short label too; the pile's click and the keys
    still ask first (nc33)."""
    from lang import plain
    from scene_input import look
    from test_evolution_nc29 import _press
    from test_evolution_nc33 import SYLPH
    from test_scenes_evolution import hand_pos, table_for

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], SYLPH)
    c = table.controls
    moves = len(table.feed.match.moves)
    _press(app, hand_pos(table, "air2"))
    gift = [b for b in c.bar.buttons if "donne Sylphe" in plain(b.label)]
    assert len(gift) == 1, [b.label for b in c.bar.buttons]
    assert "jouer deux tours de suite" in c.prompt, c.prompt
    table.names[1] = "Bot 4 (sur mesure)"  # the longest a bot's name gets: the warning still shows whole
    c.build_buttons()
    assert "Bot 4 (sur mesure)" in c.prompt, c.prompt
    assert len(wrap(c.prompt, c.prompt_rect.width - 20, 15)) <= c.prompt_lines, (c.prompt_lines, c.prompt)
    look(app)
    _press(app, gift[0].rect.center)
    assert c.confirm_gift is None
    assert table.feed.match.moves[moves] == [0, "play air2 air"]
    app.stack.pop()
    table = table_for(app, tmp_path, ["human", "bot:easy"], SIREN_CASCADE.format(seats=2, rivals=RIVAL))
    c = table.controls
    moves = len(table.feed.match.moves)
    _press(app, hand_pos(table, "fire2"))  # its long label, whole or shortened: « Sur Feu (F) · donne Salamandre »
    gift = [b for b in c.bar.buttons if plain(b.label).endswith("ur Feu (F) · donne Salamandre")]
    assert len(gift) == 1, [b.label for b in c.bar.buttons]
    look(app)
    _press(app, gift[0].rect.center)
    assert c.confirm_gift is None and table.feed.match.moves[moves] == [0, "play fire2 fire"]


def test_each_creatures_gift_warning_says_its_power_and_shows_whole():
    """Shot 94: « Attention : sur une pile, Eau 3 donne Ondine à Bot 2 (sur mesure). Pas d'Éther… » said
    nothing of the Ondine, while the Gnome's, Sirène's and Sylphe's said theirs. Every creature a card
    frees says what it does, in three lines at most with the longest name (both languages): a picked
    card's buttons leave the question three (the gift's button test reads it)."""
    from game.evolution.defs import load_defs
    from scenes.evolution.choices import name_of
    from scenes.evolution.table import L

    defs = load_defs()
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        for cid, cr in defs.creatures.items():
            if not cr.card:
                continue
            for ether in (0, 1):
                said = i18n.t("evolution.prompt.frees", card="Eau 3", creature=name_of(cid),
                              who="Bot 4 (sur mesure)", power=cr.power, ether=ether)
                bare = i18n.t("evolution.prompt.frees", card="Eau 3", creature=name_of(cid),
                              who="Bot 4 (sur mesure)", power="none", ether=ether)
                assert len(said) > len(bare) + 10, (lang, cid, said)
                assert len(wrap(said, L.prompt.width - 20, 15)) <= 3, (lang, cid, said)
    i18n.set_lang("fr")


def test_the_burn_on_ones_card_offers_only_the_answers_the_table_allows():
    """Shots 127→128: « contrer avec une Cascade, un pouvoir, ou laisser brûler ? », then « Pas de Cascade : l'Eau
    ne contre un Feu que hors de votre tour » (the person's Fire sent back by a Sirène, in their own turn)."""
    from lang import plain
    from test_evolution_nc13 import _asked

    i18n.set_lang("fr")
    task = {"t": "burn", "aimer": 1, "card": "fire1", "pile": "water", "target": 0}
    power, cascade, keep = act("power", "golem"), act("cascade", "water2", "water"), act("pass")
    ways = {"power": [power, keep], "both": [cascade, power, keep], "cascade": [cascade, keep]}
    said = {k: plain(_asked(task, legal, None).prompt_text()) for k, legal in ways.items()}
    assert "Cascade" not in said["power"] and "pouvoir, ou laisser brûler ?" in said["power"], said
    assert "une Cascade, un pouvoir, ou laisser brûler ?" in said["both"], said
    assert "pouvoir" not in said["cascade"].split(":")[1] and "Cascade, ou laisser" in said["cascade"], said


def test_the_persons_own_draw_is_one_line_that_says_vous(app, tmp_path):
    """Shot 14 on: « Joueur 1 pioche 1 carte (tornade) » next to « Vous piochez : Eau 4 ». The person's own draw
    is one line, « Vous piochez (tornade) : Eau 4 »; a rival's draw still names the rival."""
    from test_evolution_nc33 import SYLPH
    from test_scenes_evolution import table_for

    from game.core import Event

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], SYLPH)
    assert table.viewer == 0
    assert table.describe(Event("draw", 0, {"count": 1, "reason": "tornado"})) is None
    mine = table.describe(Event("draw_cards", 0, {"cards": ["water4"], "reason": "tornado"}, (0,)))
    assert mine == "Vous piochez (tornade)\u00a0: Eau 4", mine
    theirs = table.describe(Event("draw", 1, {"count": 1, "reason": "tornado"}))
    assert theirs is not None and theirs.startswith("Bot 2 pioche 1 carte"), theirs


def test_a_discards_top_card_lies_on_its_slot_its_heap_under_it(app, tmp_path):
    """Shots 86/87: the Feu 1 on top of an 11-card main discard stood 6 px off its slot (and off the target's
    frame), a card edge showing behind it. The top card lies on the slot, the heap's backs peek out under it."""
    import pygame
    from test_evolution_nc33 import SYLPH
    from test_scenes_evolution import table_for

    main = "earth1, earth2, earth3, earth4, earth5, fire4, fire5, ether1, ether2, ether3, fire1"
    doc = SYLPH.replace("    piles: {air: [air0, air1], water: [water0]}\n",
                        f"    piles: {{air: [air0, air1], water: [water0]}}\n    main: [{main}]\n")
    table = table_for(app, tmp_path, ["human", "bot:easy"], doc)
    assert table.m.mages[0].main[-1] == "fire1" and len(table.m.mages[0].main) == 11
    slot = table.discard_rect(0, "main")
    heap = table.discard_heap_rects(0, "main", 11)
    assert len(heap) == 3 and all(r.topleft > slot.topleft for r in heap), (heap, slot)
    surf = pygame.Surface((1280, 720))
    table.draw(surf)
    face = table.card_img("fire1", slot.size)
    for x, y in ((3, 3), (slot.width - 4, slot.height - 4), (slot.width // 2, 6)):
        assert surf.get_at((slot.x + x, slot.y + y)) == face.get_at((x, y)), (x, y)
