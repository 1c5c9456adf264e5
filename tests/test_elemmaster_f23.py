"""Elem Master, the twenty-second newcomer's game (round 23)."""

from __future__ import annotations

from test_elemmaster_f19 import _plain, board  # noqa: F401  (board: the scenes' tests below)

from game import i18n


def test_a_turn_shown_again_does_not_tell_its_losses_a_second_time(app, tmp_path):
    """nc22 shot 113: « votre Feu en c5 a disparu et votre Feu en d6 a disparu », the c5 Fire lost the
    turn before: the person had shown that turn again (« Revoir »), and its attacks were counted anew
    into the next turn's line."""
    from scene_input import watch_replay
    from waiting import wait_until

    from game.core import act
    i18n.set_lang("fr")
    table = board(app, tmp_path, "terrain: steppe\nstacks:\n  a1: 0 earth 2\n  c4: 0 fire 1\n  f6: 1 earth 2\n"
                  "  c5: 1 water 2\n  e4: 0 air 1\n  d1: 0 fire 1\n  a6: 1 fire 1\ncurrent: 0\n",
                  seats=("human", "bot:hard"))
    assert wait_until(lambda: table.acting_seat() == 0, 20, 0, lambda: app.frame(1 / 60, draw=False))
    table.act(0, act("end"))
    assert wait_until(lambda: table.human_to_act() == 0 and not table.busy and table.last_record() is not None,
                      30, 0, lambda: app.frame(1 / 30, draw=False))
    assert _plain(table.bottom_text()).startswith("Pendant le tour de Bot 2 (difficile) : votre Feu en c4")
    watch_replay(table, lambda: app.frame(1 / 30, draw=False))
    assert not table._losses.get(0), table._losses
    table._say_losses(0)  # the next turn's line, were the bot to take nothing more
    said = _plain(table.exposed_line[1] if table.exposed_line else "")
    assert "c4" not in said and "rien perdu" in said, said
