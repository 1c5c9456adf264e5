"""Elem Master, the twenty-third newcomer's game (round 24)."""

from __future__ import annotations

import re

from test_elemmaster_f19 import _plain

from game import i18n


def _words(text: str) -> int:
    return len(re.findall(r"\w+(?:['’-]\w+)*", text))


def test_the_tutorial_says_why_its_bot_passes_and_promises_no_wave_it_cannot_make():
    """nc23 shots 11, 31, 43: step 7 promised « sa vague amène une Eau à côté de votre Feu » from a bot
    with no Water, which then passed two turns with no word of why: the step after each pass says it,
    and the wave is what a real game may bring."""
    from game import tutorial
    tut = tutorial.load("elemmaster")
    match = tut.new_match()
    bot_turn: list[str] = []
    after_pass: list[str] = []
    for step in tut.steps:
        before = len(match.moves)
        match.run_bots()
        bot_turn = [str(m[1]) for m in match.moves[before:]] or bot_turn
        if bot_turn == ["end"] and len(match.moves) > before:
            after_pass.append(_plain(step.say["fr"]))
        if not step.reads:
            match.play(tut.person, step.pick(match.state.legal_actions(tut.person)))
    # nc32: its second turn attacks (scripted: the bot had never attacked in the tutorial); f38 (nc37 shot
    # 39): its third burns b2 again, no pass left
    assert after_pass == [], after_pass
    assert all(_words(s.say[lang]) <= 40 for s in tut.steps for lang in ("fr", "en"))
    i18n.set_lang("fr")
    said = [_plain(s.text()) for s in tut.steps]
    assert not any("Le bot aussi" in s for s in said)
    # nc58 shot 084 (« L'élémentaire en d2 a déjà joué ce tour-ci »): the rule in its own words
    assert any(s.startswith("⊗ : cette Terre a fini ce tour. Chaque pièce agit une seule fois par tour ; vos autres "
                            "pièces restent libres.") for s in said), said
    # the split practised: a click on the marked half is answered with the rule (item 3)
    burn = next(s for s in tut.steps if s.do == "attack e5 f6")
    assert _plain(burn.wrong_text("fr")).startswith("Votre Feu en e4, la partie restée sur place, est marqué ⊗")


def test_the_hint_warns_of_an_earth_the_enemy_can_reach_next_turn_not_only_one_beside_it():
    """nc23 shots 85, 192: « aucune de vos pièces n'est au contact d'un ennemi qui la bat » while an enemy
    Fire two cells away could split and burn the Earth the next turn (it did); a word on a Fire came
    instead of the Earth, which loses the game."""
    from test_elemmaster_f16 import _hint
    i18n.set_lang("fr")
    far = {"d1": "0 earth 2", "a6": "0 water 1", "d3": "1 fire 2", "f6": "1 earth 2"}
    _, (reason, params) = _hint(far, ["end"])
    assert params["note"] == "earth_reach" and params["note_cell"] == "d1" and params["note_to"] == "d3", params
    said = _plain(i18n.hint_text("elemmaster", reason, params, ["Vous", "Bot"]))
    assert "aucune de vos pièces n'est au contact" in said, said  # true: none is beside one now
    assert ("Attention à votre Terre en d1 : à son prochain tour, l'adversaire peut venir l'attaquer "
            "(le Feu en d3 : un pas jusqu'en c2, puis l'attaque) ; pour la garder, attaquez d'abord "
            "ce Feu avec une Eau, ou éloignez-la.") in said, said  # nc32: what guards it
    # it comes before a word on another piece (a Fire of yours beside an enemy Water)
    _, (reason, params) = _hint({**far, "b1": "0 earth 1", "a4": "0 fire 1", "a5": "1 water 1"}, ["end"])
    assert params["note"] == "earth_reach" and params["note_cell"] == "b1, d1" and params["note_n"] == 2, params
    assert "Attention à vos Terres en b1, d1" in _plain(i18n.hint_text("elemmaster", reason, params))
    i18n.set_lang("en")
    assert "Mind your Earths on b1, d1: in its next turn, the opponent can come and attack them (the Fire on d3" \
        in i18n.hint_text("elemmaster", reason, params)
    # out of the enemy's next turn: nothing said
    _, (reason, params) = _hint({"d1": "0 earth 2", "a6": "0 water 1", "d6": "1 fire 1", "f6": "1 earth 2"}, ["end"])
    assert params["note"] == "none", params


def test_the_turn_header_never_leaves_its_closing_dash_alone_on_a_line():
    """nc23 shots 66, 67, 83: the log wrapped « — Tour de Bot 2 (sur mesure) (3 PA) » and put « — » alone
    on the next line: the points and the dash keep to one word."""
    from game.core import Event
    from sprites.fonts import wrap
    for lang, who in (("fr", "Bot 2 (sur mesure)"), ("en", "Bot 2 (tailored)")):
        i18n.set_lang(lang)
        said = i18n.describe("elemmaster", Event("turn_start", 1, {"ap": 3, "turn": 2, "round": 1}),
                             ["Joueur 1", who])
        assert said is not None and said.split(" ")[-1].endswith(("PA\u00a0—", "AP\u00a0—")), said
        for width in range(120, 320, 7):
            assert all(line.strip() not in ("—", "") for line in wrap(said, width, 15)), (width, said)


def test_the_legend_says_what_a_double_badge_is_and_keeps_the_pin_for_games_that_have_it():
    """nc23 shot 83 and item 8: « 1·3 » on a cell was never explained, « ✶ : immobilisé » never met in a
    standard game: the legend says the first and leaves the second to games that may pin a piece."""
    from game.elemmaster.scenario import from_text
    from scenes.elemmaster.model import ElemMasterModel
    from scenes.elemmaster.panels import legend_text, pins_possible

    def model(terrain: str) -> ElemMasterModel:
        st = from_text(f"terrain: {terrain}\nstacks:\n  a1: 0 earth 2\n  f6: 1 earth 2\n  c3: 1 fire 1\ncurrent: 0\n")
        return ElemMasterModel.from_view(st.view(0), 0)

    i18n.set_lang("fr")
    forest = model("forest")
    assert not pins_possible(forest)
    said = _plain(legend_text(forest))
    assert "✶" not in said, said
    assert "Chiffres 1, 2… : l'ordre des actions (1·3 : jouée deux fois)." in said, said
    jungle = model("jungle")
    assert pins_possible(jungle) and "✶ : immobilisé, ne peut pas agir." in _plain(legend_text(jungle))


def test_a_marked_water_lit_violet_is_said_to_follow_the_wave_all_the_same(app, tmp_path):
    """nc23 shot 105: a Water marked ⊗ drawn violet, « la vague emmène aussi cette Eau »: a piece that « a
    fini son tour » still dragged read as a mistake; the words say a marked Water follows too."""
    from test_elemmaster_newcomer import cell, table_for
    i18n.set_lang("fr")
    table = table_for(app, tmp_path, "terrain: steppe\nstacks:\n  a1: 0 earth 2\n  c3: 0 water 2\n"
                      "  d3: 0 water 1 played\n  b4: 1 fire 1\n  f6: 1 earth 1\ncurrent: 0\n")
    cell(app, table, "c3")
    table.choose_wave()  # nc34: the wave is asked for
    cell(app, table, "b4")
    said = _plain(table.prompt)
    assert "cliquez vos Eaux en violet, elles suivront la vague, même marquées ⊗" in said, said


def test_an_airs_sacrifice_comes_after_its_souffles_and_says_what_it_is(app, tmp_path):
    """nc23 shots 156, 184: « Attaquer b1 → b2 : Air −1, Feu +1 » first among « Souffle ×1, ×2, ×3 »: an
    attack on one's own Fire read oddly beside the souffles. It comes last, named a sacrifice."""
    from test_elemmaster_newcomer import cell, table_for
    i18n.set_lang("fr")
    table = table_for(app, tmp_path, "terrain: mountain\nstacks:\n  a1: 0 earth 2\n  b1: 0 air 2\n  b2: 0 fire 2\n"
                      "  f6: 1 earth 2\n  f5: 1 fire 1\ncurrent: 0\n")
    cell(app, table, "b1")
    assert any("Croissance" in b.label for b in table.bar.buttons)  # the Air may grow in the Mountains
    cell(app, table, "b2")
    # only what b1 may do to b2 (shot 184: « 1. Croissance » of the Air itself sat among them)
    assert not any("Croissance" in b.label for b in table.bar.buttons), [b.label for b in table.bar.buttons]
    labels = [(b.tag, _plain(b.label)) for b in table.bar.buttons if b.tag in ("on_own", "own_attack")]
    assert [tag for tag, _ in labels] == ["on_own"] * 2 + ["own_attack"], labels
    assert labels[-1][1] == "Sacrifier b1 : Air −1, Feu +1", labels
    i18n.set_lang("en")
    table.refresh_ui()
    assert _plain(next(b.label for b in table.bar.buttons if b.tag == "own_attack")) == "Sacrifice b1: Air −1, Fire +1"


def test_the_colours_are_said_in_full_once_then_in_short(app, tmp_path):
    """nc23 shots 104, 148, 184: the line under the board took 2-3 lines at every click. Each colour is
    said in full for the first piece that lights it, and in its short words for the next ones."""
    from test_elemmaster_newcomer import cell, table_for
    i18n.set_lang("fr")
    table = table_for(app, tmp_path, "terrain: steppe\nstacks:\n  a1: 0 earth 2\n  c3: 0 fire 1\n  e3: 0 fire 1\n"
                      "  d4: 1 earth 2\n  f4: 1 air 1\n  a6: 1 fire 1\ncurrent: 0\n")
    cell(app, table, "c3")
    assert "rouge : attaque gagnante" in _plain(table.prompt), table.prompt
    cell(app, table, "c3", button=3)
    cell(app, table, "c3")  # the same piece again: the same words
    assert "rouge : attaque gagnante" in _plain(table.prompt), table.prompt
    cell(app, table, "c3", button=3)
    cell(app, table, "e3")
    said = _plain(table.prompt)
    assert "rouge : gagnante" in said and "attaque" not in said, said  # the short words, a case « gagnante » (f54)


def test_the_tutorial_names_conseil():
    """nc23: « Conseil (H) », very useful in the first game, was never named by the tutorial (its button
    is not on the tutorial's table: the last words say it)."""
    from game import tutorial
    tut = tutorial.load("elemmaster")
    assert "En partie, « Conseil (H) » propose un coup et dit pourquoi." in _plain(tut.parts[-1].end_text("fr"))
    assert 'In a game, "Hint (H)" suggests a move and says why.' in tut.parts[-1].end_text("en")
