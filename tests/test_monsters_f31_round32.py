"""Monsters, round 32 (nc32): what a newcomer met in the tutorial and a first game against « Bot sur mesure »."""

from __future__ import annotations

import pygame
from test_monsters_f23_round22 import _emptied
from test_scenes_monsters import arrange_legal_trick, go_live, table_with
from waiting import wait_until

import scenes.monsters.drawing as drawing
from game import i18n
from game.i18n import t


def test_a_round_won_by_a_bot_shows_its_result_before_the_next_countdown(app):
    """Shots 67-68: the bot's trick ended round 2; the screen said « Préparez-vous : la manche commence
    dans un instant » over a hand turned face down, and only then « Manche 2 : Bot 2 gagne ». Until the
    summary is up the prompt says the result comes and the cards stay face up; « Préparez-vous » after."""
    table, _ = _emptied(app)
    table.arrangement.stack = []
    assert wait_until(lambda: not table.live, 5.0, 0.0, lambda: app.frame(1 / 30))
    assert table.round_panel is None, "the bot's trick is still being shown"
    assert table.idle_prompt() == t("monsters.prompt.round_end"), table.idle_prompt()
    assert "Préparez-vous" not in table.idle_prompt()
    assert table.own_faces_up() and table.faces_up(), "the round's cards stay in sight till its result"
    app.settings.speed = "instant"
    assert wait_until(lambda: table.round_panel is not None, 20.0, 0.0, lambda: app.frame(0.25))
    assert not table.ending
    table.close_round_panel()
    assert wait_until(lambda: table.countdown is not None, 20.0, 0.0, lambda: app.frame(0.05))
    assert table.idle_prompt() == t("monsters.prompt.ready")
    assert not table.faces_up(), "the next round's cards come face down through its countdown"


def test_the_claim_button_stands_out_in_a_game_as_in_the_tutorial(app, monkeypatch):
    """Shots 26 and 33: « Pli … ⏎ » had the tutorial's warm frame in its guided steps, and was plain
    green in its last step and in a game, exactly when the person was on their own. It has it whenever
    a trick can be claimed, and not otherwise."""
    table = table_with(app, ["human", "bot:easy"], scenario="last_colour.yaml")
    go_live(app, table)
    rings: list[pygame.Rect] = []
    monkeypatch.setattr(drawing, "draw_halo", lambda surf, rect, grow: rings.append(rect.inflate(grow, grow)))
    app.frame(1 / 60)
    assert rings == [], "no claim to make, no frame"
    arrange_legal_trick(table)
    app.frame(1 / 60)
    button = drawing.claim_button(table.bar)
    assert button is not None and rings and rings[-1] == button.rect.inflate(drawing.CLAIM_RING,
                                                                              drawing.CLAIM_RING)
    # the frame keeps off the prompt under the board's buttons and the hand below
    assert not rings[-1].inflate(4, 4).colliderect(drawing.L.hand_slot(0).inflate(8, 8))
    assert not rings[-1].inflate(4, 4).colliderect(drawing.L.board)


def test_the_first_step_names_the_centre_and_the_race_step_reads_plainly():
    """Shot 01: « Carte du centre » stood by the pile with no word in step 1, and « la première carte va
    dessous, la suivante dessus » read ambiguous with three cards and a « milieu » slot. Shot 14: « Tant
    que sa barre court, votre prochain échange est refusé une fois » was hard to parse."""
    from game import tutorial

    i18n.set_lang("fr")
    steps = tutorial.load("monsters").steps
    assert "centre" in steps[0].text("fr") and "centre" in steps[0].text("en")
    prompt = t("monsters.prompt.empty")
    assert "la suivante dessus" not in prompt and "première cliquée va dessous" in prompt, prompt
    race = next(s for s in steps if s.show == "centre_swap").text("fr")
    assert "barre court" not in race and "Juste après" in race and "nouvelle carte" in race, race



def test_the_setups_names_read_as_names_not_placeholders(app, monkeypatch):
    """Shot 30: « Joueur 1 » / « Bot 2 (sur mesure) » were grey like a placeholder of an empty field,
    yet they are the names the game uses. They read in the words' ink (shared setup: every game)."""
    import scenes.ui as ui
    from scenes.menu import SetupScene

    i18n.set_lang("fr")
    setup = SetupScene(app, "monsters")
    drawn: list[tuple[str, tuple[int, int, int]]] = []
    real = ui.render
    monkeypatch.setattr(ui, "render", lambda text, size, color, *a, **k: (drawn.append((text, tuple(color))),
                                                                         real(text, size, color, *a, **k))[1])
    for f in setup.fields:
        f.draw(app.window)
    names = [f.hint for f in setup.fields]
    assert names and all(f.text == "" for f in setup.fields)
    for name in names:
        assert (name, tuple(ui.INK)) in drawn, (name, [d for d in drawn if d[0] == name])
    # a field whose hint is only a placeholder keeps it grey
    field = ui.TextField(pygame.Rect(0, 0, 200, 40), lambda _: None, hint="adresse")
    drawn.clear()
    field.draw(app.window)
    assert ("adresse", tuple(ui.MUTED)) in drawn


def _legs(table, monkeypatch, run):
    """The legs (start rect, end rect) of the flights `run` starts, each leg chained at once."""
    legs: list[tuple[pygame.Rect, pygame.Rect]] = []

    def fly(draw, start, end, size, duration, delay=0.0, hides=None, on_done=None, under=False):
        a, b = pygame.Rect(0, 0, size[0], size[0]), pygame.Rect(0, 0, size[1], size[1])
        a.center, b.center = (round(start[0]), round(start[1])), (round(end[0]), round(end[1]))
        legs.append((a, b))
        if on_done is not None:
            on_done()

    monkeypatch.setattr(table, "fly", fly)
    run()
    return legs


def test_cards_to_and_from_a_bots_panel_cover_no_words(app, monkeypatch):
    """Shots 37, 50, 65: small cards on their way to a bot's panel lay over « 2 plis » / « 5 plis » (they
    slid along the panel's hand row, and went down the gap over the panels' edge) and by the heading's
    « 2 manches à gagner · tous à la fois ». Every leg keeps off the panels, the heading and the board."""
    from sprites.fonts import font

    table = table_with(app, ["human", "bot:easy"], scenario="last_colour.yaml")
    heading = pygame.Rect(drawing.L.board.x, 82, 560 - drawing.L.board.x, font(15).get_height() - 1)
    for far in (drawing.L.deck.center, drawing.L.centre.center):
        for out in (False, True):
            legs = _legs(table, monkeypatch,
                         lambda far=far, out=out: table.fly_panel(table.pieces.cover, 1, far, 40, 0.4, out=out))
            assert len(legs) >= 3
            panel_end = legs[0][0] if out else legs[-1][1]
            assert panel_end.left >= drawing.L.seat_panel(1).right, panel_end
            for a, b in legs:
                way = a.union(b) if a.x == b.x or a.y == b.y else None
                if way is None or a.size != b.size:  # the leg growing to the deck or the centre: far from words
                    continue
                for seat in range(2):
                    assert not way.colliderect(drawing.L.seat_panel(seat)), (way, seat)
                assert not way.colliderect(heading) and not way.colliderect(drawing.L.board), way


def test_a_bots_swap_keeps_a_whole_card_at_the_centre(app):
    """Shot 60: as a bot swapped, the centre showed an empty frame with a tiny card in it. The centre holds a
    whole card all along: the new one, at once (nc36, shots 57-58: the old one held there till a flight
    landed stood under « Bot 2 vient de l'échanger »; test_monsters_f36.py)."""
    from game.feed import Event

    table = table_with(app, ["human", "bot:easy"], scenario="last_colour.yaml")
    go_live(app, table)
    app.settings.speed = "normal"
    took = table.model.centre
    gave = next(c for c in range(1, 60) if c != took and c not in table.hand())
    table.model.centre = gave  # the model holds the event before its handler runs (`show`)
    table.on_swap(Event("swap", 1, {"gave": gave, "took": took}))
    for _ in range(40):
        assert ("centre", gave) not in table.motion.hidden, "an empty centre"
        assert not any(f.rect().colliderect(drawing.L.centre) for f in table.anim.flights), "a card flies there"
        app.frame(1 / 30)


def test_the_standing_stays_readable_over_a_card_drawn(app):
    """Shot 34: the cards drawn fly under « À égalité si la pioche s'épuise… », yellow on their cream
    face. While such a card flies, the felt lies behind the standing's words."""
    table = table_with(app, ["human", "bot:easy"], scenario="last_colour.yaml")
    go_live(app, table)
    painter = table.painter
    assert painter.standing()
    lines = drawing.standing_lines(painter.standing())[: drawing.STANDING_LINES]
    box = drawing.standing_rect(len(lines))
    surf = pygame.Surface((1280, 720))
    surf.fill((240, 230, 200))
    table.fly(table.pieces.cover, drawing.L.deck.center, drawing.L.hand_slot(2).center, (92, 128), 0.45, under=True)
    assert table.motion.under
    painter.draw_standing(surf)
    assert surf.get_at((box.right - 2, box.bottom - 2))[:3] == drawing.FELT
