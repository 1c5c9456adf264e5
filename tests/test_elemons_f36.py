"""Fix round f36: the newcomer's Elemons findings (nc36)."""

from __future__ import annotations

import pygame

from game import i18n

ALL = ["aeromon", "electromon", "floramon", "geomon", "hydromon", "polymon", "pyromon"]


def test_the_aeromons_picker_shows_every_chip_whole_with_seven_kinds_a_side(app, tmp_path):
    """nc36 shots 106-107: « Ses Elemons » ran past x≈950, under the « Conseil suivi » box: the bot's
    Hydromons and Polymons could not be seen where the person chose which to take. With every kind in both
    hands, most of them twice, the hint box up, each chip lies whole in the table's column, clear of the box,
    of the other chips and of the action buttons."""
    from test_elemons_nc21 import aeromon_swap

    from scenes.elemons.table import BAR_TOP, SWAP_LEFT, SWAP_RIGHT

    i18n.set_lang("fr")
    mine = ["electromon", "floramon", "geomon", "hydromon", "polymon", "pyromon"] * 2
    theirs = ALL * 2
    # two Gigamons caught, as in shot 106: five wild ones listed beside the picker
    won = f"[[{', '.join(mine)}], [{', '.join(theirs)}]]\ngigamons: {{floramon: 0, pyromon: 1}}"
    table = aeromon_swap(app, tmp_path, won=won)
    table.hint_seat = 0  # the hint box up, as in shot 106
    box = table._hint_box()[0]
    row1, row2 = table.swap_rows()
    assert [k for _r, k in row1] == ALL and [k for _r, k in row2] == ALL
    chips = []
    for side, row in ((0, row1), (1, row2)):
        for rect, kind in row:
            chip = table.swap_chip(rect, kind, side)
            assert SWAP_LEFT <= chip.left and chip.right <= SWAP_RIGHT and chip.bottom < BAR_TOP, (chip, kind)
            assert not chip.colliderect(box), (chip, box, kind)
            for badge in table.swap_badges(rect, kind, side):
                if badge is not None:
                    assert chip.contains(badge) and badge.collidelist([r for r, _k in row1 + row2]) < 0, (
                        badge, kind)
            chips.append(chip)
    for k, chip in enumerate(chips):
        assert chip.collidelist(chips[k + 1:]) < 0, chips
    # a click on each chip picks its kind
    table.swap_pick_at(row2[-1][0].center)
    assert table.swap_pick["theirs"] == ALL[-1]
    table.draw_prompt(pygame.Surface((1280, 720)))


def panel_words(table, seat, monkeypatch) -> list[str]:
    from scenes.elemons import table as module

    said: list[str] = []
    real = module.render

    def spy(text, *a, **kw):
        said.append(text)
        return real(text, *a, **kw)

    monkeypatch.setattr(module, "render", spy)
    table.draw_player(pygame.Surface((1280, 720)), seat)
    return said


def test_a_pair_on_its_way_is_never_counted_as_an_empty_hand(app, tmp_path, monkeypatch):
    """nc36 shot 58: right after the bot won its first pair, its panel said « Elemons en main : 0, face
    cachée » while the pair still lay face up on the grid, then updated. The count says the pair is on its
    way while none has landed; once landed, the plain count again."""
    from test_elemons_why import table_at

    i18n.set_lang("fr")
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"))
    table.m.players[1].won = 2
    table.up_won, table.up_who_won = {3: "geomon", 4: "geomon"}, 1
    said = panel_words(table, 1, monkeypatch)
    count = next(s for s in said if s.startswith("Elemons en main"))
    assert count == "Elemons en main\xa0: 0, bientôt 2", count
    table.up_won = {}
    said = panel_words(table, 1, monkeypatch)
    assert "Elemons en main\xa0: 2, face cachée" in said, said
    i18n.set_lang("en")
    table.up_won = {3: "geomon", 4: "geomon"}
    said = panel_words(table, 1, monkeypatch)
    assert "Elemons held: 0, soon 2" in said, said
    table.m.players[1].won = 4  # two landed before, two more on their way: the count of those landed
    said = panel_words(table, 1, monkeypatch)
    assert "Elemons held: 2, face down" in said, said


def test_the_rules_page_says_the_turn_end_in_two_plain_sentences():
    """nc36 shot 6: « Juste après une paire, attraper termine votre tour (s'il ne reste rien à attraper) ;
    avant de retourner vos tuiles, ou quand un Electromon vous fait rejouer, votre tour continue. » was read
    three times. Two plain sentences, the same ruling, in both languages."""
    from scenes.howto import load_howto

    howto = load_howto("elemons")
    text = str(howto.sections)
    assert "attraper termine votre tour (s'il ne reste rien" not in text
    assert "Attraper avant de retourner vos tuiles ne termine pas votre tour. Juste après une paire, votre tour se " \
        "termine quand vous n'avez plus rien à attraper, sauf si un Electromon vous fait rejouer." in text
    assert "Catching before you turn your tiles does not end your turn. Right after a pair, your turn ends once " \
        "you have nothing more to catch, unless an Electromon lets you play again." in text


def test_when_the_next_pair_ends_the_game_the_prompt_and_a_banner_say_it_for_both_sides(app, tmp_path, monkeypatch):
    """nc36 shots 112, 117-120: « Prochaine paire : fin ! » only in small yellow words under the pile. Said where
    the person looks: the prompt of the person's turn starts with it, the bot's « réfléchit… » says its pair
    ends the game too, and the bot's turn starts with the banner once."""
    from lang import plain
    from test_elemons_why import table_at

    from game.core import Event

    i18n.set_lang("fr")
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 2, seats=("human", "bot:easy"))
    assert table.pile_low()
    table.build_buttons(0)
    assert plain(table.prompt).startswith("Fin proche : votre prochaine paire finit la partie. Retournez deux tuiles")
    monkeypatch.setattr(table, "human_to_act", lambda: None)
    monkeypatch.setattr(table, "acting_next", lambda: None)
    table.m.current = 1
    table.draw_prompt(pygame.Surface((1280, 720)))
    assert plain(table.prompt).endswith("Fin proche : sa prochaine paire finit la partie."), table.prompt
    shown: list[str] = []
    monkeypatch.setattr(table, "banner", lambda text, *a, **kw: shown.append(plain(text)))
    table.on_turn_started(Event("turn_started", 1, {}))
    table.on_turn_started(Event("turn_started", 1, {}))
    assert shown == ["Pioche presque vide : la prochaine paire finit la partie"], shown
    i18n.set_lang("en")
    table.draw_prompt(pygame.Surface((1280, 720)))
    assert table.prompt.endswith("The end is near: its next pair ends the game."), table.prompt


def test_a_rock_lifted_at_a_turns_start_leaves_no_last_turn_frame(app, tmp_path):
    """nc36 shot 38 (tutorial): tile 8 kept the bot's blue « last turn » frame though the bot had not turned it,
    its rock had only been lifted from it. The frame marks what a turn did: a lifted rock is not a turned tile."""
    from test_elemons_why import table_at

    from game.core import Event

    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"))
    assert table.touched(Event("rock_removed", 1, {"slot": 7})) == []
    assert table.touched(Event("rock_placed", 1, {"slot": 7})) == [7]
    assert table.touched(Event("tile_turned", 1, {"slot": 6, "tile": "geomon"})) == [6]
