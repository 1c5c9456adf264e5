"""Round 34 newcomer's Elemons findings (nc34)."""

from __future__ import annotations

import pygame
from test_elemons_nc28 import lines_drawn, spy_lines

from game import i18n
from game.core import Event


def test_the_near_line_under_the_panel_sits_on_the_panel_grown_to_hold_it(app, tmp_path, monkeypatch):
    """nc34 shots 95-109: beside the bot's two Gigamons, « À 1 Elemon d'un Gigamon : Aeromon, Hydromon, Geomon,
    Floramon » went under its panel on the bare felt and read as text spilling out. The panel grows down over
    it, its frame with it, clear of the grid."""
    from test_elemons_why import table_at

    i18n.set_lang("fr")
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"))
    table.show(Event("pair_won", 1, {"slots": [0, 1], "tiles": ["polymon", "polymon"]}))
    table.m.players[1].gigamons = ["electromon", "pyromon"]
    words = "À 1 Elemon d'un Gigamon\u00a0: Aeromon, Hydromon, Geomon, Floramon"
    monkeypatch.setattr(table, "near_words", lambda seat: (words, True))
    shown = lines_drawn(table, 1, spy_lines(monkeypatch, words))
    assert " ".join(text for text, _r in shown) == words, shown
    box, panel = table.panel_box(1), table.panel_rect(1)
    assert box.top == panel.top and box.bottom > panel.bottom
    assert all(box.contains(r) and r.bottom <= box.bottom - 4 for _t, r in shown), (box, shown)
    grid = table.slot_rect(0).unionall([table.slot_rect(s) for s in range(len(table.m.grid))])
    assert not box.colliderect(grid) and not box.colliderect(table.panel_box(0)), (box, grid)
    assert pygame.Rect(0, 0, 1280, 720).contains(box)
    monkeypatch.setattr(table, "near_words", lambda seat: ("", False))
    assert table.panel_box(1) == panel, "no line under it: the panel keeps its size"


def test_the_swap_hint_says_it_weighed_the_gift_the_exchange_warns_about(tmp_path):
    """nc34 shot 109: Conseil said « Donnez un Geomon et prenez un Aeromon … » while the exchange's line said
    « Donner votre Geomon permet à l'adversaire d'attraper Terramon ! »: read as a contradiction. The advice
    says it weighed it; the choice is the bot's own, unchanged."""
    from test_elemons_newcomer4 import plain, swap_match

    i18n.set_lang("fr")
    from game.elemons.bots import HardBot

    m = swap_match(tmp_path, "electromon, electromon, pyromon", "electromon, pyromon, pyromon")
    view = m.state.view(0)
    bot = HardBot(0, 1)
    bot.explain_swap(view, "pyromon", "electromon")  # the reason of a choice already made
    assert bot.why is not None
    reason, params = bot.why
    assert reason == "swap_catch" and params["gift"] == "can", bot.why
    text = plain(i18n.hint_text("elemons", reason, params, ["Vous", "Bot 2"]))
    assert text == ("Échangez votre Pyromon contre son Electromon : vous attrapez Meteoromon, "
                    "même si Bot 2 pourra attraper Heliomon."), text  # (f51: nc63's words)
    i18n.set_lang("en")
    assert "even though Bot 2 will be able to catch Heliomon" in i18n.hint_text("elemons", reason, params,
                                                                               ["You", "Bot 2"])
    i18n.set_lang("fr")
    bot.explain_swap(view, "aeromon", "electromon")  # an Aeromon given brings them nothing
    assert bot.why is not None and bot.why[1]["gift"] == "none", bot.why
    # and the advice, the bot's own choice, carries it (a gift weighed or none)
    h = m.hint(0)
    assert h is not None and h.params["gift"] in ("can", "none"), h


def test_the_hydromons_look_and_the_last_pair_read_plainly():
    """nc34: step 5's « …regarder 4 tuiles en secret, à jouer au prochain tour » was unclear; step 18's « les 2
    dernières tuiles iront à la prochaine paire » was read twice."""
    from lang import plain

    from game import tutorial

    fr = [plain(s.text("fr")) for s in tutorial.load("elemons").steps]
    peek = next(x for x in fr if "Hydromon vous laisse regarder" in x)
    # (f54: « Retenez-les » gave its place to what the bot does not see, nc65 item 2)
    assert "à jouer au prochain tour" not in peek and "que le bot ne voit pas" in peek, peek
    assert not any("iront à la prochaine paire" in x for x in fr)
    assert any("« Prochaine paire : fin » : les 2 dernières tuiles remplaceront la prochaine paire." in x for x in fr)


def test_the_aeromons_picker_lays_each_chip_whole_its_badges_beside_its_picture(app, tmp_path):
    """nc34 zoom-38: in the narrow picker (the wild Gigamons listed beside it), the « ! » and « ×2 » covered the
    small pictures' symbols, and the tutorial's halo, squeezed by the buttons under, lay on the name of the
    Elemon to click. Each kind is a chip: its picture, and beside it a column with its « ×2 » at the top and
    its « ! » at the foot, all inside the chip, clear of every picture; chips apart; the halo's room round the
    one to click keeps off its picture."""
    from test_elemons_nc21 import aeromon_swap

    from game.core import Action
    from scenes.elemons.table import BAR_TOP, SWAP_HALO

    i18n.set_lang("fr")
    table = aeromon_swap(app, tmp_path, won="[[electromon, electromon, pyromon], [electromon, geomon, geomon]]")
    row1, row2 = table.swap_rows()
    assert not table.swap_named
    pictures = [r for r, _k in row1 + row2]
    chips, badges = [], []
    for side, row in ((0, row1), (1, row2)):
        for rect, kind in row:
            chip = table.swap_chip(rect, kind, side)
            count, mark = table.swap_badges(rect, kind, side)
            assert chip.contains(rect) and chip.bottom + SWAP_HALO < BAR_TOP, (chip, kind)
            for badge in (count, mark):
                if badge is not None:
                    assert chip.contains(badge), (badge, chip, kind)
                    assert badge.collidelist(pictures) < 0, (badge, kind)
                    badges.append(badge)
            chips.append(chip)
    assert badges and any(table.swap_badges(r, k, 0)[1] for r, k in row1), "a « ! » and a « ×2 » at least"
    for k, chip in enumerate(chips):
        assert not any(chip.inflate(SWAP_HALO, 0).colliderect(o) for o in chips[k + 1:]), chips
    # the halo at its tightest (4 px in from the target, its dark edge 7 px wide) leaves the chip whole
    for give, take in (("electromon", "geomon"), ("pyromon", "electromon")):
        table.swap_pick.update(mine=None, theirs=None)
        target = table.action_rect(Action("swap", (give, take)))
        chip = table.swap_chip(dict((k, r) for r, k in row1)[give], give, 0)
        assert target is not None and target.inflate(-4 + 4 - 2 * SWAP_HALO, -4 + 4 - 2 * SWAP_HALO).contains(chip)
        assert table.swap_pick_at((chip.right - 2, chip.centery)), "a click on its badges' column picks it too"
        target = table.action_rect(Action("swap", (give, take)))
        chip = table.swap_chip(dict((k, r) for r, k in row2)[take], take, 1)
        assert target is not None and target.inflate(-2 * SWAP_HALO, -2 * SWAP_HALO).contains(chip)


def test_the_help_names_each_elemon_and_gigamon_once(monkeypatch):
    """nc34 shot 49: in the help « ? », each Elemon's name was printed twice, tiny on its tile and again under it.
    The help's pictures (the box's faces) go without it; its caption says it once. The table's faces keep theirs."""
    from scenes import howto
    from sprites import shapes
    from sprites.elemons import components as pieces

    i18n.set_lang("fr")
    titles: list[str] = []
    real = shapes.tile_face
    monkeypatch.setattr(shapes, "tile_face", lambda size, colour, symbol, title="", *a: (
        titles.append(title), real(size, colour, symbol, title, *a))[1])
    aid = howto.load_howto("elemons")
    shown = [p for row in aid.aid_rows for p in row.show] + [p for s in aid.sections for p in s.show]
    assert {"aeromon", "meteoromon", "supermon", "terramon"} <= set(shown)
    howto.pictures("elemons", tuple(shown), captions=[aid.caption(p, "fr") for p in shown])
    assert titles and not any(titles), titles
    kind = pieces.elemons.load_defs().kinds["aeromon"]
    pieces.tile_front(kind)((64, 64))
    pieces.gigamon_front(kind)((64, 64))
    assert titles[-2:] == ["Aeromon", "Anemomon"]


def test_a_hands_count_and_its_pictures_counts_change_together(app, tmp_path, monkeypatch):
    """nc34 shot 99: « Elemons en main : 6 » beside Hydromon « ×2 » and a lone Polymon while the won pair sat on
    their spots, about to land (the words counted what flew over the panel, the pictures waited). Whatever flies
    over the panel is counted in both; what still flies over the grid in neither."""
    from scene_input import spy_texts
    from test_elemons_why import table_at

    import scenes.elemons.table as screen

    i18n.set_lang("fr")
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"), speed="normal")
    me = table.m.players[0]
    me.tiles, me.won = ["geomon", "hydromon", "hydromon", "hydromon", "polymon", "polymon"], 6
    table._fly_pair({0: "hydromon", 1: "polymon"}, 0, 0.0)
    drawn = spy_texts(monkeypatch, screen)
    badges: list[str] = []
    monkeypatch.setattr(screen, "draw_count", lambda surf, spot, n, *a, **k: badges.append(f"×{n}") if n > 1 else None)
    surf = screen.pygame.Surface((1280, 720))
    panel = table.panel_rect(0)
    seen = set()
    for _ in range(120):
        flights = [f for f in table.anim.flights if not f.tween.done]
        if not flights:
            break
        over = sum(1 for f in flights if panel.collidepoint(f.rect().center))
        drawn.clear()
        badges.clear()
        table.draw_player(surf, 0)
        held = next(x for x in drawn if x.startswith("Elemons en main"))
        counts = sorted(badges)
        seen.add(over)
        assert (held, counts) == {0: ("Elemons en main\u00a0: 4", ["×2"]),
                                  2: ("Elemons en main\u00a0: 6", ["×2", "×3"])}.get(over, (held, counts)), over
        table.anim.tweens.step(1 / 60)
    assert {0, 2} <= seen, seen


def test_the_boxs_count_takes_in_a_burned_elemon_once_it_is_in(app, tmp_path):
    """nc34 shots 26-27: the burned Geomon's picture sat in the Box a moment, then went, while « Boîte : 1 »
    already stood. It goes in small, and the Box counts it when it is in."""
    from test_elemons_why import table_at

    i18n.set_lang("fr")
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"), speed="normal")
    box = len(table.m.box)
    table.m.box.append("geomon")
    table.on_tile_burned(Event("tile_burned", 1, {"target": 0, "tile": "geomon"}))
    assert table.box_shown() == box and table.box_mouth().width <= 10
    for _ in range(240):
        if all(f.tween.done for f in table.anim.flights):
            break
        assert table.box_shown() == box
        table.anim.tweens.step(1 / 60)
    assert table.box_shown() == box + 1


def test_a_pair_face_up_on_the_grid_is_not_yet_in_its_winners_hand(app, tmp_path, monkeypatch):
    """The bot's pair waits face up on the grid to be seen; its panel already showed the two Elemons and counted
    them, the same tiles in two places. Till the click they are on the grid only; then they fly in and count."""
    from scene_input import spy_texts
    from test_elemons_why import table_at

    import scenes.elemons.table as screen

    i18n.set_lang("fr")
    app.settings.tiles_up = 0.0  # the default: until a click
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"))
    table.show(Event("pair_won", 1, {"slots": [0, 1], "tiles": ["floramon", "floramon"]}))
    assert table.up_won and table.m.players[1].won == 2
    drawn = spy_texts(monkeypatch, screen)
    drawn_at: list[pygame.Rect] = []
    monkeypatch.setattr(table, "back", lambda size: drawn_at.append(size) or pygame.Surface((size, size)))
    real_face = table.face
    monkeypatch.setattr(table, "face", lambda kind, size: drawn_at.append(size) or real_face(kind, size))
    surf = pygame.Surface((1280, 720))
    table.draw_player(surf, 1)
    assert "Elemons en main\u00a0: 0, bientôt 2" in drawn and not drawn_at, drawn  # (not « 0 »: nc36 shot 58)
    table._release_up()
    for _ in range(240):
        if all(f.tween.done for f in table.anim.flights):
            break
        table.anim.tweens.step(1 / 60)
    drawn.clear()
    table.draw_player(surf, 1)
    assert any(x.startswith("Elemons en main\u00a0: 2") for x in drawn) and len(drawn_at) == 2, drawn


def test_a_hidden_hands_pictures_leave_out_the_pair_on_its_way_not_others(app, tmp_path, monkeypatch):
    """The bot held two Hydromons the person saw it win, then won two Aeromons: while that pair waited on the grid
    (and flew), its panel showed two Aeromons, the Hydromons gone. The kinds on their way are the ones left out."""
    from test_elemons_why import table_at

    i18n.set_lang("fr")
    app.settings.tiles_up = 0.0  # the default: until a click
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"), speed="normal")

    def land() -> None:
        table._release_up()
        while not all(f.tween.done for f in table.anim.flights):
            table.anim.tweens.step(1 / 30)

    table.show(Event("pair_won", 1, {"slots": [0, 1], "tiles": ["hydromon", "hydromon"]}))
    land()
    table.show(Event("pair_won", 1, {"slots": [2, 3], "tiles": ["aeromon", "aeromon"]}))
    faces: list[str] = []
    real_face = table.face
    monkeypatch.setattr(table, "face", lambda kind, size: faces.append(kind) or real_face(kind, size))
    surf = pygame.Surface((1280, 720))
    table.draw_player(surf, 1)
    assert faces == ["hydromon", "hydromon"], faces
    table._release_up()
    for _ in range(3):
        table.anim.tweens.step(1 / 30)
        faces.clear()
        table.draw_player(surf, 1)
        assert faces == ["hydromon", "hydromon"], faces
    land()
    faces.clear()
    table.draw_player(surf, 1)
    assert sorted(faces) == ["aeromon", "aeromon", "hydromon", "hydromon"], faces
