"""f39 (fixes after nc38, Elementary Evolution): the newcomer's words, each checked where it shows."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from game import i18n
from game.core import act

# nc38 shot 055: Eau 1 placed frees the Sirène, an Éther in hand could hold it back
SIREN_FREED = """
seats: 2
current: 0
turn: 5
mages:
  - hand: [fire1, earth0, water1, ether1]
    piles: {air: [], fire: [], earth: [], water: [water0]}
    rest: draw
  - hand: [air2, fire2]
    piles: {air: [], fire: [], earth: [earth0, ether2], water: []}
    rest: draw
"""


def _siren_table(app, tmp_path):
    from scene_input import run_until
    from test_scenes_evolution import table_for

    table = table_for(app, tmp_path, ["human", "bot:easy"], SIREN_FREED)
    table.controls.do(act("play", "water1", "water"))
    assert run_until(app, lambda: not table.busy and (table.task() or {}).get("t") == "release", 3.0)
    table.controls.build_buttons()
    return table


def test_the_hint_frame_sits_on_the_advised_choice(app, tmp_path, monkeypatch):
    """nc38 shot 055: « Donnez Sirène : cliquez « Donner à Bot 2 » » while the cyan frame was on « Retenir :
    Éther au centre »: the look-ahead overrode the policy's gift and held the Sirène back, but its words stayed
    the policy's. The words now say the pick the frame is on, and the frame is on that button only."""
    from lang import plain

    from game.evolution import bots

    i18n.set_lang("fr")
    table = _siren_table(app, tmp_path)
    m = table.feed.match
    view, legal = m.state.view(0), m.state.legal_actions(0)
    block = next(a for a in legal if a.kind == "block")
    # the look-ahead finds holding back clearly better than the policy's gift
    monkeypatch.setattr(bots.HardBot, "look_ahead",
                        lambda self, v, cands, rng: {a: 1.0 if a.kind == "block" else 0.0 for a in cands})
    bot = bots.HardBot(0, 5)
    bot.explaining = True
    assert bot.choose(view, legal) == block
    key, params = bot.why
    assert key == "block", bot.why
    for lang, words in (("fr", "Retenez Sirène avec votre Éther\u00a0: cliquez «\u00a0Retenir\u00a0»"),
                        ("en", 'Hold Siren back with your Ether: click "Hold back"')):
        i18n.set_lang(lang)
        said = i18n.hint_text("evolution", key, params, ["Joueur 1", "Bot 2"])
        assert plain(said).startswith(plain(words)), said
        assert "Bot 2" in said and "Donn" not in said and "Give" not in said, said
    i18n.set_lang("fr")
    bar = {b.label.rstrip(" ⏎"): b.rect for b in table.controls.bar.buttons}
    assert table._hint_rects(block) == [bar["Retenir\u00a0: Éther au centre"]]


def test_the_paused_quick_discards_words_keep_clear_of_the_eau_pile(app, tmp_path):
    """nc38 shots 088, 106: « rouvre au tirage suivant » and « rouvre à la pioche vide » began 5 px from the Eau
    pile's card, read as its caption. The words keep a clear gap from the Eau pile and the main discard, on
    two even lines at most, in both languages and at every count."""
    from test_evolution_nc25 import PAUSED
    from test_scenes_evolution import table_for

    table = table_for(app, tmp_path, ["human", "bot:easy"], PAUSED)
    mage = table.mage(0)
    water, main = table.pile_column(0, "water"), table.discard_rect(0, "main")
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        for n in (0, 1, 3):
            mage.draw_count = n
            lines = table.quick_why_lines(0)
            assert 1 <= len(lines) <= 2, (lang, n, lines)
            for _line, r in lines:
                assert r.left >= water.right + 12 and r.right <= main.left - 12, (lang, n, lines, water, main)
            if len(lines) == 2:  # not one word left alone on the second line
                assert all(" " in line for line, _r in lines), lines
    i18n.set_lang("fr")


def test_the_creature_badge_on_the_picked_card_stays_inside_it(app, tmp_path):
    """nc38 shot 115: the « E » badge on the picked Air 4 stood half past the card's right edge, over the next
    card of the hand. With its fire ring it now lies inside the card and off every other card of the hand,
    on the screen."""
    import pygame
    from test_evolution_nc34 import ELF
    from test_scenes_evolution import table_for

    from scenes.evolution import table as evolution_table

    table = table_for(app, tmp_path, ["human", "bot:easy"], ELF)
    table.controls.selected = "air4"
    table.controls.build_buttons()
    assert table.frees_tag_rects(0, table.controls.targets(0)), "Air 4 hands the Elf over: its badge shows"
    card = table.hand_rect("air4").move(0, -evolution_table.RAISE)
    badge = table.frees_badge_rect("air4")
    ring = badge.inflate(6, 6)  # its fire ring
    assert card.contains(ring), (ring, card)
    assert pygame.display.get_surface().get_rect().contains(ring)
    others = [table.hand_rect(c) for c in table.m.hand if c != "air4"]
    assert ring.collidelist(others) < 0, (ring, others)


def test_who_starts_hint_names_the_choice_and_says_why():
    """nc38 shot 042: at « Qui commence ? » the hint said only « Le choix du robot difficile parmi 2 coups. »
    It names the button and gives the reason in one line: the race stops at the first mage done, and
    starting gives a turn's lead."""
    from lang import plain

    from game.evolution.bots import HardBot

    names = ["Joueur 1", "Bot 2"]
    bot = HardBot(0, 1)
    bot.explaining = True
    assert bot.choose({}, [act("first", 0), act("first", 1)]) == act("first", 0)
    key, params = bot.why
    assert key == "first", bot.why
    said = {lang: (i18n.set_lang(lang), plain(i18n.hint_text("evolution", key, params, names)))[1]
            for lang in ("fr", "en")}
    assert said["fr"].startswith("Cliquez « Joueur 1 commence » : la partie s'arrête dès qu'un mage"), said
    assert "un tour d'avance" in said["fr"] and "parmi" not in said["fr"], said
    assert said["en"].startswith('Click "Joueur 1 starts": the game stops') and "turn's lead" in said["en"], said
    bot = HardBot(2, 1)  # not among the tied: the hint still names a button, and says it gains no lead
    bot.explaining = True
    bot.choose({}, [act("first", 0), act("first", 1)])
    i18n.set_lang("fr")
    assert "pas à égalité" in plain(i18n.hint_text("evolution", *bot.why, names + ["Joueur 3"]))


# nc38 shots 059-067: the hint's Éther goes on the person's Eau pile, left free; the bot's Fire pile stands at
# level 2 and no Feu 2 has been seen: its next Fire may burn the Éther
EXPOSED = """
seats: 2
current: 0
turn: 9
mages:
  - hand: [ether1, air5, earth5]
    piles: {water: [water0]}
    rest: draw
  - hand: [air1, air2, earth3]
    piles: {fire: [fire0, fire1]}
    rest: draw
"""


def _hinted(doc, monkeypatch):
    import yaml

    from game.evolution import bots
    from game.evolution.checks import position

    monkeypatch.setattr(bots, "outcome", lambda *_a: 0.5)  # the look-ahead keeps the policy's pick
    monkeypatch.setattr(bots.HardBot, "rollout", lambda *_a: None)
    st = position(yaml.safe_load(doc))
    while st.actors() == (1,):  # the rival lets its Phénix's window at the turn's start go
        st.apply(1, act("pass"))
    bot = bots.HardBot(0, 5)
    bot.explaining = True
    pick = bot.choose(st.view(0), st.legal_actions(0))
    quiet = bots.HardBot(0, 5)  # the same bot, not explaining, picks the same: words only
    assert quiet.choose(st.view(0), st.legal_actions(0)) == pick
    return pick, bot.why


def test_a_hinted_card_left_free_to_a_rivals_fire_says_the_risk(monkeypatch):
    """nc38 shots 059→061, 064→067: twice « Cliquez Éther dans votre main, puis votre pile Eau », twice burnt on
    the bot's very next turn. The hint still advises the card, and says it stays free to a Fire: a Feu that
    would go on the rival's pile and was never seen, or the Phénix the rival holds."""
    from lang import plain

    names = ["Joueur 1", "Bot 2"]
    pick, why = _hinted(EXPOSED, monkeypatch)
    assert pick == act("play", "ether1", "water"), pick
    assert why[0] == "play_risk" and why[1]["how"] == "card" and why[1]["fire"] == "fire2", why
    said = {}
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        said[lang] = plain(i18n.hint_text("evolution", *why, names))
    i18n.set_lang("fr")
    assert said["fr"].startswith("Cliquez Éther dans votre main, puis votre pile Eau"), said
    # nc59 shots 060, 065: with the odds the table gives, in chances in ten (its hand of 3 among its 26 cards unseen)
    assert said["fr"].endswith("Risque : cette carte restera libre ; si Bot 2 a un Feu 2 en main (1 chance sur 10, "
                               "d'après ses cartes cachées), ce Feu pourra la brûler."), said
    assert said["en"].endswith("Risk: this card will stay free; if Bot 2 holds a Fire 2 (1 in 10, from their hidden "
                               "cards), that Fire can burn it."), said
    held = EXPOSED.replace("    piles: {fire: [fire0, fire1]}", "    piles: {fire: [fire0, fire1]}\n    main: [fire2]")
    held += "tokens:\n  phoenix: {holder: 1, giver: 0}\n"
    pick, why = _hinted(held, monkeypatch)
    assert why[0] == "play_risk" and why[1]["how"] == "held", why
    assert "le Phénix que tient Bot 2 peut la brûler" in plain(i18n.hint_text("evolution", *why, names))
    seen = EXPOSED.replace("    piles: {fire: [fire0, fire1]}", "    piles: {fire: [fire0, fire1]}\n    main: [fire2]")
    pick, why = _hinted(seen, monkeypatch)  # every Feu 2 seen, no Phénix: no risk said
    assert pick.kind == "play" and why[0] == "play", why
    # a plain card (not an Éther) with a Feu 2 unseen: no word, or it would be said of nearly every early card
    plain_card = EXPOSED.replace("hand: [ether1, air5, earth5]", "hand: [water1, air5, earth5]")
    pick, why = _hinted(plain_card, monkeypatch)
    assert pick == act("play", "water1", "water") and why[0] == "play", (pick, why)


def test_the_first_step_says_the_real_opening_in_one_sentence():
    """nc38: « I never played the real opening, where you have no Œuf and can place nothing ». nc47: it is
    played now: the first step says the real setup in one sentence (at most 40 words, 3 sentences), the next
    steps open a pile with its Egg and discard what waits for another."""
    import re

    from lang import plain

    from game import tutorial

    tut = tutorial.load("evolution")
    first = tut.prev.steps[0]
    assert first.reads
    said = {lang: plain(first.say[lang]) for lang in ("fr", "en")}
    assert "Une partie commence ainsi : piles vides, cinq cartes en main" in said["fr"], said
    assert "A game starts like this: empty piles, five cards in hand" in said["en"], said
    for text in said.values():
        assert len(re.findall(r"\w+(?:['’-]\w+)*", text)) <= 40 and len(re.findall(r"[.!?](?=\s|$)", text)) <= 3
    start = tut.prev.new_match().state
    assert not any(start.piles[0].values()) and not any(start.piles[1].values())
    assert {c for c in start.main[0]} == {f"{e}{n}" for e in ("air", "fire", "earth", "water") for n in (4, 5)} | \
        {"ether3", "ether4"}, start.main[0]  # as the setup deals: the 4s, the 5s and two Ethers
