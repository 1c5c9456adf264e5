"""Newcomer round 38 (nc38) on Elem Master: what a fresh player stumbled on, fixed (f39)."""

from __future__ import annotations

from test_elemmaster_f16 import _hint, _plain

from game import i18n

# nc38 shot 117, the position the Conseil warned on: three Fires four rows away named, the real way unsaid
SHOT_117 = {"a6": "1 fire 1", "b6": "1 fire 1", "c6": "1 earth 3", "d6": "1 water 2", "f6": "1 air 3",
            "a5": "1 fire 1", "d5": "1 fire 1", "e5": "1 fire 1", "a4": "0 fire 1", "b3": "0 fire 1",
            "d3": "0 water 3", "e3": "0 fire 1", "f3": "0 fire 1", "e2": "0 fire 1", "a1": "0 air 1",
            "b1": "0 water 1", "c1": "0 earth 2", "d1": "0 earth 2", "e1": "0 water 1", "f1": "0 air 1"}


def test_the_earth_warning_names_the_one_piece_that_can_come_and_its_way():
    """nc38 shots 79, 88, 107, 117: « Attention à vos Terres en c1, d1 : ... (Feu en a5, d5, e5, en se
    déplaçant, en se divisant ou par un brasier) » every turn; the newcomer stopped trusting it. Only
    the piece that can really attack, with its way, is named; a far Fire alone says nothing."""
    i18n.set_lang("fr")
    _, (reason, params) = _hint(SHOT_117, ["end"])
    assert params["note"] == "earth_reach" and params["note_to"] == "e5", params
    said = _plain(i18n.hint_text("elemmaster", reason, params, ["Vous", "Bot"]))
    assert ("Attention à votre Terre en c1 : à son prochain tour, l'adversaire peut venir l'attaquer (le Feu en "
            "e5, poussé jusqu'en b2 par le souffle de l'Air en f6, puis l'attaque) ; pour la garder, attaquez "
            "d'abord ce Feu avec une Eau, ou éloignez-la.") in said, said
    assert "a5" not in said and "d5" not in said
    i18n.set_lang("en")
    assert "(the Fire on e5, pushed to b2 by the souffle of the Air on f6, then the attack)" \
        in i18n.hint_text("elemmaster", reason, params)
    # a near Fire: named with its steps
    i18n.set_lang("fr")
    near = {"d1": "0 earth 2", "a6": "0 water 1", "d3": "1 fire 2", "a5": "1 fire 1", "f6": "1 earth 2"}
    _, (reason, params) = _hint(near, ["end"])
    said = _plain(i18n.hint_text("elemmaster", reason, params, ["Vous", "Bot"]))
    assert "(le Feu en d3 : un pas jusqu'en " in said and ", puis l'attaque)" in said, said
    assert "a5" not in said, said
    # a far Fire, no Air to push it: nothing said
    _, (reason, params) = _hint({"d1": "0 earth 2", "a6": "0 water 1", "d5": "1 fire 1", "f6": "1 earth 2"},
                                ["end"])
    assert params["note"] == "none", params


def test_the_tutorial_says_true_plain_things_of_the_souffle_the_split_and_the_sacrifice():
    """nc40: « gardez-le pour le tour 4 » was obscure (keep what?): « Ne soufflez pas, il servira au tour 4 ».
    nc38: step 11 « gardez-le pour le tour 4 » then step 12 « reste possible » (do I use it now?);
    step 15 read as if a split part could not move again; step 20 spoke of a « Oui » never shown;
    step 23 « pousse un voisin d'une case par jeton rendu à la réserve » was read three times."""
    from game import tutorial
    steps = tutorial.load("elemmaster").steps
    for lang, keep, split, never, souffle in (
            # nc54 shots 025, 027: « il servira au tour 4 », « what was the Air being kept for? »: said
            ("fr", "Ne soufflez pas : au tour 4, ce souffle poussera votre Feu contre la Terre adverse.",
             "la partie détachée peut encore bouger ou attaquer", "« Oui »",
             # nc52 shots 048-049: « Souffle ×2 » explained, then « Souffle ×1 » asked: the one asked, explained
             "« Souffle ×1 » : l'Air pousse une pièce voisine d'une case, pour un jeton remis en réserve."),
            ("en", "Do not blow yet: on turn 4 it will push your Fire into the enemy Earth.",
             "the part split off may still move or attack", "\"Yes\"",
             "\"Souffle ×1\": the Air pushes a neighbour one cell, for one token back to the reserve.")):
        i18n.set_lang(lang)
        said = [_plain(s.text()) for s in steps]
        end = next(i for i, s in enumerate(steps) if s.do == "end")
        assert keep in said[end], said[end]
        assert sum(split in s for s in said) == 1
        assert not any("ne bouge plus avant" in s or "moves no further" in s for s in said)
        assert not any(never in s for s in said)
        assert sum(souffle in s for s in said) == 1, said


def test_the_log_says_a_bots_level_in_its_turns_header_only(app, tmp_path):
    """nc38 shot 67: « Souffle de Bot 2 (sur mesure), collision : Eau de Bot 2 (sur mesure) en e6 heurte
    Terre de Bot 2 (sur mesure) en d6 … »: the level is said by the turn's header line, as in Kaiju."""
    from test_elemmaster_newcomer import table_for

    from game.core import act
    from game.elemmaster.scenario import from_text
    i18n.set_lang("fr")
    board = "terrain: forest\nstacks:\n  a1: 0 earth 2\n  f6: 1 earth 2\n  e6: 1 water 1\ncurrent: 0\n"
    table = table_for(app, tmp_path, board)
    level = table.names[1]
    assert level.startswith("Bot 2 (") and level != "Bot 2", level
    st = from_text(board)
    events = [*st._apply(0, act("end")), *st._apply(1, act("grow", "f6"))]
    lines = [_plain(x) for ev in events if (x := table.describe(ev))]
    head = next(x for x in lines if x.startswith("—") and "Bot 2" in x)
    assert level in head, lines
    grow = next(x for x in lines if "croître" in x)
    assert grow.startswith("Bot 2 ") and "(" not in grow.split("croître")[0], lines
