"""Round f46 of Evolution's first game (issue 24), from nc58's report: Conseil's words when it holds a creature's
card back, its Ether plan, banners over words, the creature question, the tutorial's later position."""

from __future__ import annotations

import pygame
from lang import plain
from test_evolution_issue24_hints import NAMES

from game import i18n
from game.evolution.bots import HardBot
from game.evolution.checks import position

# nc58 shot 130: Terre 3 (the Golem's symbol) alone in hand, its pile at level 2, the Golem in the centre
GOLEM_LAST = {
    "seats": 2,
    "current": 0,
    "turn": 9,
    "mages": [
        {"hand": ["earth3"], "rest": "draw",
         "piles": {"air": ["air0", "air1", "air2", "air3"], "earth": ["earth0", "earth1", "earth2"]}},
        {"hand": ["fire1", "air1", "water2"], "rest": "draw", "piles": {"fire": ["fire0"]}},
    ],
}


def _even_hint(doc, lang="fr"):
    """The hard bot's hint on `doc` with a look-ahead that finds every move alike (a gift barely worth it, as
    tests/test_evolution_f42.py weighs it), and its words."""
    st = position(doc)
    bot = HardBot(0, 1)
    bot.explaining = True
    bot.look_ahead = lambda view, cands, rng: {a: 0.5 for a in cands}  # type: ignore[method-assign]
    pick = bot.choose(st.view(0), st.legal_actions(0))
    i18n.set_lang(lang)
    try:
        return pick, plain(i18n.hint_text("evolution", *bot.why, NAMES))
    finally:
        i18n.set_lang("fr")


def test_a_card_held_back_at_the_end_of_the_turn_is_said_placeable():
    """nc58 shots 099, 130: « Cliquez « Fin de tour » : votre carte ne se pose pas maintenant » while Terre 3 could be
    placed: Conseil only advised against it. The end of the turn says so, with its reason."""
    pick, said = _even_hint(GOLEM_LAST)
    assert str(pick) == "end", pick
    assert said.startswith("Cliquez « Fin de tour » : vous pourriez poser Terre 3, mais son symbole donnerait Golem "
                           "à Bot 2, qui pourra enraciner toutes ses piles d'un coup ; ce que la carte apporte (un "
                           "niveau et un enracinement) ne vaut pas ce pouvoir. Mieux vaut la garder pour un prochain "
                           "tour."), said  # (f53: the comparison said, nc64 shot 100)
    assert "ne se pose pas" not in said and "pèsera" not in said, said
    _, said = _even_hint(GOLEM_LAST, "en")
    assert said.startswith('Click "End turn": you could place Earth 3, but its symbol would give Golem to Bot 2'), said


def test_a_card_held_back_for_another_move_promises_nothing_conseil_does_not_keep():
    """nc58 shot 130: « Pas encore Terre 3 … après ce coup, Conseil le pèsera de nouveau », then Conseil never spoke
    of it again. A card held back for another move of the turn says the rest of the turn may change the count
    (nc46: one click later it may be placed), and promises no word of Conseil's."""
    from test_evolution_f42 import SYLPH_DUEL

    pick, said = _even_hint(SYLPH_DUEL)
    assert pick.kind != "end" and str(pick) != "play air2 air", pick
    assert said.endswith("Pas encore Air 2 : le poser maintenant donnerait Sylphe à Bot 2, qui pourra jouer un tour "
                         "de plus ; ce que la carte apporte (un niveau et une Tornade) ne vaut pas ce pouvoir. "
                         "La suite du tour peut changer la donne."), said
    _, said = _even_hint(SYLPH_DUEL, "en")
    assert said.endswith("is not worth that power. The rest of the turn may change that."), said
    assert "Conseil" not in said, said


# nc58 shots 097-116 (turn 7): Feu 2 (Salamandre's symbol), Terre 1 and the hand's last Éther; the Air pile rooted
SALAMANDER = {
    "seats": 2,
    "current": 0,
    "turn": 7,
    "tokens": {"gnome": {"holder": 0, "used": True}, "siren": {"holder": 0, "used": True},
               "sylph": {"holder": 1, "used": True}},
    "mages": [
        {"hand": ["fire2", "earth1", "ether3"], "rest": "draw", "rooted": {"air": 5},
         "piles": {"air": ["air0", "air1", "air2", "air3", "ether1"], "fire": ["fire0", "fire1"], "earth": ["earth0"],
                   "water": ["water0", "water1", "water2"]},
         "quick": ["earth4", "water4", "earth2"],
         "main": ["fire3", "fire4", "fire5", "air4", "air5", "earth3", "earth5", "water3", "water5", "ether2"]},
        {"hand": ["air4", "fire3", "earth3", "water2", "water4"], "rest": "draw", "rooted": {"air": 4},
         "piles": {"air": ["air0", "air1", "air2", "ether1"], "fire": ["fire0"], "earth": ["earth0", "earth1"],
                   "water": ["water0"]}},
    ],
}


def test_conseil_keeps_the_last_ether_while_the_card_it_held_back_for_its_creature_waits():
    """nc58 shots 097-116: « Pas encore Feu 2 : le poser maintenant donnerait Salamandre… », then Conseil had the Éther
    placed on a pile and Feu 2 played with no Éther: Salamandre went to the bot, which burned the rooted Air pile's top
    at once. The move that spent the last Éther was weighed as holding the gift back, though the card still waited in
    hand and its creature would go with nothing left to retain it. Followed through the turn, Conseil never leaves Feu
    2 in hand without that Éther; where it gives Salamandre to keep the Éther for the piles, it says what the bot can
    do with it."""
    from game.evolution.engine import CENTRE

    st = position(SALAMANDER)
    said = []
    for _ in range(12):
        if st.is_over or st.current != 0 or st.actors() != (0,):
            break
        bot = HardBot(0, 1)
        bot.explaining = True
        pick = bot.choose(st.view(0), st.legal_actions(0))
        said.append((str(pick), plain(i18n.hint_text("evolution", *bot.why, NAMES)) if bot.why else ""))
        st.apply(0, pick)
        if st.tokens["salamander"]["state"] == CENTRE and "fire2" in st.hands[0]:
            assert any(st.defs.cards[c].is_ether for c in st.hands[0]), said
    gave = [words for move, words in said if move.startswith("give salamander")]
    # (this turn: Feu 2 placed with the Éther in hand; f48: the Salamandre, with a rooted pile to strike, is worth
    # more to the bot than a level on a pile, and the Éther now holds it back)
    held = [words for move, words in said if move.startswith("block")]
    assert gave or held, said
    assert all(words.startswith("Retenez Salamandre avec votre Éther") for words in held), said
    assert all("Mais attention : Bot 2 pourra s'en servir pour brûler le haut d'une de vos piles, même enracinée."
               in words for words in gave), said


def test_a_banner_stays_off_the_lines_written_in_the_panel_while_it_shows(app, tmp_path, monkeypatch):
    """nc58 shot 077: « Sylphe : Bot 2 (sur mesure) rejouera un tour » lay over « Bot 2 (sur mesure) jouera un tour
    de plus », a line written in the panel after the banner had found its place. Its place is looked at again at
    every frame: under the lines, clear of them."""
    from test_scenes_evolution import DUEL, table_for

    from scenes.evolution.table import L
    from scenes.ui import prompts_drawn

    table = table_for(app, tmp_path, ["human", "bot:easy"], DUEL)
    monkeypatch.setattr(table, "my_seat", lambda: None)  # the bot's turn: the panel says what happens
    table.narration = "Bot 2 (facile) utilise Sylphe"
    table.banner("Sylphe : Bot 2 (facile) rejouera un tour")
    app.draw()
    held = "Plus rien à faire : aucune carte ne peut être jouée ni défaussée, votre tour se termine de lui-même."
    monkeypatch.setattr(table, "held_line_now", lambda: held)
    table.narration = "Bot 2 (facile) jouera un tour de plus"
    app.draw()
    banner = table.anim.banner_item
    lines = [r for r in prompts_drawn() if r.colliderect(L.prompt)]
    assert banner is not None and len(lines) >= 3, lines
    plate = banner.rect(app.canvas.get_rect())
    assert plate.collidelist(lines) < 0 and L.prompt.contains(plate), (plate, lines)


def test_no_banner_nor_toast_goes_over_the_question_mark_or_the_pencil(app, tmp_path):
    """nc58 shot 022: « Créature libérée pour un adversaire : Elfe ! » moved onto the bare felt under the ✎ and ?
    buttons (drawn after a banner's place is sought): they are kept clear as every button is."""
    from test_scenes_evolution import DUEL, table_for

    table = table_for(app, tmp_path, ["human", "bot:easy"], DUEL)
    kept = table.toast_avoid()
    assert any(r.contains(table.aid_rect) for r in kept) and any(r.contains(table.note_rect) for r in kept), kept


LEVEL_FIVE = """
seats: 2
current: 0
mages:
  - hand: [earth5, ether1]
    piles: {air: [air0, air1, air2, air3], fire: [fire0, fire1, fire2, fire3],
            earth: [earth0, earth1, earth2, earth3, earth4], water: [water0, water1, water2, water3, water4, water5]}
    rooted: {air: 4, fire: 4, earth: 5}
    rest: draw
  - hand: [air1, fire1, earth1, ether1, ether2]
    piles: {air: [air0], water: [water0]}
    rest: draw
"""


def test_a_level_five_that_roots_its_own_pile_holds_no_banner_over_the_action_area(app, tmp_path):
    """nc58 shots 043, 143: « Vos piles sont déjà toutes enracinées » held the action area a second after Terre 5
    rooted its own pile, the line above it saying the same. No banner, no pause; the log keeps its line. A rooting
    with nothing to root otherwise keeps its banner (tests/test_evolution_f44.py)."""
    from scene_input import run_until
    from test_scenes_evolution import table_for

    from game.core import act

    table = table_for(app, tmp_path, ["human", "bot:easy"], LEVEL_FIVE)
    table.act(0, act("play", "earth5", "earth"))
    assert run_until(app, lambda: not table.busy, 5)
    nothing = next(e for e in table.shown if e.kind == "no_target")
    key = table.pres.events["no_target"]["banner"]
    assert table.banner_text(key, nothing) == "" and table.on_no_target(nothing) == 0.0
    assert table.describe(nothing), nothing  # its line stays


def test_the_creature_question_says_what_stop_asking_covers_in_one_short_sentence():
    """nc58 shot 054: « "Ne plus me demander" ne vaut que pour cette question, et jusqu'à la touche S : face à un Feu
    qui vous vise, on vous demandera toujours. » was read three times: the question, then one short plain sentence
    (nc41's point kept: a Fire aimed at you is still asked)."""
    for lang, words in (("fr", "« Ne plus me demander » ne vaut que pour cette question, pas pour un Feu qui vous "
                               "vise."),
                        ("en", '"Stop asking me" covers this question only, not a Fire aimed at you.')):
        i18n.set_lang(lang)
        question, rest = plain(i18n.t("evolution.prompt.moment")).split("? ", 1)
        assert rest == words and len(rest.split()) <= 20 and rest.count(".") == 1 and ":" not in rest, rest
    i18n.set_lang("fr")


# nc58 shot 171: the person holds the Elfe; the bot's quick discard is empty (and « en pause »)
ELF_EMPTY = """
seats: 2
current: 0
turn: 14
tokens: {elf: {holder: 0}}
mages:
  - hand: [fire4, fire5, water3, water4]
    piles: {air: [air0, air1, air2, air3, air4, air5], fire: [fire0, fire1, fire2, fire3],
            earth: [earth0, earth1, earth2, earth3, earth4, earth5], water: [water0, water1, water2]}
    rest: draw
  - hand: [fire1, water1, ether1, ether2]
    piles: {air: [air0, air1, air2, air3, air4], earth: [earth0, earth1, earth2, earth3, earth4]}
    quick_state: unavailable
    rest: main
"""


def test_the_elf_on_an_empty_quick_discard_is_a_grey_button_that_says_what_it_would_do(app, tmp_path):
    """nc58 shot 171: « Pouvoir : Elfe · Bot 2 (rapide vide) », a purple power button read as a power that can do
    nothing. By the rules it still shuts that discard for good (« Dorénavant, il ne pourra plus défausser … »), so it
    stays offered; grey, its hover says why. With cards in that discard it is a power button like the others."""
    from test_scenes_evolution import table_for

    table = table_for(app, tmp_path, ["human", "bot:easy"], ELF_EMPTY)
    app.draw()
    power, button = next((a, b) for a, b in table.controls.button_for.items() if a.kind == "power")
    assert button.color == table.button_color("power_idle") != table.button_color("power"), button.color
    _, tip = table.power_tip(power)
    assert plain(tip).endswith("La défausse rapide de Bot 2 (facile) est vide : l'Elfe n'y prendrait aucune carte, il "
                               "la fermerait seulement pour de bon."), tip
    table = table_for(app, tmp_path, ["human", "bot:easy"], ELF_EMPTY.replace("    quick_state: unavailable\n",
                                                                              "    quick: [air5]\n"))
    app.draw()
    power, button = next((a, b) for a, b in table.controls.button_for.items() if a.kind == "power")
    assert button.color == table.button_color("power") and "vide" not in plain(table.power_tip(power)[1])


def test_the_tutorials_arrow_to_a_hand_card_keeps_off_the_pile_names(app, monkeypatch):
    """nc58 shot 011: at step 3 the arrow down to the Terre 3 in hand ended its head right beside « Air (A) », read as
    pointing at the pile's name. Every arrow of the opening (steps 1 to 6) keeps room off the person's column words;
    where none fits, the halo alone points (scenes/tutorial.py `arrow_from`)."""
    from scene_input import see_held
    from test_tutorial import live, open_tutorial, step_frame, tap

    import scenes.tutorial as tut

    drawn: list[tuple] = []
    real = tut.draw_arrow
    monkeypatch.setattr(tut, "draw_arrow", lambda surf, a, b: (drawn.append((a, b)), real(surf, a, b)))
    table = open_tutorial(app, "evolution")
    seen = set()
    for _ in range(600):
        table = live(app, table)
        if table.guide.index >= 6:  # the opening, up to step 6 (the hand's slot 3 at steps 3 and 6)
            break
        target = table.guide_target() if app.stack.top is table and not table.busy else None
        if target is None:
            if not see_held(app, table):
                step_frame(app, table)
            continue
        drawn.clear()
        app.frame(1 / 60)
        seen.add(table.guide.index)
        labels = [r.inflate(20, 0) for r in table.label_rects()]  # 10 px of room each side, at least
        for (sx, sy), (ex, ey) in drawn:
            head = pygame.Rect(int(min(sx, ex)) - 13, int(min(sy, ey)) - 13, int(abs(ex - sx)) + 27,
                               int(abs(ey - sy)) + 27)
            assert head.collidelist(labels) < 0, (table.guide.index + 1, head, labels)
        tap(app, target.center)
    assert {2, 5} <= seen, seen


def test_the_tutorials_later_position_frees_no_creature_twice():
    """nc58 shots 020, 025: step 8's Terre 3 (the Golem's symbol) and Eau 3 (the Ondine's) lay on the person's piles
    while both creatures were still in the centre, and the Ondine's hover said « libérée par le symbole de la carte
    Eau 3 ». Every symbol on a pile of that position has freed its creature: none of them waits in the centre; the
    Golem and the Ondine do, for the bot's Terre 3 and Eau 3 to give them, as the steps say."""
    from game import tutorial
    from game.evolution.engine import CENTRE

    match = tutorial.load("evolution").parts[-1].new_match()
    st = match.state
    on_piles = {st.defs.symbol[c] for s in range(st.num_seats) for pile in st.piles[s].values() for c in pile
                if c in st.defs.symbol and not st.defs.cards[c].is_ether}
    assert on_piles and not [c for c in on_piles if st.tokens[c]["state"] == CENTRE], on_piles
    assert st.tokens["golem"]["state"] == st.tokens["ondine"]["state"] == CENTRE
    assert not st.centre  # « Éther : 0 »: no creature was held back with an Ether


# nc58 shot 121: the bot's Fire pile holds its Egg alone; the person's Feu 3 is placed, its burn to aim
EGG = """
seats: 2
current: 0
turn: 9
mages:
  - hand: [fire3, earth2]
    piles: {air: [air0, air1, air2, air3], fire: [fire0, fire1, fire2], earth: [earth0, earth1]}
    rest: draw
  - hand: [fire1, air4, earth3, water2]
    piles: {air: [air0, air1, air2, ether1], fire: [fire0]}
    rooted: {air: 4}
    rest: draw
"""


def test_burning_an_egg_is_not_said_to_set_the_mage_back():
    """nc58 shot 121: « Brûlez la pile Feu de Bot 2 : … la pile est vidée (son Œuf sera à reposer) et Bot 2 recule »,
    while its level number stays as it was. An Egg burned is said to leave the level, and to cost an Egg placed again;
    the same when Conseil advises against the burn."""
    import yaml

    from game.core import act

    st = position(yaml.safe_load(EGG))
    st.apply(0, act("play", "fire3", "fire"))
    bot = HardBot(0, 1)
    bot.explaining = True
    for lang, words in (("fr", "la pile est vidée : Bot 2 ne perd aucun niveau (un Œuf compte 0), mais devra reposer "
                                "un Œuf avant de remonter cette pile."),
                        ("en", "the pile is emptied: Bot 2 loses no level (an Egg counts 0), but must place an Egg "
                               "again before climbing that pile.")):
        i18n.set_lang(lang)
        bot.explain(st, act("burn", 1, "fire"))
        said = plain(i18n.hint_text("evolution", *bot.why, NAMES))
        assert words in said and "recule" not in said and "falls back" not in said, said
        bot.explain(st, act("skip"))
        said = plain(i18n.hint_text("evolution", *bot.why, NAMES))
        assert bot.why[0] == "skip_burn" and bot.why[1]["pile"] == "fire", bot.why
        assert ("l'obligerait à reposer un Œuf" if lang == "fr" else "would make them place an Egg again") in said, said
    i18n.set_lang("fr")
