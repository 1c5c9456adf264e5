"""Round nc20 (a newcomer's tutorial and first game against « Bot sur mesure »): what stumbled them."""

from __future__ import annotations

from dataclasses import replace

import pygame
from test_evolution_controls import asked_for

from game.evolution.defs import load_defs
from sprites.fonts import TYPE, font

# An Ether fits on three piles at once (Fire 2, Air 1, Water 3 are each missing), and may be discarded.
ETHERS = """
seats: 2
current: 0
mages:
  - hand: [ether1, earth4, ether2, air3, fire4]
    piles: {air: [air0], fire: [fire0, fire1], earth: [earth0, earth1, earth2, earth3], water: [water0, water1, water2]}
    quick: [air2]
    rest: draw
  - hand: [air1, fire1, earth1, ether1, water2]
    piles: {air: [air0], water: [water0]}
    rest: draw
"""


def test_a_hand_cards_buttons_keep_the_tables_order_whatever_the_engines():
    """nc20 shots 72-74: the « Poser sur … » buttons changed order from card to card and a habit click
    put an Ether on Air instead of Water: the piles come in the table's order, then the discards."""
    asked = asked_for(ETHERS, 0)
    elements = list(load_defs().elements)
    for card in ("ether1", "ether2"):
        acts = asked.card_actions(card)
        piles = [str(a.args[1]) for a in acts if a.kind == "play"]
        assert len(piles) >= 2, acts
        assert piles == sorted(piles, key=elements.index), piles
        kinds = [a.kind for a in acts]
        assert kinds.index("discard") > max(i for i, k in enumerate(kinds) if k == "play"), kinds
        backwards = replace(asked, legal=list(reversed(asked.legal)))
        assert [asked.card_label(a) for a in backwards.card_actions(card)] == [asked.card_label(a) for a in acts]


def test_the_tutorial_says_the_start_is_set_up_before_any_order_and_warns_of_a_creature_used_at_once():
    """nc20 shots 02-03: step 2 ordered « défaussez … et finissez le tour » on a board at level 3, and only
    step 3 said why; in the real game a Salamandre given away burnt a rooted pile at once. nc47: the opening
    is the real start, its first step orders nothing; the tokens' step says a power may come at once."""
    from game import tutorial

    tut = tutorial.load("evolution")
    first = tut.prev.steps[0]
    assert first.reads and "défaussez" not in first.say["fr"] and "finissez" not in first.say["fr"], first.say
    tokens = next(s for s in tut.steps if s.reads and "Survolez" in s.say["fr"])
    assert "même pendant le tour adverse" in tokens.say["fr"] and "even in the other's turn" in tokens.say["en"]


def test_conseil_says_nothing_of_a_lone_answer_the_table_takes_by_itself(app, tmp_path, monkeypatch):
    """nc20 shot 50: « C'est le seul coup possible. » stood in Conseil's box under the bot's banner,
    the creature given for want of an Ether being taken by the table, nothing asked of the person."""
    from test_scenes_evolution import DUEL, table_for

    from game.core import act
    from game.hints import Hint

    table = table_for(app, tmp_path, ["human", "bot:easy"], DUEL)
    mine = Hint(0, act("end"), "plain", {}, table._decisions())
    table.hint_shown = mine
    table._drop_hint_without_choice()
    assert table.hint_shown is mine  # a real choice: the hint stays
    legal = table.feed.legal
    monkeypatch.setattr(table.feed, "legal", lambda seat: legal(seat)[:1])
    table.hint_shown = Hint(0, legal(0)[0], "only", {}, table._decisions())
    table._drop_hint_without_choice()
    assert table.hint_shown is None and table.hint_seat is None
    table.hint_seat = 0  # asked and awaited: the box « réfléchit… » goes too
    table._drop_hint_without_choice()
    assert table.hint_seat is None
    table.controls.ask_all = True  # after an undo the lone answer is asked: its hint is shown
    table.hint_shown = Hint(0, legal(0)[0], "only", {}, table._decisions())
    table._drop_hint_without_choice()
    assert table.hint_shown is not None


# Joueur 1 holds the Sylphe, given by the bot, in their own turn.
SYLPH = ETHERS.replace("seats: 2\n", "seats: 2\ntokens: {sylph: {holder: 0, giver: 1}}\n")


def test_the_sylphes_hint_says_what_it_gives_plainly():
    """nc20 shot 72: the Sylphe's hint read « des coups pris un par un, c'est celui qui vous avance le
    plus … » twice over: it says the extra turn; the bot's reason names the power it weighs."""
    import yaml
    from lang import plain

    from game import i18n
    from game.evolution.bots import HardBot
    from game.evolution.checks import position

    i18n.set_lang("fr")
    params = {"creature": "sylph", "target": "none", "pile": "none", "copied": "none", "yours": 0,
              "answer": "none", "card": "none", "power": "extra_turn"}
    fr = plain(i18n.hint_text("evolution", "power", params, ["Vous", "Bot 2"]))
    assert "vous jouerez un tour de plus, juste après celui-ci" in fr and "à lui seul" not in fr, fr
    i18n.set_lang("en")
    en = plain(i18n.hint_text("evolution", "power", params, ["You", "Bot 2"]))
    assert "one more turn" in en, en
    i18n.set_lang("fr")
    st = position(yaml.safe_load(SYLPH))
    bot = HardBot(0, 1)
    power = next(a for a in st.legal_actions(0) if a.kind == "power" and a.args[0] == "sylph")
    bot.explain(st, power)
    assert bot.why is not None and bot.why[0] == "power" and bot.why[1]["power"] == "extra_turn", bot.why


# The tutorial's first turn: four piles at level 3, an Air 4 (it frees the Elf) and two Ethers in hand.
TALL = """
seats: 2
current: 0
mages:
  - hand: [air4, earth4, earth5, ether1, ether2]
    piles: {air: [air0, air1, air2, air3], fire: [fire0, fire1, fire2, fire3],
            earth: [earth0, earth1, earth2, earth3], water: [water0, water1, water2, water3]}
    rooted: {earth: 4}
    rest: draw
  - hand: [air1, fire1, earth1, ether1, water2]
    piles: {air: [air0], water: [water0]}
    rest: draw
"""


def test_nothing_covers_a_piles_name_or_a_cards_words(app, tmp_path):
    """nc20 shots 05, 57, 81, 96: the red « Donne Elfe (un Éther la retient) » tag lay over the
    neighbouring piles' cards, chips and names; shot 10: the picked hand card's frame over « Feu (F) ·
    niv. 3 »; shot 13: the tutorial's arrow on « Clavier (survolez) »."""
    from scene_input import click, run
    from test_scenes_evolution import hand_pos, table_for

    from scenes.evolution.table import RAISE

    table = table_for(app, tmp_path, ["human", "bot:easy"], TALL)
    click(app, hand_pos(table, "air4"))
    run(app, 0.05)
    assert table.controls.selected == "air4"
    seat = table.my_seat()
    tags = table.frees_tag_rects(seat, table.controls.targets(seat))
    assert tags, "the Air 4 frees the Elf: its red tag shows"
    z = table.zones[seat]
    cards = [table.pile_card_rect(seat, p, i) for p in table.elements for i in range(len(table.mage(seat).piles[p]))]
    header = [pygame.Rect(pos, img.get_size()) for img, pos in table.header(seat)[0]]
    written = [*table.label_rects(), *cards, *table.root_word_rects(), *header]
    for tag, words, _cid in tags:
        assert z.rect.contains(tag), (tag, z.rect)
        assert tag.collidelist(written) < 0, (words, tag, written[tag.collidelist(written)])
    # nc20 shot 05: the tutorial's arrow to the Air pile lay on the Fire pile's numbers: it keeps off them
    assert all(table.pile_rect(seat, p) in table.arrow_avoid() for p in table.elements)
    raised = table.hand_rect("air4").move(0, -RAISE).inflate(8, 8)
    assert raised.collidelist(table.label_rects()) < 0, (raised, table.label_rects())
    click(app, hand_pos(table, "air4"))  # put back: the words beside the hand are the keys' label
    run(app, 0.05)
    assert table.controls.selected is None and table.keys_rect.width
    assert any(r.contains(table.keys_rect) for r in table.text_rects()), "the arrow would not keep off « Clavier »"


def test_a_refusals_toast_keeps_off_the_cards_words_and_says_which_effect(app, tmp_path):
    """nc20 shot 56: « Utilisez d'abord l'effet de la carte ou passez-le » lay over the last line of the
    picked card's words, and the person did not see that the card just placed had an effect to use."""
    from scene_input import click, run
    from test_scenes_evolution import hand_pos, table_for

    from game import i18n

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], TALL)
    click(app, hand_pos(table, "earth4"))
    run(app, 0.05)
    app.draw()
    assert table.info_words, "the picked card's words beside the hand"
    from game.core import Refusal

    said = i18n.refusal("evolution", Refusal("First the effect", "evolution.now_effect"))
    assert "carte posée" in said and "Ne pas appliquer l'effet" in said, said
    size = font(TYPE.BODY).size(said)
    assert size[0] < 700, size  # a toast read at a glance, not a line across the screen
    toast = table.error_rect(size)
    assert toast.collidelist(table.info_words) < 0, (toast, table.info_words)


def test_a_heaps_level_chips_keep_one_size_in_the_bots_small_zone(app, tmp_path):
    """nc20 shots 107, 121: under the bot's rooted Terre 5 the chips « 0 1 2 3 4 » were drawn much
    smaller than the « 0 1 » of its other heaps; they keep one size, inside their column."""
    from test_scenes_evolution import table_for

    table = table_for(app, tmp_path, ["human", "bot:easy"], TALL)
    z = next(z for z in table.zones.values() if not z.big)
    heap = z.slot(3)
    two, five = table.heap_levels_rects(z, 2, heap), table.heap_levels_rects(z, 5, heap)
    assert two[0].size == five[0].size, (two, five)
    column = int((z.rect.width - 12) / 7)
    assert five[-1].right - five[0].left < column - 8, (five, column)


def test_the_first_quick_discard_taken_as_the_draw_pile_says_what_en_pause_means(app, tmp_path):
    """nc20 shot 74: the quick discard showed « en pause » under a minus sign, explained nowhere the eye
    was: the first time the person's is taken back as the draw pile, a line says so; once (a toast until
    f43: nc44, nc46 and nc47 read it as a stray tooltip over the piles, tests/test_evolution_f43.py)."""
    from test_scenes_evolution import table_for

    from game import i18n
    from game.core import Event

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], TALL)

    def told() -> int:
        return sum(1 for e in table.log.entries if "en pause" in e)

    table.on_recover(Event("recover", 1, {"source": "quick", "count": 2}))
    assert not told(), "the bot's quick discard: nothing to tell the person"
    table.on_recover(Event("recover", 0, {"source": "main", "count": 2}))
    assert not told()
    table.on_recover(Event("recover", 0, {"source": "quick", "count": 2}))
    assert told() == 1
    table.on_recover(Event("recover", 0, {"source": "quick", "count": 2}))
    assert told() == 1, "said once a game"


def test_every_tutorial_step_is_short_enough_to_read_at_a_glance():
    """nc20: steps 4 and 9 were read as walls of text (64 and 60 words): every step, in both languages,
    holds at most 3 sentences and 40 words (the house rule), the screen's « niv. 3 » no sentence end."""
    import re

    from lang import plain

    from game import tutorial

    for i, step in enumerate(tutorial.load("evolution").steps, 1):
        for lang in ("fr", "en"):
            words = plain(step.say[lang])
            count = len(re.findall(r"\w+(?:['’-]\w+)*", words))
            ends = len(re.findall(r"(?<!\b[nN]iv)(?<!\b[lL]v)[.!?](?=\s|$)", words))
            assert count <= 40 and ends <= 3, (i, lang, count, ends, words)
