"""Round 49's fixes on Elementary Evolution (fix round f44), each from a newcomer's report."""

from __future__ import annotations

from lang import plain

from game import i18n
from game.core import act

ROOTING = """
seats: 2
current: 0
mages:
  - hand: [earth0, air1, water2, fire3, ether1]
    piles: {air: [air0], fire: [fire0, fire1]}
    rest: draw
  - hand: [air1, air2, earth3, ether2, fire1]
    piles: {water: [water0]}
    rest: draw
"""


def test_a_hand_card_clicked_while_ones_rooting_waits_says_a_pile_click_roots(app, tmp_path):
    """nc49 shot 055: Terre 0 placed, « Enracinement (Terre 0) : cliquez la pile à enraciner »; Air 1 clicked in
    the hand was refused by « D'abord l'effet de la carte posée (en haut) », and the next click, on the Air pile
    to place Air 1 there, rooted the Air pile (no undo: the bot had a window after it). The refusal says what a
    click on a pile does now, and that the card comes after."""
    from scene_input import click
    from test_scenes_evolution import effect_waiting

    i18n.set_lang("fr")
    table = effect_waiting(app, tmp_path, ROOTING, "earth0", "earth")
    slots = table.hand_slots()
    click(app, table.hand_rects(len(slots))[slots.index("air1")].center)
    assert table.controls.selected is None
    assert plain(table.error) == ("D'abord l'enracinement de Terre 0 : un clic sur une de vos piles l'enracine, "
                                  "ou « Ne pas appliquer l'effet ». Ensuite, posez Air 1."), table.error


def test_ones_own_card_burned_without_a_question_says_no_cascade_was_possible(app, tmp_path):
    """nc49 shots 096-097: a Sirène sent the person's own Fire back onto their Eau 3, which burned at once,
    « sans choix » (« I was never asked »): no Water 4 in hand, so no Cascade to offer. The engine's burn says it
    met no answer and which Water was lacking; the log line says so. nc51 shot 129: read from the table's model
    once the card had left the pile, it named « Eau 3 », the burned card itself."""
    from test_scenes_evolution import table_for

    from game.evolution.checks import position, run

    i18n.set_lang("fr")
    doc = {"seats": 2, "current": 1,
           "mages": [{"hand": ["air3", "earth3"], "rest": "draw",
                      "piles": {"water": ["water0", "water1", "water2", "water3"]}},
                     {"hand": ["fire1", "air2"], "rest": "draw", "piles": {"fire": ["fire0"]}}]}
    st = position(doc)
    events = run(st, "1 play fire1 fire", "1 burn 0 water")
    burned = next(e for e in events if e.kind == "burned")
    assert burned.data["unanswered"] == "water4", burned.data
    table = table_for(app, tmp_path, ["human", "bot:easy"], """
seats: 2
current: 0
mages:
  - hand: [air3, earth3]
    rest: draw
  - hand: [fire1]
    rest: draw
""")
    line = plain(table.describe(burned))
    assert line.endswith("(pas de Cascade possible : aucune Eau 4 en main)"), line
    doc["mages"][0]["hand"] = ["air3", "water4"]  # the Water in hand: asked, and let go: no word of it
    events = run(position(doc), "1 play fire1 fire", "1 burn 0 water", "0 pass")
    burned = next(e for e in events if e.kind == "burned")
    assert "unanswered" not in burned.data and "Cascade" not in plain(table.describe(burned))


def test_a_fire_with_nothing_at_all_to_burn_says_nothing(app, tmp_path):
    """nc49 shots 007, 044: « L'embrasement de la carte Feu 0 n'a pas lieu : aucune carte adverse libre et non
    protégée à brûler » after every Fire of the opening, while the rival had laid no card, with a banner « toutes
    les cartes adverses sont à l'abri ». No line, no banner, no pause then; a rival whose cards are all rooted
    still hears why."""
    from scene_input import run_until
    from test_scenes_evolution import table_for

    from game.core import Event

    i18n.set_lang("fr")
    bare = ROOTING.replace("fire: [fire0, fire1]", "fire: [fire0, fire1, fire2]") \
        .replace("    piles: {water: [water0]}\n", "")
    table = table_for(app, tmp_path, ["human", "bot:easy"], bare)
    assert not any(table.m.mages[1].piles.values())
    table.act(0, act("play", "fire3", "fire"))  # no symbol: its burn comes at once
    assert run_until(app, lambda: not table.busy, 10)
    said = [plain(e) for e in table.log.entries]
    assert not any("n'a pas lieu" in x for x in said), said
    fizzled = next(e for e in table.shown if e.kind == "no_target")
    assert fizzled.data["bare"] == 1  # the engine saw no rival card laid
    assert table.describe(fizzled) is None and table.on_no_target(fizzled) == 0.0
    assert table.banner_text(table.pres.events["no_target"]["banner"], fizzled) == ""  # the kit then shows none
    rooted = Event("no_target", 0, {"effect": "burn", "card": "fire3", "bare": 0})  # rival cards, all rooted
    assert "n'a pas lieu" in plain(table.describe(rooted) or ""), table.describe(rooted)
    assert table.on_no_target(rooted) is None


def test_the_end_of_turn_hint_says_kept_cards_go_on_once_the_level_below_is_down():
    """nc51 shot 141: « il ne manque qu'un niveau sous Terre 5, Feu 5 » read as one step from the ultimate,
    the piles at level 3; the words say when those cards go on, in the number the cards are."""
    from game.evolution.bots import HardBot
    from game.evolution.checks import position

    i18n.set_lang("fr")
    bot = HardBot(0, 1)
    three = {e: [f"{e}{n}" for n in range(4)] for e in ("earth", "fire")}
    st = position({"seats": 2, "current": 0, "mages": [{"hand": ["earth5", "fire5", "air3"], "piles": three}, {}]})
    bot.explain(st, act("end"))
    text = plain(i18n.hint_text("evolution", *bot.why, ["Joueur 1", "Bot 2"]))
    assert "Feu 5, Terre 5 se poseront dès le niveau d'en dessous" in text or \
        "Terre 5, Feu 5 se poseront dès le niveau d'en dessous" in text, text
    assert "il ne manque qu'un niveau" not in text, text


def test_a_rooting_with_nothing_left_to_root_reads_as_done_not_failed(app, tmp_path):
    """nc52 shots 038, 178: the tutorial's « un niveau 5 enracine sa pile tout seul », then a big « Rien à
    enraciner » banner: it read as a failure on a success."""
    from test_scenes_evolution import table_for

    from game.core import Event

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], ROOTING)
    key = table.pres.events["no_target"]["banner"]
    said = plain(table.banner_text(key, Event("no_target", 0, {"effect": "root", "card": "earth5", "bare": 0})))
    assert said == "Vos piles sont déjà toutes enracinées", said
