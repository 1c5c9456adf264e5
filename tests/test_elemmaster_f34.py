"""Newcomer round 35 (nc35) on Elem Master: what a fresh player stumbled on, fixed (f34)."""

from __future__ import annotations

from game import i18n


def _plain(s: str) -> str:
    return s.replace("\u00a0", " ").replace("\u202f", " ")


def test_end_turn_and_undo_stay_greyed_while_ones_own_action_plays(app, tmp_path) -> None:
    """nc35 shot 58: during the animation « Fin de tour » and « Annuler » vanished, and the person
    thought the turn had ended: both stay in their places, greyed, until they may be pressed again."""
    from scene_input import run, run_until
    from test_elemmaster_newcomer import button, cell, table_for
    i18n.set_lang("fr")
    table = table_for(app, tmp_path)
    end = button(table, "end").rect.copy()
    app.settings.speed = "normal"  # the action is animated, as in a real game
    assert table.speed > 0
    cell(app, table, "c2")
    cell(app, table, "c2")  # the Earth grows: an animated action
    assert table.busy
    run(app, 0.02)
    assert table.busy
    greyed = button(table, "end")
    assert greyed.rect == end and not greyed.enabled, greyed
    undo = next(b for b in table.tools.buttons if b.tag == "undo")
    assert not undo.enabled
    assert run_until(app, lambda: not table.busy, 5.0, step=0.1, draw_every=1000)
    run(app, 0.02)
    assert button(table, "end").enabled
    again = next(b for b in table.tools.buttons if b.tag == "undo")
    assert again.enabled and again.rect == undo.rect, (again.rect, undo.rect)


def test_a_kept_cells_faint_token_reads_as_its_element_on_every_terrain() -> None:
    """nc35 shots 76, 88: a split Fire's see-through token on a Forest or a Marsh looked brown, like an
    Earth: on every terrain's colour its body is nearer its element's colour than any other element's."""
    from pathlib import Path

    import pygame
    import yaml

    from scenes.elemmaster.board import GHOST_ALPHA
    from sprites.elemmaster import art
    path = Path(__file__).resolve().parent.parent / "data" / "elemmaster" / "terrains.yaml"
    terrains = {k: v["color"] for k, v in yaml.safe_load(path.read_text()).items()
                if isinstance(v, dict) and "color" in v}
    assert len(terrains) >= 8, terrains
    elements = ("fire", "water", "air", "earth")
    for element in elements:
        body = art.color(element)
        token = art.stack(0, element, 1, 48)
        img = token.copy()
        img.set_alpha(GHOST_ALPHA)
        points = [(x, y) for x in range(48) for y in range(48) if tuple(token.get_at((x, y))) == (*body, 255)]
        assert len(points) > 100, (element, len(points))
        for name, hexa in terrains.items():
            ground = pygame.Surface(img.get_size())
            ground.fill(pygame.Color(hexa))
            ground.blit(img, (0, 0))
            seen = [sum(ground.get_at(p)[i] for p in points) / len(points) for i in range(3)]

            def far(c: tuple[int, int, int], seen: list[float] = seen) -> float:
                return sum((seen[i] - c[i]) ** 2 for i in range(3))

            nearest = min(elements, key=lambda e: far(art.color(e)))
            assert nearest == element, (element, name, seen, nearest)


def test_the_growth_that_empties_a_reserve_says_so_at_once(app, tmp_path) -> None:
    """nc35 shots 63, 77: the Fire reserve ran out with a growth and the person understood it only from a
    later message (the line under the board waited for no piece selected, and one was at once): a toast
    says it when it happens, even with a piece clicked straight after."""
    from test_elemmaster_newcomer import cell, table_for
    i18n.set_lang("fr")
    board = "terrain: savanna\nstacks:\n  a1: 0 earth 2\n  c3: 0 fire 1\n  a2: 0 water 1\n  a6: 0 fire 2\n" \
            "  b6: 0 fire 2\n  f6: 1 earth 1\ncurrent: 0\n"
    table = table_for(app, tmp_path, board)
    assert table.model.reserve[0]["fire"] == 1, table.model.reserve
    cell(app, table, "c3")
    cell(app, table, "c3")  # grows: the last Fire token of the reserve
    assert table.model.reserve[0]["fire"] == 0
    cell(app, table, "a2")  # another piece clicked at once
    said = _plain(table.error or "")
    assert said.startswith("Réserve de Feu vide") and table.error_calm, table.error


def test_the_line_beside_the_buttons_takes_two_lines_at_most(app, tmp_path) -> None:
    """nc35 shots 83, 85, 99: « e4 : cliquez une case (vert : déplacer, rouge : vous gagnez, gris : vous
    perdez, rose (survol) : sacrifier, « ! » : vous y seriez battu) » wrapped onto three cramped lines
    between « Annuler (Échap) » and « Fin de tour »: the colours come in fewer words, on two lines."""
    import pygame
    from test_elemmaster_newcomer import cell, table_for

    from game.i18n import t
    from scenes.elemmaster.panels import Panels
    from scenes.ui import TYPE, wrap
    table = table_for(app, tmp_path)
    lay = table.layout
    # shot 83's bar: an action button and « Annuler (Échap) » left, « Fin de tour » right
    bar = [pygame.Rect(40, lay.bar_y, 170, 44), pygame.Rect(218, lay.bar_y, 120, 44),
           pygame.Rect(780, lay.bar_y, 170, 44)]
    gap = Panels._bar_gap(lay, bar)
    kinds = ("move", "attack", "loss", "own", "risky")
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        short = t("elemmaster.prompt.selected", cell="e4", lit=", ".join(t(f"elemmaster.lit_short.{k}") for k in kinds))
        tiny = t("elemmaster.prompt.selected", cell="e4", lit=", ".join(t(f"elemmaster.lit_tiny.{k}") for k in kinds))
        assert len(wrap(short, gap.width, TYPE.SMALL)) >= 3 or lang == "en", short  # what the newcomer saw
        assert len(wrap(tiny, gap.width, TYPE.SMALL)) <= 2 and Panels.prompt_fits(lay, tiny, bar, 2), (lang, tiny)
    i18n.set_lang("fr")
    # on the table: whatever piece is selected, the line under the board takes two lines at most
    for name in ("b2", "c3", "b4", "e1"):
        cell(app, table, name)
        table.refresh_ui()
        text = table.bottom_text()
        assert text and Panels.prompt_fits(lay, text, [b.rect for b in table.bar.buttons], 2), (name, text)
        table.deselect()


def test_the_tutorial_teaches_a_piles_reach_and_the_empty_reserve() -> None:
    """nc35: two things the first game needed and the tutorial never taught: a pile of 2 or more
    threatens cells two away (one token moves off, then attacks), and an empty reserve stops growth."""
    from game import tutorial
    steps = tutorial.load("elemmaster").steps
    i18n.set_lang("fr")
    split = next(_plain(s.text()) for s in steps if s.reads and "diviser" in s.text())
    assert split.endswith("Une pile adverse peut donc se diviser et attaquer le même tour."), split
    burn = next(_plain(s.text()) for s in steps if s.do == "attack e5 f6")
    assert "(une réserve vide ne permettrait ni gain ni croissance)" in burn, burn
    i18n.set_lang("en")
    assert any(s.text().endswith("an enemy stack can split and attack in the same turn.") for s in steps)
    assert any("(an empty reserve would allow no gain and no growth)" in s.text() for s in steps)
    i18n.set_lang("fr")
