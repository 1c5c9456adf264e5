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
