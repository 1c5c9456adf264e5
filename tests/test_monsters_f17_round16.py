"""Round 16 (newcomer nc16, Monsters): the hint names every colour still lacking, a trick counts on
its chip the moment its banner says it, and the landing's frame keeps clear of the counts."""

from __future__ import annotations

import pygame
from test_scenes_monsters import go_live, table_with

from game import i18n
from game.match import Match
from scenes.monsters.drawing import L


def _seed_with_a_trick() -> int:
    for seed in range(60):
        m = Match("monsters", ["human", "bot:beginner"], seed=seed)
        if any(a.kind == "trick" for a in m.state.legal_actions(0)):
            return seed
    raise AssertionError("no opening hand of these seeds holds a trick")


def test_a_trick_counts_on_the_chip_as_its_banner_shows(app) -> None:
    """Shots 09 and 39: "0 pli" under "Votre pli jaune !" for a second, until the trick's flight landed."""
    i18n.set_lang("fr")
    table = table_with(app, ["human", "bot:beginner"], seed=_seed_with_a_trick())
    go_live(app, table)
    app.settings.speed = "normal"  # the trick's flight takes its time, as in play
    trick = next(a for a in table.feed.match.state.legal_actions(0) if a.kind == "trick")
    colour = str(trick.args[0])
    assert table.act(0, trick)
    for _ in range(30):
        app.frame(1 / 60)
        if table.anim.banner_item is not None:
            break
    assert table.anim.banner_item is not None and "pli" in table.anim.banner_item.text, table.anim.banner_item
    assert table.painter.shown_count(0, colour) == 1
    table.draw(pygame.Surface((1280, 720)))  # the panel is drawn with the count, not the old one
    assert table.painter._panels[0][0][2][table.colour_ids.index(colour)] == 1


def test_the_landing_frame_keeps_within_its_chip_and_count() -> None:
    """Shots 52 and 76: the ring round the colour just won covered the counts on both sides."""
    for seat in range(2):
        for k in range(5):
            cell, chip = L.chip_cell(seat, k), L.chip(seat, k)
            assert cell.contains(chip.inflate(4, 4)), (cell, chip)
            assert cell.right >= chip.right + 3 + 12, "the count beside the chip is framed too"
            if k < 4:
                assert cell.right < L.chip(seat, k + 1).x - 2, "clear of the next chip"
            if k:
                assert cell.x > L.chip(seat, k - 1).right + 3 + 12, "clear of the count before"
            assert L.seat_panel(seat).contains(cell), (cell, L.seat_panel(seat))


def test_the_bots_status_is_said_whole(app, monkeypatch) -> None:
    """Shots 36 and 47: "prépare un pli.." read as words cut short."""
    from scene_input import spy_texts

    import scenes.monsters.drawing as drawing

    i18n.set_lang("fr")
    table = table_with(app, ["human", "bot:beginner"], seed=1)
    go_live(app, table)
    table.seat_moved[1] = table.round_clock()  # the bot just moved: it is stacking
    seen = spy_texts(monkeypatch, drawing)
    for ticks in (0, 400, 800):  # the words stay the same as time passes
        monkeypatch.setattr(pygame.time, "get_ticks", lambda ticks=ticks: ticks)
        table.painter._panels.clear()
        table.draw(pygame.Surface((1280, 720)))
    said = [s for s in seen if s.startswith(i18n.t("monsters.stacking")[:7])]
    assert said and set(said) == {"prépare un pli"}, said


def test_another_seats_trick_does_not_fly_across_the_persons_board(app, monkeypatch) -> None:
    """Shot 50: a small copy of the bot's trick floated over the person's empty board on its way from
    "Dernier pli" to the bot's chip: it stays in "Dernier pli", and the chip pulses under the banner."""
    i18n.set_lang("fr")
    seed = next(s for s in range(60) if any(
        a.kind == "trick" for a in Match("monsters", ["human", "bot:beginner"], seed=s).state.legal_actions(1)))
    table = table_with(app, ["human", "bot:beginner"], seed=seed)
    go_live(app, table)
    app.settings.speed = "normal"
    flights: list = []
    real = table.fly
    monkeypatch.setattr(table, "fly", lambda draw, start, end, *a, **k: (flights.append((start, end)),
                                                                          real(draw, start, end, *a, **k)))
    trick = next(a for a in table.feed.match.state.legal_actions(1) if a.kind == "trick")
    table.feed.submit(1, trick)
    for _ in range(30):
        app.frame(1 / 60)
        if table.painter.shown_count(1, str(trick.args[0])):
            break
    assert table.painter.shown_count(1, str(trick.args[0])) == 1
    assert (1, str(trick.args[0])) in table.motion.pulse, "the chip marks the trick at once"
    assert not any(f[0] == L.last_card_rect().center for f in flights), flights
