"""Round 49 of a newcomer's first game of Elem Master (issue 24)."""

from __future__ import annotations

from game import i18n


def _plain(text: str) -> str:
    return text.replace("\u00a0", " ").replace("\u202f", " ")


def test_the_end_brought_nearer_is_said_of_the_attack_not_of_the_plans_next_step(app, tmp_path):
    """nc49 shot 144: « Attaquez le Feu en e5 … Ensuite : faites grandir votre Feu en b2. Cela rapproche la fin :
    vous menez au décompte, qui finit la partie dès qu'aucun Feu ne reste en jeu » read as the growing Fire's
    doing (« growing a Fire puts off the no-Fire end »). The end's words follow the attack, before « Ensuite »."""
    from test_elemmaster_newcomer import table_for

    from game.core import Action
    from game.hints import Hint

    i18n.set_lang("fr")
    board = "terrain: forest\nstacks:\n  a1: 0 earth 3\n  a2: 0 water 2\n  b3: 1 fire 2\n  c1: 0 fire 1\n" \
            "  d1: 1 earth 2\n  f6: 1 earth 1\ncurrent: 0\n"
    table = table_for(app, tmp_path, board)
    then = ["then", {"kind": "step_grow", "cell": "c1", "to": "", "to2": "", "source": "fire", "element": ""}]
    params = {"count": 2, "left": 1, "why": "", "own": 0, "element": "fire", "source": "water", "cell": "a2",
              "to": "b3", "next": 1, "then": then}
    line = _plain(table.hint_line(Hint(0, Action.parse("attack a2 b3"), "plan_attack", params, table._decisions())))
    nearer = line.index("Cela rapproche la fin")
    assert nearer < line.index("Ensuite : "), line
    assert line.rstrip(".").endswith("c1"), line  # the plan's next step closes the line
    i18n.set_lang("en")
    line = _plain(table.hint_line(Hint(0, Action.parse("attack a2 b3"), "plan_attack", params, table._decisions())))
    assert line.index("This brings the end nearer") < line.index("Then: "), line
    i18n.set_lang("fr")


def test_the_status_says_who_won_as_soon_as_the_game_is_over():
    """nc49 shot 182: « Partie terminée » alone stood about 3 s on the table before the results said who won."""
    from types import SimpleNamespace

    from scenes.elemmaster.panels import Panels, Seats

    i18n.set_lang("fr")
    names = ["Joueur 1", "Bot 2 (facile)", "Bot 3 (facile)", "Bot 4 (facile)"]
    over = lambda winners: SimpleNamespace(over={"winners": winners, "reason": "no_fire"})  # noqa: E731
    assert _plain(Panels.over_head(over([0]), Seats(names[:2], 0))) == "Partie terminée : vous gagnez !"
    assert _plain(Panels.over_head(over([1]), Seats(names[:2], 0))) == "Partie terminée : Bot 2 (facile) gagne"
    assert _plain(Panels.over_head(over([1, 3]), Seats(names, 0))) == \
        "Partie terminée : Bot 2 (facile) & Bot 4 (facile) gagnent"  # 2v2: a team
    assert _plain(Panels.over_head(over([0, 2]), Seats(names, 2))) == "Partie terminée : vous gagnez !"
    assert _plain(Panels.over_head(over([]), Seats(names[:2], 0))) == "Partie terminée : égalité"
    i18n.set_lang("en")
    assert Panels.over_head(over([1]), Seats(names[:2], None)) == "Game over: Bot 2 (facile) wins"
    i18n.set_lang("fr")


def test_after_a_wave_the_log_says_the_waters_carried_along_may_still_act(app, tmp_path):
    """nc49 shots 011, 125: after a vague only the leading Water wears ⊗; the follower showed nothing, « I could
    not tell whether the follower may still act ». The rules: only the Water that began it counts as played;
    the log line says so."""
    from test_elemmaster_f33 import WAVE_TRAP
    from test_elemmaster_newcomer import table_for

    from game.core import Action

    i18n.set_lang("fr")
    table = table_for(app, tmp_path, WAVE_TRAP)
    events = table.feed.match.play(0, Action.parse("vague b2 c2 b3"))
    st = table.feed.match.state
    assert st.stacks[st.cell_of("c3")].played is False  # carried along: not played
    line = next(_plain(table.describe(ev)) for ev in events if ev.kind == "vague")
    assert line.endswith("avec b3 ; une Eau entraînée n'est pas marquée ⊗ : elle peut encore agir"), line


def test_a_confirmation_whose_move_ends_the_game_says_what_then_decides_it(app, tmp_path):
    """nc50 shot 247: the person sent their own last Fire on an enemy Water on purpose, to end the game on the
    count; the question said « Attaque perdue d'avance … perd un niveau et disparaît. Attaquer quand même ? »,
    not that the game then ends and they win. The question adds what decides it, as the results will say."""
    from test_elemmaster_newcomer import table_for

    from game.core import Action
    from game.elemmaster.rules import ends_with

    i18n.set_lang("fr")
    board = "terrain: forest\nstacks:\n  a1: 0 earth 3\n  c3: 0 fire 1\n  c4: 1 water 2\n  f6: 1 earth 2\ncurrent: 0\n"
    table = table_for(app, tmp_path, board)
    decided = ends_with(table.view, 0, Action.parse("attack c3 c4"))
    assert decided is not None and decided["rule"] == "count" and decided["winners"] == [0], decided
    assert ends_with(table.view, 0, Action.parse("grow a1")) is None  # a move that ends nothing
    said = _plain(table.ends_words(Action.parse("attack c3 c4")))
    assert said == (" La partie s'arrête alors. Plus aucun Feu sur le plateau : on compte les jetons sur le plateau. "
                    "Joueur 1 gagne avec plus de jetons Terre : 3 contre 2."), said
    assert table.ends_words(Action.parse("grow a1")) == ""
    from test_elemmaster_newcomer import cell

    cell(app, table, "c3")
    cell(app, table, "c4")  # a losing attack: asked first, the end said in the question
    assert table.confirm.question is not None and "La partie s'arrête alors." in _plain(table.prompt), table.prompt


def test_the_count_line_of_a_level_board_says_the_rule_before_the_state(app, tmp_path):
    """nc50 shot 056: on turn 1 « Sans Feu en jeu (…), fin au décompte : match nul, autant de Terre, d'Eau et d'Air »
    could not be understood. A level board's line says how the count decides, then that it is level for now."""
    from test_elemmaster_newcomer import table_for

    from scenes.elemmaster.panels import Seats, count_text

    i18n.set_lang("fr")
    board = "terrain: forest\nstacks:\n  a1: 0 earth 2\n  b2: 0 fire 1\n  f6: 1 earth 2\n  e5: 1 fire 1\ncurrent: 0\n"
    table = table_for(app, tmp_path, board)
    said = _plain(count_text(table.model, Seats(table.names, 0)))
    assert "on compte : le plus de Terre gagne, puis d'Eau, puis d'Air ; égalité pour l'instant." in said, said
    assert "match nul, autant de" not in said


def test_the_wave_buttons_click_has_its_badge_as_the_cells_have_theirs(app, monkeypatch):
    """nc50 shot 012: the legend said « 1, 3, 4 : l'ordre des clics sur les cases ; 2 : le bouton « Vague » en bas »,
    and the cells wore « clic 1 », « clic 3 », « clic 4 »; the button had no « clic 2 ». It has, beside it, clear of
    the prompt's line above it."""
    import pygame
    from test_elemmaster_newcomer import cell
    from test_tutorial import follow_guide, open_tutorial

    i18n.set_lang("fr")
    table = open_tutorial(app, "elemmaster", speed="normal")
    wave_step = next(i for i, s in enumerate(table.guide.tutorial.steps) if s.do.startswith("vague"))
    assert follow_guide(app, table, lambda: table.guide.index == wave_step and not table.busy
                        and table.guide_target() is not None)
    cell(app, table, table.guide.step.do.split()[1])
    badges: list[tuple[pygame.Rect, int]] = []
    real = table.draw_badge
    monkeypatch.setattr(table, "draw_badge", lambda surf, rect, n, inside=True: badges.append(
        (real(surf, rect, n, inside), n)) or badges[-1][0])
    table.draw(pygame.Surface((1280, 720)))
    button = next(b for b in table.buttons_shown() if b.tag == "wave")
    beside = [r for r, n in badges if n == 2]
    assert beside and beside[0].left > button.rect.right and beside[0].colliderect(button.rect.inflate(60, 0)), \
        (beside, button.rect)
    assert sorted(n for _, n in badges) == [1, 2, 3, 4], badges
