"""Round 10 newcomer (nc10) at the Evolution table: who starts is told truly, the tie's buttons come
with its sentence and no "Tour de" is shown before the choice."""

from __future__ import annotations

import pygame
from lang import plain
from scene_input import run
from test_scenes_evolution import LookAway, table_for
from waiting import wait_until

from game import i18n
from game.core import Event


def test_the_log_says_why_a_mage_starts_a_tie_chosen_is_no_highest_total():
    i18n.set_lang("fr")
    names = ["Joueur 1", "Bot 2 (facile)"]
    base = {"totals": [7, 7], "tied": [0, 1]}
    chosen = i18n.describe("evolution", Event("first_player", 0, {**base, "how": "chosen"}), names)
    drawn = i18n.describe("evolution", Event("first_player", 0, {**base, "how": "chance"}), names)
    best = i18n.describe("evolution", Event("first_player", 0, {"totals": [9, 7], "tied": [0], "how": "total"}), names)
    assert chosen and "choix des joueurs" in chosen and "plus haut" not in chosen, chosen
    assert drawn and "hasard" in drawn and "plus haut" not in drawn, drawn
    assert best == "Joueur 1 a le plus haut total de main et commence"
    tie = i18n.describe("evolution", Event("first_tie", 0, base), names)
    assert tie and "les joueurs choisissent" in tie  # the set-up's words (option "les joueurs choisissent")


def test_a_tie_shows_its_buttons_at_once_and_no_mage_s_turn_before_the_choice(app, tmp_path):
    """Seed 2 ties the two mages: at normal speed the buttons come with the sentence, the header asks."""
    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], seed=2, speed="normal")
    assert wait_until(lambda: not isinstance(app.stack.top, LookAway) and table.my_seat() == 0
                      and table.controls.bar.buttons, 30, between=lambda: run(app, 0.05)), "no choice buttons came"
    assert table.m.choosing_first
    app.draw()
    labels = [b.label.rstrip(" ⏎") for b in table.controls.bar.buttons]
    assert labels[:2] == ["Joueur 1 commence", "Bot 2 commence"], labels  # nc19: no level in buttons
    table.controls.bar.buttons[0].action()
    assert wait_until(lambda: not table.busy, 30, between=lambda: run(app, 0.05))
    assert not table.m.choosing_first and table.m.current == 0
    said = [e for e in table.log.entries if "commence" in str(e)]
    assert any("choix des joueurs" in str(e) for e in said), said
    assert not any("plus haut total de main et commence" in str(e) for e in said), said


def test_a_rooted_pile_says_protected_on_screen_and_in_its_cards_help(app, tmp_path):
    """BURN4: Joueur 1's Earth pile has 2 rooted cards under 2 free ones; Joueur 2's Air is rooted whole."""
    from test_scenes_evolution import BURN4

    from sprites.evolution import art

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy", "bot:easy", "bot:easy"], BURN4, seed=9)
    safe = table._inspect(table.pile_card_rect(0, "earth", 0).move(0, 3).topleft)
    free = table._inspect(table.pile_card_rect(0, "earth", 3).center)
    assert safe and "Protégée" in safe[1] and "Salamandre" in safe[1], safe
    assert free and "Libre" in free[1] and "peut être brûlée" in free[1], free
    plain = table._inspect(table.pile_card_rect(0, "fire", 2).center)
    assert plain and "Protégée" not in plain[1] and "Libre :" not in plain[1], plain
    app.draw()
    surf = app.shown()
    brown = pygame.Color(art.color("roots"))[:3]

    def brown_over(seat: int, pile: str) -> int:
        heap, top = table.pile_card_rect(seat, pile, 0), table.zones[seat].top
        return sum(tuple(surf.get_at((x, y))[:3]) == brown for x in range(heap.left + 6, heap.right - 6)
                   for y in range(top - 8, top - 3))  # above the frame's line: the tag only

    # the tag lies under a heap whose top card is protected (seat 1's Air), in every zone: off the header
    # line above it (nc15: « protégée » on the frame's edge crossed « 5 en main ») and off the card's
    # art (nc16: across the card it hid it) ...
    heap = table.pile_card_rect(1, "air", len(table.mage(1).piles["air"]) - 1)
    tag = table.root_word(table.zones[1], heap)[1]
    assert tag.top > heap.bottom, (tag, heap)
    under = sum(tuple(surf.get_at((x, y))[:3]) == brown for x in range(tag.left + 2, tag.right - 2)
                for y in range(tag.top + 1, tag.bottom - 1))
    assert under > 60, (under, "no 'protégée' tag under seat 1's rooted Air")
    assert brown_over(1, "air") == 0, "the small zone's tag stays on the frame's edge, by the header"
    # ... not over a heap with free cards laid on it (nc11: "protégée" over a free Feu 3)
    assert brown_over(0, "earth") == 0, "the 'protégée' tag stays over a pile whose top card is free"
    assert brown_over(0, "fire") == 0, "a pile not rooted wears the tag"


def test_with_no_egg_in_hand_the_prompt_counts_the_eggs_still_to_draw(app, tmp_path):
    """nc10 finding 3: the opening's "Rien ne se pose" gave nothing to think about."""
    from test_evolution_r10_newcomer import NO_FIT

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], NO_FIT)
    draw = table.m.mages[0].draw_count
    prompt = table.controls.prompt
    # nc27: with every pile empty the line says the opening speeds up, and leaves out « (niveau 0) » and
    # « puis Fin de tour » to stay on three lines
    assert f"4 Œufs dans votre pioche de {draw}" in plain(prompt), prompt
    # f52 (nc63): at the opening, what to keep and why to discard (meant change)
    said = "Gardez vos cartes 1 et vos Éthers ; défaussez le reste pour trouver un Œuf plus vite (la rapide revient"
    assert said in plain(prompt), prompt
    three_seen = "    main: [air0, fire0, earth0]\n    rest: draw\n  - hand: [air1"
    one_seen = NO_FIT.replace("    rest: draw\n  - hand: [air1", three_seen, 1)
    table = table_for(app, tmp_path, ["human", "bot:easy"], one_seen)
    assert ": 1 Œuf dans votre pioche" in plain(table.controls.prompt), table.controls.prompt


def test_the_tutorial_explains_the_elf_before_its_prompt_and_says_when_to_wait():
    """nc10 finding 4: "condamne une défausse rapide" meant nothing when asked; the "Toujours votre tour"
    box gave no clue. nc47: the Elf is held back now: the step of its choice says what « Donner » and
    « Retenir » do, and what happens with no Ether in hand, as the choice shows."""
    from game import tutorial

    i18n.set_lang("fr")
    tut = tutorial.load("evolution")
    steps = [s.do for s in tut.steps]
    block = plain(tut.steps[steps.index("block ether1")].say["fr"])
    assert steps.index("block ether1") == steps.index("play air4 air") + 1
    assert "« Donner »" in block and "contre vous" in block, block
    assert "Retenez cette créature" in block and "un Éther" in block, block
    assert "sans Éther en main, la créature part d'office" in block, block
    assert "rien à cliquer" in i18n.t("evolution.still_your_turn", power="Elfe")
    assert tutorial.played(tut).state.is_over


def test_the_log_names_mages_lightly_and_the_results_say_what_the_level_is():
    """nc10 finding 6: "du mage Joueur 1" / "au mage Bot 2" read heavy; "niveaux au sommet des piles" puzzled."""
    i18n.set_lang("fr")
    names = ["Joueur 1", "Bot 2 (facile)"]
    burn = i18n.describe("evolution", Event("burn", 1, {"card": "air3", "pile": "air", "target": 0}), names)
    give = i18n.describe("evolution", Event("give", 0, {"creature": "elf", "target": 1}), names)
    assert burn == "Bot 2 (facile) embrase la carte Air 3 (pile Air) de Joueur 1", burn
    assert give == "Joueur 1 donne Elfe à Bot 2 (facile)", give
    assert "d'office" not in i18n.t("evolution.auto.draw", n=2) and "Tornade" in i18n.t("evolution.auto.draw", n=2)
    assert "Niv." in i18n.t("results.evolution.levels", n=10)


def test_the_fire_aim_line_leaves_the_prompt_panel_and_its_buttons_clear(app, tmp_path):
    """nc10 finding 5: the bot's red aim line ran across the "Cascade" / "Laisser brûler" buttons."""
    from test_scenes_evolution import DUEL

    from scenes.evolution.table import L
    from sprites.evolution import art

    table = table_for(app, tmp_path, ["human", "bot:easy"], DUEL)
    table.m.aim = (1, 0, "water")  # the bot's Fire aims at Joueur 1's Water 0: the line goes down past the prompt
    app.draw()
    surf = app.shown()
    fire = pygame.Color(art.color("fire"))[:3]
    inside = sum(tuple(surf.get_at((x, y))[:3]) == fire
                 for x in range(L.prompt.left, L.prompt.right, 2) for y in range(L.prompt.top, L.prompt.bottom, 2))
    dst = table.top_rect(0, "water")
    assert inside == 0, f"{inside} fire pixels over the prompt panel"
    assert tuple(surf.get_at((dst.centerx, dst.top - 5))[:3]) == fire or any(
        tuple(surf.get_at((x, dst.top - 5))[:3]) == fire for x in range(dst.left - 12, dst.right + 12)), "no aim drawn"


def test_the_easy_bot_burns_now_and_then_and_only_the_lowest_card_it_may():
    """nc10 finding 7: the easy bot skipped its Fire half the time and never made the person defend.
    Now it burns most times, the lowest free card of level 2 or more, never an Egg or a level 1."""
    from game.evolution.bots import EasyBot
    from game.evolution.checks import position

    turn = {
        "seats": 2, "current": 0,
        "mages": [
            {"hand": ["fire3", "air4", "earth4", "water4", "ether1"], "piles": {"fire": ["fire0", "fire1", "fire2"]},
             "rest": "draw"},
            {"hand": ["fire0"], "rest": "draw",
             "piles": {"air": ["air0", "air1", "air2", "air3"], "earth": ["earth0", "earth1", "earth2"],
                       "water": ["water0"]}},
        ],
    }
    chosen = []
    for seed in range(20):
        st = position(turn, seed=3)
        st.apply(0, next(a for a in st.legal_actions(0) if str(a) == "play fire3 fire"))
        legal = st.legal_actions(0)
        assert {a.kind for a in legal} >= {"burn", "skip"}, legal
        chosen.append(str(EasyBot(0, seed).choose(st.view(0), legal)))
    burns = [c for c in chosen if c.startswith("burn")]
    assert 10 <= len(burns) < 20, chosen  # most times, not every time
    assert set(burns) == {"burn 1 earth"}, burns  # the Earth 2, not the Air 3 nor the Water 0
