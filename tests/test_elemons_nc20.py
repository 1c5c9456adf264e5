"""Round 20 newcomer's Elemons findings (nc20): a catch is offered once the hand shows its Elemons, the
pale ring follows its legend, a power with nothing to act on promises nothing, a turned tile shows its
face as the log names it."""

from __future__ import annotations

from game import i18n
from game.core import Event


def test_a_catch_is_offered_only_once_the_floramons_draw_is_shown(app, tmp_path, monkeypatch):
    """nc20 shot 41: « Attraper Biomon » came with two Floramons in hand, before the Floramon's draw
    gave (and showed) the third: the buttons come while the screen still plays the person's move."""
    from test_elemons_why import table_at

    from game.core import act

    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, speed="normal")
    monkeypatch.setattr(table, "legal", lambda seat: [act("trade", "floramon")])  # the engine, a draw ahead
    table.m.players[0].tiles = ["floramon", "floramon"]  # the screen: the draw not yet shown
    table.build_buttons(0)
    assert not any(b.tag.startswith("trade") for b in table.bar.buttons)
    table.m.players[0].tiles = ["floramon"] * 3
    table.build_buttons(0)
    assert any(b.tag.startswith("trade") for b in table.bar.buttons)


def test_a_tile_replaced_again_in_the_bots_turn_keeps_its_pale_ring(app, tmp_path):
    """nc20 shot 65: tile 4, come in the person's turn, then won and replaced in the bot's, lost its
    ring while tile 3, replaced beside it, had one."""
    from test_elemons_why import table_at

    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, speed="normal")
    mine, theirs = Event("turn_started", 0, {}), Event("turn_started", 1, {})
    # (in the bot's turn: a tile laid by the person's own pair has no ring at all, nc31)
    table.on_slot_refilled(Event("slot_refilled", 1, {"slot": 3, "pile": 5}))
    table.on_turn_started(theirs)
    table.on_turn_started(mine)  # next turn: still new to the person
    assert table.slot_anim[3].fresh is not None
    table.on_turn_started(theirs)
    table.on_tile_turned(Event("tile_turned", 1, {"slot": 3, "tile": "geomon"}))
    table.on_slot_refilled(Event("slot_refilled", 1, {"slot": 3, "pile": 4}))  # won and replaced again
    table.on_slot_refilled(Event("slot_refilled", 1, {"slot": 2, "pile": 3}))
    table.on_turn_started(mine)
    assert table.slot_anim[2].fresh is not None and table.slot_anim[3].fresh is not None, "both come since"
    table.on_turn_started(theirs)
    table.on_turn_started(mine)
    assert table.slot_anim[3].fresh is not None, "never turned: still ringed (nc61)"


def test_a_power_with_nothing_to_act_on_says_so_in_its_own_banner(app, tmp_path):
    """nc20 shots 48, 60: « Aeromon : regardez et échangez » with no opponent holding an Elemon."""
    from test_elemons_why import table_at

    i18n.set_lang("fr")
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, speed="normal")
    power = Event("power", 0, {"power": "swap", "kind": "aeromon"})
    table.queue.append(Event("power_fizzled", 0, {"power": "swap", "why": "no_elemons"}))
    assert table.banner_text("elemons.power.{power}", power) == "Aeromon\u00a0: sans effet"
    table.queue.clear()
    assert table.banner_text("elemons.power.{power}", power) == "Aeromon\u00a0: regardez et échangez"
    # another seat's power is said to be theirs (nc29: « Geomon : posez un Rocher » in the bot's turn read as the
    # person's to do)
    rock = Event("power", 1, {"power": "rock", "kind": "geomon"})
    assert table.banner_text("elemons.power.{power}", rock) == "Geomon\u00a0: l'adversaire pose un Rocher"


def test_a_turned_tiles_face_shows_as_the_log_names_it(app, tmp_path):
    """nc20 shot 14: « Bot 2 retourne la tuile 3 » while tile 3 still showed its back."""
    from test_elemons_why import table_at

    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, speed="normal")
    table.on_tile_turned(Event("tile_turned", 1, {"slot": 2, "tile": "geomon"}))
    turn = table.slot_anim[2].turn
    assert turn is not None and turn.value > 0.5, "the flip starts with the face showing"


def test_the_tutorials_first_box_is_lighter_and_the_peek_step_reads_finished():
    """nc20 shot 01: step 1 a wall of text for the first screen; shot 09: « les paires trouvées, vous les
    retournerez au prochain. » read cut off."""
    from lang import plain

    from game import tutorial

    tut = tutorial.load("elemons")
    first = plain(tut.steps[0].text("fr"))
    assert "deux Elemons cachés" not in first and len(first.split()) <= 37, first  # 42 before; their panel says it
    peek = plain(tut.steps[4].text("fr"))
    # f54 (nc65 shot 011) dropped « Retenez-les pour jouer au prochain tour » for « que le bot ne voit pas »: the
    # step must still read finished, never cut at « au prochain. »
    assert "au prochain." not in peek and "puis votre tour finit" in peek, peek
