"""Round 51's fixes on Elemons & Gigamons (fix round f44), each from a newcomer's report."""

from __future__ import annotations

from game import i18n


def test_no_gift_warning_in_a_swap_of_the_games_last_turn(app, tmp_path):
    """nc51 shot 040: the tutorial's last swap said « prenez-le ! », and the picker warned at once « Avec votre
    Hydromon, il ne lui manquerait qu'une paire pour Halomon » (« I am told to make a move the game flags as
    risky »): the pile was empty, the game ending with that very turn. No « ! », no words, then."""
    from test_elemons_nc21 import aeromon_swap

    table = aeromon_swap(app, tmp_path, won="[[electromon, pyromon], [electromon, electromon, geomon]]",
                         pile="[floramon, floramon]")
    assert table.view["phase"] == "swap" and table.pile_low()  # « Prochaine paire : fin »: this pair was it
    assert table.gift_reach("electromon") is None and not table.swap_marks()


def test_the_aeromons_picker_says_what_the_elemon_taken_catches(app, tmp_path):
    """nc51 shots 112-114: « Polymon contre Hydromon » picked, the words stayed « Aeromon : choisissez … », while
    taking their Hydromon (a third, Halomon and the win) was the decisive swap; the tutorial had said such things.
    The Elemon picked to take says what it lets the person catch, and the win where it is the last Gigamon."""
    from test_elemons_nc21 import aeromon_swap

    i18n.set_lang("fr")
    table = aeromon_swap(app, tmp_path, won="[[pyromon, pyromon, hydromon], [pyromon, electromon, geomon]]")
    row1, row2 = table.swap_rows()
    assert table.swap_pick_at(dict((k, r) for r, k in row2)["pyromon"].center)
    said = table.prompt.replace("\u00a0", " ").replace("\u202f", " ")
    assert "Avec son Pyromon, vous attraperez Heliomon." in said, said
    assert table.swap_pick_at(dict((k, r) for r, k in row1)["pyromon"].center)  # giving a Pyromon back: two, no catch
    said = table.prompt.replace("\u00a0", " ").replace("\u202f", " ")
    assert "vous attraperez" not in said, said
    table.m.players[0].gigamons = ["terramon", "biomon"]  # two caught: this one wins
    assert "Avec son Pyromon, vous attraperez Heliomon : la victoire !" in \
        table.gain_words(0, "hydromon", "pyromon").replace("\u00a0", " ").replace("\u202f", " ")
