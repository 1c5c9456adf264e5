"""Round 23 newcomer's Elemons findings (nc23)."""

from __future__ import annotations

from game import i18n, tutorial
from game.core import Event


def _say(lang: str) -> list[str]:
    tut = tutorial.load("elemons")
    return [s.say[lang] for s in tut.steps]


def test_the_tutorial_shows_the_floramon_names_conseil_and_annuler_and_reads_plainly():
    """nc23: the Floramon's power came only in the end's last sentence; « Annuler (U) » and « Conseil (H) »,
    the person's best tools in the real game, were never met; « et vous deux » and « Trois Gigamons, eux »
    read badly."""
    tut = tutorial.load("elemons")
    for lang, floramon, hint, undo in (("fr", "un Floramon en tuile 7", "Conseil (H)", "Annuler (U)"),
                                       ("en", "a Floramon on tile 7", "Hint (H)", "Undo (U)")):
        said = _say(lang)
        at = next(k for k, s in enumerate(said) if floramon in s)
        assert at < len(said) - 3, "the Floramon is shown while the game goes on, not after it"
        assert "Floramon" not in tut.end[lang]
        assert any(hint in s for s in said), "a step points to the hint button"
        # nc24: « Annuler (U) » is promised no more (every flip shows a tile, and undo stops there: the button
        # hardly ever comes in a game); « Revoir (L) », always there, is named instead
        assert undo not in tut.end[lang] and hint in tut.end[lang]
    fr = " ".join(_say("fr")) + tut.end["fr"]
    assert "et vous deux" not in fr and "eux, font" not in fr


def test_a_catch_that_ends_the_turn_says_why():
    """nc23 shot 26 / 52: « Meteoromon attrapé ! Fin du tour. » made a catch look like it ends a turn; the
    turn ended because the pair and its power were played (a catch alone lets the turn go on). nc26 shot 28:
    « la paire et son pouvoir sont déjà joués » still surprised; the words now say it plainly, as the log and the
    tutorial do: nothing is left to catch after the pair."""
    for lang, why in (("fr", "Plus rien à attraper après la paire"), ("en", "Nothing left to catch after the pair")):
        assert why in i18n.t_in(lang, "elemons.caught_end", name="Meteoromon")


def test_the_pale_rings_legend_promises_only_what_the_ring_marks(app, tmp_path, monkeypatch):
    """nc23 shots 54, 58: the legend said « tuile jamais vue » and the person expected a ring on every tile
    they never saw (the Conseil's « jamais vue par vous »), while the ring marks a tile laid since their
    previous turn that nobody has turned. The legend now says exactly that, and fits its lines."""
    import pygame
    from test_elemons_why import table_at

    import scenes.elemons.table as screen
    from sprites.tween import Tween

    i18n.set_lang("fr")
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, speed="normal")
    said: list[list[str]] = []
    real_wrap = screen.wrap
    monkeypatch.setattr(screen, "wrap", lambda text, *a, **kw: (said.append(real_wrap(text, *a, **kw)),
                                                                 said[-1])[1])
    table.slot_anim[3].fresh = table.rings.add(Tween(1.0, 1.0, 1.0))
    table.draw(pygame.Surface((1280, 720)))
    legend = next(lines for lines in reversed(said) if "Pointillés" in " ".join(lines))
    assert len(legend) <= screen.FRAMES_LINES, legend
    text = " ".join(legend)
    assert "jamais vue" not in text and "jamais montrée à tous" in text, text
    # nc61: a tile nobody turned keeps its ring through the turns, as the legend says
    start = Event("turn_started", 0, {})
    table.on_turn_started(start)
    table.on_turn_started(start)
    assert table.slot_anim[3].fresh is not None
    for key in ("elemons.frames", "elemons.frames_tutorial"):
        assert "jamais vue" not in i18n.t_in("fr", key) and "unseen" not in i18n.t_in("en", key)


def test_the_catch_keeps_its_place_when_the_aeromons_picker_opens(app, tmp_path):
    """nc23 shots 70-72: « Attraper Anemomon » stood alone at the row's left while the Aeromon's look
    played; the picker's « Ne pas échanger » then came in its place and took the click meant for the
    catch. The catches end the row in every phase: whatever comes, nothing else lands where one was."""
    from scene_input import open_scenario

    path = tmp_path / "scenario.yaml"
    path.write_text("game: elemons\nseats: 2\ngrid: [aeromon, aeromon, geomon, hydromon, floramon, pyromon,"
                    " electromon, geomon, pyromon]\npile: [floramon, floramon, floramon]\n"
                    "won: [[aeromon, hydromon, pyromon], [electromon, electromon, geomon]]\n")
    table = open_scenario(app, "elemons", ("human", "bot:easy"), path, speed="normal")
    table.act(0, table.grid_attempt(0))
    table.act(0, table.grid_attempt(1))
    places: dict[str, set[tuple[int, int, int, int]]] = {}
    for _ in range(1200):
        app.frame(1 / 60, draw=False)
        phase = table.view["phase"]
        if phase == "look":  # the buttons as the next frame shows them (a fast test: nothing is drawn)
            table.build_buttons(table.acting_next())
        for b in table.bar.buttons:
            places.setdefault(phase + ":" + b.tag, set()).add((b.rect.x, b.rect.y, b.rect.right, b.rect.bottom))
        if phase == "swap" and table.swap_rows()[0]:
            break
    catch = {p for k, v in places.items() if k.endswith("trade aeromon") for p in v}
    assert catch and any(k.startswith("swap:trade") for k in places), places
    assert {p[2] for p in catch} == {max(p[2] for p in catch)}, f"the catch's right end moved: {catch}"
    for tag in ("swap:keep", "swap:swap"):
        for x, y, right, bottom in places[tag]:
            for cx, cy, cright, cbottom in catch:
                mid = ((cx + cright) // 2, (cy + cbottom) // 2)
                assert not (x <= mid[0] < right and y <= mid[1] < bottom), (tag, places)


def test_the_counts_sit_beside_the_small_pictures_where_there_is_room(app, tmp_path):
    """nc23 shots 08, 72-73: the « ×2 » badges covered the corner of the panel's small Elemons and, in the
    Aeromon's picker, the symbol and the name under it. With room, each sits beside its picture, over its
    edge only, and on no other picture."""
    from test_elemons_nc21 import aeromon_swap

    from scenes.elemons.table import count_rect

    table = aeromon_swap(app, tmp_path)
    row1, row2 = table.swap_rows()
    assert table.swap_beside
    pictures = [r for r, _k in row1 + row2]
    for rect in pictures:
        badge = count_rect(rect, 2, top=True, beside=True)
        assert badge.clip(rect).width <= 2, (badge, rect)
        assert not any(badge.colliderect(other) for other in pictures if other is not rect), (badge, pictures)
    spots = table.hand_spots(0)
    assert len(spots) >= 2 and spots[1][0].x - spots[0][0].right >= 26, spots
    for spot, _k, _n in spots:
        badge = count_rect(spot, 2, beside=True)
        assert badge.clip(spot).width <= 2
        assert not any(badge.colliderect(other) for other, _k2, _n2 in spots if other is not spot), spots


def test_one_gigamon_short_of_the_win_stays_right_of_the_title(app):
    """nc23 shot 73: « Vous tenez 2 Gigamons : encore un et c'est gagné ! » was too long to stay right of
    the title and was laid over it."""
    from scenes.elemons.table import ElemonsTable, fit_text

    for lang in ("fr", "en"):
        text = i18n.t_in(lang, "elemons.announce.one_more", k=2, who="Joueur 1", you="yes")
        assert fit_text(text, ElemonsTable.banner_room, 30, True) >= ElemonsTable.banner_floor, text


def test_the_tutorials_arrow_keeps_off_the_title(app, tmp_path):
    """nc23 shot 29: the arrow to tile 3 came down from the title, its end touching « Gigamons »: the title
    is words the arrow never crosses (tests/test_tutorial_arrow checks every step against these)."""
    from test_elemons_why import table_at

    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6)
    assert table.title_rect() in table.text_rects()
