"""Newcomer round 32 (nc32) on Elem Master: what a fresh player stumbled on, fixed (f31)."""

from __future__ import annotations

from pathlib import Path

import yaml

from game import i18n

TUTORIAL = Path(__file__).resolve().parent.parent / "data" / "elemmaster" / "tutorial.yaml"


def _plain(s: str) -> str:
    return s.replace("\u00a0", " ").replace("\u202f", " ")


def test_the_wave_step_names_d3_violet_when_it_is(app) -> None:
    """nc32 shots 5-7: « cliquez d3 (cadre violet) » while d3 was not violet yet (it is once b4 is
    clicked), and « par un côté, pas plus hautes » was cryptic: the words follow the clicks."""
    from test_elemmaster_f30 import _tutorial_at
    from test_tutorial import tap
    i18n.set_lang("fr")
    table = _tutorial_at(app, "vague")
    feed = table.guide
    said = _plain(feed.step.text())
    # nc34 shot 126: the wave is the bar's « Vague », then its target, then d3 (violet once b4 is clicked)
    first = said.index("le bouton « Vague » en bas, puis le Feu en b4.")
    # nc35 shot 05: « puis d3, en violet » read as a Fire to attack: d3 is named as the person's Water,
    # violet once b4 is clicked, and clicked last
    # f52 (nc62 shot 187: a Water on the wave's line did not follow, a surprise): d3 beside c3, off its axis c3-b4
    second = said.index("Votre Eau en d3, qui touche c3 par un côté, hors de l'axe c3-b4, "
                        "devient violette : cliquez-la")
    assert first < second, said
    tap(app, table.layout.cell_rect("c3").center)
    assert "special" not in table.selection.targets().get("d3", []), table.selection.targets()
    wave = next(b for b in table.bar.buttons if b.tag == "wave")
    assert table.guide_target() == wave.rect, (table.guide_target(), wave.rect)  # the arrow on the button
    tap(app, wave.rect.center)
    tap(app, table.layout.cell_rect("b4").center)
    assert table.selection.targets().get("d3", [None])[0] == "special", table.selection.targets()
    assert table.guide_target() == table.layout.cell_rect("d3"), table.guide_target()  # framed when said


def test_the_last_words_end_on_what_was_learnt() -> None:
    """nc32 shot 39: the end brought in the losing attack on purpose and the « sous-terrain », never
    shown: it names what was practised and where the rest is, without teaching it."""
    data = yaml.safe_load(TUTORIAL.read_text(encoding="utf-8"))
    end, en = _plain(data["ending"]["end"]["fr"]), data["ending"]["end"]["en"]  # the last words: the ending's
    assert not any(w in end for w in ("sous-terrain", "exprès", "Attaque perdue", "le plus d'Eau")), end
    assert "sous le bouton « ? », en bas à droite" in end and "Vous savez" in end, end
    assert "tunnel" not in en and "on purpose" not in en and 'under the "?" button' in en, en


def test_a_terrain_key_ties_each_name_to_its_colour_under_who_beats_whom(app, tmp_path) -> None:
    """nc32 shot 12: « votre Feu en d2 est en Savane », and nothing on screen said the yellow with stars
    is the Savanna: under « Qui bat qui », each of the board's terrains, a cell in small and its name,
    inside the box, clear of the count line and of the prompt over the buttons."""
    import pygame
    from test_elemmaster_newcomer import table_for
    for lang, names in (("fr", ["Forêt", "Savane", "Marais", "Montagne"]),
                        ("en", ["Forest", "Savanna", "Swamp", "Mountain"])):
        i18n.set_lang(lang)
        board = "blocks: [forest, savanna, swamp, mountain]\nstacks:\n  a1: 0 earth 2\n  c3: 0 fire 2\n" \
                "  f6: 1 earth 2\n  d5: 1 water 1\ncurrent: 0\n"
        table = table_for(app, tmp_path, board)
        table.draw_table(pygame.Surface((1280, 720)))
        panels = table.panels
        drawn = [ter for ter, _ in panels.key_cells]
        assert drawn == ["forest", "savanna", "swamp", "mountain"], drawn
        beats = panels.beats_rect
        assert beats is not None and all(beats.contains(r) for _, r in panels.key_cells), panels.key_cells
        rects = [r for _, r in panels.key_cells]
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), rects
        assert panels.count_rect is not None and not panels.count_rect.colliderect(beats)
        assert panels.count_rect.bottom <= table.layout.bar_y - 30, panels.count_rect
        assert [table.pieces.defs.terrains[t].name[lang] for t in drawn] == names
        app.stack.pop()
        app.stack.pop()
    i18n.set_lang("fr")


def test_the_tutorials_bot_attacks_once_and_a_step_shows_how_to_read_it() -> None:
    """nc32 shots 25, 31: the tutorial's bot never attacked (« passe son tour sans rien jouer » twice),
    so the first enemy attack came in a real game. Its scripted Fire burns the Earth on b2 (3 levels,
    one to spare) in its second turn; the next step names the log, « Revoir (L) » and the « ! »; the
    tutorial keeps its 24 steps."""
    from game import tutorial
    tut = tutorial.load("elemmaster")
    assert len(tut.steps) == 24
    match = tutorial.played(tut)
    bot = [m[1] for m in match.moves if m[0] == 1]
    # f38 (nc37 shot 39): its last turn burns b2 again rather than pass with 3 AP
    assert bot == ["move e6 f6 2", "move a4 a3 1", "attack a3 b2", "end", "attack a3 b2", "end"], bot
    at = next(i for i, m in enumerate(match.moves) if m == [1, "attack a3 b2"])
    done = sum(1 for m in match.moves[:at] if m[0] == 0)  # the person's actions before the attack
    acting = [s for s in tut.steps if not s.reads]
    after = tut.steps.index(acting[done])  # the person's next action's step
    read = tut.steps[after - 1]
    said = _plain(read.text("fr"))
    assert read.reads and "a brûlé votre Terre en b2" in said, said
    assert "« Revoir (L) » rejoue son tour" in said and "le journal" in said and "« ! » rouge" in said, said
    assert '"Last turn (L)" replays its turn' in read.text("en")


def test_a_scripted_bot_action_not_legal_is_named_by_the_file(tmp_path, monkeypatch) -> None:
    """game/tutorial.py's `bot:` list: an action the rules refuse when reached is a data error."""
    import pytest

    from game import tutorial
    from game.data import DataError
    folder = tmp_path / "elemmaster"
    (folder / "scenarios").mkdir(parents=True)
    for name in ("tutorial.yaml", "tutorial-count.yaml"):  # the tutorial's two positions (its ending's)
        (folder / "scenarios" / name).write_text(
            (TUTORIAL.parent / "scenarios" / name).read_text(encoding="utf-8"), encoding="utf-8")
    text = TUTORIAL.read_text(encoding="utf-8").replace("attack a3 b2", "attack a3 c2")
    (folder / "tutorial.yaml").write_text(text, encoding="utf-8")
    monkeypatch.setattr(tutorial, "path", lambda gid: folder / "tutorial.yaml")
    with pytest.raises(DataError, match="scripted 'attack a3 c2' is not legal"):
        tutorial.verify(tutorial.load("elemmaster"))


def test_a_souffle_that_spends_the_airs_last_token_says_the_air_is_gone() -> None:
    """nc32 shot 78: the bot's Air in a6 blew with its only token and vanished; its cell stayed lit with
    the action's « 5 », and nothing said why it was empty: the souffle's line says so."""
    from test_elemmaster_newcomer2 import _position

    from game.core import act
    for level, gone in ((1, True), (2, False)):
        state = _position({"a6": f"0 air {level}", "a5": "1 earth 1", "f1": "1 earth 1", "f6": "0 earth 1"})
        events = state.apply(0, act("souffle", "a6", "a5", 1))
        souffle = next(e for e in events if e.kind == "souffle")
        assert souffle.data["left"] == level - 1
        i18n.set_lang("fr")
        said = _plain(i18n.describe("elemmaster", souffle, ["Joueur 1", "Bot 2"]) or "")
        assert ("1 jeton d'Air dépensé, son dernier : l'Air disparaît)" in said) is gone, said
        i18n.set_lang("en")
        said = i18n.describe("elemmaster", souffle, ["Player 1", "Bot 2"]) or ""
        assert ("1 Air token spent, none left: the Air is gone)" in said) is gone, said
    i18n.set_lang("fr")


def test_a_growths_popup_keeps_off_the_action_badge() -> None:
    """nc32 shot 47: the green « +1 » of a growth rose over the cell's « 1·3 » badge."""
    import pygame

    from scenes.elemmaster.board import Board
    from sprites.elemmaster import art
    cell = pygame.Rect(505, 62, 93, 93)
    badge = Board.step_badge(pygame.Surface((1280, 720), pygame.SRCALPHA), cell, 1, (1, 2, 3), 93)
    for p in (0.05, 0.5, 0.95):
        layer = pygame.Surface((1280, 720), pygame.SRCALPHA)
        art.effect(layer, "popup", [cell], cell, p, (140, 250, 150), "+1")
        drawn = layer.get_bounding_rect()
        assert drawn.width and cell.inflate(0, 40).contains(drawn), (p, drawn)
        assert not drawn.colliderect(badge.inflate(4, 4)), (p, drawn, badge)


def test_a_log_line_comes_once_its_move_is_shown(app, tmp_path) -> None:
    """nc32 shot 8: « Joueur 1 déplace un jeton Eau de d3 vers c4 (vague) » was in the log while the
    Water still stood on d3: at a normal speed an event's line is written once its animation is over."""
    from scene_input import click, run_until
    from test_elemmaster_newcomer import table_for
    i18n.set_lang("fr")
    board = "terrain: forest\nstacks:\n  a1: 0 earth 2\n  c3: 0 fire 1\n  f6: 1 earth 2\ncurrent: 0\n"
    table = table_for(app, tmp_path, board)
    app.settings.speed = "normal"
    assert table.speed > 0
    click(app, table.layout.cell_rect("c3").center)
    click(app, table.layout.cell_rect("c4").center)
    assert run_until(app, lambda: table.current is not None and table.current.kind == "move", 2.0, draw_every=1000)
    line = table.describe(table.current) or ""
    assert "c3 vers c4" in line and line not in table.log.entries, table.log.entries
    assert run_until(app, lambda: line in table.log.entries, 2.0, draw_every=1000)
    assert table.current is None or table.current.kind != "move"
    app.settings.speed = "instant"


def test_a_threat_on_the_earths_is_said_once_with_how_to_guard_them(app, tmp_path) -> None:
    """nc32 shots 48-50, 65-66: « Attention à vos Terres en c1, d1 : à son prochain tour, l'adversaire
    peut venir les attaquer » on every hint, and never what to do: said once per threat (the same
    position asked again says it again), with how to guard them."""
    from test_elemmaster_newcomer import table_for

    from game.core import Action
    from game.hints import Hint
    i18n.set_lang("fr")
    board = "terrain: forest\nstacks:\n  a1: 0 earth 2\n  c3: 0 water 1\n  f6: 1 earth 2\ncurrent: 0\n"
    table = table_for(app, tmp_path, board)  # the hint's words only: its values are given
    base = {"cell": "c3", "source": "water", "why": ("why_clear", {}), "next": 0, "then": "", "count": 1,
            "left": 2, "note": "earth_reach", "note_cell": "c1, d1", "note_n": 2, "note_source": "earth",
            "note_foe": "fire", "note_to": "e4"}

    def said(at: int, **more) -> str:
        return _plain(table.hint_line(Hint(0, Action("grow", ("c3",)), "plan_grow", {**base, **more}, at)))

    first = said(5)
    assert "Attention à vos Terres en c1, d1" in first, first
    assert "pour les garder, attaquez d'abord ce Feu avec une Eau, ou éloignez-les." in first, first
    assert "Attention à vos Terres" in said(5)  # the same position, asked again
    assert "Attention" not in said(6) and "garder" not in said(6), said(6)  # the next hint: said already
    assert "Attention à vos Terres en c1" in said(7, note_to="e4, f4")  # another threat: said
    assert "attaquez d'abord ces pièces" in said(7, note_to="e4, f4")
    i18n.set_lang("en")
    table._threats_said.clear()
    assert "to guard them, first attack that Fire with a Water, or move them away." in said(8)
    i18n.set_lang("fr")


def test_a_plans_next_move_into_reach_says_its_risk() -> None:
    """nc32 shots 76-77: « Ensuite : déplacez votre Feu de e2 vers f3 », then at once « Attention : votre
    Feu en f3 est maintenant à portée de l'adversaire (Eau en e3) »: the plan's next step says it (the
    Conseil's own choice kept)."""
    from test_elemmaster_f16 import _hint
    stacks = {"a1": "0 earth 1", "c3": "0 fire 1", "d5": "1 water 1", "f6": "1 earth 2"}
    _, (reason, params) = _hint(stacks, ["grow a1", "move c3 c4 1"])
    kind, then = params["then"]
    assert then["kind"] == "step_move_exposed" and then["foe"] == "water" and then["foe_to"] == "d5", then
    i18n.set_lang("fr")
    said = _plain(i18n.hint_text("elemmaster", reason, params, ["Vous", "Bot"]))
    assert "déplacez votre Feu de c3 vers c4 (l'Eau en d5 pourra l'y attaquer : un risque que le Conseil " \
           "prend, faute de mieux)" in said, said
    i18n.set_lang("en")
    assert "(the Water on d5 can attack it there: a risk the hint takes" in i18n.hint_text("elemmaster", reason, params)
    i18n.set_lang("fr")
    _, (_, safe) = _hint(stacks, ["grow a1", "move c3 b4 1"])  # out of the Water's reach: a plain step
    assert safe["then"][1]["kind"] == "step_move", safe["then"]


def test_the_turn_badge_lines_up_with_the_boards_left_edge() -> None:
    """nc32 shot 14: « Tour de Bot 2 (facile) » floated top-left, by the title: its plate starts where
    the board starts, on the title's line, clear of the title."""
    import pygame

    from sprites.elemmaster import art
    from sprites.tween import Tween
    grid = pygame.Rect(40, 62, 558, 558)
    for text in ("Tour de Bot 2 (facile)", "Tour de Joueur 1", "Fin de partie · Plus aucun Feu sur le plateau"):
        banner = art.CardBanner(text, (320, 342), Tween(0.0, 1.0, 2.0, elapsed=1.0), small=True, board=grid)
        plate = banner.rect(pygame.Rect(0, 0, 1280, 720))
        assert plate.left == grid.left and plate.bottom <= grid.top - 4, (text, plate)
        assert plate.right <= 640 - art.TITLE_HALF, (text, plate)
