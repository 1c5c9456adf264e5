"""Round 51's fixes on Elemons & Gigamons (fix round f44), each from a newcomer's report."""

from __future__ import annotations


def test_no_gift_warning_in_a_swap_of_the_games_last_turn(app, tmp_path):
    """nc51 shot 040: the tutorial's last swap said « prenez-le ! », and the picker warned at once « Avec votre
    Hydromon, il ne lui manquerait qu'une paire pour Halomon » (« I am told to make a move the game flags as
    risky »): the pile was empty, the game ending with that very turn. No « ! », no words, then."""
    from scene_input import open_scenario

    path = tmp_path / "scenario.yaml"
    path.write_text("game: elemons\nseats: 2\ngrid: [aeromon, aeromon, geomon, hydromon, floramon, pyromon,"
                    " electromon, geomon, pyromon]\npile: [floramon, floramon]\n"
                    "won: [[electromon, pyromon], [electromon, electromon, geomon]]\n")
    table = open_scenario(app, "elemons", ("human", "bot:easy"), path, speed="instant")
    table.act(0, table.grid_attempt(0))
    table.act(0, table.grid_attempt(1))
    for _ in range(600):
        app.frame(1 / 60)
        if table.view["phase"] == "swap" and table.swap_rows()[0]:
            break
    assert table.view["phase"] == "swap" and table.pile_low()  # « Prochaine paire : fin »: this pair was it
    assert table.gift_reach("electromon") is None and not table.swap_marks()
