"""Round 35 newcomer's Elemons findings (nc35)."""

from __future__ import annotations

import pygame

from game import i18n
from game.core import Event


def caught(seat: int, kind: str, gigamon: str) -> Event:
    return Event("gigamon_caught", seat, {"gigamon": gigamon, "kind": kind, "from": None, "given": [kind] * 3})


def test_two_catches_in_one_turn_each_get_their_banner(app, tmp_path):
    """nc35 shots 90-91: the bot caught Biomon, then Supermon in the same turn; the banner said « Biomon
    attrapé ! », then only that one more Gigamon wins: Supermon was named in the log alone. Each catch is
    named in its banner, one after the other, the warning after the second."""
    from test_elemons_why import table_at

    i18n.set_lang("fr")
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"))
    table.tweens.speed = 1.0
    said: list[str] = []
    held = 0.0
    for ev in (caught(1, "floramon", "biomon"), caught(1, "polymon", "supermon")):
        hold = table.show(ev)
        assert table.anim.banner_item is not None
        said.append(table.anim.banner_item.text)
        waited = 0.0
        while waited < hold:  # the next event waits this long: the banners it holds come in that time
            table.tweens.step(0.05)
            table.anim.prune()
            waited += 0.05
            if table.anim.banner_item is not None and table.anim.banner_item.text != said[-1]:
                said.append(table.anim.banner_item.text)
        held += hold
    biomon, supermon = (table.kind(k).gigamon_name["fr"] for k in ("floramon", "polymon"))
    one_more = i18n.t("elemons.announce.one_more", k=2, who=table.names[1], you="no")
    assert said == [i18n.t("elemons.caught", name=biomon), i18n.t("elemons.caught", name=supermon), one_more], said
    # (each catch stays a second after its Gigamon has landed, 2.3 s, nc59 shot 081; then the warning's 2.2 s)
    assert held < 7, held


def test_a_winning_catch_before_the_aeromons_exchange_says_none_was_made(app, tmp_path):
    """nc35 shot 101: the bot's Aeromon pair logged « Pouvoir déclenché : Aeromon », then its third Gigamon and
    the end: no exchange and no word that none was made. The log says it."""
    from scene_input import open_scenario_text
    from test_elemons_why import idle

    from game.core import act

    i18n.set_lang("fr")
    table = open_scenario_text(
        app, "elemons", ("human", "bot:easy"), tmp_path, "game: elemons\nseats: 2\ncurrent: 0\n"
        "grid: [aeromon, aeromon, geomon, pyromon, floramon, polymon, hydromon, electromon, geomon]\n"
        "pile: [pyromon, geomon, electromon, hydromon, floramon, polymon]\n"
        "won: [[aeromon], [electromon, pyromon]]\ngigamons: {floramon: 0, polymon: 0}\n")
    for slot in (0, 1):
        assert table.act(0, act("flip", slot))
        idle(app, table)
    assert table.view["phase"] in ("look", "swap"), table.view["phase"]
    assert table.power_left(0) == "swap"
    assert table.act(0, act("trade", "aeromon"))
    for _ in range(300):  # the end's banner: the events up to the game's end are shown
        app.frame(1 / 60)
        if any(e.kind == "game_over" for e in table.shown):
            break
    assert table.feed.is_over
    said = [e for e in table.log.entries if "n'échange rien" in e]
    assert said == [i18n.t("elemons.power_left", power="swap", who=table.names[0])], table.log.entries[-6:]
    i18n.set_lang("en")
    assert "swaps nothing" in i18n.t("elemons.power_left", power="swap", who="Bot 2")
    i18n.set_lang("fr")


def three_longest(table, lang: str) -> str:
    """The bot panel's longest « one Elemon short » line: three Gigamons named, the longest (nc64: named, not the
    Elemons; from four they are counted)."""
    held = table.m.players[1].gigamons  # (one it holds is never one it is short of)
    names = sorted((table.kind(k).gigamon_name[lang] for k in table.defs.kinds if k not in held), key=len)[-3:]
    return i18n.t("elemons.near.short_of", who="other", gigamons=i18n.listed(names, "or"))


def test_the_panel_grown_under_its_gigamons_is_one_box_holding_its_longest_lines(app, tmp_path, monkeypatch):
    """nc35 shot 91: « À 1 Hydromon de la victoire ! » under the bot's two Gigamons sat in a strip of its own,
    felt showing at the join, as if the panel were too short. The grown part is square where it meets the
    panel, and the longest lines it may hold stay inside, in French and English."""
    from test_elemons_nc28 import lines_drawn, spy_lines
    from test_elemons_why import table_at

    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"))
    table.show(Event("pair_won", 1, {"slots": [0, 1], "tiles": ["polymon", "polymon"]}))
    table.m.players[1].gigamons = ["floramon", "polymon"]
    for lang in ("fr", "en"):
        i18n.set_lang(lang)
        names = [table.kind(k).name[lang] for k in table.defs.kinds]
        longest = max(names, key=len)
        gigamon = max((table.kind(k).gigamon_name[lang] for k in table.defs.kinds), key=len)
        for words in (i18n.t("elemons.near.one", how="win", kind=longest, gigamon=gigamon),
                      three_longest(table, lang),
                      i18n.t("elemons.near.can", gigamon=gigamon)):
            monkeypatch.setattr(table, "near_words", lambda seat, w=words: (w, True))
            shown = lines_drawn(table, 1, spy_lines(monkeypatch, words))
            assert " ".join(text for text, _r in shown) == words, shown
            box = table.panel_box(1)
            assert all(box.contains(r) and r.bottom <= box.bottom - 4 for _t, r in shown), (words, box, shown)
            assert pygame.Rect(0, 0, 1280, 720).contains(box) and not box.colliderect(table.slot_rect(0))
    i18n.set_lang("fr")
    # the longest (every kind named) grows the panel: the shorter ones keep to its own row (nc61)
    longest_words = three_longest(table, "fr")
    monkeypatch.setattr(table, "near_words", lambda seat: (longest_words, True))
    surf = pygame.Surface((1280, 720))
    felt = (30, 90, 60)
    surf.fill(felt)
    table.draw_background(surf)
    table.draw_player(surf, 1)
    r = table.panel_rect(1)
    assert table.panel_box(1).bottom > r.bottom
    for x in (r.x, r.x + 1, r.right - 1, r.right - 2):  # the join, at the edges: panel, not felt
        for y in range(r.bottom - 4, r.bottom + 4):
            assert surf.get_at((x, y))[:3] != felt, (x, y)


def test_the_near_line_waits_for_the_pair_like_the_count(app, tmp_path):
    """nc35 shots 14, 45: the bot's Floramon pair face up on the grid, its panel said « Elemons en main : 0, face
    cachée » and already « À 1 Floramon de Biomon ! », till the next click. The line waits with the count, through
    the flight, and comes once the pair has landed."""
    from test_elemons_why import table_at

    i18n.set_lang("fr")
    app.settings.tiles_up = 0.0  # the default: until a click
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"))
    table.show(Event("pair_won", 1, {"slots": [0, 1], "tiles": ["floramon", "floramon"]}))
    assert table.up_won and table.m.players[1].won == 2
    assert table.near_words(1) == ("", False) and table.near_layout(1)[0] == []
    table.tweens.speed = 1.0
    table._release_up()
    table.anim.tweens.step(0.05)
    assert any(not f.tween.done for f in table.anim.flights)
    assert table.near_words(1) == ("", False), "still flying"
    for _ in range(240):
        if all(f.tween.done for f in table.anim.flights):
            break
        table.anim.tweens.step(1 / 60)
    table.anim.prune()
    words, warn = table.near_words(1)
    assert warn and "Floramon" in words, words


def test_the_tutorials_hint_step_says_a_real_game_not_partly():
    """nc35 tutorial shot 18: « Conseil (H) … vous le montre, en partie aussi » read as « partly »."""
    from test_elemons_newcomer4 import sentences, words

    from game import tutorial

    tut = tutorial.load("elemons")
    step = next(s for s in tut.steps if "Conseil (H)" in s.text("fr") and "de mémoire" in s.text("fr"))
    fr, en = step.text("fr"), step.text("en")
    assert "en partie aussi" not in fr and "vraie partie" in fr and "real game" in en, (fr, en)
    for text in (fr, en):
        assert len(sentences(text)) <= 3 and len(words(text)) <= 40, text


def test_a_catch_with_elemons_never_seen_says_so(app, tmp_path):
    """nc35 shot 91: the bot caught Supermon with a Polymon its Floramon had drawn face down; the person had seen
    only two, and the catch « came from nowhere ». The log says how many of them this screen never saw."""
    from test_elemons_why import table_at

    i18n.set_lang("fr")
    table = table_at(app, tmp_path, ["geomon"] * 9, ["pyromon"] * 6, seats=("human", "bot:easy"))
    table.show(Event("pair_won", 1, {"slots": [0, 1], "tiles": ["polymon", "polymon"]}))
    table.show(Event("tile_drawn_public", 1, {}))
    before = len(table.log.entries)
    table.show(caught(1, "polymon", "supermon"))
    said = table.log.entries[before:]
    line = i18n.t("elemons.caught_unseen", n=1, kind="Polymon")
    assert line in said and "Dont 1 Polymon que vous n'aviez pas vu" in line, said
    before = len(table.log.entries)
    table.show(Event("pair_won", 1, {"slots": [2, 3], "tiles": ["geomon", "geomon"]}))
    table.show(Event("pair_won", 1, {"slots": [4, 5], "tiles": ["geomon", "aeromon"]}))
    table.show(caught(1, "geomon", "terramon"))
    assert not [e for e in table.log.entries[before:] if "vous n'aviez pas vu" in e], "all three seen: no word"
    i18n.set_lang("en")
    assert i18n.t("elemons.caught_unseen", n=2, kind="Polymon").startswith("Including 2 Polymons you had not seen")
    i18n.set_lang("fr")
