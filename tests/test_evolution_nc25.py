"""Round nc25 (a newcomer's tutorial and first game against « Bot sur mesure »): what stumbled them."""

from __future__ import annotations

import pytest
from lang import plain

from game import i18n
from game.core import Action
from sprites.fonts import wrap

# nc25 shot 49: nothing to place (no Egg in hand), the Gnome held: « Pouvoir : Gnome · au choix ▸ »
# on the top row of buttons, « Fin de tour » in its corner, and the three-line « Rien ne se pose … ».
STUCK = """
seats: 2
current: 0
turn: 4
mages:
  - hand: [air1, air3, fire2, earth1, water1]
    piles: {fire: [fire0, ether1, ether2]}
    quick: [earth2, ether3, water4]
    rest: draw
  - hand: [air2, earth4, fire1, water3, earth3]
    piles: {earth: [earth0, earth1], water: [water0, water1, water2, ether4]}
    rooted: {water: 4}
    rest: draw
tokens:
  gnome: {holder: 0, giver: 1}
"""


def _prompt_clear(controls) -> None:
    """Every line of the question shows, and no button lies on a line or out of the panel."""
    box = controls.prompt_rect
    lines = wrap(controls.prompt, box.width - 20, 15)
    assert len(lines) <= controls.prompt_lines, (lines, controls.prompt_lines)
    words = box.y + 6 + 20 * len(lines)
    for b in controls.bar.buttons:
        assert b.rect.top >= words, (b.label, b.rect, words, lines)
        assert box.contains(b.rect), (b.label, b.rect, box)


def test_the_stuck_prompt_reads_whole_above_a_power_and_the_end_of_turn(app, tmp_path):
    """nc25 shot 49: « … (elle revient d'abord), le reste dans » stopped under « Pouvoir : Gnome ». The
    power goes one row down, beside nothing, and the question's third line takes the top row."""
    from test_scenes_evolution import table_for

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], STUCK)
    controls = table.controls
    controls.build_buttons()
    assert plain(controls.prompt).startswith("Rien ne se pose"), controls.prompt
    assert len(wrap(controls.prompt, controls.prompt_rect.width - 20, 15)) == 3, controls.prompt
    labels = [b.label for b in controls.bar.buttons]
    assert any(label.startswith("Pouvoir") for label in labels), labels
    _prompt_clear(controls)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_three_line_question_meets_every_row_of_buttons_whole(app, tmp_path, monkeypatch, lang):
    """No question is cut, whatever the buttons under it: one to a full page, with or without the end
    of the turn in its corner and a « let it go » in the other, and the « end without a card? » pair."""
    from test_scenes_evolution import table_for

    from scenes.evolution import controls as mod

    i18n.set_lang(lang)
    table = table_for(app, tmp_path, ["human", "bot:easy"], STUCK)
    controls = table.controls
    long = " ".join(["Rien ne se pose : défaussez dans la rapide ce qui resservira bientôt."] * 3)
    assert len(wrap(long, controls.prompt_rect.width - 20, 15)) == 3
    monkeypatch.setattr(mod.Asked, "prompt_text", lambda _self: long)
    monkeypatch.setattr(mod.Controls, "_fits", lambda _self, _entries: True)
    for n in range(mod.PAGE + 1):
        for ends in ((), ("end",), ("skip",), ("skip", "end")):
            plain_ones = [(f"Choix {i}", "play", None, Action("root", (str(i),))) for i in range(n)]
            homes = [(k, k, None, Action(k, ())) for k in ends]
            entries = plain_ones + homes
            if not entries:
                continue
            monkeypatch.setattr(mod.Controls, "_tree", lambda _self, _c, group=False, e=entries: list(e))
            controls.prefix, controls.only = (), None
            controls.build_buttons()
            _prompt_clear(controls)
    controls.confirm_end = 0.0
    monkeypatch.setattr(mod.Asked, "first", lambda _self, kind: Action("end", ()) if kind == "end" else None)
    controls.build_buttons()
    assert controls.prompt == i18n.t("evolution.confirm_end")
    _prompt_clear(controls)


# nc25 shots 72-88: the person's quick discard taken back as the draw pile (4 cards left in it)
PAUSED = """
seats: 2
current: 0
turn: 8
mages:
  - hand: [fire1, fire3, earth2, water0, water2]
    piles: {air: [air0, air1, air2], fire: [fire0, ether1], earth: [earth0, earth1]}
    rooted: {fire: 2, earth: 2}
    quick_state: unavailable
    draw: [air3, water1, earth3, fire2]
    rest: main
  - hand: [air3, earth4, fire1]
    piles: {air: [air0, air1, air2], earth: [earth0, earth1, earth2]}
    rooted: {earth: 3}
    rest: draw
"""


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_paused_quick_discard_says_why_and_until_when_under_its_word(app, tmp_path, lang):
    """nc25 shots 72-88: a grey minus and « en pause » for eight turns, never understood. Under the word:
    it serves as the draw pile, and reopens when that is empty (4 cards); its tooltip counts them too.
    The lines keep inside the zone, off « Rapide (Q) » and the cards beside them."""
    from test_scenes_evolution import table_for

    i18n.set_lang(lang)
    table = table_for(app, tmp_path, ["human", "bot:easy"], PAUSED)
    assert table.mage(0).quick_state == "unavailable" and table.mage(0).draw_count == 4
    lines = table.quick_why_lines(0)
    said = plain(" ".join(line for line, _r in lines))
    if lang == "fr":
        # nc33 shot 84: one line (was nc27's five); f53 (nc64 shots 043, 147): one wording whatever the pile holds
        assert said == "rouvre au retour de la principale", said
    else:
        assert said == "reopens when the main returns", said
    assert 1 <= len(lines) <= 2, lines  # nc38 shots 088, 106: two even lines, clear of the Eau pile
    z = table.zones[0]
    neighbours = [table.discard_rect(0, "main"), table.pile_column(0, "water"), *table.label_rects()]
    for _line, r in lines:
        assert z.rect.contains(r), r
        assert r.collidelist(neighbours) < 0, (r, neighbours)
    assert table.quick_why_lines(1) == [], "the bot's small zone keeps its word; its tooltip says the rest"
    title, body = table.inspect_at(lines[-1][1].center) or ("", "")
    assert ("4 cartes" if lang == "fr" else "4 more cards") in plain(body), body
    title, body = table.inspect_at(table.discard_rect(0, "quick").center) or ("", "")
    assert ("4 cartes" if lang == "fr" else "4 more cards") in plain(body), body
    told = plain(i18n.t("evolution.quick_paused_told"))  # nc26: short, the words under the discard say until when
    assert ("défaussez dans la principale" if lang == "fr" else "discard to the main one") in told


# nc25 shot 69: Air 2 on the person's Air 1 frees the Sylphe for Bot 2; nc25 shot 56: Terre 0 placed, its
# rooting asked, the Feu pile (an Egg and two Ethers) not yet rooted
SYLPH = """
seats: 2
current: 0
turn: 7
mages:
  - hand: [air2, fire1, fire3, water2]
    piles: {air: [air0, air1], fire: [fire0, ether1], earth: [earth0, earth1]}
    rooted: {fire: 2, earth: 2}
    rest: draw
  - hand: [air1, earth4, fire1, water3, fire3]
    piles: {air: [air0], earth: [earth0, earth1, earth2, earth3], water: [water0, water1, water2, ether4]}
    rooted: {earth: 4, water: 4}
    rest: draw
"""
ROOTING = """
seats: 2
current: 0
turn: 6
mages:
  - hand: [air0, air1, earth0, earth1, water1]
    piles: {fire: [fire0, ether1, ether2]}
    rest: draw
  - hand: [air1, earth4, fire1, water3, fire3]
    piles: {air: [air0], earth: [earth0, earth1, earth2, earth3], water: [water0, water1, water2, ether4]}
    rooted: {earth: 4, water: 4}
    rest: draw
"""
NAMES = ["Joueur 1", "Bot 2 (sur mesure)"]


def _state(text, tmp_path):
    from game.match import Match

    path = tmp_path / "position.yaml"
    path.write_text(text)
    return Match("evolution", ["human", "bot:easy"], seed=3, scenario=str(path))


def test_a_level_that_gives_the_sylphe_says_the_bot_plays_an_extra_turn_at_once(tmp_path, monkeypatch):
    """nc25 shot 69: « Ce niveau vaut ce prix » for Air 2, and Bot 2's extra turn took it from 6 to 11. The
    hint names the receiver and the concrete cost, and says « C'est serré » when the look-ahead finds
    keeping the card about as good; the bot's draws stay its own. f42 (nc43): even, in a duel, the card is kept."""
    from game.core import act
    from game.evolution import bots

    i18n.set_lang("fr")
    m = _state(SYLPH, tmp_path)
    view, legal = m.state.view(0), m.state.legal_actions(0)
    monkeypatch.setattr(bots, "outcome", lambda *_a: 0.5)  # the look-ahead finds the two even
    monkeypatch.setattr(bots.HardBot, "rollout", lambda *_a: None)  # (and need not play them out)
    bot = bots.HardBot(0, 5)
    bot.explaining = True
    before = bot.rng.getstate()
    # f42 (nc43 shot 070, the game lost by one turn after this hint): even, in a duel, the card is kept
    assert bot.choose(view, legal) != act("play", "air2", "air")
    assert bot.why is not None and bot.why[0] == "gift_kept", bot.why
    assert "Pas encore Air 2 : le poser maintenant donnerait Sylphe à Bot 2 (sur mesure)" in plain(
        i18n.hint_text("evolution", *bot.why, NAMES))
    assert bot.rng.getstate() != before
    # the play's own words, where it is played (three mages, or a clear margin): the receiver and the cost
    bot.explain(m.state, act("play", "air2", "air"))
    assert bot.why is not None and bot.why[0] == "play", bot.why
    bot.why = ("play", {**bot.why[1], "close": 1})
    said = plain(i18n.hint_text("evolution", *bot.why, NAMES))
    # nc36 item 4: the cost said plainly in a duel
    assert "son jeton ira à Bot 2 (sur mesure), qui pourra jouer un tour de plus, un gros atout" in said, said
    # f53 (nc64 shot 136): the comparison the look-ahead made, said with it
    assert ("C'est serré : ce que la carte apporte (un niveau et une Tornade) vaut à peine ce pouvoir ; garder Air 2 "
            "pour plus tard vaudrait presque autant") in said, said
    assert "vaut pourtant ce prix" not in said, said
    wide = plain(i18n.hint_text("evolution", "play", {**bot.why[1], "close": 0, "ether": 1}, NAMES))
    assert wide.endswith("Ce que la carte apporte (un niveau et une Tornade) l'emporte ici sur ce pouvoir (un Éther de "
                         "votre main, défaussé au centre, retiendrait la créature)."), wide
    i18n.set_lang("en")
    said = plain(i18n.hint_text("evolution", *bot.why, NAMES))
    assert ("its token will go to Bot 2 (sur mesure), who could play an extra turn, a big asset in a race "
            "between two. It is close") in said


def test_skipping_a_rooting_says_it_is_close_and_what_rooting_keeps_safe(tmp_path):
    """nc25 shot 56: « Cliquez « Ne pas appliquer l'effet » : aucun choix ne vous fait avancer ici » while
    rooting the Feu pile (an Egg and two Ethers) looked useful. The look-ahead found the choices about even
    (0.435 each over 300 worlds, in that game): the hint says it is close and what rooting would keep."""
    from game.core import act
    from game.evolution import bots

    i18n.set_lang("fr")
    m = _state(ROOTING, tmp_path)
    m.play(0, act("play", "earth0", "earth"))
    st = m.state
    assert st.stack and st.stack[-1].get("effect") == "root", st.stack
    bot = bots.HardBot(0, 5)
    bot.explaining = True
    bot.explain(st, act("skip"))
    assert bot.why == ("skip_root", {"pile": "fire", "count": 3}), bot.why
    said = plain(i18n.hint_text("evolution", *bot.why, NAMES))
    assert said == ("Cliquez « Ne pas appliquer l'effet » : c'est serré, enraciner votre pile Feu (ses 3 cartes "
                    "à l'abri des Embrasements) vaudrait presque autant ici ; les deux choix se défendent."), said
    assert "avancer" not in said


def test_the_tutorial_tells_the_real_opening_at_the_end_and_one_thing_at_a_time():
    """nc25 shots 02, 15, 18: the real opening was told before anything was seen; the rooted pile closed
    up unsaid. nc47: the real opening is played now, first: its first step says the setup, its steps
    the Egg and the discards; once a pile is rooted the heap is named."""
    from game import tutorial

    tut = tutorial.load("evolution")
    for lang, empty, four in (("fr", "piles vides", "vos cartes de niveau 4 et 5 attendent dans la défausse "
                                                    "principale"),
                              ("en", "empty piles", "your level 4 and 5 cards wait in the main discard")):
        first = plain(tut.prev.steps[0].say[lang])
        assert empty in first and four in first, first
        root = [s.do for s in tut.steps].index("root fire")
        heap = plain(tut.steps[root + 1].say[lang])
        assert ("« protégée »" if lang == "fr" else '"protected"') in heap, heap


# the first real turns: every pile empty, no Egg in hand
OPENING = """
seats: 2
current: 0
turn: 0
mages:
  - hand: [air3, earth2, fire1, water3, ether1]
    rest: draw
  - hand: [air2, earth4, fire1, water2, earth3]
    rest: draw
"""


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_first_real_turns_say_this_is_the_usual_opening(app, tmp_path, lang):
    """nc25: the real game's first two turns (« Rien ne se pose : 4 Œufs ») felt like another game than the
    tutorial's. With every pile empty the prompt says it is the usual opening, and still reads whole."""
    from test_scenes_evolution import table_for

    i18n.set_lang(lang)
    table = table_for(app, tmp_path, ["human", "bot:easy"], OPENING)
    controls = table.controls
    controls.build_buttons()
    usual = "Rien ne se pose (début habituel" if lang == "fr" else "No card fits (the usual opening"
    assert plain(controls.prompt).startswith(usual), controls.prompt
    _prompt_clear(controls)


def test_the_aim_line_keeps_off_the_turn_count_and_the_creature_names(app, tmp_path):
    """nc25 shot 73: the bot's red fire line to the person's Air pile ran straight across « Tour 8 · manche 4
    (limite : 160 tours) ». It leaves a gap over the words of the centre panel, as over the prompt."""
    from test_scenes_evolution import table_for

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], PAUSED)
    for pile in ("air", "fire", "earth"):
        dst = table.top_rect(0, pile).center
        zr = table.zones[1].rect
        src = (min(max(dst[0], zr.left + 20), zr.right - 20), zr.bottom + 2)
        pieces = table.aim_segments(src, dst)
        assert pieces and pieces[-1][1] == dst, pieces
        for a, b in pieces:
            for words in (table.turns_rect(), table.turn_rect()):
                assert not words.clipline(a, b), (pile, a, b, words)


def test_an_unrooted_level_5_pile_keeps_its_level_word_clear(app, tmp_path):
    """nc25 shots 95-99: the bot's Feu pile, level 5 unrooted by the Gnome, fanned six cards over its
    « niv. 5 »: they close up to end above the word, in the bot's small zone and the person's."""
    from test_scenes_evolution import table_for

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], PAUSED)
    for seat in (0, 1):
        mage = table.mage(seat)
        mage.piles["fire"] = ["fire0", "fire1", "fire2", "fire3", "fire4", "fire5"]
        mage.rooted["fire"] = 0
        z = table.zones[seat]
        top = table.pile_card_rect(seat, "fire", 5)
        assert top.bottom <= z.label_y - 1, (seat, top, z.label_y)
        under = table.pile_card_rect(seat, "fire", 4)
        assert top.top > under.top, "still a fan: each card's band shows"
        mage.piles["fire"] = mage.piles["fire"][:5]  # five cards keep their usual spacing
        assert table.pile_card_rect(seat, "fire", 4).top - table.pile_card_rect(seat, "fire", 3).top == z.dy


def test_a_burnt_card_waiting_for_its_discard_is_stamped_and_said(app, tmp_path):
    """nc25 shot 99: the reflected Feu 4 seemed to float between the piles while the person chose its
    discard. It is stamped « brûlée » and its tooltip says it waits for its mage's discard; the words
    under a paused quick discard give it the room."""
    from test_scenes_evolution import table_for

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], PAUSED)
    table.m.limbo[0] = ["fire4"]
    img, tag = table.limbo_tag(0)
    card = table.limbo_rect(0, 0)
    assert card.contains(tag), (tag, card)
    assert table.quick_why_lines(0) == []
    title, body = table.inspect_at(card.move(0, card.height // 2 - 4).center) or ("", "")
    assert plain(body).startswith("Brûlée : cette carte a quitté sa pile et attend que Joueur 1 choisisse"), body
    import pygame

    table.draw(pygame.Surface((1280, 720)))


def test_the_backs_of_a_draw_or_a_discard_taken_back_slide_under_the_piles(app, tmp_path, monkeypatch):
    """nc25 shots 21, 26, 106: the bot's draws and a discard taken back as the draw pile flew their backs
    over the piles and the « Pioche » counts. They slide under them: drawn by the table before its zones,
    never by the animation layer drawn over everything."""
    import pygame
    from scene_input import run
    from test_scenes_evolution import table_for

    from game.core import Event

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], PAUSED)
    run(app, 0.05)
    before = len(table.anim.flights)
    table.on_draw(Event("draw", 1, {"count": 2}))
    table.on_recover(Event("recover", 0, {"source": "main", "count": 3}))
    new = table.anim.flights[before:]
    assert len(new) == 5 and not any(f.above for f in new), [f.above for f in new]
    for f in new:
        f.tween.elapsed = f.tween.delay + 0.01
    when: list[bool] = []
    real = table.card_drawer

    def spy(card, glow=None):
        inner = real(card, glow)

        def at(surf, r, k):
            when.append(table.drawing_under)
            inner(surf, r, k)
        return at

    monkeypatch.setattr(table, "card_drawer", spy)
    before = len(table.anim.flights)
    table.on_draw(Event("draw", 1, {"count": 1}))
    f = table.anim.flights[before]
    f.tween.elapsed = f.tween.delay + 0.01
    surf = pygame.Surface((1280, 720))
    table.draw(surf)
    assert when and all(when), when  # drawn once, in the pass under the piles


def test_a_turning_token_never_thins_to_a_sliver():
    """nc25 shot 12: for a split second the used Elfe's token, edge-on in its turn, read « Elfe ⁝ »."""
    from scenes.evolution.table import EvolutionTable

    for d in (19, 26, 40):
        widths = [EvolutionTable.flip_width(d, k / 20) for k in range(21)]
        assert min(widths) >= d // 3 and widths[0] == d == widths[-1], (d, widths)


def test_the_bots_turn_is_said_in_a_few_words_beside_the_hand_at_the_persons_turn(app, tmp_path):
    """nc25: the bot's Air 1, Air 2, Tornado, Feu 0 and burn went by in one go and were read in the log.
    When the person's turn comes, beside the hand: « Pendant le tour de Bot 2 : cartes posées : … ;
    brûlée chez vous : … ; pouvoir utilisé : Sylphe (un tour de plus) », whole, until a card is picked."""
    from test_scenes_evolution import table_for

    from game.core import Event

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], PAUSED)
    events = [Event("end_turn", 0, {}), Event("turn_start", 1, {"extra": False, "turn": 9}),
              Event("play", 1, {"card": "air1", "pile": "air", "level": 1, "frees_nothing": "none"}),
              Event("play", 1, {"card": "air2", "pile": "air", "level": 2, "frees_nothing": "none"}),
              Event("tornado", 1, {"card": "air2"}),
              Event("burned", 1, {"target": 0, "pile": "air", "card": "air2", "how": "burn"}),
              Event("power", 1, {"creature": "sylph", "as": "sylph", "args": []}),
              Event("turn_start", 1, {"extra": True, "turn": 10}),
              Event("play", 1, {"card": "fire0", "pile": "fire", "level": 0, "frees_nothing": "none"}),
              Event("play", 1, {"card": "ether2", "pile": "fire", "level": 1, "frees_nothing": "none"}),
              Event("root", 1, {"pile": "earth", "count": 3}),
              Event("turn_start", 0, {"extra": False, "turn": 11})]
    for ev in events:
        table.gather_recap(ev)
    assert len(table.recap) == 1, table.recap
    said = plain(table.recap[0])
    assert said == ("Pendant le tour de Bot 2 (facile) : cartes posées : Air 1, Air 2, Feu 0, Éther (Feu) ; "
                    "Tornade : Air 2 ; "
                    "brûlée chez vous : Air 2 ; pouvoir utilisé : Sylphe (un tour de plus) ; "
                    "pile enracinée : Terre."), said
    lines = table.recap_shown()
    assert plain(" ".join(lines)) == said and len(lines) <= 4, lines
    table.gather_recap(Event("end_turn", 0, {}))
    assert table.recap == [] and table.recap_shown() == []
    table.gather_recap(Event("turn_start", 1, {"extra": False, "turn": 12}))
    table.gather_recap(Event("end_turn", 1, {}))
    table.gather_recap(Event("turn_start", 0, {"extra": False, "turn": 13}))
    assert plain(table.recap[0]) == "Pendant le tour de Bot 2 (facile) : aucune carte posée.", table.recap
    # a long turn leaves out its least (the piles rooted, the Tornados) rather than be cut
    long = [Event("turn_start", 1, {"extra": False, "turn": 14})]
    long += [Event("play", 1, {"card": c, "pile": c[:-1], "level": 1, "frees_nothing": "none"})
             for c in ("air1", "air2", "air3", "fire0", "fire1", "fire2", "earth0", "water0")]
    long += [Event("tornado", 1, {"card": c}) for c in ("air1", "air2", "air3")]
    long += [Event("power", 1, {"creature": c, "as": c, "args": []}) for c in ("sylph", "golem", "phoenix")]
    long += [Event("root", 1, {"pile": p, "count": 1}) for p in ("fire", "earth", "water")]
    long += [Event("turn_start", 0, {"extra": False, "turn": 15})]
    for ev in long:
        table.gather_recap(ev)
    lines = table.recap_shown()
    assert lines and plain(" ".join(lines)) == plain(table.recap[0]) and len(lines) <= 4, (lines, table.recap)
    assert "Phénix" in table.recap[0] and "piles enracinées" not in table.recap[0], table.recap
