"""Issue 24, the third newcomer's Elemons game: taking a Gigamon is explained, the log does not
remember tiles for the person, the hints say why in game terms, the tutorial box says who plays,
no stale prompt after the end, one yellow frame, tooltips beside the tiles, Gigamon labels."""

from __future__ import annotations

from test_elemons_newcomer2 import settle, table_at

from game import i18n
from scenes.howto import load_howto

FILLER = "aeromon geomon electromon floramon pyromon polymon electromon".split()


def paired_table(app, tmp_path, first: str, deck: str, won: list[list[str]], extra: str):
    """The person turns tiles 1 and 2 (`first`, then a Polymon: a pair with no power), in French."""
    table = table_at(app, tmp_path, [first, "polymon", *FILLER], [deck] * 8, won=won, extra=extra)
    i18n.set_lang("fr")
    for s in (0, 1):
        table.act(0, table.grid_attempt(s))
        settle(app, table, lambda: not table.busy)
    return table


def taking_table(app, tmp_path):
    """The person pairs a Hydromon with a Polymon (no power), holding two already, while Bot 2 holds Halomon."""
    return paired_table(app, tmp_path, "hydromon", "floramon", [["hydromon"] * 2, ["geomon"]],
                        "gigamons: {hydromon: 1}\n")


def test_taking_a_gigamon_from_its_holder_is_said_on_the_button_prompt_and_tooltip(app, tmp_path):
    table = taking_table(app, tmp_path)
    table.build_buttons()
    trade = next(b for b in table.bar.buttons if b.tag == "trade hydromon")
    bot = table.names[1]
    assert trade.label == f"Attraper Halomon, pris à {bot}"
    assert f"Halomon est chez {bot}" in table.prompt and "le lui prendre" in table.prompt
    title, text = table.inspect_at(trade.rect.center)
    assert title == trade.label and "vous pouvez le lui prendre" in text and "possède déjà ce Gigamon" in text


def test_the_rule_of_taking_is_in_the_aid_and_the_tutorial(app):
    for lang, words in (("fr", "le lui prendre"), ("en", "take it from them")):
        aid = " ".join(r.text[lang] for r in load_howto("elemons").aid_rows)
        assert words in aid, lang
    from game import tutorial

    steps = tutorial.load("elemons")
    for lang, words in (("fr", "le lui pren"), ("en", "take it from them")):  # "vous le lui prenez" (r10)
        i18n.set_lang(lang)
        at = next(i for i, s in enumerate(steps.steps) if s.do.startswith("trade"))
        said = steps.steps[at].say[lang] + " " + steps.steps[at + 1].say[lang]  # (nc11: its own box, next)
        assert words in said, "the tutorial says it where the first Gigamon is caught"
    i18n.set_lang("fr")


def test_the_log_never_remembers_what_a_turned_or_peeked_tile_showed():
    from game.core import Event

    names = ["Vous", "Bot 2 (facile)"]
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        for ev in (Event("tile_turned", 1, {"slot": 6, "tile": "hydromon"}),
                   Event("tiles_hidden", 1, {"slots": [6, 3], "tiles": ["hydromon", "electromon"]}),
                   Event("tile_peeked", 0, {"slot": 3, "tile": "electromon"}, to=(0,))):
            line = i18n.describe("elemons", ev, names)
            assert line and "Hydromon" not in line and "Electromon" not in line, line
            assert "4" in line or "7" in line, f"the tile is still named by its number: {line}"
            assert "se retournent" not in line and "turn back" not in line, "never ahead of the table"
        won = i18n.describe("elemons", Event("pair_won", 1, {"slots": [6, 3], "tiles": ["pyromon"] * 2}), names)
        assert won and "Pyromon" in won, "pairs won are public and lasting: they may name their Elemons"
    i18n.set_lang("fr")


def test_a_polymon_turned_up_is_hinted_as_the_wild_tile_it_is():
    from game.core import act
    from game.elemons.bots import make_bot

    bot = make_bot("hard", 0, 3)
    grid = [{"tile": True, "face_up": "polymon" if s == 8 else None} for s in range(9)]
    bot.choose({"phase": "flip", "grid": grid, "gigamons": {}}, [act("flip", s) for s in range(8)])
    key, params = bot.why
    assert key == "blind_wild"
    i18n.set_lang("fr")
    said = i18n.hint_text("elemons", key, params)
    assert "tuile 9" in said and "n'importe quel Elemon" in said and "aucun autre" not in said


def test_the_trade_hints_name_the_gigamon_and_agree():
    i18n.set_lang("fr")
    said = i18n.hint_text("elemons", "trade_from", {"kind": "hydromon", "gigamon": "halomon", "need": 3,
                                                    "holder": 1, "gigamons": 1}, ["Vous", "Bot 2 (facile)"])
    assert said.startswith("Prenez Halomon à Bot 2 (facile) avec vos 3 Hydromons"), said
    assert "qui en a" not in said
    i18n.set_lang("en")
    said = i18n.hint_text("elemons", "trade", {"kind": "floramon", "gigamon": "biomon", "need": 3})
    assert said.startswith("Catch Biomon with your 3 Floramons"), said
    i18n.set_lang("fr")


def test_the_rock_hint_says_why_in_game_terms():
    from game.core import Event, act
    from game.elemons.bots import make_bot

    bot = make_bot("hard", 0, 1)
    bot.observe([Event("tile_turned", 1, {"slot": 1, "tile": "pyromon"}),
                 Event("tile_turned", 1, {"slot": 6, "tile": "pyromon"})])
    grid = [{"tile": True, "face_up": None} for _ in range(9)]
    bot.explain_search({"grid": grid}, act("rock", 1), {act("rock", 1): 0.6, act("rock", 2): 0.4})
    key, params = bot.why
    assert key == "rock_pair" and params["other_slot"] == 6
    said = i18n.hint_text("elemons", key, params)
    assert "tuile 2" in said and "tuile 7" in said and "jusqu'au bout" not in said
    plain = i18n.hint_text("elemons", "search_rock", {"slot": 4, "share": 60, "next": 40, "worlds": 8})
    assert "jusqu'au bout" not in plain and "tuile 5" in plain


def test_the_tutorial_box_header_says_look_or_whose_turn_not_a_stuck_step_number(app, monkeypatch):
    from test_elemons_newcomer2 import settle_to_act

    import scenes.table as kit
    from game import tutorial
    from scenes.app import open_table

    i18n.set_lang("fr")
    app.settings.tiles_up = 0.0
    app.settings.speed = "instant"
    open_table(app, tutorial.load("elemons").feed())
    table = app.stack.top
    headers: list[str] = []
    real = kit.draw_guide
    monkeypatch.setattr(kit, "draw_guide", lambda surf, text, target, home, header, *a, **kw:
                        headers.append(header) or real(surf, text, target, home, header, *a, **kw))
    for slot in (1, 0):  # the tutorial's first two steps: a miss, held up for the person to see
        settle_to_act(app, table)
        table.act(0, table.grid_attempt(slot))
    for _ in range(300):
        app.frame(1 / 60)
        if table.up_slots:
            break
    app.frame(1 / 60)
    # a held reveal keeps the header it had, the step's number or whose turn it is (round 8: "Regardez"
    # unnumbered broke the count)
    assert headers[-1] in ("Étape 2 sur 16", f"Au tour de {table.names[1]}"), headers[-1]
    table._release_up()
    bot = table.names[1]
    for _ in range(900):  # the bot's turn: the header says whose turn it is
        app.frame(1 / 60)
        if headers[-1] == f"Au tour de {bot}":
            break
    else:
        raise AssertionError(f"the header never said the bot's turn: {headers[-5:]}")
    for _ in range(900):
        app.frame(1 / 60)
        if table.up_slots:
            table._release_up()
        if table.human_to_act() is not None and not table.busy:
            break
    app.frame(1 / 60)
    assert headers[-1].startswith("Étape 3 sur"), headers[-1]


def test_no_order_of_the_last_turn_stays_after_the_end(app, tmp_path):
    import pygame

    table = paired_table(app, tmp_path, "floramon", "geomon", [["floramon"] * 2, ["geomon"]],
                         "gigamons: {aeromon: 0, geomon: 0}\n")
    assert table.view["phase"] == "after" and table.prompt.startswith("Paire gagnée")
    table.act(0, next(a for a in table.legal(0) if a.kind == "trade"))
    settle(app, table, lambda: table.m.over)  # the end's banner is up
    table.prompt = i18n.t("elemons.prompt.after")  # as the newcomer saw it: the order built before the end
    table.draw_prompt(pygame.Surface((1280, 720)))
    assert table.prompt == "", f"a stale order after the end: {table.prompt}"


def test_no_tile_wears_a_yellow_frame_and_the_cursor_shows_only_once_keys_are_used(app, tmp_path):
    import pygame

    from scenes.ui import INK

    table = table_at(app, tmp_path, ["geomon", "pyromon", *FILLER], ["floramon"] * 8)
    settle(app, table, lambda: table.human_to_act() == 0 and not table.busy)
    surf = pygame.Surface((1280, 720))

    def frame_pixels() -> list[tuple[int, int, int]]:
        surf.fill((0, 0, 0))
        table.draw_table(surf)
        out = []
        for s in range(9):
            r = table.slot_rect(s)
            out += [tuple(surf.get_at((r.left - 4, r.centery)))[:3], tuple(surf.get_at((r.centerx, r.top - 4)))[:3]]
        return out

    assert (250, 230, 140) not in frame_pixels(), "the old thin yellow frame round every tile"
    corner = table.slot_rect(table.cursor).inflate(14, 14).topleft
    surf.fill((0, 0, 0))
    table.draw_table(surf)
    assert tuple(surf.get_at((corner[0] + 10, corner[1] + 1)))[:3] != INK, "no cursor for a mouse player"
    table.handle_table(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
    corner = table.slot_rect(table.cursor).inflate(14, 14).topleft
    surf.fill((0, 0, 0))
    table.draw_table(surf)
    assert tuple(surf.get_at((corner[0] + 10, corner[1] + 1)))[:3] == INK, "the keys' cursor: white corners"
    i18n.set_lang("fr")
    assert "jaune" not in i18n.t("elemons.frames"), "outside the tutorial nothing is yellow"


def test_a_face_up_tiles_help_box_sits_under_the_grid_never_over_tiles(app, tmp_path):
    import pygame

    table = table_at(app, tmp_path, ["geomon", "pyromon", *FILLER], ["floramon"] * 8)
    settle(app, table, lambda: table.human_to_act() == 0 and not table.busy)
    table.act(0, table.grid_attempt(4))  # tile 5 face up
    settle(app, table, lambda: not table.busy)
    surf = pygame.Surface((1280, 720))
    table.pinned = None
    table.pointer, table.pointer_still = table.slot_rect(4).center, 5.0
    assert table.hover_delay(table.pointer) is not None, "a face-up tile still explains itself"
    table.draw(surf)
    box = table.inspect_box
    assert box is not None, "the help box showed"
    assert not any(box.colliderect(table.slot_rect(k)) for k in range(9)), f"box over a tile: {box}"


def test_a_catch_that_ends_the_turn_says_so_in_the_banner_and_the_log(app, tmp_path):
    table = taking_table(app, tmp_path)
    banners: list[str] = []
    real = table.banner
    table.banner = lambda text, duration=1.0: banners.append(text) or real(text, duration)
    table.act(0, next(a for a in table.legal(0) if a.kind == "trade"))
    settle(app, table, lambda: table.m.current == 1)
    assert i18n.t("elemons.caught_end", name="Halomon") in banners, banners
    ended = i18n.t("elemons.caught_ends_turn", who=table.names[0])
    assert ended in table.log.entries, table.log.entries[-5:]


def test_a_banner_over_the_title_never_rolls_up_showing_half_of_it():
    import pygame

    from sprites.anim import Banner
    from sprites.tween import Tween

    tween = Tween(0.0, 1.0, 1.0)
    tween.elapsed = 0.9  # in the last fifth, where a banner rolls up
    surf = pygame.Surface((1280, 720))
    over_title = Banner("Hydromon : regardez 4 tuiles en secret", (640, 34), tween, min_width=400)
    surf.fill((0, 0, 0))
    over_title.draw(surf)
    r = over_title.rect(surf.get_rect())
    assert tuple(surf.get_at((r.centerx, r.top + 2)))[:3] != (0, 0, 0), "the plate is whole until it goes"


def test_every_gigamon_says_what_catches_it_legibly_and_in_its_place(app, tmp_path):
    from sprites.fonts import TYPE

    table = table_at(app, tmp_path, ["geomon", "pyromon", *FILLER], ["floramon"] * 8,
                     extra="gigamons: {aeromon: 0, geomon: 0, hydromon: 1}\n")
    i18n.set_lang("fr")
    assert i18n.t("elemons.gigamon_cost", n=3, kind="Hydromon") == "3 Hydromons"
    rows = [table.wild_rect(i) for i in range(7)]
    assert all(a.bottom <= b.top for a, b in zip(rows, rows[1:], strict=False)), "one row under another"
    assert rows[-1].bottom < 650 and rows[0].right < 960, "clear of the action buttons and the log"
    assert rows[0].height - 6 >= 2 * TYPE.SMALL - 6  # a name and its cost, each at a readable size
    panel = table.panel_rect(0)
    cells = [table.giga_rect(0, i) for i in range(3)]
    assert all(panel.contains(c) for c in cells)
    assert not any(a.colliderect(b) for a, b in zip(cells, cells[1:], strict=False))
