"""Round f47 of Evolution's first game (issue 24), from nc59's report: Conseil's burn against a Cascade the table
shows coming, a creature's banner before its choice, the paused quick discard, the pile badges, the Éther."""

from __future__ import annotations

import copy

from lang import plain
from test_evolution_issue24_hints import _hint

from game import i18n
from game.evolution.checks import position, run

# nc59 shot 176 (turn 16): Joueur 1 places Feu 4 and may burn; Bot 2's Eau pile stands at 4, its draw pile is empty
# and every card of its but the five in hand lies in sight (piles, main discard): its Eau 5 is surely in hand
COUNTERED = {
    "seats": 2,
    "current": 0,
    "turn": 16,
    "tokens": {"phoenix": "used"},
    "mages": [
        {"hand": ["fire4", "air4", "earth4"], "rest": "draw", "rooted": {"earth": 6, "water": 6},
         "piles": {"air": ["air0", "air1", "air2", "air3"], "fire": ["fire0", "fire1", "fire2", "fire3"],
                   "earth": ["earth0", "earth1", "earth2", "earth3", "ether1", "earth5"],
                   "water": ["water0", "water1", "water2", "water3", "water4", "water5"]}},
        {"hand": ["water5", "air4", "air0", "air3", "fire4"], "rest": "main", "rooted": {"fire": 6, "earth": 6},
         "piles": {"fire": ["fire0", "fire1", "fire2", "fire3", "ether1", "fire5"],
                   "earth": ["earth0", "earth1", "earth2", "earth3", "earth4", "earth5"],
                   "water": ["water0", "water1", "water2", "water3", "water4"]}},
    ],
}


def _burn_asked(doc):
    st = position(doc)
    run(st, "0 play fire4 fire")
    assert st.stack and st.stack[-1].get("effect") == "burn", st.stack
    return st


def test_conseil_leaves_a_burn_the_table_shows_will_be_countered_and_says_the_odds_of_one():
    """nc59 shots 176, 177: « Brûlez la pile Eau de Bot 2 … C'est serré », while Bot 2's draw pile was empty and
    its Eau 5 nowhere in sight: it was in its hand, and its Cascade came. A burn countered for sure sets nobody
    back: Conseil leaves it and says why, and so does the burn's question; where the Water card may still be in the
    draw pile, the burn stays and its words give the Cascade's odds, read from the table (cards in hand, cards in
    the draw pile)."""
    from scenes.evolution.choices import Asked
    from scenes.evolution.model import Model

    i18n.set_lang("fr")
    st = _burn_asked(COUNTERED)
    a, text = _hint(st)
    assert str(a) == "skip", (a, text)
    view = st.view(0)
    asked = Asked(st.legal_actions(0), view["stack"][-1], Model.from_view(view, 0), ["Joueur 1", "Bot 2"], st.defs)
    # the question above the buttons says it too (it said « Si Bot 2 a une Eau 5 en main »)
    assert "Bot 2 a forcément une Eau 5 : sa Cascade le contrera en montant sa pile." \
        in plain(asked.prompt_text()), asked.prompt_text()
    assert plain(text).startswith("Cliquez « Ne pas appliquer l'effet » : Bot 2 a forcément Eau 5 en main (sa pioche "
                                  "est vide, ses autres cartes sont en vue). Sa Cascade contrerait ce Feu"), text
    # its six other cards in its draw pile instead: Eau 5 is one of the 11 cards out of sight, 5 of them in hand
    doc = copy.deepcopy(COUNTERED)
    doc["mages"][1]["rest"] = "draw"
    a, text = _hint(_burn_asked(doc))
    assert str(a) == "burn 1 water", (a, text)
    assert "Risque de Cascade : 5 chances sur 10." in plain(text), text


def test_a_creature_freed_by_the_persons_card_says_the_choice_that_comes_not_that_it_is_gone(app, tmp_path):
    """nc59 shots 057, 058: « Créature libérée pour un adversaire : Sirène ! » showed first, then « Donner à Bot 2 /
    Retenir : Éther au centre »: the newcomer thought the creature already gone. The banner says the choice that
    comes, whichever way it goes; with no Éther in hand and one rival the creature does go, and says so as before."""
    from scene_input import run_until, spy_on
    from test_scenes_evolution import RELEASE, table_for

    from game.core import act

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], RELEASE)
    said = spy_on(table, "banner")
    table.act(0, act("play", "earth1", "earth"))
    assert run_until(app, lambda: any("Gnome" in plain(s) for s in said), 3.0), said
    assert plain(said[-1]) == "Créature libérée : Gnome. Donnez-la ou retenez-la.", said
    app.stack.pop()
    without = RELEASE.replace("[earth1, fire0, air0, water0, ether1]", "[earth1, fire0, air0, water0, air1]")
    table = table_for(app, tmp_path, ["human", "bot:easy"], without)
    said = spy_on(table, "banner")
    table.act(0, act("play", "earth1", "earth"))
    assert run_until(app, lambda: any("Gnome" in plain(s) for s in said), 3.0), said
    assert plain(said[-1]) == "Créature libérée pour un adversaire : Gnome !", said


def test_the_burn_question_with_a_sure_cascade_shows_whole_at_its_longest(app, tmp_path):
    """The question's « forcément » (nc59 shot 176) beside the Sirène's warning and the longest name: every line
    shows, in both languages (as nc35's longest question)."""
    from scene_input import run_until
    from test_evolution_nc35 import RIVAL, SIREN_CASCADE
    from test_scenes_evolution import table_for

    from game.core import act
    from scenes.ui import wrap

    # its Eau 1 in hand, its draw pile empty and every other card of its in its main discard
    rival = RIVAL.replace("hand: [ether1, ether2]", "hand: [ether1, water1]").replace("rest: draw", "rest: main")
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        table = table_for(app, tmp_path, ["human", "bot:close"], SIREN_CASCADE.format(seats=2, rivals=rival))
        table.controls.do(act("play", "fire2", "fire"))
        assert run_until(app, lambda t=table: not t.busy and (t.task() or {}).get("effect") == "burn", 3.0)
        table.controls.build_buttons()
        c = table.controls
        assert ("forcément" if lang == "fr" else "surely") in c.prompt and "Sir" in c.prompt, c.prompt
        assert len(wrap(c.prompt, c.prompt_rect.width - 20, 15)) <= c.prompt_lines, (lang, c.prompt)
        app.stack.pop()
    i18n.set_lang("fr")


# Joueur 1's draw pile is empty, its quick discard holds the rest of its cards: the card drawn at the end of the turn
# takes the quick discard back as the draw pile, and the quick discard goes « en pause »
EMPTY_DRAW = """
seats: 2
current: 0
turn: 6
mages:
  - hand: [air4, fire4, earth4, water4, ether1]
    piles: {air: [air0, air1], fire: [fire0]}
    rest: quick
  - hand: [air1, fire1, earth1, ether1, ether2]
    piles: {air: [air0], water: [water0]}
    rest: draw
"""


def test_the_first_pause_of_the_quick_discard_is_said_beside_the_hand_until_a_turn_has_shown_it(app, tmp_path):
    """nc59 shots 079, 117, 140: « en pause », « rouvre à la pioche vide », « rouvre au tirage suivant » under the
    quick discard, explained in the log only (« Votre rapide sert de pioche, en pause … »), which the newcomer never
    read. The first time, the words beside the hand, where the opponents' turns are told, say what it means and
    that hovering « en pause » says it again; they stay until a turn of the person's has shown them."""
    from scene_input import run, run_until
    from test_scenes_evolution import table_for

    from game.core import act

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], EMPTY_DRAW)
    table.act(0, act("discard", "air4", "main"))
    table.act(0, act("end"))
    assert run_until(app, lambda: table.mage(0).quick_state == "unavailable", 3.0)
    note = plain(" ".join(table.pause_note_lines()))
    assert note.startswith("Votre défausse rapide est en pause : ses cartes sont devenues votre pioche. Défaussez "
                           "dans la principale ; la rapide rouvrira quand cette pioche sera vide."), note
    assert "Survolez « en pause »" in note, note
    word = table.quick_state_rect(0)
    title, body = table.inspect_at(word.center) or ("", "")
    assert title == "Défausse rapide en pause" and "pioche" in body, (title, body)
    assert run_until(app, lambda: not table.busy and table.m.current == 0, 10.0)
    table.act(0, act("discard", "fire4", "main"))  # the opponent's turn read, the person acts: the words show
    run(app, 0.1)
    assert table.pause_note_read and table.pause_note_lines(), table.recap
    table.act(0, act("end"))
    assert run_until(app, lambda: not table.pause_note_lines(), 3.0)


def test_the_pile_badges_say_what_they_are_when_hovered_and_the_aid_names_them(app, tmp_path):
    """nc59 shots 027, 089, 114: the « protégée » chips 0 1 2 3 and the red « dessus libre » were guessed (« the
    cards underneath »), hovering them mentioned nowhere: « protégée » hovered said only what a pile is. Each badge's
    hover names it and says what it means first; the words beside the hand say a label can be hovered, and the
    player aid (« ? ») names the chips and « dessus libre »."""
    from test_evolution_nc15 import HEAPS
    from test_scenes_evolution import table_for

    from scenes.howto import load_howto

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], HEAPS)  # Air rooted whole, Feu 2 on a rooted heap
    air = table.pile_column(0, "air")
    word = next(r for r in table.root_word_rects() if air.collidepoint(r.center))  # « protégée »
    chip = table.chip_rects(0, "air")[0]
    for spot in (word.center, chip.center):
        title, body = table.inspect_at(spot) or ("", "")
        assert plain(title) == "Étiquette « protégée » : pile enracinée", (spot, title)
        assert plain(body).startswith("Toute la pile est enracinée : ses cartes sont à l'abri du Feu"), body
        assert "Chaque case 0, 1, 2… est une de ses cartes" in plain(body), body
    under = table.under_word_rect(0, "fire")
    assert under is not None
    title, body = table.inspect_at(under.center) or ("", "")
    assert plain(title) == "Étiquette « dessus libre »", title
    assert plain(body).startswith("La carte du dessus a été posée après l'enracinement : elle n'est pas protégée"), body
    assert "une étiquette" in plain(i18n.t("evolution.info_idle")), i18n.t("evolution.info_idle")
    aid = " ".join(plain(row.text["fr"]) for row in load_howto("evolution").aid_rows)
    assert "les cases 0, 1, 2… sont ses cartes" in aid and "« dessus libre »" in aid, aid


# nc59 shot 060 (turn 1): Joueur 1 has placed its Eau 0, Eau 1 and Terre 0; Éther and Air 2 left in hand. Bot 2 has
# placed nothing: its Feu 0 is among the 18 cards it has out of sight, 5 of them in its hand
ETHER_FIRST = {
    "seats": 2,
    "current": 0,
    "turn": 1,
    "mages": [
        {"hand": ["air2", "ether2"], "rest": "draw", "rooted": {"earth": 1},
         "piles": {"earth": ["earth0"], "water": ["water0", "water1"]},
         "main": ["air4", "air5", "fire4", "fire5", "earth4", "earth5", "water4", "water5", "ether3", "ether4"]},
        {"hand": ["air0", "water1", "fire1", "ether1", "air2"], "rest": "draw",
         "main": ["air4", "air5", "fire4", "fire5", "earth4", "earth5", "water4", "water5", "ether3", "ether4"]},
    ],
}


def test_the_tutorial_keeps_the_ether_until_a_pile_has_its_egg_and_conseil_says_the_odds_of_the_fire():
    """nc59 shots 008, 060, 065: the tutorial's « Gardez vos cartes 1 et l'Éther : c'est un joker, il servira bientôt »,
    then, turn 1 of the game, Conseil put the Éther on the Eau pile and the bot's Feu 0 burnt it. The hard bot places
    a joker as soon as a started pile takes it (its look-ahead finds it as good as keeping it, or better); the burn was
    said as a risk, without its odds. The tutorial now says when the Éther goes down (a pile with its Egg, as here), and
    Conseil's risk gives the odds the table shows."""
    from game import tutorial

    tut = tutorial.load("evolution")
    steps = [plain(s.say["fr"]) for s in [*tut.prev.steps, *tut.steps]]  # (the opening's steps first)
    assert any(s.startswith("Gardez vos cartes 1 et l'Éther : c'est un joker, il se posera dès qu'une pile aura son "
                            "Œuf.") for s in steps), steps
    i18n.set_lang("fr")
    a, text = _hint(position(ETHER_FIRST))
    assert str(a) == "play ether2 water", (a, text)
    assert plain(text).endswith("Risque : cette carte restera libre ; si Bot 2 a un Feu 0 en main (3 chances sur 10, "
                                "d'après ses cartes cachées), ce Feu pourra la brûler."), text
