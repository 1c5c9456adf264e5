"""nc31's findings on Elementary Evolution: the Phénix against one's own Ondine, the word under a pile."""

from __future__ import annotations

import pygame
from lang import plain

from game import i18n

# the person (seat 0) holds the Phénix and has its Ondine on Terre 2 (a free top on a rooted heap), its
# Air 1 free, its Eau heap rooted whole; the bot's Feu 4 and Eau 0 are free
PHOENIX = """
seats: 2
current: 0
mages:
  - hand: [air4, fire4]
    piles: {air: [air0, air1], earth: [earth0, earth1, earth2], water: [water0, water1, water2, water3]}
    rooted: {earth: 2, water: 4}
    rest: draw
  - hand: [air3]
    piles: {fire: [fire0, fire1, fire2, fire3, fire4], water: [water0]}
    rest: draw
tokens:
  phoenix: {holder: 0}
markers:
  ondine: {seat: 0, pile: earth}
"""


def _said(table, monkeypatch) -> list[str]:
    import scenes.evolution.table as evo

    said: list[str] = []
    real = evo.render
    monkeypatch.setattr(evo, "render", lambda text, *a, **kw: (said.append(text), real(text, *a, **kw))[1])
    table.draw_table(pygame.Surface((1280, 720)))
    return said


def test_the_phoenix_says_before_the_click_what_burns_own_ondine_card_included(app, tmp_path):
    """nc31 shots 97-99: the person moved Ondine onto Terre 2, then used the Phénix: Terre 2 burned (the
    rules: Ondine guards from « embrasements adverses », docs/rules/evolution.md 24), and only afterwards
    did anything say so. The button counts what burns, the person's own cards among them, its help names
    them, the guarded Terre 2 with why; the engine burns exactly those."""
    from test_scenes_evolution import table_for

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], PHOENIX)
    table.sync()
    burns = table.m.phoenix_burns(0)
    assert {(s, c, sh) for s, _p, c, sh in burns} == {(0, "air1", False), (0, "earth2", True), (1, "fire4", False),
                                                      (1, "water0", False)}, burns
    asked = table.controls.asked
    assert asked is not None
    power = next(a for a in asked.legal if a.kind == "power" and a.args[0] == "phoenix")
    choice = asked.choice_for(0, power)
    # nc59 shots 141-142: « brûle 1 carte » read as one target to pick: « brûle tout », and how many
    assert choice is not None and plain(choice.path[0]) == "Phénix · brûle tout (4), 2 à vous"
    _title, tip = table.power_tip(power)
    assert ("Brûlerait maintenant : chez vous Air 1, Terre 2 (votre Ondine ne la protège que des adversaires) ; "
            "chez Bot 2 (facile) Feu 4, Eau 0.") in plain(tip), tip
    assert "pas du vôtre" in plain(tip), tip  # the power's own words no longer say « sauf celles protégées »
    assert table.controls._fits([(choice.path[0], "power", None, power)])  # read whole in its button
    # the engine agrees: the same four cards burn
    st = table.feed.match.state.clone()
    events = st.apply(0, power)
    while not any(e.kind == "burned" for e in events):  # the window the power opens, if any
        events += st.apply(st.actors()[0], next(a for a in st.legal_actions(st.actors()[0]) if a.kind == "pass"))
    burned = {(e.data["target"], e.data["card"]) for e in events if e.kind == "burned"}
    assert burned == {(0, "air1"), (0, "earth2"), (1, "fire4"), (1, "water0")}, burned
    i18n.set_lang("en")
    assert plain(asked.choice_for(0, power).path[0]) == "Phoenix · burns all (4), 2 yours"  # type: ignore[union-attr]
    i18n.set_lang("fr")


def test_moving_the_ondine_says_it_does_not_stop_ones_own_phoenix(app, tmp_path):
    """nc31 shot 97: « Déplacer Ondine · Terre 2 » was offered with the Phénix in hand, and nothing said the
    Ondine would not stop it. The move's help and its pick question say so."""
    from test_scenes_evolution import table_for

    from game.core import act

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], PHOENIX)
    table.sync()
    _title, tip = table.move_tip(act("move", "ondine", "air"))
    assert plain(tip) == ("Air 1 sera protégée des embrasements adverses (Feu, Sirène, Phénix) tant qu'elle reste "
                          "libre. Pas de votre propre Phénix : il la brûlerait quand même."), tip
    asked = table.controls.asked
    assert asked is not None
    said = plain(asked.pick_prompt([act("move", "ondine", "air")]) or "")
    assert "pas de votre propre Phénix" in said, said


def test_the_word_under_a_pile_says_an_ondine_guards_its_top(app, tmp_path, monkeypatch):
    """nc31 shots 90-92, 97: « dessus libre » stood under Terre 2 with the « On » badge on it. The word
    says what is true of the top card in each state: guarded by the Ondine, free, or rooted (protégée);
    a pile with no chips gets the guarded word too, and its help says the person's own Phénix still burns it."""
    from test_scenes_evolution import table_for

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], PHOENIX)
    table.sync()
    said = _said(table, monkeypatch)
    assert "gardée (Ondine)" in said and "protégée" in said, said  # Terre 2 guarded, the Eau heap rooted
    assert "dessus libre" not in said, said
    word = table.under_word_rect(0, "earth")
    assert word is not None and word.bottom < table.zones[0].label_y
    help_text = table.inspect_at(word.center)
    assert help_text is not None and "votre propre Phénix, si" in plain(help_text[1]), help_text
    # the Ondine moves to the bare Air pile: Terre 2 is a free top on a heap again, the Air top is guarded
    table.m.markers["ondine"]["card"] = "air1"
    said = _said(table, monkeypatch)
    assert "dessus libre" in said and "gardée (Ondine)" in said, said
    assert table.under_word(0, "earth") == "dessus libre"
    air = table.under_word_rect(0, "air")
    assert air is not None and air.top >= table.pile_card_rect(0, "air", 1).bottom
    assert air.bottom < table.zones[0].label_y
    # after a burn the token waits beside the zone: no pile says guarded
    table.m.markers["ondine"]["card"] = None
    said = _said(table, monkeypatch)
    assert "gardée (Ondine)" not in said and "dessus libre" in said, said
    assert table.under_word_rect(0, "air") is None


def test_a_rooted_top_burned_by_the_salamander_leaves_the_next_one_protegee(app, tmp_path, monkeypatch):
    """nc31 shots 60-63: after the Golem and the Salamandre, was the new top (Feu 2) still safe? The
    heap's word stays « protégée » over the new top card (it was rooted with the rest)."""
    from test_scenes_evolution import table_for

    from game.core import Event

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], PHOENIX)
    table.sync()
    m = table.m
    m.mages[0].piles["fire"] = ["fire0", "fire1", "fire2", "fire3"]
    m.mages[0].rooted["fire"] = 4
    m.apply(Event("burned", 1, {"target": 0, "pile": "fire", "card": "fire3", "how": "salamander"}))
    assert m.mages[0].piles["fire"] == ["fire0", "fire1", "fire2"] and m.mages[0].rooted["fire"] == 3
    said = _said(table, monkeypatch)
    assert "protégée" in said and "dessus libre" not in said, said  # the Eau heap and the Feu heap
    assert table.protection(0, "fire", 2).strip().startswith("Protégée")



def test_the_tornados_end_toast_misses_the_pile_labels(app, tmp_path):
    """nc31 shot 57 (reported in nc29 too): « Plus rien en main à défausser : la Tornade se termine… » lay
    over « Air (A) · niv. 1 »: the toast keeps off the row of pile names and counts and the words under
    the piles (and the buttons, as before)."""
    from test_scenes_evolution import table_for

    from sprites.fonts import TYPE, font

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], PHOENIX)
    table.sync()
    labels = table.label_rects() + table.root_word_rects()
    assert len(labels) >= 7 and table.under_word_rect(0, "earth") in labels
    for text in (i18n.t("evolution.auto.draw", n=1),):
        r = table.error_rect(font(TYPE.BODY).size(text), (1280, 720))
        assert r.collidelist(labels) < 0, (text, r)
        assert r.collidelist([b.rect for b in table.every_button()]) < 0, (text, r)
        assert pygame.Rect(0, 0, 1280, 720).contains(r), r


def test_a_turn_that_ends_by_itself_says_so_on_top_of_the_prompt_for_a_while(app, tmp_path, monkeypatch):
    """nc31 shot 58: « Plus rien à faire… votre tour se termine de lui-même » was a toast over the pile
    names, gone before it was read (the draw's line had replaced it in the prompt). It stays on top of
    the prompt panel, over the events told there, END_TOLD seconds, and no toast covers the table."""
    import time

    from scene_input import run
    from test_evolution_newcomer import LAST_CARD
    from test_scenes_evolution import moves, table_for

    from game.core import Action
    from scenes.evolution.controls import END_TOLD
    from scenes.evolution.table import L

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], LAST_CARD)
    table.controls.do(Action.parse("play earth1 earth"))
    run(app, 0.3)
    table.controls.do(Action.parse("skip"))
    from scene_input import run_until

    assert run_until(app, lambda: "0 end" in moves(table), 3)  # after a beat (f38)
    ended = i18n.t("evolution.auto.end")
    assert table.held_line_now() == ended and table.error != ended
    assert table.held_line is not None and table.held_line[1] - time.monotonic() > END_TOLD - 1 >= 5
    drawn: list[tuple[str, tuple[int, int]]] = []
    import scenes.evolution.table as evo

    real = evo.draw_prompt
    monkeypatch.setattr(evo, "draw_prompt", lambda surf, text, pos, *a, **kw: (drawn.append((text, pos)),
                                                                                   real(surf, text, pos, *a, **kw))[1])
    table.narration = "Joueur 1 pioche 5 cartes (fin de tour)"
    monkeypatch.setattr(table, "my_seat", lambda: None)
    table.draw_prompt(pygame.Surface((1280, 720)))
    assert drawn and plain(drawn[0][0]).startswith("Plus rien à faire"), drawn
    assert L.prompt.collidepoint(drawn[0][1])
    assert any("pioche 5 cartes" in text for text, _pos in drawn), drawn
    table.held_line = (ended, time.monotonic() - 0.1)  # once its time is over, the events alone
    assert table.held_line_now() is None
