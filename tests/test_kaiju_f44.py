"""Round 49 of a newcomer's first game of Kaiju & Mecha (issue 24)."""

from __future__ import annotations

from lang import plain

from game import tutorial


def test_the_tutorials_mecha_step_is_truly_the_better_take():
    """nc49 shots 011, 014: « 4 et 6 : la somme prendrait le 10, mais un double 6 rapporte plus (son Mecha
    vaut 15 points) », while the 5 played to turn the die cost 5 points: 34 → 29, both ways ended at 44 (« I
    felt the lesson was cheating »). No take of the dice as rolled is worth the Mecha less the card played,
    and the step says the card's cost."""
    tut = tutorial.load("kaiju")
    match = tut.new_match()
    at = next(i for i, s in enumerate(tut.steps) if s.do == "play 5 set 1 6")
    for step in tut.steps[:at]:
        match.run_bots()
        if not step.reads:
            match.play(tut.person, step.pick(match.state.legal_actions(tut.person)))
    match.run_bots()
    table = list(match.state.table)
    takes = [a for a in match.state.legal_actions(tut.person) if a.kind == "take" and "mecha" not in a.args]
    assert takes, "the dice as rolled take something: the choice is a real one"

    def worth(action) -> int:
        return sum(n * table.count(n) if n == 8 else n for n in (int(v) for v in action.args))

    assert max(worth(a) for a in takes) < 15 - 5, [(str(a), worth(a)) for a in takes]
    said = plain(tut.steps[at].say["fr"])
    # f49 (nc61 shot-020): « la carte en coûte 5 » said plainly
    assert "pas de 10 sur la table" in said and "jouer le 5 vous coûte 5 points" in said, said
    assert "playing the 5 costs you 5 points" in tut.steps[at].say["en"], tut.steps[at].say["en"]


TRY_MECHA = """\
seats: 2
active: 0
phase: main
dice: [4, 4]
table: [7, 5, 1, 3, 8, 8, 9, 2]
players:
  - hand: [2, 6]
  - hand: [3, 6, 2]
    mechas: [4]
pile_top: [1]
"""


def test_hovering_the_mecha_try_says_a_3_drawn_wounds(app, tmp_path):
    """nc49 shots 093-095: « Tenter le Mecha 2 : 1 carte au hasard de Bot 2 (sur mesure) (M) » did not say that a 3
    drawn is a Wound; only Conseil warned, and it happened. Hovering the button says what the try draws."""
    from scene_input import open_scenario_text

    from game import i18n

    i18n.set_lang("fr")
    table = open_scenario_text(app, "kaiju", ["human", "bot:easy"], tmp_path, TRY_MECHA)
    button = next(b for b in table.buttons_shown() if b.tag == "steal mecha")
    found = table.inspect_at(button.rect.center)
    assert found is not None and found[0] == "Tenter le Mecha 4", found  # its title fits the box (the label runs long)
    said = plain(found[1])
    assert said == ("Vous tirez une carte au hasard dans la main de Bot 2 (facile) : le Mecha 4, ses 15 points "
                    "passent chez vous ; une autre carte, vous la gardez ; un 3, il est défaussé et vous prenez une "
                    "Blessure (−3)."), said


TURN_FOR_HELD = """\
seats: 2
active: 0
phase: main
dice: [4, 6]
table: [7, 7, 1, 3, 8, 8, 9, 2]
players:
  - hand: [5, 3]
  - hand: [3, 6, 2]
    mechas: [6]
pile_top: [1]
"""


def test_the_note_of_a_die_turned_for_anothers_mecha_says_it_is_a_try_and_its_odds(app, tmp_path, monkeypatch):
    """nc50 shots 079, 088, 091: « votre 10 peut tourner un dé pour le Mecha 6 » while the bot held that Mecha: a
    double then only draws one of its cards at random (« a long shot », unsaid). The note says it is a try and
    its chance: one card of the holder's four."""
    from scene_input import open_scenario_text

    import scenes.kaiju.table as kaiju_table
    from game import i18n

    i18n.set_lang("fr")
    table = open_scenario_text(app, "kaiju", ["human", "bot:easy"], tmp_path, TURN_FOR_HELD)
    drawn: list[str] = []
    real = kaiju_table.render
    monkeypatch.setattr(kaiju_table, "render", lambda text, *a, **k: (drawn.append(text), real(text, *a, **k))[1])
    assert table.must_take_note() is not None, "the note is drawn beside the take: it fits"
    assert [plain(x) for x in drawn] == ["Seule prise avec ces dés tels quels ; votre 5 peut tourner un dé pour tenter "
                                         "le Mecha 6 de Bot 2 (facile) (1 chance sur 4)."], drawn


def test_a_reroll_that_lands_on_the_same_faces_says_so_on_the_table(app, tmp_path, monkeypatch):
    """nc50 shot 082: a reroll gave the same faces again; only the log said « les dés passent de 6, 4 à 6, 4 », and
    the person thought the click had failed. A bubble on the roller's panel says the faces came again."""
    from scene_input import open_scenario_text

    from game import i18n
    from game.core import Event

    i18n.set_lang("fr")
    table = open_scenario_text(app, "kaiju", ["human", "bot:easy"], tmp_path, TRY_MECHA)
    said: list[tuple[int, str]] = []
    monkeypatch.setattr(table, "bubble", lambda seat, text, *a, **k: said.append((seat, plain(text))))
    monkeypatch.setattr(table, "resolve_top", lambda: None)
    table.on_dice_rerolled(Event("dice_rerolled", 0, {"card": 2, "dice_chosen": [1], "before": [6, 4],
                                                     "dice": [6, 4]}))
    assert (0, "Relancé : encore 6 !") in said, said
    said.clear()
    table.on_dice_rerolled(Event("dice_rerolled", 0, {"card": 2, "dice_chosen": [1, 2], "before": [6, 4],
                                                     "dice": [3, 4]}))
    assert not any("encore" in text for _, text in said), said


LAST_TAKE = """\
seats: 2
active: 0
phase: main
dice: [1, 6]
table: [3, 2, 1, 10, 2, 11, 2, 1]
players:
  - hand: [1, 3, 6, 7, 8]
  - hand: [3, 6, 2]
rest: removed
"""


def test_the_empty_piles_note_and_the_take_note_are_never_drawn_over_each_other(app, tmp_path):
    """nc52 shot 102: on the last turn, beside « Prendre 1 », « Seule prise possible … prendre est obligatoire » and
    « Pioche vide : votre 7 ne pioche plus » were drawn at one place over each other, neither readable."""
    from scene_input import open_scenario_text

    from game import i18n

    i18n.set_lang("fr")
    table = open_scenario_text(app, "kaiju", ["human", "bot:easy"], tmp_path, LAST_TAKE)
    assert table.model.pile == 0
    must, dry = table.must_take_note(), table.dry_pile_note()
    assert must is not None
    if dry is not None:  # in another row, or not at all: never where the take's note is
        assert dry[1][1] != must[1][1] or dry[1][0] + dry[0].get_width() < must[1][0] or \
            must[1][0] + must[0].get_width() < dry[1][0], (must[1], dry[1])
