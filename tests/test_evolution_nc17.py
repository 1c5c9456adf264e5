"""nc17's findings on Elementary Evolution: tutorial words that contradicted the screen, a release
banner that scared a person who could keep the creature, and small drawing faults."""

from __future__ import annotations

import re

from lang import plain

from game import i18n, tutorial
from game.core import Event

ROOTED = """
seats: 2
current: 0
mages:
  - hand: [earth5]
    piles: {earth: [earth0, earth1, earth2, earth3, earth4]}
    rooted: {earth: 5}
    rest: draw
  - hand: [air1, fire1, earth1, water1, ether2]
    rest: draw
"""


def _table(app, tmp_path, scenario=ROOTED):
    from test_scenes_evolution import table_for

    return table_for(app, tmp_path, ["human", "bot:easy"], scenario)


def test_the_tutorial_says_what_the_screen_shows():
    """Step 2 said levels 4 and 5 start in the main discard while the hand held Air 4 (the start was
    set up); step 11 said « enracine » before step 12 explained it. nc47: the opening's setup is the real
    one (the 4s and 5s in the main discard, as said); the rest says it comes later in the game."""
    tut = tutorial.load("evolution")
    fr = [plain(s.say["fr"]) for s in tut.steps]
    en = [plain(s.say["en"]) for s in tut.steps]
    assert "Plus tard dans la partie" in fr[0] and "Later in the game" in en[0], (fr[0], en[0])
    assert "niv. 3" in fr[0] and "lv. 3" in en[0]
    start = tut.prev.new_match().state
    assert all(c in start.main[0] for c in ("air4", "air5", "fire4", "fire5", "earth4", "earth5", "water4", "water5"))
    assert not start.piles[0]["air"] and "cinq cartes en main" in plain(tut.prev.steps[0].say["fr"])
    earth = [s.do for s in tut.steps].index("play earth4 earth")
    assert "enracine une pile, c'est-à-dire la met à l'abri du Feu adverse" in fr[earth], fr[earth]
    assert "shelters it from an opponent's Fire" in en[earth], en[earth]
    for k in (0, earth):
        for words in (fr[k], en[k]):
            assert len(re.findall(r"\w+(?:['’-]\w+)*", words)) <= 40, words


def test_a_release_the_holder_may_keep_does_not_say_for_an_opponent(app, tmp_path):
    """nc17 shots 83/84, 91/92: « Créature libérée pour un adversaire : Sirène ! » while the person
    held the Siren and the next prompt offered « La garder »."""
    i18n.set_lang("fr")
    table = _table(app, tmp_path)
    mine = plain(table.banner_text("evolution.banner.release", Event("release", 0, {
        "creature": "siren", "card": "water1", "holder": 0})))
    assert "pour un adversaire" not in mine and "Vous la détenez : gardez-la ou donnez-la" in mine, mine
    theirs = plain(table.banner_text("evolution.banner.release", Event("release", 1, {
        "creature": "siren", "card": "water1", "holder": 1})))
    assert "pour un adversaire" not in theirs and "la détient et peut la garder" in theirs, theirs
    free = plain(table.banner_text("evolution.banner.release", Event("release", 0, {
        "creature": "siren", "card": "water1", "holder": None})))
    assert free == "Créature libérée pour un adversaire : Sirène !", free  # a rival's: nc33 says who frees it


def test_the_first_creature_given_for_want_of_an_ether_is_one_short_log_line():
    """nc17 shot-114: a grey paragraph of four lines in the log pushed the moves out of view."""
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        said = plain(i18n.t("evolution.auto.give", creature="Phénix", who="Bot 2 (facile)", why="no_ether"))
        assert len(said) <= 140 and said.count(".") <= 1, said
    i18n.set_lang("fr")


def test_the_guides_arrow_and_halo_keep_off_used_and_protegee(app, tmp_path):
    """nc17 shot-35: the arrow stood on a used card's « utilisée »; shot-30: the halo on a rooted pile
    crossed its « protégée » tag (read « protegee »). Both are words the tutorial's guide keeps off."""
    from scene_input import run

    from game.core import Action

    table = _table(app, tmp_path, ROOTED.replace("hand: [earth5]", "hand: [earth5, fire0, water0]"))
    tag = table.root_word(table.zones[0], table.pile_card_rect(0, "earth", 4))[1]
    assert tag in table.text_rects()
    assert None not in table.hand_slots()  # laid out as drawn
    table.controls.do(Action.parse("play earth5 earth"))
    run(app, 0.3)
    slots = table.hand_slots()
    assert None in slots, slots
    gap = table.hand_rects(len(slots))[slots.index(None)]
    assert gap in table.text_rects()


def test_the_chips_under_a_rooted_pile_say_what_they_are_and_whether_its_top_can_burn(app, tmp_path):
    """nc17 shot-77: a rooted Terre pile with a free Terre 3 on top, chips « 0 1 » under it and no
    « protégée »: whether the pile was protected and what the chips meant were guessed."""
    i18n.set_lang("fr")
    free_top = ROOTED.replace("earth: [earth0, earth1, earth2, earth3, earth4]}", "earth: [earth0, earth1, earth2]}") \
        .replace("rooted: {earth: 5}", "rooted: {earth: 2}")
    table = _table(app, tmp_path, free_top)
    chips = table.chip_rects(0, "earth")
    assert len(chips) == 1, chips
    said = table.inspect_at(chips[0].center)
    assert said is not None
    body = plain(said[1])
    # nc59 shots 089, 114: the badge named first (« Étiquette « dessus libre » »), then what it means
    assert "Les cases 0, 1, 2… sont les cartes enracinées dessous" in body and "n'est pas protégée" in body, body


def test_in_ones_own_turn_a_powers_targets_show_only_once_its_button_is_clicked(app, tmp_path):
    """nc17 shot-101: the Ondine's targets (the person's four free cards) stayed outlined in yellow
    with nothing said, and a click on a pile would have spent the Ondine."""
    scenario = ROOTED.replace("piles: {earth:", "piles: {fire: [fire0], earth:") \
        + "tokens:\n  ondine: {holder: 0, giver: 1}\n"
    table = _table(app, tmp_path, scenario)
    asked = table.controls.asked
    powers = [a for a in asked.legal if a.kind == "power" and a.args[0] == "ondine"]
    assert powers, asked.legal
    assert not any(a in acts for acts in table.controls.targets(0).values() for a in powers)
    table.controls.only = powers  # « Pouvoir : Ondine (au choix) ▸ » clicked
    assert ("pile", 0, "fire") in table.controls.targets(0)
