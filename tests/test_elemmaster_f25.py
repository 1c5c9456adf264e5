"""Newcomer round 24 (nc24) on Elem Master: Conseil's warnings, the board's badges, the count ending."""

from __future__ import annotations

from test_elemmaster_f16 import _hint, _plain
from waiting import wait_until

from game import i18n


def test_the_hint_warns_of_any_piece_the_enemy_can_beat_next_turn_after_the_earth():
    """nc24 shot 68: the first advice grew the Air while the Fire in d5 stood beside an enemy Water, not
    a word (the Fire was lost). The Earth's note comes first, then a line on that Fire."""
    from scenes.elemmaster.table import hint_warning
    i18n.set_lang("fr")
    far = {"d1": "0 earth 2", "a6": "0 water 1", "d3": "1 fire 2", "f6": "1 earth 2", "a4": "0 fire 1",
           "a5": "1 water 1"}
    _, (reason, params) = _hint(far, ["grow d1", "end"])
    assert params["note"] == "earth_reach" and params["note_cell"] == "d1", params  # the Earth first
    assert params["warn_cell"] == "a4" and params["warn_to"] == "a5" and params["warn_beside"] == 1, params
    said = _plain(i18n.hint_text("elemmaster", reason, params) + hint_warning(params))
    assert said.index("Attention à votre Terre en d1") < said.index(
        "Attention : au bout de ce tour, votre Feu en a4 sera à portée de l'adversaire (Eau en a5)."), said
    i18n.set_lang("en")
    assert "your Fire on a4 will be within the enemy's reach (Water on a5)." in hint_warning(params)
    # a piece the note names already is not said twice; a safe board says nothing more
    _, (reason, params) = _hint({"d1": "0 earth 2", "a4": "0 fire 1", "a5": "1 water 1", "f6": "1 earth 2"},
                                ["end"])
    assert params["why"][1]["cell"] == "a4" and params["note"] == "none" and "warn_cell" not in params, params
    _, (reason, params) = _hint({"d1": "0 earth 2", "a6": "0 water 1", "d6": "1 fire 1", "f6": "1 earth 2"},
                                ["end"])
    assert "warn_cell" not in params, params


def test_the_least_exposed_turn_names_the_piece_it_leaves_threatened():
    """nc24 shot 77: « c'est le tour qui vous expose le moins (un élémentaire menacé) » for a split that
    left a Fire beside an enemy Water: which piece, and by what, is said (once)."""
    i18n.set_lang("fr")
    _, (reason, params) = _hint({"d1": "0 earth 2", "c4": "0 fire 2", "d5": "1 water 2", "f6": "1 earth 2"},
                                ["move c4 b4 1", "end"])
    said = _plain(i18n.hint_text("elemmaster", reason, params))
    assert "c'est le tour qui vous expose le moins : votre Feu en c4 reste menacé (Eau en d5)" in said, said
    assert "Attention" not in said and params.get("warn_cell") != "c4", params  # not said twice
    i18n.set_lang("en")
    said = i18n.hint_text("elemmaster", reason, params)
    assert "least: your Fire on c4 stays under threat (Water on d5)" in said, said


def test_the_same_growth_advised_again_says_once_more(app, tmp_path):
    """nc24 shots 53-54: « Conseil suivi » said « Faites grandir votre Air en a1 » right after the person
    grew it: true (an Air grows twice), read as a stale panel. It says « Encore une fois »."""
    from test_elemmaster_newcomer import table_for

    from game.core import act
    from game.hints import Hint
    i18n.set_lang("fr")
    table = table_for(app, tmp_path, "terrain: mountain\nstacks:\n  a1: 0 air 1\n  b1: 0 earth 2\n  f6: 1 earth 2\n"
                                     "current: 0\n")
    grow = act("grow", "a1")
    params = {"why": ["why_grow", {"n": 1, "safe": 1}], "note": "none", "source": "air", "cell": "a1", "count": 2}
    first = _plain(table.hint_line(Hint(0, grow, "plan_grow", params, at=0)))
    assert first.startswith("Faites grandir votre Air en a1"), first
    assert table.act(0, grow)
    assert wait_until(lambda: len(table.feed.moves_since(0)) == 1, 5, 0, lambda: app.frame(1 / 60))
    again = _plain(table.hint_line(Hint(0, grow, "plan_grow", params, at=1)))
    assert again.startswith("Encore une fois : faites grandir votre Air en a1"), again


def test_an_attack_that_loses_says_what_it_costs_on_its_grey_button(app, tmp_path):
    """nc24 shot 89: an Air aimed at an enemy Fire offered a red « Attaquer » beside its souffles: the
    Air cannot win, the person did not dare press it. The button says the attack is lost and its cost."""
    from test_elemmaster_newcomer import cell, table_for
    i18n.set_lang("fr")
    table = table_for(app, tmp_path, "terrain: forest\nstacks:\n  a2: 0 air 3\n  b3: 1 fire 1\n  a1: 0 earth 1\n"
                                     "  f6: 1 earth 1\ncurrent: 0\n")
    cell(app, table, "a2")
    cell(app, table, "b3")
    labels = [_plain(b.label) for b in table.bar.buttons]
    lost = next(b for b in table.bar.buttons if b.tag == "attack a2 b3")
    assert _plain(lost.label) == "Attaque perdue : Air −1, Feu +1", labels
    assert any(b.tag != "attack a2 b3" and "Annuler" in b.label for b in table.bar.buttons), labels  # all fit
    assert lost.color[0] < 100, lost.color  # grey, not the winning attack's red
    assert any("Souffle ×1" in x for x in labels), labels


def test_the_side_says_who_the_count_would_make_the_winner_now(app, tmp_path):
    """nc24: the tie-break (most Earth, then Water, then Air) was only in the help, and a newcomer feared
    for turns that losing their last Fires would hand the bot the game. The engine's `decision` on the
    board as it stands comes with every status; the side writes it under « Qui bat qui »."""
    from test_elemmaster_newcomer import table_for

    from scenes.elemmaster.panels import Seats, count_text
    i18n.set_lang("fr")
    board = "terrain: forest\nstacks:\n  a1: 0 earth 2\n  b4: 0 fire 1\n  a2: 0 water 1\n  f6: 1 earth 2\n" \
            "  c3: 1 water 2\ncurrent: 0\n"
    table = table_for(app, tmp_path, board)
    m = table.model
    assert m.count is not None and m.count["rule"] == "count" and m.count["element"] == "water", m.count
    seats = Seats(["Vous", "Bot 2"], 0)
    said = _plain(count_text(m, seats))
    # nc28 shot 1: « Au décompte (plus aucun Feu) » puzzled with Feus on the board: the line says « if »
    # nc29 shot 8: « Si le dernier Feu disparaissait » read as the enemy's last Fire: every Fire, both sides
    # nc31 shot 1: « le décompte » was a riddle until the tutorial's end: the line says it is how the game ends
    # nc34: both ends, and the Fire left (f33)
    assert said == "Sans Terre, on perd. Sans Feu en jeu (encore 1 niveau en b4, tous à vous), fin au décompte : " \
                   "Bot 2 gagnerait, Terre à égalité, plus d'Eau (2 contre 1).", said
    assert "fin au décompte : vous gagneriez" in _plain(count_text(m, Seats(["Vous", "Bot 2"], 1)))
    table.draw(app.screen) if hasattr(app, "screen") else None
    i18n.set_lang("en")
    assert count_text(m, seats) == "With no Earth, a side loses. With no Fire in play (1 level left on b4, all " \
                                   "yours), the game ends on the count: Bot 2 would win, Earth level, more Water " \
                                   "(2 to 1)."


def test_an_actions_number_on_an_empty_cell_is_faint_and_the_bang_keeps_off_the_level(app, tmp_path):
    """nc24 shots 88, 104: the bot's « 4 », « 1·3 » on cells now empty read as leftovers: there they are
    faint (what was played there); shot 82: the red « ! » in the lower corner covered a stack's level."""
    import pygame
    from test_elemmaster_newcomer import cell, table_for

    from scenes.elemmaster.board import RISKY, Board
    r = pygame.Rect(0, 0, 93, 93)
    looks = []
    for faint in (False, True):
        surf = pygame.Surface((93, 93))
        surf.fill((0, 0, 0))
        badge = Board.step_badge(surf, r, 1, (4,), 93, faint=faint)
        looks.append(sum(surf.get_at((badge.x + 2, y))[0] for y in range(badge.y + 3, badge.bottom - 3)))
    assert looks[1] < looks[0] * 0.7, looks
    i18n.set_lang("fr")
    table = table_for(app, tmp_path, "terrain: forest\nstacks:\n  a1: 0 earth 1\n  c3: 1 fire 1\n  f6: 1 earth 1\n"
                                     "current: 0\n")
    cell(app, table, "a1")
    assert "b2" in table.board_marks().risky, table.board_marks()
    surf = pygame.Surface((1280, 720))
    table.draw(surf)
    rect = table.layout.cell_rect("b2")
    red = [(x, y) for x in range(rect.x, rect.right) for y in range(rect.y, rect.bottom, 2)
           if surf.get_at((x, y))[:3] == RISKY]
    assert red and max(y for _, y in red) < rect.centery, (rect, red[-3:])  # the bang, in the top half
