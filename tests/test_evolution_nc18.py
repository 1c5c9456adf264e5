"""nc18's findings on Elementary Evolution: what the screen says at the moments a newcomer hesitated."""

from __future__ import annotations

from test_evolution_nc16 import _asked

# nc18 shot 85: the bot used the Salamandre the person had just given it, in the person's own turn,
# on their rooted Terre 2; they held the Sirène and an Eau, and neither was offered.
SALAMANDER = {"seats": 2, "current": 0,
              "mages": [{"hand": ["water2", "air3"], "rest": "draw", "quick": ["air1"],
                         "piles": {"earth": ["earth0", "earth1", "earth2"], "water": ["water0", "water1"]},
                         "rooted": {"earth": 3}},
                        {"hand": ["air1"], "rest": "draw", "piles": {"air": ["air0"]}}],
              "tokens": {"siren": {"holder": 0}, "salamander": {"holder": 1}}}


def test_a_creatures_burn_says_why_neither_cascade_nor_siren_answers():
    from lang import plain

    from game import i18n
    from game.evolution.checks import position, run

    i18n.set_lang("fr")
    st = position(SALAMANDER)
    run(st, "1 power salamander 0 earth")
    assert not any(a.kind in ("cascade", "power") for a in st.legal_actions(0))
    prompt = plain(_asked(st, 0).prompt_text())
    assert ("Ni Cascade ni Sirène : elles ne répondent qu'au Feu d'une carte, pas au pouvoir "
            "de Salamandre.") in prompt, prompt  # (the default's reason follows it, f48)
    i18n.set_lang("en")
    assert "Neither Cascade nor Siren: they only answer a Fire card, not the Salamander's power." \
        in plain(_asked(st, 0).prompt_text()), prompt
    i18n.set_lang("fr")
    bare = position({**SALAMANDER, "tokens": {"salamander": {"holder": 1}}})
    run(bare, "1 power salamander 0 earth")  # no Sirène: the Water alone is explained
    assert "Pas de Cascade : l'Eau ne contre que le Feu d'une carte, pas le pouvoir de Salamandre." \
        in plain(_asked(bare, 0).prompt_text())  # (the default's reason follows it, f48)
    assert "Ni Cascade ni" not in plain(_asked(bare, 0).prompt_text())


SIREN_HELD = """
seats: 2
current: 0
mages:
  - hand: [water1, earth1, air4, fire4]
    piles: {water: [water0]}
    rest: draw
  - hand: [air1]
    rest: draw
tokens:
  siren: {holder: 0}
  elf: {holder: 1, giver: 0}
  phoenix: used
"""


def test_a_hand_cards_symbol_says_where_its_creature_stands(app, tmp_path):
    """nc18 shot 94: Eau 1's words said it would give the Sirène away; the person already held it."""
    from lang import plain
    from test_scenes_evolution import table_for

    from game import i18n

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], SIREN_HELD)
    assert plain(table.symbol_info("siren")) == ("Son symbole libère de nouveau Sirène, dont vous tenez déjà le "
                                                 "jeton : vous pourrez le garder.")
    assert plain(table.symbol_info("elf")) == "Son symbole ne libère rien : vous avez déjà donné Elfe à Bot 2 (facile)."
    assert plain(table.symbol_info("phoenix")) == "Son symbole ne libère plus rien : Phénix a déjà servi."
    assert plain(table.symbol_info("gnome")).startswith("Son symbole libère Gnome : posée sur une pile")
    import pygame

    table.controls.selected = "water1"  # drawn beside the hand
    table.draw_info(pygame.Surface((1280, 720)))


def test_the_tutorials_halo_keeps_off_the_red_tag_under_the_pile(app):
    """nc18 shot 04: the halo round the Air pile crossed the tag under it, which read
    « Donne El e (un Éthe  la retient) »."""
    from test_tutorial import follow_guide, live, open_tutorial

    from game import i18n

    i18n.set_lang("fr")
    tables = [open_tutorial(app, "evolution")]

    def air4_chosen() -> bool:
        table = tables[0] = live(app, tables[0])
        return table.guide.tutorial.prev is not None and table.guide.index == 0 \
            and table.controls.selected == "air4" and not table.busy and table.guide_target() is not None

    assert follow_guide(app, tables[0], air4_chosen)
    table = tables[0]
    seat = table.my_seat()
    tags = [r for r, _w, _c in table.frees_tag_rects(seat, table.controls.targets(seat))]
    target = table.guide_target()
    pile = table.pile_rect(seat, "air")
    assert tags and tags[0].bottom <= pile.top and tags[0].left <= pile.centerx <= tags[0].right, (tags, pile)  # nc20
    assert target.colliderect(pile) and not target.inflate(12, 12).colliderect(tags[0]), (target, tags)
    assert tags[0] in table.text_rects()  # the arrow keeps off it too
    app.frame(1 / 60)


def test_a_replay_does_not_say_the_bot_is_thinking(app, monkeypatch):
    """nc18 shots 152-153: the replay's prompt read « Bot 2 (à votre mesure) réfléchit… »."""
    import pygame
    from scene_input import open_replay

    import scenes.evolution.table as evo
    from game import i18n
    from game.match import Match

    i18n.set_lang("fr")
    table = open_replay(app, Match("evolution", ["human", "bot:easy"], seed=8))
    said: list[str] = []
    real = evo.draw_prompt
    monkeypatch.setattr(evo, "draw_prompt",
                        lambda surf, text, *a, **kw: (said.append(text), real(surf, text, *a, **kw))[1])
    assert not table.busy
    table.draw_prompt(pygame.Surface((1280, 720)))
    assert table.my_seat() is None and not any("réfléchit" in s for s in said), said


HEAP = """
seats: 2
current: 0
mages:
  - hand: [air4, fire3, earth4, water4, ether1]
    piles: {air: [air0, air1, air2, air3], earth: [earth0, ether2, earth2, earth3],
            water: [water0, water1, water2, water3]}
    rooted: {air: 4, earth: 2, water: 3}
    rest: draw
  - hand: [air3]
    piles: {fire: [fire0, fire1, fire2]}
    rooted: {fire: 2}
    rest: draw
"""


def test_the_chips_of_a_heap_under_free_cards_have_a_word(app, tmp_path):
    """nc18 shot 138: a lone « 0 » chip under the Terre pile, no word by it, read as a level (nc19: the
    word is « dessus libre », true of the top card, test_evolution_nc19)."""
    from test_scenes_evolution import table_for

    from game import i18n

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], HEAP)
    labels = table.label_rects()
    for seat, pile, n in ((0, "earth", 1), (0, "water", 2), (1, "fire", 1)):
        word = table.under_word_rect(seat, pile)
        chips = table.chip_rects(seat, pile)
        assert word is not None and len(chips) == n and word.top >= chips[0].bottom, (seat, pile, word, chips)
        assert (seat != 0 or word in table.text_rects()) and word.collidelist(labels) < 0
        assert table.inspect_at(word.center) == table.inspect_at(chips[0].center)
    assert table.under_word_rect(0, "air") is None  # a whole heap: its « protégée » sits over its chips


def test_a_discards_count_says_the_card_while_it_flies(app, tmp_path, monkeypatch):
    """nc18 shot 11: the Éther stood in the rapide over « Rapide (Q) : 0 » for a second."""
    import pygame
    from test_scenes_evolution import table_for

    from game import i18n
    from game.core import Action

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, ["human", "bot:easy"], HEAP)
    for _ in range(600):
        if not table.busy and table.my_seat() == 0:
            break
        app.frame(1 / 60)
    app.settings.speed = "normal"  # the discard flies
    table.controls.do(Action.parse("discard ether1 quick"))
    for _ in range(200):
        app.frame(1 / 60)
        if table.arriving[("quick", 0)] > 0:
            break
    assert table.arriving[("quick", 0)] > 0  # still flying
    said: list[str] = []
    monkeypatch.setattr(table, "_label", lambda surf, z, col, text, y=None: said.append(text))
    table.draw_zone(pygame.Surface((1280, 720)), 0)
    assert "Rapide (Q)\u00a0: 1" in said, said
