"""Fix round f39: the newcomer's Elemons findings (nc38)."""

from __future__ import annotations

from game import i18n
from game.core import act


def match_from(tmp_path, text: str):
    from game.match import Match

    scenario = tmp_path / "f39.yaml"
    scenario.write_text("game: elemons\nseats: 2\n" + text)
    return Match("elemons", ["human", "human"], seed=3, scenario=str(scenario))


def test_conseil_never_says_never_seen_of_a_tile_the_rival_turned(tmp_path):
    """nc38 shots 096-097: during the person's Hydromon look, Conseil said « Regardez la tuile 2 : vous ne
    l'avez jamais vue. » of the Geomon the bot had turned before their eyes, while the status line said
    « Toutes les tuiles sont déjà vues ». A tile turned face up in front of the person counts as seen."""
    m = match_from(tmp_path, "current: 1\ngrid: [null, geomon, pyromon, hydromon, hydromon, null, null, null, null]\n"
                             "pile: [floramon, floramon, aeromon, aeromon]\n")
    m.play(1, act("flip", 1))  # the rival turns tiles 2 and 3: no pair, the turn passes
    m.play(1, act("flip", 2))
    m.play(0, act("flip", 3))  # the person's Hydromons: a look at the grid, where only tiles 2 and 3 lie
    m.play(0, act("flip", 4))
    assert m.state.phase == "peek" and m.state.current == 0
    h = m.hint(0)
    assert h is not None and h.action.kind == "peek" and h.params["fresh"] == "no", h
    for lang, never, said in (("fr", "jamais vue", "vous avez déjà vu toutes les tuiles"),
                              ("en", "never seen", "you have already seen every tile")):
        i18n.set_lang(lang)
        text = i18n.hint_text("elemons", h.reason, h.params, ["Vous", "Bot 2"])
        assert never not in text and said in text, text
    i18n.set_lang("fr")


def test_the_hard_bots_rock_blocks_the_tile_that_would_win_the_game_for_the_person(tmp_path):
    """nc38 shots 099-101: the hard bot had peeked tile 8 (a Polymon) and seen a Pyromon on tile 3; the person held
    two Gigamons, two Pyromons and two Electromons, so tile 8 with any of them won the game. The bot put its Rock on
    tile 4 (an Aeromon, of no use to the person), and the person won next turn. The Rock now blocks tile 8."""
    from game.core import Event, visible
    from game.elemons.bots import HardBot

    m = match_from(tmp_path, "current: 1\n"
                             "grid: [geomon, geomon, pyromon, aeromon, floramon, hydromon, hydromon, polymon,"
                             " aeromon]\n"
                             "pile: [floramon, floramon, electromon, electromon]\n"
                             "won: [[pyromon, pyromon, electromon, electromon], [aeromon]]\n"
                             "gigamons: {floramon: 0, hydromon: 0}\n")
    m.play(1, act("flip", 2))  # seen by all: a Pyromon on tile 3, an Aeromon on tile 4
    m.play(1, act("flip", 3))
    m.play(0, act("flip", 5))  # the person's Hydromons: the bot sees them go, their look is secret
    m.play(0, act("flip", 6))
    while m.state.phase == "peek":
        m.play(0, m.state.legal_actions(0)[0])
    m.play(1, act("flip", 0))  # the bot's Geomons: its Rock
    m.play(1, act("flip", 1))
    assert m.state.phase == "rock" and m.state.current == 1
    bot = HardBot(1, 5)
    for events in m.history:
        bot.observe(visible(events, 1))
    # what it knew in the game: the person's pairs won before (public), and tile 8 looked at in secret
    bot.observe([Event("pair_won", 0, {"slots": [], "tiles": ["pyromon", "pyromon"]}),
                 Event("pair_won", 0, {"slots": [], "tiles": ["electromon", "electromon"]}),
                 Event("tile_peeked", 1, {"slot": 7, "tile": "polymon"})])
    view, legal = m.state.view(1), m.state.legal_actions(1)
    pick = bot.choose(view, legal)
    assert pick == act("rock", 7), (pick, bot.why)
    assert bot.why is not None and bot.why[0] == "rock_win", bot.why
    i18n.set_lang("fr")
    text = i18n.hint_text("elemons", bot.why[0], bot.why[1], ["Vous", "Bot 2"])
    assert "tuile 8" in text and "ferait gagner la partie" in text, text
    i18n.set_lang("en")
    assert "would win the game" in i18n.hint_text("elemons", bot.why[0], bot.why[1], ["You", "Bot 2"])
    i18n.set_lang("fr")
    # with one Gigamon only, the same pair wins nothing: no such block
    view["players"][0]["gigamons"] = ["floramon"]
    assert bot.rock_win_block(view, legal) is None


ALL = ["aeromon", "electromon", "floramon", "geomon", "hydromon", "polymon", "pyromon"]


def test_the_aeromons_picker_takes_the_tables_width_beside_the_wild_gigamons(app, tmp_path):
    """nc38 shots 081-082 against the tutorial's 043-044: beside six wild Gigamons in full rows, the picker's chips
    were 23 px, their « ×2 » and « ! » crowded under them; with seven kinds a side and seven wild Gigamons they ran
    off the table (f38). While the picker is up the wild Gigamons go one line each (picture and name), above the
    picker's captions, and the picker has the table's width: the shot's hands get the tutorial's named 42 px chips,
    and fourteen kinds fit whole, badges clear of every picture."""
    from test_elemons_nc21 import aeromon_swap

    from scenes.elemons.table import BAR_TOP, SWAP_LEFT, SWAP_RIGHT

    i18n.set_lang("fr")
    # shot 081: four kinds of mine (each twice), three of theirs, Biomon caught: six wild Gigamons
    table = aeromon_swap(app, tmp_path, won="[[electromon, electromon, polymon, polymon, pyromon, pyromon], "
                                            "[aeromon, geomon, floramon, floramon]]\ngigamons: {floramon: 0}")
    row1, row2 = table.swap_rows()
    assert all(r.width >= 42 for r, _k in row1 + row2), (row1, row2)
    # seven kinds a side, no Gigamon caught: seven wild ones
    table = aeromon_swap(app, tmp_path, won=f"[[{', '.join(ALL * 2)}], [{', '.join(ALL * 2)}]]")
    wild = [table.wild_rect(i) for i in range(7)]
    assert wild[-1].bottom < table.swap_label_top(), wild[-1]
    row1, row2 = table.swap_rows()
    assert [k for _r, k in row1] == ALL and [k for _r, k in row2] == ALL
    pictures = [r for r, _k in row1 + row2]
    chips = []
    for side, row in ((0, row1), (1, row2)):
        for rect, kind in row:
            chip = table.swap_chip(rect, kind, side)
            assert SWAP_LEFT <= chip.left and chip.right <= SWAP_RIGHT and chip.bottom < BAR_TOP, (chip, kind)
            assert chip.collidelist(wild) < 0, (chip, kind)
            for badge in table.swap_badges(rect, kind, side):
                if badge is not None:
                    assert chip.contains(badge) and badge.collidelist(pictures) < 0, (badge, kind)
            chips.append(chip)
    for k, chip in enumerate(chips):
        assert chip.collidelist(chips[k + 1:]) < 0, (chip, chips)
    # once the exchange is answered, the wild Gigamons' full rows come back
    table.act(0, act("keep"))
    for _ in range(5):
        app.frame(1 / 60)
    assert table.wild_rect(0).height == 31


def test_a_pair_on_its_way_to_an_empty_hand_reads_as_more_to_come(app, tmp_path, monkeypatch):
    """nc38 shots 053, 058: « Elemons en main : 2 en route » read oddly; the person expected « +2 ». The count
    of a pair still on its way to an empty hand says it comes on top: « +2 en route »; since nc51 (shots 059, 064:
    odd wording), plainly the count now and the count it makes, « 0, bientôt 2 » (tests/test_elemons_f45.py)."""
    from test_elemons_f36 import panel_words
    from test_elemons_why import table_at

    i18n.set_lang("fr")
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"))
    table.m.players[1].won = 2
    table.up_won, table.up_who_won = {3: "geomon", 4: "geomon"}, 1
    assert "Elemons en main\xa0: 0, bientôt 2" in panel_words(table, 1, monkeypatch)
    i18n.set_lang("en")
    assert "Elemons held: 0, soon 2" in panel_words(table, 1, monkeypatch)
    i18n.set_lang("fr")
