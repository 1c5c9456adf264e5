"""Issue 24, twenty-second round of Kaiju & Mecha (newcomer nc22): a hint that prefers two 1s to the
free Mecha says why (the bonus of the most 1s), never « la prise qui vous rapporte le plus »."""

from __future__ import annotations

from lang import french, plain

from game import i18n

SHOT_38 = """\
seats: 2
active: 0
phase: main
dice: [1, 1]
table: [1, 10, 2, 1, 1, 7, 6, 2]
players:
  - hand: [2, 8]
  - hand: [8]
pile_top: [6]
"""


def test_a_hint_for_two_1s_beside_a_free_mecha_says_what_the_1s_gain(tmp_path):
    """nc22 shot-38: double 1, « Prenez les cartes 1, 1 … : 2 points, la prise qui vous rapporte le plus
    avec ces dés, et une carte 1 de plus » beside « Prendre le Mecha 1 (M) » (15 points). The hard bot
    weighs a 2-card lead in 1s above the Mecha; the hint now says so, against the Mecha's 15 points."""
    from game.hints import hint
    from game.match import Match

    path = tmp_path / "s38.yaml"
    path.write_text(SHOT_38, encoding="utf-8")
    h = hint(Match("kaiju", ["human", "bot:hard"], scenario=str(path)), 0)
    assert h is not None
    if str(h.action) != "take 1 1":
        assert str(h.action) == "take mecha", h
        return
    assert h.reason == "take_ones", h
    with french():
        said = plain(i18n.hint_text("kaiju", h.reason, h.params, ["Joueur 1", "Bot 2 (difficile)"]))
    assert "rapporte le plus" not in said and "une carte 1 de plus" not in said, said
    assert "2 points, contre 15 pour le Mecha 1" in said and "vous en aurez 2" in said, said
    i18n.set_lang("en")
    said_en = i18n.hint_text("kaiju", h.reason, h.params, ["Player 1", "Bot 2 (hard)"])
    assert "2 points, against 15 for Mecha 1" in said_en, said_en


def test_a_take_of_two_1s_counts_two_cards_towards_the_bonus():
    """« une carte 1 de plus » was said for a take of two 1s: the count is the take's."""
    with french():
        said = plain(i18n.hint_text("kaiju", "take", {"cards": [1, 1], "count": 2, "points": 2, "ones": 2,
                                                       "ahead": 0, "every": 0, "how": "", "alt": ""},
                                    ["Joueur 1", "Bot 2"]))
    assert "deux cartes 1 de plus" in said, said


MAIN = """\
seats: 2
active: 1
phase: main
dice: [2, 5]
table: [1, 10, 2, 1, 4, 7, 6, 2]
players:
  - hand: [2, 8]
  - hand: [4, 9]
pile_top: [6]
"""


def test_in_a_game_a_steals_box_goes_by_itself_after_a_readable_moment(app, tmp_path):
    """nc22: every steal or draw opened a box that needed a click. In a game it now goes by itself once
    read (READ_STOLEN seconds; the table waits meanwhile), a click still puts it away sooner, and a click
    just as it goes takes nothing (REVEAL_GRACE). The tutorial still waits (test_kaiju_issue24_r14)."""
    import pygame
    from scene_input import open_scenario

    from scenes.kaiju.layout import READ_STOLEN, REVEAL_GRACE

    path = tmp_path / "main.yaml"
    path.write_text(MAIN, encoding="utf-8")
    table = open_scenario(app, "kaiju", ["human", "bot:easy"], path)
    table.show_stolen(1, 0, 8, None)  # Bot 2 takes the person's 8
    assert table.reveal == 8 and table.reveal_left == READ_STOLEN and table.holds_events()
    title = " ".join(text for _, text, size, _, bold in table.reveal_parts() if text and bold)
    assert all(size >= 18 for _, text, size, _, bold in table.reveal_parts() if text and bold), \
        "the title shrank (nc22 shot-83: « very small type »)"
    assert "vous vole une carte au hasard" in title, title
    table.draw_reveal(pygame.Surface((1280, 720)))
    table.update(READ_STOLEN - 0.2)
    assert table.reveal == 8 and table.holds_events(), "gone before it could be read"
    table.update(0.3)
    assert table.reveal is None and not table.holds_events(), "the box waited for a click"
    assert table.reveal_grace == REVEAL_GRACE, "a click as it goes would act on the table"
    table.show_stolen(1, 0, 8, None)
    table.handle_table(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(600, 250)))
    assert table.reveal is None, "a click no longer puts it away sooner"
    app.stack.pop()


def test_the_played_cards_label_is_a_tag_of_its_own_over_flying_cards(app, tmp_path):
    """nc22 shots 18, 73: « Jouées, en attente de réponse » lost its first word under a card flying to
    the stack, and bare it read as the end of « Mechas (15 points) : pris par le double dessous ». It is
    drawn after the flights, on its own framed tag, apart from that caption and above the cards."""
    import pygame
    from scene_input import open_scenario

    from game import i18n as gi
    from scenes.kaiju.layout import L
    from sprites.fonts import TYPE, font

    path = tmp_path / "main.yaml"
    path.write_text(MAIN.replace("active: 1", "active: 0"), encoding="utf-8")
    table = open_scenario(app, "kaiju", ["human", "bot:easy"], path)
    gi.set_lang("fr")
    tag = table.stack_label_rect()
    mechas = pygame.Rect((L.mechas[0], L.mechas[1] - 20), font(TYPE.SMALL).size(gi.t("kaiju.mechas")))
    assert tag.left >= mechas.right + 12, (tag, mechas)
    assert tag.bottom <= table.places.stack_rect(0).top and tag.w >= font(13).size(gi.t("kaiju.played"))[0]
    drawn: list[str] = []
    table.draw_stack_label = lambda surf: drawn.append("label")  # type: ignore[method-assign]
    table.anim.draw_high = lambda surf: drawn.append("flights")  # type: ignore[method-assign]
    table.draw(pygame.Surface((1280, 720)))
    assert drawn[-1] == "label", drawn
    app.stack.pop()


def test_the_played_cards_caption_keeps_who_plays_beside_the_longest_round_line():
    """nc22 shot-91: « relancer le second dé » alone under the bot's 2, beside « Tour de table 13 · un
    dernier tour chacun ». The seat's name without its level keeps who plays it (« Bot 2 : … »)."""
    from types import SimpleNamespace

    import pygame

    from scenes.kaiju.model import describe_play
    from scenes.kaiju.table import KaijuTable
    from sprites.fonts import font

    pygame.font.init()
    names = ["Joueur 1", "Bot 2 (sur mesure)"]
    try:
        for lang in ("fr", "en"):
            i18n.set_lang(lang)
            model = SimpleNamespace(turn=26, players=[None] * 2, phase="main", last_turns=2)
            info, size = KaijuTable.round_line(SimpleNamespace(model=model))  # type: ignore[arg-type]
            for top in ({"seat": 1, "card": 2, "effect": "reroll", "args": [2]},
                        {"seat": 1, "card": 5, "effect": "set", "args": [2, 1]},
                        {"seat": 1, "card": 4, "effect": "steal", "args": [0]}):
                line, cap = KaijuTable.fit_stack_caption(names[1], describe_play(top, names), font(size).size(info)[0])
                assert plain(line).startswith("Bot 2"), (lang, info, line)
                assert cap >= 12, (line, cap)
    finally:
        i18n.set_lang("fr")
