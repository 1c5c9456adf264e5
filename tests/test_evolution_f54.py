"""Round f54 of Evolution's first game, from nc65's report: Conseil told in two levels (a nudge, then the move)."""

from __future__ import annotations

from typing import Any

from lang import plain

from game import i18n

# a plain climb on offer: Air 1 on the Air Egg
CLIMB = """
seats: 2
current: 0
mages:
  - hand: [air1, fire4, earth4, water4, earth5]
    rest: draw
    piles: {air: [air0]}
  - hand: [air2, earth4, fire1, water2, earth3]
    rest: draw
"""


def _hint(app: Any, table: Any) -> Any:
    from waiting import wait_until

    assert wait_until(lambda: table.hint_shown is not None, 20, 0, lambda: app.frame(1 / 60)), "no hint"
    return table.hint_shown


def test_conseil_first_says_what_to_look_for_then_the_move(app, tmp_path):
    """nc65 (057-160): « I ended up following it move after move … a hint without the exact click would let a
    newcomer think ». The first press says what to look for and outlines nothing; the second shows the move."""
    from hint_levels import assert_nudge_then_move
    from test_scenes_evolution import table_for

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], CLIMB)
    table.ask_hint()
    hint = _hint(app, table)
    assert hint.action.kind == "play" and str(hint.action.args[0]) == "air1", hint
    assert_nudge_then_move(table, hint,
                           "Une carte de votre main monte une pile d'un niveau sans rien donner : laquelle ?",
                           "Cliquez Air 1 dans votre main", ("Air 1", "Cliquez"))


def test_every_main_reason_has_a_nudge_that_names_no_move(app, tmp_path):
    from test_scenes_evolution import table_for

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], CLIMB)
    said = {
        "play": {"card": "air1", "pile": "air", "level": 1, "left": 4, "creature": "none"},
        "burn": {"target": 1, "pile": "air", "level": 1},
        "root": {"pile": "earth", "count": 3},
        "discard_dead": {"card": "fire1", "quick": 1},
        "discard_later": {"card": "fire4", "quick": 0},
        "tornado_later": {"card": "fire4", "quick": 0},
        "give": {"creature": "golem", "target": 1},
        "block": {"creature": "golem", "card": "ether1", "target": 1},
        "win": {"card": "air5", "pile": "air"},
        "play_risk": {"said": ["play", {"card": "air1", "pile": "air", "level": 0, "left": 5, "creature": "none"}]},
    }
    words = {}
    for reason, params in said.items():
        nudge = table._nudge_words(reason, params)
        assert nudge, reason
        words[reason] = plain(nudge)
        assert not nudge.startswith(("Cliquez", "Mettez", "Brûlez", "Enracinez", "Donnez", "Retenez")), nudge
        assert "Air 1" not in nudge and "Feu 4" not in nudge, nudge
    assert words["burn"] == "Un Feu peut brûler une carte libre de Bot 2 : laquelle le freine le plus ?"
    assert words["give"] == words["block"], "keeping or giving: the same question"
    assert "Œuf" in words["play_risk"]
    assert table._nudge_words("end", {"count": 3}) is None


def _gift_hint(doc, lang="fr"):
    from test_evolution_f53 import _hint as f53_hint

    return f53_hint(doc, lang=lang)


def test_a_gift_kept_with_an_ether_in_hand_says_why_not_now(app):
    """nc65 shot 106: « Gardez aussi votre Éther : le tour où vous poserez Terre 3, vous pourrez le défausser au
    centre pour retenir Golem » while the person held both the Terre 3 and an Éther: why not now? (114, 137: « Pas
    encore Feu 2 » with two Éthers in hand.) Conseil now says why not now: the Éther spent, while the rival's own
    card may free the creature for the person."""
    import copy

    from test_evolution_f42 import SYLPH_DUEL
    from test_evolution_f46 import GOLEM_LAST

    doc = copy.deepcopy(GOLEM_LAST)
    doc["mages"][0]["hand"] = ["earth3", "ether1"]
    pick, said = _gift_hint(doc)
    assert "le tour où vous poserez" not in said, said
    if str(pick) == "end" or "Pas encore Terre 3" in said:
        assert ("Et pourquoi pas maintenant, avec votre Éther pour retenir Golem ? L'Éther y serait dépensé, alors "
                "qu'en attendant, Bot 2 peut poser sa propre carte à ce symbole : Golem vous reviendrait, pour rien."
                ) in said, said
    doc = copy.deepcopy(SYLPH_DUEL)
    doc["mages"][0]["hand"] = ["air2", "fire3", "ether1", "ether2"]
    pick, said = _gift_hint(doc)
    assert str(pick) != "play air2 air", pick
    assert "Pas encore Air 2" in said, said
    assert "Et pourquoi pas maintenant, avec votre Éther pour retenir Sylphe ?" in said, said
    _, said = _gift_hint(doc, lang="en")
    assert "So why not now, with your Ether holding Sylph back?" in said, said
    doc["mages"][0]["hand"] = ["air2", "fire3", "earth4"]  # no Éther: not a word of it
    _, said = _gift_hint(doc)
    assert "pourquoi pas maintenant" not in said, said


def test_the_dhyanas_reason_says_what_it_cancels():
    """nc65 shot 131: the Dhyâna's reason was « pris à lui seul, c'est votre meilleur coup, celui qui vous avance le
    plus ou freine le plus vos rivaux »: it now says the power it cancels, whose, and what that power would do."""
    from test_evolution_issue24_hints import NAMES

    from game.core import act
    from game.evolution.bots import HardBot
    from game.evolution.checks import position, run

    doc = {"seats": 2, "current": 1, "turn": 8,
           "mages": [{"hand": ["air3", "fire4"], "rest": "draw", "piles": {"air": ["air0", "air1", "air2"]}},
                     {"hand": ["water2", "earth4"], "rest": "draw",
                      "piles": {"fire": ["fire0", "fire1"], "water": ["water0", "water1"]}}],
           "tokens": {"dhyana": {"holder": 0}, "golem": {"holder": 1}}}
    st = position(doc)
    run(st, "1 power golem")
    dhyana = act("power", "dhyana")
    assert st.actors() == (0,) and dhyana in st.legal_actions(0), st.legal_actions(0)
    bot = HardBot(0, 1)
    bot.explaining = True
    bot.explain(st, dhyana)
    assert bot.why is not None and bot.why[0] == "power", bot.why
    for lang, words in (("fr", "elle annule Golem de Bot 2, qui aurait enraciné toutes ses piles, à l'abri de vos "
                               "Feux. Les deux jetons sont dépensés."),
                        ("en", "it cancels Bot 2's Golem, which would have rooted all their piles, safe from your "
                               "Fires. Both tokens are spent.")):
        i18n.set_lang(lang)
        said = plain(i18n.hint_text("evolution", *bot.why, NAMES))
        assert words in said and "pris à lui seul" not in said and "taken on its own" not in said, said
    i18n.set_lang("fr")


def test_a_fire_at_a_rival_who_may_hold_the_next_water_says_the_cascade_feeds_them():
    """nc65 (089-092, 146): « burning often just lets the defender lay their next Eau for free »; « I expected a
    warning like « if he holds the next Eau, your fire builds his pile » ». The burn's question says the Cascade
    would raise the rival's pile, with the odds Conseil reckons."""
    from test_evolution_nc34 import FIRE, _burn_asked

    text = plain(_burn_asked(FIRE, "fr")[0].prompt_text())
    assert text.endswith("Si Bot 2 a une Eau 1 (3 chances sur 10), sa Cascade le contrera en montant sa pile."), text
    text = _burn_asked(FIRE, "en")[0].prompt_text()
    assert "(3 chances in 10), their Cascade will counter it and raise their pile." in text, text
    i18n.set_lang("fr")


def test_the_creatures_names_in_the_centre_stand_apart(app, tmp_path):
    """nc65 shot 003: the names under the tokens ran together (« SalamandreDhyâna »). Every two neighbours keep
    some room between them, all at one size, in both languages."""
    import pygame
    from test_scenes_evolution import table_for

    table = table_for(app, tmp_path, ["human", "bot:easy"], CLIMB)
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        rects = table.centre_name_rects()
        for i in range(len(rects) - 1):
            if rects[i].y == rects[i + 1].y:
                assert rects[i + 1].left - rects[i].right >= 3, (lang, i, rects[i], rects[i + 1])
        assert len({r.height for r in rects}) == 1
        assert all(isinstance(r, pygame.Rect) for r in rects)
    i18n.set_lang("fr")


def test_the_tutorial_calls_the_rooted_heap_as_its_label_does():
    """nc65 shot 035: « Votre pile Feu se range en un tas « protégé » » while the table's label reads « protégée »."""
    from game import tutorial

    tut = tutorial.load("evolution")
    root = [s.do for s in tut.steps].index("root fire")
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        label = plain(i18n.t("evolution.protected"))
        heap = plain(tut.steps[root + 1].say[lang]).lower()
        assert label.lower() in heap, (label, heap)
        if lang == "fr":
            assert "« protégée »" in heap and "« protégé »" not in heap, heap
    i18n.set_lang("fr")
